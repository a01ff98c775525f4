/**
 * Rules written for the misses of held-out batches 580–585 (session 46, round 2, group BI), after
 * the batches had been scored without them: each rule's real wording (from the batch line named),
 * a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const VLLM_FIT =
  "ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be stored in KV cache (7344). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.";
const LMSTUDIO_ABORTED =
  'Error: Model loading aborted due to insufficient system resources. Overloading the system will likely cause it to freeze. If you believe this is a mistake, you can try to change the model loading guardrails in the settings.';

// QwenLM/Qwen3#295, api-for-open-llm#225, DeepSeek-V2#83: vLLM's startup fit check.
describe("vLLM's model that does not fit the KV cache at its configured length", () => {
  it('is the model on this host, not an overlong request (batch 581)', () => {
    const result = classify({ message: VLLM_FIT, name: 'ValueError' });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_too_big');
  });
  it('reads the title cut after "when" the same (batch 581)', () => {
    expect(
      classify({
        message:
          "The model's max seq len (163840) is larger than the maximum number of tokens that can be stored in KV cache (13360). Try increasing gpu_memory_utilization or decreasing max_model_len when",
      }).reason,
    ).toBe('model_not_found');
  });
  it("leaves a request over the maximum number of tokens and llama.cpp's KV allocation failure alone (invented)", () => {
    expect(
      classify({
        message:
          "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens. Please reduce the length of the messages.",
      }).reason,
    ).toBe('context_overflow');
    expect(
      classify({ message: 'llama_kv_cache_init: failed to allocate buffer for kv cache' }).reason,
    ).toBe('server_error');
  });
});

// lmstudio-ai/lmstudio-bug-tracker#484: LM Studio's load guardrail, aborted wording.
describe('LM Studio\'s load guardrail in its "aborted" wording', () => {
  it('is the model too big for the host, not an overloaded server (batch 581)', () => {
    const result = classify({ message: LMSTUDIO_ABORTED });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_too_big');
  });
  it('reads the same words under a 404 from the OpenAI client (batch 581)', () => {
    expect(
      classify({
        status: 404,
        message: `openai.NotFoundError: Error code: 404 - {'error': {'message': 'Failed to load model "x". ${LMSTUDIO_ABORTED}`,
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a server overloaded by traffic alone (invented)', () => {
    expect(classify({ message: 'The server is overloaded. Please try again later.' }).reason).toBe(
      'overloaded',
    );
  });
});
