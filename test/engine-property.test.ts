/**
 * Property test: random fault schedules through scripted targets (and the sandbox provider) must
 * keep the engine's invariants — every request settles exactly once, no key is used while cooling
 * or dead, no call happens after an abort, every follow-up call is paid for by the retry budget,
 * and no timer outlives the requests.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { credentialFingerprint } from '../src/client/credential-fingerprint.js';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import type { RetryBudgetPolicy, StateStore } from '../src/core/ports.js';
import { seededRandom } from '../src/core/seeded-random.js';
import {
  createSandboxAdapter,
  type SandboxAdapter,
} from '../src/providers/sandbox/create-sandbox-adapter.js';
import { memoryStore } from '../src/stores/memory/memory-store.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { recordingEvents } from '../src/testing/recording-events.js';
import { type ScriptStep, scriptedAdapter } from '../src/testing/scripted-adapter.js';
import { settle } from './engine-harness.js';

const START: StreamEvent = { type: 'start', id: 's', model: 'm' };

const reset = () =>
  Object.assign(new TypeError('fetch failed'), {
    cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
  });

const FAULTS: readonly ScriptStep[] = [
  { text: 'ok' },
  { text: 'ok', delayMs: 2_000 },
  { status: 429 },
  { status: 429, headers: { 'retry-after': '3' } },
  { status: 429, headers: { 'retry-after': '40' } },
  { status: 529 },
  { status: 503 },
  { status: 500 },
  { status: 401 },
  { status: 402 },
  { status: 401, body: { error: { message: 'API key has been revoked', code: 'token_revoked' } } },
  {
    status: 404,
    body: { error: { message: 'The model does not exist', code: 'model_not_found' } },
  },
  {
    status: 400,
    body: {
      type: 'error',
      error: { type: 'invalid_request_error', message: 'Invalid `signature` in `thinking` block' },
    },
  },
  {
    status: 400,
    body: {
      error: { message: 'maximum context length exceeded', code: 'context_length_exceeded' },
    },
  },
  { throws: reset() },
  { stream: [START, { type: 'text', text: 'a' }, { type: 'finish', finishReason: 'stop' }] },
  {
    stream: [START, { type: 'text', text: 'a' }, { pauseMs: 40_000 }, { type: 'text', text: 'b' }],
  },
  { stream: [START, { pauseMs: 200_000 }, { type: 'text', text: 'late' }] },
  {
    stream: [START, { type: 'text', text: 'a' }, { pauseMs: 120_000 }, { type: 'text', text: 'b' }],
  },
];

interface RequestPlan {
  readonly startMs: number;
  readonly stream: boolean;
  readonly background: boolean;
  readonly abortAfterMs: number | undefined;
  readonly session: string | undefined;
}

const requestPlan = fc.record({
  startMs: fc.integer({ min: 0, max: 30_000 }),
  stream: fc.boolean(),
  background: fc.boolean(),
  abortAfterMs: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: undefined }),
  session: fc.option(fc.constantFrom('s1', 's2'), { nil: undefined }),
});

const SECRETS = [
  ['sk-a0', 'sk-a1', 'sk-a2'],
  ['sk-b0', 'sk-b1'],
];

/** A memory store that mirrors cooling/dead state synchronously and counts budget grants. */
function observedStore(): {
  store: StateStore;
  usable: (id: string, nowMs: number) => boolean;
  /** Whether a key was cooling or dead just before `atMs` (state set strictly earlier). */
  usableBefore: (id: string, atMs: number) => boolean;
  granted: () => number;
} {
  const history: { id: string; atMs: number; untilMs: number }[] = [];
  const inner = memoryStore();
  const coolingUntil = new Map<string, number>();
  const dead = new Set<string>();
  let grants = 0;
  const store: StateStore = Object.create(inner) as StateStore;
  Object.assign(store, {
    cool: async (id: string, untilMs: number, nowMs: number) => {
      history.push({ id, atMs: nowMs, untilMs });
      coolingUntil.set(id, Math.max(untilMs, coolingUntil.get(id) ?? 0));
      return inner.cool(id, untilMs, nowMs);
    },
    kill: async (id: string) => {
      history.push({ id, atMs: Number.NEGATIVE_INFINITY, untilMs: Number.POSITIVE_INFINITY });
      dead.add(id);
      return inner.kill(id);
    },
    revive: async (id: string) => {
      dead.delete(id);
      coolingUntil.delete(id);
      return inner.revive(id);
    },
    takeRetryToken: async (scope: string, nowMs: number, policy: RetryBudgetPolicy) => {
      const ok = await inner.takeRetryToken(scope, nowMs, policy);
      if (ok) grants += 1;
      return ok;
    },
  });
  return {
    store,
    usable: (id, nowMs) => !dead.has(id) && (coolingUntil.get(id) ?? 0) <= nowMs,
    usableBefore: (id, atMs) =>
      !history.some((entry) => entry.id === id && entry.atMs < atMs && entry.untilMs > atMs),
    granted: () => grants,
  };
}

