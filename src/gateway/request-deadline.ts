import { InvalidOptionsError } from '../core/errors.js';
import type { Clock } from '../core/ports.js';

/** The longest delay Node's timers keep: a larger one fires after 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Checks a gateway timeout given in code (the YAML schema checks the config's): 1 ms … 2^31−1 ms.
 * Zero would end every request at once, and a longer one would fire after 1 ms.
 */
export function checkTimerMs(path: string, value: number): number {
  if (!Number.isFinite(value) || value < 1 || value > MAX_TIMER_MS) {
    throw new InvalidOptionsError(
      path,
      `must be a number of milliseconds from 1 to ${MAX_TIMER_MS} (about 24.8 days), got ${String(value)}`,
    );
  }
  return value;
}

/** The reason a deadline that is no longer needed is cancelled with (nobody sees it). */
const DEADLINE_CANCELLED: unknown = Object.freeze({ cancelled: 'request deadline' });

/**
 * Calls `onTimeout` after `timeoutMs` unless the returned function is called first. Without a
 * clock it is one unref'd `setTimeout` (the hot path: no AbortController per request); with one
 * (tests pass a ManualClock) it sleeps on that clock, so timeouts run in virtual time.
 */
export function startRequestDeadline(options: {
  readonly timeoutMs: number;
  readonly onTimeout: () => void;
  readonly clock?: Clock | undefined;
}): () => void {
  const { timeoutMs, onTimeout, clock } = options;
  if (clock === undefined) {
    const timer = setTimeout(onTimeout, timeoutMs);
    timer.unref();
    return () => clearTimeout(timer);
  }
  const cancel = new AbortController();
  clock.sleep(timeoutMs, cancel.signal).then(onTimeout, () => undefined);
  return () => cancel.abort(DEADLINE_CANCELLED);
}
