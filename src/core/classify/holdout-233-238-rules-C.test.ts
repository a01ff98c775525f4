/**
 * Rules written in session 31 for misses of held-out batches 233–238 (group C), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// NVIDIA NIM's max_completion_tokens in OpenAI's "is too large … supports at most" sentence (batch 237).
describe('the output cap sentence reads every name of the output parameter', () => {
  checkReasons([
    [
      'NVIDIA NIM through goose, max_completion_tokens',
      {
        status: 400,
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      },
      'context_overflow',
    ],
    [
      'the same sentence without a status',
      {
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      },
      'context_overflow',
    ],
    [
      'the Responses API name, max_output_tokens',
      {
        status: 400,
        message:
          'max_output_tokens is too large: 200000. This model supports at most 128000 completion tokens.',
      },
      'context_overflow',
    ],
    [
      "OpenAI's original max_tokens sentence, as held",
      {
        status: 400,
        message:
          'max_tokens is too large: 6000. This model supports at most 4096 completion tokens, whereas you provided 6000.',
      },
      'context_overflow',
    ],
    [
      'a parameter refused by name stays validation',
      {
        status: 400,
        body: {
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        },
      },
      'format_error',
    ],
    [
      'a malformed max_completion_tokens value stays the request',
      { status: 400, message: 'max_completion_tokens must be a positive integer' },
      'format_error',
    ],
  ]);
  it('the repair reads the cap of the max_completion_tokens sentence', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      }),
    );
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 262144 });
  });
});

// LiteLLM's proxy refusing a key that is not one of its virtual keys (batch 237; cline#1766).
describe("LiteLLM's 'Virtual Key expected' is a key of the wrong form", () => {
  checkReasons([
    [
      'OpenHands Cloud, the 401 as quoted',
      { status: 401, message: '401 - LiteLLM Virtual Key expected. Received=AQ...' },
      'auth_permanent',
    ],
    [
      "cline's LiteLLM provider, the full sentence",
      {
        status: 401,
        message:
          "401 Authentication Error, LiteLLM Virtual Key expected. Received=not-needed, expected to start with 'sk-'.",
      },
      'auth_permanent',
    ],
    [
      'the sentence without a status',
      {
        message: "LiteLLM Virtual Key expected. Received=abc, expected to start with 'sk-'.",
      },
      'auth_permanent',
    ],
    [
      "LiteLLM's expired virtual key stays refreshable auth",
      {
        status: 401,
        message:
          'Authentication Error - Expired Key. Key Expiry time 2025-01-01 00:00:00+00:00 and current time 2025-01-06 12:00:00+00:00',
      },
      'auth',
    ],
    [
      "LiteLLM's key budget stays billing",
      { status: 400, message: 'Budget has been exceeded! Current cost: 10.2, Max budget: 10.0' },
      'billing',
    ],
  ]);
});
