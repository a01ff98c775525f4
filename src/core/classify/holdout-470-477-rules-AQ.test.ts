/**
 * Rules written for misses of held-out batches 470–477 (session 42, round 1, group AQ), after the
 * batches had been scored without them (on c1039fa): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// genkit-ai/genkit#3514: Genkit's own schema check on a model's null output (batch 470).
describe('INVALID_ARGUMENT at the head of the message', () => {
  it('is the request’s, as the gRPC code reads (batch 470)', () => {
    const result = classify({
      message:
        'INVALID_ARGUMENT: Schema validation failed. Parse Errors:\n\n- (root): must be object\n\nProvided data:\n\nnull',
      name: 'GenkitError',
      code: 'INVALID_ARGUMENT',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(true);
  });
  it('reads it after the class name printed before it (invented)', () => {
    const result = classify({
      message: 'GenkitError: INVALID_ARGUMENT: Unsupported output format: yaml',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves an overflow said under it to the overflow (invented)', () => {
    const result = classify({
      message:
        'INVALID_ARGUMENT: The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a local runtime’s FAILED_PRECONDITION to its words (held h140)', () => {
    const result = classify({
      message:
        'FAILED_PRECONDITION: Chosen prefill work group size exceeds available state entries (70).',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a sentence that starts "Invalid argument:" alone (invented)', () => {
    const result = classify({
      message: 'Invalid argument: the stream closed before any chunk arrived',
    });
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(false);
  });
});
