import { describe, expect, it } from 'vitest';
import { UnsupportedFeatureError } from '../../core/errors.js';
import type { ChatRequest } from '../../core/model.js';
import { anthropicThinkingBudget, geminiThinkingBudget } from './reasoning-budget.js';

const ask = (extra: Partial<ChatRequest>): ChatRequest => ({
  model: 'm',
  messages: [{ role: 'user', content: 'hi' }],
  ...extra,
});
const claude = { provider: 'anthropic', maxTokens: 10_000 };

describe('anthropicThinkingBudget', () => {
  it('takes OpenRouter’s share of max_tokens at each level', () => {
    const budgets = ['minimal', 'low', 'medium', 'high', 'xhigh'].map((reasoningEffort) =>
      anthropicThinkingBudget(ask({ reasoningEffort }), claude),
    );
    expect(budgets).toEqual([1024, 2000, 5000, 8000, 9500]);
  });

  it('goes without thinking for no effort, none, or a max_tokens too small for 1,024 thinking tokens', () => {
    expect(anthropicThinkingBudget(ask({}), claude)).toBeUndefined();
    expect(anthropicThinkingBudget(ask({ reasoningEffort: 'none' }), claude)).toBeUndefined();
    expect(
      anthropicThinkingBudget(ask({ reasoningEffort: 'high' }), { ...claude, maxTokens: 1024 }),
    ).toBeUndefined();
    // The floor applies when there is room: 1,200 × 0.2 = 240 → 1,024 < 1,200.
    expect(
      anthropicThinkingBudget(ask({ reasoningEffort: 'low' }), { ...claude, maxTokens: 1200 }),
    ).toBe(1024);
  });

  it('caps the budget at 32,000', () => {
    expect(
      anthropicThinkingBudget(ask({ reasoningEffort: 'high' }), { ...claude, maxTokens: 64_000 }),
    ).toBe(32_000);
  });

  it('goes without thinking where Claude rejects it: sampling changed, a forced tool', () => {
    for (const extra of [
      { temperature: 0.2 },
      { topP: 0.9 },
      { toolChoice: 'required' as const },
      { toolChoice: { name: 'lookup' } },
    ]) {
      expect(anthropicThinkingBudget(ask({ reasoningEffort: 'high', ...extra }), claude)).toBe(
        undefined,
      );
    }
    expect(
      anthropicThinkingBudget(ask({ reasoningEffort: 'high', temperature: 1, topP: 0.95 }), claude),
    ).toBe(8000);
  });

  it('goes without thinking in a tool loop whose last assistant turn has no signed thinking first', () => {
    const loop = (assistant: ChatRequest['messages'][number]['content']): ChatRequest =>
      ask({
        reasoningEffort: 'medium',
        messages: [
          { role: 'user', content: 'weather?' },
          { role: 'assistant', content: assistant },
          {
            role: 'tool',
            content: [{ type: 'tool_result', toolCallId: 'call_1', content: 'sunny' }],
          },
        ],
      });
    const call = { type: 'tool_call', id: 'call_1', name: 'weather', arguments: '{}' } as const;
    expect(anthropicThinkingBudget(loop([call]), claude)).toBeUndefined();
    expect(
      anthropicThinkingBudget(loop([{ type: 'thinking', text: 'hmm' }, call]), claude),
    ).toBeUndefined();
    expect(
      anthropicThinkingBudget(
        loop([{ type: 'thinking', text: 'hmm', signature: 'sig' }, call]),
        claude,
      ),
    ).toBe(5000);
    // A plain earlier answer does not matter.
    expect(anthropicThinkingBudget(loop('It is sunny.'), claude)).toBe(5000);
  });

  it('refuses a level it cannot map, so the engine tries another target', () => {
    expect(() => anthropicThinkingBudget(ask({ reasoningEffort: 'max' }), claude)).toThrow(
      UnsupportedFeatureError,
    );
    expect(() => anthropicThinkingBudget(ask({ reasoningEffort: 'max' }), claude)).toThrow(
      /reasoning effort "max"/,
    );
  });
});

describe('geminiThinkingBudget', () => {
  const gemini = { provider: 'gemini' };

  it('uses the budgets of Google’s OpenAI-compatible endpoint', () => {
    const budgets = ['minimal', 'low', 'medium', 'high', 'xhigh'].map((reasoningEffort) =>
      geminiThinkingBudget(ask({ reasoningEffort }), gemini),
    );
    expect(budgets).toEqual([512, 1024, 8192, 24_576, 24_576]);
  });

  it('leaves thinking to the model for none, and caps at 80 % of maxTokens', () => {
    expect(geminiThinkingBudget(ask({ reasoningEffort: 'none' }), gemini)).toBeUndefined();
    expect(geminiThinkingBudget(ask({ reasoningEffort: 'high', maxTokens: 2000 }), gemini)).toBe(
      1600,
    );
    expect(
      geminiThinkingBudget(ask({ reasoningEffort: 'high', maxTokens: 100 }), gemini),
    ).toBeUndefined();
  });

  it('refuses a level it cannot map', () => {
    expect(() => geminiThinkingBudget(ask({ reasoningEffort: 'max' }), gemini)).toThrow(
      UnsupportedFeatureError,
    );
  });
});
