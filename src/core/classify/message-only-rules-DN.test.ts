/**
 * Group DN's message-only rules (session 55): wordings a client keeps without status, body or code,
 * read from the words alone, each with the held line it was written for and the neighbour it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(message: string, status?: number): string {
  return classifyError(
    errorFromDescriptor(status === undefined ? { message } : { message, status }),
  ).reason;
}

describe("a key's own usage cap reached under an Unauthorized prefix (held h924, h427)", () => {
  it('reads the cap, not the credential, from the message alone', () => {
    expect(reasonOf('Unauthorized: LLMGateway API key reached its usage limit.')).toBe('billing');
  });
  it('reads it the same on its 401', () => {
    expect(reasonOf('Unauthorized: LLMGateway API key reached its usage limit.', 401)).toBe(
      'billing',
    );
  });
  it('leaves a cap said to refill to the window, and a bare Unauthorized to the key', () => {
    expect(reasonOf('Your key reached its usage limit, try again tomorrow')).toBe('rate_limit');
    expect(reasonOf('Unauthorized: invalid API key')).toBe('auth_permanent');
  });
});

describe('a quota exceeded that its client retries only weeks later (held h656, h751)', () => {
  it('reads the allowance from the message alone', () => {
    expect(reasonOf('Too Many Requests: quota exceeded [retrying in ~2 weeks attempt #1]')).toBe(
      'billing',
    );
  });
  it('reads it the same on its 429', () => {
    expect(
      reasonOf('Too Many Requests: quota exceeded [retrying in ~1 week attempt #1]', 429),
    ).toBe('billing');
  });
  it('leaves a retry in minutes or hours to the window', () => {
    expect(reasonOf('Too Many Requests: quota exceeded [retrying in 2m attempt #1]')).toBe(
      'rate_limit',
    );
    expect(
      reasonOf(
        'Free usage exceeded, add credits https://opencode.ai/zen [retrying in 17h 42m attempt #1]',
      ),
    ).toBe('rate_limit');
  });
});

describe('a key said to have expired in so many words (held h876, h905, h924)', () => {
  it('reads the lapsed key as the credential to renew, from the message alone', () => {
    expect(reasonOf('API key has expired')).toBe('auth');
    expect(reasonOf('This xpander key has expired.')).toBe('auth');
    expect(reasonOf('Virtual key has expired')).toBe('auth');
  });
  it('reads it the same on its 401', () => {
    expect(reasonOf('API key has expired', 401)).toBe('auth');
  });
  it("leaves Google's verdict without 'has' to the key-rejected words", () => {
    expect(reasonOf('API key expired. Please renew the API key.')).toBe('auth_permanent');
  });
});

describe('requests over a concurrency cap that a balance sets (held h211, h99)', () => {
  it('reads the concurrency from the message alone, past the top-up advice', () => {
    expect(
      reasonOf(
        'Your current concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance. Please top up your balance to restore your concurrency.',
      ),
    ).toBe('rate_limit');
  });
  it('reads it the same on its 429', () => {
    expect(
      reasonOf(
        'Your current concurrency is 40, which exceeds your concurrency limit of 39 based on your remaining balance. Please top up your balance to restore your concurrency.',
        429,
      ),
    ).toBe('rate_limit');
  });
  it('leaves a balance to top up without a concurrency to billing', () => {
    expect(reasonOf('Insufficient balance. Please top up your balance to continue.')).toBe(
      'billing',
    );
  });
});
