/**
 * Production-review hardening of the gateway: a caller that stops reading a stream, a hung
 * primary with a healthy fallback, bad timeouts, secrets in config errors, deeply nested bodies
 * and a Redis store that goes away. Real sockets on 127.0.0.1 and fake providers; the request
 * deadline runs on a ManualClock.
 */

import type { ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdapterFactory } from '../src/client/types.js';
import { parseConfig } from '../src/config/index.js';
import { InvalidOptionsError } from '../src/core/errors.js';
import { engineDeadlines } from '../src/gateway/client-from-config.js';
import { createGateway, createGatewayLogger, type Gateway } from '../src/gateway/index.js';
import {
  createPrometheusMetrics,
  type PrometheusMetrics,
} from '../src/telemetry/prometheus-metrics.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { openAIFrames, openAIJson } from './fakes/wire.js';
import { freePort, skipRedisSuites, startRedisServer } from './support/redis-server.js';

/** Things to stop after each test, newest first. */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function logSink(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

async function fake(wire: 'openai' | 'anthropic' = 'openai'): Promise<FakeProvider> {
  const provider = await startFakeProvider({ wire });
  cleanups.push(() => provider.close());
  return provider;
}

interface Started {
  readonly gateway: Gateway;
  readonly url: string;
  readonly port: number;
  readonly lines: string[];
  readonly metrics: PrometheusMetrics;
  /** The gateway's ServerResponse of every request, in arrival order. */
  readonly responses: ServerResponse[];
}

async function startGateway(
  yaml: string,
  extra: {
    timeoutClock?: ManualClock;
    engineClock?: ManualClock;
    env?: Record<string, string>;
  } = {},
): Promise<Started> {
  const sink = logSink();
  const metrics = createPrometheusMetrics();
  const gateway = createGateway({
    config: parseConfig(yaml, { env: extra.env ?? {} }),
    logger: createGatewayLogger({ level: 'info', destination: sink.stream }),
    metrics,
    timeoutClock: extra.timeoutClock,
    clientOptions: extra.engineClock === undefined ? {} : { clock: extra.engineClock },
  });
  const responses: ServerResponse[] = [];
  gateway.server.on('request', (_request, response: ServerResponse) => responses.push(response));
  const { url, port } = await gateway.listen(0, '127.0.0.1');
  cleanups.push(() => gateway.close());
  return { gateway, url, port, lines: sink.lines, metrics, responses };
}

const requestLines = (lines: readonly string[]): Record<string, unknown>[] =>
  lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((l) => l.msg === 'request');

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let tries = 0; tries < 1000; tries++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Sends a streamed chat request on a raw socket and then never reads the answer. */
function slowReader(port: number): Socket {
  const socket = connect(port, '127.0.0.1');
  const body = JSON.stringify({
    model: 'chat',
    stream: true,
    messages: [{ role: 'user', content: 'hi' }],
  });
  socket.write(
    `POST /v1/chat/completions HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.pause();
  cleanups.push(() => void socket.destroy());
  return socket;
}

async function requestsTotal(metrics: PrometheusMetrics): Promise<number> {
  const text = await metrics.render();
  let total = 0;
  for (const match of text.matchAll(/^stayup_requests_total\{[^}]*\} (\d+)$/gm))
    total += Number(match[1]);
  return total;
}

describe('a caller that stops reading a stream', () => {
  // 4 MB of text in 64 kB deltas: far more than the loopback socket buffers hold.
  const bigReply = { text: 'x'.repeat(4 * 1024 * 1024), deltaChars: 65536 };

  it('is ended by the request deadline: connection cut, one log line, one metric', async () => {
    const upstream = await fake();
    upstream.setDefault({ kind: 'reply', reply: bigReply });
    const clock = new ManualClock();
    const started = await startGateway(
      `server: { request_timeout: 3s }
models:
  chat:
    targets:
      - { provider: openai-compatible, model: m, keys: ["k1"], base_url: "${upstream.baseUrl}" }
`,
      { timeoutClock: clock },
    );
    slowReader(started.port);
    await until(() => started.responses[0]?.writableNeedDrain === true, 'the stream to block');
    expect(requestLines(started.lines)).toHaveLength(0);

    await clock.advance(3000);
    // The gateway cut the connection it could not write to.
    await until(() => started.responses[0]?.socket?.destroyed !== false, 'the connection to close');
    await until(() => requestLines(started.lines).length > 0, 'the request line');
    const [line] = requestLines(started.lines);
    expect(line).toMatchObject({ status: 200, reason: 'timeout', stream: true });
    expect(await requestsTotal(started.metrics)).toBe(1);
    await started.gateway.close();
    expect(requestLines(started.lines)).toHaveLength(1);
    expect(await requestsTotal(started.metrics)).toBe(1);
  });

  it('is ended by shutdown without waiting on the socket', async () => {
    const upstream = await fake();
    upstream.setDefault({ kind: 'reply', reply: bigReply });
    const started = await startGateway(
      `server: { request_timeout: 10m, shutdown_timeout: 5ms }
models:
  chat:
    targets:
      - { provider: openai-compatible, model: m, keys: ["k1"], base_url: "${upstream.baseUrl}" }
`,
      { timeoutClock: new ManualClock() },
    );
    slowReader(started.port);
    await until(() => started.responses[0]?.writableNeedDrain === true, 'the stream to block');
    await started.gateway.close();
    // Without the fix the blocked write outlives close() and the request is never logged.
    const lines = requestLines(started.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 200, stream: true });
    expect(await requestsTotal(started.metrics)).toBe(1);
  });
});

/** Waits until `count` sleeps are pending on the clock (the engine and the gateway armed their timers). */
async function armed(clock: ManualClock, count: number): Promise<void> {
  await until(() => clock.pending >= count, `${count} timers on the clock`);
}

function post(url: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${url}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messages: [{ role: 'user', content: 'hi' }], ...body }),
  });
}

describe('callers that misbehave', () => {
  const yaml = (baseUrl: string) => `models:
  chat:
    targets:
      - { provider: openai-compatible, model: m, keys: ["k1"], base_url: "${baseUrl}" }
`;

  it('a caller that leaves mid-upload is a 499 client_disconnected at info, not a gateway 504', async () => {
    const upstream = await fake();
    const started = await startGateway(yaml(upstream.baseUrl));
    const socket = connect(started.port, '127.0.0.1');
    cleanups.push(() => void socket.destroy());
    socket.write(
      'POST /v1/chat/completions HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"model":"chat",',
    );
    await until(() => started.responses.length === 1, 'the request to arrive');
    socket.destroy();
    await until(() => requestLines(started.lines).length === 1, 'the request line');
    const [line] = requestLines(started.lines);
    expect(line).toMatchObject({ status: 499, reason: 'client_disconnected', level: 30 });
    const text = await started.metrics.render();
    expect(text).toContain('status="499",reason="client_disconnected"');
    expect(text).not.toContain('status="504"');
    expect(upstream.requests).toHaveLength(0);
  });

  it('a caller that leaves mid-call: the 499 line lists the attempt, the metrics count it', async () => {
    const upstream = await fake();
    const started = await startGateway(yaml(upstream.baseUrl));
    upstream.enqueue({ kind: 'hang', headers: false });
    const controller = new AbortController();
    const pending = fetch(`${started.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] }),
      signal: controller.signal,
    }).catch(() => undefined);
    await upstream.waitForPause();
    controller.abort();
    await pending;
    await until(() => requestLines(started.lines).length === 1, 'the request line');
    const [line] = requestLines(started.lines);
    expect(line).toMatchObject({
      status: 499,
      reason: 'client_disconnected',
      target: 'chat[0]:openai-compatible/m',
      attempts: [{ attempt: 1, target: 'chat[0]:openai-compatible/m', reason: 'aborted' }],
    });
    expect(await started.metrics.render()).toMatch(
      /stayup_attempts_total\{model="chat",target="chat\[0\]:openai-compatible\/m",reason="aborted"\} 1/,
    );
    await upstream.release();
  });

  it("a huge unknown model name is clipped in the log line and the 404's message", async () => {
    const upstream = await fake();
    const started = await startGateway(yaml(upstream.baseUrl));
    const model = 'm'.repeat(100_000);
    const response = await fetch(`${started.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model, messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message.length).toBeLessThan(400);
    await until(() => requestLines(started.lines).length === 1, 'the request line');
    expect(String(requestLines(started.lines)[0]?.model).length).toBeLessThanOrEqual(201);
    expect(await started.metrics.render()).toContain('model="unknown"');
  });

  it('count_tokens gets a log line, and is not counted as a chat request', async () => {
    const upstream = await fake();
    const started = await startGateway(yaml(upstream.baseUrl));
    const response = await fetch(`${started.url}/v1/messages/count_tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(200);
    await until(() => requestLines(started.lines).length === 1, 'the request line');
    expect(requestLines(started.lines)[0]).toMatchObject({
      path: '/v1/messages/count_tokens',
      status: 200,
      model: 'chat',
    });
    expect(await requestsTotal(started.metrics)).toBe(0);
    const refused = await fetch(`${started.url}/v1/messages/count_tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'nope', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(refused.status).toBe(404);
    await until(() => requestLines(started.lines).length === 2, 'the second request line');
    expect(requestLines(started.lines)[1]).toMatchObject({
      status: 404,
      reason: 'model_not_found',
    });
  });
});

describe('shutdown behind a load balancer', () => {
  const yaml = (baseUrl: string, server: string) => `server: { ${server} }
models:
  chat:
    targets:
      - { provider: openai-compatible, model: m, keys: ["k1"], base_url: "${baseUrl}" }
`;

  it('drains first: /health answers 503 while requests are still served, then it closes', async () => {
    const upstream = await fake();
    const clock = new ManualClock();
    const started = await startGateway(yaml(upstream.baseUrl, 'drain: 20s'), {
      timeoutClock: clock,
    });
    expect((await fetch(`${started.url}/health`)).status).toBe(200);
    const closing = started.gateway.close();
    await armed(clock, 1);
    const health = await fetch(`${started.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'draining' });
    const served = await post(started.url, { model: 'chat' });
    expect(served.status).toBe(200);
    await clock.advance(20_000);
    await closing;
    await expect(fetch(`${started.url}/health`)).rejects.toThrow();
  });

  it("keeps idle connections past a balancer's 60 s and bounds reading a request", async () => {
    const upstream = await fake();
    const defaults = await startGateway(yaml(upstream.baseUrl, 'request_timeout: 10m'));
    expect(defaults.gateway.server.keepAliveTimeout).toBe(65_000);
    expect(defaults.gateway.server.requestTimeout).toBe(120_000);
    expect(defaults.gateway.server.headersTimeout).toBe(66_000);
    const tuned = await startGateway(
      yaml(upstream.baseUrl, 'request_timeout: 30s, keep_alive_timeout: 5s'),
    );
    expect(tuned.gateway.server.keepAliveTimeout).toBe(5_000);
    expect(tuned.gateway.server.requestTimeout).toBe(30_000);
    expect(tuned.gateway.server.headersTimeout).toBe(6_000);
  });

  it('a gateway that never listened closes at once, whatever its drain', async () => {
    const upstream = await fake();
    const gateway = createGateway({
      config: parseConfig(yaml(upstream.baseUrl, 'drain: 10m'), { env: {} }),
      logger: false,
      metrics: false,
      timeoutClock: new ManualClock(),
    });
    // A ManualClock nobody advances: a drain would never end.
    await gateway.close();
  });

  it('a bad drain is a config error with its path', () => {
    expect(() => parseConfig(yaml('http://127.0.0.1:1', 'drain: soon'), { env: {} })).toThrow(
      /server\.drain/,
    );
  });
});

