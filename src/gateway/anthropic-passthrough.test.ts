import { describe, expect, it } from 'vitest';
import type { StreamEvent, WireChunk } from '../core/model.js';
import {
  forwardChunks,
  INITIAL_STREAM_STATE,
  type MessagesStreamState,
  passThroughMessage,
} from './anthropic-passthrough.js';
import { anthropicResponseText, createAnthropicStreamEncoder } from './anthropic-response.js';

const ID = 'msg_gateway-1';

/** An upstream chunk with the events the adapter translates it to (empty for most). */
function chunk(
  json: Record<string, unknown>,
  events: StreamEvent[] = [],
  text = JSON.stringify(json),
): WireChunk {
  return { format: 'anthropic-messages', text, json, events };
}

const messageStart = chunk({
  type: 'message_start',
  message: {
    id: 'msg_upstream',
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [],
    stop_reason: null,
    stop_sequence: null,
    usage: { input_tokens: 5, output_tokens: 1, service_tier: 'standard' },
  },
});
const textStart = (index: number) =>
  chunk({ type: 'content_block_start', index, content_block: { type: 'text', text: '' } });
const textDelta = (index: number, text: string) =>
  chunk({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } }, [
    { type: 'text', text },
  ]);
const blockStop = (index: number) => chunk({ type: 'content_block_stop', index });
const messageDelta = chunk({
  type: 'message_delta',
  delta: { stop_reason: 'end_turn', stop_sequence: null },
  usage: { output_tokens: 3 },
});
const messageStop = chunk({ type: 'message_stop' });

/** The SSE text a list of chunks is sent as upstream. */
function upstreamText(chunks: readonly WireChunk[]): string {
  return chunks.map((c) => `event: ${c.json.type}\ndata: ${c.text}\n\n`).join('');
}

/** Runs `forwardChunks` over groups of chunks, as the events of one stream carry them. */
function forwardAll(groups: readonly (readonly WireChunk[])[]): {
  text: string;
  state: MessagesStreamState;
} {
  let state = INITIAL_STREAM_STATE;
  let text = '';
  for (const group of groups) {
    const result = forwardChunks(group, state, ID);
    if (result === undefined) throw new Error(`refused: ${JSON.stringify(group)}`);
    state = result.state;
    text += result.text;
  }
  return { text, state };
}

