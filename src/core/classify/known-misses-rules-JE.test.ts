/**
 * Rules written for clusters among the known misses (rule group JE, session 66): the Hugging Face
 * router's bodiless 404 on its hf-inference route (held ×4 format_error, h182, h306, h1080, h457).
 * Each wording from the held line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("the Hugging Face router's bodiless 404 on its hf-inference route", () => {
  const url =
    'https://router.huggingface.co/hf-inference/models/Qwen/Qwen2.5-Coder-32B-Instruct/v1/chat/completions';
  it('is the path, not a model (h1080-huggingface-agents-course-router-404)', () => {
    const d = {
      status: 404,
      message: `HfHubHTTPError: 404 Client Error: Not Found for url: ${url}`,
    };
    expect(classify(d).reason).toBe('format_error');
    expect(lastRule(d)).toBe('status.404.hf_router_hf_inference');
  });
  it('reads the same without a status and in another wrapper (h182, invented)', () => {
    expect(
      classify({ message: `HfHubHTTPError: 404 Client Error: Not Found for url: ${url}` }).reason,
    ).toBe('format_error');
    expect(
      classify({
        message: `requests.exceptions.HTTPError: 404 CLIENT ERROR: NOT FOUND FOR URL: https://router.huggingface.co/hf-inference/models/HuggingFaceH4/zephyr-7b-beta/v1/chat/completions`,
      }).reason,
    ).toBe('format_error');
  });
  it("leaves another provider's route and a body naming the model alone (h924, Google's model URL)", () => {
    expect(
      classify({
        status: 404,
        body: 'Model not found, inaccessible, and/or not deployed',
        message:
          '404 Client Error: Not Found for url: https://router.huggingface.co/fireworks-ai/inference/v1/chat/completions',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 404,
        message:
          '404 Client Error: Not Found for url: https://generativelanguage.googleapis.com/v1beta/models/gemini-9:generateContent',
      }).reason,
    ).toBe('model_not_found');
  });
});
