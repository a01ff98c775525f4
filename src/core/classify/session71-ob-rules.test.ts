/**
 * Rule group OB's rules (session 71, held-out batches 1727–1744): each with the held line's wording,
 * a second rendering (another status, casing, a wrapper) and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe("Azure's 'Either API-KEY or Authorization header … but not both' (h1727)", () => {
  const both = 'Either API-KEY or Authorization header must be provided but not both';
  it('reads the request headers, not a bad key', () => {
    expect(reasonOf({ status: 400, message: `BadRequestError: 400 ${both}` })).toBe('format_error');
    expect(
      reasonOf({ status: 400, body: { error: { code: '400', message: both.toUpperCase() } } }),
    ).toBe('format_error');
  });
  it('leaves a header format verdict on the key', () => {
    expect(reasonOf({ status: 400, message: 'Authorization header must be a Bearer token' })).toBe(
      'auth_permanent',
    );
    expect(reasonOf({ status: 400, message: 'Authorization header must be provided' })).toBe(
      'auth_permanent',
    );
  });
});

describe("a relay's api_error whose message states the status it came with (h1737)", () => {
  it('reads the 400 under the generic type', () => {
    const body = { error: { message: 'API error: 400', type: 'api_error', code: 400 } };
    expect(reasonOf({ status: 400, body, message: 'failed to stream completion' })).toBe(
      'format_error',
    );
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'Upstream error: 400', type: 'server_error' } },
      }),
    ).toBe('format_error');
  });
  it('keeps the type when the message states another status or none', () => {
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'Something broke', type: 'api_error' } },
      }),
    ).toBe('server_error');
  });
});

describe('a key no header can carry, in words that do not name the header (h1727, h1728, h734)', () => {
  it('reads .NET and reqwest wordings as a malformed key', () => {
    expect(
      reasonOf({
        message:
          'System.ClientModel.ClientResultException: Request headers must contain only ASCII characters.',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'Error: Failed to call chat-completions api\nCaused by:\n0: builder error\n1: failed to parse header value',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({ message: 'Error interacting with language model. FAILED TO PARSE HEADER VALUE.' }),
    ).toBe('auth_permanent');
  });
  it('leaves a bare builder error and a response parse failure alone', () => {
    expect(ruleOf({ message: 'Error: Failed to call api\nCaused by:\n0: builder error' })).toBe(
      'message.cause_not_shown',
    );
    expect(reasonOf({ message: 'Failed to parse response body' })).not.toBe('auth_permanent');
  });
});

describe('OpenCode Go missing session header past a stream prefix (h1742)', () => {
  const words =
    'Error from provider (Console Go): Request is missing x-opencode-session and cannot be routed efficiently.';
  it('reads the provider words after Codex prefix and alone', () => {
    expect(reasonOf({ message: `stream disconnected before completion: ${words}` })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: `provider request error: ${words}` })).toBe('format_error');
    expect(reasonOf({ status: 400, message: words })).toBe('format_error');
  });
  it('leaves a bare stream disconnect a timeout', () => {
    expect(
      reasonOf({ message: 'stream disconnected before completion: error sending request' }),
    ).toBe('timeout');
  });
});

describe('a required field or client setting left out (h1729, h1741)', () => {
  it('reads the request as incomplete', () => {
    expect(reasonOf({ message: "Field 'model' is required" })).toBe('format_error');
    expect(reasonOf({ status: 422, message: 'FIELD "messages" IS REQUIRED' })).toBe('format_error');
    expect(
      reasonOf({
        message:
          'Must provide either the `api_version` argument or the `OPENAI_API_VERSION` environment variable',
      }),
    ).toBe('format_error');
  });
  it("leaves kotlinx's response deserialization failure to the answer", () => {
    expect(
      reasonOf({
        status: 500,
        body: {
          error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' },
        },
        message:
          "kotlinx.serialization.MissingFieldException: Field 'details' is required for type with serial name 'GRpcError', but it was missing at path: $.error",
      }),
    ).toBe('server_error');
  });
});

describe("DashScope's unsupported call mode (h1727, h1268)", () => {
  it('reads the async header as the request under a 403 and without a status', () => {
    expect(
      reasonOf({ status: 403, message: 'current user api does not support asynchronous calls' }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'Current user API does not support synchronous calls' })).toBe(
      'format_error',
    );
  });
  it('leaves a plain 403 auth', () => {
    expect(reasonOf({ status: 403, message: 'current user api is not allowed' })).toBe('auth');
  });
});

describe("Python http.server's 501 Unsupported method (h1732)", () => {
  it('reads the endpoint as unsupported', () => {
    expect(
      reasonOf({
        status: 501,
        message:
          "127.0.0.1 - - [21/Oct/2024 19:25:54] code 501, message Unsupported method ('GET')",
      }),
    ).toBe('format_error');
    expect(reasonOf({ status: 501, message: 'Unsupported method ("POST")' })).toBe('format_error');
  });
  it('leaves a bare 501 a server error', () => {
    expect(reasonOf({ status: 501, message: 'Not Implemented' })).toBe('server_error');
  });
});

describe("botocore's sentence after a tool's state label (h1742 Bedrock duplicate ids)", () => {
  const sentence =
    'An error occurred (ValidationException) when calling the ConverseStream operation: The toolUse blocks at messages.2.content contain duplicate Ids: http_request';
  it('reads the service verdict past a TERMINATED label', () => {
    expect(reasonOf({ message: `TERMINATED: ${sentence}` })).toBe('format_error');
    expect(reasonOf({ message: `Agent state terminated. ${sentence}` })).toBe('format_error');
  });
  it('leaves transport wording inside the sentence to the transport', () => {
    expect(
      reasonOf({
        message:
          'An error occurred (ValidationException) when calling the ConverseStream operation: Connection reset by peer',
      }),
    ).toBe('timeout');
  });
});

describe("codex-lb's empty account pool under a 404 (h1742)", () => {
  const pool =
    'No account selected model=gpt-5.6-sol error=No available accounts\nOperating in degraded mode: all upstream accounts are unavailable';
  it('reads the pool, not the model it logs', () => {
    expect(reasonOf({ status: 404, message: pool, code: 'upstream_error' })).toBe('overloaded');
    expect(reasonOf({ status: 503, message: pool.toUpperCase() })).toBe('overloaded');
  });
  it('leaves a 404 for a model no account supports to the model', () => {
    expect(
      reasonOf({
        status: 404,
        message: 'No available accounts supporting model: gemini-3.5-flash',
      }),
    ).toBe('model_not_found');
    expect(reasonOf({ status: 404, message: 'The model gpt-9 does not exist' })).toBe(
      'model_not_found',
    );
  });
});

describe("a WebSocket CloseEvent kept as a client's event (h1744)", () => {
  const closed = (code: number, reason: string) => ({
    body: { type: 'session.closed', data: { code, reason, wasClean: true } },
  });
  it("reads the close's reason as the close rule does", () => {
    expect(reasonOf(closed(1007, 'Cannot extract voices from a non-audio request.'))).toBe(
      'format_error',
    );
    expect(reasonOf(closed(1008, 'Operation is not implemented, or supported, or enabled.'))).toBe(
      'format_error',
    );
  });
  it('leaves an abnormal closure a timeout and a data object without wasClean alone', () => {
    expect(reasonOf(closed(1006, 'Connection lost'))).toBe('timeout');
    expect(
      ruleOf({ body: { type: 'session.closed', data: { code: 1007, reason: 'Bad payload' } } }),
    ).not.toBe('message.ws_close_refused');
  });
});
