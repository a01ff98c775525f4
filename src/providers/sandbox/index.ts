/**
 * The sandbox provider: deterministic answers and scheduled faults, no network.
 * @module
 */
export {
  CACHE_HIT_TTFT_FACTOR,
  CONNECT_TIMEOUT_MS,
  createSandboxAdapter,
  type SandboxAdapter,
  type SandboxAdapterOptions,
  type SandboxCallOutcome,
  type SandboxCallRecord,
  type SandboxStats,
} from './create-sandbox-adapter.js';
export { formatResetDuration, RateLimiter, rateLimitResponse } from './rate-limiter.js';
export {
  formatIssuePath,
  parseSandboxConfig,
  SANDBOX_DEFAULTS,
  type SandboxConfig,
  type SandboxFault,
  type SandboxFaultEffect,
  type SandboxTransportError,
  type TokenCount,
} from './sandbox-config.js';
export { SandboxSocketError } from './sandbox-errors.js';
