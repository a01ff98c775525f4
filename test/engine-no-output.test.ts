/**
 * An answer with no usable output (category `server.no_output`, DESIGN §2.5 as d2ba001 reads it)
 * through the whole engine, over real HTTP fakes and a manual clock: one retry on its target, then
 * the next target or a stop, and never a failure for the target's circuit breaker — also when a
 * stream's empty end comes after reasoning already reached the caller.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions } from '../src/client/types.js';
import { parseConfig } from '../src/config/index.js';
import { classifyError } from '../src/core/classify/classify.js';
import { RetryExhaustedError, StreamInterruptedError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { createGateway } from '../src/gateway/index.js';
import { noOutputDocument as geminiNoOutputDocument } from '../src/providers/gemini/gemini-response.js';
import {
  callFilterDocument,
  emptyStopDocument,
  noChoiceDocument,
} from '../src/providers/openai-compatible/choice-error.js';
import { buildUpstreamError, NO_USABLE_ANSWER } from '../src/providers/shared/upstream-error.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import { collect, KEYS } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Write a haiku about the sea.' }],
  maxTokens: 500,
};

const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  }) as const;

/** A relay's empty stop (LiteLLM's relay of Gemini's empty STOP). */
const EMPTY = json({
  id: 'chatcmpl-empty',
  object: 'chat.completion',
  created: 1774000000,
  model: 'm',
  choices: [{ index: 0, message: { role: 'assistant', content: null }, finish_reason: 'stop' }],
});

const chunk = (choice: Record<string, unknown>) => ({
  id: 'chatcmpl-empty-2',
  object: 'chat.completion.chunk',
  created: 1774000000,
  model: 'deepseek-v4-flash',
  choices: [{ index: 0, ...choice }],
});

/** DeepSeek's thinking model ending its turn with the reasoning only (earendil-works/pi#9266). */
const REASONING_ONLY = {
  kind: 'raw',
  steps: sseOf(
    [
      chunk({ delta: { role: 'assistant', reasoning_content: 'Thinking…' }, finish_reason: null }),
      chunk({ delta: { content: '' }, finish_reason: 'stop' }),
    ],
    { done: true },
  ),
} as const;

let primary: FakeProvider;
let second: FakeProvider;
let cheap: FakeProvider;

beforeAll(async () => {
  [primary, second, cheap] = await Promise.all([
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'openai' }),
  ]);
});
afterAll(async () => {
  await Promise.all([primary, second, cheap].map((server) => server.close()));
});

const clock = new ManualClock();

const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

const target = (server: FakeProvider, model: string, keys: readonly string[] = [KEYS.openai]) => ({
  provider: 'openai-compatible' as const,
  model,
  baseUrl: server.baseUrl,
  keys,
  options: { timeoutMs: 0 },
});

function client(options: Partial<ClientOptions> & Pick<ClientOptions, 'models'>) {
  return createClient({ clock, random: seededRandom(5), budget: false, ...options });
}

/** Resets the fakes' queues to a healthy default. */
function healthy(): void {
  for (const server of [primary, second, cheap]) server.setDefault({ kind: 'reply' });
}

