/**
 * The rules the twenty-sixth held-out batch prompted (docs/classifier.md, "Batches 25–26"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const relayed = (inner: string, status = 400): string =>
  `Error from provider(claude,claude-sonnet-4: ${status}): ${inner}`;

describe("a relay's outer api_error yields to the provider's relayed 400 refusal", () => {
  checkReasons([
    [
      "new-api relaying Anthropic's 400",
      {
        status: 400,
        body: {
          error: {
            message: relayed(
              '{"error":{"message":"messages: text content blocks must be non-empty","type":"invalid_request_error"}}',
            ),
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'format_error',
    ],
    [
      'the refusal named by its type only',
      {
        status: 400,
        body: {
          error: {
            message:
              'Error from provider: {"error":{"message":"tools.0.name: String should match pattern","type":"invalid_request_error"}}',
            type: 'api_error',
          },
        },
      },
      'format_error',
    ],
    [
      "an api_error 400 of the provider's own stays a server error",
      {
        status: 400,
        body: { type: 'error', error: { type: 'api_error', message: 'Internal server error' } },
      },
      'server_error',
    ],
    [
      'a relayed 500 stays a server error',
      {
        status: 400,
        body: {
          error: {
            message: relayed(
              '{"error":{"message":"Internal server error","type":"api_error"}}',
              500,
            ),
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'server_error',
    ],
  ]);
});

describe('Chinese expiry wording on a key verdict is refreshable', () => {
  checkReasons([
    [
      "Zhipu's 401",
      { status: 401, body: { error: { code: '401', message: '令牌已过期或验证不正确！' } } },
      'auth',
    ],
    ['invalid or expired', { status: 401, message: '令牌无效或已过期' }, 'auth'],
    ['as English says it', { status: 401, message: 'Token is invalid or expired' }, 'auth'],
    [
      'a key rejected outright stays permanent',
      { status: 401, message: '令牌无效' },
      'auth_permanent',
    ],
    [
      'an invalid key stays permanent',
      { status: 401, message: 'API key无效，请检查' },
      'auth_permanent',
    ],
    ['an invalid token stays permanent', { status: 401, message: '无效的令牌' }, 'auth_permanent'],
  ]);
});
