/**
 * The rules the thirteenth held-out batch prompted (docs/classifier.md, "Batches 12–13"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("Envoy's upstream reset text is a transport failure", () => {
  const envoy = 'upstream connect error or disconnect/reset before headers. reset reason: ';
  checkReasons([
    [
      "connection termination, in an app's Chinese wrapper, no status",
      { message: `研究过程中发生错误: ${envoy}connection termination` },
      'timeout',
    ],
    ['a connect failure', { message: `${envoy}connection failure` }, 'timeout'],
    [
      'a remote reset with a transport-level detail',
      {
        message: `${envoy}remote connection failure, transport failure reason: delayed connect error: 111`,
      },
      'timeout',
    ],
    ['on its usual 503 it stays capacity', { status: 503, body: `${envoy}overflow` }, 'overloaded'],
  ]);
  it('connection termination on a large session is the disconnect heuristic (DESIGN §1.2 step 6)', () => {
    const result = classifyError(
      errorFromDescriptor({ message: `${envoy}connection termination` }),
      { approxTokens: 150_000, contextLength: 200_000 },
    );
    expect(result.reason).toBe('context_overflow');
  });
});

describe('an invalid bearer token is a dead credential', () => {
  checkReasons([
    [
      "Anthropic's 401 for a rejected setup token",
      { status: 401, message: 'HTTP 401 authentication_error: Invalid bearer token' },
      'auth_permanent',
    ],
    [
      'the same body without a status',
      {
        body: {
          type: 'error',
          error: { type: 'authentication_error', message: 'Invalid bearer token' },
        },
      },
      'auth_permanent',
    ],
    [
      '"bearer token is invalid" on a 401',
      { status: 401, body: { error: { message: 'The bearer token is invalid.' } } },
      'auth_permanent',
    ],
    [
      'an expired bearer token stays refreshable',
      { status: 401, body: { error: { message: 'Bearer token has expired' } } },
      'auth',
    ],
    [
      'an invalid bearer token that says it expired stays refreshable',
      { status: 401, message: 'Invalid bearer token: the access token expired at 12:00 UTC' },
      'auth',
    ],
  ]);
});

describe('max_tokens over the model limit ("exceed" or "exceeds") is an overflow with a repair', () => {
  checkReasons([
    [
      'Bedrock Converse via Roo Code, no status',
      {
        message:
          'Error: The maximum tokens you requested exceed the model limit of 4096. Try again with a maximum tokens value lower than 4096.',
      },
      'context_overflow',
    ],
    [
      'the same on a 400',
      {
        status: 400,
        body: { message: 'The maximum tokens you requested exceed the model limit of 8192' },
      },
      'context_overflow',
    ],
    [
      'a minimum for max_tokens stays validation',
      {
        status: 400,
        body: {
          error: {
            message: 'max_tokens must be at least 16 for sonar.',
            type: 'invalid_parameter',
          },
        },
      },
      'format_error',
    ],
  ]);
  it('lowers max_tokens to the stated limit', () => {
    const result = classifyError(
      errorFromDescriptor({
        message: 'The maximum tokens you requested exceed the model limit of 4096.',
      }),
    );
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 4096 });
  });
});

describe("Gemini's RECITATION block is a content refusal", () => {
  checkReasons([
    [
      'an OpenAI-compatible proxy, no status',
      { message: 'candidate was blocked due to recitation' },
      'content_policy',
    ],
    [
      'the finish reason in a stream error',
      { message: 'Stream ended: finishReason: RECITATION' },
      'content_policy',
    ],
    [
      'a response stopped because of recitation, body only',
      { body: { error: { message: 'Response stopped due to RECITATION' } } },
      'content_policy',
    ],
    [
      'the word in a parameter value is no block',
      { status: 400, body: { error: { message: "Invalid value for 'style': recitation" } } },
      'format_error',
    ],
  ]);
});

describe('a model unavailable to this account, or served on another API, is model_not_found', () => {
  checkReasons([
    [
      "GitHub Models' 400 through openai-node",
      {
        status: 400,
        name: 'BadRequestError',
        message: 'BadRequestError: 400 Unavailable model: gpt-5',
      },
      'model_not_found',
    ],
    ['without a status', { message: 'Unavailable model: o3' }, 'model_not_found'],
    [
      "GitHub Copilot's 400: not accessible via the /chat/completions endpoint",
      {
        status: 400,
        body: {
          error: {
            message: 'model "gpt-5.4" is not accessible via the /chat/completions endpoint',
            code: 'unsupported_api_for_model',
          },
        },
      },
      'model_not_found',
    ],
    [
      'its code alone, without a status',
      { body: { error: { message: 'Bad request', code: 'unsupported_api_for_model' } } },
      'model_not_found',
    ],
    [
      'a model temporarily unavailable on a 503 stays capacity',
      { status: 503, body: { error: { message: 'The model is temporarily unavailable' } } },
      'overloaded',
    ],
    [
      'a file not accessible via an API is no model',
      {
        status: 400,
        body: { error: { message: 'file-abc is not accessible via the files API' } },
      },
      'format_error',
    ],
  ]);
});

describe('a limit per window that was exceeded is a rate limit, also on a 500', () => {
  checkReasons([
    [
      "g4f's daily token allowance on a 500",
      {
        status: 500,
        message:
          '500 - Token limit (500,000 per day) exceeded. Used: 508,311 tokens. Sign up at g4f.dev/members.html for higher limits.',
      },
      'rate_limit',
    ],
    [
      'the same without a status',
      { message: 'Token limit (500,000 per day) exceeded. Used: 508,311 tokens.' },
      'rate_limit',
    ],
    [
      'a request limit per minute reached, on a 502',
      { status: 502, body: { error: { message: 'Request limit of 60 per minute reached' } } },
      'rate_limit',
    ],
    [
      'capacity wording still wins on a 500',
      {
        status: 500,
        body: { error: { message: 'Server overloaded: request limit per minute exceeded' } },
      },
      'overloaded',
    ],
    [
      'a 500 about a per-day setting that nothing exceeded stays a server error',
      {
        status: 500,
        body: { error: { message: 'Internal error while updating the per day limit' } },
      },
      'server_error',
    ],
    [
      'a limit per host is no rate window',
      { status: 500, body: { error: { message: 'Connection pool limit per host exceeded' } } },
      'server_error',
    ],
  ]);
});

describe("a body's own top-level status_code / statusCode stands in for a missing status", () => {
  checkReasons([
    [
      'watsonx: a 400 whose only status is the body field (body only)',
      {
        body: {
          errors: [
            {
              code: 'invalid_input_argument',
              message:
                'Invalid input argument for Model \'mistralai/mistral-medium-2505\': {"object":"error","message":"","type":"BadRequestError","param":null,"code":400}',
            },
          ],
          trace: 'd0137e9fd349b8f42bdee3ad5fb3be54',
          status_code: 400,
        },
      },
      'format_error',
    ],
    [
      "NestJS's statusCode on a route it does not serve",
      {
        body: { message: 'Cannot POST /v1/chat/completions', error: 'Not Found', statusCode: 404 },
      },
      'format_error',
    ],
    [
      "the DashScope SDK's status_code 429",
      {
        body: {
          status_code: 429,
          code: 'Throttling.RateQuota',
          message: 'Requests rate limit exceeded, please try again later.',
        },
      },
      'rate_limit',
    ],
    [
      'a status_code that is no HTTP status is ignored',
      { body: { status_code: 'E42', message: 'Something odd happened' } },
      'unknown',
    ],
    [
      'a success status_code is no failure status',
      { body: { status_code: 200, message: 'Something odd happened' } },
      'unknown',
    ],
    [
      'the HTTP status, when there is one, wins over the body field',
      { status: 503, body: { status_code: 400, message: 'Bad things' } },
      'overloaded',
    ],
  ]);
});

describe('"Too many connections" (Bedrock\'s ServiceUnavailableException) is capacity', () => {
  checkReasons([
    [
      'the Bedrock body kept without its 503 or class name',
      {
        body: {
          exceptionMetadata: { qosTier: '10' },
          message: 'Too many connections, please wait before trying again.',
        },
      },
      'overloaded',
    ],
    [
      "Bedrock's throttling twin stays a rate limit",
      { message: 'Too many requests, please wait before trying again.' },
      'rate_limit',
    ],
    [
      'on a 429 the status decides: a rate limit',
      { status: 429, message: 'Too many connections from this API key' },
      'rate_limit',
    ],
  ]);
});
