/**
 * The error classifier (DESIGN §1): anything thrown → what it means for recovery. Pure, total,
 * never throws, no I/O.
 * @module
 */
import { redactSecrets } from '../redact.js';
import { parseRetryAfter } from '../retry-after.js';
import {
  BILLING_CODES,
  CODE_RULES,
  CONTENT_POLICY_CODES,
  DISCONNECT_CODES,
  TRANSPORT_CODES,
  TRANSPORT_NAMES,
} from './code-rules.js';
import { type ErrorFacts, extractFacts, read } from './extract.js';
import * as P from './patterns.js';
import { REASON_FLAGS } from './reason-flags.js';
import type { Classification, ClassifyContext, ExplainStep, Reason, Repair } from './types.js';

/** "timed out" / "timeout" in a 5xx body: the upstream gave up waiting. */
const TIMEOUT_WORDS = /timed? ?out\b|timeout/;
/** A 404 about the URL, not the model. */
const INVALID_URL =
  /invalid url|unknown url|no route|route not found|page not found|cannot (?:post|get) \/|unrecognized request url/;

/** Longest `message` on a classification. */
const MAX_MESSAGE = 500;
/** Longest `matched` text in an explain step. */
const MAX_MATCHED = 120;

interface Decision {
  readonly reason: Reason;
  readonly category: string;
  readonly step: string;
  readonly rule: string;
  readonly field?: string | undefined;
  readonly matched?: string | undefined;
  readonly repair?: Repair | undefined;
}

interface Size {
  readonly approxTokens: number;
  readonly contextLength: number;
  readonly numMessages: number;
}

interface Run {
  readonly facts: ErrorFacts;
  readonly text: string;
  readonly size: Size;
  readonly trace: ExplainStep[];
}

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Classifies anything that can be thrown: stayup's `UpstreamError`, fetch/undici errors with
 * cause chains, Node system errors, `AbortError`/`TimeoutError`, the official SDKs' error
 * classes, plain objects, strings, `null`. Runs the DESIGN §1.2 pipeline (extract → provider
 * signatures → HTTP status refined by message → structured codes → message patterns → TLS →
 * disconnect on a large session → transport codes → unknown) and records every step in
 * `explain`. Never throws.
 *
 * @example
 * const c = classifyError(error, { provider: 'openai', approxTokens: 90_000, contextLength: 128_000 });
 * if (c.shouldRotateCredential) pool.cool(key, c.resetAt);
 */
export function classifyError(error: unknown, context?: ClassifyContext): Classification {
  let provider: string | undefined;
  let model: string | undefined;
  try {
    provider = stringOf(read(context, 'provider'));
    model = stringOf(read(context, 'model'));
    const size: Size = {
      approxTokens: numberOf(read(context, 'approxTokens')),
      contextLength: numberOf(read(context, 'contextLength')),
      numMessages: numberOf(read(context, 'numMessages')),
    };
    const nowRaw = read(context, 'nowMs');
    const nowMs = typeof nowRaw === 'number' && Number.isFinite(nowRaw) ? nowRaw : undefined;
    const facts = extractFacts(error);
    const run: Run = { facts, text: facts.text, size, trace: [extractStep(facts)] };
    const decision = decide(run);
    return build(run, decision, provider, model, nowMs);
  } catch {
    // Unreachable by design (every read is guarded); a classifier must still never throw.
    return fallback(provider, model);
  }
}

// No per-error cache: a WeakMap entry per classification measurably slowed first-time
// classification (the common case) and GC; callers that classify twice can keep the result
// (UpstreamError.classification exists for that).

function fallback(provider: string | undefined, model: string | undefined): Classification {
  return {
    reason: 'unknown',
    category: 'unknown',
    message: 'unclassifiable error',
    provider,
    model,
    ...REASON_FLAGS.unknown,
    explain: [{ step: 'default', rule: 'default.internal_fallback', decided: true }],
  };
}

function extractStep(facts: ErrorFacts): ExplainStep {
  // One string built in place (no array, no closure): this runs on every classification.
  let found = '';
  if (facts.status !== undefined) found = `${facts.statusField}=${facts.status}`;
  const code = facts.codes[0];
  if (code !== undefined) found = joinFound(found, `${code.field}=${safeValue(code.value)}`);
  const chainCode = facts.chainCodes[0];
  if (chainCode !== undefined) {
    found = joinFound(found, `${chainCode.field}=${safeValue(chainCode.code)}`);
  }
  for (const name of facts.names) {
    if (name !== 'upstreamerror') {
      found = joinFound(found, `name=${safeValue(name)}`);
      break;
    }
  }
  if (facts.upstreamMessage !== undefined) found = joinFound(found, 'body.error.metadata.raw');
  return { step: 'extract', rule: 'extract', field: facts.bodyField, matched: clipMatched(found) };
}

function joinFound(found: string, part: string): string {
  return found === '' ? part : `${found} ${part}`;
}

/** Codes and names are short identifiers; only a long one could be a leaked credential. */
function safeValue(value: string): string {
  return value.length < 16 ? value : redactSecrets(value);
}

function clipMatched(text: string): string {
  return text.length > MAX_MATCHED ? `${text.slice(0, MAX_MATCHED - 1)}…` : text;
}

/** Finds which message layer a pattern matched in, for `explain`. */
function fieldOf(facts: ErrorFacts, pattern: RegExp): string {
  if (facts.upstreamMessage !== undefined && pattern.test(facts.upstreamMessage.toLowerCase())) {
    return 'body.error.metadata.raw';
  }
  if (facts.bodyMessage !== undefined && pattern.test(facts.bodyMessage.toLowerCase())) {
    return facts.bodyMessageField ?? `${facts.bodyField ?? 'body'}.message`;
  }
  if (facts.bodyText !== undefined && pattern.test(facts.bodyText.toLowerCase())) {
    return facts.bodyField ?? 'body';
  }
  return 'message';
}

