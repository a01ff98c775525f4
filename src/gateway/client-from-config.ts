import { createClient } from '../client/create-client.js';
import type { Client, ClientOptions } from '../client/types.js';
import type { StayupConfig } from '../config/config-schema.js';
import { toClientOptions } from '../config/to-client-options.js';
import { ConfigError, InvalidOptionsError } from '../core/errors.js';
import type { EventListener } from '../core/events.js';
import { redisStore } from '../stores/index.js';

const YAML_NAMES: readonly [RegExp, string][] = [
  [/\.options\./g, '.'],
  [/\.baseUrl\b/g, '.base_url'],
  [/\.contextWindow\b/g, '.context_window'],
  [/^retry\.maxRetries\b/, 'retry.max_retries'],
  [/^retry\.maxOverloadedRetries\b/, 'retry.max_overloaded_retries'],
];

/** Engine option paths (`models.chat.targets[0].options.faults[1].p`) → YAML paths (`….faults[1].p`). */
function yamlPath(path: string): string {
  let result = path;
  for (const [pattern, replacement] of YAML_NAMES) result = result.replace(pattern, replacement);
  return result;
}

/** Options of {@link clientFromConfig}. */
export interface ClientFromConfigOptions {
  readonly config: StayupConfig;
  /** Runtime pieces and overrides (clock, random, providers, compress …); win over the config. */
  readonly clientOptions?: Partial<ClientOptions> | undefined;
  /** Receives every engine event (metrics, tracing, logs). */
  readonly onEvent?: EventListener | undefined;
}

/**
 * Builds the recovery client a config describes, with its state store (`memory`, or Redis
 * wrapped so that Redis is never why a request fails). Engine validation errors are reported
 * with YAML paths (`models.chat.targets[0].faults[1].p`).
 */
export function clientFromConfig(options: ClientFromConfigOptions): Client {
  const { config } = options;
  const base = toClientOptions(config);
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
          onEvent(event);
          userOnEvent(event);
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
    if (error instanceof ConfigError) {
      throw new ConfigError(
        error.issues.map((issue) => ({ path: yamlPath(issue.path), message: issue.message })),
        { cause: error },
      );
    }
    if (error instanceof InvalidOptionsError) {
      const prefix = `${error.path}: `;
      const message = error.message.startsWith(prefix)
        ? error.message.slice(prefix.length)
        : error.message;
      throw new ConfigError([{ path: yamlPath(error.path), message }], { cause: error });
    }
    throw error;
  }
}
