/**
 * Rule group UA (session 75): the retrain flips of batches 237–1521 and the misses of held-out
 * batches 1901–1908 that a general rule reads — a connect refused named by its kind alone,
 * llama.cpp's prefill refused with thinking on, openai 0.x's connect failure with one word more, and
 * four client wrappers whose held lines agree that they name no cause — each with the held line's
 * wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a bare ConnectionRefused kind (held h1907-lmstudio-connection-refused)', () => {
  it("reads Zed's log line as a connect that nothing answered", () => {
    expect(classified({ message: 'ConnectionRefused' })).toEqual({
      reason: 'timeout',
      rule: 'transport.refused_kind',
    });
    expect(
      ruleOf({
        message: 'ERROR [crates/language_models/src/provider/lmstudio.rs:648] ConnectionRefused',
      }),
    ).toBe('transport.refused_kind');
  });
  it('reads it in capitals, with context after it, and as Python’s class name', () => {
    expect(ruleOf({ message: 'CONNECTIONREFUSED' })).toBe('transport.refused_kind');
    expect(
      classified({
        message: 'error: ConnectionRefused while fetching http://localhost:1234/v1/models',
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.refused_kind' });
    expect(ruleOf({ message: 'ollama request failed: ConnectionRefusedError' })).toBe(
      'transport.refused_kind',
    );
  });
  it('leaves other kinds, longer identifiers and a stated status alone', () => {
    expect(ruleOf({ message: 'ConnectionReset' })).not.toBe('transport.refused_kind');
    expect(ruleOf({ message: 'noConnectionRefusedHandler' })).not.toBe('transport.refused_kind');
    expect(ruleOf({ message: 'connection_refused_total counter' })).not.toBe(
      'transport.refused_kind',
    );
    expect(reasonOf({ status: 401, message: 'ConnectionRefused' })).toBe('auth');
  });
});

describe('an assistant prefill refused with thinking on (held h1902-llamacpp-minimax-proxy-prefill-thinking)', () => {
  const words = 'Assistant response prefill is incompatible with enable_thinking.';
  it("reads llama.cpp's refusal under a proxy's 500 as the request's shape", () => {
    expect(
      classified({
        status: 500,
        body: { error: { code: 500, message: words, type: 'server_error' } },
        message: `got exception: {"error":{"code":500,"message":"${words}","type":"server_error"}}`,
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.prefill_with_thinking' });
  });
  it('reads it under a 502, without a status, in capitals and in other words', () => {
    expect(ruleOf({ status: 502, message: words })).toBe('status.502.prefill_with_thinking');
    expect(classified({ message: words.toUpperCase() })).toEqual({
      reason: 'format_error',
      rule: 'message.prefill_with_thinking',
    });
    expect(ruleOf({ message: 'Assistant prefill is not compatible with thinking mode' })).toBe(
      'message.prefill_with_thinking',
    );
  });
  it("leaves a server's own prefill failure and other thinking words to the 500", () => {
    expect(reasonOf({ status: 500, message: 'prefill worker crashed: CUDA error' })).toBe(
      'server_error',
    );
    expect(
      reasonOf({ status: 500, message: 'enable_thinking is not supported by this template' }),
    ).toBe('server_error');
  });
});

describe('"Error when communicating with OpenAI" (held h615-openai-tgbot-error-communicating)', () => {
  it("reads the Telegram bot's rendering as openai 0.x's connect failure", () => {
    expect(
      classified({
        message:
          'Something went wrong during completion. Reason: Error when communicating with OpenAI',
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.text' });
  });
  it('reads "while" and Azure the same', () => {
    expect(classified({ message: 'Error while communicating with Azure OpenAI' })).toEqual({
      reason: 'timeout',
      rule: 'transport.text',
    });
  });
  it('leaves a cause after a colon, and an MCP server, to their own rules', () => {
    expect(
      reasonOf({
        message: 'Error when communicating with OpenAI: Invalid URL (POST /v1/chat/completions)',
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: 'Connection error while communicating with MCP server' })).toBe(
      'format_error',
    );
  });
});

describe('Zed\'s bare "failed to stream completion" (held h1907-zed-failed-stream-completion)', () => {
  it('reads the bare wrapper as naming no cause', () => {
    expect(classified({ message: 'failed to stream completion' })).toEqual({
      reason: 'unknown',
      rule: 'message.stream_completion_failed_bare',
    });
  });
  it('reads it with an "Error:" prefix, capitals and a full stop', () => {
    expect(ruleOf({ message: 'Error: Failed to stream completion.' })).toBe(
      'message.stream_completion_failed_bare',
    );
  });
  it("leaves the provider's words after it to decide", () => {
    expect(
      reasonOf({
        message: 'failed to stream completion: 400 Bad Request Invalid JSON payload received',
      }),
    ).toBe('format_error');
    expect(
      ruleOf({ message: 'failed to stream completion: upstream returned 429 Too Many Requests' }),
    ).not.toBe('message.stream_completion_failed_bare');
  });
});

describe('"Unknown message type: rate_limit_event" (held h1904-anthropic-sdk-unknown-rate-limit-event)', () => {
  it("reads claude-agent-sdk's parse failure as no limit stated", () => {
    expect(
      classified({
        message: 'Agent error: Unknown message type: rate_limit_event',
        cause: { message: 'Unknown message type: rate_limit_event' },
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.unknown_message_type_bare' });
  });
  it("reads the SDK's class rendering and rust-genai's capitals for an error event", () => {
    expect(ruleOf({ message: 'MessageParseError: Unknown message type: rate_limit_event' })).toBe(
      'message.unknown_message_type_bare',
    );
    expect(
      ruleOf({
        message: 'WARN genai::adapter::adapters::anthropic::streamer: UNKNOWN MESSAGE TYPE: error',
      }),
    ).toBe('message.unknown_message_type_bare');
  });
  it("leaves a type carrying the provider's words, and a real rate limit, alone", () => {
    expect(
      reasonOf({
        message:
          "Unknown message type: { message_type: 'quota_exceeded', error: 'You have exceeded your quota.' }",
      }),
    ).toBe('billing');
    // Not one of the two held literal types: not this rule's (review 1, session 75).
    expect(ruleOf({ message: 'Unknown message type: rate_limit_exceeded' })).not.toBe(
      'message.unknown_message_type_bare',
    );
  });
});

describe('Coze\'s "Something wrong occurs, please retry" (held h849-coze-something-wrong-702240010)', () => {
  const words =
    'Something wrong occurs, please retry. If the error persists, please contact the support team.';
  it('reads the webSdk code with its msg as naming no cause', () => {
    expect(
      classified({
        body: { code: 702240010, msg: words },
        message: `[ERRO] {"code":702240010,"msg":"${words}"}`,
        code: '702240010',
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.something_wrong_occurs_retry' });
  });
  it('reads the text alone (h244) and in capitals with "try again"', () => {
    expect(ruleOf({ message: words })).toBe('message.something_wrong_occurs_retry');
    expect(ruleOf({ message: 'SOMETHING WRONG OCCUR, PLEASE TRY AGAIN.' })).toBe(
      'message.something_wrong_occurs_retry',
    );
  });
  it('leaves a transport failure beside it and a stated status to their readings', () => {
    expect(
      reasonOf({
        message: 'Something wrong occurs, please retry: connect ECONNREFUSED 127.0.0.1:443',
      }),
    ).toBe('timeout');
    expect(reasonOf({ status: 429, message: 'Something wrong occurs, please retry.' })).toBe(
      'rate_limit',
    );
  });
});

describe("the HF inference SDK's output check (held h1184-huggingface-inferenceoutputerror-expected-blob)", () => {
  it('reads "Invalid inference output: Expected Blob" as naming no cause', () => {
    expect(
      classified({
        name: 'InferenceOutputError',
        message:
          "InferenceOutputError: Invalid inference output: Expected Blob. Use the 'request' method with the same parameters to do a custom call with no type checking.",
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.inference_output_unchecked' });
  });
  it('reads the text-generation shape it expected (h1184 generated-text) the same', () => {
    expect(
      ruleOf({ message: 'Invalid inference output: Expected Array<{generated_text: string}>.' }),
    ).toBe('message.inference_output_unchecked');
  });
  it("leaves the SDK's other words, a request's validation and a stated status alone", () => {
    expect(
      reasonOf({
        message: 'InferenceOutputError: Model mistralai/Mistral-7B is currently loading',
      }),
    ).toBe('overloaded');
    expect(reasonOf({ message: 'Invalid input: expected array, received string' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 503, message: 'Invalid inference output: Expected Blob.' })).toBe(
      'overloaded',
    );
  });
});
