/**
 * Rules written in session 35 for misses of held-out batches 308–321 (group S), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

/** The wait a descriptor's classification carries, in ms (undefined when none was read). */
function waitOf(descriptor: Record<string, unknown>): number | undefined {
  return classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
}

// A body's wait in milliseconds, `retry_after_ms` (batch 321: open-nvr's KAI-C adapter in front of
// Ollama, https://github.com/open-nvr/open-nvr/pull/307). The Matrix spec's M_LIMIT_EXCEEDED body
// carries the same field, and API error envelopes with `retryable` carry it beside the code; the
// seconds fields (`retry_after`, `retryAfter`) keep their unit.
describe("a body's retry_after_ms is a wait in milliseconds", () => {
  const kaiC = {
    status: 503,
    message:
      "503 {'code': 'model_not_pulled', 'transient': True, 'retry_after_ms': 5000, 'message': \"Ollama has no model 'gemma3:4b' (auto-pull is running)\"}",
  };
  checkReasons([
    ["KAI-C's transient 503 while the model is pulled (batch 321)", kaiC, 'overloaded'],
  ]);
  it("reads the Python repr's retry_after_ms (batch 321)", () => {
    expect(waitOf(kaiC)).toBe(5000);
  });
  it("reads a JSON body's retry_after_ms (the Matrix spec's M_LIMIT_EXCEEDED)", () => {
    const body = { errcode: 'M_LIMIT_EXCEEDED', error: 'Too many requests', retry_after_ms: 2000 };
    expect(waitOf({ status: 429, body })).toBe(2000);
  });
  it("reads an error object's retry_after_ms (an error envelope with `retryable`)", () => {
    const body = {
      error: {
        type: 'provider_rate_limit',
        code: 'RATE_LIMITED',
        message: 'Provider returned HTTP 429.',
        retryable: true,
        retry_after_ms: 3000,
      },
    };
    expect(waitOf({ status: 429, body })).toBe(3000);
  });
  it('reads the camel-case retryAfterMs (invented)', () => {
    expect(waitOf({ status: 429, body: { error: 'rate_limited', retryAfterMs: 1500 } })).toBe(1500);
  });
  it('the same field quoted as JSON in a message (invented)', () => {
    expect(waitOf({ status: 503, message: '503 {"error":"busy","retry_after_ms":750}' })).toBe(750);
  });
  it('keeps retry_after in seconds (Replicate, held h165)', () => {
    expect(
      waitOf({
        message:
          'Error generating image: Error: HTTP error! status: 400 - {"error":"Replicate API error: 429 - {\\"detail\\":\\"Request was throttled. Your rate limit resets in ~10s.\\",\\"status\\":429,\\"retry_after\\":10}\\n","success":false}',
      }),
    ).toBe(10_000);
  });
  it('reads no wait from a zero retry_after_ms (invented)', () => {
    expect(waitOf({ status: 503, body: { error: 'busy', retry_after_ms: 0 } })).toBeUndefined();
  });
  it('reads no wait beside a verdict that takes none (a 400, invented)', () => {
    expect(
      waitOf({
        status: 400,
        body: { error: { message: 'messages is required', retry_after_ms: 5000 } },
      }),
    ).toBeUndefined();
  });
});
