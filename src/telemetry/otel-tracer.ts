/**
 * OpenTelemetry tracing over `@opentelemetry/api` with the GenAI semantic conventions: one
 * span per request (`chat <model>`, kind CLIENT), one span event per attempt, retry, rotation,
 * fallback and error. `error.type` is the stayup reason. No key or header is ever recorded.
 * @module
 */
import { type Span, SpanKind, SpanStatusCode, type Tracer, trace } from '@opentelemetry/api';
import type { StayupEvent } from '../core/events.js';
import type {
  RequestTrace,
  RequestTraceEnd,
  RequestTracer,
  RequestTraceStart,
} from './request-tracer.js';

/** Options of {@link createOtelTracer}. */
export interface OtelTracerOptions {
  /** @default trace.getTracer('stayup') */
  readonly tracer?: Tracer | undefined;
  /**
   * Most spans started by `request` events (library use) kept open at once. Each ends at its
   * request's `end` event; the bound guards against a listener that misses events (one attached
   * mid-request, or an engine older than the `end` event), whose spans would otherwise stay open,
   * and in memory, for ever. Beyond it the oldest is ended with `stayup.untracked: true` and no
   * status. @default 10_000
   */
  readonly maxOpenSpans?: number | undefined;
}

const DEFAULT_MAX_OPEN_SPANS = 10_000;

/** stayup provider names whose GenAI `gen_ai.provider.name` value is spelt differently. */
const GEN_AI_PROVIDER_NAMES: Readonly<Record<string, string>> = {
  gemini: 'gcp.gemini',
  vertex: 'gcp.vertex_ai',
  bedrock: 'aws.bedrock',
  azure: 'azure.ai.openai',
  mistral: 'mistral_ai',
  xai: 'x_ai',
};

function providerOfTarget(target: string): string | undefined {
  const colon = target.indexOf(':');
  const slash = target.indexOf('/', colon + 1);
  return colon >= 0 && slash > colon ? target.slice(colon + 1, slash) : undefined;
}

/**
 * Creates the OpenTelemetry request tracer. Use it with the gateway (`tracer` option), or as a
 * plain engine listener (`onEvent`): a `request` event then starts the span, and the request's
 * `success`, final `error` or (for requests no attempt closed) `end` event ends it.
 *
 * @example
 * const tracing = createOtelTracer();
 * const client = createClient({ models, onEvent: tracing.onEvent });
 */
