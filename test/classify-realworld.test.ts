/**
 * The classifier on real provider errors that are not in the shared corpus
 * (test/fixtures/classify-realworld.jsonl, the corpus' own line format): each was copied from a
 * public issue thread or documentation page (`source`) and labelled per DESIGN §1.1 and the
 * corpus README's conventions (`note` explains the judgement calls). Every reason must be right,
 * and a stated wait must be found within max(1 s, 10 %).
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORPUS_FILE,
  type CorpusLine,
  classifyLine,
  expectDistinctSourcedLabelled,
  expectNoKeyLeak,
  expectRenderingsRight,
  expectStatedWait,
  readCorpusLines,
} from './support/corpus-lines.js';

const FIXTURE = resolve(process.cwd(), 'test/fixtures/classify-realworld.jsonl');

const lines: CorpusLine[] = readCorpusLines(FIXTURE);

describe('real-world errors outside the corpus', () => {
  it('is a set of at least 80 distinct, sourced, labelled lines', () => {
    expect(lines.length).toBeGreaterThanOrEqual(80);
    expectDistinctSourcedLabelled(lines);
  });

  it('holds no error of the dev corpus (the same text with another cause chain is another error)', () => {
    const corpus = readCorpusLines(CORPUS_FILE).map((line) => line.error);
    const text = (error: unknown): string => {
      const { body, message } = (error ?? {}) as Record<string, unknown>;
      return JSON.stringify([body ?? null, message ?? null]);
    };
    const chain = (error: unknown): string => {
      const { code, cause } = (error ?? {}) as Record<string, unknown>;
      return JSON.stringify([code ?? null, cause ?? null]);
    };
    const corpusChains = new Map<string, Set<string>>();
    for (const error of corpus) {
      const chains = corpusChains.get(text(error)) ?? new Set<string>();
      chains.add(chain(error));
      corpusChains.set(text(error), chains);
    }
    const repeated = lines.filter(
      (line) => corpusChains.get(text(line.error))?.has(chain(line.error)) === true,
    );
    expect(repeated.map((line) => line.id)).toEqual([]);
  });

  it.each(lines.map((line) => [line.id, line] as const))('%s', (_id, line) => {
    const result = classifyLine(line);
    expect(result.reason).toBe(line.expected.reason);
    expectStatedWait(result, line);
  });

  it('stays right when a client kept less of the error (≥ 95 % per rendering)', () => {
    expectRenderingsRight(lines);
  });

  it('never leaks a key-shaped secret from a body', () => {
    expectNoKeyLeak(lines);
  });
});
