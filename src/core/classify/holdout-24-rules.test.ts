/**
 * The rules the twenty-fourth held-out batch prompted (docs/classifier.md, "Batches 23–24"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a server's own crash (Go panic, Rust panic, nil dereference) is a server error", () => {
  checkReasons([
    [
      "a new-api relay's recovered panic",
      {
        name: 'AI_APICallError',
        message:
          'Panic detected, error: runtime error: invalid memory address or nil pointer dereference. Please contact the administrator.',
      },
      'server_error',
    ],
    [
      "Go's panic line",
      { message: 'panic: runtime error: index out of range [3] with length 3' },
      'server_error',
    ],
    [
      "a Rust server's panic",
      { message: "thread 'tokio-runtime-worker' panicked at src/router.rs:88:14" },
      'server_error',
    ],
    [
      'a crash behind a non-5xx status',
      { status: 409, message: 'runtime error: slice bounds out of range [:5] with capacity 3' },
      'server_error',
    ],
    [
      '"panic" in other words is no crash',
      { message: "Don't panic: rate limit exceeded, retry in 5s" },
      'rate_limit',
    ],
    [
      'overflow wording still wins',
      { message: 'panic: runtime error: prompt is too long: 250000 tokens > 200000 maximum' },
      'context_overflow',
    ],
  ]);
});

describe('a model "not valid for" the call is a model error', () => {
  checkReasons([
    [
      "Cohere's retired chat endpoint via AnythingLLM",
      { message: 'this model is not valid for chat completion!' },
      'model_not_found',
    ],
    [
      'a named model',
      { message: "The model 'command-r-08-2024' is not valid for this endpoint." },
      'model_not_found',
    ],
    [
      'on a 400',
      { status: 400, message: 'model gpt-4o-mini-tts is not valid for chat/completions' },
      'model_not_found',
    ],
    [
      'a parameter value not valid for the model stays a request error',
      { message: "Invalid value for 'temperature': 3 is not valid for this model" },
      'format_error',
    ],
    [
      'a key not valid stays auth',
      { status: 401, message: 'The API key is not valid for this model.' },
      'auth_permanent',
    ],
  ]);
});

describe('an `invalid_request_*` error type without a status is a request error', () => {
  checkReasons([
    [
      "Mistral's message-order type relayed without a status",
      {
        body: {
          code: '3230',
          message:
            'Expected last role User or Tool (or Assistant with prefix True) for serving but got assistant',
          type: 'invalid_request_message_order',
        },
      },
      'format_error',
    ],
    [
      'another subtype, nested',
      {
        body: {
          error: { type: 'invalid_request_prompt', message: 'Prompt must alternate properly' },
        },
      },
      'format_error',
    ],
    [
      'a prefixed type',
      { body: { object: 'error', type: 'mistral_invalid_request', message: 'Bad input' } },
      'format_error',
    ],
    [
      'a transport failure quoting it still decides',
      { message: 'fetch failed (last error type: invalid_request_message_order)' },
      'timeout',
    ],
    [
      'a 5xx status still decides',
      {
        status: 500,
        body: { type: 'invalid_request_message_order', message: 'Something went wrong' },
      },
      'server_error',
    ],
    [
      'a rate-limit type that starts with the same letters is not one',
      { body: { type: 'invalid_requests_per_minute', message: 'slow down' } },
      'rate_limit',
    ],
  ]);
});
