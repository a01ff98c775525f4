/**
 * The Anthropic pass-through: when an Anthropic Messages caller is answered by an Anthropic-format
 * target, the upstream's own `message` body and SSE events are forwarded instead of being rebuilt
 * from the normalized response, with only the message `id` replaced (`msg_<x-request-id>`, as on
 * every other answer). What the normalized model has no place for — `citations` on text blocks,
 * `usage.server_tool_use`, `usage.cache_creation`, `service_tier`, `container`, block and delta
 * types newer than stayup — then reaches the caller as Claude sent it.
 *
 * A stream is forwarded event by event while it stays well-formed (message_start first, with its
 * usage and content list, blocks opened, filled and closed in index order, message_delta with its
 * usage and message_stop after the last block);
 * from the first event that is not, the rest is rebuilt by the normalizing encoder, which takes
 * over the block numbering at the point the pass-through reached.
 * @module
 */
import type { WireChunk, WireJson } from '../core/model.js';
import { asRecord as record } from '../providers/shared/json.js';

/** A block kind, as the normalizing encoder tracks its open block. */
export type BlockKind = 'text' | 'thinking' | 'redacted' | 'provider' | 'tool';

/** Where a Messages stream stands: what the caller has been sent so far. */
export interface MessagesStreamState {
  readonly started: boolean;
  /** Index of the last block opened (-1: none yet). */
  readonly blockIndex: number;
  /** The block open now, if any; `toolIndex` counts tool_use blocks from 0. */
  readonly open: { readonly kind: BlockKind; readonly toolIndex?: number } | undefined;
  /** tool_use blocks opened so far. */
  readonly toolCount: number;
  /** message_stop has been sent. */
  readonly stopped: boolean;
}

/** The state of a stream nothing has been sent on. */
export const INITIAL_STREAM_STATE: MessagesStreamState = {
  started: false,
  blockIndex: -1,
  open: undefined,
  toolCount: 0,
  stopped: false,
};

function kindOf(type: string): BlockKind {
  switch (type) {
    case 'text':
      return 'text';
    case 'thinking':
      return 'thinking';
    case 'redacted_thinking':
      return 'redacted';
    case 'tool_use':
      return 'tool';
    default:
      // Server tool calls and results, and block types newer than stayup.
      return 'provider';
  }
}

/** The state after `chunk`, or undefined when the chunk does not continue a well-formed stream. */
function advance(state: MessagesStreamState, chunk: WireJson): MessagesStreamState | undefined {
  const json = chunk.json;
  const type = json.type;
  if (typeof type !== 'string' || state.stopped) return undefined;
  if (type === 'message_start') {
    // The SDKs' stream accumulators read message.usage and push into message.content: a relay
    // that leaves them out is rebuilt, not forwarded.
    const message = record(json.message);
    return !state.started &&
      message !== undefined &&
      record(message.usage) !== undefined &&
      Array.isArray(message.content)
      ? { ...state, started: true }
      : undefined;
  }
  if (!state.started) return undefined;
  switch (type) {
    case 'content_block_start': {
      const block = record(json.content_block);
      if (state.open !== undefined || json.index !== state.blockIndex + 1) return undefined;
      if (typeof block?.type !== 'string') return undefined;
      const kind = kindOf(block.type);
      return {
        ...state,
        blockIndex: state.blockIndex + 1,
        open: kind === 'tool' ? { kind, toolIndex: state.toolCount } : { kind },
        toolCount: kind === 'tool' ? state.toolCount + 1 : state.toolCount,
      };
    }
    case 'content_block_delta':
      return state.open !== undefined &&
        json.index === state.blockIndex &&
        record(json.delta) !== undefined
        ? state
        : undefined;
    case 'content_block_stop':
      return state.open !== undefined && json.index === state.blockIndex
        ? { ...state, open: undefined }
        : undefined;
    case 'message_delta':
      // The SDKs read usage.output_tokens here too.
      return state.open === undefined &&
        record(json.delta) !== undefined &&
        record(json.usage) !== undefined
        ? state
        : undefined;
    case 'message_stop':
      return state.open === undefined ? { ...state, stopped: true } : undefined;
    default:
      // An event type newer than stayup, between the start and the stop: forwarded as sent.
      return state;
  }
}

/** One SSE event, as Anthropic frames it. */
export function sse(name: string, data: string): string {
  return `event: ${name}\ndata: ${data}\n\n`;
}

/** One chunk's SSE text: as sent, but with our message id in message_start and on one line. */
function chunkText(chunk: WireJson, id: string): string {
  const json = chunk.json;
  if (json.type === 'message_start')
    return JSON.stringify({ ...json, message: { ...record(json.message), id } });
  // A data value must stay on one line (a pretty-printed body from a relay would split it).
  return chunk.text.includes('\n') || chunk.text.includes('\r') ? JSON.stringify(json) : chunk.text;
}

/**
 * The SSE text of `wire` and the state after it, when every chunk continues a well-formed stream
 * from `state`; undefined otherwise (nothing of it is sent then: its event is rebuilt).
 */
export function forwardChunks(
  wire: readonly WireChunk[],
  state: MessagesStreamState,
  id: string,
): { readonly text: string; readonly state: MessagesStreamState } | undefined {
  let next = state;
  let text = '';
  for (const chunk of wire) {
    if (chunk.format !== 'anthropic-messages') return undefined;
    const advanced = advance(next, chunk);
    if (advanced === undefined) return undefined;
    next = advanced;
    text += sse(chunk.json.type as string, chunkText(chunk, id));
  }
  return { text, state: next };
}

/**
 * The caller's `message` body from the upstream's, with `id` replaced; undefined when the body is
 * not a Messages `message` (the caller then gets the rebuilt one).
 */
export function passThroughMessage(wire: WireJson, id: string): string | undefined {
  const body = wire.json;
  if (wire.format !== 'anthropic-messages') return undefined;
  if (body.type !== 'message' || body.role !== 'assistant' || typeof body.id !== 'string')
    return undefined;
  if (!Array.isArray(body.content) || !body.content.every((block) => record(block) !== undefined))
    return undefined;
  const oldHead = `{"id":${JSON.stringify(body.id)},`;
  // Slice compare rather than `startsWith`, which V8 runs slowly on sliced strings.
  if (wire.text.slice(0, oldHead.length) === oldHead)
    return `{"id":${JSON.stringify(id)},${wire.text.slice(oldHead.length)}`;
  return JSON.stringify({ ...body, id });
}
