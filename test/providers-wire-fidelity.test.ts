/**
 * Wire shapes real providers send that the plain fakes do not: each test replays the frames
 * verbatim over a fake upstream and checks what the adapter makes of them.
 */
import { Agent, Dispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatRequest, StreamEvent } from '../src/core/model.js';
import { createOpenAICompatibleAdapter } from '../src/providers/openai-compatible/index.js';
import type { ProviderAdapter } from '../src/providers/types.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { type FakeProvider, type FakeWire, startFakeProvider } from './fakes/index.js';
import { adapterFor, callFor, collect } from './providers-helpers.js';

const request: ChatRequest = { model: 'chat', messages: [{ role: 'user', content: 'Hi' }] };
const WIRES: FakeWire[] = ['openai', 'anthropic', 'gemini'];
const fakes = new Map<FakeWire, FakeProvider>();
const adapters = new Map<FakeWire, ProviderAdapter>();

beforeAll(async () => {
  for (const wire of WIRES) {
    const fake = await startFakeProvider({ wire });
    fakes.set(wire, fake);
    adapters.set(wire, adapterFor(fake, { clock: new ManualClock() }));
  }
});
afterAll(async () => {
  for (const adapter of adapters.values()) await adapter.close?.();
  for (const fake of fakes.values()) await fake.close();
});

const data = (value: unknown): string => `data: ${JSON.stringify(value)}\n\n`;

/** Streams `frames` from the `wire` fake, verbatim. */
function streamOf(
  wire: FakeWire,
  frames: readonly string[],
  options: { readonly passthrough?: boolean } = {},
): Promise<StreamEvent[]> {
  fakes.get(wire)!.enqueue({ kind: 'raw', steps: frames });
  const asked: ChatRequest =
    options.passthrough === true ? { ...request, passthrough: 'openai-chat' } : request;
  return collect(adapters.get(wire)!.stream(asked, callFor(wire)));
}

/** The tool calls of a stream, merged by index the way the engine and the gateways merge them. */
function toolCalls(events: readonly StreamEvent[]) {
  const calls = new Map<number, { id?: string; name?: string; arguments: string }>();
  for (const event of events) {
    if (event.type !== 'tool_call') continue;
    const call = calls.get(event.index) ?? { arguments: '' };
    if (event.id !== undefined) call.id = event.id;
    if (event.name !== undefined) call.name = event.name;
    call.arguments += event.argumentsDelta;
    calls.set(event.index, call);
  }
  return [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
}

describe('openai-compatible streams', () => {
  const chunk = (delta: unknown, finish: string | null = null) =>
    data({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      model: 'gemini-2.5-flash',
      choices: [{ index: 0, delta, finish_reason: finish }],
    });

  it.each([false, true])(
    'keeps parallel tool calls apart when the deltas carry no index (Gemini OpenAI endpoint; passthrough %s)',
    async (passthrough) => {
      // Gemini's OpenAI-compatible endpoint: no `tool_calls[].index`, each call whole with its id;
      // a delta without an id continues the current call.
      const events = await streamOf(
        'openai',
        [
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                id: 'call_a',
                type: 'function',
                function: { name: 'weather', arguments: '{"city":' },
              },
            ],
          }),
          chunk({ tool_calls: [{ function: { arguments: '"Paris"}' } }] }),
          chunk({
            tool_calls: [
              { id: 'call_b', type: 'function', function: { name: 'time', arguments: '{}' } },
              {
                id: 'call_c',
                type: 'function',
                function: { name: 'weather', arguments: '{"city":"Rome"}' },
              },
            ],
          }),
          chunk({}, 'tool_calls'),
          'data: [DONE]\n\n',
        ],
        { passthrough },
      );
      expect(toolCalls(events)).toEqual([
        { id: 'call_a', name: 'weather', arguments: '{"city":"Paris"}' },
        { id: 'call_b', name: 'time', arguments: '{}' },
        { id: 'call_c', name: 'weather', arguments: '{"city":"Rome"}' },
      ]);
    },
  );

  it('keeps the id and name when continuation deltas send them empty', async () => {
    const events = await streamOf('openai', [
      chunk({
        tool_calls: [
          {
            index: 0,
            id: 'call_q1',
            type: 'function',
            function: { name: 'get_time', arguments: '' },
          },
        ],
      }),
      chunk({
        tool_calls: [
          { index: 0, id: '', type: 'function', function: { name: '', arguments: '{"tz":' } },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, id: '', function: { arguments: '"UTC"}' } }] }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ]);
    expect(toolCalls(events)).toEqual([
      { id: 'call_q1', name: 'get_time', arguments: '{"tz":"UTC"}' },
    ]);
  });

  it('still merges indexed deltas that repeat their id, and interleaved indices', async () => {
    const events = await streamOf('openai', [
      chunk({
        tool_calls: [{ index: 0, id: 'call_a', function: { name: 'a', arguments: '' } }],
      }),
      chunk({
        tool_calls: [{ index: 1, id: 'call_b', function: { name: 'b', arguments: '{"y"' } }],
      }),
      chunk({ tool_calls: [{ index: 0, id: 'call_a', function: { arguments: '{"x":1}' } }] }),
      chunk({ tool_calls: [{ index: 1, function: { arguments: ':2}' } }] }),
      chunk({}, 'tool_calls'),
      'data: [DONE]\n\n',
    ]);
    expect(toolCalls(events)).toEqual([
      { id: 'call_a', name: 'a', arguments: '{"x":1}' },
      { id: 'call_b', name: 'b', arguments: '{"y":2}' },
    ]);
  });
});

