/**
 * DESIGN §1.2.1: a 400 (or 422) is the hardest status — request repairs, image size, validation,
 * overflow, model, billing and auth text, then the generic-400 large-session heuristic.
 * @module
 */
import { codeRule } from './by-code.js';
import {
  billingCategory,
  modelCategory,
  permanentCategory,
  rateLimitCategory,
} from './categories.js';
import { CODE_RULES } from './code-rules.js';
import {
  billingCodeOf,
  busyRetrySoon,
  byText,
  clipMatched,
  codeField,
  type Decision,
  expiredTokenUnderStatus,
  fieldOf,
  passesGate,
  type Run,
  refreshRejected,
  relayed429Status,
  type Size,
  statusDecision,
  unlessText,
  upstreamRateLimit,
} from './decision.js';
import { statusStatedByBodyMessage, statusStatedInBodyMessage } from './extract.js';
import {
  maxTokensAllowed,
  maxTokensTooLarge,
  outputCapRepair,
  overflowByText,
} from './overflow-by-text.js';
import * as P from './patterns.js';
import { requestRepairs } from './request-repairs.js';

export function isLargeForGeneric400(size: Size): boolean {
  const { approxTokens, contextLength, numMessages } = size;
  if (contextLength > 0 && approxTokens > 0.4 * contextLength) return true;
  return (
    (contextLength === 0 || contextLength <= 256_000) && (approxTokens > 80_000 || numMessages > 80)
  );
}

