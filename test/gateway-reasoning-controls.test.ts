/**
 * Reasoning effort, one-call-per-turn tool use, the end-user id and OpenAI's billing hints
 * through the gateway, with the real `openai` and `@anthropic-ai/sdk` clients: OpenAI-style
 * targets receive them as sent, Anthropic and Gemini targets a thinking budget derived from the
 * effort, strict vendors only what they take, and a target that cannot honour
 * `parallel_tool_calls: false` is skipped by a fallback.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from './fakes/index.js';
import {
  type FakeGateway,
  GATEWAY_KEY,
  lastBody,
  startFakeGateway,
} from './support/fake-gateway.js';

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let fakeGemini: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'done',
    models: ({ openai, anthropic, gemini, keys }) => `  gpt:
    targets:
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
  claude:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  gemini:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${gemini.baseUrl}", keys: ${keys} }
  opus:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  mistral:
    targets:
      - { provider: mistral, model: mistral-large-latest, base_url: "${openai.baseUrl}", keys: ${keys} }
  gemini-then-gpt:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${gemini.baseUrl}", keys: ${keys} }
      - { provider: openai, model: gpt-5-mini, base_url: "${openai.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, gemini: fakeGemini, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const openai = () => new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });

const weatherTool: OpenAI.ChatCompletionTool = {
  type: 'function',
  function: {
    name: 'weather',
    description: 'Weather in a city',
    parameters: { type: 'object', properties: { city: { type: 'string' } } },
  },
};

/** Every control an OpenAI caller can set, on one request. */
const controls: Omit<OpenAI.ChatCompletionCreateParamsNonStreaming, 'model'> = {
  messages: [{ role: 'user', content: 'Weather in Paris?' }],
  tools: [weatherTool],
  parallel_tool_calls: false,
  reasoning_effort: 'high',
  max_completion_tokens: 10_000,
  user: 'user-4471',
  service_tier: 'flex',
  prompt_cache_key: 'tenant-9',
  safety_identifier: 'hash-e1f2',
  verbosity: 'low',
};

