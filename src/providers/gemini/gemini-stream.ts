/**
 * Gemini `streamGenerateContent?alt=sse` → normalized stream events. Each SSE event is a whole
 * `GenerateContentResponse` chunk; the stream has no end marker (a relay's `data: [DONE]` ends
 * it), so the last chunk's `finishReason` is what tells a finished answer from a cut connection.
 * @module
 */
import type { FinishReason, StreamEvent, Usage } from '../../core/model.js';
import type { Random } from '../../core/ports.js';
import { jsonChunk, prematureClose } from '../shared/http-call.js';
import { asRecord } from '../shared/json.js';
import type { EventSourceMessage } from '../shared/sse.js';
import {
  buildUpstreamError,
  type ErrorSource,
  NO_USABLE_ANSWER,
} from '../shared/upstream-error.js';
import {
  geminiFinishReason,
  geminiPart,
  geminiUsage,
  type NoOutputOptions,
  noOutputDocument,
  noOutputReason,
  promptBlockReason,
} from './gemini-response.js';

/** Translates a Gemini event stream. */
export async function* fromGeminiStream(
  events: AsyncIterable<readonly EventSourceMessage[]>,
  source: ErrorSource,
  requestId: string | undefined,
  random: Random,
  options: NoOutputOptions = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  let started = false;
  let finishReason: FinishReason | undefined;
  let usage: Usage | undefined;
  let toolCalls = 0;
  /**
   * Usable output arrived: text or a tool call was yielded (the caller holds part of an answer),
   * or an image (no stream event carries it, but the answer is one, as the complete call's is).
   */
  let usableSent = false;
  stream: for await (const batch of events)
    for (const event of batch) {
      // Gemini sends no end marker, but relays that speak OpenAI too add `data: [DONE]`: an end.
      if (event.data === '[DONE]') break stream;
      const chunk = jsonChunk(event, source, requestId);
      // A refused prompt is no answer: no `start` either.
      const blockReason = promptBlockReason(chunk);
      if (blockReason !== undefined)
        throw promptBlocked(blockReason, event.data, source, requestId);
      const candidates = chunk.candidates;
      const candidate = Array.isArray(candidates) ? asRecord(candidates[0]) : undefined;
      const parts = asRecord(candidate?.content)?.parts;
      // A candidate that ends with no usable output before any was sent fails the attempt, so the
      // engine can retry or fall back (nothing usable reached the caller); once text or a call was
      // sent, the answer stands (a failed call ends it `error`).
      if (!usableSent) {
        const reason = noOutputReason(candidate, parts, options);
        if (reason !== undefined) throw noOutput(reason, candidate, source, requestId);
      }
      if (!started) {
        started = true;
        yield {
          type: 'start',
          id: typeof chunk.responseId === 'string' ? chunk.responseId : '',
          model: typeof chunk.modelVersion === 'string' ? chunk.modelVersion : source.model,
          ...(requestId === undefined ? {} : { requestId }),
        };
      }
      usage = geminiUsage(chunk.usageMetadata) ?? usage;
      if (Array.isArray(parts)) {
        for (const raw of parts) {
          const part = geminiPart(raw, random);
          if (!part) continue;
          if (part.type === 'text') {
            if (part.text) {
              usableSent = true;
              yield { type: 'text', text: part.text };
            }
          } else if (part.type === 'thinking') {
            yield {
              type: 'thinking',
              text: part.text,
              ...(part.signature === undefined ? {} : { signature: part.signature }),
            };
          } else if (part.type === 'tool_call') {
            // Gemini sends each call whole, never as deltas.
            usableSent = true;
            yield {
              type: 'tool_call',
              index: toolCalls++,
              id: part.id,
              name: part.name,
              argumentsDelta: part.arguments,
              ...(part.signature === undefined ? {} : { signature: part.signature }),
            };
          } else if (part.type === 'image') {
            // An image model answered: its empty final chunk must not read as no output at all.
            usableSent = true;
          }
        }
      }
      if (candidate?.finishReason !== undefined) {
        finishReason = geminiFinishReason(candidate.finishReason);
      }
    }
  if (finishReason === undefined) throw prematureClose(source, requestId);
  if (finishReason === 'stop' && toolCalls > 0) finishReason = 'tool_calls';
  yield { type: 'finish', finishReason, ...(usage ? { usage } : {}) };
}

/** The refusal of a blocked prompt, carrying Gemini's chunk so the classifier reads its reason. */
export function promptBlocked(
  reason: string,
  text: string,
  source: ErrorSource,
  requestId: string | undefined,
): Error {
  return buildUpstreamError(source, {
    text,
    requestId,
    what: `prompt blocked (blockReason ${reason})`,
  });
}

/** The failure of a candidate with no usable output, carrying its error document. */
function noOutput(
  reason: string,
  candidate: unknown,
  source: ErrorSource,
  requestId: string | undefined,
): Error {
  return buildUpstreamError(source, {
    text: JSON.stringify(noOutputDocument(reason, candidate)),
    requestId,
    what: NO_USABLE_ANSWER,
  });
}
