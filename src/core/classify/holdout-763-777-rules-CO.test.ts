/**
 * Rules written for the misses of held-out batches 763–777 (session 51, group CO), after the
 * batches had been scored without them: sign-ins that cannot finish (Claude Code's /login, Gemini
 * CLI's), credentials a client or relay was never given, and transport failures under login
 * wrappers. Each client's real wording (from the batch line named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

/** The reason and, when given, the rule that decided. */
function expectReading(descriptor: Record<string, unknown>, reason: string, rule?: string) {
  const result = classify(descriptor);
  expect(result.reason).toBe(reason);
  if (rule !== undefined) expect(result.explain.at(-1)?.rule).toBe(rule);
}

const PERMANENT = 'message.auth_permanent';

// anthropics/claude-code#97, #115, #18186, #66360, #78029, #79407, #88877.
describe('a sign-in that cannot finish', () => {
  it('reads a refused login code as a dead login (batch 772)', () => {
    expectReading(
      { message: 'OAuth error: Invalid code. Please make sure the full code was copied' },
      'auth_permanent',
      PERMANENT,
    );
    expectReading(
      { message: 'Auth error: Invalid code. Please make sure the full code was copied' },
      'auth_permanent',
      PERMANENT,
    );
  });
  it("reads the token exchange's 400 the same, with or without axios' words (batch 772)", () => {
    expectReading(
      { status: 400, message: 'OAuth error: Request failed with status code 400' },
      'auth_permanent',
      'status.400.permanent_auth_text',
    );
    expectReading({ message: 'OAuth error 400' }, 'auth_permanent');
  });
  it('reads no key minted, a refused redirect URI and no login at all the same (batch 772)', () => {
    expectReading(
      {
        message:
          "OAuth error: Unable to create API key. The server accepted the request but didn't return a key.",
      },
      'auth_permanent',
      PERMANENT,
    );
    expectReading(
      {
        message:
          'Authorization failed\nRedirect URI https://platform.claude.com/auth/code/callback is not supported by client.',
      },
      'auth_permanent',
      PERMANENT,
    );
    expectReading({ message: 'Not logged in · Please run /login' }, 'auth_permanent', PERMANENT);
  });
  it("leaves the login's 403 and 5xx to their statuses (held h772)", () => {
    expectReading(
      { status: 403, message: 'OAuth error: Request failed with status code 403' },
      'auth',
    );
    expectReading(
      { status: 500, message: 'OAuth error: Request failed with status code 500' },
      'server_error',
    );
  });
});

// anthropics/claude-code#6043: a terminal wrap that ate the space.
describe("Anthropic's OAuth refusal with its words run together", () => {
  it('is still the permanent refusal (batch 772)', () => {
    expectReading(
      {
        status: 401,
        message:
          'API Error: 401 {"type":"error","error":{"type":"authentication_error","message":"OAuth authentication is currently notsupported."}',
      },
      'auth_permanent',
      'status.401.permanent_text',
    );
    expectReading(
      { message: 'OAuth authentication is currently notsupported.' },
      'auth_permanent',
      PERMANENT,
    );
  });
});

// router-for-me/CLIProxyAPI#… (batch 777), diegosouzapw/OmniRoute#602, nick3/copilot-api#64,
// anthropics/claude-code#29142: a credential never configured.
describe('a credential the client or relay was never given', () => {
  it("reads Google's token endpoint without the client secret as dead (batch 777)", () => {
    expectReading(
      {
        status: 400,
        body: { error: 'invalid_request', error_description: 'client_secret is missing.' },
        message: '400 {"error":"invalid_request","error_description":"client_secret is missing."}',
      },
      'auth_permanent',
      'status.400.permanent_auth_text',
    );
    expectReading({ message: 'Missing client_secret' }, 'auth_permanent', PERMANENT);
  });
  it("reads a gateway's, a relay's and a key helper's missing credential the same (batches 772, 773, 777)", () => {
    expectReading(
      {
        message:
          'Gemini CLI OAuth requires GEMINI_OAUTH_CLIENT_SECRET to be set. In Docker: add it to your docker-compose.yml env.',
      },
      'auth_permanent',
      PERMANENT,
    );
    expectReading(
      { body: { error: { message: 'GitHub token not set in state', type: 'error' } } },
      'auth_permanent',
    );
    expectReading({ message: 'Copilot token is not set' }, 'auth_permanent', PERMANENT);
    expectReading(
      {
        message:
          'Error getting API key from apiKeyHelper (in settings or ~/.claude.json): apiKeyHelper did not return a valid value',
      },
      'auth_permanent',
      PERMANENT,
    );
  });
  it('leaves a request parameter not set alone (invented)', () => {
    expect(classify({ message: 'max_tokens is not set' }).reason).not.toBe('auth_permanent');
  });
});

// NoeFabris/opencode-antigravity-auth#440: Google's ToS ban naming the product.
describe('a product disabled on the account for a terms violation', () => {
  it('is a ban, whatever product it names (batch 777)', () => {
    expectReading(
      {
        status: 403,
        message:
          'emini has been disabled in this account for violation of Terms of\n\t\tService. If you believe this is an error, please contact Google Cloud Support.',
      },
      'auth_permanent',
      'status.403.permanent_text',
    );
    expectReading(
      {
        message:
          'Gemini Code Assist has been disabled in your account for violation of the Terms of Service.',
      },
      'auth_permanent',
      PERMANENT,
    );
  });
  it('leaves a hold with an end alone (invented)', () => {
    expect(
      classify({ message: 'This service has been disabled in this account until 2026-12-05' })
        .reason,
    ).not.toBe('auth_permanent');
  });
});

