/**
 * Rules written for the misses of held-out batches 995–1019 (session 57, group EA), after the
 * batches had been scored without them: a maximum said below its minimum, Azure's `NoCapacity` and
 * the 503's own reason text under a 429, a relay's 500 around the upstream's 524, and an endpoint
 * that could not be reached. Each wording from the batch line named,
 * a second rendering, then the neighbours it must leave alone.
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

describe('a maximum said to need to be over its minimum', () => {
  it("is the request's values (IBM TGIS, batch 995)", () => {
    const d = {
      message:
        'value check failed: Maximum new tokens [50] has to be greater than minimum new tokens [80]',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.validation');
  });
  it('reads snake_case parameters without a status the same (invented)', () => {
    expect(classify({ message: 'max_length must be greater than min_length' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a ceiling and a floor that is a number alone', () => {
    expect(classify({ message: 'max_tokens must be less than 2048' }).reason).toBe(
      'context_overflow',
    );
    expect(classify({ message: 'maximum tokens has to be greater than 0' }).reason).not.toBe(
      'format_error',
    );
  });
});

describe('capacity said under a 429', () => {
  it("is Azure OpenAI's NoCapacity (batch 998)", () => {
    const d = { status: 429, message: 'Error code: 429 - NoCapacity' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('status.429.overload_text');
  });
  it("is the 503's reason text a relay sends as its 429, its wait kept (HolySheep, batch 1019)", () => {
    const d = {
      status: 429,
      headers: { 'Retry-After': '60' },
      name: 'RateLimitError',
      message:
        "openai.RateLimitError: Error code: 429 - 'The server is currently unable to handle the request. Please retry after 60 seconds.'",
    };
    const result = classify(d);
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(60_000);
    expect(lastRule(d)).toBe('status.429.overload_text');
  });
  it('reads both without a status the same (invented)', () => {
    expect(classify({ message: 'Error code: 429 - NoCapacity' }).reason).toBe('overloaded');
    expect(
      classify({ message: 'the server is currently unable to handle the request' }).reason,
    ).toBe('overloaded');
  });
  it('leaves a throttle under a 429 alone', () => {
    expect(classify({ status: 429, message: 'Error code: 429 - RateLimitReached' }).reason).toBe(
      'rate_limit',
    );
    expect(
      classify({ status: 429, message: 'Too many requests. Please retry after 60 seconds.' })
        .reason,
    ).toBe('rate_limit');
  });
});

describe("a relay's 500 around the upstream's gateway timeout", () => {
  it('is the timeout its body states (CowAgent through an OpenAI relay, batch 1006)', () => {
    const d = {
      status: 500,
      name: 'APIError',
      body: { code: 500, statusText: '', message: '524 status code (no body)', data: null },
      message:
        '[CHATGPT] Bad Gateway: Invalid response object from API: \'{"code":500,"statusText":"","message":"524 status code (no body)","data":null}\' (HTTP response code was 500)',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.500.body_524');
  });
  it('reads a 502 around a 504 the same (invented)', () => {
    expect(
      classify({
        status: 502,
        body: { code: 502, message: '504 status code (no body)' },
        message: 'Bad Gateway: 504 status code (no body)',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves the relay's own 500 and capacity words beside the 524 alone", () => {
    expect(
      classify({
        status: 500,
        body: { code: 500, message: '500 status code (no body)' },
        message: 'Internal: 500 status code (no body)',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 500,
        body: { code: 500, message: '524 status code (no body) server overloaded' },
        message: 'upstream error',
      }).reason,
    ).toBe('overloaded');
  });
});

describe('an endpoint that could not be reached', () => {
  it("is a connect failure (Azure AI Search's vectorizer, batch 1013)", () => {
    const d = {
      message:
        'Could not complete vectorization action. Could not reach the vectorization endpoint.',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('transport.text');
  });
  it("reads a gateway's 502 the same (invented)", () => {
    const d = { status: 502, message: 'Could not reach the embedding endpoint.' };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.502.provider_unreachable');
  });
  it('leaves an address refused before the connect and an endpoint that answered alone', () => {
    expect(
      classify({
        message:
          'Failed: runtime error: could not reach embedding server:\n  - bad uri: Rejected URI',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message:
          "() Could not complete vectorization action. The vectorization endpoint returned status code '401'.",
      }).reason,
    ).not.toBe('timeout');
  });
});
