/**
 * Deterministic answers for the sandbox: the same request and model always give the same text,
 * the same tool call and the same usage, so tests and simulations are reproducible.
 * @module
 */
import type { ChatMessage, ChatRequest, ContentPart, ToolDefinition } from '../../core/model.js';

/** Characters per token, the usual rule of thumb (and what `usage` counts with). */
export const CHARS_PER_TOKEN = 4;

const WORDS = [
  'lorem',
  'ipsum',
  'dolor',
  'sit',
  'amet',
  'consectetur',
  'adipiscing',
  'elit',
  'sed',
  'do',
  'eiusmod',
  'tempor',
  'incididunt',
  'ut',
  'labore',
  'et',
  'dolore',
  'magna',
  'aliqua',
  'enim',
  'ad',
  'minim',
  'veniam',
  'quis',
  'nostrud',
  'exercitation',
  'ullamco',
  'laboris',
  'nisi',
  'aliquip',
  'ex',
  'ea',
  'commodo',
  'consequat',
] as const;

/** FNV-1a 32-bit hash of a string. */
export function hashText(text: string, seed = 0x811c9dc5): number {
  return hashRange(text, 0, text.length, seed);
}

/**
 * FNV-1a of `text.slice(from, to)`, continued from `seed`. FNV-1a reads one character at a time,
 * so hashing pieces in turn (each continuing from the last) equals hashing their concatenation.
 */
