/**
 * Group GA's message-only rules (session 63): wordings a client keeps without status, body or code,
 * read from the words alone, with the held lines they were written for, a second rendering and the
 * neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a local server lacking the backend for a model it loads (held h890)', () => {
  const localai = 'failed to load model with internal loader: backend not found: llama-cpp';
  it("reads the server's fault, not a missing model, from the message alone (h890)", () => {
    expect(reasonOf(localai)).toBe('server_error');
  });
  it('reads it the same under its 500', () => {
    expect(reasonOf(localai, 500)).toBe('server_error');
    expect(reasonOf(`500 Internal Server Error {"error":{"message":"${localai}"}}`)).toBe(
      'server_error',
    );
  });
  it('leaves a model that is itself not found alone', () => {
    expect(reasonOf('model not found')).toBe('model_not_found');
    expect(reasonOf('The model gpt-5 was not found')).toBe('model_not_found');
    expect(reasonOf('model "llama3" not found, try pulling it first')).toBe('model_not_found');
  });
});
