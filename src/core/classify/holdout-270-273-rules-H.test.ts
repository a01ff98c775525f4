/**
 * Rules written in session 32 for misses of held-out batches 270–273 (group H) and two older lines the
 * retrained vote stopped reading right (h119, h229), after the batches had been scored without them:
 * each rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A client's own time limit read as a provider's wait (batch 271, bentoml/OpenLLM#79).
describe("a client's own timeout duration is no stated wait", () => {
  const waitOf = (descriptor: Record<string, unknown>) => {
    const result = classifyError(errorFromDescriptor(descriptor));
    return [result.reason, result.retryAfterMs] as const;
  };
  it("OpenLLM's client that gave up on the server's readiness states no wait", () => {
    expect(
      waitOf({
        message:
          "Timed out while connecting to localhost:3000: Timed out waiting 30 seconds for server at 'localhost:3000' to be ready.",
      }),
    ).toEqual(['timeout', undefined]);
  });
  it('nor does a timeout after waiting, nor one that only says how long it waited (invented)', () => {
    expect(waitOf({ message: 'Timed out after waiting 60s for a response' })).toEqual([
      'timeout',
      undefined,
    ]);
    expect(waitOf({ message: 'Request timed out after 30 seconds' })).toEqual([
      'timeout',
      undefined,
    ]);
    expect(waitOf({ message: 'Timeout waiting 45s for the model to load' })).toEqual([
      'timeout',
      undefined,
    ]);
  });
  it('a wait asked for after a timeout is still read (invented)', () => {
    expect(
      waitOf({ message: 'Request timed out. Please wait 30 seconds before retrying.' }),
    ).toEqual(['timeout', 30_000]);
  });
  it("a rate limit's wait in the progressive form is still read (invented)", () => {
    expect(waitOf({ status: 429, message: 'Rate limited, waiting 30s before retrying' })).toEqual([
      'rate_limit',
      30_000,
    ]);
  });
});
