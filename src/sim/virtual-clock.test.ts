import { describe, expect, it } from 'vitest';
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
});
