/**
 * Scenario files (DESIGN §7, §10.3): YAML with the scenario-only keys `name`, `duration`, `seed`
 * and `traffic`, plus `models` and optional `retry`, `stream`, `breaker`, `budget` and
 * `cooldown` validated and mapped by the gateway config's own schemas and converters
 * (`src/config`), so they mean exactly what they mean there. The simulator runs sandbox targets
 * only and no cheap route. Every problem is a `ConfigError` issue with an exact path such as
 * `models.chat.targets[1].faults[0].p`.
 * @module
 */
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { z } from 'zod';
import type { ClientOptions, ModelOptions, TargetOptions } from '../client/types.js';
import {
  breakerSchema,
  budgetSchema,
  cooldownSchema,
  durationSchema,
  modelsSchema,
  retrySchema,
  streamSchema,
} from '../config/config-schema.js';
import { valueAt } from '../config/parse-config.js';
import { toModelOptions, toPolicyOptions } from '../config/to-client-options.js';
import { ConfigError } from '../core/errors.js';
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

/**
 * The most requests a run may expect (rate × duration): every request and its records stay in
 * memory, ≈ 5 KB each under the `stayup` policy, and Node's default heap is ≈ 4 GB.
 */
export const MAX_REQUESTS = 500_000;

/** The largest prompt a request may draw: above every model's context window (≤ 10M tokens). */
export const MAX_PROMPT_TOKENS = 10_000_000;
/** The longest answer a request may ask for: above every model's output limit. */
export const MAX_OUTPUT_TOKENS = 1_000_000;

// Larger counts are no scenario anyone means, and the prompt and answer texts (4 characters a
// token) would exhaust memory, or exceed V8's longest string, instead of failing clearly.
const promptTokensSchema = checkedRange.refine(
  (range) => range.max <= MAX_PROMPT_TOKENS,
  `at most ${MAX_PROMPT_TOKENS} tokens (no model takes a larger prompt)`,
);
const outputTokensSchema = checkedRange.refine(
  (range) => range.max <= MAX_OUTPUT_TOKENS,
  `at most ${MAX_OUTPUT_TOKENS} tokens (no model writes a longer answer)`,
);

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

/**
 * The largest seed: the seeded generator keeps 32 bits of state, so a larger seed would repeat
 * the arrivals of a smaller one (and, past 2⁵³, two different numbers would read the same).
 */
export const MAX_SEED = 0xff_ff_ff_ff;

const SEED_RULE = `a seed is a whole number from 0 to ${MAX_SEED}`;

// One check, one message: zod's int() and max() would both complain about 2⁵³ + 2.
const seedSchema = z
  .number(SEED_RULE)
  .refine((seed) => Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED, SEED_RULE);

/**
 * Reads a seed written in decimal digits (a CLI flag such as `--seed 42`).
 * @throws ConfigError at `path` when the text is not a whole number from 0 to {@link MAX_SEED}
 * (hex, signs, fractions, exponents and longer numbers are refused, not rounded).
 */
export function parseSeed(text: string, options: { readonly path: string }): number {
  const seed = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  if (seed <= MAX_SEED) return seed;
  const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
  throw new ConfigError([
    {
      path: options.path,
      message: `must be a whole number from 0 to ${MAX_SEED}, got ${JSON.stringify(shown)}`,
    },
  ]);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `models:` exactly as the gateway reads it ({@link modelsSchema}), restricted to what the
 * simulator runs: sandbox targets and no cheap route. The restriction is checked first so a
 * non-sandbox target gets one clear message instead of the gateway's per-key complaints.
 */
const scenarioModelsSchema = z
  .unknown()
  .superRefine((models, context) => {
    if (!isRecord(models)) return;
    for (const [name, model] of Object.entries(models)) {
      if (!isRecord(model)) continue;
      if (model.cheap !== undefined)
        context.addIssue({
          code: 'custom',
          path: [name, 'cheap'],
          message: 'the simulator does not model cheap routes (remove "cheap")',
        });
      if (!Array.isArray(model.targets)) continue;
      model.targets.forEach((target: unknown, index) => {
        if (isRecord(target) && target.provider !== undefined && target.provider !== 'sandbox')
          context.addIssue({
            code: 'custom',
            path: [name, 'targets', index, 'provider'],
            message: 'the simulator runs sandbox targets only (provider: sandbox)',
          });
      });
    }
  })
  .pipe(modelsSchema);

const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  duration: durationSchema.refine(
    (ms) => ms > 0 && ms <= 24 * 3_600_000,
    'duration must be > 0 and at most 24h',
  ),
  seed: seedSchema.optional(),
  traffic: z.strictObject({
    rate: rateSchema,
    arrivals: z.enum(['poisson', 'uniform']).optional(),
    background: share.optional(),
    stream: share.optional(),
    prompt_tokens: promptTokensSchema.optional(),
    output_tokens: outputTokensSchema.optional(),
    model: z.string().min(1).optional(),
  }),
  models: scenarioModelsSchema,
  retry: retrySchema.optional(),
  stream: streamSchema.optional(),
  breaker: breakerSchema.optional(),
  budget: budgetSchema.optional(),
  cooldown: cooldownSchema.optional(),
});

type Issue = { path: string; message: string };

/**
 * Parses a target's sandbox settings from its gateway options (as the sandbox adapter does),
 * reporting problems under the target's path.
 */
function toTarget(
  options: TargetOptions,
  path: string,
  issues: Issue[],
): ScenarioTarget | undefined {
  try {
    // Empty fault windows and faults for keys the target does not have are refused by the
    // sandbox's and the config's own checks, as `stayup serve` refuses them.
    const sandbox = parseSandboxConfig(options.options);
    return { options, sandbox, path };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const issue of error.issues)
      issues.push({
        path: issue.path === '(options)' ? path : `${path}.${issue.path}`,
        message: issue.message,
      });
    return undefined;
  }
}

/** zod's message, except for a missing key: "required" says what to fix ("Invalid input" did not). */
function issueMessage(issue: z.core.$ZodIssue, root: unknown): string {
  if (valueAt(root, issue.path) !== undefined) return issue.message;
  if (issue.code === 'invalid_type') return `required (expected ${issue.expected})`;
  if (issue.code === 'invalid_union') return 'required';
  return issue.message;
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
        message: issueMessage(issue, value),
      })),
      errorOptions,
    );
  const input = result.data;
  const issues: Issue[] = [];
  const expectedRequests = (input.traffic.rate * input.duration) / 1000;
  if (expectedRequests > MAX_REQUESTS)
    issues.push({
      path: 'traffic.rate',
      message: `${String(valueAt(value, ['traffic', 'rate']))} for ${String(valueAt(value, ['duration']))} is about ${Math.round(expectedRequests).toLocaleString('en-US')} requests; a run takes at most ${MAX_REQUESTS.toLocaleString('en-US')} (lower the rate or shorten the duration)`,
    });
  const models: Record<string, readonly ScenarioTarget[]> = {};
  const clientModels: Record<string, ModelOptions> = {};
  for (const [name, model] of Object.entries(toModelOptions(input.models))) {
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
    client: { models: clientModels, ...toPolicyOptions(input) },
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
