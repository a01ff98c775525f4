/**
 * Secret redaction for any text that may leave the process (messages, explain traces, logs).
 * @module
 */

/**
 * One alternation, so a clean text costs a single regex scan. Each branch keeps a short,
 * non-secret prefix (`sk-proj-`, `Bearer `, `key=`) so an operator still sees *which kind* of
 * credential leaked, and replaces the secret part.
 */
const SECRET =
  /(\bsk-(?:ant-(?:api\d\d-|admin\d\d-)?|proj-|svcacct-|admin-|or-v1-)?)[A-Za-z0-9_-]{12,}|(\b(?:gsk_|xai-|pplx-|hf_|r8_|fw_|ghp_|gho_|github_pat_|glpat-|nvapi-|csk-|tgp_v1_|sk_live_|sk_test_|rk_live_))[A-Za-z0-9_-]{10,}|\b(AIza)[0-9A-Za-z_-]{20,}|\b(AKIA|ASIA)[0-9A-Z]{16}\b|\b(eyJ)[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|(\b[Bb]earer\s+)[A-Za-z0-9._~+/=-]{8,}|(\b[Bb]asic\s+)[A-Za-z0-9+/=]{12,}|([?&](?:key|api[_-]?key|apikey|access_token|token|auth|sig|signature|code)=)[^&\s"'<>#]+|((?:[xX]-(?:[gG]oog-)?[aA]pi-[kK]ey|X-API-KEY|X-API-Key|[aA]pi[_-]?[kK]ey|API[_-]?KEY|[aA]uthorization|AUTHORIZATION|[aA]pi-[tT]oken|[aA]ccess[_-][tT]oken|ACCESS_TOKEN|[sS]ecret|SECRET)["']?\s*[:=]\s*["']?)(?!\[REDACTED\])(?:(?:[Bb]earer|[Bb]asic|[Tt]oken)\s+)?[^\s"',;}{)]{6,}/g;

/** Marker that replaces a secret. */
export const REDACTED = '[REDACTED]';

/**
 * Replaces API keys and tokens in `text`: OpenAI/Anthropic `sk-…`, Google `AIza…`, AWS access
 * key ids, JWTs, `Bearer …`/`Basic …` credentials, `key=…` URL parameters, `x-api-key: …` style
 * header or JSON values, and prefixed vendor keys (`gsk_`, `xai-`, `pplx-`, `hf_`, `r8_` …).
 * Never throws; non-strings yield `''`.
 *
 * @example
 * redactSecrets('Incorrect API key provided: sk-proj-abc123def456ghi789'); // 'Incorrect API key provided: sk-proj-[REDACTED]'
 */
export function redactSecrets(text: string): string {
  if (typeof text !== 'string') return '';
  if (!mayHoldSecret(text)) return text;
  SECRET.lastIndex = 0;
  if (!SECRET.test(text)) return text;
  SECRET.lastIndex = 0;
  return text.replace(SECRET, replaceSecret);
}

/**
 * A necessary condition for {@link SECRET} to match, from a handful of `indexOf` calls (memchr
 * fast; the alternation costs several times more: it tries every branch at every position).
 * Every branch of `SECRET` is anchored on one of these triggers; keep the two in step when adding
 * a branch.
 */
function mayHoldSecret(text: string): boolean {
  // `?key=…` URL parameters and `api_key=…` fields.
  if (text.indexOf('=') >= 0) return true;
  if (
    text.indexOf('AIza') >= 0 ||
    text.indexOf('AKIA') >= 0 ||
    text.indexOf('ASIA') >= 0 ||
    text.indexOf('eyJ') >= 0 ||
    text.indexOf('earer') >= 0 ||
    text.indexOf('asic') >= 0
  ) {
    return true;
  }
  for (let at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
    if (fieldNameBefore(text, at)) return true;
  }
  for (let at = text.indexOf('-'); at >= 0; at = text.indexOf('-', at + 1)) {
    if (keyPrefixBefore(text, at)) return true;
  }
  for (let at = text.indexOf('_'); at >= 0; at = text.indexOf('_', at + 1)) {
    if (keyPrefixBefore(text, at)) return true;
  }
  return false;
}

/** `text.startsWith(literal, index)` without the builtin's per-call overhead (it dominated here). */
function hasAt(text: string, index: number, literal: string): boolean {
  if (index + literal.length > text.length) return false;
  for (let offset = 0; offset < literal.length; offset++) {
    if (text.charCodeAt(index + offset) !== literal.charCodeAt(offset)) return false;
  }
  return true;
}

/** What precedes the `-`/`_` that ends a key prefix (`sk-`, `gsk_`, `xai-`, `github_pat_` …). */
const KEY_PREFIX_STEMS = [
  'sk',
  'xai',
  'plx',
  'hf',
  'r8',
  'fw',
  'hp',
  'ho',
  'pat',
  'api',
  'v1',
  'ive',
  'est',
] as const;

function keyPrefixBefore(text: string, index: number): boolean {
  for (const stem of KEY_PREFIX_STEMS) {
    if (index >= stem.length && hasAt(text, index - stem.length, stem)) return true;
  }
  return false;
}

/**
 * The field branch is `name["']?\s*:`: every name ends in `y`/`n`/`t` (`api_key`, `X-API-KEY`,
 * `Authorization`, `access_token`, `secret`, any case). Skips whitespace backwards (and, to stay
 * a superset, any non-ASCII character), then an optional quote.
 */
function fieldNameBefore(text: string, index: number): boolean {
  let at = index - 1;
  while (at >= 0) {
    const code = text.charCodeAt(at);
    if (code > 32 && code < 128) break;
    at--;
  }
  if (at >= 0) {
    const quote = text.charCodeAt(at);
    if (quote === 34 /* " */ || quote === 39 /* ' */) at--;
  }
  if (at < 0) return false;
  const last = text.charCodeAt(at) | 32;
  return last === 121 /* y */ || last === 110 /* n */ || last === 116 /* t */;
}

function replaceSecret(
  _match: string,
  sk?: string,
  vendor?: string,
  google?: string,
  aws?: string,
  jwt?: string,
  bearer?: string,
  basic?: string,
  urlKey?: string,
  field?: string,
): string {
  const prefix = sk ?? vendor ?? google ?? aws ?? jwt ?? bearer ?? basic ?? urlKey ?? field ?? '';
  return prefix + REDACTED;
}
