/**
 * The sandbox target's `options` (DESIGN §10.2, §10.4): latency, fault schedule, per-key rate
 * limit, prompt-cache TTL and answer length. Validated with zod; every problem becomes a
 * `ConfigError` issue with a path relative to the options (`faults[0].status`), which the engine
 * and the simulator prefix with the target's own path.
 * @module
 */
import { z } from 'zod';
import { parseDuration } from '../../core/duration.js';
import { ConfigError } from '../../core/errors.js';

/** A transport failure a fault can inject. `disconnect` drops the connection mid-response. */
export type SandboxTransportError = 'ECONNRESET' | 'ETIMEDOUT' | 'ECONNREFUSED' | 'disconnect';

/** What a fault does when it fires (exactly one effect per fault). */
export type SandboxFaultEffect =
  | {
      readonly kind: 'status';
      readonly status: number;
      /** Response body: an object is sent as JSON, a string as is. Default: a realistic body for the status. */
      readonly body?: string | Readonly<Record<string, unknown>> | undefined;
      /** Response headers (lower-cased names). */
      readonly headers: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'error'; readonly error: SandboxTransportError }
  | { readonly kind: 'stall'; readonly stallMs: number }
  | { readonly kind: 'hang'; readonly hangMs: number };

/** One fault of the schedule, durations in milliseconds relative to the adapter's start. */
export interface SandboxFault {
  readonly fromMs: number;
  /** Exclusive end; `Infinity` = until the end of the run. */
  readonly toMs: number;
  /** Probability that the fault fires for a matching call. */
  readonly p: number;
  /** Key indices the fault hits; undefined = every key. */
  readonly keys: readonly number[] | undefined;
  readonly effect: SandboxFaultEffect;
}

/** A fixed count or an inclusive range picked per request. */
export type TokenCount = number | { readonly min: number; readonly max: number };

/** The parsed, validated sandbox settings. */
export interface SandboxConfig {
  /** Time to first token. */
  readonly ttftMs: number;
  readonly tokensPerSecond: number;
  /** How long a failed HTTP response (status fault, rate limit) takes to arrive. */
  readonly errorLatencyMs: number;
  /** Interval between stream chunks; several tokens are batched into one chunk. */
  readonly chunkMs: number;
  readonly faults: readonly SandboxFault[];
  /** Requests per minute per key; undefined = unlimited. */
  readonly rpm: number | undefined;
  /** Prompt-cache lifetime; undefined = no cache model. */
  readonly cacheTtlMs: number | undefined;
  /** Answer length in tokens; undefined = the request's `maxTokens`, else 64. */
  readonly outputTokens: TokenCount | undefined;
}

/** Defaults: `latency: { ttft: 200ms, tokens_per_s: 300 }`, errors in 50 ms, a chunk every 50 ms. */
export const SANDBOX_DEFAULTS = {
  ttftMs: 200,
  tokensPerSecond: 300,
  errorLatencyMs: 50,
  chunkMs: 50,
  outputTokens: 64,
} as const;

const duration = z.union([z.string(), z.number()]).transform((value, context) => {
  const ms = parseDuration(value);
  if (ms === undefined) {
    context.addIssue({
      code: 'custom',
      message: `not a duration: ${JSON.stringify(value)} (use e.g. 200ms, 30s, 1m30s)`,
    });
    return z.NEVER;
  }
  return ms;
});

