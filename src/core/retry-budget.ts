/**
 * Fleet retry budget maths (DESIGN §2.5): retries may not exceed `ratio` × first attempts over a
 * sliding window, with a floor of `minRetries` so a quiet service can still retry.
 * The window is kept as fixed buckets so stores can keep it in counters (Redis: one key a bucket).
 * @module
 */
import type { RetryBudgetPolicy } from './ports.js';

/** Defaults: retries ≤ 20 % of first attempts over 10 s, at least 3. */
export const DEFAULT_RETRY_BUDGET: RetryBudgetPolicy = {
  ratio: 0.2,
  windowMs: 10_000,
  minRetries: 3,
};

/** Number of buckets a window is split into. */
export const BUDGET_BUCKETS = 10;

/** The bucket index of a time. */
export function budgetBucket(nowMs: number, policy: RetryBudgetPolicy): number {
  return Math.floor(nowMs / (policy.windowMs / BUDGET_BUCKETS));
}

/** Bucket indices that make up the window ending at `nowMs`, newest first. */
export function budgetWindow(nowMs: number, policy: RetryBudgetPolicy): number[] {
  const newest = budgetBucket(nowMs, policy);
  return Array.from({ length: BUDGET_BUCKETS }, (_, offset) => newest - offset);
}

/** Whether one more retry fits, given the window's totals. */
export function budgetAllows(
  firstAttempts: number,
  retries: number,
  policy: RetryBudgetPolicy,
): boolean {
  return retries < Math.max(policy.minRetries, policy.ratio * firstAttempts);
}
