/**
 * A whole chat response served as a stream: the engine's fallback when a stream went silent
 * before any output (DESIGN §3).
 * @module
 */

import type { ChatResponse, StreamEvent } from '../core/model.js';
import { responseEvents } from '../core/response-events.js';

/**
 * Iterates the stream events of `response` once it settles. The promise is awaited on the first
 * `next()`, so a stream watchdog wrapped around the iterator times the whole response.
 */
export function responseAsIterator(response: Promise<ChatResponse>): AsyncIterator<StreamEvent> {
  let rest: Iterator<StreamEvent> | undefined;
  return {
    next: async () => {
      rest ??= responseEvents(await response)[Symbol.iterator]();
      return rest.next();
    },
  };
}
