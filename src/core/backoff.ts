import type { Random } from './ports.js';

/** Inputs of {@link computeBackoff}. */
export interface BackoffOptions {
  /** 1-based retry number (the first retry is 1). */
  readonly attempt: number;
  /** Delay of the first retry before jitter. */
  readonly baseDelayMs: number;
  /** Cap of the exponential part. */
  readonly maxDelayMs: number;
  /** Extra random share added on top, e.g. 0.25 for +0–25 %. */
  readonly jitter: number;
  readonly random: Random;
}

/**
 * Exponential backoff with additive jitter (DESIGN §2.2): `min(base × 2^(n−1), max)` plus a random
 * 0–`jitter` share of it, rounded to whole milliseconds. Jitter only ever adds, so clients that
 * failed together spread out without any of them retrying sooner than the schedule.
 *
 * @example
 * computeBackoff({ attempt: 3, baseDelayMs: 500, maxDelayMs: 32_000, jitter: 0.25, random: () => 0 }); // 2000
 */
export function computeBackoff(options: BackoffOptions): number {
  const exponent = Math.max(0, Math.floor(options.attempt) - 1);
  // 2^exponent overflows to Infinity for huge attempts; min() then caps it.
  const exponentialMs = Math.min(options.baseDelayMs * 2 ** exponent, options.maxDelayMs);
  const cappedMs = Math.max(0, exponentialMs);
  return Math.round(cappedMs + cappedMs * options.jitter * options.random());
}
