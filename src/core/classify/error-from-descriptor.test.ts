import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('errorFromDescriptor (DESIGN §10.1)', () => {
  it('a descriptor with a status becomes an UpstreamError with lower-cased headers and raw body text', () => {
    const error = errorFromDescriptor(
      {
        status: 429,
        headers: { 'Retry-After': '3', 'X-Request-Id': 'r1' },
        body: { error: { message: 'slow' } },
        message: 'Too Many',
      },
      { provider: 'openai', model: 'gpt-4o' },
    );
    expect(error).toBeInstanceOf(UpstreamError);
    const upstream = error as UpstreamError;
    expect(upstream.status).toBe(429);
    expect(upstream.headers).toEqual({ 'retry-after': '3', 'x-request-id': 'r1' });
    expect(upstream.body).toBe('{"error":{"message":"slow"}}');
    expect(upstream.message).toBe('Too Many');
    expect(upstream.provider).toBe('openai');
    expect(upstream.model).toBe('gpt-4o');
  });

  it('reads a status written as text, and ignores text that is no status', () => {
    expect((errorFromDescriptor({ status: '429' }) as UpstreamError).status).toBe(429);
    expect((errorFromDescriptor({ status: ' 503 ' }) as UpstreamError).status).toBe(503);
    expect(errorFromDescriptor({ status: '4290', message: 'x' })).not.toHaveProperty('status');
    expect(errorFromDescriptor({ status: 'Too Many', message: 'x' })).not.toHaveProperty('status');
  });

  it('keeps a text body as is', () => {
    const error = errorFromDescriptor({ status: 413, body: '<html>413</html>' }) as UpstreamError;
    expect(error.body).toBe('<html>413</html>');
    expect(error.message).toBe('HTTP 413');
  });

  it('no status + transport code → TypeError("fetch failed") with the code on cause', () => {
    const error = errorFromDescriptor({ code: 'ECONNRESET', message: null }) as TypeError & {
      cause: { code: string };
    };
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('fetch failed');
    expect(error.cause.code).toBe('ECONNRESET');
  });

  it('preserves nested causes', () => {
    const error = errorFromDescriptor({
      message: 'terminated',
      name: 'TypeError',
      cause: { name: 'SocketError', code: 'UND_ERR_SOCKET', message: 'other side closed' },
    }) as TypeError & { cause: Error & { code: string } };
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe('terminated');
    expect(error.cause.name).toBe('SocketError');
    expect(error.cause.code).toBe('UND_ERR_SOCKET');
    expect(error.cause.message).toBe('other side closed');
  });

  it('AbortError / TimeoutError become DOMException-like errors', () => {
    const abort = errorFromDescriptor({ name: 'AbortError', message: null }) as Error;
    expect(abort.name).toBe('AbortError');
    expect(abort.message).toBe('This operation was aborted');
    const timeout = errorFromDescriptor({ name: 'TimeoutError' }) as Error;
    expect(timeout.name).toBe('TimeoutError');
  });

  it('other descriptors keep name, code and body', () => {
    const error = errorFromDescriptor({
      name: 'ExpiredTokenException',
      message: 'expired',
      code: 'X1',
      body: { a: 1 },
    }) as Error & {
      code: string;
      body: string;
    };
    expect(error.name).toBe('ExpiredTokenException');
    expect(error.code).toBe('X1');
    expect(error.body).toBe('{"a":1}');
  });

  it('never throws', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        ownKeys() {
          throw new Error('boom');
        },
      },
    );
    expect(() => errorFromDescriptor(hostile)).not.toThrow();
    expect(() => errorFromDescriptor({ status: 500, headers: hostile })).not.toThrow();
    const cyclic: Record<string, unknown> = { status: 400 };
    cyclic.body = cyclic;
    expect(() => errorFromDescriptor(cyclic)).not.toThrow();
    expect(errorFromDescriptor(null)).toBeInstanceOf(Error);
    expect(errorFromDescriptor('x')).toBeInstanceOf(Error);
  });
});