describe('openai-compatible refusals', () => {
  const body = (delta: Record<string, unknown>, finish: string | null) => ({
    id: 'chatcmpl-2',
    object: 'chat.completion.chunk',
    model: 'gpt-4o-2024-08-06',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });

  it('finishes a streamed refusal as content_filter, as the complete response does', async () => {
    // OpenAI streams a structured-output refusal as `delta.refusal` and ends it with `stop`.
    const events = await streamOf('openai', [
      data(body({ role: 'assistant', content: null, refusal: '' }, null)),
      data(body({ refusal: "I'm sorry, I can't help" }, null)),
      data(body({ refusal: ' with that.' }, null)),
      data(body({}, 'stop')),
      'data: [DONE]\n\n',
    ]);
    expect(events.filter((event) => event.type === 'text').map((event) => event.text)).toEqual([
      "I'm sorry, I can't help",
      ' with that.',
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'content_filter' });

    const refusal = "I'm sorry, I can't help with that.";
    fakes.get('openai')!.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          id: 'chatcmpl-3',
          object: 'chat.completion',
          model: 'gpt-4o-2024-08-06',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: null, refusal },
              finish_reason: 'stop',
            },
          ],
        }),
      ],
    });
    const response = await adapters.get('openai')!.chat(request, callFor('openai'));
    expect(response).toMatchObject({
      content: [{ type: 'text', text: refusal }],
      finishReason: 'content_filter',
    });
  });
});

describe('azure openai streams', () => {
  it.each([false, true])(
    'take the id and model from the answer, not from the prompt filter chunk before it (passthrough %s)',
    async (passthrough) => {
      const filters = {
        hate: { filtered: false, severity: 'safe' },
        self_harm: { filtered: false, severity: 'safe' },
      };
      const chunk = (delta: unknown, finish: string | null) =>
        data({
          id: 'chatcmpl-az1',
          object: 'chat.completion.chunk',
          created: 1_756_938_296,
          model: 'gpt-4o-2024-11-20',
          choices: [{ index: 0, delta, finish_reason: finish, content_filter_results: filters }],
        });
      const events = await streamOf(
        'openai',
        [
          data({
            choices: [],
            created: 0,
            id: '',
            model: '',
            object: '',
            prompt_filter_results: [{ prompt_index: 0, content_filter_results: filters }],
          }),
          chunk({ role: 'assistant', content: '' }, null),
          chunk({ content: 'Hi' }, null),
          chunk({}, 'stop'),
          'data: [DONE]\n\n',
        ],
        { passthrough },
      );
      expect(events.map((event) => event.type)).toEqual(['start', 'text', 'finish']);
      expect(events[0]).toMatchObject({ id: 'chatcmpl-az1', model: 'gpt-4o-2024-11-20' });
      if (passthrough) {
        // The filter chunk is still forwarded, in order.
        const forwarded = events.flatMap((event) => event.wire ?? []).map((wire) => wire.json.id);
        expect(forwarded).toEqual(['', 'chatcmpl-az1', 'chatcmpl-az1', 'chatcmpl-az1']);
      }
    },
  );
});