describe('the engine deadlines derived from request_timeout', () => {
  it('stops the engine before the 504 and gives a call with a fallback a third of the request', () => {
    expect(engineDeadlines({ requestTimeoutMs: 600_000 })).toEqual({
      maxElapsedMs: 599_000,
      fallbackAttemptTimeoutMs: 200_000,
    });
    expect(engineDeadlines({ requestTimeoutMs: 4000 })).toEqual({
      maxElapsedMs: 3600,
      fallbackAttemptTimeoutMs: 1333,
    });
  });

  it('keeps explicit settings, capping max_elapsed to the request timeout', () => {
    const config = parseConfig(`retry: { attempt_timeout: 20s, max_elapsed: 1h }
stream: { idle_timeout: 2m }
models: { chat: { targets: [ { provider: sandbox, model: s } ] } }
`);
    expect(engineDeadlines({ requestTimeoutMs: 60_000, config })).toEqual({
      maxElapsedMs: 59_000,
      fallbackAttemptTimeoutMs: 20_000,
    });
  });
});

describe('a hung primary with a healthy fallback', () => {
  for (const stream of [false, true]) {
    it(`falls back after a third of request_timeout (${stream ? 'streamed' : 'plain'})`, async () => {
      const hung = await fake();
      hung.setDefault({ kind: 'hang', headers: stream });
      const healthy = await fake();
      healthy.setDefault({ kind: 'reply', reply: { text: 'from the fallback' } });
      const clock = new ManualClock();
      const started = await startGateway(
        `server: { request_timeout: 30s }
retry: { max_retries: 0 }
breaker: false
budget: false
models:
  chat:
    targets:
      - { provider: openai, model: a, keys: ["k1"], base_url: "${hung.baseUrl}" }
      - { provider: openai, model: b, keys: ["k2"], base_url: "${healthy.baseUrl}" }
`,
        { timeoutClock: clock, engineClock: clock },
      );
      const startMs = clock.now();
      const answer = post(started.url, { model: 'chat', stream });
      await hung.waitForRequests(1);
      // The gateway's 30 s deadline and the engine's attempt deadline (plain) or idle watchdog.
      await armed(clock, 2);
      expect(healthy.requests).toHaveLength(0);
      await clock.advance(10_000);
      const response = await answer;
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('x-stayup-target')).toBe('chat[1]:openai/b');
      expect(text).toContain(stream ? 'from' : 'from the fallback');
      expect(healthy.requests).toHaveLength(1);
      // Answered at 10 s of virtual time, well inside the 30 s request timeout.
      expect(clock.now() - startMs).toBe(10_000);
    });
  }

  for (const stream of [false, true]) {
    it(`a slow but healthy last target is not cut by the derived deadlines (${stream ? 'streamed' : 'plain'})`, async () => {
      const slow = await fake();
      const frames = openAIFrames({ text: 'slow but sure' }, 'a', false);
      slow.setDefault({
        kind: 'raw',
        headers: { 'content-type': stream ? 'text/event-stream' : 'application/json' },
        steps: stream
          ? [{ pause: true }, ...frames]
          : [{ pause: true }, JSON.stringify(openAIJson({ text: 'slow but sure' }, 'a'))],
      });
      const clock = new ManualClock();
      const started = await startGateway(
        `server: { request_timeout: 6s }
breaker: false
budget: false
models:
  chat:
    targets:
      - { provider: openai, model: a, keys: ["k1"], base_url: "${slow.baseUrl}" }
`,
        { timeoutClock: clock, engineClock: clock },
      );
      const answer = post(started.url, { model: 'chat', stream });
      await slow.waitForPause();
      // Past a third of request_timeout (2 s): a first token this slow is still healthy.
      await clock.advance(3_000);
      await slow.release();
      const response = await answer;
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).toContain(stream ? 'slow' : 'slow but sure');
      expect(slow.requests).toHaveLength(1);
    });
  }

  /**
   * A gateway (request_timeout 5 s) in front of a stream that never starts, run 5 s on the
   * gateway's clock. `engineClock: 'shared'` runs the engine on it too; `'still'` gives the engine
   * a clock that never moves (as in a hook that hangs), so only the gateway's deadline can end it.
   */
  async function hungStream504(engineClock: 'shared' | 'still') {
    const hung = await fake();
    hung.setDefault({ kind: 'hang', headers: true });
    const clock = new ManualClock();
    const started = await startGateway(
      `server: { request_timeout: 5s }
stream: { idle_timeout: 1h }
breaker: false
budget: false
models:
  chat:
    targets:
      - { provider: openai, model: a, keys: ["k1"], base_url: "${hung.baseUrl}" }
`,
      { timeoutClock: clock, engineClock: engineClock === 'shared' ? clock : new ManualClock() },
    );
    const answer = post(started.url, { model: 'chat', stream: true });
    await hung.waitForRequests(1);
    // The gateway's deadline, and with a shared clock the engine's first-output wait too.
    await armed(clock, engineClock === 'shared' ? 2 : 1);
    await clock.advance(5000);
    const response = await answer;
    const body = (await response.json()) as {
      error: { code: string; stayup: { stop_reason: string; attempts: Record<string, unknown>[] } };
    };
    return { started, response, body };
  }

  it('a stream that never starts: the engine stops before the gateway deadline, a 504 with its attempts', async () => {
    const { started, response, body } = await hungStream504('shared');
    expect(response.status).toBe(504);
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
    expect(response.headers.get('x-stayup-target')).toBe('chat[0]:openai/a');
    // The wait for the first token is bounded by max_elapsed (request_timeout less a tenth), as a
    // plain call is: the engine gives up with its history instead of the gateway cutting it.
    expect(body.error.code).toBe('upstream_timeout');
    expect(body.error.stayup.stop_reason).toBe('max_elapsed');
    expect(body.error.stayup.attempts).toEqual([
      expect.objectContaining({ attempt: 1, target: 'chat[0]:openai/a', reason: 'timeout' }),
    ]);
    await until(() => requestLines(started.lines).length === 1, 'the request line');
    expect(requestLines(started.lines)[0]).toMatchObject({
      status: 504,
      reason: 'timeout',
      attempts: [expect.objectContaining({ target: 'chat[0]:openai/a', reason: 'timeout' })],
    });
  });

  it('the gateway deadline is the backstop: a 504 with the attempts when the engine does not stop', async () => {
    const { response, body } = await hungStream504('still');
    expect(response.status).toBe(504);
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
    expect(body.error.code).toBe('gateway_timeout');
    expect(body.error.stayup.stop_reason).toBe('request_timeout');
    expect(body.error.stayup.attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        target: 'chat[0]:openai/a',
        reason: 'timeout',
        action: 'aborted',
      }),
    ]);
  });

  it('the engine stops before the gateway deadline: a 504 with every attempt (plain)', async () => {
    const hung = await fake();
    hung.setDefault({ kind: 'hang', headers: false });
    const clock = new ManualClock();
    const started = await startGateway(
      `server: { request_timeout: 3s }
retry: { base_delay: 100ms, max_delay: 100ms, jitter: 0 }
breaker: false
budget: false
models:
  chat:
    targets:
      - { provider: openai, model: a, keys: ["k1"], base_url: "${hung.baseUrl}" }
`,
      { timeoutClock: clock, engineClock: clock },
    );
    const startMs = clock.now();
    let settled = false;
    const answer = post(started.url, { model: 'chat' }).finally(() => {
      settled = true;
    });
    // The only target is the last resort: its call is bounded by max_elapsed alone (3 s less a
    // tenth), not by a third of request_timeout, and the engine stops at 2.7 s.
    for (let step = 0; step < 40 && !settled; step++) {
      await until(() => settled || clock.pending >= 2, 'the next timer');
      await clock.advance(100);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const response = await answer;
    expect(response.status).toBe(504);
    const body = (await response.json()) as {
      error: { code: string; stayup: { attempts: unknown[]; stop_reason?: string } };
    };
    expect(body.error.code).toBe('upstream_timeout');
    expect(body.error.stayup.attempts).toHaveLength(1);
    expect(clock.now() - startMs).toBe(2700);
    expect(hung.requests).toHaveLength(1);
  });
});

