import type { SimPolicy } from '../policy.js';
import { headerOf, statusOf } from './attempt-once.js';
import { baselinePolicy } from './baseline-policy.js';
import { isConnectionError } from './network-errors.js';

/** The longest stated wait the SDKs honour; a longer one gives the default backoff. */
export const OPENAI_MAX_STATED_WAIT_MS = 60_000;

/**
 * The wait the official OpenAI SDKs compute for a retry (DESIGN §7: Retry-After honoured when
 * ≤ 60 s). The stated wait is read as openai-node's `retryRequest` reads it (`openai@6.30.1`
 * `client.js`, unchanged since 4.x): `retry-after-ms` (float ms), else — also when that is 0 —
 * `retry-after` as float seconds or an HTTP date (minus now). It is honoured when
 * `0 < wait ≤ 60 s`: DESIGN §7's cap, which is openai-python's `_calculate_retry_timeout`
 * (`0 < retry_after <= 60`); openai-node 4.x capped at `< 60 s` and 6.x honours any wait. Else
 * `calculateDefaultRetryTimeoutMillis`: `min(0.5 s × 2^n, 8 s) × (1 − random × 0.25)`, `n` the
 * retries already made.
 */
export function openAiRetryDelayMs(options: {
  readonly error: unknown;
  readonly retriesDone: number;
  readonly random: () => number;
  /** The clock's now, for a `retry-after` HTTP date. */
  readonly nowMs: number;
}): number {
  let timeoutMs: number | undefined;
  const retryAfterMs = headerOf(options.error, 'retry-after-ms');
  if (retryAfterMs) {
    const parsed = Number.parseFloat(retryAfterMs);
    if (!Number.isNaN(parsed)) timeoutMs = parsed;
  }
  const retryAfter = headerOf(options.error, 'retry-after');
  if (retryAfter && !timeoutMs) {
    const seconds = Number.parseFloat(retryAfter);
    timeoutMs = Number.isNaN(seconds) ? Date.parse(retryAfter) - options.nowMs : seconds * 1000;
  }
  // A stated wait that is not "a reasonable amount" (none, unparseable, ≤ 0 or over a minute)
  // gives the backoff.
  if (timeoutMs !== undefined && !(timeoutMs > 0 && timeoutMs <= OPENAI_MAX_STATED_WAIT_MS))
    timeoutMs = undefined;
  if (timeoutMs === undefined) {
    const sleepSeconds = Math.min(0.5 * 2 ** options.retriesDone, 8);
    timeoutMs = sleepSeconds * (1 - options.random() * 0.25) * 1000;
  }
  return timeoutMs;
}

/**
 * openai-node's `shouldRetry(response)`: obeys `x-should-retry`, else retries 408, 409, 429 and
 * every status ≥ 500.
 */
export function openAiShouldRetryStatus(
  status: number,
  shouldRetryHeader: string | undefined,
): boolean {
  if (shouldRetryHeader === 'true') return true;
  if (shouldRetryHeader === 'false') return false;
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * `openai-sdk`: the official OpenAI Node SDK's defaults (`maxRetries: 2`). Retries a failed
 * response per `shouldRetry`, and a connection failure (fetch rejected before a response:
 * resets, refused, timeouts, a connection that closed before the headers). A stream that broke
 * off after it started is not retried: the SDK has already returned it.
 */
export const openAiSdkPolicy: SimPolicy = baselinePolicy({
  name: 'openai-sdk',
  description:
    'openai SDK: 2 retries, 0.5 s·2ⁿ ≤ 8 s minus ≤ 25 % jitter, Retry-After honoured when ≤ 60 s, 408/409/429/5xx + connection errors',
  rule: {
    maxRetries: 2,
    delayMs({ error, afterOutput, retriesDone, random, nowMs }) {
      if (afterOutput) return undefined;
      const status = statusOf(error);
      if (status !== undefined) {
        if (!openAiShouldRetryStatus(status, headerOf(error, 'x-should-retry'))) return undefined;
        return openAiRetryDelayMs({ error, retriesDone, random, nowMs });
      }
      // No response at all: openai-node retries every fetch failure with the default backoff.
      if (!isConnectionError(error)) return undefined;
      return openAiRetryDelayMs({ error: undefined, retriesDone, random, nowMs });
    },
  },
});
