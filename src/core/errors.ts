/**
 * stayup's error classes. One base class with a stable `code`; the classification
 * travels as data on the error, never as a class hierarchy.
 * @module
 */
import type { Classification } from './classify/types.js';

const BRAND = Symbol.for('stayup.error');

/** Stable error codes. */
export type StayupErrorCode =
  | 'STAYUP_UPSTREAM'
  | 'STAYUP_RETRY_EXHAUSTED'
  | 'STAYUP_NO_TARGET_AVAILABLE'
  | 'STAYUP_STREAM_INTERRUPTED'
  | 'STAYUP_INVALID_OPTIONS'
  | 'STAYUP_CONFIG'
  | 'STAYUP_UNSUPPORTED_FEATURE'
  | 'STAYUP_CONTEXT_OVERFLOW_UNRECOVERABLE';

export interface StayupErrorOptions {
  readonly cause?: unknown;
}

/** Base class of every error stayup throws. Detect it with `StayupError.isInstance(value)`. */
export class StayupError extends Error {
  override name = 'StayupError';
  readonly code: StayupErrorCode;
  readonly [BRAND] = true;

  constructor(code: StayupErrorCode, message: string, options?: StayupErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
  }

  /** True for any stayup error, also across duplicate package copies. */
  static isInstance(value: unknown): value is StayupError {
    return (
      typeof value === 'object' &&
      value !== null &&
      (value as Record<symbol, unknown>)[BRAND] === true
    );
  }
}

/** Options of {@link UpstreamError}. */
export interface UpstreamErrorOptions extends StayupErrorOptions {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  readonly status?: number | undefined;
  /** Response headers, lower-cased names. Never includes request headers (no keys). */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The raw response body text, as received (may be JSON). */
  readonly body?: string | undefined;
  /** The provider's request id (`x-request-id`, `request-id`, …). */
  readonly requestId?: string | undefined;
  readonly classification?: Classification | undefined;
}

/** A failed provider response (non-2xx, or an error event inside a 200 stream). Keeps status, headers and the raw body. */
export class UpstreamError extends StayupError {
  override name = 'UpstreamError';
  readonly provider: string | undefined;
  readonly model: string | undefined;
  readonly status: number | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  readonly requestId: string | undefined;
  classification: Classification | undefined;

  constructor(message: string, options: UpstreamErrorOptions = {}) {
    super('STAYUP_UPSTREAM', message, options);
    this.provider = options.provider;
    this.model = options.model;
    this.status = options.status;
    this.headers = options.headers ?? {};
    this.body = options.body;
    this.requestId = options.requestId;
    this.classification = options.classification;
  }
}

/** One attempt of a request, as recorded in a failure's history. */
export interface AttemptRecord {
  /** 1-based attempt number within the request. */
  readonly attempt: number;
  /** Target id, e.g. `chat[0]:anthropic/claude-sonnet-4`. */
  readonly target: string;
  /** Credential label (never the secret), e.g. `key#1`. */
  readonly credential?: string | undefined;
  readonly startedAtMs: number;
  readonly durationMs: number;
  readonly classification: Classification;
  /** What the engine did next: `retry`, `rotate`, `fallback`, `repair`, `compress`, `refresh`, `fail`, `wait`. */
  readonly action: string;
}

/** Every attempt failed or the retry budget ran out. Carries every attempt's classification. */
export class RetryExhaustedError extends StayupError {
  override name = 'RetryExhaustedError';
  readonly attempts: readonly AttemptRecord[];
  readonly lastClassification: Classification | undefined;
  /**
   * Why the engine stopped: `max_retries`, `not_retryable`, `budget_exhausted`,
   * `repeated_overloaded`, `background_overloaded` (a background request gives up on its first
   * overload), `context_overflow`, `max_elapsed`, `keys_exhausted` (every key of the target is
   * cooling for longer than the request may wait and no fallback is left; `retryAfterMs` holds
   * the provider's wait when it gave one), `retry_after_too_long` (a keyless target, or a failure
   * that keeps the key, asked for a wait longer than `maxRetryAfterMs` and no fallback is left;
   * `retryAfterMs` holds it).
   */
  readonly stopReason: string;
  /** A known wait the caller may honour before trying again. */
  readonly retryAfterMs: number | undefined;

