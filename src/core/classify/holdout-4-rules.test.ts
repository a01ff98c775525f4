/**
 * The rules the fourth held-out batch prompted (docs/classifier.md, "Held-out batch"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { Classification, ClassifyContext } from './types.js';

function classify(descriptor: Record<string, unknown>, context?: ClassifyContext): Classification {
  return classifyError(errorFromDescriptor(descriptor), context);
}

describe('a status that only the text keeps', () => {
  checkReasons([
    [
      'openai-node, no body',
      { message: 'API Request Failed: 503 status code (no body)' },
      'overloaded',
    ],
    [
      '.NET HttpRequestException',
      { message: 'Response status code does not indicate success: 429 (Too Many Requests).' },
      'rate_limit',
    ],
    [
      '.NET HttpStatusCode name',
      { message: 'Unsuccessful Groq API response ServiceUnavailable' },
      'overloaded',
    ],
    [
      '.NET TooManyRequests name',
      { message: 'Provider call failed: TooManyRequests' },
      'rate_limit',
    ],
    ['status glued to failed', { message: 'Request to Plugin Service failed-502' }, 'server_error'],
    ["Go's 404 page", { message: 'OpenAI error: 404 page not found' }, 'format_error'],
  ]);

  it('reads no status from numbers that are not one', () => {
    expect(classify({ message: 'ServiceUnavailableException: try later' }).status).toBeUndefined();
    expect(classify({ message: 'Requested 429 tokens of a 4096 budget' }).status).toBeUndefined();
    expect(classify({ message: 'the 200 status code means it worked' }).status).toBeUndefined();
    expect(classify({ message: 'scanned 404 pages, none matched' }).status).toBeUndefined();
  });
});

describe('a URL the server does not serve (no status)', () => {
  checkReasons([
    [
      'client rendering of an endpoint 404',
      {
        message: 'https://ark.example.com/api/v3/chat/completions not found, verify your API base.',
      },
      'format_error',
    ],
    ['express', { message: 'Cannot POST /v1/chat/completion' }, 'format_error'],
    [
      'no route to host stays a network failure',
      { message: 'connect EHOSTUNREACH: No route to host' },
      'timeout',
    ],
    [
      'a missing model stays a model',
      { message: 'The model `gpt-9` does not exist' },
      'model_not_found',
    ],
  ]);
});

describe('a gateway whose upstream refused its credentials', () => {
  checkReasons([
    [
      '502',
      { status: 502, message: "502 - the provider rejected the gateway's credentials" },
      'auth',
    ],
    ['500', { status: 500, body: { error: { message: 'Upstream API key was rejected' } } }, 'auth'],
    ['bare 502', { status: 502, message: 'Bad Gateway' }, 'server_error'],
    [
      'credentials word alone',
      { status: 500, message: 'credential cache unavailable' },
      'server_error',
    ],
  ]);
});

describe('a 502 that reports a cut upstream connection', () => {
  checkReasons([
    [
      'router stream_terminated',
      {
        status: 502,
        body: { error: { message: 'terminated', type: 'stream_error', code: 'stream_terminated' } },
      },
      'timeout',
    ],
    [
      'nginx',
      {
        status: 502,
        message: 'upstream prematurely closed connection while reading response header',
      },
      'timeout',
    ],
    [
      'a named server fault wins',
      { status: 502, message: 'Internal server error: stream error from model worker' },
      'server_error',
    ],
    ['plain bad gateway', { status: 502, message: '502 Bad Gateway' }, 'server_error'],
    ['"upstream error" is not a stream error', { message: 'UPSTREAM ERROR' }, 'unknown'],
  ]);

  it('is an overflow on a large session, like a status-less disconnect', () => {
    const result = classify(
      { status: 502, body: { error: { message: 'socket hang up' } } },
      { approxTokens: 190_000, contextLength: 200_000 },
    );
    expect(result.reason).toBe('context_overflow');
  });
});

describe('a relayed thinking-signature rejection under a proxy status', () => {
  const relayed =
    'All 1 attempts failed. Last error: HTTP 400: {"error":{"code":400,"message":"{\\"type\\":\\"error\\",\\"error\\":{\\"type\\":\\"invalid_request_error\\",\\"message\\":\\"messages.3.content.0: Invalid `signature` in `thinking` block\\"}}","status":"INVALID_ARGUMENT"}}';
  checkReasons([
    [
      '429 overloaded_error',
      { status: 429, body: { error: { message: relayed, type: 'overloaded_error' } } },
      'thinking_signature',
    ],
    [
      '500 last error',
      {
        status: 500,
        message: 'Last error: 400 invalid_request_error: Invalid signature in thinking block',
      },
      'thinking_signature',
    ],
    ['429 without the rejection', { status: 429, message: 'Rate limit exceeded' }, 'rate_limit'],
    [
      '401 quoting it is still an auth failure',
      { status: 401, message: 'invalid x-api-key (400: Invalid signature in thinking block)' },
      'auth_permanent',
    ],
    [
      '429 about thinking budget',
      { status: 429, message: 'Too many thinking tokens per minute; request signature ok' },
      'rate_limit',
    ],
  ]);
});

describe('an aggregator 429 whose upstream is out of money', () => {
  const envelope = (raw: string) => ({
    status: 429,
    body: { error: { message: 'Provider returned error', code: 429, metadata: { raw } } },
  });
  checkReasons([
    [
      'Moonshot balance',
      envelope(
        '{"error":{"message":"Your account org-1 is suspended due to insufficient balance"}}',
      ),
      'billing',
    ],
    [
      'Chinese balance',
      envelope('{"error":{"message":"余额不足或无可用资源包,请充值。"}}'),
      'billing',
    ],
    [
      'upstream rate limit',
      envelope('{"error":{"message":"Rate limit exceeded"}}'),
      'upstream_rate_limit',
    ],
    [
      'upstream per-minute quota',
      envelope('{"error":{"message":"Quota exceeded for requests per minute"}}'),
      'upstream_rate_limit',
    ],
  ]);
});

describe('error documents nested by relays and completions', () => {
  checkReasons([
    [
      'upstream_error object',
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'request_fail',
            upstream_error: {
              error: {
                type: 'invalid_request_error',
                message: 'prompt is too long: 210000 tokens > 200000 maximum',
              },
            },
          },
        },
      },
      'context_overflow',
    ],
    [
      'upstream_error that is only a string',
      {
        status: 400,
        body: { error: { type: 'request_fail', upstream_error: 'prompt is too long' } },
      },
      'format_error',
    ],
    [
      'chat.completion with a filtered choice',
      {
        status: 400,
        body: {
          object: 'chat.completion',
          choices: [
            {
              finish_reason: 'content_filter',
              content_filter_results: {
                error: {
                  code: 'content_filter',
                  message: "Response content blocked by label 'Hate'.",
                },
              },
            },
          ],
        },
      },
      'content_policy',
    ],
    [
      'chat.completion cut by length',
      { status: 400, body: { object: 'chat.completion', choices: [{ finish_reason: 'length' }] } },
      'format_error',
    ],
  ]);
});

describe('wordings', () => {
  checkReasons([
    [
      'litellm class name in a message',
      {
        message:
          'litellm.ServiceUnavailableError: ServiceUnavailableError: OpenAIException - Loading model',
      },
      'overloaded',
    ],
    ['llama.cpp loading', { message: 'Loading model' }, 'overloaded'],
    [
      'a model that failed to load is no capacity issue',
      { status: 500, message: 'error loading model: invalid gguf magic' },
      'server_error',
    ],
    [
      'a load failure without status',
      { message: 'error loading model: invalid gguf magic' },
      'unknown',
    ],
    ['failed to load', { message: 'failed to loading model weights' }, 'unknown'],
    [
      'reasoning must be passed back',
      { message: 'The `reasoning_content` in the thinking mode must be passed back to the API.' },
      'format_error',
    ],
    ['snake-case balance code', { body: { error: 'err.not_enough_balance' } }, 'billing'],
    ['not enough credits', { message: 'Not enough credits to run this model' }, 'billing'],
    [
      'not enough memory is not billing',
      { status: 500, message: 'not enough memory to load the model' },
      'model_not_found',
    ],
    [
      'length of all messages',
      { status: 400, message: 'The total length of all messages is too long.' },
      'context_overflow',
    ],
    [
      'messages are too long',
      { status: 400, message: 'Your messages are too long for this model' },
      'context_overflow',
    ],
    ['empty messages', { status: 400, message: 'messages must not be empty' }, 'format_error'],
    ['framework body cap', { message: 'Body exceeded 1mb limit' }, 'payload_too_large'],
    ['framework body cap, decimals', { message: 'Body exceeded 4.5MB limit' }, 'payload_too_large'],
    ['body depth is not size', { message: 'JSON body exceeded max nesting depth' }, 'unknown'],
    ['reqwest cut body', { message: 'error decoding response body' }, 'timeout'],
    ['Chinese: upstream stream interrupted', { message: '上游流式响应中断' }, 'timeout'],
    ['Chinese: connection reset', { message: '连接被重置' }, 'timeout'],
    ['Chinese: user interrupted is no disconnect', { message: '用户中断了请求' }, 'unknown'],
    [
      'encrypted reasoning from another caller',
      { message: 'reasoning `encrypted_content` was not issued to this caller' },
      'format_error',
    ],
    [
      'gateway upstream failure',
      { message: 'Error from provider: Upstream request failed' },
      'server_error',
    ],
    [
      // Not a server error; since batch 8 the named request-error type makes it a request fault.
      'gateway upstream failure naming a request fault',
      { message: 'Upstream request failed: [invalid_request_error] tools[0].name is invalid' },
      'format_error',
    ],
    [
      'gateway upstream 429',
      { message: 'Upstream request failed: 429 Too Many Requests' },
      'rate_limit',
    ],
    [
      'safety-limited prompt',
      {
        status: 400,
        body: {
          error: {
            message: "Invalid prompt: we've limited access to this content for safety reasons.",
            code: 'invalid_prompt',
          },
        },
      },
      'content_policy',
    ],
    [
      'a range error is no refusal',
      { status: 400, message: 'temperature is out of range' },
      'format_error',
    ],
    [
      'a 429 that says safety is still a limit',
      { status: 429, message: 'Requests limited for safety reasons, retry later' },
      'rate_limit',
    ],
  ]);
});
