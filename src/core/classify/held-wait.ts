/**
 * How long a refused key is held, for the auth verdicts (DESIGN §2.2: a key cools "for the
 * provider's reset time" when it gives one).
 * @module
 */

import {
  messageWaitHint,
  parseRetryAfterPhrases,
  type RetryAfterHint,
  statedTimeHint,
} from '../retry-after.js';

/** Number words a hold's length is written with ("for an hour", "for two days"). */
const WORD_COUNT: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };

/** Unit prefixes to milliseconds (`m` is minutes here: no hold is counted in months). */
function unitMs(unit: string): number {
  if (unit.startsWith('s')) return 1000;
  if (unit.startsWith('m')) return 60_000;
  if (unit.startsWith('h')) return 3_600_000;
  if (unit.startsWith('w')) return 7 * 86_400_000;
  return 86_400_000;
}

const HOLD_VERB = String.raw`\b(?:blocked|suspended|banned|disabled|restricted|locked(?: out)?|deactivated|frozen|paused)`;
/** "suspended for 24 hours", "locked out for the next 30 minutes", "disabled for an hour". */
const HELD_FOR = new RegExp(
  String.raw`${HOLD_VERB}(?: temporarily)? for (?:about |approximately |the next )?(\d{1,6}(?:\.\d{1,3})?|an?|one|two|three) ?(seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|d|weeks?)\b`,
);
/** "disabled until 2026-12-05", "suspended until 2026-12-05 12:00:00 utc". */
const HELD_UNTIL = new RegExp(
  String.raw`${HOLD_VERB}(?: temporarily)? until (\d{4}-\d\d-\d\d(?:[t ]\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?: ?(?:z|utc|[+-]\d\d:?\d\d))?)?)`,
);

/**
 * The wait an auth failure's lower-case text states: a phrase ("try again in 15 minutes") or the
 * hold's own length ("suspended for 24 hours", "disabled until 2026-12-05"). Headers are not read:
 * OpenAI sends its rate-limit resets on every answer, a 401 too, and those say nothing about when
 * a refused key works again (a 120 ms reset would have the pool retry a bad key at once).
 */
export function heldWait(lowerText: string, nowMs: number | undefined): RetryAfterHint | undefined {
  const phrase = parseRetryAfterPhrases(lowerText, nowMs);
  if (phrase?.retryAfterMs !== undefined || phrase?.resetAt !== undefined) return phrase;
  const held = HELD_FOR.exec(lowerText);
  if (held?.[1] !== undefined && held[2] !== undefined) {
    const count = WORD_COUNT[held[1]] ?? Number(held[1]);
    return messageWaitHint(count * unitMs(held[2]), nowMs);
  }
  const until = HELD_UNTIL.exec(lowerText);
  return until?.[1] === undefined ? undefined : statedTimeHint(until[1], nowMs);
}
