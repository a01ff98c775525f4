/**
 * The DNS-rebinding guard of a gateway without keys: a page on `evil.example` that re-resolves its
 * name to 127.0.0.1 makes the browser send same-origin requests (`Host: evil.example:PORT`, GETs
 * without `Origin`), so a keyless gateway answers only requests addressed to a loopback name or
 * address, or to a host the operator listed (`server.allowed_hosts`). With gateway keys the check
 * does not apply. Real sockets on 127.0.0.1 (requests carry the Host a rebound page's browser
 * sends), a sandbox config (no network).
 */
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { InvalidOptionsError } from '../src/core/errors.js';
import { createGateway, createGatewayLogger, type Gateway } from '../src/gateway/index.js';
import { createPrometheusMetrics } from '../src/telemetry/prometheus-metrics.js';

const KEY = 'gw-key-host-check-test';
const models = `models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large, latency: { ttft: 0ms, tokens_per_s: 100000 } }
`;

const gateways: Gateway[] = [];
afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
});

interface Started {
  readonly port: number;
  readonly lines: string[];
  readonly metrics: ReturnType<typeof createPrometheusMetrics>;
}

async function start(server: string): Promise<Started> {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const metrics = createPrometheusMetrics();
  const gateway = createGateway({
    config: parseConfig(`server: ${server}\n${models}`),
    logger: createGatewayLogger({ level: 'info', destination }),
    metrics,
  });
  gateways.push(gateway);
  const { port } = await gateway.listen(0, '127.0.0.1');
  return { port, lines, metrics };
}

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly text: string;
}

/** One request on 127.0.0.1 carrying `host` as its Host header (what a rebound page sends). */
function call(
  port: number,
  options: {
    host: string;
    method?: string;
    path: string;
    headers?: Record<string, string> | undefined;
    body?: unknown;
  },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: {
          host: options.host,
          ...(body === undefined ? {} : { 'content-type': 'text/plain' }),
          ...options.headers,
        },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const chatBody = { model: 'chat', max_tokens: 5, messages: [{ role: 'user', content: 'hi' }] };

/** Every route the gateway serves, as a page would call it (no key: the gateway has none). */
const ROUTES: readonly {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  anthropic?: boolean;
}[] = [
  { method: 'GET', path: '/v1/models' },
  { method: 'GET', path: '/v1/models/chat' },
  { method: 'GET', path: '/metrics' },
  { method: 'GET', path: '/health' },
  { method: 'POST', path: '/v1/chat/completions', body: chatBody },
  { method: 'POST', path: '/v1/chat/completions', body: { ...chatBody, stream: true } },
  { method: 'POST', path: '/openai/deployments/chat/chat/completions', body: chatBody },
  { method: 'POST', path: '/openai/v1/chat/completions', body: chatBody },
  { method: 'GET', path: '/openai/v1/models' },
  { method: 'POST', path: '/v1/messages', body: chatBody, anthropic: true },
  { method: 'POST', path: '/v1/messages/count_tokens', body: chatBody, anthropic: true },
  {
    method: 'GET',
    path: '/v1/models',
    headers: { 'anthropic-version': '2023-06-01' },
    anthropic: true,
  },
  {
    method: 'OPTIONS',
    path: '/v1/chat/completions',
    headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
  },
  { method: 'GET', path: '/no/such/route' },
];

describe('a gateway without keys', () => {
  let keyless: Started;
  let listed: Started;
  beforeAll(async () => {
    keyless = await start('{ cors: { origins: ["http://localhost:5173"] } }');
    listed = await start('{ allowed_hosts: ["host.docker.internal", ".corp.internal"] }');
  });

  it('refuses every route for a rebound Host, before any work, in the caller shape', async () => {
    for (const route of ROUTES) {
      const answer = await call(keyless.port, {
        host: `evil.example:${keyless.port}`,
        method: route.method,
        path: route.path,
        body: route.body,
        headers: route.headers,
      });
      const what = `${route.method} ${route.path}`;
      expect(answer.status, what).toBe(403);
      expect(answer.headers['x-stayup-reason'], what).toBe('host_not_allowed');
      expect(answer.headers['x-should-retry'], what).toBe('false');
      expect(answer.headers['access-control-allow-origin'], what).toBeUndefined();
      const json = JSON.parse(answer.text) as { error: { message: string } };
      if (route.anthropic === true) {
        expect(json, what).toMatchObject({ type: 'error', error: { type: 'permission_error' } });
        expect(json.error.message, what).toContain('server.allowed_hosts');
      } else {
        expect(json.error, what).toMatchObject({ code: 'host_not_allowed', param: null });
        expect(json.error.message, what).toContain('evil.example');
        expect(json.error.message, what).toContain('server.allowed_hosts');
      }
    }
  });

  it('logs each refused host once with the fix, a request line per refusal, and counts them', async () => {
    const started = await start('{}');
    for (let index = 0; index < 3; index++)
      await call(started.port, { host: 'rebind.example', path: '/v1/models' });
    const records = started.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const warnings = records.filter((record) => record.event === 'host_not_allowed');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, host: 'rebind.example' });
    expect(String(warnings[0]?.msg)).toContain('server.allowed_hosts');
    const requests = records.filter((record) => record.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({ status: 403, reason: 'host_not_allowed' });
    expect(await started.metrics.render()).toMatch(
      /stayup_requests_total\{[^}]*status="403",reason="host_not_allowed"\} 3/,
    );
  });

  it('serves loopback names and addresses, with or without a port', async () => {
    const port = keyless.port;
    for (const host of [
      `localhost:${port}`,
      'localhost',
      'LocalHost',
      `app.localhost:${port}`,
      `127.0.0.1:${port}`,
      '127.0.0.1',
      `127.8.9.10:${port}`,
      `[::1]:${port}`,
      '[::1]',
    ]) {
      const answer = await call(port, { host, path: '/v1/models' });
      expect(answer.status, host).toBe(200);
    }
    const chat = await call(port, {
      host: `localhost:${port}`,
      method: 'POST',
      path: '/v1/chat/completions',
      body: chatBody,
    });
    expect(chat.status).toBe(200);
  });

  it('refuses names and addresses that only look local', async () => {
    for (const host of [
      'localhost.evil.example',
      `127.0.0.1.nip.io:${keyless.port}`,
      'evil-localhost',
      'localhost.',
      '[::2]',
      '10.0.0.5',
      '0.0.0.0',
      '127.0.0.256',
      'localhost@evil.example',
      'evil.example/localhost',
      `localhost:${keyless.port}:1`,
      '',
    ]) {
      const answer = await call(keyless.port, { host, path: '/v1/models' });
      expect(answer.status, JSON.stringify(host)).toBe(host === '' ? 200 : 403);
    }
  });

  it('serves the hosts the operator listed, and refuses others', async () => {
    const port = listed.port;
    for (const host of [
      `host.docker.internal:${port}`,
      'HOST.DOCKER.INTERNAL',
      'corp.internal',
      `gw.corp.internal:${port}`,
      `localhost:${port}`,
    ]) {
      expect((await call(port, { host, path: '/v1/models' })).status, host).toBe(200);
    }
    for (const host of ['docker.internal', 'evil.example', 'corp.internal.evil.example']) {
      expect((await call(port, { host, path: '/v1/models' })).status, host).toBe(403);
    }
  });

  it('serves a request without Host (HTTP/1.0): no browser sends one, so no page can', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(keyless.port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      socket.on('error', reject);
      socket.end('GET /v1/models HTTP/1.0\r\n\r\n');
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"object":"list"');
  });
});