describe('bad timeouts', () => {
  const yaml = (head: string): string =>
    `${head}\nmodels: { chat: { targets: [ { provider: sandbox, model: s } ] } }\n`;

  it('a zero or overlong request_timeout is a config error naming the YAML path', () => {
    for (const value of ['0s', '30d']) {
      expect(() => parseConfig(yaml(`server: { request_timeout: ${value} }`))).toThrow(
        /server\.request_timeout: must be at least 1 ms/,
      );
    }
  });

  it('an engine setting refused by the engine is reported under its YAML name', () => {
    // `stream.idle_timeout: 0s` fails the schema first; a config built in code reaches the engine.
    expect(() => parseConfig(yaml('stream: { idle_timeout: 0s }'))).toThrow(/stream\.idle_timeout/);
    const config = parseConfig(yaml('stream: { idle_timeout: 1s }'));
    const broken = { ...config, stream: { idle_timeout: -1 } };
    expect(() => createGateway({ config: broken, logger: false, metrics: false })).toThrow(
      expect.objectContaining({
        issues: [expect.objectContaining({ path: 'stream.idle_timeout' })],
      }),
    );
  });

  it('createGateway refuses a timeout in code it could not keep', () => {
    const config = parseConfig(yaml(''));
    for (const requestTimeoutMs of [0, 2 ** 31, Number.NaN]) {
      expect(() => createGateway({ config, requestTimeoutMs, logger: false })).toThrow(
        /requestTimeoutMs: must be a number of milliseconds from 1 to 2147483647/,
      );
    }
    expect(() => createGateway({ config, shutdownTimeoutMs: -5, logger: false })).toThrow(
      /shutdownTimeoutMs/,
    );
  });
});

