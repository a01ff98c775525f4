import { describe, expect, it, vi } from 'vitest';
import type { StreamEvent } from '../core/model.js';
import { fromOpenAIStream } from '../providers/openai-compatible/openai-stream.js';
import type { EventSourceMessage } from '../providers/shared/sse.js';
import { judgeChunk, passThroughCompletion, rewriteHead } from './openai-passthrough.js';
import { createOpenAIStreamEncoder } from './openai-response.js';

const wire = (json: Record<string, unknown>, text = JSON.stringify(json)) => ({
  format: 'openai-chat' as const,
  text,
  json,
});

describe('rewriteHead', () => {
  const replacement = { id: 'chatcmpl-gw', createdS: 42 };

  it('splices id and created into the usual layout without touching the rest', () => {
    const text =
      '{"id":"up-1","object":"chat.completion.chunk","created":1700000000,"model":"m","x":{"id":"keep"}}';
    expect(rewriteHead(wire(JSON.parse(text), text), 'chat.completion.chunk', replacement)).toBe(
      '{"id":"chatcmpl-gw","object":"chat.completion.chunk","created":42,"model":"m","x":{"id":"keep"}}',
    );
  });

  it('re-serializes other layouts with the two values replaced in place', () => {
    // OpenRouter's order: id, provider, model, object, created.
    const json = { id: 'gen-1', provider: 'p', model: 'm', object: 'chat.completion', created: 1 };
    expect(rewriteHead(wire(json), 'chat.completion', replacement)).toBe(
      '{"id":"chatcmpl-gw","provider":"p","model":"m","object":"chat.completion","created":42}',
    );
  });

  it('does not splice an id with escapes or a pretty-printed body', () => {
    const escaped = '{"id":"a\\"b","object":"chat.completion","created":1}';
    expect(
      JSON.parse(rewriteHead(wire(JSON.parse(escaped), escaped), 'chat.completion', replacement)),
    ).toEqual({ id: 'chatcmpl-gw', object: 'chat.completion', created: 42 });
    const pretty = '{\n  "id": "x",\n  "object": "chat.completion",\n  "created": 1\n}';
    expect(rewriteHead(wire(JSON.parse(pretty), pretty), 'chat.completion', replacement)).toBe(
      '{"id":"chatcmpl-gw","object":"chat.completion","created":42}',
    );
  });
});

describe('passThroughCompletion', () => {
  const body = (message: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    id: 'u',
    object: 'chat.completion',
    created: 1,
    model: 'm',
    choices: [{ index: 0, message, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 3 },
    ...extra,
  });
  const options = { id: 'chatcmpl-gw', createdS: 9 };

  it('forwards canonical bodies (text; tool calls with null content)', () => {
    expect(passThroughCompletion(wire(body({ role: 'assistant', content: 'x' })), options)).toBe(
      JSON.stringify({
        ...body({ role: 'assistant', content: 'x' }),
        id: 'chatcmpl-gw',
        created: 9,
      }),
    );
    const calls = [{ id: 'c', type: 'function', function: { name: 'f', arguments: '{}' } }];
    expect(
      passThroughCompletion(
        wire(body({ role: 'assistant', content: null, tool_calls: calls })),
        options,
      ),
    ).toBeDefined();
  });

  it.each([
    ['a refusal', body({ role: 'assistant', content: null, refusal: 'no' })],
    [
      '`reasoning` (rebuilt as reasoning_content)',
      body({ role: 'assistant', content: 'x', reasoning: 'r' }),
    ],
    ['null content without tool calls', body({ role: 'assistant', content: null })],
    [
      'usage that does not add up',
      body(
        { role: 'assistant', content: 'x' },
        { usage: { prompt_tokens: 1, completion_tokens: 2, total_tokens: 4 } },
      ),
    ],
    ['no usage', body({ role: 'assistant', content: 'x' }, { usage: undefined })],
    ['two choices', { ...body({ role: 'assistant', content: 'x' }), choices: [1, 2] }],
    ['another object', body({ role: 'assistant', content: 'x' }, { object: 'response' })],
  ])('rebuilds %s', (_name, json) => {
    expect(passThroughCompletion(wire(json as Record<string, unknown>), options)).toBeUndefined();
  });
});

