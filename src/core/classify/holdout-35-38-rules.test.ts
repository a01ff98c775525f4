/**
 * Rules from held-out batches 35–38 (natural samples; docs/classifier.md, "Batches 35–38"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled, a needless compress).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("Envoy's 503 when it could not connect upstream is a connect failure", () => {
  const envoy = 'upstream connect error or disconnect/reset before headers. ';
  checkReasons([
    [
      'remote connection failure, connection refused',
      {
        status: 503,
        body: `${envoy}reset reason: remote connection failure, transport failure reason: delayed connect error: Connection refused`,
      },
      'timeout',
    ],
    [
      'connection failure',
      { status: 503, body: `${envoy}reset reason: connection failure` },
      'timeout',
    ],
    [
      'connection timeout',
      { status: 503, body: `${envoy}reset reason: connection timeout` },
      'timeout',
    ],
    [
      'retried, then connection termination',
      { status: 503, body: `${envoy}retried and the latest reset reason: connection termination` },
      'timeout',
    ],
    // Envoy's own queue full, and a bare 503: capacity.
    [
      'reset reason: overflow',
      { status: 503, body: `${envoy}reset reason: overflow` },
      'overloaded',
    ],
    ['a bare 503', { status: 503, body: 'Service Unavailable' }, 'overloaded'],
    [
      'a 503 naming a connection pool overflow',
      { status: 503, body: 'upstream connect error: overflow' },
      'overloaded',
    ],
  ]);
});

describe('an account quota outranks a rate-limit class name; a client prompt to retry is no refill', () => {
  const quota = 'You exceeded your current quota, please check your plan and billing details.';
  checkReasons([
    [
      "openai-python 0.x's RateLimitError around the quota, under a CLI's retry prompt",
      {
        name: 'RateLimitError',
        message: `API Error. Type \`r\` or Ctrl-R to try again: <class 'openai.error.RateLimitError'>: ${quota}`,
      },
      'billing',
    ],
    [
      'the class around the quota, no prompt',
      { name: 'RateLimitError', message: quota },
      'billing',
    ],
    [
      '"Press Enter to retry" after the quota, on a 429',
      { status: 429, message: `${quota} Press Enter to retry.` },
      'billing',
    ],
    // The provider's own invitation still reads as a window.
    [
      'the quota with the provider saying to try again later, on a 429',
      { status: 429, message: 'You exceeded your current quota. Please try again later.' },
      'rate_limit',
    ],
    [
      'a RateLimitError class around a per-minute limit, under the same prompt',
      {
        name: 'RateLimitError',
        message:
          'API Error. Type `r` or Ctrl-R to try again: Rate limit reached for gpt-4 in organization org-x on requests per min (RPM): Limit 3, Used 3.',
      },
      'rate_limit',
    ],
  ]);
});

describe('a server error stated with its 5xx code, without a status, is a server error', () => {
  checkReasons([
    [
      'Copilot\'s "Reason: Server error: 500"',
      {
        message:
          'Sorry, your request failed. Please try again. Request id: 70062ccc\nReason: Server error: 500',
      },
      'server_error',
    ],
    ['"server error (502)"', { message: 'Request failed: server error (502)' }, 'server_error'],
    // A 503 is capacity (held h322, h449: Copilot Chat's "Reason: Server error: 503", overloaded).
    ['"Server error: 503"', { message: 'Server error: 503' }, 'overloaded'],
    // A 4xx named so, or no code, is not read as the server's fault.
    ['"Server error: 404"', { message: 'Server error: 404' }, 'unknown'],
    ['"server errors are rare"', { message: 'We saw server errors earlier today' }, 'unknown'],
  ]);
});

describe("Bedrock's 'The model returned the following errors:' prefix is no model verdict", () => {
  checkReasons([
    [
      'a tool input_schema that is invalid',
      {
        message:
          'Unknown Error: The model returned the following errors: tools.79.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12.',
      },
      'format_error',
    ],
    [
      'the same under botocore',
      {
        message:
          'An error occurred (ValidationException) when calling the Converse operation: The model returned the following errors: tools.3.input_schema: JSON schema is invalid',
      },
      'format_error',
    ],
    // A model verdict after the prefix is still one.
    [
      'the prefix around a model that does not exist',
      {
        message:
          'The model returned the following errors: The provided model identifier is invalid.',
      },
      'model_not_found',
    ],
    [
      'the prefix around an over-long prompt',
      {
        message:
          'The model returned the following errors: prompt is too long: 200049 tokens > 200000 maximum',
      },
      'context_overflow',
    ],
    [
      'a model id that is invalid, no prefix',
      { message: 'The model `gpt-9` is invalid' },
      'model_not_found',
    ],
  ]);
});

describe("a response missing its choices is the service's fault", () => {
  checkReasons([
    [
      "iFlow's Chinese 'OpenAI response format invalid - missing or empty choices array'",
      {
        message:
          'Error: OpenAI 响应格式无效 - 缺少或空的 choices 数组。TraceID：2167786d17604890925687517e1cd8',
      },
      'server_error',
    ],
    [
      '"Invalid response: missing choices"',
      { message: 'Invalid response: missing choices' },
      'server_error',
    ],
    [
      '"empty choices in the response"',
      { message: 'Received empty choices in the response' },
      'server_error',
    ],
    // A request parameter named response_format stays the request's.
    [
      'an invalid response_format parameter on a 400',
      {
        status: 400,
        message: "Invalid parameter: 'response_format' must be one of json_object, text",
      },
      'format_error',
    ],
  ]);
});

describe("a relay's error message kept as an object is read as a layer", () => {
  checkReasons([
    [
      "LobeHub around LiteLLM's invalid model name",
      {
        body: {
          error: {
            code: '400',
            type: 'None',
            param: 'None',
            message: {
              error:
                '/chat/completions: Invalid model name passed in model=chatgpt-4o-latest. Call `/v1/models` to view available models for your key.',
            },
          },
          provider: 'lobehub',
          errorType: 'ProviderBizError',
        },
      },
      'model_not_found',
    ],
    [
      'an object message holding an error object',
      {
        status: 429,
        body: { error: { message: { error: { message: 'Rate limit reached for requests' } } } },
      },
      'rate_limit',
    ],
    [
      'an object message holding an overflow',
      {
        status: 400,
        body: {
          error: { message: { error: 'This model maximum context length is 8192 tokens.' } },
        },
      },
      'context_overflow',
    ],
    // An object message that says nothing leaves the status to decide.
    [
      'an empty object message on a 400',
      { status: 400, body: { error: { message: {} } } },
      'format_error',
    ],
  ]);
});

describe('a 402 whose words are only a rate limit is a window', () => {
  checkReasons([
    [
      'gpt4free\'s "Response 402: Rate limit reached"',
      {
        status: 402,
        name: 'RateLimitError',
        message: 'Liaobots: RateLimitError: Response 402: Rate limit reached',
      },
      'rate_limit',
    ],
    ['"Too many requests" on a 402', { status: 402, message: 'Too many requests' }, 'rate_limit'],
    // Any money word keeps it billing.
    [
      'a rate limit of the free plan, upgrade',
      { status: 402, message: 'Rate limit reached for the free plan. Upgrade to continue.' },
      'billing',
    ],
    [
      'a rate limit and a credit balance',
      { status: 402, message: 'Rate limit exceeded: your credit balance is too low' },
      'billing',
    ],
    [
      'a usage rate limit reached',
      { status: 402, message: 'Usage rate limit reached for this billing period' },
      'billing',
    ],
    ['a bare 402', { status: 402, message: 'Payment Required' }, 'billing'],
    ['a 402 saying only "rate limit"', { status: 402, message: 'rate limit' }, 'billing'],
  ]);
});

describe("Gemini's safety verdicts as a fragment or a whole response", () => {
  checkReasons([
    [
      "a quoted Python fragment \"blockReason': 'SAFETY'\"",
      { message: "blockReason': 'SAFETY'" },
      'content_policy',
    ],
    [
      'a JSON fragment "blockReason": "BLOCKLIST"',
      { message: '{"promptFeedback":{"blockReason":"BLOCKLIST"}}' },
      'content_policy',
    ],
    [
      'a quoted "finishReason": "SAFETY"',
      { message: 'Gemini stopped: {"finishReason": "SAFETY"}' },
      'content_policy',
    ],
    [
      'a whole response whose candidate stopped for SAFETY',
      {
        body: {
          candidates: [
            {
              finishReason: 'SAFETY',
              safetyRatings: [
                { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', probability: 'HIGH', blocked: true },
              ],
            },
          ],
        },
      },
      'content_policy',
    ],
    [
      'a whole response whose candidate stopped for PROHIBITED_CONTENT',
      { body: { candidates: [{ finishReason: 'PROHIBITED_CONTENT' }] } },
      'content_policy',
    ],
    // Other stops are no refusal.
    [
      'a candidate that stopped for MAX_TOKENS',
      { body: { candidates: [{ finishReason: 'MAX_TOKENS' }] } },
      'unknown',
    ],
    [
      'a candidate that stopped normally',
      { body: { candidates: [{ finishReason: 'STOP' }] } },
      'unknown',
    ],
    ['"blockReason": "OTHER"', { message: '{"blockReason": "OTHER"}' }, 'unknown'],
  ]);
});

describe('a size limit stated in tokens is an overflow, in bytes a payload', () => {
  checkReasons([
    [
      "Azure's tokens_limit_reached",
      {
        body: {
          error: {
            code: 'tokens_limit_reached',
            message: 'Request body too large for gpt-5-mini model. Max size: 4000 tokens.',
          },
        },
      },
      'context_overflow',
    ],
    [
      'the same text, no body',
      { message: 'Request body too large for gpt-4o model. Max size: 8000 tokens.' },
      'context_overflow',
    ],
    // A byte size stays a payload.
    [
      'a body too large in bytes',
      { message: 'Request body too large. Max size: 4000000 bytes.' },
      'payload_too_large',
    ],
    ['a body too large, no size', { message: 'Request body too large' }, 'payload_too_large'],
  ]);
});

describe("new-api's insufficient_user_quota is the user's prepaid balance", () => {
  const body = {
    error: {
      message: 'image pre-consumed quota failed, user quota: $0.026158, need quota: $0.080000',
      type: 'new_api_error',
      param: '',
      code: 'insufficient_user_quota',
    },
  };
  checkReasons([
    ['on a 403', { status: 403, body }, 'billing'],
    ['on a 429', { status: 429, body }, 'billing'],
    ['without a status', { body }, 'billing'],
    // A 403 without the code, naming no quota, stays an auth refusal.
    [
      'a 403 with a new_api_error type only',
      { status: 403, body: { error: { message: 'forbidden', type: 'new_api_error' } } },
      'auth',
    ],
  ]);
});

describe('a 404 that is bare behind a client headline or the chat URL it called', () => {
  const nginx =
    '<html>\n<head><title>404 Not Found</title></head>\n<body>\n<center><h1>404 Not Found</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>';
  checkReasons([
    [
      "a client's headline before nginx's 404 page",
      { status: 404, body: nginx, message: `OpenAI translation error: ${nginx}` },
      'model_not_found',
    ],
    [
      '"HTTP 404 for <OpenRouter chat URL>"',
      { status: 404, message: 'HTTP 404 for https://openrouter.ai/api/v1/chat/completions' },
      'model_not_found',
    ],
    [
      '"404 from <Anthropic messages URL>"',
      { status: 404, message: '404 from https://api.anthropic.com/v1/messages' },
      'model_not_found',
    ],
    // Another path is a URL the host does not serve; a URL after "url:" too.
    [
      '"HTTP 404 for <a /responses URL>"',
      { status: 404, message: 'HTTP 404 for https://api.deepseek.com/responses' },
      'unknown',
    ],
    [
      '"Not Found for url: <chat URL>"',
      { status: 404, message: 'Not Found for url: https://example.com/v1/chat/completions' },
      'format_error',
    ],
    [
      'a headline before words of its own',
      { status: 404, message: 'Proxy error: 404 route /v2/chat is disabled' },
      'unknown',
    ],
  ]);
});

describe("Anthropic's not_found message shape with nothing else: the model id alone", () => {
  checkReasons([
    [
      '"API error: model: claude-3-5-sonnet-latest"',
      { message: 'API key test failed: Error: API error: model: claude-3-5-sonnet-latest' },
      'model_not_found',
    ],
    [
      '"model: claude-3-opus-20240229" alone',
      { message: 'model: claude-3-opus-20240229' },
      'model_not_found',
    ],
    // A field error about the model parameter, or a null model, is not a missing model.
    ['"Error: model: Field required"', { message: 'Error: model: Field required' }, 'format_error'],
    ['"error: model: None"', { message: 'error: model: None' }, 'unknown'],
    [
      'a log line quoting the model mid-sentence',
      { message: 'Using model: gpt-4o for this request' },
      'unknown',
    ],
  ]);
});

describe('a message that will exceed the length limit is an overflow', () => {
  checkReasons([
    [
      'Claude\'s "Your message will exceed the length limit for this chat"',
      {
        message:
          'Your message will exceed the length limit for this chat. Try shortening your message or starting a new conversation',
      },
      'context_overflow',
    ],
    [
      '"prompt would exceed the token limit"',
      { message: 'This prompt would exceed the token limit of the model' },
      'context_overflow',
    ],
    // A rate or usage limit is not a length.
    [
      '"requests will exceed the rate limit"',
      { message: 'Your requests will exceed the rate limit' },
      'rate_limit',
    ],
  ]);
});

describe('an account not authorized for an operation is auth, under a validation class too', () => {
  const text = 'Your account is not authorized to invoke this API operation.';
  checkReasons([
    [
      "botocore's ValidationException",
      {
        name: 'ValidationException',
        message: `An error occurred (ValidationException) when calling the InvokeModel operation: ${text}`,
      },
      'auth',
    ],
    ['the same on a 403', { status: 403, message: text }, 'auth'],
    // Other validation text under the class stays the request's.
    [
      'ValidationException about a parameter',
      {
        name: 'ValidationException',
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: Malformed input request: extraneous key [foo] is not permitted',
      },
      'format_error',
    ],
  ]);
});

describe('the judgement calls the rules leave alone', () => {
  it('a bare 429 "Rate Limited by Anthropic" on a large session stays rate_limit', () => {
    const result = classifyError(
      errorFromDescriptor({ status: 429, message: 'Rate Limited by Anthropic' }),
      { approxTokens: 56_919 },
    );
    expect(result.reason).toBe('rate_limit');
  });
  it('a Gemini 429 "quota has been exceeded - Resource Exhausted" stays rate_limit', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 429,
        message: 'The Gemini API quota has been exceeded. - Resource Exhausted (429)',
      }),
    );
    expect(result.reason).toBe('rate_limit');
  });
});
