/**
 * Two clients with different configs on one state store (what two gateways of two regions on one
 * Redis are): the same model name, position, provider and model, but different base URLs. Each
 * endpoint keeps its own breaker, round-robin cursor and keyless hold; the same base URL written
 * another way shares them; the public target id stays the same in events, results and the
 * gateway's `x-stayup-target`. Run on the memory store and on a real redis-server.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src/client/create-client.js';
import type { Client, TargetOptions } from '../../src/client/types.js';
import { parseConfig } from '../../src/config/index.js';
import { NoTargetAvailableError } from '../../src/core/errors.js';
import type { StayupEvent } from '../../src/core/events.js';
import type { StateStore } from '../../src/core/ports.js';
import { createGateway } from '../../src/gateway/index.js';
import { memoryStore } from '../../src/stores/memory/memory-store.js';
import { redisStore } from '../../src/stores/redis/redis-store.js';
import { ManualClock } from '../../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from '../fakes/index.js';
import { type RedisServer, skipRedisSuites, startRedisServer } from '../support/redis-server.js';

const skipRedis = skipRedisSuites();
const KEYS = ['sk-region-key-one-000000000001', 'sk-region-key-two-000000000002'];
/** OpenAI's own 503 body; a breaker failure (`overloaded`). */
const OVERLOADED = {
  kind: 'error',
  status: 503,
  body: {
    error: {
      message: 'The server is overloaded or not ready yet.',
      type: 'server_error',
      param: null,
      code: null,
    },
  },
} as const;
/** A relay's 429 stating an hour's wait: a keyless target is held until then. */
const LIMITED_FOR_AN_HOUR = {
  kind: 'error',
  status: 429,
  headers: { 'retry-after': '3600' },
  body: {
    error: {
      message: 'Rate limit reached for requests. Please try again in 1h.',
      type: 'requests',
      param: null,
      code: 'rate_limit_exceeded',
    },
  },
} as const;

/** The same endpoint written another way: an upper-case scheme and a trailing slash. */
function respelled(baseUrl: string): string {
  return `${baseUrl.replace(/^http:/, 'HTTP:')}/`;
}

/** A shared store each client may "close" without closing it for the others. */
function unclosable(store: StateStore): StateStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'close') return async () => undefined;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

interface Fixture {
  readonly store: StateStore;
  readonly clock: ManualClock;
  readonly events: StayupEvent[];
}

function client(fixture: Fixture, model: string, target: Partial<TargetOptions>): Client {
  return createClient({
    models: { [model]: { targets: [{ provider: 'vllm', model: 'llama', ...target }] } },
    store: unclosable(fixture.store),
    clock: fixture.clock,
    retry: { maxRetries: 0 },
    breaker: { failureThreshold: 1, openMs: 600_000 },
    budget: false,
    onEvent: (event) => fixture.events.push(event),
  });
}

const ask = (on: Client, model: string) =>
  on.chat({ model, messages: [{ role: 'user', content: 'hello' }] });

