import { describe, expect, it } from 'vitest';
import type { ChatResponse } from '../core/model.js';
import { responseToEvents } from './engine-helpers.js';

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

describe('responseToEvents (the non-streaming fallback of a stream)', () => {
  it('keeps Claude’s own stop reason on the finish event', () => {
    const events = responseToEvents({
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
    const events = responseToEvents(response);
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'tool_call', 'finish']);
    expect(events.at(-1)).not.toHaveProperty('anthropicStop');
  });
});
