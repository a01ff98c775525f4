// An error object's own lower-case snake_case `code` is a provider's code carried up by a client,
// read with the body's codes (batch 1107, session 60).
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("an error object's own provider-style code", () => {
  it('decides over a client parse failure that cut the body (gpt_academic, held h1107)', () => {
    const real = {
      message:
        'json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0) "error": { "message": "", "type": "invalid_request_error", "param": null, "code": "invalid_api_key" }}',
      code: 'invalid_api_key',
    };
    const result = classify(real);
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)).toMatchObject({ rule: 'code.invalid_api_key', field: 'code' });
  });
  it('is read on a cause as well, over the words of a cut body (invented)', () => {
    const result = classifyError({
      message: 'request failed',
      cause: {
        message: 'json.decoder.JSONDecodeError: Expecting value: line 1 column 1 (char 0)',
        code: 'insufficient_quota',
      },
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('code.insufficient_quota');
  });
  it("leaves a Connect status name in lower case to the words (Windsurf's, held h785)", () => {
    const real = {
      message:
        'Windsurf error - [permission_denied] permission_denied: an internal error occurred (trace ID: 2b7b42115ea97afaf43233d80f6b1a6e)',
      code: 'permission_denied',
    };
    expect(classify(real).reason).toBe('server_error');
  });
  it('leaves a code that only says an error came back, and system codes, as they were', () => {
    expect(classify({ code: 'server_error' }).reason).toBe('unknown');
    expect(classify({ message: '', code: 'bad_response_status_code' }).reason).toBe('unknown');
    expect(classify({ message: 'socket hang up', code: 'ECONNRESET' }).reason).toBe('timeout');
  });
});
