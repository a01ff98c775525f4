import { describe, expect, it, vi } from 'vitest';
import { computeBackoff } from '../src/core/backoff.js';
import {
  InvalidOptionsError,
  NoTargetAvailableError,
  RetryExhaustedError,
  UnsupportedFeatureError,
} from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { memoryStore } from '../src/stores/memory/memory-store.js';
import { flushMicrotasks } from '../src/testing/manual-clock.js';
import { drain, harness, REQUEST, settle } from './engine-harness.js';

/** Streams REQUEST to the end on the harness clock; the text it delivered (a failure throws). */
async function streamedText(h: ReturnType<typeof harness>): Promise<string> {
  const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
  if (error !== undefined) throw error;
  return events.map((event) => (event.type === 'text' ? event.text : '')).join('');
}

const OVERLOADED = { status: 529 } as const;
const SERVER_ERROR = { status: 500 } as const;

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('engine: backoff and Retry-After (DESIGN §2.2)', () => {
  it('backoff with seeded jitter gives sleeps min(500·2^(n−1), 32 s) + 0–25 %', async () => {
    const h = harness([{ script: [SERVER_ERROR, SERVER_ERROR, SERVER_ERROR, { text: 'ok' }] }]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    const random = seededRandom(42);
    const expected = [1, 2, 3].map((attempt) =>
      computeBackoff({ attempt, baseDelayMs: 500, maxDelayMs: 32_000, jitter: 0.25, random }),
    );
    expect(h.clock.sleeps).toEqual(expected);
    expect(expected[0]).toBeGreaterThanOrEqual(500);
    expect(expected[0]).toBeLessThanOrEqual(625);
    expect(expected[2]).toBeGreaterThanOrEqual(2_000);
    expect(expected[2]).toBeLessThanOrEqual(2_500);
    expect(result.attempts.map((attempt) => attempt.action)).toEqual([
      'retry',
      'retry',
      'retry',
      'success',
    ]);
  });

  it('max retries: 10 retries (11 attempts) then RetryExhaustedError with every attempt', async () => {
    // The breaker would open after 5 failures; this test is about the retry cap alone.
    const h = harness([{ script: () => SERVER_ERROR }], { breaker: false });
    const error = await failure(settle(h.clock, h.client.chat(REQUEST)));
    expect(error).toBeInstanceOf(RetryExhaustedError);
    const exhausted = error as RetryExhaustedError;
    expect(exhausted.stopReason).toBe('max_retries');
    expect(exhausted.attempts).toHaveLength(11);
    expect(
      exhausted.attempts.every((attempt) => attempt.classification.reason === 'server_error'),
    ).toBe(true);
    expect(exhausted.attempts.at(-1)?.action).toBe('fail');
    expect(h.adapters[0]!.calls).toHaveLength(11);
    // The exponential part caps at 32 s.
    expect(Math.max(...h.clock.sleeps)).toBeLessThanOrEqual(40_000);
    expect(h.clock.sleeps.slice(6).every((ms) => ms >= 32_000)).toBe(true);
  });

  it('Retry-After 3 s is respected to the millisecond', async () => {
    const h = harness([
      { script: [{ status: 429, headers: { 'retry-after': '3' } }, { text: 'ok' }] },
    ]);
    const pending = h.client.chat(REQUEST);
    await h.clock.advance(2_999);
    expect(h.adapters[0]!.calls).toHaveLength(1);
    await h.clock.advance(1);
    expect(h.adapters[0]!.calls).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ target: 'chat[0]:scripted/model-0' });
    expect(h.clock.sleeps).toEqual([3_000]);
  });

  it('a hint up to maxRetryAfterMs (60 s) is honoured exactly without a fallback; a longer one fails at once with it', async () => {
    const long = harness([
      { script: [{ status: 503, headers: { 'retry-after': '45' } }, { text: 'ok' }] },
    ]);
    await settle(long.clock, long.client.chat(REQUEST));
    expect(long.clock.sleeps).toEqual([45_000]);
    const tooLong = harness([
      { script: [{ status: 503, headers: { 'retry-after': '61' } }, { text: 'ok' }] },
    ]);
    const error = (await failure(
      settle(tooLong.clock, tooLong.client.chat(REQUEST)),
    )) as RetryExhaustedError;
    expect(error.stopReason).toBe('retry_after_too_long');
    expect(error.retryAfterMs).toBe(61_000);
    expect(tooLong.clock.sleeps).toEqual([]);
    expect(tooLong.adapters[0]!.calls).toHaveLength(1);
  });

  it('a 22 s Retry-After falls back at once, a 5 s one waits in place', async () => {
    const long = harness([
      { script: [{ status: 429, headers: { 'retry-after': '22' } }] },
      { script: [{ text: 'from fallback' }] },
    ]);
    const result = await settle(long.clock, long.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(long.clock.sleeps).toEqual([]);
    expect(long.events.ofType('fallback')[0]).toMatchObject({ reason: 'cache_aware' });

    const short = harness([
      { script: [{ status: 429, headers: { 'retry-after': '5' } }, { text: 'same target' }] },
      { script: [{ text: 'from fallback' }] },
    ]);
    const waited = await settle(short.clock, short.client.chat(REQUEST));
    expect(waited.target).toBe('chat[0]:scripted/model-0');
    expect(short.clock.sleeps).toEqual([5_000]);
    expect(waited.attempts[0]?.action).toBe('wait');
  });
});

