/**
 * The rules the twelfth held-out batch prompted (docs/classifier.md, "Batches 12–13"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a per-month allowance is billing, also on a 429', () => {
  checkReasons([
    [
      "Cohere's trial key on a 429",
      {
        status: 429,
        message: 'You are using a Trial key, which is limited to 1000 API calls / month.',
      },
      'billing',
    ],
    [
      'the same without a status',
      { message: 'You are using a Trial key, which is limited to 1000 API calls / month.' },
      'billing',
    ],
    [
      'a plan quota of requests per month, even if it says to try again',
      {
        status: 429,
        body: {
          error: {
            message: 'You have reached your quota of 5,000 requests per month. Try again later.',
          },
        },
      },
      'billing',
    ],
    [
      'tokens a month on a 429',
      { status: 429, message: 'Free plan limit reached: 100k tokens a month' },
      'billing',
    ],
    [
      "Cohere's trial key per minute stays a rate limit",
      {
        status: 429,
        message:
          'You are using a Trial key, which is limited to 10 API calls / minute. You can continue to use the Trial key for free or upgrade to a Production key with higher rate limits.',
      },
      'rate_limit',
    ],
    [
      'a per-minute limit advertising a monthly plan stays a rate limit',
      {
        status: 429,
        message:
          'Rate limit exceeded: 20 requests per minute. Upgrade to Pro for 50,000 requests per month.',
      },
      'rate_limit',
    ],
    [
      'a daily request quota stays a rate limit',
      { status: 429, message: 'You have exceeded the limit of 1000 requests per day.' },
      'rate_limit',
    ],
  ]);
});

describe("a client's own retry banner is not the provider's transient signal", () => {
  const openai =
    'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.';
  checkReasons([
    [
      'Codex: a stream error with the quota text and "retrying 1/5 in 210ms…"',
      {
        message: `stream error: stream disconnected before completion: ${openai}; retrying 1/5 in 210ms…`,
      },
      'billing',
    ],
    ['the same on a 429', { status: 429, message: `${openai} (retrying 2/5 in 1.2s)` }, 'billing'],
    [
      'Claude Code\'s banner "Retrying in 5 seconds… (attempt 2/10)" after the same quota text',
      { message: `API Error: ${openai} · Retrying in 5 seconds… (attempt 2/10)` },
      'billing',
    ],
    [
      "Gemini's quota text that says to retry in 23s stays a rate limit",
      {
        status: 429,
        message: `${openai.slice(0, 77)} Please retry in 23.456s.`,
      },
      'rate_limit',
    ],
    [
      'a provider saying "try again" next to a client banner stays a rate limit',
      {
        message: 'usage quota reached, try again in 2 minutes; retrying 1/3 in 500ms',
      },
      'rate_limit',
    ],
    [
      'a bare "retrying" (no attempt count, no delay) is not read past',
      { message: 'usage quota hit, retrying' },
      'rate_limit',
    ],
  ]);
});

describe('a 404 that names only the URL it answered is a wrong endpoint', () => {
  checkReasons([
    [
      'Codex against a server without the Responses API',
      {
        status: 404,
        message:
          'unexpected status 404 Not Found: Unknown error, url: https://api.deepseek.com/responses',
      },
      'format_error',
    ],
    [
      'the same with the status only in text',
      {
        message:
          'unexpected status 404 Not Found: Unknown error, url: https://api.deepseek.com/responses',
      },
      'format_error',
    ],
    [
      "python-requests' raise_for_status",
      {
        status: 404,
        message: '404 Client Error: Not Found for url: http://localhost:8000/v1/chat/completion',
      },
      'format_error',
    ],
    [
      'a 404 naming the model and the URL is a missing model',
      {
        status: 404,
        message:
          'unexpected status 404 Not Found: The model `gpt-5.5` does not exist or you do not have access to it., url: https://chatgpt.com/backend-api/codex/responses',
      },
      'model_not_found',
    ],
    [
      'a 404 with a URL under /models/ is a missing model',
      {
        status: 404,
        message:
          '404 Not Found for url: https://generativelanguage.googleapis.com/v1/models/gemini-9:generateContent',
      },
      'model_not_found',
    ],
    [
      'a URL without a 404 is no endpoint error',
      { status: 500, message: 'Internal error, url: https://api.example.com/v1/chat/completions' },
      'server_error',
    ],
  ]);
});

describe('a relay saying its upstream returned 429 is an upstream rate limit', () => {
  checkReasons([
    [
      'grok2api seen from Cherry Studio, no status',
      {
        name: 'AI_ProviderSpecificError',
        message: 'Error Details:\n  "Chat upstream returned 429"',
      },
      'upstream_rate_limit',
    ],
    [
      "on the relay's own 429",
      { status: 429, body: { error: { message: 'upstream responded with status 429' } } },
      'upstream_rate_limit',
    ],
    [
      'an upstream that returned Too Many Requests',
      { message: 'upstream returned: Too Many Requests' },
      'upstream_rate_limit',
    ],
    [
      'a local proxy\'s "Upstream error: 429" around the provider\'s own 429 stays a rate limit',
      {
        status: 429,
        message:
          'Upstream error: 429 Too Many Requests\n{"error":{"code":"1302","message":"High concurrency usage of this API, please reduce concurrency"}}',
      },
      'rate_limit',
    ],
    [
      'an upstream that returned 500 is no rate limit',
      { status: 502, message: 'Chat upstream returned 500' },
      'server_error',
    ],
    [
      'a number that only starts with 429 is no status',
      { message: 'upstream returned 4290 tokens before the stream ended: socket hang up' },
      'timeout',
    ],
  ]);
});
