/**
 * A stated time without a zone ("suspended until 2026-12-05 12:00", "try again at 2026-12-05
 * 12:00:00", an `x-ratelimit-reset` of "2026-12-05T12:00:00") is read as UTC. `Date.parse` reads a
 * zone-less date-time in the process's local zone, so the same error cooled a key for a different
 * time on a gateway in New York than in UTC, and the pure classifier's answers (the differential
 * fixture) depended on the machine's TZ.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { heldWait } from '../src/core/classify/held-wait.js';
import { parseRetryAfter } from '../src/core/retry-after.js';

const NOW_MS = Date.UTC(2026, 11, 1);
const NOON_UTC_MS = Date.UTC(2026, 11, 5, 12);
const originalZone = process.env.TZ;

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe('zone-less stated times are UTC, whatever the process zone', () => {
  for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
    it(`in ${zone}`, () => {
      process.env.TZ = zone;
      for (const text of [
        'your key is suspended until 2026-12-05 12:00',
        'account disabled until 2026-12-05t12:00:00',
      ])
        expect(heldWait(text, NOW_MS)?.resetAt, text).toBe(NOON_UTC_MS);
      expect(
        parseRetryAfter({ text: 'please try again at 2026-12-05 12:00:00', nowMs: NOW_MS }).resetAt,
      ).toBe(NOON_UTC_MS);
      expect(
        parseRetryAfter({ headers: { 'x-ratelimit-reset': '2026-12-05T12:00:00' }, nowMs: NOW_MS })
          .resetAt,
      ).toBe(NOON_UTC_MS);
      expect(
        parseRetryAfter({ headers: { 'retry-after': '2026-12-05T12:00:00' }, nowMs: NOW_MS })
          .resetAt,
      ).toBe(NOON_UTC_MS);
      expect(
        parseRetryAfter({
          headers: { 'anthropic-ratelimit-requests-reset': '2026-12-05T12:00:00' },
          nowMs: NOW_MS,
        }).resetAt,
      ).toBe(NOON_UTC_MS);
      // A stated zone is kept.
      expect(heldWait('suspended until 2026-12-05 12:00 +08:00', NOW_MS)?.resetAt).toBe(
        NOON_UTC_MS - 8 * 3_600_000,
      );
      expect(heldWait('disabled until 2026-12-05', NOW_MS)?.resetAt).toBe(Date.UTC(2026, 11, 5));
    });
  }
});

describe('a stated time followed by more words', () => {
  it('is read (the space after it is no part of the time)', () => {
    for (const text of [
      'usage limit reached, your usage resets at 2025-06-01T12:00:00 (server time)',
      'quota exhausted. please try again at 2025-06-01 12:00 when it resets',
    ])
      expect(parseRetryAfter({ text, nowMs: Date.UTC(2025, 5, 1, 11) }).resetAt, text).toBe(
        Date.UTC(2025, 5, 1, 12),
      );
    expect(
      parseRetryAfter({ text: 'resets at 2025-06-01 12:00 utc, sorry', nowMs: 0 }).resetAt,
    ).toBe(Date.UTC(2025, 5, 1, 12));
  });
});
