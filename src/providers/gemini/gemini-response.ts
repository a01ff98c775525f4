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

/**
 * Converts a complete response; undefined when the body is not a `GenerateContentResponse` or
 * when it refuses the prompt ({@link promptBlockReason}).
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
