/**
 * OpenAI chat completion chunks (SSE) → normalized stream events.
 * @module
 */
import type { FinishReason, StreamEvent, Usage, WireChunk } from '../../core/model.js';
import { jsonChunk, prematureClose } from '../shared/http-call.js';
import { asRecord } from '../shared/json.js';
import type { EventSourceMessage } from '../shared/sse.js';
import type { ErrorSource } from '../shared/upstream-error.js';
import { openAIFinishReason, openAIUsage, reasoningOf } from './openai-response.js';

/** Options of {@link fromOpenAIStream}. */
export interface OpenAIStreamOptions {
  /** Called at the terminal event, before iteration stops, so the connection can be reused. */
  readonly complete?: (() => void) | undefined;
  /**
   * The caller speaks OpenAI chat completions: every event carries the upstream chunks it
   * completes (`wire`), and the text deltas of one network read are merged into one event (the
   * wire chunks keep the original framing), so a batch costs one step through the engine.
   */
  readonly passthrough?: boolean | undefined;
}

/** No wire chunks on this event: a later event of the same read carries them. */
const NO_CHUNKS: readonly WireChunk[] = Object.freeze([]);

/** Per-stream translation state. */
interface StreamState {
  started: boolean;
  finishReason: FinishReason | undefined;
  usage: Usage | undefined;
}

/**
 * The normalized events of one chunk, in order (a `start` first on the first chunk). `wire`: the
 * `wire` field every event gets (pass-through streams); creating events with the field is much
 * cheaper than adding it to a copy later.
 */
function chunkEvents(
  chunk: Record<string, unknown>,
  state: StreamState,
  source: ErrorSource,
  requestId: string | undefined,
  wire?: readonly WireChunk[],
): StreamEvent[] {
  const events: StreamEvent[] = [];
  const push = (event: StreamEvent): void => {
    events.push(wire === undefined ? event : Object.assign({}, event, { wire }));
  };
  if (!state.started) {
    state.started = true;
    push({
      type: 'start',
      id: typeof chunk.id === 'string' ? chunk.id : '',
      model: typeof chunk.model === 'string' ? chunk.model : source.model,
      ...(requestId === undefined ? {} : { requestId }),
    });
  }
  const chunkUsage = openAIUsage(chunk.usage);
  if (chunkUsage) state.usage = chunkUsage;
  const choices = chunk.choices;
  if (!Array.isArray(choices)) return events;
  const choice = asRecord(choices[0]);
  if (!choice) return events;
  const delta = asRecord(choice.delta);
  if (delta) {
    const reasoning = reasoningOf(delta);
    if (reasoning) push({ type: 'thinking', text: reasoning });
    if (typeof delta.content === 'string' && delta.content.length > 0) {
      push({ type: 'text', text: delta.content });
    }
    if (typeof delta.refusal === 'string' && delta.refusal.length > 0) {
      push({ type: 'text', text: delta.refusal });
    }
    if (Array.isArray(delta.tool_calls)) {
      for (const raw of delta.tool_calls) {
        const call = asRecord(raw);
        if (!call) continue;
        const fn = asRecord(call.function);
        push({
          type: 'tool_call',
          index: typeof call.index === 'number' ? call.index : 0,
          ...(typeof call.id === 'string' ? { id: call.id } : {}),
          ...(typeof fn?.name === 'string' ? { name: fn.name } : {}),
          argumentsDelta: typeof fn?.arguments === 'string' ? fn.arguments : '',
        });
      }
    }
  }
  if (choice.finish_reason !== null && choice.finish_reason !== undefined) {
    state.finishReason = openAIFinishReason(choice.finish_reason);
  }
  return events;
}

function finishEvent(state: StreamState, wire?: readonly WireChunk[]): StreamEvent {
  const finishReason = state.finishReason ?? 'stop';
  const { usage } = state;
  if (wire !== undefined)
    return usage
      ? { type: 'finish', finishReason, usage, wire }
      : { type: 'finish', finishReason, wire };
  return usage ? { type: 'finish', finishReason, usage } : { type: 'finish', finishReason };
}

/** Translates an OpenAI-compatible event stream. Throws `UpstreamError` for error chunks. */
export function fromOpenAIStream(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  options: OpenAIStreamOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const complete = options.complete ?? (() => undefined);
  return options.passthrough === true
    ? passthroughEvents(events, source, requestId, complete)
    : normalizedEvents(events, source, requestId, complete);
}

async function* normalizedEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  complete: () => void,
): AsyncGenerator<StreamEvent, void, undefined> {
  const state: StreamState = { started: false, finishReason: undefined, usage: undefined };
  for await (const batch of events)
    for (const event of batch) {
      if (event.data === '[DONE]') {
        complete();
        yield finishEvent(state);
        return;
      }
      for (const item of chunkEvents(jsonChunk(event, source, requestId), state, source, requestId))
        yield item;
    }
  // Some servers close without `[DONE]`; a finish reason already seen means the answer is whole.
  if (state.finishReason !== undefined) {
    yield finishEvent(state);
    return;
  }
  throw prematureClose(source, requestId);
}

