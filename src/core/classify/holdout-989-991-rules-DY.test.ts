/**
 * Rules written for the misses of held-out batches 989–991 (session 56, group DY), after the
 * batches had been scored without them: the stated wait a gateway's envelope gives beside the error
 * it wraps (Bifrost's top-level `retry_after`), retrieval and multi-step tool use a model does not
 * support (Cohere's documented 400s), a prompt "rejected by … guard" and "guardrails triggered for
 * user input" (an AI-guard plugin on Kong, a Bedrock guardrail through OpenSearch). Each wording
 * from the batch line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("a gateway envelope's retry_after beside the error it wraps", () => {
  it('is the stated wait of an overloaded 503 (Bifrost buffer full, batch 989)', () => {
    const result = classify({
      status: 503,
      body: {
        error: {
          type: 'system_error',
          code: 'buffer_full',
          message: 'Request buffers are full. Server is overloaded, please retry later.',
          param: null,
        },
        is_bifrost_error: true,
        status_code: 503,
        retry_after: 30,
      },
    });
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(30_000);
  });
  it('reads the envelope of a 429 with a camel-case field and no message (invented)', () => {
    const result = classify({
      status: 429,
      body: { error: { code: 'rate_limit_exceeded' }, retryAfter: 12 },
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(12_000);
  });
  it('leaves an envelope without a wait field, and a non-number one, without a wait', () => {
    expect(
      classify({
        status: 503,
        body: { error: { message: 'Server is overloaded' }, status_code: 503 },
      }).retryAfterMs,
    ).toBeUndefined();
    expect(
      classify({
        status: 503,
        body: { error: { message: 'Server is overloaded' }, retry_after: 'soon' },
      }).retryAfterMs,
    ).toBeUndefined();
  });
});

describe('retrieval or multi-step tool use not supported by the model', () => {
  it('is model_not_found under a 400 (Cohere, batch 990)', () => {
    expect(
      classify({ status: 400, message: 'invalid request: RAG is not supported for this model.' })
        .reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 400,
        message: 'invalid request: multi step is not supported by the provided model: command.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'Multi-step tool use is not supported by this model' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a parameter not supported for this model as validation', () => {
    expect(
      classify({ status: 400, message: 'logprobs is not supported for this model.' }).reason,
    ).toBe('format_error');
    expect(
      classify({ status: 400, message: 'thinking.type enabled is not supported for this model' })
        .reason,
    ).toBe('format_error');
  });
});

describe('a prompt rejected by a guard, or guardrails triggered for the input', () => {
  it('is content_policy (Pangea AI Guard on Kong, batch 991)', () => {
    expect(
      classify({
        status: 400,
        body: {
          reason: 'Malicious Prompt was detected and blocked.',
          status: 'Prompt has been rejected by AI Guard',
        },
      }).reason,
    ).toBe('content_policy');
  });
  it('is content_policy (a Bedrock guardrail through OpenSearch, batch 991)', () => {
    expect(
      classify({
        status: 400,
        body: {
          error: {
            root_cause: [
              { type: 'illegal_argument_exception', reason: 'guardrails triggered for user input' },
            ],
            type: 'illegal_argument_exception',
            reason: 'guardrails triggered for user input',
          },
          status: 400,
        },
      }).reason,
    ).toBe('content_policy');
  });
  it('reads other renderings the same (invented)', () => {
    expect(classify({ message: 'Request was rejected by the prompt guard' }).reason).toBe(
      'content_policy',
    );
    expect(classify({ message: 'Guardrail triggered on the model output' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a key rejected by a gateway and a guardrail that failed to run alone', () => {
    expect(
      classify({ status: 401, message: 'Request rejected by gateway: invalid API key' }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'guardrail triggered an internal error' }).reason).not.toBe(
      'content_policy',
    );
  });
});
