import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayupEvent } from '../../src/core/events.js';
import type { BreakerPolicy } from '../../src/core/ports.js';
import { DEFAULT_RETRY_BUDGET } from '../../src/core/retry-budget.js';
import { redisStore } from '../../src/stores/redis/redis-store.js';
import type { ResilientStore } from '../../src/stores/resilient-store.js';
import {
  freePort,
  type RedisServer,
  skipRedisSuites,
  startRedisServer,
} from '../support/redis-server.js';

const skip = skipRedisSuites();
const POLICY: BreakerPolicy = {
  failureThreshold: 2,
  openMs: 60_000,
  windowMs: 10_000,
  minRequests: 20,
  failureRate: 0.5,
};

/** Polls `resync()` (bounded) until the store is healthy again. */
async function waitRecovered(store: ResilientStore, limitMs: number): Promise<number> {
  const startedMs = Date.now();
  while (Date.now() - startedMs < limitMs) {
    if (await store.resync()) return Date.now() - startedMs;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`store did not recover within ${limitMs} ms`);
}

/** Waits (bounded) until a key has a value: a call may be answered locally before it lands in Redis. */
async function untilKeyIs(probe: Redis, key: string, value: string): Promise<void> {
  const deadlineMs = Date.now() + 2_000;
  while ((await probe.get(key)) !== value && Date.now() < deadlineMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await probe.get(key)).toBe(value);
}

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

