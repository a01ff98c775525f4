/**
 * Streams that end without their terminal event, over real HTTP. Anthropic-compatible gateways
 * can finish a turn with `message_delta.stop_reason` and close the body without `message_stop`
 * (esengine/DeepSeek-Reasonix#8756): the answer is whole, as an OpenAI stream with a
 * `finish_reason` but no `[DONE]` is. A stream cut before any stop reason is still a premature
 * close.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { ANTHROPIC_TEXT_STREAM, sseOf } from './fakes/recorded.js';
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
