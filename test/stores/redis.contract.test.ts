import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BREAKER_POLICY } from '../../src/core/breaker.js';
import { DEFAULT_RETRY_BUDGET } from '../../src/core/retry-budget.js';
import { redisClientOptions, redisStore } from '../../src/stores/redis/redis-store.js';
import { describeStateStore } from '../../src/testing/state-store-contract.js';
import { type RedisServer, skipRedisSuites, startRedisServer } from '../support/redis-server.js';

const skip = skipRedisSuites();
let server: RedisServer | undefined;
let client: Redis | undefined;
let namespace = 0;

beforeAll(async () => {
  if (skip) return;
  server = await startRedisServer();
  client = new Redis(
    server.url,
    redisClientOptions({ commandTimeoutMs: 2_000, connectTimeoutMs: 2_000 }),
  );
  await client.connect();
});

afterAll(async () => {
  client?.disconnect();
  await server?.stop();
});

/** A store over the shared test client with a fresh key prefix, so every test starts empty. */
function freshStore(resilient: boolean) {
  namespace++;
  return redisStore({
    client: client!,
    prefix: `contract${namespace}:`,
    resilient,
    commandTimeoutMs: 2_000,
    // Strict coherence: never answer locally just because a loaded test machine is slow.
    fallback: { maxWaitMs: 2_000 },
  });
}

describeStateStore('redis (raw)', () => freshStore(false), { skip });
describeStateStore('redis (resilient wrapper, healthy)', () => freshStore(true), { skip });

describe.skipIf(skip)('redis store keys', () => {
  it('namespaces every key under the prefix and gives every key a TTL', async () => {
    const store = redisStore({ client: client!, prefix: 'ttl-check:', resilient: false });
    const nowMs = Date.now();
    await store.cool('k1', nowMs + 60_000, nowMs);
    await store.kill('k2');
    await store.recordUsage('k1');
    await store.nextCursor('pool');
    await store.breakerAllows('t1', nowMs, DEFAULT_BREAKER_POLICY);
    await store.recordOutcome('t2', 'failure', nowMs, DEFAULT_BREAKER_POLICY);
    await store.recordFirstAttempt('scope', nowMs, DEFAULT_RETRY_BUDGET);
    await store.takeRetryToken('scope', nowMs, DEFAULT_RETRY_BUDGET);
    await store.stickSession('session', 'chat', 1, nowMs, 600_000);

    const keys = (await client!.keys('ttl-check:*')).sort();
    expect(keys.map((key) => key.split(':')[1]).sort()).toEqual([
      'breaker',
      'breaker',
      'budget',
      'cool',
      'cursor',
      'dead',
      'session',
      'usage',
    ]);
    for (const key of keys)
      expect({ key, ttl: (await client!.pttl(key)) > 0 }).toEqual({ key, ttl: true });
    // A cooling key expires at its until time.
    const coolingTtl = await client!.pttl('ttl-check:cool:k1');
    expect(coolingTtl).toBeGreaterThan(55_000);
    expect(coolingTtl).toBeLessThanOrEqual(60_000);
    await store.close();
    // Closing a store never quits a client it was given.
    expect(client!.status).toBe('ready');
  });

  it('reloads its scripts after the server forgets them (SCRIPT FLUSH, as after a restart)', async () => {
    const store = redisStore({ client: client!, prefix: 'flush:', resilient: false });
    expect(await store.nextCursor('p')).toBe(0);
    await client!.script('FLUSH');
    expect(await store.nextCursor('p')).toBe(1);
    await store.close();
  });
});