describe('every no-output document the adapters build', () => {
  const failure = (provider: string, document: unknown) =>
    buildUpstreamError(
      { provider, model: 'm' },
      { text: JSON.stringify(document), what: NO_USABLE_ANSWER },
    );

  it.each<readonly [string, string, unknown]>([
    ...[
      'STOP',
      'OTHER',
      'MALFORMED_FUNCTION_CALL',
      'UNEXPECTED_TOOL_CALL',
      'MALFORMED_RESPONSE',
      'TOO_MANY_TOOL_CALLS',
    ].map(
      (reason) =>
        [
          `gemini ${reason}`,
          'gemini',
          geminiNoOutputDocument(reason, {
            finishReason: reason,
            finishMessage: 'Malformed function call: print(default_api.x(',
          }),
        ] as const,
    ),
    ['openai-compatible empty stop', 'openai-compatible', emptyStopDocument('stop')],
    ['openai-compatible empty eos', 'openai-compatible', emptyStopDocument('eos')],
    [
      'openai-compatible filtered call',
      'openai-compatible',
      callFilterDocument('function_call_filter: MALFORMED_FUNCTION_CALL'),
    ],
    ['openai-compatible no choice', 'openai-compatible', noChoiceDocument('answer')],
    ['openai-compatible stream without a choice', 'openai-compatible', noChoiceDocument('stream')],
  ])('%s is server.no_output', (_name, provider, document) => {
    expect(classifyError(failure(provider, document))).toMatchObject({
      reason: 'server_error',
      category: 'server.no_output',
      retryable: true,
      shouldFallback: false,
    });
  });

  it('and the request faults are not (MISSING_THOUGHT_SIGNATURE, NO_IMAGE)', () => {
    for (const reason of ['MISSING_THOUGHT_SIGNATURE', 'NO_IMAGE']) {
      const result = classifyError(
        failure('gemini', geminiNoOutputDocument(reason, { finishReason: reason })),
      );
      expect(result.category).not.toBe('server.no_output');
    }
  });
});

