/**
 * A streamed Gemini image answer: the image arrives in one chunk, the `STOP` in a later one with
 * no parts. The complete answer with the same parts is an answer (an image is usable output), so
 * the stream must not read the empty final chunk as "no usable output" and fail the attempt: that
 * would retry an image model (a costly call) up to its circuit, then fall back, for an answer the
 * complete call accepts. The stream carries no image event, so the caller gets the finish alone,
 * as before the empty-answer rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { adapterFor, callFor, collect } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Draw a red square' }],
  maxTokens: 1000,
};

const IMAGE = { inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgoAAAANSUhEUg==' } };

const candidate = (parts: unknown[] | undefined, finishReason?: string) => ({
  candidates: [
    {
      ...(parts === undefined ? {} : { content: { role: 'model', parts } }),
      ...(finishReason === undefined ? {} : { finishReason }),
      index: 0,
    },
  ],
  modelVersion: 'gemini-2.5-flash-image',
  responseId: 'image-1',
});

let gemini: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  gemini = await startFakeProvider({ wire: 'gemini' });
  adapter = adapterFor(gemini);
});
afterAll(async () => {
  await adapter.close?.();
  await gemini.close();
});

describe('a streamed Gemini image answer', () => {
  it('is an answer when its STOP comes in a later, empty chunk, as the complete answer is', async () => {
    gemini.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(candidate([IMAGE], 'STOP'))],
    });
    const complete = await adapter.chat(request, callFor('gemini'));
    expect(complete.content.map((part) => part.type)).toEqual(['image']);

    gemini.enqueue({
      kind: 'raw',
      steps: [candidate([IMAGE]), candidate(undefined, 'STOP')].map(
        (chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`,
      ),
    });
    const events = await collect(adapter.stream(request, callFor('gemini')));
    expect(events.map((event) => event.type)).toEqual(['start', 'finish']);
    expect(events.at(-1)).toMatchObject({ finishReason: 'stop' });
  });
});
