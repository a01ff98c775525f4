/**
 * Telemetry exporters that need no optional dependency: Prometheus metrics and the request
 * tracer seam. OpenTelemetry lives in `./otel/` (optional peer `@opentelemetry/api`).
 * @module
 */
export type {
  PrometheusMetrics,
  PrometheusMetricsOptions,
  RequestObservation,
} from './prometheus-metrics.js';
export { createPrometheusMetrics } from './prometheus-metrics.js';
export type {
  RequestTrace,
  RequestTraceEnd,
  RequestTracer,
  RequestTraceStart,
} from './request-tracer.js';
