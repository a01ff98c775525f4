/**
 * The rate limiter's verdict in the headers of an error that lost its status (batch 90's question):
 * read last, only when no status, code or wording decided.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';

// Anthropic's 429 for a Claude subscription whose 7-day window is used up, as the thread's curl
// shows its headers (Yeachan-Heo/gajae-code#1368, held as h90-…-unified-7d-rejected-retry-after).
const ANTHROPIC_REJECTED = {
  'retry-after': '62291',
  'anthropic-ratelimit-unified-status': 'rejected',
  'anthropic-ratelimit-unified-5h-status': 'allowed',
  'anthropic-ratelimit-unified-7d-status': 'rejected',
};

describe('rate-limit headers without a status', () => {
  it("reads Anthropic's unified 'rejected' verdict, with the stated wait", () => {
    const result = classifyError({ headers: ANTHROPIC_REJECTED });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(62_291_000);
    expect(result.explain.at(-1)).toMatchObject({
      step: 'headers',
      rule: 'headers.rate_limit_rejected',
      field: 'headers.anthropic-ratelimit-unified-status',
    });
  });

  it('reads an exhausted counter only beside a stated wait', () => {
    // OpenAI's 429 headers (x-ratelimit-* as its rate-limit guide documents them) with the status
    // dropped by the client.
    const limited = classifyError({
      headers: {
        'x-ratelimit-limit-tokens': '30000',
        'x-ratelimit-remaining-tokens': '0',
        'x-ratelimit-reset-tokens': '1.2s',
        'retry-after': '2',
      },
    });
    expect([limited.reason, limited.category]).toEqual(['rate_limit', 'rate_limit.tokens']);
    expect(limited.retryAfterMs).toBe(2000);
    // The same counters ride on every answer, success included: at 0 without a wait they say
    // nothing about this failure.
    const counters = classifyError({
      headers: { 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '120ms' },
    });
    expect(counters.reason).toBe('unknown');
  });

  it('leaves an allowed verdict, and any status or wording, to the other steps', () => {
    const allowed = classifyError({
      headers: {
        ...ANTHROPIC_REJECTED,
        'anthropic-ratelimit-unified-status': 'allowed',
        'anthropic-ratelimit-unified-7d-status': 'allowed',
      },
    });
    expect(allowed.reason).toBe('unknown');
    // A 400 whose answer also carries the limiter's headers is the request's fault.
    const badRequest = classifyError({
      status: 400,
      headers: ANTHROPIC_REJECTED,
      message: 'messages: text content blocks must be non-empty',
    });
    expect(badRequest.reason).toBe('format_error');
    const overloaded = classifyError({ headers: ANTHROPIC_REJECTED, message: 'Overloaded' });
    expect(overloaded.reason).toBe('overloaded');
  });
});
