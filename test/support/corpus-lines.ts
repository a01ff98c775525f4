/**
 * Lines in the shared corpus' format (shared/corpus/dev.jsonl, test/fixtures/classify-realworld.jsonl):
 * reading them and classifying one as the engine would.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { classifyError } from '../../src/core/classify/classify.js';
import { errorFromDescriptor } from '../../src/core/classify/error-from-descriptor.js';
import { type Classification, REASONS } from '../../src/core/classify/types.js';

/** One labelled error. */
export interface CorpusLine {
  readonly id: string;
  readonly provider?: string;
  readonly source?: string;
  readonly error: unknown;
  readonly context?: {
    readonly approx_tokens?: number;
    readonly context_length?: number;
    readonly num_messages?: number;
  };
  readonly expected: { readonly reason: string; readonly retry_after_s?: number | null };
  readonly note?: string;
}

/** The shared dev corpus, next to the repository. */
export const CORPUS_FILE = resolve(process.cwd(), '../shared/corpus/dev.jsonl');

/** The lines of a JSON Lines file (blank lines skipped); a missing file is an error naming it. */
export function readCorpusLines(file: string): CorpusLine[] {
  if (!existsSync(file)) throw new Error(`corpus file not found: ${file}`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CorpusLine);
}

/** Classifies a line's error with its provider and request size, as the engine would. */
export function classifyLine(line: CorpusLine): Classification {
  const error = errorFromDescriptor(line.error, { provider: line.provider });
  return classifyError(error, {
    provider: line.provider,
    approxTokens: line.context?.approx_tokens,
    contextLength: line.context?.context_length,
    numMessages: line.context?.num_messages,
  });
}

/** A line's error as a client that kept less of it would hold it; undefined when it would not apply. */
export type Rendering = (error: Record<string, unknown>) => unknown;

/**
 * The partial renderings real clients produce: stream error events drop the status, clients keep
 * only their own message, or only the body. Rules must read the wording, not one rendering of it.
 */
export const RENDERINGS: Readonly<Record<string, Rendering>> = {
  'without message': (error) => (error.body ? { ...error, message: null } : undefined),
  'without status': (error) => (error.status ? { ...error, status: null } : undefined),
  'message only': (error) =>
    error.message && error.status ? { message: error.message } : undefined,
  'body only': (error) =>
    error.body && typeof error.body === 'object' ? { body: error.body } : undefined,
};

/** Classifies every line that `rendering` applies to; returns how many and which were wrong. */
export function renderingMisses(
  lines: readonly CorpusLine[],
  rendering: Rendering,
): { readonly total: number; readonly misses: readonly string[] } {
  let total = 0;
  const misses: string[] = [];
  for (const line of lines) {
    const descriptor = rendering(line.error as Record<string, unknown>);
    if (descriptor === undefined) continue;
    total++;
    const result = classifyLine({ ...line, error: descriptor });
    if (result.reason !== line.expected.reason)
      misses.push(`${line.id}: got ${result.reason} want ${line.expected.reason}`);
  }
  return { total, misses };
}

/** The line's stated wait (`retry_after_s`), if any, is found within max(1 s, 10 %). */
export function expectStatedWait(result: Classification, line: CorpusLine): void {
  const waitS = line.expected.retry_after_s;
  if (typeof waitS !== 'number') return;
  const wantMs = waitS * 1000;
  expect(result.retryAfterMs).toBeDefined();
  expect(Math.abs((result.retryAfterMs ?? 0) - wantMs)).toBeLessThanOrEqual(
    Math.max(1000, wantMs * 0.1),
  );
}

/** Each partial rendering (status dropped, message only …) keeps ≥ 95 % of the lines right. */
export function expectRenderingsRight(lines: readonly CorpusLine[]): void {
  for (const name of Object.keys(RENDERINGS)) expectRenderingRight(lines, name);
}

/** One partial rendering (a key of RENDERINGS) keeps ≥ 95 % of the lines right. */
export function expectRenderingRight(lines: readonly CorpusLine[], name: string): void {
  const rendering = RENDERINGS[name];
  if (rendering === undefined) throw new Error(`unknown rendering: ${name}`);
  const { total, misses } = renderingMisses(lines, rendering);
  expect(total, name).toBeGreaterThan(0);
  expect((total - misses.length) / total, `${name}: ${misses.join(', ')}`).toBeGreaterThanOrEqual(
    0.95,
  );
}

/**
 * No key-shaped secret from a body survives into a classification. Checked with plain regular
 * expressions and asserted once: an `expect` per line made this the slowest test of a large set.
 * `classify` lets a test pass the results it already has.
 */
export function expectNoKeyLeak(
  lines: readonly CorpusLine[],
  classify: (line: CorpusLine) => Classification = classifyLine,
): void {
  const leaked = lines
    .filter((line) => KEY_SHAPED.test(JSON.stringify(classify(line))))
    .map((line) => line.id);
  expect(leaked).toEqual([]);
}

/** A Google API key or an OpenAI-style secret key. */
const KEY_SHAPED = /AIza[0-9A-Za-z_-]{20,}|sk-[A-Za-z0-9]{20,}/;

/** Every line has its own id, a public source and a reason of DESIGN §1.1. */
export function expectDistinctSourcedLabelled(lines: readonly CorpusLine[]): void {
  expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
  for (const line of lines) {
    expect(line.source).toMatch(/^https?:\/\//);
    expect(REASONS).toContain(line.expected.reason);
  }
}
