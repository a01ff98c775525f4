/**
 * Gemini 200s whose candidate carries no usable output, decided per finish reason.
 *
 * - `STOP` with no content, `content: {}`, `content: { role: 'model' }` or only thoughts / empty
 *   text: a known Gemini 2.5/3 glitch (BerriAI/litellm#24442, AstrBotDevs/AstrBot#6735,
 *   google-gemini/deprecated-generative-ai-python#744, google-gemini/gemini-cli#24290); rerunning
 *   the same request usually answers, and gemini-cli retried it (`NO_RESPONSE_TEXT`). `OTHER`
 *   with nothing (google/generative-ai-docs#235, Google: "an intermittent error"),
 *   `MALFORMED_RESPONSE` and `TOO_MANY_TOOL_CALLS` are the same kind: the request was fine, the
 *   generation failed. → `server_error` (retry, then the fallback).
 * - `MISSING_THOUGHT_SIGNATURE` says the request lacks a signature Gemini 3 requires, and
 *   `NO_IMAGE` that an image model asked for an image made none (deterministic for a text-only
 *   question, BerriAI/litellm#40477): the request is wrong → a 400 `INVALID_ARGUMENT` document,
 *   read as Gemini's own 400 for the same cause (the signature one gets the `strip_thinking`
 *   repair; the image one is `format_error`, straight to the fallback).
 * - `MAX_TOKENS` with only thoughts (the budget went on thinking), refusals (`SAFETY`…) and a
 *   function call under `STOP` are answers, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import { responseEvents } from '../src/core/response-events.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { SKIP_THOUGHT_SIGNATURE } from '../src/providers/gemini/gemini-request.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { driveClock } from './drive-clock.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { frames, geminiThenOpenAI, json, textChunk } from './gemini-steps.js';
import {
  adapterFor,
  callFor,
  collect,
  KEYS,
  readUntilFailure,
  rejection,
  textOf,
} from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Summarise the attached report in three bullet points.' }],
  maxTokens: 1000,
};

/** litellm#24442: no output tokens at all, the candidate's content holds only its role. */
const USAGE = {
  promptTokenCount: 3130,
  totalTokenCount: 3130,
  promptTokensDetails: [{ modality: 'TEXT', tokenCount: 3130 }],
};

/** An answer whose first candidate is `candidate`. */
const answer = (candidate: Record<string, unknown>, model = 'gemini-2.5-flash-lite') => ({
  candidates: [{ index: 0, ...candidate }],
  usageMetadata: USAGE,
  modelVersion: model,
  responseId: '8ZfBaYu9LarVz7IPlJG7gQU',
});

const SAFETY_RATINGS = [
  { category: 'HARM_CATEGORY_HARASSMENT', probability: 'NEGLIGIBLE' },
  { category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'NEGLIGIBLE' },
];

/** The empty `STOP` shapes seen from Gemini 2.5 and 3. */
const EMPTY_STOPS: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['content with only its role (litellm#24442)', { content: { role: 'model' } }],
  ['content {} (AstrBot#6735)', { content: {}, safetyRatings: SAFETY_RATINGS }],
  ['no content at all', {}],
  ['parts: []', { content: { role: 'model', parts: [] } }],
  [
    'only thoughts (gemini-cli#24290)',
    {
      content: {
        role: 'model',
        parts: [{ text: '**Reviewing the results**\n\nThe tool returned…', thought: true }],
      },
    },
  ],
  [
    'only an empty text part with a thought signature (Gemini 3)',
    { content: { role: 'model', parts: [{ text: '', thoughtSignature: 'c2lnbmF0dXJl' }] } },
  ],
];

