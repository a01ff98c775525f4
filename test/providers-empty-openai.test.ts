/**
 * An OpenAI-compatible 200 whose only choice ends `finish_reason: "stop"` with nothing in it: no
 * content (`null` or `""`), no tool call, no refusal. Relays fronting Gemini answer its empty
 * `STOP` candidate so (LiteLLM's fix for BerriAI/litellm#24442 turns it into a `stop` choice with
 * `content: null`, litellm#24467), and DeepSeek's thinking models sometimes end a turn with the
 * reasoning only and an empty `content` (earendil-works/pi#9266). The caller cannot use it and a
 * retry usually answers: an `UpstreamError` the classifier reads as `server_error`.
 *
 * Not glitches, and kept as answers: an empty `content` ending `length` (a tiny `max_tokens`, or a
 * reasoning model that spent them all on `reasoning_content`), a `refusal`, tool calls, and
 * output stayup does not translate but a pass-through caller reads (OpenRouter's `images`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import {
  adapterFor,
  callFor,
  collect,
  KEYS,
  readUntilFailure,
  rejection,
  textOf,
} from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Write a haiku about the sea.' }],
  maxTokens: 500,
};

const USAGE = { prompt_tokens: 3130, completion_tokens: 0, total_tokens: 3130 };

/** A complete chat completion whose only choice is `choice`. */
const completion = (choice: Record<string, unknown>, usage: unknown = USAGE) => ({
  id: 'chatcmpl-empty-1',
  object: 'chat.completion',
  created: 1774000000,
  model: 'gemini-2.5-flash-lite',
  choices: [{ index: 0, ...choice }],
  usage,
});

const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  }) as const;

const chunk = (choice: Record<string, unknown>) => ({
  id: 'chatcmpl-empty-2',
  object: 'chat.completion.chunk',
  created: 1774000000,
  model: 'deepseek-v4-flash',
  choices: [{ index: 0, ...choice }],
});

const ROLE = chunk({ delta: { role: 'assistant', content: '' }, finish_reason: null });
const STOP = chunk({ delta: {}, finish_reason: 'stop' });

let fake: FakeProvider;
let gemini: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  [fake, gemini] = await Promise.all([
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'gemini' }),
  ]);
  adapter = adapterFor(fake);
});
afterAll(async () => {
  await adapter.close?.();
  await Promise.all([fake, gemini].map((server) => server.close()));
});

/** A retryable failure: an OpenAI-shaped 500 document the classifier reads as `server_error`. */
function expectGlitch(failure: unknown): void {
  expect(failure).toBeInstanceOf(UpstreamError);
  const error = failure as UpstreamError;
  expect(error.status).toBeUndefined();
  expect(error.message).toContain('finish_reason stop');
  expect(JSON.parse(error.body!).error).toMatchObject({ code: 500, type: 'server_error' });
  expect(classifyError(failure)).toMatchObject({
    reason: 'server_error',
    retryable: true,
    shouldRotateCredential: false,
    shouldCompress: false,
  });
}

describe('an empty stop (complete body)', () => {
  const cases: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ["content null (LiteLLM's relay of Gemini's empty STOP)", { role: 'assistant', content: null }],
    ['content "" and tool_calls []', { role: 'assistant', content: '', tool_calls: [] }],
    [
      'reasoning only (DeepSeek, pi#9266)',
      { role: 'assistant', content: '', reasoning_content: 'Draft: the sea…' },
    ],
    ['content [] (list form)', { role: 'assistant', content: [] }],
    [
      "only a thinking chunk (Mistral's list form)",
      {
        role: 'assistant',
        content: [{ type: 'thinking', thinking: [{ type: 'text', text: 'The sea…' }] }],
      },
    ],
    ['refusal null', { role: 'assistant', content: null, refusal: null }],
  ];
  for (const [name, message] of cases) {
    it(`fails ${name}`, async () => {
      fake.enqueue(json(completion({ message, finish_reason: 'stop' })));
      const failure = await rejection(adapter.chat(request, callFor('openai')));
      expectGlitch(failure);
      expect((failure as UpstreamError).message).toMatch(/^openai no usable answer: /);
    });
  }

  it('fails a whole JSON empty stop answering a streamed request the same way', async () => {
    fake.enqueue(
      json(completion({ message: { role: 'assistant', content: null }, finish_reason: 'stop' })),
    );
    expectGlitch(await rejection(collect(adapter.stream(request, callFor('openai')))));
  });
});