function hashRange(text: string, from: number, to: number, seed: number): number {
  let hash = seed >>> 0;
  for (let index = from; index < to; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * Characters a digest keeps from each end of a long text. 64 tell prompts apart as well as 256
 * did (their length is in the digest too) at a quarter of the hashing: the simulator hashes every
 * call's last user message, 3,000+ calls per policy run, mostly in not-yet-optimized code.
 */
const DIGEST_EDGE = 64;

/** `hashText(textDigest(text), seed)`, without building the digest. */
function hashTextDigest(text: string, seed: number): number {
  if (text.length <= 2 * DIGEST_EDGE) return hashRange(text, 0, text.length, seed);
  const head = hashRange(text, 0, DIGEST_EDGE, hashText(`${text.length}:`, seed));
  return hashRange(text, text.length - DIGEST_EDGE, text.length, head);
}

/**
 * `hashText(lastUserDigest(request), seed)`, without building the digest string (the sandbox
 * seeds every answer with it, once per call).
 */
export function hashLastUserDigest(request: ChatRequest, seed = 0x811c9dc5): number {
  for (let index = request.messages.length - 1; index >= 0; index--) {
    const message = request.messages[index];
    if (message?.role !== 'user') continue;
    const { content } = message;
    if (typeof content === 'string') return hashTextDigest(content, seed);
    let hash = seed >>> 0;
    for (const part of content) hash = hashTextDigest(partText(part), hash);
    return hash;
  }
  return seed >>> 0;
}

/**
 * A bounded stand-in for a long text when hashing: its length, head and tail. Hashing whole
 * 100k-token prompts on every call would dominate a simulation's run time.
 */
export function textDigest(text: string): string {
  if (text.length <= 2 * DIGEST_EDGE) return text;
  return `${text.length}:${text.slice(0, DIGEST_EDGE)}${text.slice(-DIGEST_EDGE)}`;
}

/** A small deterministic generator (xorshift32) for the lorem words. */
function wordStream(seed: number): () => number {
  let state = seed === 0 ? 0x9e3779b9 : seed >>> 0;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** The text of a message or a content list (text parts and tool results). */
export function messageText(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  let text = '';
  for (const part of content) text += partText(part);
  return text;
}

function partText(part: ContentPart): string {
  switch (part.type) {
    case 'text':
    case 'thinking':
      return part.text;
    case 'tool_call':
      return part.name + part.arguments;
    case 'tool_result':
      return typeof part.content === 'string'
        ? part.content
        : part.content.map((inner) => (inner.type === 'text' ? inner.text : '')).join('');
    case 'image':
      return '';
    case 'document':
      return part.text ?? '';
    case 'provider_block':
      return '';
  }
}

/** A short digest of the last `user` message (see {@link textDigest}), or '' when there is none. */
export function lastUserDigest(request: ChatRequest): string {
  for (let index = request.messages.length - 1; index >= 0; index--) {
    const message = request.messages[index];
    if (message?.role === 'user') return messageDigest(message.content);
  }
  return '';
}

/** A digest of a message's content, part by part, without building its whole text. */
export function messageDigest(content: ChatMessage['content']): string {
  if (typeof content === 'string') return textDigest(content);
  let digest = '';
  for (const part of content) digest += textDigest(partText(part));
  return digest;
}

/** The length of a message's text, without building it. */
function messageLength(content: ChatMessage['content']): number {
  if (typeof content === 'string') return content.length;
  let length = 0;
  for (const part of content) length += partText(part).length;
  return length;
}

/** Prompt size in tokens (≈ 4 characters a token, plus 85 per image). */
export function promptTokens(request: ChatRequest): number {
  let chars = request.system?.length ?? 0;
  let images = 0;
  for (const message of request.messages) {
    chars += messageLength(message.content);
    if (typeof message.content !== 'string')
      for (const part of message.content) if (part.type === 'image') images++;
  }
  for (const tool of request.tools ?? [])
    chars += tool.name.length + JSON.stringify(tool.parameters).length;
  return Math.ceil(chars / CHARS_PER_TOKEN) + images * 85;
}

/** A hash of everything but the last message: the part a provider's prompt cache can reuse. */
export function prefixHash(request: ChatRequest, model: string): number {
  let hash = hashText(model);
  hash = hashText(textDigest(request.system ?? ''), hash);
  for (let index = 0; index < request.messages.length - 1; index++) {
    const message = request.messages[index];
    if (message === undefined) continue;
    hash = hashText(`${message.role}:${messageDigest(message.content)}`, hash);
  }
  return hash;
}

/** One long lorem text and the positions where its words start; answers are slices of it. */
let loremCorpus = '';
let loremWordStarts: number[] = [];

function ensureCorpus(length: number): void {
  if (loremCorpus.length >= length * 2 && loremCorpus.length >= 65_536) return;
  const target = Math.max(65_536, length * 4);
  const next = wordStream(0x5eed);
  const parts: string[] = [];
  const starts: number[] = [];
  let size = 0;
  let sentenceStart = true;
  while (size < target) {
    let word: string = WORDS[next() % WORDS.length] ?? 'lorem';
    if (sentenceStart) word = word.charAt(0).toUpperCase() + word.slice(1);
    sentenceStart = next() % 9 === 0;
    const piece = sentenceStart ? `${word}. ` : `${word} `;
    starts.push(size);
    parts.push(piece);
    size += piece.length;
  }
  loremCorpus = parts.join('');
  loremWordStarts = starts;
}

/**
 * Exactly `tokens × 4` characters of lorem ipsum picked by `seed`, ending with a full stop. The
 * text is a slice of one shared corpus starting at a word chosen by the seed (no copying).
 */
export function loremText(seed: number, tokens: number): string {
  const length = tokens * CHARS_PER_TOKEN;
  if (length === 0) return '';
  ensureCorpus(length);
  const limit = loremCorpus.length - length;
  let offset = loremWordStarts[seed % loremWordStarts.length] ?? 0;
  if (offset > limit) offset = loremWordStarts[seed % 64] ?? 0;
  return `${loremCorpus.slice(offset, offset + length - 1)}.`;
}

/**
 * The tool call the sandbox answers with, if any. Trigger: the request has tools and either
 * `toolChoice` is `required` or names a tool, or the last user message says `call <tool>` or
 * `use <tool>` (case-insensitive) for a defined tool name. A conversation that ends with a tool
 * result is answered with text, so tool loops terminate.
 */
export function pickToolCall(request: ChatRequest): ToolDefinition | undefined {
  const tools = request.tools ?? [];
  if (tools.length === 0 || request.toolChoice === 'none') return undefined;
  const last = request.messages.at(-1);
  if (last === undefined || last.role !== 'user') return undefined;
  if (typeof last.content !== 'string' && last.content.some((part) => part.type === 'tool_result'))
    return undefined;
  const choice = request.toolChoice;
  if (typeof choice === 'object') return tools.find((tool) => tool.name === choice.name);
  if (choice === 'required') return tools[0];
  const text = messageText(last.content).toLowerCase();
  return tools.find((tool) => {
    const name = tool.name.toLowerCase();
    return text.includes(`call ${name}`) || text.includes(`use ${name}`);
  });
}

/** The sandbox's `index`-th word (cycling), for generated values. */
export function sandboxWord(index: number): string {
  return WORDS[index % WORDS.length] ?? 'lorem';
}

/** Deterministic JSON arguments for a tool from its JSON Schema's `properties`. */
export function toolArguments(tool: ToolDefinition, seed: number): string {
  const properties = tool.parameters.properties;
  const args: Record<string, unknown> = {};
  if (typeof properties === 'object' && properties !== null) {
    let index = 0;
    for (const [name, schema] of Object.entries(properties as Record<string, unknown>)) {
      const type =
        typeof schema === 'object' && schema !== null
          ? (schema as { type?: unknown }).type
          : undefined;
      const enumValues =
        typeof schema === 'object' && schema !== null
          ? (schema as { enum?: unknown }).enum
          : undefined;
      if (Array.isArray(enumValues) && enumValues.length > 0) args[name] = enumValues[0];
      else if (type === 'number' || type === 'integer') args[name] = (seed + index) % 100;
      else if (type === 'boolean') args[name] = (seed + index) % 2 === 0;
      else if (type === 'array') args[name] = [];
      else if (type === 'object') args[name] = {};
      else args[name] = WORDS[(seed + index) % WORDS.length] ?? 'lorem';
      index++;
    }
  }
  return JSON.stringify(args);
}
