/**
 * A Gemini answer whose candidate ends `MALFORMED_FUNCTION_CALL` (the model produced a function
 * call Gemini's parser refused) or `UNEXPECTED_TOOL_CALL` (it called a tool the request does not
 * enable) with no usable output: a 200 that is a failure in disguise. The shapes are the real ones:
 * a candidate with only `finishReason` and `index` plus usage (pydantic/pydantic-ai#3095,
 * firebase/flutterfire#17812), the `finishMessage` Gemini adds (agentjido/req_llm#935), and the
 * undeclared call of `UNEXPECTED_TOOL_CALL` (epam/ai-dial-adapter-vertexai#325). Well-kept clients
 * retry it (google-gemini/gemini-cli#12965, trpc-group/trpc-agent-go#1427) or raise it
 * (vertesia/llumiverse#199) rather than hand back an empty answer; stayup fails the attempt with an
 * `UpstreamError` the classifier reads as `server_error`, so the engine retries, then falls back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { frames, geminiThenOpenAI, json, textChunk } from './gemini-steps.js';
import {
  adapterFor,
  callFor,
  collect,
  readUntilFailure,
  rejection,
  textOf,
} from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'What is the weather in Paris?' }],
  tools: [
    {
      name: 'get_weather',
      parameters: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
  maxTokens: 100,
};

const USAGE = {
  promptTokenCount: 2595,
  totalTokenCount: 2595,
  promptTokensDetails: [{ modality: 'TEXT', tokenCount: 2595 }],
};

const FINISH_MESSAGE =
  'Malformed function call: Failed to parse function call: Function call is empty - no input to parse.';

/** Gemini's answer when the model's function call did not parse: no content at all. */
const MALFORMED = {
  candidates: [
    { finishReason: 'MALFORMED_FUNCTION_CALL', finishMessage: FINISH_MESSAGE, index: 0 },
  ],
  usageMetadata: USAGE,
  modelVersion: 'gemini-2.5-flash',
  responseId: 'malformed-response-1',
};

/** Gemini's answer when the model called a function the request did not declare. */
const UNEXPECTED = {
  candidates: [
    {
      content: {
        parts: [{ functionCall: { name: 'undeclaredTool', args: { arg1: 'value1' } } }],
        role: 'model',
      },
      finishReason: 'UNEXPECTED_TOOL_CALL',
      finishMessage:
        'Unexpected tool call: Model tried to call an undeclared function: undeclaredTool',
      index: 0,
    },
  ],
  usageMetadata: USAGE,
  modelVersion: 'gemini-2.5-flash',
};

/** The failure's error document, and what the classifier makes of it. */
function expectRetryableFailure(failure: unknown, finishReason: string): void {
  expect(failure).toBeInstanceOf(UpstreamError);
  const error = failure as UpstreamError;
  expect(error.status).toBeUndefined();
  expect(error.message).toContain(finishReason);
  const body = JSON.parse(error.body!);
  expect(body.error).toMatchObject({ code: 500, status: 'INTERNAL' });
  expect(body.error.details[0]).toMatchObject({ reason: finishReason });
  const classification = classifyError(failure);
  expect(classification).toMatchObject({
    reason: 'server_error',
    retryable: true,
    shouldRotateCredential: false,
    shouldCompress: false,
  });
  expect(JSON.stringify(classification.explain)).toContain('body.error.code=500');
}

let gemini: FakeProvider;
let openai: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  [gemini, openai] = await Promise.all([
    startFakeProvider({ wire: 'gemini' }),
    startFakeProvider({ wire: 'openai' }),
  ]);
  adapter = adapterFor(gemini);
});
afterAll(async () => {
  await adapter.close?.();
  await Promise.all([gemini, openai].map((fake) => fake.close()));
});

describe('generateContent answering a failed function call', () => {
  it('fails MALFORMED_FUNCTION_CALL with no content, keeping finishMessage in the body', async () => {
    gemini.enqueue(json(MALFORMED));
    const failure = await rejection(adapter.chat(request, callFor('gemini')));
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
    const body = JSON.parse((failure as UpstreamError).body!);
    expect(body.error.details[0].metadata).toEqual({ finishMessage: FINISH_MESSAGE });
    expect((failure as UpstreamError).requestId).toBeDefined();
  });

  it('fails UNEXPECTED_TOOL_CALL: a call to an undeclared tool is no usable output', async () => {
    gemini.enqueue(json(UNEXPECTED));
    const failure = await rejection(adapter.chat(request, callFor('gemini')));
    expectRetryableFailure(failure, 'UNEXPECTED_TOOL_CALL');
  });

  it('fails MALFORMED_FUNCTION_CALL beside a parsed call: Gemini marked it malformed', async () => {
    gemini.enqueue(
      json({
        ...MALFORMED,
        candidates: [
          {
            content: {
              parts: [{ functionCall: { name: 'get_weather', args: { city: 'Par' } } }],
              role: 'model',
            },
            finishReason: 'MALFORMED_FUNCTION_CALL',
            index: 0,
          },
        ],
      }),
    );
    const failure = await rejection(adapter.chat(request, callFor('gemini')));
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
  });

  it('also when only thoughts came before the failed call', async () => {
    const thoughtOnly = {
      ...MALFORMED,
      candidates: [
        {
          content: {
            parts: [{ text: 'I should call get_weather.', thought: true }],
            role: 'model',
          },
          finishReason: 'MALFORMED_FUNCTION_CALL',
          index: 0,
        },
      ],
    };
    gemini.enqueue(json(thoughtOnly));
    const failure = await rejection(adapter.chat(request, callFor('gemini')));
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
    expect(JSON.parse((failure as UpstreamError).body!).error.details[0].metadata).toBeUndefined();
  });

  it('keeps an answer with text: it ends `error`, as before', async () => {
    const partial = {
      ...MALFORMED,
      candidates: [
        {
          content: { parts: [{ text: 'Let me check the weather.' }], role: 'model' },
          finishReason: 'MALFORMED_FUNCTION_CALL',
          index: 0,
        },
      ],
    };
    gemini.enqueue(json(partial));
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response.finishReason).toBe('error');
    expect(response.content).toEqual([{ type: 'text', text: 'Let me check the weather.' }]);
  });

  it('fails a whole JSON failed-call answer to a streamed request the same way', async () => {
    gemini.enqueue({ ...json(MALFORMED), headers: { 'content-type': 'application/json' } });
    const failure = await rejection(collect(adapter.stream(request, callFor('gemini'))));
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
  });
});

