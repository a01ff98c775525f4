/**
 * Rules written for the misses of held-out batches 908–923 and 932–938 (session 55, group DL),
 * after the batches had been scored without them: an AWS error name printed alone, a web app's page
 * where the API should answer, a relay's failed limiter check, Azure's capacity answer under a 429,
 * and a client's list of possible causes beside the provider's own quota type. Each wording from
 * the batch line named, a second rendering, then the neighbours it must leave alone.
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

describe('an AWS error name printed alone', () => {
  it('is auth for UnrecognizedClientException (a troubleshooting table, batch 933)', () => {
    expect(classify({ message: 'UnrecognizedClientException' }).reason).toBe('auth');
  });
  it('reads the name with a period and under a tool headline the same', () => {
    expect(classify({ message: 'UnrecognizedClientException.' }).reason).toBe('auth');
    expect(classify({ message: 'Bedrock error: UnrecognizedClientException' }).reason).toBe('auth');
    expect(classify({ message: 'ThrottlingException' }).reason).toBe('rate_limit');
  });
  it('leaves a Java AccessDeniedException with a path and other exceptions alone', () => {
    expect(classify({ message: 'AccessDeniedException: /backups' }).reason).not.toBe('auth');
    expect(classify({ message: 'SocketException' }).reason).toBe('unknown');
  });
});

describe("a single-page web app's text where the API should answer", () => {
  it('is the URL under a 200 (ProxyAI, batch 917)', () => {
    const d = {
      status: 200,
      body: 'You need to enable JavaScript to run this app.',
      message:
        'Unknown API response. Code: 200, Body: You need to enable JavaScript to run this app.',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.invalid_url');
  });
  it('reads the noscript text alone the same, in any case', () => {
    expect(classify({ message: 'YOU NEED TO ENABLE JAVASCRIPT TO RUN THIS APP.' }).reason).toBe(
      'format_error',
    );
  });
  it("leaves a challenge page's 'enable JavaScript and cookies' alone", () => {
    expect(
      classify({ status: 403, message: 'Please enable JavaScript and cookies to continue' }).reason,
    ).not.toBe('format_error');
  });
});

describe("a relay's failed limiter check", () => {
  it("is the server's, not a rate limit (AgnesAI on new-api, batch 936)", () => {
    const d = {
      body: {
        error: {
          code: '',
          message: 'rate_limit_check_failed (request id: 20260725031408366213896WKqXQwF5)',
          type: 'AgnesAI_error',
        },
      },
      message: 'rate_limit_check_failed (request id: 20260725031408366213896WKqXQwF5)',
    };
    expect(classify(d).reason).toBe('server_error');
  });
  it('reads the bare code under a 500 the same', () => {
    expect(classify({ status: 500, message: 'rate_limit_check_failed' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves rate_limit_exceeded and a rate limit said in words alone', () => {
    expect(classify({ message: 'rate_limit_exceeded' }).reason).toBe('rate_limit');
    expect(classify({ message: 'Rate limit check failed: too many requests' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe('"The service is temporarily unable to process your request" under a 429', () => {
  it('is capacity (Azure OpenAI, batch 914)', () => {
    const d = { status: 429, message: 'The service is temporarily unable to process your request' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('status.429.overload_text');
  });
  it('reads the message alone and upper-cased the same', () => {
    expect(
      classify({
        message:
          'THE SERVICE IS TEMPORARILY UNABLE TO PROCESS YOUR REQUEST. Please try again later.',
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves a plain 429 alone', () => {
    expect(classify({ status: 429, message: 'Too many requests, please slow down' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("capacity words only in a client's list of possible causes", () => {
  const genie =
    "HTTP 429 Too Many Requests. Too many requests try again later. You can clear your API Key from VS Code's secrets storage with Genie: Clear API Key command. Potential reasons: You exceeded your current quota, please check your plan and billing details You are sending requests too quickly The engine is currently overloaded, please try again later. See https://platform.openai.com/docs/guides/error-codes for more details.";
  it("leave the body's insufficient_quota to decide (Genie, batch 923)", () => {
    const d = {
      status: 429,
      body: {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          param: null,
          code: null,
        },
      },
      message: genie,
    };
    expect(classify(d).reason).toBe('billing');
  });
  it('read "Possible causes:" the same, without the capacity verdict', () => {
    expect(
      classify({
        status: 429,
        message: 'Request failed. Possible causes: the server is overloaded',
      }).reason,
    ).toBe('rate_limit');
  });
  it('leave capacity said outside the list alone', () => {
    expect(
      classify({
        status: 429,
        message: 'The engine is currently overloaded. Possible causes: too many users',
      }).reason,
    ).toBe('overloaded');
  });
});
