/** Key-shaped tokens that must never reach an error message (OpenAI, Anthropic, Google, OpenRouter, Groq, xAI…). */
const KEY_PATTERN =
  /\b(?:sk-(?:ant-|proj-|or-v1-)?[A-Za-z0-9_-]{16,}|AIza[0-9A-Za-z_-]{30,}|gsk_[A-Za-z0-9]{20,}|xai-[A-Za-z0-9]{20,})\b/g;

/**
 * Removes the call's own secret (exact match) and key-shaped tokens from text that will travel on an
 * error. Providers sometimes echo the key they were given; it must not leak into logs or events.
 */
export function redactSecrets(text: string, secret?: string | undefined): string {
  let out = text;
  // A key sent with surrounding spaces (YAML, an env var) is trimmed by the server, which echoes
  // it without them.
  const bare = secret?.trim();
  if (bare !== undefined && bare.length >= 4 && out.includes(bare)) {
    out = out.split(bare).join('[redacted]');
  }
  return out.replace(KEY_PATTERN, '[redacted]');
}
