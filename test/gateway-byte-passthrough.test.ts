/**
 * Pass-through streams through a real gateway (docs/gateway.md#pass-through): canonical chunks of
 * an OpenAI-compatible upstream reach an OpenAI caller byte for byte, with the gateway's `id` and
 * `created`, whatever the network reads; failover before the first byte, a caller that leaves
 * mid-stream, upstream errors after output and the official SDK behave as on the rebuilt path.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

const NOW_MS = 1_800_000_000_123;
const CREATED_S = Math.floor(NOW_MS / 1000);
const UPSTREAM_HEAD = /^\{"id":"[^"]*","object":"chat\.completion\.chunk","created":\d+/;

let first: FakeProvider;
let second: FakeProvider;
let gateway: Gateway;
let baseURL: string;

beforeAll(async () => {
  first = await startFakeProvider({ wire: 'openai' });
  second = await startFakeProvider({ wire: 'openai' });
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 0 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${first.baseUrl}", keys: ["k-first"] }
  oa-twice:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${first.baseUrl}", keys: ["k-first"] }
      - { provider: openai-compatible, model: vendor-model, base_url: "${second.baseUrl}", keys: ["k-second"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false, now: () => NOW_MS });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await first.close();
  await second.close();
});

beforeEach(() => {
  first.setDefault({ kind: 'reply' });
  second.setDefault({ kind: 'reply' });
});

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return JSON.stringify({
    id: 'chatcmpl-upstream-9',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'vendor-model-2025',
    system_fingerprint: 'fp_9',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    x_vendor: { region: 'eu' },
  });
}

const TEXTS = ['The', ' quick', ' brown', ' fox', ' — é😀', ' "jumps"', '.'];
const DATA = [
  chunk({ role: 'assistant', content: '' }),
  ...TEXTS.map((text) => chunk({ content: text })),
  chunk({}, 'stop'),
];
const BODY = `${DATA.map((item) => `data: ${item}\n\n`).join('')}data: [DONE]\n\n`;

/** What the caller must receive for `data`: the upstream frames with the gateway's head. */
function expected(data: readonly string[], requestId: string): string {
  const head = `{"id":"chatcmpl-${requestId}","object":"chat.completion.chunk","created":${CREATED_S}`;
  return `${data.map((item) => `data: ${item.replace(UPSTREAM_HEAD, head)}\n\n`).join('')}data: [DONE]\n\n`;
}

async function post(model: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseURL}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model, stream: true, messages: [{ role: 'user', content: 'hi' }] }),
    ...(signal === undefined ? {} : { signal }),
  });
}

describe('byte pass-through of OpenAI-compatible streams', () => {
  it('forwards the upstream bytes exactly when every character arrives in its own write', async () => {
    first.enqueue({ kind: 'raw', steps: characterSteps(BODY) });
    const response = await post('oa');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe(expected(DATA, response.headers.get('x-request-id') ?? ''));
  });

  it('forwards the same bytes when the whole answer arrives in one write', async () => {
    first.enqueue({ kind: 'raw', steps: [BODY] });
    const response = await post('oa');
    const text = await response.text();
    expect(text).toBe(expected(DATA, response.headers.get('x-request-id') ?? ''));
  });

  it('fails over before the first byte, then forwards the fallback target’s bytes', async () => {
    first.enqueue({
      kind: 'error',
      status: 500,
      body: { error: { message: 'boom', type: 'server_error' } },
    });
    second.enqueue({ kind: 'raw', steps: [BODY.slice(0, 200), BODY.slice(200)] });
    const response = await post('oa-twice');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-stayup-target')).toBe(
      'oa-twice[1]:openai-compatible/vendor-model',
    );
    expect(response.headers.get('x-stayup-attempts')).toBe('2');
    const text = await response.text();
    expect(text).toBe(expected(DATA, response.headers.get('x-request-id') ?? ''));
  });

  it('aborts the upstream request when the caller leaves mid-stream', async () => {
    const hits = first.requests.length;
    first.enqueue({
      kind: 'raw',
      steps: [
        DATA.slice(0, 3)
          .map((item) => `data: ${item}\n\n`)
          .join(''),
        { pause: true },
      ],
      open: true,
    });
    const controller = new AbortController();
    const response = await post('oa', controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let received = '';
    while (!received.includes(' quick')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += Buffer.from(value).toString('utf8');
    }
    expect(received).toContain('"content":"The"');
    await first.waitForPause();
    const upstream = first.requests[hits];
    controller.abort();
    await reader.cancel().catch(() => undefined);
    await upstream?.closed;
    expect(upstream?.clientAborted()).toBe(true);
    await first.release();
  });

  it('ends with an error frame, never [DONE], when upstream fails after forwarded output', async () => {
    first.enqueue({
      kind: 'raw',
      steps: [
        DATA.slice(0, 5)
          .map((item) => `data: ${item}\n\n`)
          .join('') +
          `data: ${JSON.stringify({ error: { message: 'Overloaded', type: 'server_error' } })}\n\n`,
      ],
    });
    const client = new OpenAI({ apiKey: 'unused', baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const stream = await client.chat.completions.create({
      model: 'oa',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
    });
    let text = '';
    const error = await (async () => {
      for await (const part of stream) text += part.choices[0]?.delta.content ?? '';
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(text).toBe(TEXTS.slice(0, 4).join(''));
  });

  it('is read by the official OpenAI SDK: text, then tool calls, usage when asked', async () => {
    const data = [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'Let me check' }),
      chunk({ content: ' both.' }),
      chunk({
        tool_calls: [
          {
            index: 0,
            id: 'call_a',
            type: 'function',
            function: { name: 'weather', arguments: '' },
          },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"city":' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '"Paris"}' } }] }),
      chunk({
        tool_calls: [
          { index: 1, id: 'call_b', type: 'function', function: { name: 'time', arguments: '{}' } },
        ],
      }),
      chunk({}, 'tool_calls'),
      JSON.stringify({
        id: 'chatcmpl-upstream-9',
        object: 'chat.completion.chunk',
        created: 1_700_000_000,
        model: 'vendor-model-2025',
        choices: [],
        usage: { prompt_tokens: 11, completion_tokens: 22, total_tokens: 33 },
      }),
    ];
    const body = `${data.map((item) => `data: ${item}\n\n`).join('')}data: [DONE]\n\n`;
    first.enqueue({
      kind: 'raw',
      steps: [body.slice(0, 333), body.slice(333, 901), body.slice(901)],
    });
    const client = new OpenAI({ apiKey: 'unused', baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const stream = client.chat.completions.stream({
      model: 'oa',
      messages: [{ role: 'user', content: 'weather and time?' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    const final = await stream.finalChatCompletion();
    const message = final.choices[0]?.message;
    expect(message?.content).toBe('Let me check both.');
    expect(
      (message?.tool_calls ?? []).map((call) =>
        call.type === 'function' ? [call.id, call.function.name, call.function.arguments] : [],
      ),
    ).toEqual([
      ['call_a', 'weather', '{"city":"Paris"}'],
      ['call_b', 'time', '{}'],
    ]);
    expect(final.choices[0]?.finish_reason).toBe('tool_calls');
    expect(final.usage).toMatchObject({
      prompt_tokens: 11,
      completion_tokens: 22,
      total_tokens: 33,
    });
    expect(final.id.startsWith('chatcmpl-')).toBe(true);
    expect(final.id).not.toBe('chatcmpl-upstream-9');
  });
});

/** `text` as one write per character (the fake writes strings; byte splits are unit-tested). */
function characterSteps(text: string): string[] {
  return [...text];
}