describe('gemini openai endpoint tool calls', () => {
  const call = {
    id: 'jm4owj31',
    type: 'function',
    function: { name: 'search_web', arguments: '{"query":"weather"}' },
  };

  it('finishes streamed tool calls ended with stop as tool_calls', async () => {
    const chunk = (delta: unknown, finish: string | null) =>
      data({
        object: 'chat.completion.chunk',
        model: 'gemini-2.5-flash',
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    const events = await streamOf('openai', [
      chunk({ role: 'assistant', tool_calls: [call] }, null),
      chunk({}, 'stop'),
      'data: [DONE]\n\n',
    ]);
    expect(toolCalls(events)).toEqual([
      { id: 'jm4owj31', name: 'search_web', arguments: '{"query":"weather"}' },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool_calls' });
  });

  it('finishes a whole answer with tool calls ended with stop as tool_calls', async () => {
    fakes.get('openai')!.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          object: 'chat.completion',
          model: 'gemini-2.5-flash',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', tool_calls: [call] },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
        }),
      ],
    });
    const response = await adapters.get('openai')!.chat(request, callFor('openai'));
    expect(response.finishReason).toBe('tool_calls');
    expect(response.content).toEqual([
      { type: 'tool_call', id: 'jm4owj31', name: 'search_web', arguments: '{"query":"weather"}' },
    ]);
  });
});

describe('chunks with an error field', () => {
  it('reads "error": null in every chunk as no error (Foundry Local)', async () => {
    const chunk = (delta: unknown, finish: string | null) =>
      data({
        model: 'qwen2.5-1.5b-instruct-generic-gpu:3',
        choices: [{ delta, index: 0, finish_reason: finish, logprobs: null }],
        usage: null,
        created: 1_759_756_514,
        id: 'chat.id.1',
        Successful: true,
        error: null,
        object: 'chat.completion.chunk',
      });
    const events = await streamOf('openai', [
      chunk({ role: 'assistant', content: ' breath', tool_calls: [] }, null),
      chunk({ role: 'assistant', content: '' }, 'stop'),
      'data: [DONE]\n\n',
    ]);
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'finish']);
    expect(events[1]).toMatchObject({ type: 'text', text: ' breath' });
  });

  it('still fails on an error object mid-stream, after the events before it (OpenRouter)', async () => {
    const events: StreamEvent[] = [];
    fakes.get('openai')!.enqueue({
      kind: 'raw',
      steps: [
        data({ id: 'gen-1', model: 'm', choices: [{ index: 0, delta: { content: 'Hel' } }] }),
        data({
          id: 'gen-1',
          model: 'm',
          error: { code: 502, message: 'Provider returned error' },
          choices: [{ index: 0, delta: { content: '' }, finish_reason: 'error' }],
        }),
      ],
    });
    const error = await (async () => {
      try {
        for await (const event of adapters.get('openai')!.stream(request, callFor('openai')))
          events.push(event);
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(events.map((event) => event.type)).toEqual(['start', 'text']);
    expect(error).toMatchObject({ name: 'UpstreamError' });
    expect(String((error as Error).message)).toContain('Provider returned error');
  });
});

describe('mistral reasoning content', () => {
  const thinking = (text: string) => ({ type: 'thinking', thinking: [{ type: 'text', text }] });

  it.each([false, true])(
    'streams thinking chunks as thinking and list text as text (passthrough %s)',
    async (passthrough) => {
      const chunk = (content: unknown, finish: string | null = null) =>
        data({
          id: 'cmpl-m1',
          object: 'chat.completion.chunk',
          model: 'magistral-medium-2509',
          choices: [{ index: 0, delta: { content }, finish_reason: finish }],
        });
      const events = await streamOf(
        'openai',
        [
          chunk([thinking('Okay, ')]),
          chunk([thinking('2+2 is 4.')]),
          chunk([{ type: 'text', text: 'The answer' }]),
          chunk(' is 4.'),
          chunk('', 'stop'),
          'data: [DONE]\n\n',
        ],
        { passthrough },
      );
      const of = (type: 'text' | 'thinking') =>
        events.flatMap((event) => (event.type === type ? [event.text] : [])).join('');
      expect(of('thinking')).toBe('Okay, 2+2 is 4.');
      expect(of('text')).toBe('The answer is 4.');
      expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
    },
  );

  it('reads a whole answer whose content is a list of thinking and text chunks', async () => {
    fakes.get('openai')!.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          id: 'cmpl-m2',
          object: 'chat.completion',
          model: 'magistral-small-2509',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: [
                  thinking('Let me reason...'),
                  { type: 'text', text: 'The answer is 42.' },
                ],
              },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 9, completion_tokens: 30, total_tokens: 39 },
        }),
      ],
    });
    const response = await adapters.get('openai')!.chat(request, callFor('openai'));
    expect(response.content).toEqual([
      { type: 'thinking', text: 'Let me reason...' },
      { type: 'text', text: 'The answer is 42.' },
    ]);
  });
});

