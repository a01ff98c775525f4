/**
 * Session 59's body-only pass (group ER): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("a relay's own fetch failing under a generic api_error type (held h67: timeout)", () => {
  const body = {
    type: 'error',
    error: { type: 'api_error', message: 'Anthropic API network error: fetch failed' },
  };
  it("reads the GLM proxy's body alone as the connection", () => {
    expect(reasonOf({ body })).toBe('timeout');
  });
  it('reads it under its 500 and as the message alone the same way', () => {
    expect(reasonOf({ status: 500, body })).toBe('timeout');
    expect(reasonOf({ message: 'Anthropic API network error: fetch failed' })).toBe('timeout');
  });
  it('leaves a server fault named beside the failed fetch to the server', () => {
    expect(
      reasonOf({
        body: { error: { type: 'api_error', message: 'Internal server error: fetch failed' } },
      }),
    ).toBe('server_error');
  });
  it('leaves a bare api_error with other words to the server', () => {
    expect(
      reasonOf({ body: { error: { type: 'api_error', message: 'Something broke upstream' } } }),
    ).toBe('server_error');
  });
});

describe('a gateway that got no answer from its upstream (held h240, h387: timeout)', () => {
  const body = {
    type: 504,
    message:
      'Sorry, the server did not receive a response from the upstream server. Please try again later.',
  };
  it("reads LobeHub's body alone as the wait", () => {
    expect(reasonOf({ body })).toBe('timeout');
  });
  it("reads nginx's wording alone and the body under its 504 the same way", () => {
    expect(
      reasonOf({
        message:
          'The gateway did not receive a timely response from the upstream server or application.',
      }),
    ).toBe('timeout');
    expect(reasonOf({ status: 504, body })).toBe('timeout');
  });
  it('leaves an invalid answer from the upstream to the server', () => {
    expect(
      reasonOf({ message: 'The server received an invalid response from the upstream server.' }),
    ).toBe('server_error');
  });
});
