/**
 * The signal a gateway request gives the client: a light one for the client the gateway builds
 * from its config (the engine links a real AbortSignal for adapters that need one), a real
 * `AbortSignal` for a client passed in. Either way a caller that leaves aborts the upstream call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResult, ChatStream, Client, RequestOptions } from '../src/client/types.js';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

let fake: FakeProvider;
let gateway: Gateway;
let baseURL: string;

beforeAll(async () => {
  fake = await startFakeProvider({ wire: 'openai' });
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 0 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${fake.baseUrl}", keys: ["k"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false });
  baseURL = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await fake.close();
});

async function leaveDuring(stream: boolean): Promise<void> {
  const hits = fake.requests.length;
  fake.enqueue({ kind: 'hang', headers: stream });
  const controller = new AbortController();
  const pending = fetch(`${baseURL}/v1/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'oa', stream, messages: [{ role: 'user', content: 'x' }] }),
    signal: controller.signal,
  }).catch(() => undefined);
  await fake.waitForPause();
  const upstream = fake.requests[hits];
  expect(upstream).toBeDefined();
  controller.abort();
  await pending;
  await upstream?.closed;
  expect(upstream?.clientAborted()).toBe(true);
  await fake.release();
}

describe('the request signal', () => {
  it('a caller that leaves a plain request aborts the upstream call (config-built client)', async () => {
    await leaveDuring(false);
  });

  it('a caller that leaves a stream before its first byte aborts the upstream call', async () => {
    await leaveDuring(true);
  });

  it('a client passed in receives a real AbortSignal', async () => {
    const seen: unknown[] = [];
    const result: ChatResult = {
      id: 'r',
      model: 'm',
      content: [{ type: 'text', text: 'hi' }],
      finishReason: 'stop',
      usage: { inputTokens: 1, outputTokens: 1 },
      target: 'oa[0]:stub/m',
      attempts: [],
    };
    const client: Client = {
      models: ['oa'],
      async chat(_request, options?: RequestOptions) {
        seen.push(options?.signal);
        return result;
      },
      stream(): ChatStream {
        throw new Error('not used');
      },
      async close() {},
    };
    const own = createGateway({ client, logger: false, metrics: false });
    const { url } = await own.listen(0, '127.0.0.1');
    try {
      const response = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'oa', messages: [{ role: 'user', content: 'x' }] }),
      });
      expect(response.status).toBe(200);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toBeInstanceOf(AbortSignal);
    } finally {
      await own.close();
    }
  });
});
