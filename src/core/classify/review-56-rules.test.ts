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
