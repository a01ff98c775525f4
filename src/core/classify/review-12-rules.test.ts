/**
 * Counter-examples from the review of session 12's rules (docs/classifier.md, "Review fixes"):
 * the reviewer's inputs and their obvious neighbours. The costly direction is a transient failure
 * filed as permanent, or a permanent one retried forever.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('1. a failed refresh is permanent only on positive evidence', () => {
  checkReasons([
    // No status of the request itself: retryable, not a dead credential.
    ['a 503 from the token endpoint', { message: 'Token refresh failed: 503' }, 'unknown'],
    ['a 429 from the token endpoint', { message: 'Token refresh failed: 429' }, 'unknown'],
    [
      "OAuth's temporarily_unavailable",
      {
        message:
          'Failed to refresh token: {"error":"temporarily_unavailable","error_description":"The server is busy, try again later"}',
      },
      'overloaded',
    ],
    [
      'an HTML error page instead of JSON',
      { message: 'Failed to refresh token: Unexpected token < in JSON at position 0' },
      'unknown',
    ],
    [
      'an internal server error without a status',
      { message: 'Failed to refresh OAuth token: internal server error' },
      'server_error',
    ],
    [
      'on a 401, the refresh met a 503',
      {
        status: 401,
        message: 'OAuth token has expired. Token refresh failed: 503 Service Unavailable',
      },
      'auth',
    ],
    [
      'on a 401, the refresh failed on the network',
      {
        status: 401,
        message: 'OAuth token has expired. Token refresh failed (network), please retry',
      },
      'auth',
    ],
    // Positive evidence: still permanent.
    ['a 401 from the token endpoint', { message: 'Token refresh failed: 401' }, 'auth_permanent'],
    ['a 400 from the token endpoint', { message: 'Token refresh failed: 400' }, 'auth_permanent'],
    [
      'invalid_grant',
      { message: 'Failed to refresh token: {"error":"invalid_grant"}' },
      'auth_permanent',
    ],
    [
      'a refresh token already used',
      { message: 'Token refresh failed: refresh token has already been used' },
      'auth_permanent',
    ],
    [
      'sign in again',
      { message: 'Failed to refresh token. Please sign in again.' },
      'auth_permanent',
    ],
    [
      'on a 401, the refresh got a 401',
      { status: 401, message: 'OAuth token has expired. Token refresh failed: 401 Unauthorized' },
      'auth_permanent',
    ],
    [
      'on a 401, revoked',
      { status: 401, message: 'Token refresh failed: the refresh token was revoked' },
      'auth_permanent',
    ],
  ]);
});

describe('2. "check your URL" next to a transport failure is the transport failure', () => {
  checkReasons([
    [
      'OpenAI SDK connection error',
      { message: 'Connection error. Please check your URL and network connection.' },
      'timeout',
    ],
    [
      'a timeout that suggests checking the URL',
      { message: 'Request timed out. Please check the URL and try again.' },
      'timeout',
    ],
    ['a socket hang up', { message: 'ECONNRESET: socket hang up; check your URL' }, 'timeout'],
    ['a TLS failure', { message: 'SSL handshake failed; check your URL' }, 'timeout'],
    // Without transport wording the URL is still the fault.
    [
      'a URL error alone',
      { message: 'URL error: please check your URL (https://api.example/v1)' },
      'format_error',
    ],
  ]);
});

describe('3. a bare "aborted" with a transport cause is the transport failure', () => {
  checkReasons([
    [
      'Node http: aborted, caused by socket hang up',
      { message: 'Error: aborted', cause: { message: 'socket hang up' } },
      'timeout',
    ],
    [
      'aborted, caused by read ECONNRESET',
      { message: 'aborted', cause: { message: 'read ECONNRESET' } },
      'timeout',
    ],
    [
      "gRPC's ABORTED status (a concurrency conflict, not the caller)",
      { message: 'Aborted', code: 'ABORTED' },
      'unknown',
    ],
    // The caller's own abort stays aborted.
    ['a bare aborted', { message: 'Error: aborted' }, 'aborted'],
    ['an AbortError', { name: 'AbortError', message: 'This operation was aborted' }, 'aborted'],
  ]);
});

describe('4. a per-month allowance is not a rate limit per window', () => {
  checkReasons([
    [
      '"unlimited" per month in an upgrade pitch',
      {
        status: 429,
        message: 'Rate limit exceeded. Upgrade to Pro for unlimited requests per month.',
      },
      'rate_limit',
    ],
    [
      'a per-minute limit quoting the monthly quota',
      {
        status: 429,
        headers: { 'retry-after': '20' },
        message:
          'Rate limit reached: 20 requests per minute. (Your quota: 50,000 requests per month.)',
      },
      'rate_limit',
    ],
    [
      'a monthly count with a stated wait',
      {
        status: 429,
        message: 'Too many requests. You have used 12 of 1000 requests per month; retry in 30s.',
      },
      'rate_limit',
    ],
    [
      'a monthly allowance with only a header wait of seconds',
      {
        status: 429,
        headers: { 'retry-after': '20' },
        message: 'You have reached your limit of 1000 requests per month.',
      },
      'rate_limit',
    ],
    [
      'a monthly allowance with only a retry-after-ms header',
      {
        status: 429,
        headers: { 'retry-after-ms': '1500' },
        message: 'You have reached your limit of 1000 requests per month.',
      },
      'rate_limit',
    ],
    // The monthly allowance itself stays billing, also with a header wait of days.
    [
      'a monthly allowance with a header wait of days',
      {
        status: 429,
        headers: { 'retry-after': '864000' },
        message: 'You have reached your limit of 1000 requests per month.',
      },
      'billing',
    ],
    [
      'a monthly allowance used up',
      { status: 429, message: 'You have reached your limit of 1000 requests per month.' },
      'billing',
    ],
    [
      'limited per month without a status',
      { message: 'Your plan is limited to 1000 API calls / month.' },
      'billing',
    ],
  ]);
});

describe('5. a relay quoting an exhausted balance is billing, not the upstream', () => {
  checkReasons([
    [
      'upstream returned 429 with insufficient_quota',
      {
        status: 429,
        body: 'upstream returned 429: {"error":{"message":"You exceeded your current quota","type":"insufficient_quota","code":"insufficient_quota"}}',
      },
      'billing',
    ],
    [
      'without a status, a low credit balance',
      { message: 'Chat upstream returned 429: your credit balance is too low' },
      'billing',
    ],
    // The upstream's own limit stays upstream.
    [
      'upstream returned 429 alone',
      { status: 429, message: 'upstream returned 429: Too Many Requests' },
      'upstream_rate_limit',
    ],
    [
      'without a status',
      { message: 'Chat upstream returned 429: rate limit exceeded' },
      'upstream_rate_limit',
    ],
  ]);
});

describe('6. a remote connect failure is transport, not a disconnect', () => {
  const envoy = 'upstream connect error or disconnect/reset before headers. reset reason: ';
  it('a connect failure on a large session stays a timeout', () => {
    const result = classifyError(
      errorFromDescriptor({
        message: `${envoy}remote connection failure, transport failure reason: delayed connect error: 111`,
      }),
      { approxTokens: 150_000, contextLength: 200_000 },
    );
    expect(result.reason).toBe('timeout');
  });
  it('a remote reset on a large session is the disconnect heuristic', () => {
    const result = classifyError(errorFromDescriptor({ message: `${envoy}remote reset` }), {
      approxTokens: 150_000,
      contextLength: 200_000,
    });
    expect(result.reason).toBe('context_overflow');
  });
});

describe('7. a status in text does not beat a transport code', () => {
  checkReasons([
    [
      'a status line with ECONNRESET',
      { message: 'HTTP/1.1 400 Bad Request', code: 'ECONNRESET' },
      'timeout',
    ],
    [
      'fetch failed with an earlier response',
      {
        message: 'fetch failed (last response: 400 Bad Request)',
        cause: { code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:443' },
      },
      'timeout',
    ],
    [
      'an earlier attempt named',
      { message: 'Read timed out. Earlier attempt: HTTP/2 400' },
      'timeout',
    ],
    // A status in text alone still counts.
    ['a status line alone', { message: 'HTTP/1.1 400 Bad Request' }, 'format_error'],
  ]);
});

describe('8. a content-safety service that is down is no verdict', () => {
  checkReasons([
    [
      'the filter unavailable',
      {
        status: 503,
        message:
          'content safety service is temporarily unavailable; input may contain sensitive content could not be evaluated',
      },
      'overloaded',
    ],
    [
      'the verdict itself on a 500',
      { status: 500, message: 'Input data may contain inappropriate content.' },
      'content_policy',
    ],
  ]);
});

describe('9. "cannot truncate to N" is about a prompt only', () => {
  checkReasons([
    [
      'a file that cannot be truncated',
      { message: 'Cannot truncate to 4096 bytes: file is too small' },
      'unknown',
    ],
    [
      "Gemini's prompt truncation",
      { status: 400, message: 'Cannot truncate to 89998, required 355220' },
      'context_overflow',
    ],
    [
      'a prompt that cannot be truncated',
      { message: 'Unable to truncate prompt to 4096 tokens' },
      'context_overflow',
    ],
  ]);
});

describe('neighbours of the fixes', () => {
  checkReasons([
    [
      'a bare failed refresh on a 401 stays refreshable',
      { status: 401, message: 'Token refresh failed' },
      'auth',
    ],
    ['a connection error alone', { message: 'Connection error.' }, 'timeout'],
    [
      'a 404 that says check your URL',
      { status: 404, message: 'Not Found. Please check your URL.' },
      'format_error',
    ],
    [
      'an upstream 429 quoting insufficient_quota without a status',
      { message: 'Chat upstream returned 429: insufficient_quota' },
      'billing',
    ],
    ['aborted with its ECONNRESET', { message: 'Error: aborted', code: 'ECONNRESET' }, 'timeout'],
    ['the caller abort in words', { message: 'Request was aborted.' }, 'aborted'],
    [
      'a verdict next to a temporarily unavailable service on a 503',
      {
        status: 503,
        message:
          'Input data may contain inappropriate content. The service is temporarily unavailable.',
      },
      'overloaded',
    ],
    [
      "a client's Server Unavailable headline over the verdict",
      {
        message:
          '[tongyi] Server Unavailable Error, status code: 500. message: Input data may contain inappropriate content.',
      },
      'content_policy',
    ],
    ['a truncation to N tokens', { message: 'Cannot truncate to 4096 tokens' }, 'context_overflow'],
    [
      'a status line alone without a transport code',
      { message: 'HTTP/1.1 429 Too Many Requests' },
      'rate_limit',
    ],
    [
      'a previous attempt’s 429 is not this attempt’s status',
      { message: 'Previous attempt: 400 Bad Request; request timed out' },
      'timeout',
    ],
  ]);
});

describe('batches 17–18 against the same principles: a free-tier window is not billing', () => {
  checkReasons([
    [
      'a free-tier per-minute window without a status',
      { message: 'Free tier requests per minute exhausted, try again in 20s' },
      'rate_limit',
    ],
    [
      'a free-tier daily quota without a status',
      { message: 'Free tier daily quota exhausted for gemini-2.5-pro' },
      'rate_limit',
    ],
    [
      'free credits used up stay billing',
      { message: 'Your free credits have been used up. Add a payment method.' },
      'billing',
    ],
  ]);
});
