/**
 * An upstream 400 that names the field at fault (`error.param`, as OpenAI and OpenAI-compatible
 * servers send it) reaches an OpenAI caller of the gateway in `error.param`, plain and streamed:
 * the SDK's `BadRequestError.param` tells the caller which field to fix. Only request errors
 * carry it, and never a value that looks like a secret.
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';

/** A real OpenAI 400 body (chat completions, a content part of the wrong type). */
const INVALID_TYPE = {
  error: {
    message:
      "Invalid type for 'messages[0].content': expected one of a string or array of objects, but got an integer instead.",
    type: 'invalid_request_error',
    param: 'messages[0].content',
    code: 'invalid_type',
  },
};

let upstream: FakeProvider;
let gateway: Gateway;
let openai: OpenAI;

beforeAll(async () => {
  upstream = await startFakeProvider({ wire: 'openai' });
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 2 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${upstream.baseUrl}", keys: ["k-upstream"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false });
  const { url } = await gateway.listen(0, '127.0.0.1');
  openai = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

const messages = [{ role: 'user' as const, content: 'hi' }];

async function badRequest(
  run: () => Promise<unknown>,
): Promise<InstanceType<typeof OpenAI.BadRequestError>> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OpenAI.BadRequestError);
  return error as InstanceType<typeof OpenAI.BadRequestError>;
}

describe("an upstream 400's error.param", () => {
  it('reaches an OpenAI caller in error.param (plain)', async () => {
    upstream.enqueue({ kind: 'error', status: 400, body: INVALID_TYPE });
    const error = await badRequest(() => openai.chat.completions.create({ model: 'oa', messages }));
    expect(error.param).toBe('messages[0].content');
    expect(error.message).toContain("Invalid type for 'messages[0].content'");
    expect(error.headers.get('x-stayup-reason')).toBe('format_error');
  });

  it('reaches an OpenAI caller in error.param (streamed, before any output)', async () => {
    upstream.enqueue({ kind: 'error', status: 400, body: INVALID_TYPE });
    const error = await badRequest(async () => {
      const stream = await openai.chat.completions.create({ model: 'oa', messages, stream: true });
      for await (const _chunk of stream) {
        // drain
      }
    });
    expect(error.param).toBe('messages[0].content');
  });

  it('is null when the upstream named no field, or named it with a secret-looking value', async () => {
    upstream.enqueue(
      { kind: 'error', status: 400, body: { error: { ...INVALID_TYPE.error, param: null } } },
      {
        kind: 'error',
        status: 400,
        body: { error: { ...INVALID_TYPE.error, param: 'sk-proj-abcdefghijklmnop1234' } },
      },
    );
    expect(
      (await badRequest(() => openai.chat.completions.create({ model: 'oa', messages }))).param,
    ).toBeNull();
    expect(
      (await badRequest(() => openai.chat.completions.create({ model: 'oa', messages }))).param,
    ).toBeNull();
  });
});
