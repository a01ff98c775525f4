/**
 * Prometheus metrics fed by the engine's events and the gateway's request outcomes. Labels are
 * bounded: configured model names, target ids, reasons and status codes. Never keys or
 * credential labels.
 * @module
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StayupEvent } from '../core/events.js';
import { LabelSetCounter } from './label-set-counter.js';
import { LabelSetHistogram } from './label-set-histogram.js';

/** One finished gateway request. */
export interface RequestObservation {
  /** `openai` or `anthropic`. */
  readonly api: string;
  /** A configured model name, or `unknown` (never an arbitrary client string). */
  readonly model: string;
  readonly stream: boolean;
  readonly status: number;
  /** `ok`, or the failure reason. */
  readonly reason: string;
  readonly durationMs: number;
  /** The target that answered, when one did. */
  readonly target?: string | undefined;
}

/** The metrics handle. */
export interface PrometheusMetrics {
  readonly registry: Registry;
  /** Feed engine events here (ClientOptions.onEvent). */
  readonly onEvent: (event: StayupEvent) => void;
  /** Count a finished gateway request. */
  observeRequest(observation: RequestObservation): void;
  /** The exposition text. */
  render(): Promise<string>;
  readonly contentType: string;
}

/** Options of {@link createPrometheusMetrics}. */
export interface PrometheusMetricsOptions {
  /** @default a fresh Registry (never the global one, so several gateways can coexist). */
  readonly registry?: Registry | undefined;
  /** Metric name prefix. @default 'stayup_' */
  readonly prefix?: string | undefined;
}

const LATENCY_BUCKETS_S = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120];

/** The logical model of a target id such as `chat[0]:sandbox/sandbox-large`. */
export function modelOfTarget(target: string): string {
  const bracket = target.indexOf('[');
  return bracket > 0 ? target.slice(0, bracket) : 'unknown';
}

/**
 * Creates the Prometheus exporter.
 *
 * @example
 * const metrics = createPrometheusMetrics();
 * const client = createClient({ models, onEvent: metrics.onEvent });
 * // GET /metrics → await metrics.render()
 */
