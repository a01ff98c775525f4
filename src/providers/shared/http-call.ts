/**
 * The request/response plumbing every HTTP adapter shares: POST JSON, turn non-2xx into
 * `UpstreamError`, apply the whole-call deadline, and open SSE streams.
 * @module
 */
import type { Clock } from '../../core/ports.js';
import {
  byteStreamOf,
  type HttpClient,
  type HttpResponse,
  type StreamedResponse,
  withDeadline,
} from '../../runtime/http-client.js';
import { asRecord, parseJsonOrUndefined, reportsError } from './json.js';
import { type EventSourceMessage, readSse } from './sse.js';
import { nonJsonAnswer } from './sse-answer.js';
import {
  buildUpstreamError,
  type ErrorSource,
  flattenHeaders,
  readBoundedText,
  requestIdFrom,
  upstreamErrorFromResponse,
} from './upstream-error.js';

/** What an adapter needs to make calls. */
export interface HttpCallContext {
  readonly http: HttpClient;
  readonly clock: Clock;
}

/** One POST to a provider. */
export interface PostOptions {
  readonly origin: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly signal: AbortSignal;
  readonly source: ErrorSource;
}

/** A parsed 2xx JSON response. */
export interface JsonResult {
  readonly json: unknown;
  /** The body text `json` was parsed from. */
  readonly text: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
  /**
   * True when the body is an event stream answering the non-streamed request (`json` is then
   * undefined and `text` is the stream): see {@link nonJsonAnswer}.
   */
  readonly eventStream?: true | undefined;
}

/** POSTs JSON and parses a JSON answer, within the client's whole-call timeout. */
export async function postJson(
  context: HttpCallContext,
  options: PostOptions,
): Promise<JsonResult> {
  const { http } = context;
  if (http.send === undefined) return postJsonStreamed(context, options);
  const response = await http.send({
    origin: options.origin,
    path: options.path,
    headers: options.headers,
    body: options.body,
    signal: options.signal,
    timeoutMs: http.timeouts.timeoutMs,
    clock: context.clock,
  });
  const headers = flattenHeaders(response.headers);
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw buildUpstreamError(options.source, {
      status: response.statusCode,
      headers,
      text: response.text,
    });
  }
  return parsedJson(response.text, headers, options.source);
}

