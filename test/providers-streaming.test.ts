import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, type FakeWire, startFakeProvider } from './fakes/index.js';
import { adapterFor, callFor, collect, KEYS, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'Hi' }] };
const WIRES: FakeWire[] = ['openai', 'anthropic', 'gemini'];
const OVERLOADED = {
  openai: { error: { message: 'The server is overloaded', type: 'server_error', code: null } },
  anthropic: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
  gemini: {
    error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' },
  },
} as const;

const fakes = new Map<FakeWire, FakeProvider>();
const adapters = new Map<FakeWire, ProviderAdapter>();
const clock = new ManualClock();

beforeAll(async () => {
  for (const wire of WIRES) {
    const fake = await startFakeProvider({ wire });
    fakes.set(wire, fake);
    adapters.set(wire, adapterFor(fake, { clock }));
  }
});
afterAll(async () => {
  for (const adapter of adapters.values()) await adapter.close?.();
  for (const fake of fakes.values()) await fake.close();
});

describe.each(WIRES)('%s streams', (wire) => {
  const fake = () => fakes.get(wire)!;
  const adapter = () => adapters.get(wire)!;
  const stream = (signal?: AbortSignal) => adapter().stream(request, callFor(wire, signal));

  it('yields the same events with pings and comments interleaved (pings are not activity)', async () => {
    fake().enqueue({ kind: 'reply', stream: {} }, { kind: 'reply', stream: { pings: true } });
    const withoutRequestId = (events: StreamEvent[]) =>
      events.map((event) => (event.type === 'start' ? { ...event, requestId: 'x' } : event));
    const plain = await collect(stream());
    const pinged = await collect(stream());
    expect(withoutRequestId(pinged)).toEqual(withoutRequestId(plain));
    expect(textOf(plain)).toBe('Hello from the fake provider.');
    expect(plain[0]?.type).toBe('start');
    expect(plain.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });

  it('parses a stream trickled one byte at a time', async () => {
    fake().enqueue({ kind: 'reply', reply: { text: 'héllo wörld ✓' }, stream: { trickle: true } });
    const events = await collect(stream());
    expect(textOf(events)).toBe('héllo wörld ✓');
    expect(events.at(-1)?.type).toBe('finish');
  });

  it('surfaces events as they arrive, before the stream ends', async () => {
    // Pause right after the frame that carries 'abcd' in each wire format.
    const pauseAfter = { openai: 2, anthropic: 4, gemini: 1 }[wire];
    fake().enqueue({ kind: 'reply', reply: { text: 'abcdefgh' }, stream: { pauseAfter } });
    const iterator = stream()[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value?.type).toBe('start');
    await fake().waitForPause();
    // The server is paused mid-body (a 45 s silence, say): what arrived is already readable.
    const seen: StreamEvent[] = [];
    for (;;) {
      const next = await iterator.next();
      seen.push(next.value as StreamEvent);
      if (textOf(seen).length > 0) break;
    }
    expect(textOf(seen)).toBe('abcd');
    await fake().release();
    const rest: StreamEvent[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      rest.push(next.value);
    expect(textOf(rest)).toBe('efgh');
  });

  it('throws an UpstreamError with the body for an error event inside a 200 stream', async () => {
    fake().enqueue({
      kind: 'reply',
      stream: { errorAfter: { frames: 2, body: OVERLOADED[wire] } },
    });
    const events: StreamEvent[] = [];
    const error = await rejection(
      (async () => {
        for await (const event of stream()) events.push(event);
      })(),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    const upstream = error as UpstreamError;
    expect(upstream.status).toBeUndefined();
    expect(JSON.parse(upstream.body!)).toEqual(OVERLOADED[wire]);
    expect(upstream.provider).toBe(wire);
    expect(upstream.requestId).toMatch(/^req_fake_/);
    expect(events[0]?.type).toBe('start');
  });

  it('propagates a reset mid-body as the transport error, unchanged', async () => {
    fake().enqueue({ kind: 'reply', stream: { resetAfter: 3 } });
    const error = await rejection(collect(stream()));
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect((error as { code?: string }).code).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
  });

  it('reports a clean close before the terminal event as a premature close', async () => {
    fake().enqueue({ kind: 'reply', stream: { endAfter: 2 } });
    const error = (await rejection(collect(stream()))) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/premature close/);
    expect(error.status).toBeUndefined();
  });

  it('turns non-SSE bytes into a clear malformed-stream UpstreamError', async () => {
    fake().enqueue({
      kind: 'reply',
      stream: { garbageAfter: { frames: 2, text: '<html><body>502 Bad Gateway</body></html>\n' } },
    });
    const error = (await rejection(collect(stream()))) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/unparseable event stream/);
    expect(error.body).toContain('502 Bad Gateway');
  });

  it('turns SSE data that is not JSON into a malformed-stream UpstreamError', async () => {
    fake().enqueue({ kind: 'raw', steps: ['data: {"truncated": \n\n'] });
    const error = (await rejection(collect(stream()))) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/not JSON/);
  });

  it('reads a JSON error sent with 200 instead of a stream', async () => {
    fake().enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(OVERLOADED[wire])],
    });
    const error = (await rejection(collect(stream()))) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(JSON.parse(error.body!)).toEqual(OVERLOADED[wire]);
  });

  it('closes the upstream connection at once when the caller aborts', async () => {
    fake().enqueue({ kind: 'reply', stream: { neverEnd: true } });
    const controller = new AbortController();
    const before = fake().requests.length;
    const iterator = stream(controller.signal)[Symbol.asyncIterator]();
    await iterator.next();
    const received = fake().requests[before]!;
    const reason = new DOMException('caller went away', 'AbortError');
    const pending = iterator.next().then(async function drain(result): Promise<unknown> {
      return result.done ? result : iterator.next().then(drain);
    });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await received.closed;
    expect(received.clientAborted()).toBe(true);
  });

  it('releases the connection when iteration ends early', async () => {
    fake().enqueue({ kind: 'reply', stream: { neverEnd: true } });
    const before = fake().requests.length;
    for await (const event of stream()) {
      if (event.type === 'start') break;
    }
    const received = fake().requests[before]!;
    await received.closed;
    expect(received.clientAborted()).toBe(true);
  });

  it('aborts a hung stream (headers sent, no bytes) when the signal fires', async () => {
    fake().enqueue({ kind: 'hang' });
    const controller = new AbortController();
    const before = fake().requests.length;
    const pending = collect(stream(controller.signal));
    await fake().waitForPause();
    controller.abort(new DOMException('idle watchdog', 'TimeoutError'));
    const error = await rejection(pending);
    expect((error as DOMException).name).toBe('TimeoutError');
    await fake().requests[before]!.closed;
    await fake().release();
  });

  it('keeps the connection for the next stream once the terminal event was read', async () => {
    const separate = await startFakeProvider({ wire });
    const own = adapterFor(separate, { clock });
    try {
      for (let index = 0; index < 8; index++) await collect(own.stream(request, callFor(wire)));
      // undici may open a second socket while the first is still being marked free; never more.
      expect(separate.connectionsAccepted).toBeLessThanOrEqual(2);
      for (const received of separate.requests) expect(received.clientAborted()).toBe(false);
    } finally {
      await own.close?.();
      await separate.close();
    }
  });

  it('rejects with the reason at once when the signal is already aborted', async () => {
    const controller = new AbortController();
    const reason = new DOMException('cancelled before the call', 'AbortError');
    controller.abort(reason);
    await expect(collect(stream(controller.signal))).rejects.toBe(reason);
    await expect(adapter().chat(request, callFor(wire, controller.signal))).rejects.toBe(reason);
  });

  it('aborts while waiting for the response headers', async () => {
    fake().enqueue({ kind: 'hang', headers: false });
    const controller = new AbortController();
    const before = fake().requests.length;
    const outcome = rejection(collect(stream(controller.signal)));
    await fake().waitForPause();
    const reason = new DOMException('caller went away', 'AbortError');
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await fake().requests[before]!.closed;
    expect(fake().requests[before]!.clientAborted()).toBe(true);
    await fake().release();
  });

  it('never puts the key in the URL or the body', async () => {
    fake().enqueue({ kind: 'reply' });
    await collect(stream());
    const received = fake().requests.at(-1)!;
    expect(received.url).not.toContain(KEYS[wire]);
    expect(received.bodyText).not.toContain(KEYS[wire]);
    expect(Object.values(received.headers)).toContainEqual(expect.stringContaining(KEYS[wire]));
  });
});

