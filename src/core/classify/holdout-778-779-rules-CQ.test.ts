/**
 * Rules written for the misses of held-out batches 778 and 779 (session 51, group CQ), after the
 * batches had been scored without them: a client's own login step that failed before any model call
 * (a callback port it could not bind, a stored credential it could not read, an authorization code it
 * failed to exchange) and OpenAI's code for an account with no valid organization. Each client's real
 * wording (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function ruleOf(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

// qxcnm/Codex-Manager#8, openai/codex#2671 and #2203, jlcodes99/cockpit-tools#1183.
describe("a login server's local port that could not be bound", () => {
  const RULE = 'message.local_port_not_bound';
  it('is unknown, not a dead credential (batch 778)', () => {
    const port = {
      message:
        'Sign-in failed: failed to start login server: Port 127.0.0.1:1455 is already in use',
    };
    expect(classify(port).reason).toBe('unknown');
    expect(ruleOf(port)).toBe(RULE);
    const os98 = {
      message: 'Address in use (os error 98)',
      cause: { code: 'EADDRINUSE', message: 'Address in use (os error 98)' },
    };
    expect(classify(os98).reason).toBe('unknown');
    expect(ruleOf(os98)).toBe(RULE);
    const windows = {
      message:
        '授权失败: 无法绑定端口 1455: 以一种访问权限不允许的方式做了一个访问套接字的尝试。 (os error 10013)',
    };
    expect(ruleOf(windows)).toBe(RULE);
  });
  it("reads Python's, Node's and the English Windows renderings the same (batch 778, invented)", () => {
    expect(
      ruleOf({
        message:
          'ERROR: [Errno 98] Address already in use\nError logging in: login_with_chatgpt subprocess failed:',
      }),
    ).toBe(RULE);
    expect(ruleOf({ message: 'listen EADDRINUSE: address already in use 127.0.0.1:1455' })).toBe(
      RULE,
    );
    expect(
      ruleOf({
        message:
          'Failed to bind port 1455: An attempt was made to access a socket in a way forbidden by its access permissions. (os error 10013)',
      }),
    ).toBe(RULE);
  });
  it('leaves a refused connection and a failed login without a port alone (invented)', () => {
    expect(ruleOf({ message: 'connect ECONNREFUSED 127.0.0.1:1455' })).not.toBe(RULE);
    expect(ruleOf({ message: 'Failed to bind tools to the model' })).not.toBe(RULE);
  });
});

// router-for-me/CLIProxyAPI#1217, Wei-Shaw/sub2api#336.
describe('an authorization code that failed to exchange, with no cause after it', () => {
  const RULE = 'message.oauth_code_exchange_unsaid';
  it('is timeout, as every held rendering that names a cause (batch 778)', () => {
    const cpa = {
      message: 'openai codex 认证失败: Failed to exchange authorization code for tokens',
    };
    expect(classify(cpa).reason).toBe('timeout');
    expect(ruleOf(cpa)).toBe(RULE);
    const sub2api = { message: 'Failed to exchange OpenAI auth code' };
    expect(classify(sub2api).reason).toBe('timeout');
    expect(ruleOf(sub2api)).toBe(RULE);
  });
  it('reads the message alone with a full stop the same (invented)', () => {
    expect(classify({ message: 'Failed to exchange authorization code.' }).reason).toBe('timeout');
  });
  it("leaves the token endpoint's own verdict after it alone (invented)", () => {
    const refused = {
      message:
        'Failed to exchange authorization code for tokens: invalid_grant: Invalid authorization code',
    };
    expect(ruleOf(refused)).not.toBe(RULE);
    expect(classify(refused).reason).not.toBe('timeout');
  });
});

// Soju06/codex-lb#662, wannanbigpig/codex-accounts-manager#10, coleam00/Archon#1924,
// jlcodes99/cockpit-tools#666, can1357/oh-my-pi#11847.
describe('a stored credential the client could not read', () => {
  const RULE = 'message.local_credential_unreadable';
  it.each([
    'Invalid auth.json payload',
    'missing field `refresh_token` at line 7 column 3',
    'Codex Exec exited with code 1: invalid ID token format at line 1 column 46',
    'Codex auth token is unavailable',
    'Failed to extract accountId from token',
  ])('is auth_permanent: %s (batch 778)', (message) => {
    expect(classify({ message }).reason).toBe('auth_permanent');
    expect(ruleOf({ message })).toBe(RULE);
  });
  it("reads other clients' renderings the same (invented)", () => {
    expect(classify({ message: 'auth.json is malformed' }).reason).toBe('auth_permanent');
    expect(
      classify({ message: 'Error: missing field `access_token` at line 1 column 120' }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'failed to extract chatgpt_account_id from id token' }).reason).toBe(
      'auth_permanent',
    );
  });
  it("leaves a request body's missing field alone (invented)", () => {
    const body = { message: 'missing field `messages` at line 1 column 52' };
    expect(ruleOf(body)).not.toBe(RULE);
    expect(classify(body).reason).toBe('format_error');
  });
});

// openai/codex#1085.
describe("OpenAI's no_valid_organizations", () => {
  const body = {
    error: {
      message: 'You do not have any valid organizations.',
      type: 'invalid_request_error',
      param: null,
      code: 'no_valid_organizations',
    },
  };
  it('is auth_permanent under its 400 (batch 779)', () => {
    const result = classify({ status: 400, body, code: 'no_valid_organizations' });
    expect(result.reason).toBe('auth_permanent');
  });
  it('reads the body without its status the same (invented)', () => {
    expect(classify({ body }).reason).toBe('auth_permanent');
  });
  it('leaves another invalid_request_error under a 400 alone (invented)', () => {
    expect(
      classify({
        status: 400,
        body: {
          error: { message: 'Invalid value for temperature.', type: 'invalid_request_error' },
        },
      }).reason,
    ).toBe('format_error');
  });
});

// openai/codex#34817; held h737 ("contact your workspace admin to enable device code authentication").
describe('a device-code login the account switched off', () => {
  const RULE = 'message.device_code_login_disabled';
  it('is auth_permanent (batch 778)', () => {
    const codex = {
      message:
        'Enable device code authorization for Codex in ChatGPT Security Settings, then run `codex login --device-auth` again.',
    };
    expect(classify(codex).reason).toBe('auth_permanent');
    expect(ruleOf(codex)).toBe(RULE);
  });
  it("reads the workspace admin's rendering the same (held h737)", () => {
    expect(
      classify({
        message: 'Please contact your workspace admin to enable device code authentication',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a device code still pending alone (invented)', () => {
    expect(ruleOf({ message: 'Device code authorization pending' })).not.toBe(RULE);
  });
});

// cline/cline#4756.
describe("an OAuth callback whose state did not match the login's", () => {
  const RULE = 'message.oauth_state_mismatch';
  it('is auth: a new login fixes it (batch 779)', () => {
    expect(classify({ message: 'invalid auth state' }).reason).toBe('auth');
    expect(ruleOf({ message: 'invalid auth state' })).toBe(RULE);
  });
  it("reads other clients' renderings the same (invented)", () => {
    expect(classify({ message: 'Error: OAuth state mismatch' }).reason).toBe('auth');
    expect(classify({ message: 'Invalid OAuth state parameter' }).reason).toBe('auth');
  });
  it('leaves a bare invalid state alone (invented)', () => {
    expect(ruleOf({ message: 'Invalid state: Controller is already closed' })).not.toBe(RULE);
  });
});

// openai/codex#47305; held h455 with its reset time.
describe("the Codex app's usage-window headline", () => {
  it('is rate_limit, its credits an upsell (batch 779)', () => {
    const result = classify({
      message: "You've reached your usage limit. Upgrade your plan or add credits to continue",
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.usage_window_transient');
  });
  it('reads it with its reset time the same (held h455)', () => {
    expect(
      classify({
        message:
          'You have reached your usage limit. Upgrade your plan or add credits to continue, or try again after July 3, 2026 at 2:45 PM.',
      }).reason,
    ).toBe('rate_limit');
  });
  it("leaves OpenAI's spend limit with its usage dashboard alone (held h324)", () => {
    expect(
      classify({
        message: "You've reached your usage limit. See your usage dashboard for more details.",
      }).reason,
    ).toBe('billing');
  });
});