/** {@link postJson} over a client without `send`: the body is read from the response stream. */
function postJsonStreamed(context: HttpCallContext, options: PostOptions): Promise<JsonResult> {
  return withDeadline(
    { signal: options.signal, timeoutMs: context.http.timeouts.timeoutMs, clock: context.clock },
    async (signal) => {
      const response = await context.http.request({
        origin: options.origin,
        path: options.path,
        headers: options.headers,
        body: options.body,
        signal,
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        throw await upstreamErrorFromResponse(response, options.source);
      }
      const headers = flattenHeaders(response.headers);
      return parsedJson(await response.body.text(), headers, options.source);
    },
  );
}

function parsedJson(
  text: string,
  headers: Readonly<Record<string, string>>,
  source: ErrorSource,
): JsonResult {
  const json = parseJsonOrUndefined(text);
  if (json === undefined) {
    // Only a body that failed to parse pays for these checks.
    const answer = nonJsonAnswer(text, headers['content-type'] ?? '');
    if (answer?.kind === 'json') {
      const { json: inner, text: innerText } = answer;
      return { json: inner, text: innerText, headers, requestId: requestIdFrom(headers, inner) };
    }
    if (answer?.kind === 'event-stream') {
      return {
        json: undefined,
        text,
        headers,
        requestId: requestIdFrom(headers),
        eventStream: true,
      };
    }
    throw buildUpstreamError(source, {
      headers,
      text: text.slice(0, 64 * 1024),
      what: 'unparseable response (not JSON)',
    });
  }
  return { json, text, headers, requestId: requestIdFrom(headers, json) };
}

/** An open SSE stream. */
export interface SseResult {
  /** SSE events, in batches (one per body chunk). */
  readonly events: AsyncGenerator<readonly EventSourceMessage[], void, undefined>;
  /** Call once the terminal event has been handled: the connection is then kept for reuse. */
  readonly complete: () => void;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
}

/** How much of a JSON body answering a streamed request is read (an answer with inline images runs to megabytes). */
const MAX_JSON_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * A whole JSON body where an event stream was asked for: some providers answer errors that way,
 * and relays and servers that ignore `stream: true` answer the complete response.
 */
export interface JsonInsteadOfSse {
  /** The body, read whole (bounded). */
  readonly jsonText: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly requestId: string | undefined;
}

/** The error for a {@link JsonInsteadOfSse} that is not an answer, carrying `text` as its body. */
export function jsonInsteadOfSseError(
  answer: JsonInsteadOfSse,
  source: ErrorSource,
  text: string = answer.jsonText,
): Error {
  return buildUpstreamError(source, {
    headers: answer.headers,
    text,
    requestId: answer.requestId,
    what: 'JSON body instead of an event stream',
  });
}

/**
 * POSTs and opens an SSE stream. Non-2xx → `UpstreamError`. A 2xx JSON body where a stream was
 * expected → {@link JsonInsteadOfSse}, for the adapter to read as an answer or an error.
 */
export async function postSse(
  context: HttpCallContext,
  options: PostOptions,
): Promise<SseResult | JsonInsteadOfSse> {
  const request = {
    origin: options.origin,
    path: options.path,
    headers: options.headers,
    body: options.body,
    signal: options.signal,
  };
  const { http } = context;
  let response: StreamedResponse;
  if (http.open !== undefined) {
    response = await http.open(request);
  } else {
    const plain: HttpResponse = await http.request(request);
    response = { ...plain, body: byteStreamOf(plain.body) };
  }
  if (response.statusCode < 200 || response.statusCode >= 300) {
    throw await upstreamErrorFromResponse(response, options.source);
  }
  const headers = flattenHeaders(response.headers);
  const requestId = requestIdFrom(headers);
  const contentType = headers['content-type'] ?? '';
  if (contentType.includes('json')) {
    return {
      jsonText: await readBoundedText(response.body, MAX_JSON_ANSWER_BYTES),
      headers,
      requestId,
    };
  }
  let completed = false;
  const events = readSse(response.body, {
    isComplete: () => completed,
    onMalformed: (raw) =>
      buildUpstreamError(options.source, {
        headers,
        text: raw,
        requestId,
        what: 'unparseable event stream',
      }),
  });
  return {
    events,
    headers,
    requestId,
    complete: () => {
      completed = true;
    },
  };
}

/** The error for SSE `data` that is not valid JSON. */
export function malformedData(
  source: ErrorSource,
  data: string,
  requestId: string | undefined,
): Error {
  return buildUpstreamError(source, {
    text: data.slice(0, 64 * 1024),
    requestId,
    what: 'unparseable event stream (data is not JSON)',
  });
}

/**
 * The JSON object of one SSE event of a stream whose events are whole JSON chunks (OpenAI,
 * Gemini). Data that is not a JSON object and error events (`event: error` or an `error` field)
 * throw `UpstreamError` carrying the event's data for the classifier.
 */
export function jsonChunk(
  event: EventSourceMessage,
  source: ErrorSource,
  requestId: string | undefined,
): Record<string, unknown> {
  const chunk = asRecord(parseJsonOrUndefined(event.data));
  if (!chunk) throw malformedData(source, event.data, requestId);
  // A blank `error` (`null` from Foundry Local in every chunk, a Go server's empty struct) is no
  // error: the same rule as a complete answer's, so a stream and a whole body agree.
  if (event.event === 'error' || reportsError(chunk.error)) {
    throw buildUpstreamError(source, {
      text: event.data,
      requestId,
      what: 'stream error event',
    });
  }
  return chunk;
}

/**
 * The error for a stream that closed cleanly before its terminal event: the classifier reads
 * "premature close" as a server disconnect.
 */
export function prematureClose(source: ErrorSource, requestId: string | undefined): Error {
  return buildUpstreamError(source, {
    text: '',
    requestId,
    what: 'stream ended before completion (premature close: server disconnected)',
  });
}
