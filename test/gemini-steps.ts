/**
 * Gemini wire steps for the fake provider and a Gemini-then-OpenAI client, shared by the Gemini
 * answer tests.
 * @module
 */
import { createClient } from '../src/client/create-client.js';
import type { Client } from '../src/client/types.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { ManualClock } from '../src/testing/manual-clock.js';
import type { FakeProvider } from './fakes/index.js';
import { KEYS } from './providers-helpers.js';

/** A Gemini answer as one JSON body (a fake-provider raw step). */
export const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    steps: [JSON.stringify(body)],
  }) as const;

/** Gemini stream chunks as SSE frames (a fake-provider raw step). */
export const frames = (...chunks: unknown[]) =>
  ({
    kind: 'raw',
    steps: chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`),
  }) as const;

/** A streamed Gemini chunk of text (or of thought). */
export const textChunk = (text: string, thought = false) => ({
  candidates: [
    {
      content: { parts: [{ text, ...(thought ? { thought: true } : {}) }], role: 'model' },
      index: 0,
    },
  ],
  modelVersion: 'gemini-2.5-flash',
  responseId: 'streamed-1',
});

/**
 * A client whose model `chat` is a Gemini target on `gemini` with an OpenAI fallback on `openai`
 * (both fake providers, no client-side timeout), on `clock`.
 */
export function geminiThenOpenAI(options: {
  readonly gemini: FakeProvider;
  readonly openai: FakeProvider;
  readonly clock: ManualClock;
  readonly seed: number;
}): Client {
  return createClient({
    models: {
      chat: {
        targets: [
          {
            provider: 'gemini',
            model: 'gemini-2.5-flash',
            baseUrl: options.gemini.baseUrl,
            keys: [KEYS.gemini],
            options: { timeoutMs: 0 },
          },
          {
            provider: 'openai',
            model: 'gpt-4o-mini',
            baseUrl: options.openai.baseUrl,
            keys: [KEYS.openai],
            options: { timeoutMs: 0 },
          },
        ],
      },
    },
    clock: options.clock,
    random: seededRandom(options.seed),
  });
}
