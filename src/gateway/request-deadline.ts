import type { Clock } from '../core/ports.js';

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
