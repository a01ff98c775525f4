import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayupEvent } from '../../src/core/events.js';
import type { BreakerPolicy } from '../../src/core/ports.js';
import { DEFAULT_RETRY_BUDGET } from '../../src/core/retry-budget.js';
import { redisStore } from '../../src/stores/redis/redis-store.js';
import type { ResilientStore } from '../../src/stores/resilient-store.js';
import { type RedisServer, skipRedisSuites, startRedisServer } from '../support/redis-server.js';

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
        commandTimeoutMs: 50,
        fallback: { probeIntervalMs: 100 },
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
      // Only the first call of each replica may wait for the command timeout (50 ms); the rest are local.
      expect(worstMs).toBeLessThan(150);
      expect(p99Ms).toBeLessThan(5);
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
  const events: StayupEvent[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    store = redisStore({
      url: server.url,
      prefix: 'frozen:',
      commandTimeoutMs: 50,
      fallback: { probeIntervalMs: 100 },
      onEvent: (event) => events.push(event),
    }) as ResilientStore;
  });

  afterAll(async () => {
    server?.resume();
    await store?.close();
    await server?.stop();
  });

  it('pays the timeout once, then answers locally at once; recovers when Redis answers again', async () => {
    expect(await store.nextCursor('p')).toBe(0);
    server.pause();
    const latenciesMs: number[] = [];
    for (let index = 0; index < 100; index++) {
      const began = performance.now();
      await store.credentialStates(['k1'], Date.now());
      latenciesMs.push(performance.now() - began);
    }
    const [first, ...rest] = latenciesMs;
    console.log(
      `[redis frozen] first call ${first?.toFixed(1)} ms (timeout 50 ms), then max ${Math.max(...rest).toFixed(3)} ms`,
    );
    expect(first).toBeGreaterThanOrEqual(45);
    expect(first).toBeLessThan(150);
    expect(Math.max(...rest)).toBeLessThan(5);
    expect(events.map((event) => event.type)).toEqual(['store_degraded']);
    expect(events[0]).toMatchObject({ message: expect.stringContaining('50 ms') });

    server.resume();
    await waitRecovered(store, 5_000);
    expect(events.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
    // The command that timed out must not shift later replies: answers still line up.
    expect(await store.nextCursor('p')).toBe(1);
    expect(await store.nextCursor('p')).toBe(2);
  });
});
