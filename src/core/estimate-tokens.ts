import type { ChatRequest, ContentPart } from './model.js';

/** Characters per token of the estimate (a common rule of thumb for English and code). */
export const CHARS_PER_TOKEN = 4;
/** Tokens counted for each image: roughly what a ~1 megapixel image costs on the major providers. */
export const TOKENS_PER_IMAGE = 1_600;
/** Per-message framing (role markers and separators). */
const TOKENS_PER_MESSAGE = 4;

function partChars(part: ContentPart): { readonly chars: number; readonly images: number } {
  switch (part.type) {
    case 'text':
    case 'thinking':
      return { chars: part.text.length, images: 0 };
    case 'image':
      return { chars: 0, images: 1 };
    case 'tool_call':
      return { chars: part.name.length + part.arguments.length, images: 0 };
    case 'tool_result': {
      if (typeof part.content === 'string') return { chars: part.content.length, images: 0 };
      let chars = 0;
      let images = 0;
      for (const inner of part.content) {
        const counted = partChars(inner);
        chars += counted.chars;
        images += counted.images;
      }
      return { chars, images };
    }
  }
}

/**
 * Approximate prompt size in tokens: about 4 characters a token over the system prompt, messages,
 * tool calls/results and tool schemas, plus a fixed allowance per image. Cheap (no tokenizer) and
 * only used for the classifier's large-session heuristics and smart routing.
 *
 * @example
 * estimateTokens({ model: 'chat', messages: [{ role: 'user', content: 'hello world!' }] }); // 7
 */
export function estimateTokens(
  request: Pick<ChatRequest, 'system' | 'messages' | 'tools'>,
): number {
  let chars = request.system?.length ?? 0;
  let images = 0;
  let framing = 0;
  for (const message of request.messages) {
    framing += TOKENS_PER_MESSAGE;
    if (typeof message.content === 'string') {
      chars += message.content.length;
      continue;
    }
    for (const part of message.content) {
      const counted = partChars(part);
      chars += counted.chars;
      images += counted.images;
    }
  }
  for (const tool of request.tools ?? []) {
    chars += tool.name.length + (tool.description?.length ?? 0);
    chars += JSON.stringify(tool.parameters).length;
  }
  return Math.ceil(chars / CHARS_PER_TOKEN) + images * TOKENS_PER_IMAGE + framing;
}
