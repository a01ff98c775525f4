/**
 * The rules the twenty-ninth held-out batch prompted (docs/classifier.md, "Batches 29–30"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a bare 404 under a client\'s "call failed with status code" headline is still bare', () => {
  checkReasons([
    [
      "langchain's Ollama client",
      { status: 404, message: 'Ollama call failed with status code 404' },
      'model_not_found',
    ],
    [
      'an API call failed with an HTTP status',
      { status: 404, message: 'API call failed with HTTP status 404' },
      'model_not_found',
    ],
    [
      "axios' own wording stays bare",
      { status: 404, message: 'Request failed with status code 404' },
      'model_not_found',
    ],
    [
      'the headline is no licence for other words: a thread not found stays unread',
      { status: 404, message: 'Ollama call failed with status code 404: thread not found' },
      'unknown',
    ],
    [
      'an upload that failed is not a call or request headline',
      { status: 404, message: 'Upload of the file failed with status code 404' },
      'unknown',
    ],
    [
      'the headline in the middle of the text is not stripped',
      {
        status: 404,
        message: 'Checking the vector store failed. Ollama call failed with status code 404',
      },
      'unknown',
    ],
    [
      'the model named after it still decides',
      {
        status: 404,
        message:
          "Ollama call failed with status code 404: model 'llama3:latest' not found, try pulling it first",
      },
      'model_not_found',
    ],
  ]);
});

describe("a key's own header said to be required or missing is a missing key", () => {
  checkReasons([
    [
      "the AI SDK's Anthropic error without its status",
      { message: 'x-api-key header is required', name: 'AI_APICallError' },
      'auth_permanent',
    ],
    ["Azure's api-key header missing", { message: 'api-key header is missing' }, 'auth_permanent'],
    [
      "Google's key header not provided",
      { message: 'x-goog-api-key header not provided' },
      'auth_permanent',
    ],
    [
      'on a 401 as before',
      { status: 401, message: 'x-api-key header is required' },
      'auth_permanent',
    ],
    [
      // Batch 81: a required request header the caller did not send is the request's shape
      // (Portkey's "Either x-portkey-config or x-portkey-provider header is required"), without a
      // status too; a key's header stays a missing key above.
      'another required header is not a key: without a status it is the request',
      { message: 'anthropic-version header is required' },
      'format_error',
    ],
    [
      'another required header on a 400 stays a request fault',
      { status: 400, message: 'anthropic-version: header is required' },
      'format_error',
    ],
    [
      'a key header called invalid is not said to be missing',
      { message: 'x-api-key header is invalid' },
      'unknown',
      // No rule reads it; the vote's dead key is right.
      'auth_permanent',
    ],
  ]);
});

describe('Spring\'s "I/O error on <METHOD> request for" is a transport failure', () => {
  checkReasons([
    [
      'an HTTP/2 connection with no stream left',
      {
        message:
          'I/O error on POST request for "https://dashscope.aliyuncs.com/compatible-mode/v1/chat/completions": too many concurrent streams',
        name: 'ResourceAccessException',
      },
      'timeout',
    ],
    [
      'a GET with a cause nobody listed',
      {
        message:
          'I/O error on GET request for "https://api.example.com/v1/models": HTTP/1.1 header parser received no bytes',
      },
      'timeout',
    ],
    [
      'a rate limit said inside it still decides',
      {
        message:
          'I/O error on POST request for "https://x/v1/chat": 429 Too Many Requests: rate limit exceeded',
      },
      'rate_limit',
    ],
    [
      'an I/O error that is no request is not read',
      { message: 'Disk I/O error on POST processing' },
      'unknown',
    ],
  ]);
});
