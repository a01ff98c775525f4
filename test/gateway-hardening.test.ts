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
import { parseConfig } from '../src/config/index.js';
import { createGateway, createGatewayLogger, type Gateway } from '../src/gateway/index.js';
import {
  createPrometheusMetrics,
  type PrometheusMetrics,
} from '../src/telemetry/prometheus-metrics.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

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
  extra: { timeoutClock?: ManualClock; env?: Record<string, string> } = {},
): Promise<Started> {
  const sink = logSink();
  const metrics = createPrometheusMetrics();
  const gateway = createGateway({
    config: parseConfig(yaml, { env: extra.env ?? {} }),
    logger: createGatewayLogger({ level: 'info', destination: sink.stream }),
    metrics,
    timeoutClock: extra.timeoutClock,
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
    `POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
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
    const startedMs = performance.now();
    await started.gateway.close();
    // Without the fix close() waits its 1 s grace after aborting, and the request is never logged.
    expect(performance.now() - startedMs).toBeLessThan(900);
    const lines = requestLines(started.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 200, stream: true });
    expect(await requestsTotal(started.metrics)).toBe(1);
  });
});