describe('streamGenerateContent ending in a failed function call', () => {
  it('fails the attempt when nothing came before it (no start event either)', async () => {
    gemini.enqueue(frames(MALFORMED));
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('gemini')));
    expect(events).toEqual([]);
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
  });

  it('fails the attempt when only thoughts came before it', async () => {
    gemini.enqueue(frames(textChunk('Thinking about the call…', true), MALFORMED));
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('gemini')));
    expect(events.map((event) => event.type)).toEqual(['start', 'thinking']);
    expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
  });

  it('fails it when the content is empty or only a thought signature', async () => {
    // `content: {}` (vercel/ai#5039); a part with only a thoughtSignature (Wei-Shaw/sub2api#7081).
    for (const content of [{}, { role: 'model', parts: [{ thoughtSignature: 'c2lnbmF0dXJl' }] }]) {
      gemini.enqueue(
        frames({
          candidates: [{ content, finishReason: 'MALFORMED_FUNCTION_CALL', index: 0 }],
          usageMetadata: USAGE,
          modelVersion: 'gemini-2.0-flash-lite',
        }),
      );
      const { events, failure } = await readUntilFailure(
        adapter.stream(request, callFor('gemini')),
      );
      expect(events).toEqual([]);
      expectRetryableFailure(failure, 'MALFORMED_FUNCTION_CALL');
    }
  });

  it('fails UNEXPECTED_TOOL_CALL without sending the undeclared call', async () => {
    gemini.enqueue(frames(UNEXPECTED));
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('gemini')));
    expect(events.some((event) => event.type === 'tool_call')).toBe(false);
    expectRetryableFailure(failure, 'UNEXPECTED_TOOL_CALL');
  });

  it('ends with finish `error` once text was sent (the caller already has it)', async () => {
    gemini.enqueue(frames(textChunk('Let me check'), MALFORMED));
    const events = await collect(adapter.stream(request, callFor('gemini')));
    expect(textOf(events)).toBe('Let me check');
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'error' });
  });
});

describe('the engine', () => {
  const clock = new ManualClock();

  const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

  const clientWith = (first: FakeProvider = gemini) =>
    geminiThenOpenAI({ gemini: first, openai, clock, seed: 3 });

  it('retries Gemini after one failed call, and the retry answers', async () => {
    const client = clientWith();
    try {
      const before = gemini.requests.length;
      gemini.enqueue(json(MALFORMED));
      const response = await drive(client.chat(request));
      expect(gemini.requests.length - before).toBe(2);
      expect(response.target).toBe('chat[0]:gemini/gemini-2.5-flash');
    } finally {
      await client.close();
    }
  });

  it('falls back to the second target when Gemini keeps failing its call (streamed)', async () => {
    // A Gemini of its own that answers every call with the failed call.
    const failing = await startFakeProvider({ wire: 'gemini' });
    failing.setDefault(frames(MALFORMED));
    const client = clientWith(failing);
    const openaiBefore = openai.requests.length;
    try {
      const events = await drive(collect(client.stream(request)));
      expect(textOf(events)).toBe('Hello from the fake provider.');
      expect(openai.requests.length - openaiBefore).toBe(1);
      // One retry on the target (the intermittent kind answers then), and after the second failed
      // call the next target: not ten backoff retries, nor five calls to open the circuit.
      expect(failing.requests.length).toBe(2);
      // The target answered (HTTP 200): its circuit stayed closed, so the next request tries it.
      failing.enqueue(
        frames(textChunk('Back again.'), {
          candidates: [
            { content: { parts: [{ text: '' }], role: 'model' }, finishReason: 'STOP', index: 0 },
          ],
          usageMetadata: USAGE,
        }),
      );
      const next = await drive(collect(client.stream(request)));
      expect(textOf(next)).toBe('Back again.');
      expect(failing.requests.length).toBe(3);
    } finally {
      await client.close();
      await failing.close();
    }
  });
});
