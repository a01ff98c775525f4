/**
 * Rules written in session 29 (group b) for misses of held-out batches 207–220 (docs/classifier.md,
 * "Rules for batches 207–220 (session 29)"), after the batches had been scored without them: each
 * rule's real wordings (from the batch lines named), then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// n8n's headline for an HTTP 400, printed alone when it kept nothing of the body (batches 210, 213).
describe("n8n's bad-request headline alone is the request's", () => {
  checkReasons([
    [
      'n8n creating a Perplexity credential',
      { message: 'Bad request - please check your parameters' },
      'format_error',
    ],
    [
      "n8n's AI Agent with OpenRouter, as its debug info prints it",
      { message: 'NodeOperationError: Bad request - please check your parameters' },
      'format_error',
    ],
    [
      'the headline over a credit balance stays billing',
      {
        message:
          'Bad request - please check your parameters\nYour credit balance is too low to access the Anthropic API. Please go to Plans & Billing to upgrade or purchase credits.',
      },
      'billing',
    ],
    [
      'the headline over a rejected key stays a dead key',
      {
        message:
          'Bad request - please check your parameters\nIncorrect API key provided: sk-abc123. You can find your API key at https://platform.openai.com/account/api-keys.',
      },
      'auth_permanent',
    ],
  ]);
});

// Gemini's maxOutputTokens over the model's range, in Google's own words (batch 216).
describe("Gemini's maxOutputTokens range is the output cap", () => {
  checkReasons([
    [
      'bolt.diy through vite, no status',
      {
        message:
          '15:15:15 [vite] Internal server error: Unable to submit request because it has a maxOutputTokens value of 655360 but the supported range is from 1 (inclusive) to 8193 (exclusive). Update the value and try again.',
      },
      'context_overflow',
    ],
    [
      'the same words under their 400',
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'Unable to submit request because it has a maxOutputTokens value of 100000 but the supported range is from 1 (inclusive) to 65537 (exclusive). Update the value and try again.',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'context_overflow',
    ],
    [
      "a temperature out of its range stays the request's",
      {
        status: 400,
        body: {
          error: {
            code: 400,
            message:
              'Unable to submit request because it has a temperature value of 3 but the supported range is from 0 (inclusive) to 2.0001 (exclusive). Update the value and try again.',
            status: 'INVALID_ARGUMENT',
          },
        },
      },
      'format_error',
    ],
    [
      "a topK out of its range, no status, stays the request's",
      {
        message:
          'Unable to submit request because it has a topK value of 100 but the supported range is from 1 (inclusive) to 41 (exclusive). Update the value and try again.',
      },
      'format_error',
    ],
  ]);
});

// A model the plan leaves out: Kimi Code's subscription (batch 211), Qianfan's Coding Plan (218).
describe('a model the subscription or the coding plan does not serve', () => {
  checkReasons([
    [
      "Kimi Code's 401 naming the model",
      {
        status: 401,
        message: '401 Your current subscription does not have access to kimi-for-coding-highspeed',
      },
      'model_not_found',
    ],
    [
      "PicoClaw with Qianfan's Coding Plan, the body cut by the client",
      {
        status: 403,
        message:
          'Error: error processing message: LLM call failed after retries: API request failed:\n  Status: 403\n  Body:   {"error":{"code":"coding_plan_model_not_supported","message":"The current model does not support Coding Plan","type":"access_den...',
      },
      'model_not_found',
    ],
    [
      "Qianfan's sentence alone",
      { message: 'The current model does not support Coding Plan' },
      'model_not_found',
    ],
    [
      'a subscription without a feature names no model and stays auth',
      {
        status: 401,
        message: '401 Your current subscription does not have access to this feature',
      },
      'auth',
    ],
    [
      'a subscription without the API stays auth',
      {
        status: 403,
        message: 'Your subscription does not have access to the API. Please upgrade your plan.',
      },
      'auth',
    ],
    [
      'an expired coding plan is no model refused',
      {
        status: 403,
        body: {
          error: {
            code: 'coding_plan_expired',
            message: 'Your Coding Plan has expired, please renew it',
            type: 'access_denied',
          },
        },
      },
      'billing',
    ],
  ]);
});

// CLIProxyAPI's empty pool with the upstream's model_not_found as its last error (batch 220).
describe("a proxy's empty pool emptied by a missing model", () => {
  checkReasons([
    [
      'Codex through CLIProxyAPI, the last upstream error a missing model',
      {
        message:
          'unexpected status 503 Service Unavailable: auth_unavailable: no auth available (providers=codex, model=gpt-6-sol; last upstream error: model_not_found: The model `gpt-6-sol` does not exist or you do not have\naccess to it.), url: http://127.0.0.1:8317/v1/responses',
      },
      'model_not_found',
    ],
    [
      'another last error leaves the pool auth',
      {
        message:
          'unexpected status 503 Service Unavailable: auth_unavailable: no auth available (providers=codex, model=gpt-5; last upstream error: usage_limit_reached: The usage limit has been reached), url: http://127.0.0.1:8317/v1/responses',
      },
      'auth',
    ],
    [
      'the pool alone stays auth',
      {
        message:
          'unexpected status 503 Service Unavailable: auth_unavailable: no auth available (providers=openai-compatible-ustc, model=k3), url: http://127.0.0.1:8317/v1/responses',
      },
      'auth',
    ],
  ]);
});

// Gemini's File API bytes over what the request may read (batch 216).
describe("Gemini's referenced files too large are the payload's size", () => {
  checkReasons([
    [
      'google-genai with a 36 MB upload',
      {
        message:
          "ClientError: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': \"The request's total referenced files bytes are too large to be read\", 'status': 'INVALID_ARGUMENT'}}",
      },
      'payload_too_large',
    ],
    [
      'the sentence alone',
      { message: "The request's total referenced files bytes are too large to be read" },
      'payload_too_large',
    ],
    [
      "an invalid argument in the same frame stays the request's",
      {
        message:
          "ClientError: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'Request contains an invalid argument.', 'status': 'INVALID_ARGUMENT'}}",
      },
      'format_error',
    ],
    [
      'a token count over the window stays an overflow',
      {
        message:
          "ClientError: 400 INVALID_ARGUMENT. {'error': {'code': 400, 'message': 'The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).', 'status': 'INVALID_ARGUMENT'}}",
      },
      'context_overflow',
    ],
  ]);
});

// OpenCode Go's upstream refusal under its invalid_prompt code (batch 217).
describe("an upstream's invalid API request is the request's, not a server fault", () => {
  checkReasons([
    [
      'opencode with an OpenCode Go model',
      {
        message:
          'Error from provider (Console Go): Upstream request failed: [invalid_prompt] Invalid Responses API request',
      },
      'format_error',
    ],
    [
      "OpenAI's flagged prompt under the same code stays content_policy",
      {
        message:
          'Error from provider (Console Go): Upstream request failed: [invalid_prompt] Invalid prompt: your prompt was flagged as potentially violating our usage policy. Please try again with a different prompt',
      },
      'content_policy',
    ],
    [
      'a server error under the same head stays the server',
      {
        message:
          'Error from provider (Console Go): Upstream request failed: [server_error] The server had an error while processing your request',
      },
      'server_error',
    ],
    [
      'the head alone stays the server',
      { message: 'Error from provider (Console Go): Upstream request failed' },
      'server_error',
    ],
  ]);
});

// A relay's api_error around the upstream's refusal as the Python SDK prints it (batch 211).
describe("a relay's api_error around a relayed Python SDK 400 refusal", () => {
  checkReasons([
    [
      "cc-haha with Qianfan's Coding Plan on its Anthropic protocol",
      {
        status: 400,
        message:
          "Error: API Error: 400 {\"type\":\"error\",\"error\":{\"type\":\"api_error\",\"message\":\"Error code: 400 - {'error': {'code': 'invalid_argument', 'message': 'Invalid Argument', 'type': 'invalid_request_error'}, 'id': 'as-c93ufafknm'}\"}}",
      },
      'format_error',
    ],
    [
      'the same wrapper around a relayed 500 stays the server',
      {
        status: 400,
        message:
          'API Error: 400 {"type":"error","error":{"type":"api_error","message":"Error code: 500 - {\'error\': {\'message\': \'Internal error\', \'type\': \'server_error\'}}"}}',
      },
      'server_error',
    ],
    [
      "Ollama's own api_error for a model without tools stays the model's",
      {
        message:
          "API error: Error code: 400 - {'error': {'message': 'registry.ollama.ai/library/deepseek-r1:1.5b does not support tools', 'type': 'api_error', 'param': None, 'code': None}}",
      },
      'model_not_found',
    ],
  ]);
});

// AWS's UnknownOperationException, also in the JSON wire's `Output` wrapper (batch 207).
describe("AWS's unknown operation is the request's route", () => {
  checkReasons([
    [
      "LiteLLM's /messages on Bedrock Converse, the body alone",
      {
        body: {
          Output: { __type: 'com.amazon.coral.service#UnknownOperationException' },
          Version: '1.0',
        },
      },
      'format_error',
    ],
    [
      "botocore's sentence for it",
      {
        message:
          'An error occurred (UnknownOperationException) when calling the Converse operation: ',
      },
      'format_error',
    ],
    [
      'a throttling type in the same wrapper stays a rate limit',
      {
        body: {
          Output: { __type: 'com.amazon.coral.service#ThrottlingException' },
          Version: '1.0',
        },
      },
      'rate_limit',
    ],
  ]);
});

// Bifrost's model refused on an API path (batch 208).
describe('a model refused on an API path is served on another', () => {
  checkReasons([
    [
      "Codex through Bifrost to Bedrock's openai.gpt-5.5",
      {
        status: 400,
        body: {
          is_bifrost_error: false,
          status_code: 400,
          error: {
            type: 'invalid_request_error',
            code: 'validation_error',
            message: "The model 'openai.gpt-5.5' does not support the '/v1/responses' API",
          },
        },
      },
      'model_not_found',
    ],
    [
      'the reverse route',
      {
        status: 400,
        message: "The model 'o3-pro' does not support the '/v1/chat/completions' API",
      },
      'model_not_found',
    ],
    [
      "a parameter the model does not support stays the request's",
      { status: 400, message: "The model 'gpt-5' does not support the 'logprobs' parameter" },
      'format_error',
    ],
  ]);
});

// OpenRouter's account setting that excludes the only endpoint (batch 210).
describe("OpenRouter's endpoints excluded by an account setting", () => {
  checkReasons([
    [
      "Omnara's managed OpenRouter under a 502",
      {
        status: 502,
        message: 'Paid model training violation (account settings): 1 endpoint excluded',
      },
      'model_not_found',
    ],
    [
      'the status only in the text',
      {
        message:
          'HTTP 502 - Paid model training violation (account settings): 2 endpoints excluded',
      },
      'model_not_found',
    ],
    [
      'a bare provider error under a 502 stays the server',
      { status: 502, message: 'Provider returned error' },
      'server_error',
    ],
  ]);
});

// new-api's bare "not implemented" with its request id (batch 218).
describe("a relay's adaptor with no conversion for the request", () => {
  checkReasons([
    [
      "DMXAPI's 500 for an image model sent to chat completions",
      {
        status: 500,
        name: 'AI_APICallError',
        message: 'not implemented (request id: 2025122315105159103743182lZvIcq)',
      },
      'format_error',
    ],
    [
      'a panic that names something not implemented stays the server',
      {
        status: 500,
        message:
          'panic: not implemented yet in handler (request id: 2025122315105159103743182lZvIcq)',
      },
      'server_error',
    ],
    [
      'the two words without the relay stay the server',
      { status: 500, message: 'not implemented' },
      'server_error',
    ],
  ]);
});

// Xiaomi MiMo's "Not supported model" for a model its plan does not serve (batch 218).
describe('a model "not supported" named after the words', () => {
  checkReasons([
    [
      'Dify validating MiMo Token Plan credentials, typed without its space',
      {
        status: 400,
        message:
          'Credentials validation failed with statuscode 400 and response body {"error":{"code":"400","message":"Notsupported model mimo-v2-flash",param":"Param Incorrect" }}',
      },
      'model_not_found',
    ],
    [
      'the same with its space',
      {
        status: 400,
        body: {
          error: {
            code: '400',
            message: 'Not supported model mimo-v2-pro',
            param: 'Param Incorrect',
          },
        },
      },
      'model_not_found',
    ],
    [
      "a parameter not supported stays the request's",
      {
        status: 400,
        body: {
          error: {
            code: '400',
            message: 'Not supported parameter: top_k',
            param: 'Param Incorrect',
          },
        },
      },
      'format_error',
    ],
  ]);
});
