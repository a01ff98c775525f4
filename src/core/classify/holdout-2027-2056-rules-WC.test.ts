/**
 * Rule group WC's rules (session 77): misses of held-out batches 2027–2056 read by a general rule,
 * each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("OpenAI's overload sentence cut before the word ends (held h2047-openai-ja-blog-429-model-overloaded-fragment)", () => {
  it('reads the cut sentence under a 429 as overloaded', () => {
    expect(
      classified({
        status: 429,
        message:
          'Open Ai error type: server_error Open Ai error message: That model is currently overloa',
      }),
    ).toEqual({ reason: 'overloaded', rule: 'status.429.model_overloaded_cut' });
    expect(
      reasonOf({
        status: 429,
        body: { error: { message: 'The model is currently overloa', type: 'server_error' } },
      }),
    ).toBe('overloaded');
  });
  it('leaves a 429 without the sentence alone', () => {
    expect(ruleOf({ status: 429, message: 'Rate limit reached for requests' })).not.toBe(
      'status.429.model_overloaded_cut',
    );
    expect(reasonOf({ status: 429, message: 'The model is currently unavailable' })).not.toBe(
      'overloaded',
    );
  });
});

describe("Volcengine Ark's 'the requested model does not s…' cut at the end (held h2030-volcengine-ark-r1-tools-invalid)", () => {
  it('reads the cut verdict as the model', () => {
    expect(
      classified({
        status: 400,
        message:
          'API request failed with status 400. Body: \'{"error":{"code":"InvalidParameter","message":"The parameter `` specified in the request are not valid: the requested model does not s',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.400.requested_model_does_not_cut' });
    expect(
      classified({
        status: 400,
        message:
          'Error: The parameter specified in the request is not valid: the requested model does not',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.400.requested_model_does_not_cut' });
  });
  it('leaves the words inside a longer sentence alone', () => {
    expect(
      ruleOf({
        status: 400,
        message: 'the requested model does not stream in this mode; set stream to false',
      }),
    ).not.toBe('status.400.requested_model_does_not_cut');
  });
});

describe('A model that cannot take tools, said as a parameter list or an allow-list (held h2030-hf-inference-tools-unsupported, h2030-xinference-qwen25-no-tool-calls)', () => {
  it("reads the HF router's UNSUPPORTED_OPENAI_PARAMS for tools as the model", () => {
    expect(
      classified({
        body: {
          code: '422',
          error_type: 'UNSUPPORTED_OPENAI_PARAMS',
          message: 'The following parameters are not supported for this model: tools',
          param: 'tools',
        },
        message: 'Bad request:',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.422.model_tools_param_unsupported' });
    expect(
      classified({
        message:
          'The following parameters are not supported for this model: temperature, tools, tool_choice',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.model_tools_param_unsupported' });
  });
  it("reads Xinference's allow-list of tool-calling models as the model", () => {
    expect(
      classified({
        status: 400,
        body: {
          detail: "Only ['qwen1.5-chat', 'qwen2-instruct', 'glm4-chat'] support tool calls",
        },
        message:
          "Error code: 400 - {'detail': \"Only ['qwen1.5-chat', 'qwen2-instruct', 'glm4-chat'] support tool calls\"}",
        name: 'BadRequestError',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.400.model_tools_param_unsupported' });
  });
  it('leaves other unsupported parameters to the validation reading', () => {
    expect(
      reasonOf({
        status: 422,
        message: 'The following parameters are not supported for this model: logprobs',
      }),
    ).toBe('format_error');
  });
});

describe("A relay's 'contents is required' under a 500 (held h2028-gemini-newapi-contents-required-500)", () => {
  it('reads the missing content as the request', () => {
    expect(classified({ status: 500, message: 'contents is required' })).toEqual({
      reason: 'format_error',
      rule: 'status.500.contents_required',
    });
    expect(
      classified({ status: 500, body: { error: { message: 'messages is required' } } }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.contents_required' });
  });
  it('leaves another required field and a server fault alone', () => {
    expect(ruleOf({ status: 500, message: 'api key is required' })).not.toBe(
      'status.500.contents_required',
    );
    expect(ruleOf({ status: 500, message: 'Internal server error' })).not.toBe(
      'status.500.contents_required',
    );
  });
});

describe("Onyx's empty final answer from the upstream (held h2046-vllm-onyx-empty-llm-response)", () => {
  it('reads the empty stream as a server fault', () => {
    expect(
      classified({
        message:
          'onyx.chat.llm_loop.EmptyLLMResponseError: The selected model returned no final answer before the stream completed. No text or tool calls were received from the upstream provider.',
        name: 'EmptyLLMResponseError',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.no_final_answer' });
    expect(
      classified({
        message: 'The selected model returned no final answer before the stream completed.',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.no_final_answer' });
  });
  it('leaves the tool-call words without the sentence alone', () => {
    expect(ruleOf({ message: 'No text or tool calls were received' })).not.toBe(
      'message.no_final_answer',
    );
  });
});

describe("A server serving one choice only, 'n > 1 is not supported' (held h2032-rapidmlx-n-gt-1-unsupported)", () => {
  it('reads the parameter as the request', () => {
    expect(classified({ body: { detail: 'n > 1 is not supported' } })).toEqual({
      reason: 'format_error',
      rule: 'message.n_choices_unsupported',
    });
    expect(classified({ message: 'Error: n>1 is unsupported by this server' })).toEqual({
      reason: 'format_error',
      rule: 'message.n_choices_unsupported',
    });
  });
  it('leaves other words around n alone', () => {
    expect(
      ruleOf({
        message:
          'When n > 1, temperature must be greater than 0 to ensure diverse outputs. Got n=2, temperature=0',
      }),
    ).not.toBe('message.n_choices_unsupported');
    expect(ruleOf({ message: 'token-n > 1 is not supported' })).not.toBe(
      'message.n_choices_unsupported',
    );
  });
});

describe("go-openai's cap on empty stream messages (held h2033-openai-go-openai-too-many-empty-stream-messages)", () => {
  it('reads the cap as no cause said', () => {
    expect(
      classified({ message: 'Stream error: stream has sent too many empty messages' }),
    ).toEqual({ reason: 'unknown', rule: 'message.stream_empty_messages_cap' });
    expect(classified({ message: 'stream has sent too many empty messages' })).toEqual({
      reason: 'unknown',
      rule: 'message.stream_empty_messages_cap',
    });
  });
  it('leaves a cut stream and a cap on other messages alone', () => {
    expect(reasonOf({ message: 'Stream error: connection reset by peer' })).toBe('timeout');
    expect(ruleOf({ message: 'stream has sent too many messages' })).not.toBe(
      'message.stream_empty_messages_cap',
    );
    expect(ruleOf({ message: 'the stream sent too many empty messages to the UI' })).not.toBe(
      'message.stream_empty_messages_cap',
    );
  });
});
