/**
 * Rules from held-out batch 95 (a natural sample of timeouts, aborts and transport failures around
 * LLM calls — undici, httpx, aiohttp, requests, node-fetch, Go and OkHttp clients — and of local
 * servers: Ollama, vLLM, llama.cpp, LM Studio, TGI, LocalAI, Xinference; docs/classifier.md,
 * "Batch 95"): each rule's wordings, then the neighbours it must leave alone.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

// aiohttp raises ClientPayloadError "Response payload is not completed" when the body ends before
// its declared length or its last chunk (aiohttp's client reference: "This exception can only be
// raised while reading the response payload if one of these errors occurs: invalid compression,
// malformed chunked encoding, not enough data that satisfy Content-Length HTTP header"); openai<1.0
// and other aiohttp clients let it through while streaming. The server cut the stream: the held
// "incomplete chunked read" (httpx) and "Premature close" (node-fetch) are the same failure.
// Sources: openai/openai-python#574, epam/ai-dial-adapter-openai#66 (this batch),
// continuedev/continue#503 (llama-cpp-python's server). Counter-examples: a payload the provider
// refused as too large or as unreadable JSON keeps its answer (cherry-studio#12602 and
// BerriAI/litellm#26112, held lines).
describe("aiohttp's incomplete response payload is a transport cut", () => {
  checkReasons([
    [
      'openai-python 0.x streaming through aiohttp',
      {
        message: 'aiohttp.client_exceptions.ClientPayloadError: Response payload is not completed',
      },
      'timeout',
    ],
    [
      'the bare sentence (continuedev/continue#503)',
      { message: 'Response payload is not completed' },
      'timeout',
    ],
    [
      'a 413 "Payload Too Large" keeps its answer',
      { status: 413, message: 'Payload Too Large' },
      'payload_too_large',
    ],
    [
      'an unreadable JSON payload keeps its answer',
      {
        status: 400,
        body: {
          error: {
            message: 'Invalid JSON payload: unexpected character: line 1 column 26867 (char 26866)',
            type: 'invalid_request_error',
          },
        },
      },
      'format_error',
    ],
  ]);
});

// Go's context.Canceled prints "context canceled" (one L, the standard library's wording): the
// request's context was cancelled by its caller — a closed HTTP client, a Ctrl-C, a parent task
// that gave up — as AbortError is in JavaScript. Its sibling context.DeadlineExceeded ("context
// deadline exceeded") is a timeout and already read as one. Sources: icereed/paperless-gpt#454
// (this batch), volcengine/OpenViking#5079 ('failed to do request: HTTP request failed: Post "...":
// context canceled'), mudler/LocalAI#792 (LocalAI's log when the curl client was stopped: "rpc
// error: code = Canceled desc = context canceled"). Counter-examples: Ollama's "timed out waiting
// for llama runner to start: context canceled" is its load timeout (ollama/ollama#10671) and stays
// timeout, as every abort that names a timeout does; "context deadline exceeded" stays timeout
// (nezhafan/wechat-ai#1, this batch).
describe("Go's context canceled is the caller's cancel", () => {
  checkReasons([
    [
      'paperless-gpt on Ollama',
      { message: 'Ollama: error getting response from LLM: context canceled' },
      'aborted',
    ],
    [
      'a Go HTTP client wrapper',
      { message: 'failed to do request: HTTP request failed: Post "...": context canceled' },
      'aborted',
    ],
    [
      "gRPC's Canceled code",
      { message: 'Error rpc error: code = Canceled desc = context canceled' },
      'aborted',
    ],
    [
      "Ollama's load timeout keeps its answer",
      {
        message:
          'error loading llama server "timed out waiting for llama runner to start: context canceled"',
      },
      'timeout',
    ],
    // Ollama's own call to its runner, cut while the client still waited: the server's shutdown
    // cancelled it (ollama/ollama#7779: 'msg="post predict" error="Post
    // \"http://127.0.0.1:45983/completion\": context canceled"', then systemd's "Stopped Ollama
    // Service"). Ollama answers such an error after tokens have been streamed as an NDJSON line
    // `{"error": …}` under the stream's 200 (https://docs.ollama.com/api/errors, "Errors that occur
    // while streaming"); stayup's adapters turn it into a status-less "stream error event" with the
    // line as its body. A server that writes the error to its caller was not cancelled by that
    // caller: the request may be retried (was `aborted`, never retried).
    [
      "Ollama's mid-stream error line (a server's document, not the caller's cancel)",
      {
        message:
          'ollama stream error event: Post "http://127.0.0.1:45983/completion": context canceled',
        body: { error: 'Post "http://127.0.0.1:45983/completion": context canceled' },
      },
      'timeout',
    ],
    [
      "the same line as a bare body (the CLI's descriptor of it) is not the caller's cancel",
      { body: { error: 'Post "http://127.0.0.1:45983/completion": context canceled' } },
      'unknown',
    ],
    [
      // Ollama's OpenAI-compatible layer wraps every other error as `{"error": {"message", "type":
      // "api_error"}}` (ollama/ollama openai/openai.go, NewError).
      "the same error in Ollama's OpenAI-compatible envelope keeps its server-error answer",
      {
        body: {
          error: {
            message: 'Post "http://127.0.0.1:45983/completion": context canceled',
            type: 'api_error',
          },
        },
      },
      'server_error',
    ],
    [
      'a deadline keeps its answer',
      {
        message:
          'Post "https://api.openai.com/v1/completions": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      },
      'timeout',
    ],
  ]);
});

// Vercel stops a function that sends no first byte in time: "Your function was stopped as it did
// not return an initial response within 25s" (the Edge runtime's limit; Vercel's docs list it as
// EDGE_FUNCTION_INVOCATION_TIMEOUT). An app deployed there relays it when a slow model or a
// reasoning model thinks past the limit: the platform's timeout, not the provider's verdict.
// Source: jorge-menjivar/unsaged#63 (this batch). Counter-examples: Vercel's 413
// "FUNCTION_PAYLOAD_TOO_LARGE" page keeps payload_too_large (QuantumNous/new-api#4607, held);
// "An error occurred with your deployment" on a 504 stays timeout (ChatGPTNextWeb/NextChat#6603,
// this batch).
describe("Vercel's no-initial-response stop is a timeout", () => {
  checkReasons([
    [
      'the Edge runtime message',
      {
        message:
          'Error: Your function was stopped as it did not return an initial response within 25s',
      },
      'timeout',
    ],
    [
      'a 413 function payload keeps its answer',
      {
        status: 413,
        body: 'Request Entity Too Large\n\nFUNCTION_PAYLOAD_TOO_LARGE\n\nhkg1::dqvfk-1777892496548-9462e92ea8fc',
      },
      'payload_too_large',
    ],
    [
      'a 504 deployment error keeps its answer',
      {
        status: 504,
        body: { error: { code: '504', message: 'An error occurred with your deployment' } },
      },
      'timeout',
    ],
  ]);
});
