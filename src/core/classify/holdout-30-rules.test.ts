/**
 * The rules the thirtieth held-out batch prompted (docs/classifier.md, "Batches 29–30"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a 403 that states an overflow with its numbers is the session, not the credential', () => {
  checkReasons([
    [
      "Zed's hosted relay",
      {
        status: 403,
        message:
          'Error interacting with language model\ncompletion request failed. code: http_403\nForbidden, message: Context window exceeded: 187155 tokens exceeds the limit of 120000 tokens',
      },
      'context_overflow',
    ],
    [
      'a maximum instead of a limit',
      { status: 403, message: 'Forbidden: prompt of 250000 tokens exceeds the maximum of 200000' },
      'context_overflow',
    ],
    [
      "OpenAI's breakdown under a 403",
      {
        status: 403,
        message:
          "This model's maximum context length is 16384 tokens. However, you requested 122946 tokens (112946 in the messages, 10000 in the completion).",
      },
      'context_overflow',
    ],
    [
      'without numbers a 403 stays auth',
      { status: 403, message: 'Context window exceeded' },
      'auth',
    ],
    [
      'a limit per minute is a rate limit',
      {
        status: 403,
        message:
          'Request of 50000 tokens exceeds the limit of 30000 tokens per minute for your organization',
      },
      'rate_limit',
    ],
    [
      'a billing verdict in the same text still decides',
      {
        status: 403,
        message: 'Insufficient credits. This request of 187155 tokens exceeds the limit of 120000',
      },
      'billing',
    ],
    [
      'a revoked key in the same text still decides',
      {
        status: 403,
        message: 'API key has been revoked. 187155 tokens exceeds the limit of 120000 tokens',
      },
      'auth_permanent',
    ],
    [
      "without a status, the same words beat a client's rate-limit hint under them",
      {
        message:
          '187155 tokens exceeds the limit of 120000 tokens. Request was throttled or rate limited. Please try again later',
      },
      'context_overflow',
    ],
    [
      'a 429 with a window stays a rate limit',
      { status: 429, message: '50000 tokens exceeds the limit of 30000 tokens per minute' },
      'rate_limit',
    ],
  ]);
});

describe('a 500 relaying a spend or usage limit the owner set is billing', () => {
  checkReasons([
    [
      "Continue's proxy around Anthropic's 400, as a quoted document",
      {
        status: 500,
        body: '{"type":"error","error":{"type":"invalid_request_error","message":"You have reached your specified API usage limits. You will regain access on 2026-04-01 at 00:00 UTC."}}',
      },
      'billing',
    ],
    [
      'a workspace spend limit',
      { status: 500, message: 'You have reached your specified workspace spend limit' },
      'billing',
    ],
    [
      'a 500 that says to retry is a server hiccup whatever it mentions',
      {
        status: 500,
        message: 'You have reached your specified API usage limits, please try again later',
      },
      'server_error',
    ],
    [
      'a 502 is the gateway failing, as before',
      { status: 502, message: 'You have reached your specified API usage limits' },
      'server_error',
    ],
    [
      "a server's own configured request limit is no spend limit",
      { status: 500, message: 'Server hit the configured request limit' },
      'server_error',
    ],
    [
      'a usage-limit service that failed is the server',
      { status: 500, message: 'Internal error: usage limits service unavailable' },
      'server_error',
    ],
  ]);
});

describe("an agent server's envelope around its own error object is read", () => {
  checkReasons([
    [
      "Letta's run error around a relayed 429, body only",
      {
        body: {
          error: {
            error: {
              type: 'llm_rate_limit',
              message:
                "Rate limited by OpenAI: Error code: 429 - {'error': {'code': '1302', 'message': 'Rate limit reached for requests'}}",
            },
            run_id: 'run-41dbaa15',
          },
        },
      },
      'rate_limit',
    ],
    [
      "Letta's local backend relaying a 401",
      {
        body: {
          error: {
            error: { message: '401 Invalid Authentication', error_type: 'local_backend_error' },
            run_id: 'local-run-108',
          },
        },
      },
      'auth',
    ],
    [
      "the outer object's own message still decides",
      {
        body: {
          error: { message: 'outer says nothing', error: { message: 'Rate limit reached' } },
        },
      },
      'unknown',
    ],
    [
      'an inner list is no error object',
      { body: { error: { code: 'x', error: ['Rate limit reached'] } } },
      'unknown',
    ],
  ]);
});
