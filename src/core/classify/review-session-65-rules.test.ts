/**
 * The review of session 65's rule groups (IA–IE; docs/classifier.md, "Review fixes (session 65)"):
 * the reviewer's descriptors and their neighbours, both ways, one describe per problem (group RY).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function ruleOf(descriptor: Record<string, unknown>): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.at(-1)?.rule;
}

describe("1. Go's decoder error alone is the request's, but not over an HTML page", () => {
  checkReasons([
    [
      "the reviewer's '<' (an upstream's HTML page) is no request fault",
      { body: { error: "invalid character '<' looking for beginning of value" } },
      'server_error',
    ],
    [
      "Ollama's 'm' (held h397) stays the request's",
      { body: { error: "invalid character 'm' looking for beginning of value" } },
      'format_error',
    ],
    [
      "the '}' form (held h852) stays the request's",
      { body: { error: "invalid character '}' looking for beginning of value" } },
      'format_error',
    ],
  ]);
  it("names no decoder rule for '<'", () => {
    expect(
      ruleOf({ body: { error: "invalid character '<' looking for beginning of value" } }),
    ).not.toBe('message.server_could_not_decode_request');
  });
});

describe('2. "not authorized to use model" is read by the rule, not the vote', () => {
  it("the reviewer's token refusal names message.model_action_not_allowed", () => {
    const descriptor = { message: 'Token is not authorized to use model claude-3-opus' };
    expect(classifyError(errorFromDescriptor(descriptor)).reason).toBe('model_not_found');
    expect(ruleOf(descriptor)).toBe('message.model_action_not_allowed');
  });
  it('and the British spelling (held h1405)', () => {
    expect(ruleOf({ message: "Token not authorised to use model 'gpt-3.5-turbo'" })).toBe(
      'message.model_action_not_allowed',
    );
  });
  checkReasons([
    [
      "the older 'not allowed to use' wording keeps its reading",
      { message: 'Key is not allowed to use model gpt-4o' },
      'model_not_found',
    ],
    [
      'a session token to refresh beside the model is auth, as under a 401',
      { message: 'Forbidden: not authorized to access this model; your session token expired' },
      'auth',
    ],
    [
      'a feature, not a model, is not this rule (held: auth)',
      { status: 403, message: 'You are not authorized to use this feature.' },
      'auth',
    ],
  ]);
});

describe('4. "The API key you provided is invalid" is the key, "… not valid for this model" is not', () => {
  checkReasons([
    [
      "OpenCode's key verdict without a status (held h510)",
      { message: 'The API key you provided is invalid.' },
      'auth_permanent',
    ],
    [
      'the same under a 401',
      { status: 401, message: 'The API key you provided is not valid.' },
      'auth_permanent',
    ],
  ]);
  it("the reviewer's 403 for one model is no dead key", () => {
    const descriptor = {
      status: 403,
      message: 'The API key you provided is not valid for this model.',
    };
    expect(classifyError(errorFromDescriptor(descriptor)).reason).not.toBe('auth_permanent');
    expect(
      classifyError(
        errorFromDescriptor({ message: 'The API key you provided is not valid for this model.' }),
      ).reason,
    ).not.toBe('auth_permanent');
  });
});

describe("3. OpenRouter's object kept whole is read by its own code, not a 429 in its raw text", () => {
  checkReasons([
    [
      "the reviewer's 400 whose metadata.raw names a 429 is no upstream rate limit",
      {
        message:
          "{'message': 'Provider returned error', 'code': 400, 'metadata': {'raw': '{\"code\": 429}'}}",
      },
      'server_error',
    ],
    [
      'its own code 429 stays upstream_rate_limit (batch 920)',
      {
        message:
          "{'message': 'Provider returned error', 'code': 429, 'metadata': {'raw': 'Resource exhausted'}}",
      },
      'upstream_rate_limit',
    ],
    [
      'the details: {raw…} form stays upstream_rate_limit (h451)',
      {
        message:
          'Provider returned error, details: {"raw":"[{\\n  \\"error\\": {\\n    \\"code\\": 429,\\n    \\"message\\": \\"Resource exhausted\\""}',
      },
      'upstream_rate_limit',
    ],
  ]);
  it('names the rule for the object kept whole', () => {
    expect(
      ruleOf({
        message:
          "{'message': 'Provider returned error', 'code': 429, 'metadata': {'raw': 'Resource exhausted'}}",
      }),
    ).toBe('message.aggregator_upstream');
  });
});

describe('7. one reading of the concurrency cap, one scan of a 404 resource check', () => {
  const concurrent =
    "You've reached your concurrent request limit. Please wait for your ongoing requests to finish";
  checkReasons([
    [
      'over the cap without a status (the billing message rule)',
      { message: 'You have exceeded your concurrency limit. Please top up to raise it.' },
      'rate_limit',
    ],
    [
      'beside a balance said insufficient it is billing',
      { message: 'You have exceeded your concurrency limit. Insufficient balance, please top up.' },
      'billing',
    ],
    [
      'a permission code around it (the code step, held h1382)',
      { body: { error: { type: 'permission_error', message: concurrent } } },
      'rate_limit',
    ],
    [
      'a permission code around it beside an insufficient balance stays the code',
      {
        body: {
          error: {
            type: 'permission_error',
            message: "You've reached your concurrent request limit. Insufficient balance.",
          },
        },
      },
      'auth',
    ],
  ]);
  it('a 404 resource check reads either wording once', () => {
    for (const message of [
      'The requested resource was not found',
      'The requested resource was not found. Please check the URL',
    ]) {
      const result = classifyError(errorFromDescriptor({ status: 404, message }));
      expect(result.reason).toBe('format_error');
      expect(result.explain.at(-1)?.rule).toBe('status.404.resource_check_url');
    }
  });
});

describe("5. a relay's server_error around a cut stream reads the session's size", () => {
  const reset = {
    body: {
      error: {
        message:
          'Failed to perform, curl: (92) HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)',
        type: 'server_error',
      },
    },
  };
  const large = { approxTokens: 190000, contextLength: 200000, numMessages: 300 };
  it("the reviewer's large session is context_overflow, as the bare curl message reads", () => {
    const result = classifyError(errorFromDescriptor(reset), large);
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('code.stream_reset_under_server_type_large_session');
    expect(
      classifyError(errorFromDescriptor({ message: reset.body.error.message }), large).reason,
    ).toBe('context_overflow');
  });
  it('a small session stays a disconnect (held h1314: timeout)', () => {
    expect(classifyError(errorFromDescriptor(reset)).reason).toBe('timeout');
  });
  it('a refused connection is no disconnect, whatever the size', () => {
    const refused = {
      body: {
        error: {
          message: 'Failed to connect to upstream service: connection refused',
          type: 'server_error',
        },
      },
    };
    expect(classifyError(errorFromDescriptor(refused), large).reason).toBe('timeout');
  });
});
