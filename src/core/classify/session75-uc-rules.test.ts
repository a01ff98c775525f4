/**
 * Rule group UC (session 75): the misses of held-out batches 1925–1936 that a general rule reads —
 * h11's "Illegal header value" with the value cut off, a client's empty answer with its guessed
 * causes, a client's own words for an empty answer, a SERVICE_ERROR code, and LightRAG's
 * "Received empty content" — each with the held line's wording, a second rendering and the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("h11's Illegal header value with the value cut off (held h1935-openai-skyvern-illegal-header-value)", () => {
  it('reads the unsendable key as auth_permanent under Skyvern’s retryable wrapper', () => {
    expect(
      reasonOf({
        message:
          'Error while using LLMProvider Retryable error while using LLMProvider OPENAI_GPT4O',
        name: 'LLMProviderErrorRetryableTask',
        cause: { name: 'LocalProtocolError', message: 'Illegal header value' },
      }),
    ).toBe('auth_permanent');
  });
  it('reads it the same as a bare httpx message and in capitals', () => {
    expect(reasonOf({ message: 'httpx.LocalProtocolError: Illegal header value' })).toBe(
      'auth_permanent',
    );
    expect(reasonOf({ message: 'LOCALPROTOCOLERROR: ILLEGAL HEADER VALUE' })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a printed value to the rule that reads it', () => {
    expect(ruleOf({ message: "Illegal header value b'Bearer sk-abc\\r\\n'" })).toBe(
      'message.auth_permanent',
    );
    expect(ruleOf({ message: "Illegal header value b'My App \\xe2\\x98\\x83'" })).not.toBe(
      'message.illegal_header_value_unshown',
    );
    // A header named after the words is that header's, no key's (review 1, session 75).
    expect(
      reasonOf({ message: 'h11._util.LocalProtocolError: Illegal header value for Content-Type' }),
    ).not.toBe('auth_permanent');
  });
});

describe('an empty answer with the client’s guessed causes (held h1925-vscodelm-roo-empty-no-text-no-tools)', () => {
  it('reads the empty answer as the server’s, not the hedge’s rate limiting', () => {
    expect(
      reasonOf({
        message:
          'The language model returned an empty response without any text or tool calls. This can happen due to API issues, rate limiting, or model-specific problems. The model has been automatically prompted to retry.',
      }),
    ).toBe('server_error');
  });
  it('reads another client’s hedge the same', () => {
    expect(
      reasonOf({
        message:
          'API returned an empty response. This may happen because of rate limiting or a network problem; retrying.',
      }),
    ).toBe('server_error');
  });
  it('leaves a rate limit the server states to the rate-limit rules', () => {
    // A cause stated between the empty answer and the hedge is the server's (review 1, session 75).
    expect(
      reasonOf({
        message:
          'The model returned an empty response: context length exceeded. This can happen due to long prompts.',
      }),
    ).toBe('context_overflow');
    expect(
      ruleOf({ message: 'The model returned an empty response. Rate limit reached, retry later.' }),
    ).not.toBe('message.empty_answer_causes_guessed');
  });
});

describe('a client’s own words for an empty answer (held h1925 LiteLLM no-content ×2, OpenMAIC, aider, Copilot)', () => {
  it('reads each held wording as server_error', () => {
    expect(reasonOf({ message: 'No content in response', name: 'AnthropicError' })).toBe(
      'server_error',
    );
    expect(
      reasonOf({
        message: 'AnthropicException - No content in response. Handle with `litellm.APIError`.',
        name: 'APIError',
      }),
    ).toBe('server_error');
    expect(reasonOf({ message: 'LLM returned empty response' })).toBe('server_error');
    expect(
      reasonOf({ message: 'Empty response received from LLM. Check your provider account?' }),
    ).toBe('server_error');
    expect(reasonOf({ message: 'Sorry, no response was returned.' })).toBe('server_error');
  });
  it('reads second renderings the same', () => {
    expect(reasonOf({ message: 'Error: no content in the model response' })).toBe('server_error');
    expect(reasonOf({ message: 'MODEL RETURNED EMPTY REPLY' })).toBe('server_error');
    expect(reasonOf({ message: 'Empty answer received from the provider.' })).toBe('server_error');
    expect(reasonOf({ message: 'No response was returned' })).toBe('server_error');
  });
  it('leaves a cause stated beside it and the split wordings alone', () => {
    expect(
      reasonOf({
        status: 503,
        message: 'Model returned empty response after all retries due to context size',
      }),
    ).toBe('context_overflow');
    expect(ruleOf({ message: 'no actual response content' })).not.toBe('message.empty_answer_said');
    expect(ruleOf({ message: 'No response was returned from the server' })).not.toBe(
      'message.empty_answer_said',
    );
  });
});

describe('a SERVICE_ERROR code (held h1933-chat2db-service-error, h102, h806)', () => {
  it("reads Chat2DB's prefixed code as server_error", () => {
    expect(reasonOf({ message: 'CHAT2DB_SERVICE_ERROR' })).toBe('server_error');
  });
  it('reads the bare code and another prefix the same', () => {
    expect(reasonOf({ message: 'request failed: SERVICE_ERROR' })).toBe('server_error');
    expect(reasonOf({ message: 'Error code: acme_ai_service_error' })).toBe('server_error');
  });
  it('leaves other words that only contain it', () => {
    expect(ruleOf({ message: 'SERVICE_ERRORS_DISABLED' })).not.toBe(
      'message.service_error_code_word',
    );
    expect(ruleOf({ message: 'no-service_error-page' })).not.toBe(
      'message.service_error_code_word',
    );
  });
});

describe("LightRAG's Received empty content (held h1925-deepseek-lightrag-empty-content, h1766)", () => {
  it('keeps the held wording unknown, before the vote', () => {
    expect(reasonOf({ message: 'ERROR: Received empty content from OpenAI API' })).toBe('unknown');
    expect(ruleOf({ message: 'ERROR: Received empty content from OpenAI API' })).toBe(
      'message.empty_response_unexplained',
    );
  });
  it('reads another provider’s name the same', () => {
    expect(ruleOf({ message: 'Received empty content from DeepSeek API' })).toBe(
      'message.empty_response_unexplained',
    );
  });
  it('leaves a cause named beside it to its rule', () => {
    expect(
      reasonOf({
        message: 'Received empty content from OpenAI API: Incorrect API key provided: sk-abc.',
      }),
    ).toBe('auth_permanent');
  });
});
