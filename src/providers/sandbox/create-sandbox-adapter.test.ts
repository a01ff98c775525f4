import { describe, expect, it } from 'vitest';
import { ConfigError, UpstreamError } from '../../core/errors.js';
import type { ChatRequest, StreamEvent } from '../../core/model.js';
import type { Clock } from '../../core/ports.js';
import { seededRandom } from '../../core/seeded-random.js';
import { systemClock } from '../../runtime/system-clock.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { CallOptions } from '../types.js';
import {
  createSandboxAdapter,
  type SandboxAdapterOptions,
  type SandboxCallRecord,
} from './create-sandbox-adapter.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Tell me about outages.' }],
  maxTokens: 30,
};

function setup(options: unknown, extra: Partial<SandboxAdapterOptions> = {}) {
  const clock = new ManualClock({ startMs: 0 });
  const calls: SandboxCallRecord[] = [];
  const adapter = createSandboxAdapter({
    clock,
    random: seededRandom(7),
    options,
    onCall: (record) => calls.push(record),
    ...extra,
  });
  return { clock, adapter, calls };
}

function call(keyIndex = 0, signal = new AbortController().signal): CallOptions {
  return {
    signal,
    model: 'sandbox-large',
    credential: { id: `key#${keyIndex + 1}`, index: keyIndex, secret: `k${keyIndex}` },
  };
}

/** Settles a promise while running the clock; returns the outcome and the virtual time it took. */
async function settle<T>(
  clock: ManualClock,
  promise: Promise<T>,
): Promise<{ value?: T; error?: unknown; atMs: number }> {
  let outcome: { value?: T; error?: unknown; atMs: number } | undefined;
  promise.then(
    (value) => {
      outcome = { value, atMs: clock.now() };
    },
    (error: unknown) => {
      outcome = { error, atMs: clock.now() };
    },
  );
  while (outcome === undefined) {
    if (!(await clock.advanceToNext())) await clock.advance(0);
  }
  return outcome;
}

async function collect(
  clock: ManualClock,
  iterable: AsyncIterable<StreamEvent>,
): Promise<{ events: { event: StreamEvent; atMs: number }[]; error?: unknown; atMs: number }> {
  const events: { event: StreamEvent; atMs: number }[] = [];
  const run = (async () => {
    for await (const event of iterable) events.push({ event, atMs: clock.now() });
  })();
  const outcome = await settle(clock, run);
  return outcome.error === undefined
    ? { events, atMs: outcome.atMs }
    : { events, error: outcome.error, atMs: outcome.atMs };
}

