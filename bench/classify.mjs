// Classifier benchmark: median µs per classification over the labelled corpus, against the built
// package (`npm run build` first). Prints the ratio to a trivial baseline measured in the same run.
//
//   node bench/classify.mjs [--corpus ../shared/corpus/dev.jsonl] [--batch 200] [--rounds 7]
//                           [--compare path/to/other/dist]
//
// `--compare` also times another build (e.g. the previous commit's dist/) on the same lines,
// interleaved with this one round by round, and prints the ratio: on a shared, busy machine the
// same build swings by 2× between runs, so only an interleaved comparison tells a change apart.
// It runs itself again with `--no-regexp-tier-up` (regular expressions compiled to native code at
// once, as the `stayup` command does): with two builds in one process, V8's regexp tier-up leaves
// the second build's many shared-source patterns interpreted, 5–9× slower whichever build it is.
//
// Honest measurement: every classification sees a *fresh* error object, built beforehand by
// `errorFromDescriptor` exactly as the engine would hold it (UpstreamError with a raw body text,
// fetch TypeError with a cause chain …); nothing is cached between calls.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    corpus: { type: 'string', default: resolve(here, '../../shared/corpus/dev.jsonl') },
    dist: { type: 'string', default: process.env.STAYUP_DIST ?? resolve(here, '../dist') },
    batch: { type: 'string', default: '200' },
    rounds: { type: 'string', default: '7' },
    compare: { type: 'string' },
  },
});
if (values.compare !== undefined && !process.execArgv.includes('--no-regexp-tier-up')) {
  const child = spawnSync(
    process.execPath,
    [
      '--no-regexp-tier-up',
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}
const batch = Number(values.batch);
const rounds = Number(values.rounds);

const { classifyError, errorFromDescriptor } = await import(
  resolve(values.dist, 'core/classify/index.js')
);

const other =
  values.compare === undefined
    ? undefined
    : await import(resolve(values.compare, 'core/classify/index.js'));

const lines = readFileSync(values.corpus, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));

function contextOf(line) {
  const c = line.context ?? {};
  return {
    provider: line.provider,
    approxTokens: c.approx_tokens,
    contextLength: c.context_length,
    numMessages: c.num_messages,
  };
}

/** The trivial baseline: read `.status` and do one switch. */
function baseline(error) {
  const status = error?.status;
  switch (status) {
    case 429:
      return 'rate_limit';
    case 401:
      return 'auth';
    case 500:
      return 'server_error';
    case 503:
      return 'overloaded';
    default:
      return 'unknown';
  }
}

function freshErrors(line) {
  const out = new Array(batch);
  for (let index = 0; index < batch; index++) out[index] = errorFromDescriptor(line.error);
  return out;
}

/** µs per call for one batch: wall clock, and this process's CPU time (robust on a busy host). */
function timeBatch(fn, errors, context) {
  let sink = 0;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let index = 0; index < errors.length; index++) {
    const result = fn(errors[index], context);
    // Touch the message and the explain trace too, so no part of the result can be deferred.
    sink +=
      typeof result === 'string'
        ? result.length
        : result.reason.length + result.message.length + result.explain.length;
  }
  const elapsedNs = Number(process.hrtime.bigint() - start);
  const cpu = process.cpuUsage(cpuStart);
  if (sink < 0) throw new Error('unreachable');
  return {
    wallUs: elapsedNs / errors.length / 1000,
    cpuUs: (cpu.user + cpu.system) / errors.length,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const contexts = lines.map(contextOf);

// Warm-up: let the JIT settle on both functions (fresh objects, results discarded).
for (let round = 0; round < 3; round++) {
  lines.forEach((line, index) => {
    const errors = freshErrors(line);
    timeBatch(classifyError, errors, contexts[index]);
    timeBatch(baseline, errors, contexts[index]);
  });
}

const perLine = lines.map(() => ({
  classify: [],
  baseline: [],
  classifyCpu: [],
  baselineCpu: [],
  other: [],
}));
/** The other build on its own fresh errors; before this build on odd rounds, after on even. */
function freshOtherErrors(line) {
  const errors = new Array(batch);
  for (let at = 0; at < batch; at++) errors[at] = other.errorFromDescriptor(line.error);
  return errors;
}
function timeOther(line, index) {
  const errors = freshOtherErrors(line);
  perLine[index].other.push(timeBatch(other.classifyError, errors, contexts[index]).wallUs);
}
// The other build gets the same warm-up as this one (three rounds of fresh batches), so neither
// is timed while the JIT is still compiling it.
if (other !== undefined) {
  for (let round = 0; round < 3; round++) {
    lines.forEach((line, index) => {
      timeBatch(other.classifyError, freshOtherErrors(line), contexts[index]);
    });
  }
}
for (let round = 0; round < rounds; round++) {
  lines.forEach((line, index) => {
    if (other !== undefined && round % 2 === 1) timeOther(line, index);
    const classified = timeBatch(classifyError, freshErrors(line), contexts[index]);
    if (other !== undefined && round % 2 === 0) timeOther(line, index);
    const base = timeBatch(baseline, freshErrors(line), contexts[index]);
    perLine[index].classify.push(classified.wallUs);
    perLine[index].classifyCpu.push(classified.cpuUs);
    perLine[index].baseline.push(base.wallUs);
    perLine[index].baselineCpu.push(base.cpuUs);
  });
}

const classifyUs = perLine.map((entry) => median(entry.classify));
const baselineUs = perLine.map((entry) => median(entry.baseline));
const medianUs = median(classifyUs);
const baselineMedianUs = median(baselineUs);
const medianCpuUs = median(perLine.map((entry) => median(entry.classifyCpu)));
const baselineCpuUs = median(perLine.map((entry) => median(entry.baselineCpu)));

const families = new Map();
lines.forEach((line, index) => {
  const reason = line.expected?.reason ?? 'unlabelled';
  const list = families.get(reason) ?? [];
  list.push(classifyUs[index]);
  families.set(reason, list);
});

const fmt = (value) => value.toFixed(3);
console.log(
  `classifyError over ${lines.length} corpus errors (${batch} fresh objects × ${rounds} rounds each)`,
);
console.log(`  median   ${fmt(medianUs)} µs per classification`);
console.log(`  p90      ${fmt(quantile(classifyUs, 0.9))} µs`);
console.log(`  max      ${fmt(Math.max(...classifyUs))} µs`);
console.log(`  baseline ${fmt(baselineMedianUs)} µs (read .status + one switch)`);
console.log(`  ratio    ${fmt(medianUs / baselineMedianUs)}× baseline`);
console.log(
  `  cpu time ${fmt(medianCpuUs)} µs median (baseline ${fmt(baselineCpuUs)} µs; process CPU, robust when the host is busy)`,
);
// The same error object classified again (no cache: this is the steady-state cost).
const repeatErrors = lines.map((line) => errorFromDescriptor(line.error));
repeatErrors.forEach((error, index) => {
  classifyError(error, contexts[index]);
});
const repeatUs = median(
  repeatErrors.map(
    (error, index) =>
      timeBatch(classifyError, new Array(batch).fill(error), contexts[index]).wallUs,
  ),
);
console.log(`  repeat   ${fmt(repeatUs)} µs (same error object again, warm)`);
console.log('  per reason family (median µs, count):');
for (const [reason, list] of [...families.entries()].sort((a, b) => median(b[1]) - median(a[1]))) {
  console.log(`    ${reason.padEnd(20)} ${fmt(median(list)).padStart(8)}  (${list.length})`);
}
if (other !== undefined) {
  // Best round per line (the least disturbed by other work), then the median over lines.
  const best = (list) => Math.min(...list);
  const thisBest = perLine.map((entry) => best(entry.classify));
  const otherBest = perLine.map((entry) => best(entry.other));
  const ratios = perLine.map((_, index) => otherBest[index] / thisBest[index]);
  console.log(`  compare  ${values.compare} (interleaved, best round per line)`);
  console.log(
    `    this  ${fmt(median(thisBest))} µs median, ${fmt(quantile(thisBest, 0.9))} µs p90`,
  );
  console.log(
    `    other ${fmt(median(otherBest))} µs median, ${fmt(quantile(otherBest, 0.9))} µs p90`,
  );
  console.log(
    `    other / this ${fmt(median(otherBest) / median(thisBest))}× (median of per-line ratios ${fmt(median(ratios))}×)`,
  );
}
