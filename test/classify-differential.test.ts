/**
 * The classifier's differential check: the full JSON of `classifyError` (reason, category, flags,
 * message, repair, waits, explain …) for every corpus line and ~24,000 seeded fuzz cases must be
 * byte-identical to the answers recorded in test/fixtures/classify-differential/expected.txt.gz.
 * Any speed work on the classifier keeps this green; a deliberate change of answers regenerates
 * the fixture (see generate.mjs there) in its own commit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { errorFromDescriptor } from '../src/core/classify/error-from-descriptor.js';
// @ts-expect-error plain .mjs shared with the fixture generator (no type declarations)
import * as casesModule from './fixtures/classify-differential/cases.mjs';

interface DifferentialCase {
  readonly id: string;
  readonly kind: 'descriptor' | 'raw';
}
interface CasesModule {
  readonly DESCRIPTOR_CASES: number;
  readonly RAW_CASES: number;
  generateCases(corpus: readonly unknown[]): DifferentialCase[];
  classifyCase(
    testCase: DifferentialCase,
    classify: typeof classifyError,
    fromDescriptor: typeof errorFromDescriptor,
  ): string;
}
const { DESCRIPTOR_CASES, RAW_CASES, generateCases, classifyCase } = casesModule as CasesModule;

const CORPUS = resolve(process.cwd(), '../shared/corpus/dev.jsonl');
const FIXTURE = resolve(process.cwd(), 'test/fixtures/classify-differential/expected.txt.gz');

function loadCorpus(): unknown[] {
  if (!existsSync(CORPUS)) throw new Error(`corpus not found at ${CORPUS}`);
  return readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as unknown);
}

function loadExpected(): Map<string, string> {
  const text = gunzipSync(readFileSync(FIXTURE)).toString('utf8');
  const expected = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    expected.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return expected;
}

describe('classifier differential check', () => {
  const corpus = loadCorpus();
  const cases = generateCases(corpus);
  const expected = loadExpected();

  it('covers every corpus line and the seeded fuzz', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(150);
    expect(DESCRIPTOR_CASES).toBeGreaterThanOrEqual(20_000);
    expect(cases.length).toBe(corpus.length + DESCRIPTOR_CASES + RAW_CASES);
    expect(cases.filter((testCase) => testCase.kind === 'raw').length).toBe(RAW_CASES);
    // The generator and the fixture agree on the case list (a changed generator needs a new fixture).
    expect([...expected.keys()]).toEqual(cases.map((testCase) => testCase.id));
  });

  it('answers byte-identically to the recorded classifications', () => {
    const mismatches: string[] = [];
    for (const testCase of cases) {
      const actual = classifyCase(testCase, classifyError, errorFromDescriptor);
      const want = expected.get(testCase.id);
      if (actual !== want) {
        mismatches.push(testCase.id);
        if (mismatches.length <= 5) {
          console.log(`${testCase.id}\n  want ${want}\n  got  ${actual}`);
        }
      }
    }
    if (mismatches.length > 0) {
      console.log(
        `${mismatches.length} of ${cases.length} differ: ${mismatches.slice(0, 40).join(' ')}`,
      );
    }
    expect(mismatches).toEqual([]);
    // 24,186 classifications take ≈ 5–10 s on a busy 2-core host; speed is the benchmark's to judge
    // (bench/classify.mjs), so a loaded machine must not fail this check of the answers.
  }, 60_000);
});
