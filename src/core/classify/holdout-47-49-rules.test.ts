/**
 * Rules from held-out batches 47–49 (natural samples; docs/classifier.md, "Batches 47–49"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const classify = (descriptor: Record<string, unknown>) =>
  classifyError(errorFromDescriptor(descriptor));

describe('a model verdict hedged with "or your request" is none', () => {
  checkReasons([
    [
      'Bedrock\'s 400 "unsupported model or your request did not allow prompt caching"',
      {
        status: 400,
        body: {
          message:
            'You invoked an unsupported model or your request did not allow prompt caching. See the documentation for more information.',
        },
      },
      'format_error',
    ],
    [
      'a 400 "Unsupported model: gpt-9" stays model_not_found',
      { status: 400, body: { message: 'Unsupported model: gpt-9' } },
      'model_not_found',
    ],
    [
      'an unsupported model or "deployment" is still the model\'s',
      { status: 400, body: { message: 'Invalid model or deployment name: gpt-9' } },
      'model_not_found',
    ],
  ]);
});

describe('transport, a response that cannot be read, a stream cut before its message', () => {
  checkReasons([
    [
      'Open WebUI\'s "There was an issue connecting to Ollama."',
      { message: 'Uh-oh! There was an issue connecting to Ollama.' },
      'timeout',
    ],
    [
      '"a problem connecting to the server"',
      { message: 'We had a problem connecting to the server. Check your network.' },
      'timeout',
    ],
    [
      '"an issue with your request" is no transport failure',
      { message: 'There was an issue with your request.' },
      'unknown',
    ],
    [
      'Zed\'s "error deserializing Antropic API response: missing type …"',
      { message: 'error deserializing Antropic API response: missing type as line 1 column 160' },
      'server_error',
    ],
    [
      '"failed to deserialize the response body"',
      { message: 'failed to deserialize the response body: expected value at line 1 column 1' },
      'server_error',
    ],
    [
      "a request body that failed to deserialize is not the server's",
      {
        status: 422,
        message:
          'Failed to deserialize the JSON body into the target type: missing field `model` at line 1 column 40',
      },
      'format_error',
    ],
    [
      'Bedrock AgentCore\'s "Stream ended without completing a message"',
      {
        name: 'ModelError',
        message:
          '[SYSTEM_ERROR] An error occurred. Type: ModelError Details: "Stream ended without completing a message"',
      },
      'timeout',
    ],
    [
      '"response finished without completing the response"',
      { message: 'The response finished without completing the response' },
      'timeout',
    ],
    [
      '"the message was completed" is none',
      { message: 'The stream completed the message with finish_reason length' },
      'unknown',
    ],
  ]);
});

describe("the caller's stop: Next.js' ResponseAborted", () => {
  checkReasons([
    ['ResponseAborted by name', { name: 'ResponseAborted', message: 'ResponseAborted' }, 'aborted'],
    ['a bare "Stream Aborted" stays unknown (batch 46)', { message: 'Stream Aborted' }, 'unknown'],
  ]);
});

describe('billing: a plan to subscribe to, a key limit to raise', () => {
  checkReasons([
    [
      'Zed\'s 403 "You must subscribe to a plan in order to use models provided by Zed"',
      {
        status: 403,
        message:
          'cloud language model completion failed with status 403 Forbidden: You must subscribe to a plan in order to use models provided by Zed. Please visit https://zed.dev/account to start your trial, or select another model provider.',
      },
      'billing',
    ],
    [
      'a 403 "You must be a member of the organization" is no plan',
      {
        status: 403,
        message: 'You must be a member of the organization to use this model.',
      },
      'auth',
    ],
    [
      'OpenRouter\'s "max_tokens limit exceeded … create a key with a higher limit"',
      {
        message:
          'API Request Failed\nmax_tokens limit exceeded: 100000 > 9577. To increase, visit https://openrouter.ai/keys and create a key with a higher limit',
      },
      'billing',
    ],
    [
      'Anthropic\'s "max_tokens: N > M, which is the maximum allowed" stays overflow',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message:
              'max_tokens: 100000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4',
          },
        },
      },
      'context_overflow',
    ],
    [
      '"create a key" alone is no limit',
      { message: 'No API key found. Please create a key in the dashboard.' },
      'auth_permanent',
    ],
  ]);
});

describe("the Anthropic SDKs' refusal to send a long non-streaming request", () => {
  checkReasons([
    [
      'Python: "Streaming is strongly recommended for operations that may take longer than 10 minutes"',
      {
        name: 'ValueError',
        message:
          'Error result: Streaming is strongly recommended for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-python#long-requests for more details',
      },
      'format_error',
    ],
    [
      'TypeScript: "Streaming is required for operations that may take longer than 10 minutes"',
      {
        message:
          'Streaming is required for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-typescript#long-requests for more details',
      },
      'format_error',
    ],
  ]);
});

describe('a key code beside an expired token is a refreshable credential', () => {
  const expired = {
    error: {
      code: 'invalid_api_key',
      message: 'invalid access token or token expired',
      param: null,
      type: 'invalid_request_error',
    },
  };
  checkReasons([
    ["Qwen OAuth's 401 invalid_api_key + token expired", { status: 401, body: expired }, 'auth'],
    ['the same without a status', { body: expired }, 'auth'],
    [
      'the same quoted in a message',
      {
        status: 401,
        message: `API error 401 Unauthorized: ${JSON.stringify(expired)}`,
        body: expired,
      },
      'auth',
    ],
    [
      'invalid_api_key + "Incorrect API key provided" stays auth_permanent',
      {
        status: 401,
        body: {
          error: { code: 'invalid_api_key', message: 'Incorrect API key provided: sk-abc.' },
        },
      },
      'auth_permanent',
    ],
    [
      'invalid_api_key + "API key expired" (the key itself) stays auth_permanent',
      {
        status: 401,
        body: { error: { code: 'invalid_api_key', message: 'API key expired. Please renew it.' } },
      },
      'auth_permanent',
    ],
    [
      '"Invalid API key. Token expired." names the key: auth_permanent',
      {
        status: 401,
        body: { error: { code: 'invalid_api_key', message: 'Invalid API key. Token expired.' } },
      },
      'auth_permanent',
    ],
  ]);
});

describe("a gateway envelope around the provider's error, Azure's filter verdicts, `errors`", () => {
  checkReasons([
    [
      "Databricks' external_model_error around Azure's content_filter",
      {
        status: 400,
        body: {
          error_code: 'BAD_REQUEST',
          message: {
            external_model_provider: 'openai',
            external_model_error: {
              error: {
                param: 'prompt',
                code: 'content_filter',
                innererror: {
                  code: 'ResponsibleAIPolicyViolation',
                  content_filter_result: { jailbreak: { filtered: true, detected: true } },
                },
              },
            },
          },
        },
      },
      'content_policy',
    ],
    [
      'the same envelope around a rate limit',
      {
        status: 400,
        body: {
          error_code: 'BAD_REQUEST',
          message: {
            external_model_provider: 'openai',
            external_model_error: {
              error: { code: '429', message: 'Rate limit reached for requests. Try again later.' },
            },
          },
        },
      },
      'rate_limit',
    ],
    [
      "Azure's content_filter_result with a category filtered",
      {
        body: {
          content_filter_result: {
            jailbreak: { detected: true, filtered: true },
            hate: { filtered: false, severity: 'safe' },
          },
        },
      },
      'content_policy',
    ],
    [
      'every category unfiltered is no refusal',
      {
        body: {
          content_filter_result: {
            hate: { filtered: false, severity: 'safe' },
            violence: { filtered: false, severity: 'safe' },
          },
        },
      },
      'unknown',
    ],
    [
      "ModelScope's `errors` envelope",
      {
        body: {
          errors: {
            message:
              'We have to rate limit you for model Qwen/Qwen3-235B-A22B-Instruct-2507. If you need higher limits, please consider other (commercial) API providers.',
            request_id: 'x',
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

describe('renderings: a status in text, Google\'s "service is currently unavailable", AWS', () => {
  it('"… Claude API error: 401" at the end names 401; a line number names none', () => {
    expect(
      classify({ message: 'Claude stream relay with usage capture failed: Claude API error: 401' })
        .status,
    ).toBe(401);
    expect(
      classify({ message: 'The relay logged an API error on line 401' }).status,
    ).toBeUndefined();
  });
  it('"Bad request (400): …" names 400; "Mistral API error (404): {…}" names 404', () => {
    expect(
      classify({
        message:
          'Request failed: Bad request (400): Function tools with reasoning_effort are not supported for gpt-5 in /v1/chat/completions.',
      }).reason,
    ).toBe('format_error');
    expect(
      classify({ message: 'Mistral API error (404): {"message":"no Route matched"}' }).status,
    ).toBe(404);
    expect(classify({ message: 'Tokenizer error (4096) tokens' }).status).toBeUndefined();
  });
  checkReasons([
    [
      'Firebase\'s "[503 ] The service is currently unavailable."',
      { message: 'Uncaught (in promise) Error: [503 ] The service is currently unavailable.' },
      'overloaded',
    ],
    [
      '"The service is currently unavailable in your region" is no capacity',
      { message: 'The service is currently unavailable in your region.' },
      'unknown',
    ],
    [
      "AWS's SignatureDoesNotMatch without a status",
      {
        body: {
          message:
            'The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method.',
        },
      },
      'auth',
    ],
  ]);
});

describe('a wait phrase a terminal wrapped across lines', () => {
  it('"Please try\\n    again in 35.883s" → 35.883 s', () => {
    const result = classify({
      message:
        'Stream disconnected before completion: Rate limit reached for organization org-x on tokens per min (TPM): Limit 250000, Used 250000, Requested 149514. Please try\n    again in 35.883s. Visit https://platform.openai.com/account/rate-limits to learn more.',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(35_883);
  });
  it('a wrapped "try\\nagain" with no duration states no wait', () => {
    const result = classify({ status: 429, message: 'Rate limit reached. Please try\n  again.' });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('a wait is not joined across a server-error line', () => {
    const result = classify({
      status: 500,
      message: 'Internal server error. Please try\n    again in 20s.',
    });
    expect(result.reason).toBe('server_error');
  });
});
