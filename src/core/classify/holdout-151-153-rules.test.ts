/**
 * Rules written in session 26 for misses of held-out batches 151–153 (docs/classifier.md, "Rules
 * for batches 151–153"), after the three batches had been scored without them: each rule's real
 * wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// OpenAI's text-to-speech cap on its input (batch 151, a news generator's log) is the input's
// length; Google's "Imagen API is only accessible to billed users" (a 400, batch 151) wants a billing
// account. A plain 400 stays a request error.
describe("a speech input over its token cap, and Imagen's billed-users gate", () => {
  checkReasons([
    [
      "OpenAI TTS's input cap",
      {
        message:
          "An error occurred with openai TTS: Error code: 400 - {'error': {'message': 'Input of 2132 tokens is over the maximum input limit of 2000 tokens. Please shorten your input.', 'type': 'invalid_request_error', 'param': None, 'code': 'invalid_value'}}",
      },
      'context_overflow',
    ],
    [
      "Imagen's billed-users gate",
      {
        message:
          'Error generating images: Error [ApiError]: {"error":{"code":400,"message":"Imagen API is only accessible to billed users at this time.","status":"INVALID_ARGUMENT"}}',
      },
      'billing',
    ],
    [
      'a plain 400 stays format_error',
      { status: 400, message: 'Invalid value for voice' },
      'format_error',
    ],
  ]);
});

// A WebSocket's own error code (Azure Speech's "websocket error code: 1007", batch 151) is no
// transport "socket error"; a socket error stays one.
describe('a WebSocket error code is no socket error', () => {
  checkReasons([
    [
      "Azure Speech's unsupported voice is not a transport failure",
      {
        message:
          'SynthesisCanceled: (cancel) Reason: Error: Unsupported voice my_custom_voice_model. \nwebsocket error code: 1007',
      },
      // The voice it names is the model since rules AG (held h151's label).
      'model_not_found',
    ],
    [
      'a socket error stays a transport failure',
      { message: 'socket error: ECONNRESET' },
      'timeout',
    ],
  ]);
});

// Leads from review r26 (the session's rule review): the same verdicts in the forms it found that
// the rules above missed — Anthropic's OAuth refusal wrapped over two lines by a terminal, Google's
// reauth refusal under a 401, OpenAI's verification gate on reasoning summaries under a 403, and
// Claude Code's "You're out of usage credits. Switch to another model to continue." (real, quoted in
// the review). An organisation said to be verified, and an expired OAuth token, keep their readings.
describe("review r26's leads", () => {
  checkReasons([
    [
      'the OAuth refusal wrapped by a terminal',
      { status: 401, message: 'OAuth authentication is currently not\n supported.' },
      'auth_permanent',
    ],
    [
      'the reauth refusal under a 401',
      {
        status: 401,
        message:
          '{"error":"invalid_grant","error_description":"reauth related error (invalid_rapt)"}',
      },
      'auth_permanent',
    ],
    [
      'the verification gate under a 403',
      {
        status: 403,
        message: 'Your organization must be verified to generate reasoning summaries',
      },
      'model_not_found',
    ],
    [
      'out of usage credits',
      { message: "You're out of usage credits. Switch to another model to continue." },
      'billing',
    ],
    [
      'an organisation said to be verified keeps the 403 reading (invented)',
      { status: 403, message: 'Your organization has been verified' },
      'auth',
    ],
    [
      'an expired OAuth token stays refreshable',
      {
        status: 401,
        message:
          'OAuth token has expired. Please obtain a new token or refresh your existing token.',
      },
      'auth',
    ],
  ]);
});
