/**
 * Session 56's lead rules and its review of the session's rules: each rule with the held wording
 * that prompted it, then the neighbours it must leave alone (docs/classifier.md, "Session 56").
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a required request field missing under a 401 (batch 994)', () => {
  const enforced =
    'Authentication Error, BadRequest please pass param=user in request body. This is a required param';
  it("is the request's (LiteLLM's enforced params, checked in its auth step)", () => {
    expect(
      reason({ status: 401, body: { error: { message: enforced, type: 'auth_error' } } }),
    ).toBe('format_error');
    expect(reason({ status: 401, message: 'Missing required parameter: messages' })).toBe(
      'format_error',
    );
  });
  it('leaves a missing credential and a bare 401 to the key', () => {
    expect(reason({ status: 401, message: 'Missing required parameter: api_key' })).not.toBe(
      'format_error',
    );
    expect(
      reason({ status: 401, message: 'missing required parameter: Authorization header' }),
    ).not.toBe('format_error');
    expect(reason({ status: 401, message: 'Invalid API key provided' })).toBe('auth_permanent');
  });
});

describe('a guard that filtered or rejected a request (groups DW, DY; review 56)', () => {
  it("is the content filter's verdict (batches 982, 991)", () => {
    expect(reason({ status: 403, message: 'Request was filtered by Lakera Guard' })).toBe(
      'content_policy',
    );
    expect(reason({ status: 400, message: 'Request blocked by Noma guardrail' })).toBe(
      'content_policy',
    );
  });
  it('reads a secret token the guard found as content, not a token count', () => {
    expect(
      reason({
        status: 400,
        message: 'Request blocked by guardrail: API token detected in prompt',
      }),
    ).toBe('content_policy');
  });
  it('leaves a guard named for memory, budget, rate or sign-in, and a resource cause, alone', () => {
    expect(
      reason({
        message:
          'Request rejected by prefill memory guard: Prefill context too large for available memory (12 GB). Reduce context length.',
      }),
    ).toBe('context_overflow');
    expect(
      reason({
        status: 403,
        message: 'Request rejected by budget guard: monthly spend limit exceeded',
      }),
    ).toBe('billing');
    expect(
      reason({ status: 403, message: 'Request rejected by rate limit guard: too many requests' }),
    ).toBe('rate_limit');
    expect(reason({ status: 403, message: 'Request rejected by CSRF guard' })).toBe('auth');
    expect(
      reason({
        status: 400,
        message: 'Request blocked by guardrail: prompt exceeds maximum token count (8192)',
      }),
    ).toBe('context_overflow');
    expect(reason({ status: 403, message: 'Request blocked by guardrail: budget exceeded' })).toBe(
      'billing',
    );
    expect(
      reason({ status: 403, message: 'Guardrail triggered for input: rate limit exceeded' }),
    ).toBe('rate_limit');
    expect(
      reason({ status: 400, message: 'Request failed safety checks: invalid URL scheme' }),
    ).toBe('format_error');
    expect(
      reason({ status: 400, message: 'request exceeds the safety threshold for max_tokens' }),
    ).toBe('format_error');
  });
});

describe("a detector's policy violated, a prompt detected and blocked (group DX; review 56)", () => {
  it("is a content detector's verdict (batch 984)", () => {
    expect(
      reason({ status: 400, message: 'Content violated promptinjectiondetection policy' }),
    ).toBe('content_policy');
    expect(reason({ status: 400, message: 'Malicious Prompt was detected and blocked.' })).toBe(
      'content_policy',
    );
  });
  it("leaves a firewall's or bot filter's block to the 403", () => {
    expect(reason({ status: 403, message: 'Your request violated our bot detection policy' })).toBe(
      'auth',
    );
    expect(
      reason({
        status: 403,
        message: 'Your request was detected and blocked by the web application firewall',
      }),
    ).toBe('auth');
  });
});

describe('an allowance used up whole (group DU; review 56)', () => {
  it("is billing with no window (CLOVA's 40380, batch 951)", () => {
    expect(
      reason({ status: 403, message: 'You have used all your {max token count} tokens.' }),
    ).toBe('billing');
  });
  it('leaves a daily, weekly or hours-long allowance out of billing', () => {
    expect(
      reason({ message: 'You have used all your daily tokens. Please come back tomorrow.' }),
    ).toBe('rate_limit');
    expect(reason({ status: 403, message: 'You have used all your daily tokens.' })).not.toBe(
      'billing',
    );
    expect(
      reason({ message: 'You have used all your message credits for the next 4 hours.' }),
    ).not.toBe('billing');
    expect(
      reason({ status: 403, message: 'You have used all your tokens for this week.' }),
    ).not.toBe('billing');
  });
});

describe('a text too long (group DU; review 56)', () => {
  it("is the input over the window said alone (CLOVA's 40003, batch 951)", () => {
    expect(reason({ status: 400, message: 'Text too long' })).toBe('context_overflow');
    expect(reason({ status: 400, message: 'Text to long' })).toBe('context_overflow');
  });
  it("leaves a named field's text and a character cap to the request", () => {
    expect(reason({ status: 400, message: 'Alt text too long (max 1000 characters)' })).toBe(
      'format_error',
    );
    expect(reason({ status: 400, message: 'Query text is too long. Max 2048 characters.' })).toBe(
      'format_error',
    );
    expect(
      reason({
        status: 400,
        message: 'Text too long for speech synthesis: maximum 5000 characters',
      }),
    ).toBe('format_error');
  });
});

describe('keys the vote reads as credentials (lead; review 56)', () => {
  it('leaves an encryption key alone and keeps a licence key a credential', () => {
    expect(reason({ status: 400, message: 'The encryption key has expired' })).toBe('format_error');
    expect(reason({ message: 'Your license key could not be verified' })).toBe('auth_permanent');
  });
});

describe("a key's custom-endpoint allowlist (group DW; review 56)", () => {
  it('is the model route, also without a code that names a model (batch 976)', () => {
    expect(
      reason({
        status: 401,
        message:
          'Invalid custom endpoint my-endpoint-01, rejected by api key custom endpoint allowlist setting.',
      }),
    ).toBe('model_not_found');
  });
});

describe('a thinking signature under a 429 or 5xx (group DU; review 56)', () => {
  it("decides when the status is a relay's wrapper (batch 964)", () => {
    expect(
      reason({
        status: 429,
        message:
          'API Error: Request rejected (429) · messages.1.content.0: Invalid `signature` in `thinking` block',
      }),
    ).toBe('thinking_signature');
  });
  it('leaves a status that names its own overload', () => {
    expect(
      reason({
        status: 529,
        message:
          'Overloaded. Previous error: messages.1.content.0: Invalid `signature` in `thinking` block',
      }),
    ).toBe('overloaded');
  });
});

describe("a 403's retry-after beside the error object (group DY; review 56)", () => {
  it('is a throttle with its wait, as inside the error object', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 403,
        body: { error: { message: 'Forbidden' }, retry_after: 30 },
      }),
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(30_000);
  });
});

describe('a thinking signature under a 429 that names an empty balance (review 56)', () => {
  it('leaves the money to the status', () => {
    expect(
      reason({
        status: 429,
        message:
          'Insufficient balance or no resource package. Please recharge.: messages.1.content.0.thinking.signature: Invalid signature in thinking block',
      }),
    ).toBe('billing');
  });
});