describe('createSandboxAdapter: answers', () => {
  it('answers deterministically from the last user message and the model', async () => {
    const first = setup({});
    const second = setup({});
    const a = await settle(first.clock, first.adapter.chat(request, call()));
    const b = await settle(second.clock, second.adapter.chat(request, call()));
    expect(a.value?.content).toEqual(b.value?.content);
    const text = a.value?.content[0];
    expect(text?.type).toBe('text');
    if (text?.type === 'text') expect(text.text).toHaveLength(30 * 4);
    expect(a.value?.usage).toEqual({ inputTokens: 6, outputTokens: 30 });
    expect(a.value?.finishReason).toBe('stop');

    const other = await settle(
      first.clock,
      first.adapter.chat(
        { ...request, messages: [{ role: 'user', content: 'Something else' }] },
        call(),
      ),
    );
    expect(other.value?.content).not.toEqual(a.value?.content);
  });

  it('caps output_tokens at maxTokens with finish reason length; ranges pick per request', async () => {
    const capped = setup({ output_tokens: 100 });
    const result = await settle(capped.clock, capped.adapter.chat(request, call()));
    expect(result.value?.usage.outputTokens).toBe(30);
    expect(result.value?.finishReason).toBe('length');

    const ranged = setup({ output_tokens: [5, 9] });
    const lengths = new Set<number>();
    for (const content of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const response = await settle(
        ranged.clock,
        ranged.adapter.chat({ model: 'chat', messages: [{ role: 'user', content }] }, call()),
      );
      const tokens = response.value?.usage.outputTokens ?? -1;
      expect(tokens).toBeGreaterThanOrEqual(5);
      expect(tokens).toBeLessThanOrEqual(9);
      lengths.add(tokens);
    }
    expect(lengths.size).toBeGreaterThan(1);
  });

  it('takes ttft plus tokens / tokens_per_s on the clock', async () => {
    const { clock, adapter } = setup({ latency: { ttft: '200ms', tokens_per_s: 300 } });
    const result = await settle(clock, adapter.chat({ ...request, maxTokens: 300 }, call()));
    expect(result.atMs).toBe(200 + 1000);
  });

  it('streams start, batched text chunks on the clock, and finish with usage', async () => {
    const { clock, adapter } = setup({ latency: { ttft: 200, tokens_per_s: 300 } });
    const { events, atMs } = await collect(
      clock,
      adapter.stream({ ...request, maxTokens: 60 }, call()),
    );
    expect(events[0]?.event.type).toBe('start');
    expect(events[0]?.atMs).toBe(200);
    const texts = events.filter((entry) => entry.event.type === 'text');
    // 300 tokens/s × 50 ms = 15 tokens a chunk → 4 chunks, 50 ms apart after the first.
    expect(texts.map((entry) => entry.atMs)).toEqual([200, 250, 300, 350]);
    const joined = texts
      .map((entry) => (entry.event.type === 'text' ? entry.event.text : ''))
      .join('');
    const whole = await settle(clock, adapter.chat({ ...request, maxTokens: 60 }, call()));
    expect(whole.value?.content).toEqual([{ type: 'text', text: joined }]);
    expect(events.at(-1)?.event).toEqual({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 6, outputTokens: 60 },
    });
    expect(atMs).toBe(350);
  });

  it('answers with a tool call when asked to call a defined tool, and with text after a tool result', async () => {
    const { clock, adapter } = setup({});
    const tools = [
      {
        name: 'get_weather',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string' }, days: { type: 'integer' } },
        },
      },
    ];
    const asked: ChatRequest = {
      model: 'chat',
      tools,
      messages: [{ role: 'user', content: 'Please call get_weather for Paris' }],
    };
    const response = await settle(clock, adapter.chat(asked, call()));
    expect(response.value?.finishReason).toBe('tool_calls');
    const part = response.value?.content[0];
    expect(part?.type).toBe('tool_call');
    if (part?.type !== 'tool_call') return;
    expect(part.name).toBe('get_weather');
    expect(Object.keys(JSON.parse(part.arguments) as object)).toEqual(['city', 'days']);

    const streamed = await collect(clock, adapter.stream(asked, call()));
    expect(streamed.events.map((entry) => entry.event.type)).toEqual([
      'start',
      'tool_call',
      'finish',
    ]);

    const afterResult = await settle(
      clock,
      adapter.chat(
        {
          model: 'chat',
          tools,
          messages: [
            ...asked.messages,
            { role: 'assistant', content: [part] },
            {
              role: 'user',
              content: [{ type: 'tool_result', toolCallId: part.id, content: 'sunny' }],
            },
          ],
        },
        call(),
      ),
    );
    expect(afterResult.value?.content[0]?.type).toBe('text');

    const noTrigger = await settle(
      clock,
      adapter.chat({ ...asked, messages: [{ role: 'user', content: 'hello' }] }, call()),
    );
    expect(noTrigger.value?.content[0]?.type).toBe('text');
  });
});

