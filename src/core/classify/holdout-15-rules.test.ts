/**
 * The rules the fifteenth held-out batch prompted (docs/classifier.md, "Batches 14–16"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a content filter's verdict reported as a 5xx is content_policy", () => {
  checkReasons([
    [
      "a client's 500 around DashScope's verdict",
      {
        status: 500,
        message:
          'Failed to invoke model, status code: 500. message: Output data may contain inappropriate content.',
      },
      'content_policy',
    ],
    [
      "a gateway's 502 with the DataInspectionFailed code in text",
      { status: 502, message: 'upstream error: InternalError.Algo.DataInspectionFailed' },
      'content_policy',
    ],
    [
      'a content filter that failed stays a server error',
      { status: 500, message: 'content filter service error: internal error' },
      'server_error',
    ],
    [
      'a 429 quoting the verdict stays a rate limit',
      { status: 429, message: 'Too many requests. Input data may contain inappropriate content.' },
      'rate_limit',
    ],
  ]);
});

describe('a usage limit the customer specified is billing', () => {
  checkReasons([
    [
      'on a 400, with a date',
      {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'You have reached your specified workspace usage limits.',
          },
        },
      },
      'billing',
    ],
    ['no status', { message: 'You have exceeded your specified API spend limit.' }, 'billing'],
    [
      'a usage limit that resets in hours stays a rate limit',
      {
        status: 429,
        body: {
          error: { message: 'You have reached your usage limit. Your limit will reset at 5pm.' },
        },
      },
      'rate_limit',
    ],
  ]);
});

describe('an API the provider removed is a request to another endpoint', () => {
  checkReasons([
    [
      'a removed endpoint, no status',
      {
        message: 'The Completions endpoint has been retired. Please migrate to the Responses API.',
      },
      'format_error',
    ],
    ['an API shut down', { message: 'Embed v1 API was shut down' }, 'format_error'],
    [
      'a removed model stays model_not_found',
      {
        message:
          "model 'command' was removed on September 15, 2025. Please migrate to the Chat API.",
      },
      'model_not_found',
    ],
  ]);
});
