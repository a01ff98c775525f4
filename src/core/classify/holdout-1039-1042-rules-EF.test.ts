/**
 * Rules written for the misses of held-out batches 1039–1042 (session 57, group EF), after the
 * batches had been scored without them: ChatGPT's unusual activity "detected from your device"
 * under a 403, curl's connect failure under a relay's 500, a gateway group with no active keys, a
 * relay's `model_rate_limited` under its 503 with its `reset_in=` wait. Each wording from the batch
 * line named, a second rendering, then the neighbours it must leave alone.
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

describe('unusual activity detected from the caller, with a pause', () => {
  it('is a rate limit under a 403 (g4f OpenaiChat, batch 1039)', () => {
    const d = {
      status: 403,
      body: {
        detail:
          'Unusual activity has been detected from your device. Try again later. (8eff8e2a0e58bf16-WAW)',
      },
      message:
        'ERROR:g4f.api:Response 403: {"detail":"Unusual activity has been detected from your device. Try again later. (8eff8e2a0e58bf16-WAW)"}',
    };
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('status.403.caller_traffic_pause');
  });
  it('reads the message alone, another subject, the same (invented)', () => {
    expect(
      classify({
        message: 'Suspicious traffic was detected from your network. Please retry later.',
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a ban beside the same words alone', () => {
    expect(
      classify({
        status: 403,
        message:
          'Unusual activity has been detected from your account and it has been suspended. Try again later.',
      }).reason,
    ).not.toBe('rate_limit');
  });
  it('leaves ElevenLabs free tier disabled for unusual activity alone', () => {
    expect(
      classify({
        status: 401,
        message:
          'Unusual activity detected. Free Tier usage disabled. If you are using a proxy/VPN you might need to purchase a Paid Plan.',
      }).reason,
    ).toBe('billing');
  });
});

describe("curl's connect failure", () => {
  it("is a connect failure under a relay's 500 (chat2api, batch 1039)", () => {
    const d = {
      status: 500,
      code: '7',
      message:
        "Retry 1 status code 500, Failed to perform, curl: (7) Failed to connect to 172.17.0.15 port 1081 after 0 ms: Couldn't connect to server. See https://curl.se/libcurl/c/libcurl-errors.html first for more details.. Retrying...",
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('status.500.upstream_connect_failure');
  });
  it('reads a 502 with the strerror alone, upper case, the same (invented)', () => {
    expect(classify({ status: 502, message: "COULDN'T CONNECT TO SERVER" }).reason).toBe('timeout');
  });
  it('leaves a 500 with another curl error alone', () => {
    expect(
      classify({ status: 500, message: 'curl: (22) The requested URL returned error: 500' }).reason,
    ).toBe('server_error');
  });
});

describe('a gateway group with no active keys', () => {
  it('is capacity (GPT-Load, batch 1039)', () => {
    const d = { message: 'No active API keys available for this group' };
    expect(classify(d).reason).toBe('overloaded');
  });
  it('reads a 503 with another wording the same (invented)', () => {
    expect(classify({ status: 503, message: 'no available keys in the pool' }).reason).toBe(
      'overloaded',
    );
  });
  it('leaves a missing API key alone', () => {
    expect(classify({ message: 'No API key provided' }).reason).toBe('auth_permanent');
  });
});

describe("a relay's model_rate_limited under its 503", () => {
  it('is the upstream limit with its wait (sub2api, batch 1039)', () => {
    const d = {
      status: 503,
      message: 'status=503 model_rate_limited model=claude-opus-4-6-thinking reset_in=29s',
    };
    const result = classify(d);
    expect(result.reason).toBe('upstream_rate_limit');
    expect(lastRule(d)).toBe('status.503.upstream_rate_limit');
    expect(result.retryAfterMs).toBe(29_000);
  });
  it('reads the words spaced the same (invented)', () => {
    expect(classify({ status: 503, message: 'Model rate limited, please retry' }).reason).toBe(
      'upstream_rate_limit',
    );
  });
  it('leaves a plain 503 alone', () => {
    expect(classify({ status: 503, message: 'Service Unavailable' }).reason).toBe('overloaded');
  });
});