describe('createSandboxAdapter: faults', () => {
  it('throws an UpstreamError with status, lower-cased headers and the raw body text', async () => {
    const body = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
    const { clock, adapter, calls } = setup({
      faults: [{ status: 529, body, headers: { 'Retry-After': 3 } }],
    });
    const result = await settle(clock, adapter.chat(request, call()));
    expect(result.error).toBeInstanceOf(UpstreamError);
    const error = result.error as UpstreamError;
    expect(error.status).toBe(529);
    expect(error.provider).toBe('sandbox');
    expect(error.headers['retry-after']).toBe('3');
    expect(error.headers['content-type']).toBe('application/json');
    expect(error.body).toBe(JSON.stringify(body));
    expect(result.atMs).toBe(50);
    expect(calls[0]).toMatchObject({ outcome: 'status', status: 529, outputTokens: 0 });
  });

  it('sends a string body as is and gives a realistic default body', async () => {
    const { clock, adapter } = setup({
      faults: [{ status: 502, body: '<html>502 Bad Gateway</html>', to: '1s' }, { status: 429 }],
    });
    const html = await settle(clock, adapter.chat(request, call()));
    expect((html.error as UpstreamError).body).toBe('<html>502 Bad Gateway</html>');
    await clock.advance(1000);
    const fallback = await settle(clock, adapter.chat(request, call()));
    expect(JSON.parse((fallback.error as UpstreamError).body ?? '')).toMatchObject({
      error: { code: 'rate_limit_exceeded' },
    });
  });

  it.each([
    ['ECONNRESET', 50],
    ['ECONNREFUSED', 0],
    ['ETIMEDOUT', 10_000],
  ] as const)('throws what fetch throws for %s', async (code, atMs) => {
    const { clock, adapter } = setup({ faults: [{ error: code }] });
    const result = await settle(clock, adapter.chat(request, call()));
    expect(result.error).toBeInstanceOf(TypeError);
    const error = result.error as TypeError & { cause: { code: string } };
    expect(error.message).toBe('fetch failed');
    expect(error.cause.code).toBe(code);
    expect(result.atMs).toBe(atMs);
  });

  it('disconnects mid-stream after some output with an undici-like SocketError', async () => {
    const { clock, adapter, calls } = setup({ faults: [{ error: 'disconnect' }] });
    const { events, error } = await collect(
      clock,
      adapter.stream({ ...request, maxTokens: 60 }, call()),
    );
    expect(events.map((entry) => entry.event.type)).toEqual(['start', 'text', 'text']);
    expect(error).toMatchObject({
      name: 'SocketError',
      code: 'UND_ERR_SOCKET',
      message: 'other side closed',
    });
    expect(calls[0]).toMatchObject({ outcome: 'disconnect', outputTokens: 30 });

    const whole = await settle(clock, adapter.chat({ ...request, maxTokens: 60 }, call()));
    expect(whole.error).toMatchObject({ code: 'UND_ERR_SOCKET' });
    expect(calls[1]?.outputTokens).toBe(30);
  });

  it('stalls mid-stream and then goes on', async () => {
    const { clock, adapter } = setup({ faults: [{ stall: '40s' }] });
    const { events, error } = await collect(
      clock,
      adapter.stream({ ...request, maxTokens: 60 }, call()),
    );
    expect(error).toBeUndefined();
    const times = events.filter((entry) => entry.event.type === 'text').map((entry) => entry.atMs);
    expect(times).toEqual([200, 250, 40_300, 40_350]);
    expect(events.at(-1)?.event.type).toBe('finish');
  });

  it('hangs with no bytes, then fails like a headers timeout; an abort ends the hang at once', async () => {
    const { clock, adapter } = setup({ faults: [{ hang: '120s' }] });
    const { events, error, atMs } = await collect(clock, adapter.stream(request, call()));
    expect(events).toEqual([]);
    expect(atMs).toBe(120_000);
    expect(error).toMatchObject({
      message: 'fetch failed',
      cause: { code: 'UND_ERR_HEADERS_TIMEOUT' },
    });

    const controller = new AbortController();
    const pending = adapter.chat(request, call(0, controller.signal));
    const rejected = expect(pending).rejects.toThrow('idle');
    await clock.advance(90_000);
    controller.abort(new Error('idle'));
    await rejected;
    expect(clock.pending).toBe(0);
    expect(clock.now()).toBe(210_000);
  });

  it('selects faults by window, keys and p; the first that fires wins', async () => {
    const { clock, adapter } = setup(
      {
        faults: [
          { from: '10s', to: '20s', status: 503 },
          { keys: [1], status: 401 },
          { p: 0.5, status: 500 },
        ],
      },
      { random: seededRandom(42) },
    );
    const statusAt = async (atMs: number, key: number): Promise<number | undefined> => {
      await clock.advanceTo(atMs);
      const result = await settle(clock, adapter.chat(request, call(key)));
      return (result.error as UpstreamError | undefined)?.status;
    };
    expect(await statusAt(10_000, 0)).toBe(503);
    expect(await statusAt(15_000, 1)).toBe(503);
    expect(await statusAt(20_000, 1)).toBe(401);
    const draws: (number | undefined)[] = [];
    for (let index = 0; index < 200; index++) draws.push(await statusAt(30_000 + index * 1000, 0));
    const failures = draws.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(70);
    expect(failures).toBeLessThan(130);
    expect(draws.filter((status) => status !== 500 && status !== undefined)).toEqual([]);
  });

  it('measures fault windows from startMs', async () => {
    const { clock, adapter } = setup({ faults: [{ to: '5s', status: 529 }] }, { startMs: -5000 });
    const result = await settle(clock, adapter.chat(request, call()));
    expect(result.error).toBeUndefined();
  });
});

