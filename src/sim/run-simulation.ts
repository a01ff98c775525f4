/**
 * `stayup simulate`: the same scenario under several policies, each on a fresh virtual clock with
 * fresh adapters and state, seeded identically so every policy meets the same traffic and the
 * same sequence of fault draws per target (one per upstream call).
 * @module
 */
import { InvalidOptionsError } from '../core/errors.js';
import type { SimulationReport } from './format-report.js';
import { computeMetrics, type PolicyMetrics } from './metrics.js';
import type { SimPolicy } from './policy.js';
import { type PolicyRunRecord, runPolicy } from './run-policy.js';
import type { Scenario } from './scenario.js';
import { generateTraffic } from './traffic.js';

/** Options of {@link runSimulation}. */
export interface RunSimulationOptions {
  readonly scenario: Scenario;
  /** Policies by name; the report keeps their order. */
  readonly policies: readonly SimPolicy[];
  /** Engine events of the `stayup` policy (tests check invariants with them). */
  readonly onEvent?: ((event: unknown) => void) | undefined;
  /** Every run's raw records (tests). */
  readonly onRun?: ((run: PolicyRunRecord) => void) | undefined;
}

/** Runs every policy over the scenario and returns the report. Deterministic per scenario and seed. */
export async function runSimulation(options: RunSimulationOptions): Promise<SimulationReport> {
  const { scenario } = options;
  const names = new Set<string>();
  for (const policy of options.policies) {
    if (names.has(policy.name))
      throw new InvalidOptionsError('policies', `policy "${policy.name}" is listed twice`);
    names.add(policy.name);
  }
  const traffic = generateTraffic(scenario);
  const policies: Record<string, PolicyMetrics> = {};
  for (const policy of options.policies) {
    const run = await runPolicy({ scenario, traffic, policy, onEvent: options.onEvent });
    options.onRun?.(run);
    policies[policy.name] = computeMetrics(run, scenario);
  }
  return { scenario: scenario.name, policies };
}
