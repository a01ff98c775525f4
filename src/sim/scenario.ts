/**
 * Scenario files (DESIGN §7, §10.3): YAML with `name`, `duration`, `seed`, `traffic` and `models`
 * in the gateway's shape (sandbox targets only), plus optional `retry`, `stream`, `breaker`,
 * `budget` and `cooldown` like the gateway config. Every problem is a `ConfigError` issue with
 * an exact path such as `models.chat.targets[1].faults[0].p`.
 * @module
 */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import type { ClientOptions, ModelOptions, TargetOptions } from '../client/types.js';
import { parseDuration } from '../core/duration.js';
import { ConfigError } from '../core/errors.js';
import type { BreakerPolicy, RetryBudgetPolicy } from '../core/ports.js';
import {
  formatIssuePath,
  parseSandboxConfig,
  type SandboxConfig,
} from '../providers/sandbox/sandbox-config.js';

/** A fixed value or an inclusive range picked per request. */
export type Range = { readonly min: number; readonly max: number };

/** The arrival process and request mix. */
export interface TrafficSpec {
  /** Requests per second. */
  readonly ratePerSecond: number;
  /** `poisson` (exponential gaps, the default) or `uniform` (evenly spaced). */
  readonly arrivals: 'poisson' | 'uniform';
  /** Share of background requests (they give up on the first overload). */
  readonly background: number;
  /** Share of streamed requests. */
  readonly stream: number;
  readonly promptTokens: Range;
  readonly outputTokens: Range;
  /** The logical model the traffic calls. Default: the first model. */
  readonly model: string;
}

/** A sandbox target of the scenario, with its parsed sandbox settings. */
export interface ScenarioTarget {
  readonly options: TargetOptions;
  readonly sandbox: SandboxConfig;
  /** `models.<name>.targets[<i>]`, for messages. */
  readonly path: string;
}

/** A validated scenario. */
export interface Scenario {
  readonly name: string;
  readonly description: string | undefined;
  readonly durationMs: number;
  readonly seed: number;
  readonly traffic: TrafficSpec;
  /** Targets per logical model, in chain order. */
  readonly models: Readonly<Record<string, readonly ScenarioTarget[]>>;
  /** The engine's options for the `stayup` policy (without clock, random, store, providers). */
  readonly client: ClientOptions;
}

const durationSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  const ms = parseDuration(value);
  if (ms === undefined) {
    context.addIssue({
      code: 'custom',
      message: `not a duration: ${JSON.stringify(value)} (use e.g. 500ms, 30s, 10m)`,
    });
    return z.NEVER;
  }
  return ms;
});

const rangeSchema = z.union([
  z
    .number()
    .int()
    .nonnegative()
    .transform((value) => ({ min: value, max: value })),
  z
    .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
    .transform(([min, max]) => ({ min, max })),
  z.strictObject({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
  z
    .string()
    .regex(/^\s*\d+\s*(?:-|\.\.)\s*\d+\s*$/, 'a range is a number, [min, max] or "min-max"')
    .transform((text) => {
      const [min = 0, max = 0] = text.split(/-|\.\./).map((part) => Number(part.trim()));
      return { min, max };
    }),
]);

const checkedRange = rangeSchema.refine((range) => range.min <= range.max, 'min must be ≤ max');

const RATE_UNITS_PER_SECOND: Readonly<Record<string, number>> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 1 / 60,
  min: 1 / 60,
  minute: 1 / 60,
  h: 1 / 3600,
  hour: 1 / 3600,
};

const rateSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  let perSecond: number | undefined;
  if (typeof value === 'number') perSecond = value;
  else {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*([a-z]+))?\s*$/i.exec(value);
    const unit = RATE_UNITS_PER_SECOND[(match?.[2] ?? 's').toLowerCase()];
    if (match !== null && unit !== undefined) perSecond = Number(match[1]) * unit;
  }
  if (perSecond === undefined || !(perSecond > 0) || perSecond > 10_000) {
    context.addIssue({
      code: 'custom',
      message: `not a rate: ${JSON.stringify(value)} (use e.g. 5/s, 120/m; at most 10000/s)`,
    });
    return z.NEVER;
  }
  return perSecond;
});

const share = z.number().min(0).max(1);

