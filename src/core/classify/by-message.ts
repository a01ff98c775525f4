/**
 * Step 4 of the pipeline (DESIGN §1.2): message patterns when there is neither a status nor a
 * code.
 * @module
 */

import {
  chatTemplateFieldMissing,
  keyUsageCapReached,
  relayPoolNoneHealthy,
  tokenExpiryHedge,
} from './by-code.js';
import {
  bareBodyDocument,
  credentialPluginVerdict,
  INVALID_URL_TEXT,
  litellmStreamChunkInner,
  relayTokenRejected,
} from './by-status.js';
import {
  byDisconnect,
  byTls,
  byTransport,
  byTransportText,
  hasTransportCode,
  isLargeForDisconnect,
} from './by-transport.js';
import {
  billingCategory,
  modelCategory,
  permanentCategory,
  rateLimitCategory,
} from './categories.js';
import {
  authReading,
  bodyTypedAs,
  busyRetrySoon,
  byText,
  concurrencyNotBalance,
  type Decision,
  fieldOf,
  fixedAllowanceUnlessWindow,
  grpcSizeLimit,
  namesTransportFailure,
  passesGate,
  quotaWordsOnAThrottle,
  type Run,
  refreshAnswerUnparsed,
  refreshRejected,
  requestFitsTokenWindow,
  saysTransportFailure,
  transientSignal,
  unlessText,
  upstreamRateLimit,
} from './decision.js';
import { read } from './extract.js';
import {
  maxTokensAllowed,
  maxTokensTooLarge,
  outputCapRepair,
  overflowByText,
} from './overflow-by-text.js';
import * as P from './patterns.js';
import { betaRefusedInWords } from './request-repairs.js';
import { statedWait } from './stated-wait.js';
import type { Reason } from './types.js';

