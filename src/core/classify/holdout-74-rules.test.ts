/**
 * Rules from held-out batch 74 (a natural sample; docs/classifier.md, "Batch 74"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: jlcodes99/cockpit-tools#2232 (h74, the Codex desktop's OAuth refresh refused with a 400);
// counter-examples: continuedev/continue#10521 (the same validation words about a chat request's
// field, format_error), openai/codex#6028 (the 401 refresh failure, held), and the transient
// refresh failures held since batch 10 (holdout-10-rules.test.ts).
describe("a token endpoint's 400 to a refresh is a dead credential, not the model call's shape", () => {
  checkReasons([
    [
      "Codex's refresh with an empty refresh_token, refused 400",
      {
        status: 400,
        message:
          "Failed to refresh token: 400 Bad Request: Invalid 'refresh_token': empty string. Expected a string with minimum length 1, but got an empty string instead.",
      },
      'auth_permanent',
    ],
    [
      'the same validation words about a chat request stay the request',
      {
        status: 400,
        message:
          "500 Invalid 'messages[38].tool_calls[0].function.name': empty string. Expected a string with minimum length 1, but got an empty string instead.",
      },
      'format_error',
    ],
    [
      'the held 401 refresh failure keeps its answer',
      {
        status: 401,
        message:
          'Failed to refresh token: 401 Unauthorized: Your refresh token has already been used to generate a new access token. Please try signing in again.',
      },
      'auth_permanent',
    ],
    [
      'a refresh that met a rate limit on a 400 envelope stays transient (invented: the 429 inside)',
      { status: 400, message: 'Failed to refresh token: 429 Too Many Requests' },
      'rate_limit',
    ],
    // Review r74, a real transient refresh: messense/aliyundrive-webdav#876 (the token endpoint never
    // reached, a TLS handshake cut short).
    [
      'a refresh that never reached the token endpoint stays the transport',
      {
        message:
          'refresh token failed: Request error: error sending request for url (https://aliyundrive-oauth.messense.me/oauth/access_token): error trying to connect: tls handshake eof',
      },
      'timeout',
    ],
  ]);
});

// Review r74: the same refusal said in Chinese ("token刷新失败", "Token 刷新失败") was read as the
// model call's 400 (format_error) or a refreshable 401 (auth), while its English twin was
// auth_permanent. Sources: zhalice2011/ki2api#3 (Kiro's refreshToken endpoint answered 400; "发现是
// 亚马逊账号问题", the account was the problem), jlcodes99/cockpit-tools#2093 (Codex's refresh refused
// 401 refresh_token_invalidated, "请重新登录"); counter-examples: Rfym21/Qwen2API#83 (a refresh met a
// 405, no verdict on the token) and a Chinese refresh that never reached the endpoint (TLS) — the
// same transport failure as messense/aliyundrive-webdav#876's English one.
describe('a token refresh refused in Chinese is the same dead credential', () => {
  checkReasons([
    [
      "Kiro's refreshToken endpoint answers 400 (ki2api)",
      {
        message:
          "ERROR:__main__:token刷新失败: Client error '400 Bad Request' for url 'https://prod.us-east-1.auth.desktop.kiro.dev/refreshToken'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/400",
      },
      'auth_permanent',
    ],
    [
      "Cockpit's Codex refresh refused 401 refresh_token_invalidated",
      {
        message:
          'Codex 登录授权已被服务端撤销，无法自动刷新。请重新登录 Codex 账号。原始错误: Token 刷新失败: status=401 Unauthorized, error_code=refresh_token_invalidated, body_len=179',
      },
      'auth_permanent',
    ],
    [
      'a refresh that met a 405 says nothing of the token',
      { message: '佬，令牌刷新失败了405' },
      'unknown',
      'auth_permanent',
    ],
    [
      'a Chinese refresh that never reached the endpoint stays the transport (aliyundrive-webdav#876)',
      {
        message:
          'token 刷新失败: Request error: error sending request for url (https://aliyundrive-oauth.messense.me/oauth/access_token): error trying to connect: tls handshake eof',
      },
      'timeout',
    ],
  ]);
});

// Sources: getpaseo/paseo#653 (h74, OpenCode's NamedError for a custom provider's model),
// Kilo-Org/kilocode#12139 (h74, the Kilo gateway's server error in the same shape),
// Kilo-Org/kilocode#7894 (the held body of "Model not found: kilo/kilo-auto/free.");
// counter-examples: diegosouzapw/OmniRoute#8320 (an APIError NamedError whose provider ended the
// response: its data.message is now read, and it stays batch 67's known miss, unknown),
// Kilo-Org/kilocode#14307 (an APIError 403 for OpenCode's free tier, auth).
describe("an OpenCode NamedError's data.message is the error's words", () => {
  checkReasons([
    [
      'UnknownError: Model not found (a custom provider)',
      {
        body: { name: 'UnknownError', data: { message: 'Model not found: cust-openai/gpt-5.5.' } },
      },
      'model_not_found',
    ],
    [
      "Kilo's UnknownError for the gateway model",
      {
        body: { name: 'UnknownError', data: { message: 'Model not found: kilo/kilo-auto/free.' } },
      },
      'model_not_found',
    ],
    [
      "the Kilo gateway's unexpected server error",
      {
        body: {
          name: 'UnknownError',
          data: {
            message: 'Unexpected server error. Check server logs for details.',
            ref: 'err_d86e8ee5',
          },
        },
      },
      'server_error',
    ],
    [
      "an APIError whose provider ended the response keeps its answer (unknown, batch 67's known miss)",
      {
        body: {
          name: 'APIError',
          data: {
            message: 'The provider repeatedly ended the response before returning usable output.',
            isRetryable: true,
          },
        },
      },
      'unknown',
    ],
    [
      "an APIError 403 for OpenCode's free tier keeps auth",
      {
        message:
          "Error from provider (Console): OpenCode's free tier can only be used from within OpenCode",
        body: {
          name: 'APIError',
          data: {
            message:
              "Error from provider (Console): OpenCode's free tier can only be used from within OpenCode",
            statusCode: 403,
            isRetryable: false,
          },
        },
      },
      'auth',
    ],
  ]);
});

// Sources: nguyenphutrong/quotio#158 (h74, CLIProxyAPI inside Quotio),
// router-for-me/CLIProxyAPI#1056 (the same refusal for a renamed model), lobehub/lobehub#14255
// (h74, new-api's no_valid_channel_error under LobeHub's video task);
// counter-examples: campfirein/byterover-cli#43 (OpenRouter's bare "Provider returned error" on a
// 400, format_error), Wei-Shaw/claude-relay-service#150 (a relay's account pool empty for now,
// overloaded by the held convention).
describe('a proxy with no provider or channel for the model is the model', () => {
  checkReasons([
    [
      'CLIProxyAPI: unknown provider for model (400 invalid_request_error)',
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"unknown provider for model claude-sonnet-4-5-20250929","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      'the same for a renamed thinking model',
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"unknown provider for model gemini-claude-opus-4-5-thinking","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      "new-api's no_valid_channel_error inside a client's detail",
      {
        body: {
          detail:
            'Failed to submit video task: OpenAI-compatible video API error: 500 {"error":{"message":"no_valid_channel_error (tid: 2026042803152273999503507393078)","type":""},"type":"error"}',
        },
        name: 'TaskTriggerError',
      },
      'model_not_found',
    ],
    // Review r74: the same proxy refusal on a 502 (typed api_error) was server_error, retried as it
    // is, though the maintainer names only configuration (no provider registered for the model):
    // router-for-me/CLIProxyAPI#4071. Held like one-api's "no available channel for model" on a 5xx.
    [
      'CLIProxyAPI: unknown provider for model on a 502',
      {
        status: 502,
        message:
          'API error: 502 {"type":"error","error":{"type":"api_error","message":"unknown provider for model claude-sonnet-5"}}',
      },
      'model_not_found',
    ],
    [
      "OpenRouter's bare provider error on a 400 stays the request's",
      {
        status: 400,
        message:
          'ERROR: Error in OpenRouter API call (Attempt 1/3): 400 Provider    returned error',
      },
      'format_error',
    ],
    [
      "a relay's empty account pool stays capacity",
      {
        status: 500,
        message:
          'API Error (500 No available Claude accounts support the requested model: claude-sonnet-4-20250514) · Retrying in 1 seconds… (attempt 1/10)',
      },
      'overloaded',
    ],
  ]);
});

// Sources: decolua/9router#25 (h74, a router with no credentials for its github provider),
// zed-industries/zed#61435 (h74, Zed's ChatGPT Subscription provider not signed in);
// counter-examples: mnfst/llm-gateway#2116 (a rate-limited OAuth exchange that says "sign in
// again", rate_limit), Gitlawb/openclaude#967 (OpenRouter's "No cookie auth credentials found",
// held auth_permanent), and an invented transient credential line (no real one found).
describe('a provider with no credentials or sign-in is a missing key', () => {
  checkReasons([
    [
      '9router: No credentials for provider (400)',
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"No credentials for provider:\n     github","type":"invalid_request_error","code":"bad_request"}}',
      },
      'auth_permanent',
    ],
    // Review r74: the same router's chat endpoint says it with "active" and a 404 (its code: "zero
    // active credentials is an expected operator-driven state"; 404 so that combos fall back), and
    // was unknown: decolua/9router#2151 (Codex's rendering).
    [
      '9router: No active credentials for provider (404, through Codex)',
      {
        status: 404,
        message:
          'unexpected status 404 Not Found: No active credentials for provider: openai, url: xxx',
      },
      'auth_permanent',
    ],
    [
      'Zed: sign in with your subscription to use this provider',
      {
        message:
          'Failed to authenticate provider: ChatGPT Subscription: Sign in with your ChatGPT Plus or Pro subscription to use this provider.',
      },
      'auth_permanent',
    ],
    [
      'a rate-limited OAuth exchange that asks to sign in again stays a rate limit',
      {
        message:
          'Anthropic rate-limited the OAuth token exchange. Please wait a minute, then sign in again.',
      },
      'rate_limit',
    ],
    [
      "OpenRouter's missing cookie credentials keep their answer",
      {
        status: 401,
        message: '401 {"error":{"message":"No cookie auth credentials found","code":401}}',
      },
      'auth_permanent',
    ],
    [
      'an expired session token for a provider stays refreshable (invented)',
      { status: 401, message: 'Session token for provider anthropic has expired' },
      'auth',
    ],
    // Review r74, a real neighbour for the invented line above: nowledge-co/community#624 (the
    // ChatGPT backend's expired subscription token, which a refresh fixes).
    [
      "the ChatGPT backend's expired subscription token stays refreshable",
      {
        status: 401,
        body: { code: 'token_expired', message: 'Provided authentication token is expired.' },
      },
      'auth',
    ],
  ]);
});

// Sources: Kilo-Org/kilocode#12139 (h74, "Unexpected server error. Check server logs for details."
// as a message); counter-example: anomalyco/opencode#1692 (Bun's socket closed unexpectedly, a
// transport failure).
describe("an unexpected server error is the server's", () => {
  checkReasons([
    [
      'the words as a message',
      { message: 'Unexpected server error. Check server logs for details.' },
      'server_error',
    ],
    [
      "Bun's socket closed unexpectedly stays the transport's",
      {
        message:
          'The socket connection was closed unexpectedly. For more information, pass `verbose: true` in the second argument to fetch()',
      },
      'timeout',
    ],
  ]);
});

// Sources: RooCodeInc/Roo-Code#10291 (h74, Copilot's Gemini 3 Pro refusing a tool without a name;
// its 400 was held, the words alone were not); counter-example: Kilo-Org/kilocode#7894 (a model
// named in "Model not found", the model's).
describe('a tool sent without its name is the request', () => {
  checkReasons([
    [
      'the words without their 400',
      { message: 'Tool name is required for Gemini requests' },
      'format_error',
    ],
    [
      'a missing model stays the model',
      { message: 'Model not found: kilo/kilo-auto/free.' },
      'model_not_found',
    ],
  ]);
});
