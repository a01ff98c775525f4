/**
 * Rules written for the misses of held-out batches 649-654 (session 48, group BX), after the
 * batches had been scored without them: Copilot's "Reason: Canceled" on the request id's line,
 * OpenRouter's overflow when a transcription lost its spaces, httpx's logged 401 status line, a
 * usage window "for this period", and a Chinese model said to be discontinued. Each client's real
 * wording (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decided(result: ReturnType<typeof classify>): string | undefined {
  return result.explain.find((step) => step.decided)?.rule;
}

// microsoft/vscode#256684: Copilot Chat's BYOK failure with the label on the request id's line.
describe("Copilot Chat's 'Reason: Canceled' after the request id", () => {
  it('is the caller’s cancellation (batch 649)', () => {
    const result = classify({
      message: 'Sorry, your request failed. Please try again. Request id:xxxx Reason: Canceled',
    });
    expect(result.reason).toBe('aborted');
    expect(decided(result)).toBe('signature.abort');
  });
  it('reads the two-line rendering the same (batch 485)', () => {
    expect(
      classify({
        message:
          'Sorry, your request failed. Please try again. Request id: 4884\nReason: Cancelled.',
      }).reason,
    ).toBe('aborted');
  });
  it('leaves a cancel that names another cause alone (invented)', () => {
    expect(
      classify({ message: 'Request failed. Reason: canceled by the server, please retry' }).reason,
    ).not.toBe('aborted');
  });
});

// infiniflow/ragflow#12176: OpenRouter's window message, spaces lost in the user's transcription.
describe("OpenRouter's 'However, you requested about N tokens' and middle-out advice", () => {
  it('is an overflow without "maximum context length" readable (batch 650)', () => {
    const result = classify({
      status: 400,
      message:
        "**ERROR**: INVALID_REQUEST - Error\ncode: 400 - {'error': {'message': 'This\nendpointl'smaximumcontextlengthis\n256000 tokens. However, you requested\nabout 305113 tokens (305113 of text input)\nPlease reduce the length of either one, or\nuse the\"middle-out\"transform to\ncompress yourpromptautomatically.\ntype':'upstream_error','param':\",'code'\n400))",
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('reads the message alone, status-less (invented)', () => {
    expect(
      classify({
        message:
          'However, you requested about 305113 tokens (305113 of text input). Please reduce the length of either one, or use the "middle-out" transform to compress your prompt automatically.',
      }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a per-minute token request alone (invented)', () => {
    expect(
      classify({
        status: 429,
        message:
          'Rate limit reached for tokens per min (TPM): Limit 30000, Used 29000, Requested 4000.',
      }).reason,
    ).toBe('rate_limit');
  });
});

// infiniflow/ragflow#7523, microsoft/PyRIT#573, camel-ai/owl#94: httpx's INFO request log.
describe("httpx's logged 401 status line", () => {
  it('is a refreshable auth failure, no word on the key (batch 650)', () => {
    const result = classify({
      status: 401,
      message:
        '2025-05-08 10:14:00,450 INFO     25 HTTP Request: POST https://open.bigmodel.cn/api/paas/v4/chat/completions "HTTP/1.1 401 Unauthorized"',
    });
    expect(result.reason).toBe('auth');
    expect(decided(result)).toBe('status.401');
  });
  it("reads Python logging's own prefix the same (held h272)", () => {
    expect(
      classify({
        status: 401,
        message:
          'INFO:httpx:HTTP Request: POST https://example.test/score "HTTP/1.1 401 Unauthorized"',
      }).reason,
    ).toBe('auth');
  });
  it("leaves httpx's raised HTTPStatusError a dead key (held)", () => {
    const result = classify({
      status: 401,
      message:
        "httpx.HTTPStatusError: Client error '401 Unauthorized' for url 'https://api.openai.com/v1/chat/completions'",
    });
    expect(result.reason).toBe('auth_permanent');
    expect(decided(result)).toBe('status.401.key_rejected');
  });
});

// gabrielkoerich/orch#3272: Kimi Code's usage window that refills "in the next period".
describe("a usage limit refreshed 'in the next period'", () => {
  it('is a window on a 429 (batch 653)', () => {
    const result = classify({
      status: 429,
      message:
        "kimi failed: API Error: Request rejected (429) · You've reached your usage limit for this period. Your quota will be refreshed in the next period. Upgrade to get more: https://www.kimi.com/code/console?from=limit-upgrade",
    });
    expect(result.reason).toBe('rate_limit');
    expect(decided(result)).toBe('status.429');
  });
  it("leaves Moonshot's billing cycle billing (held h121)", () => {
    expect(
      classify({
        status: 429,
        message:
          "You've reached your usage limit for this billing cycle. Your quota will be refreshed in the next cycle.",
      }).reason,
    ).toBe('billing');
    expect(
      classify({
        status: 429,
        message: 'Your credits are used up; they renew in the next billing period.',
      }).reason,
    ).toBe('billing');
  });
});

// zhayujie/CowAgent#2628: a Chinese provider's discontinued model.
describe('a model said to be discontinued (模型已停运)', () => {
  it('is a model to switch (batch 654)', () => {
    const result = classify({
      message: '模型已停运，请切换模型后重试\n(request_id:20250915170927657CB56910F4961108C3)',
    });
    expect(result.reason).toBe('model_not_found');
    expect(decided(result)).toBe('message.model_not_found');
  });
  it('reads a model switched off or deprecated the same (invented)', () => {
    expect(classify({ status: 400, message: '该模型已停用，请更换其他模型' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ message: 'error: 模型 glm-3 已弃用' }).reason).toBe('model_not_found');
  });
  it('leaves a disabled key alone (held h60)', () => {
    expect(classify({ message: 'API key 无效或已停用' }).reason).toBe('auth_permanent');
  });
});
