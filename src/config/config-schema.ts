/**
 * The zod schema of the gateway's YAML config (DESIGN §10.2). Keys are snake_case as written in
 * YAML; {@link toClientOptions} maps them onto `ClientOptions`. Every object is strict: an
 * unknown key is an error (a typo is a bug, not a default).
 * @module
 */
import { z } from 'zod';
import { parseDuration } from '../core/duration.js';
import { parseAllowedHost } from './allowed-host.js';

/** Providers a target may name (the built-in registry's names). */
export const PROVIDER_NAMES = [
  'sandbox',
  'openai',
  'anthropic',
  'gemini',
  'openai-compatible',
  'openrouter',
  'azure',
  'groq',
  'deepseek',
  'together',
  'fireworks',
  'mistral',
  'xai',
  'vllm',
  'ollama',
  'llamacpp',
] as const;

/** Target keys only the sandbox provider understands; passed through to its options. */
export const SANDBOX_ONLY_KEYS = [
  'latency',
  'faults',
  'rate_limit',
  'cache_ttl',
  'output_tokens',
] as const;

/** A duration with a unit (`90s`, `1m30s`, `500ms`) or 0 → milliseconds. */
export const durationSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  if (typeof value === 'number' && value !== 0) {
    context.addIssue({
      code: 'custom',
      message: `expected a duration with a unit such as "90s" or "500ms", got the bare number ${value}`,
    });
    return z.NEVER;
  }
  const ms = parseDuration(value);
  if (ms === undefined) {
    context.addIssue({
      code: 'custom',
      message: `invalid duration "${String(value)}" (examples: 90s, 1m30s, 500ms)`,
    });
    return z.NEVER;
  }
  return ms;
});

/** The longest delay Node's timers keep: a larger one fires after 1 ms (a TimeoutOverflowWarning). */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A duration that arms a timer, between `minMs` and {@link MAX_TIMER_MS} (≈ 24.8 days). A zero
 * timeout would end every request at once and an overlong one would fire after 1 ms, so both are
 * config errors, not surprises at run time.
 */
function timerDuration(minMs: number) {
  return durationSchema.superRefine((ms, context) => {
    if (ms >= minMs && ms <= MAX_TIMER_MS) return;
    context.addIssue({
      code: 'custom',
      message: `must be ${minMs === 0 ? '0' : `at least ${minMs} ms`} and at most ${MAX_TIMER_MS} ms (about 24.8 days, the longest timer Node keeps), got ${ms} ms`,
    });
  });
}

/** A timeout (arms a timer that ends something): 1 ms … 2^31−1 ms. */
export const timeoutSchema = timerDuration(1);
/** A wait (a sleep; 0 means none): 0 … 2^31−1 ms. */
export const delaySchema = timerDuration(0);

const SIZE_UNITS: Readonly<Record<string, number>> = {
  b: 1,
  kb: 1024,
  k: 1024,
  mb: 1024 ** 2,
  m: 1024 ** 2,
  gb: 1024 ** 3,
};

/** A byte size: an integer, or `512kb`, `4mb`, `1gb` (binary units) → bytes. */
export const byteSizeSchema = z.union([z.string(), z.number()]).transform((value, context) => {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value > 0) return value;
  } else {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|k|mb|m|gb)?\s*$/i.exec(value);
    if (match) {
      const bytes = Math.floor(
        Number(match[1]) * (SIZE_UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1),
      );
      if (bytes > 0) return bytes;
    }
  }
  context.addIssue({
    code: 'custom',
    message: `invalid size "${String(value)}" (examples: 1048576, 512kb, 4mb)`,
  });
  return z.NEVER;
});

/**
 * A number field that also takes its number as text: after `${ENV}` interpolation a value such as
 * `port: ${PORT}` is the string "8080", which deployments set from the environment.
 */
function numeric<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : value,
    schema,
  );
}

