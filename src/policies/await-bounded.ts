/**
 * Waits for a user hook (`refresh`, `compress`) without trusting it to settle: the wait ends at a
 * deadline on the injected clock or at the caller's abort, whichever comes first.
 * @module
 */
import type { Clock } from '../core/ports.js';
import { TIMER_CANCELLED } from './engine-helpers.js';

/** Microtask turns a hook may take before a timer is armed for it. */
const GRACE_TURNS = 16;

/** How a bounded wait ended: the hook's value, its rejection, or the deadline. */
export type BoundedOutcome<T> =
  | { readonly kind: 'value'; readonly value: T }
  | { readonly kind: 'error'; readonly error: unknown }
  | { readonly kind: 'timeout'; readonly timeoutMs: number };

/**
 * Races `work` against `timeoutMs` on `clock` (no deadline when undefined) and the caller's
 * `signal`. Resolves with the outcome; rejects with the signal's reason when the caller aborts.
 * The timer and the listener are always released when the race ends.
 */
export async function awaitBounded<T>(
  work: Promise<T>,
  options: {
    readonly clock: Clock;
    readonly timeoutMs: number | undefined;
    readonly signal?: AbortSignal | undefined;
  },
): Promise<BoundedOutcome<T>> {
  const { clock, timeoutMs, signal } = options;
  const settled = work.then(
    (value): BoundedOutcome<T> => ({ kind: 'value', value }),
    (error: unknown): BoundedOutcome<T> => ({ kind: 'error', error }),
  );
  if (signal?.aborted) throw signal.reason;
  // A hook that answers from memory settles within a few microtask turns: it needs no timer (one
  // fewer timer on the common path, and no sleep on the clock for a refresh that just works).
  let early: BoundedOutcome<T> | undefined;
  // `settled` never rejects (both outcomes are mapped above).
  void settled.then((outcome) => {
    early = outcome;
  });
  for (let turn = 0; turn < GRACE_TURNS && early === undefined; turn++) await undefined;
  if (early !== undefined) return early;
  if (signal?.aborted) throw signal.reason;
  const racers: Promise<BoundedOutcome<T>>[] = [settled];
  const timers = new AbortController();
  if (timeoutMs !== undefined) {
    const deadline = clock
      .sleep(timeoutMs, timers.signal)
      .then((): BoundedOutcome<T> => ({ kind: 'timeout', timeoutMs }));
    // The losing timer rejects with the cancel reason; nobody awaits it after the race.
    deadline.catch(() => undefined);
    racers.push(deadline);
  }
  let onAbort: (() => void) | undefined;
  if (signal !== undefined) {
    const aborted = new Promise<never>((_, reject) => {
      onAbort = (): void => reject(signal.reason);
      signal.addEventListener('abort', onAbort);
    });
    aborted.catch(() => undefined);
    racers.push(aborted);
  }
  try {
    return await Promise.race(racers);
  } finally {
    timers.abort(TIMER_CANCELLED);
    if (onAbort !== undefined) signal?.removeEventListener('abort', onAbort);
  }
}
