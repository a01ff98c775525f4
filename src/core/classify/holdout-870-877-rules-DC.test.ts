/**
 * Rules written for the misses of held-out batches 870–877 (session 54, group DC), after the
 * batches had been scored without them: a gateway's DNS failure, a daily window on a 403, a key
 * "not active", a parameter a model "does not support specifying", a registry with no model for the
 * capability asked, and Retell's call disconnection codes. Each the real wording (batch named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("a gateway's own 'DNS lookup failed'", () => {
  it('is the transport under a 502 (batch 876)', () => {
    const result = classify({
      status: 502,
      message: 'DNS lookup failed',
      code: 'dns_resolution_failed',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.502.relay_dns_failed');
  });
  it('reads a 500 and the message alone the same (invented)', () => {
    expect(classify({ status: 500, message: 'upstream: DNS resolution failed' }).reason).toBe(
      'timeout',
    );
    expect(classify({ message: 'DNS lookup failed' }).reason).toBe('timeout');
  });
  it('leaves a 502 that names a server fault beside it alone (invented)', () => {
    expect(
      classify({ status: 502, message: 'Internal server error: DNS lookup failed' }).reason,
    ).toBe('server_error');
  });
});

describe('a daily limit to try again tomorrow on a 403', () => {
  it('is a usage window (batch 871)', () => {
    const result = classify({
      status: 403,
      message: 'API usage limit for the day is complete. Try again tomorrow.',
      code: 'ERR_LIMIT_REACHED_DAY',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.403.usage_window');
  });
  it("reads a quota 'for today' the same (invented)", () => {
    expect(
      classify({ status: 403, message: 'You have used your usage limit for today.' }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a monthly limit and a 403 with no limit alone (invented)', () => {
    expect(
      classify({
        status: 403,
        message: 'Usage limit reached for this month. Try again tomorrow after upgrading.',
      }).reason,
    ).not.toBe('rate_limit');
    expect(classify({ status: 403, message: 'Try again tomorrow.' }).reason).toBe('auth');
  });
});

describe("an API key that 'is not active'", () => {
  it('is a dead key under a 400 (batch 871)', () => {
    const result = classify({
      status: 400,
      message: 'API key is not active.',
      code: 'ERR_KEY_INACTIVE',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.400.permanent_auth_text');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'Error: The api-key is not active' }).reason).toBe('auth_permanent');
  });
  it("leaves an account 'not active' to billing (invented)", () => {
    expect(classify({ status: 403, message: 'Your account is not active.' }).reason).toBe(
      'billing',
    );
  });
});

describe("a model that 'does not support specifying' a parameter", () => {
  it('is the request (batch 129)', () => {
    const result = classify({ message: "This model does not support specifying dimensions.'" });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it("reads OpenAI's 400 with its body the same (invented)", () => {
    expect(
      classify({
        status: 400,
        message:
          "Error code: 400 - {'error': {'message': 'This model does not support specifying dimensions.', 'type': 'invalid_request_error'}}",
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a model that does not support tools alone (invented)', () => {
    expect(classify({ message: 'This model does not support tools.' }).reason).toBe(
      'model_not_found',
    );
  });
});

describe("a client's registry with 'no models found that support' the capability", () => {
  it('is no model for the call under a 400 (batch 874)', () => {
    const result = classify({
      status: 400,
      message: 'No models found that support text_generation for this prompt.',
      code: 'prompt_invalid_argument',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_text');
  });
  it('reads the message alone and "available" the same (invented)', () => {
    expect(classify({ message: 'No model available that supports image_generation.' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves "no models found" with nothing after it to the 400 (invented)', () => {
    expect(classify({ status: 400, message: 'Invalid argument: no matches found.' }).reason).toBe(
      'format_error',
    );
  });
});

describe("Retell's call disconnection reasons, logged as the code alone", () => {
  const cases: readonly (readonly [string, string])[] = [
    ['error_llm_websocket_open', 'timeout'],
    ['error_llm_websocket_lost_connection', 'timeout'],
    ['error_llm_websocket_runtime', 'server_error'],
    ['error_llm_websocket_corrupt_payload', 'server_error'],
    ['error_inbound_webhook', 'server_error'],
    ['no_valid_payment', 'billing'],
    ['scam_detected', 'content_policy'],
  ];
  for (const [code, reason] of cases) {
    it(`reads ${code} as ${reason} (batch 876)`, () => {
      const result = classify({ message: code, code });
      expect(result.reason).toBe(reason);
      expect(result.explain.at(-1)?.rule).toBe(`code.${code}`);
    });
  }
  it('reads the code beside a descriptive message the same (invented)', () => {
    expect(
      classify({
        message: 'Call ended: LLM websocket connection broke',
        code: 'error_llm_websocket_lost_connection',
      }).reason,
    ).toBe('timeout');
  });
  it('leaves a user hangup alone (invented)', () => {
    expect(classify({ message: 'user_hangup', code: 'user_hangup' }).reason).toBe('unknown');
  });
});
