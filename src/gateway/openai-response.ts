/**
 * Normalized responses and stream events → OpenAI chat completions wire format.
 * @module
 */
import type { ChatResponse, FinishReason, StreamEvent, Usage } from '../core/model.js';

const FINISH: Readonly<Record<FinishReason, string>> = {
  stop: 'stop',
  length: 'length',
  tool_calls: 'tool_calls',
  content_filter: 'content_filter',
  error: 'stop',
  other: 'stop',
};

function usageOf(usage: Usage): Record<string, unknown> {
  return {
    prompt_tokens: usage.inputTokens,
    completion_tokens: usage.outputTokens,
    total_tokens: usage.inputTokens + usage.outputTokens,
    ...(usage.cachedInputTokens === undefined
      ? {}
      : { prompt_tokens_details: { cached_tokens: usage.cachedInputTokens } }),
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

/** Encodes normalized stream events as OpenAI `chat.completion.chunk` SSE frames. */
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
  let model = options.model;
  let sentRole = false;
  let usage: Usage | undefined;
  // Normalized tool-call indexes may count other parts; OpenAI's start at 0 and are dense.
  const toolIndexes = new Map<number, number>();
  const usageField = options.includeUsage ? ',"usage":null' : '';
  const head = (): string =>
    `data: {"id":${JSON.stringify(options.id)},"object":"chat.completion.chunk","created":${options.createdS},"model":${JSON.stringify(model)},"system_fingerprint":null,"choices":[`;
  const frame = (delta: string, finish: string | null): string =>
    `${head()}{"index":0,"delta":${delta},"logprobs":null,"finish_reason":${finish === null ? 'null' : JSON.stringify(finish)}}]${usageField}}\n\n`;
  const role = (): string => {
    if (sentRole) return '';
    sentRole = true;
    return frame('{"role":"assistant","content":""}', null);
  };
  return {
    encode(event) {
      switch (event.type) {
        case 'start':
          model = event.model || model;
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
    },
    end() {
      let text = '';
      if (options.includeUsage) {
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
