/**
 * Rule group OA, session 71: the misses of held-out batches 1696–1726 and the retrain's flips. Each
 * rule's held wording, a second rendering, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function classified(descriptor: Descriptor) {
  const result = classifyError(errorFromDescriptor(descriptor));
  return {
    reason: result.reason,
    rule: result.explain.find((step) => step.decided)?.rule ?? '',
  };
}

describe("Gemini's duplicate safety-settings category is the request's configuration", () => {
  it('reads the held 400 INVALID_ARGUMENT (h1696)', () => {
    const got = classified({
      status: 400,
      body: {
        error: {
          code: 400,
          message: 'Multiple safety settings with the same category.',
          status: 'INVALID_ARGUMENT',
        },
      },
      message:
        "400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Multiple safety settings with the same category.'}}",
    });
    expect(got).toEqual({
      reason: 'format_error',
      rule: 'signature.safety_settings_duplicate_category',
    });
  });
  it('reads the message alone, without a status', () => {
    expect(classified({ message: 'MULTIPLE SAFETY SETTINGS WITH THE SAME CATEGORY.' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a real safety block a refusal', () => {
    expect(
      classified({ status: 400, message: 'The response was blocked by the safety settings.' })
        .reason,
    ).toBe('content_policy');
    expect(classified({ message: 'Response blocked due to safety settings' }).reason).toBe(
      'content_policy',
    );
  });
});

describe("LiteLLM's unsupported parameters beat the class it filed them under", () => {
  const words =
    "anthropic does not support parameters: {'functions': [{'name': 'execute'}]}. To drop these, set `litellm.drop_params=True`";
  it('reads the held ServiceUnavailableError (h1701)', () => {
    const got = classified({
      message: `litellm.exceptions.ServiceUnavailableError: AnthropicException - ${words}`,
      name: 'ServiceUnavailableError',
    });
    expect(got).toEqual({ reason: 'format_error', rule: 'signature.litellm_params_unsupported' });
  });
  it('reads the same words under a 500 and an InternalServerError', () => {
    expect(
      classified({ status: 500, message: `litellm.InternalServerError: ${words}` }).reason,
    ).toBe('format_error');
  });
  it('leaves a plain ServiceUnavailableError overloaded', () => {
    expect(
      classified({
        message: 'litellm.exceptions.ServiceUnavailableError: AnthropicException - Overloaded',
        name: 'ServiceUnavailableError',
      }).reason,
    ).toBe('overloaded');
  });
});

describe("a relay's server_error type around the upstream's stated 4xx refusal", () => {
  it("reads Zhipu's [1214] under the relay's 400 (h1702)", () => {
    const body = {
      message:
        'Error from provider (Console Go): Upstream request failed: [1214] Incorrect role information',
      type: 'server_error',
      param: '',
      code: null,
    };
    expect(classified({ status: 400, body, message: `400: ${JSON.stringify(body)}` }).reason).toBe(
      'format_error',
    );
  });
  it("reads opencode's [400] Invalid request parameters (h1725)", () => {
    expect(
      classified({
        status: 400,
        body: {
          error: {
            param: '',
            type: 'server_error',
            message: 'Upstream request failed: [400] Invalid request parameters',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it("leaves the relay's own server fault under its 400 a server error", () => {
    expect(
      classified({
        status: 400,
        body: { error: { type: 'server_error', message: 'Upstream request failed: [500] boom' } },
      }).reason,
    ).toBe('server_error');
  });
});

describe("pydantic's extra inputs under a wrapper's 500", () => {
  it('reads the Bedrock text under the 500 (h1726)', () => {
    expect(
      classified({
        status: 500,
        body: 'thinking: Extra inputs are not permitted (Service: BedrockRuntime, Status Code: 400, Request ID: 4784b6ca)',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.schema_invalid' });
  });
  it('reads a JSON body under the 500', () => {
    expect(
      classified({
        status: 500,
        body: { error: { message: 'output_config: Extra inputs are not permitted' } },
      }).reason,
    ).toBe('format_error');
  });
  it('keeps the 500 when the server invites a retry', () => {
    expect(
      classified({
        status: 500,
        body: { error: { message: 'An internal error has occurred. Please retry.' } },
        message: 'Bad gateway. Extra inputs are not permitted',
      }).reason,
    ).toBe('server_error');
  });
});

describe('request wordings kept without a status', () => {
  it("reads a gateway's tools refused on a stream (h1711)", () => {
    const got = classified({
      message: 'Tool call with streaming is currently not supported by cohere.command-r-08-2024',
    });
    expect(got).toEqual({
      reason: 'format_error',
      rule: 'message.tools_with_streaming_unsupported',
    });
    expect(
      classified({ message: 'Function calls with streaming are not supported by this gateway' })
        .reason,
    ).toBe('format_error');
  });
  it("reads vLLM's token id out of vocabulary (h1718)", () => {
    expect(classified({ message: 'ValueError: Token id 151687 is out of vocabulary' })).toEqual({
      reason: 'format_error',
      rule: 'message.token_id_out_of_vocabulary',
    });
    expect(
      classified({ status: 400, message: 'Token id 5279552648203111001 is out of vocabulary' })
        .reason,
    ).toBe('format_error');
  });
  it("reads a value the quoted model does not take (h892's ElevenLabs wording)", () => {
    const message =
      "Providing previous_request_ids or next_request_ids is not yet supported with the 'eleven_v3_conversational' model.";
    expect(
      classified({
        body: { detail: { type: 'validation_error', code: 'unsupported_model', message } },
        message,
        code: 'unsupported_model',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.value_unsupported_with_named_model' });
    expect(
      classified({ message: 'Reasoning effort "xhigh" is not supported with the "gpt-5.1" model.' })
        .reason,
    ).toBe('format_error');
  });
  it('leaves an unquoted model name to the model families', () => {
    expect(classified({ message: 'Model gpt-9 not found' }).reason).toBe('model_not_found');
  });
});

describe("a request's words inside a client's connection class or a relay's 500", () => {
  it("reads Ollama's base64 refusal inside LiteLLM's APIConnectionError (h1712)", () => {
    expect(
      classified({
        body: { error: 'illegal base64 data at input byte 4' },
        message:
          'litellm.APIConnectionError: Ollama_chatException - {"error":"illegal base64 data at input byte 4"}',
        name: 'APIConnectionError',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.request_refused_words' });
    expect(
      classified({ status: 500, body: { error: 'illegal base64 data at input byte 12' } }).reason,
    ).toBe('format_error');
  });
  it("reads LiteLLM's unmapped prompt format under its body code 500 (h1718)", () => {
    expect(
      classified({
        body: {
          error: {
            message:
              'litellm.APIConnectionError: APIConnectionError: OpenAIException - Unmapped prompt format. Your prompt is neither a list of strings nor a string. prompt=[151644, 8948]',
            code: '500',
          },
        },
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a plain APIConnectionError a timeout', () => {
    expect(
      classified({
        message: 'litellm.APIConnectionError: Ollama_chatException - Connection refused',
        name: 'APIConnectionError',
      }).reason,
    ).toBe('timeout');
  });
});

describe("OkHttp's unexpected end of stream is a disconnect", () => {
  it("reads it beside Okio's limit=0 (h1722), not as billing", () => {
    expect(
      classified({
        message: 'Caused by: java.io.IOException: unexpected end of stream on unknown',
        name: 'java.io.IOException',
        cause: { name: 'java.io.EOFException', message: '\\n not found: limit=0 content=…' },
      }),
    ).toEqual({ reason: 'timeout', rule: 'disconnect.small_session' });
    expect(
      classified({
        message: 'java.io.IOException: unexpected end of stream on https://api.openai.com/...',
      }).reason,
    ).toBe('timeout');
  });
  it('leaves a quota of limit=0 billing', () => {
    expect(
      classified({ message: 'Quota exceeded for metric generate_content_free_tier, limit=0' })
        .reason,
    ).not.toBe('timeout');
  });
});

describe('a LangChain class path names no model', () => {
  it("reads Gemini's logprobs refusal through langchain-google-genai (h1717)", () => {
    expect(
      classified({
        status: 400,
        message:
          'langchain_google_genai.chat_models.ChatGoogleGenerativeAIError: Invalid argument provided to Gemini: 400 Logprobs is not enabled for models/gemini-2.5-flash',
        name: 'ChatGoogleGenerativeAIError',
      }).reason,
    ).toBe('format_error');
  });
  it('still reads a missing model after the class path', () => {
    expect(
      classified({
        status: 400,
        message:
          "langchain_google_genai.chat_models.ChatGoogleGenerativeAIError: Error calling model 'gemini-9' (NOT_FOUND): model gemini-9 is not found",
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a capability Gemini does not enable a missing model', () => {
    expect(
      classified({
        status: 400,
        body: {
          error: {
            code: 400,
            message: 'Developer instruction is not enabled for models/gemma-3-27b-it',
            status: 'INVALID_ARGUMENT',
          },
        },
      }).reason,
    ).toBe('model_not_found');
  });
});
