/**
 * The two chunks that close most OpenAI-compatible streams — the finish chunk (an empty delta and
 * a finish reason) and the usage chunk (no choices, three token counts) — read from the text of
 * a text-only chunk of the same stream instead of a full `JSON.parse` each.
 * @module
 */

/** A text-only chunk of the stream, split around its text (see `TextTemplate` in openai-stream). */
export interface TextChunkShape {
  /** The chunk's text up to its text delta: `…"delta":{"content":`. */
  readonly prefix: string;
  /** The chunk's text after its text delta, from the `}` that closes the delta. */
  readonly suffix: string;
  readonly json: Readonly<Record<string, unknown>>;
  readonly choice: Readonly<Record<string, unknown>>;
}

/** Reads a closing chunk: the object `JSON.parse(data)` gives, or undefined if `data` is not one. */
export type ClosingChunkReader = (data: string) => Record<string, unknown> | undefined;

const CONTENT = '{"content":';
const FINISH_NULL = '"finish_reason":null';
const FINISH_KEY = '"finish_reason"';
const CHOICES = '"choices":[';
/** A finish reason written without escapes. */
const REASON = /^[a-z_]{1,40}$/;
/** `],"usage":{…}}` with three JSON integers (no leading zeros, exact as doubles). */
const USAGE_TAIL =
  /^\],"usage":\{"prompt_tokens":(0|[1-9]\d{0,14}),"completion_tokens":(0|[1-9]\d{0,14}),"total_tokens":(0|[1-9]\d{0,14})\}\}$/;

function primitivesOnly(record: Readonly<Record<string, unknown>>, skip: string): boolean {
  for (const key in record) {
    if (key === skip) continue;
    const value = record[key];
    if (typeof value === 'object' && value !== null) return false;
  }
  return true;
}

/**
 * The reader of the closing chunks of a stream whose text chunks have `shape`, or undefined when
 * the shape does not allow it. Only byte layouts whose meaning is certain are read: no escape
 * anywhere in the shape's text (every key is found where it is written), a single
 * `"finish_reason"` key, after the delta, and shared members that are plain values (copied into
 * each chunk, never shared objects); anything else is parsed as before. The objects it builds
 * have the keys, order and values `JSON.parse` gives for the same text (property-tested).
 */
export function closingChunkReader(shape: TextChunkShape): ClosingChunkReader | undefined {
  const { prefix, suffix, json, choice } = shape;
  if (prefix.includes('\\') || suffix.includes('\\')) return undefined;
  if (!prefix.endsWith(CONTENT) || prefix.includes(FINISH_KEY)) return undefined;
  if (!primitivesOnly(json, 'choices') || !primitivesOnly(choice, 'delta')) return undefined;
  const base = prefix.slice(0, prefix.length - CONTENT.length);
  // The finish chunk: the same text with `{}` as the delta and a reason instead of null.
  const finishAt = suffix.indexOf(FINISH_NULL);
  const finish =
    choice.finish_reason === null &&
    finishAt >= 0 &&
    suffix.indexOf(FINISH_KEY, finishAt + 1) < 0 &&
    suffix.lastIndexOf(FINISH_KEY, finishAt - 1) < 0
      ? {
          // The suffix starts with the `}` that closes the delta.
          head: `${base}{${suffix.slice(0, finishAt)}"finish_reason":"`,
          tail: `"${suffix.slice(finishAt + FINISH_NULL.length)}`,
        }
      : undefined;
  // The usage chunk: the members before `choices`, then empty choices and the usage, nothing after.
  const choicesAt = base.indexOf(CHOICES);
  let after = false;
  let usageFits = choicesAt > 0 && (json.usage === undefined || json.usage === null);
  for (const key in json) {
    if (after && key !== 'usage') usageFits = false;
    if (key === 'choices') after = true;
  }
  const usageHead = usageFits ? base.slice(0, choicesAt + CHOICES.length) : undefined;
  if (finish === undefined && usageHead === undefined) return undefined;
  return (data) => {
    if (finish !== undefined) {
      const { head, tail } = finish;
      const end = data.length - tail.length;
      if (end > head.length && data.slice(0, head.length) === head && data.slice(end) === tail) {
        const reason = data.slice(head.length, end);
        if (REASON.test(reason)) {
          return Object.assign({}, json, {
            choices: [Object.assign({}, choice, { delta: {}, finish_reason: reason })],
          });
        }
      }
    }
    if (usageHead !== undefined && data.slice(0, usageHead.length) === usageHead) {
      const counts = USAGE_TAIL.exec(data.slice(usageHead.length));
      if (counts !== null) {
        return Object.assign({}, json, {
          choices: [],
          usage: {
            prompt_tokens: Number(counts[1]),
            completion_tokens: Number(counts[2]),
            total_tokens: Number(counts[3]),
          },
        });
      }
    }
    return undefined;
  };
}
