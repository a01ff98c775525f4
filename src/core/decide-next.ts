/**
 * The recovery decision of DESIGN §2.1 as data: given a failed attempt's classification and the
 * facts the engine gathered, what happens next. Pure: the engine performs the decision (and the
 * async parts such as the retry budget and the state store) around it.
 * @module
 */
import { computeBackoff } from './backoff.js';
import { NO_OUTPUT_CATEGORY } from './classify/categories.js';
import type { Classification, Reason, Repair } from './classify/types.js';
import type { Random } from './ports.js';

/** The numbers the decision uses (DESIGN §2.2 defaults are in {@link DEFAULT_DECISION_POLICY}). */
export interface DecisionPolicy {
  /** Backoff retries per target (counters reset on fallback). */
  readonly maxRetries: number;
  /** Overloaded outcomes per target that are retried; the next one falls back (or fails). */
  readonly maxOverloadedRetries: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly jitter: number;
  /**
   * A provider's wait hint is honoured exactly up to this; a longer one is never slept nor backed
   * off into: the key cools until the hint, and the request falls back or fails with the hint.
   */
  readonly maxRetryAfterMs: number;
  /**
   * Hinted waits happen in place (keeping the prompt cache) while a request's waits in place on
   * one target stay shorter than this in total; past it, a fallback takes over.
   */
  readonly cacheAwareThresholdMs: number;
  readonly maxCompressions: number;
  /** Upstream calls per request across every target, rotations and repairs included. */
  readonly maxAttempts: number;
  /** Wall-clock budget of a request; undefined = none. */
  readonly maxElapsedMs: number | undefined;
  /**
   * The deadline of one call, when there is one. With `maxElapsedMs` and a fallback, a retry that
   * would leave less than this for its call goes to the next target instead.
   */
  readonly attemptTimeoutMs?: number | undefined;
  /** Cooldown of a key after a 401 without a reset hint. */
  readonly authCooldownMs: number;
  /** Cooldown of a key after 429/402/other without a reset hint. */
  readonly defaultCooldownMs: number;
  /** Persistent mode: backoff cap. */
  readonly persistentMaxDelayMs: number;
  /** Persistent mode: cap of a single wait. */
  readonly persistentMaxWaitMs: number;
}

/** DESIGN §2.2. */
export const DEFAULT_DECISION_POLICY: DecisionPolicy = {
  maxRetries: 10,
  maxOverloadedRetries: 3,
  baseDelayMs: 500,
  maxDelayMs: 32_000,
  jitter: 0.25,
  maxRetryAfterMs: 60_000,
  cacheAwareThresholdMs: 20_000,
  maxCompressions: 3,
  maxAttempts: 22,
  maxElapsedMs: undefined,
  authCooldownMs: 5 * 60_000,
  defaultCooldownMs: 60 * 60_000,
  persistentMaxDelayMs: 5 * 60_000,
  persistentMaxWaitMs: 6 * 60 * 60_000,
};

/** What happens to the credential of the failed attempt. */
export type CredentialMark =
  | { readonly kind: 'cool'; readonly untilMs: number }
  | { readonly kind: 'kill' };

/** Why a request stopped (`RetryExhaustedError.stopReason`). */
export type StopReason =
  | 'not_retryable'
  | 'max_retries'
  | 'repeated_overloaded'
  | 'background_overloaded'
  | 'context_overflow'
  | 'max_elapsed'
  | 'budget_exhausted'
  | 'keys_exhausted'
  /** The provider asked for a wait longer than the request may sleep (`maxRetryAfterMs`). */
  | 'retry_after_too_long';

/** Why the engine moves to a later target. */
export type FallbackWhy =
  | 'should_fallback'
  | 'keys_exhausted'
  | 'overloaded'
  | 'cache_aware'
  | 'context_window'
  | 'retries_exhausted'
  | 'repair_failed'
  /** The target answered twice in this request with no usable output (see `NO_OUTPUT_CATEGORY`). */
  | 'no_output'
  /** Another try on this target would overrun `maxElapsedMs`: what is left goes to the next one. */
  | 'time_budget';

