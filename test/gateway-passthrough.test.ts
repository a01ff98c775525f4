/**
 * The gateway's OpenAI pass-through (docs/gateway.md#pass-through): an OpenAI caller answered by
 * an OpenAI-compatible target gets the upstream's own body and chunks (fields stayup does not
 * model, such as `system_fingerprint` or a vendor extension, arrive), with the gateway's `id` and
 * `created`; everything that needs translation (another provider's wire, a non-canonical body, a
 * fallback to another format) is rebuilt exactly as before.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

const NOW_MS = 1_800_000_000_123;
const CREATED_S = Math.floor(NOW_MS / 1000);

let compatible: FakeProvider;
let anthropic: FakeProvider;
let gateway: Gateway;
let baseURL: string;

beforeAll(async () => {
  compatible = await startFakeProvider({ wire: 'openai' });
  anthropic = await startFakeProvider({ wire: 'anthropic' });
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 2 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${compatible.baseUrl}", keys: ["k-compatible"] }
  an:
    targets:
      - { provider: anthropic, model: claude-x, base_url: "${anthropic.baseUrl}", keys: ["k-anthropic"] }
  oa-then-an:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${compatible.baseUrl}", keys: ["k-compatible"] }
      - { provider: anthropic, model: claude-x, base_url: "${anthropic.baseUrl}", keys: ["k-anthropic"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false, now: () => NOW_MS });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await compatible.close();
  await anthropic.close();
});

beforeEach(() => {
  compatible.setDefault({ kind: 'reply' });
  anthropic.setDefault({ kind: 'reply' });
});

/** A canonical `chat.completion` with fields the normalized model has no place for. */
const COMPLETION = {
  id: 'chatcmpl-upstream-1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'vendor-model-2025',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: 'Hello there.', refusal: null, annotations: [] },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: {
    prompt_tokens: 9,
    completion_tokens: 3,
    total_tokens: 12,
    completion_tokens_details: { reasoning_tokens: 0 },
  },
  service_tier: 'default',
  system_fingerprint: 'fp_upstream42',
  x_vendor: { trace: 'abc' },
};

function jsonReply(body: unknown) {
  return {
    kind: 'raw' as const,
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  };
}

/** One SSE chunk of a canonical stream, with a fingerprint and a vendor field. */
function chunk(delta: Record<string, unknown>, finish: string | null = null, extra = {}): string {
  return `data: ${JSON.stringify({
    id: 'chatcmpl-upstream-2',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'vendor-model-2025',
    system_fingerprint: 'fp_upstream42',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    x_vendor: { seq: 1 },
    ...extra,
  })}\n\n`;
}

const USAGE_CHUNK = `data: ${JSON.stringify({
  id: 'chatcmpl-upstream-2',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'vendor-model-2025',
  choices: [],
  usage: {
    prompt_tokens: 5,
    completion_tokens: 4,
    total_tokens: 9,
    completion_tokens_details: { reasoning_tokens: 2 },
  },
})}\n\n`;

const STREAM = [
  chunk({ role: 'assistant', content: '' }),
  chunk({ content: 'Hel' }),
  chunk({ content: 'lo ' }),
  chunk({ content: 'world' }),
  chunk({}, 'stop'),
  USAGE_CHUNK,
  'data: [DONE]\n\n',
];

