/**
 * Group IE's rules for the "without status" rendering (session 65): held lines whose message or body
 * says what failed in the provider's or client's own words, read right once the HTTP status is gone,
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('Volcengine/BytePlus AK/SK and OpenCode key verdicts (held h422, h851, h510)', () => {
  const aksk = 'The API key or AK/SK in the request is missing or invalid. Request ID: {id}';
  it('reads the key verdict under an authentication code without the 401', () => {
    expect(
      reasonOf({
        message: aksk,
        body: { error: { code: 'AuthenticationError', message: aksk, type: 'Unauthorized' } },
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message: 'The API key you provided is invalid.',
        body: {
          error: { message: 'The API key you provided is invalid.', code: 'UNAUTHORIZED' },
        },
      }),
    ).toBe('auth_permanent');
  });
  it('reads it the same under its 401 and in capitals', () => {
    expect(reasonOf({ message: aksk.toUpperCase(), status: 401 })).toBe('auth_permanent');
  });
  it('leaves a code with no key verdict as auth', () => {
    expect(
      reasonOf({
        message: 'Authentication required',
        body: { error: { code: 'AuthenticationError', message: 'Authentication required' } },
      }),
    ).toBe('auth');
  });
});

describe('DashScope batch size invalid (held h442)', () => {
  it('reads the request shape without the 400', () => {
    expect(
      reasonOf({ message: 'Value error, batch size is invalid, it should not be larger than xx.' }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'Batch size is invalid, it should not be larger than 10.' })).toBe(
      'format_error',
    );
  });
  it('reads it the same under its 400', () => {
    expect(
      reasonOf({ message: 'batch size is invalid, it should not be larger than 10', status: 400 }),
    ).toBe('format_error');
  });
});

describe('array items over a maximum length (held h899)', () => {
  const line = '.messages is too long. Maximum length is 2048, but got 4968 items';
  it('reads an item count, not a context window', () => {
    expect(reasonOf({ message: line })).toBe('format_error');
    expect(reasonOf({ message: `Invalid request: ${line}`, status: 400 })).toBe('format_error');
  });
  it('leaves a token overflow alone', () => {
    expect(
      reasonOf({
        message:
          "This model's maximum context length is 8192 tokens, but you requested 9000 tokens.",
      }),
    ).toBe('context_overflow');
  });
});

describe("one-api's request unmarshal (held h1260)", () => {
  const message =
    'common.UnmarshalBodyReusable failed: unexpected end of JSON input (request id: 2024040414255184119782326932492)';
  it('reads the request the relay could not parse', () => {
    expect(reasonOf({ body: { error: { message, type: 'one_api_error' } } })).toBe('format_error');
    expect(reasonOf({ message, status: 400 })).toBe('format_error');
  });
  it('leaves a response a client could not parse alone', () => {
    expect(reasonOf({ message: 'SyntaxError: Unexpected end of JSON input' })).not.toBe(
      'format_error',
    );
  });
});

describe('a relay pool with no account for the model (held h671)', () => {
  const line =
    'Error: No available Claude accounts support the requested model: claude-haiku-4-5-20251001';
  it('reads capacity without the 500', () => {
    expect(reasonOf({ message: line })).toBe('overloaded');
    expect(reasonOf({ message: line, status: 500 })).toBe('overloaded');
  });
  it('leaves a model the provider does not have alone', () => {
    expect(reasonOf({ message: 'The model `gpt-9` does not exist', status: 404 })).toBe(
      'model_not_found',
    );
  });
});

describe('concurrency cap reached under a permission type (held h1382)', () => {
  const message =
    "You've reached your concurrent request limit. Please wait for your ongoing requests to finish and try again.";
  it('reads the caller’s running requests, not a refused key', () => {
    expect(
      reasonOf({ body: { error: { message, type: 'permission_error' }, type: 'error' } }),
    ).toBe('rate_limit');
    expect(reasonOf({ message, status: 403 })).toBe('rate_limit');
  });
  it('leaves a plain permission refusal as auth', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'You do not have permission to use this API.',
            type: 'permission_error',
          },
          type: 'error',
        },
      }),
    ).toBe('auth');
  });
});

describe('a proxy with no auth whose message names the last upstream status (held h1158)', () => {
  const line =
    'auth_unavailable: no auth available (providers=codex, model=gpt-5.6-sol; last upstream error: status 404)';
  it('reads the empty credential pool, not the earlier 404', () => {
    expect(reasonOf({ message: line })).toBe('auth');
    expect(reasonOf({ message: line, status: 503 })).toBe('auth');
  });
});

describe('gpt4free ResponseStatusError (held h1039)', () => {
  it('reads the status it names', () => {
    expect(reasonOf({ message: 'OIVSCode: ResponseStatusError: Response 503: HTML content' })).toBe(
      'overloaded',
    );
    expect(reasonOf({ message: 'Liaobots: ResponseStatusError: Response 500: HTML content' })).toBe(
      'server_error',
    );
  });
});

describe('a model code around a missing model parameter (held h810)', () => {
  it('reads the request without the 400', () => {
    expect(
      reasonOf({ body: { error: { code: 'invalid_model', message: 'model is empty' } } }),
    ).toBe('format_error');
  });
  it('leaves a model that is not there alone', () => {
    expect(
      reasonOf({
        body: { error: { code: 'invalid_model', message: 'model ernie-9 does not exist' } },
      }),
    ).toBe('model_not_found');
  });
});

describe("curl's HTTP/2 stream reset under a server_error type (held h1314)", () => {
  const message =
    'Failed to perform, curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2). See https://curl.se/libcurl/c/libcurl-errors.html first for more details.';
  it('reads the cut stream without the 502', () => {
    expect(
      reasonOf({ body: { error: { message, type: 'server_error', code: 'upstream_error' } } }),
    ).toBe('timeout');
    expect(reasonOf({ body: { error: { message, type: 'server_error' } }, status: 502 })).toBe(
      'timeout',
    );
  });
  it('leaves a plain internal server error alone', () => {
    expect(
      reasonOf({ body: { error: { message: 'Internal server error', type: 'server_error' } } }),
    ).toBe('server_error');
  });
});

describe("codex2api's account pool concurrency saturated (held h1292)", () => {
  it('reads the relay’s capacity under its server type', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: '账号并发窗口已满，请稍后重试或提高并发上限',
            type: 'server_error',
            code: 'account_pool_concurrency_saturated',
          },
        },
      }),
    ).toBe('overloaded');
  });
});

describe("an internal-error code quoting an upstream's 429 phrase (held h364)", () => {
  it('reads the upstream rate limit', () => {
    expect(
      reasonOf({
        body: {
          success: false,
          error: {
            message: 'azure-openai error: too many requests. try again later',
            code: 'INTERNAL_ERROR',
          },
        },
      }),
    ).toBe('rate_limit');
  });
  it('leaves a plain internal error alone', () => {
    expect(
      reasonOf({
        body: {
          success: false,
          error: { message: 'azure-openai error: upstream crashed', code: 'INTERNAL_ERROR' },
        },
      }),
    ).not.toBe('rate_limit');
  });
});

describe("a Go server's decoder error as its whole reply (held h397, h852)", () => {
  it('reads the request the server could not decode', () => {
    expect(
      reasonOf({ body: { error: "invalid character 'm' looking for beginning of value" } }),
    ).toBe('format_error');
    expect(
      reasonOf({
        body: { error: "invalid character '}' looking for beginning of value" },
        status: 400,
      }),
    ).toBe('format_error');
  });
  it("leaves a client's own parse of an answer alone (held h876)", () => {
    expect(reasonOf({ message: "invalid character '<' looking for beginning of value" })).toBe(
      'server_error',
    );
  });
});
