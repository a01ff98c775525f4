import type { Clock } from '../core/ports.js';

/**
 * The longest delay Node's `setTimeout` keeps (2^31−1 ms, ≈ 24.8 days): a longer one, or
 * Infinity, fires after 1 ms with a TimeoutOverflowWarning. Longer sleeps re-arm in slices.
 */
export const MAX_TIMER_MS = 2_147_483_647;

/** A sleep cancelled by a call rather than by aborting a signal (see `sleepCancellable`). */
export interface CancellableSleep {
  readonly done: Promise<void>;
  /** Rejects `done` with `reason` at once, as aborting a signal would; nothing once it woke. */
  cancel(reason: unknown): void;
}

/** A `setTimeout` slice of a sleep that has `leftMs` to go (NaN and negatives sleep 0). */
function sliceMs(leftMs: number): number {
  return leftMs > 0 ? Math.min(leftMs, MAX_TIMER_MS) : 0;
}

/**
 * Calls `done` after `ms`, in slices a Node timer can keep (a longer delay fires after 1 ms);
 * `onTimer` gets each slice's timer, so the caller can clear the current one.
 */
function setLongTimeout(
  ms: number,
  done: () => void,
  onTimer: (timer: NodeJS.Timeout) => void,
): void {
  let leftMs = ms;
  const arm = (): void => {
    const delayMs = sliceMs(leftMs);
    leftMs -= delayMs;
    onTimer(setTimeout(() => (leftMs > 0 ? arm() : done()), delayMs));
  };
  arm();
}

/** The real clock: `Date.now()` and abortable `setTimeout` sleeps that leave no timer behind. */
export const systemClock: Clock & { sleepCancellable(ms: number): CancellableSleep } = {
  now: () => Date.now(),
  lightSignals: true,
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      // The listener first: a signal that cannot take one throws here, before any timer exists.
      signal?.addEventListener('abort', onAbort, { once: true });
      setLongTimeout(
        ms,
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        (next) => {
          timer = next;
        },
      );
    });
  },
  /**
   * A plain `setTimeout` the caller cancels directly. The stream watchdog arms one timer per
   * streamed attempt and cancels it when the stream ends; with an `AbortSignal` that costs a
   * signal, a listener and an abort event (≈ 20 µs in Node 20), more than the rest of its work.
   */
  sleepCancellable(ms: number): CancellableSleep {
    let timer: NodeJS.Timeout | undefined;
    let fail: ((reason: unknown) => void) | undefined;
    const done = new Promise<void>((resolve, reject) => {
      fail = reject;
      setLongTimeout(
        ms,
        () => {
          fail = undefined;
          resolve();
        },
        (next) => {
          timer = next;
        },
      );
    });
    return {
      done,
      cancel(reason) {
        if (fail === undefined) return;
        clearTimeout(timer);
        const reject = fail;
        fail = undefined;
        reject(reason);
      },
    };
  },
};
