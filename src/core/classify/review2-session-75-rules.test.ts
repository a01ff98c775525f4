/**
 * Review 2 of session 75's rule groups UD, UE and UF: the reviewer's descriptors and their
 * neighbours, read by the narrowed or moved rules (rule group UT).
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('problem 1: an undetected embedding dimension yields to a cause said after it (held h1942-ollama-claudecontext-detect-dimension)', () => {
  it('keeps the held bare headline and its LiteLLM sibling as format_error', () => {
    expect(
      classified({ message: 'Failed to detect dimension for model mxbai-embed-large' }),
    ).toEqual({ reason: 'format_error', rule: 'message.embedding_dimension_undetected' });
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model gemini-embedding-001: 400 litellm.UnsupportedParamsError: vertex_ai does not support parameters: encoding_format',
      }),
    ).toBe('format_error');
  });
  it('lets the cause after it decide', () => {
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model nomic-embed-text: model "nomic-embed-text" not found, try pulling it first',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model text-embedding-3-small: Incorrect API key provided: sk-abc***',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model text-embedding-3-small: You exceeded your current quota, please check your plan and billing details',
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model text-embedding-3-small: Rate limit reached for requests',
      }),
    ).toBe('rate_limit');
  });
});

describe("problem 2: a proxy's failed provider authentication yields to a cause said after it (held h1952-openhands-cloud-error-authenticating-llm-provider)", () => {
  it('keeps the bare sentence as auth', () => {
    expect(classified({ message: 'Error authenticating with LLM provider' })).toEqual({
      reason: 'auth',
      rule: 'message.provider_authentication_error',
    });
  });
  it('lets a low balance after it decide', () => {
    expect(
      reasonOf({
        message:
          'Error authenticating with LLM provider: Your credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
      }),
    ).toBe('billing');
  });
});

describe('problem 3: "returned empty content" is read with the other empty answers, after the causes (held h1948-xagent-empty-content-no-tool-calls)', () => {
  it('keeps the held wording as server_error, through the empty-answer rule', () => {
    expect(classified({ message: 'LLM returned empty content and no tool calls' })).toEqual({
      reason: 'server_error',
      rule: 'message.empty_answer_said',
    });
    expect(reasonOf({ message: 'Model returned empty content' })).toBe('server_error');
  });
  it('lets a cause after it decide', () => {
    expect(
      reasonOf({
        message:
          "LLM returned empty content: the prompt exceeds the model's context length (8192 tokens)",
      }),
    ).toBe('context_overflow');
    expect(reasonOf({ message: "LLM returned empty content: model 'llama3' not found" })).toBe(
      'model_not_found',
    );
  });
  it('does not read a reply said blocked', () => {
    expect(
      ruleOf({ message: 'LLM returned empty content because the response was blocked by safety' }),
    ).not.toBe('message.empty_answer_said');
  });
});

describe('problem 4: a proxy\'s "Upstream proxy request failed" reads only the bare held shape (held h1729-vision-proxy-upstream-proxy-request-failed)', () => {
  it('keeps the held body as server_error', () => {
    expect(
      reasonOf({
        status: 502,
        body: { error: { message: 'Upstream proxy request failed', type: 'proxy_error' } },
      }),
    ).toBe('server_error');
    expect(reasonOf({ message: 'Upstream proxy request failed' })).toBe('server_error');
  });
  it('lets a cause after a colon decide', () => {
    expect(reasonOf({ message: 'Upstream proxy request failed: invalid api key' })).toBe(
      'auth_permanent',
    );
    // The words name the proxy's upstream, so the relay's limit reading decides.
    expect(reasonOf({ message: 'Upstream proxy request failed: rate limit exceeded' })).toMatch(
      /rate_limit$/,
    );
  });
});

describe('problem 5: "Unsupported data type" reads only the bare sentence (held h123-azure-genie-vscode-unsupported-data-type)', () => {
  it('keeps the held renderings', () => {
    expect(classified({ message: 'openai.BadRequestError: Unsupported data type' })).toEqual({
      reason: 'format_error',
      rule: 'message.unsupported_data_type',
    });
    expect(
      reasonOf({
        message:
          "Invalid response object from API: 'Unsupported data type\\n' (HTTP response code was 400)",
      }),
    ).toBe('format_error');
    expect(ruleOf({ body: { error: { message: 'Unsupported data type' } } })).toBe(
      'message.unsupported_data_type',
    );
  });
  it("leaves a runtime's number type to other readings", () => {
    expect(ruleOf({ message: 'RuntimeError: Unsupported data type: bfloat16' })).not.toBe(
      'message.unsupported_data_type',
    );
    expect(ruleOf({ message: 'TypeError: unsupported data type float16 for tensor' })).not.toBe(
      'message.unsupported_data_type',
    );
  });
});

describe('problem 6: "Extra data" is not read for an answer parsed as one object (held h1947-local-hass-extra-data-parallel)', () => {
  it('keeps the held request-side wordings', () => {
    expect(
      classified({
        message: 'Error handling API response: Extra data: line 1 column 55 (char 54)',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.json_extra_data' });
    expect(ruleOf({ message: 'Extra data: line 1 column 82 (char 81)' })).toBe(
      'message.json_extra_data',
    );
  });
  it('leaves a streamed answer parsed as one object', () => {
    expect(
      ruleOf({
        message:
          'Extra data: line 2 column 1 (char 90) while parsing response from http://localhost:11434/api/generate',
      }),
    ).not.toBe('message.json_extra_data');
    expect(
      ruleOf({
        message: 'Extra data: line 1 column 12 (char 11) when parsing the response',
      }),
    ).not.toBe('message.json_extra_data');
  });
});

describe('problem 7: a MAX_TOKENS stop reads as the budget only without text, as the body reader (held h1948-vertex-gemini-max-tokens-no-parts)', () => {
  const noText = { candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS' }] };
  const withText = {
    candidates: [
      { content: { role: 'model', parts: [{ text: 'partial' }] }, finishReason: 'MAX_TOKENS' },
    ],
  };
  it('reads a response without text, as a body and as text', () => {
    expect(reasonOf({ body: noText })).toBe('context_overflow');
    expect(reasonOf({ message: JSON.stringify(noText) })).toBe('context_overflow');
    expect(
      classified({
        message: 'Response: candidates { content { role: "model" } finish_reason: MAX_TOKENS }',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.output_budget_stop_reason' });
  });
  it('leaves a response with text, as a body and as text', () => {
    expect(reasonOf({ body: withText })).toBe('unknown');
    expect(ruleOf({ message: JSON.stringify(withText) })).not.toBe(
      'message.output_budget_stop_reason',
    );
    expect(reasonOf({ message: JSON.stringify(withText) })).not.toBe('context_overflow');
    expect(
      ruleOf({
        message:
          'Response: candidates { content { parts { text: "partial" } role: "model" } finish_reason: MAX_TOKENS }',
      }),
    ).not.toBe('message.output_budget_stop_reason');
  });
  it('keeps Codex\'s "Incomplete response returned, reason: max_output_tokens"', () => {
    expect(reasonOf({ message: 'Incomplete response returned, reason: max_output_tokens' })).toBe(
      'context_overflow',
    );
  });
});

describe('problem 8: "Invalid JSON response from LLM" reads as an agent\'s unparsed reply (held h1943-anthropic-baml-validation-missing-required-field)', () => {
  it('reads it as the unparsed-reply wording does', () => {
    expect(
      classified({ message: 'Invalid JSON response from LLM: Unexpected token < in JSON' }),
    ).toEqual({ reason: 'unknown', rule: 'message.llm_reply_unparsed' });
    expect(reasonOf({ message: 'Invalid JSON response from the model' })).toBe('unknown');
    expect(reasonOf({ message: 'Failed to parse LLM response as JSON' })).toBe('unknown');
  });
  it("keeps a client's bare invalid JSON response as server_error", () => {
    expect(reasonOf({ message: 'Invalid JSON response' })).toBe('server_error');
  });
});
