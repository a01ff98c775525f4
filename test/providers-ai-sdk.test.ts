import { generateText, jsonSchema, Output, stepCountIs, streamText, tool } from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stayupModel } from '../src/ai-sdk/index.js';
import { createClient } from '../src/client/create-client.js';
import type { Client } from '../src/client/types.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { corpusScript, type FakeProvider, startFakeProvider } from './fakes/index.js';

let anthropic: FakeProvider;
let openai: FakeProvider;
let client: Client;
const clock = new ManualClock();

beforeAll(async () => {
  anthropic = await startFakeProvider({ wire: 'anthropic' });
  openai = await startFakeProvider({ wire: 'openai' });
  client = createClient({
    models: {
      chat: {
        targets: [
          {
            provider: 'anthropic',
            model: 'claude-sonnet-4-5',
            baseUrl: anthropic.url,
            keys: ['sk-ant-k1'],
          },
          { provider: 'openai', model: 'gpt-4o', baseUrl: openai.baseUrl, keys: ['sk-openai-k1'] },
        ],
      },
    },
    breaker: false,
    budget: false,
    clock,
    random: seededRandom(11),
  });
});
afterAll(async () => {
  await client.close();
  await Promise.all([anthropic.close(), openai.close()]);
});

const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

const weatherSchema = jsonSchema<{ city: string }>({
  type: 'object',
  properties: { city: { type: 'string' } },
  required: ['city'],
});
const weather = tool({
  description: 'Weather for a city',
  inputSchema: weatherSchema,
  execute: async ({ city }) => `18°C in ${city}`,
});

