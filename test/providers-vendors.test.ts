import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProviders } from '../src/client/provider-registry.js';
import type { TargetOptions } from '../src/client/types.js';
import { ConfigError, UnsupportedFeatureError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { redactSecrets } from '../src/providers/shared/redact.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { corpusErrors, type FakeProvider, startFakeProvider } from './fakes/index.js';
import { callFor, collect } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 50,
  betas: ['context-1m-2025-08-07'],
};
const context = { clock: new ManualClock(), random: seededRandom(1) };
const build = (target: TargetOptions): ProviderAdapter =>
  defaultProviders[target.provider as string]!(target, context);

let openai: FakeProvider;
let anthropic: FakeProvider;
let gemini: FakeProvider;
const adapters: ProviderAdapter[] = [];
const track = (adapter: ProviderAdapter) => {
  adapters.push(adapter);
  return adapter;
};

beforeAll(async () => {
  openai = await startFakeProvider({ wire: 'openai' });
  anthropic = await startFakeProvider({ wire: 'anthropic' });
  gemini = await startFakeProvider({ wire: 'gemini' });
});
afterAll(async () => {
  for (const adapter of adapters) await adapter.close?.();
  await Promise.all([openai.close(), anthropic.close(), gemini.close()]);
});

const withKey = (secret: string) => ({
  signal: new AbortController().signal,
  model: 'm-1',
  credential: { id: 'key#1', index: 0, secret },
});

describe('registry', () => {
  it('registers every built-in provider name', () => {
    for (const name of [
      'openai',
      'azure',
      'openrouter',
      'groq',
      'deepseek',
      'together',
      'fireworks',
      'mistral',
      'xai',
      'vllm',
      'ollama',
      'llamacpp',
      'openai-compatible',
      'anthropic',
      'gemini',
      'sandbox',
    ]) {
      expect(defaultProviders[name], name).toBeTypeOf('function');
    }
  });
});

describe('OpenAI-compatible vendor quirks', () => {
  it('Azure: deployment URL with api-version, api-key header, no model in the body', async () => {
    const adapter = track(
      build({
        provider: 'azure',
        model: 'gpt-4o',
        baseUrl: openai.url,
        keys: ['azure-key-123456'],
        options: { deployment: 'prod-gpt4o', api_version: '2025-01-01-preview' },
      }),
    );
    await adapter.chat(request, withKey('azure-key-123456'));
    const received = openai.requests.at(-1)!;
    expect(received.path).toBe('/openai/deployments/prod-gpt4o/chat/completions');
    expect(received.query.get('api-version')).toBe('2025-01-01-preview');
    expect(received.headers['api-key']).toBe('azure-key-123456');
    expect(received.headers.authorization).toBeUndefined();
    expect(received.body).not.toHaveProperty('model');
    expect(received.body).toMatchObject({ max_completion_tokens: 50 });
  });

  it('Azure v1 API: /openai/v1/chat/completions with the model in the body', async () => {
    const adapter = track(
      build({
        provider: 'azure',
        model: 'gpt-4o',
        baseUrl: openai.url,
        keys: ['k'],
        options: { apiVersion: 'v1' },
      }),
    );
    await adapter.chat(request, withKey('azure-key-123456'));
    const received = openai.requests.at(-1)!;
    expect(received.url).toBe('/openai/v1/chat/completions');
    expect(received.body).toMatchObject({ model: 'm-1' });
  });

  it('each call names its own model and mode, also past the models whose body options are kept built', async () => {
    const adapter = track(
      build({ provider: 'openai', model: 'gpt-4o', baseUrl: openai.baseUrl, keys: ['k'] }),
    );
    const models = Array.from({ length: 12 }, (_, index) => `model-${index}`);
    for (const model of [...models, ...models]) {
      await adapter.chat(request, { ...withKey('k'), model });
      expect(openai.requests.at(-1)!.body).toMatchObject({ model });
      expect(openai.requests.at(-1)!.body).not.toHaveProperty('stream');
      await collect(adapter.stream(request, { ...withKey('k'), model }));
      expect(openai.requests.at(-1)!.body).toMatchObject({ model, stream: true });
    }
  });

  it('OpenRouter: attribution headers, bearer key, max_tokens', async () => {
    const adapter = track(
      build({
        provider: 'openrouter',
        model: 'anthropic/claude-sonnet-4',
        baseUrl: openai.baseUrl,
        keys: ['sk-or-v1-abc'],
        options: { referer: 'https://app.example', title: 'Example', headers: { 'X-Extra': '1' } },
      }),
    );
    await adapter.chat(request, withKey('sk-or-v1-abc'));
    const received = openai.requests.at(-1)!;
    expect(received.path).toBe('/v1/chat/completions');
    expect(received.headers).toMatchObject({
      authorization: 'Bearer sk-or-v1-abc',
      'http-referer': 'https://app.example',
      'x-title': 'Example',
      'x-extra': '1',
    });
    expect(received.body).toMatchObject({ max_tokens: 50 });
  });

  it('Ollama / llama.cpp / vLLM: no key needed, no Authorization header', async () => {
    for (const provider of ['ollama', 'llamacpp', 'vllm']) {
      const adapter = track(build({ provider, model: 'llama3', baseUrl: openai.baseUrl }));
      const events = await collect(
        adapter.stream(request, { signal: new AbortController().signal, model: 'llama3' }),
      );
      expect(events.at(-1)?.type).toBe('finish');
      expect(openai.requests.at(-1)!.headers.authorization).toBeUndefined();
    }
  });

  it('Mistral: no stream_options', async () => {
    const adapter = track(
      build({ provider: 'mistral', model: 'mistral-large', baseUrl: openai.baseUrl, keys: ['k'] }),
    );
    await collect(adapter.stream(request, withKey('mistral-key-1')));
    expect(openai.requests.at(-1)!.body).not.toHaveProperty('stream_options');
  });
});

