/**
 * Gemini's OpenAI-compatible endpoint, when Gemini refuses the function call the model generated,
 * ends the answer cleanly with the non-standard `finish_reason: "function_call_filter:
 * MALFORMED_FUNCTION_CALL"` and nothing usable before it (coder/coder#28470: "the user sees the
 * model think … and then nothing"). Read as a finish reason `other`, that was an empty success;
 * it is the same failure as the native API's `MALFORMED_FUNCTION_CALL` (see
 * providers-gemini-failed-call.test.ts): an `UpstreamError` the classifier reads as `server_error`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import {
  adapterFor,
  callFor,
  collect,
  readUntilFailure,
  rejection,
  textOf,
} from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
  tools: [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
  maxTokens: 100,
};

const FILTERED = 'function_call_filter: MALFORMED_FUNCTION_CALL';

const chunk = (choice: Record<string, unknown>) => ({
  id: 'gemini-openai-1',
  object: 'chat.completion.chunk',
  created: 1758000000,
  model: 'gemini-2.5-flash',
  choices: [{ index: 0, ...choice }],
});

const ROLE = chunk({ delta: { role: 'assistant' }, finish_reason: null });
const END = chunk({ delta: {}, finish_reason: FILTERED });

let fake: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  fake = await startFakeProvider({ wire: 'openai' });
  adapter = adapterFor(fake);
});
afterAll(async () => {
  await adapter.close?.();
  await fake.close();
});

function expectServerError(failure: unknown): void {
  expect(failure).toBeInstanceOf(UpstreamError);
  const error = failure as UpstreamError;
  expect(error.status).toBeUndefined();
  expect(error.message).toContain(FILTERED);
  expect(JSON.parse(error.body!).error).toMatchObject({ code: 500, type: 'server_error' });
  expect(classifyError(failure)).toMatchObject({ reason: 'server_error', retryable: true });
}

describe("a function call Gemini's OpenAI-compatible endpoint filtered out", () => {
  for (const passthrough of [false, true]) {
    it(`fails a stream with nothing usable before it${passthrough ? ' (pass-through)' : ''}`, async () => {
      fake.enqueue({ kind: 'raw', steps: sseOf([ROLE, END], { done: true }) });
      const { events, failure } = await readUntilFailure(
        adapter.stream(
          passthrough ? { ...request, passthrough: 'openai-chat' } : request,
          callFor('openai'),
        ),
      );
      expect(events.some((event) => event.type === 'text' || event.type === 'finish')).toBe(false);
      expectServerError(failure);
    });
  }

  it('ends a stream with text before it with finish `error`', async () => {
    fake.enqueue({
      kind: 'raw',
      steps: sseOf(
        [ROLE, chunk({ delta: { content: 'Let me check.' }, finish_reason: null }), END],
        { done: true },
      ),
    });
    const events = await collect(adapter.stream(request, callFor('openai')));
    expect(textOf(events)).toBe('Let me check.');
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'error' });
  });

  it('fails a complete answer with no content', async () => {
    fake.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          id: 'gemini-openai-2',
          object: 'chat.completion',
          created: 1758000000,
          model: 'gemini-2.5-flash',
          choices: [
            { index: 0, message: { role: 'assistant', content: null }, finish_reason: FILTERED },
          ],
          usage: { prompt_tokens: 120, completion_tokens: 0, total_tokens: 120 },
        }),
      ],
    });
    expectServerError(await rejection(adapter.chat(request, callFor('openai'))));
  });
});
