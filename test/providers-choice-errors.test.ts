/**
 * An error riding on a choice of a 200 answer, over real HTTP. OpenRouter commits a 200 once the
 * model starts, and an upstream failure after that arrives in the body: its choices carry
 * `finish_reason: "error"` and an `error` object (`NonStreamingChoice.error` / `StreamingChoice.error`
 * in its response schema; "emitted in the response body or as an SSE data event", its errors page;
 * genkit-ai/genkit#6259 reads it as the failure it is). That is a failed call for the classifier,
 * not an answer ending `error` with whatever text came first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { UpstreamError } from '../src/core/errors.js';
import type { ChatRequest } from '../src/core/model.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { type FakeProvider, startFakeProvider } from './fakes/index.js';
import { sseOf } from './fakes/recorded.js';
import { adapterFor, callFor, readUntilFailure, rejection, textOf } from './providers-helpers.js';

const request: ChatRequest = {
  model: 'chat',
  messages: [{ role: 'user', content: 'Hi' }],
  maxTokens: 100,
};

/** The upstream failure OpenRouter relays (its `metadata.raw` is the provider's own body). */
const CHOICE_ERROR = {
  code: 502,
  message: 'Provider returned error',
  metadata: {
    raw: '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
    provider_name: 'Anthropic',
  },
};

const COMPLETION = {
  id: 'gen-1758000000-abc',
  provider: 'Anthropic',
  model: 'anthropic/claude-sonnet-4',
  object: 'chat.completion',
  created: 1758000000,
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: 'The answer is' },
      finish_reason: 'error',
      native_finish_reason: 'error',
      error: CHOICE_ERROR,
    },
  ],
  usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
};

const chunk = (choice: Record<string, unknown>) => ({
  id: 'gen-1758000000-abc',
  provider: 'Anthropic',
  model: 'anthropic/claude-sonnet-4',
  object: 'chat.completion.chunk',
  created: 1758000000,
  choices: [{ index: 0, ...choice }],
});

const STREAM = [
  chunk({ delta: { role: 'assistant', content: 'The answer' }, finish_reason: null }),
  chunk({
    delta: { content: '' },
    finish_reason: 'error',
    native_finish_reason: 'error',
    error: CHOICE_ERROR,
  }),
];

let fake: FakeProvider;
let adapter: ProviderAdapter;

beforeAll(async () => {
  fake = await startFakeProvider({ wire: 'openai' });
  adapter = adapterFor(fake);
});
afterAll(async () => {
  await adapter.close?.();
  await fake.close();
});

describe('an error on a choice of a 200 answer', () => {
  it('fails a complete answer, the choice error being what the classifier reads', async () => {
    fake.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(COMPLETION)],
    });
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('Provider returned error');
    expect(JSON.parse((failure as UpstreamError).body!)).toEqual({ error: CHOICE_ERROR });
    expect(classifyError(failure).reason).toBe('overloaded');
  });

  for (const passthrough of [false, true]) {
    it(`fails a stream after the text before it${passthrough ? ' (pass-through)' : ''}`, async () => {
      fake.enqueue({ kind: 'raw', steps: sseOf(STREAM, { done: true }) });
      const { events, failure } = await readUntilFailure(
        adapter.stream(
          passthrough ? { ...request, passthrough: 'openai-chat' } : request,
          callFor('openai'),
        ),
      );
      expect(textOf(events)).toBe('The answer');
      expect(events.some((event) => event.type === 'finish')).toBe(false);
      expect(failure).toBeInstanceOf(UpstreamError);
      expect(JSON.parse((failure as UpstreamError).body!)).toEqual({ error: CHOICE_ERROR });
      expect(classifyError(failure).reason).toBe('overloaded');
    });
  }

  it('leaves a choice whose error is null alone', async () => {
    const clean = {
      ...COMPLETION,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'Done.' },
          finish_reason: 'stop',
          error: null,
        },
      ],
    };
    fake.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(clean)],
    });
    const response = await adapter.chat(request, callFor('openai'));
    expect(response).toMatchObject({ content: [{ type: 'text', text: 'Done.' }] });
  });
});

/**
 * An error at the top level of a complete 200 body. OpenRouter sends `{"error": …}` alone once the
 * model has started (AbanteAI/LoCoDiff-bench#31, SWE-agent/mini-swe-agent#902), and documents its
 * mid-generation failure as a top-level `error` beside `choices[0].finish_reason: "error"` (its
 * streaming page; a stream chunk with a top-level error already fails). A relay that hands such a
 * document over as a whole body, or one with `choices: []`, answers nothing: the top-level error
 * wins over the choices, as it does in a stream.
 */
