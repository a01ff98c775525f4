/**
 * The rules the eighth held-out batch prompted (docs/classifier.md, "Held-out batch"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const openAI = (message: string) => ({ error: { message } });

describe('a status kept only in text: an HTTP status line or a status with its reason phrase', () => {
  checkReasons([
    [
      'Emacs url.el keeps the HTTP/2 status line',
      { message: 'MistralLeChat error: ((HTTP/2 429) Could not parse HTTP response.)' },
      'rate_limit',
    ],
    [
      'an HTTP/1.1 status line in a log',
      { message: 'upstream answered HTTP/1.1 503 while streaming' },
      'overloaded',
    ],
    [
      'a status and its reason phrase in parentheses',
      { message: 'OpenAI API error (400 Bad Request): Provider returned error' },
      'format_error',
    ],
    [
      'a status and its reason phrase mid-text',
      { message: 'the gateway returned 401 Unauthorized, please log in again' },
      'auth',
    ],
    [
      'a number of tokens in parentheses is not a status',
      { message: 'Request failed (500 tokens streamed before the error)' },
      'unknown',
    ],
    [
      'an HTTP/2 stream error without a status',
      { message: 'HTTP/2 stream error: GOAWAY' },
      'timeout',
    ],
  ]);
});

describe("a relay's body message that names the upstream status", () => {
  checkReasons([
    [
      'a Chinese relay typed api_error around an upstream 400 (http_code:400)',
      {
        body: {
          error: {
            message:
              'code:30101, message:调用模型接口失败 http_code:400 body:{"error":{"message":"ValidationException: messages.3: `tool_use` ids were found without `tool_result` blocks immediately after: toolu_x."}}',
            type: 'api_error',
          },
        },
      },
      'format_error',
    ],
    [
      'the AWS Go SDK rendering (StatusCode: 429) inside a relay envelope',
      {
        body: {
          error: {
            message:
              'operation error Bedrock Runtime: Converse, https response error StatusCode: 429, RequestID: abc, ThrottlingException: Too many tokens, please wait before trying again.',
            type: 'api_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      'an api_error envelope that names no status stays a server error',
      { body: { error: { message: 'upstream model call failed', type: 'api_error' } } },
      'server_error',
    ],
  ]);
});

describe('a Responses API response.failed event carries its error on the response', () => {
  checkReasons([
    [
      'server_error on the failed response',
      {
        body: {
          type: 'response.failed',
          response: {
            status: 'failed',
            error: {
              code: 'server_error',
              message: 'An error occurred while processing your request.',
            },
          },
        },
      },
      'server_error',
    ],
    [
      'a rate limit on the failed response',
      {
        body: {
          type: 'response.failed',
          response: {
            status: 'failed',
            error: { code: 'rate_limit_exceeded', message: 'Rate limit reached for gpt-5.' },
          },
        },
      },
      'rate_limit',
    ],
    [
      'a completed response with a null error is no error document',
      { body: { type: 'response.completed', response: { status: 'completed', error: null } } },
      'unknown',
    ],
  ]);
});

describe('max_tokens above the output cap worded as a valid range', () => {
  checkReasons([
    [
      'DeepSeek through a relay typed api_error (400)',
      {
        status: 400,
        body: {
          error: {
            message:
              'Error from provider(deepseek,deepseek-chat: 400): Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
            type: 'api_error',
          },
        },
      },
      'context_overflow',
    ],
    [
      'the same without a status',
      { message: 'Invalid max_tokens value, the valid range of max_tokens is [1, 32768]' },
      'context_overflow',
    ],
    [
      'a valid range of another parameter is validation',
      {
        status: 400,
        body: openAI('Invalid temperature value, the valid range of temperature is [0, 2]'),
      },
      'format_error',
    ],
  ]);

  it('repairs max_tokens down to the stated cap', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        body: openAI('Invalid max_tokens value, the valid range of max_tokens is [1, 8192]'),
      }),
    );
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 8192 });
  });
});

describe('request-shape refusals: an unparsable body, a required word', () => {
  checkReasons([
    [
      'DeepSeek cannot parse the body (status in full-width parentheses)',
      {
        message:
          '请求错误（DeepSeek 400）：Failed to parse the request body as JSON: messages[158].content: unexpected end of hex escape at line 1 column 350781',
      },
      'format_error',
    ],
    [
      'json_object without the word json, no status',
      {
        message:
          "AI_APICallError: [Alibaba] 'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      },
      'format_error',
    ],
    [
      'a client that cannot parse the response is not a request fault',
      { message: 'Failed to parse the response body from the server' },
      'unknown',
    ],
  ]);
});

describe('a model that cannot serve this API or this account setting', () => {
  checkReasons([
    [
      'Cohere: generate API not supported for the model, no status',
      {
        message:
          'litellm.BadRequestError: CohereException - {"message":"invalid request: generate API is not supported for model \'command-a-03-2025\'. Please use the chat API instead"}',
      },
      'model_not_found',
    ],
    [
      'an endpoint not supported for this model (400)',
      { status: 400, body: openAI('This endpoint is not supported for this model.') },
      'model_not_found',
    ],
    [
      'Bedrock: a data-retention mode not available for this model (400)',
      {
        status: 400,
        body: { message: "data retention mode 'default' is not available for this model" },
        name: 'ValidationException',
      },
      'model_not_found',
    ],
    [
      'Google NOT_FOUND wording for a generate call, no status',
      { message: 'Failed to generate JSON content: Requested entity was not found.' },
      'model_not_found',
    ],
    [
      'a parameter not supported for the model stays validation',
      { status: 400, body: openAI('Parameter `logprobs` is not supported for this model.') },
      'format_error',
    ],
    [
      'a parameter not supported for the model, no status',
      { message: 'stream_options is not supported when stream is false' },
      'format_error',
    ],
  ]);
});

describe("an overflow worded as the model's max length", () => {
  checkReasons([
    [
      'Moonshot through openai-python, no status',
      {
        message: "code: 400 - {'error': {'message': 'model max length exceeded, max length:8192',",
      },
      'context_overflow',
    ],
    [
      "the model's maximum length (400)",
      {
        status: 400,
        body: openAI("The input exceeds the model's maximum length of 32768 tokens."),
      },
      'context_overflow',
    ],
    [
      "a field's max length is validation",
      { status: 400, body: openAI('tools[0].function.name: string exceeds max length of 64') },
      'format_error',
    ],
  ]);
});

describe('a thinking block where it cannot be', () => {
  checkReasons([
    [
      'the final block of a resumed assistant turn is thinking (400)',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'messages.19: The final block in an assistant message cannot be `thinking`.',
          },
        },
      },
      'thinking_signature',
    ],
    [
      'redacted_thinking, no status',
      { message: 'messages.3: the first block cannot be redacted_thinking' },
      'thinking_signature',
    ],
    [
      'an empty final block is a request fault',
      {
        status: 400,
        body: openAI('messages.19: The final block in an assistant message cannot be empty.'),
      },
      'format_error',
    ],
    [
      'a thinking budget below the minimum is a parameter error',
      {
        status: 400,
        body: openAI(
          'thinking.enabled.budget_tokens: Input should be greater than or equal to 1024',
        ),
      },
      'format_error',
    ],
  ]);
});

describe('a URL the server does not serve, worded "url error"', () => {
  checkReasons([
    [
      'DashScope on the wrong endpoint, no status',
      {
        message:
          'DashScope API error: url error, please check url！ For details, see: https://help.aliyun.com/zh/model-studio/error-code#error-url',
      },
      'format_error',
    ],
    [
      'curl error is a transport failure',
      { message: 'curl error 28: Operation timed out after 30000 milliseconds' },
      'timeout',
    ],
    [
      'checking the network is not a URL fault',
      { message: 'Connection error. Please check your network and try again.' },
      'timeout',
    ],
  ]);
});

describe('a request error named only by its type in text', () => {
  checkReasons([
    [
      'a Realtime error event as a pydantic repr',
      {
        message:
          "ErrorFrame(error=RealtimeError(type='invalid_request_error', code='invalid_value', message='Audio content of 2450ms is already shorter than 2535ms', param=None))",
      },
      'format_error',
    ],
    [
      'Cohere\'s "invalid request: …" prefix',
      { message: '{"message":"invalid request: all elements in history must have a message."}' },
      'format_error',
    ],
    [
      'the type around an overflow is an overflow',
      { message: "type='invalid_request_error' message='prompt is too long: 210000 tokens'" },
      'context_overflow',
    ],
    [
      'the type around a rate limit is a rate limit',
      { message: "type='invalid_request_error' message='Rate limit reached for requests'" },
      'rate_limit',
    ],
    [
      'a disconnect quoting the type still reaches the disconnect step',
      { message: 'stream disconnected before completion: invalid_request_error' },
      'timeout',
    ],
    [
      '"Invalid request Error" alone names nothing',
      { message: 'Invalid request Error' },
      'unknown',
    ],
  ]);
});

describe('a missing API key', () => {
  checkReasons([
    [
      'an OpenAI-compatible gateway, no status',
      { body: { error: { message: 'API key required', type: 'authentication_error' } } },
      'auth_permanent',
    ],
    [
      'authentication required (no key named) is a refreshable auth failure',
      { message: 'Authentication required: please log in again' },
      'auth',
    ],
  ]);
});
