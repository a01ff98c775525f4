/**
 * The rules the fifth held-out batch prompted (docs/classifier.md, "Held-out batch"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a model that cannot serve the request', () => {
  checkReasons([
    [
      'Gemini: request not supported by this model',
      { status: 400, message: 'The request is not supported by this model.' },
      'model_not_found',
    ],
    [
      'modality',
      { status: 400, message: 'Audio input is not supported by the model' },
      'model_not_found',
    ],
    [
      'non-serverless model',
      {
        status: 400,
        message: 'Unable to access non-serverless model org/model-x. Create a dedicated endpoint.',
      },
      'model_not_found',
    ],
    [
      'cannot access the model',
      { message: 'You cannot access the model gpt-9' },
      'model_not_found',
    ],
    [
      'a parameter the model does not take stays a request fault',
      {
        status: 400,
        message: 'Unsupported parameter: temperature is not supported with this model',
      },
      'format_error',
    ],
    [
      'a file the server cannot access is not a model',
      { status: 400, message: 'Unable to access file uploads/x.pdf' },
      'format_error',
    ],
  ]);
});

describe('statuses in more renderings', () => {
  checkReasons([
    ['Chinese: connection failed 400', { message: '连接失败 400 “Bad Request”' }, 'format_error'],
    ['Chinese: request failed 429', { message: '请求失败 429 Too Many Requests' }, 'rate_limit'],
    ['backticked status', { message: 'Error details: `422 Unprocessable Entity`' }, 'format_error'],
    [
      'one-api relayed 4xx in param',
      {
        body: {
          error: {
            message: '',
            type: 'upstream_error',
            param: '422',
            code: 'bad_response_status_code',
          },
        },
      },
      'format_error',
    ],
    [
      'one-api relayed 5xx stays a server error',
      {
        body: {
          error: {
            message: '',
            type: 'upstream_error',
            param: '502',
            code: 'bad_response_status_code',
          },
        },
      },
      'server_error',
    ],
  ]);

  it('reads no status from a number after the same words', () => {
    const result = classifyError(errorFromDescriptor({ message: '失败原因: 超过 400 tokens' }));
    expect(result.status).toBeUndefined();
  });
});

describe('a prompt Gemini blocked with a 200', () => {
  checkReasons([
    [
      'blockReason OTHER',
      {
        body: { promptFeedback: { blockReason: 'OTHER' }, usageMetadata: { promptTokenCount: 10 } },
      },
      'content_policy',
    ],
    [
      'blockReason PROHIBITED_CONTENT',
      { body: { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' } } },
      'content_policy',
    ],
    [
      'feedback without a block is nothing',
      { body: { promptFeedback: { safetyRatings: [] } }, message: 'empty response' },
      'unknown',
    ],
  ]);
});

describe('a request body over a gateway byte cap', () => {
  checkReasons([
    [
      'Alibaba gateway',
      {
        status: 400,
        body: {
          error: {
            message: 'Exceeded limit on max bytes to request body : 6291456',
            type: 'BadRequest.TooLarge',
          },
        },
      },
      'payload_too_large',
    ],
    [
      'type only',
      { status: 400, body: { error: { message: 'too large', type: 'BadRequest.TooLarge' } } },
      'payload_too_large',
    ],
    [
      'max bytes of a field is validation',
      { status: 400, message: 'name exceeds max bytes allowed for tool names' },
      'format_error',
    ],
  ]);
});

describe('max_tokens over the output cap without a status', () => {
  it('is an overflow with the lower_max_tokens repair', () => {
    const result = classifyError(
      errorFromDescriptor({
        name: 'BadRequestError',
        message:
          'litellm.BadRequestError: OpenAIException - max_tokens is too large: 32000. This model supports at most 16384 completion tokens, whereas you provided 32000.',
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 16384 });
  });
  checkReasons([
    [
      'max_tokens malformed is no overflow',
      { message: 'max_tokens must be a positive integer' },
      'unknown',
    ],
  ]);
});

describe('a credential limited to one client', () => {
  checkReasons([
    [
      'free tier only inside its app',
      {
        message:
          "Error from provider (Console): OpenCode's free tier can only be used from within OpenCode",
      },
      'auth',
    ],
    [
      'OAuth token only for one client',
      {
        message:
          'This credential is only authorized for use with Claude Code and cannot be used for other API requests.',
      },
      'auth',
    ],
    [
      'a parameter that can only be used with another is validation',
      { message: 'The parameter `logprobs` can only be used with stream=false' },
      'unknown',
    ],
  ]);
});
