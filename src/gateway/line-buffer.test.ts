import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createLineBuffer } from './line-buffer.js';

const directory = mkdtempSync(join(tmpdir(), 'stayup-line-buffer-'));
const descriptors: number[] = [];
afterAll(() => {
  for (const fd of descriptors) closeSync(fd);
  rmSync(directory, { recursive: true, force: true });
});

/** An open file (a descriptor is ready at once; a path would open asynchronously). */
function openLog(name: string): { file: string; fd: number } {
  const file = join(directory, name);
  const fd = openSync(file, 'w');
  descriptors.push(fd);
  return { file, fd };
}

const flushed = (buffer: ReturnType<typeof createLineBuffer>): Promise<void> =>
  new Promise((resolve, reject) => buffer.flush((error) => (error ? reject(error) : resolve())));

describe('createLineBuffer', () => {
  it('holds lines until a batch is full, then writes them in order', async () => {
    const { file, fd } = openLog('batches.log');
    const buffer = createLineBuffer({ dest: fd, minLength: 100, flushIntervalMs: 60_000 });
    buffer.write('a'.repeat(40));
    buffer.write('b'.repeat(40));
    buffer.flushSync();
    expect(readFileSync(file, 'utf8')).toBe(`${'a'.repeat(40)}${'b'.repeat(40)}`);
    for (let index = 0; index < 30; index += 1) buffer.write(`line ${index}\n`);
    // 30 short lines passed the 100-character batch: the first batches are handed over at once.
    await flushed(buffer);
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('line 29\n'));
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.slice(0, 30)).toEqual(
      Array.from({ length: 30 }, (_, index) =>
        index === 0 ? `${'a'.repeat(40)}${'b'.repeat(40)}line 0` : `line ${index}`,
      ),
    );
  });

  it('writes a partial batch on flush() and within its interval, and holds no timer when idle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { file, fd } = openLog('interval.log');
    const buffer = createLineBuffer({ dest: fd, minLength: 4096, flushIntervalMs: 30 });
    try {
      expect(vi.getTimerCount()).toBe(0);
      buffer.write('one\n');
      vi.advanceTimersByTime(20);
      buffer.write('more\n');
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(9);
      expect(readFileSync(file, 'utf8')).toBe('');
      // The first pending line waits at most the interval; the later one leaves with it.
      vi.advanceTimersByTime(1);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toBe('one\nmore\n'));
    buffer.write('two\n');
    buffer.flushSync();
    expect(readFileSync(file, 'utf8')).toBe('one\nmore\ntwo\n');
  });
});
