import { describe, expect, it } from 'vitest';
import { createClient } from '../client/create-client.js';
import { UpstreamError } from '../core/errors.js';
import type { StayupEvent } from '../core/events.js';
import type { ChatRequest, ChatResponse, StreamEvent } from '../core/model.js';
import type { StateStore } from '../core/ports.js';
import type { CallOptions, ProviderAdapter } from '../providers/types.js';
import { memoryStore } from '../stores/memory/memory-store.js';
import { ManualClock } from '../testing/manual-clock.js';
import { LightAbortController } from './light-abort-controller.js';

const REQUEST: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'hi' }] };

/** An adapter that records the signal of every call and fails the first `failures` calls. */
function recordingAdapter(failures: number) {
  const signals: AbortSignal[] = [];
  let calls = 0;
  const answer: ChatResponse = {
    id: 'x',
    model: 'm',
    content: [{ type: 'text', text: 'ok' }],
    finishReason: 'stop',
    usage: { inputTokens: 1, outputTokens: 1 },
  };
  const adapter: ProviderAdapter = {
    provider: 'recording',
    async chat(_request: ChatRequest, options: CallOptions): Promise<ChatResponse> {
      signals.push(options.signal);
      calls++;
      if (calls <= failures)
        throw new UpstreamError('529 Overloaded', { status: 529, provider: 'recording' });
      return answer;
    },
    async *stream(_request: ChatRequest, options: CallOptions): AsyncGenerator<StreamEvent> {
      signals.push(options.signal);
      yield { type: 'text', text: 'ok' };
      yield { type: 'finish', finishReason: 'stop' };
    },
  };
  return { adapter, signals };
}

function clientFor(adapter: ProviderAdapter, extra: { attemptTimeoutMs?: number } = {}) {
  const clock = new ManualClock();
  const client = createClient({
    clock,
    random: () => 0,
    retry: { baseDelayMs: 0, maxDelayMs: 0, ...extra },
    models: { chat: { targets: [{ provider: adapter, model: 'm' }] } },
  });
  return { clock, client };
}

/** A client whose one target's chat waits an hour on the manual clock; `seen()` is its signal. */
function hangingClient() {
  const clock = new ManualClock();
  let seen: AbortSignal | undefined;
  const hanging: ProviderAdapter = {
    provider: 'hanging',
    chat: (_request, options) => {
      seen = options.signal;
      return clock.sleep(3_600_000, options.signal).then(() => {
        throw new Error('not reached');
      });
    },
    stream: () => {
      throw new Error('unused');
    },
  };
  const client = createClient({
    clock,
    models: { chat: { targets: [{ provider: hanging, model: 'm' }] } },
  });
  return { clock, client, seen: () => seen };
}

describe('RecoveryEngine attempt signals', () => {
  it('a plain chat attempt uses the caller signal as is, retries included', async () => {
    const { adapter, signals } = recordingAdapter(1);
    const { clock, client } = clientFor(adapter);
    const caller = new AbortController();
    const result = client.chat(REQUEST, { signal: caller.signal });
    await clock.advance(1_000);
    await expect(result).resolves.toMatchObject({ attempts: [{}, {}] });
    expect(signals).toEqual([caller.signal, caller.signal]);
    // The failed attempt did not abort the caller's signal.
    expect(caller.signal.aborted).toBe(false);
  });

  it('streams, deadline-bound chats and callers without a signal get their own linked signal', async () => {
    const caller = new AbortController();
    const streamed = recordingAdapter(0);
    const { client } = clientFor(streamed.adapter);
    for await (const _event of client.stream(REQUEST, { signal: caller.signal })) {
      // consume
    }
    expect(streamed.signals).toHaveLength(1);
    expect(streamed.signals[0]).not.toBe(caller.signal);

    const bounded = recordingAdapter(0);
    const withDeadline = clientFor(bounded.adapter, { attemptTimeoutMs: 5_000 });
    await withDeadline.client.chat(REQUEST, { signal: caller.signal });
    expect(bounded.signals[0]).not.toBe(caller.signal);

    const bare = recordingAdapter(0);
    const noSignal = clientFor(bare.adapter);
    await noSignal.client.chat(REQUEST);
    expect(bare.signals[0]).toBeInstanceOf(AbortSignal);
    expect(bare.signals[0]?.aborted).toBe(false);
  });

  it('aborting the caller still aborts a plain chat attempt at once', async () => {
    const { clock, client, seen } = hangingClient();
    const caller = new AbortController();
    const reason = new Error('caller went away');
    const result = client.chat(REQUEST, { signal: caller.signal });
    await clock.advance(10);
    caller.abort(reason);
    await expect(result).rejects.toBe(reason);
    expect(seen()?.aborted).toBe(true);
  });
});

