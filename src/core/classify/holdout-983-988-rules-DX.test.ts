/**
 * Rules written for the misses of held-out batches 983–988 (session 56, group DX), after the
 * batches had been scored without them: the block bodies guardrail and moderation layers send
 * through a gateway (LiteLLM's guardrail pages, APISIX's AWS Comprehend moderation plugin), and a
 * request over the maximum request size sent as a 400 (Celigo AI). Each wording from the batch line named, a second rendering, then the neighbours it must leave alone.
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

describe('a request blocked by a guardrail', () => {
  it('is the verdict under a 400 (LiteLLM guardrail page, batch 984)', () => {
    const d = {
      status: 400,
      body: { error: { message: '{"error": "Request blocked by Noma guardrail"}', code: '400' } },
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('signature.content_policy_text');
  });
  it('reads the message alone, another guard’s name, the same (invented)', () => {
    expect(classify({ message: 'BLOCKED BY THE ACME SECURITY GUARDRAIL' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a guardrail that failed with an error or a 5xx to the status', () => {
    expect(
      classify({ status: 500, message: 'blocked by guardrail: upstream error, status code 503' })
        .reason,
    ).toBe('server_error');
  });
});

describe('a block that lists its violations', () => {
  it('is the verdict under a 400 (LiteLLM guardrail page, batch 984)', () => {
    const d = {
      status: 400,
      body: {
        error: { message: 'Blocked by Prompt Security, Violations: prompt_injection, jailbreak' },
      },
    };
    expect(classify(d).reason).toBe('content_policy');
  });
  it('reads a file blocked so, message alone, the same (invented)', () => {
    expect(classify({ message: 'File blocked by the scanner. Violations: malware' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves quota violations to their own reading', () => {
    expect(
      classify({
        status: 429,
        message: 'Quota exceeded for metric. Violations: quota_metric generate_requests',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('content that violated a guardrail, moderation or detection policy', () => {
  it('is the verdict under a 400 (LiteLLM guardrail pages, batch 984)', () => {
    for (const message of [
      'Violated Lasso guardrail policy',
      'Violated OpenAI moderation policy',
      'Content violated promptinjectiondetection policy',
      'LLM response violates Zscaler AI Guard policy.',
    ]) {
      expect(classify({ status: 400, body: { error: { message } } }).reason).toBe('content_policy');
    }
  });
  it('reads a guardrail policy violation, message alone, the same (invented)', () => {
    expect(classify({ message: 'Guardrail Policy Violation: toxicity' }).reason).toBe(
      'content_policy',
    );
    expect(classify({ message: 'Guardrail violations detected: jailbreak' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a host that violates access rules and a guardrail violation check that failed', () => {
    expect(classify({ status: 400, message: 'host violates local access rules' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({ status: 503, message: 'guardrail violation check timed out' }).reason,
    ).not.toBe('content_policy');
  });
});

describe('a body that exceeds a moderation threshold', () => {
  it('is the verdict under a 400 (APISIX AWS content moderation, batch 983)', () => {
    const d = {
      status: 400,
      // the doc elides fields with '...', so the body is raw text
      body: '{ ..., "choices": [ { "index": 0, "message": { "role": "assistant", "content": "request body exceeds toxicity threshold" }, "finish_reason": "stop" } ], ... }',
    };
    expect(classify(d).reason).toBe('content_policy');
  });
  it('reads another category, message alone, the same (invented)', () => {
    expect(classify({ message: 'Input exceeds the PROFANITY threshold' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a size or token threshold alone', () => {
    expect(classify({ status: 400, message: 'request exceeds size threshold' }).reason).not.toBe(
      'content_policy',
    );
  });
});

describe('content detected and blocked', () => {
  it('is the verdict under a 400 (LiteLLM guardrail pages, batch 984)', () => {
    expect(
      classify({
        status: 400,
        body: { error: { message: 'Malicious Prompt was detected and blocked.' } },
      }).reason,
    ).toBe('content_policy');
    expect(
      classify({
        status: 400,
        body: { error: { message: { error: 'Content blocked: us_ssn pattern detected' } } },
      }).reason,
    ).toBe('content_policy');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'harmful output has been detected and blocked' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a suspicious login detected and blocked to its 401', () => {
    expect(
      classify({ status: 401, message: 'Suspicious login detected and blocked' }).reason,
    ).not.toBe('content_policy');
  });
});

describe('a request over the maximum request size', () => {
  it('is the body’s size under a 400 (Celigo AI, batch 986)', () => {
    const d = {
      status: 400,
      message: 'Exceeded maximum request size. The request body is too large.',
    };
    expect(classify(d).reason).toBe('payload_too_large');
    expect(lastRule(d)).toBe('status.400.payload_too_large');
  });
  it('reads the message alone, lower case, the same (invented)', () => {
    expect(classify({ message: 'the request body is too large' }).reason).toBe('payload_too_large');
  });
  it('leaves a body too large for the context window to the overflow rules', () => {
    expect(
      classify({
        status: 400,
        message: 'The request body is too large: input tokens exceed the context window',
      }).reason,
    ).toBe('context_overflow');
  });
});
