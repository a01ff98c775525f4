import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl, targetEndpoint, targetStoreKey } from './target-store-key.js';

const ID = 'chat[0]:vllm/llama';
const vllm = (baseUrl: string | undefined, options?: Record<string, unknown>) => ({
  id: ID,
  provider: 'vllm',
  model: 'llama',
  baseUrl,
  options,
});

describe('normalizeBaseUrl', () => {
  it('spells one endpoint one way: case of scheme and host, default port, trailing slashes', () => {
    const spellings = [
      'https://api.example.com/v1',
      'HTTPS://API.Example.COM/v1/',
      'https://api.example.com:443/v1//',
      ' https://api.example.com/v1 ',
    ];
    for (const spelling of spellings)
      expect(normalizeBaseUrl(spelling)).toBe('https://api.example.com/v1');
    expect(normalizeBaseUrl('http://gpu-1:80/v1')).toBe('http://gpu-1/v1');
    expect(normalizeBaseUrl('http://gpu-1:8000/')).toBe('http://gpu-1:8000');
  });

  it('keeps what does name another endpoint: port, path (and its case), scheme', () => {
    const base = normalizeBaseUrl('https://relay.example.com/v1');
    expect(normalizeBaseUrl('https://relay.example.com:8443/v1')).not.toBe(base);
    expect(normalizeBaseUrl('https://relay.example.com/V1')).not.toBe(base);
    expect(normalizeBaseUrl('https://relay.example.com/eu/v1')).not.toBe(base);
    expect(normalizeBaseUrl('http://relay.example.com/v1')).not.toBe(base);
  });

  it('spells IPv6 hosts, default ports and percent-escapes one way (RFC 3986 §6.2.2)', () => {
    expect(normalizeBaseUrl('http://[0:0:0:0:0:0:0:1]:8000/v1/')).toBe('http://[::1]:8000/v1');
    expect(normalizeBaseUrl('HTTP://[::FFFF:7F00:1]:80/v1')).toBe('http://[::ffff:7f00:1]/v1');
    expect(normalizeBaseUrl('http://host:80/')).toBe(normalizeBaseUrl('http://host/'));
    expect(normalizeBaseUrl('http://host:443/v1')).toBe('http://host:443/v1');
    // An escape's hex case and an escaped unreserved character do not change the resource.
    expect(normalizeBaseUrl('https://relay.example.com/%7euser/a%2fb/v%31')).toBe(
      'https://relay.example.com/~user/a%2Fb/v1',
    );
    expect(normalizeBaseUrl('https://relay.example.com/caf%c3%a9/v1')).toBe(
      normalizeBaseUrl('https://relay.example.com/café/v1'),
    );
  });

  it('drops userinfo, query and fragment, which may carry credentials', () => {
    const url = 'https://alice:s3cr3t-pass@relay.example.com/v1/?api_key=sk-live-123#k=sk-456';
    const normal = normalizeBaseUrl(url);
    expect(normal).toBe('https://relay.example.com/v1');
    // Not a WHATWG URL (a custom adapter's own address form): the same parts are cut.
    const odd = normalizeBaseUrl('grpc+x://bob:tok-789@[bad host/v1/?token=sk-000');
    expect(odd).toBe('grpc+x://[bad host/v1');
    for (const secret of ['s3cr3t-pass', 'sk-live-123', 'sk-456', 'tok-789', 'sk-000', 'alice'])
      expect(`${normal} ${odd}`).not.toContain(secret);
  });

  it('cuts userinfo from addresses WHATWG cannot parse or reads as a scheme and a path', () => {
    // A password with '/', '#' or '?' in it, or no scheme at all: still no secret in the output.
    const addresses = [
      'http://deploy:pa/ss-111@gpu-1:8000/v1',
      'http://deploy:pa#ss-222@gpu-1:8000/v1',
      'http://deploy:pa?ss-333@gpu-1:8000/v1',
      'deploy:pass-444@gpu-1:8000/v1',
    ];
    for (const address of addresses) {
      const normal = normalizeBaseUrl(address);
      for (const secret of ['deploy', 'pa', 'ss-', 'pass-444'])
        expect(normal).not.toContain(secret);
      expect(normal).toContain('gpu-1:8000');
    }
  });
});

describe('targetStoreKey', () => {
  it('is the id itself without a base URL, for the sandbox, and for the default written out', () => {
    expect(targetStoreKey(vllm(undefined))).toBe(ID);
    expect(
      targetStoreKey({
        id: 'chat[0]:sandbox/sandbox-large',
        provider: 'sandbox',
        model: 'sandbox-large',
        baseUrl: 'http://127.0.0.1:9999/v1',
      }),
    ).toBe('chat[0]:sandbox/sandbox-large');
    expect(
      targetStoreKey({
        id: 'chat[0]:openai/gpt-4o',
        provider: 'openai',
        model: 'gpt-4o',
        baseUrl: 'https://API.openai.com/v1/',
        defaultBaseUrl: 'https://api.openai.com/v1',
      }),
    ).toBe('chat[0]:openai/gpt-4o');
  });

  it('adds a 16-hex hash of the endpoint: equal for two spellings, distinct per host', () => {
    const first = targetStoreKey(vllm('http://gpu-1:8000/v1'));
    // Pinned: replicas of every version must agree on it (it names state in a shared Redis).
    expect(first).toBe('chat[0]:vllm/llama@d8b25b377012abc2');
    expect(targetStoreKey(vllm('HTTP://GPU-1:8000/v1/'))).toBe(first);
    expect(targetStoreKey(vllm('http://gpu-2:8000/v1'))).not.toBe(first);
    // A base URL with credentials in it keys the same as without them.
    expect(targetStoreKey(vllm('http://user:pw@gpu-1:8000/v1?key=sk-1'))).toBe(first);
  });

  it('tells Azure deployments apart, but not a deployment named like the model', () => {
    const azure = (deployment?: string, apiVersion?: string) =>
      targetStoreKey({
        id: 'chat[0]:azure/gpt-4o',
        provider: 'azure',
        model: 'gpt-4o',
        baseUrl: 'https://eastus-res.openai.azure.com',
        options: { deployment, apiVersion, headers: { 'api-key': 'azure-secret-1' } },
      });
    expect(azure('gpt-4o-canary')).not.toBe(azure());
    expect(azure('gpt-4o')).toBe(azure());
    // The api-version changes the wire format, not the deployment that answers.
    expect(azure(undefined, '2025-01-01-preview')).toBe(azure());
  });

  it('never hashes a secret: keys are not an input, headers are not read', () => {
    const endpoint = targetEndpoint(
      vllm('https://tok-abc@gpu-1/v1?api_key=sk-def', {
        headers: { authorization: 'Bearer sk-ghi' },
      }),
    );
    expect(endpoint).toBe('https://gpu-1/v1');
  });
});
