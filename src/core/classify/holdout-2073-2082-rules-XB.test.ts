/**
 * Rule group XB's rules (session 78): misses of held-out batches 2073–2082 read by a general rule,
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("vLLM's encoder-cache cap on an audio or video item (held h2074-vllm-audio-item-encoder-cache, h2074-vllm-moss-audio-embedding-tokens)", () => {
  it('reads the item over the encoder cache as image_too_large, under a 400 and without a status', () => {
    expect(
      classified({
        status: 400,
        body: {
          error: {
            message:
              'The decoder prompt contains a(n) audio item with length 3476, which exceeds the pre-allocated encoder cache size 2048. Please reduce the input size or increase the encoder cache size by setting --limit-mm-per-prompt at startup.',
            type: 'BadRequestError',
            param: null,
            code: 400,
          },
        },
      }),
    ).toEqual({ reason: 'image_too_large', rule: 'status.400.media_item_over_encoder_cache' });
    expect(
      classified({
        message:
          'The decoder prompt contains a(n) audio item with 29537 embedding tokens, which exceeds the pre-allocated encoder cache size 2048',
      }),
    ).toEqual({ reason: 'image_too_large', rule: 'message.media_item_over_encoder_cache' });
    expect(
      classified({
        status: 400,
        message:
          'The video item exceeds the encoder cache size 16384. Please reduce the input size.',
      }),
    ).toEqual({ reason: 'image_too_large', rule: 'status.400.media_item_over_encoder_cache' });
  });
  it('leaves the per-prompt item count and the bare flag advice alone', () => {
    expect(
      reasonOf({
        status: 400,
        message:
          "You set audio=1 (or defaulted to 1) in '--limit-mm-per-prompt', but passed 3 audio items in the same prompt.",
      }),
    ).toBe('format_error');
    expect(
      ruleOf({
        status: 400,
        message:
          'Please increase the encoder cache size by setting --limit-mm-per-prompt at startup.',
      }),
    ).not.toBe('status.400.media_item_over_encoder_cache');
  });
});

describe("ChatGPT's 'message you submitted was too long' under a 413 (held h2076-chatgpt-web-413-message-length-exceeds-limit)", () => {
  it('reads the 413 as the conversation too long', () => {
    expect(
      classified({
        status: 413,
        body: {
          detail: {
            message:
              'The message you submitted was too long, please reload the conversation and submit something shorter.',
            code: 'message_length_exceeds_limit',
          },
        },
        message:
          'Error during chat: Response 413: {"detail":{"message":"The message you submitted was too long, please reload the conversation and submit something shorter.","code":"message_length_exceeds_limit"}}',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'status.413.message_submitted_too_long' });
    expect(
      classified({
        status: 413,
        message: 'The message you submitted was too long, please edit it and resubmit.',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'status.413.message_submitted_too_long' });
  });
  it("leaves a plain 413 and a file's size alone", () => {
    expect(reasonOf({ status: 413, message: 'Request Entity Too Large' })).toBe(
      'payload_too_large',
    );
    expect(reasonOf({ status: 413, message: 'The file you submitted was too large' })).toBe(
      'payload_too_large',
    );
  });
});

describe("Claude.ai's 'exceed the maximum image count for this chat' (held h2076-claude-ai-max-image-count-chat)", () => {
  it("reads the chat's image count cap as the request's count", () => {
    expect(
      classified({
        message:
          'Your message will exceed the maximum image count for this chat. Try uploading 4 documents with fewer pages, removing images, or starting a new conversation.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
    expect(
      classified({
        status: 400,
        message:
          'Upload failed: adding these files would exceed the maximum image count for this chat.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.400.validation_text' });
  });
  it("leaves a day's image allowance alone", () => {
    expect(
      reasonOf({
        message: 'You have reached the maximum image count for today. Try again tomorrow.',
      }),
    ).not.toBe('format_error');
  });
});

describe("a 500's own reason phrase before a failed send (held h2081-refact-caps-fetch-error-sending-request)", () => {
  it('reads the transport failure after "500 Internal Server Error" as a timeout', () => {
    expect(
      classified({
        status: 500,
        message: '500 Internal Server Error caps fetch failed: error sending request',
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.500.relay_fetch_failed' });
    expect(
      classified({
        status: 500,
        message:
          '500 Internal Server Error fetch failed: error sending request for url (http://localhost:8001/v1/caps)',
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.500.relay_fetch_failed' });
  });
  it('leaves the phrase alone, a colon-led detail after it, and a bare refusal under Error code: 500', () => {
    expect(reasonOf({ status: 500, message: '500 Internal Server Error' })).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message: '500 Internal Server Error: upstream crashed: fetch failed',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        message:
          "openai.InternalServerError: Error code: 500\n{'error': {'message': 'connection refused', 'type': 'api_error'}}",
      }),
    ).toBe('server_error');
  });
});

describe('a request said to carry no prompt (held h2075-haystack-no-prompt-after-truncation)', () => {
  it('reads "No prompt provided" and its renderings as format_error', () => {
    expect(
      classified({
        message:
          "Exception while running node 'PromptNode': No prompt provided. Model gpt-3.5-turbo-1106 requires prompt.Make sure to provide prompt in kwargs. Enable debug logging to see the data that was passed when the pipeline failed.",
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.prompt_not_provided' });
    expect(
      classified({
        message:
          'Nova Sonic stream result: Error - RequestId=f13714fd\n  "No prompts were received in the sequence"',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.prompt_not_provided' });
  });
  it('leaves a missing key, a flagged prompt and a missing template alone', () => {
    expect(reasonOf({ message: 'No API key provided' })).toBe('auth_permanent');
    expect(reasonOf({ message: 'The prompt provided was flagged by the safety system' })).toBe(
      'content_policy',
    );
    expect(ruleOf({ message: 'No prompt template found for model llama' })).not.toBe(
      'message.prompt_not_provided',
    );
  });
});

describe('a context manager that could not trim to its budget (held h2075-llamafarm-context-truncation-failed)', () => {
  it('reads the failed trim under a 500 as the context', () => {
    expect(
      classified({
        status: 500,
        message:
          'context_truncation_failed: Failed to reduce context to fit within budget. Current: 133 tokens, Max: -25 tokens. context_usage: { total_context: 512, prompt_tokens: 133, available_for_completion: 354 }',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'status.500.overflow_text' });
    expect(
      classified({
        status: 500,
        message: 'Failed to truncate the conversation history to fit the model budget',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'status.500.overflow_text' });
  });
  it("leaves an image's or a model's fit alone", () => {
    expect(reasonOf({ status: 500, message: 'Failed to reduce image resolution to fit' })).toBe(
      'server_error',
    );
    expect(reasonOf({ status: 500, message: 'Failed to load model to fit GPU memory' })).toBe(
      'server_error',
    );
  });
});
