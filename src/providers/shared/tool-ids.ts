import type { Random } from '../../core/ports.js';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A fresh tool-call id for providers that do not send one (Gemini). `call_` plus 22 base62 chars:
 * short enough for OpenAI's 40-char limit and within Anthropic's `[A-Za-z0-9_-]` pattern.
 */
export function synthesizeToolCallId(random: Random): string {
  let id = 'call_';
  for (let index = 0; index < 22; index++) id += ALPHABET[Math.floor(random() * 62)];
  return id;
}

/**
 * Maps any tool-call id to exactly nine base62 characters, deterministically (Mistral requires
 * `[a-zA-Z0-9]{9}`). Ids that already fit are kept, so Mistral's own ids round-trip unchanged.
 */
export function nineCharToolCallId(id: string): string {
  if (/^[A-Za-z0-9]{9}$/.test(id)) return id;
  // Two FNV-1a 32-bit hashes with different seeds give ~53 bits, enough to avoid collisions.
  let first = 0x811c9dc5;
  let second = 0x01000193 ^ 0x5bd1e995;
  for (let index = 0; index < id.length; index++) {
    const code = id.charCodeAt(index);
    first = Math.imul(first ^ code, 0x01000193) >>> 0;
    second = Math.imul(second ^ code, 0x5bd1e995) >>> 0;
  }
  let value = BigInt(first) * 4294967296n + BigInt(second);
  let out = '';
  for (let index = 0; index < 9; index++) {
    out += ALPHABET[Number(value % 62n)];
    value /= 62n;
  }
  return out;
}
