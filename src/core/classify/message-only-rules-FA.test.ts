/**
 * Group FA's message-only rules (session 62): wordings a client keeps without status, body or code,
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

describe('an account kept to some models by id (held h1165, h1170)', () => {
  const relayed =
    "openai.error.APIError: Invalid response object from API: 'limit to use gpt-3.5-turbo and embeddings' (HTTP response code was 403)";
  const free =
    'The free account is limited to use gpt-3.5-turbo, gpt-4 and embeddings. If you have additional requirements, please visit https://example.com to purchase a premium key.';
  it('reads the model, not the key, from the message alone (h1170)', () => {
    expect(reasonOf(relayed)).toBe('model_not_found');
    expect(reasonOf(free)).toBe('model_not_found');
  });
  it('reads it the same under its 403 (h1165)', () => {
    expect(reasonOf(free, 403)).toBe('model_not_found');
    expect(reasonOf(`403 - {"error":{"message":"${free}","code":"403 FORBIDDEN"}}`)).toBe(
      'model_not_found',
    );
  });
  it('leaves a limit on requests or a bare 403 alone', () => {
    expect(reasonOf('You are limited to use 3 requests per minute')).not.toBe('model_not_found');
    expect(reasonOf('Your key is limited to use within the console', 403)).toBe('auth');
    expect(reasonOf('403 Forbidden')).toBe('auth');
  });
});
