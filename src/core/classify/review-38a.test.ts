/**
 * Review 38a of session 38's rules (groups AA and AB, the [DONE] sentinel): neighbours each rule had
 * read wrong, now left to the reading they mean, and the real wordings kept beside them.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a TPM 429 whose limit is what is left of the window is no request over it', () => {
  checkReasons([
    [
      "OpenAI's older tokens_usage_based wording with Requested over the Limit stays one request over the window (lida-project/lida-streamlit#2)",
      {
        status: 429,
        message:
          'Request too large for gpt-4 in organization org-xxxd on tokens_usage_based per min: Limit 10000, Requested 14222. Visit https://platform.openai.com/account/rate-limits to learn more.',
      },
      'context_overflow',
    ],
    [
      'a limit said to be the remaining budget, Requested a little over it and no Used (invented)',
      {
        status: 429,
        message:
          'TPM limit exceeded: remaining limit 500, requested 1200 tokens. Please retry in 10s.',
      },
      'rate_limit',
    ],
    [
      "a limit followed by 'remaining' (invented)",
      {
        status: 429,
        message:
          'Rate limit exceeded for tokens per minute. limit: 2000 remaining, requested: 2400',
      },
      'rate_limit',
    ],
  ]);
});

describe("PyTorch's expanded-size error is an input over the position table only on that axis", () => {
  checkReasons([
    [
      'the held wording: FastChat behind its high-traffic banner, cut after "must match" (batch 375)',
      {
        status: 400,
        message:
          '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.**\n\n(The expanded size of the tensor (513) must match',
      },
      'context_overflow',
    ],
    [
      "BERT's 512 position table on dimension 1 (invented from the transformers wording)",
      {
        status: 500,
        message:
          'RuntimeError: The expanded size of the tensor (554) must match the existing size (512) at non-singleton dimension 1.  Target sizes: [1, 554].  Tensor sizes: [1, 512]',
      },
      'context_overflow',
    ],
    [
      'a batch axis broadcast (3 vs 2 at dimension 0) is some other shape bug (invented)',
      {
        status: 500,
        message:
          'RuntimeError: The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 0.  Target sizes: [3, 4].  Tensor sizes: [2, 4]',
      },
      'server_error',
    ],
    [
      "an attention head's size on dimension 3 (64 vs 32) is no position table (invented)",
      {
        status: 500,
        message:
          'The expanded size of the tensor (64) must match the existing size (32) at non-singleton dimension 3.  Target sizes: [1, 32, 128, 64].  Tensor sizes: [1, 1, 128, 32]',
      },
      'server_error',
    ],
    [
      "a hidden size on dimension 2 (1024 vs 768) is a model mismatch, no input's length (invented)",
      {
        status: 400,
        message:
          'The expanded size of the tensor (1024) must match the existing size (768) at non-singleton dimension 2.',
      },
      'format_error',
    ],
  ]);
});

describe("a relay's failed fetch under its 503 keeps the 503 when load is named beside it", () => {
  checkReasons([
    [
      "Portkey's 503 {'html-message': 'fetch failed'} is the transport (batch 377)",
      { status: 503, message: "{'html-message': 'fetch failed', 'provider': 'openai'}" },
      'timeout',
    ],
    [
      "a rate limit named after 'fetch failed' under a 503 (invented)",
      { status: 503, message: 'fetch failed: upstream rate limit exceeded, too many requests' },
      'overloaded',
    ],
    [
      'a full queue named after it under a 503 (invented)',
      { status: 503, message: 'fetch failed (queue full)' },
      'overloaded',
    ],
  ]);
});

describe("Ollama's 'invalid options: <name>' names options, not a credential's sentence", () => {
  checkReasons([
    [
      "Ollama's refusal of promptfoo's basePath (batch 377)",
      { message: 'Ollama generate API response: {"error":"invalid options: basePath"}' },
      'format_error',
    ],
    [
      'two unknown options in its comma list (invented from its Go format)',
      { message: 'invalid options: basePath, apiKeyEnvar' },
      'format_error',
    ],
    [
      "a client's 'invalid options:' before a missing key (invented)",
      { message: 'Invalid options: apiKey must be provided' },
      'auth_permanent',
    ],
    [
      "a client's 'invalid options:' before an expired token (invented)",
      { message: 'invalid options: token expired' },
      'auth',
    ],
  ]);
});

describe('a count over a per-request cap is the request, a count per window or plan is not', () => {
  checkReasons([
    [
      "Gemini url-context's cap (batch 383)",
      {
        status: 400,
        message: '400 INVALID_ARGUMENT: "Number of urls to lookup exceeds the limit (21 > 20)"',
      },
      'format_error',
    ],
    [
      'links per day for a plan (invented)',
      { message: 'Number of links exceeds the limit of 100 per day for your plan' },
      'rate_limit',
    ],
    [
      "tools over a tier's limit with a wait (invented)",
      { message: 'number of tools exceeds the limit for your tier, try again later' },
      'rate_limit',
    ],
    [
      "an organization's stored files over its cap is no malformed request (invented)",
      { message: 'The number of files exceeds the limit of 10000 for your organization.' },
      'unknown',
    ],
  ]);
});

describe('an account not eligible to use a product is refused for good, not one a payment unlocks', () => {
  checkReasons([
    [
      "Antigravity's refusal, typo as shown (batch 376)",
      { message: 'Sorry, this account is ineligble to use Antigravity.' },
      'auth_permanent',
    ],
    [
      'a model a first payment unlocks (invented, after OpenAI\'s "$5 paid" gate)',
      {
        message:
          'Your account is not eligible to use GPT-4 yet. Make a successful payment of $5 or more to unlock access.',
      },
      'billing',
    ],
    [
      'the same under a 403 is no permanent refusal (invented)',
      {
        status: 403,
        message:
          'This account is not eligible to use this feature during the free trial; upgrade your plan.',
      },
      'auth',
    ],
  ]);
});

describe('an API a payment method unlocks', () => {
  // The retrained word vote (session 73, 2e901f1b) reads this invented line `unknown` where it read
  // it right before; recorded in the session 73 review (problem 7), not fixed: no held line supports
  // a rule for it.
  it('an API a payment method unlocks is not refused for good (invented)', () => {
    // "add a payment method" is held mostly in OpenAI's rate-limit sentence (rate_limit ×36): no rule
    // reads it alone, and which reason the word vote gives is not pinned here.
    const result = classifyError(
      errorFromDescriptor({
        message:
          'Your account is not eligible to use the Batch API until you add a payment method.',
      }),
    );
    expect(result.reason).not.toBe('auth_permanent');
  });
});

describe("an expired token under a 5xx is the caller's, not the server's own service credential", () => {
  checkReasons([
    [
      "a server's own service-account token (invented)",
      {
        status: 500,
        message:
          "internal error: the server's service account token has expired; our team has been notified",
      },
      'server_error',
    ],
    [
      "an upstream service's token (invented)",
      { status: 500, message: 'Internal Server Error: upstream service token expired' },
      'server_error',
    ],
    [
      "a backend's cloud access token (invented)",
      { status: 500, message: 'Internal error: GCP access token expired for backend; retrying' },
      'server_error',
    ],
    [
      "a relay's provider credentials (invented)",
      { status: 502, message: 'Bad Gateway: upstream auth token expired (provider credentials)' },
      'server_error',
    ],
    [
      "an app's 500 around the caller's JWT stays the token (invented)",
      { status: 500, message: 'Internal Server Error: JWT expired' },
      'auth',
    ],
    [
      "an app's 500 around the caller's session token stays the token (invented)",
      {
        status: 500,
        message: 'Internal Server Error: your session token has expired, please log in again',
      },
      'auth',
    ],
  ]);
});

describe('a server fault under "Permission denied:" yields to a credential named after it', () => {
  checkReasons([
    [
      "Codeium's plugin: the fault is the server's (batch 380)",
      { message: 'Permission denied: internal server error: error number 12 (trace ID: ...)' },
      'server_error',
    ],
    [
      'an invalid key named after the fault (invented)',
      { message: 'Permission denied: internal error: your api key is invalid' },
      'auth_permanent',
    ],
    [
      'an expired token named after the fault (invented)',
      { message: 'Permission denied: Internal server error: token expired' },
      'auth',
    ],
  ]);
});

describe("a place in a shared queue is load; the caller's own queue cap is a rate limit", () => {
  checkReasons([
    [
      "Trae's newer words (batch 380)",
      {
        message:
          'Too many requests right now. You’re in the queue at position 10. Thanks for your patience — we’ll start your task soon.',
      },
      'overloaded',
    ],
    [
      "the caller's own requests over its concurrency cap (invented)",
      {
        message:
          'You have too many requests in the queue. Your request is at position 6 in the queue; limit is 5 concurrent requests per user.',
      },
      'rate_limit',
    ],
    [
      "the caller's plan's queued-jobs cap (invented)",
      {
        message:
          'Queue full: your job is in the queue at position 4 and your plan allows 3 queued jobs per API key.',
      },
      'rate_limit',
    ],
  ]);
});

describe('the [DONE] sentinel parsed as JSON is the client framing bug without its class name', () => {
  checkReasons([
    [
      'chatbox on GPUStack, SyntaxError class (dev corpus)',
      { name: 'SyntaxError', message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' },
      'unknown',
    ],
    [
      'the same in a plain Error (invented)',
      { name: 'Error', message: 'Unexpected token \'D\', "[DONE] " is not valid JSON' },
      'unknown',
    ],
    [
      'the class name kept only in the message (invented)',
      { message: 'SyntaxError: Unexpected token \'D\', "[DONE]" is not valid JSON' },
      'unknown',
    ],
  ]);
});
