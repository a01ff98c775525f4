import { describe, expect, it } from 'vitest';
import { UnsupportedFeatureError } from '../../core/errors.js';
import type { ChatRequest } from '../../core/model.js';
import {
  anthropicThinking,
  claudeThinkingStyle,
  geminiThinkingBudget,
} from './reasoning-budget.js';

const ask = (extra: Partial<ChatRequest>): ChatRequest => ({
  model: 'm',
  messages: [{ role: 'user', content: 'hi' }],
  ...extra,
});
const claude = { provider: 'anthropic', model: 'claude-sonnet-4-5', defaultMaxTokens: 4096 };
/** The budget derived for `request` with the caller's `max_tokens` at 10,000 unless given. */
const budgetOf = (request: ChatRequest, model = claude.model): number | undefined => {
  const thinking = anthropicThinking({ maxTokens: 10_000, ...request }, { ...claude, model });
  return thinking?.type === 'enabled' ? thinking.budgetTokens : undefined;
};

describe('claudeThinkingStyle', () => {
  it('reads Anthropic, Bedrock and Vertex ids: budgets from 3.7, adaptive from 4.6, none before or unknown', () => {
    const styles = Object.fromEntries(
      [
        'claude-3-5-haiku-20241022',
        'claude-3-haiku-20240307',
        'us.anthropic.claude-3-7-sonnet-20250219-v1:0',
        'claude-sonnet-4-20250514',
        'claude-opus-4-1',
        'claude-haiku-4-5@20251001',
        'claude-sonnet-4-5',
        'anthropic.claude-opus-4-6-v1',
        'claude-sonnet-4-6',
        'claude-opus-4-7',
        'anthropic.claude-mythos-preview',
        'my-claude-alias',
      ].map((id) => [id, claudeThinkingStyle(id)]),
    );
    expect(styles).toEqual({
      'claude-3-5-haiku-20241022': 'none',
      'claude-3-haiku-20240307': 'none',
      'us.anthropic.claude-3-7-sonnet-20250219-v1:0': 'budget',
      'claude-sonnet-4-20250514': 'budget',
      'claude-opus-4-1': 'budget',
      'claude-haiku-4-5@20251001': 'budget',
      'claude-sonnet-4-5': 'budget',
      'anthropic.claude-opus-4-6-v1': 'adaptive',
      'claude-sonnet-4-6': 'adaptive',
      'claude-opus-4-7': 'adaptive',
      'anthropic.claude-mythos-preview': 'adaptive',
      'my-claude-alias': 'unknown',
    });
  });
});

