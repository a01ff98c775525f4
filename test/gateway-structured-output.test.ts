/**
 * JSON mode and structured outputs through the gateway, with the real `openai` and
 * `@anthropic-ai/sdk` clients: each provider receives its own native form (OpenAI
 * `response_format`, Anthropic `output_config.format`, Gemini `responseMimeType` +
 * `responseJsonSchema`), a target that has no such form is skipped by a fallback instead of
 * answering free text, the sandbox answers JSON that follows the schema, and bad formats get a
 * 400 naming the field.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

const GATEWAY_KEY = 'gw-key-structured-41';
const UPSTREAM_KEY = 'sk-upstream-structured-93';

const CONTACT_SCHEMA = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    plan: { type: 'string', enum: ['free', 'team', 'enterprise'] },
    seats: { type: 'integer' },
    demo: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    address: { $ref: '#/$defs/address' },
  },
  required: ['name', 'plan', 'seats', 'demo', 'tags', 'address'],
  additionalProperties: false,
  $defs: {
    address: {
      type: 'object',
      properties: { city: { type: 'string' }, zip: { type: ['string', 'null'] } },
      required: ['city', 'zip'],
      additionalProperties: false,
    },
  },
} as const;

const REPLY_JSON = '{"name":"Ada","plan":"team"}';

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let fakeGemini: FakeProvider;
let gateway: Gateway;
let baseURL: string;

beforeAll(async () => {
  fakeOpenAI = await startFakeProvider({ wire: 'openai' });
  fakeAnthropic = await startFakeProvider({ wire: 'anthropic' });
  fakeGemini = await startFakeProvider({ wire: 'gemini' });
  for (const fake of [fakeOpenAI, fakeAnthropic, fakeGemini]) {
    fake.setDefault({ kind: 'reply', reply: { text: REPLY_JSON } });
  }
  const keys = `["\${UPSTREAM_KEY}"]`;
  const config = parseConfig(
    `server: { keys: ["\${GATEWAY_KEY}"] }
breaker: false
budget: false
models:
  gpt:
    targets:
      - { provider: openai, model: gpt-4o, base_url: "${fakeOpenAI.baseUrl}", keys: ${keys} }
  claude:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ${keys} }
  gemini:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${fakeGemini.baseUrl}", keys: ${keys} }
  claude-then-gpt:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ${keys} }
      - { provider: openai, model: gpt-4o-mini, base_url: "${fakeOpenAI.baseUrl}", keys: ${keys} }
  sandbox:
    targets:
      - { provider: sandbox, model: sandbox-json, latency: { ttft: 0ms, tokens_per_s: 100000, chunk: 1ms } }
`,
    { env: { GATEWAY_KEY, UPSTREAM_KEY } },
  );
  gateway = createGateway({ config, logger: false, metrics: false });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([fakeOpenAI.close(), fakeAnthropic.close(), fakeGemini.close()]);
});

const openai = () => new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });

const jsonSchemaFormat = {
  type: 'json_schema',
  json_schema: { name: 'contact', description: 'A contact', schema: CONTACT_SCHEMA, strict: true },
} as const;

function lastBody(fake: FakeProvider): Record<string, unknown> {
  const request = fake.requests.at(-1);
  if (request === undefined) throw new Error('the fake received no request');
  return request.body as Record<string, unknown>;
}

describe('each provider receives its native form', () => {
  it('OpenAI caller → OpenAI target: response_format as sent, plain and streamed', async () => {
    const completion = await openai().chat.completions.create({
      model: 'gpt',
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      response_format: jsonSchemaFormat,
    });
    expect(completion.choices[0]?.message.content).toBe(REPLY_JSON);
    expect(lastBody(fakeOpenAI).response_format).toEqual(jsonSchemaFormat);

    const stream = await openai().chat.completions.create({
      model: 'gpt',
      messages: [{ role: 'user', content: 'Any JSON.' }],
      response_format: { type: 'json_object' },
      stream: true,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe(REPLY_JSON);
    expect(lastBody(fakeOpenAI).response_format).toEqual({ type: 'json_object' });
  });

  it('OpenAI caller → Anthropic target: output_config.format with the schema', async () => {
    await openai().chat.completions.create({
      model: 'claude',
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      response_format: jsonSchemaFormat,
    });
    const body = lastBody(fakeAnthropic);
    expect(body.output_config).toEqual({ format: { type: 'json_schema', schema: CONTACT_SCHEMA } });
    expect(body).not.toHaveProperty('response_format');
  });

  it('Anthropic caller (output_config and the beta output_format) → Anthropic and OpenAI targets', async () => {
    const message = await anthropic().messages.create({
      model: 'claude',
      max_tokens: 256,
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      output_config: { format: { type: 'json_schema', schema: CONTACT_SCHEMA } },
    } as Anthropic.MessageCreateParamsNonStreaming);
    expect(message.content[0]).toMatchObject({ type: 'text', text: REPLY_JSON });
    expect(lastBody(fakeAnthropic).output_config).toEqual({
      format: { type: 'json_schema', schema: CONTACT_SCHEMA },
    });

    await anthropic().messages.create({
      model: 'gpt',
      max_tokens: 256,
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      output_format: { type: 'json_schema', schema: CONTACT_SCHEMA },
    } as unknown as Anthropic.MessageCreateParamsNonStreaming);
    expect(lastBody(fakeOpenAI).response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'response', schema: CONTACT_SCHEMA },
    });
  });

  it('Gemini target: responseMimeType and responseJsonSchema in generationConfig', async () => {
    await openai().chat.completions.create({
      model: 'gemini',
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      response_format: jsonSchemaFormat,
    });
    expect(lastBody(fakeGemini).generationConfig).toEqual({
      responseMimeType: 'application/json',
      responseJsonSchema: CONTACT_SCHEMA,
    });
    await openai().chat.completions.create({
      model: 'gemini',
      messages: [{ role: 'user', content: 'Any JSON.' }],
      response_format: { type: 'json_object' },
    });
    expect(lastBody(fakeGemini).generationConfig).toEqual({ responseMimeType: 'application/json' });
  });
});

describe('a target without the feature', () => {
  it('JSON mode skips Claude (no schema-less JSON mode) for the next target, without calling it', async () => {
    const anthropicCalls = fakeAnthropic.requests.length;
    const { data, response } = await openai()
      .chat.completions.create({
        model: 'claude-then-gpt',
        messages: [{ role: 'user', content: 'Any JSON.' }],
        response_format: { type: 'json_object' },
      })
      .withResponse();
    expect(data.choices[0]?.message.content).toBe(REPLY_JSON);
    expect(response.headers.get('x-stayup-target')).toBe('claude-then-gpt[1]:openai/gpt-4o-mini');
    expect(fakeAnthropic.requests.length).toBe(anthropicCalls);
    expect(lastBody(fakeOpenAI).response_format).toEqual({ type: 'json_object' });
  });

  it('JSON mode with Claude alone fails with a 400 that says why, in the caller shape', async () => {
    const response = await fetch(`${baseURL}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'claude',
        messages: [{ role: 'user', content: 'Any JSON.' }],
        response_format: { type: 'json_object' },
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('x-stayup-reason')).toBe('format_error');
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/JSON mode without a schema/);
  });
});

describe('the sandbox answers JSON', () => {
  it('follows the schema: every property, enums, $defs, nullable types; plain and streamed agree', async () => {
    const plain = await openai().chat.completions.create({
      model: 'sandbox',
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      response_format: jsonSchemaFormat,
    });
    const value = JSON.parse(plain.choices[0]?.message.content ?? '') as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['name', 'plan', 'seats', 'demo', 'tags', 'address']);
    expect(value.plan).toBe('free');
    expect(Number.isInteger(value.seats)).toBe(true);
    expect(typeof value.demo).toBe('boolean');
    expect(Array.isArray(value.tags) && typeof value.tags[0] === 'string').toBe(true);
    expect(value.address).toEqual({
      city: expect.any(String),
      zip: expect.any(String),
    });
    expect(plain.usage?.completion_tokens).toBe(Math.ceil(JSON.stringify(value).length / 4));

    const stream = await openai().chat.completions.create({
      model: 'sandbox',
      messages: [{ role: 'user', content: 'Extract the contact.' }],
      response_format: jsonSchemaFormat,
      stream: true,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(JSON.parse(text)).toEqual(value);
  });

  it('JSON mode answers an object, whole even when max_tokens is small', async () => {
    const completion = await openai().chat.completions.create({
      model: 'sandbox',
      messages: [{ role: 'user', content: 'Any JSON.' }],
      response_format: { type: 'json_object' },
      max_tokens: 3,
    });
    const value = JSON.parse(completion.choices[0]?.message.content ?? '') as { answer: string };
    expect(typeof value.answer).toBe('string');
    expect(completion.choices[0]?.finish_reason).toBe('stop');
  });
});

describe('bad formats get a 400 naming the field', () => {
  async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${GATEWAY_KEY}`,
        'content-type': 'application/json',
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const messages = [{ role: 'user', content: 'x' }];

  it.each([
    [{ type: 'json_schema' }, 'response_format.json_schema', /expected an object, got undefined/],
    [
      { type: 'json_schema', json_schema: { name: 'has space', schema: {} } },
      'response_format.json_schema.name',
      /1–64 letters, digits, underscores or dashes/,
    ],
    [
      { type: 'json_schema', json_schema: { name: 'x', schema: 'object' } },
      'response_format.json_schema.schema',
      /expected an object, got string/,
    ],
    [
      { type: 'json_schema', json_schema: { name: 'x', schema: {}, strictness: true } },
      'response_format.json_schema.strictness',
      /unrecognized/,
    ],
    [{ type: 'json_object', schema: {} }, 'response_format.schema', /unrecognized/],
  ])('OpenAI response_format %j → %s', async (format, param, message) => {
    const { status, body } = await post('/v1/chat/completions', {
      model: 'gpt',
      messages,
      response_format: format,
    });
    expect(status).toBe(400);
    const error = body.error as { param: string; message: string };
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it.each([
    [{ output_config: { format: { type: 'json_object' } } }, /output_config\.format\.type/],
    [{ output_config: { format: { type: 'json_schema' } } }, /output_config\.format\.schema/],
    [{ output_config: { effort: 'HIGH!' } }, /output_config\.effort: expected a level/],
    [
      {
        output_config: { format: { type: 'json_schema', schema: {} } },
        output_format: { type: 'json_schema', schema: {} },
      },
      /not both/,
    ],
  ])('Anthropic %j → 400 (%s)', async (extra, message) => {
    const { status, body } = await post(
      '/v1/messages',
      { model: 'claude', max_tokens: 16, messages, ...extra },
      { 'anthropic-version': '2023-06-01' },
    );
    expect(status).toBe(400);
    expect(body.type).toBe('error');
    expect((body.error as { message: string }).message).toMatch(message);
  });
});
