/**
 * The gateway over the real recovery engine (createClient) and real adapters: failover, tool
 * calls across a provider fallback, one retry owner (SDKs obey x-should-retry: false), client
 * disconnects, streams that fail after output, timeouts, sessions, graceful shutdown, and no
 * key ever leaking into logs, metrics or error bodies.
 */
import { Writable } from 'node:stream';
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import type { Clock } from '../src/core/ports.js';
import { createGateway, createGatewayLogger, type Gateway } from '../src/gateway/index.js';
import { systemClock } from '../src/runtime/system-clock.js';
import { createPrometheusMetrics } from '../src/telemetry/prometheus-metrics.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

const GATEWAY_KEY = 'gw-key-Zq81-never-logged';
const UPSTREAM_KEY = 'sk-upstream-SECRET-77xq';

/** Real sleeps (tiny backoffs), but a `now` we can move to step in and out of fault windows. */
function shiftedClock(): Clock & { offsetMs: number } {
  const clock = {
    offsetMs: 0,
    now: () => Date.now() + clock.offsetMs,
    sleep: (ms: number, signal?: AbortSignal) => systemClock.sleep(ms, signal),
  };
  return clock;
}

const logLines: string[] = [];
const logSink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let fakeOpenAI: FakeProvider;
let fakeAnthropic: FakeProvider;
let gateway: Gateway;
let baseURL: string;
const clock = shiftedClock();
/** The gateway's per-request deadline runs on this clock: only the timeout test advances it. */
const deadlineClock = new ManualClock();
const metrics = createPrometheusMetrics();

beforeAll(async () => {
  fakeOpenAI = await startFakeProvider({ wire: 'openai' });
  fakeAnthropic = await startFakeProvider({ wire: 'anthropic' });
  const sandboxFast = '{ ttft: 0ms, tokens_per_s: 100000, chunk: 1ms }';
  const config = parseConfig(
    `server: { keys: ["\${GATEWAY_KEY}"], request_timeout: 30s }
retry: { base_delay: 1ms, max_delay: 5ms, max_overloaded_retries: 1, max_retries: 3 }
breaker: false
budget: false
models:
  flaky:
    targets:
      - provider: sandbox
        model: primary
        latency: ${sandboxFast}
        output_tokens: 20
        faults:
          - { from: 60s, to: 120s, status: 529, body: { type: error, error: { type: overloaded_error, message: Overloaded } } }
      - provider: sandbox
        model: fallback
        latency: ${sandboxFast}
        output_tokens: 20
  tools:
    targets:
      - { provider: anthropic, model: claude-sonnet-4-5, base_url: "${fakeAnthropic.baseUrl}", keys: ["\${UPSTREAM_KEY}"] }
      - { provider: openai, model: gpt-4o, base_url: "${fakeOpenAI.baseUrl}", keys: ["\${UPSTREAM_KEY}"] }
  direct:
    targets:
      - { provider: openai, model: gpt-4o-mini, base_url: "${fakeOpenAI.baseUrl}", keys: ["\${UPSTREAM_KEY}"] }
`,
    { env: { GATEWAY_KEY, UPSTREAM_KEY } },
  );
  gateway = createGateway({
    config,
    clientOptions: { clock },
    logger: createGatewayLogger({ level: 'info', destination: logSink }),
    metrics,
    timeoutClock: deadlineClock,
  });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await fakeOpenAI.close();
  await fakeAnthropic.close();
});

const openai = () => new OpenAI({ apiKey: GATEWAY_KEY, baseURL: `${baseURL}/v1`, maxRetries: 2 });
const anthropic = () => new Anthropic({ apiKey: GATEWAY_KEY, baseURL, maxRetries: 2 });

