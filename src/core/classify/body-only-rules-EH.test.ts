/**
 * Session 57's second body-only pass (group EH): a client that kept the body object alone (no
 * status, no message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a block envelope\'s `error_detail.message` (held h70, h556: "当前服务访问频繁", rate_limit)', () => {
  const body = {
    code: 710022002,
    message: 'block',
    error_detail: { code: 710022002, locale: 'zh', message: '当前服务访问频繁，请稍后重试' },
  };
  it("reads Doubao's body alone as the rate limit its detail says", () => {
    expect(reasonOf({ body })).toBe('rate_limit');
  });
  it('reads the same body under a 429', () => {
    expect(reasonOf({ status: 429, body })).toBe('rate_limit');
  });
  it('leaves an envelope without the detail to what else it says', () => {
    expect(reasonOf({ body: { code: 710022002, message: 'block' } })).not.toBe('rate_limit');
  });
  it('leaves a detail that says something else to its own words', () => {
    expect(
      reasonOf({
        body: { code: 1, message: 'block', error_detail: { message: 'Invalid API key' } },
      }),
    ).not.toBe('rate_limit');
  });
});

describe('a principal refused the call or the endpoint (held h782 ×2, h157: auth)', () => {
  it("reads Kiro's body alone as the credential's", () => {
    expect(
      reasonOf({ body: { message: 'User is not authorized to make this call.', reason: null } }),
    ).toBe('auth');
  });
  it("reads Snowflake Cortex's body alone, and under its 403", () => {
    const body = {
      code: '003001',
      message:
        'This account is not allowed to access this endpoint. Please contact Snowflake support.',
      error_code: '003001',
    };
    expect(reasonOf({ body })).toBe('auth');
    expect(reasonOf({ status: 403, body })).toBe('auth');
  });
  it('reads the message alone too', () => {
    expect(reasonOf({ message: 'User is not authorized to make this call.' })).toBe('auth');
  });
  it('leaves an account refused a model to the model (held h62, Cloudflare 5018)', () => {
    expect(
      reasonOf({ status: 403, message: 'The account is not allowed to access this model' }),
    ).toBe('model_not_found');
  });
  it('leaves a call the request itself may not make to other words', () => {
    expect(
      reasonOf({ message: 'The function is not allowed to make this call recursively' }),
    ).not.toBe('auth');
  });
});