/** A retryable failure: an INTERNAL error document naming the finish reason, `server_error`. */
function expectGlitch(failure: unknown, finishReason: string): void {
  expect(failure).toBeInstanceOf(UpstreamError);
  const error = failure as UpstreamError;
  expect(error.status).toBeUndefined();
  expect(error.message).toContain(`finishReason ${finishReason}`);
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

/** A failure of the request itself: an INVALID_ARGUMENT document naming the finish reason. */
function expectRequestFault(failure: unknown, finishReason: string): UpstreamError {
  expect(failure).toBeInstanceOf(UpstreamError);
  const error = failure as UpstreamError;
  expect(error.status).toBeUndefined();
  expect(error.message).toContain(`finishReason ${finishReason}`);
  const body = JSON.parse(error.body!);
  expect(body.error).toMatchObject({ code: 400, status: 'INVALID_ARGUMENT' });
  expect(body.error.details[0]).toMatchObject({ reason: finishReason });
  return error;
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

describe('an empty STOP (generateContent)', () => {
  for (const [name, candidate] of EMPTY_STOPS) {
    it(`fails ${name}`, async () => {
      gemini.enqueue(json(answer({ ...candidate, finishReason: 'STOP' })));
      const failure = await rejection(adapter.chat(request, callFor('gemini')));
      expectGlitch(failure, 'STOP');
      expect((failure as UpstreamError).message).toMatch(/^gemini no usable answer: /);
    });
  }

  it('fails a whole JSON empty STOP answering a streamed request the same way', async () => {
    gemini.enqueue({
      ...json(answer({ content: { role: 'model' }, finishReason: 'STOP' })),
      headers: { 'content-type': 'application/json' },
    });
    expectGlitch(await rejection(collect(adapter.stream(request, callFor('gemini')))), 'STOP');
  });
});

describe('an empty STOP (streamGenerateContent)', () => {
  for (const [name, candidate] of EMPTY_STOPS) {
    it(`fails ${name} before any event when it is the only chunk`, async () => {
      gemini.enqueue(frames(answer({ ...candidate, finishReason: 'STOP' })));
      const { events, failure } = await readUntilFailure(
        adapter.stream(request, callFor('gemini')),
      );
      expect(events).toEqual([]);
      expectGlitch(failure, 'STOP');
    });
  }

  it('fails after thoughts only (nothing the caller can use was sent)', async () => {
    gemini.enqueue(
      frames(
        textChunk('Thinking about the report…', true),
        answer({ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'STOP' }),
      ),
    );
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('gemini')));
    expect(events.map((event) => event.type)).toEqual(['start', 'thinking']);
    expectGlitch(failure, 'STOP');
  });

  it('keeps a stream whose text came before an empty final chunk', async () => {
    gemini.enqueue(
      frames(
        textChunk('- Revenue grew 4 %'),
        answer({
          content: { role: 'model', parts: [{ text: '', thoughtSignature: 'c2ln' }] },
          finishReason: 'STOP',
        }),
      ),
    );
    const events = await collect(adapter.stream(request, callFor('gemini')));
    expect(textOf(events)).toBe('- Revenue grew 4 %');
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });
});

describe('other finish reasons with no output', () => {
  for (const reason of ['OTHER', 'MALFORMED_RESPONSE', 'TOO_MANY_TOOL_CALLS']) {
    it(`fails ${reason} as a glitch worth a retry, plain and streamed`, async () => {
      // generative-ai-docs#235: `{ finishReason: 'OTHER', index: 0 }` and prompt-only usage.
      gemini.enqueue(json(answer({ finishReason: reason })));
      expectGlitch(await rejection(adapter.chat(request, callFor('gemini'))), reason);
      gemini.enqueue(
        frames(answer({ content: { role: 'model', parts: [] }, finishReason: reason })),
      );
      const { events, failure } = await readUntilFailure(
        adapter.stream(request, callFor('gemini')),
      );
      expect(events).toEqual([]);
      expectGlitch(failure, reason);
    });
  }

  it('fails MISSING_THOUGHT_SIGNATURE as the 400 Gemini sends for it (strip_thinking repair)', async () => {
    gemini.enqueue(
      json(
        answer(
          { content: { role: 'model', parts: [] }, finishReason: 'MISSING_THOUGHT_SIGNATURE' },
          'gemini-3-pro-preview',
        ),
      ),
    );
    const failure = await rejection(adapter.chat(request, callFor('gemini')));
    expectRequestFault(failure, 'MISSING_THOUGHT_SIGNATURE');
    expect(classifyError(failure)).toMatchObject({
      reason: 'thinking_signature',
      repair: { kind: 'strip_thinking' },
    });
  });

  it('fails NO_IMAGE as a request fault (format_error: no retry, the fallback)', async () => {
    // litellm#40477: gemini-2.5-flash-image asked a text-only question with image output only.
    gemini.enqueue(frames(answer({ finishReason: 'NO_IMAGE' }, 'gemini-2.5-flash-image')));
    const { events, failure } = await readUntilFailure(adapter.stream(request, callFor('gemini')));
    expect(events).toEqual([]);
    expectRequestFault(failure, 'NO_IMAGE');
    expect(classifyError(failure)).toMatchObject({
      reason: 'format_error',
      retryable: false,
      shouldFallback: true,
    });
  });

  it('keeps text beside such a reason as an answer ending `error`', async () => {
    gemini.enqueue(
      json(
        answer({
          content: { role: 'model', parts: [{ text: 'Partial summary' }] },
          finishReason: 'MALFORMED_RESPONSE',
        }),
      ),
    );
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response.content).toEqual([{ type: 'text', text: 'Partial summary' }]);
    expect(response.finishReason).toBe('error');
  });
});

