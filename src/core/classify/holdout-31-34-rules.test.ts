/**
 * The rules held-out batches 31–34 prompted (docs/classifier.md, "Batches 31–34"): each with other
 * realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("a local server's model runner that failed is the server's fault", () => {
  checkReasons([
    [
      "Ollama's runner EOF under litellm's connection error",
      {
        name: 'APIConnectionError',
        message:
          "litellm.APIConnectionError: Ollama Error - {'error': 'POST predict: Post \"http://127.0.0.1:41401/completion\": EOF'}",
      },
      'server_error',
    ],
    [
      "Ollama's unknown runner error",
      {
        name: 'OllamaError',
        message:
          'litellm.llms.ollama.OllamaError: {"error":"an unknown error was encountered while running the model "}',
        body: { error: 'an unknown error was encountered while running the model ' },
      },
      'server_error',
    ],
    [
      'a plain connection error stays transport',
      { name: 'APIConnectionError', message: 'litellm.APIConnectionError: Connection refused' },
      'timeout',
    ],
    [
      // Not the runner's; since batch 255's rules, Go's transport EOF after the method and quoted URL
      // (`*url.Error`) reads as the server closing the connection: a disconnect.
      "a client's EOF without the runner is not read as the runner's",
      { message: 'Post "http://127.0.0.1:11434/api/chat": EOF' },
      'timeout',
    ],
    [
      'a model that is missing stays model_not_found',
      { status: 404, message: 'model "llama3" not found, try pulling it first' },
      'model_not_found',
    ],
  ]);
});

describe('a parameter called invalid with its allowed value is the request', () => {
  checkReasons([
    [
      "Moonshot's temperature through the AI SDK",
      {
        name: 'AI_APICallError',
        message: 'AI_APICallError: Invalid temperature: only 1 is allowed for this model.',
      },
      'format_error',
    ],
    ['a plural allowance', { message: 'invalid top_k: only 1, 5 are allowed' }, 'format_error'],
    [
      'a credential called invalid is no parameter (the auth families read it)',
      { message: 'invalid token: only bearer tokens are allowed' },
      'auth',
    ],
    [
      'an invalid word without the allowance stays unread',
      { message: 'invalid temperature' },
      'unknown',
    ],
  ]);
});

describe("DashScope's max_tokens range is the output cap", () => {
  checkReasons([
    [
      'Open WebUI relaying Qwen',
      {
        status: 400,
        message:
          '400: <400> InternalError.Algo.InvalidParameter: Range of max_tokens should be [1, 8192]',
      },
      'context_overflow',
    ],
    [
      "DeepSeek's held wording",
      {
        status: 400,
        message: 'Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
      },
      'context_overflow',
    ],
    [
      'another parameter with a range stays a request fault',
      { status: 400, message: 'Range of top_p should be [0, 1]' },
      'format_error',
    ],
  ]);
  it('lowers max_tokens to the stated cap', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        message: 'InternalError.Algo.InvalidParameter: Range of max_tokens should be [1, 8192]',
      }),
    );
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 8192 });
  });
});

describe('message order and tool results are the request, with or without a status', () => {
  checkReasons([
    [
      "DeepSeek reasoner's first message",
      {
        message:
          'The first message (except the system message) of deepseek-reasoner must be a user message, but an assistant message detected.',
      },
      'format_error',
    ],
    [
      "DeepSeek reasoner's successive messages",
      {
        message:
          'deepseek-reasoner does not support successive user or assistant messages (messages[3] and messages[4] in your input). You should interleave the user/assistant messages in the message sequence.',
      },
      'format_error',
    ],
    [
      'roles that must alternate',
      { message: 'Conversation roles must alternate user/assistant/user/assistant/...' },
      'format_error',
    ],
    [
      "DashScope's tool message in double quotes",
      {
        message:
          '.InvalidParameter: messages with role "tool" must be a response to a preceeding message with "tool_calls".',
      },
      'format_error',
    ],
    [
      "OpenAI's held wording in single quotes",
      {
        message:
          "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      },
      'format_error',
    ],
    [
      'a reset connection quoting it stays transport',
      {
        message:
          'messages with role "tool" must be a response to a preceding message with "tool_calls"',
        cause: { code: 'ECONNRESET', message: 'socket hang up' },
      },
      'timeout',
    ],
    [
      'a first message that is not about its role stays unread',
      { message: 'The first message must be a short greeting' },
      'unknown',
    ],
    [
      "the Anthropic SDK's unstreamed long request",
      {
        name: 'Error',
        message:
          'Streaming is required for operations that may take longer than 10 minutes. See https://github.com/anthropics/anthropic-sdk-typescript#long-requests for more details',
      },
      'format_error',
    ],
    [
      'streaming that failed is no requirement',
      { message: 'Streaming failed for operations on this model' },
      'unknown',
    ],
  ]);
});

describe('a server fault with its invitation to retry, without a status, is a server error', () => {
  checkReasons([
    [
      "Bedrock's internal error in a proxy log",
      {
        message:
          'litellm.proxy.proxy_server.async_data_generator(): Exception occured - internalServerException {"message":"The system encountered an unexpected error during processing. Try your request again."}',
      },
      'server_error',
    ],
    [
      'the same words alone',
      {
        message:
          'The system encountered an unexpected error during processing. Try your request again.',
      },
      'server_error',
    ],
    [
      'without the invitation it stays unread',
      { message: 'The system encountered an unexpected error during processing.' },
      'unknown',
    ],
    [
      'a transport failure beside it stays transport',
      {
        message:
          'An unexpected error occurred: connect ECONNREFUSED 127.0.0.1:443. Please try again.',
      },
      'timeout',
    ],
    [
      "Bedrock's request fault with its retry advice stays the request",
      {
        status: 400,
        message:
          'ValidationException: The model returned the following errors: Input is too long. Try again with a conversation that is shorter.',
      },
      'context_overflow',
    ],
  ]);
});

describe('a content filter that failed to run refused nothing', () => {
  checkReasons([
    [
      "Azure's content_filter_error through litellm",
      {
        name: 'APIError',
        message:
          'litellm.exceptions.APIError: AzureException - {"error": {"code": "content_filter_error", "message": "The contents are not filtered"}}',
      },
      'server_error',
    ],
    ['the words alone', { message: 'The contents are not filtered' }, 'server_error'],
    [
      "Azure's filter verdict stays a refusal",
      {
        status: 400,
        body: {
          error: {
            code: 'content_filter',
            message:
              "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
          },
        },
      },
      'content_policy',
    ],
    [
      'a filtered prompt without a status stays a refusal',
      { message: 'The content was filtered by the content filter' },
      'content_policy',
    ],
  ]);
});

describe("Google's key restrictions and account verification are permanent for this credential", () => {
  checkReasons([
    [
      "Vertex's API_KEY_SERVICE_BLOCKED named on the error object",
      {
        body: {
          error: {
            reason: 'API_KEY_SERVICE_BLOCKED',
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token',
          },
        },
      },
      'auth_permanent',
    ],
    [
      // Session 65, group RY: auth, not auth_permanent, as group ID reads it: both held lines with a
      // referrer block (h627, h1331) are labelled auth (held "Requests from referer" auth 2,
      // auth_permanent 0); the other key restrictions (service, Android, iOS) stay auth_permanent.
      'a referrer restriction in details',
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'Requests from referer <empty> are blocked.',
            status: 'PERMISSION_DENIED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'API_KEY_HTTP_REFERRER_BLOCKED',
              },
            ],
          },
        },
      },
      'auth',
    ],
    [
      "Gemini Code Assist's VALIDATION_REQUIRED",
      {
        status: 403,
        body: {
          error: {
            code: 403,
            message:
              'To continue, verify your account at\n\nhttps://accounts.google.com/signin/continue',
            status: 'PERMISSION_DENIED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'VALIDATION_REQUIRED',
                domain: 'cloudcode-pa.googleapis.com',
              },
            ],
          },
        },
      },
      'auth_permanent',
    ],
    [
      'an expired OAuth token stays refreshable',
      {
        status: 401,
        body: {
          error: {
            code: 401,
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
            status: 'UNAUTHENTICATED',
            details: [
              {
                '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
                reason: 'ACCESS_TOKEN_EXPIRED',
              },
            ],
          },
        },
      },
      'auth',
    ],
    [
      'a lower-case reason sentence is no code',
      {
        status: 403,
        body: { error: { reason: 'validation required', message: 'Forbidden' } },
      },
      'auth',
    ],
  ]);
});

describe("a router's policy that excludes the provider closes this model", () => {
  checkReasons([
    [
      "Requesty's 400",
      { status: 400, message: '400 Provider not allowed for organization' },
      'model_not_found',
    ],
    [
      'without a status',
      { message: 'This provider is not permitted for your account' },
      'model_not_found',
    ],
    [
      'a provider parameter called invalid stays the request',
      { status: 400, message: 'Invalid provider passed' },
      'format_error',
    ],
  ]);
});

describe("a relay's 5xx around a 400 that says the request was malformed is the request", () => {
  checkReasons([
    [
      "Kiro's proxy",
      {
        status: 500,
        body: {
          error: {
            message: 'API error 400: {"message":"Improperly formed request.","reason":null}',
            type: 'error',
            code: 500,
          },
        },
      },
      'format_error',
    ],
    [
      'a malformed request with its status code',
      { status: 502, message: 'upstream returned status code: 400, malformed request body' },
      'format_error',
    ],
    [
      'without the relayed 400 a 500 stays a server error',
      { status: 500, message: 'Improperly formed request.' },
      'server_error',
    ],
    [
      'with an invitation to retry it stays a server error',
      {
        status: 500,
        message: 'API error 400: Improperly formed request. Please try again later.',
      },
      'server_error',
    ],
    [
      'with server-fault words it stays a server error',
      {
        status: 500,
        message: 'Internal server error while relaying: status 400 malformed request',
      },
      'server_error',
    ],
  ]);
});

describe('a response cut short or never given is a transport failure', () => {
  checkReasons([
    [
      "aiohttp's truncated body",
      { message: 'Not enough data to satisfy transfer length header.' },
      'timeout',
    ],
    [
      "the AWS SDK's HTTP/2 handler",
      { message: 'Unexpected error: http2 request did not get a response' },
      'timeout',
    ],
    [
      'a request that did not receive any response',
      { message: 'The request did not receive any response from the server' },
      'timeout',
    ],
    [
      'a 429 quoted with it stays rate_limit',
      { status: 429, message: 'Too many requests; the request did not get a response' },
      'rate_limit',
    ],
  ]);
});

describe('the 404 reason phrase alone, and a client headline before a 404, are the bare 404', () => {
  checkReasons([
    ["the AI SDK's status text", { name: 'Error', message: 'Not Found' }, 'model_not_found'],
    ['with a period', { message: 'Not found.' }, 'model_not_found'],
    [
      "Obsidian's requestUrl headline",
      { status: 404, message: 'Error while generation text: Request failed, status 404' },
      'model_not_found',
    ],
    ['something named as not found stays unread', { message: 'Thread not found' }, 'unknown'],
    [
      'the phrase with a body keeps the body reading',
      { message: 'Not Found', body: { error: { message: 'thread_abc not found' } } },
      'unknown',
    ],
    [
      'a headline not about an error before the request stays unread',
      { status: 404, message: 'thread missing: request failed, status 404' },
      'unknown',
    ],
    [
      'words after the 404 stay unread',
      {
        status: 404,
        message: 'Error while generation text: Request failed, status 404: thread gone',
      },
      'unknown',
    ],
  ]);
});

describe('a usage limit whose body states its reset is a window', () => {
  checkReasons([
    [
      "Codex's usage_limit_reached without its 429",
      {
        body: {
          error: {
            type: 'usage_limit_reached',
            message: 'The usage limit has been reached',
            plan_type: 'plus',
            resets_in_seconds: 17778,
          },
        },
      },
      'rate_limit',
    ],
    [
      // Read since batch 497 as the backend's own sentence for the window (P.USAGE_LIMIT_REACHED;
      // held ×4 without a reset, all rate_limit), which the vote answered before.
      'the same words with no reset are still the window',
      { body: { error: { message: 'The usage limit has been reached' } } },
      'rate_limit',
    ],
    [
      'a monthly spend limit with a reset stays billing',
      {
        body: {
          error: {
            message: 'You have exceeded your monthly spending limit',
            resets_in_seconds: 86400,
          },
        },
      },
      'billing',
    ],
  ]);
});

describe("FastAPI's validation detail list is read", () => {
  checkReasons([
    [
      "Mistral's 422 body without its status",
      {
        body: {
          detail: [
            {
              type: 'extra_forbidden',
              loc: ['body', 'store'],
              msg: 'Extra inputs are not permitted',
              input: false,
            },
          ],
        },
      },
      'format_error',
    ],
    [
      "Zhipu's fields that can't both be empty",
      {
        body: {
          error: {
            code: '1214',
            message: "messages[4]:content and tool_calls fields can't both be empty",
          },
        },
      },
      'format_error',
    ],
    [
      'a detail list without msg says nothing',
      { body: { detail: [{ loc: ['body'] }] } },
      'unknown',
    ],
  ]);
});

/** The classification's wait, in ms, for a descriptor. */
function waitOf(descriptor: Record<string, unknown>): number | undefined {
  return classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
}

