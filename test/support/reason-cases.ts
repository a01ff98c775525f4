/**
 * Table tests for classifier rules: each case names a wording, the error as a descriptor, and the
 * reason it must get (a rule's own wordings, and counter-examples that must not match it).
 */
import { expect, it } from 'vitest';
import { classifyError } from '../../src/core/classify/classify.js';
import { errorFromDescriptor } from '../../src/core/classify/error-from-descriptor.js';
import type { Reason } from '../../src/core/classify/types.js';

/** A wording, the error as a descriptor (`errorFromDescriptor`), and the reason it must get. */
export type ReasonCase = readonly [
  name: string,
  descriptor: Record<string, unknown>,
  reason: Reason,
];

/**
 * One `it` per case; a failure shows the reason and the rule that decided. A case that expects
 * `unknown` is a wording no rule may read: it passes when the pipeline's rules all leave it, and the
 * last resort, the word vote (src/core/classify/word-model.ts, tested on its own), may still answer
 * from the words alone (`words.<reason>`).
 */
export function checkReasons(cases: readonly ReasonCase[]): void {
  for (const [name, descriptor, reason] of cases) {
    it(`${name} → ${reason}`, () => {
      const result = classifyError(errorFromDescriptor(descriptor));
      const decided = `${result.reason} (${result.explain.at(-1)?.rule})`;
      if (reason === 'unknown') expect(decided).toMatch(/^(?:unknown |\w+ \(words\.)/);
      else expect(decided).toMatch(new RegExp(`^${reason} `));
    });
  }
}
