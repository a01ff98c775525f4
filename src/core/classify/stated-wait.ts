/**
 * Waits a service states in its own body fields or a client logs from the response's retry-after,
 * read when the headers, Google's details and the message phrases (`parseRetryAfter`) held none.
 * @module
 */

import { parseRetryAfterText } from '../retry-after.js';
import type { ErrorFacts } from './extract.js';
import type { Reason } from './types.js';

/** A stated wait, in ms, and where it came from. */
export interface StatedWait {
  readonly retryAfterMs: number;
  readonly source: string;
}

/**
 * Body fields in seconds: Codex's `resets_in_seconds` (a usage window's refill, relayed by
 * CLIProxyAPI and cc-switch), CLIProxyAPI's own `reset_seconds` (`model_cooldown`: every credential
 * for the model cools down), and a limiter's `retryAfter` / `retry_after` (claude-relay-service's
 * per-IP limiter: `{"error": "Too Many Requests", …, "retryAfter": 114}`; spelt `retryAfterSeconds` by
 * Qoder's queue, batch 365), and Hugging Face's
 * `estimated_time` beside "Model … is currently loading" (seconds until the model is served), and
 * ChatGPT's `clears_in` beside its message cap `model_cap_exceeded` (seconds until the cap clears,
 * batch 99).
 */
const BODY_WAIT_FIELDS = [
  'resets_in_seconds',
  'reset_seconds',
  'retryAfter',
  'retry_after',
  'retryAfterSeconds',
  'retry_after_seconds',
  'estimated_time',
  'clears_in',
] as const;
/**
 * The body fields that name a retry-after as such, in seconds (above) or milliseconds (below): a
 * 403 that states one is a throttle (by-status.ts).
 */
export const RETRY_AFTER_FIELDS = [
  'retryAfter',
  'retry_after',
  'retryAfterSeconds',
  'retry_after_seconds',
  'retryAfterMs',
  'retry_after_ms',
] as const;
/**
 * Body fields in milliseconds: `retry_after_ms` / `retryAfterMs`, the millisecond twin of the field
 * above (the Matrix spec's `M_LIMIT_EXCEEDED` body, API error envelopes that carry `retryable` and
 * `retry_after_ms`; open-nvr's KAI-C adapter in front of Ollama answers a model still being pulled
 * with `{'code': 'model_not_pulled', 'transient': True, 'retry_after_ms': 5000, …}` as a 503, batch
 * 321).
 */
const BODY_WAIT_MS_FIELDS = ['retry_after_ms', 'retryAfterMs'] as const;
/**
 * The same fields when the body survived only as text (a client's message quoting the JSON, or
 * Python's repr of it with single quotes).
 */