describe('an error at the top level of a 200 answer', () => {
  const body = (document: unknown) =>
    ({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(document)],
    }) as const;

  it('fails a body with only the error (OpenRouter), keeping it for the classifier', async () => {
    const document = {
      error: {
        message: 'Provider returned error',
        code: 524,
        metadata: { raw: 'error code: 524', provider_name: 'Google AI Studio' },
      },
      user_id: 'user_2lJk85YkkBDRww9zXF7WkEaLgTG',
    };
    fake.enqueue(body(document));
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('error in a 200 response');
    expect(JSON.parse((failure as UpstreamError).body!)).toEqual(document);
    expect(classifyError(failure).retryable).toBe(true);
  });

  it('fails a body whose choices are empty beside the error', async () => {
    const document = { ...COMPLETION, choices: [], error: CHOICE_ERROR };
    fake.enqueue(body(document));
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('error in a 200 response');
    expect(classifyError(failure).reason).toBe('overloaded');
  });

  it("fails OpenRouter's unified error document (top-level error, choice ending error)", async () => {
    const document = {
      id: 'cmpl-abc123',
      object: 'chat.completion',
      created: 1234567890,
      model: 'openai/gpt-4o',
      provider: 'openai',
      error: { code: 'server_error', message: 'Provider disconnected unexpectedly' },
      choices: [{ index: 0, message: { role: 'assistant', content: '' }, finish_reason: 'error' }],
    };
    fake.enqueue(body(document));
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('Provider disconnected unexpectedly');
    expect(classifyError(failure)).toMatchObject({ retryable: true });
  });

  it('leaves an answer whose top-level error is null or empty alone', async () => {
    for (const error of [null, '', {}]) {
      fake.enqueue(
        body({
          ...COMPLETION,
          error,
          choices: [
            { index: 0, message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' },
          ],
        }),
      );
      const response = await adapter.chat(request, callFor('openai'));
      expect(response).toMatchObject({ content: [{ type: 'text', text: 'Done.' }] });
    }
  });
});

/**
 * A complete 200 body whose `choices` is empty answers nothing: LiteLLM relays a Gemini candidate
 * that has a finish reason but no content (a failed call among them) as `"choices": []`
 * (BerriAI/litellm#40294, #40477), and Azure OpenAI sends a blocked prompt's filter results with no
 * choice (microsoft/agent-framework-go#473). Clients raise it (vercel/ai#20351) and gateways fail
 * over on it (ENTERPILOT/GoModel#947) rather than hand back an empty answer.
 */
describe('a 200 answer with no choice', () => {
  const body = (document: unknown) =>
    ({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [JSON.stringify(document)],
    }) as const;

  it('fails a relayed empty answer; the classifier reads it as a server failure', async () => {
    const document = {
      id: 'chatcmpl-litellm-1',
      object: 'chat.completion',
      created: 1758000000,
      model: 'gemini-2.5-flash',
      choices: [],
      usage: { prompt_tokens: 19, completion_tokens: 0, total_tokens: 19 },
    };
    fake.enqueue(body(document));
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect((failure as Error).message).toContain('no usable answer');
    // Gemini's content-less candidate dropped by LiteLLM: about the conversation, like an empty stop.
    expect(JSON.parse((failure as UpstreamError).body!)).toMatchObject({
      error: { code: 500, type: 'server_error' },
    });
    expect(classifyError(failure)).toMatchObject({
      reason: 'server_error',
      category: 'server.no_output',
      retryable: true,
    });
  });

  it("fails Azure's blocked prompt as the refusal it is", async () => {
    fake.enqueue(
      body({
        id: '',
        object: '',
        created: 0,
        model: '',
        choices: [],
        prompt_filter_results: [
          {
            prompt_index: 0,
            content_filter_results: {
              hate: { filtered: true, severity: 'high' },
              self_harm: { filtered: false, severity: 'safe' },
            },
          },
        ],
      }),
    );
    const failure = await rejection(adapter.chat(request, callFor('openai')));
    expect(failure).toBeInstanceOf(UpstreamError);
    expect(classifyError(failure)).toMatchObject({ reason: 'content_policy', retryable: false });
  });
});