/**
 * A chunk that only carried text, split around its text: any later chunk made of the same prefix
 * and suffix around another JSON string is the same chunk with other text, and is read without a
 * full `JSON.parse` (most chunks of a stream are such; a parse costs microseconds per chunk).
 */
interface TextTemplate {
  readonly prefix: string;
  readonly suffix: string;
  readonly json: Record<string, unknown>;
  readonly choice: Record<string, unknown>;
}

/** `"delta":{"content":` */
const DELTA_CONTENT = '"delta":{"content":';
/** A string literal's inside that needs a real parse: escapes, quotes, control characters. */
const NEEDS_PARSE = /["\\\u0000-\u001f]/;

/** The template of a text-only chunk, or undefined when the chunk is anything else. */
function textTemplate(data: string, chunk: Record<string, unknown>): TextTemplate | undefined {
  if (chunk.usage !== undefined && chunk.usage !== null) return undefined;
  const choices = chunk.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return undefined;
  const choice = asRecord(choices[0]);
  if (choice === undefined || (choice.finish_reason !== null && choice.finish_reason !== undefined))
    return undefined;
  const delta = asRecord(choice.delta);
  if (delta === undefined || typeof delta.content !== 'string' || delta.content === '')
    return undefined;
  for (const key in delta) if (key !== 'content') return undefined;
  const needle = `${DELTA_CONTENT}${JSON.stringify(delta.content)}}`;
  const at = data.indexOf(needle);
  // The text must sit at one known place (same escaping as ours, no look-alike elsewhere).
  if (at < 0 || data.indexOf(needle, at + 1) >= 0) return undefined;
  return {
    prefix: data.slice(0, at + DELTA_CONTENT.length),
    suffix: data.slice(at + needle.length - 1),
    json: chunk,
    choice,
  };
}

/** The text of `data` if it is `template` with another string in the slot, else undefined. */
function textOf(data: string, template: TextTemplate): string | undefined {
  const { prefix, suffix } = template;
  if (data.length < prefix.length + suffix.length + 2) return undefined;
  if (!data.startsWith(prefix) || !data.endsWith(suffix)) return undefined;
  const literal = data.slice(prefix.length, data.length - suffix.length);
  if (literal.charCodeAt(0) !== 34 || literal.charCodeAt(literal.length - 1) !== 34)
    return undefined;
  const inner = literal.slice(1, -1);
  if (!NEEDS_PARSE.test(inner)) return inner;
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pass-through variant: the same events, except that adjacent text deltas of one read are
 * merged, and the last event of each read carries that read's chunks (earlier ones carry `[]`).
 * Chunks that produced no event (a usage chunk, an empty delta) ride on the next event.
 */
async function* passthroughEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  complete: () => void,
): AsyncGenerator<StreamEvent, void, undefined> {
  const state: StreamState = { started: false, finishReason: undefined, usage: undefined };
  let template: TextTemplate | undefined;
  let chunks: WireChunk[] = [];
  // Every event is created with `wire` (NO_CHUNKS): replacing a field is cheap, adding one is not.
  const take = (event: StreamEvent): StreamEvent => {
    const wire = chunks;
    chunks = [];
    return { ...event, wire };
  };
  for await (const batch of events) {
    const out: StreamEvent[] = [];
    let failure: unknown;
    let done = false;
    for (const event of batch) {
      if (event.data === '[DONE]') {
        done = true;
        break;
      }
      const text =
        template !== undefined && event.event === undefined
          ? textOf(event.data, template)
          : undefined;
      let chunk: Record<string, unknown>;
      let produced: StreamEvent[];
      if (text !== undefined && template !== undefined) {
        const { json, choice } = template;
        chunk = { ...json, choices: [{ ...choice, delta: { content: text } }] };
        produced = text === '' ? [] : [{ type: 'text', text, wire: NO_CHUNKS }];
      } else {
        try {
          chunk = jsonChunk(event, source, requestId);
        } catch (error) {
          failure = error;
          break;
        }
        produced = chunkEvents(chunk, state, source, requestId, NO_CHUNKS);
        if (state.started && event.event === undefined)
          template = textTemplate(event.data, chunk) ?? template;
      }
      chunks.push({ format: 'openai-chat', text: event.data, json: chunk, events: produced });
      for (const item of produced) {
        const last = out[out.length - 1];
        if (item.type === 'text' && last?.type === 'text') {
          out[out.length - 1] = { type: 'text', text: last.text + item.text, wire: NO_CHUNKS };
        } else {
          out.push(item);
        }
      }
    }
    if (done) {
      // The terminal event carries whatever this read left.
      for (const item of out) yield item;
      complete();
      yield take(finishEvent(state, NO_CHUNKS));
      return;
    }
    const last = out.pop();
    for (const item of out) yield item;
    if (last !== undefined) yield take(last);
    // Events before an error chunk reach the caller first, as in the normalized stream.
    if (failure !== undefined) throw failure;
  }
  if (state.finishReason !== undefined) {
    yield take(finishEvent(state, NO_CHUNKS));
    return;
  }
  throw prematureClose(source, requestId);
}