async function post(body: Record<string, unknown>): Promise<{ response: Response; text: string }> {
  const response = await fetch(`${baseURL}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { response, text: await response.text() };
}

/** The JSON `data` of every SSE frame but `[DONE]`. */
function frames(text: string): Record<string, unknown>[] {
  return text
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: ') && frame !== 'data: [DONE]')
    .map((frame) => JSON.parse(frame.slice(6)) as Record<string, unknown>);
}

function contentOf(list: Record<string, unknown>[]): string {
  let text = '';
  for (const item of list) {
    const choices = item.choices as { delta?: { content?: string } }[] | undefined;
    text += choices?.[0]?.delta?.content ?? '';
  }
  return text;
}

const messages = [{ role: 'user', content: 'hi' }];

describe('plain responses', () => {
  it('forwards a canonical OpenAI-compatible body with its extra fields, id and created rewritten', async () => {
    compatible.enqueue(jsonReply(COMPLETION));
    const { response, text } = await post({ model: 'oa', messages });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(response.headers.get('x-stayup-target')).toBe('oa[0]:openai-compatible/vendor-model');
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
    // The upstream's bytes, in its key order, with the gateway's id and timestamp.
    expect(text).toBe(
      JSON.stringify({ ...COMPLETION, id: `chatcmpl-${requestId}`, created: CREATED_S }),
    );
  });

  it('rebuilds the body for an Anthropic target (translation needed)', async () => {
    const { response, text } = await post({ model: 'an', messages });
    expect(response.status).toBe(200);
    const body = JSON.parse(text);
    expect(body.id).toBe(`chatcmpl-${response.headers.get('x-request-id')}`);
    expect(body.created).toBe(CREATED_S);
    expect(body.object).toBe('chat.completion');
    expect(body.system_fingerprint).toBeNull();
    expect(body.choices[0].message.role).toBe('assistant');
    expect(body.choices[0].message.content.length).toBeGreaterThan(0);
  });

  it('rebuilds the body after a fallback from an OpenAI-compatible target to an Anthropic one', async () => {
    compatible.enqueue({
      kind: 'error',
      status: 404,
      body: {
        error: {
          message: 'The model `vendor-model` does not exist',
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      },
    });
    const { response, text } = await post({ model: 'oa-then-an', messages });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-stayup-target')).toBe('oa-then-an[1]:anthropic/claude-x');
    expect(response.headers.get('x-stayup-attempts')).toBe('2');
    const body = JSON.parse(text);
    expect(body.system_fingerprint).toBeNull();
    expect(body.x_vendor).toBeUndefined();
    expect(body.id).toBe(`chatcmpl-${response.headers.get('x-request-id')}`);
  });

  it('rebuilds a non-canonical body: vendor finish reason, `reasoning` field, usage that does not add up', async () => {
    const choice = COMPLETION.choices[0] as (typeof COMPLETION.choices)[number];
    compatible.enqueue(
      jsonReply({
        ...COMPLETION,
        choices: [
          {
            ...choice,
            message: { role: 'assistant', content: 'Hi.', reasoning: 'thought' },
            finish_reason: 'end_turn',
          },
        ],
      }),
    );
    const { text } = await post({ model: 'oa', messages });
    const body = JSON.parse(text);
    expect(body.choices[0]).toEqual({
      index: 0,
      message: { role: 'assistant', content: 'Hi.', refusal: null, reasoning_content: 'thought' },
      logprobs: null,
      finish_reason: 'stop',
    });
    expect(body.system_fingerprint).toBeNull();
    expect(body.x_vendor).toBeUndefined();
  });

  it('still passes the answer through after a repair (the repaired request reaches upstream)', async () => {
    compatible.enqueue(
      {
        kind: 'error',
        status: 400,
        body: {
          error: {
            message:
              'input length and `max_tokens` exceed context limit: 180000 + 32000 > 200000, decrease input length or `max_tokens` and try again',
            type: 'invalid_request_error',
          },
        },
      },
      jsonReply(COMPLETION),
    );
    const before = compatible.requests.length;
    const { response, text } = await post({ model: 'oa', messages, max_tokens: 32000 });
    expect(response.status).toBe(200);
    const sent = compatible.requests.slice(before).map((request) => request.body);
    expect(sent).toHaveLength(2);
    expect((sent[0] as { max_tokens: number }).max_tokens).toBe(32000);
    expect((sent[1] as { max_tokens: number }).max_tokens).toBe(19000);
    expect(JSON.parse(text).system_fingerprint).toBe('fp_upstream42');
  });

  it('reaches the official OpenAI SDK with the extra fields', async () => {
    compatible.enqueue(jsonReply(COMPLETION));
    const client = new OpenAI({ apiKey: 'unused', baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const completion = await client.chat.completions.create({
      model: 'oa',
      messages: [{ role: 'user', content: 'hi' }],
    });
    expect(completion.choices[0]?.message.content).toBe('Hello there.');
    expect(completion.system_fingerprint).toBe('fp_upstream42');
    expect(completion.usage?.completion_tokens_details?.reasoning_tokens).toBe(0);
  });
});

describe('streams', () => {
  it('forwards canonical chunks (one read) with their extra fields and the caller-requested usage', async () => {
    compatible.enqueue({ kind: 'raw', steps: [STREAM.join('')] });
    const { response, text } = await post({
      model: 'oa',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(response.status).toBe(200);
    const id = `chatcmpl-${response.headers.get('x-request-id')}`;
    const list = frames(text);
    expect(list).toHaveLength(6);
    for (const item of list) {
      expect(item.id).toBe(id);
      expect(item.created).toBe(CREATED_S);
      expect(item.model).toBe('vendor-model-2025');
    }
    expect(list[0]?.system_fingerprint).toBe('fp_upstream42');
    expect(list[0]?.x_vendor).toEqual({ seq: 1 });
    expect(contentOf(list)).toBe('Hello world');
    expect(list[4]?.choices).toEqual([
      { index: 0, delta: {}, logprobs: null, finish_reason: 'stop' },
    ]);
    expect(list[5]?.usage).toEqual({
      prompt_tokens: 5,
      completion_tokens: 4,
      total_tokens: 9,
      completion_tokens_details: { reasoning_tokens: 2 },
    });
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('withholds the upstream usage chunk from a caller that did not ask for usage', async () => {
    // One write per frame: the chunks arrive over several reads.
    compatible.enqueue({ kind: 'raw', steps: STREAM });
    const { text } = await post({ model: 'oa', messages, stream: true });
    const list = frames(text);
    expect(list).toHaveLength(5);
    expect(list.some((item) => item.usage !== undefined && item.usage !== null)).toBe(false);
    expect(contentOf(list)).toBe('Hello world');
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('rebuilds chunks that need translation, and synthesizes the usage chunk they lacked', async () => {
    compatible.enqueue({
      kind: 'raw',
      steps: [
        chunk({ role: 'assistant', content: '' }),
        chunk({ reasoning: 'hmm' }),
        chunk({ content: 'Hi' }),
        chunk({}, 'end_turn'),
        'data: [DONE]\n\n',
      ],
    });
    const { response, text } = await post({
      model: 'oa',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const id = `chatcmpl-${response.headers.get('x-request-id')}`;
    const list = frames(text);
    expect(list.map((item) => item.id)).toEqual(list.map(() => id));
    const deltas = list.map((item) => (item.choices as { delta: unknown }[])[0]?.delta);
    expect(deltas).toContainEqual({ reasoning_content: 'hmm' });
    // `end_turn` is rebuilt as `stop`; the finish frame is the normalizing encoder's.
    const finishes = list
      .map((item) => (item.choices as { finish_reason: string | null }[])[0]?.finish_reason)
      .filter((reason) => reason !== null && reason !== undefined);
    expect(finishes).toEqual(['stop']);
    expect(contentOf(list)).toBe('Hi');
    // No usage came from upstream: the rebuilt usage chunk, with zeros.
    expect(list.at(-1)?.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
  });

  it('rebuilds every chunk for an Anthropic target', async () => {
    const { response, text } = await post({ model: 'an', messages, stream: true });
    expect(response.status).toBe(200);
    const list = frames(text);
    expect(list.length).toBeGreaterThan(2);
    for (const item of list) expect(item.system_fingerprint).toBeNull();
    expect(contentOf(list).length).toBeGreaterThan(0);
  });

  it('rebuilds the stream after a fallback to an Anthropic target before any output', async () => {
    compatible.enqueue({
      kind: 'error',
      status: 404,
      body: {
        error: { message: 'The model `vendor-model` does not exist', code: 'model_not_found' },
      },
    });
    const { response, text } = await post({ model: 'oa-then-an', messages, stream: true });
    expect(response.headers.get('x-stayup-target')).toBe('oa-then-an[1]:anthropic/claude-x');
    const list = frames(text);
    for (const item of list) expect(item.system_fingerprint).toBeNull();
    expect(contentOf(list).length).toBeGreaterThan(0);
  });

  it('ends with the error frame when upstream fails after output, as before', async () => {
    compatible.enqueue({
      kind: 'raw',
      steps: [
        chunk({ role: 'assistant', content: '' }) + chunk({ content: 'partial' }),
        `data: ${JSON.stringify({ error: { message: 'Overloaded', type: 'server_error' } })}\n\n`,
      ],
    });
    const { text } = await post({ model: 'oa', messages, stream: true });
    const list = frames(text);
    expect(contentOf(list)).toBe('partial');
    expect(list.at(-1)?.error).toBeDefined();
    expect(text.includes('[DONE]')).toBe(false);
  });

  it('streams tool calls to the OpenAI SDK through the pass-through', async () => {
    compatible.enqueue({
      kind: 'reply',
      reply: {
        toolCalls: [
          { id: 'call_a', name: 'get_weather', arguments: { city: 'Paris' } },
          { id: 'call_b', name: 'get_time', arguments: { tz: 'CET' } },
        ],
      },
    });
    const client = new OpenAI({ apiKey: 'unused', baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const stream = client.chat.completions.stream({
      model: 'oa',
      messages: [{ role: 'user', content: 'weather?' }],
      stream: true,
    });
    const final = await stream.finalChatCompletion();
    const calls = final.choices[0]?.message.tool_calls ?? [];
    expect(
      calls.map((call) =>
        call.type === 'function' ? [call.id, call.function.name, call.function.arguments] : [],
      ),
    ).toEqual([
      ['call_a', 'get_weather', '{"city":"Paris"}'],
      ['call_b', 'get_time', '{"tz":"CET"}'],
    ]);
    expect(final.choices[0]?.finish_reason).toBe('tool_calls');
  });
});
