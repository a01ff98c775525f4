import { describe, expect, it } from 'vitest';
import { StreamInterruptedError } from '../src/core/errors.js';
import type { StreamEvent } from '../src/core/model.js';
import { flushMicrotasks } from '../src/testing/manual-clock.js';
import { scriptedHttpError } from '../src/testing/scripted-adapter.js';
import { drain, harness, REQUEST } from './engine-harness.js';

const START: StreamEvent = { type: 'start', id: 's1', model: 'model-0' };
const FINISH: StreamEvent = { type: 'finish', finishReason: 'stop' };
const text = (value: string): StreamEvent => ({ type: 'text', text: value });

describe('engine stream: happy path', () => {
  it('yields the events; target and attempts are set once the first event is yielded', async () => {
    const h = harness([{ script: [{ stream: [START, text('Hel'), text('lo'), FINISH] }] }]);
    const stream = h.client.stream(REQUEST);
    expect(stream.target).toBeUndefined();
    const iterator = stream[Symbol.asyncIterator]();
    const first = await iterator.next();
    expect(first.value).toEqual(START);
    expect(stream.target).toBe('chat[0]:scripted/model-0');
    expect(stream.attempts.map((attempt) => attempt.action)).toEqual(['success']);
    const rest: StreamEvent[] = [];
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      rest.push(next.value);
    }
    expect(rest).toEqual([text('Hel'), text('lo'), FINISH]);
    expect(h.events.types()).toEqual(['request', 'attempt', 'success', 'end']);
    expect(h.clock.pending).toBe(0);
  });

  it('an error before output recovers like any error (a 529, then a good stream)', async () => {
    const h = harness([{ script: [{ status: 529 }, { stream: [START, text('ok'), FINISH] }] }]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(events).toEqual([START, text('ok'), FINISH]);
    expect(h.adapters[0]!.calls).toHaveLength(2);
  });

  it('an error event inside a 200 stream before output is classified and retried', async () => {
    const overloaded = scriptedHttpError({
      status: 529,
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    });
    const h = harness([
      {
        script: [
          { stream: [START, { throws: overloaded }] },
          { stream: [START, text('fine'), FINISH] },
        ],
      },
    ]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    // The first attempt's buffered `start` never reached the caller.
    expect(events).toEqual([START, text('fine'), FINISH]);
  });

  it('a 40 s pause emits stall and completes', async () => {
    const h = harness([
      { script: [{ stream: [START, text('a'), { pauseMs: 40_000 }, text('b'), FINISH] }] },
    ]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(events).toEqual([START, text('a'), text('b'), FINISH]);
    expect(h.events.ofType('stall')).toEqual([
      expect.objectContaining({ gapMs: 30_000, target: 'chat[0]:scripted/model-0' }),
    ]);
    expect(h.events.ofType('idle_timeout')).toEqual([]);
    expect(h.clock.pending).toBe(0);
  });
});

describe('engine stream: idle watchdog', () => {
  it('stream idle before output falls back to a non-streaming call', async () => {
    const h = harness([
      {
        script: [
          { stream: [START, { pauseMs: 10 * 60_000 }, text('late')] },
          { text: 'whole answer' },
        ],
      },
    ]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(events.filter((event) => event.type === 'text')).toEqual([text('whole answer')]);
    const calls = h.adapters[0]!.calls;
    expect(calls.map((call) => call.kind)).toEqual(['stream', 'chat']);
    // The silent upstream was aborted after exactly 90 s.
    expect(calls[0]!.abortedAtMs! - calls[0]!.startedAtMs).toBe(90_000);
    expect(h.events.ofType('idle_timeout')).toEqual([
      expect.objectContaining({ idleMs: 90_000, delivered: false }),
    ]);
    expect(h.clock.pending).toBe(0);
  });

  it('with the non-streaming fallback off, an idle stream is retried as a stream', async () => {
    const h = harness([{ script: [{ hang: true }, { stream: [START, text('ok'), FINISH] }] }], {
      stream: { nonStreamingFallback: false, idleTimeoutMs: 10_000 },
    });
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(events).toContainEqual(text('ok'));
    expect(h.adapters[0]!.calls.map((call) => call.kind)).toEqual(['stream', 'stream']);
    expect(h.adapters[0]!.calls[0]!.abortedAtMs! - h.adapters[0]!.calls[0]!.startedAtMs).toBe(
      10_000,
    );
  });

  it('stream idle after output throws StreamInterruptedError with the partial text and never restarts', async () => {
    const h = harness([
      {
        script: [
          {
            stream: [
              START,
              text('Hello '),
              {
                type: 'tool_call',
                index: 0,
                id: 'call_1',
                name: 'search',
                argumentsDelta: '{"q":',
              },
              text('wor'),
              { pauseMs: 10 * 60_000 },
              text('ld'),
            ],
          },
        ],
      },
    ]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(events.filter((event) => event.type === 'text')).toEqual([text('Hello '), text('wor')]);
    expect(error).toBeInstanceOf(StreamInterruptedError);
    const interrupted = error as StreamInterruptedError;
    expect(interrupted.partial).toEqual({
      text: 'Hello wor',
      toolCalls: [{ id: 'call_1', name: 'search', arguments: '{"q":' }],
    });
    expect(interrupted.classification.category).toBe('stream.idle_timeout');
    expect(interrupted.classification.reason).toBe('timeout');
    expect(h.adapters[0]!.calls).toHaveLength(1);
    expect(h.adapters[0]!.calls[0]!.abortedAtMs).toBeDefined();
    expect(h.events.ofType('idle_timeout')).toEqual([expect.objectContaining({ delivered: true })]);
    expect(h.clock.pending).toBe(0);
  });

  it('an adapter error after output ends with StreamInterruptedError carrying its classification', async () => {
    const reset = Object.assign(new TypeError('terminated'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    const h = harness([{ script: [{ stream: [START, text('part'), { throws: reset }] }] }]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(events).toEqual([START, text('part')]);
    expect(error).toBeInstanceOf(StreamInterruptedError);
    expect((error as StreamInterruptedError).partial.text).toBe('part');
    expect((error as StreamInterruptedError).classification.reason).toBe('timeout');
    expect(h.adapters[0]!.calls).toHaveLength(1);
  });

  it('a stream interrupted after output fails with its full attempt history (the failure included)', async () => {
    const reset = Object.assign(new TypeError('terminated'), {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    const h = harness([
      {
        keys: ['sk-one-aaaaaaaaaaaaaaaaaaaa'],
        script: [
          { status: 529 },
          { stream: [START, text('part'), { pauseMs: 2_000 }, { throws: reset }] },
        ],
      },
    ]);
    const stream = h.client.stream(REQUEST);
    const { error } = await drain(h.clock, stream);
    const interrupted = error as StreamInterruptedError;
    expect(interrupted).toBeInstanceOf(StreamInterruptedError);
    const history = interrupted.attempts.map((record) => ({
      attempt: record.attempt,
      action: record.action,
      reason: record.classification.reason,
      credential: record.credential,
    }));
    expect(history).toEqual([
      { attempt: 1, action: 'retry', reason: 'overloaded', credential: 'key#1' },
      { attempt: 2, action: 'success', reason: 'unknown', credential: 'key#1' },
      { attempt: 2, action: 'fail', reason: 'timeout', credential: 'key#1' },
    ]);
    const last = interrupted.attempts.at(-1)!;
    expect(last.classification).toBe(interrupted.classification);
    expect(last.startedAtMs).toBe(interrupted.attempts[1]!.startedAtMs);
    expect(last.durationMs).toBeGreaterThanOrEqual(2_000);
    // The stream's own history is the same array: the caller sees the failure there too.
    expect(stream.attempts.map((record) => record.action)).toEqual(['retry', 'success', 'fail']);
  });

  it('an idle timeout after output is recorded as the final failure of the attempt', async () => {
    const h = harness([{ script: [{ stream: [START, text('a'), { pauseMs: 10 * 60_000 }] }] }]);
    const { error } = await drain(h.clock, h.client.stream(REQUEST));
    const interrupted = error as StreamInterruptedError;
    expect(interrupted.attempts.map((record) => record.action)).toEqual(['success', 'fail']);
    expect(interrupted.attempts.at(-1)!.classification.category).toBe('stream.idle_timeout');
  });
});

describe('engine stream: cancellation', () => {
  it('a caller abort mid-stream aborts upstream at once and rethrows the reason', async () => {
    const h = harness([
      { script: [{ stream: [START, text('a'), { pauseMs: 60_000 }, text('b')] }] },
    ]);
    const controller = new AbortController();
    const iterator = h.client
      .stream(REQUEST, { signal: controller.signal })
      [Symbol.asyncIterator]();
    await iterator.next();
    await iterator.next();
    const pending = iterator.next().catch((error: unknown) => error);
    await flushMicrotasks();
    const reason = new Error('client went away');
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(h.adapters[0]!.calls[0]!.abortedAtMs).toBe(h.clock.now());
    await flushMicrotasks();
    expect(h.clock.pending).toBe(0);
    // The cut call is in the events once, as the caller's abort (metrics count every call).
    expect(h.events.ofType('error')).toEqual([
      expect.objectContaining({
        attempt: 1,
        final: true,
        classification: expect.objectContaining({ reason: 'aborted' }),
      }),
    ]);
  });

  it('breaking out of the loop aborts upstream and leaves no timer', async () => {
    const h = harness([
      { script: [{ stream: [START, text('a'), { pauseMs: 60_000 }, text('b')] }] },
    ]);
    const seen: string[] = [];
    for await (const event of h.client.stream(REQUEST)) {
      seen.push(event.type === 'text' ? event.text : event.type);
      if (event.type === 'text') break;
    }
    await flushMicrotasks();
    expect(seen).toEqual(['start', 'a']);
    expect(h.adapters[0]!.calls[0]!.abortedAtMs).toBeDefined();
    // Aborted at the break, not when the 60 s pause would have ended.
    expect(h.adapters[0]!.calls[0]!.abortedAtMs).toBe(h.clock.now());
    expect(h.adapters[0]!.calls).toHaveLength(1);
    expect(h.clock.pending).toBe(0);
    expect(h.events.ofType('error')).toEqual([
      expect.objectContaining({ classification: expect.objectContaining({ reason: 'aborted' }) }),
    ]);
    expect(h.events.ofType('success')).toEqual([]);
  });
});
