/**
 * The review of session 69's rules (groups MA–ME, notes/s69/review.md): each problem's descriptor
 * from the reviewer and its neighbours, asserting the reason the fix gives them.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('problem 1: "provider not found" is a model verdict only for a model\'s provider', () => {
  it('leaves an authentication provider to the auth reading (was model_not_found)', () => {
    expect(classify({ message: 'Authentication provider not found for tenant' }).reason).toBe(
      'auth',
    );
  });
  it('does not read a tool, search, SAML or auth-provider as the model', () => {
    for (const message of [
      'Tool provider not found',
      'Search provider not found: tavily',
      'SAML provider not found',
      'auth-provider not found',
      'Provider not found for tenant acme',
    ]) {
      expect(classify({ message }).explain.at(-1)?.rule).not.toMatch(/model_provider_not_found/);
    }
  });
  it('keeps an OAuth provider under a 400 the request (format_error)', () => {
    expect(classify({ status: 400, message: 'OAuth provider not found' }).reason).toBe(
      'format_error',
    );
  });
  it('keeps the bare words under a 400 (model_not_found)', () => {
    expect(classify({ status: 400, message: 'provider not found' }).reason).toBe('model_not_found');
  });
  it("keeps claude-code-open's registry (h149, h1608), one-hub's vertexAI (h196), opencode's (h724)", () => {
    const registry = "API Error: 400 provider not found: provider '' not found in registry";
    for (const descriptor of [
      { message: registry },
      { status: 400, message: registry },
      { message: 'vertexAI provider not found' },
      { message: 'Error: Provider not found: opencode' },
      { message: 'LLM provider not found: foo' },
    ]) {
      expect(classify(descriptor).reason).toBe('model_not_found');
    }
  });
  it("keeps h780's authentication provider auth", () => {
    expect(
      classify({ message: 'Error: Timed out waiting for authentication provider to register' })
        .reason,
    ).toBe('auth');
  });
});

describe('problem 2: "unsupported content type" is the request\'s type, not a response\'s', () => {
  it("leaves a 500 naming text/html the server's (was format_error)", () => {
    for (const message of [
      'Unsupported content type: text/html',
      'Upstream returned unsupported content type: text/html',
      'Unsupported content type: text/event-stream',
    ]) {
      expect(classify({ status: 500, message }).reason).toBe('server_error');
    }
  });
  it("does not read a client's unexpected response as the request's", () => {
    expect(
      classify({
        message:
          'Unexpected response from server: unsupported content type text/html; charset=utf-8',
      }).reason,
    ).not.toBe('format_error');
  });
  it("keeps sub2api's bare relay wording (h1602) the request's, with or without a 500", () => {
    const body = { error: { message: 'Unsupported content type', type: 'upstream_error' } };
    expect(classify({ body }).reason).toBe('format_error');
    expect(classify({ status: 500, body }).reason).toBe('format_error');
  });
  it("keeps the request's JSON charset, multipart and content-part types format_error", () => {
    for (const descriptor of [
      {
        status: 500,
        message:
          "Unsupported content type: 'application/json; charset=utf-8'. This API method only accepts 'application/json' requests",
      },
      { status: 500, message: "Unsupported content type: 'multipart/form-data'" },
      { message: 'Unsupported content type: redacted_thinking' },
    ]) {
      expect(classify(descriptor).reason).toBe('format_error');
    }
  });
});

describe('problem 5: a 400 typed invalid_request_error around "Internal server error"', () => {
  it("is the server's in Anthropic's shape, without the relay's code 400 (as at the session's start)", () => {
    const body = {
      type: 'error',
      error: { type: 'invalid_request_error', message: 'Internal server error' },
    };
    expect(classify({ status: 400, body }).reason).toBe('server_error');
  });
  it("stays the request's in new-api's shape, the upstream's 400 beside the type (h1608)", () => {
    const body = { code: 400, message: 'Internal server error', type: 'invalid_request_error' };
    expect(classify({ status: 400, body }).reason).toBe('format_error');
    expect(classify({ status: 400, body: { error: { ...body, code: '400' } } }).reason).toBe(
      'format_error',
    );
  });
  it("is the server's when the relay's code is the upstream's 500", () => {
    const body = { code: 500, message: 'Internal server error', type: 'invalid_request_error' };
    expect(classify({ status: 400, body }).reason).toBe('server_error');
  });
  it("keeps gpt-server's untyped 50001 the server's (h417)", () => {
    const body = { object: 'error', message: 'Internal Server Error', code: 50001 };
    expect(classify({ status: 400, body }).reason).toBe('server_error');
  });
});

describe('problem 6: the Cloudflare 1020 rule is gated by its code, not bare digits', () => {
  it('reads "error code: 1020" and "error code 1020" as the edge\'s deny (auth)', () => {
    for (const message of ['error code: 1020', 'Error code 1020']) {
      const result = classify({ message });
      expect(result.reason).toBe('auth');
      expect(result.explain.at(-1)?.rule).toBe('message.edge_firewall_blocked');
    }
  });
  it('leaves an id holding 1020 to the status', () => {
    const result = classify({ status: 500, message: 'request 10203 failed (trace 1020)' });
    expect(result.reason).toBe('server_error');
  });
});

describe("problem 3: h402 read by MC's bracketed status and ME's capacity words", () => {
  const words = 'Gateway capacity is temporarily exhausted; retry shortly';
  it("reads the full form by its bracketed [503], as the held line's own 503 reads (overloaded)", () => {
    const message = `Reason: [openai-compatible-chat-5b73/deepseek-v4-flash] [503]: ${words} (reset after 24s)`;
    const result = classify({ message });
    expect(result.reason).toBe('overloaded');
    expect(result.category).toBe(classify({ status: 503, message }).category);
  });
  it('reads the words alone, without a status, by their own rule (overloaded)', () => {
    const result = classify({ message: words });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('message.capacity_temporarily_exhausted');
  });
});

describe('problem 4: the history-role and tool-pairing wordings live in one rule each', () => {
  it("reads MD's history wordings under message.message_order", () => {
    for (const message of [
      'The last message of deepseek-reasoner must be a user message, or an assistant message with prefix mode on',
      "Content with role 'user' can't follow 'user'. Requests should alternate between 'user' and 'model'.",
      'The first message (except the system message) of deepseek-reasoner must be a user message',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('format_error');
      expect(result.explain.at(-1)?.rule).toBe('message.message_order');
    }
  });
  it('reads both OpenAI tool-role wordings under message.tool_role_without_call', () => {
    for (const message of [
      "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
      'Invalid parameter: messages with role "tool" must follow a preceding message with "tool_calls"',
      'No tool call found for function call output with call_id call_abc.',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('format_error');
      expect(result.explain.at(-1)?.rule).toBe('message.tool_role_without_call');
    }
  });
  it('leaves a transport failure quoting them to the transport steps', () => {
    const result = classify({
      message: 'History must start with a user turn.',
      cause: { code: 'ECONNRESET', message: 'socket hang up' },
    });
    expect(result.explain.at(-1)?.rule).not.toBe('message.message_order');
  });
});
