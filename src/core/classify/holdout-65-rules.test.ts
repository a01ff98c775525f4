/**
 * Rules from held-out batch 65 (a natural sample; docs/classifier.md, "Batch 65"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: free-claude-code#91 (the 503), h63's live proxy (the key format on a 500).
describe('a credential stated as not set is the credential, whatever 5xx carries it', () => {
  checkReasons([
    [
      "free-claude-code's 503 when the provider's key is not configured",
      {
        status: 503,
        body: {
          detail:
            '503: NVIDIA_NIM_API_KEY is not set. Add it to your .env file. Get a key at https://build.nvidia.com/settings/api-keys',
        },
      },
      'auth_permanent',
    ],
    [
      'the same words as the message alone',
      {
        message:
          '503 {"detail":"503: NVIDIA_NIM_API_KEY is not set. Add it to your .env file. Get a key at https://build.nvidia.com/settings/api-keys"}',
      },
      'auth_permanent',
    ],
    [
      'a key that is not set on a 500',
      { status: 500, message: 'OPENAI_API_KEY is not set' },
      'auth_permanent',
    ],
    [
      'a 503 that only says the service is unavailable stays overloaded',
      { status: 503, message: '503 Service temporarily unavailable' },
      'overloaded',
    ],
    [
      'a key format refused on a 500 stays server_error (batch 63: a 5xx keeps its verdict there)',
      {
        status: 500,
        body: {
          error: "Invalid API key format. OpenAI keys start with 'sk-' or 'sk-proj-'",
          type: 'api_error',
        },
      },
      'server_error',
    ],
  ]);
});

// Sources: huggingface.js#2225, the AI SDK's review (vercel/ai#7788), huggingface_hub#3064.
describe('a model a provider does not serve is a missing model', () => {
  checkReasons([
    [
      "Hugging Face's router: 400 'Model not supported by provider together'",
      { status: 400, body: { error: 'Model not supported by provider together' } },
      'model_not_found',
    ],
    [
      'the same body without its status',
      { body: { error: 'Model not supported by provider together' } },
      'model_not_found',
    ],
    [
      "the held 'not supported by any provider you have enabled' stays model_not_found",
      {
        status: 400,
        message:
          "400 The requested model 'deepseek-ai/DeepSeek-V3-0324' is not supported by any provider you have enabled",
      },
      'model_not_found',
    ],
    [
      "huggingface_hub's own 'Provider … not supported' names no model and stays unknown",
      { message: "ValueError: Provider 'featherless-ai' not supported." },
      'unknown',
    ],
    [
      "LiteLLM's unsupported parameters for a model stay format_error",
      {
        status: 400,
        message:
          "litellm.UnsupportedParamsError: openai does not support parameters: ['reasoning_effort'], for model=gpt-4o.",
      },
      'format_error',
    ],
  ]);
});

// Sources: immersive-translate#1800 (Qianfan), Qwen Code's held 401 (h31).
describe('an access token said to be invalid or no longer valid is auth, with or without its 401', () => {
  checkReasons([
    [
      "Baidu Qianfan's 'Access token invalid or no longer valid' as a client showed it",
      { message: '错误原因：Access token invalid or no longer valid' },
      'auth',
    ],
    [
      'the same words on a 401',
      { status: 401, message: 'Access token invalid or no longer valid' },
      'auth',
    ],
    [
      "DeepSeek's max_tokens range stays context_overflow (no token is refused)",
      {
        status: 400,
        message: 'Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
      },
      'context_overflow',
    ],
    [
      // Google People API's INVALID_ARGUMENT, as quoted in https://www.volcengine.com/article/3196837
      // (a Stack Exchange question rehosted): a pagination cursor, not a credential.
      "Google's 'Page token is invalid' (a pagination cursor) is no credential",
      { message: 'Page token is invalid. Retry call without the page token.' },
      'unknown',
    ],
    [
      'an invalid API key without a status stays auth_permanent',
      { body: { error: { message: 'Incorrect API key provided: sk-xx***xx.' } } },
      'auth_permanent',
    ],
  ]);
});

// Sources: replicate/cog-whisper#1; Claude Code's transcript marker and abort (held).
describe('a prediction the host interrupted is a server error', () => {
  checkReasons([
    [
      "replicate-python's ModelError 'Prediction interrupted; please retry (code: PA)'",
      {
        message: 'replicate.exceptions.ModelError: Prediction interrupted; please retry (code: PA)',
      },
      'server_error',
    ],
    [
      "Claude Code's '[Request interrupted by user]' is not read by it",
      { message: '[Request interrupted by user]' },
      'unknown',
    ],
    [
      'a request the caller aborted stays aborted',
      { message: 'Error: Request was aborted.' },
      'aborted',
    ],
  ]);
});

// Sources: geekai-plus#1 (Zhipu 1214), MetaGPT's held 1214 (h52).
describe('"不能为空" (must not be empty) is the request\'s shape', () => {
  checkReasons([
    [
      "Zhipu's 1214 'messages:输入不能为空' with typographic quotes and no status",
      {
        message: '请求大模型 API 失败：{“error”:{“code”:“1214”,“message”:“messages:输入不能为空”}}',
      },
      'format_error',
    ],
    [
      // Chinese gateways' auth middleware (gin, Spring, ASP.NET; find_string "Authorization不能为空":
      // e.g. `c.JSON(http.StatusOK, gin.H{"status": 401, "error": "authorization不能为空"})`): the
      // missing credential, not the request's shape: a dead key, as a missing key is (batch 514). The
      // vote read it so from session 45 until session 53's retrain; a rule reads it since.
      "a gateway's 'authorization不能为空' (no Authorization header) is not the request's shape",
      { body: { status: 401, error: 'authorization不能为空' } },
      'auth_permanent',
    ],
    [
      'the same words with a space, as a message',
      { message: 'Authorization 不能为空' },
      'auth_permanent',
    ],
    [
      "the held 'content和tool_calls 字段不能同时为空' stays format_error",
      {
        message:
          'RuntimeError: Request failed, msg: {"error":{"code":"1214","message":"messages[4]:content和tool_calls 字段不能同时为空"}}',
      },
      'format_error',
    ],
  ]);
});

// Sources: gpt4free#2969.
describe('"<Error>: Response NNN:" names the response\'s status', () => {
  checkReasons([
    [
      "gpt4free's ResponseStatusError 'Response 429: HTML content'",
      { message: 'g4f.errors.ResponseStatusError: Response 429: HTML content' },
      'rate_limit',
    ],
    [
      // Pinned `unknown` until batch 95 read the sentence as a transport cut (a stream that ended
      // early); the point stays: no status is read from "Response payload".
      "aiohttp's 'Response payload is not completed' names no status (a transport cut, batch 95)",
      {
        message: 'aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed',
      },
      'timeout',
    ],
  ]);
});

// Sources: continue#13261 (the 1214s), continue#13195 (h48's 1308 and 403s), a bare 502.
describe("a gateway's 5xx around an upstream 400 that calls a parameter illegal is the request's", () => {
  checkReasons([
    [
      "Continue's gateway: 502 'All variants failed' around Zhipu's 400 'The messages parameter is illegal'",
      {
        status: 502,
        message:
          '502 All variants failed with errors: glm-5.2: All model providers failed to infer with errors: ollama1: Inference stream closed due to error from openai server: Invalid status code: 400 Bad Request: {"error":{"code":"1214","message":"The messages parameter is illegal. Please check the documentation."}}, zai: Inference stream closed due to error from openai server: Invalid status code: 400 Bad Request: {"error":{"code":"1214","message":"The messages parameter is illegal. Please check the documentation."}}',
      },
      'format_error',
    ],
    [
      "the same gateway's 502 around a 5-hour usage window stays rate_limit (h48)",
      {
        status: 502,
        message:
          '502 All variants failed with errors: glm-5.2: All model providers failed to infer with errors: zai: Inference stream closed due to error from openai server: Invalid status code: 429 Too Many Requests: {"error":{"code":"1308","message":"Usage limit reached for 5 hour. Your limit will reset at 2026-08-27 21:31:39"}}',
      },
      'rate_limit',
    ],
    [
      'a 502 that names no relayed 400 stays server_error',
      {
        status: 502,
        message: 'The messages parameter is illegal. Please check the documentation.',
      },
      'server_error',
    ],
  ]);
});
