import { describe, expect, it } from 'vitest';
import { parseDuration } from './duration.js';

describe('parseDuration', () => {
  it.each([
    ['1m30s', 90_000],
    ['6.5s', 6_500],
    ['120ms', 120],
    ['1h', 3_600_000],
    ['2d', 172_800_000],
    ['30', 30_000],
    ['1.5', 1_500],
    ['200ms', 200],
    ['1h2m3s', 3_723_000],
    ['4hr 5min', 14_700_000],
    [250, 250],
  ])('reads %s as %d ms', (input, expectedMs) => {
    expect(parseDuration(input)).toBe(expectedMs);
  });

  it.each([
    ['', undefined],
    ['soon', undefined],
    ['5 parsecs', undefined],
    [-1, undefined],
    [null, undefined],
    ['1m junk', undefined],
  ])('rejects %s', (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });
});