describe.skipIf(skip)(
  'Redis outage: kill redis-server mid-run, restart it on the same port',
  () => {
    let server: RedisServer;
    let replicaA: ResilientStore;
    let replicaB: ResilientStore;
    const eventsA: StayupEvent[] = [];
    const eventsB: StayupEvent[] = [];

    beforeAll(async () => {
      server = await startRedisServer();
      const options = {
        url: server.url,
        prefix: 'fault:',
        // Generous, with strict coherence: a loaded CI machine must not look like an outage.
        // The kill is seen at once anyway (the connection closes).
        commandTimeoutMs: 500,
        fallback: { probeIntervalMs: 100, maxWaitMs: 500 },
      };
      replicaA = redisStore({
        ...options,
        onEvent: (event) => eventsA.push(event),
      }) as ResilientStore;
      replicaB = redisStore({
        ...options,
        onEvent: (event) => eventsB.push(event),
      }) as ResilientStore;
    });

    afterAll(async () => {
      await replicaA?.close();
      await replicaB?.close();
      await server?.stop();
    });

    it('keeps answering from local state within a few ms, then replays and converges', async () => {
      const startMs = Date.now();
      // Healthy: state written before the outage.
      await replicaA.cool('before', startMs + 120_000, startMs);
      expect((await replicaB.credentialStates(['before'], Date.now())).get('before')?.status).toBe(
        'cooling',
      );
      expect(eventsA).toEqual([]);

      await server.kill();

      // Outage: every operation still answers, each within a few ms.
      const latenciesMs: number[] = [];
      const timed = async <T>(operation: () => Promise<T>): Promise<T> => {
        const began = performance.now();
        const result = await operation();
        latenciesMs.push(performance.now() - began);
        return result;
      };
      const outageMs = Date.now();
      await timed(() => replicaA.cool('during', outageMs + 120_000, outageMs));
      for (let index = 0; index < POLICY.failureThreshold; index++)
        await timed(() => replicaA.recordOutcome('chat[0]', 'failure', outageMs, POLICY));
      await timed(() => replicaA.kill('revoked'));
      await timed(() => replicaA.stickSession('conversation', 'chat', 1, outageMs, 600_000));
      for (let index = 0; index < 200; index++) {
        const nowMs = Date.now();
        const replica = index % 2 ? replicaA : replicaB;
        await timed(() => replica.credentialStates(['before', 'during', 'other'], nowMs));
        await timed(() => replica.breakerAllows('chat[0]', nowMs, POLICY));
        await timed(() => replica.recordFirstAttempt('fleet', nowMs, DEFAULT_RETRY_BUDGET));
        await timed(() => replica.nextCursor('pool'));
      }
      // Replica A answers from what it knew and wrote locally.
      const local = await replicaA.credentialStates(['before', 'during', 'revoked'], Date.now());
      expect([...local.values()].map((state) => state.status)).toEqual([
        'cooling',
        'cooling',
        'dead',
      ]);
      expect((await replicaA.breakerAllows('chat[0]', Date.now(), POLICY)).allowed).toBe(false);
      // B learnt 'before' from Redis while healthy, so it still knows it.
      expect((await replicaB.credentialStates(['before'], Date.now())).get('before')?.status).toBe(
        'cooling',
      );

      const worstMs = Math.max(...latenciesMs);
      const p99Ms = percentile(latenciesMs, 0.99);
      console.log(
        `[redis outage] ${latenciesMs.length} store operations during the outage: ` +
          `p50 ${percentile(latenciesMs, 0.5).toFixed(3)} ms, p99 ${p99Ms.toFixed(3)} ms, max ${worstMs.toFixed(1)} ms`,
      );
      // A killed server closes the connection: no call waits for the 500 ms timeout, not even the
      // first. (Bounds leave room for a loaded CI machine; typical: max ≈ 1 ms, p99 ≈ 0.1 ms.)
      expect(worstMs).toBeLessThan(250);
      expect(p99Ms).toBeLessThan(10);
      expect(eventsA.map((event) => event.type)).toEqual(['store_degraded']);
      expect(eventsB.map((event) => event.type)).toEqual(['store_degraded']);
      expect(replicaA.degraded && replicaB.degraded).toBe(true);

      // Redis returns (empty: no persistence) on the same port.
      await server.restart();
      const recoveredAfterMs = await waitRecovered(replicaA, 5_000);
      await waitRecovered(replicaB, 5_000);
      console.log(`[redis outage] replica A recovered ${recoveredAfterMs} ms after the restart`);
      expect(eventsA.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
      expect(eventsB.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
      expect(replicaA.pendingReplay).toBe(0);

      // Converged: what A did locally during the outage is now shared, and B sees it via Redis.
      const nowMs = Date.now();
      const shared = await replicaB.credentialStates(['during', 'revoked'], nowMs);
      expect(shared.get('during')).toEqual({ status: 'cooling', untilMs: outageMs + 120_000 });
      expect(shared.get('revoked')).toEqual({ status: 'dead' });
      const breaker = await replicaB.breakerAllows('chat[0]', nowMs, POLICY);
      expect(breaker.allowed).toBe(false);
      expect(breaker.snapshot.openUntilMs).toBe(outageMs + POLICY.openMs);
      expect(await replicaB.sessionTarget('conversation', 'chat', nowMs)).toBe(1);

      // And it really is in Redis, not only in B's local mirror.
      const probe = new Redis(server.url);
      try {
        expect(await probe.get('fault:dead:revoked')).toBe('1');
        expect(await probe.hget('fault:breaker:chat%5B0%5D', 's')).toBe('open');
      } finally {
        probe.disconnect();
      }
    });
  },
);

describe.skipIf(skip)('Redis stops answering (frozen process, connections stay open)', () => {
  let server: RedisServer;
  let store: ResilientStore;
  let probe: Redis;
  const events: StayupEvent[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    probe = new Redis(server.url);
    store = redisStore({
      url: server.url,
      prefix: 'frozen:',
      commandTimeoutMs: 50,
      fallback: { probeIntervalMs: 100, maxWaitMs: 10 },
      onEvent: (event) => events.push(event),
    }) as ResilientStore;
  });

  afterAll(async () => {
    server?.resume();
    probe?.disconnect();
    await store?.close();
    await server?.stop();
  });

  it('pays the timeout once, then answers locally at once; recovers when Redis answers again', async () => {
    await store.nextCursor('p');
    await untilKeyIs(probe, 'frozen:cursor:p', '1');
    server.pause();
    const latenciesMs: number[] = [];
    for (let index = 0; index < 100; index++) {
      const began = performance.now();
      await store.credentialStates(['k1'], Date.now());
      latenciesMs.push(performance.now() - began);
    }
    const slow = latenciesMs.filter((latencyMs) => latencyMs > 5);
    console.log(
      `[redis frozen] ${latenciesMs.length} calls: ${slow.length} waited maxWaitMs (10 ms) before the ` +
        `50 ms timeout declared Redis down; max ${Math.max(...latenciesMs).toFixed(1)} ms, ` +
        `p50 ${[...latenciesMs].sort((a, b) => a - b)[50]?.toFixed(3)} ms`,
    );
    // Callers are answered locally after ~maxWaitMs (10 ms) instead of waiting for the 50 ms
    // timeout, and only until the timeout declares Redis down. (Bounds leave room for a loaded CI
    // machine; typical: 3–5 slow calls, max ≈ 11–17 ms.)
    expect(Math.max(...latenciesMs)).toBeLessThan(100);
    expect(slow.length).toBeGreaterThanOrEqual(1);
    expect(slow.length).toBeLessThanOrEqual(30);
    expect(events.map((event) => event.type)).toEqual(['store_degraded']);
    expect(events[0]).toMatchObject({ message: expect.stringMatching(/50 ms|timed out/i) });

    server.resume();
    await waitRecovered(store, 5_000);
    expect(events.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
    // Commands that timed out must not shift later replies: the shared counter still lines up.
    await store.nextCursor('p');
    await untilKeyIs(probe, 'frozen:cursor:p', '2');
  });
});

describe.skipIf(skip)('Redis restarts between two calls (no call sees the outage)', () => {
  let server: RedisServer;
  let store: ResilientStore;
  let probe: Redis;
  const events: StayupEvent[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    probe = new Redis(server.url, { lazyConnect: true });
    probe.on('error', () => undefined);
    store = redisStore({
      url: server.url,
      prefix: 'quick:',
      commandTimeoutMs: 500,
      fallback: { probeIntervalMs: 100, maxWaitMs: 500 },
      onEvent: (event) => events.push(event),
    }) as ResilientStore;
  });

  afterAll(async () => {
    probe?.disconnect();
    await store?.close();
    await server?.stop();
  });

  it('re-shares its cooldowns, kills and open breakers once the client reconnects', async () => {
    const nowMs = Date.now();
    await store.cool('cooling', nowMs + 120_000, nowMs);
    await store.kill('revoked');
    for (let index = 0; index < POLICY.failureThreshold; index++)
      await store.recordOutcome('chat[0]', 'failure', nowMs, POLICY);
    await server.restart();
    // No store call until the client has reconnected by itself and the re-share has run.
    await probe.connect();
    const deadlineMs = Date.now() + 5_000;
    while ((await probe.get('quick:dead:revoked')) !== '1' && Date.now() < deadlineMs)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await probe.get('quick:dead:revoked')).toBe('1');
    expect(await store.resync()).toBe(true);
    expect(Number(await probe.get('quick:cool:cooling'))).toBe(nowMs + 120_000);
    expect(await probe.hget('quick:breaker:chat%5B0%5D', 's')).toBe('open');
    const states = await store.credentialStates(['cooling', 'revoked'], Date.now());
    expect([...states.values()].map((state) => state.status)).toEqual(['cooling', 'dead']);
    // A reconnection that re-shared everything is no outage.
    expect(events).toEqual([]);
  });
});

