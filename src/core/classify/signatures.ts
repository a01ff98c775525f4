/**
 * Step 1 of the pipeline (DESIGN §1.2): provider signatures that win over the HTTP status —
 * content-policy blocks, thinking signatures, the long-context tier, caller aborts.
 * @module
 */
import { hasTransportCode } from './by-transport.js';
import { CONTENT_POLICY_CODES } from './code-rules.js';
import {
  accessTerminated,
  byText,
  codeField,
  type Decision,
  fieldOf,
  hasCode,
  type Run,
  saysTransportFailure,
  transientSignal,
} from './decision.js';
import * as P from './patterns.js';

/**
 * A code shaped like an ErrorInfo reason that names an unsafe generation or input (Google Flow's
 * `PUBLIC_ERROR_UNSAFE_GENERATION` under a bare "Request contains an invalid argument."): the
 * content was refused, which the generic 400 around it does not say. Also Volcengine Ark's
 * moderation codes as a structured field (`InputImageSensitiveContentDetected.PrivacyInformation`,
 * `OutputVideoSensitiveContentDetected`, batch 236): the family's name is its filter's verdict.
 */
const UNSAFE_CONTENT_CODE =
  /(?:^|_)unsafe_(?:generation|content|prompt|input|output|image|video|request)(?:_|$)|sensitivecontentdetected(?:\.|$)/;

/** WSO2 API Manager's AI-guardrail error code (its gateway answers a guardrail's block with it). */
const WSO2_GUARDRAIL_CODES: ReadonlySet<string> = new Set(['900514']);

function policyCodeOf(facts: Run['facts']): string | undefined {
  const known = hasCode(facts, CONTENT_POLICY_CODES);
  if (known !== undefined) return known;
  for (const code of facts.codes) if (UNSAFE_CONTENT_CODE.test(code.lower)) return code.value;
  return undefined;
}

/**
 * Wordings that several held lines share and that the status, code or usage-window families read
 * wrong (rule group ID, session 65: clusters among the known misses). Each is a provider's or a
 * gateway's own sentence for one failure, gated by a cheap `includes` before its regex; the held
 * lines that contain each wording all carry its reason.
 */
