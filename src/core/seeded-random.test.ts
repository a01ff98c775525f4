import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('repeats the same sequence for the same seed and differs across seeds', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const other = seededRandom(43);
    const a = Array.from({ length: 5 }, first);
    expect(Array.from({ length: 5 }, second)).toEqual(a);
    expect(Array.from({ length: 5 }, other)).not.toEqual(a);
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const random = seededRandom(7);
    let sum = 0;
    for (let draw = 0; draw < 10_000; draw++) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      sum += value;
    }
    expect(sum / 10_000).toBeGreaterThan(0.48);
    expect(sum / 10_000).toBeLessThan(0.52);
  });
});
