import { describe, expect, it } from 'vitest';
import type { ChatRequest } from '../core/model.js';
import { applyRepair, MAX_INLINE_IMAGE_CHARS, stripSchemaPatterns } from './apply-repair.js';

const base: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'hi' }] };

describe('applyRepair', () => {
  it('strip_thinking removes thinking parts and keeps the rest', () => {
    const request: ChatRequest = {
      ...base,
      messages: [
        {
          role: 'assistant',
          content: [
            { type: 'thinking', text: 'hmm', signature: 'sig' },
            { type: 'text', text: 'answer' },
          ],
        },
      ],
    };
    expect(applyRepair(request, { kind: 'strip_thinking' }).messages[0]?.content).toEqual([
      { type: 'text', text: 'answer' },
    ]);
  });

  it('strip_thinking also drops the thought signatures of tool calls (Gemini)', () => {
    const call = { type: 'tool_call', id: 'c1', name: 'get_weather', arguments: '{}' } as const;
    const request: ChatRequest = {
      ...base,
      messages: [
        { role: 'user', content: 'weather?' },
        { role: 'assistant', content: [{ ...call, signature: 'Cv4BAb4+9v...' }] },
        {
          role: 'user',
          content: [{ type: 'tool_result', toolCallId: 'c1', content: 'sunny' }],
        },
      ],
    };
    const repaired = applyRepair(request, { kind: 'strip_thinking' });
    expect(repaired.messages[1]?.content).toEqual([call]);
    expect(repaired.messages[0]).toBe(request.messages[0]);
    expect(repaired.messages[2]).toEqual(request.messages[2]);
    expect(request.messages[1]?.content).toEqual([{ ...call, signature: 'Cv4BAb4+9v...' }]);
  });

  it('shrink_images drops oversized images, else the largest one', () => {
    const big = {
      type: 'image',
      mediaType: 'image/png',
      data: 'A'.repeat(MAX_INLINE_IMAGE_CHARS + 1),
    } as const;
    const small = { type: 'image', mediaType: 'image/png', data: 'AAAA' } as const;
    const request: ChatRequest = { ...base, messages: [{ role: 'user', content: [small, big] }] };
    const repaired = applyRepair(request, { kind: 'shrink_images' });
    expect(repaired.messages[0]?.content).toEqual([
      small,
      { type: 'text', text: '[image omitted: too large]' },
    ]);
    const medium = { ...small, data: 'AAAAAAAA' };
    const noneOversized: ChatRequest = {
      ...base,
      messages: [{ role: 'user', content: [small, medium] }],
    };
    expect(applyRepair(noneOversized, { kind: 'shrink_images' }).messages[0]?.content).toEqual([
      small,
      { type: 'text', text: '[image omitted: too large]' },
    ]);
  });

  it('text_only_tool_results flattens tool results to text', () => {
    const request: ChatRequest = {
      ...base,
      messages: [
        {
          role: 'tool',
          content: [
            {
              type: 'tool_result',
              toolCallId: 't',
              content: [
                { type: 'text', text: 'line' },
                { type: 'image', url: 'https://example.com/x.png' },
              ],
            },
          ],
        },
      ],
    };
    expect(applyRepair(request, { kind: 'text_only_tool_results' }).messages[0]?.content).toEqual([
      { type: 'tool_result', toolCallId: 't', content: 'line\n[image omitted]' },
    ]);
  });

  it('strip_schema_patterns removes pattern keywords but not properties named pattern', () => {
    const schema = {
      type: 'object',
      properties: {
        pattern: { type: 'string', pattern: '^a+$' },
        zip: { type: 'string', pattern: '^\\d{5}$' },
      },
      patternProperties: { '^x': { type: 'string' } },
    };
    expect(stripSchemaPatterns(schema)).toEqual({
      type: 'object',
      properties: { pattern: { type: 'string' }, zip: { type: 'string' } },
    });
    const request: ChatRequest = { ...base, tools: [{ name: 'f', parameters: schema }] };
    expect(applyRepair(request, { kind: 'strip_schema_patterns' }).tools?.[0]?.parameters).toEqual(
      stripSchemaPatterns(schema),
    );
  });

  it('drop_beta drops one named beta, or all', () => {
    const request: ChatRequest = { ...base, betas: ['a', 'b'] };
    expect(applyRepair(request, { kind: 'drop_beta', beta: 'a' }).betas).toEqual(['b']);
    expect(applyRepair(request, { kind: 'drop_beta' }).betas).toBeUndefined();
  });

  it('lower_max_tokens sets maxTokens', () => {
    expect(
      applyRepair({ ...base, maxTokens: 64_000 }, { kind: 'lower_max_tokens', maxTokens: 3_000 })
        .maxTokens,
    ).toBe(3_000);
  });
});
