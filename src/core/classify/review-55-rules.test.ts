/**
 * Session 55's review of its own rules: each rule a group added, narrowed to its evidence, with the
 * neighbour the review found it took (docs/classifier.md, "Session 55"). The held wording first,
 * then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('no quota left (group DM)', () => {
  it("is billing said alone (Higress' ai-quota 403, batch 929)", () => {
    expect(
      reason({ status: 403, message: 'Request denied by ai quota check, No quota left' }),
    ).toBe('billing');
  });
  it('leaves a window, a reset or a retry on the line to the rate limit', () => {
    expect(reason({ status: 403, message: 'No quota left for today. Try again tomorrow.' })).toBe(
      'rate_limit',
    );
    expect(
      reason({
        status: 403,
        message: 'Rate limited: no quota remaining for the current rate window',
      }),
    ).toBe('rate_limit');
    expect(reason({ status: 403, message: 'no quota left per minute (RPM)' })).toBe('rate_limit');
    expect(reason({ message: 'No quota left for today' })).not.toBe('billing');
    expect(reason({ status: 400, message: 'No quota left for today' })).not.toBe('billing');
  });
});

describe('a key said expired (group DN)', () => {
  it("is a credential its owner renews (held h876's wording)", () => {
    expect(reason({ message: 'API key has expired' })).toBe('auth');
  });
  it('leaves keys that are no credential alone', () => {
    expect(reason({ status: 400, message: 'Idempotency key has expired' })).toBe('format_error');
    expect(reason({ status: 400, message: 'The encryption key has expired' })).toBe('format_error');
    expect(
      reason({
        message: 'License key has expired. Renew your license at https://example.com/billing',
      }),
    ).not.toBe('auth');
  });
});

describe('a concurrency cap exceeded (group DN)', () => {
  const held =
    'Your current concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance. Please top up your balance to restore your concurrency.';
  it('is the rate limit, in its concurrency category (held h211)', () => {
    const result = classifyError(errorFromDescriptor({ message: held }));
    expect(result.reason).toBe('rate_limit');
    expect(result.category).toBe('rate_limit.concurrency');
  });
  it('leaves a cap of 0 and a balance said insufficient to billing', () => {
    expect(
      reason({
        message:
          'Your current concurrency is 1, which exceeds your concurrency limit of 0 based on your remaining balance. Please top up your balance.',
      }),
    ).toBe('billing');
    expect(
      reason({
        message:
          'Insufficient balance. Your request exceeds the concurrency limit allowed for a balance of 0. Please recharge.',
      }),
    ).toBe('billing');
    expect(
      reason({
        message:
          'Your account balance is insufficient, so your request exceeds your concurrency limit. Please top up your balance.',
      }),
    ).toBe('billing');
  });
});

describe('a model still loading (group DM)', () => {
  it('is capacity under a 429, with an id or none (batch 930)', () => {
    expect(
      reason({
        status: 429,
        message: 'The model is still being loaded. Please try again shortly.',
      }),
    ).toBe('overloaded');
    expect(
      reason({ status: 503, message: 'Model meta-llama/Llama-2-7b-hf is currently loading' }),
    ).toBe('overloaded');
  });
  it("leaves a model's configuration or manifest alone", () => {
    expect(
      reason({
        status: 429,
        message:
          'The model configuration is still loading; you have exceeded your rate limit of 3 requests per minute',
      }),
    ).toBe('rate_limit');
    expect(reason({ status: 500, message: 'model manifest is currently loading from cache' })).toBe(
      'server_error',
    );
  });
});

describe('"Forbidden" before a model refused (group DO)', () => {
  it("is model access (AiHubMix's message, held h839)", () => {
    expect(
      reason({ message: 'Forbidden - key(sk-...) not authorized to access the requested model.' }),
    ).toBe('model_not_found');
  });
  it("leaves a service's resources named after models to auth", () => {
    expect(
      reason({ message: 'Forbidden: you do not have access to the model list endpoint' }),
    ).toBe('auth');
    expect(
      reason({ message: 'Forbidden: access to the model registry requires the org admin role' }),
    ).toBe('auth');
  });
});

describe('a model blocked at the organization level (group DO)', () => {
  it("is the model's (Groq, held h128)", () => {
    expect(
      reason({
        message:
          'The model `groq/compound` is blocked at the organization level. Please have the org admin enable this model',
      }),
    ).toBe('model_not_found');
  });
  it('leaves another subject blocked alone', () => {
    expect(
      reason({ message: 'Model request denied: your IP is blocked for the organization' }),
    ).not.toBe('model_not_found');
  });
});

describe('a plan or key said not active (groups DP and DM)', () => {
  it('is billing for a plan and a dead key for a key (batches 940 and 924)', () => {
    expect(reason({ status: 400, message: 'InvalidSubscription Coding Plan is not active' })).toBe(
      'billing',
    );
    expect(reason({ status: 401, message: 'This is not an active xpander key' })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a plan not active yet, a webhook subscription and a license key alone', () => {
    expect(
      reason({
        status: 403,
        message: 'Your plan is not active yet. Activation may take a few minutes after purchase.',
      }),
    ).not.toBe('billing');
    expect(reason({ status: 400, message: 'Webhook subscription is not active' })).toBe(
      'format_error',
    );
    expect(
      reason({
        status: 401,
        message: 'This is not an active license key. Purchase a license to continue.',
      }),
    ).not.toBe('auth_permanent');
  });
});

describe("a key's own usage cap reached (groups DN and DM)", () => {
  it('is billing without a window (LLM Gateway, batch 924)', () => {
    expect(
      reason({ status: 401, message: 'Unauthorized: LLMGateway API key reached its usage limit.' }),
    ).toBe('billing');
  });
  it('leaves a cap for today or this hour alone', () => {
    expect(
      reason({ status: 401, message: 'Unauthorized: API key reached its usage limit for today' }),
    ).not.toBe('billing');
    expect(
      reason({
        status: 401,
        message: 'Unauthorized: API key reached its usage limit for this hour',
      }),
    ).not.toBe('billing');
    expect(
      reason({ message: 'API key has reached its usage limit for the current hour' }),
    ).not.toBe('billing');
  });
});

describe('the service temporarily unable to process (group DL)', () => {
  it("is capacity under Azure's 429 (batch 914)", () => {
    expect(
      reason({ status: 429, message: 'The service is temporarily unable to process your request' }),
    ).toBe('overloaded');
  });
  it('leaves a request cause that follows to the request', () => {
    expect(
      reason({
        status: 400,
        message:
          'The service is temporarily unable to process your request because the file is corrupted',
      }),
    ).toBe('format_error');
  });
});

describe('smaller narrowings', () => {
  it('reads "Sensitive request error" as content, not "Case-sensitive input error" (group DM)', () => {
    expect(reason({ status: 400, message: 'Sensitive request error' })).toBe('content_policy');
    expect(
      reason({
        status: 400,
        message: "Case-sensitive input error: header 'Content-Type' is malformed",
      }),
    ).toBe('format_error');
  });
  it("reads Vertex's Korean deadline text with its subject only (group DO)", () => {
    expect(reason({ message: '기한 내에 요청이 완료되지 않았습니다' })).toBe('timeout');
    expect(reason({ message: '결제가 기한 내에 완료되지 않았습니다' })).not.toBe('timeout');
  });
});
