import type { SimPolicy } from '../policy.js';
import { baselinePolicy } from './baseline-policy.js';

/** `no-retry`: one attempt on the first target; every failure reaches the caller. */
export const noRetryPolicy: SimPolicy = baselinePolicy({
  name: 'no-retry',
  description: 'one attempt, first target, first key',
  rule: { maxRetries: 0, delayMs: () => undefined },
});
