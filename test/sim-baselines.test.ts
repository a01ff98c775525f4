import { describe, expect, it } from 'vitest';
import { aiSdkIsRetryable, aiSdkPolicy } from '../src/sim/policies/ai-sdk.js';
import { naivePolicy } from '../src/sim/policies/naive.js';
import { noRetryPolicy } from '../src/sim/policies/no-retry.js';
import { openAiSdkPolicy } from '../src/sim/policies/openai-sdk.js';
import type { SimPolicy } from '../src/sim/policy.js';
import { runPolicy } from '../src/sim/run-policy.js';
import { parseScenario } from '../src/sim/scenario.js';
import { generateTraffic } from '../src/sim/traffic.js';

/** One request at t=0 against one sandbox target; returns the run. */
async function oneRequest(
  policy: SimPolicy,
  target: Record<string, unknown>,
  options: { readonly stream?: boolean } = {},
) {
  const scenario = parseScenario({
    name: 'one',
    duration: '1s',
    traffic: {
      rate: '1/s',
      arrivals: 'uniform',
      stream: options.stream ? 1 : 0,
      output_tokens: 60,
    },
    models: {
      chat: {
        targets: [
          {
            provider: 'sandbox',
            model: 'm',
            keys: ['k1', 'k2'],
            latency: { ttft: '100ms', tokens_per_s: 300 },
            ...target,
          },
          { provider: 'sandbox', model: 'fallback' },
        ],
      },
    },
  });
  const run = await runPolicy({ scenario, traffic: generateTraffic(scenario), policy });
  expect(run.requests).toHaveLength(1);
  return {
    request: run.requests[0]!,
    starts: run.calls.map((call) => call.startMs),
    gaps: run.calls.slice(1).map((call, index) => call.startMs - (run.calls[index]?.startMs ?? 0)),
    calls: run.calls,
  };
}

const overloaded = { faults: [{ status: 529 }] };

describe('naive', () => {
  it('retries any error 3 times at once, same target and key', async () => {
    const { request, starts, calls } = await oneRequest(naivePolicy, overloaded);
    expect(starts).toEqual([0, 50, 100, 150]);
    expect(calls.every((call) => call.target === 0 && call.keyIndex === 0)).toBe(true);
    expect(request).toMatchObject({ ok: false, endMs: 200, failure: 'UpstreamError:529' });
    const badRequest = await oneRequest(naivePolicy, { faults: [{ status: 400 }] });
    expect(badRequest.calls).toHaveLength(4);
  });

  it('restarts a stream that broke off, wasting what was generated', async () => {
    const { request, calls } = await oneRequest(
      naivePolicy,
      { faults: [{ to: '100ms', error: 'disconnect' }] },
      { stream: true },
    );
    expect(calls.map((call) => call.outcome)).toEqual(['disconnect', 'success']);
    expect(calls[0]?.outputTokens).toBe(30);
    expect(request).toMatchObject({ ok: true, restartedAfterOutput: true });
  });
});

