/**
 * The error classifier: `classifyError`, the descriptor conversion used by `stayup classify`,
 * retry-after parsing and secret redaction.
 * @module
 */
export { redactSecrets } from '../redact.js';
export type { RetryAfterHint, RetryAfterInput } from '../retry-after.js';
export { parseRetryAfter } from '../retry-after.js';
export { classifyError, lowerMaxTokens } from './classify.js';
export type { ErrorDescriptor, ErrorFromDescriptorOptions } from './error-from-descriptor.js';
export { errorFromDescriptor } from './error-from-descriptor.js';
export type { ReasonFlags } from './reason-flags.js';
export { REASON_FLAGS } from './reason-flags.js';
export type {
  Classification,
  ClassifyContext,
  ExplainStep,
  Reason,
  Repair,
} from './types.js';
export { REASONS } from './types.js';
export { warmUpClassifier } from './warm-up.js';
