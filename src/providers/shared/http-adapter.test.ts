import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import type { ChatRequest, ChatResponse } from '../../core/model.js';
import type { HttpClient, HttpRequest, HttpResponse } from '../../runtime/http-client.js';
import { ManualClock } from '../../testing/manual-clock.js';
import type { CallOptions } from '../types.js';
import { baseHeaders, createHttpAdapter, type HttpAdapterSpec } from './http-adapter.js';

const SECRET = 'sk-test-secret-0123456789';

/** A client answering every request with one JSON body; it records what it was sent. */
function fakeHttp(json: unknown): { http: HttpClient; sent: HttpRequest[]; closed: () => number } {
  const sent: HttpRequest[] = [];
  let closes = 0;
  const http: HttpClient = {
    timeouts: { connectTimeoutMs: 1000, headersTimeoutMs: 1000, bodyTimeoutMs: 1000, timeoutMs: 0 },
    request: (request) => {
      sent.push(request);
      const body = { text: async () => JSON.stringify(json) };
      return Promise.resolve({
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'x-request-id': 'req_1' },
        body: body as unknown as HttpResponse['body'],
      });
    },
    close: () => {
      closes += 1;
      return Promise.resolve();
    },
  };
  return { http, sent, closed: () => closes };
}

const request: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
const call: CallOptions = {
  signal: new AbortController().signal,
  model: 'model-a',
  credential: { id: 'key#1', index: 0, secret: SECRET },
};

function specFor(
  http: HttpClient,
  parse: HttpAdapterSpec['parse'],
  extra: Partial<HttpAdapterSpec> = {},
): HttpAdapterSpec {
  return {
    provider: 'p',
    http,
    clock: new ManualClock(),
    origin: 'http://127.0.0.1:1',
    headers: baseHeaders({ 'X-Extra': '1' }),
    auth: (secret) => ({ authorization: `Bearer ${secret}` }),
    prepare: (_request, _call, stream) => ({ path: stream ? '/stream' : '/chat', body: { n: 1 } }),
    parse,
    translate: () => {
      throw new Error('not streamed here');
    },
    ...extra,
  };
}

describe('createHttpAdapter', () => {
  it('posts the prepared request and parses the body with the call model, request id and request', async () => {
    const fake = fakeHttp({ ok: true });
    const seen: unknown[] = [];
    const answer = { id: 'r1' } as unknown as ChatResponse;
    const adapter = createHttpAdapter(
      specFor(fake.http, (json, meta) => {
        seen.push(json, meta);
        return answer;
      }),
    );
    expect(adapter.provider).toBe('p');
    await expect(adapter.chat(request, call)).resolves.toBe(answer);
    expect(fake.sent[0]).toMatchObject({
      origin: 'http://127.0.0.1:1',
      path: '/chat',
      body: '{"n":1}',
      headers: {
        'content-type': 'application/json',
        'x-extra': '1',
        authorization: `Bearer ${SECRET}`,
      },
    });
    expect(fake.sent[0]?.headers.accept).toBeUndefined();
    expect(seen).toEqual([{ ok: true }, { model: 'model-a', requestId: 'req_1', request }]);
  });

  it('turns an unusable 2xx body into an UpstreamError without the secret', async () => {
    const fake = fakeHttp({ error: { message: `bad key ${SECRET}` } });
    const adapter = createHttpAdapter(specFor(fake.http, () => undefined));
    const error = await adapter.chat(request, call).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).message).toMatch(/^p unexpected response body/);
    expect((error as UpstreamError).requestId).toBe('req_1');
    expect(JSON.stringify((error as UpstreamError).body)).not.toContain(SECRET);
  });

  it('lets the provider describe the unusable body', async () => {
    const fake = fakeHttp({ error: 'x' });
    const adapter = createHttpAdapter(
      specFor(fake.http, () => undefined, { unusable: () => 'error in a 200 response' }),
    );
    await expect(adapter.chat(request, call)).rejects.toThrow(/^p error in a 200 response/);
  });

  it('sends no auth header for an empty secret', async () => {
    const fake = fakeHttp({});
    const adapter = createHttpAdapter(specFor(fake.http, () => ({}) as ChatResponse));
    await adapter.chat(request, { ...call, credential: { id: 'k', index: 0, secret: '' } });
    expect(fake.sent[0]?.headers.authorization).toBeUndefined();
  });

  it('opens nothing until the stream is read, and close() closes the client', async () => {
    const fake = fakeHttp({});
    const adapter = createHttpAdapter(specFor(fake.http, () => undefined));
    const stream = adapter.stream(request, call)[Symbol.asyncIterator]();
    expect(fake.sent).toHaveLength(0);
    await stream.return?.();
    expect(fake.sent).toHaveLength(0);
    await adapter.close?.();
    expect(fake.closed()).toBe(1);
  });
});

describe('baseHeaders', () => {
  it('starts from JSON, adds fixed headers, and lower-cases the caller extras', () => {
    expect(
      baseHeaders({ 'HTTP-Referer': 'https://x' }, { 'anthropic-version': '2023-06-01' }),
    ).toEqual({
      'content-type': 'application/json',
      'anthropic-version': '2023-06-01',
      'http-referer': 'https://x',
    });
    expect(baseHeaders(undefined)).toEqual({ 'content-type': 'application/json' });
  });
});
