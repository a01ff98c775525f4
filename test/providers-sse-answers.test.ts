/**
 * An event stream (or a JSON body with an SSE terminator glued on) answering a non-streamed
 * request, as relays that force streaming send it (decolua/9router#4122, #3492, #1396;
 * NEKOparapa/AiNiee#920; KroMiose/nekro-agent#271; a Gemini proxy "which only responds with
 * text/event-stream", simonw/llm-gemini#97), over real HTTP: assembled into one completion, or
 * failing with the stream's own error when it cannot be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import {
  ANTHROPIC_TEXT_STREAM,
  GEMINI3_TOOL_CALL_STREAM,
  OPENAI_TOOL_CALL_STREAM,
  sseOf,
} from './fakes/recorded.js';
import { adapterFor, callFor, collect, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

/** A relay's streamed text answer (vLLM/one-api chunk shape: role, deltas, finish, usage). */
const TEXT_CHUNKS: readonly unknown[] = [
  {
    id: 'chatcmpl-relay1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'claude-haiku-4-5-20251001',
    choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
  },
  {
    id: 'chatcmpl-relay1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'claude-haiku-4-5-20251001',
    choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }],
  },
  {
    id: 'chatcmpl-relay1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'claude-haiku-4-5-20251001',
    choices: [{ index: 0, delta: { content: ' there!' }, finish_reason: null }],
  },
  {
    id: 'chatcmpl-relay1',
    object: 'chat.completion.chunk',
    created: 1758000000,
    model: 'claude-haiku-4-5-20251001',
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
    usage: { prompt_tokens: 9, completion_tokens: 3, total_tokens: 12 },
  },
];

/** A whole `chat.completion`, as the relays of 9router#3492 send it before `data: [DONE]`. */
const COMPLETION = {
  id: 'chatcmpl-glued',
  object: 'chat.completion',
  created: 1758000000,
  model: 'glm-5.1',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: 'OK' },
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 8, completion_tokens: 1, total_tokens: 9 },
};

let openai: FakeProvider;
let anthropic: FakeProvider;
let openaiAdapter: ProviderAdapter;
let anthropicAdapter: ProviderAdapter;
let gemini: FakeProvider;
let geminiAdapter: ProviderAdapter;

beforeAll(async () => {
  [openai, anthropic, gemini] = await Promise.all([
    startFakeProvider({ wire: 'openai' }),
    startFakeProvider({ wire: 'anthropic' }),
    startFakeProvider({ wire: 'gemini' }),
  ]);
  openaiAdapter = adapterFor(openai);
  anthropicAdapter = adapterFor(anthropic);
  geminiAdapter = adapterFor(gemini);
});
afterAll(async () => {
  await Promise.all([openaiAdapter, anthropicAdapter, geminiAdapter].map((a) => a.close?.()));
  await Promise.all([openai, anthropic, gemini].map((fake) => fake.close()));
});

