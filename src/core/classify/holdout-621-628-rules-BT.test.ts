/**
 * Rules written for the misses of held-out batches 621–628 (session 48, group BT), after the
 * batches had been scored without them: a model block named by "LLMs", an Authorization header
 * the token endpoint could not read, and a key variable a client says is not available. Each
 * client's real wording (from the batch line named), a second rendering, then the neighbours it
 * must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Snowflake-Labs/sfquickstarts#1759: Cortex Analyst's models not served in the account's region.
describe('LLMs not available in your region', () => {
  it('is the model, not the key (batch 625)', () => {
    const result = classify({
      message:
        'the required LLMs for Cortex Analyst are not available in your region. Please enable cross region calls to use this API.',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_region');
  });
  it('reads a singular LLM without a status the same (invented)', () => {
    expect(classify({ message: 'The requested LLM is not available in your region.' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves an account-wide region block alone (held convention)', () => {
    expect(
      classify({ status: 403, message: 'Country, region, or territory not supported' }).reason,
    ).toBe('auth_permanent');
  });
});

// DanBradbury/copilot-chat.vim#64: the Copilot token endpoint's plain-text 400, JSON-decoded.
describe('an Authorization header the service cannot read', () => {
  it('is a key no retry fixes (batch 622)', () => {
    const result = classify({
      message:
        "E491: JSON decode error at 'bad request: Authorization header is badly formatted^@'",
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('reads a malformed header without a status the same (invented)', () => {
    expect(
      classify({ message: 'bad request: Authorization header is badly formatted' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a badly formatted request body alone (invented)', () => {
    expect(classify({ status: 400, message: 'The request body is badly formatted.' }).reason).toBe(
      'format_error',
    );
  });
});

// coderabbitai/ai-pr-reviewer (deepgram/deepgram-dotnet-sdk#203): the key secret was never set.
describe('an API key variable that is not available', () => {
  it('is a missing key (batch 628)', () => {
    const result = classify({
      message:
        "Warning: Skipped: failed to create summary bot, please check your openai_api_key: Error: Unable to initialize the OpenAI API, both 'OPENAI_API_KEY' environment variable are not available",
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it("reads another client's rendering the same (invented)", () => {
    expect(
      classify({ message: 'The ANTHROPIC_API_KEY environment variable is not available.' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a model that is not available alone (invented)', () => {
    expect(classify({ message: 'The model gpt-5 is not available.' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});
