/**
 * Session 64's body-only pass (group HD): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own fields carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("a body's top-level status beside its error (held h337, h364, h588, h744, h1266)", () => {
  it('reads a 500 stated beside a bare error string as the server', () => {
    const body = { status: 500, error: "Cannot read properties of undefined (reading 'flatMap')" };
    expect(reasonOf({ body })).toBe('server_error');
    expect(reasonOf({ status: 500, body })).toBe('server_error');
  });
  it('reads a 413 stated on the envelope around an error object as the payload', () => {
    const body = { type: 'error', status: 413, error: { code: 'message_too_big' } };
    expect(reasonOf({ body })).toBe('payload_too_large');
    expect(reasonOf({ status: 413, body })).toBe('payload_too_large');
  });
  it("reads a 401 stated beside a relay's api_error as the key", () => {
    const body = {
      type: 'error',
      error: { type: 'api_error', message: 'Upstream Codex backend error' },
      status: 401,
      account: 'fleet',
    };
    expect(reasonOf({ body })).toBe('auth');
    expect(reasonOf({ status: 401, body })).toBe('auth');
  });
  it('reads a 403 stated beside a relayed error string as the key', () => {
    const body = {
      error: '403 Forbidden',
      status: 403,
      details: { error: { message: 'openai error: undefined', type: null, code: null } },
    };
    expect(reasonOf({ body })).toBe('auth');
  });
  it("leaves a 500 around an error that states the upstream's 400 to the words (held h863)", () => {
    expect(
      reasonOf({
        body: { message: '500 "HTTP Error: 400"', status: 500, error: 'HTTP Error: 400' },
      }),
    ).toBe('format_error');
  });
  it('leaves a status field with no error beside it alone', () => {
    expect(reasonOf({ body: { status: 403, result: 'ok' } })).not.toBe('auth');
  });
  it('leaves a document quoted in a message to the status its words state', () => {
    expect(
      reasonOf({
        message: 'API Error 402: {"error":"Model not found or tier not high enough.","status":402}',
      }),
    ).toBe(reasonOf({ message: 'API Error 402: Model not found or tier not high enough.' }));
  });
});

describe("a relay's bare fetch failed coded internal_error under an api_error type (held h1158, h1283, h1290)", () => {
  const body = { error: { message: 'fetch failed', type: 'api_error', code: 'internal_error' } };
  it("reads claude-code-router's body alone as the connection", () => {
    expect(reasonOf({ body })).toBe('timeout');
  });
  it('reads it under its 500 the same way', () => {
    expect(reasonOf({ status: 500, body })).toBe('timeout');
  });
  it("leaves an engine's fetch under an internal_error type to the server (held h511)", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'Engine protocol predict request failed: fetch failed',
            type: 'internal_error',
            code: 'unknown',
          },
        },
      }),
    ).toBe('server_error');
  });
  it('leaves other words under the same codes to the server', () => {
    expect(
      reasonOf({
        body: { error: { message: 'Something broke', type: 'api_error', code: 'internal_error' } },
      }),
    ).toBe('server_error');
  });
});

describe('transport wording under a server_error type with no status (held h1159, h1283)', () => {
  it("reads a relay's failed connection to its upstream as the connection", () => {
    const body = {
      error: {
        code: 'upstream_error',
        message: 'Failed to connect to upstream service',
        type: 'server_error',
      },
    };
    expect(reasonOf({ body })).toBe('timeout');
    expect(reasonOf({ status: 503, body })).toBe('timeout');
  });
  it("reads a Go relay's refused dial as the connection", () => {
    const body = {
      error: {
        message:
          'Post "https://cloudcode-pa.googleapis.com/v1internal:generateContent": dial tcp 127.0.0.1:443: connectex: No connection could be made because the target machine actively refused it.',
        type: 'server_error',
        code: 'internal_server_error',
      },
    };
    expect(reasonOf({ body })).toBe('timeout');
  });
  it('leaves an app\'s "Failed to fetch <thing>" to the server (held h620)', () => {
    expect(
      reasonOf({
        body: { error: { message: 'Failed to fetch video content', type: 'server_error' } },
      }),
    ).toBe('server_error');
  });
  it('leaves a server fault under the same type to the server', () => {
    expect(
      reasonOf({ body: { error: { message: 'Internal server error', type: 'server_error' } } }),
    ).toBe('server_error');
  });
});
