/**
 * The stream watchdog (DESIGN §3): measures how long each `next()` of an upstream stream waits.
 * A wait longer than the stall warning reports a stall and keeps waiting ("slow is not dead"); a
 * wait of the idle timeout reports idle so the caller can abort upstream. Time comes from the
 * injected clock. One lazily re-armed timer serves the whole stream (no timer per event, which
 * matters at thousands of events a second), and `close()` cancels it so nothing outlives the stream.
 * @module
 */
import type { Clock } from '../core/ports.js';

/** Preallocated cancel reason: a reasonless `abort()` builds a DOMException with a stack. */
const TIMER_CANCELLED: unknown = Object.freeze({ cancelled: 'watchdog timer' });

/** Options of {@link createStreamWatchdog}. */
export interface WatchdogOptions {
  readonly clock: Clock;
  readonly idleTimeoutMs: number;
  /** 0 or ≥ idle: no stall warning. */
  readonly stallWarningMs: number;
  /** Aborting it ends a pending wait at once with the signal's reason (the caller went away). */
  readonly signal?: AbortSignal | undefined;
  /** Called once per wait when it reaches the stall warning; must not throw. */
  readonly onStall: (gapMs: number) => void;
}

/** The outcome of one watched `next()`. */
export type WatchedNext<T> =
  | { readonly kind: 'event'; readonly result: IteratorResult<T> }
  | { readonly kind: 'idle'; readonly idleMs: number };

/** A watchdog over one stream. */
export interface StreamWatchdog {
  /** Pulls the next item, or reports `idle`. The abandoned `next()` of an idle wait is the caller's to cancel. */
  next<T>(iterator: AsyncIterator<T>): Promise<WatchedNext<T>>;
  /** Cancels the timer. Call when the stream ends, however it ends. */
  close(): void;
}

/** Creates a watchdog for one stream. */
export function createStreamWatchdog(options: WatchdogOptions): StreamWatchdog {
  const { clock, idleTimeoutMs } = options;
  const stallMs =
    options.stallWarningMs > 0 && options.stallWarningMs < idleTimeoutMs
      ? options.stallWarningMs
      : 0;
  let closed = false;
  /** The running timer: its cancel handle and when it wakes. One at a time. */
  let timer: { readonly cancel: AbortController; wakeMs: number } | undefined;
  /** Set while a `next()` is pending. */
  let wait:
    | { readonly startMs: number; stalled: boolean; readonly onIdle: (idleMs: number) => void }
    | undefined;

  const deadlineOf = (current: NonNullable<typeof wait>): number =>
    current.startMs + (stallMs > 0 && !current.stalled ? stallMs : idleTimeoutMs);

  async function runTimer(own: {
    readonly cancel: AbortController;
    wakeMs: number;
  }): Promise<void> {
    try {
      while (!closed && wait !== undefined && timer === own) {
        const remainingMs = deadlineOf(wait) - clock.now();
        if (remainingMs > 0) {
          own.wakeMs = clock.now() + remainingMs;
          await clock.sleep(remainingMs, own.cancel.signal);
          continue;
        }
        const gapMs = clock.now() - wait.startMs;
        if (stallMs > 0 && !wait.stalled && gapMs < idleTimeoutMs) {
          wait.stalled = true;
          options.onStall(stallMs);
          continue;
        }
        const idle = wait;
        wait = undefined;
        idle.onIdle(idleTimeoutMs);
      }
    } catch {
      // Cancelled: closed, or replaced by a timer that wakes sooner.
    } finally {
      if (timer === own) timer = undefined;
    }
  }

  /** Makes sure a timer wakes no later than the current wait's deadline. */
  function arm(): void {
    if (wait === undefined) return;
    const deadlineMs = deadlineOf(wait);
    if (timer !== undefined && timer.wakeMs <= deadlineMs) return;
    timer?.cancel.abort(TIMER_CANCELLED);
    const own = { cancel: new AbortController(), wakeMs: deadlineMs };
    timer = own;
    void runTimer(own);
  }

  // One abort listener for the whole stream (EventTarget listeners are costly per event).
  let rejectWait: ((reason: unknown) => void) | undefined;
  const { signal } = options;
  const onAbort = (): void => rejectWait?.(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  return {
    async next<T>(iterator: AsyncIterator<T>): Promise<WatchedNext<T>> {
      if (signal?.aborted) throw signal.reason;
      const pending = iterator.next();
      // If the watchdog wins, the abandoned next() may reject later: the `then` below handles
      // that rejection too, so it never goes unhandled (no extra `catch` promise per event).
      const outcome = new Promise<WatchedNext<T>>((resolve, reject) => {
        wait = {
          startMs: clock.now(),
          stalled: false,
          onIdle: (idleMs) => resolve({ kind: 'idle', idleMs }),
        };
        rejectWait = reject;
        pending.then((result) => resolve({ kind: 'event', result }), reject);
      });
      arm();
      try {
        return await outcome;
      } finally {
        wait = undefined;
        rejectWait = undefined;
      }
    },
    close(): void {
      closed = true;
      wait = undefined;
      signal?.removeEventListener('abort', onAbort);
      timer?.cancel.abort(TIMER_CANCELLED);
      timer = undefined;
    },
  };
}

/** One watched `next()` with its own watchdog (closed afterwards). */
export async function nextWithWatchdog<T>(
  iterator: AsyncIterator<T>,
  options: WatchdogOptions,
): Promise<WatchedNext<T>> {
  const watchdog = createStreamWatchdog(options);
  try {
    return await watchdog.next(iterator);
  } finally {
    watchdog.close();
  }
}
