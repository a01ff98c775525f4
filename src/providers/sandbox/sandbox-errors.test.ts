import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../core/errors.js';
import { fetchFailedError, headersTimeoutError, upstreamStatusError } from './sandbox-errors.js';

describe('upstreamStatusError', () => {
  it('gives the same body text and message for a reused body object, a string and a default', () => {
    const body = { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } };
    const make = (value?: string | Record<string, unknown>, status = 529) =>
      upstreamStatusError({
        provider: 'sandbox',
        model: 'm',
        status,
        body: value,
        headers: { 'Retry-After': '3' },
        requestId: `req_${status}`,
      });
    const first = make(body);
    const second = make(body);
    expect(first.message).toBe('529 Overloaded');
    expect(second.message).toBe(first.message);
    expect(second.body).toBe(JSON.stringify(body));
    expect(second.headers).toEqual({
      'content-type': 'application/json',
      'x-request-id': 'req_529',
      'retry-after': '3',
    });
    expect(second.headers).not.toBe(first.headers);
    expect(make(JSON.stringify(body)).message).toBe('529 Overloaded');
    expect(make('upstream exploded', 502).message).toBe('502 upstream exploded');
    expect(make(undefined, 500).message).toBe(make(undefined, 500).message);
    expect(make(undefined, 500).body).toContain('"error"');
  });

  it('a default 429 says the wait its fault sets in retry-after, and its usual one second otherwise', () => {
    const make = (headers: Record<string, string>) =>
      upstreamStatusError({
        provider: 'sandbox',
        model: 'm',
        status: 429,
        headers,
        requestId: 'r',
      });
    expect(make({ 'retry-after': '120' }).message).toBe(
      '429 Rate limit reached for requests. Please try again in 120s.',
    );
    expect(make({ 'Retry-After': '7' }).message).toContain('try again in 7s.');
    expect(make({}).message).toContain('try again in 1s.');
    expect(make({ 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }).message).toContain(
      'try again in 1s.',
    );
  });

  it('captures no stack for a simulated answer and leaves the stack limit as it was', () => {
    const before = Error.stackTraceLimit;
    const error = upstreamStatusError({
      provider: 'sandbox',
      model: 'm',
      status: 529,
      headers: {},
      requestId: 'req_1',
    });
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(529);
    expect(error.stack ?? '').not.toMatch(/\n\s+at /);
    for (const failed of [fetchFailedError('ECONNRESET'), headersTimeoutError()]) {
      expect(failed.message).toBe('fetch failed');
      expect(failed.stack ?? '').not.toMatch(/\n\s+at /);
    }
    expect(Error.stackTraceLimit).toBe(before);
    expect(new Error('after').stack).toMatch(/\n\s+at /);
  });
});
