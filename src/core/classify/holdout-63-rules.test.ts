/**
 * Rules from held-out batch 63 (a natural sample; docs/classifier.md, "Batch 63"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('"limit: 0 / N" is a count used against a limit, not a zero quota', () => {
  checkReasons([
    [
      "EPAM DIAL's token windows (minute 0 of 1.6M used, the day's and week's exceeded)",
      {
        body: {
          error: {
            message:
              "Error code: 429 - {'error': {'message': 'Hit token rate limit. Minute limit: 0 / 1600000 tokens. Day limit: 2105 / 10 tokens. Week limit: 4209 / 20 tokens. Month limit: 144921 / 9223372036854775807 tokens.', 'display_message': \"You've exceeded your weekly and daily token limits\", 'code': '429'}}",
            type: 'rate_limit_exceeded',
            code: '500',
            display_message:
              "You've exceeded your daily, weekly token limit for the underlying LLM model. Please try again in 7 days",
          },
        },
      },
      'rate_limit',
    ],
    [
      'the same windows on a 429, as the message alone',
      {
        status: 429,
        message:
          'Hit token rate limit. Minute limit: 0 / 1600000 tokens. Day limit: 2105 / 10 tokens.',
      },
      'rate_limit',
    ],
    [
      "Gemini's free tier with no quota for the model stays billing (limit: 0)",
      {
        status: 429,
        message:
          'You exceeded your current quota, please check your plan and billing details. * Quota exceeded for metric: generativelanguage.googleapis.com/generate_content_free_tier_requests, limit: 0, model: gemini-2.5-pro',
      },
      'billing',
    ],
    [
      'OpenAI\'s images-per-minute "Limit: 0/1min" (a zero quota with its unit) stays billing (h28)',
      {
        status: 429,
        body: {
          error: {
            code: 'rate_limit_exceeded',
            message:
              'Rate limit exceeded for images per minute in organization org-x. Limit: 0/1min. Current: 1/1m',
          },
        },
      },
      'billing',
    ],
    [
      'a bare "limit: 0" in a 500 stays billing',
      { status: 500, message: 'Quota exceeded for quota metric, limit: 0' },
      'billing',
    ],
  ]);
});

/** Google Flow's 400 INVALID_ARGUMENT whose ErrorInfo reason names an unsafe generation. */
const UNSAFE_GENERATION_BODY = {
  error: {
    code: 400,
    message: 'Request contains an invalid argument.',
    status: 'INVALID_ARGUMENT',
    details: [{ '@type': '…ErrorInfo', reason: 'PUBLIC_ERROR_UNSAFE_GENERATION' }],
  },
};

describe('an ErrorInfo reason naming an unsafe generation is a refusal', () => {
  checkReasons([
    [
      "Google Flow's 400 INVALID_ARGUMENT with reason PUBLIC_ERROR_UNSAFE_GENERATION",
      { status: 400, body: UNSAFE_GENERATION_BODY },
      'content_policy',
    ],
    ['the same body without its status', { body: UNSAFE_GENERATION_BODY }, 'content_policy'],
    [
      'the same generic 400 with no reason stays a request error',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Request contains an invalid argument.',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'format_error',
    ],
    [
      'an ErrorInfo reason about the key stays auth_permanent',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
            details: [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID' },
            ],
          },
        },
      },
      'auth_permanent',
    ],
  ]);
});

describe('a model that requires a subscription is closed to this account, not the key', () => {
  checkReasons([
    [
      "Ollama Cloud's 403 permission_error (Claude Code's cut rendering)",
      {
        status: 403,
        message:
          'API Error: 403 {"type":"error","error":{"type":"permission_error","message":"this model\n      requires a subscription, upgrade for access:',
      },
      'model_not_found',
    ],
    [
      'the same words without the 403',
      { message: 'this model requires a subscription, upgrade for access' },
      'model_not_found',
    ],
    [
      '"need a Grok subscription" names no model: billing (held)',
      {
        status: 403,
        message:
          'You have run out of credits or need a Grok subscription. Add credits at https://grok.com',
      },
      'billing',
    ],
    [
      "Zed's plan for every model it provides stays billing (held)",
      {
        status: 403,
        message:
          'You must subscribe to a plan in order to use models provided by Zed. Please visit https://zed.dev/pricing',
      },
      'billing',
    ],
    ['a bare 403 stays auth', { status: 403, message: 'Forbidden' }, 'auth'],
  ]);
});

describe("a conversation's required first or last user turn is the request's order", () => {
  checkReasons([
    [
      "Bedrock's ValidationException relayed by Deepgram in a Rust Debug shape, no status",
      {
        message:
          'THINK_REQUEST_FAILED: Error making request to AWS Bedrock-style think provider.\n  Details: ValidationException { message: "A conversation must start with a user message.\n  Try again with a conversation that starts with a user message." }',
      },
      'format_error',
    ],
    [
      "Bedrock's last-turn rule without its status",
      {
        message:
          'BedrockException - {"message":"The model that you are using requires the last turn in the conversation to be a user message. Add a user message to the conversation and try again."}',
      },
      'format_error',
    ],
    [
      'the same words on a 400 (as before)',
      { status: 400, message: 'A conversation must start with a user message.' },
      'format_error',
    ],
    [
      'a user message that starts a conversation, said of no rule, is no error wording',
      { message: 'The conversation starts with a user message.' },
      'unknown',
    ],
  ]);
});

