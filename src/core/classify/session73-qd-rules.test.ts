/**
 * Session 73's vote-only clusters (rule group QD): provider and client wordings that only the word
 * vote read are read by a rule, as every held line with them labels them; their neighbours keep
 * their readings.
 */
import { describe, expect, it } from 'vitest';
import { classified } from '../../../test/support/classified.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe("more clients' status lines for a bare 404, ending the text (model_not_found)", () => {
  const rule = 'status.404.client_status_line';
  it('reads the held wordings under their 404', () => {
    for (const message of [
      '[OpenAI] API request failed with status 404',
      'Error: Gemini returned HTTP 404',
      'Fetch error: Error: Server responded with status code: 404',
      'nemoguardrails.actions.llm.utils.LLMCallException: LLM Call Exception: Ollama call failed with status code 404.',
      'Some error has occurred. Statuscode: 404',
      'GPT request error, status code: 404',
      'Failed to convert the response to stream. Received status code: 404.',
      'Error getting response: Error code: 404. (request_id: None)',
      'Error: Error generating titles: Not Found (404)',
      'error while generating text：request failed， status 404',
      'HTTP/2 404 returned for `https://api.anthropic.com/v1/messages`.',
      '⚠️ HTTP/2 404 returned for "https://api.anthropic.com/v1/messages"',
    ]) {
      expect(classified({ status: 404, message }), message).toEqual({
        reason: 'model_not_found',
        rule,
      });
    }
  });
  it('reads another rendering: the status only in the text, other casing', () => {
    expect(classified({ message: 'Error: GEMINI RETURNED HTTP 404' })).toEqual({
      reason: 'model_not_found',
      rule,
    });
    expect(classified({ message: 'Ollama call failed with status code 404' }).reason).toBe(
      'model_not_found',
    );
    expect(classified({ message: 'Error: Chat returned HTTP 404' }).reason).toBe('model_not_found');
  });
  it('leaves a headline naming another step, words after the status, and other statuses alone', () => {
    expect(
      classified({ status: 404, message: 'Credentials validation failed with status code 404' })
        .rule,
    ).not.toBe(rule);
    expect(
      classified({
        status: 404,
        message: 'Failed to build vector store: Server responded with status code: 404',
      }).rule,
    ).not.toBe(rule);
    expect(
      classified({ status: 404, message: 'Gemini returned HTTP 404: model gemini-9 not found' })
        .rule,
    ).not.toBe(rule);
    expect(
      classified({
        status: 404,
        message: 'HTTP POST https://api.deepseek.com/responses failed with status code 404',
      }).rule,
    ).not.toBe(rule);
    expect(
      classified({ status: 429, message: 'Ollama call failed with status code 429.' }).reason,
    ).toBe('rate_limit');
    expect(classified({ status: 401, message: 'Error: Gemini returned HTTP 401' }).reason).toBe(
      'auth',
    );
  });
});

describe("GitHub Copilot Chat's firewall-and-network reason (timeout)", () => {
  const rule = 'transport.copilot_network_reason';
  const reason = (code: string) =>
    `Sorry, your request failed. Please try again. Request id: 08e9ce50-f5d7-499e-be56-c2af17652483\n\nReason: Please check your firewall rules and network connection then try again. Error Code: ${code}.`;
  it('reads the held wordings', () => {
    for (const code of ['net::ERR_FAILED', 'net::ERR_HTTP2_PROTOCO']) {
      expect(classified({ message: reason(code) }), code).toEqual({ reason: 'timeout', rule });
    }
    // Rule group QA reads this Chromium code itself in the transport text, a step earlier.
    expect(classified({ message: reason('net::ERR_NETWORK_IO_SUSPENDED') })).toEqual({
      reason: 'timeout',
      rule: 'transport.text',
    });
  });
  it('reads another rendering: other casing, in an Error wrapper', () => {
    expect(
      classified({
        message: 'Error: PLEASE CHECK YOUR FIREWALL RULES AND NETWORK CONNECTION then try again.',
      }),
    ).toEqual({ reason: 'timeout', rule });
  });
  it('leaves a large session and the codes other rules read alone', () => {
    // A disconnect code on a large session is the session's size (the disconnect step comes first).
    const big = classifyError(
      errorFromDescriptor({ message: reason('net::ERR_CONNECTION_CLOSED') }),
      { approxTokens: 190_000, contextLength: 200_000 },
    );
    expect(big.reason).toBe('context_overflow');
    expect(classified({ message: reason('net::ERR_TIMED_OUT') }).rule).not.toBe(rule);
    // A firewall's own block is no network failure.
    expect(
      classified({ status: 403, message: 'Blocked by firewall rules: request denied' }).reason,
    ).not.toBe('timeout');
  });
});

