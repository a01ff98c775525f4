import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingChunkReader, type TextChunkShape } from './closing-chunks.js';

const DELTA_CONTENT = '"delta":{"content":';

/** The shape of a text chunk, split as the adapter's text template splits it. */
function shapeOf(text: string, content: string): TextChunkShape | undefined {
  const needle = `${DELTA_CONTENT}${JSON.stringify(content)}}`;
  const at = text.indexOf(needle);
  if (at < 0 || text.indexOf(needle, at + 1) >= 0) return undefined;
  const json = JSON.parse(text) as Record<string, unknown>;
  const choice = (json.choices as Record<string, unknown>[])[0] as Record<string, unknown>;
  return {
    prefix: text.slice(0, at + DELTA_CONTENT.length),
    suffix: text.slice(at + needle.length - 1),
    json,
    choice,
  };
}

/** What the reader must give: JSON.parse's object, keys in the same order, or nothing. */
function expectSameAsParse(data: string, read: Record<string, unknown> | undefined): void {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    expect(read).toBeUndefined();
    return;
  }
  if (read === undefined) return;
  expect(read).toEqual(parsed);
  expect(JSON.stringify(read)).toBe(JSON.stringify(parsed));
}

const odd = fc.string({
  unit: fc.constantFrom('a', 'Z', '0', ' ', 'é', '😀', '"', '\\', '\n', ',', ':', '{', '}', '['),
  maxLength: 6,
});
const scalar = fc.oneof(odd, fc.integer(), fc.constant(null), fc.boolean(), fc.double());
const reason = fc.oneof(
  fc.constantFrom('stop', 'length', 'tool_calls', 'content_filter', 'end_turn', 'x_y'),
  odd,
);
const count = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom('007', '-1', '1.5', '1e3', '00', ' 3', '9007199254740993', '123456789012345'),
);

describe('closingChunkReader', () => {
  it('reads canonical OpenAI finish and usage chunks as JSON.parse does', () => {
    const head = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'm' };
    const text = JSON.stringify({
      ...head,
      choices: [{ index: 0, delta: { content: 'Hi' }, logprobs: null, finish_reason: null }],
    });
    const reader = closingChunkReader(shapeOf(text, 'Hi') as TextChunkShape);
    const finish = JSON.stringify({
      ...head,
      choices: [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }],
    });
    const usage = JSON.stringify({
      ...head,
      choices: [],
      usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 },
    });
    expect(reader?.(finish)).toEqual(JSON.parse(finish));
    expect(JSON.stringify(reader?.(finish))).toBe(finish);
    expect(JSON.stringify(reader?.(usage))).toBe(usage);
    // Fresh objects every time: nothing is shared between chunks.
    expect(reader?.(finish)).not.toBe(reader?.(finish));
    expect(reader?.(text)).toBeUndefined();
  });

  it('gives exactly what JSON.parse gives, or nothing, for any chunk after any text chunk', () => {
    fc.assert(
      fc.property(
        fc.dictionary(odd, scalar, { maxKeys: 4 }),
        fc.dictionary(odd, scalar, { maxKeys: 2 }),
        fc.dictionary(odd, scalar, { maxKeys: 2 }),
        fc.boolean(),
        odd.filter((text) => text !== ''),
        reason,
        fc.tuple(count, count, count),
        fc.constantFrom('finish', 'usage', 'other'),
        (members, choiceExtra, after, reasonFirst, content, finishReason, counts, kind) => {
          const choice = reasonFirst
            ? { index: 0, ...choiceExtra, delta: { content }, finish_reason: null }
            : { index: 0, delta: { content }, ...choiceExtra, finish_reason: null };
          const text = JSON.stringify({ ...members, choices: [choice], ...after });
          const shape = shapeOf(text, content);
          if (shape === undefined) return;
          const reader = closingChunkReader(shape);
          if (reader === undefined) return;
          const choicesAt = text.indexOf('"choices":[');
          const prefix = shape.prefix.slice(0, -'{"content":'.length);
          const data =
            kind === 'finish'
              ? `${prefix}{${shape.suffix.replace('"finish_reason":null', `"finish_reason":${JSON.stringify(finishReason)}`)}`
              : kind === 'usage'
                ? `${text.slice(0, choicesAt)}"choices":[],"usage":{"prompt_tokens":${counts[0]},"completion_tokens":${counts[1]},"total_tokens":${counts[2]}}}`
                : JSON.stringify({ ...members, choices: [], ...after });
          expectSameAsParse(data, reader(data));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads nothing from shapes it cannot be sure of', () => {
    const text = (choice: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      JSON.stringify({ id: 'a\\"b', model: 'm', choices: [choice], ...extra });
    const plain = { index: 0, delta: { content: 'x' }, finish_reason: null };
    // An escape in the shared text, a nested value, a second finish_reason key.
    expect(closingChunkReader(shapeOf(text(plain), 'x') as TextChunkShape)).toBeUndefined();
    const nested = JSON.stringify({ id: 'a', meta: { k: 1 }, choices: [plain] });
    expect(closingChunkReader(shapeOf(nested, 'x') as TextChunkShape)).toBeUndefined();
    const twice = JSON.stringify({
      id: 'a',
      choices: [
        { index: 0, delta: { content: 'x' }, x: { finish_reason: null }, finish_reason: null },
      ],
    });
    const reader = closingChunkReader(shapeOf(twice, 'x') as TextChunkShape);
    // Only the usage layout may be read then; never a finish chunk.
    expect(
      reader?.(
        '{"id":"a","choices":[{"index":0,"delta":{},"x":{"finish_reason":null},"finish_reason":"stop"}]}',
      ),
    ).toBeUndefined();
  });
});
