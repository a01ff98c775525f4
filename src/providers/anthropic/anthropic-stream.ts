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
   * The caller speaks Anthropic's format: every event carries the upstream SSE events it
   * completes (`StreamEvent.wire`, format `anthropic-messages`), those that translate to no event
   * (`content_block_stop`, a server tool's input deltas, `message_delta` …) included, so a gateway
   * can forward them as sent. Pings are not forwarded.
   */
  readonly passthrough?: boolean | undefined;
}

const NO_EVENTS: readonly StreamEvent[] = [];

/** Translates an Anthropic event stream. */
export async function* fromAnthropicStream(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  options: AnthropicStreamOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const complete = options.complete ?? (() => undefined);
  // The upstream events since the last yield (pass-through only).
  let pending: WireChunk[] | undefined = options.passthrough === true ? [] : undefined;
  const wired = (event: StreamEvent): StreamEvent => {
    if (pending === undefined) return event;
    const wire = pending;
    pending = [];
    return { ...event, wire };
  };
  // message_start's usage, updated by message_delta's (which may repeat the input counts).
  let usageFields: Record<string, unknown> = {};
  let finishReason: FinishReason = 'other';
  let stop: AnthropicStop | undefined;
  let toolCalls = 0;
  // Content block index → tool call position (tool calls are numbered among themselves).
  const toolIndex = new Map<number, number>();
  // Content block index → a server tool block being streamed, and its input JSON so far.
  const serverBlocks = new Map<number, ServerBlock>();
  for await (const batch of events)
    for (const event of batch) {
      if (event.event === 'ping') continue;
      const data = asRecord(parseJsonOrUndefined(event.data));
      if (!data) throw malformedData(source, event.data, requestId);
      pending?.push({
        format: 'anthropic-messages',
        text: event.data,
        json: data,
        events: NO_EVENTS,
      });
      const type = data.type ?? event.event;
      switch (type) {
        case 'message_start': {
          const message = asRecord(data.message) ?? {};
          const startUsage = asRecord(message.usage);
          usageFields = { ...startUsage };
          yield wired({
            type: 'start',
            id: typeof message.id === 'string' ? message.id : '',
            model: typeof message.model === 'string' ? message.model : source.model,
            ...(requestId === undefined ? {} : { requestId }),
            ...(startUsage === undefined ? {} : { usage: anthropicUsage(startUsage) }),
          });
          break;
        }
        case 'content_block_start': {
          const block = asRecord(data.content_block) ?? {};
          const index = typeof data.index === 'number' ? data.index : 0;
          if (block.type === 'tool_use') {
            const position = toolCalls++;
            toolIndex.set(index, position);
            yield wired({
              type: 'tool_call',
              index: position,
              ...(typeof block.id === 'string' ? { id: block.id } : {}),
              ...(typeof block.name === 'string' ? { name: block.name } : {}),
              argumentsDelta: '',
            });
          } else if (block.type === 'text' && typeof block.text === 'string' && block.text) {
            yield wired({ type: 'text', text: block.text });
          } else if (
            block.type === 'thinking' &&
            typeof block.thinking === 'string' &&
            block.thinking
          ) {
            yield wired({ type: 'thinking', text: block.thinking });
          } else if (block.type === 'redacted_thinking' && typeof block.data === 'string') {
            yield wired({ type: 'thinking', text: '', signature: block.data, redacted: true });
          } else if (typeof block.type === 'string' && SERVER_BLOCK.test(block.type)) {
            // A server tool call or result: delivered whole once its input has streamed.
            serverBlocks.set(index, { block: { ...block }, json: '' });
          }
          break;
        }
        case 'content_block_stop': {
          const index = typeof data.index === 'number' ? data.index : 0;
          const server = serverBlocks.get(index);
          if (server === undefined) break;
          serverBlocks.delete(index);
          yield wired({
            type: 'provider_block',
            provider: 'anthropic',
            block: serverBlock(server),
          });
          break;
        }
        case 'content_block_delta': {
          const delta = asRecord(data.delta) ?? {};
          const index = typeof data.index === 'number' ? data.index : 0;
          if (delta.type === 'text_delta' && typeof delta.text === 'string') {
            yield wired({ type: 'text', text: delta.text });
          } else if (
            delta.type === 'input_json_delta' &&
            typeof delta.partial_json === 'string' &&
            serverBlocks.has(index)
          ) {
            serverBlocks.get(index)!.json += delta.partial_json;
          } else if (delta.type === 'input_json_delta' && typeof delta.partial_json === 'string') {
            yield wired({
              type: 'tool_call',
              index: toolIndex.get(index) ?? 0,
              argumentsDelta: delta.partial_json,
            });
          } else if (delta.type === 'thinking_delta' && typeof delta.thinking === 'string') {
            yield wired({ type: 'thinking', text: delta.thinking });
          } else if (delta.type === 'signature_delta' && typeof delta.signature === 'string') {
            yield wired({ type: 'thinking', text: '', signature: delta.signature });
          }
          break;
        }
        case 'message_delta': {
          const delta = asRecord(data.delta) ?? {};
          if (delta.stop_reason !== undefined && delta.stop_reason !== null) {
            finishReason = anthropicFinishReason(delta.stop_reason);
            stop = anthropicStop(delta.stop_reason, delta.stop_sequence);
          }
          const usage = asRecord(data.usage) ?? {};
          for (const [key, value] of Object.entries(usage))
            if (typeof value === 'number') usageFields[key] = value;
          break;
        }
        case 'message_stop': {
          complete();
          const usage: Usage = anthropicUsage(usageFields);
          yield wired(
            stop === undefined
              ? { type: 'finish', finishReason, usage }
              : { type: 'finish', finishReason, anthropicStop: stop, usage },
          );
          return;
        }
        case 'error':
          throw buildUpstreamError({
            ...source,
            text: event.data,
            requestId,
            what: 'stream error event',
          });
        default:
          // content_block_stop and future event types carry nothing to translate.
          break;
      }
    }
  throw prematureClose(source, requestId);
}
