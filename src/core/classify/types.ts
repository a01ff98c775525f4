/**
 * The classification contract (DESIGN §1). Pure types: every layer reads these.
 * @module
 */

/** What a failure means for recovery (DESIGN §1.1). */
export type Reason =
  | 'auth'
  | 'auth_permanent'
  | 'billing'
  | 'rate_limit'
  | 'upstream_rate_limit'
  | 'overloaded'
  | 'server_error'
  | 'timeout'
  | 'context_overflow'
  | 'payload_too_large'
  | 'image_too_large'
  | 'model_not_found'
  | 'content_policy'
  | 'format_error'
  | 'thinking_signature'
  | 'long_context_tier'
  | 'aborted'
  | 'unknown';

/** Every reason, in DESIGN §1.1 order. */
export const REASONS: readonly Reason[] = [
  'auth',
  'auth_permanent',
  'billing',
  'rate_limit',
  'upstream_rate_limit',
  'overloaded',
  'server_error',
  'timeout',
  'context_overflow',
  'payload_too_large',
  'image_too_large',
  'model_not_found',
  'content_policy',
  'format_error',
  'thinking_signature',
  'long_context_tier',
  'aborted',
  'unknown',
];

/** A request fix that is applied once, then retried at once (DESIGN §1.4). */
export type Repair =
  | { readonly kind: 'strip_thinking' }
  | { readonly kind: 'shrink_images' }
  | { readonly kind: 'text_only_tool_results' }
  | { readonly kind: 'strip_schema_patterns' }
  | { readonly kind: 'drop_beta'; readonly beta?: string | undefined }
  | { readonly kind: 'lower_max_tokens'; readonly maxTokens: number };

/** One step of the classification pipeline, for `explain`. */
export interface ExplainStep {
  /** Pipeline step, e.g. `extract`, `signature`, `status`, `code`, `message`, `tls`, `disconnect`, `transport`, `words`, `default`. */
  readonly step: string;
  /** Stable rule id, e.g. `status.429.overload_text`. */
  readonly rule: string;
  /** The field the rule looked at, e.g. `status`, `body.error.code`, `body.error.metadata.raw`, `cause[2].code`. */
  readonly field?: string | undefined;
  /** The text the rule matched (redacted, truncated). */
  readonly matched?: string | undefined;
  /** True for the rule that decided the reason. */
  readonly decided?: boolean | undefined;
}

/** Facts about the failed request that some heuristics need (DESIGN §10.1). 0 or missing = unknown. */
export interface ClassifyContext {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  readonly approxTokens?: number | undefined;
  readonly contextLength?: number | undefined;
  readonly numMessages?: number | undefined;
  /** Milliseconds since the epoch; used to turn reset timestamps into waits. Default: unknown (absolute resets are then ignored for `retryAfterMs`). */
  readonly nowMs?: number | undefined;
}

/** The result of `classifyError` (DESIGN §1.1). */
export interface Classification {
  readonly reason: Reason;
  /** Fine-grained category for telemetry (DESIGN §1.3), e.g. `rate_limit.tokens`. */
  readonly category: string;
  readonly status?: number | undefined;
  /** The provider's structured code, e.g. `insufficient_quota`. */
  readonly code?: string | undefined;
  /** Best human message, ≤ 500 chars, secrets redacted. */
  readonly message: string;
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
  readonly retryable: boolean;
  readonly shouldCompress: boolean;
  readonly shouldRotateCredential: boolean;
  readonly shouldFallback: boolean;
  readonly repair?: Repair | undefined;
  /** How long the provider asked us to wait, in ms. */
  readonly retryAfterMs?: number | undefined;
  /** When the limit resets, ms since the epoch (when the provider said so). */
  readonly resetAt?: number | undefined;
  /** For aggregator errors: the upstream provider that failed. */
  readonly upstreamProvider?: string | undefined;
  /** The ordered pipeline trace; the deciding step has `decided: true`. */
  readonly explain: readonly ExplainStep[];
}
