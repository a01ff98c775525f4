/**
 * The closing review of session 50's rule groups (CF–CM): each rule kept its held lines, and these
 * neighbours, which the first versions misread, keep the readings they had before the session. The
 * lead's own rule: an account that "must have a payment method on file" is billing.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('an account told it must have a payment method', () => {
  it('is billing, with or without a 400 (session 43 test)', () => {
    expect(classify({ message: 'Your account must have a payment method on file' }).reason).toBe(
      'billing',
    );
    expect(
      classify({ status: 400, message: 'Your account must have a payment method on file' }).reason,
    ).toBe('billing');
  });
  it("leaves OpenAI's invitation to add one for a higher rate limit to the 429 (invented)", () => {
    expect(
      classify({
        status: 429,
        message: 'You must add a payment method to increase your rate limit',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('"failed to authenticate" over a transport cause (group CK)', () => {
  it('is still auth alone (held h739)', () => {
    expect(classify({ message: 'Failed to authenticate: {}' }).reason).toBe('auth');
  });
  it.each([
    'Failed to authenticate: Request timed out',
    'Failed to authenticate: read ECONNRESET',
    'Failed to authenticate with copilot: connect ETIMEDOUT 140.82.112.6:443',
  ])('leaves %s to the transport (review)', (message) => {
    expect(classify({ message }).reason).toBe('timeout');
  });
});

describe('a 429 quoting a 403 denial (group CK)', () => {
  it('keeps the capacity words of the text its own (review)', () => {
    expect(
      classify({
        status: 429,
        message:
          'The model is overloaded. All 2 attempts failed. Last error: HTTP 403 Forbidden: Permission denied on resource project foo',
      }).reason,
    ).toBe('overloaded');
  });
  it('keeps a stated wait a window (review)', () => {
    expect(
      classify({
        status: 429,
        message:
          'Too many requests. Last error: HTTP 403: permission denied for quota project; retry after 30s',
      }).reason,
    ).toBe('rate_limit');
  });
  it('reads a quoted 401 as no denial (review)', () => {
    expect(
      classify({
        status: 429,
        message:
          'All 3 attempts failed. Last error: HTTP 401 Unauthorized: permission denied. Rate limit exceeded, retry in 20s',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('a 401 request blocked (group CK)', () => {
  it("is the upstream provider's block only (batch 738)", () => {
    expect(
      classify({
        status: 401,
        body: {
          type: 'error',
          error: { type: 'AuthError', message: 'Request blocked by upstream provider.' },
        },
      }).reason,
    ).toBe('auth_permanent');
  });
  it.each([
    'Request blocked: too many failed login attempts, try again in 10 minutes',
    'Your request was blocked due to rate limiting. Please retry later.',
  ])('leaves "%s" a refreshable 401 (review)', (message) => {
    expect(classify({ status: 401, message }).reason).toBe('auth');
  });
});

describe('a 502 around a broken socket (group CH)', () => {
  it("keeps Python's broken pipe the gateway's own fault (batch 729)", () => {
    expect(classify({ status: 502, message: 'Error: 502 [Errno 32] Broken pipe' }).reason).toBe(
      'server_error',
    );
  });
  it("reads Node's EPIPE as the transport's, as DESIGN §1.2 lists it (review)", () => {
    expect(
      classify({
        status: 502,
        message: 'proxy error: write EPIPE while forwarding request to upstream',
      }).reason,
    ).toBe('timeout');
  });
});

describe("a relay's catch-all headline before a transport cause (groups CL, CM)", () => {
  it.each([
    'Provider API request failed: fetch failed',
    'Invalid provider response: connect ECONNRESET',
  ])('reads the cause after "%s" under a 502 (review)', (message) => {
    expect(classify({ status: 502, message }).reason).toBe('timeout');
  });
  it('keeps the headline alone a server fault (batch 746)', () => {
    expect(classify({ status: 502, message: 'Provider API request failed' }).reason).toBe(
      'server_error',
    );
  });
});

describe('"Invalid request sent to provider" as a headline (group CJ)', () => {
  it('is the request alone, with a request id after it (held h32)', () => {
    expect(
      classify({
        status: 400,
        message: 'Invalid request sent to provider.\n Request ID: req_011CT',
      }).reason,
    ).toBe('format_error');
  });
  it("lets the upstream's own words after it decide (review)", () => {
    expect(
      classify({
        status: 400,
        message:
          'Invalid request sent to provider.\nUpstream error: Your credit balance is too low to access the Anthropic API.',
      }).reason,
    ).toBe('billing');
    expect(
      classify({
        status: 400,
        message: 'Invalid request sent to provider.',
        body: {
          error: {
            message: 'Your credit balance is too low to access the Anthropic API.',
          },
        },
      }).reason,
    ).toBe('billing');
  });
});

describe('a model "not supported" (group CM)', () => {
  it('is the model at the end of the text (batch 746)', () => {
    expect(classify({ status: 400, message: 'model not supported' }).reason).toBe(
      'model_not_found',
    );
  });
  it.each([
    'Logprobs for this model not supported.',
    'Streaming for this model not supported.',
    'Parameter reasoning_effort: model not supported.',
  ])('leaves "%s" the request\'s (review)', (message) => {
    expect(classify({ status: 400, message }).reason).toBe('format_error');
  });
});

describe('account and login wordings (groups CH, CK)', () => {
  it('keeps "please reauthenticate with the provider" a dead login (batch 724)', () => {
    expect(
      classify({
        message: 'Please reauthenticate with the copilot provider to continue.',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves an expired session the client can renew refreshable (review)', () => {
    expect(
      classify({ status: 401, message: 'Your session has expired. Please re-authenticate.' })
        .reason,
    ).toBe('auth');
  });
  it('reads a pool of relay accounts none of which is eligible as no dead login (review)', () => {
    expect(
      classify({ message: 'no eligible claude accounts found, please retry later' }).reason,
    ).not.toBe('auth_permanent');
    expect(classify({ message: 'No eligible ChatGPT workspaces found.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a cache miss the client refreshes refreshable (review)', () => {
    expect(
      classify({ status: 401, message: 'No access token found in cache, refreshing' }).reason,
    ).toBe('auth');
  });
  it('reads no expired session in a negation (review)', () => {
    expect(
      classify({
        status: 500,
        message: 'Internal error: auth session is not expired; upstream failure',
      }).reason,
    ).toBe('server_error');
    expect(
      lastRule({
        status: 400,
        message: 'Your authorization session was not initialized or has expired',
      }),
    ).not.toBe('status.400');
  });
});

describe('a credential pair "must be provided" (group CM)', () => {
  it('is no request-shape verdict on the server (review)', () => {
    expect(
      classify({ status: 500, message: "Either 'api_key' or 'access_token' must be provided" })
        .reason,
    ).toBe('server_error');
  });
  it("keeps the request's required fields a shape error (batch 745)", () => {
    expect(
      classify({ status: 502, message: "One of 'input' or 'messages' must be provided" }).reason,
    ).toBe('format_error');
  });
});

describe('"currently processing too many requests" (groups CG, CJ)', () => {
  it("is the service's load in ChatGPT's words (batch 716)", () => {
    expect(
      classify({
        message: "We're currently processing too many requests. Please try again later.",
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves the caller as subject a rate limit (review)', () => {
    expect(
      classify({
        message: 'You are currently processing too many requests concurrently; reduce concurrency',
      }).reason,
    ).toBe('rate_limit');
  });
});