describe('a body cut off mid-event', () => {
  const cut: Record<FakeWire, readonly string[]> = {
    openai: [
      data({ id: 'chatcmpl-1', model: 'm', choices: [{ index: 0, delta: { content: 'Hel' } }] }),
      'data: {"id":"chatcmpl-1","model":"m","choices":[{"index":0,"delta":{"content":"lo',
    ],
    anthropic: [
      'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"usage":{"input_tokens":3,"output_tokens":1}}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}}\n\n',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"lo',
    ],
    gemini: [
      data({ candidates: [{ content: { role: 'model', parts: [{ text: 'Hel' }] } }] }),
      'data: {"candidates":[{"content":{"role":"model","parts":[{"text":"lo',
    ],
  };

  it.each(WIRES)(
    '%s: reads a clean close inside an event as a premature close, not as malformed data',
    async (wire) => {
      fakes.get(wire)!.enqueue({ kind: 'raw', steps: cut[wire] });
      const events: StreamEvent[] = [];
      let failure: unknown;
      try {
        for await (const event of adapters.get(wire)!.stream(request, callFor(wire)))
          events.push(event);
      } catch (error) {
        failure = error;
      }
      expect(events.flatMap((event) => (event.type === 'text' ? [event.text] : []))).toEqual([
        'Hel',
      ]);
      expect(failure).toMatchObject({ name: 'UpstreamError' });
      expect((failure as Error).message).toMatch(/premature close/);
    },
  );

  const last: Record<FakeWire, readonly string[]> = {
    openai: [
      data({ id: 'chatcmpl-1', model: 'm', choices: [{ index: 0, delta: { content: 'ok' } }] }),
      `data: ${JSON.stringify({ id: 'chatcmpl-1', model: 'm', choices: [{ index: 0, delta: {}, finish_reason: 'length' }] })}`,
    ],
    anthropic: [
      'event: message_start\ndata: {"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"usage":{"input_tokens":3,"output_tokens":1}}}\n\n',
      'event: content_block_start\ndata: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}\n\n',
      'event: content_block_delta\ndata: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"ok"}}\n\n',
      'event: message_delta\ndata: {"type":"message_delta","delta":{"stop_reason":"max_tokens","stop_sequence":null},"usage":{"output_tokens":2}}\n\n',
      'event: message_stop\ndata: {"type":"message_stop"}\n',
    ],
    gemini: [
      data({ candidates: [{ content: { role: 'model', parts: [{ text: 'ok' }] } }] }),
      `data: ${JSON.stringify({ candidates: [{ content: { role: 'model', parts: [{ text: '' }] }, finishReason: 'MAX_TOKENS' }] })}\r\n`,
    ],
  };

  it.each(WIRES)(
    '%s: takes a whole last event sent without its blank line (a gateway closed right after it)',
    async (wire) => {
      const events = await streamOf(wire, last[wire]);
      expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'length' });
    },
  );

  it('takes a final [DONE] sent without its blank line', async () => {
    const events = await streamOf('openai', [
      data({ id: 'chatcmpl-1', model: 'm', choices: [{ index: 0, delta: { content: 'ok' } }] }),
      'data: [DONE]',
    ]);
    // Without [DONE] and without a finish reason the stream would be a premature close.
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
  });
});

describe('open-weight servers', () => {
  it.each(['eos', 'eos_token', 'stop_sequence'])(
    'read finish_reason %s as a natural stop, streamed and whole',
    async (reason) => {
      const events = await streamOf('openai', [
        data({
          id: 'c1',
          model: 'meta-llama/Llama-3.3-70B',
          choices: [{ index: 0, delta: { content: 'Hi' }, finish_reason: null }],
        }),
        data({
          id: 'c1',
          model: 'meta-llama/Llama-3.3-70B',
          choices: [{ index: 0, delta: {}, finish_reason: reason }],
        }),
        'data: [DONE]\n\n',
      ]);
      expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'stop' });
      fakes.get('openai')!.enqueue({
        kind: 'raw',
        headers: { 'content-type': 'application/json' },
        steps: [
          JSON.stringify({
            id: 'c2',
            object: 'chat.completion',
            model: 'meta-llama/Llama-3.3-70B',
            choices: [
              { index: 0, message: { role: 'assistant', content: 'Hi' }, finish_reason: reason },
            ],
          }),
        ],
      });
      const response = await adapters.get('openai')!.chat(request, callFor('openai'));
      expect(response.finishReason).toBe('stop');
    },
  );
});

