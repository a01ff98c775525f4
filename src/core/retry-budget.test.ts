import { describe, expect, it } from 'vitest';
import { budgetAllows, budgetBucket, budgetWindow, DEFAULT_RETRY_BUDGET } from './retry-budget.js';

describe('retry budget maths', () => {
  it('allows retries up to 20 % of first attempts', () => {
    expect(budgetAllows(100, 19, DEFAULT_RETRY_BUDGET)).toBe(true);
    expect(budgetAllows(100, 20, DEFAULT_RETRY_BUDGET)).toBe(false);
  });

  it('keeps a floor of 3 retries for quiet traffic', () => {
    expect(budgetAllows(0, 2, DEFAULT_RETRY_BUDGET)).toBe(true);
    expect(budgetAllows(1, 3, DEFAULT_RETRY_BUDGET)).toBe(false);
  });

  it('splits the 10 s window into ten 1 s buckets, newest first', () => {
    expect(budgetBucket(12_345, DEFAULT_RETRY_BUDGET)).toBe(12);
    expect(budgetWindow(12_345, DEFAULT_RETRY_BUDGET)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });
});
