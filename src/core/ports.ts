/**
 * Interfaces the pure core and the policies depend on; outer layers implement them.
 * @module
 */

/** A source of time and sleeps. Production: the system clock; tests and the simulator: a manual clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Resolves after `ms`; rejects with `signal.reason` at once when the signal aborts, and leaves no timer behind. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /**
   * True when `sleep` uses its signal only through `aborted`, `reason` and
   * `addEventListener`/`removeEventListener('abort', …)`, so it may be given a lightweight signal
   * (see `ProviderAdapter.lightSignal`). stayup's clocks declare it; leave it unset when unsure.
   */
  readonly lightSignals?: boolean | undefined;
}

/** Uniform random number in [0, 1). Tests pass a seeded source. */
export type Random = () => number;

/** The state of one credential in the pool. */
export type CredentialState =
  | { readonly status: 'ok' }
  | { readonly status: 'cooling'; readonly untilMs: number }
  | { readonly status: 'dead' };

/** Breaker tuning (DESIGN §2.5). */
export interface BreakerPolicy {
  /** Consecutive failures that open the circuit. */
  readonly failureThreshold: number;
  /** How long the circuit stays open before a half-open probe. */
  readonly openMs: number;
  /** Failure-rate trip: open when at least `minRequests` outcomes in `windowMs` and the failure share ≥ `failureRate`. */
  readonly windowMs: number;
  readonly minRequests: number;
  readonly failureRate: number;
}

export type BreakerStatus = 'closed' | 'open' | 'half_open';

/** A serialisable snapshot of one target's breaker. */
export interface BreakerSnapshot {
  readonly status: BreakerStatus;
  readonly consecutiveFailures: number;
  /** While open: when the half-open probe is allowed (ms since epoch). */
  readonly openUntilMs: number;
  /** True while a half-open probe is in flight. */
  readonly probeInFlight: boolean;
  /** Outcome counts inside the current window. */
  readonly windowStartMs: number;
  readonly windowSuccesses: number;
  readonly windowFailures: number;
}

/** Fleet retry budget (DESIGN §2.2, §2.5): retries ≤ `ratio` × first attempts over `windowMs`, never fewer than `minRetries`. */
export interface RetryBudgetPolicy {
  readonly ratio: number;
  readonly windowMs: number;
  readonly minRetries: number;
}

/**
 * Shared recovery state (DESIGN §4). Every operation is atomic; time is an argument.
 * Implementations: memory (default) and Redis. A store must never be the reason a request fails:
 * wrappers fall back to local state when the shared one is unreachable.
 *
 * A `credential` is a key's fingerprint (`<provider>:<hex>`) or a keyless target's hold
 * (`target:<store key>`); a `target` or `pool` is a target's store key — its public id, or
 * `<id>@<16 hex>` for a target with a base URL of its own (docs/state-store.md "Keys"). Neither
 * is meant for people: events, headers and metrics carry the public id.
 */
export interface StateStore {
  /** Cool a credential until `untilMs` (keeps the later value if already cooling). */
  cool(credential: string, untilMs: number, nowMs: number): Promise<void>;
  /** Mark a credential dead (revoked): it never returns without {@link StateStore.revive}. */
  kill(credential: string): Promise<void>;
  /** Operator action or a successful refresh: clear cooling and dead state. */
  revive(credential: string): Promise<void>;
  /** The state of several credentials; cooling that has ended reads as `ok`. */
  credentialStates(
    credentials: readonly string[],
    nowMs: number,
  ): Promise<ReadonlyMap<string, CredentialState>>;
  /** Count one use of a credential (for `least_used`); returns the new count. */
  recordUsage(credential: string): Promise<number>;
  /** Use counts of several credentials (missing = 0). */
  usage(credentials: readonly string[]): Promise<ReadonlyMap<string, number>>;
  /** Atomically advance a round-robin cursor; returns the value before the increment. */
  nextCursor(pool: string): Promise<number>;

  /** May a call go to this target now? Atomically takes the half-open probe when the cooldown has passed. */
  breakerAllows(
    target: string,
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<{ readonly allowed: boolean; readonly snapshot: BreakerSnapshot }>;
  /** Record a call's outcome; returns the breaker after it. Only breaker-relevant failures should be recorded as `failure`. */
  recordOutcome(
    target: string,
    outcome: 'success' | 'failure',
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<BreakerSnapshot>;
  /** The breaker of a target without changing it. */
  breaker(target: string, nowMs: number, policy: BreakerPolicy): Promise<BreakerSnapshot>;
  /**
   * Gives back the half-open probe taken at `probeAtMs` if it is still in flight (its caller
   * cancelled it, or the call never reached the target); true when it did. Optional: without it a
   * lost probe waits until the breaker maths presume it lost (`openMs` after it was taken). The
   * memory, Redis and resilient stores implement it.
   */
  releaseProbe?(target: string, probeAtMs: number, policy: BreakerPolicy): Promise<boolean>;

  /** Count a first attempt in the budget's window. */
  recordFirstAttempt(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<void>;
  /** Take one retry token; false when the fleet budget is spent. */
  takeRetryToken(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<boolean>;

  /** The fallback position a session is stuck to (§2.6), if any. */
  sessionTarget(session: string, model: string, nowMs: number): Promise<number | undefined>;
  /** Stick a session to a fallback position; one-way: a lower position never replaces a higher one. */
  stickSession(
    session: string,
    model: string,
    position: number,
    nowMs: number,
    ttlMs: number,
  ): Promise<void>;

  /** Release resources (connections, timers). */
  close(): Promise<void>;
}