export function byMessage(run: Run): Decision | undefined {
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
    // "Request too large for model … on tokens per min" is one request over the TPM window; Groq's
    // 413 of it ("… please reduce your message size") keeps the payload reading (batch 93). Its tail
    // says so too when a user's paste drops the window ("… Limit 30000, Requested 39448. The input
    // or output tokens must be reduced in order to run successfully.", batch 161).
    const overWindow =
      P.REQUEST_TOO_LARGE_FOR_LIMIT.test(text) &&
      (P.TOKEN_WINDOW.test(text) || /\binput or output tokens must be reduced\b/.test(text)) &&
      !P.REDUCE_MESSAGE_SIZE.test(text);
    // …unless the request fits inside the window it names (Requested 546 of 250000, batch 714):
    // OpenAI's sentence for a plain TPM refusal, which refills.
    if (overWindow && requestFitsTokenWindow(text)) {
      return {
        ...payload,
        reason: 'rate_limit',
        category: rateLimitCategory(text),
        rule: 'message.request_within_window',
      };
    }
    if (overWindow) {
      return {
        ...payload,
        reason: 'context_overflow',
        category: 'context_overflow.exceeds_tpm',
        rule: 'message.request_exceeds_window',
      };
    }
    // "Request size exceeds model context window", "Max size: 4000 tokens": the session, not the
    // body's bytes.
    // …and so does a token cap stated on the input (Text Embeddings Inference's 413 "inputs must
    // have less than 512 tokens", batch 84), and the provider's own overflow verdict under a 413
    // the client kept only as text ("Error: 413 … prompt is too long: 206134 tokens > 200000
    // maximum", batch 125), as the 413 status rule reads it.
    if (
      P.CONTEXT_NAMED.test(text) ||
      P.SIZE_LIMIT_IN_TOKENS.test(text) ||
      P.TOKENS_CAP_STATED.test(text) ||
      P.STRONG_OVERFLOW.test(text)
    ) {
      return {
        ...payload,
        reason: 'context_overflow',
        category: 'context_overflow.prompt_too_long',
        rule: 'message.size_names_context',
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
  // vLLM's encoder-cache cap on one audio or video item: the item's size, as for an image (held
  // ×6 image_too_large); no image to shrink, so no repair (rule group XB, session 78).
  const mediaItem = byText(
    run,
    P.MEDIA_ITEM_OVER_ENCODER_CACHE,
    'image_too_large',
    'request.image_too_large',
    'message',
    'message.media_item_over_encoder_cache',
  );
  if (mediaItem) return mediaItem;
  // A document or file over its stated size cap (Bedrock's "The maximum document size is 4.5 MB",
  // LibreChat's "File size (8.6MB) exceeds the 4.5MB limit", Claude Code's "PDF too large", batch
  // 486): the request's size, before a validation class name; after an image's words, as under a
  // 400 ("Image validation failed: File size exceeds 8MB limit" is the image's, review rw42b).
  const oversized = byText(
    run,
    P.DOCUMENT_OVER_SIZE_CAP,
    'payload_too_large',
    'request.payload_too_large',
    'message',
    'message.document_over_size_cap',
  );
  if (oversized) return oversized;
  const grpcCap = grpcSizeLimit(run, 'message');
  if (grpcCap) return grpcCap;
  // The server's parser failing on its model's output, before the tool-call and "too many tokens"
  // words around it read as the request's (batch 645).
  const outputParse = byText(
    run,
    P.MODEL_OUTPUT_PARSE_FAILED,
    'server_error',
    'server.internal',
    'message',
    'message.model_output_parse_failed',
  );
  if (outputParse) return outputParse;
  // Ollama's runner failing to embed, as its whole answer ({@link P.OLLAMA_EMBEDDING_FAILED}).
  const embedFailed = byText(
    run,
    P.OLLAMA_EMBEDDING_FAILED,
    'server_error',
    'server.internal',
    'message',
    'message.ollama_embedding_failed',
  );
  if (embedFailed) return embedFailed;
  // A model that takes no system messages ({@link P.SYSTEM_MESSAGES_UNSUPPORTED}).
  const noSystem = byText(
    run,
    P.SYSTEM_MESSAGES_UNSUPPORTED,
    'format_error',
    'request.invalid_parameter',
    'message',
    'message.system_messages_unsupported',
  );
  if (noSystem) return noSystem;
  // A relay's credential pool cooling down is a wait, before its "credentials" word reads as a key
  // refusal (batch 647).
  const poolCooling = byText(
    run,
    P.CREDENTIALS_COOLING_DOWN,
    'rate_limit',
    'rate_limit.requests',
    'message',
    'message.credentials_cooling_down',
  );
  if (poolCooling) return poolCooling;
  const withoutStatus = statusFreeWordings(run) ?? messageOnlyWordingsOverFamilies(run);
  if (withoutStatus) return withoutStatus;
  // A gateway's "service unavailable" that names its connect failure to the backend (GPUStack's
  // "… Original error: All connection attempts failed", Envoy's "… reset reason: remote connection
  // failure"): a transport failure, as on the 503 (batch 80). Without the capacity words the
  // transport step reads it already, and a cut connection takes the disconnect heuristic.
  // The cheap literal test first: `OVERLOADED` runs again below for every status-less error.
  // So does a proxy's plain-text connect failure that a client parsed as JSON ("Unexpected token
  // 'A', "All connec"... is not valid JSON All connection attempts failed", CodeGate before Ollama,
  // batch 734): the answer was the connect failure, not a malformed document.
  const connect =
    P.CONNECT_FAILURE_NAMED.test(text) &&
    (P.OVERLOADED.test(text) || P.PLAIN_ANSWER_PARSED_AS_JSON.test(text))
      ? byText(
          run,
          P.CONNECT_FAILURE_NAMED,
          'timeout',
          'transport.connect',
          'message',
          'message.upstream_connect_failure',
        )
      : undefined;
  if (connect) return connect;
  // An overflow stated with its numbers beats a client's rate-limit advice appended under it.
  if (P.NUMERIC_OVERFLOW.test(text)) {
    const overflow = overflowMessage(run);
    if (overflow) return overflow;
  }
  const upstream = upstreamRateLimit(run, 'message', 'message.aggregator_upstream');
  if (upstream) return upstream;
  // An empty answer with the client's guesses at its cause (Roo Code's "… This can happen due to
  // API issues, rate limiting, …"): no limit stated, so before the usage words. Rule group UC,
  // session 75.
  const guessed = byText(
    run,
    P.EMPTY_ANSWER_CAUSES_GUESSED,
    'server_error',
    'server.no_output',
    'message',
    'message.empty_answer_causes_guessed',
  );
  if (guessed) return guessed;
  // A token cap with the advice to reduce the input (Bito's "Reached token limit, please try again
  // by reducing AI input", held h2098): the request's size, before the usage-window reading of
  // "token limit … try again". Rule group XC, session 78.
  const reduceInput = byText(
    run,
    P.TOKEN_LIMIT_REDUCE_INPUT,
    'context_overflow',
    'context_overflow.prompt_too_long',
    'message',
    'message.token_limit_reduce_input',
  );
  if (reduceInput) return reduceInput;
  // A context limit said exceeded (Kiro's "Context limit exceeded unexpectedly. Please try again.",
  // held ×3 context_overflow): the conversation's size, before the usage-window reading of "limit
  // exceeded … try again". Rule group YC, session 79.
  const contextLimit = byText(
    run,
    P.CONTEXT_LIMIT_EXCEEDED,
    'context_overflow',
    'context_overflow.prompt_too_long',
    'message',
    'message.context_limit_exceeded',
  );
  if (contextLimit) return contextLimit;
  // Client wordings with one cause, before the usage-window and server-fault readings of the words
  // around them (rule group YB, session 79).
  const clientYB = clientWordingsYB(run);
  if (clientYB) return clientYB;
  const usage = P.USAGE_LIMIT.exec(text);
  if (usage !== null && !P.BILLING_STRICT.test(text)) {
    // A reset the body states in its own fields (Codex's `resets_in_seconds`) is a refill too, and
    // so is Codex's usage-window headline, whatever purchase it offers after it (batch 263).
    const stated = statedWait(run.facts, text, { reason: 'rate_limit' });
    const transient =
      transientSignal(text) ??
      (stated === undefined ? null : ([stated.source] as const)) ??
      P.USAGE_WINDOW_HEADLINE.exec(text);
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
    fastChatErrorCode(run) ??
    clientStatedCauses(run) ??
    oneCauseWordingsUD(run) ??
    oneCauseWordingsVA(run) ??
    oneCauseWordingsWC(run) ??
    textAloneWordingsXF(run) ??
    // Traffic said to be the caller's, paused for a while: its throttle, before the capacity words
    // ("temporarily unavailable", "our servers") that come with it.
    byText(
      run,
      P.CALLER_TRAFFIC_PAUSE,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.caller_traffic_pause',
    ) ??
    // A plan's window said in its client's words: a fallback model for the rest of the session
    // (Gemini CLI), a message allowance back next week (Codex), before the sign-in and upgrade
    // advice that comes with them.
    byText(
      run,
      P.MODEL_FALLBACK_SWITCH,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.model_fallback_switch',
    ) ??
    byText(
      run,
      P.MESSAGES_BACK_LATER,
      'rate_limit',
      'rate_limit.usage_window',
      'message',
      'message.messages_back_later',
    ) ??
    // A service said to be unavailable in the caller's region ("Service is unavailable in this
    // region.", tgpt, batch 397): the region block, before the capacity reading of "service is
    // unavailable"; a model unavailable there is the model's, read below.
    (P.SERVICE_UNAVAILABLE_IN_REGION.test(text) && !P.MODEL_REGION_BLOCKED.test(text)
      ? regionBlocked(run)
      : undefined) ??
    bareNotFoundBody(run) ??
    // FastAPI's bare 404 document quoted in a client's words, unparsed (Copilot BYOK's "Reason:
    // {"detail":"Not Found"}", h79): as the parsed document reads. Rule group VC, session 76.
    byText(
      run,
      P.BARE_NOT_FOUND_DOCUMENT,
      'model_not_found',
      'model.not_found',
      'message',
      'message.bare_not_found_document',
    ) ??
    // The AI SDK's bare "Not Found" (no error message in the body, so no API at that URL), before
    // the "Stream error:" a chat route prints around it reads as a cut stream (batch 1495).
    byText(
      run,
      P.AI_SDK_BARE_NOT_FOUND,
      'format_error',
      'request.invalid_url',
      'message',
      'message.ai_sdk_bare_not_found',
    ) ??
    // A host that cannot load the model at all, before the capacity words its warning carries
    // ("Overloading the system will likely cause it to freeze", LM Studio, batch 581).
    byText(
      run,
      P.MODEL_TOO_BIG,
      'model_not_found',
      'model.too_large_for_host',
      'message',
      'message.model_too_big',
    ) ??
    // LiteLLM's mid-stream wrapper around a chunk it could not read (batch 1886): the stream broke,
    // before the "ServiceUnavailableError" class it names every mid-stream failure with. Rule group
    // SC, session 74.
    byText(
      run,
      P.LITELLM_STREAM_CHUNK_FAILED,
      'server_error',
      'server.invalid_response',
      'message',
      'message.litellm_stream_chunk_failed',
    ) ??
    // The same wrapper around an inner context-length or rate-limit text: that family, before the
    // wrapper's "ServiceUnavailableError" (review 2 of session 74).
    litellmStreamChunkInner(run, 'message', 'message') ??
    // Bedrock's internal error in its own words inside a frame a client's schema refused (batch
    // 1886), before the schema's "expected object" the validation words read. Rule group SC,
    // session 74.
    unlessTransport(
      run,
      byText(
        run,
        P.BEDROCK_INTERNAL_FAULT_WORDS,
        'server_error',
        'server.internal',
        'message',
        'message.bedrock_internal_fault',
      ),
    ) ??
    overloadedUnlessGuessed(run) ??
    loginFlowMessage(run) ??
    // Before the overflow words its "context window" carries (batch 842).
    byText(
      run,
      P.MODEL_UNKNOWN_WITH_GUESSES,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_unknown_with_guesses',
    ) ??
    // Read before the authentication wording its advice carries ("make sure you are authenticated").
    byText(
      run,
      P.HF_REPOSITORY_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.hf_repository_not_found',
    ) ??
    googleQuotaWindow(run) ??
    // A region refused for want of a billing account: the region decides, before the billing words.
    (P.WITHOUT_BILLING_ACCOUNT.test(text) && !P.MODEL_REGION_BLOCKED.test(text)
      ? regionBlocked(run)
      : undefined) ??
    quotaWordsOnAThrottle(
      run,
      'message',
      'message.throttle_doc_anchor',
      'message.throttle_allocation_quota_code',
    ) ??
    // A plan limit that says when it resets (Zhipu's 1310 "Weekly/Monthly Limit Exhausted. Your
    // limit will reset at …", batch 388): a window, before the billing words its period meets.
    // Money words beside it (a spend limit, a balance, a billing cycle) leave it to billing; a week's
    // name ("weekly/monthly limit") is not money, but a month's alone is: a monthly plan cap that
    // resets in days ("Monthly usage limit reached. It will reset in 10 days 19 hours.", batch 389)
    // stays billing, as held monthly caps are (and held weekly caps are rate limits).
    (P.LIMIT_RESETS_AT_STATED_TIME.test(text) &&
    !P.BILLING_STRICT_CORE.test(text.replace(PERIOD_LIMIT_NAMED, ' ')) &&
    !PAYMENT_ADVICE.test(text)
      ? byText(
          run,
          P.LIMIT_RESETS_AT_STATED_TIME,
          'rate_limit',
          'rate_limit.usage_window',
          'message',
          'message.limit_resets_at_time',
        )
      : undefined) ??
    // A plan's window spent, with its return stated (batch 842): before 额度已用完's money reading.
    byText(
      run,
      P.WINDOW_ALLOWANCE_USED_UP_ZH,
      'rate_limit',
      'rate_limit.usage_window',
      'message',
      'message.window_allowance_used_up_zh',
    ) ??
    billingMessage(run) ??
    classNamedServerFault(run) ??
    byText(
      run,
      P.SUCCESS_STATUS_UNPARSED,
      'server_error',
      'server.invalid_response',
      'message',
      'message.success_status_unparsed',
    ) ??
    // A client that could not parse a stream message type it names (claude-agent-sdk's "Unknown
    // message type: rate_limit_event"): its parse failure, before "rate_limit" reads as a throttle
    // (held ×2 unknown; rule group UA, session 75).
    byText(
      run,
      P.UNKNOWN_MESSAGE_TYPE_BARE,
      'unknown',
      'unknown',
      'message',
      'message.unknown_message_type_bare',
    ) ??
    // A client that lost the provider's error answer while reading it ("Failed to process error
    // response", h1976) and Pydantic AI's give-up on its own validation ("Exceeded maximum retries
    // (1) for result validation", h1977): nothing names a cause (held ×4 and ×4 unknown). Rule
    // group VC, session 76.
    byText(
      run,
      P.ERROR_RESPONSE_UNREAD,
      'unknown',
      'unknown',
      'message',
      'message.error_response_unread',
    ) ??
    byText(
      run,
      P.VALIDATION_RETRIES_EXCEEDED,
      'unknown',
      'unknown',
      'message',
      'message.validation_retries_exceeded',
    ) ??
    // aiohttp's gzip body it could not inflate: the answer is lost (held ×2 unknown; rule group WA,
    // session 77), before the vote reads its synthetic "400, message".
    byText(
      run,
      P.CONTENT_ENCODING_UNDECODED,
      'unknown',
      'unknown',
      'message',
      'message.content_encoding_undecoded',
    ) ??
    rateLimitOutsideKeys(run) ??
    // A daily quota with the model named inside ("reached your daily gemini-2.5-pro quota limit",
    // batch 386): the window, before the authentication words of its advice.
    byText(
      run,
      P.DAILY_QUOTA_REACHED,
      'rate_limit',
      'rate_limit.daily_quota',
      'message',
      'message.daily_quota_reached',
    ) ??
    byText(
      run,
      P.RATE_WINDOW_EXCEEDED,
      'rate_limit',
      rateLimitCategory,
      'message',
      'message.rate_window_exceeded',
    ) ??
    busyRetrySoon(run, 'message', 'message.busy_retry_soon') ??
    overflowMessage(run) ??
    byText(
      run,
      P.MODEL_NOT_FOUND_FOR_VERSION,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_not_found_for_version',
    ) ??
    // An endpoint URL retired with its successor named (batch 361): the base URL, before the model
    // wordings that the old path's model name ("…/models/gpt2 is no longer supported") would meet.
    byText(
      run,
      P.ENDPOINT_URL_RETIRED,
      'format_error',
      'request.invalid_url',
      'message',
      'message.endpoint_url_retired',
    ) ??
    // A request feature retired with its successor API named (xAI's "Live search is deprecated.
    // Please switch to the Agent Tools API", held h210): the request's, before the model wordings.
    byText(
      run,
      P.FEATURE_RETIRED_FOR_API,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.feature_retired_for_api',
    ) ??
    // The AI SDK refusing a provider package of another interface version (batch 789): the
    // client's setup, before the model family's "unsupported model".
    byText(
      run,
      P.SDK_MODEL_SPEC_MISMATCH,
      'format_error',
      'request.invalid',
      'message',
      'message.sdk_model_spec_mismatch',
    ) ??
    byText(
      run,
      P.RETIRED_SWITCH_TO,
      'model_not_found',
      'model.deprecated',
      'message',
      'message.retired_switch_to',
    ) ??
    byText(
      run,
      P.MODEL_ID_ONLY,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_id_only',
    ) ??
    byText(
      run,
      P.MODEL_CLOSED_TO_ACCOUNT,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_closed_to_account',
    ) ??
    // A model the account's plan does not include (held ×3 model_not_found), before the purchase
    // words after it vote for billing. Rule group YC, session 79.
    byText(
      run,
      P.PLAN_EXCLUDES_MODEL,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.plan_excludes_model',
    ) ??
    // A model a Google Cloud org policy keeps the project from (batch 1441), without its status.
    byText(
      run,
      P.MODEL_DISALLOWED_BY_ORG_POLICY,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_disallowed_by_org_policy',
    ) ??
    // The same template for a request parameter ("You are not allowed to request logprobs from this
    // model", batch 564's wording without its 403): the request's, before the model's reading.
    byText(
      run,
      P.PARAMETER_NOT_ALLOWED_FOR_MODEL,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.parameter_not_allowed',
    ) ??
    // OpenAI's "You are not allowed to sample from / generate embeddings from this model" without a
    // status or any authentication word (batch 473's wording as a client prints only the message):
    // that model, not the key, as the 401 and 403 rules read it.
    modelActionNotAllowed(run) ??
    // OCI's "Authorization failed or requested resource not found" (a 404 whose status the SDK's
    // dict keeps inside the text): the resource, before the authentication wording (batch 109).
    byText(
      run,
      P.NOT_AUTHORIZED_OR_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.not_authorized_or_not_found',
    ) ??
    byText(
      run,
      P.MODEL_ON_OTHER_ROUTE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_on_other_route',
    ) ??
    // JSON mode unsupported for this model (SiliconFlow's 20024 without a status, batch 566): the
    // model lacks it, before validation reads "is not supported for".
    byText(
      run,
      P.JSON_MODE_NOT_FOR_MODEL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.json_mode_not_for_model',
    ) ??
    // A speech voice refused by name (Azure Speech's "Unsupported voice en-US-AriaNeural." inside
    // the websocket close it reports, batch 394): the voice is the model, before the disconnect step
    // reads "connection was closed". ElevenLabs' voice id the account lacks is the request's.
    byText(
      run,
      P.VOICE_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.voice_unsupported',
    ) ??
    byText(
      run,
      P.VOICE_ID_NOT_FOUND,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.voice_id_not_found',
    ) ??
    // A router with no provider for the model named, before validation's "Invalid value" around it
    // (Llama Stack, batch 319).
    byText(
      run,
      P.MODEL_WITHOUT_PROVIDER,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_without_provider',
    ) ??
    byText(
      run,
      P.MODEL_TERMS_NOT_ACCEPTED,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_terms_not_accepted',
    ) ??
    byText(
      run,
      P.MODEL_BEHIND_A_PLAN,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_behind_a_plan',
    ) ??
    byText(
      run,
      P.INVALID_BASE_MODEL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.invalid_base_model',
    ) ??
    // A stream chunk or frame the client could not parse: a cut or garbled stream, before the
    // decoder's words inside it read as an answer that is no JSON or as the request's (batch 260).
    streamChunkUnparseable(run) ??
    // The client's validation of the provider's answer (pydantic on a response model), before the
    // request-validation words it shares ("Input should be …", batch 260).
    byText(
      run,
      P.RESPONSE_MODEL_INVALID,
      'server_error',
      'server.invalid_response',
      'message',
      'message.response_model_invalid',
    ) ??
    // An API gateway's policy expression that failed (Azure API Management), before the
    // request-validation words its .NET exception carries ("The message body is not a valid JSON").
    byText(
      run,
      P.GATEWAY_POLICY_EXPRESSION_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.gateway_policy_failed',
    ) ??
    refreshAnswerUnparsedMessage(run) ??
    // An agent's parser that could not fit the model's reply to its schema (rule group UD, session
    // 75): no API error says why, before its "required field" and "JSON" words read as the
    // request's or the server's.
    unlessTransport(
      run,
      byText(
        run,
        P.LLM_REPLY_UNPARSED,
        'unknown',
        'unknown',
        'message',
        'message.llm_reply_unparsed',
      ),
    ) ??
    responseNotJson(run) ??
    // Gemini CLI's (and Qwen Code's) invalid-stream checks: an unusable response (batch 96).
    modelStreamInvalid(run) ??
    // A key rejected in so many words, under a client's generic "request was malformed" headline.
    (P.VALIDATION.test(text)
      ? byText(
          run,
          P.KEY_REJECTED,
          'auth_permanent',
          'auth.invalid_key',
          'message',
          'message.key_rejected',
        )
      : undefined) ??
    // The key works, but not from here ("User location is not supported for the API use."), as the
    // 400 rule reads it; before validation, whose "is not supported for" it contains. A region
    // block on one model ("This model is not available in your region") is the model's.
    (P.MODEL_REGION_BLOCKED.test(text) ? undefined : regionBlocked(run)) ??
    // A client-side SyntaxError ("… is not valid JSON") is a protocol bug, not a request fault; so
    // is the stream's `[DONE]` sentinel parsed as JSON when the class name is not kept ("SyntaxError:
    // Unexpected token 'D', \"[DONE]\" is not valid JSON" in a plain Error's message, review 38a),
    // which the sentinel rule reads after the message step.
    // Sign-in words beside validation words ("Invalid OAuth token … malformed", a login refused over
    // "Request contains an invalid argument"): the login's, not the request's (batches 772, 777).
    byText(
      run,
      P.SIGN_IN_OVER_VALIDATION,
      'auth',
      'auth.unauthorized',
      'message',
      'message.sign_in_over_validation',
    ) ??
    // Cloudflare's block page ("Why have I been blocked?") and its bare "error code: 1020": the
    // edge's firewall deny, read as its 403 is, before the page's list of triggers ("… a SQL command
    // or malformed data") reads as the request's (held ×7 auth; rule group MA, session 69).
    byText(
      run,
      P.EDGE_FIREWALL_BLOCKED,
      'auth',
      'auth.forbidden',
      'message',
      'message.edge_firewall_blocked',
    ) ??
    // Google's "sending automated queries" page: its abuse throttle, sent under a 429 (held ×2
    // rate_limit; rule group MA, session 69).
    byText(
      run,
      P.GOOGLE_AUTOMATED_QUERIES,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.google_automated_queries',
    ) ??
    // A router's "provider not found" for the model asked for (held ×4 model_not_found; rule group
    // MA, session 69).
    byText(
      run,
      P.MODEL_PROVIDER_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_provider_not_found',
    ) ??
    // An API-key check that found the key missing or malformed (Fiber's keyauth, batch 549): the
    // key, before validation reads "malformed" as the request's.
    byText(
      run,
      P.API_KEY_MISSING_OR_MALFORMED,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.key_missing_or_malformed',
    ) ??
    // The HF inference SDK's type check of an answer it hides (held ×2 unknown; rule group UA,
    // session 75): before its "Expected Array<…>" reads as the request's validation.
    byText(
      run,
      P.INFERENCE_OUTPUT_UNCHECKED,
      'unknown',
      'unknown',
      'message',
      'message.inference_output_unchecked',
    ) ??
    (run.facts.names.includes('syntaxerror') ||
    P.DONE_SENTINEL_PARSED.test(text) ||
    transportAfterParsedExcerpt(text)
      ? undefined
      : byText(
          run,
          P.VALIDATION,
          'format_error',
          'request.invalid_parameter',
          'message',
          'message.validation',
        )) ??
    // The words a server uses for a request it refused under its 500 (P.REQUEST_REFUSED_UNDER_500),
    // with no status kept: a body typed `internal_server_error` around llama-cpp-python's "can only
    // concatenate str (not \"list\") to str" (held h1524), a message alone. The request's, as under
    // the 500 and the 400 (rule group KB, session 67). Not OpenAI's data-URL wording, which names
    // the part and is read by its own rule below (message.base64_data_url_expected).
    unlessText(
      run,
      P.BASE64_DATA_URL_EXPECTED,
      byText(
        run,
        P.REQUEST_REFUSED_UNDER_500,
        'format_error',
        'request.invalid',
        'message',
        'message.request_refused_words',
      ),
    ) ??
    // A stale previous_response_id without its status (a stream's error event, Bifrost's relay):
    // the request's reference, as on a 400 or a 404 (batch 77 review).
    byText(
      run,
      P.REFERENCED_ITEM_NOT_FOUND,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.referenced_item',
    ) ??
    byText(
      run,
      P.INVALID_NAMED_PARAMETER,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.invalid_named_parameter',
    ) ??
    byText(
      run,
      P.PROMPT_TEMPLATE_FAILED,
      'format_error',
      'request.invalid',
      'message',
      'message.prompt_template',
    ) ??
    byText(
      run,
      P.TOOL_REQUEST_UNPARSEABLE,
      'format_error',
      'request.invalid',
      'message',
      'message.tools_unparseable',
    ) ??
    byText(
      run,
      P.PROVIDER_INIT_ERROR,
      'format_error',
      'request.invalid',
      'message',
      'message.provider_init_error',
    ) ??
    byText(
      run,
      P.MODEL_NAME_MISSING,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.model_name_missing',
    ) ??
    byText(
      run,
      P.IMAGE_INPUT_INVALID,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.image_input_invalid',
    ) ??
    // llama.cpp's multimodal loader on the request's image or audio part (rule group OC, session 71).
    byText(
      run,
      P.MEDIA_FILE_LOAD_FAILED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.media_file_load_failed',
    ) ??
    // Rule group PB, session 72: a 431's words kept without it, and
    // botocore's event-stream decoder on a garbled answer frame.
    byText(
      run,
      P.REQUEST_HEADERS_TOO_LARGE,
      'format_error',
      'request.invalid',
      'message',
      'message.request_headers_too_large',
    ) ??
    byText(
      run,
      P.EVENT_STREAM_HEADER_LENGTH,
      'server_error',
      'server.stream_error',
      'message',
      'message.event_stream_header_length',
    ) ??
    // Tool-call pairing errors are request faults whatever status (if any) survived.
    byText(
      run,
      P.TOOL_USE_MISMATCH,
      'format_error',
      'request.tool_use_mismatch',
      'message',
      'message.tool_use_mismatch',
    ) ??
    // Message order, a tool result without its call, or a request the client itself refuses to
    // send unstreamed: the request's shape, with or without a status.
    // A transport failure quoting one of them, in words or by an errno on the chain, still
    // reaches steps 5–7.
    unlessTransportOrErrno(
      run,
      byText(
        run,
        P.MESSAGE_ORDER,
        'format_error',
        'request.invalid',
        'message',
        'message.message_order',
      ) ??
        // llama.cpp's assistant prefill refused with thinking on (held ×6 format_error; rule group
        // UA, session 75).
        byText(
          run,
          P.PREFILL_WITH_THINKING,
          'format_error',
          'request.invalid',
          'message',
          'message.prefill_with_thinking',
        ) ??
        byText(
          run,
          P.TOOL_ROLE_WITHOUT_CALL,
          'format_error',
          'request.tool_use_mismatch',
          'message',
          'message.tool_role_without_call',
        ) ??
        // Anthropic's "unexpected `tool_use_id` found in `tool_result` blocks" kept without its
        // 400 (Copilot CLI's "Last error: CAPIError: 400 …", a body message alone).
        byText(
          run,
          P.UNEXPECTED_TOOL_RESULT,
          'format_error',
          'request.unexpected_tool_result',
          'message',
          'message.unexpected_tool_result',
        ) ??
        byText(
          run,
          P.STREAMING_REQUIRED,
          'format_error',
          'request.invalid_parameter',
          'message',
          'message.streaming_required',
        ) ??
        // …or refuses the stream flag ("Streaming requests are not yet allowed.", batch 255).
        byText(
          run,
          P.STREAMING_REFUSED,
          'format_error',
          'request.invalid_parameter',
          'message',
          'message.streaming_refused',
        ),
    ) ??
    // A relay whose database failed looking the token up says "invalid token" too: not the key's.
    byText(
      run,
      P.RELAY_TOKEN_LOOKUP_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.relay_token_lookup_failed',
    ) ??
    serverFaultUnderPermissionWord(run) ??
    // A model refused in the caller's region ("This model is not available in your region.",
    // OpenRouter without a status, batch 580): the model, as under the 403 (held ×5), before the
    // account-wide region words of the permanent verdicts; other models still serve.
    byText(
      run,
      P.MODEL_REGION_BLOCKED,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_region',
    ) ??
    // A relay's pool of upstream accounts with none free ("No available tokens for video
    // generation. All tokens are either disabled, cooling down, …", sora2api, batches 609 and 620):
    // the pool refills as tokens cool down; the disabled ones named beside it are not the caller's key.
    byText(
      run,
      P.RELAY_POOL_EMPTY,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.relay_pool_empty',
    ) ??
    // A check of model access that could not run, with a retry ("Unable to verify model access
    // right now. Please retry.", batch 1263): capacity, not the vote's model verdict (review 62 item 4).
    byText(
      run,
      P.MODEL_ACCESS_CHECK_FAILED,
      'overloaded',
      'overloaded.unavailable',
      'message',
      'message.model_access_check_failed',
    ) ??
    // A key pool with none it may use ("No active API keys", "all eligible credentials
    // exhausted", held h900, h1039, h1096): capacity that comes back, before the key words.
    byText(
      run,
      P.KEY_POOL_EXHAUSTED,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.key_pool_exhausted',
    ) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'message',
      'message.auth_permanent',
    ) ??
    // "Not authorized, missing or invalid" with no status: the key itself (muapi.ai, h2116). Rule
    // group YA, session 79.
    byText(
      run,
      P.NOT_AUTHORIZED_MISSING_OR_INVALID,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.not_authorized_missing_or_invalid',
    ) ??
    byText(
      run,
      P.LITELLM_INVALID_USER_KEY,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.litellm_invalid_user_key',
    ) ??
    // h11's "Illegal header value" with the value cut off: the unsendable key its printed siblings
    // name (held ×6 auth_permanent). Rule group UC, session 75.
    byText(
      run,
      P.ILLEGAL_HEADER_VALUE_UNSHOWN,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.illegal_header_value_unshown',
    ) ??
    // An account or key held for a while: cool and rotate the key (auth), never kill it. Money
    // words beside it ("temporarily suspended due to insufficient balance") leave it to billing.
    (P.BILLING.test(run.text)
      ? undefined
      : byText(
          run,
          P.ACCOUNT_TEMPORARILY_HELD,
          'auth',
          'auth.forbidden',
          'message',
          'message.temporarily_held',
        )) ??
    refreshFailed(run) ??
    // google-auth-library's bare refresh failure: the client's credentials give no token (held ×2
    // auth_permanent; rule group WA, session 77).
    byText(
      run,
      P.ACCESS_TOKEN_UNREFRESHED_BARE,
      'auth_permanent',
      'auth.token_revoked',
      'message',
      'message.access_token_unrefreshed_bare',
    ) ??
    // A token exchange that failed on a bare relayed 429: the endpoint's throttle (review of session
    // 74, problem 7).
    byText(
      run,
      P.TOKEN_EXCHANGE_FAILED_429,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.token_exchange_failed_429',
    ) ??
    // A key's own usage cap reached, under the "Unauthorized" a gateway puts before it (held h924).
    keyUsageCapReached(run, 'message', 'message.key_usage_limit') ??
    // Gemini CLI's own check of its configured auth method (batch 1812): no credential until the
    // configuration changes. Rule group QB, session 73.
    byText(
      run,
      P.CLI_AUTH_METHOD_UNSET,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.cli_auth_method',
    ) ??
    // goose's Gemini login whose onboarding returned no project (held ×2 auth_permanent): the account's
    // setup, before the "Failed to authenticate" wrapper's auth. Rule group SA, session 74.
    byText(
      run,
      P.ONBOARDING_NO_PROJECT_RETURNED,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.onboarding_no_project',
    ) ??
    // An AWS SDK that found or refreshed no credential (batch 1887): configuration or a new login,
    // before the bare "credentials" the auth words read as refreshable. Rule group SC, session 74.
    byText(
      run,
      P.AWS_CREDENTIALS_UNRESOLVED,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.aws_credentials_unresolved',
    ) ??
    // ChatAnywhere's free-tier prompt cap kept without its 403 (the body alone, held ×3
    // context_overflow): read before the auth words, as the 403 reads it. Rule group YF, session 79.
    byText(
      run,
      P.FREE_TIER_PROMPT_TOKEN_CAP,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'message',
      'message.free_tier_prompt_token_cap',
    ) ??
    authByMessage(run) ??
    // An OAuth token's `token_expired` code alone, when no auth words spoke (held ×15 auth): a
    // refresh or a new sign-in mends it. Rule group YF, session 79.
    byText(
      run,
      P.TOKEN_EXPIRED_CODE_ALONE,
      'auth',
      'auth.expired_token',
      'message',
      'message.token_expired_code',
    ) ??
    // The requested model down for a while (held ×3 overloaded): it comes back. Rule group YF,
    // session 79.
    byText(
      run,
      P.REQUESTED_MODEL_TEMPORARILY_DOWN,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.requested_model_temporarily_down',
    ) ??
    // A beta header refused in so many words without its 400 (a relay's message, batch 1297): the
    // drop-the-beta repair; after the key's own verdicts, and not over a transport code in the chain.
    betaRefusedOverNoTransport(run) ??
    // A sign-in not recognised as entitled (a seat, a policy, a token exchange): a new sign-in or the
    // plan's renewal mends it, where the word vote alone decided before (batch 780).
    byText(
      run,
      P.SIGN_IN_NOT_ENTITLED,
      'auth',
      'auth.unauthorized',
      'message',
      'message.sign_in_not_entitled',
    ) ??
    // An account refused an operation in so many words, as the 403 and Bedrock's validation code
    // read it: the key's access (fall back), unless it is this model's ("… to access this model").
    (P.MODEL_ACCESS.test(run.text)
      ? undefined
      : byText(
          run,
          P.ACCOUNT_REFUSED_OPERATION,
          'auth',
          'auth.forbidden',
          'message',
          'message.account_not_authorized',
        )) ??
    // A proxy's route closed to this key's role (LiteLLM's "Only proxy admin can be used to …",
    // batch 292): another key passes, as the 401 and 403 it comes with read.
    byText(
      run,
      P.ROUTE_CLOSED_TO_ROLE,
      'auth',
      'auth.forbidden',
      'message',
      'message.route_closed_to_role',
    ) ??
    byText(
      run,
      P.AWS_SIGNATURE_MISMATCH,
      'auth',
      'auth.expired_token',
      'message',
      'message.aws_signature_mismatch',
    ) ??
    // NVIDIA Dynamo's frontend with no worker behind a component's endpoint (batch 1831): the
    // serving graph, not a model OpenRouter has no endpoint for. Rule group QB, session 73.
    byText(
      run,
      P.DYNAMO_NO_ENDPOINT_INSTANCES,
      'server_error',
      'server.internal',
      'message',
      'message.dynamo_no_endpoint_instances',
    ) ??
    // openai4j's stream parser that met a line it did not expect (batch 1840): no cause named;
    // a transport failure or disconnect named beside it is read by its own step.
    unlessText(
      run,
      P.DISCONNECT,
      unlessText(
        run,
        P.TRANSPORT_TEXT,
        byText(
          run,
          P.OPENAI4J_SSE_FORMAT,
          'unknown',
          'unknown',
          'message',
          'message.client_sse_format',
        ),
      ),
    ) ??
    // SGLang's engine whose detokenizer went silent, its 503 lost (batch 1828): a hung server.
    byText(
      run,
      P.SGLANG_DETOKENIZER_SILENT,
      'server_error',
      'server.internal',
      'message',
      'message.engine_detokenizer_silent',
    ) ??
    // The newer output-token parameter asked for ("this model is not supported MaxTokens, please
    // use MaxCompletionTokens", h1994): the request's parameter, not a missing model. Rule group
    // VC, session 76.
    byText(
      run,
      P.USE_MAX_COMPLETION_TOKENS,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.use_max_completion_tokens',
    ) ??
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'message',
      'message.model_not_found',
    ) ??
    // LiteLLM's router with no deployment for the model group (held h188, batch 390).
    byText(
      run,
      P.ROUTER_MODEL_UNDEPLOYED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.router_model_undeployed',
    ) ??
    // The Gemini Live API's close for a model it does not serve (batch 391): the model, before the
    // close rule below reads the same reason as a refused request.
    byText(
      run,
      P.MODEL_NOT_IN_LIVE_API,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_not_in_live_api',
    ) ??
    // After the billing, key and model-missing families: a model "unavailable" because of the
    // balance, the key or a deprecation is that verdict, not capacity.
    modelUnavailableNow(run) ??
    byText(
      run,
      P.PROVIDER_NOT_ALLOWED,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.provider_not_allowed',
    ) ??
    bareNotFound(run) ??
    bareChannelError(run) ??
    // Google's "Unable to submit request because …" / "Precondition check failed" with no status
    // (a client kept the message only): the request's, once the capacity, overflow, model, key and
    // billing readings above passed it by (batch 82).
    // …except the same head around a request quota ("… you've reached the maximum number of requests
    // with search as tool you can make per day", Gemini's 429; review r82): a quota that resets.
    byText(
      run,
      P.GOOGLE_REQUEST_QUOTA,
      'rate_limit',
      (text) => (/\bper day\b/.test(text) ? 'rate_limit.daily_quota' : 'rate_limit.requests'),
      'message',
      'message.google_request_quota',
    ) ??
    byText(
      run,
      P.GOOGLE_REQUEST_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.google_request_refused',
    ) ??
    // An API the provider removed ("Generate API was removed … Please migrate to Chat API"): the
    // request must target another endpoint (a removed model matched above).
    byText(
      run,
      P.ENDPOINT_REMOVED,
      'format_error',
      'request.invalid_url',
      'message',
      'message.endpoint_removed',
    ) ??
    byText(
      run,
      P.ENDPOINTS_EXCLUDED_BY_SETTINGS,
      'model_not_found',
      'model.not_found',
      'message',
      'message.endpoints_excluded',
    ) ??
    // AFFiNE's "No copilot provider available: <model>" (held h1929, h2095: model_not_found), before
    // the "Internal Server Error:" its server writes ahead of it. Rule group XC, session 78.
    byText(
      run,
      P.NO_COPILOT_PROVIDER,
      'model_not_found',
      'model.not_found',
      'message',
      'message.no_copilot_provider',
    ) ??
    // A URL the server does not serve ("…/chat/completions not found, verify your API base").
    // …unless the request never reached it ("Connection error. Please check your URL and network
    // connection."): the transport failure decides in steps 5–7.
    unlessTransport(
      run,
      byText(
        run,
        INVALID_URL_TEXT,
        'format_error',
        'request.invalid_url',
        'message',
        'message.invalid_url',
      ),
    ) ??
    byText(
      run,
      P.ENCRYPTED_CONTENT,
      'format_error',
      'request.invalid_encrypted_content',
      'message',
      'message.invalid_encrypted_content',
    ) ??
    byText(
      run,
      P.STREAM_IDLE,
      'timeout',
      'stream.idle_timeout',
      'message',
      'message.stream_idle',
    ) ??
    // …but a model the server found no file for (LocalAI's "could not load model … stat
    // /models/x: no such file or directory") is the model's, not the runner's.
    byText(
      run,
      P.LOCAL_MODEL_FILE_MISSING,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_file_missing',
    ) ??
    // An inference engine that died (vLLM's engine-dead errors), before any timeout its log chains.
    byText(
      run,
      P.ENGINE_DEAD,
      'server_error',
      'server.internal',
      'message',
      'message.engine_dead',
    ) ??
    // A runtime with no port of the model's architecture, before the load failure it is wrapped in
    // ("Failed to load model: unsupportedModelType(\"qwen2_5_vl\")"): the model's, another serves
    // (rule group UB, session 75).
    byText(
      run,
      P.MODEL_ARCHITECTURE_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_architecture_unsupported',
    ) ??
    byText(
      run,
      P.MODEL_RUNNER_FAILED,
      'server_error',
      'server.model_error',
      'message',
      'message.model_runner_failed',
    ) ??
    byText(
      run,
      P.MODEL_GENERATION_FAILED,
      'server_error',
      'server.model_error',
      'message',
      'message.model_generation_failed',
    ) ??
    byText(
      run,
      P.NO_SUITABLE_RUNNER,
      'server_error',
      'server.model_error',
      'message',
      'message.no_suitable_runner',
    ) ??
    // A client build the provider no longer serves, told to update: the request's client identity.
    byText(
      run,
      P.CLIENT_VERSION_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.client_version_unsupported',
    ) ??
    // A server process that never came up in its start deadline: its deadline, not a request's.
    byText(
      run,
      P.PROCESS_START_DEADLINE,
      'server_error',
      'server.internal',
      'message',
      'message.start_deadline',
    ) ??
    // A service said to be down for maintenance (batch 553): the provider's side, back by itself.
    byText(
      run,
      P.SERVICE_UNDER_MAINTENANCE,
      'server_error',
      'server.internal',
      'message',
      'message.service_under_maintenance',
    ) ??
    // The provider's own fetch of the media URL the request names ran out of time (DashScope's
    // DataInspection, held h194, h1584; rule group LB, session 68): the request's URL, not the
    // caller's connection, so before the timeout words.
    byText(
      run,
      P.MEDIA_DOWNLOAD_TIMED_OUT,
      'format_error',
      'request.invalid_url',
      'message',
      'message.media_download_timed_out',
    ) ??
    timeoutMessage(run) ??
    dotnetBareCancel(run) ??
    serverErrorMessage(run) ??
    emptyAnswerOrServiceErrorUC(run) ??
    unlessTransport(run, serverFaultWithRetry(run)) ??
    // Nothing above matched, yet the text names a request error by its type: the text form of the
    // weak `invalid_request_error` code. A transport failure quoting it still reaches steps 5–7;
    // a client's stock connectivity advice after the provider's own body does not (batch 1464).
    unlessTransportPastAdvice(
      run,
      byText(
        run,
        P.REQUEST_ERROR_TYPE_TEXT,
        'format_error',
        'request.invalid',
        'message',
        'message.request_error_type',
      ),
    ) ??
    // …and Anthropic's `permission_error` type in a printed dict: the text form of that code.
    unlessTransport(
      run,
      byText(
        run,
        P.PERMISSION_ERROR_TYPE_TEXT,
        'auth',
        'auth.forbidden',
        'message',
        'message.permission_error_type',
      ),
    ) ??
    byText(
      run,
      P.BAD_REQUEST_PHRASE_ONLY,
      'format_error',
      'request.invalid',
      'message',
      'message.bad_request_phrase',
    ) ??
    // A WebSocket session closed 1007/1008 with the server's own reason, when no family above read
    // that reason: the request refused, before the disconnect step reads "connection closed".
    byText(
      run,
      P.WS_CLOSE_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.ws_close_refused',
    ) ??
    // Zed's bare "failed to stream completion", nothing after it (held ×2 unknown; rule group UA,
    // session 75): no cause named, so no word in it decides.
    byText(
      run,
      P.STREAM_COMPLETION_FAILED_BARE,
      'unknown',
      'unknown',
      'message',
      'message.stream_completion_failed_bare',
    ) ??
    // Coze's stock "Something wrong occurs, please retry" (held ×2 unknown; rule group UA,
    // session 75): a retry-and-contact wrapper, no cause in it.
    unlessTransport(
      run,
      byText(
        run,
        P.SOMETHING_WRONG_OCCURS_RETRY,
        'unknown',
        'unknown',
        'message',
        'message.something_wrong_occurs_retry',
      ),
    ) ??
    // A client's one text for any failed call that offers a key check or a later retry as
    // alternatives (AgentGPT's "ERROR accessing OpenAI APIs. Please check your API key or try again
    // later", batches 269 and 816; held ×2, unknown): it names no cause, so no word in it decides.
    unlessTransport(
      run,
      byText(
        run,
        P.KEY_OR_RETRY_UNSAID,
        'unknown',
        'unknown',
        'message',
        'message.key_or_retry_unsaid',
      ),
    ) ??
    voteClusterWordings(run) ??
    messageOnlyWordings(run) ??
    bodyOnlyAndStatuslessWordings(run) ??
    moreOutcomeWordingsWithoutStatus(run) ??
    moreRequestAndModelWordingsWithoutStatus(run) ??
    requestShapeWordingsWithoutStatus(run) ??
    oneFailureWordingsWithoutStatus(run) ??
    requestAndAccessPageWordingsWithoutStatus(run) ??
    voteOnlyWordingsOD(run) ??
    voteOnlyWordingsPD(run) ??
    voteOnlyWordingsQD(run) ??
    voteOnlyWordingsSE(run) ??
    voteOnlyWordingsSD(run) ??
    voteOnlyWordingsUE(run) ??
    lateOneCauseWordingsUD(run) ??
    wordingsUB(run) ??
    messageOnlyWordingsVF(run) ??
    // nlohmann::json's type_error.316 on a model output that is not UTF-8: the server's own failure
    // (rule group XA, session 78; held ×2).
    byText(
      run,
      P.JSON_DUMP_INVALID_UTF8,
      'server_error',
      'server.internal',
      'message',
      'message.json_dump_invalid_utf8',
    ) ??
    // llama.cpp's "Compute error." kept without its 500 (rule group WB, session 77; held ×2).
    byText(
      run,
      P.LLAMA_COMPUTE_ERROR,
      'server_error',
      'server.internal',
      'message',
      'message.llama_compute_error',
    ) ??
    messageOnlyWordingsWF(run) ??
    // OpenAI's advice after a request refused by its shape (held ×22 format_error; rule group WA,
    // session 77): read last like the advice below, since OpenAI appends it to other failures too (an
    // overflow, a bad key, a rate limit; session 77 review 1).
    byText(
      run,
      P.CHECK_API_REFERENCE,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.check_api_reference',
    ) ??
    // A provider's advice to check the request's parameters (rule group QF, session 73): read last,
    // after every family's words, since Chinese relays add it as a tail to other failures (session 73
    // review, problem 1).
    byText(
      run,
      P.REQUEST_PARAMETERS_CHECK_ADVICE,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.request_parameters_check_advice',
    ) ??
    // A model the account may not use or the SDK does not list (rule group MD, session 69).
    byText(
      run,
      P.MODEL_PERMISSION_WORDS,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_permission',
    )
  );
}

