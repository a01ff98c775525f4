/**
 * A 429: overload sent as 429, the aggregator's upstream limit, one request over the token window,
 * billing, then a rate limit with its category.
 * @module
 */
import { parseRetryAfter } from '../retry-after.js';
import { billingCategory, rateLimitCategory } from './categories.js';
import {
  accessTerminated,
  billingCodeOf,
  byText,
  clipMatched,
  codeField,
  currentQuotaExhausted,
  type Decision,
  fieldOf,
  grpcSizeLimit,
  passesGate,
  quotaRefillStated,
  quotaWordsOnAThrottle,
  type Run,
  requestedOverTokenWindow,
  requestFitsTokenWindow,
  statusDecision,
  transientSignal,
  upstreamRateLimit,
} from './decision.js';
import * as P from './patterns.js';

/** Every {@link P.LISTED_CAUSES} of a text, for `replace` (the shared pattern has no `g` flag). */
const LISTED_CAUSES_ALL = new RegExp(P.LISTED_CAUSES.source, 'g');

/** A 429 for one request that is larger than the whole per-minute token allowance. */
export function exceedsTokenWindow(run: Run): Decision | undefined {
  const phrase =
    run.text.includes('too large') || run.text.includes('reduce')
      ? P.REQUEST_TOO_LARGE_FOR_LIMIT.exec(run.text)
      : null;
  // The sentence around a request that fits the window is the plain 429 (batch 714).
  if (phrase !== null && !requestFitsTokenWindow(run.text)) {
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
  const over = requestedOverTokenWindow(run.text);
  if (over === undefined) return undefined;
  return statusDecision(
    'context_overflow',
    'context_overflow.exceeds_tpm',
    'status.429.requested_over_limit',
    429,
    { field: 'message', matched: over },
  );
}

/** A header wait longer than this says the allowance, not a window, refused the request. */
const WINDOW_WAIT_MAX_MS = 3_600_000;

/**
 * A refilling window or a wait in the text, or a header wait (every DESIGN §2.3 form:
 * `retry-after-ms`, `retry-after`, `x-ratelimit-reset-*` …) of at most an hour.
 */
function statesWindowOrWait(run: Run): boolean {
  if (P.WINDOW_OR_WAIT.test(run.text)) return true;
  const { headers } = run.facts;
  const waitMs = headers === undefined ? undefined : parseRetryAfter({ headers }).retryAfterMs;
  return waitMs !== undefined && waitMs <= WINDOW_WAIT_MAX_MS;
}

/**
 * An allowance that does not refill within a window (per month, a free trial) on a 429, unless a
 * window or a wait is stated next to it, or (but for a month) a transient signal ("please try again
 * later").
 */
function fixedAllowance(run: Run): Decision | undefined {
  const allowance = byText(
    run,
    P.FIXED_ALLOWANCE,
    'billing',
    billingCategory,
    'status',
    'status.429.billing_text',
  );
  if (allowance === undefined || statesWindowOrWait(run)) return undefined;
  // "Try again later" next to a free trial's limit: a window. A month stated in so many words does
  // not refill by a later try ("5,000 requests per month. Try again later." stays billing).
  return transientSignal(run.text) !== null && !P.MONTHLY_ALLOWANCE.test(run.text)
    ? undefined
    : allowance;
}

/** A retry wrapper's last attempt quoted with the upstream's own 429 ("Last error: HTTP 429: {…"). */
const LAST_ERROR_QUOTES_429 = /\blast error: http 429\b/;
/** The Anthropic-shaped error type a relay gives its own failure. */
const OVERLOADED_TYPE = /\boverloaded_error\b/g;

/**
 * A relay's own `overloaded_error` type over the upstream 429 it quotes ("All 1 attempts failed.
 * Last error: HTTP 429: {… "You have exhausted your capacity on this model. Your quota will reset
 * after 2h37m22s." …}", Antigravity Manager's Anthropic-shaped proxy, which types every upstream
 * failure it gives up on so; batches 139, 152, 493): the type is the relay's label, no word on
 * capacity, so the quoted upstream's words decide. Capacity words of the text's own ("The model is
 * overloaded", "No capacity available") still do. Another quoted status (a 5xx) keeps the type's
 * reading: the relay's 429 is not that status's; a quoted 403 is read as a 403 before this rule
 * (`relayed403Under429` in by-status.ts).
 */
function relayTypeOverQuoted429(text: string): boolean {
  if (!text.includes('overloaded_error') || !LAST_ERROR_QUOTES_429.test(text)) return false;
  return !P.OVERLOADED_STRONG.test(text.replace(OVERLOADED_TYPE, ' '));
}

/**
 * Capacity words only inside a client's list of the causes a 429 may have ({@link
 * P.LISTED_CAUSES}): the provider's own words and codes decide (an `insufficient_quota` type in the
 * body beside Genie's list, batch 923, is billing).
 */
function capacityOnlyListed(text: string): boolean {
  if (!text.includes('reasons: ') && !text.includes('causes: ')) return false;
  return !P.OVERLOADED_STRONG.test(text.replace(LISTED_CAUSES_ALL, ' '));
}

export function byStatus429(run: Run): Decision {
  const { facts, text } = run;
  // Before the capacity words: "Upstream service temporarily unavailable" is capacity on a 5xx,
  // but on a 429 it is the aggregator relaying its upstream's refusal, however it is worded.
  const upstreamUnavailable = byText(
    run,
    P.UPSTREAM_PROVIDER_UNAVAILABLE,
    'upstream_rate_limit',
    'rate_limit.upstream',
    'status',
    'status.429.upstream_provider_unavailable',
  );
  if (upstreamUnavailable) return upstreamUnavailable;
  // OpenAI's overload sentence cut before the word ends ("That model is currently overloa", held
  // h2047) is the same verdict, under the same guards (rule group WC, session 77).
  const overloaded =
    relayTypeOverQuoted429(text) || capacityOnlyListed(text)
      ? undefined
      : (byText(
          run,
          P.OVERLOADED_STRONG,
          'overloaded',
          'overloaded.capacity',
          'status',
          'status.429.overload_text',
        ) ??
        byText(
          run,
          P.MODEL_OVERLOADED_CUT,
          'overloaded',
          'overloaded.capacity',
          'status',
          'status.429.model_overloaded_cut',
        ));
  if (overloaded) return overloaded;
  const notReadyNamed = facts.names.includes('modelnotreadyexception');
  if (notReadyNamed || P.MODEL_NOT_READY_EXCEPTION.test(facts.ownMessage.toLowerCase())) {
    return statusDecision(
      'overloaded',
      'overloaded.model_not_ready',
      'status.429.model_not_ready',
      429,
      {
        field: notReadyNamed ? 'name' : 'message',
        matched: 'ModelNotReadyException',
      },
    );
  }
  // A request-shape check a relay answers with 429 ("Invalid 'tools': array too long. Expected an
  // array with maximum length 128, but got … 152 …|错误码: array.above max length|HTTP 429", batch
  // 352): the same request fails the same way after any wait.
  const tooLong = byText(
    run,
    P.ARRAY_ABOVE_MAX_LENGTH,
    'format_error',
    'request.invalid',
    'status',
    'status.429.array_above_max_length',
  );
  if (tooLong) return tooLong;
  // DuckDuckGo AI Chat's 429 `ERR_INPUT_LIMIT` / `ERR_CONVERSATION_LIMIT` (batch 364): the
  // conversation is too long for the service; waiting does not shrink it, sending less does.
  const conversation = byText(
    run,
    P.CONVERSATION_LIMIT_TYPE,
    'context_overflow',
    'context_overflow.prompt_too_long',
    'status',
    'status.429.conversation_limit_type',
  );
  if (conversation) return conversation;
  // A relay's watchdog that says only "Response timeout - request timed out" under its 429 (held
  // "Response timeout" ×5 timeout): no rate or quota is named, the words decide (rule group XA,
  // session 78).
  const timedOut = timeoutOnlyText(run);
  if (timedOut) return timedOut;
  const upstream = upstreamRateLimit(run, 'status', 'status.429.aggregator_upstream');
  if (upstream) return upstream;
  // "Provider returned error" on a 429: the aggregator's upstream refused, not our key.
  if (
    P.PROVIDER_RETURNED_ERROR.test(text) ||
    (facts.upstreamMessage !== undefined && facts.upstreamProvider !== undefined)
  ) {
    // …unless the upstream says its account is out of money: waiting does not refill that.
    const upstreamBilling =
      facts.upstreamMessage === undefined
        ? null
        : P.BILLING_STRICT.exec(facts.upstreamMessage.toLowerCase());
    if (upstreamBilling !== null) {
      return statusDecision(
        'billing',
        billingCategory(text),
        'status.429.aggregator_upstream_billing',
        429,
        { field: facts.upstreamField ?? 'body.error.metadata.raw', matched: upstreamBilling[0] },
      );
    }
    return statusDecision(
      'upstream_rate_limit',
      'rate_limit.upstream',
      'status.429.aggregator_provider_error',
      429,
      {
        field: facts.upstreamField ?? 'body.error.metadata.raw',
        matched: clipMatched(facts.upstreamMessage ?? 'provider returned error'),
      },
    );
  }
  // A relay naming the upstream that refused ("Error from provider (Z.ai): Weekly/Monthly Limit
  // Exhausted. Your limit will reset at …"): the upstream account's limit, which resets, not the
  // caller's allowance; without a reset stated its billing words still decide below.
  if (P.ERROR_FROM_NAMED_PROVIDER.test(text)) {
    const resets = P.LIMIT_RESETS.exec(text);
    if (resets !== null) {
      return statusDecision(
        'upstream_rate_limit',
        'rate_limit.upstream',
        'status.429.relayed_limit_resets',
        429,
        { field: fieldOf(facts, P.LIMIT_RESETS), matched: resets[0] },
      );
    }
  }
  // OpenAI's access_terminated comes on a 429 too: no window refills it. After the aggregator
  // checks: an upstream's dead key is not ours.
  const terminated = accessTerminated(run, 'status', 'status.429.access_terminated');
  if (terminated) return terminated;
  const tooLarge = exceedsTokenWindow(run);
  if (tooLarge) return tooLarge;
  // gRPC's cap on a message or metadata, which Google's REST mapping of RESOURCE_EXHAUSTED sends as
  // 429 (api_core's "ResourceExhausted: 429 Received message larger than max (…)"): a size, no quota.
  const grpcCap = grpcSizeLimit(run, 'status');
  if (grpcCap) return grpcCap;
  const throttle = quotaWordsOnAThrottle(
    run,
    'status',
    'status.429.throttle_doc_anchor',
    'status.429.throttle_allocation_quota_code',
  );
  if (throttle) return throttle;
  const billingCode = billingCodeOf(facts);
  // Google's QUOTA_EXHAUSTED beside the reset it states: a quota that refills ({@link quotaRefillStated}).
  const refills = quotaRefillStated(run, billingCode);
  if (refills !== undefined) {
    return statusDecision(
      'rate_limit',
      'rate_limit.quota_window',
      'status.429.quota_code_refills',
      429,
      refills,
    );
  }
  // DashScope's "Allocated quota exceeded, please increase your quota limit." under OpenAI's
  // `insufficient_quota` (Model Studio's token plan, openclaw, batch 696; held ×8 as a rate limit):
  // a per-minute allocation, not money, whatever code the compatible mode borrows.
  const allocated = billingCode === undefined ? null : P.ALLOCATED_QUOTA_EXCEEDED.exec(text);
  if (allocated !== null) {
    return statusDecision(
      'rate_limit',
      'rate_limit.quota_window',
      'status.429.allocated_quota',
      429,
      {
        field: fieldOf(facts, P.ALLOCATED_QUOTA_EXCEEDED),
        matched: allocated[0],
      },
    );
  }
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(text), 'status.429.billing_code', 429, {
      field: codeField(facts, billingCode),
      matched: billingCode,
    });
  }
  const billing =
    // LiteLLM proxy's spent max_budget, which it sends as a 429 (rule group VA, session 76).
    byText(
      run,
      P.MAX_BUDGET_REACHED,
      'billing',
      billingCategory,
      'status',
      'status.429.max_budget',
    ) ??
    byText(
      run,
      P.BILLING_STRICT_CORE,
      'billing',
      billingCategory,
      'status',
      'status.429.billing_text',
    ) ??
    // A per-month or free-trial allowance, read past when quoted next to a window or a stated wait
    // ("20 requests per minute. (Your quota: 50,000 requests per month.)"): the window refused it.
    fixedAllowance(run);
  if (billing) return billing;
  // Google's quota documents (RESOURCE_EXHAUSTED, quotaMetric/quotaId) describe refilling windows
  // even when a client kept them only as text: `currentQuotaExhausted` reads past them.
  const quota = currentQuotaExhausted(run);
  if (quota !== null) {
    return statusDecision('billing', 'billing.quota_exhausted', 'status.429.current_quota', 429, {
      field: fieldOf(facts, P.CURRENT_QUOTA),
      matched: quota[0],
    });
  }
  return statusDecision('rate_limit', rateLimitCategory(text), 'status.429', 429);
}

