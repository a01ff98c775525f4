import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatJson, formatTable } from '../src/sim/format-report.js';
import { POLICY_NAMES, policyByName } from '../src/sim/policies/index.js';
import type { SimPolicy } from '../src/sim/policy.js';
import { runSimulation } from '../src/sim/run-simulation.js';
import { parseScenarioYaml, type Scenario } from '../src/sim/scenario.js';

const policies = POLICY_NAMES.map((name) => policyByName(name) as SimPolicy);

/** A shipped scenario, cut to its first `durationMs`. */
function shortened(file: string, durationMs: number): Scenario {
  const scenario = parseScenarioYaml(
    readFileSync(new URL(`../scenarios/${file}`, import.meta.url), 'utf8'),
  );
  return { ...scenario, durationMs };
}

async function render(scenario: Scenario): Promise<string> {
  const report = await runSimulation({ scenario, policies });
  return (
    formatJson(report) +
    formatTable(report, {
      durationMs: scenario.durationMs,
      ratePerSecond: scenario.traffic.ratePerSecond,
      seed: scenario.seed,
      requests: 0,
    })
  );
}

describe('stayup simulate determinism', () => {
  it('prints the same bytes for the same scenario and seed, other bytes for another seed', async () => {
    const scenario = shortened('primary-overloaded.yaml', 150_000);
    const first = await render(scenario);
    const second = await render(scenario);
    expect(second).toBe(first);
    const reseeded = await render({ ...scenario, seed: scenario.seed + 1 });
    expect(reseeded).not.toBe(first);
    const report = JSON.parse(first.slice(0, first.indexOf('\n}\n') + 3)) as {
      policies: Record<string, { requests: number }>;
    };
    expect(Object.keys(report.policies)).toEqual([...POLICY_NAMES]);
    // Every policy faces the same traffic.
    const counts = new Set(Object.values(report.policies).map((metrics) => metrics.requests));
    expect(counts.size).toBe(1);
  }, 60_000);

  it('is deterministic on streams with stalls, hangs and disconnects', async () => {
    const scenario = shortened('slow-and-hanging-streams.yaml', 120_000);
    expect(await render(scenario)).toBe(await render(scenario));
  }, 60_000);
});
