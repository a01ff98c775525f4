/**
 * The word vote's table (src/core/classify/word-model-data.ts) is what scripts/train-word-model.mjs
 * trains from the labelled real errors the repository holds now: a new or relabelled batch must be
 * followed by `npm run train:words` (after scoring the batch on the build before it, so the batch's
 * own score stays out of sample).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain .mjs shared with the training script (no type declarations)
import * as filesModule from '../scripts/word-model-files.mjs';
import { errorFromDescriptor } from '../src/core/classify/error-from-descriptor.js';
import { extractFacts } from '../src/core/classify/extract.js';
import { wordTokens } from '../src/core/classify/word-model.js';
import { WORD_MODEL_DATA } from '../src/core/classify/word-model-data.js';
import { trainWordModel } from '../src/core/classify/word-model-train.js';
import { type CorpusLine, readCorpusLines } from './support/corpus-lines.js';

interface FilesModule {
  wordModelFiles(root: string): string[];
  wordSampleOf(
    line: CorpusLine,
    parts: { extractFacts: typeof extractFacts; errorFromDescriptor: typeof errorFromDescriptor },
  ): { text: string; reason: string };
}
const { wordModelFiles, wordSampleOf } = filesModule as FilesModule;

describe('the word vote table', () => {
  const files = wordModelFiles(process.cwd());
  const lines = files.flatMap((file) => readCorpusLines(file));

  it('learns from the dev corpus, the real-world fixture and every held-out batch', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(readFileSync(files[0] ?? '', 'utf8')).toContain('"expected"');
    // The first batch predates the numbering: its file must be read, and read once, after the
    // real-world fixture and before batch 2.
    const names = files.map((file) => file.split('/').at(-1));
    expect(names.slice(1, 4)).toEqual([
      'classify-realworld.jsonl',
      'classify-holdout.jsonl',
      'classify-holdout-2.jsonl',
    ]);
    expect(new Set(names).size).toBe(names.length);
    expect(WORD_MODEL_DATA.lines.reduce((sum, count) => sum + count, 0)).toBe(lines.length);
  });

  it('holds words only: no identifier, key or key fragment from a labelled line', () => {
    const words = WORD_MODEL_DATA.words.split('\n').map((line) => line.split(' ')[0] ?? '');
    expect(words.filter((word) => wordTokens(word).join(' ') !== word)).toEqual([]);
  });

  it('is the table the training script writes from those lines (run `npm run train:words`)', () => {
    const samples = lines.map((line) => wordSampleOf(line, { extractFacts, errorFromDescriptor }));
    expect(trainWordModel(samples as never)).toEqual(WORD_MODEL_DATA);
  });
});
