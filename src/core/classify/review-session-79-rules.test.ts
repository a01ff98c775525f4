/**
 * The two reviews of session 79's rule groups (YA–YF): each finding's invented neighbour, the answer
 * it gets after the lead's narrowing, and the held wording the rule was written for, still read.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a named model "is not available" only as the whole verdict (review 1, item 1)', () => {
  it("keeps Runway's held 403 (h2116-runway-model-variant-not-available)", () => {
    expect(
      classified({ status: 403, message: 'Model variant gen4_turbo is not available.' }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.403.named_model_not_available' });
  });
  it('leaves a cause said after it, and a plain word for an id, to the other readings', () => {
    for (const message of [
      'Model gpt-4o is not available due to high demand',
      'Model gpt-4o is not available, quota exceeded',
      'Model gpt-4o is not available right now, try again later',
      'Model selection is not available',
    ]) {
      expect(ruleOf({ status: 403, message }), message).not.toBe(
        'status.403.named_model_not_available',
      );
    }
    expect(
      reasonOf({ status: 403, message: 'Model gpt-4o is not available, quota exceeded' }),
    ).toBe('rate_limit');
  });
});

describe('"context limit exceeded" only opening its clause (review 1, item 2)', () => {
  it("keeps Kiro's held wording (h2158-kiro-context-limit-please-try-again)", () => {
    expect(
      classified({ message: 'Context limit exceeded unexpectedly. Please try again.' }),
    ).toEqual({
      reason: 'context_overflow',
      rule: 'message.context_limit_exceeded',
    });
  });
  it("leaves another thing's context limit to the usage-window reading", () => {
    const message = 'Browser context limit exceeded: max 5 concurrent contexts, try again later';
    expect(ruleOf({ message })).not.toBe('message.context_limit_exceeded');
    expect(reasonOf({ message })).toBe('rate_limit');
  });
});

describe('"not authorized, missing or invalid" only of the credential (review 1, item 3)', () => {
  it("keeps muapi's held 403 (h2116-muapi-sora-403-not-authorized)", () => {
    expect(reasonOf({ status: 403, message: 'Not authorized, missing or invalid' })).toBe(
      'auth_permanent',
    );
    expect(reasonOf({ status: 401, message: 'Not authorized: missing or invalid API key' })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a header or a scope said missing to the 403 readings', () => {
    expect(
      classified({
        status: 403,
        message: 'Not authorized - missing or invalid organization header',
      }),
    ).toEqual({ reason: 'auth', rule: 'status.403.org' });
    expect(
      ruleOf({ status: 403, message: 'Not authorized: missing or invalid scope: models.read' }),
    ).not.toBe('status.403.not_authorized_missing_or_invalid');
  });
});

describe('the masked signature field only behind the five-part masked path (review 1, item 4)', () => {
  it('keeps the held Bedrock relay 400 (h2111-bedrock-relay-signature-field-required)', () => {
    expect(
      reasonOf({ status: 400, message: '***.***.***.***.***.signature: Field required' }),
    ).toBe('thinking_signature');
  });
  it("leaves another object's masked signature field to the request", () => {
    expect(reasonOf({ status: 400, message: 'webhook.***.signature: Field required' })).toBe(
      'format_error',
    );
  });
});

describe("urllib3's read timeout inside a 400, not the request's own URL (review 1, minor)", () => {
  it("keeps Dify's held wrapper (h2157-ollama-dify-blocking-read-timeout-60)", () => {
    expect(
      reasonOf({
        status: 400,
        message:
          "[ollama] Error: HTTPConnectionPool(host='host.docker.internal', port=11434): Read timed out. (read timeout=60)",
      }),
    ).toBe('timeout');
  });
  it('leaves an image URL the provider failed to fetch to the 400', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          "Failed to fetch image url: HTTPSConnectionPool(host='example.com', port=443): Read timed out. (read timeout=10)",
      }),
    ).toBe('format_error');
  });
});

describe('a refresh date after a monthly limit stays the money (review 2, item 1)', () => {
  it("keeps Antigravity's baseline quota (h2132-antigravity-baseline-quota-refresh-ai-credit-overages)", () => {
    expect(
      classified({ message: 'Your plan’s baseline quota will refresh on 12/10/2026.' }),
    ).toEqual({ reason: 'rate_limit', rule: 'message.quota_will_refresh' });
  });
  it('leaves a monthly limit to the billing reading (a stated refresh alone stays a window)', () => {
    expect(
      reasonOf({
        message:
          "You've hit your org's monthly usage limit. Your quota will refresh on 01.05.2026.",
      }),
    ).toBe('billing');
  });
});

describe('a host name only, not a file, for the resolver (review 2, item 2)', () => {
  it("keeps urllib3's held host (h2136-docker-model-runner-genai-dns)", () => {
    expect(classified({ message: "Failed to resolve 'model-runner.docker.internal'" })).toEqual({
      reason: 'timeout',
      rule: 'transport.host_not_resolved',
    });
  });
  it('leaves a file name or a module to other readings', () => {
    for (const message of [
      "Failed to resolve 'config.json'",
      "Failed to resolve 'tsconfig.json': file not found",
      "Failed to resolve 'model.safetensors'",
    ]) {
      expect(ruleOf({ message }), message).not.toBe('transport.host_not_resolved');
    }
  });
});

describe('the workspace region block under a 403 too (review 2, item 3)', () => {
  it('reads it under the 401, the 403 and no status', () => {
    for (const status of [401, 403, undefined]) {
      expect(
        reasonOf({ status, message: 'Workspace is not authorized in this region.' }),
        String(status),
      ).toBe('auth_permanent');
    }
  });
  it('leaves a workspace the user is not authorized in to the 403', () => {
    expect(reasonOf({ status: 403, message: 'You are not authorized in this workspace.' })).toBe(
      'auth',
    );
  });
});

describe('"api_key cannot be empty" under any status (review 2, item 4)', () => {
  it('reads the missing key under a 400, 401, 403 and no status', () => {
    for (const status of [400, 401, 403, undefined]) {
      expect(reasonOf({ status, message: 'api_key cannot be empty' }), String(status)).toBe(
        'auth_permanent',
      );
    }
  });
  it("leaves a request field's 'cannot be empty' to the 400", () => {
    expect(classified({ status: 400, message: 'messages cannot be empty' })).toEqual({
      reason: 'format_error',
      rule: 'status.400.validation_text',
    });
  });
});
