/**
 * A `refresh` or `compress` hook that never settles must not hold a request for good: the wait
 * ends at the caller's abort, at `maxElapsedMs`, or at the hook's default bound; a hung refresh
 * cools the key as a failed one does. The hook is not called again while its first call may still
 * answer (two OAuth refreshes at once can revoke each other), only once that call is given up.
 */
import { describe, expect, it, vi } from 'vitest';
import { NoTargetAvailableError, RetryExhaustedError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import {
  DEFAULT_REFRESH_TIMEOUT_MS,
  REFRESH_ABANDON_FACTOR,
} from '../src/policies/credential-pool.js';
import { DEFAULT_COMPRESS_TIMEOUT_MS } from '../src/policies/recovery-engine.js';
import { harness, REQUEST, settle } from './engine-harness.js';

const EXPIRED = { status: 401, body: { error: { message: 'token expired' } } };
const OVERFLOW = {
  status: 400,
  body: {
    error: {
      message: "This model's maximum context length is 128000 tokens.",
      code: 'context_length_exceeded',
    },
  },
};
const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

function hungRefresh(options: Parameters<typeof harness>[1] = {}) {
  const hook = vi.fn(never<string>);
  const h = harness([{ script: () => EXPIRED, keys: [{ secret: 'old-token', refresh: hook }] }], {
    breaker: false,
    ...options,
  });
  return { h, hook };
}

describe('library: a refresh hook that never settles', () => {
  it('ends the request at maxElapsedMs and cools the key; the hook is called again only once the hung call is given up', async () => {
    const { h, hook } = hungRefresh({ retry: { maxElapsedMs: 1_000 } });
    const startMs = h.clock.now();
    const first = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(first).toBeInstanceOf(RetryExhaustedError);
    expect(h.clock.now() - startMs).toBeLessThanOrEqual(1_000);
    // The key cools as after a failed refresh: the next request fails fast, without the hook.
    const second = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(second).toBeInstanceOf(NoTargetAvailableError);
    expect(hook).toHaveBeenCalledTimes(1);
    // After the cooldown, the hung call (5 minutes old: REFRESH_ABANDON_FACTOR × the 30 s bound)
    // is given up, so the hook is called anew.
    await h.clock.advance(REFRESH_ABANDON_FACTOR * DEFAULT_REFRESH_TIMEOUT_MS);
    const third = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(third).toBeInstanceOf(RetryExhaustedError);
    expect(hook).toHaveBeenCalledTimes(2);
  });

  it("ends the request at the caller's abort", async () => {
    const { h, hook } = hungRefresh();
    const controller = new AbortController();
    const reason = new Error('caller gone');
    const pending = outcome(h.client.chat(REQUEST, { signal: controller.signal }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(hook).toHaveBeenCalledTimes(1);
    controller.abort(reason);
    expect(await settle(h.clock, pending, 10)).toBe(reason);
  });

  it('without maxElapsedMs, the default bound fails the refresh and the key cools', async () => {
    const { h, hook } = hungRefresh();
    const startMs = h.clock.now();
    const first = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(first).toBeInstanceOf(RetryExhaustedError);
    expect(h.clock.now() - startMs).toBe(DEFAULT_REFRESH_TIMEOUT_MS);
    expect(await outcome(settle(h.clock, h.client.chat(REQUEST)))).toBeInstanceOf(
      NoTargetAvailableError,
    );
    expect(hook).toHaveBeenCalledTimes(1);
  });
});

describe('library: a compress hook that never settles', () => {
  const request: ChatRequest = {
    model: 'chat',
    messages: [
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ],
  };

  it('ends the request at its default bound with context_overflow', async () => {
    const h = harness([{ script: () => OVERFLOW }], { compress: never });
    const startMs = h.clock.now();
    const error = await outcome(settle(h.clock, h.client.chat(request)));
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect((error as RetryExhaustedError).stopReason).toBe('context_overflow');
    expect(h.clock.now() - startMs).toBe(DEFAULT_COMPRESS_TIMEOUT_MS);
  });

  it('ends the request at maxElapsedMs', async () => {
    const h = harness([{ script: () => OVERFLOW }], {
      compress: never,
      retry: { maxElapsedMs: 2_000 },
    });
    const startMs = h.clock.now();
    const error = await outcome(settle(h.clock, h.client.chat(request)));
    expect((error as RetryExhaustedError).stopReason).toBe('max_elapsed');
    expect(h.clock.now() - startMs).toBeLessThanOrEqual(2_000);
  });

  it("ends the request at the caller's abort", async () => {
    const compress = vi.fn(never<readonly ChatRequest['messages'][number][]>);
    const h = harness([{ script: () => OVERFLOW }], { compress });
    const controller = new AbortController();
    const reason = new Error('caller gone');
    const pending = outcome(h.client.chat(request, { signal: controller.signal }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(compress).toHaveBeenCalledTimes(1);
    controller.abort(reason);
    expect(await settle(h.clock, pending, 10)).toBe(reason);
  });
});

describe('library: a refresh hook that returns an unsendable secret', () => {
  it('is a failed refresh: the key cools and the secret is never used', async () => {
    const hook = vi.fn(async () => 'new-token\r\n');
    const h = harness([{ script: () => EXPIRED, keys: [{ secret: 'old-token', refresh: hook }] }], {
      breaker: false,
    });
    const first = await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(first).toBeInstanceOf(RetryExhaustedError);
    expect((first as RetryExhaustedError).attempts.map((attempt) => attempt.action)).toEqual([
      'refresh',
      'fail',
    ]);
    expect(h.adapters[0]!.calls).toHaveLength(1);
    expect(await outcome(settle(h.clock, h.client.chat(REQUEST)))).toBeInstanceOf(
      NoTargetAvailableError,
    );
  });
});
