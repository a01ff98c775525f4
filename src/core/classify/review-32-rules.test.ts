/**
 * Review 32 (adversarial) of the rules groups D–G wrote in session 32: wordings of neighbouring
 * failures those rules read wrong, each now read right, beside the rule's own wording that must keep
 * its reading.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a proxy's tunnel failure decides only the status in its own words", () => {
  checkReasons([
    [
      "urllib3's retry warning about a tunnel failure, then the provider's own 429 for a spent quota (invented)",
      {
        message:
          "WARNING Retrying (Retry(total=1)) after connection broken by 'ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 Service Unavailable'))'\nopenai.RateLimitError: Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota', 'code': 'insufficient_quota'}}",
      },
      'billing',
    ],
    [
      "a proxy error on an earlier try, then the provider's 401 for a wrong key (invented)",
      {
        message:
          "Retrying after ProxyError('Unable to connect to proxy')... openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-abc.', 'code': 'invalid_api_key'}}",
      },
      'auth_permanent',
    ],
    [
      "the tunnel failure's own status stays the proxy's (batch 261's wording)",
      {
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Max retries exceeded with url: /v1/chat/completions (Caused by ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 400 Bad Request')))",
      },
      'timeout',
    ],
    [
      "Java's tunnel failure with the proxy's 407 after it (invented)",
      {
        message:
          'java.io.IOException: Unable to tunnel through proxy. Proxy returns "HTTP/1.1 407 Proxy Authentication Required"',
      },
      'timeout',
    ],
  ]);
});

describe("a chunk the client could not parse that carries the provider's request error", () => {
  checkReasons([
    [
      "LiteLLM's chunk error around Anthropic's invalid_request_error for unanswered tool_use (invented)",
      {
        message:
          'litellm.APIConnectionError: Error parsing chunk: Expecting value: line 1 column 1 (char 0),\nReceived chunk: data: {"type":"error","error":{"type":"invalid_request_error","message":"messages.1: `tool_use` ids were found without `tool_result` blocks immediately after"}}',
      },
      'format_error',
    ],
    [
      'the same chunk error around nothing the provider said stays a cut stream (batch 260)',
      {
        message:
          'litellm.APIConnectionError: Error parsing chunk: Expecting property name enclosed in double quotes: line 1 column 2 (char 1),\nReceived chunk: {',
      },
      'timeout',
    ],
    [
      "the same chunk error around Anthropic's overloaded_error stays overloaded (invented)",
      {
        message:
          'litellm.APIConnectionError: Error parsing chunk: Expecting value: line 1 column 1 (char 0),\nReceived chunk: data: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
      },
      'overloaded',
    ],
  ]);
});

describe('a pydantic error on a request part named …Response is the request', () => {
  checkReasons([
    [
      "google-genai's FunctionResponse built from a list (google/virtual-broadcast-production-assistant#24)",
      {
        message:
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for FunctionResponse\nresponse\n  Input should be a valid dictionary [type=dict_type, input_value=[{'label': 'ITEM undefine...5'], 'duration': 10000}], input_type=list]",
      },
      'format_error',
    ],
    [
      'a tool-response part missing its content (invented)',
      {
        message:
          '1 validation error for ToolResponse\ncontent\n  Field required [type=missing, input_value={}, input_type=dict]',
      },
      'format_error',
    ],
    [
      "mistralai's stream response model stays the server's (batch 260)",
      {
        message:
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionStreamResponse choices.0.finish_reason Input should be 'stop' or 'length' [type=enum, input_value='error', input_type=str]",
      },
      'server_error',
    ],
  ]);
});

describe('streaming refused to an organization, account, key or plan is not the request', () => {
  checkReasons([
    [
      'a 403 refusing streaming to unverified organizations (invented)',
      {
        status: 403,
        message:
          'Streaming is not allowed for unverified organizations. Please verify your organization at https://platform.openai.com/settings/organization/general',
      },
      'auth',
    ],
    [
      'a 403 refusing streaming on the free tier (invented)',
      {
        status: 403,
        message:
          'Streaming is not supported on the free tier. Upgrade your plan to enable streaming.',
      },
      'auth',
    ],
    [
      'a 403 refusing streaming to this API key (invented)',
      { status: 403, message: 'Streaming is not permitted for this API key.' },
      'auth',
    ],
    [
      "Azure OpenAI's deployment that serves only unstreamed calls stays the request (batch 255)",
      { status: 403, message: 'Streaming requests are not yet allowed.' },
      'format_error',
    ],
  ]);
});

describe("a service's apology beside a quota is the quota's", () => {
  checkReasons([
    [
      "a relay's apology before a spent quota (invented)",
      { message: 'Sorry, something went wrong. You have exceeded your quota.' },
      'billing',
    ],
    [
      "ElevenLabs' apology with its not-charged note stays a server fault (batch 266)",
      {
        message:
          'received 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request.; then sent 1008 (policy violation) We are sorry, something went wrong. You are not charged for this request.',
      },
      'server_error',
    ],
  ]);
});

describe("'deadline expired' is Google's sentence only", () => {
  checkReasons([
    [
      'a payment deadline that expired is no timeout (invented)',
      { message: 'Payment deadline expired; your subscription is suspended.' },
      'billing',
    ],
    [
      "Gemini Live's close 1011 with Google's DEADLINE_EXCEEDED sentence stays a timeout (batch 266)",
      {
        message: 'received 1011 (internal error) Deadline expired before operation could complete.',
      },
      'timeout',
    ],
  ]);
});

describe('Japanese wait wordings beside money are billing', () => {
  checkReasons([
    [
      'a usage cap to raise in the billing settings, then try again (invented)',
      {
        message:
          'OpenAI APIの利用上限に達しました。請求設定で上限を引き上げてから、再度お試しください。',
      },
      'billing',
    ],
    [
      'a usage restriction for a missing payment method, then retry (invented)',
      {
        message: 'APIの利用制限：お支払い方法が登録されていません。登録後に再試行してください。',
      },
      'billing',
    ],
    [
      "this month's usage cap (invented)",
      { message: '今月の利用上限に達しました。しばらくしてからお試しください。' },
      'billing',
    ],
    [
      'a credit balance short, try again after topping up (invented)',
      { message: 'クレジット残高が不足しています。チャージ後に再度お試しください。' },
      'billing',
    ],
    [
      "batch 263's rate limit with an optional top-up stays a window",
      {
        message:
          'OpenAIのAPIの利用制限に引っかかっています。課金追加、もしくはしばらくしてから再度試してください',
      },
      'rate_limit',
    ],
  ]);
});

describe("Go's EOF from an Ollama runner's own endpoint is the runner's", () => {
  checkReasons([
    [
      "Ollama's embedding runner that died, without the 500 it came with (h267's message)",
      { message: 'do embedding request: Post "http://127.0.0.1:40785/embedding": EOF' },
      'server_error',
    ],
    [
      "a runner's completion endpoint cut (invented)",
      { message: 'completion request: Post "http://127.0.0.1:45893/completion": EOF' },
      'server_error',
    ],
    [
      "a remote API's EOF stays a disconnect (go-openai#189)",
      { message: 'Post "https://api.openai.com/v1/completions": EOF' },
      'timeout',
    ],
  ]);
});
