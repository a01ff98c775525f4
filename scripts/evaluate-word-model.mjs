// Out-of-sample check of the classifier's word vote (docs/classifier.md, "The word vote"): for each
// round of held-out batches, the build that scored them before any rule was written for them (its
// src/core from git history, transpiled), and a word model trained only on the labelled errors the
// repository held before that round (dev corpus, real-world fixture, earlier batches). Counts how
// many of the round's errors that build left `unknown` by default the vote gets right, and how many
// right `unknown`s it would turn wrong. Run after `npm run build`: node scripts/evaluate-word-model.mjs
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
// `--dist DIR`: the vote of another build (e.g. the session's start) replayed on the same rounds.
const dist = join(
  distArg >= 0 ? resolve(args[distArg + 1]) : join(root, 'dist'),
  'core',
  'classify',
);
const load = (file) => import(pathToFileURL(join(dist, file)).href);
const { extractFacts } = await load('extract.js');
const { errorFromDescriptor } = await load('error-from-descriptor.js');
const { trainWordModel } = await load('word-model-train.js');
const { byWords, failureWordsOnly, wordsOverStatus } = await load('word-model.js');
// The stop on words that only say a call failed runs just before the vote (since session 45);
// a build without it (`--dist` of an older start) votes on them.
const voteOf = (run, model) =>
  failureWordsOnly?.(run.text, model) ? undefined : byWords(run, model);
const { holdoutBatchFile, wordSampleOf } = await import(
  pathToFileURL(join(root, 'scripts', 'word-model-files.mjs')).href
);

/**
 * The commit each round of batches was scored on before its rules (their docs sections). Rounds
 * from `05e69bc` on (batches 122–) were scored by builds that already vote, so their scores measure
 * the vote directly (docs/classifier.md, the merged totals of session 25) and are not replayed here.
 */
const ROUNDS = [
  ['2d6e93f', [57]],
  ['786c59a', [58]],
  ['10530e2', [59, 60]],
  ['49040f2', [61]],
  ['f635199', [62]],
  ['e073449', [63]],
  ['fe6f7a9', [64]],
  ['853c253', [65]],
  ['0df5704', [66, 67]],
  ['7dc8c87', [68, 69]],
  ['b38770f', [70, 71, 72, 73]],
  ['b174e72', [74, 75]],
  ['6f74c8b', [76, 77]],
  ['982093f', [78, 79]],
  ['04af6ba', [80, 81, 82, 83, 84, 85]],
  ['e833bf7', [86, 87, 88, 89]],
  ['6e34325', [90, 91, 92, 93, 94, 95, 96, 97]],
  ['a38b591', [98, 99, 100, 101, 102, 103]],
  ['582fe77', [104, 105, 106, 107, 108, 109]],
  ['c20e5d6', [110, 111, 112]],
  ['565d687', [113, 114, 115]],
  ['28bbdb0', [116, 117]],
  ['1432629', [118, 119, 120, 121]],
];

/**
 * With `--later`: sessions 27–30's batches, each replayed on its session's start build. Those builds
 * already vote, so their `default.unknown` lines are the ones their vote left unclear: the replay
 * measures a change to the vote (a margin, a lean), not the vote itself. A session's later rounds
 * were scored on builds with its earlier rounds' rules, so these builds are older than the ones that
 * scored them (more lines reach the vote).
 */
