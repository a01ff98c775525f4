import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultProviders } from '../src/client/provider-registry.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { corpusScript, type FakeProvider, startFakeProvider } from './fakes/index.js';

const KEY = 'sk-test-openai-0123456789abcdef';
const request: ChatRequest = {
  model: 'chat',
  system: 'Be brief.',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

async function collect(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

let fake: FakeProvider;
let adapter: ProviderAdapter;
const call = () => ({
  signal: new AbortController().signal,
  model: 'gpt-4o-mini',
  credential: { id: 'key#1', index: 0, secret: KEY },
});

beforeAll(async () => {
  fake = await startFakeProvider({ wire: 'openai' });
  adapter = defaultProviders.openai!(
    { provider: 'openai', model: 'gpt-4o-mini', baseUrl: fake.baseUrl, keys: [KEY] },
    { clock: new ManualClock(), random: seededRandom(1) },
  );
});
afterAll(async () => {
  await adapter.close?.();
  await fake.close();
});
beforeEach(() => fake.setDefault({ kind: 'reply' }));

describe('openai adapter over the fake', () => {
  it('sends a chat completion with the key in the Authorization header only', async () => {
    const response = await adapter.chat(request, call());
    expect(response.content).toEqual([{ type: 'text', text: 'Hello from the fake provider.' }]);
    expect(response.finishReason).toBe('stop');
    expect(response.usage).toEqual({ inputTokens: 12, outputTokens: 7 });
    expect(response.requestId).toMatch(/^req_fake_/);
    const received = fake.requests.at(-1)!;
    expect(received.path).toBe('/v1/chat/completions');
    expect(received.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(received.url).not.toContain(KEY);
    expect(received.bodyText).not.toContain(KEY);
    expect(received.body).toEqual({
      model: 'gpt-4o-mini',
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi' },
      ],
      max_completion_tokens: 100,
    });
  });

  it('streams text deltas, then finish with usage', async () => {
    const events = await collect(adapter.stream(request, call()));
    expect(events[0]).toMatchObject({
      type: 'start',
      id: 'chatcmpl-fake123',
      model: 'gpt-4o-mini',
    });
    const text = events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
    expect(text).toBe('Hello from the fake provider.');
    expect(events.at(-1)).toEqual({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 12, outputTokens: 7 },
    });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
  });

  it('turns a 429 into an UpstreamError with status, headers, body and request id', async () => {
    fake.enqueue({
      kind: 'error',
      status: 429,
      headers: { 'retry-after': '7', 'x-ratelimit-reset-requests': '6.5s' },
      body: {
        error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' },
      },
    });
    const error = await adapter.chat(request, call()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    const upstream = error as UpstreamError;
    expect(upstream.status).toBe(429);
    expect(upstream.headers['retry-after']).toBe('7');
    expect(upstream.headers['x-ratelimit-reset-requests']).toBe('6.5s');
    expect(JSON.parse(upstream.body!).error.code).toBe('rate_limit_exceeded');
    expect(upstream.provider).toBe('openai');
    expect(upstream.model).toBe('gpt-4o-mini');
    expect(upstream.requestId).toMatch(/^req_fake_/);
    expect(upstream.message).toContain('Rate limit reached');
  });

  it('replays a real corpus error', async () => {
    fake.enqueue(corpusScript('openai-429-insufficient-quota-1'));
    const error = (await adapter
      .chat(request, call())
      .catch((caught: unknown) => caught)) as UpstreamError;
    expect(error.status).toBe(429);
    expect(error.body).toContain('insufficient_quota');
  });

  it('ignores unknown but well-formed SSE fields, as the spec says', async () => {
    const chunk = (delta: unknown, finish: string | null = null) =>
      `data: ${JSON.stringify({ id: 'c1', model: 'm', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    fake.enqueue({
      kind: 'raw',
      steps: [
        'retry: 1000\nx-vendor-field: 1\n\n',
        chunk({ content: 'ok' }),
        chunk({}, 'stop'),
        'data: [DONE]\n\n',
      ],
    });
    const events = await collect(adapter.stream(request, call()));
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'finish']);
  });
});
