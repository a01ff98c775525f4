/**
 * The gateway's HTTP surface as real clients call it (session 17 review): oversized bodies
 * answered with a 413 the client can read, compressed request bodies, `GET /v1/models/{id}` as
 * both SDKs' `models.retrieve` calls it, the `request-id` header the Anthropic SDK reads, and
 * 405s that say which method to use. Real sockets on 127.0.0.1, a sandbox config (no network).
 */
import { Worker } from 'node:worker_threads';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

const CONFIG = `models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large }
  acme/other:
    targets:
      - { provider: sandbox, model: sandbox-small }
`;

let gateway: Gateway;
let url: string;

beforeAll(async () => {
  gateway = createGateway({
    config: parseConfig(CONFIG),
    logger: false,
    metrics: false,
    bodyLimitBytes: 64 * 1024,
  });
  url = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
});

const ask = (model: string, content = 'hi'): string =>
  JSON.stringify({ model, max_tokens: 5, messages: [{ role: 'user', content }] });

/**
 * POSTs `bytes` of JSON `rounds` times (odd rounds chunked) from a worker thread: a client on its own event loop keeps
 * writing while the gateway answers, as a separate process would (in this thread the upload
 * would finish before the gateway ever ran). Resolves with each answer (status, `x-should-retry`,
 * body) or error code, target by target.
 */
