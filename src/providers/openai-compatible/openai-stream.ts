/**
 * OpenAI chat completion chunks (SSE) → normalized stream events.
 * @module
 */
import type { FinishReason, StreamEvent, Usage } from '../../core/model.js';
import { jsonChunk, prematureClose } from '../shared/http-call.js';
import { asRecord } from '../shared/json.js';
import type { EventSourceMessage } from '../shared/sse.js';
import type { ErrorSource } from '../shared/upstream-error.js';
import { openAIFinishReason, openAIUsage, reasoningOf } from './openai-response.js';

/** Translates an OpenAI-compatible event stream. Throws `UpstreamError` for error chunks. */
export async function* fromOpenAIStream(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  /** Called at the terminal event, before iteration stops, so the connection can be reused. */
  complete: () => void = () => undefined,
): AsyncGenerator<StreamEvent, void, undefined> {
  let started = false;
  let finishReason: FinishReason | undefined;
  let usage: Usage | undefined;
  for await (const batch of events)
    for (const event of batch) {
      if (event.data === '[DONE]') {
        complete();
        yield { type: 'finish', finishReason: finishReason ?? 'stop', ...(usage ? { usage } : {}) };
        return;
      }
      const chunk = jsonChunk(event, source, requestId);
      if (!started) {
        started = true;
        yield {
          type: 'start',
          id: typeof chunk.id === 'string' ? chunk.id : '',
          model: typeof chunk.model === 'string' ? chunk.model : source.model,
          ...(requestId === undefined ? {} : { requestId }),
        };
      }
      const chunkUsage = openAIUsage(chunk.usage);
      if (chunkUsage) usage = chunkUsage;
      const choices = chunk.choices;
      if (!Array.isArray(choices)) continue;
      const choice = asRecord(choices[0]);
      if (!choice) continue;
      const delta = asRecord(choice.delta);
      if (delta) {
        const reasoning = reasoningOf(delta);
        if (reasoning) yield { type: 'thinking', text: reasoning };
        if (typeof delta.content === 'string' && delta.content.length > 0) {
          yield { type: 'text', text: delta.content };
        }
        if (typeof delta.refusal === 'string' && delta.refusal.length > 0) {
          yield { type: 'text', text: delta.refusal };
        }
        if (Array.isArray(delta.tool_calls)) {
          for (const raw of delta.tool_calls) {
            const call = asRecord(raw);
            if (!call) continue;
            const fn = asRecord(call.function);
            yield {
              type: 'tool_call',
              index: typeof call.index === 'number' ? call.index : 0,
              ...(typeof call.id === 'string' ? { id: call.id } : {}),
              ...(typeof fn?.name === 'string' ? { name: fn.name } : {}),
              argumentsDelta: typeof fn?.arguments === 'string' ? fn.arguments : '',
            };
          }
        }
      }
      if (choice.finish_reason !== null && choice.finish_reason !== undefined) {
        finishReason = openAIFinishReason(choice.finish_reason);
      }
    }
  // Some servers close without `[DONE]`; a finish reason already seen means the answer is whole.
  if (finishReason !== undefined) {
    yield { type: 'finish', finishReason, ...(usage ? { usage } : {}) };
    return;
  }
  throw prematureClose(source, requestId);
}
