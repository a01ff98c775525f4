/**
 * Step 3 of the pipeline (DESIGN §1.2): structured codes and error class names, when there is no
 * status.
 * @module
 */
import {
  billingCategory,
  codedPermanentCategory,
  permanentCategory,
  rateLimitCategory,
} from './categories.js';
import { FRAMEWORK_STATUS_CODE, GENERIC_CHAIN_CODE } from './chain-code-kinds.js';
import { CODE_RULES } from './code-rules.js';
import {
  armInnerCodes,
  billingCodeOf,
  byText,
  concurrencyNotBalance,
  currentQuotaExhausted,
  type Decision,
  grpcSizeLimit,
  namesTransportFailure,
  passesGate,
  quotaRefillStated,
  type Run,
  requestedOverTokenWindow,
  requestFitsTokenWindow,
  transientSignal,
  upstreamRateLimit,
} from './decision.js';
import type { ErrorFacts } from './extract.js';
import { lowerMaxTokens, overflowByText } from './overflow-by-text.js';
import * as P from './patterns.js';
import type { Reason } from './types.js';

/** A message that is only "model is empty" or "model is required" on its line (see its use). */
const MODEL_PARAMETER_ABSENT = /(?:^|\n)[ \t"']*model is (?:empty|required)[.!"']?[ \t]*(?:\n|$)/;

/**
 * A key said to have reached its own usage or spend limit, read from the words whatever status or
 * code stands beside them: "Unauthorized: LLMGateway API key reached its usage limit." (held h427
 * and h924 billing, the second a 401 and kept without it by a client, session 55) is the owner's cap
 * spent, not the credential refused, as the code step reads it over an invalid-key code. Not when a
 * window or a wait is stated ("… try again tomorrow"): that cap refills.
 */
export function keyUsageCapReached(run: Run, step: string, rule: string): Decision | undefined {
  if (keyCapWords(run.text) === null) return undefined;
  return byText(run, P.KEY_USAGE_LIMIT_REACHED, 'billing', 'billing.spend_limit', step, rule);
}

/**
 * A relay's pool with no healthy account or key ("No healthy provider found in pool", grok2api's
 * "账号不足"): capacity, in whichever step kept its words (a 5xx, a generic server type, the message
 * alone). One reading so the status, code and message steps cannot drift apart.
 */
export function relayPoolNoneHealthy(run: Run, step: string, rule: string): Decision | undefined {
  return byText(run, P.RELAY_POOL_NONE_HEALTHY, 'overloaded', 'overloaded.unavailable', step, rule);
}

/**
 * Ollama's Go chat template reading a field the request lacks ("template: … can't evaluate field
 * Tools"): the request's, in whichever step kept its words (see {@link relayPoolNoneHealthy}).
 */
export function chatTemplateFieldMissing(
  run: Run,
  step: string,
  rule: string,
): Decision | undefined {
  return byText(run, P.GO_TEMPLATE_FIELD_MISSING, 'format_error', 'request.invalid', step, rule);
}

/** A window named beside a cap ("… for today", "this hour", "daily"): a cap that refills. */
const NAMED_WINDOW =
  /\b(?:today|tomorrow|(?:this|the current|next) (?:minute|hour|day|week)|hourly|daily)\b/;

/**
 * The words of a key's own usage cap reached ({@link P.KEY_USAGE_LIMIT_REACHED}), unless a window,
 * a wait or a transient signal stands in the text: shared by the code step (an invalid-key code
 * around them) and {@link keyUsageCapReached}, so the two cannot drift apart.
 */
function keyCapWords(text: string): RegExpExecArray | null {
  if (!text.includes('limit') || P.WINDOW_OR_WAIT.test(text) || NAMED_WINDOW.test(text))
    return null;
  if (transientSignal(text) !== null) return null;
  return P.KEY_USAGE_LIMIT_REACHED.exec(text);
}

/**
 * A class name without its namespace: Ruby's "RubyLLM::BadRequestError" (batch 314), Python's
 * "openai.RateLimitError", the AWS Java SDK's "….model.ThrottlingException" name the same SDK classes
 * the rules know bare (`badrequesterror`, `ratelimiterror`, `throttlingexception`): the namespace
 * says which SDK, not what failed.
 */
function classTail(name: string): string {
  const cut = Math.max(name.lastIndexOf('.'), name.lastIndexOf(':'), name.lastIndexOf('\\'));
  if (cut < 0) return name;
  const tail = name.slice(cut + 1);
  return CLASS_TAIL.test(tail) ? tail : name;
}
/**
 * A tail read without its namespace must be a class's name (`…Error`, `…Exception`): an enum
 * value written with its type is no SDK class ("StatusCode.UNAVAILABLE", "Grpc.Core.StatusCode.
 * Unavailable" as an error's name, which gRPC raises on the client for a channel that failed as
 * well; "StatusCode.INTERNAL" for a stream the client reset), so the bare codes `unavailable`,
 * `internal` or `unauthorized` are not read from it (review 35).
 */
const CLASS_TAIL = /(?:error|exception)$/;

export function codeRule(
  facts: ErrorFacts,
  weak: boolean,
  only?: readonly Reason[],
): Decision | undefined {
  for (const code of facts.codes) {
    const decided = codeDecision(code, weak, only);
    if (decided) return decided;
  }
  for (const inner of armInnerCodes(facts)) {
    const decided = codeDecision(inner, weak, only);
    if (decided) return decided;
  }
  const dotted = dottedChainCode(facts, weak, only);
  if (dotted) return dotted;
  for (const name of facts.names) {
    const key = CODE_RULES.has(name) ? name : classTail(name);
    const rule = CODE_RULES.get(key);
    if (rule === undefined || (rule.weak ?? false) !== weak) continue;
    if (only !== undefined && !only.includes(rule.reason)) continue;
    return {
      reason: rule.reason,
      category: rule.category,
      step: 'code',
      rule: `name.${key}`,
      field: 'name',
      matched: name,
    };
  }
  return undefined;
}

/**
 * A provider's `Category.Reason` code kept on the error object itself (Tencent Cloud's SDKs set
 * `code: "FailedOperation.RpcFail"`, batch 804) lands among the chain's transport codes; no Node or
 * socket code has a dot, so a dotted one is the provider's, read from the same table.
 */
function dottedChainCode(
  facts: ErrorFacts,
  weak: boolean,
  only: readonly Reason[] | undefined,
): Decision | undefined {
  for (const chain of facts.chainCodes) {
    if (chain.code.indexOf('.') < 0) continue;
    const code = { value: chain.code, lower: chain.code.toLowerCase(), field: chain.field };
    const decided = codeDecision(code, weak, only);
    if (decided) return decided;
  }
  return undefined;
}

/**
 * Any other provider code kept on the error object alone (Copilot Studio's `CONTEXT_LENGTH_EXCEEDED`,
 * `DEPLOYMENT_NOT_FOUND`, `OpenAIRateLimitReached` under "An error has occurred.", batch 843): read
 * from the same table once no wording decided, since a client's code beside a message is often its
 * own filing, and the words say more. Only the table's firm entries: a weak one waits for the vote.
 * Not a system code ({@link SYSTEM_CODE}), which the transport step reads, nor a framework's status
 * name ({@link FRAMEWORK_STATUS_CODE}), left unread here: the words and the status say more.
 */
export function byChainCode(run: Run): Decision | undefined {
  for (const chain of run.facts.chainCodes) {
    // The one framework status name that says what failed by itself: TOO_MANY_REQUESTS is the 429's
    // name (Dify's and DigitalOcean's documented `too_many_requests`, held h843, h882, kept with
    // the code alone; held ×3 rate_limit), read from the table (`too_many_requests`) as the 429
    // reads a bare status once no wording or transport code decided. The other names stay unread,
    // as above. Rule group LE, session 68; one meaning in one place (review of session 68, problem 7).
    // So is UNAVAILABLE, gRPC's and Google's name for the 503 ("The service is currently
    // unavailable", transient, retry with backoff): Vertex's documented `UNAVAILABLE` kept as the code
    // alone with its words in Korean (held h881-vertex-ko-503-unavailable; held `code` UNAVAILABLE ×10,
    // 8 overloaded, the timeout and auth_permanent ones decided by their words first), read from the
    // table (`unavailable`, overloaded) as its 503 reads. Rule group QF, session 73. Not when the
    // text names a cut connection or a parse error (gRPC's "14 UNAVAILABLE: Connection dropped",
    // "Socket closed", "Firestore is offline", "Unexpected token … in JSON"): gRPC files those under
    // UNAVAILABLE too, and the words (or the vote) say more (session 73 review, problem 2).
    if (
      SYSTEM_CODE.test(chain.code) ||
      (FRAMEWORK_STATUS_CODE.test(chain.code) &&
        chain.code !== 'TOO_MANY_REQUESTS' &&
        chain.code !== 'UNAVAILABLE') ||
      (chain.code === 'UNAVAILABLE' && UNAVAILABLE_TRANSPORT_OR_PARSE_WORDS.test(run.text))
    )
      continue;
    const code = { value: chain.code, lower: chain.code.toLowerCase(), field: chain.field };
    if (GENERIC_CHAIN_CODE.test(code.lower)) continue;
    const decided = codeDecision(code, false, undefined);
    if (decided) return decided;
  }
  return undefined;
}

/**
 * Words of a cut connection or an unparsed answer beside gRPC's `UNAVAILABLE` code (run against the
 * lower-cased text): the code alone does not then read as capacity (session 73 review, problem 2).
 */
const UNAVAILABLE_TRANSPORT_OR_PARSE_WORDS =
  /\b(?:dropped|closed|socket|offline|connect(?:ion|ed|ing)?|reset)\b|is not valid json|unexpected token/;

/**
 * Node's `ERR_…`, undici's `UND_ERR_…`, getaddrinfo's `EAI_…`, an errno (`ECONNRESET`); not an AWS
 * exception name that starts with an E (`ExpiredTokenException`), which the table reads.
 */
const SYSTEM_CODE = /^(?:ERR_|UND_ERR_|EAI_|E(?![A-Z]*EXCEPTION$)[A-Z]{2,14}$)/;

/** The code table's decision for one code, when its rule is of the asked strength and reason. */
function codeDecision(
  code: { readonly value: string; readonly lower: string; readonly field: string },
  weak: boolean,
  only: readonly Reason[] | undefined,
): Decision | undefined {
  const rule = CODE_RULES.get(code.lower);
  if (rule === undefined || (rule.weak ?? false) !== weak) return undefined;
  if (only !== undefined && !only.includes(rule.reason)) return undefined;
  return {
    reason: rule.reason,
    category: rule.category,
    step: 'code',
    rule: `code.${code.lower}`,
    field: code.field,
    matched: code.value,
  };
}

/** "Invalid model" said of the model alone, not of a key or token for it ("invalid model key"). */
const INVALID_MODEL_ONLY = /\binvalid model\b(?![ _-]?(?:key|token|credential|secret|api))/;

/**
 * A verdict that something did not fit ("is full", "exceeds", "too long", "reduce the input"), which
 * an overflow wording needs beside a generic server code; see {@link byCode}.
 */
const OVERFLOW_VERDICT =
  /\b(?:is full|exceed(?:s|ed|ing)?|too (?:long|large|big|many)|overflow(?:s|ed)?|reduce|shorten|truncat(?:e|ed|ing)|more than|larger than|greater than|over the (?:limit|maximum))\b/;

/** Billing codes that name a limit or a quota rather than money owed or spent. */
const LIMIT_NAMED_BILLING_CODES: ReadonlySet<string> = new Set([
  'credit_limit',
  'insufficient_quota',
  'quota_exhausted',
]);

/** The text from botocore's "an error occurred (" on, or all of it when the sentence is not there. */
function fromBotocoreSentence(text: string): string {
  const at = text.indexOf('an error occurred (');
  return at >= 0 ? text.slice(at) : text;
}

/**
 * The google.rpc codes a finished Google long-running operation's error carries (`{"done": true,
 * "error": {"code": 13, "message": "Please refer to our documentation for checking logs …"}}`, a
 * Vertex AI Reasoning Engine deployment, batch 1823): the number is gRPC's, not an HTTP status, and
 * the message often names nothing. 13 INTERNAL is the server's fault
 * (h1823-vertex-reasoning-engine-lro-code-13-internal: server_error; the words vote read its
 * "refer to our documentation" as a request fault); 3 INVALID_ARGUMENT the request's (held h1823
 * code 3 "Reasoning Engine resource failed to start": format_error). Other codes are left to the
 * words. Read at the weak code step, after the message families: a code 3 around an overflow
 * ("The input token count exceeds the maximum number of tokens allowed") stays context_overflow,
 * a code 13 around "Quota exceeded for …" stays rate_limit (review 2 of session 73, problem 1).
 * Rule group QB, session 73.
 */
const OPERATION_ERROR_CODES: ReadonlyMap<number, readonly [Reason, string]> = new Map([
  [3, ['format_error', 'request.invalid']],
  [13, ['server_error', 'server.internal']],
] as const);

/** A Google operation's `done: true` beside its error object's numeric google.rpc code. */
function operationErrorCode(facts: ErrorFacts): Decision | undefined {
  if (facts.envelope === undefined || facts.envelope.done !== true) return undefined;
  const code = facts.errorObject?.code;
  if (typeof code !== 'number') return undefined;
  const reading = OPERATION_ERROR_CODES.get(code);
  if (reading === undefined) return undefined;
  return {
    reason: reading[0],
    category: reading[1],
    step: 'code',
    rule: 'code.operation_error_code',
    field: `${facts.bodyField ?? 'body'}.error.code`,
    matched: `done + code ${code}`,
  };
}

export function byCode(run: Run, weak: boolean): Decision | undefined {
  const decision = codeRule(run.facts, weak);
  if (decision === undefined) return weak ? operationErrorCode(run.facts) : undefined;
  const { text } = run;
  // A request-error code read only from text (botocore's "An error occurred (validationException)
  // when calling …") next to transport wording, or a server fault with a retry invitation ("The
  // system encountered an unexpected error during processing. Try your request again."): Bedrock's
  // stream names a server fault so; the text decides, as if no code were there. A retry invitation
  // alone is no evidence: Bedrock's request faults say "try again with a conversation that …".
  // Only transport wording in or after botocore's sentence counts: a tool's state label before it
  // ("TERMINATED: An error occurred (ValidationException) when calling the ConverseStream
  // operation: The toolUse blocks … contain duplicate Ids", Cyber-AutoAgent, batch 1742,
  // h1742-bedrock-converse-tooluse-duplicate-ids; rule group OB, session 71) is not the service's.
  if (
    decision.reason === 'format_error' &&
    decision.field === 'message.code' &&
    (namesTransportFailure(fromBotocoreSentence(text)) ||
      (P.UNEXPECTED_SERVER_FAULT.test(text) && transientSignal(text) !== null))
  )
    return undefined;
  // A rate-limit class name only (the openai 0.x SDK raised `RateLimitError` for some 5xx answers)
  // around OpenAI's stock server fault ("The server had an error while processing your request"),
  // with no rate-limit words of its own: the server's fault.
  if (
    decision.reason === 'rate_limit' &&
    decision.field === 'name' &&
    P.SERVER_HAD_ERROR.test(text) &&
    !P.RATE_LIMIT.test(text.replaceAll(decision.matched ?? '', ' '))
  ) {
    return { ...decision, reason: 'server_error', category: 'server.internal' };
  }
  // An unavailable class name only (LiteLLM's `ServiceUnavailableError`) around a service's own
  // server fault ("The system encountered an unexpected error during processing. Try your request
  // again.", Bedrock's InternalServerException, batch 179), with no overload words of its own: the
  // server's fault, as the same text is without the class.
  if (
    decision.reason === 'overloaded' &&
    decision.field === 'name' &&
    P.UNEXPECTED_SERVER_FAULT.test(text) &&
    !P.OVERLOADED.test(text.replaceAll(decision.matched ?? '', ' '))
  ) {
    return { ...decision, reason: 'server_error', category: 'server.internal' };
  }
  // one-api/new-api's `bad_response_status_code` only says the upstream answered a non-2xx; with
  // no status anywhere, not even the upstream's in `param` ("502", held), and no words the message
  // step could read (an empty message, batch 634), nothing names the failure, and held lines with
  // the code spread over eight reasons.
  if (decision.rule === 'code.bad_response_status_code' && !relayNamesStatus(run.facts)) {
    return undefined;
  }
  // Refine what a code alone cannot say.
  // An invalid-key code around words that the key reached its own usage or spend limit (LLM
  // Gateway, batch 427): the key is valid and its cap spent, billing, as OpenRouter's key limit.
  if (decision.reason === 'auth_permanent') {
    const capped = keyCapWords(text);
    if (capped !== null) {
      return {
        ...decision,
        reason: 'billing',
        category: 'billing.spend_limit',
        matched: capped[0],
      };
    }
  }
  if (decision.category === 'auth.invalid_key' && tokenExpiryHedge(run)) {
    return { ...decision, reason: 'auth', category: 'auth.expired_token' };
  }
  if (decision.reason === 'auth_permanent') {
    const category = codedPermanentCategory(decision.category, text);
    if (category !== decision.category) return { ...decision, category };
  }
  // An authentication class name (LiteLLM's `AuthenticationError`) around DeepSeek's key verdict
  // "Authentication Fails (governor)" (batch 553): the key, as the words read without the class.
  if (decision.reason === 'auth' && P.AUTHENTICATION_FAILS.test(text)) {
    return { ...decision, reason: 'auth_permanent', category: 'auth.invalid_key' };
  }
  if (decision.reason === 'auth' && P.AUTH_PERMANENT.test(text)) {
    return { ...decision, reason: 'auth_permanent', category: permanentCategory(text) };
  }
  // A model code whose whole message says the request named no model (Qianfan's `invalid_model`
  // "model is empty", held h810 under its 400: format_error; Ollama's "model is required"): the
  // request's missing parameter, as the 400 reads it, not a model that is not there (rule group IE,
  // session 65).
  if (
    decision.reason === 'model_not_found' &&
    text.includes('model is ') &&
    MODEL_PARAMETER_ABSENT.test(text)
  ) {
    return { ...decision, reason: 'format_error', category: 'request.invalid' };
  }
  // A model code whose message says the router holds no credential for the provider (OmniRoute's
  // `model_not_found` "No active credentials for provider: anthropic", held h1296: auth_permanent, as
  // its 404 reads it; held ×4 auth_permanent): the key is missing, whatever model is asked (rule
  // group JC, session 66).
  if (
    decision.reason === 'model_not_found' &&
    passesGate(text, P.NO_PROVIDER_CREDENTIALS) &&
    P.NO_PROVIDER_CREDENTIALS.test(text)
  ) {
    return { ...decision, reason: 'auth_permanent', category: 'auth.invalid_key' };
  }
  // A permission code around requests over the caller's concurrency cap ("You've reached your
  // concurrent request limit. Please wait for your ongoing requests to finish", Moonshot through
  // sub2api typed `permission_error`, held h1382: rate_limit, as under its 403): the running
  // requests clear as they end; not beside a balance said insufficient (rule group IE, session 65).
  if (decision.category === 'auth.forbidden' && concurrencyNotBalance(text)) {
    return { ...decision, reason: 'rate_limit', category: 'rate_limit.concurrency' };
  }
  // A permission code around a verdict on the model alone ("Invalid model", claude.ai's
  // `permission_error`): the key works, another model serves.
  if (decision.category === 'auth.forbidden' && INVALID_MODEL_ONLY.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.access_denied' };
  }
  // Bedrock's AccessDeniedException for a model whose Marketplace charge has no valid card
  // ("Model access is denied due to INVALID_PAYMENT_INSTRUMENT", batch 584): the account's money,
  // before the model-access words it opens with.
  if (decision.reason === 'auth' && P.PAYMENT_INSTRUMENT_INVALID.test(text)) {
    return { ...decision, reason: 'billing', category: 'billing.account_overdue' };
  }
  // A permission code around a licence or subscription the account lacks (AIClient2API's
  // `permission_error` re-wrapping Google's "… lack a Gemini Code Assist license", batch 1333; held
  // ×10 billing): a seat someone must buy or assign, as the words read without the code.
  if (decision.reason === 'auth' && P.LICENSE_LACKING.test(text)) {
    return { ...decision, reason: 'billing', category: billingCategory(text) };
  }
  // Google's PERMISSION_DENIED for a project without billing (BILLING_DISABLED, batch 611): money.
  if (decision.reason === 'auth' && P.BILLING_NOT_ENABLED.test(text)) {
    return { ...decision, reason: 'billing', category: billingCategory(text) };
  }
  if (decision.reason === 'auth' && P.MODEL_ACCESS.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.access_denied' };
  }
  // A permission class name around a model said not to be found (Runway Hosted Models'
  // PermissionDeniedError "Model not found. Make sure the url is correct and that the model is
  // \"active\".", batch 81): the text names the model, as a 403 naming it does.
  if (decision.category === 'auth.forbidden' && P.MODEL_MISSING_ON_5XX.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.not_found' };
  }
  // MiniMax's invalid parameters typed `api_error` by its Anthropic-compatible endpoint and by relays
  // ("invalid params, invalid tool type: (2013)"), and a relay's parameter error typed so (302.AI):
  // the request's, as under its 400.
  if (
    decision.reason === 'server_error' &&
    (P.MINIMAX_INVALID_PARAMS.test(text) || P.REQUEST_PARAMETERS_WRONG.test(text))
  ) {
    return { ...decision, reason: 'format_error', category: 'request.invalid' };
  }
  if (decision.reason === 'server_error' && P.OVERLOADED_STRONG.test(text)) {
    return { ...decision, reason: 'overloaded', category: 'overloaded.capacity' };
  }
  // A relay's empty account pool said in Chinese under its generic server type (codex2api's
  // "无可用账号，请稍后重试", held h1292): capacity, as its 503 reads it. Rule group ME, session 69.
  const poolEmpty =
    decision.reason === 'server_error'
      ? byText(
          run,
          P.ACCOUNT_POOL_EMPTY_ZH,
          'overloaded',
          'overloaded.capacity',
          'code',
          'code.account_pool_empty_zh',
        )
      : undefined;
  if (poolEmpty) return poolEmpty;
  // A relay's pool with no healthy account under its generic server type when the status is lost
  // (AIClient-2-API's "[API Service] No healthy provider found in pool for claude-kiro-oauth
  // supporting model: …" typed `server_error`, batch 1795, h1795-aiclient2api-no-healthy-provider-kiro
  // kept as its body only): capacity, as its 500 reads the words (`status.500.pool_none_healthy`).
  // Ollama's chat template reading a field the request lacks ("template: … can't evaluate field
  // Tools in type api.Tools" typed `api_error`, h1790-ollama-llama4-template-tools-field-500 kept as
  // its body only; held "can't evaluate field" ×3 format_error, h1597 without a status): the
  // request's, as its 500 reads it. Rule group QE, session 73.
  const poolOrTemplate =
    decision.reason === 'server_error'
      ? (relayPoolNoneHealthy(run, 'code', 'code.pool_none_healthy') ??
        chatTemplateFieldMissing(run, 'code', 'code.chat_template_field'))
      : undefined;
  if (poolOrTemplate) return poolOrTemplate;
  // A chat template's refusal of the request's messages typed with a generic server code and no 5xx
  // status (LocalAI's SSE error event "rpc error: code = InvalidArgument … Jinja Exception: …
  // conversation roles must alternate …", h1964-localai-jinja-roles-alternate-sse; held "roles must
  // alternate" ×44 format_error): the request's, as the server's 500 reads the same words
  // (`status.500.template_refused`), and not where the engine lacks a construct. Rule group VB,
  // session 76.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    P.LOCAL_TEMPLATE_REFUSED.test(text) &&
    !P.TEMPLATE_ENGINE_LACKS_FEATURE.test(text)
  ) {
    return {
      ...decision,
      reason: 'format_error',
      category: 'request.invalid',
      rule: 'code.server_error.template_refused',
    };
  }
  // An overload type around a relay's every account waiting out its limit (Antigravity-Manager's
  // `{"error":{"message":"No available accounts: All accounts limited. Wait 475s.","type":
  // "overloaded_error"}}`, batch 740, h740-antigravity-503-all-accounts-limited-wait kept as its body
  // only): the window the stated wait ends, as its 503 reads the words
  // (`status.503.credentials_cooling_down`) and as the message step does. Rule group QE, session 73.
  const cooling =
    decision.reason === 'overloaded'
      ? byText(
          run,
          P.CREDENTIALS_COOLING_DOWN,
          'rate_limit',
          'rate_limit.requests',
          'code',
          'code.credentials_cooling_down',
        )
      : undefined;
  if (cooling) return cooling;
  // A generic server_error/api_error code around an empty balance (MiniMax, relays).
  if (
    decision.reason === 'server_error' &&
    P.BILLING_STRICT.test(text) &&
    transientSignal(text) === null
  ) {
    return { ...decision, reason: 'billing', category: billingCategory(text) };
  }
  // A generic server code around a rejected key ("Invalid API key format. OpenAI keys start with
  // 'sk-'…" typed `api_error` by a proxy that refused the key before sending it on), with no 5xx
  // status: the key never works; `server_error` would retry it without end. A real 5xx keeps its
  // server verdict. After the empty balance above: an account "suspended due to insufficient
  // balance" (Moonshot) reads as a dead key to AUTH_PERMANENT, but money ran out, as on a 403.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    P.AUTH_PERMANENT.test(text) &&
    !P.SERVER_ERROR_TEXT.test(text)
  ) {
    return { ...decision, reason: 'auth_permanent', category: permanentCategory(text) };
  }
  // A generic server code around a day's or an hour's allowance used up (Workers AI's "4006: you
  // have used up your daily free allocation" typed `internal_error`), with no 5xx status: the
  // window refills; retrying the same target before it does never helps. A real 5xx keeps its
  // server verdict.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    P.WINDOW_ALLOWANCE_USED_UP.test(text)
  ) {
    return { ...decision, reason: 'rate_limit', category: rateLimitCategory(text) };
  }
  // A generic server code on a body that names an invalid model, with no 5xx status (sora2api's
  // `{"error": {"message": "400: Invalid model: gpt-image", "type": "server_error"}}`): the model
  // name is what failed; another model serves. A relay's real 5xx keeps its server verdict.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    INVALID_MODEL_ONLY.test(text)
  ) {
    return { ...decision, reason: 'model_not_found', category: 'model.not_found' };
  }
  // …and on a local server's body that names an architecture it has no port of (Osaurus's
  // `{"error": {"message": "Unsupported model type: gpt_oss", "type": "internal_error"}}`, batch
  // 1911): this model is not served here, as the words read without a code (rule group UB, session
  // 75). A real 5xx keeps its server verdict.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    passesGate(text, P.MODEL_ARCHITECTURE_UNSUPPORTED) &&
    P.MODEL_ARCHITECTURE_UNSUPPORTED.test(text)
  ) {
    return { ...decision, reason: 'model_not_found', category: 'model.not_found' };
  }
  // A generic server code around an overflow said in words, with no 5xx status (kronk's in-band SSE
  // error chunk under HTTP 200, `{"code": "server_error", "message": "… the context window is full.
  // Please reduce the input size or increase the context window"}`, batch 444): the prompt's length,
  // as the same words read under a 500 (`status.500.overflow_text`) and without a code. Only with a
  // verdict beside them: a server fault that mentions its context length as a setting
  // ("(context_length=128000)", "context length will be set to 8192", review rw41a) keeps its code.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    P.CONTEXT_OVERFLOW.test(text) &&
    OVERFLOW_VERDICT.test(text)
  ) {
    const overflow = overflowByText(run, `${decision.rule}.overflow_text`);
    if (overflow) return { ...decision, ...overflow, step: decision.step };
  }
  // A generic server code around a model too big for the host (oMLX's "Model '…' (218.08GB) exceeds
  // max-model-memory (25.00GB)" typed `server_error`, batch 201): another model serves.
  if (decision.reason === 'server_error' && P.MODEL_TOO_BIG.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.too_large_for_host' };
  }
  // A generic server code around Ollama's missing-model hint ("model 'x' not found, try pulling it
  // first" typed `api_error`): the model is not on this host.
  if (decision.reason === 'server_error' && P.MODEL_PULL.test(text)) {
    return { ...decision, reason: 'model_not_found', category: 'model.not_found' };
  }
  // A generic server code around a model named as lacking the capability the call needs (Ollama's
  // OpenAI-compatible route: "hf.co/…:Q4_K_M does not support tools" typed `api_error`, batch 554),
  // with no 5xx status: another model serves, as the same words read without the code. A real 5xx
  // keeps its own reading.
  if (
    decision.reason === 'server_error' &&
    decision.field !== 'name' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    P.MODEL_LACKS_CAPABILITY.test(text)
  ) {
    return { ...decision, reason: 'model_not_found', category: 'model.not_found' };
  }
  // A generic server code whose whole message is Go's "unexpected EOF" (a proxy's upstream read cut
  // short: cc-switch's `{"type": "error", "error": {"type": "api_error", "message": "unexpected
  // EOF"}}`, held h730; the bare words are held h712, h716 ×3 timeout), with no 5xx status: the
  // connection dropped, as the disconnect step reads the bare words without a code. Ollama's runner
  // dying ("an error was encountered while running the model: unexpected EOF", held server_error)
  // says more than the bare words and keeps its code. Rule group ME, session 69.
  if (
    decision.reason === 'server_error' &&
    (run.facts.status === undefined || run.facts.status < 500) &&
    run.facts.bodyMessage?.trim().toLowerCase() === 'unexpected eof'
  ) {
    return {
      ...decision,
      reason: 'timeout',
      category: 'transport.reset',
      rule: `${decision.rule}.bare_unexpected_eof`,
    };
  }
  // A billing code that names a limit or a quota, not money, around a rate limit said with its
  // short window and no money word of its own (Together's free plan: "You have been rate limited.
  // Your rate limit is 60 queries per minute." typed `credit_limit`): the window refills; parking
  // the key as out of money would outlast it. `arrearage` or `insufficient_balance` keep billing.
  if (
    decision.reason === 'billing' &&
    LIMIT_NAMED_BILLING_CODES.has(decision.matched?.toLowerCase() ?? '') &&
    P.RATE_LIMITED_PER_WINDOW.test(text) &&
    !P.BILLING_STRICT.test(text.replaceAll(decision.matched ?? '', ' '))
  ) {
    return { ...decision, reason: 'rate_limit', category: rateLimitCategory(text) };
  }
  // …or whose own message says the load is saturated, with no money word (new-api's "当前分组上游负载已饱和，请稍后再试"
  // typed `insufficient_quota`, held h24): the group's upstream is busy, as the words read without
  // the code. `billing_not_active` around the same words keeps billing (held h44). Read through
  // `byText`, so its gate in `GATES` applies (session 73 review, problem 6).
  if (
    decision.reason === 'billing' &&
    LIMIT_NAMED_BILLING_CODES.has(decision.matched?.toLowerCase() ?? '') &&
    byText(run, P.LOAD_SATURATED, 'overloaded', 'overloaded.capacity', 'code', decision.rule) !==
      undefined &&
    !P.BILLING_STRICT.test(text.replaceAll(decision.matched ?? '', ' '))
  ) {
    return { ...decision, reason: 'overloaded', category: 'overloaded.capacity' };
  }
  // …or whose message is DashScope's throttle of the quota allocated to a key ("Allocated quota
  // exceeded, please increase your quota limit.", held ×13 rate_limit) or points at its token-rate
  // limit's doc anchor ("… see: https://help.aliyun.com/zh/model-studio/error-code#token-limit",
  // held ×6 rate_limit) under the `insufficient_quota` its compatible mode borrows from OpenAI, kept
  // without the 429 (a body alone, held h696, h39): a per-minute allocation that refills, as the
  // 429 rules read it (`status.429.allocated_quota`, `status.429.throttle_doc_anchor`). Rule group
  // KD, session 67.
  if (
    decision.reason === 'billing' &&
    LIMIT_NAMED_BILLING_CODES.has(decision.matched?.toLowerCase() ?? '')
  ) {
    const throttled =
      byText(
        run,
        P.ALLOCATED_QUOTA_EXCEEDED,
        'rate_limit',
        'rate_limit.quota_window',
        'code',
        'code.allocated_quota',
      ) ??
      byText(
        run,
        P.THROTTLE_DOC_ANCHOR,
        'rate_limit',
        'rate_limit.tokens',
        'code',
        'code.throttle_doc_anchor',
      );
    if (throttled) return throttled;
  }
  // OpenCode Zen's and Go's gateway types its upstream's failures OpenAI's `server_error`; with no
  // 5xx kept (a body alone, an in-band event), its words say which: "Upstream request failed:
  // Endpoint is unavailable." is the upstream endpoint down (held ×7 overloaded, h656 as the body
  // alone), "… Model is unavailable." the model gone (held ×2 model_not_found, h964), as the same
  // words read under its 503 and 400 and without the type. Rule group KD, session 67.
  if (
    decision.reason === 'server_error' &&
    decision.field !== 'name' &&
    (run.facts.status === undefined || run.facts.status < 500)
  ) {
    const upstream =
      byText(
        run,
        P.GATEWAY_UPSTREAM_ENDPOINT_UNAVAILABLE,
        'overloaded',
        'overloaded.capacity',
        'code',
        'code.gateway_upstream_endpoint_unavailable',
      ) ??
      byText(
        run,
        P.GATEWAY_UPSTREAM_MODEL_UNAVAILABLE,
        'model_not_found',
        'model.not_found',
        'code',
        'code.gateway_upstream_model_unavailable',
      ) ??
      // …and Zhipu's parameter codes it relays in brackets ("Upstream request failed: [1214]
      // Incorrect role information", held h1702; "[1210] Invalid API parameter", held h1729), kept
      // as the body alone: the request's, as under its 400. Rule group PE, session 72.
      byText(
        run,
        P.GATEWAY_UPSTREAM_ZHIPU_PARAMETER_CODE,
        'format_error',
        'request.invalid_parameter',
        'code',
        'code.gateway_upstream_zhipu_parameter_code',
      ) ??
      // …and a relay's own feature said down for a moment ("Image generation is temporarily
      // unavailable. Please try again shortly.", elizaOS Cloud coded `internal_error`, held h550;
      // "… try again shortly" held ×6 overloaded), as under its 503.
      byText(
        run,
        P.UNAVAILABLE_TRY_SHORTLY,
        'overloaded',
        'overloaded.capacity',
        'code',
        'code.unavailable_try_shortly',
      );
    if (upstream) return upstream;
  }
  if (decision.reason === 'rate_limit') {
    // gRPC's cap on a message or metadata under its RESOURCE_EXHAUSTED (gax-php's `{"message":
    // "Received message larger than max (5013781 vs. 4194304)", "status": "RESOURCE_EXHAUSTED"}`):
    // a size limit, no quota, as the message rule reads it.
    const grpcCap = grpcSizeLimit(run, 'code');
    if (grpcCap) return grpcCap;
    // One request larger than the whole per-minute token window ("Request too large for gpt-4o …
    // on tokens per min (TPM)"), as the 429 and message rules read it.
    // One that fits inside it (Requested 546 of 250000) is the plain rate limit (batch 714).
    if (
      P.REQUEST_TOO_LARGE_FOR_LIMIT.test(text) &&
      P.TOKEN_WINDOW.test(text) &&
      !requestFitsTokenWindow(text)
    ) {
      // Groq's sentence of it is its 413's ("… please reduce your message size"), under the same
      // `rate_limit_exceeded` code: the payload reading the message rule gives it (held 14 of 14),
      // also when a client kept the body alone. Read in the body's own message: a cause's words
      // beside another provider's sentence are no verdict on it.
      if (P.REDUCE_MESSAGE_SIZE.test(run.facts.bodyMessage?.toLowerCase() ?? ''))
        return { ...decision, reason: 'payload_too_large', category: 'request.payload_too_large' };
      return { ...decision, reason: 'context_overflow', category: 'context_overflow.exceeds_tpm' };
    }
    // …and one said with its numbers only ("… on tokens per minute (TPM): Limit 7000, Used 1607,
    // Requested ~47333", Groq's body kept alone under `rate_limit_exceeded`, held h551), as the 429
    // reads it (`status.429.requested_over_limit`). Rule group ME, session 69.
    if (requestedOverTokenWindow(text) !== undefined)
      return {
        ...decision,
        reason: 'context_overflow',
        category: 'context_overflow.exceeds_tpm',
        rule: `${decision.rule}.requested_over_limit`,
      };
    // A client's RateLimitError class around capacity text ("the server is currently
    // overloaded"): the text says what happened, as on a 429.
    if (P.OVERLOADED_STRONG.test(text))
      return { ...decision, reason: 'overloaded', category: 'overloaded.capacity' };
    // An aggregator's rate-limit code around its upstream's limit ("Error from provider (…):
    // Provider rate limit exceeded"): the upstream is limited, not our key, as on a 429.
    if (upstreamRateLimit(run, 'code', decision.rule) !== undefined)
      return { ...decision, reason: 'upstream_rate_limit', category: 'rate_limit.upstream' };
    // …or the code is the upstream's own, inside the document an aggregator kept with the provider
    // named (`{provider_name: "OpenAI", raw: "{\"error\": {… \"code\": \"rate_limit_exceeded\"}}"}`,
    // as a whole body or under `error.metadata`): the upstream is limited, not the aggregator's
    // key, as the 429 rule reads a provider's error (review 64 item 5); not its billing words.
    const { upstreamField, upstreamProvider } = run.facts;
    if (
      upstreamProvider !== undefined &&
      upstreamField !== undefined &&
      decision.field?.startsWith(`${upstreamField}.`) === true &&
      !P.BILLING_STRICT.test(text)
    )
      return { ...decision, reason: 'upstream_rate_limit', category: 'rate_limit.upstream' };
    // …or around a server fault and no rate-limit wording ("The server had an error while
    // processing your request", which openai-python 0.x raised as RateLimitError): the text says
    // what happened; retry, keep the key.
    if (P.SERVER_ERROR_TEXT.test(text) && !P.RATE_LIMIT.test(text))
      return { ...decision, reason: 'server_error', category: 'server.internal' };
    // The account's quota ("You exceeded your current quota, please check your plan and billing
    // details" under openai-python's RateLimitError), read as the 429 rule reads it.
    if (P.BILLING_STRICT.test(text) || currentQuotaExhausted(run) !== null)
      return { ...decision, reason: 'billing', category: billingCategory(text) };
    // A rate-limit class name only around the provider's own billing words, with no rate-limit
    // words or refilling window of its own (elevenlabs-python 0.2's `RateLimitError` for the API's
    // `detected_unusual_activity`: "Free Tier usage disabled. … Please purchase any Paid
    // Subscription to continue.", batch 236): the text says what happened, as it does without the
    // class (message.billing). OpenAI's current-quota words are read just above, which leaves
    // Google's quota windows in the same words alone.
    if (decision.field === 'name' && decision.matched) {
      const own = text.replaceAll(decision.matched, ' ');
      if (
        P.BILLING.test(own) &&
        !P.CURRENT_QUOTA.test(own) &&
        !P.RATE_LIMIT.test(own) &&
        transientSignal(own) === null
      )
        return { ...decision, reason: 'billing', category: billingCategory(own) };
    }
    // Google's RESOURCE_EXHAUSTED next to an ErrorInfo reason that says what ran out
    // (INSUFFICIENT_G1_CREDITS_BALANCE): the balance, which no wait refills; but QUOTA_EXHAUSTED
    // beside the reset it states refills by itself, as the 429 reads it (held h496, an Antigravity
    // relay's body kept alone: rate_limit). Rule group LE, session 68.
    const billingCode = billingCodeOf(run.facts);
    if (billingCode !== undefined) {
      const refills = quotaRefillStated(run, billingCode);
      if (refills !== undefined) {
        return {
          ...decision,
          category: 'rate_limit.quota_window',
          rule: 'code.quota_code_refills',
          ...refills,
        };
      }
      return { ...decision, reason: 'billing', category: 'billing.credits_exhausted' };
    }
    return { ...decision, category: rateLimitCategory(text) };
  }
  // botocore's ValidationException around Bedrock's refusal of the account ("Your account is not
  // authorized to invoke this API operation."), as the same text on a 403: the key's access.
  if (decision.reason === 'format_error' && P.ACCOUNT_NOT_AUTHORIZED.test(text)) {
    return { ...decision, reason: 'auth', category: 'auth.forbidden' };
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

/**
 * A key code quoted in text ("invalid_api_key") beside words that hedge with an expired token
 * ("invalid access token or token expired"): a refresh may fix it; no other permanent wording.
 */
export function tokenExpiryHedge(run: Run): boolean {
  const { text } = run;
  return (
    P.TOKEN_EXPIRED.test(text) && !P.AUTH_PERMANENT.test(text.replace(/\binvalid_api_key\b/g, ' '))
  );
}

/** Whether a relay's failure names a status: the response's own, or the upstream's in `param`. */
export function relayNamesStatus(facts: ErrorFacts): boolean {
  if (facts.status !== undefined) return true;
  const { param } = facts.errorObject ?? {};
  return typeof param === 'string' && /^[1-5]\d\d$/.test(param.trim());
}
