import type { SimPolicy } from '../policy.js';
import { headerOf, statusOf } from './attempt-once.js';
import { baselinePolicy } from './baseline-policy.js';
import { findNetworkError } from './network-errors.js';

/**
 * The AI SDK's retry wait. Source: `ai@6` `getRetryDelayInMs` and `@ai-sdk/provider-utils`
 * `retryWithExponentialBackoff`: exponential delay 2 s, then 4 s (`initialDelayInMs` 2000,
 * `backoffFactor` 2, no jitter); `retry-after-ms`, else `retry-after` (seconds or date) wins when
 * `0 ≤ ms < 60 s` or it is shorter than the exponential delay.
 */
export function aiSdkRetryDelayMs(error: unknown, retriesDone: number): number {
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
    if (!Number.isNaN(seconds)) ms = seconds * 1000;
  }
  if (ms !== undefined && ms >= 0 && (ms < 60_000 || ms < exponentialMs)) return ms;
  return exponentialMs;
}

/**
 * `APICallError.isRetryable`: a status of 408, 409, 429 or ≥ 500; or a network error
 * (`handleFetchError`: `fetch failed` with a cause, or a retryable network code in the chain).
 */
export function aiSdkIsRetryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined)
    return status === 408 || status === 409 || status === 429 || status >= 500;
  if (
    error instanceof TypeError &&
    error.message.toLowerCase() === 'fetch failed' &&
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
    delayMs({ error, afterOutput, retriesDone }) {
      if (afterOutput || !aiSdkIsRetryable(error)) return undefined;
      return aiSdkRetryDelayMs(error, retriesDone);
    },
  },
});
