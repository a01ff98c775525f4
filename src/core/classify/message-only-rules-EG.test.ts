/**
 * Group EG's message-only rules (session 57, second pass): wordings a client keeps without status,
 * body or code, read from the words alone, each with the held line it was written for and the
 * neighbour it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('an access token called invalid and nothing else (held h1006, h692, h106)', () => {
  it('reads the wrong key from the message alone', () => {
    expect(reasonOf('"message":"access token is invalid", "status":401')).toBe('auth_permanent');
    expect(reasonOf('Access token is invalid')).toBe('auth_permanent');
  });
  it('reads it the same on its 401 and inside the JSON a client prints', () => {
    expect(reasonOf('Access token is invalid', 401)).toBe('auth_permanent');
    expect(
      reasonOf(
        'Dify 401. {"code": "unauthorized", "message": "Access token is invalid", "status": 401}',
      ),
    ).toBe('auth_permanent');
  });
  it('leaves an OAuth token, and a token said to be invalid or expired, to the refreshable login', () => {
    expect(reasonOf('Failed to authenticate. API Error: 401 OAuth access token is invalid.')).toBe(
      'auth',
    );
    expect(reasonOf('Unauthorized – access token is invalid or expired.')).toBe('auth');
    expect(reasonOf('The access token is invalid, it expired an hour ago')).toBe('auth');
  });
});