describe('secrets in config errors', () => {
  const env = { K: 'sk-proj-SECRETSECRETSECRET123456', PLAIN: 'plainsecretvalue987' };
  const leaks = (text: string): boolean => /SECRETSECRET|plainsecretvalue/.test(text);
  const messages = (run: () => unknown): string => {
    try {
      run();
    } catch (error) {
      const issues = (error as { issues?: { path: string; message: string }[] }).issues ?? [];
      return `${String((error as Error).message)}\n${issues.map((i) => `${i.path}: ${i.message}`).join('\n')}`;
    }
    throw new Error('expected a config error');
  };

  it(`quote the \${NAME} written in the YAML, never the interpolated value`, () => {
    const cases = [
      `models: { chat: { targets: [ { provider: openai-compatible, model: m, keys: ["\${PLAIN}"], base_url: "http://h/v1", strategy: "\${PLAIN}" } ] } }`,
      `models: { chat: { targets: [ { provider: "\${PLAIN}", model: m, keys: ["x"] } ] } }`,
      `stream: { idle_timeout: "\${PLAIN}" }\nmodels: { chat: { targets: [ { provider: sandbox, model: s } ] } }`,
      `server: { body_limit: "\${K}" }\nmodels: { chat: { targets: [ { provider: sandbox, model: s } ] } }`,
      `log: "\${K}"\nmodels: { chat: { targets: [ { provider: sandbox, model: s } ] } }`,
      `models: { chat: { targets: [ { provider: openai, model: m, keys: ["\${K}"], strategy: "x-\${K}" } ] } }`,
    ];
    for (const yaml of cases) {
      const text = messages(() => parseConfig(yaml, { env }));
      expect(leaks(text), text).toBe(false);
    }
    expect(
      messages(() =>
        parseConfig(
          `models: { chat: { targets: [ { provider: "\${PLAIN}", model: m, keys: ["x"] } ] } }`,
          { env },
        ),
      ),
    ).toContain(`unknown provider "\${PLAIN}"`);
  });

  it('redact values an adapter refuses when the client is built (keys included)', () => {
    const config = parseConfig(
      `models:
  chat:
    targets:
      - { provider: openai, model: m, keys: ["\${K}"], headers: { x-team: "\${PLAIN}" } }
`,
      { env },
    );
    // An adapter that quotes what it refuses (as a provider's option check may).
    const quoting: AdapterFactory = (target) => {
      const headers = (target.options?.headers ?? {}) as Record<string, string>;
      throw new InvalidOptionsError(
        'models.chat.targets[0].options.headers',
        `header x-team "${headers['x-team']}" refused for key ${String(target.keys?.[0])}`,
      );
    };
    const text = messages(() =>
      createGateway({
        config,
        clientOptions: { providers: { openai: quoting } },
        logger: false,
        metrics: false,
      }),
    );
    expect(text).toContain(`models.chat.targets[0].headers: header x-team "\${PLAIN}" refused`);
    expect(leaks(text), text).toBe(false);
  });
});

