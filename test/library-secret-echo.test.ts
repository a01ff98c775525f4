/**
 * A custom adapter whose error text echoes the attempt's key: the engine scrubs that exact secret
 * from the classification, so it reaches no error message, attempt record or event.
 */
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { RetryExhaustedError, StreamInterruptedError } from '../src/core/errors.js';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { CallOptions, ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { recordingEvents } from '../src/testing/recording-events.js';
import { drain, REQUEST, settle } from './engine-harness.js';

const KEY = 'SeCrEt9aBcDeFgHiJkLmNoPqRsTuVwXy';

function echoError(options: CallOptions): Error {
  return Object.assign(new Error(`401 Unauthorized: key ${options.credential?.secret} rejected`), {
    status: 401,
  });
}

function client(adapter: ProviderAdapter) {
  const clock = new ManualClock();
  const events = recordingEvents();
  const built = createClient({
    clock,
    random: seededRandom(1),
    onEvent: events.listener,
    models: { chat: { targets: [{ provider: adapter, model: 'm', keys: [KEY] }] } },
  });
  return { clock, events, client: built };
}

describe('library: a custom adapter that echoes the key in its error', () => {
  it('a failed call: the key is in no message, attempt or event', async () => {
    const adapter = {
      provider: 'mine',
      chat: async (_request: ChatRequest, options: CallOptions) => {
        throw echoError(options);
      },
      // biome-ignore lint/correctness/useYield: never streams
      stream: async function* (): AsyncGenerator<StreamEvent> {
        throw new Error('unused');
      },
    } as unknown as ProviderAdapter;
    const h = client(adapter);
    const error = await settle(h.clock, h.client.chat(REQUEST)).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(RetryExhaustedError);
    const exhausted = error as RetryExhaustedError;
    expect(exhausted.message).toContain('[redacted]');
    for (const text of [
      exhausted.message,
      JSON.stringify(exhausted.attempts),
      JSON.stringify(h.events.events),
      // The adapter's own error is the cause: loggers and error trackers print it too.
      inspect(exhausted, { depth: 10 }),
    ])
      expect(text).not.toContain(KEY);
    expect((exhausted.cause as Error).message).toContain('[redacted]');
  });

  it('a stream cut after output: the key is not in the interruption', async () => {
    const adapter = {
      provider: 'mine',
      chat: async () => {
        throw new Error('unused');
      },
      stream: async function* (
        _request: ChatRequest,
        options: CallOptions,
      ): AsyncGenerator<StreamEvent> {
        yield { type: 'text', text: 'partial' };
        throw echoError(options);
      },
    } as unknown as ProviderAdapter;
    const h = client(adapter);
    const { error } = await drain(h.clock, h.client.stream(REQUEST));
    expect(error).toBeInstanceOf(StreamInterruptedError);
    const interrupted = error as StreamInterruptedError;
    for (const text of [
      interrupted.message,
      JSON.stringify(interrupted.classification),
      JSON.stringify(interrupted.attempts),
      JSON.stringify(h.events.events),
      inspect(interrupted, { depth: 10 }),
    ])
      expect(text).not.toContain(KEY);
  });
});
