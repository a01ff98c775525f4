import { describe, expect, it } from 'vitest';
import { ManualClock } from '../testing/manual-clock.js';
import { createStreamWatchdog, nextWithWatchdog } from './stream-watchdog.js';

function gate<T>(): { promise: Promise<IteratorResult<T>>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<IteratorResult<T>>((done) => {
    resolve = (value) => done({ done: false, value });
  });
  return { promise, resolve };
}

describe('nextWithWatchdog', () => {
  it('returns the event and leaves no timer', async () => {
    const clock = new ManualClock();
    const pending = gate<string>();
    const iterator = { next: () => pending.promise };
    const result = nextWithWatchdog(iterator, {
      clock,
      idleTimeoutMs: 90_000,
      stallWarningMs: 30_000,
      onStall: () => undefined,
    });
    await clock.advance(10_000);
    pending.resolve('a');
    await expect(result).resolves.toEqual({ kind: 'event', result: { done: false, value: 'a' } });
    expect(clock.pending).toBe(0);
  });

  it('reports a stall at 30 s and still delivers the event at 40 s', async () => {
    const clock = new ManualClock();
    const pending = gate<string>();
    const stalls: number[] = [];
    const result = nextWithWatchdog(
      { next: () => pending.promise },
      { clock, idleTimeoutMs: 90_000, stallWarningMs: 30_000, onStall: (gap) => stalls.push(gap) },
    );
    await clock.advance(29_999);
    expect(stalls).toEqual([]);
    await clock.advance(1);
    expect(stalls).toEqual([30_000]);
    await clock.advance(10_000);
    pending.resolve('late');
    await expect(result).resolves.toMatchObject({ kind: 'event' });
    expect(clock.pending).toBe(0);
  });

  it('reports idle after exactly 90 s', async () => {
    const clock = new ManualClock();
    let settled = false;
    const result = nextWithWatchdog(
      { next: () => new Promise<IteratorResult<string>>(() => undefined) },
      { clock, idleTimeoutMs: 90_000, stallWarningMs: 30_000, onStall: () => undefined },
    ).finally(() => {
      settled = true;
    });
    await clock.advance(89_999);
    expect(settled).toBe(false);
    await clock.advance(1);
    await expect(result).resolves.toEqual({ kind: 'idle', idleMs: 90_000 });
    expect(clock.pending).toBe(0);
  });

  it('rejects with the abort reason at once and leaves no timer', async () => {
    const clock = new ManualClock();
    const controller = new AbortController();
    const result = nextWithWatchdog(
      { next: () => new Promise<IteratorResult<string>>(() => undefined) },
      {
        clock,
        idleTimeoutMs: 90_000,
        stallWarningMs: 30_000,
        signal: controller.signal,
        onStall: () => undefined,
      },
    );
    const reason = new Error('caller left');
    controller.abort(reason);
    await expect(result).rejects.toBe(reason);
    expect(clock.pending).toBe(0);
  });

  it('propagates an iterator error', async () => {
    const clock = new ManualClock();
    const failure = new Error('boom');
    await expect(
      nextWithWatchdog(
        { next: () => Promise.reject(failure) },
        { clock, idleTimeoutMs: 1_000, stallWarningMs: 0, onStall: () => undefined },
      ),
    ).rejects.toBe(failure);
    expect(clock.pending).toBe(0);
  });

  it('one watchdog serves a whole stream: exact stalls per wait, one timer, none after close', async () => {
    const clock = new ManualClock();
    const stalls: number[] = [];
    const gates: ReturnType<typeof gate<string>>[] = [];
    const iterator = {
      next: () => {
        const next = gate<string>();
        gates.push(next);
        return next.promise;
      },
    };
    const watchdog = createStreamWatchdog({
      clock,
      idleTimeoutMs: 90_000,
      stallWarningMs: 30_000,
      onStall: () => stalls.push(clock.now()),
    });
    const start = clock.now();
    // Wait 1: stalls at 30 s, answered at 40 s.
    const first = watchdog.next(iterator);
    await clock.advance(40_000);
    gates[0]!.resolve('a');
    await expect(first).resolves.toMatchObject({ kind: 'event' });
    expect(stalls).toEqual([start + 30_000]);
    // Wait 2 starts at 40 s: its stall is due at 70 s even though the old timer slept to 130 s.
    const second = watchdog.next(iterator);
    await clock.advance(30_000);
    expect(stalls).toEqual([start + 30_000, start + 70_000]);
    expect(clock.pending).toBe(1);
    await clock.advance(60_000);
    await expect(second).resolves.toEqual({ kind: 'idle', idleMs: 90_000 });
    expect(clock.now() - start).toBe(130_000);
    // Many quick events need no new timers.
    const third = watchdog.next(iterator);
    await clock.advance(1);
    gates[2]!.resolve('b');
    await expect(third).resolves.toEqual({ kind: 'event', result: { done: false, value: 'b' } });
    expect(clock.pending).toBeLessThanOrEqual(1);
    watchdog.close();
    await clock.advance(1);
    expect(clock.pending).toBe(0);
  });
});

describe('createStreamWatchdog waits', () => {
  const options = (clock: ManualClock) => ({
    clock,
    idleTimeoutMs: 1_000,
    stallWarningMs: 0,
    onStall: () => undefined,
  });

  it('ignores a late result or rejection of a next() it already reported idle', async () => {
    const clock = new ManualClock();
    const watchdog = createStreamWatchdog(options(clock));
    const late = gate<string>();
    const first = watchdog.next({ next: () => late.promise });
    await clock.advance(1_000);
    await expect(first).resolves.toEqual({ kind: 'idle', idleMs: 1_000 });
    const rejected = watchdog.next({ next: () => Promise.reject(new Error('late failure')) });
    late.resolve('too late');
    await expect(rejected).rejects.toThrow('late failure');
    watchdog.close();
    expect(clock.pending).toBe(0);
  });

  it('keeps watching a second wait after the first one settled', async () => {
    const clock = new ManualClock();
    const watchdog = createStreamWatchdog(options(clock));
    const one = gate<string>();
    const firstWait = watchdog.next({ next: () => one.promise });
    one.resolve('a');
    await expect(firstWait).resolves.toMatchObject({ kind: 'event' });
    const second = watchdog.next({
      next: () => new Promise<IteratorResult<string>>(() => undefined),
    });
    await clock.advance(999);
    let settled = false;
    void second.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await clock.advance(1);
    await expect(second).resolves.toEqual({ kind: 'idle', idleMs: 1_000 });
    watchdog.close();
  });

  it('rejects when the iterator throws synchronously, and arms no timer for it', async () => {
    const clock = new ManualClock();
    const watchdog = createStreamWatchdog(options(clock));
    const failure = new Error('next() threw');
    await expect(
      watchdog.next({
        next: () => {
          throw failure;
        },
      }),
    ).rejects.toBe(failure);
    expect(clock.pending).toBe(0);
    watchdog.close();
  });
});
