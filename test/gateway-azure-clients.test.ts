/**
 * Azure OpenAI clients (the `openai` package's `AzureOpenAI`) pointed at the gateway: they call
 * `POST {endpoint}/openai/deployments/{deployment}/chat/completions?api-version=…` with an
 * `api-key` header. The deployment is the gateway's model name; `api-key` is a gateway key.
 * Real sockets on 127.0.0.1, a sandbox config (no network).
 */
import { AzureOpenAI } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

const KEY = 'gw-key-azure-test';
const API_VERSION = '2024-10-21';

let gateway: Gateway;
let endpoint: string;

beforeAll(async () => {
  const config = parseConfig(`server: { keys: ["${KEY}"] }
models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large, latency: { ttft: 0ms, tokens_per_s: 100000 } }
  acme/other:
    targets:
      - { provider: sandbox, model: sandbox-small, latency: { ttft: 0ms, tokens_per_s: 100000 } }
`);
  gateway = createGateway({ config, logger: false, metrics: false });
  endpoint = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
});

const azure = (options: { deployment?: string; apiKey?: string } = {}): AzureOpenAI =>
  new AzureOpenAI({
    endpoint,
    apiKey: options.apiKey ?? KEY,
    apiVersion: API_VERSION,
    maxRetries: 0,
    ...(options.deployment === undefined ? {} : { deployment: options.deployment }),
  });

const messages = [{ role: 'user' as const, content: 'hello from azure' }];

describe('AzureOpenAI clients', () => {
  it('are answered by the deployment named in the path (plain)', async () => {
    const { data, response } = await azure({ deployment: 'chat' })
      .chat.completions.create({ model: 'gpt-4o', messages })
      .withResponse();
    expect(data.object).toBe('chat.completion');
    expect(data.choices[0]?.message.content).toBeTruthy();
    expect(response.headers.get('x-stayup-target')).toContain('chat[0]:sandbox/sandbox-large');
  });

  it('are answered streamed, and without a deployment option take the model as deployment', async () => {
    const stream = await azure().chat.completions.create({
      model: 'chat',
      messages,
      stream: true,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text.length).toBeGreaterThan(0);
  });

  it('reach a model whose name has a slash', async () => {
    const { response } = await azure({ deployment: 'acme/other' })
      .chat.completions.create({ model: 'x', messages })
      .withResponse();
    expect(response.headers.get('x-stayup-target')).toContain('acme/other[0]');
  });

  it('need a gateway key in api-key, and name an unknown deployment', async () => {
    const refused = await azure({ deployment: 'chat', apiKey: 'wrong-key' })
      .chat.completions.create({ model: 'chat', messages })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AzureOpenAI.AuthenticationError);
    const unknown = await azure({ deployment: 'gpt-35-turbo' })
      .chat.completions.create({ model: 'chat', messages })
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(AzureOpenAI.NotFoundError);
    expect((unknown as InstanceType<typeof AzureOpenAI.NotFoundError>).message).toContain(
      'gpt-35-turbo',
    );
  });

  it('is a 405 with allow: POST for another method', async () => {
    const response = await fetch(
      `${endpoint}/openai/deployments/chat/chat/completions?api-version=${API_VERSION}`,
      { headers: { 'api-key': KEY } },
    );
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
