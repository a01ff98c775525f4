/**
 * Rules written for clusters of KNOWN_MISSES that different sessions had left one line at a time
 * (session 65, group ID), in signatures.ts's KNOWN_WORDINGS: Pollinations' "Model not found or tier
 * not high enough" (h360, h1300), Cody Gateway's "request blocked - if you think this is a mistake"
 * (h79, h105), Copilot Studio's "This agent is currently unavailable. It has reached its usage limit"
 * (h843, h985), Warp's "Request failed with error: QuotaLimit" (h795, h1071) and Google's
 * referrer-restricted key (h627, h1331). Each wording from the lines named, a second rendering,
 * then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('"Model not found or tier not high enough"', () => {
  it('is the model, not the 402 (Pollinations, h360 and h1300)', () => {
    const result = classify({
      status: 402,
      message:
        'Pollinations API Error: API Error 402: {"error":"Model not found or tier not high enough. Your tier: anonymous, required tier: seed. Get unlimited access at https://enter.pollinations.ai","status":402}',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.find((step) => step.decided)?.rule).toBe(
      'signature.model_or_tier_not_found',
    );
  });
  it('reads it without a status, in capitals', () => {
    expect(classify({ message: 'MODEL NOT FOUND OR TIER NOT HIGH ENOUGH.' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a 402 of credits and a tier upsell alone', () => {
    expect(classify({ status: 402, message: 'Insufficient credits. Please top up.' }).reason).toBe(
      'billing',
    );
    expect(
      classify({ status: 402, message: 'Your tier is not high enough, please upgrade your plan' })
        .reason,
    ).toBe('billing');
  });
});

describe('"request blocked - if you think this is a mistake"', () => {
  it("is Cody Gateway's abuse filter (h79, h105)", () => {
    expect(
      classify({
        message:
          'Request Failed: Sourcegraph Cody Gateway: unexpected status code 400: {"error":"request blocked - if you think this is a mistake, please contact support@sourcegraph.com and reference this ID: 010df187e67388aa2808816e0f334cb1"}',
      }).reason,
    ).toBe('content_policy');
  });
  it('reads it in a body under a 400', () => {
    expect(
      classify({
        status: 400,
        body: { error: 'Request blocked - if you think this is a mistake, please contact support' },
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves a bare "request blocked" to the other rules', () => {
    const bare = classify({ status: 403, message: 'Request blocked.' });
    expect(bare.explain.find((step) => step.decided)?.rule).not.toBe(
      'signature.gateway_request_blocked',
    );
  });
});

describe('"This agent is currently unavailable. It has reached its usage limit"', () => {
  it("is Copilot Studio's capacity, not a window (h843, h985)", () => {
    expect(
      classify({
        message:
          'This agent is currently unavailable. It has reached its usage limit. Please try again later.',
      }).reason,
    ).toBe('billing');
  });
  it('reads it under a 429 and inside a wrapper', () => {
    expect(
      classify({
        status: 429,
        message:
          'Error: {"message":"This agent is currently unavailable. It has reached its usage limit. Please try again later."}',
      }).reason,
    ).toBe('billing');
  });
  it('leaves a usage limit that refills alone', () => {
    expect(
      classify({ message: 'You have reached your usage limit. Please try again later.' }).reason,
    ).toBe('rate_limit');
  });
});

describe('"Request failed with error: QuotaLimit"', () => {
  it("is Warp's plan quota (h795, h1071)", () => {
    expect(
      classify({
        message:
          "I'm sorry, I couldn't complete that request.  Request failed with error: QuotaLimit",
      }).reason,
    ).toBe('billing');
  });
  it('reads it in lower case from a log', () => {
    expect(classify({ message: 'request failed with error: quotalimit' }).reason).toBe('billing');
  });
  it('leaves a rate-limit quota wording alone', () => {
    expect(
      classify({ status: 429, message: 'Quota limit exceeded for requests per minute' }).reason,
    ).toBe('rate_limit');
  });
});

describe('a key restricted by HTTP referrer', () => {
  const body = {
    error: {
      code: 403,
      message: 'Requests from referer <empty> are blocked.',
      status: 'PERMISSION_DENIED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
        },
      ],
    },
  };
  it('is auth, a setting of the key (h627, h1331)', () => {
    expect(
      classify({ status: 403, message: 'Requests from referer <empty> are blocked.', body }).reason,
    ).toBe('auth');
  });
  it('reads the body alone and another referer', () => {
    expect(classify({ body }).reason).toBe('auth');
    expect(
      classify({ status: 403, message: 'Requests from referer https://example.com/ are blocked.' })
        .reason,
    ).toBe('auth');
  });
  it("leaves Google's other key reasons alone", () => {
    expect(
      classify({
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'PERMISSION_DENIED',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
            ],
          },
        },
      }).reason,
    ).not.toBe('auth');
  });
});
