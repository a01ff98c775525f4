/**
 * The gateway's wire formats end to end on real sockets, with the official `openai` and
 * `@anthropic-ai/sdk` clients, in front of a minimal pass-through client over the sandbox
 * adapter (the recovery engine is exercised in gateway-recovery.test.ts).
 */
import { connect } from 'node:net';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatStream, Client } from '../src/client/types.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { createSandboxAdapter } from '../src/providers/sandbox/index.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { systemClock } from '../src/runtime/system-clock.js';
import { createPrometheusMetrics } from '../src/telemetry/prometheus-metrics.js';
import type {
  RequestTraceEnd,
  RequestTracer,
  RequestTraceStart,
} from '../src/telemetry/request-tracer.js';

const KEY = 'gw-test-key-5a1f';

function success(target: string) {
  return {
    attempt: 1,
    target,
    startedAtMs: Date.now(),
    durationMs: 1,
    action: 'success',
    classification: {
      reason: 'unknown' as const,
      category: 'success',
      message: '',
      retryable: false,
      shouldCompress: false,
      shouldRotateCredential: false,
      shouldFallback: false,
      explain: [],
    },
  };
}

/** One adapter per model, no recovery: enough to test translation both ways. */
function passThroughClient(adapters: Record<string, ProviderAdapter>): Client & { calls: number } {
  const state = { calls: 0 };
  const pick = (model: string) => {
    const adapter = adapters[model];
    if (!adapter) throw new Error(`no adapter for ${model}`);
    return { adapter, target: `${model}[0]:sandbox/sandbox-${model}` };
  };
  return {
    get calls() {
      return state.calls;
    },
    models: Object.keys(adapters),
    async chat(request, options) {
      state.calls++;
      const { adapter, target } = pick(request.model);
      const response = await adapter.chat(request, {
        signal: options?.signal ?? new AbortController().signal,
        model: `sandbox-${request.model}`,
      });
      return { ...response, target, attempts: [success(target)] };
    },
    stream(request, options) {
      state.calls++;
      const { adapter, target } = pick(request.model);
      const result: { target: string | undefined; attempts: ReturnType<typeof success>[] } = {
        target: undefined,
        attempts: [],
      };
      const iterable = adapter.stream(request, {
        signal: options?.signal ?? new AbortController().signal,
        model: `sandbox-${request.model}`,
      });
      const stream: ChatStream = {
        get target() {
          return result.target;
        },
        get attempts() {
          return result.attempts;
        },
        async *[Symbol.asyncIterator]() {
          for await (const event of iterable) {
            result.target = target;
            result.attempts = [success(target)];
            yield event;
          }
        },
      };
      return stream;
    },
    async close() {},
  };
}

const fast = { latency: { ttft: '0ms', tokens_per_s: 100000, chunk: '1ms' }, output_tokens: 24 };

let gateway: Gateway;
let baseURL: string;
let client: ReturnType<typeof passThroughClient>;
const metrics = createPrometheusMetrics();
const traces: { start: RequestTraceStart; end?: RequestTraceEnd }[] = [];
const tracer: RequestTracer = {
  start(info) {
    const entry: { start: RequestTraceStart; end?: RequestTraceEnd } = { start: info };
    traces.push(entry);
    return {
      end(result) {
        entry.end ??= result;
      },
    };
  },
  onEvent() {},
};

beforeAll(async () => {
  const sandbox = (options: unknown) =>
    createSandboxAdapter({ clock: systemClock, random: seededRandom(7), options });
  client = passThroughClient({
    chat: sandbox(fast),
    broken: sandbox({
      ...fast,
      faults: [
        {
          status: 429,
          headers: { 'retry-after': '7' },
          body: {
            error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
          },
        },
      ],
    }),
  });
  gateway = createGateway({ client, keys: [KEY], logger: false, metrics, tracer });
  const { url } = await gateway.listen(0, '127.0.0.1');
  baseURL = url;
});

afterAll(async () => {
  await gateway.close();
});

function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, ...headers },
    body,
  });
}

