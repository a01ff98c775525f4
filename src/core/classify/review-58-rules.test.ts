/**
 * Review 58 of session 58's rules (groups EI–EM and the lead's): each narrowed rule with the
 * reviewer's neighbour wordings it now leaves alone, and the held line it was written for.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a field limited per model (item 1)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        message:
          'Invalid base model: xxi (model must be one of ada, babbage, curie, davinci) or a fine-tuned model created by your organization',
      }),
    ).toBe('model_not_found');
    expect(
      reason({
        status: 400,
        body: {
          code: 400,
          message: "Model name must be one of ['gpt-4o-mini', ...]",
          location: 'LLM Module',
        },
        message: "Model name must be one of ['gpt-4o-mini', ...]",
      }),
    ).toBe('model_not_found');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({
        status: 400,
        message:
          "Invalid 'reasoning_effort': for this model must be one of ['low', 'medium', 'high']",
      }),
    ).toBe('format_error');
    expect(
      reason({
        status: 400,
        message: 'size for this model must be one of 1024x1024, 1792x1024, 1024x1792',
      }),
    ).toBe('format_error');
    expect(
      reason({ status: 422, message: 'size for this model must be one of 1024x1024, 1792x1024' }),
    ).toBe('format_error');
    expect(
      reason({
        status: 400,
        message: 'aspect_ratio for the selected model must be one of ["1:1", "16:9"]',
      }),
    ).toBe('format_error');
    expect(
      reason({ status: 400, message: 'voice for this model must be one of alloy, echo, fable' }),
    ).toBe('format_error');
    expect(
      reason({
        status: 400,
        message: "response_format.type for this model must be one of ['text', 'json_object']",
      }),
    ).toBe('format_error');
    expect(
      reason({ status: 400, message: "Model name must be one of ['gpt-4o-mini', 'gpt-4o']" }),
    ).toBe('model_not_found');
    expect(reason({ status: 400, message: 'model id must be one of gpt-4o, gpt-4o-mini' })).toBe(
      'model_not_found',
    );
  });
});

describe('a relayed 429 under a 400 (item 2)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 400,
        body: { code: 400, message: 'genai send message error: googleapi: Error 429:', type: '' },
      }),
    ).toBe('rate_limit');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(reason({ status: 400, message: 'Could not fetch image from URL: HTTP 429' })).toBe(
      'format_error',
    );
    expect(
      reason({ status: 400, message: 'Failed to download file from url: status code 429' }),
    ).toBe('format_error');
    expect(
      reason({
        status: 400,
        message: 'Error fetching https://example.com/image.png: response code 429',
      }),
    ).toBe('format_error');
    expect(reason({ status: 400, message: 'Webhook delivery failed: HTTP 429' })).toBe(
      'format_error',
    );
    expect(
      reason({
        status: 400,
        message:
          'All channels failed. channel#1: status code 429; channel#2: status code 400: bad response',
      }),
    ).toBe('format_error');
    expect(
      reason({ status: 400, message: 'genai send message error: googleapi: Error 429:' }),
    ).toBe('rate_limit');
    expect(
      reason({
        status: 400,
        body: { code: 400, message: 'genai send message error: googleapi: Error 429:' },
      }),
    ).toBe('rate_limit');
  });
});

describe('"(invalid token)" after a failure (item 3)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        body: {
          code: -2001,
          message: '[请求deepseek失败]: Authorization Failed (invalid token)',
          data: null,
        },
      }),
    ).toBe('auth_permanent');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({
        status: 401,
        message: 'Authorization Failed (invalid token): the token has expired, please log in again',
      }),
    ).toBe('auth');
    expect(
      reason({ status: 401, message: 'Authentication failed: token expired (invalid token)' }),
    ).toBe('auth');
    expect(reason({ message: 'Access token expired (invalid token)' })).toBe('auth');
    expect(
      reason({ status: 401, message: 'Login expired, please sign in again (invalid token)' }),
    ).toBe('auth');
    expect(reason({ status: 401, message: 'Token has expired (bad token)' })).toBe('auth');
    expect(reason({ status: 400, message: 'JSON parse error (invalid token)' })).toBe(
      'format_error',
    );
    expect(
      reason({
        status: 400,
        message: 'Tokenizer error: prompt contains an unknown special token (invalid token)',
      }),
    ).toBe('format_error');
    // A parser's "(invalid token)" no longer reads as a dead credential (start: auth, left to the words).
    expect(
      reason({ message: 'SyntaxError: JSON.parse: unexpected character (invalid token)' }),
    ).not.toBe('auth_permanent');
    expect(reason({ status: 401, message: 'Authorization Failed (invalid token)' })).toBe(
      'auth_permanent',
    );
  });
});

describe('a body message "Authentication error" (item 4)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 403,
        message: '{"success":false,"errors":[{"code":10000,"message":"Authentication error"}]}',
        name: 'InferenceUpstreamError',
      }),
    ).toBe('auth_permanent');
    expect(
      reason({
        status: 401,
        message:
          'Unauthorized: {"result":null,"success":false,"errors":[{"code":10000,"message":"Authentication error"}],"messages":[]}',
      }),
    ).toBe('auth_permanent');
    expect(reason({ status: 401, message: 'Authentication error', code: '10000' })).toBe(
      'auth_permanent',
    );
  });
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({
        status: 401,
        message: 'Your session has expired',
        body: { message: 'Authentication error' },
      }),
    ).toBe('auth');
    expect(
      reason({
        status: 401,
        message: 'Session expired',
        body: { message: 'Authentication error', detail: 'token expired' },
      }),
    ).toBe('auth');
    expect(
      reason({
        status: 401,
        message: 'Request failed with status code 401',
        body: { error: { message: 'Authentication error' } },
      }),
    ).toBe('auth');
    expect(
      reason({ status: 403, message: 'Forbidden', body: { message: 'Authentication error' } }),
    ).toBe('auth');
    expect(
      reason({
        status: 401,
        message: '401 Unauthorized',
        body: { errors: [{ code: 10000, message: 'Authentication error' }] },
      }),
    ).toBe('auth_permanent');
  });
});

describe('套餐 said expired (item 5)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 429,
        body: {
          type: 'error',
          error: {
            type: 'rate_limit_error',
            code: '1309',
            message:
              '您的GLM Coding Plan套餐已到期，暂无法使用，前往官方续订后即可恢复 https://bigmodel.cn/claude-code。',
          },
        },
      }),
    ).toBe('billing');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(reason({ status: 429, message: '您的套餐今日额度已到期，明日恢复' })).toBe('rate_limit');
    expect(
      reason({ status: 429, message: '套餐限时优惠已过期，当前请求过于频繁，请稍后再试' }),
    ).toBe('rate_limit');
    expect(reason({ status: 401, message: '套餐令牌已过期，请重新登录' })).toBe('auth');
    expect(reason({ status: 429, message: '您的GLM Coding Plan套餐已到期' })).toBe('billing');
  });
});

describe("a relay's upload refused with 401/403 (item 6)", () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 502,
        body: {
          error: {
            message: 'AssetsUploadReverse: Upload failed, 403',
            type: 'server_error',
            param: null,
            code: 'upstream_error',
          },
        },
      }),
    ).toBe('auth');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({ status: 500, message: 'S3 upload failed with status 403: Request has expired' }),
    ).toBe('server_error');
    expect(reason({ status: 500, message: 'Upload failed, 403: Request signature expired' })).toBe(
      'server_error',
    );
    expect(['format_error', 'server_error']).toContain(
      reason({ status: 502, message: 'Image upload failed, 403 Forbidden: file type not allowed' }),
    );
    expect(reason({ status: 502, message: 'AssetsUploadReverse: Upload failed, 403' })).toBe(
      'auth',
    );
  });
});

describe('空响应 beside a key check (item 7)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 200,
        message:
          '[Responses-EmptyResponse] [session=0***5 round=1] 上游返回空响应 (缓冲行数: 240, 诊断: 检测到空的 Responses 流，但未匹配到明确类别)，触发重试',
      }),
    ).toBe('server_error');
  });
  it("reads the reviewer's neighbours right", () => {
    // No held line says "空响应" beside a key check, so only the empty-answer rule's restraint is
    // pinned here: it leaves the key check to later steps (the vote's answer moves with retraining).
    const keyCheck = classifyError(
      errorFromDescriptor({ message: '空响应，请检查API Key是否正确' }),
    );
    expect(keyCheck.reason).not.toBe('server_error');
    expect(keyCheck.explain.find((step) => step.decided)?.rule).not.toBe('message.server_error');
    expect(reason({ message: '上游返回空响应' })).toBe('server_error');
  });
});

describe('an empty project id (item 8)', () => {
  it('keeps the held wording it was written for', () => {});
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({ status: 400, message: 'Invalid project resource name projects/{project_id}' }),
    ).toBe('format_error');
    expect(reason({ status: 400, message: 'Invalid project resource name projects/' })).toBe(
      'auth',
    );
    expect(
      reason({ status: 400, message: 'Invalid project resource name projects/my-proj-123' }),
    ).toBe('format_error');
  });
});

describe('an invalid secret key (item 9)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        body: {
          error_code: 'channel:aws_client_error',
          message: 'invalid aws secret key',
          success: false,
          time: 0,
        },
        message: 'invalid aws secret key',
      }),
    ).toBe('auth_permanent');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(reason({ status: 400, message: 'Invalid webhook secret key' })).toBe('format_error');
    expect(
      reason({ status: 401, message: 'Invalid client secret key: token expired, please re-login' }),
    ).toBe('auth');
    expect(reason({ status: 401, message: 'invalid aws secret key' })).toBe('auth_permanent');
    expect(reason({ status: 400, message: 'Invalid secret access key' })).toBe('auth_permanent');
  });
});
