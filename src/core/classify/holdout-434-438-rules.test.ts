/**
 * Rules written for the misses of held-out batches 434–438 (session 40, round 4), after the batches
 * had been scored without them (on bd5b54c): each rule's real wording (from the batch line named),
 * then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// canonical/inference-snaps#91: OpenVINO Model Server on an Intel NPU (batch 437).
describe("MediaPipe's absl status as OpenVINO Model Server prints it", () => {
  it('INVALID_ARGUMENT is the request’s, read as the gRPC code (batch 437)', () => {
    const result = classify({
      body: {
        error:
          'Mediapipe execution failed. MP status - INVALID_ARGUMENT: CalculatorGraph::Run() failed: \nCalculator::Process() for node "LLMExecutor" failed: Request processing failed, check its correctness.',
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(true);
  });
  it('RESOURCE_EXHAUSTED maps as a 429 (invented)', () => {
    const result = classify({
      body: { error: 'Mediapipe execution failed. MP status - RESOURCE_EXHAUSTED: queue is full' },
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('INTERNAL is not read as a server’s refusal (left to the words; invented)', () => {
    const result = classify({
      message: 'Mediapipe execution failed. MP status - INTERNAL: CalculatorGraph::Run() failed',
    });
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(false);
  });
});

describe("OpenVINO GenAI's NPU prompt-length cap", () => {
  it('"may only process input embeddings up to 1024 tokens" (batch 437)', () => {
    const result = classify({
      message:
        'VLM pipeline on NPU may only process input embeddings up to 1024 tokens. 1165 is passed.\nSet the "MAX_PROMPT_LEN" config option to increase the limit.',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('the LLM pipeline’s "input tokens" form (invented)', () => {
    const result = classify({
      message:
        'LLM pipeline on NPU may only process input tokens up to 2048 tokens. 3001 is passed.',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('an output cap "up to N tokens" is not this (invented)', () => {
    const result = classify({
      status: 400,
      message: 'max_tokens may only be set up to 4096 tokens for this model',
    });
    expect(result.reason).not.toBe('context_overflow');
  });
});
