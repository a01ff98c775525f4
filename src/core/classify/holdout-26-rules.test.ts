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

const GOOGLE_HTML_404 = (path: string): string =>
  `<!DOCTYPE html>\n<html lang=en>\n  <title>Error 404 (Not Found)!!1</title>\n  <p><b>404.</b> <ins>That’s an error.</ins>\n  <p>The requested URL <code>${path}</code> was not found on this server.  <ins>That’s all we know.</ins>\n`;

describe("a web server's 'requested URL was not found' beats a model named elsewhere on a 404", () => {
  checkReasons([
    [
      "Google's HTML 404 under LiteLLM's model-group trailer",
      {
        status: 404,
        name: 'NotFoundError',
        message: `litellm.NotFoundError: Vertex_aiException - ${GOOGLE_HTML_404('/v1/projects/p/locations/global/cachedContents')}. Received Model Group=gemini-2.5-flash\nAvailable Model Group Fallbacks=None`,
      },
      'format_error',
    ],
    [
      "Apache's page next to a model field",
      {
        status: 404,
        message: 'The requested URL /api/v2/chat was not found on this server. (model: llama3)',
      },
      'format_error',
    ],
    [
      'a model path in the URL stays a model error',
      {
        status: 404,
        body: GOOGLE_HTML_404('/v1beta/models/gemini-pro:generateContent'),
      },
      'model_not_found',
    ],
    [
      'a model-group trailer alone stays a model error',
      { status: 404, message: 'Not Found. Received Model Group=gpt-4o' },
      'model_not_found',
    ],
  ]);
});

const RESOURCE_EXHAUSTED =
  '{\n  "error": {\n    "code": 429,\n    "message": "Resource has been exhausted (e.g. check quota).",\n    "status": "RESOURCE_EXHAUSTED"\n  }\n}';

describe("a local router's \"Error from provider: {document}\" is the caller's own key, not an aggregator's upstream", () => {
  checkReasons([
    [
      "claude-code-router's older form around Gemini's 429",
      {
        status: 429,
        body: {
          error: {
            message: `Error from provider: ${RESOURCE_EXHAUSTED}\nError: Error from provider: ${RESOURCE_EXHAUSTED}\n    at Et (cli.js:74566:11)`,
            type: 'api_error',
            code: 'provider_response_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      'its newer form with the status',
      { status: 429, message: `Error from provider(429): ${RESOURCE_EXHAUSTED}` },
      'rate_limit',
    ],
    [
      'an aggregator naming its upstream in words stays upstream',
      { status: 429, message: 'Error from provider (Console Go): Provider rate limit exceeded' },
      'upstream_rate_limit',
    ],
    [
      "OpenRouter's upstream line stays upstream",
      {
        status: 429,
        body: {
          error: {
            message: 'Provider returned error',
            code: 429,
            metadata: {
              raw: 'google/gemini-2.0-flash-exp:free is temporarily rate-limited upstream. Please retry shortly.',
              provider_name: 'Google',
            },
          },
        },
      },
      'upstream_rate_limit',
    ],
  ]);
});
