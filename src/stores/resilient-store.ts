/**
 * A state store that is never the reason a request fails (DESIGN §4): it runs every operation on a
 * shared store (Redis) with a short timeout and, when that fails, answers from a local memory store
 * until the shared one is back, then replays what it wrote locally.
 * @module
 */
import { DEFAULT_BREAKER_POLICY } from '../core/breaker.js';
import { InvalidOptionsError } from '../core/errors.js';
import { deliverEvent, type EventListener, type StayupEvent } from '../core/events.js';
import type {
  BreakerPolicy,
  BreakerSnapshot,
  Clock,
  CredentialState,
  RetryBudgetPolicy,
  StateStore,
} from '../core/ports.js';
import { systemClock } from '../runtime/system-clock.js';
import { memoryStore } from './memory/memory-store.js';

/** Options of {@link resilientStore}. */
export interface ResilientStoreOptions {
  /** The shared store (usually the raw Redis store). */
  readonly shared: StateStore;
  /** Answers while the shared store is unreachable. @default memoryStore() */
  readonly local?: StateStore | undefined;
  /** Receives `store_degraded` (once per outage) and `store_recovered`. Must not throw. */
  readonly onEvent?: EventListener | undefined;
  /** Times the shared calls and stamps events. @default systemClock */
  readonly clock?: Clock | undefined;
  /** Name in events. @default 'shared' */
  readonly name?: string | undefined;
  /** A shared call that has not answered after this counts as a failure: the store turns degraded. @default 50 */
  readonly timeoutMs?: number | undefined;
  /**
   * Longest a caller waits for the shared store. A slower call is answered from local state at
   * once while the shared call goes on (a write that then fails is logged for replay); only a
   * failure or `timeoutMs` turns the store degraded. Set it to `timeoutMs` for strict coherence
   * between replicas at the cost of waiting longer. @default 20
   */
  readonly maxWaitMs?: number | undefined;
  /**
   * While degraded, an operation may trigger a background probe of the shared store: the first
   * `timeoutMs` after the failure (a blip, or a start before Redis is connected, heals at once),
   * then twice as long after each failed probe, up to this. @default 1000
   */
  readonly probeIntervalMs?: number | undefined;
  /** Most local writes kept for replay (oldest dropped first). @default 1000 */
  readonly maxReplayEntries?: number | undefined;
}

/** A session pin with its expiry, as the Redis and memory stores can read it. */
export interface SessionPin {
  readonly position: number;
  readonly expiresAtMs: number;
}

/** A shared store that can read a pin's expiry (optional: not part of the port). */
interface SessionPinReader {
  sessionPin(session: string, model: string, nowMs: number): Promise<SessionPin | undefined>;
}

/** A half-open probe the shared store may have dated for a caller that was answered locally. */
interface LostProbe {
  readonly probeAtMs: number;
  readonly policy: BreakerPolicy;
}

/** A breaker that opened at `openedAtMs` and lets a probe through at `untilMs`. */
interface BreakerOpening {
  readonly openedAtMs: number;
  readonly untilMs: number;
  readonly policy: BreakerPolicy;
}

/** A local write that the shared store has not seen yet. */
type ReplayEntry =
  | { readonly kind: 'cool'; readonly credential: string; readonly untilMs: number }
  | { readonly kind: 'kill'; readonly credential: string }
  | { readonly kind: 'revive'; readonly credential: string }
  | {
      readonly kind: 'breaker_open';
      readonly target: string;
      readonly openedAtMs: number;
      readonly untilMs: number;
      readonly policy: BreakerPolicy;
    }
  | {
      readonly kind: 'session';
      readonly session: string;
      readonly model: string;
      readonly position: number;
      readonly expiresAtMs: number;
    };

const TIMEOUT: unique symbol = Symbol('stayup.store.timeout');
const FAILED: unique symbol = Symbol('stayup.store.failed');
const LATE: unique symbol = Symbol('stayup.store.late');

/** Something waiting for a deadline. */
interface Deadline {
  readonly deadlineMs: number;
  readonly expire: () => void;
}

/**
 * Deadlines that all have the same length, so they expire in the order they were added. One
 * timer serves them all (instead of a timer and an AbortController per call: tens of µs saved on
 * every store operation of every request); it stops when nothing is waiting.
 */
