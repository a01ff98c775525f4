/**
 * Rules written in session 28 for misses of held-out batches 179–206 (docs/classifier.md, "Rules
 * for batches 179–202 (session 28)" and the fifth round's totals after batch 206), after the batches
 * had been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Claude Code's terminal wraps the long-context gate between its words (batch 179).
describe('the long-context gate wrapped by a terminal is still the gate', () => {
  checkReasons([
    [
      'Claude Code, the line broken before "subscription"',
      {
        status: 400,
        message:
          'API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"The long context beta is not yet available for this\nsubscription."}}',
      },
      'long_context_tier',
    ],
    [
      'a 400 that names no long context stays the request',
      { status: 400, message: 'This feature is not yet available for this\nsubscription.' },
      'format_error',
    ],
  ]);
});

// LiteLLM's ServiceUnavailableError around Bedrock's own server fault (batch 179).
describe("an unavailable class around a service's own server fault", () => {
  checkReasons([
    [
      'OpenHands on Bedrock through LiteLLM',
      {
        name: 'ServiceUnavailableError',
        message:
          'litellm.exceptions.ServiceUnavailableError: litellm.ServiceUnavailableError: BedrockException - {"message":"The system encountered an unexpected error during processing. Try your request again."}',
      },
      'server_error',
    ],
    [
      'the same class around capacity words stays overloaded',
      {
        name: 'ServiceUnavailableError',
        message:
          'litellm.ServiceUnavailableError: BedrockException - {"message":"The model is overloaded. Unexpected error, try again."}',
      },
      'overloaded',
    ],
    [
      'the class alone stays overloaded',
      {
        name: 'ServiceUnavailableError',
        message: 'litellm.ServiceUnavailableError: BedrockException - Service Unavailable',
      },
      'overloaded',
    ],
  ]);
});

// Google's ErrorInfo reason for a credential of a kind the API does not take (batch 181).
describe('a credential of a kind the API does not take is dead', () => {
  checkReasons([
    [
      "Gemini CLI's 401 with ACCESS_TOKEN_TYPE_UNSUPPORTED",
      {
        message:
          '[API Error: {"error":{"code":401,"message":"Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.","status":"UNAUTHENTICATED","details":[{"@type":"type.googleapis.com/google.rpc.ErrorInfo","reason":"ACCESS_TOKEN_TYPE_UNSUPPORTED"}]}}]',
      },
      'auth_permanent',
    ],
    [
      // Session 29 read Google's words alone as a dead key, as every batch that holds them labels
      // them (32, 138, 181, 216; holdout-207-220-rules-a.test.ts); an expiry beside them stays auth.
      'the same 401 without the reason is a dead key too (session 29)',
      {
        status: 401,
        message:
          'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
      },
      'auth_permanent',
    ],
  ]);
});

// Google's own 499 CANCELLED, read as the service giving up (batches 163 and 181).
describe("a service's own cancelled operation is no caller abort", () => {
  checkReasons([
    [
      "Gemini CLI's 499 backendError",
      {
        message:
          '[API Error: [{"error":{"code":499,"message":"The operation was cancelled.","errors":[{"message":"The operation was cancelled.","domain":"global","reason":"backendError"}],"status":"CANCELLED"}}]]',
      },
      'timeout',
    ],
    [
      'a 499 a caller cancelled stays aborted',
      { status: 499, message: '499 - Unsafe Request: Occurs when a user cancels the request.' },
      'aborted',
    ],
    [
      "an SDK's abort with the same words stays aborted",
      { status: 499, name: 'AbortError', message: 'The operation was cancelled.' },
      'aborted',
    ],
  ]);
});

// Vertex's restricted safety threshold (batch 181): a request setting, not billing.
describe('a restricted safety setting is the request', () => {
  checkReasons([
    [
      'Dify on Vertex',
      {
        message:
          'Run failed: [vertex_ai] Bad Request Error, 400 User has requested a restricted HarmBlockThreshold setting BLOCK_NONE. You can get access either (a) through an allowlist via your Google account team, or (b) by switching your account type to monthly invoiced billing via this instruction: https://cloud.google.com/billing/docs/how-to/invoiced-billing.',
      },
      'format_error',
    ],
  ]);
});

// A balance stated as nothing is money, whatever quota wording comes with it (batch 183).
describe('an empty balance beside quota words is billing', () => {
  checkReasons([
    [
      "image-router's quota and $0.0 balance",
      {
        message:
          '{"detail":"Quota exceeded and account balance is $0.0, please pay with fiat or send tao to 5HYBen2PFLSttiG8zpsZJatDXcnVEdUoiyf7qQGPaSh6czyD"}',
      },
      'billing',
    ],
    ['a negative balance (invented)', { message: 'wallet balance of -$2.10' }, 'billing'],
    [
      'a balance that is not empty under a 429 stays the window',
      { status: 429, message: 'Too many requests. Your balance is 0.5 USD.' },
      'rate_limit',
    ],
    [
      'quota words alone stay a rate limit',
      { message: 'Quota exceeded. Please slow down.' },
      'rate_limit',
    ],
  ]);
});

// An app's guess among causes is no verdict on the key (batch 183).
describe("an app's guessed causes around a bare 404", () => {
  checkReasons([
    [
      "oba-live-tool's key test on Volcengine",
      {
        message:
          'APIKEY 测试失败，可能是 APIKEY 无效，也可能平台或网络等原因 Error: 404 status code (no body)',
      },
      'model_not_found',
    ],
    [
      'a proxy that names the missing key under its 404 stays a dead key',
      { status: 404, message: 'API key not found for provider openai' },
      'auth_permanent',
    ],
  ]);
});

// A server's Chinese catch-all, Ollama's runner that died mid-answer (batches 183, 184).
describe('server faults in a catch-all and a dead runner', () => {
  checkReasons([
    [
      "kimi-free-api's code -1000",
      { body: { code: -1000, message: '系统异常', data: null } },
      'server_error',
    ],
    [
      "Ollama's runner out of GPU memory",
      { message: 'Error: error reading llm response: unexpected EOF' },
      'server_error',
    ],
    ['an EOF alone stays a cut connection', { message: 'unexpected EOF' }, 'timeout'],
  ]);
});

// The request's parameters named as wrong under a generic server type (batch 183), and any
// parameter llama.cpp refuses under its 500 (batch 184).
describe("the request's parameters under a server's type or status", () => {
  checkReasons([
    [
      "302.AI's parameter error typed api_error",
      {
        message:
          '连接失败: litellm.NotFoundError: NotFoundError: DeepseekException - {"error":{"err_code":-10003,"message":"Parameter error.Plase check your request parameters.","message_cn":"参数错误。请检查您的请求参数。","type":"api_error"}}',
      },
      'format_error',
    ],
    [
      "llama-server's 500 without --jinja",
      {
        status: 500,
        body: { code: 500, message: 'Unsupported param: tools', type: 'server_error' },
      },
      'format_error',
    ],
    [
      'a 500 without such words stays a server fault',
      { status: 500, body: { code: 500, message: 'Internal server error', type: 'server_error' } },
      'server_error',
    ],
  ]);
});

// A vote never kills a key over a 5xx or 429 the text states.
describe('a refresh that met a 5xx is no dead key, rules or vote', () => {
  checkReasons([
    [
      'a refresh that met a 503 (invented)',
      { message: 'Token refresh failed: reauth related error (invalid_rapt) 503' },
      'unknown',
    ],
    [
      "Google's grant refusal alone stays a dead grant",
      { message: 'Token refresh failed: reauth related error (invalid_rapt)' },
      'auth_permanent',
    ],
  ]);
});

// Batches 185–190.
describe("Google's permission refusal and a client's failed connect, without a status", () => {
  checkReasons([
    [
      'Claude Code on Vertex with workload identity',
      { message: 'API Error: The caller does not have permission' },
      'auth',
    ],
    [
      "Cursor's own connect failure",
      { message: 'Error connecting to anthropic. Please try again in a few moments.' },
      'timeout',
    ],
    [
      "MinerU's vLLM server down",
      {
        message:
          'ServerError: Failed to connect to server http://127.0.0.1:30000. Please check if the server is running.',
      },
      'timeout',
    ],
    [
      'a wrapper that names its cause after a colon reads the cause',
      { message: 'Error connecting to OpenAI: Incorrect API key provided' },
      'auth_permanent',
    ],
  ]);
});

describe("DashScope's throttle in out-of-quota words, named by its doc anchor", () => {
  checkReasons([
    [
      "Bailian's 429 with the #token-limit anchor",
      {
        status: 429,
        message:
          'You exceeded your current quota, please check your plan and billing details. For details, see: https://help.aliyun.com/zh/model-studio/error-code#token-limit (type=insufficient_quota)',
      },
      'rate_limit',
    ],
    [
      'a relay that kept the text without a status',
      {
        message:
          'Error from provider (Alibaba): You exceeded your current quota, please check your plan and billing details. For details, see: https://help.aliyun.com/zh/model-studio/error-code#token-limit',
      },
      'rate_limit',
    ],
    [
      "OpenAI's own out-of-quota 429 stays billing",
      {
        status: 429,
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.',
      },
      'billing',
    ],
  ]);
});

describe('an image, an API not enabled, a model nothing serves', () => {
  checkReasons([
    [
      "openai-node's unsupported image",
      { message: 'unsupported image. Please make sure your image is valid.' },
      'format_error',
    ],
    [
      "the Flutter SDK's API that the project has not enabled",
      {
        message:
          'DartError: The Vertex AI in Firebase SDK requires the Vertex AI in Firebase API (`firebasevertexai.googleapis.com`) to be enabled in your Firebase project. Enable this API by visiting the Firebase Console',
      },
      'auth_permanent',
    ],
    [
      "ModelScope's model without a provider",
      {
        status: 400,
        message:
          'Error from provider(modelscope,Qwen/Qwen3-Coder-480B-A35B-Instruct: 400): {"errors":{"message":"Model id : Qwen/Qwen3-Coder-480B-A35B-Instruct , has no provider supported"}}',
      },
      'model_not_found',
    ],
  ]);
});

describe("a server's own fault in words of a cut, a stream that ended in error", () => {
  checkReasons([
    [
      "Z.ai's numbered network error",
      {
        message: 'Network error, error id: 2026060622490410eb8ceede9541e9, please try again later',
      },
      'server_error',
    ],
    ['a bare network error stays a transport failure', { message: 'Network error' }, 'timeout'],
    [
      "OpenRouter's stream that ended with finish reason error",
      { message: 'Provider finish_reason: error' },
      'server_error',
    ],
    [
      "llama-swap's backend that never came up",
      { message: 'unable to start process: health check failed after 15s' },
      'server_error',
    ],
  ]);
});

describe("a status a client printed with the SDK's 'no body'", () => {
  checkReasons([
    [
      "Kilo Code's completion 404",
      { message: 'API Request Failed (OpenAI completion error: 404, no body).' },
      'model_not_found',
    ],
  ]);
});

describe("llama.cpp's template engine failing on the request's messages", () => {
  checkReasons([
    [
      'a template statement quoted after its position, under a 500',
      {
        status: 500,
        message:
          "Error code: 500 - {'error': {'code': 500, 'message': \"Cannot subscript null at row 23, column 40:\\n    {%- set tool_start_length = tool_start|length %}\", 'type': 'server_error'}}",
      },
      'format_error',
    ],
    [
      'a position without a template statement stays a server fault',
      { status: 500, message: 'Unexpected token at row 3, column 7' },
      'server_error',
    ],
  ]);
});

describe("a terminal's wrap inside a sentence", () => {
  checkReasons([
    [
      "OpenClaude's Ollama 400, wrapped with indentation",
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"\\"qwen3-coder:30b\\" does not support\n     thinking"}}',
      },
      'model_not_found',
    ],
  ]);
});

// Batches 191–196.
describe("xAI's missing model beside gRPC's INVALID_ARGUMENT description", () => {
  checkReasons([
    [
      "the openai SDK's rendering of xAI's 400",
      {
        status: 400,
        message:
          "Error code: 400 - {\n  'code': 'Client specified an invalid argument',\n  'error': 'Model not found: grok-2-latest'\n}",
      },
      'model_not_found',
    ],
    [
      'the same description beside a parameter stays the request',
      {
        status: 400,
        message:
          "Error code: 400 - {'code': 'Client specified an invalid argument', 'error': 'Invalid value for temperature'}",
      },
      'format_error',
    ],
  ]);
});

describe("Cloudflare's guess, a tool's word for overload, LiteLLM's unknown model group", () => {
  checkReasons([
    [
      "Cloudflare's origin that answered badly",
      {
        message:
          'The origin web server returned an invalid or incomplete response to Cloudflare. \nThis typically indicates the origin is overloaded or misconfigured.',
      },
      'server_error',
    ],
    [
      'a server that says it is overloaded stays so',
      { message: 'The server is overloaded.' },
      'overloaded',
    ],
    ["OpenCode's overloaded Gemini", { message: 'gemini is way too hot right now' }, 'overloaded'],
    [
      "LiteLLM's router without the model's name",
      {
        message:
          "litellm.BadRequestError: You passed in model=text-completion-codestral/codestral-latest. There is no 'model_name' with this string",
      },
      'model_not_found',
    ],
  ]);
});

describe('answers with nothing in them', () => {
  checkReasons([
    [
      "a relay's upstream stream that carried nothing",
      { message: 'API Error: Upstream model stream ended without response content.' },
      'server_error',
    ],
    ["One API's empty Spark answer", { message: 'xunfei empty response detected' }, 'server_error'],
    [
      "the AI SDK's answer it could not read",
      { message: 'AI_APICallError: Invalid JSON response' },
      'server_error',
    ],
    [
      'a request body that is not JSON stays the request',
      { status: 400, message: 'Invalid JSON in request body' },
      'format_error',
    ],
  ]);
});

// Batches 197–202.
describe("OpenAI's image download status is the image host's, not the call's", () => {
  checkReasons([
    [
      'GPT2Image-Pro behind a proxy',
      {
        message:
          'invalid_value · invalid_request_error · Error while downloading file. Upstream status code: 407.',
      },
      'format_error',
    ],
    [
      "a relay's own status code stays read",
      { message: 'Upstream request failed. Status code: 503.' },
      'overloaded',
    ],
  ]);
});

describe('streams and answers that ended empty, named for their provider', () => {
  checkReasons([
    [
      "GPT-Load's Anthropic stream",
      { message: 'Anthropic stream ended without a stop reason' },
      'server_error',
    ],
    [
      "nakama's empty Gemini answer",
      { message: 'Gemini returned an empty response.' },
      'server_error',
    ],
  ]);
});

describe("a model's missing capability, size or parameter value", () => {
  checkReasons([
    [
      "oMLX's model over its memory cap, typed server_error",
      {
        message:
          'Error: {"error":{"message":"Model \'Qwen3.5-397B-A17B-nvfp4\' (218.08GB) exceeds max-model-memory (25.00GB)","type":"server_error","param":null,"code":null}}',
      },
      'model_not_found',
    ],
    [
      "Vertex's thinking level the model refuses",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'Unable to submit request because thinking_level MEDIUM is not supported by this model. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/model-reference/gemini',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'format_error',
    ],
  ]);
});

describe('no AWS credentials at all is a key never set', () => {
  checkReasons([
    [
      "claude-relay-service's Bedrock account",
      { message: 'CredentialsProviderError: Could not load credentials from any providers' },
      'auth_permanent',
    ],
    [
      'expired AWS credentials stay refreshable',
      { status: 403, message: 'The security token included in the request is expired' },
      'auth',
    ],
  ]);
});

// Batches 203–206 (after the four rounds).
describe("a model that needs a newer client, DashScope's own throttling code", () => {
  checkReasons([
    [
      "Codex's backend for a newer model",
      {
        status: 400,
        message:
          "The 'gpt-5.6-terra' model requires a newer version of Codex. Please upgrade to the latest app or CLI and try again.",
      },
      'model_not_found',
    ],
    [
      "Ollama's pull of a newer model",
      {
        message:
          'pull model manifest: 412: The model you are attempting to pull requires a newer version of Ollama.',
      },
      'model_not_found',
    ],
    [
      "Bailian's 429 in out-of-quota words with its Throttling.AllocationQuota code",
      {
        status: 429,
        message:
          'Throttling.AllocationQuota: You exceeded your current quota, please check your plan and billing details. (type=insufficient_quota)',
      },
      'rate_limit',
    ],
  ]);
});

// The session's review: neighbours of the rules above that must keep their old reading.
describe("neighbours the session's rules leave alone (review)", () => {
  checkReasons([
    [
      'a wrapper that names its cause after a URL and a colon reads the cause',
      { message: 'Error connecting to https://api.openai.com/v1: 400 invalid_request_error' },
      'format_error',
    ],
    [
      'a capability the model lacks stays the model',
      { status: 400, message: 'function_calling feature is not supported by this model' },
      'model_not_found',
    ],
    [
      'an image part the model cannot take stays the model',
      { status: 400, message: 'image_url content is not supported by this model' },
      'model_not_found',
    ],
    [
      'a feature that needs another API enabled is no dead key',
      {
        status: 403,
        message:
          'Grounding with Google Search requires the Custom Search API to be enabled in your project.',
      },
      'auth',
    ],
    [
      "a window's token balance is no money",
      { message: 'Token balance is 0 for this window; resets in 60s' },
      'unknown',
    ],
    [
      'a 5xx-looking run inside a key does not stop the vote',
      { message: 'Your api key sk-ab529f is wrong' },
      'auth_permanent',
    ],
    [
      "a guess about the base URL beside a proxy's missing key keeps the key verdict",
      { status: 404, message: 'API key not found. Base URL could be wrong or unreachable.' },
      'auth_permanent',
    ],
    [
      ".NET's cancel under a proxy's 499 stays the caller's",
      { status: 499, message: 'Client closed request. The operation was canceled.' },
      'aborted',
    ],
    [
      "OpenRouter's finish reason in JSON",
      { message: '{"finish_reason":"error"}' },
      'server_error',
    ],
    [
      'a field name over its indented error is not joined to it',
      {
        message:
          '2 validation errors for Config\nmodel\n  Field required [type=missing, input_value={}, input_type=dict]',
      },
      'format_error',
    ],
  ]);
});
