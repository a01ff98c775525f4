/**
 * Context-overflow wording, and the `lower_max_tokens` repair read from "N + M > L" style messages
 * (DESIGN §1.4).
 * @module
 */
import { byText, type Decision, fieldOf, type Run } from './decision.js';
import * as P from './patterns.js';
import type { Repair } from './types.js';

export function overflowByText(run: Run, rule: string): Decision | undefined {
  const pattern = P.CONTEXT_OVERFLOW.test(run.text) ? P.CONTEXT_OVERFLOW : P.KEEP_FIRST_TOKENS;
  const match = pattern.exec(run.text);
  if (match === null) {
    return (
      tensorOverPositions(run, rule) ??
      // Rule group PB, session 72: a cap or limit stated in words the families above do not read.
      tokenLimitStated(run, rule) ??
      // OpenAI's image prompt cap ("Prompt must be length 1000 or less. … reduce your prompt
      // length.", batch 1882): the prompt to shorten. Rule group SC, session 74.
      byText(
        run,
        P.PROMPT_LENGTH_CAP_STATED,
        'context_overflow',
        'context_overflow.prompt_too_long',
        'status',
        rule,
      ) ??
      // A context manager that could not trim the prompt to its budget (LlamaFarm's 500, batch
      // 2075): the prompt does not fit. Rule group XB, session 78.
      byText(
        run,
        P.CONTEXT_TRIM_FAILED,
        'context_overflow',
        'context_overflow.prompt_too_long',
        'status',
        rule,
      ) ??
      // An agent's truncation that could not keep one message (Antigravity, held h2132): the
      // prompt does not fit. Rule group YB, session 79.
      byText(
        run,
        P.SINGLE_MESSAGE_OVER_TRUNCATION,
        'context_overflow',
        'context_overflow.prompt_too_long',
        'status',
        rule,
      )
    );
  }
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
 * {@link P.TOKEN_LIMIT_STATED}: an output cap ("max tokens > N") carries the repair that lowers
 * `max_tokens` to N, as the other output-cap readings do (session 72 review 2, problem 5).
 */
function tokenLimitStated(run: Run, rule: string): Decision | undefined {
  const stated = byText(
    run,
    P.TOKEN_LIMIT_STATED,
    'context_overflow',
    tokenLimitCategory,
    'status',
    rule,
  );
  if (stated?.category !== 'context_overflow.max_tokens') return stated;
  const cap = P.TOKEN_LIMIT_STATED.exec(run.text)?.[1];
  return cap === undefined ? stated : { ...stated, repair: outputCapRepair(Number(cap)) };
}

/** An output cap ("max tokens > N") or the prompt's limit ({@link P.TOKEN_LIMIT_STATED}). */
function tokenLimitCategory(text: string): string {
  return text.includes('input token limit is')
    ? 'context_overflow.prompt_too_long'
    : 'context_overflow.max_tokens';
}

/**
 * PyTorch's shape error when an input is longer than a BERT-style encoder's position table ("The
 * expanded size of the tensor (554) must match the existing size (512) at non-singleton dimension
 * 1"): transformers slices the table to the input's length and expands it, so the first size is the
 * input's tokens and the second the model's positions. Embedding and rerank servers (TEI, FastChat,
 * Xinference, sentence-transformers) pass it on; FastChat under its "high traffic" banner (LightRAG's
 * bge-large-zh-v1.5, batch 375). Only a first size over the second: the same words with a smaller
 * one ("(256) must match the existing size (512)") are some other shape bug, and so are sizes on
 * another axis than the sequence's (dimension 1) or an existing size under 256 (review 38a). A text
 * cut right after "must match" (an issue title) is read against 512, the smallest table of those
 * encoders.
 */
const TENSOR_EXPANDED =
  /\bthe expanded size of the tensor \((\d{1,7})\) must match(?: the existing size \((\d{1,7})\)(?: at non-singleton dimension (\d))?)?/;
/** Positions of the smallest BERT-style table, for a {@link TENSOR_EXPANDED} text cut before its second size. */
const SMALLEST_POSITION_TABLE = 512;

function tensorOverPositions(run: Run, rule: string): Decision | undefined {
  if (!run.text.includes('expanded size of the tensor')) return undefined;
  const match = TENSOR_EXPANDED.exec(run.text);
  if (match === null) return undefined;
  const existing = match[2] === undefined ? SMALLEST_POSITION_TABLE : Number(match[2]);
  if (Number(match[1]) <= existing) return undefined;
  // A position table is the sequence axis (dimension 1 of `[1, positions]`) and no smaller than
  // the smallest encoders' (a head, batch or hidden axis: "(3) must match the existing size (2) at
  // non-singleton dimension 0", "(64) … (32) at … dimension 3" is some other shape bug).
  if (existing < SMALLEST_POSITION_TABLE / 2) return undefined;
  if (match[3] !== undefined && match[3] !== '1') return undefined;
  return {
    reason: 'context_overflow',
    category: 'context_overflow.prompt_too_long',
    step: 'status',
    rule,
    field: fieldOf(run.facts, TENSOR_EXPANDED),
    matched: match[0],
  };
}

/**
 * `max_tokens` said above the model's output cap ({@link P.MAX_TOKENS_TOO_LARGE}), tried only when
 * the text names the parameter at all (the family is long; most errors never mention it). A wrapper
 * that drops the underscores ("valid range of maxtokens is [1, 8192]") still names it.
 */
export function maxTokensTooLarge(text: string): RegExpExecArray | null {
  const named =
    text.includes('max_') ||
    text.includes('maximum tokens') ||
    text.includes('maxoutputtokens') ||
    text.includes('range of maxtokens');
  return named ? P.MAX_TOKENS_TOO_LARGE.exec(text) : null;
}

/**
 * The output cap a {@link P.MAX_TOKENS_TOO_LARGE} match states (whichever of its wordings matched
 * holds it; a stated context window, less {@link MAX_TOKENS_MARGIN}).
 */
export function maxTokensAllowed(match: RegExpExecArray): number {
  // The eighth states the context window (vLLM's max_model_len): leave the margin for the prompt.
  if (match[8] !== undefined) return Number(match[8]) - MAX_TOKENS_MARGIN;
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