describe('OpenAI-compatible route', () => {
  it('answers the official SDK, plain', async () => {
    const openai = new OpenAI({ apiKey: KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const { data, response } = await openai.chat.completions
      .create({
        model: 'chat',
        messages: [
          { role: 'system', content: 'be brief' },
          { role: 'user', content: 'hello there' },
        ],
        max_tokens: 50,
      })
      .withResponse();
    expect(data.object).toBe('chat.completion');
    expect(data.choices[0]?.message.content?.length).toBeGreaterThan(0);
    expect(data.choices[0]?.finish_reason).toBe('stop');
    expect(data.usage?.completion_tokens).toBeGreaterThan(0);
    expect(response.headers.get('x-stayup-target')).toBe('chat[0]:sandbox/sandbox-chat');
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
  });

  it('streams to the official SDK with usage and [DONE]', async () => {
    const openai = new OpenAI({ apiKey: KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const stream = await openai.chat.completions.create({
      model: 'chat',
      messages: [{ role: 'user', content: 'stream please' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    let text = '';
    let usage: unknown;
    let finish: string | null | undefined;
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? '';
      if (chunk.choices[0]?.finish_reason) finish = chunk.choices[0].finish_reason;
      if (chunk.usage) usage = chunk.usage;
    }
    expect(text.length).toBeGreaterThan(10);
    expect(finish).toBe('stop');
    expect(usage).toMatchObject({ completion_tokens: expect.any(Number) });
    // Same text as the plain call for the same request (the sandbox is deterministic).
    const plain = await openai.chat.completions.create({
      model: 'chat',
      messages: [{ role: 'user', content: 'stream please' }],
    });
    expect(text).toBe(plain.choices[0]?.message.content);
  });

  it('carries tools, tool calls and tool results', async () => {
    const openai = new OpenAI({ apiKey: KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const tools = [
      {
        type: 'function' as const,
        function: {
          name: 'get_weather',
          description: 'weather for a city',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
        },
      },
    ];
    const first = await openai.chat.completions.create({
      model: 'chat',
      messages: [{ role: 'user', content: 'please call get_weather for Paris' }],
      tools,
    });
    const call = first.choices[0]?.message.tool_calls?.[0];
    expect(first.choices[0]?.finish_reason).toBe('tool_calls');
    expect(call?.type === 'function' && call.function.name).toBe('get_weather');
    expect(JSON.parse(call?.type === 'function' ? call.function.arguments : '')).toHaveProperty(
      'city',
    );
    const streamed = await openai.chat.completions.create({
      model: 'chat',
      messages: [{ role: 'user', content: 'please call get_weather for Paris' }],
      tools,
      stream: true,
    });
    let args = '';
    let name = '';
    for await (const chunk of streamed) {
      for (const delta of chunk.choices[0]?.delta.tool_calls ?? []) {
        args += delta.function?.arguments ?? '';
        name += delta.function?.name ?? '';
      }
    }
    expect(name).toBe('get_weather');
    expect(args).toBe(call?.type === 'function' ? call.function.arguments : '');
    const second = await openai.chat.completions.create({
      model: 'chat',
      messages: [
        { role: 'user', content: 'please call get_weather for Paris' },
        {
          role: 'assistant',
          content: null,
          tool_calls: first.choices[0]?.message.tool_calls ?? [],
        },
        { role: 'tool', tool_call_id: call?.id ?? '', content: '{"temp": 21}' },
      ],
      tools,
    });
    expect(second.choices[0]?.finish_reason).toBe('stop');
  });

  it('lists models in the OpenAI shape', async () => {
    const openai = new OpenAI({ apiKey: KEY, baseURL: `${baseURL}/v1`, maxRetries: 0 });
    const ids: string[] = [];
    for await (const model of openai.models.list()) ids.push(model.id);
    expect(ids).toEqual(['chat', 'broken']);
  });

  it('maps an upstream 429 to 429 with retry-after and x-should-retry: false, and the SDK does not retry', async () => {
    const openai = new OpenAI({ apiKey: KEY, baseURL: `${baseURL}/v1`, maxRetries: 3 });
    const before = client.calls;
    const error = await openai.chat.completions
      .create({ model: 'broken', messages: [{ role: 'user', content: 'hi' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    const apiError = error as InstanceType<typeof OpenAI.RateLimitError>;
    expect(apiError.headers?.get('x-should-retry')).toBe('false');
    expect(apiError.headers?.get('x-stayup-reason')).toBe('rate_limit');
    expect(apiError.headers?.get('retry-after')).toBe('7');
    expect(apiError.code).toBe('rate_limit_exceeded');
    expect(client.calls - before).toBe(1);
  });
});

describe('Anthropic-compatible route', () => {
  it('answers the official SDK, plain (x-api-key auth)', async () => {
    const anthropic = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 0 });
    const message = await anthropic.messages.create({
      model: 'chat',
      max_tokens: 100,
      system: 'be brief',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'hello' }] }],
    });
    expect(message.type).toBe('message');
    expect(message.content[0]?.type).toBe('text');
    expect(message.stop_reason).toBe('end_turn');
    expect(message.usage.output_tokens).toBeGreaterThan(0);
  });

  it('streams the full event sequence to the official SDK', async () => {
    const anthropic = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 0 });
    const stream = anthropic.messages.stream({
      model: 'chat',
      max_tokens: 100,
      messages: [{ role: 'user', content: 'stream please' }],
    });
    const types: string[] = [];
    stream.on('streamEvent', (event) => types.push(event.type));
    const final = await stream.finalMessage();
    expect(types[0]).toBe('message_start');
    expect(types).toContain('content_block_start');
    expect(types).toContain('content_block_delta');
    expect(types).toContain('content_block_stop');
    expect(types.slice(-2)).toEqual(['message_delta', 'message_stop']);
    expect(final.content[0]?.type === 'text' && final.content[0].text.length).toBeGreaterThan(10);
  });

  it('answers count_tokens locally with an estimate', async () => {
    const anthropic = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 0 });
    const counted = await anthropic.messages.countTokens({
      model: 'chat',
      system: 'be brief',
      messages: [{ role: 'user', content: 'x'.repeat(400) }],
    });
    expect(counted.input_tokens).toBeGreaterThanOrEqual(100);
    expect(counted.input_tokens).toBeLessThan(130);
    const unknown = await anthropic.messages
      .countTokens({ model: 'nope', messages: [{ role: 'user', content: 'x' }] })
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(Anthropic.NotFoundError);
  });

  it('streams tool_use blocks with input_json_delta', async () => {
    const anthropic = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 0 });
    const final = await anthropic.messages
      .stream({
        model: 'chat',
        max_tokens: 100,
        tools: [
          {
            name: 'lookup',
            description: 'look something up',
            input_schema: { type: 'object', properties: { query: { type: 'string' } } },
          },
        ],
        messages: [{ role: 'user', content: 'use lookup for cats' }],
      })
      .finalMessage();
    const block = final.content.find((item) => item.type === 'tool_use');
    expect(block?.type === 'tool_use' && block.name).toBe('lookup');
    expect(block?.type === 'tool_use' && block.input).toHaveProperty('query');
    expect(final.stop_reason).toBe('tool_use');
  });

  it('maps an upstream 429 to an Anthropic-shaped error', async () => {
    const anthropic = new Anthropic({ apiKey: KEY, baseURL, maxRetries: 2 });
    const before = client.calls;
    const error = await anthropic.messages
      .create({ model: 'broken', max_tokens: 10, messages: [{ role: 'user', content: 'hi' }] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Anthropic.RateLimitError);
    expect((error as InstanceType<typeof Anthropic.RateLimitError>).error).toMatchObject({
      type: 'error',
      error: { type: 'rate_limit_error' },
    });
    expect(client.calls - before).toBe(1);
  });
});

describe('bad input', () => {
  it('malformed JSON → 400 in the caller shape', async () => {
    const response = await post('/v1/chat/completions', '{"model": "chat", ');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/not valid JSON/);
    const anthropic = await post('/v1/messages', 'nope');
    expect(anthropic.status).toBe(400);
    expect(await anthropic.json()).toMatchObject({
      type: 'error',
      error: { type: 'invalid_request_error' },
    });
  });

  it('wrong types name the exact field', async () => {
    const response = await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 5 }] }),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; param: string } };
    expect(body.error.param).toBe('messages[0].content');
    expect(body.error.message).toBe('messages[0].content: expected an array, got number');
    const temperature = await post(
      '/v1/messages',
      JSON.stringify({
        model: 'chat',
        max_tokens: 5,
        temperature: 'hot',
        messages: [{ role: 'user', content: 'x' }],
      }),
    );
    expect(((await temperature.json()) as { error: { message: string } }).error.message).toBe(
      'temperature: expected a number, got string',
    );
  });

  it('refuses unknown parameters, upstream-steering fields and unsupported features', async () => {
    const unknown = await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'x' }], temprature: 1 }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: { param: string } }).error.param).toBe('temprature');
    const steering = await post(
      '/v1/chat/completions',
      JSON.stringify({
        model: 'chat',
        messages: [{ role: 'user', content: 'x' }],
        base_url: 'http://169.254.169.254',
      }),
    );
    expect(steering.status).toBe(400);
    expect(((await steering.json()) as { error: { message: string } }).error.message).toMatch(
      /cannot choose upstream URLs/,
    );
    const format = await post(
      '/v1/chat/completions',
      JSON.stringify({
        model: 'chat',
        messages: [{ role: 'user', content: 'x' }],
        response_format: { type: 'xml' },
      }),
    );
    expect(format.status).toBe(400);
    const formatError = ((await format.json()) as { error: { message: string; param: string } })
      .error;
    expect(formatError.param).toBe('response_format.type');
    expect(formatError.message).toMatch(/"text", "json_object" or "json_schema", got "xml"/);
    const choices = await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'x' }], n: 2 }),
    );
    expect(choices.status).toBe(400);
    expect(((await choices.json()) as { error: { message: string } }).error.message).toMatch(
      /n > 1/,
    );
  });

  it('huge bodies → 413 without buffering them', async () => {
    const small = createGateway({
      client,
      keys: [KEY],
      logger: false,
      metrics: false,
      bodyLimitBytes: 1024,
    });
    const { url } = await small.listen(0, '127.0.0.1');
    try {
      const big = JSON.stringify({
        model: 'chat',
        messages: [{ role: 'user', content: 'x'.repeat(5000) }],
      });
      const response = await fetch(`${url}/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': KEY },
        body: big,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({
        type: 'error',
        error: { type: 'request_too_large' },
      });
      const health = await fetch(`${url}/health`);
      expect(health.status).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('a client that vanishes mid-body does not wedge the gateway', async () => {
    const { port } = new URL(baseURL);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /v1/chat/completions HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${KEY}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"model":`,
    );
    await new Promise((resolve) => setImmediate(resolve));
    socket.destroy();
    const ok = await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'x' }] }),
    );
    expect(ok.status).toBe(200);
  });

  it('unknown model → 404 listing the models', async () => {
    const response = await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'gpt-7', messages: [{ role: 'user', content: 'x' }] }),
    );
    expect(response.status).toBe(404);
    // Refused before any upstream call: every answer says how many attempts it took.
    expect(response.headers.get('x-stayup-attempts')).toBe('0');
    expect(response.headers.get('x-stayup-reason')).toBe('model_not_found');
    const body = (await response.json()) as { error: { message: string; code: string } };
    expect(body.error.code).toBe('model_not_found');
    expect(body.error.message).toContain('available: chat, broken');
  });

  it('missing or wrong keys → 401, and the gateway keeps serving', async () => {
    const body = JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'x' }] });
    const missing = await fetch(`${baseURL}/v1/chat/completions`, { method: 'POST', body });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('x-stayup-attempts')).toBe('0');
    const wrong = await post('/v1/messages', body, {
      authorization: 'Bearer nope',
      'x-api-key': 'nope',
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error' },
    });
    const models = await fetch(`${baseURL}/v1/models`);
    expect(models.status).toBe(401);
    const ok = await post('/v1/chat/completions', body);
    expect(ok.status).toBe(200);
    expect((await fetch(`${baseURL}/health`)).status).toBe(200);
  });
});

