/**
 * Rules written for the misses of held-out batches 1269–1282 (session 62, group FC), after the
 * batches had been scored without them: new-api's `convert_request_failed`, models that lack image
 * input or tool calling in Volcengine's, SiliconFlow's, a gateway's, DeepInfra's and Novita's words,
 * Dify's "Conversation Not Exists.", the AI SDK's "Expected 'id' to be a string." and its
 * NoSuchToolError, passing-capacity wrappers (OpenCode Zen's bare "Streaming response failed",
 * "experiencing technical difficulties", Ray Serve's backpressure drop) and Chromium's network codes
 * without `net::`. Each wording from the batch line named, a second rendering, then the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function reason(descriptor: Record<string, unknown>) {
  return classify(descriptor).reason;
}

describe("new-api's convert_request_failed", () => {
  it('is the relay that cannot carry the request (batch 1279, a 500 body)', () => {
    expect(
      reason({
        status: 500,
        body: {
          error: {
            message: 'not implemented',
            type: 'new_api_error',
            code: 'convert_request_failed',
          },
        },
      }),
    ).toBe('format_error');
  });
  it('reads the one-line rendering (batch 1269) and the message alone', () => {
    expect(
      reason({
        status: 500,
        message:
          'HTTP 500 · new_api_error · convert_request_failed · not implemented (request id: 2026091105572582)',
      }),
    ).toBe('format_error');
    expect(reason({ message: 'CONVERT_REQUEST_FAILED: not implemented' })).toBe('format_error');
  });
  it('leaves a bare 500 and another relay code', () => {
    expect(reason({ status: 500, message: 'new_api_error: upstream_error' })).toBe('server_error');
  });
});

describe('a model without image input or tool calling', () => {
  it("reads Volcengine Ark's wording (batch 1271) with and without its status", () => {
    expect(
      reason({ status: 400, message: '400 Model do not support image input. Request id: 0217726' }),
    ).toBe('model_not_found');
    expect(reason({ message: 'Model do not support image input.\nRequest id: 0217888' })).toBe(
      'model_not_found',
    );
  });
  it("reads SiliconFlow's 'not a VLM' and a gateway's text-only model (batch 1278)", () => {
    expect(
      reason({
        status: 400,
        message:
          'API Error: 400 The model is not a VLM (Vision Language Model). Please use text-only prompts.',
      }),
    ).toBe('model_not_found');
    expect(
      reason({
        status: 400,
        message:
          "Upstream request failed: [400] Model only supports text input; received unsupported content type 'image_url'.",
      }),
    ).toBe('model_not_found');
  });
  it("reads DeepInfra's 'not supported for model: <id>' under a 405 (batch 1278)", () => {
    expect(
      reason({
        status: 405,
        message:
          'deepinfra error: Tool calling is not supported for model: mistralai/Mistral-Small-24B-Instruct-2501',
      }),
    ).toBe('model_not_found');
    expect(
      reason({ status: 400, message: 'function calling is not supported for model: qwen-7b' }),
    ).toBe('model_not_found');
  });
  it("reads Novita's words beside its INVALID_REQUEST_BODY through OpenRouter (batch 1271)", () => {
    const raw =
      '{"code":400, "reason":"INVALID_REQUEST_BODY", "message":"model features function calling not support", "metadata":{}}';
    expect(
      reason({
        status: 400,
        body: {
          error: {
            message: 'Provider returned error',
            code: 400,
            metadata: { raw, provider_name: 'Novita' },
          },
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves the request parameters and shapes beside them', () => {
    expect(
      reason({
        status: 400,
        message: 'Parallel tool calling is not supported for model: qwen-7b',
      }),
    ).not.toBe('model_not_found');
    expect(
      reason({
        status: 400,
        message:
          '{"code":400, "reason":"INVALID_REQUEST_BODY", "message":"max_tokens (current value: 65536) must be between 0 and 32768"}',
      }),
    ).toBe('context_overflow');
    expect(reason({ status: 400, message: 'Model only supports temperature 1.' })).toBe(
      'format_error',
    );
  });
});

describe("Dify's Conversation Not Exists", () => {
  it('is the request reference (batch 1281, a 404 body)', () => {
    expect(
      reason({
        status: 404,
        body: { code: 'not_found', message: 'Conversation Not Exists.', status: 404 },
      }),
    ).toBe('format_error');
  });
  it('reads the message alone, lower case', () => {
    expect(reason({ message: 'conversation not exist' })).toBe('format_error');
  });
  it('leaves a model that does not exist', () => {
    expect(reason({ status: 404, message: 'Model Not Exists.' })).toBe('model_not_found');
  });
});

describe("the AI SDK's checks in its own words", () => {
  it("reads Expected 'id' to be a string as the answer's (batch 1277)", () => {
    expect(reason({ message: "Expected 'id' to be a string." })).toBe('server_error');
    expect(reason({ message: "AI_InvalidResponseDataError: EXPECTED 'ID' TO BE A STRING." })).toBe(
      'server_error',
    );
  });
  it("leaves a request field's type check", () => {
    expect(reason({ status: 400, message: "Expected 'content' to be a string or an array" })).toBe(
      'format_error',
    );
  });
  it('reads the NoSuchToolError as the request tool list (batch 1277)', () => {
    expect(
      reason({
        name: 'AI_NoSuchToolError',
        message:
          "Chat stream error Error [AI_NoSuchToolError]: Model tried to call unavailable tool 'search'. Available tools: handoff.",
      }),
    ).toBe('format_error');
    expect(
      reason({
        message: 'error=Model tried to call unavailable tool ‘todo_write’. Available tools: bash',
      }),
    ).toBe('format_error');
  });
  it('leaves a bare chat stream error', () => {
    expect(reason({ message: 'Chat stream error' })).not.toBe('format_error');
  });
});

describe('passing-capacity wrappers', () => {
  it("reads OpenCode Zen's bare Streaming response failed (batches 1274 and 1279)", () => {
    expect(reason({ message: 'Streaming response failed' })).toBe('overloaded');
    expect(reason({ message: 'STREAMING RESPONSE FAILED.' })).toBe('overloaded');
  });
  it('leaves it with words after it', () => {
    expect(
      reason({ message: 'Streaming response failed: 401 Unauthorized invalid api key' }),
    ).not.toBe('overloaded');
  });
  it('reads experiencing technical difficulties (batch 1280) and Ray Serve backpressure (batch 1275)', () => {
    expect(
      reason({
        message:
          "Whoops, let me try that again... We're experiencing technical difficulties with my services.",
      }),
    ).toBe('overloaded');
    expect(
      reason({
        message:
          'Request dropped due to backpressure (num_queued_requests=1, max_queued_requests=1).',
      }),
    ).toBe('overloaded');
    expect(reason({ status: 503, message: 'request dropped due to backpressure' })).toBe(
      'overloaded',
    );
  });
});

describe("Chromium's network codes without net::", () => {
  it('reads ERR_CONNECTION_TIMED_OUT as a timeout (batch 1280)', () => {
    expect(reason({ message: 'ERR_CONNECTION_TIMED_OUT' })).toBe('timeout');
    expect(reason({ message: 'Failed to load resource: net::ERR_TIMED_OUT' })).toBe('timeout');
  });
  it('reads ERR_HTTP2_PROTOCOL_ERROR as a cut stream (batch 1272)', () => {
    expect(reason({ message: 'ERR_HTTP2_PROTOCOL_ERROR' })).toBe('timeout');
    expect(reason({ message: 'err_connection_reset' })).toBe('timeout');
  });
  it('leaves other browser codes', () => {
    expect(reason({ message: 'ERR_NAME_NOT_RESOLVED' })).not.toBe('format_error');
    expect(reason({ message: 'ERR_BLOCKED_BY_CLIENT' })).not.toBe('timeout');
  });
});
