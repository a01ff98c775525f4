import { describe, expect, it } from 'vitest';
import { describeStateStore } from '../../testing/state-store-contract.js';
import { MemoryStore, memoryStore } from './memory-store.js';

describeStateStore('memory', () => memoryStore());

const HOUR_MS = 3_600_000;

describe('MemoryStore session pins are bounded', () => {
  it('expired pins are freed without being read again (a full sweep at most once a minute)', async () => {
    const store = new MemoryStore();
    for (let index = 0; index < 10_000; index++)
      await store.stickSession(`sess-${index}`, 'chat', 1, 0, 1_000);
    expect(store.sessionCount).toBe(10_000);
    // Two hours later, one more pin: every expired one is gone.
    await store.stickSession('later', 'chat', 1, 2 * HOUR_MS, 1_000);
    expect(store.sessionCount).toBe(1);
    expect(await store.sessionTarget('later', 'chat', 2 * HOUR_MS)).toBe(1);
  });

  it('between full sweeps, each write frees a few expired pins from the front', async () => {
    const store = new MemoryStore();
    await store.stickSession('first', 'chat', 1, 0, 10);
    for (let index = 0; index < 99; index++)
      await store.stickSession(`sess-${index}`, 'chat', 1, 0, 10);
    expect(store.sessionCount).toBe(100);
    await store.stickSession('a', 'chat', 1, 20, 60_000);
    expect(store.sessionCount).toBe(100 + 1 - 16);
    await store.stickSession('b', 'chat', 1, 21, 60_000);
    expect(store.sessionCount).toBe(100 + 2 - 32);
    // The front sweep stops at the first live pin.
    for (let index = 0; index < 10; index++)
      await store.stickSession(`c-${index}`, 'chat', 1, 22, 60_000);
    expect(store.sessionCount).toBe(12);
  });

  it('pins with a longer TTL in front do not keep later expired ones alive past a minute', async () => {
    const store = new MemoryStore();
    await store.stickSession('long', 'chat', 1, 0, 10 * HOUR_MS);
    for (let index = 0; index < 1_000; index++)
      await store.stickSession(`short-${index}`, 'chat', 1, 0, 1_000);
    await store.stickSession('x', 'chat', 1, 10_000, 1_000);
    // The front is alive: nothing freed yet.
    expect(store.sessionCount).toBe(1_002);
    await store.stickSession('y', 'chat', 1, 60_000, 1_000);
    expect(store.sessionCount).toBe(2);
    expect(await store.sessionTarget('long', 'chat', 60_000)).toBe(1);
  });

  it('at most maxSessions pins: the oldest written goes first', async () => {
    const store = new MemoryStore({ maxSessions: 100 });
    for (let index = 0; index < 150; index++)
      await store.stickSession(`sess-${index}`, 'chat', 1, 0, HOUR_MS);
    expect(store.sessionCount).toBe(100);
    expect(await store.sessionTarget('sess-49', 'chat', 0)).toBeUndefined();
    expect(await store.sessionTarget('sess-50', 'chat', 0)).toBe(1);
    // A session written again moves to the back and survives the next evictions.
    await store.stickSession('sess-50', 'chat', 2, 0, HOUR_MS);
    await store.stickSession('new', 'chat', 1, 0, HOUR_MS);
    expect(await store.sessionTarget('sess-50', 'chat', 0)).toBe(2);
    expect(await store.sessionTarget('sess-51', 'chat', 0)).toBeUndefined();
  });

  it('a refused downgrade keeps the pin where it is and is still one-way', async () => {
    const store = new MemoryStore({ maxSessions: 2 });
    await store.stickSession('a', 'chat', 2, 0, HOUR_MS);
    await store.stickSession('b', 'chat', 1, 0, HOUR_MS);
    await store.stickSession('a', 'chat', 1, 0, HOUR_MS);
    expect(await store.sessionTarget('a', 'chat', 0)).toBe(2);
    expect(store.sessionCount).toBe(2);
  });

  it('an invalid maxSessions falls back to the default', async () => {
    for (const maxSessions of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const store = new MemoryStore({ maxSessions });
      for (let index = 0; index < 3; index++)
        await store.stickSession(`s${index}`, 'chat', 1, 0, HOUR_MS);
      expect(store.sessionCount).toBe(3);
    }
  });
});
