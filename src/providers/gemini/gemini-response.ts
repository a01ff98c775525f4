/**
 * Gemini `GenerateContentResponse` → normalized model. Function calls get synthesised ids
 * (Gemini sends none) so tool results can be matched by id in any provider.
 * @module
 */
import type {
  ChatRequest,
  ChatResponse,
  ContentPart,
  FinishReason,
  Usage,
} from '../../core/model.js';
import type { Random } from '../../core/ports.js';
import { asRecord } from '../shared/json.js';
import { hasStopSequences } from '../shared/stop-sequences.js';
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
    case 'IMAGE_PROHIBITED_CONTENT':
    case 'IMAGE_RECITATION':
    // The image was made and withheld by the output check ('Unable to show the generated image …
    // Try rephrasing the prompt'): a refusal too, not an empty answer.
    case 'IMAGE_OTHER':
      return 'content_filter';
    case 'MALFORMED_FUNCTION_CALL':
    case 'UNEXPECTED_TOOL_CALL':
    case 'MALFORMED_RESPONSE':
    case 'TOO_MANY_TOOL_CALLS':
    case 'MISSING_THOUGHT_SIGNATURE':
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

/**
 * What a candidate ending with one of these finish reasons and no usable output means. `server`:
 * the request was fine and the generation failed, which a retry usually mends. `request`: the
 * request itself is wrong for this model, so resending it as is cannot help.
 */
interface NoOutputFinish {
  readonly fault: 'server' | 'request';
  /** The error document's message (the finish reason is appended). */
  readonly message: string;
}

/**
 * The finish reasons whose candidate, with no usable output, is a failure rather than an answer.
 * Not here, so still answers: `MAX_TOKENS` (the budget went on thinking), the refusals (`SAFETY`,
 * `RECITATION`, `PROHIBITED_CONTENT`…, read as `content_filter`) and reasons never seen empty.
 */
const NO_OUTPUT_FINISH: Readonly<Record<string, NoOutputFinish>> = Object.freeze({
  MALFORMED_FUNCTION_CALL: {
    fault: 'server',
    message: 'The model produced a function call that did not parse, and no other output',
  },
  UNEXPECTED_TOOL_CALL: {
    fault: 'server',
    message: 'The model called a tool the request does not enable, and produced no other output',
  },
  // Gemini 2.5/3 end some turns with STOP and nothing (litellm#24442, gemini-cli#24290); the same
  // request usually answers when sent again.
  STOP: { fault: 'server', message: 'The model ended its turn without any output' },
  // "An intermittent error" (google/generative-ai-docs#235).
  OTHER: {
    fault: 'server',
    message: 'The model stopped for an unstated reason without any output',
  },
  MALFORMED_RESPONSE: {
    fault: 'server',
    message: 'The model produced a malformed response, and no other output',
  },
  TOO_MANY_TOOL_CALLS: {
    fault: 'server',
    message: 'The model called too many tools in a row and stopped without any output',
  },
  // Worded like Gemini's own 400 for a missing signature, so the classifier reads it the same way
  // (thinking_signature, repaired by strip_thinking).
  MISSING_THOUGHT_SIGNATURE: {
    fault: 'request',
    message:
      'A function call in the request is missing its thought_signature, and the model produced no output',
  },
  // Deterministic for a request an image model cannot answer with an image (litellm#40477).
  NO_IMAGE: {
    fault: 'request',
    message: 'The model was expected to generate an image, but none was generated',
  },
});

/** Under these, a function call is no usable output either: Gemini refused it. */
const REFUSED_CALL_FINISH: ReadonlySet<string> = new Set([
  'MALFORMED_FUNCTION_CALL',
  'UNEXPECTED_TOOL_CALL',
]);

/** Options of {@link noOutputReason}. */
export interface NoOutputOptions {
  /**
   * The request had stop sequences: an empty `STOP` is one whose output began with a stop
   * sequence (Gemini leaves it out of the text), an answer (`hasStopSequences`). @default false
   */
  readonly emptyStopIsAnswer?: boolean | undefined;
}

