/**
 * Rules written for the misses of held-out batches 886–893 (session 54, group DE), after the
 * batches had been scored without them, and for lines of those batches that the message-only
 * rendering got wrong. Each failure's real wording (from the batch named), a second rendering,
 * then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a filter's verdict that the prompt was filtered due to safety", () => {
  const sap =
    "Request failed with status 400 Bad Request and error message: '400 - Filtering Module - Input Filter: Prompt filtered due to safety violations. Please modify the prompt and try again.'";
  it("is SAP orchestration's input filter under its 400 (batch 893)", () => {
    const result = classify({ status: 400, message: sap });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_text');
  });
  it('reads the message alone and the output side the same (invented)', () => {
    expect(classify({ message: sap }).reason).toBe('content_policy');
    expect(classify({ message: 'Output filtered due to policy violations.' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a filter that is no verdict on the content alone', () => {
    expect(
      classify({ status: 400, message: 'Invalid filter: field "tags" is required' }).reason,
    ).toBe('format_error');
  });
});

describe('an upstream security policy that blocked the input (安全策略拦截)', () => {
  it("is ZenMux's safety_check_failed under a 403 (batch 887)", () => {
    const result = classify({
      status: 403,
      message: '上游安全策略拦截',
      code: 'safety_check_failed',
    });
    expect(result.reason).toBe('content_policy');
    expect(rule({ status: 403, message: '上游安全策略拦截' })).toBe(
      'signature.content_policy_text',
    );
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: '请求被安全策略拦截' }).reason).toBe('content_policy');
  });
  it('leaves a plain 403 permission refusal to auth', () => {
    expect(classify({ status: 403, message: '无权限访问' }).reason).toBe('auth');
  });
});

describe('a prompt too long, also in Chinese (提示词过长)', () => {
  it("is ZenMux's 413 invalid_params (batch 887)", () => {
    const result = classify({ status: 413, message: '提示词过长', code: 'invalid_params' });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.413.overflow_text');
  });
  it('reads the English wording under a 413 and the message alone the same (invented)', () => {
    expect(classify({ status: 413, message: 'Prompt too long' }).reason).toBe('context_overflow');
    expect(classify({ message: '提示词过长' }).reason).toBe('context_overflow');
  });
  it('leaves a 413 about the body bytes and a tool name too long', () => {
    expect(classify({ status: 413, message: 'Request Entity Too Large' }).reason).toBe(
      'payload_too_large',
    );
    expect(classify({ status: 400, message: '工具名称过长' }).reason).not.toBe('context_overflow');
  });
});

describe('an authorization said to be rejected', () => {
  it("is watsonx's authorization_rejected (batch 893)", () => {
    const result = classify({
      message: 'Authorization was rejected',
      code: 'authorization_rejected',
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe('message.auth');
  });
  it('reads the message alone and "has been rejected" the same (invented)', () => {
    expect(classify({ message: 'Authorization was rejected' }).reason).toBe('auth');
    expect(classify({ message: 'Your authorization has been rejected.' }).reason).toBe('auth');
  });
  it("leaves a card's authorization that was rejected to billing", () => {
    expect(
      classify({ message: 'Payment authorization was rejected by your bank' }).reason,
    ).not.toBe('auth');
  });
});

describe('a server that waited too long for the client', () => {
  const deepgram = 'The server waited too long for a WebSocket message from the client.';
  it("is Deepgram's CLIENT_MESSAGE_TIMEOUT (batch 892)", () => {
    const result = classify({ name: 'Error', message: deepgram, code: 'CLIENT_MESSAGE_TIMEOUT' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.timeout');
  });
  it('reads the message alone and another socket wording the same (invented)', () => {
    expect(classify({ message: deepgram }).reason).toBe('timeout');
    expect(
      classify({ message: 'Server waited too long for audio data; closing the stream' }).reason,
    ).toBe('timeout');
  });
});

describe('TGI and You.com server faults said in their own words', () => {
  it("is TGI's 'Incomplete generation' without its 500 (batch 890)", () => {
    expect(classify({ message: 'Incomplete generation' }).reason).toBe('server_error');
    expect(rule({ message: 'Incomplete generation' })).toBe('message.server_error');
    expect(
      classify({
        status: 500,
        body: { error: 'Incomplete generation', error_type: 'incomplete_generation' },
      }).reason,
    ).toBe('server_error');
  });
  it("is You.com's 'Internal authentication error' without its 500 (batch 891)", () => {
    expect(classify({ message: 'Internal authentication error' }).reason).toBe('server_error');
    expect(
      classify({ status: 500, body: { detail: 'Internal authentication error' } }).reason,
    ).toBe('server_error');
  });
  it('leaves an authentication error that is not internal to auth', () => {
    expect(classify({ message: 'Authentication error' }).reason).toBe('auth');
    expect(classify({ status: 401, message: 'Authentication error: invalid key' }).reason).toMatch(
      /^auth/,
    );
  });
});

describe("You.com's key and scope refusals without their status", () => {
  it("reads 'Invalid or expired API key' as auth (batch 891)", () => {
    expect(classify({ message: 'Invalid or expired API key' }).reason).toBe('auth');
    expect(classify({ status: 401, body: { detail: 'Invalid or expired API key' } }).reason).toBe(
      'auth',
    );
  });
  it("reads 'Missing required scopes' as auth, not the request (batch 891)", () => {
    expect(classify({ message: 'Missing required scopes' }).reason).toBe('auth');
    expect(classify({ status: 403, body: { detail: 'Missing required scopes' } }).reason).toBe(
      'auth',
    );
    expect(classify({ message: 'Token is missing required permissions' }).reason).toBe('auth');
  });
  it("leaves a missing required field to the request's validation", () => {
    expect(classify({ message: 'Missing required parameter: messages' }).reason).toBe(
      'format_error',
    );
    expect(classify({ message: 'missing required field `model`' }).reason).toBe('format_error');
  });
});

describe('a request sent without a valid key', () => {
  it("is Google's 403 'missing a valid API key' (batch 886)", () => {
    const result = classify({
      status: 403,
      body: {
        error: {
          code: 403,
          message: 'The request is missing a valid API key.',
          status: 'PERMISSION_DENIED',
        },
      },
      code: 'PERMISSION_DENIED',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.403.permanent_text');
    expect(classify({ message: 'The request is missing a valid API key.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it("is AssemblyAI's 401 'API token missing/invalid' (batch 891)", () => {
    const message = 'Authentication error, API token missing/invalid';
    expect(classify({ status: 401, message }).reason).toBe('auth_permanent');
    expect(classify({ message }).reason).toBe('auth_permanent');
  });
  it('leaves a plain 403 permission denial to auth', () => {
    expect(classify({ status: 403, message: 'The caller does not have permission' }).reason).toBe(
      'auth',
    );
  });
});
