/**
 * Rules written for the misses of held-out batches 1293–1314 (session 63, group GB), after the
 * batches had been scored without them: openai-harmony's `HarmonyError(…)` and vLLM's "Expected 2
 * output messages (reasoning and final)" for gpt-oss output the server could not parse, llama.cpp's
 * refusal of harmony channel tags resent in a message's content under its 500, a router's "No active
 * credentials for provider" under its own model_not_found code, .NET's "response ended prematurely"
 * wrapped in abort words, nghttp2's NGHTTP2_PROTOCOL_ERROR and Qt's "HTTP/2 protocol error", and
 * AsyncHTTPClient's deadlineExceeded. Each wording from the batch line
 * named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("openai-harmony's HarmonyError and vLLM's harmony output count", () => {
  it('is the server under a 400 (tenstorrent vLLM, batch 1299)', () => {
    expect(
      classify({ status: 400, message: "HarmonyError('Unknown role: <|start|>assistant')" }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 400,
        message: "HarmonyError('channel marker present but no channel value found in header')",
      }).reason,
    ).toBe('server_error');
  });
  it('reads the message without a status and in capitals', () => {
    expect(classify({ message: "openai_harmony.HARMONYERROR('unknown role: tool')" }).reason).toBe(
      'server_error',
    );
  });
  it('reads "Expected 2 output messages (reasoning and final)" without its 400 (vLLM, batch 1299)', () => {
    expect(
      classify({ message: 'Expected 2 output messages (reasoning and final), but got 3' }).reason,
    ).toBe('server_error');
  });
  it('leaves a bare "Unknown role" and a HarmonyError named without its call alone', () => {
    expect(
      classify({ status: 400, message: "Invalid value: 'Unknown role' for messages[0].role" })
        .reason,
    ).toBe('format_error');
    expect(
      classify({ status: 401, message: "HarmonyError('Unknown role: <|start|>assistant')" }).reason,
    ).not.toBe('server_error');
  });
});

describe('harmony channel tags resent in the content field', () => {
  it("is the request under llama.cpp's 500 (batch 1299)", () => {
    const message =
      "You have passed a message containing <|channel|> tags in the content field. Instead of doing this, you should pass analysis messages (the string between '<|message|>' and '<|end|>') in the 'thinking' field";
    expect(classify({ status: 500, message }).reason).toBe('format_error');
    expect(classify({ message: message.toUpperCase() }).reason).toBe('format_error');
  });
  it('leaves a bare 500 about channels to the server', () => {
    expect(
      classify({ status: 500, message: 'Internal error while reading the channel' }).reason,
    ).toBe('server_error');
  });
});

describe("a router's missing provider credential under its model_not_found code", () => {
  it('is the missing key (OmniRoute, batch 1296)', () => {
    expect(
      classify({
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'model_not_found',
            message: 'No active credentials for provider: anthropic',
          },
        },
      }).reason,
    ).toBe('auth_permanent');
  });
  it('reads the 9router rendering with its URL', () => {
    expect(
      classify({
        status: 404,
        message:
          'No active credentials for provider: openai, url: http://localhost:20128/v1/responses',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a model_not_found code with a model named to the model', () => {
    expect(
      classify({
        status: 404,
        body: { error: { code: 'model_not_found', message: 'The model `gpt-9` does not exist' } },
      }).reason,
    ).toBe('model_not_found');
  });
});

describe('a response ended prematurely inside abort words', () => {
  it('is a transport cut (Vertex over .NET gRPC, batch 1314)', () => {
    expect(
      classify({
        message:
          'Status(StatusCode="Unavailable", Detail="Error reading next message. IOException: The request was aborted. IOException: The response ended prematurely while waiting for the next frame from the server.")',
      }).reason,
    ).toBe('timeout');
  });
  it('reads the bare .NET wording', () => {
    expect(
      classify({
        message: 'System.IO.IOException: THE RESPONSE ENDED PREMATURELY. (ResponseEnded)',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves the caller's own abort alone", () => {
    expect(classify({ name: 'AbortError', message: 'The request was aborted.' }).reason).toBe(
      'aborted',
    );
  });
});

describe("nghttp2's protocol error", () => {
  it('is a transport cut (Copilot Workspace, batch 1314)', () => {
    expect(
      classify({
        message: 'Error generating plan: Stream closed with error code NGHTTP2_PROTOCOL_ERROR',
      }).reason,
    ).toBe('timeout');
  });
  it('reads it lower-case inside a Node error', () => {
    expect(
      classify({ message: 'Error [ERR_HTTP2_STREAM_ERROR]: nghttp2_protocol_error' }).reason,
    ).toBe('timeout');
  });
  it('leaves a stream refused for a bad header to its own reading', () => {
    expect(
      classify({ message: 'Stream closed with error code NGHTTP2_REFUSED_STREAM' }).reason,
    ).not.toBe('format_error');
  });
});

describe("Qt's HTTP/2 protocol error", () => {
  it('is a transport cut (GPT4All, batch 1314)', () => {
    expect(
      classify({ message: 'ERROR: ChatGPT responded with error code "399-HTTP/2 protocol error"' })
        .reason,
    ).toBe('timeout');
  });
  it("reads Qt's log line in capitals", () => {
    expect(
      classify({ message: 'STREAM 1 FINISHED WITH ERROR: "HTTP/2 PROTOCOL ERROR"' }).reason,
    ).toBe('timeout');
  });
  it('leaves an HTTP/2 setting the request asked for alone', () => {
    expect(
      classify({ status: 400, message: 'HTTP/2 is not supported for this endpoint' }).reason,
    ).toBe('format_error');
  });
});

describe("AsyncHTTPClient's deadlineExceeded", () => {
  it('is a timeout (langchain-swift, batch 1313)', () => {
    expect(
      classify({
        message:
          "Thread 15: Fatal error: 'try!' expression unexpectedly raised an error: HTTPClientError.deadlineExceeded",
      }).reason,
    ).toBe('timeout');
  });
  it('reads it bare and upper-case', () => {
    expect(classify({ message: 'DEADLINEEXCEEDED' }).reason).toBe('timeout');
  });
  it('leaves a deadline the request set wrong alone', () => {
    expect(
      classify({ status: 400, message: 'Invalid deadline: must be a positive duration' }).reason,
    ).toBe('format_error');
  });
});