/** DESIGN §1.2.1: the hardest status. */
export function byStatus400(run: Run, status: number): Decision {
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
  // vLLM's encoder-cache cap on one audio or video item: the item's size, as for an image (held
  // ×6 image_too_large); no image to shrink, so no repair (rule group XB, session 78).
  const mediaItem = byText(
    run,
    P.MEDIA_ITEM_OVER_ENCODER_CACHE,
    'image_too_large',
    'request.image_too_large',
    'status',
    `${prefix}.media_item_over_encoder_cache`,
  );
  if (mediaItem) return mediaItem;
  // urllib3's read timeout inside an app's 400 wrapper (Dify's completion_request_error, held "Read
  // timed out. (read timeout=" ×30 timeout): the wait ran out, not the request. Rule group YC,
  // session 79.
  // Not a URL of the request's own the provider failed to fetch ("Failed to fetch image url: … Read
  // timed out"): that 400 is the request's (review 1 of session 79). Scanned only once the wrapper
  // matched.
  const readTimeout = unlessText(
    run,
    P.OWN_URL_FETCH_FAILED,
    byText(
      run,
      P.READ_TIMED_OUT_WRAPPED,
      'timeout',
      'transport.timeout',
      'status',
      `${prefix}.read_timed_out_wrapped`,
    ),
  );
  if (readTimeout) return readTimeout;
  // A body refused for its size in bytes ("String value length (N) exceeds …", "total message
  // size N exceeds limit M").
  // A size that names tokens or the context window is an overflow, decided below.
  const body =
    P.BODY_SIZE_LIMIT.test(run.text) && !/token|context/.test(run.text)
      ? byText(
          run,
          P.PAYLOAD_TOO_LARGE,
          'payload_too_large',
          'request.payload_too_large',
          'status',
          `${prefix}.payload_too_large`,
        )
      : undefined;
  if (body) return body;
  // Copilot's Responsible AI filter in its request log under a 422 ("… | promptFiltered | …",
  // h1983): the filter's refusal, not the request's shape. Rule group VC, session 76.
  const filtered = byText(
    run,
    P.COPILOT_PROMPT_FILTERED,
    'content_policy',
    'content_policy.blocked',
    'status',
    `${prefix}.prompt_filtered`,
  );
  if (filtered) return filtered;
  // A document or file over its stated size cap ("The maximum document size is 4.5 MB. Reduce the
  // size of your document …", Bedrock's ValidationException, batch 486): its bytes, as without a
  // status; an image's size and a PDF's page limit were read above.
  const oversized = byText(
    run,
    P.DOCUMENT_OVER_SIZE_CAP,
    'payload_too_large',
    'request.payload_too_large',
    'status',
    `${prefix}.document_over_size_cap`,
  );
  if (oversized) return oversized;
  // Overflow wording that also reads like validation ("string too long. Expected a string …").
  // …but a short string's cap (an id, a name) is the request's shape, not the context.
  const strongOverflow =
    P.STRONG_OVERFLOW.test(text) && !P.SHORT_STRING_CAP.test(text)
      ? overflowByText(run, `${prefix}.overflow_text`)
      : undefined;
  if (strongOverflow) return strongOverflow;
  // A hosted deployment in an unhealthy state (NIM's "DEGRADED function cannot be invoked" under a
  // 400): the deployment's capacity, not the request (batch 81).
  const degraded = byText(
    run,
    P.FUNCTION_DEGRADED,
    'overloaded',
    'overloaded.unavailable',
    'status',
    `${prefix}.function_degraded`,
  );
  if (degraded) return degraded;
  // A hosted model still building or deploying (Baseten's "Model is not ready, it is still building
  // or deploying", which truss's CLI tests mock under a 400, batch 361): it comes back by itself.
  const deploying = byText(
    run,
    P.MODEL_STILL_DEPLOYING,
    'overloaded',
    'overloaded.model_not_ready',
    'status',
    `${prefix}.model_still_deploying`,
  );
  if (deploying) return deploying;
  const region = byText(
    run,
    P.REGION_BLOCKED,
    'auth_permanent',
    'auth.region_blocked',
    'status',
    `${prefix}.region_blocked`,
  );
  if (region) return region;
  const versionModel = byText(
    run,
    P.MODEL_NOT_FOUND_FOR_VERSION,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.model_not_found_for_version`,
  );
  if (versionModel) return versionModel;
  const closedModel = byText(
    run,
    P.MODEL_CLOSED_TO_ACCOUNT,
    'model_not_found',
    'model.access_denied',
    'status',
    `${prefix}.model_closed_to_account`,
  );
  if (closedModel) return closedModel;
  // A model a Google Cloud org policy keeps the project from (Vertex's `vertexai.allowedModels`,
  // batch 1441): no access to that model, not the request's shape.
  const policyModel = byText(
    run,
    P.MODEL_DISALLOWED_BY_ORG_POLICY,
    'model_not_found',
    'model.access_denied',
    'status',
    `${prefix}.model_disallowed_by_org_policy`,
  );
  if (policyModel) return policyModel;
  // A LoRA adapter the engine has not loaded (SGLang's request validation, batch 1922), or a runtime
  // with no port of the model's architecture: the model asked for is not served here, another is
  // (as without a status; rule group UB, session 75).
  const adapterModel =
    byText(
      run,
      P.LORA_ADAPTER_NOT_LOADED,
      'model_not_found',
      'model.not_found',
      'status',
      `${prefix}.lora_adapter_not_loaded`,
    ) ??
    byText(
      run,
      P.MODEL_ARCHITECTURE_UNSUPPORTED,
      'model_not_found',
      'model.not_found',
      'status',
      `${prefix}.model_architecture_unsupported`,
    );
  if (adapterModel) return adapterModel;
  // A model behind a paid plan under a 400 (Hugging Face's serverless "Model requires a Pro
  // subscription; check out hf.co/pricing", its OpenAI-compatible route's 400 via lighteval, batch
  // 459), as the same words without a status read: the key works, another model serves.
  const planModel = byText(
    run,
    P.MODEL_BEHIND_A_PLAN,
    'model_not_found',
    'model.access_denied',
    'status',
    `${prefix}.model_behind_a_plan`,
  );
  if (planModel) return planModel;
  const otherRoute = byText(
    run,
    P.MODEL_ON_OTHER_ROUTE,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.model_on_other_route`,
  );
  if (otherRoute) return otherRoute;
  // JSON mode unsupported for this model (SiliconFlow's 20024, batch 566), as Gemini's "JSON mode is
  // not enabled for models/…" above: the model, before validation reads "is not supported for".
  const jsonMode = byText(
    run,
    P.JSON_MODE_NOT_FOR_MODEL,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.json_mode_not_for_model`,
  );
  if (jsonMode) return jsonMode;
  // A router with no provider for the model named (Llama Stack's "Invalid value: Could not find
  // provider for Llama-Guard-3-8B", batch 319): the model, before the wrapper's validation words.
  const noProvider = byText(
    run,
    P.MODEL_WITHOUT_PROVIDER,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.model_without_provider`,
  );
  if (noProvider) return noProvider;
  // …and LiteLLM's router with no deployment for the model group ("You passed in model=x. There are
  // no healthy deployments for this model", a 400 BadRequestError, batch 390): the model, not the
  // request's shape.
  const undeployed = byText(
    run,
    P.ROUTER_MODEL_UNDEPLOYED,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.router_model_undeployed`,
  );
  if (undeployed) return undeployed;
  // …and a One API fork's relay with no channel adaptor for the model asked (AiHubMix's
  // "get_adaptor_failed" under its 400, held h508; the same words without a status, held h139,
  // h1146, all model_not_found): the relay does not serve that model, as the message rule reads it.
  // Rule group PE, session 72.
  const noAdaptor = byText(
    run,
    P.RELAY_NO_ADAPTOR_FOR_MODEL,
    'model_not_found',
    'model.not_found',
    'status',
    `${prefix}.relay_no_adaptor_for_model`,
  );
  if (noAdaptor) return noAdaptor;
  // ElevenLabs' cap on one request's text ("This request's text has 627 characters and exceeds the
  // character limit of 333 characters …", held h885 under its 400, h251 without a status, both
  // context_overflow): the input is too long, not malformed. Rule group PE, session 72.
  const characterCap = byText(
    run,
    P.TEXT_OVER_CHARACTER_LIMIT,
    'context_overflow',
    'context_overflow.prompt_too_long',
    'status',
    `${prefix}.text_over_character_limit`,
  );
  if (characterCap) return characterCap;
  // The token endpoint's 400 to a refresh ("Failed to refresh token: 400 Bad Request: Invalid
  // 'refresh_token': empty string"): the stored credential is dead, as on the 401 (DESIGN §1.1
  // "refresh failed"); its validation words describe the refresh request, not the model call.
  const refresh = refreshRejected(run);
  if (refresh !== null) {
    return statusDecision(
      'auth_permanent',
      'auth.token_revoked',
      `${prefix}.refresh_failed`,
      status,
      {
        field: fieldOf(run.facts, P.REFRESH_FAILED),
        matched: refresh[0],
      },
    );
  }
  // xAI answers a wrong key with a 400; a client's "request was malformed" headline over it must not
  // read as validation. Nor over Google's own refusal of the credential ("Request had invalid
  // authentication credentials. Expected OAuth 2 access token …"), which Typesense relays as its 400
  // `RequestMalformed` (batch 446): the credential, as the same sentence reads under a 401.
  // The validation family is long: scanned once here for the three readings below that need it.
  const validates = P.VALIDATION.test(text);
  const keyRejected = validates
    ? (byText(
        run,
        P.KEY_REJECTED,
        'auth_permanent',
        'auth.invalid_key',
        'status',
        `${prefix}.key_rejected`,
      ) ??
      byText(
        run,
        P.GOOGLE_CREDENTIALS_REFUSED,
        'auth_permanent',
        'auth.invalid_key',
        'status',
        `${prefix}.google_credentials_refused`,
      ))
    : undefined;
  if (keyRejected) return keyRejected;
  // The model cannot take tools, said as an unsupported parameter list or an allow-list (HF router's
  // UNSUPPORTED_OPENAI_PARAMS 422, Xinference's "Only […] support tool calls"), or "the requested
  // model does not s…" cut at the text's end (Volcengine Ark, held h2030): the model's verdict, before
  // the validation words read it as a malformed request (rule group WC, session 77). A key refusal
  // beside it decides first (session 77 review 2).
  const modelVerdict =
    byText(
      run,
      P.MODEL_TOOLS_PARAM_UNSUPPORTED,
      'model_not_found',
      modelCategory,
      'status',
      `${prefix}.model_tools_param_unsupported`,
    ) ??
    byText(
      run,
      P.REQUESTED_MODEL_DOES_NOT_CUT,
      'model_not_found',
      modelCategory,
      'status',
      `${prefix}.requested_model_does_not_cut`,
    );
  if (modelVerdict) {
    return (
      byText(
        run,
        P.KEY_REJECTED,
        'auth_permanent',
        'auth.invalid_key',
        'status',
        `${prefix}.key_rejected`,
      ) ?? modelVerdict
    );
  }
  const bodyModel = validates ? modelInBodyUnderClientHeadline(run, prefix, status) : undefined;
  if (bodyModel) return bodyModel;
  // DashScope's input-length range under its "check the request body, required fields" boilerplate
  // (batch 486): the overflow, not the validation words beside it.
  const inputRange = P.INPUT_LENGTH_RANGE.test(text)
    ? overflowByText(run, `${prefix}.overflow_text`)
    : undefined;
  if (inputRange) return inputRange;
  // A key said empty is the missing key, not the request's "cannot be empty" (review 2 of session 79).
  const emptyKey = byText(
    run,
    P.API_KEY_EMPTY_STATED,
    'auth_permanent',
    'auth.invalid_key',
    'status',
    `${prefix}.api_key_empty`,
  );
  if (emptyKey) return emptyKey;
  const validation = validates
    ? byText(
        run,
        P.VALIDATION,
        'format_error',
        'request.invalid_parameter',
        'status',
        `${prefix}.validation_text`,
      )
    : undefined;
  const maxTokens = maxTokensTooLarge(text);
  // A generic body code beside the words on the output cap (Novita's `"reason":
  // "INVALID_REQUEST_BODY"` with "max_tokens (current value: 65536) must be between 0 and 32768",
  // through OpenRouter, batch 531) names no fault of its own: the cap's words decide.
  // The same generic code beside words that the model lacks a capability (Novita's "model features
  // function calling not support" under `INVALID_REQUEST_BODY`, through OpenRouter, batch 1271):
  // the model's, as those words alone read. Only the capability words ({@link
  // P.MODEL_CAPABILITY_LACKING}): Novita and GitHub Copilot send the same code for any parameter
  // error, and one that names the model before "is invalid" / "not allowed" stays the request's
  // (review 62 item 1).
  const genericCode = validation?.matched === 'invalid_request_body';
  const lacking =
    genericCode && maxTokens === null
      ? byText(
          run,
          P.MODEL_CAPABILITY_LACKING,
          'model_not_found',
          modelCategory,
          'status',
          `${prefix}.model_text`,
        )
      : undefined;
  if (lacking) return lacking;
  if (validation && !(maxTokens !== null && genericCode))
    return modelCodeBeside(run, validation, prefix) ?? validation;
  if (maxTokens !== null) {
    const allowed = maxTokensAllowed(maxTokens);
    return statusDecision(
      'context_overflow',
      'context_overflow.max_tokens',
      `${prefix}.max_tokens_too_large`,
      status,
      {
        field: fieldOf(facts, P.MAX_TOKENS_TOO_LARGE),
        matched: maxTokens[0],
        repair: outputCapRepair(allowed),
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
  const closed = byText(
    run,
    P.PROVIDER_NOT_ALLOWED,
    'model_not_found',
    'model.access_denied',
    'status',
    `${prefix}.provider_not_allowed`,
  );
  if (closed) return closed;
  const billingCode = billingCodeOf(facts);
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(text), `${prefix}.billing_code`, status, {
      field: codeField(facts, billingCode),
      matched: billingCode,
    });
  }
  // A relay's 400 whose text says its upstream answered 429 (Joplin Cloud's AI relay: "Code: 400
  // Error: Upstream returned 429", batch 235) or that the upstream is rate limited: the upstream's
  // limit, the relay's key healthy, as the same words read without a status and under a 429 — before
  // the caller's own rate-limit text, which "rate limit" in them would match.
  const upstream = upstreamRateLimit(run, 'status', `${prefix}.upstream_rate_limit`);
  if (upstream) return upstream;
  const rate =
    // A conversation held by another request: contention that clears, not the request's shape.
    busyRetrySoon(run, 'status', `${prefix}.busy_retry_soon`) ??
    // Azure's refusal to allocate a deployment's capacity ("InsufficientQuota: This operation
    // require 240 new capacity in quota Tokens Per Minute (thousands) …", Terraform's "unexpected
    // status 400 … with error: InsufficientQuota: …", held h552): the subscription's quota, before
    // its "Tokens Per Minute" reads as a rate (held ×3, all billing; group LC, session 68).
    byText(
      run,
      P.DEPLOYMENT_CAPACITY_QUOTA,
      'billing',
      billingCategory,
      'status',
      `${prefix}.deployment_capacity_quota`,
    ) ??
    // A model above the organization's usage tier, before its docs link reads as a rate limit
    // (held ×2 model_not_found; rule group VB, session 76).
    byText(
      run,
      P.USAGE_TIER_REQUIRED,
      'model_not_found',
      'model.access_denied',
      'status',
      `${prefix}.usage_tier_required`,
    ) ??
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
    // An account or key held for a while: cool and rotate the key, never kill it.
    byText(
      run,
      P.ACCOUNT_TEMPORARILY_HELD,
      'auth',
      'auth.forbidden',
      'status',
      `${prefix}.temporarily_held`,
    ) ??
    byText(
      run,
      P.SIGNED_REQUEST_AUTH,
      'auth',
      'auth.expired_token',
      'status',
      `${prefix}.signed_request_auth`,
    ) ??
    // An expired session or OAuth token under a 400 ("Your OAuth token has expired, please log in
    // again"), as on a 500/502. Not a page or cursor token.
    expiredTokenUnderStatus(run, `${prefix}.token_expired`) ??
    // A credential kept for one client ("only authorized for use with Claude Code"): valid, but
    // not here — the held gates' auth, not the request's shape (batch 90). Not when the error's
    // type says the request lacked the client's session header (OpenCode's `MissingSessionID`
    // beside "free tier can only be used in OpenCode", batch 732): sending it passes, as the held
    // `MissingSessionID` lines read (format_error); also when a client kept only its message, the
    // type written in it ("OpenCode statusCode=400 data={…"type":"MissingSessionID"}}", held h732).
    (sessionHeaderMissing(run)
      ? undefined
      : unlessText(
          run,
          P.SESSION_ID_MISSING_TEXT,
          byText(
            run,
            P.CLIENT_GATED_CREDENTIAL,
            'auth',
            'auth.forbidden',
            'status',
            `${prefix}.client_gated_credential`,
          ),
        )) ??
    // A caller refused by its client identity ("Client not allowed (detected: claude-code-sdk-ts)",
    // held ×3 auth): the key is kept for other clients, as above (rule group XA, session 78).
    byText(
      run,
      P.CLIENT_NOT_ALLOWED,
      'auth',
      'auth.forbidden',
      'status',
      `${prefix}.client_not_allowed`,
    ) ??
    // A Claude relay's default channel that serves only Claude Code clients ("默认渠道限制: 请求非法
    // 接口仅可用于claude code客户端", held h82, h96: auth), as a credential kept for one client
    // (rule group PD, session 72).
    byText(
      run,
      P.CLAUDE_CODE_CLIENTS_ONLY,
      'auth',
      'auth.forbidden',
      'status',
      `${prefix}.claude_code_clients_only`,
    ) ??
    // Azure's Entra token from another tenant sent as a 400 ("Token tenant … does not match
    // resource tenant.", batch 446): a login to the right tenant fixes it, not the request.
    byText(
      run,
      P.TOKEN_FOR_OTHER_TENANT,
      'auth',
      'auth.unauthorized',
      'status',
      `${prefix}.token_for_other_tenant`,
    ) ??
    // Google's missing actAs on a job's service account under INVALID_ARGUMENT (batch 611): a
    // role the caller is granted, not the request's shape.
    byText(
      run,
      P.SERVICE_ACCOUNT_ACT_AS,
      'auth',
      'auth.forbidden',
      'status',
      `${prefix}.service_account_act_as`,
    ) ??
    // An account sent with no project id (Cloud Code Assist's "Invalid project resource name
    // projects/", batches 247 and 1092): its login or onboarding, not the request's shape.
    byText(
      run,
      P.PROJECT_ID_EMPTY,
      'auth',
      'auth.forbidden',
      'status',
      `${prefix}.project_id_empty`,
    ) ??
    // A SageMaker container's 400 naming a key the payload lacks, under its `InternalServerException`
    // type (held h1565, h1604; rule group MA, session 69): the request's payload, before the code.
    byText(
      run,
      P.INPUT_PAYLOAD_KEY_MISSING,
      'format_error',
      'request.invalid',
      'status',
      `${prefix}.input_payload_key_missing`,
    ) ??
    // A router's "provider not found" for the model it was asked for (claude-code-open's 400, held
    // h149, h1608; rule group MA, session 69): no configured provider serves that model.
    byText(
      run,
      P.MODEL_PROVIDER_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'status',
      `${prefix}.model_provider_not_found`,
    );
  if (rate) return rate;
  const coded = codeRule(facts, false, ['auth_permanent', 'auth', 'overloaded', 'server_error']);
  // A relay's outer `api_error` around a provider's relayed 400 refusal, or MiniMax's own invalid
  // parameters typed `api_error` ("invalid params, … (2013)"): the refusal decides. So does a 400
  // that only the relay's own error message names, under its generic server type (sora2api's
  // `{"error": {"message": "API request failed: 400 - {…}", "type": "server_error"}}`, batch 236):
  // the relay says its upstream refused the request; the type is its wrapper for every failure. So
  // does a body the server could not parse (Starlette's "400: There was an error parsing the body"
  // under `"type": "server_error"`, KOAssistant on OpenAI, batch 346): the request's bytes.
  // The same when a client kept the relay's document in its own message (gemini-cli's "[API Error:
  // {"error":{"message":"Request failed with status code 400","type":"api_error"}}]" from
  // claude-relay-service, batch 248): the status still comes from the relay's message.
  // So does a relay body whose own message states the very status it came with ("API error: 400"
  // typed `api_error`, gcli2api behind Zed under an HTTP 400, held
  // h1737-gemini-zed-gcli2api-streamgeneratecontent-400; rule group OB, session 71): the type is
  // the relay's filing, the 400 Google's refusal of the request.
  const refusedUnderServerCode =
    coded?.reason === 'server_error' &&
    (P.RELAYED_REQUEST_REFUSAL.test(text) ||
      P.MINIMAX_INVALID_PARAMS.test(text) ||
      P.REQUEST_BODY_UNPARSED.test(text) ||
      // Not one predicate (review 2 of session 71): statusStatedByBodyMessage also holds when the
      // status was taken from the body's message field itself, with no OTHER_CALL_BEFORE_STATUS
      // check; statusStatedInBodyMessage reads any status field but keeps that check.
      statusStatedByBodyMessage(facts) ||
      statusStatedInBodyMessage(facts) === status);
  // LiteLLM's wrapper class around the provider's 400 ("litellm.ServiceUnavailableError:
  // litellm.MidStreamFallbackError: litellm.BadRequestError: …", held h1119), which the classify
  // step reads as a 400: the wrapper's name is no cause of its own (review of session 70, problem 1).
  const wrapperClass =
    (coded?.reason === 'overloaded' || coded?.reason === 'server_error') &&
    passesGate(text, P.LITELLM_WRAPPED_BAD_REQUEST) &&
    P.LITELLM_WRAPPED_BAD_REQUEST.test(text);
  if (coded && !refusedUnderServerCode && !wrapperClass) {
    return { ...coded, step: 'status', rule: `${prefix}.code` };
  }
  // Two 400s whose text names another cause than a malformed request. A gateway that says it got no
  // answer from the provider behind it (Cloudflare AI Gateway's code 2005 "Failed to get response
  // from provider", batch 157): the upstream failed, not the request. A server's own body-size cap
  // sent as a 400 instead of a 413 ("… exceeds maximum allowed content length. RequestSize(bytes):
  // 34021227, Limit(bytes): 33554432.", the gateway Goose went through, batch 171): the body's size,
  // as on a 413.
  const otherCause =
    byText(
      run,
      P.GATEWAY_GOT_NO_RESPONSE,
      'server_error',
      'server.upstream',
      'status',
      `${prefix}.gateway_got_no_response`,
    ) ??
    byText(
      run,
      P.BODY_SIZE_CAP_ON_400,
      'payload_too_large',
      'request.payload_too_large',
      'status',
      `${prefix}.body_size_cap`,
    ) ??
    // SageMaker's relay of its container's 400 typed `InternalServerException` (held h238, h252,
    // h1565; rule group LB, session 68): the inference code's fault, not the request.
    byText(
      run,
      P.CONTAINER_SERVER_FAULT_RELAYED,
      'server_error',
      'server.internal',
      'status',
      `${prefix}.container_server_fault`,
    ) ??
    // A server's own fault named under its 400 (a tokenizer's "Already borrowed", a gateway's
    // refused dial to its backend, batches 212 and 218): no verdict on the request.
    byText(
      run,
      P.SERVER_FAULT_UNDER_400,
      'server_error',
      'server.internal',
      'status',
      `${prefix}.server_fault_named`,
    ) ??
    bodyMessageOnlyServerFault(run, prefix, status);
  if (otherCause) return otherCause;
  // A plan's usage limit said reached, no period or money named ("Usage limit reached.", the
  // ChatGPT backend's 400 for one Codex model, batch 497): its window, as without a status and
  // under a 429; nothing in the request is malformed. After every other reading of the 400, so a
  // key's, a body's or a server's verdict beside it keeps its own.
  if (!P.BILLING_STRICT.test(text)) {
    const window = byText(
      run,
      P.USAGE_LIMIT_REACHED,
      'rate_limit',
      'rate_limit.usage_window',
      'status',
      `${prefix}.usage_limit_reached`,
    );
    if (window) return window;
  }
  // Agent Engine's wrapper for a deployed agent that failed in its runtime: no other rule explained
  // the 400 (its inner words would have, above). The agent's own code, dependencies or input failed
  // (FAILED_PRECONDITION: not to be retried until fixed), so the same request fails again: no retry,
  // fall back; unless the wrapper names a server fault of its own (review r76).
  if (P.AGENT_RUNTIME_FAILED.test(text)) {
    const runtime =
      byText(
        run,
        P.SERVER_ERROR_TEXT,
        'server_error',
        'server.internal',
        'status',
        `${prefix}.agent_runtime_server_fault`,
      ) ??
      byText(
        run,
        P.AGENT_RUNTIME_FAILED,
        'format_error',
        'request.invalid',
        'status',
        `${prefix}.agent_runtime_failed`,
      );
    if (runtime) return runtime;
  }
  // Capacity in so many words, and nothing above read the 400 as the request's fault (FastChat sends
  // every worker failure as a 400 under its "NETWORK ERROR DUE TO HIGH TRAFFIC" banner, batch 253;
  // its overflow and billing causes under the same banner are read above): the server's load. A
  // timeout stated beside the capacity words is what happened (FastChat's 50003 "Read timed out."
  // under the banner; a client's "Request timed out. The AI service may be experiencing high
  // load."), as the held lines without a status read them.
  const capacity = byText(
    run,
    P.CAPACITY_ON_400,
    'overloaded',
    'overloaded.capacity',
    'status',
    `${prefix}.capacity_text`,
  );
  if (capacity) {
    return (
      byText(
        run,
        P.TIMEOUT_STATED,
        'timeout',
        'transport.timeout',
        'status',
        `${prefix}.timeout_under_capacity`,
      ) ?? capacity
    );
  }
  // A relay's own 400 around the 429 its HTTP client met upstream, said as a status and with no
  // words of the request's or the account's beside it (Go's google-api client inside
  // zhu327/gemini-openai-proxy's `{"code":400,"message":"genai send message error: googleapi: Error
  // 429:"}`, batch 1095): the upstream's rate limit, which the relay's 400 only wraps. Only Go's
  // `googleapi: Error 429` or a 429 near the head of the text, not a fetch or delivery the provider
  // made for the request before it ("Could not fetch image from URL: HTTP 429", a webhook's), and not
  // a summary whose later status is another ("channel#1: status code 429; channel#2: status code
  // 400"): those are the request's or the relay's own 400 (review 58 item 2).
  const relayed = relayed429On400(text);
  if (relayed !== null) {
    return statusDecision('rate_limit', rateLimitCategory(text), `${prefix}.relayed_429`, status, {
      field: fieldOf(facts, P.RELAYED_429_STATUS),
      matched: relayed[0],
    });
  }
  // Cursor's refusal to connect to a base URL on a private address (`"reason": "ssrf_blocked"`,
  // batch 785, h785): the configured endpoint, the 400's own reading, which the word vote would
  // otherwise revise to auth on the body alone ("blocked"). Rule group SE, session 74.
  const ssrf = byText(
    run,
    P.SSRF_PRIVATE_IP_BLOCKED,
    'format_error',
    'request.invalid',
    'status',
    `${prefix}.ssrf_private_ip_blocked`,
  );
  if (ssrf) return ssrf;
  // No body: the client's own message, minus its "HTTP 400 Bad Request" preamble, is the body.
  const bodyMessage = (
    facts.bodyMessage ??
    facts.bodyText ??
    facts.ownMessage
      .replace(HTTP_CLIENT_STATUS_WORDS, ' ')
      .replace(/^[^\n]*?\b4\d\d\b[\s:.-]*(?:bad request)?[\s:.-]*/i, '')
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

/**
 * The provider's own sentence that reads both as validation and as a verdict on the model, and a
 * code in the same error object that names the model (GitHub Copilot's `{"message": "Model is not
 * supported for this request.", "code": "model_not_supported", "param": "model"}`, its 400 through
 * the VS Code LM API: microsoft/vscode-extension-samples#1248, Kilo-Org/kilocode#3460): the code
 * settles it for the model. A sentence that says nothing of the model, or a model code from another
 * layer (an aggregator's wrapper, a client's class), leaves it to validation.
 */
function modelCodeBeside(run: Run, validation: Decision, prefix: string): Decision | undefined {
  const { bodyMessage, bodyMessageField } = run.facts;
  if (bodyMessage === undefined || bodyMessageField === undefined) return undefined;
  if (validation.field !== bodyMessageField) return undefined;
  if (!P.MODEL_NOT_FOUND.test(bodyMessage.toLowerCase())) return undefined;
  const object = bodyMessageField.slice(0, bodyMessageField.lastIndexOf('.') + 1);
  const own = ownModelCode(run, object, `${prefix}.model_code_beside_validation`);
  if (own) return own;
  for (const code of run.facts.codes) {
    const rule = CODE_RULES.get(code.lower);
    if (rule?.reason !== 'model_not_found' || rule.weak === true) continue;
    if (!code.field.startsWith(object) || code.field.indexOf('.', object.length) !== -1) continue;
    return {
      reason: rule.reason,
      category: rule.category,
      step: 'status',
      rule: `${prefix}.model_code_beside_validation`,
      field: code.field,
      matched: code.value,
    };
  }
  return undefined;
}

/** An error type or code saying the request came without the client's session id header. */
function sessionHeaderMissing(run: Run): boolean {
  return run.facts.codes.some((code) => P.SESSION_ID_MISSING_CODE.test(code.lower));
}

/**
 * The error object's own `code` when it names the model: a client that keeps the code on its error
 * as well (Cline's vscode-lm wrapper, batch 732) has it read once, under its own field, not the
 * object's; the object still states it beside the sentence.
 */
function ownModelCode(run: Run, object: string, ruleName: string): Decision | undefined {
  const { errorObject, bodyMessage } = run.facts;
  const value = errorObject?.code;
  if (typeof value !== 'string' || errorObject?.message !== bodyMessage) return undefined;
  const rule = CODE_RULES.get(value.toLowerCase());
  if (rule?.reason !== 'model_not_found' || rule.weak === true) return undefined;
  return {
    reason: rule.reason,
    category: rule.category,
    step: 'status',
    rule: ruleName,
    field: `${object}code`,
    matched: value,
  };
}

/**
 * The error object's own message is only a server-fault phrase ({@link P.BODY_MESSAGE_ONLY_SERVER_FAULT},
 * gpt-server's 400 `{"message": "Internal Server Error", "code": 50001}`, batch 417): the server's
 * fault under the status it sends for everything, once nothing above read the 400 as the request's.
 * Only a short message (≤ 60 characters) is read, and not on a large session, where a short body
 * message is the generic 400 DESIGN §1.2.1 reads as an overflow (below).
 */
function bodyMessageOnlyServerFault(
  run: Run,
  prefix: string,
  status: number,
): Decision | undefined {
  const { bodyMessage, bodyMessageField } = run.facts;
  const fastChat = fastChatEmptyCatchAll(run, prefix, status);
  if (fastChat) return fastChat;
  if (bodyMessage === undefined || bodyMessage.length > 60 || isLargeForGeneric400(run.size)) {
    return undefined;
  }
  const own = bodyMessage.toLowerCase();
  if (!P.BODY_MESSAGE_ONLY_SERVER_FAULT.test(own)) return undefined;
  // …unless the same object types the failure as the request's (new-api's `{"code": 400, "message":
  // "Internal server error", "type": "invalid_request_error"}` around Anthropic's refusal of its
  // converted messages, held h1608-anthropic-new-api-parallel-tool-results-400 format_error; rule
  // group MA, session 69): the type is the verdict, the message the wrapper's generic words. Only in
  // that relay's shape, the upstream's own 400 kept as `code` beside the type: relays stamp
  // `invalid_request_error` on every error they pass on, a real upstream 500 sent on as a 400
  // among them, and one held line is no ground to read every relay's type over its words (session
  // 69's review, problem 5; the other held 400s with these words agree: h417's untyped 50001 is the
  // server's, h50's typed lines are read by their own message).
  const { codes } = run.facts;
  const typedInvalidRequest = codes.some((code) => {
    if (code.lower !== 'invalid_request_error' || !code.field.startsWith('body.')) return false;
    if (!code.field.endsWith('.type')) return false;
    const codeField = `${code.field.slice(0, -'type'.length)}code`;
    return codes.some((other) => other.field === codeField && other.lower === '400');
  });
  if (typedInvalidRequest) return undefined;
  return statusDecision(
    'server_error',
    'server.internal',
    `${prefix}.body_message_server_fault`,
    status,
    {
      field: bodyMessageField ?? 'body',
      matched: own.trim(),
    },
  );
}

/**
 * A FastChat-style error object (`"object": "error"`) with an empty message and its worker's
 * catch-all code, 50001 (`ErrorCode.INTERNAL_ERROR`) or 50002 (the CUDA OOM), under the 400 such
 * servers send for everything (`{"object": "error", "message": "", "code": 50001}`: hosted
 * Gorilla, batches 282 and 1354; FastChat's worker timeout, held h184; held ×3 server_error): the
 * server's own failure, with nothing said about the request.
 */
function fastChatEmptyCatchAll(run: Run, prefix: string, status: number): Decision | undefined {
  const code = fastChatCatchAllCode(run.facts);
  if (code === undefined) return undefined;
  return statusDecision(
    'server_error',
    'server.internal',
    `${prefix}.fastchat_empty_catch_all`,
    status,
    {
      field: run.facts.bodyField ?? 'body',
      matched: `code ${code}, empty message`,
    },
  );
}

/**
 * The catch-all code (50001, 50002) of a FastChat-style error object with an empty message, or
 * undefined. Also read with no status (the body kept alone, group IB): the object says the same.
 */
export function fastChatCatchAllCode(facts: Run['facts']): string | undefined {
  const object = facts.errorObject;
  if (object === undefined || object.object !== 'error') return undefined;
  const message = object.message;
  if (typeof message !== 'string' || message.trim() !== '') return undefined;
  const code = String(object.code);
  return code === '50001' || code === '50002' ? code : undefined;
}

/** gRPC's stock description of INVALID_ARGUMENT. */
const GRPC_INVALID_ARGUMENT = /\bclient specified an invalid argument\b/g;

/**
 * The provider's own message names a missing model ("Model Not Exist") and the validation words are
 * only in a client's headline around it (LangBot's "请求参数错误: Error code: 400 - {…}"): the
 * provider's verdict on the model decides. A body message that is itself validation ("Invalid value
 * for 'model'") stays the request's. Without a parsed body, the provider's words are what the
 * client's message quotes after the status it relays ("… Error code: 400 - {'error': …}").
 */
function modelInBodyUnderClientHeadline(
  run: Run,
  prefix: string,
  status: number,
): Decision | undefined {
  // gRPC's description of INVALID_ARGUMENT ("Client specified an invalid argument", xAI's `code`
  // beside its "Model not found: grok-2-latest", batch 193) names the status, not what was wrong.
  const own = providerWords(run)?.replace(GRPC_INVALID_ARGUMENT, ' ');
  // Only called when the validation words are in the text.
  if (own === undefined || P.VALIDATION.test(own)) return undefined;
  const model = P.MODEL_NOT_FOUND.exec(own);
  if (model === null) return undefined;
  return statusDecision(
    'model_not_found',
    modelCategory(own),
    `${prefix}.body_model_text`,
    status,
    {
      field: run.facts.bodyMessageField ?? 'message',
      matched: model[0],
    },
  );
}

/**
 * An HTTP client's own rendering of a body-less status line around the URL it called: httpx's
 * "Client error '400 Bad Request' for url '…'" and its "For more information check: <MDN page>",
 * aiohttp's "400, message='Bad Request', url=URL('…')". The client's words, not the provider's: a
 * 400 that says nothing more is generic. Global for `replace`.
 */
const HTTP_CLIENT_STATUS_WORDS =
  /\bclient error '400 bad request'|,? ?\bmessage='bad request'|\bfor url '[^'\n]{0,300}'|,? ?\burl=(?:url\()?'[^'\n]{0,300}'\)?|\n?for more information check: \S{0,300}/gi;

/** The status a client quotes before the provider's own document ("Error code: 400 - {…}"). */
const RELAYED_STATUS_AT = /\b(?:error code|status(?: code)?|http)[: ]{1,3}4\d\d\b/;

/** The provider's own words: the body's message, else what follows the relayed status. */
function providerWords(run: Run): string | undefined {
  if (run.facts.bodyMessage !== undefined) return run.facts.bodyMessage.toLowerCase();
  const at = RELAYED_STATUS_AT.exec(run.text);
  return at === null ? undefined : run.text.slice(at.index + at[0].length);
}

/** How far into a 400's text a relayed 429 other than Go's `googleapi: Error 429` may stand. */
const RELAYED_429_ON_400_WITHIN = 40;

/**
 * {@link relayed429Status} as a relay's 400 may carry it (review 58 item 2): Go's google-api form
 * anywhere it reads, any other status form only near the head of the text, with no fetch, download or
 * delivery named before it and no second 4xx/5xx status after it.
 */
function relayed429On400(text: string): RegExpExecArray | null {
  const found = relayed429Status(text);
  if (found === null || P.GOOGLEAPI_429.test(found[0])) return found;
  if (found.index > RELAYED_429_ON_400_WITHIN) return null;
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found[0].length);
  return P.FETCH_BEFORE_STATUS.test(before) || P.ANOTHER_STATUS_AFTER.test(after) ? null : found;
}
