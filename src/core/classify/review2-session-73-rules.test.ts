/**
 * Review 2 of session 73's rules (groups QA and QB): each problem's descriptors and the held lines
 * the fix must keep, asserting the reason.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf, ruleOf } from '../../../test/support/classified.js';

const DOCS = 'Please refer to our documentation for checking logs and other troubleshooting tips.';

describe("problem 1: a Google operation's code is read after the message families", () => {
  it("keeps h1823's two operation lines", () => {
    const code13 = { body: { done: true, error: { code: 13, message: DOCS } } };
    expect(reasonOf(code13)).toBe('server_error');
    expect(ruleOf(code13)).toBe('code.operation_error_code');
    expect(
      reasonOf({
        body: {
          done: true,
          error: {
            code: 3,
            message: `Reasoning Engine resource failed to start and cannot serve traffic. ${DOCS}`,
          },
        },
      }),
    ).toBe('format_error');
  });
  it('leaves a code 3 overflow to the overflow words', () => {
    const message = 'The input token count exceeds the maximum number of tokens allowed 1048576';
    expect(reasonOf({ body: { done: true, error: { code: 3, message } } })).toBe(
      'context_overflow',
    );
    expect(
      reasonOf({
        body: { name: 'projects/p/operations/1', done: true, error: { code: 3, message } },
      }),
    ).toBe('context_overflow');
  });
  it('leaves a code 13 quota to the rate-limit words', () => {
    expect(
      reasonOf({
        body: {
          done: true,
          error: {
            code: 13,
            message:
              'Quota exceeded for aiplatform.googleapis.com/generate_content_requests_per_minute',
          },
        },
      }),
    ).toBe('rate_limit');
  });
});

describe("problem 2: a body's reason beside its url only when it states a socket failure", () => {
  it('keeps h1828-llamacpp-comfyui-connection-forcibly-closed', () => {
    const reason = '[WinError 10054] An existing connection was forcibly closed by the remote host';
    expect(
      reasonOf({
        body: { url: 'http://127.0.0.1:55799', reason },
        message: 'The connection to the local llama.cpp server was interrupted.',
        code: 'EXTERNAL_SERVER_UNAVAILABLE',
      }),
    ).toBe('timeout');
    expect(reasonOf({ body: { url: 'http://127.0.0.1:55799', reason } })).toBe('timeout');
    expect(
      reasonOf({
        body: { url: 'http://127.0.0.1:8080', reason: '[Errno 111] Connection refused' },
      }),
    ).toBe('timeout');
  });
  it('does not read an HTTP reason phrase as the message', () => {
    const url = 'https://api.x.com/v1/chat';
    expect(reasonOf({ body: { url, reason: 'Not Found' } })).toBe('unknown');
    expect(reasonOf({ body: { url, status_code: 404, reason: 'Not Found' } })).not.toBe(
      'model_not_found',
    );
    expect(reasonOf({ body: { url, status: 401, reason: 'Unauthorized' } })).not.toBe(
      'auth_permanent',
    );
    expect(reasonOf({ body: { url, reason: 'Bad Request' } })).toBe('unknown');
  });
});

describe('problem 3: a 501 "not implemented" needs a feature-like subject', () => {
  it("keeps QA's held wordings", () => {
    const endpoint = {
      status: 501,
      message:
        '<HttpError 501 when requesting https://generativelanguage.googleapis.com/upload/v1beta/files?alt=json&uploadType=multipart returned "Endpoint not implemented.". Details: "Endpoint not implemented.">',
    };
    expect(reasonOf(endpoint)).toBe('format_error');
    expect(ruleOf(endpoint)).toBe('status.501.not_implemented');
    expect(
      reasonOf({
        status: 501,
        message: 'bad_response_status_code 501 Transfer-Encoding Not Implemented',
      }),
    ).toBe('format_error');
    expect(reasonOf({ status: 501, message: 'Not yet implemented' })).toBe('format_error');
    expect(reasonOf({ status: 501, message: 'This feature is not implemented.' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 501, message: "Method 'embeddings' is not implemented" })).toBe(
      'format_error',
    );
  });
  it("keeps a client's wrapper around the bare reason phrase a server error", () => {
    expect(reasonOf({ status: 501, message: 'upstream returned Not Implemented' })).toBe(
      'server_error',
    );
    expect(
      reasonOf({ status: 501, message: 'Got response Not Implemented from upstream server' }),
    ).toBe('server_error');
    expect(reasonOf({ status: 501, message: '501 Not Implemented' })).toBe('server_error');
  });
  it('does not read a named model as a request fault', () => {
    expect(
      reasonOf({
        status: 501,
        body: {
          error: {
            code: 501,
            message: 'Model gpt-9 is not implemented',
            type: 'invalid_request_error',
          },
        },
      }),
    ).not.toBe('format_error');
  });
});

describe('problem 4: a 501 "no longer available" needs a model, not a feature or endpoint', () => {
  it('keeps h1825 and a named model', () => {
    const held = {
      status: 501,
      body: {
        error_code: 'NOT_IMPLEMENTED',
        message:
          "'databricks-gpt-5-6-sol' is no longer available. Use Unity Catalog model services (v3).",
      },
    };
    expect(reasonOf(held)).toBe('model_not_found');
    expect(
      reasonOf({ status: 501, message: "The model 'gpt-4-0314' is no longer available." }),
    ).toBe('model_not_found');
  });
  it('leaves a feature and an endpoint to the server reading', () => {
    expect(
      reasonOf({ status: 501, message: "The feature 'batch-v2' is no longer available." }),
    ).toBe('server_error');
    expect(
      reasonOf({ status: 501, message: "The endpoint 'completions-v1' is no longer available." }),
    ).toBe('server_error');
  });
});

describe("problem 5: TGI's 'Server error: error trying to connect' yields to transport words", () => {
  it('keeps the held TGI lines', () => {
    expect(
      reasonOf({
        message:
          'Request failed during generation: Server error: error trying to connect: Connection refused (os error 111)',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        message:
          'Request failed during generation: Server error: error trying to connect: No such file or directory (os error 2)',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        message:
          'Error: Request failed during generation: Server error: error trying to connect: Connection refused (os error 111)',
        name: 'Error',
      }),
    ).toBe('server_error');
  });
  it('reads a DNS or timeout failure after it as the network', () => {
    expect(
      reasonOf({
        message:
          'Server error: error trying to connect: dns error: failed to lookup address information',
      }),
    ).toBe('timeout');
    expect(
      reasonOf({
        message:
          'Server error: error trying to connect: dns error: failed to lookup address information: Name or service not known',
      }),
    ).toBe('timeout');
    expect(
      reasonOf({ message: 'Server error: error trying to connect: operation timed out' }),
    ).toBe('timeout');
  });
});

describe("problem 6: pydantic-ai's empty model response, gated", () => {
  it('stays unexplained', () => {
    expect(reasonOf({ message: 'Received empty model response' })).toBe('unknown');
    expect(
      reasonOf({
        message: 'pydantic_ai.exceptions.UnexpectedModelBehavior: Received empty model response',
      }),
    ).toBe('unknown');
  });
});
