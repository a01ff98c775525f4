import type { ManualClock } from '../src/testing/manual-clock.js';

/**
 * Settles `promise` that waits on real sockets (HTTP fakes) and on `clock`: advances the manual
 * clock to each timer due within a minute (the engine's backoff sleeps), and otherwise yields a
 * real millisecond so socket I/O can progress. A rejection is returned, never reported unhandled
 * while the loop runs.
 */
export async function driveClock<T>(clock: ManualClock, promise: Promise<T>): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  tracked.catch(() => undefined);
  while (!settled) {
    const next = clock.nextWakeMs;
    if (next !== undefined && next - clock.now() < 60_000) await clock.advanceTo(next);
    else await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return tracked;
}
