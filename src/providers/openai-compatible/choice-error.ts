/**
 * An error riding on a choice of a 200 answer. OpenRouter commits a 200 once the model starts; an
 * upstream failure after that arrives on the choice (`finish_reason: "error"` with an `error`
 * object, in a complete body or in a stream chunk), beside whatever text came first.
 * @module
 */

import { jsonChunk } from '../shared/http-call.js';
import { asRecord, reportsError } from '../shared/json.js';
import type { EventSourceMessage } from '../shared/sse.js';
import { buildUpstreamError, type ErrorSource } from '../shared/upstream-error.js';

/**
 * The first choice's error as an error document (`{"error": {code, message, metadata}}`, the
 * shape of OpenRouter's error bodies, which the classifier reads), or undefined when it has none
 * (a blank one, such as `"error": null` or `{}`, is none: see {@link reportsError}).
 */
export function choiceErrorDocument(json: unknown): Record<string, unknown> | undefined {
  const choices = asRecord(json)?.choices;
  if (!Array.isArray(choices)) return undefined;
  const error = asRecord(asRecord(choices[0])?.error);
  if (error === undefined || !reportsError(error)) return undefined;
  // A relay may nest a whole error body there.
  return asRecord(error.error) === undefined ? { error } : error;
}

/**
 * Whether a complete 200 body carries an error at its top level: an object with something in it,
 * or a message. OpenRouter sends `{"error": …}` alone once the model has started, and documents a
 * failure mid-generation as a top-level `error` beside `choices[0].finish_reason: "error"`; a relay
 * may add `choices: []`. The error wins over the choices, as in a stream chunk ({@link jsonChunk},
 * which applies the same rule). A blank one is none ({@link reportsError}): `null` (Foundry Local
 * puts it in its answers), `""`, `{}`, or a Go server's empty error struct.
 */
export function hasTopLevelError(json: unknown): boolean {
  return reportsError(asRecord(json)?.error);
}

/**
 * Whether a `finish_reason` says Gemini's OpenAI-compatible endpoint filtered out the function
 * call the model generated (`"function_call_filter: MALFORMED_FUNCTION_CALL"`, coder/coder#28470):
 * the native API's `MALFORMED_FUNCTION_CALL` under another name.
 */
export function isCallFilter(finishReason: unknown): finishReason is string {
  return typeof finishReason === 'string' && finishReason.startsWith('function_call_filter');
}

/**
 * The error document of a filtered call with no usable output before it, in OpenAI's error shape.
 * `code: 500`: a valid request the server failed to answer, which a retry often mends, so the
 * classifier reads `server_error` (the reasoning is the Gemini adapter's failed call, see
 * `noOutputDocument` in gemini-response.ts).
 */
export function callFilterDocument(finishReason: string): Readonly<Record<string, unknown>> {
  return {
    error: {
      code: 500,
      type: 'server_error',
      message: `The model produced a function call the server refused, and no other output (finish_reason ${finishReason})`,
    },
  };
}

/**
 * The error document of an answer that ended with a natural stop and nothing in it (no content,
 * tool call, refusal or other output; reasoning does not count), in OpenAI's error shape. Relays
 * of Gemini's empty `STOP` answer so (litellm#24467), and DeepSeek's thinking models sometimes end
 * with the reasoning only (earendil-works/pi#9266); the same request usually answers when sent
 * again. `code: 500`, so the classifier reads `server_error`, as for {@link callFilterDocument}.
 */
export function emptyStopDocument(finishReason: string): Readonly<Record<string, unknown>> {
  // Worded with nothing a classifier rule reads as a refusal or a request fault: only the code decides.
  return {
    error: {
      code: 500,
      type: 'server_error',
      message: `The model ended its turn without any output (finish_reason ${finishReason})`,
    },
  };
}

/**
 * The error document of an answer without any choice and nothing else to read: a complete body
 * whose `choices` is `[]`, or a stream that reached `[DONE]` without any choice. LiteLLM answers so
 * when it drops a Gemini candidate without content (litellm#24467, #40477: an empty `STOP`, a
 * malformed call, thoughts that spent `MAX_TOKENS`), which is about the conversation, not the
 * endpoint, like an empty stop. `code: 500`; its message quotes the finish reason it lacks
 * (`none`), as the other no-output documents quote theirs, so the classifier reads `server_error`
 * of category `server.no_output` (one retry, then the next target, never the circuit breaker).
 */
export function noChoiceDocument(where: 'answer' | 'stream'): Readonly<Record<string, unknown>> {
  const opening =
    where === 'stream' ? 'The stream ended without any choice' : 'The answer held no choice';
  return {
    error: {
      code: 500,
      type: 'server_error',
      message: `${opening}: no content, tool call or finish reason, so without any output (finish_reason none)`,
    },
  };
}

/**
 * Whether a message's (or delta's) `content` holds output: non-empty text, or in the list form
 * (Mistral) a text chunk with text or a chunk of a kind stayup does not translate, which a
 * pass-through caller still reads. Thinking chunks alone are none.
 */
export function hasContentOutput(content: unknown): boolean {
  if (typeof content === 'string') return content !== '';
  if (!Array.isArray(content)) return false;
  return content.some((raw) => {
    if (typeof raw === 'string') return raw !== '';
    const chunk = asRecord(raw);
    if (chunk === undefined || chunk.type === 'thinking') return false;
    return chunk.type !== 'text' || (typeof chunk.text === 'string' && chunk.text !== '');
  });
}

/**
 * Whether a message or delta carries output stayup does not translate but a pass-through caller
 * reads: OpenRouter's generated `images`, `audio`, a legacy `function_call`. Such an answer is not
 * empty.
 */
export function hasUntranslatedOutput(message: Readonly<Record<string, unknown>>): boolean {
  return (
    (Array.isArray(message.images) && message.images.length > 0) ||
    asRecord(message.audio) !== undefined ||
    asRecord(message.function_call) !== undefined
  );
}

/**
 * The {@link callFilterDocument} of a complete answer whose first choice ended in a filtered call
 * with neither text nor tool calls, else undefined.
 */
export function filteredCallDocument(json: unknown): Readonly<Record<string, unknown>> | undefined {
  const choices = asRecord(json)?.choices;
  const choice = Array.isArray(choices) ? asRecord(choices[0]) : undefined;
  if (!isCallFilter(choice?.finish_reason)) return undefined;
  const message = asRecord(choice.message);
  const content = message?.content;
  const hasText =
    (typeof content === 'string' && content !== '') ||
    (Array.isArray(content) && content.length > 0);
  const hasCalls = Array.isArray(message?.tool_calls) && message.tool_calls.length > 0;
  return hasText || hasCalls ? undefined : callFilterDocument(choice.finish_reason);
}

/**
 * {@link jsonChunk} for OpenAI chunks: also throws an `UpstreamError` carrying the choice's error
 * document when a chunk's choice failed.
 */
export function openAIChunk(
  event: EventSourceMessage,
  source: ErrorSource,
  requestId: string | undefined,
): Record<string, unknown> {
  const chunk = jsonChunk(event, source, requestId);
  const document = choiceErrorDocument(chunk);
  if (document === undefined) return chunk;
  throw buildUpstreamError(source, {
    text: JSON.stringify(document),
    requestId,
    what: 'stream error event',
  });
}