const positiveInt = numeric(z.number().int().positive());
const nonNegativeInt = numeric(z.number().int().nonnegative());

const credentialSchema = z.union([
  z.string().min(1, 'a key must not be empty'),
  z.strictObject({
    secret: z.string().min(1, 'a key must not be empty'),
    label: z.string().min(1).optional(),
  }),
]);

/**
 * A sandbox fault for a key the target does not have would never fire (a keyless target is
 * called as key 0): the index is refused where it is written, as the simulator refuses it.
 */
function checkFaultKeys(
  target: {
    readonly keys?: readonly unknown[] | undefined;
    readonly faults?: readonly Record<string, unknown>[] | undefined;
  },
  context: z.RefinementCtx,
): void {
  const keyCount = Math.max(1, target.keys?.length ?? 0);
  target.faults?.forEach((fault, faultIndex) => {
    if (!Array.isArray(fault.keys)) return;
    fault.keys.forEach((key: unknown, keyIndex: number) => {
      if (typeof key === 'number' && Number.isInteger(key) && key >= keyCount)
        context.addIssue({
          code: 'custom',
          path: ['faults', faultIndex, 'keys', keyIndex],
          message: `no key ${key}: the target has ${keyCount === 1 ? 'one key (0)' : `${keyCount} keys (0–${keyCount - 1})`}`,
        });
    });
  });
}

/** One target of a fallback chain, as written in YAML. */
export const targetSchema = z
  .strictObject({
    provider: z.enum(PROVIDER_NAMES),
    model: z.string().min(1),
    keys: z.array(credentialSchema).optional(),
    strategy: z.enum(['fill_first', 'round_robin', 'least_used', 'random']).optional(),
    base_url: z.url({ protocol: /^https?$/ }).optional(),
    context_window: positiveInt.optional(),
    // Provider-specific settings, passed through to the adapter unchanged.
    headers: z.record(z.string(), z.string()).optional(),
    api_version: z.string().optional(),
    deployment: z.string().optional(),
    timeout: timeoutSchema.optional(),
    options: z.record(z.string(), z.unknown()).optional(),
    // Sandbox only; the sandbox adapter validates their inner shape.
    latency: z.record(z.string(), z.unknown()).optional(),
    faults: z.array(z.record(z.string(), z.unknown())).optional(),
    rate_limit: z.record(z.string(), z.unknown()).optional(),
    cache_ttl: z.union([z.string(), z.number()]).optional(),
    output_tokens: z.union([positiveInt, z.array(positiveInt), z.string()]).optional(),
  })
  .superRefine((target, context) => {
    if (target.provider === 'sandbox') {
      checkFaultKeys(target, context);
      return;
    }
    for (const key of SANDBOX_ONLY_KEYS) {
      if (target[key] !== undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `only the sandbox provider accepts "${key}" (this target is "${target.provider}")`,
        });
      }
    }
  });

/** One logical model: the fallback chain and an optional cheap route. */
export const modelSchema = z.strictObject({
  targets: z.array(targetSchema).min(1, 'a model needs at least one target'),
  cheap: z
    .strictObject({
      target: targetSchema,
      max_approx_tokens: positiveInt.optional(),
    })
    .optional(),
});

/** `models:` — reusable by the simulator (no server bits). */
export const modelsSchema = z
  .record(
    z.string().regex(/^[A-Za-z0-9._:/@-]+$/, 'model names use letters, digits and ._:/@-'),
    modelSchema,
  )
  .refine((models) => Object.keys(models).length > 0, 'define at least one model');

