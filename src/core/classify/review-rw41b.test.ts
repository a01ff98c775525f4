/**
 * Review rw41b of the group AN rules (held-out batches 449–455, commits a648f1a and 9f6bdcb): where
 * they read too much or too little, each fix with the wording that showed it. Invented neighbours
 * are marked "(invented)".
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reason(descriptor: Record<string, unknown>, provider?: string) {
  return classifyError(errorFromDescriptor(descriptor, { provider }), { provider }).reason;
}

describe('"… moderation failed": a moderation call that failed is not a verdict', () => {
  // The held AnythingLLM lines "OpenAI::CreateModeration failed with: Request failed with status
  // code 429" (h56, h133 rate_limit) and "… 403" (h319 auth) read by the call's own failure.
  it('a status code after it, under a 500 (invented, after h56)', () => {
    expect(
      reason({
        status: 500,
        message: 'Content moderation failed: Request failed with status code 429',
      }),
    ).not.toBe('content_policy');
    expect(
      reason({ status: 500, message: 'Content moderation failed: 429 Too Many Requests' }),
    ).toBe('rate_limit');
  });
  it('a refused connection or a rate limit after it (invented)', () => {
    expect(
      reason({ status: 500, message: 'Content moderation failed: connection refused' }),
    ).not.toBe('content_policy');
    expect(reason({ message: 'Content moderation failed: rate limit exceeded' })).toBe(
      'rate_limit',
    );
    expect(
      reason({ status: 502, message: 'content moderation failed: upstream returned 502' }),
    ).not.toBe('content_policy');
  });
  it("still Luma's verdict (batch 454) and one with a 400 after it (invented)", () => {
    expect(
      reason(
        { message: 'Generation failed: Advanced moderation failed', name: 'ValueError' },
        'luma',
      ),
    ).toBe('content_policy');
    expect(reason({ status: 500, message: 'Advanced moderation failed' })).toBe('content_policy');
  });
});

describe('a GOAWAY for ENHANCE_YOUR_CALM or too_many_pings stays the peer’s throttle', () => {
  it("Go's http2 text with a long LastStreamID (invented)", () => {
    expect(
      reason({
        status: 503,
        message:
          'http2: server sent GOAWAY and closed the connection; LastStreamID=4294967295, ErrCode=ENHANCE_YOUR_CALM, debug=""',
      }),
    ).toBe('overloaded');
  });
  it("grpc-core's numeric code with too_many_pings (invented)", () => {
    expect(
      reason({
        status: 503,
        message: '14 UNAVAILABLE: GOAWAY received; Error code: 11; Debug Text: too_many_pings',
      }),
    ).toBe('overloaded');
  });
  it("still the Copilot CAPI 503 (batch 450) and Go's NO_ERROR GOAWAY (invented)", () => {
    expect(
      reason({
        status: 503,
        body: {
          error: { message: 'HTTP/2 GOAWAY connection terminated', type: 'connection_error' },
        },
      }),
    ).toBe('timeout');
    expect(
      reason({
        status: 503,
        message:
          'http2: server sent GOAWAY and closed the connection; LastStreamID=1, ErrCode=NO_ERROR, debug=""',
      }),
    ).toBe('timeout');
  });
});

describe('the socket’s EMSGSIZE in its sibling wordings', () => {
  it("Network.framework's own domain, kNWErrorDomainPOSIX Code=40 (invented)", () => {
    expect(
      reason({ message: 'Error Domain=kNWErrorDomainPOSIX Code=40 "Message too long"' }, 'gemini'),
    ).toBe('timeout');
  });
  it('Go\'s "write: message too long" on a connected socket (invented)', () => {
    expect(
      reason({ message: 'write udp 10.0.0.2:5000->10.0.0.9:443: write: message too long' }),
    ).toBe('timeout');
  });
  it('"failed with error" without a socket verb is no longer skipped by the overflow (invented)', () => {
    expect(reason({ message: 'Request failed with error "Message too long"' })).toBe(
      'context_overflow',
    );
  });
  it('still the Firebase lines (batch 452)', () => {
    expect(
      reason(
        { message: 'Error: NSPOSIXErrorDomain Code=40 "Message too long"', code: 40 },
        'vertex',
      ),
    ).toBe('timeout');
    expect(
      reason(
        {
          message: 'Task <9965>.<3> finished with error [40]',
          cause: {
            code: 40,
            message: 'nw_read_request_report [C9] Receive failed with error "Message too long"',
          },
        },
        'gemini',
      ),
    ).toBe('timeout');
  });
});

describe('"model is not supported when using X-…" names the model as the subject', () => {
  it('a parameter or value for this model in that mode stays the request’s (invented)', () => {
    expect(
      reason({
        status: 400,
        message:
          "Reasoning effort 'minimal' for this model is not supported when using X-OpenAI-Internal-Codex-Responses-Lite.",
      }),
    ).toBe('format_error');
    expect(
      reason({
        status: 400,
        message:
          "Parameter 'temperature' for this model is not supported when using X-OpenAI-Internal-Codex-Responses-Lite.",
      }),
    ).toBe('format_error');
  });
  // sub2api's own "This model …" (batch 455) is asserted in holdout-449-455-rules.test.ts.
  it('still a quoted model as the subject (invented)', () => {
    expect(
      reason({
        status: 400,
        message:
          "The 'gpt-5-codex' model is not supported when using X-OpenAI-Internal-Codex-Responses-Lite.",
      }),
    ).toBe('model_not_found');
  });
});
