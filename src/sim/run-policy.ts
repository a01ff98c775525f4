/**
 * Runs one policy over a scenario's traffic on a fresh virtual clock with fresh sandbox adapters,
 * and records what the metrics need: every request's outcome and every upstream call.
 * @module
 */
import type { AdapterFactory } from '../client/types.js';
import { seededRandom } from '../core/seeded-random.js';
import { LightAbortController } from '../policies/light-abort-controller.js';
import {
  createSandboxAdapter,
  type SandboxAdapter,
  type SandboxCallRecord,
} from '../providers/sandbox/create-sandbox-adapter.js';
import { hashText } from '../providers/sandbox/sandbox-text.js';
import type { PolicyContext, SimPolicy } from './policy.js';
import type { Scenario, ScenarioTarget } from './scenario.js';
import type { SimRequest } from './traffic.js';
import { VirtualClock } from './virtual-clock.js';

/** The virtual start of every run: 2026-01-01T00:00:00Z. */
export const SIM_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Requests still open this long after the traffic ends are abandoned (counted as failed). */
export const DRAIN_LIMIT_MS = 30 * 60_000;

/** One request's fate, times relative to the run's start. */
export interface RequestRecord {
  readonly index: number;
  readonly arrivalMs: number;
  readonly endMs: number;
  readonly background: boolean;
  readonly stream: boolean;
  readonly ok: boolean;
  readonly deliveredTokens: number;
  /** How a failed request failed: the error's name and, for stayup errors, the reason. */
  readonly failure?: string | undefined;
  /** A success that restarted a stream after output had reached the caller (duplicated text). */
  readonly restartedAfterOutput?: boolean | undefined;
}

/** A short description of a failure: `RetryExhaustedError:overloaded`, `UpstreamError:529`, … */
export function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = error as Error & { reason?: unknown; status?: unknown; code?: unknown };
  const extra =
    typeof detail.reason === 'string'
      ? detail.reason
      : typeof detail.status === 'number'
        ? String(detail.status)
        : typeof detail.code === 'string'
          ? detail.code
          : '';
  return extra === '' ? error.name : `${error.name}:${extra}`;
}

/** One upstream call, times relative to the run's start. */
export interface CallRecord {
  readonly startMs: number;
  readonly endMs: number;
  /** Position of the target in the traffic model's chain. */
  readonly target: number;
  readonly keyIndex: number;
  readonly outcome: SandboxCallRecord['outcome'];
  readonly status: number | undefined;
  readonly outputTokens: number;
}

/** What one policy run produced. */
export interface PolicyRunRecord {
  readonly policy: string;
  readonly requests: readonly RequestRecord[];
  readonly calls: readonly CallRecord[];
  /** Requests abandoned at the drain limit. */
  readonly abandoned: number;
  /** Distinct wake-up instants the clock ran (a cost measure). */
  readonly wakeRounds: number;
}

/** Seed of a target's fault draws: the scenario seed, the model and the position in the chain. */
function targetSeed(scenario: Scenario, modelName: string, index: number): number {
  return hashText(`${scenario.seed}:${modelName}:${index}`);
}

/** Options of {@link runPolicy}. */
export interface RunPolicyOptions {
  readonly scenario: Scenario;
  readonly traffic: readonly SimRequest[];
  readonly policy: SimPolicy;
  /** Receives engine events (the `stayup` policy), e.g. for invariant checks. */
  readonly onEvent?: ((event: unknown) => void) | undefined;
}