/**
 * Capacity words, unless they are only a client's guess about a timeout it states ("Request to
 * Ollama timed out after 60s. The model might be too large or the server is overloaded.", DeepTutor,
 * batch 343; "… timed out, which may indicate the origin is overloaded", Cloudflare's 522, held
 * h137): nothing answered, so nothing said the server was full; the timeout is what happened. A
 * hedge without a stated timeout is still the service's word ("The service may be temporarily
 * overloaded, please try again later", Zhipu's 1305, held h60), and so is one that asks to retry
 * later beside a deadline ("No response within 30s. The model may be overloaded, please try again
 * later.", review 35): a service's notice, not a client's guess at a cause. A client announcing its
 * own next attempt in the hedge ("The model may be overloaded; we will retry automatically.") asks
 * nothing of the caller: still a guess (review 36b).
 */
const RETRY_LATER =
  /\b(?:try again|retry)\b(?<!\b(?:will|we'll|i'll|going to|about to) (?:try again|retry))(?! automatically\b)/;

/**
 * Advice to pay beside a stated reset ("Your free tier limit will reset in 30 days. Add a payment
 * method to continue.", "… Purchase additional credits to continue.", review 38b, invented): the
 * money lifts it now, so billing's reading, not the window's.
 */
const PAYMENT_ADVICE =
  /\badd (?:a |your )?(?:payment method|credit card|billing (?:details|info\w*))\b|\b(?:purchase|buy) (?:additional |more |extra )?credits\b|\btop[ -]up\b|\brecharge\b/;

/** A limit named by its period ("Weekly/Monthly Limit"), which a stated reset reads past. */
const PERIOD_LIMIT_NAMED = /\bweekly(?:\/monthly)? (?:usage |request |plan )?limit\b/g;

function overloadedUnlessGuessed(run: Run): Decision | undefined {
  const decision = byText(
    run,
    P.OVERLOADED,
    'overloaded',
    'overloaded.capacity',
    'message',
    'message.overloaded',
  );
  if (decision === undefined) return undefined;
  // A deployment closed by its owner ("… an endpoint that is currently closed or temporarily
  // unavailable", batches 422 and 851) is the model's, read below, whatever "temporarily" it adds.
  if (P.MODEL_CLOSED_TO_ACCOUNT.test(run.text)) return undefined;
  // A retirement brownout's "temporarily unavailable" is the model's going, read below (group HB).
  if (P.RETIREMENT_BROWNOUT.test(run.text)) return undefined;
  // Apple's on-device model with Apple Intelligence off ("… is not enabled or model is not ready") is
  // the model's, read by the group UB wordings below, whatever "not ready" or "try again later" says.
  if (
    passesGate(run.text, P.APPLE_INTELLIGENCE_UNAVAILABLE) &&
    P.APPLE_INTELLIGENCE_UNAVAILABLE.test(run.text)
  ) {
    return undefined;
  }
  if (!P.TIMEOUT_TEXT.test(run.text)) return decision;
  const stated = run.text.replace(P.HEDGED_CLAUSE, (clause) =>
    RETRY_LATER.test(clause) ? clause : ' ',
  );
  if (stated === run.text || P.OVERLOADED.test(stated)) return decision;
  return P.TIMEOUT_TEXT.test(stated) ? undefined : decision;
}

/**
 * FastChat prints one banner for every worker failure, "NETWORK ERROR DUE TO HIGH TRAFFIC. PLEASE
 * REGENERATE OR REFRESH THIS PAGE.", then the exception's text and its `ErrorCode`
 * ("(error_code: 50001)", fastchat/constants.py). The code says what failed, not the banner's
 * traffic (batch 341's 50001 from a model exception; held h143's 50003 read timeout). 50004 (the
 * stream's unknown error) and 50005 leave the detail and the banner to decide; so does the banner
 * without a code or with the old one-digit code (held h88, h113, batch 335's CXR-LLaVA).
 */
const FASTCHAT_CODES: ReadonlyMap<string, readonly [Reason, string]> = new Map([
  ['40001', ['format_error', 'request.invalid']],
  ['40101', ['auth', 'auth.invalid_key']],
  ['40102', ['auth', 'auth.invalid_key']],
  ['40103', ['auth', 'auth.forbidden']],
  ['40301', ['model_not_found', 'model.not_found']],
  ['40302', ['format_error', 'request.invalid']],
  ['40303', ['context_overflow', 'context_overflow.prompt_too_long']],
  ['42901', ['rate_limit', 'rate_limit.requests']],
  ['42902', ['billing', 'billing.quota_exhausted']],
  ['42903', ['overloaded', 'overloaded.capacity']],
  ['50001', ['server_error', 'server.internal']],
  ['50002', ['server_error', 'server.internal']],
  ['50003', ['timeout', 'transport.other']],
  ['50006', ['timeout', 'transport.timeout']],
]);

/** FastChat's banner itself (`SERVER_ERROR_MSG`), global to take every copy out of a text. */
const FASTCHAT_BANNER =
  /\bnetwork error due to high traffic\. please regenerate or refresh this page\.?/g;

function fastChatErrorCode(run: Run): Decision | undefined {
  const { text } = run;
  if (text.indexOf('(error_code: ') < 0) return undefined;
  const banner = P.FASTCHAT_BANNER_CODE.exec(text);
  const code = banner?.[1];
  const rule = code === undefined ? undefined : FASTCHAT_CODES.get(code);
  if (banner === null || rule === undefined) return undefined;
  // 50001 and 50002 are the worker's catch-alls (`ValueError`/`RuntimeError`, the CUDA OOM): the
  // exception's own text, read without the banner, decides when it says something ("This model's
  // maximum context length is 4096 tokens …", an API model's "Incorrect API key provided", review
  // 36b); the code only when it says nothing more.
  if (code === '50001' || code === '50002') {
    const detail = byMessage({ ...run, text: text.replace(FASTCHAT_BANNER, ' ') });
    if (detail !== undefined) return detail;
  }
  return {
    reason: rule[0],
    category: rule[1],
    step: 'message',
    rule: 'message.fastchat_error_code',
    field: fieldOf(run.facts, P.FASTCHAT_BANNER_CODE),
    matched: `error_code: ${code}`,
  };
}

/**
 * A message that is only the 404 reason phrase ("Not Found": an SDK that kept the status text and
 * dropped the status and body): the bare 404 (DESIGN §1.1 `model_not_found`), as with its status.
 */
function bareNotFound(run: Run): Decision | undefined {
  const { facts } = run;
  if (facts.bodyField !== undefined) return bareNotFoundBody(run);
  const own = facts.ownMessage.trim().toLowerCase();
  if (!/^(?:error:? )?not found\.?$/.test(own)) return undefined;
  return {
    reason: 'model_not_found',
    category: 'model.not_found',
    step: 'message',
    rule: 'message.bare_not_found',
    field: 'message',
    matched: own,
  };
}

/**
 * LM Studio's bare "Channel Error" (also "Error: [qwen/qwen3.5-9b] Error: Channel Error"): the
 * engine's channel to the model process broke under the request (held h190, batch 511), a failure of
 * the server. Only the whole message and without a status: new-api's "channel error (channel #15,
 * status code: 403): …" names its upstream's own verdict, read by the rest.
 */
function bareChannelError(run: Run): Decision | undefined {
  const { facts } = run;
  if (facts.status !== undefined || facts.bodyField !== undefined) return undefined;
  const own = facts.ownMessage.trim().toLowerCase();
  if (own.length > 120 || !own.endsWith('channel error')) return undefined;
  if (!/^(?:error:? )?(?:\[[^\]\n]{1,80}\] )?(?:error:? )?channel error$/.test(own))
    return undefined;
  return {
    reason: 'server_error',
    category: 'server.internal',
    step: 'message',
    rule: 'message.bare_channel_error',
    field: 'message',
    matched: own,
  };
}

/**
 * A 404's own document without its status (langchain4j's "OpenAiHttpException: {"detail":"Not
 * Found"}"): as bare as the status line, and read as the 404 rule reads it. Read before the capacity
 * words too: an app's own error type around the document ("AIServiceUnavailable(\"Invalid
 * request:{\"detail\":\"Not Found\"}\")", AppFlowy, batch 396) names its own category, while the
 * document is the provider's answer (the 20 held `{"detail":"Not Found"}` lines are model_not_found).
 */
function bareNotFoundBody(run: Run): Decision | undefined {
  const { facts } = run;
  if (facts.bodyField === undefined || !bareBodyDocument(facts)) return undefined;
  return {
    reason: 'model_not_found',
    category: 'model.not_found',
    step: 'message',
    rule: 'message.bare_not_found_body',
    field: facts.bodyMessageField ?? 'body',
    matched: facts.bodyMessage,
  };
}

/**
 * A server fault in a service's own words with its invitation to retry ("The system encountered an
 * unexpected error during processing. Try your request again.", Bedrock's internal error without
 * its status or code): as the same words beside a request-error code are read in `byCode`.
 */
function serverFaultWithRetry(run: Run): Decision | undefined {
  const { text } = run;
  const fault = P.UNEXPECTED_SERVER_FAULT.exec(text);
  if (fault === null || transientSignal(text) === null) return undefined;
  return {
    reason: 'server_error',
    category: 'server.internal',
    step: 'message',
    rule: 'message.server_fault_retry',
    field: fieldOf(run.facts, P.UNEXPECTED_SERVER_FAULT),
    matched: fault[0],
  };
}

/** A region or country the provider refuses to serve: the key works nowhere from here. */
function regionBlocked(run: Run): Decision | undefined {
  return byText(
    run,
    P.REGION_BLOCKED,
    'auth_permanent',
    'auth.region_blocked',
    'message',
    'message.region_blocked',
  );
}

/**
 * A parse error on a plain-text answer followed by that answer whole, which names a transport
 * failure ("Unexpected token 'A', "All connec"... is not valid JSON All connection attempts
 * failed", a proxy's httpx error relayed as text, CodeGate under Continue, batch 734): the proxy
 * could not reach the model, so the transport steps read it, not the request's "not valid JSON".
 */
function transportAfterParsedExcerpt(text: string): boolean {
  const excerpt = P.PLAIN_ANSWER_PARSED_AS_JSON.exec(text);
  return excerpt !== null && P.TRANSPORT_TEXT.test(text.slice(excerpt.index + excerpt[0].length));
}

/**
 * The beta refusal in words, unless a transport code in the chain says no answer came; the chain is
 * scanned only after the words matched.
 */
function betaRefusedOverNoTransport(run: Run): Decision | undefined {
  const refused = betaRefusedInWords(run);
  return refused === undefined || hasTransportCode(run.facts) ? undefined : refused;
}

/**
 * An aggregator's "Provider returned error" with nothing more said (no status, no metadata, under a
 * client's "API Request Fail - "): the upstream provider failed, a server fault. Read last, after
 * the transport steps (a DNS or TLS failure under it is what happened) and every message family,
 * since the same headline carries a 4xx or a 429 when its status or metadata survived.
 */
export function providerReturnedError(run: Run): Decision | undefined {
  // Under a bad-request headline (n8n's "Bad request - please check your parameters", which n8n
  // gives HTTP 400 alone) the upstream refused the request: its shape, as a kept 400 would say.
  const refused = P.PROVIDER_RETURNED_ERROR.test(run.text) && P.BAD_REQUEST_HEADLINE.test(run.text);
  if (refused) {
    return byText(
      run,
      P.BAD_REQUEST_HEADLINE,
      'format_error',
      'request.invalid',
      'default',
      'default.provider_returned_error_bad_request',
    );
  }
  return (
    byText(
      run,
      P.PROVIDER_RETURNED_ERROR,
      'server_error',
      'server.upstream',
      'default',
      'default.provider_returned_error',
    ) ??
    // n8n's 400 headline alone (no status, no body kept): every message family passed it by, so
    // nothing but the refusal of the request is left (batches 210 and 213).
    byText(
      run,
      P.N8N_BAD_REQUEST,
      'format_error',
      'request.invalid',
      'default',
      'default.n8n_bad_request',
    ) ??
    // A gateway's "Upstream service error." said alone (rule group PF, session 72): the service
    // behind it failed. Read here, after every message family, so that a cause it wraps
    // ("Upstream service error: Invalid API key", "… (timeout after 60s)") decides first (session
    // 72 review, problem 1), and before the word vote's "service" (overloaded).
    byText(
      run,
      P.UPSTREAM_SERVICE_ERROR,
      'server_error',
      'server.upstream',
      'default',
      'default.upstream_service_error',
    )
  );
}

/**
 * A client's server-fault class named in the text with its package ("litellm.InternalServerError:
 * InternalServerError: OpenAIException" and nothing after it, "replicate.exceptions.ModelError:
 * 'Request 0 already exists.'"), when nothing else was read: the provider's side failed, a server
 * fault. Read after the TLS, disconnect and transport steps, since LiteLLM files its connection
 * failures under the same class, and after every message family, whose words say more than the class.
 */
export function sdkServerFaultClass(run: Run): Decision | undefined {
  return byText(
    run,
    P.SDK_SERVER_FAULT_CLASS,
    'server_error',
    (text) => (text.includes('.modelerror') ? 'server.model_error' : 'server.internal'),
    'default',
    'default.sdk_server_fault_class',
  );
}

/**
 * A client's not-found class named in the text with its package ("litellm.NotFoundError:
 * VertexAIException - " and an empty body after it, under Rasa's config dump, batch 299), when
 * nothing else was read: the provider's 404 without its words, read as the bare 404 is
 * (`model_not_found`). Read after the TLS, disconnect and transport steps and every message family,
 * whose words say more than the class.
 */
export function sdkNotFoundClass(run: Run): Decision | undefined {
  return byText(
    run,
    P.SDK_NOT_FOUND_CLASS,
    'model_not_found',
    'model.not_found',
    'default',
    'default.sdk_not_found_class',
  );
}

/**
 * OpenCode's console relays an upstream's refusal of the request as the bare "Error from provider
 * (Console Go): Upstream request failed" typed and coded `invalid_request_error` under its 400
 * (held h27, h289, h1043, h1151, h1412: format_error); the same words with no such type are its
 * own failure (held: server_error). With the 400 gone (the body kept alone, groups IB and IC) the
 * type still says the request was refused, as the text's gate already reads it beside the words.
 */
const RELAY_GENERIC_FAILURE =
  /^(?:error from provider \([^)\n]{1,40}\): )?upstream request failed\.?$/;

function relayedRefusal(run: Run, decision: Decision): Decision | undefined {
  if (decision.matched !== 'upstream request failed') return undefined;
  const object = run.facts.errorObject;
  const own = object?.message;
  if (typeof own !== 'string' || !RELAY_GENERIC_FAILURE.test(own.trim().toLowerCase())) {
    return undefined;
  }
  if (object?.type !== 'invalid_request_error') return undefined;
  return {
    ...decision,
    reason: 'format_error',
    category: 'request.invalid',
    rule: 'message.relayed_refusal_type',
    matched: 'invalid_request_error',
  };
}

/**
 * A client's own words for an empty model answer ({@link P.EMPTY_ANSWER_SAID}) and a service's
 * SERVICE_ERROR code ({@link P.SERVICE_ERROR_CODE_WORD}): the server's failure, after the server
 * wordings and the timeout words, which say more. Rule group UC, session 75.
 */
function emptyAnswerOrServiceErrorUC(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.EMPTY_ANSWER_SAID,
      'server_error',
      'server.no_output',
      'message',
      'message.empty_answer_said',
    ) ??
    byText(
      run,
      P.SERVICE_ERROR_CODE_WORD,
      'server_error',
      'server.internal',
      'message',
      'message.service_error_code_word',
    )
  );
}

/**
 * Server-fault words without a status ("internal server error"), unless they wrap the failure the
 * reporter met on its way to the provider (Zed's "reported an internal server error: … upstream
 * connect error or disconnect/reset before headers. reset reason: connection termination"): a
 * wrapper names its own failure first and the cause after it, so a disconnect or transport failure
 * named after the server-fault words decides, as it would without the wrapper (DESIGN §1.2 steps
 * 6–7). Named before them, it is the headline around the provider's verdict (Codex's "stream
 * disconnected before completion: An error occurred while processing your request"): server_error.
 * A gateway's "could not reach the provider" decides wherever it stands (batch 86).
 */
