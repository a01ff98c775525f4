/**
 * A per-key requests-per-minute limiter with a sliding 60 s window, answering like OpenAI does:
 * a 429 with `retry-after` and `x-ratelimit-*` headers computed from the window.
 * @module
 */

const WINDOW_MS = 60_000;

/** The outcome of {@link RateLimiter.take}: allowed, or the wait until a slot frees up. */
export type RateLimitDecision =
  | { readonly allowed: true; readonly remaining: number }
  | { readonly allowed: false; readonly waitMs: number };

/** Sliding-log limiter: a request is accepted when fewer than `rpm` were accepted in the last 60 s. */
export class RateLimiter {
  private readonly rpm: number;
  private readonly accepted = new Map<number, number[]>();

  constructor(rpm: number) {
    this.rpm = rpm;
  }

  /** Takes a slot for `key` at `nowMs`; rejected requests do not count against the limit. */
  take(key: number, nowMs: number): RateLimitDecision {
    let log = this.accepted.get(key);
    if (log === undefined) {
      log = [];
      this.accepted.set(key, log);
    }
    let expired = 0;
    while (expired < log.length && (log[expired] ?? 0) <= nowMs - WINDOW_MS) expired++;
    if (expired > 0) log.splice(0, expired);
    if (log.length >= this.rpm) {
      const oldest = log[log.length - this.rpm] ?? nowMs;
      return { allowed: false, waitMs: Math.max(1, oldest + WINDOW_MS - nowMs) };
    }
    log.push(nowMs);
    return { allowed: true, remaining: this.rpm - log.length };
  }
}

/** A wait as OpenAI writes it in `x-ratelimit-reset-requests` and its messages: `120ms`, `6.5s`, `1m30s`. */
export function formatResetDuration(waitMs: number): string {
  if (waitMs < 1000) return `${Math.ceil(waitMs)}ms`;
  const minutes = Math.floor(waitMs / 60_000);
  const seconds = Math.round((waitMs - minutes * 60_000) / 10) / 100;
  const secondsText = `${seconds}s`;
  return minutes > 0 ? `${minutes}m${secondsText}` : secondsText;
}

/** Status, headers and body of the 429 for a rejected request, OpenAI style. */
export function rateLimitResponse(options: {
  readonly model: string;
  readonly rpm: number;
  readonly waitMs: number;
}): {
  readonly status: 429;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Readonly<Record<string, unknown>>;
} {
  const reset = formatResetDuration(options.waitMs);
  return {
    status: 429,
    headers: {
      'retry-after': String(Math.ceil(options.waitMs / 1000)),
      'x-ratelimit-limit-requests': String(options.rpm),
      'x-ratelimit-remaining-requests': '0',
      'x-ratelimit-reset-requests': reset,
    },
    body: {
      error: {
        message: `Rate limit reached for ${options.model} in organization org-sandbox on requests per min (RPM): Limit ${options.rpm}, Used ${options.rpm}, Requested 1. Please try again in ${reset}. Visit https://platform.openai.com/account/rate-limits to learn more.`,
        type: 'requests',
        param: null,
        code: 'rate_limit_exceeded',
      },
    },
  };
}