const KNOWN_WORDINGS: readonly {
  readonly gate: string;
  readonly pattern: RegExp;
  readonly reason: Decision['reason'];
  readonly category: string;
  readonly rule: string;
  /** Statuses that decide before the wording (a transient one the wording does not explain). */
  readonly notUnder?: readonly number[];
}[] = [
  // Pollinations' 402 "Model not found or tier not high enough. Your tier: anonymous, required
  // tier: seed" (h360, h1300): the model is not served to this tier; another model is the way out,
  // not a top-up the 402 alone would ask for.
  {
    gate: 'tier not high enough',
    pattern: /\bmodel not found or tier not high enough\b/,
    reason: 'model_not_found',
    category: 'model.access_denied',
    rule: 'signature.model_or_tier_not_found',
  },
  // Sourcegraph Cody Gateway's abuse filter under a 400: "request blocked - if you think this is a
  // mistake, please contact support@sourcegraph.com" (h79, h105); the bare "request blocked" of a
  // WAF (held auth_permanent) is not read.
  {
    gate: 'request blocked',
    pattern: /\brequest blocked - if you think this is a mistake\b/,
    reason: 'content_policy',
    category: 'content_policy.blocked',
    rule: 'signature.gateway_request_blocked',
  },
  // Copilot Studio's capacity enforcement: "This agent is currently unavailable. It has reached its
  // usage limit. Please try again later." (h843, h985): the tenant's purchased capacity, which the
  // "try again later" beside it does not refill (the usage-window family would read it so).
  {
    gate: 'its usage limit',
    pattern: /\bthis agent is currently unavailable\. it has reached its usage limit\b/,
    reason: 'billing',
    category: 'billing.spend_limit',
    rule: 'signature.agent_usage_limit_reached',
  },
  // Warp's enum code "Request failed with error: QuotaLimit" (h795, h1071): the plan's allowance of
  // AI requests is spent (upgrade or wait for the next cycle).
  {
    gate: 'quotalimit',
    pattern: /\bfailed with error: quotalimit\b/,
    reason: 'billing',
    category: 'billing.quota_exhausted',
    rule: 'signature.quota_limit_code',
  },
  // Google's key restriction by HTTP referrer: "Requests from referer <empty> are blocked." with
  // ErrorInfo reason API_KEY_HTTP_REFERRER_BLOCKED under a 403 (h627, h1331): the key is fine but
  // refused from this caller, a setting the owner changes (auth), not a dead key.
  {
    gate: 'refer',
    pattern: /\bapi_key_http_referrer_blocked\b|\brequests from referer \S{1,200} are blocked\b/,
    reason: 'auth',
    category: 'auth.forbidden',
    rule: 'signature.api_key_referrer_blocked',
  },
  // Azure OpenAI On Your Data's verdict on the data source the request sets: "Invalid
  // AzureCognitiveSearch configuration detected: Call to get Azure Search index failed. … Azure
  // Search Error: 403" (its 400 through openai-python, and the same sentence over requests' "403
  // Client Error: Forbidden for url: https://…search.windows.net/…" with no status of its own;
  // batch 1548: h1548-azure-search-index-failed-403-network, h1548-azure-acs-config-403-client-error;
  // held 4/4 format_error). The search index, its endpoint or its key in the request's
  // `data_sources` is wrong: the inner 403 is Azure Search's, not the caller's Azure OpenAI key,
  // which the status and key rules would rotate (rule group LA, session 68).
  {
    gate: 'configuration detected',
    pattern: /\binvalid azure ?(?:cognitive ?)?search configuration detected\b/,
    reason: 'format_error',
    category: 'request.invalid',
    rule: 'signature.data_source_config_invalid',
  },
  // Gemini's verdict on the request's `safety_settings` list, not on its content: "Multiple safety
  // settings with the same category." under 400 INVALID_ARGUMENT (batch 1696,
  // h1696-gemini-genai-multiple-same-category; held "safety_settings" ×10 and "HarmCategory" ×8
  // format_error): the configuration is wrong and every retry sends it again, where the content-policy
  // family's "safety settings" reads a block (rule group OA, session 71).
  {
    gate: 'safety settings with',
    pattern: /\bmultiple safety settings with the same category\b/,
    reason: 'format_error',
    category: 'request.invalid',
    rule: 'signature.safety_settings_duplicate_category',
  },
  // LiteLLM's own check of the request's parameters against the provider's ("anthropic does not
  // support parameters: {'functions': …}. To drop these, set `litellm.drop_params=True`", its
  // UnsupportedParamsError), whatever class its mapping filed it under (`ServiceUnavailableError`
  // through Open Interpreter, batch 1701, h1701-anthropic-litellm-functions-unsupported; held "does
  // not support parameters" ×31 format_error, none other): nothing reached the provider, so the class
  // name (overloaded, server_error) says nothing of it (rule group OA, session 71).
  {
    gate: 'does not support parameters',
    pattern: /\bdoes not support parameters: \{/,
    reason: 'format_error',
    category: 'request.invalid_parameter',
    rule: 'signature.litellm_params_unsupported',
  },
  // The ChatGPT Codex backend's refusal of a `service_tier` value ("Unsupported service_tier: fast",
  // batch 1767, h1767-openai-codex-unsupported-service-tier-fast-upstream-error, relayed by codex-lb
  // under its own `type: server_error` / `code: upstream_error`; held "Unsupported service_tier" ×5
  // format_error, none other): the parameter's value fails on every retry, whatever type the relay's
  // wrapper gave it (rule group PA, session 72).
  {
    gate: 'unsupported service_tier',
    pattern: /\bunsupported service_tier: ?\\?["'`]?[a-z]/,
    reason: 'format_error',
    category: 'request.invalid_parameter',
    rule: 'signature.service_tier_unsupported',
    // A 429, 503 or 529 beside it is a capacity answer (OpenAI's flex tier and Codex answer their
    // capacity with a 429): no held line has the wording under one, so the transient status decides
    // (session 72 review, problem 5).
    notUnder: [429, 503, 529],
  },
  // Ollama's check of a request option's type (`option "stop" must be of type array`, answered as a
  // 500 through ollama-python; LightRAG, batch 1766, h1766-ollama-lightrag-stop-option-must-be-array):
  // the request's options are wrong and every retry sends them again, whatever the 500 says (rule
  // group PA, session 72).
  {
    gate: 'must be of type',
    pattern: /\boption \\?"[\w.-]{1,40}\\?" must be of type [a-z]/,
    reason: 'format_error',
    category: 'request.invalid_parameter',
    rule: 'signature.ollama_option_wrong_type',
  },
  // Ollama's grammar for a request's JSON-schema `format` needs the model's vocabulary ("failed to
  // load model vocabulary required for format", /api/chat with `format` on gpt-oss:20b, batch 1773,
  // h1773-ollama-failed-load-vocabulary-required-for-format): the request's `format` is what fails,
  // and the same request without it (or on another model) passes; the model-runner family's "failed
  // to load model" (a server fault) does not read it (rule group PA, session 72).
  {
    gate: 'required for format',
    pattern: /\bfailed to load model vocabulary required for format\b/,
    reason: 'format_error',
    category: 'request.invalid_parameter',
    rule: 'signature.ollama_format_grammar_unavailable',
  },
  // Docker Model Runner's llama.cpp backend dying while it loads the model ("unable to load runner:
  // error waiting for runner to be ready: llama.cpp terminated unexpectedly: …", batch 1772: exit
  // 0xc0000005, exit 127, "failed to load model", h1772-dmr-not-enough-gpu-memory,
  // h1772-dmr-log-exit-0xc0000135; held "llama.cpp terminated unexpectedly" ×5 server_error, none
  // other): the host's runner crashed, a server fault, not a dropped connection ("terminated") nor a
  // model too big for the host (its "not enough GPU memory" is the runner's crash report) (rule group
  // PA, session 72).
  {
    gate: 'terminated unexpectedly',
    pattern: /\bllama\.cpp terminated unexpectedly\b/,
    reason: 'server_error',
    category: 'server.model_error',
    rule: 'signature.model_runner_crashed',
  },
  // GitHub's abuse flag on the account behind a Copilot token (`notification_id: "spammy_user"`,
  // "Contact Support", under a 403 "Resource not accessible by integration"; batch 1777,
  // h1777-github-copilot-spammy-user-403): only GitHub Support lifts it, so no retry or refresh of
  // the same credential helps (rule group PA, session 72).
  {
    gate: 'spammy_user',
    pattern: /\bspammy_user\b/,
    reason: 'auth_permanent',
    category: 'auth.token_revoked',
    rule: 'signature.account_flagged_spammy',
  },
  // Qwen's web API (behind Qwen-Free-API's "服务暂时不可用，第三方响应错误：NOT_LOGIN") saying the
  // session ticket expired (batch 945, h945-qwen-freeapi-not-login): a login to renew, not a
  // temporarily unavailable service as the wrapper's words say (rule group PA, session 72).
  {
    gate: 'not_login',
    pattern: /(?<![\w-])not_login(?![\w-])/,
    reason: 'auth',
    category: 'auth.expired_token',
    rule: 'signature.session_not_logged_in',
  },
  // Cohere's connector without its user's OAuth (rule group KC's CONNECTOR_NOT_AUTHENTICATED, session
  // 67, h990-cohere-connector-not-authenticated, Cohere's documented 400): the connector is not set
  // up, not the caller's key. Its one reading (session 72 review, problem 3: rule group PA had added
  // a copy of it here, and the message-step call was dropped), read in this step so that a 400's
  // word vote ("authenticated", auth) does not decide first. Not under a 401: nothing held shows the
  // wording with one, and a 401 says the key was refused, so the status decides (auth).
  {
    gate: 'for connector',
    pattern: P.CONNECTOR_NOT_AUTHENTICATED,
    reason: 'format_error',
    category: 'request.invalid',
    rule: 'signature.connector_not_authenticated',
    notUnder: [401],
  },
  // OpenRouter's daily key cap (KEY_DAILY_LIMIT, h1786-openrouter-key-limit-daily-403): it refills
  // tomorrow, whatever status a client kept beside the words (403 as sent, 402, 429 or none).
  {
    gate: 'daily limit',
    pattern: P.KEY_DAILY_LIMIT,
    reason: 'rate_limit',
    category: 'rate_limit.daily_quota',
    rule: 'signature.key_daily_limit',
  },
];

/**
 * Every gate of {@link KNOWN_WORDINGS} in one pattern, built from the table (the gates are plain
 * words): the signature step runs on every error, and one scan of the text costs less than six
 * `includes` (≈ 2 % of the whole classifier's median).
 */
const KNOWN_WORDING_GATE = new RegExp(KNOWN_WORDINGS.map((known) => known.gate).join('|'));

function knownWording(run: Run, status: number | undefined): Decision | undefined {
  if (!KNOWN_WORDING_GATE.test(run.text)) return undefined;
  for (const known of KNOWN_WORDINGS) {
    if (!run.text.includes(known.gate)) continue;
    if (status !== undefined && known.notUnder?.includes(status)) continue;
    const decided = byText(
      run,
      known.pattern,
      known.reason,
      known.category,
      'signature',
      known.rule,
    );
    if (decided) return decided;
  }
  return undefined;
}

export function signatures(run: Run, status: number | undefined): Decision | undefined {
  const { facts, text } = run;
  const known = knownWording(run, status);
  if (known) return known;
  const policyCode = policyCodeOf(facts);
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
  // WSO2's AI-guardrail code beside its verdict's words, whatever its tenant's error sequence sent
  // ("Runtime Error" with no status, batch 1691; rule group NA, session 70).
  if (hasCode(facts, WSO2_GUARDRAIL_CODES) !== undefined) {
    const wso2 = byText(
      run,
      P.GUARDRAIL_VIOLATION_DETECTED,
      'content_policy',
      'content_policy.blocked',
      'signature',
      'signature.wso2_guardrail_violation',
    );
    if (wso2) return wso2;
  }
  // Refusals come as 400/403/422/451 (or inside a 200 stream, or with no status at all), and as a
  // gateway's own 4xx that no rule maps (WSO2's AI gateway answers a guardrail's block with 446,
  // batch 333); a 401/402/429 that quotes a policy is an account action, not a prompt refusal.
  if (
    status === undefined ||
    status === 400 ||
    status === 403 ||
    status === 422 ||
    status === 451 ||
    status === 406 ||
    unmapped4xx(status, text)
  ) {
    // A filter that failed to run (Azure's `content_filter_error` "The contents are not
    // filtered") refused nothing: without a status it is the service's fault.
    // Only when no category's filter blocked: an errored filter beside a `'filtered': True`
    // verdict is still a refusal.
    const failed = P.CONTENT_FILTER_BLOCKED.test(text) ? null : P.CONTENT_FILTER_FAILED.exec(text);
    if (failed !== null) {
      if (status === undefined) {
        return {
          reason: 'server_error',
          category: 'server.internal',
          step: 'signature',
          rule: 'signature.content_filter_failed',
          field: fieldOf(facts, P.CONTENT_FILTER_FAILED),
          matched: failed[0],
        };
      }
    } else if (P.CONTENT_POLICY.test(text)) {
      // Every reading below needs the policy words: text without them (the common case) costs one
      // scan of the (long) pattern rather than three; text with them is scanned again below.
      // A resource or account held for a while, the policy only the reason given ("Your resource
      // has been temporarily blocked because … may violate our content policy"): an action on the
      // account that lifts — rotate and fall back (auth), neither a refusal of this prompt nor a
      // dead key (the key families would read "suspended" as one).
      const held = P.ACCOUNT_TEMPORARILY_HELD.exec(text);
      if (held !== null) {
        return {
          reason: 'auth',
          category: 'auth.forbidden',
          step: 'signature',
          rule: 'signature.account_temporarily_held',
          field: fieldOf(facts, P.ACCOUNT_TEMPORARILY_HELD),
          matched: held[0],
        };
      }
      // An account whose access was ended: the policy is only the reason given (batch 97).
      const terminated = accessTerminated(run, 'signature', 'signature.access_terminated');
      if (terminated) return terminated;
      // Qwen Code's empty-stream advice names a content filter among the causes to check: only a
      // policy wording outside that advice is a refusal (batch 96 review).
      const advice = text.includes('no usable stream content') && P.EMPTY_STREAM_ADVICE.test(text);
      const policy =
        (advice && !P.CONTENT_POLICY.test(text.replace(P.EMPTY_STREAM_ADVICE, ''))) ||
        classNamedOverValidation(text) ||
        policyOnlyAmongAllowedValues(text)
          ? undefined
          : byText(
              run,
              P.CONTENT_POLICY,
              'content_policy',
              'content_policy.blocked',
              'signature',
              'signature.content_policy_text',
            );
      if (policy) return policy;
    }
  }
  // A client that reports the provider's content-filter verdict as a 5xx ("Server Unavailable
  // Error … status code: 500. message: Input data may contain inappropriate content"): the
  // verdict's own wording decides, as without a status (a filter that failed stays a 5xx).
  // A filter that could not run ("content safety service is temporarily unavailable … could not be
  // evaluated") gave no verdict: the 5xx decides.
  if (status !== undefined && status >= 500) {
    const verdict = byText(
      run,
      P.CONTENT_POLICY_VERDICT,
      'content_policy',
      'content_policy.blocked',
      'signature',
      'signature.content_policy_verdict_5xx',
    );
    // …unless it is a provider's verdict code, which no filter that failed to run sends.
    if (verdict && (P.FILTER_VERDICT_CODE.test(text) || !filterUnavailable(text))) return verdict;
  }
  // A gateway's guardrail naming what it found, under the 5xx the gateway sends its block with or
  // with no status (LiteLLM's custom guardrails, batch 1691; rule group NA, session 70): the verdict's
  // words beat the status.
  if (status === undefined || status >= 500) {
    const guardrail = byText(
      run,
      P.GUARDRAIL_NAMED_VERDICT,
      'content_policy',
      'content_policy.blocked',
      'signature',
      'signature.guardrail_named_verdict',
    );
    if (guardrail) return guardrail;
  }
  if (
    ((status === 400 || status === undefined) &&
      P.THINKING.test(text) &&
      P.SIGNATURE.test(text) &&
      // Gemini's internal fault while streaming a thought signature: no signature of the caller's
      // failed (rule group NE, session 70).
      !P.THOUGHT_SIGNATURE_CHUNK_PENDING.test(text)) ||
    // Anthropic's backticked field, the block's name cut off ("Invalid `signature` in `t…", ZenMux's
    // 400 as oh-my-pi truncates it, batch 1784, h1784-zenmux-invalid-signature-truncated; held
    // "Invalid `signature`" ×43, all thinking_signature, all with "in `t"). Rule group PB, session
    // 72; the bare field (a request-signing fault) no longer reads (session 72 review 2, problem 1).
    // SIGNATURE stays as a cheap gate: STRONG's redacted_thinking alternative has no "signature".
    ((status === 400 || status === undefined) &&
      P.SIGNATURE.test(text) &&
      P.THINKING_SIGNATURE_STRONG.test(text)) ||
    (relaysRejection(status, text) && P.THINKING_SIGNATURE_STRONG.test(text))
  ) {
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
  // A content block's `signature: Field required` with the thinking block's name masked out of the
  // path (new-api relays, h390, h2111; held "signature: Field required" ×21, all thinking_signature).
  // Rule group YA, session 79.
  if (status === 400 || status === undefined) {
    const masked = byText(
      run,
      P.THINKING_SIGNATURE_FIELD_MASKED,
      'thinking_signature',
      'thinking.signature_invalid',
      'signature',
      'signature.thinking_signature_field_masked',
      { kind: 'strip_thinking' },
    );
    if (masked) return masked;
  }
  // OpenRouter's sentence for a Gemini history without its reasoning details, also retyped without
  // the upstream's thought-signature error behind it (batch 1848; held ×9 thinking_signature). Rule
  // group QB, session 73.
  if (status === 400 || status === undefined) {
    const reasoning = byText(
      run,
      P.REASONING_DETAILS_NOT_PRESERVED,
      'thinking_signature',
      'thinking.signature_invalid',
      'signature',
      'signature.reasoning_details_not_preserved',
      { kind: 'strip_thinking' },
    );
    if (reasoning) return reasoning;
  }
  // A proxy's empty credential pool on its own 5xx (CLIProxyAPI's "auth_unavailable"): auth. Also
  // when the only status is one its message names for the last upstream error ("no auth available
  // (…; last upstream error: status 404)", held h1158 under its 503: auth): that is an earlier
  // call's answer, not the proxy's (rule group IE, session 65).
  if (
    (status === undefined || status >= 500 || facts.statusField === 'message') &&
    P.PROXY_NO_AUTH.test(text)
  ) {
    const model = byText(
      run,
      P.PROXY_LAST_ERROR_MODEL_NOT_FOUND,
      'model_not_found',
      'model.not_found',
      'signature',
      'signature.proxy_no_auth_model_not_found',
    );
    if (model) return model;
    return {
      reason: 'auth',
      category: 'auth.unauthorized',
      step: 'signature',
      rule: 'signature.proxy_no_auth',
      field: fieldOf(facts, P.PROXY_NO_AUTH),
      matched: 'auth_unavailable',
    };
  }
  // A relay group that serves one client only ("No available accounts: this group only allows
  // Claude Code clients", sub2api under its 503, relayed by new-api; batches 693, 713): the request's
  // client identity is what fails, whatever status carries it; no account frees up for it.
  const clientOnly = P.GROUP_CLIENT_ONLY.exec(text);
  if (clientOnly !== null) {
    return {
      reason: 'format_error',
      category: 'request.invalid',
      step: 'signature',
      rule: 'signature.group_client_only',
      field: fieldOf(facts, P.GROUP_CLIENT_ONLY),
      matched: clientOnly[0],
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
  // Anthropic's fast mode refused until usage credits are bought ("Usage credits are required for
  // fast mode.", sent as a 503 or relayed under a 429; held ×2 billing, h2126, h2160): the money, at
  // any status, as the long-context tier's credits are that tier's. Rule groups YC and YF, session 79.
  const fastMode = byText(
    run,
    P.FAST_MODE_USAGE_CREDITS,
    'billing',
    'billing.credits_exhausted',
    'signature',
    'signature.fast_mode_usage_credits',
  );
  if (fastMode) return fastMode;
  const proxied = proxyTunnelFailed(run, status) ?? connectFailedUnderOwnStatus(run, status);
  if (proxied) return proxied;
  if (status === undefined || status === 499) return abortSignature(run, status);
  return undefined;
}

/**
 * A validator's list of the values it allows, the only place a filter is named ("Input should be
 * 'stop', 'length', 'tool_calls', 'content_filter' or 'function_call' [type=literal_error,
 * input_value='model_context_window_exceeded'", batch 488): the SDK refused a value the server sent,
 * and that value, not the list, says what happened (here the context window, read later). A list
 * beside a filter's own words, or a received `'content_filter'`, stays a refusal.
 */
function policyOnlyAmongAllowedValues(text: string): boolean {
  if (!/input should be|expected |permitted|"values"/.test(text)) return false;
  const rest = text.replace(P.ALLOWED_LITERALS, ' ').replace(P.ALLOWED_LITERALS_OTHER, ' ');
  return rest !== text && !P.CONTENT_POLICY.test(rest);
}

/**
 * A client's content-policy class around the provider's own request-validation text, with nothing
 * else of a filter in it: LiteLLM files some of Azure's 400s under `ContentPolicyViolationError` (and
 * prints its `content_policy_fallback` hint) whatever they say, so "litellm.ContentPolicyViolationError:
 * … AzureException - Invalid schema for response_format 'X': … 'additionalProperties' is required to
 * be supplied and to be false." (`innererror` None, batch 262) is OpenAI's strict-schema validation,
 * which fails again until the request changes. A real filter's verdict beside the class ("The
 * response was filtered due to … content management policy") or the class alone (no provider text
 * at all) stays a refusal; so does any text that is not a request's validation. The provider's own
 * request-error type beside its words counts as validation too: "… AzureException - {"error":
 * {"message": "No tool call found for function call output with call_id …", "type":
 * "invalid_request_error", …}}" (a Responses input whose tool output lost its call, batch 291).
 */
function classNamedOverValidation(text: string): boolean {
  if (!text.includes('contentpolicyviolation')) return false;
  const own = text.replace(P.CONTENT_POLICY_CLASS_NAMING, ' ');
  return (
    !P.CONTENT_POLICY.test(own) && (P.VALIDATION.test(own) || P.REQUEST_ERROR_TYPE_TEXT.test(own))
  );
}

/**
 * A proxy that refused or failed the CONNECT tunnel ({@link P.PROXY_TUNNEL_FAILED}), when no status
 * field says otherwise (none, or one the extractor read out of the message's own words): the status
 * in those words is the proxy's ("Tunnel connection failed: 400 Bad Request", batch 261), so neither
 * the status step (a 400, 403 or 503 of the provider's) nor the abort reading (undici's `AbortError`)
 * may read it. A connect failure, as the held proxy errors without a status are.
 */
function proxyTunnelFailed(run: Run, status: number | undefined): Decision | undefined {
  if (status !== undefined && run.facts.statusField !== 'message') return undefined;
  if (status !== undefined && !statusIsTheProxys(run.text, status)) return undefined;
  return byText(
    run,
    P.PROXY_TUNNEL_FAILED,
    'timeout',
    'transport.proxy',
    'signature',
    'signature.proxy_tunnel_failed',
  );
}

/**
 * Rust reqwest's connect failure ({@link P.REQWEST_CONNECT_FAILED}) under a status the extractor
 * read out of the message's own words: the app's answer around a request that never reached the
 * upstream ("status = 422 Unprocessable Entity, message = error sending request for url (…): error
 * trying to connect: dns error: …", batch 1470). A status field of the error's own keeps its reading.
 */
function connectFailedUnderOwnStatus(run: Run, status: number | undefined): Decision | undefined {
  if (status === undefined || run.facts.statusField !== 'message') return undefined;
  return byText(
    run,
    P.REQWEST_CONNECT_FAILED,
    'timeout',
    'transport.connect',
    'signature',
    'signature.connect_failed_under_own_status',
  );
}

/** {@link P.PROXY_TUNNEL_FAILED}, global, to visit each tunnel wording in a text. */
const PROXY_TUNNEL_FAILED_ALL = new RegExp(P.PROXY_TUNNEL_FAILED.source, 'g');
/**
 * Whether a status read from the message stands in (or just after) the proxy's own tunnel words
 * ("Tunnel connection failed: 400 Bad Request", "ProxyError: 407", "…, statusCode=403"): only then is
 * it the proxy's. A retry log that quotes an earlier tunnel failure before the provider's own answer
 * ("… ProxyError('Cannot connect to proxy.', OSError('Tunnel connection failed: 503 …'))'\n
 * openai.RateLimitError: Error code: 429 - {… insufficient_quota …}", review 32) reached the provider
 * at last: that status decides.
 */
function statusIsTheProxys(text: string, status: number): boolean {
  const own = new RegExp(`(?<!\\d|error code:? ?)${status}(?!\\d)`);
  for (const match of text.matchAll(PROXY_TUNNEL_FAILED_ALL)) {
    if (own.test(text.slice(match.index, match.index + match[0].length + 40))) return true;
  }
  return false;
}

/**
 * A 4xx past the statuses HTTP defines (431), other than 451 and a client's closed request (499):
 * a gateway's own number (WSO2's 446), whose body's words say what it refused. Not when the words
 * also name a quota, a rate, money or capacity: those numbers are also quota and capacity answers
 * (DeepL's 456 "Quota exceeded", Groq's 498 flex tier "capacity exceeded"), and a policy link beside
 * them ("See our usage guidelines") refuses no prompt; the status step reads them, as before
 * (review 36b).
 */
function unmapped4xx(status: number, text: string): boolean {
  return (
    status > 431 &&
    status < 500 &&
    status !== 451 &&
    status !== 499 &&
    !(P.RATE_LIMIT.test(text) || P.BILLING_STRICT_CORE.test(text) || P.OVERLOADED.test(text))
  );
}

/** The upstream's 400 a relay's own status wraps. */
const RELAYED_400 = /\b400\b|invalid_request_error|invalid_argument/;

/**
 * A 429, 5xx or (with the 400 shown) 424 that a relay or client put over a thinking-signature rejection, whose own wording
 * then decides: a proxy that gave up on an upstream 400 ("All 1 attempts failed. Last error: HTTP
 * 400: …", typed `overloaded_error`), or a wrapper without the 400 quoted ("API Error: Request
 * rejected (429) · messages.1.content.0: Invalid `signature` in `thinking` block", a relay's FAQ
 * quoting Claude Code, batch 964) — unless, the 400 unquoted, the text names its own rate limit,
 * overload or empty balance ("Overloaded. Previous error: … Invalid `signature` in `thinking`
 * block", review 56): that status is the news, the signature an earlier attempt's.
 */
function relaysRejection(status: number | undefined, text: string): boolean {
  // A relay's 424 (Failed Dependency) around its upstream's 400 (StepCode around Anthropic's
  // "status_code=400", h2111-stepcode-redacted-data-424): only with the 400 shown, since a 424
  // is also a model container's own failure (Bedrock, SageMaker). Rule group YA, session 79.
  if (status === 424) return RELAYED_400.test(text);
  if (status !== 429 && (status === undefined || status < 500)) return false;
  if (RELAYED_400.test(text)) return true;
  return !(P.RATE_LIMIT.test(text) || P.OVERLOADED.test(text) || P.BILLING_STRICT_CORE.test(text));
}

/**
 * Timeout, overload, transient or unavailable wording next to a content-filter verdict (a client's
 * own "Server Unavailable Error" headline over the verdict is not the filter).
 */
function filterUnavailable(text: string): boolean {
  return (
    P.TIMEOUT_TEXT.test(text) ||
    P.OVERLOADED.test(text) ||
    P.CONTENT_FILTER_FAILED.test(text) ||
    /temporar|could not be (?:evaluated|checked|processed)|(?:service|filter|moderation|checker) (?:is )?(?:currently )?unavailable/.test(
      text,
    ) ||
    transientSignal(text) !== null
  );
}

/** Codes a caller's own cancellation carries. */
const ABORT_CODES: ReadonlySet<string> = new Set(['ABORT_ERR', 'ERR_CANCELED']);

/**
 * A message that says only "aborted" is the transport's when a transport code or any other code
 * rides along (Node's `Error: aborted` with `ECONNRESET`; gRPC's `ABORTED` status, a server-side
 * conflict) or the chain says how the connection failed ("socket hang up").
 */
function bareAbortIsTransport(run: Run): boolean {
  const { facts } = run;
  return (
    hasTransportCode(facts) ||
    facts.codes.length > 0 ||
    facts.chainCodes.some((code) => !ABORT_CODES.has(code.code)) ||
    saysTransportFailure(run)
  );
}

/** "aborted" alone, unless the transport's (`bareAbortIsTransport`). */
function bareAbort(run: Run): RegExpExecArray | null {
  const bare = P.ABORT_BARE.exec(run.facts.ownMessage.trim().toLowerCase());
  return bare === null || bareAbortIsTransport(run) ? null : bare;
}

/**
 * A cancellation's bare word alone ("Canceled", "Reason: Canceled"; {@link P.CANCEL_BARE}), unless
 * the transport's, as {@link bareAbort} reads "aborted".
 */
function bareCancel(run: Run): RegExpExecArray | null {
  const bare = P.CANCEL_BARE.exec(run.facts.ownMessage.trim().toLowerCase());
  return bare === null || bareAbortIsTransport(run) ? null : bare;
}

/**
 * A server's log that its client went away ({@link P.CLIENT_WENT_AWAY}: LM Studio's "Client
 * disconnected", vLLM's "Aborted request cmpl-…", batch 485), when no server answered: a body around
 * it was an answer to a caller still listening. Not beside an engine that died
 * ({@link P.ENGINE_DEAD}): vLLM aborts every request in flight then, the server's fault.
 */
function clientWentAway(run: Run): RegExpExecArray | null {
  const { facts, text } = run;
  if (
    facts.errorObject !== undefined ||
    facts.bodyMessage !== undefined ||
    facts.bodyText !== undefined ||
    P.ENGINE_DEAD.test(text)
  ) {
    return null;
  }
  return P.CLIENT_WENT_AWAY.exec(text);
}

/**
 * Go's "context canceled" in the client's own error: the caller's cancel. Not when a server wrote
 * the error (a body: Ollama's mid-stream `{"error": "Post \"…/completion\": context canceled"}`
 * during its shutdown, ollama/ollama#7779): the server answered a caller that was still listening,
 * so its own context ended, not the caller's (review of batch 95). A body whose own code is Connect's
 * `canceled` beside it (Codeium's language server relaying the plugin's cancel, `{"code": "canceled",
 * "message": "Post \"…/GetCompletions\": context canceled"}`, batch 1497, h1497) states the
 * cancel as the call's outcome: the caller's (rule group KA, session 67).
 */
function goCallerCancel(run: Run): RegExpExecArray | null {
  const { facts } = run;
  if (
    (facts.errorObject !== undefined ||
      facts.bodyMessage !== undefined ||
      facts.bodyText !== undefined) &&
    !facts.codes.some((code) => code.lower === 'canceled')
  ) {
    return null;
  }
  return P.GO_CONTEXT_CANCELED.exec(run.text);
}

/**
 * Error class names of caller cancellations (SDKs, axios, asyncio); Swift's `CancellationError` (a
 * cancelled `Task`, batch 243) and .NET's `OperationCanceledException` (a cancelled
 * `CancellationToken`; its `TaskCanceledException`, which HttpClient throws on its own timeout, is
 * left out) by their plain and qualified names. An abort whose text names a timeout stays a timeout.
 */
export const ABORT_NAMES: ReadonlySet<string> = new Set([
  'aborterror',
  'apiuseraborterror',
  'cancelederror',
  'cancellederror',
  'cancellationerror',
  'swift.cancellationerror',
  'operationcanceledexception',
  'system.operationcanceledexception',
  'requestabortederror',
  // Next.js: the client closed the response it was streaming (the user's stop).
  'responseaborted',
]);

/**
 * The abort words as an app's prefix to the error it caught (LibreChat's "[… #sendCompletion]
 * Operation aborted topP is not supported when thinking is enabled", batch 564; its "Operation aborted
 * 404 status code (no body)", held h392): a request refusal after them is what failed, which no
 * cancel by the caller carries; the message step reads it.
 */
function abortPrefixesRefusal(run: Run): RegExpExecArray | null {
  const abort = P.ABORT_TEXT.exec(run.text);
  if (abort === null) return null;
  // Only the error's own message, the abort words and the refusal in one sentence: a body or a
  // cause beside a caller's "Request was aborted." is another layer, not what the abort prefixes.
  const own = run.facts.ownMessage.toLowerCase();
  const prefix = P.ABORT_TEXT.exec(own);
  if (prefix === null) return abort;
  const rest = own.slice(prefix.index + prefix[0].length).split('\n', 1)[0] ?? '';
  return P.VALIDATION.test(rest) ? null : abort;
}

export function abortSignature(run: Run, status: number | undefined): Decision | undefined {
  const { facts, text } = run;
  // A server's log that its client went away (LM Studio, vLLM, Ollama, SGLang, llama-server): the
  // caller's cancel, decided before the timeout words of a load the cancel ended (Ollama's cause,
  // batch 1794). One reading for all of them (session 72 review 2, problem 2).
  const wentAway = clientWentAway(run);
  if (wentAway !== null) {
    return {
      reason: 'aborted',
      category: 'aborted.caller',
      step: 'signature',
      rule: status === 499 ? 'signature.status_499' : 'signature.abort',
      field: status === 499 ? 'status' : 'message',
      matched: status === 499 ? '499' : wentAway[0],
    };
  }
  const byName =
    facts.sawAbortError ||
    facts.names.some((name) => ABORT_NAMES.has(name)) ||
    facts.chainCodes.some((code) => ABORT_CODES.has(code.code));
  const abortText = byName
    ? null
    : (abortPrefixesRefusal(run) ??
      P.CALLER_CANCEL_TEXT.exec(text) ??
      goCallerCancel(run) ??
      bareAbort(run) ??
      bareCancel(run));
  if (!byName && abortText === null && status !== 499) return undefined;
  // Google's own CANCELLED answer (499 "The operation was cancelled.", reason backendError, under
  // load; batches 163 and 181): a caller that aborts never reads an answer, so the service gave up
  // on the operation itself, which another attempt may finish.
  const cancelled = status === 499 && !byName ? P.SERVICE_CANCELLED.exec(text) : null;
  if (cancelled !== null) {
    return {
      reason: 'timeout',
      category: 'transport.timeout',
      step: 'signature',
      rule: 'signature.service_cancelled',
      field: fieldOf(facts, P.SERVICE_CANCELLED),
      matched: cancelled[0],
    };
  }
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
  // Google's or gRPC's own ABORTED status beside the abort words (batch 384): the service aborted
  // the operation and asks for a retry; a caller's cancel carries no server status. An abort error
  // class (AbortError) keeps the caller's reading.
  // A caller's abort named beside it ("The user aborted a request. Status: aborted") stays the caller's.
  const serviceAborted =
    byName || status === 499 || P.CALLER_ABORT_NAMED.test(text)
      ? null
      : P.SERVICE_ABORTED.exec(text);
  if (serviceAborted !== null) {
    return {
      reason: 'server_error',
      category: 'server.internal',
      step: 'signature',
      rule: 'signature.service_aborted',
      field: fieldOf(facts, P.SERVICE_ABORTED),
      matched: serviceAborted[0],
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
