/**
 * Fine-grained categories (DESIGN §1.3) read from the message text once a reason is decided.
 * @module
 */
import { MODEL_TERMS_NOT_ACCEPTED } from './patterns.js';

/**
 * The category of a 2xx answer with no usable output (Gemini's empty `STOP` or malformed function
 * call, a relay's empty `stop`): `server_error`, but about what the model made of this request, not
 * about the endpoint. A second try usually mends the intermittent kind; when it fails again the
 * conversation itself is the cause, so the next target gets it (else the request stops) instead of
 * ten backoff retries, and the target's circuit breaker does not count it (the recovery engine, DESIGN §2.5).
 */
export const NO_OUTPUT_CATEGORY = 'server.no_output';

export function permanentCategory(text: string): string {
  // A refresh token that is used up or rejected is a revoked grant (re-login needed).
  if (
    /revoked|deactivated|disabled|suspended|deleted|banned|blocked|refresh[ _]token|invalid_grant/.test(
      text,
    )
  ) {
    return 'auth.token_revoked';
  }
  // `\bregions?\b`: "use a correct regional API endpoint" (Azure's invalid-key text) is no block.
  if (/country|\bregions?\b|territory/.test(text)) return 'auth.region_blocked';
  return 'auth.invalid_key';
}

/**
 * A code that only says "invalid key" (`invalid_api_key`) next to text that says more ("… has
 * been revoked"): the text picks the permanent category, so recovery can tell a revoked key
 * (dead) from one merely called invalid (parked).
 */
export function codedPermanentCategory(category: string, text: string): string {
  return category === 'auth.invalid_key' ? permanentCategory(text) : category;
}

export function billingCategory(text: string): string {
  if (/spend|budget limit|monthly|key limit|limit exceeded|credit limit/.test(text))
    return 'billing.spend_limit';
  if (/limit: 0|free[ _]tier|trial/.test(text)) return 'billing.free_tier_unavailable';
  if (/quota/.test(text)) return 'billing.quota_exhausted';
  if (/arrearage|overdue|good standing|欠费|not active/.test(text))
    return 'billing.account_overdue';
  return 'billing.credits_exhausted';
}

export function modelCategory(text: string): string {
  if (/deprecat|decommission|retired|\bremoved\b|no longer|已下线/.test(text))
    return 'model.deprecated';
  // A model whose terms the organisation has not accepted (Groq's model_terms_required, Cloudflare's
  // "has not agreed to … model terms") is closed to this account, as on a 403 or without a status.
  if (/access|permission|not authorized|entitle/.test(text) || MODEL_TERMS_NOT_ACCEPTED.test(text))
    return 'model.access_denied';
  if (/inference profile|on-demand throughput/.test(text))
    return 'model.inference_profile_required';
  return 'model.not_found';
}

export function rateLimitCategory(text: string): string {
  if (/per[ -]day|daily|\brpd\b|\btpd\b|per ?day|每日|每天/.test(text))
    return 'rate_limit.daily_quota';
  if (/concurren|并发/.test(text)) return 'rate_limit.concurrency';
  if (
    /tokens? per|\btpm\b|token rate|input tokens|output tokens|number of request tokens|tokens processed/.test(
      text,
    )
  ) {
    return 'rate_limit.tokens';
  }
  return 'rate_limit.requests';
}
