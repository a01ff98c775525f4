/**
 * Normalized stream events → one `ChatResponse`, for answers that arrive as an event stream
 * where a complete body was asked for (relays that force streaming, see `sse-answer.ts`).
 * @module
 */

import { UpstreamError } from '../../core/errors.js';
import type {
  AnthropicStop,
  ChatResponse,
  ContentPart,
  FinishReason,
  StreamEvent,
  Usage,
} from '../../core/model.js';
import type { ByteStream } from '../../runtime/http-client.js';
import { prematureClose } from './http-call.js';
import { type EventSourceMessage, readSse } from './sse.js';
import { buildUpstreamError, type ErrorSource } from './upstream-error.js';

/** A part still receiving deltas. */
type OpenPart =
  | { type: 'text'; text: string }
  | { type: 'thinking'; text: string; signature?: string; redacted?: boolean }
  | { type: 'tool_call'; id: string; name: string; arguments: string; signature?: string }
  | { type: 'done'; part: ContentPart };

/** What a stream said besides its content. */
interface Ending {
  id: string;
  model: string;
  requestId: string | undefined;
  usage: Usage | undefined;
  finishReason: FinishReason | undefined;
  anthropicStop: AnthropicStop | undefined;
}

/**
 * Reads a whole translated stream into one response: adjacent text deltas become one text part,
 * thinking deltas one thinking part (closed by its signature), tool call deltas one call per
 * index. A stream without a `finish` event is a premature close.
 */
export async function assembleStream(
  events: AsyncIterator<StreamEvent>,
  context: { readonly source: ErrorSource; readonly requestId: string | undefined },
): Promise<ChatResponse> {
  const parts: OpenPart[] = [];
  const tools = new Map<number, Extract<OpenPart, { type: 'tool_call' }>>();
  const ending: Ending = {
    id: '',
    model: context.source.model,
    requestId: context.requestId,
    usage: undefined,
    finishReason: undefined,
    anthropicStop: undefined,
  };
  for (let next = await events.next(); next.done !== true; next = await events.next()) {
    addEvent(next.value, { parts, tools, ending });
  }
  if (ending.finishReason === undefined) throw prematureClose(context.source, ending.requestId);
  return {
    id: ending.id,
    model: ending.model,
    content: parts.map(closedPart),
    finishReason: ending.finishReason,
    ...(ending.anthropicStop === undefined ? {} : { anthropicStop: ending.anthropicStop }),
    usage: ending.usage ?? { inputTokens: 0, outputTokens: 0 },
    ...(ending.requestId === undefined ? {} : { requestId: ending.requestId }),
  };
}

function addEvent(
  event: StreamEvent,
  state: {
    readonly parts: OpenPart[];
    readonly tools: Map<number, Extract<OpenPart, { type: 'tool_call' }>>;
    readonly ending: Ending;
  },
): void {
  const { parts, tools, ending } = state;
  const last = parts.at(-1);
  switch (event.type) {
    case 'start':
      ending.id = event.id;
      ending.model = event.model;
      ending.requestId = event.requestId ?? ending.requestId;
      ending.usage = event.usage ?? ending.usage;
      return;
    case 'text':
      if (last?.type === 'text') last.text += event.text;
      else parts.push({ type: 'text', text: event.text });
      return;
    case 'thinking':
      addThinking(parts, event);
      return;
    case 'tool_call': {
      let call = tools.get(event.index);
      if (call === undefined) {
        call = { type: 'tool_call', id: '', name: '', arguments: '' };
        tools.set(event.index, call);
        parts.push(call);
      }
      if (event.id !== undefined) call.id = event.id;
      if (event.name !== undefined) call.name = event.name;
      if (event.signature !== undefined) call.signature = event.signature;
      call.arguments += event.argumentsDelta;
      return;
    }
    case 'provider_block':
      parts.push({
        type: 'done',
        part: { type: 'provider_block', provider: event.provider, block: event.block },
      });
      return;
    case 'finish':
      ending.finishReason = event.finishReason;
      ending.anthropicStop = event.anthropicStop;
      ending.usage = event.usage ?? ending.usage;
      return;
  }
}

/** Thinking deltas join the open thinking part; a signature closes it (Anthropic's last delta). */
function addThinking(parts: OpenPart[], event: Extract<StreamEvent, { type: 'thinking' }>): void {
  if (event.redacted === true) {
    parts.push({ type: 'thinking', text: '', signature: event.signature ?? '', redacted: true });
    return;
  }
  const last = parts.at(-1);
  if (last?.type === 'thinking' && last.signature === undefined) {
    last.text += event.text;
    if (event.signature !== undefined) last.signature = event.signature;
    return;
  }
  parts.push({
    type: 'thinking',
    text: event.text,
    ...(event.signature === undefined ? {} : { signature: event.signature }),
  });
}

function closedPart(part: OpenPart): ContentPart {
  switch (part.type) {
    case 'done':
      return part.part;
    case 'text':
      return { type: 'text', text: part.text };
    case 'thinking':
      return {
        type: 'thinking',
        text: part.text,
        ...(part.signature === undefined ? {} : { signature: part.signature }),
        ...(part.redacted === true ? { redacted: true } : {}),
      };
    case 'tool_call':
      return {
        type: 'tool_call',
        id: part.id,
        name: part.name,
        // A call without argument deltas (Anthropic `tool_use` with empty input) takes no arguments.
        arguments: part.arguments === '' ? '{}' : part.arguments,
        ...(part.signature === undefined ? {} : { signature: part.signature }),
      };
  }
}

/** What {@link assembleEventStreamAnswer} reads. */
export interface EventStreamAnswer {
  /** The whole body. */
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
  readonly source: ErrorSource;
  /** The adapter's stream translation over the body's events. */
  readonly translate: (
    events: AsyncGenerator<readonly EventSourceMessage[], void, undefined>,
  ) => AsyncIterator<StreamEvent>;
}

const WHERE = 'in an event stream answering a non-streamed request';

/**
 * Reads an event-stream body as the adapter reads a stream and assembles one response. A body
 * that is not assemblable (not SSE, an error event, cut before its end) fails with the stream's
 * own `UpstreamError`, its message saying where it came from and its headers those of the answer.
 */
export async function assembleEventStreamAnswer(answer: EventStreamAnswer): Promise<ChatResponse> {
  const { source, headers, requestId } = answer;
  const events = readSse(textStream(answer.text), {
    onMalformed: (raw) =>
      buildUpstreamError(source, {
        headers,
        text: raw,
        requestId,
        what: `unparseable event stream (${WHERE})`,
      }),
  });
  try {
    return await assembleStream(answer.translate(events), { source, requestId });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.message.includes(WHERE)) throw error;
    throw new UpstreamError(`${error.message} (${WHERE})`, {
      provider: error.provider,
      model: error.model,
      status: error.status,
      headers: { ...headers, ...error.headers },
      body: error.body,
      requestId: error.requestId ?? requestId,
      cause: error,
    });
  }
}

/** A {@link ByteStream} over text already read. */
function textStream(text: string): ByteStream {
  return {
    async *[Symbol.asyncIterator]() {
      yield Buffer.from(text, 'utf8');
    },
    release: () => undefined,
    discard: () => undefined,
  };
}
