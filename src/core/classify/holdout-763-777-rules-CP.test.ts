/**
 * Rules written for the misses of held-out batches 763–777 (session 51, group CP), after the batches
 * had been scored without them: an invalid image in the conversation, Google's refusal under a 501,
 * an AWS SDK's package path read as a model, Google's HTML 404 cut at its title, a bare "Stream
 * ended", aiohttp's undecodable answer, and wrappers that show no cause. Each client's real wording
 * (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// openai/codex#25445: the Codex app's rendering of an image the API refused.
describe('an invalid image placed in the conversation', () => {
  it('is the request (batch 763)', () => {
    const result = classify({
      message: 'Invalid image in your last message. Please remove it and try again.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads another place in the conversation the same (invented)', () => {
    expect(classify({ message: 'Error: invalid image in the previous request.' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves an image the safety system flagged alone (invented)', () => {
    expect(
      classify({ message: 'The image in your last message was flagged by our safety system.' })
        .reason,
    ).toBe('content_policy');
  });
});

// GoogleCloudPlatform/vertex-ai-samples#3618: Vertex's INVALID_ARGUMENT words under a 501.
describe("Google's request refusal under a 501 Not Implemented", () => {
  const message =
    '501 Unable to submit request because one or more response schemas specified unsupported field min_length. Learn more: https://cloud.google.com/vertex-ai/generative-ai/docs/multimodal/control-generated-output';
  it('is the request, not the server (batch 766)', () => {
    const result = classify({ status: 501, message, name: 'MethodNotImplemented' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.501.request_refused');
  });
  it('reads the words without their status the same (batch 766)', () => {
    expect(classify({ message: message.slice(4) }).reason).toBe('format_error');
  });
  it('leaves a bare 501 and a missing capability alone (invented; held h417)', () => {
    expect(classify({ status: 501, message: 'Not Implemented' }).reason).toBe('server_error');
    expect(
      classify({
        status: 501,
        message: 'This server does not support embeddings. Start it with `--embeddings`',
      }).reason,
    ).toBe('model_not_found');
  });
});

// aws/aws-sdk-net#3377: the .NET SDK prints the exception with its `Model` namespace.
describe("an AWS SDK's package path before its exception class", () => {
  const message =
    'Amazon.BedrockRuntime.Model.ValidationException: The format of the value at toolConfig.tools.0.toolSpec.inputSchema.json is invalid. Provide a json object for the field and try again.';
  it('names no model (batch 766)', () => {
    expect(classify({ message, name: 'ValidationException' }).reason).toBe('format_error');
  });
  it("reads the message alone by the service's code (batch 766)", () => {
    const result = classify({ message });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('code.validationexception');
  });
  it("still reads a model named after the Java SDK's package (invented)", () => {
    expect(
      classify({
        status: 400,
        message:
          'software.amazon.awssdk.services.bedrockruntime.model.ValidationException: The provided model identifier is invalid.',
      }).reason,
    ).toBe('model_not_found');
  });
});

// AstrBotDevs/AstrBot#7653: google-genai's ClientError cut after the page's title.
describe("Google's HTML 404 page known by its title", () => {
  const message =
    "google.genai.errors.ClientError: 404 Not Found. {'message': '<!DOCTYPE html>\\n<html lang=en>\\n <meta charset=utf-8>\\n <title>Error 404 (Not Found)!!1</title>";
  it('is a wrong URL (batch 770)', () => {
    const result = classify({ status: 404, message, name: 'ClientError' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.requested_url');
  });
  it('reads the status from the text the same (batch 770)', () => {
    expect(classify({ message }).reason).toBe('format_error');
  });
  it("leaves a client's plain status line alone (invented)", () => {
    expect(
      classify({ status: 404, message: 'Error 404 (Not Found)' }).explain.at(-1)?.rule,
    ).not.toBe('status.404.requested_url');
  });
});

// 64bit/async-openai#180: reqwest-eventsource's StreamEnded as async-openai prints it.
describe('a bare "Stream ended"', () => {
  it('is the server cutting its stream (batch 769)', () => {
    const result = classify({ message: 'Error: stream failed: Stream ended' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads the event source alone the same (invented)', () => {
    expect(classify({ message: 'Stream ended' }).reason).toBe('server_error');
  });
  it('leaves a stream ended before its last event alone (held)', () => {
    expect(classify({ message: 'stream failed: Stream ended before message_stop' }).reason).toBe(
      'timeout',
    );
  });
});

// valentinfrlch/ha-llmvision#547: aiohttp's ContentTypeError for a 200 that was not JSON.
describe("aiohttp's answer it could not decode as JSON", () => {
  it('is the server (batch 776)', () => {
    const result = classify({
      status: 200,
      message:
        "Provider Ollama failed: 200, message='Attempt to decode JSON with unexpected mimetype: text/plain; charset=utf-8', url='http://192.168.178.125:11434/api/chat'",
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it('reads the exception alone the same (invented)', () => {
    expect(
      classify({
        message: 'Attempt to decode JSON with unexpected mimetype: text/plain',
        name: 'ContentTypeError',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a 503 to its status (held h723)', () => {
    expect(
      classify({
        status: 503,
        message:
          "ERROR [open_webui.routers.ollama] Connection error: 503, message='Attempt to decode JSON with unexpected mimetype: ', url='http://localhost:11434/api/version'",
      }).reason,
    ).toBe('overloaded');
  });
});

// sigoden/aichat#1125: aichat's headline without its "Caused by:" line.
describe("aichat's wrapper with no cause shown", () => {
  it('stays unknown, unvoted (batch 775)', () => {
    const result = classify({ message: 'Error: Failed to call chat-completions api' });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.no_cause_stated');
  });
  it('reads another API the same (invented)', () => {
    expect(classify({ message: 'Failed to call embeddings api' }).reason).toBe('unknown');
  });
  it('leaves the wrapper with its cause line to the cause (held)', () => {
    expect(
      classify({
        message:
          'Failed to call chat-completions api\n\nCaused by:\n    error sending request for url (http://localhost:8080/v1/chat/completions)',
      }).reason,
    ).toBe('timeout');
  });
});

// n8n-io/n8n#37780 and #25292: undici handed a Request object it cannot read.
describe('a fetch handed a Request object as its URL', () => {
  it('shows no cause (held h142, h482)', () => {
    const result = classify({
      message: 'Unexpected HTTP client error: TypeError: Failed to parse URL from [object Request]',
    });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.cause_not_shown');
  });
  it('reads the TypeError alone the same (held h482)', () => {
    expect(
      classify({ message: 'Failed to parse URL from [object Request]', name: 'TypeError' }).reason,
    ).toBe('unknown');
  });
  it('leaves a real URL it could not parse alone (invented)', () => {
    expect(
      classify({ message: 'TypeError: Failed to parse URL from /v1/chat/completions' }).explain.at(
        -1,
      )?.rule,
    ).not.toBe('message.cause_not_shown');
  });
});