function serverErrorMessage(run: Run): Decision | undefined {
  const decision = byText(
    run,
    P.SERVER_ERROR_TEXT,
    'server_error',
    'server.internal',
    'message',
    'message.server_error',
  );
  if (decision === undefined) return undefined;
  const refused = relayedRefusal(run, decision);
  if (refused !== undefined) return refused;
  const { text } = run;
  const serverAt = P.SERVER_ERROR_TEXT.exec(text)?.index ?? 0;
  const after = text.slice(serverAt);
  // JSON-RPC's generic "Internal error" around an agent process that went away and nothing else (ACP
  // clients, batch 761): no server's fault, and nothing says what made the process go.
  const gone = P.AGENT_PROCESS_GONE_ONLY.exec(after);
  if (gone) {
    return {
      ...decision,
      reason: 'unknown',
      category: 'unknown',
      rule: 'message.agent_process_gone',
      matched: gone[0],
    };
  }
  // A gateway that says it never reached the provider names the cause itself, whatever failure
  // words follow ("Could not reach the AI provider. The upstream request failed.", batch 86).
  // A server's fault in words that name a cut (Ollama's runner that died, Z.ai's numbered network
  // error): the EOF or network words are the server's, not a cut connection's.
  if (
    P.SERVER_NAMED_CUT.test(text) ||
    (!P.PROVIDER_UNREACHABLE.test(text) &&
      !P.DISCONNECT.test(after) &&
      !P.TRANSPORT_TEXT.test(after))
  ) {
    return decision;
  }
  const relayed = byDisconnect(run) ?? byTransportText(run);
  return relayed === undefined
    ? decision
    : { ...relayed, step: 'message', rule: `message.server_error_around_${relayed.rule}` };
}

/**
 * A server fault stated as the detail after a "Permission denied:" status word
 * ({@link P.PERMISSION_WORD_OVER_SERVER_FAULT}, Windsurf's clients, batch 380): the server's, read
 * before the authentication wording of the status word, with {@link serverErrorMessage}'s reading
 * of a transport failure named after it.
 */
function serverFaultUnderPermissionWord(run: Run): Decision | undefined {
  if (!P.PERMISSION_WORD_OVER_SERVER_FAULT.test(run.text)) return undefined;
  // A credential's verdict after the fault's words ("Permission denied: internal error: your api
  // key is invalid", review 38a) is what failed: the authentication rules read it.
  if (
    P.AUTH_PERMANENT.test(run.text) ||
    P.TOKEN_EXPIRED.test(run.text) ||
    P.JWT_EXPIRED.test(run.text) ||
    P.KEY_VERDICT.test(run.text)
  ) {
    return undefined;
  }
  const decision = serverErrorMessage(run);
  return decision?.rule === 'message.server_error'
    ? { ...decision, rule: 'message.server_fault_under_permission_word' }
    : decision;
}

/**
 * Held wordings of rule group VA (session 76), each one cause whatever status survived: a model id a
 * token-count endpoint refuses and a model aider's metadata lacks (before the validation and
 * overflow words they carry), an agent's output-cap truncation, Anthropic's web_search
 * `max_uses_exceeded`, a chat history's roles a template refuses, and vLLM's streaming tool
 * parser failing. Gated by their words in `GATES`.
 */
function oneCauseWordingsVA(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.TOKEN_COUNTING_MODEL_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.token_counting_model_unsupported',
    ) ??
    byText(
      run,
      P.MODEL_METADATA_UNKNOWN,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_metadata_unknown',
    ) ??
    byText(
      run,
      P.OUTPUT_CAP_TRUNCATION_SAID,
      'context_overflow',
      'context_overflow.max_tokens',
      'message',
      'message.output_cap_truncation_said',
    ) ??
    byText(
      run,
      P.WEB_SEARCH_MAX_USES_EXCEEDED,
      'format_error',
      'request.invalid',
      'message',
      'message.web_search_max_uses_exceeded',
    ) ??
    byText(
      run,
      P.CHAT_ROLES_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.chat_roles_refused',
    ) ??
    byText(
      run,
      P.STREAMING_TOOL_CALL_HANDLER_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.streaming_tool_call_handler_failed',
    )
  );
}

/**
 * One-cause wordings of held batches 2027–2056 (rule group WC, session 77): the model cannot take
 * tools, an empty final answer from the upstream (a provider fault, before its "tool calls" words
 * read as a request error), a server serving one choice only, and go-openai's cap on empty stream
 * messages (no cause said, before its "Stream error:" reads as a cut stream).
 */
function oneCauseWordingsWC(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.MODEL_TOOLS_PARAM_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_tools_param_unsupported',
    ) ??
    byText(
      run,
      P.NO_FINAL_ANSWER,
      'server_error',
      'server.invalid_response',
      'message',
      'message.no_final_answer',
    ) ??
    byText(
      run,
      P.N_CHOICES_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.n_choices_unsupported',
    ) ??
    byText(
      run,
      P.STREAM_EMPTY_MESSAGES_CAP,
      'unknown',
      'unknown',
      'message',
      'message.stream_empty_messages_cap',
    )
  );
}

/**
 * A daily counter's two printed fields ({@link P.DAILY_COUNTER_OVER_LIMIT}), read only when the first
 * has reached the second (its limit): one scan gives both the verdict and the counts.
 */
function dailyCounterOverLimit(run: Run): Decision | undefined {
  if (!passesGate(run.text, P.DAILY_COUNTER_OVER_LIMIT)) return undefined;
  const match = P.DAILY_COUNTER_OVER_LIMIT.exec(run.text);
  if (match?.[1] === undefined || match[2] === undefined) return undefined;
  if (Number(match[1].replaceAll(',', '')) < Number(match[2].replaceAll(',', ''))) return undefined;
  return {
    reason: 'rate_limit',
    category: 'rate_limit.usage_window',
    step: 'message',
    rule: 'message.daily_counter_over_limit',
    field: fieldOf(run.facts, P.DAILY_COUNTER_OVER_LIMIT),
    matched: match[0],
  };
}

/**
 * Wordings whose held lines agree on one cause (rule group YB, session 79): an HTTP/2 stream reset
 * ({@link P.HTTP2_STREAM_CLOSED_CODE}), Cursor's paid-plan upsell ({@link P.CURSOR_PRO_UPSELL}) and a
 * workspace barred from the region ({@link P.WORKSPACE_REGION_NOT_AUTHORIZED}), a model class that
 * takes no tools ({@link P.BIND_TOOLS_NOT_IMPLEMENTED}), a key left empty
 * ({@link P.API_KEY_EMPTY_STATED}), a quota that refreshes at a stated time
 * ({@link P.QUOTA_WILL_REFRESH}) and a proxy with no route for the path
 * ({@link P.NO_LISTENER_FOR_ENDPOINT}).
 */
function clientWordingsYB(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.HTTP2_STREAM_CLOSED_CODE,
      'timeout',
      'transport.reset',
      'message',
      'message.http2_stream_closed_code',
    ) ??
    byText(
      run,
      P.CURSOR_PRO_UPSELL,
      'billing',
      'billing.plan_limit',
      'message',
      'message.cursor_pro_upsell',
    ) ??
    byText(
      run,
      P.WORKSPACE_REGION_NOT_AUTHORIZED,
      'auth_permanent',
      'auth.region_blocked',
      'message',
      'message.workspace_region_not_authorized',
    ) ??
    byText(
      run,
      P.BIND_TOOLS_NOT_IMPLEMENTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.bind_tools_not_implemented',
    ) ??
    byText(
      run,
      P.API_KEY_EMPTY_STATED,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.api_key_empty',
    ) ??
    // A refresh date beside a month's allowance or a purchase stays the money (review 2 of session
    // 79); the two wide families are scanned only once the gated wording matched.
    unlessText(
      run,
      P.MONTHLY_ALLOWANCE,
      unlessText(
        run,
        P.BILLING_STRICT,
        byText(
          run,
          P.QUOTA_WILL_REFRESH,
          'rate_limit',
          'rate_limit.usage_window',
          'message',
          'message.quota_will_refresh',
        ),
      ),
    ) ??
    byText(
      run,
      P.NO_LISTENER_FOR_ENDPOINT,
      'format_error',
      'request.invalid_url',
      'message',
      'message.no_listener_for_endpoint',
    )
  );
}

/**
 * Wordings held lines read right with their status and missed as the text alone (rule group XF,
 * session 78): a modality the API gives only over a stream (the request's), a daily counter past its
 * limit (the day's allowance), and vLLM's media with no placeholder in the prompt, which the 500 rule
 * reads with its status and this reads only when no status came (the same request shape).
 */
function textAloneWordingsXF(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.OUTPUT_REQUIRES_STREAM,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.output_requires_stream',
    ) ??
    dailyCounterOverLimit(run) ??
    (run.facts.status === undefined
      ? byText(
          run,
          P.MEDIA_TOKENS_TO_NO_PLACEHOLDERS,
          'format_error',
          'request.invalid',
          'message',
          'message.media_tokens_no_placeholders',
        )
      : undefined)
  );
}

/**
 * The unparsable JSON is the request's, not the response's: a 4xx class or status around it
 * (LiteLLM's "BadRequestError: … Expecting value", a 400/422 in text), the text names the request
 * ("Invalid JSON payload received", "error parsing the body", a tool's arguments), or an AI SDK
 * error about JSON or tool arguments the model produced (`AI_InvalidToolArgumentsError`,
 * `AI_JSONParseError`): no server fault to retry.
 */
function notJsonIsTheRequest(run: Run): boolean {
  return (
    P.REQUEST_NOT_JSON.test(run.text) ||
    run.facts.names.some(
      (name) =>
        name.includes('badrequest') ||
        name.includes('unprocessable') ||
        (name.startsWith('ai_') && (name.includes('json') || name.includes('toolargument'))),
    )
  );
}

/**
 * A client that could not parse the provider's response (Python's JSONDecodeError "Expecting value:
 * line 1 column 1 (char 0)", node-fetch's "invalid json response body … Unexpected end of JSON
 * input"): the server sent an empty or cut body, a retryable server fault. It describes the
 * response, so the request-validation "invalid json" must not read it.
 */
function responseNotJson(run: Run): Decision | undefined {
  if (notJsonIsTheRequest(run)) return undefined;
  const decision =
    byText(
      run,
      P.RESPONSE_NOT_JSON,
      'server_error',
      'server.invalid_response',
      'message',
      'message.response_not_json',
    ) ?? invalidJsonResponseUnread(run);
  if (decision !== undefined || !run.facts.names.includes('jsondecodeerror')) return decision;
  return {
    reason: 'server_error',
    category: 'server.invalid_response',
    step: 'message',
    rule: 'message.response_not_json',
    field: 'name',
    matched: 'JSONDecodeError',
  };
}

/**
 * A client's "Invalid JSON response" with a prefix or a parser's detail after it (rule group UD,
 * session 75): the answer it could not read, before that detail's "is not valid JSON". Not where the
 * server-fault words already read it (the AI SDK's bare sentence, `message.server_error`) nor after a
 * failed token refresh, whose unparsed answer is no verdict; those two are checked only once the
 * wording matched, so other errors pay for the gated pattern alone.
 */
function invalidJsonResponseUnread(run: Run): Decision | undefined {
  const decision = byText(
    run,
    P.INVALID_JSON_RESPONSE_UNREAD,
    'server_error',
    'server.invalid_response',
    'message',
    'message.invalid_json_response',
  );
  if (decision === undefined) return undefined;
  return P.SERVER_ERROR_TEXT.test(run.text) || P.REFRESH_FAILED.test(run.text)
    ? undefined
    : decision;
}

/**
 * Gemini CLI's (and Qwen Code's) invalid-stream checks: an unusable response, a server fault (batch
 * 96). On a large session the stream that ended empty is read as the disconnect rule reads one that
 * ended without output: a local server that cannot fit the prompt answers with an empty stream
 * (lmstudio-bug-tracker#2339), so compress (batch 96 review).
 */
function modelStreamInvalid(run: Run): Decision | undefined {
  const decision =
    byText(
      run,
      P.MODEL_STREAM_INVALID,
      'server_error',
      'server.invalid_response',
      'message',
      'message.model_stream_invalid',
    ) ??
    // pi's "Stream ended without finish_reason", the field's name without the article (rule group
    // QA, session 73): the same stream check, so a large session reads it as they do.
    byText(
      run,
      P.STREAM_ENDED_WITHOUT_FINISH_REASON,
      'server_error',
      'server.invalid_response',
      'message',
      'message.stream_ended_without_finish_reason',
    );
  if (decision === undefined || !isLargeForDisconnect(run.size)) return decision;
  return {
    ...decision,
    reason: 'context_overflow',
    category: 'context_overflow.disconnect_large_session',
    rule: `${decision.rule}_large_session`,
    matched: `${decision.matched} with ${run.size.approxTokens} tokens / ${run.size.numMessages} messages`,
  };
}

/** A decision that a transport failure in the same text overrides (`saysTransportFailure`). */
function unlessTransport(run: Run, decision: Decision | undefined): Decision | undefined {
  return decision === undefined || saysTransportFailure(run) ? undefined : decision;
}

/**
 * A client's stock advice appended to every failed call ("Please check your internet connection and
 * try again.", the SystemSculpt Obsidian plugin after OpenAI's transcription body "The audio file
 * could not be decoded or its format is not supported.", batch 1464,
 * h1464-openai-transcribe-could-not-decode-body). Global for `replace`, hence module-private.
 */
const CLIENT_CONNECTIVITY_ADVICE = /\bplease check your internet connection and try again\b\.?/g;

/**
 * {@link unlessTransport}, except that a client's stock connectivity advice
 * ({@link CLIENT_CONNECTIVITY_ADVICE}) after a provider's parsed error body is no transport
 * failure: the body is the provider's answer, so the request reached it. Other transport words still
 * override.
 */
function unlessTransportPastAdvice(run: Run, decision: Decision | undefined): Decision | undefined {
  if (decision === undefined || !saysTransportFailure(run)) return decision;
  if (run.facts.bodyMessage === undefined || !run.text.includes('check your internet connection')) {
    return undefined;
  }
  return namesTransportFailure(run.text.replace(CLIENT_CONNECTIVITY_ADVICE, ' '))
    ? undefined
    : decision;
}

/** {@link unlessTransport}, and also none when a transport errno is on the chain. */
function unlessTransportOrErrno(run: Run, decision: Decision | undefined): Decision | undefined {
  return decision === undefined || hasTransportCode(run.facts)
    ? undefined
    : unlessTransport(run, decision);
}

/**
 * Google's quota document kept only as text, its 429 lost ("You exceeded your current quota, please
 * check your plan and billing details" next to RESOURCE_EXHAUSTED or another of Google's marks): a
 * refilling window, as the 429 rule reads it. A limit of 0 (no allowance at all) stays billing.
 */
function googleQuotaWindow(run: Run): Decision | undefined {
  const { text } = run;
  if (!text.includes('quota')) return undefined;
  const quota = P.CURRENT_QUOTA.exec(text);
  if (quota === null || !P.GOOGLE_QUOTA_MARK.test(text) || P.BILLING_STRICT.test(text))
    return undefined;
  return {
    reason: 'rate_limit',
    category: rateLimitCategory(text),
    step: 'message',
    rule: 'message.google_quota_window',
    field: fieldOf(run.facts, P.CURRENT_QUOTA),
    matched: quota[0],
  };
}

/**
 * What the word rules alone read in `text`, given in place of the error's own: the message step,
 * then the TLS, disconnect and transport steps, as the pipeline runs them after the code step. For
 * a part of the text read on its own (an app's quote of the provider's error, the text without an
 * app's guess); the sub-reading's trace is its own, dropped with it.
 */
export function readWordsAlone(run: Run, text: string): Decision | undefined {
  const alone: Run = { ...run, text, trace: [] };
  return byMessage(alone) ?? byTls(alone) ?? byDisconnect(alone) ?? byTransport(alone);
}

/**
 * Billing words only inside an app's guess at a cause ({@link P.GUESSED_CAUSE_CLAUSE}: "⚠ Apologies, the
 * Open AI API is not available right now. It can be related to insufficient funds. \n\nThe
 * chatCompletion operation does not work with the specified model, text-davinci-003.", a Teams bot
 * over Azure OpenAI, batch 396): the provider's definite wording beside it (a message rule, or the
 * TLS, disconnect and transport steps after them) decides, read without the guess. With none, the
 * guess is all there is and billing stands, as it does beside a bare refusal (`auth`): on a 403 the
 * billing words decide which refusal it is.
 */
function beyondHedgedBilling(run: Run): Decision | undefined {
  const stated = run.text.replace(P.GUESSED_CAUSE_CLAUSE, ' ');
  if (stated === run.text || P.BILLING_CORE.test(stated)) return undefined;
  const decision = readWordsAlone(run, stated);
  // A bare refusal beside the guess ("Forbidden. This may be due to insufficient credits."): the
  // billing words say which refusal it is, as they do on a 403 (review 39a).
  if (decision === undefined || decision.reason === 'auth') return undefined;
  // A verdict the guess explains ("Account … is suspended, possibly due to reaching the monthly
  // spending limit or failure to pay past invoices", batch 109): read whole, the text names no dead
  // credential, so the money it was suspended for decides.
  if (decision.reason === 'auth_permanent' && !P.AUTH_PERMANENT.test(run.text)) return undefined;
  run.trace.push({ step: 'message', rule: 'message.billing_only_guessed' });
  return decision;
}

/**
 * Billing wording without a status. An allowance that does not refill within a window (a month, a
 * free trial, a free tier that is ending) is read past next to a stated window or wait ("10
 * requests per minute exceeded, retry in 6s. Note: the free tier will be discontinued on …"): the
 * window refused the request, as the 429 rule reads it. A relay token's used-up allowance
 * ({@link P.RELAY_ALLOWANCE_EXHAUSTED}) is billing here as on its 401, when new-api's tail
 * ({@link P.RELAY_ALLOWANCE_REMAIN}) says whose it is.
 */
function billingMessage(run: Run): Decision | undefined {
  // Requests over the concurrency cap, before the top-up advice that raises it (held h211).
  if (concurrencyNotBalance(run.text)) {
    const concurrency = byText(
      run,
      P.CONCURRENCY_OVER_CAP,
      'rate_limit',
      rateLimitCategory,
      'message',
      'message.concurrency_over_cap',
    );
    if (concurrency) return concurrency;
  }
  // Copilot's quota headline (held ×4 billing): the plan's allowance, before "quota exceeded"
  // reads as a window. Rule group YC, session 79.
  const copilotQuota = byText(
    run,
    P.COPILOT_QUOTA_EXCEEDED_HEADLINE,
    'billing',
    'billing.quota_exhausted',
    'message',
    'message.copilot_quota_exceeded_headline',
  );
  if (copilotQuota) return copilotQuota;
  const billing = byText(
    run,
    P.BILLING_CORE,
    'billing',
    billingCategory,
    'message',
    'message.billing',
  );
  if (billing) return beyondHedgedBilling(run) ?? billing;
  return (
    (P.RELAY_ALLOWANCE_REMAIN.test(run.text)
      ? byText(
          run,
          P.RELAY_ALLOWANCE_EXHAUSTED,
          'billing',
          'billing.credits_exhausted',
          'message',
          'message.relay_allowance',
        )
      : undefined) ??
    fixedAllowanceUnlessWindow(run, 'message', 'message.billing') ??
    byText(
      run,
      P.LICENSE_LACKING,
      'billing',
      billingCategory,
      'message',
      'message.license_lacking',
    ) ??
    // A plan or top-up gate in code words (fal's "User is locked. Reason: TOP_UP.", batch 394;
    // Groq's `not_available_for_plan`, batch 395): money or an upgrade lifts it.
    byText(
      run,
      P.PLAN_OR_TOP_UP_GATE,
      'billing',
      billingCategory,
      'message',
      'message.plan_or_top_up_gate',
    ) ??
    // A trial plan paused or ended (Copilot's "Copilot Pro trials have been temporarily paused.
    // Please upgrade your account", batch 532), as on its 403: a plan to buy, unless a wait is named.
    (P.WINDOW_OR_WAIT.test(run.text)
      ? undefined
      : byText(run, P.TRIAL_ENDED, 'billing', billingCategory, 'message', 'message.trial_ended')) ??
    // A premium-request allowance spent (Copilot's "exceeded your premium request limit, and do not
    // currently have overages enabled", batch 386), before the rate-limit reading of "request
    // limit": a plan's allowance, unless a window or wait is stated beside it.
    (P.WINDOW_OR_WAIT.test(run.text) || transientSignal(run.text) !== null
      ? undefined
      : byText(
          run,
          P.PREMIUM_REQUEST_ALLOWANCE,
          'billing',
          'billing.quota_exhausted',
          'message',
          'message.premium_request_allowance',
        ))
  );
}

/**
 * A failed token refresh whose answer could not be parsed (`refreshAnswerUnparsed`): unknown, read
 * before the request-validation and not-JSON words would take it (review of session 74, problem 3).
 */
function refreshAnswerUnparsedMessage(run: Run): Decision | undefined {
  const failed = refreshAnswerUnparsed(run);
  if (failed === null) return undefined;
  return {
    reason: 'unknown',
    category: 'unknown',
    step: 'message',
    rule: 'message.refresh_answer_unparsed',
    field: 'text',
    matched: failed[0],
  };
}

/**
 * A failed token refresh without a status ("Error: Token refresh failed: 401"): the credential is
 * dead only on positive evidence (`refreshRejected`).
 */
function refreshFailed(run: Run): Decision | undefined {
  const failed = refreshRejected(run);
  if (failed === null) return undefined;
  return {
    reason: 'auth_permanent',
    category: 'auth.token_revoked',
    step: 'message',
    rule: 'message.refresh_failed',
    field: fieldOf(run.facts, P.REFRESH_FAILED),
    matched: failed[0],
  };
}

