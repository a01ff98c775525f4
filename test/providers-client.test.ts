/**
 * The adapters inside the real client: a streamed overload from Anthropic falls back to an
 * OpenAI-compatible target and a Gemini target over real HTTP, with the classifier reading what the
 * adapters produced.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { Client } from '../src/client/types.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { corpusScript, type FakeProvider, startFakeProvider } from './fakes/index.js';
import { collect, KEYS, textOf } from './providers-helpers.js';

let anthropic: FakeProvider;
let openai: FakeProvider;
let gemini: FakeProvider;
let client: Client;
const clock = new ManualClock();

/**
 * Settles `promise` while moving virtual time through the engine's short waits (backoff). The
 * adapters' 10-minute whole-call timers also live on this clock, so only waits under a minute are
 * skipped; real I/O gets a real millisecond between checks.
 */
const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
  tools: [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
};

beforeAll(async () => {
  anthropic = await startFakeProvider({ wire: 'anthropic' });
  openai = await startFakeProvider({ wire: 'openai' });
  gemini = await startFakeProvider({ wire: 'gemini' });
  client = createClient({
    models: {
      chat: {
        targets: [
          {
            provider: 'anthropic',
            model: 'claude-sonnet-4-5',
            baseUrl: anthropic.url,
            keys: [KEYS.anthropic],
          },
          { provider: 'openai', model: 'gpt-4o', baseUrl: openai.baseUrl, keys: [KEYS.openai] },
          {
            provider: 'gemini',
            model: 'gemini-2.5-flash',
            baseUrl: gemini.url,
            keys: [KEYS.gemini],
          },
        ],
      },
    },
    retry: { maxOverloadedRetries: 1 },
    breaker: false,
    budget: false,
    clock,
    random: seededRandom(5),
  });
});
afterAll(async () => {
  await client.close();
  await Promise.all([anthropic.close(), openai.close(), gemini.close()]);
});

describe('adapters under the recovery client', () => {
  afterEach(() => {
    for (const fake of [anthropic, openai, gemini]) fake.setDefault({ kind: 'reply' });
  });

  it('falls back from an Anthropic 529 to OpenAI and keeps the tool call', async () => {
    anthropic.setDefault(corpusScript('anthropic-529-overloaded-1'));
    openai.enqueue({
      kind: 'reply',
      reply: { toolCalls: [{ id: 'call_1', name: 'get_weather', arguments: { city: 'Paris' } }] },
    });
    const result = await drive(client.chat(request));
    expect(result.target).toContain('openai');
    expect(result.content).toEqual([
      { type: 'tool_call', id: 'call_1', name: 'get_weather', arguments: '{"city":"Paris"}' },
    ]);
    expect(result.attempts[0]?.classification.reason).toBe('overloaded');
    expect(result.attempts[0]?.classification.status).toBe(529);
  });

  it('falls back from an overloaded_error event before any output, in a stream, to Gemini', async () => {
    anthropic.setDefault({
      kind: 'reply',
      stream: {
        errorAfter: {
          frames: 1,
          body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
        },
      },
    });
    openai.setDefault({
      kind: 'error',
      status: 404,
      body: { error: { message: 'The model `gpt-4o` does not exist', code: 'model_not_found' } },
    });
    gemini.enqueue({ kind: 'reply', reply: { text: 'Sunny in Paris.' } });
    const stream = client.stream(request);
    const events = await drive(collect(stream));
    expect(textOf(events)).toBe('Sunny in Paris.');
    expect(stream.target).toContain('gemini');
    expect(gemini.requests.at(-1)!.headers['x-goog-api-key']).toBe(KEYS.gemini);
  });
});
