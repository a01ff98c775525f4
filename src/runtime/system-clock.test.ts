import { describe, expect, it } from 'vitest';
import { systemClock } from './system-clock.js';

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
