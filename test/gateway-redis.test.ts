/**
 * Two real `stayup serve` processes (separate Node processes, separate ioredis connections) on one
 * real redis-server: a key rate-limited through replica A is skipped by replica B, a breaker opened
 * by A is honoured by B, and a bounded load through both survives redis-server being killed and
 * restarted (empty: no persistence) with zero failed requests, after which the shared state
 * converges again. Loopback only; every process is stopped in afterAll.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialFingerprint } from '../src/client/credential-fingerprint.js';
import { bundleCliFromSources, type CliBundle } from './support/cli-from-sources.js';
import {
  freePort,
  type RedisServer,
  skipRedisSuites,
  startRedisServer,
} from './support/redis-server.js';

const skip = skipRedisSuites();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PREFIX = 'gw:';
const FAST = '{ ttft: 0ms, tokens_per_s: 100000, chunk: 1ms, error: 0ms }';
const LIMITED_KEY = credentialFingerprint('sandbox', 'limited-key-one');

function configYaml(redisUrl: string): string {
  return `server: { host: 127.0.0.1 }
store: { redis: "${redisUrl}", prefix: "${PREFIX}" }
log: silent
retry: { base_delay: 1ms, max_delay: 5ms, max_overloaded_retries: 1, max_retries: 4 }
breaker: { failure_threshold: 2, open: 10m }
budget: false
models:
  limited:
    targets:
      - provider: sandbox
        model: sandbox-large
        keys: ["limited-key-one", "limited-key-two"]
        latency: ${FAST}
        faults:
          - { keys: [0], status: 429, headers: { retry-after: "600" }, body: { error: { type: rate_limit_error, message: "Rate limit reached" } } }
  flaky:
    targets:
      - provider: sandbox
        model: sandbox-large
        latency: ${FAST}
        faults:
          - { status: 529, body: { type: error, error: { type: overloaded_error, message: Overloaded } } }
      - provider: sandbox
        model: sandbox-small
        latency: ${FAST}
  steady:
    targets:
      - provider: sandbox
        model: sandbox-small
        keys: ["steady-one", "steady-two"]
        strategy: round_robin
        latency: ${FAST}
`;
}

interface Replica {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
}

/**
 * Every replica process started, stopped in `afterAll` whatever happened: when one of two replicas
 * started together fails to come up, the other is never assigned, and would outlive the test run.
 */
const running = new Set<() => Promise<void>>();

/** How long one start may take to answer /health: a bundled start takes about a second. */
const START_DEADLINE_MS = 45_000;

/**
 * What a replica that never answered was doing: a Node diagnostic report (written on SIGUSR2,
 * `--report-on-signal`) gives its JavaScript stack and CPU time, which tell a starved process (little
 * CPU) from a stuck one (a stack, or a spinning CPU). An empty string when the process has exited.
 */
