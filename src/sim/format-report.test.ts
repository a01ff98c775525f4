import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { integer } from './format-report.js';

describe('integer', () => {
  it('prints what toLocaleString("en-US") prints, for every number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.maxSafeInteger(), fc.double()), (value) => {
        expect(integer(value)).toBe(value.toLocaleString('en-US'));
      }),
      { numRuns: 5_000 },
    );
  });

  it('groups thousands and keeps the sign', () => {
    expect(integer(0)).toBe('0');
    expect(integer(999)).toBe('999');
    expect(integer(1000)).toBe('1,000');
    expect(integer(-1234567)).toBe('-1,234,567');
    expect(integer(Number.MAX_SAFE_INTEGER)).toBe('9,007,199,254,740,991');
    expect(integer(null)).toBe('–');
  });
});
