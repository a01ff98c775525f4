/**
 * The recovery flags of every reason (DESIGN §1.1 table).
 * @module
 */
import type { Reason } from './types.js';

/** The four recovery hints that travel with a reason. */
export interface ReasonFlags {
  readonly retryable: boolean;
  readonly shouldCompress: boolean;
  readonly shouldRotateCredential: boolean;
  readonly shouldFallback: boolean;
}

function flags(
  retryable: boolean,
  shouldCompress: boolean,
  shouldRotateCredential: boolean,
  shouldFallback: boolean,
): ReasonFlags {
  return Object.freeze({ retryable, shouldCompress, shouldRotateCredential, shouldFallback });
}

/** DESIGN §1.1: retryable, compress, rotate key, fallback — per reason. */
export const REASON_FLAGS: Readonly<Record<Reason, ReasonFlags>> = Object.freeze({
  auth: flags(false, false, true, true),
  auth_permanent: flags(false, false, true, true),
  billing: flags(false, false, true, true),
  rate_limit: flags(true, false, true, true),
  upstream_rate_limit: flags(true, false, false, true),
  overloaded: flags(true, false, false, true),
  server_error: flags(true, false, false, false),
  timeout: flags(true, false, false, false),
  context_overflow: flags(true, true, false, false),
  payload_too_large: flags(true, true, false, false),
  image_too_large: flags(true, false, false, false),
  model_not_found: flags(false, false, false, true),
  content_policy: flags(false, false, false, true),
  format_error: flags(false, false, false, true),
  thinking_signature: flags(true, false, false, false),
  long_context_tier: flags(true, true, false, false),
  aborted: flags(false, false, false, false),
  unknown: flags(true, false, false, false),
});
