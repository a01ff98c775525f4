/**
 * A refresh hook that fails without saying the grant is gone (a network blip, a 5xx from the token
 * endpoint) cools the key for the auth cooldown instead of killing it (DESIGN §2.4: a dead key never
 * returns without an operator): the key is refreshed again once the cooldown ends.
 */
import { describe, expect, it, vi } from 'vitest';
import { NoTargetAvailableError, RetryExhaustedError } from '../src/core/errors.js';
import { harness, REQUEST, settle } from './engine-harness.js';

const AUTH_COOLDOWN_MS = 5 * 60_000;
const EXPIRED = { status: 401, body: { error: { message: 'token expired' } } };
const connectionReset = (): TypeError =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  });

/** One OAuth key whose upstream accepts only the refreshed token. */
function oauthHarness(refresh: () => Promise<string>, extraKeys: readonly string[] = []) {
  let current = 'old-token';
  const hook = vi.fn(async () => {
    current = await refresh();
    return current;
  });
  const h = harness(
    [
      {
        script: (_index, call) =>
          call.credentialIndex === 0 && current === 'old-token' ? EXPIRED : { text: 'ok' },
        keys: [{ secret: 'old-token', refresh: hook }, ...extraKeys],
      },
    ],
    { breaker: false },
  );
  return { h, hook };
}

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

describe('engine: a refresh hook that fails transiently', () => {
  it('cools the only key for the auth cooldown, then refreshes again and recovers', async () => {
    let calls = 0;
    const { h, hook } = oauthHarness(async () => {
      calls += 1;
      if (calls === 1) throw connectionReset();
      return 'new-token';
    });
    const startMs = h.clock.now();
    const first = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(first).toBeInstanceOf(RetryExhaustedError);
    expect((first as RetryExhaustedError).attempts.map((attempt) => attempt.action)).toEqual([
      'refresh',
      'fail',
    ]);
    // Within the cooldown the key is skipped (not dead): fail fast with when it comes back.
    const second = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(second).toBeInstanceOf(NoTargetAvailableError);
    expect((second as NoTargetAvailableError).retryAtMs).toBe(startMs + AUTH_COOLDOWN_MS);
    // After it, the next 401 refreshes again; the token endpoint is back.
    await h.clock.advance(AUTH_COOLDOWN_MS);
    const third = await settle(h.clock, h.client.chat(REQUEST));
    expect(third.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(third.attempts.map((attempt) => attempt.action)).toEqual(['refresh', 'success']);
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it('with another key, the request goes on with it at once', async () => {
    const { h, hook } = oauthHarness(async () => {
      throw Object.assign(new Error('Service Unavailable'), { status: 503 });
    }, ['sk-b']);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(result.attempts.map((attempt) => [attempt.action, attempt.credential])).toEqual([
      ['refresh', 'key#1'],
      ['rotate', 'key#1'],
      ['success', 'key#2'],
    ]);
    expect(hook).toHaveBeenCalledTimes(1);
    expect(h.clock.sleeps).toEqual([]);
    // The OAuth key is back after the cooldown (it would have been dead before): it is tried and
    // refreshed again (the token endpoint is still down, so the request rotates once more).
    await h.clock.advance(AUTH_COOLDOWN_MS);
    await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#1',
      'key#2',
    ]);
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it('a refresh that says invalid_grant still kills the key for good', async () => {
    const { h, hook } = oauthHarness(async () => {
      throw Object.assign(new Error('Token refresh failed: 400 Bad Request'), {
        status: 400,
        body: '{"error":"invalid_grant","error_description":"Token has been expired or revoked."}',
      });
    });
    await outcome(settle(h.clock, h.client.chat(REQUEST)));
    await h.clock.advance(30 * 24 * 3_600_000);
    const later = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(later).toBeInstanceOf(NoTargetAvailableError);
    expect((later as NoTargetAvailableError).retryAtMs).toBeUndefined();
    expect(hook).toHaveBeenCalledTimes(1);
  });
});
