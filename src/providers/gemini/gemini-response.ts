/**
 * Gemini `GenerateContentResponse` → normalized model. Function calls get synthesised ids
 * (Gemini sends none) so tool results can be matched by id in any provider.
 * @module
 */
import type { ChatResponse, ContentPart, FinishReason, Usage } from '../../core/model.js';
import type { Random } from '../../core/ports.js';
import { asRecord } from '../shared/json.js';
import { synthesizeToolCallId } from '../shared/tool-ids.js';

/** Maps a Gemini `finishReason`. */
export function geminiFinishReason(value: unknown): FinishReason {
  switch (value) {
    case 'STOP':
      return 'stop';
    case 'MAX_TOKENS':
      return 'length';
    case 'SAFETY':
    case 'RECITATION':
    case 'BLOCKLIST':
    case 'PROHIBITED_CONTENT':
    case 'SPII':
    case 'IMAGE_SAFETY':
      return 'content_filter';
    case 'MALFORMED_FUNCTION_CALL':
    case 'UNEXPECTED_TOOL_CALL':
      return 'error';
    default:
      return 'other';
  }
}

/** Maps `usageMetadata`; thinking tokens count as output. */
export function geminiUsage(value: unknown): Usage | undefined {
  const usage = asRecord(value);
  if (!usage) return undefined;
  const number = (name: string): number =>
    typeof usage[name] === 'number' ? (usage[name] as number) : 0;
  return {
    inputTokens: number('promptTokenCount'),
    outputTokens: number('candidatesTokenCount') + number('thoughtsTokenCount'),
    ...(typeof usage.cachedContentTokenCount === 'number'
      ? { cachedInputTokens: usage.cachedContentTokenCount }
      : {}),
  };
}

/** One Gemini part → normalized part (undefined for parts with no equivalent). */
export function geminiPart(value: unknown, random: Random): ContentPart | undefined {
  const part = asRecord(value);
  if (!part) return undefined;
  const signature = typeof part.thoughtSignature === 'string' ? part.thoughtSignature : undefined;
  const call = asRecord(part.functionCall);
  if (call) {
    return {
      type: 'tool_call',
      id: typeof call.id === 'string' && call.id ? call.id : synthesizeToolCallId(random),
      name: typeof call.name === 'string' ? call.name : '',
      arguments: JSON.stringify(call.args ?? {}),
      ...(signature === undefined ? {} : { signature }),
    };
  }
  if (typeof part.text === 'string') {
    if (part.thought === true) {
      return {
        type: 'thinking',
        text: part.text,
        ...(signature === undefined ? {} : { signature }),
      };
    }
    return { type: 'text', text: part.text };
  }
  const inline = asRecord(part.inlineData);
  if (inline && typeof inline.data === 'string') {
    return {
      type: 'image',
      data: inline.data,
      ...(typeof inline.mimeType === 'string' ? { mediaType: inline.mimeType } : {}),
    };
  }
  return undefined;
}

/**
 * The `promptFeedback.blockReason` of an answer that has no candidate: Gemini refused the prompt
 * itself (`SAFETY`, `PROHIBITED_CONTENT`, `BLOCKLIST`, `OTHER`, …) with a 200. That is a refusal
 * to report as an error (the classifier reads the reason as `content_policy`), not an empty answer.
 */
export function promptBlockReason(body: Readonly<Record<string, unknown>>): string | undefined {
  const candidates = body.candidates;
  if (Array.isArray(candidates) && candidates.length > 0) return undefined;
  const reason = asRecord(body.promptFeedback)?.blockReason;
  return typeof reason === 'string' && reason !== '' ? reason : undefined;
}

/** Finish reasons that say the model failed to produce a call it could hand over. */
const FAILED_CALL_FINISH: Readonly<Record<string, string>> = Object.freeze({
  MALFORMED_FUNCTION_CALL:
    'The model produced a function call that did not parse, and no other output',
  UNEXPECTED_TOOL_CALL:
    'The model called a tool the request does not enable, and produced no other output',
});

/**
 * The `finishReason` of a candidate that ended in a failed call (`MALFORMED_FUNCTION_CALL`,
 * `UNEXPECTED_TOOL_CALL`) with none of `parts` usable, else undefined. Usable: text and images.
 * Not thoughts (no answer), nor a function call beside such a reason: Gemini marked it malformed,
 * or it names a tool the caller never declared, so nobody should run it
 * (NousResearch/hermes-agent#83886 keeps the reason authoritative over a parsed call).
 */