class DeadlineQueue {
  private readonly waiting = new Set<Deadline>();
  private ticking = false;

  constructor(
    private readonly clock: Clock,
    private readonly lengthMs: number,
  ) {}

  /** Calls `expire` after `lengthMs` unless {@link DeadlineQueue.cancel} comes first. */
  add(expire: () => void): Deadline {
    const entry: Deadline = { deadlineMs: this.clock.now() + this.lengthMs, expire };
    this.waiting.add(entry);
    if (!this.ticking) void this.tick();
    return entry;
  }

  cancel(entry: Deadline): void {
    this.waiting.delete(entry);
  }

  private async tick(): Promise<void> {
    this.ticking = true;
    try {
      for (;;) {
        const first = this.waiting.values().next();
        if (first.done === true) return;
        const waitMs = first.value.deadlineMs - this.clock.now();
        if (waitMs > 0) {
          await this.clock.sleep(waitMs);
          continue;
        }
        const nowMs = this.clock.now();
        for (const entry of this.waiting) {
          if (entry.deadlineMs > nowMs) break;
          this.waiting.delete(entry);
          entry.expire();
        }
      }
    } catch {
      // A clock whose sleep rejects: the remaining calls rely on their own stores' timeouts.
    } finally {
      this.ticking = false;
    }
  }
}
/**
 * A session pin written beside every kill, living longer than any dead key. While the shared store
 * still has it, the store has not lost its kills, so a known kill missing there was revived (a
 * refresh on another replica) and must not be re-shared.
 */
const KILLS_MARKER = '__stayup_kills__';
const KILLS_MARKER_TTL_MS = 365 * 86_400_000;

/** Writes a kill and the marker that says the store holds kills. */
async function killWithMarker(store: StateStore, credential: string, nowMs: number): Promise<void> {
  await store.kill(credential);
  await store.stickSession(KILLS_MARKER, KILLS_MARKER, 0, nowMs, KILLS_MARKER_TTL_MS);
}

/** The breaker read used as a health probe; any answer means the shared store is back. */
const PROBE_TARGET = '__stayup_probe__';

function positive(path: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new InvalidOptionsError(path, `must be a positive number, got ${String(value)}`);
  return value;
}

/** A short, secret-free description of why the shared store failed. */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error === TIMEOUT) return `no answer within ${timeoutMs} ms`;
  const text = error instanceof Error ? error.message : String(error);
  // Connection strings may carry a password (redis://user:secret@host).
  return text.replace(/\/\/[^/\s@]*@/g, '//***@').slice(0, 200);
}

/**
 * See {@link resilientStore}. Exposed as a class so operators and tests can read `degraded`,
 * `pendingReplay` and force a `resync()`.
 */
export class ResilientStore implements StateStore {
  private readonly shared: StateStore;
  private readonly local: StateStore;
  private readonly onEvent: EventListener | undefined;
  private readonly clock: Clock;
  private readonly name: string;
  private readonly timeoutMs: number;
  private readonly probeIntervalMs: number;
  private readonly maxReplayEntries: number;
  private readonly log = new Map<string, ReplayEntry>();
  /** Cooldowns this replica knows of (its own and those read from the shared store), by credential. */
  private readonly knownCooldowns = new Map<string, number>();
  /** Open breakers this replica knows of, by target. */
  private readonly knownOpenings = new Map<string, BreakerOpening>();
  /** Dead credentials this replica knows of (its own kills and those read from the shared store). */
  private readonly knownKills = new Set<string>();
  /** Probes the shared store may hold for callers answered locally, by target (given back later). */
  private readonly lostProbes = new Map<string, LostProbe>();
  private readonly failAfter: DeadlineQueue;
  private readonly answerAfter: DeadlineQueue | undefined;
  private isDegraded = false;
  private nextProbeAtMs = 0;
  private probeDelayMs = 0;
  private probe: Promise<boolean> | undefined;
  /** Degraded only until a reconnected shared store has been given this replica's state again. */
  private quietOutage = false;
  /** A reconnection came while a probe was running: re-share once more after it. */
  private reshareAgain = false;
  private dropped = 0;
  private closed = false;

