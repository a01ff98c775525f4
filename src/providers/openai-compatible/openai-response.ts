/**
 * OpenAI chat completions response (and stream chunks) → normalized model.
 * @module
 */
import type {
  ChatRequest,
  ChatResponse,
  ContentPart,
  FinishReason,
  TextPart,
  ThinkingPart,
  Usage,
} from '../../core/model.js';
import { asRecord } from '../shared/json.js';
import { hasStopSequences } from '../shared/stop-sequences.js';
import {
  choiceErrorDocument,
  emptyStopDocument,
  filteredCallDocument,
  hasContentOutput,
  hasTopLevelError,
  hasUntranslatedOutput,
  isCallFilter,
  noChoiceDocument,
} from './choice-error.js';

/**
 * Maps an OpenAI `finish_reason`. Open-weight servers name a natural stop after their tokens:
 * Together `eos`, TGI and watsonx `eos_token`, some servers `stop_sequence`.
 */
export function openAIFinishReason(value: unknown): FinishReason {
  switch (value) {
    case 'stop':
    case 'end_turn':
    case 'eos':
    case 'eos_token':
    case 'stop_sequence':
      return 'stop';
    case 'length':
      return 'length';
    case 'tool_calls':
    case 'function_call':
      return 'tool_calls';
    case 'content_filter':
      return 'content_filter';
    case 'error':
      return 'error';
    default:
      return isCallFilter(value) ? 'error' : 'other';
  }
}

/**
 * Maps OpenAI `usage` (undefined when absent). `prompt_tokens` counts cache reads and writes;
 * writes are OpenRouter's `prompt_tokens_details.cache_write_tokens`, and DeepSeek reports reads
 * as `prompt_cache_hit_tokens`.
 */
export function openAIUsage(value: unknown): Usage | undefined {
  const usage = asRecord(value);
  if (!usage) return undefined;
  const details = asRecord(usage.prompt_tokens_details);
  const cached = details?.cached_tokens ?? usage.prompt_cache_hit_tokens;
  const cacheWrite = details?.cache_write_tokens;
  return {
    inputTokens: typeof usage.prompt_tokens === 'number' ? usage.prompt_tokens : 0,
    outputTokens: typeof usage.completion_tokens === 'number' ? usage.completion_tokens : 0,
    ...(typeof cached === 'number' ? { cachedInputTokens: cached } : {}),
    ...(typeof cacheWrite === 'number' ? { cacheWriteInputTokens: cacheWrite } : {}),
  };
}

/** Reasoning text some vendors return (DeepSeek `reasoning_content`, OpenRouter/vLLM `reasoning`). */
export function reasoningOf(message: Record<string, unknown>): string | undefined {
  const value = message.reasoning_content ?? message.reasoning;
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The text and reasoning of a message's (or delta's) `content`: a string, or the list of chunks
 * Mistral's reasoning models send (`{ type: 'text', text }` and `{ type: 'thinking', thinking }`,
 * whose `thinking` is itself a list of text chunks), in order. Empty pieces are left out.
 */
export function contentPieces(value: unknown): (TextPart | ThinkingPart)[] {
  if (typeof value === 'string') return value.length > 0 ? [{ type: 'text', text: value }] : [];
  if (!Array.isArray(value)) return [];
  const pieces: (TextPart | ThinkingPart)[] = [];
  for (const raw of value) {
    const chunk = asRecord(raw);
    if (chunk?.type === 'text' && typeof chunk.text === 'string' && chunk.text.length > 0) {
      pieces.push({ type: 'text', text: chunk.text });
    } else if (chunk?.type === 'thinking') {
      const text = thinkingText(chunk.thinking);
      if (text.length > 0) pieces.push({ type: 'thinking', text });
    }
  }
  return pieces;
}

/** A thinking chunk's text: a string, or the texts of its list of text chunks. */
function thinkingText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return '';
  let text = '';
  for (const raw of value) {
    const chunk = asRecord(raw);
    if (typeof chunk?.text === 'string') text += chunk.text;
  }
  return text;
}

/**
 * The thought signature Gemini's OpenAI-compatible endpoint puts on a tool call
 * (`extra_content.google.thought_signature`; Vertex AI's: `extra_content.vertex`).
 */
export function toolCallSignature(call: Record<string, unknown>): string | undefined {
  const extra = asRecord(call.extra_content);
  if (extra === undefined) return undefined;
  const signature =
    asRecord(extra.google)?.thought_signature ?? asRecord(extra.vertex)?.thought_signature;
  return typeof signature === 'string' && signature !== '' ? signature : undefined;
}

/**
 * The {@link emptyStopDocument} of a complete answer whose first choice ended with a natural stop
 * ({@link openAIFinishReason} `stop`) and holds no text, tool call, refusal or untranslated output,
 * else undefined. An empty `content` ending `length` (a tiny `max_tokens`, or reasoning that spent
 * them all) is an answer, and so is a refusal.
 */
