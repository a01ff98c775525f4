/**
 * Rule group SA (session 74): the misses of held-out batches 1849–1852 that a general rule reads —
 * a connect timeout under an OAuth login's "authentication failed" wrapper, goose's onboarding
 * without a project, and Codex's "reached your Codex usage limit" — each with the held line's
 * wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

describe('a Windows connect timeout under a login wrapper (held h1850, h1851 CLIProxyAPI)', () => {
  const connectex =
    'dial tcp 173.194.174.95:443: connectex: A connection attempt failed because the connected party did not properly respond after a period of time, or established connection failed because connected host has failed to respond.';
  it('reads the token exchange that never connected as the transport', () => {
    expect(
      reasonOf({
        message: `Gemini authentication failed: gemini authentication failed: failed to get token from web: failed to exchange token: Post "https://oauth2.googleapis.com/token": ${connectex}`,
      }),
    ).toBe('timeout');
    expect(
      reasonOf({
        message: `Antigravity authentication failed: antigravity: token exchange failed: antigravity token exchange: execute request: Post "https://oauth2.googleapis.com/token": ${connectex}`,
      }),
    ).toBe('timeout');
  });
  it('reads it the same in capitals and under another wrapper', () => {
    expect(
      reasonOf({
        message: `AUTHENTICATION FAILED: POST "HTTPS://OAUTH2.GOOGLEAPIS.COM/TOKEN": ${connectex.toUpperCase()}`,
      }),
    ).toBe('timeout');
    expect(reasonOf({ message: `Unauthorized: refresh request: ${connectex}` })).toBe('timeout');
  });
  it('leaves a login that failed without a transport failure to the auth rules', () => {
    expect(reasonOf({ message: 'Gemini authentication failed: invalid_grant' })).not.toBe(
      'timeout',
    );
    expect(reasonOf({ message: 'Authentication failed: invalid credentials' })).toBe(
      'auth_permanent',
    );
  });
});

describe("goose's onboarding without a project (held h632, h1850)", () => {
  const onboarding = 'Onboarding failed: no operation name or project ID returned';
  it('reads the login that got no project as auth_permanent', () => {
    expect(
      reasonOf({
        message: `OAuth login failed: Failed to authenticate provider: Authentication error: OAuth flow failed: ${onboarding}`,
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message: `Failed to authenticate provider: Authentication error: OAuth flow failed: ${onboarding}`,
      }),
    ).toBe('auth_permanent');
  });
  it('reads it the same in capitals and alone', () => {
    expect(reasonOf({ message: onboarding.toUpperCase() })).toBe('auth_permanent');
  });
  it("leaves goose's other OAuth failures to the auth wrapper", () => {
    expect(
      reasonOf({
        message:
          'Failed to authenticate provider: Authentication error: OAuth flow failed: state mismatch',
      }),
    ).toBe('auth');
  });
});

describe("Codex's 'reached your Codex usage limit' (held h1849, h340, h406)", () => {
  it('reads the subscription window as a rate limit', () => {
    expect(reasonOf({ message: "You've reached your Codex subscription usage limit." })).toBe(
      'rate_limit',
    );
    expect(
      reasonOf({
        message:
          'You have reached your Codex usage limits for code reviews. You can see your limits in the Codex usage dashboard.',
      }),
    ).toBe('rate_limit');
  });
  it('reads it the same in capitals and under a wrapper', () => {
    expect(
      reasonOf({ message: "Error: YOU'VE REACHED YOUR CODEX SUBSCRIPTION USAGE LIMIT." }),
    ).toBe('rate_limit');
  });
  it('leaves the spend limits and billing cycles as billing', () => {
    expect(
      reasonOf({
        message:
          'You’ve reached your usage limit. See your usage dashboard for more details. If you have further questions, please contact us through our help center',
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        message:
          "403 You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.",
      }),
    ).toBe('billing');
  });
});
