/**
 * Circuit-breaker maths as pure reducers over a serialisable snapshot (DESIGN §2.5).
 * Stores apply them atomically; the Redis store mirrors them in Lua.
 * @module
 */
import type { BreakerPolicy, BreakerSnapshot } from './ports.js';

/** Defaults: open after 5 consecutive failures, or ≥ 50 % failures over ≥ 20 calls in 10 s; probe after 30 s. */
export const DEFAULT_BREAKER_POLICY: BreakerPolicy = {
  failureThreshold: 5,
  openMs: 30_000,
  windowMs: 10_000,
  minRequests: 20,
  failureRate: 0.5,
};

/** A closed breaker with empty counts. */
export function closedBreaker(nowMs: number): BreakerSnapshot {
  return {
    status: 'closed',
    consecutiveFailures: 0,
    openUntilMs: 0,
    probeInFlight: false,
    windowStartMs: nowMs,
    windowSuccesses: 0,
    windowFailures: 0,
  };
}

/** May a call pass? When an open breaker's cooldown has passed, the caller takes the single half-open probe. */
export function breakerAllow(
  state: BreakerSnapshot,
  nowMs: number,
  policy: BreakerPolicy,
): { readonly allowed: boolean; readonly next: BreakerSnapshot } {
  if (state.status === 'closed') return { allowed: true, next: state };
  if (state.status === 'open') {
    if (nowMs < state.openUntilMs) return { allowed: false, next: state };
    // The probe's own start (not the end of the cooldown) dates it: a breaker first asked long after
    // its cooldown ended would otherwise count its fresh probe as already lost and let every
    // concurrent call through.
    return {
      allowed: true,
      next: { ...state, status: 'half_open', probeInFlight: true, openUntilMs: nowMs },
    };
  }
  // half_open: one probe at a time; a probe that never reported back is presumed lost after openMs.
  if (state.probeInFlight && nowMs < state.openUntilMs + policy.openMs)
    return { allowed: false, next: state };
  return { allowed: true, next: { ...state, probeInFlight: true, openUntilMs: nowMs } };
}

/** Applies one outcome. Only breaker-relevant failures (overloaded, server_error, timeout) should be `failure`. */
export function breakerRecord(
  state: BreakerSnapshot,
  outcome: 'success' | 'failure',
  nowMs: number,
  policy: BreakerPolicy,
): BreakerSnapshot {
  const fresh = nowMs - state.windowStartMs >= policy.windowMs;
  const windowStartMs = fresh ? nowMs : state.windowStartMs;
  const windowSuccesses = (fresh ? 0 : state.windowSuccesses) + (outcome === 'success' ? 1 : 0);
  const windowFailures = (fresh ? 0 : state.windowFailures) + (outcome === 'failure' ? 1 : 0);
  if (outcome === 'success') {
    if (state.status === 'open')
      return { ...state, windowStartMs, windowSuccesses, windowFailures };
    return { ...closedBreaker(nowMs), windowStartMs, windowSuccesses, windowFailures };
  }
  const consecutiveFailures = state.consecutiveFailures + 1;
  const base = { ...state, consecutiveFailures, windowStartMs, windowSuccesses, windowFailures };
  if (state.status === 'open') return base;
  const total = windowSuccesses + windowFailures;
  const trips =
    state.status === 'half_open' ||
    consecutiveFailures >= policy.failureThreshold ||
    (total >= policy.minRequests && windowFailures / total >= policy.failureRate);
  if (!trips) return base;
  return { ...base, status: 'open', openUntilMs: nowMs + policy.openMs, probeInFlight: false };
}