export function createOtelTracer(options: OtelTracerOptions = {}): RequestTracer {
  const tracer = options.tracer ?? trace.getTracer('stayup');
  const spans = new Map<string, { span: Span; ownedByEvents: boolean; ended: boolean }>();
  const maxOpenSpans =
    options.maxOpenSpans !== undefined &&
    Number.isFinite(options.maxOpenSpans) &&
    options.maxOpenSpans >= 1
      ? Math.floor(options.maxOpenSpans)
      : DEFAULT_MAX_OPEN_SPANS;
  let openByEvents = 0;

  /** Ends the oldest span that only events could end (see `maxOpenSpans`). */
  const evictOldest = (): void => {
    for (const [requestId, entry] of spans) {
      if (!entry.ownedByEvents) continue;
      spans.delete(requestId);
      openByEvents--;
      entry.ended = true;
      entry.span.setAttribute('stayup.untracked', true);
      entry.span.end();
      return;
    }
  };

  const startSpan = (info: RequestTraceStart, ownedByEvents: boolean): Span => {
    const span = tracer.startSpan(`chat ${info.model}`, {
      kind: SpanKind.CLIENT,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.request.model': info.model,
        'stayup.api': info.api,
        'stayup.stream': info.stream,
        'stayup.request_id': info.requestId,
      },
    });
    spans.set(info.requestId, { span, ownedByEvents, ended: false });
    if (ownedByEvents && ++openByEvents > maxOpenSpans) evictOldest();
    return span;
  };

  const endSpan = (requestId: string, result: RequestTraceEnd): void => {
    const entry = spans.get(requestId);
    if (!entry || entry.ended) return;
    entry.ended = true;
    spans.delete(requestId);
    if (entry.ownedByEvents) openByEvents--;
    const span = entry.span;
    if (result.responseModel !== undefined)
      span.setAttribute('gen_ai.response.model', result.responseModel);
    if (result.usage) {
      span.setAttribute('gen_ai.usage.input_tokens', result.usage.inputTokens);
      span.setAttribute('gen_ai.usage.output_tokens', result.usage.outputTokens);
      if (result.usage.cachedInputTokens !== undefined) {
        span.setAttribute('gen_ai.usage.cache_read.input_tokens', result.usage.cachedInputTokens);
      }
    }
    if (result.finishReason !== undefined)
      span.setAttribute('gen_ai.response.finish_reasons', [result.finishReason]);
    span.setAttribute('http.response.status_code', result.status);
    if (result.reason !== undefined) {
      span.setAttribute('error.type', result.reason);
      span.setStatus({ code: SpanStatusCode.ERROR, message: result.reason });
    }
    span.end();
  };

  const onEvent = (event: StayupEvent): void => {
    if (event.type === 'request') {
      if (!spans.has(event.requestId)) {
        startSpan(
          { requestId: event.requestId, model: event.model, api: 'library', stream: event.stream },
          true,
        );
      }
      return;
    }
    if (!('requestId' in event)) return;
    const entry = spans.get(event.requestId);
    if (!entry) return;
    const span = entry.span;
    switch (event.type) {
      case 'attempt': {
        const provider = providerOfTarget(event.target);
        if (provider !== undefined) {
          // gen_ai.provider.name is the current convention; gen_ai.system (deprecated) stays for
          // dashboards built on it.
          span.setAttribute('gen_ai.provider.name', GEN_AI_PROVIDER_NAMES[provider] ?? provider);
          span.setAttribute('gen_ai.system', provider);
        }
        span.addEvent('stayup.attempt', {
          'stayup.attempt': event.attempt,
          'stayup.target': event.target,
        });
        return;
      }
      case 'success':
        span.setAttribute('stayup.target', event.target);
        span.setAttribute('stayup.attempts', event.attempts);
        span.addEvent('stayup.success', {
          'stayup.attempt': event.attempt,
          'stayup.target': event.target,
          'stayup.duration_ms': event.durationMs,
        });
        if (entry.ownedByEvents) endSpan(event.requestId, { status: 200 });
        return;
      case 'error':
        span.addEvent('stayup.error', {
          'stayup.attempt': event.attempt,
          'stayup.target': event.target,
          'error.type': event.classification.reason,
          'stayup.category': event.classification.category,
          ...(event.classification.status === undefined
            ? {}
            : { 'http.response.status_code': event.classification.status }),
        });
        if (event.final && entry.ownedByEvents) {
          endSpan(event.requestId, {
            // A caller's abort is no server error: 499, as the gateway logs it.
            status:
              event.classification.status ??
              (event.classification.reason === 'aborted' ? 499 : 500),
            reason: event.classification.reason,
          });
        }
        return;
      case 'retry':
        span.addEvent('stayup.retry', {
          'stayup.target': event.target,
          'stayup.delay_ms': event.delayMs,
          'stayup.reason': event.reason,
        });
        return;
      case 'rotate':
        span.addEvent('stayup.rotate', {
          'stayup.target': event.target,
          'stayup.reason': event.reason,
        });
        return;
      case 'fallback':
        span.addEvent('stayup.fallback', {
          'stayup.from': event.from,
          'stayup.to': event.to,
          'stayup.reason': event.reason,
        });
        return;
      case 'repair':
        span.addEvent('stayup.repair', {
          'stayup.target': event.target,
          'stayup.repair': event.repair,
        });
        return;
      case 'stall':
        span.addEvent('stayup.stall', {
          'stayup.target': event.target,
          'stayup.gap_ms': event.gapMs,
        });
        return;
      case 'idle_timeout':
        span.addEvent('stayup.idle_timeout', {
          'stayup.target': event.target,
          'stayup.idle_ms': event.idleMs,
        });
        return;
      case 'end':
        // Closes what no success or final error closed: every target cooling or open, the
        // caller's abort during a wait, a failed compress hook.
        if (!entry.ownedByEvents) return;
        span.setAttribute('stayup.attempts', event.attempts);
        if (event.ok) endSpan(event.requestId, { status: 200 });
        else {
          const reason = event.stopReason ?? 'unknown';
          endSpan(event.requestId, {
            // As the gateway answers them: 499 for the caller's abort, 503 when no target is up.
            status: reason === 'aborted' ? 499 : reason === 'no_target_available' ? 503 : 500,
            reason,
          });
        }
        return;
      default:
        return;
    }
  };

  return {
    start(info): RequestTrace {
      startSpan(info, false);
      return { end: (result) => endSpan(info.requestId, result) };
    },
    onEvent,
  };
}
