/**
 * A fast virtual clock for the simulator. Like `ManualClock` it implements the `Clock` port and
 * time moves only when the simulation runs it, but it wakes every sleeper due at the same instant
 * together and then flushes pending promise callbacks once (a single `process.nextTick`), instead of
 * once per sleeper: a 10-minute, 5 requests/s scenario needs tens of thousands of wake-ups.
 * @module
 */
import type { CancellableSleepClock } from '../policies/stream-watchdog.js';

interface Sleeper {
  readonly wakeAtMs: number;
  readonly order: number;
  /** Cleared once the sleeper woke or was aborted. */
  resolve: (() => void) | undefined;
  readonly reject: (reason: unknown) => void;
  readonly signal: AbortSignal | undefined;
}

function earlier(a: Sleeper, b: Sleeper): boolean {
  return a.wakeAtMs < b.wakeAtMs || (a.wakeAtMs === b.wakeAtMs && a.order < b.order);
}

/**
 * A virtual clock: `sleep` schedules on a heap; {@link VirtualClock.run} jumps from one wake-up
 * time to the next. Sleepers due at the same time wake in the order they slept.
 *
 * @example
 * const clock = new VirtualClock({ startMs: 0 });
 * void task(clock);           // code that sleeps on the clock
 * await clock.run();          // runs until nothing is scheduled
 */
export class VirtualClock implements CancellableSleepClock {
  private nowMs: number;
  private order = 0;
  private readonly heap: Sleeper[] = [];
  /**
   * Sleepers that arrived in wake-up order (each due no earlier than the one before it), e.g. the
   * thousands of request arrivals a simulation schedules up front. Kept in a plain queue (from
   * `queueHead` on) so the heap holds only the few out-of-order sleepers of the requests in
   * flight; the earliest sleeper is the earlier of the queue's head and the heap's top.
   */
  private queue: Sleeper[] = [];
  private queueHead = 0;
  private readonly watched = new WeakMap<AbortSignal, Set<Sleeper>>();
  private live = 0;
  /** Wake-up rounds run so far (one per distinct instant), for performance reports. */
  wakeRounds = 0;
  /** `sleep` only reads its signal and listens to it (see `Clock.lightSignals`). */
  readonly lightSignals = true;

  constructor(options: { readonly startMs?: number | undefined } = {}) {
    this.nowMs = options.startMs ?? 0;
  }

  now(): number {
    return this.nowMs;
  }

  /** Sleepers still scheduled. */
  get pending(): number {
    return this.live;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const delayMs = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    return new Promise<void>((resolve, reject) => {
      const sleeper: Sleeper = {
        wakeAtMs: this.nowMs + delayMs,
        order: this.order++,
        resolve,
        reject,
        signal,
      };
      if (signal !== undefined) this.watch(signal).add(sleeper);
      this.live++;
      this.push(sleeper);
    });
  }

  /**
   * A sleep cancelled by calling `cancel(reason)` instead of aborting a signal: `cancel` rejects it
   * with `reason` at once, as an abort would, and does nothing once it woke. The stream watchdog
   * arms one timer per streamed attempt; an `AbortController` for each would cost more than the
   * rest of the timer's work.
   */
  sleepCancellable(ms: number): { readonly done: Promise<void>; cancel(reason: unknown): void } {
    const delayMs = Number.isFinite(ms) ? Math.max(0, ms) : 0;
    let sleeper: Sleeper | undefined;
    const done = new Promise<void>((resolve, reject) => {
      sleeper = {
        wakeAtMs: this.nowMs + delayMs,
        order: this.order++,
        resolve,
        reject,
        signal: undefined,
      };
      this.live++;
      this.push(sleeper);
    });
    return {
      done,
      cancel: (reason: unknown): void => {
        if (sleeper === undefined || sleeper.resolve === undefined) return;
        sleeper.resolve = undefined;
        this.live--;
        sleeper.reject(reason);
      },
    };
  }

  /**
   * The sleepers waiting on `signal`. One abort listener per signal (not one per sleep): an
   * attempt's signal is shared by all the sleeps of its stream, and adding and removing a
   * listener per sleep is a large share of a simulation's cost.
   */
  private watch(signal: AbortSignal): Set<Sleeper> {
    let sleepers = this.watched.get(signal);
    if (sleepers !== undefined) return sleepers;
    const watching = new Set<Sleeper>();
    sleepers = watching;
    this.watched.set(signal, watching);
    signal.addEventListener(
      'abort',
      () => {
        for (const sleeper of watching) {
          if (sleeper.resolve === undefined) continue;
          sleeper.resolve = undefined;
          this.live--;
          sleeper.reject(signal.reason);
        }
        watching.clear();
      },
      { once: true },
    );
    return sleepers;
  }

