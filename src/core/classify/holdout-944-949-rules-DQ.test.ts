/**
 * Rules written for the misses of held-out batches 944–949 (session 55, group DQ), after the
 * batches had been scored without them: a web session's "Invalid access token", an authentication
 * token the server could not parse, an account's email domain rejected, and ofetch's rendering of a
 * token-refresh endpoint's 4xx. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("an 'Invalid access token'", () => {
  it('is the refreshable auth under a 401 beside Unauthorized (ChatGPT web relay, batch 945)', () => {
    const d = {
      status: 401,
      body: { detail: { message: 'Unauthorized - Invalid access token' } },
      message:
        'Fetch conversation error (ChatGPTError): OpenAI 401: {"detail":{"message":"Unauthorized - Invalid access token"}}',
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.401.refreshable_text');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'Unauthorized: invalid access token' }).reason).toBe('auth');
  });
  it('leaves an invalid access key and an invalid API key alone', () => {
    expect(classify({ status: 401, message: 'Invalid access key' }).reason).toBe('auth_permanent');
    expect(classify({ status: 401, message: 'Unauthorized - Invalid API key' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe('an authentication token that could not be parsed', () => {
  it('is a dead credential under a 401 despite "signing in again" (ChatGPT invalid_jwt, batch 945)', () => {
    const d = {
      status: 401,
      body: {
        detail: {
          message: 'Could not parse your authentication token. Please try signing in again.',
          type: 'invalid_request_error',
          param: null,
          code: 'invalid_jwt',
        },
      },
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.401.permanent_text');
  });
  it('reads the message alone, lower case, the same (invented)', () => {
    expect(
      classify({ message: 'could not parse the auth token, please sign in again' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a token that expired and a body that could not be parsed alone', () => {
    expect(
      classify({
        status: 401,
        message: 'Your authentication token has expired. Please try signing in again.',
      }).reason,
    ).toBe('auth');
    expect(classify({ status: 400, message: 'Could not parse your request body' }).reason).toBe(
      'format_error',
    );
  });
});

describe("an account's email domain rejected", () => {
  it('is a dead account under a 400 (xAI, batch 945)', () => {
    const d = {
      status: 400,
      body: {
        code: 3,
        message:
          'This email domain has been rejected. Please use a different email address. If you think this is an error, please contact support.',
        details: [],
      },
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.400.permanent_auth_text');
  });
  it('reads a blocked domain without a status the same (invented)', () => {
    expect(classify({ message: 'Sign-up failed: email domain is blocked' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves an email field that fails validation alone', () => {
    expect(
      classify({ status: 400, message: "Invalid value for 'email': must be a valid address" })
        .reason,
    ).toBe('format_error');
  });
});

describe("ofetch's rendering of a token-refresh endpoint's 4xx", () => {
  it('is a failed refresh, a dead login (kimi-free-api, batch 945)', () => {
    const d = {
      status: 400,
      message: '[GET] "https://kimi.moonshot.cn/api/auth/token/refresh": 400',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.400.refresh_failed');
  });
  it('reads a POST to a refresh_token path without a status the same (invented)', () => {
    expect(
      classify({ message: '[POST] "https://example.com/oauth/refresh_token": 401 Unauthorized' })
        .reason,
    ).toBe('auth_permanent');
  });
  it('leaves the same endpoint answering a 5xx or 429 alone', () => {
    expect(
      classify({ message: '[GET] "https://example.com/api/auth/token/refresh": 503' }).reason,
    ).not.toBe('auth_permanent');
    expect(
      classify({ message: '[GET] "https://example.com/api/auth/token/refresh": 429' }).reason,
    ).not.toBe('auth_permanent');
  });
});
