/**
 * Rules written for the misses of held-out batches 604–606 (session 47, group BN), after the
 * batches had been scored without them: enterprise gateways' own refusals (a guardrail's verdict,
 * a spend budget, Kong's stated wait) and on-device runtimes that cannot find, fit or keep the model.
 * Each real wording (from the batch line named), a second rendering, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// Portkey-AI/gateway#1740, APISIX ai-prompt-guard docs: a gateway's policy refused the prompt.
describe("a gateway guardrail's verdict", () => {
  it("reads Portkey's 446 messages as a refusal (batch 604)", () => {
    for (const message of [
      'The guardrail checks defined in the config failed',
      'Guardrail denied the request: SSN detected in prompt. Check the `hook_results` object for details.',
    ]) {
      const result = classify({ status: 446, message });
      expect(result.reason).toBe('content_policy');
      expect(result.explain.at(-1)?.step).toBe('signature');
    }
  });
  it('reads the verdict without a status the same (invented)', () => {
    expect(classify({ message: 'Guardrail denied the request: PII detected' }).reason).toBe(
      'content_policy',
    );
    expect(classify({ message: 'guardrail check failed' }).reason).toBe('content_policy');
  });
  it("reads APISIX's allow-list refusal under its 400 (batch 604) and without it", () => {
    expect(
      classify({ status: 400, body: { message: "Request doesn't match allow patterns" } }).reason,
    ).toBe('content_policy');
    expect(classify({ message: 'request does not match allow patterns' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a guardrail check that failed to run, and a misconfigured guardrail, alone (invented)', () => {
    expect(
      classify({ status: 500, message: 'guardrail check failed to complete: upstream timeout' })
        .reason,
    ).not.toBe('content_policy');
    expect(
      classify({ status: 400, message: 'Guardrail was enabled but input is in incorrect format' })
        .reason,
    ).toBe('format_error');
  });
});

// Portkey's error-code table: 412 "Budget exhausted"; held h360's 402 "API key budget exhausted".
describe('a spend budget used up', () => {
  it("reads Portkey's 412 as billing (batch 604)", () => {
    const result = classify({ status: 412, message: 'Budget exhausted' });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.412.billing_text');
  });
  it('reads it without a status, and depleted, the same (invented)', () => {
    expect(classify({ message: 'Workspace budget is depleted' }).reason).toBe('billing');
    expect(classify({ message: 'Budget exhausted' }).reason).toBe('billing');
  });
  it('leaves token, thinking and retry budgets alone (invented)', () => {
    for (const message of [
      'token budget exhausted',
      'thinking budget exhausted before the answer',
      'retry budget exhausted',
    ]) {
      expect(classify({ status: 412, message }).reason).not.toBe('billing');
    }
  });
});

// mlc-ai/web-llm#663, abi/secret-llama#35, google-ai-edge/mediapipe#6063 and #6001: a device
// without the model (or a GPU that can run it) -> model_not_found (batch 605 convention).
describe('an on-device runtime without the model', () => {
  it("reads WebLLM's ModelNotFoundError before its 'Error loading model' wrapper (batch 605)", () => {
    const result = classify({
      name: 'ModelNotFoundError',
      message:
        'Error loading model DeepSeek-R1-Distill-Llama-8B-q4f16_1-MLC: ModelNotFoundError: Cannot find model record in appConfig for DeepSeek-R1-Distill-Llama-8B-q4f16_1-MLC. Please check if the model ID is correct and included in the model_list configuration.',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_file_missing');
    expect(
      classify({ message: 'Cannot find model record in appConfig for Llama-3-8B' }).reason,
    ).toBe('model_not_found');
  });
  it('reads WebGPU without an adapter as a device that cannot run the model (batch 605)', () => {
    const result = classify({
      message:
        'Could not load the model because Error: Cannot find adapter that matches the request',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_too_big');
    expect(classify({ message: 'Cannot find adapter that matches the request' }).reason).toBe(
      'model_not_found',
    );
  });
  it("reads MediaPipe's missing or unreadable bundle (batch 605)", () => {
    for (const message of [
      "Failed to initialize engine: %sUNKNOWN: Unable to open zip archive. [MediaPipeTasksStatus='104'] === Source Location Trace: === third_party/mediapipe/tasks/cc/common.cc:30",
      'java.lang.IllegalStateException: Failed to initialize engine: %sINTERNAL: RET_CHECK failure (third_party/odml/litert_lm/runtime/util/scoped_file_posix.cc:27) fd >= 0 (-1 vs. 0) open() failed: SmolLM-135M-Instruct/SmolLM-135M-Instruct_multi-prefill-seq_f32_ekv1280.task',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('model_not_found');
      expect(result.explain.at(-1)?.rule).toBe('message.model_file_missing');
    }
  });
  it('leaves a bundle it could not map into memory, and an internal check, as server faults (held)', () => {
    expect(
      classify({
        message:
          "Load model error: Failed to initialize engine: %sUNKNOWN: Unable to map file to memory buffer, errno=12 [MediaPipeTasksStatus='103']",
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        message:
          'INTERNAL: RET_CHECK failure (llm_litert_executor.cc:115) prefill_runner->Invoke() == kTfLiteOk',
      }).reason,
    ).toBe('server_error');
  });
});

// mlc-ai/web-llm#60: Vulkan ran out of device memory while running the model.
describe("Vulkan's out-of-device-memory", () => {
  it('is a server fault, as held OOM lines are (batch 605)', () => {
    const result = classify({
      code: 'VK_ERROR_OUT_OF_DEVICE_MEMORY',
      message:
        'vkAllocateMemory failed with VK_ERROR_OUT_OF_DEVICE_MEMORY\n    at CheckVkOOMThenSuccessImpl (..<URL>)\n    at AllocateResourceHeap (..<URL>)',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
    expect(classify({ message: 'Device lost: out of device memory' }).reason).toBe('server_error');
  });
});

// Kong/workshop-kong-api-ai-gateway: Kong's AI rate limiting states its wait in its own header.
describe("Kong's X-AI-RateLimit-Retry-After", () => {
  it('carries the wait on the 429 (batch 604)', () => {
    const result = classify({
      status: 429,
      headers: {
        'X-AI-RateLimit-Reset': '8',
        'X-AI-RateLimit-Retry-After-minute-bedrock': '8',
        'X-AI-RateLimit-Retry-After': '8',
        'X-AI-RateLimit-Remaining-minute-bedrock': '0',
      },
      message: 'AI token rate limit exceeded for provider(s): bedrock',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(8000);
  });
  it('reads the lower-case HTTP/2 rendering the same (batch 604)', () => {
    const result = classify({
      status: 429,
      headers: { 'x-ai-ratelimit-retry-after': '29', 'x-ai-ratelimit-reset': '29' },
      message: 'AI token rate limit exceeded for provider(s): openai',
    });
    expect(result.retryAfterMs).toBe(29000);
  });
  it('lets a standard retry-after beside it decide (invented)', () => {
    const result = classify({
      status: 429,
      headers: { 'retry-after': '3', 'x-ai-ratelimit-retry-after': '29' },
      message: 'rate limited',
    });
    expect(result.retryAfterMs).toBe(3000);
  });
});
