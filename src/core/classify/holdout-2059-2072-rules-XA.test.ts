/**
 * Rule group XA (session 78): the misses of held-out batches 2059–2072 and the retrain flips that a
 * general rule reads — a client refused by its identity under a 400, ChatAnywhere's free-tier prompt
 * cap under a 403, nlohmann::json's type_error.316 on a server's output, a 429 that says only that it
 * timed out, Copilot's API version told to update and Bedrock's "The provided request is not valid" —
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a client refused by its identity (held h2067-anthropic-claudian-client-not-allowed)', () => {
  it('reads "Client not allowed" under a 400 invalid_request_error as auth', () => {
    expect(
      classified({
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'Client not allowed (detected: claude-code-sdk-ts)',
          },
          type: 'error',
        },
      }),
    ).toEqual({ reason: 'auth', rule: 'status.400.client_not_allowed' });
    expect(reasonOf({ status: 400, message: 'API Error: 400 Client is not allowed' })).toBe('auth');
  });
  it('leaves a parameter "not allowed" sentence and a bare 400 to the request', () => {
    expect(
      reasonOf({ status: 400, message: 'Client not allowed to set logit_bias for this model' }),
    ).toBe('format_error');
    expect(reasonOf({ status: 400, message: 'Bad Request' })).toBe('format_error');
  });
});

describe("ChatAnywhere's free-tier prompt cap under a 403 (held h2070-chatanywhere-free-input-under-4096)", () => {
  it('reads the Chinese and the English sentence as context_overflow', () => {
    expect(
      classified({
        status: 403,
        message:
          '403 免费API限制模型输入token小于4096，如有更多需求，请访问 https://api.chatanywhere.tech/#/shop 购买付费API。',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'status.403.free_tier_prompt_token_cap' });
    expect(
      reasonOf({
        status: 403,
        body: {
          error: { message: 'The number of prompt tokens for free accounts is limited to 4096.' },
        },
      }),
    ).toBe('context_overflow');
  });
  it("leaves the free tier's other refusals and a bare 403 alone", () => {
    expect(reasonOf({ status: 403, message: '免费API限制使用gpt-4' })).not.toBe('context_overflow');
    expect(reasonOf({ status: 403, message: 'Forbidden' })).toBe('auth');
  });
});

describe("nlohmann::json's type_error.316 on a server's output (held h2059-llamacpp-type316-invalid-utf8-output)", () => {
  it('reads the tagged exception as server_error', () => {
    expect(
      classified({
        message: '[json.exception.type_error.316] invalid UTF-8 byte at index 612: 0x5C',
        name: 'nlohmann::json_abi_v3_11_3::detail::type_error',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.json_dump_invalid_utf8' });
    expect(
      ruleOf({
        message: 'Error: [json.exception.type_error.316] invalid UTF-8 byte at index 3: 0xE5',
      }),
    ).toBe('message.json_dump_invalid_utf8');
    // Without the library's tag the sentence is as often a request a server refused (review 1).
    expect(
      ruleOf({
        status: 400,
        message: 'Request body rejected: invalid UTF-8 byte at index 12 in prompt',
      }),
    ).not.toBe('message.json_dump_invalid_utf8');
  });
  it('leaves other JSON exceptions alone', () => {
    expect(
      ruleOf({
        message: '[json.exception.parse_error.101] parse error at line 1, column 1: syntax error',
      }),
    ).not.toBe('message.json_dump_invalid_utf8');
  });
});

describe('a 429 that says only that it timed out (held h2062-commandcode-429-response-timeout)', () => {
  it('reads "Response timeout - request timed out" and a bare "Request timed out." as timeout', () => {
    expect(classified({ status: 429, message: 'Response timeout - request timed out' })).toEqual({
      reason: 'timeout',
      rule: 'status.429.timeout_only_text',
    });
    expect(reasonOf({ status: 429, message: 'Error: Request timed out.' })).toBe('timeout');
  });
  it('leaves a rate limit that mentions a timeout, and a bare 429, to the status', () => {
    expect(
      reasonOf({
        status: 429,
        message: 'Rate limit exceeded: request timed out waiting for a free slot',
      }),
    ).toBe('rate_limit');
    expect(reasonOf({ status: 429, message: 'Too Many Requests' })).toBe('rate_limit');
  });
});

describe("Copilot's API version told to update (held h2071-copilot-api-version-no-longer-supported)", () => {
  it('reads the sentence with and without "bad request:" as format_error', () => {
    expect(
      classified({
        message:
          'bad request: the specified API version is no longer supported. You may need to update your client to a newer version.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.client_version_unsupported' });
    expect(
      reasonOf({
        message:
          'The specified API version is no longer supported. You may need to upgrade your client.',
      }),
    ).toBe('format_error');
  });
  it('leaves an API version told to migrate, and a retired model, alone', () => {
    expect(
      ruleOf({ message: 'This API version is no longer supported. Please migrate to v2.' }),
    ).not.toBe('message.client_version_unsupported');
    expect(
      ruleOf({
        message: 'This model version is no longer supported. Please update to gpt-4o.',
      }),
    ).not.toBe('message.client_version_unsupported');
  });
});

describe('Bedrock\'s "The provided request is not valid" (held h1924-bedrock-roo-condense-request-not-valid)', () => {
  it("reads Roo Code's wrapper and the bare body message as format_error", () => {
    expect(
      classified({
        message: 'Provider ended the request: Unknown Error: The provided request is not valid',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
    expect(ruleOf({ body: { message: 'The provided request is not valid' } })).toBe(
      'message.validation',
    );
  });
  it('leaves a key said not valid to the key rules', () => {
    expect(reasonOf({ message: 'The provided API key is not valid' })).not.toBe('format_error');
  });
});

describe("LiteLLM's Gemini context-caching block refusal (held h2060-litellm-gemini-caching-one-block)", () => {
  it('reads the sentence under its APIConnectionError class and bare as format_error', () => {
    expect(
      classified({
        message:
          'litellm.APIConnectionError: GeminiException - Gemini Context Caching only supports 1 message/block of continuous messages. Your idx, messages were -',
        name: 'APIConnectionError',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.validation' });
    expect(
      ruleOf({
        message: 'Gemini Context Caching only supports 1 message/block of continuous messages.',
      }),
    ).toBe('message.validation');
  });
  it("leaves LiteLLM's connection errors without the words to their own reading", () => {
    expect(
      ruleOf({
        message: 'litellm.APIConnectionError: GeminiException - Server disconnected',
        name: 'APIConnectionError',
      }),
    ).not.toBe('message.validation');
  });
});
