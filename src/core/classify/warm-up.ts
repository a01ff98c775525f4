/**
 * Compiling the classifier's patterns ahead of the first error.
 *
 * V8 first runs a regular expression through its bytecode interpreter and compiles it to machine
 * code on a later run ("tier-up"). For the classifier's large pattern families the bytecode step
 * is the slow one: the first classification of a generic 400 took ≈ 0.3–0.8 s on the 2-core build
 * machine, against microseconds once compiled (docs/classifier.md, "First classification"). V8
 * skips the bytecode step for a subject of 1,000 characters or more, and it compiles separately for
 * one-byte (Latin-1) and two-byte strings, so running each pattern once on a long string of each
 * width leaves only machine code behind.
 * @module
 */
import * as byStatus from './by-status.js';
import { classifyError } from './classify.js';
import * as patterns from './patterns.js';

/**
 * V8 compiles a pattern straight to machine code for a subject of 1,000 characters or more: 342
 * words of filler (not blanks, which the classifier's text normalisation would collapse).
 */
const FILLER = 'zq '.repeat(342);
/** Statuses whose paths consult the pattern families a module keeps to itself. */
const WARM_STATUSES = [undefined, 400, 401, 403, 404, 413, 429, 500, 502, 503, 529] as const;

function warmPattern(pattern: RegExp, subjects: readonly string[]): void {
  const lastIndex = pattern.lastIndex;
  for (const subject of subjects) pattern.test(subject);
  pattern.lastIndex = lastIndex;
}

/**
 * Compiles every classifier pattern to machine code now, so that the first real error is
 * classified in microseconds instead of paying V8's bytecode compilation of the pattern families
 * it meets (up to a few hundred milliseconds, once per process). Call it at start-up in a service
 * that should answer its first failure fast; it takes ≈ 0.1–0.3 s on a 2-core machine and is safe
 * to call again (a later call only re-runs compiled code). Answers are unchanged: it only runs the
 * patterns, and the classifier on texts of its own.
 *
 * Running Node with `--no-regexp-tier-up` has the same effect lazily, pattern by pattern; the
 * `stayup` command sets it for itself.
 *
 * @returns how many patterns it ran directly (those the classifier's modules share).
 */
export function warmUpClassifier(): number {
  const oneByte = FILLER;
  // One CJK character makes the string two-byte: Chinese providers' errors are.
  const twoByte = `\u9519${oneByte}`;
  const subjects = [oneByte, twoByte];
  let count = 0;
  for (const module of [patterns, byStatus]) {
    for (const value of Object.values(module)) {
      if (!(value instanceof RegExp)) continue;
      warmPattern(value, subjects);
      count++;
    }
  }
  // The patterns a module keeps to itself run on the error's text: long texts of both widths
  // through every status path compile those too.
  for (const status of WARM_STATUSES) {
    for (const subject of subjects) {
      const error = new Error(`warm-up ${subject}`) as Error & { status?: number };
      if (status !== undefined) error.status = status;
      classifyError(error);
    }
  }
  return count;
}
