import type { Attributes, Span, SpanOptions, Tracer } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import type { Classification } from '../core/classify/types.js';
import type { StayupEvent } from '../core/events.js';
import { createOtelTracer } from './otel-tracer.js';
import { createPrometheusMetrics, modelOfTarget } from './prometheus-metrics.js';

interface RecordedSpan {
  name: string;
  attributes: Attributes;
  events: { name: string; attributes: Attributes | undefined }[];
  status?: { code: number; message?: string | undefined };
  ended: boolean;
}

/** A minimal in-memory tracer (the OTel SDK is not a dependency). */
function recordingTracer(): Tracer & { spans: RecordedSpan[] } {
  const spans: RecordedSpan[] = [];
  const tracer = {
    spans,
    startSpan(name: string, options?: SpanOptions): Span {
      const record: RecordedSpan = {
        name,
        attributes: { ...options?.attributes },
        events: [],
        ended: false,
      };
      spans.push(record);
      const span = {
        setAttribute(key: string, value: unknown) {
          record.attributes[key] = value as Attributes[string];
          return span;
        },
        setAttributes(attributes: Attributes) {
          Object.assign(record.attributes, attributes);
          return span;
        },
        addEvent(eventName: string, attributes?: Attributes) {
          record.events.push({ name: eventName, attributes });
          return span;
        },
        setStatus(status: { code: number; message?: string }) {
          record.status = status;
          return span;
        },
        end() {
          record.ended = true;
        },
      };
      return span as unknown as Span;
    },
    startActiveSpan() {
      throw new Error('not used');
    },
  };
  return tracer as unknown as Tracer & { spans: RecordedSpan[] };
}

const overloaded: Classification = {
  reason: 'overloaded',
  category: 'overloaded.capacity',
  status: 529,
  message: 'Overloaded',
  retryable: true,
  shouldCompress: false,
  shouldRotateCredential: false,
  shouldFallback: false,
  explain: [],
};

const base = { timeMs: 1, requestId: 'r1' };
const events: StayupEvent[] = [
  {
    ...base,
    type: 'request',
    model: 'chat',
    source: 'foreground',
    stream: false,
    approxTokens: 10,
  },
  { ...base, type: 'attempt', attempt: 1, target: 'chat[0]:anthropic/claude', credential: 'key#1' },
  {
    ...base,
    type: 'error',
    attempt: 1,
    target: 'chat[0]:anthropic/claude',
    classification: overloaded,
    final: false,
  },
  {
    ...base,
    type: 'fallback',
    from: 'chat[0]:anthropic/claude',
    to: 'chat[1]:openai/gpt-4o',
    reason: 'overloaded',
  },
  { ...base, type: 'attempt', attempt: 2, target: 'chat[1]:openai/gpt-4o' },
  {
    ...base,
    type: 'success',
    attempt: 2,
    target: 'chat[1]:openai/gpt-4o',
    durationMs: 120,
    attempts: 2,
  },
];

describe('createOtelTracer', () => {
  it('makes one span per request with GenAI attributes and an event per attempt', () => {
    const tracer = recordingTracer();
    const tracing = createOtelTracer({ tracer });
    for (const event of events) tracing.onEvent(event);
    expect(tracer.spans).toHaveLength(1);
    const span = tracer.spans[0];
    expect(span?.name).toBe('chat chat');
    expect(span?.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'chat',
      'gen_ai.system': 'openai',
      'stayup.target': 'chat[1]:openai/gpt-4o',
      'stayup.attempts': 2,
    });
    expect(span?.events.map((event) => event.name)).toEqual([
      'stayup.attempt',
      'stayup.error',
      'stayup.fallback',
      'stayup.attempt',
      'stayup.success',
    ]);
    expect(span?.events[1]?.attributes).toMatchObject({
      'error.type': 'overloaded',
      'http.response.status_code': 529,
    });
    expect(span?.ended).toBe(true);
    expect(JSON.stringify(span)).not.toContain('key#1');
  });

  it('lets the gateway own the span: usage, response model and error.type at the end', () => {
    const tracer = recordingTracer();
    const tracing = createOtelTracer({ tracer });
    const trace = tracing.start({ requestId: 'r1', model: 'chat', api: 'openai', stream: true });
    for (const event of events) tracing.onEvent(event);
    expect(tracer.spans[0]?.ended).toBe(false);
    trace.end({
      status: 200,
      responseModel: 'gpt-4o-2024-08-06',
      usage: { inputTokens: 12, outputTokens: 34 },
      finishReason: 'stop',
    });
    expect(tracer.spans[0]?.attributes).toMatchObject({
      'gen_ai.response.model': 'gpt-4o-2024-08-06',
      'gen_ai.usage.input_tokens': 12,
      'gen_ai.usage.output_tokens': 34,
      'gen_ai.response.finish_reasons': ['stop'],
    });
    expect(tracer.spans[0]?.ended).toBe(true);
    const failed = tracing.start({
      requestId: 'r2',
      model: 'chat',
      api: 'anthropic',
      stream: false,
    });
    failed.end({ status: 429, reason: 'rate_limit' });
    failed.end({ status: 500, reason: 'ignored' });
    expect(tracer.spans[1]?.attributes['error.type']).toBe('rate_limit');
    expect(tracer.spans[1]?.status?.code).toBe(2);
  });
});

describe('createPrometheusMetrics', () => {
  it('counts attempts, fallbacks and requests with bounded labels', async () => {
    const metrics = createPrometheusMetrics();
    for (const event of events) metrics.onEvent(event);
    metrics.onEvent({
      ...base,
      type: 'breaker_open',
      target: 'chat[0]:anthropic/claude',
      untilMs: 5,
    });
    metrics.observeRequest({
      api: 'openai',
      model: 'chat',
      stream: false,
      status: 200,
      reason: 'ok',
      durationMs: 130,
    });
    const text = await metrics.render();
    expect(text).toContain(
      'stayup_attempts_total{model="chat",target="chat[0]:anthropic/claude",reason="overloaded"} 1',
    );
    expect(text).toContain(
      'stayup_attempts_total{model="chat",target="chat[1]:openai/gpt-4o",reason="ok"} 1',
    );
    expect(text).toContain(
      'stayup_fallbacks_total{model="chat",from="chat[0]:anthropic/claude",to="chat[1]:openai/gpt-4o",reason="overloaded"} 1',
    );
    expect(text).toContain(
      'stayup_breaker_state{model="chat",target="chat[0]:anthropic/claude"} 1',
    );
    expect(text).toContain(
      'stayup_requests_total{api="openai",model="chat",stream="false",status="200",reason="ok"} 1',
    );
    expect(text).not.toContain('key#1');
    expect(modelOfTarget('gpt-4o-mini[cheap]:openai/gpt-4o-mini')).toBe('gpt-4o-mini');
  });
});
