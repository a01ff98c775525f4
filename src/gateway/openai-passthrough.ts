/**
 * The OpenAI pass-through: when an OpenAI chat completions caller is answered by an
 * OpenAI-compatible target, the upstream's own body and chunks are forwarded instead of being
 * rebuilt from the normalized response, with only what the gateway always rewrites changed (`id`,
 * `created`). A body or chunk is forwarded only when it is "canonical": when rebuilding it would
 * give the same values for every field the rebuilt form has. Anything else (a vendor's finish
 * reason spelling, `reasoning` instead of `reasoning_content`, a refusal, a model name that
 * changes mid-stream, usage in an unusual place …) takes the normal, normalizing path.
 * Fields the normalized model has no place for (`system_fingerprint`, `service_tier`,
 * `completion_tokens_details`, vendor extensions) then reach the caller as the upstream sent them.
 * @module
 */
import type { WireJson } from '../core/model.js';

/** Finish reasons that the normalizing path writes back unchanged. */
const CANONICAL_FINISH = new Set(['stop', 'length', 'tool_calls', 'content_filter']);

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** `usage` as the normalizing path would write it back: counts that add up. */
export function isCanonicalUsage(value: unknown): boolean {
  const usage = record(value);
  return (
    usage !== undefined &&
    typeof usage.prompt_tokens === 'number' &&
    typeof usage.completion_tokens === 'number' &&
    usage.total_tokens === usage.prompt_tokens + usage.completion_tokens
  );
}

/** A complete tool call as `toOpenAIResponse` writes it. */
function isCanonicalToolCall(value: unknown): boolean {
  const call = record(value);
  const fn = record(call?.function);
  return (
    typeof call?.id === 'string' &&
    call.type === 'function' &&
    typeof fn?.name === 'string' &&
    typeof fn.arguments === 'string'
  );
}

/**
 * Replaces `id` and `created` at the front of an OpenAI body or chunk (`{"id":"…","object":
 * "<object>","created":N,…`, the order OpenAI, vLLM, Groq, DeepSeek and Ollama use) without
 * re-serializing it; any other layout is re-serialized with the two values replaced in place.
 */
export function rewriteHead(
  wire: WireJson,
  object: string,
  replacement: { readonly id: string; readonly createdS: number },
): string {
  return createHeadRewriter(object, replacement)(wire);
}

/**
 * {@link rewriteHead} for one object type and replacement, with what does not depend on the chunk
 * (the marker, the new head) built once: a stream rewrites every chunk with the same values.
 */
export function createHeadRewriter(
  object: string,
  replacement: { readonly id: string; readonly createdS: number },
): (wire: WireJson) => string {
  const marker = `,"object":"${object}","created":`;
  const head = `{"id":${JSON.stringify(replacement.id)}${marker}${replacement.createdS}`;
  const markerEnd = marker.length;
  return (wire) => {
    const { text } = wire;
    // Slice compares rather than `startsWith`, which V8 runs slowly on sliced strings.
    if (text.slice(0, 7) === '{"id":"') {
      const idEnd = text.indexOf('"', 7);
      const markerAt = idEnd + 1;
      if (
        idEnd > 0 &&
        text.lastIndexOf('\\', idEnd) < 7 &&
        text.slice(markerAt, markerAt + markerEnd) === marker
      ) {
        let cursor = markerAt + markerEnd;
        const digitsStart = cursor;
        let code = text.charCodeAt(cursor);
        while (code >= 48 && code <= 57) code = text.charCodeAt(++cursor);
        if (cursor > digitsStart && (code === 44 || code === 125)) return head + text.slice(cursor);
      }
    }
    return JSON.stringify({ ...wire.json, id: replacement.id, created: replacement.createdS });
  };
}

/**
 * The caller's `chat.completion` body from the upstream's, or `undefined` when the upstream body
 * is not canonical (the caller then gets the rebuilt one).
 */
export function passThroughCompletion(
  wire: WireJson,
  options: { readonly id: string; readonly createdS: number },
): string | undefined {
  const body = wire.json;
  if (body.object !== 'chat.completion' || typeof body.model !== 'string') return undefined;
  // A blank error the adapter let through (a Go server's empty struct): clients may read it.
  if (!isAbsent(body.error)) return undefined;
  if (!isCanonicalUsage(body.usage)) return undefined;
  const choices = body.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const choice = record(choices[0]);
  if (choice === undefined || choice.index !== 0 || !isAbsent(choice.logprobs)) return undefined;
  if (typeof choice.finish_reason !== 'string' || !CANONICAL_FINISH.has(choice.finish_reason))
    return undefined;
  const message = record(choice.message);
  if (message === undefined || message.role !== 'assistant') return undefined;
  if (!isAbsent(message.refusal) || message.reasoning !== undefined) return undefined;
  if (!isAbsent(message.function_call) || !isAbsent(message.audio)) return undefined;
  const reasoning = message.reasoning_content;
  if (!isAbsent(reasoning) && (typeof reasoning !== 'string' || reasoning === '')) return undefined;
  const calls = message.tool_calls;
  const hasCalls = Array.isArray(calls) && calls.length > 0;
  if (!isAbsent(calls) && !(Array.isArray(calls) && calls.every(isCanonicalToolCall)))
    return undefined;
  const content = message.content;
  // Rebuilt, text is a string ('' when empty), and null only beside tool calls.
  if (
    hasCalls
      ? content !== null && (typeof content !== 'string' || content === '')
      : typeof content !== 'string'
  )
    return undefined;
  return rewriteHead(wire, 'chat.completion', options);
}