export function failedCallReason(candidate: unknown, parts: unknown): string | undefined {
  const reason = asRecord(candidate)?.finishReason;
  if (typeof reason !== 'string' || FAILED_CALL_FINISH[reason] === undefined) return undefined;
  if (!Array.isArray(parts)) return reason;
  for (const raw of parts) {
    const part = asRecord(raw);
    if (part === undefined) continue;
    if (typeof part.text === 'string' && part.text !== '' && part.thought !== true)
      return undefined;
    if (part.inlineData !== undefined) return undefined;
  }
  return reason;
}

/** A whole answer whose first candidate failed its call: the reason and its error document. */
export function answerFailedCall(
  json: unknown,
): { readonly reason: string; readonly document: Readonly<Record<string, unknown>> } | undefined {
  const candidates = asRecord(json)?.candidates;
  const candidate: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  const reason = failedCallReason(candidate, asRecord(asRecord(candidate)?.content)?.parts);
  return reason === undefined
    ? undefined
    : { reason, document: failedCallDocument(reason, candidate) };
}

/**
 * The error document of a failed call ({@link failedCallReason}), in Gemini's own error shape.
 * `code: 500`, `INTERNAL`: the request was valid and the server failed to produce an answer for
 * it, a transient server-side failure (the same request often succeeds on a retry, as gemini-cli
 * and other clients do; some conversations fail every time, and then the fallback answers). The
 * classifier reads it as `server_error`: retried with backoff, then the fallback when the target's
 * retries run out or its circuit opens. Not `format_error` (the request is fine; it would never be
 * retried), nor `overloaded` (nothing is at capacity; background requests would drop at once).
 * Gemini's `finishMessage` (which may quote what the model generated) rides in the ErrorInfo's
 * `metadata`, which no classifier rule reads as text, so model output can never steer the reason.
 */
export function failedCallDocument(
  reason: string,
  candidate: unknown,
): Readonly<Record<string, unknown>> {
  const finishMessage = asRecord(candidate)?.finishMessage;
  return {
    error: {
      code: 500,
      status: 'INTERNAL',
      message: `${FAILED_CALL_FINISH[reason] ?? 'The model produced no output'} (finishReason ${reason})`,
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason,
          ...(typeof finishMessage === 'string' && finishMessage !== ''
            ? { metadata: { finishMessage } }
            : {}),
        },
      ],
    },
  };
}

/**
 * Converts a complete response; undefined when the body is not a `GenerateContentResponse`, when
 * it refuses the prompt ({@link promptBlockReason}) or when its call failed with no usable output
 * ({@link failedCallReason}).
 */
export function fromGeminiResponse(
  json: unknown,
  context: {
    readonly model: string;
    readonly requestId: string | undefined;
    readonly random: Random;
  },
): ChatResponse | undefined {
  const body = asRecord(json);
  if (!body || (!Array.isArray(body.candidates) && body.promptFeedback === undefined)) {
    return undefined;
  }
  if (promptBlockReason(body) !== undefined) return undefined;
  const candidate = asRecord(Array.isArray(body.candidates) ? body.candidates[0] : undefined);
  const content: ContentPart[] = [];
  const parts = asRecord(candidate?.content)?.parts;
  if (failedCallReason(candidate, parts) !== undefined) return undefined;
  if (Array.isArray(parts)) {
    for (const raw of parts) {
      const part = geminiPart(raw, context.random);
      if (part) content.push(part);
    }
  }
  let finishReason: FinishReason;
  if (!candidate) {
    // No candidate and no block reason: nothing was generated, for a reason Gemini did not give.
    finishReason = 'content_filter';
  } else {
    finishReason = geminiFinishReason(candidate.finishReason);
    if (finishReason === 'stop' && content.some((part) => part.type === 'tool_call')) {
      finishReason = 'tool_calls';
    }
  }
  return {
    id: typeof body.responseId === 'string' ? body.responseId : '',
    model: typeof body.modelVersion === 'string' ? body.modelVersion : context.model,
    content,
    finishReason,
    usage: geminiUsage(body.usageMetadata) ?? { inputTokens: 0, outputTokens: 0 },
    ...(context.requestId === undefined ? {} : { requestId: context.requestId }),
  };
}
