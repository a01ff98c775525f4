import { describe, expect, it } from 'vitest';
import type { ChatResponse } from './model.js';
import { responseEvents } from './response-events.js';

const response: ChatResponse = {
  id: 'msg_1',
  model: 'claude-opus-4-7',
  content: [
    { type: 'text', text: 'Searching.' },
    { type: 'tool_call', id: 'toolu_1', name: 'lookup', arguments: '{"q":"x"}' },
  ],
  finishReason: 'other',
  usage: { inputTokens: 10, outputTokens: 4 },
};

describe('responseEvents (the non-streaming fallback of a stream, a whole answer to a streamed call)', () => {
  it('keeps Claude’s own stop reason on the finish event', () => {
    const events = responseEvents({
      ...response,
      anthropicStop: { reason: 'pause_turn', sequence: null },
    });
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'other',
      anthropicStop: { reason: 'pause_turn', sequence: null },
      usage: response.usage,
    });
  });

  it('adds no stop of its own when the provider sent none', () => {
    const events = responseEvents(response);
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'tool_call', 'finish']);
    expect(events.at(-1)).not.toHaveProperty('anthropicStop');
  });

  it('keeps what a stream would have carried: input usage on start, a tool call signature, request id', () => {
    const events = responseEvents({
      ...response,
      requestId: 'req_1',
      content: [
        {
          type: 'tool_call',
          id: 'call_1',
          name: 'lookup',
          arguments: '{}',
          signature: 'sig-gemini',
        },
      ],
    });
    expect(events[0]).toEqual({
      type: 'start',
      id: 'msg_1',
      model: 'claude-opus-4-7',
      requestId: 'req_1',
      usage: { inputTokens: 10, outputTokens: 0 },
    });
    expect(events[1]).toMatchObject({ type: 'tool_call', index: 0, signature: 'sig-gemini' });
  });
});
