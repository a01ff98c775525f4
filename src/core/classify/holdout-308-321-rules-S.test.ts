/**
 * Rules written in session 35 for misses of held-out batches 308–321 (group S), after the batches had
 * been scored without them: each rule's real wordings (from the batch lines named), then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

/** The wait a descriptor's classification carries, in ms (undefined when none was read). */
function waitOf(descriptor: Record<string, unknown>): number | undefined {
  return classifyError(errorFromDescriptor(descriptor)).retryAfterMs;
}

// A body's wait in milliseconds, `retry_after_ms` (batch 321: open-nvr's KAI-C adapter in front of
// Ollama, https://github.com/open-nvr/open-nvr/pull/307). The Matrix spec's M_LIMIT_EXCEEDED body
// carries the same field, and API error envelopes with `retryable` carry it beside the code; the
// seconds fields (`retry_after`, `retryAfter`) keep their unit.
describe("a body's retry_after_ms is a wait in milliseconds", () => {
  const kaiC = {
    status: 503,
    message:
      "503 {'code': 'model_not_pulled', 'transient': True, 'retry_after_ms': 5000, 'message': \"Ollama has no model 'gemma3:4b' (auto-pull is running)\"}",
  };
  checkReasons([
    ["KAI-C's transient 503 while the model is pulled (batch 321)", kaiC, 'overloaded'],
  ]);
  it("reads the Python repr's retry_after_ms (batch 321)", () => {
    expect(waitOf(kaiC)).toBe(5000);
  });
  it("reads a JSON body's retry_after_ms (the Matrix spec's M_LIMIT_EXCEEDED)", () => {
    const body = { errcode: 'M_LIMIT_EXCEEDED', error: 'Too many requests', retry_after_ms: 2000 };
    expect(waitOf({ status: 429, body })).toBe(2000);
  });
  it("reads an error object's retry_after_ms (an error envelope with `retryable`)", () => {
    const body = {
      error: {
        type: 'provider_rate_limit',
        code: 'RATE_LIMITED',
        message: 'Provider returned HTTP 429.',
        retryable: true,
        retry_after_ms: 3000,
      },
    };
    expect(waitOf({ status: 429, body })).toBe(3000);
  });
  it('reads the camel-case retryAfterMs (invented)', () => {
    expect(waitOf({ status: 429, body: { error: 'rate_limited', retryAfterMs: 1500 } })).toBe(1500);
  });
  it('the same field quoted as JSON in a message (invented)', () => {
    expect(waitOf({ status: 503, message: '503 {"error":"busy","retry_after_ms":750}' })).toBe(750);
  });
  it('keeps retry_after in seconds (Replicate, held h165)', () => {
    expect(
      waitOf({
        message:
          'Error generating image: Error: HTTP error! status: 400 - {"error":"Replicate API error: 429 - {\\"detail\\":\\"Request was throttled. Your rate limit resets in ~10s.\\",\\"status\\":429,\\"retry_after\\":10}\\n","success":false}',
      }),
    ).toBe(10_000);
  });
  it('reads no wait from a zero retry_after_ms (invented)', () => {
    expect(waitOf({ status: 503, body: { error: 'busy', retry_after_ms: 0 } })).toBeUndefined();
  });
  it('reads no wait beside a verdict that takes none (a 400, invented)', () => {
    expect(
      waitOf({
        status: 400,
        body: { error: { message: 'messages is required', retry_after_ms: 5000 } },
      }),
    ).toBeUndefined();
  });
});

// new-api's own request checks answered as a 500 with `code: "invalid_request"` (batch 317: packyapi's
// "input is required" for a chat body sent to /v1/responses, https://github.com/STranslate/STranslate/issues/754;
// new-api's `types.NewError` defaults to status 500). Neighbours: OpenAI's `invalid_request_error`
// (a type, or DeepSeek's code for a bad key) and the word quoted inside a relay's message.
describe("a 5xx whose error code is new-api's invalid_request is the request's", () => {
  checkReasons([
    [
      "packyapi's 500, as STranslate printed it with the body (batch 317)",
      {
        status: 500,
        body: {
          error: {
            message: 'input is required (request id: 01KYK2XBVCE4B5HQY3BD2SGZK6)',
            type: 'packy_api_error',
            param: '',
            code: 'invalid_request',
          },
        },
        message:
          '翻译失败: Internal Server Error: InternalServerError, Details: {"error":{"message":"input is required (request id: 01KYK2XBVCE4B5HQY3BD2SGZK6)","type":"packy_api_error","param":"","code":"invalid_request"}}',
      },
      'format_error',
    ],
    [
      "the same body as openai-python's repr of a new-api 500 (invented rendering)",
      {
        status: 500,
        message:
          "Error code: 500 - {'error': {'message': 'invalid JSON request body (request id: 2025)', 'type': 'new_api_error', 'param': '', 'code': 'invalid_request'}}",
      },
      'format_error',
    ],
    [
      'a 502 with the code (invented)',
      {
        status: 502,
        body: {
          error: { message: 'model is required', type: 'new_api_error', code: 'invalid_request' },
        },
      },
      'format_error',
    ],
    [
      "a relay's 500 around OpenAI's unsupported value stays the relay's fault (held h57)",
      {
        status: 500,
        message:
          "Error code: 500 - {'error': {'message': \"Unsupported value: 'temperature' does not support 0.5 with this model. Only the default (1) value is supported. (request id: 202508171654492215179593FYSkgMm)\", 'type': 'invalid_request_error', 'param': 'temperature', 'code': 'unsupported_value'}}",
      },
      'server_error',
    ],
    [
      "DeepSeek's key failure (code invalid_request_error) under a relay's 500 keeps the server's verdict (invented status)",
      {
        status: 500,
        body: {
          error: {
            message: 'Authentication Fails, Your api key: ****_KEY is invalid',
            type: 'authentication_error',
            code: 'invalid_request_error',
          },
        },
      },
      'server_error',
    ],
    [
      'the code with an invitation to retry stays a server fault (invented)',
      {
        status: 500,
        body: {
          error: { message: 'upstream busy, please try again later', code: 'invalid_request' },
        },
      },
      'server_error',
    ],
    [
      'a 503 with the code keeps its capacity reading (invented)',
      { status: 503, body: { error: { message: 'input is required', code: 'invalid_request' } } },
      'overloaded',
    ],
  ]);
  // one-api's Qianfan channel whose token request failed (held h135, a known miss whose label is
  // auth_permanent): the word quoted inside its message is not the error object's code.
  it("one-api's 500 quoting invalid_request inside its message is not read as the code (held h135)", () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 500,
        message:
          "openai.InternalServerError: Error code: 500 - {'error': {'message': 'get request url failed: invalid_request: The request is missing a required parameter (request id: 2024031312125623319724471298803)', 'type': 'one_api_error', 'param': '', 'code': 'do_request_failed'}}",
      }),
    );
    expect(result.explain.at(-1)?.rule).not.toBe('status.500.invalid_request_code');
    expect(result.reason).not.toBe('format_error');
  });
});