describe('an event stream answering a non-streamed request', () => {
  it('assembles OpenAI chunks with a tool call into one completion', async () => {
    openai.enqueue({ kind: 'raw', steps: sseOf(OPENAI_TOOL_CALL_STREAM, { done: true }) });
    const response = await openaiAdapter.chat(request, callFor('openai'));
    expect(openai.requests.at(-1)!.stream).toBe(false);
    expect(response).toMatchObject({
      id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
      model: 'gpt-4o-2024-08-06',
      content: [
        {
          type: 'tool_call',
          id: 'call_DdmO9pD3xa9XTPNJ32zg2hcA',
          name: 'get_weather',
          arguments: '{"location":"Paris"}',
        },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 50, outputTokens: 15, cachedInputTokens: 0 },
    });
    expect(response.requestId).toMatch(/^req_fake_/);
  });

  it('reads SSE sent under a JSON content type, and a stream that ends without [DONE]', async () => {
    openai.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: sseOf(TEXT_CHUNKS),
    });
    const response = await openaiAdapter.chat(request, callFor('openai'));
    expect(response).toMatchObject({
      id: 'chatcmpl-relay1',
      model: 'claude-haiku-4-5-20251001',
      content: [{ type: 'text', text: 'Hi there!' }],
      finishReason: 'stop',
      usage: { inputTokens: 9, outputTokens: 3 },
    });
  });

  it('reads a whole completion with `data: [DONE]` glued after it', async () => {
    openai.enqueue({ kind: 'raw', steps: [`${JSON.stringify(COMPLETION)}\ndata: [DONE]\n\n`] });
    const response = await openaiAdapter.chat(
      { ...request, passthrough: 'openai-chat' },
      callFor('openai'),
    );
    expect(response).toMatchObject({
      id: 'chatcmpl-glued',
      content: [{ type: 'text', text: 'OK' }],
      finishReason: 'stop',
    });
    // The pass-through body is the completion alone, without the terminator.
    expect(response.wire?.text).toBe(JSON.stringify(COMPLETION));
  });

  it('leaves a pass-through answer assembled from chunks without `wire` (the gateway rebuilds it)', async () => {
    openai.enqueue({ kind: 'raw', steps: sseOf(TEXT_CHUNKS, { done: true }) });
    const response = await openaiAdapter.chat(
      { ...request, passthrough: 'openai-chat' },
      callFor('openai'),
    );
    expect(response.content).toEqual([{ type: 'text', text: 'Hi there!' }]);
    expect(response.wire).toBeUndefined();
  });

  it('keeps an error frame inside the stream as the error, for the classifier', async () => {
    const error = {
      error: { message: 'Provider disconnected unexpectedly', code: 'server_error' },
    };
    openai.enqueue({
      kind: 'raw',
      steps: [...sseOf(TEXT_CHUNKS.slice(0, 2)), `data: ${JSON.stringify(error)}\n\n`],
    });
    const failure = await rejection(openaiAdapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(JSON.parse((failure as UpstreamError).body!)).toEqual(error);
    expect(classifyError(failure).reason).toBe('server_error');
  });

  it('fails with a clear error when the stream is cut before its end', async () => {
    openai.enqueue({ kind: 'raw', steps: sseOf(TEXT_CHUNKS.slice(0, 3)) });
    const failure = await rejection(openaiAdapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('event stream answering a non-streamed request');
    expect((failure as Error).message).toContain('premature close');
  });

  it('still refuses an event-stream body that is not SSE', async () => {
    openai.enqueue({ kind: 'raw', steps: ['<html><body>502 Bad Gateway</body></html>\n'] });
    const failure = await rejection(openaiAdapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as UpstreamError).body).toContain('502 Bad Gateway');
  });

  it('assembles an Anthropic event stream', async () => {
    anthropic.enqueue({ kind: 'raw', steps: sseOf(ANTHROPIC_TEXT_STREAM, { named: true }) });
    const response = await anthropicAdapter.chat(request, callFor('anthropic'));
    expect(response).toMatchObject({
      id: 'msg_01QC4g3HwBThD4BaNtBckFDJ',
      model: 'claude-sonnet-4-5-20250929',
      content: [{ type: 'text', text: "Hello! I'm doing well, thank you for asking" }],
      finishReason: 'stop',
      anthropicStop: { reason: 'end_turn', sequence: null },
      usage: { inputTokens: 12, outputTokens: 30 },
    });
  });

  it('reads an Anthropic message with `data: [DONE]` glued on without a separator', async () => {
    const message = {
      id: 'msg_glued',
      type: 'message',
      role: 'assistant',
      model: 'glm-5.1',
      content: [{ type: 'text', text: 'Hi there!' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 4 },
    };
    anthropic.enqueue({ kind: 'raw', steps: [`${JSON.stringify(message)}data: [DONE]`] });
    const response = await anthropicAdapter.chat(request, callFor('anthropic'));
    expect(response).toMatchObject({
      id: 'msg_glued',
      content: [{ type: 'text', text: 'Hi there!' }],
      finishReason: 'stop',
    });
  });

  it('assembles a Gemini event stream answering generateContent', async () => {
    gemini.enqueue({ kind: 'raw', steps: sseOf(GEMINI3_TOOL_CALL_STREAM) });
    const response = await geminiAdapter.chat(request, callFor('gemini'));
    expect(gemini.requests.at(-1)!.path).toContain(':generateContent');
    expect(response).toMatchObject({
      id: 'QHiLaa6LBrb8vdIPoNztsAg',
      model: 'gemini-3-pro-preview',
      content: [
        {
          type: 'tool_call',
          name: 'weather',
          arguments: '{"location":"San Francisco"}',
          signature: 'EpEgCo4gAb4+9vvWwdN+NkNiCCwrqvFI8uf9IiD2A47Bm4Sga0kUTm4e',
        },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 29, outputTokens: 819 },
    });
  });
});

describe('a whole JSON answer to a streamed request', () => {
  /** Relays and servers that ignore `stream: true` and answer the complete body as JSON. */
  const asJson = (body: unknown) => ({
    kind: 'raw' as const,
    headers: { 'content-type': 'application/json' },
    steps: [JSON.stringify(body)],
  });

  it('is streamed as that answer (was: an error retried against the same whole answer)', async () => {
    openai.enqueue(asJson(COMPLETION));
    const events = await collect(openaiAdapter.stream(request, callFor('openai')));
    expect(openai.requests.at(-1)!.stream).toBe(true);
    expect(events[0]).toMatchObject({ type: 'start', id: 'chatcmpl-glued', model: 'glm-5.1' });
    expect(textOf(events)).toBe('OK');
    expect(events.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 8, outputTokens: 1 },
    });
  });

  it('keeps an error body the error it is, for the classifier', async () => {
    const overloaded = {
      type: 'error',
      error: { type: 'overloaded_error', message: 'Overloaded' },
    };
    anthropic.enqueue(asJson(overloaded));
    const failure = await rejection(
      collect(anthropicAdapter.stream(request, callFor('anthropic'))),
    );
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('JSON body instead of an event stream');
    expect(JSON.parse((failure as UpstreamError).body!)).toEqual(overloaded);
    expect(classifyError(failure).reason).toBe('overloaded');
  });
});
