import { breakerAllow, breakerRecord, closedBreaker } from '../../core/breaker.js';
import type {
  BreakerPolicy,
  BreakerSnapshot,
  CredentialState,
  RetryBudgetPolicy,
  StateStore,
} from '../../core/ports.js';
import { BUDGET_BUCKETS, budgetAllows, budgetBucket } from '../../core/retry-budget.js';

interface BudgetCounts {
  firsts: Map<number, number>;
  retries: Map<number, number>;
  /** Buckets before this one were dropped already (pruning runs once per new bucket). */
  prunedBefore: number;
}

interface Stuck {
  readonly position: number;
  readonly expiresAtMs: number;
}

/** Options of {@link memoryStore}. */
export interface MemoryStoreOptions {
  /**
   * Most session pins (§2.6) held at once; beyond it the oldest pin is dropped (that session goes
   * back to the head of its chain). Expired pins are freed on their own. @default 50_000
   */
  readonly maxSessions?: number | undefined;
}

/** At ≈ 400 bytes a pin (key, entry and record), about 20 MB at most. */
const DEFAULT_MAX_SESSIONS = 50_000;
/** A full sweep of expired pins runs at most this often (it is O(pins)). */
const SESSION_SWEEP_INTERVAL_MS = 60_000;
/** Expired pins freed from the front of the map on each write between full sweeps. */
const SESSION_FRONT_SWEEP = 16;

/**
 * The in-process state store (default). Every operation runs synchronously inside one call,
 * so it is atomic on Node's single thread.
 */
export class MemoryStore implements StateStore {
  private readonly coolingUntil = new Map<string, number>();
  private readonly dead = new Set<string>();
  private readonly uses = new Map<string, number>();
  private readonly cursors = new Map<string, number>();
  private readonly breakers = new Map<string, BreakerSnapshot>();
  private readonly budgets = new Map<string, BudgetCounts>();
  /**
   * Session pins in write order: every write re-inserts its pin at the end, so with one TTL the
   * map is in expiry order and expired pins gather at the front.
   */
  private readonly sessions = new Map<string, Stuck>();
  private readonly maxSessions: number;
  private lastSessionSweepMs = Number.NEGATIVE_INFINITY;

  constructor(options: MemoryStoreOptions = {}) {
    const max = options.maxSessions;
    this.maxSessions =
      max !== undefined && Number.isFinite(max) && max >= 1
        ? Math.floor(max)
        : DEFAULT_MAX_SESSIONS;
  }

  async cool(credential: string, untilMs: number, _nowMs: number): Promise<void> {
    const current = this.coolingUntil.get(credential) ?? 0;
    if (untilMs > current) this.coolingUntil.set(credential, untilMs);
  }

  async kill(credential: string): Promise<void> {
    this.dead.add(credential);
  }

  async revive(credential: string): Promise<void> {
    this.dead.delete(credential);
    this.coolingUntil.delete(credential);
  }

  async credentialStates(
    credentials: readonly string[],
    nowMs: number,
  ): Promise<ReadonlyMap<string, CredentialState>> {
    const states = new Map<string, CredentialState>();
    for (const credential of credentials) {
      if (this.dead.has(credential)) {
        states.set(credential, { status: 'dead' });
        continue;
      }
      const untilMs = this.coolingUntil.get(credential);
      if (untilMs !== undefined && untilMs > nowMs)
        states.set(credential, { status: 'cooling', untilMs });
      else {
        if (untilMs !== undefined) this.coolingUntil.delete(credential);
        states.set(credential, { status: 'ok' });
      }
    }
    return states;
  }

  async recordUsage(credential: string): Promise<number> {
    const count = (this.uses.get(credential) ?? 0) + 1;
    this.uses.set(credential, count);
    return count;
  }

  async usage(credentials: readonly string[]): Promise<ReadonlyMap<string, number>> {
    return new Map(credentials.map((credential) => [credential, this.uses.get(credential) ?? 0]));
  }

  async nextCursor(pool: string): Promise<number> {
    const value = this.cursors.get(pool) ?? 0;
    this.cursors.set(pool, value + 1);
    return value;
  }

