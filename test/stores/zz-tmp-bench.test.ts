import { it } from 'vitest';
import { DEFAULT_BREAKER_POLICY } from '../../src/core/breaker.js';
import type { StateStore } from '../../src/core/ports.js';
import { memoryStore } from '../../src/stores/memory/memory-store.js';
import { redisStore } from '../../src/stores/redis/redis-store.js';
import { resilientStore } from '../../src/stores/resilient-store.js';
import { startRedisServer } from '../support/redis-server.js';

async function bench(name: string, store: StateStore, n: number) {
  const creds = ['k1', 'k2', 'k3'];
  for (let i = 0; i < 200; i++) await store.credentialStates(creds, Date.now());
  let t = performance.now();
  for (let i = 0; i < n; i++) await store.credentialStates(creds, Date.now());
  const a = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  for (let i = 0; i < n; i++) await store.breakerAllows('t', Date.now(), DEFAULT_BREAKER_POLICY);
  const b = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  for (let i = 0; i < n; i++)
    await store.recordOutcome('t', 'success', Date.now(), DEFAULT_BREAKER_POLICY);
  const c = ((performance.now() - t) * 1000) / n;
  t = performance.now();
  await Promise.all(
    Array.from({ length: n }, () => store.breakerAllows('t', Date.now(), DEFAULT_BREAKER_POLICY)),
  );
  const d = ((performance.now() - t) * 1000) / n;
  console.log(
    `${name}: credentialStates ${a.toFixed(1)}µs, breakerAllows ${b.toFixed(1)}µs, recordOutcome ${c.toFixed(1)}µs, concurrent breakerAllows ${d.toFixed(1)}µs/op`,
  );
}

it('bench', async () => {
  await bench('memory', memoryStore(), 20000);
  await bench('resilient(memory)', resilientStore({ shared: memoryStore() }), 20000);
  const server = await startRedisServer();
  const events: unknown[] = [];
  const raw = redisStore({ url: server.url, resilient: false, commandTimeoutMs: 1000 });
  await bench('redis raw', raw, 3000);
  await raw.close();
  const res = redisStore({ url: server.url, onEvent: (e) => events.push(e) });
  await bench('redis resilient', res, 3000);
  console.log(events);
  await res.close();
  await server.stop();
}, 60000);