describe('empty answers that are answers', () => {
  it('keeps MAX_TOKENS with only thoughts: the budget went on thinking (length)', async () => {
    gemini.enqueue(
      json({
        ...answer({
          content: { role: 'model', parts: [{ text: 'Let me plan…', thought: true }] },
          finishReason: 'MAX_TOKENS',
        }),
        usageMetadata: { promptTokenCount: 40, thoughtsTokenCount: 96, totalTokenCount: 136 },
      }),
    );
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response.finishReason).toBe('length');
    expect(response.content.every((part) => part.type === 'thinking')).toBe(true);
    expect(response.usage.outputTokens).toBe(96);
  });

  it('keeps MAX_TOKENS with no content at all (streamed)', async () => {
    gemini.enqueue(frames(answer({ finishReason: 'MAX_TOKENS' })));
    const events = await collect(adapter.stream(request, callFor('gemini')));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'length' });
  });

  it('keeps a refusal (SAFETY) with no content as content_filter', async () => {
    gemini.enqueue(json(answer({ finishReason: 'SAFETY', safetyRatings: SAFETY_RATINGS })));
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response).toMatchObject({ content: [], finishReason: 'content_filter' });
  });

  it('reads an image refusal (IMAGE_PROHIBITED_CONTENT, IMAGE_RECITATION) as content_filter', async () => {
    // "Image generation stopped because the generated images have prohibited content" / "may be a
    // recitation from a source" (Gemini's FinishReason docs): refusals, like IMAGE_SAFETY.
    for (const reason of ['IMAGE_PROHIBITED_CONTENT', 'IMAGE_RECITATION']) {
      gemini.enqueue(json(answer({ finishReason: reason }, 'gemini-2.5-flash-image')));
      const response = await adapter.chat(request, callFor('gemini'));
      expect(response).toMatchObject({ content: [], finishReason: 'content_filter' });
    }
  });

  it('reads IMAGE_OTHER with no image as content_filter: the output check withheld the image', async () => {
    // 'Unable to show the generated image … Try rephrasing the prompt' (its finishMessage): the
    // image was made and filtered before delivery, a refusal like IMAGE_SAFETY, not an empty answer.
    gemini.enqueue(
      json(
        answer(
          {
            finishReason: 'IMAGE_OTHER',
            finishMessage:
              'Unable to show the generated image. The model could not generate the image based on the prompt provided. You will not be charged for this request. Try rephrasing the prompt.',
          },
          'gemini-3-pro-image',
        ),
      ),
    );
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response).toMatchObject({ content: [], finishReason: 'content_filter' });
  });

  it('keeps a function call under STOP (no text needed)', async () => {
    gemini.enqueue(
      json(
        answer({
          content: {
            role: 'model',
            parts: [{ functionCall: { name: 'lookup', args: { q: 'report' } } }],
          },
          finishReason: 'STOP',
        }),
      ),
    );
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response.finishReason).toBe('tool_calls');
  });

  it('keeps an image under STOP (an image model answers with no text)', async () => {
    gemini.enqueue(
      json(
        answer(
          {
            content: {
              role: 'model',
              parts: [{ inlineData: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } }],
            },
            finishReason: 'STOP',
          },
          'gemini-2.5-flash-image',
        ),
      ),
    );
    const response = await adapter.chat(request, callFor('gemini'));
    expect(response.content).toMatchObject([{ type: 'image', mediaType: 'image/png' }]);
  });
});

