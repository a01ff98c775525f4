import type { Clock } from '../core/ports.js';

interface Sleeper {
  readonly wakeAtMs: number;
  readonly order: number;
  readonly resolve: () => void;
}

/** Lets every queued microtask (and promise chain) run; no real time passes. */
export function flushMicrotasks(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A virtual clock for tests and the simulator. Time moves only when `advance` is called;
 * sleepers wake in time order, with microtasks flushed between wake-ups.
 *
 * @example
 * const clock = new ManualClock({ startMs: 0 });
 * const done = clock.sleep(50);
 * await clock.advance(50); // done resolves
 */
export class ManualClock implements Clock {
  private nowMs: number;
  private order = 0;
  private sleepers: Sleeper[] = [];
  /** Every delay passed to `sleep`, in call order. */
  readonly sleeps: number[] = [];
  /** `sleep` only reads its signal and listens to it (see `Clock.lightSignals`). */
  readonly lightSignals = true;

  constructor(options: { readonly startMs?: number } = {}) {
    this.nowMs = options.startMs ?? 1_700_000_000_000;
  }

  now(): number {
    return this.nowMs;
  }

  /** Timers still scheduled. */
  get pending(): number {
    return this.sleepers.length;
  }

  /** When the next sleeper wakes, or undefined when none is scheduled. */
  get nextWakeMs(): number | undefined {
    return this.sleepers[0]?.wakeAtMs;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const delayMs = Math.max(0, ms);
    this.sleeps.push(delayMs);
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<void>((resolve, reject) => {
      const sleeper: Sleeper = {
        wakeAtMs: this.nowMs + delayMs,
        order: this.order++,
        resolve: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      const onAbort = (): void => {
        this.sleepers = this.sleepers.filter((entry) => entry !== sleeper);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.insert(sleeper);
    });
  }

  /** Moves time forward by `ms`, waking sleepers in order and flushing microtasks after each. */
  async advance(ms: number): Promise<void> {
    await this.advanceTo(this.nowMs + ms);
  }

  /** Moves time forward to `targetMs` (never backwards). */
  async advanceTo(targetMs: number): Promise<void> {
    await flushMicrotasks();
    for (;;) {
      const next = this.sleepers[0];
      if (next === undefined || next.wakeAtMs > targetMs) break;
      this.sleepers.shift();
      this.nowMs = Math.max(this.nowMs, next.wakeAtMs);
      next.resolve();
      await flushMicrotasks();
    }
    this.nowMs = Math.max(this.nowMs, targetMs);
    await flushMicrotasks();
  }

  /** Wakes the next sleeper (jumping time to it); false when none is scheduled. */
  async advanceToNext(): Promise<boolean> {
    const next = this.sleepers[0];
    if (next === undefined) return false;
    await this.advanceTo(next.wakeAtMs);
    return true;
  }

  /** Runs until no sleeper is left or `limitMs` of virtual time has passed. */
  async runAll(options: { readonly limitMs?: number } = {}): Promise<void> {
    const stopAtMs = this.nowMs + (options.limitMs ?? Number.POSITIVE_INFINITY);
    while (this.sleepers.length > 0 && (this.sleepers[0]?.wakeAtMs ?? 0) <= stopAtMs) {
      await this.advanceToNext();
    }
  }

  private insert(sleeper: Sleeper): void {
    let low = 0;
    let high = this.sleepers.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.sleepers[mid]!;
      if (
        other.wakeAtMs < sleeper.wakeAtMs ||
        (other.wakeAtMs === sleeper.wakeAtMs && other.order < sleeper.order)
      )
        low = mid + 1;
      else high = mid;
    }
    this.sleepers.splice(low, 0, sleeper);
  }
}
