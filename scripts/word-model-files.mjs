// The labelled real errors the classifier's word vote learns from, and how one becomes a sample.
// Shared by scripts/train-word-model.mjs and test/classify-word-model.test.ts.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The shared dev corpus, the real-world fixture and every numbered held-out batch
 * (`classify-holdout-N.jsonl`; the first batch's unnumbered file is not read yet), in a fixed order.
 */
export function wordModelFiles(root) {
  const fixtures = join(root, 'test', 'fixtures');
  const holdout = readdirSync(fixtures)
    .filter((name) => /^classify-holdout-\d+\.jsonl$/.test(name))
    .sort((a, b) => Number(a.match(/\d+/)[0]) - Number(b.match(/\d+/)[0]))
    .map((name) => join(fixtures, name));
  return [
    resolve(root, '..', 'shared', 'corpus', 'dev.jsonl'),
    join(fixtures, 'classify-realworld.jsonl'),
    ...holdout,
  ];
}

/** One labelled line as a training sample: the classifier's combined text and the label. */
export function wordSampleOf(line, { extractFacts, errorFromDescriptor }) {
  const error = errorFromDescriptor(line.error, { provider: line.provider });
  return { text: extractFacts(error).text, reason: line.expected.reason };
}
