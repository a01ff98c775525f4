import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKER_POLICY } from '../core/breaker.js';
import type { StayupEvent } from '../core/events.js';
import type { BreakerPolicy, StateStore } from '../core/ports.js';
import { DEFAULT_RETRY_BUDGET } from '../core/retry-budget.js';
import { flushMicrotasks, ManualClock } from '../testing/manual-clock.js';
import { MemoryStore } from './memory/memory-store.js';
import { resilientStore } from './resilient-store.js';

type Mode = 'ok' | 'fail' | 'hang' | 'slow';

/** A shared store that works, fails at once, answers in 20 ms, or never answers, on demand; counts calls. */
function flakyStore(initial: StateStore = new MemoryStore()) {
  const control = {
    mode: 'ok' as Mode,
    calls: 0,
    closed: false,
    error: new Error('ECONNREFUSED'),
    clock: undefined as ManualClock | undefined,
    /** The state behind the store; replace it to simulate a restart that lost everything. */
    inner: initial,
  };
  const store = new Proxy(initial, {
    get(_target, property) {
      const target = control.inner;
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'close') {
          control.closed = true;
          return Promise.resolve();
        }
        control.calls++;
        if (control.mode === 'fail') return Promise.reject(control.error);
        if (control.mode === 'hang') return new Promise(() => undefined);
        if (control.mode === 'slow' && control.clock !== undefined)
          return control.clock
            .sleep(20)
            .then(() => (value as (...inner: unknown[]) => unknown).apply(target, args));
        return (value as (...inner: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    store,
    control,
    get inner(): StateStore {
      return control.inner;
    },
  };
}

const BREAKER: BreakerPolicy = { ...DEFAULT_BREAKER_POLICY, failureThreshold: 2, openMs: 10_000 };

function setup(options: { readonly maxReplayEntries?: number } = {}) {
  const clock = new ManualClock({ startMs: 1_700_000_000_000 });
  const events: StayupEvent[] = [];
  const shared = flakyStore();
  const local = new MemoryStore();
  const store = resilientStore({
    shared: shared.store,
    local,
    clock,
    name: 'redis',
    timeoutMs: 50,
    maxWaitMs: 10,
    probeIntervalMs: 1_000,
    onEvent: (event) => events.push(event),
    ...options,
  });
  return { clock, events, shared, local, store };
}

describe('resilientStore', () => {
  it('runs on the shared store while it is healthy and mirrors writes locally', async () => {
    const { clock, shared, local, store, events } = setup();
    const nowMs = clock.now();
    await store.cool('k1', nowMs + 60_000, nowMs);
    expect((await shared.inner.credentialStates(['k1'], nowMs)).get('k1')?.status).toBe('cooling');
    expect((await local.credentialStates(['k1'], nowMs)).get('k1')?.status).toBe('cooling');
    expect(await store.nextCursor('p')).toBe(0);
    expect(await shared.inner.nextCursor('p')).toBe(1);
    expect(store.degraded).toBe(false);
    expect(events).toEqual([]);
  });

  it('copies state written by other replicas into the local store as it reads it', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    await shared.inner.cool('k1', nowMs + 60_000, nowMs);
    await shared.inner.kill('k2');
    await store.credentialStates(['k1', 'k2', 'k3'], nowMs);
    shared.control.mode = 'fail';
    const states = await store.credentialStates(['k1', 'k2', 'k3'], nowMs + 1);
    expect(store.degraded).toBe(true);
    expect([...states]).toEqual([
      ['k1', { status: 'cooling', untilMs: nowMs + 60_000 }],
      ['k2', { status: 'dead' }],
      ['k3', { status: 'ok' }],
    ]);
  });

  it('answers from local state when the shared store fails, and says so once', async () => {
    const { clock, shared, store, events } = setup();
    const nowMs = clock.now();
    shared.control.mode = 'fail';
    await store.cool('k1', nowMs + 5_000, nowMs);
    expect((await store.credentialStates(['k1'], nowMs)).get('k1')?.status).toBe('cooling');
    expect(await store.recordUsage('k1')).toBe(1);
    expect(await store.nextCursor('p')).toBe(0);
    expect((await store.breakerAllows('t', nowMs, BREAKER)).allowed).toBe(true);
    expect(await store.takeRetryToken('s', nowMs, DEFAULT_RETRY_BUDGET)).toBe(true);
    await store.recordFirstAttempt('s', nowMs, DEFAULT_RETRY_BUDGET);
    expect(await store.sessionTarget('s', 'chat', nowMs)).toBeUndefined();
    expect(store.degraded).toBe(true);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'store_degraded', store: 'redis' });
    // Only the first call reached the shared store: degraded calls are answered locally at once.
    expect(shared.control.calls).toBe(1);
  });

  it('answers locally after maxWaitMs, and turns degraded only after timeoutMs', async () => {
    const { clock, shared, store, events } = setup();
    shared.control.mode = 'hang';
    let answered: number | undefined;
    const pending = store.nextCursor('p').then((value) => {
      answered = value;
    });
    await flushMicrotasks();
    expect(answered).toBeUndefined();
    await clock.advance(10);
    await pending;
    expect(answered).toBe(0);
    expect(store.degraded).toBe(false);
    expect(events).toEqual([]);
    await clock.advance(40);
    expect(store.degraded).toBe(true);
    expect(events[0]).toMatchObject({
      type: 'store_degraded',
      message: expect.stringContaining('no answer within 50 ms'),
    });
  });

  it('a slow shared store costs callers at most maxWaitMs and does not degrade', async () => {
    const { clock, shared, store, events } = setup();
    shared.control.mode = 'slow';
    shared.control.clock = clock;
    const nowMs = clock.now();
    let done = false;
    const write = store.cool('k1', nowMs + 60_000, nowMs).then(() => {
      done = true;
    });
    await clock.advance(10);
    await write;
    expect(done).toBe(true);
    await clock.advance(10); // the shared write lands at 20 ms, inside timeoutMs
    expect((await shared.inner.credentialStates(['k1'], nowMs)).get('k1')?.status).toBe('cooling');
    expect(store.degraded).toBe(false);
    expect(store.pendingReplay).toBe(0);
    expect(events).toEqual([]);
  });

  it('logs a write that was answered locally and then failed', async () => {
    const { clock, shared, store } = setup();
    shared.control.mode = 'hang';
    const nowMs = clock.now();
    const write = store.kill('k1');
    await clock.advance(10);
    await write;
    expect(store.pendingReplay).toBe(0);
    await clock.advance(40);
    expect(store.degraded).toBe(true);
    expect(store.pendingReplay).toBe(1);
    shared.control.mode = 'ok';
    expect(await store.resync()).toBe(true);
    expect((await shared.inner.credentialStates(['k1'], nowMs)).get('k1')?.status).toBe('dead');
  });

  it('keeps secrets out of the degraded message', async () => {
    const { shared, store, events } = setup();
    shared.control.mode = 'fail';
    shared.control.error = new Error('connect failed for redis://admin:hunter2@10.0.0.1:6379');
    await store.nextCursor('p');
    const message = events[0]?.type === 'store_degraded' ? events[0].message : '';
    expect(message).toContain('redis://***@10.0.0.1:6379');
    expect(message).not.toContain('hunter2');
  });

  it('replays local cooldowns, kills, revives, breaker openings and session pins when the shared store returns', async () => {
    const { clock, shared, store, events } = setup();
    const startMs = clock.now();
    await shared.inner.kill('k3');
    shared.control.mode = 'fail';
    await store.cool('k1', startMs + 60_000, startMs);
    await store.cool('k1', startMs + 90_000, startMs);
    await store.cool('short', startMs + 30, startMs); // over before the first probe
    await store.kill('k2');
    await store.revive('k3');
    await store.recordOutcome('t', 'failure', startMs, BREAKER);
    const opened = await store.recordOutcome('t', 'failure', startMs, BREAKER);
    expect(opened.status).toBe('open');
    await store.stickSession('sess', 'chat', 2, startMs, 600_000);
    await store.stickSession('sess', 'chat', 1, startMs, 600_000);
    expect(store.pendingReplay).toBe(6);

    // Not yet time to probe (the first probe comes timeoutMs after the failure): nothing reaches
    // the shared store.
    shared.control.mode = 'ok';
    const callsBefore = shared.control.calls;
    await clock.advance(49);
    await store.nextCursor('p');
    expect(shared.control.calls).toBe(callsBefore);

    await clock.advance(1);
    await store.nextCursor('p'); // triggers the background probe, answers locally
    await flushMicrotasks();
    await flushMicrotasks();
    expect(store.degraded).toBe(false);
    expect(store.pendingReplay).toBe(0);
    expect(events.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);

    const nowMs = clock.now();
    const states = await shared.inner.credentialStates(['k1', 'k2', 'k3', 'short'], nowMs);
    expect([...states]).toEqual([
      ['k1', { status: 'cooling', untilMs: startMs + 90_000 }],
      ['k2', { status: 'dead' }],
      ['k3', { status: 'ok' }],
      ['short', { status: 'ok' }],
    ]);
    const breaker = await shared.inner.breaker('t', nowMs, BREAKER);
    expect(breaker).toMatchObject({ status: 'open', openUntilMs: startMs + BREAKER.openMs });
    expect(await shared.inner.sessionTarget('sess', 'chat', nowMs)).toBe(2);
  });

  it('re-shares the live cooldowns it knows when the shared store comes back empty', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    await store.cool('mine', nowMs + 60_000, nowMs);
    await store.cool('short', nowMs + 1_000, nowMs);
    // Cooled by another replica; this one learns it by reading.
    await shared.inner.cool('theirs', nowMs + 90_000, nowMs);
    await shared.inner.cool('revived', nowMs + 90_000, nowMs);
    await store.credentialStates(['theirs', 'revived'], nowMs);
    await shared.inner.revive('revived');
    await store.credentialStates(['revived'], nowMs); // learns that it was revived
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    shared.control.inner = new MemoryStore(); // Redis restarted without persistence
    shared.control.mode = 'ok';
    await clock.advance(2_000);
    expect(await store.resync()).toBe(true);
    const states = await shared.inner.credentialStates(
      ['mine', 'short', 'theirs', 'revived'],
      clock.now(),
    );
    expect([...states]).toEqual([
      ['mine', { status: 'cooling', untilMs: nowMs + 60_000 }],
      ['short', { status: 'ok' }],
      ['theirs', { status: 'cooling', untilMs: nowMs + 90_000 }],
      ['revived', { status: 'ok' }],
    ]);
  });

  it('re-shares the dead keys it knows when the shared store comes back empty', async () => {
    const { clock, shared, local, store } = setup();
    const nowMs = clock.now();
    await store.kill('mine');
    // Killed by another replica; this one learns it by reading.
    await shared.inner.kill('theirs');
    await shared.inner.kill('revived');
    await store.credentialStates(['theirs', 'revived'], nowMs);
    await shared.inner.revive('revived');
    await store.credentialStates(['revived'], nowMs); // learns that it was revived
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    shared.control.inner = new MemoryStore(); // Redis restarted without persistence
    shared.control.mode = 'ok';
    await clock.advance(2_000);
    expect(await store.resync()).toBe(true);
    const keys = ['mine', 'theirs', 'revived'];
    const expected = [
      ['mine', { status: 'dead' }],
      ['theirs', { status: 'dead' }],
      ['revived', { status: 'ok' }],
    ];
    expect([...(await shared.inner.credentialStates(keys, clock.now()))]).toEqual(expected);
    // Reading the shared truth back does not revive the local copy either.
    expect([...(await store.credentialStates(keys, clock.now()))]).toEqual(expected);
    expect([...(await local.credentialStates(keys, clock.now()))]).toEqual(expected);
  });

  it('does not kill again a key another replica revived while it was away', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    await store.kill('mine');
    await store.kill('revived');
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    // Redis kept its data; meanwhile a refresh on another replica revived one key.
    await shared.inner.revive('revived');
    shared.control.mode = 'ok';
    await clock.advance(2_000);
    expect(await store.resync()).toBe(true);
    expect([...(await shared.inner.credentialStates(['mine', 'revived'], nowMs))]).toEqual([
      ['mine', { status: 'dead' }],
      ['revived', { status: 'ok' }],
    ]);
  });

  it('re-shares what it knows when the shared store reconnects, even if no call saw it go', async () => {
    const { clock, shared, local, store, events } = setup();
    const nowMs = clock.now();
    await store.cool('cooling', nowMs + 60_000, nowMs);
    await store.kill('dead');
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    // Redis restarted without persistence between two calls: nothing failed, the client reconnected.
    const restarted = new MemoryStore();
    shared.control.inner = restarted;
    store.sharedReconnected();
    // Until the re-share is done, calls are answered locally: the empty store cannot undo anything.
    expect(store.degraded).toBe(true);
    const keys = ['cooling', 'dead'];
    const expected = [
      ['cooling', { status: 'cooling', untilMs: nowMs + 60_000 }],
      ['dead', { status: 'dead' }],
    ];
    expect([...(await store.credentialStates(keys, nowMs + 1))]).toEqual(expected);
    expect(await store.resync()).toBe(true);
    expect(store.degraded).toBe(false);
    expect([...(await restarted.credentialStates(keys, nowMs + 1))]).toEqual(expected);
    expect(await restarted.breaker('t', nowMs + 1)).toMatchObject({
      status: 'open',
      openUntilMs: nowMs + BREAKER.openMs,
    });
    expect([...(await store.credentialStates(keys, nowMs + 1))]).toEqual(expected);
    expect([...(await local.credentialStates(keys, nowMs + 1))]).toEqual(expected);
    // A reconnection is not an outage: no event.
    expect(events).toEqual([]);
  });

  it('reports an outage when the re-share after a reconnection fails', async () => {
    const { clock, shared, store, events } = setup();
    const nowMs = clock.now();
    await store.cool('cooling', nowMs + 60_000, nowMs);
    shared.control.mode = 'fail';
    store.sharedReconnected();
    expect(await store.resync()).toBe(false);
    expect(store.degraded).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['store_degraded']);
    shared.control.mode = 'ok';
    await clock.advance(2_000);
    expect(await store.resync()).toBe(true);
    expect(events.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
  });

  it('keeps honouring a breaker another replica opened when the shared store goes away', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    // Another replica's failures open the breaker; this replica only reads it.
    await shared.inner.recordOutcome('t', 'failure', nowMs, BREAKER);
    await shared.inner.recordOutcome('t', 'failure', nowMs, BREAKER);
    expect((await store.breakerAllows('t', nowMs + 1, BREAKER)).allowed).toBe(false);
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    expect(store.degraded).toBe(true);
    // Answered locally: still open until the fleet's time, then one half-open probe.
    expect((await store.breakerAllows('t', nowMs + 2, BREAKER)).allowed).toBe(false);
    const late = nowMs + BREAKER.openMs - 1;
    expect((await store.breakerAllows('t', late, BREAKER)).allowed).toBe(false);
    const verdict = await store.breakerAllows('t', nowMs + BREAKER.openMs, BREAKER);
    expect(verdict.allowed).toBe(true);
    expect(verdict.snapshot.status).toBe('half_open');
    expect((await store.breakerAllows('t', nowMs + BREAKER.openMs, BREAKER)).allowed).toBe(false);
  });

  it('gives back a half-open probe the shared store dated for a caller answered locally', async () => {
    const { clock, shared, local, store } = setup();
    shared.control.clock = clock;
    const nowMs = clock.now();
    await shared.inner.recordOutcome('t', 'failure', nowMs, BREAKER);
    await shared.inner.recordOutcome('t', 'failure', nowMs, BREAKER);
    // This replica's own breaker opened later, so locally the probe is not due yet.
    await local.recordOutcome('t', 'failure', nowMs + 5_000, BREAKER);
    await local.recordOutcome('t', 'failure', nowMs + 5_000, BREAKER);
    shared.control.mode = 'slow';
    const probeAtMs = nowMs + BREAKER.openMs;
    const pending = store.breakerAllows('t', probeAtMs, BREAKER);
    await clock.advance(10);
    expect((await pending).allowed).toBe(false); // answered locally, after maxWaitMs
    await clock.advance(10); // the shared call lands: it dated the probe for nobody
    await clock.advance(20); // … and the give-back lands
    await flushMicrotasks();
    const snapshot = await shared.inner.breaker('t', probeAtMs, BREAKER);
    expect(snapshot).toMatchObject({ status: 'half_open', probeInFlight: false });
    expect(store.degraded).toBe(false);
    // The next caller anywhere gets the probe at once, not an openMs later.
    shared.control.mode = 'ok';
    expect((await shared.inner.breakerAllows('t', probeAtMs + 100, BREAKER)).allowed).toBe(true);
  });

  it('leaves a late probe with the caller that took it locally: its outcome resolves it', async () => {
    const { clock, shared, store } = setup();
    shared.control.clock = clock;
    const nowMs = clock.now();
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    shared.control.mode = 'slow';
    const probeAtMs = nowMs + BREAKER.openMs;
    const pending = store.breakerAllows('t', probeAtMs, BREAKER);
    await clock.advance(10);
    expect((await pending).allowed).toBe(true); // the local breaker hands this caller the probe
    await clock.advance(30);
    await flushMicrotasks();
    // One probe in flight in the shared store too: other replicas wait for this one.
    expect(await shared.inner.breaker('t', probeAtMs, BREAKER)).toMatchObject({
      status: 'half_open',
      probeInFlight: true,
    });
    shared.control.mode = 'ok';
    await store.recordOutcome('t', 'success', probeAtMs + 200, BREAKER);
    expect((await shared.inner.breaker('t', probeAtMs + 200, BREAKER)).status).toBe('closed');
  });

  it('gives back a probe dated by a call that timed out once the shared store recovers', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    const probeAtMs = nowMs + BREAKER.openMs;
    // The shared store runs the call (dating the probe) but its answer never arrives.
    shared.control.mode = 'hang';
    await shared.inner.breakerAllows('t', probeAtMs, BREAKER);
    const pending = store.breakerAllows('t', probeAtMs, BREAKER);
    await clock.advance(10);
    expect((await pending).allowed).toBe(true);
    await clock.advance(40);
    expect(store.degraded).toBe(true);
    // The caller's probe succeeded; its outcome stays local while degraded.
    await store.recordOutcome('t', 'success', probeAtMs + 100, BREAKER);
    shared.control.mode = 'ok';
    expect(await store.resync()).toBe(true);
    expect(await shared.inner.breaker('t', probeAtMs + 200, BREAKER)).toMatchObject({
      status: 'half_open',
      probeInFlight: false,
    });
  });

  it('releaseProbe gives a cancelled probe back locally and on the shared store (at recovery when degraded)', async () => {
    const { clock, shared, local, store } = setup();
    const nowMs = clock.now();
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    const probeAtMs = nowMs + BREAKER.openMs;
    expect((await store.breakerAllows('t', probeAtMs, BREAKER)).allowed).toBe(true);
    await local.breakerAllows('t', probeAtMs, BREAKER); // the local copy took it too
    expect(await store.releaseProbe('t', probeAtMs, BREAKER)).toBe(true);
    for (const inner of [shared.inner, local])
      expect((await inner.breaker('t', probeAtMs, BREAKER)).probeInFlight).toBe(false);

    // Taken again, then cancelled while the shared store is away: given back when it returns.
    expect((await store.breakerAllows('t', probeAtMs + 1, BREAKER)).allowed).toBe(true);
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    expect(store.degraded).toBe(true);
    await store.releaseProbe('t', probeAtMs + 1, BREAKER);
    expect((await shared.inner.breaker('t', probeAtMs + 1, BREAKER)).probeInFlight).toBe(true);
    shared.control.mode = 'ok';
    expect(await store.resync()).toBe(true);
    expect((await shared.inner.breaker('t', probeAtMs + 1, BREAKER)).probeInFlight).toBe(false);
  });

  it('keeps a session on the fallback another replica pinned when the shared store goes away', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    await shared.inner.stickSession('conversation', 'chat', 1, nowMs, 60_000);
    expect(await store.sessionTarget('conversation', 'chat', nowMs + 1)).toBe(1);
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    expect(store.degraded).toBe(true);
    expect(await store.sessionTarget('conversation', 'chat', nowMs + 2)).toBe(1);
    // With the expiry the shared store gave it, not a longer one.
    expect(await store.sessionTarget('conversation', 'chat', nowMs + 60_000)).toBeUndefined();
  });

  it('re-opens breakers it knew open only where the shared store has no record of them', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    // Opened while healthy, one by this replica, one seen through another replica.
    await store.recordOutcome('mine', 'failure', nowMs, BREAKER);
    await store.recordOutcome('mine', 'failure', nowMs, BREAKER);
    await shared.inner.recordOutcome('theirs', 'failure', nowMs, BREAKER);
    await shared.inner.recordOutcome('theirs', 'failure', nowMs, BREAKER);
    expect((await store.breakerAllows('theirs', nowMs + 1, BREAKER)).allowed).toBe(false);
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    // Redis restarts empty, except that another replica already probed 'theirs' back to closed.
    const restarted = new MemoryStore();
    await restarted.recordOutcome('theirs', 'success', nowMs + 500, BREAKER);
    shared.control.inner = restarted;
    shared.control.mode = 'ok';
    await clock.advance(2_000);
    expect(await store.resync()).toBe(true);
    expect(await restarted.breaker('mine', clock.now())).toMatchObject({
      status: 'open',
      openUntilMs: nowMs + BREAKER.openMs,
    });
    expect((await restarted.breaker('theirs', clock.now())).status).toBe('closed');
  });

  it('backs off its probes from timeoutMs to probeIntervalMs while the shared store stays down', async () => {
    const { clock, shared, store } = setup();
    shared.control.mode = 'fail';
    await store.nextCursor('p');
    const probesAtMs: number[] = [];
    const startMs = clock.now();
    for (let elapsedMs = 0; elapsedMs <= 5_000; elapsedMs += 10) {
      const before = shared.control.calls;
      await store.nextCursor('p');
      await flushMicrotasks();
      if (shared.control.calls > before) probesAtMs.push(clock.now() - startMs);
      await clock.advance(10);
    }
    expect(probesAtMs).toEqual([50, 150, 350, 750, 1_550, 2_550, 3_550, 4_550]);
  });

  it('stays degraded while the probe fails and retries after the interval', async () => {
    const { clock, shared, store, events } = setup();
    shared.control.mode = 'fail';
    await store.cool('k1', clock.now() + 60_000, clock.now());
    await clock.advance(1_000);
    expect(await store.resync()).toBe(false);
    expect(store.degraded).toBe(true);
    expect(store.pendingReplay).toBe(1);
    shared.control.mode = 'ok';
    expect(await store.resync()).toBe(true);
    expect(store.pendingReplay).toBe(0);
    expect(events.map((event) => event.type)).toEqual(['store_degraded', 'store_recovered']);
  });

  it('keeps entries that could not be replayed and writes made during the replay', async () => {
    const { clock, shared, store } = setup();
    const nowMs = clock.now();
    shared.control.mode = 'fail';
    await store.cool('k1', nowMs + 60_000, nowMs);
    await store.kill('k2');
    shared.control.mode = 'hang';
    const probe = store.resync();
    await clock.advance(50); // the probe itself times out
    expect(await probe).toBe(false);
    expect(store.pendingReplay).toBe(2);
    shared.control.mode = 'ok';
    const replay = store.resync();
    await store.cool('k3', nowMs + 60_000, nowMs); // written locally while the replay runs
    expect(await replay).toBe(true);
    expect((await shared.inner.credentialStates(['k3'], nowMs)).get('k3')?.status).toBe('cooling');
  });

  it('bounds the replay log, dropping the oldest writes', async () => {
    const { clock, shared, store } = setup({ maxReplayEntries: 3 });
    shared.control.mode = 'fail';
    for (let index = 0; index < 5; index++)
      await store.cool(`k${index}`, clock.now() + 60_000, clock.now());
    expect(store.pendingReplay).toBe(3);
    expect(store.droppedWrites).toBe(2);
    shared.control.mode = 'ok';
    expect(await store.resync()).toBe(true);
    const states = await shared.inner.credentialStates(['k0', 'k1', 'k2', 'k3', 'k4'], clock.now());
    expect([...states.values()].map((state) => state.status)).toEqual([
      'ok',
      'ok',
      'cooling',
      'cooling',
      'cooling',
    ]);
  });

  it('forgets a breaker opening that the local breaker closed again', async () => {
    const { clock, shared, store } = setup();
    shared.control.mode = 'fail';
    const nowMs = clock.now();
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    await store.recordOutcome('t', 'failure', nowMs, BREAKER);
    expect(store.pendingReplay).toBe(1);
    await store.breakerAllows('t', nowMs + BREAKER.openMs, BREAKER);
    await store.recordOutcome('t', 'success', nowMs + BREAKER.openMs, BREAKER);
    expect(store.pendingReplay).toBe(0);
  });

  it('survives a throwing event listener and closes both stores', async () => {
    const clock = new ManualClock();
    const shared = flakyStore();
    shared.control.mode = 'fail';
    const store = resilientStore({
      shared: shared.store,
      clock,
      onEvent: () => {
        throw new Error('listener bug');
      },
    });
    expect(await store.nextCursor('p')).toBe(0);
    await store.close();
    expect(shared.control.closed).toBe(true);
  });
});
