/**
 * Review 59 of session 59's rules (groups EO–ER): each narrowed or widened rule with the reviewer's
 * neighbour wordings it now reads right, and the held line it was written for.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function apiError(message: string) {
  return { body: { type: 'error', error: { type: 'api_error', message } } };
}

function relayed404(message: string) {
  return {
    status: 404,
    body: { error: { code: null, message, param: null, type: 'invalid_request_error' } },
  };
}

describe('a MALFORMED_FUNCTION_CALL finish reason in any spelling (item 1)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason({ message: 'Finish reason: MALFORMED_FUNCTION_CALL' })).toBe('server_error');
  });
  it("reads the reviewer's neighbours right", () => {
    for (const message of [
      'finishReason: MALFORMED_FUNCTION_CALL',
      'AI_APICallError: finish_reason: MALFORMED_FUNCTION_CALL',
      'Gemini finished with finishReason=MALFORMED_FUNCTION_CALL',
      'Model stopped with finish reason MALFORMED_FUNCTION_CALL',
    ]) {
      expect(reason({ message }), message).toBe('server_error');
    }
  });
  it('leaves the bare enum and other malformed_ values to the request', () => {
    expect(reason({ message: 'MALFORMED_FUNCTION_CALL' })).toBe('format_error');
    expect(reason({ message: 'Finish reason: MALFORMED_RESPONSE' })).toBe('format_error');
  });
});

describe('"All providers failed … Last error:" with nothing said after it (item 2)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        status: 500,
        message: 'ProxyError: All providers failed after 4 attempts. Last error: fetch failed',
      }),
    ).toBe('timeout');
  });
  it("reads the reviewer's neighbours right", () => {
    for (const message of [
      'ProxyError: All providers failed after 4 attempts. Last error: undefined',
      'ProxyError: All providers failed after 4 attempts. Last error: Provider returned error',
      'All providers failed after 4 attempts. Last error: undefined',
      'All providers failed after 4 attempts. Last error: Unknown error',
      'All providers failed after 4 attempts. Last error: Error',
      'All providers failed after 4 attempts. Last error: ',
      'All providers failed. Last error: [object Object]',
      'All providers failed. Last error: null',
    ]) {
      expect(reason({ message }), message).toBe('server_error');
    }
  });
  it('still lets a last error with words of its own decide', () => {
    expect(
      reason({ message: 'All providers failed after 4 attempts. Last error: Bad Request' }),
    ).toBe('format_error');
  });
});

describe('"no slots available" with the caller\'s own limit named (item 3)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason({ status: 500, message: 'no slots available after 10 retries' })).toBe(
      'overloaded',
    );
    expect(reason({ message: 'no slots available after 10 retries' })).toBe('overloaded');
  });
  it("reads the reviewer's neighbour right", () => {
    expect(
      reason({
        status: 429,
        message: 'Concurrency limit reached: no slots available for your API key',
      }),
    ).toBe('rate_limit');
  });
});

describe('a fetch under a status-less api_error that names what it fetched (item 4)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason(apiError('Anthropic API network error: fetch failed'))).toBe('timeout');
  });
  it("reads the reviewer's neighbours right", () => {
    for (const message of [
      'Failed to fetch image from URL https://example.com/a.png',
      'Failed to fetch URL: https://example.com/doc.pdf',
      'Failed to fetch file content for file_id file-abc123',
      'Failed to fetch MCP server tools list',
    ]) {
      expect(reason(apiError(message)), message).toBe('server_error');
    }
  });
});

describe('"Proxy request budget exhausted" on its own (item 5)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason({
        message: 'stream disconnected before completion: Proxy request budget exhausted',
      }),
    ).toBe('timeout');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(reason({ message: 'Proxy request budget exhausted' })).toBe('timeout');
    expect(
      reason({
        message: 'Proxy request budget exhausted for key sk-…: spend 12.3 > max budget 10.0',
      }),
    ).toBe('billing');
  });
});

describe('an "Invalid JSON body" is the request (item 6)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason({ message: 'Unterminated string in JSON at position 112' })).toBe('server_error');
    expect(reason({ status: 400, message: 'Unterminated string in JSON at position 1024' })).toBe(
      'format_error',
    );
  });
  it("reads the reviewer's neighbours right", () => {
    expect(
      reason({ message: 'Invalid JSON body: Unterminated string in JSON at position 2048' }),
    ).toBe('format_error');
    expect(reason({ message: 'Invalid JSON body: Unexpected end of JSON input' })).toBe(
      'format_error',
    );
  });
});

describe('a relayed bare document with a trace_id (item 7)', () => {
  it('keeps the held wording it was written for', () => {
    expect(
      reason(relayed404('{"detail":"Not Found"} （traceid: 0ea5140848e37918df3d82754061b07f）')),
    ).toBe('model_not_found');
  });
  it("reads the reviewer's neighbours right", () => {
    expect(reason(relayed404('{"detail":"Not Found"} (trace_id: abcdef123456)'))).toBe(
      'model_not_found',
    );
    expect(reason(relayed404('{"detail":"Not Found"} (trace-id: abcdef123456)'))).toBe(
      'model_not_found',
    );
  });
});

describe('"Model not supported (reset after Ns)" only when the note ends the line (item 8)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason({ message: 'Model not supported (reset after 30s)' })).toBe('model_not_found');
    expect(reason({ status: 429, message: 'Model not supported (reset after 30s)' })).toBe(
      'rate_limit',
    );
  });
  it("reads the reviewer's neighbour right", () => {
    // By rule since session 60 (one account cooling down is a window); the vote alone no longer leans.
    expect(reason({ message: 'Model not supported (reset after 5m) - account cooling down' })).toBe(
      'rate_limit',
    );
    expect(reason({ message: 'The account is cooling down, retry later' })).toBe('rate_limit');
  });
});

describe('a sign-in with billing words after it (item 9)', () => {
  it('keeps the held wording it was written for', () => {
    expect(reason({ message: 'You must be signed in to access this resource' })).toBe('auth');
  });
  it("reads the reviewer's neighbour right", () => {
    expect(
      reason({
        message:
          'You must be signed in to access this resource. Upgrade to a paid plan to continue.',
      }),
    ).toBe('billing');
  });
});
