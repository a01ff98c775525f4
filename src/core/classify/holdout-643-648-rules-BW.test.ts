/**
 * Rules written for the misses of held-out batches 643-648 (session 48, group BW), after the batches
 * had been scored without them: a server's parser failing on its own model's output, a credential
 * pool cooling down, and Node's bare "Invalid URL". Each client's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// ollama/ollama#17638, continuedev/continue#10221, vllm-project/vllm#26008, ovh/public-cloud-roadmap#993.
describe("a server's parser that failed on its model's output", () => {
  it("reads Ollama's 500 with the refused tool call as the server's (batch 645)", () => {
    const result = classify({
      status: 500,
      message: `{"error":"error parsing tool call: raw='{\\"input\\":\\"*** Begin Patch\\"}]', err="`,
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.model_output_parse_failed');
  });
  it("reads Continue's status-less rendering the same (batch 645)", () => {
    const result = classify({
      message:
        "Error parsing Ollama response: Error: error parsing tool call: raw='ls -R\n', err=invalid character 'l' looking for beginning of value",
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.model_output_parse_failed');
  });
  it("reads vLLM's harmony header failure, not as an overflow (batch 645)", () => {
    const result = classify({
      name: 'APIError',
      message:
        'openai.APIError: Could not parse header: too many tokens remaining after extracting content-type and recipient',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.model_output_parse_failed');
    expect(classify({ message: 'unexpected tokens remaining in message header' }).reason).toBe(
      'server_error',
    );
  });
  it("leaves llama.cpp's refusal of the request's tools to the request (neighbour)", () => {
    const result = classify({ status: 500, message: 'tools param requires --jinja flag' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.tools_unparseable');
  });
  it('leaves the bare "error parsing tool call" to the request, as held h150 (neighbour)', () => {
    const result = classify({ message: 'ollama._types.ResponseError: error parsing tool call' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.tools_unparseable');
  });
});

// diegosouzapw/OmniRoute#6460: a pool's cooldown in a body without a 429.
describe('a credential pool cooling down', () => {
  it('is a rate limit, not the credentials (batch 647)', () => {
    const result = classify({
      body: { error: { message: 'All credentials for model openrouter/fusion are cooling down' } },
      message: 'All credentials for model openrouter/fusion are cooling down',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.credentials_cooling_down');
  });
  it('reads an account pool for a provider the same (invented)', () => {
    expect(classify({ message: 'All accounts for provider gemini are cooling down' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves invalid credentials to the key (neighbour)', () => {
    expect(classify({ message: 'Invalid credentials for model gpt-4o' }).reason).not.toBe(
      'rate_limit',
    );
  });
});

// continuedev/continue#11488: the WHATWG URL constructor's TypeError, before any request.
describe("Node's bare 'Invalid URL'", () => {
  it('is the configured URL (batch 644)', () => {
    const result = classify({ message: 'Invalid URL' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.invalid_url');
  });
  it("reads Node's coded rendering the same (invented)", () => {
    expect(classify({ message: 'TypeError [ERR_INVALID_URL]: Invalid URL' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves a longer sentence naming a URL to its own reading (neighbour)', () => {
    expect(classify({ status: 502, message: 'Bad Gateway: invalid url' }).reason).toBe(
      'server_error',
    );
  });
});
