import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
import { NO_OUTPUT_CATEGORY } from './categories.js';
import { classifyError } from './classify.js';

/** An adapter's error for a 2xx answer it could not use, carrying `document` as its body. */
function unusable(provider: string, document: unknown): UpstreamError {
  const text = JSON.stringify(document);
  return new UpstreamError(`${provider} no usable answer: ${text}`, {
    provider,
    model: 'm',
    status: undefined,
    headers: {},
    body: text,
  });
}

describe('an answer with no usable output (the adapters own error documents)', () => {
  it.each([
    [
      'openai',
      {
        error: {
          code: 500,
          type: 'server_error',
          message: 'The model ended its turn without any output (finish_reason stop)',
        },
      },
    ],
    [
      'openai',
      {
        error: {
          code: 500,
          type: 'server_error',
          message:
            'The model produced a function call the server refused, and no other output (finish_reason function_call_filter: MALFORMED_FUNCTION_CALL)',
        },
      },
    ],
    [
      'gemini',
      {
        error: {
          code: 500,
          status: 'INTERNAL',
          message: 'The model ended its turn without any output (finishReason STOP)',
          details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'STOP' }],
        },
      },
    ],
    [
      'gemini',
      {
        error: {
          code: 500,
          status: 'INTERNAL',
          message:
            'The model called a tool the request does not enable, and produced no other output (finishReason UNEXPECTED_TOOL_CALL)',
        },
      },
    ],
  ])('%s: %j is a server_error of its own category', (provider, document) => {
    const result = classifyError(unusable(provider, document));
    expect(result.reason).toBe('server_error');
    expect(result.category).toBe(NO_OUTPUT_CATEGORY);
    expect(result.retryable).toBe(true);
    expect(result.explain.at(-1)?.rule).toBe('status.500.no_output');
  });

  it('leaves a provider 500 that only mentions output alone', () => {
    const result = classifyError(
      unusable('openai', {
        error: {
          code: 500,
          type: 'server_error',
          message: 'The server had an error while processing your request and produced no output',
        },
      }),
    );
    expect(result.reason).toBe('server_error');
    expect(result.category).toBe('server.internal');
  });

  it('leaves a request fault worded by the same adapters to its 400 (no_output is a server fault only)', () => {
    const result = classifyError(
      unusable('gemini', {
        error: {
          code: 400,
          status: 'INVALID_ARGUMENT',
          message:
            'The model was expected to generate an image, but none was generated (finishReason NO_IMAGE)',
        },
      }),
    );
    expect(result.reason).toBe('format_error');
  });
});
