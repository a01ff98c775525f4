/**
 * Rules written in session 36 for misses of held-out batches 346, 350 and 352, after the batches had been
 * scored without them: each real wording, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Gemini answers a key from a project it will not serve with a 403 "Your project has been denied
// access." (xray.koplugin#30, batch 346; with "Please contact support." in poenl/gemini-api#8, held h116).
describe("a project denied access is the project's standing, not a passing refusal", () => {
  checkReasons([
    [
      'the bare sentence under 403 (batch 346)',
      { status: 403, message: 'Your project has been denied access.' },
      'auth_permanent',
    ],
    [
      'with the support advice, no status (held h116)',
      {
        message:
          "Error: 403 PERMISSION_DENIED. {'error': {'code': 403, 'message': 'Your project has been denied access. Please contact support.', 'status': 'PERMISSION_DENIED'}}",
      },
      'auth_permanent',
    ],
    [
      'a model named after it stays the model refusal (invented)',
      { status: 403, message: 'Your project has been denied access to the model gemini-ultra.' },
      'model_not_found',
    ],
    [
      'a bare permission denial stays auth (invented)',
      { status: 403, message: 'Permission denied: access denied for this project.' },
      'auth',
    ],
  ]);
});

// Ollama serves /api/chat and /api/generate on every version in use, so its 404 there is a model it
// has not pulled (Remis#63, batch 350; Ollama-OCR#24, batch 284; held h173 and h106 the same).
describe("a 404 on Ollama's generation paths is the model's", () => {
  checkReasons([
    [
      "requests' raise_for_status on /api/chat (batch 350)",
      {
        status: 404,
        message:
          'Ollama API call failed: 404 Client Error: Not Found for url: http://localhost:11434/api/chat',
      },
      'model_not_found',
    ],
    [
      'the same on /api/generate (batch 284)',
      {
        status: 404,
        message:
          'Error processing image: 404 Client Error: Not Found for url: http://localhost:11434/api/generate',
      },
      'model_not_found',
    ],
    [
      "Open WebUI's proxied Ollama path (invented)",
      { status: 404, message: '404 Not Found for url: http://localhost:3000/ollama/api/chat' },
      'model_not_found',
    ],
    [
      'a newer path an older server may lack stays a wrong URL (invented)',
      {
        status: 404,
        message: '404 Client Error: Not Found for url: http://localhost:11434/api/embed',
      },
      'format_error',
    ],
    [
      "another server's /api/chat stays a wrong URL (invented)",
      {
        status: 404,
        message: '404 Client Error: Not Found for url: http://localhost:8000/api/chat',
      },
      'format_error',
    ],
    [
      'a 500 on /api/generate stays the server fault (held h273)',
      {
        status: 500,
        message:
          'Ollama request failed: 500 Server Error: Internal Server Error for url: http://localhost:11434/api/generate',
      },
      'server_error',
    ],
  ]);
});

// A relay answered OpenAI's array-length check with 429 (hexstrike-ai#119, batch 352): the request has
// more tools than the API takes, so no wait helps.
describe('an array over the maximum length is the request, whatever the status', () => {
  checkReasons([
    [
      "a relay's 429 around OpenAI's tools check (batch 352)",
      {
        status: 429,
        message:
          "Reason: Invalid'tools: array too long. Expected an array with maximum length 128, but got an array with length 152 instead.(request id:2025121819344145494482812ryQfcT)(request id: 20251218193441440022584pLzL3hOv)|错误码: array.above max length|HTTP 429",
      },
      'format_error',
    ],
    [
      'the same check with no status (held h85)',
      {
        message:
          "Error invalid 'tools': array too long. Expected an array with maximum length 128, but got an array with length 150 instead.",
      },
      'format_error',
    ],
    [
      'a plain 429 stays a rate limit (invented)',
      { status: 429, message: 'Rate limit reached for requests. Try again in 20s.' },
      'rate_limit',
    ],
    [
      "a 429 naming a request that is too large for the minute's tokens stays the overflow (held h284)",
      {
        status: 429,
        message:
          'Request too large for gpt-4o-mini in organization org-xxxxxx on tokens per min (TPM): Limit 200000, Requested 565735. The input or output tokens must be reduced in order to run successfully.',
      },
      'context_overflow',
    ],
  ]);
});

// Starlette's and FastAPI's "There was an error parsing the body" is a 400 for the request's bytes; a
// server that types every error `server_error` does not make it the server's (KOAssistant, batch 346).
describe("a 400 saying the body did not parse is the request's under a server_error type", () => {
  checkReasons([
    [
      "OpenAI's 400 typed server_error (batch 346)",
      {
        status: 400,
        body: {
          error: {
            message: '400: There was an error parsing the body',
            type: 'server_error',
            param: null,
            code: null,
          },
        },
        message: 'KOAssistant: stream failed: 400: There was an error parsing the body',
      },
      'format_error',
    ],
    [
      'a 400 typed server_error that names a server fault stays the server (invented)',
      {
        status: 400,
        body: {
          error: {
            message: 'The server had an error while processing your request.',
            type: 'server_error',
          },
        },
      },
      'server_error',
    ],
    [
      "DeepSeek's body that did not parse as JSON (held h46)",
      {
        status: 400,
        message:
          'custom chat API error (400 Bad Request): Failed to parse the request body as JSON: messages[111].tool_calls[0].?: key must be a string at line 1 column 150',
      },
      'format_error',
    ],
  ]);
});

// Review 36 (rw36a): neighbours of the rules above that read wrong before the review narrowed them.
describe('review 36: access denied to a named thing or for a while is not the standing verdict', () => {
  checkReasons([
    [
      'an organisation denied access to a bucket (invented)',
      {
        message:
          'Your organization has been denied access to this bucket. Grant the service account storage.objects.get.',
      },
      // No rule reads it. The vote leaned `auth` until session 45's retrain; session 51's, after its
      // account and organisation lines, voted the dead key on "organization … account"; session
      // 52's retrains (20,093 errors) lean `auth` again (the vote's answer on words no rule reads,
      // pinned so a retrain that changes it is seen).
      'unknown',
      'auth',
    ],
    [
      'a project denied access to the requested model (invented)',
      { status: 403, message: 'Your project has been denied access to the requested model.' },
      'auth',
    ],
    [
      'an account denied access for a while (invented)',
      {
        status: 403,
        message:
          'Your account has been denied access temporarily due to unusual traffic. Try again in 1 hour.',
      },
      'auth',
    ],
  ]);
});

describe("review 36: Ollama's paths only right after the host", () => {
  checkReasons([
    [
      'a base URL that kept its /v1 before /api/chat is a wrong URL (invented)',
      {
        status: 404,
        message: 'Ollama call failed with status code 404. URL: http://localhost:11434/v1/api/chat',
      },
      'format_error',
    ],
  ]);
});

describe("review 36: a JSON body of the upstream's response that did not parse is not the request's", () => {
  checkReasons([
    [
      'a relay that could not parse its upstream, typed server_error (invented)',
      {
        status: 400,
        body: {
          error: {
            message: 'Failed to parse JSON body of the upstream response',
            type: 'server_error',
          },
        },
      },
      'server_error',
    ],
  ]);
});

describe("review 36c: a project denied access to Gemini or the API itself is still the project's standing", () => {
  checkReasons([
    [
      'denied access to Gemini, contact support (invented, after h116)',
      {
        status: 403,
        message: 'Your project has been denied access to Gemini. Please contact support.',
      },
      'auth_permanent',
    ],
    [
      'denied access to the API for a terms violation (invented)',
      {
        status: 403,
        message:
          'Your project has been denied access to the API due to a terms of service violation.',
      },
      'auth_permanent',
    ],
    [
      'denied access to a named Gemini model stays unread as the standing (invented)',
      { status: 403, message: 'Your project has been denied access to gemini-1.5-pro.' },
      'auth',
    ],
  ]);
});
