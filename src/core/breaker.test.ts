import { describe, expect, it } from 'vitest';
import { breakerAllow, breakerRecord, closedBreaker, DEFAULT_BREAKER_POLICY } from './breaker.js';
import type { BreakerSnapshot } from './ports.js';

const policy = DEFAULT_BREAKER_POLICY;

function fail(state: BreakerSnapshot, times: number, nowMs: number): BreakerSnapshot {
  let next = state;
  for (let count = 0; count < times; count++) next = breakerRecord(next, 'failure', nowMs, policy);
  return next;
}

describe('circuit breaker maths', () => {
  it('opens after the 5th consecutive failure, not the 4th', () => {
    const four = fail(closedBreaker(0), 4, 0);
    expect(four.status).toBe('closed');
    const five = breakerRecord(four, 'failure', 0, policy);
    expect(five).toMatchObject({ status: 'open', openUntilMs: 30_000 });
  });

  it('a success resets the consecutive count', () => {
    const state = breakerRecord(fail(closedBreaker(0), 4, 0), 'success', 1, policy);
    expect(fail(state, 4, 2).status).toBe('closed');
  });

  it('trips on failure rate over the window with enough calls', () => {
    let state = closedBreaker(0);
    for (let call = 0; call < 20; call++) {
      state = breakerRecord(state, call % 2 === 1 ? 'failure' : 'success', call, policy);
    }
    expect(state.consecutiveFailures).toBe(1);
    expect(state.status).toBe('open');
  });

  it('does not trip on rate with fewer calls than minRequests', () => {
    let state = closedBreaker(0);
    for (let call = 0; call < 10; call++) {
      state = breakerRecord(state, call % 2 === 0 ? 'failure' : 'success', call, policy);
    }
    expect(state.status).toBe('closed');
  });

  it('refuses while open, then grants exactly one half-open probe after the cooldown', () => {
    const open = fail(closedBreaker(0), 5, 0);
    expect(breakerAllow(open, 29_999, policy).allowed).toBe(false);
    const probe = breakerAllow(open, 30_000, policy);
    expect(probe.allowed).toBe(true);
    expect(probe.next.status).toBe('half_open');
    expect(breakerAllow(probe.next, 30_001, policy).allowed).toBe(false);
  });

  it('a successful probe closes; a failed probe re-opens for another cooldown', () => {
    const probing = breakerAllow(fail(closedBreaker(0), 5, 0), 30_000, policy).next;
    expect(breakerRecord(probing, 'success', 30_100, policy).status).toBe('closed');
    expect(breakerRecord(probing, 'failure', 30_100, policy)).toMatchObject({
      status: 'open',
      openUntilMs: 60_100,
    });
  });

  it('a probe taken long after the cooldown ended is the only one (not presumed lost at once)', () => {
    const open = fail(closedBreaker(0), 5, 0);
    const probe = breakerAllow(open, 120_000, policy);
    expect(probe.allowed).toBe(true);
    expect(breakerAllow(probe.next, 120_000, policy).allowed).toBe(false);
    expect(breakerAllow(probe.next, 149_999, policy).allowed).toBe(false);
    expect(breakerAllow(probe.next, 150_000, policy).allowed).toBe(true);
  });

  it('a lost probe is presumed dead after another cooldown', () => {
    const probing = breakerAllow(fail(closedBreaker(0), 5, 0), 30_000, policy).next;
    expect(breakerAllow(probing, 59_999, policy).allowed).toBe(false);
    expect(breakerAllow(probing, 60_000, policy).allowed).toBe(true);
  });
});
