// Scores labelled error lines (the corpus' JSON Lines format) on a built classifier, as
// test/support/corpus-lines.ts classifies them: how a fresh held-out batch is measured before any
// rule is written for it (docs/classifier.md, "Held-out batch"). Prints each miss (and each stated
// wait not found within max(1 s, 10 %)), then the total and how many were right by the rules alone,
// without the word vote deciding.
//
//   node scripts/score-holdout.mjs [--dist DIR] [--all] FILE...
//
// `--dist` picks the build (default dist/; keep a copy of the session's start build to score new
// batches on it); `--all` prints every line, not only the misses.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadLineClassifier } from './held-line-classifier.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: {
    dist: { type: 'string', default: resolve(root, 'dist') },
    all: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
if (positionals.length === 0) {
  console.error('usage: node scripts/score-holdout.mjs [--dist DIR] [--all] FILE...');
  process.exit(2);
}
const { classifyLine, decidedByVote } = await loadLineClassifier(values.dist);

let right = 0;
let total = 0;
let byRules = 0;
for (const file of positionals) {
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    if (text.trim() === '') continue;
    const line = JSON.parse(text);
    const result = classifyLine(line);
    total++;
    const ok = result.reason === line.expected.reason;
    const byVote = decidedByVote(result);
    if (ok) right++;
    if (ok && !byVote) byRules++;
    const wantS = line.expected.retry_after_s;
    const gotS = result.retryAfterMs === undefined ? null : result.retryAfterMs / 1000;
    const waitMissed =
      wantS !== null &&
      wantS !== undefined &&
      (gotS === null || Math.abs(gotS - wantS) > Math.max(1, wantS * 0.1));
    if (!ok || waitMissed || values.all) {
      const wait = waitMissed ? ` WAIT got=${gotS} want=${wantS}` : '';
      const vote = byVote ? '(vote)' : '';
      console.log(
        `${ok ? 'ok  ' : 'MISS'} ${line.id}\tgot=${result.reason}${vote}\twant=${line.expected.reason}${wait}`,
      );
    }
  }
}
const percent = total === 0 ? 0 : (100 * right) / total;
console.log(`TOTAL ${right}/${total} (${percent.toFixed(1)} %), by rules alone ${byRules}`);
