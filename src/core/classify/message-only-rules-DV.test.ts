/**
 * Group DV's message-only rule (session 56): a model (or parameter) said to be missing from the
 * request itself is the request's shape, not a model the provider lacks, read from the words alone,
 * with the held lines it was written for and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a model or parameter "not found in request" (held h905, h966)', () => {
  it('reads the missing field as the request, from the message alone', () => {
    expect(reasonOf('model parameter not found in request, nor in gateway configuration')).toBe(
      'format_error',
    );
    expect(reasonOf('model not found in request body')).toBe('format_error');
  });
  it('reads it the same on its 400', () => {
    expect(reasonOf('model not found in request body', 400)).toBe('format_error');
    expect(reasonOf('field "messages" not found in the request', 400)).toBe('format_error');
  });
  it('leaves a model the provider does not have to model_not_found', () => {
    expect(reasonOf('The model gpt-9 was not found')).toBe('model_not_found');
    expect(reasonOf("model 'llama-x' not found")).toBe('model_not_found');
    expect(reasonOf('model not found', 404)).toBe('model_not_found');
  });
});