describe('structured outputs', () => {
  const schemaRequest: ChatRequest = {
    ...request,
    responseFormat: { type: 'json_schema', name: 'answer', schema: { type: 'object' } },
  };

  it('DeepSeek is skipped before any call (its chat API refuses json_schema); JSON mode still goes', async () => {
    const adapter = track(
      build({ provider: 'deepseek', model: 'deepseek-chat', baseUrl: openai.baseUrl, keys: ['k'] }),
    );
    const calls = openai.requests.length;
    const refused = await adapter.chat(schemaRequest, withKey('ds-key-1')).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnsupportedFeatureError);
    expect(openai.requests).toHaveLength(calls);
    await adapter.chat({ ...request, responseFormat: { type: 'json_object' } }, withKey('k2'));
    expect(openai.requests.at(-1)!.body).toMatchObject({
      response_format: { type: 'json_object' },
    });
  });

  it('a deployment that does take it can say so (`json_schema: true`); OpenAI sends it by default', async () => {
    for (const target of [
      { provider: 'deepseek', options: { json_schema: true } },
      { provider: 'openai', options: {} },
    ]) {
      const adapter = track(build({ ...target, model: 'm', baseUrl: openai.baseUrl, keys: ['k'] }));
      await adapter.chat(schemaRequest, withKey('k3'));
      expect(openai.requests.at(-1)!.body).toMatchObject({
        response_format: { type: 'json_schema', json_schema: { name: 'answer' } },
      });
    }
  });
});

describe('Anthropic and Gemini headers', () => {
  it('Anthropic: x-api-key, anthropic-version, anthropic-beta from request and options', async () => {
    const adapter = track(
      build({
        provider: 'anthropic',
        model: 'claude',
        baseUrl: anthropic.url,
        keys: ['k'],
        options: { betas: ['prompt-caching-2024-07-31'], anthropic_version: '2023-06-01' },
      }),
    );
    await adapter.chat(request, withKey('sk-ant-xyz-1234'));
    const received = anthropic.requests.at(-1)!;
    expect(received.path).toBe('/v1/messages');
    expect(received.headers).toMatchObject({
      'x-api-key': 'sk-ant-xyz-1234',
      'anthropic-version': '2023-06-01',
      'anthropic-beta': 'prompt-caching-2024-07-31,context-1m-2025-08-07',
    });
  });

  it('Gemini: x-goog-api-key header, never ?key=, alt=sse for streams', async () => {
    const adapter = track(
      build({ provider: 'gemini', model: 'g', baseUrl: gemini.url, keys: ['k'] }),
    );
    await adapter.chat(request, { ...withKey('AIzaSecret123'), model: 'models/gemini-2.5-pro' });
    await collect(
      adapter.stream(request, { ...withKey('AIzaSecret123'), model: 'gemini-2.5-pro' }),
    );
    const [plain, streamed] = gemini.requests.slice(-2);
    expect(plain!.url).toBe('/v1beta/models/gemini-2.5-pro:generateContent');
    expect(streamed!.url).toBe('/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse');
    for (const received of [plain!, streamed!]) {
      expect(received.headers['x-goog-api-key']).toBe('AIzaSecret123');
      expect(received.query.has('key')).toBe(false);
      expect(received.url).not.toContain('AIzaSecret123');
    }
  });
});

