/**
 * An async `onEvent` listener that rejects is swallowed like one that throws: never an unhandled
 * rejection (which would end the process), never a failed request.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StayupEvent } from '../src/core/events.js';
import { MemoryStore } from '../src/stores/memory/memory-store.js';
import { resilientStore } from '../src/stores/resilient-store.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { harness, REQUEST, settle } from './engine-harness.js';

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => {
  unhandled.push(reason);
};

beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
});

/** Lets Node report unhandled rejections (it does so after the microtask queue drains). */
const macrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('library: a rejecting async listener', () => {
  it('the engine swallows its rejections and the request succeeds', async () => {
    const seen: string[] = [];
    const onEvent = async (event: StayupEvent): Promise<void> => {
      seen.push(event.type);
      throw new Error(`listener failed on ${event.type}`);
    };
    const h = harness([{ script: [{ status: 503, body: 'busy' }, { text: 'ok' }] }], { onEvent });
    const result = await settle(h.clock, h.client.chat(REQUEST));
    expect(result.content).toEqual([{ type: 'text', text: 'ok' }]);
    expect(seen).toContain('retry');
    await macrotask();
    await macrotask();
    expect(unhandled).toEqual([]);
  });

  it('the resilient store swallows its rejections', async () => {
    const clock = new ManualClock();
    const seen: string[] = [];
    const failing = new Proxy(new MemoryStore(), {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        if (property === 'close') return () => Promise.resolve();
        return () => Promise.reject(new Error('ECONNREFUSED'));
      },
    });
    const store = resilientStore({
      shared: failing,
      local: new MemoryStore(),
      clock,
      timeoutMs: 50,
      maxWaitMs: 10,
      onEvent: async (event) => {
        seen.push(event.type);
        throw new Error('listener failed');
      },
    });
    expect(await store.recordUsage('k1')).toBe(1);
    expect(seen).toEqual(['store_degraded']);
    await macrotask();
    await macrotask();
    expect(unhandled).toEqual([]);
    await store.close();
  });
});
