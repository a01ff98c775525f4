import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeBackoff } from './backoff.js';
import { seededRandom } from './seeded-random.js';

const defaults = { baseDelayMs: 500, maxDelayMs: 32_000, jitter: 0.25 };

describe('computeBackoff', () => {
  it('doubles from 500 ms and caps at 32 s without jitter', () => {
    const delays = Array.from({ length: 9 }, (_, index) =>
      computeBackoff({ ...defaults, attempt: index + 1, random: () => 0 }),
    );
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 32_000, 32_000, 32_000]);
  });

  it('adds at most 25 % jitter on top', () => {
    expect(computeBackoff({ ...defaults, attempt: 1, random: () => 0.999_999 })).toBe(625);
    expect(computeBackoff({ ...defaults, attempt: 7, random: () => 0.5 })).toBe(36_000);
  });

  it('is reproducible with a seeded random source', () => {
    const first = seededRandom(7);
    const second = seededRandom(7);
    const a = [1, 2, 3].map((attempt) => computeBackoff({ ...defaults, attempt, random: first }));
    const b = [1, 2, 3].map((attempt) => computeBackoff({ ...defaults, attempt, random: second }));
    expect(a).toEqual(b);
  });

  it('stays within [capped, capped × 1.25] for any attempt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0, max: 0.999_999, noNaN: true }),
        (attempt, value) => {
          const delay = computeBackoff({ ...defaults, attempt, random: () => value });
          const capped = Math.min(500 * 2 ** (attempt - 1), 32_000);
          return delay >= capped && delay <= Math.round(capped * 1.25);
        },
      ),
    );
  });
});
