/**
 * The rules the twenty-second held-out batch prompted (docs/classifier.md, "Batches 21–22"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a 5xx that relays an HTTP client's 429 is read as the 429", () => {
  checkReasons([
    [
      "a proxy's envelope around axios' 429",
      {
        body: {
          error: { message: 'Request failed with status code 429', type: 'api_error', code: 500 },
        },
      },
      'rate_limit',
    ],
    [
      "a 502 around openai-python's 429",
      {
        status: 502,
        message:
          "Error code: 429 - {'error': {'message': 'Rate limit reached for requests', 'type': 'requests', 'code': 'rate_limit_exceeded'}}",
      },
      'rate_limit',
    ],
    [
      "a relay's upstream 429 is the upstream's limit",
      { status: 500, message: 'upstream returned 429 Too Many Requests' },
      'upstream_rate_limit',
    ],
    [
      'capacity text wins, as on a 429',
      { status: 500, message: 'HTTP 429: The server is overloaded, please try again later.' },
      'overloaded',
    ],
    [
      "the relayed 429's current quota stays billing",
      {
        status: 500,
        message:
          'Error in free trial server: 429 You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      'a 429 that is no status stays a server error (request id)',
      { status: 500, message: 'Internal server error (request 429)' },
      'server_error',
    ],
    [
      '…(a duration)',
      { status: 500, message: 'Internal error: took 429 ms to respond' },
      'server_error',
    ],
    [
      '…(a byte count after another status)',
      { status: 502, message: 'Bad gateway: status 200 after 429 bytes' },
      'server_error',
    ],
  ]);
});

describe("a logged object's httpStatus names the status", () => {
  checkReasons([
    [
      "an app's failure log without the body",
      {
        message:
          "explicit utility text provider failed { providerId: 'anthropic', model: 'claude-opus-5', transport: 'litellm-chat-completions', reason: 'http_error', httpStatus: 429 }",
      },
      'rate_limit',
    ],
    [
      'HttpStatus with its phrase',
      { message: 'HttpStatus: 503 Service Unavailable' },
      'overloaded',
    ],
    [
      'a 429 that is no status stays unread',
      { message: 'fetching http status 200 then 429 retries' },
      'unknown',
    ],
  ]);
});