/** The next step, as data. `mark`, when present, is applied to the failed credential first. */
export type Decision = (
  | { readonly action: 'rethrow' }
  | { readonly action: 'refresh' }
  | { readonly action: 'revert' }
  | { readonly action: 'rotate' }
  | { readonly action: 'repair'; readonly repair: Repair }
  | { readonly action: 'compress' }
  | { readonly action: 'fallback'; readonly why: FallbackWhy }
  | {
      readonly action: 'retry';
      readonly delayMs: number;
      /** `wait_in_place`: a short hinted wait (cache-aware); `retry_after`: a hinted wait; `backoff`: computed. */
      readonly basis: 'wait_in_place' | 'retry_after' | 'backoff';
    }
  | {
      readonly action: 'fail';
      readonly stopReason: StopReason;
      readonly retryAfterMs?: number | undefined;
    }
) & { readonly mark?: CredentialMark | undefined };

/** Everything {@link decideNext} needs to know about the request so far. */
export interface DecisionFacts {
  readonly classification: Classification;
  readonly nowMs: number;
  readonly source: 'foreground' | 'background';
  readonly persistent: boolean;
  /** The failed credential has a refresh hook not yet called in this request. */
  readonly canRefresh: boolean;
  /** The attempt went to the cheap smart-routing target. */
  readonly onCheapRoute: boolean;
  /** The attempt used a credential from a pool (rotation is meaningful). */
  readonly hasCredential: boolean;
  /** Another key of the same target is available now. */
  readonly otherKeyAvailable: boolean;
  readonly appliedRepairs: ReadonlySet<Repair['kind']>;
  readonly compressions: number;
  readonly hasCompressHook: boolean;
  /** A later, available target has a larger context window than this one. */
  readonly largerWindowFallback: boolean;
  /** Overloaded outcomes on this target in this request, this one included. */
  readonly overloadedOnTarget: number;
  /** A later target of the chain is available now. */
  readonly hasFallback: boolean;
  /**
   * Answers with no usable output ({@link NO_OUTPUT_CATEGORY}) from this target in this request,
   * this one included; 0 when absent.
   */
  readonly noOutputOnTarget?: number | undefined;
  /** Backoff retries already spent on this target. */
  readonly retriesOnTarget: number;
  /**
   * Time this request already waited in place on this target (cache-aware waits); 0 when absent.
   * The cache threshold bounds the sum, not each wait alone.
   */
  readonly waitedInPlaceMs?: number | undefined;
  /** Upstream calls made so far in this request, this one included. */
  readonly attempts: number;
  readonly elapsedMs: number;
  readonly policy: DecisionPolicy;
  readonly random: Random;
}

/** Answers with no usable output a target may give one request before it moves on. */
const MAX_NO_OUTPUT_ON_TARGET = 2;

const PERSISTENT_REASONS = new Set(['rate_limit', 'upstream_rate_limit', 'overloaded']);

/** How long the provider asked us to wait, from `retryAfterMs` or `resetAt`. */
export function waitHintMs(classification: Classification, nowMs: number): number | undefined {
  if (classification.retryAfterMs !== undefined) return Math.max(0, classification.retryAfterMs);
  if (classification.resetAt !== undefined) return Math.max(0, classification.resetAt - nowMs);
  return undefined;
}

function credentialMark(
  facts: DecisionFacts,
  hintMs: number | undefined,
): CredentialMark | undefined {
  const { classification, policy, nowMs } = facts;
  if (!facts.hasCredential) return undefined;
  if (classification.reason === 'auth_permanent') {
    // A key the provider calls invalid is parked, not killed (DESIGN §2.4 keeps dead for revoked
    // keys): the same "invalid x-api-key" body shows up now and then on keys that work, and a kill
    // lasts until an operator acts — fleet-wide with Redis. A key that is really invalid costs one
    // rotation per cooldown; revocations, deactivated accounts and refused grants still kill.
    // A stated end ("try again in 10 minutes") is the cooldown, as for every cooling reason.
    if (SOFT_AUTH_CATEGORIES.has(classification.category))
      return { kind: 'cool', untilMs: nowMs + (hintMs ?? policy.defaultCooldownMs) };
    return { kind: 'kill' };
  }
  if (!classification.shouldRotateCredential) return undefined;
  // Never park the last usable key for an hour on a transient, hint-less limit: back off on it instead.
  if (hintMs === undefined && classification.retryable && !facts.otherKeyAvailable)
    return undefined;
  // DESIGN §2.2: the fixed cooldowns apply only when the provider stated no reset (a 403
  // "suspended for 24 hours" cools the key a day, not 5 min).
  const cooldownMs =
    hintMs ?? (classification.reason === 'auth' ? policy.authCooldownMs : policy.defaultCooldownMs);
  return { kind: 'cool', untilMs: nowMs + cooldownMs };
}

