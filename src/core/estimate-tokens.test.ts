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

describe('estimateTokens is total', () => {
  it('sizes a tool schema nested too deep for JSON.stringify without throwing', () => {
    let schema: Record<string, unknown> = { type: 'string' };
    for (let depth = 0; depth < 20_000; depth++) schema = { a: schema };
    const request = {
      messages: [{ role: 'user' as const, content: 'hi' }],
      tools: [{ name: 'f', parameters: schema }],
    };
    expect(() => JSON.stringify(schema)).toThrow(RangeError);
    const tokens = estimateTokens(request);
    // ≈ 20,000 × `{"a":}` (6 characters) / 4.
    expect(tokens).toBeGreaterThan(25_000);
    expect(tokens).toBeLessThan(40_000);
  });

  it('survives cycles, BigInts and missing or wrong-typed fields', () => {
    const cyclic: Record<string, unknown> = { type: 'object' };
    cyclic.self = cyclic;
    const odd = {
      system: 42,
      messages: [
        null,
        { role: 'user', content: null },
        { role: 'user', content: [null, { type: 'text' }, { type: 'tool_result', content: 7 }] },
      ],
      tools: [
        { name: 'f', parameters: cyclic },
        { name: 'g', parameters: 10n },
        { name: 'h' },
        null,
      ],
    } as unknown as Parameters<typeof estimateTokens>[0];
    expect(Number.isFinite(estimateTokens(odd))).toBe(true);
    expect(
      estimateTokens({ messages: undefined } as unknown as Parameters<typeof estimateTokens>[0]),
    ).toBe(0);
  });
});