const TEXT_WAIT_FIELD =
  /["'](?:resets?_in_seconds|reset_seconds|retry_?after(?:_?seconds)?|estimated_time|clears_in)["']\s?:\s?(\d{1,9}(?:\.\d{1,6})?)\b/;
/** The millisecond fields as text. */
const TEXT_WAIT_MS_FIELD = /["']retry_?after_?ms["']\s?:\s?(\d{1,12}(?:\.\d{1,6})?)\b/;
/**
 * A client's own retry settings printed just before the field, or beside it in the same object
 * ("client retry config: {"max_retries": 3, "retry_after_ms": 1000}", a backoff policy): its
 * schedule, not the server's wait (review 35).
 */
const CLIENT_RETRY_SETTINGS =
  /\b(?:max_?retries|max_?attempts|backoff\w*|retry[ _-]?(?:config|policy|options|settings|strategy))\b/i;
/**
 * The OpenAI and Anthropic SDKs' (Stainless) retry log: "Retrying request to /v1/messages in
 * 53.000000 seconds". They wait what the response's retry-after says when it is under 60 s, and
 * otherwise back off by themselves for at most 8 s (with jitter), so a logged wait above 8 s is the
 * server's; one at or below it (0.86 s) may be the SDK's own backoff and is not read.
 */
const SDK_RETRY_LOG = /\bretrying request to \S{1,200} in (\d{1,5}(?:\.\d{1,9})?) seconds\b/;
/**
 * A client reporting the wait the provider asked for before it gave up ("Provider requested
 * 1800000ms wait, exceeds retry.maxDelayMs (300000ms)", oh-my-pi on a Cloud Code Assist 429, batch
 * 209): the provider's wait, as the client read it from the response.
 */
const PROVIDER_REQUESTED_WAIT =
  /\bprovider requested (?:a )?(\d{1,9}(?:\.\d{1,6})?) ?(ms|milliseconds?|s|secs?|seconds?) (?:wait|delay)\b/;
/** The Stainless SDKs' own backoff never exceeds this; a logged wait above it is the server's. */
const SDK_MAX_BACKOFF_S = 8;
/**
 * A body wait at or above this many seconds is a Unix time, not a duration (DESIGN §2.3's magnitude
 * rule for `x-ratelimit-reset`): 1e9 s is 2001, and no limiter asks for a 31-year wait.
 */
const EPOCH_S_MIN = 1e9;
/**
 * The reasons a logged retry's wait belongs to: the SDKs retry timeouts, 5xx and unknown failures
 * too, on their own backoff or a wait unrelated to the error finally printed, so the logged wait
 * is the server's only when the error says it was throttled.
 */
const RETRY_LOG_REASONS: ReadonlySet<Reason> = new Set([
  'rate_limit',
  'upstream_rate_limit',
  'overloaded',
]);

/** Options of {@link statedWait}. */
export interface StatedWaitOptions {
  /** The verdict the wait would join: the SDKs' retry log is read only for throttling verdicts. */
  readonly reason: Reason;
  /** Milliseconds since the epoch; a body wait stated as a Unix time needs it (else skipped). */
  readonly nowMs?: number | undefined;
}

/**
 * A wait phrase a terminal or log wrapped across lines ("Please try\n    again in 35.883s"): the
 * phrase parser reads one line's spacing, so the text is read again with each line break and the
 * indent after it collapsed to one space.
 */
const WRAPPED_PHRASE = /\b(?:try|retry|again|in|after)[ \t]*\n\s*(?:again|in|after|\d)/;

/** A body field's seconds as a wait in ms: a Unix time turned relative, 0 or negative skipped. */
function bodyWaitMs(seconds: number, nowMs: number | undefined): number | undefined {
  if (!Number.isFinite(seconds) || seconds <= 0) return undefined;
  if (seconds < EPOCH_S_MIN) return Math.round(seconds * 1000);
  if (nowMs === undefined) return undefined;
  const waitMs = Math.round(seconds * 1000 - nowMs);
  return waitMs > 0 ? waitMs : undefined;
}

/**
 * The wait one body object states in its own fields: the error object itself, or its `details`
 * object (not Google's `details` array, read by `parseRetryAfter`): RS FlowHub's 429
 * `{"error": {"code": "RATE_LIMIT_EXCEEDED", "details": {"retry_after_seconds": 38}}}` (batch 414).
 */
function bodyFieldWait(
  record: Record<string, unknown>,
  prefix: string,
  nowMs: number | undefined,
): StatedWait | undefined {
  for (const field of BODY_WAIT_FIELDS) {
    const value = record[field];
    if (typeof value !== 'number') continue;
    const waitMs = bodyWaitMs(value, nowMs);
    if (waitMs !== undefined) return { retryAfterMs: waitMs, source: `body.${prefix}${field}` };
  }
  if (Object.keys(record).some((key) => CLIENT_RETRY_SETTINGS.test(key))) return undefined;
  for (const field of BODY_WAIT_MS_FIELDS) {
    const value = record[field];
    if (typeof value !== 'number') continue;
    const waitMs = bodyWaitMs(value / 1000, nowMs);
    if (waitMs !== undefined) return { retryAfterMs: waitMs, source: `body.${prefix}${field}` };
  }
  return undefined;
}

/** The stated wait in the body or a client's retry log, or undefined. `text` is lower-cased. */
export function statedWait(
  facts: ErrorFacts,
  text: string,
  options: StatedWaitOptions,
): StatedWait | undefined {
  const object = facts.errorObject;
  if (object !== undefined) {
    const fromObject = bodyFieldWait(object, '', options.nowMs);
    if (fromObject !== undefined) return fromObject;
    const details = object.details;
    if (details !== null && typeof details === 'object' && !Array.isArray(details)) {
      const fromDetails = bodyFieldWait(
        details as Record<string, unknown>,
        'details.',
        options.nowMs,
      );
      if (fromDetails !== undefined) return fromDetails;
    }
  }
  // A gateway's envelope states the wait beside the error object it wraps (Bifrost's `{error: {…},
  // is_bifrost_error: true, status_code: 503, retry_after: 30}`, batch 989).
  const envelope = facts.envelope;
  if (envelope !== undefined && envelope !== object) {
    const fromEnvelope = bodyFieldWait(envelope, '', options.nowMs);
    if (fromEnvelope !== undefined) return fromEnvelope;
  }
  if (text.includes('\n') && WRAPPED_PHRASE.test(text)) {
    const unwrapped = parseRetryAfterText(text.replace(/[ \t]*\n\s*/g, ' '), options.nowMs);
    if (unwrapped?.retryAfterMs !== undefined)
      return { retryAfterMs: unwrapped.retryAfterMs, source: 'message.wrapped_phrase' };
  }
  const requested = text.includes('provider requested') ? PROVIDER_REQUESTED_WAIT.exec(text) : null;
  if (requested?.[1] !== undefined && requested[2] !== undefined) {
    const amount = Number(requested[1]);
    const waitMs = Math.round(requested[2].startsWith('m') ? amount : amount * 1000);
    if (waitMs > 0) return { retryAfterMs: waitMs, source: 'message.provider_requested_wait' };
  }
  // `clears_in` (ChatGPT's message cap) comes with "try again later", never "reset" or "retry".
  if (
    text.includes('reset') ||
    text.includes('retry') ||
    text.includes('estimated_time') ||
    text.includes('clears_in')
  ) {
    const field = TEXT_WAIT_FIELD.exec(text);
    const fieldMs = field?.[1] === undefined ? undefined : bodyWaitMs(Number(field[1]), undefined);
    if (fieldMs !== undefined) return { retryAfterMs: fieldMs, source: 'message.body_field' };
    const msField =
      text.includes('after_ms') || text.includes('afterms') ? TEXT_WAIT_MS_FIELD.exec(text) : null;
    const msFieldMs =
      msField?.[1] === undefined ||
      CLIENT_RETRY_SETTINGS.test(text.slice(Math.max(0, msField.index - 120), msField.index))
        ? undefined
        : bodyWaitMs(Number(msField[1]) / 1000, undefined);
    if (msFieldMs !== undefined) return { retryAfterMs: msFieldMs, source: 'message.body_field' };
    const logged = RETRY_LOG_REASONS.has(options.reason) ? SDK_RETRY_LOG.exec(text) : null;
    if (logged?.[1] !== undefined && Number(logged[1]) > SDK_MAX_BACKOFF_S) {
      return {
        retryAfterMs: Math.round(Number(logged[1]) * 1000),
        source: 'message.sdk_retry_log',
      };
    }
  }
  return undefined;
}