describe('createSandboxAdapter: rate limit and cache', () => {
  it('answers 429 once a key has used its rpm, with retry-after from the window', async () => {
    const { clock, adapter, calls } = setup({ rate_limit: { rpm: 2 } });
    await settle(clock, adapter.chat(request, call(0)));
    await clock.advanceTo(10_000);
    await settle(clock, adapter.chat(request, call(0)));
    await clock.advanceTo(15_000);
    const limited = await settle(clock, adapter.chat(request, call(0)));
    const error = limited.error as UpstreamError;
    expect(error.status).toBe(429);
    // The oldest accepted request (t=0) leaves the 60 s window at t=60 s: 45 s from now.
    expect(error.headers['retry-after']).toBe('45');
    expect(error.headers['x-ratelimit-reset-requests']).toBe('45s');
    expect(error.headers['x-ratelimit-limit-requests']).toBe('2');
    expect(JSON.parse(error.body ?? '')).toMatchObject({
      error: { code: 'rate_limit_exceeded', type: 'requests' },
    });
    // Another key has its own window.
    const otherKey = await settle(clock, adapter.chat(request, call(1)));
    expect(otherKey.error).toBeUndefined();
    await clock.advanceTo(60_000);
    const again = await settle(clock, adapter.chat(request, call(0)));
    expect(again.error).toBeUndefined();
    expect(calls.map((entry) => entry.outcome)).toEqual([
      'success',
      'success',
      'rate_limited',
      'success',
      'success',
    ]);
    expect(adapter.stats.rateLimited).toBe(1);
  });

  it('models a prompt cache per key and prefix: a hit halves ttft until the ttl passes', async () => {
    const { clock, adapter } = setup({ cache_ttl: '5m', latency: { ttft: 400 } });
    const conversation: ChatRequest = {
      model: 'chat',
      system: 'You are terse.',
      maxTokens: 3,
      messages: [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'first answer' },
        { role: 'user', content: 'second question' },
      ],
    };
    const miss = await settle(clock, adapter.chat(conversation, call()));
    expect(miss.atMs).toBe(400 + 10);
    const startMs = clock.now();
    const hit = await settle(clock, adapter.chat(conversation, call()));
    expect(hit.atMs - startMs).toBe(200 + 10);
    expect(hit.value?.usage.cachedInputTokens).toBeGreaterThan(0);
    const otherKey = await settle(clock, adapter.chat(conversation, call(1)));
    expect(otherKey.value?.usage.cachedInputTokens).toBeUndefined();
    await clock.advance(5 * 60_000 + 1);
    await settle(clock, adapter.chat(conversation, call()));
    expect(adapter.stats).toMatchObject({ cacheHits: 1, cacheMisses: 3 });
  });
});

