/**
 * An Anthropic caller answered by Claude gets Claude's own `stop_reason` and `stop_sequence`
 * back, plain and streamed, with the real `@anthropic-ai/sdk` client: `pause_turn` (a server tool
 * turn the caller must send back to continue) and a matched stop sequence used to come back as
 * `end_turn` with `stop_sequence: null`. Answers from other providers keep the mapped reason.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeProvider } from './fakes/index.js';
import { type FakeGateway, GATEWAY_KEY, startFakeGateway } from './support/fake-gateway.js';

let fakeAnthropic: FakeProvider;
let fakeOpenAI: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'done',
    models: ({ openai, anthropic, keys }) => `  claude:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  gpt:
    targets:
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });

function claudeMessage(stopReason: string, stopSequence: string | null): Record<string, unknown> {
  return {
    id: 'msg_stop',
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [{ type: 'text', text: 'Partial answer' }],
    stop_reason: stopReason,
    stop_sequence: stopSequence,
    usage: { input_tokens: 12, output_tokens: 3 },
  };
}

function enqueuePlain(stopReason: string, stopSequence: string | null): void {
  fakeAnthropic.enqueue({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(claudeMessage(stopReason, stopSequence))],
  });
}

function enqueueStream(stopReason: string, stopSequence: string | null): void {
  const events: [string, Record<string, unknown>][] = [
    [
      'message_start',
      {
        type: 'message_start',
        message: { ...claudeMessage(stopReason, stopSequence), content: [], stop_reason: null },
      },
    ],
    [
      'content_block_start',
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
    ],
    [
      'content_block_delta',
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Partial' } },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      {
        type: 'message_delta',
        delta: { stop_reason: stopReason, stop_sequence: stopSequence },
        usage: { output_tokens: 3 },
      },
    ],
    ['message_stop', { type: 'message_stop' }],
  ];
  fakeAnthropic.enqueue({
    kind: 'raw',
    steps: events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`),
  });
}

const ask = { max_tokens: 256, messages: [{ role: 'user' as const, content: 'Go on.' }] };

describe('Claude’s stop reason reaches an Anthropic caller as sent', () => {
  it.each([
    ['pause_turn', null],
    ['stop_sequence', '###'],
    ['model_context_window_exceeded', null],
    ['refusal', null],
  ])('plain: %s', async (reason, sequence) => {
    enqueuePlain(reason, sequence);
    const message = await anthropic().messages.create({ model: 'claude', ...ask });
    expect(message.stop_reason).toBe(reason);
    expect(message.stop_sequence).toBe(sequence);
    expect(message.content).toEqual([{ type: 'text', text: 'Partial answer' }]);
  });

  it.each([
    ['pause_turn', null],
    ['stop_sequence', '###'],
  ])('streamed: %s', async (reason, sequence) => {
    enqueueStream(reason, sequence);
    const stream = anthropic().messages.stream({ model: 'claude', ...ask });
    const final = await stream.finalMessage();
    expect(final.stop_reason).toBe(reason);
    expect(final.stop_sequence).toBe(sequence);
    expect(final.content).toEqual([{ type: 'text', text: 'Partial' }]);
  });
});

describe('answers from other providers keep the mapped reason', () => {
  it('an OpenAI target’s stop is end_turn with no sequence, plain and streamed', async () => {
    const message = await anthropic().messages.create({ model: 'gpt', ...ask });
    expect(message.stop_reason).toBe('end_turn');
    expect(message.stop_sequence).toBeNull();
    const final = await anthropic()
      .messages.stream({ model: 'gpt', ...ask })
      .finalMessage();
    expect(final.stop_reason).toBe('end_turn');
    expect(final.stop_sequence).toBeNull();
    expect(fakeOpenAI.requests.length).toBeGreaterThanOrEqual(2);
  });

  it('an OpenAI caller answered by Claude’s pause_turn gets finish_reason stop', async () => {
    enqueuePlain('pause_turn', null);
    const openai = new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const completion = await openai.chat.completions.create({
      model: 'claude',
      messages: [{ role: 'user', content: 'Go on.' }],
    });
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.choices[0]?.message.content).toBe('Partial answer');
  });
});
