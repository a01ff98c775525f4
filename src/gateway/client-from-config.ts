import { createClient } from '../client/create-client.js';
import type { Client, ClientOptions } from '../client/types.js';
import type { StayupConfig } from '../config/config-schema.js';
import { redactConfigText } from '../config/redact-config-text.js';
import { toClientOptions } from '../config/to-client-options.js';
import { ConfigError, InvalidOptionsError } from '../core/errors.js';
import { deliverEvent, type EventListener } from '../core/events.js';
import { redisStore } from '../stores/index.js';

const YAML_NAMES: readonly [RegExp, string][] = [
  [/\.options\./g, '.'],
  [/\.baseUrl\b/g, '.base_url'],
  [/\.contextWindow\b/g, '.context_window'],
  [/^retry\.maxRetries\b/, 'retry.max_retries'],
  [/^retry\.maxOverloadedRetries\b/, 'retry.max_overloaded_retries'],
  [/^retry\.baseDelayMs\b/, 'retry.base_delay'],
  [/^retry\.maxDelayMs\b/, 'retry.max_delay'],
  [/^retry\.maxRetryAfterMs\b/, 'retry.max_retry_after'],
  [/^retry\.cacheAwareThresholdMs\b/, 'retry.cache_aware_threshold'],
  [/^retry\.maxElapsedMs\b/, 'retry.max_elapsed'],
  [/^retry\.maxCompressions\b/, 'retry.max_compressions'],
  [/^retry\.attemptTimeoutMs\b/, 'retry.attempt_timeout'],
  [/^stream\.idleTimeoutMs\b/, 'stream.idle_timeout'],
  [/^stream\.stallWarningMs\b/, 'stream.stall_warning'],
  [/^persistent\.maxDelayMs\b/, 'persistent.max_delay'],
  [/^persistent\.maxWaitMs\b/, 'persistent.max_wait'],
  [/^persistent\.heartbeatMs\b/, 'persistent.heartbeat'],
  [/^cooldown\.authMs\b/, 'cooldown.auth'],
  [/^cooldown\.defaultMs\b/, 'cooldown.default'],
  [/^breaker\.openMs\b/, 'breaker.open'],
  [/^breaker\.windowMs\b/, 'breaker.window'],
  [/^budget\.windowMs\b/, 'budget.window'],
  [/^sessionTtlMs\b/, 'session_ttl'],
];

/** The engine's deadlines inside the gateway's whole-request deadline. */
export interface EngineDeadlines {
  /** `retry.maxElapsedMs`: the engine gives up (with its attempt history) before the gateway's 504. */
  readonly maxElapsedMs: number;
  /**
   * `retry.fallbackAttemptTimeoutMs`: one call on a target that has a later target (a non-streamed
   * call, and a stream's idle watchdog), so a hung target leaves time for the fallback. The last
   * target is not bound by it: a slow but healthy last resort still answers.
   */
  readonly fallbackAttemptTimeoutMs: number;
}

/**
 * Derives the engine's deadlines from the gateway's `request_timeout`: the engine stops at the
 * request timeout less a tenth (at most 1 s) of headroom, and a call on a target with a fallback
 * gets a third of the request timeout (`retry.attempt_timeout` when the config sets it), so a hung
 * target is given up in time to try the next one. An explicit `max_elapsed` is capped to the same
 * headroom; `retry.attempt_timeout` and `stream.idle_timeout` otherwise apply as configured (the
 * last target, a slow reasoning model's first token, a long stream are never cut by a derived value).
 */
export function engineDeadlines(options: {
  readonly requestTimeoutMs: number;
  readonly config?: Pick<StayupConfig, 'retry' | 'stream'> | undefined;
}): EngineDeadlines {
  const { requestTimeoutMs } = options;
  const headroomMs = Math.min(1000, Math.ceil(requestTimeoutMs / 10));
  const budgetMs = Math.max(1, requestTimeoutMs - headroomMs);
  const explicitElapsedMs = options.config?.retry?.max_elapsed;
  const maxElapsedMs =
    explicitElapsedMs === undefined ? budgetMs : Math.min(explicitElapsedMs, budgetMs);
  const fallbackAttemptTimeoutMs =
    options.config?.retry?.attempt_timeout ?? Math.max(1, Math.round(requestTimeoutMs / 3));
  return { maxElapsedMs, fallbackAttemptTimeoutMs };
}