describe('engine: overloads (DESIGN §2.1 step 6)', () => {
  it('overloads 1–3 retry on the same target, the 4th falls back', async () => {
    const h = harness([{ script: () => OVERLOADED }, { script: [{ text: 'fallback' }] }]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls).toHaveLength(4);
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.clock.sleeps).toHaveLength(3);
    expect(h.events.ofType('fallback')).toEqual([
      expect.objectContaining({
        from: 'chat[0]:scripted/model-0',
        to: 'chat[1]:scripted/model-1',
        reason: 'overloaded',
      }),
    ]);
  });

  it('without a fallback, the 4th overload fails with repeated_overloaded', async () => {
    const h = harness([{ script: () => OVERLOADED }]);
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(error.stopReason).toBe('repeated_overloaded');
    expect(h.adapters[0]!.calls).toHaveLength(4);
  });

  it('a background request drops on its first 529', async () => {
    const h = harness([{ script: () => OVERLOADED }, { script: [{ text: 'fallback' }] }]);
    const error = (await failure(
      settle(h.clock, h.client.chat(REQUEST, { source: 'background' })),
    )) as RetryExhaustedError;
    expect(error).toBeInstanceOf(RetryExhaustedError);
    expect(error.stopReason).toBe('background_overloaded');
    expect(h.totalCalls()).toBe(1);
    expect(h.clock.sleeps).toEqual([]);
  });

  it('maxOverloadedRetries is configurable', async () => {
    const h = harness([{ script: () => OVERLOADED }, { script: [{ text: 'fallback' }] }], {
      retry: { maxOverloadedRetries: 1 },
    });
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls).toHaveLength(2);
    // One retry on the target, then the second overload falls back.
    expect(h.clock.sleeps).toHaveLength(1);
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.events.ofType('fallback')).toHaveLength(1);
  });
});

