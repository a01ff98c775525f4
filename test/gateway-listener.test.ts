/**
 * A library listener passed to the gateway (`clientOptions.onEvent`) that throws or returns a
 * rejected promise is isolated like any other listener: the request is answered, the gateway's
 * own listener still sees every event, and no unhandled rejection reaches the process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import type { StayupEvent } from '../src/core/events.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

let gateway: Gateway;
let baseURL: string;
const seen: StayupEvent['type'][] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  const config = parseConfig(`models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large, latency: { ttft: 1ms, tokens_per_s: 100000 } }
`);
  gateway = createGateway({
    config,
    logger: false,
    metrics: false,
    clientOptions: {
      onEvent: async (event) => {
        seen.push(event.type);
        throw new Error('listener failed');
      },
    },
  });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  process.off('unhandledRejection', onUnhandled);
});

describe('a failing library listener under the gateway', () => {
  it('neither fails the request nor leaves an unhandled rejection', async () => {
    const response = await fetch(`${baseURL}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-stayup-attempts')).toBe('1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toContain('success');
    expect(unhandled).toEqual([]);
  });
});
