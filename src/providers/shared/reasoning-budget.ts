/**
 * Reasoning effort (OpenAI's levels) → the thinking controls of Anthropic and Gemini.
 * @module
 */
import { UnsupportedFeatureError } from '../../core/errors.js';
import type { ChatMessage, ChatRequest } from '../../core/model.js';

/**
 * Share of `max_tokens` an Anthropic thinking budget takes at each level — OpenRouter's published
 * mapping, so a caller moving between the two gets the same budgets.
 */
const ANTHROPIC_EFFORT_RATIO: Readonly<Record<string, number>> = {
  minimal: 0.1,
  low: 0.2,
  medium: 0.5,
  high: 0.8,
  xhigh: 0.95,
  max: 0.95,
};

/**
 * Claude's adaptive-thinking effort for a level. `xhigh` exists only on some Claude models, so an
 * OpenAI caller's `xhigh` asks for `high`; `max` comes only from Anthropic callers, who chose it.
 */
const ANTHROPIC_ADAPTIVE_EFFORT: Readonly<Record<string, string>> = {
  minimal: 'low',
  low: 'low',
  medium: 'medium',
  high: 'high',
  xhigh: 'high',
  max: 'max',
};

/** Anthropic's smallest thinking budget. */
const ANTHROPIC_MIN_THINKING_BUDGET = 1024;
/** Budgets are capped where OpenRouter caps them; `max_tokens` is not raised past it either. */
const ANTHROPIC_MAX_THINKING_BUDGET = 32_000;

/**
 * Gemini's budgets at each level: the ones Google's OpenAI-compatible endpoint uses for `low`,
 * `medium` and `high`; `minimal`, `xhigh` and `max` extend the scale (24,576 is Flash's ceiling).
 */
const GEMINI_EFFORT_BUDGET: Readonly<Record<string, number>> = {
  minimal: 512,
  low: 1024,
  medium: 8192,
  high: 24_576,
  xhigh: 24_576,
  max: 24_576,
};

/** The smallest budget every Gemini thinking model takes (Flash-Lite: 0 or 512–24,576). */
const GEMINI_MIN_THINKING_BUDGET = 512;

/**
 * How a Claude model thinks: a token budget, adaptively (4.6 on; 4.7 on take nothing else), not
 * at all (before 3.7), or `unknown` (an id stayup cannot read: an alias, a proxy's own name).
 */
export type ClaudeThinkingStyle = 'budget' | 'adaptive' | 'none' | 'unknown';

/** `claude-sonnet-4-5`, `claude-opus-4-20250514` (a date is no minor version), `…-4-6-v1`. */
const FAMILY_FIRST = /claude-(?:opus|sonnet|haiku)-(\d+)(?:-(\d)(?!\d))?/;
/** `claude-3-7-sonnet-20250219`, `claude-3-haiku-20240307`. */
const VERSION_FIRST = /claude-(\d+)(?:-(\d)(?!\d))?-(?:opus|sonnet|haiku)/;

/**
 * The thinking style of a Claude model id (Anthropic, Bedrock and Vertex spellings). Extended
 * thinking starts at 3.7; adaptive thinking at 4.6, the only kind from Opus 4.7 on (and on
 * Mythos).
 */
export function claudeThinkingStyle(model: string): ClaudeThinkingStyle {
  const version = claudeVersion(model);
  if (version === undefined) return 'unknown';
  if (version >= 4.6) return 'adaptive';
  return version >= 3.7 ? 'budget' : 'none';
}

/** Mythos is newer than every numbered id stayup knows. */
const MYTHOS_VERSION = 99;

/** A Claude model id's version (`claude-opus-4-7` → 4.7), or undefined when it cannot be read. */
export function claudeVersion(model: string): number | undefined {
  const id = model.toLowerCase();
  if (id.includes('claude-mythos')) return MYTHOS_VERSION;
  const match = FAMILY_FIRST.exec(id) ?? VERSION_FIRST.exec(id);
  return match === null ? undefined : Number(match[1]) + Number(match[2] ?? 0) / 10;
}

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

/** Claude models whose sampling is fixed: the adapter sends them no sampling at all. */
export const CLAUDE_FIXED_SAMPLING_FROM = 4.7;

/**
 * True when Claude would reject thinking on this request: sampling changed (`temperature` other
 * than 1, `top_p` under 0.95, a `top_k`; not on models that are sent no sampling), a forced tool,
 * a prefilled answer (the last message is the assistant's), or a tool loop whose last assistant
 * turn has no signed thinking block first (it came from a model without thinking, e.g. before a
 * fallback).
 */
function thinkingConflicts(request: ChatRequest, model: string): boolean {
  if ((claudeVersion(model) ?? 0) < CLAUDE_FIXED_SAMPLING_FROM && samplingChanged(request))
    return true;
  const choice = request.toolChoice;
  if (choice === 'required' || (typeof choice === 'object' && choice !== null)) return true;
  if (request.messages.at(-1)?.role === 'assistant') return true;
  const assistant = lastAssistant(request.messages);
  if (assistant === undefined || typeof assistant.content === 'string') return false;
  const calledTool = assistant.content.some((part) => part.type === 'tool_call');
  const first = assistant.content[0];
  return calledTool && !(first?.type === 'thinking' && first.signature !== undefined);
}

