/**
 * Normalized responses and stream events → Anthropic Messages wire format, with the full stream
 * event sequence: message_start, content_block_start/delta/stop, message_delta, message_stop.
 * @module
 */
import type {
  AnthropicStop,
  ChatResponse,
  FinishReason,
  StreamEvent,
  Usage,
  WireChunk,
} from '../core/model.js';
import {
  type BlockKind,
  forwardChunks,
  INITIAL_STREAM_STATE,
  type MessagesStreamState,
  passThroughMessage,
  sse,
} from './anthropic-passthrough.js';

const STOP: Readonly<Record<FinishReason, string>> = {
  stop: 'end_turn',
  length: 'max_tokens',
  tool_calls: 'tool_use',
  content_filter: 'refusal',
  error: 'end_turn',
  other: 'end_turn',
};

/**
 * `stop_reason` and `stop_sequence` for the caller: as Claude sent them when the answer came from
 * an Anthropic-format target (so `pause_turn` and a matched stop sequence survive), else from the
 * normalized finish reason.
 */
function stopFields(
  finishReason: FinishReason,
  stop: AnthropicStop | undefined,
): { stop_reason: string; stop_sequence: string | null } {
  return stop === undefined
    ? { stop_reason: STOP[finishReason], stop_sequence: null }
    : { stop_reason: stop.reason, stop_sequence: stop.sequence };
}

function parseInput(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Malformed tool arguments from the model: keep the text rather than drop it.
    return { arguments: text };
  }
}

/**
 * Anthropic's usage: `input_tokens` excludes the cache reads and writes, which it reports apart
 * (the normalized `inputTokens` counts them all).
 */
function usageOf(usage: Usage): Record<string, unknown> {
  const cacheRead = usage.cachedInputTokens ?? 0;
  const cacheWrite = usage.cacheWriteInputTokens ?? 0;
  return {
    input_tokens: Math.max(0, usage.inputTokens - cacheRead - cacheWrite),
    output_tokens: usage.outputTokens,
    ...(usage.cacheWriteInputTokens === undefined
      ? {}
      : { cache_creation_input_tokens: usage.cacheWriteInputTokens }),
    ...(usage.cachedInputTokens === undefined
      ? {}
      : { cache_read_input_tokens: usage.cachedInputTokens }),
  };
}

/** A Messages API `message` object. */
export function toAnthropicResponse(
  response: ChatResponse,
  options: { readonly id: string },
): Record<string, unknown> {
  const content: Record<string, unknown>[] = [];
  for (const part of response.content) {
    if (part.type === 'text') content.push({ type: 'text', text: part.text });
    else if (part.type === 'tool_call')
      content.push({
        type: 'tool_use',
        id: part.id,
        name: part.name,
        input: parseInput(part.arguments),
      });
    else if (part.type === 'provider_block' && part.provider === 'anthropic')
      content.push({ ...part.block });
    else if (part.type === 'thinking' && part.redacted === true)
      content.push({ type: 'redacted_thinking', data: part.signature ?? '' });
    else if (part.type === 'thinking')
      content.push({ type: 'thinking', thinking: part.text, signature: part.signature ?? '' });
  }
  return {
    id: options.id,
    type: 'message',
    role: 'assistant',
    model: response.model,
    content,
    ...stopFields(response.finishReason, response.anthropicStop),
    usage: usageOf(response.usage),
  };
}

/**
 * The caller's `message` body: the upstream's own when the answer came from an Anthropic-format
 * target on a pass-through request ({@link passThroughMessage}), else rebuilt.
 */
export function anthropicResponseText(
  response: ChatResponse,
  options: { readonly id: string },
): string {
  const wire = response.wire;
  const forwarded = wire === undefined ? undefined : passThroughMessage(wire, options.id);
  return forwarded ?? JSON.stringify(toAnthropicResponse(response, options));
}

/** Encodes normalized stream events as Anthropic SSE events. */
export interface AnthropicStreamEncoder {
  encode(event: StreamEvent): string;
  /** Closes the open block and sends message_delta + message_stop. */
  end(): string;
  /** `event: error`; the stream must end after it. */
  error(body: Record<string, unknown>): string;
}

