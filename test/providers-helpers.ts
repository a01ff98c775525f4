/**
 * Helpers shared by the provider suites: adapters wired to a fake, and event collection.
 * @module
 */
import { defaultProviders } from '../src/client/provider-registry.js';
import type { StreamEvent } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import type { CallOptions, ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import type { FakeProvider, FakeWire } from './fakes/index.js';

export const KEYS: Record<FakeWire, string> = {
  openai: 'sk-test-openai-0123456789abcdefXYZ',
  anthropic: 'sk-ant-test-0123456789abcdefXYZ',
  gemini: 'AIzaTestKey0123456789abcdefghijklmnopqr',
};

export const MODELS: Record<FakeWire, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-sonnet-4-5',
  gemini: 'gemini-2.5-flash',
};

const PROVIDER: Record<FakeWire, string> = {
  openai: 'openai',
  anthropic: 'anthropic',
  gemini: 'gemini',
};

/** An adapter from the registry pointed at `fake`, with a manual clock. */
export function adapterFor(
  fake: FakeProvider,
  options: { readonly clock?: ManualClock; readonly options?: Record<string, unknown> } = {},
): ProviderAdapter {
  const provider = PROVIDER[fake.wire];
  return defaultProviders[provider]!(
    {
      provider,
      model: MODELS[fake.wire],
      baseUrl: fake.baseUrl,
      keys: [KEYS[fake.wire]],
      ...(options.options ? { options: options.options } : {}),
    },
    { clock: options.clock ?? new ManualClock(), random: seededRandom(7) },
  );
}

/** Call options with the wire's key and model. */
export function callFor(
  wire: FakeWire,
  signal: AbortSignal = new AbortController().signal,
): CallOptions {
  return {
    signal,
    model: MODELS[wire],
    credential: { id: 'key#1', index: 0, secret: KEYS[wire] },
  };
}

/** Reads a whole stream. */
export async function collect(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

/** Reads a stream that must fail, keeping what arrived before it failed (fails when it ends). */
export async function readUntilFailure(
  stream: AsyncIterable<StreamEvent>,
): Promise<{ events: StreamEvent[]; failure: unknown }> {
  const events: StreamEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
  } catch (failure) {
    return { events, failure };
  }
  throw new Error('expected the stream to fail');
}

/** The text of a list of stream events. */
export function textOf(events: readonly StreamEvent[]): string {
  return events.flatMap((event) => (event.type === 'text' ? [event.text] : [])).join('');
}

/** The error a promise rejects with (fails when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
