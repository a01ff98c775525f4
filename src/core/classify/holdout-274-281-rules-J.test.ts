/**
 * Rules written in session 33 for misses of held-out batches 274–281 (group J), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Credentials said to be incorrect: Dify's wrapper for any provider's authorization failure
// (batch 274, langgenius/dify#16572), the same verdict as "Incorrect API key provided".
describe('credentials said to be incorrect are a dead key', () => {
  checkReasons([
    [
      "Dify's InvokeAuthorizationError around the google plugin (batch 274)",
      { message: '[google] Incorrect model credentials provided, please check and try again.' },
      'auth_permanent',
    ],
    [
      'the same wrapper around another provider (invented)',
      { message: '[openai] Incorrect model credentials provided, please check and try again.' },
      'auth_permanent',
    ],
    [
      "OpenAI's own sibling verdict, held ×53 (existing rule)",
      {
        status: 401,
        message:
          'Incorrect API key provided: sk-abc***. You can find your API key at https://platform.openai.com/account/api-keys.',
      },
      'auth_permanent',
    ],
    [
      "Anthropic's expired OAuth session stays refreshable (held h44, no status)",
      { message: 'Invalid authentication credentials' },
      'auth',
    ],
    [
      "the same under its 401 (held h126's body)",
      {
        status: 401,
        message:
          'Error: 401 {"type":"error","error":{"type":"authentication_error","message":"Invalid authentication credentials"}}',
      },
      'auth',
    ],
    [
      "a forward proxy's own credentials are no provider key (invented)",
      { message: 'Proxy error: incorrect proxy credentials' },
      'auth',
    ],
    [
      "Dify's validation wrapper over a connect timeout stays the transport's (held h274)",
      {
        message:
          "An error occurred during credentials validation, HTTPSConnectionPool(host='api.moonshot.cn') Max retries exceeded with url: /v1/chat/completions (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f>, 'Connection to api.moonshot.cn timed out. (connect timeout=10)'))",
      },
      'timeout',
    ],
    [
      "Dify's validation wrapper over a bare 403 stays auth (held h274)",
      { status: 403, message: 'Credentials validation failed with status code 403.' },
      'auth',
    ],
  ]);
});

// A credential the service says it did not receive (batch 279, Wei-Shaw/sub2api#3621: SenseNova's 401
// code 16), as the held "Missing Authorization header" lines say it.
describe('an authorization the service did not find is a dead key', () => {
  checkReasons([
    [
      "SenseNova's 401 code 16 behind sub2api (batch 279)",
      {
        status: 401,
        body: { error: { code: 16, message: 'Authorization Not Found' } },
        message: 'API returned 401: {"error": {"code": 16,"message": "Authorization Not Found"}}',
      },
      'auth_permanent',
    ],
    [
      "OpenRouter's missing header through Cline CLI (held h27, existing rule)",
      { message: 'Error 401: Missing Authorization header' },
      'auth_permanent',
    ],
    [
      'the header said missing under a 401 (invented)',
      { status: 401, message: 'Authorization header is missing' },
      'auth_permanent',
    ],
    [
      'the header said not provided, no status (invented)',
      { message: 'Error: Authorization header was not provided' },
      'auth_permanent',
    ],
    [
      "SenseNova's same code 16 saying only Forbidden stays auth (held h279)",
      {
        status: 401,
        body: { error: { code: 16, message: 'Forbidden' } },
        message: 'Status: 401 Response: {"error": {"code": 16, "message": "Forbidden"}}',
      },
      'auth',
    ],
    [
      "nginx's 401 Authorization Required page asks for one, without saying none came (held h142)",
      {
        status: 401,
        message:
          '<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>',
      },
      'auth',
    ],
    [
      "OCI's 404 'Authorization failed or requested resource not found' stays the model's (held h109)",
      { status: 404, message: 'Authorization failed or requested resource not found.' },
      'model_not_found',
    ],
    [
      "a card's authorization is no credential (invented)",
      { status: 402, message: 'Payment authorization not found for this card' },
      'billing',
    ],
  ]);
});

// A cap on queries per second said to be overflowed or exceeded (batch 279, iflytek/spark-ai-python#39).
describe('a QPS cap overflowed or exceeded is a rate limit', () => {
  checkReasons([
    [
      "iFlytek Spark's 11202 AppIdQpsOverFlowError, no status (batch 279)",
      { message: 'Error Code: 11202, Error: AppIdQpsOverFlowError', code: '11202' },
      'rate_limit',
    ],
    [
      "Baidu AppBuilder's total QPS limit without its 429 (held baidu-appbuilder-429-total-qps, status dropped)",
      { message: 'Total API QPS limit exceeded' },
      'rate_limit',
    ],
    [
      "Qianfan's QPS request limit (held h135)",
      { message: 'Open api qps request limit reached' },
      'rate_limit',
    ],
    ['the Chinese wording (invented)', { message: 'QPS超限，请稍后再试' }, 'rate_limit'],
    [
      "Spark's bare 11200 AppIdNoAuthError stays auth (held h70)",
      { message: 'Socket 出错: 11200 AppIdNoAuthError' },
      'auth',
    ],
    [
      "Spark's 11200 for a used-up token allowance stays billing (held h64)",
      { message: 'syncOutput: 11200:AppIdNoAuthError:(21:00:00.909) tokens.total' },
      'billing',
    ],
    [
      'a setting named qps_limit says nothing was exceeded (invented)',
      { status: 400, message: 'invalid parameter: qps_limit must be a positive integer' },
      'format_error',
    ],
  ]);
});

// A 403 for a usage window that refills by itself (batch 279, MoonshotAI/kimi-code#3951).
describe('a 403 for a usage window that resets is a rate limit', () => {
  checkReasons([
    [
      "Kimi Code's weekly window, filed by the CLI as provider.auth_error (batch 279)",
      {
        status: 403,
        message:
          "error: failed to run prompt: provider.auth_error: 403 You've reached your weekly (7-day) usage limit. Your quota will reset when the current 7-day window ends.",
      },
      'rate_limit',
    ],
    [
      "Kimi's body typed access_terminated_error, as openclaw#142656 replays it (cited in batch 279's write-up)",
      {
        status: 403,
        body: {
          error: {
            message:
              "You've reached your weekly (7-day) usage limit. Your quota will reset when the current 7-day window ends. To continue now, purchase extra usage or upgrade your plan.",
            type: 'access_terminated_error',
          },
        },
      },
      'rate_limit',
    ],
    [
      'a quota that resets in hours (invented)',
      { status: 403, message: 'Usage limit reached. Your quota resets in 4h.' },
      'rate_limit',
    ],
    [
      "Kimi's billing cycle stays billing (held h121)",
      {
        status: 403,
        message:
          "403 You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.",
      },
      'billing',
    ],
    [
      // Session 36 (group T): a monthly limit used up now reads as the allowance it is (billing).
      'a monthly quota that resets stays no window (invented)',
      { status: 403, message: 'Your monthly quota has been used up and will reset on July 1.' },
      'billing',
    ],
    [
      "OpenRouter's monthly key limit stays billing (held gptme-ci-openrouter-403-key-limit-monthly)",
      {
        status: 403,
        message:
          "Error code: 403 - {'error': {'message': 'Key limit exceeded (monthly limit). Manage it using https://openrouter.ai/settings/keys', 'code': 403}}",
      },
      'billing',
    ],
    [
      "Kimi's client gate under the same type stays auth (held h43)",
      {
        status: 403,
        message:
          "Server: Error code: 403 - {'error': {'message': 'Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code, Kilo Code, etc.', 'type': 'access_terminated_error'}}",
      },
      'auth',
    ],
    [
      "Kimi's access terminated stays a dead key (held h94)",
      {
        status: 403,
        message:
          'Error: 403 {"error":{"type":"permission_error","message":"Access terminated. Review our Community Guidelines(https://www.kimi.com/code/docs/kimi-code/community-guidelines.html) or contact support@moonshot.cn for assistance."}}',
      },
      'auth_permanent',
    ],
    [
      'something other than an allowance that resets is no window (invented)',
      {
        status: 403,
        message:
          'You do not have access to this quota project. Permissions will reset when the admin approves.',
      },
      'auth',
    ],
  ]);
});
