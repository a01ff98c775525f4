/**
 * The review of session 68's rule groups (LA–LE): each problem's descriptor and its neighbours, as the
 * fixes read them (a describe per problem, in the review's order).
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

function ruleOf(descriptor: Descriptor): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.find((step) => step.decided)?.rule;
}

describe('problem 1: OpenAI/RFC 8628 `slow_down` is a weak code, so the words decide first', () => {
  it("lets a dead key's, an overflow's and a disabled organisation's words win", () => {
    expect(
      reasonOf({ body: { error: { code: 'slow_down', message: 'Invalid API key provided' } } }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        body: {
          error: {
            code: 'slow_down',
            message: "This model's maximum context length is 8192 tokens",
          },
        },
      }),
    ).toBe('context_overflow');
    expect(
      reasonOf({
        body: { error: { code: 'slow_down', message: 'Your organization has been disabled.' } },
      }),
    ).toBe('auth_permanent');
  });
  it("still reads the code alone as the caller's window (held h904)", () => {
    expect(reasonOf({ body: { error: { code: 'slow_down' } } })).toBe('rate_limit');
    expect(ruleOf({ body: { error: { code: 'slow_down' } } })).toBe('code.slow_down');
  });
  it('keeps a 429 deciding by status, and the chain code letting the words win', () => {
    expect(
      reasonOf({
        status: 429,
        body: { error: { code: 'slow_down', message: 'Invalid API key provided' } },
      }),
    ).toBe('rate_limit');
    expect(reasonOf({ code: 'TOO_MANY_REQUESTS', message: 'Invalid API key provided' })).toBe(
      'auth_permanent',
    );
  });
});

describe("problem 2: Gemini's tuned-model rule yields to an insufficient-scopes verdict", () => {
  const both =
    'Request had insufficient authentication scopes. You do not have permission to access tuned model tunedModels/x';
  it('reads the scope sentence as the cause under a 403 and without a status', () => {
    expect(reasonOf({ status: 403, message: both })).toBe('auth_permanent');
    expect(reasonOf({ message: both })).toBe('auth_permanent');
    expect(
      reasonOf({
        status: 403,
        message:
          'You do not have permission to access tuned model tunedModels/x. Request had insufficient authentication scopes.',
      }),
    ).toBe('auth_permanent');
  });
  it('keeps the tuned-model sentence alone as the model (held h1551)', () => {
    const alone = 'You do not have permission to access tuned model tunedModels/x';
    expect(reasonOf({ status: 403, message: alone })).toBe('model_not_found');
    expect(ruleOf({ status: 403, message: alone })).toBe('status.403.model_access');
    expect(reasonOf({ message: alone })).toBe('model_not_found');
  });
});

describe('problem 3: a leading status then a bracket is a status only for a socket error after an answer', () => {
  it('keeps "Error: 502 [Errno 32] Broken pipe" as the gateway\'s status (held h729), and a reset too', () => {
    expect(reasonOf({ message: 'Error: 502 [Errno 32] Broken pipe' })).toBe('server_error');
    expect(ruleOf({ message: 'Error: 502 [Errno 32] Broken pipe' })).toBe('status.502');
    expect(reasonOf({ message: 'Error: 503 [Errno 104] Connection reset by peer' })).toBe(
      'overloaded',
    );
  });
  it('reads a refused connection or an unresolved name after the number as the transport', () => {
    expect(reasonOf({ message: 'Error: 503 [Errno 111] Connection refused' })).toBe('timeout');
    expect(reasonOf({ message: 'Error: 502 [Errno -2] Name or service not known' })).toBe(
      'timeout',
    );
  });
  it('leaves the plain leading status alone', () => {
    expect(reasonOf({ message: 'Error: 502 Bad Gateway' })).toBe('server_error');
  });
});

describe('problem 4: no available credits yields to a stated retry or daily refill', () => {
  it('reads credits that refresh with "try again tomorrow" as the window (held h871, h874)', () => {
    expect(
      reasonOf({
        message: 'Your account has no available credits. Credits refresh daily, try again tomorrow',
      }),
    ).toBe('rate_limit');
  });
  it("keeps TypeSafe's balance with no credits as billing (held h371)", () => {
    const message = 'Your organization has no available TypeSafe API credits';
    expect(reasonOf({ message })).toBe('billing');
    expect(ruleOf({ message })).toBe('message.no_available_credits');
    expect(reasonOf({ status: 402, body: { detail: { message } } })).toBe('billing');
  });
});

describe("problem 5: Azure's deployment capacity quota under a 400 yields to a stated retry", () => {
  it('reads the capacity sentence with "try again in 60 seconds" as the rate', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          'This operation require 10 new capacity in quota Tokens Per Minute, please try again in 60 seconds',
      }),
    ).toBe('rate_limit');
  });
  it("keeps Azure's own wording, with its Tokens Per Minute quota name, as billing (held h552, h1341)", () => {
    const message =
      'InsufficientQuota: This operation require 240 new capacity in quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002, which is bigger than the current available capacity 0. The current quota usage is 240 and the quota limit is 240 for quota Tokens Per Minute (thousands) - Text-Embedding-Ada-002.';
    expect(reasonOf({ status: 400, message })).toBe('billing');
    expect(ruleOf({ status: 400, message })).toBe('status.400.deployment_capacity_quota');
    expect(reasonOf({ message })).toBe('billing');
  });
});

describe('problem 6: "could not reach the … server" reads only a server that serves the model', () => {
  it('keeps the unnamed server and a model runtime as the transport (held h1561)', () => {
    const held = 'Could not reach the server. Is LM Studio running?';
    expect(reasonOf({ message: held })).toBe('timeout');
    expect(reasonOf({ message: 'Could not reach the Ollama server' })).toBe('timeout');
    expect(reasonOf({ message: 'Could not reach the vectorization endpoint.' })).toBe('timeout');
  });
  it('does not read an MCP, licence or sign-in server as the provider', () => {
    expect(reasonOf({ message: 'Request failed: could not reach the MCP server' })).not.toBe(
      'timeout',
    );
    expect(reasonOf({ message: 'Could not reach the license server' })).not.toBe('timeout');
    expect(reasonOf({ message: 'Could not reach the auth server' })).not.toBe('timeout');
  });
});

describe('problem 7: explain ids that say what decided, and one place for each meaning', () => {
  it("names DashScope's Throttling.AllocationQuota code, not the doc anchor, when the code decided", () => {
    const descriptor = {
      code: 'Throttling.AllocationQuota',
      message: 'Free allocated quota exceeded.',
    };
    expect(reasonOf(descriptor)).toBe('rate_limit');
    expect(ruleOf(descriptor)).toBe('message.throttle_allocation_quota_code');
  });
  it('reads TOO_MANY_REQUESTS alone from the code table, and lets words win beside it', () => {
    expect(reasonOf({ code: 'TOO_MANY_REQUESTS' })).toBe('rate_limit');
    expect(ruleOf({ code: 'too_many_requests' })).toBe('code.too_many_requests');
    expect(reasonOf({ code: 'TOO_MANY_REQUESTS', message: 'Invalid API key provided' })).toBe(
      'auth_permanent',
    );
    expect(ruleOf({ code: 'PERMISSION_DENIED' })).not.toBe('code.permission_denied');
  });
  it("reads OpenAI's Invalid URL by the older message rule, and by the 404 rule under its status", () => {
    const message = 'Invalid URL (POST /v1/chat/completion)';
    expect(ruleOf({ message })).toBe('message.invalid_url');
    expect(ruleOf({ status: 404, message })).toBe('status.404.requested_url');
  });
});
