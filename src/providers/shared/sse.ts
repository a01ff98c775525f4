/**
 * Incremental Server-Sent Events over an undici body, on eventsource-parser. Comments (`: ping`,
 * `: OPENROUTER PROCESSING`) are dropped here; events are yielded as soon as their blank line
 * arrives. Ending iteration early destroys the body, which releases the connection.
 * @module
 */
import { StringDecoder } from 'node:string_decoder';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { ByteStream } from '../../runtime/http-client.js';
import { parseJsonOrUndefined } from './json.js';
import { MAX_ERROR_BODY_BYTES } from './upstream-error.js';

export type { EventSourceMessage };

/** What an unknown-but-plausible SSE field name looks like (ignored, as the spec says). */
const FIELD_NAME = /^[A-Za-z][\w-]*$/;

/** Options of {@link readSse}. */
export interface ReadSseOptions {
  /**
   * Builds the error thrown when the body is not SSE (a non-field line such as raw JSON or an
   * HTML page). `raw` is the text from the offending chunk to the end of the body (bounded).
   */
  readonly onMalformed: (raw: string) => Error;
  /**
   * Read when iteration stops: true once the caller has seen the provider's terminal event, so the
   * body is left to finish and its connection is reused instead of being closed.
   */
  readonly isComplete?: (() => boolean) | undefined;
}

/**
 * Yields the SSE events of `body` as they arrive, in batches: all the complete events of one body
 * chunk at once (one async step per chunk rather than per event keeps the per-event cost low).
 */
export async function* readSse(
  body: ByteStream,
  options: ReadSseOptions,
): AsyncGenerator<readonly EventSourceMessage[], void, undefined> {
  const decoder = createUtf8Decoder();
  let pending: EventSourceMessage[] = [];
  let malformed = false;
  const parser = createParser({
    onEvent: (event) => {
      pending.push(event);
    },
    onError: (error) => {
      // The spec ignores unknown fields, but a "field" that is not a plain name is a line that is
      // not SSE at all: raw JSON, HTML, plain text.
      if (error.type === 'unknown-field' && !FIELD_NAME.test(error.field ?? '')) malformed = true;
    },
  });
  // The body is discarded (or released) here, in `finally`, not by the iterator.
  try {
    for await (const chunk of body) {
      const text = decoder.decode(chunk);
      parser.feed(text);
      if (malformed) throw options.onMalformed(await restOf(text, body, decoder));
      if (pending.length === 0) continue;
      const batch = pending;
      pending = [];
      yield batch;
    }
    parser.feed(decoder.end());
    const terminated = pending.length;
    // A final event without its trailing blank line still counts (some gateways close the body
    // right after the last field), if it is whole: data cut off mid-JSON is a connection that
    // ended early (the stream then reads as a premature close), not an upstream that sent
    // something other than JSON. The parser's `reset({ consume: true })` parses the last line
    // but does not dispatch its event; a blank line does.
    parser.feed('\n\n');
    if (malformed) throw options.onMalformed('');
    if (pending.length > terminated) {
      const last = pending[terminated]!;
      if (last.data !== '[DONE]' && parseJsonOrUndefined(last.data) === undefined)
        pending.length = terminated;
    }
    if (pending.length > 0) yield pending;
  } finally {
    if (options.isComplete?.()) body.release();
    else body.discard();
  }
}

async function restOf(first: string, body: ByteStream, decoder: Utf8Decoder): Promise<string> {
  let raw = first;
  try {
    for await (const chunk of body) {
      raw += decoder.decode(chunk);
      if (raw.length >= MAX_ERROR_BODY_BYTES) break;
    }
  } catch {
    // What arrived is enough to explain the failure.
  }
  return raw.slice(0, MAX_ERROR_BODY_BYTES);
}

/** Incremental UTF-8 decoding of a byte stream (a sequence split across chunks is completed first). */
interface Utf8Decoder {
  /** The text of `chunk`, without a trailing incomplete sequence (kept for the next chunk). */
  decode(chunk: Uint8Array): string;
  /** What is left: an incomplete sequence at the end of the body becomes U+FFFD. */
  end(): string;
}

/**
 * A {@link Utf8Decoder} over Node's `StringDecoder`, which carries a character split across
 * chunks to the next one: a `TextDecoder` per stream costs an ICU converter each (≈ 10 µs to
 * create), which a pass-through stream of one read pays for nothing.
 */
export function createUtf8Decoder(): Utf8Decoder {
  const decoder = new StringDecoder('utf8');
  let start = true;
  // Like TextDecoder's default: a byte order mark at the very start is not text.
  const withoutBom = (text: string): string => {
    if (text === '') return text;
    start = false;
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  };
  return {
    decode(chunk) {
      const text = decoder.write(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength),
      );
      return start ? withoutBom(text) : text;
    },
    end() {
      const text = decoder.end();
      return start ? withoutBom(text) : text;
    },
  };
}
