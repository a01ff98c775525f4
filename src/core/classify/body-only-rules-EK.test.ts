/**
 * Session 58's body-only pass (group EK): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("a JSON-Schema bound under a token parameter's minimum (held h1002: format_error)", () => {
  const body = {
    object: 'error',
    message: "0 is less than the minimum of 1 - 'max_tokens'",
    code: 40302,
  };
  it("reads FastChat's body alone as the request's value", () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('reads the message alone and under its 400 the same way', () => {
    expect(reasonOf({ message: "0 is less than the minimum of 1 - 'max_tokens'" })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 400, body })).toBe('format_error');
  });
  it('leaves a token parameter over its maximum to the overflow reading', () => {
    expect(reasonOf({ message: "5000 is greater than the maximum of 4096 - 'max_tokens'" })).toBe(
      'context_overflow',
    );
  });
  it('still reads another parameter under its minimum as the request', () => {
    expect(reasonOf({ message: "-1 is less than the minimum of 0 - 'temperature'" })).toBe(
      'format_error',
    );
  });
});

describe('no authorization from the token held (held h1094, h780: auth)', () => {
  const body = { error: 'Failed to get authorization from token' };
  it("reads Copilot's relay body alone as the credential's", () => {
    expect(reasonOf({ body })).toBe('auth');
  });
  it('reads the message alone the same way', () => {
    expect(reasonOf({ message: 'Unable to obtain authorization from the access token' })).toBe(
      'auth',
    );
  });
  it('leaves a payment authorization alone', () => {
    expect(reasonOf({ body: { error: 'Failed to get authorization for the payment' } })).not.toBe(
      'auth',
    );
  });
});

describe('a path the API has no route for (held h1063: Cloudflare code 7000, format_error)', () => {
  const body = {
    success: false,
    errors: [{ code: 7000, message: 'No route for that URI' }],
    messages: [],
    result: null,
  };
  it("reads Workers AI's body alone as the request's URL", () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('reads it under its 400 and as a message alone', () => {
    expect(reasonOf({ status: 400, body })).toBe('format_error');
    expect(reasonOf({ message: 'No route for that URI' })).toBe('format_error');
  });
  it('leaves a network without a route to the host to the transport', () => {
    expect(reasonOf({ message: 'connect EHOSTUNREACH: No route to host' })).toBe('timeout');
  });
});
