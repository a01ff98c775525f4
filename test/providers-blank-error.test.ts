/**
 * An `error` field that says nothing, beside a real answer. Servers written in Go serialise an
 * error struct that is not a pointer even when nothing failed (`"error": {"message": "", "type":
 * "", "param": "", "code": null}`), others send `"error": {}` or `""`, as Foundry Local sends
 * `"error": null`. Such an answer is an answer, streamed or not: refusing it would retry a healthy
 * target forever and then fall back for nothing. An error with any content still fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import { adapterFor, callFor, collect, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

/** Error fields that carry nothing: a Go struct's zero value, `{}`, `""`, `false`. */
const BLANK_ERRORS: readonly unknown[] = [
  { message: '', type: '', param: '', code: null },
  { code: 0, message: '' },
  {},
  '',
  // A success flag (`"error": false`), as some APIs send beside their answer.
  false,
];

const completion = (extra: Record<string, unknown>, choiceExtra: Record<string, unknown> = {}) => ({
  id: 'chatcmpl-blank-1',
  object: 'chat.completion',
  created: 1758000000,
  model: 'gpt-4o-mini',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: 'Done.' },
      finish_reason: 'stop',
      ...choiceExtra,
    },
  ],
  usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
  ...extra,
});

const chunk = (delta: Record<string, unknown>, finish: string | null, extra = {}) => ({
  id: 'chatcmpl-blank-1',
  object: 'chat.completion.chunk',
  created: 1758000000,
  model: 'gpt-4o-mini',
  choices: [{ index: 0, delta, finish_reason: finish }],
  ...extra,
});

const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  }) as const;

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

describe('a blank error beside an answer', () => {
  it('keeps a complete answer, at the top level and on the choice', async () => {
    for (const error of BLANK_ERRORS) {
      for (const body of [completion({ error }), completion({}, { error })]) {
        fake.enqueue(json(body));
        const response = await adapter.chat(request, callFor('openai'));
        expect(response.content).toEqual([{ type: 'text', text: 'Done.' }]);
        expect(response.finishReason).toBe('stop');
      }
    }
  });

  for (const passthrough of [false, true]) {
    it(`keeps a streamed answer${passthrough ? ' (pass-through)' : ''}, as the complete one`, async () => {
      for (const error of BLANK_ERRORS) {
        fake.enqueue({
          kind: 'raw',
          steps: sseOf(
            [
              chunk({ role: 'assistant', content: 'Do' }, null, { error }),
              chunk({ content: 'ne.' }, null, { error }),
              chunk({}, 'stop', { error }),
            ],
            { done: true },
          ),
        });
        const events = await collect(
          adapter.stream(
            passthrough ? { ...request, passthrough: 'openai-chat' } : request,
            callFor('openai'),
          ),
        );
        expect(textOf(events)).toBe('Done.');
        expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
      }
    });
  }

  it('reads no error out of the content: a JSON answer or tool arguments naming one', async () => {
    // JSON mode answering about an error, and a call reporting one: text, not the body's field.
    const content = '{"error": {"message": "Order not found", "code": 404}}';
    const call = {
      id: 'call_1',
      type: 'function',
      function: { name: 'report', arguments: '{"error":"timeout"}' },
    };
    fake.enqueue(
      json(
        completion(
          {},
          {
            message: { role: 'assistant', content, tool_calls: [call] },
            finish_reason: 'tool_calls',
          },
        ),
      ),
    );
    const response = await adapter.chat(request, callFor('openai'));
    expect(response.content).toEqual([
      { type: 'text', text: content },
      expect.objectContaining({
        type: 'tool_call',
        name: 'report',
        arguments: '{"error":"timeout"}',
      }),
    ]);
    fake.enqueue({
      kind: 'raw',
      steps: sseOf([chunk({ role: 'assistant', content }, null), chunk({}, 'stop')], {
        done: true,
      }),
    });
    expect(textOf(await collect(adapter.stream(request, callFor('openai'))))).toBe(content);
  });

  it('still fails on an error with something in it, streamed or not', async () => {
    const error = { message: '', type: '', param: '', code: 'rate_limit_exceeded' };
    fake.enqueue(json(completion({ error })));
    expect(await rejection(adapter.chat(request, callFor('openai')))).toBeInstanceOf(UpstreamError);
    fake.enqueue({
      kind: 'raw',
      steps: sseOf([chunk({ role: 'assistant', content: 'Do' }, null, { error })], { done: true }),
    });
    expect(await rejection(collect(adapter.stream(request, callFor('openai'))))).toBeInstanceOf(
      UpstreamError,
    );
  });
});
