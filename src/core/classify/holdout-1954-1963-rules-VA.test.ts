/**
 * Rule group VA (session 76): held-out misses of batches 1954–1963 whose wordings the held lines
 * label one way, each read by its own rule; their neighbours keep their readings.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a model a token-count endpoint refuses (h1959-vertex-count-tokens-model-suffix, h468: model_not_found)', () => {
  const rule = 'message.token_counting_model_unsupported';
  it('reads the held wording', () => {
    expect(
      classified({ message: 'claude-sonnet-4-6@default is not supported for token counting' }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: the body, capitals', () => {
    expect(
      classified({
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'Claude-Opus-4@001 Is Not Supported For Token Counting',
          },
        },
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('leaves a content kind the counter refuses, named without a model id, to the request', () => {
    const content = { message: 'image content is not supported for token counting' };
    expect(ruleOf(content)).not.toBe(rule);
    expect(reasonOf(content)).not.toBe('model_not_found');
    expect(ruleOf({ message: 'temperature is not supported for this request' })).not.toBe(rule);
  });
});

describe("aider's unknown model metadata (h1960-aider-ollama-unknown-costs: model_not_found)", () => {
  const rule = 'message.model_metadata_unknown';
  it('reads the held wordings, without the guesses', () => {
    expect(
      classified({
        message:
          'Warning for ollama/qwen2.5-coder: Unknown context window size and costs, using sane defaults.',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
    expect(
      classified({
        message:
          'Warning for openrouter/openai/gpt-4o-mini: Unknown context window size and costs, using sane defaults.',
      }),
    ).toEqual({ reason: 'model_not_found', rule });
  });
  it('reads another rendering: a model prefix, capitals', () => {
    expect(
      reasonOf({
        message: 'Model my-model: UNKNOWN CONTEXT WINDOW SIZE AND COSTS, using sane defaults',
      }),
    ).toBe('model_not_found');
  });
  it('leaves a context window exceeded to the overflow rules', () => {
    expect(reasonOf({ message: 'This request exceeds the context window size of the model' })).toBe(
      'context_overflow',
    );
    // The same words about a window that is known and was exceeded: not the metadata warning.
    expect(
      reasonOf({ message: 'Context window size of 8192 tokens exceeded: 9120 tokens requested' }),
    ).toBe('context_overflow');
    expect(ruleOf({ message: 'context window size unknown for this model' })).not.toBe(rule);
  });
});

describe('a truncation the agent says its output cap caused (h1962-kimi-response-truncated-max-tokens, h1962-strands-maxtokens-unrecoverable: context_overflow)', () => {
  const rule = 'message.output_cap_truncation_said';
  it('reads the held wordings', () => {
    expect(classified({ message: 'Response truncated (max_tokens)' })).toEqual({
      reason: 'context_overflow',
      rule,
    });
    expect(
      classified({
        name: 'MaxTokensReachedException',
        message: 'Agent has reached an unrecoverable state due to max_tokens limit.',
      }),
    ).toEqual({ reason: 'context_overflow', rule });
  });
  it('reads another rendering: a prefix, max_output_tokens', () => {
    expect(
      reasonOf({ message: 'Error: response truncated (max_output_tokens) after 3 tries' }),
    ).toBe('context_overflow');
    expect(
      reasonOf({
        message:
          'MaxTokensReachedException: Agent has reached an unrecoverable state due to max_tokens limit. For more information see …',
      }),
    ).toBe('context_overflow');
  });
  it('leaves a bare truncation, which names no cause', () => {
    expect(ruleOf({ message: 'Turn failed (model): model response truncated' })).not.toBe(rule);
    expect(ruleOf({ message: 'Response truncated by the proxy' })).not.toBe(rule);
  });
});

describe("Anthropic web_search's max_uses_exceeded (h1956-anthropic-web-search-max-uses-exceeded: format_error)", () => {
  const rule = 'message.web_search_max_uses_exceeded';
  it('reads the held wording', () => {
    expect(classified({ message: 'Error: max_uses_exceeded', code: 'max_uses_exceeded' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('reads another rendering: the tool result error in a body', () => {
    expect(
      reasonOf({
        body: { type: 'web_search_tool_result_error', error_code: 'MAX_USES_EXCEEDED' },
        message: 'web_search_tool_result_error: max_uses_exceeded',
      }),
    ).toBe('format_error');
  });
  it('leaves the tool-field refusal to its rule and a rate limit alone', () => {
    expect(ruleOf({ message: 'Extra inputs are not permitted: tools.0.max_uses' })).not.toBe(rule);
    expect(ruleOf({ message: 'max_uses must be greater than 0' })).not.toBe(rule);
    expect(reasonOf({ status: 429, message: 'Too many requests: max uses per minute' })).toBe(
      'rate_limit',
    );
  });
});

describe('chat roles a template refuses under a 500 (h1958-ollama-500-no-user-query, h1958-nvidia-500-alternate-roles, h1958-nvidia-500-last-role-user: format_error)', () => {
  it('reads the held wordings under their 500', () => {
    expect(
      classified({ status: 500, message: 'HTTP 500 no user query found in messages' }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.chat_roles_refused' });
    expect(
      classified({
        status: 500,
        message:
          "chat messages must alternate roles between 'user' and 'assistant'. Message may have a leading 'system' role message",
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.chat_roles_refused' });
    expect(
      classified({
        status: 500,
        body: '"Internal Server Error\\",\\"status\\":500,\\"detail\\":\\"Last message role should be \'user\'',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.chat_roles_refused' });
  });
  it('reads another rendering: without a status, capitals', () => {
    expect(
      classified({ message: 'ValueError: fail to build prompt, No user query found in messages.' })
        .reason,
    ).toBe('format_error');
    expect(ruleOf({ message: 'Last message role must be "user"' })).toBe(
      'message.chat_roles_refused',
    );
  });
  it('leaves a plain 500 and another server fault to the status', () => {
    expect(reasonOf({ status: 500, message: 'Internal Server Error' })).toBe('server_error');
    expect(
      ruleOf({ status: 500, message: 'user query failed: the model roles table is unavailable' }),
    ).not.toBe('status.500.chat_roles_refused');
    expect(reasonOf({ status: 500, message: 'no GPU found in the node' })).toBe('server_error');
  });
});

describe("LiteLLM proxy's max budget under a 429 (h1960-litellm-proxy-max-budget-zero-cost: billing)", () => {
  it('reads the held wording', () => {
    expect(classified({ status: 429, message: 'Max budget limit reached.' })).toEqual({
      reason: 'billing',
      rule: 'status.429.max_budget',
    });
  });
  it('reads another rendering: a wrapper', () => {
    expect(
      reasonOf({
        status: 429,
        message: 'litellm.RateLimitError: Max Budget Exceeded for user abc',
      }),
    ).toBe('billing');
  });
  it('leaves a 429 with a window to the rate limit', () => {
    expect(
      reasonOf({ status: 429, message: 'Rate limit reached. Max requests per minute: 60' }),
    ).toBe('rate_limit');
    // A budget said to reset is a window, which waiting ends (session 76 review 1).
    const resets = {
      status: 429,
      message: 'Max budget exceeded for this hour, resets in 12 minutes',
    };
    expect(ruleOf(resets)).not.toBe('status.429.max_budget');
  });
});

describe("llama.cpp's 'Failed to parse arguments' (h1963-llamacpp-failed-parse-arguments: format_error)", () => {
  const rule = 'message.tools_unparseable';
  it('reads the held wording', () => {
    expect(
      classified({
        message:
          "Failed to parse arguments: [json.exception.parse_error.101] parse error at line 1, column 6: syntax error while parsing object separator - invalid literal; last read: '\"{\"fi'; expected ':'",
      }),
    ).toEqual({ reason: 'format_error', rule });
  });
  it('reads another rendering: under its 500', () => {
    expect(
      classified({
        status: 500,
        message:
          'failed to parse arguments: [json.exception.parse_error.101] parse error at line 1, column 1: unexpected end of input',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.500.tools_unparseable' });
  });
  it("leaves an unparsed response and a command line's arguments to their rules", () => {
    expect(ruleOf({ message: 'Failed to parse response: unexpected end of input' })).not.toBe(rule);
    expect(ruleOf({ message: 'error: Failed to parse arguments: unknown flag --foo' })).not.toBe(
      rule,
    );
  });
});

describe("vLLM's streaming tool-call handler failing (h1963-vllm-hermes-stream-substring: server_error)", () => {
  const rule = 'message.streaming_tool_call_handler_failed';
  it('reads the held wording', () => {
    expect(
      classified({
        message: 'Error trying to handle streaming tool call.',
        cause: { name: 'ValueError', message: 'substring not found' },
      }),
    ).toEqual({ reason: 'server_error', rule });
  });
  it('reads another rendering: the log line with its exception', () => {
    expect(
      reasonOf({
        message:
          'ERROR serving_chat.py: Error trying to handle streaming tool call. ValueError: substring not found',
      }),
    ).toBe('server_error');
  });
  it('leaves a model not found alone', () => {
    expect(reasonOf({ status: 404, message: 'The model `qwen-72b` does not exist.' })).toBe(
      'model_not_found',
    );
    expect(ruleOf({ message: 'streaming tool calls are not supported' })).not.toBe(rule);
  });
});
