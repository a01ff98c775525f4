import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_OUTPUT_CATEGORY } from './classify/categories.js';
import { classifyError, errorFromDescriptor } from './classify/index.js';
import type { Classification, Reason } from './classify/types.js';
import {
  DEFAULT_DECISION_POLICY,
  type Decision,
  type DecisionFacts,
  decideNext,
  keylessHoldUntilMs,
  waitHintMs,
} from './decide-next.js';

const NOW = 1_700_000_000_000;

// Flags per reason, as in DESIGN §1.1.
const FLAGS: Record<
  Reason,
  [retryable: boolean, compress: boolean, rotate: boolean, fallback: boolean]
> = {
  auth: [false, false, true, true],
  auth_permanent: [false, false, true, true],
  billing: [false, false, true, true],
  rate_limit: [true, false, true, true],
  upstream_rate_limit: [true, false, false, true],
  overloaded: [true, false, false, true],
  server_error: [true, false, false, false],
  timeout: [true, false, false, false],
  context_overflow: [true, true, false, false],
  payload_too_large: [true, true, false, false],
  image_too_large: [true, false, false, false],
  model_not_found: [false, false, false, true],
  content_policy: [false, false, false, true],
  format_error: [false, false, false, true],
  thinking_signature: [true, false, false, false],
  long_context_tier: [true, true, false, false],
  aborted: [false, false, false, false],
  unknown: [true, false, false, false],
};

function classification(reason: Reason, extra: Partial<Classification> = {}): Classification {
  const [retryable, shouldCompress, shouldRotateCredential, shouldFallback] = FLAGS[reason];
  return {
    reason,
    category: reason,
    message: reason,
    retryable,
    shouldCompress,
    shouldRotateCredential,
    shouldFallback,
    explain: [],
    ...extra,
  };
}

function facts(
  reason: Reason,
  overrides: Partial<DecisionFacts> = {},
  extra: Partial<Classification> = {},
): DecisionFacts {
  return {
    classification: classification(reason, extra),
    nowMs: NOW,
    source: 'foreground',
    persistent: false,
    canRefresh: false,
    onCheapRoute: false,
    hasCredential: true,
    otherKeyAvailable: false,
    appliedRepairs: new Set(),
    compressions: 0,
    hasCompressHook: false,
    largerWindowFallback: false,
    overloadedOnTarget: reason === 'overloaded' ? 1 : 0,
    hasFallback: false,
    retriesOnTarget: 0,
    attempts: 1,
    elapsedMs: 0,
    policy: DEFAULT_DECISION_POLICY,
    random: () => 0,
    ...overrides,
  };
}

function action(decision: Decision): string {
  switch (decision.action) {
    case 'fail':
      return `fail:${decision.stopReason}`;
    case 'fallback':
      return `fallback:${decision.why}`;
    case 'retry':
      return `retry:${decision.basis}:${decision.delayMs}`;
    case 'repair':
      return `repair:${decision.repair.kind}`;
    default:
      return decision.action;
  }
}

describe('decideNext: each reason on a single-key target without fallback', () => {
  it.each<[Reason, string]>([
    ['auth', 'fail:not_retryable'],
    ['auth_permanent', 'fail:not_retryable'],
    ['billing', 'fail:not_retryable'],
    ['rate_limit', 'retry:backoff:500'],
    ['upstream_rate_limit', 'retry:backoff:500'],
    ['overloaded', 'retry:backoff:500'],
    ['server_error', 'retry:backoff:500'],
    ['timeout', 'retry:backoff:500'],
    ['context_overflow', 'fail:context_overflow'],
    ['payload_too_large', 'fail:context_overflow'],
    ['image_too_large', 'retry:backoff:500'],
    ['model_not_found', 'fail:not_retryable'],
    ['content_policy', 'fail:not_retryable'],
    ['format_error', 'fail:not_retryable'],
    ['thinking_signature', 'retry:backoff:500'],
    ['long_context_tier', 'fail:context_overflow'],
    ['aborted', 'rethrow'],
    ['unknown', 'retry:backoff:500'],
  ])('%s → %s', (reason, expected) => {
    expect(action(decideNext(facts(reason)))).toBe(expected);
  });
});

