/**
 * The classifier's answer for one error descriptor, as the rule tests read it: the reason, and the
 * rule of the step that decided (every classification ends in a decided step, the default's at worst).
 */
import { classifyError } from '../../src/core/classify/classify.js';
import { errorFromDescriptor } from '../../src/core/classify/error-from-descriptor.js';
import type { Reason } from '../../src/core/classify/types.js';

/** An error as `errorFromDescriptor` takes it (status, headers, body, message, name, code, cause). */
export type Descriptor = Parameters<typeof errorFromDescriptor>[0];

/** The reason and the deciding rule for `descriptor`. */
export function classified(descriptor: Descriptor): { reason: Reason; rule: string | undefined } {
  const result = classifyError(errorFromDescriptor(descriptor));
  return { reason: result.reason, rule: result.explain.find((step) => step.decided)?.rule };
}

/** The reason for `descriptor`. */
export function reasonOf(descriptor: Descriptor): Reason {
  return classified(descriptor).reason;
}

/** The rule that decided `descriptor`. */
export function ruleOf(descriptor: Descriptor): string | undefined {
  return classified(descriptor).rule;
}
