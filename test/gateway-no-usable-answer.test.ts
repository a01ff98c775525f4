/**
 * A 200 that answers nothing — Gemini's failed call, the `function_call_filter` of its
 * OpenAI-compatible endpoint, a top-level error beside choices (OpenRouter), `choices: []`
 * (LiteLLM) — once recovery is spent (here: no retry, one target), as the gateway's own callers
 * get it: a 502 in the caller's shape with `x-stayup-reason` and `x-should-retry: false`, not a
 * 200 with an empty answer; streamed, the same 502 when the failure came before any event, and an
 * error event in the caller's shape when thoughts already reached it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';

let compatible: FakeProvider;
let gemini: FakeProvider;
let gateway: Gateway;
let baseUrl: string;

beforeAll(async () => {
  [compatible, gemini] = await Promise.all([
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'gemini' }),
  ]);
  const config = parseConfig(
    `retry: { base_delay: 1ms, max_delay: 2ms, max_retries: 0 }
breaker: false
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${compatible.baseUrl}", keys: ["k-compatible"] }
  ge:
    targets:
      - { provider: gemini, model: gemini-2.5-flash, base_url: "${gemini.baseUrl}", keys: ["k-gemini"] }
`,
  );
  gateway = createGateway({ config, logger: false, metrics: false });
  baseUrl = (await gateway.listen(0, '127.0.0.1')).url;
});

afterAll(async () => {
  await gateway.close();
  await Promise.all([compatible.close(), gemini.close()]);
});

const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  }) as const;

const geminiFrames = (...chunks: unknown[]) =>
  ({
    kind: 'raw',
    steps: chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`),
  }) as const;

const MALFORMED = {
  candidates: [{ finishReason: 'MALFORMED_FUNCTION_CALL', index: 0 }],
  modelVersion: 'gemini-2.5-flash',
};

const FILTER = 'function_call_filter: MALFORMED_FUNCTION_CALL';

const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
  id: 'chatcmpl-up',
  object: 'chat.completion.chunk',
  created: 1758000000,
  model: 'vendor-model',
  choices: [{ index: 0, delta, finish_reason: finish }],
});

interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

async function call(model: string, shape: 'openai' | 'anthropic', stream = false): Promise<Answer> {
  const response = await fetch(
    `${baseUrl}${shape === 'openai' ? '/v1/chat/completions' : '/v1/messages'}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(shape === 'anthropic' ? { 'anthropic-version': '2023-06-01' } : {}),
      },
      body: JSON.stringify({
        model,
        max_tokens: 50,
        stream,
        messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
      }),
    },
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A 502 `server_error` the client SDKs do not retry, in the caller's shape. */
function expectSpentFailure(
  answer: Answer,
  shape: 'openai' | 'anthropic',
): Record<string, unknown> {
  expect(answer.status).toBe(502);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(answer.headers.get('x-stayup-reason')).toBe('server_error');
  expect(answer.headers.get('x-should-retry')).toBe('false');
  expect(answer.headers.get('x-stayup-attempts')).toBe('1');
  const body = JSON.parse(answer.text);
  if (shape === 'openai') {
    expect(body.error).toMatchObject({ type: 'server_error', code: 'upstream_server_error' });
    return body.error;
  }
  expect(body).toMatchObject({ type: 'error', error: { type: 'api_error' } });
  return body.error;
}

describe('a 200 with no usable answer, recovery spent', () => {
  it("Gemini's failed call: a 502 to OpenAI and Anthropic callers, plain and streamed", async () => {
    for (const shape of ['openai', 'anthropic'] as const) {
      gemini.enqueue(json(MALFORMED));
      const plain = expectSpentFailure(await call('ge', shape), shape);
      expect(plain.message).toContain('MALFORMED_FUNCTION_CALL');
      gemini.enqueue(geminiFrames(MALFORMED));
      expectSpentFailure(await call('ge', shape, true), shape);
    }
  });

  it('the function_call_filter of a pass-through stream: a 502 before any chunk was sent', async () => {
    compatible.enqueue({
      kind: 'raw',
      steps: sseOf([chunk({ role: 'assistant', content: '' }, FILTER)], { done: true }),
    });
    const error = expectSpentFailure(await call('oa', 'openai', true), 'openai');
    expect(error.message).toContain(FILTER);
  });

  it('after thoughts reached the caller: an error event in its shape ends the stream', async () => {
    for (const shape of ['openai', 'anthropic'] as const) {
      compatible.enqueue({
        kind: 'raw',
        steps: sseOf(
          [
            chunk({ role: 'assistant', reasoning_content: 'Let me call get_weather' }, null),
            chunk({}, FILTER),
          ],
          { done: true },
        ),
      });
      const answer = await call('oa', shape, true);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Let me call get_weather');
      if (shape === 'openai') {
        const frames = answer.text.split('\n\n').filter((frame) => frame.startsWith('data: {'));
        const last = JSON.parse(frames.at(-1)!.slice('data: '.length));
        expect(last.error).toMatchObject({ type: 'server_error' });
        expect(answer.text).not.toContain('"finish_reason":"stop"');
      } else {
        expect(answer.text).toMatch(
          /event: error\ndata: \{"type":"error","error":\{"type":"api_error"/,
        );
        expect(answer.text).not.toContain('message_stop');
      }
    }
  });

  it("OpenRouter's top-level error beside a choice, and LiteLLM's choices: []", async () => {
    compatible.enqueue(
      json({
        id: 'gen-1',
        object: 'chat.completion',
        created: 1758000000,
        model: 'openai/gpt-4o',
        error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
        choices: [
          { index: 0, message: { role: 'assistant', content: 'The wea' }, finish_reason: 'error' },
        ],
      }),
    );
    const error = expectSpentFailure(await call('oa', 'openai'), 'openai');
    expect(error.message).toBe('Provider disconnected unexpectedly');
    compatible.enqueue(
      json({
        id: 'chatcmpl-litellm-1',
        object: 'chat.completion',
        created: 1758000000,
        model: 'gemini-2.5-flash',
        choices: [],
        usage: { prompt_tokens: 19, completion_tokens: 0, total_tokens: 19 },
      }),
    );
    expectSpentFailure(await call('oa', 'anthropic'), 'anthropic');
  });
});