describe('decideNext: each reason with a second key and a fallback target', () => {
  it.each<[Reason, string]>([
    ['auth', 'rotate'],
    ['auth_permanent', 'rotate'],
    ['billing', 'rotate'],
    ['rate_limit', 'rotate'],
    ['upstream_rate_limit', 'fallback:should_fallback'],
    ['overloaded', 'retry:backoff:500'],
    ['server_error', 'retry:backoff:500'],
    ['timeout', 'retry:backoff:500'],
    ['context_overflow', 'fail:context_overflow'],
    ['model_not_found', 'fallback:should_fallback'],
    ['content_policy', 'fallback:should_fallback'],
    ['format_error', 'fallback:should_fallback'],
    ['aborted', 'rethrow'],
  ])('%s → %s', (reason, expected) => {
    expect(action(decideNext(facts(reason, { otherKeyAvailable: true, hasFallback: true })))).toBe(
      expected,
    );
  });
});

describe('decideNext: the order of DESIGN §2.1', () => {
  it('1. an abort is rethrown even when everything else would apply', () => {
    const decision = decideNext(
      facts('aborted', { canRefresh: true, onCheapRoute: true, attempts: 99 }, { status: 401 }),
    );
    expect(decision).toEqual({ action: 'rethrow' });
  });

  it('2. a 401 with a refresh hook refreshes before rotating or reverting', () => {
    const decision = decideNext(
      facts(
        'auth',
        { canRefresh: true, onCheapRoute: true, otherKeyAvailable: true },
        { status: 401 },
      ),
    );
    expect(decision).toEqual({ action: 'refresh' });
  });

  it('2. a 403 auth failure does not refresh', () => {
    expect(action(decideNext(facts('auth', { canRefresh: true }, { status: 403 })))).toBe(
      'fail:not_retryable',
    );
  });

  it('3. a failed cheap route reverts (and still cools a rate-limited cheap key)', () => {
    const decision = decideNext(
      facts('rate_limit', { onCheapRoute: true, otherKeyAvailable: true, hasFallback: true }),
    );
    expect(decision.action).toBe('revert');
    expect(decision.mark).toEqual({ kind: 'cool', untilMs: NOW + 3_600_000 });
  });

  it('4. rotation happens before fallback and repair', () => {
    const decision = decideNext(
      facts(
        'rate_limit',
        { otherKeyAvailable: true, hasFallback: true },
        { repair: { kind: 'drop_beta' }, retryAfterMs: 30_000 },
      ),
    );
    expect(decision).toEqual({ action: 'rotate', mark: { kind: 'cool', untilMs: NOW + 30_000 } });
  });

  it('4. cooldowns: 401 five minutes, 402/429 one hour, resetAt wins, revoked keys die', () => {
    const other = { otherKeyAvailable: true };
    expect(decideNext(facts('auth', other, { status: 401 })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + 300_000,
    });
    expect(decideNext(facts('billing', other, { status: 402 })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + 3_600_000,
    });
    expect(decideNext(facts('rate_limit', other, { resetAt: NOW + 90_000 })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + 90_000,
    });
    expect(decideNext(facts('auth_permanent', other)).mark).toEqual({ kind: 'kill' });
    expect(
      decideNext(facts('auth_permanent', other, { category: 'auth.token_revoked' })).mark,
    ).toEqual({ kind: 'kill' });
  });

  it('4. a key called invalid (not revoked) is parked for the default cooldown, not killed', () => {
    const other = { otherKeyAvailable: true };
    for (const category of ['auth.invalid_key', 'auth.unauthorized']) {
      const decision = decideNext(facts('auth_permanent', other, { category }));
      expect(decision.mark).toEqual({ kind: 'cool', untilMs: NOW + 3_600_000 });
      expect(action(decision)).toBe('rotate');
    }
    // A region block ("User location is not supported", with or without a status) follows the
    // call's route, not the key: parked, never killed.
    for (const status of [400, null]) {
      const classified = classifyError(
        errorFromDescriptor({
          status,
          message: 'User location is not supported for the API use. (Status: FAILED_PRECONDITION)',
        }),
      );
      expect(classified.category).toBe('auth.region_blocked');
      const blocked = decideNext({ ...facts('auth_permanent', other), classification: classified });
      expect(blocked.mark).toEqual({ kind: 'cool', untilMs: NOW + 3_600_000 });
    }
    // An invalid_api_key code whose message says the key is revoked still kills it: the classifier
    // files it as revoked, with or without a status.
    for (const status of [401, null]) {
      const classified = classifyError(
        errorFromDescriptor({
          status,
          body: {
            error: {
              code: 'invalid_api_key',
              message: 'The API key you provided has been revoked.',
            },
          },
        }),
      );
      expect(classified.category).toBe('auth.token_revoked');
      const revoked = decideNext({ ...facts('auth_permanent', other), classification: classified });
      expect(revoked.mark).toEqual({ kind: 'kill' });
    }
  });

  it('4. a stated end is the cooldown for every cooling reason (DESIGN §2.2 "or the provider\'s reset")', () => {
    const other = { otherKeyAvailable: true };
    const day = 86_400_000;
    expect(decideNext(facts('auth', other, { retryAfterMs: day })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + day,
    });
    expect(decideNext(facts('auth', other, { resetAt: NOW + 3 * day })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + 3 * day,
    });
    expect(
      decideNext(
        facts('auth_permanent', other, { category: 'auth.invalid_key', retryAfterMs: 600_000 }),
      ).mark,
    ).toEqual({ kind: 'cool', untilMs: NOW + 600_000 });
    expect(decideNext(facts('billing', other, { retryAfterMs: day })).mark).toEqual({
      kind: 'cool',
      untilMs: NOW + day,
    });
    // A revoked key stays dead: a kill is no cooldown.
    expect(
      decideNext(
        facts('auth_permanent', other, { category: 'auth.token_revoked', retryAfterMs: day }),
      ).mark,
    ).toEqual({ kind: 'kill' });
  });

  it('4. the last key is not parked for an hour on a hint-less 429', () => {
    const decision = decideNext(facts('rate_limit'));
    expect(decision.mark).toBeUndefined();
    expect(action(decision)).toBe('retry:backoff:500');
  });

  it('4. no credential, no mark', () => {
    expect(decideNext(facts('billing', { hasCredential: false })).mark).toBeUndefined();
  });

  it('5. a repair applies once; refused again after it, the target is left, not retried', () => {
    const repair = { kind: 'strip_thinking' } as const;
    expect(action(decideNext(facts('thinking_signature', {}, { repair })))).toBe(
      'repair:strip_thinking',
    );
    const repaired = { appliedRepairs: new Set(['strip_thinking'] as const) };
    expect(action(decideNext(facts('thinking_signature', repaired, { repair })))).toBe(
      'fail:not_retryable',
    );
    expect(
      action(
        decideNext(facts('thinking_signature', { ...repaired, hasFallback: true }, { repair })),
      ),
    ).toBe('fallback:repair_failed');
    const shrink = { kind: 'shrink_images' } as const;
    expect(
      action(
        decideNext(
          facts(
            'image_too_large',
            { appliedRepairs: new Set(['shrink_images'] as const) },
            {
              repair: shrink,
            },
          ),
        ),
      ),
    ).toBe('fail:not_retryable');
  });

  it('5. a repaired request that fails for another retryable reason still backs off', () => {
    const repaired = { appliedRepairs: new Set(['strip_thinking'] as const) };
    expect(action(decideNext(facts('server_error', repaired)))).toBe('retry:backoff:500');
    // A format repair already applied: a format_error falls back as it always does.
    const format = { kind: 'text_only_tool_results' } as const;
    expect(
      action(
        decideNext(
          facts(
            'format_error',
            {
              appliedRepairs: new Set(['text_only_tool_results'] as const),
              hasFallback: true,
            },
            { repair: format },
          ),
        ),
      ),
    ).toBe('fallback:should_fallback');
  });

  it('5. compress up to the cap, then a larger window, then fail', () => {
    expect(action(decideNext(facts('context_overflow', { hasCompressHook: true })))).toBe(
      'compress',
    );
    expect(
      action(
        decideNext(
          facts('context_overflow', {
            hasCompressHook: true,
            compressions: 3,
            largerWindowFallback: true,
          }),
        ),
      ),
    ).toBe('fallback:context_window');
    expect(
      action(decideNext(facts('context_overflow', { hasCompressHook: true, compressions: 3 }))),
    ).toBe('fail:context_overflow');
  });

  it('6. a background request drops on its first overload', () => {
    expect(
      action(decideNext(facts('overloaded', { source: 'background', hasFallback: true }))),
    ).toBe('fail:background_overloaded');
  });

  it('6. overloads 1–3 retry, the 4th falls back or fails', () => {
    for (const count of [1, 2, 3]) {
      expect(
        decideNext(facts('overloaded', { overloadedOnTarget: count, hasFallback: true })).action,
      ).toBe('retry');
    }
    expect(
      action(decideNext(facts('overloaded', { overloadedOnTarget: 4, hasFallback: true }))),
    ).toBe('fallback:overloaded');
    expect(action(decideNext(facts('overloaded', { overloadedOnTarget: 4 })))).toBe(
      'fail:repeated_overloaded',
    );
  });

  it('6. persistent mode keeps retrying past the overload cap and for background work', () => {
    expect(
      decideNext(
        facts('overloaded', { overloadedOnTarget: 40, persistent: true, retriesOnTarget: 40 }),
      ).action,
    ).toBe('retry');
    expect(decideNext(facts('overloaded', { source: 'background', persistent: true })).action).toBe(
      'retry',
    );
  });

  it('7. a 5 s Retry-After waits in place, a 22 s one falls back', () => {
    expect(
      action(decideNext(facts('overloaded', { hasFallback: true }, { retryAfterMs: 5_000 }))),
    ).toBe('retry:wait_in_place:5000');
    expect(
      action(decideNext(facts('overloaded', { hasFallback: true }, { retryAfterMs: 22_000 }))),
    ).toBe('fallback:cache_aware');
  });

  it('7. the cache-aware threshold is 20 s: 19 999 ms waits, 20 000 ms falls back', () => {
    expect(
      action(
        decideNext(
          facts(
            'rate_limit',
            { hasFallback: true, hasCredential: false },
            { retryAfterMs: 19_999 },
          ),
        ),
      ),
    ).toBe('retry:wait_in_place:19999');
    expect(
      action(
        decideNext(
          facts(
            'rate_limit',
            { hasFallback: true, hasCredential: false },
            { retryAfterMs: 20_000 },
          ),
        ),
      ),
    ).toBe('fallback:cache_aware');
  });

  it('7. the threshold bounds the waits in place on a target in total, not each wait alone', () => {
    const hinted = (waitedInPlaceMs: number, hasFallback: boolean) =>
      action(
        decideNext(facts('rate_limit', { hasFallback, waitedInPlaceMs }, { retryAfterMs: 15_000 })),
      );
    expect(hinted(0, true)).toBe('retry:wait_in_place:15000');
    expect(hinted(4_999, true)).toBe('retry:wait_in_place:15000');
    expect(hinted(5_000, true)).toBe('fallback:cache_aware');
    // Without a fallback the wait is the only way to an answer.
    expect(hinted(150_000, false)).toBe('retry:wait_in_place:15000');
  });

  it('7. a long hint without a fallback is honoured exactly up to maxRetryAfterMs', () => {
    expect(action(decideNext(facts('server_error', {}, { retryAfterMs: 45_000 })))).toBe(
      'retry:retry_after:45000',
    );
    expect(action(decideNext(facts('server_error', {}, { retryAfterMs: 60_000 })))).toBe(
      'retry:retry_after:60000',
    );
  });

  it('7. a hint beyond maxRetryAfterMs is never backed off into: the key cools, then fail with the hint', () => {
    // A reason that keeps its key (a 503) on a keyed target: the key cools until the hint.
    expect(decideNext(facts('server_error', {}, { retryAfterMs: 61_000 }))).toEqual({
      action: 'fail',
      stopReason: 'retry_after_too_long',
      mark: { kind: 'cool', untilMs: NOW + 61_000 },
      retryAfterMs: 61_000,
    });
    // Even with another key available: the wait is the target's, not the key's.
    expect(
      decideNext(facts('overloaded', { otherKeyAvailable: true }, { resetAt: NOW + 7_200_000 })),
    ).toEqual({
      action: 'fail',
      stopReason: 'retry_after_too_long',
      mark: { kind: 'cool', untilMs: NOW + 7_200_000 },
      retryAfterMs: 7_200_000,
    });
    // A keyless target (vLLM, Ollama): nothing to cool, fail at once with the hint.
    expect(
      decideNext(facts('rate_limit', { hasCredential: false }, { retryAfterMs: 7_200_000 })),
    ).toEqual({
      action: 'fail',
      stopReason: 'retry_after_too_long',
      mark: undefined,
      retryAfterMs: 7_200_000,
    });
    expect(
      action(
        decideNext(
          facts('upstream_rate_limit', { hasCredential: false }, { retryAfterMs: 90_000 }),
        ),
      ),
    ).toBe('fail:retry_after_too_long');
  });

  it('7. a hint beyond maxRetryAfterMs falls back with the key cooled until the hint', () => {
    expect(
      decideNext(facts('server_error', { hasFallback: true }, { retryAfterMs: 7_200_000 })),
    ).toEqual({
      action: 'fallback',
      why: 'cache_aware',
      mark: { kind: 'cool', untilMs: NOW + 7_200_000 },
    });
    expect(
      decideNext(
        facts(
          'rate_limit',
          { hasFallback: true, hasCredential: false },
          { retryAfterMs: 7_200_000 },
        ),
      ),
    ).toEqual({ action: 'fallback', why: 'cache_aware', mark: undefined });
    // A hint within the max wait leaves a non-rotating reason's key alone.
    expect(
      decideNext(facts('server_error', { hasFallback: true }, { retryAfterMs: 30_000 })),
    ).toEqual({ action: 'fallback', why: 'cache_aware', mark: undefined });
  });

  it('7. persistent mode keeps its 6 h cap for a long hint; a non-persistent reason still fails with it', () => {
    expect(
      action(decideNext(facts('rate_limit', { persistent: true }, { retryAfterMs: 7_200_000 }))),
    ).toBe('retry:retry_after:7200000');
    expect(
      action(
        decideNext(
          facts(
            'overloaded',
            { persistent: true, hasCredential: false },
            { retryAfterMs: 7 * 3_600_000 },
          ),
        ),
      ),
    ).toBe(`retry:retry_after:${6 * 3_600_000}`);
    expect(
      action(decideNext(facts('server_error', { persistent: true }, { retryAfterMs: 7_200_000 }))),
    ).toBe('fail:retry_after_too_long');
  });

  it('8. every key cooling falls back even when the reason does not', () => {
    expect(
      action(decideNext(facts('billing', { hasFallback: true }, { shouldFallback: false }))),
    ).toBe('fallback:keys_exhausted');
  });

  it('9. backoff doubles with the per-target retry count and stops at maxRetries', () => {
    const delays = [0, 1, 2, 3, 9].map((retriesOnTarget) =>
      action(decideNext(facts('server_error', { retriesOnTarget }))),
    );
    expect(delays).toEqual([
      'retry:backoff:500',
      'retry:backoff:1000',
      'retry:backoff:2000',
      'retry:backoff:4000',
      'retry:backoff:32000',
    ]);
    expect(action(decideNext(facts('server_error', { retriesOnTarget: 10 })))).toBe(
      'fail:max_retries',
    );
    expect(
      action(decideNext(facts('server_error', { retriesOnTarget: 10, hasFallback: true }))),
    ).toBe('fallback:retries_exhausted');
  });

  it('9. jitter adds up to 25 %', () => {
    expect(action(decideNext(facts('timeout', { random: () => 0.5, retriesOnTarget: 2 })))).toBe(
      'retry:backoff:2250',
    );
  });

  it('9. a cooling last key with a long hint stops with keys_exhausted and the hint', () => {
    const decision = decideNext(facts('rate_limit', {}, { retryAfterMs: 120_000 }));
    expect(decision).toMatchObject({
      action: 'fail',
      stopReason: 'keys_exhausted',
      retryAfterMs: 120_000,
    });
  });

  it('9. the total attempt cap holds', () => {
    expect(action(decideNext(facts('server_error', { attempts: 22 })))).toBe('fail:max_retries');
  });

  it('9. maxElapsedMs stops a wait that would overrun it', () => {
    const policy = { ...DEFAULT_DECISION_POLICY, maxElapsedMs: 10_000 };
    expect(action(decideNext(facts('timeout', { policy, elapsedMs: 9_800 })))).toBe(
      'fail:max_elapsed',
    );
  });

  it('9. with a fallback, the time a retry here would overrun goes to the next target', () => {
    const policy = { ...DEFAULT_DECISION_POLICY, maxElapsedMs: 10_000 };
    const reserving = { ...policy, attemptTimeoutMs: 6_000 };
    expect(
      decideNext(facts('timeout', { policy: reserving, elapsedMs: 5_000, hasFallback: true })),
    ).toMatchObject({ action: 'fallback', why: 'time_budget' });
    // With under a second left there is no time for the fallback's call either: fail.
    expect(
      action(decideNext(facts('timeout', { policy, elapsedMs: 9_800, hasFallback: true }))),
    ).toBe('fail:max_elapsed');
    // A retry that fits stays on the target: timeouts do not fall back by themselves.
    expect(
      action(decideNext(facts('timeout', { policy, elapsedMs: 1_000, hasFallback: true }))),
    ).toMatch(/^retry:backoff:/);
  });

  it('persistent mode: 5 min backoff cap, 6 h single wait cap', () => {
    const persistent = { persistent: true, retriesOnTarget: 20 };
    expect(action(decideNext(facts('rate_limit', persistent)))).toBe('retry:backoff:300000');
    expect(
      action(decideNext(facts('rate_limit', persistent, { retryAfterMs: 24 * 3_600_000 }))),
    ).toBe(`retry:retry_after:${6 * 3_600_000}`);
    // Other reasons keep their caps in persistent mode.
    expect(action(decideNext(facts('server_error', { ...persistent, retriesOnTarget: 10 })))).toBe(
      'fail:max_retries',
    );
  });
});

