/**
 * Rules written for the misses of held-out batches 470–477 (session 42, round 1, group AP), after the
 * batches had been scored without them (on c1039fa): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// A character-chat proxy's 429 when the providers behind it are saturated (batch 474).
describe('"at maximum capacity": capacity with its degree said', () => {
  it('is overloaded under a 429 (batch 474)', () => {
    const result = classify({
      status: 429,
      message: 'Proxy Error 429: Infrastructure is at maximum capacity.',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.429.overload_text');
  });
  it('reads OpenRouter’s wording the same under a 429, and "at full capacity" without a status (held h51; invented)', () => {
    expect(
      classify({
        status: 429,
        message: 'Provider returned error: Infrastructure is at maximum capacity, try again',
      }).reason,
    ).toBe('overloaded');
    const result = classify({ message: 'Our servers are at full capacity right now.' });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('message.overloaded');
  });
  it('leaves a 429 about the caller’s own concurrency a rate limit (invented)', () => {
    expect(
      classify({
        status: 429,
        message: 'You have reached the maximum number of concurrent requests for your plan.',
      }).reason,
    ).toBe('rate_limit');
  });
});
