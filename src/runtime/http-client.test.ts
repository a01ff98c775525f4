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

describe('HttpClient.open', () => {
  it('hands out a large body in order with the socket paused while the reader lags', async () => {
    const part = Buffer.alloc(16 * 1024, 'x');
    handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (let index = 0; index < 20; index++) response.write(Buffer.from(`${index}:`));
      for (let index = 0; index < 20; index++) response.write(part);
      response.end('end');
    };
    const http = createHttpClient();
    try {
      const opened = await http.open?.({ origin, ...post, signal: new AbortController().signal });
      expect(opened?.statusCode).toBe(200);
      const chunks: Buffer[] = [];
      for await (const chunk of opened?.body ?? []) {
        chunks.push(chunk);
        // A slow reader: the queue passes the high-water mark and undici pauses the socket.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const text = Buffer.concat(chunks).toString('latin1');
      expect(text.startsWith('0:1:2:')).toBe(true);
      expect(text.endsWith('xend')).toBe(true);
      expect(text.length).toBe(20 * 16 * 1024 + 'end'.length + 50);
    } finally {
      await http.close();
    }
  });

  it('continues where a left loop stopped, and fails a pending read with the abort reason', async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      response.write('first');
      // The rest never comes.
    };
    const http = createHttpClient();
    try {
      const caller = new AbortController();
      const opened = await http.open?.({ origin, ...post, signal: caller.signal });
      const body = opened?.body;
      if (body === undefined) throw new Error('open() is missing');
      for await (const chunk of body) {
        expect(chunk.toString()).toBe('first');
        break;
      }
      const pending = body[Symbol.asyncIterator]().next();
      caller.abort(new Error('caller left'));
      await expect(pending).rejects.toThrow('caller left');
    } finally {
      await http.close();
    }
  });
});