describe('waitHintMs', () => {
  it('prefers retryAfterMs, then resetAt, never negative', () => {
    expect(waitHintMs(classification('rate_limit', { retryAfterMs: 3_000 }), NOW)).toBe(3_000);
    expect(waitHintMs(classification('rate_limit', { resetAt: NOW + 7_000 }), NOW)).toBe(7_000);
    expect(waitHintMs(classification('rate_limit', { resetAt: NOW - 7_000 }), NOW)).toBe(0);
    expect(waitHintMs(classification('rate_limit'), NOW)).toBeUndefined();
  });
});

describe('decideNext invariants (property)', () => {
  const reasons = Object.keys(FLAGS) as Reason[];
  const arbitraryFacts = fc.record({
    reason: fc.constantFrom(...reasons),
    retryAfterMs: fc.option(fc.integer({ min: 0, max: 48 * 3_600_000 }), { nil: undefined }),
    background: fc.boolean(),
    persistent: fc.boolean(),
    canRefresh: fc.boolean(),
    onCheapRoute: fc.boolean(),
    hasCredential: fc.boolean(),
    otherKeyAvailable: fc.boolean(),
    hasCompressHook: fc.boolean(),
    compressions: fc.integer({ min: 0, max: 5 }),
    largerWindowFallback: fc.boolean(),
    overloadedOnTarget: fc.integer({ min: 0, max: 10 }),
    hasFallback: fc.boolean(),
    retriesOnTarget: fc.integer({ min: 0, max: 30 }),
    attempts: fc.integer({ min: 1, max: 40 }),
    elapsedMs: fc.integer({ min: 0, max: 100_000 }),
    maxElapsedMs: fc.option(fc.integer({ min: 1, max: 200_000 }), { nil: undefined }),
    random: fc.double({ min: 0, max: 0.999_999, noNaN: true }),
  });

  it('never rotates, falls back, compresses or refreshes without the means, and respects every cap', () => {
    fc.assert(
      fc.property(arbitraryFacts, (input) => {
        const policy = { ...DEFAULT_DECISION_POLICY, maxElapsedMs: input.maxElapsedMs };
        const decision = decideNext(
          facts(
            input.reason,
            {
              ...input,
              source: input.background ? 'background' : 'foreground',
              policy,
              random: () => input.random,
            },
            { status: input.reason === 'auth' ? 401 : undefined, retryAfterMs: input.retryAfterMs },
          ),
        );
        if (input.reason === 'aborted') return decision.action === 'rethrow';
        switch (decision.action) {
          case 'rethrow':
            return false;
          case 'refresh':
            return input.canRefresh && input.reason === 'auth';
          case 'revert':
            return input.onCheapRoute;
          case 'rotate':
            return input.otherKeyAvailable && input.hasCredential && decision.mark !== undefined;
          case 'compress':
            return input.hasCompressHook && input.compressions < 3;
          case 'fallback':
            return decision.why === 'context_window'
              ? input.largerWindowFallback
              : input.hasFallback;
          case 'retry': {
            const persistentReason =
              input.persistent &&
              ['rate_limit', 'upstream_rate_limit', 'overloaded'].includes(input.reason);
            const capMs = persistentReason ? 6 * 3_600_000 : 60_000;
            return (
              FLAGS[input.reason][0] &&
              decision.delayMs >= 0 &&
              decision.delayMs <= Math.max(capMs, 375_000) &&
              (persistentReason || (input.retriesOnTarget < 10 && input.attempts < 22)) &&
              (input.maxElapsedMs === undefined ||
                input.elapsedMs + decision.delayMs <= input.maxElapsedMs)
            );
          }
          case 'fail':
            return true;
        }
        return false;
      }),
      { numRuns: 2_000, seed: 42 },
    );
  });
});

