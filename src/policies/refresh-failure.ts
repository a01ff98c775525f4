/**
 * Whether a failed OAuth refresh proves the grant is gone (DESIGN §2.4: a dead key never returns
 * without an operator, so only positive evidence kills one; anything else cools it).
 * @module
 */
import type { Classification } from '../core/classify/types.js';

/** OAuth token-endpoint errors (RFC 6749 §5.2) that say the grant or the client is no longer valid. */
const GRANT_GONE = /\b(?:invalid_grant|invalid_client|unauthorized_client)\b/i;

/**
 * True when the refresh hook's rejection says the grant is gone: a classifier rule calls it
 * `auth_permanent`, the token endpoint answered 400 or 401 (RFC 6749 §5.2: `invalid_grant` is a
 * 400, `invalid_client` a 401), or the error names `invalid_grant` / `invalid_client` /
 * `unauthorized_client`. A network failure, a timeout, a 5xx or 429, or an error that says nothing
 * is no verdict on the grant; nor is the classifier's word vote, which answers from words alone when
 * no rule read the error (a hook's "refresh returned no secret" shares words with revoked-token
 * reports): a lean, not the positive evidence a kill needs.
 *
 * @example
 * refreshRevokesGrant(new TypeError('fetch failed'), timeoutClassification); // false
 * refreshRevokesGrant(Object.assign(new Error('token endpoint'), { status: 400 }), c); // true
 */
export function refreshRevokesGrant(
  error: unknown,
  classification: Classification | undefined,
): boolean {
  if (classification?.reason === 'auth_permanent' && !decidedByWordVote(classification))
    return true;
  try {
    const status = statusOf(error);
    if (status === 400 || status === 401) return true;
    if (status !== undefined && (status >= 500 || status === 429 || status === 408)) return false;
    return GRANT_GONE.test(textOf(error));
  } catch {
    // A hook may throw anything, getters that throw included: that is no verdict on the grant.
    return false;
  }
}

/** Whether the word vote, not a rule, gave the classification (the explain step that decided). */
function decidedByWordVote(classification: Classification): boolean {
  return classification.explain.find((step) => step.decided)?.step === 'words';
}

interface ErrorLike {
  readonly status?: unknown;
  readonly statusCode?: unknown;
  readonly response?: { readonly status?: unknown } | undefined;
  readonly message?: unknown;
  readonly body?: unknown;
  readonly code?: unknown;
  readonly error?: unknown;
  readonly cause?: unknown;
}

/** An HTTP status on the error (fetch wrappers, axios, got, an `UpstreamError`), or its cause. */
function statusOf(error: unknown, depth = 0): number | undefined {
  if (typeof error !== 'object' || error === null || depth > 2) return undefined;
  const like = error as ErrorLike;
  for (const value of [like.status, like.statusCode, like.response?.status])
    if (typeof value === 'number' && Number.isInteger(value)) return value;
  return statusOf(like.cause, depth + 1);
}

/** Message, code, body and error field of the error and its causes, bounded. */
function textOf(error: unknown, depth = 0): string {
  if (typeof error === 'string') return error.slice(0, 4_096);
  if (typeof error !== 'object' || error === null || depth > 2) return '';
  const like = error as ErrorLike;
  const parts: string[] = [];
  for (const value of [like.message, like.code, like.body, like.error]) {
    if (typeof value === 'string') parts.push(value.slice(0, 4_096));
    else if (typeof value === 'object' && value !== null) {
      try {
        parts.push(JSON.stringify(value).slice(0, 4_096));
      } catch {
        // A cyclic body says nothing we can read.
      }
    }
  }
  parts.push(textOf(like.cause, depth + 1));
  return parts.join(' ');
}
