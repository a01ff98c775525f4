/**
 * Rules written for the misses of held-out batches 1345–1376 (session 64, group HC), after the
 * batches had been scored without them: vLLM's "exceeds the max_model_len", a QuotaFailure
 * violation's `quotaValue` "0", a subscription said frozen, FastChat's empty-message error object
 * with its catch-all code under a 400, Semantic Kernel's "The invocation of function '…' was
 * canceled", a gateway's "Upstream request failed: [rate_limit_exceeded]" and gRPC's "Stream
 * removed". Each wording from the batch line named, a second rendering, then the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('vLLM\'s "exceeds the max_model_len"', () => {
  const message =
    'The engine prompt length 1327246 exceeds the max_model_len 131072. Please reduce prompt.';
  it('is the context under its 400 (vLLM Responses API, batch 1348)', () => {
    expect(
      classify({
        status: 400,
        body: { error: { message, type: 'invalid_request_error', param: 'input', code: 400 } },
      }).reason,
    ).toBe('context_overflow');
  });
  it('reads the message alone and in capitals', () => {
    expect(classify({ message: message.toUpperCase() }).reason).toBe('context_overflow');
    expect(classify({ message: 'Prompt length 9000 exceeds max_model_len 8192' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a max_model_len that is only a setting alone', () => {
    expect(
      classify({ status: 400, message: 'Invalid value for max_model_len: must be an integer' })
        .reason,
    ).not.toBe('context_overflow');
  });
});

describe('a QuotaFailure violation whose quotaValue is "0"', () => {
  const body = (quotaValue: string, retry = false) => ({
    error: {
      code: 429,
      message:
        'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to https://ai.google.dev/gemini-api/docs/rate-limits',
      status: 'RESOURCE_EXHAUSTED',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
          violations: [
            {
              quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests',
              quotaId: 'GenerateContentRequestsPerModelPerMinutePerProjectPerRegion',
              quotaValue,
            },
          ],
        },
        ...(retry
          ? [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '30s' }]
          : []),
      ],
    },
  });
  it('is billing under its 429 (Gemini paid tier on a free-tier metric, batch 1351)', () => {
    expect(classify({ status: 429, body: body('0') }).reason).toBe('billing');
  });
  it('reads the body without its status', () => {
    expect(classify({ body: body('0') }).reason).toBe('billing');
  });
  it('leaves a quota with an allowance, and a zero beside a retryDelay, to the rate limit', () => {
    expect(classify({ status: 429, body: body('10') }).reason).toBe('rate_limit');
    expect(classify({ status: 429, body: body('0', true) }).reason).toBe('rate_limit');
  });
});

describe('a subscription said frozen', () => {
  it('is billing under its 403 (Huawei MaaS Token Plan, batch 1352)', () => {
    expect(
      classify({
        status: 403,
        message: 'Your Token plan subscription is frozen.',
        code: 'ModelArts.81021',
      }).reason,
    ).toBe('billing');
  });
  it('reads the message alone and another tense', () => {
    expect(classify({ message: 'YOUR SUBSCRIPTION HAS BEEN FROZEN' }).reason).toBe('billing');
  });
  it('leaves a frozen model or layer alone', () => {
    expect(classify({ status: 403, message: 'The model weights are frozen.' }).reason).not.toBe(
      'billing',
    );
  });
});

describe("FastChat's empty error object with its catch-all code", () => {
  it('is the server under the 400 it sends for everything (hosted Gorilla, batch 1354)', () => {
    expect(
      classify({
        status: 400,
        body: { object: 'error', message: '', code: 50001 },
        message:
          'Invalid response object from API: \'{"object":"error","message":"","code":50001}\' (HTTP response code was 400)',
      }).reason,
    ).toBe('server_error');
  });
  it('reads the body as a string and the CUDA catch-all', () => {
    expect(
      classify({ status: 400, body: '{"object":"error","message":"","code":50002}' }).reason,
    ).toBe('server_error');
  });
  it('leaves a validation code and a message that says something to their own reading', () => {
    expect(
      classify({ status: 400, body: { object: 'error', message: '', code: 40001 } }).reason,
    ).not.toBe('server_error');
    expect(
      classify({
        status: 400,
        body: { object: 'error', message: "Invalid value for 'temperature'", code: 50001 },
      }).reason,
    ).toBe('format_error');
  });
});

describe("Semantic Kernel's cancelled function invocation", () => {
  it('is a timeout (KernelFunctionCanceledException over an Assistants run, batch 1364)', () => {
    expect(
      classify({
        message: "The invocation of function 'Ask' was canceled.",
        name: 'Microsoft.SemanticKernel.KernelFunctionCanceledException',
      }).reason,
    ).toBe('timeout');
  });
  it('reads the message alone without its full stop', () => {
    expect(
      classify({ message: "The invocation of function 'Summarize' was canceled" }).reason,
    ).toBe('timeout');
  });
  it('leaves a cancel that names its cause alone', () => {
    expect(
      classify({ message: "The invocation of function 'Ask' was canceled by the user." }).reason,
    ).not.toBe('timeout');
  });
});

describe('a gateway\'s "Upstream request failed: [rate_limit_exceeded]"', () => {
  it("is the upstream's rate limit (OpenCode Go, batch 1370)", () => {
    expect(
      classify({
        message:
          'Error from provider (Console Go): Upstream request failed: [rate_limit_exceeded]...',
      }).reason,
    ).toBe('upstream_rate_limit');
  });
  it('reads it under a 429 and in capitals', () => {
    expect(
      classify({ status: 429, message: 'UPSTREAM REQUEST FAILED: RATE_LIMIT_EXCEEDED' }).reason,
    ).toBe('upstream_rate_limit');
  });
  it('leaves an upstream failure of another kind, and our own rate_limit_exceeded, alone', () => {
    expect(classify({ message: 'Upstream request failed: Model is unavailable.' }).reason).not.toBe(
      'upstream_rate_limit',
    );
    expect(
      classify({ status: 429, message: '[rate_limit_exceeded] Too many requests' }).reason,
    ).toBe('rate_limit');
  });
});

describe('gRPC\'s "Stream removed"', () => {
  it('is a transport failure (inspect_ai against Gemini, batch 1314)', () => {
    expect(classify({ message: 'Task Failed: Stream removed' }).reason).toBe('timeout');
  });
  it("reads gRPC's own rendering", () => {
    expect(classify({ message: '2 UNKNOWN: Stream removed' }).reason).toBe('timeout');
  });
  it('leaves a removed model or a removed stream option alone', () => {
    expect(
      classify({ status: 400, message: "Unsupported parameter: 'stream' was removed" }).reason,
    ).not.toBe('timeout');
  });
});

describe("an aggregator's metadata kept as the whole body (second task, rendering)", () => {
  const raw =
    '{\n "error": {\n "message": "Invalid parameter: messages with role \'tool\' must be a response to a preceeding message with \'tool_calls\'.",\n "type": "invalid_request_error",\n "param": "messages.[6].role",\n "code": null\n }\n }';
  it("reads the upstream's words in raw (OpenRouter under Forge, batch 1365, body only)", () => {
    expect(classify({ body: { provider_name: 'OpenAI', raw } }).reason).toBe('format_error');
  });
  it('reads a raw that is a bare document too', () => {
    expect(
      classify({
        body: {
          provider_name: 'Anthropic',
          raw: '{"message": "prompt is too long: 210000 tokens > 200000 maximum"}',
        },
      }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a body with raw but no provider named alone', () => {
    expect(classify({ body: { raw } }).reason).toBe('unknown');
  });
});
