/**
 * Request-shape errors that a repair fixes or that have their own category (beta header, tool
 * results, schema patterns, tool-use ids, PDFs, encrypted content).
 * @module
 */
import { byText, type Decision, fieldOf, type Run } from './decision.js';
import * as P from './patterns.js';

export function requestRepairs(run: Run, rulePrefix: string): Decision | undefined {
  // One cheap scan decides whether any of the nine request-shape rules can match at all.
  if (!P.REQUEST_REPAIR_HINT.test(run.text)) return undefined;
  const beta = betaRejected(run, P.BETA, 'status', rulePrefix);
  if (beta !== undefined) return beta;
  return (
    byText(
      run,
      P.TOOL_CONTENT_NOT_STRING,
      'format_error',
      'request.tool_content_not_string',
      'status',
      `${rulePrefix}.tool_content_not_string`,
      { kind: 'text_only_tool_results' },
    ) ??
    byText(
      run,
      P.SCHEMA_PATTERN,
      'format_error',
      'request.schema_pattern_unsupported',
      'status',
      `${rulePrefix}.schema_pattern_unsupported`,
      { kind: 'strip_schema_patterns' },
    ) ??
    byText(
      run,
      P.DUPLICATE_TOOL_USE,
      'format_error',
      'request.duplicate_tool_use_id',
      'status',
      `${rulePrefix}.duplicate_tool_use_id`,
    ) ??
    byText(
      run,
      P.TOOL_USE_MISMATCH,
      'format_error',
      'request.tool_use_mismatch',
      'status',
      `${rulePrefix}.tool_use_mismatch`,
    ) ??
    byText(
      run,
      P.TOOL_CALL_ID_FORMAT,
      'format_error',
      'request.tool_call_id_format',
      'status',
      `${rulePrefix}.tool_call_id_format`,
    ) ??
    byText(
      run,
      P.UNEXPECTED_TOOL_RESULT,
      'format_error',
      'request.unexpected_tool_result',
      'status',
      `${rulePrefix}.unexpected_tool_result`,
    ) ??
    byText(
      run,
      P.PDF_PASSWORD,
      'format_error',
      'request.pdf_password_protected',
      'status',
      `${rulePrefix}.pdf_password_protected`,
    ) ??
    byText(
      run,
      P.PDF_TOO_LARGE,
      'format_error',
      'request.pdf_too_large',
      'status',
      `${rulePrefix}.pdf_too_large`,
    ) ??
    byText(
      run,
      P.ENCRYPTED_CONTENT,
      'format_error',
      'request.invalid_encrypted_content',
      'status',
      `${rulePrefix}.invalid_encrypted_content`,
    )
  );
}

/**
 * A beta header refused in so many words without a status (a relay's or SDK's message): the same
 * drop-the-beta repair the 400 path gives.
 */
export function betaRefusedInWords(run: Run): Decision | undefined {
  return betaRejected(run, P.BETA_REFUSED, 'message', 'message');
}

function betaRejected(
  run: Run,
  pattern: RegExp,
  step: string,
  rulePrefix: string,
): Decision | undefined {
  const beta = pattern.exec(run.text);
  if (beta === null) return undefined;
  const name = P.BETA_NAME.exec(run.text)?.[1];
  return {
    reason: 'format_error',
    category: 'request.beta_rejected',
    step,
    rule: `${rulePrefix}.beta_rejected`,
    field: fieldOf(run.facts, pattern),
    matched: beta[0],
    repair: name === undefined ? { kind: 'drop_beta' } : { kind: 'drop_beta', beta: name },
  };
}