describe('an echoed key', () => {
  it('is scrubbed from the error when the key was configured with surrounding spaces', async () => {
    // An Azure-style key: no vendor prefix, so only the exact call secret can catch it.
    const key = '0123456789abcdef0123456789abcdef';
    fakes.get('openai')!.enqueue({
      kind: 'error',
      status: 401,
      body: { error: { message: `Invalid key ${key} for this resource.`, code: '401' } },
    });
    const call = { ...callFor('openai'), credential: { id: 'k', index: 0, secret: ` ${key}\t` } };
    let failure: unknown;
    try {
      await adapters.get('openai')!.chat(request, call);
    } catch (error) {
      failure = error;
    }
    expect(failure).toMatchObject({ name: 'UpstreamError', status: 401 });
    const error = failure as Error & { body?: string };
    expect(error.body).not.toContain(key);
    expect(error.message).not.toContain(key);
    expect(error.body).toContain('[redacted]');
  });
});

describe('gemini openai endpoint thought signatures', () => {
  const signed = (id: string, signature: string) => ({
    id,
    type: 'function',
    function: { name: 'search_web', arguments: '{"q":"x"}' },
    extra_content: { google: { thought_signature: signature } },
  });

  it('keeps a streamed tool call signature (extra_content.google.thought_signature)', async () => {
    const chunk = (delta: unknown, finish: string | null) =>
      data({
        object: 'chat.completion.chunk',
        model: 'gemini-3-flash',
        choices: [{ index: 0, delta, finish_reason: finish }],
      });
    const events = await streamOf('openai', [
      chunk({ role: 'assistant', tool_calls: [signed('c1', 'EjQKMgEMOdbH')] }, null),
      chunk({ tool_calls: [signed('c2', 'Sig2')] }, 'stop'),
      'data: [DONE]\n\n',
    ]);
    expect(
      events.flatMap((event) =>
        event.type === 'tool_call' ? [[event.index, event.id, event.signature]] : [],
      ),
    ).toEqual([
      [0, 'c1', 'EjQKMgEMOdbH'],
      [1, 'c2', 'Sig2'],
    ]);
  });

  it('keeps it on a whole answer, and sends it back only to Google', async () => {
    const fake = fakes.get('openai')!;
    fake.enqueue({
      kind: 'raw',
      headers: { 'content-type': 'application/json' },
      steps: [
        JSON.stringify({
          object: 'chat.completion',
          model: 'gemini-3-flash',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', tool_calls: [signed('c1', 'EjQKMgEMOdbH')] },
              finish_reason: 'tool_calls',
            },
          ],
        }),
      ],
    });
    const answer = await adapters.get('openai')!.chat(request, callFor('openai'));
    expect(answer.content).toEqual([
      {
        type: 'tool_call',
        id: 'c1',
        name: 'search_web',
        arguments: '{"q":"x"}',
        signature: 'EjQKMgEMOdbH',
      },
    ]);

    const next: ChatRequest = {
      ...request,
      messages: [
        ...request.messages,
        { role: 'assistant', content: answer.content },
        { role: 'tool', content: [{ type: 'tool_result', toolCallId: 'c1', content: 'found' }] },
      ],
    };
    // Gemini's host, reached on the fake through a dispatcher that rewrites the origin.
    const agent = new Agent();
    const toFake = new (class extends Dispatcher {
      override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
        return agent.dispatch({ ...options, origin: fake.url }, handler);
      }
    })();
    const google = createOpenAICompatibleAdapter({
      provider: 'gemini-openai',
      baseUrl: 'http://generativelanguage.googleapis.com/v1beta/openai',
      http: { dispatcher: toFake },
    });
    try {
      const sentCalls = async (adapter: ProviderAdapter) => {
        fake.enqueue({ kind: 'reply', reply: { text: 'done' } });
        await adapter.chat(next, callFor('openai'));
        const body = fake.requests.at(-1)!.body as {
          messages: { role: string; tool_calls?: unknown[] }[];
        };
        return body.messages.find((message) => message.role === 'assistant')?.tool_calls;
      };
      expect(await sentCalls(google)).toEqual([
        {
          id: 'c1',
          type: 'function',
          function: { name: 'search_web', arguments: '{"q":"x"}' },
          extra_content: { google: { thought_signature: 'EjQKMgEMOdbH' } },
        },
      ]);
      expect(await sentCalls(adapters.get('openai')!)).toEqual([
        { id: 'c1', type: 'function', function: { name: 'search_web', arguments: '{"q":"x"}' } },
      ]);
    } finally {
      await google.close?.();
      await agent.close();
    }
  });
});
