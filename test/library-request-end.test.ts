/**
 * Every request that sent `request` sends exactly one `end`, however it ended — also where no
 * attempt closes it (every target cooling, the caller's abort during a wait, a failed compress, a
 * stream the caller stopped reading), which left tracers with spans that never ended.
 */
import { describe, expect, it } from 'vitest';
import { NoTargetAvailableError, RetryExhaustedError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { drain, harness, REQUEST, settle } from './engine-harness.js';

const REVOKED = {
  status: 401,
  body: { error: { message: 'API key revoked', code: 'invalid_api_key' } },
};
const BUSY = { status: 503, body: 'busy' };

async function outcome(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => value,
    (error: unknown) => error,
  );
}

function ends(h: ReturnType<typeof harness>) {
  return h.events.ofType('end');
}

describe('library: the end event', () => {
  it('a success ends ok, after its success event, with the attempts and the whole time', async () => {
    const h = harness([{ script: [BUSY, { text: 'ok' }] }], { breaker: false });
    const startMs = h.clock.now();
    await settle(h.clock, h.client.chat(REQUEST));
    const [end] = ends(h);
    expect(ends(h)).toHaveLength(1);
    expect(end).toMatchObject({ ok: true, attempts: 2, durationMs: h.clock.now() - startMs });
    expect(end?.stopReason).toBeUndefined();
    expect(h.events.events.at(-1)?.type).toBe('end');
    expect(h.events.events.at(-2)?.type).toBe('success');
    expect(end?.requestId).toBe(h.events.ofType('request')[0]?.requestId);
  });

  it('a request that runs out of retries ends with its stop reason', async () => {
    const h = harness([{ script: () => ({ status: 400, body: { error: { message: 'bad' } } }) }]);
    expect(await outcome(settle(h.clock, h.client.chat(REQUEST)))).toBeInstanceOf(
      RetryExhaustedError,
    );
    expect(ends(h)).toEqual([expect.objectContaining({ ok: false, stopReason: 'not_retryable' })]);
  });

  it('every target cooling: no attempt, and still an end (no_target_available)', async () => {
    const h = harness([{ script: () => REVOKED, keys: ['sk-only-key-1'] }], { breaker: false });
    await outcome(settle(h.clock, h.client.chat(REQUEST)));
    expect(await outcome(settle(h.clock, h.client.chat(REQUEST)))).toBeInstanceOf(
      NoTargetAvailableError,
    );
    const [, second] = ends(h);
    expect(ends(h)).toHaveLength(2);
    expect(second).toMatchObject({ ok: false, attempts: 0, stopReason: 'no_target_available' });
  });

  it("the caller's abort during a retry wait ends the request (aborted)", async () => {
    const h = harness([{ script: () => BUSY }], { breaker: false });
    const controller = new AbortController();
    const pending = outcome(h.client.chat(REQUEST, { signal: controller.signal }));
    await h.clock.advanceToNext();
    await new Promise((resolve) => setImmediate(resolve));
    expect(h.events.ofType('retry').length).toBeGreaterThan(0);
    controller.abort(new Error('caller gone'));
    await settle(h.clock, pending);
    expect(ends(h)).toEqual([expect.objectContaining({ ok: false, stopReason: 'aborted' })]);
  });

  it('a compress hook that fails ends the request (context_overflow)', async () => {
    const request: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: 'a' },
        { role: 'assistant', content: 'b' },
        { role: 'user', content: 'c' },
      ],
    };
    const overflow = {
      status: 400,
      body: {
        error: {
          message: 'maximum context length is 8192 tokens',
          code: 'context_length_exceeded',
        },
      },
    };
    const h = harness([{ script: () => overflow }], {
      compress: async () => Promise.reject(new Error('summarizer down')),
    });
    await outcome(settle(h.clock, h.client.chat(request)));
    expect(ends(h)).toEqual([
      expect.objectContaining({ ok: false, stopReason: 'context_overflow' }),
    ]);
  });

  it('streams: a finished stream ends ok; one the caller stops reading ends aborted', async () => {
    const events = [
      { type: 'text', text: 'a' },
      { type: 'text', text: 'b' },
      { type: 'finish', finishReason: 'stop' },
    ] as const;
    const h = harness([{ script: () => ({ stream: events }) }]);
    const { error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeUndefined();
    expect(ends(h)).toEqual([expect.objectContaining({ ok: true, attempts: 1 })]);
    const read = (async () => {
      for await (const event of h.client.stream(REQUEST)) if (event.type === 'text') break;
    })();
    await settle(h.clock, read);
    expect(ends(h)).toHaveLength(2);
    expect(ends(h)[1]).toMatchObject({ ok: false, stopReason: 'aborted' });
    // The end comes last, after the cut attempt's own error event.
    expect(h.events.types().slice(-2)).toEqual(['error', 'end']);
  });
});
