/**
 * Rules written for the misses of held-out batches 736–742 (session 50, group CK), after the batches
 * had been scored without them: Claude Code's long-context gates, ChatGPT's login and workspace
 * gates, credentials a client does not hold, relays' account pools and their quoted refusals, and
 * empty answers in clients' words. Each client's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
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

function anthropic400(message: string) {
  return {
    status: 400,
    body: { type: 'error', error: { type: 'invalid_request_error', message } },
    message: `Error: 400 ${JSON.stringify({ type: 'error', error: { type: 'invalid_request_error', message } })}`,
  };
}

describe('the long-context tier gate', () => {
  it("reads the beta header refused for a subscription's login (batch 736)", () => {
    const line = anthropic400(
      'This authentication style is incompatible with the long context beta header.',
    );
    expect(classify(line).reason).toBe('long_context_tier');
    expect(rule(line)).toBe('signature.long_context_tier');
    expect(classify({ message: line.message }).reason).toBe('long_context_tier');
  });
  it("reads Claude Code's own 1M gate for the account (batch 736)", () => {
    expect(
      classify({
        message:
          'Opus 4.6 with 1M context is not available for your account.\nLearn more: https://code.claude.com/docs/en/model-config',
      }).reason,
    ).toBe('long_context_tier');
  });
  it('leaves a beta header refused without the long context alone', () => {
    expect(
      classify(anthropic400('Unexpected value(s) `foo-2025` for the `anthropic-beta` header.'))
        .reason,
    ).toBe('format_error');
  });
});

describe('a model that lacks a capability, the line wrapped', () => {
  it('reads the wrapped verdict as the model (batch 736)', () => {
    const line = anthropic400("'claude-3-5-haiku-20241022' does not support \n     thinking.");
    expect(classify(line).reason).toBe('model_not_found');
    expect(
      classify({ message: "'claude-3-5-haiku-20241022' does not support\nthinking." }).reason,
    ).toBe('model_not_found');
  });
});

describe('a temporarily unavailable model whose cause is a timeout', () => {
  it('reads the parenthesised timeout (batch 736)', () => {
    expect(
      classify({ message: 'claude-sonnet-5[1m] temporarily unavailable (timed out)' }).reason,
    ).toBe('timeout');
  });
  it('leaves the bare wording as capacity', () => {
    expect(classify({ message: 'claude-sonnet-5[1m] temporarily unavailable' }).reason).toBe(
      'overloaded',
    );
  });
});

describe("ChatGPT's plan and workspace gates", () => {
  it('reads a deactivated workspace as billing (batch 737)', () => {
    const line = {
      message: 'This workspace is deactivated. Select an active workspace and try again.',
    };
    expect(classify(line).reason).toBe('billing');
    expect(
      classify({ status: 402, body: { detail: { code: 'deactivated_workspace' } } }).reason,
    ).toBe('billing');
  });
  it('reads a plan that lacks the product as billing (batch 737)', () => {
    const line = {
      message:
        '🖐 To use Codex with your ChatGPT plan, upgrade to Plus: https://openai.com/chatgpt/pricing.',
    };
    expect(classify(line).reason).toBe('billing');
    expect(rule(line)).toBe('message.plan_or_top_up_gate');
  });
  it('leaves a usage window that names the upgrade alone', () => {
    expect(
      classify({
        message:
          "You've hit your usage limit. Upgrade to Plus to continue using Codex (https://chatgpt.com/explore/plus), or try again at Jul 5th, 2026 8:19 PM.",
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('a login the workspace does not allow', () => {
  it('reads the workspace code despite "Please try again" (batch 737)', () => {
    const line = {
      message:
        'An error occurred during authentication (codex_cli_workspace_disabled). Please try again.',
      code: 'codex_cli_workspace_disabled',
    };
    expect(classify(line).reason).toBe('auth_permanent');
    expect(classify({ message: line.message }).reason).toBe('auth_permanent');
  });
  it('reads the admin to ask (batch 737)', () => {
    expect(
      classify({
        message: 'Please contact your workspace admin to enable device code authentication',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads no eligible workspace under its 400 (batch 737)', () => {
    const body = {
      error: {
        message: 'No eligible ChatGPT workspaces found.',
        type: 'invalid_request_error',
        code: 'chatgpt_account_missing',
      },
    };
    expect(classify({ status: 400, body, message: 'Route Error (400 )' }).reason).toBe(
      'auth_permanent',
    );
    expect(classify({ message: 'No eligible ChatGPT workspaces found.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('reads a login session expired under a 400 as refreshable (batch 737)', () => {
    const line = {
      status: 400,
      message:
        'Route Error (400 Invalid Session): "Your authorization session was not initialized or has expired"',
    };
    expect(classify(line).reason).toBe('auth');
    expect(rule(line)).toBe('status.400.token_expired');
  });
});

describe('a request blocked under a 401', () => {
  it('reads the account block (batch 738)', () => {
    const line = {
      status: 401,
      body: {
        type: 'error',
        error: { type: 'AuthError', message: 'Request blocked by upstream provider.' },
      },
      message: 'Request blocked by upstream provider.',
    };
    expect(classify(line).reason).toBe('auth_permanent');
    expect(rule(line)).toBe('status.401.request_blocked');
    expect(
      classify({ status: 401, message: '401 AuthError: Request blocked by upstream provider' })
        .reason,
    ).toBe('auth_permanent');
  });
  it('leaves a block for a stated time to the 401', () => {
    expect(
      classify({ status: 401, message: 'Request blocked temporarily, retry later.' }).reason,
    ).not.toBe('auth_permanent');
  });
});

describe('a credential the client does not hold', () => {
  it("reads copilot.lua's NotSignedIn (batch 739)", () => {
    expect(
      classify({
        message:
          'RPC[Error] code_name = unknown, code = 1000, message = "Not authenticated: NotSignedIn"',
        code: '1000',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads a GitHub or auth token not found (batches 739, 740)', () => {
    expect(
      classify({
        message:
          'Failed to authenticate with copilot: ...zy/CopilotChat.nvim/lua/CopilotChat/config/providers.lua:67: Failed to find GitHub token',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({ message: 'Sign in failed: Error: No auth token found - should never happen' })
        .reason,
    ).toBe('auth_permanent');
  });
  it('reads a failed authentication with no cause as auth (batch 739)', () => {
    const line = {
      message:
        'Failed to authenticate with copilot: ...zy/CopilotChat.nvim/lua/CopilotChat/config/providers.lua:130: {}',
    };
    expect(classify(line).reason).toBe('auth');
    expect(rule(line)).toBe('message.auth');
  });
  it('leaves a tokenizer token not found alone', () => {
    expect(classify({ message: 'Could not find end token in tokenizer config' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

describe('a refresh that could not renew the credential', () => {
  it('reads a session expired and not refreshed (batch 740)', () => {
    const line = {
      message: 'Error: Failed to authenticate: OAuth session expired and could not be refreshed',
    };
    expect(classify(line).reason).toBe('auth_permanent');
    expect(rule(line)).toBe('message.refresh_failed');
  });
  it("reads a relay's proactive refresh refused with a 400 (batch 740)", () => {
    expect(
      classify({
        status: 400,
        name: 'AxiosError',
        message: '⚠️ Proactive refresh failed for hanako: Request failed with status code 400',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a Cloudflare clearance that could not be refreshed to the bot check', () => {
    expect(
      classify({
        message:
          "Cloudflare clearance expired and could not be refreshed headlessly. Please pass the 'verify you're human' check.",
      }).reason,
    ).toBe('auth');
  });
});

describe("a relay's account pool waiting out its limits", () => {
  it('reads every account limited under a 503 (batch 740)', () => {
    const line = {
      status: 503,
      body: {
        error: {
          message: 'No available accounts: All accounts limited. Wait 475s.',
          type: 'overloaded_error',
        },
        type: 'error',
      },
      message:
        'API Error: 503 {"error":{"message":"No available accounts: All accounts limited. Wait 475s."}}',
    };
    const result = classify(line);
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.503.credentials_cooling_down');
  });
  it('reads every active account cooling down (batch 740)', () => {
    const message =
      'codex | all 1 active accounts cooling down for model gpt-5.6-luna-medium (reset after 38h 42m 37s) | lastErrorCode=null';
    expect(classify({ status: 503, message }).reason).toBe('rate_limit');
    expect(classify({ message }).reason).toBe('rate_limit');
  });
  it('leaves no available accounts without a limit to the 503', () => {
    expect(classify({ status: 503, message: 'No available accounts' }).reason).toBe('overloaded');
  });
});

describe("a retry wrapper's 429 over a quoted denial", () => {
  it('reads the permission denied as the quoted 403 (batch 740)', () => {
    const line = {
      status: 429,
      message:
        '429 {"error":{"message":"All 2 attempts failed. Last error: HTTP 403 \n     Forbidden: {\\n  \\"error\\": {\\n    \\"code\\": 403,\\n    \\"message\\": \n     \\"Permission denied on resource project bright-flow-d03g0.\\",',
    };
    expect(classify(line).reason).toBe('auth');
    expect(rule(line)).toBe('status.429.relayed_403');
  });
  it('leaves a quoted 429 to the window', () => {
    expect(
      classify({
        status: 429,
        message:
          'All 2 attempts failed. Last error: HTTP 429: Resource has been exhausted (e.g. check quota).',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("an empty answer in a client's words", () => {
  it("reads Copilot's unexpected empty response (batch 739)", () => {
    expect(
      classify({
        message:
          'The model unexpectedly did not return a response, which may indicate a service issue. Please report a bug.',
      }).reason,
    ).toBe('server_error');
  });
  it('reads an empty response named by its purpose (batch 742)', () => {
    expect(
      classify({
        message: 'Gemini returned an empty CRM parse response',
        name: 'GeminiResponseError',
      }).reason,
    ).toBe('server_error');
  });
  it('reads "blocked or incomplete" with finish reason STOP (batch 742)', () => {
    expect(
      classify({
        message: 'Gemini - Response blocked or incomplete. Finish reason: FinishReason.STOP',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a blocked response with finish reason SAFETY a refusal', () => {
    expect(
      classify({
        message: 'Gemini - Response blocked or incomplete. Finish reason: FinishReason.SAFETY',
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves "empty or unparsable response" to its held reading', () => {
    expect(
      classify({
        message:
          'Invalid API Response: The provider returned an empty or unparsable response. This is a provider-side issue where the model failed to generate valid output or returned tool calls that Cline cannot process. Retrying the request may help resolve this issue.',
      }).reason,
    ).toBe('unknown');
  });
});

describe("Chromium's network access denied", () => {
  it('reads the net error as a transport failure (batch 739)', () => {
    const line = {
      message:
        'Sorry, your request failed. Please try again. Request id: f2763718\n\nReason: Please check your firewall rules and network connection then try again. Error Code: net::ERR_NETWORK_ACCESS_DENIED.',
    };
    expect(classify(line).reason).toBe('timeout');
    expect(classify({ message: 'net::ERR_NETWORK_ACCESS_DENIED' }).reason).toBe('timeout');
  });
});
