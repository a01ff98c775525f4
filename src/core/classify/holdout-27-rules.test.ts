/**
 * The rules the twenty-seventh held-out batch prompted (docs/classifier.md, "Batches 27–28"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a bare 404 under a client's headline is still bare", () => {
  checkReasons([
    [
      "Kilo's relay headline",
      { status: 404, message: 'OpenAI completion error: 404 "Not Found"' },
      'model_not_found',
    ],
    [
      'an API Error headline',
      { status: 404, message: 'API Error: 404 Not Found' },
      'model_not_found',
    ],
    [
      'an exception headline',
      { status: 404, message: 'Gateway exception: (404) not found' },
      'model_not_found',
    ],
    [
      'a headline around a URL verdict stays a URL fault',
      { status: 404, message: 'OpenAI completion error: 404 Invalid URL (POST /v1/responses)' },
      'format_error',
    ],
    [
      'a headline is no licence for other words: a thread not found stays unread',
      { status: 404, message: 'Assistant lookup error: 404 thread not found' },
      'unknown',
    ],
    [
      'a headline in the middle of the text is not stripped',
      { status: 404, message: 'Checking the vector store failed. Upload error: 404 Not Found' },
      'unknown',
    ],
  ]);
});

describe('"Provider returned error" with nothing more said is an upstream server fault', () => {
  checkReasons([
    ['bare', { message: 'Provider returned error' }, 'server_error'],
    [
      "under Roo's headline",
      { message: 'API Request Fail - Provider returned error' },
      'server_error',
    ],
    [
      'on a 429 it stays the upstream limit',
      { status: 429, message: 'Provider returned error' },
      'upstream_rate_limit',
    ],
    [
      'a DNS failure under it is what happened',
      {
        message: 'Provider returned error',
        cause: { code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND openrouter.ai' },
      },
      'timeout',
    ],
    [
      'with a rate-limit reason in its text it is that limit',
      { message: 'Provider returned error: Rate limit exceeded, please slow down' },
      'rate_limit',
    ],
  ]);
});

describe('an error during streaming is a server fault, however spelled', () => {
  checkReasons([
    [
      "a gateway's KeyError mid-stream",
      {
        body: {
          error: "Error occured during streaming: 'us.anthropic.claude-opus-4-5-20251101-v1:0'",
        },
      },
      'server_error',
    ],
    ['spelled right', { message: 'An error occurred during streaming.' }, 'server_error'],
    ['while streaming', { message: 'Error occurred while streaming the response' }, 'server_error'],
    [
      'a rate limit named in it decides',
      { message: 'An error occurred during streaming: rate limit exceeded, retry in 20s' },
      'rate_limit',
    ],
  ]);
});

describe('a relay naming the upstream whose limit resets is an upstream limit', () => {
  checkReasons([
    [
      "OpenCode Go over Z.ai's weekly/monthly limit",
      {
        status: 429,
        message:
          '429 OpenAI completion error:\nError from provider (Z.ai): Weekly/Monthly Limit Exhausted.\nYour limit will reset at 2026-06-25 02:06:16',
      },
      'upstream_rate_limit',
    ],
    [
      'resets in a while',
      {
        status: 429,
        message:
          'Error from provider (MiniMax): 5-hour usage limit reached. Limit resets in 2 hours.',
      },
      'upstream_rate_limit',
    ],
    [
      "the upstream's empty balance, no reset, stays billing",
      { status: 429, message: 'Error from provider (DeepSeek): Insufficient balance' },
      'billing',
    ],
    [
      'a monthly limit that resets, with no relay named, stays billing',
      {
        status: 429,
        message: 'Monthly limit exhausted. Your limit will reset at 2026-07-01 00:00:00',
      },
      'billing',
    ],
  ]);
});

describe("an overflow stated with its numbers beats a client's appended rate-limit advice", () => {
  const hint =
    '\n\nError: Request was throttled or rate limited. Please try:\n\nReducing the frequency of requests\nContact AWS support to request a quota increase if needed';
  checkReasons([
    [
      "Bedrock's ValidationException under Roo's throttling hint",
      {
        name: 'ValidationException',
        message: `The model returned the following errors: input length and \`max_tokens\` exceed context limit: 196395 + 64000 > 204698, decrease input length or \`max_tokens\` and try again${hint}`,
      },
      'context_overflow',
    ],
    [
      "OpenAI's breakdown under the same hint",
      {
        message: `This model's maximum context length is 128000 tokens. However, you requested 140000 tokens (132000 in the messages, 8000 in the completion).${hint}`,
      },
      'context_overflow',
    ],
    [
      'the hint alone stays a rate limit',
      { name: 'ThrottlingException', message: hint.trim() },
      'rate_limit',
    ],
    [
      'a rate limit that only mentions a context limit stays a rate limit',
      { message: 'Rate limit exceeded for the context limit tier, please try again in 20s' },
      'rate_limit',
    ],
  ]);
});