const tokenCount = z.union([
  z.number().int().nonnegative(),
  z
    .tuple([z.number().int().nonnegative(), z.number().int().nonnegative()])
    .refine(([min, max]) => min <= max, 'range must be [min, max] with min ≤ max')
    .transform(([min, max]) => ({ min, max })),
  z
    .strictObject({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
    .refine(({ min, max }) => min <= max, 'range must have min ≤ max'),
  z
    .string()
    .regex(/^\s*\d+\s*(?:-|\.\.)\s*\d+\s*$/, 'a range is written "min-max", e.g. "100-400"')
    .transform((text) => {
      const [min = 0, max = 0] = text.split(/-|\.\./).map((part) => Number(part.trim()));
      return { min, max };
    })
    .refine(({ min, max }) => min <= max, 'range must have min ≤ max'),
]);

const TRANSPORT_ERRORS = ['ECONNRESET', 'ETIMEDOUT', 'ECONNREFUSED', 'disconnect'] as const;
const EFFECTS = ['status', 'error', 'stall', 'hang'] as const;

const faultSchema = z
  .strictObject({
    from: duration.optional(),
    to: duration.optional(),
    p: z.number().min(0).max(1).optional(),
    keys: z.array(z.number().int().nonnegative()).optional(),
    status: z.number().int().min(400).max(599).optional(),
    body: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    headers: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    error: z.enum(TRANSPORT_ERRORS).optional(),
    stall: duration.optional(),
    hang: duration.optional(),
  })
  .superRefine((fault, context) => {
    const effects = EFFECTS.filter((name) => fault[name] !== undefined);
    if (effects.length !== 1)
      context.addIssue({
        code: 'custom',
        message:
          effects.length === 0
            ? 'a fault needs one effect: status, error, stall or hang'
            : `a fault has exactly one effect, got ${effects.join(' and ')}`,
      });
    if (fault.status === undefined) {
      for (const name of ['body', 'headers'] as const)
        if (fault[name] !== undefined)
          context.addIssue({ code: 'custom', path: [name], message: `${name} needs status` });
    }
    // `to: 0s` alone is the same empty window as `from: 1s, to: 1s`: it would never fire.
    if (fault.to !== undefined && fault.to <= (fault.from ?? 0))
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message:
          fault.from === undefined
            ? 'to must be after from (from defaults to 0s)'
            : 'to must be after from',
      });
  });

const optionsSchema = z.strictObject({
  latency: z
    .strictObject({
      ttft: duration.optional(),
      tokens_per_s: z.number().positive().optional(),
      error: duration.optional(),
      chunk: duration.refine((ms) => ms >= 1, 'chunk interval must be at least 1ms').optional(),
    })
    .optional(),
  faults: z.array(faultSchema).optional(),
  rate_limit: z.strictObject({ rpm: z.number().int().positive() }).optional(),
  cache_ttl: duration.optional(),
  output_tokens: tokenCount.optional(),
});

/** `a.b[0].c` from a zod issue path. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text;
}

function toEffect(fault: z.output<typeof faultSchema>): SandboxFaultEffect {
  if (fault.status !== undefined) {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(fault.headers ?? {}))
      headers[name.toLowerCase()] = String(value);
    return { kind: 'status', status: fault.status, body: fault.body, headers };
  }
  if (fault.error !== undefined) return { kind: 'error', error: fault.error };
  if (fault.stall !== undefined) return { kind: 'stall', stallMs: fault.stall };
  return { kind: 'hang', hangMs: fault.hang ?? 0 };
}

/**
 * Validates a sandbox target's `options` (the YAML keys `latency`, `faults`, `rate_limit`,
 * `cache_ttl`, `output_tokens`) and fills in the defaults.
 * @throws ConfigError with one issue per problem, paths relative to the options object.
 */
export function parseSandboxConfig(options: unknown): SandboxConfig {
  const result = optionsSchema.safeParse(options ?? {});
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => ({
        path: formatIssuePath(issue.path) || '(options)',
        message: issue.message,
      })),
    );
  }
  const parsed = result.data;
  return {
    ttftMs: parsed.latency?.ttft ?? SANDBOX_DEFAULTS.ttftMs,
    tokensPerSecond: parsed.latency?.tokens_per_s ?? SANDBOX_DEFAULTS.tokensPerSecond,
    errorLatencyMs: parsed.latency?.error ?? SANDBOX_DEFAULTS.errorLatencyMs,
    chunkMs: parsed.latency?.chunk ?? SANDBOX_DEFAULTS.chunkMs,
    faults: (parsed.faults ?? []).map((fault) => ({
      fromMs: fault.from ?? 0,
      toMs: fault.to ?? Number.POSITIVE_INFINITY,
      p: fault.p ?? 1,
      keys: fault.keys,
      effect: toEffect(fault),
    })),
    rpm: parsed.rate_limit?.rpm,
    cacheTtlMs: parsed.cache_ttl,
    outputTokens: parsed.output_tokens,
  };
}