describe('OpenAI caller', () => {
  it('an OpenAI target receives every control as sent, plain and streamed', async () => {
    const completion = await openai().chat.completions.create({ model: 'gpt', ...controls });
    expect(completion.choices[0]?.message.content).toBe('done');
    const expected = {
      parallel_tool_calls: false,
      reasoning_effort: 'high',
      max_completion_tokens: 10_000,
      user: 'user-4471',
      service_tier: 'flex',
      prompt_cache_key: 'tenant-9',
      safety_identifier: 'hash-e1f2',
      verbosity: 'low',
    };
    expect(lastBody(fakeOpenAI)).toMatchObject(expected);

    const stream = await openai().chat.completions.create({
      model: 'gpt',
      ...controls,
      stream: true,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    expect(text).toBe('done');
    expect(lastBody(fakeOpenAI)).toMatchObject({ ...expected, stream: true });
  });

  it('an Anthropic target receives a thinking budget, one tool call per turn and metadata.user_id', async () => {
    await openai().chat.completions.create({ model: 'claude', ...controls });
    const body = lastBody(fakeAnthropic);
    expect(body.max_tokens).toBe(10_000);
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 8000 });
    expect(body.tool_choice).toEqual({ type: 'auto', disable_parallel_tool_use: true });
    expect(body.metadata).toEqual({ user_id: 'user-4471' });
    for (const field of [
      'reasoning_effort',
      'service_tier',
      'prompt_cache_key',
      'user',
      'verbosity',
    ])
      expect(body).not.toHaveProperty(field);
  });

  it('Claude 4.6 and later get adaptive thinking at an effort (Opus 4.7 rejects budgets)', async () => {
    await openai().chat.completions.create({
      model: 'opus',
      messages: [{ role: 'user', content: 'Prove it.' }],
      reasoning_effort: 'medium',
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'proof', schema: { type: 'object' } },
      },
    });
    const body = lastBody(fakeAnthropic);
    expect(body.thinking).toEqual({ type: 'adaptive' });
    expect(body.output_config).toEqual({
      effort: 'medium',
      format: { type: 'json_schema', schema: { type: 'object' } },
    });
    expect(body.max_tokens).toBe(4096);
  });

  it('a user id Claude would refuse (an e-mail address) is left out, not sent into a 400', async () => {
    await openai().chat.completions.create({
      model: 'claude',
      messages: [{ role: 'user', content: 'Hi' }],
      user: 'alice@example.com',
    });
    expect(lastBody(fakeAnthropic)).not.toHaveProperty('metadata');
  });

  it('an Anthropic target goes without thinking when the caller changed the temperature', async () => {
    await openai().chat.completions.create({
      model: 'claude',
      messages: [{ role: 'user', content: 'Hi' }],
      reasoning_effort: 'low',
      temperature: 0.2,
    });
    const body = lastBody(fakeAnthropic);
    expect(body).not.toHaveProperty('thinking');
    expect(body.temperature).toBe(0.2);
  });

  it('a Gemini target receives a thinking budget', async () => {
    await openai().chat.completions.create({
      model: 'gemini',
      messages: [{ role: 'user', content: 'Hi' }],
      reasoning_effort: 'medium',
    });
    const generation = lastBody(fakeGemini).generationConfig as Record<string, unknown>;
    expect(generation.thinkingConfig).toEqual({ thinkingBudget: 8192, includeThoughts: true });
  });

  it('Mistral receives only what it takes (it rejects unknown fields)', async () => {
    await openai().chat.completions.create({ model: 'mistral', ...controls });
    const body = lastBody(fakeOpenAI);
    expect(body.model).toBe('mistral-large-latest');
    expect(body.parallel_tool_calls).toBe(false);
    for (const field of [
      'reasoning_effort',
      'user',
      'service_tier',
      'prompt_cache_key',
      'verbosity',
    ])
      expect(body).not.toHaveProperty(field);
  });

  it("participants' names reach an OpenAI target; Claude and Mistral, which take none, get the text alone", async () => {
    const messages: OpenAI.ChatCompletionMessageParam[] = [
      { role: 'user', name: 'alice', content: 'I vote for Paris.' },
      { role: 'assistant', name: 'moderator', content: 'Noted.' },
      { role: 'user', name: 'bob', content: [{ type: 'text', text: 'Rome.' }] },
      { role: 'user', name: '', content: 'Who is winning?' },
      // OpenAI refuses names outside ^[a-zA-Z0-9_-]{1,64}$ with a 400: made to fit, or left out.
      { role: 'user', name: 'John Doe', content: 'Paris.' },
      { role: 'user', name: 'chloé@example.com', content: 'Berlin.' },
      { role: 'user', name: 'x'.repeat(70), content: 'Oslo.' },
      { role: 'user', name: '李雷', content: 'Madrid.' },
    ];
    await openai().chat.completions.create({ model: 'gpt', messages });
    expect(lastBody(fakeOpenAI).messages).toEqual([
      { role: 'user', name: 'alice', content: 'I vote for Paris.' },
      { role: 'assistant', name: 'moderator', content: 'Noted.' },
      { role: 'user', name: 'bob', content: 'Rome.' },
      { role: 'user', content: 'Who is winning?' },
      { role: 'user', name: 'John_Doe', content: 'Paris.' },
      { role: 'user', name: 'chlo__example_com', content: 'Berlin.' },
      { role: 'user', name: 'x'.repeat(64), content: 'Oslo.' },
      { role: 'user', content: 'Madrid.' },
    ]);
    await openai().chat.completions.create({ model: 'mistral', messages });
    const mistral = lastBody(fakeOpenAI).messages as Record<string, unknown>[];
    expect(mistral.map((message) => message.content)).toEqual([
      'I vote for Paris.',
      'Noted.',
      'Rome.',
      'Who is winning?',
      'Paris.',
      'Berlin.',
      'Oslo.',
      'Madrid.',
    ]);
    for (const message of mistral) expect(message).not.toHaveProperty('name');
    await openai().chat.completions.create({ model: 'claude', messages });
    expect(JSON.stringify(lastBody(fakeAnthropic).messages)).not.toContain('alice');
  });

  it('a name that is not a string is refused with its path', async () => {
    const refused = await openai()
      .chat.completions.create({
        model: 'gpt',
        messages: [{ role: 'user', name: 42, content: 'Hi' } as never],
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(OpenAI.BadRequestError);
    expect((refused as InstanceType<typeof OpenAI.BadRequestError>).message).toContain(
      'messages[0].name',
    );
  });

  it('parallel_tool_calls: false skips a Gemini target for the next one, without calling it', async () => {
    const geminiCalls = fakeGemini.requests.length;
    const { data, response } = await openai()
      .chat.completions.create({ model: 'gemini-then-gpt', ...controls })
      .withResponse();
    expect(data.choices[0]?.message.content).toBe('done');
    expect(response.headers.get('x-stayup-target')).toBe('gemini-then-gpt[1]:openai/gpt-5-mini');
    expect(fakeGemini.requests).toHaveLength(geminiCalls);
    expect(lastBody(fakeOpenAI).parallel_tool_calls).toBe(false);
  });
});

