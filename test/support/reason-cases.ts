/**
 * Table tests for classifier rules: each case names a wording, the error as a descriptor, and the
 * reason it must get (a rule's own wordings, and counter-examples that must not match it).
 */
import { expect, it } from 'vitest';
import { classifyError } from '../../src/core/classify/classify.js';
import { errorFromDescriptor } from '../../src/core/classify/error-from-descriptor.js';
import type { Reason } from '../../src/core/classify/types.js';

/**
 * A wording, the error as a descriptor (`errorFromDescriptor`), the reason it must get, and — for a
 * wording no rule reads (`unknown`) that the word vote answers with a reason that kills or parks a
 * key (`auth_permanent`, `billing`) — that vote, pinned so a retrained table that starts or stops
 * giving it is seen.
 */
export type ReasonCase = readonly [
  name: string,
  descriptor: Record<string, unknown>,
  reason: Reason,
  vote?: Reason,
];

/**
 * One `it` per case; a failure shows the reason and the rule that decided. A case that expects
 * `unknown` is a wording no rule may read: it passes when the pipeline's rules all leave it, and the
 * last resort, the word vote (src/core/classify/word-model.ts, tested on its own), may still answer
 * from the words alone (`words.<reason>`) — but a vote that kills or parks a key only where the case
 * names it (its fourth element), so a counter-example of a key rule cannot quietly become a dead key.
 */
export function checkReasons(cases: readonly ReasonCase[]): void {
  for (const [name, descriptor, reason, vote] of cases) {
    it(`${name} → ${vote === undefined ? reason : `${reason} (voted ${vote})`}`, () => {
      const result = classifyError(errorFromDescriptor(descriptor));
      const decided = `${result.reason} (${result.explain.at(-1)?.rule})`;
      if (vote !== undefined) {
        expect(reason).toBe('unknown');
        expect(decided).toBe(`${vote} (words.${vote})`);
      } else if (reason === 'unknown') {
        expect(decided).toMatch(/^(?:unknown |(?!auth_permanent |billing )\w+ \(words\.)/);
      } else expect(decided).toMatch(new RegExp(`^${reason} `));
    });
  }
}