describe('deeply nested bodies', () => {
  const deep = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it('are a 400 naming the field, never a 500, and never reach the upstream', async () => {
    const upstream = await fake();
    const started = await startGateway(`models:
  chat:
    targets:
      - { provider: openai, model: m, keys: ["k1"], base_url: "${upstream.baseUrl}" }
`);
    const cases: [string, string, string][] = [
      [
        '/v1/chat/completions',
        `{"model":"chat","messages":[{"role":"user","content":"hi"}],"tools":[{"type":"function","function":{"name":"f","parameters":${deep(20_000)}}}]}`,
        'tools[0].function.parameters.a.a.a.a…',
      ],
      [
        '/v1/chat/completions',
        `{"model":"chat","messages":[{"role":"user","content":"hi"}],"metadata":${deep(20_000)}}`,
        'metadata.a.a.a.a.a.a.a…',
      ],
      [
        '/v1/messages',
        `{"model":"chat","max_tokens":5,"messages":[{"role":"user","content":"hi"}],"tools":[{"name":"t","input_schema":${deep(20_000)}}]}`,
        'tools[0].input_schema.a.a.a.a.a…',
      ],
      [
        '/v1/messages/count_tokens',
        `{"model":"chat","messages":[{"role":"user","content":"hi"}],"tools":[{"name":"t","input_schema":${deep(100)}}]}`,
        'tools[0].input_schema.a.a.a.a.a…',
      ],
    ];
    for (const [path, body, field] of cases) {
      const response = await fetch(`${started.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      expect(response.status, text).toBe(400);
      expect(text).toContain(field);
      expect(text).toContain('nested deeper than 64 levels');
    }
    expect(upstream.requests).toHaveLength(0);
    // A realistic nested schema still goes through.
    const ok = await post(started.url, {
      model: 'chat',
      tools: [{ type: 'function', function: { name: 'f', parameters: JSON.parse(deep(40)) } }],
    });
    expect(ok.status).toBe(200);
  });
});

describe.skipIf(skipRedisSuites())('a Redis store that goes away', () => {
  it('logs store_degraded and store_recovered once each, at warn, without the password', async () => {
    const port = await freePort();
    const upstream = await fake();
    // Nothing listens on the port yet: Redis is down from the start.
    const started = await startGateway(`store: { redis: "redis://:hunter2pass@127.0.0.1:${port}" }
models:
  chat:
    targets:
      - { provider: openai, model: m, keys: ["k1"], base_url: "${upstream.baseUrl}" }
`);
    const storeLines = (kind: string): Record<string, unknown>[] =>
      started.lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.event === kind);
    const request = async (): Promise<void> => {
      const response = await post(started.url, { model: 'chat' });
      expect(response.status).toBe(200);
      await response.text();
    };
    await request();
    await until(() => storeLines('store_degraded').length > 0, 'store_degraded');
    await request();
    await request();
    expect(storeLines('store_degraded')).toHaveLength(1);
    expect(storeLines('store_degraded')[0]).toMatchObject({ level: 40, store: 'redis' });

    const redis = await startRedisServer({ port });
    cleanups.push(() => redis.stop());
    for (let tries = 0; tries < 200 && storeLines('store_recovered').length === 0; tries++) {
      await request();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await request();
    expect(storeLines('store_recovered')).toHaveLength(1);
    expect(storeLines('store_recovered')[0]).toMatchObject({ level: 40, store: 'redis' });
    expect(storeLines('store_degraded')).toHaveLength(1);
    expect(started.lines.join('\n')).not.toContain('hunter2pass');
  });
});
