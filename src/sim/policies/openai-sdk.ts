import type { SimPolicy } from '../policy.js';
import { headerOf, statusOf } from './attempt-once.js';
import { baselinePolicy } from './baseline-policy.js';
import { isConnectionError } from './network-errors.js';

/** The longest stated wait the SDKs honour; a longer one gives the default backoff. */
export const OPENAI_MAX_STATED_WAIT_MS = 60_000;

/**
 * The wait the official OpenAI SDKs compute for a retry (DESIGN §7: Retry-After honoured when
 * ≤ 60 s). Sources: openai-python's `_base_client._calculate_retry_timeout` (the Stainless client
 * that `anthropic` shares): a stated wait — `retry-after-ms` (float ms), else `retry-after` (float
 * seconds or an HTTP date) — is used when `0 < wait ≤ 60 s`; else
 * `min(0.5 s × 2^n, 8 s) × (1 − random × 0.25)` with `n` the retries already made. openai-node's
 * `calculateDefaultRetryTimeoutMillis` (`openai@6.30.1` `client.js`) has the same backoff; its
 * 4.x releases capped the stated wait at 60 s too; 6.x honours any.
 */
export function openAiRetryDelayMs(options: {
  readonly error: unknown;
  readonly retriesDone: number;
  readonly random: () => number;
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
    // An HTTP date: the simulator's errors only carry seconds, so a date is never seen here.
    if (!Number.isNaN(seconds)) timeoutMs = seconds * 1000;
  }
  // A stated wait that is not "a reasonable amount" (none, 0 or over a minute) gives the backoff.
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
    delayMs({ error, afterOutput, retriesDone, random }) {
      if (afterOutput) return undefined;
      const status = statusOf(error);
      if (status !== undefined) {
        if (!openAiShouldRetryStatus(status, headerOf(error, 'x-should-retry'))) return undefined;
        return openAiRetryDelayMs({ error, retriesDone, random });
      }
      // No response at all: openai-node retries every fetch failure with the default backoff.
      if (!isConnectionError(error)) return undefined;
      return openAiRetryDelayMs({ error: undefined, retriesDone, random });
    },
  },
});
