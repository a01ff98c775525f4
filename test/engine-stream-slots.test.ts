/**
 * A streamed request that retried holds one of the budget's `minRetries` concurrent retry slots;
 * it must give it back on every way a stream can end, or the floor is gone for the rest of the
 * process (later requests then fail with `budget_exhausted` on their first failure).
 */
import { describe, expect, it } from 'vitest';
import { RetryExhaustedError, StreamInterruptedError } from '../src/core/errors.js';
import type { StreamEvent } from '../src/core/model.js';
import { flushMicrotasks } from '../src/testing/manual-clock.js';
import type { ScriptStep } from '../src/testing/scripted-adapter.js';
import { drain, harness, REQUEST, settle } from './engine-harness.js';

const START: StreamEvent = { type: 'start', id: 's1', model: 'model-0' };
const FINISH: StreamEvent = { type: 'finish', finishReason: 'stop' };
const text = (value: string): StreamEvent => ({ type: 'text', text: value });
const SERVER_ERROR: ScriptStep = { status: 500, body: { error: { message: 'boom' } } };

/**
 * A single target whose first call fails (so the stream retries and takes the only slot: ratio 0,
 * one slot), then `streamSteps`, then a chat that fails once and needs the slot to retry.
 */
function slotHarness(streamSteps: readonly ScriptStep[]) {
  return harness([{ script: [SERVER_ERROR, ...streamSteps, SERVER_ERROR, { text: 'chat ok' }] }], {
    breaker: false,
    budget: { ratio: 0, minRetries: 1, windowMs: 10_000 },
  });
}

/** The follow-up chat retries once: it succeeds only if the stream gave its slot back. */
async function chatAfter(
  h: ReturnType<typeof harness>,
  kinds: readonly string[] = ['stream', 'stream', 'chat', 'chat'],
): Promise<void> {
  const result = await settle(h.clock, h.client.chat(REQUEST));
  expect(h.adapters[0]!.calls.map((call) => call.kind)).toEqual(kinds);
  expect(result.content).toEqual([{ type: 'text', text: 'chat ok' }]);
  expect(result.attempts.map((attempt) => attempt.action)).toEqual(['retry', 'success']);
  expect(h.events.ofType('budget_exhausted')).toEqual([]);
}

describe('engine stream: the retry slot is released on every exit path', () => {
  it('a stream that retried and completed', async () => {
    const h = slotHarness([{ stream: [START, text('a'), FINISH] }]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(events).toEqual([START, text('a'), FINISH]);
    await chatAfter(h);
  });

  it('several streams that retried in a row (the floor is not used up)', async () => {
    const h = harness(
      [
        {
          script: [
            SERVER_ERROR,
            { stream: [START, text('1'), FINISH] },
            SERVER_ERROR,
            { stream: [START, text('2'), FINISH] },
            SERVER_ERROR,
            { stream: [START, text('3'), FINISH] },
            SERVER_ERROR,
            { text: 'chat ok' },
          ],
        },
      ],
      { breaker: false, budget: { ratio: 0, minRetries: 1, windowMs: 10_000 } },
    );
    for (const expected of ['1', '2', '3']) {
      const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
      expect(error).toBeUndefined();
      expect(events).toContainEqual(text(expected));
    }
    await chatAfter(h, [...Array<string>(6).fill('stream'), 'chat', 'chat']);
  });

  it('a stream that retried and then failed before output', async () => {
    const h = slotHarness([{ status: 400, body: { error: { message: 'bad request' } } }]);
    const { error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeDefined();
    await chatAfter(h);
  });

  it('a stream that retried and then failed after output', async () => {
    const h = slotHarness([
      { stream: [START, text('a'), { throws: new Error('socket hang up') }] },
    ]);
    const { events, error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(events).toEqual([START, text('a')]);
    expect(error).toBeInstanceOf(StreamInterruptedError);
    await chatAfter(h);
  });

  it('a stream aborted by its caller while it waits to retry', async () => {
    // The stream never makes its second call: the chat's calls are indices 1 and 2.
    const h = slotHarness([]);
    const controller = new AbortController();
    const reason = new Error('client went away');
    const iterator = h.client
      .stream(REQUEST, { signal: controller.signal })
      [Symbol.asyncIterator]();
    const pending = iterator.next().catch((error: unknown) => error);
    // The first call failed and the retry waits on the clock, holding the slot.
    await sleepingAfter(h, 1);
    controller.abort(reason);
    expect(await pending).toBe(reason);
    expect(h.adapters[0]!.calls).toHaveLength(1);
    await chatAfter(h, ['stream', 'chat', 'chat']);
  });

  it('a stream that retried and was aborted by its caller after output', async () => {
    const h = slotHarness([{ stream: [START, text('a'), { pauseMs: 60_000 }, text('b'), FINISH] }]);
    const controller = new AbortController();
    const reason = new Error('client went away');
    const iterator = h.client
      .stream(REQUEST, { signal: controller.signal })
      [Symbol.asyncIterator]();
    const first = await settle(h.clock, iterator.next());
    expect(first.value).toEqual(START);
    expect((await iterator.next()).value).toEqual(text('a'));
    const pending = iterator.next().catch((error: unknown) => error);
    controller.abort(reason);
    expect(await pending).toBe(reason);
    await chatAfter(h);
  });

  it('a stream that retried and whose consumer broke out of the loop (return())', async () => {
    const h = slotHarness([{ stream: [START, text('a'), { pauseMs: 60_000 }, text('b'), FINISH] }]);
    const seen: StreamEvent[] = [];
    const consume = (async () => {
      for await (const event of h.client.stream(REQUEST)) {
        seen.push(event);
        if (event.type === 'text') break;
      }
    })();
    await settle(h.clock, consume);
    expect(seen).toEqual([START, text('a')]);
    await chatAfter(h);
  });

  it('control: while a stream is retrying it holds the slot, so a failing chat has none', async () => {
    const h = harness(
      [{ script: [SERVER_ERROR, SERVER_ERROR, { stream: [START, text('a'), FINISH] }] }],
      { breaker: false, budget: { ratio: 0, minRetries: 1, windowMs: 10_000 } },
    );
    const streaming = drain(h.clock, h.client.stream(REQUEST));
    await sleepingAfter(h, 1);
    // The chat's call (index 1) fails while the stream holds the only slot.
    const chat = await settle(
      h.clock,
      h.client.chat(REQUEST).catch((error: unknown) => error),
    );
    expect(chat).toBeInstanceOf(RetryExhaustedError);
    expect((chat as RetryExhaustedError).stopReason).toBe('budget_exhausted');
    expect((await streaming).error).toBeUndefined();
  });
});

/** Runs microtasks until the adapter has seen `calls` calls and a retry wait is pending. */
async function sleepingAfter(h: ReturnType<typeof harness>, calls: number): Promise<void> {
  for (let round = 0; round < 100; round++) {
    await flushMicrotasks();
    if (h.adapters[0]!.calls.length === calls && h.clock.pending > 0) return;
  }
  throw new Error('the request never started waiting');
}
