/**
 * The call/stream skeleton every HTTP provider adapter shares: build the POST, send it, turn the
 * answer into a `ChatResponse` or an event stream, and report an unusable 2xx body as an
 * `UpstreamError` the classifier can read. Adapters supply only their wire translation.
 * @module
 */
import type { ChatRequest, ChatResponse, StreamEvent, WireFormat } from '../../core/model.js';
import type { Clock } from '../../core/ports.js';
import { responseEvents } from '../../core/response-events.js';
import type { HttpClient } from '../../runtime/http-client.js';
import type { CallOptions, ProviderAdapter } from '../types.js';
import { assembleEventStreamAnswer } from './assemble-stream.js';
import {
  type JsonInsteadOfSse,
  jsonInsteadOfSseError,
  type PostOptions,
  postJson,
  postSse,
  type SseResult,
} from './http-call.js';
import { asRecord, parseJsonOrUndefined } from './json.js';
import { lazyStream } from './lazy-stream.js';
import { buildUpstreamError } from './upstream-error.js';

/** The provider-specific part of one POST, from {@link HttpAdapterSpec.prepare}. */
export interface PreparedCall {
  /** Path and query under the origin. */
  readonly path: string;
  /** The wire request, sent as JSON. */
  readonly body: unknown;
  /** Headers of this call only, applied last (e.g. `anthropic-beta`). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/** What a provider adds to {@link createHttpAdapter}. */
export interface HttpAdapterSpec {
  readonly provider: string;
  /** `scheme://host:port` of every call. */
  readonly origin: string;
  readonly http: HttpClient;
  readonly clock: Clock;
  /** Headers of every call (see {@link baseHeaders}). */
  readonly headers: Readonly<Record<string, string>>;
  /** The headers carrying a non-empty credential secret. */
  readonly auth: (secret: string) => Readonly<Record<string, string>>;
  /** Builds the provider part of one call (`stream` selects the streaming variant). */
  readonly prepare: (request: ChatRequest, call: CallOptions, stream: boolean) => PreparedCall;
  /**
   * Parses a 2xx JSON body; `undefined` when it is not a usable answer. `request`: what was asked
   * (an empty answer to a request with stop sequences is one: `stop-sequences.ts`).
   */
  readonly parse: (
    json: unknown,
    meta: {
      readonly model: string;
      readonly requestId: string | undefined;
      readonly request: ChatRequest;
    },
  ) => ChatResponse | undefined;
  /** Describes a body `parse` refused, for the error message. @default 'unexpected response body' */
  readonly unusable?: ((json: unknown) => string) | undefined;
  /**
   * The error document inside a body `parse` refused, when the failure sits deeper than the
   * classifier looks (OpenRouter's failed choice); the error then carries it as its body.
   * @default the whole body
   */
  readonly errorDocument?: ((json: unknown) => unknown) | undefined;
  /**
   * Translates an open event stream into normalized events. `passthrough`: the caller speaks this
   * adapter's {@link HttpAdapterSpec.wireFormat}; events then carry the upstream chunks (`wire`).
   */
  readonly translate: (
    opened: SseResult,
    post: PostOptions,
    passthrough: boolean,
    request: ChatRequest,
  ) => AsyncIterator<StreamEvent>;
  /** The wire format this provider answers in, for requests that ask for `passthrough`. */
  readonly wireFormat?: WireFormat | undefined;
}

const noop = (): void => undefined;

async function* eventsOf(events: readonly StreamEvent[]): AsyncGenerator<StreamEvent> {
  yield* events;
}

const STREAM_ACCEPT: Readonly<Record<string, string>> = Object.freeze({
  accept: 'text/event-stream',
});

/** Builds a {@link ProviderAdapter} from a provider's wire translation. */
export function createHttpAdapter(spec: HttpAdapterSpec): ProviderAdapter {
  const context = { http: spec.http, clock: spec.clock };
  const postFor = (request: ChatRequest, call: CallOptions, stream: boolean): PostOptions => {
    const secret = call.credential?.secret;
    const prepared = spec.prepare(request, call, stream);
    return {
      origin: spec.origin,
      path: prepared.path,
      // Object.assign, not spreads: V8 makes adding keys to a spread copy slow (≈ 1.5 µs here).
      headers: Object.assign(
        {},
        spec.headers,
        stream ? STREAM_ACCEPT : undefined,
        secret === undefined || secret === '' ? undefined : spec.auth(secret),
        prepared.headers,
      ),
      body: JSON.stringify(prepared.body),
      signal: call.signal,
      source: { provider: spec.provider, model: call.model, secret },
    };
  };
  /**
   * A whole JSON body answering a streamed request, as the events of that answer (a server or
   * relay that ignores `stream: true`; no `wire`, so a pass-through gateway rebuilds the stream).
   * A body that is no answer (an error, a refusal) fails as before, carrying its error document.
   */
  const jsonAnswerEvents = (
    answer: JsonInsteadOfSse,
    post: PostOptions,
    meta: { readonly model: string; readonly request: ChatRequest },
  ): AsyncIterator<StreamEvent> => {
    const json = parseJsonOrUndefined(answer.jsonText);
    const response =
      json === undefined
        ? undefined
        : spec.parse(json, {
            model: meta.model,
            requestId: answer.requestId,
            request: meta.request,
          });
    if (response === undefined) {
      const document = json === undefined ? undefined : spec.errorDocument?.(json);
      throw jsonInsteadOfSseError(
        answer,
        post.source,
        document === undefined ? undefined : JSON.stringify(document),
      );
    }
    return eventsOf(responseEvents(response));
  };
  return {
    provider: spec.provider,
    async chat(request: ChatRequest, call: CallOptions): Promise<ChatResponse> {
      const post = postFor(request, call, false);
      const result = await postJson(context, post);
      if (result.eventStream === true) {
        return assembleEventStreamAnswer({
          text: result.text,
          headers: result.headers,
          requestId: result.requestId,
          source: post.source,
          translate: (events) =>
            spec.translate(
              { events, headers: result.headers, requestId: result.requestId, complete: noop },
              post,
              false,
              request,
            ),
        });
      }
      const response = spec.parse(result.json, {
        model: call.model,
        requestId: result.requestId,
        request,
      });
      const format = spec.wireFormat;
      if (response !== undefined && format !== undefined && request.passthrough === format) {
        const json = asRecord(result.json);
        if (json !== undefined)
          return Object.assign({}, response, { wire: { format, text: result.text, json } });
      }
      if (response === undefined) {
        throw buildUpstreamError(post.source, {
          headers: result.headers,
          text: JSON.stringify(spec.errorDocument?.(result.json) ?? result.json),
          requestId: result.requestId,
          what: spec.unusable?.(result.json) ?? 'unexpected response body',
        });
      }
      return response;
    },
    stream(request: ChatRequest, call: CallOptions): AsyncIterableIterator<StreamEvent> {
      return lazyStream(async () => {
        const post = postFor(request, call, true);
        const passthrough =
          spec.wireFormat !== undefined && request.passthrough === spec.wireFormat;
        const opened = await postSse(context, post);
        if ('jsonText' in opened)
          return jsonAnswerEvents(opened, post, { model: call.model, request });
        return spec.translate(opened, post, passthrough, request);
      });
    },
    close: () => spec.http.close(),
    // Over `send`/`open` (undici's dispatch API) the call's signal is only read (`aborted`,
    // `reason`) and listened to: the engine may pass its cheap attempt signal. The
    // `request()` fallback hands the signal to undici, which wants a real one.
    lightSignal: spec.http.send !== undefined && spec.http.open !== undefined,
  };
}

/** Request headers every adapter starts from: JSON content type plus the caller's extras, lower-cased. */
export function baseHeaders(
  extra: Readonly<Record<string, string>> | undefined,
  fixed: Readonly<Record<string, string>> = {},
): Record<string, string> {
  return {
    'content-type': 'application/json',
    ...fixed,
    ...Object.fromEntries(
      Object.entries(extra ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
}
