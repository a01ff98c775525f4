/**
 * The rules the twentieth held-out batch prompted (docs/classifier.md, "Batches 19–20: natural
 * samples"): each with other realistic wordings of the same failure and counter-examples that must
 * not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

const QUOTA = 'You exceeded your current quota, please check your plan and billing details.';

describe("a RateLimitError class: the account's quota is billing, a server fault is a server error", () => {
  checkReasons([
    ['openai-python 0.x quota', { name: 'RateLimitError', message: QUOTA }, 'billing'],
    [
      "tenacity's retry banner around the quota",
      {
        message: `Retrying langchain.llms.openai.completion_with_retry.<locals>._completion_with_retry in 4.0 seconds as it raised RateLimitError: ${QUOTA}.`,
      },
      'billing',
    ],
    [
      'the same banner around a rate limit stays a rate limit',
      {
        message:
          'Retrying langchain.chat_models.openai.ChatOpenAI.completion_with_retry.<locals>._completion_with_retry in 8.0 seconds as it raised RateLimitError: Rate limit reached for default-gpt-3.5-turbo in organization org-x on requests per min. Limit: 3 / min.',
      },
      'rate_limit',
    ],
    [
      'the quota with a Google quota metric stays a window',
      {
        name: 'RateLimitError',
        message: `${QUOTA} quota_metric: generativelanguage.googleapis.com/generate_content_free_tier_requests`,
      },
      'rate_limit',
    ],
    [
      'the quota next to a stated wait stays a window',
      { name: 'RateLimitError', message: `${QUOTA} Please try again in 20s.` },
      'rate_limit',
    ],
    [
      "OpenAI's server wording under RateLimitError",
      {
        name: 'RateLimitError',
        message: 'The server had an error while processing your request. Sorry about that!',
      },
      'server_error',
    ],
    [
      'a server fault that also names the rate limit stays a rate limit',
      {
        name: 'RateLimitError',
        message: 'Internal server error: rate limit exceeded for this key.',
      },
      'rate_limit',
    ],
    [
      "an aggregator's upstream request failure stays the upstream's limit",
      {
        body: {
          code: 'rate_limit_exceeded',
          message:
            'Error from provider (X): Upstream request failed: [rate_limit_exceeded] Rate limit exceeded.',
        },
      },
      'upstream_rate_limit',
    ],
  ]);
});

describe('a relay that could not send the request is a transport failure', () => {
  checkReasons([
    [
      "new-api's do request failed",
      {
        body: { message: 'do request failed: upstream error: do request failed', success: false },
      },
      'timeout',
    ],
    [
      "one-api's do_request_failed code",
      {
        body: {
          error: {
            message: 'Post "https://api.x.ai/v1/chat/completions": EOF',
            type: 'one_api_error',
            code: 'do_request_failed',
          },
        },
      },
      'timeout',
    ],
    [
      'a request that failed validation is not one',
      { message: 'request failed validation: messages must not be empty' },
      'format_error',
    ],
  ]);
});

describe("a response the client could not parse is the server's fault", () => {
  checkReasons([
    [
      "Python's JSONDecodeError on an empty body",
      { name: 'JSONDecodeError', message: 'Expecting value: line 1 column 1 (char 0)' },
      'server_error',
    ],
    [
      "node-fetch's invalid json response body",
      {
        name: 'FetchError',
        code: 'invalid-json',
        message:
          'invalid json response body at https://api.example.com/v1/chat/completions reason: Unexpected end of JSON input',
      },
      'server_error',
    ],
    [
      'a JSONDecodeError with other words',
      { name: 'JSONDecodeError', message: 'Extra data: line 1 column 5 (char 4)' },
      'server_error',
    ],
    [
      'invalid JSON in the request on a 400 stays a request fault',
      { status: 400, body: { error: { message: 'Invalid JSON in request body' } } },
      'format_error',
    ],
    [
      'an invalid json schema (no status) stays a request fault',
      { message: 'Invalid JSON schema for response_format: missing "type"' },
      'format_error',
    ],
  ]);
});

describe("a fetch failure serialized as the body's error: its cause decides", () => {
  checkReasons([
    [
      "LobeChat's ECONNRESET cause",
      {
        body: {
          endpoint: 'https://api.openai.com/v1',
          error: { cause: { errno: -54, code: 'ECONNRESET', syscall: 'read' } },
        },
      },
      'timeout',
    ],
    [
      'a refused connection',
      {
        body: {
          endpoint: 'http://127.0.0.1:11434/v1',
          error: { cause: { errno: -61, code: 'ECONNREFUSED', syscall: 'connect' } },
        },
      },
      'timeout',
    ],
    [
      'an error with a message keeps its message',
      {
        body: {
          error: {
            message: 'Incorrect API key provided',
            cause: { code: 'ECONNRESET' },
          },
        },
      },
      'auth_permanent',
    ],
  ]);
});

describe("a relay's own headline over the provider's document: the document decides", () => {
  checkReasons([
    [
      "a 500 carrying DeepSeek's 400 max_tokens range",
      {
        status: 500,
        body: {
          error: 'DeepSeek API error: 400 Bad Request',
          status: 500,
          details: {
            error: {
              message: 'Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
              type: 'invalid_request_error',
            },
          },
        },
      },
      'context_overflow',
    ],
    [
      'the same document without the 500',
      {
        body: {
          error: 'DeepSeek API error: 400 Bad Request',
          details: {
            error: {
              message: 'Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
            },
          },
        },
      },
      'context_overflow',
    ],
    [
      "a request log's relayed 400 max_tokens cap inside a 500",
      {
        message:
          'HTTPError: 500 Server Error: unable to parse response. Request log: < 400 Bad Request < max_tokens (10000) cannot exceed 8192.',
      },
      'context_overflow',
    ],
    [
      'a 500 naming max_tokens without a relayed 400 stays a server error',
      {
        status: 500,
        message: 'Internal error while computing max_tokens: must be at most 8192 for this worker',
      },
      'server_error',
    ],
    [
      'a string error with details that hold no error keeps its own words',
      { status: 500, body: { error: 'upstream timed out', details: { region: 'us-east-1' } } },
      'timeout',
    ],
  ]);
});

describe('a model that cannot do JSON output: another model can (fall back)', () => {
  checkReasons([
    [
      'deepseek-reasoner does not support Json Output',
      {
        status: 400,
        body: {
          error: {
            message: 'deepseek-reasoner does not support Json Output.',
            type: 'invalid_request_error',
          },
        },
      },
      'model_not_found',
    ],
    [
      'this model does not support structured outputs',
      {
        status: 400,
        body: { error: { message: 'This model does not support structured outputs.' } },
      },
      'model_not_found',
    ],
    [
      'a parameter the model does not support stays a request fault',
      {
        status: 400,
        body: {
          error: { message: "This model does not support the parameter 'response_format'." },
        },
      },
      'format_error',
    ],
    [
      'an invalid JSON schema stays a request fault',
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid schema for response_format: additionalProperties must be false',
          },
        },
      },
      'format_error',
    ],
  ]);
});

describe("a proxy's logged stream: the error event decides", () => {
  checkReasons([
    [
      "Anthropic's overloaded event behind 200",
      {
        status: 200,
        body: {
          streamed_data:
            'event: error\ndata: {"type":"error","error":{"details":null,"type":"overloaded_error","message":"Overloaded"}}\n\n',
        },
      },
      'overloaded',
    ],
    [
      "OpenAI's data-only error frame after content",
      {
        status: 200,
        body: {
          raw: 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: {"error":{"message":"Rate limit reached for gpt-4o on tokens per min.","type":"tokens","code":"rate_limit_exceeded"}}\n\n',
        },
      },
      'rate_limit',
    ],
    [
      'a logged stream without an error event says nothing',
      {
        status: 200,
        body: { streamed_data: 'event: message_stop\ndata: {"type":"message_stop"}\n\n' },
      },
      'unknown',
    ],
  ]);
});

describe('a 401 names a key: only a verdict on it makes it permanent', () => {
  checkReasons([
    [
      "a client's advice naming the API key",
      {
        status: 401,
        message:
          'OpenRouter returned HTTP 401 while generating a response. Check its credentials, API key, or account access.',
      },
      'auth',
    ],
    [
      "OpenRouter's advice to add your own key",
      { status: 401, message: 'Add your own key to accumulate your rate limits.' },
      'auth',
    ],
    ['an invalid model key', { status: 401, message: '401 Invalid model key.' }, 'auth_permanent'],
    ['Unauthorized', { status: 401, body: { detail: 'Unauthorized' } }, 'auth_permanent'],
    [
      'a key that is required',
      { status: 401, message: 'An API key is required for this endpoint.' },
      'auth_permanent',
    ],
    [
      'apiKey expected to be set (no status)',
      {
        message:
          'Could not resolve authentication method. Expected either apiKey or authToken to be set.',
      },
      'auth_permanent',
    ],
    [
      'authentication advice naming a key (no status) is refreshable',
      { message: 'Authentication failed. Check your API key settings or sign in.' },
      'auth',
    ],
  ]);
});
