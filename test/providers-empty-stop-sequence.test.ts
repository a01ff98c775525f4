/**
 * An empty answer to a request with stop sequences. Servers leave the matched stop sequence out
 * of the text and end `stop` (OpenAI: "a natural stop point or a provided stop sequence"; vLLM,
 * Gemini's `stopSequences` alike), so a model whose output starts with one — a classifier prompt
 * stopping at "\n", a completion-style prompt — answers `""` ending `stop`, every time. That is an
 * answer, not the empty-stop glitch a retry mends: failing it would spend the target's retries,
 * open its circuit for every other request, and then ask the fallback the same question. Without
 * stop sequences an empty stop still fails (providers-empty-openai / providers-empty-gemini).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import { adapterFor, callFor, collect, rejection } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Label: spam or ham?\n' }],
  maxTokens: 20,
  stop: ['\n'],
};
const { stop: _stop, ...withoutStop } = request;

const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  }) as const;

let openai: FakeProvider;
let gemini: FakeProvider;
let openaiAdapter: ProviderAdapter;
let geminiAdapter: ProviderAdapter;

beforeAll(async () => {
  [openai, gemini] = await Promise.all([
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'gemini' }),
  ]);
  openaiAdapter = adapterFor(openai);
  geminiAdapter = adapterFor(gemini);
});
afterAll(async () => {
  await Promise.all([openaiAdapter.close?.(), geminiAdapter.close?.()]);
  await Promise.all([openai.close(), gemini.close()]);
});

const COMPLETION = {
  id: 'chatcmpl-stop-1',
  object: 'chat.completion',
  created: 1758000000,
  model: 'gpt-4o-mini',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: '' },
      logprobs: null,
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 9, completion_tokens: 1, total_tokens: 10 },
};

const CHUNKS = [
  {
    id: 'chatcmpl-stop-1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
  },
  {
    id: 'chatcmpl-stop-1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'gpt-4o-mini',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  },
];

/** Gemini's answer when a stop sequence matched first: STOP with no text. */
const GEMINI_STOP = {
  candidates: [
    { content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP', index: 0 },
  ],
  usageMetadata: { promptTokenCount: 9, candidatesTokenCount: 1, totalTokenCount: 10 },
  modelVersion: 'gemini-2.5-flash',
};

describe('an empty answer ending stop, to a request with stop sequences', () => {
  it('is an answer from an OpenAI-compatible server, complete and streamed', async () => {
    openai.enqueue(json(COMPLETION));
    const response = await openaiAdapter.chat(request, callFor('openai'));
    expect(response.content).toEqual([]);
    expect(response.finishReason).toBe('stop');
    for (const passthrough of [false, true]) {
      openai.enqueue({ kind: 'raw', steps: sseOf(CHUNKS, { done: true }) });
      const events = await collect(
        openaiAdapter.stream(
          passthrough ? { ...request, passthrough: 'openai-chat' } : request,
          callFor('openai'),
        ),
      );
      expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
    }
  });

  it('is an answer from Gemini, complete and streamed', async () => {
    gemini.enqueue(json(GEMINI_STOP));
    const response = await geminiAdapter.chat(request, callFor('gemini'));
    expect(response.finishReason).toBe('stop');
    gemini.enqueue({ kind: 'raw', steps: [`data: ${JSON.stringify(GEMINI_STOP)}\r\n\r\n`] });
    const events = await collect(geminiAdapter.stream(request, callFor('gemini')));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });

  it('still fails without stop sequences (the glitch a retry mends)', async () => {
    openai.enqueue(json(COMPLETION));
    expect(await rejection(openaiAdapter.chat(withoutStop, callFor('openai')))).toBeInstanceOf(
      UpstreamError,
    );
    gemini.enqueue(json(GEMINI_STOP));
    expect(await rejection(geminiAdapter.chat(withoutStop, callFor('gemini')))).toBeInstanceOf(
      UpstreamError,
    );
  });
});
