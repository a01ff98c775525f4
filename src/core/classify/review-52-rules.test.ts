/**
 * The lead's rules of session 52: fixes found while integrating the held-out rounds, each with the
 * real wording, another rendering, and the neighbours the rule must keep.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("an image's word before an account's limit (batch 796)", () => {
  it("reads Azure's call-rate limit on the image operation as the rate limit, with its wait", () => {
    const result = classify({
      message:
        'Generation failed: backend failed: Requests to the ImageGenerations_Create Operation under OpenAI Language Model Instance API have exceeded call rate limit of your current OpenAI S0 pricing tier. Please retry after 1 second.',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(1000);
  });
  it("reads Gemini's free-tier quota on an image model as the quota, not the image", () => {
    const result = classify({
      status: 429,
      message:
        'You exceeded your current quota. * Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-3-pro-image * Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 0, model: gemini-3-pro-image. Please retry in 22.756079019s.',
    });
    expect(result.reason).toBe('billing');
  });
  it('keeps an image over its size limit an image too large', () => {
    expect(classify({ status: 400, message: 'image exceeds 5 MB maximum' }).reason).toBe(
      'image_too_large',
    );
    expect(
      classify({ message: 'The image size exceeds the limit of 20MB for this model' }).reason,
    ).toBe('image_too_large');
    expect(classify({ message: 'Image exceeded the maximum allowed size' }).reason).toBe(
      'image_too_large',
    );
  });
});

describe('a completion whose filter stopped a choice (batch 823)', () => {
  it("reads Azure's n > 1 answer with one filtered choice as the refusal", () => {
    const result = classify({
      status: 200,
      body: {
        object: 'text_completion',
        choices: [
          { text: 'returned text 1', index: 0, finish_reason: 'length' },
          { text: 'returned text 2', index: 1, finish_reason: 'content_filter' },
        ],
      },
    });
    expect(result.reason).toBe('content_policy');
  });
  it("reads a stream's last chunk without a status the same", () => {
    const chunk = {
      body: {
        choices: [
          {
            index: 0,
            finish_reason: 'content_filter',
            content_filter_results: { protected_material_text: { detected: true, filtered: true } },
          },
        ],
      },
    };
    expect(classify(chunk).reason).toBe('content_policy');
  });
  it('leaves a choice that stopped for its length or its end alone', () => {
    const stopped = {
      status: 200,
      body: {
        choices: [
          { index: 0, finish_reason: 'length' },
          { index: 1, finish_reason: 'stop' },
        ],
      },
    };
    expect(classify(stopped).reason).not.toBe('content_policy');
  });
});

describe('a PDF the provider cannot open for its password (batch 821)', () => {
  it("reads Claude Code's line without a status as the request's", () => {
    const result = classify({ message: 'PDF is password protected' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it("reads the API's sentence under its 400 as a request repair, as before", () => {
    const result = classify({
      status: 400,
      body: {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'The PDF specified is password protected.',
        },
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.category).toBe('request.pdf_password_protected');
  });
  it('leaves a PDF too large to its size', () => {
    expect(classify({ message: 'PDF too large. Please double press esc to edit' }).reason).toBe(
      'payload_too_large',
    );
  });
});

describe("the closing review of session 52's rules (groups CT–CV and the lead's)", () => {
  it("keeps an image's word before 'exceeds/exceeding' a quota or rate limit off the image", () => {
    expect(
      classify({ message: 'Image generation request exceeds your quota for this month' }).reason,
    ).not.toBe('image_too_large');
    expect(
      classify({ message: 'Images API: requests exceeding the rate limit of your tier' }).reason,
    ).toBe('rate_limit');
  });
  it("leaves a Chinese image file's size to the image and a file too large for the context to overflow", () => {
    expect(classify({ message: '图片文件过大，请压缩后重试' }).reason).toBe('image_too_large');
    expect(classify({ message: '文件太大，超过模型上下文长度' }).reason).toBe('context_overflow');
    expect(classify({ message: '文件大小超过100MB' }).reason).toBe('payload_too_large');
  });
  it("reads no missing model in an empty answer 'from the model'", () => {
    const empty = classify({
      message: 'The answer from the model is empty, please try again later',
    });
    expect(empty.explain.at(-1)?.rule).not.toBe('message.validation');
    expect(classify({ message: 'model is empty' }).reason).toBe('format_error');
  });
  it('keeps a parameter "not implemented for this model" off the model', () => {
    expect(classify({ message: 'logprobs is not implemented for this model' }).reason).not.toBe(
      'model_not_found',
    );
  });
  it("reads the AI SDK's UnsupportedModelVersionError by its own sentence", () => {
    const result = classify({
      name: 'AI_UnsupportedModelVersionError',
      message:
        'Unsupported model version v3 for provider "google.generative-ai" and model "gemini-2.5-flash".',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.sdk_model_spec_mismatch');
  });
  it("keeps a cache's or a dictionary's key off the credential", () => {
    expect(classify({ message: 'Cache miss: this key does not exist' }).reason).not.toBe(
      'auth_permanent',
    );
    expect(classify({ message: 'InvalidRequestError: This key does not exist' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('reads only a request message that failed to serialize as the request', () => {
    expect(
      classify({
        message: 'Serialization error in aiserver.v1.StreamUnifiedChatResponseWithTools',
      }).explain.at(-1)?.rule,
    ).not.toBe('message.validation');
  });
  it('keeps a model unavailable for a while or for maintenance the server', () => {
    expect(
      classify({ message: 'Upstream request failed: Model is unavailable. Please retry shortly' })
        .reason,
    ).toBe('server_error');
    expect(classify({ message: 'Model unavailable: service is down for maintenance' }).reason).toBe(
      'server_error',
    );
  });
});
