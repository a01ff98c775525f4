/**
 * What a recovery policy is to the simulator: something that executes one simulated request
 * against fresh sandbox adapters on the virtual clock and says whether the caller got an answer.
 * @module
 */
import type { AdapterFactory, ClientOptions } from '../client/types.js';
import type { SandboxAdapter } from '../providers/sandbox/create-sandbox-adapter.js';
import type { Scenario } from './scenario.js';
import type { SimRequest } from './traffic.js';
import type { VirtualClock } from './virtual-clock.js';

/** How one request ended for the caller. */
export interface RequestOutcome {
  readonly ok: boolean;
  /** Output tokens of the answer the caller received (0 on failure). */
  readonly deliveredTokens: number;
  /** How it failed (see `describeFailure`). */
  readonly failure?: string | undefined;
  /**
   * The answer came from a restart after an earlier attempt's stream had already shown output to
   * the caller: the caller saw duplicated text (DESIGN §3 forbids this; naive retries do it).
   */
  readonly restartedAfterOutput?: boolean | undefined;
}

/** Everything a policy run gets; a fresh context (adapters, state, randomness) per policy. */
export interface PolicyContext {
  readonly scenario: Scenario;
  readonly clock: VirtualClock;
  /** The run's start (fault windows are relative to it). */
  readonly startMs: number;
  /**
   * The sandbox adapter of target `index` of the traffic's model: created once per run, seeded
   * from the scenario seed and the target, reporting every upstream call to the metrics.
   */
  adapter(index: number): SandboxAdapter;
  /** The scenario's engine options, for the `stayup` policy. */
  readonly client: ClientOptions;
  /** An adapter factory for the engine's registry that returns the run's adapters. */
  readonly sandboxFactory: AdapterFactory;
  /** Receives the engine's events (invariant checks in tests). */
  readonly onEvent?: ((event: unknown) => void) | undefined;
  /** Seeded randomness for the policy's own jitter (independent of the fault draws). */
  readonly random: () => number;
}

/** A running policy. */
export interface PolicyRun {
  /**
   * Runs one request. `signal` aborts at the run's drain limit. It is a lightweight signal
   * (`aborted`, `reason`, `throwIfAborted()`, `addEventListener`/`removeEventListener('abort')`),
   * not an `AbortSignal` instance: pass it to sandbox adapters, the engine and the virtual clock,
   * not to `fetch` or `AbortSignal.any`.
   */
  execute(request: SimRequest, signal: AbortSignal): Promise<RequestOutcome>;
  close(): Promise<void>;
}

/** A recovery policy the simulator can compare. */
export interface SimPolicy {
  readonly name: string;
  /** One line: what it does and where the rules come from. */
  readonly description: string;
  create(context: PolicyContext): PolicyRun;
}
