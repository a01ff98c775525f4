import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../core/model.js';
import { createOpenAIStreamEncoder } from './openai-response.js';

const oddText = fc.string({
  unit: fc.constantFrom('a', 'Z', ' ', 'é', '😀', '"', '\\', '\n', '\u2028', '\ud800', '/'),
  maxLength: 6,
});

const event: fc.Arbitrary<StreamEvent> = fc.oneof(
  fc.record({ type: fc.constant('start' as const), id: fc.constant('up-1'), model: oddText }),
  fc.record({ type: fc.constant('text' as const), text: oddText }),
  fc.record({ type: fc.constant('thinking' as const), text: oddText }),
  fc.record({
    type: fc.constant('tool_call' as const),
    index: fc.integer({ min: 0, max: 2 }),
    argumentsDelta: oddText,
  }),
  fc.record({
    type: fc.constant('finish' as const),
    finishReason: fc.constantFrom('stop' as const, 'length' as const, 'tool_calls' as const),
  }),
);

describe('OpenAI stream encoder (rebuilt frames)', () => {
  it('writes every frame with the id, created and the model of the latest start event', () => {
    fc.assert(
      fc.property(oddText, fc.array(event, { maxLength: 12 }), (model, events) => {
        const encoder = createOpenAIStreamEncoder({
          id: 'chatcmpl-"x"',
          model,
          createdS: 1_700_000_000,
          includeUsage: true,
        });
        let expected = model;
        for (const item of events) {
          if (item.type === 'start') expected = item.model || expected;
          const text = encoder.encode(item);
          for (const frame of text.split('\n\n').filter((part) => part !== '')) {
            expect(frame.startsWith('data: ')).toBe(true);
            const chunk = JSON.parse(frame.slice(6)) as Record<string, unknown>;
            expect(chunk.id).toBe('chatcmpl-"x"');
            expect(chunk.created).toBe(1_700_000_000);
            expect(chunk.object).toBe('chat.completion.chunk');
            expect(chunk.model).toBe(expected);
          }
        }
        const closing = encoder.end().split('\n\n')[0] ?? '';
        const usageChunk = JSON.parse(closing.slice(6)) as Record<string, unknown>;
        expect(usageChunk.model).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
