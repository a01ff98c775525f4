/**
 * Rules written in session 37 for misses of held-out batches 368 and 370 whose text settles the
 * label: each real wording, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Bedrock's Nova Sonic ends a bidirectional stream with a ValidationException (400, fault='client')
// that names the service's own instability (livekit/agents#6010, batch 370).
describe("a service's own instability is a server fault, also under its 400", () => {
  checkReasons([
    [
      'Nova Sonic under its 400 (batch 370)',
      {
        status: 400,
        name: 'ValidationException',
        message:
          "aws_sdk_bedrock_runtime.models.ValidationException: System instability detected. Please retry your request. (fault='client', HTTP 400)",
      },
      'server_error',
    ],
    [
      'printed without its status (invented)',
      { message: 'System instability detected. Please retry your request.' },
      'server_error',
    ],
    [
      'a throttle beside it keeps its 429 (invented)',
      { status: 429, message: 'System instability detected. Too many requests, slow down.' },
      'rate_limit',
    ],
    [
      "a sampler's numerical instability is the request's (invented)",
      {
        status: 400,
        message: 'Numerical instability detected: temperature 0.0001 is too low for this sampler.',
      },
      'format_error',
    ],
    [
      'a system prompt missing is the request (invented)',
      { status: 400, message: 'Invalid input: the system field is required.' },
      'format_error',
    ],
  ]);
});

// A Realtime response a client logs itself, not inside `response.done`: its status details' error
// is the error (openai-realtime-api-beta#45, batch 370; the wrapped form, batch 169).
describe("a failed Realtime response's own status details", () => {
  const failed = (error: Record<string, unknown>) => ({
    body: {
      object: 'realtime.response',
      id: 'resp_1',
      status: 'failed',
      status_details: { type: 'failed', error },
      output: [],
    },
  });
  checkReasons([
    [
      'a server error at the top (batch 370)',
      failed({
        type: 'server_error',
        code: null,
        message:
          'The server had an error while processing your request. Sorry about that! You can retry your request, or contact us through our help center at help.openai.com if the error persists.',
      }),
      'server_error',
    ],
    [
      'a rate limit at the top (invented)',
      failed({
        type: 'rate_limit_exceeded',
        code: 'rate_limit_exceeded',
        message: 'Rate limit reached for requests. Please try again in 2s.',
      }),
      'rate_limit',
    ],
    [
      'inside response.done, as before (batch 169 shape)',
      {
        body: {
          type: 'response.done',
          response: {
            status: 'failed',
            status_details: {
              type: 'failed',
              error: { type: 'invalid_request_error', message: "Invalid value: 'pcm8'." },
            },
          },
        },
      },
      'format_error',
    ],
    [
      'an error of its own beside the status details decides, as before (invented)',
      {
        body: {
          status: 'failed',
          status_details: {
            error: {
              type: 'server_error',
              message: 'The server had an error while processing your request.',
            },
          },
          error: {
            code: 'insufficient_quota',
            message: 'You exceeded your current quota, please check your plan and billing details.',
          },
        },
      },
      'billing',
    ],
  ]);
});

// A validation envelope with no message of its own whose errors list says what failed (Infomaniak's
// v1 AI API, owndev/Open-WebUI-Functions#127, batch 368).
describe("a validation envelope's listed error is the message", () => {
  const envelope = (description: string, attribute: string) => ({
    body: {
      result: 'error',
      error: {
        code: 'validation_failed',
        description: 'Validation failed',
        errors: [{ code: 'validation_rule_in', description, context: { attribute } }],
      },
    },
  });
  checkReasons([
    [
      'the selected model is invalid (batch 368)',
      envelope('The selected model is invalid.', 'model'),
      'model_not_found',
    ],
    [
      'a parameter out of range (invented)',
      envelope('The temperature must be between 0 and 2.', 'temperature'),
      'format_error',
    ],
    [
      'a message of its own keeps its words (invented)',
      {
        status: 401,
        body: {
          error: {
            message: 'Invalid API key provided.',
            errors: [{ description: 'The selected model is invalid.' }],
          },
        },
      },
      'auth_permanent',
    ],
    [
      "a body's own error string keeps its words over a listed error (invented)",
      {
        status: 400,
        body: {
          error: 'insufficient_quota',
          errors: [{ message: 'The model field is required.' }],
        },
      },
      'billing',
    ],
    [
      "a body's own error sentence keeps its words over a listed error (invented)",
      {
        body: {
          error: 'Insufficient quota for this key',
          errors: [{ message: 'The model field is required.' }],
        },
      },
      'billing',
    ],
  ]);
});
