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

// ddalcu/mlx-serve#13: Metal's out-of-memory code inside a model load that failed.
describe("Metal's GPU out-of-memory code around a model load that failed", () => {
  const METAL_LOAD =
    'ds4: Metal model warmup failed: Insufficient Memory (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)\nds4: metal failed to map model views; aborting startup.\n[scheduler] model load failed: EngineOpenFailed\nerror: LoadFailed';
  it("is the server's fault, not Safari's fetch 'Load failed' (batch 581)", () => {
    const result = classify({ message: METAL_LOAD });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads the code alone the same (invented)', () => {
    expect(
      classify({ message: 'GPU error (00000008:kIOGPUCommandBufferCallbackErrorOutOfMemory)' })
        .reason,
    ).toBe('server_error');
  });
  it("leaves the browser's bare 'TypeError: Load failed' a transport failure (invented)", () => {
    expect(classify({ message: 'TypeError: Load failed' }).reason).toBe('timeout');
  });
});

// Azure-Samples/aks-store-demo#203: ARM's 400 for a deployment of a retired model version.
describe("Azure's ServiceModelDeprecated", () => {
  const DEPRECATED =
    "performing CreateOrUpdate: unexpected status 400 (400 Bad Request) with error: ServiceModelDeprecated: The model 'Publisher: , Format:\n│ OpenAI, Name: gpt-35-turbo, Version: 0613' has been deprecated since 02/13/2025 00:00:00.";
  it('is the model under a 400, its name broken over two lines (batch 583)', () => {
    expect(
      classify({ status: 400, code: 'ServiceModelDeprecated', message: DEPRECATED }).reason,
    ).toBe('model_not_found');
  });
  it('reads the words alone, without a status or a code field (batch 583)', () => {
    expect(classify({ message: DEPRECATED.replace('400', '') }).reason).toBe('model_not_found');
  });
  it('leaves a deprecated parameter under a 400 the request’s (invented)', () => {
    expect(
      classify({ status: 400, message: '`temperature` is deprecated for this model.' }).reason,
    ).toBe('format_error');
  });
});

// Tracer-Cloud/opensre#1811: Bedrock's model access refused for want of a payment method.
describe('a model access denied for an invalid payment instrument', () => {
  const PAYMENT =
    'Model access is denied due to INVALID_PAYMENT_INSTRUMENT:A valid payment instrument must be provided.';
  it('is billing, not the model or the key (batch 584)', () => {
    expect(
      classify({ name: 'AccessDeniedException', code: 'AccessDeniedException', message: PAYMENT })
        .reason,
    ).toBe('billing');
  });
  it('reads the same under a 403 (invented)', () => {
    expect(classify({ status: 403, message: PAYMENT }).reason).toBe('billing');
  });
  it("leaves Bedrock's model access denied to the IAM role the model's (invented)", () => {
    expect(
      classify({
        name: 'AccessDeniedException',
        code: 'AccessDeniedException',
        message:
          "You don't have access to the model with the specified model ID. Model access is denied.",
      }).reason,
    ).toBe('model_not_found');
  });
});

// terobox/ChatGPT-API-Faucet#5: a one-api relay's banned user.
describe('a user or account said to be banned, in Chinese', () => {
  it('is permanent under a 403 (batch 584)', () => {
    expect(
      classify({
        status: 403,
        body: { error: { message: '用户已被封禁', type: 'one_api_error' } },
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads an account banned without a status the same (invented)', () => {
    expect(classify({ message: '您的账号已被封禁' }).reason).toBe('auth_permanent');
  });
  it('leaves a user banned for a while to rotate (invented)', () => {
    expect(classify({ message: '用户已被暂时封禁' }).reason).toBe('auth');
  });
});

// anomalyco/opencode#19117: OpenRouter's region block on a model, no status kept.
describe('a model not available in the caller’s region, without a status', () => {
  it('is the model, as under the 403 (batch 580)', () => {
    const result = classify({ message: 'This model is not available in your region.' });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_region');
  });
  it('reads the same in a body (invented)', () => {
    expect(
      classify({ body: { error: { message: 'This model is not available in your region.' } } })
        .reason,
    ).toBe('model_not_found');
  });
  it('leaves the service refused in the caller’s country the account’s (invented)', () => {
    expect(classify({ message: 'This service is not available in your country.' }).reason).toBe(
      'auth_permanent',
    );
  });
});
