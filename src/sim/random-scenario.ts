/**
 * Seeded random scenarios and the engine invariants checked over them (the test suite runs
 * 1,000, `scripts/soak-sim.mjs` 10,000): no request lost or answered twice, no upstream call the
 * engine did not announce, no key used while cooling (or after it died), and the fleet retry
 * budget respected.
 * @module
 */
import type { StayupEvent } from '../core/events.js';
import type { Random } from '../core/ports.js';
import { budgetBucket, budgetWindow, DEFAULT_RETRY_BUDGET } from '../core/retry-budget.js';
import type { PolicyRunRecord } from './run-policy.js';
import type { Scenario } from './scenario.js';
import type { SimRequest } from './traffic.js';

function pickOne<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

const FAULT_EFFECTS: readonly ((random: Random) => Record<string, unknown>)[] = [
  () => ({ status: 529 }),
  () => ({ status: 503 }),
  () => ({ status: 500 }),
  () => ({ status: 502 }),
  (random) => ({ status: 429, headers: { 'retry-after': String(between(random, 0, 3)) } }),
  () => ({ status: 429 }),
  () => ({ status: 401 }),
  () => ({ status: 400 }),
  () => ({
    status: 429,
    body: {
      error: {
        message: 'You exceeded your current quota, please check your plan and billing details.',
        type: 'insufficient_quota',
        param: null,
        code: 'insufficient_quota',
      },
    },
  }),
  () => ({ error: 'ECONNRESET' }),
  () => ({ error: 'ECONNREFUSED' }),
  () => ({ error: 'ETIMEDOUT' }),
  () => ({ error: 'disconnect' }),
  (random) => ({ stall: `${between(random, 1, 4)}s` }),
  (random) => ({ hang: `${between(random, 2, 8)}s` }),
];

/**
 * A small random scenario (a few seconds, a few requests a second, 1–3 targets with 1–3 keys,
 * up to 3 faults each, sometimes a rate limit) as the plain object a YAML file would give.
 * Budgets alternate between strict (`min_retries: 0`, checked exactly) and the default.
 */
export function randomScenario(random: Random, seed: number): Record<string, unknown> {
  const durationMs = between(random, 2, 5) * 1000;
  const targets = Array.from({ length: between(random, 1, 3) }, (_, index) => {
    const keys = Array.from({ length: between(random, 1, 3) }, (_, key) => `k${index}-${key}`);
    const faults = Array.from({ length: between(random, 0, 3) }, () => {
      const fromMs = between(random, 0, durationMs);
      const fault: Record<string, unknown> = {
        from: `${fromMs}ms`,
        to: `${between(random, fromMs + 1, durationMs + 2000)}ms`,
        p: pickOne(random, [0.3, 0.7, 1]),
        ...pickOne(random, FAULT_EFFECTS)(random),
      };
      if (random() < 0.3) fault.keys = [between(random, 0, keys.length - 1)];
      return fault;
    });
    const target: Record<string, unknown> = {
      provider: 'sandbox',
      model: `model-${index}`,
      keys,
      latency: { ttft: `${between(random, 20, 300)}ms`, tokens_per_s: between(random, 50, 400) },
      faults,
    };
    if (random() < 0.2) target.rate_limit = { rpm: between(random, 2, 12) };
    if (random() < 0.3) target.strategy = pickOne(random, ['round_robin', 'least_used', 'random']);
    return target;
  });
  return {
    name: `random-${seed}`,
    duration: `${durationMs}ms`,
    seed,
    traffic: {
      rate: `${between(random, 2, 5)}/s`,
      background: pickOne(random, [0, 0.3]),
      stream: pickOne(random, [0, 0.5, 1]),
      prompt_tokens: [50, 400],
      output_tokens: [5, 60],
    },
    stream: { idle_timeout: '3s', stall_warning: '1s' },
    retry: { max_retries: between(random, 0, 6), base_delay: '100ms', max_delay: '2s' },
    budget:
      random() < 0.5
        ? { min_retries: 0, ratio: pickOne(random, [0.2, 0.5, 1]) }
        : { ratio: pickOne(random, [0.2, 0.5]) },
    models: { chat: { targets } },
  };
}

/** Options of {@link checkEngineInvariants}. */
export interface InvariantInput {
  readonly scenario: Scenario;
  readonly traffic: readonly SimRequest[];
  readonly run: PolicyRunRecord;
  /** The engine's events, in emission order. */
  readonly events: readonly StayupEvent[];
}

