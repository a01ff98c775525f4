import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import type { StreamEvent } from '../../core/model.js';
import type { EventSourceMessage } from '../shared/sse.js';
import { fromAnthropicStream } from './anthropic-stream.js';

const SOURCE = { provider: 'anthropic', model: 'claude-x' };

const frames = {
  start: {
    type: 'message_start',
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-x',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 5, output_tokens: 1 },
    },
  },
  blockStart: { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  ping: { type: 'ping' },
  delta: (text: string) => ({
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'text_delta', text },
  }),
  blockStop: { type: 'content_block_stop', index: 0 },
  messageDelta: {
    type: 'message_delta',
    delta: { stop_reason: 'end_turn', stop_sequence: null },
    usage: { output_tokens: 3 },
  },
  stop: { type: 'message_stop' },
  error: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
};

/** Each inner list is one read of the upstream body. */
async function* reads(
  groups: readonly (readonly Record<string, unknown>[])[],
): AsyncGenerator<readonly EventSourceMessage[]> {
  for (const group of groups)
    yield group.map((data) => ({
      event: String(data.type),
      data: JSON.stringify(data),
      id: undefined,
    }));
}

async function collect(
  groups: readonly (readonly Record<string, unknown>[])[],
  passthrough: boolean,
): Promise<{ events: StreamEvent[]; error: unknown }> {
  const events: StreamEvent[] = [];
  try {
    for await (const event of fromAnthropicStream(reads(groups), SOURCE, 'req_1', { passthrough }))
      events.push(event);
    return { events, error: undefined };
  } catch (error) {
    return { events, error };
  }
}

const strip = (events: StreamEvent[]) =>
  events.map(({ wire: _wire, ...event }) => event as StreamEvent);

describe('fromAnthropicStream, pass-through', () => {
  const whole = [
    frames.start,
    frames.blockStart,
    frames.ping,
    frames.delta('Hel'),
    frames.delta('lo'),
    frames.blockStop,
    frames.messageDelta,
    frames.stop,
  ];

  it('yields one read as few events: adjacent text merged, the last event carrying every chunk', async () => {
    const { events, error } = await collect([whole], true);
    expect(error).toBeUndefined();
    expect(strip(events)).toEqual([
      {
        type: 'start',
        id: 'msg_1',
        model: 'claude-x',
        requestId: 'req_1',
        usage: { inputTokens: 5, outputTokens: 1 },
      },
      { type: 'text', text: 'Hello' },
      {
        type: 'finish',
        finishReason: 'stop',
        anthropicStop: { reason: 'end_turn', sequence: null },
        usage: { inputTokens: 5, outputTokens: 3 },
      },
    ]);
    expect(events.slice(0, -1).map((event) => event.wire)).toEqual([[], []]);
    const wire = events.at(-1)?.wire ?? [];
    // Pings are not forwarded; every other upstream event is, in order, with its own events.
    expect(wire.map((chunk) => chunk.json.type)).toEqual(
      whole.filter((frame) => frame !== frames.ping).map((frame) => frame.type),
    );
    expect(wire.map((chunk) => chunk.events.map((event) => event.type))).toEqual([
      ['start'],
      [],
      ['text'],
      ['text'],
      [],
      [],
      ['finish'],
    ]);
  });

  it('gives the same events as the normalized stream, read by read', async () => {
    const oneByOne = whole.map((frame) => [frame]);
    const normalized = await collect(oneByOne, false);
    const passed = await collect(oneByOne, true);
    expect(strip(passed.events)).toEqual(normalized.events);
    // A read that produced no event (content_block_stop, message_delta) rides on the next one.
    expect(passed.events.at(-1)?.wire?.map((chunk) => chunk.json.type)).toEqual([
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
  });

  it('an error event inside a read: the events before it reach the caller first', async () => {
    const { events, error } = await collect(
      [[frames.start, frames.blockStart, frames.delta('Hi'), frames.error]],
      true,
    );
    expect(strip(events).map((event) => event.type)).toEqual(['start', 'text']);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).body).toContain('overloaded_error');
  });
});