describe('Anthropic caller', () => {
  it('disable_parallel_tool_use and metadata.user_id reach an OpenAI target', async () => {
    const message = await anthropic().messages.create({
      model: 'gpt',
      max_tokens: 512,
      messages: [{ role: 'user', content: 'Weather in Paris?' }],
      tools: [{ name: 'weather', input_schema: { type: 'object' } }],
      tool_choice: { type: 'auto', disable_parallel_tool_use: true },
      metadata: { user_id: 'user-4471' },
    });
    expect(message.content[0]).toMatchObject({ type: 'text', text: 'done' });
    expect(lastBody(fakeOpenAI)).toMatchObject({ parallel_tool_calls: false, user: 'user-4471' });
  });

  it('a metadata.user_id longer than OpenAI takes (Claude Code’s) is left out for OpenAI', async () => {
    const claudeCodeId = `user_${'a'.repeat(64)}_account__session_${'b'.repeat(36)}`;
    await anthropic().messages.create({
      model: 'gpt',
      max_tokens: 512,
      messages: [{ role: 'user', content: 'Hi' }],
      metadata: { user_id: claudeCodeId },
    });
    expect(lastBody(fakeOpenAI)).not.toHaveProperty('user');
    await anthropic().messages.create({
      model: 'claude',
      max_tokens: 512,
      messages: [{ role: 'user', content: 'Hi' }],
      metadata: { user_id: claudeCodeId },
    });
    expect(lastBody(fakeAnthropic).metadata).toEqual({ user_id: claudeCodeId });
  });

  it('adaptive thinking and output_config.effort (Claude 4.6+, e.g. Claude Code on Opus 4.7) reach each target in its form', async () => {
    const adaptive = {
      max_tokens: 8000,
      messages: [{ role: 'user', content: 'Plan the migration.' }],
      thinking: { type: 'adaptive' },
      output_config: { effort: 'max' },
    };
    const send = (model: string) =>
      fetch(`${baseURL}/v1/messages`, {
        method: 'POST',
        headers: {
          'x-api-key': GATEWAY_KEY,
          'anthropic-version': '2023-06-01',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ model, ...adaptive }),
      });
    expect((await send('opus')).status).toBe(200);
    const opusBody = lastBody(fakeAnthropic);
    expect(opusBody.thinking).toEqual({ type: 'adaptive' });
    expect(opusBody.output_config).toEqual({ effort: 'max' });
    expect(opusBody.max_tokens).toBe(8000);
    // Claude 4.5 takes only budgets: max_tokens × 0.95 for max.
    expect((await send('claude')).status).toBe(200);
    expect(lastBody(fakeAnthropic).thinking).toEqual({ type: 'enabled', budget_tokens: 7600 });
    // OpenAI has no "max": its highest level every reasoning model takes.
    expect((await send('gpt')).status).toBe(200);
    expect(lastBody(fakeOpenAI).reasoning_effort).toBe('high');
  });

  it('and an Anthropic target, as sent', async () => {
    await anthropic().messages.create({
      model: 'claude',
      max_tokens: 512,
      messages: [{ role: 'user', content: 'Weather in Paris?' }],
      tools: [{ name: 'weather', input_schema: { type: 'object' } }],
      tool_choice: { type: 'any', disable_parallel_tool_use: true },
      metadata: { user_id: 'user-4471' },
    });
    const body = lastBody(fakeAnthropic);
    expect(body.tool_choice).toEqual({ type: 'any', disable_parallel_tool_use: true });
    expect(body.metadata).toEqual({ user_id: 'user-4471' });
  });
});

describe('bad values get a 400 naming the field', () => {
  async function post(path: string, body: unknown) {
    const response = await fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const messages = [{ role: 'user', content: 'x' }];

  it.each([
    [{ reasoning_effort: 'HIGH!' }, 'reasoning_effort', /expected a level/],
    [{ reasoning_effort: 3 }, 'reasoning_effort', /expected a string/],
    [{ parallel_tool_calls: 'no' }, 'parallel_tool_calls', /expected a boolean/],
    [{ user: 42 }, 'user', /expected a string/],
    [{ service_tier: ['flex'] }, 'service_tier', /expected a string/],
  ])('OpenAI %j → %s', async (extra, param, message) => {
    const { status, body } = await post('/v1/chat/completions', {
      model: 'gpt',
      messages,
      ...extra,
    });
    expect(status).toBe(400);
    const error = body.error as { param: string; message: string };
    expect(error.param).toBe(param);
    expect(error.message).toMatch(message);
  });

  it.each([
    [{ metadata: { user_id: 42 } }, /metadata\.user_id/],
    [{ metadata: 'u' }, /metadata/],
    [
      { tool_choice: { type: 'auto', disable_parallel_tool_use: 'yes' } },
      /tool_choice\.disable_parallel_tool_use/,
    ],
  ])('Anthropic %j → 400', async (extra, message) => {
    const anthropicCalls = fakeAnthropic.requests.length;
    const { status, body } = await post('/v1/messages', {
      model: 'claude',
      max_tokens: 16,
      messages,
      ...extra,
    });
    expect(status).toBe(400);
    expect((body.error as { message: string }).message).toMatch(message);
    expect(fakeAnthropic.requests).toHaveLength(anthropicCalls);
  });
});
