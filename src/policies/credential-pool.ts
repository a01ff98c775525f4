/**
 * A target's credential pool (DESIGN §2.4): keys with `ok | cooling | dead` state kept in the
 * state store (so replicas agree), a selection strategy, and OAuth-style refresh.
 * @module
 */
import type { Clock, CredentialState, Random, StateStore } from '../core/ports.js';
import { awaitBounded } from './await-bounded.js';
import { secretProblem } from './secret-shape.js';

/**
 * How long a `refresh` hook may take before it counts as a failed refresh (the key cools as after
 * any failed refresh, and the next refresh calls the hook again): 30 s.
 */
export const DEFAULT_REFRESH_TIMEOUT_MS = 30_000;

/**
 * A hook call still pending after this many refresh bounds (5 minutes by default) is given up for
 * lost: the next refresh calls the hook again instead of waiting for it.
 */
export const REFRESH_ABANDON_FACTOR = 10;

/** Key selection strategy. */
export type PoolStrategy = 'fill_first' | 'round_robin' | 'least_used' | 'random';

/** One key of a pool. `storeId` is a non-reversible fingerprint, never the secret. */
export interface PoolCredential {
  /** Store id, e.g. `openai:3f2a9c0d1e4b5a6c` (provider + sha256 prefix of the original secret). */
  readonly storeId: string;
  /** Label for events and errors, e.g. `key#1`. */
  readonly label: string;
  /** 0-based position in the target's `keys`. */
  readonly index: number;
  /** The current secret; replaced by a successful refresh. */
  secret: string;
  readonly refresh?: (() => Promise<string>) | undefined;
}

/** What {@link CredentialPool.refresh} did: a new secret, or the hook's rejection. */
export type RefreshOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** What the hook threw (or why there was nothing to call); the caller judges it. */
      readonly error: unknown;
    };

/** Options of {@link CredentialPool}. */
export interface CredentialPoolOptions {
  /** Pool id for the round-robin cursor: the target's store key (`EngineTarget.storeKey`). */
  readonly id: string;
  readonly credentials: readonly PoolCredential[];
  readonly strategy: PoolStrategy;
  readonly store: StateStore;
  readonly random: Random;
  /** The clock that bounds a refresh hook; without one, a hook is awaited unbounded. */
  readonly clock?: Clock | undefined;
  /** Bound of one refresh hook call; {@link DEFAULT_REFRESH_TIMEOUT_MS} by default. */
  readonly refreshTimeoutMs?: number | undefined;
}

/** Selects, cools, kills and refreshes the keys of one target. */
export class CredentialPool {
  readonly id: string;
  readonly credentials: readonly PoolCredential[];
  private readonly strategy: PoolStrategy;
  private readonly store: StateStore;
  private readonly random: Random;
  private readonly clock: Clock | undefined;
  private readonly refreshTimeoutMs: number;
  private readonly storeIds: readonly string[];
  /** Each key's hook call until it settles, which may be after its bound. */
  private readonly hookCalls = new Map<
    string,
    { readonly startedAtMs: number; readonly outcome: Promise<RefreshOutcome> }
  >();

  constructor(options: CredentialPoolOptions) {
    this.id = options.id;
    this.credentials = options.credentials;
    this.strategy = options.strategy;
    this.store = options.store;
    this.random = options.random;
    this.clock = options.clock;
    this.refreshTimeoutMs = options.refreshTimeoutMs ?? DEFAULT_REFRESH_TIMEOUT_MS;
    this.storeIds = options.credentials.map((credential) => credential.storeId);
  }

  /** The state of every key, in key order. Cooling that has ended reads as `ok`. */
  states(nowMs: number): Promise<ReadonlyMap<string, CredentialState>> {
    return this.store.credentialStates(this.storeIds, nowMs);
  }

  /** Keys usable now, in key order; `except` (a store id) is left out. */
  async available(nowMs: number, except?: string): Promise<PoolCredential[]> {
    const states = await this.states(nowMs);
    return this.credentials.filter(
      (credential) =>
        credential.storeId !== except && (states.get(credential.storeId)?.status ?? 'ok') === 'ok',
    );
  }

  /** When the earliest cooling key comes back; undefined when none is cooling (all ok or dead). */
  async earliestReturnMs(nowMs: number): Promise<number | undefined> {
    const states = await this.states(nowMs);
    let earliest: number | undefined;
    for (const state of states.values()) {
      if (state.status === 'cooling' && (earliest === undefined || state.untilMs < earliest))
        earliest = state.untilMs;
    }
    return earliest;
  }

  /**
   * Picks a usable key by the pool's strategy and counts its use; undefined when none is usable.
   * Pass `usable` when it was just read (saves a store round trip).
   */
  async pick(
    nowMs: number,
    usable?: readonly PoolCredential[],
  ): Promise<PoolCredential | undefined> {
    const candidates = usable ?? (await this.available(nowMs));
    // Only round_robin and least_used read the store; the others choose without a round trip.
    const chosen = this.needsStore(candidates)
      ? await this.chooseFromStore(candidates)
      : this.chooseLocally(candidates);
    if (chosen !== undefined) await this.store.recordUsage(chosen.storeId);
    return chosen;
  }

  private needsStore(usable: readonly PoolCredential[]): boolean {
    return usable.length > 1 && (this.strategy === 'round_robin' || this.strategy === 'least_used');
  }

