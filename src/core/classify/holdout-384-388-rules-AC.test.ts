/**
 * Rules written for misses of held-out batches 385, 386 and 388 (group AC: logins, subscriptions and
 * usage limits), after the batches had been scored without them: each rule's real wordings (from
 * the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { ruleOf } from '../../../test/support/classified.js';
import { checkReasons } from '../../../test/support/reason-cases.js';

const CODE_ASSIST_LICENSE =
  'You are currently configured to use a Google Cloud Project but lack a Gemini Code Assist license. Please contact your administrator to request a license. (#3501)';

// A licence the account lacks (batch 385, Antigravity-Manager#1463): money, not the key.
describe('a licence the account lacks is billing', () => {
  checkReasons([
    [
      "Google's 403 SUBSCRIPTION_REQUIRED relayed by Antigravity-Manager to Claude Code (batch 385)",
      {
        status: 403,
        message: `API Error: 403 {"error":{"id":"err_retry_exhausted","message":"All 3 attempts failed. Last status: 403 Forbidden. Error: HTTP 403: {\\n \\"error\\": {\\n \\"code\\": 403,\\n \\"message\\": \\"${CODE_ASSIST_LICENSE}\\",\\n \\"status\\": \\"PERMISSION_DENIED\\",\\n \\"details\\": [{\\"@type\\": \\"type.googleapis.com/google.rpc.ErrorInfo\\", \\"reason\\": \\"SUBSCRIPTION_REQUIRED\\", \\"domain\\": \\"cloudaicompanion.googleapis.com\\"}]}}","type":"permission_error"},"type":"error"} · Please run /login`,
      },
      'billing',
    ],
    [
      "the same 403 as Google's own body (the document held h44 wraps; cloudcode-pa's shape)",
      {
        status: 403,
        body: {
          error: { code: 403, message: CODE_ASSIST_LICENSE, status: 'PERMISSION_DENIED' },
        },
      },
      'billing',
    ],
    [
      'a seat licence lacked in other words (invented)',
      {
        status: 403,
        message:
          'Forbidden: you do not have a valid Copilot license. Ask your organization admin to assign a seat.',
      },
      'billing',
    ],
    [
      "a licence agreement to accept is the request's (held h238, SageMaker's EULA header)",
      {
        message:
          "Need to pass custom_attributes='accept_eula=true' as part of header. This means you have read and accept the end-user license agreement (EULA) of the model.",
      },
      'format_error',
    ],
    [
      "licence terms to accept for a model are no purchase: the 403 stays the key's (invented)",
      { status: 403, message: 'You need to accept the license terms to access this model.' },
      'auth',
    ],
  ]);
});

// An account its service calls not eligible for it (batch 385, antigravity-claude-proxy#74).
describe('an account not eligible for the service is a dead credential', () => {
  checkReasons([
    [
      "cloudcode-pa's 403 'not eligible for Gemini Code Assist at this time' (batch 385)",
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message:
              'Your account is not eligible for Gemini Code\n\t\tAssist at this time. If you believe this is an error,\n\t\tplease email gemini-code-assist-user-feedback@google.com.',
            status: 'PERMISSION_DENIED',
          },
        },
        message:
          '[CloudCode] Error at https://cloudcode-pa.googleapis.com: 403 - { "error": { "code": 403, "message": "Your account is not eligible for Gemini Code\\n\\t\\tAssist at this time. If you believe this is an error,\\n\\t\\tplease email gemini-code-assist-user-feedback@google.com.", "status": "PERMISSION_DENIED" } }',
      },
      'auth_permanent',
    ],
    [
      "Gemini CLI's login refusal for the same service (held, batch 385)",
      {
        message:
          'Failed to login. Message: Your current account is not eligible for Gemini Code Assist for individuals because it is not currently available in your location.',
      },
      'auth_permanent',
    ],
    [
      'the same verdict without a status (invented)',
      { message: 'Sorry, your account is not eligible for Antigravity.' },
      'auth_permanent',
    ],
    [
      "NovelAI's 409 'Not eligible for this model' is no account verdict (held, batch 384)",
      { status: 409, message: 'Error 409 Not eligible for this model' },
      'format_error',
    ],
    [
      'an offer the account is not eligible for stays the 403 (invented)',
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'Your account is not eligible for the free trial.',
            status: 'PERMISSION_DENIED',
          },
        },
      },
      'auth',
    ],
    [
      'free credits the account is not eligible for are no dead credential (invented)',
      { message: 'Your account is not eligible for free credits at this time.' },
      'billing',
    ],
  ]);
});

// A refresh whose refresh token is called invalid (batch 385, CLIProxyAPI#2718).
describe('a refresh that calls the refresh token invalid is a dead credential', () => {
  checkReasons([
    [
      "CLIProxyAPI's Qwen OAuth refresh, the OAuth error type before it (batch 385)",
      { message: 'Token refresh failed: invalid_request - Invalid refresh token or client_id' },
      'auth_permanent',
    ],
    [
      'the same verdict in other words (invented)',
      { message: 'Failed to refresh token: invalid refresh token' },
      'auth_permanent',
    ],
    [
      'a refresh request missing its parameter is the request (invented)',
      {
        message:
          'Token refresh failed: invalid_request - missing required parameter: refresh_token',
      },
      'format_error',
    ],
    [
      'a refresh that met a 503 is no verdict on the token (invented)',
      { message: 'Token refresh failed: 503 Service Unavailable' },
      'overloaded',
    ],
    [
      'a refresh that timed out is the transport, whatever it quotes (invented)',
      { message: 'Token refresh failed: invalid refresh token (connect ETIMEDOUT 10.0.0.1:443)' },
      'timeout',
    ],
  ]);
});

// A credential kind the endpoint never takes (batch 385, headroom#962).
describe('a credential kind not supported for the endpoint is a dead credential', () => {
  checkReasons([
    [
      "GitHub's refusal of a PAT for Copilot's token exchange, in headroom's 'Failed to fetch models' (batch 385)",
      {
        message:
          'Error: Failed to fetch models (8bd6dfef-4e03-44d1-889e-f7325bf82110): checking third-party user token: bad request: Personal Access Tokens are not supported for this endpoint',
      },
      'auth_permanent',
    ],
    [
      'API keys refused for an endpoint in the same words (invented)',
      {
        status: 403,
        message: 'API keys are not accepted for this endpoint. Use an OAuth access token.',
      },
      'auth_permanent',
    ],
    [
      'a request feature not supported for the endpoint is the request (invented)',
      { status: 400, message: 'Streaming is not supported for this endpoint' },
      'format_error',
    ],
    [
      "the same client's model fetch that never connected is the transport (invented)",
      { message: 'Error: Failed to fetch models: fetch failed' },
      'timeout',
    ],
  ]);
});

// Copilot's premium-request allowance (batch 386, vscode-copilot-release#9300).
describe('a premium-request allowance spent is billing', () => {
  checkReasons([
    [
      "VS Code Copilot Chat's 'premium request limit … overages' notice (batch 386)",
      {
        message:
          'You have exceeded your premium request limit, and do not currently have overages enabled. We have switched you to the free base model. Enable Overages.',
      },
      'billing',
    ],
    [
      "the later 'premium request allowance' wording (held, batch 386)",
      {
        message:
          'You have exceeded your premium request allowance. We have automatically switched you to GPT-4.1 which is included with your plan. Enable additional paid premium requests to continue using premium models.',
      },
      'billing',
    ],
    [
      'the allowance with a wait stated is a window (invented)',
      {
        message: 'You have exceeded your premium request limit. Please try again in 5 minutes.',
      },
      'rate_limit',
    ],
    [
      "Code Assist's individual quota that overages lift, with its reset, is a window (held)",
      {
        message:
          '⚠ Individual quota reached. Contact your administrator to enable overages. Resets in 141h28m14s.',
      },
      'rate_limit',
    ],
    [
      'the same quota on its 429 without a reset (held h27)',
      {
        status: 429,
        message:
          'Error: Cloud Code Assist API error (429): Individual quota reached. Contact your administrator to enable overages',
      },
      'rate_limit',
    ],
  ]);
});

// A daily quota with the model named inside (batch 386, gemini-cli#11461).
describe('a daily quota reached is a window', () => {
  checkReasons([
    [
      "Gemini CLI's daily Pro quota notice, whose advice names /auth (batch 386)",
      {
        message:
          '⚡ You have reached your daily gemini-2.5-pro quota limit. ⚡ You can choose to authenticate with a paid API key or continue with the fallback model. ⚡ To increase your limits, upgrade to a Gemini Code Assist Standard or Enterprise plan with higher limits at https://goo.gle/set-up-gemini-code-assist ⚡ Or you can utilize a Gemini API Key. See: https://goo.gle/gemini-cli-docs-auth#gemini-api-key ⚡ You can switch authentication methods by typing /auth',
      },
      'rate_limit',
    ],
    [
      'the earlier notice without the model named (held h43, Gemini CLI)',
      {
        message:
          '⚡ You have reached your daily quota limit.\n  ⚡ Automatically switching from gemini-2.5-pro to gemini-2.5-flash for the remainder of this session.\n  ⚡ To increase your limits, upgrade to a Gemini Code Assist Standard or Enterprise plan with higher limits\n  at https://goo.gle/set-up-gemini-code-assist',
      },
      'rate_limit',
    ],
    [
      'the authentication advice alone stays auth (invented)',
      { message: 'Authentication failed. Please type /auth to sign in again.' },
      'auth',
    ],
    [
      'a daily quota beside money words to add stays billing (invented)',
      {
        message:
          'You have reached your daily quota. Please add credits to your account to continue.',
      },
      'billing',
    ],
  ]);
});

const HMAC_HOST = `HMAC signature cannot be verified:enforced header 'host' not used for signature creation`;

// Kong's hmac-auth in front of iFlytek Spark (batch 388; held 135, 194, 289).
describe('an HMAC gateway that cannot verify the credential is a dead credential', () => {
  checkReasons([
    [
      "ai-goofish-monitor on Spark's OpenAI-compatible endpoint, its 401 (batch 388)",
      {
        status: 401,
        message: `调用 OpenAI API 时出错: Error code: 401 - {'message': "${HMAC_HOST}"}`,
      },
      'auth_permanent',
    ],
    [
      "AstrBot's pasted fragment without a status (batch 388)",
      { message: `message': "${HMAC_HOST}"}` },
      'auth_permanent',
    ],
    [
      "xiaozhi-server's 401 in the same words (held h289)",
      {
        status: 401,
        message: `Error in function call streaming: Error code: 401 - {'message': "${HMAC_HOST}"}`,
      },
      'auth_permanent',
    ],
    [
      "simple-one-api's WebSocket handshake refused: no such credential (held h135)",
      {
        message:
          'failed to establish WebSocket connection: websocket: bad handshake, code=401,body={"message":"HMAC signature cannot be verified: fail to retrieve credential"}, wss://spark-api.xf-yun.com/v1.1/chat',
      },
      'auth_permanent',
    ],
    [
      "the same gateway's clock check is no dead key: the 401 stays auth (invented, Kong's wording)",
      {
        status: 401,
        message:
          'Error code: 401 - {\'message\': "HMAC signature cannot be verified, a valid date or x-date header is required for HMAC Authentication"}',
      },
      'auth',
    ],
    [
      "AWS SigV4's signature mismatch stays the refreshable auth (held h252)",
      {
        message:
          'litellm.APIConnectionError: BedrockException - {"message":"The request signature we calculated does not match the signature you provided. Check your AWS Secret Access Key and signing method."}',
      },
      'auth',
    ],
  ]);
});

// A plan limit that says when it resets (batch 388, openclaw#33785).
describe('a limit with a stated reset time is a window', () => {
  checkReasons([
    [
      "Zhipu's 1310 weekly/monthly limit with its reset time, relayed by OpenClaw (batch 388)",
      {
        message:
          'LLM error 1310: Weekly/Monthly Limit Exhausted. Your limit will reset at 2026-03-06 22:19:54 (request_id: 20260303141547610b7f574d1b44cb)',
      },
      'rate_limit',
    ],
    [
      "Claude's usage limit with its reset hour (held, batch 386)",
      { message: 'Claude usage limit reached. Your limit will reset at 12am.' },
      'rate_limit',
    ],
    [
      "Moonshot's billing cycle refreshed 'in the next cycle' states no time: billing (held h121)",
      {
        message:
          "403 You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.",
      },
      'billing',
    ],
    [
      'a spending limit that resets on a date is still money (invented)',
      {
        message:
          'You have reached your monthly spending limit. Your limit will reset on 2026-04-01.',
      },
      'billing',
    ],
    [
      'the monthly limit without a reset stays billing (invented)',
      { message: 'Monthly limit exhausted. Please upgrade your plan.' },
      'billing',
    ],
    [
      'a monthly plan cap that resets in days stays billing, as held monthly caps are (OpenCode Go, batch 389)',
      { message: 'Monthly usage limit reached. It will reset in 10 days 19 hours.' },
      'billing',
    ],
  ]);
});

// An expired session or OAuth token under a 400 (the differential's case after the vote retrain).
describe('an expired token under a 400 is the token', () => {
  checkReasons([
    [
      "an expired OAuth token under a 400, asking for a new login (the differential's wording)",
      { status: 400, message: 'Your OAuth token has expired, please log in again' },
      'auth',
    ],
    [
      "jsonwebtoken's TokenExpiredError under a 400 (invented)",
      { status: 400, message: '{"error":"TokenExpiredError: jwt expired"}' },
      'auth',
    ],
    [
      'a page token that expired is the request (invented)',
      { status: 400, message: 'Invalid argument: the page token has expired' },
      'format_error',
    ],
    [
      'an expired API key stays a dead key (invented)',
      { status: 400, message: 'The provided API key expired. Please renew the API key.' },
      'auth_permanent',
    ],
  ]);

  // A CSRF token is no credential: the expired-token rule leaves it. The answer is the vote's (the
  // retrain of session 79 reads "reload … expired token" as auth), so only the restraint is pinned.
  it('a CSRF token that expired is not read by the expired-token rule (invented)', () => {
    const descriptor = { status: 400, message: 'Bad request: CSRF token expired, reload the page' };
    expect(ruleOf(descriptor)).not.toBe('status.400.token_expired');
  });
});