const targetSchema = z.strictObject({
  provider: z.literal('sandbox', {
    error: 'the simulator runs sandbox targets only (provider: sandbox)',
  }),
  model: z.string().min(1),
  keys: z
    .array(
      z.union([
        z.string().min(1),
        z.strictObject({ secret: z.string().min(1), label: z.string().min(1).optional() }),
      ]),
    )
    .optional(),
  strategy: z.enum(['fill_first', 'round_robin', 'least_used', 'random']).optional(),
  context_window: z.number().int().positive().optional(),
  latency: z.unknown().optional(),
  faults: z.unknown().optional(),
  rate_limit: z.unknown().optional(),
  cache_ttl: z.unknown().optional(),
  output_tokens: z.unknown().optional(),
});

const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  duration: durationSchema.refine(
    (ms) => ms > 0 && ms <= 24 * 3_600_000,
    'duration must be > 0 and at most 24h',
  ),
  seed: z.number().int().nonnegative().optional(),
  traffic: z.strictObject({
    rate: rateSchema,
    arrivals: z.enum(['poisson', 'uniform']).optional(),
    background: share.optional(),
    stream: share.optional(),
    prompt_tokens: checkedRange.optional(),
    output_tokens: checkedRange.optional(),
    model: z.string().min(1).optional(),
  }),
  models: z
    .record(
      z.string().min(1),
      z.strictObject({
        targets: z.array(targetSchema).min(1, 'a model needs at least one target'),
      }),
    )
    .refine((models) => Object.keys(models).length > 0, 'define at least one model'),
  retry: z
    .strictObject({
      max_retries: z.number().int().nonnegative().optional(),
      max_overloaded_retries: z.number().int().nonnegative().optional(),
      base_delay: durationSchema.optional(),
      max_delay: durationSchema.optional(),
      jitter: z.number().min(0).max(1).optional(),
      max_retry_after: durationSchema.optional(),
      cache_aware_threshold: durationSchema.optional(),
      max_elapsed: durationSchema.optional(),
      max_compressions: z.number().int().nonnegative().optional(),
    })
    .optional(),
  stream: z
    .strictObject({
      idle_timeout: durationSchema.optional(),
      stall_warning: durationSchema.optional(),
    })
    .optional(),
  breaker: z
    .union([
      z.literal(false),
      z.strictObject({
        failure_threshold: z.number().int().positive().optional(),
        open: durationSchema.optional(),
        window: durationSchema.optional(),
        min_requests: z.number().int().positive().optional(),
        failure_rate: z.number().gt(0).max(1).optional(),
      }),
    ])
    .optional(),
  budget: z
    .union([
      z.literal(false),
      z.strictObject({
        ratio: z.number().min(0).optional(),
        window: durationSchema.optional(),
        min_retries: z.number().int().nonnegative().optional(),
      }),
    ])
    .optional(),
  cooldown: z
    .strictObject({ auth: durationSchema.optional(), default: durationSchema.optional() })
    .optional(),
});

type ScenarioInput = z.output<typeof scenarioSchema>;
type Issue = { path: string; message: string };

/** Drops undefined fields (the options types use `exactOptionalPropertyTypes`). */
function compact<T extends object>(value: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== undefined) result[key] = item;
  return result as T;
}

const SANDBOX_KEYS = ['latency', 'faults', 'rate_limit', 'cache_ttl', 'output_tokens'] as const;

function toTarget(
  target: ScenarioInput['models'][string]['targets'][number],
  path: string,
  issues: Issue[],
): ScenarioTarget | undefined {
  const sandboxOptions: Record<string, unknown> = {};
  for (const key of SANDBOX_KEYS) if (target[key] !== undefined) sandboxOptions[key] = target[key];
  let sandbox: SandboxConfig;
  try {
    sandbox = parseSandboxConfig(sandboxOptions);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const issue of error.issues)
      issues.push({
        path: issue.path === '(options)' ? path : `${path}.${issue.path}`,
        message: issue.message,
      });
    return undefined;
  }
  const options = compact<TargetOptions>({
    provider: 'sandbox',
    model: target.model,
    keys: target.keys?.map((key) => (typeof key === 'string' ? key : compact(key))),
    strategy: target.strategy,
    contextWindow: target.context_window,
    options: Object.keys(sandboxOptions).length > 0 ? sandboxOptions : undefined,
  });
  return { options, sandbox, path };
}

