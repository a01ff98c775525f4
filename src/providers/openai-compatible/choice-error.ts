/**
 * An error riding on a choice of a 200 answer. OpenRouter commits a 200 once the model starts; an
 * upstream failure after that arrives on the choice (`finish_reason: "error"` with an `error`
 * object, in a complete body or in a stream chunk), beside whatever text came first.
 * @module
 */

import { jsonChunk } from '../shared/http-call.js';
import { asRecord } from '../shared/json.js';
import type { EventSourceMessage } from '../shared/sse.js';
import { buildUpstreamError, type ErrorSource } from '../shared/upstream-error.js';

/**
 * The first choice's error as an error document (`{"error": {code, message, metadata}}`, the
 * shape of OpenRouter's error bodies, which the classifier reads), or undefined when it has none
 * (`"error": null` is none).
 */
export function choiceErrorDocument(json: unknown): Record<string, unknown> | undefined {
  const choices = asRecord(json)?.choices;
  if (!Array.isArray(choices)) return undefined;
  const error = asRecord(asRecord(choices[0])?.error);
  if (error === undefined) return undefined;
  // A relay may nest a whole error body there.
  return asRecord(error.error) === undefined ? { error } : error;
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
  throw buildUpstreamError({
    ...source,
    text: JSON.stringify(document),
    requestId,
    what: 'stream error event',
  });
}
