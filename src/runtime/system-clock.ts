import type { Clock } from '../core/ports.js';

/** A sleep cancelled by a call rather than by aborting a signal (see `sleepCancellable`). */
export interface CancellableSleep {
  readonly done: Promise<void>;
  /** Rejects `done` with `reason` at once, as aborting a signal would; nothing once it woke. */
  cancel(reason: unknown): void;
}

/** The real clock: `Date.now()` and abortable `setTimeout` sleeps that leave no timer behind. */
export const systemClock: Clock & { sleepCancellable(ms: number): CancellableSleep } = {
  now: () => Date.now(),
  lightSignals: true,
  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        clearTimeout(timer);
        reject(signal?.reason);
      };
      const timer = setTimeout(
        () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        Math.max(0, ms),
      );
      signal?.addEventListener('abort', onAbort, { once: true });
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
      timer = setTimeout(
        () => {
          fail = undefined;
          resolve();
        },
        Math.max(0, ms),
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
