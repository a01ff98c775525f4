/**
 * Default request ids carry a per-client part drawn from the client's (default) Random, so two
 * clients or replicas do not both call their first request `req_1`. With an injected Random (a
 * seeded one in tests and the simulator) ids stay `req_<n>`: a draw would shift its sequence.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions } from '../src/client/types.js';
import type { StayupEvent } from '../src/core/events.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { scriptedAdapter } from '../src/testing/scripted-adapter.js';
import { REQUEST } from './engine-harness.js';

async function requestIds(random: ClientOptions['random'], count: number): Promise<string[]> {
  const clock = new ManualClock();
  const ids: string[] = [];
  const client = createClient({
    clock,
    ...(random === undefined ? {} : { random }),
    onEvent: (event: StayupEvent) => {
      if (event.type === 'request') ids.push(event.requestId);
    },
    models: {
      chat: {
        targets: [
          { provider: scriptedAdapter({ clock, script: () => ({ text: 'ok' }) }), model: 'm' },
        ],
      },
    },
  });
  for (let index = 0; index < count; index++) await client.chat(REQUEST);
  await client.chat(REQUEST, { requestId: 'mine' });
  await client.close();
  return ids;
}

describe('library: default request ids', () => {
  it('differ between clients and stay unique within one', async () => {
    const first = await requestIds(undefined, 3);
    const second = await requestIds(undefined, 3);
    expect(first.slice(0, 3).every((id) => /^req_[0-9a-z]{6}_\d+$/.test(id))).toBe(true);
    expect(new Set(first).size).toBe(4);
    expect(first[3]).toBe('mine');
    // 36^6 client parts: two clients share one with odds of about 1 in 2 billion.
    expect(first.slice(0, 3).some((id) => second.includes(id))).toBe(false);
  });

  it('with an injected Random, ids are req_<n> and the Random is not drawn from', async () => {
    let draws = 0;
    const random = seededRandom(7);
    const counted = (): number => {
      draws += 1;
      return random();
    };
    expect(await requestIds(counted, 2)).toEqual(['req_1', 'req_2', 'mine']);
    expect(draws).toBe(0);
  });
});
