/**
 * OpenTelemetry tracing for stayup (`stayup/telemetry/otel`). Needs `@opentelemetry/api`
 * (an optional peer dependency); nothing else in stayup imports it.
 * @module
 */
export type { OtelTracerOptions } from '../otel-tracer.js';
export { createOtelTracer } from '../otel-tracer.js';
export type {
  RequestTrace,
  RequestTraceEnd,
  RequestTracer,
  RequestTraceStart,
} from '../request-tracer.js';