export function createPrometheusMetrics(options: PrometheusMetricsOptions = {}): PrometheusMetrics {
  const registry = options.registry ?? new Registry();
  const prefix = options.prefix ?? 'stayup_';
  const registers = [registry];
  // The four metrics written on every request look their label sets up by value (see
  // LabelSetCounter); the rest are written on failures and state changes only, and stay plain
  // prom-client metrics. Registration order is the exposition order.
  const requests = new LabelSetCounter({
    name: `${prefix}requests_total`,
    help: 'Gateway requests by API, model, status and outcome reason.',
    labelNames: ['api', 'model', 'stream', 'status', 'reason'],
    registry,
  });
  const requestDuration = new LabelSetHistogram({
    name: `${prefix}request_duration_seconds`,
    help: 'Gateway request latency (streams: until the end of the stream).',
    labelNames: ['api', 'model', 'stream', 'outcome'],
    buckets: LATENCY_BUCKETS_S,
    registry,
  });
  const attempts = new LabelSetCounter({
    name: `${prefix}attempts_total`,
    help: 'Upstream attempts by target and outcome reason (ok for a success).',
    labelNames: ['model', 'target', 'reason'],
    registry,
  });
  const attemptDuration = new LabelSetHistogram({
    name: `${prefix}attempt_duration_seconds`,
    help: 'Duration of successful attempts by target.',
    labelNames: ['model', 'target'],
    buckets: LATENCY_BUCKETS_S,
    registry,
  });
  const retries = new Counter({
    name: `${prefix}retries_total`,
    help: 'Retries scheduled (backoff or wait) by target and reason.',
    labelNames: ['model', 'target', 'reason'] as const,
    registers,
  });
  const retryDelay = new Histogram({
    name: `${prefix}retry_delay_seconds`,
    help: 'Scheduled retry delays.',
    labelNames: ['model'] as const,
    buckets: [0.1, 0.5, 1, 2, 5, 10, 20, 30, 60, 300],
    registers,
  });
  const fallbacks = new Counter({
    name: `${prefix}fallbacks_total`,
    help: 'Fallbacks from one target to the next.',
    labelNames: ['model', 'from', 'to', 'reason'] as const,
    registers,
  });
  const rotations = new Counter({
    name: `${prefix}rotations_total`,
    help: 'Credential rotations by target and reason (no key labels).',
    labelNames: ['model', 'target', 'reason'] as const,
    registers,
  });
  const repairs = new Counter({
    name: `${prefix}repairs_total`,
    help: 'Request repairs and compressions.',
    labelNames: ['model', 'target', 'repair'] as const,
    registers,
  });
  const streamEvents = new Counter({
    name: `${prefix}stream_events_total`,
    help: 'Stream stalls and idle timeouts.',
    labelNames: ['model', 'target', 'kind'] as const,
    registers,
  });
  const breakerState = new Gauge({
    name: `${prefix}breaker_state`,
    help: 'Circuit breaker per target: 0 closed, 1 open.',
    labelNames: ['model', 'target'] as const,
    registers,
  });
  const breakerOpens = new Counter({
    name: `${prefix}breaker_opens_total`,
    help: 'Circuit breaker openings per target.',
    labelNames: ['model', 'target'] as const,
    registers,
  });
  const budgetExhausted = new Counter({
    name: `${prefix}budget_exhausted_total`,
    help: 'Retries refused by the fleet retry budget.',
    labelNames: ['scope'] as const,
    registers,
  });
  const storeDegraded = new Gauge({
    name: `${prefix}store_degraded`,
    help: '1 while the shared state store is unreachable (local state in use).',
    labelNames: ['store'] as const,
    registers,
  });

  const onEvent = (event: StayupEvent): void => {
    switch (event.type) {
      case 'success': {
        const model = modelOfTarget(event.target);
        attempts.inc([model, event.target, 'ok']);
        // The attempt's own time: the request's would charge a fallback with the failures before it.
        attemptDuration.observe(
          [model, event.target],
          (event.attemptDurationMs ?? event.durationMs) / 1000,
        );
        return;
      }
      case 'error':
        // Attempts cut by the caller's disconnect, a deadline or shutdown are upstream calls too
        // (reason `aborted`): leaving them out would undercount amplification during incidents.
        attempts.inc([modelOfTarget(event.target), event.target, event.classification.reason]);
        return;
      case 'retry':
        retries.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          reason: event.reason,
        });
        retryDelay.observe({ model: modelOfTarget(event.target) }, event.delayMs / 1000);
        return;
      case 'fallback':
        fallbacks.inc({
          model: modelOfTarget(event.from),
          from: event.from,
          to: event.to,
          reason: event.reason,
        });
        return;
      case 'rotate':
        rotations.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          reason: event.reason,
        });
        return;
      case 'repair':
        repairs.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          repair: event.repair,
        });
        return;
      case 'compress':
        repairs.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          repair: 'compress',
        });
        return;
      case 'stall':
        streamEvents.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          kind: 'stall',
        });
        return;
      case 'idle_timeout':
        streamEvents.inc({
          model: modelOfTarget(event.target),
          target: event.target,
          kind: 'idle_timeout',
        });
        return;
      case 'breaker_open':
        breakerState.set({ model: modelOfTarget(event.target), target: event.target }, 1);
        // A circuit another replica opened is counted there, once, not on every replica.
        if (event.observed !== true)
          breakerOpens.inc({ model: modelOfTarget(event.target), target: event.target });
        return;
      case 'breaker_close':
        breakerState.set({ model: modelOfTarget(event.target), target: event.target }, 0);
        return;
      case 'budget_exhausted':
        budgetExhausted.inc({ scope: event.scope });
        return;
      case 'store_degraded':
        storeDegraded.set({ store: event.store }, 1);
        return;
      case 'store_recovered':
        storeDegraded.set({ store: event.store }, 0);
        return;
      default:
        return;
    }
  };

  return {
    registry,
    onEvent,
    observeRequest(observation) {
      const { api, model, stream, status } = observation;
      requests.inc([api, model, stream, status, observation.reason]);
      requestDuration.observe(
        // A stream that failed after its 200 went out is an error too.
        [api, model, stream, status < 400 && observation.reason === 'ok' ? 'ok' : 'error'],
        observation.durationMs / 1000,
      );
    },
    render: () => registry.metrics(),
    contentType: registry.contentType,
  };
}
