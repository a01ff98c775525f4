/**
 * Session 54's body-only rules (group DH): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own fields carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("OpenAI's mismatched organization and project codes (held h510, h590, h312)", () => {
  it('reads the header that names none of the key’s as the credential setting', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'OpenAI-Organization header should match organization for API key',
            type: 'invalid_request_error',
            param: null,
            code: 'mismatched_organization',
          },
        },
      }),
    ).toBe('auth');
    expect(
      reasonOf({
        body: {
          error: {
            message: 'OpenAI-Project header should match project for API key',
            type: 'invalid_request_error',
            code: 'mismatched_project',
            param: null,
          },
        },
      }),
    ).toBe('auth');
  });
  it('leaves an invalid_request_error with another code to the request', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'Unrecognized request argument supplied: foo',
            type: 'invalid_request_error',
            code: null,
          },
        },
      }),
    ).toBe('format_error');
  });
});

describe("Groq's 413 sentence under its rate_limit_exceeded code (held cmc-csci143, podscript)", () => {
  const groq =
    'Request too large for model `llama-3.3-70b-versatile` in organization `org_01` service tier `on_demand` on tokens per minute (TPM): Limit 6000, Requested 10338, please reduce your message size and try again. Visit https://console.groq.com/docs/rate-limits for more information.';
  it('keeps the payload reading the message rule gives it', () => {
    expect(
      reasonOf({ body: { error: { message: groq, type: 'tokens', code: 'rate_limit_exceeded' } } }),
    ).toBe('payload_too_large');
  });
  it("leaves OpenAI's sentence of a request over the window as context overflow", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 39448. The input or output tokens must be reduced in order to run successfully.',
            type: 'tokens',
            code: 'rate_limit_exceeded',
          },
        },
      }),
    ).toBe('context_overflow');
  });
});

describe('an error object kept under another key', () => {
  it("reads ParagonAPI's capitalized Error (held h850)", () => {
    expect(
      reasonOf({
        body: {
          Error: {
            message: 'Модель: gpt-5o-mini не существует.',
            type: 'invalid_request_error',
            param: null,
            code: 'model_not_found',
          },
        },
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        body: {
          Error: {
            message: 'Предоставленный API-ключ неактивен.',
            type: 'authentication_error',
            param: null,
            code: 'invalid_api_key',
          },
        },
      }),
    ).toBe('auth_permanent');
  });
  it("reads a stream chunk's choice that finished on an error (held h842, h857)", () => {
    expect(
      reasonOf({
        body: {
          choices: [
            {
              finish_reason: 'error',
              error: {
                code: 'context_length_exceeded',
                message: "The input exceeds the model's maximum context length.",
              },
            },
          ],
        },
      }),
    ).toBe('context_overflow');
  });
  it('leaves a finished choice’s content filter result alone', () => {
    expect(
      reasonOf({
        body: {
          choices: [
            {
              finish_reason: 'length',
              content_filter_result: {
                error: { code: 'content_filter_error', message: 'The contents are not filtered' },
              },
            },
          ],
        },
      }),
    ).not.toBe('context_overflow');
  });
});

describe("a provider's fetch of the request's URL that timed out (held h241 ×2)", () => {
  it('reads Ark’s "url:" form and a redacted placeholder as the request', () => {
    expect(
      reasonOf({
        body: {
          code: 'InvalidParameter',
          message: 'Timeout while downloading url: http://192.168.122.1:8889/a.png',
        },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({
        body: {
          error: {
            code: 'invalid_value',
            param: 'url',
            type: 'invalid_request_error',
            message: 'Timeout while downloading {url here}',
          },
        },
      }),
    ).toBe('format_error');
  });
  it("leaves an app's own download that timed out to the transport", () => {
    expect(reasonOf({ message: "Read timeout while downloading file 'model.bin'" })).toBe(
      'timeout',
    );
  });
});

describe('a key said to be "invalid or expired" and nothing else (held h891, h896)', () => {
  it('reads it as the hedged auth verdict', () => {
    expect(reasonOf({ body: { detail: 'Invalid or expired API key' } })).toBe('auth');
    expect(reasonOf({ body: { success: false, message: 'Invalid or expired API key' } })).toBe(
      'auth',
    );
  });
  it('leaves a key code beside the other word order to the code', () => {
    expect(
      reasonOf({
        body: {
          error: 'invalid_api_key',
          message: 'The provided API key is invalid or expired',
          status: 'error',
        },
      }),
    ).toBe('auth_permanent');
  });
});
