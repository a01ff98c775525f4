/**
 * A stream that ends (`data: [DONE]`) without a single choice — only a usage chunk, or nothing at
 * all — answers nothing, as a complete body whose `choices` is `[]` answers nothing (that one is
 * an `UpstreamError` read as `server_error`, see providers-choice-errors). The stream must agree:
 * not a successful empty answer ending `stop` that nothing retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import { adapterFor, callFor, collect, rejection } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

const USAGE_ONLY = {
  id: 'chatcmpl-empty-1',
  object: 'chat.completion.chunk',
  created: 1758000000,
  model: 'gemini-2.5-flash',
  choices: [],
  usage: { prompt_tokens: 19, completion_tokens: 0, total_tokens: 19 },
};

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

describe('a stream that ends without any choice', () => {
  for (const passthrough of [false, true]) {
    it(`fails as server_error, as choices: [] does${passthrough ? ' (pass-through)' : ''}`, async () => {
      for (const chunks of [[USAGE_ONLY], []]) {
        fake.enqueue({ kind: 'raw', steps: sseOf(chunks, { done: true }) });
        const failure = await rejection(
          collect(
            adapter.stream(
              passthrough ? { ...request, passthrough: 'openai-chat' } : request,
              callFor('openai'),
            ),
          ),
        );
        expect(failure).toBeInstanceOf(UpstreamError);
        expect((failure as Error).message).toContain('no usable answer');
        expect(classifyError(failure)).toMatchObject({
          reason: 'server_error',
          category: 'server.no_output',
          retryable: true,
        });
      }
    });
  }

  it('still ends an answer whose text came without a finish reason with stop', async () => {
    fake.enqueue({
      kind: 'raw',
      steps: sseOf(
        [
          {
            ...USAGE_ONLY,
            choices: [
              { index: 0, delta: { role: 'assistant', content: 'Hi' }, finish_reason: null },
            ],
            usage: undefined,
          },
        ],
        { done: true },
      ),
    });
    const events = await collect(adapter.stream(request, callFor('openai')));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });
});
