import { describe, expect, it } from 'vitest';
import { ManualClock } from './manual-clock.js';

describe('ManualClock', () => {
  it('wakes sleepers in time order, then call order, at the exact millisecond', async () => {
    const clock = new ManualClock({ startMs: 0 });
    const woke: string[] = [];
    void clock.sleep(30).then(() => woke.push(`b@${clock.now()}`));
    void clock.sleep(10).then(() => woke.push(`a@${clock.now()}`));
    void clock.sleep(30).then(() => woke.push(`c@${clock.now()}`));
    await clock.advance(29);
    expect(woke).toEqual(['a@10']);
    await clock.advance(1);
    expect(woke).toEqual(['a@10', 'b@30', 'c@30']);
    expect(clock.sleeps).toEqual([30, 10, 30]);
    expect(clock.pending).toBe(0);
  });

  it('lets a woken task schedule the next sleep within the same advance', async () => {
    const clock = new ManualClock({ startMs: 0 });
    const times: number[] = [];
    const loop = (async () => {
      for (let step = 0; step < 3; step++) {
        await clock.sleep(100);
        times.push(clock.now());
      }
    })();
    await clock.advance(300);
    await loop;
    expect(times).toEqual([100, 200, 300]);
  });

  it('rejects an aborted sleep with the signal reason and leaves no timer', async () => {
    const clock = new ManualClock({ startMs: 0 });
    const controller = new AbortController();
    const sleeping = clock.sleep(300_000, controller.signal);
    const reason = new Error('caller left');
    controller.abort(reason);
    await expect(sleeping).rejects.toBe(reason);
    expect(clock.pending).toBe(0);
    await expect(clock.sleep(5, controller.signal)).rejects.toBe(reason);
  });

  it('runAll jumps through every scheduled wake-up', async () => {
    const clock = new ManualClock({ startMs: 1_000 });
    let done = false;
    void clock
      .sleep(5_000)
      .then(() => clock.sleep(7_000))
      .then(() => {
        done = true;
      });
    await clock.runAll();
    expect(done).toBe(true);
    expect(clock.now()).toBe(13_000);
  });
});