function uploadFromWorker(
  targets: readonly string[],
  bytes: number,
  rounds: number,
): Promise<string[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const body = JSON.stringify({ model: 'chat', max_tokens: 5,
        messages: [{ role: 'user', content: 'x'.repeat(workerData.bytes) }] });
      const results = [];
      for (const target of workerData.targets) for (let round = 0; round < workerData.rounds; round++) {
        // Odd rounds send the body chunked (no content-length): refused once it crosses the limit.
        const bytes = new TextEncoder().encode(body);
        const chunked = () => new ReadableStream({ start(controller) {
          for (let at = 0; at < bytes.length; at += 65536) controller.enqueue(bytes.subarray(at, at + 65536));
          controller.close();
        } });
        try {
          const response = await fetch(target, { method: 'POST',
            headers: { 'content-type': 'application/json' },
            ...(round % 2 === 1 ? { body: chunked(), duplex: 'half' } : { body }) });
          const text = await response.text();
          results.push(response.status + ' ' + response.headers.get('x-should-retry') + ' ' + text);
        } catch (error) {
          results.push('error ' + (error.cause?.code ?? error.message));
        }
      }
      parentPort.postMessage(results);
    })();
  `;
  const worker = new Worker(source, { eval: true, workerData: { targets, bytes, rounds } });
  return new Promise((resolve, reject) => {
    worker.once('message', (results: string[]) => {
      void worker.terminate();
      resolve(results);
    });
    worker.once('error', reject);
  });
}

describe('a body over the limit', () => {
  it('is a 413 the client reads, never a connection it sees reset mid-upload', async () => {
    // 8 MiB: far more than the sockets buffer, so the gateway must read (and drop) it to answer.
    const paths = ['/v1/chat/completions', '/v1/messages', '/v1/messages/count_tokens'];
    const results = await uploadFromWorker(
      paths.map((path) => `${url}${path}`),
      8 * 1024 * 1024,
      2,
    );
    expect(results).toHaveLength(6);
    for (const result of results) {
      expect(result).toMatch(/^413 false .*exceeds the gateway's limit of 65536 bytes/);
    }
    expect((await fetch(`${url}/health`)).status).toBe(200);
  });
});

describe('GET /v1/models/{id}', () => {
  it("answers the OpenAI SDK's models.retrieve, a vendor/model name included", async () => {
    const openai = new OpenAI({ apiKey: 'k', baseURL: `${url}/v1`, maxRetries: 0 });
    expect(await openai.models.retrieve('chat')).toEqual({
      id: 'chat',
      object: 'model',
      created: 0,
      owned_by: 'stayup',
    });
    expect((await openai.models.retrieve('acme/other')).id).toBe('acme/other');
    const missing = await openai.models.retrieve('gpt-9').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(OpenAI.NotFoundError);
    expect((missing as InstanceType<typeof OpenAI.NotFoundError>).code).toBe('model_not_found');
    expect((missing as Error).message).toMatch(
      /"gpt-9" does not exist .*available: chat, acme\/other/,
    );
  });

  it("answers the Anthropic SDK's models.retrieve in Anthropic's shape", async () => {
    const anthropic = new Anthropic({ apiKey: 'k', baseURL: url, maxRetries: 0 });
    expect(await anthropic.models.retrieve('chat')).toEqual({
      type: 'model',
      id: 'chat',
      display_name: 'chat',
      created_at: '1970-01-01T00:00:00Z',
    });
    const missing = await anthropic.models.retrieve('claude-9').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Anthropic.NotFoundError);
    expect((missing as InstanceType<typeof Anthropic.NotFoundError>).error).toMatchObject({
      type: 'error',
      error: { type: 'not_found_error' },
    });
  });

  it('asks for the gateway key like /v1/models', async () => {
    const keyed = createGateway({
      config: parseConfig(CONFIG),
      keys: ['gw-key-7c1d'],
      logger: false,
      metrics: false,
    });
    const keyedUrl = (await keyed.listen(0, '127.0.0.1')).url;
    try {
      expect((await fetch(`${keyedUrl}/v1/models/chat`)).status).toBe(401);
      const ok = await fetch(`${keyedUrl}/v1/models/chat`, {
        headers: { authorization: 'Bearer gw-key-7c1d' },
      });
      expect(ok.status).toBe(200);
    } finally {
      await keyed.close();
    }
  });
});

describe("the Anthropic SDK's request id", () => {
  // The Anthropic SDK reads `request-id` (OpenAI's reads `x-request-id`): answers in Anthropic's
  // shape carry both, so `error.requestID` and `withResponse().request_id` name the gateway's id.
  const anthropic = (): Anthropic => new Anthropic({ apiKey: 'k', baseURL: url, maxRetries: 0 });
  const params = {
    model: 'chat',
    max_tokens: 5,
    messages: [{ role: 'user' as const, content: 'hi' }],
  };

  it('is on answers, streams and token counts', async () => {
    const plain = await anthropic().messages.create(params).withResponse();
    expect(plain.request_id).toBe(plain.response.headers.get('x-request-id'));
    expect(plain.data.id).toBe(`msg_${plain.request_id}`);
    const streamed = await anthropic()
      .messages.create({ ...params, stream: true })
      .withResponse();
    for await (const _ of streamed.data) {
      // drain
    }
    expect(streamed.request_id).toBe(streamed.response.headers.get('x-request-id'));
    expect(streamed.request_id).toMatch(/\S/);
    const counted = await anthropic()
      .messages.countTokens({ model: 'chat', messages: params.messages })
      .withResponse();
    expect(counted.request_id).toBe(counted.response.headers.get('x-request-id'));
    expect(counted.request_id).toMatch(/\S/);
  });

  it('is on errors, and is the x-request-id the caller sent', async () => {
    const failed = await anthropic()
      .messages.create(
        { ...params, model: 'claude-9' },
        { headers: { 'x-request-id': 'trace-42' } },
      )
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Anthropic.NotFoundError);
    expect((failed as InstanceType<typeof Anthropic.NotFoundError>).requestID).toBe('trace-42');
    const invalid = await fetch(`${url}/v1/messages`, { method: 'POST', body: '{' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('request-id')).toBe(invalid.headers.get('x-request-id'));
    expect(invalid.headers.get('request-id')).toMatch(/\S/);
  });
});

describe('a compressed request body (content-encoding)', () => {
  const post = (path: string, body: Buffer | string, encoding: string): Promise<Response> =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  it('is decoded: gzip, deflate (zlib or raw), br, and a list of them', async () => {
    const openai = await post('/v1/chat/completions', gzipSync(ask('chat')), 'gzip');
    expect(openai.status).toBe(200);
    expect(((await openai.json()) as { object: string }).object).toBe('chat.completion');
    const anthropic = await post('/v1/messages', deflateSync(ask('chat')), 'deflate');
    expect(anthropic.status).toBe(200);
    expect(((await anthropic.json()) as { type: string }).type).toBe('message');
    expect((await post('/v1/messages', deflateRawSync(ask('chat')), 'Deflate')).status).toBe(200);
    const counted = await post(
      '/v1/messages/count_tokens',
      brotliCompressSync(
        JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] }),
      ),
      'br',
    );
    expect(counted.status).toBe(200);
    expect(((await counted.json()) as { input_tokens: number }).input_tokens).toBeGreaterThan(0);
    // Applied in the order listed: gzip first, then br over it.
    const twice = brotliCompressSync(gzipSync(ask('chat')));
    expect((await post('/v1/chat/completions', twice, 'gzip, br')).status).toBe(200);
    expect((await post('/v1/chat/completions', ask('chat'), 'identity')).status).toBe(200);
  });

  it('over the limit once decoded is a 413 (a small gzip of a huge body)', async () => {
    const bomb = gzipSync(ask('chat', 'x'.repeat(1024 * 1024)));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const response = await post('/v1/chat/completions', bomb, 'gzip');
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/exceeds the gateway's limit of 65536 bytes/);
  });

  it('that is corrupt is a 400 naming the encoding, an unknown encoding a 415', async () => {
    const corrupt = await post('/v1/messages', Buffer.from(ask('chat')), 'gzip');
    expect(corrupt.status).toBe(400);
    expect(corrupt.headers.get('x-should-retry')).toBe('false');
    expect(await corrupt.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error', message: expect.stringMatching(/not valid gzip/) },
    });
    const unknown = await post('/v1/chat/completions', Buffer.from(ask('chat')), 'zstd');
    expect(unknown.status).toBe(415);
    expect(unknown.headers.get('x-should-retry')).toBe('false');
    expect(await unknown.json()).toMatchObject({
      error: {
        code: 'unsupported_media_type',
        message: expect.stringMatching(/content-encoding "zstd" .*gzip, deflate, br/),
      },
    });
  });
});

describe('a method a route does not take', () => {
  it("is a 405 in the route's shape with the Allow header HTTP requires", async () => {
    const cases = [
      ['/v1/chat/completions', 'GET', 'openai'],
      ['/v1/messages', 'GET', 'anthropic'],
      ['/v1/messages/count_tokens', 'GET', 'anthropic'],
      ['/v1/messages/count_tokens', 'PUT', 'anthropic'],
    ] as const;
    for (const [path, method, shape] of cases) {
      const response = await fetch(`${url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe('POST');
      const body = (await response.json()) as { type?: string; error: { message: string } };
      expect(body.type, `${method} ${path}`).toBe(shape === 'anthropic' ? 'error' : undefined);
      expect(body.error.message).toBe(`use POST for ${path}`);
    }
    for (const path of ['/v1/models', '/v1/models/chat', '/metrics']) {
      const response = await fetch(`${url}${path}`, { method: 'POST', body: '{}' });
      expect(response.status, `POST ${path}`).toBe(405);
      expect(response.headers.get('allow'), `POST ${path}`).toBe('GET, HEAD');
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        `use GET for ${path}`,
      );
    }
    const head = await fetch(`${url}/v1/models/chat`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

describe('an Anthropic SDK caller off the served routes', () => {
  it("gets 404s and 401s in Anthropic's shape, so the SDK reads their type", async () => {
    const anthropic = new Anthropic({ apiKey: 'k', baseURL: url, maxRetries: 0 });
    const batches = await anthropic.messages.batches.list().catch((error: unknown) => error);
    expect(batches).toBeInstanceOf(Anthropic.NotFoundError);
    expect((batches as InstanceType<typeof Anthropic.NotFoundError>).error).toEqual({
      type: 'error',
      error: { type: 'not_found_error', message: 'no route for GET /v1/messages/batches' },
    });
    expect(batches).toMatchObject({
      type: 'not_found_error',
      apiMessage: 'no route for GET /v1/messages/batches',
    });
    const keyed = createGateway({
      config: parseConfig(CONFIG),
      keys: ['gw-key-7c1d'],
      logger: false,
      metrics: false,
    });
    const keyedUrl = (await keyed.listen(0, '127.0.0.1')).url;
    try {
      const wrongKey = new Anthropic({ apiKey: 'nope', baseURL: keyedUrl, maxRetries: 0 });
      const models = await wrongKey.models.list().catch((error: unknown) => error);
      expect(models).toBeInstanceOf(Anthropic.AuthenticationError);
      expect((models as InstanceType<typeof Anthropic.AuthenticationError>).error).toMatchObject({
        type: 'error',
        error: { type: 'authentication_error' },
      });
    } finally {
      await keyed.close();
    }
    // OpenAI callers keep OpenAI's shape.
    const openai = await fetch(`${url}/v1/embeddings`, { method: 'POST', body: '{}' });
    expect(await openai.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
