/**
 * Rules written for misses of held-out batches 470–477 (session 42, round 1, group AQ), after the
 * batches had been scored without them (on c1039fa): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// TheR1D/shell_gpt#426: python-requests' raise_for_status on OpenAI's 404 for a model (batch 475).
describe("a 404 on a provider's own API host and chat path", () => {
  it('is the model, not the URL (batch 475)', () => {
    const result = classify({
      status: 404,
      message: '404 Client Error: Not Found for url: https://api.openai.com/v1/chat/completions',
      name: 'HTTPError',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.api_chat_path');
  });
  it('reads the status from the text, and Anthropic’s messages path the same (invented)', () => {
    expect(
      classify({
        message:
          'HTTPError: 404 Client Error: Not Found for url: https://api.anthropic.com/v1/messages',
      }).reason,
    ).toBe('model_not_found');
    expect(
      classify({
        status: 404,
        message:
          '404 Client Error: Not Found for url: https://api.groq.com/openai/v1/chat/completions',
      }).reason,
    ).toBe('model_not_found');
  });
  it('reads the exception class printed before the status line (held h370’s rendering, invented URL)', () => {
    const result = classify({
      message:
        'requests.exceptions.HTTPError: 404 Client Error: Not Found for url: https://api.mistral.ai/v1/chat/completions',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a transport failure quoted beside the URL alone (invented, as the differential’s fuzz)', () => {
    const result = classify({
      status: 404,
      message:
        'request to https://api.openai.com/v1/chat/completions failed, reason: getaddrinfo EAI_AGAIN api.openai.com',
    });
    expect(result.reason).not.toBe('model_not_found');
  });
  it('leaves a doubled or missing /v1, a local server and a router’s provider path the URL’s (invented, batch 12, held h109)', () => {
    for (const url of [
      'https://api.openai.com/v1/v1/chat/completions',
      'https://api.openai.com/chat/completions',
      'http://localhost:8000/v1/chat/completions',
      'https://router.huggingface.co/nebius/v1/chat/completions',
    ]) {
      const result = classify({
        status: 404,
        message: `404 Client Error: Not Found for url: ${url}`,
      });
      expect(result.reason).toBe('format_error');
      expect(result.explain.at(-1)?.rule).toBe('status.404.invalid_url');
    }
  });
  it('leaves Anthropic’s path on another provider’s API root the URL’s (review rw42a)', () => {
    // A base URL left at DeepSeek's chat address: "POST https://api.deepseek.com/v1/messages ⇒ 404"
    // (public notes of a DeepSeek Messages client); its Messages API lives under /anthropic.
    for (const url of [
      'https://api.deepseek.com/v1/messages',
      'https://api.openai.com/v1/messages',
      'https://api.groq.com/openai/v1/messages',
    ]) {
      const result = classify({
        status: 404,
        message: `404 Client Error: Not Found for url: ${url}`,
      });
      expect(result.reason, url).toBe('format_error');
      expect(result.explain.at(-1)?.rule).toBe('status.404.invalid_url');
    }
    const openaiPath = classify({
      status: 404,
      message: '404 Client Error: Not Found for url: https://api.anthropic.com/v1/chat/completions',
    });
    expect(openaiPath.explain.at(-1)?.rule).toBe('status.404.api_chat_path');
  });
  it('leaves a route said not to exist on the API host the URL’s (invented)', () => {
    const result = classify({
      status: 404,
      message: '404 page not found, url: https://api.example.com/v1/chat/completions',
    });
    expect(result.reason).toBe('format_error');
  });
});

// genkit-ai/genkit#3514: Genkit's own schema check on a model's null output (batch 470).
describe('INVALID_ARGUMENT at the head of the message', () => {
  it('is the request’s, as the gRPC code reads (batch 470)', () => {
    const result = classify({
      message:
        'INVALID_ARGUMENT: Schema validation failed. Parse Errors:\n\n- (root): must be object\n\nProvided data:\n\nnull',
      name: 'GenkitError',
      code: 'INVALID_ARGUMENT',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(true);
  });
  it('reads it after the class name printed before it (invented)', () => {
    const result = classify({
      message: 'GenkitError: INVALID_ARGUMENT: Unsupported output format: yaml',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves an overflow said under it to the overflow (invented)', () => {
    const result = classify({
      message:
        'INVALID_ARGUMENT: The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('reads it after Node’s bare "Error: " too (invented; review rw42a)', () => {
    const result = classify({
      message:
        'Error: INVALID_ARGUMENT: Schema validation failed. Parse Errors:\n- (root): must be object',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(true);
  });
  it('leaves LiteRT-LM’s full KV cache under it to the overflow (review rw42a)', () => {
    // LiteRT-LM's wording, as apps that trim and retry on it quote it (public repositories).
    for (const message of [
      'INVALID_ARGUMENT: Input token ids are too long: 2265 >= 2048',
      'INVALID_ARGUMENT: Input token ids are too long. 13463 >= 8192',
      'ollama ResponseError: INVALID_ARGUMENT: Input token ids are too long. 13463 >= 8192',
    ]) {
      expect(classify({ message }).reason, message).toBe('context_overflow');
    }
  });
  it('leaves a local runtime’s FAILED_PRECONDITION to its words (held h140)', () => {
    const result = classify({
      message:
        'FAILED_PRECONDITION: Chosen prefill work group size exceeds available state entries (70).',
    });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a sentence that starts "Invalid argument:" alone (invented)', () => {
    const result = classify({
      message: 'Invalid argument: the stream closed before any chunk arrived',
    });
    expect(result.explain.some((step) => step.rule === 'code.grpc_status')).toBe(false);
  });
});

// A Chinese blog post: Spring AI's error handler on DashScope's bodiless 404 (batch 476).
describe("Spring AI's placeholder for an empty body", () => {
  it('leaves a 404 bare (batch 476)', () => {
    const result = classify({
      status: 404,
      message: 'HTTP 404 - No response body available',
      name: 'org.springframework.ai.retry.NonTransientAiException',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.bare');
  });
  it('reads the status from the text alone (invented)', () => {
    const result = classify({ message: 'HTTP 404 - No response body available' });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.404.bare');
  });
  it('leaves another status to its own reading (invented)', () => {
    expect(classify({ status: 401, message: 'HTTP 401 - No response body available' }).reason).toBe(
      'auth',
    );
  });
  it('leaves a 404 body that names the route the URL’s (invented)', () => {
    const result = classify({ status: 404, message: 'HTTP 404 - Route /v2/images not found' });
    expect(result.reason).toBe('format_error');
  });
});
