/**
 * The review of session 73's rule groups (QC, QD, QE, QF): each problem's descriptors and the
 * neighbours it must leave on their start answers, asserting the reason.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('problem 1: the Chinese "check the request parameters" advice is read after every family', () => {
  it('keeps the held relay line (h192-relay-continue-400-supplier-model-response-abnormal)', () => {
    expect(reasonOf({ message: '供应商模型响应异常，请检查请求参数是否正确' })).toBe(
      'format_error',
    );
  });
  it.each([
    ['模型 gpt-5 不存在，请检查请求参数中的 model 字段', 'model_not_found'],
    ['输入内容过长，超出模型上下文长度，请检查请求参数', 'context_overflow'],
    ['账户余额不足，请检查您的请求参数', 'billing'],
    ['API Key 无效，请检查请求参数中的 Authorization', 'auth_permanent'],
    ['请求过于频繁，请检查请求参数', 'rate_limit'],
    ['请求超时，请检查请求参数或稍后重试', 'timeout'],
    ['当前分组上游负载已饱和，请检查请求参数或稍后再试', 'overloaded'],
  ])('lets the family words decide "%s"', (message, reason) => {
    expect(reasonOf({ message })).toBe(reason);
  });
});

describe('problem 2: gRPC UNAVAILABLE yields to connection words and parse errors', () => {
  it('keeps the held Korean line (h881-vertex-ko-503-unavailable) and the code alone as capacity', () => {
    expect(
      reasonOf({ code: 'UNAVAILABLE', message: '서버가 수신되는 요청에 응답하지 않습니다.' }),
    ).toBe('overloaded');
    expect(reasonOf({ code: 'UNAVAILABLE' })).toBe('overloaded');
  });
  it.each([
    ['14 UNAVAILABLE: Connection dropped', 'timeout'],
    ['Socket closed', 'timeout'],
    ['Firestore is offline', 'timeout'],
  ])('lets the words read "%s"', (message, reason) => {
    expect(reasonOf({ code: 'UNAVAILABLE', message })).toBe(reason);
  });
  it('lets a parse error go past the code (no held line pins what the words then read)', () => {
    const result = classifyError(
      errorFromDescriptor({
        code: 'UNAVAILABLE',
        message: 'Unexpected token D in JSON at position 0',
      }),
    );
    expect(result.reason).not.toBe('overloaded');
    expect(result.explain.find((step) => step.decided)?.rule).not.toBe('code.unavailable');
  });
});

describe("problem 3: QD's wider max_tokens cap leaves another parameter's bound alone", () => {
  it.each([
    'max_tokens for preview model `llama-3.1-8b-instant` must be less than or equal to 8000',
    '`max_tokens` must be less than or equal to `16384`',
    'Model Parameter max_tokens should be less than or equal to 12288.0.',
  ])('keeps the held QD wording "%s" (h120, h135, h206) as overflow', (message) => {
    expect(reasonOf({ message })).toBe('context_overflow');
  });
  it.each([
    [400, 'max_tokens and top_p are both set; top_p should be less than or equal to 1'],
    [
      400,
      'Invalid request: max_tokens is set to 4096 and the value of temperature should be less than or equal to 2',
    ],
    [
      undefined,
      '1 validation error: max_tokens, presence_penalty: value should be less than or equal to 2',
    ],
    [400, 'Invalid parameter max_tokens or n: n must be less than or equal to 8'],
  ])('reads the other bound as the request\'s (status %s, "%s")', (status, message) => {
    expect(reasonOf(status === undefined ? { message } : { status, message })).toBe('format_error');
  });
});

describe('problem 4: a request line ending on its status is read bare only for a model call', () => {
  const line =
    '2025-10-02 12:03:21.967 INFO:     172.28.0.1:62239 - "POST /v1/chat/completions HTTP/1.1" 500';
  it('keeps the held line (h1830-tabbyapi-chat-500-vision), alone and above its traceback', () => {
    expect(reasonOf({ message: line })).toBe('server_error');
    expect(reasonOf({ message: `${line}\nERROR:    Exception in ASGI application` })).toBe(
      'server_error',
    );
  });
  it("leaves another request's status in a pasted log to the failure below it", () => {
    expect(
      reasonOf({
        message:
          'INFO:     127.0.0.1:5000 - "GET /favicon.ico HTTP/1.1" 404\nTraceback: openai.APIConnectionError: Connection error.',
      }),
    ).toBe('timeout');
    expect(
      reasonOf({
        message:
          'INFO:     127.0.0.1:5000 - "GET /v1/models HTTP/1.1" 404\nERROR: Rate limit exceeded for model gpt-4o, retry in 20s',
      }),
    ).toBe('rate_limit');
  });
});

describe('problem 6: the relay readings copied across steps stay in step', () => {
  it("reads Ollama's template field under a generic type with the status and message steps' rule id", () => {
    const result = classifyError(
      errorFromDescriptor({
        body: {
          error: {
            message:
              'template: :3:12: executing "" at <.Tools>: can\'t evaluate field Tools in type api.Tools',
            type: 'api_error',
          },
        },
      }),
    );
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('code.chat_template_field');
  });
  it("reads new-api's saturated load under a quota code as capacity (through its gate)", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: '当前分组上游负载已饱和，请稍后再试',
            type: 'insufficient_quota',
            code: 'insufficient_quota',
          },
        },
      }),
    ).toBe('overloaded');
  });
});
