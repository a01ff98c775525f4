/**
 * Reasoning effort (OpenAI's levels) → the thinking budgets of providers that take a token count.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type { ChatMessage, ChatRequest } from '../../core/model.js';

/**
 * Share of `max_tokens` an Anthropic thinking budget takes at each level — OpenRouter's published
 * mapping, so a caller moving between the two gets the same budgets. `max_tokens` bounds thinking
 * and answer together on both APIs, as `max_completion_tokens` does on OpenAI's.
 */
const ANTHROPIC_EFFORT_RATIO: Readonly<Record<string, number>> = {
  minimal: 0.1,
  low: 0.2,
  medium: 0.5,
  high: 0.8,
  xhigh: 0.95,
};

/** Anthropic's smallest thinking budget. */
export const ANTHROPIC_MIN_THINKING_BUDGET = 1024;
/** Anthropic's budgets are capped where OpenRouter caps them: larger budgets need streaming. */
const ANTHROPIC_MAX_THINKING_BUDGET = 32_000;

/**
 * Gemini's budgets at each level: the ones Google's OpenAI-compatible endpoint uses for `low`,
 * `medium` and `high`; `minimal` and `xhigh` extend the scale (24,576 is Flash's ceiling).
 */
const GEMINI_EFFORT_BUDGET: Readonly<Record<string, number>> = {
  minimal: 512,
  low: 1024,
  medium: 8192,
  high: 24_576,
  xhigh: 24_576,
};

/** Gemini's smallest budget that still turns thinking on (Pro models reject less). */
const GEMINI_MIN_THINKING_BUDGET = 128;

function unknownEffort(provider: string, effort: string): never {
  throw new UnsupportedFeatureError(provider, `reasoning effort ${JSON.stringify(effort)}`);
}

/** The last assistant turn, which Anthropic requires to open with a signed thinking block once it called a tool. */
function lastAssistant(messages: readonly ChatMessage[]): ChatMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role === 'assistant') return message;
  }
  return undefined;
}

/**
 * True when Claude would reject thinking on this request: sampling changed (`temperature` other
 * than 1, `top_p` under 0.95), a forced tool, or a tool loop whose last assistant turn has no
 * signed thinking block first (it came from a model without thinking, e.g. before a fallback).
 */
function thinkingConflicts(request: ChatRequest): boolean {
  if (request.temperature !== undefined && request.temperature !== 1) return true;
  if (request.topP !== undefined && request.topP < 0.95) return true;
  const choice = request.toolChoice;
  if (choice === 'required' || (typeof choice === 'object' && choice !== null)) return true;
  const assistant = lastAssistant(request.messages);
  if (assistant === undefined || typeof assistant.content === 'string') return false;
  const calledTool = assistant.content.some((part) => part.type === 'tool_call');
  const first = assistant.content[0];
  return calledTool && !(first?.type === 'thinking' && first.signature !== undefined);
}

/**
 * The Anthropic thinking budget for `request.reasoningEffort`, or undefined when the request
 * should go without thinking: no effort or `none`, a `max_tokens` too small for the 1,024-token
 * minimum, or a request Claude rejects thinking on (see above; the effort is a hint, the answer
 * still comes). An unknown level throws `UnsupportedFeatureError` so the engine tries another
 * target.
 */
export function anthropicThinkingBudget(
  request: ChatRequest,
  options: { readonly provider: string; readonly maxTokens: number },
): number | undefined {
  const effort = request.reasoningEffort;
  if (effort === undefined || effort === 'none') return undefined;
  const ratio = ANTHROPIC_EFFORT_RATIO[effort] ?? unknownEffort(options.provider, effort);
  if (thinkingConflicts(request)) return undefined;
  const budget = Math.min(
    Math.max(Math.floor(options.maxTokens * ratio), ANTHROPIC_MIN_THINKING_BUDGET),
    ANTHROPIC_MAX_THINKING_BUDGET,
  );
  // The budget must leave room for the answer inside max_tokens.
  return budget < options.maxTokens ? budget : undefined;
}

/**
 * The Gemini `thinkingBudget` for `request.reasoningEffort`, or undefined to leave thinking to the
 * model's default (no effort, or `none`: Pro models cannot turn thinking off). Capped at 80 % of
 * `maxTokens` when set, since Gemini counts thinking in `maxOutputTokens`.
 */
export function geminiThinkingBudget(
  request: ChatRequest,
  options: { readonly provider: string },
): number | undefined {
  const effort = request.reasoningEffort;
  if (effort === undefined || effort === 'none') return undefined;
  const budget = GEMINI_EFFORT_BUDGET[effort] ?? unknownEffort(options.provider, effort);
  if (request.maxTokens === undefined) return budget;
  const capped = Math.min(budget, Math.floor(request.maxTokens * 0.8));
  return capped >= GEMINI_MIN_THINKING_BUDGET ? capped : undefined;
}