describe('createSandboxAdapter: abort and options', () => {
  it('rejects with the abort reason at every wait and counts tokens generated so far', async () => {
    const { clock, adapter, calls } = setup({});
    const controller = new AbortController();
    const outcome = settle(
      clock,
      adapter.chat({ ...request, maxTokens: 300 }, call(0, controller.signal)),
    );
    await clock.advance(700);
    const reason = new Error('caller left');
    controller.abort(reason);
    const result = await outcome;
    expect(result.error).toBe(reason);
    expect(calls[0]).toMatchObject({ outcome: 'aborted', outputTokens: 150 });
    expect(clock.pending).toBe(0);

    const streamController = new AbortController();
    const iterator = adapter
      .stream(request, call(0, streamController.signal))
      [Symbol.asyncIterator]();
    const next = settle(clock, iterator.next());
    streamController.abort(reason);
    expect((await next).error).toBe(reason);

    const already = new AbortController();
    already.abort(reason);
    await expect(adapter.chat(request, call(0, already.signal))).rejects.toBe(reason);
  });

  it('rejects bad options with ConfigError paths', () => {
    const clock = new ManualClock();
    const make = (options: unknown) => () =>
      createSandboxAdapter({ clock, random: seededRandom(1), options });
    const issues = (options: unknown): string[] => {
      try {
        make(options)();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).issues.map((issue) => issue.path);
      }
      return [];
    };
    expect(issues({ faults: [{ status: 99 }] })).toEqual(['faults[0].status']);
    expect(issues({ faults: [{ status: 529 }, { p: 2, status: 500 }] })).toEqual(['faults[1].p']);
    expect(issues({ faults: [{ from: 'soon', status: 500 }] })).toEqual(['faults[0].from']);
    expect(issues({ faults: [{ status: 500, stall: '1s' }] })).toEqual(['faults[0]']);
    expect(issues({ faults: [{ error: 'EBOOM' }] })).toEqual(['faults[0].error']);
    // An empty window never fires: `to: 0s` alone (from defaults to 0s) as `from: 1s, to: 1s`.
    expect(issues({ faults: [{ to: '0s', status: 529 }] })).toEqual(['faults[0].to']);
    expect(issues({ faults: [{ from: '1s', to: '1s', status: 529 }] })).toEqual(['faults[0].to']);
    expect(make({ faults: [{ to: '1ms', status: 529 }] })).not.toThrow();
    expect(issues({ latency: { tokens_per_s: 0 } })).toEqual(['latency.tokens_per_s']);
    expect(issues({ rate_limit: { rpm: 'many' } })).toEqual(['rate_limit.rpm']);
    expect(issues({ output_tokens: [9, 3] })).toEqual(['output_tokens']);
    expect(issues({ unknown_key: 1 })).toEqual(['(options)']);
    expect(
      make({ latency: { ttft: '1s' }, cache_ttl: '5m', output_tokens: { min: 1, max: 2 } }),
    ).not.toThrow();
  });
});

describe('createSandboxAdapter: context window', () => {
  it('refuses a prompt over the context window with OpenAI’s 400 context_length_exceeded', async () => {
    const { clock, adapter } = setup({}, { contextWindow: 10 });
    const big: ChatRequest = {
      model: 'chat',
      messages: [{ role: 'user', content: 'x'.repeat(80) }],
    };
    const result = await settle(clock, adapter.chat(big, call()));
    const error = result.error as UpstreamError;
    expect(error.status).toBe(400);
    expect(JSON.parse(error.body ?? '')).toMatchObject({
      error: { code: 'context_length_exceeded', type: 'invalid_request_error' },
    });
    expect((await settle(clock, adapter.chat(request, call()))).error).toBeUndefined();
  });

  it('accepts output_tokens ranges written "min-max"', () => {
    const adapter = createSandboxAdapter({
      clock: new ManualClock(),
      random: seededRandom(1),
      options: { output_tokens: '100-400' },
    });
    expect(adapter.config.outputTokens).toEqual({ min: 100, max: 400 });
  });
});

describe('createSandboxAdapter: complete calls with stalls, and stats', () => {
  it('adds a stall to a complete call and counts every outcome', async () => {
    const { clock, adapter, calls } = setup({
      faults: [
        { to: '1s', stall: '40s' },
        { from: '100s', to: '101s', status: 503 },
      ],
    });
    const stalled = await settle(clock, adapter.chat({ ...request, maxTokens: 60 }, call()));
    // 200 ms to first token + 200 ms of generation + the 40 s stall half-way.
    expect(stalled.atMs).toBe(40_400);
    await clock.advanceTo(100_000);
    await settle(clock, adapter.chat(request, call()));
    expect(calls.map((entry) => entry.outcome)).toEqual(['success', 'status']);
    expect(adapter.stats).toMatchObject({
      calls: 2,
      succeeded: 1,
      failed: 1,
      faults: 2,
      outputTokens: 60,
    });
  });
});

describe('sandbox lightSignal', () => {
  it("declares it only when the clock's sleeps only listen to their signal", () => {
    const make = (clock: Clock) => createSandboxAdapter({ clock, random: seededRandom(1) });
    expect(make(new ManualClock()).lightSignal).toBe(true);
    expect(make(systemClock).lightSignal).toBe(true);
    const custom: Clock = {
      now: () => 0,
      sleep: (ms, signal) => new Promise((resolve) => setTimeout(resolve, ms, signal)),
    };
    expect(make(custom).lightSignal).toBe(false);
  });
});
