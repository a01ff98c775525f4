/**
 * Rules written for the misses of held-out batches 484–488 (session 42, round 3, group AT), after
 * the batches had been scored without them (on c1039fa): each rule's real wording (from the batch
 * line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// altic-dev/FluidVoice#876: a transcription proxy's 400 for a recording over five minutes (batch 486).
describe('an audio input over a stated length in time', () => {
  it('is the input over the window (batch 486)', () => {
    const result = classify({
      status: 400,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: { error: 'Audio file exceeds the 300 second API limit.' },
      message: '{"error":"Audio file exceeds the 300 second API limit."}',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.overflow_text');
  });
  it('reads a maximum duration in minutes without a status the same (invented)', () => {
    const result = classify({
      message: 'Transcription failed: audio exceeds the maximum duration of 25 minutes',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a cap in bytes the payload’s (invented)', () => {
    expect(classify({ status: 413, message: 'Audio file exceeds the 25 MB limit.' }).reason).toBe(
      'payload_too_large',
    );
  });
  it('leaves a limit with no number, which asks for another way to send it (Google STT wording)', () => {
    const result = classify({
      status: 400,
      message: 'Inline audio exceeds duration limit. Please use a GCS URI.',
    });
    expect(result.reason).not.toBe('context_overflow');
  });
  it('leaves an allowance per hour alone (invented)', () => {
    const result = classify({ status: 400, message: 'audio exceeds 7200 seconds per hour' });
    expect(result.reason).not.toBe('context_overflow');
  });
});

// openkursar/hello-halo#339: Qwen on DashScope behind LiteLLM, a screenshot stringified into the
// prompt (batch 486).
describe('DashScope’s input-length range beside its validation boilerplate', () => {
  const line =
    'litellm BadRequestError: OpenAIException - The request is invalid: <400>InternalError.Algo,InvalidParameter: Range of input length should be [1, 983616]. Please check the request body, required fields, and request format.. Received Model Group=qwen3.5-plus-tc Available Model Group Fallbacks=None';
  it('is the overflow, not the "required fields" words (batch 486)', () => {
    const result = classify({
      status: 400,
      body: `type: error\nerror:\n  type: invalid request error\n  message: ${line}`,
      message: line,
      name: 'BadRequestError',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.overflow_text');
  });
  it('reads the same without a status (message only)', () => {
    expect(classify({ message: line }).reason).toBe('context_overflow');
  });
  it('leaves another parameter’s range under the same boilerplate a validation error (invented)', () => {
    const result = classify({
      status: 400,
      message:
        '<400> InternalError.Algo.InvalidParameter: Range of max_tokens should be [1, 8192]. Please check the request body, required fields, and request format.',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a model that does not exist beside it the model’s (fuzzed mix, invented)', () => {
    const result = classify({
      status: 400,
      body: {
        error: {
          message:
            'models/gemini-1.0-pro is not found for API version v1beta, or is not supported for generateContent.',
          code: 'invalid_request_error',
        },
      },
      message:
        'OpenAI API error: 400 <400> InternalError.Algo.InvalidParameter: Range of input length should be [1, 204800]',
    });
    expect(result.reason).toBe('model_not_found');
  });
});

// Boise-State-Development/agentcore-public-stack#206 and danny-avila/LibreChat#12459: a document
// over Bedrock's 4.5 MB cap; anthropics/claude-code#9789: Claude Code's "PDF too large" (batch 486).
describe('a document or file over its stated size cap', () => {
  it('reads Bedrock’s ValidationException as the payload’s size (batch 486)', () => {
    const result = classify({
      message:
        'Agent force-stopped: An error occurred (ValidationException) when calling the ConverseStream operation: \nThe maximum document size is 4.5 MB. Reduce the size of your document and retry your request.',
      name: 'ValidationException',
      code: 'ValidationException',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('message.document_over_size_cap');
  });
  it('reads the same under a 400 (invented)', () => {
    const result = classify({
      status: 400,
      name: 'ValidationException',
      message:
        'The maximum document size is 4.5 MB. Reduce the size of your document and retry your request.',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('status.400.document_over_size_cap');
  });
  it('reads a client’s own check of a file’s size against a limit (batch 486)', () => {
    const result = classify({
      message: 'Document validation failed: File size (8.6MB) exceeds the 4.5MB limit for Bedrock',
    });
    expect(result.reason).toBe('payload_too_large');
  });
  it('reads Claude Code’s "PDF too large" without a status (batch 486)', () => {
    const result = classify({
      message: 'PDF too large. Please double press esc to edit your message and try again.',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('message.document_over_size_cap');
  });
  it('leaves an image’s file size the image’s (invented)', () => {
    for (const status of [400, undefined]) {
      const result = classify({
        status,
        message: 'Image file size (5.2MB) exceeds the 3.75MB limit',
      });
      expect(result.reason).toBe('image_too_large');
    }
  });
  it('leaves a PDF refused under a 400 the request’s shape, as held (invented)', () => {
    expect(classify({ status: 400, message: 'PDF too large' }).reason).toBe('format_error');
    const pages = classify({
      status: 400,
      message:
        'messages.0.content.1.pdf.source.base64.data: A maximum of 100 PDF pages may be provided.',
    });
    expect(pages.reason).toBe('format_error');
  });
});

// danny-avila/LibreChat#6991: Claude 3.7 on Bedrock, the replayed thinking after a tool call
// (batch 487).
describe('thinking blocks replayed under other prompt sections', () => {
  const words =
    'messages.1.content.0: When providing `thinking` or `redacted_thinking` blocks, all preceding prompt sections (including system, tools, and thinking configuration) must match the parameters during the original request.';
  it('is the thinking signature: drop the blocks (batch 487)', () => {
    const result = classify({
      message: `[api/server/controllers/agents/client.js #sendCompletion] Unhandled error type The model returned the following errors: ${words}`,
    });
    expect(result.reason).toBe('thinking_signature');
    expect(result.explain.at(-1)?.rule).toBe('signature.thinking_signature');
    expect(result.repair).toEqual({ kind: 'strip_thinking' });
  });
  it('reads Anthropic’s 400 body the same (invented rendering)', () => {
    const result = classify({
      status: 400,
      body: { type: 'error', error: { type: 'invalid_request_error', message: words } },
    });
    expect(result.reason).toBe('thinking_signature');
  });
  it('leaves a thinking configuration refused on its own alone (invented)', () => {
    const result = classify({
      status: 400,
      message: 'thinking.budget_tokens: Input should be greater than or equal to 1024',
    });
    expect(result.reason).toBe('format_error');
  });
});

// Chevey339/kelivo#481 (OpenRouter relaying Azure's Anthropic 400) and diegosouzapw/OmniRoute#2191
// (a router that emitted redacted_thinking blocks without data) (batch 487).
describe('a redacted_thinking block whose data is missing or altered', () => {
  it('reads "Invalid `data` in `redacted_thinking` block" in an aggregator’s raw (batch 487)', () => {
    const raw =
      '{"type":"error","error":{"type":"invalid_request_error","message":"messages.21.content.1: Invalid `data` in `redacted_thinking` block"},"request_id":"req_011CaAmySqFeFxMQoAyYwj8X"}';
    const result = classify({
      status: 400,
      body: {
        error: {
          message: 'Provider returned error',
          code: 400,
          metadata: { raw, provider_name: 'Azure', is_byok: false },
        },
      },
      message: 'HttpException: HTTP 400',
      name: 'HttpException',
    });
    expect(result.reason).toBe('thinking_signature');
    expect(result.explain.at(-1)?.rule).toBe('signature.thinking_signature');
  });
  it('reads it relayed under a 5xx, as an invalid signature is (invented)', () => {
    const result = classify({
      status: 500,
      message:
        'upstream error: 400 invalid_request_error messages.3.content.0: Invalid `data` in `redacted_thinking` block',
    });
    expect(result.reason).toBe('thinking_signature');
  });
  it('reads "redacted_thinking.data: Field required" (batch 487) and without a status', () => {
    for (const status of [400, undefined]) {
      const result = classify({
        status,
        body:
          status === undefined
            ? undefined
            : {
                type: 'error',
                error: {
                  type: 'invalid_request_error',
                  message: 'messages.0.content.0.redacted_thinking.data: Field required',
                },
              },
        message: 'messages.0.content.0.redacted_thinking.data: Field required',
      });
      expect(result.reason).toBe('thinking_signature');
    }
  });
  it('leaves another block’s missing field and a misplaced redacted block a format error (invented)', () => {
    expect(
      classify({ status: 400, message: 'messages.0.content.0.text.text: Field required' }).reason,
    ).toBe('format_error');
    expect(
      classify({
        status: 400,
        message: 'messages.0.content.0.redacted_thinking: Extra inputs are not permitted',
      }).reason,
    ).toBe('format_error');
    expect(classify({ status: 400, message: 'Invalid `data` in `image` block' }).reason).toBe(
      'format_error',
    );
  });
});

// mozilla-ai/any-llm#1200: z.ai's GLM-5 streams finish_reason 'model_context_window_exceeded',
// which the OpenAI SDK's pydantic model refuses (batch 488).
describe('a validator’s list of allowed values that names a content filter', () => {
  const refused = (value: string) =>
    `1 validation error for ChatCompletionChunk\nchoices.0.finish_reason\n  Input should be 'stop', 'length', 'tool_calls', 'content_filter' or 'function_call' [type=literal_error, input_value='${value}', input_type=str]\n    For further information visit https://errors.pydantic.dev/2.13/v/literal_error`;
  it('is no refusal: the value received says the context window (batch 488)', () => {
    const result = classify({
      message: refused('model_context_window_exceeded'),
      name: 'ValidationError',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('message.context_overflow');
  });
  it('reads zod’s enum list the same (invented)', () => {
    const result = classify({
      message:
        "AI_TypeValidationError: Invalid enum value. Expected 'stop' | 'length' | 'content_filter' | 'tool_calls', received 'model_context_window_exceeded'",
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a received content_filter a refusal (invented)', () => {
    const result = classify({ message: refused('content_filter'), name: 'ValidationError' });
    expect(result.reason).toBe('content_policy');
  });
  it('leaves another received value off the refusal (invented)', () => {
    const result = classify({ message: refused('network_error'), name: 'ValidationError' });
    expect(result.reason).not.toBe('content_policy');
  });
});

// Review rw42b: the size, audio and allowed-values rules on wordings they were not written for.
describe('review rw42b: neighbours of the document, audio and allowed-values rules', () => {
  it("leaves an image's file size over a cap the image's without a status (a Discord bot's doc; invented variants)", () => {
    for (const message of [
      'Image validation failed: File size exceeds 8MB limit',
      'Image validation failed: File size (6.2MB) exceeds the 5MB limit',
      'image.png: file size of 6.2MB exceeds the 5MB limit',
    ]) {
      expect(classify({ message }).reason).toBe('image_too_large');
    }
    expect(
      classify({
        message:
          'Document validation failed: File size (8.6MB) exceeds the 4.5MB limit for Bedrock',
      }).reason,
    ).toBe('payload_too_large');
  });
  it('reads "the maximum allowed duration of N minutes" as the audio over its length (transcription services\' own 422)', () => {
    const result = classify({
      status: 422,
      message: 'Audio exceeds the maximum allowed duration of 30 minutes.',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it("strips serde's, zod 4's and pydantic v1's lists of allowed values too (ai-dynamo/dynamo log; zod 4.6.7's own text; pydantic v1 invented)", () => {
    for (const message of [
      'unknown variant `abort`, expected one of `stop`, `length`, `tool_calls`, `content_filter`, `function_call`',
      'Invalid option: expected one of "stop"|"length"|"tool_calls"|"content_filter"|"function_call"',
      '[\n  {\n    "code": "invalid_value",\n    "values": [\n      "stop",\n      "length",\n      "content_filter"\n    ],\n    "path": [\n      "choices",\n      0,\n      "finish_reason"\n    ],\n    "message": "Invalid option: expected one of \\"stop\\"|\\"length\\"|\\"content_filter\\""\n  }\n]',
      "choices -> 0 -> finish_reason\n  unexpected value; permitted: 'stop', 'length', 'tool_calls', 'content_filter', 'function_call' (type=value_error.const; given=abort; permitted=('stop', 'length', 'tool_calls', 'content_filter', 'function_call'))",
    ]) {
      expect(classify({ message }).reason).not.toBe('content_policy');
    }
    expect(
      classify({
        message:
          'unknown variant `abort`, expected one of `stop`, `length`, `content_filter`. The response was blocked by the content filter.',
      }).reason,
    ).toBe('content_policy');
  });
});
