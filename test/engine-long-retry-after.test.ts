/**
 * A Retry-After longer than the max wait (60 s) is never backed off into (DESIGN §2.2/§2.3: the
 * hint is honoured exactly up to the max wait; "a reset far in the future means cool the key, not
 * sleep"): the key cools until the hint, the request falls back or fails at once with
 * `retryAfterMs`, and no call reaches the target before the hint.
 */
import { describe, expect, it } from 'vitest';
import { NoTargetAvailableError, RetryExhaustedError } from '../src/core/errors.js';
import { MemoryStore } from '../src/stores/memory/memory-store.js';
import type { ScriptStep } from '../src/testing/scripted-adapter.js';
import { harness, REQUEST, settle } from './engine-harness.js';

const TWO_HOURS_MS = 7_200_000;
const RATE_LIMITED: ScriptStep = {
  status: 429,
  headers: { 'retry-after': '7200' },
  body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
};
const MAINTENANCE: ScriptStep = {
  status: 503,
  headers: { 'retry-after': '7200' },
  body: { error: { message: 'Service unavailable, maintenance', code: 'service_unavailable' } },
};

async function failure(promise: Promise<unknown>): Promise<RetryExhaustedError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RetryExhaustedError);
  return error as RetryExhaustedError;
}

describe('engine: a Retry-After beyond the max wait', () => {
  it.each([
    ['a keyless 429', RATE_LIMITED, undefined],
    ['a keyless 503', MAINTENANCE, undefined],
    ['a one-key 503', MAINTENANCE, ['sk-one-aaaaaaaaaaaaaaaaaaaa']],
    ['a one-key 429', RATE_LIMITED, ['sk-one-aaaaaaaaaaaaaaaaaaaa']],
  ])('%s fails after one call with the hint', async (_label, step, keys) => {
    const h = harness([{ script: () => step, ...(keys === undefined ? {} : { keys }) }], {
      breaker: false,
      budget: false,
    });
    const error = await failure(settle(h.clock, h.client.chat(REQUEST)));
    expect(h.adapters[0]!.calls).toHaveLength(1);
    expect(error.retryAfterMs).toBe(TWO_HOURS_MS);
    expect(['retry_after_too_long', 'keys_exhausted']).toContain(error.stopReason);
    expect(h.clock.sleeps).toEqual([]);
  });

  it('a streamed request fails the same way, before any output', async () => {
    const h = harness([{ script: () => RATE_LIMITED }], { breaker: false, budget: false });
    const events: unknown[] = [];
    const consume = (async () => {
      for await (const event of h.client.stream(REQUEST)) events.push(event);
    })();
    const error = await failure(settle(h.clock, consume));
    expect(events).toEqual([]);
    expect(error.stopReason).toBe('retry_after_too_long');
    expect(error.retryAfterMs).toBe(TWO_HOURS_MS);
    expect(h.adapters[0]!.calls).toHaveLength(1);
  });

  it('with a fallback, it falls back at once; a keyed target stays skipped until the hint', async () => {
    const h = harness(
      [
        { script: () => MAINTENANCE, keys: ['sk-one-aaaaaaaaaaaaaaaaaaaa'] },
        { script: () => ({ text: 'from fallback' }) },
      ],
      { breaker: false, budget: false },
    );
    const first = await settle(h.clock, h.client.chat(REQUEST));
    expect(first.target).toBe('chat[1]:scripted/model-1');
    expect(h.adapters[0]!.calls).toHaveLength(1);
    // The next request, an hour later, goes straight to the fallback.
    await h.clock.advance(TWO_HOURS_MS / 2);
    const second = await settle(h.clock, h.client.chat(REQUEST));
    expect(second.target).toBe('chat[1]:scripted/model-1');
    expect(h.adapters[0]!.calls).toHaveLength(1);
    // Once the hint has passed, the primary is tried again.
    await h.clock.advance(TWO_HOURS_MS / 2);
    await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls).toHaveLength(2);
  });

  it.each([
    ['a one-key target', ['sk-one-aaaaaaaaaaaaaaaaaaaa'], 'retry_after_too_long'],
    ['a keyless target (vLLM, Ollama, a relay)', undefined, 'retry_after_too_long'],
  ])(
    '%s with no fallback: later requests fail fast with the time it comes back',
    async (_label, keys, stopReason) => {
      const h = harness([{ script: () => MAINTENANCE, ...(keys === undefined ? {} : { keys }) }], {
        breaker: false,
        budget: false,
      });
      const startMs = h.clock.now();
      expect((await failure(settle(h.clock, h.client.chat(REQUEST)))).stopReason).toBe(stopReason);
      await h.clock.advance(60_000);
      const later = await settle(h.clock, h.client.chat(REQUEST)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(later).toBeInstanceOf(NoTargetAvailableError);
      expect((later as NoTargetAvailableError).retryAtMs).toBe(startMs + TWO_HOURS_MS);
      expect(h.adapters[0]!.calls).toHaveLength(1);
    },
  );

  it('a hint within the max wait is still waited exactly (60 s)', async () => {
    const h = harness(
      [{ script: [{ ...MAINTENANCE, headers: { 'retry-after': '60' } }, { text: 'ok' }] }],
      { breaker: false, budget: false },
    );
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(h.clock.sleeps).toEqual([60_000]);
  });

  it('persistent mode keeps waiting a long rate-limit hint, capped at 6 h', async () => {
    const h = harness([{ script: [RATE_LIMITED, { text: 'ok' }] }], {
      breaker: false,
      budget: false,
    });
    const result = await settle(h.clock, h.client.chat(REQUEST, { persistent: true }));
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(h.clock.sleeps.reduce((sum, ms) => sum + ms, 0)).toBe(TWO_HOURS_MS);
    expect(h.adapters[0]!.calls).toHaveLength(2);
  });

  describe('a keyless target (vLLM, Ollama, a self-hosted relay) remembers the hint too', () => {
    it('with a fallback, later requests go straight to it until the hint has passed', async () => {
      const h = harness(
        [{ script: () => RATE_LIMITED }, { script: () => ({ text: 'from fallback' }) }],
        { breaker: false, budget: false },
      );
      const first = await settle(h.clock, h.client.chat(REQUEST));
      expect(first.target).toBe('chat[1]:scripted/model-1');
      await h.clock.advance(TWO_HOURS_MS / 2);
      const second = await settle(h.clock, h.client.chat(REQUEST));
      expect(second.target).toBe('chat[1]:scripted/model-1');
      expect(second.attempts).toHaveLength(1);
      expect(h.adapters[0]!.calls).toHaveLength(1);
      await h.clock.advance(TWO_HOURS_MS / 2);
      await settle(h.clock, h.client.chat(REQUEST));
      expect(h.adapters[0]!.calls).toHaveLength(2);
    });

    it('replicas sharing a store skip it together', async () => {
      const store = new MemoryStore();
      const options = { breaker: false, budget: false, store } as const;
      const a = harness([{ script: () => RATE_LIMITED }], options);
      const b = harness([{ script: () => ({ text: 'ok' }) }], options);
      await failure(settle(a.clock, a.client.chat(REQUEST)));
      const fromB = await settle(b.clock, b.client.chat(REQUEST)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(fromB).toBeInstanceOf(NoTargetAvailableError);
      expect(b.adapters[0]!.calls).toHaveLength(0);
    });

    it('a wait the request takes itself holds nothing: the next request calls it again', async () => {
      const SHORT = { ...RATE_LIMITED, headers: { 'retry-after': '30' } };
      const h = harness([{ script: () => SHORT }, { script: () => ({ text: 'from fallback' }) }], {
        breaker: false,
        budget: false,
      });
      // 30 s is past the cache-aware threshold: this request falls back at once ...
      expect((await settle(h.clock, h.client.chat(REQUEST))).target).toBe(
        'chat[1]:scripted/model-1',
      );
      // ... and the next one still tries the primary first.
      await settle(h.clock, h.client.chat(REQUEST));
      expect(h.adapters[0]!.calls).toHaveLength(2);
    });
  });
});
