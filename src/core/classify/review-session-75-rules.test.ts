/**
 * Review 1 of rule groups UA–UC (session 75), fixed in rule group UR: an empty answer's guessed
 * causes that swallowed a stated cause, "Illegal header value" read with a header named after it,
 * "could not be reached" read for any subject, the UC helper that took `serverErrorMessage`'s TSDoc,
 * and two neighbour tests that never reached their rule — each with the reviewer's probes.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('problem 1: EMPTY_ANSWER_CAUSES_GUESSED takes no stated cause (held h1925-vscodelm-roo-empty-no-text-no-tools)', () => {
  it('still reads the held hedge and a second rendering as server_error', () => {
    expect(
      ruleOf({
        message:
          'The language model returned an empty response without any text or tool calls. This can happen due to API issues, rate limiting, or model-specific problems. The model has been automatically prompted to retry.',
      }),
    ).toBe('message.empty_answer_causes_guessed');
    expect(
      reasonOf({
        message: 'THE MODEL RETURNED AN EMPTY RESPONSE. THIS MAY HAPPEN DUE TO RATE LIMITING.',
      }),
    ).toBe('server_error');
  });
  it('leaves a cause stated between the empty answer and the hedge to its rule', () => {
    expect(
      reasonOf({
        message:
          'The model returned an empty response: context length exceeded. This can happen due to long prompts.',
      }),
    ).toBe('context_overflow');
    expect(
      ruleOf({
        message:
          'The model returned an empty response because the monthly usage limit was reached. This can happen due to heavy use.',
      }),
    ).not.toBe('message.empty_answer_causes_guessed');
  });
});

describe('problem 2: ILLEGAL_HEADER_VALUE_UNSHOWN reads only the bare words (held h1935-openai-skyvern-illegal-header-value)', () => {
  it('still reads the held cut-off value and a bare rendering as auth_permanent', () => {
    expect(
      reasonOf({
        message:
          'Error while using LLMProvider Retryable error while using LLMProvider OPENAI_GPT4O',
        name: 'LLMProviderErrorRetryableTask',
        cause: { name: 'LocalProtocolError', message: 'Illegal header value' },
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ message: 'h11._util.LocalProtocolError: Illegal header value.' })).toBe(
      'auth_permanent',
    );
  });
  it('leaves a header named or described after the words: no key retired', () => {
    for (const message of [
      'h11._util.LocalProtocolError: Illegal header value for Content-Type',
      'Illegal header value in X-Request-Id',
      'illegal header value: user-agent contains newline',
    ]) {
      expect(reasonOf({ message })).not.toBe('auth_permanent');
      expect(ruleOf({ message })).not.toBe('message.illegal_header_value_unshown');
    }
  });
});

describe('problem 3: SERVICE_COULD_NOT_BE_REACHED needs a server subject (held h1919-ollama-olc-provider-unreachable, h642-anythingllm-engine-unreachable)', () => {
  it('still reads the held URL and engine-instance subjects and a server as timeout', () => {
    expect(
      reasonOf({
        message:
          'Ollama at http://localhost:11434 could not be reached while requesting a response with model "glm-5.3:cloud". Check that the provider is running and the configured base URL is correct.',
      }),
    ).toBe('timeout');
    expect(
      ruleOf({
        message:
          'The AnythingLLM LLM engine instance could not be reached or is not responding. You may need to reboot the app or check the logs for more information.',
      }),
    ).toBe('transport.service_not_reached');
    expect(ruleOf({ message: "The LLM server couldn't be reached." })).toBe(
      'transport.service_not_reached',
    );
  });
  it('leaves a quota, a token limit or a destination that cannot be reached', () => {
    expect(reasonOf({ message: 'Your monthly quota could not be reached' })).not.toBe('timeout');
    expect(reasonOf({ message: 'The token limit cannot be reached' })).not.toBe('timeout');
    expect(reasonOf({ message: "A destination that can't be reached" })).not.toBe('timeout');
  });
});

describe('problem 4: the UC helper moved beside serverErrorMessage (a TSDoc fix) reads as before', () => {
  it('keeps the UC helper and serverErrorMessage deciding as before', () => {
    expect(ruleOf({ message: 'LLM returned empty response' })).toBe('message.empty_answer_said');
    expect(reasonOf({ message: 'internal server error' })).toBe('server_error');
  });
});

describe('problem 5: neighbour probes that reach their rule (held h1904, h1395; h1925, h1935)', () => {
  it('reads only the two held literal message types as the parse failure', () => {
    expect(ruleOf({ message: 'Unknown message type: rate_limit_event' })).toBe(
      'message.unknown_message_type_bare',
    );
    expect(ruleOf({ message: 'Unknown message type: rate_limit_exceeded' })).not.toBe(
      'message.unknown_message_type_bare',
    );
  });
  it('has the empty-answer and illegal-header neighbours reach their gates and stay out', () => {
    expect(
      ruleOf({
        message:
          'The model returned an empty response: context length exceeded. This can happen due to long prompts.',
      }),
    ).not.toBe('message.empty_answer_causes_guessed');
    expect(ruleOf({ message: 'Illegal header value in X-Request-Id' })).not.toBe(
      'message.illegal_header_value_unshown',
    );
  });
});
