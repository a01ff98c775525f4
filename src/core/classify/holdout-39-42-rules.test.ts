/**
 * Rules from held-out batches 39–42 (natural samples; docs/classifier.md, "Batches 39–42"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a 404 that is bare behind a relay summary, an exception chain or an API base URL', () => {
  checkReasons([
    [
      '"Upstream provider X returned HTTP 404."',
      { status: 404, message: 'Upstream provider OPENROUTER returned HTTP 404.' },
      'model_not_found',
    ],
    [
      "httpx's wording after an SDK's exception chain, on the messages URL",
      {
        status: 404,
        message:
          "litellm.exceptions.NotFoundError: litellm.NotFoundError: AnthropicException - Client error '404 Not Found' for url 'https://api.anthropic.com/v1/messages'",
      },
      'model_not_found',
    ],
    [
      '"HTTP POST <API base> failed with status code 404"',
      { status: 404, message: 'HTTP POST https://api.deepseek.com/v1 failed with status code 404' },
      'model_not_found',
    ],
    // Words of the relay's own after the 404, another path, or "url:" keep their old answers.
    [
      'a relay summary with words after the 404',
      { status: 404, message: 'Upstream provider OPENROUTER returned HTTP 404: thread not found' },
      'unknown',
    ],
    [
      '"HTTP POST <a /responses URL> failed …"',
      {
        status: 404,
        message: 'HTTP POST https://api.deepseek.com/responses failed with status code 404',
      },
      'unknown',
    ],
    [
      'python-requests\' "Not Found for url: <chat URL>"',
      {
        status: 404,
        message: '404 Client Error: Not Found for url: https://example.com/v1/chat/completions',
      },
      'format_error',
    ],
  ]);
});

describe('capacity in so many words: a queue position, a high volume of traffic', () => {
  checkReasons([
    [
      'a queue position',
      {
        message:
          'Too many current requests. Your queue position is 38. Please wait for a while or switch to other models.',
      },
      'overloaded',
    ],
    [
      'a high volume of traffic',
      {
        message:
          "The model you've selected is experiencing a high volume of traffic. Try changing the model.",
      },
      'overloaded',
    ],
    // A request merely queued, or a volume over the caller's own limit, is not capacity.
    ['a request queued', { message: 'Your request has been queued' }, 'unknown'],
    [
      'a volume over the rate limit',
      { message: 'Request volume exceeds your rate limit' },
      'rate_limit',
    ],
  ]);
});

describe('a model unavailable for now, with a retry invitation, is capacity', () => {
  checkReasons([
    [
      '"currently unavailable. Please try again"',
      {
        message:
          'The selected model is currently unavailable. Please try again or select another model.',
      },
      'overloaded',
    ],
    // Without the invitation, or unavailable in a region, nothing is read.
    ['without a retry invitation', { message: 'The model is currently unavailable.' }, 'unknown'],
    [
      'unavailable in a region',
      {
        message:
          'The selected model is currently unavailable in your region. Please try again later.',
      },
      'unknown',
    ],
    [
      '"is not available" stays a missing model',
      { status: 404, message: 'The model gpt-9 is not available' },
      'model_not_found',
    ],
  ]);
});

describe('a usage limit that resets at a clock time is a window', () => {
  checkReasons([
    [
      '"resets 8pm"',
      { message: "You've hit your limit · resets 8pm (America/New_York)" },
      'rate_limit',
    ],
    ['"resets 3:30 am"', { message: "You've hit your limit, resets 3:30 am" }, 'rate_limit'],
    // The limit alone says neither a window nor a paid allowance.
    ['the limit alone', { message: "You've hit your limit" }, 'unknown'],
  ]);
});

describe("AWS IAM's denial of an action is auth", () => {
  checkReasons([
    [
      '"is not authorized to perform: bedrock:…"',
      {
        message:
          'User: arn:aws:sts::1111:assumed-role/r is not authorized to perform: bedrock:InvokeModelWithResponseStream on resource: arn:aws:bedrock:::foundation-model/x with an explicit deny in a service control policy',
      },
      'auth',
    ],
    // No service action named: nothing read, as before.
    ['no service action', { message: 'User is not authorized to perform this action' }, 'unknown'],
    [
      'not authorized to invoke this model',
      { message: 'You are not authorized to invoke this model' },
      'unknown',
    ],
  ]);
});

describe('a refusal that points at the acceptable-use policy is content_policy', () => {
  checkReasons([
    [
      "Claude Code's refusal with the AUP link",
      {
        message:
          "API Error: Sonnet 5 can't help with this. Start a new session to continue. Learn more: https://www.anthropic.com/legal/aup Details: `[bio]`",
      },
      'content_policy',
    ],
    [
      '"cannot help with that" and the usage policies',
      { message: 'I cannot help with that request as it may violate usage policies.' },
      'content_policy',
    ],
    // The same words without the policy pointer are no refusal verdict.
    [
      'without the policy',
      { message: "Claude can't help with this request right now. Please try again later." },
      'unknown',
    ],
  ]);
});

describe('a cap reached for this month is billing', () => {
  checkReasons([
    [
      "Amazon Q's monthly cap",
      {
        message:
          'Maximum com.amazon.aws.codewhisperer.streaming.GenerateAssistantResponse reached for this month.',
      },
      'billing',
    ],
    [
      'under a ThrottlingException code',
      {
        code: 'ThrottlingException',
        message:
          'Error { code: "ThrottlingException", message: "Maximum GenerateAssistantResponse reached for this month." }',
      },
      'billing',
    ],
    // A per-minute maximum is a window.
    ['per minute', { message: 'Maximum requests per minute reached for this model' }, 'rate_limit'],
  ]);
});

describe("LiteLLM's provider_specific_fields carry Azure's inner error code", () => {
  const body = (code: string) => ({
    code: '400',
    provider_specific_fields: {
      innererror: { code, content_filter_result: { jailbreak: { filtered: true } } },
    },
  });
  checkReasons([
    [
      'ResponsibleAIPolicyViolation',
      { status: 400, body: body('ResponsibleAIPolicyViolation') },
      'content_policy',
    ],
    // Another inner code says no refusal.
    ['another inner code', { status: 400, body: body('SomethingElse') }, 'format_error'],
  ]);
});

describe('a local model that failed to load is a server fault', () => {
  checkReasons([
    [
      "LM Studio's load failure",
      {
        message:
          'Failed to load the model\n\nError loading model.\n\n(Exit code: 18446744072635810000). Unknown error.',
      },
      'server_error',
    ],
    // llama.cpp's reason after a colon (a broken file) stays as held; a list failing is not a model.
    ['a reason after the colon', { message: 'error loading model: invalid gguf magic' }, 'unknown'],
    ['a model list', { message: 'Failed to load the model list' }, 'unknown'],
  ]);
});

describe("a 400's model verdict beats a client's validation headline around it", () => {
  checkReasons([
    [
      "LangBot's 请求参数错误 around DeepSeek's Model Not Exist",
      {
        status: 400,
        body: { error: { message: 'Model Not Exist', type: 'invalid_request_error' } },
        message:
          "模型请求失败: 请求参数错误: Error code: 400 - {'error': {'message': 'Model Not Exist'}}",
      },
      'model_not_found',
    ],
    [
      'the same with the message only',
      {
        status: 400,
        message:
          "模型请求失败: 请求参数错误: Error code: 400 - {'error': {'message': 'Model Not Exist'}}",
      },
      'model_not_found',
    ],
    // A provider message that is itself validation about the model field stays the request's.
    [
      'validation in the body',
      {
        status: 400,
        body: { error: { message: "Invalid value for 'model': unknown model gpt-9" } },
        message: "请求参数错误: Error code: 400 - {'error': …}",
      },
      'format_error',
    ],
  ]);
});

describe('Chinese rate wordings, Werkzeug boilerplate, one-api quota, 413 overflow', () => {
  checkReasons([
    ['请求速率超过限制', { message: '请求速率超过限制，请稍后再试' }, 'rate_limit'],
    ['速率 without a limit', { message: '请求速率正常' }, 'unknown'],
    [
      "Werkzeug's stock 500 page",
      {
        status: 500,
        body: '<p>The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.</p>',
      },
      'server_error',
    ],
    ['a 500 that says overloaded', { status: 500, body: 'The server is overloaded' }, 'overloaded'],
    [
      "one-api's quota is not enough",
      { message: 'user [3446] quota [-20847155]preConsumedQuota [743]is not enough' },
      'billing',
    ],
    [
      'quota and "not enough" in two clauses',
      { message: 'quota usage 40%; context is not enough' },
      'unknown',
    ],
    [
      "a 413 around Anthropic's Prompt is too long",
      {
        status: 413,
        body: {
          error: { message: '{"type":"error","error":{"message":"Prompt is too long"}}' },
        },
      },
      'context_overflow',
    ],
    ['a bare 413', { status: 413, message: 'Request entity too large' }, 'payload_too_large'],
  ]);
});

describe('transport failures a relay or client names', () => {
  checkReasons([
    [
      "a relay's 404 because of its proxy's TLS failure",
      {
        status: 404,
        message:
          'Error: Not found because of proxy error: Error: Client network socket disconnected before secure TLS connection was established (Status Code: 404)',
      },
      'timeout',
    ],
    [
      "a 404's own words",
      { status: 404, message: 'Not found because of a missing route' },
      'unknown',
    ],
    [
      "hyper's client error (SendRequest) inside a relay's 502",
      { status: 502, message: '请求转发失败: 上游请求失败: client error (SendRequest)' },
      'timeout',
    ],
    ['the same without a status', { message: 'client error (Connect)' }, 'timeout'],
    [
      "urllib3's max retries, cut after the URL",
      {
        message:
          "HTTPSConnectionPool(host='dashscope.aliyuncs.com', port=443): Max retries exceeded with url: /",
      },
      'timeout',
    ],
    // urllib3's retries spent on 429s are no transport failure: since session 56 (group DU, batch
    // 954's held line) they read as the rate limit they report.
    [
      'max retries on 429 responses',
      {
        message:
          "HTTPSConnectionPool(host='x.com', port=443): Max retries exceeded with url: /v1 (Caused by ResponseError('too many 429 error responses'))",
      },
      'rate_limit',
    ],
  ]);
});

describe('model verdicts: an endpoint the model does not serve, a modelId that fails its pattern', () => {
  checkReasons([
    [
      "Cohere's endpoint not on this model",
      { message: 'cohere.error.CohereError: embed is not an available endpoint on this model' },
      'model_not_found',
    ],
    ['no model named', { message: 'embed is not an available endpoint' }, 'unknown'],
    [
      "Bedrock's modelId constraint",
      {
        status: 400,
        message:
          "1 validation error detected: Value 'anthropic.claude-v2:0:100k' at 'modelId' failed to satisfy constraint: Member must satisfy regular expression pattern: …",
      },
      'model_not_found',
    ],
    [
      'another field',
      {
        status: 400,
        message:
          "1 validation error detected: Value at 'messages' failed to satisfy constraint: Member must have length less than or equal to 5",
      },
      'format_error',
    ],
  ]);
});

describe('a location the API does not serve, without a status, as on a 400', () => {
  checkReasons([
    [
      '"User location is not supported for the API use."',
      { message: 'User location is not supported for the API use.' },
      'auth_permanent',
    ],
    // A parameter named location is validation.
    [
      'a quoted location parameter',
      { message: 'Parameter "location" is not supported for this endpoint' },
      'format_error',
    ],
  ]);
});

describe('a status kept only in text', () => {
  checkReasons([
    [
      "urllib's HTTPError",
      { message: 'httperror_seek_wrapper: HTTP Error 400: Bad Request' },
      'format_error',
    ],
    [
      "aiohttp's ClientResponseError",
      {
        message:
          "aiohttp.client_exceptions.ClientResponseError: 422, message='Unprocessable Entity', url='https://x/v1/chat/completions'",
      },
      'format_error',
    ],
    [
      '"API Error (429 {…})"',
      {
        message:
          'API Error (429 {"error":{"message":"Request limit exceeded.","type":"api_error"}}) · Retrying in 1 seconds… (attempt 1/10)',
      },
      'rate_limit',
    ],
    [
      '"429 Provider returned error" without a status',
      { message: 'Optimization failed: 429 Provider returned error' },
      'upstream_rate_limit',
    ],
    // A bare "Provider returned error" stays the held server fault; a class without a status none.
    ['"Provider returned error" alone', { message: 'Provider returned error' }, 'server_error'],
    [
      'a ClientResponseError without a status',
      { message: 'ClientResponseError: connection closed' },
      'timeout',
    ],
  ]);
});
