/**
 * The call/stream skeleton every HTTP provider adapter shares: build the POST, send it, turn the
 * answer into a `ChatResponse` or an event stream, and report an unusable 2xx body as an
 * `UpstreamError` the classifier can read. Adapters supply only their wire translation.
 * @module
 */
import type { ChatRequest, ChatResponse, StreamEvent } from '../../core/model.js';
import type { Clock } from '../../core/ports.js';
import type { HttpClient } from '../../runtime/http-client.js';
import type { CallOptions, ProviderAdapter } from '../types.js';
import { type PostOptions, postJson, postSse, type SseResult } from './http-call.js';
import { lazyStream } from './lazy-stream.js';
import { buildUpstreamError } from './upstream-error.js';

/** What a provider adds to {@link createHttpAdapter}. */
export interface HttpAdapterSpec {
  readonly provider: string;
  readonly http: HttpClient;
  readonly clock: Clock;
  /** Builds the POST of one call (`stream` selects the streaming variant). */
  readonly prepare: (request: ChatRequest, call: CallOptions, stream: boolean) => PostOptions;
  /** Parses a 2xx JSON body; `undefined` when it is not a usable answer. */
  readonly parse: (
    json: unknown,
    meta: { readonly model: string; readonly requestId: string | undefined },
  ) => ChatResponse | undefined;
  /** Describes a body `parse` refused, for the error message. @default 'unexpected response body' */
  readonly unusable?: ((json: unknown) => string) | undefined;
  /** Translates an open event stream into normalized events. */
  readonly translate: (opened: SseResult, post: PostOptions) => AsyncIterator<StreamEvent>;
}

/** Builds a {@link ProviderAdapter} from a provider's wire translation. */
export function createHttpAdapter(spec: HttpAdapterSpec): ProviderAdapter {
  const context = { http: spec.http, clock: spec.clock };
  return {
    provider: spec.provider,
    async chat(request: ChatRequest, call: CallOptions): Promise<ChatResponse> {
      const post = spec.prepare(request, call, false);
      const result = await postJson(context, post);
      const response = spec.parse(result.json, { model: call.model, requestId: result.requestId });
      if (response === undefined) {
        throw buildUpstreamError({
          ...post.source,
          headers: result.headers,
          text: JSON.stringify(result.json),
          requestId: result.requestId,
          what: spec.unusable?.(result.json) ?? 'unexpected response body',
        });
      }
      return response;
    },
    stream(request: ChatRequest, call: CallOptions): AsyncIterableIterator<StreamEvent> {
      return lazyStream(async () => {
        const post = spec.prepare(request, call, true);
        return spec.translate(await postSse(context, post), post);
      });
    },
    close: () => spec.http.close(),
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