describe.skipIf(skip)('Redis URLs with credentials and a database index', () => {
  const password = 'p@ss/w:rd#42';
  let server: RedisServer;

  beforeAll(async () => {
    server = await startRedisServer({ args: ['--requirepass', password] });
  });

  afterAll(async () => {
    await server?.stop();
  });

  /** A store on `url`; runs one cool and returns its events and how long the call took. */
  async function coolOnce(url: string): Promise<{ events: StayupEvent[]; tookMs: number }> {
    const events: StayupEvent[] = [];
    // A long timeout: a failed connection must be reported as such, not as a slow Redis.
    const store = redisStore({
      url,
      prefix: 'auth:',
      commandTimeoutMs: 2_000,
      // Strict coherence: the call waits for Redis's own answer (a first connection on a loaded
      // machine can take longer than the default 20 ms).
      fallback: { maxWaitMs: 2_000 },
      onEvent: (event) => events.push(event),
    });
    try {
      const startedMs = Date.now();
      await store.cool('k', startedMs + 60_000, startedMs);
      return { events, tookMs: Date.now() - startedMs };
    } finally {
      await store.close();
    }
  }

  it('uses an encoded password and the database index of the URL', async () => {
    const url = `redis://:${encodeURIComponent(password)}@127.0.0.1:${server.port}/3`;
    expect((await coolOnce(url)).events).toEqual([]);
    const probe = new Redis({ port: server.port, password, db: 3 });
    try {
      expect(await probe.keys('auth:*')).toEqual(['auth:cool:k']);
    } finally {
      probe.disconnect();
    }
  });

  it('says the password is wrong (without it) instead of "no answer"', async () => {
    const { events, tookMs } = await coolOnce(
      `redis://default:wrong-secret-1234@127.0.0.1:${server.port}`,
    );
    expect(events.map((event) => event.type)).toEqual(['store_degraded']);
    const { message } = events[0] as { message: string };
    expect(message).toMatch(/WRONGPASS/);
    expect(message).not.toMatch(/wrong-secret-1234/);
    expect(tookMs).toBeLessThan(1_000);
  });

  it('says no password was given to a Redis that requires one', async () => {
    const { events } = await coolOnce(`redis://127.0.0.1:${server.port}`);
    expect(events[0]).toMatchObject({ message: expect.stringMatching(/NOAUTH/) });
  });

  it('says the connection was refused, at once', async () => {
    const { events, tookMs } = await coolOnce(`redis://:secret-5678@127.0.0.1:${await freePort()}`);
    expect(events[0]).toMatchObject({ message: expect.stringMatching(/ECONNREFUSED/) });
    expect((events[0] as { message: string }).message).not.toMatch(/secret-5678/);
    expect(tookMs).toBeLessThan(1_000);
  });
});
