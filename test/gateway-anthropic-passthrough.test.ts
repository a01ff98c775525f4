/**
 * The Anthropic pass-through through a real gateway (docs/gateway.md#pass-through), with the real
 * `@anthropic-ai/sdk` client: an Anthropic caller answered by Claude gets Claude's own body and
 * SSE events, byte for byte but for the message id (`msg_<x-request-id>`), so what stayup's
 * normalized model has no place for (citations, server tool usage, service tier, event and delta
 * types newer than stayup) arrives; a malformed relay stream is repaired from the point it breaks;
 * a fallback to another provider is rebuilt as before. Claude's own `stop_reason` and
 * `stop_sequence` (`pause_turn`, a matched sequence …) reach the caller on both paths, forwarded and
 * rebuilt; answers from other providers keep the mapped reason.
 */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, sseEvent } from './fakes/index.js';
import { type FakeGateway, GATEWAY_KEY, startFakeGateway } from './support/fake-gateway.js';

let fakeAnthropic: FakeProvider;
let fakeOpenAI: FakeProvider;
let upstreams: FakeGateway;
let baseURL: string;

beforeAll(async () => {
  upstreams = await startFakeGateway({
    reply: 'from the fallback',
    models: ({ openai, anthropic, keys }) => `  claude:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
  claude-then-gpt:
    targets:
      - { provider: anthropic, model: claude-opus-4-7, base_url: "${anthropic.baseUrl}", keys: ${keys} }
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
  gpt:
    targets:
      - { provider: openai, model: gpt-5, base_url: "${openai.baseUrl}", keys: ${keys} }
`,
  });
  ({ openai: fakeOpenAI, anthropic: fakeAnthropic, baseURL } = upstreams);
});

afterAll(() => upstreams.close());

const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 0 });
const ask = {
  max_tokens: 512,
  messages: [{ role: 'user' as const, content: 'What shipped?' }],
};

const citation = {
  type: 'web_search_result_location',
  url: 'https://example.com/news',
  title: 'News',
  encrypted_index: 'EpMBCioIAhgBIiQ',
  cited_text: 'stayup 1.0 shipped',
};
const MESSAGE = {
  id: 'msg_01Upstream',
  type: 'message',
  role: 'assistant',
  model: 'claude-opus-4-7',
  content: [{ type: 'text', text: 'It shipped.', citations: [citation] }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: {
    input_tokens: 30,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    output_tokens: 9,
    server_tool_use: { web_search_requests: 1 },
    service_tier: 'standard',
  },
};

/** Claude's stream of MESSAGE: a citation delta, a ping and an event type newer than stayup. */
const EVENTS: [string, Record<string, unknown>][] = [
  [
    'message_start',
    {
      type: 'message_start',
      message: { ...MESSAGE, content: [], stop_reason: null, usage: { ...MESSAGE.usage } },
    },
  ],
  [
    'content_block_start',
    { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
  ],
  [
    'content_block_delta',
    { type: 'content_block_delta', index: 0, delta: { type: 'citations_delta', citation } },
  ],
  [
    'content_block_delta',
    { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'It shipped.' } },
  ],
  ['content_block_stop', { type: 'content_block_stop', index: 0 }],
  ['message_annotation', { type: 'message_annotation', note: 'an event newer than stayup' }],
  [
    'message_delta',
    {
      type: 'message_delta',
      delta: { stop_reason: 'end_turn', stop_sequence: null },
      usage: { output_tokens: 9, server_tool_use: { web_search_requests: 1 } },
    },
  ],
  ['message_stop', { type: 'message_stop' }],
];

function sseOf(events: readonly [string, Record<string, unknown>][]): string[] {
  return events.map(([name, data]) => sseEvent(name, data));
}

async function postRaw(model: string, stream: boolean): Promise<Response> {
  return fetch(`${baseURL}/v1/messages`, {
    method: 'POST',
    headers: {
      'x-api-key': GATEWAY_KEY,
      'anthropic-version': '2023-06-01',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ model, stream, ...ask }),
  });
}

describe('plain answers from Claude', () => {
  it('reach the caller as Claude sent them, with the gateway’s message id', async () => {
    fakeAnthropic.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(MESSAGE)],
    });
    const { data: message, response } = await anthropic()
      .messages.create({ model: 'claude', ...ask })
      .withResponse();
    expect(message).toEqual({ ...MESSAGE, id: `msg_${response.headers.get('x-request-id')}` });
  });

  it('byte for byte but for the id', async () => {
    fakeAnthropic.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(MESSAGE)],
    });
    const response = await postRaw('claude', false);
    const id = `msg_${response.headers.get('x-request-id')}`;
    expect(await response.text()).toBe(JSON.stringify({ ...MESSAGE, id }));
  });
});

