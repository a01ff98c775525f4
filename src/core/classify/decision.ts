/**
 * What a rule decides, and the helpers every rule uses: match a pattern on the combined text
 * (`byText`), find which message layer matched (`fieldOf`), and status-only decisions.
 * @module
 */
import { parseRetryAfter } from '../retry-after.js';
import { billingCategory } from './categories.js';
import { BILLING_CODES } from './code-rules.js';
import { type ErrorFacts, read } from './extract.js';
import * as P from './patterns.js';
import type { ExplainStep, Reason, Repair } from './types.js';

/** Longest `matched` text in an explain step. */
export const MAX_MATCHED = 120;

/** What a rule decided: the reason, its category and the explain step that records it. */
export interface Decision {
  readonly reason: Reason;
  readonly category: string;
  readonly step: string;
  readonly rule: string;
  readonly field?: string | undefined;
  readonly matched?: string | undefined;
  readonly repair?: Repair | undefined;
}

/** The request's size, for the large-session heuristics (0 = unknown). */
export interface Size {
  readonly approxTokens: number;
  readonly contextLength: number;
  readonly numMessages: number;
}

/** One classification in progress: the extracted facts, their combined lower-cased text, the trace. */
export interface Run {
  readonly facts: ErrorFacts;
  readonly text: string;
  readonly size: Size;
  readonly trace: ExplainStep[];
}

/**
 * A client narrating its own next attempt ("retrying 1/5 in 210ms…", "Retrying in 5 seconds
 * (attempt 2/10)", tenacity's "Retrying langchain…completion_with_retry in 4.0 seconds as it raised
 * RateLimitError", the Stainless SDKs' "Retrying request to /v1/messages in 20.000000 seconds"): an
 * attempt counter or a delay after "retrying". Says nothing about whether the provider's limit
 * refills, so the transient check reads past it (`transientSignal`). So does a client's "Retrying
 * LLM call" before the provider's text (Neo4j NaLLM, batch 1090), and a bare "Retrying." sentence
 * ("ChatGPT query failed. Retrying. Error: You exceeded your current quota, please check your plan
 * and billing details.", an SD WebUI extension, batch 1452, h1452): the client's loop, not OpenAI's
 * billing verdict after it. Global for `replace`, hence
 * module-private (a shared global regex carries `lastIndex` between callers).
 */
const CLIENT_RETRY_BANNER =
  /retrying (?:the )?(?:llm|api|model|chat|completion) (?:call|request)\b|retrying(?: request)?(?: \(?(?:attempt )?\d{1,3} ?(?:\/|of) ?\d{1,3}\)?(?: (?:in|after) \d{1,7}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?)\b)?| (?:in|after) \d{1,7}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?)\b(?:…|\.{1,3})?(?: ?\(?attempt \d{1,3}(?: ?(?:\/|of) ?\d{1,3})?\)?)?| [\w.<>]{1,160} in \d{1,7}(?:\.\d{1,3})? ?(?:ms|milliseconds?|s|secs?|seconds?) as it (?:raised|returned)\b| to \S{1,200} in \d{1,5}(?:\.\d{1,9})? seconds\b|(?:\.{1,3}|…)(?=\s|$))/g;
/**
 * A client reporting that its own retries ran out ("request exceeded retry limits: #6/6", Obot's
 * gateway client, batch 112): it retried already, the provider said nothing about retrying. Global
 * for `replace`, hence module-private.
 */
