/**
 * Anthropic Messages SSE → normalized stream events. `ping` events are dropped (not activity);
 * `event: error` (e.g. `overloaded_error` inside a 200 stream) throws an `UpstreamError`.
 * @module
 */
import type {
  AnthropicStop,
  FinishReason,
  StreamEvent,
  Usage,
  WireChunk,
} from '../../core/model.js';
import { malformedData, prematureClose } from '../shared/http-call.js';
import { asRecord, parseJsonOrUndefined } from '../shared/json.js';
import { NO_CHUNKS, ReadEvents } from '../shared/read-events.js';
import type { EventSourceMessage } from '../shared/sse.js';
import { buildUpstreamError, type ErrorSource } from '../shared/upstream-error.js';
import {
  anthropicFinishReason,
  anthropicStop,
  anthropicUsage,
  SERVER_BLOCK,
} from './anthropic-response.js';

interface ServerBlock {
  readonly block: Record<string, unknown>;
  json: string;
}

/** A streamed server tool block, its input (streamed as JSON deltas) in place. */
function serverBlock(server: ServerBlock): Record<string, unknown> {
  if (server.json === '') return server.block;
  const input = parseJsonOrUndefined(server.json);
  return input === undefined ? server.block : { ...server.block, input };
}

/** Options of {@link fromAnthropicStream}. */
export interface AnthropicStreamOptions {
  /** Called at the terminal event, before iteration stops, so the connection can be reused. */
  readonly complete?: (() => void) | undefined;
  /**
   * The caller speaks Anthropic's format: events carry the upstream SSE events they complete
   * (`StreamEvent.wire`, format `anthropic-messages`, each chunk with the events it translated
   * to), those that translate to no event (`content_block_stop`, a server tool's input deltas,
   * `message_delta` …) included, so a gateway can forward them as sent. As on the OpenAI
   * pass-through, the events of one read are yielded together: adjacent text deltas become one
   * event, and the last event of the read carries the read's chunks (earlier ones carry `[]`).
   * Pings are not forwarded.
   */
  readonly passthrough?: boolean | undefined;
}

/** What one upstream event translated to. */
interface Step {
  readonly json: Record<string, unknown>;
  readonly events: readonly StreamEvent[];
  /** message_stop: the stream is whole. */
  readonly done: boolean;
}

const NO_EVENTS: readonly StreamEvent[] = [];

/** The translation of one stream. */
interface Translator {
  /**
   * Reads one upstream event (not a ping) and returns the events it completes; throws on an
   * `error` event or data that is not a JSON object.
   */
  readonly step: (event: EventSourceMessage) => Step;
  /**
   * The `finish` of a stream that closed after message_delta gave a stop reason but without
   * message_stop (Anthropic-compatible gateways do: the answer is whole); undefined before that.
   */
  readonly finishWithoutStop: () => StreamEvent | undefined;
}

