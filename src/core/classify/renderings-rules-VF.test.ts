/**
 * Session 76's partial renderings (rule group VF): wordings the held lines label one way that were
 * read only with their status, now read from the message alone; their neighbours keep their
 * readings.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a reasoning parameter the model does not take (h1961: format_error)', () => {
  const rule = 'message.reasoning_parameter_unsupported';
  it('reads the held wording without its 400', () => {
    expect(
      classified({ message: 'Model claude-opus-4-8 does not support reasoning.max_tokens' }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: the body, another parameter', () => {
    expect(
      classified({
        body: { error: { message: 'The model gpt-4o does not support reasoning.effort' } },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a bare "does not support reasoning" to the other rules', () => {
    expect(ruleOf({ message: 'This model does not support reasoning' })).not.toBe(rule);
  });
});

describe('a request over the maximum allowed size (h1967: payload_too_large)', () => {
  const rule = 'message.request_exceeds_max_allowed_size';
  it('reads the held wording without its 413', () => {
    expect(classified({ message: 'Request exceeds the maximum allowed size' })).toEqual({
      reason: 'payload_too_large',
      rule,
    });
  });
  it('reads another rendering: a wrapper, the body named', () => {
    expect(
      classified({
        message: 'ValidationException: The request body exceeds the maximum allowed size of 20MB',
      }),
    ).toEqual({ reason: 'payload_too_large', rule });
  });
  it('leaves a tool schema or a grammar over its size alone', () => {
    expect(ruleOf({ message: 'Tool schema exceeds the maximum allowed size' })).not.toBe(rule);
    expect(reasonOf({ message: 'Tool schema exceeds the maximum allowed size' })).not.toBe(
      'payload_too_large',
    );
    // A size in tokens is the context's (session 76 review 2).
    expect(
      reasonOf({
        message: 'Request exceeds the maximum allowed size of 200000 tokens for this model context',
      }),
    ).toBe('context_overflow');
  });
});

describe('too many images with the cap after a semicolon (h1973: format_error)', () => {
  it('reads the held wording without its 400', () => {
    expect(reasonOf({ message: 'too many images; at most 16 are allowed' })).toBe('format_error');
  });
  it('reads another rendering: a comma, capitals, no "are"', () => {
    expect(reasonOf({ message: 'Error: Too many images, at most 8 allowed' })).toBe('format_error');
  });
  it('leaves a daily image allowance to wait', () => {
    expect(reasonOf({ message: 'Too many images today, try again tomorrow' })).not.toBe(
      'format_error',
    );
  });
});

describe('all pooled accounts exhausted, no last error (h1976: rate_limit)', () => {
  const rule = 'message.all_accounts_exhausted_bare';
  it('reads the held wording without its 429', () => {
    expect(classified({ message: 'All accounts exhausted' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('reads another rendering: a prefix and a tail', () => {
    expect(classified({ message: 'Error: all accounts exhausted, please wait' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('leaves the last error to decide when one is given', () => {
    expect(ruleOf({ message: 'All accounts exhausted. Last error: HTTP 400' })).not.toBe(rule);
    expect(
      ruleOf({
        message:
          'All accounts exhausted. Last error: HTTP request failed: error sending request for url (https://cloudcode-pa.googleapis.com)',
      }),
    ).not.toBe(rule);
  });
});

describe("Gemini's free-tier token window with a nonzero limit (h1983: rate_limit)", () => {
  const rule = 'message.gemini_free_tier_tokens_window';
  it('reads the held wording without its 429', () => {
    expect(
      classified({
        message:
          'for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 250000, model: gemini-2.5-flash\\nPlease retry in 18.002214136s.',
      }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it('reads another rendering: a client prefix, another limit', () => {
    expect(
      classified({
        message:
          'Gemini failed: generate_content_free_tier_input_token_count, limit: 125000, model: gemini-2.0-flash',
      }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it('leaves "limit: 0" (no free tier) to billing', () => {
    const zero = classified({
      message:
        'for metric: generativelanguage.googleapis.com/generate_content_free_tier_input_token_count, limit: 0, model: gemini-2.5-pro\nPlease retry in 18s.',
    });
    expect(zero.rule).not.toBe(rule);
    expect(zero.reason).toBe('billing');
  });
});

describe('"Request failed with status 404" as the message alone (h1059, h1997: model_not_found)', () => {
  // Read by the 404's client status line (rule group VC), which needs the status line as the text's
  // tail; rule group VF's own copy of it was removed (session 76 review 2).
  const rule = 'status.404.client_status_line';
  it('reads the held wordings without their status field', () => {
    expect(
      classified({
        message:
          'ERROR Exception while running <coroutine object DiscordBot._send_text_response_in_channel at 0x00000272A1CA8D60>. Response: Request failed with status 404:',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
    expect(
      classified({
        message:
          'Request failed with status code 404. Error getting response. Please check if llama.cpp server is running.',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the status field, no colon', () => {
    expect(
      classified({
        status: 404,
        message:
          'ERROR Exception while sending the reply. Response: Request failed with status 404',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves a token step’s 404, a cause after the status line, and other statuses alone', () => {
    expect(
      reasonOf({
        status: 404,
        message: 'Failed to refresh token: Request failed with status code 404',
      }),
    ).not.toBe('model_not_found');
    expect(
      reasonOf({
        message: 'Request failed with status code 404: token expired, please log in again',
      }),
    ).not.toBe('model_not_found');
    expect(
      reasonOf({
        message:
          'Request failed with status code 404: {"error":"rate limit exceeded, retry later"}',
      }),
    ).not.toBe('model_not_found');
    expect(ruleOf({ message: 'Request failed with status code 400' })).not.toBe(rule);
  });
});

describe('CLOVA Studio’s withheld output (h951 ×2: content_policy)', () => {
  const rule = 'message.clova_unavailable_output';
  it('reads the held wordings without their 400 and code', () => {
    expect(classified({ message: 'Unavailable output 1' })).toEqual({
      reason: 'content_policy',
      rule,
    });
    expect(classified({ message: 'Unavailable output 2' })).toEqual({
      reason: 'content_policy',
      rule,
    });
  });
  it('reads another rendering: a client’s wrapper', () => {
    expect(classified({ message: 'ClovaStudioError: Unavailable output 2' })).toEqual({
      reason: 'content_policy',
      rule,
    });
  });
  it('leaves other "unavailable" wordings alone', () => {
    expect(ruleOf({ message: 'Output unavailable, service busy' })).not.toBe(rule);
    expect(ruleOf({ message: 'Unavailable output device 3' })).not.toBe(rule);
  });
});

describe('an API family the platform does not serve (h834, h760: format_error)', () => {
  const rule = 'message.platform_api_unsupported';
  it('reads the held wordings without their status', () => {
    expect(classified({ message: 'Images API is not supported for this platform' })).toEqual({
      reason: 'format_error',
      rule,
    });
    expect(
      classified({
        message:
          'Not Found: {"error":{"code":"api_not_supported","message":"Requested API is currently not supported"}}',
      }).reason,
    ).toBe('format_error');
  });
  it('reads another rendering: another API, the body', () => {
    expect(
      classified({
        body: { error: { message: 'Embeddings API is not supported on this platform' } },
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('leaves a model the platform does not serve to the model rules', () => {
    expect(ruleOf({ message: 'Model gpt-9 is not supported on this platform' })).not.toBe(rule);
  });
});

describe('a request rejected by quota policy (h903: rate_limit)', () => {
  const rule = 'message.rejected_by_quota_policy';
  it('reads the held wording without its status', () => {
    expect(classified({ message: 'Request rejected by quota policy.' })).toEqual({
      reason: 'rate_limit',
      rule,
    });
  });
  it('reads another rendering: a wrapper, "was … the"', () => {
    expect(
      classified({ message: 'SeaArt error: request was rejected by the quota policy' }),
    ).toEqual({ reason: 'rate_limit', rule });
  });
  it('leaves a quota policy that names the balance to billing', () => {
    expect(
      ruleOf({ message: 'Your balance is insufficient. Request rejected by quota policy.' }),
    ).not.toBe(rule);
  });
});
