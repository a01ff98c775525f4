/**
 * CORS (`server.cors`), as a browser calls the gateway: preflights answered without a gateway key,
 * `access-control-allow-origin` on every answer to an allowed origin (successes, errors, streams),
 * the stayup headers exposed to the page, and nothing of it when CORS is off (the default) or the
 * origin is not listed. Real sockets on 127.0.0.1, a sandbox config (no network).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

const KEY = 'gw-key-cors-test';
const APP = 'https://app.example.com';
const models = `models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large, latency: { ttft: 0ms, tokens_per_s: 100000 } }
`;

const gateways: Gateway[] = [];
/** Base URLs: CORS for APP only, CORS for any origin, CORS off. */
let listed: string;
let anyOrigin: string;
let off: string;

async function start(server: string): Promise<string> {
  const gateway = createGateway({
    config: parseConfig(`server: ${server}\n${models}`),
    logger: false,
    metrics: false,
  });
  gateways.push(gateway);
  return (await gateway.listen(0, '127.0.0.1')).url;
}

beforeAll(async () => {
  listed = await start(
    `{ keys: ["${KEY}"], cors: { origins: ["${APP}", "http://localhost:5173"] } }`,
  );
  anyOrigin = await start(`{ keys: ["${KEY}"], cors: { origins: "*", max_age: 1h } }`);
  off = await start(`{ keys: ["${KEY}"] }`);
});

afterAll(async () => {
  for (const gateway of gateways) await gateway.close();
});

/** What the OpenAI SDK in a browser asks a preflight for. */
const SDK_HEADERS =
  'authorization,content-type,x-stainless-os,x-stainless-retry-count,openai-organization,x-stayup-session';

function preflight(base: string, origin: string, headers = SDK_HEADERS): Promise<Response> {
  return fetch(`${base}/v1/chat/completions`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });
}

function chat(base: string, options: { origin?: string; key?: string; stream?: boolean } = {}) {
  return fetch(`${base}/v1/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      ...(options.key === undefined ? {} : { authorization: `Bearer ${options.key}` }),
    },
    body: JSON.stringify({
      model: 'chat',
      max_tokens: 5,
      stream: options.stream ?? false,
      messages: [{ role: 'user', content: 'hi' }],
    }),
  });
}

const exposed = (response: Response): string[] =>
  (response.headers.get('access-control-expose-headers') ?? '').split(/\s*,\s*/);

describe('CORS preflights', () => {
  it('answers an allowed origin with 204, methods, the headers SDKs send, and max-age, without a key', async () => {
    const response = await preflight(listed, APP);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(SDK_HEADERS.split(',')));
    expect(response.headers.get('access-control-max-age')).toBe('600');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("allows Anthropic SDKs' headers, Firefox's user-agent and an app's own, not malformed names", async () => {
    const response = await preflight(
      listed,
      'http://localhost:5173',
      'x-api-key, anthropic-version, anthropic-beta, anthropic-dangerous-direct-browser-access, user-agent, x-title, bad name',
    );
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/\s*,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'x-api-key',
        'anthropic-version',
        'anthropic-beta',
        'anthropic-dangerous-direct-browser-access',
        'user-agent',
        'x-title',
      ]),
    );
    expect(allowed).not.toContain('bad name');
  });

  it("answers Chrome's private network question for an allowed origin only", async () => {
    const ask = (origin: string) =>
      fetch(`${listed}/v1/chat/completions`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-private-network': 'true',
        },
      });
    expect((await ask(APP)).headers.get('access-control-allow-private-network')).toBe('true');
    const other = await ask('https://evil.example.com');
    expect(other.headers.get('access-control-allow-private-network')).toBeNull();
  });

  it('lists the headers the SDKs send when a preflight names none', async () => {
    const response = await fetch(`${listed}/v1/messages`, {
      method: 'OPTIONS',
      headers: { origin: APP, 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/\s*,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(['authorization', 'x-api-key', 'anthropic-version', 'x-stainless-os']),
    );
  });

  it('gives an origin that is not listed no allow-origin', async () => {
    const response = await preflight(listed, 'https://evil.example.com');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('answers any origin with "*", and max_age from the config', async () => {
    const response = await preflight(anyOrigin, 'https://anywhere.example.org');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-max-age')).toBe('3600');
  });

  it('is not answered when CORS is off (the default)', async () => {
    const response = await preflight(off, APP);
    expect(response.status).toBe(405);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS on answers', () => {
  it('marks a success for an allowed origin and exposes the stayup headers', async () => {
    const response = await chat(listed, { origin: APP, key: KEY });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('vary')?.toLowerCase()).toContain('origin');
    expect(exposed(response)).toEqual(
      expect.arrayContaining([
        'x-stayup-target',
        'x-stayup-attempts',
        'x-stayup-reason',
        'x-should-retry',
        'retry-after',
        'x-request-id',
      ]),
    );
    expect(response.headers.get('x-stayup-target')).toContain('sandbox');
  });

  it('marks errors (a missing key is a 401 the page can read) and streams', async () => {
    const refused = await chat(listed, { origin: APP });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(APP);
    const stream = await chat(listed, { origin: APP, key: KEY, stream: true });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('access-control-allow-origin')).toBe(APP);
    expect(await stream.text()).toContain('data: [DONE]');
    const missing = await fetch(`${listed}/v1/nothing`, { headers: { origin: APP } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(APP);
  });

  it('leaves answers to other origins, and every answer when CORS is off, unmarked', async () => {
    const other = await chat(listed, { origin: 'https://evil.example.com', key: KEY });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await chat(off, { origin: APP, key: KEY });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toBeNull();
  });
});

describe('a gateway without keys (loopback only)', () => {
  /**
   * Without keys, a loopback gateway trusts whoever reaches it; any web page the user visits
   * reaches it too (a POST with a text/plain body needs no preflight, and a DNS-rebound host is
   * "same origin"), so a browser's request is served only for an origin CORS lets in.
   */
  let keylessOff: string;
  let keylessListed: string;
  beforeAll(async () => {
    keylessOff = await start('{}');
    keylessListed = await start(`{ cors: { origins: ["${APP}"] } }`);
  });

  /** What a page can send without a preflight: a text/plain POST (`mode: 'no-cors'`). */
  const simplePost = (base: string, origin: string) =>
    fetch(`${base}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin },
      body: JSON.stringify({
        model: 'chat',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'hi' }],
      }),
    });

  it('refuses a browser request from a page CORS does not allow, before any work', async () => {
    const refused = await simplePost(keylessOff, 'https://evil.example.com');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-stayup-reason')).toBe('origin_not_allowed');
    expect(JSON.stringify(await refused.json())).toContain('server.cors.origins');
    expect((await simplePost(keylessListed, 'https://evil.example.com')).status).toBe(403);
    expect((await simplePost(keylessListed, 'null')).status).toBe(403);
  });

  it('serves a listed origin, and every caller that is not a browser (no origin)', async () => {
    const listedAnswer = await simplePost(keylessListed, APP);
    expect(listedAnswer.status).toBe(200);
    expect(listedAnswer.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await chat(keylessOff)).status).toBe(200);
  });

  it('will not listen with origins "*": every page on the web could spend the provider keys', async () => {
    const gateway = createGateway({
      config: parseConfig(`server: { cors: { origins: "*" } }\n${models}`),
      logger: false,
      metrics: false,
    });
    gateways.push(gateway);
    const failure = await gateway.listen(0, '127.0.0.1').catch((error: unknown) => error);
    expect(failure).toMatchObject({ path: 'server.cors.origins' });
    expect(String(failure)).toContain('server.keys');
  });
});
