/**
 * The shape shared by the baselines: call the first target with its first key, no fallback, and
 * retry as a client SDK would.
 * @module
 */
import type { PolicyContext, PolicyRun, SimPolicy } from '../policy.js';
import { describeFailure } from '../run-policy.js';
import { attemptOnce, firstCredential } from './attempt-once.js';

/** What a baseline decides after failed attempt number `retriesDone + 1`. */
export interface RetryRule {
  /** Retries after the first attempt. */
  readonly maxRetries: number;
  /**
   * The wait before the next attempt, or `undefined` to give up. Called only while retries
   * remain. `afterOutput`: the response had started (a stream broke off).
   */
  delayMs(options: {
    readonly error: unknown;
    readonly afterOutput: boolean;
    readonly retriesDone: number;
    readonly random: () => number;
    /** The clock's now (epoch ms), for a `retry-after` HTTP date. */
    readonly nowMs: number;
  }): number | undefined;
}

/** Builds a baseline policy from a retry rule. */
export function baselinePolicy(options: {
  readonly name: string;
  readonly description: string;
  readonly rule: RetryRule;
}): SimPolicy {
  const { rule } = options;
  return {
    name: options.name,
    description: options.description,
    create(context: PolicyContext): PolicyRun {
      const adapter = context.adapter(0);
      const target = context.scenario.models[context.scenario.traffic.model]?.[0];
      const credential = firstCredential(target?.options.keys);
      const model = target?.options.model ?? 'sandbox';
      return {
        async execute(request, signal) {
          let restartedAfterOutput = false;
          for (let retriesDone = 0; ; retriesDone++) {
            const result = await attemptOnce({ adapter, request, model, credential, signal });
            if (result.ok)
              return { ok: true, deliveredTokens: result.tokens, restartedAfterOutput };
            if (result.afterOutput) restartedAfterOutput = true;
            const failure = describeFailure(result.error);
            if (retriesDone >= rule.maxRetries) return { ok: false, deliveredTokens: 0, failure };
            const delayMs = rule.delayMs({
              error: result.error,
              afterOutput: result.afterOutput,
              retriesDone,
              random: context.random,
              nowMs: context.clock.now(),
            });
            if (delayMs === undefined) return { ok: false, deliveredTokens: 0, failure };
            if (delayMs > 0) await context.clock.sleep(delayMs, signal);
          }
        },
        async close() {},
      };
    },
  };
}
