/**
 * Rules written in session 31 for misses of held-out batches 251–254 (group C), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const ELEVENLABS_FREE_TIER_DISABLED =
  "{'detail': {'status': 'detected_unusual_activity', 'message': 'Unusual activity detected. Free Tier usage disabled. If you are using a proxy/VPN you might need to purchase a Paid Plan to not trigger our abuse detectors. Free Tier only works if users do not abuse it, for example by creating multiple free accounts. If we notice that many people try to abuse it, we will need to reconsider Free Tier altogether. \\nPlease play fair and purchase any Paid Subscription to continue.'}}";

// ElevenLabs' free tier disabled for unusual activity, sent as a 401 (batch 251, ComfyUI-Griptape's
// ElevenLabs driver, griptape-ai/ComfyUI-Griptape#286; held without the status in batches 165 and
// 236): a paid plan to buy, read before the bare 401.
describe('a 401 that asks for a paid plan before the account is served again is billing', () => {
  checkReasons([
    [
      "ElevenLabs' 401 through ComfyUI-Griptape (batch 251)",
      { status: 401, message: `status_code: 401, body: ${ELEVENLABS_FREE_TIER_DISABLED}` },
      'billing',
    ],
    [
      "the same body in OWASP Nest's ApiError, its status kept (held h165 without it)",
      {
        status: 401,
        message: `elevenlabs.core.api_error.ApiError: headers: {'date': 'Sun, 08 Feb 2026 19:09:06 GMT', 'server': 'uvicorn', 'content-type': 'application/json', 'x-region': 'asia-southeast1'}, status_code: 401, body: ${ELEVENLABS_FREE_TIER_DISABLED}`,
      },
      'billing',
    ],
    [
      "the older SDK's RateLimitError with the same words and no status (held h236)",
      {
        name: 'RateLimitError',
        message:
          'elevenlabs.api.error.RateLimitError: Unusual activity detected. Free Tier usage disabled. \n\nIf you are using proxy/VPN you might need to purchase a Paid Plan to not trigger our abuse detectors.\nFree Tier only works if users do not abuse it, for example by creating multiple free accounts. \nIf we notice that many people try to abuse it, we will need to reconsider Free Tier altogether. Please play fair.\nPlease purchase any Paid Subscription to continue.',
      },
      'billing',
    ],
    [
      "Coze's free quota used up, upgrade to a paid plan to continue, under a 401 (invented status; held h244 without one)",
      {
        status: 401,
        message:
          'Your free quota has been used up. Please upgrade to a paid plan to continue: https://console.volcengine.com/coze-pro',
      },
      'billing',
    ],
    [
      "Augment's restricted account, 'To continue, purchase a subscription', under a 401 (invented status; held h105 without one)",
      {
        status: 401,
        message:
          'Your account *** has been restricted. To continue, [purchase a subscription](https://app.augmentcode.com/account).',
      },
      'billing',
    ],
    [
      "Azure's 401 for a wrong key of an active subscription stays a dead key (held h22)",
      {
        status: 401,
        body: {
          error: {
            code: '401',
            message:
              'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.',
          },
        },
      },
      'auth_permanent',
    ],
    [
      "Kimi Code's 401 for a model the subscription does not reach stays model access (held h211)",
      {
        status: 401,
        message: '401 Your current subscription does not have access to kimi-for-coding-highspeed',
      },
      'model_not_found',
    ],
    [
      'a 401 that mentions upgrading without asking for it to continue stays the key (invented)',
      {
        status: 401,
        message:
          'Invalid API key provided. Sign up and upgrade to a paid plan at https://example.com/pricing.',
      },
      'auth_permanent',
    ],
    [
      'a 401 for an invalid key that points to the plans stays the key (review 31, invented)',
      {
        status: 401,
        message: "Invalid API key. Don't have one? Purchase a plan at https://example.com/pricing",
      },
      'auth_permanent',
    ],
    [
      'a 401 for a missing key that says to buy a subscription for one stays the key (review 31, invented)',
      {
        status: 401,
        message: 'Unauthorized: invalid api key. To get an API key, purchase a subscription.',
      },
      'auth_permanent',
    ],
    [
      'a 401 for a model a plan unlocks stays model access (review 31, invented)',
      {
        status: 401,
        message:
          'This model requires a Pro subscription. Please upgrade to a paid plan to continue using it.',
      },
      'model_not_found',
    ],
    [
      "Cloudflare's 429 that points to its paid plan stays the daily window (held h58)",
      {
        status: 429,
        body: "you have used up your daily free allocation of 10,000 neurons, please upgrade to Cloudflare's Workers Paid plan",
      },
      'rate_limit',
    ],
    [
      "Together's rate-limit notice that ends 'upgrade to a paid plan.' stays the window (held h61)",
      {
        body: {
          error: {
            message:
              'You have been rate limited. Your rate limit is 60 queries per minute. Please navigate to https://api.together.xyz/settings/billing to upgrade to a paid plan.',
            type: 'credit_limit',
            param: null,
            code: null,
          },
        },
      },
      'rate_limit',
    ],
  ]);
});

// A WebSocket closed with 1006, RFC 6455's abnormal closure: the connection dropped without a close
// frame (batch 251, LiveKit agents-js' Gemini Live plugin, livekit/agents-js#2366).
describe('a WebSocket closed with 1006 (abnormal closure) is a dropped connection', () => {
  checkReasons([
    [
      "LiveKit agents-js' bare close on a Gemini Live session (batch 251)",
      { message: 'WebSocket closed with code 1006', code: '1006' },
      'timeout',
    ],
    [
      "Go's gorilla/websocket close error (as Loki's client documents it)",
      { message: 'websocket: close 1006 (abnormal closure): unexpected EOF' },
      'timeout',
    ],
    [
      "Python websockets' legacy ConnectionClosed text",
      {
        message:
          'websockets.exceptions.ConnectionClosedError: WebSocket connection is closed: code = 1006 (connection closed abnormally [internal]), no reason',
      },
      'timeout',
    ],
    [
      "a browser CloseEvent printed as 'Code: 1006, reason: ' (invented; batch 229's 1007 shape)",
      { message: 'Live API socket error. Code: 1006, reason: , wasClean: false' },
      'timeout',
    ],
    [
      "a troubleshooting page's 'WebSocket closed: Code 1006 (abnormal closure)'",
      { message: 'WebSocket closed: Code 1006 (abnormal closure)' },
      'timeout',
    ],
    [
      "the Azure Speech SDK's 1006 around the server's 401 stays the key (held h165)",
      {
        message:
          'Error: azure speech recognition stream cancelled with error: 4 Unable to contact server. StatusCode: 1006, undefined Reason: Unexpected server response: 401',
      },
      'auth',
    ],
    [
      "Gemini Live's 1011 with its reason stays the server's fault (held h229)",
      {
        message:
          "site-packages\\google\\genai\\live.py:542> exception=ConnectionClosedError(Close(code=1011, reason='Internal error encountered.'), Close(code=1011, reason='Internal error encountered.'), True)>",
      },
      'server_error',
    ],
    [
      "Gemini Live's 1008 with its reason stays the refused request (batch 229)",
      {
        message:
          'received 1008 (policy violation) Operation is not implemented, or supported, or enabled.; then sent 1008 (policy violation) Operation is not implemented, or supported, or enabled.',
      },
      'format_error',
    ],
    [
      'a normal close (1000) is not read as a drop (invented)',
      { message: 'WebSocket closed with code 1000' },
      'unknown',
    ],
    [
      "a request id with 1006 in it is no close code (held h218's 404)",
      {
        status: 404,
        name: 'InvalidAction',
        message:
          'The specified action is invalid: /api/v3/responses/v1/responses Request id: 02176847052128859df61006bd304ecb5213de71e9f0ab5fafdf2',
      },
      'format_error',
    ],
  ]);
});

// FastChat's OpenAI-compatible server sends every worker failure as a 400 under its banner (batch 253,
// AutoGen through FastChat, microsoft/autogen#815; held without a status in batches 88, 113 and 143).
describe('a 400 whose words say the server is loaded is capacity', () => {
  checkReasons([
    [
      "FastChat's banner as AutoGen printed the 400 (batch 253, cut by GitHub's title)",
      {
        status: 400,
        name: 'BadRequestError',
        message:
          "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': '**NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR",
      },
      'overloaded',
    ],
    [
      'the whole banner with its code, its status kept (held h88 without it)',
      {
        status: 400,
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE. (error_code: 4)',
      },
      'overloaded',
    ],
    [
      "Cerebras' queue words under a 400 (invented status; held h72 under a 429)",
      { status: 400, message: "We're experiencing high traffic right now! Please try again soon." },
      'overloaded',
    ],
    [
      "FastChat's 50003 read timeout under the banner stays a timeout (held h143 without a status)",
      {
        status: 400,
        message:
          "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n\n(error_code: 50003, HTTPConnectionPool(host='localhost', port=21002): Read timed out.)",
      },
      'timeout',
    ],
    [
      "a client's guess after its own timeout stays the timeout (held h164's words under a 400, invented)",
      {
        status: 400,
        message: 'ApiError: Request timed out. The AI service may be experiencing high load.',
      },
      'timeout',
    ],
    [
      "FastChat's 50004 overflow under the banner stays the overflow (held h156 without a status)",
      {
        status: 400,
        message:
          'NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE REGENERATE OR REFRESH THIS PAGE.\n(error_code: 50004, Prompt tokens (9471) + max-sampled tokens (512) exceeds max (9216))',
      },
      'context_overflow',
    ],
    [
      "DashScope's parameter refusal typed ServiceUnavailableError stays the request's (held h244)",
      {
        status: 400,
        message:
          '[tongyi] Error: PluginInvokeError: {"args":{},"error_type":"ServiceUnavailableError","message":"Failed to invoke model qwq-32b, status code: 400, message: \\u003c400\\u003e InternalError.Algo.InvalidParameter: This model only supports incremental_output set to',
      },
      'format_error',
    ],
    [
      "Kimi's 'Service temporarily unavailable.' around a relayed 400 stays the request's (held h158)",
      {
        message:
          'Service temporarily unavailable.\n{"jsonrpc":"2.0","id":"2_1776935426777","error":{"code":-32003,"message":"Error code: 400 - {\'error\': {\'type\': \'<nil>\', \'message\': \'thinking is enabled but reasoning_content is missing in assistant tool call message at index 13 (request id: 202604230913188261227178268d9d624DV4QBl)\'}, \'type\': \'error\'}","data":null}}',
      },
      'format_error',
    ],
    [
      "traffic from the caller's own address is no server load (review 31, invented)",
      {
        status: 400,
        message: 'The request was rejected because of high traffic from your IP address',
      },
      'format_error',
    ],
    [
      "high traffic beside a key's per-minute limit stays the rate limit (review 31, invented)",
      {
        status: 400,
        message:
          'Due to high traffic, your API key is limited to 3 requests per minute. Please retry after 20s.',
      },
      'rate_limit',
    ],
    [
      'a parameter named after traffic stays a validation error (invented)',
      { status: 400, message: 'Invalid value for temperature: high traffic mode is not supported' },
      'format_error',
    ],
  ]);
});
