import type { SimPolicy } from '../policy.js';
import { headerOf, statusOf } from './attempt-once.js';
import { baselinePolicy } from './baseline-policy.js';
import { findNetworkError } from './network-errors.js';

/**
 * The AI SDK's retry wait. Source: `ai@6` `getRetryDelayInMs` and `@ai-sdk/provider-utils`
 * `retryWithExponentialBackoff`: exponential delay 2 s, then 4 s (`initialDelayInMs` 2000,
 * `backoffFactor` 2, no jitter); `retry-after-ms`, else `retry-after` (float seconds, or an HTTP
 * date minus now) wins when `0 ≤ ms < 60 s` or it is shorter than the exponential delay.
 */
export function aiSdkRetryDelayMs(
  error: unknown,
  retriesDone: number,
  options: {
    /** The clock's now, for a `retry-after` HTTP date. */
    readonly nowMs: number;
  },
): number {
  const exponentialMs = 2000 * 2 ** retriesDone;
  let ms: number | undefined;
  const retryAfterMs = headerOf(error, 'retry-after-ms');
  if (retryAfterMs) {
    const parsed = Number.parseFloat(retryAfterMs);
    if (!Number.isNaN(parsed)) ms = parsed;
  }
  const retryAfter = headerOf(error, 'retry-after');
  if (retryAfter && ms === undefined) {
    const seconds = Number.parseFloat(retryAfter);
    ms = Number.isNaN(seconds) ? Date.parse(retryAfter) - options.nowMs : seconds * 1000;
  }
  // NaN (an unparseable date) fails `ms >= 0`.
  if (ms !== undefined && ms >= 0 && (ms < 60_000 || ms < exponentialMs)) return ms;
  return exponentialMs;
}

/** `handleFetchError`'s `FETCH_FAILED_ERROR_MESSAGES`: Node/undici's and browsers'/Bun's. */
const FETCH_FAILED_MESSAGES: readonly string[] = ['fetch failed', 'failed to fetch'];

/**
 * `APICallError.isRetryable`: a status of 408, 409, 429 or ≥ 500; or a network error
 * (`handleFetchError`: `fetch failed`/`failed to fetch` with a cause, or a retryable network code
 * in the cause chain).
 */
export function aiSdkIsRetryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined)
    return status === 408 || status === 409 || status === 429 || status >= 500;
  if (
    error instanceof TypeError &&
    FETCH_FAILED_MESSAGES.includes(error.message.toLowerCase()) &&
    error.cause != null
  )
    return true;
  return findNetworkError(error) !== undefined;
}

/**
 * `ai-sdk`: `generateText`/`streamText` defaults (`maxRetries: 2`). The retry wraps the provider
 * call up to the start of the response; a stream that broke off later is not retried.
 */
export const aiSdkPolicy: SimPolicy = baselinePolicy({
  name: 'ai-sdk',
  description:
    'ai@6: 2 retries at 2 s then 4 s, Retry-After honoured below 60 s, 408/409/429/5xx + network errors',
  rule: {
    maxRetries: 2,
    delayMs({ error, afterOutput, retriesDone, nowMs }) {
      if (afterOutput || !aiSdkIsRetryable(error)) return undefined;
      return aiSdkRetryDelayMs(error, retriesDone, { nowMs });
    },
  },
});