describe("an empty or malformed response is the server's, a malformed request the caller's", () => {
  checkReasons([
    [
      "Claude Code's 200 with no usable body",
      {
        message:
          'API Error: API returned an empty or malformed response (HTTP 200) — check for a proxy or gateway intercepting the request',
      },
      'server_error',
    ],
    [
      'a provider that returned a malformed response',
      { message: 'The provider returned a malformed response' },
      'server_error',
    ],
    [
      "Bedrock's malformed input request stays format_error",
      {
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: Malformed input request: #: required key [messages] not found, please reformat your input and try again.',
      },
      'format_error',
    ],
    [
      'a malformed request stays format_error',
      { message: 'The request was malformed.' },
      'format_error',
    ],
  ]);
});

describe("a relay's generic server type around the upstream's stated 4xx reads that status", () => {
  checkReasons([
    [
      "claude-code-router's api_error around Gemini's 429, body only",
      {
        body: {
          error: {
            message:
              'Error from provider(429): {\n  "error": {\n    "code": 429,\n    "message": "Resource has been exhausted (e.g. check quota).",\n    "status": "RESOURCE_EXHAUSTED"\n  }\n}\n',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      "the router's api_error around OpenRouter's 404 in the nested document's code",
      {
        body: {
          error: {
            message:
              'Error from provider: {"error":{"message":"No endpoints found that support cache control","code":404}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      'a provider and model named before the status',
      {
        body: {
          error: {
            message:
              'Error from provider(zai,glm-4.6: 400): {"error":{"code":"1214","message":"tools[0].type:type cannot be empty."}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'format_error',
    ],
    [
      "a relayed 5xx keeps the router's server verdict",
      {
        body: {
          error: {
            message:
              'Error from provider(503): {"error":{"message":"upstream failure","code":503}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'server_error',
    ],
    [
      "the router's own status decides when it is there (as before)",
      {
        status: 500,
        body: {
          error: {
            message: 'Error from provider(429): {"error":{"code":429,"message":"slow down"}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'server_error',
    ],
  ]);
});

describe("a generic server type around a rejected key, with no 5xx, is the key's", () => {
  checkReasons([
    [
      "a live proxy's api_error for a malformed OpenAI key, no status",
      {
        body: {
          error: "Invalid API key format. OpenAI keys start with 'sk-' or 'sk-proj-'",
          type: 'api_error',
          suggestion: 'Please check your API key and billing status at https://platform.openai.com',
        },
      },
      'auth_permanent',
    ],
    [
      'an api_error with server words stays server_error',
      { body: { error: { message: 'Internal server error', type: 'api_error' } } },
      'server_error',
    ],
    [
      'an api_error around a rejected key on a 500 keeps the server verdict',
      {
        status: 500,
        body: { error: { message: 'Invalid API key format', type: 'api_error' } },
      },
      'server_error',
    ],
    // Moonshot's account suspended for an empty balance (HTTP 429, type exceeded_current_quota_error:
    // https://github.com/MoonshotAI/kimi-code/pull/1857, https://github.com/continuedev/continue/issues/11443,
    // https://github.com/anomalyco/opencode/issues/24462): "account … suspended" reads as a dead key
    // to AUTH_PERMANENT, but the words say money ran out; under a generic server type with no
    // status, the billing verdict the code rule gave before must stand (recharge and the key works).
    [
      "Moonshot's suspended-for-insufficient-balance under a generic api_error, no status",
      {
        body: {
          error: {
            message:
              'Your account org-446a70bb2cc542e3960c0b7f05e4e0e1 <ak-f817m9q3k3wi11gjwbgi> is suspended due to insufficient balance, please recharge your account or check your plan and billing details',
            type: 'api_error',
          },
        },
      },
      'billing',
    ],
    [
      'the same as claude-code-router relays it (its api_error shape, as in musistudio/claude-code-router#1071), status dropped',
      {
        body: {
          error: {
            message:
              'Error from provider(moonshot,kimi-k2: 429): {"error":{"message":"Your account org-446a70bb2cc542e3960c0b7f05e4e0e1 <ak-f817m9q3k3wi11gjwbgi> is suspended due to insufficient balance, please recharge your account or check your plan and billing details","type":"exceeded_current_quota_error"}}',
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'billing',
    ],
    [
      'the same words under server_error, no status',
      {
        body: {
          error: {
            message:
              'Your account org-x <ak-y> is suspended due to insufficient balance, please recharge your account or check your plan and billing details',
            type: 'server_error',
          },
        },
      },
      'billing',
    ],
  ]);
});