  /**
   * Runs the simulation: wakes sleepers in time order until none is left or the next one is
   * after `untilMs`. Resolves with true when it stopped because nothing was scheduled.
   *
   * Between rounds every queued promise callback runs; no virtual time passes. A round is a
   * microtask that, after its wake-ups, schedules a `process.nextTick`; Node runs that tick only
   * once the microtask queue is empty, including the callbacks those callbacks queue, so it waits
   * for every pure-promise chain like a macrotask turn would, without the event-loop iteration
   * (and its poll syscall) a `setImmediate` costs. The tick queues the next round as a microtask.
   * (The engine, the memory store and the sandbox adapter only wait on promises and this clock.)
   * One settled-promise reaction and no `await` per round: a run has tens of thousands of rounds.
   */
  run(options: { readonly untilMs?: number | undefined } = {}): Promise<boolean> {
    const untilMs = options.untilMs ?? Number.POSITIVE_INFINITY;
    return new Promise<boolean>((resolve, reject) => {
      const settled = Promise.resolve();
      const round = (): void => {
        try {
          const next = this.peekLive();
          if (next === undefined) {
            resolve(true);
            return;
          }
          if (next.wakeAtMs > untilMs) {
            this.nowMs = Math.max(this.nowMs, untilMs);
            resolve(false);
            return;
          }
          this.wakeAll(next.wakeAtMs);
          process.nextTick(tick);
        } catch (error) {
          reject(error);
        }
      };
      // A reaction on a settled promise, not `queueMicrotask`: Node wraps every `queueMicrotask`
      // callback in an AsyncResource (≈ 0.3 µs more a round, tens of thousands of rounds a run).
      const tick = (): void => {
        void settled.then(round);
      };
      process.nextTick(tick);
    });
  }

  /** Wakes every live sleeper due at `wakeAtMs`, in the order they slept. */
  private wakeAll(wakeAtMs: number): void {
    this.nowMs = Math.max(this.nowMs, wakeAtMs);
    this.wakeRounds++;
    for (let due = this.peekLive(); due !== undefined && due.wakeAtMs === wakeAtMs; ) {
      this.remove(due);
      const resolve = due.resolve;
      due.resolve = undefined;
      this.live--;
      if (due.signal !== undefined) this.watched.get(due.signal)?.delete(due);
      resolve?.();
      due = this.peekLive();
    }
  }

  /** The earliest sleeper that was not aborted (aborted ones are dropped lazily). */
  private peekLive(): Sleeper | undefined {
    let top = this.heap[0];
    while (top !== undefined && top.resolve === undefined) {
      this.pop();
      top = this.heap[0];
    }
    let first = this.queue[this.queueHead];
    while (first !== undefined && first.resolve === undefined) {
      this.queueHead++;
      first = this.queue[this.queueHead];
    }
    if (first === undefined) {
      // Drained: start the queue again instead of letting it grow without end.
      if (this.queueHead > 0) {
        this.queue = [];
        this.queueHead = 0;
      }
      return top;
    }
    return top === undefined || earlier(first, top) ? first : top;
  }

  /** Removes `sleeper`, which {@link peekLive} just returned (the queue's head or the heap's top). */
  private remove(sleeper: Sleeper): void {
    if (this.queue[this.queueHead] === sleeper) this.queueHead++;
    else this.pop();
  }

  private push(sleeper: Sleeper): void {
    // `order` only grows, so a sleeper due no earlier than the queue's tail keeps the queue sorted.
    const tail = this.queue[this.queue.length - 1];
    if (
      this.queueHead === this.queue.length ||
      (tail !== undefined && tail.wakeAtMs <= sleeper.wakeAtMs)
    ) {
      this.queue.push(sleeper);
      return;
    }
    const heap = this.heap;
    heap.push(sleeper);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      const above = heap[parent]!;
      if (!earlier(sleeper, above)) break;
      heap[index] = above;
      index = parent;
    }
    heap[index] = sleeper;
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop();
    if (last === undefined || heap.length === 0) return;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const child = right < heap.length && earlier(heap[right]!, heap[left]!) ? right : left;
      if (!earlier(heap[child]!, last)) break;
      heap[index] = heap[child]!;
      index = child;
    }
    heap[index] = last;
  }
}