describe('the engine', () => {
  const clock = new ManualClock();

  const drive = <T>(promise: Promise<T>): Promise<T> => driveClock(clock, promise);

  const client = () => geminiThenOpenAI({ gemini, openai, clock, seed: 5 });

  it('retries Gemini after an empty STOP, and the retry answers (streamed)', async () => {
    const stayup = client();
    try {
      const before = gemini.requests.length;
      gemini.enqueue(frames(answer({ content: { role: 'model' }, finishReason: 'STOP' })));
      const events = await drive(collect(stayup.stream(request)));
      expect(textOf(events)).toBe('Hello from the fake provider.');
      expect(gemini.requests.length - before).toBe(2);
    } finally {
      await stayup.close();
    }
  });

  it('retries too when an empty text chunk came before the empty STOP (only `start` went out)', async () => {
    const stayup = client();
    try {
      const before = gemini.requests.length;
      gemini.enqueue(
        frames(
          textChunk(''),
          answer({ content: { role: 'model', parts: [] }, finishReason: 'STOP' }),
        ),
      );
      const events = await drive(collect(stayup.stream(request)));
      expect(textOf(events)).toBe('Hello from the fake provider.');
      expect(gemini.requests.length - before).toBe(2);
    } finally {
      await stayup.close();
    }
  });

  it("repairs MISSING_THOUGHT_SIGNATURE as Gemini's 400: the retry sends the skip value", async () => {
    const stayup = createClient({
      models: {
        chat: {
          targets: [
            {
              provider: 'gemini',
              model: 'gemini-3-pro-preview',
              baseUrl: gemini.baseUrl,
              keys: [KEYS.gemini],
              options: { timeoutMs: 0 },
            },
          ],
        },
      },
      clock,
      random: seededRandom(5),
    });
    const withCall: ChatRequest = {
      model: 'chat',
      messages: [
        { role: 'user', content: 'What is the weather in Paris?' },
        {
          role: 'assistant',
          content: [
            {
              type: 'tool_call',
              id: 'call_1',
              name: 'get_weather',
              arguments: '{"city":"Paris"}',
              signature: 'stale-signature',
            },
          ],
        },
        {
          role: 'user',
          content: [{ type: 'tool_result', toolCallId: 'call_1', content: 'Sunny' }],
        },
      ],
      tools: [
        {
          name: 'get_weather',
          parameters: { type: 'object', properties: { city: { type: 'string' } } },
        },
      ],
    };
    /** The `thoughtSignature` of every functionCall part of a Gemini request body. */
    const callSignatures = (body: unknown): unknown[] =>
      (body as { contents: { parts: Record<string, unknown>[] }[] }).contents.flatMap((content) =>
        content.parts.filter((part) => 'functionCall' in part).map((part) => part.thoughtSignature),
      );
    try {
      const before = gemini.requests.length;
      gemini.enqueue(
        json(
          answer(
            { content: { role: 'model', parts: [] }, finishReason: 'MISSING_THOUGHT_SIGNATURE' },
            'gemini-3-pro-preview',
          ),
        ),
      );
      const response = await drive(stayup.chat(withCall));
      expect(textOf(responseEvents(response))).toBe('Hello from the fake provider.');
      const [first, second] = gemini.requests.slice(before);
      expect(callSignatures(first?.body)).toEqual(['stale-signature']);
      expect(callSignatures(second?.body)).toEqual([SKIP_THOUGHT_SIGNATURE]);
      expect([response.attempts[0]?.classification.reason, response.attempts[0]?.action]).toEqual([
        'thinking_signature',
        'repair',
      ]);
    } finally {
      await stayup.close();
    }
  });

  it('falls back at once after NO_IMAGE (the request is wrong for this target)', async () => {
    const stayup = client();
    try {
      const [geminiBefore, openaiBefore] = [gemini.requests.length, openai.requests.length];
      gemini.enqueue(json(answer({ finishReason: 'NO_IMAGE' }, 'gemini-2.5-flash-image')));
      const response = await drive(stayup.chat(request));
      expect(response.target).toBe('chat[1]:openai/gpt-4o-mini');
      expect(gemini.requests.length - geminiBefore).toBe(1);
      expect(openai.requests.length - openaiBefore).toBe(1);
    } finally {
      await stayup.close();
    }
  });
});
