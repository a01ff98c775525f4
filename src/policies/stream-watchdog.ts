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

/**
 * A clock that can cancel one sleep without an `AbortSignal` (the simulator's virtual clock).
 * Creating, listening to and aborting a signal costs tens of microseconds in Node; a simulation
 * arms one watchdog timer per streamed attempt, thousands per run. `cancel` must reject the sleep
 * with `reason` at once, exactly as aborting its signal would.
 */
export interface CancellableSleepClock extends Clock {
  sleepCancellable(ms: number): {
    readonly done: Promise<void>;
    cancel(reason: unknown): void;
  };
}

/** Whether `clock` offers {@link CancellableSleepClock.sleepCancellable}. */
export function canCancelSleeps(clock: Clock): clock is CancellableSleepClock {
  return typeof (clock as Partial<CancellableSleepClock>).sleepCancellable === 'function';
}

/** A watchdog timer's cancel handle: one per armed timer, however many sleeps it takes. */
interface TimerHandle {
  wakeMs: number;
  cancelled: boolean;
  /** Cancels the current sleep (the clock's own cancel, or aborting `controller`). */
  cancelSleep: ((reason: unknown) => void) | undefined;
  /** The signal of every sleep of this timer, on clocks without `sleepCancellable`. */
  controller: AbortController | undefined;
}

function cancelTimer(timer: TimerHandle): void {
  timer.cancelled = true;
  timer.cancelSleep?.(TIMER_CANCELLED);
}

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
  /** Changes the idle timeout of the waits from now on (e.g. a shorter bound before the first output). */
  setIdleTimeout(idleTimeoutMs: number): void;
}

/** Creates a watchdog for one stream. */
export function createStreamWatchdog(options: WatchdogOptions): StreamWatchdog {
  const { clock } = options;
  let idleTimeoutMs = options.idleTimeoutMs;
  const stallFor = (idleMs: number): number =>
    options.stallWarningMs > 0 && options.stallWarningMs < idleMs ? options.stallWarningMs : 0;
  let stallMs = stallFor(idleTimeoutMs);
  let closed = false;
  /** The running timer: its cancel handle and when it wakes. One at a time. */
  let timer: TimerHandle | undefined;
  /** Set while a `next()` is pending. */
  let wait:
    | { readonly startMs: number; stalled: boolean; readonly onIdle: (idleMs: number) => void }
    | undefined;

  const deadlineOf = (current: NonNullable<typeof wait>): number =>
    current.startMs + (stallMs > 0 && !current.stalled ? stallMs : idleTimeoutMs);

  /** One sleep of the timer, cancellable through `own`; rejects at once if already cancelled. */
  function timerSleep(own: TimerHandle, ms: number): Promise<void> {
    if (own.cancelled) return Promise.reject(TIMER_CANCELLED);
    if (canCancelSleeps(clock)) {
      const sleep = clock.sleepCancellable(ms);
      own.cancelSleep = sleep.cancel;
      return sleep.done;
    }
    if (own.controller === undefined) {
      const controller = new AbortController();
      own.controller = controller;
      own.cancelSleep = (reason) => controller.abort(reason);
    }
    return clock.sleep(ms, own.controller.signal);
  }

  async function runTimer(own: TimerHandle): Promise<void> {
    try {
      while (!closed && wait !== undefined && timer === own) {
        const remainingMs = deadlineOf(wait) - clock.now();
        if (remainingMs > 0) {
          own.wakeMs = clock.now() + remainingMs;
          await timerSleep(own, remainingMs);
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
    if (timer !== undefined) cancelTimer(timer);
    const own: TimerHandle = {
      wakeMs: deadlineMs,
      cancelled: false,
      cancelSleep: undefined,
      controller: undefined,
    };
    timer = own;
    void runTimer(own);
  }

  // One abort listener for the whole stream (EventTarget listeners are costly per event).
  let rejectWait: ((reason: unknown) => void) | undefined;
  const { signal } = options;
  const onAbort = (): void => rejectWait?.(signal?.reason);
  signal?.addEventListener('abort', onAbort, { once: true });

  return {
    next<T>(iterator: AsyncIterator<T>): Promise<WatchedNext<T>> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      let pending: Promise<IteratorResult<T>>;
      try {
        pending = iterator.next();
      } catch (error) {
        return Promise.reject(error);
      }
      // A plain promise rather than an async function: two promises and a microtask hop fewer per
      // event. Whatever settles it first clears the wait, unless a later `next()` replaced it.
      return new Promise<WatchedNext<T>>((resolve, reject) => {
        const current = {
          startMs: clock.now(),
          stalled: false,
          onIdle: (idleMs: number): void => {
            release();
            resolve({ kind: 'idle', idleMs });
          },
        };
        const release = (): void => {
          if (wait === current) wait = undefined;
          if (rejectWait === fail) rejectWait = undefined;
        };
        const fail = (reason: unknown): void => {
          release();
          reject(reason);
        };
        wait = current;
        rejectWait = fail;
        // If the watchdog wins, the abandoned next() may reject later: `fail` handles that
        // rejection too (a no-op by then), so it never goes unhandled.
        pending.then((result) => {
          release();
          resolve({ kind: 'event', result });
        }, fail);
        arm();
      });
    },
    setIdleTimeout(ms: number): void {
      idleTimeoutMs = ms;
      stallMs = stallFor(ms);
      arm();
    },
    close(): void {
      closed = true;
      wait = undefined;
      signal?.removeEventListener('abort', onAbort);
      if (timer !== undefined) cancelTimer(timer);
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
