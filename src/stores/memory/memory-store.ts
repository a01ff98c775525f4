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
  private readonly sessions = new Map<string, Stuck>();

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
    if (current === undefined || current.expiresAtMs <= nowMs || position >= current.position)
      this.sessions.set(key, { position, expiresAtMs: nowMs + ttlMs });
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

/** Creates the default in-process state store. */
export function memoryStore(): StateStore {
  return new MemoryStore();
}
