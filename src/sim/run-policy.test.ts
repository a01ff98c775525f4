import { describe, expect, it } from 'vitest';
import type { SimPolicy } from './policy.js';
import { runPolicy } from './run-policy.js';
import { parseScenario } from './scenario.js';
import { generateTraffic } from './traffic.js';

const scenario = parseScenario({
  name: 'drain',
  duration: '2s',
  traffic: { rate: '1/s', arrivals: 'uniform' },
  models: { chat: { targets: [{ provider: 'sandbox', model: 'm' }] } },
});

describe('runPolicy', () => {
  it('aborts requests still open at the drain limit and counts them as failed', async () => {
    const waitsForever: SimPolicy = {
      name: 'waits',
      description: 'sleeps on the clock until aborted',
      create: (context) => ({
        execute: async (request, signal) => {
          if (request.index === 1) await context.clock.sleep(10 * 3_600_000, signal);
          return { ok: true, deliveredTokens: 1 };
        },
        close: async () => {},
      }),
    };
    const run = await runPolicy({
      scenario,
      traffic: generateTraffic(scenario),
      policy: waitsForever,
    });
    expect(run.abandoned).toBe(1);
    expect(run.requests.map((request) => request.ok)).toEqual([true, false]);
    expect(run.requests[1]?.failure).toBe('Error');
  });

  it('does not hang on a request that ignores the abort', async () => {
    const stuck: SimPolicy = {
      name: 'stuck',
      description: 'never settles',
      create: () => ({
        execute: (request) =>
          request.index === 0
            ? new Promise(() => undefined)
            : Promise.resolve({ ok: true, deliveredTokens: 1 }),
        close: async () => {},
      }),
    };
    const run = await runPolicy({ scenario, traffic: generateTraffic(scenario), policy: stuck });
    expect(run.abandoned).toBe(1);
    expect(run.requests).toHaveLength(2);
    expect(run.requests[0]).toMatchObject({ ok: false, failure: 'never settled' });
  });
});