export function emptyAnswerDocument(json: unknown): Readonly<Record<string, unknown>> | undefined {
  const choices = asRecord(json)?.choices;
  const choice = Array.isArray(choices) ? asRecord(choices[0]) : undefined;
  const finish = choice?.finish_reason;
  if (typeof finish !== 'string' || openAIFinishReason(finish) !== 'stop') return undefined;
  const message = asRecord(choice?.message) ?? {};
  const hasOutput =
    hasContentOutput(message.content) ||
    (typeof message.refusal === 'string' && message.refusal !== '') ||
    (Array.isArray(message.tool_calls) && message.tool_calls.length > 0) ||
    hasUntranslatedOutput(message);
  return hasOutput ? undefined : emptyStopDocument(finish);
}

/**
 * The {@link noChoiceDocument} of a complete answer whose `choices` is `[]` with nothing else that
 * says why, else undefined. A top-level error, Azure's blocked prompt (`prompt_filter_results`) and
 * MiniMax's envelope (`base_resp`) say why: the classifier reads the whole body instead.
 */
export function noChoiceAnswerDocument(
  json: unknown,
): Readonly<Record<string, unknown>> | undefined {
  const body = asRecord(json);
  if (body === undefined || !Array.isArray(body.choices) || body.choices.length > 0)
    return undefined;
  if (hasTopLevelError(body) || body.prompt_filter_results !== undefined) return undefined;
  if (body.base_resp !== undefined) return undefined;
  return noChoiceDocument('answer');
}

/**
 * The error document of a complete answer with no usable output (a filtered call, an empty stop,
 * no choice at all), else undefined.
 */
export function noOutputDocument(json: unknown): Readonly<Record<string, unknown>> | undefined {
  return filteredCallDocument(json) ?? emptyAnswerDocument(json) ?? noChoiceAnswerDocument(json);
}

/**
 * Converts a complete chat completion. `undefined` when the body is not a chat completion or has
 * no choice, when it carries an error at its top level, when its choice failed (an `error` object on the choice)
 * or ended with no usable output (a filtered call, an empty stop: {@link noOutputDocument}, save
 * an empty stop to a request with stop sequences); see `choice-error.ts`.
 */
export function fromOpenAIResponse(
  json: unknown,
  fallback: {
    readonly model: string;
    readonly requestId: string | undefined;
    /** What was asked: with stop sequences an empty stop is an answer (`hasStopSequences`). */
    readonly request?: ChatRequest | undefined;
  },
): ChatResponse | undefined {
  const body = asRecord(json);
  const choices = body?.choices;
  // No choice is no answer (LiteLLM's relay of a Gemini candidate without content, Azure's blocked
  // prompt): the classifier reads the body.
  if (!body || !Array.isArray(choices) || choices.length === 0 || hasTopLevelError(body))
    return undefined;
  const choice = asRecord(choices[0]);
  if (choiceErrorDocument(body) !== undefined) return undefined;
  if (filteredCallDocument(body) !== undefined) return undefined;
  if (!hasStopSequences(fallback.request) && emptyAnswerDocument(body) !== undefined)
    return undefined;
  const message = asRecord(choice?.message) ?? {};
  const content: ContentPart[] = [];
  const reasoning = reasoningOf(message);
  if (reasoning) content.push({ type: 'thinking', text: reasoning });
  const pieces = contentPieces(message.content);
  if (pieces.length > 0) {
    content.push(...pieces);
  } else if (typeof message.refusal === 'string' && message.refusal.length > 0) {
    content.push({ type: 'text', text: message.refusal });
  }
  if (Array.isArray(message.tool_calls)) {
    for (const raw of message.tool_calls) {
      const call = asRecord(raw);
      const fn = asRecord(call?.function);
      if (!call || !fn) continue;
      const signature = toolCallSignature(call);
      content.push({
        type: 'tool_call',
        id: typeof call.id === 'string' ? call.id : '',
        name: typeof fn.name === 'string' ? fn.name : '',
        arguments:
          typeof fn.arguments === 'string' ? fn.arguments : JSON.stringify(fn.arguments ?? {}),
        ...(signature === undefined ? {} : { signature }),
      });
    }
  }
  let finishReason = openAIFinishReason(choice?.finish_reason);
  // Gemini's OpenAI-compatible endpoint ends tool calls with `stop`; they are still calls to run.
  if (finishReason === 'stop' && content.some((part) => part.type === 'tool_call')) {
    finishReason = 'tool_calls';
  }
  if (typeof message.refusal === 'string' && message.refusal && finishReason === 'stop') {
    finishReason = 'content_filter';
  }
  return {
    id: typeof body.id === 'string' ? body.id : '',
    model: typeof body.model === 'string' ? body.model : fallback.model,
    content,
    finishReason,
    usage: openAIUsage(body.usage) ?? { inputTokens: 0, outputTokens: 0 },
    ...(fallback.requestId === undefined ? {} : { requestId: fallback.requestId }),
  };
}
