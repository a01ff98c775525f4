/**
 * The OpenTelemetry tracer as a plain engine listener (library use), driven by the real engine.
 */
import type { Attributes, Span, SpanOptions, Tracer } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import type { StayupEvent } from '../src/core/events.js';
import { createOtelTracer } from '../src/telemetry/otel-tracer.js';
import { harness, REQUEST, settle } from './engine-harness.js';

interface RecordedSpan {
  readonly attributes: Attributes;
  ended: boolean;
}

function recordingTracer(): { readonly tracer: Tracer; readonly spans: RecordedSpan[] } {
  const spans: RecordedSpan[] = [];
  const tracer = {
    startSpan(_name: string, options?: SpanOptions): Span {
      const record: RecordedSpan = { attributes: { ...options?.attributes }, ended: false };
      spans.push(record);
      const span = {
        setAttribute(key: string, value: Attributes[string]) {
          record.attributes[key] = value;
          return span;
        },
        addEvent: () => span,
        setStatus: () => span,
        end() {
          record.ended = true;
        },
      };
      return span as unknown as Span;
    },
  };
  return { tracer: tracer as unknown as Tracer, spans };
}

describe('createOtelTracer as an engine listener', () => {
  it('ends the spans of requests that no attempt closed (no target available, abort in a wait)', async () => {
    const { tracer, spans } = recordingTracer();
    const tracing = createOtelTracer({ tracer });
    const types: string[] = [];
    const h = harness(
      [
        {
          script: [{ status: 401, body: { error: { message: 'API key revoked' } } }],
          keys: ['k1'],
        },
      ],
      {
        onEvent: (event: StayupEvent) => {
          types.push(event.type);
          tracing.onEvent(event);
        },
      },
    );
    // The first request kills the only key (it ends with a final error event) …
    await expect(settle(h.clock, h.client.chat(REQUEST))).rejects.toThrow(/auth/);
    // … then every request fails fast with no_target_available, which no attempt closes.
    for (let index = 0; index < 3; index++)
      await expect(settle(h.clock, h.client.chat(REQUEST))).rejects.toThrow(/no target/);
    expect(types.filter((type) => type === 'request')).toHaveLength(4);
    expect(spans.map((span) => span.ended)).toEqual([true, true, true, true]);
    expect(spans.map((span) => span.attributes['error.type'])).toEqual([
      'auth_permanent',
      'no_target_available',
      'no_target_available',
      'no_target_available',
    ]);
    expect(spans[3]?.attributes['http.response.status_code']).toBe(503);
    expect(spans.some((span) => span.attributes['stayup.untracked'] !== undefined)).toBe(false);

    // The caller's abort while waiting out a backoff.
    let retried = false;
    const busy = harness([{ script: [{ status: 503, body: 'busy' }, { text: 'ok' }] }], {
      onEvent: (event: StayupEvent) => {
        if (event.type === 'retry') retried = true;
        tracing.onEvent(event);
      },
    });
    const controller = new AbortController();
    const call = busy.client.chat(REQUEST, { signal: controller.signal });
    const failed = call.then(
      () => undefined,
      (error: unknown) => error,
    );
    for (let step = 0; step < 100 && !retried; step++) await busy.clock.advance(1);
    expect(retried).toBe(true);
    controller.abort();
    expect(await failed).toMatchObject({ name: 'AbortError' });
    expect(spans[4]?.ended).toBe(true);
    expect(spans[4]?.attributes).toMatchObject({
      'error.type': 'aborted',
      'http.response.status_code': 499,
    });
  });

  it('keeps at most maxOpenSpans spans open when a listener misses the end of requests', () => {
    const { tracer, spans } = recordingTracer();
    const tracing = createOtelTracer({ tracer, maxOpenSpans: 3 });
    for (let index = 0; index < 5; index++)
      tracing.onEvent({
        type: 'request',
        requestId: `r${index}`,
        timeMs: 0,
        model: 'chat',
        source: 'foreground',
        stream: false,
        approxTokens: 1,
      });
    expect(spans.filter((span) => !span.ended)).toHaveLength(3);
    expect(spans.map((span) => span.attributes['stayup.untracked'])).toEqual([
      true,
      true,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('names the provider with gen_ai.provider.name (and the deprecated gen_ai.system)', async () => {
    const { tracer, spans } = recordingTracer();
    const tracing = createOtelTracer({ tracer });
    const h = harness([{ script: [{ text: 'ok' }], provider: 'gemini' }], {
      onEvent: tracing.onEvent,
    });
    await settle(h.clock, h.client.chat(REQUEST));
    expect(spans[0]?.attributes).toMatchObject({
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'gcp.gemini',
      'gen_ai.system': 'gemini',
    });
    expect(spans[0]?.ended).toBe(true);
  });
});
