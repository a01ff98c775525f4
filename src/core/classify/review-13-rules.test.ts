/**
 * Counter-examples from the review of batches 19–22's rules (docs/classifier.md, "Review fixes
 * (session 13)"): the reviewer's inputs and their obvious neighbours. The costly direction is a
 * transient failure filed as permanent (no retry, a key cooled, a needless compress).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('1. a free trial next to window words is a window, not the trial used up', () => {
  const rateLimitForTrial =
    'You have exceeded the rate limit for the free trial, please try again later.';
  checkReasons([
    [
      'the rate limit of the free trial, on a 429',
      { status: 429, message: rateLimitForTrial },
      'rate_limit',
    ],
    ['the rate limit of the free trial, no status', { message: rateLimitForTrial }, 'rate_limit'],
    [
      'the hourly limit of a free trial, on a 429',
      { status: 429, message: 'You have reached the hourly limit of your free trial.' },
      'rate_limit',
    ],
    [
      'the request rate of the free trial, on a 429',
      { status: 429, message: 'You have exceeded the request rate of the free trial.' },
      'rate_limit',
    ],
    [
      'a free trial limit for this minute, on a 429',
      { status: 429, message: 'Your free trial limit is exceeded for this minute' },
      'rate_limit',
    ],
    [
      'a free trial limit for this minute, no status',
      { message: 'Your free trial limit is exceeded for this minute' },
      'unknown',
    ],
    [
      "a trial's limit and 'try again later' on a 429",
      {
        status: 429,
        message: 'Free trial limit reached. Please try again later.',
      },
      'rate_limit',
    ],
    // The trial itself used up: still billing.
    [
      'the maximum number of requests for the free trial',
      {
        status: 429,
        message: 'You have exceeded the maximum number of requests for the free trial.',
      },
      'billing',
    ],
    [
      'free trial quota exhausted, no status',
      { message: 'Your free trial quota has been exhausted. Please upgrade your plan.' },
      'billing',
    ],
    [
      'a monthly quota with try again later stays billing',
      {
        status: 429,
        message: 'You have reached your quota of 5,000 requests per month. Try again later.',
      },
      'billing',
    ],
  ]);
});

describe("2. Gemini's 'exceeded your current quota' is a window wherever Google's marks show", () => {
  const gemini =
    'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.';
  checkReasons([
    [
      "LiteLLM's RateLimitError around a GeminiException",
      {
        name: 'RateLimitError',
        message:
          'litellm.RateLimitError: GeminiException - You exceeded your current quota, please check your plan and billing details.',
      },
      'rate_limit',
    ],
    [
      "tenacity's banner around ResourceExhausted",
      {
        message:
          'Retrying langchain_google_genai.chat_models._chat_with_retry.<locals>._chat_with_retry in 4.0 seconds as it raised ResourceExhausted: 429 You exceeded your current quota, please check your plan and billing details.',
      },
      'rate_limit',
    ],
    [
      "a 500 relaying Gemini's 429 with its rate-limits link",
      { status: 500, message: `Gemini API error: 429 ${gemini}` },
      'server_error',
    ],
    ["a 429 with Gemini's rate-limits link", { status: 429, message: gemini }, 'rate_limit'],
    // OpenAI's account quota, and Google's limit of 0: still billing.
    [
      "openai-python's RateLimitError around OpenAI's quota",
      {
        name: 'RateLimitError',
        message:
          "Error code: 429 - {'error': {'message': 'You exceeded your current quota, please check your plan and billing details.', 'type': 'insufficient_quota'}}",
      },
      'billing',
    ],
    [
      "OpenAI's quota on a 429",
      {
        status: 429,
        message: 'You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
    [
      "Gemini's limit: 0 on a 429",
      {
        status: 429,
        message: `${gemini} Quota exceeded for metric: generate_content_free_tier_requests, limit: 0`,
      },
      'billing',
    ],
  ]);
});

describe('3. unparsable JSON that is the request’s is no server fault', () => {
  checkReasons([
    [
      "LiteLLM's BadRequestError around 'Expecting value'",
      {
        name: 'BadRequestError',
        message:
          'litellm.BadRequestError: OpenAIException - Expecting value: line 1 column 1 (char 0)',
      },
      'format_error',
    ],
    [
      'an invalid JSON payload',
      { message: 'Invalid JSON payload received. Unexpected end of JSON input' },
      'format_error',
    ],
    [
      "the AI SDK's tool-argument parse failure",
      {
        name: 'AI_InvalidToolArgumentsError',
        message:
          'Invalid arguments for tool read_file: JSON parsing failed: Text: {"path":. Error message: Unexpected end of JSON input',
      },
      'unknown',
    ],
    [
      'a server that could not parse the body',
      { message: 'Error parsing the body: Unexpected end of JSON input' },
      'unknown',
    ],
    [
      'a status 422 in text',
      { message: 'status: 422 Expecting value: line 1 column 1 (char 0)' },
      'format_error',
    ],
    // The response's: still a retryable server fault.
    [
      "node-fetch's invalid json response body",
      {
        message:
          'invalid json response body at https://api.example.com/v1/chat/completions reason: Unexpected end of JSON input',
      },
      'server_error',
    ],
    [
      "Python's JSONDecodeError",
      { name: 'JSONDecodeError', message: 'Expecting value: line 1 column 1 (char 0)' },
      'server_error',
    ],
    [
      'a bare unexpected end of JSON input',
      { name: 'APIError', message: 'Unexpected end of JSON input' },
      'server_error',
    ],
  ]);
});

describe('4. a 429 that answered an earlier attempt or a tool is not the 5xx', () => {
  checkReasons([
    [
      'a 500 after retries whose last status was 429',
      { status: 500, message: 'all retries failed; last status: 429; now internal server error' },
      'server_error',
    ],
    [
      "a 500 from a tool's fetch that met a 429",
      { status: 500, message: 'Tool web_fetch failed: error code: 429 from example.com' },
      'server_error',
    ],
    [
      'a 500 whose 429 stands past the first 200 characters',
      {
        status: 500,
        message: `Internal server error while handling the request. ${'Details follow. '.repeat(12)}Request failed with status code 429`,
      },
      'server_error',
    ],
    [
      'a status: 429 after a previous response',
      { message: 'Read timed out. Previous response: status: 429' },
      'timeout',
    ],
    // The relayed 429 of this call: still the 429's reading.
    [
      "a proxy's 500 around the 429 it met",
      { status: 500, body: { code: 500, message: 'Request failed with status code 429' } },
      'rate_limit',
    ],
    [
      'a 502 relaying 429 Too Many Requests',
      { status: 502, message: 'upstream error: 429 Too Many Requests' },
      'rate_limit',
    ],
  ]);
});

describe('5. a limit per window or a rate is no context overflow', () => {
  checkReasons([
    [
      'the maximum prompt tokens per day on a 400',
      { status: 400, message: 'Request exceeded the maximum prompt tokens per day quota' },
      'rate_limit',
    ],
    [
      'the max input token rate limit on a 500',
      { status: 500, message: 'exceeded the max input token rate limit' },
      'server_error',
    ],
    // The context itself: still an overflow.
    [
      'the maximum context length',
      {
        status: 400,
        message: 'Request exceeded the maximum context length of the model (128000 tokens).',
      },
      'context_overflow',
    ],
    [
      'the maximum input tokens per request',
      { status: 400, message: 'Input exceeded the maximum input tokens per request: 200000' },
      'context_overflow',
    ],
  ]);
});

describe('6. a 404 with no model, resource or URL wording: one answer, model_not_found', () => {
  checkReasons([
    ['a body that says Not Found', { status: 404, message: 'Not Found' }, 'model_not_found'],
    [
      'Not Found with an invalid_request_error type',
      {
        status: 404,
        body: '{"error":{"message":"Not Found","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      "nginx's 404 page",
      {
        status: 404,
        body: '<html>\r\n<head><title>404 Not Found</title></head>\r\n<body>\r\n<center><h1>404 Not Found</h1></center>\r\n<hr><center>nginx/1.24.0 (Ubuntu)</center>\r\n</body>\r\n</html>',
      },
      'model_not_found',
    ],
    [
      "Google's NOT_FOUND without a message",
      { status: 404, body: { error: { code: 404, status: 'NOT_FOUND' } } },
      'model_not_found',
    ],
    ['no body at all', { status: 404, message: '404 status code (no body)' }, 'model_not_found'],
    // Wording of its own: what it says decides.
    [
      "Apache's 404 page names the URL",
      {
        status: 404,
        body: '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN"><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL was not found on this server.</p></body></html>',
      },
      'format_error',
    ],
    ['a route not found', { status: 404, message: '404 page not found' }, 'format_error'],
    [
      'a model that does not exist',
      { status: 404, message: 'The model `gpt-9` does not exist' },
      'model_not_found',
    ],
    [
      'a conversation that does not exist',
      { status: 404, message: 'Conversation abc123 not found' },
      'unknown',
    ],
  ]);
});

describe('7. a relayed output cap too small to repair is the request, and only a status-like 400 relays', () => {
  checkReasons([
    [
      'a 500 relaying a 400 whose cap is below a repair',
      { status: 500, message: 'upstream 400 Bad Request: max_tokens (10000) cannot exceed 2048' },
      'format_error',
    ],
    [
      'a 500 naming max_tokens and a number 400',
      {
        status: 500,
        message: 'Worker crashed after 400 requests: max_tokens (10000) cannot exceed 8192',
      },
      'server_error',
    ],
    // A cap a repair may set: still the overflow with its repair.
    [
      'a 500 relaying a 400 whose cap can be repaired',
      {
        status: 500,
        message:
          'HTTPError: 500 Server Error: unable to parse response. Request log: < 400 Bad Request < max_tokens (10000) cannot exceed 8192.',
      },
      'context_overflow',
    ],
    [
      "a 500 relaying DeepSeek's status code 400",
      {
        status: 500,
        message:
          'status code: 400, Invalid max_tokens value, the valid range of max_tokens is [1, 8192]',
      },
      'context_overflow',
    ],
  ]);
});

describe("8. a request-error code read from botocore's text yields to transient or transport wording", () => {
  checkReasons([
    [
      "Bedrock's stream naming a server fault validationException",
      {
        message:
          'An error occurred (validationException) when calling the ConverseStream operation: The system encountered an unexpected error during processing. Try your request again.',
      },
      // `unknown` before batches 31–34; their rules read the server fault with its retry
      // invitation without a status (Bedrock's internal error): retryable either way.
      'server_error',
    ],
    [
      'a ValidationException read from text next to a reset connection',
      {
        message:
          'An error occurred (ValidationException) when calling the Converse operation: Connection reset by peer',
      },
      'timeout',
    ],
    // The request's own fault: still format_error.
    [
      'a ValidationException about the request',
      {
        message:
          'An error occurred (ValidationException) when calling the Converse operation: A conversation must start with a user message. Try again with a conversation that starts with a user message.',
      },
      'format_error',
    ],
    [
      'a ValidationException naming a bad field',
      {
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: Malformed input request: #: extraneous key [foo] is not permitted, please reformat your input and try again.',
      },
      'format_error',
    ],
  ]);
});