function toClient(input: ScenarioInput, models: Record<string, ModelOptions>): ClientOptions {
  const client: {
    -readonly [K in keyof ClientOptions]: ClientOptions[K];
  } = { models };
  if (input.retry !== undefined)
    client.retry = compact({
      maxRetries: input.retry.max_retries,
      maxOverloadedRetries: input.retry.max_overloaded_retries,
      baseDelayMs: input.retry.base_delay,
      maxDelayMs: input.retry.max_delay,
      jitter: input.retry.jitter,
      maxRetryAfterMs: input.retry.max_retry_after,
      cacheAwareThresholdMs: input.retry.cache_aware_threshold,
      maxElapsedMs: input.retry.max_elapsed,
      maxCompressions: input.retry.max_compressions,
    });
  if (input.stream !== undefined)
    client.stream = compact({
      idleTimeoutMs: input.stream.idle_timeout,
      stallWarningMs: input.stream.stall_warning,
    });
  if (input.breaker !== undefined)
    client.breaker =
      input.breaker === false
        ? false
        : (compact({
            failureThreshold: input.breaker.failure_threshold,
            openMs: input.breaker.open,
            windowMs: input.breaker.window,
            minRequests: input.breaker.min_requests,
            failureRate: input.breaker.failure_rate,
          }) as Partial<BreakerPolicy>);
  if (input.budget !== undefined)
    client.budget =
      input.budget === false
        ? false
        : (compact({
            ratio: input.budget.ratio,
            windowMs: input.budget.window,
            minRetries: input.budget.min_retries,
          }) as Partial<RetryBudgetPolicy>);
  if (input.cooldown !== undefined)
    client.cooldown = compact({ authMs: input.cooldown.auth, defaultMs: input.cooldown.default });
  return client;
}

/**
 * Validates a scenario (already parsed from YAML) and fills in the defaults: `seed` 1, Poisson
 * arrivals, no background or streamed requests, 1000 prompt tokens, 200 output tokens.
 * @throws ConfigError with every problem and its exact path.
 */
export function parseScenario(value: unknown, options: { readonly file?: string } = {}): Scenario {
  const errorOptions = options.file === undefined ? {} : { file: options.file };
  const result = scenarioSchema.safeParse(value);
  if (!result.success)
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        path: formatIssuePath(issue.path) || '(scenario)',
        message: issue.message,
      })),
      errorOptions,
    );
  const input = result.data;
  const issues: Issue[] = [];
  const models: Record<string, readonly ScenarioTarget[]> = {};
  const clientModels: Record<string, ModelOptions> = {};
  for (const [name, model] of Object.entries(input.models)) {
    const targets: ScenarioTarget[] = [];
    model.targets.forEach((target, index) => {
      const parsed = toTarget(target, `models.${name}.targets[${index}]`, issues);
      if (parsed !== undefined) targets.push(parsed);
    });
    models[name] = targets;
    clientModels[name] = { targets: targets.map((target) => target.options) };
  }
  const modelName = input.traffic.model ?? Object.keys(input.models)[0] ?? '';
  if (input.models[modelName] === undefined)
    issues.push({
      path: 'traffic.model',
      message: `unknown model "${modelName}" (models: ${Object.keys(input.models).join(', ')})`,
    });
  if (issues.length > 0) throw new ConfigError(issues, errorOptions);
  return {
    name: input.name,
    description: input.description,
    durationMs: input.duration,
    seed: input.seed ?? 1,
    traffic: {
      ratePerSecond: input.traffic.rate,
      arrivals: input.traffic.arrivals ?? 'poisson',
      background: input.traffic.background ?? 0,
      stream: input.traffic.stream ?? 0,
      promptTokens: input.traffic.prompt_tokens ?? { min: 1000, max: 1000 },
      outputTokens: input.traffic.output_tokens ?? { min: 200, max: 200 },
      model: modelName,
    },
    models,
    client: toClient(input, clientModels),
  };
}

/** Parses scenario YAML text; YAML syntax errors become a `ConfigError` naming the line. */
export function parseScenarioYaml(
  text: string,
  options: { readonly file?: string } = {},
): Scenario {
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error;
    const line = error.linePos?.[0]?.line;
    throw new ConfigError(
      [
        {
          path: line === undefined ? '(yaml)' : `(yaml line ${line})`,
          message: error.message.split('\n')[0] ?? error.message,
        },
      ],
      options.file === undefined ? {} : { file: options.file },
    );
  }
  return parseScenario(value, options);
}