/** A quota or an exhausted resource named beside a timeout (RATE_LIMIT reads the rate words). */
const RATE_OR_QUOTA_NAMED = /\bquota\b|resource[_ ]exhausted|\bper (?:minute|hour|day)\b/;

/**
 * The provider's own message (the body's, else the error's) when it says only that the request or
 * the response timed out (P.TIMEOUT_ONLY_TEXT): read on that message, not the whole text, so a body
 * rendering with a client's headline around it reads the same, unless the text names a rate or a
 * quota elsewhere (session 78 review 1).
 */
function timeoutOnlyText(run: Run): Decision | undefined {
  if (!passesGate(run.text, P.TIMEOUT_ONLY_TEXT)) return undefined;
  // A rate or quota named anywhere else in the text (a relay's headline around a nested timeout)
  // keeps the 429's reading.
  if (P.RATE_LIMIT.test(run.text) || RATE_OR_QUOTA_NAMED.test(run.text)) return undefined;
  const own = run.facts.bodyMessage ?? run.facts.ownMessage;
  const match = P.TIMEOUT_ONLY_TEXT.exec(own.toLowerCase());
  if (match === null) return undefined;
  return {
    reason: 'timeout',
    category: 'transport.timeout',
    step: 'status',
    rule: 'status.429.timeout_only_text',
    field: run.facts.bodyMessage === undefined ? 'message' : (run.facts.bodyMessageField ?? 'body'),
    matched: match[0],
  };
}
