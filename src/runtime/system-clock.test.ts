import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_TIMER_MS, systemClock } from './system-clock.js';

describe('systemClock.sleepCancellable', () => {
  it('rejects at once with the reason when cancelled, and leaves no timer behind', async () => {
    const reason = { cancelled: true };
    const sleep = systemClock.sleepCancellable(60_000);
    sleep.cancel(reason);
    await expect(sleep.done).rejects.toBe(reason);
    // A second cancel changes nothing.
    sleep.cancel(new Error('again'));
  });

  it('resolves when the time has passed; a later cancel is ignored', async () => {
    const sleep = systemClock.sleepCancellable(0);
    await expect(sleep.done).resolves.toBeUndefined();
    sleep.cancel(new Error('too late'));
    await expect(sleep.done).resolves.toBeUndefined();
  });
});

describe('systemClock: delays beyond what setTimeout keeps', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sleeps longer than 2^31−1 ms in slices instead of firing after 1 ms', async () => {
    vi.useFakeTimers();
    let woke = false;
    void systemClock.sleep(MAX_TIMER_MS + 1_000).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_MS);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(woke).toBe(true);
  });

  it('an Infinity sleep never wakes by itself, and its abort leaves no timer', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let woke = false;
    const sleep = systemClock.sleep(Number.POSITIVE_INFINITY, controller.signal).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(3 * MAX_TIMER_MS);
    expect(woke).toBe(false);
    controller.abort(new Error('stop'));
    await expect(sleep).rejects.toThrow('stop');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sleepCancellable slices long delays too', async () => {
    vi.useFakeTimers();
    const sleep = systemClock.sleepCancellable(Number.POSITIVE_INFINITY);
    let woke = false;
    void sleep.done.then(
      () => {
        woke = true;
      },
      () => undefined,
    );
    await vi.advanceTimersByTimeAsync(2 * MAX_TIMER_MS);
    expect(woke).toBe(false);
    sleep.cancel(new Error('stop'));
    await expect(sleep.done).rejects.toThrow('stop');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a signal that cannot take a listener fails the sleep and arms no timer', async () => {
    vi.useFakeTimers();
    const bogus = { aborted: false } as unknown as AbortSignal;
    await expect(systemClock.sleep(1_000, bogus)).rejects.toThrow(TypeError);
    expect(vi.getTimerCount()).toBe(0);
  });
});
