/**
 * Group JC's rules for the "body only" and "without status" renderings (session 66): held lines whose
 * body or message says what failed in the provider's or client's own words, read right when a client
 * kept only the body or lost the status, each with the held line's wording, a second rendering and
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a model named as not found after a colon (held h1298, h1466)', () => {
  it("reads xAI's body alone as the model's", () => {
    expect(
      reasonOf({
        body: { code: 'Client specified an invalid argument', error: 'Model not found: grok-beta' },
      }),
    ).toBe('model_not_found');
  });
  it('reads it under a 400 and in capitals', () => {
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'MODEL NOT FOUND: GROK-2-LATEST' } },
      }),
    ).toBe('model_not_found');
  });
  it('leaves an invalid argument with no model named as a validation error', () => {
    expect(
      reasonOf({
        body: { code: 'Client specified an invalid argument', error: 'temperature must be <= 2' },
      }),
    ).toBe('format_error');
  });
});

describe("OpenCode Go's model not supported for a format (held h492, h1126)", () => {
  const text = 'Model qwen3.7-max is not supported for format oa-compat';
  it('reads the body alone as the model', () => {
    expect(reasonOf({ body: { type: 'ModelError', message: text } })).toBe('model_not_found');
    expect(
      reasonOf({ body: { type: 'error', error: { type: 'ModelError', message: text } } }),
    ).toBe('model_not_found');
  });
  it('reads it as a plain message too', () => {
    expect(reasonOf({ message: `Error: ${text}` })).toBe('model_not_found');
  });
  it('leaves a format named without a model as the request', () => {
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: "response_format 'xml' is not supported" } },
      }),
    ).toBe('format_error');
  });
});

describe("claude-relay-service's client not bound to the key (held h663, h1093)", () => {
  const body = {
    error: 'Client not allowed',
    message: 'Your client is not authorized to use this API key',
    allowedClients: ['claude_code'],
  };
  it('reads the body alone as auth, not a dead key', () => {
    expect(reasonOf({ body })).toBe('auth');
  });
  it('reads it under its 403 too', () => {
    expect(reasonOf({ status: 403, body })).toBe('auth');
  });
  it('leaves a key named invalid as a dead key', () => {
    expect(reasonOf({ body: { error: { message: 'Invalid API key provided' } } })).toBe(
      'auth_permanent',
    );
  });
});

describe('a coding plan for coding agents under a status no rule maps (held h655, h1438)', () => {
  const text = 'Coding Plan is currently only available for Coding Agents';
  it('reads a 405 as the client gate', () => {
    expect(reasonOf({ status: 405, body: { error: text } })).toBe('auth');
    expect(reasonOf({ message: `HTTP 405 body={ "error": "${text.toUpperCase()}" }` })).toBe(
      'auth',
    );
  });
  it('leaves a bare 405 as the request', () => {
    expect(reasonOf({ status: 405, body: { error: 'Method Not Allowed' } })).toBe('format_error');
  });
});

describe("Cloudflare's 524 page kept as a fragment (held h589)", () => {
  const page =
    '</h1>\n<div>Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_524&utm_campaign=x">cloudflare.com</a> for more information.</div>';
  it('reads the held page without its status as a timeout', () => {
    // h589's body as held: without its 524 the word vote read it server_error before this rule.
    const held =
      '            </h1>\n            <div>\n               Visit <a href="https://www.cloudflare.com/5xx-error-landing?utm_source=errorcode_524&utm_campaign=bypass.churchless.tech" target="_blank" rel="noopener noreferrer">cloudflare.com</a> for more information.\n            </div>\n            <div class="mt-3">2023-06-04 22:25:12 UTC</div>\n        </header>';
    expect(reasonOf({ body: held })).toBe('timeout');
  });
  it('reads the page without its status as a timeout', () => {
    expect(reasonOf({ body: page })).toBe('timeout');
    expect(reasonOf({ message: page.toUpperCase() })).toBe('timeout');
  });
  it('leaves another error code of the page alone', () => {
    expect(
      reasonOf({
        body: page.replace('errorcode_524', 'errorcode_520'),
      }),
    ).not.toBe('timeout');
  });
});

describe("OpenCode's block typed AuthError (held h738)", () => {
  const words = 'Request blocked by upstream provider.';
  it('reads the typed body alone as a blocked account', () => {
    expect(
      reasonOf({ body: { type: 'error', error: { type: 'AuthError', message: words } } }),
    ).toBe('auth_permanent');
    expect(reasonOf({ body: { type: 'AuthError', message: words.toUpperCase() } })).toBe(
      'auth_permanent',
    );
  });
  it('leaves the same words untyped to the other rules', () => {
    expect(reasonOf({ message: words })).not.toBe('auth_permanent');
  });
});

describe('request JSON of the wrong type under a 5xx (held h1453)', () => {
  const text = '[json.exception.type_error.302] type must be string, but is null';
  it("reads llama.cpp's 500 as the request", () => {
    expect(
      reasonOf({
        status: 500,
        body: { error: { code: 500, message: text, type: 'server_error' } },
      }),
    ).toBe('format_error');
    expect(reasonOf({ body: { error: { code: 500, message: text, type: 'server_error' } } })).toBe(
      'format_error',
    );
  });
  it('leaves a bare 500 as the server', () => {
    expect(
      reasonOf({
        status: 500,
        body: { error: { code: 500, message: 'Internal error', type: 'server_error' } },
      }),
    ).toBe('server_error');
  });
});

describe("DashScope's tool arguments not JSON under a relay's 502 (held h1480)", () => {
  const text =
    '<400> InternalError.Algo.InvalidParameter: The "function.arguments" parameter of the code model must be in JSON format.';
  it('reads the relayed refusal as the request', () => {
    expect(
      reasonOf({
        status: 502,
        body: { error: { message: text, type: 'upstream_error', code: 502 } },
      }),
    ).toBe('format_error');
    expect(
      reasonOf({ body: { error: { message: text, type: 'upstream_error', code: 502 } } }),
    ).toBe('format_error');
  });
  it('leaves a relay 502 without the words as the server', () => {
    expect(
      reasonOf({
        status: 502,
        body: { error: { message: 'upstream error', type: 'upstream_error', code: 502 } },
      }),
    ).toBe('server_error');
  });
});

describe("one-api's relayed upstream 400 under its 500 (held h1442)", () => {
  it('reads the relayed 400 as the request', () => {
    expect(
      reasonOf({
        body: {
          code: 500,
          statusText: '',
          message: 'bad response status code 400 (request id: 2024090909143933861328236420945)',
          data: null,
        },
      }),
    ).toBe('format_error');
    expect(reasonOf({ status: 502, message: 'Bad response status code 400 (request id: 1)' })).toBe(
      'format_error',
    );
  });
  it('leaves a relayed 500 as the server', () => {
    expect(reasonOf({ status: 500, message: 'bad response status code 500 (request id: 1)' })).toBe(
      'server_error',
    );
  });
});

describe('a reasoning effort refused under a generic internal type (held h1209)', () => {
  const text =
    'Unexpected reasoning effort high. Supported types are xhigh (default), medium, and low.';
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body: { error: { type: 'internal_error', message: text } } })).toBe(
      'format_error',
    );
    expect(reasonOf({ body: { error: { type: 'api_error', message: text.toUpperCase() } } })).toBe(
      'format_error',
    );
  });
  it('leaves an effort the router itself returned unexpectedly alone', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'internal_error',
            message: 'unexpected reasoning effort returned by model router',
          },
        },
      }),
    ).not.toBe('format_error');
  });
});

describe("a router's model code with no credential for the provider (held h1296)", () => {
  const words = 'No active credentials for provider: anthropic';
  it('reads the coded body alone as a missing key', () => {
    expect(
      reasonOf({
        body: { error: { type: 'invalid_request_error', code: 'model_not_found', message: words } },
      }),
    ).toBe('auth_permanent');
  });
  it('reads it under its 404 too', () => {
    expect(
      reasonOf({
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'model_not_found', message: words } },
      }),
    ).toBe('auth_permanent');
  });
  it('leaves a model code naming a missing model as the model', () => {
    expect(
      reasonOf({
        body: {
          error: { code: 'model_not_found', message: 'The model gpt-9 does not exist' },
        },
      }),
    ).toBe('model_not_found');
  });
});
