/**
 * A Gemini prompt the safety filter blocked: a 200 whose only chunk has `promptFeedback.blockReason`
 * and no candidates (absent, or `[]`: epam/ai-dial-adapter-vertexai#126), the chunk
 * lobehub/lobehub#8707 quotes. It must end as a refusal the classifier reads as `content_policy`
 * (no retry; the fallback answers), not as an empty success (lobehub#17937,
 * NousResearch/hermes-agent#85031, microsoft/agent-framework-go#743), streamed or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { adapterFor, callFor, collect, KEYS, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

/** Gemini's answer to a blocked prompt (lobehub/lobehub#8707). */
const BLOCKED = {
  promptFeedback: { blockReason: 'PROHIBITED_CONTENT' },
  usageMetadata: {
    promptTokenCount: 4438,
    totalTokenCount: 4438,
    promptTokensDetails: [{ modality: 'TEXT', tokenCount: 4438 }],
  },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'blocked-response-1',
};

let gemini: FakeProvider;
let openai: FakeProvider;
let geminiAdapter: ProviderAdapter;

beforeAll(async () => {
  [gemini, openai] = await Promise.all([
    startFakeProvider({ wire: 'gemini' }),
    startFakeProvider({ wire: 'openai' }),
  ]);
  geminiAdapter = adapterFor(gemini);
});
afterAll(async () => {
  await geminiAdapter.close?.();
  await Promise.all([gemini, openai].map((fake) => fake.close()));
});

describe('a Gemini prompt blocked by the safety filter', () => {
  const blockedFrame = (body: unknown) => [`data: ${JSON.stringify(body)}\r\n\r\n`];

  it('ends a stream whose only chunk is the block as a content_policy refusal', async () => {
    gemini.enqueue({ kind: 'raw', steps: blockedFrame(BLOCKED) });
    const failure = await rejection(collect(geminiAdapter.stream(request, callFor('gemini'))));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('PROHIBITED_CONTENT');
    const classification = classifyError(failure);
    expect(classification).toMatchObject({ reason: 'content_policy', retryable: false });
    expect(JSON.stringify(classification.explain)).toContain('promptFeedback.blockReason');
  });

  it('also when the chunk carries an empty candidates list', async () => {
    gemini.enqueue({
      kind: 'raw',
      steps: blockedFrame({ candidates: [], promptFeedback: { blockReason: 'SAFETY' } }),
    });
    const failure = await rejection(collect(geminiAdapter.stream(request, callFor('gemini'))));
    expect(classifyError(failure)).toMatchObject({ reason: 'content_policy', retryable: false });
  });

  it('refuses the same answer to generateContent', async () => {
    gemini.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      steps: [JSON.stringify({ ...BLOCKED, promptFeedback: { blockReason: 'OTHER' } })],
    });
    const failure = await rejection(geminiAdapter.chat(request, callFor('gemini')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('blockReason OTHER');
    expect(classifyError(failure)).toMatchObject({ reason: 'content_policy', retryable: false });
  });

  it('is not retried by the engine: the next target answers', async () => {
    const client = createClient({
      models: {
        chat: {
          targets: [
            {
              provider: 'gemini',
              model: 'gemini-2.5-flash',
              baseUrl: gemini.baseUrl,
              keys: [KEYS.gemini],
            },
            {
              provider: 'openai',
              model: 'gpt-4o-mini',
              baseUrl: openai.baseUrl,
              keys: [KEYS.openai],
            },
          ],
        },
      },
      clock: new ManualClock(),
      random: seededRandom(3),
    });
    try {
      const before = gemini.requests.length;
      gemini.enqueue({ kind: 'raw', steps: blockedFrame(BLOCKED) });
      const events = await collect(client.stream(request));
      expect(gemini.requests.length - before).toBe(1);
      expect(textOf(events)).toBe('Hello from the fake provider.');
    } finally {
      await client.close();
    }
  });
});
