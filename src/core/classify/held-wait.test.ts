import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import { heldWait } from './held-wait.js';

const NOW_MS = Date.UTC(2026, 11, 1);
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function classify(status: number, message: string, headers?: Record<string, string>) {
  return classifyError(errorFromDescriptor({ status, headers, body: { error: { message } } }), {
    nowMs: NOW_MS,
  });
}

describe('heldWait: how long a refused key is held, from its text', () => {
  it.each([
    ['your account has been temporarily suspended for 24 hours.', DAY_MS],
    ['account locked out for the next 30 minutes', 30 * MINUTE_MS],
    ['this key is disabled for an hour', HOUR_MS],
    ['user blocked for two weeks', 14 * DAY_MS],
    ['account temporarily locked. try again in 15 minutes.', 15 * MINUTE_MS],
    ['please retry after 17 seconds.', 17_000],
    ['账户已被临时冻结，请 10 分钟后重试', 10 * MINUTE_MS],
  ])('%s', (text, waitMs) => {
    expect(heldWait(text, NOW_MS)).toMatchObject({
      retryAfterMs: waitMs,
      resetAt: NOW_MS + waitMs,
    });
  });

  it('reads a hold until a date as that instant', () => {
    expect(heldWait('this api key has been disabled until 2026-12-05t00:00:00z', NOW_MS)).toEqual({
      retryAfterMs: 4 * DAY_MS,
      resetAt: Date.UTC(2026, 11, 5),
      source: 'message',
    });
    expect(heldWait('suspended until 2026-12-02 12:00:00 utc', undefined)).toEqual({
      resetAt: Date.UTC(2026, 11, 2, 12),
      source: 'message',
    });
  });

  it.each([
    // A client's retry log is its own backoff, not what the provider said (DeepSeek via Claude Code).
    'authentication fails, your api key: ****_key is invalid\n     retrying in 5 seconds… (attempt 5/10)',
    'trying again in 4s',
    'account suspended until further notice',
    'suspended for violating our usage policies',
    'incorrect api key provided',
    // Printed rate-limit headers ride on every OpenAI answer; they date no key's return.
    "incorrect api key provided {'retry-after': '3', 'x-ratelimit-reset-requests': '120ms'}",
  ])('states no wait: %s', (text) => {
    expect(heldWait(text, NOW_MS)).toBeUndefined();
  });
});

describe('classifyError: the auth verdicts carry a stated hold', () => {
  it('a 403 suspended for 24 hours is auth with a day to wait', () => {
    const result = classify(403, 'Your account has been temporarily suspended for 24 hours.');
    expect(result.reason).toBe('auth');
    expect(result.retryAfterMs).toBe(DAY_MS);
    expect(result.resetAt).toBe(NOW_MS + DAY_MS);
  });

  it("a 401's rate-limit headers are no wait for a refused key", () => {
    const result = classify(401, 'Incorrect API key provided: sk-abc***', {
      'retry-after': '3',
      'x-ratelimit-reset-requests': '120ms',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.retryAfterMs).toBeUndefined();
    expect(result.resetAt).toBeUndefined();
  });

  it('a rate limit still reads its headers', () => {
    const result = classify(429, 'Rate limit reached for requests', { 'retry-after': '3' });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(3000);
  });
});
