/**
 * Review of batch 60's rules (session 19, R4; docs/classifier.md, "Batch 60: natural sample"): real
 * wordings the new rules must leave alone, each with the neighbours the rule must keep.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

/**
 * Cloudflare's own 524 page (the origin took over 100 s to answer; real markup, trimmed of its
 * styles and footer: quoted in acheong08/ChatGPT#1403). Its advice to the site's owner says "an
 * overloaded background task … overloaded application", which the strong capacity words match.
 */
const CLOUDFLARE_524_PAGE = [
  '<!DOCTYPE html>',
  '<html class="no-js" lang="en-US">',
  '<head>',
  '<title>api.example.com | 524: A timeout occurred</title>',
  '<meta charset="UTF-8" />',
  '<meta name="robots" content="noindex, nofollow" />',
  '<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/main.css" />',
  '</head>',
  '<body>',
  '<div id="cf-wrapper">',
  '<div id="cf-error-details" class="p-0">',
  '<header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">',
  '<h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">',
  '<span class="inline-block">A timeout occurred</span>',
  '<span class="code-label">Error code 524</span>',
  '</h1>',
  '</header>',
  '<h2 class="text-3xl font-normal leading-1.3 mb-4">What happened?</h2>',
  '<p>The origin web server timed out responding to this request.</p>',
  '<h2 class="text-3xl font-normal leading-1.3 mb-4">What can I do?</h2>',
  '<h3 class="text-15 font-semibold mb-2">If you\'re a visitor of this website:</h3>',
  '<p class="mb-6">Please try again in a few minutes.</p>',
  '<h3 class="text-15 font-semibold mb-2">If you\'re the owner of this website:</h3>',
  '<p><span>The connection to the origin web server was made, but the origin web server timed out before responding. The likely cause is an overloaded background task, database or application, stressing the resources on your web server. To resolve, please work with your hosting provider or web development team to free up resources for your database or overloaded application.</span></p>',
  '</div>',
  '</div>',
  '</body>',
  '</html>',
].join('\n');

function reasonOf(descriptor: Record<string, unknown>): string {
  const result = classifyError(errorFromDescriptor(descriptor));
  return `${result.reason} (${result.explain.at(-1)?.rule})`;
}

describe("a gateway timeout read from text: Cloudflare's 524 page is a timeout, not capacity", () => {
  // Was overloaded on 0acb547: the page in a client's message (openai-python's "Error code: 524 -
  // …" kept without its status field, the message-only rendering) matched the capacity words, so a
  // background request gave up at once and a foreground one fell back after three, where a 524 — a
  // long generation behind a relay's Cloudflare — is a timeout.
  it("the page in a client's message, status only in the text → timeout", () => {
    expect(reasonOf({ message: `Error code: 524 - '${CLOUDFLARE_524_PAGE}'` })).toMatch(
      /^timeout /,
    );
  });
  checkReasons([
    [
      "the same page with its status field (the gateway's verdict, as before)",
      { status: 524, message: `Error code: 524 - '${CLOUDFLARE_524_PAGE}'` },
      'timeout',
    ],
    ['the same page as the body, no status', { body: CLOUDFLARE_524_PAGE }, 'timeout'],
    [
      "DMXAPI's 524 with 服务器已经满载 stays capacity (the rule's own line; no timeout said)",
      {
        message:
          'embedded run agent end: isError=true model=glm-5.1-free provider=dmxapi error=The AI service is temporarily unavailable (HTTP 524). Please try again in a moment. rawError=524 服务器已经满载,请更换模型,或者稍后再试',
      },
      'overloaded',
    ],
    [
      "a client's 504 with the upstream's capacity words and no timeout said stays capacity",
      { message: 'Request failed with status code 504: upstream is overloaded, retry later' },
      'overloaded',
    ],
    [
      'nginx behind a relay: a 504 that says the upstream timed out, beside a busy hint',
      {
        message:
          'HTTP 504: upstream timed out (110: Connection timed out) while reading response header from upstream; the server is busy',
      },
      'timeout',
    ],
  ]);
});

