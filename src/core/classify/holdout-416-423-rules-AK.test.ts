/**
 * Rules written for misses of held-out batches 416–423 (session 40, group AK), after the batches had
 * been scored without them (on dfd95c3), and for the older h210 line the retrained vote turned: each
 * rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function ruleOf(descriptor: Record<string, unknown>): string | undefined {
  return classifyError(errorFromDescriptor(descriptor)).explain.at(-1)?.rule;
}

// Snowflake Cortex COMPLETE's documented "max tokens of <count> exceeded" (batch 416, Positron's
// Databot, posit-dev/positron#11737).
describe("Cortex's 'max tokens of N exceeded' is the window", () => {
  checkReasons([
    [
      "Positron Databot on Cortex: 'max tokens of 200000 exceeded' (batch 416)",
      { message: 'max tokens of 200000 exceeded' },
      'context_overflow',
    ],
    [
      'the same under a 400 (invented)',
      { status: 400, message: 'max tokens of 8192 exceeded' },
      'context_overflow',
    ],
    [
      'a limit per minute in the same words stays a rate limit (invented)',
      { status: 429, message: 'max tokens of 100000 exceeded per minute' },
      'rate_limit',
    ],
    [
      "Anthropic's output cap on `max_tokens` keeps its own reading (held shape)",
      {
        status: 400,
        message:
          'max_tokens: 200000 > 64000, which is the maximum allowed number of output tokens for claude-sonnet-4-5',
      },
      'context_overflow',
    ],
  ]);
  it('a limit per minute is not read by the overflow family (invented)', () => {
    expect(ruleOf({ message: 'max tokens of 100000 exceeded per minute' })).not.toBe(
      'message.context_overflow',
    );
  });
  it('the parameter `max_tokens` (underscore) is not this wording (invented)', () => {
    expect(ruleOf({ status: 400, message: 'max_tokens of 200000 exceeded' })).not.toBe(
      'status.400.overflow_text',
    );
  });
});

// ChatGPT.nvim (batch 418): the reporter's spelling of OpenAI's "you must provide a model parameter".
describe('a required parameter named missing, in the spellings reporters type', () => {
  checkReasons([
    [
      "ChatGPT.nvim's 'you must provide a model paramater' (batch 418)",
      { message: 'you must provide a model paramater' },
      'format_error',
    ],
    [
      "OpenAI's own 'you must provide a model parameter' (held)",
      { message: 'you must provide a model parameter' },
      'format_error',
    ],
    ["'paramter' (invented)", { message: 'You must provide a model paramter' }, 'format_error'],
    [
      "the short 'param' (invented)",
      { status: 400, message: 'you must provide a messages param' },
      'format_error',
    ],
    [
      'a key named missing is not a field of the request (invented)',
      { status: 401, message: 'You must provide an api_key param' },
      'auth',
    ],
  ]);
});

// CLOVA Studio's error page (batch 420): 400, code 40003, "Image limit exceeded" = more than five
// images in one request.
describe('an image limit with no size after it is a count of images', () => {
  checkReasons([
    [
      "CLOVA Studio's 400 'Image limit exceeded' under code 40003 (batch 420)",
      { status: 400, message: 'Image limit exceeded', code: '40003' },
      'format_error',
    ],
    ['the same without a status (invented)', { message: 'Image limit exceeded' }, 'format_error'],
    [
      "'images limit reached' for the request (invented)",
      { status: 400, message: 'images limit reached for this request' },
      'format_error',
    ],
    [
      'with a size after it, the image is too large (invented)',
      { status: 400, message: 'Image limit exceeded: max 5 MB' },
      'image_too_large',
    ],
    [
      "Anthropic's 'image exceeds 5 MB maximum' stays a size (held h214's words)",
      { status: 400, message: 'image exceeds 5 MB maximum: 5508916 bytes > 5242880 bytes' },
      'image_too_large',
    ],
    [
      'a daily image allowance is a window, not a count in the request (invented)',
      { status: 429, message: 'Daily image limit reached. Please try again tomorrow.' },
      'rate_limit',
    ],
    [
      "CLOVA's 'Context length exceeded' under the same code 40003 (held wording)",
      { status: 400, message: 'Context length exceeded', code: '40003' },
      'context_overflow',
    ],
  ]);
  it('a daily image allowance without a status is not read as the count (invented)', () => {
    expect(
      ruleOf({ message: "You've reached your daily image limit, try again tomorrow" }),
    ).not.toBe('message.validation');
  });
});

// LocalAI's vLLM backend without an embedding method (batch 417, mudler/LocalAI#3435).
describe("grpc-go's Unimplemented from a local server's backend is the server's", () => {
  checkReasons([
    [
      "LocalAI's 'rpc error: code = Unimplemented desc = … Method not implemented!' (batch 417)",
      {
        message:
          "rpc error: code = Unimplemented desc = Unexpected <class 'NotImplementedError'>: Method not implemented!",
      },
      'server_error',
    ],
    [
      "LocalAI's 'code = Unknown desc = unimplemented' (held h219)",
      { message: 'rpc error: code = Unknown desc = unimplemented' },
      'server_error',
    ],
  ]);
  it('the rule decides it, not the word vote (batch 417)', () => {
    expect(
      ruleOf({
        message:
          "rpc error: code = Unimplemented desc = Unexpected <class 'NotImplementedError'>: Method not implemented!",
      }),
    ).toBe('message.server_error');
  });
  it('an HTTP 404 from a host that is no gRPC service is left to other rules (invented)', () => {
    expect(
      ruleOf({
        message:
          'rpc error: code = Unimplemented desc = unexpected HTTP status code received from server: 404 (Not Found)',
      }),
    ).not.toBe('message.server_error');
  });
  it('an unknown service is left to other rules (invented)', () => {
    expect(
      ruleOf({ message: 'rpc error: code = Unimplemented desc = unknown service backend.Backend' }),
    ).not.toBe('message.server_error');
  });
});

// xAI's retired Live Search (held h210, Spacesuit; the same 410 body in langgenius/dify-official-plugins#2493
// and superagent-ai/grok-cli#139).
describe('a request feature retired with the API to use named', () => {
  checkReasons([
    [
      "xAI's 'Live search is deprecated. Please switch to the Agent Tools API' (held h210)",
      {
        message:
          'Error: Live search is deprecated. Please switch to the Agent Tools API: https://docs.x.ai/docs/guides/tools/overview',
      },
      'format_error',
    ],
    [
      'the same under its 410 Gone (dify-official-plugins#2493)',
      {
        status: 410,
        body: {
          error:
            'Live search is deprecated. Please switch to the Agent Tools API: https://docs.x.ai/docs/guides/tools/overview',
        },
      },
      'format_error',
    ],
    [
      "Anthropic's '/v1/complete endpoint has been deprecated. Please use the /v1/messages endpoint' (held h347)",
      {
        message:
          'The /v1/complete endpoint has been deprecated. Please use the /v1/messages endpoint instead.',
      },
      'format_error',
    ],
    [
      'a deprecated model stays the model, even with an API named (invented)',
      {
        status: 410,
        message: 'This model is deprecated. Please migrate to the new Chat API',
      },
      'model_not_found',
    ],
    [
      "OpenAI's deprecated model (held h295)",
      {
        message:
          'The model `text-davinci-003` has been deprecated, learn more here: https://platform.openai.com/docs/deprecations',
      },
      'model_not_found',
    ],
    [
      "Gemini's deprecated model with a switch to another model (held h321)",
      {
        status: 404,
        message:
          'HTTP Error 404: Not Found. Gemini 1.0 Pro Vision has been deprecated on July 12, 2024. Consider switching to different model, for example gemini-1.5-flash',
      },
      'model_not_found',
    ],
  ]);
});

// gpt-server's FastChat-style controller (batch 417, shell-nlp/gpt_server): a worker exception sent
// as HTTP 400 with an internal-error body.
describe("a 400 whose error object says only 'Internal Server Error' is the server's", () => {
  checkReasons([
    [
      "gpt-server's 400 {'message': 'Internal Server Error', 'code': 50001} (batch 417)",
      { status: 400, body: { object: 'error', message: 'Internal Server Error', code: 50001 } },
      'server_error',
    ],
    [
      "'An internal error occurred.' as the whole message (invented)",
      { status: 400, body: { error: { message: 'An internal error occurred.' } } },
      'server_error',
    ],
    [
      'server-fault words before the request’s own fault are a headline (invented)',
      {
        status: 400,
        body: { error: { message: 'Internal server error: prompt must be a string' } },
      },
      'format_error',
    ],
    [
      "a client's headline over Anthropic's 400 refusal (held h50's shape)",
      {
        status: 400,
        body: {
          type: 'error',
          error: {
            type: 'invalid_request_error',
            message: 'messages: text content blocks must be non-empty',
          },
        },
        message: 'Internal server error occurred: Anthropic API error',
      },
      'format_error',
    ],
  ]);
});

// Onyx's model server (batch 417, onyx-dot-app/onyx): OpenAI's embeddings 400 inside Onyx's own 500.
describe("a provider's quoted 400 validation inside an app's 5xx is the request's", () => {
  checkReasons([
    [
      "Onyx's 500 around OpenAI's \"'$.input' is invalid\" (batch 417)",
      {
        status: 500,
        message:
          "HTTP error occurred: Error during embedding process: 500: Error embedding text with EmbeddingProvider.OPENAI: Error code: 400 - {'error': {'message': \"'$.input' is invalid. Please check the API reference: https://platform.openai.com/docs/api-reference.\", 'type': 'invalid_request_error', 'param': None, 'code': None}}",
      },
      'format_error',
    ],
    [
      "a proxy's 500 around 'Unsupported parameter' (invented)",
      {
        status: 500,
        message:
          "Proxy failed: Error code: 400 - {'error': {'message': \"Unsupported parameter: 'max_tokens' is not supported with this model.\", 'type': 'invalid_request_error', 'param': 'max_tokens', 'code': 'unsupported_parameter'}}",
      },
      'format_error',
    ],
    [
      "validation words only in the app's part, the quoted 400 an internal error (invented)",
      {
        status: 500,
        message:
          "invalid value for config: Error code: 400 - {'error': {'message': 'Internal error while handling the request', 'type': 'invalid_request_error'}}",
      },
      'server_error',
    ],
    [
      "a relayed 500 (not 400) with validation words stays the server's (held h57's shape)",
      {
        status: 500,
        message:
          "Error code: 500 - {'error': {'message': \"Unsupported value: 'temperature' does not support 0.5 with this model.\", 'type': 'invalid_request_error'}}",
      },
      'server_error',
    ],
    [
      'an invitation to retry beside it (invented)',
      {
        status: 502,
        message:
          "Error code: 400 - {'error': {'message': 'Invalid value for model', 'type': 'invalid_request_error'}} please try again later",
      },
      'server_error',
    ],
  ]);
});
