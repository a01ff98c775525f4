/**
 * Rules from held-out batches 43–46 (natural samples; docs/classifier.md, "Batches 43–46"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a status in text: DashScope <400>, aiohttp, "request failed: 429", .NET localized', () => {
  checkReasons([
    [
      'DashScope\'s "<400> InternalError.Algo.InvalidParameter:" relayed without a status',
      {
        message:
          'Upstream error from Alibaba: <400> InternalError.Algo.InvalidParameter: The "function.arguments" parameter of the code model must be in JSON format.',
      },
      'format_error',
    ],
    [
      'DashScope\'s "<429> Throttling.RateQuota:"',
      {
        message:
          '<429> Throttling.RateQuota: Requests rate limit exceeded, please try again later.',
      },
      'rate_limit',
    ],
    [
      'a stream request that failed with a 429',
      { message: '[ERROR] [GeminiAPI] Stream request failed: 429' },
      'rate_limit',
    ],
    [
      '"Upstream error 400: {…}"',
      { message: 'Upstream error 400: {"message":"invalid request"}' },
      'format_error',
    ],
    [
      '.NET\'s localized "…: 529 ()."',
      { message: 'A válasz állapotkódja nem sikert jelez: 529 ().' },
      'overloaded',
    ],
    // A number in brackets before a plain word, or a token refresh that failed, names no status.
    ['"under <400> tokens"', { message: 'The prompt must be under <400> tokens' }, 'unknown'],
    ['a token refresh that failed with a 503', { message: 'Token refresh failed: 503' }, 'unknown'],
  ]);
});

describe("a body-less 400 on a large session under an HTTP client's status line", () => {
  const large = { approxTokens: 200_000, contextLength: 200_000 };
  const cases: readonly (readonly [string, Record<string, unknown>, typeof large, string])[] = [
    [
      "httpx's \"Client error '400 Bad Request' for url …\" with its MDN pointer",
      {
        status: 400,
        message:
          "httpx.HTTPStatusError: Client error '400 Bad Request' for url 'https://api.anthropic.com/v1/messages'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/400",
      },
      large,
      'context_overflow',
    ],
    [
      "aiohttp's \"400, message='Bad Request', url=…\" (no status kept)",
      {
        message:
          "Failed to communicate with the API! 400, message='Bad Request', url='http://192.168.2.2:1234/v1/chat/completions'",
      },
      { approxTokens: 13_358, contextLength: 4096 },
      'context_overflow',
    ],
    // A small session, or the provider's own words after the URL, keep the 400 the request's.
    [
      'the same httpx line on a small session',
      {
        status: 400,
        message:
          "httpx.HTTPStatusError: Client error '400 Bad Request' for url 'https://api.anthropic.com/v1/messages'",
      },
      { approxTokens: 2000, contextLength: 200_000 },
      'format_error',
    ],
    [
      'validation words after the URL',
      {
        status: 400,
        message:
          "Client error '400 Bad Request' for url 'https://api.anthropic.com/v1/messages': messages.0.content.1.tool_use.input: Field required",
      },
      large,
      'format_error',
    ],
  ];
  for (const [name, descriptor, size, reason] of cases) {
    it(`${name} → ${reason}`, () => {
      expect(classifyError(errorFromDescriptor(descriptor), size).reason).toBe(reason);
    });
  }
});

describe('a key, a key for another service', () => {
  checkReasons([
    [
      'a 400 "Not a valid API key for this workspace"',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'Not a valid API key for this workspace',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "Azure's 401 for a key whose resource cannot serve the operation",
      {
        status: 401,
        body: {
          error: {
            code: '401',
            message:
              'The ChatCompletions_Create Operation under Azure OpenAI API version 2023-05-15 is not supported with the current subscription key and pricing tier TextTranslator.S1.',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "a key three levels down a chat UI's and a relay's envelopes",
      {
        status: 401,
        body: {
          error: {
            status: 401,
            error: { error: { message: 'Incorrect API key provided', code: 'invalid_api_key' } },
          },
        },
      },
      'auth_permanent',
    ],
    // Another thing not valid, or a tier without a key, is no verdict on the key.
    [
      'a 400 "Not a valid API version"',
      { status: 400, message: 'Not a valid API version for this workspace' },
      'format_error',
    ],
    [
      'a 401 about the pricing tier alone',
      {
        status: 401,
        body: {
          error: {
            code: '401',
            message: 'The operation is not supported with the current pricing tier.',
          },
        },
      },
      'auth',
    ],
  ]);
});

describe('allowances: limit=0, a daily limit hit, no quota at all, 次数已达上限', () => {
  checkReasons([
    [
      'Gemini\'s "limit=0" (no free tier for this metric)',
      {
        status: 429,
        body: {
          error: {
            code: 429,
            message:
              'TotalCachedContentStorageTokensPerModelFreeTier limit exceeded for model gemini-2.0-flash: limit=0, requested=21847',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      'billing',
    ],
    [
      'a daily limit hit',
      {
        message:
          "You've hit your daily limit of requests with Gemini 2.5 Pro. Switching to Gemini 2.5 Flash.",
      },
      'rate_limit',
    ],
    [
      'Copilot\'s "You have no quota" without its 402',
      { message: 'Quota Exceeded Server Error: You have no quota Error Code: quota_exceeded' },
      'billing',
    ],
    ['翻译次数已达上限，请稍后再试', { message: '翻译次数已达上限，请稍后再试' }, 'rate_limit'],
    // A window's limit, a spending limit, a limit not hit, or a limit with no retry word.
    [
      'a limit of 1,000,000 per minute',
      {
        status: 429,
        body: {
          error: {
            code: 429,
            message:
              'GenerateContentInputTokensPerModelPerMinute limit exceeded for model gemini-2.0-flash: limit=1000000, requested=21847',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      },
      'rate_limit',
    ],
    ['a daily spending limit', { message: 'You have hit your daily spending limit' }, 'billing'],
    [
      'a daily limit stated, not hit',
      { message: 'Your plan has a daily limit of 100 requests' },
      'unknown',
    ],
    [
      'no quota left for this minute',
      { message: 'You have no quota left for this minute' },
      'unknown',
    ],
    ['次数已达上限 alone', { message: '翻译次数已达上限' }, 'unknown'],
  ]);
});

describe("a server's fault: OpenAI's stock 500 under RateLimitError, a model that crashed", () => {
  checkReasons([
    [
      "openai 0.x's RateLimitError around OpenAI's stock server fault",
      {
        name: 'RateLimitError',
        message:
          'openai.error.RateLimitError: The server had an error while processing your request. Sorry about that!',
      },
      'server_error',
    ],
    [
      "LM Studio's crashed model",
      { message: 'The model crashed without additional information 18446744072635810000' },
      'server_error',
    ],
    [
      '"encountered a server error"',
      {
        message:
          'Ollama encountered a server error, possibly due to high server load. Use a different translator or try again later.',
      },
      'server_error',
    ],
    // The class with rate-limit words, another thing that crashed, an error in the request.
    [
      'RateLimitError with rate-limit words',
      { name: 'RateLimitError', message: 'Rate limit reached for requests' },
      'rate_limit',
    ],
    ['an app that crashed', { message: 'The app crashed while rendering' }, 'unknown'],
    [
      '"encountered an error in your request"',
      { message: 'The server encountered an error in your request payload' },
      'unknown',
    ],
  ]);
});

describe('a request fault: short string caps, parameters, tags, an API version, litellm', () => {
  checkReasons([
    [
      "a call_id over OpenAI's 64-character cap",
      {
        status: 400,
        body: {
          error: {
            message:
              "Invalid 'input[35].call_id': string too long. Expected a string with maximum length 64, but got a string with length 67 instead.",
            type: 'invalid_request_error',
            code: 'string_above_max_length',
          },
        },
      },
      'format_error',
    ],
    [
      'SiliconFlow\'s "The parameter is invalid."',
      { body: { code: 20015, message: 'The parameter is invalid. Please check again.' } },
      'format_error',
    ],
    [
      'Google\'s "contents is not specified"',
      { message: '* GenerateContentRequest.contents: contents is not specified' },
      'format_error',
    ],
    [
      "pydantic's discriminated union",
      {
        body: {
          code: 20015,
          message:
            "Input tag 'developer' found using 'role' does not match any of the expected tags: 'system', 'user', 'assistant', 'tool'",
        },
      },
      'format_error',
    ],
    [
      '"Expected \'reasoning_effort\' to be one of"',
      {
        body: {
          error: "Expected 'reasoning_effort' to be one of: 'high', 'low', 'medium'; found 'none'.",
        },
      },
      'format_error',
    ],
    [
      '"failed to parse request"',
      { body: { error: { message: 'failed to parse request', code: '' } } },
      'format_error',
    ],
    [
      '"Your request is not valid!"',
      { body: { error: { message: 'Your request is not valid!' } } },
      'format_error',
    ],
    [
      '"API version not supported"',
      { body: { error: { code: 'BadRequest', message: 'API version not supported' } } },
      'format_error',
    ],
    [
      "litellm's UnsupportedParamsError",
      {
        name: 'UnsupportedParamsError',
        message:
          "litellm.UnsupportedParamsError: gpt-5 models (including gpt-5-codex) don't support temperature=0.7. Only temperature=1 is supported.",
      },
      'format_error',
    ],
    // Message content's cap is the context; a key not specified is the key's; a response that
    // could not be parsed is no request fault.
    [
      "message content over OpenAI's 32768-character cap",
      {
        status: 400,
        body: {
          error: {
            message:
              "Invalid 'messages[0].content': string too long. Expected a string with maximum length 32768, but got a string with length 49468 instead.",
            type: 'invalid_request_error',
            code: 'string_above_max_length',
          },
        },
      },
      'context_overflow',
    ],
    [
      '"The API key parameter is invalid"',
      { message: 'The API key parameter is invalid' },
      'unknown',
    ],
    ['"API key is not specified"', { message: 'API key is not specified' }, 'unknown'],
    [
      '"failed to parse response"',
      { message: 'failed to parse response from upstream' },
      'unknown',
    ],
  ]);
});

describe("overflow in a local server's and an app's words", () => {
  checkReasons([
    [
      'LM Studio\'s "Trying to keep the first N tokens when context the overflows."',
      {
        status: 400,
        message:
          'BadRequestError 400--<LM Studio error> Trying to keep the first 15857 tokens when context the overflows.',
      },
      'context_overflow',
    ],
    [
      'too long, submit something shorter',
      {
        message:
          'Failed to run tools\n\nUnderlying Error: The message was too long (198%). Submit something shorter',
      },
      'context_overflow',
    ],
    // The first message kept, or a chat's own message cap, is not the model's window.
    [
      '"keep the first message short"',
      { status: 400, message: 'Please keep the first message short' },
      'format_error',
    ],
    ["a chat app's message cap", { message: 'Message was too long to send to Discord' }, 'unknown'],
  ]);
});

describe('a 413 by its RFC 9110 name, and "request entity is too large"', () => {
  checkReasons([
    ['"Content too large"', { message: 'Content too large' }, 'payload_too_large'],
    [
      '"Request entity is too large."',
      { body: { message: '413 Request entity is too large.', status: 413 } },
      'payload_too_large',
    ],
    // Naming the context window makes it the session's length.
    [
      'content too large for the context window',
      { message: 'Content too large for the model context window' },
      'context_overflow',
    ],
  ]);
});

describe('refusals: a moderation verdict, a prompt block reason', () => {
  checkReasons([
    [
      "FastChat's moderation verdict",
      { message: 'YOUR INPUT VIOLATES OPENAI CONTENT MODERATION API. PLEASE TRY AGAIN.' },
      'content_policy',
    ],
    [
      'the same, in its own guidelines',
      { message: '$MODERATION$ YOUR INPUT VIOLATES OUR CONTENT MODERATION GUIDELINES.' },
      'content_policy',
    ],
    [
      "google-genai's prompt feedback with a block reason",
      {
        message:
          "GenerateContentResponsePromptFeedback(block_reason=<BlockedReason.OTHER: 'OTHER'>, block_reason_message=None, safety_ratings=None)",
      },
      'content_policy',
    ],
    // A moderation service that is down, no block reason, a candidate's finish reason.
    [
      'a moderation service down',
      { message: 'The content moderation service is unavailable' },
      'overloaded',
    ],
    [
      'an unspecified block reason',
      {
        message:
          'GenerateContentResponsePromptFeedback(block_reason=<BlockedReason.BLOCKED_REASON_UNSPECIFIED: 0>)',
      },
      'unknown',
    ],
    ["a candidate's finish reason OTHER", { message: 'Candidate finish_reason=OTHER' }, 'unknown'],
  ]);
});

describe('a missing model: a bare 404 document, a quoted model 不可用', () => {
  checkReasons([
    [
      "a bare 404 document under a client's headline",
      {
        status: 404,
        body: { detail: 'Not Found' },
        message:
          'Sorry, there was an error from the AI: Not Found\nDetails: {"detail":"Not Found"}',
      },
      'model_not_found',
    ],
    [
      'the 404 document without its status (langchain4j)',
      {
        message:
          'Exception was thrown on attempt 2 of 3 dev.ai4j.openai4j.OpenAiHttpException: {"detail":"Not Found"}',
      },
      'model_not_found',
    ],
    [
      'a quoted model 不可用 with the models that are',
      { message: "错误\n模型'gemini-2.0-flash'不可用。\n可用模型包括:models/gemini-pro" },
      'model_not_found',
    ],
    [
      "a chat UI's stack trace: its first line is the message (Go's 404 page)",
      {
        status: 404,
        body: {
          error: {
            stack: 'Error: 404 404 page not found\n    at eP.generate (/app/261.js:4:1754)',
            status: 404,
          },
        },
      },
      'format_error',
    ],
    // A document with more to say, another service unavailable, a stack with frames only.
    [
      'a 404 document with a path',
      {
        status: 404,
        body: { detail: 'Not Found', path: '/v1/foo' },
        message: 'Sorry, there was an error from the AI: Not Found',
      },
      'unknown',
    ],
    [
      'a 404 document with a hint, no status',
      { message: 'OpenAiHttpException: {"detail":"Not Found","hint":"check the base URL"}' },
      'unknown',
    ],
    ['a quoted service 不可用', { message: "服务'translate'不可用" }, 'unknown'],
    [
      'a stack of frames only',
      { status: 404, body: { error: { stack: '    at x (y.js:1:2)', status: 404 } } },
      'model_not_found',
    ],
  ]);
});

describe('a connection Chromium could not make', () => {
  checkReasons([
    ['net::ERR_CONNECTION_REFUSED', { message: 'Error: net::ERR_CONNECTION_REFUSED' }, 'timeout'],
    ['net::ERR_NAME_NOT_RESOLVED', { message: 'net::ERR_NAME_NOT_RESOLVED' }, 'timeout'],
    // The page's own abort is no connect failure.
    ['net::ERR_ABORTED', { message: 'Error: net::ERR_ABORTED' }, 'unknown'],
  ]);
});
