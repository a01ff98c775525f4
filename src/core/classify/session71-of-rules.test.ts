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
    expect(lastRule(descriptor)).toBe('message.llamacpp_media_undecodable');
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
