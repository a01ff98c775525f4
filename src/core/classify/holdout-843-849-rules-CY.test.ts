/**
 * Rules written for the misses of held-out batches 843–849 (session 53, group CY), after the
 * batches had been scored without them: a provider's code kept alone on the error object (Copilot
 * Studio's table), Dify's provider codes under its 400, Netty's pool acquire timeout, and a bare
 * "Missing credentials". Each real wording (from the batch named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Copilot Studio's error-code table: the code is all the client keeps.
describe('a provider code kept alone on the error object', () => {
  it('reads the code table for a snake-case code (batch 843)', () => {
    const overflow = classify({ code: 'CONTEXT_LENGTH_EXCEEDED' });
    expect(overflow.reason).toBe('context_overflow');
    expect(overflow.explain.at(-1)?.rule).toBe('code.context_length_exceeded');
    expect(classify({ code: 'DEPLOYMENT_NOT_FOUND' }).reason).toBe('model_not_found');
    expect(classify({ code: 'MODEL_CONSENT_DENIED' }).reason).toBe('model_not_found');
    expect(classify({ code: 'RATE_LIMIT_REACHED' }).reason).toBe('rate_limit');
    // A bare QUOTA_EXCEEDED is a window for Copilot Studio and money for ElevenLabs and GitHub
    // Copilot: the closing review took it out of the table (review-53-rules).
    expect(classify({ code: 'QUOTA_EXCEEDED' }).reason).toBe('unknown');
  });
  it('reads a PascalCase code under a message that names no cause (batch 843)', () => {
    const result = classify({ message: 'An error has occurred.', code: 'OpenAIRateLimitReached' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('code.openairatelimitreached');
  });
  it('reads the same codes in a body as before (other client)', () => {
    expect(classify({ body: { error: { code: 'deployment_not_found' } } }).reason).toBe(
      'model_not_found',
    );
  });
  it('lets the words decide first', () => {
    expect(classify({ message: 'You have no quota', code: 'quota_exceeded' }).reason).toBe(
      'billing',
    );
    expect(
      classify({
        message:
          'request to https://api.openai.com/v1/x failed, reason: getaddrinfo EAI_AGAIN api.openai.com',
        code: 'RATE_LIMIT_EXCEEDED',
        name: 'FetchError',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves gRPC's and tRPC's status names and Node's codes to their own steps", () => {
    expect(
      classify({
        message: 'InvalidProviderAPIKey',
        code: 'INTERNAL_SERVER_ERROR',
        name: 'TRPCError',
      }).reason,
    ).not.toBe('server_error');
    expect(classify({ code: 'ERR_STREAM_PREMATURE_CLOSE' }).explain.at(-1)?.rule).not.toMatch(
      /^code\./,
    );
  });
});

// Dify's API error table: its provider codes under the 400 it sends for all of them.
describe("Dify's provider codes", () => {
  it('reads provider_not_initialize as a key never set (batch 843)', () => {
    const result = classify({
      status: 400,
      message: 'no valid model credentials',
      code: 'provider_not_initialize',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it("reads provider_quota_exceeded as the provider account's money (batch 843)", () => {
    expect(
      classify({
        status: 400,
        message: 'the model provider’s own quota ran out',
        code: 'provider_quota_exceeded',
      }).reason,
    ).toBe('billing');
    expect(classify({ code: 'provider_quota_exceeded' }).reason).toBe('billing');
  });
  it('leaves a 400 with no such code to the status', () => {
    expect(classify({ status: 400, message: 'no valid model', code: 'invalid_param' }).reason).toBe(
      'format_error',
    );
  });
});

// opensearch-project/ml-commons#4852: Netty's FixedChannelPool, as the AWS SDK for Java v2 words it.
describe("Netty's pool acquire timeout", () => {
  const text = 'Acquire operation took longer than the configured maximum time';
  it('is a timeout under a 500 (batch 844)', () => {
    const result = classify({ status: 500, message: text });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.500.timeout_text');
  });
  it("reads the AWS SDK's longer sentence without a status the same", () => {
    expect(
      classify({
        message: `${text}. This indicates that a request cannot get a connection from the pool within the specified maximum time.`,
      }).reason,
    ).toBe('timeout');
  });
  it('leaves an operation that took longer than expected alone', () => {
    expect(
      classify({ status: 500, message: 'The operation took longer than expected' }).reason,
    ).toBe('server_error');
  });
});

// docs.runblob.io (batch 848), litellm's "Missing credentials. Please pass one of …" (held h446).
describe('"Missing credentials" alone', () => {
  it('is a key never sent under a 401 (batch 848)', () => {
    const result = classify({ status: 401, body: { detail: 'Missing credentials' } });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.permanent_text');
  });
  it('reads the message alone the same', () => {
    expect(classify({ message: 'Missing credentials' }).reason).toBe('auth_permanent');
  });
  it('leaves "missing or expired credentials" to the 401', () => {
    expect(classify({ status: 401, message: 'Missing or expired credentials' }).reason).toBe(
      'auth',
    );
  });
});