describe('RecoveryEngine light attempt signals', () => {
  /** Streams one text event, then waits for more on the clock until its signal aborts. */
  function stallingAdapter(clock: ManualClock, lightSignal: boolean) {
    const seen: AbortSignal[] = [];
    const adapter: ProviderAdapter = {
      provider: 'stalling',
      lightSignal,
      chat: () => Promise.reject(new Error('unused')),
      async *stream(_request: ChatRequest, options: CallOptions): AsyncGenerator<StreamEvent> {
        seen.push(options.signal);
        yield { type: 'text', text: 'partial' };
        await clock.sleep(3_600_000, options.signal);
        yield { type: 'finish', finishReason: 'stop' };
      },
    };
    return { adapter, seen };
  }

  function streamClient(clock: ManualClock, adapter: ProviderAdapter) {
    return createClient({
      clock,
      random: () => 0,
      stream: { idleTimeoutMs: 1_000, stallWarningMs: 0 },
      models: { chat: { targets: [{ provider: adapter, model: 'm' }] } },
    });
  }

  async function drain(stream: AsyncIterable<StreamEvent>, into: StreamEvent[]): Promise<void> {
    for await (const event of stream) into.push(event);
  }

  it('the idle watchdog aborts the light signal of a stalled stream', async () => {
    const clock = new ManualClock();
    const { adapter, seen } = stallingAdapter(clock, true);
    const events: StreamEvent[] = [];
    const done = drain(streamClient(clock, adapter).stream(REQUEST), events);
    done.catch(() => undefined);
    await clock.advance(1_000);
    await expect(done).rejects.toMatchObject({ code: 'STAYUP_STREAM_INTERRUPTED' });
    expect(events).toEqual([{ type: 'text', text: 'partial' }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBeInstanceOf(AbortSignal);
    expect(seen[0]?.aborted).toBe(true);
  });

  it("the caller's abort reaches the light signal at once", async () => {
    const clock = new ManualClock();
    const { adapter, seen } = stallingAdapter(clock, true);
    const caller = new AbortController();
    const reason = new Error('caller went away');
    const done = drain(streamClient(clock, adapter).stream(REQUEST, { signal: caller.signal }), []);
    done.catch(() => undefined);
    await clock.advance(10);
    caller.abort(reason);
    await expect(done).rejects.toBe(reason);
    expect(seen[0]?.aborted).toBe(true);
    expect(seen[0]?.reason).toBe(reason);
  });

  it('an adapter without lightSignal gets a real AbortSignal, aborted the same way', async () => {
    const clock = new ManualClock();
    const { adapter, seen } = stallingAdapter(clock, false);
    const done = drain(streamClient(clock, adapter).stream(REQUEST), []);
    done.catch(() => undefined);
    await clock.advance(1_000);
    await expect(done).rejects.toMatchObject({ code: 'STAYUP_STREAM_INTERRUPTED' });
    expect(seen[0]).toBeInstanceOf(AbortSignal);
    expect(seen[0]?.aborted).toBe(true);
  });
});

describe('RecoveryEngine with a light caller signal', () => {
  it('hands it to lightSignal adapters as is, and a real linked AbortSignal to the others', async () => {
    const caller = new LightAbortController();
    const light = recordingAdapter(0);
    const lightAdapter: ProviderAdapter = { ...light.adapter, lightSignal: true };
    await clientFor(lightAdapter).client.chat(REQUEST, { signal: caller.signal });
    expect(light.signals).toEqual([caller.signal]);

    const plain = recordingAdapter(0);
    await clientFor(plain.adapter).client.chat(REQUEST, { signal: caller.signal });
    expect(plain.signals[0]).toBeInstanceOf(AbortSignal);
    expect(plain.signals[0]?.aborted).toBe(false);
  });

  it("aborting the light caller signal aborts a plain adapter's real signal at once", async () => {
    const { clock, client, seen } = hangingClient();
    const caller = new LightAbortController();
    const reason = new Error('drain limit');
    const result = client.chat(REQUEST, { signal: caller.signal });
    await clock.advance(10);
    caller.abort(reason);
    await expect(result).rejects.toBe(reason);
    expect(seen()).toBeInstanceOf(AbortSignal);
    expect(seen()?.aborted).toBe(true);
  });
});

describe('RecoveryEngine store calls', () => {
  function storeClient(store: StateStore, events: StayupEvent[]) {
    const { adapter } = recordingAdapter(0);
    return createClient({
      clock: new ManualClock(),
      random: () => 0,
      store,
      onEvent: (event) => events.push(event),
      models: { chat: { targets: [{ provider: adapter, model: 'm', keys: ['k1', 'k2'] }] } },
    });
  }

  it('a store method that throws synchronously degrades to the default, and the request succeeds', async () => {
    const store = memoryStore();
    store.breakerAllows = () => {
      throw new Error('store down');
    };
    const events: StayupEvent[] = [];
    const result = await storeClient(store, events).chat(REQUEST);
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(events.some((event) => event.type === 'store_degraded')).toBe(true);
  });

  it('a store method that answers with a plain value is taken as is', async () => {
    const store = memoryStore();
    const states = store.credentialStates.bind(store);
    store.credentialStates = ((ids: readonly string[], nowMs: number) => {
      void states(ids, nowMs);
      return new Map(ids.map((id) => [id, { status: 'ok' as const }]));
    }) as unknown as StateStore['credentialStates'];
    const events: StayupEvent[] = [];
    const result = await storeClient(store, events).chat(REQUEST);
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(events.some((event) => event.type === 'store_degraded')).toBe(false);
  });
});
