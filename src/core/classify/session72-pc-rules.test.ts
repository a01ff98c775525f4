/**
 * Rule group PC, session 72: the "message only" rendering (a client that kept only its own
 * message). Each rule's held wording, a second rendering, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function classified(descriptor: Descriptor) {
  const result = classifyError(errorFromDescriptor(descriptor));
  return {
    reason: result.reason,
    status: result.status,
    rule: result.explain.find((step) => step.decided)?.rule ?? '',
  };
}

describe("Python requests' `<Response [NNN]>` states the status the client got", () => {
  it('reads the held message alone under its headline (h1763)', () => {
    expect(classified({ message: 'Network Error:\n<Response [429]>' })).toEqual({
      reason: 'rate_limit',
      status: 429,
      rule: 'status.429',
    });
  });
  it('reads another status and casing', () => {
    const got = classified({ message: 'AssertionError: res=<RESPONSE [503]>' });
    expect(got.status).toBe(503);
    expect(got.reason).toBe('overloaded');
  });
  it('leaves a 2xx repr, a repr without a status and a transport failure alone', () => {
    expect(classified({ message: '<Response [200]>' }).status).toBeUndefined();
    const none = classified({ message: 'Network Error:\n<Response [None]>' });
    expect(none.status).toBeUndefined();
    expect(none.reason).toBe('timeout');
  });
  it('keeps the reason phrase form read as before', () => {
    expect(classified({ message: '<Response [401 Unauthorized]>' }).status).toBe(401);
  });
});

describe("Mistral's Python client's 'Error response NNN while fetching URL' states the status", () => {
  const url = 'https://api.mistral.ai/v1/chat/completions';
  it('reads the held message with nothing after the colon (h148)', () => {
    expect(classified({ message: `Error response 422 while fetching ${url}:` })).toEqual({
      reason: 'format_error',
      status: 422,
      rule: 'status.422',
    });
  });
  it('reads a 5xx and another casing', () => {
    const got = classified({ message: `ERROR RESPONSE 500 while fetching ${url}: ` });
    expect(got.status).toBe(500);
    expect(got.reason).toBe('server_error');
  });
  it('leaves the body after the colon deciding as before', () => {
    expect(
      classified({
        message: `Error response 401 while fetching ${url}: {"detail":"Unauthorized"}`,
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classified({
        status: 400,
        message: `Error response 400 while fetching ${url}: {"object":"error","message":"Invalid model: open-mixtral-8x22b","type":"invalid_model","param":null,"code":"1500"}`,
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a fetch that got no response a timeout', () => {
    expect(classified({ message: `Error while fetching ${url}: ECONNRESET` }).reason).toBe(
      'timeout',
    );
  });
});