/**
 * Words every alternative of a pattern contains: when none is in the text, the (much slower)
 * pattern cannot match and is skipped.
 */
const GATES: ReadonlyMap<RegExp, readonly string[]> = new Map<RegExp, readonly string[]>([
  [P.UPSTREAM_RATE_LIMIT, ['upstream']],
  [P.REGION_BLOCKED, ['location', 'countr', 'region']],
  [P.SIGNED_REQUEST_AUTH, ['signature', 'token', 'unrecognizedclient']],
  [P.IMAGE_TOO_LARGE, ['image', '图片']],
  [P.MODEL_ACCESS, ['model']],
]);

function passesGate(text: string, pattern: RegExp): boolean {
  const needles = GATES.get(pattern);
  if (needles === undefined) return true;
  // `indexOf` rather than `includes`: measurably cheaper per call in V8.
  for (const needle of needles) if (text.indexOf(needle) >= 0) return true;
  return false;
}

function byText(
  run: Run,
  pattern: RegExp,
  reason: Reason,
  category: string | ((text: string) => string),
  step: string,
  rule: string,
  repair?: Repair,
): Decision | undefined {
  if (!passesGate(run.text, pattern)) return undefined;
  const match = pattern.exec(run.text);
  if (match === null) return undefined;
  return {
    reason,
    // A category function costs regex scans of its own: only run it for the rule that decided.
    category: typeof category === 'string' ? category : category(run.text),
    step,
    rule,
    field: fieldOf(run.facts, pattern),
    matched: match[0],
    repair,
  };
}

function hasCode(facts: ErrorFacts, set: ReadonlySet<string>): string | undefined {
  for (const code of facts.codes) if (set.has(code.lower)) return code.value;
  return undefined;
}

function codeField(facts: ErrorFacts, value: string): string | undefined {
  for (const code of facts.codes) if (code.value === value) return code.field;
  return undefined;
}

function decide(run: Run): Decision {
  const { facts, trace } = run;
  const status = facts.status !== undefined && facts.status >= 400 ? facts.status : undefined;

  const signature = signatures(run, status);
  if (signature) return signature;
  trace.push({ step: 'signature', rule: 'signature.none' });

  if (status !== undefined) return byStatus(run, status);

  // No status, no body, and an errno/undici code on the chain: a transport failure. Provider
  // wording cannot be in it, so the message families are skipped (they cost most of the time).
  const transportOnly =
    facts.bodyField === undefined && facts.codes.length === 0 && hasTransportCode(facts);
  if (transportOnly) {
    trace.push({ step: 'code', rule: 'code.transport_errno' });
  } else {
    const coded = byCode(run, false);
    if (coded) return coded;
    trace.push({ step: 'code', rule: facts.codes.length > 0 ? 'code.unmapped' : 'code.none' });

    const texted = byMessage(run);
    if (texted) return texted;
    trace.push({ step: 'message', rule: 'message.none' });

    const weak = byCode(run, true);
    if (weak) return weak;
  }

  const tls = byTls(run);
  if (tls) return tls;
  trace.push({ step: 'tls', rule: 'tls.none' });

  const disconnect = byDisconnect(run);
  if (disconnect) return disconnect;
  trace.push({ step: 'disconnect', rule: 'disconnect.none' });

  const transport = byTransport(run);
  if (transport) return transport;
  trace.push({ step: 'transport', rule: 'transport.none' });

  return { reason: 'unknown', category: 'unknown', step: 'default', rule: 'default.unknown' };
}

// ---------------------------------------------------------------------------------------------
// Step 1: provider signatures that win over status

function signatures(run: Run, status: number | undefined): Decision | undefined {
  const { facts, text } = run;
  const policyCode = hasCode(facts, CONTENT_POLICY_CODES);
  if (policyCode !== undefined) {
    return {
      reason: 'content_policy',
      category: 'content_policy.blocked',
      step: 'signature',
      rule: 'signature.content_policy_code',
      field: codeField(facts, policyCode),
      matched: policyCode,
    };
  }
  // Refusals come as 400/403/422/451 (or inside a 200 stream, or with no status at all); a
  // 401/402/429 that quotes a policy is an account action, not a prompt refusal.
  if (
    status === undefined ||
    status === 400 ||
    status === 403 ||
    status === 422 ||
    status === 451 ||
    status === 406
  ) {
    const policy = byText(
      run,
      P.CONTENT_POLICY,
      'content_policy',
      'content_policy.blocked',
      'signature',
      'signature.content_policy_text',
    );
    if (policy) return policy;
  }
  if ((status === 400 || status === undefined) && P.THINKING.test(text) && P.SIGNATURE.test(text)) {
    return {
      reason: 'thinking_signature',
      category: 'thinking.signature_invalid',
      step: 'signature',
      rule: 'signature.thinking_signature',
      field: fieldOf(facts, P.SIGNATURE),
      matched: 'thinking + signature',
      repair: { kind: 'strip_thinking' },
    };
  }
  if (
    (status === 429 || status === 400 || status === undefined) &&
    P.LONG_CONTEXT.test(text) &&
    (P.EXTRA_USAGE.test(text) || P.LONG_CONTEXT_GATE.test(text))
  ) {
    return {
      reason: 'long_context_tier',
      category: 'long_context.extra_usage',
      step: 'signature',
      rule: 'signature.long_context_tier',
      field: fieldOf(facts, P.LONG_CONTEXT),
      matched: 'extra usage + long context',
    };
  }
  if (status === undefined || status === 499) return abortSignature(run, status);
  return undefined;
}

