import { describe, expect, it } from 'vitest';
import { estimateTokens, TOKENS_PER_IMAGE } from './estimate-tokens.js';

describe('estimateTokens', () => {
  it('counts about 4 characters a token plus message framing', () => {
    expect(estimateTokens({ messages: [{ role: 'user', content: 'x'.repeat(400) }] })).toBe(104);
  });

  it('counts the system prompt, tool calls, tool results and tool schemas', () => {
    const tokens = estimateTokens({
      system: 'a'.repeat(40),
      messages: [
        {
          role: 'assistant',
          content: [{ type: 'tool_call', id: 't1', name: 'read', arguments: 'b'.repeat(36) }],
        },
        {
          role: 'tool',
          content: [
            {
              type: 'tool_result',
              toolCallId: 't1',
              content: [{ type: 'text', text: 'c'.repeat(80) }],
            },
          ],
        },
      ],
      tools: [{ name: 'read', parameters: {} }],
    });
    // 40 + 40 + 80 + 4 + 2 = 166 chars → 42 tokens, + 2 messages × 4.
    expect(tokens).toBe(50);
  });

  it('adds a fixed allowance per image, also inside tool results', () => {
    const tokens = estimateTokens({
      messages: [
        {
          role: 'user',
          content: [
            { type: 'image', mediaType: 'image/png', data: 'AAAA'.repeat(10_000) },
            {
              type: 'tool_result',
              toolCallId: 'x',
              content: [{ type: 'image', url: 'https://example.com/a.png' }],
            },
          ],
        },
      ],
    });
    expect(tokens).toBe(2 * TOKENS_PER_IMAGE + 4);
  });
});
