/**
 * Rules written for the misses of held-out batches 655-660 (session 48, group BY), after the
 * batches had been scored without them. Each client's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('a named model closed to a ChatGPT account, without "The" before it', () => {
  it('is model_not_found (batch 658)', () => {
    const result = classify({
      message: "'gpt-5.3-codex' model is not supported when using Codex with a ChatGPT account",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).not.toBe('message.validation');
  });
  it('reads the 400 rendering the same', () => {
    expect(
      classify({
        status: 400,
        message:
          "The 'gpt-5.3-codex' model is not supported when using Codex with a ChatGPT account.",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a model refused in streaming mode to the request', () => {
    expect(
      classify({ status: 400, message: "'gpt-5' model is not supported when using streaming" })
        .reason,
    ).toBe('format_error');
  });
});

describe('a single request field refused by the model', () => {
  it('is format_error without a status (batch 657)', () => {
    const result = classify({ message: "durationSeconds isn't supported by this model" });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads the quoted field the same (held h467)', () => {
    expect(classify({ message: "`negativePrompt` isn't supported by this model." }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a capability to the model', () => {
    expect(classify({ message: "Audio isn't supported by this model" }).reason).not.toBe(
      'format_error',
    );
  });
});

describe('media resolution not enabled for a model', () => {
  it('is a parameter, format_error (batch 657)', () => {
    expect(
      classify({
        status: 400,
        message: 'Error: Media resolution is not enabled for models/gemma-3-27b-it',
      }).reason,
    ).toBe('format_error');
  });
  it('reads it message only the same', () => {
    expect(
      classify({ message: 'Media resolution is not enabled for models/gemma-3-27b-it' }).reason,
    ).toBe('format_error');
  });
  it('leaves a capability not enabled to the model', () => {
    expect(
      classify({
        status: 400,
        message: 'Function calling is not enabled for models/gemma-3-27b-it',
      }).reason,
    ).toBe('model_not_found');
  });
});

describe('no payment method on the account', () => {
  it('is billing under a 401 (batch 656)', () => {
    const result = classify({
      status: 401,
      body: {
        type: 'error',
        error: {
          type: 'CreditsError',
          message:
            'No payment method. Add a payment method here: https://opencode.ai/workspace/w/billing',
        },
      },
    });
    expect(result.reason).toBe('billing');
  });
  it('reads it message only the same', () => {
    expect(classify({ message: 'No payment method on file for this account.' }).reason).toBe(
      'billing',
    );
  });
  it('leaves a 401 without the words to the credential', () => {
    expect(classify({ status: 401, message: 'Unauthorized' }).reason).toBe('auth_permanent');
  });
});

describe("a client's ModelNotFoundError class", () => {
  it('decides model_not_found by rule (batch 656)', () => {
    const result = classify({
      name: 'ProviderModelNotFoundError',
      message:
        'ProviderModelNotFoundError: ProviderModelNotFoundError\n data: {\n  providerID: "big-pickle",\n  modelID: "",\n  suggestions: [],\n},',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it('reads the class name alone the same', () => {
    expect(classify({ message: 'ProviderModelNotFoundError' }).reason).toBe('model_not_found');
  });
});

describe("OpenAI's image_generation_user_error type", () => {
  it('is no content verdict for an unknown image model (batch 658)', () => {
    const result = classify({
      body: {
        error: {
          message: "The model 'gpt-image-2' does not exist.",
          type: 'image_generation_user_error',
          param: 'tools',
          code: 'invalid_value',
        },
      },
      message: "The model 'gpt-image-2' does not exist.",
      code: 'invalid_value',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('still reads a moderation block as content_policy', () => {
    expect(
      classify({
        status: 400,
        body: {
          error: {
            message: 'Your request was rejected by the safety system.',
            type: 'image_generation_user_error',
            code: 'moderation_blocked',
          },
        },
      }).reason,
    ).toBe('content_policy');
  });
});