describe('anthropicThinking', () => {
  it('takes OpenRouter’s share of max_tokens at each level', () => {
    const budgets = ['minimal', 'low', 'medium', 'high', 'xhigh'].map((reasoningEffort) =>
      budgetOf(ask({ reasoningEffort })),
    );
    expect(budgets).toEqual([1024, 2000, 5000, 8000, 9500]);
  });

  it('goes without thinking for no effort, none, or a max_tokens too small for 1,024 thinking tokens', () => {
    expect(anthropicThinking(ask({}), claude)).toBeUndefined();
    expect(anthropicThinking(ask({ reasoningEffort: 'none' }), claude)).toBeUndefined();
    expect(budgetOf(ask({ reasoningEffort: 'high', maxTokens: 1024 }))).toBeUndefined();
    // The floor applies when there is room: 1,200 × 0.2 = 240 → 1,024 < 1,200.
    expect(budgetOf(ask({ reasoningEffort: 'low', maxTokens: 1200 }))).toBe(1024);
    // A model without extended thinking goes without.
    expect(budgetOf(ask({ reasoningEffort: 'high' }), 'claude-3-5-haiku-20241022')).toBe(undefined);
  });

  it('adds the budget to the default max_tokens when the caller set none, so the answer keeps its room', () => {
    expect(anthropicThinking(ask({ reasoningEffort: 'high' }), claude)).toEqual({
      type: 'enabled',
      budgetTokens: 3276,
      maxTokens: 4096 + 3276,
    });
    // The caller's own max_tokens is the whole (as OpenAI's max_completion_tokens is).
    expect(anthropicThinking(ask({ reasoningEffort: 'high', maxTokens: 4096 }), claude)).toEqual({
      type: 'enabled',
      budgetTokens: 3276,
      maxTokens: 4096,
    });
    // Never raised past 32,000 by stayup.
    expect(
      anthropicThinking(ask({ reasoningEffort: 'high' }), { ...claude, defaultMaxTokens: 30_000 }),
    ).toEqual({ type: 'enabled', budgetTokens: 24_000, maxTokens: 32_000 });
  });

  it('asks 4.6 and later for adaptive thinking at an effort (4.7 rejects budgets)', () => {
    const adaptive = (reasoningEffort: string) =>
      anthropicThinking(ask({ reasoningEffort }), { ...claude, model: 'claude-opus-4-7' });
    expect(['minimal', 'low', 'medium', 'high', 'xhigh'].map(adaptive)).toEqual(
      ['low', 'low', 'medium', 'high', 'high'].map((effort) => ({ type: 'adaptive', effort })),
    );
  });

  it('caps the budget at 32,000', () => {
    expect(budgetOf(ask({ reasoningEffort: 'high', maxTokens: 64_000 }))).toBe(32_000);
  });

  it('goes without thinking where Claude rejects it: sampling changed, a forced tool, a prefill', () => {
    // Opus 4.7 is sent no sampling, so sampling does not rule its thinking out.
    expect(
      anthropicThinking(ask({ reasoningEffort: 'high', temperature: 0.2, topK: 5 }), {
        ...claude,
        model: 'claude-opus-4-7',
      }),
    ).toEqual({ type: 'adaptive', effort: 'high' });
    for (const extra of [
      { temperature: 0.2 },
      { topP: 0.9 },
      { toolChoice: 'required' as const },
      { toolChoice: { name: 'lookup' } },
      {
        messages: [
          { role: 'user' as const, content: 'Answer in JSON.' },
          { role: 'assistant' as const, content: '{' },
        ],
      },
    ]) {
      expect(budgetOf(ask({ reasoningEffort: 'high', ...extra }))).toBeUndefined();
      expect(
        anthropicThinking(ask({ reasoningEffort: 'high', ...extra }), {
          ...claude,
          model: 'claude-sonnet-4-6',
        }),
      ).toBeUndefined();
    }
    expect(budgetOf(ask({ reasoningEffort: 'high', temperature: 1, topP: 0.95 }))).toBe(8000);
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
    expect(budgetOf(loop([call]))).toBeUndefined();
    expect(budgetOf(loop([{ type: 'thinking', text: 'hmm' }, call]))).toBeUndefined();
    expect(budgetOf(loop([{ type: 'thinking', text: 'hmm', signature: 'sig' }, call]))).toBe(5000);
    // A plain earlier answer does not matter.
    expect(budgetOf(loop('It is sunny.'))).toBe(5000);
  });

  it('sends a caller’s own adaptive thinking as asked, a budget to 4.5 and earlier, none before 3.7', () => {
    const asked = (model: string, extra: Partial<ChatRequest> = {}) =>
      anthropicThinking(ask({ adaptiveThinking: true, ...extra }), { ...claude, model });
    expect(asked('claude-opus-4-7', { reasoningEffort: 'max' })).toEqual({
      type: 'adaptive',
      effort: 'max',
    });
    expect(asked('claude-sonnet-4-6')).toEqual({ type: 'adaptive' });
    // An id stayup cannot read: the caller's own request goes as asked.
    expect(asked('my-claude-alias', { reasoningEffort: 'low' })).toEqual({
      type: 'adaptive',
      effort: 'low',
    });
    // A fallback to a budget-only model: the API's default effort, high.
    expect(asked('claude-sonnet-4-5')).toEqual({
      type: 'enabled',
      budgetTokens: 3276,
      maxTokens: 4096 + 3276,
    });
    expect(asked('claude-3-5-haiku-20241022')).toBeUndefined();
    // An OpenAI caller's effort on an id stayup cannot read: no guess.
    expect(
      anthropicThinking(ask({ reasoningEffort: 'high' }), { ...claude, model: 'my-claude-alias' }),
    ).toBe(undefined);
  });

  it('refuses a level it cannot map, so the engine tries another target', () => {
    expect(() => anthropicThinking(ask({ reasoningEffort: 'turbo' }), claude)).toThrow(
      UnsupportedFeatureError,
    );
    expect(() => anthropicThinking(ask({ reasoningEffort: 'turbo' }), claude)).toThrow(
      /reasoning effort "turbo"/,
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
    // Under 512 (Flash-Lite's least budget) thinking is left to the model.
    expect(
      geminiThinkingBudget(ask({ reasoningEffort: 'low', maxTokens: 600 }), gemini),
    ).toBeUndefined();
    expect(geminiThinkingBudget(ask({ reasoningEffort: 'low', maxTokens: 640 }), gemini)).toBe(512);
  });

  it('refuses a level it cannot map', () => {
    expect(() => geminiThinkingBudget(ask({ reasoningEffort: 'turbo' }), gemini)).toThrow(
      UnsupportedFeatureError,
    );
  });
});
