/**
 * The pass-through stream pipeline without a network: upstream SSE bytes, split into reads
 * anywhere, through `readSse`, the OpenAI-compatible adapter's pass-through translation and the
 * gateway's stream encoder. Canonical chunks must leave byte for byte as they arrived, with only
 * `id` and `created` replaced, whatever the read boundaries; everything else as documented.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../core/model.js';
import { fromOpenAIStream } from '../providers/openai-compatible/openai-stream.js';
import { readSse } from '../providers/shared/sse.js';
import type { ByteStream } from '../runtime/http-client.js';
import { createOpenAIStreamEncoder } from './openai-response.js';

const ID = 'chatcmpl-gateway-1';
const CREATED_S = 1_800_000_000;
const UPSTREAM_HEAD = /^\{"id":"[^"]*","object":"chat\.completion\.chunk","created":\d+/;
const GATEWAY_HEAD = `{"id":"${ID}","object":"chat.completion.chunk","created":${CREATED_S}`;

function chunk(delta: Record<string, unknown>, finish: string | null = null, extra = {}): string {
  return JSON.stringify({
    id: 'chatcmpl-upstream',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'vendor-model',
    system_fingerprint: 'fp_1',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    ...extra,
  });
}

const USAGE = JSON.stringify({
  id: 'chatcmpl-upstream',
  object: 'chat.completion.chunk',
  created: 1_700_000_000,
  model: 'vendor-model',
  choices: [],
  usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
});

/** The SSE body of `data` values (each one frame), ending with `[DONE]`. */
function sse(data: readonly string[]): Buffer {
  return Buffer.from(`${data.map((item) => `data: ${item}\n\n`).join('')}data: [DONE]\n\n`);
}

/** `bytes` cut at `offsets` (any order, duplicates and out-of-range values allowed). */
function split(bytes: Buffer, offsets: readonly number[]): Buffer[] {
  const points = [...new Set(offsets.map((offset) => Math.min(offset, bytes.length)))].sort(
    (a, b) => a - b,
  );
  const parts: Buffer[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    if (point > from) parts.push(bytes.subarray(from, point));
    from = point;
  }
  return parts;
}

function byteStream(parts: readonly Buffer[]): ByteStream {
  return {
    async *[Symbol.asyncIterator]() {
      for (const part of parts) yield part;
    },
    release() {},
    discard() {},
  };
}

interface Piped {
  /** What the gateway writes. */
  readonly out: string;
  /** What the engine sees. */
  readonly events: readonly StreamEvent[];
  readonly error: unknown;
}

async function pipe(parts: readonly Buffer[], includeUsage: boolean): Promise<Piped> {
  let completed = false;
  const events = readSse(byteStream(parts), {
    onMalformed: (raw) => new Error(`malformed: ${raw}`),
    isComplete: () => completed,
  });
  const encoder = createOpenAIStreamEncoder({
    id: ID,
    model: 'oa',
    createdS: CREATED_S,
    includeUsage,
  });
  const seen: StreamEvent[] = [];
  let out = '';
  let error: unknown;
  const stream = fromOpenAIStream(events, { provider: 'openai-compatible', model: 'm' }, 'req-1', {
    passthrough: true,
    complete: () => {
      completed = true;
    },
  });
  try {
    for await (const event of stream) {
      seen.push(event);
      out += encoder.encode(event);
    }
    out += encoder.end();
  } catch (caught) {
    error = caught;
  }
  return { out, events: seen, error };
}

/** The frames a caller must receive for canonical upstream `data`: the same text, new head. */
function forwarded(data: readonly string[]): string {
  let out = '';
  for (const item of data) out += `data: ${item.replace(UPSTREAM_HEAD, GATEWAY_HEAD)}\n\n`;
  return `${out}data: [DONE]\n\n`;
}

function textOf(events: readonly StreamEvent[]): string {
  let text = '';
  for (const event of events) if (event.type === 'text') text += event.text;
  return text;
}

