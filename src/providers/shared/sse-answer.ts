/**
 * A 2xx body that is not JSON where a complete answer was asked for. Relays that force streaming
 * (new-api/one-api relays, 9router) answer a non-streamed request with an event stream, sometimes
 * under a JSON content type, or glue an SSE terminator after a whole JSON body
 * (`{…}data: [DONE]`). The answer is still there: the adapter reads it instead of losing it
 * (`assembleEventStreamAnswer`).
 * @module
 */
import { parseJsonOrUndefined } from './json.js';

/** How a non-JSON 2xx body can still be read. */
export type NonJsonAnswer =
  /** A whole JSON body followed by an SSE terminator: `json` parsed from `text`, the body before it. */
  | { readonly kind: 'json'; readonly json: unknown; readonly text: string }
  /** An event stream (by content type or by its first field). */
  | { readonly kind: 'event-stream' };

/** The first line of an event stream: a field or a comment. */
const SSE_START = /^(?:(?:data|event|id|retry)[ \t]*:|:)/;
const DONE_FRAME = /^data:[ \t]*\[DONE\]$/;

/** What a body that failed to parse as JSON is, if it is still an answer. */
export function nonJsonAnswer(text: string, contentType: string): NonJsonAnswer | undefined {
  const start = text.trimStart();
  if (start.startsWith('{')) {
    const end = start.trimEnd();
    const at = end.lastIndexOf('data:');
    if (at > 0 && DONE_FRAME.test(end.slice(at))) {
      const head = end.slice(0, at).trimEnd();
      const json = parseJsonOrUndefined(head);
      if (json !== undefined) return { kind: 'json', json, text: head };
    }
  }
  if (contentType.includes('event-stream') || SSE_START.test(start))
    return { kind: 'event-stream' };
  return undefined;
}
