/**
 * Session 65's body-only pass (group IB): a client that kept the body object alone (no status, no
 * message) still gets the reading the body's own words carry.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("Azure's singular content_filter_result error on a choice (held h481, h823)", () => {
  const failed = {
    error: { code: 'content_filter_error', message: 'The contents are not filtered' },
  };
  it("reads a stream chunk's filter that failed to run as the server", () => {
    const body = {
      object: 'chat.completion.chunk',
      model: 'gpt-4',
      choices: [
        {
          index: 0,
          finish_reason: null,
          delta: { role: 'assistant' },
          content_filter_result: failed,
        },
      ],
    };
    expect(reasonOf({ body })).toBe('server_error');
    expect(reasonOf({ body, message: 'The contents are not filtered' })).toBe('server_error');
  });
  it('reads a completion whose choice carries the same failure as the server', () => {
    const body = {
      object: 'text_completion',
      choices: [
        {
          text: 'generated text',
          index: 0,
          finish_reason: 'length',
          content_filter_result: failed,
        },
      ],
    };
    expect(reasonOf({ body })).toBe('server_error');
  });
  it('leaves a filter that blocked a category a refusal', () => {
    const body = {
      choices: [
        {
          index: 0,
          finish_reason: 'content_filter',
          content_filter_result: { hate: { filtered: true, severity: 'high' } },
        },
      ],
    };
    expect(reasonOf({ body })).toBe('content_policy');
  });
  it('leaves the plural content_filter_results error read as before', () => {
    const body = {
      choices: [
        {
          index: 0,
          content_filter_results: {
            error: {
              code: 'content_filter',
              message: 'The response was filtered due to the prompt',
            },
          },
        },
      ],
    };
    expect(reasonOf({ status: 400, body })).toBe('content_policy');
  });
});

describe("FastChat's empty catch-all error object without its 400 (held h282, h1354)", () => {
  it('reads code 50001 with an empty message as the server', () => {
    expect(reasonOf({ body: { object: 'error', message: '', code: 50001 } })).toBe('server_error');
    expect(reasonOf({ body: { object: 'error', message: ' ', code: '50002' } })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 400, body: { object: 'error', message: '', code: 50001 } })).toBe(
      'server_error',
    );
  });
  it('leaves a message beside the code to its words', () => {
    expect(
      reasonOf({
        body: {
          object: 'error',
          message:
            "This model's maximum context length is 4096 tokens. However, you requested 5000 tokens",
          code: 50001,
        },
      }),
    ).toBe('context_overflow');
  });
  it('leaves other codes and objects alone', () => {
    expect(reasonOf({ body: { object: 'error', message: '', code: 40301 } })).not.toBe(
      'server_error',
    );
    expect(reasonOf({ body: { object: 'list', message: '', code: 50001 } })).not.toBe(
      'server_error',
    );
  });
});

describe("a guardrail's blocking_info as LiteLLM relays Zscaler AI Guard (held h984 ×2)", () => {
  const blocked = (message: string) => ({
    error: {
      error_type: 'Guardrail Policy Violation',
      blocking_info: { transactionId: 't-1', message, blockingDetectors: ['toxicity'] },
    },
    type: 'None',
    param: 'None',
    code: '400',
  });
  it("reads the prompt's and the answer's block as the content", () => {
    expect(reasonOf({ body: blocked('Prompt violates Zscaler AI Guard policy.') })).toBe(
      'content_policy',
    );
    expect(reasonOf({ body: blocked('LLM response violates Zscaler AI Guard policy.') })).toBe(
      'content_policy',
    );
    expect(
      reasonOf({ status: 400, body: blocked('Prompt violates Zscaler AI Guard policy.') }),
    ).toBe('content_policy');
  });
  it("leaves the guard's own operational failure the server's", () => {
    const body = {
      error: {
        error_type: 'Zscaler AI Guard Service Operational Issue',
        reason: "Action field in response is None, expecting 'ALLOW', 'BLOCK' or 'DETECT.",
      },
      type: 'None',
      param: 'None',
      code: '500',
    };
    expect(reasonOf({ body })).toBe('server_error');
  });
});

describe('h11\'s "Too little data for declared Content-Length" (held h453, h1127)', () => {
  const body = (text: string) => ({
    error: {
      message: `litellm.ServiceUnavailableError: SagemakerException - ${text}\nReceived Model Group=m\nAvailable Model Group Fallbacks=None`,
      type: null,
      param: null,
      code: '503',
    },
  });
  it('reads the short body as the request, under its 503 and without', () => {
    expect(reasonOf({ body: body('Too little data for declared Content-Length') })).toBe(
      'format_error',
    );
    expect(
      reasonOf({ status: 503, body: body('Too little data for declared Content-Length.') }),
    ).toBe('format_error');
    expect(
      reasonOf({
        message: 'h11._util.LocalProtocolError: Too little data for declared Content-Length',
      }),
    ).toBe('format_error');
  });
  it("leaves LiteLLM's other 503s capacity", () => {
    expect(reasonOf({ status: 503, body: body('Model is currently unavailable') })).toBe(
      'overloaded',
    );
    expect(reasonOf({ body: body('Service Unavailable') })).toBe('overloaded');
  });
});

describe("OpenCode's relayed refusal typed invalid_request_error (held h27, h1043, h1151)", () => {
  const body = (message: string, type: string) => ({
    error: { message, type, param: null, code: type },
  });
  it("reads the console's bare upstream failure under the refusal type as the request", () => {
    const text = 'Error from provider (Console Go): Upstream request failed';
    expect(reasonOf({ body: body(text, 'invalid_request_error') })).toBe('format_error');
    expect(reasonOf({ status: 400, body: body(text, 'invalid_request_error') })).toBe(
      'format_error',
    );
    expect(reasonOf({ body: body('Upstream request failed', 'invalid_request_error') })).toBe(
      'format_error',
    );
  });
  it('leaves the same words without the type, or with more said, to the server', () => {
    expect(reasonOf({ body: body('Upstream request failed', 'upstream_error') })).toBe(
      'server_error',
    );
    expect(reasonOf({ message: 'Error from provider (Console Go): Upstream request failed' })).toBe(
      'server_error',
    );
  });
});

describe("Langdock's model_gateway_unsupported (held h891, h912)", () => {
  const body = {
    error: {
      message:
        'The Model Gateway endpoint does not serve this API key type or endpoint yet. Use the /api/public endpoint of your Langdock workspace instead.',
      type: 'permission_error',
      param: null,
      code: 'model_gateway_unsupported',
    },
  };
  it('reads the key the gateway does not serve as permanent, with or without its status', () => {
    expect(reasonOf({ body })).toBe('auth_permanent');
    expect(reasonOf({ status: 403, body })).toBe('auth_permanent');
  });
  it('leaves another permission_error a plain auth refusal', () => {
    expect(
      reasonOf({
        status: 403,
        body: { error: { type: 'permission_error', message: 'Missing permissions.' } },
      }),
    ).toBe('auth');
  });
});

describe("a Bedrock gateway's misspelled `messsage` key (held h54, h503)", () => {
  it('reads its words as the message, with or without a status', () => {
    expect(
      reasonOf({ body: { messsage: "Expecting ',' delimiter: line 1 column 38 (char 37)" } }),
    ).toBe('format_error');
    const blank = {
      messsage:
        '400: An error occurred (ValidationException) when calling the ConverseStream operation: The text field in the ContentBlock object at messages.11.content.0 is blank. Add text to the text field, and try again.',
    };
    expect(reasonOf({ body: blank })).toBe('format_error');
    expect(reasonOf({ status: 400, body: blank })).toBe('format_error');
  });
  it('leaves the usual message key first', () => {
    expect(
      reasonOf({
        body: { message: 'Rate limit exceeded', messsage: "Expecting ',' delimiter: line 1" },
      }),
    ).toBe('rate_limit');
  });
});
