/**
 * Group HB's message-only rules (session 64): wordings a client keeps without status, body or code,
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

describe('access called illegal (held h1304 ×3, h218)', () => {
  const line =
    'mimo-free bootstrap failed: 403 { "error": { "code": "403", "message": "Illegal access", "type": "illegal_access" } }';
  it('reads a refused key from the message alone', () => {
    expect(reasonOf(line)).toBe('auth_permanent');
    expect(reasonOf('Illegal access')).toBe('auth_permanent');
  });
  it('reads it the same under its 403', () => {
    expect(reasonOf('Illegal access', 403)).toBe('auth_permanent');
    expect(reasonOf(line, 403)).toBe('auth_permanent');
  });
  it('leaves an illegal access to something named after it alone', () => {
    expect(reasonOf('java.lang.IllegalAccessError: illegal access to field')).not.toBe(
      'auth_permanent',
    );
    // No rule reads it; the word vote alone may lean either way as its training grows.
    const sandbox = classifyError(
      errorFromDescriptor({ message: 'illegal access attempt blocked by sandbox' }),
    );
    const deciding = sandbox.explain.find((step) => step.decided === true);
    expect(sandbox.reason === 'auth_permanent' ? deciding?.step : 'not read as a key').not.toBe(
      'message',
    );
  });
});

describe('a retirement brownout (held h1062)', () => {
  const line =
    'simpleInference: chatCompletion failed: Error: 410 GitHub Models is temporarily unavailable as part of a scheduled retirement brownout.';
  it('reads the model going away from the message alone', () => {
    expect(reasonOf(line)).toBe('model_not_found');
    expect(reasonOf('This model is in a deprecation brownout.')).toBe('model_not_found');
  });
  it('reads it the same under its 410', () => {
    expect(reasonOf(line, 410)).toBe('model_not_found');
  });
  it('leaves a plain temporary unavailability to capacity', () => {
    expect(reasonOf('The service is temporarily unavailable. Please try again later.')).toBe(
      'overloaded',
    );
  });
});

describe('a token check that failed (held h1321, h867, h1313)', () => {
  it('reads the refused token from the message alone', () => {
    expect(
      reasonOf(
        'Token validation failed in Language Server: (Failed to check token: Error: Fetching Information about personal access token',
      ),
    ).toBe('auth');
    expect(
      reasonOf(
        '指定された OhMyGPT OAuth トークンが正しくありません。OAuth プロバイダーで再認証してください。',
      ),
    ).toBe('auth');
    expect(reasonOf('The operation couldn’t be completed. (NSURLErrorDomain error 401.)')).toBe(
      'auth',
    );
  });
  it('reads it the same under its 401', () => {
    expect(reasonOf('Token validation failed', 401)).toBe('auth');
    expect(
      reasonOf('The operation couldn’t be completed. (NSURLErrorDomain error 401.)', 401),
    ).toBe('auth');
  });
  it('leaves a check that never got its answer to the transport or the server', () => {
    expect(reasonOf('Failed to check token: connect ECONNREFUSED 127.0.0.1:443')).toBe('timeout');
    expect(reasonOf('Token validation failed: request timed out')).toBe('timeout');
    expect(reasonOf('Token validation failed: 503 Service Unavailable')).toBe('overloaded');
    expect(
      reasonOf('The operation couldn’t be completed. (NSURLErrorDomain error -1001.)'),
    ).not.toBe('auth');
  });
});