describe('engine: credentials (DESIGN §2.1 steps 2 and 4, §2.4)', () => {
  it('rotation happens before fallback and spends no retry', async () => {
    const h = harness([
      {
        script: (_, call) =>
          call.credentialIndex === 0 ? { status: 429 } : { text: 'second key' },
        keys: ['sk-a', 'sk-b'],
      },
      { script: [{ text: 'fallback' }] },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual(['key#1', 'key#2']);
    expect(h.clock.sleeps).toEqual([]);
    expect(h.events.ofType('rotate')).toEqual([
      expect.objectContaining({
        from: 'key#1',
        to: 'key#2',
        reason: 'rate_limit',
        coolingUntilMs: 1_000_000 + 3_600_000,
      }),
    ]);
  });

  it('a rotation that ends in a fallback names the target whose key was cooled', async () => {
    // Another replica cools the remaining key between the rotate decision and the next pick.
    const base = memoryStore();
    let othersCooled = false;
    const store = new Proxy(base, {
      get(target, property, receiver) {
        if (property === 'cool')
          return async (credential: string, untilMs: number, nowMs: number) => {
            othersCooled = true;
            await target.cool(credential, untilMs, nowMs);
          };
        if (property === 'credentialStates')
          return async (credentials: readonly string[], nowMs: number) =>
            // Keys only: the keyless fallback's hold (`target:…`) is not another replica's doing.
            othersCooled && credentials.every((id) => !id.startsWith('target:'))
              ? new Map(
                  credentials.map((id) => [id, { status: 'cooling', untilMs: nowMs + 60_000 }]),
                )
              : target.credentialStates(credentials, nowMs);
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const h = harness(
      [
        {
          script: () => ({ status: 429, headers: { 'retry-after-ms': '90000' } }),
          keys: ['sk-a', 'sk-b'],
        },
        { script: [{ text: 'fallback' }] },
      ],
      { store },
    );
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.events.ofType('rotate')).toEqual([
      expect.objectContaining({ target: 'chat[0]:scripted/model-0', from: 'key#1', to: undefined }),
    ]);
  });

  it('key cooldowns: 401 five minutes, 429 one hour, or the provider reset', async () => {
    const cases = [
      [{ status: 401 }, 300_000],
      [{ status: 429 }, 3_600_000],
      [{ status: 402 }, 3_600_000],
      [{ status: 429, headers: { 'retry-after-ms': '90000' } }, 90_000],
    ] as const;
    for (const [step, cooldownMs] of cases) {
      const h = harness([{ script: [step, { text: 'ok' }], keys: ['sk-a', 'sk-b'] }]);
      await settle(h.clock, h.client.chat(REQUEST));
      expect(h.events.ofType('rotate')[0]?.coolingUntilMs).toBe(1_000_000 + cooldownMs);
    }
  });

  it('cooling ends by itself: the first key comes back after an hour', async () => {
    const h = harness([{ script: [{ status: 429 }], keys: ['sk-a', 'sk-b'] }]);
    await settle(h.clock, h.client.chat(REQUEST));
    await h.clock.advance(3_599_000);
    await settle(h.clock, h.client.chat(REQUEST));
    await h.clock.advance(1_000);
    await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#2',
      'key#1',
    ]);
  });

  it('a 401 calls refresh once; on success it retries at once with the same key', async () => {
    const refresh = vi.fn(async () => 'sk-new');
    const h = harness([
      { script: [{ status: 401 }, { text: 'ok' }], keys: [{ secret: 'sk-old', refresh }] },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.attempts.map((attempt) => attempt.action)).toEqual(['refresh', 'success']);
    expect(h.clock.sleeps).toEqual([]);
  });

  it('a second 401 in the same request does not refresh again', async () => {
    const refresh = vi.fn(async () => 'sk-new');
    const h = harness([{ script: () => ({ status: 401 }), keys: [{ secret: 'sk-old', refresh }] }]);
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(error.stopReason).toBe('not_retryable');
    expect(h.adapters[0]!.calls).toHaveLength(2);
  });

  it('a refresh rejected with invalid_grant kills the key', async () => {
    const invalidGrant = Object.assign(new Error('token endpoint: 400'), {
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Refresh token expired' },
    });
    const h = harness([
      {
        script: [{ status: 401 }, { text: 'ok' }],
        keys: [{ secret: 'sk-a', refresh: async () => Promise.reject(invalidGrant) }, 'sk-b'],
      },
    ]);
    await settle(h.clock, h.client.chat(REQUEST));
    await h.clock.advance(24 * 3_600_000);
    await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#2',
    ]);
  });

  it('a revoked key is dead and never returns', async () => {
    const revoked = {
      status: 401,
      body: { error: { message: 'API key has been revoked', code: 'token_revoked' } },
    };
    const h = harness([
      {
        script: (_, call) => (call.credentialIndex === 0 ? revoked : { text: 'ok' }),
        keys: ['sk-a', 'sk-b'],
      },
    ]);
    const first = await settle(h.clock, h.client.chat(REQUEST));
    expect(first.attempts[0]?.classification.reason).toBe('auth_permanent');
    for (const hours of [1, 6, 48]) {
      await h.clock.advance(hours * 3_600_000);
      await settle(h.clock, h.client.chat(REQUEST));
    }
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#2',
      'key#2',
      'key#2',
    ]);
  });

  it('a key called invalid is parked for an hour, not killed: a flaky "invalid x-api-key" comes back', async () => {
    const invalid = {
      status: 401,
      body: {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      },
    };
    let flaky = true;
    const h = harness([
      {
        script: (_, call) => (call.credentialIndex === 0 && flaky ? invalid : { text: 'ok' }),
        keys: ['sk-a', 'sk-b'],
      },
    ]);
    const first = await settle(h.clock, h.client.chat(REQUEST));
    expect(first.attempts[0]?.classification).toMatchObject({
      reason: 'auth_permanent',
      category: 'auth.invalid_key',
    });
    flaky = false;
    await h.clock.advance(30 * 60_000);
    await settle(h.clock, h.client.chat(REQUEST));
    await h.clock.advance(31 * 60_000);
    await settle(h.clock, h.client.chat(REQUEST));
    // key#1 skipped while parked, used again once the hour has passed.
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#2',
      'key#2',
      'key#1',
    ]);
  });

  it('every key cooling falls back to the next target', async () => {
    const h = harness([
      { script: () => ({ status: 402 }), keys: ['sk-a', 'sk-b'] },
      { script: [{ text: 'fallback' }] },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual(['key#1', 'key#2']);
    // The next request skips the cooling target without calling it.
    await settle(h.clock, h.client.chat(REQUEST));
    expect(h.adapters[0]!.calls).toHaveLength(2);
  });

  it('a single key is not parked for an hour on a hint-less 429: it backs off instead', async () => {
    const h = harness([{ script: [{ status: 429 }, { text: 'ok' }], keys: ['sk-only'] }]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.attempts.map((attempt) => attempt.action)).toEqual(['retry', 'success']);
    expect(h.clock.sleeps[0]).toBeLessThanOrEqual(625);
  });

  it('when every target is cooling, fail fast with NoTargetAvailableError and the earliest return', async () => {
    const h = harness([{ script: () => ({ status: 402 }), keys: ['sk-a'] }]);
    await failure(settle(h.clock, h.client.chat(REQUEST)));
    const error = await failure(settle(h.clock, h.client.chat(REQUEST)));
    expect(error).toBeInstanceOf(NoTargetAvailableError);
    expect((error as NoTargetAvailableError).retryAtMs).toBe(1_000_000 + 3_600_000);
    expect(h.adapters[0]!.calls).toHaveLength(1);
  });

  it('persistent mode waits for the earliest target instead of failing', async () => {
    const h = harness([{ script: [{ status: 402 }, { text: 'back' }], keys: ['sk-a'] }]);
    await failure(settle(h.clock, h.client.chat(REQUEST)));
    const result = await settle(h.clock, h.client.chat(REQUEST, { persistent: true }), 100_000);
    expect(result.attempts.at(-1)?.action).toBe('success');
    expect(h.clock.now()).toBeGreaterThanOrEqual(1_000_000 + 3_600_000);
    expect(h.events.ofType('heartbeat').length).toBeGreaterThanOrEqual(120);
  });

  it('strategies: round_robin, least_used and random spread the load', async () => {
    for (const strategy of ['round_robin', 'least_used'] as const) {
      const h = harness([{ script: () => ({ text: 'ok' }), keys: ['a', 'b', 'c'], strategy }]);
      for (let index = 0; index < 6; index++) await settle(h.clock, h.client.chat(REQUEST));
      expect(h.adapters[0]!.calls.map((call) => call.credential)).toEqual([
        'key#1',
        'key#2',
        'key#3',
        'key#1',
        'key#2',
        'key#3',
      ]);
    }
    const random = harness([
      { script: () => ({ text: 'ok' }), keys: ['a', 'b', 'c'], strategy: 'random' },
    ]);
    for (let index = 0; index < 30; index++)
      await settle(random.clock, random.client.chat(REQUEST));
    expect(new Set(random.adapters[0]!.calls.map((call) => call.credential)).size).toBe(3);
    const fill = harness([{ script: () => ({ text: 'ok' }), keys: ['a', 'b'] }]);
    for (let index = 0; index < 3; index++) await settle(fill.clock, fill.client.chat(REQUEST));
    expect(fill.adapters[0]!.calls.map((call) => call.credential)).toEqual([
      'key#1',
      'key#1',
      'key#1',
    ]);
  });

  it('no secret appears in events, attempts or errors', async () => {
    const secret = 'sk-live-SECRET-1234567890abcdef';
    const h = harness([{ script: () => ({ status: 401 }), keys: [secret, `${secret}-2`] }]);
    const error = await failure(settle(h.clock, h.client.chat(REQUEST)));
    const text = JSON.stringify(h.events.events) + JSON.stringify(error) + String(error);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('SECRET');
  });
});

