import { describe, expect, it } from 'vitest';
import type { Classification } from '../core/classify/types.js';
import {
  InvalidOptionsError,
  NoTargetAvailableError,
  RetryExhaustedError,
  UnsupportedFeatureError,
  UpstreamError,
} from '../core/errors.js';
import { errorResponse } from './error-response.js';

function classification(overrides: Partial<Classification>): Classification {
  return {
    reason: 'unknown',
    category: 'unknown',
    message: 'upstream failed',
    retryable: true,
    shouldCompress: false,
    shouldRotateCredential: false,
    shouldFallback: false,
    explain: [],
    ...overrides,
  };
}

function exhausted(c: Classification, retryAfterMs?: number): RetryExhaustedError {
  return new RetryExhaustedError('all attempts failed', {
    stopReason: 'max_retries',
    retryAfterMs,
    attempts: [
      {
        attempt: 1,
        target: 'chat[0]:openai/gpt-4o',
        credential: 'key#1',
        startedAtMs: 0,
        durationMs: 12.4,
        classification: c,
        action: 'retry',
      },
      {
        attempt: 2,
        target: 'chat[1]:anthropic/claude',
        startedAtMs: 20,
        durationMs: 8,
        classification: c,
        action: 'fail',
      },
    ],
  });
}

describe('errorResponse', () => {
  it('maps a rate limit to 429 with retry-after, x-should-retry: false and the attempts', () => {
    const wire = errorResponse(
      exhausted(
        classification({
          reason: 'rate_limit',
          category: 'rate_limit.requests',
          status: 429,
          message: 'Rate limit reached',
        }),
        7_200,
      ),
      'openai',
      { nowMs: 0 },
    );
    expect(wire.status).toBe(429);
    expect(wire.headers).toMatchObject({
      'x-stayup-reason': 'rate_limit',
      'x-should-retry': 'false',
      'x-stayup-attempts': '2',
      'x-stayup-target': 'chat[1]:anthropic/claude',
      'retry-after': '8',
      'retry-after-ms': '7200',
    });
    expect(wire.body).toEqual({
      error: {
        message: 'Rate limit reached',
        type: 'rate_limit_error',
        param: null,
        code: 'rate_limit_exceeded',
        stayup: {
          reason: 'rate_limit',
          category: 'rate_limit.requests',
          retryable: true,
          upstream_status: 429,
          stop_reason: 'max_retries',
          attempts: [
            {
              attempt: 1,
              target: 'chat[0]:openai/gpt-4o',
              credential: 'key#1',
              reason: 'rate_limit',
              category: 'rate_limit.requests',
              status: 429,
              action: 'retry',
              durationMs: 12,
            },
            {
              attempt: 2,
              target: 'chat[1]:anthropic/claude',
              reason: 'rate_limit',
              category: 'rate_limit.requests',
              status: 429,
              action: 'fail',
              durationMs: 8,
            },
          ],
        },
      },
    });
  });

  it('uses 529 overloaded_error for Anthropic callers and 503 for OpenAI callers', () => {
    const error = exhausted(
      classification({ reason: 'overloaded', status: 529, message: 'Overloaded' }),
    );
    expect(errorResponse(error, 'anthropic', { nowMs: 0 })).toMatchObject({
      status: 529,
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    });
    expect(errorResponse(error, 'openai', { nowMs: 0 }).status).toBe(503);
  });

  it.each([
    ['auth', 502],
    ['billing', 402],
    ['server_error', 502],
    ['timeout', 504],
    ['context_overflow', 400],
    ['payload_too_large', 413],
    ['model_not_found', 404],
    ['content_policy', 400],
    ['format_error', 400],
    ['unknown', 502],
  ] as const)('maps %s to %i', (reason, status) => {
    expect(
      errorResponse(exhausted(classification({ reason })), 'openai', { nowMs: 0 }).status,
    ).toBe(status);
  });

  it('turns no_target_available into 503 with the wait until a target returns', () => {
    const wire = errorResponse(
      new NoTargetAvailableError('every key is cooling', { retryAtMs: 31_000 }),
      'openai',
      { nowMs: 1_000 },
    );
    expect(wire.status).toBe(503);
    expect(wire.headers['retry-after']).toBe('30');
    expect(wire.headers['x-should-retry']).toBe('false');
  });

  it('maps bad input and unsupported features to 400 with the field', () => {
    const invalid = errorResponse(
      new InvalidOptionsError('messages[0].role', 'unknown role'),
      'openai',
      { nowMs: 0 },
    );
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: { param: 'messages[0].role', type: 'invalid_request_error' } },
    });
    const unsupported = errorResponse(
      new UnsupportedFeatureError('stayup gateway', 'top_k'),
      'anthropic',
      { nowMs: 0 },
    );
    expect(unsupported).toMatchObject({
      status: 400,
      body: { type: 'error', error: { type: 'invalid_request_error' } },
    });
  });

  it('hides the message of unexpected internal errors', () => {
    const wire = errorResponse(new Error('secret internals sk-123'), 'openai', { nowMs: 0 });
    expect(wire.status).toBe(500);
    expect(JSON.stringify(wire.body)).not.toContain('sk-123');
  });

  describe("an upstream's error.param", () => {
    /** The engine's failure after one attempt whose upstream answered `body`. */
    function failedWith(
      reason: 'format_error' | 'rate_limit',
      param: unknown,
    ): RetryExhaustedError {
      const status = reason === 'format_error' ? 400 : 429;
      const c = classification({ reason, status, message: 'Invalid type' });
      const body = JSON.stringify({
        error: { message: 'Invalid type', type: 'invalid_request_error', param, code: 'x' },
      });
      return new RetryExhaustedError('failed', {
        stopReason: 'not_retryable',
        cause: new UpstreamError('Invalid type', { status, body, classification: c }),
        attempts: [
          {
            attempt: 1,
            target: 'oa[0]:openai/gpt-4o',
            startedAtMs: 0,
            durationMs: 1,
            classification: c,
            action: 'fail',
          },
        ],
      });
    }
    const paramOf = (error: unknown, shape: 'openai' | 'anthropic' = 'openai'): unknown =>
      (errorResponse(error, shape, { nowMs: 0 }).body.error as { param?: unknown }).param;

    it('is passed on to OpenAI callers for a request error', () => {
      expect(paramOf(failedWith('format_error', 'messages[0].content'))).toBe(
        'messages[0].content',
      );
      expect(paramOf(failedWith('format_error', 'tools[2].function.parameters'))).toBe(
        'tools[2].function.parameters',
      );
    });

    it('is dropped for other reasons, for Anthropic callers, and when it is not a field path', () => {
      expect(paramOf(failedWith('rate_limit', 'messages'))).toBeNull();
      expect(paramOf(failedWith('format_error', 'messages'), 'anthropic')).toBeUndefined();
      for (const param of [
        'sk-proj-abcdefghijklmnop1234',
        'Bearer abcdefghijklmnop',
        '[redacted]',
        'a b',
        'x'.repeat(201),
        42,
      ]) {
        expect(paramOf(failedWith('format_error', param))).toBeNull();
      }
    });
  });
});
