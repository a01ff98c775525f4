import { describe, expect, it } from 'vitest';
import { lazyStream } from '../src/providers/shared/lazy-stream.js';

async function* numbers(log: string[]): AsyncGenerator<number> {
  try {
    yield 1;
    yield 2;
  } finally {
    log.push('inner closed');
  }
}

describe('lazyStream', () => {
  it('opens on the first next() and forwards every item', async () => {
    const log: string[] = [];
    let opened = 0;
    const stream = lazyStream(async () => {
      opened++;
      return numbers(log);
    });
    expect(opened).toBe(0);
    const seen: number[] = [];
    for await (const value of stream) seen.push(value);
    expect(seen).toEqual([1, 2]);
    expect(opened).toBe(1);
    expect(log).toEqual(['inner closed']);
  });

  it('rejects the first next() when opening fails, then reports done', async () => {
    const failure = new Error('connect refused');
    const stream = lazyStream<number>(() => Promise.reject(failure));
    await expect(stream.next()).rejects.toBe(failure);
    await expect(stream.next()).resolves.toEqual({ done: true, value: undefined });
  });

  it('closes the inner iterator on an early return', async () => {
    const log: string[] = [];
    const stream = lazyStream(async () => numbers(log));
    for await (const value of stream) {
      expect(value).toBe(1);
      break;
    }
    expect(log).toEqual(['inner closed']);
  });

  it('never opens when returned before the first next()', async () => {
    let opened = 0;
    const stream = lazyStream(async () => {
      opened++;
      return numbers([]);
    });
    await stream.return?.();
    await expect(stream.next()).resolves.toEqual({ done: true, value: undefined });
    expect(opened).toBe(0);
  });

  it('closes an iterator whose opening was in flight when return() came', async () => {
    const log: string[] = [];
    let finishOpening: (() => void) | undefined;
    const stream = lazyStream(
      () =>
        new Promise<AsyncIterator<number>>((resolve) => {
          finishOpening = () => resolve(numbers(log));
        }),
    );
    const first = stream.next();
    const closing = stream.return?.();
    finishOpening?.();
    await closing;
    await first;
    expect(await stream.next()).toMatchObject({ done: true });
  });
});