describe('without a status, a token quota "exhausted" is new-api\'s used-up allowance only with its tail', () => {
  // Real wordings other than new-api's: a chat platform's API reference (code
  // ACCESS_TOKEN_QUOTA_EXCEEDED, HTTP 429, any of its lifetime, daily or weekly scopes used up) and a
  // Rust relay's SUBSCRIPTION_QUOTA_EXHAUSTED (HTTP 429). On 5762a05 both were billing without their
  // status (the key parked past a daily reset); unknown is what they were before it.
  checkReasons([
    [
      "new-api's English with its tail (token.RemainQuota = 0), no status",
      { message: '[sk-Ab1***Yz9] Token amount has been exhausted token.RemainQuota = 0' },
      'billing',
    ],
    [
      'the tail below zero (new-api checks RemainQuota <= 0), no status',
      { message: '[sk-Ab1***Yz9] Token quota has been exhausted token.RemainQuota = -1523' },
      'billing',
    ],
    [
      "another gateway's access-token quota (daily/weekly/lifetime, sent as a 429), its body without the status",
      {
        body: {
          ok: false,
          error: {
            code: 'ACCESS_TOKEN_QUOTA_EXCEEDED',
            message: 'Access token quota has been exhausted.',
          },
        },
      },
      'unknown',
    ],
    [
      "a gateway's subscription window for a group (sent as a 429), as its message alone",
      { message: 'subscription token quota has been exhausted for this group' },
      'unknown',
    ],
    [
      'the same access-token quota with its 429 stays the window',
      {
        status: 429,
        body: {
          error: {
            code: 'ACCESS_TOKEN_QUOTA_EXCEEDED',
            message: 'Access token quota has been exhausted.',
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

/**
 * new-api answers a token it could not look up because its database failed with the same 401 and
 * "invalid token" words as a token that does not exist: `无效的令牌，数据库查询出错，请联系管理员`
 * (model/token.go, ValidateUserToken, any error but gorm.ErrRecordNotFound; seen in production
 * behind a relay in 2026 logs), "Invalid token, database query error" in a fork's English. The
 * relay failed, not the key: killing the key (auth_permanent, 5762a05's relay-token rule on the
 * forks' types and without a status, and the held 无效的令牌 rule) parks a healthy key until an
 * operator acts.
 */
describe("a relay's token lookup that failed on its database is a server fault, not a dead key", () => {
  checkReasons([
    [
      "new-api's Chinese body without its status",
      {
        body: {
          error: { message: '无效的令牌，数据库查询出错，请联系管理员', type: 'new_api_error' },
        },
      },
      'server_error',
    ],
    [
      "a fork's English typed rix_api_error, without its status",
      {
        body: {
          error: {
            message: 'Invalid token, database query error (request id: 2025122418414065159807)',
            type: 'rix_api_error',
          },
        },
      },
      'server_error',
    ],
    [
      'a token the relay does not have stays a dead key (no status)',
      { body: { error: { message: 'Invalid token (request id: 2025)', type: 'rix_api_error' } } },
      'auth_permanent',
    ],
    [
      'the held 无效的令牌 on its 401 stays a dead key',
      { status: 401, body: { error: { message: '无效的令牌', type: 'new_api_error' } } },
      'auth_permanent',
    ],
  ]);
  // With its 401 (the relay's status for it) the 401 rule reads the same words first.
  it("new-api's Chinese body on its 401 → server_error", () => {
    expect(
      reasonOf({
        status: 401,
        body: {
          error: { message: '无效的令牌，数据库查询出错，请联系管理员', type: 'new_api_error' },
        },
      }),
    ).toMatch(/^server_error /);
  });
  it("the fork's English on its 401 → server_error", () => {
    expect(
      reasonOf({
        status: 401,
        body: {
          error: { message: 'Invalid token, database query error', type: 'shell_api_error' },
        },
      }),
    ).toMatch(/^server_error /);
  });
});
