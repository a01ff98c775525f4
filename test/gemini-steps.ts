/**
 * Gemini wire steps for the fake provider and a stream reader, shared by the Gemini answer tests.
 * @module
 */
import type { StreamEvent } from '../src/core/model.js';

/** A Gemini answer as one JSON body (a fake-provider raw step). */
export const json = (body: unknown) =>
  ({
    kind: 'raw',
    headers: { 'content-type': 'application/json; charset=UTF-8' },
    steps: [JSON.stringify(body)],
  }) as const;

/** Gemini stream chunks as SSE frames (a fake-provider raw step). */
export const frames = (...chunks: unknown[]) =>
  ({
    kind: 'raw',
    steps: chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\r\n\r\n`),
  }) as const;

/** A streamed Gemini chunk of text (or of thought). */
export const textChunk = (text: string, thought = false) => ({
  candidates: [
    {
      content: { parts: [{ text, ...(thought ? { thought: true } : {}) }], role: 'model' },
      index: 0,
    },
  ],
  modelVersion: 'gemini-2.5-flash',
  responseId: 'streamed-1',
});

/** Reads a stream, keeping what arrived before it failed. */
export async function readUntilFailure(
  stream: AsyncIterable<StreamEvent>,
): Promise<{ events: StreamEvent[]; failure: unknown }> {
  const events: StreamEvent[] = [];
  try {
    for await (const event of stream) events.push(event);
  } catch (failure) {
    return { events, failure };
  }
  throw new Error('expected the stream to fail');
}