describe('a gateway with keys', () => {
  it('ignores the Host: the key is the gate', async () => {
    const started = await start(`{ keys: ["${KEY}"] }`);
    const host = `evil.example:${started.port}`;
    const authorized = await call(started.port, {
      host,
      path: '/v1/models',
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(authorized.status).toBe(200);
    const chat = await call(started.port, {
      host,
      method: 'POST',
      path: '/v1/chat/completions',
      body: chatBody,
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(chat.status).toBe(200);
    const anonymous = await call(started.port, { host, path: '/v1/models' });
    expect(anonymous.status).toBe(401);
  });
});

describe('createGateway({ allowedHosts })', () => {
  it('takes the list in place of the config and checks it with the path to fix', async () => {
    const gateway = createGateway({
      config: parseConfig(models),
      allowedHosts: ['stayup.test'],
      logger: false,
      metrics: false,
    });
    gateways.push(gateway);
    const { port } = await gateway.listen(0, '127.0.0.1');
    expect((await call(port, { host: `stayup.test:${port}`, path: '/v1/models' })).status).toBe(
      200,
    );
    expect((await call(port, { host: 'other.test', path: '/v1/models' })).status).toBe(403);
    for (const bad of ['http://stayup.test', 'stayup.test:4000', '*', '', 'two words']) {
      const failure = (() => {
        try {
          createGateway({
            config: parseConfig(models),
            allowedHosts: ['ok.test', bad],
            logger: false,
            metrics: false,
          });
        } catch (error) {
          return error;
        }
        return undefined;
      })();
      expect(failure, bad).toBeInstanceOf(InvalidOptionsError);
      expect(failure, bad).toMatchObject({ path: 'allowedHosts[1]' });
    }
  });
});