  async breakerAllows(
    target: string,
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<{ readonly allowed: boolean; readonly snapshot: BreakerSnapshot }> {
    const { allowed, next } = breakerAllow(this.breakerOf(target, nowMs), nowMs, policy);
    this.breakers.set(target, next);
    return { allowed, snapshot: next };
  }

  async recordOutcome(
    target: string,
    outcome: 'success' | 'failure',
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<BreakerSnapshot> {
    const next = breakerRecord(this.breakerOf(target, nowMs), outcome, nowMs, policy);
    this.breakers.set(target, next);
    return next;
  }

  async breaker(target: string, nowMs: number): Promise<BreakerSnapshot> {
    return this.breakerOf(target, nowMs);
  }

  /** Gives back the half-open probe dated `probeAtMs` while it is unreported (see `RedisStore`). */
  async releaseProbe(target: string, probeAtMs: number, _policy?: BreakerPolicy): Promise<boolean> {
    const current = this.breakers.get(target);
    if (
      current === undefined ||
      current.status !== 'half_open' ||
      !current.probeInFlight ||
      current.openUntilMs !== probeAtMs
    )
      return false;
    this.breakers.set(target, { ...current, probeInFlight: false });
    return true;
  }

  async recordFirstAttempt(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<void> {
    const counts = this.budgetOf(scope, nowMs, policy);
    const bucket = budgetBucket(nowMs, policy);
    counts.firsts.set(bucket, (counts.firsts.get(bucket) ?? 0) + 1);
  }

  async takeRetryToken(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<boolean> {
    const counts = this.budgetOf(scope, nowMs, policy);
    const newest = budgetBucket(nowMs, policy);
    let firsts = 0;
    let retries = 0;
    // The buckets of `budgetWindow(nowMs, policy)`, without building the array.
    for (let bucket = newest; bucket > newest - BUDGET_BUCKETS; bucket--) {
      firsts += counts.firsts.get(bucket) ?? 0;
      retries += counts.retries.get(bucket) ?? 0;
    }
    if (!budgetAllows(firsts, retries, policy)) return false;
    counts.retries.set(newest, (counts.retries.get(newest) ?? 0) + 1);
    return true;
  }

  async sessionTarget(session: string, model: string, nowMs: number): Promise<number | undefined> {
    const stuck = this.sessions.get(`${session}\u0000${model}`);
    if (stuck === undefined) return undefined;
    if (stuck.expiresAtMs <= nowMs) {
      this.sessions.delete(`${session}\u0000${model}`);
      return undefined;
    }
    return stuck.position;
  }

  /** A session's pin with its expiry (the resilient wrapper copies it into its local store). */
  async sessionPin(
    session: string,
    model: string,
    nowMs: number,
  ): Promise<{ readonly position: number; readonly expiresAtMs: number } | undefined> {
    const stuck = this.sessions.get(`${session}\u0000${model}`);
    return stuck === undefined || stuck.expiresAtMs <= nowMs ? undefined : stuck;
  }

  async stickSession(
    session: string,
    model: string,
    position: number,
    nowMs: number,
    ttlMs: number,
  ): Promise<void> {
    const key = `${session}\u0000${model}`;
    const current = this.sessions.get(key);
    // One-way while the pin lives; an expired pin no longer holds a session up the chain.
    if (current !== undefined && current.expiresAtMs > nowMs && position < current.position) return;
    // Re-inserted at the end, so the map stays in write (≈ expiry) order.
    if (current !== undefined) this.sessions.delete(key);
    this.sessions.set(key, { position, expiresAtMs: nowMs + ttlMs });
    this.pruneSessions(nowMs);
  }

  /** Number of session pins held (expired ones not yet swept included). */
  get sessionCount(): number {
    return this.sessions.size;
  }

  /**
   * Frees expired pins, amortised: a few from the front on every write, all of them at most once a
   * minute (pins with different TTLs are not in expiry order), then drops the oldest beyond
   * `maxSessions`. Each pin is deleted once, so the work is O(1) a write on average.
   */
  private pruneSessions(nowMs: number): void {
    const sessions = this.sessions;
    if (nowMs - this.lastSessionSweepMs >= SESSION_SWEEP_INTERVAL_MS) {
      this.lastSessionSweepMs = nowMs;
      for (const [key, stuck] of sessions) if (stuck.expiresAtMs <= nowMs) sessions.delete(key);
    } else {
      let budget = SESSION_FRONT_SWEEP;
      for (const [key, stuck] of sessions) {
        if (budget-- === 0 || stuck.expiresAtMs > nowMs) break;
        sessions.delete(key);
      }
    }
    while (sessions.size > this.maxSessions) {
      const oldest = sessions.keys().next();
      if (oldest.done === true) break;
      sessions.delete(oldest.value);
    }
  }

  async close(): Promise<void> {}

  private breakerOf(target: string, nowMs: number): BreakerSnapshot {
    return this.breakers.get(target) ?? closedBreaker(nowMs);
  }

  private budgetOf(scope: string, nowMs: number, policy: RetryBudgetPolicy): BudgetCounts {
    let counts = this.budgets.get(scope);
    if (counts === undefined) {
      counts = { firsts: new Map(), retries: new Map(), prunedBefore: Number.NEGATIVE_INFINITY };
      this.budgets.set(scope, counts);
    }
    // Drop buckets that left the window so memory stays bounded. Only buckets outside the window
    // are dropped and sums read the window alone, so pruning once per new bucket (rather than on
    // every call) changes no answer.
    const oldest = budgetBucket(nowMs, policy) - 10;
    if (oldest !== counts.prunedBefore) {
      counts.prunedBefore = oldest;
      for (const bucket of counts.firsts.keys()) if (bucket < oldest) counts.firsts.delete(bucket);
      for (const bucket of counts.retries.keys())
        if (bucket < oldest) counts.retries.delete(bucket);
    }
    return counts;
  }
}

/**
 * Creates the default in-process state store.
 *
 * @example
 * const store = memoryStore({ maxSessions: 10_000 });
 */
export function memoryStore(options: MemoryStoreOptions = {}): StateStore {
  return new MemoryStore(options);
}
