/**
 * Counter-examples from the review of batches 27–28's rules (docs/classifier.md, "Review fixes
 * (session 14)"): the reviewer's inputs and their obvious neighbours, both ways. The costly
 * direction is a transient failure filed as permanent (no retry, a key cooled, a needless compress).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("1. a relay's empty account pool is capacity; no channel for the model falls back", () => {
  const crs = 'No available Claude accounts support the requested model: claude-opus-4-6';
  checkReasons([
    ["claude-relay-service's 500 (#1090)", { status: 500, message: `500 ${crs}` }, 'overloaded'],
    [
      'the same through Claude Code, status only in the text',
      { message: `API Error: 500 ${crs}` },
      'overloaded',
    ],
    [
      'its OpenAI route on a 503',
      {
        status: 503,
        body: {
          error: { message: 'No available OpenAI accounts support the requested model: gpt-5' },
        },
      },
      'overloaded',
    ],
    [
      'its Gemini route on a 500',
      {
        status: 500,
        body: {
          error: {
            message: 'No available Gemini accounts support the requested model: gemini-2.5-pro',
          },
        },
      },
      'overloaded',
    ],
    [
      "sub2api's pool on a 503",
      {
        status: 503,
        body: {
          error: {
            type: 'api_error',
            message: 'No available accounts support the requested model: claude-opus-4-6',
          },
        },
      },
      'overloaded',
    ],
    [
      'keys that support this model, on a 502',
      { status: 502, message: 'no keys that support this model' },
      'overloaded',
    ],
    [
      'credentials that support the model, on a 500',
      { status: 500, message: 'No available credentials support the requested model' },
      'overloaded',
    ],
    // Was unknown without a status (review 14). Session 65: group IE reads the relay's pool as
    // capacity without one too; every held line with this wording is overloaded (h28, h32, h402,
    // h647, h671: 5 of 5), and both readings retry.
    ['without a status it is capacity too (session 65)', { message: crs }, 'overloaded'],
    [
      "one-api's no channel for the model stays model_not_found on a 500",
      { status: 500, message: 'No available channel for model gpt-5 under group default' },
      'model_not_found',
    ],
    [
      'and on a 503',
      {
        status: 503,
        body: { error: { message: 'No available channel for model gpt-5 under group default' } },
      },
      'model_not_found',
    ],
    [
      "new-api's 无可用渠道 on a 503",
      {
        status: 503,
        body: { error: { message: '当前分组 default 下对于模型 gpt-5 无可用渠道' } },
      },
      'model_not_found',
    ],
    [
      'channels that support the requested model stay model_not_found',
      { status: 500, message: 'no available channels support the requested model' },
      'model_not_found',
    ],
    [
      'a busy pool naming no model stays a server fault',
      { status: 500, message: 'No available Claude accounts' },
      'server_error',
    ],
  ]);
});

describe("2. claude-code-router's status in the parentheses relays the caller's own key", () => {
  checkReasons([
    [
      "Z.ai 1308's five-hour window through CCR is the key's window",
      {
        status: 429,
        message:
          'API Error: 429 {"error":{"message":"Error from provider(zai,glm-4.6: 429): {\\"error\\":{\\"code\\":\\"1308\\",\\"message\\":\\"Usage limit reached for 5 hour. Your limit will reset at 2026-04-09 15:13:03\\"}}","type":"api_error","code":"provider_response_error"}}',
      },
      'rate_limit',
    ],
    [
      "CCR's older (429) wrapper",
      {
        status: 429,
        message:
          'Error from provider(429): {"error":{"code":"1308","message":"Usage limit reached for 5 hour. Your limit will reset at 2026-04-09 15:13:03"}}',
      },
      'rate_limit',
    ],
    [
      "Z.ai 1310's weekly/monthly limit through CCR is the key's billing",
      {
        status: 429,
        message:
          'API Error: 429 {"error":{"message":"Error from provider(glm,glm-4.6: 429): {\\"error\\":{\\"code\\":\\"1310\\",\\"message\\":\\"Weekly/Monthly Limit Exhausted. Your limit will reset at 2026-08-27 12:05:49\\"}}","type":"api_error","code":"provider_response_error"}}',
      },
      'billing',
    ],
    [
      'the same from Z.ai directly',
      {
        status: 429,
        body: {
          error: {
            code: '1308',
            message: 'Usage limit reached for 5 hour. Your limit will reset at 2026-04-09 15:13:03',
          },
        },
      },
      'rate_limit',
    ],
    [
      "OpenCode Go's named provider stays the upstream's (held)",
      {
        status: 429,
        message:
          'Error from provider (Z.ai): Weekly/Monthly Limit Exhausted. Your limit will reset at 2026-06-25 10:00:00',
      },
      'upstream_rate_limit',
    ],
    [
      'a named provider with a model stays the upstream’s',
      {
        status: 429,
        message:
          'Error from provider (MiniMax, MiniMax-M2): 5-hour usage limit reached. Limit resets in 2 hours.',
      },
      'upstream_rate_limit',
    ],
  ]);
});

describe('3. an invalid credential named in snake_case is no request fault', () => {
  checkReasons([
    [
      'invalid api_token:',
      { message: 'invalid api_token: token not recognized' },
      'auth_permanent',
    ],
    ['invalid api_key_id:', { message: 'Invalid api_key_id: abc' }, 'auth_permanent'],
    [
      'invalid access_key: stays unread (as before the rule)',
      { message: 'invalid access_key: signature mismatch' },
      'unknown',
    ],
    [
      'invalid client_secret: stays unread (as before the rule)',
      { message: 'invalid client_secret: ' },
      // No rule reads it; session 51's retrain voted the dead key, session 62's finds the words unclear.
      'unknown',
    ],
    [
      'invalid secret_access_key: is read by the auth words after it',
      { message: 'invalid secret_access_key: check your AWS credentials' },
      'auth',
    ],
    [
      'a parameter ending in tokens stays a request fault',
      { message: 'invalid max_tokens: must be a positive integer' },
      'format_error',
    ],
    [
      'top_p stays a request fault',
      { message: 'invalid top_p: only 0.95 is allowed for this model' },
      'format_error',
    ],
    [
      'tool_choice stays a request fault',
      { message: 'invalid tool_choice: must be one of none, auto' },
      'format_error',
    ],
    [
      'a credential name with a 400 is still the 400',
      { status: 400, message: 'invalid api_token: token not recognized' },
      'auth_permanent',
    ],
  ]);
});

describe('4. a relayed model 4xx that says it is busy or back later is not missing', () => {
  checkReasons([
    [
      "a 500 invalid_request_error 'The model is overloaded'",
      {
        status: 500,
        message:
          '{"type":"error","error":{"type":"invalid_request_error","message":"The model is overloaded, it is not available at the moment"}}',
      },
      'overloaded',
    ],
    [
      'a 502 around a 400 with high demand',
      {
        status: 502,
        message:
          '400 Bad Request: model gemini-2.5-pro is not available (temporarily unavailable, high demand)',
      },
      'overloaded',
    ],
    [
      'a 500 around a 400 with try again later',
      {
        status: 500,
        message:
          'upstream error: status code 400: The model claude-sonnet-4 is not available right now, please try again later',
      },
      'server_error',
    ],
    [
      "one-api around Bedrock's invalid model identifier stays model_not_found",
      {
        status: 500,
        message:
          'InvokeModelWithResponseStream: operation error Bedrock Runtime: InvokeModelWithResponseStream, https response error StatusCode: 400, RequestID: 4471a513, ValidationException: The provided model identifier is invalid.',
      },
      'model_not_found',
    ],
    [
      "Bedrock's 'Retry your request with the ID or ARN of an inference profile' is no transient",
      {
        status: 502,
        name: 'BadRequestError',
        message:
          'litellm.BadRequestError: BedrockException - {"message":"Invocation of model ID anthropic.claude-sonnet-4-5-20250929-v1:0 with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model."}',
      },
      'model_not_found',
    ],
    [
      "Azure's missing deployment with its 'wait a moment and try again' boilerplate",
      {
        status: 500,
        message:
          "500: AzureException NotFoundError - Error code: 404 - {'error': {'code': 'DeploymentNotFound', 'message': 'The API deployment for this resource does not exist. If you created the deployment within the last 5 minutes, please wait a moment and try again.'}}",
      },
      'model_not_found',
    ],
  ]);
});

describe('5. only a model told to switch is a retired model', () => {
  checkReasons([
    [
      'a plan told to switch is no model (billing words decide or nothing does)',
      { message: 'Your current plan is no longer available. Please switch to a paid plan.' },
      'unknown',
      // No rule reads it; the vote parks the key on the plan's words, which is right.
      'billing',
    ],
    [
      'a server told to switch node is no model',
      { message: 'This server is no longer available, please switch to another node' },
      'unknown',
    ],
    [
      'an account told to switch is no model',
      { message: 'This account is no longer available. Please switch to another account.' },
      'unknown',
    ],
    [
      'an API version told to migrate is no model',
      { message: 'This API version is no longer supported. Please migrate to v2.' },
      'unknown',
    ],
    [
      'Claude Opus 4.5 retired (held)',
      { message: 'Claude Opus 4.5 is no longer available. Please switch to Claude Opus 4.6.' },
      'model_not_found',
    ],
    [
      'a hyphenated model id',
      { message: 'gemini-1.5-pro is no longer supported, please migrate to gemini-2.5-pro' },
      'model_not_found',
    ],
    [
      'a quoted model id',
      { message: "'gpt-4-0613' is no longer served. Please move to gpt-4.1." },
      'model_not_found',
    ],
    [
      'the word model',
      { message: 'This model is no longer available. Please switch to a newer model.' },
      'model_not_found',
    ],
  ]);
});
