// The labelled real errors the classifier's word vote learns from, and how one becomes a sample.
// Shared by scripts/train-word-model.mjs and test/classify-word-model.test.ts.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The file of held-out batch `n`: the first batch predates the numbering (`classify-holdout.jsonl`),
 * every later one is `classify-holdout-<n>.jsonl`.
 */
export function holdoutBatchFile(root, n) {
  const name = n === 1 ? 'classify-holdout.jsonl' : `classify-holdout-${n}.jsonl`;
  return join(root, 'test', 'fixtures', name);
}

/** The number of a held-out batch's file name, or undefined for any other file. */
function holdoutBatchNumber(name) {
  if (name === 'classify-holdout.jsonl') return 1;
  const match = /^classify-holdout-(\d+)\.jsonl$/.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The shared dev corpus, the real-world fixture and every held-out batch in batch order (the
 * first batch's unnumbered file included), in a fixed order.
 */
export function wordModelFiles(root) {
  const batches = readdirSync(join(root, 'test', 'fixtures'))
    .map(holdoutBatchNumber)
    .filter((n) => n !== undefined)
    .sort((a, b) => a - b);
  return [
    resolve(root, '..', 'shared', 'corpus', 'dev.jsonl'),
    join(root, 'test', 'fixtures', 'classify-realworld.jsonl'),
    ...batches.map((n) => holdoutBatchFile(root, n)),
  ];
}

/** One labelled line as a training sample: the classifier's combined text and the label. */
export function wordSampleOf(line, { extractFacts, errorFromDescriptor }) {
  const error = errorFromDescriptor(line.error, { provider: line.provider });
  return { text: extractFacts(error).text, reason: line.expected.reason };
}
