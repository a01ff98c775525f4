// The classifier's first errors in a fresh process, against the built package (`npm run build`
// first). `bench/classify.mjs` measures a warm classifier; a service meets its first failures cold,
// when V8 has not compiled the pattern families yet.
//
//   node bench/classify-first.mjs [--corpus ../shared/corpus/dev.jsonl] [--runs 5]
//
// Each run is a fresh `node` that classifies every corpus line once, in corpus order (the first
// pass: every pattern family meets its first subjects), then once more (the second pass, compiled:
// the baseline measured in the same process). Three ways to start, interleaved run by run:
//   plain      the library as imported
//   warm-up    `warmUpClassifier()` first (its own cost printed apart)
//   no-tier-up node --no-regexp-tier-up (what the `stayup` command sets for itself)
// Printed: medians over the runs of the first pass, its slowest single line, the second pass, and
// the ratio of the first pass to the plain run's second pass.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(here, '../../shared/corpus/dev.jsonl') },
    dist: { type: 'string', default: process.env.STAYUP_DIST ?? resolve(here, '../dist') },
    runs: { type: 'string', default: '5' },
  },
});
const runs = Math.max(1, Number(values.runs));

// The child: reads the corpus, builds every error before timing, then times two passes.
const CHILD = `
const [dist, corpus, mode] = process.argv.slice(1);
const { readFileSync } = await import('node:fs');
const { classifyError, errorFromDescriptor, warmUpClassifier } = await import(dist + '/core/classify/index.js');
const lines = readFileSync(corpus, 'utf8').split('\\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
const build = () => lines.map((line) => errorFromDescriptor(line.error));
const first = build(), second = build();
let warmMs = 0;
if (mode === 'warm-up') { const t = performance.now(); warmUpClassifier(); warmMs = performance.now() - t; }
let firstMs = 0, slowestMs = 0, secondMs = 0;
for (const error of first) { const t = performance.now(); classifyError(error); const ms = performance.now() - t; firstMs += ms; slowestMs = Math.max(slowestMs, ms); }
for (const error of second) { const t = performance.now(); classifyError(error); secondMs += performance.now() - t; }
process.stdout.write(JSON.stringify({ warmMs, firstMs, slowestMs, secondMs, lines: lines.length }));
`;

const MODES = [
  { name: 'plain', flags: [] },
  { name: 'warm-up', flags: [] },
  { name: 'no-tier-up', flags: ['--no-regexp-tier-up'] },
];

function runChild(mode) {
  const result = spawnSync(
    process.execPath,
    [
      ...mode.flags,
      '--input-type=module',
      '-e',
      CHILD,
      resolve(values.dist),
      resolve(values.corpus),
      mode.name,
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`child (${mode.name}) failed: ${result.stderr}`);
  return JSON.parse(result.stdout);
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = new Map(MODES.map((mode) => [mode.name, []]));
for (let run = 0; run < runs; run++) {
  for (const mode of MODES) results.get(mode.name).push(runChild(mode));
}

const plainSecond = median(results.get('plain').map((r) => r.secondMs));
const lineCount = results.get('plain')[0].lines;
console.log(`first errors of a fresh process: ${lineCount} corpus lines, median of ${runs} runs`);
console.log(
  '  start        warm-up ms  first pass ms  slowest line ms  second pass ms  first / plain second',
);
for (const mode of MODES) {
  const rows = results.get(mode.name);
  const firstMs = median(rows.map((r) => r.firstMs));
  console.log(
    `  ${mode.name.padEnd(11)}  ${median(rows.map((r) => r.warmMs))
      .toFixed(1)
      .padStart(10)}  ${firstMs.toFixed(1).padStart(13)}  ${median(rows.map((r) => r.slowestMs))
      .toFixed(1)
      .padStart(15)}  ${median(rows.map((r) => r.secondMs))
      .toFixed(1)
      .padStart(14)}  ${(firstMs / plainSecond).toFixed(1).padStart(19)}×`,
  );
}
