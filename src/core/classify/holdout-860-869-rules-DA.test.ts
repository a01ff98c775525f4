/**
 * Rules written for the misses of held-out batches 860–869 (session 53, group DA), after the
 * batches had been scored without them. Each failure's real wording (from the batch named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("OpenAI Realtime's out-of-turn client event, logged as its code alone", () => {
  it('is the request (batch 869)', () => {
    const result = classify({ code: 'conversation_already_has_active_response' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('code.conversation_already_has_active_response');
    expect(classify({ code: 'response_cancel_not_active' }).reason).toBe('format_error');
  });
  it('reads any worded provider code behind a text that says nothing (invented)', () => {
    expect(classify({ code: 'CONTEXT_LENGTH_EXCEEDED' }).reason).toBe('context_overflow');
    expect(classify({ message: 'unknown error', code: 'RATE_LIMIT_EXCEEDED' }).reason).toBe(
      'rate_limit',
    );
  });
  it("leaves a chain code beside words of their own, and Node's ERR_ codes, to the other steps", () => {
    expect(
      classify({
        message: 'certificate has expired',
        code: 'INVALID_API_KEY',
      }).reason,
    ).not.toBe('auth_permanent');
    expect(rule({ code: 'ERR_INVALID_ARG_TYPE' })).not.toMatch(/^code\./);
  });
});

describe("the JVM's socket timeout kept as a wrapper's cause", () => {
  it('is a timeout (batch 861)', () => {
    const result = classify({
      message: 'Something unexpected happened.',
      name: 'UnknownException',
      cause: { code: 'SocketTimeoutException' },
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.code');
  });
  it('reads the cause without the wrapper the same (invented)', () => {
    expect(classify({ message: 'Read timed out', code: 'SocketTimeoutException' }).reason).toBe(
      'timeout',
    );
  });
});

describe('a parse error whose excerpt is a plain "Internal Server Error" page', () => {
  it('is the server (batch 860)', () => {
    const result = classify({
      message:
        'Error fetching response: SyntaxError: Unexpected token \'I\', "Internal S"... is not valid JSON',
      name: 'SyntaxError',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('leaves another excerpt and the [DONE] sentinel alone (held h607, h576)', () => {
    expect(
      classify({
        message: 'SyntaxError: Unexpected token \'T\', "The space "... is not valid JSON',
        name: 'SyntaxError',
      }).reason,
    ).toBe('unknown');
    expect(
      classify({
        message: 'Unexpected token \'D\', "[DONE]" is not valid JSON',
        name: 'SyntaxError',
      }).reason,
    ).toBe('unknown');
  });
});

describe("Cloudflare's rate-limiting rule, error 1015", () => {
  it('is a rate limit without its 429 (batch 860)', () => {
    const result = classify({ message: 'error code: 1015' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
    expect(classify({ status: 429, message: 'error code: 1015' }).reason).toBe('rate_limit');
  });
  it('reads the page the same (its words as Cloudflare prints them)', () => {
    expect(
      classify({ message: 'Error 1015 Ray ID: 8a1b2c3d4e5f • You are being rate limited' }).reason,
    ).toBe('rate_limit');
  });
  it('leaves other numbers alone (invented)', () => {
    expect(classify({ message: 'error code: 10150' }).reason).not.toBe('rate_limit');
  });
});

describe("Gemini's request option that the model lacks", () => {
  it('is the request, also without its 400 (batch 866)', () => {
    const result = classify({ message: 'Penalty is not enabled for models/gemini-2.5-flash-lite' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.invalid_named_parameter');
    expect(
      classify({ message: 'Logprobs is not enabled for models/gemini-2.5-flash-lite' }).reason,
    ).toBe('format_error');
    expect(
      classify({ message: 'Thinking is not enabled for models/gemini-2.0-flash' }).reason,
    ).toBe('format_error');
  });
  it('leaves a capability the model lacks to the model rule (held h257, h44)', () => {
    expect(
      classify({ message: 'Function calling is not enabled for models/gemma-3-27b-it' }).reason,
    ).toBe('model_not_found');
  });
});

describe('a user outside the organization', () => {
  it('is a permanent auth failure on its 403 (batch 868)', () => {
    const result = classify({
      status: 403,
      message: 'The current user is not in the organization and has no right to operate.',
      code: 'Forbidden.InvalidUser.UserNotInCurrentOrganization',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(
      classify({
        status: 403,
        message:
          'The current user can not be used in the organization and has no right to operate.',
        code: 'Forbidden.InvalidOrganizationMember',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads the message alone the same (batch 868)', () => {
    expect(
      classify({
        message: 'The current user is not in the organization and has no right to operate.',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a model not in the organization alone (invented)', () => {
    expect(
      classify({ status: 404, message: 'The model gpt-x is not in the organization allowlist' })
        .reason,
    ).not.toBe('auth_permanent');
  });
});

describe('a quota of prepaid credits on a 429', () => {
  it("reads Vapi's exceeded-quota ended reason as billing (batch 869)", () => {
    const result = classify({
      status: 429,
      message: 'pipeline-error-openai-429-exceeded-quota',
      code: 'pipeline-error-openai-429-exceeded-quota',
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.429.billing_text');
    expect(classify({ message: 'pipeline-error-groq-429-exceeded-quota' }).reason).toBe('billing');
  });
  it("reads a gateway's credit quota as billing (batch 869)", () => {
    expect(
      classify({
        status: 429,
        message: 'LLM token credit quota exceeded, category: MaxGatewayCredits, ...',
        name: 'RateLimitError',
      }).reason,
    ).toBe('billing');
  });
  it("leaves Vapi's rate-limit reason and a daily credit quota to the window (invented)", () => {
    expect(
      classify({ status: 429, message: 'pipeline-error-openai-429-rate-limit-reached' }).reason,
    ).toBe('rate_limit');
    expect(classify({ status: 429, message: 'daily credit quota exceeded' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("an API the deployed service's version lacks", () => {
  it('is the request without its 400 (batch 868)', () => {
    const result = classify({ message: 'API unsupported in current deployed version' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.endpoint_removed');
    // Only the deployed version's wording: an API "not available in the current environment" is
    // a client's runtime (review-53-rules).
    expect(
      classify({ message: 'This endpoint is not supported in the current version' }).explain.at(-1)
        ?.rule,
    ).not.toBe('message.endpoint_removed');
  });
  it('leaves a model not supported in a version to the model rules (invented)', () => {
    expect(classify({ status: 404, message: 'The model gpt-x does not exist' }).reason).toBe(
      'model_not_found',
    );
  });
});