describe('metrics', () => {
  it('counts requests by model, status and reason, and never shows keys', async () => {
    const response = await fetch(`${baseURL}/metrics`, {
      headers: { authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /stayup_requests_total\{api="openai",model="chat",stream="false",status="200",reason="ok"\} \d+/,
    );
    expect(text).toMatch(
      /stayup_requests_total\{api="openai",model="broken",stream="false",status="429",reason="rate_limit"\} 1/,
    );
    expect(text).toMatch(/model="unknown",stream="false",status="404"/);
    expect(text).not.toContain(KEY);
  });
});

describe('models and tracing', () => {
  it('lists models in the Anthropic shape for Anthropic clients', async () => {
    const response = await fetch(`${baseURL}/v1/models`, {
      headers: { 'x-api-key': KEY, 'anthropic-version': '2023-06-01' },
    });
    expect(await response.json()).toMatchObject({
      data: [
        { type: 'model', id: 'chat' },
        { type: 'model', id: 'broken' },
      ],
      has_more: false,
      first_id: 'chat',
      last_id: 'broken',
    });
  });

  it('opens and ends one trace per chat request, with usage or the failure reason', async () => {
    traces.length = 0;
    await post(
      '/v1/chat/completions',
      JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'x' }] }),
    );
    await post(
      '/v1/messages',
      JSON.stringify({
        model: 'broken',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'x' }],
      }),
    );
    expect(traces).toHaveLength(2);
    expect(traces[0]).toMatchObject({
      start: { model: 'chat', api: 'openai', stream: false },
      end: {
        status: 200,
        responseModel: 'sandbox-chat',
        usage: { outputTokens: expect.any(Number) },
        finishReason: 'stop',
      },
    });
    expect(traces[1]).toMatchObject({
      start: { model: 'broken', api: 'anthropic' },
      end: { status: 429, reason: 'rate_limit' },
    });
  });
});