/** What a stream's pass-through has already sent, shared with the normalizing encoder. */
export interface ChunkState {
  /** The model name of the stream's first chunk (every frame carries it). */
  readonly model: string;
  /** Whether the assistant role has been sent. */
  readonly sentRole: boolean;
  /** Upstream tool-call index → the index the caller sees. */
  readonly toolIndexes: ReadonlyMap<number, number>;
  /** Whether a usage-only chunk was already forwarded. */
  readonly sentUsage: boolean;
}

/** How the stream encoder should treat one upstream chunk. */
export type ChunkVerdict =
  | {
      readonly kind: 'forward';
      readonly role: boolean;
      readonly finish: boolean;
      readonly usage: boolean;
    }
  | { readonly kind: 'rebuild' };

const REBUILD: ChunkVerdict = { kind: 'rebuild' };

/**
 * Decides whether one `chat.completion.chunk` can be forwarded as the upstream sent it (its
 * `tool_calls` indexes then become known to `state`), or must be rebuilt from its events.
 */
export function judgeChunk(
  chunk: Readonly<Record<string, unknown>>,
  state: ChunkState & { readonly toolIndexes: Map<number, number> },
): ChunkVerdict {
  if (chunk.object !== 'chat.completion.chunk' || chunk.model !== state.model) return REBUILD;
  // A blank error the adapter let through: the OpenAI SDKs throw on a chunk whose `error` is truthy.
  if (!isAbsent(chunk.error)) return REBUILD;
  const choices = chunk.choices;
  if (!Array.isArray(choices)) return REBUILD;
  if (choices.length === 0) {
    // A usage-only chunk: forwarded (the caller asked for usage) once, with counts that add up.
    return !state.sentUsage && isCanonicalUsage(chunk.usage)
      ? { kind: 'forward', role: false, finish: false, usage: true }
      : REBUILD;
  }
  // Usage beside a delta is moved to the end by the normalizing path.
  if (choices.length !== 1 || !isAbsent(chunk.usage)) return REBUILD;
  const choice = record(choices[0]);
  if (choice === undefined || choice.index !== 0 || !isAbsent(choice.logprobs)) return REBUILD;
  const finish = choice.finish_reason;
  if (!isAbsent(finish) && !(typeof finish === 'string' && CANONICAL_FINISH.has(finish)))
    return REBUILD;
  const delta = record(choice.delta);
  if (delta === undefined) return REBUILD;
  const role = delta.role;
  if (role !== undefined && role !== 'assistant') return REBUILD;
  if (!state.sentRole && role !== 'assistant') return REBUILD;
  if (!isAbsent(delta.refusal) || delta.reasoning !== undefined) return REBUILD;
  if (!isAbsent(delta.function_call) || !isAbsent(delta.audio)) return REBUILD;
  const content = delta.content;
  if (!isAbsent(content) && typeof content !== 'string') return REBUILD;
  const reasoning = delta.reasoning_content;
  if (!isAbsent(reasoning) && typeof reasoning !== 'string') return REBUILD;
  const calls = delta.tool_calls;
  if (!isAbsent(calls)) {
    if (!Array.isArray(calls)) return REBUILD;
    // Indexes must already be what the caller sees: dense from 0, in order of appearance.
    const added: number[] = [];
    let next = state.toolIndexes.size;
    for (const raw of calls) {
      const call = record(raw);
      const fn = record(call?.function);
      if (call === undefined || typeof call.index !== 'number' || fn === undefined) return REBUILD;
      if (typeof fn.arguments !== 'string') return REBUILD;
      const known =
        state.toolIndexes.get(call.index) ?? (added.includes(call.index) ? call.index : undefined);
      if (known === undefined) {
        if (call.index !== next || typeof call.id !== 'string' || call.type !== 'function')
          return REBUILD;
        if (typeof fn.name !== 'string') return REBUILD;
        added.push(call.index);
        next++;
      } else if (known !== call.index) {
        return REBUILD;
      }
    }
    for (const index of added) state.toolIndexes.set(index, index);
  }
  return { kind: 'forward', role: role === 'assistant', finish: !isAbsent(finish), usage: false };
}