/** Error class names of caller cancellations (SDKs, axios, asyncio). */
const ABORT_NAMES: ReadonlySet<string> = new Set([
  'aborterror',
  'apiuseraborterror',
  'cancelederror',
  'cancellederror',
  'requestabortederror',
]);

function abortSignature(run: Run, status: number | undefined): Decision | undefined {
  const { facts, text } = run;
  const byName =
    facts.sawAbortError ||
    facts.names.some((name) => ABORT_NAMES.has(name)) ||
    facts.chainCodes.some((code) => code.code === 'ABORT_ERR' || code.code === 'ERR_CANCELED');
  const abortText = byName ? null : P.ABORT_TEXT.exec(text);
  if (!byName && abortText === null && status !== 499) return undefined;
  if (facts.sawTimeoutError || P.ABORT_TIMEOUT.test(text)) {
    return {
      reason: 'timeout',
      category: 'transport.timeout',
      step: 'signature',
      rule: 'signature.abort_by_timeout',
      field: 'name',
      matched: facts.sawTimeoutError ? 'TimeoutError' : 'timeout',
    };
  }
  return {
    reason: 'aborted',
    category: 'aborted.caller',
    step: 'signature',
    rule: status === 499 ? 'signature.status_499' : 'signature.abort',
    field: status === 499 ? 'status' : byName ? 'name' : 'message',
    matched: status === 499 ? '499' : byName ? (facts.names[0] ?? 'AbortError') : abortText?.[0],
  };
}

// ---------------------------------------------------------------------------------------------
// Step 2: HTTP status, refined by message

function statusDecision(
  reason: Reason,
  category: string,
  rule: string,
  status: number,
  extra?: { field?: string | undefined; matched?: string | undefined; repair?: Repair | undefined },
): Decision {
  return {
    reason,
    category,
    step: 'status',
    rule,
    field: extra?.field ?? 'status',
    matched: extra?.matched ?? String(status),
    repair: extra?.repair,
  };
}

function byStatus(run: Run, status: number): Decision {
  switch (status) {
    case 400:
    case 422:
      return byStatus400(run, status);
    case 401:
      return byStatus401(run);
    case 402:
      return byStatus402(run);
    case 403:
      return byStatus403(run);
    case 404:
      return byStatus404(run);
    case 408:
      return statusDecision('timeout', 'transport.timeout', 'status.408', status);
    case 413:
      return (
        byText(
          run,
          P.IMAGE_TOO_LARGE,
          'image_too_large',
          'request.image_too_large',
          'status',
          'status.413.image',
          { kind: 'shrink_images' },
        ) ?? statusDecision('payload_too_large', 'request.payload_too_large', 'status.413', status)
      );
    case 429:
      return byStatus429(run);
    case 499:
      return statusDecision('aborted', 'aborted.caller', 'status.499', status);
    case 500:
    case 502:
      return byStatus500(run, status);
    case 503:
    case 529:
      return (
        overflowByText(run, `status.${status}.overflow_text`) ??
        statusDecision(
          'overloaded',
          status === 529 ? 'overloaded.529' : 'overloaded.unavailable',
          `status.${status}`,
          status,
        )
      );
    default:
      return status < 500 ? byOther4xx(run, status) : byOther5xx(run, status);
  }
}

function permanentByCode(run: Run, status: number): Decision | undefined {
  const coded = codeRule(run.facts, false, ['auth_permanent']);
  return coded ? { ...coded, step: 'status', rule: `status.${status}.permanent_code` } : undefined;
}

function byStatus401(run: Run): Decision {
  return (
    permanentByCode(run, 401) ??
    byText(
      run,
      P.BILLING_STRICT,
      'billing',
      'billing.credits_exhausted',
      'status',
      'status.401.billing_text',
    ) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'status',
      'status.401.permanent_text',
    ) ??
    byText(
      run,
      P.AUTH_TRANSIENT,
      'auth',
      'auth.expired_token',
      'status',
      'status.401.refreshable_text',
    ) ??
    byText(
      run,
      /\bkeys?\b|unauthori[sz]ed|api[ _-]?key/,
      'auth_permanent',
      'auth.invalid_key',
      'status',
      'status.401.key_rejected',
    ) ??
    statusDecision('auth', 'auth.unauthorized', 'status.401', 401)
  );
}

function permanentCategory(text: string): string {
  if (/revoked|deactivated|disabled|suspended|deleted|banned|blocked/.test(text)) {
    return 'auth.token_revoked';
  }
  if (/country|region|territory/.test(text)) return 'auth.region_blocked';
  return 'auth.invalid_key';
}

function byStatus402(run: Run): Decision {
  const usage = P.USAGE_LIMIT.exec(run.text);
  const transient = usage === null ? null : P.TRANSIENT_SIGNAL.exec(run.text);
  if (usage !== null && transient !== null && !P.BILLING_STRICT.test(run.text)) {
    return statusDecision(
      'rate_limit',
      'rate_limit.usage_window',
      'status.402.transient_usage_window',
      402,
      {
        field: fieldOf(run.facts, P.USAGE_LIMIT),
        matched: `${usage[0]} + ${transient[0]}`,
      },
    );
  }
  return (
    byText(run, P.BILLING, 'billing', billingCategory, 'status', 'status.402.billing_text') ??
    statusDecision('billing', 'billing.credits_exhausted', 'status.402', 402)
  );
}

function billingCategory(text: string): string {
  if (/spend|monthly|key limit|limit exceeded|credit limit/.test(text))
    return 'billing.spend_limit';
  if (/limit: 0|free[ _]tier|trial/.test(text)) return 'billing.free_tier_unavailable';
  if (/quota/.test(text)) return 'billing.quota_exhausted';
  if (/arrearage|overdue|good standing|欠费|not active/.test(text))
    return 'billing.account_overdue';
  return 'billing.credits_exhausted';
}

