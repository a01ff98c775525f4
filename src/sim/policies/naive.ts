import type { SimPolicy } from '../policy.js';
import { baselinePolicy } from './baseline-policy.js';

/**
 * `naive`: the hand-written `for (let i = 0; i < 4; i++) try { return await call() } catch {}`
 * found in countless apps — up to 3 immediate retries of any error (even a 400, even a stream
 * that already printed half its answer), same target, same key, no delay.
 */
export const naivePolicy: SimPolicy = baselinePolicy({
  name: 'naive',
  description: 'up to 3 immediate retries of any error, same target (a hand-written retry loop)',
  rule: { maxRetries: 3, delayMs: () => 0 },
});
