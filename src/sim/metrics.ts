/**
 * The simulator's metrics (DESIGN §7, §10.3), computed from a policy run's request and call
 * records. Every number is rounded to a fixed precision so output is byte-identical per seed.
 * @module
 */
import type { PolicyRunRecord, RequestRecord } from './run-policy.js';
import type { Scenario } from './scenario.js';

/**
 * The `--json` metrics of one policy, keys in contract order. A ratio without a denominator
 * (no request, no success, nothing after the faults) is `null`, "no data", never 0.
 */
export interface PolicyMetrics {
  readonly requests: number;
  readonly succeeded: number;
  /** null when no request arrived. */
  readonly successRate: number | null;
  readonly foregroundSuccessRate: number | null;
  readonly backgroundSuccessRate: number | null;
  readonly upstreamAttempts: number;
  /** upstreamAttempts / requests; null when no request arrived. */
  readonly amplification: number | null;
  readonly peakUpstreamRps: number;
  readonly latencyMs: {
    readonly p50: number | null;
    readonly p95: number | null;
    readonly p99: number | null;
  };
  readonly wastedOutputTokens: number;
  readonly recoverySeconds: number | null;
}

/** A time window, ms from the start of the run, end exclusive. */
export interface Window {
  readonly fromMs: number;
  readonly toMs: number;
}

/** A recovered bucket may miss the baseline success rate by this much (5 points). */
export const RECOVERY_TOLERANCE = 0.05;

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The union of the fault windows of the traffic model's targets, clipped to the run. Rate
 * limits are not faults: they are the provider's normal behaviour; nor is a fault with `p: 0`.
 */
export function faultWindows(scenario: Scenario): Window[] {
  const windows: Window[] = [];
  for (const target of scenario.models[scenario.traffic.model] ?? [])
    for (const fault of target.sandbox.faults) {
      // A fault that can never fire (`p: 0`, e.g. one switched off while tuning) is no outage.
      if (fault.p <= 0) continue;
      const fromMs = Math.min(fault.fromMs, scenario.durationMs);
      const toMs = Math.min(fault.toMs, scenario.durationMs);
      if (toMs > fromMs) windows.push({ fromMs, toMs });
    }
  windows.sort((a, b) => a.fromMs - b.fromMs || a.toMs - b.toMs);
  const merged: Window[] = [];
  for (const window of windows) {
    const last = merged.at(-1);
    if (last !== undefined && window.fromMs <= last.toMs)
      merged[merged.length - 1] = { fromMs: last.fromMs, toMs: Math.max(last.toMs, window.toMs) };
    else merged.push(window);
  }
  return merged;
}

/** Nearest-rank percentile of sorted values; null when there are none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1] ?? null;
}

function rate(requests: readonly RequestRecord[]): number | null {
  if (requests.length === 0) return null;
  return round(requests.filter((request) => request.ok).length / requests.length, 4);
}

/**
 * Peak upstream attempts in one 1 s bucket (by call start) among the buckets that overlap a
 * fault window; over the whole run when the scenario has no fault window.
 */
export function peakUpstreamRps(
  calls: readonly { readonly startMs: number }[],
  windows: readonly Window[],
): number {
  const buckets = new Map<number, number>();
  for (const call of calls) {
    const bucket = Math.floor(call.startMs / 1000);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  let peak = 0;
  for (const [bucket, count] of buckets) {
    const fromMs = bucket * 1000;
    const inFault =
      windows.length === 0 ||
      windows.some((window) => fromMs < window.toMs && fromMs + 1000 > window.fromMs);
    if (inFault && count > peak) peak = count;
  }
  return peak;
}

/**
 * Seconds from the end of the last fault window until the success rate is back to normal:
 * requests are bucketed by arrival second; `normal` is the success rate of the requests that
 * arrived before the first fault window (1 when there are none); a bucket is recovered when its
 * success rate is at least normal − 5 points. The answer is the start of the first bucket after
 * which every non-empty bucket (from the end of the faults on) is recovered, minus the end of the
 * faults (0 when already recovered). 0 without faults; null when the faults last to the end of
 * the run, no request arrived after them, or the last bucket has not recovered.
 */
export function recoverySeconds(
  requests: readonly RequestRecord[],
  windows: readonly Window[],
  durationMs: number,
): number | null {
  const first = windows[0];
  const last = windows.at(-1);
  if (first === undefined || last === undefined) return 0;
  if (last.toMs >= durationMs) return null;
  const before = requests.filter((request) => request.arrivalMs < first.fromMs);
  const normal = rate(before) ?? 1;
  const firstBucket = Math.ceil(last.toMs / 1000);
  const buckets = new Map<number, { ok: number; total: number }>();
  for (const request of requests) {
    const bucket = Math.floor(request.arrivalMs / 1000);
    if (bucket < firstBucket) continue;
    const entry = buckets.get(bucket) ?? { ok: 0, total: 0 };
    entry.total++;
    if (request.ok) entry.ok++;
    buckets.set(bucket, entry);
  }
  // No request after the faults: no data to say whether it recovered (not "recovered at once").
  if (buckets.size === 0) return null;
  let lastBad: number | undefined;
  let lastBucket = firstBucket - 1;
  for (const [bucket, entry] of buckets) {
    lastBucket = Math.max(lastBucket, bucket);
    if (entry.ok / entry.total < normal - RECOVERY_TOLERANCE - 1e-9)
      lastBad = Math.max(lastBad ?? bucket, bucket);
  }
  if (lastBad === undefined) return 0;
  if (lastBad >= lastBucket) return null;
  return round(((lastBad + 1) * 1000 - last.toMs) / 1000, 1);
}

/** The metrics of one policy run. */
export function computeMetrics(run: PolicyRunRecord, scenario: Scenario): PolicyMetrics {
  const { requests, calls } = run;
  const windows = faultWindows(scenario);
  const succeeded = requests.filter((request) => request.ok);
  const latencies = succeeded
    .map((request) => request.endMs - request.arrivalMs)
    .sort((a, b) => a - b);
  const generated = calls.reduce((sum, call) => sum + call.outputTokens, 0);
  const delivered = succeeded.reduce((sum, request) => sum + request.deliveredTokens, 0);
  const roundMs = (value: number | null): number | null =>
    value === null ? null : Math.round(value);
  return {
    requests: requests.length,
    succeeded: succeeded.length,
    successRate: rate(requests),
    foregroundSuccessRate: rate(requests.filter((request) => !request.background)),
    backgroundSuccessRate: rate(requests.filter((request) => request.background)),
    upstreamAttempts: calls.length,
    amplification: requests.length === 0 ? null : round(calls.length / requests.length, 3),
    peakUpstreamRps: peakUpstreamRps(calls, windows),
    latencyMs: {
      p50: roundMs(percentile(latencies, 50)),
      p95: roundMs(percentile(latencies, 95)),
      p99: roundMs(percentile(latencies, 99)),
    },
    wastedOutputTokens: Math.max(0, generated - delivered),
    recoverySeconds: recoverySeconds(requests, windows, scenario.durationMs),
  };
}