describe('forwardChunks', () => {
  it('forwards a well-formed stream as sent, with our id in message_start only', () => {
    const citation = chunk({
      type: 'content_block_delta',
      index: 0,
      delta: {
        type: 'citations_delta',
        citation: { type: 'web_search_result_location', url: 'https://example.com', title: 'E' },
      },
    });
    const future = chunk({ type: 'message_annotation', note: 'newer than stayup' });
    const groups = [
      [messageStart],
      [textStart(0), textDelta(0, 'Hi')],
      [citation, future, textDelta(0, ' there')],
      [blockStop(0), messageDelta, messageStop],
    ];
    const { text, state } = forwardAll(groups);
    const expected = upstreamText(groups.flat()).replace('"id":"msg_upstream"', `"id":"${ID}"`);
    expect(text).toBe(expected);
    expect(state).toMatchObject({ started: true, blockIndex: 0, open: undefined, stopped: true });
  });

  it('counts tool_use blocks for the encoder that may take over', () => {
    const tool = chunk({
      type: 'content_block_start',
      index: 1,
      content_block: { type: 'tool_use', id: 'toolu_1', name: 'read', input: {} },
    });
    const { state } = forwardAll([[messageStart], [textStart(0), blockStop(0), tool]]);
    expect(state.open).toEqual({ kind: 'tool', toolIndex: 0 });
    expect(state.toolCount).toBe(1);
    expect(state.blockIndex).toBe(1);
  });

  it.each([
    ['a delta before its block starts', [[messageStart], [textDelta(0, 'x')]]],
    ['a block that skips an index', [[messageStart], [textStart(1)]]],
    ['a second block while one is open', [[messageStart], [textStart(0), textStart(1)]]],
    ['a delta for another index', [[messageStart], [textStart(0), textDelta(1, 'x')]]],
    ['message_stop with a block open', [[messageStart], [textStart(0), messageStop]]],
    ['message_delta with a block open', [[messageStart], [textStart(0), messageDelta]]],
    ['a second message_start', [[messageStart], [messageStart]]],
    ['anything before message_start', [[textStart(0)]]],
    ['anything after message_stop', [[messageStart], [messageDelta, messageStop, messageDelta]]],
    ['an event without a type', [[messageStart], [chunk({ index: 0 })]]],
    [
      'a message_start without usage (the SDKs read it)',
      [[chunk({ type: 'message_start', message: { id: 'm', content: [] } })]],
    ],
    [
      'a message_start without its content list (the SDKs push into it)',
      [[chunk({ type: 'message_start', message: { id: 'm', usage: {} } })]],
    ],
    [
      'a message_delta without usage',
      [[messageStart], [chunk({ type: 'message_delta', delta: { stop_reason: 'end_turn' } })]],
    ],
    [
      'a chunk of another format',
      [[messageStart], [{ ...textStart(0), format: 'openai-chat' } as WireChunk]],
    ],
  ])('refuses %s, and sends nothing of that group', (_name, groups) => {
    let state = INITIAL_STREAM_STATE;
    const last = groups.length - 1;
    for (const [index, group] of groups.entries()) {
      const result = forwardChunks(group, state, ID);
      if (index < last) {
        expect(result).toBeDefined();
        state = result!.state;
      } else {
        expect(result).toBeUndefined();
      }
    }
  });

  it('puts a data value that a relay pretty-printed back on one line', () => {
    const pretty = chunk(
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'a' } },
      [{ type: 'text', text: 'a' }],
      '{\n  "type": "content_block_delta",\n  "index": 0,\n  "delta": {"type": "text_delta", "text": "a"}\n}',
    );
    const { text } = forwardAll([[messageStart], [textStart(0), pretty]]);
    expect(text.endsWith(`data: ${JSON.stringify(pretty.json)}\n\n`)).toBe(true);
  });
});

describe('passThroughMessage', () => {
  const body = {
    id: 'msg_upstream',
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [
      {
        type: 'text',
        text: 'It shipped.',
        citations: [{ type: 'web_search_result_location', url: 'https://e.com', title: 'E' }],
      },
    ],
    stop_reason: 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 9, output_tokens: 4, server_tool_use: { web_search_requests: 1 } },
  };

  it('replaces the id at the front and keeps every other byte', () => {
    const text = JSON.stringify(body);
    const out = passThroughMessage({ format: 'anthropic-messages', text, json: body }, ID);
    expect(out).toBe(text.replace('"msg_upstream"', `"${ID}"`));
  });

  it('re-serializes a body laid out otherwise, with the id replaced', () => {
    const text = JSON.stringify(body, null, 2);
    const out = passThroughMessage({ format: 'anthropic-messages', text, json: body }, ID);
    expect(JSON.parse(out!)).toEqual({ ...body, id: ID });
  });

  it.each([
    ['not a message', { ...body, type: 'error' }],
    ['not the assistant', { ...body, role: 'user' }],
    ['no id', { ...body, id: 7 }],
    ['content not a list of blocks', { ...body, content: ['text'] }],
  ])('leaves a body that is %s to be rebuilt', (_name, json) => {
    const wire = { format: 'anthropic-messages' as const, text: JSON.stringify(json), json };
    expect(passThroughMessage(wire, ID)).toBeUndefined();
  });

  it('anthropicResponseText rebuilds an answer that came without its upstream body', () => {
    const text = anthropicResponseText(
      {
        id: 'x',
        model: 'gpt-5',
        content: [{ type: 'text', text: 'Hi' }],
        finishReason: 'stop',
        usage: { inputTokens: 3, outputTokens: 1 },
      },
      { id: ID },
    );
    expect(JSON.parse(text)).toMatchObject({
      id: ID,
      content: [{ type: 'text', text: 'Hi' }],
      stop_reason: 'end_turn',
    });
  });
});

/** Parses SSE text into [event name, data] pairs. */
function parseSse(text: string): [string, Record<string, unknown>][] {
  return text
    .split('\n\n')
    .filter((frame) => frame !== '')
    .map((frame) => {
      const [event, data] = frame.split('\n');
      return [event!.slice('event: '.length), JSON.parse(data!.slice('data: '.length))];
    });
}

