/**
 * The rules the twenty-eighth held-out batch prompted (docs/classifier.md, "Batches 27–28"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a region block on the model falls back; one on the account stays permanent', () => {
  checkReasons([
    [
      "new-api's log of OpenRouter's Anthropic route",
      {
        status: 403,
        message:
          'channel error (channel #15, status code: 403): This model is not available in your region.',
      },
      'model_not_found',
    ],
    [
      // Was model_not_found; "your country" names the caller's place, as held h234 ("This model is
      // not available in your country.") and OpenCode's 403 RegionError (batch 448) read it.
      'the model named, refused in the caller’s country',
      {
        status: 403,
        body: { error: { message: 'The model claude-opus-4 is not supported in your country.' } },
      },
      'auth_permanent',
    ],
    [
      "OpenAI's account-wide block stays auth_permanent",
      {
        status: 403,
        body: {
          error: {
            code: 'unsupported_country_region_territory',
            message: 'Country, region, or territory not supported',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'a region block naming no model stays auth_permanent',
      { status: 403, message: 'This service is not available in your region.' },
      'auth_permanent',
    ],
  ]);
});

describe('a malformed model name is an invalid model', () => {
  checkReasons([
    [
      "Gemini's GenerateContentRequest.model",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: '* GenerateContentRequest.model: unexpected model name format\n',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'model_not_found',
    ],
    [
      'a model id format',
      { status: 400, message: 'Invalid model id format: expected provider/model' },
      'model_not_found',
    ],
    [
      'an unexpected model output is no model verdict',
      {
        status: 400,
        message: 'Unexpected model output format: tool call arguments are not valid JSON',
      },
      'format_error',
    ],
  ]);
});

describe("a 5xx around the app's failed fetch is the transport failure it wraps", () => {
  checkReasons([
    [
      "Nuxt's wrapped fetch",
      { status: 500, message: '[nuxt] [request error] [unhandled] [500] fetch failed' },
      'timeout',
    ],
    [
      "new-api's relay",
      { status: 500, message: 'status_code=500, upstream error: do request failed' },
      'timeout',
    ],
    [
      "reqwest's words on a 502",
      { status: 502, message: 'error sending request for url (https://api.example.com/v1/chat)' },
      'timeout',
    ],
    [
      'a proxy naming its upstream refusing the connection stays a server fault (held)',
      {
        status: 500,
        message:
          'Unable to round-trip http request to upstream: dial tcp [::1]:11434: connectex: No connection could be made because the target machine actively refused it.',
      },
      'server_error',
    ],
    [
      'a server fault named with it stays a server fault',
      { status: 500, message: 'Internal server error: fetch failed while loading the model' },
      'server_error',
    ],
  ]);
});

describe('a relay with no channel for the model falls back; an empty account pool is capacity', () => {
  checkReasons([
    [
      "claude-relay-service's account pool (session 14 review: overloaded, the pool refills)",
      {
        status: 500,
        message: '500 No available Claude accounts support the requested model: claude-opus-4-6',
      },
      'overloaded',
    ],
    [
      'no channel for the model on a 500',
      { status: 500, message: 'No available channel for model gpt-5 under group default' },
      'model_not_found',
    ],
    [
      'keys that support this model (session 14 review: overloaded, as accounts)',
      { status: 502, message: 'no keys that support this model' },
      'overloaded',
    ],
    [
      'a busy pool naming no model stays a server fault',
      { status: 500, message: 'No available Claude accounts' },
      'server_error',
    ],
    [
      'on a 503 a busy pool stays overloaded',
      { status: 503, message: 'No available accounts, please retry later' },
      'overloaded',
    ],
  ]);
});

describe("a 5xx relaying a 400 about the model is the model's verdict", () => {
  checkReasons([
    [
      "one-api around Bedrock's invalid model identifier",
      {
        status: 500,
        message:
          'InvokeModelWithResponseStream: operation error Bedrock Runtime: InvokeModelWithResponseStream, https response error StatusCode: 400, RequestID: 4471a513, ValidationException: The provided model identifier is invalid.',
      },
      'model_not_found',
    ],
    [
      "a relay's 502 around Perplexity's 400",
      { status: 502, message: "Perplexity error: 400 Invalid model 'sonar-small-online'." },
      'model_not_found',
    ],
    [
      'a relayed 400 about the request is no model verdict',
      {
        status: 500,
        message:
          'https response error StatusCode: 400, ValidationException: messages: text content blocks must be non-empty',
      },
      'server_error',
    ],
    [
      'a model fault with no relayed 4xx stays the server’s',
      { status: 500, message: 'model worker not found' },
      'server_error',
    ],
  ]);
});

describe('a model retired with its successor named falls back', () => {
  checkReasons([
    [
      'Claude Opus 4.5 retired',
      { message: 'Claude Opus 4.5 is no longer available. Please switch to Claude Opus 4.6.' },
      'model_not_found',
    ],
    [
      'migrate to',
      { message: 'gemini-1.5-pro is no longer supported, please migrate to gemini-2.5-pro' },
      'model_not_found',
    ],
    [
      'a feature retired, no switch, stays unread',
      { message: 'This feature is no longer available.' },
      'unknown',
    ],
    [
      'a free tier retired is no model',
      {
        message: 'The free tier is no longer available. Please upgrade to a paid plan to continue.',
      },
      'billing',
    ],
  ]);
});

describe('a bare 404 keeps being bare through relay words', () => {
  checkReasons([
    [
      "claude-code-router over gemini-balance's http_error",
      {
        status: 404,
        body: {
          error: {
            message:
              'Error from provider(404): {"error":{"code":"http_error","message":"Not Found"}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      "the cohere SDK's empty-body NotFoundError",
      {
        status: 404,
        name: 'Error',
        body: {},
        message: 'NotFoundError\nStatus code: 404\nBody: {}',
      },
      'model_not_found',
    ],
    [
      'a relayed 404 about a file stays unread',
      {
        status: 404,
        message:
          'Error from provider(404): {"error":{"code":"http_error","message":"File not found"}}',
      },
      'unknown',
    ],
  ]);
});

describe('a snake_case parameter called invalid is a request fault', () => {
  checkReasons([
    [
      "Kimi's top_p",
      { name: 'AI_APICallError', message: 'invalid top_p: only 0.95 is allowed for this model' },
      'format_error',
    ],
    ['tool_choice', { message: 'invalid tool_choice: must be one of none, auto' }, 'format_error'],
    [
      'an invalid api_key stays a key verdict',
      { message: 'invalid api_key: sk-…abcd' },
      'auth_permanent',
    ],
    [
      'an invalid access_token is no request fault',
      { message: 'invalid access_token: token expired' },
      'auth',
    ],
  ]);
});

describe("Anthropic's extra usage that third-party apps draw from is billing", () => {
  checkReasons([
    [
      'through a relay',
      {
        status: 400,
        message:
          "400 Third-party apps now draw from your extra usage, not your plan limits. We've added a $20 credit to get you started. Claim it at claude.ai/settings/usage and keep going.",
      },
      'billing',
    ],
    [
      'billed to extra usage',
      { status: 400, message: 'This request is billed to your extra usage, which is off.' },
      'billing',
    ],
    [
      'extra usage for long context stays its tier',
      {
        status: 429,
        body: {
          type: 'error',
          error: {
            type: 'rate_limit_error',
            message: 'Extra usage is required for long context requests.',
          },
        },
      },
      'long_context_tier',
    ],
  ]);
});

describe('"cannot set max_tokens to N or above" is an output cap one below N', () => {
  checkReasons([
    [
      "sub2api's non-streaming cap",
      {
        message:
          'non-streaming requests cannot set max_tokens to 128000 or above; use stream=true or a lower max_tokens',
      },
      'context_overflow',
    ],
    [
      'a max_tokens named in other advice is no cap',
      { message: 'set max_tokens to 4096 or above for reasoning models' },
      'unknown',
    ],
  ]);
  it('lowers max_tokens to one below the bound', () => {
    const result = classifyError(
      errorFromDescriptor({ status: 400, message: 'cannot set max_tokens to 128000 or above' }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 127999 });
  });
});