describe('keylessHoldUntilMs: a keyless target remembers a stated wait it gave up on', () => {
  const keyless = { hasCredential: false } as const;

  it('holds until a wait longer than maxRetryAfterMs, whatever the retryable reason', () => {
    for (const reason of ['rate_limit', 'overloaded', 'server_error'] as const)
      expect(keylessHoldUntilMs(facts(reason, keyless, { retryAfterMs: 61_000 }))).toBe(
        NOW + 61_000,
      );
    expect(keylessHoldUntilMs(facts('rate_limit', keyless, { resetAt: NOW + 7_200_000 }))).toBe(
      NOW + 7_200_000,
    );
    // Persistent mode waits it out itself; later requests still skip the target until then.
    expect(
      keylessHoldUntilMs(
        facts('rate_limit', { ...keyless, persistent: true }, { retryAfterMs: 7_200_000 }),
      ),
    ).toBe(NOW + 7_200_000);
  });

  it('holds until a spent quota resets (a non-retryable reason that would cool a key)', () => {
    expect(keylessHoldUntilMs(facts('billing', keyless, { resetAt: NOW + 3_600_000 }))).toBe(
      NOW + 3_600_000,
    );
  });

  it('holds nothing for a wait the request takes itself, for no stated time, or for a keyed target', () => {
    expect(keylessHoldUntilMs(facts('rate_limit', keyless, { retryAfterMs: 60_000 }))).toBe(
      undefined,
    );
    expect(keylessHoldUntilMs(facts('rate_limit', keyless, { retryAfterMs: 5_000 }))).toBe(
      undefined,
    );
    expect(keylessHoldUntilMs(facts('billing', keyless))).toBe(undefined);
    expect(keylessHoldUntilMs(facts('rate_limit', keyless, { retryAfterMs: 0 }))).toBe(undefined);
    expect(keylessHoldUntilMs(facts('rate_limit', {}, { retryAfterMs: 7_200_000 }))).toBe(
      undefined,
    );
  });

  it('holds nothing for a reason about the request rather than the target', () => {
    // "Request too large for gpt-4o … try again in 7s" is a context overflow: the prompt is the
    // problem, and a long stated wait on a validation error says nothing about the target.
    expect(
      keylessHoldUntilMs(facts('context_overflow', keyless, { retryAfterMs: 3_600_000 })),
    ).toBe(undefined);
    expect(keylessHoldUntilMs(facts('format_error', keyless, { retryAfterMs: 3_600_000 }))).toBe(
      undefined,
    );
    expect(keylessHoldUntilMs(facts('aborted', keyless, { retryAfterMs: 3_600_000 }))).toBe(
      undefined,
    );
    const repair = { kind: 'strip_thinking' } as const;
    expect(
      keylessHoldUntilMs(facts('thinking_signature', keyless, { retryAfterMs: 3_600_000, repair })),
    ).toBe(undefined);
  });
});