/** `retry:` (DESIGN §2.2). */
export const retrySchema = z.strictObject({
  max_retries: nonNegativeInt.optional(),
  max_overloaded_retries: nonNegativeInt.optional(),
  base_delay: delaySchema.optional(),
  max_delay: delaySchema.optional(),
  jitter: numeric(z.number().min(0).max(1)).optional(),
  max_retry_after: delaySchema.optional(),
  cache_aware_threshold: durationSchema.optional(),
  max_elapsed: timeoutSchema.optional(),
  max_compressions: nonNegativeInt.optional(),
  /**
   * Deadline of one non-streamed upstream call (streams: the idle watchdog bounds the wait for the
   * first event). The gateway defaults it to a third of `server.request_timeout`.
   */
  attempt_timeout: timeoutSchema.optional(),
});

/** `stream:` watchdog settings. */
export const streamSchema = z.strictObject({
  idle_timeout: timeoutSchema.optional(),
  /** 0 turns stall warnings off. */
  stall_warning: delaySchema.optional(),
});

/** `breaker:` — `false` turns the circuit breaker off. */
export const breakerSchema = z.union([
  z.literal(false),
  z.strictObject({
    failure_threshold: positiveInt.optional(),
    open: durationSchema.optional(),
    window: durationSchema.optional(),
    min_requests: positiveInt.optional(),
    failure_rate: numeric(z.number().gt(0).max(1)).optional(),
  }),
]);

/** `budget:` — `false` turns the fleet retry budget off. */
export const budgetSchema = z.union([
  z.literal(false),
  z.strictObject({
    ratio: numeric(z.number().min(0)).optional(),
    window: durationSchema.optional(),
    min_retries: nonNegativeInt.optional(),
  }),
]);

const persistentSchema = z.strictObject({
  max_delay: delaySchema.optional(),
  max_wait: durationSchema.optional(),
  heartbeat: timeoutSchema.optional(),
});

/** `cooldown:` — how long a key rests after an auth failure or by default. */
export const cooldownSchema = z.strictObject({
  auth: durationSchema.optional(),
  default: durationSchema.optional(),
});

const storeSchema = z.union([
  z.literal('memory'),
  z.strictObject({
    redis: z.url({ protocol: /^rediss?$/ }),
    prefix: z.string().optional(),
  }),
]);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * An app's own scheme and host, as its web view or a browser extension sends it as the origin
 * (`tauri://localhost`, `capacitor://localhost`, `chrome-extension://<id>`). Only `http`/`https`
 * are special schemes pages run under (`ftp`, `ws`, `wss` and `file` pages send no such origin).
 */
const APP_ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([a-z0-9.-]+(?::\d{1,5})?)\/?$/i;
const NOT_APP_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'ftp', 'ws', 'wss', 'file']);

/**
 * A browser origin as the browser sends it (`https://app.example.com`, `http://localhost:5173`,
 * an app's `tauri://localhost`), from what a config says: a trailing slash is dropped, the host
 * lower-cased, a default port dropped; `*` stays. `undefined` when it is not an origin (a path, a
 * query, no scheme).
 */
function toOrigin(value: string): string | undefined {
  const text = value.trim();
  if (text === '*') return text;
  const app = APP_ORIGIN.exec(text);
  if (app !== null && !NOT_APP_SCHEMES.has((app[1] as string).toLowerCase()))
    return `${app[1]}://${app[2]}`.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const isOrigin =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    !/[/?#]./.test(text.slice(url.protocol.length + 2));
  return isOrigin ? url.origin : undefined;
}

const notAnOrigin = (value: string): string =>
  `"${value}" is not an origin: write scheme, host and port only, as the browser sends it (e.g. "https://app.example.com", "http://localhost:5173"), or "*" for any`;

const originSchema = z.string().transform((value, context) => {
  const origin = toOrigin(value);
  if (origin !== undefined) return origin;
  context.addIssue({ code: 'custom', message: notAnOrigin(value) });
  return z.NEVER;
});

/**
 * Origins written as one string: `*`, one origin, or several separated by commas (as an
 * environment variable holds them: `origins: "${CORS_ORIGINS}"`).
 */
const originTextSchema = z.string().transform((value, context): string | string[] => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const origins: string[] = [];
  for (const entry of entries) {
    const origin = toOrigin(entry);
    if (origin === undefined) context.addIssue({ code: 'custom', message: notAnOrigin(entry) });
    else origins.push(origin);
  }
  if (entries.length === 0)
    context.addIssue({ code: 'custom', message: 'list at least one origin, or "*"' });
  if (origins.length !== entries.length || entries.length === 0) return z.NEVER;
  return origins.length === 1 ? (origins[0] as string) : origins;
});