describe('stayupModel with the AI SDK', () => {
  it('generateText runs a tool loop across a fallback (Anthropic 529 → OpenAI)', async () => {
    anthropic.setDefault(corpusScript('anthropic-529-overloaded-1'));
    openai.enqueue(
      {
        kind: 'reply',
        reply: { toolCalls: [{ id: 'call_w1', name: 'weather', arguments: { city: 'Paris' } }] },
      },
      { kind: 'reply', reply: { text: 'It is 18°C in Paris.' } },
    );
    try {
      const result = await drive(
        generateText({
          model: stayupModel(client, 'chat'),
          system: 'Be brief.',
          prompt: 'Weather in Paris?',
          tools: { weather },
          stopWhen: stepCountIs(3),
          maxRetries: 0,
        }),
      );
      expect(result.text).toBe('It is 18°C in Paris.');
      expect(result.steps[0]?.toolCalls[0]).toMatchObject({
        toolName: 'weather',
        input: { city: 'Paris' },
      });
      // The second step sent the tool result back in OpenAI's shape.
      const second = openai.requests.at(-1)!.body as { messages: unknown[] };
      expect(second.messages).toContainEqual({
        role: 'tool',
        tool_call_id: 'call_w1',
        content: '18°C in Paris',
      });
      expect(result.providerMetadata?.stayup?.target).toContain('openai');
    } finally {
      anthropic.setDefault({ kind: 'reply' });
    }
  });

  it('Output.object sends the schema as structured outputs and parses the answer', async () => {
    const schema = {
      type: 'object',
      properties: { city: { type: 'string' }, celsius: { type: 'number' } },
      required: ['city', 'celsius'],
      additionalProperties: false,
    } as const;
    anthropic.enqueue({ kind: 'reply', reply: { text: '{"city":"Paris","celsius":18}' } });
    const result = await drive(
      generateText({
        model: stayupModel(client, 'chat'),
        prompt: 'Weather in Paris as JSON',
        output: Output.object({ schema: jsonSchema<{ city: string; celsius: number }>(schema) }),
        maxRetries: 0,
      }),
    );
    expect(result.output).toEqual({ city: 'Paris', celsius: 18 });
    expect(result.warnings ?? []).toEqual([]);
    const body = anthropic.requests.at(-1)!.body as { output_config?: unknown };
    expect(body.output_config).toEqual({ format: { type: 'json_schema', schema } });
  });

  it('Output.json (no schema) is JSON mode: Claude has none, so the OpenAI target answers', async () => {
    const anthropicCalls = anthropic.requests.length;
    openai.enqueue({ kind: 'reply', reply: { text: '{"ok":true}' } });
    const result = await drive(
      generateText({
        model: stayupModel(client, 'chat'),
        prompt: 'Any JSON',
        output: Output.json(),
        maxRetries: 0,
      }),
    );
    expect(result.output).toEqual({ ok: true });
    expect(anthropic.requests.length).toBe(anthropicCalls);
    const body = openai.requests.at(-1)!.body as { response_format?: unknown };
    expect(body.response_format).toEqual({ type: 'json_object' });
  });

  it('streamText streams text and reports usage', async () => {
    anthropic.enqueue({
      kind: 'reply',
      reply: { text: 'Streaming through stayup.' },
      stream: { pings: true },
    });
    const result = streamText({ model: stayupModel(client, 'chat'), prompt: 'Hi', maxRetries: 0 });
    const chunks: string[] = [];
    for await (const delta of result.textStream) chunks.push(delta);
    expect(chunks.join('')).toBe('Streaming through stayup.');
    expect(chunks.length).toBeGreaterThan(1);
    expect((await result.usage).outputTokens).toBe(7);
    expect(await result.finishReason).toBe('stop');
  });

  it('streamText surfaces tool calls and Anthropic reasoning with its signature', async () => {
    anthropic.enqueue({
      kind: 'reply',
      reply: {
        thinking: { text: 'Need the weather.', signature: 'sig-xyz' },
        toolCalls: [{ id: 'toolu_1', name: 'weather', arguments: { city: 'Oslo' } }],
      },
    });
    const result = streamText({
      model: stayupModel(client, 'chat'),
      prompt: 'Oslo?',
      tools: {
        weather: tool({ description: 'Weather for a city', inputSchema: weatherSchema }),
      },
      maxRetries: 0,
    });
    const calls = await result.toolCalls;
    expect(calls[0]).toMatchObject({
      toolCallId: 'toolu_1',
      toolName: 'weather',
      input: { city: 'Oslo' },
    });
    const reasoning = await result.reasoning;
    expect(reasoning[0]).toMatchObject({
      text: 'Need the weather.',
      providerMetadata: { stayup: { signature: 'sig-xyz' } },
    });
  });
  it('carries providerOptions.stayup reasoningEffort, parallelToolCalls and user to Claude', async () => {
    anthropic.setDefault({ kind: 'reply', reply: { text: 'thought it over' } });
    const result = await drive(
      generateText({
        model: stayupModel(client, 'chat'),
        prompt: 'Weather in Oslo?',
        tools: { weather },
        maxOutputTokens: 5000,
        providerOptions: {
          stayup: { reasoningEffort: 'medium', parallelToolCalls: false, user: 'user-77' },
        },
        maxRetries: 0,
      }),
    );
    expect(result.text).toBe('thought it over');
    const body = anthropic.requests.at(-1)!.body as Record<string, unknown>;
    expect(body.thinking).toEqual({ type: 'enabled', budget_tokens: 2500 });
    expect(body.tool_choice).toEqual({ type: 'auto', disable_parallel_tool_use: true });
    expect(body.metadata).toEqual({ user_id: 'user-77' });
  });
  it('carries a PDF file part to Claude as a document block', async () => {
    anthropic.setDefault({ kind: 'reply', reply: { text: 'summarised' } });
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
    const result = await drive(
      generateText({
        model: stayupModel(client, 'chat'),
        messages: [
          {
            role: 'user',
            content: [
              { type: 'file', data: pdf, mediaType: 'application/pdf', filename: 'a.pdf' },
              { type: 'text', text: 'Summarise.' },
            ],
          },
        ],
        maxRetries: 0,
      }),
    );
    expect(result.text).toBe('summarised');
    const body = anthropic.requests.at(-1)!.body as { messages: { content: unknown[] }[] };
    expect(body.messages[0]?.content[0]).toEqual({
      type: 'document',
      source: { type: 'base64', media_type: 'application/pdf', data: 'JVBERi0xLjc=' },
    });
  });
  it('carries anthropic cacheControl and strict to Claude, and reports cache reads and writes', async () => {
    anthropic.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          id: 'msg_c',
          type: 'message',
          role: 'assistant',
          model: 'claude-sonnet-4-5',
          content: [{ type: 'text', text: 'cached' }],
          stop_reason: 'end_turn',
          stop_sequence: null,
          usage: {
            input_tokens: 10,
            output_tokens: 3,
            cache_read_input_tokens: 900,
            cache_creation_input_tokens: 50,
          },
        }),
      ],
    });
    const cache = { anthropic: { cacheControl: { type: 'ephemeral', ttl: '1h' } } } as const;
    const result = await drive(
      generateText({
        model: stayupModel(client, 'chat'),
        messages: [
          { role: 'system', content: 'Long instructions.', providerOptions: cache },
          {
            role: 'user',
            content: [{ type: 'text', text: 'Question?' }],
            providerOptions: { anthropic: { cacheControl: { type: 'ephemeral' } } },
          },
        ],
        tools: {
          weather: tool({ inputSchema: weatherSchema, strict: true, providerOptions: cache }),
        },
        maxRetries: 0,
      }),
    );
    expect(result.text).toBe('cached');
    const body = anthropic.requests.at(-1)!.body as Record<string, unknown>;
    const ttl = { type: 'ephemeral', ttl: '1h' };
    expect(body.system).toEqual([{ type: 'text', text: 'Long instructions.', cache_control: ttl }]);
    expect(body.messages).toEqual([
      {
        role: 'user',
        content: [{ type: 'text', text: 'Question?', cache_control: { type: 'ephemeral' } }],
      },
    ]);
    expect(body.tools).toMatchObject([{ name: 'weather', strict: true, cache_control: ttl }]);
    expect(result.usage.inputTokens).toBe(960);
    expect(result.usage.inputTokenDetails).toEqual({
      noCacheTokens: 10,
      cacheReadTokens: 900,
      cacheWriteTokens: 50,
    });
  });
});
