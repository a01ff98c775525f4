/**
 * Rules written for the misses of held-out batches 1283–1292 (session 62, group FD), after the
 * batches had been scored without them: a relay's failed fetch (undici's "fetch failed", Go's
 * `Post "…": dial tcp …` refusal) wrapped in the relay's own generic 500 envelope, Python's
 * AttributeError for a reply whose message or delta came back None, and a relay's bare "no available
 * channel" under its 502. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a relay's failed fetch inside its own generic 500 envelope", () => {
  it('is the transport failure (claude-code-router, batch 1283)', () => {
    const d = {
      status: 500,
      body: { error: { message: 'fetch failed', type: 'api_error', code: 'internal_error' } },
      message:
        'API Error (500 {"error":{"message":"fetch failed","type":"api_error","code":"internal_error"}}) · Retrying in 1 seconds…',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.500.relay_fetch_failed');
  });
  it("reads Go's dial refusal under a server_error envelope (CLIProxyAPI, batch 1283)", () => {
    const inner =
      'Post \\"https://cloudcode-pa.googleapis.com/v1internal:generateContent\\": dial tcp 127.0.0.1:443: connectex: No connection could be made because the target machine actively refused it.';
    const d = {
      status: 500,
      message: `Chat completion request error:  Internal Server Error {"error":{"message":"${inner}","type":"server_error","code":"internal_server_error"}}`,
    };
    expect(classify(d).reason).toBe('timeout');
  });
  it('reads the message alone, another host and a plain refusal, under a 502', () => {
    expect(
      classify({
        status: 502,
        message:
          'Post "https://api.example.com/v1/chat/completions": dial tcp 10.0.0.5:443: connect: connection refused',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves a proxy naming its upstream refusing, and a relay's bare internal error", () => {
    expect(
      classify({
        status: 500,
        message:
          'Unable to round-trip http request to upstream: dial tcp [::1]:11434: connectex: No connection could be made because the target machine actively refused it.',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 500,
        message:
          'API Error (500 {"error":{"message":"Internal server error","type":"api_error","code":"internal_error"}})',
      }).reason,
    ).toBe('server_error');
  });
});

describe('a reply whose message or delta came back None', () => {
  it('is the provider answer the client could not read (bagofwords on Azure, batch 1286)', () => {
    const d = { message: "'NoneType' object has no attribute 'content'" };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.server_error');
  });
  it('reads the AttributeError rendering, in capitals, and the tool_calls attribute', () => {
    expect(
      classify({ name: 'AttributeError', message: "'NONETYPE' OBJECT HAS NO ATTRIBUTE 'CONTENT'" })
        .reason,
    ).toBe('server_error');
    expect(
      classify({ message: "AttributeError: 'NoneType' object has no attribute 'tool_calls'" })
        .reason,
    ).toBe('server_error');
  });
  it('leaves an attribute that names no part of the reply', () => {
    expect(classify({ message: "'NoneType' object has no attribute 'model_dump'" }).reason).toBe(
      'unknown',
    );
  });
});

describe("a relay's bare no available channel", () => {
  it('is the model it cannot route (Octopus 502, batch 1288)', () => {
    const d = { status: 502, message: 'no available channel' };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.502.no_channel_for_model');
  });
  it('reads the plural under a 503, in capitals', () => {
    expect(classify({ status: 503, message: 'NO AVAILABLE CHANNELS' }).reason).toBe(
      'model_not_found',
    );
  });
  it("leaves a group's channels and an account pool", () => {
    expect(classify({ status: 502, message: 'no available channel for group vip' }).reason).toBe(
      'server_error',
    );
    expect(classify({ status: 502, message: 'no available accounts' }).reason).not.toBe(
      'model_not_found',
    );
  });
});
