/**
 * Rules written for the misses of held-out batches 1095–1097 (session 58, group EM), after the
 * batches had been scored without them: a relay's 400 around the Go google-api client's 429, an
 * endpoint named by method and path as not existing, a secret key said invalid, and an empty
 * response said in Chinese. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a relay's 400 around the 429 its HTTP client met", () => {
  it("is the upstream's rate limit (zhu327/gemini-openai-proxy, batch 1095)", () => {
    const d = {
      status: 400,
      body: { code: 400, message: 'genai send message error: googleapi: Error 429:', type: '' },
    };
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('status.400.relayed_429');
  });
  it("reads another client's status words under a 400, and the Go text alone (invented)", () => {
    const d = { status: 400, body: { code: 400, message: 'Request failed with status code 429' } };
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('status.400.relayed_429');
    expect(classify({ message: 'GOOGLEAPI: ERROR 429:' }).reason).toBe('rate_limit');
  });
  it("leaves the Go client's 400, a count of 429 and a tool's 429", () => {
    expect(
      classify({
        status: 400,
        body: {
          code: 400,
          message:
            'genai send message error: googleapi: Error 400: Request contains an invalid argument.',
        },
      }).reason,
    ).toBe('format_error');
    expect(
      classify({ status: 400, message: 'input has 429 tokens too many for this field' }).reason,
    ).toBe('format_error');
    expect(
      classify({ status: 400, message: 'Tool web_fetch failed: error code: 429' }).reason,
    ).toBe('format_error');
  });
});

describe('an endpoint named by method and path as not existing', () => {
  it("is the request's URL (Coze under one-hub's speed test, batch 1097)", () => {
    const d = {
      message:
        '错误：测速失败，原因：Provider API error: The requested API endpoint POST /v2/chat does not exist. Please verify the URL and try again. All available API paths are listed in the documentation: https://www.coze.cn/docs/developer_guides/api_overview',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.invalid_url');
  });
  it('reads another method and path, and the advice to verify the URL alone (invented)', () => {
    const d = { message: 'ENDPOINT GET /api/v3/chat DOES NOT EXIST' };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('message.invalid_url');
    expect(lastRule({ message: 'Not found. Please verify the URL and try again.' })).toBe(
      'message.invalid_url',
    );
  });
  it('leaves an endpoint with no method and path, and a model that does not exist', () => {
    const bare = {
      body: {
        error: {
          message: 'The requested endpoint does not exist',
          path: '/api/v1/completions',
          type: 'not_found',
        },
      },
    };
    expect(lastRule(bare)).not.toBe('message.invalid_url');
    expect(classify({ message: 'The model gpt-5 does not exist' }).reason).toBe('model_not_found');
  });
});

describe('a secret key said invalid', () => {
  it("is the credential's verdict (new-api's AWS channel, batch 1097)", () => {
    const d = {
      body: { error_code: 'channel:aws_client_error', message: 'invalid aws secret key' },
      message: 'invalid aws secret key',
      code: 'channel:aws_client_error',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('message.auth_permanent');
  });
  it('reads a secret access key under a 401 and the words alone in capitals (invented)', () => {
    const d = { status: 401, message: 'Invalid secret access key' };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.401.permanent_text');
    expect(lastRule({ message: 'INVALID SECRET KEY' })).toBe('message.auth_permanent');
  });
  it("leaves AWS's signature mismatch that names the secret access key (held h47: auth)", () => {
    expect(
      classify({
        status: 403,
        message:
          'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
      }).reason,
    ).toBe('auth');
  });
});

describe('an empty response said in Chinese', () => {
  it("is the server's empty answer (hajimi giving up on Gemini, batch 1095)", () => {
    const d = { message: '空响应次数达到限制 (13/13)，停止轮询' };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.server_error');
  });
  it('reads a relay that found one and retries, under a 200 (invented)', () => {
    expect(classify({ message: '检测到空响应，正在重试' }).reason).toBe('server_error');
    expect(classify({ status: 200, message: '上游返回空响应，触发重试' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves an empty response body', () => {
    expect(lastRule({ message: '请求失败：空响应体' })).not.toBe('message.server_error');
    expect(classify({ status: 400, message: '请求失败：空响应体' }).reason).toBe('format_error');
  });
});
