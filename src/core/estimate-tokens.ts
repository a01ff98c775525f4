import type { ChatRequest, ContentPart } from './model.js';

/** Characters per token of the estimate (a common rule of thumb for English and code). */
export const CHARS_PER_TOKEN = 4;
/** Tokens counted for each image: roughly what a ~1 megapixel image costs on the major providers. */
export const TOKENS_PER_IMAGE = 1_600;
/** Per-message framing (role markers and separators). */
const TOKENS_PER_MESSAGE = 4;

const NOTHING = { chars: 0, images: 0 } as const;

/** Tokens a PDF page costs: its text (≈ 1,500–3,000) and, on Claude, an image of the page. */
const TOKENS_PER_PDF_PAGE = 3_000;
/** PDFs up to this many base64 characters (≈ 3 MB) are decoded to count their pages. */
const PDF_PAGES_COUNTED_UP_TO = 4_000_000;
/** A page object (`/Type /Page`, not the `/Pages` tree). */
const PDF_PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;

/**
 * A PDF's tokens: its pages × {@link TOKENS_PER_PDF_PAGE} when they can be counted (a text PDF
 * packs a page into a few KB), and never less than ≈ 1 token per 24 bytes (32 base64 characters:
 * a scanned page of ≈ 70 KB). Pages hidden in compressed object streams count by size only.
 */
function pdfTokens(base64: string): number {
  const bySize = Math.ceil(base64.length / 32);
  if (base64.length > PDF_PAGES_COUNTED_UP_TO) return bySize;
  let pages = 0;
  try {
    pages = atob(base64).match(PDF_PAGE)?.length ?? 0;
  } catch {
    // Not base64: the size is all there is.
  }
  return Math.max(bySize, pages * TOKENS_PER_PDF_PAGE);
}

function partChars(
  part: ContentPart,
  depth = 0,
): { readonly chars: number; readonly images: number } {
  // Library callers may pass anything: count what is there, never throw.
  if (typeof part !== 'object' || part === null) return NOTHING;
  switch (part.type) {
    case 'text':
    case 'thinking':
      return { chars: textLength(part.text), images: 0 };
    case 'image':
      return { chars: 0, images: 1 };
    case 'document':
      if (typeof part.text === 'string') return { chars: textLength(part.text), images: 0 };
      if (typeof part.data === 'string')
        return { chars: pdfTokens(part.data) * CHARS_PER_TOKEN, images: 0 };
      return { chars: 0, images: 1 };
    case 'tool_call':
      return { chars: textLength(part.name) + textLength(part.arguments), images: 0 };
    case 'provider_block':
      // Search results and the like: what the provider reads back is their JSON.
      return { chars: jsonChars(part.block), images: 0 };
    case 'tool_result': {
      if (typeof part.content === 'string') return { chars: part.content.length, images: 0 };
      if (!Array.isArray(part.content) || depth > 16) return NOTHING;
      let chars = 0;
      let images = 0;
      for (const inner of part.content) {
        const counted = partChars(inner, depth + 1);
        chars += counted.chars;
        images += counted.images;
      }
      return { chars, images };
    }
    default:
      return NOTHING;
  }
}

/**
 * The length `JSON.stringify(value)` would have, approximately, without recursion: a schema nested
 * thousands deep (which overflows `JSON.stringify`'s stack) or a cycle still gets a size. Counts
 * strings and keys with their quotes, numbers and literals as written, and one separator each.
 */
function jsonChars(value: unknown): number {
  let chars = 0;
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') chars += item.length + 2;
    else if (typeof item === 'number' || typeof item === 'boolean' || typeof item === 'bigint')
      chars += String(item).length;
    else if (item === null) chars += 4;
    else if (typeof item === 'object') {
      if (seen.has(item)) continue;
      seen.add(item);
      chars += 2;
      if (Array.isArray(item)) {
        for (const inner of item) {
          chars += 1;
          stack.push(inner);
        }
      } else {
        for (const [key, inner] of Object.entries(item)) {
          chars += key.length + 4;
          stack.push(inner);
        }
      }
    }
  }
  return chars;
}

/** `JSON.stringify(value).length` when it can be computed, else {@link jsonChars}; 0 for nothing. */
function schemaChars(value: unknown): number {
  if (value === undefined || value === null) return 0;
  try {
    const text = JSON.stringify(value) as string | undefined;
    return text === undefined ? 0 : text.length;
  } catch {
    // RangeError (nested too deep), TypeError (a cycle, a BigInt): estimate without serialising.
    return jsonChars(value);
  }
}

function textLength(value: unknown): number {
  return typeof value === 'string' ? value.length : 0;
}

/**
 * Approximate prompt size in tokens: about 4 characters a token over the system prompt, messages,
 * tool calls/results and tool schemas, plus a fixed allowance per image. Cheap (no tokenizer) and
 * only used for the classifier's large-session heuristics and smart routing. Total: it never
 * throws, whatever it is given (a schema nested too deep to serialise, a cycle, missing fields).
 *
 * @example
 * estimateTokens({ model: 'chat', messages: [{ role: 'user', content: 'hello world!' }] }); // 7
 */
export function estimateTokens(
  request: Pick<ChatRequest, 'system' | 'messages' | 'tools'>,
): number {
  let chars = textLength(request.system);
  let images = 0;
  let framing = 0;
  const messages: readonly unknown[] = Array.isArray(request.messages) ? request.messages : [];
  for (const message of messages) {
    framing += TOKENS_PER_MESSAGE;
    if (typeof message !== 'object' || message === null) continue;
    const content = (message as { content?: unknown }).content;
    if (typeof content === 'string') {
      chars += content.length;
      continue;
    }
    if (!Array.isArray(content)) continue;
    for (const part of content as readonly ContentPart[]) {
      const counted = partChars(part);
      chars += counted.chars;
      images += counted.images;
    }
  }
  const tools: readonly unknown[] = Array.isArray(request.tools) ? request.tools : [];
  for (const tool of tools) {
    if (typeof tool !== 'object' || tool === null) continue;
    const { name, description, parameters } = tool as {
      name?: unknown;
      description?: unknown;
      parameters?: unknown;
    };
    chars += textLength(name) + textLength(description) + schemaChars(parameters);
  }
  return Math.ceil(chars / CHARS_PER_TOKEN) + images * TOKENS_PER_IMAGE + framing;
}
