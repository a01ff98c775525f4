/**
 * Rules written for the misses of held-out batches 783–787 (session 51, group CS), after the
 * batches had been scored without them: an organization membership wrapped with extra spaces, the
 * ChatGPT web relays' anti-bot token they could not get, an account blocked for suspicious
 * activity, and a model provider that does not serve the caller's region. Each real wording (from
 * the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// anthropics/claude-code#54864: the 403 permission_error with the text wrapped by runs of spaces.
describe('an account no longer a member of the organization', () => {
  const words =
    'Account is no longer a member of the       organization associated with this token.';
  it('is a dead key under its 403 (batch 783)', () => {
    const body = { type: 'error', error: { type: 'permission_error', message: words } };
    expect(
      classify({
        status: 403,
        body,
        message: `Please run /login · API Error: 403 ${JSON.stringify(body)}`,
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads the message alone the same (invented)', () => {
    const result = classify({ message: words });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('leaves a member who must join an organization to the existing wording (invented)', () => {
    expect(classify({ message: 'You are not a member of this channel.' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

// chathub-dev/chathub#992, linweiyuan/go-chatgpt-api#252, acheong08/ChatGPTProxy#95,
// xtekky/gpt4free#204: the anti-bot token a ChatGPT web relay could not get.
describe('an Arkose or cf_clearance token the client could not get', () => {
  it('is the bot check not passed (batch 786)', () => {
    for (const message of [
      'Error generating arkose token',
      'Failed to get arkose token.',
      'arkose token not provided',
      'An error occured, please make sure you are using a cf_clearance token and correct useragent | cf_clearance must be set, refer to documentation',
    ]) {
      const result = classify({ message });
      expect(result.reason, message).toBe('auth');
      expect(result.explain.at(-1)?.rule, message).toBe('message.auth');
    }
  });
  it("reads another relay's wording the same (invented)", () => {
    expect(classify({ message: 'Error: unable to obtain arkose token' }).reason).toBe('auth');
    expect(classify({ message: 'cf_clearance cookie is missing' }).reason).toBe('auth');
  });
  it("leaves a token refresh that failed on the login's arkose token to other rules (batch 786)", () => {
    // The held line reads auth_permanent (a refresh that failed); this rule must not claim it.
    const result = classify({
      message: 'Updating access token for vdmg××××@email.com，Error getting auth Arkose token',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('message.auth');
  });
  it('leaves an arkose mention that reports no failure alone (invented)', () => {
    expect(classify({ message: 'Using arkose token from HAR file' }).reason).not.toBe('auth');
  });
});

// chengazhen/cursor-auto-free#311, SazumiVicky/cursor-reset-tools#22: Cursor's block.
describe('a request blocked for suspicious activity from the account', () => {
  it('is a dead account under any title (batch 787)', () => {
    const result = classify({
      message:
        'unauthorized request\nYour request has been blocked as our system has detected suspicious activity from your account/ip address. If you believe this is a mistake, please contact us at hi@cursor.com.You can sign in with google, github or oauth to avoid the suspicious activity checks.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('reads the account-only rendering the same (batch 787)', () => {
    expect(
      classify({
        message:
          'Your request has been blocked as our system has detected suspicious activity from your account.\nIf you believe this is a mistake, please contact us at hi@cursor.com.\n(Request ID: 17c64abe-52f8-40cd-98fd-3fadde0fd020)',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves Kiro's temporary limits for suspicious activity a throttle (batch 254)", () => {
    expect(
      classify({
        status: 429,
        message:
          'Due to suspicious activity, we are imposing temporary limits on how frequently your account can send a request to Kiro while we investigate.',
      }).reason,
    ).toBe('rate_limit');
  });
});

// cursor/cursor#3377: a model provider that does not serve the caller's region.
describe("a model provider that doesn't serve the caller's region", () => {
  it('is the model, not the key (batches 785 and 787)', () => {
    const result = classify({
      message:
        "Model not available This model provider doesn't serve your region.Visit https://docs.cursor.com/account/regions for more information.",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_region');
  });
  it('reads a 403 rendering the same (invented)', () => {
    expect(
      classify({ status: 403, message: 'This model does not serve your region.' }).reason,
    ).toBe('model_not_found');
  });
  it("leaves OpenAI's account-wide region refusal permanent (invented)", () => {
    expect(
      classify({ status: 403, message: 'Country, region, or territory not supported' }).reason,
    ).toBe('auth_permanent');
  });
});