/** Engine option paths (`models.chat.targets[0].options.faults[1].p`) → YAML paths (`….faults[1].p`). */
function yamlPath(path: string): string {
  let result = path;
  for (const [pattern, replacement] of YAML_NAMES) result = result.replace(pattern, replacement);
  return result;
}

function withDeadlines(
  base: ClientOptions,
  config: StayupConfig,
  requestTimeoutMs: number | undefined,
): ClientOptions {
  if (requestTimeoutMs === undefined) return base;
  const deadlines = engineDeadlines({ requestTimeoutMs, config });
  return {
    ...base,
    retry: {
      ...base.retry,
      maxElapsedMs: deadlines.maxElapsedMs,
      fallbackAttemptTimeoutMs: deadlines.fallbackAttemptTimeoutMs,
    },
  };
}

/** Options of {@link clientFromConfig}. */
export interface ClientFromConfigOptions {
  readonly config: StayupConfig;
  /** Runtime pieces and overrides (clock, random, providers, compress …); win over the config. */
  readonly clientOptions?: Partial<ClientOptions> | undefined;
  /** Receives every engine event (metrics, tracing, logs). */
  readonly onEvent?: EventListener | undefined;
  /**
   * The gateway's whole-request deadline. Given, the engine's deadlines not set in the config are
   * derived from it ({@link engineDeadlines}) so that it stops, or falls back, before the 504.
   */
  readonly requestTimeoutMs?: number | undefined;
}

/**
 * Builds the recovery client a config describes, with its state store (`memory`, or Redis
 * wrapped so that Redis is never why a request fails). Engine validation errors are reported
 * with YAML paths (`models.chat.targets[0].faults[1].p`).
 */
export function clientFromConfig(options: ClientFromConfigOptions): Client {
  const { config } = options;
  const base = withDeadlines(toClientOptions(config), config, options.requestTimeoutMs);
  const store =
    options.clientOptions?.store ??
    (typeof config.store === 'object'
      ? redisStore({
          url: config.store.redis,
          ...(config.store.prefix === undefined ? {} : { prefix: config.store.prefix }),
          ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
        })
      : undefined);
  const userOnEvent = options.clientOptions?.onEvent;
  const onEvent = options.onEvent;
  const listener: EventListener | undefined =
    userOnEvent && onEvent
      ? (event) => {
          // Each on its own: one that throws or rejects must not skip the other or end the process.
          deliverEvent(onEvent, event);
          deliverEvent(userOnEvent, event);
        }
      : (onEvent ?? userOnEvent);
  const clientOptions: ClientOptions = {
    ...base,
    ...options.clientOptions,
    ...(store === undefined ? {} : { store }),
    ...(listener === undefined ? {} : { onEvent: listener }),
  };
  try {
    return createClient(clientOptions);
  } catch (error) {
    // The engine quotes the values it refuses: quote the YAML's `${NAME}`, never a key. The
    // original error (the cause) is not attached: its message holds the unredacted value.
    if (error instanceof ConfigError) {
      throw new ConfigError(
        error.issues.map((issue) => ({
          path: yamlPath(issue.path),
          message: redactConfigText(config, issue.message),
        })),
      );
    }
    if (error instanceof InvalidOptionsError) {
      const prefix = `${error.path}: `;
      const message = error.message.startsWith(prefix)
        ? error.message.slice(prefix.length)
        : error.message;
      throw new ConfigError([
        { path: yamlPath(error.path), message: redactConfigText(config, message) },
      ]);
    }
    throw error;
  }
}
