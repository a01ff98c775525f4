/**
 * Rules written for the "message only" rendering of the held-out batches (session 48, group BZ):
 * a client that kept only its own message, with the status quoted in its text or a server bug named
 * in words. Each rule's real wording (from the batch named), a second rendering, then neighbours.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// aiohttp's WSServerHandshakeError is a ClientResponseError: its first number is the status.
describe("aiohttp's failed WebSocket upgrade", () => {
  it('reads the status it quotes (batch 544)', () => {
    const result = classify({
      message: "WSServerHandshakeError: 403, message='Invalid response status'",
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('status.403');
  });
  it('reads a log line without the comma the same (batch 370)', () => {
    expect(
      classify({
        message: "CRITICAL | WSServerHandshakeError: 429 message='Invalid response status'",
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a TLS handshake failure a timeout (invented)', () => {
    expect(classify({ message: 'TLS handshake timeout' }).reason).toBe('timeout');
  });
});

describe('a status quoted before a response code or an unprinted object', () => {
  it("reads r2ai's 'Server returned 429 response code' (batch 331)", () => {
    const result = classify({ message: 'WARN: Server returned 429 response code' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.429');
  });
  it("reads a JS client's '429 [object Object]' (batch 325)", () => {
    expect(classify({ message: '[ERROR] 429 [object Object]' }).reason).toBe('rate_limit');
    expect(classify({ message: 'Error: 401 [object Object]' }).reason).toBe('auth');
  });
  it('leaves a bare number alone (invented)', () => {
    expect(classify({ message: 'Processed 429 items' }).reason).toBe('unknown');
  });
});

describe("Python's UnboundLocalError on the serving side", () => {
  it('is a server error (batches 143, 559, 620)', () => {
    const result = classify({
      message:
        "UnboundLocalError: cannot access local variable 'finish_reason' where it is not associated with a value",
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
    expect(
      classify({
        message:
          '{"error":{"message":"cannot access local variable \'extra_information\' where it is not associated with a value"}}',
      }).reason,
    ).toBe('server_error');
  });
  it("reads Python 3.10's wording the same (invented)", () => {
    expect(
      classify({ message: "local variable 'response' referenced before assignment" }).reason,
    ).toBe('server_error');
  });
  it('leaves an access refusal alone (invented)', () => {
    expect(classify({ message: 'You cannot access this model', status: 403 }).reason).not.toBe(
      'server_error',
    );
  });
});
