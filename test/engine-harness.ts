/**
 * Shared set-up for the engine suites: scripted targets on a manual clock, recorded events, and a
 * helper that drives virtual time until a request settles.
 */
import { expect } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions, TargetOptions } from '../src/client/types.js';
import { NoTargetAvailableError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { flushMicrotasks, ManualClock } from '../src/testing/manual-clock.js';
import { type RecordingEvents, recordingEvents } from '../src/testing/recording-events.js';
import {
  type ScriptedAdapter,
  type ScriptStep,
  scriptedAdapter,
} from '../src/testing/scripted-adapter.js';

export const REQUEST: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'hello' }],
};

export interface HarnessTarget {
  readonly script:
    | readonly ScriptStep[]
    | ((
        index: number,
        call: { readonly model: string; readonly credentialIndex: number | undefined },
      ) => ScriptStep);
  readonly keys?: TargetOptions['keys'];
  readonly strategy?: TargetOptions['strategy'];
  readonly contextWindow?: number;
  readonly provider?: string;
}

export interface Harness {
  readonly clock: ManualClock;
  readonly events: RecordingEvents;
  readonly adapters: readonly ScriptedAdapter[];
  readonly client: ReturnType<typeof createClient>;
  /** Calls of every adapter, in time order with the target index. */
  totalCalls(): number;
}

export function harness(
  targets: readonly HarnessTarget[],
  options: Partial<ClientOptions> & { readonly cheap?: HarnessTarget } = {},
): Harness {
  const clock = new ManualClock({ startMs: 1_000_000 });
  const events = recordingEvents();
  const adapters = targets.map((target) =>
    scriptedAdapter({ clock, script: target.script, provider: target.provider ?? 'scripted' }),
  );
  const toOptions = (
    target: HarnessTarget,
    adapter: ScriptedAdapter,
    model: string,
  ): TargetOptions => ({
    provider: adapter,
    model,
    ...(target.keys === undefined ? {} : { keys: target.keys }),
    ...(target.strategy === undefined ? {} : { strategy: target.strategy }),
    ...(target.contextWindow === undefined ? {} : { contextWindow: target.contextWindow }),
  });
  const { cheap, ...clientOptions } = options;
  let cheapAdapter: ScriptedAdapter | undefined;
  if (cheap !== undefined)
    cheapAdapter = scriptedAdapter({
      clock,
      script: cheap.script,
      provider: cheap.provider ?? 'scripted',
    });
  const client = createClient({
    models: {
      chat: {
        targets: targets.map((target, index) =>
          toOptions(target, adapters[index]!, `model-${index}`),
        ),
        ...(cheap !== undefined && cheapAdapter !== undefined
          ? { cheap: { target: toOptions(cheap, cheapAdapter, 'model-cheap') } }
          : {}),
      },
    },
    clock,
    random: seededRandom(42),
    onEvent: events.listener,
    ...clientOptions,
  });
  const all = cheapAdapter === undefined ? adapters : [...adapters, cheapAdapter];
  return {
    clock,
    events,
    adapters: all,
    client,
    totalCalls: () => all.reduce((sum, adapter) => sum + adapter.calls.length, 0),
  };
}

/** Advances virtual time, timer by timer, until the promise settles. */
export async function settle<T>(
  clock: ManualClock,
  promise: Promise<T>,
  limit = 10_000,
): Promise<T> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  for (let step = 0; step < limit && !done; step++) {
    await flushMicrotasks();
    if (done) break;
    if (!(await clock.advanceToNext())) await flushMicrotasks();
  }
  return promise;
}

/**
 * Opens the first target's breaker with one failing request (its script must fail with a breaker
 * failure, e.g. a 500, and the breaker trip on it), checks the next request is refused, and
 * advances the clock to the end of the cooldown: the next request takes the half-open probe.
 */
export async function openBreakerAndCool(h: Harness): Promise<void> {
  await settle(h.clock, h.client.chat(REQUEST)).catch(() => undefined);
  const blocked = await settle(h.clock, h.client.chat(REQUEST)).catch((error: unknown) => error);
  expect(blocked).toBeInstanceOf(NoTargetAvailableError);
  await h.clock.advanceTo((blocked as NoTargetAvailableError).retryAtMs!);
}

/** Reads a whole stream while driving the clock; returns the events or the thrown error. */
export async function drain<T>(
  clock: ManualClock,
  iterable: AsyncIterable<T>,
): Promise<{ events: T[]; error: unknown }> {
  const events: T[] = [];
  const run = (async () => {
    try {
      for await (const event of iterable) events.push(event);
      return undefined;
    } catch (error) {
      return error;
    }
  })();
  const error = await settle(clock, run);
  return { events, error };
}
