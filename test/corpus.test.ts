/**
 * Conformance on the labelled corpus of real provider errors (shared/corpus/dev.jsonl):
 * ≥ 99 % reasons right, and the stated wait found within max(1 s, 10 %) for ≥ 90 % of the
 * lines that state one. Misses are printed so a regression is easy to read.
 */
import { describe, expect, it } from 'vitest';
import {
  CORPUS_FILE,
  classifyLine,
  RENDERINGS,
  readCorpusLines,
  renderingMisses,
} from './support/corpus-lines.js';

describe('labelled corpus', () => {
  const lines = readCorpusLines(CORPUS_FILE);

  it('has the lines it claims', () => {
    expect(lines.length).toBeGreaterThanOrEqual(150);
  });

  it('gets ≥ 99 % of reasons right', () => {
    const misses: string[] = [];
    for (const line of lines) {
      const result = classifyLine(line);
      if (result.reason !== line.expected.reason) {
        const decided = result.explain.at(-1);
        misses.push(
          `${line.id}: got ${result.reason} (${result.category}, rule ${decided?.rule}) want ${line.expected.reason}`,
        );
      }
    }
    if (misses.length > 0) console.log(`reason misses (${misses.length}):\n${misses.join('\n')}`);
    const accuracy = (lines.length - misses.length) / lines.length;
    console.log(`corpus reason accuracy: ${(accuracy * 100).toFixed(1)} % of ${lines.length}`);
    expect(accuracy).toBeGreaterThanOrEqual(0.99);
  });

  it('finds the stated wait within max(1 s, 10 %) for ≥ 90 % of lines that state one', () => {
    const stated = lines.filter((line) => typeof line.expected.retry_after_s === 'number');
    expect(stated.length).toBeGreaterThan(0);
    const misses: string[] = [];
    for (const line of stated) {
      const wantMs = (line.expected.retry_after_s as number) * 1000;
      const got = classifyLine(line).retryAfterMs;
      if (got === undefined || Math.abs(got - wantMs) > Math.max(1000, wantMs * 0.1)) {
        misses.push(`${line.id}: got ${got} ms want ${wantMs} ms`);
      }
    }
    if (misses.length > 0)
      console.log(`retry-after misses (${misses.length}):\n${misses.join('\n')}`);
    const hitRate = (stated.length - misses.length) / stated.length;
    console.log(`corpus retry-after hit rate: ${(hitRate * 100).toFixed(1)} % of ${stated.length}`);
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });

  it('gives every line a valid, explained classification with the flags of its reason', () => {
    for (const line of lines) {
      const result = classifyLine(line);
      expect(result.explain.filter((step) => step.decided === true)).toHaveLength(1);
      expect(result.explain.at(-1)?.decided).toBe(true);
      expect(result.message.length).toBeLessThanOrEqual(500);
      expect(result.category.length).toBeGreaterThan(0);
    }
  });

  it('is robust to partial observations (status, message or body missing)', () => {
    // The same failure seen by a client that kept less of it must mostly classify the same.
    const thresholds: Readonly<Record<string, number>> = {
      'without message': 0.98,
      'without status': 0.95,
      'message only': 0.95,
      'body only': 0.9,
    };
    for (const [name, rendering] of Object.entries(RENDERINGS)) {
      const { total, misses } = renderingMisses(lines, rendering);
      const rate = (total - misses.length) / total;
      console.log(
        `${name}: ${(rate * 100).toFixed(1)} % of ${total}${misses.length ? `\n  ${misses.join('\n  ')}` : ''}`,
      );
      expect(rate).toBeGreaterThanOrEqual(thresholds[name] ?? 1);
    }
  });

  it('never leaks a key that appears in a corpus body', () => {
    for (const line of lines) {
      const result = classifyLine(line);
      const output = JSON.stringify(result);
      expect(output).not.toMatch(/AIza[0-9A-Za-z_-]{20,}/);
      expect(output).not.toMatch(/sk-[A-Za-z0-9]{20,}/);
    }
  });
});