describe('server.no_output through the engine', () => {
  it('a stream that ends empty after reasoning reached the caller does not count toward the circuit', async () => {
    healthy();
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
      breaker: { failureThreshold: 1 },
    });
    try {
      primary.enqueue(REASONING_ONLY);
      await expect(drive(collect(stayup.stream(request)))).rejects.toBeInstanceOf(
        StreamInterruptedError,
      );
      const before = primary.requests.length;
      const response = await drive(stayup.chat(request));
      // The endpoint answered (HTTP 200, a stream with an end): its circuit stays closed.
      expect(response.target).toBe('chat[0]:openai-compatible/p');
      expect(primary.requests.length - before).toBe(1);
    } finally {
      await stayup.close();
    }
  });

  it("Gemini's thoughts then an empty STOP, streamed, does not count toward the circuit either", async () => {
    healthy();
    const gemini = await startFakeProvider({ wire: 'gemini' });
    const frames = (...chunks: unknown[]) =>
      ({
        kind: 'raw',
        steps: chunks.map((body) => `data: ${JSON.stringify(body)}\r\n\r\n`),
      }) as const;
    const candidate = (parts: unknown[], finishReason?: string) => ({
      candidates: [
        { index: 0, content: { role: 'model', parts }, ...(finishReason ? { finishReason } : {}) },
      ],
      modelVersion: 'gemini-3-flash',
    });
    const stayup = client({
      models: {
        chat: {
          targets: [
            {
              provider: 'gemini',
              model: 'gemini-3-flash',
              baseUrl: gemini.baseUrl,
              keys: [KEYS.gemini],
              options: { timeoutMs: 0 },
            },
            target(second, 's'),
          ],
        },
      },
      breaker: { failureThreshold: 1 },
    });
    try {
      // gemini-cli#24290: thoughts after tool results, then STOP with nothing.
      gemini.enqueue(
        frames(
          candidate([{ text: 'Reviewing the tool results…', thought: true }]),
          candidate([{ text: '' }], 'STOP'),
        ),
      );
      await expect(drive(collect(stayup.stream(request)))).rejects.toBeInstanceOf(
        StreamInterruptedError,
      );
      const response = await drive(stayup.chat(request));
      expect(response.target).toBe('chat[0]:gemini/gemini-3-flash');
    } finally {
      await stayup.close();
      await gemini.close();
    }
  });

  it('a single target with several keys: the same key is asked twice, then the request stops not_retryable', async () => {
    healthy();
    primary.setDefault(EMPTY);
    const stayup = client({
      models: {
        chat: {
          targets: [target(primary, 'p', ['sk-key-one-0000000001', 'sk-key-two-0000000002'])],
        },
      },
    });
    try {
      const before = primary.requests.length;
      const failure = await drive(stayup.chat(request)).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(RetryExhaustedError);
      const exhausted = failure as RetryExhaustedError;
      expect(exhausted.stopReason).toBe('not_retryable');
      expect(exhausted.lastClassification?.category).toBe('server.no_output');
      const calls = primary.requests.slice(before);
      expect(calls).toHaveLength(2);
      // No rotation: a key does not make a conversation answer empty.
      expect(new Set(calls.map((call) => call.headers.authorization)).size).toBe(1);
    } finally {
      await stayup.close();
    }
  });

  it('a cheap route that answers empty reverts to the primary, which gets its own retry before the fallback', async () => {
    healthy();
    cheap.setDefault(EMPTY);
    primary.enqueue(EMPTY, EMPTY);
    const stayup = client({
      models: {
        chat: {
          targets: [target(primary, 'p'), target(second, 's')],
          cheap: { target: target(cheap, 'c') },
        },
      },
    });
    try {
      const counts = [cheap, primary, second].map((server) => server.requests.length);
      const response = await drive(stayup.chat(request));
      expect(response.target).toBe('chat[1]:openai-compatible/s');
      expect(
        [cheap, primary, second].map((server, i) => server.requests.length - (counts[i] ?? 0)),
      ).toEqual([1, 2, 1]);
    } finally {
      await stayup.close();
    }
  });

  it('the fallback target gets its own retry: the counter starts again after the move', async () => {
    healthy();
    primary.setDefault(EMPTY);
    second.enqueue(EMPTY);
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
    });
    try {
      const before = second.requests.length;
      const response = await drive(stayup.chat(request));
      expect(response.target).toBe('chat[1]:openai-compatible/s');
      expect(second.requests.length - before).toBe(2);
      expect(response.attempts.map((attempt) => attempt.classification?.category)).toEqual([
        'server.no_output',
        'server.no_output',
        'server.no_output',
        'success',
      ]);
    } finally {
      await stayup.close();
    }
  });

  it('a half-open probe that gets no output closes the circuit; its retry answers', async () => {
    healthy();
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
      breaker: { failureThreshold: 1, openMs: 1_000 },
      retry: { maxRetries: 0 },
    });
    try {
      primary.enqueue({ kind: 'error', status: 500, body: { error: { message: 'boom' } } });
      const first = await drive(stayup.chat(request));
      expect(first.target).toBe('chat[1]:openai-compatible/s');
      // Open: the next request skips the primary.
      const skipped = await drive(stayup.chat(request));
      expect(skipped.attempts.map((attempt) => attempt.target)).toEqual([
        'chat[1]:openai-compatible/s',
      ]);
      await clock.advanceTo(clock.now() + 1_000);
      primary.enqueue(EMPTY);
      const before = primary.requests.length;
      const probe = await drive(stayup.chat(request));
      // maxRetries 0: the probe's empty answer falls back, but the circuit closed on it.
      expect(primary.requests.length - before).toBe(1);
      expect(probe.attempts[0]?.classification?.category).toBe('server.no_output');
      const after = await drive(stayup.chat(request));
      expect(after.target).toBe('chat[0]:openai-compatible/p');
    } finally {
      await stayup.close();
    }
  });

  it('a session that fell back after two empty answers stays on the fallback', async () => {
    healthy();
    primary.enqueue(EMPTY, EMPTY);
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
    });
    try {
      const first = await drive(stayup.chat(request, { session: 'conversation-1' }));
      expect(first.target).toBe('chat[1]:openai-compatible/s');
      const before = primary.requests.length;
      const next = await drive(stayup.chat(request, { session: 'conversation-1' }));
      expect(next.target).toBe('chat[1]:openai-compatible/s');
      expect(primary.requests.length).toBe(before);
      // Another conversation still starts on the primary.
      const other = await drive(stayup.chat(request));
      expect(other.target).toBe('chat[0]:openai-compatible/p');
    } finally {
      await stayup.close();
    }
  });

  it('an empty answer, a real 500, then another empty answer: the second empty one moves on', async () => {
    healthy();
    primary.enqueue(
      EMPTY,
      { kind: 'error', status: 500, body: { error: { message: 'boom' } } },
      EMPTY,
    );
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
    });
    try {
      const response = await drive(stayup.chat(request));
      expect(response.attempts.map((attempt) => attempt.classification?.category)).toEqual([
        'server.no_output',
        'server.internal',
        'server.no_output',
        'success',
      ]);
      expect(response.target).toBe('chat[1]:openai-compatible/s');
    } finally {
      await stayup.close();
    }
  });
});

