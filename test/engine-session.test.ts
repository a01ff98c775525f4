/**
 * Session stickiness (DESIGN §2.6) with caller-chosen session ids: a very long id still pins its
 * session, but the store only ever sees a bounded id.
 */
import { describe, expect, it, vi } from 'vitest';
import { MAX_SESSION_ID_LENGTH } from '../src/policies/session-id.js';
import { MemoryStore } from '../src/stores/memory/memory-store.js';
import { harness, REQUEST, settle } from './engine-harness.js';

describe('engine: session ids reach the store bounded', () => {
  it('a 64 KB session id pins its fallback; the store keys stay short', async () => {
    const store = new MemoryStore();
    const stick = vi.spyOn(store, 'stickSession');
    const read = vi.spyOn(store, 'sessionTarget');
    const h = harness(
      [{ script: [{ status: 500 }] }, { script: () => ({ text: 'from fallback' }) }],
      { store, retry: { maxRetries: 0 }, breaker: false },
    );
    const long = `tenant-1:${'z'.repeat(64 * 1024)}`;
    const first = await settle(h.clock, h.client.chat(REQUEST, { session: long }));
    expect(first.target).toBe('chat[1]:scripted/model-1');
    // The primary works again, but the session stays on the fallback (one-way).
    const again = await settle(h.clock, h.client.chat(REQUEST, { session: long }));
    expect(again.target).toBe('chat[1]:scripted/model-1');
    // A session that differs only in its last character is another session.
    const other = await settle(
      h.clock,
      h.client.chat(REQUEST, { session: `${long.slice(0, -1)}y` }),
    );
    expect(other.target).toBe('chat[0]:scripted/model-0');
    for (const call of [...stick.mock.calls, ...read.mock.calls])
      expect(call[0].length).toBeLessThanOrEqual(100);
    expect(stick).toHaveBeenCalledTimes(1);
    expect(store.sessionCount).toBe(1);
  });

  it('a short session id is stored as it is', async () => {
    const store = new MemoryStore();
    const stick = vi.spyOn(store, 'stickSession');
    const h = harness(
      [{ script: [{ status: 500 }] }, { script: () => ({ text: 'from fallback' }) }],
      { store, retry: { maxRetries: 0 }, breaker: false },
    );
    const session = 's'.repeat(MAX_SESSION_ID_LENGTH);
    await settle(h.clock, h.client.chat(REQUEST, { session }));
    expect(stick.mock.calls[0]?.[0]).toBe(session);
  });
});