describe('judgeChunk', () => {
  const state = () => ({
    model: 'm',
    sentRole: true,
    sentUsage: false,
    toolIndexes: new Map<number, number>(),
  });
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    object: 'chat.completion.chunk',
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finish }],
  });

  it('forwards dense new tool calls and records their indexes', () => {
    const judged = state();
    const call = { index: 0, id: 'c', type: 'function', function: { name: 'f', arguments: '' } };
    expect(judgeChunk(chunk({ tool_calls: [call] }), judged).kind).toBe('forward');
    expect(judged.toolIndexes.get(0)).toBe(0);
    const more = { index: 0, function: { arguments: '{}' } };
    expect(judgeChunk(chunk({ tool_calls: [more] }), judged).kind).toBe('forward');
  });

  it.each([
    [
      'a tool call index that skips',
      {
        tool_calls: [
          { index: 1, id: 'c', type: 'function', function: { name: 'f', arguments: '' } },
        ],
      },
    ],
    [
      'a first tool call without id',
      { tool_calls: [{ index: 0, type: 'function', function: { name: 'f', arguments: '' } }] },
    ],
    ['a refusal delta', { refusal: 'no' }],
    ['a `reasoning` delta', { reasoning: 'r' }],
    ['another role', { role: 'tool', content: 'x' }],
  ])('rebuilds %s', (_name, delta) => {
    expect(judgeChunk(chunk(delta), state()).kind).toBe('rebuild');
  });

  it('rebuilds a vendor finish reason, a changed model and a first chunk without the role', () => {
    expect(judgeChunk(chunk({}, 'end_turn'), state()).kind).toBe('rebuild');
    expect(judgeChunk({ ...chunk({ content: 'x' }), model: 'other' }, state()).kind).toBe(
      'rebuild',
    );
    expect(judgeChunk(chunk({ content: 'x' }), { ...state(), sentRole: false }).kind).toBe(
      'rebuild',
    );
  });
});

/** Streams the same upstream frames through both paths and returns what a client would rebuild. */
async function both(frames: readonly string[], includeUsage: boolean) {
  const run = async (passthrough: boolean) => {
    async function* reads(): AsyncGenerator<readonly EventSourceMessage[]> {
      // Two reads, to cover events carried across reads.
      const half = Math.ceil(frames.length / 2);
      for (const part of [frames.slice(0, half), frames.slice(half)])
        yield part.map((data) => ({ data, event: undefined, id: undefined }));
    }
    const encoder = createOpenAIStreamEncoder({
      id: 'chatcmpl-gw',
      model: 'logical',
      createdS: 7,
      includeUsage,
    });
    let text = '';
    const events: StreamEvent[] = [];
    const source = { provider: 'openai', model: 'm' };
    for await (const event of fromOpenAIStream(reads(), source, undefined, { passthrough })) {
      events.push(event);
      text += encoder.encode(event);
    }
    text += encoder.end();
    return { text, events };
  };
  return { rebuilt: await run(false), forwarded: await run(true) };
}

/** What an OpenAI client assembles from a stream (the SDK's accumulation). */
function assemble(text: string) {
  const frames = text
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: ') && frame !== 'data: [DONE]')
    .map((frame) => JSON.parse(frame.slice(6)));
  let content = '';
  let reasoning = '';
  let finish: unknown;
  let usage: unknown;
  const calls: Record<number, { id?: string; name?: string; arguments: string }> = {};
  for (const frame of frames) {
    expect(frame.id).toBe('chatcmpl-gw');
    expect(frame.created).toBe(7);
    if (frame.usage) usage = { ...frame.usage, completion_tokens_details: undefined };
    const choice = frame.choices[0];
    if (!choice) continue;
    content += choice.delta.content ?? '';
    reasoning += choice.delta.reasoning_content ?? '';
    if (choice.finish_reason) finish = choice.finish_reason;
    for (const call of choice.delta.tool_calls ?? []) {
      const slot = calls[call.index] ?? { arguments: '' };
      calls[call.index] = slot;
      if (call.id) slot.id = call.id;
      if (call.function?.name) slot.name = call.function.name;
      slot.arguments += call.function?.arguments ?? '';
    }
  }
  return { content, reasoning, finish, usage, calls, done: text.endsWith('data: [DONE]\n\n') };
}

const frame = (delta: Record<string, unknown>, finish: string | null = null, extra = {}) =>
  JSON.stringify({
    id: 'up',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'm',
    system_fingerprint: 'fp',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...extra,
  });