/**
 * The `finishReason` of a candidate that is a failure rather than an answer: one of
 * {@link NO_OUTPUT_FINISH} with none of `parts` usable, else undefined. Usable: non-empty text and
 * images, and function calls except under `MALFORMED_FUNCTION_CALL` / `UNEXPECTED_TOOL_CALL`
 * (Gemini marked the call malformed, or it names a tool the caller never declared, so nobody
 * should run it: NousResearch/hermes-agent#83886 keeps the reason authoritative). Thoughts, empty
 * text and bare thought signatures are not an answer.
 */
export function noOutputReason(
  candidate: unknown,
  parts: unknown,
  options: NoOutputOptions = {},
): string | undefined {
  const reason = asRecord(candidate)?.finishReason;
  if (typeof reason !== 'string' || !Object.hasOwn(NO_OUTPUT_FINISH, reason)) return undefined;
  if (reason === 'STOP' && options.emptyStopIsAnswer === true) return undefined;
  if (!Array.isArray(parts)) return reason;
  for (const raw of parts) {
    const part = asRecord(raw);
    if (part === undefined) continue;
    if (typeof part.text === 'string' && part.text !== '' && part.thought !== true)
      return undefined;
    if (part.inlineData !== undefined) return undefined;
    if (part.functionCall !== undefined && !REFUSED_CALL_FINISH.has(reason)) return undefined;
  }
  return reason;
}

/** A whole answer whose first candidate has no usable output: the reason and its error document. */
export function answerWithoutOutput(
  json: unknown,
): { readonly reason: string; readonly document: Readonly<Record<string, unknown>> } | undefined {
  const candidates = asRecord(json)?.candidates;
  const candidate: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  const reason = noOutputReason(candidate, asRecord(asRecord(candidate)?.content)?.parts);
  return reason === undefined
    ? undefined
    : { reason, document: noOutputDocument(reason, candidate) };
}

/**
 * The error document of a candidate with no usable output ({@link noOutputReason}), in Gemini's
 * own error shape. A server fault is `code: 500`, `INTERNAL`: the request was valid and the server
 * failed to answer it, which a retry usually mends (gemini-cli and other clients retry); some
 * conversations fail every time, and then the fallback answers. The classifier reads it as
 * `server_error`: retried with backoff, then the fallback when the target's retries run out or its
 * circuit opens. Not `format_error` (never retried, though the request is fine), nor `overloaded`
 * (nothing is at capacity; background requests would drop at once). A request fault is `code:
 * 400`, `INVALID_ARGUMENT`, as Gemini answers a request it refuses outright. Gemini's
 * `finishMessage` (which may quote what the model generated) rides in the ErrorInfo's `metadata`,
 * which no classifier rule reads as text, so model output can never steer the reason.
 */
export function noOutputDocument(
  reason: string,
  candidate: unknown,
): Readonly<Record<string, unknown>> {
  const finish = NO_OUTPUT_FINISH[reason];
  const isRequestFault = finish?.fault === 'request';
  const finishMessage = asRecord(candidate)?.finishMessage;
  return {
    error: {
      code: isRequestFault ? 400 : 500,
      status: isRequestFault ? 'INVALID_ARGUMENT' : 'INTERNAL',
      message: `${finish?.message ?? 'The model produced no output'} (finishReason ${reason})`,
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
 * it refuses the prompt ({@link promptBlockReason}) or when its candidate is a failure with no
 * usable output ({@link noOutputReason}).
 */
export function fromGeminiResponse(
  json: unknown,
  context: {
    readonly model: string;
    readonly requestId: string | undefined;
    readonly random: Random;
    /** What was asked: with stop sequences an empty STOP is an answer (`hasStopSequences`). */
    readonly request?: ChatRequest | undefined;
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
  const emptyStopIsAnswer = hasStopSequences(context.request);
  if (noOutputReason(candidate, parts, { emptyStopIsAnswer }) !== undefined) return undefined;
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
