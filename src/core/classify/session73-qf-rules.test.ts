/**
 * Rule group QF's rules for the "without status" rendering (session 73): held lines whose message,
 * body or code says what failed in the provider's or client's own words, read right once the HTTP
 * status is gone, each with the held line's wording, a second rendering and the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a quoted request line that ends on its status (held h1830-tabbyapi-chat-500-vision)', () => {
  const line =
    '2025-10-02 12:03:21.967 INFO:     172.28.0.1:62239 - "POST /v1/chat/completions HTTP/1.1" 500';
  it('reads the status the access line names without the 500', () => {
    expect(reasonOf({ message: line })).toBe('server_error');
  });
  it('reads it under a line break, in capitals, and a 503 as capacity', () => {
    expect(reasonOf({ message: `${line}\nERROR:    Exception in ASGI application` })).toBe(
      'server_error',
    );
    expect(reasonOf({ message: line.toUpperCase() })).toBe('server_error');
    expect(reasonOf({ message: line.replace('" 500', '" 503') })).toBe('overloaded');
    expect(reasonOf({ message: line, status: 500 })).toBe('server_error');
  });
  it('leaves a number that goes on into other words alone', () => {
    expect(
      reasonOf({ message: '"POST /v1/chat/completions HTTP/1.1" 500 ms to first token' }),
    ).not.toBe('server_error');
    expect(reasonOf({ message: '"POST /v1/chat/completions HTTP/1.1" 404 -' })).toBe(
      'model_not_found',
    );
  });
});

describe("gRPC's UNAVAILABLE kept as the code alone (held h881-vertex-ko-503-unavailable)", () => {
  it('reads the code as its 503 reads, whatever language the words are in', () => {
    expect(
      reasonOf({ message: '서버가 수신되는 요청에 응답하지 않습니다.', code: 'UNAVAILABLE' }),
    ).toBe('overloaded');
    expect(reasonOf({ message: 'Le serveur ne répond pas.', code: 'unavailable' })).toBe(
      'overloaded',
    );
    expect(
      reasonOf({
        message: '서버가 수신되는 요청에 응답하지 않습니다.',
        code: 'UNAVAILABLE',
        status: 503,
      }),
    ).toBe('overloaded');
  });
  it('leaves words that say more, and the other framework names, to their own readings', () => {
    expect(reasonOf({ message: 'Deadline exceeded while connecting', code: 'UNAVAILABLE' })).toBe(
      'timeout',
    );
    expect(reasonOf({ message: 'Request failed', code: 'INTERNAL' })).not.toBe('overloaded');
    expect(reasonOf({ message: 'Request failed', code: 'PERMISSION_DENIED' })).not.toBe(
      'overloaded',
    );
  });
});

describe("a relay's advice to check the request parameters (held h192-relay-continue-400-supplier-model-response-abnormal)", () => {
  const body = '供应商模型响应异常，请检查请求参数是否正确';
  it('reads the advice without the 400, as the whole body', () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it('reads it in a message, with "您的", and under its 400', () => {
    expect(reasonOf({ message: `请求错误，${body.slice(9)}` })).toBe('format_error');
    expect(reasonOf({ message: '参数有误，请检查您的请求参数' })).toBe('format_error');
    expect(reasonOf({ body, status: 400 })).toBe('format_error');
  });
  it('leaves the wordings that say more first', () => {
    expect(
      reasonOf({
        message:
          'The decoder prompt contains a(n) image item with length 4641, which exceeds the pre-allocated encoder cache size 3721. Please reduce the input size or increase the encoder cache size. 请检查请求参数是否正确',
      }),
    ).toBe('image_too_large');
    expect(reasonOf({ message: '请检查网络连接' })).not.toBe('format_error');
    expect(reasonOf({ body, status: 500 })).not.toBe('format_error');
  });
});

describe('a kept 404 before OpenRouter\'s "Provider returned error" (held h1839-openrouter-minimax-free-404-provider-returned-error)', () => {
  const message =
    'Error: Provider error (MiniMax M2.5 (free)): OpenRouter API error 404: Provider returned error';
  it('reads the 404 the client kept without the status', () => {
    expect(classifyError(errorFromDescriptor({ message })).status).toBe(404);
    expect(reasonOf({ message })).toBe('model_not_found');
  });
  it('reads the same status without the colon and under its 404', () => {
    expect(
      classifyError(errorFromDescriptor({ message: 'API error 404 Provider returned error' }))
        .status,
    ).toBe(404);
    expect(reasonOf({ message, status: 404 })).toBe('model_not_found');
  });
  it('leaves the other kept statuses as they were read, and a count before the words alone', () => {
    expect(reasonOf({ message: 'Error: 403 Provider returned error' })).toBe('auth');
    expect(reasonOf({ message: 'OpenRouter API error 400: Provider returned error' })).toBe(
      'format_error',
    );
    expect(
      classifyError(errorFromDescriptor({ message: 'Retried 4044 Provider returned error' }))
        .status,
    ).toBeUndefined();
  });
});
