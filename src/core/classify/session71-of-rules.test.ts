/**
 * Rules of session 71's group OF for the held lines the "without status" rendering missed: a relay's
 * code, a local server's wording or a client's stated status that says what failed once the status is
 * gone. Each describe has the held line's wording, a second rendering, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("new-api's convert_request_failed kept in a client's message (format_error)", () => {
  const H1744 =
    'not supported model for image generation, only imagen models are supported (request id: 20260315043447253411115cvUiXJMF) new_api_error convert_request_failed, 500';
  it('is the apiyi line without its 500 (h1744)', () => {
    expect(classify({ message: H1744 }).reason).toBe('format_error');
    expect(lastRule({ message: H1744 })).toBe('message.relay_convert_request_failed');
  });
  it('is the older convert_request_error in a body, and the line with its 500', () => {
    expect(
      classify({
        body: {
          error: {
            message: 'model gpt-image-1 is not supported by this channel',
            type: 'new_api_error',
            code: 'CONVERT_REQUEST_ERROR',
          },
        },
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 500, message: H1744 }).reason).toBe('format_error');
  });
  it('leaves a relay with no adaptor for the model, and a timed-out fetch, alone', () => {
    expect(
      classify({
        body: {
          error: {
            message:
              'convert request failed: cannot found vertex chat adaptor for model gemini-2.5-flash-preview-09-2025 (request id: 202510192325359010275247574267)',
            type: 'one_api_error',
            code: 'convert_request_failed',
          },
        },
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        message:
          'Get "https://example.com/cat.png": dial tcp 1.2.3.4:443: i/o timeout new_api_error convert_request_failed',
      }).reason,
    ).not.toBe('format_error');
  });
});

describe("llama.cpp's media it could not decode (format_error)", () => {
  it('is "Failed to load image or audio file" kept alone, without its 400 (h1712)', () => {
    const descriptor = { message: 'Failed to load image or audio file' };
    expect(classify(descriptor).reason).toBe('format_error');
    expect(lastRule(descriptor)).toBe('message.media_file_load_failed');
  });
  it('is the same words in a JSON body, in capitals, and with its 400', () => {
    expect(
      classify({
        body: {
          error: {
            code: 400,
            message: 'Failed to load image or audio file',
            type: 'invalid_request_error',
          },
        },
      }).reason,
    ).toBe('format_error');
    expect(classify({ message: 'FAILED TO LOAD IMAGE OR AUDIO FILE' }).reason).toBe('format_error');
    expect(classify({ status: 400, message: 'Failed to load image or audio file' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a model that failed to load, and a transport failure, alone', () => {
    expect(classify({ status: 500, message: 'Failed to load model' }).reason).not.toBe(
      'format_error',
    );
    expect(
      classify({
        message: 'Failed to load image or audio file',
        cause: { code: 'ECONNRESET', message: 'read ECONNRESET' },
      }).reason,
    ).toBe('timeout');
  });
});

describe('a model listing refused with the status the message names (auth)', () => {
  it('is "Failed to list models: 403" without its status (h1738)', () => {
    const descriptor = { message: 'Execution failed: Error: Failed to list models: 403' };
    expect(classify(descriptor).reason).toBe('auth');
    expect(classify(descriptor).category).toBe('auth.forbidden');
    expect(lastRule(descriptor)).toBe('message.list_models_refused_status');
  });
  it('is a 401 the same way, and the line with its 403', () => {
    expect(classify({ message: 'Failed to list models: 401' }).category).toBe('auth.unauthorized');
    expect(classify({ message: 'Failed to list models: 401.' }).reason).toBe('auth');
    expect(
      classify({ status: 403, message: 'Execution failed: Error: Failed to list models: 403' })
        .reason,
    ).toBe('auth');
  });
  it('leaves another status, and a listing failure that names none, alone', () => {
    expect(classify({ message: 'Failed to list models: 500' }).reason).not.toBe('auth');
    expect(classify({ message: 'Failed to list models: 404' }).reason).not.toBe('auth');
    expect(lastRule({ message: 'Failed to list models: 403 because the proxy said so' })).not.toBe(
      'message.list_models_refused_status',
    );
  });
});

describe("GitHub Models' throttle naming its limit type beside the wait (rate_limit)", () => {
  it('is x-ratelimit-type with retry-after, without the 429 (h577)', () => {
    const descriptor = {
      headers: { 'x-ratelimit-type': 'UserByModelByDay', 'retry-after': '24367' },
    };
    expect(classify(descriptor).reason).toBe('rate_limit');
    expect(classify(descriptor).category).toBe('rate_limit.daily_quota');
    expect(lastRule(descriptor)).toBe('headers.rate_limit_type_named');
  });
  it('is a per-minute limit in other casing, and the line with its 429', () => {
    const headers = { 'X-RateLimit-Type': 'UserByModelByMinute', 'Retry-After': '42' };
    expect(classify({ headers }).reason).toBe('rate_limit');
    expect(classify({ headers }).category).toBe('rate_limit.requests');
    expect(classify({ status: 429, headers }).reason).toBe('rate_limit');
  });
  it('leaves the type without a wait, a bare retry-after, and words that decide, alone', () => {
    expect(classify({ headers: { 'x-ratelimit-type': 'UserByModelByDay' } }).reason).toBe(
      'unknown',
    );
    expect(classify({ headers: { 'retry-after': '30' } }).reason).toBe('unknown');
    expect(
      classify({
        message: 'The model `gpt-9` does not exist',
        headers: { 'x-ratelimit-type': 'UserByModelByDay', 'retry-after': '10' },
      }).reason,
    ).toBe('model_not_found');
  });
});

describe("Zhipu's own network error with an error id for support (server_error)", () => {
  const BODY = {
    error: {
      code: '1234',
      message: '网络错误，错误id：202602261029392bc0093d0e944297，请联系客服。',
    },
  };
  it('is the GLM Coding Plan body without its 500 (picoclaw, code 1234)', () => {
    expect(classify({ body: BODY }).reason).toBe('server_error');
    expect(lastRule({ body: BODY })).toBe('message.zhipu_network_error_with_id');
  });
  it('is the same text as a message with an ASCII comma, and with its 500', () => {
    expect(classify({ message: '网络错误,错误id:2026abc,请联系客服' }).reason).toBe('server_error');
    expect(classify({ status: 500, body: BODY }).reason).toBe('server_error');
  });
  it("leaves a client's own network error, and a transport failure, alone", () => {
    expect(lastRule({ message: '网络错误，请检查网络连接后重试' })).not.toBe(
      'message.zhipu_network_error_with_id',
    );
    expect(
      classify({
        message: '网络错误，错误id：2026abc，请联系客服。',
        cause: { code: 'ECONNRESET', message: 'read ECONNRESET' },
      }).reason,
    ).toBe('timeout');
  });
});

describe("Cloudflare's challenge mark in the headers (auth)", () => {
  it('is cf-mitigated: challenge kept with its headers alone, without the 403 (h1283)', () => {
    const descriptor = {
      headers: { 'content-type': 'text/html; charset=UTF-8', 'cf-mitigated': 'challenge' },
    };
    expect(classify(descriptor).reason).toBe('auth');
    expect(lastRule(descriptor)).toBe('headers.cloudflare_challenge');
  });
  it('is the same header in other casing, and with its 403', () => {
    const headers = { 'CF-Mitigated': 'Challenge' };
    expect(classify({ headers }).reason).toBe('auth');
    expect(classify({ status: 403, headers }).reason).toBe('auth');
  });
  it('leaves another value, and a status or words that decide, alone', () => {
    expect(classify({ headers: { 'cf-mitigated': 'none' } }).reason).toBe('unknown');
    expect(classify({ status: 503, headers: { 'cf-mitigated': 'challenge' } }).reason).toBe(
      'overloaded',
    );
    expect(
      classify({
        message: 'Rate limit exceeded, please slow down',
        headers: { 'cf-mitigated': 'challenge' },
      }).reason,
    ).toBe('rate_limit');
  });
});