function samplingChanged(request: ChatRequest): boolean {
  return (
    (request.temperature !== undefined && request.temperature !== 1) ||
    (request.topP !== undefined && request.topP < 0.95) ||
    request.topK !== undefined
  );
}

/** Claude's thinking for a request: a budget inside `max_tokens`, or adaptive thinking at an effort. */
export type AnthropicThinking =
  | { readonly type: 'enabled'; readonly budgetTokens: number; readonly maxTokens: number }
  | { readonly type: 'adaptive'; readonly effort?: string | undefined };

/** What {@link anthropicThinking} needs of the target. */
export interface AnthropicThinkingOptions {
  readonly provider: string;
  readonly model: string;
  readonly defaultMaxTokens: number;
}

/**
 * A budget of `max_tokens` × `ratio`, 1,024–32,000; with no caller `max_tokens` it is added to
 * `defaultMaxTokens` (up to 32,000) so the answer keeps its room. Undefined when the caller's
 * `max_tokens` leaves no room for the answer.
 */
function budgetThinking(
  request: ChatRequest,
  ratio: number,
  options: AnthropicThinkingOptions,
): AnthropicThinking | undefined {
  const base = request.maxTokens ?? options.defaultMaxTokens;
  const budgetTokens = Math.min(
    Math.max(Math.floor(base * ratio), ANTHROPIC_MIN_THINKING_BUDGET),
    ANTHROPIC_MAX_THINKING_BUDGET,
  );
  const maxTokens =
    request.maxTokens ??
    Math.max(base, Math.min(base + budgetTokens, ANTHROPIC_MAX_THINKING_BUDGET));
  return budgetTokens < maxTokens ? { type: 'enabled', budgetTokens, maxTokens } : undefined;
}

/**
 * A caller's own adaptive thinking (`request.adaptiveThinking`): sent as asked, with its effort,
 * to models that take it or whose id stayup cannot read; a budget for the effort (`high`, the
 * API's default, when none) on models that only take budgets, e.g. a fallback from Claude 4.6+ to
 * 4.5; none on models without thinking.
 */
function adaptiveAsAsked(
  request: ChatRequest,
  style: ClaudeThinkingStyle,
  options: AnthropicThinkingOptions,
): AnthropicThinking | undefined {
  const effort = request.reasoningEffort;
  if (style === 'none') return undefined;
  if (style === 'budget') {
    if (thinkingConflicts(request, options.model)) return undefined;
    return budgetThinking(request, ANTHROPIC_EFFORT_RATIO[effort ?? 'high'] ?? 0.8, options);
  }
  if (effort === undefined || effort === 'none') return { type: 'adaptive' };
  return { type: 'adaptive', effort: effort === 'minimal' ? 'low' : effort };
}

/**
 * Claude's thinking for `request.reasoningEffort` (or the caller's own adaptive thinking, see
 * {@link adaptiveAsAsked}), or undefined when the request should go without: no effort or `none`,
 * a model without thinking or whose id stayup cannot read, a request Claude rejects thinking on
 * (see above; the effort is a hint, the answer still comes), or a caller's `max_tokens` too small
 * for the 1,024-token minimum. Claude 4.6+ gets adaptive thinking at the effort; 3.7–4.5 a budget
 * of `max_tokens` × the level's share. An unknown level throws `UnsupportedFeatureError` so the
 * engine tries another target.
 */
export function anthropicThinking(
  request: ChatRequest,
  options: AnthropicThinkingOptions,
): AnthropicThinking | undefined {
  const style = claudeThinkingStyle(options.model);
  if (request.adaptiveThinking === true) return adaptiveAsAsked(request, style, options);
  // Anthropic's effort alone governs token spend; it asks for no thinking.
  if (request.effortWithoutThinking === true) return undefined;
  const effort = request.reasoningEffort;
  if (effort === undefined || effort === 'none') return undefined;
  const ratio = ANTHROPIC_EFFORT_RATIO[effort] ?? unknownEffort(options.provider, effort);
  // An effort is a hint: a thinking form guessed for an id stayup cannot read could be a 400.
  if (style === 'none' || style === 'unknown' || thinkingConflicts(request, options.model))
    return undefined;
  if (style === 'adaptive') return { type: 'adaptive', effort: ANTHROPIC_ADAPTIVE_EFFORT[effort] };
  return budgetThinking(request, ratio, options);
}

/**
 * The Gemini `thinkingBudget` for `request.reasoningEffort`, or undefined to leave thinking to the
 * model's default (no effort, or `none`: Pro models cannot turn thinking off). Capped at 80 % of
 * `maxTokens` when set, since Gemini counts thinking in `maxOutputTokens`; a cap under 512 (the
 * least Flash-Lite takes) leaves thinking to the model too.
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