/**
 * A client's own login step that failed before any model call, read before its wrapper's "sign-in
 * failed", "Error logging in" or "认证失败" reads as an auth verdict: a local port its callback server
 * could not bind (`unknown`: no provider answered), a stored credential it could not read
 * (auth_permanent, before "missing field" reads as the request's validation), or an authorization code
 * it failed to exchange with no cause after it (timeout, as every held rendering that names one), a
 * device-code login the account switched off (auth_permanent) or a callback whose OAuth state did not
 * match (auth: a new login fixes it).
 */
function loginFlowMessage(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.LOCAL_PORT_NOT_BOUND,
      'unknown',
      'unknown',
      'message',
      'message.local_port_not_bound',
    ) ??
    byText(
      run,
      P.LOCAL_CREDENTIAL_UNREADABLE,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.local_credential_unreadable',
    ) ??
    byText(
      run,
      P.OAUTH_CODE_EXCHANGE_UNSAID,
      'timeout',
      'transport.timeout',
      'message',
      'message.oauth_code_exchange_unsaid',
    ) ??
    byText(
      run,
      P.DEVICE_CODE_LOGIN_DISABLED,
      'auth_permanent',
      'auth.org_not_allowed',
      'message',
      'message.device_code_login_disabled',
    ) ??
    byText(
      run,
      P.OAUTH_STATE_MISMATCH,
      'auth',
      'auth.unauthorized',
      'message',
      'message.oauth_state_mismatch',
    )
  );
}

/**
 * Dify's credential-validation wrapper ({@link P.DIFY_CREDENTIALS_WRAPPER}) is no auth verdict of its
 * own when it is the only auth wording and the words it wraps name a transport failure ("Connection
 * error.", a connect timeout): the steps after read those. A wrapped key verdict ("Incorrect API key
 * provided") still reads as auth.
 */
function difyWrapperOverTransport(text: string): boolean {
  if (!text.includes('credentials')) return false;
  const rest = text.replace(P.DIFY_CREDENTIALS_WRAPPER, ' ');
  if (rest === text || P.AUTH_ANY.test(rest)) return false;
  return P.TRANSPORT_TEXT.test(rest) || P.TIMEOUT_TEXT.test(rest) || P.DISCONNECT.test(rest);
}

/**
 * A stream chunk or frame the client could not parse (`STREAM_CHUNK_UNPARSEABLE`): a cut or garbled
 * stream (`timeout`), unless the chunk carries the provider's own request error
 * (`"type":"invalid_request_error"`, review 32), which is that verdict relayed in a frame the client
 * could not read: the request's. The request-error words are looked for only in such a chunk.
 */
function streamChunkUnparseable(run: Run): Decision | undefined {
  const chunk = byText(
    run,
    P.STREAM_CHUNK_UNPARSEABLE,
    'timeout',
    'stream.malformed',
    'message',
    'message.stream_chunk_unparseable',
  );
  if (chunk === undefined) return undefined;
  return (
    byText(
      run,
      P.REQUEST_ERROR_TYPE_TEXT,
      'format_error',
      'request.invalid',
      'message',
      'message.stream_chunk_request_error',
    ) ?? chunk
  );
}

/**
 * Authentication wording without a status: the 401 rules, in the same order. None when the text says
 * the connection was never made ({@link P.CONNECTION_NEVER_MADE}): no server judged the credential, and
 * the transport step reads the failure.
 */
export function authByMessage(run: Run): Decision | undefined {
  const { text } = run;
  const any = P.AUTH_ANY.exec(text);
  if (any === null) return undefined;
  // Envoy's "upstream connect error or disconnect/reset before headers" behind a "Forbidden:" prefix
  // (a reverse proxy's, batch 638) is the transport's verdict, as on a 403: no key refusal says so.
  // So is Go's `Get "…": EOF` under a login wrapper's "认证失败" (batch 777), and .NET's TLS
  // handshake failure, an `AuthenticationException` "Authentication failed, see inner exception." (h541).
  if (
    difyWrapperOverTransport(text) ||
    P.CONNECTION_NEVER_MADE.test(text) ||
    P.ENVOY_CONNECT_FAILURE.test(text) ||
    P.GO_REQUEST_EOF.test(text) ||
    P.AUTH_CALL_TIMED_OUT.test(text) ||
    P.DOTNET_TLS_AUTHENTICATION.test(text)
  )
    return undefined;
  const unseen = byText(
    run,
    P.MODEL_NOT_FOUND_OR_DENIED,
    'model_not_found',
    'model.access_denied',
    'message',
    'message.model_not_found_or_denied',
  );
  if (unseen) return unseen;
  // As on a 401 (`authReading`): a key that may not reach this model ("Unauthorized: You are not
  // authorized to access this model") falls back to another model and keeps the key…
  const auth = authReading(run);
  if (auth?.reading === 'model_access') {
    return {
      reason: 'model_not_found',
      category: 'model.access_denied',
      step: 'message',
      rule: 'message.model_access',
      field: fieldOf(run.facts, auth.pattern),
      matched: auth.match[0],
    };
  }
  // A relay's "Invalid token" typed as one of the one-api family's, as on a 401.
  const relay = relayTokenRejected(run);
  if (relay !== undefined) {
    return {
      reason: 'auth_permanent',
      category: 'auth.invalid_key',
      step: 'message',
      rule: 'message.relay_token',
      ...relay,
    };
  }
  // "Invalid token" alone on its line (`TOKEN_VERDICT_WHOLE_LINE`), as the 401 reads its last words
  // (`TOKEN_VERDICT_ALONE`): the key sent was refused, unless the text says the token expired.
  const verdict = byText(
    run,
    P.TOKEN_VERDICT_WHOLE_LINE,
    'auth_permanent',
    'auth.invalid_key',
    'message',
    'message.token_verdict_alone',
  );
  if (verdict && !tokenExpiryHedge(run)) return verdict;
  // …and a key named with a verdict or "Unauthorized", not a key named in advice.
  const refreshable = auth?.reading === 'refreshable';
  const keyRejected = auth?.reading === 'key_rejected';
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

export function overflowMessage(run: Run): Decision | undefined {
  const decision = overflowByText(run, 'message.context_overflow');
  if (decision) return { ...decision, step: 'message' };
  // Copilot Chat's Russian "the response exceeded the maximum length" (rule group MA, session 69).
  const answerCap = byText(
    run,
    P.RESPONSE_LENGTH_EXCEEDED_RU,
    'context_overflow',
    'context_overflow.prompt_too_long',
    'message',
    'message.response_length_exceeded',
  );
  if (answerCap) return answerCap;
  // `max_tokens` above the model's output cap ("max_tokens is too large: 32000. This model
  // supports at most 16384 completion tokens"), as the 400 rules read it.
  const maxTokens = maxTokensTooLarge(run.text);
  if (maxTokens === null) return undefined;
  const allowed = maxTokensAllowed(maxTokens);
  return {
    reason: 'context_overflow',
    category: 'context_overflow.max_tokens',
    step: 'message',
    rule: 'message.max_tokens_too_large',
    field: fieldOf(run.facts, P.MAX_TOKENS_TOO_LARGE),
    matched: maxTokens[0],
    repair: outputCapRepair(allowed),
  };
}

export function timeoutMessage(run: Run): Decision | undefined {
  // A disconnect phrase must reach step 6 (large-session heuristic) first.
  if (P.DISCONNECT.test(run.text)) return undefined;
  const decision = byText(
    run,
    P.TIMEOUT_TEXT,
    'timeout',
    'transport.timeout',
    'message',
    'message.timeout',
  );
  // A timeout setting printed with its value in a config dump ("'timeout': 7") is no timeout: read
  // the text without those pairs (batch 299).
  if (decision === undefined) return decision;
  const settingsOut = run.text.replace(P.TIMEOUT_SETTING, ' ');
  return settingsOut === run.text || P.TIMEOUT_TEXT.test(settingsOut) ? decision : undefined;
}

/**
 * .NET's "The operation was canceled" alone ({@link P.DOTNET_BARE_CANCEL}): HttpClient's own timeout
 * as it surfaces with no class named (batches 124 and 485); an `OperationCanceledException` named is
 * the caller's token, read as an abort at the signature step.
 */
function dotnetBareCancel(run: Run): Decision | undefined {
  // The whole text: a cause or a body beside it says more than the sentence.
  const match = P.DOTNET_BARE_CANCEL.exec(run.text.trim());
  if (match === null || run.facts.chainCodes.length > 0) return undefined;
  return {
    reason: 'timeout',
    category: 'transport.timeout',
    step: 'message',
    rule: 'message.dotnet_bare_cancel',
    field: 'message',
    matched: match[0],
  };
}

/**
 * A model unavailable only for now, with an invitation to retry ("The selected model is currently
 * unavailable. Please try again or select another model."): capacity, retried and then fallen back
 * from (`overloaded`). Without the retry invitation nothing is read.
 */
function modelUnavailableNow(run: Run): Decision | undefined {
  const { text } = run;
  if (!text.includes('unavailable')) return undefined;
  const unavailable = P.MODEL_UNAVAILABLE_NOW.exec(text);
  // The narrow "for now" words: a bare "retry with a different model" is advice to change the
  // request, not an invitation to come back.
  if (unavailable === null || !P.MODEL_UNAVAILABLE_FOR_NOW.test(text)) return undefined;
  return {
    reason: 'overloaded',
    category: 'overloaded.capacity',
    step: 'message',
    rule: 'message.model_unavailable_now',
    field: fieldOf(run.facts, P.MODEL_UNAVAILABLE_NOW),
    matched: unavailable[0],
  };
}

/**
 * OpenAI's stock server fault ("The server had an error while processing your request") under a
 * rate-limit class name printed into the text ("openai.error.RateLimitError: …", openai-python
 * 0.x) and no rate-limit wording of the service's own: the server's fault, as the `name`-field
 * rule in by-code reads the same class (batch 115).
 */
const RATE_LIMIT_CLASS_NAMES = new RegExp(P.RATE_LIMIT_CLASS_NAME.source, 'g');

/**
 * The rate-limit words, unless every one of them is a key of a quoted document
 * ({@link P.RATE_LIMIT_JSON_KEY}: `"rate_limit_usage":`), which names a field, not a limit hit.
 */
function rateLimitOutsideKeys(run: Run): Decision | undefined {
  const decision = byText(
    run,
    P.RATE_LIMIT,
    'rate_limit',
    rateLimitCategory,
    'message',
    'message.rate_limit',
  );
  if (decision?.matched?.includes('limit') !== true) return decision;
  const stripped = run.text.replace(P.RATE_LIMIT_JSON_KEY, ' ');
  return stripped === run.text || P.RATE_LIMIT.test(stripped) ? decision : undefined;
}

function classNamedServerFault(run: Run): Decision | undefined {
  const text = run.text;
  const fault = P.SERVER_HAD_ERROR.exec(text);
  if (fault === null) return undefined;
  const stripped = text.replace(RATE_LIMIT_CLASS_NAMES, ' ');
  if (stripped === text || P.RATE_LIMIT.test(stripped)) return undefined;
  return {
    reason: 'server_error',
    category: 'server.internal',
    step: 'message',
    rule: 'message.rate_limit_class_server_fault',
    field: fieldOf(run.facts, P.SERVER_HAD_ERROR),
    matched: fault[0],
  };
}

/**
 * Provider and relay wordings that say what failed with their status gone (a client that kept only
 * the message or the body): each is read as its status rule reads it (rule group IE, session 65).
 * Each regex is gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function statusFreeWordings(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.BATCH_SIZE_INVALID,
      'format_error',
      'request.invalid',
      'message',
      'message.batch_size_invalid',
    ) ??
    byText(
      run,
      P.ARRAY_ITEMS_OVER_MAX,
      'format_error',
      'request.invalid',
      'message',
      'message.array_items_over_max',
    ) ??
    byText(
      run,
      P.RELAY_REQUEST_UNMARSHAL_FAILED,
      'format_error',
      'request.invalid',
      'message',
      'message.relay_request_unmarshal_failed',
    ) ??
    goDecoderReplyOnRequest(run) ??
    byText(
      run,
      P.NO_POOL_ACCOUNT_FOR_MODEL,
      'overloaded',
      'overloaded.unavailable',
      'message',
      'message.no_pool_account_for_model',
    ) ??
    statusLostProviderWordings(run) ??
    edgeAndRelayWordingsWithoutStatus(run) ??
    requestWordingsWithoutStatus(run) ??
    // MiniMax's generic internal error code kept without its status (rule group NA, session 70).
    byText(
      run,
      P.MINIMAX_UNKNOWN_ERROR_1000,
      'server_error',
      'server.internal',
      'message',
      'message.minimax_unknown_error_1000',
    ) ??
    relayAndClientWordingsWithoutStatus(run) ??
    serverAndGatewayWordingsWithoutStatus(run)
  );
}

/**
 * A local server's generation fault, a tenant's sign-in policy, a gateway's unusable upstream answer,
 * failed upstream request or missing upstream key and Modal's missing function, each said in words
 * a client keeps without the status (rule group UF, session 75): read as the status reads them,
 * before the vote's "format", "grammar" and "function call" words. The patterns' TSDoc names the
 * held lines; each regex is gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function serverAndGatewayWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.LOCAL_SERVER_GENERATION_FAULT,
      'server_error',
      'server.model_error',
      'message',
      'message.local_server_generation_fault',
    ) ??
    byText(
      run,
      P.ENTRA_CONDITIONAL_ACCESS_BLOCKED,
      'auth',
      'auth.forbidden',
      'message',
      'message.entra_conditional_access_blocked',
    ) ??
    // Not where the text says the unparsable JSON was the request's (a 400, "request body").
    (notJsonIsTheRequest(run)
      ? undefined
      : byText(
          run,
          P.UPSTREAM_ANSWER_NOT_JSON,
          'server_error',
          'server.invalid_response',
          'message',
          'message.upstream_answer_not_json',
        )) ??
    byText(
      run,
      P.UPSTREAM_PROXY_REQUEST_FAILED,
      'server_error',
      'server.upstream',
      'message',
      'message.upstream_proxy_request_failed',
    ) ??
    byText(
      run,
      P.UPSTREAM_PROVIDER_CREDENTIALS_UNAVAILABLE,
      'server_error',
      'server.upstream',
      'message',
      'message.upstream_provider_credentials_unavailable',
    ) ??
    byText(
      run,
      P.MODAL_INVALID_FUNCTION_CALL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.modal_invalid_function_call',
    )
  );
}

/**
 * A relay's code, a local server's media refusal and a client's listing status that say what
 * failed with the status gone (rule group OF, session 71; the patterns name the held lines). Each
 * regex is gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function relayAndClientWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    // new-api's `convert_request_failed` kept in a client's message ("… only imagen models are
    // supported (request id: …) new_api_error convert_request_failed, 500", held h1744; held ×4
    // format_error): the relay could not carry this request's shape, read before the model words
    // it quotes, and not beside timeout words, as the 500 rule reads it; nor where the relay says
    // it has no adaptor for the model (held h32-vertex-oneapi-no-adaptor-for-model: model_not_found,
    // which the relay's model rule reads).
    unlessText(
      run,
      P.TIMEOUT_TEXT,
      unlessText(
        run,
        P.RELAY_NO_ADAPTOR_FOR_MODEL,
        byText(
          run,
          P.RELAY_CONVERT_REQUEST_FAILED,
          'format_error',
          'request.invalid',
          'message',
          'message.relay_convert_request_failed',
        ),
      ),
    ) ??
    byText(
      run,
      P.LIST_MODELS_REFUSED_STATUS,
      'auth',
      (text) =>
        /\bfailed to list models: 401\b/.test(text) ? 'auth.unauthorized' : 'auth.forbidden',
      'message',
      'message.list_models_refused_status',
    ) ??
    byText(
      run,
      P.ZHIPU_NETWORK_ERROR_WITH_ID,
      'server_error',
      'server.internal',
      'message',
      'message.zhipu_network_error_with_id',
    )
  );
}

/**
 * Request faults a provider names in its own words, read when a client kept only the message (rule
 * group NA, session 70): a parameter the model refuses, a quoted value it does not serve, an expired
 * code-interpreter container, a tool the model requires; and no access to a model named by its id,
 * or a model that does not serve the API path called; a function-response turn out of order, tool
 * types or stream options a server refuses (rule group NC); vLLM's token ids out of vocabulary, a
 * gateway's tools refused on a stream, a value the quoted model does not take (rule group OA).
 * Each before the family words around it ("this model", "expired") and the response-not-JSON rule a
 * client's own parse failure after the body would meet. The patterns' TSDoc names the held lines;
 * each regex is gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function requestWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    // Gemini's function-response turn order, Anthropic's tool types, vLLM's stream options (rule
    // group NC, session 70; moved here by the review of session 70, problem 6).
    byText(
      run,
      P.REQUEST_TOOLS_TURNS_OPTIONS_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.request_tools_turns_options_refused',
    ) ??
    byText(
      run,
      P.MODEL_PARAMETER_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.model_parameter_unsupported',
    ) ??
    byText(
      run,
      P.QUOTED_VALUE_UNSUPPORTED_FOR_MODEL,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.quoted_value_unsupported_for_model',
    ) ??
    byText(
      run,
      P.CONTAINER_EXPIRED,
      'format_error',
      'request.invalid',
      'message',
      'message.container_expired',
    ) ??
    byText(
      run,
      P.MODEL_REQUIRES_TOOL,
      'format_error',
      'request.invalid',
      'message',
      'message.model_requires_tool',
    ) ??
    byText(
      run,
      P.NO_ACCESS_TO_NAMED_MODEL,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.no_access_to_named_model',
    ) ??
    byText(
      run,
      P.MODEL_ENDPOINT_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_endpoint_unsupported',
    ) ??
    // vLLM's prompt token ids outside the vocabulary, a gateway's refusal of tools on a streamed
    // request, a value the quoted model does not take (rule group OA, session 71).
    byText(
      run,
      P.TOKEN_ID_OUT_OF_VOCABULARY,
      'format_error',
      'request.invalid',
      'message',
      'message.token_id_out_of_vocabulary',
    ) ??
    byText(
      run,
      P.TOOLS_WITH_STREAMING_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.tools_with_streaming_unsupported',
    ) ??
    byText(
      run,
      P.VALUE_UNSUPPORTED_WITH_NAMED_MODEL,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.value_unsupported_with_named_model',
    ) ??
    // Rule group OB, session 71: a key no header can carry in the client's words that do not name
    // the header; OpenCode Go's missing session header; a required field or client setting left
    // out; DashScope's call mode (the patterns' TSDoc names the held lines).
    byText(
      run,
      P.HEADER_VALUE_UNSENDABLE,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.header_value_unsendable',
    ) ??
    byText(
      run,
      P.OPENCODE_SESSION_HEADER_MISSING,
      'format_error',
      'request.invalid',
      'message',
      'message.opencode_session_header_missing',
    ) ??
    byText(
      run,
      P.REQUIRED_FIELD_OR_SETTING_MISSING,
      'format_error',
      'request.invalid',
      'message',
      'message.required_field_or_setting_missing',
    ) ??
    byText(
      run,
      P.CALL_MODE_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.call_mode_unsupported',
    )
  );
}

/**
 * Provider and proxy wordings that say what failed when a client kept only the body or lost the
 * status (rule group ME, session 69): each is read as its status rule reads it, before the family
 * words around it (a model named, "loading model", "exhausted") or the word vote guess. The
 * patterns' TSDoc names the held lines. Each regex is gated by its words in `GATES` (decision.ts),
 * which `byText` checks.
 */
function edgeAndRelayWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.CLOUDFLARE_1010_ACCESS_DENIED,
      'auth',
      'auth.forbidden',
      'message',
      'message.cloudflare_1010_access_denied',
    ) ??
    byText(
      run,
      P.OLLAMA_LLM_SERVER_LOADING,
      'server_error',
      'server.internal',
      'message',
      'message.ollama_llm_server_loading',
    ) ??
    byText(
      run,
      P.CAPACITY_TEMPORARILY_EXHAUSTED,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.capacity_temporarily_exhausted',
    ) ??
    byText(
      run,
      P.ACCOUNT_POOL_EMPTY_ZH,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.account_pool_empty_zh',
    ) ??
    // One API's and new-api's adaptor with no route for the request's mode, when the status is lost
    // ("get request url failed: unsupported relay mode 2 for doubao" typed `one_api_error` with
    // code `do_request_failed`, batch 556, h556-relay-oneapi-500-unsupported-relay-mode-doubao kept
    // as its body only): the route does not serve this kind of request, as its 500 reads the words
    // (`status.500.relay_not_implemented`), before the transport step reads `do_request_failed` as
    // a failed connection. Rule group QE, session 73.
    byText(
      run,
      P.NEW_API_NOT_IMPLEMENTED,
      'format_error',
      'request.invalid',
      'message',
      'message.relay_not_implemented',
    ) ??
    // A relay's pool with no healthy account, when the status is lost (grok2api's
    // "账号不足，请及时补充账号~" typed `unknown_error`, batch 1795,
    // h1795-grok2api-account-pool-insufficient kept as its body only): capacity, as its 500 reads the
    // words (`status.500.pool_none_healthy`). Rule group QE, session 73.
    relayPoolNoneHealthy(run, 'message', 'message.pool_none_healthy') ??
    byText(
      run,
      P.BOOTSTRAP_FAILED_403,
      'auth',
      'auth.forbidden',
      'message',
      'message.bootstrap_failed_403',
    )
  );
}

