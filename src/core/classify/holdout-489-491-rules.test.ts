/**
 * Rules written for the misses of held-out batches 489–491 (session 42, round 4), after the batches
 * had been scored without them on c1039fa: the rule's real wording (from the batch line named), then
 * the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Wei-Shaw/sub2api#5493: Grok behind the relay, a completed answer with nothing in it (batch 490).
describe('a model said to have returned no content', () => {
  it('is the empty answer, a server fault (batch 490)', () => {
    const result = classify({
      message: 'Empty response — The model returned no content. Try sending again.',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads "returned no output" the same (invented)', () => {
    expect(classify({ message: 'Error: the model returned no output' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves an empty answer blocked by a safety filter the refusal (invented)', () => {
    expect(
      classify({
        message:
          'The model returned no content because the prompt was blocked by safety settings: SAFETY',
      }).reason,
    ).toBe('content_policy');
  });
});

// Aider-AI/aider#1737 (held h54): LiteLLM's APIError around an OpenRouter failure with no words.
describe("LiteLLM's APIError whose upstream said nothing", () => {
  it('is the server’s, as LiteLLM files an unmapped upstream failure (held h54)', () => {
    const result = classify({
      message: 'litellm.APIError: APIError: OpenrouterException -',
      name: 'APIError',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('leaves the upstream’s own words to decide when it has some (invented)', () => {
    expect(
      classify({ message: 'litellm.APIError: APIError: GeminiException - 429 quota exceeded' })
        .reason,
    ).toBe('rate_limit');
  });
});
