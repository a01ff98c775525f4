/**
 * OpenAI chat completion chunks (SSE) → normalized stream events.
 * @module
 */
import type { FinishReason, StreamEvent, Usage, WireChunk } from '../../core/model.js';
import { prematureClose } from '../shared/http-call.js';
import { asRecord } from '../shared/json.js';
import { NO_CHUNKS, ReadEvents } from '../shared/read-events.js';
import type { EventSourceMessage } from '../shared/sse.js';
import {
  buildUpstreamError,
  type ErrorSource,
  NO_USABLE_ANSWER,
} from '../shared/upstream-error.js';
import {
  callFilterDocument,
  emptyStopDocument,
  hasContentOutput,
  hasUntranslatedOutput,
  isCallFilter,
  noChoiceDocument,
  openAIChunk,
} from './choice-error.js';
import {
  contentPieces,
  openAIFinishReason,
  openAIUsage,
  reasoningOf,
  toolCallSignature,
} from './openai-response.js';

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
  /**
   * The request had stop sequences: an empty answer ending `stop` is one whose output began with
   * a stop sequence, not a failure (`hasStopSequences`). @default false
   */
  readonly emptyStopIsAnswer?: boolean | undefined;
}

/** No wire chunks on this event: a later event of the same read carries them. */

/** Per-stream translation state. */
interface StreamState {
  started: boolean;
  finishReason: FinishReason | undefined;
  usage: Usage | undefined;
  /** One past the highest tool call position seen. */
  toolCalls: number;
  /** The call that tool call deltas without an `index` continue (Gemini's OpenAI endpoint). */
  indexless: { readonly id: string | undefined; readonly index: number } | undefined;
  /** A `delta.refusal` arrived: the model declined (its finish reason says `stop`). */
  refused: boolean;
  /** Text, a refusal, a tool call or untranslated output arrived: the caller holds an answer. */
  usable: boolean;
  /** An empty stop answers the request (it had stop sequences): see {@link OpenAIStreamOptions}. */
  readonly emptyStopIsAnswer: boolean;
}

/** A fresh {@link StreamState}. */
function newState(emptyStopIsAnswer: boolean): StreamState {
  return {
    started: false,
    finishReason: undefined,
    usage: undefined,
    toolCalls: 0,
    indexless: undefined,
    refused: false,
    usable: false,
    emptyStopIsAnswer,
  };
}

/**
 * The position of one tool call delta. OpenAI numbers them (`index`); Gemini's OpenAI-compatible
 * endpoint leaves `index` out and sends each parallel call whole with its own `id`, so a new id
 * starts a new call there and a delta without one continues the current call (reading them all
 * as position 0 would merge parallel calls into one with concatenated arguments).
 */
function toolPosition(call: Record<string, unknown>, state: StreamState): number {
  if (typeof call.index === 'number') {
    state.toolCalls = Math.max(state.toolCalls, call.index + 1);
    return call.index;
  }
  const id = typeof call.id === 'string' && call.id !== '' ? call.id : undefined;
  const current = state.indexless;
  if (current !== undefined && (id === undefined || id === current.id)) return current.index;
  const index = state.toolCalls++;
  state.indexless = { id, index };
  return index;
}

/** A tool call delta's `signature` field, when it carries one (Gemini's OpenAI endpoint). */
function signatureOf(call: Record<string, unknown>): { signature?: string } {
  if (call.extra_content === undefined) return {};
  const signature = toolCallSignature(call);
  return signature === undefined ? {} : { signature };
}

/**
 * True when a chunk can open the answer. Azure OpenAI streams first a chunk of prompt filter
 * results with no choices and an empty `id` and `model`; the answer's id and model come with the
 * next chunk, so the `start` event waits for it.
 */
