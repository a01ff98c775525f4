/**
 * Rules written for the misses of held-out batches 1433–1463 (session 66, group JA), after the
 * batches had been scored without them: OpenAI's OAuth refresh codes, Volcengine Ark's multimodal
 * token overflow, Vertex AI's org policy on models, vLLM's "Rerank (Score) API" route and a client's
 * bare "Retrying." before OpenAI's quota wording. Each wording from the batch line named, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("OpenAI's refresh_token_invalidated and refresh_token_reused codes (auth_permanent)", () => {
  it('is the dead login under a 401 with only the code (openai-codex in OpenClaw, batch 1437)', () => {
    const result = classify({ status: 401, code: 'refresh_token_invalidated' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.category).toBe('auth.token_revoked');
  });
  it('is the same in a body with no status, and for the reused code', () => {
    expect(
      classify({
        body: {
          error: { code: 'refresh_token_invalidated', message: 'Refresh token invalidated' },
        },
      }).reason,
    ).toBe('auth_permanent');
    expect(classify({ status: 401, code: 'refresh_token_reused' }).reason).toBe('auth_permanent');
  });
  it('leaves a refresh that met a server error, and a plain expired token', () => {
    expect(
      classify({ status: 503, message: 'Token refresh failed: 503 Service Unavailable' }).reason,
    ).not.toBe('auth_permanent');
    expect(classify({ status: 401, message: 'Token expired, please refresh' }).reason).toBe('auth');
  });
});

describe('"Total tokens of image and text exceed max message tokens" (context_overflow)', () => {
  it('is the overflow under a 400 InvalidParameter (Volcengine Ark in PicoClaw, batch 1438)', () => {
    const result = classify({
      status: 400,
      body: {
        error: {
          code: 'InvalidParameter',
          message: 'Total tokens of image and text exceed max message tokens. Request id: XXX',
          param: '',
          type: 'BadRequest',
        },
      },
      code: 'InvalidParameter',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('is the same as a bare message with its table code, and without a status', () => {
    expect(
      classify({
        status: 400,
        message: 'Total tokens of image and text exceed max message tokens.',
        code: 'OutofContextError',
      }).reason,
    ).toBe('context_overflow');
    expect(
      classify({ message: 'Error: Total tokens of image and text exceed max message tokens.' })
        .reason,
    ).toBe('context_overflow');
  });
  it('leaves an image over its size limit', () => {
    expect(
      classify({ status: 400, message: 'Image size exceeds the maximum of 20MB.' }).reason,
    ).toBe('image_too_large');
    expect(classify({ status: 400, message: 'The image is too large. Max 5 MB.' }).reason).toBe(
      'image_too_large',
    );
  });
});

describe("Vertex AI's org policy constraints/vertexai.allowedModels (model_not_found)", () => {
  const text =
    'Organization Policy constraint constraints/vertexai.allowedModels violated for `projects/123` attempting to use a disallowed Gen AI model gemini-2.5-pro';
  it('is the model under a 400 (Cline with Vertex, batch 1441)', () => {
    expect(
      classify({ status: 400, message: `got status: 400 Bad Request. ${JSON.stringify(text)}` })
        .reason,
    ).toBe('model_not_found');
  });
  it('is the same under a 403, and without a status', () => {
    expect(classify({ status: 403, body: { error: { code: 403, message: text } } }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ message: text }).reason).toBe('model_not_found');
  });
  it('leaves another org-policy constraint and a plain 400', () => {
    expect(
      classify({
        status: 400,
        message:
          'Organization Policy constraint constraints/gcp.resourceLocations violated for `projects/123`',
      }).reason,
    ).not.toBe('model_not_found');
    expect(classify({ status: 400, message: 'Invalid JSON payload received.' }).reason).toBe(
      'format_error',
    );
  });
});

describe('vLLM\'s "The model does not support Rerank (Score) API" (model_not_found)', () => {
  it('is the missing route under a 400 (GPUStack before vLLM, batch 1460)', () => {
    expect(
      classify({
        status: 400,
        body: {
          object: 'error',
          message: 'The model does not support Rerank (Score) API',
          type: 'BadRequestError',
          param: null,
          code: 400,
        },
      }).reason,
    ).toBe('model_not_found');
  });
  it('is the same in a client wrapper, and for the other routes vLLM names', () => {
    expect(
      classify({
        status: 400,
        message: 'Error code: 400 - The model does not support Score (Rerank) API',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({ status: 400, message: 'The model does not support Embeddings API' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a parameter the model does not support (held h1157, h117)', () => {
    expect(
      classify({
        status: 400,
        message:
          'Unable to submit request because the model does not support the stopSequences parameter. Remove it and try again.',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({ message: 'The model does not support setting thinking_budget to 0' }).reason,
    ).toBe('format_error');
  });
});

describe('a client\'s bare "Retrying." before OpenAI\'s quota wording (billing)', () => {
  it('is the quota, not a window (SD WebUI chatgpt-utilities, batch 1452)', () => {
    expect(
      classify({
        message:
          'ChatGPT query failed. Retrying. Error: You exceeded your current quota, please check your plan and billing details.',
      }).reason,
    ).toBe('billing');
  });
  it('is the same with an ellipsis', () => {
    expect(
      classify({
        message:
          'Request failed, retrying... You exceeded your current quota, please check your plan and billing details.',
      }).reason,
    ).toBe('billing');
  });
  it("leaves Gemini's quota with its own retry delay", () => {
    expect(
      classify({
        message:
          'You exceeded your current quota, please check your plan and billing details. Please retry in 33.5s.',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('"only available for Coding Agents" under any 4xx (auth)', () => {
  it("is the key for this client under Qwen Coding Plan's 405 (ZeroClaw, batch 1438)", () => {
    expect(
      classify({
        status: 405,
        body: { error: 'Coding Plan is currently only available for Coding Agents' },
        message:
          'provider=custom:https://coding.dashscope.aliyuncs.com/v1 model=qwen3.5-plus attempt 1/3: non_retryable; error=Custom API error (405 Method Not Allowed): { "error": "Coding Plan is currently only available for Coding Agents" }',
      }).reason,
    ).toBe('auth');
  });
  it("is the same under Kimi For Coding's 403", () => {
    expect(
      classify({
        status: 403,
        message:
          'Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code.',
      }).reason,
    ).toBe('auth');
  });
  it('leaves a 405 that names a model not found', () => {
    expect(classify({ status: 405, message: 'The model qwen-x does not exist.' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe("nlohmann-json's type_error.302 under a 500 (format_error)", () => {
  it("is the request's field type under llama-server's 500 (paper-qa embeddings, batch 1453)", () => {
    expect(
      classify({
        status: 500,
        body: {
          error: {
            code: 500,
            message: '[json.exception.type_error.302] type must be string, but is null',
            type: 'server_error',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('is the same for another type, in a wrapper', () => {
    expect(
      classify({
        status: 500,
        message:
          'srv operator(): got exception: [json.exception.type_error.302] type must be number, but is string',
      }).reason,
    ).toBe('format_error');
  });
  it("leaves a gateway's 502 with a plain server error", () => {
    expect(classify({ status: 502, message: 'Bad Gateway' }).reason).toBe('server_error');
  });
});

describe('one-api\'s "bad response status code 400" inside a 5xx (format_error)', () => {
  it("is the provider's 400 relayed under FastGPT's 500 (batch 1442)", () => {
    expect(
      classify({
        status: 500,
        body: {
          code: 500,
          statusText: '',
          message: 'bad response status code 400 (request id: 2024090909143933861328236420945)',
          data: null,
        },
        message:
          'Api response error: undefined, bad response status code 400 (request id: 2024090909143933861328236420945)',
      }).reason,
    ).toBe('format_error');
  });
  it('is the same under a 502', () => {
    expect(
      classify({ status: 502, message: 'bad response status code 400 (request id: 123)' }).reason,
    ).toBe('format_error');
  });
  it('leaves a relayed 500 or 429, and a relayed 400 that invites a retry', () => {
    expect(
      classify({ status: 500, message: 'bad response status code 500 (request id: 123)' }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 500,
        message: 'bad response status code 400 (request id: 123), please try again later',
      }).reason,
    ).not.toBe('format_error');
  });
});
