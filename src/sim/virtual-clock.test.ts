import { describe, expect, it } from 'vitest';
import { createStreamWatchdog } from '../policies/stream-watchdog.js';
import { VirtualClock } from './virtual-clock.js';

describe('VirtualClock', () => {
  it('wakes sleepers in time order, same-time sleepers in the order they slept', async () => {
    const clock = new VirtualClock({ startMs: 1000 });
    const woke: string[] = [];
    const nap = async (name: string, ms: number) => {
      await clock.sleep(ms);
      woke.push(`${name}@${clock.now()}`);
    };
    void nap('c', 30);
    void nap('a', 10);
    void nap('b', 10);
    void nap('zero', 0);
    expect(await clock.run()).toBe(true);
    expect(woke).toEqual(['zero@1000', 'a@1010', 'b@1010', 'c@1030']);
    expect(clock.pending).toBe(0);
  });

  it('runs chains of sleeps, including ones scheduled for the current instant', async () => {
    const clock = new VirtualClock();
    const times: number[] = [];
    const task = (async () => {
      for (let step = 0; step < 5; step++) {
        await clock.sleep(step % 2 === 0 ? 0 : 100);
        times.push(clock.now());
      }
    })();
    await clock.run();
    await task;
    expect(times).toEqual([0, 100, 100, 200, 200]);
  });

  it('rejects with the abort reason at once and forgets the sleeper', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    const first = clock.sleep(1000, controller.signal);
    const second = clock.sleep(2000, controller.signal);
    const other = clock.sleep(500);
    expect(clock.pending).toBe(3);
    const reason = new Error('stop');
    controller.abort(reason);
    await expect(first).rejects.toBe(reason);
    await expect(second).rejects.toBe(reason);
    expect(clock.pending).toBe(1);
    await clock.run();
    await other;
    expect(clock.now()).toBe(500);
    await expect(clock.sleep(1, controller.signal)).rejects.toBe(reason);
  });

  it('a signal that outlives a woken sleep does not reject it later', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    const done = clock.sleep(10, controller.signal);
    await clock.run();
    await done;
    controller.abort(new Error('late'));
    const next = clock.sleep(5);
    await clock.run();
    await expect(next).resolves.toBeUndefined();
    expect(clock.pending).toBe(0);
  });

  it('stops at untilMs with the later sleepers still scheduled', async () => {
    const clock = new VirtualClock();
    const woke: number[] = [];
    for (const ms of [100, 200, 300]) void clock.sleep(ms).then(() => woke.push(ms));
    expect(await clock.run({ untilMs: 250 })).toBe(false);
    expect(woke).toEqual([100, 200]);
    expect(clock.now()).toBe(250);
    expect(clock.pending).toBe(1);
    expect(await clock.run()).toBe(true);
    expect(woke).toEqual([100, 200, 300]);
  });

  it('keeps order across thousands of random sleeps (heap)', async () => {
    const clock = new VirtualClock();
    const woke: number[] = [];
    let seed = 7;
    for (let index = 0; index < 5000; index++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      const ms = seed % 10_000;
      void clock.sleep(ms).then(() => woke.push(clock.now()));
    }
    await clock.run();
    expect(woke).toHaveLength(5000);
    expect(woke.every((time, index) => index === 0 || time >= (woke[index - 1] ?? 0))).toBe(true);
  });

  it('settles whole promise chains between rounds before time moves on', async () => {
    const clock = new VirtualClock();
    const seen: string[] = [];
    void (async () => {
      await clock.sleep(10);
      // Twenty promise hops after the wake-up, then a sleep "now": it must run at 10, not later.
      let chain = Promise.resolve();
      for (let hop = 0; hop < 20; hop++) chain = chain.then(() => undefined);
      await chain;
      await clock.sleep(0);
      seen.push(`late@${clock.now()}`);
    })();
    void clock.sleep(11).then(() => seen.push(`next@${clock.now()}`));
    await clock.run();
    expect(seen).toEqual(['late@10', 'next@11']);
  });

  it('cancels a sleepCancellable sleep at once with the reason, and not after it woke', async () => {
    const clock = new VirtualClock();
    const reason = { cancelled: true };
    const first = clock.sleepCancellable(100);
    const second = clock.sleepCancellable(50);
    expect(clock.pending).toBe(2);
    first.cancel(reason);
    expect(clock.pending).toBe(1);
    await expect(first.done).rejects.toBe(reason);
    expect(await clock.run()).toBe(true);
    await expect(second.done).resolves.toBeUndefined();
    second.cancel(reason); // woke already: nothing happens
    expect(clock.now()).toBe(50);
    expect(clock.pending).toBe(0);
  });

  it('runs the stream watchdog without leaving timers behind (cancellable sleeps)', async () => {
    const clock = new VirtualClock();
    const stalls: number[] = [];
    const watchdog = createStreamWatchdog({
      clock,
      idleTimeoutMs: 90_000,
      stallWarningMs: 30_000,
      onStall: (gapMs) => stalls.push(gapMs),
    });
    const events = ['a', 'b'];
    const delaysMs = [1_000, 40_000];
    const iterator: AsyncIterator<string> = {
      next: async () => {
        const value = events.shift();
        const delayMs = delaysMs.shift();
        if (value === undefined || delayMs === undefined) return { done: true, value: undefined };
        await clock.sleep(delayMs);
        return { done: false, value };
      },
    };
    const results: unknown[] = [];
    const consume = (async () => {
      for (;;) {
        const next = await watchdog.next(iterator);
        results.push(next.kind === 'event' ? next.result.value : next.kind);
        if (next.kind !== 'event' || next.result.done) break;
      }
      watchdog.close();
    })();
    await clock.run();
    await consume;
    expect(results).toEqual(['a', 'b', undefined]);
    expect(stalls).toEqual([30_000]);
    expect(clock.pending).toBe(0);
    // Ended at the last event (41 s), not at a watchdog deadline: the timer was cancelled.
    expect(clock.now()).toBe(41_000);
  });

  it('reports idle through the watchdog at the idle timeout', async () => {
    const clock = new VirtualClock();
    const watchdog = createStreamWatchdog({
      clock,
      idleTimeoutMs: 90_000,
      stallWarningMs: 30_000,
      onStall: () => undefined,
    });
    const silent: AsyncIterator<string> = { next: () => new Promise(() => undefined) };
    const outcome = watchdog.next(silent);
    await clock.run();
    await expect(outcome).resolves.toEqual({ kind: 'idle', idleMs: 90_000 });
    watchdog.close();
    expect(clock.now()).toBe(90_000);
    expect(clock.pending).toBe(0);
  });

  it('keeps time-then-sleep order when in-order sleeps (queue) and out-of-order ones (heap) mix', async () => {
    const clock = new VirtualClock();
    const woke: string[] = [];
    const nap = (name: string, ms: number, signal?: AbortSignal) =>
      clock.sleep(ms, signal).then(
        () => woke.push(`${name}@${clock.now()}`),
        () => woke.push(`${name}:aborted`),
      );
    const cancel = new AbortController();
    void nap('a', 10); // queue
    void nap('gone', 15, cancel.signal); // queue, aborted before it is due
    void nap('b', 20); // queue
    void nap('c', 10); // heap: earlier than the queue's tail, slept after a
    void nap('d', 20); // queue again, slept after b
    void nap('e', 5); // heap
    cancel.abort(new Error('no'));
    await clock.run();
    expect(woke).toEqual(['gone:aborted', 'e@5', 'a@10', 'c@10', 'b@20', 'd@20']);
    // A drained queue starts again; later sleeps still run in order.
    void nap('f', 1);
    void nap('g', 0);
    await clock.run();
    expect(woke.slice(-2)).toEqual(['g@20', 'f@21']);
    expect(clock.pending).toBe(0);
  });
});
