/**
 * Rules written for the misses of held-out batches 508–510 (session 43, group AW), after the
 * batches had been scored without them: each rule's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// amazon-bedrock-client-for-mac#89 and langgenius/dify#13295: AWS credential providers with nothing usable.
describe('an AWS credential provider that sourced no credentials', () => {
  it('reads the CRT IMDS source failure as a credential never set (batch 510)', () => {
    const result = classify({
      message:
        'Credentials Error: AWS_AUTH_CREDENTIALS_PROVIDER_IMDS_SOURCE_FAILURE: Valid credentials could not be sourced by the IMDS provider (Code: -1)',
      name: 'CRTError',
      code: 'AWS_AUTH_CREDENTIALS_PROVIDER_IMDS_SOURCE_FAILURE',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('reads a profile provider the same (plausible, message only)', () => {
    expect(
      classify({ message: 'Valid credentials could not be sourced by a profile provider' }).reason,
    ).toBe('auth_permanent');
  });
  it("reads botocore's instance-role refresh with missing fields (batch 510)", () => {
    const result = classify({
      message:
        '[bedrock] Error: Error when retrieving credentials from iam-role: Credential refresh failed, response did not contain: access_key, secret_key, token, expiry_time',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves an Azure managed identity that failed over IMDS alone (invented)', () => {
    const result = classify({
      message:
        'DefaultAzureCredential failed to retrieve a token from the included credentials. ManagedIdentityCredential authentication failed: the IMDS endpoint did not answer',
    });
    expect(result.reason).not.toBe('auth_permanent');
  });
});

// Wei-Shaw/sub2api#5748: a relay's 502 around OpenAI's 401 to a refresh (batch 508).
describe('a relay 5xx around a refused token refresh', () => {
  it('is the dead stored credential (batch 508)', () => {
    const result = classify({
      status: 502,
      message: 'token refresh failed: status 401, body: {... refresh_token_reused ...}',
      code: 'OPENAI_OAUTH_TOKEN_REFRESH_FAILED',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.502.refresh_failed');
  });
  it('reads a 500 with invalid_grant the same (plausible)', () => {
    const result = classify({
      status: 500,
      message: 'Failed to refresh token: 400 {"error":"invalid_grant"}',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves a refresh that met a 503 a server failure (invented)', () => {
    const result = classify({ status: 502, message: 'token refresh failed: status 503' });
    expect(result.reason).not.toBe('auth_permanent');
  });
});

// anomalyco/opencode#46169: a gateway's 401 that names the model (batch 510).
describe('a 401 that names a model as not supported', () => {
  it('is the model, not the key (batch 510)', () => {
    const result = classify({
      status: 401,
      message: 'Model muse-spark-1.2-contributor-free is not supported',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.401.model_not_supported');
  });
  it('reads a quoted model name the same (plausible)', () => {
    expect(classify({ status: 401, message: 'The model `gpt-9` is not supported' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a rejected key beside it the key’s (invented)', () => {
    const result = classify({
      status: 401,
      message: 'Invalid API key provided. Model gpt-4o is not supported',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves a model refused in the caller’s region alone (invented)', () => {
    const result = classify({
      status: 401,
      message: 'Model claude-3 is not supported in your region',
    });
    expect(result.reason).not.toBe('model_not_found');
  });
});

// Wei-Shaw/sub2api#2054: the relay's log of the upstream 400 under its 502 (batch 508, message form).
describe("a relay's 'upstream error: 400' with validation words", () => {
  it('is the request (the batch line’s cause, as a message)', () => {
    const result = classify({
      status: 502,
      message: 'upstream error: 400 message=Unsupported parameter: background',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.502.relayed_validation_400');
  });
  it('reads a 500 the same (plausible)', () => {
    const result = classify({
      status: 500,
      message: 'upstream error 400: Unsupported parameter: temperature',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves an upstream 400 with no validation words to the status (invented)', () => {
    const result = classify({ status: 502, message: 'upstream error: 400 message=oops' });
    expect(result.reason).toBe('server_error');
  });
});