/**
 * `server.cors` — which web pages may call the gateway from a browser. Off when absent: a gateway
 * that spends provider keys must not be callable from any page on the web unless its operator
 * says so.
 */
export const corsSchema = z.strictObject({
  /** `"*"` (any page), one origin, several separated by commas, or a list. */
  origins: z.union([originTextSchema, z.array(originSchema).min(1, 'list at least one origin')]),
  /** How long a browser may reuse a preflight's answer. Default 10m (browsers cap it: Chrome 2h). */
  max_age: durationSchema.optional(),
});

const allowedHostSchema = z.string().transform((value, context) => {
  const parsed = parseAllowedHost(value);
  if ('host' in parsed) return parsed.host;
  context.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

/**
 * Hosts written as one string separated by commas, as an environment variable holds them
 * (`allowed_hosts: "${ALLOWED_HOSTS:-}"`); an empty string is none.
 */
const allowedHostTextSchema = z.string().transform((value, context): string[] => {
  const hosts: string[] = [];
  for (const entry of value.split(',').filter((item) => item.trim() !== '')) {
    const parsed = parseAllowedHost(entry);
    if ('host' in parsed) hosts.push(parsed.host);
    else context.addIssue({ code: 'custom', message: parsed.problem });
  }
  return hosts;
});

/** `server:` — the gateway's own settings. */
export const serverSchema = z.strictObject({
  port: numeric(z.number().int().min(0).max(65_535)).optional(),
  host: z.string().min(1).optional(),
  keys: z.array(z.string().min(1, 'a gateway key must not be empty')).optional(),
  body_limit: byteSizeSchema.optional(),
  request_timeout: timeoutSchema.optional(),
  shutdown_timeout: timeoutSchema.optional(),
  /**
   * On shutdown, how long to keep serving while `/health` answers 503, so a load balancer takes
   * the replica out before it stops accepting connections. Default 0.
   */
  drain: delaySchema.optional(),
  /** How long an idle keep-alive connection stays open; above a load balancer's idle timeout. */
  keep_alive_timeout: timeoutSchema.optional(),
  /** Browser access (CORS); off by default. */
  cors: corsSchema.optional(),
  /**
   * Host names a gateway without keys answers besides loopback ones (`localhost`, `*.localhost`,
   * 127.0.0.0/8, `[::1]`): its guard against DNS rebinding refuses every other `Host`.
   */
  allowed_hosts: z.union([allowedHostTextSchema, z.array(allowedHostSchema)]).optional(),
});

/** The whole config file. */
export const configSchema = z.strictObject({
  server: serverSchema.optional(),
  store: storeSchema.optional(),
  models: modelsSchema,
  retry: retrySchema.optional(),
  persistent: persistentSchema.optional(),
  cooldown: cooldownSchema.optional(),
  stream: streamSchema.optional(),
  breaker: breakerSchema.optional(),
  budget: budgetSchema.optional(),
  session_ttl: durationSchema.optional(),
  log: z.union([z.enum(LOG_LEVELS), z.strictObject({ level: z.enum(LOG_LEVELS) })]).optional(),
});

/** A validated config; durations are milliseconds, sizes are bytes. */
export type StayupConfig = z.output<typeof configSchema>;
/** The `models:` part of a validated config. */
export type ModelsConfig = z.output<typeof modelsSchema>;
/** One validated target. */
export type TargetConfig = z.output<typeof targetSchema>;
