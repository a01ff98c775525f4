/**
 * Review 57 of session 57's rules (groups EA–EH and the lead's): each narrowed rule with the
 * reviewer's neighbour wordings it now leaves alone, and the held line it was written for.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('an access token called invalid (item 1)', () => {
  it("keeps Dify's bare phrase a dead key (held h692, h106, h1006)", () => {
    expect(
      reason({
        status: 401,
        body: { code: 'unauthorized', message: 'Access token is invalid', status: 401 },
      }),
    ).toBe('auth_permanent');
    expect(
      reason({
        message:
          'Dify 请求失败：chat_messages 请求失败：401. {"code": "unauthorized", "message": "Access token is invalid", "status": 401}',
      }),
    ).toBe('auth_permanent');
    expect(
      reason({ status: 401, message: '"message":"access token is invalid", "status":401' }),
    ).toBe('auth_permanent');
  });
  it('leaves a named, owned or renewable token to the refreshable reading', () => {
    for (const message of [
      'The access token is invalid. Please log in again.',
      'Your access token is invalid. Please sign in again to refresh your session.',
      'Your access token is invalid, please refresh it and try again',
      'ChatGPT access token is invalid, please update it',
      'GitHub Copilot access token is invalid',
    ]) {
      expect(reason({ status: 401, message })).toBe('auth');
    }
    expect(
      reason({
        status: 401,
        body: { error: { message: 'Access token is invalid', code: 'token_expired' } },
      }),
    ).toBe('auth');
  });
});

describe('"No permission" on its own (item 2)', () => {
  it("keeps Alibaba NLS's ErrMsg auth (held h1032)", () => {
    expect(reason({ body: { ErrMsg: 'No permission!', ErrCode: 40020503 } })).toBe('auth');
  });
  it('leaves a model named before it to the model', () => {
    for (const message of [
      'Model claude-opus-4: no permission',
      'This model is not available for your API key. No permission.',
      'Model not enabled for this key. No permission.',
      '该模型 gpt-4o no permission',
    ]) {
      expect(reason({ message })).toBe('model_not_found');
    }
    expect(reason({ body: { error: { message: 'gpt-4-32k: No permission' } } })).toBe(
      'model_not_found',
    );
  });
});

describe("a 503's reason text under a 429 (item 3)", () => {
  it('keeps the bare text capacity (held h1019, h998)', () => {
    expect(
      reason({
        status: 429,
        message:
          "openai.RateLimitError: Error code: 429 - 'The server is currently unable to handle the request. Please retry after 60 seconds.'",
      }),
    ).toBe('overloaded');
    expect(reason({ status: 429, message: 'Error code: 429 - NoCapacity' })).toBe('overloaded');
  });
  it("leaves the caller's own quota and pace to their readings", () => {
    expect(
      reason({
        status: 429,
        message:
          'The server is currently unable to handle the request: you exceeded your current quota, please check your plan and billing details',
      }),
    ).toBe('billing');
    expect(
      reason({
        status: 429,
        message:
          'The server is currently unable to handle the request. Rate limit of 60 requests per minute exceeded for your API key.',
      }),
    ).toBe('rate_limit');
    expect(
      reason({
        status: 429,
        message:
          'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded call rate limit of your current pricing tier. The server is currently unable to handle the request. Please retry after 6 seconds.',
      }),
    ).toBe('rate_limit');
    expect(
      reason({
        status: 429,
        message: 'NoCapacity: Rate limit of 60 requests per minute exceeded for your API key.',
      }),
    ).toBe('rate_limit');
  });
});

describe('"Can\'t create a session" (item 4)', () => {
  it("keeps ONNX Runtime's session failure the model's (held h1035, h949)", () => {
    expect(
      reason({
        message:
          "Uncaught Error: Can't create a session. ERROR_CODE: 6, ERROR_MESSAGE: std::bad_alloc",
      }),
    ).toBe('model_not_found');
    expect(reason({ message: "Uncaught (in promise) Error: Can't create a session" })).toBe(
      'model_not_found',
    );
  });
  it('leaves a session pool that is full to the rate words', () => {
    expect(
      reason({
        message: "Can't create a session: too many concurrent sessions, please try again later",
      }),
    ).toBe('rate_limit');
  });
});

describe('an errMsg that only says all went well (item 5)', () => {
  it('reads the real message beside it', () => {
    expect(
      reason({
        body: { code: 200, errMsg: 'ok', msg: 'rate limit exceeded, please retry in 10s' },
      }),
    ).toBe('rate_limit');
    expect(
      reason({
        status: 500,
        body: { errCode: '0', errMsg: 'success', detail: 'prompt is too long' },
      }),
    ).toBe('context_overflow');
  });
  it('still reads an errMsg that is an error (held h1032)', () => {
    expect(reason({ body: { ErrMsg: 'No permission!', ErrCode: 40020503 } })).toBe('auth');
  });
});

describe("nlohmann::json's empty input (item 6)", () => {
  const parse =
    '[json.exception.parse_error.101] parse error at line 1, column 1: attempting to parse an empty input; check that your input string or stream contains the expected JSON';
  it("keeps llama-server's 500 the request's (held h1023)", () => {
    expect(reason({ status: 500, body: { code: 500, message: parse, type: 'server_error' } })).toBe(
      'format_error',
    );
  });
  it("leaves a gateway's 502 to the server", () => {
    expect(reason({ status: 502, message: parse })).toBe('server_error');
  });
});

describe('an image that failed to decode (item 7)', () => {
  it("keeps the request's image format_error (held h140)", () => {
    expect(
      reason({
        status: 400,
        message: 'mtmd_helper_bitmap_init_from_buf: failed to decode image bytes',
      }),
    ).toBe('format_error');
  });
  it('leaves an image in the response to the server', () => {
    expect(
      reason({ message: 'Failed to decode the image from the response: unexpected end of stream' }),
    ).toBe('server_error');
  });
});

describe('an endpoint that could not be reached (item 8)', () => {
  it('keeps the bare sentence a connect failure (held h1013)', () => {
    expect(
      reason({
        message:
          'Could not complete vectorization action. Could not reach the vectorization endpoint.',
      }),
    ).toBe('timeout');
  });
  it("leaves the endpoint's own key verdict and its cold start to their readings", () => {
    expect(
      reason({
        message:
          'Could not reach the vectorization endpoint: the API key provided is invalid (401)',
      }),
    ).toBe('auth_permanent');
    expect(
      reason({
        message:
          'Cannot reach the inference endpoint: endpoint is scaling up from zero, please retry in a few minutes',
      }),
    ).not.toBe('timeout');
  });
});

describe("GPT-Load's empty key group (item 9)", () => {
  it('keeps the bare sentence capacity (held h1039)', () => {
    expect(reason({ message: 'No active API keys available for this group' })).toBe('overloaded');
  });
  it('leaves a stated cause to its reading', () => {
    expect(
      reason({
        message: 'No active API keys available for this group: all keys have exhausted their quota',
      }),
    ).toBe('billing');
    expect(
      reason({ message: 'No active API key for this group. Please add a key in the dashboard.' }),
    ).not.toBe('overloaded');
  });
});

describe('the principal and "invalid auth" alternatives of the auth words (item 10)', () => {
  it('keep their held lines (h157, h986)', () => {
    expect(
      reason({
        status: 403,
        body: {
          code: '003001',
          message:
            'This account is not allowed to access this endpoint. Please contact Snowflake support.',
        },
      }),
    ).toBe('auth');
    expect(reason({ status: 401, message: 'Invalid auth' })).toBe('auth');
  });
  it('leave a model, a credential kind and a code to their readings', () => {
    expect(
      reason({
        message:
          'Account is not allowed to access this endpoint: model gpt-4o not enabled for your organization',
      }),
    ).toBe('model_not_found');
    expect(reason({ message: 'Invalid auth type "bearer" for this endpoint; use x-api-key' })).toBe(
      'auth_permanent',
    );
    // A login flow's code is not the "invalid auth" alternative's: no rule reads it, so the word
    // vote decides, and its lean moves between retrains (auth_permanent until session 59).
    expect(reason({ message: 'invalid auth code, please re-authorize' })).not.toBe('auth');
    expect(
      reason({
        message:
          'Your account is not allowed to access this API until your payment method is verified',
      }),
    ).not.toBe('auth');
  });
});

describe('a maximum said to need to be over its minimum (item 11)', () => {
  it("keeps TGIS's order check format_error (batch 995)", () => {
    expect(
      reason({
        message:
          'value check failed: Maximum new tokens [50] has to be greater than minimum new tokens [80]',
      }),
    ).toBe('format_error');
  });
  it('leaves an overflow cap on the same line to the overflow checks', () => {
    expect(
      reason({
        status: 400,
        message:
          'Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096. Given: 4000 `inputs` tokens and 200 `max_new_tokens`; max_new_tokens must be greater than min_new_tokens',
      }),
    ).toBe('context_overflow');
  });
});

describe('"Server error, please try again" (item 12)', () => {
  it("keeps the bare advice the server's (held h1033)", () => {
    expect(reason({ message: 'AI Assistant: Server error, please try again.' })).toBe(
      'server_error',
    );
  });
  it('leaves advice to shorten the prompt to the overflow words', () => {
    expect(
      reason({ message: 'Context too long. Server error, please try again with a shorter prompt' }),
    ).toBe('context_overflow');
  });
});