describe('failover', () => {
  it('moves to the fallback inside a sandbox fault window and back after it', async () => {
    clock.offsetMs = 0;
    const before = await openai()
      .chat.completions.create({ model: 'flaky', messages: [{ role: 'user', content: 'hi' }] })
      .withResponse();
    expect(before.response.headers.get('x-stayup-target')).toBe('flaky[0]:sandbox/primary');

    clock.offsetMs = 90_000;
    const during = await openai()
      .chat.completions.create({ model: 'flaky', messages: [{ role: 'user', content: 'hi' }] })
      .withResponse();
    expect(during.response.headers.get('x-stayup-target')).toBe('flaky[1]:sandbox/fallback');
    expect(Number(during.response.headers.get('x-stayup-attempts'))).toBeGreaterThan(1);
    expect(during.data.choices[0]?.message.content?.length).toBeGreaterThan(0);

    // Streamed, through the Anthropic SDK, inside the window.
    const stream = anthropic().messages.stream({
      model: 'flaky',
      max_tokens: 50,
      messages: [{ role: 'user', content: 'stream' }],
    });
    const final = await stream.finalMessage();
    expect(final.content[0]?.type).toBe('text');
    const { response } = await stream.withResponse();
    expect(response.headers.get('x-stayup-target')).toBe('flaky[1]:sandbox/fallback');

    clock.offsetMs = 200_000;
    const after = await openai()
      .chat.completions.create({ model: 'flaky', messages: [{ role: 'user', content: 'hi' }] })
      .withResponse();
    expect(after.response.headers.get('x-stayup-target')).toBe('flaky[0]:sandbox/primary');
  });

  it('keeps a session on its fallback after the window (x-stayup-session)', async () => {
    clock.offsetMs = 90_000;
    const headers = { 'x-stayup-session': 'conversation-42' };
    const during = await openai()
      .chat.completions.create(
        { model: 'flaky', messages: [{ role: 'user', content: 'a' }] },
        { headers },
      )
      .withResponse();
    expect(during.response.headers.get('x-stayup-target')).toBe('flaky[1]:sandbox/fallback');
    clock.offsetMs = 200_000;
    const later = await openai()
      .chat.completions.create(
        { model: 'flaky', messages: [{ role: 'user', content: 'b' }] },
        { headers },
      )
      .withResponse();
    expect(later.response.headers.get('x-stayup-target')).toBe('flaky[1]:sandbox/fallback');
    const other = await openai()
      .chat.completions.create({ model: 'flaky', messages: [{ role: 'user', content: 'c' }] })
      .withResponse();
    expect(other.response.headers.get('x-stayup-target')).toBe('flaky[0]:sandbox/primary');
  });

  it('carries a tool call across a provider fallback (Anthropic client → Anthropic fails → OpenAI answers)', async () => {
    const anthropicHits = fakeAnthropic.requests.length;
    fakeAnthropic.enqueue({
      kind: 'error',
      status: 401,
      body: {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      },
    });
    fakeOpenAI.enqueue({
      kind: 'reply',
      reply: { toolCalls: [{ id: 'call_abc', name: 'get_weather', arguments: { city: 'Paris' } }] },
    });
    const message = await anthropic().messages.create({
      model: 'tools',
      max_tokens: 200,
      tools: [
        {
          name: 'get_weather',
          description: 'weather',
          input_schema: { type: 'object', properties: { city: { type: 'string' } } },
        },
      ],
      messages: [{ role: 'user', content: 'weather in Paris?' }],
    });
    expect(message.stop_reason).toBe('tool_use');
    const block = message.content.find((item) => item.type === 'tool_use');
    expect(block).toMatchObject({
      type: 'tool_use',
      id: 'call_abc',
      name: 'get_weather',
      input: { city: 'Paris' },
    });
    expect(fakeAnthropic.requests.length).toBe(anthropicHits + 1);
    const upstream = fakeOpenAI.requests.at(-1);
    expect(upstream?.body).toMatchObject({
      model: 'gpt-4o',
      tools: [{ type: 'function', function: { name: 'get_weather' } }],
    });
    // The key travels in a header only, never in the URL.
    expect(upstream?.headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    expect(upstream?.url).not.toContain(UPSTREAM_KEY);

    // The tool result goes back through the same gateway; the Anthropic key is cooling after its
    // 401, so the OpenAI target answers again and receives the result in its own wire shape.
    const next = await anthropic().messages.create({
      model: 'tools',
      max_tokens: 200,
      tools: [
        {
          name: 'get_weather',
          input_schema: { type: 'object', properties: { city: { type: 'string' } } },
        },
      ],
      messages: [
        { role: 'user', content: 'weather in Paris?' },
        { role: 'assistant', content: message.content },
        {
          role: 'user',
          content: [{ type: 'tool_result', tool_use_id: 'call_abc', content: '21°C' }],
        },
      ],
    });
    expect(next.content[0]).toMatchObject({ type: 'text' });
    const sent = fakeOpenAI.requests.at(-1)?.body as { messages: Record<string, unknown>[] };
    expect(sent.messages).toContainEqual(
      expect.objectContaining({
        role: 'assistant',
        tool_calls: [
          expect.objectContaining({
            id: 'call_abc',
            function: expect.objectContaining({ name: 'get_weather' }),
          }),
        ],
      }),
    );
    expect(sent.messages).toContainEqual(
      expect.objectContaining({ role: 'tool', tool_call_id: 'call_abc' }),
    );
    expect(fakeAnthropic.requests.length).toBe(anthropicHits + 1);
  });
});

describe('one retry owner', () => {
  it('the OpenAI SDK does not retry when stayup has spent the retries', async () => {
    const hits = fakeOpenAI.requests.length;
    fakeOpenAI.setDefault({
      kind: 'error',
      status: 500,
      body: {
        error: {
          message: 'The server had an error while processing your request.',
          type: 'server_error',
        },
      },
    });
    try {
      const result = await openai()
        .chat.completions.create({ model: 'direct', messages: [{ role: 'user', content: 'x' }] })
        .withResponse()
        .catch((error: unknown) => error);
      expect(result).toBeInstanceOf(OpenAI.InternalServerError);
      const error = result as InstanceType<typeof OpenAI.InternalServerError>;
      expect(error.status).toBe(502);
      expect(error.headers?.get('x-should-retry')).toBe('false');
      expect(error.headers?.get('x-stayup-reason')).toBe('server_error');
      const attempts = Number(error.headers?.get('x-stayup-attempts'));
      expect(attempts).toBe(4);
      // One gateway request (the SDK did not retry), four upstream attempts (stayup's).
      expect(fakeOpenAI.requests.length - hits).toBe(attempts);
      expect((error.error as { stayup?: { attempts?: unknown[] } }).stayup?.attempts).toHaveLength(
        4,
      );

      const anthropicError = await anthropic()
        .messages.create({
          model: 'direct',
          max_tokens: 5,
          messages: [{ role: 'user', content: 'x' }],
        })
        .catch((caught: unknown) => caught);
      expect(anthropicError).toBeInstanceOf(Anthropic.InternalServerError);
      expect(fakeOpenAI.requests.length - hits).toBe(8);
    } finally {
      fakeOpenAI.setDefault({ kind: 'reply' });
    }
  });
});

describe('streams', () => {
  it('a stream that fails after output ends with an OpenAI error chunk, never a silent restart', async () => {
    fakeOpenAI.enqueue({
      kind: 'reply',
      reply: { text: 'abcdefghijklmnopqrstuvwxyz', deltaChars: 2 },
      stream: { resetAfter: 4 },
    });
    const hits = fakeOpenAI.requests.length;
    const stream = await openai().chat.completions.create({
      model: 'direct',
      messages: [{ role: 'user', content: 'x' }],
      stream: true,
    });
    let text = '';
    const error = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(text.length).toBeGreaterThan(0);
    expect('abcdefghijklmnopqrstuvwxyz'.startsWith(text)).toBe(true);
    expect(fakeOpenAI.requests.length - hits).toBe(1);
  });

  it('the same failure reaches an Anthropic client as event: error', async () => {
    fakeOpenAI.enqueue({
      kind: 'reply',
      reply: { text: 'abcdefghijklmnopqrstuvwxyz', deltaChars: 2 },
      stream: { resetAfter: 4 },
    });
    const response = await fetch(`${baseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': GATEWAY_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'direct',
        max_tokens: 50,
        stream: true,
        messages: [{ role: 'user', content: 'x' }],
      }),
    });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^event: message_start/);
    expect(text).toContain('event: content_block_delta');
    expect(text).toMatch(/event: error\ndata: \{"type":"error","error":\{"type":"[a-z_]+"/);
    expect(text).not.toContain('message_stop');
  });

  it('a client that disconnects aborts the upstream request at once', async () => {
    fakeOpenAI.enqueue({ kind: 'hang' });
    const hits = fakeOpenAI.requests.length;
    const controller = new AbortController();
    const pending = fetch(`${baseURL}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'direct',
        stream: true,
        messages: [{ role: 'user', content: 'x' }],
      }),
      signal: controller.signal,
    }).catch(() => undefined);
    await fakeOpenAI.waitForPause();
    const upstream = fakeOpenAI.requests[hits];
    expect(upstream).toBeDefined();
    controller.abort();
    await pending;
    await upstream?.closed;
    expect(upstream?.clientAborted()).toBe(true);
    expect(fakeOpenAI.requests.length - hits).toBe(1);
  });

  it('a request past request_timeout gets a 504 in the caller shape', async () => {
    fakeOpenAI.enqueue({ kind: 'hang', headers: false });
    const hits = fakeOpenAI.requests.length;
    const pending = fetch(`${baseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': GATEWAY_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'direct',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'x' }],
      }),
    });
    // The upstream holds the request; the gateway's 30 s deadline runs on the manual clock.
    await fakeOpenAI.waitForRequests(hits + 1);
    expect(deadlineClock.pending).toBe(1);
    await deadlineClock.advance(29_999);
    expect(deadlineClock.pending).toBe(1);
    await deadlineClock.advance(1);
    const response = await pending;
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({
      type: 'error',
      error: { type: 'timeout_error' },
    });
    expect(deadlineClock.pending).toBe(0);
    await fakeOpenAI.release();
  });
});

describe('secrets', () => {
  it('never shows gateway or upstream keys in logs, metrics or error bodies', async () => {
    fakeOpenAI.enqueue({
      kind: 'error',
      status: 401,
      body: {
        error: {
          message: `Incorrect API key provided: ${UPSTREAM_KEY}`,
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      },
    });
    const response = await fetch(`${baseURL}/v1/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${GATEWAY_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'direct', messages: [{ role: 'user', content: 'x' }] }),
    });
    const body = await response.text();
    expect(response.status).toBeGreaterThanOrEqual(400);
    const metricsText = await (
      await fetch(`${baseURL}/metrics`, { headers: { authorization: `Bearer ${GATEWAY_KEY}` } })
    ).text();
    const logs = logLines.join('\n');
    expect(logs).toContain('"msg":"request"');
    expect(logs).toContain('"attempts":[');
    for (const secret of [GATEWAY_KEY, UPSTREAM_KEY, UPSTREAM_KEY.slice(3)]) {
      expect(body).not.toContain(secret);
      expect(metricsText).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
    expect(metricsText).toMatch(
      /stayup_attempts_total\{model="flaky",target="flaky\[0\]:sandbox\/primary",reason="overloaded"\} \d+/,
    );
    expect(metricsText).toMatch(/stayup_fallbacks_total\{model="flaky"/);
  });
});

