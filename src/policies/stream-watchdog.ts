/**
 * The stream watchdog (DESIGN §3): races each `next()` of an upstream stream against the injected
 * clock. A gap longer than the stall warning reports a stall and keeps waiting ("slow is not dead");
 * no event for the idle timeout reports idle so the caller can abort upstream. Timers are always
 * cancelled when the race ends, so no timer outlives the stream.
 * @module
 */
import type { Clock } from '../core/ports.js';

/** Options of {@link nextWithWatchdog}. */
export interface WatchdogOptions {
  readonly clock: Clock;
  readonly idleTimeoutMs: number;
  readonly stallWarningMs: number;
  /** Aborting it ends the wait at once with the signal's reason (the caller went away). */
  readonly signal?: AbortSignal | undefined;
  /** Called once when the gap reaches the stall warning; must not throw. */
  readonly onStall: (gapMs: number) => void;
}

/** The outcome of one watched `next()`. */
export type WatchedNext<T> =
  | { readonly kind: 'event'; readonly result: IteratorResult<T> }
  | { readonly kind: 'idle'; readonly idleMs: number };

const TIMER = Symbol('timer');

/**
 * Pulls the next item, or reports `idle` after `idleTimeoutMs` without one. The pending `next()`
 * is left to the caller to cancel (abort the upstream signal); its eventual rejection is swallowed.
 */
export async function nextWithWatchdog<T>(
  iterator: AsyncIterator<T>,
  options: WatchdogOptions,
): Promise<WatchedNext<T>> {
  const next = iterator.next();
  // If the watchdog wins, the abandoned next() may reject later: never let that go unhandled.
  next.catch(() => undefined);
  const timers = new AbortController();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    const { signal } = options;
    if (signal === undefined) return;
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);
  const event = next.then((result) => ({ kind: 'event', result }) as const);
  const timer = (ms: number): Promise<typeof TIMER> =>
    options.clock.sleep(ms, timers.signal).then(() => TIMER);
  try {
    const { idleTimeoutMs, stallWarningMs } = options;
    if (stallWarningMs > 0 && stallWarningMs < idleTimeoutMs) {
      const first = await Promise.race([event, aborted, timer(stallWarningMs)]);
      if (first !== TIMER) return first;
      options.onStall(stallWarningMs);
      const second = await Promise.race([event, aborted, timer(idleTimeoutMs - stallWarningMs)]);
      if (second !== TIMER) return second;
      return { kind: 'idle', idleMs: idleTimeoutMs };
    }
    const only = await Promise.race([event, aborted, timer(idleTimeoutMs)]);
    if (only !== TIMER) return only;
    return { kind: 'idle', idleMs: idleTimeoutMs };
  } finally {
    timers.abort();
    if (onAbort !== undefined) options.signal?.removeEventListener('abort', onAbort);
  }
}
