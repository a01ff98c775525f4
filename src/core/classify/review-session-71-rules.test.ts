/**
 * Review of session 71's rule groups OA, OE and OF: each problem's descriptor, the held wording the
 * rule was written for, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function classified(descriptor: Descriptor) {
  const result = classifyError(errorFromDescriptor(descriptor));
  return {
    reason: result.reason,
    rule: result.explain.find((step) => step.decided)?.rule ?? '',
  };
}

function relayed(message: string): Descriptor {
  return { status: 400, body: { error: { param: '', type: 'server_error', message } } };
}

describe('1. a relay\'s "Upstream request failed: [4xx]" is a refusal only for 400, 422 and 1214', () => {
  it.each([
    '[408] Request Timeout',
    '[429] ',
    '[403] Forbidden',
    '[404] Not Found',
    '[499] Client Closed Request',
  ])('leaves "%s" to the status', (tail) => {
    const got = classified(relayed(`Upstream request failed: ${tail}`));
    expect(got.reason).toBe('server_error');
    expect(got.rule).toBe('status.400.code');
  });

  it('reads the held [400] (h1725) and [1214] (h1702) as the request refused', () => {
    expect(
      classified(relayed('Upstream request failed: [400] Invalid request parameters')).reason,
    ).toBe('format_error');
    expect(
      classified(relayed('Upstream request failed: [1214] Incorrect role information')).reason,
    ).toBe('format_error');
    expect(classified(relayed('Upstream request failed: [422] Unprocessable Entity')).reason).toBe(
      'format_error',
    );
  });
});

describe('2. a value unsupported with a named model needs a parameter or value as its subject', () => {
  it('leaves a rate limit that names a model to the transient reading', () => {
    const got = classified({
      message:
        "Rate limit exceeded: requests are not supported with the 'gpt-4' model right now, try again later",
    });
    expect(got.reason).toBe('rate_limit');
    expect(got.rule).not.toBe('message.value_unsupported_with_named_model');
  });

  it('does not read an account as a parameter', () => {
    const got = classified({
      message: "Your account is not yet supported with the 'gpt-5' model. Please upgrade your plan",
    });
    expect(got.rule).not.toBe('message.value_unsupported_with_named_model');
  });

  it('reads ElevenLabs\' "Providing …" (h892) and OpenAI\'s quoted value', () => {
    const eleven = classified({
      message:
        "Providing previous_request_ids or next_request_ids is not yet supported with the 'eleven_v3_conversational' model.",
    });
    expect(eleven.reason).toBe('format_error');
    expect(eleven.rule).toBe('message.value_unsupported_with_named_model');
    expect(
      classified({
        message: "Unsupported value: 'minimal' is not supported with the 'gpt-5.1' model.",
      }).reason,
    ).toBe('format_error');
  });
});

describe('3. OkHttp\'s "unexpected end of stream on …" only with OkHttp\'s own ends', () => {
  it("leaves a JSON parser's position alone", () => {
    const got = classified({ message: 'JsonReader: Unexpected end of stream on line 1 column 1' });
    expect(got.reason).not.toBe('timeout');
  });

  it.each([
    'unexpected end of stream on unknown',
    'unexpected end of stream on https://api.openai.com/...',
    'unexpected end of stream on Connection{api.openai.com:443, proxy=DIRECT}',
  ])('reads "%s" as a disconnect (h1722)', (message) => {
    expect(classified({ message }).reason).toBe('timeout');
  });
});
