import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StayupEvent } from '../../src/core/events.js';
import type { BreakerPolicy, StateStore } from '../../src/core/ports.js';
import { redisStore } from '../../src/stores/redis/redis-store.js';
import { type RedisServer, skipRedisSuites, startRedisServer } from '../support/redis-server.js';

const skip = skipRedisSuites();
const POLICY: BreakerPolicy = {
  failureThreshold: 3,
  openMs: 30_000,
  windowMs: 10_000,
  minRequests: 20,
  failureRate: 0.5,
};

describe.skipIf(skip)('two replicas on one Redis', () => {
  let server: RedisServer;
  let replicaA: StateStore;
  let replicaB: StateStore;
  const events: StayupEvent[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
    // Two stores, two ioredis connections: what two gateway processes have.
    const options = {
      url: server.url,
      prefix: 'replicas:',
      commandTimeoutMs: 1_000,
      // Strict coherence: never answer locally just because a loaded test machine is slow.
      fallback: { maxWaitMs: 1_000 },
      onEvent: (event: StayupEvent) => events.push(event),
    };
    replicaA = redisStore(options);
    replicaB = redisStore(options);
  });

  afterAll(async () => {
    // Every answer above came from Redis, not from a local fallback.
    expect(events).toEqual([]);
    await replicaA?.close();
    await replicaB?.close();
    await server?.stop();
  });

  it("sees the other replica's cooldowns and kills at once", async () => {
    const startedMs = Date.now();
    await replicaA.cool('openai#1', startedMs + 60_000, startedMs);
    await replicaA.kill('openai#2');
    const states = await replicaB.credentialStates(
      ['openai#1', 'openai#2', 'openai#3'],
      Date.now(),
    );
    expect(Date.now() - startedMs).toBeLessThan(1_000);
    expect([...states]).toEqual([
      ['openai#1', { status: 'cooling', untilMs: startedMs + 60_000 }],
      ['openai#2', { status: 'dead' }],
      ['openai#3', { status: 'ok' }],
    ]);
    await replicaB.revive('openai#2');
    expect((await replicaA.credentialStates(['openai#2'], Date.now())).get('openai#2')).toEqual({
      status: 'ok',
    });
  });

  it('honours a breaker the other replica opened, and shares the half-open probe', async () => {
    const startedMs = Date.now();
    for (let index = 0; index < POLICY.failureThreshold; index++)
      await replicaA.recordOutcome('chat[0]', 'failure', startedMs, POLICY);
    const seen = await replicaB.breakerAllows('chat[0]', Date.now(), POLICY);
    expect(Date.now() - startedMs).toBeLessThan(1_000);
    expect(seen.allowed).toBe(false);
    expect(seen.snapshot.status).toBe('open');
    // After the cooldown exactly one of the replicas gets the probe.
    const probeAt = startedMs + POLICY.openMs;
    const answers = await Promise.all([
      replicaA.breakerAllows('chat[0]', probeAt, POLICY),
      replicaB.breakerAllows('chat[0]', probeAt, POLICY),
      replicaA.breakerAllows('chat[0]', probeAt, POLICY),
      replicaB.breakerAllows('chat[0]', probeAt, POLICY),
    ]);
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(1);
  });

  it('shares round-robin cursors, usage counts, the retry budget and session pins', async () => {
    const cursors = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 ? replicaA : replicaB).nextCursor('pool'),
      ),
    );
    expect([...cursors].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    await replicaA.recordUsage('k');
    await replicaB.recordUsage('k');
    expect((await replicaA.usage(['k'])).get('k')).toBe(2);
    const nowMs = Date.now();
    const budget = { ratio: 0.2, windowMs: 10_000, minRetries: 3 };
    const grants = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? replicaA : replicaB).takeRetryToken('fleet', nowMs, budget),
      ),
    );
    expect(grants.filter(Boolean)).toHaveLength(3);
    await replicaA.stickSession('conversation-1', 'chat', 1, nowMs, 60_000);
    expect(await replicaB.sessionTarget('conversation-1', 'chat', nowMs)).toBe(1);
  });
});
