/**
 * The seam between the gateway and a tracing backend: one trace per request. The OpenTelemetry
 * implementation lives in `otel-tracer.ts` so that `@opentelemetry/api` stays optional.
 * @module
 */
import type { StayupEvent } from '../core/events.js';

/** What is known when a request starts. */
export interface RequestTraceStart {
  readonly requestId: string;
  /** The logical model the caller asked for. */
  readonly model: string;
  /** `openai`, `anthropic`, or `library`. */
  readonly api: string;
  readonly stream: boolean;
}

/** What is known when a request ends. */
export interface RequestTraceEnd {
  readonly status: number;
  /** Failure reason; absent on success. */
  readonly reason?: string | undefined;
  readonly responseModel?: string | undefined;
  readonly usage?:
    | {
        readonly inputTokens: number;
        readonly outputTokens: number;
        readonly cachedInputTokens?: number | undefined;
      }
    | undefined;
  readonly finishReason?: string | undefined;
}

/** One request's trace. `end` is idempotent. */
export interface RequestTrace {
  end(result: RequestTraceEnd): void;
}

/** Starts request traces and receives engine events (attempts become span events). */
export interface RequestTracer {
  start(info: RequestTraceStart): RequestTrace;
  readonly onEvent: (event: StayupEvent) => void;
}
