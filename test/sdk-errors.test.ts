/**
 * Real error instances from the SDKs and from Node's fetch (undici), classified as thrown.
 * Transport failures are triggered for real on 127.0.0.1 (closed port, a server that destroys
 * the socket, a server that never answers).
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import {
  type AddressInfo,
  createServer as createNetServer,
  type Server as NetServer,
} from 'node:net';
import { APICallError } from '@ai-sdk/provider';
import Anthropic from '@anthropic-ai/sdk';
import { RetryError } from 'ai';
import OpenAI from 'openai';
import { Agent, request as undiciRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';

const LARGE = { approxTokens: 190_000, contextLength: 200_000 } as const;

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('openai SDK (v6) errors', () => {
  const headers = (init: Record<string, string> = {}) => new Headers(init);

  it('RateLimitError from APIError.generate with retry-after', () => {
    const error = OpenAI.APIError.generate(
      429,
      {
        error: {
          message: 'Rate limit reached for gpt-4o on requests per min (RPM)',
          type: 'requests',
          code: 'rate_limit_exceeded',
        },
      },
      undefined,
      headers({ 'retry-after': '2', 'x-request-id': 'req_1' }),
    );
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(classifyError(error)).toMatchObject({
      reason: 'rate_limit',
      status: 429,
      retryAfterMs: 2000,
      code: 'rate_limit_exceeded',
    });
  });

  it('insufficient_quota 429 is billing', () => {
    const error = OpenAI.APIError.generate(
      429,
      {
        error: {
          message: 'You exceeded your current quota, please check your plan and billing details.',
          type: 'insufficient_quota',
          code: 'insufficient_quota',
        },
      },
      undefined,
      headers(),
    );
    expect(classifyError(error).reason).toBe('billing');
  });

  it('BadRequestError context_length_exceeded, AuthenticationError, NotFoundError, InternalServerError', () => {
    const overflow = OpenAI.APIError.generate(
      400,
      {
        error: {
          message:
            "This model's maximum context length is 128000 tokens. However, your messages resulted in 130000 tokens.",
          code: 'context_length_exceeded',
          type: 'invalid_request_error',
        },
      },
      undefined,
      headers(),
    );
    expect(classifyError(overflow).reason).toBe('context_overflow');
    const auth = OpenAI.APIError.generate(
      401,
      { error: { message: 'Incorrect API key provided: sk-abc***', code: 'invalid_api_key' } },
      undefined,
      headers(),
    );
    expect(auth).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(classifyError(auth).reason).toBe('auth_permanent');
    const missing = OpenAI.APIError.generate(
      404,
      {
        error: {
          message: 'The model `gpt-5-nope` does not exist or you do not have access to it.',
          code: 'model_not_found',
        },
      },
      undefined,
      headers(),
    );
    expect(classifyError(missing).reason).toBe('model_not_found');
    const server = OpenAI.APIError.generate(500, undefined, 'Internal Server Error', headers());
    expect(classifyError(server).reason).toBe('server_error');
    const overloaded = OpenAI.APIError.generate(
      503,
      { error: { message: 'The engine is currently overloaded' } },
      undefined,
      headers(),
    );
    expect(classifyError(overloaded).reason).toBe('overloaded');
  });

  it('APIConnectionError wrapping a fetch failure: timeout, or overflow on a large session', () => {
    const cause = new TypeError('fetch failed', {
      cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }),
    });
    const error = new OpenAI.APIConnectionError({ cause });
    expect(classifyError(error).reason).toBe('timeout');
    expect(classifyError(error, LARGE).reason).toBe('context_overflow');
    const generated = OpenAI.APIError.generate(undefined, cause, undefined, undefined);
    expect(generated).toBeInstanceOf(OpenAI.APIConnectionError);
    expect(classifyError(generated).reason).toBe('timeout');
  });

  it('APIConnectionTimeoutError is a timeout, APIUserAbortError is aborted', () => {
    expect(classifyError(new OpenAI.APIConnectionTimeoutError())).toMatchObject({
      reason: 'timeout',
      category: 'transport.timeout',
    });
    expect(classifyError(new OpenAI.APIUserAbortError())).toMatchObject({
      reason: 'aborted',
      retryable: false,
    });
  });
});

describe('@anthropic-ai/sdk errors', () => {
  it('529 overloaded_error (InternalServerError)', () => {
    const error = Anthropic.APIError.generate(
      529,
      { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      undefined,
      new Headers({ 'x-should-retry': 'true' }),
    );
    expect(error).toBeInstanceOf(Anthropic.InternalServerError);
    expect(classifyError(error)).toMatchObject({ reason: 'overloaded', status: 529 });
  });

  it('400 thinking signature, 429 long context, 413, 429 with anthropic reset headers', () => {
    const thinking = Anthropic.APIError.generate(
      400,
      {
        type: 'error',
        error: {
          type: 'invalid_request_error',
          message: 'messages.1.content.0: Invalid `signature` in `thinking` block',
        },
      },
      undefined,
      new Headers(),
    );
    expect(classifyError(thinking).reason).toBe('thinking_signature');
    const tier = Anthropic.APIError.generate(
      429,
      {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          message: 'Extra usage is required for long context requests.',
        },
      },
      undefined,
      new Headers(),
    );
    expect(classifyError(tier).reason).toBe('long_context_tier');
    const tooLarge = Anthropic.APIError.generate(
      413,
      {
        type: 'error',
        error: { type: 'request_too_large', message: 'Request exceeds the maximum size' },
      },
      undefined,
      new Headers(),
    );
    expect(classifyError(tooLarge).reason).toBe('payload_too_large');
    const nowMs = Date.parse('2026-03-01T12:00:00Z');
    const limited = Anthropic.APIError.generate(
      429,
      {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          message: 'Number of request tokens has exceeded your per-minute rate limit',
        },
      },
      undefined,
      new Headers({
        'anthropic-ratelimit-input-tokens-remaining': '0',
        'anthropic-ratelimit-input-tokens-reset': '2026-03-01T12:00:42Z',
      }),
    );
    expect(classifyError(limited, { nowMs })).toMatchObject({
      reason: 'rate_limit',
      category: 'rate_limit.tokens',
      retryAfterMs: 42_000,
    });
  });

  it('401 invalid x-api-key, connection timeout, user abort', () => {
    const auth = Anthropic.APIError.generate(
      401,
      { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
      undefined,
      new Headers(),
    );
    expect(classifyError(auth).reason).toBe('auth_permanent');
    expect(classifyError(new Anthropic.APIConnectionTimeoutError()).reason).toBe('timeout');
    expect(classifyError(new Anthropic.APIUserAbortError()).reason).toBe('aborted');
  });
});

describe('AI SDK errors', () => {
  it('APICallError with statusCode, responseHeaders and a responseBody text', () => {
    const error = new APICallError({
      message: 'Too Many Requests',
      url: 'https://api.example.test/v1/chat/completions',
      requestBodyValues: {},
      statusCode: 429,
      responseHeaders: { 'retry-after': '3' },
      responseBody: JSON.stringify({
        error: { message: 'Rate limit exceeded', type: 'rate_limit_error' },
      }),
    });
    expect(error.isRetryable).toBe(true);
    expect(classifyError(error)).toMatchObject({
      reason: 'rate_limit',
      status: 429,
      retryAfterMs: 3000,
    });
  });

  it('APICallError 400 with an overflow body, and RetryError around it', () => {
    const error = new APICallError({
      message: 'Bad Request',
      url: 'https://api.example.test',
      requestBodyValues: {},
      statusCode: 400,
      responseBody:
        '{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}',
    });
    expect(classifyError(error).reason).toBe('context_overflow');
    const retry = new RetryError({
      message: 'Failed after 3 attempts',
      reason: 'maxRetriesExceeded',
      errors: [error, error, error],
    });
    expect(classifyError(retry).reason).toBe('context_overflow');
  });

  it('@google/genai-style ApiError (status + JSON message)', () => {
    const error = Object.assign(
      new Error(
        '{"error":{"code":503,"message":"The model is overloaded. Please try again later.","status":"UNAVAILABLE"}}',
      ),
      { name: 'ApiError', status: 503 },
    );
    expect(classifyError(error)).toMatchObject({ reason: 'overloaded', code: 'UNAVAILABLE' });
  });
});

describe('Node fetch (undici) transport failures, for real on 127.0.0.1', () => {
  let closedPort = 0;
  let resetServer: NetServer;
  let resetPort = 0;
  let hangServer: Server;
  let hangPort = 0;

  beforeAll(async () => {
    const probe = createNetServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    closedPort = (probe.address() as AddressInfo).port;
    probe.close();
    await once(probe, 'close');

    resetServer = createNetServer((socket) => {
      // Read the request, then drop the connection without a response.
      socket.once('data', () => socket.destroy());
    });
    resetServer.listen(0, '127.0.0.1');
    await once(resetServer, 'listening');
    resetPort = (resetServer.address() as AddressInfo).port;

    hangServer = createServer(() => {
      // Never answers: the client's timeout has to fire.
    });
    hangServer.listen(0, '127.0.0.1');
    await once(hangServer, 'listening');
    hangPort = (hangServer.address() as AddressInfo).port;
  });

  afterAll(async () => {
    resetServer.close();
    hangServer.closeAllConnections();
    hangServer.close();
  });

  it('closed port → TypeError fetch failed, cause ECONNREFUSED → timeout (transport.refused)', async () => {
    const error = await rejectionOf(fetch(`http://127.0.0.1:${closedPort}/`));
    expect(error).toBeInstanceOf(TypeError);
    const result = classifyError(error, LARGE);
    expect(result).toMatchObject({ reason: 'timeout', category: 'transport.refused' });
  });

  it('a server that destroys the socket → other side closed / UND_ERR_SOCKET; overflow on a large session', async () => {
    const error = await rejectionOf(
      fetch(`http://127.0.0.1:${resetPort}/`, { method: 'POST', body: '{}' }),
    );
    expect((error as Error & { cause?: { code?: string } }).cause?.code).toBe('UND_ERR_SOCKET');
    expect(classifyError(error)).toMatchObject({ reason: 'timeout' });
    expect(classifyError(error, LARGE).reason).toBe('context_overflow');
  });

  it('AbortSignal.abort() → AbortError → aborted', async () => {
    const error = await rejectionOf(
      fetch(`http://127.0.0.1:${hangPort}/`, { signal: AbortSignal.abort() }),
    );
    expect((error as Error).name).toBe('AbortError');
    expect(classifyError(error).reason).toBe('aborted');
  });

  it('AbortSignal.timeout(1) → TimeoutError → timeout', async () => {
    const error = await rejectionOf(
      fetch(`http://127.0.0.1:${hangPort}/`, { signal: AbortSignal.timeout(1) }),
    );
    expect((error as Error).name).toBe('TimeoutError');
    expect(classifyError(error)).toMatchObject({
      reason: 'timeout',
      category: 'transport.timeout',
    });
  });

  it('an abort whose reason is a TimeoutError is a timeout', () => {
    const controller = new AbortController();
    controller.abort(new DOMException('signal timed out', 'TimeoutError'));
    const error = Object.assign(new DOMException('This operation was aborted', 'AbortError'), {
      cause: controller.signal.reason,
    });
    expect(classifyError(error).reason).toBe('timeout');
  });

  it('a key with a newline: undici refuses the header before sending → auth_permanent (the key is malformed), not transport', async () => {
    const dispatcher = new Agent();
    try {
      const error = await rejectionOf(
        undiciRequest(`http://127.0.0.1:${hangPort}/`, {
          dispatcher,
          headers: { authorization: 'Bearer sk-live-abc\n' },
        }),
      );
      expect((error as { code?: string }).code).toBe('UND_ERR_INVALID_ARG');
      // As held for every client's refusal of an unsendable key (batch 590): rotate, do not retry.
      expect(classifyError(error)).toMatchObject({
        reason: 'auth_permanent',
        category: 'auth.invalid_key',
        retryable: false,
        shouldRotateCredential: true,
      });
      expect(classifyError(error).explain.at(-1)?.rule).toBe('transport.key_unsendable');
      // As an adapter rethrows it, wrapped.
      const wrapped = new TypeError('fetch failed', { cause: error });
      expect(classifyError(wrapped).reason).toBe('auth_permanent');
    } finally {
      await dispatcher.close();
    }
  });

  it("another header undici refuses stays the request's (format_error); an api-key header is the key's", async () => {
    const dispatcher = new Agent();
    try {
      const title = await rejectionOf(
        undiciRequest(`http://127.0.0.1:${hangPort}/`, {
          dispatcher,
          headers: { 'x-title': 'My\nApp' },
        }),
      );
      expect((title as Error).message).toBe('invalid x-title header');
      expect(classifyError(title)).toMatchObject({
        reason: 'format_error',
        category: 'request.invalid_argument',
      });
      const apiKey = await rejectionOf(
        undiciRequest(`http://127.0.0.1:${hangPort}/`, {
          dispatcher,
          headers: { 'x-api-key': 'sk-ant-abc\n' },
        }),
      );
      expect(classifyError(apiKey).reason).toBe('auth_permanent');
    } finally {
      await dispatcher.close();
    }
  });
});

describe('Node system errors, plain values', () => {
  it('system errors by code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:11434'), {
      code: 'ECONNREFUSED',
      errno: -111,
      syscall: 'connect',
    });
    expect(classifyError(refused)).toMatchObject({
      reason: 'timeout',
      category: 'transport.refused',
    });
    const dns = Object.assign(new Error('getaddrinfo ENOTFOUND api.openai.com'), {
      code: 'ENOTFOUND',
      syscall: 'getaddrinfo',
    });
    expect(classifyError(dns).category).toBe('transport.dns');
    const pipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    expect(classifyError(pipe, LARGE).reason).toBe('context_overflow');
  });

  it('plain objects, strings, null, undefined, numbers, symbols', () => {
    expect(classifyError({ status: 429 }).reason).toBe('rate_limit');
    expect(classifyError({ status: '503' }).reason).toBe('overloaded');
    expect(
      classifyError({ error: { type: 'overloaded_error', message: 'Overloaded' } }).reason,
    ).toBe('overloaded');
    expect(classifyError('429 Too Many Requests').reason).toBe('rate_limit');
    expect(classifyError(null)).toMatchObject({ reason: 'unknown', retryable: true });
    expect(classifyError(undefined).reason).toBe('unknown');
    expect(classifyError(42).reason).toBe('unknown');
    expect(classifyError(Symbol('x')).reason).toBe('unknown');
  });
});