// microsoft/ai-agents-for-beginners#203: a GitHub token without models:read.
describe("GitHub's missing token permission in its short words", () => {
  it('must be reissued (batch 773)', () => {
    expectReading({ message: "Must have 'models' permissions..." }, 'auth_permanent', PERMANENT);
    expectReading({ status: 403, message: 'Must have "models:read" permission' }, 'auth_permanent');
  });
  it("leaves Anthropic's spaced permission_error alone (held h119)", () => {
    expect(classify({ message: 'Missing permissions.' }).reason).not.toBe('auth_permanent');
  });
});

// WanhaoZhang/LogRAG#3: a one-api relay's Chinese "invalid sk token".
describe("a relay's invalid token in Chinese", () => {
  it('is a dead key (batch 768)', () => {
    expectReading(
      {
        status: 401,
        body: { error: { message: '无效的sk token，请检查token是否正确', type: 'error' } },
        name: 'AuthenticationError',
      },
      'auth_permanent',
      'status.401.permanent_text',
    );
    expectReading({ message: '无效的sk token，请检查token是否正确' }, 'auth_permanent', PERMANENT);
  });
  it('leaves an invalid request alone (invented)', () => {
    expectReading({ message: '无效的请求' }, 'format_error');
  });
});

// anthropics/claude-code#10698: claude.ai's re-auth page during an incident.
describe('"Rate exceeded" alone', () => {
  it('is the throttle (batch 772)', () => {
    expectReading({ message: 'Rate exceeded' }, 'rate_limit', 'message.rate_limit');
    expectReading({ message: 'ThrottlingException: Rate exceeded' }, 'rate_limit');
  });
  it('leaves another rate named before it alone (invented)', () => {
    const result = classify({ message: 'Error rate exceeded' });
    expect(result.explain.some((s) => s.rule === 'message.rate_limit')).toBe(false);
  });
});

// anthropics/claude-code#20091: an answered call behind "Failed to fetch <thing>".
describe('"Failed to fetch <thing>" with the status the client got', () => {
  it('is the status, not the transport (batch 772)', () => {
    expectReading(
      { status: 500, message: 'Failed to fetch user roles: Request failed with status code 500' },
      'server_error',
      'status.500',
    );
    expectReading(
      {
        status: 502,
        message: 'Failed to fetch profile: AxiosError: Request failed with status code 502',
      },
      'server_error',
    );
  });
  it("leaves the browser's bare transport failure under a 5xx alone (invented)", () => {
    expectReading(
      { status: 502, message: 'Failed to fetch' },
      'timeout',
      'status.502.relay_fetch_failed',
    );
    expectReading({ status: 500, message: '[500] fetch failed' }, 'timeout');
  });
});

// google-gemini/gemini-cli#8170: node-fetch's failure without "request to" and with no reason.
describe("node-fetch's failed request with its first words dropped", () => {
  it('is the transport (batch 777)', () => {
    expectReading(
      {
        message:
          'Failed to login. Message: Failed to exchange authorization code for tokens https://oauth2.googleapis.com/token failed, reason',
      },
      'timeout',
      'transport.text',
    );
    expectReading(
      {
        message:
          'Failed to exchange authorization code for tokens https://oauth2.googleapis.com/token failed, reason: getaddrinfo ENOTFOUND oauth2.googleapis.com',
      },
      'timeout',
    );
  });
});

// router-for-me/CLIProxyAPI#2666: Go's EOF under a Chinese login wrapper.
describe('a Go request cut under "认证失败"', () => {
  it('is the transport (batch 777)', () => {
    expectReading(
      {
        message:
          '认证失败: Failed to complete Gemini CLI onboarding: fetch project list: failed to execute project list request: Get "https://cloudresourcemanager.googleapis.com/v1/projects": EOF',
      },
      'timeout',
    );
    expectReading(
      { message: '认证失败: Post "https://oauth2.googleapis.com/token": EOF' },
      'timeout',
    );
  });
  it('leaves the bare wrapper to auth (held h713)', () => {
    expectReading({ message: '认证失败' }, 'auth', 'message.auth');
  });
});

// anomalyco/opencode#813, google-gemini/gemini-cli#1432 and #1711.
describe('sign-in words beside validation words', () => {
  it("reads Anthropic's invalid OAuth token as the login's (batch 772)", () => {
    const descriptor = {
      message: 'Invalid OAuth token. The provided token was not found or is malformed.',
    };
    expectReading(descriptor, 'auth', 'message.sign_in_over_validation');
    expectReading({ ...descriptor, status: 401 }, 'auth');
  });
  it("reads Gemini CLI's refused login over INVALID_ARGUMENT as the account's (batch 777)", () => {
    expectReading(
      {
        message:
          'Failed to login. Ensure your Google account is not a Workspace account. \nMessage: Request contains an invalid argument.',
      },
      'auth',
      'message.sign_in_over_validation',
    );
    expectReading(
      {
        message:
          'Failed to login. Ensure the Google account you are using is not a Workspace account and that you are not a licensed Code Assist user.\nMessage: Request contains an invalid argument.',
      },
      'auth',
    );
  });
  it('leaves the bare validation words and a malformed body alone (held)', () => {
    expectReading(
      { message: 'Request contains an invalid argument.' },
      'format_error',
      'message.validation',
    );
    expect(classify({ message: 'Malformed JSON in request body' }).reason).toBe('format_error');
  });
});