describe('openai-sdk', () => {
  it('retries twice with 0.5 s·2ⁿ minus up to 25 % jitter', async () => {
    const { request, gaps } = await oneRequest(openAiSdkPolicy, overloaded);
    expect(gaps).toHaveLength(2);
    expect(gaps[0]).toBeGreaterThanOrEqual(50 + 375);
    expect(gaps[0]).toBeLessThanOrEqual(50 + 500);
    expect(gaps[1]).toBeGreaterThanOrEqual(50 + 750);
    expect(gaps[1]).toBeLessThanOrEqual(50 + 1000);
    expect(request.ok).toBe(false);
  });

  it('honours Retry-After and retry-after-ms when 0 < wait ≤ 60 s, else backs off', async () => {
    const short = await oneRequest(openAiSdkPolicy, {
      faults: [{ status: 429, headers: { 'retry-after': '2' } }],
    });
    expect(short.gaps).toEqual([2050, 2050]);
    const minute = await oneRequest(openAiSdkPolicy, {
      faults: [{ to: '1s', status: 429, headers: { 'retry-after': '60' } }],
    });
    expect(minute.gaps).toEqual([60_050]);
    // Over a minute (or 0): not "a reasonable amount", so the default backoff instead.
    for (const stated of ['120', '0']) {
      const other = await oneRequest(openAiSdkPolicy, {
        faults: [{ status: 429, headers: { 'retry-after': stated } }],
      });
      expect(other.gaps).toHaveLength(2);
      expect(other.gaps[0]).toBeGreaterThanOrEqual(50 + 375);
      expect(other.gaps[0]).toBeLessThanOrEqual(50 + 500);
      expect(other.request.ok).toBe(false);
    }
    const ms = await oneRequest(openAiSdkPolicy, {
      faults: [{ status: 503, headers: { 'retry-after-ms': '300', 'retry-after': '9' } }],
    });
    expect(ms.gaps).toEqual([350, 350]);
  });

  it('reads a Retry-After HTTP date against the (virtual) clock, as it reads seconds', async () => {
    // The run starts at 2026-01-01T00:00:00Z; the 529 arrives at 50 ms.
    const dated = await oneRequest(openAiSdkPolicy, {
      faults: [{ status: 529, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:02 GMT' } }],
    });
    expect(dated.starts[1]).toBe(2000);
    // The second 529 comes after that date: a wait ≤ 0 is not honoured, the backoff is (1 s·jitter).
    expect(dated.gaps[1]).toBeGreaterThanOrEqual(50 + 750);
    expect(dated.gaps[1]).toBeLessThanOrEqual(50 + 1000);
  });

  it('obeys x-should-retry and does not retry other 4xx', async () => {
    expect(
      (
        await oneRequest(openAiSdkPolicy, {
          faults: [{ status: 529, headers: { 'x-should-retry': 'false' } }],
        })
      ).calls,
    ).toHaveLength(1);
    expect(
      (
        await oneRequest(openAiSdkPolicy, {
          faults: [{ status: 400, headers: { 'x-should-retry': 'true' } }],
        })
      ).calls,
    ).toHaveLength(3);
    expect((await oneRequest(openAiSdkPolicy, { faults: [{ status: 400 }] })).calls).toHaveLength(
      1,
    );
    expect((await oneRequest(openAiSdkPolicy, { faults: [{ status: 401 }] })).calls).toHaveLength(
      1,
    );
    expect((await oneRequest(openAiSdkPolicy, { faults: [{ status: 408 }] })).calls).toHaveLength(
      3,
    );
    expect((await oneRequest(openAiSdkPolicy, { faults: [{ status: 409 }] })).calls).toHaveLength(
      3,
    );
  });

  it('retries connection errors but not a stream that already started', async () => {
    expect(
      (await oneRequest(openAiSdkPolicy, { faults: [{ error: 'ECONNRESET' }] })).calls,
    ).toHaveLength(3);
    expect(
      (await oneRequest(openAiSdkPolicy, { faults: [{ error: 'disconnect' }] })).calls,
    ).toHaveLength(3);
    const stream = await oneRequest(
      openAiSdkPolicy,
      { faults: [{ error: 'disconnect' }] },
      { stream: true },
    );
    expect(stream.calls).toHaveLength(1);
    expect(stream.request).toMatchObject({ ok: false, failure: 'SocketError:UND_ERR_SOCKET' });
  });
});

describe('ai-sdk', () => {
  it('retries twice at 2 s then 4 s, without jitter', async () => {
    const { gaps, request } = await oneRequest(aiSdkPolicy, overloaded);
    expect(gaps).toEqual([2050, 4050]);
    expect(request).toMatchObject({ ok: false, endMs: 6150 });
  });

  it('honours Retry-After below 60 s, else keeps the exponential delay', async () => {
    expect(
      (
        await oneRequest(aiSdkPolicy, {
          faults: [{ status: 429, headers: { 'retry-after': '1' } }],
        })
      ).gaps,
    ).toEqual([1050, 1050]);
    expect(
      (
        await oneRequest(aiSdkPolicy, {
          faults: [{ status: 429, headers: { 'retry-after': '70' } }],
        })
      ).gaps,
    ).toEqual([2050, 4050]);
    expect(
      (
        await oneRequest(aiSdkPolicy, {
          faults: [{ status: 429, headers: { 'retry-after-ms': '300' } }],
        })
      ).gaps,
    ).toEqual([350, 350]);
  });

  it('reads a Retry-After HTTP date against the (virtual) clock; a past date gives the exponential delay', async () => {
    const dated = await oneRequest(aiSdkPolicy, {
      faults: [{ status: 503, headers: { 'retry-after': 'Thu, 01 Jan 2026 00:00:02 GMT' } }],
    });
    expect(dated.starts).toEqual([0, 2000, 6050]);
  });

  it('treats "Failed to fetch" (browsers, Bun) with a cause like "fetch failed"', () => {
    const cause = new Error('connect refused');
    expect(aiSdkIsRetryable(new TypeError('Failed to fetch', { cause }))).toBe(true);
    expect(aiSdkIsRetryable(new TypeError('fetch failed', { cause }))).toBe(true);
    expect(aiSdkIsRetryable(new TypeError('Failed to fetch'))).toBe(false);
    expect(aiSdkIsRetryable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });

  it('retries 408/409/429/5xx and network errors only', async () => {
    expect((await oneRequest(aiSdkPolicy, { faults: [{ status: 400 }] })).calls).toHaveLength(1);
    expect((await oneRequest(aiSdkPolicy, { faults: [{ status: 409 }] })).calls).toHaveLength(3);
    const timeouts = await oneRequest(aiSdkPolicy, { faults: [{ error: 'ETIMEDOUT' }] });
    expect(timeouts.starts).toEqual([0, 12_000, 26_000]);
    expect(
      (await oneRequest(aiSdkPolicy, { faults: [{ error: 'disconnect' }] })).calls,
    ).toHaveLength(3);
    const stream = await oneRequest(
      aiSdkPolicy,
      { faults: [{ error: 'disconnect' }] },
      { stream: true },
    );
    expect(stream.calls).toHaveLength(1);
  });
});

describe('no-retry', () => {
  it('makes one attempt', async () => {
    const { calls, request } = await oneRequest(noRetryPolicy, overloaded);
    expect(calls).toHaveLength(1);
    expect(request.ok).toBe(false);
    expect((await oneRequest(noRetryPolicy, {})).request).toMatchObject({
      ok: true,
      deliveredTokens: 60,
    });
  });
});