const CLIENT_RETRIES_SPENT =
  /\bexceeded (?:the |its |all )?retry limits?\b(?::? ?#?\d{1,3}\/\d{1,3})?/g;
/**
 * A client's own prompt to retry ("Type `r` or Ctrl-R to try again", "Press Enter to retry"): what
 * the user may do next, not the provider's word that the limit refills. Global for `replace`, hence
 * module-private.
 */
const CLIENT_UI_RETRY_PROMPT =
  /\b(?:press|type|click|hit|tap|select)\b[^\n.!?]{0,40}? to (?:try again|retry)\b/g;
/**
 * A client's retry wrapper class around the provider's last answer: the AI SDK's `AI_RetryError`
 * ("AI_RetryError: Failed after 3 attempts. Last error: …"), tenacity's `RetryError[<Future …
 * raised …>]`. It says the client retried already, not that the provider's limit refills (Kilo
 * Code's "AI_RetryError: Failed after 4 attempts. Last error: You exceeded your current quota …" is
 * OpenAI's quota, batch 237); the headline's "attempts" is no transient word. Global for `replace`,
 * hence module-private.
 */
const CLIENT_RETRY_WRAPPER = /\b(?:ai_)?retryerror\b/g;
/**
 * The Python `backoff` library's log of its own wait before the next call ("Backing off
 * openai_chat_completion_create_retrying(...) for 0.4s (openai.error.RateLimitError: …)", OpenAI
 * evals, batch 265; its older "Backing off 6.9 seconds after 2 tries calling function <function
 * x at 0x…>"): the function it wraps and the wait it chose are the client's, so the wrapped
 * exception is read on its own. Global for `replace`, hence module-private.
 */
const CLIENT_BACKOFF_LOG =
  /backing off [\w.<>]{1,160}\(\.\.\.\) for \d{1,5}(?:\.\d{1,3})?s\b|backing off \d{1,5}(?:\.\d{1,3})? seconds after \d{1,3} tries calling function <function [\w.<>]{1,160} at 0x[0-9a-f]{1,16}>/g;
/**
 * Retry words inside a client's own identifier: a retrying wrapper's name
 * (`openai_chat_completion_create_retrying`, `completion_with_retry`, `executeWithRetry`) says the
 * client retries, not that the provider's limit refills. A provider's field that allows a retry
 * (Poe's `"allow_retry": true`) is not one of these. Global for `replace`, hence module-private.
 */
const CLIENT_RETRY_IDENTIFIER = /_retrying\b|_with_retry\b|withretry\b/g;
/**
 * "Request too large for … on tokens per min (TPM): Limit 250000, Requested 546": OpenAI sends the
 * sentence for any TPM refusal, also when the request is far inside the window (batch 714: OpenAI
 * calls it just another rate limit). Only a request over the whole limit is an overflow; one that
 * fits waits for the window to refill. True when the sentence states both numbers and the request
 * fits.
 */
export function requestFitsTokenWindow(text: string): boolean {
  // The numbers of the sentence itself: a rate limit quoted before it has its own.
  const at = text.indexOf('request too large for');
  if (at < 0) return false;
  const sentence = text.slice(at, at + 300);
  const limit = P.LIMIT_NUMBER.exec(sentence)?.[1];
  const requested = P.REQUESTED_NUMBER.exec(sentence)?.[1];
  if (limit === undefined || requested === undefined) return false;
  return Number(requested.replaceAll(',', '')) <= Number(limit.replaceAll(',', ''));
}

/**
 * One request over the whole per-minute token window, said with its numbers ("Rate limit reached for
 * model … on tokens per minute (TPM): Limit 7000, Used 1607, Requested ~47333", Groq, held h113,
 * h551 ×2 context_overflow): the "requested N > limit M" it states, or undefined when the words name
 * no token window, a remaining budget, or a request within the limit. The 429 rule
 * (`status.429.requested_over_limit`) and the rate-limit code's refinement (rule group ME, session
 * 69: the body alone under `rate_limit_exceeded`) read it alike.
 */
export function requestedOverTokenWindow(text: string): string | undefined {
  if (!P.TOKEN_WINDOW.test(text) || P.REMAINING_BUDGET.test(text)) return undefined;
  const limit = P.LIMIT_NUMBER.exec(text)?.[1];
  const requested = P.REQUESTED_NUMBER.exec(text)?.[1];
  if (limit === undefined || requested === undefined) return undefined;
  const limitTokens = Number(limit.replaceAll(',', ''));
  const requestedTokens = Number(requested.replaceAll(',', ''));
  return limitTokens > 0 && requestedTokens > limitTokens
    ? `requested ${requestedTokens} > limit ${limitTokens}`
    : undefined;
}

/**
 * Home Assistant's log of an integration whose setup it will retry on its own ("Failed setup, will
 * retry: Token refresh failed (400)", the Claude-usage integration, batch 1469,
 * h1469-anthropic-usage-token-refresh-failed-400): Home Assistant's own schedule around the
 * integration's error, not the provider's word that its failure passes, so the error after it is
 * read on its own. Global for `replace`, hence module-private.
 */
const CLIENT_SETUP_WILL_RETRY = /\bfailed (?:to )?set ?up,? will retry\b/g;

/**
 * The provider's transient signal ("try again", "resets at", "retry after 20s"): the limit refills
 * by itself. A client's own retry banner ("retrying 1/5 in 210ms…"), retry wrapper class
 * (`AI_RetryError`), backoff log and retrying function's name are read past: they say what the
 * client did or does next, not what the provider said.
 */
export function transientSignal(text: string): RegExpExecArray | null {
  let said = text.includes('retrying') ? text.replace(CLIENT_RETRY_BANNER, ' ') : text;
  if (said.includes('retryerror')) said = said.replace(CLIENT_RETRY_WRAPPER, ' ');
  if (said.includes('retry limit')) said = said.replace(CLIENT_RETRIES_SPENT, ' ');
  if (said.includes('backing off')) said = said.replace(CLIENT_BACKOFF_LOG, ' ');
  if (said.includes('_retry') || said.includes('withretry')) {
    said = said.replace(CLIENT_RETRY_IDENTIFIER, ' ');
  }
  if (said.includes('will retry')) said = said.replace(CLIENT_SETUP_WILL_RETRY, ' ');
  if (said.includes(' to try again') || said.includes(' to retry')) {
    said = said.replace(CLIENT_UI_RETRY_PROMPT, ' ');
  }
  return P.TRANSIENT_SIGNAL.exec(said);
}

/** Caps an explain `matched` text at {@link MAX_MATCHED} characters. */
export function clipMatched(text: string): string {
  return text.length > MAX_MATCHED ? `${text.slice(0, MAX_MATCHED - 1)}…` : text;
}

/** Finds which message layer a pattern matched in, for `explain`. */
export function fieldOf(facts: ErrorFacts, pattern: RegExp): string {
  if (facts.upstreamMessage !== undefined && pattern.test(facts.upstreamMessage.toLowerCase())) {
    return facts.upstreamField ?? 'body.error.metadata.raw';
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
export const GATES: ReadonlyMap<RegExp, readonly string[]> = new Map<RegExp, readonly string[]>([
  [P.UPSTREAM_RATE_LIMIT, ['upstream', 'provider', '官方', '上游']],
  [P.LITELLM_INVALID_USER_KEY, ['invalid user key']],
  [P.CHATKIT_WORKFLOW_NOT_FOUND, ['workflow with id']],
  [P.NO_COPILOT_PROVIDER, ['copilot']],
  [P.TOKEN_LIMIT_REDUCE_INPUT, ['token limit']],
  [P.REGION_BLOCKED, ['location', 'countr', 'region']],
  [P.SIGNED_REQUEST_AUTH, ['signature', 'token', 'unrecognizedclient']],
  [P.IMAGE_TOO_LARGE, ['image', '图片', 'media exceeds', 'input size', 'multimodal file']],
  [P.MEDIA_ITEM_OVER_ENCODER_CACHE, ['encoder cache']],
  [P.PROMPT_NOT_PROVIDED, ['no prompt']],
  [P.CONTEXT_TRIM_FAILED, ['to fit', 'truncation_failed']],
  [
    P.IMAGE_COUNT_CAP,
    ['image', 'media', 'items in the same prompt', 'more than', 'per prediction'],
  ],
  [
    P.MODEL_ACCESS,
    [
      'model',
      '模型',
      'verified',
      'subscription',
      'not available',
      'not_available',
      'requested resource',
      // A key's model or custom-endpoint allowlist (Huawei MaaS's ModelArts.81015, batch 976).
      'allowlist',
      'whitelist',
      // An account kept to some models by id ("limited to use gpt-3.5-turbo", group FA).
      'limit to use',
      'limited to use',
    ],
  ],
  [
    P.MODEL_TOO_BIG,
    [
      'memory',
      'loaded automatically',
      'system resources',
      'kv cache',
      'adapter',
      'for this system',
      'enough ram',
      'available ram',
      'enough resources to load',
    ],
  ],
  [P.MODEL_BEHIND_A_PLAN, ['plan', 'subscription', 'limit to use', 'limited to use']],
  [P.MODEL_DISALLOWED_BY_ORG_POLICY, ['allowedmodels', 'disallowed gen']],
  [P.ONE_API_BAD_RESPONSE_400, ['bad response status']],
  [P.LITELLM_WRAPPED_BAD_REQUEST, ['midstreamfallbackerror']],
  [P.NINE_ROUTER_WRAPPED_400, ['[400]: ']],
  [P.RETIRED_SWITCH_TO, ['no longer']],
  [P.FEATURE_RETIRED_FOR_API, ['deprecated']],
  [P.FUNCTION_DEGRADED, ['degraded']],
  [P.PROXY_TUNNEL_FAILED, ['proxy', 'tunnel', 'for connect']],
  [P.REQWEST_CONNECT_FAILED, ['error trying to connect']],
  [P.EXTRANEOUS_KEY_NOT_PERMITTED, ['extraneous key']],
  [P.STREAM_CHUNK_UNPARSEABLE, ['pars', 'json segment']],
  [P.RESPONSE_MODEL_INVALID, ['validation error', 'type validation failed']],
  [
    P.PARAM_VALIDATION_FAILED,
    [
      "invalid '",
      "invalid type for '",
      'input should be',
      'is not supported',
      'must be greater than',
      ' be provided',
      ' be specified',
      ' be set',
      ' be given',
      ' be present',
      'redacted_thinking',
      'reasoning effort',
    ],
  ],
  [P.RESOURCE_EXHAUSTED_REQUEST_CAP, ['exhausted']],
  [P.DOCUMENT_OVER_SIZE_CAP, ['file size', 'document size', 'pdf']],
  [P.ENGINE_DEAD, ['engine', 'loop', 'task finished unexpectedly']],
  [P.MODEL_ACTION_NOT_ALLOWED, ['not allowed to', 'not authori']],
  [P.RELAY_CALL_NO_ANSWER, ['deadline', 'handshake']],
  [P.SDK_AUTH_CLASS, ['authenticationerror', '[unauthenticated]']],
  [P.PROVIDER_ERROR_429, ['provider returned error']],
  // Session 65's wordings: a 404's missing secret and a 500's missing messages (group IC), the
  // status-free ones (group IE) and the vote clusters (group IF).
  [P.NO_STORED_SECRET, ['find a secret']],
  [P.FIELD_MESSAGES_REQUIRED, ['field messages']],
  [
    P.CLOUD_PROJECT_REQUIRED,
    ['google_cloud_project', 'google _cloud_project', 'google cloud project'],
  ],
  [P.CODE_ASSIST_INDIVIDUALS_REFUSED, ['code assist']],
  [P.LENGTH_FINISH_REASON, ['length limit', 'lengthfinishreason']],
  [P.STREAM_EVENT_ORDER, ['event order']],
  [P.TOOLS_OVER_CAP, ['tools', 'tool definitions']],
  [P.REMOTE_COMPACTION_NO_ITEM, ['compaction']],
  [P.NO_OBJECT_MATCHED_SCHEMA, ['no object generated']],
  [P.PROMPT_DID_NOT_COMPLY, ['did not comply']],
  [P.BASE64_DATA_URL_EXPECTED, ['base64-encoded data url']],
  [P.MESSAGES_ODD_NUMBER, ['odd number']],
  [P.GATEWAY_REQUEST_FAILED_UNREAD, ['gateway request failed']],
  // Session 68's vote clusters (group LD).
  [P.MINIMAX_INVALID_PARAMS_2013, ['invalid params']],
  [P.AWS_CONSTRAINT_NOT_SATISFIED, ['satisfy constraint']],
  [P.AI_SDK_INVALID_TOOL_INPUT, ['invalid input for tool']],
  [P.AICORE_FEATURE_NOT_AVAILABLE, ['aicore failed']],
  [P.COZE_BOT_UNREACHABLE, ['未发布到', 'requested resource bot_id']],
  [P.OPENAI_IMAGE_INPUT_INVALID, ['invalid input image', 'invalid image file']],
  [P.ISSUE_WITH_YOUR_REQUEST_CHECK_INPUTS, ['issue with your request']],
  [P.ACTIVE_RESPONSE_IN_PROGRESS, ['active response in progress', 'no active response found']],
  [P.ORT_RUN_FAILED, ['ortrun']],
  [P.FAL_USER_LOCKED_BALANCE, ['user is locked']],
  [P.BAIDU_USER_ACCESS_RESTRICTED, ['用户访问被限制']],
  [P.BING_CAPTCHA_CHALLENGE, ['captchachallenge']],
  [P.GEMINI_WEB_COOKIE_EXPIRED, ['secure_1psidts']],
  [P.API_KEY_IS_INCORRECT, ['key is incorrect']],
  [P.GOOGLE_TTS_INPUT_OVER_LIMIT, ['input.ssml']],
  [P.BROWSER_AI_SESSION_NOT_CREATED, ['session cannot be created']],
  [P.MESSAGES_CONTENT_NOT_EMPTY, ["'content' field"]],
  [P.CHAT_TEMPLATE_RAISED, ['templateerror', 'template error']],
  [
    P.REQUEST_SHAPE_REFUSED_WORDS,
    [
      'incompatible with system messages',
      'incompatible request argument',
      'all search tools',
      'unsupported document',
      'must be at least 16',
      'thinking budget',
      'thinking_budget',
      'invalid request parameters',
      'error parsing input',
    ],
  ],
  [P.LOCAL_MODEL_START_FAILED, ['failed to start model']],
  [P.CLOUDFLARE_ARGO_TUNNEL_ERROR, ['argo tunnel']],
  [P.FOUNDRY_TOOL_SYSTEM_ERROR, ['system_error']],
  [P.JAVA_CONNECT_EXCEPTION, ['connectexception']],
  [P.WEBUI_NETWORK_PROBLEM, ['network problem']],
  // Session 67's vote clusters (group KE).
  [P.RESOURCE_NOT_FOUND_UNSTATUSED, ['resource not found']],
  [P.ENGINE_NOT_FOUND, ['engine not found']],
  [P.PLAN_LIMIT_HIT, ['hit your']],
  [P.IMPROPERLY_FORMED_REQUEST, ['improperly formed']],
  [P.UNRECOGNIZED_REQUEST_ARGUMENT, ['unrecognized request argument']],
  [P.WEBSOCKET_CLOSED_EARLY, ['websocket closed before']],
  [P.STREAM_CLOSED_EARLY, ['stream closed before']],
  [P.GRADIO_APP_RAISED, ['gradio app']],
  [P.RESPONSIBLE_AI_RESTRICTIONS, ['responsible ai']],
  [P.UNTESTED_OUTPUT_LANGUAGE, ['untested language']],
  [P.TOOL_CALL_UNPARSED, ['parse tool call']],
  [P.TOP_P_MUST_BE, ['top_p must be']],
  [P.USER_REASONING_CONTENT, ['reasoning content']],
  [P.MISTRAL_TOOL_CALL_ID_FORMAT, ['tool call id was']],
  [P.CORS_DIRECT_BROWSER_ACCESS, ['direct-browser-access']],
  [P.OAUTH_INVALID_SCOPE, ['invalid_scope']],
  [P.THINKING_BUDGET_ZERO, ['only works in thinking mode']],
  [P.CACHED_CONTENT_MISUSED, ['cachedcontent can not', 'cached content is too small']],
  [P.BEDROCK_DOCUMENT_NAME, ['document file name']],
  [P.PREFILL_TRAILING_WHITESPACE, ['trailing whitespace']],
  [P.REASONING_CONTENT_MISSING_IN_TOOL_CALL, ['reasoning_content is missing']],
  [P.DUPLICATE_TOOL_CALL_ID_VALUE, ['duplicate value for']],
  [P.BEDROCK_TOOLCONFIG_REQUIRED, ['toolconfig field']],
  [P.MISTRAL_LAST_ROLE, ['expected last role']],
  [P.MODEL_RETIRED_SWITCH, ['consider switching to']],
  [P.BATCH_REQUESTS_AT_MOST, ['requests can be in one batch']],
  [P.GEMINI_VALID_ROLE, ['valid role']],
  [P.ROLES_SHOULD_ALTERNATE, ['should be alternating']],
  [P.IMAGE_DATA_INVALID, ['does not represent a valid image']],
  [P.MODEL_DEPRECATING_STATE, ['deprecating state']],
  [P.COZE_BOT_NOT_PUBLISHED, ['currently published']],
  [P.FREE_TRIAL_ACCOUNTS_EXHAUSTED, ['free trial accounts']],
  [P.TERMS_REVERSE_ENGINEERING, ['reverse engineering']],
  [P.AWS_SSO_SESSION_EXPIRED, ['sso session', 'sso login']],
  [P.MESSAGES_PARAMETER_ILLEGAL, ['parameter is illegal']],
  [P.SENDING_TOO_MANY_MESSAGES, ['too many messages']],
  [P.RELAY_NO_ADAPTOR_FOR_MODEL, ['adaptor']],
  [P.MAX_TOKENS_NOT_ABOVE_BUDGET, ['thinking.budget_tokens']],
  [P.INVALID_FUNCTION_FORMAT, ['invalid function format']],
  [P.MODEL_NOT_ON_PLAN_OR_KEY, ['current plan or api key']],
  [P.PARAMETER_NOT_IN_GEMINI_API, ['not supported in gemini api']],
  // Session 66's vote clusters (group JD).
  [P.GO_DECODER_INVALID_CHARACTER, ['looking for beginning of value']],
  [P.CYBER_CONTENT_WITHHELD, ['be shown']],
  [P.RESPONSIBLE_AI_FILTERED, ['responsible ai']],
  [P.THINKING_WITH_FORCED_TOOL, ['tool_choice forces']],
  [P.OLLAMA_FORMAT_EXPECTED, ['json schema']],
  [P.GEMINI_FUNCTION_DECLARATION_FIELD, ['function_declarations']],
  [P.SAGEMAKER_ENDPOINT_NOT_FOUND, ['invokeendpoint']],
  [P.PROPERTY_UNSUPPORTED, ['is unsupported']],
  [P.TOOL_USE_UNSUPPORTED, ['is unsupported']],
  [P.AUDIO_BUFFER_TOO_SMALL, ['of audio']],
  [P.THINKING_TYPE_INVALID, ['thinking.type']],
  [P.TOOL_RESULT_ID_NOT_FOUND, ['tool result']],
  [P.GO_UNSUPPORTED_SCHEME, ['protocol scheme']],
  [P.GEMINI_RESPONSE_BLOCKED, ['response was blocked']],
  [P.BATCH_SIZE_INVALID, ['batch size']],
  [P.ARRAY_ITEMS_OVER_MAX, ['items']],
  [P.RELAY_REQUEST_UNMARSHAL_FAILED, ['unmarshalbodyreusable']],
  [P.NO_POOL_ACCOUNT_FOR_MODEL, ['requested model']],
  [P.MODEL_NOT_FOUND_NAMED, ['model not found:']],
  [P.MODEL_UNSUPPORTED_FOR_FORMAT, ['supported for format']],
  [P.ONLY_FOR_CODING_AGENTS, ['coding agents']],
  [P.CLIENT_NOT_AUTHORIZED_FOR_KEY, ['client is not authorized']],
  [P.CLOUDFLARE_524_PAGE, ['errorcode_524']],
  [P.FUNCTION_ARGUMENTS_NOT_JSON, ['must be in json format']],
  [P.NO_PROVIDER_CREDENTIALS, ['credentials']],
  // Session 66's wordings read from the message alone (rule group JB).
  [P.ARK_MODEL_NOT_ACTIVATED, ['activation management']],
  [P.GENERATED_FUNCTION_CALL_INVALID, ['function call generated']],
  [P.RESOURCE_INFORMATION_UNAVAILABLE, ['resource information']],
  [P.ACCOUNT_QUOTA_EXCEEDED, ['account quota exceeded']],
  [P.GATEWAY_CANNOT_SERVE_MODEL, ['gateway couldn']],
  [P.REJECTED_429_CAPACITY_HEDGE, ['temporary capacity issue']],
  [P.NO_VALID_MODEL_CREDENTIALS, ['valid model credentials']],
  [P.NO_AVAILABLE_IMAGE_QUOTA, ['image quota']],
  [P.SERVICE_SIDE_PROBLEM, ['service-side problem']],
  [P.BUSY_AS_SERVER_ERROR_ZH, ['服务器繁忙']],
  [P.KEY_VALID_PROVIDER_REFUSED, ['your api key is valid']],
  [P.SERVICE_UNAVAILABLE_FOR_ACCOUNT, ['unavailable for account']],
  [P.OWN_WALLET_ONLY, ['own wallet']],
  [P.TOO_MANY_TOKENS_ALONE, ['too many tokens']],
  [P.LOCAL_MODEL_LOAD_SERVER_ERROR, ['failed: loading model']],
  [P.NEXA_KEY_ERROR_TEXT, ["'text'"]],
  [P.USAGE_FIELD_UNDEFINED, ["_tokens'"]],
  [P.GLOBAL_CAPACITY_HIT, ['capacity hit']],
  [P.IP_BLOCKED_FOR_MINUTES_KO, ['ip 차단']],
  [P.APP_EXCEPTION_SERVER_ERROR, ['appexception: server_error']],
  [P.CONFLICT_PERFORMING_OPERATION, ['conflict performing']],
  [P.SPECIFIED_ACTION_INVALID, ['specified action is invalid']],
  [P.UNPROCESSABLE_DESCRIPTION_JA, ['要求本文の構文']],
  [P.REPLY_NOT_EXTRACTED, ['could not extract reply']],
  [P.GUARDRAIL_ACTION_MISSING, ['action field in response']],
  [P.HF_ROUTER_HF_INFERENCE_404, ['router.huggingface.co/hf-inference/']],
  [P.REQUIRED_HEADER_MISSING, ['header']],
  [P.PREVIEW_API_VERSION_REQUIRED, ['api-version=']],
  [P.UPLOADED_FILE_EMPTY, ['size is zero']],
  [P.CONTAINER_ID_EXPECTED, ['container_id']],
  [P.INVALID_LABELS_DETECTED, ['invalid labels']],
  [P.UNEXPECTED_SERVER_FAULT, ['unexpected', 'encountered a', 'internal']],
  [P.AI_SDK_BARE_NOT_FOUND, ['[ai_apicallerror]']],
  // Session 67's body-only and status-free wordings (rule group KD).
  [P.ALLOCATED_QUOTA_EXCEEDED, ['allocated quota']],
  [P.THROTTLE_DOC_ANCHOR, ['error-code#', 'allocationquota']],
  [P.GATEWAY_UPSTREAM_ENDPOINT_UNAVAILABLE, ['endpoint is unavailable']],
  [P.GATEWAY_UPSTREAM_MODEL_UNAVAILABLE, ['model is unavailable']],
  [P.LEGAL_REASONS_PHRASE, ['legal reasons']],
  // Session 68's body-only and status-free readings (rule group LE).
  [P.REQUESTED_URL_NOT_FOUND, ['requested url', '!!1', 'invalid url (', 'no static resource']],
  [P.PARAMETERS_UNAVAILABLE_ON_MODEL, ['remove the parameter']],
  // BYTE_CAP_STATED ('bytes' for LE's WebFlux cap, 'request body too large' for LB's Go cap) is gated below.
  [P.PROMPT_NOT_SPECIFIED, ['specify the prompt']],
  [P.NO_AVAILABLE_CREDITS, ['no available']],
  [P.UNAVAILABLE_TRY_SHORTLY, ['try again shortly', 'try again in a']],
  [P.CODING_PLAN_AGENTS_ONLY, ['coding plan']],
  [
    P.REQUEST_REFUSED_UNDER_500,
    [
      "'loc': ('body'",
      'invalid base64',
      'special token',
      'can only concatenate str',
      'system message must be',
      'system-role message',
      // Session 78 (rule group XC).
      'greedy sampling',
      // Session 71 (rule group OA).
      'illegal base64 data',
      'unmapped prompt format',
      // Session 69 (rule group MA).
      'jinja exception: ',
      'accept header',
      'accept http头',
      'unsupported content type',
      'request schema',
      "request's schema",
      'request’s schema',
      'tool schema',
      'tool payload',
      // Session 70 (rule group NE).
      '400 unknown parameter',
    ],
  ],
  [P.INPUT_EMPTY_STATED, ['be empty']],
  [P.COPILOT_FEATURE_NOT_AUTHORIZED, ['copilot feature']],
  [P.DECLARED_CONTENT_LENGTH_UNMET, ['declared content-length']],
  [P.NOT_YET_IMPLEMENTED, ['not yet implemented']],
  [P.MCP_SERVER_CONNECTION_ERROR, ['mcp server']],
  [P.CUSTOM_ENDPOINT_ALLOWLIST_REJECTED, ['endpoint allowlist']],
  [P.CONVERSATION_BUSY, ['currently being processed']],
  [P.MULTI_STEP_LIMIT_REACHED, ['multi step limit']],
  [P.MODEL_DOWNLOAD_INCOMPLETE, ['download validation']],
  [P.USAGE_CREDITS_MODEL_LIMIT, ['/usage-credits']],
  [P.GRPC_METADATA_PLUGIN_FAILED, ['metadata from plugin']],
  [P.INVALID_MODEL_FORMAT_OR_NO_CREDENTIALS, ['invalid model format']],
  [P.CONNECTOR_NOT_AUTHENTICATED, ['for connector']],
  [P.NO_CODEX_ACCESS_TOKEN, ['codex backend']],
  [P.VALIDATE_CERTIFICATION_FAILED, ['validate certification']],
  [P.IMAGE_DOWNLOAD_FAILED_SENSENOVA, ['image down failed']],
  [P.PII_DETECTED_AS, ['detected as']],
  [P.PROVIDER_CONFIGURATION_INVALID, ['provider configuration']],
  [P.PROJECT_CONTEXT_REQUIRED, ['project context']],
  [P.GOOGLE_400_INVALID_ARGUMENT, ['400 invalid_argument']],
  [
    P.BROWSER_REQUEST_UNANSWERED,
    [
      'insecure resource',
      'insecure xmlhttprequest',
      'mixed active content',
      'cors request did not',
    ],
  ],
  [P.MEDIA_DOWNLOAD_TIMED_OUT, ['media resource timed out']],
  [P.BYTE_CAP_STATED, ['bytes', 'request body too large']],
  [P.CONTAINER_SERVER_FAULT_RELAYED, ['internalserverexception']],
  // Session 68's new-api field template under a 500 and Azure deployment quota under a 400 (LC).
  [P.NEWAPI_FIELD_REQUIRED, ['is required (request id']],
  [P.DEPLOYMENT_CAPACITY_QUOTA, ['new capacity', 'available capacity']],
  // Session 69's rule group MA.
  [P.EDGE_FIREWALL_BLOCKED, ['been blocked', 'error code: 1020', 'error code 1020']],
  [P.INPUT_PAYLOAD_KEY_MISSING, ['input payload must contain']],
  [P.RESPONSE_LENGTH_EXCEEDED_RU, ['превысил максимальную длину']],
  [P.INVALID_URL_METHOD_PATH, ['invalid url (']],
  [P.GOOGLE_AUTOMATED_QUERIES, ['automated queries']],
  [P.MODEL_PROVIDER_NOT_FOUND, ['provider not found']],
  // Session 69's body-only and status-free readings (rule group ME).
  [P.CLOUDFLARE_1010_ACCESS_DENIED, ['error code: 1010']],
  [P.OLLAMA_LLM_SERVER_LOADING, ['llm server loading model']],
  [P.CAPACITY_TEMPORARILY_EXHAUSTED, ['temporarily exhausted']],
  [P.ACCOUNT_POOL_EMPTY_ZH, ['无可用账号', '无可用帐号']],
  [P.BOOTSTRAP_FAILED_403, ['bootstrap failed: 403']],
  // Session 70's status-free wordings (rule group NE).
  [P.COMPILED_GRAMMAR_TOO_LARGE, ['compiled grammar']],
  [P.FUNCTION_RESPONSE_NAME_MISMATCH, ['does not match functioncall']],
  [P.CSRF_VERIFICATION_FAILED, ['csrf verification failed']],
  [P.SQUID_ACCESS_DENIED, ['err_access_denied']],
  // Session 69's vote clusters (group MD).
  [
    P.CLIENT_URL_UNPARSEABLE,
    ['parsed as a url', 'scheme name', 'first path segment', 'invalid request uri'],
  ],
  [
    P.REQUEST_CONTENT_TYPE_REFUSED,
    ['only accepts', 'content-type header', 'content-type: must', 'unsupported media type'],
  ],
  [
    P.JSON_SCHEMA_REFUSED_WORDS,
    [
      'schema missing items',
      'including every key in properties',
      'flavored json schema',
      "type, 'additionalproperties' must",
      'not supported in the gemini api',
      'too many states',
      'response_json_schema is set',
      "type, property '",
    ],
  ],
  [
    P.DUPLICATE_IDS_IN_REQUEST,
    [
      'must be unique',
      'duplicate tool_use id',
      'duplicate tool call id',
      'duplicate ids',
      'duplicate item found',
    ],
  ],
  // MESSAGE_ORDER had no gate, and session 69's review folded MD's fifteen role-order wordings into
  // it: one needle per alternative, so the long alternation runs only on errors that can match.
  [
    P.MESSAGE_ORDER,
    [
      'user message',
      'with a user',
      'successive',
      'alternate',
      'interleave',
      'immediately after',
      'only be in',
      'only appear in',
      "can't follow",
      'first content should',
      'first message must use',
      'role can only be used',
      'odd index',
      'assistant roles are supported',
      'content roles do not match',
      'with a model turn',
      'last message is from the assistant',
      'message prefill',
      'would pre-fill',
      'unsupported role: tool',
    ],
  ],
  [
    P.TOOL_ROLE_WITHOUT_CALL,
    [
      'messages with role',
      'can have a function call',
      'no tool call found',
      'for the following ids',
    ],
  ],
  [
    P.REQUEST_PARAMETER_RULE_WORDS,
    ['`tools` must be set', 'tool_choice must either', '{1,64}$', 'strictly positive'],
  ],
  [
    P.MODEL_PERMISSION_WORDS,
    ['permission to use the', 'permission to use this model', 'list of supported models'],
  ],
  // Session 70 (rule group NC).
  [P.GEMINI_QUICK_ACCESSOR_EMPTY, ['quick accessor']],
  [P.CYBER_SAFETY_FLAGGED, ['cyber activity', 'cybersecurity risk']],
  [P.TVM_CHECK_FAILED, ['check failed: (']],
  [P.CLOUDFLARE_FINETUNE_NOT_FOUND, ['aierror: finetune']],
  [P.REQUEST_OR_OBJECT_UNPARSEABLE, ['could not parse the']],
  [P.NO_SUPPORTED_MODEL_AVAILABLE, ['supported model']],
  [P.GITLAB_DUO_SERVER_CODE, ['error code: a100']],
  [
    P.CONNECTION_LOST,
    ['connection lost', 'connection was lost', 'connection has been lost', 'stopped arriving'],
  ],
  [
    P.REQUEST_TOOLS_TURNS_OPTIONS_REFUSED,
    ['function response turn', 'support tool types', 'stream options can only'],
  ],
  [P.REQUEST_URL_DOWNLOAD_FAILED, ['error while downloading']],
  [P.XINFERENCE_LAUNCH_FAILED, ['failed to launch model']],
  [P.QIANFAN_PARAMETER_CHECK, ['336003']],
  [P.PAYLOAD_OFF_SCHEMA, ['match the expected schema']],
  // Rule group NA, session 70.
  [P.GUARDRAIL_NAMED_VERDICT, ['guardrail']],
  [P.MODEL_PARAMETER_UNSUPPORTED, ['support the']],
  [P.QUOTED_VALUE_UNSUPPORTED_FOR_MODEL, ['is not supported for this model']],
  [P.CONTAINER_EXPIRED, ['container']],
  [P.MODEL_REQUIRES_TOOL, ['requires the use of']],
  [P.NO_ACCESS_TO_NAMED_MODEL, ['have access to']],
  [P.MINIMAX_UNKNOWN_ERROR_1000, ['(1000)']],
  [P.MODEL_ENDPOINT_UNSUPPORTED, ['support /v']],
  [P.GUARDRAIL_VIOLATION_DETECTED, ['violation of']],
  // Rule group OE, session 71.
  [P.OLLAMA_EMBEDDING_FAILED, ['generate embedding']],
  [P.SYSTEM_MESSAGES_UNSUPPORTED, ['system messages']],
  // Rule group OF, session 71.
  [P.RELAY_CONVERT_REQUEST_FAILED, ['convert_request_']],
  [P.LIST_MODELS_REFUSED_STATUS, ['failed to list models: 40']],
  [P.ZHIPU_NETWORK_ERROR_WITH_ID, ['错误id']],
  // Rule group OA, session 71.
  [P.TOKEN_ID_OUT_OF_VOCABULARY, ['out of vocabulary']],
  [P.TOOLS_WITH_STREAMING_UNSUPPORTED, ['with streaming']],
  [P.VALUE_UNSUPPORTED_WITH_NAMED_MODEL, ["supported with the '", 'supported with the "']],
  // Rule group OD, session 71.
  [P.STRICT_TOOLS_AUTO_PARSE, ['auto-parsed']],
  [P.URL_FIELD_NOT_BASE64_IMAGE, ["'url' field must be"]],
  [P.LOGIT_BIAS_INVALID_KEY, ["invalid key in 'logit_bias'"]],
  [P.HOSTED_TOOL_UNSUPPORTED, ["tool '"]],
  [P.JSON_OBJECT_FORMAT_UNSUPPORTED, ['format type']],
  [P.VERTEX_BATCH_IMPORT_FAILED, ['failed to import data']],
  [P.ARK_PARAMETER_NOT_VALID, ['specified in the request']],
  [P.IMAGEN_MODEL_UNAVAILABLE, ['imagen-']],
  [P.BASE_MODEL_NO_FINE_TUNING, ['support fine-tuning']],
  [P.N8N_RESOURCE_NOT_FOUND, ['resource you are requesting']],
  [P.MEMORY_ALLOCATION_FAILED, ['failed to allocate', 'allocation failed']],
  [P.LLAMA_DECODE_NEGATIVE, ['llama_decode: failed']],
  // Rule group UE, session 75.
  [P.UPLOADED_IMAGE_UNSUPPORTED, ['uploaded an unsupported image', 'media type, but the image']],
  [P.COPILOT_EDITOR_VERSION_MISSING, ['editor-version header']],
  [P.PROMPT_CACHE_PLACEMENT_REFUSED, ['cache_control', 'cached content']],
  [P.GEMINI_REQUEST_FIELD_REFUSED, ['oneof field', 'response modalities', 'thinking mode']],
  [P.LLAMA_CPP_TEMPLATE_PARSER_UNBUILT, ['generate parser']],
  [P.DEEPSEEK_BETA_API_ONLY, ['beta api']],
  [P.AUDIO_INPUT_REFUSED, ['already shorter than', 'audio file might be']],
  [P.BEDROCK_CALL_NOT_OFFERED, ['operation is not recognized', 'tool use in streaming']],
  [P.JSON_EXTRA_DATA, ['extra data: line']],
  [P.RETRIEVAL_FILE_TYPE_UNSUPPORTED, ['not supported for retrieval']],
  [P.UNSUPPORTED_DATA_TYPE, ['unsupported data type']],
  [P.TOP_P_OUT_OF_BOUNDS, ['`top_p` must be']],
  [P.PLEASE_LOAD_A_MODEL, ['load a model']],
  [P.MESSAGE_SUBMITTED_TOO_LONG, ['submitted was too long']],
  [P.LLM_COMPLETION_ATTEMPTS_SPENT, ['llm completion after']],
  [P.RATE_LIMIT_COUNTS_STATED, [', requested ']],
  [P.OPENROUTER_PROMPT_TOKENS_CREDITS, ['prompt tokens limit exceeded']],
  [P.INVALID_TYPE_FOR, ['invalid type for']],
  // Rule group SD, session 74.
  [P.SERVER_TEMPORARILY_LIMITING, ['temporarily limiting']],
  [P.PLAN_WINDOW_LIMIT_BARE, ['hour limit reached']],
  [P.COPILOT_TOKEN_USAGE_EXCEEDED, ['copilot token usage']],
  [P.CLAUDE_CODE_USAGE_POLICY_WRAPPED, ['unable to respond to this request']],
  [P.G4F_MISSING_AUTH_HAR, ['.har file']],
  [P.ENVOY_UNSUPPORTED_API_SCHEMA, ['unsupported api schema']],
  [P.DEEPSEEK_NOT_FOUND_CHECK_CONFIGURATION, ['please check the configuration']],
  [
    P.VLLM_TOKENS_OVER_WINDOW,
    ["'max_completion_tokens' is too large", 'input tokens and requested'],
  ],
  [P.TEI_INPUTS_TOO_LONG, ['must have less than']],
  [P.NOT_AUTHORIZED_TO_INVOKE_OPERATION, ['not authorized to invoke']],
  [P.CURRENT_ACCOUNT_NOT_ELIGIBLE, ['account is not eligible']],
  [P.FAILED_TO_PARSE_INPUT_BARE, ['failed to parse input']],
  [
    P.REQUEST_SHAPE_REFUSAL_WORDINGS,
    [
      'argument not supported',
      'proto is invalid',
      'invalid function name',
      'must start with a thinking block',
      'json object for the field',
      "is not of type 'object'",
      'web search options',
    ],
  ],
  [P.API_KEY_NOT_SENT_WORDINGS, ['api-key provided', 'provide an api key in the']],
  // Rule group QD, session 73.
  [P.COPILOT_FIREWALL_NETWORK_REASON, ['firewall rules']],
  [P.COPILOT_PREMIUM_MODEL_QUOTA, ['premium model quota']],
  [P.SGLANG_NO_AVAILABLE_SERVERS, ['no available servers']],
  [P.SCHEMA_GRAMMAR_TOO_COMPLEX, ['too complex for compilation', 'grammar compilation']],
  [P.CONTEXT_TOO_LARGE_NOTICE, ['context too']],
  // Rule group PD, session 72.
  [P.INVALID_RESOURCE_FIELD_VALUE, ['invalid resource field value']],
  [P.CLAUDE_CODE_CLIENTS_ONLY, ['仅可用于']],
  [P.OPUS_NOT_ON_CLAUDE_PRO, ['claude pro']],
  [P.JIMENG_ABNORMAL_BEHAVIOUR, ['疑似存在异常行为']],
  [P.CONTAINER_NOT_FOUND_ALONE, ['container not found']],
  [P.GO_OPENAI_404_NUMBER_BODY, ['cannot unmarshal number']],
  [P.REQWEST_TRANSPORT_ERROR, ['reqwest::error']],
  // Rule group OB, session 71.
  [P.HEADER_VALUE_UNSENDABLE, ['only ascii', 'parse header value']],
  [P.TEMPLATE_REFUSED_UNDER_500, ['system role', 'chat_template']],
  [P.USAGE_TIER_REQUIRED, ['usage tier']],
  [P.OPENCODE_SESSION_HEADER_MISSING, ['x-opencode-session']],
  [P.REQUIRED_FIELD_OR_SETTING_MISSING, ['is required', 'openai_api_version']],
  [P.CALL_MODE_UNSUPPORTED, ['synchronous calls']],
  [P.HTTP_METHOD_UNSUPPORTED, ['unsupported method']],
  [P.UPSTREAM_ACCOUNTS_ALL_UNAVAILABLE, ['upstream accounts']],
  // Rule group OC, session 71.
  [P.MEDIA_FILE_LOAD_FAILED, ['failed to load image or audio']],
  // Rule group PF, session 72.
  [P.UPSTREAM_SERVICE_ERROR, ['upstream service error']],
  // Rule group PB, session 72.
  [P.RELAY_POOL_NONE_HEALTHY, ['healthy provider found in pool', '补充账号']],
  // "t evaluate field" also meets Python's repr of the body (`can\'t`; rule group QC, session 73).
  [P.GO_TEMPLATE_FIELD_MISSING, ['t evaluate field']],
  [P.REQUEST_HEADERS_TOO_LARGE, ['header fields too large', 'limit request headers']],
  [P.EVENT_STREAM_HEADER_LENGTH, ['header length of']],
  [P.TOKEN_LIMIT_STATED, ['support max', 'input token limit is']],
  // Rule group PE, session 72.
  [P.GATEWAY_UPSTREAM_ZHIPU_PARAMETER_CODE, ['upstream request failed: [12']],
  [P.PULL_MANIFEST_MISSING, ['pull model manifest']],
  [P.COPILOT_TOKEN_EXCHANGE_FAILED, ['authorization from token']],
  [P.TEXT_OVER_CHARACTER_LIMIT, ['exceeds the character limit']],
  // Rule group QE, session 73: the words every alternative needs (the cooldown words also gate the
  // 503 and message rules that already read the pattern).
  [P.LOAD_SATURATED, ['饱和', 'load is saturated']],
  [P.CREDENTIALS_COOLING_DOWN, ['cooling down', 'cooldown', 'limited']],
  [P.NEW_API_NOT_IMPLEMENTED, ['not implemented (request id', 'unsupported relay mode']],
  // Rule group QF, session 73.
  [P.REQUEST_PARAMETERS_CHECK_ADVICE, ['请检查']],
  // Rule group QA, session 73.
  [P.COPILOT_TOKEN_FETCH_THREW, ['fetch throwing']],
  [P.OPENAI_COME_BACK_LATER, ['come back later']],
  [P.EMPTY_200_RATE_LIMIT_GUESSED, ['response body was empty']],
  [P.STREAM_ENDED_WITHOUT_FINISH_REASON, ['without finish_reason']],
  [P.VERTEX_STOPPED_AT_MAX_TOKENS, ['did not complete successfully']],
  [P.NOT_IMPLEMENTED_SAID, ['implemented']],
  [P.EMPTY_MODEL_RESPONSE_UNEXPLAINED, ['empty model response']],
  // Rule group QB, session 73.
  [P.REASONING_DETAILS_NOT_PRESERVED, ['reasoning details']],
  [P.FREE_CREDITS_RESTRICTED, ['free credits', 'paid credits']],
  [P.QUOTED_MODEL_NO_LONGER_AVAILABLE, ['no longer available']],
  [P.DYNAMO_NO_ENDPOINT_INSTANCES, ['found for endpoint']],
  [P.SGLANG_DETOKENIZER_SILENT, ['from detokenizer']],
  [P.CLI_AUTH_METHOD_UNSET, ['auth method']],
  [P.OPENAI4J_SSE_FORMAT, ['invalid sse format']],
  [P.TOKEN_EXCHANGE_404, ['token exchange failed']],
  // Rule group SA, session 74.
  [P.ONBOARDING_NO_PROJECT_RETURNED, ['onboarding failed']],
  // Rule group SB, session 74.
  [P.HTML_DOCUMENT_PAGE, ['<!doctype html']],
  [P.OLLAMA_VERSION_UNVERIFIED, ['verify ollama']],
  // The lead's integration, session 74 (review of session 74, problem 3).
  [
    P.REFRESH_ANSWER_UNPARSED,
    ['json', 'expecting value', 'unexpected token', '<!doctype', '<html'],
  ],
  // Review of session 74, problem 7.
  [P.TOKEN_EXCHANGE_FAILED_429, ['exchange failed']],
  // Rule group SE, session 74.
  [P.QWEN_MT_LANGUAGE_UNSUPPORTED, ['语种']],
  [P.ROUTER_ALLOWLIST_NO_PROVIDER, ['allowlist supports']],
  [P.GATEWAY_PROVIDER_PROTOCOL_UNSUPPORTED, [' protocol']],
  [P.SSRF_PRIVATE_IP_BLOCKED, ['ssrf_blocked', 'private ip']],
  [P.MODELSCOPE_BIND_ALIYUN, ['alibaba cloud account']],
  [P.POE_BOT_NOT_DEFINED, ['bot that is not defined']],
  [P.STRUCTURED_OUTPUT_BACKEND_UNSET, ['structured output backend']],
  [P.ROUTE_NOT_ALLOWED_FOR_PROVIDER, ['not allowed to post']],
  [P.WEBSOCKET_TRANSPORT_DISABLED, ['transport is disabled']],
  [P.TOKEN_LENGTH_GOT_ZERO, ['but got 0']],
  // Rule group SC, session 74.
  [P.PROMPT_LENGTH_CAP_STATED, ['prompt must be length', 'prompt length']],
  [P.LITELLM_STREAM_CHUNK_FAILED, ['error receiving chunk']],
  [P.LITELLM_STREAM_CHUNK_WRAPPER, ['error receiving chunk']],
  [P.LITELLM_STREAM_CHUNK_INNER_RATE_LIMIT, ['error receiving chunk']],
  [P.HTTP_STATUS_LINE_UNPARSED, ['expected http/']],
  [P.BEDROCK_INTERNAL_FAULT_WORDS, ['unexpected error during processing']],
  [P.AWS_CREDENTIALS_UNRESOLVED, ['cached sso token', 'resolve credentials', 'nocredentialserror']],
  [P.GCE_METADATA_NO_ACCOUNT, ['compute engine metadata']],
  [P.CHATGPT_BACKEND_404_UNKNOWN, ['chatgpt.com/backend-api']],
  // Rule group UC, session 75.
  [P.ILLEGAL_HEADER_VALUE_UNSHOWN, ['illegal header value']],
  [P.EMPTY_ANSWER_CAUSES_GUESSED, ['empty response']],
  [
    P.EMPTY_ANSWER_SAID,
    ['no content in', 'returned empty', ' received from', 'no response was returned'],
  ],
  [P.SERVICE_ERROR_CODE_WORD, ['service_error']],
  [P.EMPTY_CONTENT_RECEIVED_UNEXPLAINED, ['received empty content']],
  // Rule group UB, session 75.
  [P.WINSOCK_CONNECT_FAILED_CODE, ['1006']],
  [P.SERVICE_COULD_NOT_BE_REACHED, ['be reached']],
  [P.MODEL_ARCHITECTURE_UNSUPPORTED, ['unsupported model type', 'unsupportedmodeltype']],
  [P.LORA_ADAPTER_NOT_LOADED, ['not loaded']],
  [P.APPLE_INTELLIGENCE_UNAVAILABLE, ['apple intelligence', 'appleintelligence']],
  // Rule group UA, session 75.
  [P.CONNECTION_REFUSED_KIND, ['connectionrefused']],
  [P.PREFILL_WITH_THINKING, ['prefill is']],
  [P.STREAM_COMPLETION_FAILED_BARE, ['failed to stream completion']],
  [P.UNKNOWN_MESSAGE_TYPE_BARE, ['unknown message type']],
  [P.SOMETHING_WRONG_OCCURS_RETRY, ['something wrong occur']],
  [P.INFERENCE_OUTPUT_UNCHECKED, ['invalid inference output']],
  // Rule group UD, session 75.
  [P.INVALID_JSON_RESPONSE_UNREAD, ['invalid json response']],
  [P.OUTPUT_BUDGET_STOP_REASON, ['max_tokens', 'max_output_tokens']],
  [
    P.LLM_REPLY_UNPARSED,
    ['llm response', 'llm’s response', "llm's response", 'json response from'],
  ],
  [P.FETCH_URL_UNPARSED, ['parse url from']],
  [P.ZEROGPU_DURATION_OVER_TIER_CAP, ['gpu duration']],
  [P.JSON_NONFINITE_FLOAT_REQUEST, ['json compliant']],
  [P.EMBEDDING_DIMENSION_UNDETECTED, ['detect dimension']],
  [P.PROVIDER_AUTHENTICATION_ERROR, ['error authenticating with']],
  // Rule group UF, session 75.
  [P.LOCAL_SERVER_GENERATION_FAULT, ['peg-native', 'token repeat limit', 'grammar rejected']],
  [P.ENTRA_CONDITIONAL_ACCESS_BLOCKED, ['aadsts53003', 'conditional access']],
  [P.UPSTREAM_ANSWER_NOT_JSON, ['invalid json', 'unrecognized token']],
  [P.UPSTREAM_PROVIDER_CREDENTIALS_UNAVAILABLE, ['credentials unavailable']],
  [P.MODAL_INVALID_FUNCTION_CALL, ['modal-http']],
  [P.UPSTREAM_PROXY_REQUEST_FAILED, ['proxy request failed']],
  // Rule group VA, session 76.
  [P.TOKEN_COUNTING_MODEL_UNSUPPORTED, ['token counting']],
  [P.MODEL_METADATA_UNKNOWN, ['unknown context window size']],
  [P.OUTPUT_CAP_TRUNCATION_SAID, ['truncated (max_', 'due to max_tokens']],
  [P.WEB_SEARCH_MAX_USES_EXCEEDED, ['max_uses_exceeded']],
  [P.CHAT_ROLES_REFUSED, ['user query found', 'alternate roles', 'last message role']],
  [P.MAX_BUDGET_REACHED, ['max budget']],
  [P.STREAMING_TOOL_CALL_HANDLER_FAILED, ['streaming tool call']],
  // Rule group VC, session 76.
  [P.LITELLM_CONNECTION_ERROR, ['exception - connection error']],
  [P.MODEL_EXECUTION_FAILED, ['model_execution_failed', 'execution of model']],
  [P.COPILOT_PROMPT_FILTERED, ['promptfiltered', 'responsible ai']],
  [P.USE_MAX_COMPLETION_TOKENS, ['completiontokens', 'completion_tokens']],
  [P.BARE_NOT_FOUND_DOCUMENT, ['detail']],
  [P.ERROR_RESPONSE_UNREAD, ['failed to process error response']],
  [P.VALIDATION_RETRIES_EXCEEDED, ['exceeded maximum retries']],
  // Rule group WA, session 77.
  [P.ACCESS_TOKEN_UNREFRESHED_BARE, ['could not refresh access token']],
  [P.CONTENT_ENCODING_UNDECODED, ['decode content-encoding']],
  [P.CHECK_API_REFERENCE, ['check the api reference']],
  // Rule group VF, session 76.
  [P.REASONING_PARAMETER_UNSUPPORTED, ['does not support reasoning']],
  [P.REQUEST_EXCEEDS_MAX_ALLOWED_SIZE, ['exceeds the maximum allowed size']],
  [P.ALL_ACCOUNTS_EXHAUSTED_BARE, ['all accounts exhausted']],
  [P.GEMINI_FREE_TIER_TOKENS_WINDOW, ['free_tier_input_token_count']],
  [P.CLOVA_UNAVAILABLE_OUTPUT, ['unavailable output']],
  [P.PLATFORM_API_UNSUPPORTED, ['api is']],
  [P.REJECTED_BY_QUOTA_POLICY, ['quota policy']],
  // Rule group WC, session 77.
  [P.MODEL_OVERLOADED_CUT, ['model is currently overloa']],
  [P.REQUESTED_MODEL_DOES_NOT_CUT, ['the requested model does not']],
  [
    P.MODEL_TOOLS_PARAM_UNSUPPORTED,
    [
      'parameters are not supported for this model',
      'support tool',
      'support function',
      'supports tool',
      'supports function',
    ],
  ],
  [P.CONTENTS_REQUIRED, ['is required', 'are required']],
  [P.NO_FINAL_ANSWER, ['no final answer']],
  [P.N_CHOICES_UNSUPPORTED, ['n > 1', 'n>1', 'n >1', 'n> 1', 'n != 1', 'n!=1', 'n !=1', 'n!= 1']],
  [P.STREAM_EMPTY_MESSAGES_CAP, ['too many empty messages']],
  // Rule group WB, session 77.
  [P.CONTENT_PART_TYPE_UNSUPPORTED, ['content[].type']],
  [P.MEDIA_TOKENS_TO_NO_PLACEHOLDERS, ['to 0 placeholders']],
  [P.LLAMA_COMPUTE_ERROR, ['compute error']],
  // Rule group WF, session 77.
  [P.MODEL_STILL_BEING_LOADED, ['being loaded']],
  [P.NAMED_ACCOUNT_POOL_EMPTY, ['no available']],
  [P.JSON_PATH_DOUBLE_QUOTED_INVALID, ['is invalid']],
  [P.SIZE_NOT_SUPPORTED, ['size']],
  [P.INVALID_ID_RECEIVED, ['invalid id']],
  // Rule group XA, session 78.
  [P.CLIENT_NOT_ALLOWED, ['client not allowed', 'client is not allowed']],
  [
    P.FREE_TIER_PROMPT_TOKEN_CAP,
    ['免费api限制', 'free accounts is limited', 'free accounts are limited'],
  ],
  [P.JSON_DUMP_INVALID_UTF8, ['type_error.316']],
  [P.TIMEOUT_ONLY_TEXT, ['timeout', 'timed out']],
  // Rule group XF, session 78.
  [P.OUTPUT_REQUIRES_STREAM, ['require']],
  [P.DAILY_COUNTER_OVER_LIMIT, ['used_today', 'used today']],
  // Rule group YC, session 79.
  [P.COPILOT_QUOTA_EXCEEDED_HEADLINE, ['quota exceeded server error']],
  [P.CONTEXT_LIMIT_EXCEEDED, ['context limit', 'context window limit']],
  [P.FAST_MODE_USAGE_CREDITS, ['fast mode']],
  [P.READ_TIMED_OUT_WRAPPED, ['read timeout=']],
  [P.PLAN_EXCLUDES_MODEL, ['include']],
  // Rule group YA, session 79.
  [P.THINKING_SIGNATURE_FIELD_MASKED, ['signature: field required']],
  [P.NOT_AUTHORIZED_MISSING_OR_INVALID, ['not authori']],
  [P.NAMED_MODEL_NOT_AVAILABLE, ['is not available']],
  // Rule group YB, session 79.
  [P.HTTP2_STREAM_CLOSED_CODE, ['stream closed with error code']],
  [P.CURSOR_PRO_UPSELL, ['cursor pro']],
  [P.WORKSPACE_REGION_NOT_AUTHORIZED, ['region']],
  [P.HOST_NOT_RESOLVED_QUOTED, ['failed to resolve']],
  [P.SINGLE_MESSAGE_OVER_TRUNCATION, ['truncation']],
  [P.BIND_TOOLS_NOT_IMPLEMENTED, ['bind_tools']],
  [P.API_KEY_EMPTY_STATED, ['be empty', 'be blank']],
  [P.QUOTA_WILL_REFRESH, ['will refresh']],
  [P.NO_LISTENER_FOR_ENDPOINT, ['no listener']],
  // Rule group YF, session 79.
  [P.REQUESTED_MODEL_TEMPORARILY_DOWN, ['temporarily']],
  [P.TOKEN_EXPIRED_CODE_ALONE, ['token_expired']],
  [P.LEGACY_SDK_PLAIN_404, ['invalid response object']],
  [P.OLLAMA_OPENAI_PATH_WITHOUT_V1, [':11434/']],
]);

/** False when none of a gated pattern's words is in `text` (the pattern then cannot match). */
export function passesGate(text: string, pattern: RegExp): boolean {
  const needles = GATES.get(pattern);
  if (needles === undefined) return true;
  // `indexOf` rather than `includes`: measurably cheaper per call in V8.
  for (const needle of needles) if (text.indexOf(needle) >= 0) return true;
  return false;
}

/** What authentication wording says, in {@link authReading}'s order. */
export type AuthReading = 'refreshable' | 'model_access' | 'key_rejected';

const AUTH_ORDER: readonly (readonly [AuthReading, RegExp])[] = [
  ['refreshable', P.AUTH_TRANSIENT],
  ['model_access', P.MODEL_ACCESS],
  ['key_rejected', P.KEY_VERDICT],
];

/**
 * The one order the 401 rule and the message rule read authentication wording in, once a
 * permanent verdict and a failed refresh are ruled out: refreshable wording ("expired", "refresh")
 * keeps the refreshable `auth`; otherwise a key that may not reach this model ("not authorized to
 * access this model") is model access (fall back, keep the key); otherwise a key named with a
 * verdict or "Unauthorized" is a dead key. Undefined when none of them says anything: plain `auth`.
 * The code rule reads a code's text with `AUTH_PERMANENT`, a stronger verdict, and not in this order.
 */
export function authReading(
  run: Run,
): { reading: AuthReading; pattern: RegExp; match: RegExpExecArray } | undefined {
  for (const [reading, pattern] of AUTH_ORDER) {
    if (!passesGate(run.text, pattern)) continue;
    const match = pattern.exec(run.text);
    if (match === null) continue;
    if (reading === 'refreshable' && match[0] === 'forbidden') {
      const model = modelAccessPastForbidden(run);
      if (model !== undefined) return model;
    }
    return { reading, pattern, match };
  }
  return undefined;
}

/**
 * "Forbidden" is the 403's reason phrase, no sign of a token to refresh: a key refused a model after
 * it ("Forbidden – key(…) not authorized to access the requested model.", AiHubMix's 403 kept as its
 * message alone, held h839) is model access, as it is with the status. Only when "forbidden" is the
 * refreshable wording's first match and no other refreshable word follows it.
 */
function modelAccessPastForbidden(
  run: Run,
): { reading: AuthReading; pattern: RegExp; match: RegExpExecArray } | undefined {
  const at = run.text.indexOf('forbidden');
  if (P.AUTH_TRANSIENT.test(run.text.slice(at + 'forbidden'.length))) return undefined;
  if (!passesGate(run.text, P.MODEL_ACCESS)) return undefined;
  // A model itself, not a service's resource named after models ("access to the model list
  // endpoint", "the model registry": session 55's review).
  if (MODEL_AS_A_RESOURCE.test(run.text)) return undefined;
  const match = P.MODEL_ACCESS.exec(run.text);
  return match === null ? undefined : { reading: 'model_access', pattern: P.MODEL_ACCESS, match };
}

/** "Model" naming a service's own resource ("the model list endpoint", "the model registry"). */
const MODEL_AS_A_RESOURCE =
  /\bmodels? (?:list|listing|registry|catalog(?:ue)?|endpoint|management|settings|config(?:uration)?)\b/;

/**
 * A per-month or free-trial allowance in so many words ({@link P.FIXED_ALLOWANCE}) is billing, but
 * read past when a window or a wait is stated next to it ("20 requests per minute. (Your quota:
 * 50,000 requests per month.)"): the window refused the request. The message step and a 4xx no rule
 * maps read it so; the 429 adds checks of its own (a Retry-After header, a transient signal).
 */
export function fixedAllowanceUnlessWindow(
  run: Run,
  step: string,
  rule: string,
): Decision | undefined {
  if (P.WINDOW_OR_WAIT.test(run.text)) return undefined;
  return byText(run, P.FIXED_ALLOWANCE, 'billing', billingCategory, step, rule);
}

/**
 * A decision that words beside it override: none when `pattern` matches the text. Takes the decision
 * already made, so a broad family (`P.TIMEOUT_TEXT`, `P.OVERLOADED_STRONG`) is scanned only after a
 * narrow rule matched.
 */
export function unlessText(
  run: Run,
  pattern: RegExp,
  decision: Decision | undefined,
): Decision | undefined {
  return decision === undefined || pattern.test(run.text) ? undefined : decision;
}

/** Decides `reason` when `pattern` matches the combined text; records the layer and the match. */
export function byText(
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

/**
 * Requests over the caller's concurrency cap ({@link P.CONCURRENCY_OVER_CAP}) with no balance said
 * insufficient beside them ({@link P.BALANCE_VERDICT}): a rate limit that clears as the running
 * requests end. Shared by the code step (a permission code around it, held h1382) and the billing
 * message rule (before the top-up advice that raises the cap, held h211), so the two readings cannot
 * drift apart (session 65 review, problem 7).
 */
export function concurrencyNotBalance(text: string): boolean {
  return (
    text.includes('concurren') && P.CONCURRENCY_OVER_CAP.test(text) && !P.BALANCE_VERDICT.test(text)
  );
}

export function hasCode(facts: ErrorFacts, set: ReadonlySet<string>): string | undefined {
  for (const code of facts.codes) if (set.has(code.lower)) return code.value;
  return undefined;
}

/**
 * An account whose API access was ended for a policy violation ("Your access was terminated due to
 * violation of our policies", OpenAI's `access_terminated`, batch 97): the policy words are the
 * reason given, not a refusal of this prompt, and no end is stated, so the key is dead. The
 * signature step and the 429 read it alike (OpenAI sends it on a 429 too, review r97).
 */
export function accessTerminated(run: Run, step: string, rule: string): Decision | undefined {
  // The narrow wording first: the policy pattern is long, and most texts lack the wording.
  const terminated = P.ACCESS_TERMINATED.exec(run.text);
  if (terminated === null || !P.CONTENT_POLICY.test(run.text)) return undefined;
  return {
    reason: 'auth_permanent',
    category: 'auth.token_revoked',
    step,
    rule,
    field: fieldOf(run.facts, P.ACCESS_TERMINATED),
    matched: terminated[0],
  };
}

/**
 * Azure Resource Manager's inner errors: `details: [{code, message}]` under an outer code that only
 * says validation failed (`InvalidTemplateDeployment` around `InsufficientQuota`, batch 552). Read
 * after the body's own codes, as codes of their own; Google's typed details (`@type`) are not these.
 * A billing code there counts as the body's own ({@link billingCodeOf}): ARM answers the outer code
 * with a 400 (review rw45a).
 */
export function armInnerCodes(
  facts: ErrorFacts,
): { value: string; lower: string; field: string }[] {
  const details: unknown = facts.details;
  if (!Array.isArray(details)) return [];
  const inner: { value: string; lower: string; field: string }[] = [];
  for (let index = 0; index < details.length && index < 8; index++) {
    const detail: unknown = details[index];
    const code = read(detail, 'code');
    if (
      typeof code === 'string' &&
      code.length <= 120 &&
      read(detail, '@type') === undefined &&
      typeof read(detail, 'message') === 'string'
    )
      inner.push({ value: code, lower: code.toLowerCase(), field: `details[${index}].code` });
  }
  return inner;
}

/**
 * A code that says the account is out of money: a known one, or one shaped like Google's ErrorInfo
 * reasons (`INSUFFICIENT_G1_CREDITS_BALANCE`): "insufficient", then what ran out; or
 * an ARM inner error's known one.
 */
export function billingCodeOf(facts: ErrorFacts): string | undefined {
  const known = hasCode(facts, BILLING_CODES);
  if (known !== undefined) return known;
  for (const code of facts.codes) if (BILLING_CODE_SHAPE.test(code.lower)) return code.value;
  for (const inner of armInnerCodes(facts)) if (BILLING_CODES.has(inner.lower)) return inner.value;
  return undefined;
}

const BILLING_CODE_SHAPE =
  /^insufficient_(?:[a-z0-9]{1,20}_){0,4}(?:credits?|balance|funds)(?:_balance)?$/;

/**
 * Google's QUOTA_EXHAUSTED (the `billingCode` found) beside the reset it states ("Individual quota
 * reached. … Resets in 160h20m10s.", "Your quota will reset after 120h45m2s.", a `quotaResetDelay`, a
 * RetryInfo): a quota that refills by itself, not money (Antigravity through 9router, batch 209).
 * The parsed body keeps its details out of the text: a RetryInfo's `retryDelay` or the ErrorInfo's
 * `quotaResetDelay` is read from the details themselves, by the wait parser (Antigravity's "You have
 * exhausted your gemini-3-pro-high quota. Please try again later.", batch 1179). The field and the
 * match of the reset, or undefined (no such code, or no reset: the code stays billing). The 429 rule
 * (`status.429.quota_code_refills`) and the code rule with no status kept (`code.quota_code_refills`,
 * held h496 as the body alone; "quota will reset after" held ×31 rate_limit) read it alike.
 */
export function quotaRefillStated(
  run: Run,
  billingCode: string | undefined,
): { field: string; matched: string } | undefined {
  if (billingCode?.toLowerCase() !== 'quota_exhausted') return undefined;
  const { facts, text } = run;
  const stated = P.STATED_REFILL.exec(text);
  const refill = stated ?? P.GOOGLE_QUOTA_RESET.exec(text);
  if (refill === null) {
    const reset = parseRetryAfter({ details: facts.details });
    if (reset.retryAfterMs === undefined) return undefined;
    return { field: reset.source ?? 'body.error.details', matched: `${reset.retryAfterMs} ms` };
  }
  return {
    field: fieldOf(facts, stated === null ? P.GOOGLE_QUOTA_RESET : P.STATED_REFILL),
    matched: refill[0],
  };
}

/**
 * The body's own error type when it is exactly `value`: the body's `error.type`, or the `type` of a
 * body that is the error object itself (OpenCode Zen and Go type their errors so: `ModelError`,
 * `AuthError`). The same name in a client's message or a nested detail is another party's.
 */
export function bodyTypedAs(
  facts: ErrorFacts,
  value: string,
): ErrorFacts['codes'][number] | undefined {
  return facts.codes.find(
    (code) =>
      (code.field === 'body.error.type' || code.field === 'body.type') && code.value === value,
  );
}

export function codeField(facts: ErrorFacts, value: string): string | undefined {
  for (const code of facts.codes) if (code.value === value) return code.field;
  for (const inner of armInnerCodes(facts)) if (inner.value === value) return inner.field;
  return undefined;
}

export function statusDecision(
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

/**
 * Transport, disconnect, TLS or timeout wording: the request got no verdict, so wording that would
 * otherwise name a cause ("check your URL", "Token refresh failed", "aborted",
 * `invalid_request_error`) is only a client's guess. The one guard every such rule uses.
 */
export function saysTransportFailure(run: Run): boolean {
  return namesTransportFailure(run.text);
}

/** {@link saysTransportFailure} on a part of the text (the cause a wrapper names after its own words). */
export function namesTransportFailure(text: string): boolean {
  return (
    P.TRANSPORT_TEXT.test(text) ||
    P.DISCONNECT.test(text) ||
    P.TIMEOUT_TEXT.test(text) ||
    P.TLS_TEXT.test(text)
  );
}

/**
 * An expired session token, OAuth token or JWT ({@link P.TOKEN_EXPIRED_ON_5XX}) under the status
 * that answered it (a 400, or an app's own 500/502): the token, which a refresh or a new login
 * fixes. Not beside a transport failure: then no server judged the token.
 */
export function expiredTokenUnderStatus(run: Run, rule: string): Decision | undefined {
  return namesTransportFailure(run.text)
    ? undefined
    : byText(run, P.TOKEN_EXPIRED_ON_5XX, 'auth', 'auth.expired_token', 'status', rule);
}

/**
 * What says the refresh token itself is dead: the token endpoint's 400/401 ("Token refresh failed:
 * 401", "400 Bad Request"), OAuth's invalid_grant, a token already used or revoked, "sign in again",
 * and the refresh token called invalid ("Token refresh failed: invalid_request - Invalid refresh
 * token or client_id", Qwen OAuth behind CLIProxyAPI, batch 385), and OpenAI's `refresh_token_reused`
 * (a refresh token already spent, sub2api, batch 508), and a token endpoint that answered with no
 * token ("token refresh failed: iflow token: missing access token in response", CLIProxyAPI, batch 693).
 * A 403 there is the token endpoint refusing this login too ("Token refresh failed: 403", Copilot's
 * token exchange in opencode, batch 724; "Token exchange failed: 403", its ChatGPT OAuth).
 * A credential "expired and could not be refreshed" says the refresh ran and got nothing (batch 740).
 * So does "expired and refresh failed"; a status stated as "status=400," is the refusal too (batch 782).
 */
const REFRESH_REJECTED =
  /(?<![\d.,:])40[013](?![\d.,])|\bstatus ?[=:] ?40[013]\b|\bbad request\b|unauthori[sz]ed|\binvalid_grant\b|\binvalid_client\b|already (?:been )?used|\brevoked\b|\binvalid refresh[ _]token\b|\brefresh_token_reused\b|\bmissing (?:access|refresh)[ _]token in (?:the )?response\b|(?:sign|log)(?:ging)? ?in again|re-?authenticate|re-?login|\bexpired and (?:(?:could not|couldn't|cannot|can't) be refreshed|refresh failed)\b/;

/**
 * A failed refresh's advice to try again *or* sign in again ("Failed to refresh OpenAI Codex token.
 * Please try again or re-authenticate.", OpenClaw, batch 1198; also "try again, or …"): the second
 * half is the fix, so the "try again" before it is no transient signal. Not when signing in again is
 * only for "if the problem persists": then retrying comes first (review 60 item 2).
 */
const TRY_AGAIN_OR_SIGN_IN =
  /\btry again,? or re-?(?:authenticate|login|log in|sign in)\b(?! if the (?:problem|issue|error) persists\b)/g;

/**
 * What a refresh failure names as its cause when it is no verdict on the credential (review 60 item
 * 2): a garbled or HTML answer, a challenge page or an unknown error. Beside these, the sign-in
 * advice is boilerplate, not the verdict.
 */
const REFRESH_CAUSE_NOT_CREDENTIAL = new RegExp(
  `${P.REFRESH_ANSWER_UNPARSED.source}|\\bhtml\\b|\\bcloudflare\\b|\\bchallenge\\b|\\bunknown error\\b`,
);

/**
 * A relay's access-log prefix before the failure it relays ("HTTP 500 - POST /v1/chat/completions -
 * Client error '401 Unauthorized' for url '…/refreshToken'", KiroGate, batch 1853,
 * h1853-kiro-kirogate-500-refresh-token-401): the 5xx is the relay's own answer to its client, not
 * the token endpoint's, so it is no transient status of the refresh (held refreshToken URLs ×3, all
 * auth_permanent). Tried only on a text that starts "http 5". Rule group SB, session 74.
 */
const RELAY_ACCESS_LOG_PREFIX = /^http 5\d\d - (?:get|post|put|patch|delete) \/[^\s]{0,200} - /;

/**
 * A failed token refresh that says the stored credential is dead (DESIGN §1.1 "refresh failed"):
 * only on positive evidence. A refresh that met a 5xx/429, a server error, overload, a rate limit,
 * transient wording or a transport failure, or that says nothing of why ("Unexpected token < in
 * JSON"), is no verdict on the credential. The advice to "try again or re-authenticate" counts as the
 * verdict only when the refresh names no cause of its own ({@link REFRESH_CAUSE_NOT_CREDENTIAL}).
 */
export function refreshRejected(run: Run): RegExpExecArray | null {
  const { text } = run;
  const failed =
    text.includes('refresh') || text.includes('exchange') || text.includes('刷新')
      ? P.REFRESH_FAILED.exec(text)
      : null;
  // The token endpoint's own refusal of the grant (Google's "reauth related error (invalid_rapt)"
  // under `invalid_grant`, batch 138) is a failed refresh that names its verdict; gated by its words.
  const refused =
    failed ??
    (text.includes('reauth') || text.includes('invalid_rapt') || text.includes('invalid refresh')
      ? P.OAUTH_GRANT_REJECTED.exec(text)
      : null);
  if (refused === null) return null;
  const stripped = text.includes(' or re') ? text.replace(TRY_AGAIN_OR_SIGN_IN, ' ') : text;
  if (
    P.TRANSIENT_STATUS_NUMBER.test(
      text.startsWith('http 5') ? text.replace(RELAY_ACCESS_LOG_PREFIX, ' ') : text,
    ) ||
    P.SERVER_ERROR_TEXT.test(text) ||
    P.OVERLOADED.test(text) ||
    P.RATE_LIMIT.test(text) ||
    transientSignal(stripped) !== null ||
    saysTransportFailure(run)
  )
    return null;
  if (failed === null || REFRESH_REJECTED.test(stripped)) return refused;
  // Only the sign-in advice says so: the verdict when the refresh names no other cause.
  return stripped !== text && !REFRESH_CAUSE_NOT_CREDENTIAL.test(stripped) ? refused : null;
}

/**
 * A failed token refresh whose answer could not be parsed ({@link P.REFRESH_ANSWER_UNPARSED}: a
 * garbled or HTML answer, whatever the JSON parser's wording) and which names no verdict of its own,
 * no transient status and no transport failure: the answer's cause is lost, so it reads unknown
 * rather than a request fault (`message.validation`) or a server's (`message.response_not_json`).
 * One check, read by the message step before both and at the end of the steps (review of session
 * 74, problem 3).
 */
export function refreshAnswerUnparsed(run: Run): RegExpExecArray | null {
  const { text } = run;
  if (!text.includes('refresh') || !passesGate(text, P.REFRESH_ANSWER_UNPARSED)) return null;
  const failed = P.REFRESH_FAILED.exec(text);
  if (failed === null || !P.REFRESH_ANSWER_UNPARSED.test(text) || REFRESH_REJECTED.test(text))
    return null;
  if (
    P.TRANSIENT_STATUS_NUMBER.test(text) ||
    P.SERVER_ERROR_TEXT.test(text) ||
    P.OVERLOADED.test(text) ||
    P.RATE_LIMIT.test(text) ||
    saysTransportFailure(run)
  )
    return null;
  return failed;
}

/** How far into the text a relayed status may stand: further on, it is a detail, not the failure. */
const RELAYED_STATUS_WITHIN = 200;

/**
 * A status another service answered, relayed near the start of the text ({@link P.RELAYED_429_STATUS},
 * {@link P.RELAYED_402_STATUS}), unless the words before it say it answered an earlier attempt
 * ("last status: 429") or a tool's fetch ("Tool web_fetch failed: error code: 429"): this call's
 * outer status is then its own.
 */
export function relayedStatusNearHead(pattern: RegExp, text: string): RegExpExecArray | null {
  const found = pattern.exec(text);
  if (found === null || found.index > RELAYED_STATUS_WITHIN) return null;
  const before = text.slice(Math.max(0, found.index - 40), found.index);
  return P.EARLIER_STATUS.test(before) || P.TOOL_STATUS.test(before) ? null : found;
}

/** The relayed 429 near the start of the text; read under a 5xx and under a relay's 400. */
export function relayed429Status(text: string): RegExpExecArray | null {
  return relayedStatusNearHead(P.RELAYED_429_STATUS, text);
}

/**
 * An aggregator's or relay's upstream that is rate limited ("upstream returned 429"), unless a local
 * router relays the provider's own document after the status (the caller's key met it) or the text
 * says the account is out of money (billing decides, as on `aggregator_provider_error`).
 */
export function upstreamRateLimit(run: Run, step: string, rule: string): Decision | undefined {
  const { text } = run;
  if (P.RELAYED_PROVIDER_DOCUMENT.test(text)) return undefined;
  // A relay whose upstream throttles the caller's IP ("Windsurf upstream is applying IP-level
  // cooldown", batches 380 and 613): every account behind that IP waits, so the window is the
  // caller's own, not one upstream's to route around.
  if (P.IP_LEVEL_THROTTLE.test(text)) return undefined;
  const upstream =
    byText(run, P.UPSTREAM_RATE_LIMIT, 'upstream_rate_limit', 'rate_limit.upstream', step, rule) ??
    byText(run, P.PROVIDER_ERROR_429, 'upstream_rate_limit', 'rate_limit.upstream', step, rule);
  if (upstream === undefined) return undefined;
  return P.BILLING_STRICT.test(text) || billingCodeOf(run.facts) !== undefined
    ? undefined
    : upstream;
}

/**
 * OpenAI's "You exceeded your current quota, please check your plan and billing details" read as
 * the account's quota (billing): not next to Google's quota document or marks (`details`,
 * {@link P.GOOGLE_QUOTA_MARK}: a refilling window) nor a transient signal. One reading for the 429, a
 * relayed 429 inside a 5xx and an SDK's RateLimitError class without a status.
 */
export function currentQuotaExhausted(run: Run): RegExpExecArray | null {
  const { facts, text } = run;
  if (!text.includes('quota') && !text.includes('billing')) return null;
  const quota = P.CURRENT_QUOTA.exec(text);
  if (
    quota === null ||
    facts.details !== undefined ||
    facts.codes.some((code) => code.lower === 'resource_exhausted') ||
    P.GOOGLE_QUOTA_MARK.test(text) ||
    transientSignal(text) !== null
  )
    return null;
  return quota;
}

/**
 * DashScope (Alibaba Model Studio) throttles in OpenAI's out-of-quota words and code ("You exceeded
 * your current quota, please check your plan and billing details." `insufficient_quota`), with its
 * error-code page's anchor for the token-rate limit (".../model-studio/error-code#token-limit"): the
 * provider's own pointer names a window that refills, not money (seven real lines across batches
 * 13–189, from Qwen Code, OpenCode, oh-my-pi and relays), or its own code `Throttling.AllocationQuota`
 * kept in the text (batch 206) or as the error object's own code with the status lost (held h206
 * without its 429; `Throttling.AllocationQuota` held ×4 rate_limit, its `AllocationQuota.FreeTierOnly`
 * ×2 billing; rule group LE, session 68). Without either the words stay billing.
 */
export function quotaWordsOnAThrottle(
  run: Run,
  step: string,
  rule: string,
  codeRule: string,
): Decision | undefined {
  const anchor = P.THROTTLE_DOC_ANCHOR.exec(run.text);
  if (anchor === null) {
    const coded = run.facts.chainCodes.find((chain) => chain.code === 'THROTTLING.ALLOCATIONQUOTA');
    if (coded === undefined) return undefined;
    // Its own rule id: the code decided, not the anchor (review of session 68, problem 7).
    return {
      reason: 'rate_limit',
      category: 'rate_limit.tokens',
      step,
      rule: codeRule,
      field: coded.field,
      matched: coded.code,
    };
  }
  return {
    reason: 'rate_limit',
    category: 'rate_limit.tokens',
    step,
    rule,
    field: fieldOf(run.facts, P.THROTTLE_DOC_ANCHOR),
    matched: anchor[0],
  };
}

/**
 * gRPC's own caps on a message or metadata, under the RESOURCE_EXHAUSTED its quotas share
 * (grpc/grpc#10612): metadata received is the call's (`format_error`: the same call meets it again,
 * batch 299), a message's bytes either way are the request's size (`payload_too_large`, batch 793).
 * Read by the message step before the rate-limit family, and by the code and 429 rules before their
 * quota reading.
 */
export function grpcSizeLimit(run: Run, step: string): Decision | undefined {
  const { text } = run;
  if (!text.includes(' max') && !text.includes('limit')) return undefined;
  return (
    byText(
      run,
      P.GRPC_METADATA_SIZE_LIMIT,
      'format_error',
      'request.invalid',
      step,
      `${step}.grpc_metadata_size_limit`,
    ) ??
    byText(
      run,
      P.GRPC_MESSAGE_SIZE_LIMIT,
      'payload_too_large',
      'request.payload_too_large',
      step,
      `${step}.grpc_message_size_limit`,
    )
  );
}

/**
 * A resource another request holds, with a retry in a few seconds (OpenAI's `conversation_locked`:
 * "Another process is currently operating on this conversation. Please retry in a few seconds.",
 * batch 292): contention that clears on the same key and target, under a 400, another 4xx or no
 * status. `server_error` retries there; a rate limit would rotate the key and fall back, and another
 * project's key or another provider cannot see the conversation.
 */
export function busyRetrySoon(run: Run, step: string, rule: string): Decision | undefined {
  return byText(run, P.BUSY_RETRY_SOON, 'server_error', 'server.resource_locked', step, rule);
}