  constructor(options: ResilientStoreOptions) {
    const shared: unknown = options?.shared;
    // Checked here, not at the first call (or at close): a missing store is a wiring mistake.
    if (
      typeof shared !== 'object' ||
      shared === null ||
      typeof (shared as Partial<StateStore>).breaker !== 'function' ||
      typeof (shared as Partial<StateStore>).close !== 'function'
    )
      throw new InvalidOptionsError('shared', 'must be a StateStore (the store to protect)');
    this.shared = options.shared;
    this.local = options.local ?? memoryStore();
    this.onEvent = options.onEvent;
    this.clock = options.clock ?? systemClock;
    this.name = options.name ?? 'shared';
    this.timeoutMs = positive('timeoutMs', options.timeoutMs, 50);
    const maxWaitMs = positive('maxWaitMs', options.maxWaitMs, 20);
    this.failAfter = new DeadlineQueue(this.clock, this.timeoutMs);
    this.answerAfter =
      maxWaitMs < this.timeoutMs ? new DeadlineQueue(this.clock, maxWaitMs) : undefined;
    this.probeIntervalMs = positive('probeIntervalMs', options.probeIntervalMs, 1_000);
    this.maxReplayEntries = positive('maxReplayEntries', options.maxReplayEntries, 1_000);
  }

  /** True while operations are answered from local state. */
  get degraded(): boolean {
    return this.isDegraded;
  }

  /** Local writes waiting to be replayed into the shared store. */
  get pendingReplay(): number {
    return this.log.size;
  }

  /** Local writes dropped because the replay log was full (oldest first). */
  get droppedWrites(): number {
    return this.dropped;
  }

  /**
   * Probes the shared store now (not waiting for the probe interval) and, when it answers,
   * replays the local writes. Resolves true when the store is healthy afterwards.
   */
  async resync(): Promise<boolean> {
    if (!this.isDegraded) return true;
    return await this.startProbe();
  }

  /**
   * The shared store's connection came back, and it may have restarted empty (Redis without
   * persistence). Until this replica's cooldowns, kills, breaker openings and unreplayed writes are
   * re-shared, calls are answered locally, so a read of the empty store cannot make this replica
   * forget them. The Redis store calls it on every reconnection, also when no call noticed the
   * connection drop. No event unless the re-share fails (then `store_degraded`).
   */
  sharedReconnected(): void {
    if (this.closed) return;
    if (!this.isDegraded) {
      this.isDegraded = true;
      this.quietOutage = true;
      this.probeDelayMs = Math.min(this.timeoutMs, this.probeIntervalMs);
    }
    if (this.probe !== undefined) this.reshareAgain = true;
    else void this.startProbe();
  }

  async cool(credential: string, untilMs: number, nowMs: number): Promise<void> {
    await this.local.cool(credential, untilMs, nowMs);
    this.knowCooldown(credential, untilMs);
    await this.write(
      (store) => store.cool(credential, untilMs, nowMs),
      () => {
        const key = `cool\u0000${credential}`;
        const previous = this.log.get(key);
        const laterMs = previous?.kind === 'cool' ? Math.max(previous.untilMs, untilMs) : untilMs;
        this.remember(key, { kind: 'cool', credential, untilMs: laterMs });
      },
    );
  }

  async kill(credential: string): Promise<void> {
    await this.local.kill(credential);
    this.knowKill(credential);
    await this.write(
      (store) => killWithMarker(store, credential, this.clock.now()),
      () => this.remember(`kill\u0000${credential}`, { kind: 'kill', credential }),
    );
  }

  async revive(credential: string): Promise<void> {
    await this.local.revive(credential);
    this.knownCooldowns.delete(credential);
    this.knownKills.delete(credential);
    await this.write(
      (store) => store.revive(credential),
      () => {
        // A revive supersedes earlier local cooldowns and kills of this key.
        this.log.delete(`cool\u0000${credential}`);
        this.log.delete(`kill\u0000${credential}`);
        this.remember(`revive\u0000${credential}`, { kind: 'revive', credential });
      },
    );
  }

