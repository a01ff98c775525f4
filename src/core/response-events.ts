/**
 * A complete response as the stream events that would have carried it: for the engine's
 * non-streaming fallback, and for a whole JSON answer to a streamed request (servers and relays
 * that ignore `stream: true`).
 * @module
 */
import type { ChatResponse, StreamEvent } from './model.js';

/** The events of `response`: `start`, one event per part in order, `finish`. */
export function responseEvents(response: ChatResponse): StreamEvent[] {
  const events: StreamEvent[] = [
    {
      type: 'start',
      id: response.id,
      model: response.model,
      ...(response.requestId === undefined ? {} : { requestId: response.requestId }),
      // The input counts, as a stream's start carries them (Anthropic's message_start).
      usage: { ...response.usage, outputTokens: 0 },
    },
  ];
  let toolIndex = 0;
  for (const part of response.content) {
    if (part.type === 'text') events.push({ type: 'text', text: part.text });
    else if (part.type === 'thinking')
      events.push({
        type: 'thinking',
        text: part.text,
        ...(part.signature === undefined ? {} : { signature: part.signature }),
        ...(part.redacted === true ? { redacted: true } : {}),
      });
    else if (part.type === 'tool_call')
      events.push({
        type: 'tool_call',
        index: toolIndex++,
        id: part.id,
        name: part.name,
        argumentsDelta: part.arguments,
        ...(part.signature === undefined ? {} : { signature: part.signature }),
      });
    else if (part.type === 'provider_block')
      events.push({ type: 'provider_block', provider: part.provider, block: part.block });
  }
  events.push({
    type: 'finish',
    finishReason: response.finishReason,
    ...(response.anthropicStop === undefined ? {} : { anthropicStop: response.anthropicStop }),
    usage: response.usage,
  });
  return events;
}