/**
 * Provider and relay wordings that name the failure when a client kept only the body or lost the
 * status (rule group JC, session 66): each pattern's TSDoc names the held lines it reads. Each regex
 * is gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function statusLostProviderWordings(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.MODEL_NOT_FOUND_NAMED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_not_found_named',
    ) ??
    byText(
      run,
      P.MODEL_UNSUPPORTED_FOR_FORMAT,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_unsupported_for_format',
    ) ??
    byText(
      run,
      P.CLIENT_NOT_AUTHORIZED_FOR_KEY,
      'auth',
      'auth.forbidden',
      'message',
      'message.client_not_authorized_for_key',
    ) ??
    byText(
      run,
      P.CLOUDFLARE_524_PAGE,
      'timeout',
      'transport.timeout',
      'message',
      'message.cloudflare_524_page',
    ) ??
    authTypedRequestBlocked(run) ??
    // A parameter check the server names with the values it takes ("Unexpected reasoning effort
    // high. Supported types are xhigh (default), medium, and low.", the Logos gateway's body typed
    // `internal_error`, held h1209), read as its 5xx rule reads it when the status is gone.
    byText(
      run,
      P.PARAM_VALIDATION_FAILED,
      'format_error',
      'request.invalid',
      'message',
      'message.param_validation_failed',
    )
  );
}

/**
 * OpenCode Zen's and Go's block typed as an authentication error (`{"type":"error","error":{"type":
 * "AuthError","message":"Request blocked by upstream provider."}}`, held h738 ×3: auth_permanent):
 * the gateway blocks the account, as its 401 rule reads the words; the type says so with the status
 * gone. The same words untyped (held h682: content_policy) stay with the other rules (rule group
 * JC, session 66).
 */
function authTypedRequestBlocked(run: Run): Decision | undefined {
  if (bodyTypedAs(run.facts, 'AuthError') === undefined) return undefined;
  return byText(
    run,
    P.REQUEST_BLOCKED,
    'auth_permanent',
    'auth.org_not_allowed',
    'message',
    'message.auth_typed_request_blocked',
  );
}

/**
 * {@link P.MODEL_ACTION_NOT_ALLOWED} on the message path, unless a credential to refresh stands
 * beside it ("… not authorized to access this model; your session token expired"): the 401 and 403
 * rules read that refreshable wording first ({@link authReading}), and so does this one. A bare
 * "Forbidden" before the words is no such wording (session 65 review, problem 2).
 */
function modelActionNotAllowed(run: Run): Decision | undefined {
  if (!passesGate(run.text, P.MODEL_ACTION_NOT_ALLOWED)) return undefined;
  if (P.AUTH_TRANSIENT.test(run.text.replaceAll('forbidden', ' '))) return undefined;
  return byText(
    run,
    P.MODEL_ACTION_NOT_ALLOWED,
    'model_not_found',
    'model.access_denied',
    'message',
    'message.model_action_not_allowed',
  );
}

/**
 * A server's whole JSON reply that is Go's decoder error alone (Ollama's `{"error": "invalid
 * character 'm' looking for beginning of value"}`, held h397 and h852 under its 400: format_error):
 * the server could not decode the request it was sent. The same words as a client's own message (a
 * client that parsed an HTML page, held h876: server_error) or inside a longer relay text stay with
 * the rules that read them (rule group IE, session 65). A `'<'` is an HTML page the replying relay got
 * from its own upstream (Ollama's cloud proxy, one-api-style relays), not a body an SDK serialised:
 * held `invalid character '<' looking` is server_error 6, timeout 2, auth, overloaded and
 * payload_too_large 1 each, format_error 0, so it is left to the other rules (session 65 review,
 * problem 1).
 */
function goDecoderReplyOnRequest(run: Run): Decision | undefined {
  const { facts } = run;
  if (!run.text.includes('looking for beginning of value')) return undefined;
  const object = facts.errorObject;
  if (facts.bodyMessageField !== 'body.error' || object === undefined) return undefined;
  if (Object.keys(object).length !== 1 || facts.bodyMessage === undefined) return undefined;
  if (!GO_DECODER_ERROR_ALONE.test(facts.bodyMessage.toLowerCase())) return undefined;
  return {
    reason: 'format_error',
    category: 'request.invalid',
    step: 'message',
    rule: 'message.server_could_not_decode_request',
    field: facts.bodyMessageField,
    matched: facts.bodyMessage,
  };
}
const GO_DECODER_ERROR_ALONE = /^invalid character '[^<]{1,4}' looking for beginning of value$/;

/**
 * Provider and client wordings that only the word vote read, each one failure as its held lines all
 * label it (rule group IF, session 65; the patterns name the batches and counts). Each regex is
 * gated by its words in `GATES` (decision.ts), which `byText` checks.
 */
function voteClusterWordings(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.CLOUD_PROJECT_REQUIRED,
      'auth',
      'auth.forbidden',
      'message',
      'message.cloud_project_required',
    ) ??
    byText(
      run,
      P.CODE_ASSIST_INDIVIDUALS_REFUSED,
      'auth_permanent',
      'auth.org_not_allowed',
      'message',
      'message.code_assist_individuals_refused',
    ) ??
    byText(
      run,
      P.LENGTH_FINISH_REASON,
      'context_overflow',
      'context_overflow.max_tokens',
      'message',
      'message.length_finish_reason',
    ) ??
    byText(
      run,
      P.STREAM_EVENT_ORDER,
      'server_error',
      'server.stream_error',
      'message',
      'message.stream_event_order',
    ) ??
    byText(
      run,
      P.TOOLS_OVER_CAP,
      'format_error',
      'request.invalid',
      'message',
      'message.tools_over_cap',
    ) ??
    byText(
      run,
      P.REMOTE_COMPACTION_NO_ITEM,
      'server_error',
      'server.invalid_response',
      'message',
      'message.remote_compaction_no_item',
    ) ??
    byText(
      run,
      P.NO_OBJECT_MATCHED_SCHEMA,
      'format_error',
      'request.invalid',
      'message',
      'message.no_object_matched_schema',
    ) ??
    byText(
      run,
      P.PROMPT_DID_NOT_COMPLY,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.prompt_did_not_comply',
    ) ??
    byText(
      run,
      P.BASE64_DATA_URL_EXPECTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.base64_data_url_expected',
    ) ??
    byText(
      run,
      P.MESSAGES_ODD_NUMBER,
      'format_error',
      'request.invalid',
      'message',
      'message.messages_odd_number',
    ) ??
    byText(
      run,
      P.GATEWAY_REQUEST_FAILED_UNREAD,
      'timeout',
      'transport.other',
      'message',
      'message.gateway_request_failed_unread',
    ) ??
    wordingsOnlyTheVoteRead(run)
  );
}

/**
 * Session 66's vote clusters (rule group JD): provider and client wordings only the word vote read,
 * each one failure as its held lines label it (the patterns name the batches and counts). Each is
 * gated by its words in `GATES`.
 */
function wordingsOnlyTheVoteRead(run: Run): Decision | undefined {
  return (
    // Not beside transport words: a request that never got an answer had nothing to decode (review
    // of session 66).
    unlessTransport(
      run,
      byText(
        run,
        P.GO_DECODER_INVALID_CHARACTER,
        'server_error',
        'server.invalid_response',
        'message',
        'message.go_decoder_invalid_character',
      ),
    ) ??
    byText(
      run,
      P.CYBER_CONTENT_WITHHELD,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.cyber_content_withheld',
    ) ??
    byText(
      run,
      P.RESPONSIBLE_AI_FILTERED,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.responsible_ai_filtered',
    ) ??
    byText(
      run,
      P.THINKING_WITH_FORCED_TOOL,
      'format_error',
      'request.invalid',
      'message',
      'message.thinking_with_forced_tool',
    ) ??
    byText(
      run,
      P.OLLAMA_FORMAT_EXPECTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.ollama_format_expected',
    ) ??
    byText(
      run,
      P.GEMINI_FUNCTION_DECLARATION_FIELD,
      'format_error',
      'request.invalid',
      'message',
      'message.gemini_function_declaration_field',
    ) ??
    byText(
      run,
      P.SAGEMAKER_ENDPOINT_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.sagemaker_endpoint_not_found',
    ) ??
    byText(
      run,
      P.PROPERTY_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.property_unsupported',
    ) ??
    byText(
      run,
      P.TOOL_USE_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.tool_use_unsupported',
    ) ??
    byText(
      run,
      P.AUDIO_BUFFER_TOO_SMALL,
      'format_error',
      'request.invalid',
      'message',
      'message.audio_buffer_too_small',
    ) ??
    byText(
      run,
      P.THINKING_TYPE_INVALID,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.thinking_type_invalid',
    ) ??
    byText(
      run,
      P.TOOL_RESULT_ID_NOT_FOUND,
      'format_error',
      'request.invalid',
      'message',
      'message.tool_result_id_not_found',
    ) ??
    byText(
      run,
      P.GO_UNSUPPORTED_SCHEME,
      'format_error',
      'request.invalid',
      'message',
      'message.go_unsupported_scheme',
    ) ??
    byText(
      run,
      P.GEMINI_RESPONSE_BLOCKED,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.gemini_response_blocked',
    ) ??
    providerWordingsWithoutStatus(run)
  );
}

/**
 * Provider and client wordings only the word vote read, mostly lines a client kept without the
 * status the status rules read them by (session 67's vote clusters); each one failure as its held
 * lines label it (the patterns name the batches and counts), each gated by its words in `GATES`.
 * Split by what they read: a fault, a refusal or a limit first, then the request's shape, then the
 * model.
 */
function providerWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    providerOutcomeWordingsWithoutStatus(run) ??
    providerRequestWordingsWithoutStatus(run) ??
    providerModelWordingsWithoutStatus(run)
  );
}

/**
 * The server's fault, a policy block, a limit, a cut connection or a credential, in a provider's or
 * client's words kept without their status (held lines in the patterns' TSDoc).
 */
function providerOutcomeWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.GRADIO_APP_RAISED,
      'server_error',
      'server.internal',
      'message',
      'message.gradio_app_raised',
    ) ??
    byText(
      run,
      P.RESPONSIBLE_AI_RESTRICTIONS,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.responsible_ai_restrictions',
    ) ??
    byText(
      run,
      P.PLAN_LIMIT_HIT,
      'rate_limit',
      'rate_limit.usage_window',
      'message',
      'message.plan_limit_hit',
    ) ??
    byText(
      run,
      P.WEBSOCKET_CLOSED_EARLY,
      'timeout',
      'transport.reset',
      'message',
      'message.websocket_closed_early',
    ) ??
    byText(
      run,
      P.STREAM_CLOSED_EARLY,
      'timeout',
      'transport.reset',
      'message',
      'message.stream_closed_early',
    ) ??
    byText(
      run,
      P.CORS_DIRECT_BROWSER_ACCESS,
      'auth',
      'auth.unauthorized',
      'message',
      'message.cors_direct_browser_access',
    ) ??
    byText(
      run,
      P.OAUTH_INVALID_SCOPE,
      'auth',
      'auth.unauthorized',
      'message',
      'message.oauth_invalid_scope',
    ) ??
    byText(
      run,
      P.TERMS_REVERSE_ENGINEERING,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.terms_reverse_engineering',
    ) ??
    byText(
      run,
      P.FREE_TRIAL_ACCOUNTS_EXHAUSTED,
      'billing',
      'billing.free_tier_unavailable',
      'message',
      'message.free_trial_accounts_exhausted',
    ) ??
    byText(
      run,
      P.AWS_SSO_SESSION_EXPIRED,
      'auth',
      'auth.expired_token',
      'message',
      'message.aws_sso_session_expired',
    ) ??
    byText(
      run,
      P.SENDING_TOO_MANY_MESSAGES,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.sending_too_many_messages',
    )
  );
}

/**
 * The request's shape or parameters refused, in a provider's or client's words kept without their
 * status (held lines in the patterns' TSDoc).
 */
function providerRequestWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.UNTESTED_OUTPUT_LANGUAGE,
      'format_error',
      'request.invalid',
      'message',
      'message.untested_output_language',
    ) ??
    byText(
      run,
      P.TOOL_CALL_UNPARSED,
      'format_error',
      'request.invalid',
      'message',
      'message.tool_call_unparsed',
    ) ??
    byText(
      run,
      P.TOP_P_MUST_BE,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.top_p_must_be',
    ) ??
    byText(
      run,
      P.USER_REASONING_CONTENT,
      'format_error',
      'request.invalid',
      'message',
      'message.user_reasoning_content',
    ) ??
    byText(
      run,
      P.MISTRAL_TOOL_CALL_ID_FORMAT,
      'format_error',
      'request.invalid',
      'message',
      'message.mistral_tool_call_id_format',
    ) ??
    byText(
      run,
      P.IMPROPERLY_FORMED_REQUEST,
      'format_error',
      'request.invalid',
      'message',
      'message.improperly_formed_request',
    ) ??
    byText(
      run,
      P.THINKING_BUDGET_ZERO,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.thinking_budget_zero',
    ) ??
    byText(
      run,
      P.CACHED_CONTENT_MISUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.cached_content_misused',
    ) ??
    byText(
      run,
      P.BEDROCK_DOCUMENT_NAME,
      'format_error',
      'request.invalid',
      'message',
      'message.bedrock_document_name',
    ) ??
    byText(
      run,
      P.PREFILL_TRAILING_WHITESPACE,
      'format_error',
      'request.invalid',
      'message',
      'message.prefill_trailing_whitespace',
    ) ??
    byText(
      run,
      P.REASONING_CONTENT_MISSING_IN_TOOL_CALL,
      'format_error',
      'request.invalid',
      'message',
      'message.reasoning_content_missing_in_tool_call',
    ) ??
    byText(
      run,
      P.DUPLICATE_TOOL_CALL_ID_VALUE,
      'format_error',
      'request.invalid',
      'message',
      'message.duplicate_tool_call_id_value',
    ) ??
    byText(
      run,
      P.BEDROCK_TOOLCONFIG_REQUIRED,
      'format_error',
      'request.invalid',
      'message',
      'message.bedrock_toolconfig_required',
    ) ??
    byText(
      run,
      P.MISTRAL_LAST_ROLE,
      'format_error',
      'request.invalid',
      'message',
      'message.mistral_last_role',
    ) ??
    byText(
      run,
      P.GEMINI_VALID_ROLE,
      'format_error',
      'request.invalid',
      'message',
      'message.gemini_valid_role',
    ) ??
    byText(
      run,
      P.ROLES_SHOULD_ALTERNATE,
      'format_error',
      'request.invalid',
      'message',
      'message.roles_should_alternate',
    ) ??
    byText(
      run,
      P.BATCH_REQUESTS_AT_MOST,
      'format_error',
      'request.invalid',
      'message',
      'message.batch_requests_at_most',
    ) ??
    byText(
      run,
      P.IMAGE_DATA_INVALID,
      'format_error',
      'request.invalid',
      'message',
      'message.image_data_invalid',
    ) ??
    byText(
      run,
      P.MESSAGES_PARAMETER_ILLEGAL,
      'format_error',
      'request.invalid',
      'message',
      'message.messages_parameter_illegal',
    ) ??
    byText(
      run,
      P.MAX_TOKENS_NOT_ABOVE_BUDGET,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.max_tokens_not_above_budget',
    ) ??
    byText(
      run,
      P.INVALID_FUNCTION_FORMAT,
      'format_error',
      'request.invalid',
      'message',
      'message.invalid_function_format',
    ) ??
    byText(
      run,
      P.PARAMETER_NOT_IN_GEMINI_API,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.parameter_not_in_gemini_api',
    )
  );
}

/**
 * The model refused or gone, in a provider's or client's words kept without their status (held lines
 * in the patterns' TSDoc).
 */
function providerModelWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.ENGINE_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.engine_not_found',
    ) ??
    byText(
      run,
      P.RESOURCE_NOT_FOUND_UNSTATUSED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.resource_not_found_unstatused',
    ) ??
    byText(
      run,
      P.MODEL_RETIRED_SWITCH,
      'model_not_found',
      'model.deprecated',
      'message',
      'message.model_retired_switch',
    ) ??
    byText(
      run,
      P.MODEL_DEPRECATING_STATE,
      'model_not_found',
      'model.deprecated',
      'message',
      'message.model_deprecating_state',
    ) ??
    byText(
      run,
      P.COZE_BOT_NOT_PUBLISHED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.coze_bot_not_published',
    ) ??
    byText(
      run,
      P.RELAY_NO_ADAPTOR_FOR_MODEL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.relay_no_adaptor_for_model',
    ) ??
    byText(
      run,
      P.MODEL_NOT_ON_PLAN_OR_KEY,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.model_not_on_plan_or_key',
    )
  );
}

/**
 * Provider and client wordings held with a status that a client keeping only the message lost, which
 * the family rules below would misread by a neighbouring word in their own text (a 429's capacity
 * hedge, a server error's "busy", a Dify or Cloudflare account refusal's "unavailable"): each names its
 * failure as its held lines label it (session 66; the patterns name the held lines). The other
 * message-only wordings run after the family rules (`messageOnlyWordings`), so a longer message's
 * provider reason wins over them. Each regex is gated by its words in `GATES` (decision.ts), which
 * `byText` checks.
 */
function messageOnlyWordingsOverFamilies(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.ARK_MODEL_NOT_ACTIVATED,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.ark_model_not_activated',
    ) ??
    byText(
      run,
      P.GENERATED_FUNCTION_CALL_INVALID,
      'server_error',
      'server.internal',
      'message',
      'message.generated_function_call_invalid',
    ) ??
    byText(
      run,
      P.ACCOUNT_QUOTA_EXCEEDED,
      'billing',
      'billing.quota_exhausted',
      'message',
      'message.account_quota_exceeded',
    ) ??
    byText(
      run,
      P.REJECTED_429_CAPACITY_HEDGE,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.rejected_429_capacity_hedge',
    ) ??
    byText(
      run,
      P.NO_VALID_MODEL_CREDENTIALS,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.no_valid_model_credentials',
    ) ??
    byText(
      run,
      P.BUSY_AS_SERVER_ERROR_ZH,
      'server_error',
      'server.internal',
      'message',
      'message.busy_as_server_error_zh',
    ) ??
    byText(
      run,
      P.KEY_VALID_PROVIDER_REFUSED,
      'auth',
      'auth.forbidden',
      'message',
      'message.key_valid_provider_refused',
    ) ??
    byText(
      run,
      P.SERVICE_UNAVAILABLE_FOR_ACCOUNT,
      'auth',
      'auth.forbidden',
      'message',
      'message.service_unavailable_for_account',
    ) ??
    byText(
      run,
      P.TOO_MANY_TOKENS_ALONE,
      'rate_limit',
      'rate_limit.tokens',
      'message',
      'message.too_many_tokens_alone',
    ) ??
    byText(
      run,
      P.LOCAL_MODEL_LOAD_SERVER_ERROR,
      'server_error',
      'server.internal',
      'message',
      'message.local_model_load_server_error',
    ) ??
    messageOnlyWordingsOverNeighbourWords(run)
  );
}

/**
 * Provider and client wordings held with a status that a client keeping only the message lost: each
 * names its failure as its held lines label it (session 66; the patterns name the held lines). They
 * run after the family rules, so a client's wording followed by the provider's own reason (a quota,
 * a rate limit, an overload) keeps the reason. Each regex is gated by its words in `GATES`
 * (decision.ts), which `byText` checks.
 */
function messageOnlyWordings(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.RESOURCE_INFORMATION_UNAVAILABLE,
      'server_error',
      'server.internal',
      'message',
      'message.resource_information_unavailable',
    ) ??
    byText(
      run,
      P.GATEWAY_CANNOT_SERVE_MODEL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.gateway_cannot_serve_model',
    ) ??
    byText(
      run,
      P.NO_AVAILABLE_IMAGE_QUOTA,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.no_available_image_quota',
    ) ??
    byText(
      run,
      P.SERVICE_SIDE_PROBLEM,
      'server_error',
      'server.internal',
      'message',
      'message.service_side_problem',
    ) ??
    byText(
      run,
      P.OWN_WALLET_ONLY,
      'auth',
      'auth.forbidden',
      'message',
      'message.own_wallet_only',
    ) ??
    byText(
      run,
      P.NEXA_KEY_ERROR_TEXT,
      'server_error',
      'server.invalid_response',
      'message',
      'message.nexa_key_error_text',
    ) ??
    byText(
      run,
      P.USAGE_FIELD_UNDEFINED,
      'server_error',
      'server.invalid_response',
      'message',
      'message.usage_field_undefined',
    ) ??
    byText(
      run,
      P.REQUIRED_HEADER_MISSING,
      'format_error',
      'request.invalid',
      'message',
      'message.required_header_missing',
    ) ??
    byText(
      run,
      P.PREVIEW_API_VERSION_REQUIRED,
      'format_error',
      'request.invalid',
      'message',
      'message.preview_api_version_required',
    ) ??
    byText(
      run,
      P.UPLOADED_FILE_EMPTY,
      'format_error',
      'request.invalid',
      'message',
      'message.uploaded_file_empty',
    ) ??
    byText(
      run,
      P.CONTAINER_ID_EXPECTED,
      'format_error',
      'request.invalid',
      'message',
      'message.container_id_expected',
    ) ??
    byText(
      run,
      P.INVALID_LABELS_DETECTED,
      'format_error',
      'request.invalid',
      'message',
      'message.invalid_labels_detected',
    ) ??
    byText(
      run,
      P.GLOBAL_CAPACITY_HIT,
      'overloaded',
      'overloaded.unavailable',
      'message',
      'message.global_capacity_hit',
    ) ??
    byText(
      run,
      P.IP_BLOCKED_FOR_MINUTES_KO,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.ip_blocked_for_minutes',
    ) ??
    byText(
      run,
      P.APP_EXCEPTION_SERVER_ERROR,
      'server_error',
      'server.internal',
      'message',
      'message.app_exception_server_error',
    ) ??
    byText(
      run,
      P.CONFLICT_PERFORMING_OPERATION,
      'format_error',
      'request.invalid',
      'message',
      'message.conflict_performing_operation',
    ) ??
    byText(
      run,
      P.SPECIFIED_ACTION_INVALID,
      'format_error',
      'request.invalid',
      'message',
      'message.specified_action_invalid',
    ) ??
    byText(
      run,
      P.UNPROCESSABLE_DESCRIPTION_JA,
      'format_error',
      'request.invalid',
      'message',
      'message.unprocessable_description_ja',
    ) ??
    byText(
      run,
      P.REPLY_NOT_EXTRACTED,
      'server_error',
      'server.invalid_response',
      'message',
      'message.reply_not_extracted',
    ) ??
    byText(
      run,
      P.GUARDRAIL_ACTION_MISSING,
      'server_error',
      'server.invalid_response',
      'message',
      'message.guardrail_action_missing',
    ) ??
    moreMessageOnlyWordings(run)
  );
}

