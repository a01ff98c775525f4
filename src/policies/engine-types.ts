/**
 * The resolved configuration the recovery engine runs on. `createClient` builds it from validated
 * `ClientOptions`; the simulator and tests may build it directly.
 * @module
 */
import type { Classification, ClassifyContext } from '../core/classify/types.js';
import type { DecisionPolicy } from '../core/decide-next.js';
import type { EventListener } from '../core/events.js';
import type { ChatMessage, ChatRequest } from '../core/model.js';
import type { BreakerPolicy, Clock, Random, RetryBudgetPolicy, StateStore } from '../core/ports.js';
import type { ProviderAdapter } from '../providers/types.js';
import type { CredentialPool } from './credential-pool.js';

/** One target of a chain, ready to call. */
export interface EngineTarget {
  /**
   * The public id, in events, headers, metrics and logs: e.g. `chat[0]:sandbox/sandbox-large`,
   * `chat[cheap]:openai/gpt-4o-mini`.
   */
  readonly id: string;
  /**
   * The target's identity in the state store (breaker, keyless hold; its pool's cursor): `id`, or
   * `id@<hash of the endpoint>` for a target with a base URL of its own, so two configs with the
   * same id but different endpoints on one shared store keep apart (`targetStoreKey`). Default `id`.
   */
  readonly storeKey?: string | undefined;
  readonly adapter: ProviderAdapter;
  /** Provider name for classification and telemetry. */
  readonly provider: string;
  /** The upstream model id. */
  readonly model: string;
  /** Configured or built-in context window; undefined when unknown. */
  readonly contextWindow: number | undefined;
  /** Undefined when the target has no keys (the adapter is called without a credential). */
  readonly pool: CredentialPool | undefined;
}

/** A logical model: its fallback chain and optional cheap route. */
export interface EngineModel {
  readonly name: string;
  readonly targets: readonly EngineTarget[];
  readonly cheap?:
    | {
        readonly target: EngineTarget;
        readonly maxApproxTokens: number;
        readonly when?: ((request: ChatRequest) => boolean) | undefined;
      }
    | undefined;
}

/** Everything the engine needs, resolved and validated. */
export interface EngineConfig {
  readonly models: ReadonlyMap<string, EngineModel>;
  readonly decision: DecisionPolicy;
  /** Undefined: no circuit breaker. */
  readonly breaker: BreakerPolicy | undefined;
  /** Undefined: no fleet retry budget. */
  readonly budget: RetryBudgetPolicy | undefined;
  readonly stream: {
    readonly idleTimeoutMs: number;
    readonly stallWarningMs: number;
    /** After an idle timeout before any output, retry the same target with a non-streaming call. */
    readonly nonStreamingFallback: boolean;
  };
  /** Deadline of one non-streamed call; undefined = none. */
  readonly attemptTimeoutMs?: number | undefined;
  /** Deadline of one call (and bound of the idle watchdog) on a target with a later target. */
  readonly fallbackAttemptTimeoutMs?: number | undefined;
  /** Persistent-mode sleep slice. */
  readonly heartbeatMs: number;
  readonly sessionTtlMs: number;
  readonly store: StateStore;
  readonly compress:
    | ((
        messages: readonly ChatMessage[],
        info: { readonly target: string; readonly attempt: number },
      ) => Promise<readonly ChatMessage[]>)
    | undefined;
  readonly onEvent: EventListener | undefined;
  readonly clock: Clock;
  readonly random: Random;
  readonly classify: (error: unknown, context: ClassifyContext) => Classification;
}
