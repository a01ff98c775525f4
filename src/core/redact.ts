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
  SECRET.lastIndex = 0;
  if (!SECRET.test(text)) return text;
  SECRET.lastIndex = 0;
  return text.replace(SECRET, replaceSecret);
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
