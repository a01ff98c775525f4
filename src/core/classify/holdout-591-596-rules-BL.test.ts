/**
 * Rules written for the misses of held-out batches 591–596 (session 47, group BL), after the
 * batches had been scored without them: audio over a model's length, a pricing tier's rate limit
 * under a relay's 500, a model without developer instructions, the socket's EMSGSIZE in Foundation's
 * words, an access token "invalid or expired". Each rule's
 * real wording (from the batch line named), a second rendering, then the neighbours it must leave
 * alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("Google Speech's audio 'content' longer than the sync limit", () => {
  const message =
    "Audio 'content' cannot be longer than 1 min. For long audio, use the 'uri' parameter to specify a file.";
  it('is the input over the window (batch 591)', () => {
    const result = classify({
      status: 400,
      code: 'INVALID_ARGUMENT',
      message,
      body: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } },
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('reads the message alone and "must not be longer than 60 seconds" the same (invented)', () => {
    expect(classify({ message }).reason).toBe('context_overflow');
    expect(classify({ message: 'Audio file must not be longer than 60 seconds' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a length with no number alone (invented)', () => {
    expect(
      classify({ status: 400, message: 'Inline audio cannot be longer than the limit.' }).reason,
    ).toBe('format_error');
  });
});

describe("Azure's pricing-tier rate limit re-wrapped as a relay's 5xx", () => {
  it('is the rate limit with its stated wait (batch 591)', () => {
    const result = classify({
      status: 500,
      message:
        "Error code: 500 - {'error': {'message': 'litellm.RateLimitError: AzureException RateLimitError - Requests to the Audio_Transcriptions Operation under Azure OpenAI API version 2024-02-01 have exceeded call rate limit of your current OpenAI S0 pricing tier. Please retry after 33 seconds. Please go here: https://aka.ms/oai/quotaincrease if you would like to further increase the default rate limit.', 'type': 'None', 'param': 'None', 'code': 500}}",
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('status.500.rate_window_exceeded');
  });
  it("reads the token rate limit under a gateway's 502 the same (invented)", () => {
    expect(
      classify({
        status: 502,
        message:
          'Requests to the ChatCompletions_Create Operation under Azure OpenAI API version 2024-02-01 have exceeded token rate limit of your current AIServices S0 pricing tier. Please retry after 9 seconds.',
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a 500 that names the pricing tier without a limit exceeded alone (invented)', () => {
    expect(
      classify({ status: 500, message: 'Internal error while reading your current pricing tier.' })
        .reason,
    ).toBe('server_error');
  });
});

describe('a model without developer instructions', () => {
  it("is the model's, as with the model's name (batch 591)", () => {
    const result = classify({
      status: 400,
      code: 'INVALID_ARGUMENT',
      message:
        "400 INVALID_ARGUMENT: {'error': {'code': 400, 'message': 'Developer instruction is not enabled for this model', 'status': 'INVALID_ARGUMENT'}}",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.400.model_on_other_route');
  });
  it('reads the message alone the same (invented)', () => {
    expect(
      classify({ message: 'Developer instruction is not enabled for this model' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a parameter not enabled for this model alone (invented)', () => {
    expect(classify({ status: 400, message: 'Penalty is not enabled for this model' }).reason).toBe(
      'format_error',
    );
  });
});

describe("the socket's EMSGSIZE in Foundation's words", () => {
  it('is the transport, not the prompt (batch 591)', () => {
    const result = classify({ message: "The operation couldn't be completed. Message too long." });
    expect(result.reason).toBe('timeout');
  });
  it('reads the typographic apostrophe the same (invented)', () => {
    expect(
      classify({ message: 'The operation couldn’t be completed. Message too long.' }).reason,
    ).toBe('timeout');
  });
  it("leaves a provider's message too long alone (invented)", () => {
    expect(classify({ status: 400, message: 'Message too long for this model.' }).reason).toBe(
      'context_overflow',
    );
  });
});

describe('an access token "invalid or expired"', () => {
  it('is the refreshable token (batch 595)', () => {
    expect(
      classify({ message: 'The access token provided is invalid or has expired' }).reason,
    ).toBe('auth');
  });
  it('reads an OAuth token "is invalid or expired" the same (invented)', () => {
    expect(classify({ message: 'The OAuth token is invalid or expired.' }).reason).toBe('auth');
  });
  it('leaves an API key "invalid or expired" to the key rules (invented)', () => {
    expect(classify({ message: 'The API key provided is invalid or has expired' }).reason).not.toBe(
      'auth',
    );
  });
});