const LATER_ROUNDS = [
  ['fbb52ad', range(154, 178)],
  ['40c8651', range(179, 206)],
  ['c05dc38', range(207, 226)],
  ['17a5d7b', range(227, 232)],
  ['e618bc7', range(233, 238)],
  ['9ceafed', range(239, 244)],
];
function range(first, last) {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
const rounds = args.includes('--later') ? [...ROUNDS, ...LATER_ROUNDS] : ROUNDS;

const fixtures = join(root, 'test', 'fixtures');
const readLines = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((l) => l.trim() !== '')
        .map((l) => JSON.parse(l))
    : [];
const batch = (n) => readLines(holdoutBatchFile(root, n));
const base = [
  ...readLines(resolve(root, '..', 'shared', 'corpus', 'dev.jsonl')),
  ...readLines(join(fixtures, 'classify-realworld.jsonl')),
];
const sampleOf = (line) => wordSampleOf(line, { extractFacts, errorFromDescriptor });

/** The classifier of `commit`, transpiled from its src/core into a scratch directory. */
async function oldClassifier(commit, scratch) {
  const out = join(scratch, commit);
  const src = join(scratch, `${commit}-src`);
  mkdirSync(src, { recursive: true });
  execFileSync('sh', ['-c', `git -C "${root}" archive ${commit} src/core | tar -x -C "${src}"`]);
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) =>
      statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)],
    );
  for (const file of walk(join(src, 'src', 'core'))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const js = ts.transpileModule(readFileSync(file, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, file.slice(join(src, 'src').length + 1)).replace(/\.ts$/, '.js');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
  writeFileSync(join(out, 'package.json'), '{"type":"module"}');
  return import(pathToFileURL(join(out, 'core', 'classify', 'index.js')).href);
}

const scratch = join(tmpdir(), `stayup-word-eval-${process.pid}`);
const wrongVotes = {};
const COUNTS = [
  'lines',
  'wrongBefore',
  'byDefault',
  'defaultFixed',
  'defaultBroken',
  'byStatus',
  'statusFixed',
  'statusBroken',
];
const totals = Object.fromEntries(COUNTS.map((key) => [key, 0]));
const cells = (row) =>
  `${row.lines} | ${row.wrongBefore} | ${row.byDefault} | +${row.defaultFixed} / −${row.defaultBroken} | ${row.byStatus} | +${row.statusFixed} / −${row.statusBroken} |`;
console.log(
  "| round | batches | errors | wrong before | left `unknown` by default | the vote there: fixed / broken | a status's own answer | the vote there: fixed / broken |",
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
try {
  for (const [commit, batches] of rounds) {
    const lines = batches.flatMap(batch);
    if (lines.length === 0) continue;
    const earlier = [...base];
    for (let n = 1; n < batches[0]; n++) earlier.push(...batch(n));
    const model = trainWordModel(earlier.map(sampleOf));
    const old = await oldClassifier(commit, scratch);
    const row = Object.fromEntries(COUNTS.map((key) => [key, 0]));
    row.lines = lines.length;
    for (const line of lines) {
      const result = old.classifyError(
        old.errorFromDescriptor(line.error, { provider: line.provider }),
        {
          provider: line.provider,
          approxTokens: line.context?.approx_tokens,
          contextLength: line.context?.context_length,
          numMessages: line.context?.num_messages,
        },
      );
      const want = line.expected.reason;
      if (result.reason !== want) row.wrongBefore++;
      const last = result.explain.at(-1);
      const run = { text: sampleOf(line).text, trace: [] };
      let voted;
      if (last?.rule === 'default.unknown') {
        row.byDefault++;
        voted = voteOf(run, model)?.reason ?? 'unknown';
        if (voted !== result.reason && voted === want) row.defaultFixed++;
        if (voted !== result.reason && result.reason === want) row.defaultBroken++;
      } else {
        const said = {
          reason: result.reason,
          category: result.category,
          step: last?.step,
          rule: last?.rule,
        };
        const revised = wordsOverStatus(run, said, model);
        if (revised === said) continue;
        row.byStatus++;
        voted = revised.reason;
        if (voted !== result.reason && voted === want) row.statusFixed++;
        if (voted !== result.reason && result.reason === want) row.statusBroken++;
      }
      if (voted !== 'unknown' && voted !== want) wrongVotes[voted] = (wrongVotes[voted] ?? 0) + 1;
    }
    for (const key of COUNTS) totals[key] += row[key];
    console.log(`| ${commit} | ${batches[0]}–${batches.at(-1)} | ${cells(row)}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const t = totals;
console.log(`| all | | ${cells(t)}`);
const before = t.lines - t.wrongBefore;
const withDefault = before + t.defaultFixed - t.defaultBroken;
const withBoth = withDefault + t.statusFixed - t.statusBroken;
const share = (n) => `${n}/${t.lines} (${((100 * n) / t.lines).toFixed(1)} %)`;
console.log(
  `\nbefore their rules: ${share(before)}; with the vote at the default: ${share(withDefault)}; also over a status's own answer: ${share(withBoth)}`,
);
console.log(
  `wrong votes by the reason voted (revised status answers: only those it changed): ${JSON.stringify(wrongVotes)}`,
);
