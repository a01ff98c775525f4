/**
 * Caller fidelity through the gateway, with the real `@anthropic-ai/sdk` and `openai` clients in
 * front of fake providers: prompt-cache breakpoints (`cache_control`) reach Anthropic where the
 * caller put them (Anthropic blocks, and OpenAI content parts in the OpenRouter/LiteLLM
 * convention) and are left out for providers that cache by themselves; cache reads and writes
 * come back in each caller's own usage fields; `strict` tools and `image_url.detail` travel.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, type FakeScript, startFakeProvider } from './fakes/index.js';

const GATEWAY_KEY = 'gw-key-fidelity-17';
const UPSTREAM_KEY = 'sk-upstream-fidelity-58';
const PNG = 'iVBORw0KGgo=';

/** Anthropic's usage of a call that read 900 tokens from the cache and wrote 50. */
const CACHE_USAGE = {
  input_tokens: 10,
  output_tokens: 7,
  cache_read_input_tokens: 900,
  cache_creation_input_tokens: 50,
};

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let fakeGemini: FakeProvider;
let gateway: Gateway;
let baseURL: string;

beforeAll(async () => {
  fakeOpenAI = await startFakeProvider({ wire: 'openai' });
  fakeAnthropic = await startFakeProvider({ wire: 'anthropic' });
  fakeGemini = await startFakeProvider({ wire: 'gemini' });
  const keys = `["\${UPSTREAM_KEY}"]`;
  const config = parseConfig(
    `server: { keys: ["\${GATEWAY_KEY}"] }
breaker: false
budget: false
models:
  claude:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ${keys} }
  gpt:
    targets:
      - { provider: openai, model: gpt-4o, base_url: "${fakeOpenAI.baseUrl}", keys: ${keys} }
  claude-then-gpt:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ${keys} }
      - { provider: openai, model: gpt-4o-mini, base_url: "${fakeOpenAI.baseUrl}", keys: ${keys} }
  claude-then-gemini:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ${keys} }
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${fakeGemini.baseUrl}", keys: ${keys} }
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

function lastBody(fake: FakeProvider): Record<string, unknown> {
  const request = fake.requests.at(-1);
  if (request === undefined) throw new Error('the fake received no request');
  return request.body as Record<string, unknown>;
}

/** A complete Anthropic message with cache usage. */
function anthropicMessage(): FakeScript {
  return {
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [
      JSON.stringify({
        id: 'msg_up',
        type: 'message',
        role: 'assistant',
        model: 'claude-sonnet-4-5',
        content: [{ type: 'text', text: 'cached hello' }],
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: CACHE_USAGE,
      }),
    ],
  };
}

const sse = (name: string, data: unknown): string =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** An Anthropic stream with cache usage in message_start (as the API sends it). */
function anthropicStream(): FakeScript {
  return {
    kind: 'raw',
    steps: [
      sse('message_start', {
        type: 'message_start',
        message: {
          id: 'msg_up',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-5',
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...CACHE_USAGE, output_tokens: 1 },
        },
      }),
      sse('content_block_start', {
        type: 'content_block_start',
        index: 0,
        content_block: { type: 'text', text: '' },
      }),
      sse('content_block_delta', {
        type: 'content_block_delta',
        index: 0,
        delta: { type: 'text_delta', text: 'cached hello' },
      }),
      sse('content_block_stop', { type: 'content_block_stop', index: 0 }),
      sse('message_delta', {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: 7 },
      }),
      sse('message_stop', { type: 'message_stop' }),
    ],
  };
}

const AUTH_ERROR: FakeScript = {
  kind: 'error',
  status: 401,
  body: { type: 'error', error: { type: 'authentication_error', message: 'invalid x-api-key' } },
};

/** A Claude-Code-style body: system blocks, tools and the last turn marked for caching. */
const claudeCodeBody = {
  max_tokens: 256,
  system: [
    { type: 'text' as const, text: 'You are a coding agent.' },
    {
      type: 'text' as const,
      text: 'Long project instructions.',
      cache_control: { type: 'ephemeral' as const, ttl: '1h' as const },
    },
  ],
  tools: [
    {
      name: 'read_file',
      description: 'Reads a file',
      input_schema: { type: 'object' as const, properties: { path: { type: 'string' } } },
      strict: true,
      cache_control: { type: 'ephemeral' as const },
    },
  ],
  messages: [
    {
      role: 'user' as const,
      content: [
        {
          type: 'image' as const,
          source: { type: 'base64' as const, media_type: 'image/png' as const, data: PNG },
          cache_control: { type: 'ephemeral' as const },
        },
        {
          type: 'text' as const,
          text: 'Fix the bug.',
          cache_control: { type: 'ephemeral' as const, ttl: '5m' as const },
        },
      ],
    },
  ],
};

describe('Anthropic caller → Anthropic target', () => {
  it('sends cache_control where the caller put it, and strict tools', async () => {
    fakeAnthropic.enqueue(anthropicMessage());
    const message = await anthropic().messages.create({ model: 'claude', ...claudeCodeBody });
    expect(message.content).toEqual([{ type: 'text', text: 'cached hello' }]);
    const body = lastBody(fakeAnthropic);
    expect(body.system).toEqual([
      { type: 'text', text: 'You are a coding agent.' },
      {
        type: 'text',
        text: 'Long project instructions.',
        cache_control: { type: 'ephemeral', ttl: '1h' },
      },
    ]);
    expect(body.tools).toEqual([
      {
        name: 'read_file',
        description: 'Reads a file',
        input_schema: { type: 'object', properties: { path: { type: 'string' } } },
        strict: true,
        cache_control: { type: 'ephemeral' },
      },
    ]);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          {
            type: 'image',
            source: { type: 'base64', media_type: 'image/png', data: PNG },
            cache_control: { type: 'ephemeral' },
          },
          { type: 'text', text: 'Fix the bug.', cache_control: { type: 'ephemeral', ttl: '5m' } },
        ],
      },
    ]);
  });

  it('keeps cache_control on tool_use and tool_result blocks', async () => {
    fakeAnthropic.enqueue(anthropicMessage());
    await anthropic().messages.create({
      model: 'claude',
      max_tokens: 64,
      messages: [
        { role: 'user', content: 'Read a.ts' },
        {
          role: 'assistant',
          content: [
            {
              type: 'tool_use',
              id: 'toolu_1',
              name: 'read_file',
              input: { path: 'a.ts' },
              cache_control: { type: 'ephemeral' },
            },
          ],
        },
        {
          role: 'user',
          content: [
            {
              type: 'tool_result',
              tool_use_id: 'toolu_1',
              content: [{ type: 'text', text: 'export {}', cache_control: { type: 'ephemeral' } }],
              cache_control: { type: 'ephemeral', ttl: '1h' },
            },
          ],
        },
      ],
    });
    const messages = lastBody(fakeAnthropic).messages as { content: unknown }[];
    expect(messages[1]?.content).toEqual([
      {
        type: 'tool_use',
        id: 'toolu_1',
        name: 'read_file',
        input: { path: 'a.ts' },
        cache_control: { type: 'ephemeral' },
      },
    ]);
    expect(messages[2]?.content).toEqual([
      {
        type: 'tool_result',
        tool_use_id: 'toolu_1',
        content: [{ type: 'text', text: 'export {}', cache_control: { type: 'ephemeral' } }],
        cache_control: { type: 'ephemeral', ttl: '1h' },
      },
    ]);
  });

  it('reports input, cache reads and cache writes apart, as Anthropic does', async () => {
    fakeAnthropic.enqueue(anthropicMessage());
    const message = await anthropic().messages.create({ model: 'claude', ...claudeCodeBody });
    expect(message.usage).toMatchObject({
      input_tokens: 10,
      output_tokens: 7,
      cache_read_input_tokens: 900,
      cache_creation_input_tokens: 50,
    });
  });

  it('streams the input usage in message_start and the final usage in message_delta, as Claude sent them', async () => {
    fakeAnthropic.enqueue(anthropicStream());
    const stream = anthropic().messages.stream({ model: 'claude', ...claudeCodeBody });
    let startUsage: unknown;
    let deltaUsage: unknown;
    for await (const event of stream) {
      if (event.type === 'message_start') startUsage = event.message.usage;
      if (event.type === 'message_delta') deltaUsage = event.usage;
    }
    expect(startUsage).toMatchObject({
      input_tokens: 10,
      cache_read_input_tokens: 900,
      cache_creation_input_tokens: 50,
    });
    // Forwarded as the upstream sent it (this fake, like older API versions, sends output only).
    expect(deltaUsage).toEqual({ output_tokens: 7 });
    const final = await stream.finalMessage();
    expect(final.content).toMatchObject([{ type: 'text', text: 'cached hello' }]);
    expect(final.usage).toMatchObject({
      input_tokens: 10,
      output_tokens: 7,
      cache_read_input_tokens: 900,
      cache_creation_input_tokens: 50,
    });
    expect(lastBody(fakeAnthropic).system).toEqual(claudeCodeBody.system);
  });

  it('rejects a malformed cache_control with a 400 naming the field', async () => {
    const request = anthropic().messages.create({
      model: 'claude',
      max_tokens: 16,
      messages: [
        {
          role: 'user',
          content: [
            {
              type: 'text',
              text: 'x',
              cache_control: { type: 'ephemeral', ttl: '2h' as '1h' },
            },
          ],
        },
      ],
    });
    await expect(request).rejects.toMatchObject({ status: 400 });
    await expect(request).rejects.toThrow(/messages\[0\]\.content\[0\]\.cache_control\.ttl/);
  });
});

describe('OpenAI caller', () => {
  /** The OpenRouter/LiteLLM convention: `cache_control` on content parts and tool entries. */
  const cachedBody = {
    model: 'claude',
    messages: [
      {
        role: 'system',
        content: [
          { type: 'text', text: 'You are terse.' },
          { type: 'text', text: ' Big context.', cache_control: { type: 'ephemeral' } },
        ],
      },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Question?', cache_control: { type: 'ephemeral', ttl: '1h' } },
        ],
      },
    ],
    tools: [
      {
        type: 'function',
        function: {
          name: 'lookup',
          parameters: { type: 'object', properties: {} },
          strict: true,
        },
        cache_control: { type: 'ephemeral' },
      },
    ],
  } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming;

  it('→ Anthropic: cache_control on parts becomes Anthropic breakpoints; usage counts them', async () => {
    fakeAnthropic.enqueue(anthropicMessage());
    const completion = await openai().chat.completions.create(cachedBody);
    const body = lastBody(fakeAnthropic);
    expect(body.system).toEqual([
      { type: 'text', text: 'You are terse. Big context.', cache_control: { type: 'ephemeral' } },
    ]);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Question?', cache_control: { type: 'ephemeral', ttl: '1h' } },
        ],
      },
    ]);
    expect(body.tools).toEqual([
      {
        name: 'lookup',
        input_schema: { type: 'object', properties: {} },
        strict: true,
        cache_control: { type: 'ephemeral' },
      },
    ]);
    // prompt_tokens stays the whole input; the cache reads and writes are its details.
    expect(completion.usage).toEqual({
      prompt_tokens: 960,
      completion_tokens: 7,
      total_tokens: 967,
      prompt_tokens_details: { cached_tokens: 900, cache_write_tokens: 50 },
    });
  });

  it('→ Anthropic, streamed: the usage chunk has the cache details', async () => {
    fakeAnthropic.enqueue(anthropicStream());
    const stream = await openai().chat.completions.create({
      ...cachedBody,
      stream: true,
      stream_options: { include_usage: true },
    });
    let usage: unknown;
    for await (const chunk of stream) if (chunk.usage) usage = chunk.usage;
    expect(usage).toEqual({
      prompt_tokens: 960,
      completion_tokens: 7,
      total_tokens: 967,
      prompt_tokens_details: { cached_tokens: 900, cache_write_tokens: 50 },
    });
  });

  it('→ OpenAI: strict and image detail travel; cache_control does not (OpenAI caches by itself)', async () => {
    fakeOpenAI.enqueue({ kind: 'reply', reply: { text: 'ok' } });
    await openai().chat.completions.create({
      ...cachedBody,
      model: 'gpt',
      messages: [
        ...cachedBody.messages,
        {
          role: 'user',
          content: [
            { type: 'text', text: 'And this?' },
            {
              type: 'image_url',
              image_url: { url: `data:image/png;base64,${PNG}`, detail: 'low' },
            },
          ],
        },
      ],
    });
    const body = lastBody(fakeOpenAI);
    expect(JSON.stringify(body)).not.toContain('cache_control');
    expect(body.tools).toEqual([
      {
        type: 'function',
        function: { name: 'lookup', parameters: { type: 'object', properties: {} }, strict: true },
      },
    ]);
    const messages = body.messages as { content: unknown }[];
    expect(messages.at(-1)?.content).toEqual([
      { type: 'text', text: 'And this?' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}`, detail: 'low' } },
    ]);
  });

  it('an image detail it does not know is left to the provider; a non-string is a 400', async () => {
    const image = (detail: unknown) => ({
      model: 'gpt',
      messages: [
        {
          role: 'user' as const,
          content: [
            {
              type: 'image_url' as const,
              image_url: { url: 'https://example.com/a.png', detail: detail as 'low' },
            },
          ],
        },
      ],
    });
    await openai().chat.completions.create(image('ultra'));
    const forwarded = lastBody(fakeOpenAI).messages as { content: unknown }[];
    expect(forwarded.at(-1)?.content).toEqual([
      { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
    ]);
    const request = openai().chat.completions.create(image(3));
    await expect(request).rejects.toMatchObject({ status: 400 });
    await expect(request).rejects.toThrow(/messages\[0\]\.content\[0\]\.image_url\.detail/);
  });
});

