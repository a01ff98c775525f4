import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { closedBreaker } from '../../core/breaker.js';
import { InvalidOptionsError } from '../../core/errors.js';
import type { EventListener } from '../../core/events.js';
import type {
  BreakerPolicy,
  BreakerSnapshot,
  BreakerStatus,
  CredentialState,
  RetryBudgetPolicy,
  StateStore,
} from '../../core/ports.js';
import { budgetBucket, budgetWindow } from '../../core/retry-budget.js';
import {
  type ResilientStore,
  type ResilientStoreOptions,
  resilientStore,
  type SessionPin,
} from '../resilient-store.js';
import { type RedisKeys, redisKeys } from './redis-keys.js';
import {
  ALL_SCRIPTS,
  BREAKER_ALLOW_SCRIPT,
  BREAKER_RECORD_SCRIPT,
  BUDGET_FIRST_SCRIPT,
  BUDGET_TAKE_SCRIPT,
  COOL_SCRIPT,
  INCREMENT_SCRIPT,
  type LuaScript,
  RELEASE_PROBE_SCRIPT,
  STICK_SESSION_SCRIPT,
} from './scripts.js';

const DAY_MS = 86_400_000;

/** How long keys without a natural end live (garbage collection, not semantics). */
export interface RedisStoreTtls {
  /** Dead (revoked) credentials. A dead key is re-killed by its next 401 if it is still configured. @default 30 days */
  readonly deadMs?: number | undefined;
  /** Usage counters and round-robin cursors, refreshed on every increment. @default 1 day */
  readonly countersMs?: number | undefined;
  /** Lower bound for a breaker's idle lifetime (it is never shorter than 2 × openMs + windowMs). @default 1 hour */
  readonly breakerMs?: number | undefined;
}

/** Options of {@link redisStore}. */
export interface RedisStoreOptions {
  /** Connection URL, e.g. `redis://127.0.0.1:6379`. Ignored when `client` is given. @default 'redis://127.0.0.1:6379' */
  readonly url?: string | undefined;
  /** An ioredis client you own: the store never quits it. */
  readonly client?: Redis | undefined;
  /** Namespace of every key. @default 'stayup:' */
  readonly prefix?: string | undefined;
  /** A command that takes longer fails (and the resilient wrapper answers locally). @default 50 */
  readonly commandTimeoutMs?: number | undefined;
  /** TCP connect timeout of a client created from `url`. @default 500 */
  readonly connectTimeoutMs?: number | undefined;
  /** Receives `store_degraded` / `store_recovered`. Must not throw. */
  readonly onEvent?: EventListener | undefined;
  /** Wrap the Redis store in {@link resilientStore} so Redis is never why a request fails. @default true */
  readonly resilient?: boolean | undefined;
  /** Options of the resilient wrapper (local store, probe interval, log size, clock). */
  readonly fallback?: Omit<ResilientStoreOptions, 'shared' | 'onEvent'> | undefined;
  /** Key lifetimes. */
  readonly ttl?: RedisStoreTtls | undefined;
}

interface ResolvedTtls {
  readonly deadMs: number;
  readonly countersMs: number;
  readonly breakerMs: number;
}

function positive(path: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new InvalidOptionsError(path, `must be a positive number, got ${String(value)}`);
  return value;
}

const REDIS_OPTION_KEYS: ReadonlySet<string> = new Set([
  'url',
  'client',
  'prefix',
  'commandTimeoutMs',
  'connectTimeoutMs',
  'onEvent',
  'resilient',
  'fallback',
  'ttl',
]);

/**
 * Refuses a misspelt option (`urll` would silently connect to 127.0.0.1:6379) and a `url` that
 * cannot be a Redis address (another scheme, whitespace).
 */