describe('target validation', () => {
  const issuesOf = (target: TargetOptions) => {
    try {
      build(target);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).issues;
    }
    throw new Error('expected a ConfigError');
  };

  it('reports every problem with a path relative to the target', () => {
    expect(
      issuesOf({
        provider: 'openai',
        model: 'gpt-4o',
        baseUrl: 'https://user:pw@api.example.com/v1?key=abc',
        options: { timeoutMs: -1, apiVerson: '1', headers: { a: 1 } },
      }),
    ).toEqual([
      { path: 'baseUrl', message: 'must not contain credentials' },
      { path: 'keys', message: 'at least one API key is required for this provider' },
      { path: 'options.timeoutMs', message: 'must be a number ≥ 0' },
      { path: 'options.apiVerson', message: expect.stringContaining('unknown option') },
      { path: 'options.headers', message: 'must be a map of strings' },
    ]);
  });

  it('accepts only a real undici dispatcher', () => {
    expect(
      issuesOf({ provider: 'ollama', model: 'x', options: { dispatcher: { url: 'x' } } }),
    ).toEqual([
      { path: 'options.dispatcher', message: 'must be an undici Dispatcher (Agent, Pool, …)' },
    ]);
  });

  it('requires a base URL for openai-compatible and azure', () => {
    expect(issuesOf({ provider: 'openai-compatible', model: 'x' })).toEqual([
      { path: 'baseUrl', message: 'is required for this provider' },
    ]);
    expect(issuesOf({ provider: 'azure', model: 'x', keys: ['k'] })[0]?.path).toBe('baseUrl');
  });

  it('rejects a query string in the base URL (keys never go in URLs)', () => {
    expect(
      issuesOf({
        provider: 'gemini',
        model: 'g',
        keys: ['k'],
        baseUrl: 'https://g.example/?key=x',
      }),
    ).toEqual([{ path: 'baseUrl', message: 'must not contain a query string or fragment' }]);
  });

  it('validates enumerations and Anthropic betas', () => {
    expect(
      issuesOf({
        provider: 'anthropic',
        model: 'c',
        keys: ['k'],
        options: { auth: 'cookie', betas: 'x' },
      }),
    ).toEqual([
      { path: 'options.auth', message: "must be one of 'x-api-key', 'bearer'" },
      { path: 'options.betas', message: 'must be a list of strings' },
    ]);
  });
});

describe('real error bodies replayed by the fakes', () => {
  const wireOf = (provider: string) =>
    provider === 'anthropic'
      ? 'anthropic'
      : provider === 'gemini' || provider === 'vertex'
        ? 'gemini'
        : 'openai';

  it('keep status, headers and the exact body for every corpus entry', async () => {
    const byWire = {
      openai: track(
        build({ provider: 'openai', model: 'm', baseUrl: openai.baseUrl, keys: ['k'] }),
      ),
      anthropic: track(
        build({ provider: 'anthropic', model: 'm', baseUrl: anthropic.url, keys: ['k'] }),
      ),
      gemini: track(build({ provider: 'gemini', model: 'm', baseUrl: gemini.url, keys: ['k'] })),
    };
    const fakes = { openai, anthropic, gemini };
    const entries = corpusErrors();
    expect(entries.length).toBeGreaterThan(90);
    for (const entry of entries) {
      const wire = wireOf(entry.provider);
      fakes[wire].enqueue({
        kind: 'error',
        status: entry.status,
        body: entry.body,
        headers: entry.headers,
      });
      const error = await byWire[wire].chat(request, callFor(wire)).then(
        () => undefined,
        (caught: unknown) =>
          caught as { status?: number; body?: string; headers: Record<string, string> },
      );
      expect(error?.status, entry.id).toBe(entry.status);
      const raw = typeof entry.body === 'string' ? entry.body : JSON.stringify(entry.body);
      // Bodies are kept verbatim except for key-shaped tokens, which never travel on errors.
      expect(error?.body, entry.id).toBe(redactSecrets(raw));
      if (entry.id === 'gemini-403-consumer-suspended') {
        expect(error?.body).not.toMatch(/AIza/);
        expect(error?.body).toContain('CONSUMER_SUSPENDED');
      }
      for (const [name, value] of Object.entries(entry.headers)) {
        expect(error?.headers[name.toLowerCase()], `${entry.id} ${name}`).toBe(String(value));
      }
    }
  });
});
