/**
 * Rule group UD's rules (session 75): the misses of held-out batches 1938–1952 read by a general
 * rule, each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('A client\'s "Invalid JSON response" with a prefix or a detail (held h1941-gemini-boltdiy-invalid-json-response, h1944-openai-compatible-jarvis-invalid-json-sse)', () => {
  it('reads the unreadable answer as the server fault', () => {
    expect(classified({ message: 'Custom error: Invalid JSON response' })).toEqual({
      reason: 'server_error',
      rule: 'message.invalid_json_response',
    });
    expect(
      reasonOf({
        message:
          'Error: Error: Invalid JSON response: Unexpected token \'d\', "data: {"id"... is not valid JSON',
        name: 'Error',
      }),
    ).toBe('server_error');
  });
  it('reads another prefix in capitals', () => {
    expect(reasonOf({ message: 'LLM call failed — INVALID JSON RESPONSE from endpoint' })).toBe(
      'server_error',
    );
  });
  it("leaves a request's response format or schema, node-fetch's body wording and a 504 alone", () => {
    expect(ruleOf({ message: 'Invalid JSON response_format: type must be json_schema' })).not.toBe(
      'message.invalid_json_response',
    );
    expect(ruleOf({ message: 'Error: invalid JSON response schema supplied' })).not.toBe(
      'message.invalid_json_response',
    );
    expect(
      ruleOf({
        message:
          'invalid json response body at https://api.deepseek.com/chat/completions reason: Unexpected end of JSON input',
      }),
    ).toBe('message.response_not_json');
    expect(
      reasonOf({ status: 504, message: '[ModelProvider] Invalid JSON response (HTTP 504)' }),
    ).toBe('timeout');
  });
});

describe('A generation stopped at its output budget (held h1948-openai-codex-incomplete-max-output-tokens)', () => {
  it("reads Codex's incomplete reason max_output_tokens as the token budget", () => {
    expect(
      classified({
        message:
          'stream disconnected before completion: Incomplete response returned, reason: max_output_tokens',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.output_budget_stop_reason' });
  });
  it("reads the Responses API's incomplete_details and a printed finish_reason the same way", () => {
    expect(
      reasonOf({
        message:
          'response.incomplete: {"status":"incomplete","incomplete_details":{"reason":"max_output_tokens"}}',
      }),
    ).toBe('context_overflow');
    expect(reasonOf({ message: 'Gemini returned no text (finish_reason: MAX_TOKENS)' })).toBe(
      'context_overflow',
    );
  });
  it('leaves the same Codex sentence with a content filter to the filter, and a cut stream alone', () => {
    expect(
      reasonOf({
        message:
          'stream disconnected before completion: Incomplete response returned, reason: content_filter',
      }),
    ).toBe('content_policy');
    expect(
      ruleOf({ message: 'stream disconnected before completion: error sending request' }),
    ).not.toBe('message.output_budget_stop_reason');
  });
});

describe("Gemini's empty candidate stopped at MAX_TOKENS (held h1948-vertex-gemini-max-tokens-no-parts)", () => {
  const usage = { promptTokenCount: 1706, thoughtsTokenCount: 2999, totalTokenCount: 4705 };
  it('reads a candidate with no parts and finishReason MAX_TOKENS as the token budget', () => {
    expect(
      classified({
        body: {
          candidates: [{ content: { role: 'model' }, finishReason: 'MAX_TOKENS' }],
          usageMetadata: usage,
        },
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.empty_candidate_at_output_budget' });
  });
  it('reads it with an empty parts list too', () => {
    expect(
      reasonOf({
        body: {
          candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'MAX_TOKENS' }],
        },
      }),
    ).toBe('context_overflow');
  });
  it('leaves a candidate with parts, and a safety stop, to their readings', () => {
    expect(
      ruleOf({
        body: {
          candidates: [
            {
              content: { role: 'model', parts: [{ text: 'partial' }] },
              finishReason: 'MAX_TOKENS',
            },
          ],
        },
      }),
    ).not.toBe('message.empty_candidate_at_output_budget');
    // A reply with text at its budget is no error: no rule decides (review 2, group UT).
    expect(
      reasonOf({
        body: {
          candidates: [
            {
              content: { role: 'model', parts: [{ text: 'partial' }] },
              finishReason: 'MAX_TOKENS',
            },
          ],
        },
      }),
    ).toBe('unknown');
    expect(
      reasonOf({
        body: { candidates: [{ content: { role: 'model' }, finishReason: 'SAFETY' }] },
      }),
    ).toBe('content_policy');
  });
});

describe("An agent's parser that could not fit the model's reply (held h1943-anthropic-baml-validation-missing-required-field)", () => {
  it('reads BAML\'s "Failed to parse LLM response" as no stated cause', () => {
    expect(
      classified({
        message:
          'Failed to parse LLM response: Failed to coerce value: <root>: Failed while parsing required fields: missing=1, unparsed=0 - <root>: Missing required field: data',
        name: 'BamlValidationError',
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.llm_reply_unparsed' });
  });
  it('reads the "as JSON" rendering and the possessive the same way', () => {
    expect(reasonOf({ message: 'Failed to parse LLM response as JSON' })).toBe('unknown');
    expect(reasonOf({ message: "Error: failed to parse the LLM's response" })).toBe('unknown');
  });
  it("leaves a response that is not the LLM's, and a required field of the request, to their rules", () => {
    expect(
      reasonOf({
        message: 'Failed to parse response as JSON: Expecting value: line 1 column 1 (char 0)',
      }),
    ).toBe('server_error');
    expect(reasonOf({ message: 'Missing required field: messages' })).toBe('format_error');
  });
});

describe('fetch\'s "Failed to parse URL from" (held h1941-ollama-dyad-parse-url-0000)', () => {
  it("reads the client's own unparsable URL as no answer to read", () => {
    expect(
      classified({
        message: 'Sorry, there was an error from the AI: Failed to parse URL from 0.0.0.0/chat',
      }),
    ).toEqual({ reason: 'unknown', rule: 'message.fetch_url_unparsed' });
  });
  it('reads the TypeError rendering the same way', () => {
    expect(
      ruleOf({
        message: 'TypeError: Failed to parse URL from localhost:11434/api/chat',
        name: 'TypeError',
      }),
    ).toBe('message.fetch_url_unparsed');
  });
  it('leaves a URL error with a status, and a refused connection, to their rules', () => {
    expect(ruleOf({ status: 404, message: 'Not Found' })).not.toBe('message.fetch_url_unparsed');
    expect(
      reasonOf({ message: 'TypeError: fetch failed: connect ECONNREFUSED 127.0.0.1:11434' }),
    ).toBe('timeout');
  });
});

describe("ZeroGPU's GPU duration over the tier's cap (held h1940-zerogpu-duration-over-max)", () => {
  it('reads the per-tier duration cap as billing', () => {
    expect(
      classified({
        message: 'The requested GPU duration (300s) is larger than the maximum allowed',
      }),
    ).toEqual({ reason: 'billing', rule: 'message.zerogpu_duration_over_tier_cap' });
  });
  it('reads it with the nonsense negative retry and in the gradio wrapper', () => {
    expect(
      reasonOf({
        message:
          'The requested GPU duration (300s) is larger than the maximum allowed retry in -1 day, 23:59:59',
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        message:
          "gradio.exceptions.Error: 'The requested GPU duration (120.5s) is larger than the maximum allowed'",
      }),
    ).toBe('billing');
  });
  it('leaves the refilling GPU quota and a context over its maximum to their readings', () => {
    expect(
      reasonOf({
        message:
          'You have exceeded your GPU quota (59s left vs. 60s requested). Please retry in 0:00:56',
      }),
    ).toBe('rate_limit');
    expect(
      ruleOf({ message: 'The requested context length is larger than the maximum allowed' }),
    ).not.toBe('message.zerogpu_duration_over_tier_cap');
  });
});

describe("Python's json encoder refusing NaN in the request (held h1938-gemini-litellm-nan-json)", () => {
  it("reads the unencodable request under LiteLLM's connection class as the request's", () => {
    expect(
      classified({
        message: 'litellm.APIConnectionError: Out of range float values are not JSON compliant',
        name: 'APIConnectionError',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.json_nonfinite_float_request' });
  });
  it('reads the ValueError rendering with its value', () => {
    expect(
      reasonOf({ message: 'ValueError: Out of range float values are not JSON compliant: nan' }),
    ).toBe('format_error');
  });
  it("leaves LiteLLM's connection class around a real connect failure to the transport", () => {
    expect(
      reasonOf({
        message: 'litellm.APIConnectionError: Connection error.',
        name: 'APIConnectionError',
      }),
    ).toBe('timeout');
  });
});

describe("claude-context's undetected embedding dimension (held h1942-ollama-claudecontext-detect-dimension)", () => {
  it("reads the setup failure as the request's", () => {
    expect(
      classified({
        message:
          'Server stderr: ❌ Failed to process chunk batch for hybrid: Error: Failed to detect dimension for model mxbai-embed-large',
        name: 'Error',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.embedding_dimension_undetected' });
  });
  it('reads another model in capitals', () => {
    expect(reasonOf({ message: 'FAILED TO DETECT DIMENSION FOR MODEL nomic-embed-text' })).toBe(
      'format_error',
    );
  });
  it('leaves it to a transport failure named beside it', () => {
    expect(
      reasonOf({
        message:
          'Failed to detect dimension for model nomic-embed-text: connect ECONNREFUSED 127.0.0.1:11434',
      }),
    ).toBe('timeout');
  });
});

describe("A proxy's failed authentication with its provider (held h1952-openhands-cloud-error-authenticating-llm-provider)", () => {
  it('reads it as auth', () => {
    expect(classified({ message: 'error authenticating with llm provider' })).toEqual({
      reason: 'auth',
      rule: 'message.provider_authentication_error',
    });
  });
  it('reads the capitalised rendering with an article', () => {
    expect(reasonOf({ message: 'Error authenticating with the LLM provider.' })).toBe('auth');
  });
  it('leaves an inner cause after "Error authenticating:" and a transport failure to their rules', () => {
    expect(
      ruleOf({
        message:
          'Error authenticating: IneligibleTierError: This client is no longer supported for Gemini Code Assist for individuals.',
      }),
    ).not.toBe('message.provider_authentication_error');
    expect(reasonOf({ message: 'error authenticating with llm provider: read ETIMEDOUT' })).toBe(
      'timeout',
    );
  });
});

describe("An agent's empty reply from its model (held h1948-xagent-empty-content-no-tool-calls)", () => {
  it('reads the empty content as the server fault', () => {
    expect(classified({ message: 'LLM returned empty content and no tool calls' })).toEqual({
      reason: 'server_error',
      rule: 'message.empty_answer_said',
    });
  });
  it("reads the model's and the API's rendering the same way", () => {
    expect(reasonOf({ message: 'Error: Model returned empty content' })).toBe('server_error');
    expect(reasonOf({ message: 'API RETURNED EMPTY CONTENT' })).toBe('server_error');
  });
  it('leaves a reply said blocked by a filter to the filter', () => {
    expect(
      reasonOf({
        message:
          'The model returned empty content because the response was blocked by content filtering',
      }),
    ).toBe('content_policy');
  });
});