function byStatus403(run: Run): Decision {
  const billingCode = hasCode(run.facts, BILLING_CODES);
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(run.text), 'status.403.billing_code', 403, {
      field: codeField(run.facts, billingCode),
      matched: billingCode,
    });
  }
  return (
    byText(run, P.BILLING, 'billing', billingCategory, 'status', 'status.403.billing_text') ??
    byText(
      run,
      P.MODEL_ACCESS,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.model_access',
    ) ??
    permanentByCode(run, 403) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'status',
      'status.403.permanent_text',
    ) ??
    byText(
      run,
      P.RATE_LIMIT,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.403.rate_limit_text',
    ) ??
    byText(
      run,
      /organi[sz]ation|\borg\b/,
      'auth',
      'auth.org_not_allowed',
      'status',
      'status.403.org',
    ) ??
    statusDecision('auth', 'auth.forbidden', 'status.403', 403)
  );
}

function byStatus404(run: Run): Decision {
  const coded = codeRule(run.facts, false, ['model_not_found', 'billing']);
  if (coded) return { ...coded, step: 'status', rule: 'status.404.code' };
  return (
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'status',
      'status.404.model_text',
    ) ??
    byText(
      run,
      /\bmodels?\b|deployment|endpoint/,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.mentions_model',
    ) ??
    byText(
      run,
      P.BILLING_STRICT,
      'billing',
      'billing.credits_exhausted',
      'status',
      'status.404.billing_text',
    ) ??
    byText(
      run,
      INVALID_URL,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.invalid_url',
    ) ??
    statusDecision('unknown', 'not_found.other', 'status.404', 404)
  );
}

function modelCategory(text: string): string {
  if (/deprecat|decommission|retired|no longer|已下线/.test(text)) return 'model.deprecated';
  if (/access|permission|not authorized|entitle/.test(text)) return 'model.access_denied';
  if (/inference profile|on-demand throughput/.test(text))
    return 'model.inference_profile_required';
  return 'model.not_found';
}

function rateLimitCategory(text: string): string {
  if (/per[ -]day|daily|\brpd\b|\btpd\b|per ?day|每日|每天/.test(text))
    return 'rate_limit.daily_quota';
  if (/concurren|并发/.test(text)) return 'rate_limit.concurrency';
  if (
    /tokens? per|\btpm\b|token rate|input tokens|output tokens|number of request tokens|tokens processed/.test(
      text,
    )
  ) {
    return 'rate_limit.tokens';
  }
  return 'rate_limit.requests';
}

/** A 429 for one request that is larger than the whole per-minute token allowance. */
function exceedsTokenWindow(run: Run): Decision | undefined {
  const phrase =
    run.text.includes('too large') || run.text.includes('reduce')
      ? P.REQUEST_TOO_LARGE_FOR_LIMIT.exec(run.text)
      : null;
  if (phrase !== null) {
    return statusDecision(
      'context_overflow',
      'context_overflow.exceeds_tpm',
      'status.429.request_exceeds_window',
      429,
      {
        field: fieldOf(run.facts, P.REQUEST_TOO_LARGE_FOR_LIMIT),
        matched: phrase[0],
      },
    );
  }
  if (!/tokens? per|\btpm\b/.test(run.text)) return undefined;
  const limit = P.LIMIT_NUMBER.exec(run.text);
  const requested = P.REQUESTED_NUMBER.exec(run.text);
  if (limit?.[1] === undefined || requested?.[1] === undefined) return undefined;
  const limitTokens = Number(limit[1].replaceAll(',', ''));
  const requestedTokens = Number(requested[1].replaceAll(',', ''));
  if (limitTokens > 0 && requestedTokens > limitTokens) {
    return statusDecision(
      'context_overflow',
      'context_overflow.exceeds_tpm',
      'status.429.requested_over_limit',
      429,
      {
        field: 'message',
        matched: `requested ${requestedTokens} > limit ${limitTokens}`,
      },
    );
  }
  return undefined;
}

function byStatus429(run: Run): Decision {
  const { facts, text } = run;
  const overloaded = byText(
    run,
    P.OVERLOADED_STRONG,
    'overloaded',
    'overloaded.capacity',
    'status',
    'status.429.overload_text',
  );
  if (overloaded) return overloaded;
  if (facts.names.includes('modelnotreadyexception')) {
    return statusDecision(
      'overloaded',
      'overloaded.model_not_ready',
      'status.429.model_not_ready',
      429,
      {
        field: 'name',
        matched: 'ModelNotReadyException',
      },
    );
  }
  const upstream = byText(
    run,
    P.UPSTREAM_RATE_LIMIT,
    'upstream_rate_limit',
    'rate_limit.upstream',
    'status',
    'status.429.aggregator_upstream',
  );
  if (upstream) return upstream;
  // "Provider returned error" on a 429: the aggregator's upstream refused, not our key.
  if (
    P.PROVIDER_RETURNED_ERROR.test(text) ||
    (facts.upstreamMessage !== undefined && facts.upstreamProvider !== undefined)
  ) {
    return statusDecision(
      'upstream_rate_limit',
      'rate_limit.upstream',
      'status.429.aggregator_provider_error',
      429,
      {
        field: 'body.error.metadata.raw',
        matched: clipMatched(facts.upstreamMessage ?? 'provider returned error'),
      },
    );
  }
  const tooLarge = exceedsTokenWindow(run);
  if (tooLarge) return tooLarge;
  const billingCode = hasCode(facts, BILLING_CODES);
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(text), 'status.429.billing_code', 429, {
      field: codeField(facts, billingCode),
      matched: billingCode,
    });
  }
  const billing = byText(
    run,
    P.BILLING_STRICT,
    'billing',
    billingCategory,
    'status',
    'status.429.billing_text',
  );
  if (billing) return billing;
  const quota =
    text.includes('quota') || text.includes('billing') ? P.CURRENT_QUOTA.exec(text) : null;
  if (
    quota !== null &&
    facts.details === undefined &&
    !facts.codes.some((code) => code.lower === 'resource_exhausted') &&
    !P.TRANSIENT_SIGNAL.test(text)
  ) {
    return statusDecision('billing', 'billing.quota_exhausted', 'status.429.current_quota', 429, {
      field: fieldOf(facts, P.CURRENT_QUOTA),
      matched: quota[0],
    });
  }
  return statusDecision('rate_limit', rateLimitCategory(text), 'status.429', 429);
}