describe('streams from Claude', () => {
  it('reach the caller byte for byte but for the id in message_start (pings left out)', async () => {
    const steps = sseOf(EVENTS);
    fakeAnthropic.enqueue({
      kind: 'raw',
      steps: [steps[0]!, 'event: ping\ndata: {"type": "ping"}\n\n', ...steps.slice(1)],
    });
    const response = await postRaw('claude', true);
    expect(response.status).toBe(200);
    const id = `msg_${response.headers.get('x-request-id')}`;
    const start = EVENTS[0]![1] as { message: Record<string, unknown> };
    const expected = sseOf([
      ['message_start', { ...start, message: { ...start.message, id } }],
      ...EVENTS.slice(1),
    ]).join('');
    expect(await response.text()).toBe(expected);
  });

  it('give the SDK the citations and the usage Claude reported', async () => {
    fakeAnthropic.enqueue({ kind: 'raw', steps: sseOf(EVENTS) });
    const final = await anthropic()
      .messages.stream({ model: 'claude', ...ask })
      .finalMessage();
    expect(final.content).toEqual([{ type: 'text', text: 'It shipped.', citations: [citation] }]);
    expect(final.usage.server_tool_use).toEqual({ web_search_requests: 1 });
    expect(final.stop_reason).toBe('end_turn');
  });

  it('a relay stream that breaks the event order is repaired from there on', async () => {
    // Some relays send deltas without opening the block, and no content_block_stop.
    const broken: [string, Record<string, unknown>][] = [
      EVENTS[0]!,
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Fixed ' } },
      ],
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'up.' } },
      ],
      [
        'message_delta',
        { type: 'message_delta', delta: { stop_reason: 'end_turn' }, usage: { output_tokens: 2 } },
      ],
      ['message_stop', { type: 'message_stop' }],
    ];
    fakeAnthropic.enqueue({ kind: 'raw', steps: sseOf(broken) });
    const stream = anthropic().messages.stream({ model: 'claude', ...ask });
    const names: string[] = [];
    for await (const event of stream) names.push(event.type);
    const final = await stream.finalMessage();
    expect(final.content).toEqual([{ type: 'text', text: 'Fixed up.' }]);
    expect(names).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
  });
  it('a relay stream without the usage and content the SDK reads is rebuilt, not forwarded', async () => {
    const bare: [string, Record<string, unknown>][] = [
      ['message_start', { type: 'message_start', message: { id: 'msg_relay', model: 'claude' } }],
      EVENTS[1]!,
      [
        'content_block_delta',
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'hello' } },
      ],
      ['content_block_stop', { type: 'content_block_stop', index: 0 }],
      ['message_delta', { type: 'message_delta', delta: { stop_reason: 'end_turn' } }],
      ['message_stop', { type: 'message_stop' }],
    ];
    fakeAnthropic.enqueue({ kind: 'raw', steps: sseOf(bare) });
    const final = await anthropic()
      .messages.stream({ model: 'claude', ...ask })
      .finalMessage();
    expect(final.content).toEqual([{ type: 'text', text: 'hello' }]);
    expect(final.stop_reason).toBe('end_turn');
    expect(typeof final.usage.output_tokens).toBe('number');
  });
});

