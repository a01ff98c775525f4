/**
 * The engine end to end on the in-process sandbox provider (no network, virtual time): the same
 * fault shapes the gateway and the simulator replay.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions, TargetOptions } from '../src/client/types.js';
import { StreamInterruptedError } from '../src/core/errors.js';
import type { StreamEvent } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { recordingEvents } from '../src/testing/recording-events.js';
import { drain, REQUEST, settle } from './engine-harness.js';

const FAST = { ttft: '100ms', tokens_per_s: 1000, chunk: '10ms', error: '20ms' };

function sandboxClient(targets: readonly TargetOptions[], extra: Partial<ClientOptions> = {}) {
  const clock = new ManualClock({ startMs: 0 });
  const events = recordingEvents();
  const client = createClient({
    models: { chat: { targets } },
    clock,
    random: seededRandom(5),
    onEvent: events.listener,
    ...extra,
  });
  return { clock, events, client };
}

describe('engine on the sandbox provider', () => {
  it('a 529 storm on the primary falls back after the overload cap', async () => {
    const { clock, client, events } = sandboxClient([
      {
        provider: 'sandbox',
        model: 'sandbox-large',
        options: { latency: FAST, faults: [{ status: 529 }] },
      },
      { provider: 'sandbox', model: 'sandbox-small', options: { latency: FAST } },
    ]);
    const result = await settle(clock, client.chat(REQUEST));
    expect(result.target).toBe('chat[1]:sandbox/sandbox-small');
    expect(result.attempts.map((attempt) => attempt.classification.reason)).toEqual([
      'overloaded',
      'overloaded',
      'overloaded',
      'overloaded',
      'unknown',
    ]);
    expect(events.ofType('fallback')[0]?.reason).toBe('overloaded');
  });

  it('a rate-limited key rotates to the next key of the same target', async () => {
    const { clock, client, events } = sandboxClient([
      {
        provider: 'sandbox',
        model: 'sandbox-large',
        keys: ['sk-one', 'sk-two'],
        options: {
          latency: FAST,
          faults: [{ keys: [0], status: 429, headers: { 'retry-after': '30' } }],
        },
      },
    ]);
    const result = await settle(clock, client.chat(REQUEST));
    expect(result.attempts.map((attempt) => [attempt.credential, attempt.action])).toEqual([
      ['key#1', 'rotate'],
      ['key#2', 'success'],
    ]);
    expect(events.ofType('rotate')[0]).toMatchObject({
      from: 'key#1',
      to: 'key#2',
      coolingUntilMs: 30_020,
    });
  });

  it('a connection reset is retried with backoff on the same target', async () => {
    const { clock, client, events } = sandboxClient([
      {
        provider: 'sandbox',
        model: 'sandbox-large',
        options: { latency: FAST, faults: [{ to: '1s', error: 'ECONNRESET' }] },
      },
    ]);
    const result = await settle(clock, client.chat(REQUEST));
    expect(result.attempts[0]?.classification.reason).toBe('timeout');
    expect(result.attempts.at(-1)?.action).toBe('success');
    // Retried (not rotated or fallen back) on the one target, each retry after a backoff delay.
    expect(result.target).toBe('chat[0]:sandbox/sandbox-large');
    expect(result.attempts[0]?.action).toBe('retry');
    expect(result.attempts.every((attempt) => attempt.target === result.target)).toBe(true);
    const retries = events.ofType('retry');
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(retries.every((event) => event.delayMs >= 500)).toBe(true);
    expect(events.ofType('fallback')).toEqual([]);
  });

  it('a 40 s mid-stream stall warns and completes; a 100 s one interrupts with the partial text', async () => {
    const slow = sandboxClient([
      {
        provider: 'sandbox',
        model: 'sandbox-large',
        options: { latency: FAST, faults: [{ stall: '40s' }] },
      },
    ]);
    const completed = await drain<StreamEvent>(slow.clock, slow.client.stream(REQUEST));
    expect(completed.error).toBeUndefined();
    expect(completed.events.at(-1)?.type).toBe('finish');
    expect(slow.events.ofType('stall')).toHaveLength(1);

    const dead = sandboxClient([
      {
        provider: 'sandbox',
        model: 'sandbox-large',
        options: { latency: FAST, faults: [{ stall: '100s' }] },
      },
    ]);
    const interrupted = await drain<StreamEvent>(dead.clock, dead.client.stream(REQUEST));
    expect(interrupted.error).toBeInstanceOf(StreamInterruptedError);
    const partial = (interrupted.error as StreamInterruptedError).partial.text;
    const delivered = interrupted.events
      .map((event) => (event.type === 'text' ? event.text : ''))
      .join('');
    expect(partial).toBe(delivered);
    expect(partial.length).toBeGreaterThan(0);
    expect(dead.clock.pending).toBe(0);
  });
});
