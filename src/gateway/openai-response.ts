/**
 * Normalized responses and stream events → OpenAI chat completions wire format.
 * @module
 */
import type { ChatResponse, FinishReason, StreamEvent, Usage, WireChunk } from '../core/model.js';
import { createHeadRewriter, judgeChunk, passThroughCompletion } from './openai-passthrough.js';

const FINISH: Readonly<Record<FinishReason, string>> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool_calls',
  content_filter: 'content_filter',
  error: 'stop',
  other: 'stop',
};

/**
 * `prompt_tokens` counts every input token, cache reads and writes included; the reads are
 * `cached_tokens`, the writes OpenRouter's `cache_write_tokens` (OpenAI has no such field).
 */
function usageOf(usage: Usage): Record<string, unknown> {
  const details = {
    ...(usage.cachedInputTokens === undefined ? {} : { cached_tokens: usage.cachedInputTokens }),
    ...(usage.cacheWriteInputTokens === undefined
      ? {}
      : { cache_write_tokens: usage.cacheWriteInputTokens }),
  };
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    ...(Object.keys(details).length === 0 ? {} : { prompt_tokens_details: details }),
  };
}

/** A `chat.completion` object. `model` is the upstream model that answered. */
export function toOpenAIResponse(
  response: ChatResponse,
  options: { readonly id: string; readonly createdS: number },
): Record<string, unknown> {
  let text = '';
  let hasText = false;
  let reasoning = '';
  const toolCalls: Record<string, unknown>[] = [];
  for (const part of response.content) {
    if (part.type === 'thinking') {
      reasoning += part.text;
    } else if (part.type === 'text') {
      text += part.text;
      hasText = true;
    } else if (part.type === 'tool_call') {
      toolCalls.push({
        id: part.id,
        type: 'function',
        function: { name: part.name, arguments: part.arguments },
      });
    }
  }
  const message: Record<string, unknown> = {
    role: 'assistant',
    content: hasText || toolCalls.length === 0 ? text : null,
    refusal: null,
  };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  // Chat completions has no reasoning field; `reasoning_content` is the de-facto extension
  // (DeepSeek, vLLM) that OpenAI-compatible clients read, and the official SDK ignores.
  if (reasoning !== '') message.reasoning_content = reasoning;
  return {
    id: options.id,
    object: 'chat.completion',
    created: options.createdS,
    model: response.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: FINISH[response.finishReason] }],
    usage: usageOf(response.usage),
    system_fingerprint: null,
  };
}

/**
 * The caller's `chat.completion` body: the upstream's own body when the response carries it and
 * it is canonical (see `openai-passthrough.ts`), else the one rebuilt by {@link toOpenAIResponse}.
 */
export function openAIResponseText(
  response: ChatResponse,
  options: { readonly id: string; readonly createdS: number },
): string {
  const wire = response.wire;
  if (wire !== undefined && wire.format === 'openai-chat') {
    const text = passThroughCompletion(wire, options);
    if (text !== undefined) return text;
  }
  return JSON.stringify(toOpenAIResponse(response, options));
}

/**
 * Encodes normalized stream events as OpenAI `chat.completion.chunk` SSE frames. Events that carry
 * upstream chunks (`wire`, an OpenAI-compatible target on a pass-through request) are written as
 * those chunks, each forwarded as sent (with the gateway's `id` and `created`) when canonical and
 * rebuilt from its own events otherwise.
 */
export interface OpenAIStreamEncoder {
  /** SSE text for one event ('' when the event has no wire form). */
  encode(event: StreamEvent): string;
  /** The closing frames: the usage chunk (when asked for) and `data: [DONE]`. */
  end(): string;
  /** An in-stream error frame (`data: {"error": …}`); the stream must end after it. */
  error(body: Record<string, unknown>): string;
}

/** Options of {@link createOpenAIStreamEncoder}. */
export interface OpenAIStreamEncoderOptions {
  readonly id: string;
  readonly model: string;
  readonly createdS: number;
  /** `stream_options.include_usage`: a final chunk with `usage` and empty `choices`. */
  readonly includeUsage: boolean;
}

