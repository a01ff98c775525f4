/**
 * Rules from held-out batch 60 (a natural sample; docs/classifier.md, "Batch 60"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("a new-api relay's token allowance used up is billing, also on a 401", () => {
  checkReasons([
    [
      "DMXAPI's 401 through google-genai (RemainCount = 0)",
      {
        status: 401,
        message:
          "google.genai.errors.ClientError: 401 None. {'error': {'code': '', 'message': '[sk-Ab1***Yz9] Token count has been exhausted token.RemainCount = 0 (request id: 2025122209173082206299)', 'type': 'rix_api_error'}}",
      },
      'billing',
    ],
    [
      "the relay's 401 body (RemainQuota = 0), status only in the client's text",
      {
        message:
          "status_code: 401, body: {'error': {'code': '', 'message': '[sk-Ab1***Yz9] Token amount has been exhausted token.RemainQuota = 0', 'type': 'rix_api_error'}}",
      },
      'billing',
    ],
    [
      "new-api's own body, no status",
      {
        body: {
          error: {
            message: 'Token quota has been exhausted token.RemainQuota = 0',
            type: 'new_api_error',
          },
        },
      },
      'billing',
    ],
    [
      "Google's 429 RESOURCE_EXHAUSTED stays a window",
      { status: 429, message: '429 Resource has been exhausted (e.g. check quota).' },
      'rate_limit',
    ],
    [
      'a 401 token that has expired stays refreshable',
      { status: 401, body: { error: { message: 'Token has expired', type: 'new_api_error' } } },
      'auth',
    ],
    [
      'a remaining quota other than 0 is no used-up allowance',
      { status: 401, message: 'Unauthorized: token.RemainQuota = 0.5 left, session expired' },
      'auth',
    ],
  ]);
});

describe('a new-api fork\'s 401 "Invalid token" (its own error type) is a dead key', () => {
  checkReasons([
    [
      "DMXAPI's rix_api_error inside an editor's message, with the status",
      {
        status: 401,
        message:
          '[OPENAI] 401 Invalid Token (request id: 2025122418414065159807)\n{"message":"401 Invalid Token (request id: 2025122418414065159807)","status":401,"modelId":"gpt-5.2-codex","providerId":"openai","details":{"code":"","message":"Invalid Token (request id: 2025122418414065159807)","type":"rix_api_error"}}',
      },
      'auth_permanent',
    ],
    [
      'the same message without its status field',
      {
        message:
          '[OPENAI] 401 Invalid Token (request id: 2025122418414065159807)\n{"message":"401 Invalid Token","status":401,"details":{"code":"","message":"Invalid Token","type":"rix_api_error"}}',
      },
      'auth_permanent',
    ],
    [
      "APIYI's shell_api_error body",
      {
        status: 401,
        body: { error: { message: 'Invalid token (request id: 2025)', type: 'shell_api_error' } },
      },
      'auth_permanent',
    ],
    [
      "a provider's OAuth 401 invalid token (no relay type) stays refreshable",
      { status: 401, body: { error: { message: 'Invalid token', type: 'invalid_request_error' } } },
      'auth',
    ],
    [
      'a relay-typed invalid token said to have expired stays refreshable',
      {
        status: 401,
        body: { error: { message: 'Invalid token: token has expired', type: 'rix_api_error' } },
      },
      'auth',
    ],
    [
      "another error type that only ends like the relays' is no relay's",
      {
        status: 401,
        body: { error: { message: 'Invalid token', type: 'matrix_api_error' } },
      },
      'auth',
    ],
  ]);
});

describe("a client's string error beside the upstream's response keeps that response's error", () => {
  const geminiQuota = {
    code: 429,
    message:
      'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
    status: 'RESOURCE_EXHAUSTED',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
        violations: [
          {
            quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
            quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier',
            quotaValue: '250',
          },
        ],
      },
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '22s' },
    ],
  };
  checkReasons([
    [
      "a site generator's {error, response} around Gemini's 429, no status",
      { body: { error: 'Gemini API error', response: { error: geminiQuota } } },
      'rate_limit',
    ],
    [
      "a wrapper around a provider's 404 model error",
      {
        body: {
          error: 'Upstream API error',
          response: {
            error: {
              message: 'The model `gpt-9` does not exist or you do not have access to it.',
              type: 'invalid_request_error',
              code: 'model_not_found',
            },
          },
        },
      },
      'model_not_found',
    ],
    [
      'a response without an error object leaves the string to speak (here: nothing known)',
      { body: { error: 'Gemini API error', response: { status: 'ok', text: '' } } },
      'unknown',
    ],
    [
      'a Responses API failure (error object on the response) is read as before',
      {
        body: {
          type: 'response.failed',
          response: { error: { code: 'rate_limit_exceeded', message: 'Rate limit reached' } },
        },
      },
      'rate_limit',
    ],
  ]);
  it("finds the upstream's stated wait (RetryInfo) under the wrapper", () => {
    const result = classifyError(
      errorFromDescriptor({
        body: { error: 'Gemini API error', response: { error: geminiQuota } },
      }),
    );
    expect(result.retryAfterMs).toBe(22_000);
  });
});

describe('a request that names no model is a missing field', () => {
  checkReasons([
    [
      "Azure AI Foundry's no_model_name body, no status (LobeChat's check)",
      {
        body: {
          error: {
            code: 'no_model_name',
            message:
              'No model specified in request. Please provide a model name in the request body or as a x-ms-model-mesh-model-name header.',
          },
          endpoint: 'https://example.services.ai.azure.com/models/chat/completions',
          provider: 'azure',
        },
      },
      'format_error',
    ],
    [
      'the same words in a message, no status',
      { message: 'Error: No model specified in request.' },
      'format_error',
    ],
    [
      'a model that does not exist keeps model_not_found',
      { message: 'The model `gpt-9` does not exist or you do not have access to it.' },
      'model_not_found',
    ],
    [
      'a relay with no channel for the model keeps model_not_found',
      { status: 503, message: 'No available channel for model gpt-9 under group default' },
      'model_not_found',
    ],
  ]);
});

describe('request-shape wordings read without their status', () => {
  checkReasons([
    [
      "Anthropic's two tool_result blocks for one tool_use id (Claude Code)",
      {
        message:
          'messages.16.content.1: each tool must have a single result. Found multiple `tool_result` blocks with id: toolu_01AbCdEf',
      },
      'format_error',
    ],
    [
      "gpt-image-1's mask without an alpha channel, in a Go client's dump",
      {
        message:
          '失败原因是:[&{{Invalid mask image format - mask image missing alpha channel\n(request id: 2025071817061935)\nimage_generation_user_error\ninvalid_mask_image_format} 400}]',
      },
      'format_error',
    ],
    [
      'an invalid image format, no status',
      { message: 'Invalid image format. Supported formats: png, jpeg, webp.' },
      'format_error',
    ],
    [
      'a tool result that is only slow stays unread (no shape word)',
      { message: 'tool_result took too long; the tool timed out' },
      'timeout',
    ],
  ]);
});

describe('requests\' raise_for_status text names the status ("400 Client Error: … for url")', () => {
  checkReasons([
    [
      "Dify's Perplexity plug-in: a bare 400 in a JSON string, no status field",
      {
        message:
          '{"perplexity": "tool invoke error: PluginInvokeError: {\\"args\\":{},\\"error_type\\":\\"HTTPError\\",\\"message\\":\\"400 Client Error: Bad Request for url: https://api.perplexity.ai/chat/completions\\"}"}',
      },
      'format_error',
    ],
    [
      'a 503 Server Error for url is capacity',
      {
        message:
          '503 Server Error: Service Unavailable for url: https://api.example.com/v1/chat/completions',
      },
      'overloaded',
    ],
    [
      'a 404 Client Error for url reads as the 404 with its status does (a wrong URL)',
      { message: 'HTTPError: 404 Client Error: Not Found for url: https://api.example.com/v1/x' },
      'format_error',
    ],
    [
      'a number that is no status before "Client Error" is not read ("Error 4000 …")',
      { message: 'Client Error 4000: Bad Request for url: https://api.example.com' },
      'unknown',
    ],
  ]);
});

describe("a gateway timeout read from a client's text whose words say the server is full is capacity", () => {
  checkReasons([
    [
      "OpenClaw's log of DMXAPI's 524 with 服务器已经满载 (the status only in the text)",
      {
        message:
          'embedded run agent end: isError=true model=glm-5.1-free provider=dmxapi error=The AI service is temporarily unavailable (HTTP 524). Please try again in a moment. rawError=524 服务器已经满载,请更换模型,或者稍后再试',
      },
      'overloaded',
    ],
    [
      "a client's text with a 504 and the upstream's capacity words",
      { message: 'Request failed with status code 504: upstream is overloaded, retry later' },
      'overloaded',
    ],
    [
      "a 504 status field keeps the gateway's verdict, whatever the body says",
      { status: 504, body: { error: { message: 'Upstream is overloaded, please retry later' } } },
      'timeout',
    ],
    [
      'a 524 with only the client\'s generic "temporarily unavailable" stays a timeout',
      {
        message:
          'The AI service is temporarily unavailable (HTTP 524). Please try again in a moment.',
      },
      'timeout',
    ],
    [
      "Cloudflare's 524 page stays a timeout",
      { status: 524, message: 'Error code 524: A timeout occurred' },
      'timeout',
    ],
    [
      'a 504 gateway timeout stays a timeout',
      { status: 504, message: '504 Gateway Time-out' },
      'timeout',
    ],
  ]);
});