  constructor(
    message: string,
    options: StayupErrorOptions & {
      readonly attempts: readonly AttemptRecord[];
      readonly stopReason: string;
      readonly retryAfterMs?: number | undefined;
    },
  ) {
    super('STAYUP_RETRY_EXHAUSTED', message, options);
    this.attempts = options.attempts;
    this.stopReason = options.stopReason;
    this.retryAfterMs = options.retryAfterMs;
    this.lastClassification = options.attempts.at(-1)?.classification;
  }

  /** The reason of the last attempt, or `unknown`. */
  get reason(): string {
    return this.lastClassification?.reason ?? 'unknown';
  }
}

/** Every target is cooling or has an open circuit. */
export class NoTargetAvailableError extends StayupError {
  override name = 'NoTargetAvailableError';
  /** Earliest time (ms since epoch) a target comes back, when known. */
  readonly retryAtMs: number | undefined;
  readonly attempts: readonly AttemptRecord[];

  constructor(
    message: string,
    options: StayupErrorOptions & {
      readonly retryAtMs?: number | undefined;
      readonly attempts?: readonly AttemptRecord[];
    } = {},
  ) {
    super('STAYUP_NO_TARGET_AVAILABLE', message, options);
    this.retryAtMs = options.retryAtMs;
    this.attempts = options.attempts ?? [];
  }
}

/** Partial output delivered before a stream failed. */
export interface PartialOutput {
  readonly text: string;
  readonly toolCalls: readonly {
    readonly id?: string | undefined;
    readonly name?: string | undefined;
    readonly arguments: string;
  }[];
}

/** A stream failed after output reached the caller; it is never silently restarted. */
export class StreamInterruptedError extends StayupError {
  override name = 'StreamInterruptedError';
  readonly partial: PartialOutput;
  readonly classification: Classification;
  readonly attempts: readonly AttemptRecord[];

  constructor(
    message: string,
    options: StayupErrorOptions & {
      readonly partial: PartialOutput;
      readonly classification: Classification;
      readonly attempts?: readonly AttemptRecord[];
    },
  ) {
    super('STAYUP_STREAM_INTERRUPTED', message, options);
    this.partial = options.partial;
    this.classification = options.classification;
    this.attempts = options.attempts ?? [];
  }
}

/** Bad options passed to a library entry point. `path` names the option to fix. */
export class InvalidOptionsError extends StayupError {
  override name = 'InvalidOptionsError';
  readonly path: string;

  constructor(path: string, message: string, options?: StayupErrorOptions) {
    super('STAYUP_INVALID_OPTIONS', `${path}: ${message}`, options);
    this.path = path;
  }
}

/**
 * A bad config or scenario file, or a target an adapter factory refused (`createClient` prefixes
 * the factory's paths with the target's). `issues` carry exact paths such as
 * `models.chat.targets[1].provider`; `path` is the first one, as on `InvalidOptionsError`.
 */
export class ConfigError extends StayupError {
  override name = 'ConfigError';
  readonly issues: readonly { readonly path: string; readonly message: string }[];
  /** The path of the first issue ('' when there is none). */
  readonly path: string;

  constructor(
    issues: readonly { readonly path: string; readonly message: string }[],
    options?: StayupErrorOptions & { readonly file?: string },
  ) {
    const where = options?.file ? `${options.file}: ` : '';
    super(
      'STAYUP_CONFIG',
      `${where}${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`,
      options,
    );
    this.issues = issues;
    this.path = issues[0]?.path ?? '';
  }
}

/** A request uses a feature the chosen provider cannot express (never silently dropped). */
export class UnsupportedFeatureError extends StayupError {
  override name = 'UnsupportedFeatureError';
  readonly provider: string;
  readonly feature: string;

  constructor(provider: string, feature: string, options?: StayupErrorOptions) {
    super('STAYUP_UNSUPPORTED_FEATURE', `${provider} does not support ${feature}`, options);
    this.provider = provider;
    this.feature = feature;
  }
}