function startsAnswer(chunk: Record<string, unknown>, choices: unknown): boolean {
  return (
    (typeof chunk.id === 'string' && chunk.id !== '') ||
    (Array.isArray(choices) && choices.length > 0)
  );
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
  const choices = chunk.choices;
  if (!state.started && startsAnswer(chunk, choices)) {
    state.started = true;
    push({
      type: 'start',
      id: typeof chunk.id === 'string' ? chunk.id : '',
      model: typeof chunk.model === 'string' && chunk.model !== '' ? chunk.model : source.model,
      ...(requestId === undefined ? {} : { requestId }),
    });
  }
  const chunkUsage = openAIUsage(chunk.usage);
  if (chunkUsage) state.usage = chunkUsage;
  if (!Array.isArray(choices)) return events;
  const choice = asRecord(choices[0]);
  if (!choice) return events;
  const delta = asRecord(choice.delta);
  if (delta) {
    const reasoning = reasoningOf(delta);
    if (reasoning) push({ type: 'thinking', text: reasoning });
    if (typeof delta.content === 'string') {
      if (delta.content.length > 0) {
        state.usable = true;
        push({ type: 'text', text: delta.content });
      }
    } else if (Array.isArray(delta.content)) {
      // Mistral's reasoning models stream thinking (and text) as lists of chunks.
      if (hasContentOutput(delta.content)) state.usable = true;
      for (const piece of contentPieces(delta.content)) push(piece);
    }
    if (typeof delta.refusal === 'string' && delta.refusal.length > 0) {
      state.refused = true;
      state.usable = true;
      push({ type: 'text', text: delta.refusal });
    }
    // OpenRouter's images (or audio) pass through to a pass-through caller: not an empty answer.
    if (hasUntranslatedOutput(delta)) state.usable = true;
    if (Array.isArray(delta.tool_calls)) {
      for (const raw of delta.tool_calls) {
        const call = asRecord(raw);
        if (!call) continue;
        state.usable = true;
        const fn = asRecord(call.function);
        push({
          type: 'tool_call',
          index: toolPosition(call, state),
          // Some servers repeat the call in continuation deltas as `"id": ""`, `"name": ""`: no
          // value, which must not replace the call's id and name where deltas are merged.
          ...(typeof call.id === 'string' && call.id !== '' ? { id: call.id } : {}),
          ...(typeof fn?.name === 'string' && fn.name !== '' ? { name: fn.name } : {}),
          argumentsDelta: typeof fn?.arguments === 'string' ? fn.arguments : '',
          ...signatureOf(call),
        });
      }
    }
  }
  const finish = choice.finish_reason;
  // Ollama before its fix sent `""` on every chunk (ollama/ollama#4357): no reason yet, else a
  // cut stream would pass for a whole answer ending `other`.
  if (finish !== null && finish !== undefined && finish !== '') {
    const finishReason = openAIFinishReason(finish);
    // A filtered call or a natural stop with nothing usable before it fails the attempt (the engine
    // retries or falls back); after text or a call, the answer stands (a filtered call ends `error`).
    if (!state.usable) {
      const document = isCallFilter(finish)
        ? callFilterDocument(finish)
        : finishReason === 'stop' && typeof finish === 'string' && !state.emptyStopIsAnswer
          ? emptyStopDocument(finish)
          : undefined;
      if (document !== undefined)
        throw buildUpstreamError(source, {
          text: JSON.stringify(document),
          requestId,
          what: NO_USABLE_ANSWER,
        });
    }
    state.finishReason = finishReason;
  }
  return events;
}

/**
 * The failure of a stream that reached `[DONE]` with neither a finish reason nor any text, refusal,
 * tool call or untranslated output (only a usage chunk, or nothing): no answer, as a complete body
 * whose `choices` is `[]` is none ({@link noChoiceDocument}: `server.no_output`), else undefined.
 */
function noChoiceFailure(
  state: StreamState,
  source: ErrorSource,
  requestId: string | undefined,
): Error | undefined {
  if (state.finishReason !== undefined || state.usable) return undefined;
  return buildUpstreamError(source, {
    text: JSON.stringify(noChoiceDocument('stream')),
    requestId,
    what: NO_USABLE_ANSWER,
  });
}

function finishEvent(state: StreamState, wire?: readonly WireChunk[]): StreamEvent {
  let finishReason = state.finishReason ?? 'stop';
  // A refusal ends with `stop`; the complete response reads it as `content_filter`, and so does this.
  if (state.refused && finishReason === 'stop') finishReason = 'content_filter';
  // Gemini's OpenAI-compatible endpoint ends tool calls with `stop`; they are still calls to run.
  if (state.toolCalls > 0 && finishReason === 'stop') finishReason = 'tool_calls';
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
  const state = newState(options.emptyStopIsAnswer === true);
  return options.passthrough === true
    ? passthroughEvents(events, source, requestId, complete, state)
    : normalizedEvents(events, source, requestId, complete, state);
}