function overflowByText(run: Run, rule: string): Decision | undefined {
  const match = P.CONTEXT_OVERFLOW.exec(run.text);
  if (match === null) return undefined;
  const repair = lowerMaxTokens(run.text);
  return {
    reason: 'context_overflow',
    category: repair ? 'context_overflow.max_tokens' : 'context_overflow.prompt_too_long',
    step: 'status',
    rule,
    field: fieldOf(run.facts, P.CONTEXT_OVERFLOW),
    matched: match[0],
    repair,
  };
}

/** Minimum `max_tokens` worth retrying with (DESIGN §1.4). */
const MIN_REPAIRED_MAX_TOKENS = 3000;
/** Safety margin left between input and window when lowering `max_tokens`. */
const MAX_TOKENS_MARGIN = 1000;

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

function isLargeForGeneric400(size: Size): boolean {
  const { approxTokens, contextLength, numMessages } = size;
  if (contextLength > 0 && approxTokens > 0.4 * contextLength) return true;
  return (
    (contextLength === 0 || contextLength <= 256_000) && (approxTokens > 80_000 || numMessages > 80)
  );
}

function isLargeForDisconnect(size: Size): boolean {
  const { approxTokens, contextLength, numMessages } = size;
  if (contextLength > 0 && approxTokens > 0.6 * contextLength) return true;
  return (
    (contextLength === 0 || contextLength <= 256_000) &&
    (approxTokens > 120_000 || numMessages > 200)
  );
}

function requestRepairs(run: Run, rulePrefix: string): Decision | undefined {
  // One cheap scan decides whether any of the nine request-shape rules can match at all.
  if (!P.REQUEST_REPAIR_HINT.test(run.text)) return undefined;
  const beta = P.BETA.exec(run.text);
  if (beta !== null) {
    const name = P.BETA_NAME.exec(run.text)?.[1];
    return {
      reason: 'format_error',
      category: 'request.beta_rejected',
      step: 'status',
      rule: `${rulePrefix}.beta_rejected`,
      field: fieldOf(run.facts, P.BETA),
      matched: beta[0],
      repair: name === undefined ? { kind: 'drop_beta' } : { kind: 'drop_beta', beta: name },
    };
  }
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

/** DESIGN §1.2.1: the hardest status. */
function byStatus400(run: Run, status: number): Decision {
  const { facts, text } = run;
  const prefix = `status.${status}`;
  const repaired = requestRepairs(run, prefix);
  if (repaired) return repaired;
  const image = byText(
    run,
    P.IMAGE_TOO_LARGE,
    'image_too_large',
    'request.image_too_large',
    'status',
    `${prefix}.image_too_large`,
    { kind: 'shrink_images' },
  );
  if (image) return image;
  // Overflow wording that also reads like validation ("string too long. Expected a string …").
  const strongOverflow = P.STRONG_OVERFLOW.test(text)
    ? overflowByText(run, `${prefix}.overflow_text`)
    : undefined;
  if (strongOverflow) return strongOverflow;
  const region = byText(
    run,
    P.REGION_BLOCKED,
    'auth_permanent',
    'auth.region_blocked',
    'status',
    `${prefix}.region_blocked`,
  );
  if (region) return region;
  const validation = byText(
    run,
    P.VALIDATION,
    'format_error',
    'request.invalid_parameter',
    'status',
    `${prefix}.validation_text`,
  );
  if (validation) return validation;
  const maxTokens = text.includes('max_') ? P.MAX_TOKENS_TOO_LARGE.exec(text) : null;
  if (maxTokens !== null) {
    const allowed = Number(maxTokens[1] ?? maxTokens[2] ?? maxTokens[3]);
    return statusDecision(
      'context_overflow',
      'context_overflow.max_tokens',
      `${prefix}.max_tokens_too_large`,
      status,
      {
        field: fieldOf(facts, P.MAX_TOKENS_TOO_LARGE),
        matched: maxTokens[0],
        repair:
          allowed >= MIN_REPAIRED_MAX_TOKENS
            ? { kind: 'lower_max_tokens', maxTokens: allowed }
            : undefined,
      },
    );
  }
  const overflow = overflowByText(run, `${prefix}.overflow_text`);
  if (overflow) return overflow;
  const model = byText(
    run,
    P.MODEL_NOT_FOUND,
    'model_not_found',
    modelCategory,
    'status',
    `${prefix}.model_text`,
  );
  if (model) return model;
  const billingCode = hasCode(facts, BILLING_CODES);
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(text), `${prefix}.billing_code`, status, {
      field: codeField(facts, billingCode),
      matched: billingCode,
    });
  }
  const rate =
    byText(
      run,
      P.RATE_LIMIT,
      'rate_limit',
      rateLimitCategory,
      'status',
      `${prefix}.rate_limit_text`,
    ) ??
    byText(run, P.BILLING, 'billing', billingCategory, 'status', `${prefix}.billing_text`) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'status',
      `${prefix}.permanent_auth_text`,
    ) ??
    byText(
      run,
      P.SIGNED_REQUEST_AUTH,
      'auth',
      'auth.expired_token',
      'status',
      `${prefix}.signed_request_auth`,
    );
  if (rate) return rate;
  const coded = codeRule(facts, false, ['auth_permanent', 'auth', 'overloaded', 'server_error']);
  if (coded) return { ...coded, step: 'status', rule: `${prefix}.code` };
  // No body: the client's own message, minus its "HTTP 400 Bad Request" preamble, is the body.
  const bodyMessage = (
    facts.bodyMessage ??
    facts.bodyText ??
    facts.ownMessage.replace(/^[^\n]*?\b4\d\d\b[\s:.-]*(?:bad request)?[\s:.-]*/i, '')
  )
    .trim()
    .toLowerCase();
  const isGeneric = bodyMessage.length < 30 || P.GENERIC_MESSAGE.test(bodyMessage);
  if (isGeneric && isLargeForGeneric400(run.size)) {
    return statusDecision(
      'context_overflow',
      'context_overflow.generic_400_large_session',
      `${prefix}.generic_large_session`,
      status,
      {
        field: facts.bodyMessageField ?? facts.bodyField ?? 'body',
        matched: `"${clipMatched(bodyMessage)}" with ${run.size.approxTokens} tokens / ${run.size.numMessages} messages`,
      },
    );
  }
  return statusDecision('format_error', 'request.invalid', prefix, status);
}

