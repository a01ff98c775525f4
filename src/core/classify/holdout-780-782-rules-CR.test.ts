/**
 * Rules written for the misses of held-out batches 780-782 (session 51, group CR), after the
 * batches had been scored without them: login and token flows of coding clients. Each client's real
 * wording (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// github/copilot-cli#3746, github/gh-copilot#20, aws/amazon-q-developer-cli#3173.
describe('a client holding no credential at all', () => {
  it("reads Copilot CLI's 'No authentication information found' as a missing key (batch 780)", () => {
    const result = classify({
      message:
        "Error: No authentication information found.\nCopilot can be authenticated with GitHub using an OAuth Token or a Fine-Grained Personal Access Token.\nTo authenticate, you can use any of the following methods:\n  • Start 'copilot' and run the '/login' command",
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it("reads gh-copilot's 'No valid OAuth token detected' and a 'found' rendering the same (batch 780)", () => {
    expect(
      classify({
        message:
          '✗ Error: No valid OAuth token detected\n\nTo get started with GitHub Copilot in the CLI, please run: gh auth login --web -h github.com',
      }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'No valid access token found' }).reason).toBe('auth_permanent');
  });
  it("reads the AWS Rust SDK's dispatch with no token the same (batch 782)", () => {
    expect(
      classify({
        message:
          'Amazon Q is having trouble responding right now:\n   0: Failed to send the request: dispatch failure (other): No token\n   1: dispatch failure (other): No token\n   2: dispatch failure',
      }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'dispatch failure (other): No token' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a dispatch failure of the connection and an expired token alone', () => {
    expect(
      classify({ message: 'dispatch failure (io error): Connection reset by peer' }).reason,
    ).not.toBe('auth_permanent');
    expect(classify({ message: 'OAuth token has expired, please log in again' }).reason).toBe(
      'auth',
    );
  });
});

// tickernelz/opencode-kiro-auth#69, aws/aws-toolkit-jetbrains#3638,
// microsoft/copilot-intellij-feedback#1280.
describe('a grant or token the token endpoint refused', () => {
  it("reads 'Invalid grant provided' as a dead login (batch 782)", () => {
    const result = classify({ message: 'Invalid grant provided', code: 'invalid_grant' });
    expect(result.reason).toBe('auth_permanent');
    expect(classify({ message: 'Invalid grant provided' }).reason).toBe('auth_permanent');
  });
  it("reads the Java SDK's InvalidGrantException under a 400 the same (batch 782)", () => {
    expect(
      classify({
        status: 400,
        message:
          'Service returned error code InvalidGrantException (Service: SsoOidc, Status Code: 400, Request ID: 7166a489)',
        code: 'InvalidGrantException',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({ message: 'InvalidGrantException: Invalid refresh token provided' }).reason,
    ).toBe('auth_permanent');
  });
  it("reads GitHub's 'Bad credentials' as a dead token (batch 780)", () => {
    expect(
      classify({ message: '[OAuth Code Flow] Failed to fetch user info: Bad credentials' }).reason,
    ).toBe('auth_permanent');
    expect(classify({ status: 401, message: '{"message":"Bad credentials"}' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves credentials that expired to auth', () => {
    expect(
      classify({ message: 'Your credentials have expired, please sign in again' }).reason,
    ).toBe('auth');
  });
});

// MoonshotAI/kimi-code#1239.
describe('a paid membership the service cannot find active', () => {
  it('is billing, though behind a login refusal (batch 781)', () => {
    const result = classify({
      message:
        "Login failed: Kimi Code models endpoint https://api.kimi.com/coding/v1 rejected OAuth credentials: We're unable to verify your membership benefits at this time. Please ensure your membership is active.",
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('message.plan_or_top_up_gate');
  });
  it('reads the bare sentence and a 402 the same', () => {
    expect(classify({ message: 'Your membership has expired.' }).reason).toBe('billing');
    expect(
      classify({
        status: 402,
        message: "We're unable to verify your membership benefits at this time.",
      }).reason,
    ).toBe('billing');
  });
  it('leaves a membership of an organisation alone', () => {
    expect(
      classify({ message: 'You must be a member of an organization to use this API.' }).reason,
    ).toBe('auth_permanent');
  });
});

// router-for-me/CLIProxyAPI#2017, MoonshotAI/kimi-cli#2556.
describe('a login call that got no answer in time', () => {
  it("reads axios's timeout behind an OAuth wrapper as a timeout (batch 781)", () => {
    const result = classify({ message: 'Codex OAuth 认证失败: timeout of 30000ms exceeded' });
    expect(result.reason).toBe('timeout');
    expect(classify({ message: 'OAuth login failed: timeout of 15000ms exceeded' }).reason).toBe(
      'timeout',
    );
  });
  it("reads undici's connect timeout behind a device-authorization wrapper the same (batch 781)", () => {
    expect(
      classify({
        message:
          'Login failed: OAuth request to https://auth.kimi.com/api/oauth/device_authorization failed: fetch failed: Connect Timeout Error (attempted address: auth.kimi.com:443, timeout: 10000ms)',
      }).reason,
    ).toBe('timeout');
  });
  it('leaves an OAuth refusal without a timeout to auth', () => {
    expect(classify({ message: 'Login failed: OAuth token has expired' }).reason).toBe('auth');
  });
});

// aaamoon/copilot-gpt4-service#308, microsoft/vscode-copilot-release#1045, github/copilot-cli#1897,
// microsoft/copilot-intellij-feedback#1824, microsoft/vscode#300346.
describe('a sign-in not recognised as entitled', () => {
  const RULE = 'message.sign_in_not_entitled';
  it("reads Copilot's 'You don't have access' as auth by a rule (batch 780)", () => {
    const result = classify({
      message: "Auth Status: NotAuthorized\nYou don't have access to GitHub Copilot.",
    });
    expect(result.reason).toBe('auth');
    expect(result.explain.at(-1)?.rule).toBe(RULE);
    expect(
      classify({
        message: "You don't have access to GitHub Copilot. Please sign up first",
      }).explain.at(-1)?.rule,
    ).toBe(RULE);
  });
  it('reads the feature policy, the sign-in prompt and the token exchange the same (batch 780)', () => {
    for (const message of [
      '✗ You are not authorized to use this Copilot feature, it requires an enterprise or organization policy to be enabled. \n  (Request ID: C342:1EAB:31D6D7:423F9D:69E56EBE)',
      'Oops, you are not authorized. Please sign in. If you are using a custom model, please check if the API key is still valid.',
      'Failed to get copilot token. reason: RequestFailed',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('auth');
      expect(result.explain.at(-1)?.rule).toBe(RULE);
    }
  });
  it('leaves a model the plan does not reach and a missing token alone', () => {
    expect(
      classify({ message: 'You do not have access to the model gpt-5.' }).explain.at(-1)?.rule,
    ).not.toBe(RULE);
    expect(classify({ message: 'No GitHub token found' }).reason).toBe('auth_permanent');
  });
});

// jwadow/kiro-gateway#43 and #45.
describe('a refresh failure named by its protocol or endpoint', () => {
  it('reads an SSO OIDC refresh refused with a stated 400 as a dead login (batch 782)', () => {
    const result = classify({
      status: 400,
      code: 'invalid_request',
      body: { error: 'invalid_request', error_description: 'Invalid request', reason: null },
      message:
        'AWS SSO OIDC refresh failed: status=400, body={"error":"invalid_request","error_description":"Invalid request","reason":null}',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.400.refresh_failed');
    expect(classify({ message: 'OIDC refresh failed: status=401' }).reason).toBe('auth_permanent');
  });
  it("reads a gateway's 500 over 'expired and refresh failed' the same (batch 782)", () => {
    const result = classify({
      status: 500,
      message:
        "Token expired and refresh failed. Please run 'kiro-cli login' to refresh your credentials.",
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.500.refresh_failed');
  });
  it("reads httpx's 401 for a refreshToken URL under a 500 the same (batch 782)", () => {
    const result = classify({
      status: 500,
      message:
        "Client error '401 Unauthorized' for url 'https://prod.us-east-1.auth.desktop.kiro.dev/refreshToken'\nFor more information check: https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401",
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves a refresh that met a server fault and a bare expiry alone', () => {
    expect(
      classify({ status: 502, message: 'OIDC refresh failed: status=503 Service Unavailable' })
        .reason,
    ).not.toBe('auth_permanent');
    expect(classify({ status: 500, message: 'Token expired' }).reason).toBe('auth');
  });
});
