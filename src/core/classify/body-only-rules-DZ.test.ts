/**
 * Session 56's body-only rules (group DZ): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a refresh token called invalid or expired (held h471; held "invalid refresh token" lines auth_permanent)', () => {
  it("reads git-lrc's body alone as a dead login", () => {
    expect(reasonOf({ body: { error: 'Invalid or expired refresh token' } })).toBe(
      'auth_permanent',
    );
  });
  it('reads the message alone and the body under its 401 the same way', () => {
    expect(reasonOf({ message: 'Expired or invalid refresh token' })).toBe('auth_permanent');
    expect(reasonOf({ status: 401, body: { error: 'Invalid or expired refresh token' } })).toBe(
      'auth_permanent',
    );
  });
  it('leaves an access token said expired refreshable, and other tokens alone', () => {
    expect(reasonOf({ message: 'Invalid or expired access token' })).not.toBe('auth_permanent');
    expect(reasonOf({ message: 'Invalid token in file at line 3' })).not.toBe('auth_permanent');
  });
});

describe('a load said saturated under a quota code (held h24, "负载已饱和" ×19 overloaded)', () => {
  it("reads new-api's body alone, typed insufficient_quota, as capacity", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: '当前分组上游负载已饱和，请稍后再试',
            localized_message: 'Unknown error',
            type: 'insufficient_quota',
            param: '',
            code: 'insufficient_quota',
          },
        },
      }),
    ).toBe('overloaded');
  });
  it('reads the same words without the code as capacity too', () => {
    expect(reasonOf({ message: '当前分组上游负载已饱和，请稍后再试' })).toBe('overloaded');
  });
  it('keeps billing_not_active around the same words as money (held h44)', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: '当前分组负载已饱和，请稍后再试，或升级账户以提升服务质量。',
            type: 'billing_not_active',
            code: 'billing_not_active',
          },
        },
      }),
    ).toBe('billing');
  });
  it('keeps a quota code around English overload words or a quota sentence as money', () => {
    expect(
      reasonOf({ body: { error: { message: 'Overloaded.', code: 'insufficient_quota' } } }),
    ).toBe('billing');
    expect(
      reasonOf({
        body: {
          error: {
            message: 'You exceeded your current quota, please check your plan and billing details.',
            type: 'insufficient_quota',
          },
        },
      }),
    ).toBe('billing');
  });
});