  async credentialStates(
    credentials: readonly string[],
    nowMs: number,
  ): Promise<ReadonlyMap<string, CredentialState>> {
    return await this.read(
      async (store) => {
        const states = await store.credentialStates(credentials, nowMs);
        await this.mirrorCredentials(states, nowMs);
        return states;
      },
      () => this.local.credentialStates(credentials, nowMs),
    );
  }

  async recordUsage(credential: string): Promise<number> {
    const localCount = await this.local.recordUsage(credential);
    return await this.read(
      (store) => store.recordUsage(credential),
      async () => localCount,
    );
  }

  async usage(credentials: readonly string[]): Promise<ReadonlyMap<string, number>> {
    return await this.read(
      (store) => store.usage(credentials),
      () => this.local.usage(credentials),
    );
  }

  async nextCursor(pool: string): Promise<number> {
    return await this.read(
      (store) => store.nextCursor(pool),
      () => this.local.nextCursor(pool),
    );
  }

  async breakerAllows(
    target: string,
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<{ readonly allowed: boolean; readonly snapshot: BreakerSnapshot }> {
    if (this.isDegraded) {
      this.maybeProbe();
      return await this.local.breakerAllows(target, nowMs, policy);
    }
    const settled = this.callShared(async (store) => {
      const verdict = await store.breakerAllows(target, nowMs, policy);
      this.knowBreaker(target, verdict.snapshot, policy, true);
      return verdict;
    });
    const first = await this.waitAtMost(settled);
    if (first !== FAILED && first !== LATE) return first;
    // The call may still run on the shared store and date the half-open probe there for a caller
    // that gets the local verdict instead: nobody would report that probe, and every replica
    // would be refused until the maths presume it lost (a whole openMs). Give it back once the
    // shared store answers again (late, or at recovery); a probe the caller takes locally is
    // resolved by its outcome when that reaches the shared store.
    this.noteLostProbe(target, { probeAtMs: nowMs, policy });
    const verdict = await this.local.breakerAllows(target, nowMs, policy);
    if (first === LATE)
      void settled.then((late) => {
        if (late === FAILED) return; // degraded: given back at recovery
        const lost = this.lostProbes.get(target);
        if (lost?.probeAtMs !== nowMs) return;
        const dated = late.allowed && late.snapshot.status === 'half_open';
        if (!dated) this.lostProbes.delete(target);
        else if (!verdict.allowed) void this.releaseLostProbe(target, lost);
      });
    return verdict;
  }

  async recordOutcome(
    target: string,
    outcome: 'success' | 'failure',
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<BreakerSnapshot> {
    // The local breaker always sees this replica's outcomes, so it is warm when Redis goes away.
    const localSnapshot = await this.local.recordOutcome(target, outcome, nowMs, policy);
    return await this.read(
      async (store) => {
        const snapshot = await store.recordOutcome(target, outcome, nowMs, policy);
        // Any outcome resolves a half-open probe (success closes, failure reopens).
        this.lostProbes.delete(target);
        this.knowBreaker(target, snapshot, policy, true);
        return snapshot;
      },
      async () => {
        this.knowBreaker(target, localSnapshot, policy);
        const key = `breaker\u0000${target}`;
        if (localSnapshot.status === 'open' && localSnapshot.openUntilMs > nowMs)
          this.remember(key, {
            kind: 'breaker_open',
            target,
            openedAtMs: localSnapshot.openUntilMs - policy.openMs,
            untilMs: localSnapshot.openUntilMs,
            policy,
          });
        else if (localSnapshot.status === 'closed') this.log.delete(key);
        return localSnapshot;
      },
    );
  }

  /**
   * Gives back a half-open probe taken at `probeAtMs` that will never report (its caller cancelled
   * it), locally and on the shared store — at once, or at recovery while degraded.
   */
  async releaseProbe(target: string, probeAtMs: number, policy: BreakerPolicy): Promise<boolean> {
    const released = (await this.local.releaseProbe?.(target, probeAtMs, policy)) ?? false;
    const lost: LostProbe = { probeAtMs, policy };
    this.noteLostProbe(target, lost);
    if (this.isDegraded) this.maybeProbe();
    else await this.waitAtMost(this.releaseLostProbe(target, lost));
    return released;
  }

  async breaker(target: string, nowMs: number, policy: BreakerPolicy): Promise<BreakerSnapshot> {
    return await this.read(
      (store) => store.breaker(target, nowMs, policy),
      () => this.local.breaker(target, nowMs, policy),
    );
  }

  async recordFirstAttempt(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<void> {
    await this.local.recordFirstAttempt(scope, nowMs, policy);
    await this.read(
      (store) => store.recordFirstAttempt(scope, nowMs, policy),
      async () => undefined,
    );
  }

  async takeRetryToken(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<boolean> {
    return await this.read(
      async (store) => {
        const taken = await store.takeRetryToken(scope, nowMs, policy);
        // Count the fleet's grant locally too, so the local window is warm if Redis goes away.
        if (taken) await this.local.takeRetryToken(scope, nowMs, policy);
        return taken;
      },
      () => this.local.takeRetryToken(scope, nowMs, policy),
    );
  }

  async sessionTarget(session: string, model: string, nowMs: number): Promise<number | undefined> {
    return await this.read(
      async (store) => {
        const reader = store as Partial<SessionPinReader>;
        if (typeof reader.sessionPin !== 'function')
          return await store.sessionTarget(session, model, nowMs);
        // A pin another replica wrote is copied locally (with its expiry), so the session stays
        // on its fallback here too while the shared store is away.
        const pin = await reader.sessionPin(session, model, nowMs);
        if (pin !== undefined)
          await this.local.stickSession(
            session,
            model,
            pin.position,
            nowMs,
            pin.expiresAtMs - nowMs,
          );
        return pin?.position;
      },
      () => this.local.sessionTarget(session, model, nowMs),
    );
  }

  async stickSession(
    session: string,
    model: string,
    position: number,
    nowMs: number,
    ttlMs: number,
  ): Promise<void> {
    await this.local.stickSession(session, model, position, nowMs, ttlMs);
    const stuck = await this.local.sessionTarget(session, model, nowMs);
    await this.write(
      (store) => store.stickSession(session, model, position, nowMs, ttlMs),
      () =>
        this.remember(`session\u0000${session}\u0000${model}`, {
          kind: 'session',
          session,
          model,
          position: stuck ?? position,
          expiresAtMs: nowMs + ttlMs,
        }),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.allSettled([this.shared.close(), this.local.close()]);
  }

  /** Runs a read (or a write whose answer matters) on the shared store, else locally. */
  private async read<T>(
    onShared: (store: StateStore) => Promise<T>,
    onLocal: () => Promise<T>,
  ): Promise<T> {
    if (this.isDegraded) {
      this.maybeProbe();
      return await onLocal();
    }
    const first = await this.waitAtMost(this.callShared(onShared));
    if (first === FAILED || first === LATE) return await onLocal();
    return first;
  }

  /** Runs a write on the shared store; when it fails (or while degraded) logs it for replay. */
  private async write(
    onShared: (store: StateStore) => Promise<void>,
    log: () => void,
  ): Promise<void> {
    if (this.isDegraded) {
      this.maybeProbe();
      log();
      return;
    }
    const settled = this.callShared(onShared);
    const first = await this.waitAtMost(settled);
    if (first === FAILED) log();
    else if (first === LATE)
      void settled.then((outcome) => {
        if (outcome === FAILED) log();
      });
  }

  /** The shared call's outcome; never rejects. A failure or timeout turns the store degraded. */
  private callShared<T>(call: (store: StateStore) => Promise<T>): Promise<T | typeof FAILED> {
    return this.withTimeout(call).then(
      (result) => {
        if (result !== TIMEOUT) return result;
        this.degrade(TIMEOUT);
        return FAILED;
      },
      (error: unknown) => {
        this.degrade(error);
        return FAILED;
      },
    );
  }

  /** The outcome, or {@link LATE} when it takes longer than `maxWaitMs`. */
  private waitAtMost<T>(settled: Promise<T>): Promise<T | typeof LATE> {
    const queue = this.answerAfter;
    if (queue === undefined) return settled;
    return new Promise<T | typeof LATE>((resolve) => {
      const deadline = queue.add(() => resolve(LATE));
      void settled.then((outcome) => {
        queue.cancel(deadline);
        resolve(outcome);
      });
    });
  }

  /** Races a shared call against `timeoutMs`. */
  private withTimeout<T>(call: (store: StateStore) => Promise<T>): Promise<T | typeof TIMEOUT> {
    return new Promise<T | typeof TIMEOUT>((resolve, reject) => {
      const deadline = this.failAfter.add(() => resolve(TIMEOUT));
      let answer: Promise<T>;
      try {
        answer = call(this.shared);
      } catch (error) {
        answer = Promise.reject(error);
      }
      answer.then(
        (value) => {
          this.failAfter.cancel(deadline);
          resolve(value);
        },
        (error: unknown) => {
          this.failAfter.cancel(deadline);
          reject(error);
        },
      );
    });
  }

  private degrade(error: unknown): void {
    if (this.isDegraded) return;
    this.isDegraded = true;
    this.probeDelayMs = Math.min(this.timeoutMs, this.probeIntervalMs);
    this.nextProbeAtMs = this.clock.now() + this.probeDelayMs;
    this.emit({
      type: 'store_degraded',
      timeMs: this.clock.now(),
      requestId: '',
      store: this.name,
      message: `${this.name} store unreachable, answering from local state: ${describeFailure(error, this.timeoutMs)}`,
    });
  }

  private maybeProbe(): void {
    if (this.probe !== undefined || this.closed || this.clock.now() < this.nextProbeAtMs) return;
    void this.startProbe();
  }

  private startProbe(): Promise<boolean> {
    if (this.probe === undefined) {
      this.probe = this.probeAndReplay().finally(() => {
        this.probe = undefined;
        if (this.reshareAgain) {
          this.reshareAgain = false;
          if (this.isDegraded) void this.startProbe();
          else this.sharedReconnected();
        }
      });
    }
    return this.probe;
  }

  private async probeAndReplay(): Promise<boolean> {
    try {
      const nowMs = this.clock.now();
      const answer = await this.withTimeout((store) =>
        store.breaker(PROBE_TARGET, nowMs, DEFAULT_BREAKER_POLICY),
      );
      if (answer === TIMEOUT) throw TIMEOUT;
      // A shared store that restarted empty has forgotten every cooldown: re-share the live ones
      // this replica knows (keeping the later value makes this harmless when it has not).
      for (const [credential, untilMs] of this.knownCooldowns) {
        if (untilMs <= this.clock.now()) {
          this.knownCooldowns.delete(credential);
          continue;
        }
        const done = await this.withTimeout((store) =>
          store.cool(credential, untilMs, this.clock.now()),
        );
        if (done === TIMEOUT) throw TIMEOUT;
      }
      // Likewise the dead keys, but only into a store that lost its kills (no marker): a revoked
      // key must not come back because Redis lost its state, nor a revived one die again.
      if (this.knownKills.size > 0) {
        const marked = await this.withTimeout((store) =>
          store.sessionTarget(KILLS_MARKER, KILLS_MARKER, this.clock.now()),
        );
        if (marked === TIMEOUT) throw TIMEOUT;
        if (marked === undefined)
          for (const credential of this.knownKills) {
            const done = await this.withTimeout((store) =>
              killWithMarker(store, credential, this.clock.now()),
            );
            if (done === TIMEOUT) throw TIMEOUT;
          }
      }
      // Open breakers, but only into a shared store that has no record of the target: one that
      // another replica closed after a good probe must stay closed.
      for (const [target, opening] of this.knownOpenings) {
        if (opening.untilMs <= this.clock.now()) {
          this.knownOpenings.delete(target);
          continue;
        }
        const done = await this.withTimeout(async (store) => {
          const current = await store.breaker(target, this.clock.now(), opening.policy);
          const forgotten =
            current.status === 'closed' &&
            current.consecutiveFailures === 0 &&
            current.windowSuccesses === 0 &&
            current.windowFailures === 0;
          if (forgotten) await this.reopen(store, target, opening);
        });
        if (done === TIMEOUT) throw TIMEOUT;
      }
      // Entries written while replaying are appended to the map and visited by this same loop.
      for (const [key, entry] of this.log) {
        const done = await this.withTimeout((store) => this.replay(store, entry));
        if (done === TIMEOUT) throw TIMEOUT;
        if (this.log.get(key) === entry) this.log.delete(key);
      }
      // Probes the shared store dated for callers answered locally (after the replay: a replayed
      // opening has resolved its probe already).
      for (const [target, lost] of [...this.lostProbes]) {
        const done = await this.withTimeout((store) => this.giveBackProbe(store, target, lost));
        if (done === TIMEOUT) throw TIMEOUT;
      }
      if (this.closed) return false;
      this.isDegraded = false;
      if (this.quietOutage) {
        this.quietOutage = false;
        return true;
      }
      this.emit({
        type: 'store_recovered',
        timeMs: this.clock.now(),
        requestId: '',
        store: this.name,
      });
      return true;
    } catch (error) {
      if (this.quietOutage) {
        // The re-share failed: this is an outage after all, so say so (once) like any other.
        this.quietOutage = false;
        this.isDegraded = false;
        this.degrade(error);
        return false;
      }
      this.probeDelayMs = Math.min(this.probeDelayMs * 2, this.probeIntervalMs);
      this.nextProbeAtMs = this.clock.now() + this.probeDelayMs;
      return false;
    }
  }

  private async replay(store: StateStore, entry: ReplayEntry): Promise<void> {
    const nowMs = this.clock.now();
    switch (entry.kind) {
      case 'cool':
        if (entry.untilMs > nowMs) await store.cool(entry.credential, entry.untilMs, nowMs);
        return;
      case 'kill':
        await killWithMarker(store, entry.credential, nowMs);
        return;
      case 'revive':
        await store.revive(entry.credential);
        return;
      case 'breaker_open':
        if (entry.untilMs > nowMs) await this.reopen(store, entry.target, entry);
        return;
      case 'session': {
        const ttlMs = entry.expiresAtMs - nowMs;
        if (ttlMs > 0)
          await store.stickSession(entry.session, entry.model, entry.position, nowMs, ttlMs);
        return;
      }
    }
  }

  /** Remembers a possibly lost probe (bounded: the oldest is dropped, left to the maths). */
  private noteLostProbe(target: string, lost: LostProbe): void {
    this.lostProbes.delete(target);
    this.lostProbes.set(target, lost);
    if (this.lostProbes.size > this.maxReplayEntries) {
      const oldest = this.lostProbes.keys().next().value;
      if (oldest !== undefined) this.lostProbes.delete(oldest);
    }
  }

  /** Gives a lost probe back now (the shared store just answered); errors are left to recovery. */
  private async releaseLostProbe(target: string, lost: LostProbe): Promise<void> {
    const done = await this.callShared((store) => this.giveBackProbe(store, target, lost));
    if (done === FAILED) this.noteLostProbe(target, lost);
  }

  /** Releases the probe when the shared store can, and forgets it (unless a newer one replaced it). */
  private async giveBackProbe(store: StateStore, target: string, lost: LostProbe): Promise<void> {
    await store.releaseProbe?.(target, lost.probeAtMs, lost.policy);
    if (this.lostProbes.get(target) === lost) this.lostProbes.delete(target);
  }

  /** Re-opens a breaker through the public maths: failures at the opening time trip it with the same until. */
  private async reopen(store: StateStore, target: string, opening: BreakerOpening): Promise<void> {
    const attempts = Math.max(1, opening.policy.failureThreshold);
    for (let index = 0; index < attempts; index++) {
      const snapshot = await store.recordOutcome(
        target,
        'failure',
        opening.openedAtMs,
        opening.policy,
      );
      if (snapshot.status === 'open') return;
    }
  }

  /** Keeps the local copy of credential state in line with the shared truth. */
  private async mirrorCredentials(
    shared: ReadonlyMap<string, CredentialState>,
    nowMs: number,
  ): Promise<void> {
    const local = await this.local.credentialStates([...shared.keys()], nowMs);
    for (const [credential, state] of shared) {
      const mine = local.get(credential);
      if (state.status === 'dead') {
        this.knowKill(credential);
        if (mine?.status !== 'dead') await this.local.kill(credential);
      } else if (state.status === 'cooling') {
        this.knownKills.delete(credential);
        this.knowCooldown(credential, state.untilMs);
        if (mine?.status === 'dead') await this.local.revive(credential);
        if (mine?.status !== 'cooling' || mine.untilMs < state.untilMs)
          await this.local.cool(credential, state.untilMs, nowMs);
      } else {
        this.knownCooldowns.delete(credential);
        this.knownKills.delete(credential);
        if (mine !== undefined && mine.status !== 'ok') await this.local.revive(credential);
      }
    }
  }

  /**
   * Remembers open breakers (bounded) to re-share them after an outage; forgets closed ones. With
   * `fromShared`, a newly seen opening is also copied into the local breaker: one that another
   * replica opened must still hold here while the shared store is away.
   */
  private knowBreaker(
    target: string,
    snapshot: BreakerSnapshot,
    policy: BreakerPolicy,
    fromShared = false,
  ): void {
    if (snapshot.status === 'closed') this.knownOpenings.delete(target);
    if (snapshot.status !== 'open') return;
    const isNew = this.knownOpenings.get(target)?.untilMs !== snapshot.openUntilMs;
    const opening: BreakerOpening = {
      openedAtMs: snapshot.openUntilMs - policy.openMs,
      untilMs: snapshot.openUntilMs,
      policy,
    };
    this.knownOpenings.delete(target);
    this.knownOpenings.set(target, opening);
    while (this.knownOpenings.size > this.maxReplayEntries) {
      const oldest = this.knownOpenings.keys().next();
      if (oldest.done === true) break;
      this.knownOpenings.delete(oldest.value);
    }
    if (fromShared && isNew) void this.mirrorOpening(target, opening).catch(() => undefined);
  }

  /** Opens the local breaker until the shared opening's time, unless it already is. */
  private async mirrorOpening(target: string, opening: BreakerOpening): Promise<void> {
    const mine = await this.local.breaker(target, this.clock.now(), opening.policy);
    if (mine.status === 'open' && mine.openUntilMs >= opening.untilMs) return;
    await this.reopen(this.local, target, opening);
  }

  /** Remembers a cooldown (bounded, oldest forgotten first) to re-share it after an outage. */
  private knowCooldown(credential: string, untilMs: number): void {
    const knownMs = this.knownCooldowns.get(credential);
    if (knownMs !== undefined && knownMs >= untilMs) return;
    this.knownCooldowns.delete(credential);
    this.knownCooldowns.set(credential, untilMs);
    while (this.knownCooldowns.size > this.maxReplayEntries) {
      const oldest = this.knownCooldowns.keys().next();
      if (oldest.done === true) break;
      this.knownCooldowns.delete(oldest.value);
    }
  }

  /** Remembers a dead credential (bounded, oldest forgotten first) to re-share it after an outage. */
  private knowKill(credential: string): void {
    this.knownKills.delete(credential);
    this.knownKills.add(credential);
    while (this.knownKills.size > this.maxReplayEntries) {
      const oldest = this.knownKills.values().next();
      if (oldest.done === true) break;
      this.knownKills.delete(oldest.value);
    }
  }

  private remember(key: string, entry: ReplayEntry): void {
    this.log.delete(key);
    this.log.set(key, entry);
    while (this.log.size > this.maxReplayEntries) {
      const oldest = this.log.keys().next();
      if (oldest.done === true) break;
      this.log.delete(oldest.value);
      this.dropped++;
    }
  }

  private emit(event: StayupEvent): void {
    if (this.onEvent === undefined) return;
    deliverEvent(this.onEvent, event);
  }
}

/**
 * Wraps a shared store so that it is never why a request fails. Every call runs on `shared` with a
 * `timeoutMs` limit; on an error or timeout the store turns degraded: it emits `store_degraded`
 * once, answers every call from `local` at once (no added latency), keeps a bounded log of local
 * cooldowns, kills, revives, breaker openings and session pins, and probes `shared` in the
 * background (first after `timeoutMs`, backing off to every `probeIntervalMs`). When `shared` answers again the log is replayed and
 * `store_recovered` is emitted.
 *
 * @example
 * const store = resilientStore({ shared: redisStore({ url, resilient: false }), onEvent: log });
 */
export function resilientStore(options: ResilientStoreOptions): ResilientStore {
  return new ResilientStore(options);
}
