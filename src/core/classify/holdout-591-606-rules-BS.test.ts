/**
 * Rules written for misses of held-out batches 591–606 (session 47, group BS), after the batches
 * had been scored without them: a relay's bare "invalid request" in Chinese, an image size held to
 * a listed set, a provider name a routing SDK does not take, a proxy's refused upstream base, a
 * named parameter the provider does not take under a client's 500, and a gateway balancer's own
 * failure. Each real wording (from the batch line named), a second rendering, then the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

// songquanpeng/one-api#719: one-api refusing /v1/audio/transcriptions.
describe('a relay\'s "无效的请求" (invalid request)', () => {
  it("is the request's (batch 591)", () => {
    const body = { error: { message: '无效的请求 (request id: )', type: 'one_api_error' } };
    const result = classify({ body, message: JSON.stringify(body) });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads "请求无效" in the message alone the same (invented)', () => {
    expect(classify({ message: '请求无效：缺少 model 字段' }).reason).toBe('format_error');
  });
  it('leaves an authentication request refused alone (invented)', () => {
    expect(rule({ message: '认证请求无效' })).not.toBe('message.validation');
  });
});

// briansunter/logseq-openai#144: the plugin's own check of its DALL-E size setting.
describe('an image size held to a listed set', () => {
  it("is the request's (batch 592)", () => {
    const result = classify({ message: 'DALL-E image size must be 256, 512, or 1024.' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads the width-by-height rendering the same (invented)', () => {
    expect(classify({ message: 'size must be 256x256, 512x512 or 1024x1024' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves an image over a byte cap to its own reason (invented)', () => {
    expect(rule({ message: 'Image size must be less than 5 MB, got 7340032 bytes' })).not.toBe(
      'message.validation',
    );
  });
});

// cloudflare/ai#292: ai-gateway-provider refusing to route a Workers AI model.
describe('a provider name a routing SDK does not take', () => {
  it("is the request's (batch 604)", () => {
    const result = classify({
      message:
        'Error: Sorry, but provider "workersai.chat" is currently not supported, please open a issue in the github repo!',
      name: 'Error',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it("reads single quotes and 'unsupported' the same (invented)", () => {
    expect(classify({ message: "provider 'foo-ai' is unsupported" }).reason).toBe('format_error');
  });
  it('leaves a model no provider serves to model_not_found (invented)', () => {
    expect(
      classify({
        status: 400,
        message: 'The requested model is not supported by any provider you have enabled.',
      }).reason,
    ).toBe('model_not_found');
  });
});

// Helicone/helicone#463: the proxy refusing its Helicone-OpenAI-Api-Base header value.
describe("a proxy's refusal of the configured upstream base", () => {
  it('is the configured URL (batch 604)', () => {
    const result = classify({ message: 'Invalid API base' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.invalid_url');
  });
  it('reads "Invalid base URL" under a 400 the same (invented)', () => {
    expect(classify({ status: 400, message: 'Invalid base URL: ftp://x' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves an invalid base model to model_not_found (invented)', () => {
    expect(
      classify({ message: 'Invalid base model: xxi (model must be one of ada, babbage)' }).reason,
    ).toBe('model_not_found');
  });
});

// BerriAI/litellm#29703: LiteLLM's own param mapping for OCI, raised as its 500.
describe('a named parameter the provider does not take', () => {
  it("is the request's under a 500 (batch 606)", () => {
    const result = classify({
      status: 500,
      message: 'OciException - param `n` is not supported on OCI',
      name: 'OCIError',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.param_validation_failed');
  });
  it('reads it without a status and in quotes the same (invented)', () => {
    expect(
      classify({ message: "parameter 'logprobs' is not supported by this provider" }).reason,
    ).toBe('format_error');
  });
  it('leaves a 500 that names no parameter a server error (invented)', () => {
    expect(
      classify({ status: 500, message: 'OciException - the service is not supported on this host' })
        .reason,
    ).toBe('server_error');
  });
});

// Kong/kong#14376: Kong ai-proxy's balancer with a custom upstream URL.
describe("a gateway balancer's own failure", () => {
  it('is a server error, not a timeout (batch 604)', () => {
    const result = classify({
      message:
        '[lua] init.lua:1401:\nbalancer(): failed to set the current peer (address: api.scaleway.ai port: 443)\nno host allowed while connecting to upstream',
    });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.gateway_policy_failed');
  });
  it('reads the peer line alone under a 502 the same (invented)', () => {
    expect(
      classify({
        status: 502,
        message: 'balancer(): failed to set the current peer: no host allowed',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves nginx timing out while connecting to upstream a timeout (invented)', () => {
    expect(
      classify({
        message:
          'upstream timed out (110: Connection timed out) while connecting to upstream, client: 10.0.0.1',
      }).reason,
    ).toBe('timeout');
  });
});