describe("GitHub Copilot's exhausted premium model quota (billing)", () => {
  const rule = 'message.copilot_premium_model_quota';
  it('reads the held wordings', () => {
    for (const message of [
      "You've exhausted your premium model quota. Please enable additional paid premium requests, upgrade to Copilot Pro+, or wait for your allowance to renew.",
      "exhausted my premium model quota. Please reach out to your organization's Copilot admin to enable additional paid premium requests or wait for your allowance to renew.",
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'billing', rule });
    }
  });
  it('reads another rendering: a wrapper, other casing', () => {
    expect(classified({ message: 'Error: You have EXHAUSTED YOUR PREMIUM MODEL QUOTA.' })).toEqual({
      reason: 'billing',
      rule,
    });
  });
  it('leaves a transient premium-request rate limit alone', () => {
    expect(
      classified({
        status: 429,
        message: 'Sorry, you have been rate-limited. Please wait 3 minutes before trying again.',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("Gemini CLI's and Qwen Code's missing auth method (auth_permanent)", () => {
  const rule = 'message.cli_auth_method';
  it('reads the held wordings', () => {
    for (const message of [
      'Please set an Auth method in your /root/.gemini/settings.json or specify one of the following environment variables before running: GEMINI_API_KEY, GOOGLE_GENAI_USE_VERTEXAI, GOOGLE_GENAI_USE_GCA',
      'Please set an Auth method in your /root/.qwen/settings.json or specify one of the following environment variables before running: GEMINI_API_KEY, OPENAI_API_KEY\nSandbox process exited with code: 1, signal: null',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'auth_permanent', rule });
    }
  });
  it('reads another rendering: a Windows path, other casing', () => {
    expect(
      classified({
        message: 'Error: PLEASE SET AN AUTH METHOD IN YOUR C:\\Users\\me\\.gemini\\settings.json',
      }),
    ).toEqual({ reason: 'auth_permanent', rule });
  });
  it("reads the CLI's invalid-method check too, and leaves a rejected key alone", () => {
    // The CLI's other check (batch 1812) is read by the same rule since rule group QB's merge.
    expect(classified({ message: 'Invalid auth method selected.' })).toEqual({
      reason: 'auth_permanent',
      rule,
    });
    expect(classified({ status: 401, message: 'Invalid API key' }).rule).not.toBe(rule);
  });
});

describe("SGLang's router without a free worker (overloaded)", () => {
  const rule = 'message.sglang_no_available_servers';
  it('reads the held wording', () => {
    expect(
      classified({ message: 'No available servers: Failed to select prefill worker' }),
    ).toEqual({ reason: 'overloaded', rule });
  });
  it('reads another rendering: the decode pool, a wrapper', () => {
    expect(
      classified({ message: 'Error: NO AVAILABLE SERVERS: failed to select decode worker' }),
    ).toEqual({ reason: 'overloaded', rule });
  });
  it('leaves other wordings alone', () => {
    expect(classified({ message: 'No available servers configured for model foo' }).rule).not.toBe(
      rule,
    );
    expect(
      classified({ status: 503, message: 'No available servers: Failed to select prefill worker' })
        .reason,
    ).toBe('overloaded');
  });
});

describe("Anthropic's schema grammar too complex (format_error)", () => {
  const rule = 'message.schema_grammar_too_complex';
  it('reads the held wordings', () => {
    for (const message of [
      'Schema is too complex for compilation. Try reducing the number of tools or simplifying tool schemas."',
      'Schemas contains too many optional parameters (87), which would make grammar compilation inefficient. Reduce the number of optional parameters in your tool schemas (limit: 24).',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: under a 400, other casing', () => {
    expect(
      classified({ status: 400, message: 'SCHEMAS ARE TOO COMPLEX FOR COMPILATION.' }).reason,
    ).toBe('format_error');
    expect(classified({ message: 'Error: schema is too complex for compilation' })).toEqual({
      reason: 'format_error',
      rule,
    });
  });
  it('leaves a grammar too large for the context alone', () => {
    expect(classified({ message: 'The prompt is too long for compilation' }).rule).not.toBe(rule);
  });
});

describe("Ollama's chat template reading a field the request lacks, without a status (format_error)", () => {
  const rule = 'message.chat_template_field';
  it('reads the held wordings', () => {
    for (const message of [
      'Error: template: :28:7: executing "" at <.ToolCalls>: can\'t evaluate field ToolCalls in type *api.Message',
      'Error: template: :7:3: executing "" at <.Response>: can\'t evaluate field Response in type struct { First bool; System string }',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'format_error', rule });
    }
  });
  it('reads another rendering: under its 500, as before', () => {
    expect(
      classified({
        status: 500,
        message:
          'template: :6:10: executing "" at <.Tools>: can\'t evaluate field Tools in type api.Tools',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves other template failures alone', () => {
    expect(
      classified({ message: 'Error: template: :3: function "currentDate" not defined' }).rule,
    ).not.toBe(rule);
  });
});

describe('a client\'s "Context too large" notice (context_overflow)', () => {
  const rule = 'message.context_too_large_notice';
  it('reads the held wordings', () => {
    for (const message of ['Context too large', 'Context too long. Retrying with 80%..']) {
      expect(classified({ message }), message).toEqual({ reason: 'context_overflow', rule });
    }
  });
  it('reads another rendering: an Error prefix, other casing', () => {
    expect(classified({ message: 'Error: CONTEXT TOO LARGE' })).toEqual({
      reason: 'context_overflow',
      rule,
    });
  });
  it('leaves the words inside another sentence alone', () => {
    expect(
      classified({ message: 'The cache context too large to load was skipped' }).rule,
    ).not.toBe(rule);
  });
});

describe("max_tokens over the cap without a status, in Groq's and Volcengine's words (context_overflow)", () => {
  const rule = 'message.max_tokens_too_large';
  it('reads the held wordings', () => {
    for (const message of [
      'APICallError [AI_APICallError]: max_tokens for preview model `llama-3.1-8b-instant` must be less than or equal to 8000',
      'AI_APICallError: `max_tokens` must be less than or equal to `16384`',
      'Model Parameter max_tokens should be less than or equal to 12288.0.',
    ]) {
      expect(classified({ message }), message).toEqual({ reason: 'context_overflow', rule });
    }
  });
  it('reads another rendering: under a 400 with the repair to the cap', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        message: '`max_tokens` must be less than or equal to `16384`',
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 16384 });
  });
  it('leaves other parameters over their bounds, and pydantic\'s "Input should be", alone', () => {
    expect(
      classified({ message: 'max_tokens: Input should be less than or equal to 8192' }).rule,
    ).not.toBe(rule);
    expect(
      classified({ status: 400, message: 'temperature should be less than or equal to 1' }).reason,
    ).toBe('format_error');
    expect(
      classified({ status: 400, message: '`top_logprobs` must be less than or equal to 5' }).reason,
    ).toBe('format_error');
  });
});
