/**
 * Group HA's message-only rules (session 64): wordings a client keeps without status, body or code,
 * read from the words alone, with the held lines they were written for, a second rendering and the
 * neighbours they must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe('a max_tokens range whose underscores a wrapper dropped (held h1124)', () => {
  const clawith =
    '[LLM call error] [LLM Error] HTTP 400: {"error":{"message":"Invalid maxtokens value, the valid range of maxtokens is [1, 393216]","type":"invalidrequesterror","param":null,"code":"invalidrequesterror"}}';
  it('reads the output cap over the window from the message alone (h1124)', () => {
    expect(reasonOf(clawith)).toBe('context_overflow');
  });
  it('reads it the same under its 400 and without the status in the text', () => {
    expect(reasonOf(clawith, 400)).toBe('context_overflow');
    expect(reasonOf('Invalid maxtokens value, the valid range of maxtokens is [1, 8192]')).toBe(
      'context_overflow',
    );
    expect(reasonOf('Invalid max_tokens value, the valid range of max_tokens is [1, 8192]')).toBe(
      'context_overflow',
    );
  });
  it('leaves other invalid values of a 400 alone', () => {
    expect(reasonOf('HTTP 400: Invalid maxtokens value')).toBe('format_error');
    expect(reasonOf('HTTP 400: the valid range of temperature is [0, 2]')).toBe('format_error');
  });
});

describe('Go\'s "tls: failed to verify certificate" inside a 500 (held h1336)', () => {
  const ollama =
    'Error: 500 Internal Server Error: Post "https://ollama.com:443/api/chat?ts=1773149088": tls: failed to verify certificate: SecPolicyCreateSSL error: 0';
  it('reads the connection that never reached the provider from the message alone (h1336)', () => {
    expect(reasonOf(ollama)).toBe('timeout');
  });
  it('reads it the same under its 500 and under a 502', () => {
    expect(reasonOf(ollama, 500)).toBe('timeout');
    expect(
      reasonOf(
        'upstream error: Post "https://api.example.com/v1/chat": tls: failed to verify certificate: x509: certificate is valid for a.com, not b.com',
        502,
      ),
    ).toBe('timeout');
  });
  it('leaves a 500 that names no certificate failure alone', () => {
    expect(reasonOf('Error: 500 Internal Server Error: tls handshake ok, model crashed')).toBe(
      'server_error',
    );
    expect(reasonOf('500 Internal Server Error')).toBe('server_error');
  });
});

describe('a Russian "request too long" beside its token counts (held h1163)', () => {
  const neuraldeep =
    'provider "neuraldeep" (https://api.neuraldeep.ru/v1): openai complete: POST "https://api.neuraldeep.ru/v1/chat/completions": 400 Bad Request {"message":"Слишком длинный запрос: 121692 токенов входа при пределе 46112 на этом тарифе."';
  it('reads the window from the message alone (h1163)', () => {
    expect(reasonOf(neuraldeep)).toBe('context_overflow');
  });
  it('reads it the same under its 400 and bare', () => {
    expect(reasonOf(neuraldeep, 400)).toBe('context_overflow');
    expect(reasonOf('400 Bad Request: Слишком длинное сообщение')).toBe('context_overflow');
  });
  it('leaves other Russian 400s alone', () => {
    expect(reasonOf('400 Bad Request: Неверный запрос')).toBe('format_error');
    expect(reasonOf('400 Bad Request: Слишком длинный ключ')).toBe('format_error');
  });
});

describe('DashScope\'s refusal with "inappropriate" misspelt (held h60)', () => {
  const dmxapi =
    "BadRequestError: Error code: 400 - f'error': {'message': \"input data may contain inappropiate content. For detais, see: https:/**.com/**/*";
  it('reads the content filter from the message alone (h60)', () => {
    expect(reasonOf(dmxapi)).toBe('content_policy');
  });
  it('reads it the same under its 400 and spelt right', () => {
    expect(reasonOf(dmxapi, 400)).toBe('content_policy');
    expect(reasonOf('Error code: 400 - Input data may contain inappropriate content.')).toBe(
      'content_policy',
    );
  });
  it('leaves a 400 about an inappropriate parameter alone', () => {
    expect(reasonOf('Error code: 400 - inappropriate value for temperature')).toBe('format_error');
  });
});

describe('a 408 that names the request body it timed out reading (held h530)', () => {
  const githubApp =
    'Execution failed: Error: Failed to get response from the AI model; retried 5 times (total retry wait time: 30.23 seconds) (Request-ID 16AF:205ED6:4E41C7A:5C6B622:6A95A654) Last error: 408 Timed out reading request body. Try again, or use a smaller request size.';
  it('reads the timeout, not the size advice, from the message alone (h530)', () => {
    expect(reasonOf(githubApp)).toBe('timeout');
  });
  it('reads it the same under its 408 and bare', () => {
    expect(reasonOf(githubApp, 408)).toBe('timeout');
    expect(
      reasonOf('Timed out reading request body. Try again, or use a smaller request size.'),
    ).toBe('timeout');
  });
  it('keeps size advice on its own as the payload', () => {
    expect(reasonOf('Request rejected. Try again, or use a smaller request size.')).toBe(
      'payload_too_large',
    );
    expect(reasonOf('The body is too big; please send a smaller payload')).toBe(
      'payload_too_large',
    );
  });
});

describe('a JSON-RPC "Internal error" around an API 4xx (held h1113)', () => {
  const zed =
    'Internal error: API Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"messages.21.content.1: `tool_use` ids must be unique"},"request_id":"req_011CVxxi8xuMHZD3srVM3Gvz"}';
  it("reads the request's fault, not the wrapper's, from the message alone (h1113)", () => {
    expect(reasonOf(zed)).toBe('format_error');
  });
  it('reads it the same under its 400', () => {
    expect(reasonOf(zed, 400)).toBe('format_error');
  });
  it('leaves an internal error around a 5xx or standing alone as the server fault', () => {
    expect(reasonOf('Internal error: API Error: 500 {"type":"error"}')).toBe('server_error');
    expect(reasonOf('Internal error')).toBe('server_error');
    expect(reasonOf('Internal error: something broke')).toBe('server_error');
  });
});
