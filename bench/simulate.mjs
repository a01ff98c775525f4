// Simulator benchmark: how long `stayup simulate` takes, as a user runs it (a fresh `node`
// process per command, start-up included), against the built package (`npm run build` first).
//
//   node bench/simulate.mjs [--reps 3] [--scenario scenarios/x.yaml ...] [--all]
//   node bench/simulate.mjs --save DIR      # write every scenario × policy × seed's --json output
//   node bench/simulate.mjs --compare DIR   # check the outputs are byte-identical to a --save
//
// For each shipped scenario it times `--policy stayup` and each baseline policy alone, and prints
// the stayup policy's cost as a ratio to each baseline measured in the same run, so the numbers
// mean something on a busy host. Wall time is what a user waits; CPU time (user + system, every
// thread of the child process, as the child itself reports it) is steadier when other processes
// share the cores. Each figure is the median of `--reps` runs. The start-up cost alone is timed
// on a scenario with no requests, next to `stayup --help` and a bare `node`.
//
// `--save`/`--compare` guard optimisations: the simulator's output must stay byte for byte the
// same for every shipped scenario, policy and seed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.STAYUP_DIST ?? resolve(here, '../dist') },
    reps: { type: 'string', default: '3' },
    scenario: { type: 'string', multiple: true },
    all: { type: 'boolean', default: false },
    save: { type: 'string' },
    compare: { type: 'string' },
    seeds: { type: 'string', default: 'default,7,12345' },
  },
});
const cli = resolve(values.dist, 'cli/main.js');
const reps = Math.max(1, Number(values.reps));
const scenarioDir = resolve(here, '../scenarios');
const scenarios = (
  values.scenario ??
  readdirSync(scenarioDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => join(scenarioDir, name))
).map((file) => resolve(file));
const POLICIES = ['stayup', 'naive', 'openai-sdk', 'ai-sdk', 'no-retry'];

// The child reports its own CPU time (all threads) on exit, on stderr, after a marker.
const MARKER = '\u0000cpu-us:';
const REPORT_CPU = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write(${JSON.stringify(MARKER)}+(u.user+u.system))})`;

/** Runs `node [args]` once; returns wall and CPU milliseconds and the child's stdout. */
function runNode(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['--import', REPORT_CPU, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const at = result.stderr.lastIndexOf(MARKER);
  const cpuMs = at < 0 ? Number.NaN : Number(result.stderr.slice(at + MARKER.length)) / 1000;
  const stderr = at < 0 ? result.stderr : result.stderr.slice(0, at);
  if (result.status !== 0)
    throw new Error(`node ${args.join(' ')} exited ${result.status}: ${stderr.slice(0, 500)}`);
  return { wallMs, cpuMs, stdout: result.stdout };
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median wall and CPU ms of `reps` runs. */
function time(args) {
  const runs = Array.from({ length: reps }, () => runNode(args));
  return {
    wallMs: median(runs.map((run) => run.wallMs)),
    cpuMs: median(runs.map((run) => run.cpuMs)),
  };
}

const ms = (value) => `${Math.round(value)}`.padStart(6);
const ratio = (a, b) => `${(a / b).toFixed(2)}×`.padStart(7);

function saveOrCompare(dir, mode) {
  let differences = 0;
  let files = 0;
  if (mode === 'save') mkdirSync(dir, { recursive: true });
  for (const file of scenarios) {
    for (const seed of values.seeds.split(',')) {
      const seedArgs = seed === 'default' ? [] : ['--seed', seed];
      const runs = [
        ['all', []],
        ['table', null],
        ...POLICIES.map((policy) => [policy, ['--policy', policy]]),
      ];
      for (const [label, policyArgs] of runs) {
        const args =
          policyArgs === null
            ? [cli, 'simulate', file, ...seedArgs]
            : [cli, 'simulate', file, ...seedArgs, ...policyArgs, '--json'];
        const name = `${basename(file, '.yaml')}.${seed}.${label}.${policyArgs === null ? 'txt' : 'json'}`;
        const { stdout } = runNode(args);
        files++;
        if (mode === 'save') writeFileSync(join(dir, name), stdout);
        else if (readFileSync(join(dir, name), 'utf8') !== stdout) {
          differences++;
          console.log(`DIFFERENT ${name}`);
        }
      }
    }
  }
  console.log(
    mode === 'save'
      ? `saved ${files} outputs to ${dir}`
      : differences === 0
        ? `all ${files} outputs byte-identical to ${dir}`
        : `${differences} of ${files} outputs differ from ${dir}`,
  );
  process.exitCode = differences === 0 ? 0 : 1;
}

if (values.save !== undefined) saveOrCompare(resolve(values.save), 'save');
else if (values.compare !== undefined) saveOrCompare(resolve(values.compare), 'compare');
else {
  console.log(
    `stayup simulate, ${reps} run(s) each, median ms (wall / CPU = user+sys, all threads)`,
  );
  const scratch = mkdtempSync(join(tmpdir(), 'stayup-bench-'));
  try {
    const empty = join(scratch, 'empty.yaml');
    writeFileSync(
      empty,
      'name: empty\nduration: 1ms\nseed: 1\ntraffic: { rate: 1/s }\nmodels:\n  chat:\n    targets:\n      - { provider: sandbox, model: m }\n',
    );
    const bare = time(['-e', '0']);
    const help = time([cli, '--help']);
    const startup = time([cli, 'simulate', empty, '--policy', 'stayup', '--json']);
    console.log('\nstart-up');
    console.log(
      `  node -e 0                          wall ${ms(bare.wallMs)}  cpu ${ms(bare.cpuMs)}`,
    );
    console.log(
      `  stayup --help                      wall ${ms(help.wallMs)}  cpu ${ms(help.cpuMs)}`,
    );
    console.log(
      `  stayup simulate (no requests)      wall ${ms(startup.wallMs)}  cpu ${ms(startup.cpuMs)}   (${Math.round(startup.cpuMs - bare.cpuMs)} ms CPU over bare node)`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }

  console.log('\nper scenario: --policy X --json (stayup ÷ baseline ratios use CPU time)');
  const header = `  ${'scenario'.padEnd(26)}${POLICIES.map((p) => p.padStart(16)).join('')}   ${POLICIES.slice(
    1,
  )
    .map((p) => `÷${p}`.padStart(12))
    .join('')}`;
  console.log(header);
  const worst = { wallMs: 0, cpuMs: 0 };
  for (const file of scenarios) {
    const timings = POLICIES.map((policy) =>
      time([cli, 'simulate', file, '--policy', policy, '--json']),
    );
    const stayup = timings[0];
    worst.wallMs = Math.max(worst.wallMs, stayup.wallMs);
    worst.cpuMs = Math.max(worst.cpuMs, stayup.cpuMs);
    console.log(
      `  ${basename(file, '.yaml').padEnd(26)}${timings
        .map((timing) => `${ms(timing.wallMs)} /${ms(timing.cpuMs)}`.padStart(16))
        .join('')}   ${timings
        .slice(1)
        .map((timing) => ratio(stayup.cpuMs, timing.cpuMs).padStart(12))
        .join('')}`,
    );
    if (values.all) {
      const all = time([cli, 'simulate', file, '--json']);
      console.log(
        `  ${''.padEnd(26)}all five policies in one command: wall ${ms(all.wallMs)}  cpu ${ms(all.cpuMs)}`,
      );
    }
  }
  console.log(
    `\nslowest --policy stayup: wall ${Math.round(worst.wallMs)} ms, cpu ${Math.round(worst.cpuMs)} ms (target: well under 1 s)`,
  );
}
