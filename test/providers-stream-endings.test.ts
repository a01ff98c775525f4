/**
 * How streams end, over real HTTP. Anthropic-compatible gateways can finish a turn with
 * `message_delta.stop_reason` and close the body without `message_stop`
 * (esengine/DeepSeek-Reasonix#8756): the answer is whole, as an OpenAI stream with a
 * `finish_reason` but no `[DONE]` is. A stream cut before any stop reason is still a premature
 * close. Gemini relays may end a Gemini stream with OpenAI's `data: [DONE]`
 * (liuw1535/antigravity2api-nodejs#73), which is an end, not unparseable data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { ANTHROPIC_TEXT_STREAM, GEMINI3_TOOL_CALL_STREAM, sseOf } from './fakes/recorded.js';
import { adapterFor, callFor, collect, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

const WITHOUT_STOP = ANTHROPIC_TEXT_STREAM.filter(
  (event) => (event as { type: string }).type !== 'message_stop',
);
const FINISH = {
  type: 'finish',
  finishReason: 'stop',
  anthropicStop: { reason: 'end_turn', sequence: null },
  usage: { inputTokens: 12, outputTokens: 30, cachedInputTokens: 0, cacheWriteInputTokens: 0 },
};

let anthropic: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  anthropic = await startFakeProvider({ wire: 'anthropic' });
  adapter = adapterFor(anthropic);
});
afterAll(async () => {
  await adapter.close?.();
  await anthropic.close();
});

describe('an Anthropic stream without message_stop', () => {
  it('finishes with the stop reason message_delta gave', async () => {
    anthropic.enqueue({ kind: 'raw', steps: sseOf(WITHOUT_STOP, { named: true }) });
    const events = await collect(adapter.stream(request, callFor('anthropic')));
    expect(textOf(events)).toBe("Hello! I'm doing well, thank you for asking");
    expect(events.at(-1)).toEqual(FINISH);
  });

  it('also on a pass-through stream, whose finish is then rebuilt (no wire)', async () => {
    anthropic.enqueue({ kind: 'raw', steps: sseOf(WITHOUT_STOP, { named: true }) });
    const events = await collect(
      adapter.stream({ ...request, passthrough: 'anthropic-messages' }, callFor('anthropic')),
    );
    expect(textOf(events)).toBe("Hello! I'm doing well, thank you for asking");
    const finish = events.at(-1)!;
    expect(finish).toEqual(FINISH);
    expect(finish.wire).toBeUndefined();
  });

  it('is still a premature close without a stop reason', async () => {
    const cut = WITHOUT_STOP.filter(
      (event) => (event as { type: string }).type !== 'message_delta',
    );
    anthropic.enqueue({ kind: 'raw', steps: sseOf(cut, { named: true }) });
    const failure = await rejection(collect(adapter.stream(request, callFor('anthropic'))));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('premature close');
    anthropic.enqueue({ kind: 'raw', steps: sseOf(cut, { named: true }) });
    const passthrough = await rejection(
      collect(
        adapter.stream({ ...request, passthrough: 'anthropic-messages' }, callFor('anthropic')),
      ),
    );
    expect((passthrough as Error).message).toContain('premature close');
  });
});

/** Ollama's chunks before its fix (ollama/ollama#4357): `"finish_reason": ""` on every chunk. */
const OLLAMA_CHUNKS = ['Hello', ' there', '!'].map((content) => ({
  id: 'chatcmpl-693',
  object: 'chat.completion.chunk',
  created: 1715427619,
  model: 'mistral:latest',
  system_fingerprint: 'fp_ollama',
  choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: '' }],
}));

describe('an OpenAI-compatible stream whose finish_reason is ""', () => {
  let openai: FakeProvider;
  let openaiAdapter: ProviderAdapter;
  beforeAll(async () => {
    openai = await startFakeProvider({ wire: 'openai' });
    openaiAdapter = adapterFor(openai);
  });
  afterAll(async () => {
    await openaiAdapter.close?.();
    await openai.close();
  });

  it('reads "" as no finish reason yet: the last real one ends the answer', async () => {
    const last = {
      ...OLLAMA_CHUNKS[0],
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: 'stop' }],
    };
    openai.enqueue({ kind: 'raw', steps: sseOf([...OLLAMA_CHUNKS, last], { done: true }) });
    const events = await collect(openaiAdapter.stream(request, callFor('openai')));
    expect(textOf(events)).toBe('Hello there!');
    expect(events.at(-1)).toEqual({ type: 'finish', finishReason: 'stop' });
  });

  for (const passthrough of [false, true]) {
    it(`a stream cut after such chunks is a premature close${passthrough ? ' (pass-through)' : ''}`, async () => {
      openai.enqueue({ kind: 'raw', steps: sseOf(OLLAMA_CHUNKS) });
      const failure = await rejection(
        collect(
          openaiAdapter.stream(
            passthrough ? { ...request, passthrough: 'openai-chat' } : request,
            callFor('openai'),
          ),
        ),
      );
      expect(failure).toBeInstanceOf(UpstreamError);
      expect((failure as Error).message).toContain('premature close');
    });
  }
});

describe('a Gemini stream ended with data: [DONE]', () => {
  let gemini: FakeProvider;
  let geminiAdapter: ProviderAdapter;
  beforeAll(async () => {
    gemini = await startFakeProvider({ wire: 'gemini' });
    geminiAdapter = adapterFor(gemini);
  });
  afterAll(async () => {
    await geminiAdapter.close?.();
    await gemini.close();
  });

  it('finishes after its last chunk', async () => {
    gemini.enqueue({ kind: 'raw', steps: sseOf(GEMINI3_TOOL_CALL_STREAM, { done: true }) });
    const events = await collect(geminiAdapter.stream(request, callFor('gemini')));
    expect(events.filter((event) => event.type === 'tool_call')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool_calls' });
  });

  it('is a premature close when no chunk had a finishReason', async () => {
    gemini.enqueue({
      kind: 'raw',
      steps: sseOf(GEMINI3_TOOL_CALL_STREAM.slice(0, 1), { done: true }),
    });
    const failure = await rejection(collect(geminiAdapter.stream(request, callFor('gemini'))));
    expect((failure as Error).message).toContain('premature close');
  });
});