function describeOnStore(name: string, setup: () => Promise<StateStore>, skip = false): void {
  describe.skipIf(skip)(`store keys of targets with their own endpoint (${name})`, () => {
    let fixture: Fixture;
    const fakes: FakeProvider[] = [];
    const fake = async (): Promise<FakeProvider> => {
      const started = await startFakeProvider({ wire: 'openai' });
      fakes.push(started);
      return started;
    };

    beforeAll(async () => {
      fixture = {
        store: await setup(),
        clock: new ManualClock({ startMs: Date.now() }),
        events: [],
      };
    });

    afterAll(async () => {
      await fixture?.store.close();
      await Promise.all(fakes.map((started) => started.close()));
    });

    it('a breaker opened on one host does not stop the other host; the same host written twice shares it', async () => {
      const [east, west] = [await fake(), await fake()];
      east.setDefault(OVERLOADED);
      const onEast = client(fixture, 'breaker', { baseUrl: east.baseUrl });
      const onWest = client(fixture, 'breaker', { baseUrl: west.baseUrl });
      const onEastAgain = client(fixture, 'breaker', { baseUrl: respelled(east.baseUrl) });

      await expect(ask(onEast, 'breaker')).rejects.toThrow();
      const opened = fixture.events.filter((event) => event.type === 'breaker_open');
      expect(opened.map((event) => (event as { target: string }).target)).toEqual([
        'breaker[0]:vllm/llama',
      ]);

      const answer = await ask(onWest, 'breaker');
      expect(answer.target).toBe('breaker[0]:vllm/llama');
      expect(west.requests).toHaveLength(1);

      await expect(ask(onEastAgain, 'breaker')).rejects.toThrow(NoTargetAvailableError);
      expect(east.requests).toHaveLength(1);
    });

    it('each host walks its own round-robin cursor; the same host written twice shares it', async () => {
      const [east, west] = [await fake(), await fake()];
      const target = { keys: KEYS, strategy: 'round_robin' } as const;
      const onEast = client(fixture, 'cursor', { ...target, baseUrl: east.baseUrl });
      const onWest = client(fixture, 'cursor', { ...target, baseUrl: west.baseUrl });
      const onEastAgain = client(fixture, 'cursor', {
        ...target,
        baseUrl: respelled(east.baseUrl),
      });

      await ask(onEast, 'cursor');
      await ask(onWest, 'cursor');
      await ask(onEastAgain, 'cursor');
      const keysSent = (on: FakeProvider) =>
        on.requests.map((request) => request.headers.authorization);
      expect(keysSent(east)).toEqual([`Bearer ${KEYS[0]}`, `Bearer ${KEYS[1]}`]);
      expect(keysSent(west)).toEqual([`Bearer ${KEYS[0]}`]);
    });

    it('a keyless hold on one host leaves the other host free; the same host written twice is held', async () => {
      const [east, west] = [await fake(), await fake()];
      east.setDefault(LIMITED_FOR_AN_HOUR);
      const onEast = client(fixture, 'hold', { baseUrl: east.baseUrl });
      const onWest = client(fixture, 'hold', { baseUrl: west.baseUrl });
      const onEastAgain = client(fixture, 'hold', { baseUrl: respelled(east.baseUrl) });

      await expect(ask(onEast, 'hold')).rejects.toThrow();
      expect((await ask(onWest, 'hold')).target).toBe('hold[0]:vllm/llama');
      await expect(ask(onEastAgain, 'hold')).rejects.toThrow(NoTargetAvailableError);
      expect(east.requests).toHaveLength(1);
    });

    it('events carry the public target id, never the store key', () => {
      const targets = fixture.events.flatMap((event) =>
        ['target', 'from', 'to']
          .map((field) => (event as unknown as Record<string, unknown>)[field])
          .filter((value): value is string => typeof value === 'string'),
      );
      expect(targets.length).toBeGreaterThan(0);
      expect(new Set(targets)).toEqual(
        new Set(['breaker[0]:vllm/llama', 'cursor[0]:vllm/llama', 'hold[0]:vllm/llama']),
      );
    });
  });
}

describeOnStore('memory', async () => memoryStore());

let redisServer: RedisServer | undefined;
describeOnStore(
  'redis',
  async () => {
    redisServer ??= await startRedisServer();
    return redisStore({
      url: redisServer.url,
      prefix: `keys${Math.random()}:`,
      commandTimeoutMs: 1_000,
      fallback: { maxWaitMs: 1_000 },
    });
  },
  skipRedis,
);
afterAll(async () => {
  await redisServer?.stop();
});

describe.skipIf(skipRedis)('two gateways on one Redis, same model, different base URLs', () => {
  let server: RedisServer;
  let redis: Redis;
  let east: FakeProvider;
  let west: FakeProvider;
  const gateways: { url: string; close(): Promise<void> }[] = [];

  const gatewayOn = async (baseUrl: string): Promise<string> => {
    const config = parseConfig(`store: { redis: "${server.url}", prefix: "gw-keys:" }
retry: { max_retries: 0 }
breaker: { failure_threshold: 1, open: 10m }
budget: false
models:
  chat:
    targets:
      - provider: vllm
        model: llama
        base_url: ${baseUrl}
`);
    const gateway = createGateway({ config, logger: false, metrics: false });
    const url = (await gateway.listen(0, '127.0.0.1')).url;
    gateways.push({ url, close: () => gateway.close() });
    return url;
  };

  const post = (url: string) =>
    fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'hello' }] }),
    });

  beforeAll(async () => {
    server = await startRedisServer();
    redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    east = await startFakeProvider({ wire: 'openai' });
    west = await startFakeProvider({ wire: 'openai' });
    east.setDefault(OVERLOADED);
  });

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    redis?.disconnect();
    await Promise.all([east?.close(), west?.close()]);
    await server?.stop();
  });

  it('keeps one breaker per endpoint in Redis and the public id in x-stayup-target', async () => {
    const eastGateway = await gatewayOn(east.baseUrl);
    const westGateway = await gatewayOn(west.baseUrl);
    const failed = await post(eastGateway);
    expect(failed.status).toBe(503);
    // A store call slower than its budget is answered locally and replayed to Redis afterwards (a
    // saturated host): wait, bounded, for the breaker's key instead of reading once.
    let breakers = await redis.keys('gw-keys:breaker:*');
    for (let poll = 0; breakers.length === 0 && poll < 50; poll++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      breakers = await redis.keys('gw-keys:breaker:*');
    }
    expect(breakers.map(decodeURIComponent)).toEqual([
      expect.stringMatching(/^gw-keys:breaker:chat\[0\]:vllm\/llama@[0-9a-f]{16}$/),
    ]);

    const answered = await post(westGateway);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-stayup-target')).toBe('chat[0]:vllm/llama');
    await answered.text();
    expect(west.requests).toHaveLength(1);
  });
});