/** Text pieces that exercise escaping and multi-byte characters split across reads. */
const piece = fc
  .array(
    fc.constantFrom('a', 'Zz', ' ', 'é', '€', '😀', '"', '\\', '\n', '\t', '/', '\u2028', '<'),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

describe('pass-through stream pipeline', () => {
  const pieces = ['Hel', 'lo', ' wo', 'rld', '!', ' é😀', ' "quoted"', ' back\\slash'];
  const canonical = [
    chunk({ role: 'assistant', content: '' }),
    ...pieces.map((text) => chunk({ content: text })),
    chunk({}, 'stop'),
    USAGE,
  ];

  it('forwards canonical chunks byte for byte with id/created spliced, for a split at every offset', async () => {
    const body = sse(canonical);
    const whole = await pipe([body], true);
    expect(whole.out).toBe(forwarded(canonical));
    for (let offset = 1; offset < body.length; offset++) {
      const piped = await pipe(split(body, [offset]), true);
      expect(piped.error).toBeUndefined();
      expect(piped.out).toBe(whole.out);
      expect(textOf(piped.events)).toBe(pieces.join(''));
    }
  });

  it('gives the engine a start first, the text, and a finish with the usage', async () => {
    const { events } = await pipe([sse(canonical)], false);
    expect(events[0]).toMatchObject({ type: 'start', model: 'vendor-model' });
    // One read: the text deltas of the read travel as one event.
    expect(events.filter((event) => event.type === 'text')).toHaveLength(1);
    expect(events.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: 'stop',
      usage: { inputTokens: 7, outputTokens: 3 },
    });
  });

  it('withholds the upstream usage chunk unless the caller asked for usage', async () => {
    const withUsage = await pipe([sse(canonical)], true);
    const without = await pipe([sse(canonical)], false);
    expect(withUsage.out).toBe(forwarded(canonical));
    expect(without.out).toBe(forwarded(canonical.slice(0, -1)));
  });

  it('writes the usage chunk itself when upstream sent none and the caller asked', async () => {
    const { out } = await pipe([sse(canonical.slice(0, -1))], true);
    const frames = out.split('\n\n').filter(Boolean);
    expect(frames.at(-1)).toBe('data: [DONE]');
    const usage = JSON.parse((frames.at(-2) ?? '').slice(6)) as Record<string, unknown>;
    expect(usage).toMatchObject({ id: ID, created: CREATED_S, choices: [] });
    expect(usage.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
  });

  it('property: any texts, any reads, either usage choice: the bytes of the unsplit stream', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 1, maxLength: 8 }),
        fc.array(fc.nat(2_000), { maxLength: 12 }),
        fc.boolean(),
        async (texts, offsets, includeUsage) => {
          const data = [
            chunk({ role: 'assistant', content: '' }),
            ...texts.map((text) => chunk({ content: text })),
            chunk({}, 'length'),
            USAGE,
          ];
          const piped = await pipe(split(sse(data), offsets), includeUsage);
          expect(piped.error).toBeUndefined();
          expect(piped.out).toBe(forwarded(includeUsage ? data : data.slice(0, -1)));
          expect(textOf(piped.events)).toBe(texts.join(''));
          expect(piped.events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'length' });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('property: a non-canonical chunk among same-shaped ones is rebuilt, the others still forwarded', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { minLength: 2, maxLength: 6 }),
        fc.nat(),
        fc.constantFrom<Record<string, unknown>>(
          { logprobs: { content: [] } },
          { x_extra: true },
          { model: 'another-model' },
        ),
        fc.array(fc.nat(2_000), { maxLength: 6 }),
        async (texts, at, odd, offsets) => {
          const index = 1 + (at % texts.length);
          const data = [
            chunk({ role: 'assistant', content: '' }),
            ...texts.map((text) => chunk({ content: text })),
            chunk({}, 'stop'),
          ];
          // The odd chunk: same text delta, one field that breaks the shape (or the canonical form).
          const oddText = `${texts[index - 1]}`;
          const oddChunk = JSON.parse(chunk({ content: oddText })) as Record<string, unknown>;
          const oddChoice = (oddChunk.choices as Record<string, unknown>[])[0] as Record<
            string,
            unknown
          >;
          if ('logprobs' in odd) oddChoice.logprobs = odd.logprobs;
          else Object.assign(oddChunk, odd);
          data[index] = JSON.stringify(oddChunk);
          const { out, error, events } = await pipe(split(sse(data), offsets), false);
          expect(error).toBeUndefined();
          expect(textOf(events)).toBe(texts.join(''));
          const frames = out.split('\n\n').filter(Boolean);
          expect(frames).toHaveLength(data.length + 1);
          for (const [position, frame] of frames.entries()) {
            if (position === data.length) {
              expect(frame).toBe('data: [DONE]');
              continue;
            }
            const upstream = data[position] as string;
            const rebuilt = position === index && !('x_extra' in odd);
            if (!rebuilt) {
              // Forwarded as sent (a vendor field is no reason to rebuild, only a new shape).
              expect(frame).toBe(`data: ${upstream.replace(UPSTREAM_HEAD, GATEWAY_HEAD)}`);
              continue;
            }
            // Rebuilt in the normalized form: gateway id, no vendor field, no logprobs.
            const parsed = JSON.parse(frame.slice(6)) as Record<string, unknown>;
            expect(parsed).toMatchObject({ id: ID, created: CREATED_S, system_fingerprint: null });
            expect(parsed.x_extra).toBeUndefined();
            const choice = (parsed.choices as Record<string, unknown>[])[0];
            expect(choice?.logprobs).toBeNull();
            expect(choice?.delta).toEqual({ content: oddText });
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('ends with the upstream error after the frames that came before it in the same read', async () => {
    const data = [
      chunk({ role: 'assistant', content: '' }),
      chunk({ content: 'par' }),
      chunk({ content: 'tial' }),
      chunk({ content: ' answer' }),
    ];
    const body = Buffer.from(
      `${data.map((item) => `data: ${item}\n\n`).join('')}data: {"error":{"message":"Overloaded","type":"server_error"}}\n\n`,
    );
    for (const parts of [[body], split(body, [body.length - 20]), split(body, [100, 300])]) {
      const { out, error, events } = await pipe(parts, false);
      expect(error).toMatchObject({ name: 'UpstreamError' });
      expect(textOf(events)).toBe('partial answer');
      expect(out).toBe(forwarded(data).replace('data: [DONE]\n\n', ''));
    }
  });

  it('forwards tool-call chunks as sent when their indexes are canonical', async () => {
    const data = [
      chunk({ role: 'assistant', content: null }),
      chunk({
        tool_calls: [
          { index: 0, id: 'call_a', type: 'function', function: { name: 'f', arguments: '' } },
        ],
      }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '{"a":' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { arguments: '1}' } }] }),
      chunk({}, 'tool_calls'),
    ];
    const { out, events } = await pipe(split(sse(data), [150, 151, 400]), false);
    expect(out).toBe(forwarded(data));
    expect(events.at(-1)).toMatchObject({ type: 'finish', finishReason: 'tool_calls' });
  });
});
