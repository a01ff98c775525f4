/**
 * Group SE's rules for the four "kept less of the error" renderings (session 74): held lines whose
 * own words say what failed, which the word vote alone read (wrongly) once a client kept only the
 * message, only the body, no status or no message. Each `describe` has the held line's wording, a
 * second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

describe("Qwen-MT's unsupported translation language (held h928)", () => {
  it('reads the message alone as the request', () => {
    expect(reasonOf({ message: '暂时不支持当前设置的语种!' })).toBe('format_error');
  });
  it('reads it in a body and under its 400', () => {
    expect(
      reasonOf({ body: { code: 'InvalidParameter', message: '暂不支持当前设置的语种' } }),
    ).toBe('format_error');
    expect(reasonOf({ status: 400, message: '暂时不支持当前设置的语种!' })).toBe('format_error');
  });
  it('leaves a region without the model alone', () => {
    expect(reasonOf({ message: '当前地区不支持该模型' })).toBe('model_not_found');
  });
});

describe("a router's allowlist or protocol without a provider (held h924, h905)", () => {
  it("reads Auriko's allowlist sentence alone as the request", () => {
    expect(reasonOf({ message: 'No provider in the allowlist supports this model.' })).toBe(
      'format_error',
    );
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'No provider in the allowlist supports this model.' } },
      }),
    ).toBe('format_error');
  });
  it("reads APISIX's protocol refusal, unformatted and filled in", () => {
    expect(reasonOf({ message: 'provider %s does not support %s protocol (supported: %s)' })).toBe(
      'format_error',
    );
    expect(
      reasonOf({
        message: 'provider openai does not support anthropic protocol (supported: openai)',
      }),
    ).toBe('format_error');
  });
  it("leaves a key's model allowlist and a transport's protocol error alone", () => {
    expect(reasonOf({ message: 'The API key model allowlist does not include this model.' })).toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'HTTP/2 protocol error' })).toBe('timeout');
  });
});

describe("Cursor's blocked private address (held h785)", () => {
  const body = {
    error: {
      type: 'client',
      reason: 'ssrf_blocked',
      message: 'connection to private IP is blocked',
      retryable: false,
    },
  };
  it('reads the body alone and under its 400 without the message as the request', () => {
    expect(reasonOf({ body })).toBe('format_error');
    expect(reasonOf({ status: 400, body })).toBe('format_error');
  });
  it('reads the sentence alone', () => {
    expect(reasonOf({ message: 'Connection to private IP is blocked' })).toBe('format_error');
  });
  it("leaves a provider's blocked IP address to auth", () => {
    expect(reasonOf({ body: { error: { message: 'Access denied: IP address is blocked' } } })).toBe(
      'auth',
    );
  });
});

describe("ModelScope's unbound Alibaba Cloud account (held h1864)", () => {
  it('reads the body alone as auth, not a wait', () => {
    expect(
      reasonOf({
        body: {
          error: { message: 'Please bind your Alibaba Cloud account before use.', request_id: 'x' },
        },
      }),
    ).toBe('auth');
  });
  it('reads it in capitals and under its 401', () => {
    expect(reasonOf({ message: 'PLEASE BIND YOUR ALIBABA CLOUD ACCOUNT BEFORE USE.' })).toBe(
      'auth',
    );
    expect(
      reasonOf({
        status: 401,
        body: { error: { message: 'Please bind your Alibaba Cloud account before use.' } },
      }),
    ).toBe('auth');
  });
  it('leaves a request to wait alone', () => {
    expect(reasonOf({ message: 'Please wait before sending another request' })).toBe('rate_limit');
  });
});

describe('a bot the server does not have (held h943)', () => {
  it("reads OpenGPTs' missing assistant as the referenced item's (review of session 74, problem 1)", () => {
    expect(reasonOf({ status: 404, body: { detail: 'Assistant not found' } })).toBe('format_error');
  });
  it("reads Poe's bot not defined in settings, body alone", () => {
    expect(
      reasonOf({
        body: {
          allow_retry: true,
          text: 'Message m-1 called on bot that is not defined in settings. Or the number of calls made to bot has exceeded defined count in settings.',
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves a thread not found and an unavailable assistant alone', () => {
    expect(reasonOf({ body: { detail: 'Thread not found' } })).toBe('format_error');
    expect(reasonOf({ message: 'The assistant is not available' })).toBe('format_error');
  });
});

describe("Hugging Face's route a provider refuses (held h457)", () => {
  it('reads the body alone as the request', () => {
    expect(
      reasonOf({ body: { error: 'Not allowed to POST v1/chat/completions for provider cohere' } }),
    ).toBe('format_error');
  });
  it("reads it inside LiteLLM's wrapper for another provider", () => {
    expect(
      reasonOf({
        message:
          'litellm.BadRequestError: HuggingfaceException - {"error":"Not allowed to POST v1/chat/completions for provider together"}',
      }),
    ).toBe('format_error');
  });
});

describe('a disabled WebSocket transport (held h730)', () => {
  it('reads the body alone as the request', () => {
    expect(
      reasonOf({
        body: { error: { message: 'Responses WebSocket transport is disabled; use HTTP' } },
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'RESPONSES WEBSOCKET TRANSPORT IS DISABLED' })).toBe('format_error');
  });
  it("leaves Codex's failed WebSocket handshake (no transport turned off) to other readings", () => {
    expect(
      reasonOf({ message: 'Responses WebSocket failed; HTTPS fallback may still work' }),
    ).not.toBe('format_error');
  });
});

describe('an empty request under a token bound (held h546)', () => {
  it('reads the body alone as the request', () => {
    expect(
      reasonOf({
        body: {
          error: 'Messages token length must be in (0, 1048576], but got 0',
          error_type: 'Input Validation Error',
        },
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'token length must be in (0,32768], but got 0' })).toBe(
      'format_error',
    );
  });
  it("leaves TGI's token bound over the window to context_overflow", () => {
    expect(
      reasonOf({
        body: {
          error:
            'Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 5000 `inputs` tokens and 100 `max_new_tokens`',
          error_type: 'validation',
        },
      }),
    ).toBe('context_overflow');
  });
});

describe("vLLM's frontend without a structured-output backend (held h1773)", () => {
  it("reads the message alone as the server's", () => {
    expect(reasonOf({ message: 'Unsupported structured output backend: None' })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 500, message: 'Unsupported structured output backend: None' })).toBe(
      'server_error',
    );
  });
  it("leaves a request's unsupported format or parameter alone", () => {
    expect(reasonOf({ message: 'Unsupported structured output format: yaml' })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: 'Unsupported parameter: response_format' })).toBe('format_error');
  });
});