function anthropicTranslator(
  source: ErrorSource,
  requestId: string | undefined,
  complete: () => void,
): Translator {
  // message_start's usage, updated by message_delta's (which may repeat the input counts).
  let usageFields: Record<string, unknown> = {};
  let finishReason: FinishReason = 'other';
  let stop: AnthropicStop | undefined;
  let toolCalls = 0;
  // Content block index → tool call position (tool calls are numbered among themselves).
  const toolIndex = new Map<number, number>();
  // Content block index → a server tool block being streamed, and its input JSON so far.
  const serverBlocks = new Map<number, ServerBlock>();

  function translate(data: Record<string, unknown>, name: string | undefined): StreamEvent[] {
    const type = data.type ?? name;
    switch (type) {
      case 'message_start': {
        const message = asRecord(data.message) ?? {};
        const startUsage = asRecord(message.usage);
        usageFields = { ...startUsage };
        return [
          {
            type: 'start',
            id: typeof message.id === 'string' ? message.id : '',
            model: typeof message.model === 'string' ? message.model : source.model,
            ...(requestId === undefined ? {} : { requestId }),
            ...(startUsage === undefined ? {} : { usage: anthropicUsage(startUsage) }),
          },
        ];
      }
      case 'content_block_start': {
        const block = asRecord(data.content_block) ?? {};
        const index = typeof data.index === 'number' ? data.index : 0;
        if (block.type === 'tool_use') {
          const position = toolCalls++;
          toolIndex.set(index, position);
          return [
            {
              type: 'tool_call',
              index: position,
              ...(typeof block.id === 'string' ? { id: block.id } : {}),
              ...(typeof block.name === 'string' ? { name: block.name } : {}),
              argumentsDelta: '',
            },
          ];
        }
        if (block.type === 'text' && typeof block.text === 'string' && block.text)
          return [{ type: 'text', text: block.text }];
        if (block.type === 'thinking' && typeof block.thinking === 'string' && block.thinking)
          return [{ type: 'thinking', text: block.thinking }];
        if (block.type === 'redacted_thinking' && typeof block.data === 'string')
          return [{ type: 'thinking', text: '', signature: block.data, redacted: true }];
        if (typeof block.type === 'string' && SERVER_BLOCK.test(block.type))
          // A server tool call or result: delivered whole once its input has streamed.
          serverBlocks.set(index, { block: { ...block }, json: '' });
        return [];
      }
      case 'content_block_stop': {
        const index = typeof data.index === 'number' ? data.index : 0;
        const server = serverBlocks.get(index);
        if (server === undefined) return [];
        serverBlocks.delete(index);
        return [{ type: 'provider_block', provider: 'anthropic', block: serverBlock(server) }];
      }
      case 'content_block_delta':
        return deltaEvents(
          asRecord(data.delta) ?? {},
          typeof data.index === 'number' ? data.index : 0,
        );
      case 'message_delta': {
        const delta = asRecord(data.delta) ?? {};
        if (delta.stop_reason !== undefined && delta.stop_reason !== null) {
          finishReason = anthropicFinishReason(delta.stop_reason);
          stop = anthropicStop(delta.stop_reason, delta.stop_sequence);
        }
        const usage = asRecord(data.usage) ?? {};
        for (const [key, value] of Object.entries(usage))
          if (typeof value === 'number') usageFields[key] = value;
        return [];
      }
      case 'message_stop':
        complete();
        return [finishEvent()];
      default:
        // content_block_stop and future event types carry nothing to translate.
        return [];
    }
  }

  function finishEvent(): StreamEvent {
    const usage: Usage = anthropicUsage(usageFields);
    return stop === undefined
      ? { type: 'finish', finishReason, usage }
      : { type: 'finish', finishReason, anthropicStop: stop, usage };
  }

  function deltaEvents(delta: Record<string, unknown>, index: number): StreamEvent[] {
    if (delta.type === 'text_delta' && typeof delta.text === 'string')
      return [{ type: 'text', text: delta.text }];
    if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
      const server = serverBlocks.get(index);
      if (server !== undefined) {
        server.json += delta.partial_json;
        return [];
      }
      return [
        { type: 'tool_call', index: toolIndex.get(index) ?? 0, argumentsDelta: delta.partial_json },
      ];
    }
    if (delta.type === 'thinking_delta' && typeof delta.thinking === 'string')
      return [{ type: 'thinking', text: delta.thinking }];
    if (delta.type === 'signature_delta' && typeof delta.signature === 'string')
      return [{ type: 'thinking', text: '', signature: delta.signature }];
    return [];
  }

  const step = (event: EventSourceMessage): Step => {
    const data = asRecord(parseJsonOrUndefined(event.data));
    if (!data) throw malformedData(source, event.data, requestId);
    if ((data.type ?? event.event) === 'error')
      throw buildUpstreamError(source, {
        text: event.data,
        requestId,
        what: 'stream error event',
      });
    const events = translate(data, event.event);
    return { json: data, events, done: (data.type ?? event.event) === 'message_stop' };
  };
  return { step, finishWithoutStop: () => (stop === undefined ? undefined : finishEvent()) };
}

/** Translates an Anthropic event stream. */
export function fromAnthropicStream(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  options: AnthropicStreamOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const translator = anthropicTranslator(source, requestId, options.complete ?? (() => undefined));
  return options.passthrough === true
    ? passthroughEvents(events, translator, source, requestId)
    : normalizedEvents(events, translator, source, requestId);
}

async function* normalizedEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  { step, finishWithoutStop }: Translator,
  source: ErrorSource,
  requestId: string | undefined,
): AsyncGenerator<StreamEvent, void, undefined> {
  for await (const batch of events)
    for (const event of batch) {
      if (event.event === 'ping') continue;
      const translated = step(event);
      for (const item of translated.events) yield item;
      if (translated.done) return;
    }
  const finish = finishWithoutStop();
  if (finish === undefined) throw prematureClose(source, requestId);
  yield finish;
}

/**
 * The pass-through variant: the events of each read, with adjacent text deltas merged, the last
 * one carrying the read's chunks (and those of earlier reads that produced no event). Events
 * before a failure reach the caller first, as in the normalized stream.
 */
async function* passthroughEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  { step, finishWithoutStop }: Translator,
  source: ErrorSource,
  requestId: string | undefined,
): AsyncGenerator<StreamEvent, void, undefined> {
  let chunks: WireChunk[] = [];
  for await (const batch of events) {
    const read = new ReadEvents();
    let failure: unknown;
    let done = false;
    for (const event of batch) {
      if (event.event === 'ping') continue;
      let translated: Step;
      try {
        translated = step(event);
      } catch (error) {
        failure = error;
        break;
      }
      chunks.push({
        format: 'anthropic-messages',
        text: event.data,
        json: translated.json,
        events: translated.events.length === 0 ? NO_EVENTS : translated.events,
      });
      for (const item of translated.events)
        read.add(item.type === 'text' ? item : Object.assign({}, item, { wire: NO_CHUNKS }));
      if (translated.done) {
        done = true;
        break;
      }
    }
    const out = read.take();
    const last = out.pop();
    for (const item of out) yield item;
    if (last !== undefined) {
      const wire = chunks;
      chunks = [];
      yield { ...last, wire };
    }
    if (failure !== undefined) throw failure;
    if (done) return;
  }
  const finish = finishWithoutStop();
  if (finish === undefined) throw prematureClose(source, requestId);
  // Without `wire`: the caller's encoder rebuilds message_delta and message_stop from it (the
  // held message_delta alone, forwarded, would leave the caller's stream without its stop).
  yield finish;
}
