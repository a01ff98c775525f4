/**
 * The rules the tenth held-out batch prompted (docs/classifier.md, "Batches 9–11"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a caller abort worded "operation aborted"', () => {
  checkReasons([
    [
      'Claude Code after the user interrupted',
      { message: 'API Error: Operation aborted' },
      'aborted',
    ],
    [
      'an operation aborted by a timeout is a timeout',
      { message: 'Operation aborted due to timeout' },
      'timeout',
    ],
    [
      'a connection aborted by the peer is a disconnect',
      { message: 'Connection aborted: remote end closed connection without response' },
      'timeout',
    ],
    [
      'a sentence that merely contains the word is no abort',
      { message: 'the upload was aborted halfway because the file was rejected by the server' },
      'unknown',
    ],
  ]);
});

describe('a failed token refresh: the stored credential is dead', () => {
  checkReasons([
    [
      "Codex's 401 when the refresh token was already used",
      {
        status: 401,
        message:
          'Failed to refresh token: 401 Unauthorized: Your refresh token has already been used to generate a new access token. Please try signing in again.',
      },
      'auth_permanent',
    ],
    [
      'the later wording without a status',
      {
        message:
          'Your access token could not be refreshed because your refresh token was already used. Please log out and sign in again.',
      },
      'auth_permanent',
    ],
    [
      'OpenCode Desktop: "Token refresh failed: 401"',
      { message: 'Error: Token refresh failed: 401' },
      'auth_permanent',
    ],
    [
      'an OAuth token endpoint: invalid_grant on a 400',
      { status: 400, body: { error: 'invalid_grant', error_description: 'Refresh token expired' } },
      'auth_permanent',
    ],
    [
      'a revoked refresh token on a 401',
      { status: 401, body: { error: { message: 'The refresh token has been revoked.' } } },
      'auth_permanent',
    ],
    [
      'an expired access token stays refreshable (401)',
      {
        status: 401,
        body: { error: { message: 'Access token expired. Please refresh your token.' } },
      },
      'auth',
    ],
    [
      'an OAuth token that is refreshed and retried stays refreshable',
      { status: 401, message: 'OAuth token has expired; refreshing and retrying' },
      'auth',
    ],
    [
      'a refresh that failed on the network is a transport failure',
      { message: 'Failed to refresh token: fetch failed' },
      'timeout',
    ],
    [
      'a refresh that timed out is a timeout',
      { message: 'Token refresh failed: connect ETIMEDOUT 104.18.2.161:443' },
      'timeout',
    ],
    [
      'a refresh answered 429 is a rate limit',
      { message: 'Failed to refresh token: 429 Too Many Requests' },
      'rate_limit',
    ],
  ]);

  it('files a dead refresh grant as a revoked token', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 401,
        message: 'Error: Token refresh failed: refresh token was revoked',
      }),
    );
    expect([result.reason, result.category]).toEqual(['auth_permanent', 'auth.token_revoked']);
  });
});