/** Every id a store method was given, by method (the credential methods' ids included). */
function recordingStore(store: StateStore, calls: Map<string, Set<string>>): StateStore {
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const ids = Array.isArray(args[0]) ? args[0] : [args[0]];
        const seen = calls.get(String(property)) ?? new Set<string>();
        for (const id of ids) seen.add(String(id));
        calls.set(String(property), seen);
        return value.apply(target, args);
      };
    },
  });
}

describe('every path of the engine keys a target with a base URL by its store key', () => {
  const fakes: FakeProvider[] = [];
  afterAll(async () => {
    await Promise.all(fakes.map((started) => started.close()));
  });

  it('breaker, half-open probe give-back, keyless hold read and write, cheap route and cursor; public id outside', async () => {
    const [primary, secondary, cheap] = await Promise.all([
      startFakeProvider({ wire: 'openai' }),
      startFakeProvider({ wire: 'openai' }),
      startFakeProvider({ wire: 'openai' }),
    ]);
    fakes.push(primary, secondary, cheap);
    primary.enqueue(OVERLOADED, { kind: 'hang', headers: false });
    cheap.setDefault(LIMITED_FOR_AN_HOUR);
    const calls = new Map<string, Set<string>>();
    const events: StayupEvent[] = [];
    const clock = new ManualClock({ startMs: Date.now() });
    const client = createClient({
      models: {
        chat: {
          targets: [
            { provider: 'vllm', model: 'llama', baseUrl: primary.baseUrl },
            {
              provider: 'vllm',
              model: 'llama',
              baseUrl: secondary.baseUrl,
              keys: KEYS,
              strategy: 'round_robin',
            },
          ],
          cheap: { target: { provider: 'vllm', model: 'small', baseUrl: cheap.baseUrl } },
        },
      },
      store: recordingStore(memoryStore(), calls),
      clock,
      retry: { maxRetries: 3, maxOverloadedRetries: 0 },
      breaker: { failureThreshold: 1, openMs: 60_000 },
      budget: false,
      onEvent: (event) => events.push(event),
    });

    // Cheap route held an hour (keyless hold written), primary 503 (breaker opens), secondary answers.
    const first = await ask(client, 'chat');
    expect(first.target).toBe('chat[1]:vllm/llama');
    expect(first.attempts.map((attempt) => attempt.target)).toEqual([
      'chat[cheap]:vllm/small',
      'chat[0]:vllm/llama',
      'chat[1]:vllm/llama',
    ]);
    // The breaker's probe is due: the cheap route is still held (read), the primary's probe is
    // taken and the caller walks away from it (given back).
    await clock.advance(60_001);
    const controller = new AbortController();
    const second = client.chat(
      { model: 'chat', messages: [{ role: 'user', content: 'hello' }] },
      { signal: controller.signal },
    );
    await primary.waitForRequests(2);
    controller.abort(new Error('caller left'));
    await expect(second).rejects.toThrow('caller left');
    await client.close();

    const storeKeyOf = (id: string) =>
      expect.stringMatching(new RegExp(`^${literal(id)}@[0-9a-f]{16}$`));
    const [primaryKey, secondaryKey] = ['chat[0]:vllm/llama', 'chat[1]:vllm/llama'].map(storeKeyOf);
    const idsOf = (method: string) => [...(calls.get(method) ?? [])].sort();
    expect(idsOf('recordOutcome')).toEqual([primaryKey, secondaryKey]);
    expect(idsOf('breakerAllows')).toEqual(expect.arrayContaining([primaryKey, secondaryKey]));
    expect(idsOf('releaseProbe')).toEqual([primaryKey]);
    expect(idsOf('nextCursor')).toEqual([secondaryKey]);
    const holds = (method: string) => idsOf(method).filter((id) => id.startsWith('target:'));
    expect(holds('cool')).toEqual([storeKeyOf('target:chat[cheap]:vllm/small')]);
    expect(holds('credentialStates')).toEqual(expect.arrayContaining(holds('cool')));
    for (const id of holds('credentialStates')) expect(id).toMatch(/@[0-9a-f]{16}$/);
    // No store method was ever given a bare public id, under any prefix.
    for (const [method, ids] of calls)
      for (const id of ids) expect(`${method} ${id}`).not.toMatch(/\/(llama|small)$/);

    const shown = events.flatMap((event) =>
      ['target', 'from', 'to']
        .map((field) => (event as unknown as Record<string, unknown>)[field])
        .filter((value): value is string => typeof value === 'string'),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const value of shown) expect(value).not.toContain('@');
  });
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