describe('an empty stop (stream)', () => {
  for (const passthrough of [false, true]) {
    it(`fails before any event${passthrough ? ' (pass-through)' : ''}`, async () => {
      fake.enqueue({ kind: 'raw', steps: sseOf([ROLE, STOP], { done: true }) });
      const { events, failure } = await readUntilFailure(
        adapter.stream(
          passthrough ? { ...request, passthrough: 'openai-chat' } : request,
          callFor('openai'),
        ),
      );
      expect(events.some((event) => event.type === 'text' || event.type === 'finish')).toBe(false);
      expectGlitch(failure);
    });
  }

  it('fails after reasoning only (the answer never reached content)', async () => {
    fake.enqueue({
      kind: 'raw',
      steps: sseOf(
        [ROLE, chunk({ delta: { reasoning_content: 'Draft: waves…' }, finish_reason: null }), STOP],
        { done: true },
      ),
    });
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('openai')));
    expect(events.map((event) => event.type)).toEqual(['start', 'thinking']);
    expectGlitch(failure);
  });

  it('keeps a stream with text', async () => {
    fake.enqueue({
      kind: 'raw',
      steps: sseOf(
        [ROLE, chunk({ delta: { content: 'Salt wind, grey swell' }, finish_reason: null }), STOP],
        { done: true },
      ),
    });
    const events = await collect(adapter.stream(request, callFor('openai')));
    expect(textOf(events)).toBe('Salt wind, grey swell');
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });
});

describe('empty content that is an answer', () => {
  it('keeps "" ending `length` (a tiny max_tokens)', async () => {
    fake.enqueue(
      json(
        completion(
          { message: { role: 'assistant', content: '' }, finish_reason: 'length' },
          { prompt_tokens: 12, completion_tokens: 1, total_tokens: 13 },
        ),
      ),
    );
    const response = await adapter.chat({ ...request, maxTokens: 1 }, callFor('openai'));
    expect(response).toMatchObject({ content: [], finishReason: 'length' });
  });

  it('keeps reasoning that spent every token (`length`), plain and streamed', async () => {
    fake.enqueue(
      json(
        completion({
          message: { role: 'assistant', content: null, reasoning_content: 'Let me think…' },
          finish_reason: 'length',
        }),
      ),
    );
    const response = await adapter.chat(request, callFor('openai'));
    expect(response.finishReason).toBe('length');
    expect(response.content).toEqual([{ type: 'thinking', text: 'Let me think…' }]);
    fake.enqueue({
      kind: 'raw',
      steps: sseOf(
        [
          ROLE,
          chunk({ delta: { reasoning_content: 'Let me think…' }, finish_reason: null }),
          chunk({ delta: {}, finish_reason: 'length' }),
        ],
        { done: true },
      ),
    });
    const events = await collect(adapter.stream(request, callFor('openai')));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'length' });
  });

  it('keeps a refusal with null content, plain and streamed', async () => {
    const refusal = "I'm sorry, I can't help with that.";
    fake.enqueue(
      json(
        completion({
          message: { role: 'assistant', content: null, refusal },
          finish_reason: 'stop',
        }),
      ),
    );
    const response = await adapter.chat(request, callFor('openai'));
    expect(response).toMatchObject({ finishReason: 'content_filter' });
    fake.enqueue({
      kind: 'raw',
      steps: sseOf([ROLE, chunk({ delta: { refusal }, finish_reason: null }), STOP], {
        done: true,
      }),
    });
    const events = await collect(adapter.stream(request, callFor('openai')));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'content_filter' });
  });

  it('keeps a list content with a chunk stayup does not translate (a pass-through caller reads it)', async () => {
    const content = [
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
    ];
    fake.enqueue(
      json(completion({ message: { role: 'assistant', content }, finish_reason: 'stop' })),
    );
    const response = await adapter.chat(
      { ...request, passthrough: 'openai-chat' },
      callFor('openai'),
    );
    expect(response.wire?.json).toMatchObject({ choices: [{ message: { content } }] });
  });

  it('keeps tool calls with null content under `stop` (Gemini endpoint)', async () => {
    fake.enqueue(
      json(
        completion({
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1',
                type: 'function',
                function: { name: 'lookup', arguments: '{"q":"sea"}' },
              },
            ],
          },
          finish_reason: 'stop',
        }),
      ),
    );
    const response = await adapter.chat(request, callFor('openai'));
    expect(response.finishReason).toBe('tool_calls');
  });

  it('keeps OpenRouter\'s image answer (content "" beside images), plain and streamed', async () => {
    const images = [
      { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } },
    ];
    fake.enqueue(
      json(
        completion({ message: { role: 'assistant', content: '', images }, finish_reason: 'stop' }),
      ),
    );
    const response = await adapter.chat(
      { ...request, passthrough: 'openai-chat' },
      callFor('openai'),
    );
    expect(response.wire?.json).toMatchObject({ choices: [{ message: { images } }] });
    fake.enqueue({
      kind: 'raw',
      steps: sseOf([ROLE, chunk({ delta: { images }, finish_reason: null }), STOP], { done: true }),
    });
    const events = await collect(
      adapter.stream({ ...request, passthrough: 'openai-chat' }, callFor('openai')),
    );
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });
});

