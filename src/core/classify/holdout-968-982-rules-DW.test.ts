/**
 * Rules written for the misses of held-out batches 968–982 (session 56, group DW), after the
 * batches had been scored without them: a guard's filter verdict and a failed content safety check
 * (Kong's Lakera Guard and Azure Content Safety plugins), a content-policy block sent as a 404
 * (Kong's GCP Model Armor plugin), a feature the account is not licensed for, a key's model and IP
 * allowlists (Huawei MaaS), and a gateway with no routing rule for the model (UiPath). Each wording
 * from the batch line named, a second rendering, then the neighbours it must leave alone.
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

describe('a request filtered by a guard', () => {
  it('is the safety layer’s verdict under a 403 (Kong Lakera Guard, batch 982)', () => {
    const d = {
      status: 403,
      body: {
        message: 'Request was filtered by Lakera Guard',
        breakdown: [{ detected: true, detector_type: 'prompt_attack' }],
        error: true,
      },
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('signature.content_policy_text');
  });
  it('reads another guard’s name under a 400 and the message alone the same (invented)', () => {
    expect(
      classify({ status: 400, body: { message: 'Prompt was filtered by Prompt Shields' } }).reason,
    ).toBe('content_policy');
    expect(classify({ message: 'prompt was filtered by Llama Guard' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a request filtered by a firewall or a cache to its 403', () => {
    expect(classify({ status: 403, message: 'Request was filtered by the firewall' }).reason).toBe(
      'auth',
    );
    expect(
      classify({ status: 403, message: 'Response was filtered by the proxy cache' }).reason,
    ).toBe('auth');
  });
});

describe('a request that failed a content safety check', () => {
  it('is the verdict under a 400 (Kong Azure Content Safety, batch 982)', () => {
    const d = {
      status: 400,
      body: {
        error: {
          message: 'request failed content safety check: breached category [Hate] at level 2',
        },
      },
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('signature.content_policy_text');
  });
  it('reads the message alone, another subject, the same (invented)', () => {
    expect(classify({ message: 'Prompt failed the safety check' }).reason).toBe('content_policy');
  });
  it('leaves a check that failed with an error to the status', () => {
    expect(
      classify({
        status: 400,
        message: 'request failed content safety check: error calling service, status code 500',
      }).reason,
    ).toBe('format_error');
  });
});

describe('a request blocked by content policies under a 404', () => {
  it('is the guardrail’s block, not a missing model (Kong GCP Model Armor, batch 982)', () => {
    const d = {
      status: 404,
      message: '404 Bad request Your request was blocked by content policies',
    };
    expect(classify(d).reason).toBe('content_policy');
    expect(lastRule(d)).toBe('status.404.policy_block');
  });
  it('reads safety filters under a 404 and the message alone the same (invented)', () => {
    expect(classify({ status: 404, message: 'Request blocked by safety filters' }).reason).toBe(
      'content_policy',
    );
    expect(classify({ message: 'Your request was blocked by content policies.' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a missing model and a missing page alone', () => {
    expect(classify({ status: 404, message: 'The model gpt-x does not exist' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ status: 404, message: '404 page not found' }).reason).toBe('format_error');
  });
});

describe('a feature the account is not licensed for', () => {
  it('is a dead end for the key under a 403 (UiPath PII masking entitlement, batch 970)', () => {
    const d = {
      status: 403,
      name: 'UiPathPermissionDeniedError',
      body: {
        error:
          'Entitlement for PII Inflight Masking is not granted. You (or your organization) are not licensed to use this feature. Go to https://docs.uipath.com/ to learn about licensing requirements for PII Inflight Masking. ',
        statusCode: 403,
      },
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.403.permanent_text');
  });
  it('reads either sentence alone the same (invented)', () => {
    expect(classify({ message: 'You are not licensed to use this feature.' }).reason).toBe(
      'auth_permanent',
    );
    expect(classify({ message: 'Entitlement for Autopilot is not granted.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves an organization not allowed to its 403', () => {
    expect(
      classify({ status: 403, message: 'Your organization is not allowed to use this' }).reason,
    ).toBe('auth');
  });
});

describe("a key's model and IP allowlists", () => {
  it('reads the model allowlist as the model’s under a 401 (Huawei MaaS, batch 976)', () => {
    const d = {
      status: 401,
      code: 'ModelArts.81015',
      message: 'Invalid model %s, rejected by api key model allowlist setting.',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.401.model_access');
    expect(
      classify({
        status: 401,
        code: 'ModelArts.81015',
        message:
          'Invalid custom endpoint %s, rejected by api key custom endpoint allowlist setting.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('reads a whitelist under a 403 the same (invented)', () => {
    expect(
      classify({ status: 403, message: 'Request blocked by key model whitelist' }).reason,
    ).toBe('model_not_found');
  });
  it('reads the IP allowlist as a restricted, not a dead, key (Huawei MaaS, batch 976)', () => {
    const d = {
      status: 401,
      code: 'ModelArts.81015',
      message: 'Invalid client ip %s, rejected by api key ip allowlist setting.',
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.401.refreshable_text');
    expect(classify({ status: 401, message: 'Request denied by source IP whitelist' }).reason).toBe(
      'auth',
    );
  });
  it('leaves an invalid API key a dead key', () => {
    expect(classify({ status: 401, message: 'Invalid API key' }).reason).toBe('auth_permanent');
  });
});

describe('a gateway with no routing rule for the model', () => {
  it('is the model’s under a 417 (UiPath LLM gateway, batch 970)', () => {
    const d = {
      status: 417,
      code: '1040',
      body: {
        StatusCode: 417,
        StatusDescription: 'ExpectationFailed',
        Message:
          'No llm routing rule found for product agenthubb\n in SI using model gpt-5-2025-08-07 - check data residency configuration.',
        ErrorCode: '1040',
      },
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.417.model_text');
  });
  it('reads the message alone, lower case, the same (invented)', () => {
    expect(
      classify({ message: 'no routing rule found for product x in US using model claude-9' })
        .reason,
    ).toBe('model_not_found');
  });
  it('leaves a route missing for a path and a bare 417 alone', () => {
    expect(classify({ status: 404, message: 'No route found for POST /v1/foo' }).reason).toBe(
      'format_error',
    );
    expect(classify({ status: 417, message: 'Expectation failed' }).reason).toBe('format_error');
  });
});
