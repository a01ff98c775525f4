/**
 * The rules the sixteenth held-out batch prompted (docs/classifier.md, "Batches 14–16"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a credential kind the organization does not allow is auth_permanent', () => {
  checkReasons([
    [
      'API keys not allowed for this workspace, on a 401',
      {
        status: 401,
        body: { error: { message: 'API key authentication is not allowed for this workspace.' } },
      },
      'auth_permanent',
    ],
    [
      'OAuth not permitted for your organization, no status',
      { message: 'OAuth access is not permitted for your organization' },
      'auth_permanent',
    ],
    [
      'an expired OAuth token stays refreshable',
      {
        status: 401,
        body: { error: { message: 'OAuth token has expired. Please obtain a new token.' } },
      },
      'auth',
    ],
    [
      'a model not allowed for the organization is no credential',
      {
        status: 403,
        body: { error: { message: 'Access to model gpt-4o is not allowed for this organization' } },
      },
      'model_not_found',
    ],
  ]);
});

describe('a prompt that cannot be truncated to the allowance is a context overflow', () => {
  checkReasons([
    [
      'on a 400 INVALID_ARGUMENT',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Cannot truncate prompt to 32000, required 41000',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'context_overflow',
    ],
    ['no status', { message: 'unable to truncate the input to 8192 tokens' }, 'context_overflow'],
    [
      'a tool that cannot truncate a file is no prompt',
      { status: 400, body: { error: { message: 'cannot truncate file: permission denied' } } },
      'format_error',
    ],
  ]);
});

describe('a key rejected in so many words beats request-shape wording (auth before validation)', () => {
  checkReasons([
    [
      "a client's malformed headline over the key rejection, no status",
      { message: 'Request malformed.\nIncorrect API key provided: xai-****.' },
      'auth_permanent',
    ],
    [
      "xAI's 400 under a generic validation headline",
      {
        status: 400,
        message:
          'Invalid request: request contains an invalid argument. Incorrect API key provided.',
      },
      'auth_permanent',
    ],
    [
      'a malformed request that names a key field but rejects no key is validation',
      {
        status: 400,
        body: { error: { message: 'The request was malformed: unknown field `key_id`' } },
      },
      'format_error',
    ],
    [
      'a missing api_version parameter is validation',
      { status: 400, body: { error: { message: 'Missing required parameter: api_version' } } },
      'format_error',
    ],
  ]);
});