/**
 * More provider and client wordings held with a status that a client keeping only the message lost
 * (session 67), each one failure as its held lines label it (the patterns' TSDoc names
 * the held lines). After the family rules, as their neighbours above. Each regex is gated by its
 * words in `GATES` (decision.ts), which `byText` checks.
 */
function moreMessageOnlyWordings(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.NOT_YET_IMPLEMENTED,
      'format_error',
      'request.invalid',
      'message',
      'message.not_yet_implemented',
    ) ??
    byText(
      run,
      P.MCP_SERVER_CONNECTION_ERROR,
      'format_error',
      'request.invalid',
      'message',
      'message.mcp_server_connection_error',
    ) ??
    byText(
      run,
      P.CUSTOM_ENDPOINT_ALLOWLIST_REJECTED,
      'model_not_found',
      'model.access_denied',
      'message',
      'message.custom_endpoint_allowlist_rejected',
    ) ??
    byText(
      run,
      P.CONVERSATION_BUSY,
      'format_error',
      'request.invalid',
      'message',
      'message.conversation_busy',
    ) ??
    byText(
      run,
      P.MULTI_STEP_LIMIT_REACHED,
      'format_error',
      'request.invalid',
      'message',
      'message.multi_step_limit_reached',
    ) ??
    byText(
      run,
      P.USAGE_CREDITS_MODEL_LIMIT,
      'rate_limit',
      'rate_limit.usage_window',
      'message',
      'message.usage_credits_model_limit',
    ) ??
    byText(
      run,
      P.NO_CODEX_ACCESS_TOKEN,
      'auth',
      'auth.unauthorized',
      'message',
      'message.no_codex_access_token',
    ) ??
    byText(
      run,
      P.VALIDATE_CERTIFICATION_FAILED,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.validate_certification_failed',
    ) ??
    byText(
      run,
      P.IMAGE_DOWNLOAD_FAILED_SENSENOVA,
      'format_error',
      'request.invalid',
      'message',
      'message.image_download_failed_sensenova',
    ) ??
    byText(
      run,
      P.PII_DETECTED_AS,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.pii_detected_as',
    ) ??
    byText(
      run,
      P.GOOGLE_400_INVALID_ARGUMENT,
      'format_error',
      'request.invalid',
      'message',
      'message.google_400_invalid_argument',
    )
  );
}

/**
 * gRPC's credentials plugin failure kept without its status (held h694: "<_InactiveRpcError … status
 * = StatusCode.UNAVAILABLE details = "Getting metadata from plugin failed with error: 'str' object
 * has no attribute 'before_request'"">"): read as the 503 rule reads it ({@link
 * credentialPluginVerdict}) when the words after it name the credential's own failure; a transport
 * failure on the way to the token endpoint, or a busy endpoint, is left to the later steps (review
 * 35a's timeouts). Before the disconnect step takes the repr's "terminated" for a cut connection.
 */
function credentialPluginWithoutStatus(run: Run): Decision | undefined {
  if (!passesGate(run.text, P.GRPC_METADATA_PLUGIN_FAILED)) return undefined;
  const match = P.GRPC_METADATA_PLUGIN_FAILED.exec(run.text);
  if (match === null) return undefined;
  if (credentialPluginVerdict(run.text.slice(match.index + match[0].length)) !== 'auth_permanent')
    return undefined;
  return {
    reason: 'auth_permanent',
    category: permanentCategory(run.text),
    step: 'message',
    rule: 'message.grpc_metadata_plugin_failed',
    field: fieldOf(run.facts, P.GRPC_METADATA_PLUGIN_FAILED),
    matched: match[0],
  };
}

/**
 * Message-only wordings (session 67) that a family rule would misread by a neighbouring word in
 * their own text (a client's "unauthorized" before a feature refusal, LiteLLM's "ServiceUnavailable"
 * class around a malformed request, "failed to load model" before the missing files): run with the
 * other wordings over the families (`messageOnlyWordingsOverFamilies`). Gated in `GATES`.
 */
function messageOnlyWordingsOverNeighbourWords(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.COPILOT_FEATURE_NOT_AUTHORIZED,
      'auth',
      'auth.unauthorized',
      'message',
      // The sign-in-not-entitled reading (SIGN_IN_NOT_ENTITLED), ahead of the key verdict.
      'message.sign_in_not_entitled',
    ) ??
    byText(
      run,
      P.DECLARED_CONTENT_LENGTH_UNMET,
      'format_error',
      'request.invalid',
      'message',
      'message.declared_content_length_unmet',
    ) ??
    byText(
      run,
      P.MODEL_DOWNLOAD_INCOMPLETE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.model_download_incomplete',
    ) ??
    credentialPluginWithoutStatus(run) ??
    byText(
      run,
      P.INVALID_MODEL_FORMAT_OR_NO_CREDENTIALS,
      'model_not_found',
      'model.not_found',
      'message',
      'message.invalid_model_format_or_no_credentials',
    ) ??
    byText(
      run,
      P.PROVIDER_CONFIGURATION_INVALID,
      'server_error',
      'server.internal',
      'message',
      'message.provider_configuration_invalid',
    ) ??
    byText(
      run,
      P.PROJECT_CONTEXT_REQUIRED,
      'format_error',
      'request.invalid',
      'message',
      'message.project_context_required',
    )
  );
}

/**
 * Provider wordings held with a status that a client keeping only the body (a proxy, a body-only
 * SDK) or losing the status lost: each names its failure as its held lines label it (session 67;
 * the patterns name the held lines). They run after every family rule, so a family's
 * reading of the same text keeps its reason. Each regex is gated by its words in `GATES`
 * (decision.ts), which `byText` checks.
 */
function bodyOnlyAndStatuslessWordings(run: Run): Decision | undefined {
  return (
    // Bailian's Coding Plan kept for coding agents ("Coding Plan is currently only available for
    // Coding Agents", held h655, h1438: auth, under a 405 no rule maps): the caller's client, as
    // `status.<n>.only_for_coding_agents` reads it, also from the body alone; Kimi's gate without a
    // status stays unread (older rules' tests), so only Bailian's own sentence.
    byText(
      run,
      P.CODING_PLAN_AGENTS_ONLY,
      'auth',
      'auth.forbidden',
      'message',
      'message.coding_plan_agents_only',
    ) ??
    legalReasonsPhrase(run) ??
    // A web server's or router's verdict on the path kept without its 404 (a Dify plugin's body
    // `{"code": "not_found", "message": "The requested URL was not found on the server. …"}`, held
    // h669: format_error; held ×60 format_error for the pattern, its "Invalid URL (…" form read first
    // by `message.invalid_url`), as `status.404.requested_url` reads it: the URL is
    // wrong, whatever model the words or a vote would guess; not beside a transport failure (no
    // answer may have come; the disconnect and transport steps read it). Rule group LE, session 68.
    unlessTransport(
      run,
      byText(
        run,
        P.REQUESTED_URL_NOT_FOUND,
        'format_error',
        'request.invalid_url',
        'message',
        'message.requested_url_not_found',
      ),
    ) ??
    // OpenAI ChatKit's "Workflow with id 'wf_…' not found." (held h609 with its 404, h1308 alone,
    // both format_error): the request names a workflow that is not there, whatever model a vote
    // would guess from "not found". Rule group ND, session 70.
    byText(
      run,
      P.CHATKIT_WORKFLOW_NOT_FOUND,
      'format_error',
      'request.invalid',
      'message',
      'message.chatkit_workflow_not_found',
    ) ??
    // Azure's legacy completion parameters refused on a chat model (held h1527 ×2 format_error):
    // the request's parameters, not the model named beside them. Rule group LE, session 68.
    byText(
      run,
      P.PARAMETERS_UNAVAILABLE_ON_MODEL,
      'format_error',
      'request.invalid',
      'message',
      'message.parameters_unavailable_on_model',
    ) ??
    // Xinference's empty prompt refused (held h318, h366 ×2 format_error), as under its 400.
    byText(
      run,
      P.PROMPT_NOT_SPECIFIED,
      'format_error',
      'request.invalid',
      'message',
      'message.prompt_not_specified',
    ) ??
    // An organization's balance with no credits left (TypeSafe's 402 detail, held h371 as the body
    // alone: billing), as the 402 reads it. Rule group LE, session 68.
    byText(
      run,
      P.NO_AVAILABLE_CREDITS,
      'billing',
      'billing.credits_exhausted',
      'message',
      'message.no_available_credits',
    )
  );
}

/**
 * HTTP 451's reason phrase kept without the status ({@link P.LEGAL_REASONS_PHRASE}, held h589:
 * auth_permanent): a legal or regional block of the caller, as `legalBlock451` reads a 451; not when
 * the words say content was withheld for legal reasons (a takedown, the model's output), which is
 * that content's refusal, as under the 451.
 */
function legalReasonsPhrase(run: Run): Decision | undefined {
  return unlessText(
    run,
    P.LEGAL_CONTENT_WITHHELD,
    byText(
      run,
      P.LEGAL_REASONS_PHRASE,
      'auth_permanent',
      'auth.region_blocked',
      'message',
      'message.legal_reasons_phrase',
    ),
  );
}

/**
 * More provider and client wordings only the word vote read, kept without a status (session 68's
 * vote clusters): the engine's fault, money, a refused or expired credential, an input over its cap,
 * a service behind a host that failed, a connection never made (held lines and counts in the
 * patterns' TSDoc). Gated by their words in `GATES`.
 */
function moreOutcomeWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.ORT_RUN_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.ort_run_failed',
    ) ??
    byText(
      run,
      P.FAL_USER_LOCKED_BALANCE,
      'billing',
      'billing.credits_exhausted',
      'message',
      'message.user_locked_exhausted_balance',
    ) ??
    byText(
      run,
      P.BAIDU_USER_ACCESS_RESTRICTED,
      'auth',
      'auth.forbidden',
      'message',
      'message.user_access_restricted',
    ) ??
    byText(
      run,
      P.BING_CAPTCHA_CHALLENGE,
      'auth',
      'auth.forbidden',
      'message',
      'message.captcha_challenge',
    ) ??
    byText(
      run,
      P.GEMINI_WEB_COOKIE_EXPIRED,
      'auth',
      'auth.expired_token',
      'message',
      'message.session_cookie_expired',
    ) ??
    byText(
      run,
      P.API_KEY_IS_INCORRECT,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.api_key_is_incorrect',
    ) ??
    byText(
      run,
      P.GOOGLE_TTS_INPUT_OVER_LIMIT,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'message',
      'message.tts_input_over_limit',
    ) ??
    byText(
      run,
      P.LOCAL_MODEL_START_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.local_model_start_failed',
    ) ??
    byText(
      run,
      P.CLOUDFLARE_ARGO_TUNNEL_ERROR,
      'server_error',
      'server.upstream',
      'message',
      'message.argo_tunnel_error',
    ) ??
    byText(
      run,
      P.FOUNDRY_TOOL_SYSTEM_ERROR,
      'server_error',
      'server.internal',
      'message',
      'message.tool_system_error',
    ) ??
    byText(
      run,
      P.JAVA_CONNECT_EXCEPTION,
      'timeout',
      'transport.connect',
      'message',
      'message.java_connect_exception',
    ) ??
    byText(
      run,
      P.WEBUI_NETWORK_PROBLEM,
      'timeout',
      'transport.other',
      'message',
      'message.network_problem',
    ) ??
    // Copilot's BYOK Ollama version probe that got no answer (held ×2 timeout; rule group SB,
    // session 74).
    byText(
      run,
      P.OLLAMA_VERSION_UNVERIFIED,
      'timeout',
      'transport.other',
      'message',
      'message.ollama_version_unverified',
    )
  );
}

/**
 * More wordings only the word vote read, kept without a status (session 68's vote clusters): the
 * request's shape first, then a model the device or channel does not serve (held lines and counts in
 * the patterns' TSDoc). Gated by their words in `GATES`.
 */
function moreRequestAndModelWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.MINIMAX_INVALID_PARAMS_2013,
      'format_error',
      'request.invalid',
      'message',
      'message.minimax_invalid_params',
    ) ??
    byText(
      run,
      P.AWS_CONSTRAINT_NOT_SATISFIED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.aws_constraint_not_satisfied',
    ) ??
    byText(
      run,
      P.AI_SDK_INVALID_TOOL_INPUT,
      'format_error',
      'request.invalid',
      'message',
      'message.invalid_tool_input',
    ) ??
    byText(
      run,
      P.OPENAI_IMAGE_INPUT_INVALID,
      'format_error',
      'request.invalid',
      'message',
      'message.image_input_invalid',
    ) ??
    byText(
      run,
      P.ISSUE_WITH_YOUR_REQUEST_CHECK_INPUTS,
      'format_error',
      'request.invalid',
      'message',
      'message.issue_with_your_request',
    ) ??
    byText(
      run,
      P.ACTIVE_RESPONSE_IN_PROGRESS,
      'format_error',
      'request.invalid',
      'message',
      'message.active_response_in_progress',
    ) ??
    byText(
      run,
      P.MESSAGES_CONTENT_NOT_EMPTY,
      'format_error',
      'request.invalid',
      'message',
      'message.messages_content_not_empty',
    ) ??
    byText(
      run,
      P.CHAT_TEMPLATE_RAISED,
      'format_error',
      'request.invalid',
      'message',
      'message.chat_template_raised',
    ) ??
    byText(
      run,
      P.REQUEST_SHAPE_REFUSED_WORDS,
      'format_error',
      'request.invalid',
      'message',
      'message.request_shape_refused',
    ) ??
    byText(
      run,
      P.AICORE_FEATURE_NOT_AVAILABLE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.aicore_feature_not_available',
    ) ??
    byText(
      run,
      P.COZE_BOT_UNREACHABLE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.coze_bot_unreachable',
    ) ??
    byText(
      run,
      P.BROWSER_AI_SESSION_NOT_CREATED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.browser_ai_session_not_created',
    )
  );
}

/**
 * Session 69's vote clusters (rule group MD): wordings for the request's own shape that only the word
 * vote read without a status — a base URL the client could not parse, a body's content type, a
 * schema, repeated ids, a parameter's own rule (held lines and counts in the patterns' TSDoc). The
 * group's history-role and tool-pairing wordings were folded into {@link P.MESSAGE_ORDER} and
 * {@link P.TOOL_ROLE_WITHOUT_CALL} after session 69's review (problem 4). A transport failure quoting one of them, in words
 * or by an errno on the chain, still reaches steps 5–7, as for {@link P.MESSAGE_ORDER}. Gated by
 * their words in `GATES`.
 */
function requestShapeWordingsWithoutStatus(run: Run): Decision | undefined {
  return unlessTransportOrErrno(
    run,
    byText(
      run,
      P.CLIENT_URL_UNPARSEABLE,
      'format_error',
      'request.invalid_url',
      'message',
      'message.client_url_unparseable',
    ) ??
      byText(
        run,
        P.REQUEST_CONTENT_TYPE_REFUSED,
        'format_error',
        'request.invalid',
        'message',
        'message.request_content_type_refused',
      ) ??
      byText(
        run,
        P.JSON_SCHEMA_REFUSED_WORDS,
        'format_error',
        'request.invalid',
        'message',
        'message.json_schema_refused',
      ) ??
      byText(
        run,
        P.DUPLICATE_IDS_IN_REQUEST,
        'format_error',
        (text) =>
          text.includes('duplicate item found')
            ? 'request.invalid'
            : 'request.duplicate_tool_use_id',
        'message',
        'message.duplicate_ids',
      ) ??
      byText(
        run,
        P.REQUEST_PARAMETER_RULE_WORDS,
        'format_error',
        'request.invalid_parameter',
        'message',
        'message.request_parameter_rule',
      ),
  );
}

/**
 * Provider and client wordings that each name one failure, whatever its kind (a safety flag, a model
 * or fine-tune that is not there, a device or server fault, a wrapped cloud project, an unparseable
 * request), read without a status (rule group NC, session 70: clusters only the word vote read; every
 * held line with the wording labels it so, the patterns' TSDoc names the batches and counts). Its
 * request-fault wordings of the same kind as {@link requestWordingsWithoutStatus}'s live there. Gated by their words in `GATES` (decision.ts), which `byText`
 * checks.
 */
function oneFailureWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.GEMINI_QUICK_ACCESSOR_EMPTY,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.gemini_quick_accessor_empty',
    ) ??
    byText(
      run,
      P.CYBER_SAFETY_FLAGGED,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.cyber_safety_flagged',
    ) ??
    byText(
      run,
      P.TVM_CHECK_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.tvm_check_failed',
    ) ??
    byText(
      run,
      P.CLOUDFLARE_FINETUNE_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'message',
      'message.cloudflare_finetune_not_found',
    ) ??
    byText(
      run,
      P.REQUEST_OR_OBJECT_UNPARSEABLE,
      'format_error',
      'request.invalid',
      'message',
      'message.request_or_object_unparseable',
    ) ??
    byText(
      run,
      P.NO_SUPPORTED_MODEL_AVAILABLE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.no_supported_model_available',
    ) ??
    byText(
      run,
      P.GITLAB_DUO_SERVER_CODE,
      'server_error',
      'server.internal',
      'message',
      'message.gitlab_duo_server_code',
    ) ??
    byText(
      run,
      P.XINFERENCE_LAUNCH_FAILED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.xinference_launch_failed',
    ) ??
    byText(
      run,
      P.QIANFAN_PARAMETER_CHECK,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.qianfan_parameter_check',
    ) ??
    byText(
      run,
      P.PAYLOAD_OFF_SCHEMA,
      'format_error',
      'request.invalid',
      'message',
      'message.payload_off_schema',
    ) ??
    unlessTransport(
      run,
      byText(
        run,
        P.REQUEST_URL_DOWNLOAD_FAILED,
        'format_error',
        'request.invalid_parameter',
        'message',
        'message.request_url_download_failed',
      ),
    )
  );
}

/**
 * Session 70's status-free wordings (rule group NE): a request's own shape in a provider's words (a
 * grammar too large to compile, a tool response named unlike its call) and an access page in front of
 * the API (Django's CSRF refusal, Squid's ERR_ACCESS_DENIED) that only the status read (held lines and
 * counts in the patterns' TSDoc). A transport failure quoting the request wordings, in words or by an
 * errno on the chain, still reaches steps 5–7. Gated by their words in `GATES`.
 */
function requestAndAccessPageWordingsWithoutStatus(run: Run): Decision | undefined {
  return (
    unlessTransportOrErrno(
      run,
      byText(
        run,
        P.COMPILED_GRAMMAR_TOO_LARGE,
        'format_error',
        'request.invalid',
        'message',
        'message.compiled_grammar_too_large',
      ) ??
        byText(
          run,
          P.FUNCTION_RESPONSE_NAME_MISMATCH,
          'format_error',
          'request.invalid',
          'message',
          'message.function_response_name_mismatch',
        ),
    ) ??
    byText(
      run,
      P.CSRF_VERIFICATION_FAILED,
      'auth',
      'auth.forbidden',
      'message',
      'message.csrf_verification_failed',
    ) ??
    byText(
      run,
      P.SQUID_ACCESS_DENIED,
      'auth',
      'auth.forbidden',
      'message',
      'message.squid_access_denied',
    )
  );
}

/**
 * Client wordings for one failure each, read before the families whose words they also carry (rule
 * group QA, session 73; the patterns' TSDoc names the held lines and counts): Copilot's token fetch
 * that threw (a transport failure, before "copilot token" reads as the sign-in's), OpenAI's
 * load-shedding body `{"status": "come back later"}` (its limit), a client's empty
 * 200 with its own "(possible rate limit)" guess (the server's, before the rate-limit words), and
 * the Vertex AI SDK's response that
 * stopped at its output limit (before the safety ratings printed with it lean the vote to a block).
 * Gated by their words in `GATES`.
 */
function clientStatedCauses(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.COPILOT_TOKEN_FETCH_THREW,
      'timeout',
      'transport.connect',
      'message',
      'message.copilot_token_fetch_threw',
    ) ??
    byText(
      run,
      P.OPENAI_COME_BACK_LATER,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.openai_come_back_later',
    ) ??
    byText(
      run,
      P.EMPTY_200_RATE_LIMIT_GUESSED,
      'server_error',
      'server.no_output',
      'message',
      'message.empty_200_rate_limit_guessed',
    ) ??
    byText(
      run,
      P.VERTEX_STOPPED_AT_MAX_TOKENS,
      'context_overflow',
      'context_overflow.max_tokens',
      'message',
      'message.vertex_stopped_at_max_tokens',
    )
  );
}

/**
 * Wordings only the word vote read before session 75 (rule group UE): each a provider's or client's
 * own words for one failure, kept without the status (or code) the other rules read them under, and
 * every held line with them carries the same label (the patterns' TSDoc names the held lines and
 * counts), so a retrained vote cannot flip them. Read after every family above, whose words say
 * more. Gated by their words in `GATES`.
 */