// A server or API that "returned an invalid response" (batch 318: Autohand CLI against a local MLX
// server, https://github.com/autohandai/code-cli/issues/537; the same text in #541 and #560): the
// answer was bad, not the request; "malformed output" qualifies the model's output. A client's wrapper
// around a request fault, or the legacy SDK's "Invalid response object from API: …" around the
// provider's own document, keeps the wrapped reading.
describe('a server that returned an invalid response is a server fault', () => {
  checkReasons([
    [
      "Autohand's MLX message (batch 318)",
      {
        message:
          'MLX server returned an invalid response. The model may have crashed or returned malformed output. Raw: ',
        name: 'ApiError',
      },
      'server_error',
    ],
    [
      "Cloudflare's origin that returned an invalid or incomplete response (held h193)",
      {
        message:
          'The origin web server returned an invalid or incomplete response to Cloudflare. \nThis typically indicates the origin is overloaded or misconfigured.',
      },
      'server_error',
    ],
    [
      'the API that returned an invalid response (invented)',
      { message: 'The API returned an invalid response.' },
      'server_error',
    ],
    [
      "a client's wrapper around an invalid image stays the request's (held h178)",
      {
        message:
          'Backing off 6.9 seconds after 2 tries calling function <function Model.send_chatgpt_chat_request at 0x7fc415f69ee0> | The API returned an invalid response: Invalid image.',
      },
      'format_error',
    ],
    [
      "the legacy SDK's wrapper around a max_tokens refusal keeps it (held h80)",
      {
        message:
          'openai.error.APIError: Invalid response object from API: \'{"object":"error","message":"max_tokens must be at least 1, got -53.","type":"invalid_request_error","param":null,"code":40301}\' (HTTP response code was 400)',
      },
      'context_overflow',
    ],
    [
      "xAI's malformed-request headline over a bad key stays the key's (held, Autohand)",
      {
        message:
          'The request was malformed and could not be processed.\nIncorrect API key provided. You can obtain an API key from https://console.x.ai.',
        name: 'ApiError',
      },
      'auth_permanent',
    ],
    [
      "a malformed request body stays the request's (invented)",
      { message: 'Malformed JSON in request body' },
      'format_error',
    ],
  ]);
});

// A router with no provider for the model the request names (batch 319: Llama Stack's "Could not
// find provider for Llama-Guard-3-8B" under its generic "Invalid value:" 400,
// https://github.com/ogx-ai/llama-stack-apps/issues/87; its routing table's `get_provider_impl`).
// Neighbours: "Invalid value" alone, and credentials missing for a provider.
describe('a router with no provider for the model is the model', () => {
  checkReasons([
    [
      "Llama Stack's agent turn 400 (batch 319)",
      {
        status: 400,
        message:
          "AgentsTurnStreamChunk(event=None, error={'message': '400: Invalid value: Could not find provider for Llama-Guard-3-8B'})",
      },
      'model_not_found',
    ],
    [
      'the ValueError without a status',
      { message: 'ValueError: Could not find provider for Llama3.1-8B-Instruct' },
      'model_not_found',
    ],
    [
      "Llama Stack's later wording (quoted in ogx-ai/ogx#357)",
      {
        status: 400,
        message:
          'Invalid value: `Llama-Guard-3-1B` not registered. Make sure there is an Inference provider serving this model.',
      },
      'model_not_found',
    ],
    [
      'the held "unknown provider for model" stays the model\'s (held h74)',
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"unknown provider for model claude-sonnet-4-5-20250929","type":"invalid_request_error"}}',
      },
      'model_not_found',
    ],
    [
      "OpenAI's invalid value for a parameter stays the request's (held h62)",
      {
        status: 400,
        message:
          "Bad Request (400) - Invalid value: 'input_text'. Supported values are: 'output_text' and 'refusal'.",
      },
      'format_error',
    ],
    [
      "credentials missing for a provider stay the credential's (held h74)",
      {
        status: 400,
        message:
          'API Error: 400 {"error":{"message":"No credentials for provider:\n     github","type":"invalid_request_error","code":"bad_request"}}',
      },
      'auth_permanent',
    ],
    [
      "9router's missing credentials without a status stay the credential's (held h220)",
      {
        message:
          'unexpected status 404 Not Found: No active credentials for provider: openai, url: http://localhost:20128/v1/responses',
      },
      'auth_permanent',
    ],
  ]);
});
