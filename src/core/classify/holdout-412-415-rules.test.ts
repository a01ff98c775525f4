/**
 * Rules written for misses of held-out batches 412–415 (session 39, round 4), after the batches had
 * been scored without them (on ee61620): each rule's real wordings (from the batch lines named), then
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// RS FlowHub's documented 429 (batch 414, rsflowhub.com/docs/errors).
describe('a wait stated in the error object’s own details object', () => {
  it("RS FlowHub's 429 details.retry_after_seconds (batch 414)", () => {
    const result = classify({
      status: 429,
      body: {
        success: false,
        request_id: 'req_w8x2b1l9zp',
        error: {
          code: 'RATE_LIMIT_EXCEEDED',
          message: 'Too many requests',
          details: { retry_after_seconds: 38 },
        },
      },
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(38_000);
  });
  it('details.retry_after_ms in milliseconds (invented)', () => {
    const result = classify({
      status: 429,
      body: { error: { message: 'Too many requests', details: { retry_after_ms: 1500 } } },
    });
    expect(result.retryAfterMs).toBe(1500);
  });
  it("not a client's retry settings in details (invented)", () => {
    const result = classify({
      status: 429,
      body: {
        error: { message: 'Too many requests', details: { max_retries: 3, retry_after_ms: 1000 } },
      },
    });
    expect(result.retryAfterMs).toBeUndefined();
  });
  it("Google's details array still reads its RetryInfo (held shape)", () => {
    const result = classify({
      status: 429,
      body: {
        error: {
          code: 429,
          message: 'Resource has been exhausted (e.g. check quota).',
          status: 'RESOURCE_EXHAUSTED',
          details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '21s' }],
        },
      },
    });
    expect(result.retryAfterMs).toBe(21_000);
  });
});

// A relay's 401 body (batch 414, openai.wesuresoft.com); held h121's "header中未收到Authorization参数".
describe('a request header said to lack its Authorization is a missing key', () => {
  checkReasons([
    [
      "a relay's '请求头缺少必要的Authorization参数' under its body code 401 (batch 414)",
      {
        body: {
          requestId: null,
          code: 401,
          msg: '不合法请求，请求头缺少必要的Authorization参数',
          data: null,
          time: null,
        },
      },
      'auth_permanent',
    ],
    [
      "Zhipu's 'header中未收到Authorization参数' (held h121)",
      { status: 401, message: 'header中未收到Authorization参数，无法进行身份验证。' },
      'auth_permanent',
    ],
    [
      'another required parameter missing from the request is the request’s (invented)',
      { status: 400, message: '不合法请求，请求体缺少必要的model参数' },
      'format_error',
    ],
    [
      "nginx's '401 Authorization Required' page asks for a key without saying none came (held)",
      { status: 401, message: '401 Authorization Required' },
      'auth',
    ],
  ]);
});

// Vertex through LiteLLM (batch 412, BerriAI/litellm PR).
describe('a model served only through another API, the call refused', () => {
  checkReasons([
    [
      "Vertex's 'only supported in the Interactions API and cannot be called directly via generateContent' (batch 412)",
      {
        status: 400,
        message:
          '"gemini-omni-flash-preview is only supported in the Interactions API and cannot be called directly via generateContent." "status": "INVALID_ARGUMENT"',
      },
      'model_not_found',
    ],
    [
      "OpenAI's 'only supported in v1/responses' (held)",
      {
        status: 400,
        message: 'This model is only supported in v1/responses and not in v1/chat/completions.',
      },
      'model_not_found',
    ],
    [
      'a request feature only one API has is the request’s (invented)',
      {
        status: 400,
        message:
          "The 'background' parameter is only supported in the Responses API and cannot be used with Chat Completions.",
      },
      'format_error',
    ],
    [
      'a feature only available in the Batch API, used with streaming (invented)',
      {
        status: 400,
        message:
          'This option is only available in the Batch API and cannot be used with streaming.',
      },
      'format_error',
    ],
  ]);
});

// AiHubMix's error page (batch 414): its 503 when the official provider rate-limits the model.
describe("a relay's 503 saying its provider rate-limited the model", () => {
  checkReasons([
    [
      "AiHubMix's 503 '该模型遇到官方限速…' (batch 414)",
      { status: 503, message: '该模型遇到官方限速,联系客服增加并发或请稍后重试' },
      'upstream_rate_limit',
    ],
    [
      "the same page's English 'Rate limited by provider' under a 503",
      { status: 503, message: 'Rate limited by provider' },
      'upstream_rate_limit',
    ],
    [
      "one-api's '当前分组上游负载已饱和' under a 503 stays the relay's capacity (held h44)",
      { status: 503, message: '当前分组上游负载已饱和，请稍后再试' },
      'overloaded',
    ],
    [
      'a 503 that names its own overload stays capacity (invented)',
      { status: 503, message: 'Service overloaded, please try again later' },
      'overloaded',
    ],
  ]);
  it('the 503 rule decides, not the status alone', () => {
    expect(
      classify({
        status: 503,
        message: '该模型遇到官方限速,联系客服增加并发或请稍后重试',
      }).explain.at(-1)?.rule,
    ).toBe('status.503.upstream_rate_limit');
  });
});

// ocoolAI's help page (batch 414).
describe('a relay that did not get its upstream’s reply, in Chinese', () => {
  checkReasons([
    [
      "ocoolAI's '服务器没有等到上游服务器的回应' (batch 414)",
      { message: '很抱歉，服务器没有等到上游服务器的回应，请稍后再试' },
      'timeout',
    ],
    [
      'the same wait run out, said without the server (invented)',
      { message: '未收到上游响应，请稍后重试' },
      'timeout',
    ],
    [
      "a relay's '请求上游失败' under a 502 stays a server fault (held h106)",
      {
        status: 502,
        message:
          '502 Bad Gateway: {"status":"failed","message":"供应商「agnes」请求上游失败，endpoint: https://apihub.agnes-ai.com/v1/chat/completions"}',
      },
      'server_error',
    ],
  ]);
  it('the timeout rule decides', () => {
    expect(
      classify({ message: '很抱歉，服务器没有等到上游服务器的回应，请稍后再试' }).explain.at(-1)
        ?.rule,
    ).toBe('message.timeout');
  });
});