describe('decideNext: an answer with no usable output (server.no_output)', () => {
  const noOutput = { category: NO_OUTPUT_CATEGORY } as const;

  it('retries the first one on the same target, like any server_error', () => {
    const first = decideNext(
      facts('server_error', { noOutputOnTarget: 1, hasFallback: true }, noOutput),
    );
    expect(action(first)).toMatch(/^retry:backoff:/);
  });

  it('moves to the next target after the second one in a row, however many retries are left', () => {
    const second = decideNext(
      facts(
        'server_error',
        { noOutputOnTarget: 2, retriesOnTarget: 1, hasFallback: true },
        noOutput,
      ),
    );
    expect(action(second)).toBe('fallback:no_output');
  });

  it('stops after the second one when no target is left, instead of ten backoff retries', () => {
    const last = decideNext(
      facts('server_error', { noOutputOnTarget: 2, retriesOnTarget: 1 }, noOutput),
    );
    expect(action(last)).toBe('fail:not_retryable');
  });

  it('leaves other server errors to the backoff, however many empty answers came before', () => {
    const other = decideNext(
      facts('server_error', { noOutputOnTarget: 5, retriesOnTarget: 3, hasFallback: true }),
    );
    expect(action(other)).toMatch(/^retry:backoff:/);
  });
});
