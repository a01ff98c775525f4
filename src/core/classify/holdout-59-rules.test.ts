/**
 * Rules from held-out batch 59 (a natural sample; docs/classifier.md, "Batch 59"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a 500/502 that says the model itself is missing falls back', () => {
  checkReasons([
    [
      "SiliconFlow's 500 'Model not found.' as RAGFlow printed it",
      {
        message:
          "Fail to access embedding model(BAAI/bge-large-en-v1.5 ) using this api key.Error code: 500 - {'code': 20402, 'message': 'Model not found.', 'data': None, 'error': 'Model not found.'}",
      },
      'model_not_found',
    ],
    [
      'a 500 body naming the model that does not exist',
      {
        status: 500,
        body: { error: { message: 'The model `gpt-5-ultra` does not exist.' } },
      },
      'model_not_found',
    ],
    [
      'a 502 with a quoted model not found',
      { status: 502, body: { error: "model 'llama2' not found" } },
      'model_not_found',
    ],
    [
      '"model worker not found" is the server\'s own fault',
      { status: 500, body: { error: { message: 'model worker not found' } } },
      'server_error',
    ],
    [
      'a model missing only for now',
      { status: 500, body: { error: { message: 'Model not found, please try again later' } } },
      'server_error',
    ],
    [
      'a 500 that says to retry, whatever it quotes',
      {
        status: 500,
        body: {
          error: {
            message:
              'An internal error has occurred. Please retry. Upstream: the model `x` does not exist',
          },
        },
      },
      'server_error',
    ],
    [
      'a 500 that names a timeout beside it',
      {
        status: 500,
        message: 'upstream request timeout (model not found in the routing table)',
      },
      'timeout',
    ],
    [
      'a bare 500 stays a server error',
      { status: 500, body: { error: { message: 'Internal server error' } } },
      'server_error',
    ],
  ]);
});

describe('a model switched off is the model, not the key', () => {
  checkReasons([
    [
      "SiliconFlow's 403 'Model disabled.' (Chatbox)",
      {
        message:
          'API Error: Status Code 403, {"code":30003,"message":"Model disabled.","data":null}',
      },
      'model_not_found',
    ],
    [
      'the same words with no status',
      { message: 'This model has been disabled' },
      'model_not_found',
    ],
    ['a disabled key on a 403', { status: 403, message: 'API key disabled' }, 'auth_permanent'],
    [
      'a key disabled beside a model name',
      { status: 403, message: 'model gpt-4o: API key disabled' },
      'auth_permanent',
    ],
    [
      'a disabled account',
      { status: 403, message: 'Your account has been disabled' },
      'auth_permanent',
    ],
  ]);
});

describe('"Not authenticated" is authentication', () => {
  checkReasons([
    [
      "DeepInfra's body typed invalid_request_error, no status",
      {
        body: {
          error: { message: 'Not authenticated', type: 'invalid_request_error', param: null },
        },
      },
      'auth',
    ],
    ["FastAPI's detail, no status", { body: { detail: 'Not authenticated' } }, 'auth'],
    [
      'a key rejected in so many words still decides',
      { message: 'Not authenticated: invalid API key' },
      'auth_permanent',
    ],
    [
      'another invalid_request_error body stays a request fault',
      { body: { error: { message: 'Bad thing', type: 'invalid_request_error' } } },
      'format_error',
    ],
  ]);
});

describe("a body that was not JSON, a missing parameter and a value outside the supported ones are the request's shape", () => {
  checkReasons([
    [
      "n8n's rendering of OpenAI's JSON hint, no status",
      {
        message:
          "Bad request - please check your parameters. Hint: This likely means you aren't using your HTTP library correctly. The OpenAI API expects a JSON payload, but what was sent was not valid JSON.",
      },
      'format_error',
    ],
    [
      'a request body said not to be JSON',
      { message: 'Your request body is not valid JSON' },
      'format_error',
    ],
    [
      "a response that was not JSON is not the request's",
      { message: 'The response was not valid JSON' },
      'unknown',
    ],
    // Clients' own words for an answer they could not parse (public code: an Ollama client's
    // OllamaOutputError, an agent engine's tool_protocol_error): the response's body, not the
    // request's — retried (the held response_not_json rule, or unknown), never dropped as the
    // request's shape.
    [
      "an Ollama client's response body that was not JSON",
      {
        message:
          "Ollama's response body was not valid JSON: Expecting value: line 1 column 1 (char 0)",
      },
      'server_error',
    ],
    [
      "an agent engine's response payload that was not JSON",
      { message: 'External HTTP agent engine response body was not valid JSON.' },
      'unknown',
    ],
    [
      "a client's SyntaxError parsing a page stays a protocol bug",
      {
        name: 'SyntaxError',
        message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
      },
      'unknown',
    ],
    [
      "the R package's missing model parameter",
      { message: 'OpenAI API request failed [400]: you must provide a model parameter' },
      'format_error',
    ],
    [
      'a field that must be given',
      { message: 'You must specify a messages field' },
      'format_error',
    ],
    [
      'a missing API key stays the key',
      { message: 'You must provide an API key.' },
      'auth_permanent',
    ],
    [
      "LiteLLM's param=value refusal",
      {
        message:
          "litellm.UnsupportedParamsError: Azure OpenAI does not support reasoning_effort='none' for this model.\nSupported values are: 'low', 'medium', and 'high'.",
      },
      'format_error',
    ],
    [
      'a model without tools stays the model',
      { message: 'This model does not support tools' },
      'model_not_found',
    ],
  ]);
});

describe("a model still loading is capacity that comes back, with the body's estimated_time as the wait", () => {
  checkReasons([
    [
      "Hugging Face's body without its 503",
      {
        body: {
          error: 'Model meta-llama/Llama-2-13b-chat is currently loading',
          estimated_time: 20,
        },
      },
      'overloaded',
    ],
    [
      "LiteLLM's repr of it",
      {
        message:
          "litellm.exceptions.APIError: HuggingfaceException - response is not in expected format - [{'error': 'Model echarlaix/tiny-random-mistral is currently loading', 'estimated_time': 20.0}]",
      },
      'overloaded',
    ],
    [
      'a model still loading, in words',
      { message: 'model qwen3:8b is still loading' },
      'overloaded',
    ],
    [
      'a model the server cannot load stays its fault',
      {
        message:
          'ResponseError: unable to load model: /usr/share/ollama/.ollama/models/blobs/sha256-98 (status code: 500)',
      },
      'server_error',
    ],
  ]);

  it.each([
    [{ body: { error: 'Model org/x is currently loading', estimated_time: 20 } }, 20_000],
    [
      {
        message:
          "HuggingfaceException - [{'error': 'Model org/x is currently loading', 'estimated_time': 44.49}]",
      },
      44_490,
    ],
  ])('reads estimated_time as the wait (%#)', (descriptor, waitMs) => {
    const result = classifyError(errorFromDescriptor(descriptor));
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(waitMs);
  });

  it('reads no wait beside a request fault', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 422,
        body: { error: 'Input validation error: `inputs` must be non-empty', estimated_time: 5 },
      }),
    );
    expect(result.reason).toBe('format_error');
    expect(result.retryAfterMs).toBeUndefined();
  });
});

describe("OpenAI's max_tokens cap worded '. Expected a value <=' is the output cap", () => {
  it('reads the cap and lowers max_tokens', () => {
    const result = classifyError(
      errorFromDescriptor({
        status: 400,
        body: {
          error: {
            message:
              "Invalid 'max_tokens': integer above maximum value. Expected a value <= 32768, but got 64000 instead.",
            type: 'invalid_request_error',
            param: 'max_tokens',
            code: 'integer_above_max_value',
          },
        },
      }),
    );
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toMatchObject({ kind: 'lower_max_tokens', maxTokens: 32768 });
  });

  checkReasons([
    [
      'the same wording without a status',
      {
        message:
          "Invalid 'max_tokens': integer above maximum value. Expected a value <= 4096, but got 8192 instead.",
      },
      'context_overflow',
    ],
    [
      'another integer above its maximum stays a request fault',
      {
        status: 400,
        message:
          "Invalid 'limit': integer above maximum value. Expected a value <= 100, but got 101 instead.",
      },
      'format_error',
    ],
    [
      'a tool-call cap is not the output cap',
      {
        status: 400,
        message:
          "Invalid 'max_tool_calls': integer above maximum value. Expected a value <= 128, but got 500 instead.",
      },
      'format_error',
    ],
  ]);
});

describe("MiniMax's http_code is the error's status", () => {
  checkReasons([
    [
      'a message role refused, the 400 only in http_code',
      {
        body: {
          type: 'error',
          error: {
            type: 'bad_request_error',
            message: 'invalid params, chat content has invalid message role: system (2013)',
            http_code: '400',
          },
        },
      },
      'format_error',
    ],
    [
      'the window exceeded under the same code stays an overflow',
      {
        body: {
          type: 'error',
          error: {
            type: 'bad_request_error',
            message: 'invalid params, context window exceeds limit (2013)',
            http_code: '400',
          },
        },
      },
      'context_overflow',
    ],
    [
      "ModelScope's empty balance sent as http_code 429",
      {
        body: {
          error: {
            http_code: '429',
            message: 'insufficient balance (1008)',
            type: 'insufficient_balance_error',
          },
        },
      },
      'billing',
    ],
    [
      'a success http_code is no error status',
      { body: { error: { http_code: '200', message: 'ok' } } },
      'unknown',
    ],
  ]);
});

describe("llama.cpp's llama-server process, as Ollama names it, is the runner", () => {
  checkReasons([
    [
      'the server process terminated without a status (Continue)',
      {
        message:
          '"llama-server process has terminated: exit status 1: error loading model: llama_model_loader: failed to load model from C:\\\\Users\\\\x\\\\.ollama\\\\models\\\\blobs\\\\sha256-66"',
      },
      'server_error',
    ],
    [
      'a background process no longer running says nothing',
      { message: 'the background process is no longer running' },
      'unknown',
    ],
  ]);
});
