/**
 * Rules written in session 30 for misses of held-out batches 233–238 (group D), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// elevenlabs-python 0.2 raised the API's `detected_unusual_activity` (a 401) as its RateLimitError
// (batch 236; the same text without the class is held billing, batch 165).
describe("a rate-limit class name does not outrank the provider's own billing words", () => {
  checkReasons([
    [
      "elevenlabs-python's RateLimitError around the free tier disabled for unusual activity",
      {
        name: 'RateLimitError',
        message:
          'elevenlabs.api.error.RateLimitError: Unusual activity detected. Free Tier usage disabled. \n\nIf you are using proxy/VPN you might need to purchase a Paid Plan to not trigger our abuse detectors.\nFree Tier only works if users do not abuse it, for example by creating multiple free accounts. \nIf we notice that many people try to abuse it, we will need to reconsider Free Tier altogether. Please play fair.\nPlease purchase any Paid Subscription to continue.',
      },
      'billing',
    ],
    [
      'the same class with the paid-plan words alone',
      {
        name: 'RateLimitError',
        message: 'Free Tier usage disabled. Please purchase any Paid Subscription to continue.',
      },
      'billing',
    ],
    [
      "OpenAI's rate limit under the class, with a link to the billing page, stays a rate limit",
      {
        name: 'RateLimitError',
        message:
          'Rate limit reached for gpt-4 in organization org-abc on requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 20s. Visit https://platform.openai.com/account/billing to add a payment method.',
      },
      'rate_limit',
    ],
    [
      'an upsell next to a stated wait stays a rate limit',
      {
        name: 'RateLimitError',
        message:
          'Free plan limit reached. Purchase a paid plan for more, or try again in 60 seconds.',
      },
      'rate_limit',
    ],
    [
      "ElevenLabs' concurrency cap under the class, with its upgrade advice, stays a rate limit",
      {
        name: 'RateLimitError',
        message:
          'Too many concurrent requests. Your current subscription is associated with a maximum of 2 concurrent requests (running in parallel). Please upgrade your subscription or contact sales if you want to increase this limit.',
      },
      'rate_limit',
    ],
    [
      'the class alone is a rate limit',
      { name: 'RateLimitError', message: 'RateLimitError' },
      'rate_limit',
    ],
  ]);
});

// The AI SDK's retry wrapper class around OpenAI's quota refusal (Kilo Code, batch 237): the client
// retried, the provider's limit does not refill.
describe("a client's retry wrapper class is no transient signal", () => {
  checkReasons([
    [
      "Kilo Code's AI_RetryError around OpenAI's exceeded quota",
      {
        name: 'AI_RetryError',
        message:
          'Enhance prompt failed: AI_RetryError: Failed after 4 attempts. Last error: You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      },
      'billing',
    ],
    [
      'the wrapper class only in the message',
      {
        message:
          'AI_RetryError: Failed after 3 attempts. Last error: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      "tenacity's RetryError around the same words",
      {
        message:
          'tenacity.RetryError: RetryError[<Future at 0x7f state=finished raised RateLimitError>] You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      "Gemini's free tier under the same wrapper states its own wait and stays a window",
      {
        name: 'AI_RetryError',
        message:
          'AI_RetryError: Failed after 3 attempts. Last error: You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.\n* Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 250\nPlease retry in 57.442252209s.',
      },
      'rate_limit',
    ],
    [
      "Gemini's quota page under the wrapper, without a wait, stays a window",
      {
        message:
          'Sorry, there was an error from the AI: Failed after 3 attempts. Last error: You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
      },
      'rate_limit',
    ],
    [
      'a usage limit under the wrapper that says it resets stays a window',
      {
        name: 'AI_RetryError',
        message:
          'AI_RetryError: Failed after 3 attempts. Last error: Usage limit reached for this key. It resets in 5 minutes.',
      },
      'rate_limit',
    ],
  ]);
});

// SageMaker's streaming endpoint stops a model past its response time limit (batch 238; the code
// `ModelInvocationTimeExceeded` as documented for ModelStreamError).
describe("SageMaker's ModelStreamError for a response not sent in time is a timeout", () => {
  checkReasons([
    [
      "botocore's EventStreamError from invoke_endpoint_with_response_stream",
      {
        name: 'EventStreamError',
        message:
          'EventStreamError: An error occurred (ModelStreamError) when calling the InvokeEndpointWithResponseStream operation: Your model primary did not complete sending the inference response in the allotted time.',
      },
      'timeout',
    ],
    [
      'the message alone',
      {
        message:
          'Your model primary did not complete sending the inference response in the allotted time.',
      },
      'timeout',
    ],
    [
      'the documented error code in the body',
      {
        body: {
          error: {
            code: 'ModelInvocationTimeExceeded',
            message: 'An error occurred while streaming the response body.',
          },
        },
      },
      'timeout',
    ],
    [
      "Bedrock's stream error without a time stays the server's",
      {
        status: 424,
        name: 'ModelStreamErrorException',
        body: { message: 'An error occurred while streaming the response. Retry your request.' },
      },
      'server_error',
    ],
    [
      'a request limit counted over time stays a rate limit',
      { message: 'Too many requests in the allotted time. Please slow down.' },
      'rate_limit',
    ],
  ]);
});

// Snowflake's Cortex Analyst refused to a role that lost access (batch 238): a permission refusal.
describe('"Unauthorized to <act>" refuses an action, not the key', () => {
  checkReasons([
    [
      "Snowflake's Cortex Analyst REST call",
      { message: 'Unauthorized to call Cortex Analyst' },
      'auth',
    ],
    [
      'the same under a 401',
      { status: 401, message: 'Unauthorized to call Cortex Analyst' },
      'auth',
    ],
    [
      'unauthorized to perform the operation',
      { message: 'User is unauthorized to perform this operation on the workspace' },
      'auth',
    ],
    [
      'a bare Unauthorized stays a dead key, as held',
      { message: 'Unauthorized' },
      'auth_permanent',
    ],
    [
      "Python requests' 401 line stays a dead key, as held",
      {
        message:
          'DeepSeek API request failed: 401 Client Error: Unauthorized for url: https://api.deepseek.com/v1/chat/completions',
      },
      'auth_permanent',
    ],
    [
      'a key that may not reach this model falls back to another model',
      { message: 'Unauthorized: You are not authorized to access this model' },
      'model_not_found',
    ],
  ]);
});

// sora2api wraps every upstream answer as `{"error": {"message": "API request failed: <status> -
// <body>", "type": "server_error"}}` (batch 236): the upstream's 4xx decides, not the wrapper.
describe("a relay's generic server type around its upstream's stated 400", () => {
  checkReasons([
    [
      "Sora's sentinel_block refusal relayed by sora2api",
      {
        body: {
          error: {
            message:
              'API request failed: 400 - {\n  "error": {\n    "message": "Hmmm something didn\'t look right with your request. Please try again later or visit https://help.openai.com if this issue persists.",\n    "type": "invalid_request_error",\n    "param": null,\n    "code": "sentinel_block"\n  }\n}',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'format_error',
    ],
    [
      "Sora's phone-number gate relayed by sora2api",
      {
        body: {
          error: {
            message:
              'API request failed: 400 - {\n  "error": {\n    "message": "You must verify a phone number before continuing.",\n    "type": "phone_number_required",\n    "param": null,\n    "code": "phone_number_required"\n  }\n}',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
      },
      'auth_permanent',
    ],
    [
      'the phone-number gate alone',
      { message: 'You must verify a phone number before continuing.' },
      'auth_permanent',
    ],
    // The relay's own "400: Invalid model: gpt-image" under the same type stays the model's: asserted
    // where batch 58's rule is (holdout-58-rules.test.ts).
    [
      "an upstream 500 relayed the same way stays the server's",
      {
        body: {
          error: {
            message:
              'API request failed: 500 - {"error": {"message": "Internal server error", "type": "server_error"}}',
            type: 'server_error',
          },
        },
      },
      'server_error',
    ],
    [
      'a dash before words, not a document, names no status',
      {
        body: {
          error: { message: 'API request failed: 400 - upstream closed', type: 'server_error' },
        },
      },
      'server_error',
    ],
    [
      "a phone number field the request got wrong stays the request's",
      {
        status: 400,
        body: {
          error: {
            message: "Invalid value for 'phone_number': expected E.164 format.",
            type: 'invalid_request_error',
          },
        },
      },
      'format_error',
    ],
  ]);
});
