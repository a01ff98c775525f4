/**
 * Azure OpenAI's v1 API as clients call it through the gateway: `POST {endpoint}/openai/v1/chat/completions`
 * with the deployment (the gateway's model name) in the body's `model`, a key in `api-key` or
 * `Authorization: Bearer`, and `?api-version=` absent or `preview`. Microsoft's guidance for v1 is the
 * plain `OpenAI` client with `baseURL: {endpoint}/openai/v1/`; `AzureOpenAI` adds its classic
 * `/deployments/{model}` to such a base URL, which Azure answers 404 (openai-node #1684), and so does
 * the gateway, saying which client to use. Real sockets on 127.0.0.1, a sandbox config (no network).
 */
import OpenAI, { AzureOpenAI } from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

const KEY = 'gw-key-azure-v1-test';

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

/** The OpenAI client as Azure's v1 docs configure it, with the key as `api-key` or as `apiKey`. */
const v1Client = (
  options: { apiKey?: string; apiKeyHeader?: string; apiVersion?: string } = {},
): OpenAI =>
  new OpenAI({
    baseURL: `${endpoint}/openai/v1/`,
    apiKey: options.apiKey ?? KEY,
    maxRetries: 0,
    ...(options.apiKeyHeader === undefined
      ? {}
      : { defaultHeaders: { 'api-key': options.apiKeyHeader } }),
    ...(options.apiVersion === undefined
      ? {}
      : { defaultQuery: { 'api-version': options.apiVersion } }),
  });

const messages = [{ role: 'user' as const, content: 'hello from azure v1' }];

describe('the OpenAI client on {endpoint}/openai/v1', () => {
  it('is answered by the model named in the body (plain, key as Bearer)', async () => {
    const { data, response } = await v1Client()
      .chat.completions.create({ model: 'chat', messages })
      .withResponse();
    expect(data.object).toBe('chat.completion');
    expect(data.choices[0]?.message.content).toBeTruthy();
    expect(response.headers.get('x-stayup-target')).toContain('chat[0]:sandbox/sandbox-large');
    expect(response.url).toBe(`${endpoint}/openai/v1/chat/completions`);
  });

  it('is answered streamed, with api-version=preview, a key in api-key and a placeholder apiKey', async () => {
    const client = v1Client({
      apiKey: 'unused-by-azure-v1',
      apiKeyHeader: KEY,
      apiVersion: 'preview',
    });
    const stream = await client.chat.completions.create({
      model: 'acme/other',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: unknown;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      usage ??= chunk.usage ?? undefined;
    }
    expect(text.length).toBeGreaterThan(0);
    expect(usage).toMatchObject({ completion_tokens: expect.any(Number) });
  });

  it('lists and retrieves the served models', async () => {
    const client = v1Client({ apiVersion: 'preview' });
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(['chat', 'acme/other']);
    expect((await client.models.retrieve('acme/other')).id).toBe('acme/other');
  });

  it('needs a gateway key, and names an unknown deployment', async () => {
    const refused = await v1Client({ apiKey: 'wrong-key', apiKeyHeader: 'also-wrong' })
      .chat.completions.create({ model: 'chat', messages })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
    const unknown = await v1Client()
      .chat.completions.create({ model: 'gpt-35-turbo', messages })
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(OpenAI.NotFoundError);
    expect((unknown as InstanceType<typeof OpenAI.NotFoundError>).code).toBe('model_not_found');
  });

  it("tells a Responses API caller to use chat completions (Azure's v1 docs start with responses)", async () => {
    const refused = await v1Client()
      .responses.create({ model: 'chat', input: 'hi' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.NotFoundError);
    expect(String((refused as Error).message)).toContain('/openai/v1/chat/completions');
  });
});

describe('the v1 routes over plain HTTP', () => {
  it('take a key in api-key alone, need one, and answer another method with 405', async () => {
    const response = await fetch(`${endpoint}/openai/v1/chat/completions`, {
      method: 'POST',
      headers: { 'api-key': KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat', messages }),
    });
    expect(response.status).toBe(200);
    const wrongMethod = await fetch(`${endpoint}/openai/v1/chat/completions`, {
      headers: { 'api-key': KEY },
    });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expect((await fetch(`${endpoint}/openai/v1/models`)).status).toBe(401);
    const listed = await fetch(`${endpoint}/openai/v1/models`, { headers: { 'api-key': KEY } });
    expect(
      ((await listed.json()) as { data: { id: string }[] }).data.map((model) => model.id),
    ).toEqual(['chat', 'acme/other']);
    const models = await fetch(`${endpoint}/openai/v1/models`, { method: 'POST' });
    expect(models.status).toBe(405);
    expect(models.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('AzureOpenAI with a v1 base URL', () => {
  it('gets a 404 that names the client to use (it adds /deployments/{model}, as Azure refuses too)', async () => {
    const azure = new AzureOpenAI({
      baseURL: `${endpoint}/openai/v1`,
      apiKey: KEY,
      apiVersion: 'preview',
      maxRetries: 0,
    });
    const refused = await azure.chat.completions
      .create({ model: 'chat', messages })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AzureOpenAI.NotFoundError);
    const message = String((refused as Error).message);
    expect(message).toContain('/openai/v1/deployments/chat/chat/completions');
    expect(message).toContain('OpenAI');
    expect(message).toContain('/openai/v1');
  });
});
