/**
 * Session 55's body-only rules (group DR): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('"Invalid token" alone on its line, without a status (held h860, h689, h94, h118)', () => {
  it("reads LangSmith's body alone as the key refused", () => {
    expect(reasonOf({ body: { detail: 'Invalid token' } })).toBe('auth_permanent');
  });
  it("reads a vLLM gateway's body alone, and the same body under its 401", () => {
    expect(reasonOf({ body: { error: 'Invalid token' } })).toBe('auth_permanent');
    expect(reasonOf({ status: 401, body: { error: 'Invalid token' } })).toBe('auth_permanent');
  });
  it('reads the message alone, quoted or as a printed document', () => {
    expect(reasonOf({ message: '"Invalid token"' })).toBe('auth_permanent');
    expect(reasonOf({ message: '{ "error": "invalid token" }' })).toBe('auth_permanent');
  });
  it('leaves the verdict with more words after it refreshable (held h841)', () => {
    expect(
      reasonOf({ message: 'Invalid token, check if authorization header has a valid value.' }),
    ).toBe('auth');
  });
  it('leaves a token said to be expired refreshable', () => {
    expect(reasonOf({ body: { error: 'Invalid token', detail: 'Token has expired' } })).toBe(
      'auth',
    );
  });
  it('leaves a token of a file or page to what else the text says', () => {
    expect(reasonOf({ body: { error: 'Invalid token in file at line 3' } })).not.toBe(
      'auth_permanent',
    );
  });
});

describe('"The bearer token included in the request is invalid" (held h704, ×22 auth)', () => {
  it("reads Kiro's body alone as the credential's", () => {
    expect(
      reasonOf({
        body: { message: 'The bearer token included in the request is invalid.', reason: null },
      }),
    ).toBe('auth');
  });
  it("reads the message alone, as AWS's security-token sentence already reads", () => {
    expect(reasonOf({ message: 'The bearer token included in the request is invalid.' })).toBe(
      'auth',
    );
    expect(reasonOf({ message: 'The security token included in the request is invalid.' })).toBe(
      'auth',
    );
  });
  it('leaves a request parameter said invalid to the request', () => {
    expect(
      reasonOf({ message: 'The parameter included in the request is invalid: temperature' }),
    ).not.toBe('auth');
  });
});

describe('an access token said invalid or missing after "Unauthorized - " (held h883, h945)', () => {
  it("reads chatgpt-web's bodies alone as a sign-in to renew", () => {
    expect(
      reasonOf({
        body: {
          error: {
            code: 'error',
            message: { message: 'Unauthorized - Access token is missing' },
            param: null,
            type: '401 Unauthorized',
          },
        },
      }),
    ).toBe('auth');
    expect(reasonOf({ body: { detail: { message: 'Unauthorized - Invalid access token' } } })).toBe(
      'auth',
    );
  });
  it('reads the same words under their 401 and as the message alone', () => {
    expect(
      reasonOf({
        status: 401,
        body: { detail: { message: 'Unauthorized - Invalid access token' } },
      }),
    ).toBe('auth');
    expect(reasonOf({ message: 'Unauthorized - Access token is missing' })).toBe('auth');
  });
  it('leaves a key said invalid after "Unauthorized" as the dead key', () => {
    expect(reasonOf({ body: { detail: { message: 'Unauthorized - Invalid API key' } } })).toBe(
      'auth_permanent',
    );
    expect(reasonOf({ message: 'Unauthorized' })).toBe('auth_permanent');
  });
});

describe('a token the server could not parse or validate (held h364, h945, h898, h779)', () => {
  it("reads ChatGPT's invalid_jwt body alone as the token refused", () => {
    expect(
      reasonOf({
        body: {
          detail: {
            message: 'Could not parse your authentication token. Please try signing in again.',
            type: 'invalid_request_error',
            param: null,
            code: 'invalid_jwt',
          },
        },
      }),
    ).toBe('auth_permanent');
  });
  it('reads the token_expired body alone past its invalid_request_error type, and under its 401', () => {
    const body = {
      error: {
        message: 'Could not validate your token. Please try signing in again.',
        type: 'invalid_request_error',
        param: null,
        code: 'token_expired',
      },
    };
    expect(reasonOf({ body })).toBe('auth_permanent');
    expect(reasonOf({ status: 401, body })).toBe('auth_permanent');
  });
  it('leaves a token invalidated and the advice alone refreshable', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'Your authentication token has been invalidated. Please try signing in again.',
            type: 'invalid_request_error',
            code: 'token_invalidated',
          },
        },
      }),
    ).toBe('auth');
    expect(reasonOf({ message: 'Your session has expired. Please try signing in again.' })).toBe(
      'auth',
    );
  });
  it('leaves a request the server could not parse to the request', () => {
    expect(reasonOf({ body: { error: 'Could not parse your request body' } })).not.toMatch(/^auth/);
  });
});
