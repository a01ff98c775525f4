/**
 * The result: flags, best message (redacted, ≤ 500 chars), wait hints, code and the explain trace.
 * @module
 */
import { redactSecrets } from '../redact.js';
import { parseRetryAfter } from '../retry-after.js';
import { clipMatched, type Decision, type Run } from './decision.js';
import type { ErrorFacts } from './extract.js';
import { heldWait } from './held-wait.js';
import { REASON_FLAGS } from './reason-flags.js';
import { statedWait } from './stated-wait.js';
import type { Classification, ExplainStep, Reason } from './types.js';

/** Longest `message` on a classification. */
export const MAX_MESSAGE = 500;
export function extractStep(facts: ErrorFacts): ExplainStep {
  // One string built in place (no array, no closure): this runs on every classification.
  let found = '';
  if (facts.status !== undefined) found = `${facts.statusField}=${facts.status}`;
  const code = facts.codes[0];
  if (code !== undefined) found = joinFound(found, `${code.field}=${safeValue(code.value)}`);
  const chainCode = facts.chainCodes[0];
  if (chainCode !== undefined) {
    found = joinFound(found, `${chainCode.field}=${safeValue(chainCode.code)}`);
  }
  for (const name of facts.names) {
    if (name !== 'upstreamerror') {
      found = joinFound(found, `name=${safeValue(name)}`);
      break;
    }
  }
  if (facts.upstreamMessage !== undefined)
    found = joinFound(found, facts.upstreamField ?? 'body.error.metadata.raw');
  return { step: 'extract', rule: 'extract', field: facts.bodyField, matched: clipMatched(found) };
}

export function joinFound(found: string, part: string): string {
  return found === '' ? part : `${found} ${part}`;
}

/** Codes and names are short identifiers; only a long one could be a leaked credential. */
export function safeValue(value: string): string {
  return value.length < 16 ? value : redactSecrets(value);
}

/** Reasons where a provider's wait hint matters to the engine. */
export const WAIT_REASONS: ReadonlySet<Reason> = new Set<Reason>([
  'rate_limit',
  'upstream_rate_limit',
  'overloaded',
  'server_error',
  'billing',
  'long_context_tier',
  'timeout',
  'unknown',
  'context_overflow',
]);

/**
 * Verdicts whose wait is only what the text states (see `heldWait`): a key held "for 24 hours"
 * cools that long instead of the fixed 5 min or 1 h.
 */
const HOLD_REASONS: ReadonlySet<Reason> = new Set<Reason>(['auth', 'auth_permanent']);

export function bestMessage(facts: ErrorFacts): string {
  let message: string;
  if (facts.upstreamMessage !== undefined && facts.bodyMessage !== undefined) {
    message = `${facts.bodyMessage}: ${facts.upstreamMessage}`;
  } else {
    message =
      facts.bodyMessage ?? facts.upstreamMessage ?? (facts.ownMessage || facts.bodyText || '');
  }
  if (message === '') {
    message =
      facts.names[0] ?? (facts.status !== undefined ? `HTTP ${facts.status}` : 'unknown error');
  }
  // Redact a window a little longer than the output: a key cut at the edge is dropped anyway.
  const redacted = redactSecrets(message.length > 640 ? message.slice(0, 640) : message);
  return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE - 1)}…` : redacted;
}

export function build(
  run: Run,
  decision: Decision,
  provider: string | undefined,
  model: string | undefined,
  nowMs: number | undefined,
): Classification {
  const { facts } = run;
  run.trace.push({
    step: decision.step,
    rule: decision.rule,
    field: decision.field,
    matched:
      decision.matched === undefined ? undefined : clipMatched(redactSecrets(decision.matched)),
    decided: true,
  });
  const flags = REASON_FLAGS[decision.reason];
  const wait =
    WAIT_REASONS.has(decision.reason) &&
    (decision.reason !== 'context_overflow' || facts.status === 429)
      ? parseRetryAfter({
          headers: facts.headers,
          bodyHeaders: facts.bodyHeaders,
          details: facts.details,
          text: run.text,
          textIsLowerCase: true,
          nowMs,
        })
      : HOLD_REASONS.has(decision.reason)
        ? heldWait(run.text, nowMs)
        : undefined;
  // Nothing in the headers, details or phrases: a wait the body's own fields or a client's retry
  // log state (Codex's `resets_in_seconds`, a limiter's `retryAfter`, the SDKs' retry log).
  const stated =
    wait?.retryAfterMs === undefined &&
    WAIT_REASONS.has(decision.reason) &&
    decision.reason !== 'context_overflow'
      ? statedWait(facts, run.text, { reason: decision.reason, nowMs })
      : undefined;
  const retryAfterMs = wait?.retryAfterMs ?? stated?.retryAfterMs;
  const resetAt =
    wait?.resetAt ??
    (stated !== undefined && nowMs !== undefined ? nowMs + stated.retryAfterMs : undefined);
  // A numeric code that only repeats the HTTP status says nothing new.
  const statusText = facts.status === undefined ? '' : String(facts.status);
  const code =
    facts.codes.find((candidate) => candidate.value !== statusText)?.value ??
    facts.chainCodes[0]?.code;
  return {
    reason: decision.reason,
    category: decision.category,
    status: facts.status,
    code,
    message: bestMessage(facts),
    provider,
    model,
    retryable: flags.retryable,
    shouldCompress: flags.shouldCompress,
    shouldRotateCredential: flags.shouldRotateCredential,
    shouldFallback: flags.shouldFallback,
    repair: decision.repair,
    retryAfterMs,
    resetAt,
    upstreamProvider: facts.upstreamProvider,
    explain: run.trace,
  };
}