function byStatus500(run: Run, status: number): Decision {
  return (
    requestRepairs(run, `status.${status}`) ??
    overflowByText(run, `status.${status}.overflow_text`) ??
    serverErrorByText(run, status, status === 502 ? 'server.bad_gateway' : 'server.internal')
  );
}

/** A 5xx whose text says capacity is overloaded, whose text says timeout is a timeout, else server_error. */
function serverErrorByText(run: Run, status: number, category: string): Decision {
  return (
    byText(
      run,
      P.OVERLOADED_STRONG,
      'overloaded',
      'overloaded.capacity',
      'status',
      `status.${status}.overload_text`,
    ) ??
    byText(
      run,
      TIMEOUT_WORDS,
      'timeout',
      'transport.timeout',
      'status',
      `status.${status}.timeout_text`,
    ) ??
    statusDecision('server_error', category, `status.${status}`, status)
  );
}

function byOther4xx(run: Run, status: number): Decision {
  const coded = codeRule(run.facts, false, ['server_error', 'overloaded', 'timeout', 'rate_limit']);
  if (coded) return { ...coded, step: 'status', rule: `status.${status}.code` };
  return (
    overflowByText(run, `status.${status}.overflow_text`) ??
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'status',
      `status.${status}.model_text`,
    ) ??
    byText(
      run,
      P.SERVER_ERROR_TEXT,
      'server_error',
      'server.internal',
      'status',
      `status.${status}.server_text`,
    ) ??
    byText(
      run,
      P.OVERLOADED,
      'overloaded',
      'overloaded.capacity',
      'status',
      `status.${status}.overload_text`,
    ) ??
    byText(
      run,
      P.RATE_LIMIT,
      'rate_limit',
      rateLimitCategory,
      'status',
      `status.${status}.rate_limit_text`,
    ) ??
    (status === 410
      ? statusDecision('model_not_found', 'model.deprecated', 'status.410', status)
      : statusDecision('format_error', 'request.invalid', `status.${status}`, status))
  );
}

function byOther5xx(run: Run, status: number): Decision {
  if (status === 504 || status === 524) {
    return statusDecision('timeout', 'server.gateway_timeout', `status.${status}`, status);
  }
  return serverErrorByText(run, status, 'server.internal');
}

// ---------------------------------------------------------------------------------------------
// Step 3: structured codes (and class names) when there is no status

function codeRule(
  facts: ErrorFacts,
  weak: boolean,
  only?: readonly Reason[],
): Decision | undefined {
  for (const code of facts.codes) {
    const rule = CODE_RULES.get(code.lower);
    if (rule === undefined || (rule.weak ?? false) !== weak) continue;
    if (only !== undefined && !only.includes(rule.reason)) continue;
    return {
      reason: rule.reason,
      category: rule.category,
      step: 'code',
      rule: `code.${code.lower}`,
      field: code.field,
      matched: code.value,
    };
  }
  for (const name of facts.names) {
    const rule = CODE_RULES.get(name);
    if (rule === undefined || (rule.weak ?? false) !== weak) continue;
    if (only !== undefined && !only.includes(rule.reason)) continue;
    return {
      reason: rule.reason,
      category: rule.category,
      step: 'code',
      rule: `name.${name}`,
      field: 'name',
      matched: name,
    };
  }
  return undefined;
}

function byCode(run: Run, weak: boolean): Decision | undefined {
  const decision = codeRule(run.facts, weak);
  if (decision === undefined) return undefined;
  const { text } = run;
  // Refine what a code alone cannot say.
  if (decision.reason === 'auth' && P.AUTH_PERMANENT.test(text)) {
    return { ...decision, reason: 'auth_permanent', category: permanentCategory(text) };
  }
  if (decision.reason === 'auth' && P.MODEL_ACCESS.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.access_denied' };
  }
  if (decision.reason === 'server_error' && P.OVERLOADED_STRONG.test(text)) {
    return { ...decision, reason: 'overloaded', category: 'overloaded.capacity' };
  }
  if (decision.reason === 'rate_limit') {
    if (P.BILLING_STRICT.test(text))
      return { ...decision, reason: 'billing', category: billingCategory(text) };
    return { ...decision, category: rateLimitCategory(text) };
  }
  if (decision.reason === 'format_error' && P.CONTEXT_OVERFLOW.test(text)) {
    return {
      ...decision,
      reason: 'context_overflow',
      category: 'context_overflow.prompt_too_long',
      repair: lowerMaxTokens(text),
    };
  }
  if (decision.reason === 'context_overflow' && decision.repair === undefined) {
    const repair = lowerMaxTokens(text);
    if (repair) return { ...decision, category: 'context_overflow.max_tokens', repair };
  }
  return decision;
}