function voteOnlyWordingsUE(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.UPLOADED_IMAGE_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.uploaded_image_unsupported',
    ) ??
    byText(
      run,
      P.COPILOT_EDITOR_VERSION_MISSING,
      'format_error',
      'request.invalid',
      'message',
      'message.copilot_editor_version_missing',
    ) ??
    byText(
      run,
      P.PROMPT_CACHE_PLACEMENT_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.prompt_cache_placement_refused',
    ) ??
    byText(
      run,
      P.GEMINI_REQUEST_FIELD_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.gemini_request_field_refused',
    ) ??
    byText(
      run,
      P.LLAMA_CPP_TEMPLATE_PARSER_UNBUILT,
      'format_error',
      'request.invalid',
      'message',
      'message.llama_cpp_template_parser_unbuilt',
    ) ??
    byText(
      run,
      P.DEEPSEEK_BETA_API_ONLY,
      'format_error',
      'request.invalid',
      'message',
      'message.deepseek_beta_api_only',
    ) ??
    byText(
      run,
      P.AUDIO_INPUT_REFUSED,
      'format_error',
      'request.invalid',
      'message',
      'message.audio_input_refused',
    ) ??
    byText(
      run,
      P.BEDROCK_CALL_NOT_OFFERED,
      'format_error',
      'request.invalid',
      'message',
      'message.bedrock_call_not_offered',
    ) ??
    byText(
      run,
      P.JSON_EXTRA_DATA,
      'format_error',
      'request.invalid',
      'message',
      'message.json_extra_data',
    ) ??
    byText(
      run,
      P.RETRIEVAL_FILE_TYPE_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.retrieval_file_type_unsupported',
    ) ??
    byText(
      run,
      P.UNSUPPORTED_DATA_TYPE,
      'format_error',
      'request.invalid',
      'message',
      'message.unsupported_data_type',
    ) ??
    byText(
      run,
      P.TOP_P_OUT_OF_BOUNDS,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.top_p_out_of_bounds',
    ) ??
    byText(
      run,
      P.PLEASE_LOAD_A_MODEL,
      'model_not_found',
      'model.not_found',
      'message',
      'message.please_load_a_model',
    ) ??
    byText(
      run,
      P.MESSAGE_SUBMITTED_TOO_LONG,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'message',
      'message.message_submitted_too_long',
    ) ??
    // A request said to carry no prompt (Haystack's "No prompt provided", Nova Sonic's "No prompts
    // were received"; held ×2 format_error): its shape. Rule group XB, session 78.
    byText(
      run,
      P.PROMPT_NOT_PROVIDED,
      'format_error',
      'request.invalid',
      'message',
      'message.prompt_not_provided',
    ) ??
    byText(
      run,
      P.LLM_COMPLETION_ATTEMPTS_SPENT,
      'timeout',
      'transport.other',
      'message',
      'message.llm_completion_attempts_spent',
    ) ??
    byText(
      run,
      P.RATE_LIMIT_COUNTS_STATED,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.rate_limit_counts_stated',
    ) ??
    byText(
      run,
      P.OPENROUTER_PROMPT_TOKENS_CREDITS,
      'billing',
      'billing.credits_exhausted',
      'message',
      'message.openrouter_prompt_tokens_credits',
    ) ??
    byText(
      run,
      P.INVALID_TYPE_FOR,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.invalid_type_for',
    )
  );
}

/**
 * Rule group UB, session 75: wordings of batches 1911–1922 the vote read wrong, without a status
 * (held lines and counts in the patterns' TSDoc): an engine without the LoRA adapter asked for and
 * Apple's on-device model switched off are the model's (another model serves). Gated by their words in `GATES`.
 */
function wordingsUB(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.LORA_ADAPTER_NOT_LOADED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.lora_adapter_not_loaded',
    ) ??
    byText(
      run,
      P.APPLE_INTELLIGENCE_UNAVAILABLE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.apple_intelligence_unavailable',
    )
  );
}

/**
 * Gemini's response kept as the body, whose first candidate has no parts and stopped at its output
 * budget (`finishReason: "MAX_TOKENS"`, thinking used the whole budget, Google ADK on Vertex, batch
 * 1948, h1948-vertex-gemini-max-tokens-no-parts, held ×1 context_overflow, none other): the request's
 * token budget, as the Vertex SDK's "Finish reason: 2" reads ({@link P.VERTEX_STOPPED_AT_MAX_TOKENS}).
 * With parts it is a cut answer, no error. Read from the body's fields, so the text the word vote
 * learns from is unchanged. Rule group UD, session 75.
 */
function emptyCandidateAtOutputBudget(run: Run): Decision | undefined {
  const body = run.facts.errorObject;
  const candidates = body === undefined ? undefined : read(body, 'candidates');
  const candidate: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const fields = candidate as Record<string, unknown>;
  if (read(fields, 'finishReason') !== 'MAX_TOKENS') return undefined;
  const content = read(fields, 'content');
  const parts =
    typeof content === 'object' && content !== null
      ? read(content as Record<string, unknown>, 'parts')
      : undefined;
  // The held line's candidate has a content object without parts; a candidate with no content at
  // all is only a stop, no verdict (holdout-35-38's "a candidate that stopped for MAX_TOKENS").
  if (typeof content !== 'object' || content === null) return undefined;
  if (Array.isArray(parts) && parts.length > 0) return undefined;
  return {
    reason: 'context_overflow',
    category: 'context_overflow.max_tokens',
    step: 'message',
    rule: 'message.empty_candidate_at_output_budget',
    field: `${run.facts.bodyField ?? 'body'}.candidates[0].finishReason`,
    matched: 'finishReason MAX_TOKENS, no parts',
  };
}

/**
 * Wordings that state one cause each, read before the families whose words they also carry (rule
 * group UD, session 75; the patterns' TSDoc names the held lines and counts): a generation stopped
 * at its output budget (before a cut stream's or a safety block's reading), ZeroGPU's duration over
 * the tier's cap (before "larger than the maximum" reads as an overflow), a request JSON could not
 * encode (before LiteLLM's connection class). Claude-context's undetected dimension and a proxy's
 * failed authentication are read late (`lateOneCauseWordingsUD`), an agent's empty reply by
 * `P.EMPTY_ANSWER_SAID` (session 75 review 2, group UT). Gated by their words in `GATES`.
 */
function oneCauseWordingsUD(run: Run): Decision | undefined {
  return (
    emptyCandidateAtOutputBudget(run) ??
    // Not beside the Vertex SDK's "content has no parts" guess, which an older review reads as no
    // verdict (review-rw41c: the SDK printed the candidate, the budget is not said to be the cause).
    (run.text.includes('has no parts')
      ? undefined
      : byText(
          run,
          P.OUTPUT_BUDGET_STOP_REASON,
          'context_overflow',
          'context_overflow.max_tokens',
          'message',
          'message.output_budget_stop_reason',
        )) ??
    byText(
      run,
      P.ZEROGPU_DURATION_OVER_TIER_CAP,
      'billing',
      'billing.plan_limit',
      'message',
      'message.zerogpu_duration_over_tier_cap',
    ) ??
    byText(
      run,
      P.JSON_NONFINITE_FLOAT_REQUEST,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.json_nonfinite_float_request',
    )
  );
}

/**
 * claude-context's undetected embedding dimension and a proxy's failed authentication with its
 * provider (rule group UD, session 75): headlines over whatever the provider said, so read late,
 * after every family's words, and a cause said after them (a missing model, a refused key, a low
 * balance) decides first (session 75 review 2, group UT). Each yields to a transport failure named
 * beside it. An agent's "returned empty content" is read by `P.EMPTY_ANSWER_SAID`. Gated by their
 * words in `GATES`.
 */
function lateOneCauseWordingsUD(run: Run): Decision | undefined {
  return (
    unlessTransport(
      run,
      byText(
        run,
        P.EMBEDDING_DIMENSION_UNDETECTED,
        'format_error',
        'request.invalid_parameter',
        'message',
        'message.embedding_dimension_undetected',
      ),
    ) ??
    unlessTransport(
      run,
      byText(
        run,
        P.PROVIDER_AUTHENTICATION_ERROR,
        'auth',
        'auth.unauthorized',
        'message',
        'message.provider_authentication_error',
      ),
    )
  );
}

/**
 * Wordings only the word vote read before session 74 (rule group SD): each a provider's or client's
 * own words for one failure, kept without the status (or code) that the other rules read them under,
 * and every held line with them carries the same label (the patterns' TSDoc names the held lines and
 * counts). Read after every family above, whose words say more. Gated by their words in `GATES`.
 */
function voteOnlyWordingsSD(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.SERVER_TEMPORARILY_LIMITING,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.server_temporarily_limiting',
    ) ??
    byText(
      run,
      P.PLAN_WINDOW_LIMIT_BARE,
      'rate_limit',
      'rate_limit.usage_window',
      'message',
      'message.plan_window_limit_bare',
    ) ??
    byText(
      run,
      P.COPILOT_TOKEN_USAGE_EXCEEDED,
      'rate_limit',
      'rate_limit.tokens',
      'message',
      'message.copilot_token_usage_exceeded',
    ) ??
    byText(
      run,
      P.CLAUDE_CODE_USAGE_POLICY_WRAPPED,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.claude_code_usage_policy_wrapped',
    ) ??
    byText(
      run,
      P.G4F_MISSING_AUTH_HAR,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.g4f_missing_auth_har',
    ) ??
    byText(
      run,
      P.API_KEY_NOT_SENT_WORDINGS,
      'auth_permanent',
      'auth.invalid_key',
      'message',
      'message.api_key_not_sent',
    ) ??
    byText(
      run,
      P.CURRENT_ACCOUNT_NOT_ELIGIBLE,
      'auth_permanent',
      'auth.region_blocked',
      'message',
      'message.current_account_not_eligible',
    ) ??
    byText(
      run,
      P.NOT_AUTHORIZED_TO_INVOKE_OPERATION,
      'auth',
      'auth.forbidden',
      'message',
      'message.not_authorized_to_invoke_operation',
    ) ??
    byText(
      run,
      P.ENVOY_UNSUPPORTED_API_SCHEMA,
      'format_error',
      'request.invalid',
      'message',
      'message.envoy_unsupported_api_schema',
    ) ??
    byText(
      run,
      P.REQUEST_SHAPE_REFUSAL_WORDINGS,
      'format_error',
      'request.invalid',
      'message',
      'message.request_shape_refusal',
    ) ??
    byText(
      run,
      P.FAILED_TO_PARSE_INPUT_BARE,
      'format_error',
      'request.invalid',
      'message',
      'message.failed_to_parse_input_bare',
    ) ??
    byText(
      run,
      P.DEEPSEEK_NOT_FOUND_CHECK_CONFIGURATION,
      'model_not_found',
      'model.not_found',
      'message',
      'message.deepseek_not_found_check_configuration',
    ) ??
    byText(
      run,
      P.VLLM_TOKENS_OVER_WINDOW,
      'context_overflow',
      (text) =>
        text.indexOf("'max_tokens' or") >= 0
          ? 'context_overflow.max_tokens'
          : 'context_overflow.prompt_too_long',
      'message',
      'message.vllm_tokens_over_window',
    ) ??
    byText(
      run,
      P.TEI_INPUTS_TOO_LONG,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'message',
      'message.tei_inputs_too_long',
    )
  );
}

/**
 * Wordings only the word vote read before session 73 (rule group QD): each a provider's or client's
 * own words for one failure, and every held line with them carries the same label (the patterns'
 * TSDoc names the held lines and counts). Copilot's spent premium-model quota reads `billing`; Gemini
 * CLI's missing auth method `auth_permanent`; SGLang's router without a free worker `overloaded`;
 * Anthropic's schema grammar too complex and Ollama's chat template reading a field the request lacks
 * (as under its 500) `format_error`; and a client's "Context too large" notice `context_overflow`.
 * Read after every family above, whose words say more. Gated by their words in `GATES`.
 */
function voteOnlyWordingsQD(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.COPILOT_PREMIUM_MODEL_QUOTA,
      'billing',
      'billing.quota_exhausted',
      'message',
      'message.copilot_premium_model_quota',
    ) ??
    byText(
      run,
      P.SGLANG_NO_AVAILABLE_SERVERS,
      'overloaded',
      'overloaded.unavailable',
      'message',
      'message.sglang_no_available_servers',
    ) ??
    byText(
      run,
      P.SCHEMA_GRAMMAR_TOO_COMPLEX,
      'format_error',
      'request.invalid',
      'message',
      'message.schema_grammar_too_complex',
    ) ??
    chatTemplateFieldMissing(run, 'message', 'message.chat_template_field') ??
    byText(
      run,
      P.CONTEXT_TOO_LARGE_NOTICE,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'message',
      'message.context_too_large_notice',
    )
  );
}

/**
 * Wordings only the word vote read before session 74 (rule group SE), which a client that kept less
 * of the error (the message alone, the body alone, no status) still carries: each a provider's,
 * router's or client's own words for one failure, and every held line with them carries the same
 * label (the patterns' TSDoc names the held lines). Qwen-MT's unsupported language, a router's
 * allowlist or protocol without a provider, Cursor's blocked private address, Hugging Face's route a
 * provider refuses, a disabled WebSocket transport and an empty request under a token bound read
 * `format_error`; an assistant or bot the server does not have reads `model_not_found`; vLLM's
 * frontend without a structured-output backend reads `server_error`; ModelScope's unbound Alibaba
 * Cloud account reads `auth`. Read after every family above, whose words say more.
 * Gated by their words in `GATES`.
 */
function voteOnlyWordingsSE(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.QWEN_MT_LANGUAGE_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.qwen_mt_language_unsupported',
    ) ??
    byText(
      run,
      P.ROUTER_ALLOWLIST_NO_PROVIDER,
      'format_error',
      'request.invalid',
      'message',
      'message.router_allowlist_no_provider',
    ) ??
    byText(
      run,
      P.GATEWAY_PROVIDER_PROTOCOL_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.gateway_provider_protocol_unsupported',
    ) ??
    byText(
      run,
      P.SSRF_PRIVATE_IP_BLOCKED,
      'format_error',
      'request.invalid',
      'message',
      'message.ssrf_private_ip_blocked',
    ) ??
    byText(
      run,
      P.ROUTE_NOT_ALLOWED_FOR_PROVIDER,
      'format_error',
      'request.invalid',
      'message',
      'message.route_not_allowed_for_provider',
    ) ??
    byText(
      run,
      P.WEBSOCKET_TRANSPORT_DISABLED,
      'format_error',
      'request.invalid',
      'message',
      'message.websocket_transport_disabled',
    ) ??
    byText(
      run,
      P.TOKEN_LENGTH_GOT_ZERO,
      'format_error',
      'request.invalid',
      'message',
      'message.token_length_got_zero',
    ) ??
    byText(
      run,
      P.POE_BOT_NOT_DEFINED,
      'model_not_found',
      'model.not_found',
      'message',
      'message.bot_not_defined',
    ) ??
    byText(
      run,
      P.STRUCTURED_OUTPUT_BACKEND_UNSET,
      'server_error',
      'server.internal',
      'message',
      'message.structured_output_backend_unset',
    ) ??
    byText(
      run,
      P.MODELSCOPE_BIND_ALIYUN,
      'auth',
      'auth.forbidden',
      'message',
      'message.modelscope_bind_aliyun',
    )
  );
}

/**
 * Wordings only the word vote read before session 72 (rule group PD): each a provider's, relay's or
 * client's own words for one failure, and every held line with them carries the same label (the
 * patterns' TSDoc names the held lines and counts). A resource path Google rejects, Azure's expired
 * code-interpreter container and go-openai's 404 over Go's router page read `format_error`; a relay
 * that serves only Claude Code clients reads `auth`; a model the Claude Pro plan leaves out reads
 * `model_not_found`; Jimeng's anti-abuse "try again" reads `rate_limit`. Read after every family
 * above, whose words say more. Gated by their words in `GATES`.
 */
function voteOnlyWordingsPD(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.INVALID_RESOURCE_FIELD_VALUE,
      'format_error',
      'request.invalid',
      'message',
      'message.invalid_resource_field_value',
    ) ??
    byText(
      run,
      P.CONTAINER_NOT_FOUND_ALONE,
      'format_error',
      'request.invalid',
      'message',
      'message.container_not_found',
    ) ??
    byText(
      run,
      P.GO_OPENAI_404_NUMBER_BODY,
      'format_error',
      'request.invalid_url',
      'message',
      'message.go_openai_404_number_body',
    ) ??
    byText(
      run,
      P.CLAUDE_CODE_CLIENTS_ONLY,
      'auth',
      'auth.forbidden',
      'message',
      'message.claude_code_clients_only',
    ) ??
    byText(
      run,
      P.OPUS_NOT_ON_CLAUDE_PRO,
      'model_not_found',
      'model.not_found',
      'message',
      'message.opus_not_on_claude_pro',
    ) ??
    byText(
      run,
      P.JIMENG_ABNORMAL_BEHAVIOUR,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.jimeng_abnormal_behaviour',
    )
  );
}

/**
 * Wordings only the word vote read before session 71 (rule group OD): each a provider's or client's
 * own words for one failure, and every held line with them carries the same label (the patterns'
 * TSDoc names the batches and counts). Request faults a caller fixes (a tool that is not strict, an
 * image URL where a data URL is wanted, a `logit_bias` key, a hosted tool, JSON mode on a server
 * without it, a batch input, Volcengine's parameter check) read `format_error`; a model that cannot
 * serve the call (a retired Imagen model, a base model without fine-tuning) and n8n's words for a
 * 404 read `model_not_found` (OD's no-vision-projector and too-little-RAM wordings now live in
 * `NO_MODEL_LOADED` and `MODEL_TOO_BIG`, which a 5xx reads too); a local server's
 * memory failing to allocate or llama.cpp's decode failing hard read `server_error`.
 * Read after every family above, whose words say more. Gated by their words in `GATES`.
 */
function voteOnlyWordingsOD(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.STRICT_TOOLS_AUTO_PARSE,
      'format_error',
      'request.invalid',
      'message',
      'message.strict_tools_auto_parse',
    ) ??
    byText(
      run,
      P.URL_FIELD_NOT_BASE64_IMAGE,
      'format_error',
      'request.invalid',
      'message',
      'message.url_field_not_base64_image',
    ) ??
    byText(
      run,
      P.LOGIT_BIAS_INVALID_KEY,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.logit_bias_invalid_key',
    ) ??
    byText(
      run,
      P.HOSTED_TOOL_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'message',
      'message.hosted_tool_unsupported',
    ) ??
    byText(
      run,
      P.JSON_OBJECT_FORMAT_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.json_object_format_unsupported',
    ) ??
    byText(
      run,
      P.VERTEX_BATCH_IMPORT_FAILED,
      'format_error',
      'request.invalid',
      'message',
      'message.vertex_batch_import_failed',
    ) ??
    byText(
      run,
      P.ARK_PARAMETER_NOT_VALID,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.ark_parameter_not_valid',
    ) ??
    byText(
      run,
      P.IMAGEN_MODEL_UNAVAILABLE,
      'model_not_found',
      'model.not_found',
      'message',
      'message.imagen_model_unavailable',
    ) ??
    byText(
      run,
      P.BASE_MODEL_NO_FINE_TUNING,
      'model_not_found',
      'model.not_found',
      'message',
      'message.base_model_no_fine_tuning',
    ) ??
    byText(
      run,
      P.MEMORY_ALLOCATION_FAILED,
      'server_error',
      'server.internal',
      'message',
      'message.memory_allocation_failed',
    ) ??
    byText(
      run,
      P.LLAMA_DECODE_NEGATIVE,
      'server_error',
      'server.internal',
      'message',
      'message.llama_decode_negative',
    ) ??
    unlessTransport(
      run,
      byText(
        run,
        P.N8N_RESOURCE_NOT_FOUND,
        'model_not_found',
        'model.not_found',
        'message',
        'message.n8n_resource_not_found',
      ),
    )
  );
}

/**
 * Wordings a client keeping only the message lost with the status (rule group VF, session 76): each
 * names its cause as its held lines label it, read after every family so a longer message's own
 * reason keeps it. Each regex is gated by its words in `GATES` (decision.ts).
 */
function messageOnlyWordingsVF(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.REASONING_PARAMETER_UNSUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.reasoning_parameter_unsupported',
    ) ??
    byText(
      run,
      P.REQUEST_EXCEEDS_MAX_ALLOWED_SIZE,
      'payload_too_large',
      'request.payload_too_large',
      'message',
      'message.request_exceeds_max_allowed_size',
    ) ??
    byText(
      run,
      P.ALL_ACCOUNTS_EXHAUSTED_BARE,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.all_accounts_exhausted_bare',
    ) ??
    byText(
      run,
      P.GEMINI_FREE_TIER_TOKENS_WINDOW,
      'rate_limit',
      'rate_limit.tokens',
      'message',
      'message.gemini_free_tier_tokens_window',
    ) ??
    byText(
      run,
      P.CLOVA_UNAVAILABLE_OUTPUT,
      'content_policy',
      'content_policy.blocked',
      'message',
      'message.clova_unavailable_output',
    ) ??
    byText(
      run,
      P.PLATFORM_API_UNSUPPORTED,
      'format_error',
      'request.invalid_url',
      'message',
      'message.platform_api_unsupported',
    ) ??
    byText(
      run,
      P.REJECTED_BY_QUOTA_POLICY,
      'rate_limit',
      'rate_limit.requests',
      'message',
      'message.rejected_by_quota_policy',
    )
  );
}

/**
 * Wordings held lines label one way that were read only with their status or body (rule group WF,
 * session 77), read after every family as group VF's are, so a longer message's own reason keeps
 * it. Each regex is gated by its words in `GATES` (decision.ts).
 */
function messageOnlyWordingsWF(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.MODEL_STILL_BEING_LOADED,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.model_still_being_loaded',
    ) ??
    byText(
      run,
      P.NAMED_ACCOUNT_POOL_EMPTY,
      'overloaded',
      'overloaded.capacity',
      'message',
      'message.named_account_pool_empty',
    ) ??
    byText(
      run,
      P.JSON_PATH_DOUBLE_QUOTED_INVALID,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.json_path_double_quoted_invalid',
    ) ??
    byText(
      run,
      P.SIZE_NOT_SUPPORTED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.size_not_supported',
    ) ??
    byText(
      run,
      P.INVALID_ID_RECEIVED,
      'format_error',
      'request.invalid_parameter',
      'message',
      'message.invalid_id_received',
    )
  );
}
