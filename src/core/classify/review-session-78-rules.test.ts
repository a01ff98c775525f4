/**
 * The two closing reviews of session 78's rule groups (XA, XB, XC, XF): each rule narrowed to its
 * held family, with the held wording it was written for and the neighbour it had taken.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('review 1, problem 1: "client not allowed" only opening a sentence (held h2067)', () => {
  it("still reads the relay's refusal of the client", () => {
    expect(
      reasonOf({ status: 400, message: 'Client not allowed (detected: claude-code-sdk-ts)' }),
    ).toBe('auth');
  });
  it('leaves a parameter a client may not set to the request', () => {
    expect(
      reasonOf({ status: 400, message: 'max_tokens from client not allowed above 4096' }),
    ).toBe('format_error');
    expect(
      reasonOf({
        status: 400,
        message: 'Parameter temperature set by client not allowed for o1 models',
      }),
    ).toBe('format_error');
  });
});

describe("review 1, problem 2: a free tier's prompt cap, not its daily allowance (held h2070)", () => {
  it('still reads the per-request cap', () => {
    expect(
      reasonOf({
        status: 403,
        message: 'The number of prompt tokens for free accounts is limited to 4096.',
      }),
    ).toBe('context_overflow');
  });
  it('leaves a daily allowance to the window', () => {
    expect(
      reasonOf({
        status: 403,
        message:
          'Daily prompt tokens for free accounts are limited to 100000 per day, try again tomorrow',
      }),
    ).toBe('rate_limit');
  });
});

describe('review 1, problem 4: a 500 restated, not an upstream 500 (held h2081, h1187)', () => {
  it("reads the failed fetch behind the relay's 500 at the head and in brackets", () => {
    expect(
      reasonOf({
        status: 500,
        message: '500 Internal Server Error caps fetch failed: error sending request',
      }),
    ).toBe('timeout');
    expect(
      reasonOf({
        status: 500,
        message:
          'Server error: Server error (500 Internal Server Error): health resp: Get "http://127.0.0.1:60954/health": dial tcp 127.0.0.1:60954: connectex: No connection could be made because the target machine actively refused it..',
      }),
    ).toBe('timeout');
  });
  it('leaves a 500 an upstream is said to have returned to the server', () => {
    expect(
      reasonOf({
        status: 500,
        message: 'upstream returned 500 Internal Server Error, fetch failed',
      }),
    ).toBe('server_error');
  });
});

describe("review 1, problem 5: Claude.ai's image count, not a plan's daily images (held h2076)", () => {
  it('still reads the per-chat cap without a status', () => {
    expect(
      reasonOf({
        message:
          'Your message will exceed the max image count for this chat. Start a new chat or remove images.',
      }),
    ).toBe('format_error');
  });
  it('leaves an allowance that refills to the window', () => {
    expect(
      reasonOf({
        message:
          'You will exceed the maximum image count for your plan today. Upgrade to Pro or try again tomorrow.',
      }),
    ).toBe('rate_limit');
  });
});

describe('review 1, problem 6: no prompt "provided", not one that never arrived (held h2075, h601)', () => {
  it('still reads the missing prompt', () => {
    expect(
      reasonOf({ message: 'No prompt provided. Model gpt-3.5-turbo-1106 requires prompt.' }),
    ).toBe('format_error');
  });
  it('leaves a stream that dropped before its prompt came to the transport', () => {
    expect(
      reasonOf({
        message:
          'Stream closed: no prompt received from upstream before the connection was reset (ECONNRESET)',
      }),
    ).toBe('timeout');
  });
});

describe('review 1, problem 7: a 429 that says only it timed out, in any rendering (held h2062)', () => {
  it('reads the body and a status-prefixed message as the message alone', () => {
    expect(
      ruleOf({ status: 429, body: { error: { message: 'Response timeout - request timed out' } } }),
    ).toBe('status.429.timeout_only_text');
    expect(ruleOf({ status: 429, message: '429 Response timeout - request timed out' })).toBe(
      'status.429.timeout_only_text',
    );
  });
  it('leaves a timeout beside a named rate limit to the 429', () => {
    expect(
      reasonOf({
        status: 429,
        message:
          'This request would exceed the rate limit for your organization of 20,000 input tokens per minute.',
        body: { error: { message: 'The request timed out.' } },
      }),
    ).toBe('rate_limit');
  });
});

describe('review 2, problem 1: a daily counter only past its limit (held h2080)', () => {
  it('reads a counter at or past its limit, with thousands separators', () => {
    expect(ruleOf({ message: 'used_today: 5,010, limit_today: 5,000' })).toBe(
      'message.daily_counter_over_limit',
    );
  });
  it('leaves a counter with room left, and the key it names, alone', () => {
    expect(ruleOf({ message: 'used_today: 12, limit_today: 5000' })).not.toBe(
      'message.daily_counter_over_limit',
    );
    expect(
      reasonOf({ message: 'Request failed (used_today: 12, limit_today: 5000): invalid api key' }),
    ).toBe('auth_permanent');
  });
});

describe('review 2, problem 2: "reduce the input" right after the token cap (held h2098)', () => {
  it("still reads Bito's cap", () => {
    expect(
      reasonOf({ message: 'Reached token limit, please try again by reducing AI input' }),
    ).toBe('context_overflow');
  });
  it("leaves a day's token allowance that also mentions the input to the window", () => {
    expect(
      reasonOf({
        message:
          'You have reached your token limit for today. Try again tomorrow, or reduce your input.',
      }),
    ).toBe('rate_limit');
  });
});

describe("review 2, problem 4: AFFiNE's code read once, by the code rule (held h2095)", () => {
  it('reads the code field and the sentence', () => {
    expect(ruleOf({ code: 'NO_COPILOT_PROVIDER_AVAILABLE', message: 'x' })).toBe(
      'code.no_copilot_provider_available',
    );
    expect(reasonOf({ message: 'No copilot provider available: gemini-2.5-flash' })).toBe(
      'model_not_found',
    );
  });
});