async function runSchedule(
  faultIndices: readonly number[][],
  plans: readonly RequestPlan[],
): Promise<void> {
  const clock = new ManualClock({ startMs: 0 });
  const events = recordingEvents();
  const observed = observedStore();
  const violations: string[] = [];
  const adapters = faultIndices.map((faults, targetIndex) =>
    scriptedAdapter({
      clock,
      script: (index, call) => {
        if (call.credentialIndex !== undefined) {
          const secret = SECRETS[targetIndex]![call.credentialIndex]!;
          if (!observed.usable(credentialFingerprint('scripted', secret), clock.now()))
            violations.push(
              `target ${targetIndex} key ${call.credentialIndex} used while cooling/dead at ${clock.now()}`,
            );
        }
        return FAULTS[faults[index % faults.length]!]!;
      },
    }),
  );
  const client = createClient({
    models: {
      chat: {
        targets: adapters.map((adapter, index) => ({
          provider: adapter,
          model: `m${index}`,
          keys: SECRETS[index]!,
          contextWindow: 128_000,
        })),
      },
    },
    clock,
    random: seededRandom(7),
    store: observed.store,
    // No concurrency floor: every follow-up call must be paid for by a store token.
    budget: { ratio: 0.5, minRetries: 0 },
    onEvent: events.listener,
  });

  const settled: number[] = plans.map(() => 0);
  const abortedAt: (number | undefined)[] = plans.map(() => undefined);
  const outcomes = plans.map(async (plan, index) => {
    await clock.sleep(plan.startMs);
    const controller = new AbortController();
    if (plan.abortAfterMs !== undefined)
      clock.sleep(plan.abortAfterMs).then(
        () => {
          abortedAt[index] = clock.now();
          controller.abort(new Error(`abort ${index}`));
        },
        () => undefined,
      );
    const request: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: `req-${index}` },
        {
          role: 'assistant',
          content: [
            { type: 'thinking', text: 't', signature: 'x' },
            { type: 'text', text: 'y' },
          ],
        },
        { role: 'user', content: 'go on' },
      ],
    };
    const options = {
      signal: controller.signal,
      source: plan.background ? ('background' as const) : ('foreground' as const),
      session: plan.session,
      requestId: `r${index}`,
    };
    try {
      if (plan.stream) {
        for await (const _event of client.stream(request, options)) {
          // Consume everything.
        }
      } else {
        await client.chat(request, options);
      }
    } catch {
      // Failures are fine; what matters is that each request settles exactly once.
    } finally {
      settled[index] = (settled[index] ?? 0) + 1;
    }
  });

  // Bounded virtual time: persistent mode is off, so everything ends well within a day.
  await settle(clock, Promise.all(outcomes), 50_000);
  await settle(clock, Promise.resolve(), 10);

  expect(settled).toEqual(plans.map(() => 1));
  expect(violations).toEqual([]);
  for (const adapter of adapters) {
    for (const call of adapter.calls) {
      const index = Number(String(call.request.messages[0]?.content).slice(4));
      // Else the abort check below would silently never run.
      expect(index >= 0 && index < plans.length && Number.isInteger(index)).toBe(true);
      const abortMs = abortedAt[index];
      if (abortMs !== undefined) expect(call.startedAtMs).toBeLessThanOrEqual(abortMs);
    }
  }
  const totalCalls = adapters.reduce((sum, adapter) => sum + adapter.calls.length, 0);
  const free = events.ofType('repair').length + events.ofType('compress').length;
  const started = events.ofType('request').length;
  expect(totalCalls).toBeLessThanOrEqual(started + observed.granted() + free);
  // A timer left behind would keep a process alive: only the plan's own abort timers may remain.
  await clock.runAll();
  expect(clock.pending).toBe(0);
}

describe('engine invariants under random fault schedules', () => {
  it('no request lost or answered twice, no key used while cooling, no retry after abort, budget never exceeded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(fc.integer({ min: 0, max: FAULTS.length - 1 }), { minLength: 1, maxLength: 12 }),
          {
            minLength: 2,
            maxLength: 2,
          },
        ),
        fc.array(requestPlan, { minLength: 1, maxLength: 6 }),
        async (faults, plans) => {
          await runSchedule(faults, plans);
        },
      ),
      { numRuns: 60, seed: 20_261_129 },
    );
  });
});

