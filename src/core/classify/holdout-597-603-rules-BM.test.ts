/**
 * Rules written for the misses of held-out batches 597–603 (session 47, group BM), after the
 * batches had been scored without them: a byte cap on one inlined part, a built-in tool refused for
 * the model it names, a gateway's provider without the realtime API. Each real wording (from the
 * batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// QwenLM/qwen-code#1880: a PDF inlined as a data URI over DashScope's 10 MB per-item cap.
describe('a byte cap on one inlined item', () => {
  it('is payload_too_large under its 400 (batch 597)', () => {
    const result = classify({
      status: 400,
      message: '[API Error: 400 Exceeded limit on max bytes per data-uri item : 10485760]',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('status.400.payload_too_large');
  });
  it('reads the message alone the same (invented)', () => {
    expect(
      classify({ message: 'Exceeded limit on max bytes per data-uri item : 10485760' }).reason,
    ).toBe('payload_too_large');
  });
  it("keeps DashScope's request-body cap (held h464)", () => {
    expect(
      classify({
        status: 400,
        message:
          'Failed to invoke model qwen-plus-latest, status code: 400, message: Exceeded limit on max bytes to request body : 6291456',
      }).reason,
    ).toBe('payload_too_large');
  });
  it('leaves a per-minute token cap alone', () => {
    expect(
      classify({ status: 429, message: 'Exceeded limit on max tokens per minute' }).reason,
    ).toBe('rate_limit');
  });
});

// google/adk-js#61: ADK's check refusing built-in code execution for the model it names.
describe('a built-in tool not supported for the named model', () => {
  it('is model_not_found (batch 600)', () => {
    const result = classify({
      body: {
        error: 'Gemini code execution tool is not supported for model gemini-3-flash-preview',
      },
      message: 'Gemini code execution tool is not supported for model gemini-3-flash-preview',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_on_other_route');
  });
  it('reads another tool under a 400 the same (invented)', () => {
    expect(
      classify({
        status: 400,
        message: "Google search tool is not supported for model 'gemini-1.0-pro'",
      }).reason,
    ).toBe('model_not_found');
  });
  it("keeps Cohere's Generate API refusal (held h24)", () => {
    expect(
      classify({
        status: 400,
        message:
          "Generate API is not supported for model 'command-a-03-2025'. Please use the Chat API instead",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a parameter not supported for a family of models to the request', () => {
    expect(
      classify({
        status: 400,
        message: 'Parameter temperature is not supported for reasoning models',
      }).reason,
    ).toBe('format_error');
  });
});

// maximhq/bifrost#4988: the gateway's error frame for a provider without the realtime API.
describe('a provider without the realtime API', () => {
  it('is model_not_found despite invalid_request_error (batch 601)', () => {
    const result = classify({
      body: {
        type: 'error',
        error: {
          message: 'provider does not support realtime: gemini',
          type: 'invalid_request_error',
        },
      },
      message:
        'recv {"type": "error", "error": {"message": "provider does not support realtime: gemini", "type": "invalid_request_error"}}',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_on_other_route');
  });
  it('reads a model without the realtime API the same (invented)', () => {
    expect(classify({ message: 'The selected model does not support realtime.' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a realtime setting the model lacks to the request', () => {
    expect(
      classify({
        status: 400,
        message: "The model does not support the 'input_audio_transcription' parameter",
      }).reason,
    ).toBe('format_error');
  });
});

// QuantumNous/new-api#2862: a pydantic check on the request's tool passed on under the relay's 500.
describe("a pydantic check on a path into the request's tools or messages", () => {
  it('is format_error under a 500 (batch 600)', () => {
    const result = classify({
      status: 500,
      message: "status_code=500, tools.0.web_search_20250305.name: Input should be 'web_search'",
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.param_validation_failed');
  });
  it('reads a message path without the status the same (invented)', () => {
    expect(
      classify({ message: "messages.1.role: Input should be 'user' or 'assistant'" }).reason,
    ).toBe('format_error');
  });
  it("leaves a client's check of the answer to its reading (held h260)", () => {
    expect(
      classify({
        name: 'ValidationError',
        message:
          "pydantic_core._pydantic_core.ValidationError: 1 validation error for ChatCompletionStreamResponse choices.0.finish_reason Input should be 'stop' or 'length' [type=enum, input_value='error', input_type=str]",
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a bare 500 to the server', () => {
    expect(classify({ status: 500, message: 'Internal Server Error' }).reason).toBe('server_error');
  });
});

// maximhq/bifrost#3736: google-genai's Live client at a gateway without the BidiGenerateContent route.
describe('a 404 to a WebSocket upgrade', () => {
  it('is the path, format_error (batch 601)', () => {
    const result = classify({
      status: 404,
      name: 'InvalidStatus',
      message:
        'websockets.exceptions.InvalidStatus:\nserver rejected WebSocket connection: HTTP 404',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.invalid_url');
  });
  it("reads node ws's rendering the same (invented)", () => {
    expect(classify({ status: 404, message: 'Unexpected server response: 404' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a rejected upgrade for the key to auth (held h456)', () => {
    expect(
      classify({ status: 401, message: 'server rejected WebSocket connection: HTTP 401' }).reason,
    ).toBe('auth');
  });
});

// openai/openai-python#658: the legacy CLI's fine-tune event stream cut.
describe("the openai CLI's interrupted stream", () => {
  it('is a disconnect, timeout (batch 599)', () => {
    const result = classify({
      message:
        'Stream interrupted (client disconnected).\nTo resume the stream, run:\n\n  openai api fine_tunes.follow -i ft-dUygZsOEXNv50BJuvDHA3vKE',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.step).toBe('disconnect');
  });
  it('reads the first line alone the same', () => {
    expect(classify({ message: 'Stream interrupted (client disconnected).' }).reason).toBe(
      'timeout',
    );
  });
  it("leaves LM Studio's server log of a client gone to aborted (held h485)", () => {
    expect(
      classify({ message: '[LM STUDIO SERVER] Client disconnected. Stopping generation...' })
        .reason,
    ).toBe('aborted');
  });
});
