/**
 * DESIGN §2.1 step 7: a hinted wait shorter than the cache threshold (20 s) happens in place, to
 * keep the prompt cache; a longer one falls back now. The threshold bounds the time a request waits
 * in place on one target, not each wait alone: a target whose keys all answer 429 + retry-after
 * 15 s used to rotate and wait in place 10 times (150 s, 10 × the threshold) before a healthy
 * fallback got the request — by then the cache the waits were for was long gone.
 */
import { describe, expect, it } from 'vitest';
import { RetryExhaustedError } from '../src/core/errors.js';
import type { ScriptStep } from '../src/testing/scripted-adapter.js';
import { harness, REQUEST, settle } from './engine-harness.js';

const KEYS = ['sk-aaaaaaaaaaaaaaaaaaaa1', 'sk-aaaaaaaaaaaaaaaaaaaa2'];

function rateLimited(seconds: number): ScriptStep {
  return {
    status: 429,
    headers: { 'retry-after': String(seconds) },
    body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
  };
}

describe('engine: the cache-aware wait is bounded per target (DESIGN §2.1 step 7)', () => {
  it('two keys both cooling 15 s: one wait in place, then the healthy fallback answers at 15 s', async () => {
    const h = harness([
      { script: () => rateLimited(15), keys: KEYS },
      { script: () => ({ text: 'fallback' }) },
    ]);
    const startMs = h.clock.now();
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.clock.now() - startMs).toBe(15_000);
    expect(h.clock.sleeps).toEqual([15_000]);
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#1',
      'key#2',
    ]);
    expect(result.attempts.map((attempt) => attempt.action)).toEqual([
      'rotate',
      'wait',
      'rotate',
      'fallback',
      'success',
    ]);
    expect(h.events.ofType('fallback')[0]).toMatchObject({ reason: 'cache_aware' });
  });

  it('keys that come back after the one wait keep the request (and its cache) on the same model', async () => {
    const h = harness([
      {
        script: (index) => (index < 2 ? rateLimited(15) : { text: 'same model' }),
        keys: KEYS,
      },
      { script: () => ({ text: 'fallback' }) },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    expect(h.clock.sleeps).toEqual([15_000]);
    expect(h.adapters[1]!.calls).toHaveLength(0);
  });

  it('short waits add up: 3 s waits in place until the next would reach 20 s, then fall back', async () => {
    const h = harness([
      { script: () => rateLimited(3), keys: KEYS },
      { script: () => ({ text: 'fallback' }) },
    ]);
    const startMs = h.clock.now();
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.clock.sleeps).toEqual([3_000, 3_000, 3_000, 3_000, 3_000, 3_000]);
    expect(h.clock.now() - startMs).toBe(18_000);
  });

  it('a one-key target waits in place the same way (keyless too)', async () => {
    for (const keys of [[KEYS[0]!], undefined]) {
      const h = harness([
        { script: () => rateLimited(8), ...(keys === undefined ? {} : { keys }) },
        { script: () => ({ text: 'fallback' }) },
      ]);
      const result = await settle(h.clock, h.client.chat(REQUEST));
      expect(result.target).toBe('chat[1]:scripted/model-1');
      expect(h.clock.sleeps).toEqual([8_000, 8_000]);
      expect(h.adapters[0]!.calls).toHaveLength(3);
    }
  });

  it('without a fallback the waits go on: they are the only way to an answer', async () => {
    const h = harness([
      { script: (index) => (index < 6 ? rateLimited(15) : { text: 'late' }), keys: KEYS },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    expect(h.clock.sleeps).toEqual([15_000, 15_000, 15_000]);
  });

  it('without a fallback a target that never recovers still ends with max_retries', async () => {
    const h = harness([{ script: () => rateLimited(15), keys: KEYS }], { breaker: false });
    const error = await settle(h.clock, h.client.chat(REQUEST)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect((error as RetryExhaustedError).retryAfterMs).toBe(15_000);
  });

  it('a streamed request falls back the same way before any output', async () => {
    const h = harness([
      { script: () => rateLimited(15), keys: KEYS },
      { script: () => ({ text: 'fallback' }) },
    ]);
    const startMs = h.clock.now();
    let text = '';
    const run = (async () => {
      for await (const event of h.client.stream(REQUEST))
        if (event.type === 'text') text += event.text;
    })();
    await settle(h.clock, run);
    expect(text).toBe('fallback');
    expect(h.clock.now() - startMs).toBe(15_000);
  });
});
