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

/** One `it` per case; a failure shows the reason and the rule that decided. */
export function checkReasons(cases: readonly ReasonCase[]): void {
  for (const [name, descriptor, reason] of cases) {
    it(`${name} → ${reason}`, () => {
      const result = classifyError(errorFromDescriptor(descriptor));
      expect(`${result.reason} (${result.explain.at(-1)?.rule})`).toMatch(
        new RegExp(`^${reason} `),
      );
    });
  }
}