describe('a wait the body states or an SDK logs from retry-after', () => {
  it("reads Codex's resets_in_seconds", () => {
    expect(
      waitOf({
        status: 429,
        body: {
          error: {
            type: 'usage_limit_reached',
            message: 'The usage limit has been reached',
            resets_at: 1776672030,
            resets_in_seconds: 17778,
          },
        },
      }),
    ).toBe(17_778_000);
  });
  it("reads a limiter's retryAfter in seconds", () => {
    expect(
      waitOf({
        body: {
          error: 'Too Many Requests',
          message: 'Too many requests from this IP, please try again later.',
          retryAfter: 114,
        },
      }),
    ).toBe(114_000);
  });
  it('reads the field from a message that quotes the JSON', () => {
    expect(waitOf({ status: 429, message: 'HTTP 429: {"error":{"resets_in_seconds":600}}' })).toBe(
      600_000,
    );
  });
  it("reads the SDK's logged wait above its own backoff", () => {
    expect(
      waitOf({
        status: 429,
        message:
          'HTTP Request: POST https://api.anthropic.com/v1/messages "HTTP/1.1 429 Too Many Requests"\nRetrying request to /v1/messages in 53.000000 seconds',
      }),
    ).toBe(53_000);
  });
  it("does not read the SDK's own backoff (at most 8 s)", () => {
    expect(
      waitOf({
        status: 429,
        message: 'Retrying request to /chat/completions in 0.860000 seconds',
      }),
    ).toBeUndefined();
  });
  it('a header still wins over a body field', () => {
    expect(
      waitOf({
        status: 429,
        headers: { 'retry-after': '7' },
        body: { error: { message: 'slow down', retryAfter: 114 } },
      }),
    ).toBe(7000);
  });
  it('a body field on a request error is not read', () => {
    expect(
      waitOf({ status: 400, body: { error: { message: 'bad request', retryAfter: 114 } } }),
    ).toBeUndefined();
  });
});
