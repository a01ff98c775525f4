/**
 * Request repairs (DESIGN §1.4): each turns a request a provider rejected into one it accepts.
 * Pure functions of the normalized request; the engine applies each at most once per request.
 * @module
 */
import type { Repair } from '../core/classify/types.js';
import type { ChatMessage, ChatRequest, ContentPart, ImagePart, TextPart } from '../core/model.js';

/** Inline images larger than this (base64 characters, about 3.75 MB decoded) are replaced by `shrink_images`. */
export const MAX_INLINE_IMAGE_CHARS = 5_000_000;

const IMAGE_PLACEHOLDER: TextPart = { type: 'text', text: '[image omitted: too large]' };

function mapParts(
  request: ChatRequest,
  map: (part: ContentPart) => ContentPart | undefined,
): readonly ChatMessage[] {
  return request.messages.map((message) => {
    if (typeof message.content === 'string') return message;
    const content: ContentPart[] = [];
    for (const part of message.content) {
      const mapped = map(part);
      if (mapped !== undefined) content.push(mapped);
    }
    return { ...message, content };
  });
}

/**
 * Drops reasoning the provider refuses to take back: thinking parts, and the thought signatures
 * Gemini attaches to tool calls (a signature it calls invalid or missing fails the same way; the
 * Gemini adapter then sends its documented skip value where Gemini 3 needs one).
 */
function stripThinking(request: ChatRequest): ChatRequest {
  return {
    ...request,
    messages: mapParts(request, (part) => {
      if (part.type === 'thinking') return undefined;
      if (part.type === 'tool_call' && part.signature !== undefined) {
        const { signature: _dropped, ...unsigned } = part;
        return unsigned;
      }
      return part;
    }),
  };
}

function imageSize(part: ImagePart): number {
  return part.data?.length ?? 0;
}

function shrinkImages(request: ChatRequest): ChatRequest {
  // Without an image codec we cannot re-encode: drop the oversized inline images (or, when none is
  // over the limit, the single largest one) and say so in the text, so the model knows.
  let largest: ImagePart | undefined;
  const visit = (part: ImagePart): void => {
    if (largest === undefined || imageSize(part) > imageSize(largest)) largest = part;
  };
  for (const message of request.messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type === 'image') visit(part);
      if (part.type === 'tool_result' && typeof part.content !== 'string')
        for (const inner of part.content) if (inner.type === 'image') visit(inner);
    }
  }
  const anyOversized = request.messages.some(
    (message) =>
      typeof message.content !== 'string' &&
      message.content.some(
        (part) => part.type === 'image' && imageSize(part) > MAX_INLINE_IMAGE_CHARS,
      ),
  );
  const shouldDrop = (part: ImagePart): boolean =>
    anyOversized ? imageSize(part) > MAX_INLINE_IMAGE_CHARS : part === largest;
  return {
    ...request,
    messages: mapParts(request, (part) => {
      if (part.type === 'image') return shouldDrop(part) ? IMAGE_PLACEHOLDER : part;
      if (part.type === 'tool_result' && typeof part.content !== 'string')
        return {
          ...part,
          content: part.content.map((inner) =>
            inner.type === 'image' && shouldDrop(inner) ? IMAGE_PLACEHOLDER : inner,
          ),
        };
      return part;
    }),
  };
}

function textOnlyToolResults(request: ChatRequest): ChatRequest {
  return {
    ...request,
    messages: mapParts(request, (part) => {
      if (part.type !== 'tool_result' || typeof part.content === 'string') return part;
      const text = part.content
        .map((inner) =>
          inner.type === 'text'
            ? inner.text
            : inner.type === 'document'
              ? (inner.text ?? '[document omitted]')
              : '[image omitted]',
        )
        .join('\n');
      return { ...part, content: text };
    }),
  };
}

/** Removes `pattern` keywords from a JSON schema (llama.cpp grammars reject many regexes). */
export function stripSchemaPatterns(schema: unknown, inProperties = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => stripSchemaPatterns(item));
  if (typeof schema !== 'object' || schema === null) return schema;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Under `properties`, keys are property names (a property may be called "pattern").
    if (!inProperties && (key === 'pattern' || key === 'patternProperties')) continue;
    result[key] = stripSchemaPatterns(value, !inProperties && key === 'properties');
  }
  return result;
}

/**
 * Applies one repair to a request and returns the new request (the input is not changed).
 *
 * @example
 * applyRepair(request, { kind: 'lower_max_tokens', maxTokens: 3000 }).maxTokens; // 3000
 */
export function applyRepair(request: ChatRequest, repair: Repair): ChatRequest {
  switch (repair.kind) {
    case 'strip_thinking':
      return stripThinking(request);
    case 'shrink_images':
      return shrinkImages(request);
    case 'text_only_tool_results':
      return textOnlyToolResults(request);
    case 'strip_schema_patterns':
      return request.tools === undefined
        ? request
        : {
            ...request,
            tools: request.tools.map((tool) => ({
              ...tool,
              parameters: stripSchemaPatterns(tool.parameters) as Readonly<Record<string, unknown>>,
            })),
          };
    case 'drop_beta': {
      const betas =
        repair.beta === undefined
          ? []
          : (request.betas ?? []).filter((beta) => beta !== repair.beta);
      const { betas: _dropped, ...rest } = request;
      return betas.length === 0 ? rest : { ...rest, betas };
    }
    case 'lower_max_tokens':
      return { ...request, maxTokens: repair.maxTokens };
  }
}
