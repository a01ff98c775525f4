/**
 * A half-open probe the caller cancels says nothing about the target (DESIGN §2.5: the probe's
 * answer decides): it must not count as a success that closes the breaker of a target that never
 * answered. Nor may it hold the single probe slot: it used to stay "in flight" until the maths
 * presumed it lost, a whole openMs in which every request (every replica, on Redis) was refused
 * the target; the probe is now given back, so the next request probes at once.
 */
import { describe, expect, it } from 'vitest';
import { NoTargetAvailableError } from '../src/core/errors.js';
import { flushMicrotasks } from '../src/testing/manual-clock.js';
import { harness, openBreakerAndCool, REQUEST, settle } from './engine-harness.js';

const SERVER_ERROR = { status: 500 } as const;

describe('engine: a cancelled half-open probe', () => {
  it('does not close the breaker', async () => {
    let mode: 'down' | 'hang' = 'down';
    const h = harness([{ script: () => (mode === 'down' ? SERVER_ERROR : { hang: true }) }], {
      budget: false,
    });
    await openBreakerAndCool(h);
    mode = 'hang';
    const controller = new AbortController();
    const probe = h.client.chat(REQUEST, { signal: controller.signal });
    await flushMicrotasks();
    const calls = h.adapters[0]!.calls.length;
    controller.abort(new Error('user cancelled'));
    await expect(probe).rejects.toThrow('user cancelled');
    expect(h.events.ofType('breaker_close')).toHaveLength(0);
    await flushMicrotasks();
    // The next request takes the probe at once: one call, and its answer decides.
    mode = 'down';
    await settle(h.clock, h.client.chat(REQUEST)).catch(() => undefined);
    expect(h.adapters[0]!.calls).toHaveLength(calls + 1);
    // It failed: the breaker is open again, and only one call went upstream (a probe, not traffic).
    const after = await settle(h.clock, h.client.chat(REQUEST)).catch((error: unknown) => error);
    expect(after).toBeInstanceOf(NoTargetAvailableError);
    expect(h.adapters[0]!.calls).toHaveLength(calls + 1);
    expect(h.events.ofType('breaker_close')).toHaveLength(0);
  });
});
