/**
 * Rules written for the misses of held-out batches 743–746 (session 50, group CM), after the batches
 * had been scored without them. Each rule's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decidedBy(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.find((step) => step.decided)?.rule;
}

const QUOTED_403 = (message: string) =>
  `429 {"error":{"message":"All 2 attempts failed. Last error: HTTP 403 Forbidden: {\\n  \\"error\\": {\\n    \\"code\\": 403,\\n    \\"message\\": \\"${message}\\",\\n    \\"status\\": \\"PERMISSION_DENIED\\"\\n  }\\n}\\n","type":"overloaded_error"},"type":"error"}`;

// lbjlaq/Antigravity-Manager#143: the relay types the upstream 403 it gave up on as a 429
// overloaded_error.
describe("a relay's 429 overloaded_error over a quoted upstream 403", () => {
  it('reads the 403: a named-user entitlement is permanent (batch 746)', () => {
    const descriptor = {
      status: 429,
      message: QUOTED_403(
        "You must be a named user on your organization's Gemini Code Assist Standard edition subscription to use this service.",
      ),
    };
    expect(classify(descriptor).reason).toBe('auth_permanent');
    expect(decidedBy(descriptor)).toBe('status.429.relayed_403.permanent_text');
  });
  it('reads the same text without its status the same (message only)', () => {
    expect(
      classify({
        message: QUOTED_403(
          "You must be a named user on your organization's Gemini Code Assist Standard edition subscription to use this service.",
        ),
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads a Code Assist licence the account lacks as billing (held h44)', () => {
    expect(
      classify({
        status: 429,
        message: QUOTED_403(
          'You are currently configured to use a Google Cloud Project but lack a Gemini Code Assist license.',
        ),
      }).reason,
    ).toBe('billing');
  });
  it("keeps capacity words of the text's own, and a quoted 429, as the 429 reads them", () => {
    expect(
      classify({
        status: 429,
        message:
          '{"error":{"message":"The model is overloaded. All 2 attempts failed. Last error: HTTP 403 Forbidden","type":"overloaded_error"}}',
      }).reason,
    ).toBe('overloaded');
    expect(
      decidedBy({
        status: 429,
        message:
          '{"error":{"message":"All 1 attempts failed. Last error: HTTP 429: You have exhausted your capacity on this model. Your quota will reset after 2h37m22s.","type":"overloaded_error"}}',
      }),
    ).not.toMatch(/relayed_403/);
  });
});

// openai/codex#38513: Codex's remote compact task on a bare FastAPI 404 document.
describe('a bare {"detail":"Not Found"} 404 with the URL the client prints after it', () => {
  const message =
    'Error running remote compact task: unexpected status 404 Not Found: {"detail":"Not Found"}, url: https://chatgpt.com/backend-api/codex/responses/compact, cf-ray: a2ae188f99aeb79f-ABJ';
  it('is the document, model_not_found as held (batch 744)', () => {
    const descriptor = { status: 404, body: { detail: 'Not Found' }, message };
    expect(classify(descriptor).reason).toBe('model_not_found');
    expect(decidedBy(descriptor)).toBe('status.404.bare_body');
  });
  it('reads the message alone the same (message only)', () => {
    expect(classify({ message }).reason).toBe('model_not_found');
  });
  it('leaves a 404 whose only text is "Unknown error" before the URL as a URL (held format_error)', () => {
    expect(
      classify({
        status: 404,
        message:
          'unexpected status 404 Not Found: Unknown error, url: https://api.deepseek.com/responses',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a route named as missing a wrong URL', () => {
    expect(
      classify({
        status: 404,
        body: { detail: 'Not Found' },
        message: 'Cannot POST /v1/responses, url: https://example.test/v1/responses',
      }).reason,
    ).toBe('format_error');
  });
});

// diegosouzapw/OmniRoute#1635: the Responses API's required input, relayed under the router's 502.
describe('a choice of request parameters of which one must be provided', () => {
  const message =
    'codex [502]: One of "input" or "previous_response_id"or \'prompt\'or \'conversation_id\' must be provided.';
  it('is the request under a 502 (batch 745)', () => {
    const descriptor = { status: 502, message };
    expect(classify(descriptor).reason).toBe('format_error');
    expect(decidedBy(descriptor)).toBe('status.502.param_validation_failed');
  });
  it("reads another client's 'Either … or … must be provided' under a 500 the same", () => {
    expect(
      classify({ status: 500, message: "Either 'input' or 'prompt' must be provided." }).reason,
    ).toBe('format_error');
  });
  it('leaves a 502 that names no parameter the gateway fault', () => {
    expect(
      classify({ status: 502, message: 'One of the upstream servers must be restarted.' }).reason,
    ).toBe('server_error');
  });
});

// bestruirui/octopus#83: the gateway refuses the model name in three words.
describe('"model not supported" as the whole verdict', () => {
  it('is the model (batch 746)', () => {
    const descriptor = { status: 400, message: 'API Error: 400 model not supported' };
    expect(classify(descriptor).reason).toBe('model_not_found');
    expect(decidedBy(descriptor)).toBe('status.400.model_text');
  });
  it('reads it without a status and before a colon the same', () => {
    expect(classify({ message: 'Error: Model not supported: glm-5.1' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a bare 400 that names no model to the request', () => {
    expect(
      classify({ status: 400, message: 'API Error: 400 streaming not supported' }).reason,
    ).toBe('format_error');
  });
});

// Alishahryar1/free-claude-code#449: the proxy's mapped message with no cause beside it.
describe('"Provider API request failed." with nothing else said', () => {
  it('is a server fault (batch 746)', () => {
    const descriptor = { message: 'Provider API request failed. (request_id=req_8f2a)' };
    expect(classify(descriptor).reason).toBe('server_error');
    expect(decidedBy(descriptor)).toBe('message.server_error');
  });
  it('reads it under a 500 the same', () => {
    expect(classify({ status: 500, message: 'Provider API request failed.' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a cause quoted beside it to its own family', () => {
    expect(
      classify({
        message:
          'Provider API request failed.    Provider exception:   Request timed out.    Request ID: req_2841139026d7',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        status: 402,
        message:
          'Upstream provider OPENROUTER returned HTTP 402. Category: api_error Mapped message: Provider API request failed.  Upstream error: {"error":{"message":"Insufficient credits."}}',
      }).reason,
    ).toBe('billing');
  });
});
