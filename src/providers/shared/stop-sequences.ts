/**
 * Stop sequences and empty answers: the one case where an empty answer ending `stop` is an answer.
 * @module
 */
import type { ChatRequest } from '../../core/model.js';

/**
 * Whether a request has stop sequences. Servers leave a matched stop sequence out of the text and
 * end `stop` (OpenAI: "a natural stop point or a provided stop sequence"; vLLM; Gemini's
 * `stopSequences`), so an empty answer ending `stop` to such a request is one whose output began
 * with a stop sequence — an answer, given again on every retry — not the empty-stop glitch a retry
 * mends.
 */
export function hasStopSequences(request: ChatRequest | undefined): boolean {
  return (request?.stop?.length ?? 0) > 0;
}