/** Creates the encoder of one streamed response. */
export function createOpenAIStreamEncoder(
  options: OpenAIStreamEncoderOptions,
): OpenAIStreamEncoder {
  // What judgeChunk reads, as plain fields (an object literal with getters is slow to create).
  const state = {
    model: options.model,
    sentRole: false,
    sentUsage: false,
    // Normalized tool-call indexes may count other parts; OpenAI's start at 0 and are dense.
    toolIndexes: new Map<number, number>(),
  };
  const toolIndexes = state.toolIndexes;
  let sentFinish = false;
  let usage: Usage | undefined;
  const usageField = options.includeUsage ? ',"usage":null' : '';
  // Every rebuilt frame starts the same while the model name stays the same: built when first
  // needed and once per model, not per frame (two JSON.stringify calls a frame, ≈ 5 % of a
  // normalized stream); a pass-through stream may need none.
  let headModel: string | undefined;
  let headText = '';
  const head = (): string => {
    if (headModel !== state.model) {
      headModel = state.model;
      headText = `data: {"id":${JSON.stringify(options.id)},"object":"chat.completion.chunk","created":${options.createdS},"model":${JSON.stringify(headModel)},"system_fingerprint":null,"choices":[`;
    }
    return headText;
  };
  const frame = (delta: string, finish: string | null): string =>
    `${head()}{"index":0,"delta":${delta},"logprobs":null,"finish_reason":${finish === null ? 'null' : JSON.stringify(finish)}}]${usageField}}\n\n`;
  const role = (): string => {
    if (state.sentRole) return '';
    state.sentRole = true;
    return frame('{"role":"assistant","content":""}', null);
  };
  const rewrite = createHeadRewriter('chat.completion.chunk', options);
  /**
   * The chunk that a run of same-shaped chunks (`WireChunk.sameShapeAs`) repeats with other text,
   * once one of them was forwarded as sent, and the forwarded text up to their text delta: the
   * others are forwarded the same way without being parsed or judged (their verdict depends only
   * on the fields they share, and the encoder state it reads only ever moves one way).
   */
  let shaped: { readonly chunk: WireChunk; readonly head: string } | undefined;
  const forward = (chunk: WireChunk): string => {
    const same = chunk.sameShapeAs;
    if (same !== undefined && same.chunk === shaped?.chunk)
      return `data: ${shaped.head}${chunk.text.slice(same.prefixLength)}\n\n`;
    const verdict = judgeChunk(chunk.json, state);
    if (verdict.kind === 'rebuild') {
      let text = '';
      for (const event of chunk.events) text += encodeEvent(event);
      return text;
    }
    if (verdict.role) state.sentRole = true;
    if (verdict.finish) sentFinish = true;
    if (verdict.usage) {
      // The adapter asks upstream for usage; the caller sees it only if it asked too.
      if (!options.includeUsage) return '';
      state.sentUsage = true;
    }
    const text = rewrite(chunk);
    if (same !== undefined && !verdict.role && !verdict.finish) {
      // Only the head before the text delta was rewritten: the rest is the upstream's text.
      const tail = chunk.text.slice(same.prefixLength);
      if (text.length > tail.length && text.slice(text.length - tail.length) === tail)
        shaped = { chunk: same.chunk, head: text.slice(0, text.length - tail.length) };
    }
    return `data: ${text}\n\n`;
  };
  const encodeEvent = (event: StreamEvent): string => {
    switch (event.type) {
      case 'start':
        state.model = event.model || state.model;
        return role();
      case 'text':
        return event.text === ''
          ? ''
          : role() + frame(`{"content":${JSON.stringify(event.text)}}`, null);
      case 'thinking':
        return event.text === ''
          ? ''
          : role() + frame(`{"reasoning_content":${JSON.stringify(event.text)}}`, null);
      case 'tool_call': {
        let index = toolIndexes.get(event.index);
        const first = index === undefined;
        if (index === undefined) {
          index = toolIndexes.size;
          toolIndexes.set(event.index, index);
        }
        const call: Record<string, unknown> = { index };
        if (first || event.id !== undefined) {
          call.id = event.id ?? `call_${index}`;
          call.type = 'function';
        }
        const fn: Record<string, unknown> = { arguments: event.argumentsDelta };
        if (event.name !== undefined) fn.name = event.name;
        call.function = fn;
        return role() + frame(JSON.stringify({ tool_calls: [call] }), null);
      }
      case 'finish':
        usage = event.usage;
        return role() + frame('{}', FINISH[event.finishReason]);
      default:
        return '';
    }
  };
  return {
    encode(event) {
      const wire = event.wire;
      if (wire === undefined) return encodeEvent(event);
      // The upstream chunks stand for this event (and for the wire-less ones before it).
      if (event.type === 'start') state.model = event.model || state.model;
      let text = '';
      for (const chunk of wire) text += forward(chunk);
      if (event.type === 'finish') {
        usage = event.usage;
        if (!sentFinish) text += role() + frame('{}', FINISH[event.finishReason]);
      }
      return text;
    },
    end() {
      let text = '';
      if (options.includeUsage && !state.sentUsage) {
        const value = usage ?? { inputTokens: 0, outputTokens: 0 };
        text += `${head()}],"usage":${JSON.stringify(usageOf(value))}}\n\n`;
      }
      return `${text}data: [DONE]\n\n`;
    },
    error(body) {
      return `data: ${JSON.stringify(body)}\n\n`;
    },
  };
}
