/**
 * Rules from held-out batch 66 (a natural sample; docs/classifier.md, "Batch 66"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// Sources: nanobot#536 (LiteLLM's BadGatewayError), swordintent/chatgpt-web-api#1 and
// OpenHands#8832 (ServiceUnavailableError), grammar-nazi-bot#958 (.NET's TooManyRequests),
// onyx#6368 (LiteLLM's ServiceUnavailableError around Bedrock's "Too many connections").
describe('an exception class named after an HTTP status names that status', () => {
  checkReasons([
    [
      "LiteLLM's BadGatewayError with no status kept (an OpenAI-compatible endpoint's 502 page)",
      { message: 'Error calling LLM: litellm.BadGatewayError: BadGatewayError: OpenAIException -' },
      'server_error',
    ],
    [
      'the same class as the error name only, with the message',
      {
        name: 'BadGatewayError',
        message: 'litellm.BadGatewayError: BadGatewayError: OpenAIException -',
      },
      'server_error',
    ],
    [
      "openai 0.x's ServiceUnavailableError stays overloaded",
      {
        message: 'openai.error.ServiceUnavailableError: The server is overloaded or not ready yet.',
        name: 'ServiceUnavailableError',
      },
      'overloaded',
    ],
    [
      "LiteLLM's ServiceUnavailableError while llama.cpp loads the model stays overloaded",
      {
        status: 503,
        message:
          'litellm.ServiceUnavailableError: ServiceUnavailableError: OpenAIException - Loading model',
        name: 'ServiceUnavailableError',
      },
      'overloaded',
    ],
    [
      ".NET's TooManyRequests with the provider's rate-limit document stays rate_limit",
      {
        message: 'Unsuccessful Cerebras API response TooManyRequests',
        name: 'InvalidOperationException',
        cause: {
          name: 'Exception',
          message:
            '{"message":"Requests per minute limit exceeded - too many requests sent.","type":"too_many_requests_error","param":"quota","code":"request_quota_exceeded"}',
        },
      },
      'rate_limit',
    ],
    // Review r67: the Vercel AI Gateway's own GatewayTimeoutError is a client-side timeout (its
    // statusCode is 408, not 504); read as 504 it must still be a timeout. Source:
    // https://github.com/vercel/ai/blob/main/packages/gateway/src/errors/gateway-timeout-error.ts
    [
      "Vercel AI Gateway's client-side GatewayTimeoutError rendered as text stays timeout",
      {
        message:
          'GatewayTimeoutError: Gateway request timed out: The operation was aborted due to timeout\n\n    This is a client-side timeout. To resolve this, increase your timeout configuration: https://vercel.com/docs/ai-gateway/capabilities/video-generation#extending-timeouts-for-node.js',
      },
      'timeout',
    ],
    [
      'the same class by name with its default message',
      { name: 'GatewayTimeoutError', message: 'Request timed out' },
      'timeout',
    ],
    [
      'a word that only contains the name is no status ("BadGatewayHandler" is invented)',
      { message: 'BadGatewayHandler: retrying the request' },
      'unknown',
    ],
  ]);
});

// Sources: aider#950 (the wrapped line), screenshot-to-code#272 and open-webui/pipelines#145 (the
// same words on one line), h63's live proxy (a key format refused on a 500).
describe('a dead-key phrase wrapped across a line by a terminal is the same phrase', () => {
  checkReasons([
    [
      "Anthropic's 'invalid x-api-key' wrapped after 'invalid' (aider's terminal)",
      {
        message:
          'litellm.llms.anthropic.AnthropicError: {"type":"error","error":{"type":"authentication_error","message":"invalid\nx-api-key"}}',
        name: 'AnthropicError',
      },
      'auth_permanent',
    ],
    [
      'the same words on one line',
      {
        status: 401,
        message:
          "Error code: 401 - {'type': 'error', 'error': {'type': 'authentication_error', 'message': 'invalid x-api-key'}}",
      },
      'auth_permanent',
    ],
    [
      'a key format refused on a 500 stays server_error',
      {
        status: 500,
        body: {
          error: "Invalid API key format. OpenAI keys start with 'sk-' or 'sk-proj-'",
          type: 'api_error',
        },
      },
      'server_error',
    ],
    [
      'a line ending in "invalid" before an unrelated key word is no dead key (invented)',
      {
        status: 400,
        message: 'The value of field "temperature" is invalid\nx-api-version: 2024-06-01',
      },
      'format_error',
    ],
  ]);
});