describe('a fallback across providers drops the breakpoints', () => {
  it('Anthropic fails → OpenAI answers without cache_control, strict kept', async () => {
    fakeAnthropic.enqueue(AUTH_ERROR);
    fakeOpenAI.enqueue({ kind: 'reply', reply: { text: 'from gpt' } });
    const message = await anthropic().messages.create({
      model: 'claude-then-gpt',
      ...claudeCodeBody,
    });
    expect(message.content).toEqual([{ type: 'text', text: 'from gpt' }]);
    const body = lastBody(fakeOpenAI);
    expect(JSON.stringify(body)).not.toContain('cache_control');
    expect(body.messages).toEqual([
      { role: 'system', content: 'You are a coding agent.\n\nLong project instructions.' },
      {
        role: 'user',
        content: [
          { type: 'image_url', image_url: { url: `data:image/png;base64,${PNG}` } },
          { type: 'text', text: 'Fix the bug.' },
        ],
      },
    ]);
    expect(body.tools).toMatchObject([{ function: { name: 'read_file', strict: true } }]);
  });

  it('Anthropic fails → Gemini answers without cache_control', async () => {
    fakeAnthropic.enqueue(AUTH_ERROR);
    fakeGemini.enqueue({ kind: 'reply', reply: { text: 'from gemini' } });
    const message = await anthropic().messages.create({
      model: 'claude-then-gemini',
      ...claudeCodeBody,
    });
    expect(message.content).toEqual([{ type: 'text', text: 'from gemini' }]);
    const body = lastBody(fakeGemini);
    const text = JSON.stringify(body);
    expect(text).not.toContain('cache_control');
    expect(text).not.toContain('cacheControl');
    expect(body.systemInstruction).toEqual({
      parts: [{ text: 'You are a coding agent.\n\nLong project instructions.' }],
    });
  });
});