/** Less time than this left is no time for a fallback's call: the request fails instead. */
const MIN_FALLBACK_TIME_MS = 1_000;

/** `auth_permanent` categories that cool the key instead of killing it (see credentialMark). */
const SOFT_AUTH_CATEGORIES: ReadonlySet<string> = new Set([
  'auth.invalid_key',
  'auth.unauthorized',
  // "User location is not supported": the block follows where the call leaves from (a proxy or
  // an edge that routes through another country now and then), not the key — never kill it.
  'auth.region_blocked',
]);

/** Reasons that are retryable only once their repair is applied (DESIGN §1.1: "after …"). */
const REPAIR_ONLY_REASONS: ReadonlySet<Reason> = new Set(['thinking_signature', 'image_too_large']);

/**
 * The ordered recovery decision of DESIGN §2.1: abort → refresh → smart-route revert → rotate →
 * repair/compress → overload cap → cache-aware wait → fallback → backoff → fail.
 *
 * @example
 * const decision = decideNext({ classification, nowMs, ... });
 * switch (decision.action) { case 'retry': await clock.sleep(decision.delayMs); ... }
 */
export function decideNext(facts: DecisionFacts): Decision {
  const { classification: c, policy } = facts;
  // 1. Caller aborts are rethrown unchanged, before anything else.
  if (c.reason === 'aborted') return { action: 'rethrow' };

  const hintMs = waitHintMs(c, facts.nowMs);
  const unlimited = facts.persistent && PERSISTENT_REASONS.has(c.reason);
  if (!unlimited && facts.attempts >= policy.maxAttempts)
    return { action: 'fail', stopReason: 'max_retries', retryAfterMs: hintMs };

  // 2. A 401 on a refreshable credential: refresh once, then retry at once.
  if (c.reason === 'auth' && c.status === 401 && facts.canRefresh) return { action: 'refresh' };

  const mark = credentialMark(facts, hintMs);
  const keysExhausted = mark !== undefined && !facts.otherKeyAvailable;
  // DESIGN §2.2/§2.3: a hint is honoured exactly up to the max wait; a longer one means "not before
  // then", so the request never calls this target again before it: the key is cooled until the
  // hint (whatever the reason, so later requests skip it too), then fallback or fail at once.
  const longHint =
    c.retryable && !unlimited && hintMs !== undefined && hintMs > policy.maxRetryAfterMs;
  const hintMark: CredentialMark | undefined =
    mark ??
    (longHint && facts.hasCredential
      ? { kind: 'cool', untilMs: facts.nowMs + (hintMs as number) }
      : undefined);

  // 3. A failed cheap route goes back to the primary target, never down the chain.
  if (facts.onCheapRoute) return { action: 'revert', mark };

  // A target whose keys are being cooled leaves the request's last call (the total cap) to a
  // fallback when one is left: rotations spend attempts but no retry, so a target whose keys each
  // answer a short wait (429 + retry-after: 3 on every key) used the whole cap on rotations and
  // waits and failed `max_retries` without ever trying a healthy fallback.
  const lastCall = !unlimited && facts.attempts + 1 >= policy.maxAttempts;

  // 4. Rotate to another key of the same target (spends no retry).
  if (mark !== undefined && facts.otherKeyAvailable) {
    if (lastCall && facts.hasFallback) return { action: 'fallback', why: 'keys_exhausted', mark };
    return { action: 'rotate', mark };
  }

  // 5. Repair the request, or compress it.
  if (c.repair !== undefined && !facts.appliedRepairs.has(c.repair.kind))
    return { action: 'repair', repair: c.repair, mark };
  // The repair was applied and the target refuses the same way: a reason that is retryable only
  // after its repair (thinking_signature, image_too_large) would fail again on every retry here.
  if (c.repair !== undefined && REPAIR_ONLY_REASONS.has(c.reason)) {
    if (facts.hasFallback) return { action: 'fallback', why: 'repair_failed', mark };
    return { action: 'fail', stopReason: 'not_retryable', mark, retryAfterMs: hintMs };
  }
  if (c.shouldCompress) {
    if (facts.hasCompressHook && facts.compressions < policy.maxCompressions)
      return { action: 'compress', mark };
    if (facts.largerWindowFallback) return { action: 'fallback', why: 'context_window', mark };
    return { action: 'fail', stopReason: 'context_overflow', mark };
  }

  // 6. Overload cap: background work drops at once; foreground falls back after the cap.
  if (c.reason === 'overloaded') {
    if (facts.source === 'background' && !facts.persistent)
      return { action: 'fail', stopReason: 'background_overloaded', mark, retryAfterMs: hintMs };
    if (facts.overloadedOnTarget > policy.maxOverloadedRetries) {
      if (facts.hasFallback) return { action: 'fallback', why: 'overloaded', mark };
      if (!facts.persistent)
        return { action: 'fail', stopReason: 'repeated_overloaded', mark, retryAfterMs: hintMs };
    }
  }

  // 6b. No usable output twice from this target: the conversation, not the endpoint, is the cause.
  if (
    c.category === NO_OUTPUT_CATEGORY &&
    (facts.noOutputOnTarget ?? 0) >= MAX_NO_OUTPUT_ON_TARGET
  ) {
    if (facts.hasFallback) return { action: 'fallback', why: 'no_output', mark };
    return { action: 'fail', stopReason: 'not_retryable', mark, retryAfterMs: hintMs };
  }

  // 7. Cache-aware wait: a short hinted wait keeps the prompt cache; a long one falls back now.
  // The threshold bounds the request's waiting in place on this target in total: keys that each
  // answer "retry in 15 s" would otherwise be waited on again and again (10 × 15 s) while a
  // healthy fallback is there and the cache the waits were for has gone.
  if (c.retryable && hintMs !== undefined) {
    const inPlaceMs = (facts.waitedInPlaceMs ?? 0) + hintMs;
    if (
      inPlaceMs < policy.cacheAwareThresholdMs ||
      (hintMs < policy.cacheAwareThresholdMs && !facts.hasFallback)
    )
      return retryOrFail(facts, hintMs, 'wait_in_place', mark);
    if (facts.hasFallback) return { action: 'fallback', why: 'cache_aware', mark: hintMark };
  }

  // 8. Fallback. An overload's fallback flag means "after the cap" (step 6), not now.
  const wantsFallback = c.shouldFallback && c.reason !== 'overloaded';
  if ((wantsFallback || keysExhausted) && facts.hasFallback)
    return { action: 'fallback', why: keysExhausted ? 'keys_exhausted' : 'should_fallback', mark };

  // 9. Backoff on the same target.
  if (c.retryable) {
    let delayMs: number;
    let basis: 'retry_after' | 'backoff';
    if (unlimited) {
      basis = hintMs === undefined ? 'backoff' : 'retry_after';
      delayMs =
        hintMs === undefined
          ? backoff(facts, policy.persistentMaxDelayMs)
          : Math.min(hintMs, policy.persistentMaxWaitMs);
    } else if (hintMs !== undefined && hintMs <= policy.maxRetryAfterMs) {
      basis = 'retry_after';
      delayMs = hintMs;
    } else {
      // Every key is cooling for longer than we would wait: stop and say when to come back.
      if (keysExhausted)
        return { action: 'fail', stopReason: 'keys_exhausted', mark, retryAfterMs: hintMs };
      // A keyless target (or a reason that keeps the key) asked for longer than we may wait: say
      // when to come back rather than back off into it.
      if (longHint)
        return {
          action: 'fail',
          stopReason: 'retry_after_too_long',
          mark: hintMark,
          retryAfterMs: hintMs,
        };
      basis = 'backoff';
      delayMs = backoff(facts, policy.maxDelayMs);
    }
    return retryOrFail(facts, delayMs, basis, mark);
  }

  // 10. Nothing left to try.
  return { action: 'fail', stopReason: 'not_retryable', mark, retryAfterMs: hintMs };
}

