/**
 * Session 57's body-only rules (group ED): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('`errMsg` / `ErrMsg` / `errorMsg` as the message field (held h1032, h945, h804)', () => {
  it("reads Alibaba NLS's body alone as the credential's (h1032)", () => {
    expect(
      reasonOf({
        body: {
          RequestId: '0F89C868-7C25-554F-91F3-C77CF72A55DE',
          ErrMsg: 'No permission!',
          ErrCode: 40020503,
        },
      }),
    ).toBe('auth');
  });
  it("reads a web login's 未登录 body alone, and the same under its 401 (h945)", () => {
    const body = {
      errorCode: 'LOGIN_TICKET_INVALID',
      errorMsg: '未登录',
      failed: true,
      httpCode: 401,
      success: false,
    };
    expect(reasonOf({ body })).toBe('auth');
    expect(reasonOf({ status: 401, body })).toBe('auth');
  });
  it('reads the message alone the same way', () => {
    expect(reasonOf({ message: 'No permission!' })).toBe('auth');
    expect(reasonOf({ message: '用户未登录' })).toBe('auth');
  });
  it('leaves an errmsg about the request to the request (h804)', () => {
    expect(
      reasonOf({
        body: {
          errcode: 9301013,
          errmsg:
            'api type not match request id:[MLysQlbnwHfYrvT0g9B] rid = 668e504b-5f87cc79-3557bd81',
        },
      }),
    ).toBe('format_error');
  });
  it('leaves "no permission to use the model" the model\'s', () => {
    expect(reasonOf({ message: 'No permission to use the model', code: 'invalid_model' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ body: { errMsg: 'No permission to use this model' } })).not.toBe('auth');
  });
});

describe("The Poe bot protocol's `{allow_retry, text}` error event (held h943 ×3)", () => {
  it('reads "Internal server error" in `text` as the server\'s', () => {
    expect(reasonOf({ body: { allow_retry: true, text: 'Internal server error' } })).toBe(
      'server_error',
    );
    expect(
      reasonOf({
        body: {
          allow_retry: true,
          text: 'Internal server error (error_id: f518718b-78a2-4498-bba8-366ae3247773)',
        },
      }),
    ).toBe('server_error');
  });
  it('reads a bot not defined in settings as the model missing', () => {
    expect(
      reasonOf({
        body: {
          allow_retry: true,
          text: 'Message m-1 called on bot that is not defined in settings.',
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves a `text` field without the flag unread', () => {
    expect(reasonOf({ body: { text: 'Internal server error' } })).toBe('unknown');
  });
});