describe('engine: repairs and compression (DESIGN §2.1 step 5)', () => {
  const signature = {
    status: 400,
    body: {
      type: 'error',
      error: { type: 'invalid_request_error', message: 'Invalid `signature` in `thinking` block' },
    },
  };
  const overflow = {
    status: 400,
    body: {
      error: {
        message: "This model's maximum context length is 128000 tokens.",
        code: 'context_length_exceeded',
      },
    },
  };
  const withThinking: ChatRequest = {
    model: 'chat',
    messages: [
      { role: 'user', content: 'hi' },
      {
        role: 'assistant',
        content: [
          { type: 'thinking', text: 'hmm', signature: 'bad' },
          { type: 'text', text: 'yo' },
        ],
      },
      { role: 'user', content: 'again' },
    ],
  };

  it('a thinking-signature error strips thinking and retries at once, once', async () => {
    const h = harness([{ script: [signature, { text: 'ok' }] }]);
    const result = await settle(h.clock, h.client.chat(withThinking));
    expect(result.attempts.map((attempt) => attempt.action)).toEqual(['repair', 'success']);
    expect(h.clock.sleeps).toEqual([]);
    expect(JSON.stringify(h.adapters[0]!.calls[1]!.request)).not.toContain('thinking');
    expect(h.events.ofType('repair')).toEqual([
      expect.objectContaining({ repair: 'strip_thinking' }),
    ]);
  });

  it('the compress hook is called at most 3 times a request', async () => {
    const compress = vi.fn(async (messages: readonly ChatRequest['messages'][number][]) =>
      messages.slice(-1),
    );
    const h = harness([{ script: () => overflow }], { compress });
    const error = (await failure(
      settle(h.clock, h.client.chat(withThinking)),
    )) as RetryExhaustedError;
    expect(compress).toHaveBeenCalledTimes(3);
    expect(error.stopReason).toBe('context_overflow');
    expect(h.adapters[0]!.calls).toHaveLength(4);
    expect(h.adapters[0]!.calls[1]!.request.messages).toHaveLength(1);
  });

  it('without a hook, context overflow falls back to a target with a larger window', async () => {
    const h = harness([
      { script: () => overflow, contextWindow: 128_000 },
      { script: () => ({ text: 'small' }), contextWindow: 64_000 },
      { script: () => ({ text: 'large' }), contextWindow: 1_000_000 },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[2]:scripted/model-2');
    expect(h.adapters[1]!.calls).toHaveLength(0);
  });

  it('a context-window fallback spends no fleet retry token (it cannot multiply an outage)', async () => {
    const h = harness(
      [
        { script: () => overflow, contextWindow: 128_000 },
        { script: () => ({ text: 'large' }), contextWindow: 1_000_000 },
      ],
      { budget: { ratio: 0, minRetries: 0 } },
    );
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.events.ofType('budget_exhausted')).toEqual([]);
  });

  it('an overload fallback does need a token: with an empty budget it fails instead', async () => {
    const h = harness(
      [{ script: () => ({ status: 529 }) }, { script: () => ({ text: 'fallback' }) }],
      { budget: { ratio: 0, minRetries: 0 } },
    );
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(error.stopReason).toBe('budget_exhausted');
    expect(h.adapters[1]!.calls).toHaveLength(0);
  });

  it('without a hook or a larger window, it fails with a clear context_overflow error', async () => {
    const h = harness([{ script: () => overflow, contextWindow: 128_000 }]);
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(error.stopReason).toBe('context_overflow');
    expect(error.message).toContain('context_overflow');
  });

  it('passes approxTokens and the context window to the classifier (large-session disconnect → overflow)', async () => {
    const reset = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    const h = harness([{ script: () => ({ throws: reset }), contextWindow: 128_000 }]);
    const error = (await failure(
      settle(h.clock, h.client.chat(REQUEST, { approxTokens: 120_000 })),
    )) as RetryExhaustedError;
    expect(error.attempts[0]?.classification.reason).toBe('context_overflow');
    const small = harness([
      { script: [{ throws: reset }, { text: 'ok' }], contextWindow: 128_000 },
    ]);
    const result = await settle(small.clock, small.client.chat(REQUEST));
    expect(result.attempts[0]?.classification.reason).toBe('timeout');
  });
});

describe('engine: routing and fallback (DESIGN §2.1 steps 3 and 8, §2.6)', () => {
  it('a failed cheap route reverts to targets[0], never down the chain', async () => {
    const h = harness(
      [{ script: () => ({ text: 'primary' }) }, { script: () => ({ text: 'second' }) }],
      {
        cheap: {
          script: () => ({
            status: 404,
            body: { error: { code: 'model_not_found', message: 'no model' } },
          }),
        },
      },
    );
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    expect(result.attempts.map((attempt) => attempt.target)).toEqual([
      'chat[cheap]:scripted/model-cheap',
      'chat[0]:scripted/model-0',
    ]);
    expect(h.adapters[1]!.calls).toHaveLength(0);
  });

  it('small requests go to the cheap target, large ones to the primary', async () => {
    const h = harness([{ script: () => ({ text: 'primary' }) }], {
      cheap: { script: () => ({ text: 'cheap' }) },
    });
    const small = await settle(h.clock, h.client.chat(REQUEST));
    expect(small.target).toBe('chat[cheap]:scripted/model-cheap');
    const large = await settle(h.clock, h.client.chat(REQUEST, { approxTokens: 50_000 }));
    expect(large.target).toBe('chat[0]:scripted/model-0');
  });

  it('session fallback is one-way; other sessions and plain requests start at the top', async () => {
    let primaryDown = true;
    const h = harness([
      {
        script: () =>
          primaryDown
            ? { status: 404, body: { error: { code: 'model_not_found', message: 'gone' } } }
            : { text: 'primary' },
      },
      { script: () => ({ text: 'secondary' }) },
    ]);
    const first = await settle(h.clock, h.client.chat(REQUEST, { session: 's1' }));
    expect(first.target).toBe('chat[1]:scripted/model-1');
    primaryDown = false;
    const again = await settle(h.clock, h.client.chat(REQUEST, { session: 's1' }));
    expect(again.target).toBe('chat[1]:scripted/model-1');
    expect(again.attempts).toHaveLength(1);
    const other = await settle(h.clock, h.client.chat(REQUEST, { session: 's2' }));
    expect(other.target).toBe('chat[0]:scripted/model-0');
    const plain = await settle(h.clock, h.client.chat(REQUEST));
    expect(plain.target).toBe('chat[0]:scripted/model-0');
  });

  it('session stickiness lasts sessionTtlMs (default 1 h)', async () => {
    let primaryDown = true;
    const h = harness([
      {
        script: () =>
          primaryDown
            ? { status: 404, body: { error: { code: 'model_not_found', message: 'gone' } } }
            : { text: 'primary' },
      },
      { script: () => ({ text: 'secondary' }) },
    ]);
    await settle(h.clock, h.client.chat(REQUEST, { session: 's' }));
    primaryDown = false;
    await h.clock.advance(3_599_999);
    expect((await settle(h.clock, h.client.chat(REQUEST, { session: 's' }))).target).toBe(
      'chat[1]:scripted/model-1',
    );
    // The stickiness expires an hour after the fallback: the session goes back to the primary.
    await h.clock.advance(3_600_000);
    expect((await settle(h.clock, h.client.chat(REQUEST, { session: 's' }))).target).toBe(
      'chat[0]:scripted/model-0',
    );
  });

  it('retry counters reset per target and the total attempt cap holds', async () => {
    const h = harness(
      [
        { script: () => SERVER_ERROR },
        { script: () => SERVER_ERROR },
        { script: () => SERVER_ERROR },
      ],
      {
        breaker: false,
        budget: false,
      },
    );
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(h.adapters[0]!.calls).toHaveLength(11);
    expect(h.adapters[1]!.calls).toHaveLength(11);
    expect(h.adapters[2]!.calls).toHaveLength(0);
    expect(error.attempts).toHaveLength(22);
  });

  it('a model-not-found falls back at once without sleeping', async () => {
    const h = harness([
      {
        script: () => ({
          status: 404,
          body: { error: { code: 'model_not_found', message: 'gone' } },
        }),
      },
      { script: () => ({ text: 'ok' }) },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(h.clock.sleeps).toEqual([]);
  });
});

describe('engine: circuit breaker and retry budget (DESIGN §2.5)', () => {
  it('5 consecutive server errors open the breaker; the request and later ones skip the target', async () => {
    const h = harness([{ script: () => SERVER_ERROR }, { script: () => ({ text: 'ok' }) }], {
      budget: false,
    });
    const first = await settle(h.clock, h.client.chat(REQUEST));
    expect(first.target).toBe('chat[1]:scripted/model-1');
    expect(h.adapters[0]!.calls).toHaveLength(5);
    expect(h.events.ofType('breaker_open')).toEqual([
      expect.objectContaining({ target: 'chat[0]:scripted/model-0', untilMs: expect.any(Number) }),
    ]);
    expect(h.events.ofType('fallback')).toEqual([
      expect.objectContaining({ reason: 'unavailable' }),
    ]);
    const second = await settle(h.clock, h.client.chat(REQUEST));
    expect(second.target).toBe('chat[1]:scripted/model-1');
    expect(second.attempts).toHaveLength(1);
    expect(h.adapters[0]!.calls).toHaveLength(5);
  });

  it('a half-open probe that succeeds closes the breaker', async () => {
    let down = true;
    const h = harness([{ script: () => (down ? SERVER_ERROR : { text: 'ok' }) }], {
      budget: false,
    });
    await failure(settle(h.clock, h.client.chat(REQUEST)));
    const blocked = await failure(settle(h.clock, h.client.chat(REQUEST)));
    expect(blocked).toBeInstanceOf(NoTargetAvailableError);
    const retryAtMs = (blocked as NoTargetAvailableError).retryAtMs!;
    down = false;
    await h.clock.advanceTo(retryAtMs);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    expect(h.events.ofType('breaker_close')).toHaveLength(1);
  });

  it('the fleet retry budget stops retries beyond the concurrency floor and emits budget_exhausted', async () => {
    const h = harness([{ script: () => SERVER_ERROR }], {
      breaker: false,
      budget: { ratio: 0, minRetries: 1, windowMs: 10_000 },
    });
    const holder = h.client.chat(REQUEST).catch((error: unknown) => error);
    const other = h.client.chat(REQUEST).catch((error: unknown) => error);
    const [first, second] = (await settle(
      h.clock,
      Promise.all([holder, other]),
    )) as RetryExhaustedError[];
    // The first request holds the single retry slot and keeps its full retries.
    expect(first!.stopReason).toBe('max_retries');
    expect(first!.attempts).toHaveLength(11);
    expect(second!.stopReason).toBe('budget_exhausted');
    expect(second!.attempts).toHaveLength(1);
    expect(h.events.ofType('budget_exhausted')).toHaveLength(1);
  });

  it('the default budget floor lets 3 requests at a time retry beyond the ratio', async () => {
    const h = harness([{ script: () => SERVER_ERROR }], { breaker: false, budget: { ratio: 0 } });
    const outcomes = (await settle(
      h.clock,
      Promise.all([1, 2, 3, 4].map(() => h.client.chat(REQUEST).catch((error: unknown) => error))),
    )) as RetryExhaustedError[];
    expect(outcomes.map((error) => error.stopReason)).toEqual([
      'max_retries',
      'max_retries',
      'max_retries',
      'budget_exhausted',
    ]);
  });

  it('a lone request keeps its full retries under the default budget', async () => {
    const h = harness([{ script: () => ({ status: 429 }) }], { breaker: false });
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(error.stopReason).toBe('max_retries');
    expect(h.adapters[0]!.calls).toHaveLength(11);
  });

  async function outage(
    options: Parameters<typeof harness>[1],
    perSecond: number,
    seconds: number,
  ): Promise<number> {
    const h = harness([{ script: () => OVERLOADED }, { script: () => SERVER_ERROR }], options);
    const requests = perSecond * seconds;
    const pending: Promise<unknown>[] = [];
    for (let index = 0; index < requests; index++) {
      pending.push(h.client.chat(REQUEST).catch((error: unknown) => error));
      if (index % perSecond === perSecond - 1) await h.clock.advance(1_000);
    }
    const outcomes = await settle(h.clock, Promise.all(pending), 100_000);
    expect(outcomes.every((outcome) => outcome instanceof Error)).toBe(true);
    return h.totalCalls() / requests;
  }

  it('total outage: upstream attempts stay ≤ 1.25 × requests (default budget and breaker)', async () => {
    expect(await outage({}, 20, 20)).toBeLessThanOrEqual(1.25);
  });

  it('total outage: the retry budget alone stays near its 20 % ratio', async () => {
    // The budget's floor lets `minRetries` requests at a time retry freely (a quiet service keeps
    // its retries), so its share shrinks as traffic grows: measured 1.27× at 60 requests/s.
    expect(await outage({ breaker: false }, 60, 10)).toBeLessThanOrEqual(1.3);
  });

  it('total outage without budget or breaker amplifies (the control)', async () => {
    expect(await outage({ breaker: false, budget: false }, 20, 5)).toBeGreaterThan(3);
  });
});

describe('engine: aborts, events and persistence', () => {
  it('an abort before the call rejects with the reason unchanged', async () => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    controller.abort(reason);
    await expect(h.client.chat(REQUEST, { signal: controller.signal })).rejects.toBe(reason);
    expect(h.totalCalls()).toBe(0);
  });

  it('an abort during the call aborts upstream and rejects with the reason at once', async () => {
    const h = harness([{ script: () => ({ hang: true }) }]);
    const controller = new AbortController();
    const pending = h.client.chat(REQUEST, { signal: controller.signal });
    await flushMicrotasks();
    const reason = new Error('gone');
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(h.adapters[0]!.calls[0]!.abortedAtMs).toBe(h.clock.now());
    expect(h.clock.pending).toBe(0);
  });

  it('an abort during a 5-minute wait rejects within one tick and leaves no timer', async () => {
    const h = harness([
      { script: [{ status: 429, headers: { 'retry-after': '300' } }, { text: 'ok' }] },
    ]);
    const controller = new AbortController();
    const pending = h.client.chat(REQUEST, { signal: controller.signal, persistent: true });
    await h.clock.advance(60_000);
    expect(h.clock.pending).toBe(1);
    const outcome = pending.catch((error: unknown) => error);
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    await flushMicrotasks();
    expect(await outcome).toBe(reason);
    expect(h.clock.pending).toBe(0);
    expect(h.totalCalls()).toBe(1);
  });

  it('persistent mode sleeps in 30 s slices, each emitting a heartbeat', async () => {
    const h = harness([
      { script: [{ status: 429, headers: { 'retry-after': '100' } }, { text: 'ok' }] },
    ]);
    await settle(h.clock, h.client.chat(REQUEST, { persistent: true }));
    expect(h.clock.sleeps).toEqual([30_000, 30_000, 30_000, 10_000]);
    expect(h.events.ofType('heartbeat').map((event) => event.remainingMs)).toEqual([
      100_000, 70_000, 40_000, 10_000,
    ]);
  });

  it('persistent mode retries 429/529 past the usual caps', async () => {
    let calls = 0;
    const h = harness([{ script: () => (++calls <= 15 ? OVERLOADED : { text: 'finally' }) }], {
      budget: false,
      breaker: false,
    });
    const result = await settle(h.clock, h.client.chat(REQUEST, { persistent: true }), 100_000);
    expect(result.attempts).toHaveLength(16);
    // The persistent backoff cap is 5 minutes (+25 % jitter).
    expect(Math.max(...h.clock.sleeps)).toBeLessThanOrEqual(375_000);
  });

  it('retry.attemptTimeoutMs aborts a hung call and recovers it like a timeout', async () => {
    const h = harness([{ script: [{ hang: true }, { text: 'ok' }] }], {
      retry: { attemptTimeoutMs: 10_000 },
    });
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.attempts[0]?.classification.reason).toBe('timeout');
    const first = h.adapters[0]!.calls[0]!;
    expect(first.abortedAtMs! - first.startedAtMs).toBe(10_000);
    expect(h.clock.pending).toBe(0);
  });

  it('retry.maxElapsedMs bounds the whole request, a hung call included', async () => {
    const h = harness([{ script: [{ status: 500 }, { hang: true }] }], {
      retry: { maxElapsedMs: 5_000 },
    });
    const error = (await failure(settle(h.clock, h.client.chat(REQUEST)))) as RetryExhaustedError;
    expect(error.stopReason).toBe('max_elapsed');
    expect(h.clock.now() - 1_000_000).toBe(5_000);
    expect(h.clock.pending).toBe(0);
  });

  it('retry.maxElapsedMs bounds the wait for a stream’s first output, not only the idle timeout', async () => {
    const h = harness([{ script: [{ status: 500 }, { hang: true }] }], {
      retry: { maxElapsedMs: 5_000 },
      breaker: false,
    });
    const { error } = await drain(h.clock, h.client.stream(REQUEST));
    expect((error as RetryExhaustedError).stopReason).toBe('max_elapsed');
    // Without the cap the default 90 s idle timeout would have been waited on the hung retry.
    expect(h.clock.now() - 1_000_000).toBe(5_000);
    expect(h.clock.pending).toBe(0);
  });

  it('a hung primary hands what is left of maxElapsedMs to the fallback (plain and streamed)', async () => {
    const plain = harness(
      [{ script: () => ({ hang: true }) }, { script: [{ text: 'from fallback' }] }],
      { retry: { attemptTimeoutMs: 3_000, maxElapsedMs: 9_000 }, breaker: false },
    );
    const result = await settle(plain.clock, plain.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    // Two 3 s attempts with a backoff between them; a third would overrun the 9 s.
    expect(plain.adapters[0]!.calls).toHaveLength(2);
    expect(plain.clock.now() - 1_000_000).toBeLessThanOrEqual(9_000);
    expect(plain.events.ofType('fallback').at(-1)).toMatchObject({ reason: 'time_budget' });

    const streamed = harness(
      [{ script: () => ({ hang: true }) }, { script: [{ text: 'streamed fallback' }] }],
      {
        retry: { attemptTimeoutMs: 3_000, maxElapsedMs: 9_000 },
        stream: { idleTimeoutMs: 2_000 },
        breaker: false,
      },
    );
    expect(await streamedText(streamed)).toBe('streamed fallback');
    // The non-streamed retry after the idle stream is cut at the attempt deadline, not 4× idle.
    const calls = streamed.adapters[0]!.calls;
    expect(calls.every((call) => (call.abortedAtMs ?? 0) - call.startedAtMs <= 3_000)).toBe(true);
    expect(streamed.clock.now() - 1_000_000).toBeLessThanOrEqual(9_000);
  });

  it('fallbackAttemptTimeoutMs cuts a hung target that has a fallback, never the slow last one', async () => {
    const h = harness(
      [
        { script: () => ({ hang: true }) },
        { script: [{ delayMs: 5_000, text: 'slow last resort' }] },
      ],
      { retry: { fallbackAttemptTimeoutMs: 3_000, maxElapsedMs: 9_000 }, breaker: false },
    );
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    // The primary is cut at 3 s each time; the fallback's 5 s answer is not cut at 3 s.
    const primary = h.adapters[0]!.calls;
    expect(primary.every((call) => call.abortedAtMs! - call.startedAtMs === 3_000)).toBe(true);
    expect(h.adapters[1]!.calls).toHaveLength(1);
    expect(h.adapters[1]!.calls[0]!.abortedAtMs).toBeUndefined();

    // Streams: the idle watchdog of a target with a fallback is bounded the same way.
    const s = harness([{ script: () => ({ hang: true }) }, { script: [{ text: 'streamed' }] }], {
      retry: { fallbackAttemptTimeoutMs: 2_000 },
      breaker: false,
    });
    const started = s.clock.now();
    expect(await streamedText(s)).toBe('streamed');
    // Without the bound the default 90 s idle timeout would have been waited first.
    expect(s.clock.now() - started).toBeLessThan(90_000);
  });

  it('fallbackAttemptTimeoutMs bounds the cheap route too: a hung cheap model reverts to the primary', async () => {
    const h = harness([{ script: () => ({ text: 'primary' }) }], {
      cheap: { script: () => ({ hang: true }) },
      retry: { fallbackAttemptTimeoutMs: 3_000 },
      breaker: false,
    });
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    const cheap = h.adapters[1]!.calls;
    expect(cheap).toHaveLength(1);
    expect(cheap[0]!.abortedAtMs! - cheap[0]!.startedAtMs).toBe(3_000);

    const s = harness([{ script: [{ text: 'streamed' }] }], {
      cheap: { script: () => ({ hang: true }) },
      retry: { fallbackAttemptTimeoutMs: 2_000 },
      breaker: false,
    });
    const started = s.clock.now();
    expect(await streamedText(s)).toBe('streamed');
    // Unbounded, the default 90 s idle timeout would have been waited first.
    expect(s.clock.now() - started).toBe(2_000);
  });

  it('the cheap route is not bounded when no target of the chain could answer instead', async () => {
    const h = harness(
      [
        {
          script: () => ({
            status: 429,
            headers: { 'retry-after': '7200' },
            body: { error: { message: 'Rate limit reached', code: 'rate_limit_exceeded' } },
          }),
        },
      ],
      {
        cheap: { script: () => ({ delayMs: 15_000, text: 'slow cheap' }) },
        retry: { fallbackAttemptTimeoutMs: 10_000 },
        breaker: false,
      },
    );
    // A large request goes to the primary, which is then held for two hours by its Retry-After.
    await settle(h.clock, h.client.chat(REQUEST, { approxTokens: 50_000 })).catch(() => undefined);
    expect(h.adapters[0]!.calls).toHaveLength(1);
    // A small one takes the cheap route; with nothing to revert to, its 15 s answer is awaited.
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[cheap]:scripted/model-cheap');
    expect(h.adapters[1]!.calls[0]!.abortedAtMs).toBeUndefined();
  });

  it('the fallback bound: a pause after output is judged by the idle timeout, not the bound', async () => {
    const h = harness(
      [
        {
          script: [
            {
              stream: [
                { type: 'start', id: 's', model: 'm' },
                { type: 'text', text: 'a' },
                { pauseMs: 12_000 },
                { type: 'text', text: 'b' },
                {
                  type: 'finish',
                  finishReason: 'stop',
                  usage: { inputTokens: 1, outputTokens: 2 },
                },
              ],
            },
          ],
        },
        { script: [{ text: 'fallback' }] },
      ],
      { retry: { fallbackAttemptTimeoutMs: 10_000 }, breaker: false },
    );
    expect(await streamedText(h)).toBe('ab');
    expect(h.adapters[1]!.calls).toHaveLength(0);
  });

  it('the fallback bound is waived when no later target can take over (slow primary answers)', async () => {
    const h = harness(
      [
        {
          script: [
            { status: 400, body: { error: { message: 'bad request shape' } } },
            { delayMs: 15_000, text: 'slow primary' },
            { delayMs: 15_000, text: 'slow primary' },
          ],
        },
        { script: () => ({ status: 402 }), keys: ['sk-only'] },
      ],
      { retry: { fallbackAttemptTimeoutMs: 10_000, maxElapsedMs: 60_000 }, breaker: false },
    );
    // First request: the primary's 400 falls back, the fallback's 402 parks its only key.
    await failure(settle(h.clock, h.client.chat(REQUEST)));
    expect(h.adapters[1]!.calls).toHaveLength(1);
    // Second: the bound cuts the slow primary once; no later target can answer, so the retry runs
    // unbounded and the 15 s answer arrives.
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[0]:scripted/model-0');
    const calls = h.adapters[0]!.calls;
    expect(calls).toHaveLength(3);
    expect(calls[1]!.abortedAtMs! - calls[1]!.startedAtMs).toBe(10_000);
    expect(calls[2]!.abortedAtMs).toBeUndefined();
    expect(h.adapters[1]!.calls).toHaveLength(1);
  });

  it('a throwing listener never breaks a request', async () => {
    const listener = vi.fn(() => {
      throw new Error('listener bug');
    });
    const h = harness([{ script: [OVERLOADED, { text: 'ok' }] }], { onEvent: listener });
    await expect(settle(h.clock, h.client.chat(REQUEST))).resolves.toMatchObject({
      attempts: [{}, {}],
    });
    // The listener did run (and throw) on every event: request, attempts, error, retry, success.
    expect(listener.mock.calls.length).toBeGreaterThanOrEqual(5);
    expect(listener.mock.results.every((result) => result.type === 'throw')).toBe(true);
  });

  it('emits request, attempt, error, retry, success and end events in order', async () => {
    const h = harness([{ script: [OVERLOADED, { text: 'ok' }] }]);
    await settle(h.clock, h.client.chat(REQUEST, { requestId: 'r-1' }));
    expect(h.events.types()).toEqual([
      'request',
      'attempt',
      'error',
      'retry',
      'attempt',
      'success',
      'end',
    ]);
    expect(h.events.events.every((event) => event.requestId === 'r-1')).toBe(true);
    expect(h.events.ofType('error')[0]).toMatchObject({
      final: false,
      classification: { reason: 'overloaded' },
    });
  });

  it('an adapter that cannot express the request falls back; a local options error is never retried', async () => {
    const unsupported = harness([
      { script: () => ({ throws: new UnsupportedFeatureError('scripted', 'tool calls') }) },
      { script: () => ({ text: 'ok' }) },
    ]);
    const result = await settle(unsupported.clock, unsupported.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(result.attempts[0]?.classification).toMatchObject({
      reason: 'format_error',
      category: 'request.unsupported_feature',
    });
    // The skip put no load on anything: its fallback spends no retry token, even with none left.
    const noBudget = harness(
      [
        { script: () => ({ throws: new UnsupportedFeatureError('scripted', 'a JSON schema') }) },
        { script: () => ({ text: 'ok' }) },
      ],
      { budget: { ratio: 0, minRetries: 0 } },
    );
    expect((await settle(noBudget.clock, noBudget.client.chat(REQUEST))).target).toBe(
      'chat[1]:scripted/model-1',
    );
    const invalid = new InvalidOptionsError('options.latency', 'bad');
    const local = harness([
      { script: () => ({ throws: invalid }) },
      { script: () => ({ text: 'ok' }) },
    ]);
    await expect(settle(local.clock, local.client.chat(REQUEST))).rejects.toBe(invalid);
    expect(local.totalCalls()).toBe(1);
  });

  it('an unknown logical model is an InvalidOptionsError naming request.model', async () => {
    const h = harness([{ script: () => ({ text: 'ok' }) }]);
    await expect(h.client.chat({ ...REQUEST, model: 'nope' })).rejects.toMatchObject({
      code: 'STAYUP_INVALID_OPTIONS',
      path: 'request.model',
    });
  });

  it('a 429 with a short retry-after on every key leaves the last call to the fallback', async () => {
    // 1 s waits stay under the cache threshold in total (10 × 1 s): the attempt cap decides.
    const h = harness([
      {
        script: () => ({
          status: 429,
          body: { error: { message: 'rate limited' } },
          headers: { 'retry-after': '1' },
        }),
        keys: ['sk-aaaaaaaaaaaaaaaaaaaa1', 'sk-aaaaaaaaaaaaaaaaaaaa2'],
      },
      { script: [{ text: 'from the fallback' }] },
    ]);
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:scripted/model-1');
    expect(result.content).toEqual([{ type: 'text', text: 'from the fallback' }]);
    // Rotations and in-place waits on the first target, then its last call goes down the chain.
    expect(result.attempts).toHaveLength(22);
    expect(result.attempts.at(-2)).toMatchObject({
      target: 'chat[0]:scripted/model-0',
      action: 'fallback',
    });
    expect(result.attempts.at(-1)).toMatchObject({
      target: 'chat[1]:scripted/model-1',
      action: 'success',
    });
    expect(h.adapters[1]?.calls).toHaveLength(1);
  });
});