function checkRedisOptions(options: RedisStoreOptions): void {
  if (typeof options !== 'object' || options === null)
    throw new InvalidOptionsError('options', 'must be an object');
  for (const key of Object.keys(options))
    if (!REDIS_OPTION_KEYS.has(key))
      throw new InvalidOptionsError(
        key,
        `unknown option; expected one of ${[...REDIS_OPTION_KEYS].join(', ')}`,
      );
  const { url } = options;
  if (url === undefined || options.client !== undefined) return;
  // ioredis also takes `host:port` and a socket path; a scheme must be redis(s), and no form
  // has whitespace.
  const ok =
    typeof url === 'string' &&
    url !== '' &&
    !/\s/.test(url) &&
    (!url.includes('://') || /^rediss?:\/\//i.test(url));
  // Never echo the URL: it may carry a password.
  if (!ok)
    throw new InvalidOptionsError(
      'url',
      `must be a redis:// or rediss:// URL (or a Unix socket path), got ${typeof url === 'string' ? 'a string that is not one' : typeof url}`,
    );
}

function sha1(source: string): string {
  return createHash('sha1').update(source).digest('hex');
}

function isNoScript(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('NOSCRIPT');
}

function parseSnapshot(fields: readonly unknown[], offset: number): BreakerSnapshot {
  const at = (index: number): string => String(fields[offset + index]);
  return {
    status: at(0) as BreakerStatus,
    consecutiveFailures: Number(at(1)),
    openUntilMs: Number(at(2)),
    probeInFlight: at(3) === '1',
    windowStartMs: Number(at(4)),
    windowSuccesses: Number(at(5)),
    windowFailures: Number(at(6)),
  };
}

/**
 * The Redis state store: shared by every gateway replica. Each operation is one atomic command or
 * Lua script; time is the caller's `nowMs` (ADR 0003); every key is namespaced by `prefix` and
 * expires. Use {@link redisStore} to build one; it wraps this class in the resilient fallback.
 */
export class RedisStore implements StateStore {
  private readonly client: Redis;
  private readonly ownsClient: boolean;
  private readonly keys: RedisKeys;
  private readonly ttl: ResolvedTtls;
  private readonly commandTimeoutMs: number;
  private readonly shas = new Map<LuaScript, string>();
  private readonly onReconnect: (() => void) | undefined;
  private connectedBefore: boolean;
  /** Why the connection last failed (WRONGPASS, ECONNREFUSED, ECONNRESET …), until one succeeds. */
  private connectionError: string | undefined;
  private closed = false;

  constructor(options: {
    readonly client: Redis;
    readonly ownsClient: boolean;
    readonly prefix: string;
    readonly commandTimeoutMs: number;
    readonly ttl: ResolvedTtls;
    /** Called on every connection after the first: the server may have restarted empty. */
    readonly onReconnect?: (() => void) | undefined;
  }) {
    this.client = options.client;
    this.ownsClient = options.ownsClient;
    this.keys = redisKeys(options.prefix);
    this.ttl = options.ttl;
    this.commandTimeoutMs = options.commandTimeoutMs;
    // Load the scripts on every (re)connection, so the first calls after a start or a Redis
    // restart cost one round trip (EVALSHA), not two (NOSCRIPT, then EVAL).
    this.client.on('ready', this.preload);
    if (this.client.status === 'ready') this.preload();
    this.onReconnect = options.onReconnect;
    this.connectedBefore = this.client.status === 'ready';
    this.client.on('ready', this.reconnected);
    this.client.on('error', this.noteError);
  }

  // ioredis emits 'error' for connection failures only (a command's error rejects its promise).
  private readonly noteError = (error: unknown): void => {
    this.connectionError = error instanceof Error ? error.message : String(error);
  };

  private readonly reconnected = (): void => {
    this.connectionError = undefined;
    if (this.connectedBefore && !this.closed) this.onReconnect?.();
    this.connectedBefore = true;
  };

  private readonly preload = (): void => {
    for (const script of ALL_SCRIPTS)
      this.client.script('LOAD', script.source).catch(() => undefined);
  };

  /** The underlying ioredis client (for diagnostics and tests). */
  get redis(): Redis {
    return this.client;
  }

  async cool(credential: string, untilMs: number, nowMs: number): Promise<void> {
    await this.run(COOL_SCRIPT, [this.keys.cooling(credential)], [untilMs, nowMs]);
  }

  async kill(credential: string): Promise<void> {
    await this.ready();
    await this.client.set(this.keys.dead(credential), '1', 'PX', Math.ceil(this.ttl.deadMs));
  }

  async revive(credential: string): Promise<void> {
    await this.ready();
    await this.client.del(this.keys.dead(credential), this.keys.cooling(credential));
  }

  async credentialStates(
    credentials: readonly string[],
    nowMs: number,
  ): Promise<ReadonlyMap<string, CredentialState>> {
    const states = new Map<string, CredentialState>();
    if (credentials.length === 0) return states;
    const keys: string[] = [];
    for (const credential of credentials)
      keys.push(this.keys.dead(credential), this.keys.cooling(credential));
    await this.ready();
    const values = await this.client.mget(keys);
    credentials.forEach((credential, index) => {
      if (values[index * 2] != null) {
        states.set(credential, { status: 'dead' });
        return;
      }
      const cooling = values[index * 2 + 1];
      const untilMs = cooling == null ? undefined : Number(cooling);
      if (untilMs !== undefined && untilMs > nowMs)
        states.set(credential, { status: 'cooling', untilMs });
      else states.set(credential, { status: 'ok' });
    });
    return states;
  }

  async recordUsage(credential: string): Promise<number> {
    const value = await this.run(
      INCREMENT_SCRIPT,
      [this.keys.usage(credential)],
      [this.ttl.countersMs],
    );
    return Number(value);
  }

  async usage(credentials: readonly string[]): Promise<ReadonlyMap<string, number>> {
    if (credentials.length === 0) return new Map();
    await this.ready();
    const values = await this.client.mget(
      credentials.map((credential) => this.keys.usage(credential)),
    );
    return new Map(
      credentials.map((credential, index) => [credential, Number(values[index] ?? 0)]),
    );
  }

  async nextCursor(pool: string): Promise<number> {
    const value = await this.run(INCREMENT_SCRIPT, [this.keys.cursor(pool)], [this.ttl.countersMs]);
    return Number(value) - 1;
  }

  async breakerAllows(
    target: string,
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<{ readonly allowed: boolean; readonly snapshot: BreakerSnapshot }> {
    const reply = await this.run(
      BREAKER_ALLOW_SCRIPT,
      [this.keys.breaker(target)],
      [nowMs, policy.openMs, this.breakerTtlMs(policy)],
    );
    const fields = reply as readonly unknown[];
    return { allowed: Number(fields[0]) === 1, snapshot: parseSnapshot(fields, 1) };
  }

  async recordOutcome(
    target: string,
    outcome: 'success' | 'failure',
    nowMs: number,
    policy: BreakerPolicy,
  ): Promise<BreakerSnapshot> {
    const reply = await this.run(
      BREAKER_RECORD_SCRIPT,
      [this.keys.breaker(target)],
      [
        nowMs,
        outcome,
        policy.failureThreshold,
        policy.openMs,
        policy.windowMs,
        policy.minRequests,
        policy.failureRate,
        this.breakerTtlMs(policy),
      ],
    );
    return parseSnapshot(reply as readonly unknown[], 0);
  }

  /**
   * Gives back the half-open probe dated `probeAtMs` when it is still in flight and unreported:
   * an allow call that timed out on this side may still have run in Redis. True when given back.
   */
  async releaseProbe(target: string, probeAtMs: number, policy: BreakerPolicy): Promise<boolean> {
    const reply = await this.run(
      RELEASE_PROBE_SCRIPT,
      [this.keys.breaker(target)],
      [probeAtMs, this.breakerTtlMs(policy)],
    );
    return Number(reply) === 1;
  }

  async breaker(target: string, nowMs: number): Promise<BreakerSnapshot> {
    await this.ready();
    const values = await this.client.hmget(
      this.keys.breaker(target),
      's',
      'c',
      'o',
      'p',
      'ws',
      'wss',
      'wf',
    );
    if (values[0] == null) return closedBreaker(nowMs);
    return parseSnapshot(values, 0);
  }

  async recordFirstAttempt(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<void> {
    await this.run(
      BUDGET_FIRST_SCRIPT,
      [this.keys.budget(scope, budgetBucket(nowMs, policy))],
      [policy.windowMs * 2],
    );
  }

  async takeRetryToken(scope: string, nowMs: number, policy: RetryBudgetPolicy): Promise<boolean> {
    const keys = budgetWindow(nowMs, policy).map((bucket) => this.keys.budget(scope, bucket));
    const reply = await this.run(BUDGET_TAKE_SCRIPT, keys, [
      policy.ratio,
      policy.minRetries,
      policy.windowMs * 2,
    ]);
    return Number(reply) === 1;
  }

  async sessionTarget(session: string, model: string, nowMs: number): Promise<number | undefined> {
    return (await this.sessionPin(session, model, nowMs))?.position;
  }

  /** A session's pin with its expiry (the resilient wrapper copies it into its local store). */
  async sessionPin(session: string, model: string, nowMs: number): Promise<SessionPin | undefined> {
    await this.ready();
    const value = await this.client.get(this.keys.session(session, model));
    if (value == null) return undefined;
    const separator = value.indexOf(':');
    const expiresAtMs = Number(value.slice(separator + 1));
    if (expiresAtMs <= nowMs) return undefined;
    return { position: Number(value.slice(0, separator)), expiresAtMs };
  }

  async stickSession(
    session: string,
    model: string,
    position: number,
    nowMs: number,
    ttlMs: number,
  ): Promise<void> {
    await this.run(
      STICK_SESSION_SCRIPT,
      [this.keys.session(session, model)],
      [position, nowMs, ttlMs],
    );
  }

  /** Quits the client when the store created it; a client passed in stays open. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.client.off('ready', this.preload);
    this.client.off('ready', this.reconnected);
    this.client.off('error', this.noteError);
    if (!this.ownsClient) return;
    if (this.client.status === 'ready') {
      // quit() waits for the server; bound it so shutdown never hangs on a dying Redis.
      const quit = this.client.quit().then(
        () => undefined,
        () => undefined,
      );
      await Promise.race([quit, delay(this.commandTimeoutMs * 4)]);
    }
    this.client.disconnect();
  }

  private breakerTtlMs(policy: BreakerPolicy): number {
    return Math.max(this.ttl.breakerMs, 2 * policy.openMs + policy.windowMs);
  }

  /**
   * Waits (bounded by the command timeout) for the first connection; afterwards commands are
   * sent at once. Rejects, without sending anything, while the client is not connected (the
   * offline queue is off), with an error that says why the connection failed: a wrong password or
   * a refused port must not read as a slow Redis.
   */
  private ready(): Promise<void> | undefined {
    const status = this.client.status;
    if (status === 'ready') return undefined;
    if (status === 'wait') this.client.connect().catch(() => undefined);
    if (status !== 'wait' && status !== 'connecting' && status !== 'connect')
      return Promise.reject(this.notConnected());
    return new Promise<void>((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        this.client.off('ready', done);
        this.client.off('close', done);
        this.client.off('end', done);
        if (this.client.status === 'ready') resolve();
        else reject(this.notConnected());
      };
      const timer = setTimeout(done, this.commandTimeoutMs);
      // A failed attempt ends in 'close' (then 'reconnecting'): no reason to wait any longer.
      this.client.once('ready', done);
      this.client.once('close', done);
      this.client.once('end', done);
    });
  }

  private notConnected(): Error {
    const status = this.client.status;
    const reason = this.connectionError === undefined ? '' : `: ${this.connectionError}`;
    return new Error(
      this.closed
        ? 'the Redis store is closed'
        : `Redis is not connected (${status === 'connect' || status === 'connecting' || status === 'wait' ? 'connecting' : status})${reason}`,
    );
  }

  /** EVALSHA, loading the script with EVAL when the server does not know it (first use, restart). */
  private async run(
    script: LuaScript,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown> {
    await this.ready();
    let sha = this.shas.get(script);
    if (sha === undefined) {
      sha = sha1(script.source);
      this.shas.set(script, sha);
    }
    const argv = args.map((value) => (typeof value === 'number' ? String(value) : value));
    try {
      return await this.client.evalsha(sha, keys.length, ...keys, ...argv);
    } catch (error) {
      if (!isNoScript(error)) throw error;
      return await this.client.eval(script.source, keys.length, ...keys, ...argv);
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** The ioredis client options stayup uses: fail fast, never queue, reconnect with backoff. */
export function redisClientOptions(options: {
  readonly commandTimeoutMs: number;
  readonly connectTimeoutMs: number;
}) {
  return {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.connectTimeoutMs,
    commandTimeout: options.commandTimeoutMs,
    // Reconnect quickly at first, then at most once a second, forever: Redis coming back is expected.
    retryStrategy: (times: number) => Math.min(50 * 2 ** Math.min(times, 5), 1_000),
  } as const;
}

/**
 * Creates the Redis state store. Nothing connects on import; the connection opens when this is
 * called. By default the store is wrapped in {@link resilientStore}: while Redis is unreachable
 * every operation answers from local memory within a few ms, and local cooldowns, kills and
 * breaker openings are replayed when it returns. After any reconnection (a Redis without
 * persistence may have restarted empty, even between two calls) the cooldowns, kills and open
 * breakers this process knows are written back before calls read Redis again.
 *
 * @example
 * const store = redisStore({ url: 'redis://127.0.0.1:6379', onEvent: log });
 * const client = createClient({ models, store });
 */
export function redisStore(options: RedisStoreOptions = {}): StateStore {
  checkRedisOptions(options);
  const commandTimeoutMs = positive('commandTimeoutMs', options.commandTimeoutMs, 50);
  const connectTimeoutMs = positive('connectTimeoutMs', options.connectTimeoutMs, 500);
  const prefix = options.prefix ?? 'stayup:';
  const ttl: ResolvedTtls = {
    deadMs: positive('ttl.deadMs', options.ttl?.deadMs, 30 * DAY_MS),
    countersMs: positive('ttl.countersMs', options.ttl?.countersMs, DAY_MS),
    breakerMs: positive('ttl.breakerMs', options.ttl?.breakerMs, 3_600_000),
  };
  let client = options.client;
  const ownsClient = client === undefined;
  if (client === undefined) {
    client = new Redis(
      options.url ?? 'redis://127.0.0.1:6379',
      redisClientOptions({ commandTimeoutMs, connectTimeoutMs }),
    );
    // Connection errors surface as failed commands (answered locally); without a listener ioredis
    // would print every reconnect failure.
    client.on('error', () => undefined);
    client.connect().catch(() => undefined);
  }
  // A reconnection may be to a Redis that restarted empty: the wrapper re-shares what it knows.
  let wrapper: ResilientStore | undefined;
  const raw = new RedisStore({
    client,
    ownsClient,
    prefix,
    commandTimeoutMs,
    ttl,
    onReconnect: () => wrapper?.sharedReconnected(),
  });
  if (options.resilient === false) return raw;
  wrapper = resilientStore({
    ...options.fallback,
    shared: raw,
    name: options.fallback?.name ?? 'redis',
    timeoutMs: options.fallback?.timeoutMs ?? commandTimeoutMs,
    ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
  });
  return wrapper;
}
