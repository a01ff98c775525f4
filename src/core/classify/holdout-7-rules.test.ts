/**
 * The rules the seventh held-out batch prompted (docs/classifier.md, "Held-out batch"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const openAI = (message: string) => ({ error: { message } });

describe('the long-context gate named by its size ("1M context")', () => {
  checkReasons([
    [
      'Claude Code rendering, no status',
      {
        message:
          'API Error: Extra usage is required for 1M context · run /extra-usage to enable, or /model to switch to standard context',
      },
      'long_context_tier',
    ],
    [
      'a 429 saying the same',
      { status: 429, body: openAI('Extra usage is required for 1M token context requests.') },
      'long_context_tier',
    ],
    [
      'extra usage without a context tier is the usage limit',
      { status: 429, body: openAI("You're out of extra usage. Add more at claude.ai/settings.") },
      'billing',
    ],
    [
      'a 1M context window named in an overflow',
      {
        status: 400,
        body: openAI('prompt is too long: 1036683 tokens > 1000000 maximum (1M context)'),
      },
      'context_overflow',
    ],
  ]);
});

describe('a model with no free tier is billing, a free-tier window is a rate limit', () => {
  checkReasons([
    [
      'Gemini preview without a free quota tier',
      {
        status: 429,
        message:
          "Gemini 2.5 Pro Preview doesn't have a free quota tier. Please use Gemini 2.5 Pro Experimental instead.",
      },
      'billing',
    ],
    [
      'no free tier, no status',
      { message: 'ResourceExhausted: this model has no free tier; enable billing to use it' },
      'billing',
    ],
    [
      'a free-tier per-minute window',
      {
        status: 429,
        body: openAI('Free tier rate limit: 15 requests per minute exceeded. Please retry in 20s.'),
      },
      'rate_limit',
    ],
  ]);
});

describe('request-shape refusals worded as constraints between parameters', () => {
  checkReasons([
    [
      'temperature and top_p together (Claude 4.5+), through a relay, no status',
      {
        message:
          '`temperature` and `top_p` cannot both be specified for this model. Please use only one.',
      },
      'format_error',
    ],
    [
      'mutually exclusive parameters',
      { message: 'Parameters `tools` and `functions` are mutually exclusive' },
      'format_error',
    ],
    [
      'Bedrock Converse role order, no status',
      {
        message:
          'bedrock error: A conversation must alternate between user and assistant roles. Make sure the conversation alternates between user and assistant roles and try again',
      },
      'format_error',
    ],
    [
      'Bedrock Converse blank text block, message only',
      {
        message:
          'The text field in the ContentBlock object at messages.3.content.0 is blank. Add text to the text field, and try again.',
      },
      'format_error',
    ],
    [
      'Qwen3 thinking on a non-streaming call',
      {
        message:
          '{"statusCode":400,"message":"parameter.enable_thinking must be set to false for non-streaming calls","code":"InvalidParameter"}',
      },
      'format_error',
    ],
    [
      'the same in Chinese',
      { message: 'parameter.enable_thinking必须设置为false才能进行非流式调用' },
      'format_error',
    ],
    [
      'ModelScope: thinking not supported when stream=false, on a 400 typed api_error',
      {
        status: 400,
        body: {
          error: {
            message: 'enable thinking can not be support when `stream=False`.',
            type: 'api_error',
          },
        },
      },
      'format_error',
    ],
    [
      'Responses API item not stored',
      {
        message:
          "Item with id 'rs_68a1' not found. Items are not persisted when `store` is set to false.",
      },
      'format_error',
    ],
    [
      'a model with an id that is not found stays a model',
      { message: "The model with id 'gpt-9' not found" },
      'model_not_found',
    ],
    [
      'an alternate endpoint is not a role-order fault',
      { message: 'Primary region unavailable; use the alternate endpoint and retry' },
      'unknown',
    ],
    [
      'a blank response body is not a request fault',
      { status: 502, message: 'Bad gateway: upstream response is blank' },
      'server_error',
    ],
  ]);
});

describe('a terminated account or subscription is permanent', () => {
  checkReasons([
    [
      'Kimi Code access_terminated_error on a 403',
      {
        status: 403,
        body: {
          error: {
            message: 'Access terminated. Review our Community Guidelines or contact support.',
            type: 'access_terminated_error',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'the same body without its status',
      {
        body: {
          error: {
            message: 'Access terminated. Review our Community Guidelines or contact support.',
            type: 'access_terminated_error',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'subscription terminated, no status',
      { message: 'Your subscription has been terminated.' },
      'auth_permanent',
    ],
    [
      'a terminated connection stays a transport failure',
      {
        message: 'terminated',
        name: 'TypeError',
        cause: { code: 'UND_ERR_SOCKET', message: 'other side closed' },
      },
      'timeout',
    ],
  ]);
});

describe('a size refusal that names the context window is an overflow', () => {
  checkReasons([
    [
      'Anthropic 413 naming the context window',
      {
        status: 413,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'Request size exceeds model context window',
          },
        },
      },
      'context_overflow',
    ],
    [
      'the same without its status',
      { message: 'Request size exceeds model context window' },
      'context_overflow',
    ],
    [
      'a 413 about the body',
      {
        status: 413,
        body: { error: { type: 'request_too_large', message: 'Request exceeds the maximum size' } },
      },
      'payload_too_large',
    ],
    ['a bare 413', { status: 413, message: 'Request Entity Too Large' }, 'payload_too_large'],
  ]);
});

describe('a missing model relayed inside an app 5xx', () => {
  checkReasons([
    [
      'LiteLLM wrapping Azure DeploymentNotFound in a 500',
      {
        status: 500,
        message:
          "500: AzureException NotFoundError - Error code: 404 - {'error': {'code': 'DeploymentNotFound', 'message': 'The API deployment for this resource does not exist.'}}",
      },
      'model_not_found',
    ],
    [
      'a 502 relaying an OpenAI model_not_found 404',
      {
        status: 502,
        message:
          'upstream returned 404: {"error":{"message":"The model `gpt-x` does not exist","code":"model_not_found"}}',
      },
      'model_not_found',
    ],
    [
      'a 500 about a model worker, no relayed 404',
      { status: 500, message: 'Internal error: model worker not found, please retry' },
      'server_error',
    ],
    [
      'a 500 relaying a 404 that names no model',
      { status: 500, message: 'Error code: 404 - page not found' },
      'server_error',
    ],
  ]);
});

describe('what a structured code cannot say alone', () => {
  checkReasons([
    [
      "Ollama's missing model typed api_error, no status",
      {
        body: {
          error: { message: 'model "qwen3" not found, try pulling it first', type: 'api_error' },
        },
      },
      'model_not_found',
    ],
    [
      'an api_error that says nothing of a model',
      { body: { error: { message: 'Internal server error', type: 'api_error' } } },
      'server_error',
    ],
    [
      'one request over the TPM window, code rate_limit_exceeded, no status',
      {
        body: {
          error: {
            message:
              'Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 30601. The input or output tokens must be reduced in order to run successfully.',
            code: 'rate_limit_exceeded',
          },
        },
      },
      'context_overflow',
    ],
    [
      'a busy TPM window, code rate_limit_exceeded, no status',
      {
        body: {
          error: {
            message:
              'Rate limit reached for gpt-4o on tokens per min (TPM): Limit 30000, Used 29000, Requested 2000. Please try again in 2s.',
            code: 'rate_limit_exceeded',
          },
        },
      },
      'rate_limit',
    ],
  ]);

  it('keeps the wait of a busy window', () => {
    const result = classifyError(
      errorFromDescriptor({
        body: {
          error: {
            message: 'Rate limit reached. Please try again in 2s.',
            code: 'rate_limit_exceeded',
          },
        },
      }),
    );
    expect(result.retryAfterMs).toBe(2000);
  });
});
