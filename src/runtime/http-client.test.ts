import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/manual-clock.js';
import { createHttpClient, ERROR_BODY_LIMIT_BYTES } from './http-client.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server;
let origin: string;
let handler: Handler = (_request, response) => response.end('{}');
const open = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((request, response) => {
    open.add(response);
    response.on('close', () => open.delete(response));
    request.resume();
    request.on('end', () => handler(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of open) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const post = { path: '/v1/x', headers: { 'content-type': 'application/json' }, body: '{}' };

describe('HttpClient.send', () => {
  it('resolves with status, headers and the whole body', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'x-request-id': 'r1' });
      response.write('{"a":');
      setImmediate(() => response.end('1}'));
    };
    const http = createHttpClient();
    try {
      const response = await http.send?.({
        origin,
        ...post,
        signal: new AbortController().signal,
      });
      expect(response).toMatchObject({ statusCode: 200, text: '{"a":1}' });
      expect(response?.headers['x-request-id']).toBe('r1');
    } finally {
      await http.close();
    }
  });

  it('keeps only the start of a huge error body and does not wait for the rest', async () => {
    handler = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      // More than the limit, and never ended.
      response.write('x'.repeat(ERROR_BODY_LIMIT_BYTES + 10));
    };
    const http = createHttpClient();
    try {
      const response = await http.send?.({ origin, ...post, signal: new AbortController().signal });
      expect(response?.statusCode).toBe(500);
      expect(response?.text.length).toBe(ERROR_BODY_LIMIT_BYTES);
    } finally {
      await http.close();
    }
  });

  it('rejects with the signal reason when the caller aborts, before or during the call', async () => {
    handler = () => undefined; // never answers
    const http = createHttpClient();
    try {
      const early = new AbortController();
      early.abort(new Error('before'));
      await expect(http.send?.({ origin, ...post, signal: early.signal })).rejects.toThrow(
        'before',
      );
      const late = new AbortController();
      const pending = http.send?.({ origin, ...post, signal: late.signal });
      setImmediate(() => late.abort(new Error('during')));
      await expect(pending).rejects.toThrow('during');
    } finally {
      await http.close();
    }
  });

  it('times out the whole call on the injected clock with a TimeoutError', async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      response.write('{"partial":'); // headers arrived, the body never ends
    };
    const clock = new ManualClock();
    const http = createHttpClient();
    try {
      const pending = http.send?.({
        origin,
        ...post,
        signal: new AbortController().signal,
        timeoutMs: 1_000,
        clock,
      });
      const outcome = pending?.then(
        () => undefined,
        (error: unknown) => error,
      );
      while (clock.pending === 0) await new Promise((resolve) => setImmediate(resolve));
      await clock.advance(1_000);
      const error = (await outcome) as DOMException;
      expect(error.name).toBe('TimeoutError');
      expect(clock.pending).toBe(0);
    } finally {
      await http.close();
    }
  });

  it('propagates a refused connection unchanged', async () => {
    const http = createHttpClient();
    try {
      const error = await http
        .send?.({ origin: 'http://127.0.0.1:1', ...post, signal: new AbortController().signal })
        .then(
          () => undefined,
          (caught: unknown) => caught,
        );
      expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    } finally {
      await http.close();
    }
  });
});
