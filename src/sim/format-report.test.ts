import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMarkdown, formatTable, formatTableRows, integer } from './format-report.js';

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

describe('formatTable and formatMarkdown', () => {
  const empty = {
    requests: 0,
    succeeded: 0,
    successRate: null,
    foregroundSuccessRate: null,
    backgroundSuccessRate: null,
    upstreamAttempts: 0,
    amplification: null,
    peakUpstreamRps: 0,
    latencyMs: { p50: null, p95: null, p99: null },
    wastedOutputTokens: 0,
    recoverySeconds: null,
  };
  const report = { scenario: 'empty', policies: { 'no-retry': empty } };

  it('print "–" where a metric has no data (no request: no rate, no amplification)', () => {
    const rows = formatTableRows(report).split('\n');
    const cell = (label: string) =>
      rows
        .find((row) => row.startsWith(label))
        ?.slice(label.length)
        .trim();
    expect(cell('success rate')).toBe('–');
    expect(cell('  foreground')).toBe('–');
    expect(cell('amplification')).toBe('–');
    expect(cell('latency p50')).toBe('–');
    expect(cell('recovery')).toBe('–');
    expect(cell('upstream attempts')).toBe('0');
    const markdown = formatMarkdown(report);
    expect(markdown).toContain('| success rate | – |');
    expect(markdown).toContain('| amplification | – |');
  });
});

describe('formatTable title', () => {
  const report = { scenario: 's', policies: {} };
  const title = (ratePerSecond: number) =>
    formatTable(report, { durationMs: 600_000, ratePerSecond, seed: 1, requests: 0 }).split(
      '\n',
    )[0];

  it('prints the rate as a person wrote it, not as a long float', () => {
    expect(title(5)).toBe('scenario s: 10m at 5/s, seed 1, 0 requests');
    expect(title(0.5)).toBe('scenario s: 10m at 0.5/s, seed 1, 0 requests');
    expect(title(1 / 60)).toBe('scenario s: 10m at 1/m, seed 1, 0 requests');
    expect(title(7 / 60)).toBe('scenario s: 10m at 7/m, seed 1, 0 requests');
    expect(title(1 / 3600)).toBe('scenario s: 10m at 1/h, seed 1, 0 requests');
    expect(title(0.123456789)).toBe('scenario s: 10m at 0.1235/s, seed 1, 0 requests');
  });
});
