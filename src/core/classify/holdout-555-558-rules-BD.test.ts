/**
 * Rules written for the misses of held-out batches 555–558 (session 45, group BD), after the batches
 * had been scored without them: each rule's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// 2025doubao-free-api#9: Doubao's web chat answered with an SSE error event (batch 556).
describe('calls said in Chinese to come too often, without "too"', () => {
  it('is a rate limit (batch 556)', () => {
    const result = classify({
      body: {
        event_data:
          '{"code":710022002,"message":"block","error_detail":{"code":710022002,"locale":"zh","message":"当前服务访问频繁，请稍后重试"}}',
        event_id: '0',
        event_type: 2005,
      },
      message:
        'data: {"event_data":"{\\"code\\":710022002,\\"message\\":\\"block\\",\\"error_detail\\":{\\"code\\":710022002,\\"locale\\":\\"zh\\",\\"message\\":\\"当前服务访问频繁，请稍后重试\\"}}","event_id":"0","event_type":2005}',
      code: '710022002',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('reads "操作频繁" in a bare message the same (invented)', () => {
    const result = classify({ message: '操作频繁，请稍后再试' });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('leaves requests said to fail often alone (invented)', () => {
    const result = classify({ message: '请求频繁失败，请检查网络' });
    expect(result.reason).not.toBe('rate_limit');
  });
});

// songquanpeng/one-api#2062: Continue's legacy /v1/completions on a chat-only Doubao channel (batch 556).
describe("a relay's adaptor with no URL for the request's mode", () => {
  it('is the request’s kind, not a server fault, under a 500 (batch 556)', () => {
    const result = classify({
      status: 500,
      body: {
        error: {
          message:
            'get request url failed: unsupported relay mode 2 for doubao (request id: 202502062159535333059262727477)',
          type: 'one_api_error',
          param: '',
          code: 'do_request_failed',
        },
      },
      message:
        'Error streaming diff: Error: HTTP 500 Internal Server Error from http://192.168.5.238:3000/v1/completions\n\n{"error":{"message":"get request url failed: unsupported relay mode 2 for doubao (request id: 202502062159535333059262727477)","type":"one_api_error","param":"","code":"do_request_failed"}}',
      code: 'do_request_failed',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.relay_not_implemented');
  });
  it('reads new-api\'s "unsupported relay mode: 7" under a 502 the same (plausible)', () => {
    const result = classify({
      status: 502,
      body: {
        error: {
          message: 'unsupported relay mode: 7 (request id: 20250206215953533305926)',
          type: 'new_api_error',
          code: 'do_request_failed',
        },
      },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.502.relay_not_implemented');
  });
  it('leaves another failure of the same relay step alone (invented)', () => {
    const result = classify({
      status: 500,
      body: {
        error: {
          message: 'do request failed: Post "https://ark.cn-beijing.volces.com/api/v3": EOF',
          type: 'one_api_error',
          code: 'do_request_failed',
        },
      },
    });
    expect(result.reason).not.toBe('format_error');
  });
});

// predibase/lorax#296: lorax-client generate() with an adapter_id on a base model without adapters (batch 557).
describe('a model that cannot load an adapter', () => {
  it('is the model’s missing capability, not a server fault (batch 557)', () => {
    const result = classify({
      message:
        'Request failed during generation: Server error: This model does not support adapter loading.',
      name: 'GenerationError',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_not_found');
  });
  it('reads "does not support LoRA adapters" under a 400 the same (plausible)', () => {
    const result = classify({ status: 400, message: 'Model does not support LoRA adapters' });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a generation failure that names no capability a server fault (invented)', () => {
    const result = classify({
      message: 'Request failed during generation: Server error: CUDA out of memory.',
      name: 'GenerationError',
    });
    expect(result.reason).toBe('server_error');
  });
});

// supabase-community/chatgpt-your-files#11 and tianma-if/edgeever#238 (batch 558).
describe("a serverless platform's stop at its CPU-time or wall-clock limit", () => {
  it('is a timeout: Supabase Edge Functions (batch 558)', () => {
    const result = classify({
      message: 'wall clock duration reached. isolate: d49cf7c6-5ea0-4197-828a-e474bcea6940',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.timeout');
  });
  it('is a timeout: Cloudflare Workers (batch 558)', () => {
    const result = classify({ message: 'Worker exceeded CPU time limit.' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.timeout');
  });
  it('reads Supabase\'s "CPU time soft limit reached" the same (plausible)', () => {
    const result = classify({ message: 'shutdown (reason: CPU time soft limit reached)' });
    expect(result.reason).toBe('timeout');
  });
  it('leaves a worker\'s memory or "resource limits" alone (held h248 wording; invented)', () => {
    for (const message of ['Worker exceeded memory limit.', 'Worker exceeded resource limits']) {
      expect(classify({ message }).reason).not.toBe('timeout');
    }
  });
  it('leaves a CPU-time quota of a plan alone (invented)', () => {
    const result = classify({ message: 'You have used up your monthly CPU time quota' });
    expect(result.reason).not.toBe('timeout');
  });
});

// moyangzhan/langchain4j-aideepin#8: OkHttp-SSE refused Qianfan's JSON answer to a stream (batch 556).
describe('a stream reader that threw away a JSON answer', () => {
  it('names no cause: no vote on "invalid" (batch 556)', () => {
    const result = classify({
      message: 'java.lang.IllegalStateException: Invalid content-type: application/json',
      name: 'IllegalStateException',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.stream_got_json_document');
  });
  it("reads fetch-event-source's wording the same (plausible)", () => {
    const result = classify({
      message: 'Expected content-type to be text/event-stream, Actual: application/json',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.stream_got_json_document');
  });
  it('leaves an HTML page there alone (invented)', () => {
    const result = classify({
      message: 'java.lang.IllegalStateException: Invalid content-type: text/html',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('message.stream_got_json_document');
  });
  it('leaves a 401 around the same words the key’s (invented)', () => {
    const result = classify({
      status: 401,
      message: 'Invalid content-type: application/json',
    });
    expect(result.reason).toBe('auth');
  });
});

// lucataco/cog-flux-dev-lora#4: Replicate's bare "Failed to create prediction." (batch 557).
describe('a failure to create a prediction, and nothing more', () => {
  it('names no cause: no vote (batch 557)', () => {
    const result = classify({ message: 'Error  Failed to create prediction.' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.failure_words_only');
  });
  it('reads it without "Error" the same (plausible)', () => {
    expect(classify({ message: 'Failed to create prediction' }).reason).toBe('unknown');
  });
  it('leaves one that states its cause to the cause (invented)', () => {
    const result = classify({
      message: 'Failed to create prediction: monthly spend limit reached',
    });
    expect(result.reason).toBe('billing');
  });
});

// Review rw45a: the rules above on renderings they were not written for.
describe('review rw45a: CPU time and a wrapped stream reader', () => {
  it('leaves a plan’s CPU time quota or daily limit out of the timeout (invented)', () => {
    expect(classify({ message: 'Exceeded the CPU time quota for this month' }).reason).not.toBe(
      'timeout',
    );
    expect(
      classify({ message: 'Daily CPU time limit reached. Upgrade your plan.' }).reason,
    ).not.toBe('timeout');
  });
  it('reads a wrapped IllegalStateException the same (plausible: Java prints a wrapped cause so)', () => {
    const result = classify({
      message:
        'java.lang.RuntimeException: java.lang.IllegalStateException: Invalid content-type: application/json',
    });
    expect(result.explain.at(-1)?.rule).toBe('message.stream_got_json_document');
  });
});
