/**
 * A rate limiter's or an edge's verdict in the headers, when nothing else decided.
 * @module
 */
import type { Decision, Run } from './decision.js';

/**
 * The rate limiter's verdict in the response headers of an error that lost its status (a client
 * that kept a 429's headers but not its code, batch 90): Anthropic's
 * `anthropic-ratelimit-unified-status: rejected` (or one of its `-5h-` / `-7d-` windows), or an
 * `x-ratelimit-remaining-*` / `ratelimit-remaining` counter at 0 beside a `retry-after`, or the
 * limit's type named beside one (GitHub Models' `x-ratelimit-type`). OpenAI and
 * others send the counters on every answer, success included, so a counter at 0 without a stated
 * wait says nothing about this failure. Also Cloudflare's `cf-mitigated: challenge` (an edge's
 * bot check, read as auth). Runs last, before `unknown`: any word, code or status decides first.
 */
export function byRateLimitHeaders(run: Run): Decision | undefined {
  const headers = run.facts.headers;
  if (headers === undefined) return undefined;
  // Cloudflare's mark on a challenge it served instead of the answer ("cf-mitigated: challenge",
  // sent only on challenge responses; held h1283-anthropic-claude-code-tunnel-cf-challenge kept its
  // headers alone; rule group OF, session 71): the bot check the challenge pages are read by
  // (held "Just a moment" ×9, all auth), which no retry of the same call passes.
  if (headers['cf-mitigated']?.trim().toLowerCase() === 'challenge') {
    return {
      reason: 'auth',
      category: 'auth.forbidden',
      step: 'headers',
      rule: 'headers.cloudflare_challenge',
      field: 'headers.cf-mitigated',
      matched: 'cf-mitigated: challenge',
    };
  }
  const waitStated =
    headers['retry-after'] !== undefined || headers['retry-after-ms'] !== undefined;
  // GitHub Models' (Azure AI inference's) throttle names the limit it hit ("x-ratelimit-type:
  // UserByModelByDay") beside the wait, on its 429 only (held h577-githubmodels-429-userbymodelbyday-
  // retry-after-24367, kept without its status; rule group OF, session 71): the limiter's verdict. A
  // type that names tokens is the token limit (review of session 71).
  const limitType = waitStated ? headers['x-ratelimit-type'] : undefined;
  if (limitType !== undefined && limitType.trim() !== '') {
    return {
      reason: 'rate_limit',
      category: /byday\b/i.test(limitType)
        ? 'rate_limit.daily_quota'
        : /token/i.test(limitType)
          ? 'rate_limit.tokens'
          : 'rate_limit.requests',
      step: 'headers',
      rule: 'headers.rate_limit_type_named',
      field: 'headers.x-ratelimit-type',
      matched: `x-ratelimit-type: ${limitType}`,
    };
  }
  for (const name of Object.keys(headers)) {
    if (!name.includes('ratelimit')) continue;
    const value = (headers[name] ?? '').trim().toLowerCase();
    const rejected = name.endsWith('-status') && value === 'rejected';
    const exhausted = waitStated && name.includes('remaining') && value === '0';
    if (rejected || exhausted) {
      return {
        reason: 'rate_limit',
        category: name.includes('token') ? 'rate_limit.tokens' : 'rate_limit.requests',
        step: 'headers',
        rule: rejected ? 'headers.rate_limit_rejected' : 'headers.rate_limit_exhausted',
        field: `headers.${name}`,
        matched: `${name}: ${value}`,
      };
    }
  }
  return undefined;
}
