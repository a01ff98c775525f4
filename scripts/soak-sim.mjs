#!/usr/bin/env node
/**
 * Soak test of the recovery engine: runs N seeded random scenarios (default 10,000) through the
 * simulator's `stayup` policy and checks the engine invariants on each (no request lost or
 * answered twice, no hidden upstream call, no key used while cooling, budget respected).
 *
 * Needs a build: `npm run build && node scripts/soak-sim.mjs [--count N] [--from SEED]`.
 * A failure prints the seed and the scenario; replay it with `--from SEED --count 1`.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '10000' }, from: { type: 'string', default: '1' } },
});
const count = Number(values.count);
const from = Number(values.from);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(from) || from < 0) {
  console.error('usage: node scripts/soak-sim.mjs [--count N] [--from SEED]');
  process.exit(2);
}

const dist = new URL('../dist/', import.meta.url);
const load = (path) => import(new URL(path, dist).href);
const [
  { createClient },
  { seededRandom },
  { stayupPolicy },
  random,
  { runPolicy },
  { parseScenario },
  { generateTraffic },
] = await Promise.all([
  load('client/create-client.js'),
  load('core/seeded-random.js'),
  load('sim/policies/stayup.js'),
  load('sim/random-scenario.js'),
  load('sim/run-policy.js'),
  load('sim/scenario.js'),
  load('sim/traffic.js'),
]);

const policy = stayupPolicy(createClient);
const startedAt = performance.now();
let requests = 0;
let calls = 0;
for (let seed = from; seed < from + count; seed++) {
  const input = random.randomScenario(seededRandom(seed), seed);
  const scenario = parseScenario(input);
  const traffic = generateTraffic(scenario);
  const events = [];
  const run = await runPolicy({
    scenario,
    traffic,
    policy,
    onEvent: (event) => events.push(event),
  });
  const violations = random.checkEngineInvariants({ scenario, traffic, run, events });
  if (violations.length > 0) {
    console.error(`seed ${seed}: ${violations.length} violation(s)`);
    for (const violation of violations.slice(0, 10)) console.error(`  ${violation}`);
    console.error(JSON.stringify(input, null, 2));
    process.exit(1);
  }
  requests += traffic.length;
  calls += run.calls.length;
  if ((seed - from + 1) % 1000 === 0)
    console.log(
      `${seed - from + 1}/${count} scenarios, ${requests} requests, ${calls} upstream calls`,
    );
}
const seconds = (performance.now() - startedAt) / 1000;
console.log(
  `ok: ${count} scenarios (seeds ${from}–${from + count - 1}), ${requests} requests, ${calls} upstream calls, no violation, ${seconds.toFixed(1)} s`,
);