// ---------------------------------------------------------------------------------------------
// Step 4: message patterns when there is neither status nor code

function byMessage(run: Run): Decision | undefined {
  const { text } = run;
  const payload = byText(
    run,
    P.PAYLOAD_TOO_LARGE,
    'payload_too_large',
    'request.payload_too_large',
    'message',
    'message.payload_too_large',
  );
  if (payload) {
    // "Request too large for model … on tokens per min" is one request over the TPM window.
    if (P.REQUEST_TOO_LARGE_FOR_LIMIT.test(text) && /tokens? per|\btpm\b/.test(text)) {
      return {
        ...payload,
        reason: 'context_overflow',
        category: 'context_overflow.exceeds_tpm',
        rule: 'message.request_exceeds_window',
      };
    }
    return payload;
  }
  const image = byText(
    run,
    P.IMAGE_TOO_LARGE,
    'image_too_large',
    'request.image_too_large',
    'message',
    'message.image_too_large',
    { kind: 'shrink_images' },
  );
  if (image) return image;
  const upstream = byText(
    run,
    P.UPSTREAM_RATE_LIMIT,
    'upstream_rate_limit',
    'rate_limit.upstream',
    'message',
    'message.aggregator_upstream',
  );
  if (upstream) return upstream;
  const usage = P.USAGE_LIMIT.exec(text);
  if (usage !== null && !P.BILLING_STRICT.test(text)) {
    const transient = P.TRANSIENT_SIGNAL.exec(text);
    if (transient !== null) {
      return {
        reason: 'rate_limit',
        category: /quota|usage/.test(usage[0])
          ? 'rate_limit.usage_window'
          : rateLimitCategory(text),
        step: 'message',
        rule: 'message.usage_window_transient',
        field: fieldOf(run.facts, P.USAGE_LIMIT),
        matched: `${usage[0]} + ${transient[0]}`,
      };
    }
  }
  return (
    byText(
      run,
      P.OVERLOADED,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.overloaded',
    ) ??
    byText(run, P.BILLING, 'billing', billingCategory, 'message', 'message.billing') ??
    byText(run, P.RATE_LIMIT, 'rate_limit', rateLimitCategory, 'message', 'message.rate_limit') ??
    overflowMessage(run) ??
    // A client-side SyntaxError ("… is not valid JSON") is a protocol bug, not a request fault.
    (run.facts.names.includes('syntaxerror')
      ? undefined
      : byText(
          run,
          P.VALIDATION,
          'format_error',
          'request.invalid_parameter',
          'message',
          'message.validation',
        )) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'message',
      'message.auth_permanent',
    ) ??
    authByMessage(run) ??
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'message',
      'message.model_not_found',
    ) ??
    byText(
      run,
      /idle timeout|no (?:stream )?events? (?:received )?(?:for|in)|stream (?:stalled|idle)/,
      'timeout',
      'stream.idle_timeout',
      'message',
      'message.stream_idle',
    ) ??
    timeoutMessage(run) ??
    byText(
      run,
      P.SERVER_ERROR_TEXT,
      'server_error',
      'server.internal',
      'message',
      'message.server_error',
    )
  );
}

/** Authentication wording without a status: the 401 rules, in the same order. */
function authByMessage(run: Run): Decision | undefined {
  const { text } = run;
  const any = P.AUTH_ANY.exec(text);
  if (any === null) return undefined;
  const refreshable = P.AUTH_TRANSIENT.test(text);
  const keyRejected = !refreshable && /\bkeys?\b|unauthori[sz]ed|api[ _-]?key/.test(text);
  return {
    reason: keyRejected ? 'auth_permanent' : 'auth',
    category: keyRejected
      ? 'auth.invalid_key'
      : refreshable
        ? 'auth.expired_token'
        : 'auth.unauthorized',
    step: 'message',
    rule: keyRejected ? 'message.auth_key_rejected' : 'message.auth',
    field: fieldOf(run.facts, P.AUTH_ANY),
    matched: any[0],
  };
}

function overflowMessage(run: Run): Decision | undefined {
  const decision = overflowByText(run, 'message.context_overflow');
  return decision ? { ...decision, step: 'message' } : undefined;
}

function timeoutMessage(run: Run): Decision | undefined {
  // A disconnect phrase must reach step 6 (large-session heuristic) first.
  if (P.DISCONNECT.test(run.text)) return undefined;
  return byText(run, P.TIMEOUT_TEXT, 'timeout', 'transport.timeout', 'message', 'message.timeout');
}

// ---------------------------------------------------------------------------------------------
// Steps 5–7: TLS, disconnects, transport

function hasTransportCode(facts: ErrorFacts): boolean {
  for (const code of facts.chainCodes) {
    if (
      TRANSPORT_CODES.has(code.code) ||
      code.code.startsWith('UND_ERR_') ||
      P.TLS_CODE.test(code.code)
    ) {
      return true;
    }
  }
  return false;
}

