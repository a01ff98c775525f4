/**
 * Rules written for the misses of held-out batches 939–943 (session 55, group DP), after the
 * batches had been scored without them: a plan or subscription said "not active" (billing, as one
 * said inactive), and OpenAI's `server_is_overloaded` read from its code alone. Each wording from
 * the batch line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('a plan or subscription said not active', () => {
  it('is billing under a 400 (BytePlus ModelArk, batch 940)', () => {
    const d = {
      status: 400,
      message: '400 InvalidSubscription Coding Plan is not active',
      code: 'InvalidSubscription',
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.400.billing_text');
  });
  it('reads a message-only, lower-case subscription the same (invented)', () => {
    expect(classify({ message: 'your subscription is not active' }).reason).toBe('billing');
    expect(classify({ status: 400, message: 'Your Pro plan is not active.' }).reason).toBe(
      'billing',
    );
  });
  it('leaves an API key not active and a rate-limit 429 alone', () => {
    expect(
      classify({ status: 400, message: 'API key is not active.', code: 'ERR_KEY_INACTIVE' }).reason,
    ).toBe('auth_permanent');
    expect(classify({ status: 429, message: 'Your subscription is not active' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("OpenAI's server_is_overloaded code alone", () => {
  it('is overloaded with nothing else kept (Responses SSE error event, batch 942)', () => {
    const d = { code: 'server_is_overloaded' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('code.server_is_overloaded');
  });
  it('reads the code in a body with its message the same (held rendering)', () => {
    expect(
      classify({
        body: {
          type: 'error',
          error: {
            type: 'service_unavailable_error',
            code: 'server_is_overloaded',
            message: 'Our servers are currently overloaded. Please try again later.',
          },
        },
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves a bare server error code and a longer code alone', () => {
    expect(classify({ code: 'server_error' }).reason).toBe('unknown');
    // A longer code is not the table's entry; since batch 1107 an object's snake_case code is read
    // as words, as a body's code is, so only the table's reading is ruled out here.
    expect(lastRule({ code: 'server_is_overloaded_check_failed' })).not.toBe(
      'code.server_is_overloaded',
    );
  });
});