/** Runs `policy` over the traffic; deterministic for a given scenario and seed. */
export async function runPolicy(options: RunPolicyOptions): Promise<PolicyRunRecord> {
  const { scenario, traffic, policy } = options;
  const clock = new VirtualClock({ startMs: SIM_EPOCH_MS });
  const startMs = SIM_EPOCH_MS;
  const calls: CallRecord[] = [];
  const adapters = new Map<string, SandboxAdapter>();

  function adapterFor(modelName: string, index: number): SandboxAdapter {
    const key = `${modelName}\u0000${index}`;
    let adapter = adapters.get(key);
    if (adapter !== undefined) return adapter;
    const target: ScenarioTarget | undefined = scenario.models[modelName]?.[index];
    adapter = createSandboxAdapter({
      clock,
      random: seededRandom(targetSeed(scenario, modelName, index)),
      options: target?.options.options,
      config: target?.sandbox,
      contextWindow: target?.options.contextWindow,
      startMs,
      onCall: (record) =>
        calls.push({
          startMs: record.startMs - startMs,
          endMs: record.endMs - startMs,
          target: index,
          keyIndex: record.keyIndex,
          outcome: record.outcome,
          status: record.status,
          outputTokens: record.outputTokens,
        }),
    });
    adapters.set(key, adapter);
    return adapter;
  }

  // The engine builds one adapter per target; find which target it asks for by identity of the
  // target options (the scenario's own objects), else by model and options.
  const targetIndex = new Map<unknown, { model: string; index: number }>();
  for (const [modelName, targets] of Object.entries(scenario.models))
    targets.forEach((target, index) => {
      targetIndex.set(target.options, { model: modelName, index });
    });
  const sandboxFactory: AdapterFactory = (target) => {
    const known = targetIndex.get(target);
    if (known !== undefined) return adapterFor(known.model, known.index);
    for (const [modelName, targets] of Object.entries(scenario.models)) {
      const index = targets.findIndex(
        (candidate) =>
          candidate.options.model === target.model &&
          JSON.stringify(candidate.options.options) === JSON.stringify(target.options),
      );
      if (index >= 0) return adapterFor(modelName, index);
    }
    return adapterFor(`(unknown) ${target.model}`, 0);
  };

  const context: PolicyContext = {
    scenario,
    clock,
    startMs,
    adapter: (index) => adapterFor(scenario.traffic.model, index),
    client: scenario.client,
    sandboxFactory,
    random: seededRandom(hashText(`${scenario.seed}:policy`)),
  };
  const run = policy.create(
    options.onEvent === undefined ? context : { ...context, onEvent: options.onEvent },
  );

  // One signal for every request of the run: it aborts only at the drain limit, when every open
  // request is abandoned at once. A light signal (see LightAbortController): every attempt in
  // flight adds and removes a listener on it, which on a Node AbortSignal was ≈ 15–30 % of a run.
  // Its consumers are the engine, the sandbox adapters and the virtual clock, which only read
  // `aborted`/`reason` and add and remove 'abort' listeners.
  const drain = new LightAbortController();
  const open = new Set<{ readonly request: SimRequest; readonly arrivalMs: number }>();
  const requests: RequestRecord[] = [];
  let finished = false;
  const tasks = traffic.map(async (request) => {
    await clock.sleep(request.arrivalMs);
    const arrivalMs = clock.now() - startMs;
    const entry = { request, arrivalMs };
    open.add(entry);
    let ok = false;
    let deliveredTokens = 0;
    let failure: string | undefined;
    let restartedAfterOutput = false;
    try {
      const outcome = await run.execute(request, drain.signal);
      ok = outcome.ok;
      restartedAfterOutput = outcome.ok && outcome.restartedAfterOutput === true;
      deliveredTokens = outcome.ok ? outcome.deliveredTokens : 0;
      if (!outcome.ok) failure = outcome.failure ?? 'failed';
    } catch (error) {
      ok = false;
      failure = describeFailure(error);
    }
    open.delete(entry);
    if (finished) return;
    requests.push({
      index: request.index,
      arrivalMs,
      endMs: clock.now() - startMs,
      background: request.background,
      stream: request.stream,
      ok,
      deliveredTokens,
      failure,
      restartedAfterOutput,
    });
  });

  await clock.run({ untilMs: startMs + scenario.durationMs + DRAIN_LIMIT_MS });
  const abandoned = open.size;
  if (abandoned > 0) {
    const reason = new Error('simulation drain limit reached');
    drain.abort(reason);
    await clock.run({ untilMs: clock.now() + 3_600_000 });
  }
  // A request that ignored the abort (or waits on something that is not the clock) would hang
  // the run: record it as failed and stop waiting for it.
  finished = true;
  for (const { request, arrivalMs } of open)
    requests.push({
      index: request.index,
      arrivalMs,
      endMs: clock.now() - startMs,
      background: request.background,
      stream: request.stream,
      ok: false,
      deliveredTokens: 0,
      failure: 'never settled',
    });
  if (open.size === 0) await Promise.all(tasks);
  await run.close();
  requests.sort((a, b) => a.index - b.index);
  return { policy: policy.name, requests, calls, abandoned, wakeRounds: clock.wakeRounds };
}
