/**
 * Rules from held-out batch 64 (a natural sample; docs/classifier.md, "Batch 64"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a capacity_exceeded code is capacity, whatever the status', () => {
  checkReasons([
    [
      "Groq's flex tier at capacity (custom 498, error capacity_exceeded)",
      { status: 498, code: 'capacity_exceeded' },
      'overloaded',
    ],
    [
      "Mistral's held 'Service tier capacity exceeded for this model.' stays overloaded",
      {
        body: {
          object: 'error',
          message: 'Service tier capacity exceeded for this model.',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      },
      'overloaded',
    ],
    [
      'a context_length_exceeded code stays an overflow',
      {
        status: 400,
        body: {
          error: {
            message: "This model's maximum context length is 8192 tokens.",
            code: 'context_length_exceeded',
          },
        },
      },
      'context_overflow',
    ],
    [
      "a 498 with no code stays the request's (another 4xx)",
      { status: 498, message: 'Invalid Token' },
      'format_error',
    ],
  ]);
});

describe("Volcengine Ark's endpoint-not-found codes are the model's", () => {
  checkReasons([
    [
      'InvalidEndpoint.NotFound as a body with no status (LobeChat)',
      {
        body: {
          code: 'InvalidEndpoint.NotFound',
          message:
            'The request targeted an endpoint that does not exist or is invalid. Request id: 0217386810167267496f828e4b55008dbcbc157f9db9cedd9fe0c',
          param: '',
          type: 'NotFound',
        },
      },
      'model_not_found',
    ],
    [
      'InvalidEndpointOrModel.NotFound (held, on a 404) stays model_not_found',
      {
        status: 404,
        body: {
          code: 'InvalidEndpointOrModel.NotFound',
          message:
            'The model or endpoint doubao-1.5-pro-32k does not exist or you do not have access to it. Request id: 0217',
        },
      },
      'model_not_found',
    ],
    [
      // https://github.com/volcengine/volcengine-python-sdk/issues/13
      "Ark's InvalidParameter stays the request's",
      {
        status: 400,
        body: {
          error: {
            code: 'InvalidParameter',
            message:
              'One or more parameters specified in the request are not valid. Request id: 0217280951205813c183a1fb82c613f4d4485b7d388d5b4d02e7e',
            param: '',
            type: 'BadRequest',
          },
        },
      },
      'format_error',
    ],
  ]);
});

describe('not enough memory to run this model is the model, as "requires more system memory"', () => {
  checkReasons([
    [
      "Ollama's older wording, no status",
      {
        message:
          'Error: llama runner exited, you may not have enough available memory to run this model?',
      },
      'model_not_found',
    ],
    [
      "Ollama's held 500 'model requires more system memory' stays model_not_found",
      {
        status: 500,
        message: 'model requires more system memory (2.7 GiB) than is available (2.3 GiB)',
      },
      'model_not_found',
    ],
    [
      "a runner that terminated loading a model stays the server's (h64's 'unable to allocate backend buffer')",
      {
        message:
          'Error: llama runner process has terminated: error loading model: unable to allocate backend buffer',
      },
      'server_error',
    ],
    [
      'a bare "llama runner process has terminated" stays server_error',
      { message: 'Error : llama runner process has terminated' },
      'server_error',
    ],
  ]);
});

describe("OpenAI's organization membership and IP allowlist refusals are permanent", () => {
  checkReasons([
    [
      '401 "You must be a member of an organization to use the API"',
      { status: 401, message: 'You must be a member of an organization to use the API' },
      'auth_permanent',
    ],
    [
      'the same without a status',
      {
        message:
          'openai.AuthenticationError: You must be a member of an organization to use the API.',
      },
      'auth_permanent',
    ],
    ['401 "IP not authorized"', { status: 401, message: 'IP not authorized' }, 'auth_permanent'],
    [
      "a relay's IP not in the key's allowlist",
      { status: 403, message: 'Your IP address is not in the allowlist for this API key' },
      'auth_permanent',
    ],
    [
      // one-api / new-api's per-token IP allowlist refusal, a 403 from the relay's auth middleware:
      // https://github.com/QuantumNous/new-api/blob/main/middleware/auth.go (TokenAuth: 403,
      // code access_denied; one-api has the same words). The English "IP not authorized" reads
      // the same way.
      "one-api/new-api's 403 '您的 IP 不在令牌允许访问的列表中' is permanent",
      {
        status: 403,
        body: {
          error: {
            code: 'access_denied',
            message: '您的 IP 不在令牌允许访问的列表中',
            type: 'new_api_error',
          },
        },
      },
      'auth_permanent',
    ],
    [
      '401 "Invalid Authentication" stays auth (held)',
      {
        status: 401,
        body: {
          error: { message: 'Invalid Authentication', type: 'invalid_authentication_error' },
        },
      },
      'auth',
    ],
    [
      "a 403 naming the organization's permission stays auth",
      {
        status: 403,
        message: 'You are not allowed to access this organization: your role lacks permission',
      },
      'auth',
    ],
  ]);
});

describe('a 503 that asks the caller to slow down is a rate limit', () => {
  checkReasons([
    ["OpenAI's documented 503 'Slow Down'", { status: 503, message: 'Slow Down' }, 'rate_limit'],
    [
      // https://github.com/aws/aws-sdk-net/issues/1949 (the AWS SDK's rendering of S3's 503 SlowDown)
      "S3's 503 SlowDown 'Please reduce your request rate.' (AWS SDK)",
      {
        status: 503,
        message:
          'com.amazonaws.services.s3.model.AmazonS3Exception: Please reduce your request rate. (Service: Amazon S3; Status Code: 503; Error Code: SlowDown; Request ID: xxxxxxx; S3 Extended Request ID: xxxxxxxxxx; Proxy: null)',
      },
      'rate_limit',
    ],
    [
      // A server's backpressure reply that names its own overload as the reason to slow down, as
      // public server code words it ("Server overloaded, please slow down"; a Gemini-protocol
      // server's SlowDown: "The server is currently overloaded, please slow down your requests").
      // Capacity wording wins, as it does on a 429 and a 500: another key would hammer it too.
      "a 503 'Server overloaded, please slow down' stays overloaded",
      { status: 503, message: 'Server overloaded, please slow down' },
      'overloaded',
    ],
    [
      "a 503 'The server is currently overloaded, please slow down your requests' stays overloaded",
      {
        status: 503,
        message: 'The server is currently overloaded, please slow down your requests',
      },
      'overloaded',
    ],
    [
      "OpenAI's 503 'The engine is currently overloaded' stays overloaded",
      { status: 503, message: 'The engine is currently overloaded, please try again later' },
      'overloaded',
    ],
    ['a plain 503 stays overloaded', { status: 503, message: 'Service Unavailable' }, 'overloaded'],
    [
      "Envoy's 503 connect failure stays a timeout",
      {
        status: 503,
        message:
          'upstream connect error or disconnect/reset before headers. reset reason: connection failure',
      },
      'timeout',
    ],
  ]);
});

describe('a value out of range is the request', () => {
  checkReasons([
    [
      "the Google SDK's 'Value out of range' (no status)",
      { message: 'Exception: Value out of range: 999999999999' },
      'format_error',
    ],
    [
      // https://github.com/BerriAI/litellm/issues/9682 (LiteLLM's own prompt-template bug)
      "LiteLLM's 'list index out of range' stays unread",
      { message: 'litellm.APIConnectionError: list index out of range' },
      'unknown',
    ],
  ]);
});

describe('a request that timed out waiting in a queue is capacity', () => {
  checkReasons([
    [
      "LLM Foundry's 599 'Timeout in request queue'",
      {
        status: 599,
        body: {
          error: {
            code: 'application_error',
            message: 'HTTP 599: Timeout in request queue',
            type: 'application_error',
          },
        },
      },
      'overloaded',
    ],
    [
      'the same body with no status',
      {
        body: {
          error: {
            code: 'application_error',
            message: 'HTTP 599: Timeout in request queue',
            type: 'application_error',
          },
        },
      },
      'overloaded',
    ],
    [
      "the same proxy's 'Timeout while connecting' stays a timeout",
      {
        body: {
          code: 'application_error',
          message: 'Timeout while connecting',
          type: 'application_error',
        },
      },
      'timeout',
    ],
    [
      'a 504 "Request timed out" stays a timeout',
      { status: 504, message: 'Request timed out.' },
      'timeout',
    ],
  ]);
});

describe('no active subscription is billing, even where the key is said disabled', () => {
  checkReasons([
    [
      "CogCache's 401 'key is disabled, no active subscription'",
      {
        status: 401,
        code: 'no_active_subscription',
        message: 'The provided CogCache API key is disabled, no active subscription',
      },
      'billing',
    ],
    [
      "Azure's 401 'provide a valid key for an active subscription' stays auth_permanent (held)",
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
      "the same proxy's 'key is temporarily disabled' stays auth",
      {
        status: 401,
        code: 'temporarily_disabled_cogcache_api_key',
        message: 'The provided CogCache API key is temporarily disabled',
      },
      'auth',
    ],
  ]);
});

describe('a socket that cannot bind a local address is transport', () => {
  checkReasons([
    [
      "LiteLLM's APIConnectionError around [Errno 99]",
      {
        message:
          'litellm.APIConnectionError: GeminiException - [Errno 99] Cannot assign requested address',
      },
      'timeout',
    ],
    [
      // https://github.com/nodejs/help/issues/1242 (Node through an HTTP proxy)
      "Node's 'connect EADDRNOTAVAIL' through a proxy tunnel",
      {
        message:
          'tunneling socket could not be established, cause=connect EADDRNOTAVAIL 35.224.36.62:8888 - Local (10.128.0.3:0)',
        code: 'EADDRNOTAVAIL',
      },
      'timeout',
    ],
  ]);
});

describe("a proxy's 407 is a transport failure: the provider was never reached", () => {
  checkReasons([
    [
      "httpcore's ProxyError 407",
      { message: 'httpcore.ProxyError: 407 Proxy Authentication Required', name: 'ProxyError' },
      'timeout',
    ],
    ['a 407 status', { status: 407, message: 'Proxy Authentication Required' }, 'timeout'],
    [
      "a 408 stays a timeout, a 409 the request's",
      { status: 409, message: 'Conflict' },
      'format_error',
    ],
  ]);
});

describe('an API reachable only over HTTPS is the request, not the key', () => {
  checkReasons([
    [
      "OpenAI's 403 'can only be accessed over HTTPS'",
      {
        status: 403,
        body: {
          error: {
            message:
              'The OpenAI API can only be accessed over HTTPS. You should access https://api.openai.com rather than the current URL.',
            type: 'invalid_request_error',
          },
        },
      },
      'format_error',
    ],
    [
      "OpenAI's 403 'Country, region, or territory not supported' stays auth_permanent",
      { status: 403, message: 'Country, region, or territory not supported' },
      'auth_permanent',
    ],
    ['a bare 403 Forbidden stays auth', { status: 403, message: 'Forbidden' }, 'auth'],
  ]);
});

describe('a content review that did not pass is a refusal', () => {
  checkReasons([
    [
      "iFlytek Spark's input review (spark4j)",
      {
        message:
          'io.github.briqt.spark4j.exception.SparkException: 讯飞星火api连接异常：输入内容审核不通过，涉嫌违规，请重新调整输入内容',
      },
      'content_policy',
    ],
    [
      "iFlytek Spark's output review stays a refusal",
      { message: '输出内容涉及敏感信息，审核不通过，后续结果无法展示给用户' },
      'content_policy',
    ],
    [
      // A mini-program's notice in public code ("实名认证审核不通过，请重新认证"; code search, no URL)
      'a real-name verification that did not pass is no refusal',
      { status: 403, message: '实名认证审核不通过，请重新认证' },
      'auth',
    ],
    [
      // iFlytek Spark's own error table, code 10021 (the input review's short form):
      // https://github.com/iFLYTEK-OP/websdk-java/blob/main/doc/spark/sparkchat.md
      "iFlytek Spark's 10021 '输入审核不通过' is a refusal",
      { message: '输入审核不通过' },
      'content_policy',
    ],
    [
      // The common Chinese account-ban notice, "account suspected of a violation, banned" (Quark's
      // page text "账号涉嫌违规已被封禁，暂时无法使用该功能", quoted by public scrapers; "该账号涉嫌违规,
      // 已被永久封禁!" in public login code; found by code search, no single URL): the account, not
      // this prompt, so no refusal — the key's step decides.
      "an account '涉嫌违规' ban on a 403 is the key's, not a refusal",
      { status: 403, message: '账号涉嫌违规已被封禁，暂时无法使用该功能' },
      'auth',
    ],
    [
      "a relay's '该账号涉嫌违规,已被永久封禁!' alone is no refusal",
      { message: '该账号涉嫌违规,已被永久封禁!' },
      'unknown',
    ],
    [
      // An LLM guard's refusal in public code (DASGuard: "你好，此问题涉嫌违规，暂时不能帮您回答这个问题";
      // code search, no URL): the question, so a refusal.
      "a guard's '此问题涉嫌违规' stays a refusal",
      { message: '你好，此问题涉嫌违规，暂时不能帮您回答这个问题' },
      'content_policy',
    ],
    [
      "content said to be suspect ('图片涉嫌违规') stays a refusal",
      { message: '图片涉嫌违规，上传已拒绝' },
      'content_policy',
    ],
  ]);
});

describe('wordings that kept their answer only with their status', () => {
  checkReasons([
    [
      "Mistral's 'must have either content or tool_calls' as the message alone",
      {
        message:
          'litellm.BadRequestError: MistralException - Assistant message must have either content or tool_calls, but not none.',
      },
      'format_error',
    ],
    [
      "Mistral's 'Not the same number of function calls and responses' alone",
      { message: 'Not the same number of function calls and responses' },
      'format_error',
    ],
    [
      'a bare "Unprocessable Entity" (the 422 phrase)',
      { message: 'Unprocessable Entity' },
      'format_error',
    ],
    [
      "Anthropic's 413 words alone",
      { message: 'Request exceeds the maximum allowed number of bytes.' },
      'payload_too_large',
    ],
    [
      "a router's 'Parameters not supported for Anthropic models' alone",
      {
        body: {
          error:
            'Parameters not supported for Anthropic models: response_format, frequency_penalty',
        },
      },
      'format_error',
    ],
    [
      "'Model not supported' stays the model's",
      { status: 400, message: 'The model `gpt-9` is not supported' },
      'model_not_found',
    ],
  ]);
});