/** Checks the engine invariants on one `stayup` run; returns the violations (empty when fine). */
export function checkEngineInvariants(input: InvariantInput): string[] {
  const { scenario, traffic, run, events } = input;
  const violations: string[] = [];

  // 1. Every request ends exactly once; nothing is left hanging.
  if (run.abandoned > 0) violations.push(`${run.abandoned} request(s) never ended`);
  if (run.requests.length !== traffic.length)
    violations.push(`${run.requests.length} outcomes for ${traffic.length} requests`);
  const seen = new Set<number>();
  for (const request of run.requests) {
    if (seen.has(request.index)) violations.push(`request ${request.index} ended twice`);
    seen.add(request.index);
  }
  const starts = new Map<string, number>();
  const successes = new Map<string, number>();
  const ends = new Map<string, { count: number; ok: boolean }>();
  for (const event of events) {
    if (event.type === 'request')
      starts.set(event.requestId, (starts.get(event.requestId) ?? 0) + 1);
    if (event.type === 'success')
      successes.set(event.requestId, (successes.get(event.requestId) ?? 0) + 1);
    if (event.type === 'end')
      ends.set(event.requestId, {
        count: (ends.get(event.requestId)?.count ?? 0) + 1,
        ok: event.ok,
      });
  }
  for (const request of run.requests) {
    const id = `sim-${request.index}`;
    if ((starts.get(id) ?? 0) !== 1)
      violations.push(`${id}: ${starts.get(id) ?? 0} request events`);
    const end = ends.get(id);
    if (end?.count !== 1) violations.push(`${id}: ${end?.count ?? 0} end events`);
    else if (end.ok !== request.ok)
      violations.push(`${id}: outcome ${request.ok ? 'ok' : 'failed'} but end says ok: ${end.ok}`);
    const count = successes.get(id) ?? 0;
    if (count > 1) violations.push(`${id}: answered ${count} times`);
    if (request.ok !== (count === 1))
      violations.push(`${id}: outcome ${request.ok ? 'ok' : 'failed'} but ${count} success events`);
  }

  // 2. Every upstream call was announced by an attempt event (no hidden retries).
  const attempts = events.filter((event) => event.type === 'attempt').length;
  if (attempts !== run.calls.length)
    violations.push(`${run.calls.length} upstream calls but ${attempts} attempt events`);

  // 3. No key is used while cooling, nor after it died (no refresh hooks in the simulator).
  //    The cooled key is the one the request's previous attempt used: a rotate event emitted
  //    after a fallback names the new target, not the one whose key was cooled.
  const blocked = new Map<string, number>();
  const lastAttempt = new Map<string, { readonly target: string; readonly credential: string }>();
  for (const event of events) {
    if (event.type === 'rotate' && event.from !== 'none') {
      const previous = lastAttempt.get(event.requestId);
      const key = `${previous?.target ?? event.target}\u0000${previous?.credential ?? event.from}`;
      const untilMs = event.coolingUntilMs ?? Number.POSITIVE_INFINITY;
      blocked.set(key, Math.max(blocked.get(key) ?? 0, untilMs));
    }
    if (event.type === 'attempt' && event.credential !== undefined) {
      lastAttempt.set(event.requestId, { target: event.target, credential: event.credential });
      const untilMs = blocked.get(`${event.target}\u0000${event.credential}`);
      if (untilMs !== undefined && event.timeMs < untilMs)
        violations.push(
          `${event.requestId}: ${event.target} ${event.credential} used at ${event.timeMs} while cooling until ${untilMs}`,
        );
    }
  }

  // 4. With a strict budget (no concurrency floor), every token-taking decision (a non-final
  //    error: retry, rotation, fallback) fits in ratio × first attempts over the window.
  const budget = scenario.client.budget;
  if (budget !== false && budget !== undefined && budget.minRetries === 0) {
    const policy = { ...DEFAULT_RETRY_BUDGET, ...budget };
    const firsts = new Map<number, number>();
    const taken = new Map<number, number>();
    const inWindow = (counts: Map<number, number>, nowMs: number): number =>
      budgetWindow(nowMs, policy).reduce((sum, bucket) => sum + (counts.get(bucket) ?? 0), 0);
    for (const event of events) {
      if (event.type === 'request') {
        const bucket = budgetBucket(event.timeMs, policy);
        firsts.set(bucket, (firsts.get(bucket) ?? 0) + 1);
      }
      if (event.type === 'error' && !event.final && event.classification.reason !== 'aborted') {
        const before = inWindow(taken, event.timeMs);
        const allowed = policy.ratio * inWindow(firsts, event.timeMs);
        if (!(before < allowed))
          violations.push(
            `${event.requestId}: re-attempt at ${event.timeMs} with ${before} tokens taken of ${allowed}`,
          );
        const bucket = budgetBucket(event.timeMs, policy);
        taken.set(bucket, (taken.get(bucket) ?? 0) + 1);
      }
    }
  }
  return violations;
}
