import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../core/errors.js';
import type { ChatRequest, StreamEvent } from '../core/model.js';
import { flushMicrotasks, ManualClock } from './manual-clock.js';
import { recordingEvents } from './recording-events.js';
import { scriptedAdapter, scriptedHttpError } from './scripted-adapter.js';

const request: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'hi' }] };
const options = (signal = new AbortController().signal) => ({
  signal,
  model: 'm1',
  credential: { id: 'key#1', index: 0, secret: 's' },
});

describe('scriptedAdapter', () => {
  it('follows the script, then the fallback step, and records calls without secrets', async () => {
    const clock = new ManualClock();
    const adapter = scriptedAdapter({
      clock,
      script: [{ status: 429, headers: { 'Retry-After': '3' } }, { text: 'hello' }],
    });
    const failure = await adapter.chat(request, options()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).status).toBe(429);
    expect((failure as UpstreamError).headers).toEqual({ 'retry-after': '3' });
    await expect(adapter.chat(request, options())).resolves.toMatchObject({
      content: [{ type: 'text', text: 'hello' }],
    });
    await expect(adapter.chat(request, options())).resolves.toMatchObject({
      content: [{ type: 'text', text: 'ok' }],
    });
    expect(adapter.calls.map((call) => [call.kind, call.model, call.credential])).toEqual([
      ['chat', 'm1', 'key#1'],
      ['chat', 'm1', 'key#1'],
      ['chat', 'm1', 'key#1'],
    ]);
    expect(JSON.stringify(adapter.calls)).not.toContain('"s"');
  });

  it('streams with pauses on the clock and honours aborts', async () => {
    const clock = new ManualClock();
    const adapter = scriptedAdapter({
      clock,
      script: [
        { stream: [{ type: 'text', text: 'a' }, { pauseMs: 1_000 }, { type: 'text', text: 'b' }] },
        { hang: true },
      ],
    });
    const events: StreamEvent[] = [];
    const reading = (async () => {
      for await (const event of adapter.stream(request, options())) events.push(event);
    })();
    await flushMicrotasks();
    expect(events).toEqual([{ type: 'text', text: 'a' }]);
    await clock.advance(1_000);
    await reading;
    expect(events).toHaveLength(2);
    const controller = new AbortController();
    const hung = adapter.chat(request, options(controller.signal)).catch((error: unknown) => error);
    await flushMicrotasks();
    expect(adapter.inFlight).toBe(1);
    controller.abort(new Error('stop'));
    expect(await hung).toMatchObject({ message: 'stop' });
    expect(adapter.calls[1]?.abortedAtMs).toBe(clock.now());
    expect(adapter.inFlight).toBe(0);
  });

  it('turns a complete response into stream events and a stream script into a response', async () => {
    const clock = new ManualClock();
    const adapter = scriptedAdapter({
      clock,
      script: [
        { text: 'whole' },
        {
          stream: [
            { type: 'text', text: 'x' },
            { type: 'text', text: 'y' },
          ],
        },
      ],
    });
    const events: StreamEvent[] = [];
    for await (const event of adapter.stream(request, options())) events.push(event);
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'finish']);
    await expect(adapter.chat(request, options())).resolves.toMatchObject({
      content: [{ type: 'text', text: 'xy' }],
    });
  });

  it('scriptedHttpError keeps the raw body text', () => {
    expect(scriptedHttpError({ status: 500, body: { error: { message: 'boom' } } }).body).toBe(
      '{"error":{"message":"boom"}}',
    );
  });
});

describe('recordingEvents', () => {
  it('records, filters by type and clears', () => {
    const recorded = recordingEvents();
    recorded.listener({ type: 'stall', requestId: 'r', timeMs: 0, target: 't', gapMs: 30_000 });
    recorded.listener({ type: 'budget_exhausted', requestId: 'r', timeMs: 0, scope: 's' });
    expect(recorded.types()).toEqual(['stall', 'budget_exhausted']);
    expect(recorded.ofType('stall')[0]?.gapMs).toBe(30_000);
    recorded.clear();
    expect(recorded.events).toEqual([]);
  });
});