/**
 * Until when later requests should skip a keyless target (vLLM, Ollama, a self-hosted relay)
 * after this failure, or undefined. A keyed target remembers a stated wait on its key
 * ({@link CredentialMark}); a keyless one has no key, so without this every new request would
 * call it again and get the same refusal. It holds only where this request itself gives up on
 * the target until the stated time: a wait longer than `maxRetryAfterMs` (DESIGN §2.3, "not
 * before then"), or a spent quota that states its reset. A short wait stays the request's own
 * (it waits in place); a failure that states no time holds nothing (never park the only way to a
 * target on a guess).
 */
export function keylessHoldUntilMs(facts: DecisionFacts): number | undefined {
  const { classification: c, policy } = facts;
  if (facts.hasCredential || c.reason === 'aborted') return undefined;
  const hintMs = waitHintMs(c, facts.nowMs);
  if (hintMs === undefined || hintMs <= 0) return undefined;
  // A reason the request can fix (compress, repair) is about the request, not the target.
  const aboutTarget = !c.shouldCompress && c.repair === undefined;
  const longWait = c.retryable && aboutTarget && hintMs > policy.maxRetryAfterMs;
  const spentUntilReset = !c.retryable && c.shouldRotateCredential;
  return longWait || spentUntilReset ? facts.nowMs + hintMs : undefined;
}

