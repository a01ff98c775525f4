import { describe, expect, it } from 'vitest';
import { contextWindowOf, normalizeModelId } from './context-windows.js';

describe('contextWindowOf', () => {
  it.each([
    ['gpt-4o', 128_000],
    ['gpt-4o-mini-2024-07-18', 128_000],
    ['gpt-4.1-nano', 1_047_576],
    ['gpt-4-0613', 8_192],
    ['gpt-5', 400_000],
    ['gpt-5-mini', 400_000],
    ['o3', 200_000],
    ['o3-mini', 200_000],
    ['o4-mini', 200_000],
    ['claude-sonnet-4-5', 200_000],
    ['claude-3-5-haiku-20241022', 200_000],
    ['anthropic/claude-opus-4', 200_000],
    ['us.anthropic.claude-3-7-sonnet-20250219-v1:0', 200_000],
    ['gemini-2.5-pro', 1_048_576],
    ['gemini-2.0-flash-lite', 1_048_576],
    ['gemini-1.5-pro-002', 2_097_152],
    ['deepseek-chat', 128_000],
    ['deepseek/deepseek-r1', 128_000],
    ['qwen-plus', 131_072],
    ['qwen2.5-72b-instruct', 131_072],
    ['meta-llama/Meta-Llama-3.1-8B-Instruct', 131_072],
    ['llama3.1:8b', 131_072],
    ['accounts/fireworks/models/llama-v3p1-70b-instruct', 131_072],
    ['llama3-70b-8192', 8_192],
    ['llama-3.3-70b-versatile', 131_072],
    ['mistral-large-latest', 131_072],
    ['mixtral-8x7b-32768', 32_768],
  ])('%s → %i', (model, window) => {
    expect(contextWindowOf(model)).toBe(window);
  });

  it('returns undefined for unknown models and near-miss prefixes', () => {
    expect(contextWindowOf('sandbox-large')).toBeUndefined();
    expect(contextWindowOf('o30b')).toBeUndefined();
    expect(contextWindowOf('')).toBeUndefined();
  });

  it('normalizes vendor paths and case', () => {
    expect(normalizeModelId('OpenAI/GPT-4o')).toBe('gpt-4o');
  });
});