const usage = JSON.stringify({
  id: 'up',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'm',
  choices: [],
  usage: { prompt_tokens: 3, completion_tokens: 4, total_tokens: 7 },
});

describe('forwarded and rebuilt streams give the caller the same answer', () => {
  const cases: [string, string[]][] = [
    [
      'text, reasoning, usage',
      [
        frame({ role: 'assistant', content: '' }),
        frame({ reasoning_content: 'think' }),
        frame({ content: 'Hel' }),
        frame({ content: 'lo' }),
        frame({}, 'stop'),
        usage,
        '[DONE]',
      ],
    ],
    [
      'tool calls',
      [
        frame({ role: 'assistant', content: null }),
        frame({
          tool_calls: [
            { index: 0, id: 'a', type: 'function', function: { name: 'f', arguments: '' } },
          ],
        }),
        frame({ tool_calls: [{ index: 0, function: { arguments: '{"x":' } }] }),
        frame({ tool_calls: [{ index: 0, function: { arguments: '1}' } }] }),
        frame({
          tool_calls: [
            { index: 1, id: 'b', type: 'function', function: { name: 'g', arguments: '{}' } },
          ],
        }),
        frame({}, 'tool_calls'),
        usage,
        '[DONE]',
      ],
    ],
    [
      'text chunks read from a template: escapes, quotes, unicode, look-alikes',
      [
        frame({ role: 'assistant', content: '' }),
        frame({ content: 'plain' }),
        frame({ content: 'a "quoted" \\ back\nslash' }),
        frame({ content: 'ü \u2028 😀' }),
        frame({ content: '"},"usage":{"prompt_tokens":1},"x":"' }),
        `${frame({ content: 'same prefix' }).slice(0, -1)},"extra":1}`,
        frame({ content: 'x' }).replace('"content":"x"', '"content":"\\u0078"'),
        frame({ content: 'tail' }),
        frame({}, 'stop'),
        '[DONE]',
      ],
    ],
    [
      'a mix of canonical and rebuilt chunks, no [DONE]',
      [
        frame({ content: 'no role first' }),
        frame({ reasoning: 'r' }),
        frame({ content: '!' }, null, { model: 'other' }),
        frame({}, 'end_turn'),
      ],
    ],
  ];
  for (const [name, frames] of cases) {
    for (const includeUsage of [true, false]) {
      it(`${name} (include_usage: ${includeUsage})`, async () => {
        const { rebuilt, forwarded } = await both(frames, includeUsage);
        expect(assemble(forwarded.text)).toEqual(assemble(rebuilt.text));
        // The engine sees the same output either way (merged text deltas aside).
        const output = (events: StreamEvent[]) =>
          events
            .filter((event) => event.type === 'text')
            .map((event) => (event.type === 'text' ? event.text : ''))
            .join('');
        expect(output(forwarded.events)).toBe(output(rebuilt.events));
        expect(forwarded.events.at(-1)).toMatchObject({ ...rebuilt.events.at(-1) });
      });
    }
  }
});

describe('pass-through stream reading', () => {
  it('reads text-only chunks from a template, without a full parse, to the same JSON', async () => {
    const frames = [
      frame({ role: 'assistant', content: '' }),
      ...Array.from({ length: 10 }, (_, index) => frame({ content: `word ${index} "q" ` })),
      frame({}, 'stop'),
      '[DONE]',
    ];
    async function* reads(): AsyncGenerator<readonly EventSourceMessage[]> {
      yield frames.map((data) => ({ data, event: undefined, id: undefined }));
    }
    const parse = vi.spyOn(JSON, 'parse');
    const events: StreamEvent[] = [];
    let parsed: string[] = [];
    try {
      const source = { provider: 'openai', model: 'm' };
      for await (const event of fromOpenAIStream(reads(), source, undefined, { passthrough: true }))
        events.push(event);
      parsed = parse.mock.calls.map(([text]) => String(text));
    } finally {
      parse.mockRestore();
    }
    // Role chunk, first text chunk, finish chunk; the nine other text chunks need only their
    // string literal parsed (they contain escaped quotes).
    const wholeChunkParses = parsed.filter((text) => text.startsWith('{'));
    expect(wholeChunkParses).toHaveLength(3);
    const chunks = events.flatMap((event) => event.wire ?? []);
    expect(chunks).toHaveLength(12);
    for (const chunk of chunks) expect(chunk.json).toEqual(JSON.parse(chunk.text));
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'finish']);
  });
});
