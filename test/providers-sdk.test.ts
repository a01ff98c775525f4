/**
 * Fidelity checks: the official SDKs parse what the fakes send (so the fakes speak the real wire
 * format), and the adapters read recorded real responses.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import {
  ANTHROPIC_TEXT_STREAM,
  GEMINI3_TOOL_CALL,
  GEMINI3_TOOL_CALL_STREAM,
  OPENAI_TOOL_CALL_STREAM,
  sseOf,
} from './fakes/recorded.js';
import { adapterFor, callFor, collect, textOf } from './providers-helpers.js';

let openaiFake: FakeProvider;
let anthropicFake: FakeProvider;
let geminiFake: FakeProvider;
const adapters: ProviderAdapter[] = [];

beforeAll(async () => {
  openaiFake = await startFakeProvider({ wire: 'openai' });
  anthropicFake = await startFakeProvider({ wire: 'anthropic' });
  geminiFake = await startFakeProvider({ wire: 'gemini' });
});
afterAll(async () => {
  for (const adapter of adapters) await adapter.close?.();
  await Promise.all([openaiFake.close(), anthropicFake.close(), geminiFake.close()]);
});

const toolReply = {
  text: 'Checking.',
  toolCalls: [{ id: 'call_abc', name: 'get_weather', arguments: { city: 'Paris', days: 3 } }],
};

describe('the openai SDK reads the OpenAI fake', () => {
  const client = () =>
    new OpenAI({ apiKey: 'sk-test', baseURL: openaiFake.baseUrl, maxRetries: 0 });

  it('plain completion', async () => {
    const completion = await client().chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(completion.choices[0]?.message.content).toBe('Hello from the fake provider.');
    expect(completion.usage?.total_tokens).toBe(19);
  });

  it('streamed tool call, assembled by the SDK', async () => {
    openaiFake.enqueue({ kind: 'reply', reply: toolReply });
    const stream = client().chat.completions.stream({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'weather?' }],
      stream_options: { include_usage: true },
    });
    const final = await stream.finalChatCompletion();
    const message = final.choices[0]!.message;
    expect(message.content).toBe('Checking.');
    expect(message.tool_calls?.[0]).toMatchObject({
      id: 'call_abc',
      type: 'function',
      function: { name: 'get_weather', arguments: '{"city":"Paris","days":3}' },
    });
    expect(final.choices[0]!.finish_reason).toBe('tool_calls');
    expect(final.usage?.prompt_tokens).toBe(12);
  });

  it('error status and body', async () => {
    openaiFake.enqueue({
      kind: 'error',
      status: 429,
      headers: { 'retry-after': '3' },
      body: { error: { message: 'Rate limit', type: 'requests', code: 'rate_limit_exceeded' } },
    });
    const error = await client()
      .chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect((error as InstanceType<typeof OpenAI.RateLimitError>).code).toBe('rate_limit_exceeded');
  });

  it('an error chunk inside a 200 stream', async () => {
    openaiFake.enqueue({
      kind: 'reply',
      stream: {
        errorAfter: { frames: 2, body: { error: { message: 'overloaded', type: 'server_error' } } },
      },
    });
    const stream = await client().chat.completions.create({
      model: 'm',
      messages: [{ role: 'user', content: 'x' }],
      stream: true,
    });
    const error = await (async () => {
      for await (const _chunk of stream) {
        // drain
      }
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect((error as Error).message).toContain('overloaded');
  });
});

describe('the Anthropic SDK reads the Anthropic fake', () => {
  const client = () =>
    new Anthropic({ apiKey: 'sk-ant-test', baseURL: anthropicFake.url, maxRetries: 0 });

  it('plain message', async () => {
    const message = await client().messages.create({
      model: 'claude-sonnet-4-5',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(message.content).toEqual([{ type: 'text', text: 'Hello from the fake provider.' }]);
    expect(message.stop_reason).toBe('end_turn');
  });

  it('streamed thinking and tool use, assembled by the SDK', async () => {
    anthropicFake.enqueue({
      kind: 'reply',
      reply: { ...toolReply, thinking: { text: 'Need weather.', signature: 'sig-123' } },
      stream: { pings: true },
    });
    const final = await client()
      .messages.stream({
        model: 'claude',
        max_tokens: 100,
        messages: [{ role: 'user', content: 'w?' }],
      })
      .finalMessage();
    expect(final.content).toEqual([
      { type: 'thinking', thinking: 'Need weather.', signature: 'sig-123' },
      { type: 'text', text: 'Checking.' },
      { type: 'tool_use', id: 'call_abc', name: 'get_weather', input: { city: 'Paris', days: 3 } },
    ]);
    expect(final.stop_reason).toBe('tool_use');
    expect(final.usage.output_tokens).toBe(7);
  });

  it('529 overloaded_error', async () => {
    anthropicFake.enqueue({
      kind: 'error',
      status: 529,
      body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    });
    const error = (await client()
      .messages.create({ model: 'c', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] })
      .catch((caught: unknown) => caught)) as InstanceType<typeof Anthropic.APIError>;
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(error.status).toBe(529);
    expect((error.error as { error: { type: string } }).error.type).toBe('overloaded_error');
  });

  it('event: error inside a 200 stream', async () => {
    anthropicFake.enqueue({
      kind: 'reply',
      stream: {
        errorAfter: {
          frames: 3,
          body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
        },
      },
    });
    const error = await client()
      .messages.stream({ model: 'c', max_tokens: 5, messages: [{ role: 'user', content: 'x' }] })
      .finalMessage()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.APIError);
    expect(String((error as Error).message)).toContain('overloaded_error');
  });
});

describe('adapters read recorded real responses', () => {
  const request: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'hi' }] };

  it('Anthropic text stream (with a ping)', async () => {
    const adapter = adapterFor(anthropicFake);
    adapters.push(adapter);
    anthropicFake.enqueue({ kind: 'raw', steps: sseOf(ANTHROPIC_TEXT_STREAM, { named: true }) });
    const events = await collect(adapter.stream(request, callFor('anthropic')));
    expect(events[0]).toMatchObject({
      type: 'start',
      id: 'msg_01QC4g3HwBThD4BaNtBckFDJ',
      model: 'claude-sonnet-4-5-20250929',
    });
    expect(textOf(events)).toBe("Hello! I'm doing well, thank you for asking");
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      anthropicStop: { reason: 'end_turn', sequence: null },
      usage: { inputTokens: 12, outputTokens: 30, cachedInputTokens: 0, cacheWriteInputTokens: 0 },
    });
  });

  it('OpenAI streamed tool call', async () => {
    const adapter = adapterFor(openaiFake);
    adapters.push(adapter);
    openaiFake.enqueue({ kind: 'raw', steps: sseOf(OPENAI_TOOL_CALL_STREAM, { done: true }) });
    const events = await collect(adapter.stream(request, callFor('openai')));
    const calls = events.filter(
      (event): event is Extract<StreamEvent, { type: 'tool_call' }> => event.type === 'tool_call',
    );
    expect(calls[0]).toMatchObject({
      index: 0,
      id: 'call_DdmO9pD3xa9XTPNJ32zg2hcA',
      name: 'get_weather',
    });
    expect(calls.map((call) => call.argumentsDelta).join('')).toBe('{"location":"Paris"}');
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'tool_calls',
      usage: { inputTokens: 50, outputTokens: 15, cachedInputTokens: 0 },
    });
  });

  it('Gemini 3 tool call, streamed and not', async () => {
    const adapter = adapterFor(geminiFake);
    adapters.push(adapter);
    geminiFake.enqueue(
      { kind: 'raw', steps: sseOf(GEMINI3_TOOL_CALL_STREAM) },
      {
        kind: 'raw',
        headers: { 'content-type': 'application/json' },
        steps: [JSON.stringify(GEMINI3_TOOL_CALL)],
      },
    );
    const events = await collect(adapter.stream(request, callFor('gemini')));
    const call = events.find((event) => event.type === 'tool_call') as Extract<
      StreamEvent,
      { type: 'tool_call' }
    >;
    expect(call).toMatchObject({
      index: 0,
      name: 'weather',
      argumentsDelta: '{"location":"San Francisco"}',
    });
    expect(call.id).toMatch(/^call_/);
    expect(call.signature).toMatch(/^EpEgCo4g/);
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'tool_calls',
      usage: { inputTokens: 29, outputTokens: 15 + 804 },
    });
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response).toMatchObject({
      id: 'JniLacKqGqH0xs0P0O776As',
      model: 'gemini-3-pro-preview',
      finishReason: 'tool_calls',
    });
  });
});