describe('answers from another provider', () => {
  it('are rebuilt after a fallback from Claude, plain and streamed', async () => {
    // A retired model: no retry on Claude, straight to the fallback.
    const retired = {
      kind: 'error' as const,
      status: 404,
      body: {
        type: 'error',
        error: { type: 'not_found_error', message: 'model: claude-opus-4-7' },
      },
    };
    fakeAnthropic.enqueue(retired);
    const before = fakeOpenAI.requests.length;
    const { data: message, response } = await anthropic()
      .messages.create({ model: 'claude-then-gpt', ...ask })
      .withResponse();
    expect(response.headers.get('x-stayup-target')).toBe('claude-then-gpt[1]:openai/gpt-5');
    expect(message.id).toBe(`msg_${response.headers.get('x-request-id')}`);
    expect(message.content).toEqual([{ type: 'text', text: 'from the fallback' }]);
    expect(message.stop_reason).toBe('end_turn');

    fakeAnthropic.enqueue(retired);
    const streamed = await postRaw('claude-then-gpt', true);
    expect(streamed.headers.get('x-stayup-target')).toBe('claude-then-gpt[1]:openai/gpt-5');
    const text = await streamed.text();
    expect(text).toContain(`"id":"msg_${streamed.headers.get('x-request-id')}"`);
    const deltas = [...text.matchAll(/"text_delta","text":("(?:[^"\\]|\\.)*")/g)];
    expect(deltas.map((match) => JSON.parse(match[1]!)).join('')).toBe('from the fallback');
    expect(text.endsWith('event: message_stop\ndata: {"type":"message_stop"}\n\n')).toBe(true);
    expect(fakeOpenAI.requests.length).toBe(before + 2);
  });
});

/** A short answer that stopped for `reason`; `relay` leaves out what makes it forwardable. */
function stopped(reason: string, sequence: string | null, relay: boolean) {
  const message = {
    ...(relay ? {} : { id: 'msg_stop' }),
    type: 'message',
    role: 'assistant',
    model: 'claude-opus-4-7',
    content: [{ type: 'text', text: 'Partial' }],
    stop_reason: reason,
    stop_sequence: sequence,
    usage: { input_tokens: 12, output_tokens: 3 },
  };
  const start = relay
    ? { id: 'msg_relay', model: 'claude-opus-4-7' }
    : { ...message, content: [], stop_reason: null };
  const events: [string, Record<string, unknown>][] = [
    ['message_start', { type: 'message_start', message: start }],
    EVENTS[1]!,
    [
      'content_block_delta',
      { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: 'Partial' } },
    ],
    ['content_block_stop', { type: 'content_block_stop', index: 0 }],
    [
      'message_delta',
      {
        type: 'message_delta',
        delta: { stop_reason: reason, stop_sequence: sequence },
        usage: { output_tokens: 3 },
      },
    ],
    ['message_stop', { type: 'message_stop' }],
  ];
  return {
    plain: {
      kind: 'raw' as const,
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(message)],
    },
    stream: { kind: 'raw' as const, steps: sseOf(events) },
  };
}

describe('Claude’s stop reason reaches an Anthropic caller as sent', () => {
  // Forwarded answers carry it verbatim; rebuilt ones (a relay's body without an id, a relay's
  // stream without usage) carry it through the normalized answer (`anthropicStop`).
  const cases: [string, string | null][] = [
    ['pause_turn', null],
    ['stop_sequence', '###'],
    ['model_context_window_exceeded', null],
    ['refusal', null],
  ];
  for (const relay of [false, true]) {
    const path = relay ? 'rebuilt' : 'forwarded';
    it.each(cases)(`plain, ${path}: %s`, async (reason, sequence) => {
      fakeAnthropic.enqueue(stopped(reason, sequence, relay).plain);
      const message = await anthropic().messages.create({ model: 'claude', ...ask });
      expect(message.stop_reason).toBe(reason);
      expect(message.stop_sequence).toBe(sequence);
      expect(message.content).toEqual([{ type: 'text', text: 'Partial' }]);
      // The rebuilt body has the gateway's id even where the relay sent none.
      expect(message.id).toMatch(relay ? /^msg_[0-9a-f-]{36}$/ : /^msg_/);
    });

    it.each(cases.slice(0, 2))(`streamed, ${path}: %s`, async (reason, sequence) => {
      fakeAnthropic.enqueue(stopped(reason, sequence, relay).stream);
      const final = await anthropic()
        .messages.stream({ model: 'claude', ...ask })
        .finalMessage();
      expect(final.stop_reason).toBe(reason);
      expect(final.stop_sequence).toBe(sequence);
      expect(final.content).toEqual([{ type: 'text', text: 'Partial' }]);
    });
  }

  it('an OpenAI target’s stop is end_turn with no sequence, plain and streamed', async () => {
    const before = fakeOpenAI.requests.length;
    const message = await anthropic().messages.create({ model: 'gpt', ...ask });
    expect(message.stop_reason).toBe('end_turn');
    expect(message.stop_sequence).toBeNull();
    const final = await anthropic()
      .messages.stream({ model: 'gpt', ...ask })
      .finalMessage();
    expect(final.stop_reason).toBe('end_turn');
    expect(final.stop_sequence).toBeNull();
    expect(fakeOpenAI.requests.length).toBe(before + 2);
  });

  it('an OpenAI caller answered by Claude’s pause_turn gets finish_reason stop', async () => {
    fakeAnthropic.enqueue(stopped('pause_turn', null, false).plain);
    const openai = new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const completion = await openai.chat.completions.create({
      model: 'claude',
      messages: [{ role: 'user', content: 'Go on.' }],
    });
    expect(completion.choices[0]?.finish_reason).toBe('stop');
    expect(completion.choices[0]?.message.content).toBe('Partial');
  });
});
