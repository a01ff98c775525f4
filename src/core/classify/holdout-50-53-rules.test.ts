/**
 * Rules from held-out batches 50–53 (natural samples; docs/classifier.md, "Batches 50–53"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const classify = (descriptor: Record<string, unknown>) =>
  classifyError(errorFromDescriptor(descriptor));

const KIMI_GATE =
  'Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code, Kilo Code, etc.';

describe('a service kept for some clients is no dead key', () => {
  checkReasons([
    [
      "Kimi's 403 access_terminated_error around a client gate",
      { status: 403, body: { error: { message: KIMI_GATE, type: 'access_terminated_error' } } },
      'auth',
    ],
    [
      'the same quoted after the type (the gate read on either side)',
      {
        message: `OAI Compatible API error: [403] Forbidden {"error":{"type":"access_terminated_error","message":"${KIMI_GATE}"}}`,
      },
      'auth',
    ],
    [
      'the same without a status reads no verdict (retried, no key parked)',
      { body: { error: { message: KIMI_GATE, type: 'access_terminated_error' } } },
      'unknown',
    ],
    [
      '"Access terminated." in words stays a terminated subscription',
      {
        status: 403,
        body: {
          error: {
            message:
              'Access terminated. Review our Community Guidelines or contact support for assistance.',
            type: 'access_terminated_error',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'the type alone stays permanent',
      { status: 403, body: { error: { message: 'Forbidden', type: 'access_terminated_error' } } },
      'auth_permanent',
    ],
    [
      'a gate beside a revoked key is still the key',
      {
        status: 401,
        body: {
          error: {
            message: 'Your API key was revoked. This service is only available for paid accounts.',
          },
        },
      },
      'auth_permanent',
    ],
  ]);
});

describe('key, transport and stream wordings', () => {
  checkReasons([
    [
      '"wrong api key" relayed as text',
      { message: '非OpenAI官方接口返回了错误:wrong api key' },
      'auth_permanent',
    ],
    [
      '"Wrong API key" on a 401',
      { status: 401, body: { message: 'Wrong API Key' } },
      'auth_permanent',
    ],
    // Batch 89: an invalid authorization header is the held "auth header format" convention
    // (auth_permanent, batches 9–11); this invented neighbour was `auth` only because no rule read
    // "invalid authorization header" before. Still never a transient reason.
    [
      '"wrong api key format" is the key\'s shape, still no transient',
      { status: 401, body: { message: 'Invalid authorization header: wrong format' } },
      'auth_permanent',
    ],
    [
      '"Network connection lost." under an SDK class',
      {
        name: 'APIError',
        message: 'API call failed (attempt 1/3): APIError\n   Error: Network connection lost.',
      },
      'timeout',
    ],
    [
      'the Anthropic stream\'s "Error in input stream"',
      { message: '[Streaming Issue] Anthropic: Error in input stream' },
      'timeout',
    ],
    [
      '"input stream" words in a 400 stay the request\'s',
      {
        status: 400,
        body: { error: { message: 'Invalid input stream parameter: stream must be a boolean' } },
      },
      'format_error',
    ],
  ]);
});

describe('overflow and the long-context tier', () => {
  checkReasons([
    [
      'Copilot\'s 400 "prompt token limit exceeded"',
      {
        status: 400,
        body: { error: { message: 'prompt token limit exceeded', param: '', code: '', type: '' } },
      },
      'context_overflow',
    ],
    [
      'the same as body only',
      { body: { error: { message: 'prompt token limit exceeded' } } },
      'context_overflow',
    ],
    [
      'a per-minute prompt token limit is a rate limit',
      {
        status: 429,
        body: { error: { message: 'Prompt token limit exceeded per minute. Try again in 20s.' } },
      },
      'rate_limit',
    ],
    [
      'Anthropic\'s 429 "Usage credits are required for long context requests."',
      {
        status: 429,
        body: {
          type: 'error',
          error: {
            type: 'rate_limit_error',
            message: 'Usage credits are required for long context requests.',
          },
        },
      },
      'long_context_tier',
    ],
    [
      'usage credits without long context is no tier',
      {
        status: 429,
        body: { error: { type: 'rate_limit_error', message: 'Usage credits are required.' } },
      },
      'rate_limit',
    ],
    [
      'a plain long-context 429 with no gate stays a rate limit',
      {
        status: 429,
        body: {
          error: {
            type: 'rate_limit_error',
            message: 'Rate limit for long context requests exceeded.',
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

describe('a router that matched no path is a wrong URL', () => {
  checkReasons([
    [
      'Kong\'s 404 "no Route matched" under a headline naming models',
      {
        status: 404,
        body: { message: 'no Route matched with those values' },
        message:
          'Failed to load models: API request error: Client error: `GET https://api.mistral.ai/v1/chat/models` resulted in a `404 Not Found` response:\n{"message":"no Route matched with those values"}',
      },
      'format_error',
    ],
    [
      'the same message only, no status',
      { message: 'no Route matched with those values' },
      'format_error',
    ],
    [
      "a 404 model verdict stays the model's",
      { status: 404, body: { error: { message: 'The model `gpt-9` does not exist' } } },
      'model_not_found',
    ],
    [
      'a gateway\'s "no route matched for model" stays the model\'s',
      { status: 404, body: { error: { message: 'no route matched for model gpt-9' } } },
      'model_not_found',
    ],
    [
      '"no route to host" stays the network',
      { message: 'connect EHOSTUNREACH: no route to host' },
      'timeout',
    ],
    [
      "Spring Boot's 404 naming the path it had no handler for",
      { status: 404, body: { error: 'Not Found', path: '/v4/v1/messages', status: 404 } },
      'format_error',
    ],
    [
      'the same body only (its own status)',
      { body: { error: 'Not Found', path: '/v4/v1/messages', status: 404 } },
      'format_error',
    ],
    [
      'a body with a message says what it says',
      {
        status: 404,
        body: { error: 'Not Found', message: 'model not found: glm-9', path: '/v4/chat' },
      },
      'model_not_found',
    ],
  ]);
});

describe('a permission code around "Invalid model"', () => {
  checkReasons([
    [
      'claude.ai\'s permission_error "Invalid model"',
      { body: { type: 'error', error: { type: 'permission_error', message: 'Invalid model' } } },
      'model_not_found',
    ],
    [
      '"Invalid model key" stays the key\'s',
      {
        body: { type: 'error', error: { type: 'permission_error', message: 'Invalid model key' } },
      },
      'auth',
    ],
    [
      'a bare permission_error stays auth',
      {
        body: { type: 'error', error: { type: 'permission_error', message: 'Permission denied' } },
      },
      'auth',
    ],
  ]);
});

describe('fields that cannot both be empty, in Chinese', () => {
  checkReasons([
    [
      "Zhipu's 1214 without its status",
      {
        body: {
          error: { code: '1214', message: 'messages[4]:content和tool_calls 字段不能同时为空' },
        },
      },
      'format_error',
    ],
  ]);
});

describe("a relay's reset_seconds", () => {
  it('CLIProxyAPI model_cooldown → its reset_seconds', () => {
    const result = classify({
      status: 429,
      body: {
        error: {
          code: 'model_cooldown',
          message: 'All credentials for model coder-model are cooling down',
          reset_seconds: 25803,
          reset_time: '7h10m2s',
        },
      },
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(25_803_000);
  });
  it('the same quoted in a message', () => {
    const result = classify({
      status: 429,
      message: '429 {"error":{"code":"model_cooldown","reset_seconds":30}}',
    });
    expect(result.retryAfterMs).toBe(30_000);
  });
  it('a zero reset states no wait', () => {
    const result = classify({
      status: 429,
      body: { error: { message: 'cooling down', reset_seconds: 0 } },
    });
    expect(result.retryAfterMs).toBeUndefined();
  });
});

describe("Google's quota metadata kept as structure", () => {
  const details = (extra: readonly unknown[]) => [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'RATE_LIMIT_EXCEEDED',
      metadata: {
        quota_limit_value: '0',
        quota_limit: 'GenerateContentRequestsPerMinutePerProjectPerRegion',
      },
    },
    ...extra,
  ];
  const body = (extra: readonly unknown[]) => ({
    error: {
      code: 429,
      message: "Quota exceeded for quota metric 'Generate Content API requests per minute'.",
      status: 'RESOURCE_EXHAUSTED',
      details: details(extra),
    },
  });
  checkReasons([
    [
      'quota_limit_value "0" in details is no allowance (billing)',
      { status: 429, body: body([]) },
      'billing',
    ],
    [
      'the same beside a RetryInfo refills (rate_limit)',
      {
        status: 429,
        body: body([{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '23s' }]),
      },
      'rate_limit',
    ],
    [
      'a limit of 60 is a window',
      {
        status: 429,
        body: {
          error: {
            code: 429,
            message: 'Quota exceeded.',
            status: 'RESOURCE_EXHAUSTED',
            details: [{ reason: 'RATE_LIMIT_EXCEEDED', metadata: { quota_limit_value: '60' } }],
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

describe('a prompt blocked, a message too long, an upstream with no content, a network hint', () => {
  checkReasons([
    [
      '"Prompt blocked or filtered. Reason: OTHER"',
      { message: 'Error: Prompt blocked or filtered. Reason: OTHER' },
      'content_policy',
    ],
    [
      'a prompt blocked by a rate limiter is no refusal',
      { message: 'Prompt blocked by the rate limiter, try again in 5s' },
      'rate_limit',
    ],
    [
      'a prompt blocked for its size is no refusal: the size decides (session 49)',
      { message: 'Prompt blocked: the request is too large' },
      'payload_too_large',
    ],
    [
      '"too long, please reload the conversation and submit something shorter"',
      {
        name: 'APIError',
        message:
          'openai.error.APIError: The message you submitted was too long, please reload the conversation and submit something shorter.',
      },
      'context_overflow',
    ],
    [
      '"upstream returned no content frame"',
      {
        message:
          'InvokeError: Server error: upstream error: upstream returned no content frame (raw 216 bytes)',
      },
      'server_error',
    ],
    [
      '"please check your network configuration"',
      { message: 'Request service failed, please check your network configuration and try again.' },
      'timeout',
    ],
    [
      'a key verdict beside the network hint is still the key',
      { message: 'Invalid API key. Please check your network connection and API key.' },
      'auth_permanent',
    ],
  ]);
});

describe('a one-api relay\'s 401 "Invalid token"', () => {
  const relay = (message: string, type = 'new_api_error') => ({
    status: 401,
    body: { error: { message, type, param: '', code: '' } },
  });
  checkReasons([
    [
      "new-api's English 无效的令牌",
      relay('Invalid token (request id: 2026072203220635559)'),
      'auth_permanent',
    ],
    ["one-api's the same", relay('Invalid token', 'one_api_error'), 'auth_permanent'],
    ['an expired token stays refreshable', relay('Invalid token: token has expired'), 'auth'],
    [
      'another service\'s 401 "Invalid token" may be an expired OAuth token',
      { status: 401, body: { error: { message: 'Invalid token', type: 'invalid_request_error' } } },
      'auth',
    ],
    [
      'the relay type around an expired session stays auth',
      relay('Session expired, please log in again'),
      'auth',
    ],
  ]);
});
