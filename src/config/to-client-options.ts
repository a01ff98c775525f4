import type {
  ClientOptions,
  CredentialOptions,
  ModelOptions,
  TargetOptions,
} from '../client/types.js';
import type { BreakerPolicy, RetryBudgetPolicy } from '../core/ports.js';
import type { ModelsConfig, StayupConfig, TargetConfig } from './config-schema.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function compact<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = item;
  return result as T;
}

/** Keys mapped to TargetOptions fields; everything else goes to `options` unchanged. */
const TARGET_FIELDS = new Set([
  'provider',
  'model',
  'keys',
  'strategy',
  'base_url',
  'context_window',
  'options',
]);

function toTarget(target: TargetConfig): TargetOptions {
  const options: Record<string, unknown> = { ...target.options };
  for (const [key, value] of Object.entries(target)) {
    if (TARGET_FIELDS.has(key) || value === undefined) continue;
    // `timeout` is a duration in YAML; adapters take milliseconds.
    if (key === 'timeout') options.timeout_ms = value;
    else options[key] = value;
  }
  const keys = target.keys?.map((key): string | CredentialOptions =>
    typeof key === 'string' ? key : compact({ secret: key.secret, label: key.label }),
  );
  const result: Mutable<TargetOptions> = { provider: target.provider, model: target.model };
  if (keys !== undefined) result.keys = keys;
  if (target.strategy !== undefined) result.strategy = target.strategy;
  if (target.base_url !== undefined) result.baseUrl = target.base_url;
  if (target.context_window !== undefined) result.contextWindow = target.context_window;
  if (Object.keys(options).length > 0) result.options = options;
  return result;
}

/**
 * Maps a validated `models:` section onto `ClientOptions['models']`. Provider-specific keys
 * (sandbox `latency`/`faults`/`rate_limit`/`cache_ttl`/`output_tokens`, `headers`,
 * `api_version`, `deployment`, `timeout`, and everything under `options:`) pass through to
 * `TargetOptions.options` with their YAML names.
 */
export function toModelOptions(models: ModelsConfig): Record<string, ModelOptions> {
  const result: Record<string, ModelOptions> = {};
  for (const [name, model] of Object.entries(models)) {
    const options: Mutable<ModelOptions> = { targets: model.targets.map(toTarget) };
    if (model.cheap) {
      options.cheap = compact({
        target: toTarget(model.cheap.target),
        maxApproxTokens: model.cheap.max_approx_tokens,
      });
    }
    result[name] = options;
  }
  return result;
}

/** The engine-policy sections a gateway config (and a simulator scenario) may set. */
export type PolicySectionsConfig = Partial<
  Pick<
    StayupConfig,
    'retry' | 'persistent' | 'cooldown' | 'stream' | 'breaker' | 'budget' | 'session_ttl'
  >
>;

/**
 * Maps the validated policy sections (`retry`, `persistent`, `cooldown`, `stream`, `breaker`,
 * `budget`, `session_ttl`) onto their `ClientOptions` fields. Shared with the simulator so a
 * scenario's sections mean exactly what they mean in the gateway config.
 */
export function toPolicyOptions(config: PolicySectionsConfig): Omit<ClientOptions, 'models'> {
  const options: Mutable<Omit<ClientOptions, 'models'>> = {};
  if (config.retry) {
    const retry = config.retry;
    options.retry = compact({
      maxRetries: retry.max_retries,
      maxOverloadedRetries: retry.max_overloaded_retries,
      baseDelayMs: retry.base_delay,
      maxDelayMs: retry.max_delay,
      jitter: retry.jitter,
      maxRetryAfterMs: retry.max_retry_after,
      cacheAwareThresholdMs: retry.cache_aware_threshold,
      maxElapsedMs: retry.max_elapsed,
      maxCompressions: retry.max_compressions,
      attemptTimeoutMs: retry.attempt_timeout,
    });
  }
  if (config.persistent) {
    options.persistent = compact({
      maxDelayMs: config.persistent.max_delay,
      maxWaitMs: config.persistent.max_wait,
      heartbeatMs: config.persistent.heartbeat,
    });
  }
  if (config.cooldown) {
    options.cooldown = compact({
      authMs: config.cooldown.auth,
      defaultMs: config.cooldown.default,
    });
  }
  if (config.stream) {
    options.stream = compact({
      idleTimeoutMs: config.stream.idle_timeout,
      stallWarningMs: config.stream.stall_warning,
    });
  }
  if (config.breaker !== undefined) {
    const breaker = config.breaker;
    options.breaker =
      breaker === false
        ? false
        : (compact({
            failureThreshold: breaker.failure_threshold,
            openMs: breaker.open,
            windowMs: breaker.window,
            minRequests: breaker.min_requests,
            failureRate: breaker.failure_rate,
          }) as Partial<BreakerPolicy>);
  }
  if (config.budget !== undefined) {
    const budget = config.budget;
    options.budget =
      budget === false
        ? false
        : (compact({
            ratio: budget.ratio,
            windowMs: budget.window,
            minRetries: budget.min_retries,
          }) as Partial<RetryBudgetPolicy>);
  }
  if (config.session_ttl !== undefined) options.sessionTtlMs = config.session_ttl;
  return options;
}

/**
 * Maps a validated config onto `ClientOptions` (without `store`, `clock`, `onEvent`: the caller
 * wires runtime objects). Durations are already milliseconds.
 */
export function toClientOptions(config: StayupConfig): ClientOptions {
  return { models: toModelOptions(config.models), ...toPolicyOptions(config) };
}
