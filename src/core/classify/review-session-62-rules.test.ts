/**
 * Review 62 of session 62's rules (groups FA, FB, FC; notes/s62/review-62.md): each narrowed rule
 * with the reviewer's neighbour wordings it now reads right, and the held line it was written for.
 * (review-62-rules.test.ts, if present, is the older review of batch 62.)
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function each(rows: readonly (readonly [Record<string, unknown>, string])[]) {
  for (const [descriptor, want] of rows) {
    expect(reason(descriptor), JSON.stringify(descriptor)).toBe(want);
  }
}

describe('a generic INVALID_REQUEST_BODY code reads only capability words as the model (item 1)', () => {
  it("keeps Novita's held capability wording (batch 1271)", () => {
    const raw =
      '{"code":400, "reason":"INVALID_REQUEST_BODY", "message":"model features function calling not support", "metadata":{}}';
    expect(
      reason({
        status: 400,
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: { raw, provider_name: 'Novita' },
          },
        },
      }),
    ).toBe('model_not_found');
    expect(
      reason({
        status: 400,
        code: 'invalid_request_body',
        message: 'model features function calling not support',
      }),
    ).toBe('model_not_found');
  });
  it('leaves parameter errors that name the model to the request', () => {
    for (const message of [
      'The requested model gpt-5-mini is not allowed to use top_p',
      'temperature for this model is not allowed to be set',
      'thinking budget for model claude-sonnet-4 is invalid: must be >= 1024',
      'messages[0].content for model claude is invalid',
      'top_k for model llama-3 is invalid',
      'model: field is not allowed',
      "messages: the model's chat template is invalid",
    ]) {
      expect(reason({ status: 400, code: 'invalid_request_body', message }), message).toBe(
        'format_error',
      );
    }
  });
});

describe("the AI SDK's \"Expected '…' to be a string.\" siblings (item 2)", () => {
  it('reads both the id and the function.name checks as the answer', () => {
    each([
      [{ message: "Expected 'id' to be a string." }, 'server_error'],
      [{ message: "Expected 'function.name' to be a string." }, 'server_error'],
    ]);
  });
  it('leaves a 400 to the request', () => {
    each([[{ status: 400, message: "Expected 'id' to be a string" }, 'format_error']]);
  });
});

describe('"limited to use <model-id>" is not a per-model usage cap (item 3)', () => {
  it('keeps the held id lists (h1165, h1170)', () => {
    each([
      [
        {
          status: 403,
          message: 'The free account is limited to use gpt-3.5-turbo, gpt-4 and embeddings',
        },
        'model_not_found',
      ],
      [{ message: 'Your trial key is limited to use claude-3-haiku only' }, 'model_not_found'],
    ]);
  });
  it('leaves counts, periods and exceeded limits to the rate and billing rules', () => {
    each([
      [
        { message: 'You are limited to use gpt-4o 3 times per day, please try again tomorrow' },
        'rate_limit',
      ],
      [
        {
          message:
            'You have exceeded your limit to use gpt-4o this month. Please upgrade your plan.',
        },
        'billing',
      ],
      [
        {
          status: 429,
          message: 'You are limited to use gpt-4o 3 times per day, please try again tomorrow',
        },
        'rate_limit',
      ],
    ]);
    expect(
      reason({
        status: 403,
        message: 'You have exceeded your limit to use gpt-4o this month. Please upgrade your plan.',
      }),
    ).not.toBe('model_not_found');
  });
});

describe('a model-access check that could not run is capacity (item 4)', () => {
  it('keeps the held line with its code and under its statuses (batch 1263)', () => {
    each([
      [
        {
          code: 'service_unavailable_error',
          message: 'Unable to verify model access right now. Please retry.',
        },
        'overloaded',
      ],
      [
        { status: 503, message: 'Unable to verify model access right now. Please retry.' },
        'overloaded',
      ],
      [
        { status: 500, message: 'Unable to verify model access right now. Please retry.' },
        'server_error',
      ],
    ]);
  });
  it('reads the message alone and its paraphrases as capacity', () => {
    for (const message of [
      'Unable to verify model access right now. Please retry.',
      'Error verifying model access. Please retry.',
      'Unable to check model access right now. Please retry.',
      'Failed to validate model access, please try again later',
    ]) {
      expect(reason({ message }), message).toBe('overloaded');
    }
  });
  it('leaves a verdict beside it to the model', () => {
    each([
      [
        { message: 'Unable to verify model access: you do not have access to model gpt-5-pro' },
        'model_not_found',
      ],
      [
        { message: 'Your organization does not have model access to gpt-5-pro.' },
        'model_not_found',
      ],
    ]);
  });
});

describe('"response stalled" under a 5xx gives way to strong capacity words (item 5)', () => {
  it("keeps the proxy's 502 (batch 1261)", () => {
    each([
      [{ status: 502, message: 'upstream JSON response stalled before completing' }, 'timeout'],
    ]);
  });
  it('reads an overload beside it as capacity', () => {
    each([
      [
        { status: 500, message: 'Response stalled: upstream overloaded, try again later' },
        'overloaded',
      ],
      [
        { status: 503, message: 'Model response stalled due to high load, please retry later' },
        'overloaded',
      ],
    ]);
  });
});

describe("a Go decoder's refusal under a 500 only for a request struct (item 6)", () => {
  it('keeps the held request structs (batch 1253)', () => {
    each([
      [
        {
          status: 500,
          message:
            'json: cannot unmarshal string into Go struct field ChatRequest.messages of type api.ToolCallFunctionArguments',
        },
        'format_error',
      ],
      [
        {
          status: 500,
          message:
            'json: cannot unmarshal array into Go struct field GeneralOpenAIRequest.messages of type string',
        },
        'format_error',
      ],
    ]);
  });
  it("leaves a relay's decode of the upstream's answer and the server's config to the server", () => {
    each([
      [
        {
          status: 500,
          message:
            'failed to decode upstream response: json: cannot unmarshal string into Go struct field Response.tools of type []openai.Tool',
        },
        'server_error',
      ],
      [
        {
          status: 500,
          message:
            'json: cannot unmarshal string into Go struct field Config.options of type map[string]interface {}',
        },
        'server_error',
      ],
    ]);
  });
});

describe('LiteLLM\'s "exceeded budget for model=" with a near reset (item 7)', () => {
  it('keeps the held plain form (h1264) and a long window', () => {
    each([
      [
        { status: 429, message: 'LiteLLM User: x, exceeded budget for model=claude-opus-4-8' },
        'billing',
      ],
      [
        {
          status: 429,
          message:
            'LiteLLM Virtual Key: abc, exceeded budget for model=gpt-4o. Budget resets at 2025-06-01',
        },
        'billing',
      ],
    ]);
  });
  it('reads a reset in minutes as the window', () => {
    each([
      [
        {
          status: 429,
          message:
            'exceeded budget for model=gpt-4o, budget_duration=1h. Retry after the budget resets in 35 minutes',
        },
        'rate_limit',
      ],
    ]);
  });
});

describe('convert_request_failed beside timeout words (item 8)', () => {
  it('keeps the held "not implemented" (batches 1269, 1279)', () => {
    each([
      [
        {
          status: 500,
          body: {
            error: {
              message: 'not implemented',
              type: 'new_api_error',
              code: 'convert_request_failed',
            },
          },
        },
        'format_error',
      ],
    ]);
  });
  it('reads an image fetch that timed out as the timeout', () => {
    for (const message of [
      'get file base64 from url failed: Get "https://example.com/a.png": dial tcp: i/o timeout',
      'fail to get image data: context deadline exceeded',
    ]) {
      expect(
        reason({
          status: 500,
          body: { error: { message, type: 'new_api_error', code: 'convert_request_failed' } },
        }),
        message,
      ).toBe('timeout');
    }
  });
});

describe("Chromium's refused and unresolved codes without net:: (review note)", () => {
  it('reads them as their net:: forms', () => {
    for (const message of [
      'ERR_CONNECTION_REFUSED',
      'ERR_NAME_NOT_RESOLVED',
      'net::ERR_CONNECTION_REFUSED',
      'net::ERR_NAME_NOT_RESOLVED',
    ]) {
      expect(reason({ message }), message).toBe('timeout');
    }
  });
});