describe('the engine', () => {
  const clock = new ManualClock();

  const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

  const client = (first: FakeProvider) =>
    createClient({
      models: {
        chat: {
          targets: [
            {
              provider: 'openai-compatible',
              model: 'gemini-2.5-flash-lite',
              baseUrl: first.baseUrl,
              keys: [KEYS.openai],
              options: { timeoutMs: 0 },
            },
            {
              provider: 'gemini',
              model: 'gemini-2.5-flash',
              baseUrl: gemini.baseUrl,
              keys: [KEYS.gemini],
              options: { timeoutMs: 0 },
            },
          ],
        },
      },
      clock,
      random: seededRandom(11),
    });

  it('retries after an empty stop, and the retry answers (streamed)', async () => {
    const stayup = client(fake);
    try {
      const before = fake.requests.length;
      fake.enqueue({ kind: 'raw', steps: sseOf([ROLE, STOP], { done: true }) });
      const events = await drive(collect(stayup.stream(request)));
      expect(textOf(events)).toBe('Hello from the fake provider.');
      expect(fake.requests.length - before).toBe(2);
    } finally {
      await stayup.close();
    }
  });

  it('falls back to the second target when the relay keeps answering empty', async () => {
    const relay = await startFakeProvider({ wire: 'openai' });
    relay.setDefault(
      json(completion({ message: { role: 'assistant', content: null }, finish_reason: 'stop' })),
    );
    const stayup = client(relay);
    const geminiBefore = gemini.requests.length;
    try {
      const response = await drive(stayup.chat(request));
      expect(response.target).toBe('chat[1]:gemini/gemini-2.5-flash');
      expect(gemini.requests.length - geminiBefore).toBe(1);
      // One retry on the relay, then the next target after its second empty answer (not ten
      // backoff retries, nor the five failures in a row that open a circuit).
      expect(relay.requests.length).toBe(2);
      expect(response.attempts.map((attempt) => attempt.classification?.category)).toEqual([
        'server.no_output',
        'server.no_output',
        'success',
      ]);
      // The relay answered (HTTP 200), so its circuit stayed closed: the next request tries it.
      relay.enqueue(
        json(
          completion({ message: { role: 'assistant', content: 'Back.' }, finish_reason: 'stop' }),
        ),
      );
      const next = await drive(stayup.chat(request));
      expect(next.target).toBe('chat[0]:openai-compatible/gemini-2.5-flash-lite');
      expect(relay.requests.length).toBe(3);
    } finally {
      await stayup.close();
      await relay.close();
    }
  });
});
