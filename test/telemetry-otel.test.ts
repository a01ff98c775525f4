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
  it('keeps at most maxOpenSpans spans open when requests end without a final event', async () => {
    const { tracer, spans } = recordingTracer();
    const tracing = createOtelTracer({ tracer, maxOpenSpans: 3 });
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
    expect(spans.map((span) => span.ended)).toEqual([true]);
    // … then every request fails fast with no_target_available, and no event says it ended.
    for (let index = 0; index < 6; index++)
      await expect(settle(h.clock, h.client.chat(REQUEST))).rejects.toThrow(/no target/);
    expect(types.filter((type) => type === 'request')).toHaveLength(7);
    expect(spans).toHaveLength(7);
    expect(spans.filter((span) => !span.ended)).toHaveLength(3);
    expect(spans.slice(1, 4).map((span) => span.attributes['stayup.untracked'])).toEqual([
      true,
      true,
      true,
    ]);
    expect(spans[0]?.attributes['stayup.untracked']).toBeUndefined();
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