describe('non-streamed calls', () => {
  it('reuses one keep-alive connection for sequential calls', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const adapter = adapterFor(fake);
    try {
      for (let index = 0; index < 10; index++) await adapter.chat(request, callFor('openai'));
      expect(fake.requests).toHaveLength(10);
      // undici may open a second socket while the first is still being marked free; never more.
      expect(fake.connectionsAccepted).toBeLessThanOrEqual(2);
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });

  it('times out a whole call on the injected clock with a TimeoutError and closes the connection', async () => {
    const fake = await startFakeProvider({ wire: 'anthropic' });
    const manual = new ManualClock();
    const adapter = adapterFor(fake, { clock: manual, options: { timeoutMs: 45_000 } });
    try {
      fake.enqueue({ kind: 'hang', headers: false });
      const outcome = rejection(adapter.chat(request, callFor('anthropic')));
      await fake.waitForPause();
      await manual.advance(44_999);
      expect(fake.requests[0]!.clientAborted()).toBe(false);
      await manual.advance(1);
      const error = (await outcome) as DOMException;
      expect(error.name).toBe('TimeoutError');
      await fake.requests[0]!.closed;
      expect(fake.requests[0]!.clientAborted()).toBe(true);
      expect(manual.pending).toBe(0);
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });

  it('leaves no timer behind after a successful call', async () => {
    const fake = await startFakeProvider({ wire: 'gemini' });
    const manual = new ManualClock();
    const adapter = adapterFor(fake, { clock: manual });
    try {
      await adapter.chat(request, callFor('gemini'));
      expect(manual.pending).toBe(0);
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });

  it('propagates a connection reset before the response unchanged', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const adapter = adapterFor(fake);
    try {
      fake.enqueue({ kind: 'reset' });
      const error = await rejection(adapter.chat(request, callFor('openai')));
      expect(error).not.toBeInstanceOf(UpstreamError);
      expect((error as { code?: string }).code).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });

  it('propagates a refused connection unchanged', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const adapter = adapterFor(fake);
    await fake.close();
    try {
      const error = await rejection(adapter.chat(request, callFor('openai')));
      expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    } finally {
      await adapter.close?.();
    }
  });

  it('bounds the kept error body at 64 KB and scrubs an echoed key', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const adapter = adapterFor(fake);
    try {
      fake.enqueue(
        {
          kind: 'error',
          status: 500,
          body: { error: { message: 'x'.repeat(100_000) } },
        },
        {
          kind: 'error',
          status: 401,
          body: {
            error: {
              message: `Incorrect API key provided: ${KEYS.openai}.`,
              code: 'invalid_api_key',
            },
          },
        },
      );
      const large = (await rejection(adapter.chat(request, callFor('openai')))) as UpstreamError;
      expect(large.status).toBe(500);
      expect(large.body).toHaveLength(64 * 1024);
      expect(large.message.length).toBeLessThan(400);
      const echoed = (await rejection(adapter.chat(request, callFor('openai')))) as UpstreamError;
      expect(echoed.status).toBe(401);
      expect(echoed.body).not.toContain(KEYS.openai);
      expect(echoed.message).not.toContain(KEYS.openai);
      expect(JSON.parse(echoed.body!).error.code).toBe('invalid_api_key');
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });

  it('keeps a plain-text error body as raw text', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const adapter = adapterFor(fake);
    try {
      fake.enqueue({
        kind: 'error',
        status: 502,
        body: '<html>502 Bad Gateway</html>',
        headers: { 'cf-ray': '8a1b2c3d4e5f-SJC' },
      });
      const error = (await rejection(adapter.chat(request, callFor('openai')))) as UpstreamError;
      expect(error.status).toBe(502);
      expect(error.body).toBe('<html>502 Bad Gateway</html>');
      expect(error.headers['content-type']).toContain('text/plain');
    } finally {
      await adapter.close?.();
      await fake.close();
    }
  });
});