/** Creates the encoder of one streamed message. */
export function createAnthropicStreamEncoder(options: {
  readonly id: string;
  readonly model: string;
}): AnthropicStreamEncoder {
  let started = false;
  let blockIndex = -1;
  let open: { kind: BlockKind; toolIndex?: number; signature?: string | undefined } | undefined;
  // The pass-through (anthropic-passthrough.ts): on while every event so far came with upstream
  // events that continue a well-formed stream; once off, the encoder below goes on from where it
  // stopped.
  let forwarding = true;
  let forwarded: MessagesStreamState = INITIAL_STREAM_STATE;
  let finish: FinishReason | undefined;
  let stop: AnthropicStop | undefined;
  let usage: Usage | undefined;
  // The input counts when the stream started (Anthropic sends them in message_start).
  let startUsage: Usage | undefined;
  let id = options.id;
  let model = options.model;

  const start = (): string => {
    if (started) return '';
    started = true;
    return sse(
      'message_start',
      JSON.stringify({
        type: 'message_start',
        message: {
          id,
          type: 'message',
          role: 'assistant',
          model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: usageOf(startUsage ?? { inputTokens: 0, outputTokens: 0 }),
        },
      }),
    );
  };
  const close = (): string => {
    if (!open) return '';
    let text = '';
    if (open.kind === 'thinking' && open.signature) {
      text += sse(
        'content_block_delta',
        JSON.stringify({
          type: 'content_block_delta',
          index: blockIndex,
          delta: { type: 'signature_delta', signature: open.signature },
        }),
      );
    }
    open = undefined;
    return `${text}${sse('content_block_stop', `{"type":"content_block_stop","index":${blockIndex}}`)}`;
  };
  const takeOver = (): void => {
    forwarding = false;
    started = forwarded.started;
    blockIndex = forwarded.blockIndex;
    open = forwarded.open === undefined ? undefined : { ...forwarded.open };
  };
  const openBlock = (
    kind: BlockKind,
    block: Record<string, unknown>,
    toolIndex?: number,
  ): string => {
    const text = close();
    blockIndex += 1;
    open = toolIndex === undefined ? { kind } : { kind, toolIndex };
    return `${text}${sse('content_block_start', JSON.stringify({ type: 'content_block_start', index: blockIndex, content_block: block }))}`;
  };
  const delta = (value: Record<string, unknown>): string =>
    sse(
      'content_block_delta',
      JSON.stringify({ type: 'content_block_delta', index: blockIndex, delta: value }),
    );

  /**
   * Forwards `wire` while its chunks continue a well-formed stream; from the first that does not,
   * takes over and rebuilds the events those chunks translated to (`WireChunk.events`: the
   * adapter yields one event per read, carrying all of the read's chunks).
   */
  const forwardOrRebuild = (wire: readonly WireChunk[]): string => {
    const whole = forwardChunks(wire, forwarded, options.id);
    if (whole !== undefined) {
      forwarded = whole.state;
      return whole.text;
    }
    let text = '';
    let at = 0;
    for (; at < wire.length; at++) {
      const one = forwardChunks(wire.slice(at, at + 1), forwarded, options.id);
      if (one === undefined) break;
      forwarded = one.state;
      text += one.text;
    }
    takeOver();
    for (const chunk of wire.slice(at)) for (const item of chunk.events) text += encodeEvent(item);
    return text;
  };

  function encodeEvent(event: StreamEvent): string {
    switch (event.type) {
      case 'start':
        if (!started) {
          id = options.id;
          model = event.model || model;
          startUsage = event.usage;
        }
        return start();
      case 'text': {
        if (event.text === '') return '';
        let text = start();
        if (open?.kind !== 'text') text += openBlock('text', { type: 'text', text: '' });
        return text + delta({ type: 'text_delta', text: event.text });
      }
      case 'provider_block':
        // A server tool call or result, whole in its start event (its input included).
        if (event.provider !== 'anthropic') return '';
        return start() + openBlock('provider', { ...event.block }) + close();
      case 'thinking': {
        let text = start();
        if (event.redacted === true) {
          // A whole block in its start event, as Anthropic streams it: no deltas.
          text += openBlock('redacted', {
            type: 'redacted_thinking',
            data: event.signature ?? '',
          });
          return text + close();
        }
        if (open?.kind !== 'thinking')
          text += openBlock('thinking', { type: 'thinking', thinking: '' });
        if (event.signature !== undefined && open) open.signature = event.signature;
        return event.text === ''
          ? text
          : text + delta({ type: 'thinking_delta', thinking: event.text });
      }
      case 'tool_call': {
        let text = start();
        if (open?.kind !== 'tool' || open.toolIndex !== event.index) {
          text += openBlock(
            'tool',
            {
              type: 'tool_use',
              id: event.id ?? `toolu_${event.index}`,
              name: event.name ?? '',
              input: {},
            },
            event.index,
          );
        }
        return event.argumentsDelta === ''
          ? text
          : text + delta({ type: 'input_json_delta', partial_json: event.argumentsDelta });
      }
      case 'finish':
        finish = event.finishReason;
        stop = event.anthropicStop;
        usage = event.usage;
        return start();
      default:
        return '';
    }
  }

  return {
    encode(event) {
      if (!forwarding) return encodeEvent(event);
      if (event.wire !== undefined) return forwardOrRebuild(event.wire);
      takeOver();
      return encodeEvent(event);
    },
    end() {
      if (forwarding) {
        if (forwarded.stopped) return '';
        takeOver();
      }
      const value = usage ?? { inputTokens: 0, outputTokens: 0 };
      return (
        start() +
        close() +
        sse(
          'message_delta',
          JSON.stringify({
            type: 'message_delta',
            delta: stopFields(finish ?? 'stop', stop),
            usage: usageOf(value),
          }),
        ) +
        sse('message_stop', '{"type":"message_stop"}')
      );
    },
    error(body) {
      return sse('error', JSON.stringify(body));
    },
  };
}