  private chooseLocally(usable: readonly PoolCredential[]): PoolCredential | undefined {
    if (usable.length > 1 && this.strategy === 'random')
      return usable[Math.floor(this.random() * usable.length)] ?? usable[0];
    return usable[0];
  }

  private async chooseFromStore(
    usable: readonly PoolCredential[],
  ): Promise<PoolCredential | undefined> {
    if (this.strategy === 'round_robin') {
      // The cursor walks every key; skip to the first usable one at or after it.
      const cursor = (await this.store.nextCursor(this.id)) % this.credentials.length;
      return usable.find((credential) => credential.index >= cursor) ?? usable[0];
    }
    const usage = await this.store.usage(usable.map((credential) => credential.storeId));
    let best = usable[0];
    let bestCount = Number.POSITIVE_INFINITY;
    for (const credential of usable) {
      const count = usage.get(credential.storeId) ?? 0;
      if (count < bestCount) {
        best = credential;
        bestCount = count;
      }
    }
    return best;
  }

  /** Cools a key until `untilMs` (keeps a later cooldown). */
  async cool(credential: PoolCredential, untilMs: number, nowMs: number): Promise<void> {
    await this.store.cool(credential.storeId, untilMs, nowMs);
  }

  /** Marks a key dead: it never returns without an operator's `revive`. */
  async kill(credential: PoolCredential): Promise<void> {
    await this.store.kill(credential.storeId);
  }

  /**
   * Calls the key's refresh hook (concurrent callers share one refresh). On success the new secret
   * replaces the old one and the key is revived. A failure leaves the key's state alone and returns
   * the hook's error: only the caller can tell a revoked grant (kill) from a network blip (cool),
   * see `refreshRevokesGrant`. Not ok without a hook. A hook that does not settle within
   * `refreshTimeoutMs` (with a clock) fails, and so does a secret that cannot be sent in a header.
   *
   * A hook call that outlives its bound is not abandoned: until it settles (or for
   * {@link REFRESH_ABANDON_FACTOR} × `refreshTimeoutMs`), later refreshes of the key wait for that
   * same call instead of calling the hook again, because two concurrent OAuth refreshes with one
   * refresh token can revoke each other's grant; and a secret it returns late is still adopted.
   */
  async refresh(credential: PoolCredential): Promise<RefreshOutcome> {
    const hook = credential.refresh;
    if (hook === undefined) return { ok: false, error: new Error('no refresh hook') };
    // Concurrent callers share the key's one hook call (`hookCall`); each bounds its own wait.
    return this.boundedRefresh(credential, hook);
  }

  /** Waits, within `refreshTimeoutMs`, for the key's hook call in flight (or a new one). */
  private async boundedRefresh(
    credential: PoolCredential,
    hook: () => Promise<string>,
  ): Promise<RefreshOutcome> {
    const call = this.hookCall(credential, hook);
    if (this.clock === undefined) return call;
    const outcome = await awaitBounded(call, {
      clock: this.clock,
      timeoutMs: this.refreshTimeoutMs,
    });
    if (outcome.kind === 'value') return outcome.value;
    if (outcome.kind === 'error') return { ok: false, error: outcome.error };
    return {
      ok: false,
      error: new Error(`refresh hook did not settle within ${outcome.timeoutMs} ms`),
    };
  }

  /** The key's hook call in flight, joined while it is younger than the abandon bound; else a new one. */
  private hookCall(
    credential: PoolCredential,
    hook: () => Promise<string>,
  ): Promise<RefreshOutcome> {
    const nowMs = this.clock?.now() ?? 0;
    const inFlight = this.hookCalls.get(credential.storeId);
    if (
      inFlight !== undefined &&
      (this.clock === undefined ||
        nowMs - inFlight.startedAtMs < REFRESH_ABANDON_FACTOR * this.refreshTimeoutMs)
    )
      return inFlight.outcome;
    // The call is current while the map still holds it (a newer call replaces it).
    const outcome = this.callHook(
      credential,
      hook,
      () => this.hookCalls.get(credential.storeId)?.outcome === outcome,
    );
    const entry = { startedAtMs: nowMs, outcome };
    this.hookCalls.set(credential.storeId, entry);
    const forget = (): void => {
      if (this.hookCalls.get(credential.storeId) === entry)
        this.hookCalls.delete(credential.storeId);
    };
    entry.outcome.then(forget, forget);
    return entry.outcome;
  }

  /**
   * Calls the hook once and adopts a sendable secret it returns, however late, unless a newer
   * call superseded it (`current` false).
   */
  private async callHook(
    credential: PoolCredential,
    hook: () => Promise<string>,
    current: () => boolean,
  ): Promise<RefreshOutcome> {
    let secret: unknown;
    try {
      secret = await hook();
    } catch (error) {
      return { ok: false, error };
    }
    if (typeof secret !== 'string' || secret === '')
      return { ok: false, error: new Error('refresh returned no secret') };
    const problem = secretProblem(secret);
    if (problem !== undefined)
      return {
        ok: false,
        error: new Error(`refresh returned a secret that ${problem} (refused: not sendable)`),
      };
    if (!current()) return { ok: false, error: new Error('refresh superseded by a newer call') };
    credential.secret = secret;
    await this.store.revive(credential.storeId);
    return { ok: true };
  }
}
