/**
 * Rules written in session 30 for misses of held-out batches 233–238 (group C), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

// A relay's 400 (and 5xx) that says its upstream answered 429 (batch 235, Joplin Cloud's AI relay;
// held without a status in batch 12, grok2api).
describe('a relay that names its upstream 429 is the upstream limit under any status', () => {
  checkReasons([
    [
      "Joplin Cloud's AI relay, its 400 with the upstream's 429 in the text",
      { status: 400, message: 'Code: 400\nError: Upstream returned 429' },
      'upstream_rate_limit',
    ],
    [
      "grok2api's words without a status, as held",
      { message: 'Error Details:\n  "Chat upstream returned 429"' },
      'upstream_rate_limit',
    ],
    [
      'the same words under a relay 502',
      { status: 502, message: 'Upstream returned 429' },
      'upstream_rate_limit',
    ],
    [
      'a 400 that says the upstream is rate limited, as a 429 and the message step read it',
      { status: 400, message: 'Upstream rate limit exceeded, please try again later' },
      'upstream_rate_limit',
    ],
    [
      "a 400 with the caller's own rate-limit text stays the caller's rate limit",
      { status: 400, message: 'Rate limit exceeded, please slow down' },
      'rate_limit',
    ],
    [
      "an upstream's 407 named under a file download stays the request's (held h197)",
      {
        message:
          'invalid_value · invalid_request_error · Error while downloading file. Upstream status code: 407.',
      },
      'format_error',
    ],
    [
      "an upstream's relayed 400 about the model stays model_not_found (held h192)",
      {
        status: 400,
        message:
          '[Service Issue] Azure: Upstream responded with HTTP 400 Bad Request - Unknown model: claude-opus-4-5',
      },
      'model_not_found',
    ],
    [
      'an upstream that returned no content under a 502 stays a server fault (held h51 wording)',
      { status: 502, message: 'upstream returned no content frame' },
      'server_error',
    ],
    [
      "OpenAI's out-of-quota sentence beside the relayed 429 under a 502 stays billing",
      {
        status: 502,
        message:
          'Upstream returned 429: You exceeded your current quota, please check your plan and billing details.',
      },
      'billing',
    ],
  ]);
});

// NVIDIA NIM's max_completion_tokens in OpenAI's "is too large … supports at most" sentence (batch 237).
describe('the output cap sentence reads every name of the output parameter', () => {
  checkReasons([
    [
      'NVIDIA NIM through goose, max_completion_tokens',
      {
        status: 400,
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      },
      'context_overflow',
    ],
    [
      'the same sentence without a status',
      {
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      },
      'context_overflow',
    ],
    [
      'the Responses API name, max_output_tokens',
      {
        status: 400,
        message:
          'max_output_tokens is too large: 200000. This model supports at most 128000 completion tokens.',
      },
      'context_overflow',
    ],
    [
      "OpenAI's original max_tokens sentence, as held",
      {
        status: 400,
        message:
          'max_tokens is too large: 6000. This model supports at most 4096 completion tokens, whereas you provided 6000.',
      },
      'context_overflow',
    ],
    [
      'a parameter refused by name stays validation',
      {
        status: 400,
        body: {
          error: {
            message:
              "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'unsupported_parameter',
          },
        },
      },
      'format_error',
    ],
    [
      'a malformed max_completion_tokens value stays the request',
      { status: 400, message: 'max_completion_tokens must be a positive integer' },
      'format_error',
    ],
  ]);
  it('the repair reads the cap of the max_completion_tokens sentence', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        message:
          'max_completion_tokens is too large: 393216. This model supports at most 262144 completion tokens.',
      }),
    );
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 262144 });
  });
});

// LiteLLM's proxy refusing a key that is not one of its virtual keys (batch 237; cline#1766).
describe("LiteLLM's 'Virtual Key expected' is a key of the wrong form", () => {
  checkReasons([
    [
      'OpenHands Cloud, the 401 as quoted',
      { status: 401, message: '401 - LiteLLM Virtual Key expected. Received=AQ...' },
      'auth_permanent',
    ],
    [
      "cline's LiteLLM provider, the full sentence",
      {
        status: 401,
        message:
          "401 Authentication Error, LiteLLM Virtual Key expected. Received=not-needed, expected to start with 'sk-'.",
      },
      'auth_permanent',
    ],
    [
      'the sentence without a status',
      {
        message: "LiteLLM Virtual Key expected. Received=abc, expected to start with 'sk-'.",
      },
      'auth_permanent',
    ],
    [
      "LiteLLM's expired virtual key stays refreshable auth",
      {
        status: 401,
        message:
          'Authentication Error - Expired Key. Key Expiry time 2025-01-01 00:00:00+00:00 and current time 2025-01-06 12:00:00+00:00',
      },
      'auth',
    ],
    [
      "LiteLLM's key budget stays billing",
      { status: 400, message: 'Budget has been exceeded! Current cost: 10.2, Max budget: 10.0' },
      'billing',
    ],
  ]);
});

// A relay's 5xx around its client's failure to resolve or reach the upstream host (batch 238; held
// h55 with a body code 500).
describe("a relay's 5xx that says its client could not resolve or reach the host is transport", () => {
  checkReasons([
    [
      "LiteLLM's 500 around aiohttp's DNS failure to a Vertex dedicated endpoint",
      {
        status: 500,
        name: 'InternalServerError',
        message:
          'litellm.exceptions.InternalServerError: litellm.InternalServerError: Vertex_aiException InternalServerError - Cannot connect to host mg-endpoint-cedf4bc7.europe-west4-x.prediction.vertexai.goog:443 ssl:<ssl.SSLContext object at 0x7bf6f8bb6170> [Name or service not known]. Received Model Group=Qwen-3.5-Vertex-Final Available Model Group Fallbacks=None LiteLLM Retried: 2 times, LiteLLM Max Retries: 2',
      },
      'timeout',
    ],
    [
      "LiteLLM's proxy to Bedrock, the 500 code in its body (held h55)",
      {
        body: {
          error: {
            message:
              'litellm.APIConnectionError: BedrockException - [Errno -2] Name or service not known. Received Model Group=awsbedrock/anthropic.claude-3-7-sonnet\nAvailable Model Group Fallbacks=None',
            type: null,
            param: null,
            code: '500',
          },
        },
      },
      'timeout',
    ],
    [
      "aiohttp's ClientConnectorDNSError under LiteLLM's 500 (litellm#17252)",
      {
        status: 500,
        message:
          'litellm.InternalServerError: InternalServerError: OpenAIException - Cannot connect to host api.openai.com:443 ssl:default [Temporary failure in name resolution]',
      },
      'timeout',
    ],
    [
      "a Go relay's 502 around its failed lookup",
      {
        status: 502,
        message:
          'Post "https://api.openai.com/v1/chat/completions": dial tcp: lookup api.openai.com on 127.0.0.11:53: no such host',
      },
      'timeout',
    ],
    [
      "aiohttp's refused connection under LiteLLM's 500, as without the status",
      {
        status: 500,
        message:
          'litellm.InternalServerError: Cannot connect to host localhost:11434 ssl:default [Connection refused]',
      },
      'timeout',
    ],
    [
      "a proxy that names its upstream refusing the dial stays the upstream's fault (held)",
      {
        status: 500,
        name: 'InternalServerError',
        message:
          'Unable to round-trip http request to upstream: dial tcp [::1]:11434: connectex: No connection could be made because the target machine actively refused it.',
      },
      'server_error',
    ],
    [
      "Zed's 'Failed to connect to Ollama API' headline over the runner's 500 stays a server fault (held)",
      {
        message:
          'Turn execution failed: Failed to connect to Ollama API: 500 Internal Server Error {"error":"an error was encountered while running the model: unexpected EOF"}',
      },
      'server_error',
    ],
    [
      'a bare 500 stays a server fault',
      { status: 500, message: 'Internal Server Error' },
      'server_error',
    ],
  ]);
});
