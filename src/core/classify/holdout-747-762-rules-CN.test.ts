/**
 * Rules written for the misses of held-out batches 747–762 (session 51, group CN), after the batches
 * had been scored without them. Each rule: the real wording (from the batch named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a free allowance's 'add credits' upsell", () => {
  it('is the free window, not an empty balance (batches 751, 755)', () => {
    const result = classify({
      message:
        'Free usage exceeded, add credits https://opencode.ai/zen [retrying in 17h 42m attempt #1]',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(63_720_000);
  });
  it('reads it without the wait the same (invented)', () => {
    expect(classify({ message: 'Free usage exceeded. Add credits to continue.' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves "add credits" beside an empty balance as billing (invented)', () => {
    expect(
      classify({ message: 'No credits remaining. Please add credits to continue.' }).reason,
    ).toBe('billing');
  });
});

describe('a spend limit the workspace owner set', () => {
  it('is billing under a 400 (batch 747)', () => {
    const result = classify({
      status: 400,
      message:
        'API Error: 400 You have reached your specified workspace API usage limits.\nYou will regain access on 2026-06-01 at 00:00 UTC.',
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.400.billing_text');
  });
  it('reads the status-less and the organization renderings the same (invented)', () => {
    expect(
      classify({ message: 'You have reached your specified workspace API usage limits.' }).reason,
    ).toBe('billing');
    expect(
      classify({
        status: 400,
        message: 'You have reached your specified organization API usage limits.',
      }).reason,
    ).toBe('billing');
  });
  it('leaves a bare 400 alone (invented)', () => {
    expect(classify({ status: 400, message: 'Bad Request' }).reason).toBe('format_error');
  });
});

describe('an upstream said unavailable', () => {
  it('is capacity under a 502 (batch 762)', () => {
    const result = classify({ status: 502, message: '502 upstream unavailable' });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.502.overload_text');
  });
  it('reads it status-less and as "upstream is temporarily unavailable" the same (invented)', () => {
    expect(classify({ message: 'Upstream unavailable', code: '50004' }).reason).toBe('overloaded');
    expect(
      classify({ status: 502, message: 'The upstream is temporarily unavailable' }).reason,
    ).toBe('overloaded');
  });
  it('leaves a bare 502 a server error (invented)', () => {
    expect(classify({ status: 502, message: '502 Bad Gateway' }).reason).toBe('server_error');
  });
});

describe("Codex's reconnect notice", () => {
  it('is the cut connection inside an ACP internal error (batch 748)', () => {
    const result = classify({ message: 'Internal error: "Re-connecting... 1/5"' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe(
      'message.server_error_around_disconnect.small_session',
    );
  });
  it("reads Codex's own renderings the same (batch 741)", () => {
    expect(rule({ message: 'Reconnecting... waiting for network' })).toBe(
      'disconnect.small_session',
    );
    expect(classify({ message: 'Reconnecting... 2/5' }).reason).toBe('timeout');
  });
  it('leaves a bare internal error to the server (invented)', () => {
    expect(classify({ message: 'Internal error' }).reason).toBe('server_error');
  });
});

describe('an agent process gone with nothing said', () => {
  it('is unknown inside the ACP internal error (batch 761)', () => {
    const exited = classify({
      message: 'ACP protocol error: Internal error: { "data": "Process exited with exit code: 1"}',
    });
    expect(exited.reason).toBe('unknown');
    expect(exited.explain.at(-1)?.rule).toBe('message.agent_process_gone');
    const closed = classify({
      message: 'Internal error: {\n  "details": "Query closed before response received"\n}',
    });
    expect(closed.reason).toBe('unknown');
    expect(closed.explain.at(-1)?.rule).toBe('message.agent_process_gone');
  });
  it('reads the bare exit line the same (batch 760)', () => {
    expect(rule({ message: 'Error: Claude Code process exited with code 1' })).toBe(
      'message.cause_not_shown',
    );
  });
  it('leaves a cause beside it to decide (held h185)', () => {
    expect(
      classify({
        message:
          'Invalid API key · Please run /login\n\n❌ Error: Claude Code process exited with code 1',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe("a client's placeholder where the cause should be", () => {
  it('is unknown (batches 747, 748, 754)', () => {
    for (const message of [
      'Command failed with exit code 1 (exit code: 1)\nError output: Check stderr output for details',
      'Codex CLI exited before completing the turn (exit_status: exit status: 1). Stderr: <empty> | Stdout: <empty>',
      'Error when talking to Gemini API Full report available at: /tmp/gemini-client-error-Turn.run-sendMessageStream-2025-08-13T07-58-41-285Z.json',
    ]) {
      expect(rule({ message })).toBe('message.cause_not_shown');
    }
  });
  it('leaves the status beside the Gemini headline to decide (held h253)', () => {
    expect(
      classify({
        status: 429,
        message: '✖ Error when talking to Gemini API Full report available at:',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("the client's own code that failed", () => {
  it('is unknown (batches 609, 754, 757, 761, 479)', () => {
    for (const message of [
      'agents.exceptions.MaxTurnsExceeded: Max turns (10) exceeded',
      "Cannot use 'in' operator to search for 'reasoning_content' in undefined",
      'APICallError [AI_APICallError]: Failed to initialize Gemini model: TypeError: config.getModel is not a function',
      'stream disconnected before completion: builder error',
      'failed to pipe response',
    ]) {
      expect(classify({ message }).reason, message).toBe('unknown');
      expect(rule({ message }), message).toBe('message.cause_not_shown');
    }
  });
  it("leaves Codex's other cuts a timeout (batch 748)", () => {
    expect(
      classify({ message: 'stream disconnected before completion: error sending request' }).reason,
    ).toBe('timeout');
  });
});

describe('a client option left unset', () => {
  it('is the configuration (batch 760)', () => {
    const result = classify({
      message:
        'API Error: No region was given. The client should be instantiated with the `region` option or the `CLOUD_ML_REGION` environment variable should be set.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('leaves a missing key to auth (invented)', () => {
    expect(
      classify({
        message:
          'No API key was given. The client should be instantiated with the `apiKey` option.',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe('tool calls refused with nothing after', () => {
  it("is the model's lack (batch 752)", () => {
    const result = classify({
      status: 400,
      code: 'invalid_parameter_error',
      message: '400 <400> InternalError.Algo.InvalidParameter: The tool call is not supported.',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_text');
  });
  it('reads it status-less the same (invented)', () => {
    expect(classify({ message: 'Function calling is not supported.' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a mode named after it alone (invented)', () => {
    expect(
      classify({ status: 400, message: 'tool calls are not supported in streaming mode' }).reason,
    ).toBe('format_error');
  });
});

describe("Claude Code's refusal without its policy link", () => {
  it('is content policy (batch 749)', () => {
    expect(
      classify({
        message: "API Error: Opus 4.8 can't help with this. Start a new session to continue",
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves "can\'t help with this right now" alone (invented)', () => {
    expect(
      classify({
        message: "Sorry, I can't help with this right now. Start a new session to continue",
      }).reason,
    ).not.toBe('content_policy');
  });
});

describe('not logged in, with the login command', () => {
  it('is a missing credential (batch 747)', () => {
    const result = classify({ message: 'Not logged in · Please run /login' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it("reads another CLI's rendering the same (invented)", () => {
    expect(classify({ message: 'Not logged in. Run `gh auth login` first.' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe("a model list's refresh under a 401", () => {
  it('is a rejected credential, not a refreshable one (batch 761)', () => {
    const result = classify({
      status: 401,
      message:
        'codex_models_manager::manager: failed to refresh available models: unexpected status 401 Unauthorized: {"detail":"Unauthorized"}, url: https://chatgpt.com/backend-api/codex/models?client_version=0.149.0',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.key_rejected');
  });
  it('leaves a token refresh refreshable (invented)', () => {
    expect(
      classify({ status: 401, message: 'Token refresh required: please refresh your session' })
        .reason,
    ).toBe('auth');
  });
});