describe('the stream encoder', () => {
  const wired = (event: StreamEvent, wire: WireChunk[]): StreamEvent => ({ ...event, wire });

  it('forwards while the stream is well-formed, then rebuilds from where it stopped', () => {
    const encoder = createAnthropicStreamEncoder({ id: ID, model: 'claude' });
    let text = encoder.encode(
      wired({ type: 'start', id: 'msg_upstream', model: 'claude-opus-4-7' }, [messageStart]),
    );
    text += encoder.encode(wired({ type: 'text', text: 'Hi' }, [textStart(0), textDelta(0, 'Hi')]));
    // A relay's delta for a block it never opened: rebuilt, on the block the caller has open.
    text += encoder.encode(wired({ type: 'text', text: '!' }, [textDelta(4, '!')]));
    text += encoder.encode(
      wired({ type: 'finish', finishReason: 'stop', usage: { inputTokens: 5, outputTokens: 3 } }, [
        blockStop(4),
        messageDelta,
        messageStop,
      ]),
    );
    text += encoder.end();
    const frames = parseSse(text);
    expect(frames.map(([name]) => name)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(frames[0]![1]).toMatchObject({ message: { id: ID, model: 'claude-opus-4-7' } });
    expect(frames[3]![1]).toEqual({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: '!' },
    });
    expect(frames[4]![1]).toEqual({ type: 'content_block_stop', index: 0 });
  });

  it('an event carrying a whole read forwards its chunks up to the first that breaks the form, then rebuilds the rest from their events', () => {
    const encoder = createAnthropicStreamEncoder({ id: ID, model: 'claude' });
    const text = encoder.encode(
      wired({ type: 'start', id: 'msg_upstream', model: 'claude-opus-4-7' }, []),
    );
    // One read: the adapter merged the text deltas into one event carrying every chunk.
    const read = encoder.encode(
      wired({ type: 'text', text: 'Hi!?' }, [
        messageStart,
        textStart(0),
        textDelta(0, 'Hi'),
        textDelta(4, '!'),
        textDelta(0, '?'),
      ]),
    );
    const frames = parseSse(text + read + encoder.end());
    expect(frames.map(([name]) => name)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(frames.slice(2, 5).map(([, data]) => data)).toEqual(
      ['Hi', '!', '?'].map((delta) => ({
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: delta },
      })),
    );
    // The forwarded part is the upstream's own text (service_tier kept).
    expect(frames[0]![1]).toMatchObject({
      message: { id: ID, usage: { service_tier: 'standard' } },
    });
  });

  it('adds nothing at the end of a forwarded stream', () => {
    const encoder = createAnthropicStreamEncoder({ id: ID, model: 'claude' });
    encoder.encode(wired({ type: 'start', id: 'm', model: 'claude-opus-4-7' }, [messageStart]));
    encoder.encode(wired({ type: 'text', text: 'Hi' }, [textStart(0), textDelta(0, 'Hi')]));
    const last = encoder.encode(
      wired({ type: 'finish', finishReason: 'stop' }, [blockStop(0), messageDelta, messageStop]),
    );
    expect(last).toBe(upstreamText([blockStop(0), messageDelta, messageStop]));
    expect(encoder.end()).toBe('');
  });

  it('rebuilds the whole stream when its first event comes without upstream events', () => {
    const encoder = createAnthropicStreamEncoder({ id: ID, model: 'gpt' });
    let text = encoder.encode({ type: 'start', id: 'x', model: 'gpt-5' });
    text += encoder.encode({ type: 'text', text: 'Hi' });
    // Upstream events arriving later (never from one attempt) are not forwarded into it.
    text += encoder.encode(wired({ type: 'text', text: '!' }, [textDelta(0, '!')]));
    text += encoder.encode({ type: 'finish', finishReason: 'stop' });
    text += encoder.end();
    const frames = parseSse(text);
    expect(frames.map(([name]) => name)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(frames.filter(([name]) => name === 'message_start')).toHaveLength(1);
  });
});
