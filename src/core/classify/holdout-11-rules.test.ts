/**
 * The rules the eleventh held-out batch prompted (docs/classifier.md, "Batches 9–11"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a message that says only "aborted" is a caller abort', () => {
  checkReasons([
    ['a fetch whose signal fired (Error: aborted)', { message: 'Error: aborted' }, 'aborted'],
    ['just "aborted."', { message: 'aborted.' }, 'aborted'],
    [
      "Node's http client: the server cut the response (Error: aborted with ECONNRESET)",
      { message: 'Error: aborted', code: 'ECONNRESET' },
      'timeout',
    ],
    [
      'a 500 whose message says aborted stays a server error',
      { status: 500, message: 'Error: aborted' },
      'server_error',
    ],
    [
      'a message that goes on after "aborted" is not bare',
      { message: 'Error: aborted while reading the upstream body: socket hang up' },
      'timeout',
    ],
  ]);
});

describe("a relay's prepaid quota that is not enough is billing", () => {
  checkReasons([
    [
      'new-api 403 (token quota is not enough)',
      {
        status: 403,
        body: {
          error: {
            type: 'new_api_error',
            message:
              'token quota is not enough, token remain quota: ＄0.142328, need quota: ＄0.161646 (request id: 20250712160654132580247)',
          },
          type: 'error',
        },
      },
      'billing',
    ],
    ['without a status', { message: 'user quota is not enough, please top up' }, 'billing'],
    [
      'not enough quota on a 403',
      { status: 403, body: { error: { message: 'not enough quota for this key' } } },
      'billing',
    ],
    [
      'a per-minute quota on a 429 that says to retry stays a rate limit',
      {
        status: 429,
        body: {
          error: { message: 'Quota is not enough for this minute, please try again in 20s' },
        },
      },
      'rate_limit',
    ],
    ['a bare 403 stays a refused request', { status: 403, message: 'Forbidden' }, 'auth'],
  ]);
});

describe('a status followed by the request it answered ("404 POST https://…")', () => {
  checkReasons([
    [
      "google-generativeai's REST rendering in a log line",
      {
        message:
          'failed to generate video script: Error: 404 POST https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent?%24alt=json: models/gemini-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods',
      },
      'model_not_found',
    ],
    [
      'a 429 on a POST',
      { message: 'chat failed: 429 POST https://api.example.com/v1/chat/completions: slow down' },
      'rate_limit',
    ],
    [
      'a count of POST requests is no status',
      { message: 'processed 404 POST requests to https://api.example.com before the error' },
      'unknown',
    ],
  ]);
});

describe("Google's model not found for this API version beats the validation wording", () => {
  const google =
    'models/gemini-1.5-pro is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.';
  checkReasons([
    ['the AI SDK message without a status', { message: google }, 'model_not_found'],
    [
      'the same body under a 400',
      { status: 400, body: { error: { code: 404, message: google, status: 'NOT_FOUND' } } },
      'model_not_found',
    ],
    [
      'a parameter not supported for an API version stays validation',
      {
        status: 400,
        body: { error: { message: 'stream_options is not supported for api version 2024-02-01' } },
      },
      'format_error',
    ],
  ]);
});

describe('a request body over the server limit (axum: "length limit exceeded")', () => {
  checkReasons([
    [
      'TGI without its 413',
      { message: 'Failed to buffer the request body: length limit exceeded' },
      'payload_too_large',
    ],
    [
      'the body read failed on the connection: a disconnect',
      {
        message:
          'Failed to buffer the request body: error reading a body from connection: connection reset by peer',
      },
      'timeout',
    ],
    [
      'an input length limit in tokens is an overflow',
      { message: 'Input length limit exceeded: 9000 tokens > 8192' },
      'context_overflow',
    ],
  ]);
});

describe('request-shape refusals: role order, API-version features, URIs', () => {
  checkReasons([
    [
      "Mistral's role order, body only",
      {
        body: {
          object: 'error',
          message: "Unexpected role 'user' after role 'tool'",
          type: 'invalid_request_message_order',
          code: '3230',
        },
      },
      'format_error',
    ],
    [
      'Azure: a response_format only for newer API versions, body only',
      {
        body: {
          error: {
            code: 'BadRequest',
            message:
              'response_format value as json_schema is enabled only for api versions 2024-08-01-preview and later',
          },
        },
      },
      'format_error',
    ],
    [
      'the Responses API: a data URI that is not a valid absolute URI, body only',
      {
        body: {
          error: {
            code: 'invalid_payload',
            message: "'data:image/jpeg;base64,/9j/4AAQSkZJRg...' is not a valid absolute URI",
          },
        },
      },
      'format_error',
    ],
    [
      'a 500 mentioning an unexpected role stays a server error',
      { status: 500, body: { error: { message: 'Unexpected role in the upstream response' } } },
      'server_error',
    ],
  ]);
});