describe('an answer without any choice (LiteLLM drops a Gemini candidate without content)', () => {
  const usage = { prompt_tokens: 19, completion_tokens: 0, total_tokens: 19 };
  const NO_CHOICE = json({
    id: 'chatcmpl-litellm-1',
    object: 'chat.completion',
    created: 1758000000,
    model: 'gemini-2.5-flash',
    choices: [],
    usage,
  });
  const USAGE_ONLY_STREAM = {
    kind: 'raw',
    steps: sseOf(
      [
        {
          id: 'chatcmpl-litellm-2',
          object: 'chat.completion.chunk',
          created: 1758000000,
          model: 'gemini-2.5-flash',
          choices: [],
          usage,
        },
      ],
      { done: true },
    ),
  } as const;

  it('is server.no_output, complete and streamed: one retry, then the fallback, and the circuit stays closed', async () => {
    healthy();
    const stayup = client({
      models: { chat: { targets: [target(primary, 'p'), target(second, 's')] } },
      breaker: { failureThreshold: 2 },
    });
    try {
      primary.enqueue(NO_CHOICE, NO_CHOICE);
      const before = primary.requests.length;
      const response = await drive(stayup.chat(request));
      expect(response.attempts.map((attempt) => attempt.classification?.category)).toEqual([
        'server.no_output',
        'server.no_output',
        'success',
      ]);
      expect(response.target).toBe('chat[1]:openai-compatible/s');
      primary.enqueue(USAGE_ONLY_STREAM, USAGE_ONLY_STREAM);
      await drive(collect(stayup.stream(request)));
      expect(primary.requests.length - before).toBe(4);
      // Two requests whose conversation stayed empty did not open the primary's circuit.
      const next = await drive(stayup.chat(request));
      expect(next.target).toBe('chat[0]:openai-compatible/p');
    } finally {
      await stayup.close();
    }
  });
});

describe('the gateway, once the empty answers are spent', () => {
  it('answers a 502 server_error after two calls, with x-stayup-reason and no retry advice', async () => {
    healthy();
    primary.setDefault(EMPTY);
    const config = parseConfig(
      `retry: { base_delay: 1ms, max_delay: 2ms }
budget: false
models:
  oa:
    targets:
      - { provider: openai-compatible, model: vendor-model, base_url: "${primary.baseUrl}", keys: ["k-compatible"] }
`,
    );
    const gateway = createGateway({ config, logger: false, metrics: false });
    try {
      const { url } = await gateway.listen(0, '127.0.0.1');
      const before = primary.requests.length;
      const answer = await fetch(`${url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'oa', messages: [{ role: 'user', content: 'Hi' }] }),
      });
      const body = (await answer.json()) as { error: Record<string, unknown> };
      expect(answer.status).toBe(502);
      expect(answer.headers.get('x-stayup-reason')).toBe('server_error');
      expect(answer.headers.get('x-should-retry')).toBe('false');
      expect(answer.headers.get('x-stayup-attempts')).toBe('2');
      expect(body.error).toMatchObject({ type: 'server_error', code: 'upstream_server_error' });
      expect(body.error.stayup).toMatchObject({
        reason: 'server_error',
        category: 'server.no_output',
        stop_reason: 'not_retryable',
      });
      expect(primary.requests.length - before).toBe(2);
    } finally {
      await gateway.close();
    }
  });
});
