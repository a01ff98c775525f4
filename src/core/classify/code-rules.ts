/**
 * Structured provider codes and error class names → reason (DESIGN §1.2 step 3). Keys are
 * lower-cased; Bedrock's `…#ThrottlingException` prefix is stripped at extraction.
 * @module
 */
import type { Reason } from './types.js';

/** What a code says, and how sure it is. Weak codes decide only when no text pattern did. */
export interface CodeRule {
  readonly reason: Reason;
  readonly category: string;
  readonly weak?: boolean;
}

function rule(reason: Reason, category: string, weak = false): CodeRule {
  return weak ? { reason, category, weak } : { reason, category };
}

const ENTRIES: readonly (readonly [string, CodeRule])[] = [
  // rate limits
  ['rate_limit_exceeded', rule('rate_limit', 'rate_limit.requests')],
  // OpenAI Realtime's failed response for the caller's window, whatever its message says ("We're
  // currently processing too many requests", held h169: rate_limit).
  ['inference_rate_limit_exceeded', rule('rate_limit', 'rate_limit.requests')],
  ['rate_limit_error', rule('rate_limit', 'rate_limit.requests')],
  ['rate_limited', rule('rate_limit', 'rate_limit.requests')],
  ['rate_limit_reached_error', rule('rate_limit', 'rate_limit.requests')],
  // Copilot Studio's codes for the AI service's request window ("RATE_LIMIT_REACHED": busy, retry
  // after a short wait; "OpenAIRateLimitReached" under its generic "An error has occurred.", batch
  // 843): the window, whatever the message says.
  ['rate_limit_reached', rule('rate_limit', 'rate_limit.requests')],
  ['openairatelimitreached', rule('rate_limit', 'rate_limit.requests')],
  ['ratelimiterror', rule('rate_limit', 'rate_limit.requests')],
  // The zhipuai SDK's class for its 429 (`APIReachLimitError`), named by a retry wrapper around it
  // ("RetryError state=finished raised APIReachLimitError", Dify, h2090; held RetryError lines read
  // as the error they wrap): the caller's window, as `RateLimitError` reads. Rule group XC, session 78.
  ['apireachlimiterror', rule('rate_limit', 'rate_limit.requests')],
  ['ratelimitexceeded', rule('rate_limit', 'rate_limit.requests')],
  // LangChain4j's class for a 429 (`dev.langchain4j.exception.RateLimitException`), kept with a message
  // that says nothing ("{", held h2130) as with an empty one (h232, h1135): the caller's window
  // (held "RateLimitException" ×5 rate_limit; its ×3 billing lines carry quota words, which decide
  // first). Weak for that reason. Rule group YB, session 79.
  ['ratelimitexception', rule('rate_limit', 'rate_limit.requests', true)],
  ['throttled', rule('rate_limit', 'rate_limit.requests')],
  ['throttling', rule('rate_limit', 'rate_limit.requests')],
  ['throttlingexception', rule('rate_limit', 'rate_limit.requests')],
  ['toomanyrequests', rule('rate_limit', 'rate_limit.requests')],
  ['too_many_requests', rule('rate_limit', 'rate_limit.requests')],
  // OpenAI's code for a request rate raised too fast (its error-code guide: 429, type
  // `rate_limit_error`, code `slow_down`, "follow Retry-After"; held h904 kept with the code alone):
  // the caller's window, as its 429 reads it. Rule group LE, session 68. Weak (review of session 68,
  // problem 1): it is also RFC 8628's device-flow polling code, so a message's own words (a dead key,
  // an overflow) decide first; the code alone still reads rate_limit.
  ['slow_down', rule('rate_limit', 'rate_limit.requests', true)],
  ['toomanyrequestsexception', rule('rate_limit', 'rate_limit.requests')],
  // A document's own `status` that tells the caller to wait (`{"status": "come back later"}`, the
  // whole body of an OpenAI-fronted API's 429, held h942-openai-apimetrics-429-come-back-later kept
  // without its status; held "come back later" ×2, both rate_limit; rule group PF, session 72): the
  // caller's window. Weak: a message's own words decide first.
  ['come back later', rule('rate_limit', 'rate_limit.requests', true)],
  // A concurrency cap as a code alone (WeChat CloudBase's EXCEED_CONCURRENT_REQUEST_LIMIT, batch 903;
  // held "concurrent request limit" lines are rate limits): the caller's parallel requests, not load.
  ['exceed_concurrent_request_limit', rule('rate_limit', 'rate_limit.concurrency')],
  // codex-lb's code for an account's cap on concurrent streams, kept as the code alone under its 429
  // (held h1625-codex-lb-429-account-stream-cap): the caller's parallel requests, as a concurrency
  // cap reads. Rule group NE, session 70.
  ['account_stream_cap', rule('rate_limit', 'rate_limit.concurrency')],
  ['toomanyrequestserror', rule('rate_limit', 'rate_limit.requests')],
  ['resource_exhausted', rule('rate_limit', 'rate_limit.quota_window')],
  ['resourceexhausted', rule('rate_limit', 'rate_limit.quota_window')],
  ['servicequotaexceededexception', rule('rate_limit', 'rate_limit.quota_window')],
  // billing
  ['insufficient_quota', rule('billing', 'billing.quota_exhausted')],
  // Azure Resource Manager's code for a deployment's capacity over the subscription's quota
  // ("InsufficientQuota: This operation require 240 new capacity in quota …", batch 552).
  ['insufficientquota', rule('billing', 'billing.quota_exhausted')],
  ['insufficient_user_quota', rule('billing', 'billing.quota_exhausted')],
  // WeChat/Tencent CloudBase's code for a model family's token grant used up (`{"code":
  // "EXCEED_TOKEN_QUOTA_LIMIT", "message": "Token usage exceeded quota limit."}`, its AI FAQ: check
  // usage, switch model family or bring a key; held h902, billing, in every rendering; rule group ND,
  // session 70): the allowance, not a window that refills (its concurrency code is read above).
  ['exceed_token_quota_limit', rule('billing', 'billing.quota_exhausted')],
  ['billing_not_active', rule('billing', 'billing.not_active')],
  ['billing_hard_limit_reached', rule('billing', 'billing.spend_limit')],
  // OpenAI's organisation caps (its 429 "organization_spend_limit_exceeded" / "…usage_limit_exceeded",
  // batch 904): a monthly cap the owner or OpenAI must raise, not a window.
  ['organization_spend_limit_exceeded', rule('billing', 'billing.spend_limit')],
  ['organization_usage_limit_exceeded', rule('billing', 'billing.spend_limit')],
  ['payment_required', rule('billing', 'billing.credits_exhausted')],
  // RubyLLM's class for a 402 (`RubyLLM::PaymentRequiredError`, held h371 with the status lost:
  // billing): the class is the client's name for the 402, weak, so words that call the 402 a usage
  // window (a transient signal) decide first. Rule group LE, session 68.
  ['paymentrequirederror', rule('billing', 'billing.credits_exhausted', true)],
  ['credit_limit', rule('billing', 'billing.credits_exhausted')],
  ['insufficient_balance', rule('billing', 'billing.credits_exhausted')],
  ['insufficient_credits', rule('billing', 'billing.credits_exhausted')],
  ['insufficient_funds', rule('billing', 'billing.credits_exhausted')],
  // Aurous Labs' team balance below the generation's price (filed under `invalid_request`, batch 896).
  ['balance_too_low', rule('billing', 'billing.credits_exhausted')],
  ['arrearage', rule('billing', 'billing.account_overdue')],
  ['exceeded_current_quota_error', rule('billing', 'billing.quota_exhausted')],
  ['quota_exhausted', rule('billing', 'billing.quota_exhausted')],
  // Dify's code for the upstream model provider's own quota run out ("retrying won't help", its
  // 400, batch 843): the provider account's balance, as `insufficient_quota` is.
  ['provider_quota_exceeded', rule('billing', 'billing.quota_exhausted')],
  // models
  ['model_not_found', rule('model_not_found', 'model.not_found')],
  ['model_not_available', rule('model_not_found', 'model.not_found')],
  // AFFiNE's copilot code for a model no configured provider serves ("No copilot provider available:
  // gemini-2.5-flash", held h1929 and h2095, both model_not_found): the model is not served in this
  // setup, whatever "Internal Server Error" its server writes before it. Rule group XC, session 78.
  ['no_copilot_provider_available', rule('model_not_found', 'model.not_found')],
  // GitHub Copilot's code for a model this account, plan or API will not serve ("The requested model
  // is not supported.", "Model is not supported for this request.", its 400), also IBM watsonx's,
  // DashScope's compatible mode's and the Hugging Face router's: always the model, never a parameter.
  ['model_not_supported', rule('model_not_found', 'model.not_found')],
  // IBM watsonx's code for a model that lacks the endpoint's capability ("Model '…' does not support
  // function 'function_text_chat'", its 400, batch 803): the model, as every held wording of it reads.
  ['model_no_support_for_function', rule('model_not_found', 'model.not_found')],
  ['invalid_model', rule('model_not_found', 'model.not_found')],
  ['deploymentnotfound', rule('model_not_found', 'model.not_found')],
  // The same in snake case (Copilot Studio's DEPLOYMENT_NOT_FOUND, batch 843).
  ['deployment_not_found', rule('model_not_found', 'model.not_found')],
  // Copilot Studio's model its organization has not enabled (MODEL_CONSENT_DENIED, an admin's
  // setting, batch 843): this model is closed to the caller, another may serve.
  ['model_consent_denied', rule('model_not_found', 'model.access_denied')],
  // Dify's "the model isn't currently supported" (its 400, batch 843): the model, not a parameter.
  ['model_currently_not_support', rule('model_not_found', 'model.not_found')],
  ['resourcenotfoundexception', rule('model_not_found', 'model.not_found')],
  ['model_deprecated', rule('model_not_found', 'model.deprecated')],
  ['model_decommissioned', rule('model_not_found', 'model.deprecated')],
  // Azure's control plane refusing a deployment of a retired model version ("ServiceModelDeprecated:
  // The model '…' has been deprecated since …", batch 583): the model, as its 410s and 404s are.
  ['servicemodeldeprecated', rule('model_not_found', 'model.deprecated')],
  // Azure's deployment template refusing a model it cannot deploy (`InvalidTemplateDeployment` with
  // the detail `DeploymentModelNotSupported`: "Creating account deployment is not supported by the
  // model 'text-davinci-003'", batch 552; held ×2 model_not_found, none other, both the vote's
  // before; rule group SD, session 74): that model is not offered here, another one is. Not the
  // template code alone (held h1341, a template's other fault, auth).
  ['deploymentmodelnotsupported', rule('model_not_found', 'model.not_found')],
  // GitHub Copilot: the model is served on another API ("not accessible via the /chat/completions endpoint").
  ['unsupported_api_for_model', rule('model_not_found', 'model.not_found')],
  // Volcengine Ark: the model endpoint (an `ep-…` id or a model name) does not exist or is not the
  // caller's ("The request targeted an endpoint that does not exist or is invalid").
  ['invalidendpoint.notfound', rule('model_not_found', 'model.not_found')],
  ['invalidendpointormodel.notfound', rule('model_not_found', 'model.not_found')],
  // Its endpoint closed by its owner ("The request targeted an endpoint that is currently closed or
  // temporarily unavailable", Ark's and BytePlus ModelArk's `InvalidEndpoint.ClosedEndpoint`, batches
  // 422 and 851): that model endpoint serves no one until reopened; another model serves.
  ['invalidendpoint.closedendpoint', rule('model_not_found', 'model.not_found')],
  // DashScope (Alibaba Model Studio): the account has not activated or bought this model (its
  // table: "客户没有开通此商品 | Access to model denied. Please make sure you are eligible for using
  // the model.", a 403): the key is valid, this model is closed to it and another may serve (batch
  // 258; held qwen-code lines with the English sentence alone are the model's too). Not its bare
  // `AccessDenied` ("Access denied.", an API the key may not call at all): the 403's reading.
  ['accessdenied.unpurchased', rule('model_not_found', 'model.access_denied')],
  // litellm refuses a parameter the model does not take before any call ("gpt-5 models don't
  // support temperature=0.7"): the request must change.
  ['unsupportedparamserror', rule('format_error', 'request.invalid_parameter')],
  // context
  ['context_length_exceeded', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['max_tokens_exceeded', rule('context_overflow', 'context_overflow.max_tokens')],
  ['exceed_context_size_error', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['contextwindowexceedederror', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['prompt_too_long', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['tokens_too_long', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['characters_too_long', rule('context_overflow', 'context_overflow.prompt_too_long')],
  ['request_too_large', rule('payload_too_large', 'request.payload_too_large')],
  ['requesttoolargeerror', rule('payload_too_large', 'request.payload_too_large')],
  ['payload_too_large', rule('payload_too_large', 'request.payload_too_large')],
  // Tencent Cloud API 3.0's code for a request body over the product's limit ("整个请求体太大(通常主要是
  // 图片)。", Hunyuan's image API, batch 804): the request as sent, which no retry shrinks.
  ['failedoperation.requestentitytoolarge', rule('payload_too_large', 'request.payload_too_large')],
  // capacity
  ['overloaded_error', rule('overloaded', 'overloaded.capacity')],
  ['overloadederror', rule('overloaded', 'overloaded.capacity')],
  ['engine_overloaded_error', rule('overloaded', 'overloaded.capacity')],
  ['engine_overloaded', rule('overloaded', 'overloaded.capacity')],
  // OpenAI's code for its servers overloaded ("Our servers are currently overloaded.", held ×13),
  // read even when a client kept only the code of a stream's error event (batch 942).
  ['server_is_overloaded', rule('overloaded', 'overloaded.capacity')],
  // Groq's flex tier with no capacity left (its custom 498, error `capacity_exceeded`): retried
  // with backoff, whatever the status says.
  ['capacity_exceeded', rule('overloaded', 'overloaded.capacity')],
  // codex2api's code for its account pool with every concurrency slot taken ("账号并发窗口已满，请稍后重试或
  // 提高并发上限", typed `server_error` under its 503, held h1292: overloaded): the relay's own
  // capacity, freed as running requests end (rule group IE, session 65).
  ['account_pool_concurrency_saturated', rule('overloaded', 'overloaded.capacity')],
  ['serviceunavailableexception', rule('overloaded', 'overloaded.unavailable')],
  ['service_unavailable', rule('overloaded', 'overloaded.unavailable')],
  ['serviceunavailableerror', rule('overloaded', 'overloaded.unavailable')],
  // OpenAI Responses' stream error type for a check it could not run now ("Unable to verify model
  // access right now. Please retry.", batch 1263; held ×11 overloaded): the service's, retried.
  ['service_unavailable_error', rule('overloaded', 'overloaded.unavailable')],
  ['unavailable', rule('overloaded', 'overloaded.unavailable')],
  ['modelnotreadyexception', rule('overloaded', 'overloaded.model_not_ready')],
  // server
  // A relay's code for its own upstream key that is missing (api.go's `missing_upstream_key`,
  // "upstream provider credentials unavailable", typed `invalid_request_error` under its 502, held
  // h891-apigo-502-missing-upstream-key kept without its status; rule group PF, session 72): the
  // relay's configuration, not the caller's key, which another key of the caller's would not mend.
  ['missing_upstream_key', rule('server_error', 'server.upstream')],
  ['api_error', rule('server_error', 'server.internal')],
  ['server_error', rule('server_error', 'server.internal')],
  ['internal_error', rule('server_error', 'server.internal')],
  ['internal_server_error', rule('server_error', 'server.internal')],
  ['internal', rule('server_error', 'server.internal')],
  ['internalservererror', rule('server_error', 'server.internal')],
  // PyTorch's out-of-memory class as the error's name (`torch.OutOfMemoryError`,
  // `torch.cuda.OutOfMemoryError`): the serving host's GPU ran out, as "CUDA out of memory" reads
  // (held name ×7 server_error, none other; h2018-tabbyapi-oom-allocation-on-device keeps only
  // "Allocation on device" beside it). Weak: a message's own words decide first (rule group WB,
  // session 77). Only PyTorch's own names: a bare or JVM `OutOfMemoryError` may be the caller's own
  // process (session 77 review 1).
  ['torch.outofmemoryerror', rule('server_error', 'server.internal', true)],
  ['torch.cuda.outofmemoryerror', rule('server_error', 'server.internal', true)],
  ['internalserverexception', rule('server_error', 'server.internal')],
  ['internalfailure', rule('server_error', 'server.internal')],
  // A generation that failed on the service's side, as the code alone (Pollinations' and zui's
  // `GENERATION_ERROR` under their 500, held h1300, h904-zui-generation-error-500-es; held ×2
  // server_error, none other). Rule group NE, session 70.
  ['generation_error', rule('server_error', 'server.internal')],
  // Tencent Cloud's code for a call between its own services that failed ("RPC请求失败,一般为算法微服务
  // 故障。", Hunyuan, batch 804): the backend's fault, whatever the request.
  ['failedoperation.rpcfail', rule('server_error', 'server.internal')],
  // DashScope's OpenAI-compatible type and code for its own fault ("An system error has occurred,
  // please try again later.", batch 723); weak: a prompt-too-long said beside it decides first.
  ['system_error', rule('server_error', 'server.internal', true)],
  ['modelstreamerrorexception', rule('server_error', 'server.stream_error')],
  // A relay's or agent's stream that broke while read (sub2api's `stream_read_error`, pi's stop
  // reason, batches 248 and 696): the provider's answer failed mid-transfer.
  ['stream_read_error', rule('server_error', 'server.stream_error')],
  ['modelerrorexception', rule('server_error', 'server.model_error')],
  // OpenAI's type for output the model failed to produce ("The model produced invalid content", a
  // 500); weak, since Dust and others name any model failure so and their words say which (batch 228)
  ['model_error', rule('server_error', 'server.model_error', true)],
  // one-api/new-api relays: the upstream answered a bad status (weak: the text may say why)
  ['upstream_error', rule('server_error', 'server.upstream', true)],
  ['bad_response_status_code', rule('server_error', 'server.upstream', true)],
  // The AI SDK's check of the provider's answer ("Expected 'function.name' to be a string.", a tool
  // call delta from llama.cpp's or a relay's parser, batch 587): the response, never the request;
  // weak, so words about what the provider said (a rate limit in the data) decide first.
  ['ai_invalidresponsedataerror', rule('server_error', 'server.invalid_response', true)],
  // An app's class for an answer it could not use (LightRAG's `InvalidResponseError` for a
  // completion with no content, kept by tenacity as "RetryError[<Future … raised
  // InvalidResponseError>]", batch 676): the provider's answer, not the request; weak, so the words
  // beside it decide first.
  ['invalidresponseerror', rule('server_error', 'server.invalid_response', true)],
  // auth
  // Azure Resource Manager's codes for an Entra token minted for another tenant or resource
  // ("The access token is from the wrong issuer … It must match the tenant …", the Foundry and MCP
  // tools, batch 570; held h570 under its 401): a login to the right tenant or audience fixes it,
  // as TOKEN_FOR_OTHER_TENANT reads the words, also when a client's redaction cut them.
  ['invalidauthenticationtokentenant', rule('auth', 'auth.unauthorized')],
  ['invalidauthenticationtokenaudience', rule('auth', 'auth.unauthorized')],
  // OAuth's `invalid_scope` (RFC 6749 §5.2): the token request named a scope the identity provider
  // refused (Entra's AADSTS70011 under azure_ad_token_provider, batch 578; google-auth's refresh,
  // held h446): no token was minted, so it is the credential setup's, not the model request's
  // validation, whatever the description says about the parameter.
  ['invalid_scope', rule('auth', 'auth.unauthorized')],
  ['invalid_api_key', rule('auth_permanent', 'auth.invalid_key')],
  ['api_key_invalid', rule('auth_permanent', 'auth.invalid_key')],
  ['incorrect_api_key', rule('auth_permanent', 'auth.invalid_key')],
  // A key that is no key by its shape (zui's `INVALID_API_KEY_FORMAT` under its 401, held
  // h904-zui-invalid-api-key-format-es kept with the code alone): no retry makes it one. Rule group
  // NE, session 70.
  ['invalid_api_key_format', rule('auth_permanent', 'auth.invalid_key')],
  // Tencent Cloud API 3.0's codes for a SecretId that does not exist or is no API key ("The SecretId
  // is not found, please ensure that your SecretId is correct.", in its Response.Error envelope):
  // the key itself, not a model (review rw40c).
  ['authfailure.secretidnotfound', rule('auth_permanent', 'auth.invalid_key')],
  ['authfailure.invalidsecretid', rule('auth_permanent', 'auth.invalid_key')],
  // Tencent Cloud's common code for a key whose CAM policy lacks the action ("无权执行该操作,请检查您的
  // CAM策略…", Hunyuan, batch 804): a policy the account's administrator grants, so `auth`, not the key.
  ['authfailure.unauthorizedoperation', rule('auth', 'auth.unauthorized')],
  ['unauthorizedoperation', rule('auth', 'auth.unauthorized')],
  // OAuth's client authentication failed (RFC 6749 §5.2): the client id or secret itself, which no
  // token refresh fixes (SAP AI Core's service key, batch 157).
  ['invalid_client', rule('auth_permanent', 'auth.invalid_key')],
  ['consumer_suspended', rule('auth_permanent', 'auth.token_revoked')],
  ['account_deactivated', rule('auth_permanent', 'auth.token_revoked')],
  // Chatbox AI's licence (its key) that the service no longer takes ("License Inactived", a 401;
  // held h83, batch 392): renewed by its owner, not by a retry or a refresh.
  ['license_inactived', rule('auth_permanent', 'auth.token_revoked')],
  // OpenAI's OAuth codes for a refresh token the token endpoint refused: `refresh_token_invalidated`
  // (revoked server-side; openai-codex in OpenClaw, batch 1437, h1437; cockpit-tools, h640) and
  // `refresh_token_reused` (already spent; held h508, h687, h1131): the stored login is dead and only
  // signing in again helps, as every held line with either code is labelled (auth_permanent 8).
  ['refresh_token_invalidated', rule('auth_permanent', 'auth.token_revoked')],
  ['refresh_token_reused', rule('auth_permanent', 'auth.token_revoked')],
  ['api_key_service_blocked', rule('auth_permanent', 'auth.org_not_allowed')],
  // Dify's provider with no valid model credentials configured (its 400, batch 843: "fix the
  // configuration, retry won't help"): the workspace's key must be set, no refresh brings one.
  ['provider_not_initialize', rule('auth_permanent', 'auth.invalid_key')],
  // OpenAI's codes for an OpenAI-Organization or OpenAI-Project header that names none of the key's
  // ("OpenAI-Organization header should match organization for API key", a 401 under the weak
  // `invalid_request_error` type; held h510, h590, h312): the credential setting, not the request's
  // shape, so `auth`, as the held lines label it, also when the body alone is kept.
  ['mismatched_organization', rule('auth', 'auth.unauthorized')],
  ['mismatched_project', rule('auth', 'auth.unauthorized')],
  // OpenAI's codes for a key refused for its organization: `invalid_organization` ("You do not have
  // access to the organization tied to the API key.", "No such organization: org-…" for an
  // OpenAI-Organization header naming none of the key's; eliza-starter, batch 472) and
  // `no_organization` ("You must be a member of an organization to use the API."): the key or its
  // configured organization must change; no retry or refresh makes it work (under the weak
  // `invalid_request_error` type they come with). Parked, not killed (`auth.invalid_key`, which the
  // text refines to a revoked key when it says "disabled" or "deactivated"): "No such organization"
  // names the OpenAI-Organization setting sent beside a working key (the same key works with the right
  // one, as held h345's `mismatched_organization` does), and `no_organization` has come back on keys
  // that worked before and after (abi/screenshot-to-code#9: "I tried 3 keys"; review rw42a).
  ['invalid_organization', rule('auth_permanent', 'auth.invalid_key')],
  ['no_organization', rule('auth_permanent', 'auth.invalid_key')],
  // OpenAI's `no_valid_organizations` ("You do not have any valid organizations.", a ChatGPT sign-in
  // to Codex whose account has none, batch 779): the account must change, as `no_organization`.
  ['no_valid_organizations', rule('auth_permanent', 'auth.invalid_key')],
  // Google's other key restrictions (ErrorInfo reasons): this key is barred from this caller or
  // API until its owner changes the restriction; no retry or refresh lifts it.
  ['api_key_http_referrer_blocked', rule('auth_permanent', 'auth.org_not_allowed')],
  ['api_key_ip_address_blocked', rule('auth_permanent', 'auth.org_not_allowed')],
  ['api_key_android_app_blocked', rule('auth_permanent', 'auth.org_not_allowed')],
  ['api_key_ios_app_blocked', rule('auth_permanent', 'auth.org_not_allowed')],
  // Google's ErrorInfo reason for a credential of a kind the API does not take (an OAuth token of a
  // client the API refuses, a key where a token is expected): the same credential fails every time
  // (Gemini CLI, batch 181); a refresh gives a token of the same kind.
  ['access_token_type_unsupported', rule('auth_permanent', 'auth.invalid_key')],
  // Langdock's Model Gateway refusing a key of a kind it does not serve ("The Model Gateway endpoint
  // does not serve this API key type or endpoint yet. Use the /api/public endpoint …", code
  // `model_gateway_unsupported` under a `permission_error`, held h891, h912: auth_permanent; group
  // IB): the same key fails there every time, as a credential type the API does not take above.
  ['model_gateway_unsupported', rule('auth_permanent', 'auth.invalid_key')],
  // ElevenLabs' status for a key created without the scope the endpoint needs ("The API key you used
  // is missing the permission text_to_speech to execute this operation."; a translator app that
  // printed only the code, "TTS error: missing_permissions", batch 544): only a key issued or edited
  // with that permission works, as OpenAI's "Missing scopes" says. Only the exact code: Anthropic's
  // words "Missing permissions." under a `permission_error` (held h119, auth) name no key.
  ['missing_permissions', rule('auth_permanent', 'auth.invalid_key')],
  // Google's account held until a person verifies it in a browser ("To continue, verify your
  // account at …", reason VALIDATION_REQUIRED): no retry or token refresh fixes it.
  ['validation_required', rule('auth_permanent', 'auth.invalid_key')],
  ['unsupported_country_region_territory', rule('auth_permanent', 'auth.region_blocked')],
  // The Gemini Dart SDK's exception class for the same refusal ("User location is not supported for
  // the API use."), printed by Dart's default toString as only `Instance of 'UnsupportedUserLocation'`
  // (google_generative_ai, batch 418): the class names the verdict, as the message would.
  ['unsupporteduserlocation', rule('auth_permanent', 'auth.region_blocked')],
  ['authentication_error', rule('auth', 'auth.unauthorized')],
  ['authenticationerror', rule('auth', 'auth.unauthorized')],
  ['invalid_authentication', rule('auth', 'auth.unauthorized')],
  ['unauthenticated', rule('auth', 'auth.unauthorized')],
  ['unauthorized', rule('auth', 'auth.unauthorized')],
  ['permission_error', rule('auth', 'auth.forbidden')],
  // ChatGPT's backend code for an account signed in to a workspace it may not use (`{"detail":
  // {"code": "invalid_workspace_selected"}}` under Codex's 403, held h737: auth, the one held line
  // with the code): the sign-in's workspace, which choosing another or signing in again fixes, kept
  // with the body alone (rule group UF, session 75).
  ['invalid_workspace_selected', rule('auth', 'auth.forbidden')],
  ['permission_denied', rule('auth', 'auth.forbidden')],
  ['permissiondeniederror', rule('auth', 'auth.forbidden')],
  ['accessdeniedexception', rule('auth', 'auth.forbidden')],
  ['unrecognizedclientexception', rule('auth', 'auth.expired_token')],
  ['expiredtokenexception', rule('auth', 'auth.expired_token')],
  // Azure Resource Manager's code for an Entra access token past its expiry ("The access token
  // expiry UTC time '…' is earlier than current UTC time '…'.", Foundry for VS Code, held h578): a
  // fresh sign-in works, as an expired token does.
  ['expiredauthenticationtoken', rule('auth', 'auth.expired_token')],
  // LemonData's code for an expired key, kept alone under its 401 (held h900-lemondata-ja-expired-api-key:
  // auth): an expiry a renewed key fixes, as the words "expired" read. Rule group NE, session 70.
  ['expired_api_key', rule('auth', 'auth.expired_token')],
  ['invalidsignatureexception', rule('auth', 'auth.expired_token')],
  // timeouts
  ['deadline_exceeded', rule('timeout', 'transport.timeout')],
  ['modeltimeoutexception', rule('timeout', 'transport.timeout')],
  ['request_timeout', rule('timeout', 'transport.timeout')],
  // A proxy's code for an upstream it could not reach in its time budget (codex-lb's
  // `upstream_request_timeout` "Proxy request budget exhausted", batch 1126).
  ['upstream_request_timeout', rule('timeout', 'transport.timeout')],
  // new-api forks' channel code for an upstream that did not answer within the channel's time limit
  // (TokenDog's `channel:response_time_exceeded`, 上游响应超时, batch 900).
  ['channel:response_time_exceeded', rule('timeout', 'transport.timeout')],
  // SageMaker's ModelStreamError code for a model that ran past the streaming time limit.
  ['modelinvocationtimeexceeded', rule('timeout', 'transport.timeout')],
  // OpenAI's and Azure's batch output line for a request the batch did not run before its
  // completion window closed ("This request could not be executed before the completion window
  // expired."): nothing was wrong with it, and it runs if sent again; not an overflow because of the
  // "window" it names. A batch cancelled by its owner did not run either: the caller's abort.
  ['batch_expired', rule('timeout', 'transport.timeout')],
  ['batch_cancelled', rule('aborted', 'aborted.caller')],
  // OpenAI's and Azure's verdict on a Batch input file's line ("This line is not parseable as valid
  // JSON.", a failed batch's `errors.data[]`, batch 529): the file sent is wrong, and sent again it
  // fails again.
  ['invalid_json_line', rule('format_error', 'request.invalid')],
  // OpenCode Zen's and Go's type for a call without its session header (`MissingSessionID`: "Error
  // from provider (Console): OpenCode's free tier can only be used in OpenCode", held h732; "Missing
  // x-opencode-session header", h253, h353, h755, h1113, h1742; held ×6, all format_error): the
  // request lacks what the gateway needs, whatever the words beside it say about the free tier.
  // Rule group PE, session 72.
  ['missingsessionid', rule('format_error', 'request.invalid')],
  // request shape (weak: text may say overflow)
  ['validationexception', rule('format_error', 'request.invalid', true)],
  // AWS: the service has no such operation (a client's wrong route or action; batch 207).
  ['unknownoperationexception', rule('format_error', 'request.invalid_url')],
  ['invalid_argument', rule('format_error', 'request.invalid', true)],
  ['invalid_request_error', rule('format_error', 'request.invalid', true)],
  ['badrequesterror', rule('format_error', 'request.invalid', true)],
  ['unsupported_parameter', rule('format_error', 'request.invalid_parameter')],
  ['unknown_parameter', rule('format_error', 'request.invalid_parameter')],
  // OpenAI Realtime's refusal of a client event sent out of turn (`response.create` while a response
  // is running, `response.cancel` with none running; pipecat, batch 869): the client's sequencing,
  // as the held lines with their message read; often only the code is logged.
  ['conversation_already_has_active_response', rule('format_error', 'request.invalid')],
  ['response_cancel_not_active', rule('format_error', 'request.invalid')],
  ['invalid_function_parameters', rule('format_error', 'request.invalid_tool_schema')],
  // ChatGPT's type for a failure of the caller's own MCP server (`{"detail": {"type": "mcp_error",
  // "developer_message": "MCP server/discover response was inconsistent from …"}}` under a 424, held
  // h1308: format_error, the one held line with the type): the request's tool server, as the MCP
  // tool-list failures read, not the model API's fault. Weak: words that name a cause decide first
  // (rule group UF, session 75).
  ['mcp_error', rule('format_error', 'request.invalid', true)],
  ['notfounderror', rule('model_not_found', 'model.not_found', true)],
  ['not_found_error', rule('model_not_found', 'model.not_found', true)],
  // Retell's call `disconnection_reason` values, often logged alone (its debug guide, batch 876):
  // the socket to the caller's own LLM server never opened or broke mid-call (the transport), that
  // server closed it abnormally or sent what the protocol does not define, or the inbound webhook
  // that supplies the call's variables failed (a backend the call depends on), and an account with
  // no valid payment on file or an overdue bill. Read as codes (the `code` field), not as words.
  ['error_llm_websocket_open', rule('timeout', 'transport.connect')],
  ['error_llm_websocket_lost_connection', rule('timeout', 'transport.reset')],
  ['error_llm_websocket_runtime', rule('server_error', 'server.upstream')],
  ['error_llm_websocket_corrupt_payload', rule('server_error', 'server.invalid_response')],
  ['error_inbound_webhook', rule('server_error', 'server.upstream')],
  ['no_valid_payment', rule('billing', 'billing.account_overdue')],
  // …and a call its abuse filter ended ("scam detected for that particular agent").
  ['scam_detected', rule('content_policy', 'content_policy.blocked')],
];

/** Lower-cased code or class name → rule. */
export const CODE_RULES: ReadonlyMap<string, CodeRule> = new Map(ENTRIES);

/** Codes that mean a safety/moderation block. */
export const CONTENT_POLICY_CODES: ReadonlySet<string> = new Set([
  'content_filter',
  // Gemini: a 200 without candidates whose `promptFeedback.blockReason` is set (extract.ts).
  'prompt_blocked',
  'content_policy_violation',
  // A relay's code for its input filter ("输入内容包含敏感信息，请修改后重试", type content_filter_error,
  // batch 1178; held ×2 content_policy). The type alone is not read: held ×3 server_error.
  'content_filtered',
  'content_policy',
  'data_inspection_failed',
  'datainspectionfailed',
  'sensitive_words_detected',
  'responsibleaipolicyviolation',
  'prohibited_content',
  'moderation_blocked',
  // OpenAI's cyber- and bio-risk classifiers ("This content was flagged for possible cybersecurity
  // risk.", batch 269).
  'cyber_policy',
  'bio_policy',
  'safety',
  'blocklist',
  // Gemini's candidate `finishReason` values for a safety or policy stop (extract.ts).
  'spii',
  'recitation',
  'image_safety',
  'image_prohibited_content',
  'model_armor',
  // Not OpenAI's `image_generation_user_error`: a type for any fault of the caller's image request
  // (a mask without alpha, an unknown image model, batch 658), not only a moderation block.
  // Veo's finished operation whose RAI filter removed the video (`raiMediaFilteredCount`, extract.ts).
  'rai_media_filtered',
  // A guardrail that intervened on the request or the answer: Bedrock's guardrail action (and its
  // Converse stop reason), WSO2's AI gateway's `action` (batch 333, read by extract.ts).
  'guardrail_intervened',
]);

/**
 * Codes that mean out of money, used on statuses whose text is ambiguous: every code the table reads
 * as billing, so an entry added there is read here too.
 */
export const BILLING_CODES: ReadonlySet<string> = new Set(
  ENTRIES.filter(([, codeRule]) => codeRule.reason === 'billing').map(([code]) => code),
);

/** Transport error codes (Node, undici, libuv) → category. */
export const TRANSPORT_CODES: ReadonlyMap<string, string> = new Map([
  ['ECONNRESET', 'transport.reset'],
  ['EPIPE', 'transport.reset'],
  ['ECONNABORTED', 'transport.reset'],
  ['ERR_STREAM_PREMATURE_CLOSE', 'transport.reset'],
  ['UND_ERR_SOCKET', 'transport.reset'],
  ['UND_ERR_CLOSED', 'transport.reset'],
  ['UND_ERR_DESTROYED', 'transport.reset'],
  ['UND_ERR_RES_CONTENT_LENGTH_MISMATCH', 'transport.reset'],
  ['UND_ERR_REQ_CONTENT_LENGTH_MISMATCH', 'transport.reset'],
  ['ECONNREFUSED', 'transport.refused'],
  ['EHOSTUNREACH', 'transport.refused'],
  ['ENETUNREACH', 'transport.refused'],
  ['ENETDOWN', 'transport.refused'],
  ['EHOSTDOWN', 'transport.refused'],
  ['EADDRNOTAVAIL', 'transport.refused'],
  ['ENOTFOUND', 'transport.dns'],
  ['EAI_AGAIN', 'transport.dns'],
  ['EAI_FAIL', 'transport.dns'],
  ['EAI_NONAME', 'transport.dns'],
  ['ETIMEDOUT', 'transport.timeout'],
  ['ESOCKETTIMEDOUT', 'transport.timeout'],
  ['ETIME', 'transport.timeout'],
  ['UND_ERR_CONNECT_TIMEOUT', 'transport.timeout'],
  ['UND_ERR_HEADERS_TIMEOUT', 'transport.timeout'],
  ['UND_ERR_BODY_TIMEOUT', 'transport.timeout'],
  ['ERR_HTTP2_STREAM_ERROR', 'transport.reset'],
  ['ERR_HTTP2_SESSION_ERROR', 'transport.reset'],
  ['ERR_HTTP2_GOAWAY_SESSION', 'transport.reset'],
  // Node's HTTP/2 session destroyed under a request ("The session has been destroyed", Copilot CLI
  // and undici's h2 client, batch 2009; held ×2 timeout, as every other ERR_HTTP2_* line, ×11).
  ['ERR_HTTP2_INVALID_SESSION', 'transport.reset'],
  ['ERR_SOCKET_CONNECTION_TIMEOUT', 'transport.timeout'],
  // The JVM's socket timeout kept as the cause's code under a wrapper that says nothing (the Gemini
  // Android SDK's UnknownException "Something unexpected happened.", batch 861): the read timed out.
  ['SOCKETTIMEOUTEXCEPTION', 'transport.timeout'],
  // Bun's fetch: a refused connection ("Unable to connect. Is the computer able to access the
  // url?") and a socket it could not open ("Was there a typo in the url or port?", batch 504).
  ['CONNECTIONREFUSED', 'transport.refused'],
  ['FAILEDTOOPENSOCKET', 'transport.refused'],
]);

/** Codes that mean the server dropped the connection (DESIGN §1.2 step 6). */
export const DISCONNECT_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'ERR_HTTP2_STREAM_ERROR',
]);

/** Error class names of transport failures (SDKs, undici, httpx, Java, Dart …) → category. */
export const TRANSPORT_NAMES: ReadonlyMap<string, string> = new Map([
  ['apiconnectionerror', 'transport.other'],
  ['apiconnectiontimeouterror', 'transport.timeout'],
  ['timeouterror', 'transport.timeout'],
  ['connecttimeouterror', 'transport.timeout'],
  ['headerstimeouterror', 'transport.timeout'],
  ['bodytimeouterror', 'transport.timeout'],
  ['sockettimeoutexception', 'transport.timeout'],
  ['readtimeout', 'transport.timeout'],
  ['readtimeouterror', 'transport.timeout'],
  ['connecttimeout', 'transport.timeout'],
  ['timeoutexception', 'transport.timeout'],
  ['requesttimeouterror', 'transport.timeout'],
  ['connecterror', 'transport.refused'],
  ['connectionerror', 'transport.other'],
  ['networkerror', 'transport.other'],
  ['socketerror', 'transport.reset'],
  ['socketexception', 'transport.reset'],
  ['remoteprotocolerror', 'transport.reset'],
  ['servertimeouterror', 'transport.timeout'],
  ['fetcherror', 'transport.other'],
  // Elixir's Req and Mint raise it only when the socket failed (batches 144 and 494).
  ['req.transporterror', 'transport.other'],
  ['mint.transporterror', 'transport.other'],
]);
