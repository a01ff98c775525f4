/**
 * Rules from held-out batch 68 (a natural sample; docs/classifier.md, "Batch 68"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: errs.dmxapi.cn/detail.php?id=1320 (openai-python's rendering of a new-api relay's 500,
// Python quotes), errs.dmxapi.cn/detail.php?id=2128 (h65: the same body as JSON inside a client's
// "API error (500)"); counter-examples: new-api's 500 "rate_limit_check_failed" with an empty code
// (h31, the limiter itself broke: server_error), a relay's 500 whose code says rate limit beside
// capacity words (invented from the held new-api sentence 当前分组上游负载已饱和, overloaded on a 429).
describe('a 5xx whose error code says rate limit is the relay’s limiter', () => {
  checkReasons([
    [
      "openai-python's 'Error code: 500 - {…}' with the relay's code 'rate_limit' (Python quotes)",
      {
        message:
          "ERROR - LLM 调用失败: Error code: 500 - {'error': {'message': 'limit_error (request id: 20251221225409357853005dtELd6eR)', 'type': 'rix_api_error', 'param': '', 'code': 'rate_limit'}}",
      },
      'rate_limit',
    ],
    [
      'the same body as JSON inside a 500 status',
      {
        status: 500,
        body: {
          error: {
            message: 'limit_error (request id: 20260323175208383058527YVremWBJ)',
            type: 'rix_api_error',
            param: '',
            code: 'rate_limit',
          },
        },
      },
      'rate_limit',
    ],
    [
      "new-api's 500 'rate_limit_check_failed' with no code stays the server's (h31)",
      {
        status: 500,
        body: {
          error: {
            code: '',
            message:
              'rate_limit_check_failed (request id: 202604260831354254128128268d9d641ujyrko)',
            type: 'new_api_error',
          },
        },
      },
      'server_error',
    ],
    [
      'capacity words beside the code stay capacity (invented)',
      {
        status: 500,
        body: {
          error: {
            message: '当前分组上游负载已饱和，请稍后再试',
            type: 'rix_api_error',
            code: 'rate_limit',
          },
        },
      },
      'overloaded',
    ],
    [
      'a plain 500 stays a server error',
      { status: 500, body: { error: { message: 'Internal server error', type: 'api_error' } } },
      'server_error',
    ],
  ]);
});

// Sources: discuss.huggingface.co/t/i-cant-use-the-service-anymore/174970 ("depleted"),
// huggingface/agents-course#386 (held: "exceeded your monthly included credits"); counter-examples:
// OpenRouter's free-models-per-day window that names credits (cline/cline#5301 on a 429,
// n8n-io/n8n#19117 with no status), both rate_limit.
describe('monthly included credits used up are billing, whatever the verb', () => {
  checkReasons([
    [
      "Hugging Face's 'You have depleted your monthly included credits', no status",
      {
        message:
          'Failed to perform inference: You have depleted your monthly included credits. Purchase pre-paid credits to continue using Inference Providers.',
      },
      'billing',
    ],
    [
      "the held 'exceeded your monthly included credits' on its 402 stays billing",
      {
        status: 402,
        message:
          'You have exceeded your monthly included credits for Inference Providers. Subscribe to PRO to get 20x more monthly included credits.',
      },
      'billing',
    ],
    [
      "OpenRouter's free-models-per-day window on a 429 stays a rate limit",
      {
        status: 429,
        message:
          '429 Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day',
      },
      'rate_limit',
    ],
    [
      '…and without a status',
      {
        body: {
          errorMessage: 'OpenAI: Rate limit reached',
          errorDescription:
            'Rate limit exceeded: free-models-per-day. Add 10 credits to unlock 1000 free model requests per day',
          errorDetails: {},
        },
      },
      'rate_limit',
    ],
  ]);
});

// Sources: apidog.com/blog/fixed-cascade-internal-error (Windsurf's "No credits consumed on this
// tool call" after an internal error); counter-examples: continuedev/continue#10098 (h63, "You have
// no credits remaining on your Continue account", 402) and dyad-sh/dyad#4184 (h64, "You have no
// credits remaining. Add credits …", no status), both billing.
describe('"no credits consumed" reassures about a charge; it is not an empty balance', () => {
  checkReasons([
    [
      "Windsurf's internal error with 'No credits consumed on this tool call'",
      {
        message:
          'Error Cascade has encountered an internal error in this step. No credits consumed on this tool call.',
      },
      'server_error',
    ],
    [
      "'no credits were charged' after a timeout stays the timeout (invented)",
      { message: 'Request timed out. No credits were charged for this request.' },
      'timeout',
    ],
    [
      "Continue's 'You have no credits remaining' (402) stays billing",
      {
        status: 402,
        message:
          '"You have no credits remaining on your Continue account. Please go to https://hub.continue.dev/settings/billing to add credits."',
      },
      'billing',
    ],
    [
      "OpenAI's 'You have no credits remaining. Add credits …' without a status stays billing",
      {
        message:
          'Error: You have no credits remaining. Add credits to continue using the API at https://platform.openai.com/settings/organization/billing/.',
      },
      'billing',
    ],
  ]);
});

// Sources: dredyson.com/?p=6803 (Cursor's {"error":"ERROR_OPENAI","details":{title, detail}});
// counter-examples: a relay's {error: "…", details: {error: {…}}} keeps reading the provider's
// document (the held wrapper shape, extract.ts wrappedDocument; the DeepSeek text is invented), and
// a bare string error with details that say nothing stays the string (invented).
describe('a string error code beside a details object reads the details’ words', () => {
  checkReasons([
    [
      "Cursor's ERROR_OPENAI with 'Unable to reach the model provider'",
      {
        body: {
          error: 'ERROR_OPENAI',
          details: {
            title: 'Unable to reach the model provider',
            detail:
              "We're having trouble connecting to the model provider. This might be temporary - please try again in a moment.",
          },
        },
      },
      'timeout',
    ],
    [
      "a relay's wrapper around the provider's error object still reads the provider's",
      {
        body: {
          error: 'DeepSeek API error: 400 Bad Request',
          details: { error: { message: 'Insufficient Balance', type: 'unknown_error' } },
        },
      },
      'billing',
    ],
    [
      'details with no words leave the string error as it was',
      { status: 401, body: { error: 'Unauthorized', details: { requestId: 'abc' } } },
      'auth_permanent',
    ],
    // Review r68: Cursor's ERROR_UNAUTHORIZED whose details say the provider refused the request for
    // its content (Gemini 2.5 Pro): a content refusal, not a dead key. Source:
    // https://dredyson.com/?p=9698 ({'error':'ERROR_UNAUTHORIZED','details':{'title':'Unauthorized
    // request.','detail':'The provider refused to serve this request based on the content'}}).
    // Read as the code's "Unauthorized" it parked a healthy key (auth_permanent).
    [
      "Cursor's ERROR_UNAUTHORIZED whose details say the content was refused",
      {
        body: {
          error: 'ERROR_UNAUTHORIZED',
          details: {
            title: 'Unauthorized request.',
            detail: 'The provider refused to serve this request based on the content',
          },
        },
      },
      'content_policy',
    ],
    [
      '…and as the page quotes it, a string with Python quotes',
      {
        message:
          "{'error':'ERROR_UNAUTHORIZED','details':{'title':'Unauthorized request.','detail':'The provider refused to serve this request based on the content'}}",
      },
      'content_policy',
    ],
    [
      "Cursor's bare ERROR_UNAUTHORIZED stays the key's",
      { body: { error: 'ERROR_UNAUTHORIZED' } },
      'auth_permanent',
    ],
  ]);
});

// Sources: myblog2025.pages.dev/posts/max-tokens-guide (Claude Code's "Claude's response exceeded
// the 32000 output token maximum"); counter-examples: Anthropic's 80,000 output tokens per minute
// (bespokelabsai/curator#256, a window: rate_limit) and sub2api's "Unsupported parameter:
// max_output_tokens" (Wei-Shaw/sub2api#831, the request's shape: format_error).
describe('an answer over the output token maximum is the request’s token budget', () => {
  checkReasons([
    [
      "Claude Code's 'response exceeded the 32000 output token maximum'",
      {
        message:
          "API Error: Claude's response exceeded the 32000 output token maximum. To configure this behavior, set the CLAUDE_CODE_MAX_OUTPUT_TOKENS environment variable.",
      },
      'context_overflow',
    ],
    [
      "Anthropic's output tokens per minute stays a window",
      {
        body: {
          type: 'error',
          error: {
            type: 'rate_limit_error',
            message:
              'This request would exceed your organization’s rate limit of 80,000 output tokens per minute. For details, refer to: https://docs.anthropic.com/en/api/rate-limits; see the response headers for current usage. Please reduce the prompt length or the maximum tokens requested, or try again later.',
          },
        },
      },
      'rate_limit',
    ],
    [
      "'Unsupported parameter: max_output_tokens' stays the request's shape",
      { status: 400, body: { detail: 'Unsupported parameter: max_output_tokens' } },
      'format_error',
    ],
  ]);
});

// Sources: openillumi.com/fix-openai-image-content-type-error (OpenAI's "image_url is only
// supported by certain models"), aaif-goose/goose#6089 (held: "This model is only supported in
// v1/responses", model_not_found); counter-example: QwenLM/qwen-code#224 (h57, "The 'metadata'
// parameter is only allowed when 'store' is enabled": the request's, format_error).
describe('a content type or feature only some models accept is the model’s capability', () => {
  checkReasons([
    [
      "OpenAI's 'image_url is only supported by certain models'",
      { message: 'Invalid content type. image_url is only supported by certain models' },
      'model_not_found',
    ],
    [
      '…on its 400',
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid content type. image_url is only supported by certain models.',
            type: 'invalid_request_error',
            param: 'messages.[0].content.[1].type',
            code: null,
          },
        },
      },
      'model_not_found',
    ],
    [
      "'only allowed when store is enabled' stays the request's",
      {
        message:
          "[API Error: 400 The 'metadata' parameter is only allowed when 'store' is enabled.]",
      },
      'format_error',
    ],
  ]);
});

// Sources: devgent.org/en/windsurf-cascade-internal-error-en/ (Windsurf's "Unknown: Model provider
// is currently unavailable"); counter-examples: a model unavailable in the caller's region
// (MODEL_REGION_BLOCKED's held "This model is not available in your region": model_not_found) and
// OpenAI's account-wide "Country, region, or territory not supported" (auth_permanent).
describe('a provider said to be unavailable for now is capacity', () => {
  checkReasons([
    [
      "Windsurf's 'Model provider is currently unavailable'",
      { message: 'Unknown: Model provider is currently unavailable' },
      'overloaded',
    ],
    [
      'a provider temporarily unavailable (a relay)',
      { message: 'The upstream provider is temporarily unavailable, please retry.' },
      'overloaded',
    ],
    [
      'a model not available in the region stays the model’s',
      { status: 403, message: 'This model is not available in your region.' },
      'model_not_found',
    ],
  ]);
});
