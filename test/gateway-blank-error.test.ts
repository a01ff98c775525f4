/**
 * A blank `error` beside an answer (a Go server's empty error struct, `{}`), through the gateway's
 * OpenAI pass-through. The adapter reads it as no error (test/providers-blank-error.test.ts); the
 * caller must then not receive it either: the official OpenAI SDK throws on any stream chunk whose
 * `error` is truthy (`{}` included), so such bodies and chunks are rebuilt, not forwarded.
 * `"error": null` stays forwardable (Foundry Local sends it in every chunk).
 */
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';

const BLANK = { message: '', type: '', param: '', code: null };

let compatible: FakeProvider;
let gateway: Gateway;
let client: OpenAI;

beforeAll(async () => {
  compatible = await startFakeProvider({ wire: 'openai' });
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 0 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${compatible.baseUrl}", keys: ["k-compatible"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false });
  const { url } = await gateway.listen(0, '127.0.0.1');
  client = new OpenAI({ baseURL: `${url}/v1`, apiKey: 'unused', maxRetries: 0 });
});

afterAll(async () => {
  await gateway.close();
  await compatible.close();
});

const chunk = (delta: Record<string, unknown>, finish: string | null, error: unknown) => ({
  id: 'chatcmpl-up',
  object: 'chat.completion.chunk',
  created: 1758000000,
  model: 'vendor-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
  error,
});

const messages = [{ role: 'user' as const, content: 'Hi' }];

describe('an answer with a blank error, through the OpenAI pass-through', () => {
  it('reaches an SDK stream caller as an answer, without the error field', async () => {
    for (const error of [BLANK, {}]) {
      compatible.enqueue({
        kind: 'raw',
        steps: sseOf(
          [
            chunk({ role: 'assistant', content: '' }, null, error),
            // A run of same-shaped text chunks: the gateway judges the first and splices the rest.
            chunk({ content: 'Do' }, null, error),
            chunk({ content: 'ne' }, null, error),
            chunk({ content: '.' }, null, error),
            chunk({}, 'stop', error),
          ],
          { done: true },
        ),
      });
      const stream = await client.chat.completions.create({ model: 'oa', messages, stream: true });
      let text = '';
      let finish: string | null | undefined;
      for await (const part of stream) {
        expect(part).not.toHaveProperty('error');
        text += part.choices[0]?.delta.content ?? '';
        finish = part.choices[0]?.finish_reason ?? finish;
      }
      expect(text).toBe('Done.');
      expect(finish).toBe('stop');
    }
  });

  it('reaches a plain caller as an answer, without the error field', async () => {
    compatible.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          id: 'chatcmpl-up',
          object: 'chat.completion',
          created: 1758000000,
          model: 'vendor-model',
          choices: [
            { index: 0, message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 5, completion_tokens: 2, total_tokens: 7 },
          error: BLANK,
        }),
      ],
    });
    const completion = await client.chat.completions.create({ model: 'oa', messages });
    expect(completion.choices[0]?.message.content).toBe('Done.');
    expect(completion).not.toHaveProperty('error');
  });

  it('still forwards "error": null as sent', async () => {
    compatible.enqueue({
      kind: 'raw',
      steps: sseOf(
        [chunk({ role: 'assistant', content: 'Done.' }, null, null), chunk({}, 'stop', null)],
        { done: true },
      ),
    });
    const stream = await client.chat.completions.create({ model: 'oa', messages, stream: true });
    const parts = [];
    for await (const part of stream) parts.push(part);
    expect(parts[0]).toMatchObject({ error: null, choices: [{ delta: { content: 'Done.' } }] });
  });
});