const sandboxFault = fc.record(
  {
    from: fc.integer({ min: 0, max: 40 }).map((seconds) => `${seconds}s`),
    p: fc.double({ min: 0.2, max: 1, noNaN: true }),
    keys: fc.constantFrom([0], [1], [0, 1]),
    effect: fc.oneof(
      fc.record({ status: fc.constantFrom(429, 529, 500, 503, 401, 402) }),
      fc.record({
        error: fc.constantFrom('ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'disconnect'),
      }),
      fc.record({ stall: fc.constantFrom('5s', '40s', '100s') }),
      fc.record({ hang: fc.constantFrom('10s', '100s') }),
    ),
  },
  { requiredKeys: ['from', 'p', 'keys', 'effect'] },
);

async function runSandbox(
  faults: readonly (readonly {
    readonly from: string;
    readonly p: number;
    readonly keys: readonly number[];
    readonly effect: object | undefined;
  }[])[],
  plans: readonly RequestPlan[],
): Promise<void> {
  const clock = new ManualClock({ startMs: 0 });
  const events = recordingEvents();
  const observed = observedStore();
  const adapters: SandboxAdapter[] = [];
  const violations: string[] = [];
  const keyIds = SECRETS.map((secrets) =>
    secrets.map((secret) => credentialFingerprint('sandbox', secret)),
  );
  const client = createClient({
    models: {
      chat: {
        targets: faults.map((schedule, index) => ({
          provider: 'sandbox',
          model: `sandbox-${index}`,
          keys: SECRETS[index]!.slice(0, 2),
          options: {
            latency: { ttft: '300ms', tokens_per_s: 200 },
            faults: schedule.map((fault) => ({
              from: fault.from,
              p: fault.p,
              keys: fault.keys,
              ...fault.effect,
            })),
          },
        })),
      },
    },
    providers: {
      sandbox: (target, context) => {
        const targetIndex = adapters.length;
        const adapter = createSandboxAdapter({
          ...context,
          options: target.options,
          onCall: (record) => {
            const id = keyIds[targetIndex]?.[record.keyIndex];
            if (id !== undefined && !observed.usableBefore(id, record.startMs))
              violations.push(
                `sandbox ${targetIndex} key ${record.keyIndex} used while cooling at ${record.startMs}`,
              );
          },
        });
        adapters.push(adapter);
        return adapter;
      },
    },
    clock,
    random: seededRandom(11),
    store: observed.store,
    budget: { ratio: 0.5, minRetries: 0 },
    onEvent: events.listener,
  });
  const settled = plans.map(() => 0);
  const outcomes = plans.map(async (plan, index) => {
    await clock.sleep(plan.startMs);
    const controller = new AbortController();
    if (plan.abortAfterMs !== undefined)
      clock.sleep(plan.abortAfterMs).then(
        () => controller.abort(new Error('abort')),
        () => undefined,
      );
    const request: ChatRequest = {
      model: 'chat',
      messages: [{ role: 'user', content: `question ${index}` }],
    };
    const options = {
      signal: controller.signal,
      source: plan.background ? ('background' as const) : ('foreground' as const),
    };
    try {
      if (plan.stream) {
        for await (const _event of client.stream(request, options)) {
          // Consume everything.
        }
      } else await client.chat(request, options);
    } catch {
      // Failures are fine.
    } finally {
      settled[index] = (settled[index] ?? 0) + 1;
    }
  });
  await settle(clock, Promise.all(outcomes), 50_000);
  expect(settled).toEqual(plans.map(() => 1));
  expect(violations).toEqual([]);
  const calls = adapters.reduce((sum, adapter) => sum + adapter.stats.calls, 0);
  const free = events.ofType('repair').length + events.ofType('compress').length;
  expect(calls).toBeLessThanOrEqual(events.ofType('request').length + observed.granted() + free);
  await clock.runAll();
  expect(clock.pending).toBe(0);
}

describe('engine invariants on the sandbox provider', () => {
  it('random sandbox fault schedules keep the same invariants', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(sandboxFault, { maxLength: 4 }), { minLength: 2, maxLength: 2 }),
        fc.array(requestPlan, { minLength: 1, maxLength: 5 }),
        async (faults, plans) => {
          await runSandbox(faults, plans);
        },
      ),
      { numRuns: 30, seed: 20_261_130 },
    );
  });
});