describe('shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then stops', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const local = createGateway({
      config: parseConfig(
        `models: { m: { targets: [{ provider: openai, model: gpt-4o, base_url: "${fake.baseUrl}", keys: ["k"] }] } }`,
      ),
      logger: false,
    });
    const { url } = await local.listen(0, '127.0.0.1');
    fake.enqueue({
      kind: 'reply',
      reply: { text: 'finished after shutdown began' },
      stream: { pauseAfter: 2 },
    });
    const inflight = fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        model: 'm',
        stream: true,
        messages: [{ role: 'user', content: 'x' }],
      }),
    }).then((response) => response.text());
    await fake.waitForPause();
    const closing = local.close();
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    await fake.release();
    const text = await inflight;
    expect(text).toContain('data: [DONE]');
    const content = text
      .split('\n')
      .filter((line) => line.startsWith('data: {'))
      .map((line) => JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] })
      .map((chunk) => chunk.choices[0]?.delta.content ?? '')
      .join('');
    expect(content).toBe('finished after shutdown began');
    await closing;
    await fake.close();
  });

  it('a request shutdown cuts answers 503 with the attempts it made', async () => {
    const fake = await startFakeProvider({ wire: 'openai' });
    const local = createGateway({
      config: parseConfig(
        `server: { shutdown_timeout: 20ms }
models: { m: { targets: [{ provider: openai, model: gpt-4o, base_url: "${fake.baseUrl}", keys: ["k"] }] } }`,
      ),
      logger: false,
    });
    const { url } = await local.listen(0, '127.0.0.1');
    fake.enqueue({ kind: 'hang' });
    const cut = fetch(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'x' }] }),
    });
    await fake.waitForRequests(1);
    await local.close();
    const response = await cut;
    expect(response.status).toBe(503);
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
    await fake.close();
  });
});
