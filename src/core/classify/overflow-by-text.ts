/**
 * Context-overflow wording, and the `lower_max_tokens` repair read from "N + M > L" style messages
 * (DESIGN §1.4).
 * @module
 */
import { type Decision, fieldOf, type Run } from './decision.js';
import * as P from './patterns.js';
import type { Repair } from './types.js';

export function overflowByText(run: Run, rule: string): Decision | undefined {
  const pattern = P.CONTEXT_OVERFLOW.test(run.text) ? P.CONTEXT_OVERFLOW : P.KEEP_FIRST_TOKENS;
  const match = pattern.exec(run.text);
  if (match === null) return undefined;
  const repair = lowerMaxTokens(run.text);
  return {
    reason: 'context_overflow',
    category: repair ? 'context_overflow.max_tokens' : 'context_overflow.prompt_too_long',
    step: 'status',
    rule,
    field: fieldOf(run.facts, pattern),
    matched: match[0],
    repair,
  };
}

/**
 * The output cap a {@link P.MAX_TOKENS_TOO_LARGE} match states (whichever of its wordings matched
 * holds it).
 */
export function maxTokensAllowed(match: RegExpExecArray): number {
  if (match[6] !== undefined) return Number(match[6]) - 1;
  if (match[7] !== undefined) return Number(match[7]) - 1;
  return Number(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]);
}

/** Minimum `max_tokens` worth retrying with (DESIGN §1.4). */
export const MIN_REPAIRED_MAX_TOKENS = 3000;

/** `max_tokens` lowered to the stated output cap; none when the cap is too small to retry with. */
export function outputCapRepair(allowed: number): Repair | undefined {
  return allowed >= MIN_REPAIRED_MAX_TOKENS
    ? { kind: 'lower_max_tokens', maxTokens: allowed }
    : undefined;
}
/** Safety margin left between input and window when lowering `max_tokens`. */
export const MAX_TOKENS_MARGIN = 1000;

/**
 * "input length and `max_tokens` exceed context limit: N + M > L" (and the OpenAI/vLLM and TGI
 * equivalents) → `max_tokens = max(3000, L − N − 1000)`; none when less than 3000 would remain.
 */
export function lowerMaxTokens(text: string): Repair | undefined {
  let input: number | undefined;
  let output: number | undefined;
  let limit: number | undefined;
  const anthropic = P.OVERFLOW_ANTHROPIC.exec(text);
  if (anthropic) {
    input = Number(anthropic[1]);
    output = Number(anthropic[2]);
    limit = Number(anthropic[3]);
  } else {
    const breakdown = P.OVERFLOW_BREAKDOWN.exec(text);
    if (breakdown) {
      limit = Number(breakdown[1]);
      input = Number(breakdown[2]);
      output = Number(breakdown[3]);
    } else {
      const tgi = P.OVERFLOW_TGI.exec(text);
      if (tgi) {
        limit = Number(tgi[1]);
        input = Number(tgi[2]);
        output = Number(tgi[3]);
      }
    }
  }
  if (input === undefined || output === undefined || limit === undefined || output <= 0)
    return undefined;
  const remaining = limit - input - MAX_TOKENS_MARGIN;
  if (remaining < MIN_REPAIRED_MAX_TOKENS) return undefined;
  return { kind: 'lower_max_tokens', maxTokens: Math.max(MIN_REPAIRED_MAX_TOKENS, remaining) };
}
