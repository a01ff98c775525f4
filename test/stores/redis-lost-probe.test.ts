/**
 * The half-open probe under a slow Redis. A breaker allow call that this replica stops waiting for
 * (it answers its caller from local state) may still run in Redis and date the single probe there.
 * Nobody reports that probe's outcome to Redis, so every replica used to be refused until the probe
 * was presumed lost — a whole `openMs` (here 60 s) with a healthy target skipped fleet-wide. The
 * replica now gives the probe back as soon as Redis answers it again.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreakerPolicy } from '../../src/core/ports.js';
import { MemoryStore } from '../../src/stores/memory/memory-store.js';
import { type RedisStore, redisStore } from '../../src/stores/redis/redis-store.js';
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
const TARGET = 'chat[0]:openai/gpt-4o-mini';
const HASH = 'lost:breaker:chat%5B0%5D%3Aopenai%2Fgpt-4o-mini';

/** Polls `resync()` (bounded) until the store is healthy again. */
async function waitRecovered(store: ResilientStore, limitMs: number): Promise<void> {
  const startedMs = Date.now();
  while (Date.now() - startedMs < limitMs) {
    if (await store.resync()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`store did not recover within ${limitMs} ms`);
}

/** Waits (bounded) until a hash field has a value. */
async function untilFieldIs(probe: Redis, field: string, value: string): Promise<void> {
  const deadlineMs = Date.now() + 2_000;
  while ((await probe.hget(HASH, field)) !== value && Date.now() < deadlineMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await probe.hget(HASH, field)).toBe(value);
}

describe.skipIf(skip)('Redis: a half-open probe dated by a call nobody waited for', () => {
  let server: RedisServer;
  let replicaA: ResilientStore;
  let replicaB: ResilientStore;
  let probe: Redis;

  beforeAll(async () => {
    server = await startRedisServer();
    probe = new Redis(server.url);
    const options = {
      url: server.url,
      prefix: 'lost:',
      commandTimeoutMs: 100,
      fallback: { probeIntervalMs: 50, maxWaitMs: 20 },
    };
    replicaA = redisStore(options) as ResilientStore;
    replicaB = redisStore(options) as ResilientStore;
    // Calls made before the connection is up are answered locally: start on a connected Redis.
    for (const [index, replica] of [replicaA, replicaB].entries()) {
      const nowMs = Date.now();
      await replica.cool(`warm${index}`, nowMs + 60_000, nowMs);
      const deadlineMs = Date.now() + 5_000;
      while ((await probe.get(`lost:cool:warm${index}`)) === null && Date.now() < deadlineMs)
        await new Promise((resolve) => setTimeout(resolve, 10));
      await waitRecovered(replica, 5_000);
    }
  });

  afterAll(async () => {
    server?.resume();
    probe?.disconnect();
    await replicaA?.close();
    await replicaB?.close();
    await server?.stop();
  });

  it('is given back when Redis answers again, not held for the whole openMs', async () => {
    const openedMs = 1_700_000_000_000;
    for (let index = 0; index < POLICY.failureThreshold; index++)
      await replicaA.recordOutcome(TARGET, 'failure', openedMs, POLICY);
    await untilFieldIs(probe, 's', 'open');

    // Redis freezes just as the cooldown ends: A's allow call is answered locally (A knew the
    // opening, so its local breaker hands this caller the probe), but the script stays queued.
    const probeAtMs = openedMs + POLICY.openMs;
    server.pause();
    const verdict = await replicaA.breakerAllows(TARGET, probeAtMs, POLICY);
    expect(verdict.allowed).toBe(true);
    // The probe call succeeds while A still answers locally (its outcome stays local).
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(replicaA.degraded).toBe(true);
    await replicaA.recordOutcome(TARGET, 'success', probeAtMs + 500, POLICY);

    // Redis wakes up and runs the queued script: the probe is dated in Redis.
    server.resume();
    await waitRecovered(replicaA, 5_000);

    // The probe A's caller never took from Redis is re-offered: B may probe at once.
    await untilFieldIs(probe, 'p', '0');
    const other = await replicaB.breakerAllows(TARGET, probeAtMs + 1_000, POLICY);
    expect(other.allowed).toBe(true);
    expect(other.snapshot.status).toBe('half_open');
    // Only one probe at a time still holds: B's probe is now in flight.
    const third = await replicaA.breakerAllows(TARGET, probeAtMs + 1_001, POLICY);
    expect(third.allowed).toBe(false);
  });

  it('releaseProbe gives back only the probe it names, on Redis as in memory', async () => {
    const raw = redisStore({ url: server.url, prefix: 'release:', resilient: false }) as RedisStore;
    const memory = new MemoryStore();
    try {
      const outcomes: unknown[][] = [];
      for (const store of [raw, memory]) {
        const openedMs = 1_700_000_000_000;
        const probeAtMs = openedMs + POLICY.openMs;
        const seen: unknown[] = [await store.releaseProbe('t', probeAtMs, POLICY)]; // no breaker
        await store.recordOutcome('t', 'failure', openedMs, POLICY);
        await store.recordOutcome('t', 'failure', openedMs, POLICY);
        seen.push(await store.releaseProbe('t', probeAtMs, POLICY)); // open, no probe yet
        seen.push((await store.breakerAllows('t', probeAtMs, POLICY)).allowed);
        seen.push(await store.releaseProbe('t', probeAtMs - 1, POLICY)); // another probe's time
        seen.push(await store.releaseProbe('t', probeAtMs, POLICY)); // given back
        seen.push(await store.breaker('t', probeAtMs));
        seen.push((await store.breakerAllows('t', probeAtMs + 1, POLICY)).allowed);
        await store.recordOutcome('t', 'success', probeAtMs + 2, POLICY);
        seen.push(await store.releaseProbe('t', probeAtMs + 1, POLICY)); // resolved: closed
        outcomes.push(seen);
      }
      expect(outcomes[0]).toEqual(outcomes[1]);
      expect(outcomes[0]).toEqual([
        false,
        false,
        true,
        false,
        true,
        expect.objectContaining({ status: 'half_open', probeInFlight: false }),
        true,
        false,
      ]);
    } finally {
      await raw.close();
    }
  });
});
