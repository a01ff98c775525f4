/**
 * One behavioural suite for every {@link StateStore} implementation (undici's cache-store test
 * idea): memory and Redis must answer identically. Time is always a parameter, so the suite never
 * sleeps; breaker and budget behaviour is also checked against the pure maths in `src/core` over
 * seeded random operation sequences.
 * @module
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { breakerAllow, breakerRecord, closedBreaker } from '../core/breaker.js';
import type {
  BreakerPolicy,
  BreakerSnapshot,
  RetryBudgetPolicy,
  StateStore,
} from '../core/ports.js';
import { budgetAllows, budgetBucket, budgetWindow } from '../core/retry-budget.js';
import { seededRandom } from '../core/seeded-random.js';

/** Options of {@link describeStateStore}. */
export interface StateStoreContractOptions {
  /** Skip the suite (e.g. a server binary is missing outside CI); say why in the suite name. */
  readonly skip?: boolean | undefined;
}

/** A whole second, on a budget-bucket boundary. */
const T0 = 1_700_000_000_000;

const BREAKER: BreakerPolicy = {
  failureThreshold: 3,
  openMs: 30_000,
  windowMs: 10_000,
  minRequests: 10,
  failureRate: 0.5,
};

const BUDGET: RetryBudgetPolicy = { ratio: 0.2, windowMs: 10_000, minRetries: 3 };

/**
 * Registers the StateStore contract suite. `setup` runs before every test and must return a store
 * with empty state (for Redis: a fresh key prefix); the suite closes it after the test.
 *
 * @example
 * describeStateStore('memory', () => memoryStore());
 */