async function diagnose(child: ChildProcess, reportDir: string): Promise<string> {
  if (child.exitCode !== null || child.signalCode !== null) return '';
  child.kill('SIGUSR2');
  for (let poll = 0; poll < 50; poll++) {
    const name = readdirSync(reportDir).find((file) => file.endsWith('.json'));
    if (name !== undefined) {
      try {
        const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8')) as {
          javascriptStack?: { message?: string; stack?: string[] };
          resourceUsage?: { userCpuSeconds?: number; kernelCpuSeconds?: number; elapsed?: number };
        };
        const usage = report.resourceUsage ?? {};
        const stack = report.javascriptStack?.stack?.slice(0, 12).join('\n    ') ?? '(none)';
        return `cpu user ${usage.userCpuSeconds ?? '?'} s, system ${usage.kernelCpuSeconds ?? '?'} s; JavaScript stack: ${report.javascriptStack?.message ?? ''}\n    ${stack}`;
      } catch {
        // the report is still being written
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // The report is written between JavaScript tasks: none means the main thread is stuck in native code.
  return '(no diagnostic report within 5 s: the main thread never returned to JavaScript)';
}

type StartResult = { readonly replica: Replica } | { readonly failure: string };

/** One try at starting `stayup serve` (bundled from the TypeScript sources) in its own Node process. */
async function tryStartReplica(cli: CliBundle, configFile: string): Promise<StartResult> {
  const port = await freePort();
  const reportDir = mkdtempSync(join(tmpdir(), 'stayup-replica-report-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--report-on-signal',
      `--report-directory=${reportDir}`,
      cli.entry,
      'serve',
      '--config',
      configFile,
      '--port',
      String(port),
    ],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'test' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  running.add(stop);
  const startedMs = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`stayup serve exited early:\n${output}`);
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.status === 200) return { replica: { url, output: () => output, stop } };
    } catch {
      // not listening yet
    }
    if (Date.now() - startedMs > START_DEADLINE_MS) {
      const diagnosis = await diagnose(child, reportDir);
      rmSync(reportDir, { recursive: true, force: true });
      await stop();
      running.delete(stop);
      return {
        failure: `no answer on ${url}/health within ${START_DEADLINE_MS / 1000} s; printed: ${JSON.stringify(output)}; ${diagnosis}`,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a replica; a start that never answers is stopped and tried once more on a fresh port, with
 * its diagnosis printed (CI once saw a replica print nothing for a minute on a loaded host, and a
 * second start is what an operator's supervisor would do). Two failed starts fail the suite with both.
 */
async function startReplica(cli: CliBundle, configFile: string): Promise<Replica> {
  const first = await tryStartReplica(cli, configFile);
  if ('replica' in first) return first.replica;
  console.warn(`stayup serve did not become healthy, starting it again: ${first.failure}`);
  const second = await tryStartReplica(cli, configFile);
  if ('replica' in second) return second.replica;
  throw new Error(
    `stayup serve did not become healthy twice:\n1: ${first.failure}\n2: ${second.failure}`,
  );
}

interface Answer {
  readonly status: number;
  readonly target: string | null;
  readonly attempts: number;
}

async function chat(replica: Replica, model: string): Promise<Answer> {
  const response = await fetch(`${replica.url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hello' }], max_tokens: 8 }),
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return {
    status: response.status,
    target: response.headers.get('x-stayup-target'),
    attempts: Number(response.headers.get('x-stayup-attempts')),
  };
}

/** Polls (bounded) until `check` holds, nudging both replicas so their stores probe Redis. */
async function converge(
  replicas: readonly Replica[],
  check: () => Promise<boolean>,
  limitMs: number,
): Promise<number> {
  const startedMs = Date.now();
  while (Date.now() - startedMs < limitMs) {
    if (await check()) return Date.now() - startedMs;
    for (const replica of replicas) expect((await chat(replica, 'steady')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`state did not converge within ${limitMs} ms`);
}

describe.skipIf(skip)('two gateway processes sharing one Redis', () => {
  let server: RedisServer;
  let redis: Redis;
  let replicaA: Replica;
  let replicaB: Replica;
  let cli: CliBundle | undefined;

  beforeAll(async () => {
    cli = await bundleCliFromSources();
    server = await startRedisServer();
    redis = new Redis(server.url, { maxRetriesPerRequest: 1 });
    redis.on('error', () => undefined);
    const file = join(mkdtempSync(join(tmpdir(), 'stayup-gateway-redis-')), 'stayup.yaml');
    writeFileSync(file, configYaml(server.url));
    replicaA = await startReplica(cli, file);
    replicaB = await startReplica(cli, file);
    // /health answers before the first Redis connection is up; wait until both replicas' store
    // calls reach Redis (the round-robin cursor of `steady` counts them).
    const cursorTotal = async (): Promise<number> => {
      let total = 0;
      for (const key of await redis.keys(`${PREFIX}cursor:*`))
        total += Number(await redis.get(key));
      return total;
    };
    const reachesRedis = async (replica: Replica): Promise<boolean> => {
      const before = await cursorTotal();
      expect((await chat(replica, 'steady')).status).toBe(200);
      for (let poll = 0; poll < 20; poll++) {
        if ((await cursorTotal()) > before) return true;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return false;
    };
    const deadlineMs = Date.now() + 15_000;
    while (!((await reachesRedis(replicaA)) && (await reachesRedis(replicaB)))) {
      if (Date.now() > deadlineMs) throw new Error('the replicas never reached Redis');
    }
  }, 300_000);

  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([...running].map((stop) => stop()));
    await server?.stop();
    await cli?.remove();
  }, 30_000);

  const coolingKey = `${PREFIX}cool:${encodeURIComponent(LIMITED_KEY)}`;

  async function flakyBreakerOpen(): Promise<boolean> {
    for (const key of await redis.keys(`${PREFIX}breaker:*`)) {
      if (!decodeURIComponent(key).includes('flaky[0]')) continue;
      if ((await redis.hget(key, 's')) === 'open') return true;
    }
    return false;
  }

  it('a key rate-limited through replica A is skipped by replica B', async () => {
    const first = await chat(replicaA, 'limited');
    expect(first.status).toBe(200);
    expect(first.attempts).toBe(2); // key one: 429, rotate, key two: 200
    // The cooldown is in Redis (a write may land just after the response, later on a busy
    // machine where the replica's store may have fallen back to memory for a moment: poll, bounded).
    const deadlineMs = Date.now() + 10_000;
    while ((await redis.exists(coolingKey)) === 0 && Date.now() < deadlineMs)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await redis.exists(coolingKey)).toBe(1);
    const second = await chat(replicaB, 'limited');
    expect(second.status).toBe(200);
    expect(second.attempts).toBe(1); // B never tried the cooling key
  });

  it('a breaker opened by replica A is honoured by replica B', async () => {
    for (let index = 0; index < 5 && !(await flakyBreakerOpen()); index++)
      expect((await chat(replicaA, 'flaky')).status).toBe(200);
    expect(await flakyBreakerOpen()).toBe(true);
    const answer = await chat(replicaB, 'flaky');
    expect(answer.status).toBe(200);
    expect(answer.attempts).toBe(1); // straight to the fallback: the primary's circuit is open
    expect(answer.target).toContain('flaky[1]');
    // B's gauge follows the shared circuit; the opening itself is counted once, on A.
    const metricsB = await (await fetch(`${replicaB.url}/metrics`)).text();
    expect(metricsB).toMatch(/stayup_breaker_state\{model="flaky",target="flaky\[0\][^}]*\} 1/);
    expect(metricsB).not.toMatch(/stayup_breaker_opens_total\{model="flaky"[^}]*\} [1-9]/);
    const metricsA = await (await fetch(`${replicaA.url}/metrics`)).text();
    expect(metricsA).toMatch(
      /stayup_breaker_opens_total\{model="flaky",target="flaky\[0\][^}]*\} 1/,
    );
  });

  it('serves a load through both with zero failures while redis-server is killed and restarted', async () => {
    const total = 200;
    const concurrency = 8;
    const models = ['steady', 'limited', 'flaky', 'steady'];
    const answers: Answer[] = [];
    const failures: string[] = [];
    let next = 0;
    let killed: Promise<void> | undefined;
    let restarted: Promise<void> | undefined;
    const worker = async (): Promise<void> => {
      for (;;) {
        const index = next++;
        if (index >= total) return;
        const replica = index % 2 === 0 ? replicaA : replicaB;
        const model = models[index % models.length]!;
        try {
          const answer = await chat(replica, model);
          answers.push(answer);
          if (answer.status !== 200) failures.push(`#${index} ${model}: HTTP ${answer.status}`);
        } catch (error) {
          failures.push(`#${index} ${model}: ${String(error)}`);
        }
        if (answers.length === 50) killed ??= server.kill();
        if (answers.length === 120)
          restarted ??= (async () => {
            await killed;
            await server.restart();
          })();
      }
    };
    const startedMs = Date.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    await killed;
    await restarted;
    const elapsedMs = Date.now() - startedMs;
    console.log(
      `[gateway+redis] ${answers.length} requests through 2 replicas in ${elapsedMs} ms, ` +
        `redis-server killed after 50 and restarted after 120: ${failures.length} failed`,
    );
    expect(failures).toEqual([]);
    expect(answers).toHaveLength(total);
    expect(killed).toBeDefined();
    expect(restarted).toBeDefined();

    // Redis came back empty. Both replicas are back on Redis (their next calls probe it; the
    // gauge exists only if the outage was seen) and re-shared what they know: the rate-limited
    // key's cooldown and the flaky primary's open breaker.
    const recovered = async (replica: Replica): Promise<boolean> => {
      const metrics = await (await fetch(`${replica.url}/metrics`)).text();
      return /store_degraded\{store="redis"\} 0/.test(metrics);
    };
    const convergedMs = await converge(
      [replicaA, replicaB],
      async () =>
        (await recovered(replicaA)) &&
        (await recovered(replicaB)) &&
        (await redis.exists(coolingKey)) === 1 &&
        (await flakyBreakerOpen()),
      10_000,
    );
    console.log(
      `[gateway+redis] both replicas recovered, state converged ${convergedMs} ms after the load`,
    );
    const after = await chat(replicaB, 'limited');
    expect(after).toMatchObject({ status: 200, attempts: 1 });
    expect(replicaA.output() + replicaB.output()).not.toContain('limited-key-one');
  });
});
