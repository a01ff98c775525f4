/**
 * The rules the nineteenth held-out batch prompted (docs/classifier.md, "Batches 19–20: natural
 * samples"): each with other realistic wordings of the same failure and counter-examples that must
 * not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('input tokens that "have exceeded" the maximum prompt tokens are an overflow', () => {
  checkReasons([
    [
      "a relay's exceeded max prompt tokens",
      {
        status: 400,
        message:
          '400 number of input tokens (200000) have exceeded max prompt tokens (131072) limit.',
      },
      'context_overflow',
    ],
    [
      'the prompt exceeded the maximum context',
      { status: 400, message: 'Your prompt exceeded the maximum context of this model.' },
      'context_overflow',
    ],
    [
      'exceeded max tokens per minute is a rate window, not an overflow',
      { message: 'You have exceeded max tokens per minute for this key.' },
      'rate_limit',
    ],
    [
      'exceeded the maximum token rate on a 429 stays a rate limit',
      { status: 429, message: 'You exceeded the maximum token rate, slow down.' },
      'rate_limit',
    ],
  ]);
});

describe('a 404 with nothing to say, or "Resource not found", is a target that cannot serve', () => {
  checkReasons([
    [
      'openai-node with no body',
      { status: 404, message: '404 status code (no body)' },
      'model_not_found',
    ],
    ['a bare Not Found', { status: 404, body: 'Not Found' }, 'model_not_found'],
    ['an axios rendering', { message: 'Request failed with status code 404' }, 'model_not_found'],
    [
      "Azure's missing deployment path",
      { status: 404, body: { error: { code: '404', message: 'Resource not found' } } },
      'model_not_found',
    ],
    [
      'the requested resource could not be found',
      { status: 404, message: 'The requested resource could not be found.' },
      'model_not_found',
    ],
    [
      'a 404 that names something else stays unknown',
      { status: 404, body: { error: { message: 'No such upload: file-abc123' } } },
      'unknown',
    ],
    [
      'a 404 page for the URL stays a URL error',
      { status: 404, message: '404 page not found' },
      'format_error',
    ],
    [
      'a 404 with a billing verdict stays billing',
      { status: 404, body: { error: { message: 'Insufficient balance' } } },
      'billing',
    ],
  ]);
});

describe("a 5xx that relays a 429's current-quota text is billing", () => {
  checkReasons([
    [
      "a proxy's 500 around OpenAI's insufficient-quota 429",
      {
        status: 500,
        message:
          'HTTP 500 Internal Server Error from https://proxy.example/stream_chat Error in proxy: 429 You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      'a 502 with Too Many Requests and the same text',
      {
        status: 502,
        message:
          'Bad gateway: upstream said Too Many Requests: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      'a relayed Gemini quota window (RESOURCE_EXHAUSTED) stays a server error',
      {
        status: 500,
        message:
          'Internal error: 429 RESOURCE_EXHAUSTED You exceeded your current quota, please check your plan and billing details. quotaMetric: generativelanguage.googleapis.com/generate_content_free_tier_requests',
      },
      'server_error',
    ],
    [
      'a relayed quota that says to retry stays a server error',
      {
        status: 500,
        message:
          'Error: 429 You exceeded your current quota, please check your plan and billing details. Please try again in 20s.',
      },
      'server_error',
    ],
    [
      'a 500 quoting the quota without a relayed 429 stays a server error',
      {
        status: 500,
        message: 'Internal server error while checking whether you exceeded your current quota',
      },
      'server_error',
    ],
  ]);
});

describe("a free trial's allowance used up is billing, a free trial's window is not", () => {
  checkReasons([
    [
      'exceeded the maximum number of requests for the free trial (429)',
      {
        status: 429,
        message: 'You have exceeded the maximum number of requests for the free trial.',
      },
      'billing',
    ],
    [
      'free trial quota exhausted (no status)',
      { message: 'Your free trial quota has been exhausted. Add an API key to continue.' },
      'billing',
    ],
    [
      'a free trial limit reached on a 403',
      { status: 403, message: 'Free trial limit reached' },
      'billing',
    ],
    [
      "a free trial's per-minute window on a 429 stays a rate limit",
      {
        status: 429,
        message:
          'You have exceeded the free trial limit of 10 requests per minute for this free trial.',
      },
      'rate_limit',
    ],
    [
      'a free trial allowance next to a stated wait stays a rate limit',
      {
        status: 429,
        message: 'Free trial usage exceeded. Please retry in 30 seconds.',
      },
      'rate_limit',
    ],
    [
      'a free trial that merely exists is no verdict',
      { status: 429, message: 'Too many requests on the free trial plan.' },
      'rate_limit',
    ],
  ]);
});

describe('an unknown or malformed OAuth token on a 401 is refreshable', () => {
  checkReasons([
    [
      "Claude Code's invalid OAuth token",
      {
        status: 401,
        body: {
          type: 'error',
          error: {
            type: 'authentication_error',
            message: 'Invalid OAuth token. The provided token was not found or is malformed.',
          },
        },
      },
      'auth',
    ],
    [
      'a revoked OAuth token stays permanent',
      {
        status: 401,
        body: { error: { message: 'OAuth token has been revoked. Please sign in again.' } },
      },
      'auth_permanent',
    ],
  ]);
});