export function describeStateStore(
  name: string,
  setup: () => StateStore | Promise<StateStore>,
  options: StateStoreContractOptions = {},
): void {
  describe.skipIf(options.skip === true)(`StateStore contract: ${name}`, () => {
    let store: StateStore;

    beforeEach(async () => {
      store = await setup();
    });

    afterEach(async () => {
      await store.close();
    });

    describe('credentials', () => {
      it('reads unknown credentials as ok and an empty list as an empty map', async () => {
        const states = await store.credentialStates(['a', 'b'], T0);
        expect([...states]).toEqual([
          ['a', { status: 'ok' }],
          ['b', { status: 'ok' }],
        ]);
        expect((await store.credentialStates([], T0)).size).toBe(0);
      });

      it('cools a credential until a time, then it reads as ok again', async () => {
        await store.cool('a', T0 + 60_000, T0);
        expect((await store.credentialStates(['a', 'b'], T0 + 1)).get('a')).toEqual({
          status: 'cooling',
          untilMs: T0 + 60_000,
        });
        expect((await store.credentialStates(['b'], T0 + 1)).get('b')).toEqual({ status: 'ok' });
        expect((await store.credentialStates(['a'], T0 + 59_999)).get('a')?.status).toBe('cooling');
        expect((await store.credentialStates(['a'], T0 + 60_000)).get('a')).toEqual({
          status: 'ok',
        });
      });

      it('keeps the later cooling time', async () => {
        await store.cool('a', T0 + 20_000, T0);
        await store.cool('a', T0 + 10_000, T0);
        expect((await store.credentialStates(['a'], T0)).get('a')).toEqual({
          status: 'cooling',
          untilMs: T0 + 20_000,
        });
        await store.cool('a', T0 + 30_000, T0 + 1_000);
        expect((await store.credentialStates(['a'], T0 + 1_000)).get('a')).toEqual({
          status: 'cooling',
          untilMs: T0 + 30_000,
        });
      });

      it('cools again after an earlier cooldown ended', async () => {
        await store.cool('a', T0 + 1_000, T0);
        await store.cool('a', T0 + 5_000, T0 + 2_000);
        expect((await store.credentialStates(['a'], T0 + 2_000)).get('a')).toEqual({
          status: 'cooling',
          untilMs: T0 + 5_000,
        });
      });

      it('kills a credential for good, whatever the time, until revived', async () => {
        await store.cool('a', T0 + 1_000, T0);
        await store.kill('a');
        expect((await store.credentialStates(['a'], T0)).get('a')).toEqual({ status: 'dead' });
        expect((await store.credentialStates(['a'], T0 + 86_400_000)).get('a')).toEqual({
          status: 'dead',
        });
        await store.revive('a');
        expect((await store.credentialStates(['a'], T0)).get('a')).toEqual({ status: 'ok' });
      });

      it('revive clears cooling too', async () => {
        await store.cool('a', T0 + 60_000, T0);
        await store.revive('a');
        expect((await store.credentialStates(['a'], T0)).get('a')).toEqual({ status: 'ok' });
      });

      it('keeps identifiers apart even with separators and unicode in them', async () => {
        await store.cool('a:b', T0 + 1_000, T0);
        await store.kill('{a}');
        const states = await store.credentialStates(['a', 'a:b', 'b', '{a}', 'ключ'], T0);
        expect(states.get('a')?.status).toBe('ok');
        expect(states.get('a:b')?.status).toBe('cooling');
        expect(states.get('b')?.status).toBe('ok');
        expect(states.get('{a}')?.status).toBe('dead');
        expect(states.get('ключ')?.status).toBe('ok');
      });
    });

    describe('usage counters and cursors', () => {
      it('counts uses per credential', async () => {
        expect(await store.recordUsage('a')).toBe(1);
        expect(await store.recordUsage('a')).toBe(2);
        expect(await store.recordUsage('b')).toBe(1);
        expect([...(await store.usage(['a', 'b', 'c']))]).toEqual([
          ['a', 2],
          ['b', 1],
          ['c', 0],
        ]);
        expect((await store.usage([])).size).toBe(0);
      });

      it('advances a cursor per pool, returning the value before the increment', async () => {
        expect(await store.nextCursor('p')).toBe(0);
        expect(await store.nextCursor('p')).toBe(1);
        expect(await store.nextCursor('q')).toBe(0);
        expect(await store.nextCursor('p')).toBe(2);
      });

      it('hands out each cursor value exactly once under concurrency', async () => {
        const values = await Promise.all(Array.from({ length: 200 }, () => store.nextCursor('p')));
        expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i));
      });

      it('counts every concurrent use', async () => {
        const counts = await Promise.all(Array.from({ length: 50 }, () => store.recordUsage('a')));
        expect(new Set(counts).size).toBe(50);
        expect((await store.usage(['a'])).get('a')).toBe(50);
      });
    });

    describe('circuit breaker', () => {
      it('starts closed and allows calls', async () => {
        const { allowed, snapshot } = await store.breakerAllows('t', T0, BREAKER);
        expect(allowed).toBe(true);
        expect(snapshot).toEqual(closedBreaker(T0));
        expect(await store.breaker('u', T0 + 5, BREAKER)).toEqual(closedBreaker(T0 + 5));
      });

      it('opens after N consecutive failures and refuses calls until openMs passes', async () => {
        for (let index = 1; index < BREAKER.failureThreshold; index++) {
          const snapshot = await store.recordOutcome('t', 'failure', T0 + index, BREAKER);
          expect(snapshot.status).toBe('closed');
          expect(snapshot.consecutiveFailures).toBe(index);
        }
        const opened = await store.recordOutcome('t', 'failure', T0 + 10, BREAKER);
        expect(opened.status).toBe('open');
        expect(opened.openUntilMs).toBe(T0 + 10 + BREAKER.openMs);
        expect((await store.breakerAllows('t', T0 + 11, BREAKER)).allowed).toBe(false);
        expect(
          (await store.breakerAllows('t', T0 + 10 + BREAKER.openMs - 1, BREAKER)).allowed,
        ).toBe(false);
        expect((await store.breaker('t', T0 + 20, BREAKER)).status).toBe('open');
        // Another target is unaffected.
        expect((await store.breakerAllows('other', T0 + 11, BREAKER)).allowed).toBe(true);
      });

      it('a success resets the consecutive count', async () => {
        await store.recordOutcome('t', 'failure', T0, BREAKER);
        await store.recordOutcome('t', 'failure', T0 + 1, BREAKER);
        const after = await store.recordOutcome('t', 'success', T0 + 2, BREAKER);
        expect(after.status).toBe('closed');
        expect(after.consecutiveFailures).toBe(0);
        expect((await store.recordOutcome('t', 'failure', T0 + 3, BREAKER)).status).toBe('closed');
      });

      it('trips on the failure rate over the window', async () => {
        // Alternating outcomes never reach 3 in a row, but reach 50 % over 10 calls.
        let snapshot: BreakerSnapshot | undefined;
        for (let index = 0; index < 9; index++) {
          snapshot = await store.recordOutcome(
            't',
            index % 2 === 0 ? 'success' : 'failure',
            T0 + index,
            BREAKER,
          );
          expect(snapshot.status).toBe('closed');
        }
        snapshot = await store.recordOutcome('t', 'failure', T0 + 9, BREAKER);
        expect(snapshot).toMatchObject({
          status: 'open',
          windowSuccesses: 5,
          windowFailures: 5,
          openUntilMs: T0 + 9 + BREAKER.openMs,
        });
      });

      it('starts a fresh window after windowMs, forgetting old outcomes', async () => {
        for (let index = 0; index < 8; index++)
          await store.recordOutcome('t', index % 2 === 0 ? 'success' : 'failure', T0, BREAKER);
        const later = T0 + BREAKER.windowMs;
        const snapshot = await store.recordOutcome('t', 'success', later, BREAKER);
        expect(snapshot).toMatchObject({
          windowStartMs: later,
          windowSuccesses: 1,
          windowFailures: 0,
        });
      });

      it('gives exactly one half-open probe to concurrent callers', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const probeAt = T0 + BREAKER.openMs;
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => store.breakerAllows('t', probeAt, BREAKER)),
        );
        expect(answers.filter((answer) => answer.allowed)).toHaveLength(1);
        const state = await store.breaker('t', probeAt, BREAKER);
        expect(state).toMatchObject({ status: 'half_open', probeInFlight: true });
      });

      it('gives one probe also when first asked long after the cooldown ended', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        // No traffic for a while: the probe is dated from when it is taken, not from the end of
        // the cooldown (else it would count as lost at once and let every caller through).
        const probeAt = T0 + 5 * BREAKER.openMs;
        const answers = await Promise.all(
          Array.from({ length: 20 }, () => store.breakerAllows('t', probeAt, BREAKER)),
        );
        expect(answers.filter((answer) => answer.allowed)).toHaveLength(1);
        expect((await store.breakerAllows('t', probeAt + 1, BREAKER)).allowed).toBe(false);
      });

      it('closes when the probe succeeds', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const probeAt = T0 + BREAKER.openMs;
        expect((await store.breakerAllows('t', probeAt, BREAKER)).allowed).toBe(true);
        const closed = await store.recordOutcome('t', 'success', probeAt + 5, BREAKER);
        expect(closed).toMatchObject({
          status: 'closed',
          consecutiveFailures: 0,
          probeInFlight: false,
        });
        expect((await store.breakerAllows('t', probeAt + 6, BREAKER)).allowed).toBe(true);
      });

      it('re-opens when the probe fails', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const probeAt = T0 + BREAKER.openMs;
        await store.breakerAllows('t', probeAt, BREAKER);
        const reopened = await store.recordOutcome('t', 'failure', probeAt + 5, BREAKER);
        expect(reopened).toMatchObject({
          status: 'open',
          openUntilMs: probeAt + 5 + BREAKER.openMs,
          probeInFlight: false,
        });
        expect((await store.breakerAllows('t', probeAt + 6, BREAKER)).allowed).toBe(false);
      });

      it('presumes a silent probe lost after openMs and lets another through', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const probeAt = T0 + BREAKER.openMs;
        expect((await store.breakerAllows('t', probeAt, BREAKER)).allowed).toBe(true);
        expect(
          (await store.breakerAllows('t', probeAt + BREAKER.openMs - 1, BREAKER)).allowed,
        ).toBe(false);
        expect((await store.breakerAllows('t', probeAt + BREAKER.openMs, BREAKER)).allowed).toBe(
          true,
        );
      });

      it('a success reported while open does not close it', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const snapshot = await store.recordOutcome('t', 'success', T0 + 1, BREAKER);
        expect(snapshot.status).toBe('open');
        expect((await store.breakerAllows('t', T0 + 2, BREAKER)).allowed).toBe(false);
      });

      it('reading the breaker never takes the probe', async () => {
        for (let index = 0; index < BREAKER.failureThreshold; index++)
          await store.recordOutcome('t', 'failure', T0, BREAKER);
        const later = T0 + BREAKER.openMs + 1;
        expect((await store.breaker('t', later, BREAKER)).status).toBe('open');
        expect((await store.breakerAllows('t', later, BREAKER)).allowed).toBe(true);
      });

      it('matches the pure breaker maths over a random sequence of operations', async () => {
        const random = seededRandom(6);
        const policies: BreakerPolicy[] = [
          BREAKER,
          { failureThreshold: 2, openMs: 700, windowMs: 1_500, minRequests: 4, failureRate: 0.34 },
        ];
        const model = new Map<string, BreakerSnapshot>();
        let nowMs = T0;
        for (let step = 0; step < 300; step++) {
          nowMs += Math.floor(random() * 400);
          const target = random() < 0.5 ? 'x' : 'y';
          const policy = policies[target === 'x' ? 0 : 1]!;
          const current = model.get(target) ?? closedBreaker(nowMs);
          const roll = random();
          if (roll < 0.3) {
            const expected = breakerAllow(current, nowMs, policy);
            model.set(target, expected.next);
            const actual = await store.breakerAllows(target, nowMs, policy);
            expect({ step, ...actual }).toEqual({
              step,
              allowed: expected.allowed,
              snapshot: expected.next,
            });
          } else if (roll < 0.9) {
            const outcome = random() < 0.6 ? 'failure' : 'success';
            const expected = breakerRecord(current, outcome, nowMs, policy);
            model.set(target, expected);
            expect({
              step,
              snapshot: await store.recordOutcome(target, outcome, nowMs, policy),
            }).toEqual({ step, snapshot: expected });
          } else {
            expect({ step, snapshot: await store.breaker(target, nowMs, policy) }).toEqual({
              step,
              snapshot: current,
            });
          }
        }
      });
    });

    describe('retry budget', () => {
      it('grants the floor when there are no first attempts', async () => {
        const grants = [];
        for (let index = 0; index < 5; index++)
          grants.push(await store.takeRetryToken('s', T0, BUDGET));
        expect(grants).toEqual([true, true, true, false, false]);
      });

      it('grants ratio × first attempts when that is above the floor', async () => {
        for (let index = 0; index < 50; index++) await store.recordFirstAttempt('s', T0, BUDGET);
        let granted = 0;
        for (let index = 0; index < 15; index++)
          if (await store.takeRetryToken('s', T0 + 100, BUDGET)) granted++;
        expect(granted).toBe(10);
        // Scopes are independent.
        expect(await store.takeRetryToken('other', T0, BUDGET)).toBe(true);
      });

      it('never over-grants under concurrency', async () => {
        await Promise.all(
          Array.from({ length: 100 }, () => store.recordFirstAttempt('s', T0, BUDGET)),
        );
        const grants = await Promise.all(
          Array.from({ length: 60 }, () => store.takeRetryToken('s', T0, BUDGET)),
        );
        expect(grants.filter(Boolean)).toHaveLength(20);
      });

      it('slides the window: old first attempts and retries leave it', async () => {
        for (let index = 0; index < 50; index++) await store.recordFirstAttempt('s', T0, BUDGET);
        for (let index = 0; index < 50; index++)
          await store.recordFirstAttempt('s', T0 + 5_000, BUDGET);
        let granted = 0;
        while (await store.takeRetryToken('s', T0 + 5_000, BUDGET)) granted++;
        expect(granted).toBe(20);
        // The first 50 first attempts left the window; the 20 retries at +5 s are still in it.
        expect(await store.takeRetryToken('s', T0 + BUDGET.windowMs, BUDGET)).toBe(false);
        // Everything left the window: back to the floor.
        granted = 0;
        while (await store.takeRetryToken('s', T0 + 5_000 + BUDGET.windowMs, BUDGET)) granted++;
        expect(granted).toBe(BUDGET.minRetries);
      });

      it('matches the pure budget maths over a random sequence of operations', async () => {
        const random = seededRandom(7);
        const firsts = new Map<number, number>();
        const retries = new Map<number, number>();
        let nowMs = T0;
        for (let step = 0; step < 400; step++) {
          nowMs += Math.floor(random() * 300);
          const bucket = budgetBucket(nowMs, BUDGET);
          if (random() < 0.7) {
            firsts.set(bucket, (firsts.get(bucket) ?? 0) + 1);
            await store.recordFirstAttempt('s', nowMs, BUDGET);
            continue;
          }
          let windowFirsts = 0;
          let windowRetries = 0;
          for (const index of budgetWindow(nowMs, BUDGET)) {
            windowFirsts += firsts.get(index) ?? 0;
            windowRetries += retries.get(index) ?? 0;
          }
          const expected = budgetAllows(windowFirsts, windowRetries, BUDGET);
          if (expected) retries.set(bucket, (retries.get(bucket) ?? 0) + 1);
          expect({ step, granted: await store.takeRetryToken('s', nowMs, BUDGET) }).toEqual({
            step,
            granted: expected,
          });
        }
      });
    });

    describe('session stickiness', () => {
      it('is one-way while the pin lives', async () => {
        expect(await store.sessionTarget('s1', 'chat', T0)).toBeUndefined();
        await store.stickSession('s1', 'chat', 1, T0, 60_000);
        expect(await store.sessionTarget('s1', 'chat', T0)).toBe(1);
        await store.stickSession('s1', 'chat', 0, T0 + 1, 60_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 1)).toBe(1);
        await store.stickSession('s1', 'chat', 2, T0 + 2, 60_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 2)).toBe(2);
        // Per session and per model.
        expect(await store.sessionTarget('s2', 'chat', T0)).toBeUndefined();
        expect(await store.sessionTarget('s1', 'other', T0)).toBeUndefined();
      });

      it('expires after its TTL, and an expired pin does not hold a lower position back', async () => {
        await store.stickSession('s1', 'chat', 2, T0, 1_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 999)).toBe(2);
        expect(await store.sessionTarget('s1', 'chat', T0 + 1_000)).toBeUndefined();
        await store.stickSession('s1', 'chat', 0, T0 + 1_500, 1_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 1_500)).toBe(0);
      });

      it('renews the TTL when the same or a higher position is stuck, not a lower one', async () => {
        await store.stickSession('s1', 'chat', 1, T0, 1_000);
        await store.stickSession('s1', 'chat', 1, T0 + 800, 1_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 1_500)).toBe(1);
        await store.stickSession('s1', 'chat', 0, T0 + 1_600, 1_000);
        expect(await store.sessionTarget('s1', 'chat', T0 + 1_900)).toBeUndefined();
      });
    });
  });
}