function backoff(facts: DecisionFacts, maxDelayMs: number): number {
  return computeBackoff({
    attempt: facts.retriesOnTarget + 1,
    baseDelayMs: facts.policy.baseDelayMs,
    maxDelayMs,
    jitter: facts.policy.jitter,
    random: facts.random,
  });
}

function retryOrFail(
  facts: DecisionFacts,
  delayMs: number,
  basis: 'wait_in_place' | 'retry_after' | 'backoff',
  mark: CredentialMark | undefined,
): Decision {
  const { policy } = facts;
  const hintMs = waitHintMs(facts.classification, facts.nowMs);
  const unlimited = facts.persistent && PERSISTENT_REASONS.has(facts.classification.reason);
  if (!unlimited && facts.retriesOnTarget >= policy.maxRetries) {
    // Retry counters are per target: a later target gets its own.
    if (facts.hasFallback) return { action: 'fallback', why: 'retries_exhausted', mark };
    return { action: 'fail', stopReason: 'max_retries', mark, retryAfterMs: hintMs };
  }
  // Every key of this target is cooling (`mark`, no other key): the request's last call goes to a
  // fallback when one is left (see decideNext's `lastCall`).
  if (
    !unlimited &&
    mark !== undefined &&
    facts.hasFallback &&
    facts.attempts + 1 >= policy.maxAttempts
  )
    return { action: 'fallback', why: 'keys_exhausted', mark };
  if (policy.maxElapsedMs !== undefined) {
    const retryEndsMs = facts.elapsedMs + delayMs + (policy.attemptTimeoutMs ?? 0);
    // A hung target must not take the whole request down with it: when another full try here
    // would not fit, the time left is the next target's (its call is cut to what remains).
    const leftMs = policy.maxElapsedMs - facts.elapsedMs;
    if (retryEndsMs > policy.maxElapsedMs && facts.hasFallback && leftMs >= MIN_FALLBACK_TIME_MS)
      return { action: 'fallback', why: 'time_budget', mark };
    if (facts.elapsedMs + delayMs > policy.maxElapsedMs)
      return { action: 'fail', stopReason: 'max_elapsed', mark, retryAfterMs: hintMs };
  }
  return { action: 'retry', delayMs, basis, mark };
}