async function* normalizedEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  complete: () => void,
  state: StreamState,
): AsyncGenerator<StreamEvent, void, undefined> {
  for await (const batch of events)
    for (const event of batch) {
      if (event.data === '[DONE]') {
        const failure = noChoiceFailure(state, source, requestId);
        if (failure !== undefined) throw failure;
        complete();
        yield finishEvent(state);
        return;
      }
      for (const item of chunkEvents(
        openAIChunk(event, source, requestId),
        state,
        source,
        requestId,
      ))
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
  /** What chunks read through this template tell a consumer (`WireChunk.sameShapeAs`). */
  readonly shape: { readonly chunk: WireChunk; readonly prefixLength: number };
}

/** `"delta":{"content":` */
const DELTA_CONTENT = '"delta":{"content":';
/** A string literal's inside that needs a real parse: escapes, quotes, control characters. */
const NEEDS_PARSE = /["\\\u0000-\u001f]/;

/**
 * The template of a text-only chunk (`wire` is its wire chunk), or undefined when the chunk is
 * anything else.
 */
function textTemplate(
  data: string,
  chunk: Record<string, unknown>,
  wire: WireChunk,
): TextTemplate | undefined {
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
  const prefixLength = at + DELTA_CONTENT.length;
  return {
    prefix: data.slice(0, prefixLength),
    suffix: data.slice(at + needle.length - 1),
    json: chunk,
    choice,
    shape: { chunk: wire, prefixLength },
  };
}

/** The text of `data` if it is `template` with another string in the slot, else undefined. */
function textOf(data: string, template: TextTemplate): string | undefined {
  const { prefix, suffix } = template;
  const end = data.length - suffix.length;
  if (end < prefix.length + 2) return undefined;
  // Slices compared with `===`, not `startsWith`/`endsWith`: on the parser's sliced strings V8
  // runs those through a slow path (≈ 2.5 µs a call against ≈ 0.15 µs for a slice compare).
  if (data.slice(0, prefix.length) !== prefix || data.slice(end) !== suffix) return undefined;
  const literal = data.slice(prefix.length, end);
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

const NO_EVENTS: readonly StreamEvent[] = Object.freeze([]);

/**
 * The wire chunk of an upstream chunk read through a {@link TextTemplate}: its `json` and `events`
 * are built only if a consumer reads them (a gateway forwarding it by `sameShapeAs` does not).
 */
class SameShapeChunk implements WireChunk {
  readonly format = 'openai-chat' as const;
  readonly text: string;
  readonly #template: TextTemplate;
  readonly #content: string;
  #json: Readonly<Record<string, unknown>> | undefined;

  constructor(text: string, template: TextTemplate, content: string) {
    this.text = text;
    this.#template = template;
    this.#content = content;
  }

  get sameShapeAs(): TextTemplate['shape'] {
    return this.#template.shape;
  }

  get json(): Readonly<Record<string, unknown>> {
    if (this.#json === undefined) {
      const { json, choice } = this.#template;
      this.#json = { ...json, choices: [{ ...choice, delta: { content: this.#content } }] };
    }
    return this.#json;
  }

  get events(): readonly StreamEvent[] {
    return this.#content === ''
      ? NO_EVENTS
      : [{ type: 'text', text: this.#content, wire: NO_CHUNKS }];
  }
}

/**
 * The pass-through variant: the same events, except that adjacent text deltas of one read are
 * merged, and the last event of each read carries that read's chunks (earlier ones carry `[]`).
 * Chunks that produced no event (a usage chunk, an empty delta) ride on the next event. Text-only
 * chunks shaped like an earlier one are read without a parse ({@link TextTemplate}).
 */
async function* passthroughEvents(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  complete: () => void,
  state: StreamState,
): AsyncGenerator<StreamEvent, void, undefined> {
  let template: TextTemplate | undefined;
  let chunks: WireChunk[] = [];
  // Every event is created with `wire` (NO_CHUNKS): replacing a field is cheap, adding one is not.
  const take = (event: StreamEvent): StreamEvent => {
    const wire = chunks;
    chunks = [];
    return { ...event, wire };
  };
  for await (const batch of events) {
    const read = new ReadEvents();
    let failure: unknown;
    let done = false;
    for (const event of batch) {
      const data = event.data;
      if (data === '[DONE]') {
        done = true;
        break;
      }
      const delta =
        template !== undefined && event.event === undefined ? textOf(data, template) : undefined;
      if (delta !== undefined && template !== undefined) {
        chunks.push(new SameShapeChunk(data, template, delta));
        if (delta !== '') read.addText(delta);
        continue;
      }
      let chunk: Record<string, unknown>;
      let produced: StreamEvent[];
      try {
        chunk = openAIChunk(event, source, requestId);
        produced = chunkEvents(chunk, state, source, requestId, NO_CHUNKS);
      } catch (error) {
        failure = error;
        break;
      }
      const wire: WireChunk = { format: 'openai-chat', text: data, json: chunk, events: produced };
      chunks.push(wire);
      if (state.started && event.event === undefined)
        template = textTemplate(data, chunk, wire) ?? template;
      for (const item of produced) read.add(item);
    }
    const out = read.take();
    if (done) {
      // The terminal event carries whatever this read left.
      for (const item of out) yield item;
      const empty = noChoiceFailure(state, source, requestId);
      if (empty !== undefined) throw empty;
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
