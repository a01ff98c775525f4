/**
 * Rules written for the misses of held-out batches 1099–1127 (session 59, group EP), after the
 * batches had been scored without them: V8's "Unterminated string in JSON" on a cut stream chunk,
 * Azure's "Functions are not supported for this … model version", a proxy's
 * `upstream_request_timeout` code, and a resource that needs a sign-in. Each wording from the batch
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

describe('a JSON string cut off in the response', () => {
  it("is the server's cut body (chatgpt-nuxt and Mistral's JS client, batch 1105)", () => {
    const d = { message: 'Unterminated string in JSON at position 112' };
    expect(classify(d).reason).toBe('server_error');
    expect(lastRule(d)).toBe('message.response_not_json');
    expect(
      classify({
        name: 'SyntaxError',
        message: 'SyntaxError: Unterminated string in JSON at position 258',
      }).reason,
    ).toBe('server_error');
  });
  it('reads another case the same (invented)', () => {
    expect(classify({ message: 'UNTERMINATED STRING IN JSON AT POSITION 7' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a 400 that names the request, and a string literal with no JSON position', () => {
    expect(
      classify({
        status: 400,
        message: '400 Bad Request: Unterminated string in JSON at position 12',
      }).reason,
    ).toBe('format_error');
    expect(lastRule({ message: 'Unterminated string literal' })).not.toBe(
      'message.response_not_json',
    );
  });
});

describe('functions not supported for the model version', () => {
  it("is the deployed model's (Azure OpenAI, batch 1102)", () => {
    const d = {
      status: 400,
      body: {
        error: {
          code: 400,
          message:
            'Functions are not supported for this API version or this model version. To learn how to user use function calling with Azure OpenAI Service. Please refer to this wiki',
        },
      },
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.400.model_on_other_route');
  });
  it('reads the message alone, lower case and without the API version (invented)', () => {
    const d = { message: 'functions are not supported for this model version' };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('message.model_on_other_route');
  });
  it('leaves functions refused for the request', () => {
    expect(classify({ message: 'Functions are not supported in the request' }).reason).toBe(
      'format_error',
    );
  });
});

describe("a proxy's upstream_request_timeout code", () => {
  it('is a timeout, not the budget its message names (codex-lb, batch 1126)', () => {
    const d = {
      body: {
        error: { code: 'upstream_request_timeout', message: 'Proxy request budget exhausted' },
      },
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('code.upstream_request_timeout');
  });
  it('reads it under a 504 the same (invented)', () => {
    expect(
      classify({
        status: 504,
        body: { error: { code: 'upstream_request_timeout', message: 'upstream timed out' } },
      }).reason,
    ).toBe('timeout');
  });
  it("leaves a spend budget's own code", () => {
    expect(
      classify({
        body: { error: { code: 'budget_exceeded', message: 'Budget has been exceeded' } },
      }).reason,
    ).toBe('billing');
  });
});

describe('a resource that needs a sign-in', () => {
  it('is auth (Featherless AI through LiteLLM, batch 1127)', () => {
    const d = { message: 'You must be signed in to access this resource' };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('message.sign_in_not_entitled');
  });
  it('reads "logged in to use this API" under a 401 the same (invented)', () => {
    expect(
      classify({ status: 401, message: 'You must be logged in to use this API.' }).reason,
    ).toBe('auth');
  });
  it('leaves a page that asks for a sign-in to do something else', () => {
    expect(lastRule({ message: 'You must be signed in to view comments' })).not.toBe(
      'message.sign_in_not_entitled',
    );
  });
});