function byTls(run: Run): Decision | undefined {
  for (const code of run.facts.chainCodes) {
    if (P.TLS_CODE.test(code.code)) {
      return {
        reason: 'timeout',
        category: 'transport.ssl_cert',
        step: 'tls',
        rule: 'tls.code',
        field: code.field,
        matched: code.code,
      };
    }
  }
  return byText(run, P.TLS_TEXT, 'timeout', 'transport.ssl_cert', 'tls', 'tls.text');
}

function byDisconnect(run: Run): Decision | undefined {
  let field: string | undefined;
  let matched: string | undefined;
  for (const code of run.facts.chainCodes) {
    if (DISCONNECT_CODES.has(code.code)) {
      field = code.field;
      matched = code.code;
      break;
    }
  }
  if (matched === undefined) {
    const match = P.DISCONNECT.exec(run.text);
    if (match === null) return undefined;
    field = fieldOf(run.facts, P.DISCONNECT);
    matched = match[0];
  }
  if (isLargeForDisconnect(run.size)) {
    return {
      reason: 'context_overflow',
      category: 'context_overflow.disconnect_large_session',
      step: 'disconnect',
      rule: 'disconnect.large_session',
      field,
      matched: `${matched} with ${run.size.approxTokens} tokens / ${run.size.numMessages} messages`,
    };
  }
  return {
    reason: 'timeout',
    category: 'transport.reset',
    step: 'disconnect',
    rule: 'disconnect.small_session',
    field,
    matched,
  };
}

function byTransport(run: Run): Decision | undefined {
  const { facts } = run;
  for (const code of facts.chainCodes) {
    const category =
      TRANSPORT_CODES.get(code.code) ??
      (code.code.startsWith('UND_ERR_') ? 'transport.other' : undefined);
    if (category !== undefined) {
      return {
        reason: 'timeout',
        category,
        step: 'transport',
        rule: 'transport.code',
        field: code.field,
        matched: code.code,
      };
    }
  }
  if (facts.sawTimeoutError) {
    return {
      reason: 'timeout',
      category: 'transport.timeout',
      step: 'transport',
      rule: 'transport.timeout_error',
      field: 'name',
      matched: 'TimeoutError',
    };
  }
  for (const name of facts.names) {
    const category = TRANSPORT_NAMES.get(name);
    if (category !== undefined) {
      return {
        reason: 'timeout',
        category,
        step: 'transport',
        rule: 'transport.name',
        field: 'name',
        matched: name,
      };
    }
  }
  const match = P.TRANSPORT_TEXT.exec(run.text);
  if (match === null) return undefined;
  const text = match[0];
  const category = /getaddrinfo|enotfound|eai_again|dns|name resolution/.test(text)
    ? 'transport.dns'
    : /refused|econnrefused|unreachable|no route/.test(text)
      ? 'transport.refused'
      : /etimedout|timeout/.test(text)
        ? 'transport.timeout'
        : 'transport.other';
  return {
    reason: 'timeout',
    category,
    step: 'transport',
    rule: 'transport.text',
    field: fieldOf(facts, P.TRANSPORT_TEXT),
    matched: text,
  };
}

// ---------------------------------------------------------------------------------------------
// Result

/** Reasons where a provider's wait hint matters to the engine. */
const WAIT_REASONS: ReadonlySet<Reason> = new Set<Reason>([
  'rate_limit',
  'upstream_rate_limit',
  'overloaded',
  'server_error',
  'billing',
  'long_context_tier',
  'timeout',
  'unknown',
  'context_overflow',
]);

function bestMessage(facts: ErrorFacts): string {
  let message: string;
  if (facts.upstreamMessage !== undefined && facts.bodyMessage !== undefined) {
    message = `${facts.bodyMessage}: ${facts.upstreamMessage}`;
  } else {
    message =
      facts.bodyMessage ?? facts.upstreamMessage ?? (facts.ownMessage || facts.bodyText || '');
  }
  if (message === '') {
    message =
      facts.names[0] ?? (facts.status !== undefined ? `HTTP ${facts.status}` : 'unknown error');
  }
  // Redact a window a little longer than the output: a key cut at the edge is dropped anyway.
  const redacted = redactSecrets(message.length > 640 ? message.slice(0, 640) : message);
  return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE - 1)}…` : redacted;
}

function build(
  run: Run,
  decision: Decision,
  provider: string | undefined,
  model: string | undefined,
  nowMs: number | undefined,
): Classification {
  const { facts } = run;
  run.trace.push({
    step: decision.step,
    rule: decision.rule,
    field: decision.field,
    matched:
      decision.matched === undefined ? undefined : clipMatched(redactSecrets(decision.matched)),
    decided: true,
  });
  const flags = REASON_FLAGS[decision.reason];
  const wait =
    WAIT_REASONS.has(decision.reason) &&
    (decision.reason !== 'context_overflow' || facts.status === 429)
      ? parseRetryAfter({
          headers: facts.headers,
          bodyHeaders: facts.bodyHeaders,
          details: facts.details,
          text: run.text,
          textIsLowerCase: true,
          nowMs,
        })
      : undefined;
  // A numeric code that only repeats the HTTP status says nothing new.
  const statusText = facts.status === undefined ? '' : String(facts.status);
  const code =
    facts.codes.find((candidate) => candidate.value !== statusText)?.value ??
    facts.chainCodes[0]?.code;
  return {
    reason: decision.reason,
    category: decision.category,
    status: facts.status,
    code,
    message: bestMessage(facts),
    provider,
    model,
    retryable: flags.retryable,
    shouldCompress: flags.shouldCompress,
    shouldRotateCredential: flags.shouldRotateCredential,
    shouldFallback: flags.shouldFallback,
    repair: decision.repair,
    retryAfterMs: wait?.retryAfterMs,
    resetAt: wait?.resetAt,
    upstreamProvider: facts.upstreamProvider,
    explain: run.trace,
  };
}
