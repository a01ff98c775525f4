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

/** The normalized events of one chunk, in order (a `start` first on the first chunk). */
function chunkEvents(
  chunk: Record<string, unknown>,
  state: StreamState,
  source: ErrorSource,
  requestId: string | undefined,
): StreamEvent[] {
  const events: StreamEvent[] = [];
  if (!state.started) {
    state.started = true;
    events.push({
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
    if (reasoning) events.push({ type: 'thinking', text: reasoning });
    if (typeof delta.content === 'string' && delta.content.length > 0) {
      events.push({ type: 'text', text: delta.content });
    }
    if (typeof delta.refusal === 'string' && delta.refusal.length > 0) {
      events.push({ type: 'text', text: delta.refusal });
    }
    if (Array.isArray(delta.tool_calls)) {
      for (const raw of delta.tool_calls) {
        const call = asRecord(raw);
        if (!call) continue;
        const fn = asRecord(call.function);
        events.push({
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

function finishEvent(state: StreamState): StreamEvent {
  return {
    type: 'finish',
    finishReason: state.finishReason ?? 'stop',
    ...(state.usage ? { usage: state.usage } : {}),
  };
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
  let chunks: WireChunk[] = [];
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
      let chunk: Record<string, unknown>;
      try {
        chunk = jsonChunk(event, source, requestId);
      } catch (error) {
        failure = error;
        break;
      }
      const produced = chunkEvents(chunk, state, source, requestId);
      chunks.push({ format: 'openai-chat', text: event.data, json: chunk, events: produced });
      for (const item of produced) {
        const last = out.at(-1);
        if (item.type === 'text' && last?.type === 'text') {
          out[out.length - 1] = { type: 'text', text: last.text + item.text, wire: NO_CHUNKS };
        } else {
          out.push({ ...item, wire: NO_CHUNKS });
        }
      }
    }
    if (done) {
      // The terminal event carries whatever this read left.
      for (const item of out) yield item;
      complete();
      yield take(finishEvent(state));
      return;
    }
    const last = out.pop();
    for (const item of out) yield item;
    if (last !== undefined) yield take(last);
    // Events before an error chunk reach the caller first, as in the normalized stream.
    if (failure !== undefined) throw failure;
  }
  if (state.finishReason !== undefined) {
    yield take(finishEvent(state));
    return;
  }
  throw prematureClose(source, requestId);
}
