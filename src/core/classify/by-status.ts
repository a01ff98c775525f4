/**
 * Step 2 of the pipeline (DESIGN §1.2): the HTTP status, refined by the message (401, 402, 403,
 * 404, 408, 413, 499, 5xx and other 4xx; 400 and 429 have their own files).
 * @module
 */
import {
  chatTemplateFieldMissing,
  codeRule,
  keyUsageCapReached,
  relayPoolNoneHealthy,
  tokenExpiryHedge,
} from './by-code.js';
import { byStatus400, isLargeForGeneric400 } from './by-status-400.js';
import { byStatus429 } from './by-status-429.js';
import { isLargeForDisconnect } from './by-transport.js';
import {
  billingCategory,
  codedPermanentCategory,
  modelCategory,
  NO_OUTPUT_CATEGORY,
  permanentCategory,
  rateLimitCategory,
} from './categories.js';
import {
  type AuthReading,
  authReading,
  billingCodeOf,
  bodyTypedAs,
  busyRetrySoon,
  byText,
  codeField,
  currentQuotaExhausted,
  type Decision,
  expiredTokenUnderStatus,
  fieldOf,
  fixedAllowanceUnlessWindow,
  hasCode,
  namesTransportFailure,
  type Run,
  refreshRejected,
  relayed429Status,
  relayedStatusNearHead,
  statusDecision,
  transientSignal,
  unlessText,
  upstreamRateLimit,
} from './decision.js';
import { statusStatedByBodyMessage, statusStatedInBodyMessage } from './extract.js';
import {
  MIN_REPAIRED_MAX_TOKENS,
  maxTokensAllowed,
  outputCapRepair,
  overflowByText,
} from './overflow-by-text.js';
import * as P from './patterns.js';
import { requestRepairs } from './request-repairs.js';
import { RETRY_AFTER_FIELDS } from './stated-wait.js';
import type { Reason } from './types.js';

/**
 * LiteLLM's mid-stream wrapper ("Error receiving chunk from stream: <inner>") around an inner
 * failure that names its family: the context-length words, then a 429 or rate limit. Read before the
 * wrapper's "ServiceUnavailableError" and 503, which LiteLLM gives every mid-stream failure (review 2
 * of session 74).
 */
export function litellmStreamChunkInner(
  run: Run,
  step: string,
  rulePrefix: string,
): Decision | undefined {
  if (!P.LITELLM_STREAM_CHUNK_WRAPPER.test(run.text)) return undefined;
  return (
    overflowByText(run, `${rulePrefix}.litellm_stream_chunk_overflow`) ??
    byText(
      run,
      P.LITELLM_STREAM_CHUNK_INNER_RATE_LIMIT,
      'rate_limit',
      rateLimitCategory,
      step,
      `${rulePrefix}.litellm_stream_chunk_rate_limit`,
    )
  );
}

/**
 * "timed out" / "timeout" in a 5xx body: the upstream gave up waiting; also Netty's pool timeout
 * under a 500 ({@link P.POOL_ACQUIRE_TIMEOUT}).
 */
export const TIMEOUT_WORDS = new RegExp(
  String.raw`timed? ?out\b|timeout|${P.POOL_ACQUIRE_TIMEOUT.source}`,
);
/**
 * A server naming the route it does not have: "Route /api/v1/skills?source=anthropic not found"
 * (claude-relay-service, batch 468), Fastify's "Route POST:/v1/x not found", a quoted "Route '/v1/x'
 * not found" and Laravel's "The route v1/x could not be found." (review rw41d). So is an endpoint named
 * by its method and path as not existing ("The requested API endpoint POST /v2/chat does not exist.
 * Please verify the URL and try again.", Coze's retired path under one-hub's speed test, batch 1097):
 * the path, not a model; a bare "The requested endpoint does not exist" names neither (held h960 both
 * ways). Read with and without a status ({@link INVALID_URL}, {@link INVALID_URL_TEXT}); "verify the
 * URL" is advice about the URL, as "check the URL" is.
 */
const ROUTE_NAMED_NOT_FOUND =
  /\broute (?:(?:get|post|put|patch|delete):)?[`'"]?\/[^\s]{1,200} not found\b|\bthe route [^\s]{1,200} could not be found\b|\bendpoint (?:get|post|put|patch|delete) \/[^\s]{0,200} does not exist\b/;
/**
 * A proxy's refusal of the upstream base the caller configured (Helicone's "Invalid API base" for its
 * Helicone-OpenAI-Api-Base header, batch 604; "Invalid base URL"): the configured address, read by
 * both {@link INVALID_URL} (under a 404) and {@link INVALID_URL_TEXT} (with any status or none).
 */
const CONFIGURED_BASE_INVALID =
  /\binvalid (?:api[ _-]?base(?:[ _-]?(?:url|uri))?|base[ _-]?(?:url|uri))\b/;
/** A 404 of "Unknown error" with a Cloudflare ray id printed after it (see {@link byStatus404}). */
const UNKNOWN_ERROR_WITH_RAY = /\bnot found: unknown error\b[^\n]{0,300}?\bcf-ray: \S/;
/**
 * A 404 about the URL, not the model — also a 404 that names only the URL it answered
 * ("Unknown error, url: https://…/responses", "Not Found for url: https://…"): the model rules ran
 * first, so no model is named. A router's "Path not found: /chat/completions" (Fireworks through the
 * AI SDK with a base URL missing `/v1`, batch 340) says it as "route not found" does, and so does a
 * route named as not found ({@link ROUTE_NAMED_NOT_FOUND}). A 404 to a WebSocket upgrade
 * ("server rejected WebSocket connection: HTTP 404", python websockets through google-genai's Live
 * API at a gateway without the route, batch 601; node ws's "Unexpected server response: 404") is the
 * path too: a live API names its model in the first frame, after the upgrade. So is aiohttp's
 * "WSServerHandshakeError: 404, message='Invalid response status', url=URL('wss://…/openai/realtime?…')"
 * (Azure OpenAI's Realtime API at a wrong path or API version, batches 456, 1406; held ×2 format_error,
 * both the vote's; rule group MD, session 69).
 */
export const INVALID_URL = new RegExp(
  String.raw`\brejected websocket connection: http 404\b|\bunexpected server response: 404\b|\bwsserverhandshakeerror: 404\b|invalid url|unknown url|no route|route not found|${ROUTE_NAMED_NOT_FOUND.source}|page not found|\bpath not found\b|cannot (?:post|get) \/|unrecognized request url|verify (?:your |the )?(?:api )?base(?:[ _-]?url)?\b|${CONFIGURED_BASE_INVALID.source}|\/(?:chat\/)?(?:completions|messages|responses|embeddings)\/? not found|\burl error\b|(?:check|verify) (?:the |your )?url\b|url[:=] ?['"]?https?:\/\/|(?<!\(22\) )the requested url\b[^\n]{0,100}?\bnot found`,
);
/**
 * A router's verdict on the path, whatever model a client's headline names: Kong's "no Route
 * matched with those values" (not a gateway's "no route matched for model …"), and a framework's error page that names the path it had no handler
 * for (Spring Boot's `{"error": "Not Found", "path": "/v4/v1/messages"}`, read as "not found (path
 * /…)" by extract.ts, and the same page printed as text — a Python dict repr after "Error code: 404 -"
 * or a pasted JSON string, `'error': 'Not Found', 'path': '/v4/completions'`, batch 94; only the
 * reason phrase itself under `error`: a model server's `{'error': 'model not found', 'path':
 * '/srv/models/x.pkl'}` or a tool's `'File not found'` is about a thing at that path), Go net/http's bare "404 page not found" (Ollama's router), which
 * pydantic-ai renders after the model it asked for ("status_code: 404, model_name: llama3.2:latest,
 * body: 404 page not found", batch 88), and a method the API does not serve (Infomaniak's
 * `method_not_found` "Method not found", gRPC's UNIMPLEMENTED, JSON-RPC's -32601; batch 89), with the same guard against a model named
 * right after it as "no route matched". Cloudflare's API names the path it cannot route (its code 7003
 * "Could not route to /client/v4/accounts/…/ai/v1/chat/completions, perhaps your object identifier is
 * invalid?", an account id left unset, batch 139). gRPC's rendering of an HTTP 404 from the host it
 * dialled ("Received http2 header with status: 404" under `StatusCode.UNIMPLEMENTED`, which
 * google.api_core raises as `MethodNotImplemented: 501 …`): no gRPC service answers that method at that
 * endpoint — a regional endpoint not set (Vertex AI's batch prediction, h229), an HTTP port dialled
 * for a gRPC one — the request's URL, whatever model it names. Spring Boot's error page opens with
 * its `timestamp` (epoch milliseconds or an ISO time) before `status`, `error` and `path`: a 404
 * document that opens so is that page even when a log cut it after the first field
 * ("Error code: 404 - {'timestamp': 1722912177395,", a relay without the Batch API, batch 573;
 * held ×5 whole as format_error); not when a model is named within it.
 */
const ROUTER_NOT_FOUND =
  /\bno route matched\b(?![^\n]{0,40}\bmodel)|\bmethod not found\b(?![^\n]{0,40}\bmodel)|\bnot found \(path \/[^\s)]{0,200}\)|\bnot\s+found(?<=\berror['"]\s{0,3}[:.]\s{0,3}['"]not\s+found)['"],\s*['"]path['"]\s*:\s*['"]\/|\b404 page not found\b|\bcould not route to \/[^\s,]{1,200}|\breceived http2 header with status: 404\b|\{\s{0,3}['"]timestamp['"]\s{0,3}:\s{0,3}(?:\d{13}\b|['"]\d{4}-\d\d-\d\dt\d\d:\d\d)(?![^\n]{0,300}?\bmodel)/;
/**
 * The same without a status: "no route" then reads as a network failure ("no route to host").
 * Also requests' refusal of a base URL without a scheme ("Invalid URL '/embeddings': No scheme
 * supplied", "No connection adapters were found for '127.0.0.1:5001/v1/…'"), which openai 0.x wraps
 * in "Error communicating with OpenAI:" (r97): raised before any connection, a configuration error.
 * LM Studio's server answers a path or method it does not serve with "Unexpected endpoint or method.
 * (POST /chat/completions)" — sent with HTTP 200 ("Returning 200 anyway", its log says), most often
 * a base URL without `/v1` (batch 231): the request's URL, whatever status came with it. So are
 * reqwest's "builder error: relative URL without a base" (llm-vscode with no endpoint set, batch 457)
 * — and httpx's own words for a base URL with no scheme ("Request URL is missing an 'http://' or
 * 'https://' protocol.", its `UnsupportedProtocol`, review rw41c) —
 * and Nextcloud's refusal to call a local-network host unless the admin allows it ("Host violates
 * local access rules", its `LocalServerException`, integration_openai against LocalAI, batch 464):
 * no request leaves, and no retry changes the configured URL; so is a proxy's refusal of the configured
 * upstream base ({@link CONFIGURED_BASE_INVALID}). Cloudflare's code 7003 "Could not route to
 * /client/v4/accounts/…, perhaps your object identifier is invalid?" names the path it cannot route
 * without its 404 too (batches 139, 264), as {@link ROUTER_NOT_FOUND} reads it on one. A single-page
 * web app's fallback text where the API's answer should be ("You need to enable JavaScript to run
 * this app.", a base URL that points at a site, sent with 200; ProxyAI, batch 917) is the URL too.
 * So is Cloudflare's code 7000 "No route for that URI" (Workers AI kept as the body alone, held h1063
 * and one more, both format_error; group EK, session 58): the API has no handler for the path sent.
 * So is a path the server names as not found ("AI_APICallError: Path not found: /chat/completions",
 * Fireworks' 404 through the AI SDK, held h340, group EJ), read without its 404 as with it.
 * OpenAI's "Invalid URL (POST /…)" is read with the space before the bracket lost too (one-api's
 * "message Invalid URL(POST /v1/v1/chat/completions)", h238, the vote's before rule group UE,
 * session 75; held "invalid url (post|get…" ×63 format_error, none other). A client's provider
 * headline around the bare words ("✖ Error: Ollama provider error: Invalid URL", opencommit, h1983;
 * held bare "Invalid URL" lines format_error) reads as the bare words; rule group VC, session 76.
 * The bare words with only the class `new URL()` throws on the next line ("Invalid URL" then
 * "TypeError", as a message and its error's name are joined: LobeChat's serialized error around the
 * OpenAI SDK's buildURL, h2105; held "Invalid URL" ×73 format_error, 1 server_error) read the same.
 * Only that one shape: a body whose text opens with another line (h2105's body alone) is not read
 * (session 78 review 2). Rule group XC, session 78.
 */
export const INVALID_URL_TEXT = new RegExp(
  String.raw`^\s{0,4}(?:typeerror(?: \[err_invalid_url\])?:\s{0,3})?invalid url\.?\s{0,4}(?:\n\s{0,2}typeerror\s{0,4})?$|\bprovider error: invalid url\.?\s{0,4}$|\binvalid url ?\((?:post|get|put|patch|delete) ?\/|\brelative url without a base\b|\brequest url is missing an 'http:\/\/' or 'https:\/\/' protocol\b|\bhost violates local access rules\b|\binvalid url '[^'\n]{0,500}': no (?:scheme|host) supplied\b|\bno connection adapters were found for '|unknown url|\bpath not found: ?\/|\bmethod not found\b(?![^\n]{0,40}\bmodel)|\bno route matched\b(?![^\n]{0,40}\bmodel)|\bnot found \(path \/[^\s)]{0,200}\)|\bnot\s+found(?<=\berror['"]\s{0,3}[:.]\s{0,3}['"]not\s+found)['"],\s*['"]path['"]\s*:\s*['"]\/|route not found|\bcould not route to \/[^\s,]{1,200}|\bno route for (?:that|this|the) (?:uri|url|path)\b|${ROUTE_NAMED_NOT_FOUND.source}|page not found|cannot (?:post|get) \/|\bunexpected endpoint or method\b|\byou need to enable javascript to run this app\b|unrecognized request url|verify (?:your |the )?(?:api )?base(?:[ _-]?url)?\b|${CONFIGURED_BASE_INVALID.source}|\/(?:chat\/)?(?:completions|messages|responses|embeddings)\/? not found|\burl error\b|(?:check|verify) (?:the |your )?url\b`,
);

export function byStatus(run: Run, status: number): Decision {
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
    case 407:
      // Proxy Authentication Required: a proxy between the caller and the provider refused the
      // connection (httpcore's "ProxyError: 407 …"); the provider was never reached and the key is
      // not at fault — a transport failure, as the proxy errors that say so in words.
      return statusDecision('timeout', 'transport.other', 'status.407', status);
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
        ) ??
        // A 413 that names the context window ("Request size exceeds model context window") is
        // about the session's length, not the body's bytes.
        byText(
          run,
          P.CONTEXT_NAMED,
          'context_overflow',
          'context_overflow.prompt_too_long',
          'status',
          'status.413.context_named',
        ) ??
        // …and so does ChatGPT's "The message you submitted was too long" (its
        // `message_length_exceeds_limit` comes as a 413; held ×5 context_overflow, rule group XB).
        byText(
          run,
          P.MESSAGE_SUBMITTED_TOO_LONG,
          'context_overflow',
          'context_overflow.prompt_too_long',
          'status',
          'status.413.message_submitted_too_long',
        ) ??
        // …and so does a token cap stated on the input (Text Embeddings Inference sends its
        // validation errors as 413s: "inputs must have less than 512 tokens", batch 84).
        byText(
          run,
          P.TOKENS_CAP_STATED,
          'context_overflow',
          'context_overflow.prompt_too_long',
          'status',
          'status.413.token_cap',
        ) ??
        // …and so does a 413 around the provider's own overflow verdict (a proxy's 413 around
        // Anthropic's "Prompt is too long").
        (P.STRONG_OVERFLOW.test(run.text)
          ? overflowByText(run, 'status.413.overflow_text')
          : undefined) ??
        // …and a 413 whose words say the input is empty (Text Embeddings Inference's "`inputs`
        // cannot be empty", held h1531; rule group KB, session 67): nothing was too large. Not
        // when the same text also states a size overrun (review of session 67).
        unlessText(
          run,
          P.SIZE_OVERRUN_STATED,
          byText(
            run,
            P.INPUT_EMPTY_STATED,
            'format_error',
            'request.invalid',
            'status',
            'status.413.input_empty',
          ),
        ) ??
        statusDecision('payload_too_large', 'request.payload_too_large', 'status.413', status)
      );
    case 429:
      return relayed403Under429(run) ?? byStatus429(run);
    case 499:
      return statusDecision('aborted', 'aborted.caller', 'status.499', status);
    case 500:
    case 502:
      return byStatus500(run, status);
    case 503:
    case 529:
      return (
        credentialPluginFailed(run, status) ??
        keyNotSetOn5xx(run, status) ??
        // LiteLLM's mid-stream wrapper around a chunk it could not read (batch 1886, held h1066): its
        // 503 is the class it gives every mid-stream failure, not capacity. Rule group SC, session 74.
        byText(
          run,
          P.LITELLM_STREAM_CHUNK_FAILED,
          'server_error',
          'server.invalid_response',
          'status',
          `status.${status}.litellm_stream_chunk_failed`,
        ) ??
        litellmStreamChunkInner(run, 'status', `status.${status}`) ??
        overflowByText(run, `status.${status}.overflow_text`) ??
        noChannelForModel(run, status) ??
        // A relay whose every account waits out its limit ("All accounts limited. Wait 475s.",
        // batch 740), whatever status it chose: the window, which the stated wait ends.
        byText(
          run,
          P.CREDENTIALS_COOLING_DOWN,
          'rate_limit',
          'rate_limit.requests',
          'status',
          `status.${status}.credentials_cooling_down`,
        ) ??
        // A Go service's own deadline under its 503 ("503 Context deadline exceeded", batch 149): the
        // wait ran out, as the held "context deadline exceeded" reads without a status.
        byText(
          run,
          P.CONTEXT_DEADLINE_EXCEEDED,
          'timeout',
          'transport.timeout',
          'status',
          `status.${status}.deadline_exceeded`,
        ) ??
        notCapacityOn5xx(run, status) ??
        // NVIDIA NIM's gRPC RESOURCE_EXHAUSTED for its worker's request cap sent as its own 503
        // (`{"message": "ResourceExhausted: Worker local total request limit reached (163/32)",
        // "type": "Service Unavailable", "code": 503}`, held h81, also as the body alone; the held
        // lines with this cap are rate_limit ×6): the cap frees as requests finish, as under a
        // relay's 502 (batch 427). Capacity words beside it keep the 503's reading. Rule group ND,
        // session 70.
        resourceExhaustedRequestCap(run, status) ??
        // The request's body shorter than its declared Content-Length (h11's words, which LiteLLM's
        // SageMaker call files as a 503 `ServiceUnavailableError`, held h453, h1127; group IB): the
        // request, which fails the same again, not capacity.
        byText(
          run,
          P.REQUEST_BODY_SHORT,
          'format_error',
          'request.invalid',
          'status',
          `status.${status}.request_body_short`,
        ) ??
        // A relay's own fetch to the provider that failed (Portkey's 503 `{'html-message': 'fetch
        // failed', 'provider': 'openai'}`, batch 377): the transport failure it wraps, as under
        // the other 5xx; capacity words beside it keep the 503's reading, and so do a rate limit's
        // or a full queue's ("fetch failed: upstream rate limit exceeded", "fetch failed (queue
        // full)", review 38a); a 529 is capacity by its own definition.
        (status === 503 && !P.OVERLOADED.test(run.text) && !P.THROTTLE_OR_FULL_QUEUE.test(run.text)
          ? relayFetchFailed(run, status)
          : undefined) ??
        upstreamConnectFailure(run, status) ??
        relayCertFailed(run, status) ??
        // SGLang's engine whose detokenizer went silent (batch 1828): a hung server, not load.
        // Rule group QB, session 73.
        byText(
          run,
          P.SGLANG_DETOKENIZER_SILENT,
          'server_error',
          'server.internal',
          'status',
          `status.${status}.engine_detokenizer_silent`,
        ) ??
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

/**
 * google-auth's own words for a metadata server it could not reach ("Failed to retrieve … from the
 * Google Compute Engine metadata service. Compute Engine Metadata server unavailable …"): the
 * token's transport failed, not the credential (review 36b).
 */
const METADATA_SERVER_UNAVAILABLE = /\bmetadata server (?:is )?(?:unavailable|not available)\b/;
/**
 * A token or metadata endpoint that answered with its own 429 or 5xx ("… metadata service. Status:
 * 500 Response: …"; an impersonation call's `{"error": {"code": 429, …, "status":
 * "RESOURCE_EXHAUSTED"}}`, review 36b): the endpoint was busy or failing, which the 503 already says.
 */
const TOKEN_ENDPOINT_BUSY = /\b(?:status|code)\W{1,4}(?:429|5\d\d)\b/;

/**
 * What the words after gRPC's "Getting metadata from plugin failed with error:" say (see
 * {@link credentialPluginFailed}): the way to the token endpoint failed (`timeout`), the endpoint was
 * itself busy, throttled or failing (undefined: the status or the other steps read it), or the
 * credential failed (`auth_permanent`). Shared with the message rule for the same words without a
 * status (rule group KC, session 67), so the two readings cannot drift apart.
 */
export function credentialPluginVerdict(cause: string): 'timeout' | 'auth_permanent' | undefined {
  if (namesTransportFailure(cause) || METADATA_SERVER_UNAVAILABLE.test(cause)) return 'timeout';
  if (
    P.OVERLOADED.test(cause) ||
    P.SERVER_ERROR_TEXT.test(cause) ||
    P.RATE_LIMIT.test(cause) ||
    TOKEN_ENDPOINT_BUSY.test(cause)
  )
    return undefined;
  return 'auth_permanent';
}

/**
 * gRPC's call-credentials plugin that could not produce a token ("Getting metadata from plugin failed
 * with error: …", google-auth under every Google gRPC client), which google-api-core raises as its 503
 * `ServiceUnavailable`: the request never left the client, so the error after the words decides, not
 * the 503. A transport or TLS failure on the way to the token endpoint, a deadline or read timeout,
 * or a metadata server that could not be reached is a timeout (as under UNAUTHENTICATED, review 35;
 * review 36b); a token endpoint that is itself busy, throttled or failing (its 429 or 5xx) leaves the
 * 503's reading; anything else is the credential's own failure — a refused grant ("('invalid_grant: Bad
 * Request', …)", batch 342), a stale login ("Reauthentication is needed", h69), a credential object
 * that cannot sign requests ("'str' object has no attribute 'before_request'", h45) — which only a
 * new login or configuration mends: auth_permanent.
 */
function credentialPluginFailed(run: Run, status: number): Decision | undefined {
  if (status !== 503) return undefined;
  const match = P.CREDENTIAL_PLUGIN_FAILED.exec(run.text);
  if (match === null) return undefined;
  const cause = run.text.slice(match.index + match[0].length);
  const extra = { field: fieldOf(run.facts, P.CREDENTIAL_PLUGIN_FAILED), matched: match[0] };
  const verdict = credentialPluginVerdict(cause);
  if (verdict === 'timeout')
    return statusDecision('timeout', 'transport.other', 'status.503.credential_plugin', 503, extra);
  if (verdict === undefined) return undefined;
  return statusDecision(
    'auth_permanent',
    permanentCategory(cause),
    'status.503.credential_plugin',
    503,
    extra,
  );
}

/**
 * A Go relay's own call to the provider that got no answer, printed under its 500 or 502: the
 * context's deadline ("failed with 500 Internal Server Error: context deadline exceeded", Sourcegraph's
 * gateway, batch 710) or a TLS handshake the upstream closed ("Post \"https://…/responses\": utls: TLS
 * handshake: EOF", CLIProxyAPI, batch 705). The wait ran out or the connection was never made, as
 * the held lines in these words read without a status and the 503 reads the deadline; capacity
 * words beside them keep the 5xx's reading.
 */
function relayCallGotNoAnswer(run: Run, status: number): Decision | undefined {
  if (P.OVERLOADED_STRONG.test(run.text)) return undefined;
  return byText(
    run,
    P.RELAY_CALL_NO_ANSWER,
    'timeout',
    (text) => (P.CONTEXT_DEADLINE_EXCEEDED.test(text) ? 'transport.timeout' : 'transport.other'),
    'status',
    `status.${status}.relay_call_no_answer`,
  );
}

/**
 * A proxy's 5xx around a client's authentication class and the provider's words ("500:
 * litellm.AuthenticationError: AzureException AuthenticationError - Access denied due to invalid
 * subscription key …", LiteLLM's proxy on its audio route, batch 709): the provider refused the key
 * and the proxy only chose the status; the words decide as on a 401 — a key said to be invalid is
 * dead, anything else refreshable.
 */
function authClassOn5xx(run: Run, status: number): Decision | undefined {
  if (!P.SDK_AUTH_CLASS.test(run.text)) return undefined;
  const rule = `status.${status}.auth_class`;
  return (
    permanentUnlessSupposed(run, tokenExpiryHedge(run), rule) ??
    byText(run, P.SDK_AUTH_CLASS, 'auth', 'auth.unauthorized', 'status', rule)
  );
}

/**
 * Envoy's own body for a connect failure or a reset before headers (`ENVOY_CONNECT_FAILURE`), under
 * whatever status the gateway sent it with: the request never got an answer from the provider.
 */
function upstreamConnectFailure(run: Run, status: number): Decision | undefined {
  return (
    byText(
      run,
      P.ENVOY_CONNECT_FAILURE,
      'timeout',
      'transport.connect',
      'status',
      `status.${status}.upstream_connect_failure`,
    ) ??
    // LiteLLM's "…Exception - Connection error" wrapped by a relay's 5xx (h1996): the relay could
    // not reach its upstream. Only under a 5xx typed `upstream_error`: LiteLLM's own 500 around the
    // words is a server that did answer (holdout-274-281-rules-I). Rule group VC, session 76.
    (status >= 500 && relaysUpstreamError(run)
      ? byText(
          run,
          P.LITELLM_CONNECTION_ERROR,
          'timeout',
          'transport.connect',
          'status',
          `status.${status}.litellm_connection_error`,
        )
      : undefined)
  );
}

/**
 * A gateway's 500, 502 or 503 around its own failure to verify the provider's certificate
 * (`RELAY_CERT_VERIFY_FAILED`): the request never reached the provider. Not a 529 (Anthropic's
 * own overload verdict, sent by a server that was reached), nor beside capacity words, which keep
 * the capacity reading as everywhere on a 5xx.
 */
function relayCertFailed(run: Run, status: number): Decision | undefined {
  if (status === 529) return undefined;
  const decision = byText(
    run,
    P.RELAY_CERT_VERIFY_FAILED,
    'timeout',
    'transport.ssl_cert',
    'status',
    `status.${status}.upstream_cert_failed`,
  );
  // The capacity family only where a certificate failure was read: most 5xx carry none.
  return decision !== undefined && !P.OVERLOADED_STRONG.test(run.text) ? decision : undefined;
}

/**
 * A relay with no channel configured for the model (one-api's "No available channel for model
 * …"), on a 5xx: another target may have it, no retry here will.
 */
function noChannelForModel(run: Run, status: number): Decision | undefined {
  return (
    byText(
      run,
      P.NO_CHANNEL_FOR_MODEL,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.no_channel_for_model`,
    ) ??
    // …and one it has no price for (new-api's `model_price_error`, "ratio or price not set", sent as
    // a 500, batch 239): unusable there until the admin prices it, as an unconfigured channel.
    byText(
      run,
      P.RELAY_MODEL_UNPRICED,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.model_unpriced`,
    )
  );
}

/**
 * A refusal whose body's own code names a missing model (OpenAI's 403 `model_not_found` beside
 * "The model `x` does not exist or you do not have access to it."): the provider says it is the
 * model, so another model or target serves and the key stays (batch 81's review).
 */
function modelByCode(run: Run, status: number): Decision | undefined {
  const coded = codeRule(run.facts, false, ['model_not_found']);
  if (coded === undefined) return undefined;
  return { ...coded, step: 'status', rule: `status.${status}.model_code` };
}

export function permanentByCode(run: Run, status: number): Decision | undefined {
  const coded = codeRule(run.facts, false, ['auth_permanent']);
  if (coded === undefined) return undefined;
  // A key code whose own words hedge with an expired token: the costly direction is a killed key.
  if (coded.category === 'auth.invalid_key' && tokenExpiryHedge(run)) return undefined;
  return {
    ...coded,
    category: codedPermanentCategory(coded.category, run.text),
    step: 'status',
    rule: `status.${status}.permanent_code`,
  };
}

/**
 * The error types of the one-api family of relays, whose token is the caller's key: new-api and
 * one-api, and the forks that rename the type after themselves the same way (DMXAPI's
 * `rix_api_error`, APIYI's `shell_api_error`).
 */
const RELAY_TOKEN_TYPES = /^(?:new|one|rix|shell)_api_error$/;
/** The same type written in text (a dumped body, an SDK's repr) rather than read from a field. */
const RELAY_TOKEN_TYPE_IN_TEXT = /(?<![\w-])(?:new|one|rix|shell)_api_error\b/;
/** The one-api family's request-id suffix right after its "Invalid token" (DMXAPI, batches 60 and 225). */
const RELAY_TOKEN_WITH_REQUEST_ID = /\binvalid token \(request id: [\w-]{6,}/;

/**
 * A one-api relay's "Invalid token" (new-api's English for the held 无效的令牌): the relay found
 * no such token — the key the caller holds — so no refresh fixes it. An "invalid token" from anyone
 * else may be an expired OAuth token, and one said to be expired is refreshable. The 401 rule and
 * the message rule (no status) both read it. The relay is known by its error type, or by the request
 * id it appends to its own words ("Invalid Token (request id: 2026…)", DMXAPI through Cherry Studio
 * with the status lost, batch 225).
 */
export function relayTokenRejected(run: Run): { field: string; matched: string } | undefined {
  if (!run.text.includes('invalid token') || !/\binvalid token\b/.test(run.text)) return undefined;
  if (tokenExpiryHedge(run)) return undefined;
  const type = run.facts.codes.find((code) => RELAY_TOKEN_TYPES.test(code.lower));
  if (type !== undefined) return { field: type.field, matched: type.value };
  const suffixed = RELAY_TOKEN_WITH_REQUEST_ID.exec(run.text);
  if (suffixed !== null)
    return { field: fieldOf(run.facts, RELAY_TOKEN_WITH_REQUEST_ID), matched: suffixed[0] };
  const written = RELAY_TOKEN_TYPE_IN_TEXT.exec(run.text);
  if (written !== null)
    return { field: fieldOf(run.facts, RELAY_TOKEN_TYPE_IN_TEXT), matched: written[0] };
  // A document printed in the client's message is read for its fields, and its text leaves the
  // combined text; a type nested below the error object (`details.type`) is seen only there.
  const own = RELAY_TOKEN_TYPE_IN_TEXT.exec(run.facts.ownMessage.toLowerCase());
  return own === null ? undefined : { field: 'message', matched: own[0] };
}

function relayToken401(run: Run): Decision | undefined {
  const rejected = relayTokenRejected(run);
  return rejected === undefined
    ? undefined
    : statusDecision('auth_permanent', 'auth.invalid_key', 'status.401.relay_token', 401, rejected);
}

/**
 * A 401 whose last words are the verdict "invalid token" with nothing after it ("401: invalid
 * token", Cherry Studio, batch 683; SiliconFlow's 'Status Code 401, "Invalid token"' through
 * Chatbox, held h63): the key sent was refused, as every held line in these words reads. A token
 * said to be expired, or any word after the verdict, leaves the refreshable reading.
 */
function tokenVerdictAlone401(run: Run): Decision | undefined {
  if (tokenExpiryHedge(run)) return undefined;
  return byText(
    run,
    P.TOKEN_VERDICT_ALONE,
    'auth_permanent',
    'auth.invalid_key',
    'status',
    'status.401.token_verdict_alone',
  );
}

export function byStatus401(run: Run): Decision {
  return (
    // A one-api relay whose database failed looking the token up: the relay's fault, not the key's.
    byText(
      run,
      P.RELAY_TOKEN_LOOKUP_FAILED,
      'server_error',
      'server.internal',
      'status',
      'status.401.relay_token_lookup_failed',
    ) ??
    // A required request field missing, checked in a gateway's auth step (batch 994): the body's.
    byText(
      run,
      P.REQUIRED_PARAMETER_MISSING,
      'format_error',
      'request.invalid',
      'status',
      'status.401.required_parameter',
    ) ??
    permanentByCode(run, 401) ??
    modelErrorType401(run) ??
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
      P.RELAY_ALLOWANCE_EXHAUSTED,
      'billing',
      'billing.credits_exhausted',
      'status',
      'status.401.relay_allowance',
    ) ??
    // A key's own usage cap reached, whatever "Unauthorized" prefixes it (held h924's 401).
    keyUsageCapReached(run, 'status', 'status.401.key_usage_limit') ??
    permanentUnlessSupposed(run, tokenExpiryHedge(run), 'status.401.permanent_text') ??
    // "Not authorized, missing or invalid": the key itself (muapi.ai's wording, h2116). Rule group
    // YA, session 79.
    byText(
      run,
      P.NOT_AUTHORIZED_MISSING_OR_INVALID,
      'auth_permanent',
      'auth.invalid_key',
      'status',
      'status.401.not_authorized_missing_or_invalid',
    ) ??
    // An account or key held for a while ("Your account has been temporarily suspended"): the key
    // comes back by itself, so it is cooled and rotated (auth), never killed as a dead key.
    byText(
      run,
      P.ACCOUNT_TEMPORARILY_HELD,
      'auth',
      'auth.forbidden',
      'status',
      'status.401.temporarily_held',
    ) ??
    // A request the gateway blocks for the account under its 401 ("401 AuthError: Request blocked by
    // upstream provider", OpenCode Zen and Go, batches 724 and 738): a new key or login does not lift it.
    byText(
      run,
      P.REQUEST_BLOCKED,
      'auth_permanent',
      'auth.org_not_allowed',
      'status',
      'status.401.request_blocked',
    ) ??
    // A workspace barred from the caller's region (held h761, h2127): no login lifts it.
    byText(
      run,
      P.WORKSPACE_REGION_NOT_AUTHORIZED,
      'auth_permanent',
      'auth.region_blocked',
      'status',
      'status.401.workspace_region',
    ) ??
    relayToken401(run) ??
    tokenVerdictAlone401(run) ??
    refreshFailed401(run) ??
    authReading401(run) ??
    // A 401 that names only a model as not supported (OpenCode Zen, batch 510): the model, not the key.
    byText(
      run,
      P.MODEL_NAMED_NOT_SUPPORTED,
      'model_not_found',
      'model.not_found',
      'status',
      'status.401.model_not_supported',
    ) ??
    modelCode401(run) ??
    // A paid plan to buy before the account is served again (ElevenLabs' free tier disabled for
    // unusual activity, "purchase any Paid Subscription to continue", batch 251): the key is valid,
    // only money restores it. Read after every verdict on the key: a rejected or missing key's 401
    // that points to the plans ("Invalid API key. Don't have one? Purchase a plan at …", review 31)
    // is the key's, and a model the key may not reach stays the model's.
    byText(
      run,
      P.PAID_PLAN_TO_CONTINUE,
      'billing',
      billingCategory,
      'status',
      'status.401.paid_plan',
    ) ??
    statusDecision('auth', 'auth.unauthorized', 'status.401', 401)
  );
}

/** The model's own error codes, as a 401's structured code: {@link P.MODEL_CODE_ALONE}'s four. */
const MODEL_CODES_ON_401: ReadonlySet<string> = new Set([
  'invalid_model',
  'model_not_found',
  'model_not_supported',
  'model_not_available',
]);

/**
 * A 401 whose message is only a model's code (Qianfan's table: 401 "invalid_model", the model
 * missing or closed to the account, batch 810), or whose structured code is one (held h802, h810 and
 * h1877-unknown-feishu-nanobot-invalid-model-401, whose code stands inside a Python-dict message
 * beside "The model does not exist or you do not have access to it."): the code names the model, not
 * the key; every held 401 with the code is model_not_found, so no words are asked for. Read after
 * every verdict on the key. One rule for both (review of session 74, problem 5; SB's
 * `model_code_and_words` folded in).
 */
function modelCode401(run: Run): Decision | undefined {
  const alone = byText(
    run,
    P.MODEL_CODE_ALONE,
    'model_not_found',
    'model.not_found',
    'status',
    'status.401.model_code_alone',
  );
  if (alone) return alone;
  const code = hasCode(run.facts, MODEL_CODES_ON_401);
  if (code === undefined) return undefined;
  return statusDecision('model_not_found', 'model.not_found', 'status.401.model_code', 401, {
    field: 'code',
    matched: code,
  });
}

/**
 * A gateway body that types its own error as the model's (OpenCode Zen and Go's
 * `{"type":"error","error":{"type":"ModelError","message":"No provider available"}}`, or "Model x is
 * not supported", sent as a 401: batch 389, sub2api#3566, free-claude-code#667): the gateway has
 * nothing serving that model, whatever status it chose; the key works for other models. Only the
 * body's `error.type` exactly, or the same error object as the body itself (`{"type":"ModelError",
 * "message":"Model qwen3.7-max is not supported for format oa-compat"}`, as free-claude-code relays
 * OpenCode Go's inner error under its own "Provider authentication failed" mapping, batch 492):
 * Bedrock's `ModelErrorException`, SageMaker's and Replicate's `ModelError` class in a client's
 * message are the model server's failures.
 */
function modelErrorType401(run: Run): Decision | undefined {
  const typed = bodyTypedAs(run.facts, 'ModelError');
  if (typed === undefined) return undefined;
  return statusDecision('model_not_found', 'model.not_found', 'status.401.model_error_type', 401, {
    field: typed.field,
    matched: typed.value,
  });
}

/** The 401's answer for each {@link authReading}. */
const AUTH_401: Readonly<Record<AuthReading, readonly [Reason, string, string]>> = {
  refreshable: ['auth', 'auth.expired_token', 'status.401.refreshable_text'],
  // A key that works but may not reach this model ("401 Unauthorized: You are not authorized to
  // access this model"), as on a 403: another model or target serves, the key stays.
  model_access: ['model_not_found', 'model.access_denied', 'status.401.model_access'],
  // A key named with a verdict ("Invalid model key", "Unauthorized"); a key named in advice
  // ("Check its credentials, API key, or account access") leaves the refreshable 401.
  key_rejected: ['auth_permanent', 'auth.invalid_key', 'status.401.key_rejected'],
};

function authReading401(run: Run): Decision | undefined {
  const auth = authReading(run);
  if (auth === undefined) return undefined;
  const [reason, category, rule] = AUTH_401[auth.reading];
  return statusDecision(reason, category, rule, 401, {
    field: fieldOf(run.facts, auth.pattern),
    matched: auth.match[0],
  });
}

/**
 * A 401 whose refresh failed with positive evidence (`refreshRejected`); one that met a 5xx or the
 * network stays a refreshable 401.
 */
function refreshFailed401(run: Run): Decision | undefined {
  const failed = refreshRejected(run);
  if (failed === null) return undefined;
  return statusDecision('auth_permanent', 'auth.token_revoked', 'status.401.refresh_failed', 401, {
    field: fieldOf(run.facts, P.REFRESH_FAILED),
    matched: failed[0],
  });
}

/**
 * A failed refresh with positive evidence (`refreshRejected`) under a relay's own 5xx, or under a
 * 410 a login runtime sends for it (rule group SC, session 74).
 */
function refreshFailedUnderStatus(run: Run, status: number): Decision | undefined {
  const failed = refreshRejected(run);
  if (failed === null) return undefined;
  return statusDecision(
    'auth_permanent',
    'auth.token_revoked',
    `status.${status}.refresh_failed`,
    status,
    { field: fieldOf(run.facts, P.REFRESH_FAILED), matched: failed[0] },
  );
}

/** The 402's reason phrase, which a client prints before any body and which owes nothing by itself. */
const PAYMENT_REQUIRED_PHRASE = /\bpayment[ _]required\b/g;

/** Money words a 402's rate-limit text must not carry to be read as a window. */
const NO_MONEY_WORDS =
  /credit|balance|quota|usage|payment|pay\b|billing|fund|plan\b|subscri|upgrade|purchase|top[ -]?up|paid|price|cost|余额|额度|充值/;
/** A rate limit said in so many words ("Rate limit reached", "Too many requests"). */
const RATE_LIMIT_PHRASE =
  /\brate[ _-]?limit(?:ed|s)? (?:reached|exceeded|hit)\b|\btoo many requests\b/;

/** A free plan's upsell and quota code, which a stated refill outweighs. */
const FREE_PLAN_BILLING_WORDS = /\btop[ -]?up\b|\binsufficient[ _]quota\b/g;

/**
 * A reset at a clock time or a short window stated beside the allowance, and no month: DESIGN
 * §1.2's refill signal, which outweighs the money words a free plan's 402 also carries ("Free quota
 * used (30 requests / 5h). Resets at 10:00 UTC. Top up for unlimited access", `insufficient_quota`).
 */
function statesRefill(text: string): boolean {
  if (!P.STATED_REFILL.test(text) || P.MONTHLY_ALLOWANCE.test(text)) return false;
  // Money that ran out ("Insufficient credits. This account never purchased credits") is not
  // refilled by the reset: only the free plan's own words are read past.
  return !P.BILLING_STRICT.test(text.replace(FREE_PLAN_BILLING_WORDS, ' '));
}

export function byStatus402(run: Run): Decision {
  const usage = P.USAGE_LIMIT.exec(run.text);
  const transient = usage === null ? null : transientSignal(run.text);
  if (
    usage !== null &&
    transient !== null &&
    (!P.BILLING_STRICT.test(run.text) || statesRefill(run.text))
  ) {
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
  // A 402 whose words are a rate limit's ("Response 402: Rate limit reached", gpt4free's
  // providers): no credit, balance, quota, usage or payment word says money ran out, so a window.
  if (!P.BILLING.test(run.text) && !NO_MONEY_WORDS.test(run.text)) {
    const limited = byText(
      run,
      RATE_LIMIT_PHRASE,
      'rate_limit',
      rateLimitCategory,
      'status',
      'status.402.rate_limit_text',
    );
    if (limited) return limited;
  }
  // A cap on the caller's own concurrency (Pollinations' x402 "Queue full for IP: …: 1 requests
  // already queued (max: 1)" with its offer to "pay to bypass rate limit", batch 360): a slot frees
  // as the caller's queued request ends; the payment offered lifts the cap, nothing is owed — unless
  // the text says money ran out, or speaks of billing as the 402's own reading does ("your
  // subscription has expired", "until your invoice is paid", "purchase more credits"; review 37b),
  // its bare reason phrase "Payment Required" aside.
  if (
    !P.BILLING_STRICT.test(run.text) &&
    !P.BILLING.test(run.text.replace(PAYMENT_REQUIRED_PHRASE, ' '))
  ) {
    const queued = byText(
      run,
      P.CALLER_CONCURRENCY_CAP,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.402.concurrency_limit',
    );
    if (queued) return queued;
  }
  // A rate limit over a named window ("Rate limit exceeded: free-models-per-day. Add 10 credits to
  // unlock …", OpenRouter's daily free-model cap on a 402): the credits lift the window, they did not
  // run out — unless the text says money did ("insufficient balance"), batch 110.
  if (!P.BILLING_STRICT.test(run.text)) {
    const window = byText(
      run,
      P.RATE_LIMIT_NAMED_WINDOW,
      'rate_limit',
      rateLimitCategory,
      'status',
      'status.402.rate_limit_window',
    );
    if (window) return window;
  }
  // A BYOK gateway's 402 for a provider key never connected ("No anthropic key connected. Add one in
  // your dashboard.", batch 896): the credential is missing, nothing is unpaid, unless money words say so.
  if (!P.BILLING.test(run.text)) {
    const missing = byText(
      run,
      P.KEY_NOT_SET,
      'auth_permanent',
      'auth.invalid_key',
      'status',
      'status.402.key_not_set',
    );
    if (missing) return missing;
  }
  return (
    byText(run, P.BILLING, 'billing', billingCategory, 'status', 'status.402.billing_text') ??
    statusDecision('billing', 'billing.credits_exhausted', 'status.402', 402)
  );
}

/**
 * A 403 for a usage window that refills by itself, as DESIGN §1.2 reads a 402's: a usage or quota
 * limit ({@link P.USAGE_LIMIT}) with the window named or its reset stated
 * ({@link P.USAGE_WINDOW_REFILL}), and no billing cycle or month beside it. Kimi For Coding sends its
 * weekly window as a 403 ("You've reached your weekly (7-day) usage limit. Your quota will reset
 * when the current 7-day window ends.", typed `access_terminated_error`; Kimi Code's CLI files it as
 * `provider.auth_error`, batch 279): the key is healthy and comes back when the window ends, so
 * `rate_limit` (rotate, wait), read before the key verdicts in text that the type would otherwise
 * meet ("access_terminated"). Its billing cycle ("… usage limit for this billing cycle") is read as
 * billing, and a model the key may not reach or a key code (Google's `CONSUMER_SUSPENDED`) as theirs,
 * before it.
 */
function usageWindow403(run: Run): Decision | undefined {
  const refill = P.USAGE_WINDOW_REFILL.exec(run.text);
  if (refill === null) return undefined;
  const usage = P.USAGE_LIMIT.exec(run.text);
  if (usage === null || P.BILLING_STRICT.test(run.text) || /\bmonth/.test(run.text)) {
    return undefined;
  }
  return statusDecision('rate_limit', 'rate_limit.usage_window', 'status.403.usage_window', 403, {
    field: fieldOf(run.facts, P.USAGE_LIMIT),
    matched: `${usage[0]} + ${refill[0]}`,
  });
}

/**
 * A 403 whose body states its own retry-after, as a positive number in the error object or as a
 * quoted key in the text ({@link P.RETRY_AFTER_FIELD}, its value possibly cut): a throttle, unless
 * the text states a verdict on the caller ({@link P.CALLER_VERDICT}).
 */
function retryAfterField403(run: Run): Decision | undefined {
  // A ban, lock or refusal that states how long it lasts ("You have been banned for 7 days", its
  // `retryAfter` the week in seconds) is a hold on the caller: the 403's own reading (review 37b).
  if (P.CALLER_VERDICT.test(run.text)) return undefined;
  // The error object's own field, or a gateway envelope's beside it (`{error: {…}, retry_after:
  // 30}`, batch 989), as the stated wait reads both (review 56).
  for (const object of [run.facts.errorObject, run.facts.envelope]) {
    if (object === undefined) continue;
    const key = RETRY_AFTER_FIELDS.find((name) => {
      const value = object[name];
      return typeof value === 'number' && value > 0;
    });
    if (key === undefined) continue;
    return statusDecision(
      'rate_limit',
      'rate_limit.requests',
      'status.403.retry_after_field',
      403,
      {
        field: `body.${key}`,
        matched: String(object[key]),
      },
    );
  }
  return byText(
    run,
    P.RETRY_AFTER_FIELD,
    'rate_limit',
    'rate_limit.requests',
    'status',
    'status.403.retry_after_field',
  );
}

/** A retry wrapper's last attempt quoted with the upstream's own 403 ("Last error: HTTP 403 Forbidden: {…"). */
const LAST_ERROR_QUOTES_403 = /\blast error: http 403\b/;

/**
 * A retry wrapper's 429 over the upstream 403 it gave up on ("All 2 attempts failed. Last error:
 * HTTP 403 Forbidden: {… PERMISSION_DENIED …}", Antigravity Manager, typed `overloaded_error` or
 * not; held h44, batches 740 and 746): the status (and type) are the relay's labels, the quoted 403
 * (a licence, a project permission, a named-user entitlement) is what happened, read as a 403.
 * Capacity words of the text's own ("The model is overloaded") or a stated wait keep the 429's
 * reading.
 */
function relayed403Under429(run: Run): Decision | undefined {
  const { text } = run;
  if (!LAST_ERROR_QUOTES_403.test(text) || transientSignal(text) !== null) return undefined;
  if (P.OVERLOADED_STRONG.test(text.replace(/\boverloaded_error\b/g, ' '))) return undefined;
  const decision = byStatus403(run);
  return { ...decision, rule: decision.rule.replace('status.403', 'status.429.relayed_403') };
}

/**
 * A code that names the model as the thing refused: Google's ErrorInfo reason
 * `PUBLIC_ERROR_MODEL_ACCESS_DENIED` under "The caller does not have permission" (Flow's Veo models
 * kept to higher plans, batch 885), LiteLLM's `key_model_access_denied` / `team_model_access_denied`
 * (batch 735): another model serves the same key, so the model's, not the key's.
 */
const MODEL_ACCESS_DENIED_CODE = /(?:^|_)model_access_denied$/;

function modelAccessCode403(run: Run): Decision | undefined {
  const code = run.facts.codes.find((each) => MODEL_ACCESS_DENIED_CODE.test(each.lower));
  // A key the words call dead ("Your API key has been suspended") is the key's whatever the code.
  if (code === undefined || P.AUTH_PERMANENT.test(run.text)) return undefined;
  return statusDecision(
    'model_not_found',
    'model.access_denied',
    'status.403.model_access_code',
    403,
    {
      field: code.field,
      matched: code.value,
    },
  );
}

/** Authentication words of a 403's own (not its reason phrase "Forbidden"). */
const AUTH_WORDS_BESIDE_403 =
  /security token|permission denied|unauthori[sz]ed|credential|authenticat|api[ _-]?key|access denied/;

export function byStatus403(run: Run): Decision {
  const billingCode = billingCodeOf(run.facts);
  if (billingCode !== undefined) {
    return statusDecision('billing', billingCategory(run.text), 'status.403.billing_code', 403, {
      field: codeField(run.facts, billingCode),
      matched: billingCode,
    });
  }
  return (
    // Envoy's own body for a connect failure or a reset before headers ("403 upstream connect error
    // or disconnect/reset before headers. reset reason: connection termination", GPUStack's embedded
    // Higress when vLLM's first token came after its upstream idle timeout, batch 271): the gateway's
    // transport verdict, whatever status it was sent with, as on a 503 and without a status (held
    // ×14). A refusal of the key never comes in these words.
    upstreamConnectFailure(run, 403) ??
    // Node's HTTP parser that read no status line ("403 Invalid response body … Parse Error:
    // Expected HTTP/", batch 1886): no answer arrived, so the 403 printed before it refuses nothing,
    // as the same words read without it (held ×3 timeout). Rule group SC, session 74.
    byText(
      run,
      P.HTTP_STATUS_LINE_UNPARSED,
      'timeout',
      'transport.reset',
      'status',
      'status.403.http_status_line_unparsed',
    ) ??
    // ChatAnywhere's free tier refusing a prompt above its token cap (held ×2 context_overflow): a
    // smaller prompt passes on the same key (rule group XA, session 78).
    byText(
      run,
      P.FREE_TIER_PROMPT_TOKEN_CAP,
      'context_overflow',
      'context_overflow.prompt_too_long',
      'status',
      'status.403.free_tier_prompt_token_cap',
    ) ??
    byText(run, P.BILLING, 'billing', billingCategory, 'status', 'status.403.billing_text') ??
    // Vercel AI Gateway's free credits held back, paid ones not (batch 1818): the money, without
    // the "Purchase credits" link BILLING reads. Rule group QB, session 73.
    byText(
      run,
      P.FREE_CREDITS_RESTRICTED,
      'billing',
      billingCategory,
      'status',
      'status.403.free_credits_restricted',
    ) ??
    // An API reachable only over HTTPS, refused with a 403: the request's URL, not the key.
    byText(
      run,
      P.HTTPS_REQUIRED,
      'format_error',
      'request.invalid_url',
      'status',
      'status.403.https_required',
    ) ??
    // Prompt caching the model or request does not allow, refused with a 403 (Bedrock through
    // LiteLLM, batch 462): the request's cache points, not the key.
    byText(
      run,
      P.PROMPT_CACHING_REFUSED,
      'format_error',
      'request.invalid',
      'status',
      'status.403.prompt_caching_refused',
    ) ??
    // A request parameter the model does not take, in OpenAI's "not allowed to … from this model"
    // template ("You are not allowed to request logprobs from this model", batch 564): the request's.
    byText(
      run,
      P.PARAMETER_NOT_ALLOWED_FOR_MODEL,
      'format_error',
      'request.invalid_parameter',
      'status',
      'status.403.parameter_not_allowed',
    ) ??
    byText(
      run,
      P.MODEL_ACCESS,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.model_access',
    ) ??
    // No access to a model the refusal names by its id (gemini-cli's "you don't have access to
    // gemini-3-flash-preview", batch 1661; rule group NA, session 70): the model, not the key.
    byText(
      run,
      P.NO_ACCESS_TO_NAMED_MODEL,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.no_access_to_named_model',
    ) ??
    // A model a Google Cloud org policy keeps the project from (Vertex's `vertexai.allowedModels`,
    // batch 1441's 400) when it comes as a 403: the model, not the key.
    byText(
      run,
      P.MODEL_DISALLOWED_BY_ORG_POLICY,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.model_disallowed_by_org_policy',
    ) ??
    // The same, said only by a code (Google's ErrorInfo reason under a generic message).
    modelAccessCode403(run) ??
    byText(
      run,
      P.MODEL_REGION_BLOCKED,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.model_region',
    ) ??
    // Hugging Face's serverless API refuses a model too big for it with a 403 ("The model x is too
    // large to be loaded automatically (54GB > 10GB)"): the model, not the key (batch 80 review).
    byText(
      run,
      P.MODEL_TOO_BIG,
      'model_not_found',
      'model.too_large_for_host',
      'status',
      'status.403.model_too_big',
    ) ??
    permanentByCode(run, 403) ??
    usageWindow403(run) ??
    byText(
      run,
      P.AUTH_PERMANENT,
      'auth_permanent',
      permanentCategory,
      'status',
      'status.403.permanent_text',
    ) ??
    // "Not authorized, missing or invalid": the key itself (muapi.ai, h2116). Rule group YA, session 79.
    byText(
      run,
      P.NOT_AUTHORIZED_MISSING_OR_INVALID,
      'auth_permanent',
      'auth.invalid_key',
      'status',
      'status.403.not_authorized_missing_or_invalid',
    ) ??
    // A workspace barred from the caller's region, as under a 401 (review 2 of session 79).
    byText(
      run,
      P.WORKSPACE_REGION_NOT_AUTHORIZED,
      'auth_permanent',
      'auth.region_blocked',
      'status',
      'status.403.workspace_region',
    ) ??
    // A 403 whose words say the model itself is missing (GPUStack's `{"message":"Model not found",
    // "code":403}`, batch 143), as the same words on a 5xx or under a permission class read; after
    // the key verdicts, and not beside authentication words of its own ("The security token included
    // in the request is invalid", "Permission denied"), which keep the 403's reading.
    (AUTH_WORDS_BESIDE_403.test(run.text)
      ? undefined
      : (byText(
          run,
          P.MODEL_MISSING_ON_5XX,
          'model_not_found',
          'model.not_found',
          'status',
          'status.403.model_missing',
        ) ??
        // A named model or variant "is not available", nothing after it (Runway's 403 for a
        // misspelled model id, h2116; rule group YA, session 79).
        byText(
          run,
          P.NAMED_MODEL_NOT_AVAILABLE,
          'model_not_found',
          'model.not_found',
          'status',
          'status.403.named_model_not_available',
        ))) ??
    // A relay that answers every refusal with 403 (Zed's hosted models: "Context window exceeded:
    // 187155 tokens exceeds the limit of 120000 tokens"): an overflow stated with its numbers is
    // the session's length, not the credential; a billing or key verdict above still decides.
    (P.NUMERIC_OVERFLOW.test(run.text)
      ? overflowByText(run, 'status.403.numeric_overflow')
      : undefined) ??
    // A model above the organization's usage tier, sent as a 403: its docs link ("…/rate-limits/
    // usage-tiers") is no rate limit (as the 4xx step reads it; session 76 review 1).
    byText(
      run,
      P.USAGE_TIER_REQUIRED,
      'model_not_found',
      'model.access_denied',
      'status',
      'status.403.usage_tier_required',
    ) ??
    byText(
      run,
      P.RATE_LIMIT,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.403.rate_limit_text',
    ) ??
    // Traffic said to be the caller's, paused for a while (ChatGPT web's 403 "Our systems have
    // detected unusual activity from your system. Please try again later.", revChatGPT, batch 364;
    // held h339 without the status): the per-caller throttle the message step reads, which a 403
    // sends as well; a ban, a VPN refused or a free tier disabled beside it is no pause (the pattern's
    // own guards) and keeps the 403's reading.
    byText(
      run,
      P.CALLER_TRAFFIC_PAUSE,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.403.caller_traffic_pause',
    ) ??
    // Held for a while ("temporarily suspended", "suspended for 24 hours"): cool and rotate the key
    // (auth), not kill it — the account comes back by itself.
    byText(
      run,
      P.ACCOUNT_TEMPORARILY_HELD,
      'auth',
      'auth.forbidden',
      'status',
      'status.403.temporarily_held',
    ) ??
    // A wait the body states in its own retry-after field (Qoder through 9router: a 403 whose body
    // is a queue object with `"retryAfterSeconds":`, batch 365): a refusal that says when to come
    // back is a throttle, as GitHub's 403 with a retry-after for its secondary limits; a refusal of
    // the key never states a wait. Read after every key, billing, model and hold verdict above.
    retryAfterField403(run) ??
    // The stream flag refused under a 403 (Azure OpenAI's "Streaming requests are not yet
    // allowed." for a deployment that serves only unstreamed calls, batch 255): the request's shape —
    // the same call unstreamed passes, no other key would — once no key, billing or model verdict
    // above decided ("must be verified to stream this model" is the organization's, read above).
    byText(
      run,
      P.STREAMING_REFUSED,
      'format_error',
      'request.invalid_parameter',
      'status',
      'status.403.streaming_refused',
    ) ??
    // DashScope's refusal of the call mode its async header asks for (rule group OB, session 71).
    byText(
      run,
      P.CALL_MODE_UNSUPPORTED,
      'format_error',
      'request.invalid',
      'status',
      'status.403.call_mode_unsupported',
    ) ??
    // Only once no key, billing, overflow, rate or hold wording decided: the body's code is then
    // the best word on what was refused.
    modelByCode(run, 403) ??
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

/**
 * Words of a 404 that name the model it addressed (`status.404.mentions_model`). A gateway that
 * "couldn't serve" a model by name (Claude Code's banner for a 404 on its model probe: "Your gateway
 * couldn't serve claude-opus-4-6", batch 662) names it without the word "model".
 */
const MENTIONS_MODEL_404 =
  /\bmodels?\b|api-inference\.huggingface\.co\/status\/|deployment|endpoint|\bfunctions?\b[^\n]{0,80}not found|\bresource (?:was |could )?not (?:be )?found\b|\b(?:could ?n['’]?t|could not|can['’]?t|cannot|unable to) serve\b/;
/**
 * A 404 whose "resource not found" comes with the advice to check the URL ("The requested resource was
 * not found. Please check the URL and try again.", xAI's answer to a host without `/v1`, batch 521):
 * the path is what the server did not find, not a model or deployment, unless a model is named.
 */
const RESOURCE_NOT_FOUND_CHECK_URL =
  /\bresource (?:was |could )?not (?:be )?found\b[^\n]{0,80}?\bcheck (?:the |your )?(?:request )?url\b/;
const NAMES_MODEL_404 = /\bmodels?\b|deployment/;

/**
 * A web framework's generic 404 sentence ("The requested resource was not found", Kimi Code's
 * endpoint called as a generic custom provider, batch 1418, h1418-kimi-code-404-resource-not-found;
 * xAI's same words before its URL advice, batch 521): the path was not found, as with the advice.
 * Held ×4 format_error; Anthropic's "could not be found" (a retired model id, held model_not_found)
 * and Azure's bare "Resource not found" (a deployment) are other words and stay the model's.
 */
const REQUESTED_RESOURCE_WAS_NOT_FOUND = /\bthe requested resource was not found\b/;

function resourceCheckUrl404(run: Run): Decision | undefined {
  if (!run.text.includes('resource')) return undefined;
  // One scan per pattern: the check-URL wording first, the bare sentence only when it is absent.
  let pattern = RESOURCE_NOT_FOUND_CHECK_URL;
  let match = pattern.exec(run.text);
  if (match === null) {
    pattern = REQUESTED_RESOURCE_WAS_NOT_FOUND;
    match = pattern.exec(run.text);
  }
  if (match === null || NAMES_MODEL_404.test(run.text)) return undefined;
  return statusDecision(
    'format_error',
    'request.invalid_url',
    'status.404.resource_check_url',
    404,
    {
      field: fieldOf(run.facts, pattern),
      matched: match[0],
    },
  );
}

/**
 * A URL path that ends at the `/models` listing (`http://host:8080/models`, `…/v1/models`), followed
 * by a quote, a bracket, a space or the end; global for `replace`, hence module-private.
 */
const MODELS_LISTING_URL = /\/models(?<=[\w.:\]>-]\/models)\/?(?=['"\s)\],;]|$)/g;

/**
 * A 404 whose only model word is a URL ending at the `/models` listing (httpx's "Client error '404
 * Not Found' for url 'http://<IP>:8080/models'", Fabric against an Ollama host, which lists its
 * models at /api/tags, batch 397): the listing endpoint names no model, so the host does not serve
 * that path — a wrong base URL or endpoint (`format_error`, as held h272's httpx 404 for a wrong
 * endpoint URL). A model id after the path (`…/models/gpt-4o`) or a model word elsewhere in the text
 * is still read by `status.404.mentions_model`.
 */
function modelsListingUrl404(run: Run): Decision | undefined {
  const { text } = run;
  if (!text.includes('/models')) return undefined;
  const match = text.match(MODELS_LISTING_URL);
  if (match === null) return undefined;
  if (MENTIONS_MODEL_404.test(text.replace(MODELS_LISTING_URL, '/'))) return undefined;
  return {
    reason: 'format_error',
    category: 'request.invalid_url',
    step: 'status',
    rule: 'status.404.models_listing_url',
    field: fieldOf(run.facts, /\/models\b/),
    matched: match[0],
  };
}

/**
 * A provider's own API host and its versioned chat path, as the client printed the URL it called
 * (python-requests' "404 Client Error: Not Found for url: https://api.openai.com/v1/chat/completions",
 * shell_gpt, batch 475; `https://api.anthropic.com/v1/messages`, Groq's `…/openai/v1/…`, Fireworks'
 * `…/inference/v1/…`): that path exists on that host, so its 404 answers the model the body named
 * (OpenAI's and Anthropic's 404 for a model the key cannot use; held h41, h46, h276, h345), not the
 * URL. Only right after an `api.` host: a router's provider prefix (`router.huggingface.co/nebius/v1/…`),
 * a local server, a doubled or missing `/v1` and a typo of the path stay the URL's. `/v1/messages`
 * only on Anthropic's own host: an OpenAI-compatible provider serves Anthropic's path under its own
 * prefix if at all (`api.deepseek.com/anthropic`, `api.moonshot.cn/anthropic`), so Anthropic's path
 * on its root ("POST https://api.deepseek.com/v1/messages ⇒ 404", a base URL left at the chat
 * address; review rw42a) is the URL's. Global for `replace`.
 */
const API_HOST_CHAT_URL =
  /\bhttps?:\/\/api\.(?:anthropic\.com(?::\d{2,5})?\/v1\/messages|[a-z\d-]{1,63}(?:\.[a-z\d-]{1,63}){1,3}(?::\d{2,5})?(?:\/(?:openai|inference))?\/v1\/chat\/completions)\/?(?:\?[^\s'"<>]{0,200})?(?=\.?(?:[\s'"<>),;]|$))/g;

/**
 * python-requests' `raise_for_status` line for a 404 ("404 Client Error: Not Found for url: …"): the
 * client's words around the URL it called, as httpx's status line is. Global for `replace`.
 */
const REQUESTS_STATUS_404 = /\b404 client error: not found for url:/g;

/**
 * A 404 that says nothing but its status and the provider's own chat URL ({@link API_HOST_CHAT_URL}),
 * in python-requests' wording too: the model's, where {@link INVALID_URL} would read "for url:
 * https://…" as a wrong URL. Anything else said beside it (a route or page not found, a transport
 * failure the client also quotes) keeps its own reading.
 */
function apiHostChatPath404(run: Run): Decision | undefined {
  const { text } = run;
  if (!text.includes('//api.')) return undefined;
  const url = text.match(API_HOST_CHAT_URL);
  if (url === null) return undefined;
  const rest = text.replace(API_HOST_CHAT_URL, ' ').replace(REQUESTS_STATUS_404, '404');
  if (!saysNoMoreThanItsStatus(rest)) return undefined;
  return statusDecision('model_not_found', 'model.not_found', 'status.404.api_chat_path', 404, {
    field: fieldOf(run.facts, /\/\/api\./),
    matched: url[0],
  });
}

export function byStatus404(run: Run): Decision {
  // A router with no credential stored for the provider a model maps to ("No active credentials
  // for provider: openai, url: http://localhost:20128/v1/responses", 9router, batch 220): the
  // missing key, whatever URL the client prints after it; also under the router's own
  // model_not_found code (OmniRoute's 404 "No active credentials for provider: anthropic", batch 1296).
  const noCredential = byText(
    run,
    P.NO_PROVIDER_CREDENTIALS,
    'auth_permanent',
    permanentCategory,
    'status',
    'status.404.missing_credential',
  );
  if (noCredential) return noCredential;
  // A hub proxy with no secret stored for the provider's key (Continue's 404 "We couldn't find a
  // secret with the name \"MISTRAL_API_KEY\"", batch 1416, h1416-continue-proxy-404-missing-secret;
  // held auth_permanent ×4): its advice ("Purchase the Models Add-On") names models, but the key
  // is what is missing, so it is read before the 404's model words.
  const noSecret = byText(
    run,
    P.NO_STORED_SECRET,
    'auth_permanent',
    permanentCategory,
    'status',
    'status.404.missing_secret',
  );
  if (noSecret) return noSecret;
  // A relay's account pool left empty, sent as a 404 (codex-lb; rule group OB, session 71).
  const poolEmpty = byText(
    run,
    P.UPSTREAM_ACCOUNTS_ALL_UNAVAILABLE,
    'overloaded',
    'overloaded.unavailable',
    'status',
    'status.404.upstream_accounts_unavailable',
  );
  if (poolEmpty) return poolEmpty;
  // The token endpoint's 404 to a login's code exchange ("Token exchange failed: HTTP Error 404: Not
  // Found", Hermes Agent's Claude OAuth login, batch 1810, h1810-anthropic-hermes-oauth-token-exchange-404):
  // the login gets no credential at all, as its 400 and 401 read (held "Token exchange failed" under
  // a 4xx ×11 auth_permanent, one 403 auth). A refresh's 404 stays unknown (holdout-83's tests: a
  // refresh that says nothing of the credential is no verdict on it). Rule group QB, session 73.
  const exchange = byText(
    run,
    P.TOKEN_EXCHANGE_404,
    'auth_permanent',
    'auth.token_revoked',
    'status',
    'status.404.token_exchange_failed',
  );
  if (exchange) return exchange;
  // google-auth's metadata server with no service account for this host ("… from the Google
  // Compute Engine metadata service. Status: 404", Colab without a login, batch 1888): the 404 is
  // the metadata server's, and no credential was found, as DefaultCredentialsError reads. Rule group
  // SC, session 74.
  const noAccount = byText(
    run,
    P.GCE_METADATA_NO_ACCOUNT,
    'auth',
    'auth.unauthorized',
    'status',
    'status.404.metadata_no_account',
  );
  if (noAccount) return noAccount;
  const coded = codeRule(run.facts, false, ['model_not_found', 'billing']);
  if (coded) return { ...coded, step: 'status', rule: 'status.404.code' };
  return (
    // A guardrail that sends its block as a 404 (Kong's GCP Model Armor plugin, batch 982): the
    // verdict on the content, not a missing model or path.
    byText(
      run,
      P.REQUEST_BLOCKED_BY_POLICY,
      'content_policy',
      'content_policy.blocked',
      'status',
      'status.404.policy_block',
    ) ??
    byText(
      run,
      ROUTER_NOT_FOUND,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.router',
    ) ??
    // Azure OpenAI sends a request field its API version does not know ("Unrecognized request
    // argument supplied: functions") as a 404: the request's parameter, not a missing model (held
    // ×43 format_error; batches 245, 406, 673; rule group KE, session 67).
    byText(
      run,
      P.UNRECOGNIZED_REQUEST_ARGUMENT,
      'format_error',
      'request.invalid_parameter',
      'status',
      'status.404.unrecognized_request_argument',
    ) ??
    // A stale reference to a conversation item (a replayed reasoning item, a previous response
    // the server no longer holds) is the request's, whatever model the text also names.
    byText(
      run,
      P.REFERENCED_ITEM_NOT_FOUND,
      'format_error',
      'request.invalid_parameter',
      'status',
      'status.404.referenced_item',
    ) ??
    // OpenAI ChatKit's "Workflow with id 'wf_…' not found." under its 404 (held h609 without its
    // message, read so without the status too): the workflow id, not a model. Rule group ND,
    // session 70.
    byText(
      run,
      P.CHATKIT_WORKFLOW_NOT_FOUND,
      'format_error',
      'request.invalid_parameter',
      'status',
      'status.404.chatkit_workflow_not_found',
    ) ??
    // OpenAI's "Invalid URL (POST /…)" before LangChain.js's MODEL_NOT_FOUND troubleshooting link,
    // which names no model (held "Invalid URL (POST" ×54 format_error; rule group MA, session 69).
    byText(
      run,
      P.INVALID_URL_METHOD_PATH,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.invalid_url_beside_langchain_link',
    ) ??
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'status',
      'status.404.model_text',
    ) ??
    // Poe's bot "not defined in settings" (a bot there is the model), as under no status: the word
    // vote would read a bare 404's body as a path fault. Rule group SE, session 74.
    byText(
      run,
      P.POE_BOT_NOT_DEFINED,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.bot_not_defined',
    ) ??
    // A web server's verdict on the path ("The requested URL /v1/…/cachedContents was not found on
    // this server", Google's and Apache's HTML 404) beats a model named elsewhere, such as LiteLLM's
    // trailer "Received Model Group=gemini-2.5-flash" ({@link P.REQUESTED_URL_NOT_FOUND}).
    byText(
      run,
      P.REQUESTED_URL_NOT_FOUND,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.requested_url',
    ) ??
    modelsListingUrl404(run) ??
    resourceCheckUrl404(run) ??
    // The Hugging Face router's bodiless 404 on its hf-inference route: the path is not served, and
    // the URL's `/models/` segment names no model denied (held ×4 format_error; rule group JE).
    byText(
      run,
      P.HF_ROUTER_HF_INFERENCE_404,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.hf_router_hf_inference',
    ) ??
    byText(
      run,
      // Serverless platforms (NVIDIA NIM) call a deployed model a "function"; Azure answers a
      // deployment path that does not exist with "Resource not found" (as Google's "Requested
      // entity was not found"): on a chat call the resource addressed is the model. Hugging Face's
      // serverless status URL names the model as its path (`api-inference.huggingface.co/status/
      // <org>/<model>`, a model it no longer serves: batches 78 and 170).
      MENTIONS_MODEL_404,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.mentions_model',
    ) ??
    // Vertex AI's Imagen capability model gone under its 404 ("imagen-3.0-capability-001 is
    // unavailable", h1720; rule group OD, session 71): the model the call named.
    byText(
      run,
      P.IMAGEN_MODEL_UNAVAILABLE,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.imagen_model_unavailable',
    ) ??
    // Azure's expired code-interpreter container ("Container not found", its whole message) and
    // go-openai's 404 over Go's router page ("… message: json: cannot unmarshal number into Go
    // value …"): the request names a container or path that is not there (held h1239, h1684,
    // h281, h290: format_error; rule group PD, session 72).
    byText(
      run,
      P.CONTAINER_NOT_FOUND_ALONE,
      'format_error',
      'request.invalid',
      'status',
      'status.404.container_not_found',
    ) ??
    byText(
      run,
      P.GO_OPENAI_404_NUMBER_BODY,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.go_openai_number_body',
    ) ??
    byText(
      run,
      P.BILLING_STRICT,
      'billing',
      'billing.credits_exhausted',
      'status',
      'status.404.billing_text',
    ) ??
    // A relay's group said saturated upstream ("当前分组上游负载已饱和，请稍后再试", new-api/one-api),
    // with a 404 read from its `param` when the body is all a client kept (batch 24,
    // h24-openai-videocaptioner-429-upstream-saturated-upstream-error; held "负载已饱和" ×19 overloaded,
    // the one billing line names billing_not_active, read above): the upstream's load, as its 429
    // reads the words. After the money wordings. Rule group QE, session 73.
    byText(
      run,
      P.LOAD_SATURATED,
      'overloaded',
      'overloaded.capacity',
      'status',
      'status.404.load_saturated',
    ) ??
    // A plan's usage limit said reached ("Usage limit reached [404]", a ChatGPT-plan Codex plugin,
    // batch 682): the window, as under a 400 or a 429; a 404 status says nothing of the path then.
    // After the billing wordings, so a month or money named beside it stays billing.
    byText(
      run,
      P.USAGE_LIMIT_REACHED,
      'rate_limit',
      'rate_limit.usage_window',
      'status',
      'status.404.usage_limit_reached',
    ) ??
    // Ollama's own generation paths exist on every Ollama server, so a 404 there is its answer for a
    // model it has not pulled ("404 Client Error: Not Found for url: http://localhost:11434/api/chat",
    // Remis, batch 350; the same on /api/generate, batch 284), not a wrong URL.
    byText(
      run,
      P.OLLAMA_GENERATION_PATH,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.ollama_generation_path',
    ) ??
    // …while an OpenAI-style path right after its port, without `/v1`, is no route of any Ollama
    // server: the base URL's fault (held h2128 format_error). Rule group YF, session 79.
    byText(
      run,
      P.OLLAMA_OPENAI_PATH_WITHOUT_V1,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.ollama_openai_path_without_v1',
    ) ??
    // Modal's router for a URL that names no deployed function (rule group UF, session 75): the
    // endpoint serving the model is not there, before the vote reads "function call" as the
    // request's.
    byText(
      run,
      P.MODAL_INVALID_FUNCTION_CALL,
      'model_not_found',
      'model.not_found',
      'status',
      'status.404.modal_invalid_function_call',
    ) ??
    // A 404 whose body is only "Unknown error" and whose answer carries Cloudflare's ray id
    // ("unexpected status 404 Not Found: Unknown error, url: https://…/responses, cf-ray: …", Codex
    // during the ChatGPT backend's incidents, held ×8 of 9 server_error, batch 705): the provider's
    // own edge answered for a path every client of it uses, so its service failed; the same words
    // without a ray id (a base URL missing its version path) stay the URL's.
    byText(
      run,
      UNKNOWN_ERROR_WITH_RAY,
      'server_error',
      'server.internal',
      'status',
      'status.404.unknown_error_with_ray',
    ) ??
    // The same words from the Codex endpoint of the ChatGPT backend without the ray id (batch 1892):
    // a path fixed in the client, so its 404 is the service's failure. Rule group SC, session 74.
    byText(
      run,
      P.CHATGPT_BACKEND_404_UNKNOWN,
      'server_error',
      'server.internal',
      'status',
      'status.404.chatgpt_backend_unknown_error',
    ) ??
    apiHostChatPath404(run) ??
    bareBodyBeforeClientUrl404(run) ??
    byText(
      run,
      INVALID_URL,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.invalid_url',
    ) ??
    // A proxy that has no key stored for this provider answers 404 for the missing secret; an app's
    // guess among causes ("可能是 APIKEY 无效，也可能平台或网络等原因", batch 183) says no such thing.
    permanentUnlessSupposed(
      run,
      P.GUESSED_CAUSES.test(run.text),
      'status.404.missing_credential',
    ) ??
    bare404(run) ??
    // A relay that answers its own failure to reach the upstream with a 404 ("Not found because of
    // proxy error: … socket disconnected before secure TLS connection was established"): nothing
    // else said, the transport failure it names is what happened.
    transportBehind404(run) ??
    // A web site's whole HTML page for the API's path (a Next.js app's 404 page behind a base URL
    // without its /v1, batch 1856): the path is wrong, the request's (held ×12 format_error; rule
    // group SB, session 74). Read last: a model, a URL verdict or a transport failure said in words
    // decides first.
    byText(
      run,
      P.HTML_DOCUMENT_PAGE,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.html_page',
    ) ??
    // The legacy openai SDK's plain-text 404 ("Invalid response object from API: '404 Not Found'"):
    // no API at that path, the base URL's fault (held ×2 format_error). Rule group YF, session 79.
    byText(
      run,
      P.LEGACY_SDK_PLAIN_404,
      'format_error',
      'request.invalid_url',
      'status',
      'status.404.legacy_sdk_plain_page',
    ) ??
    statusDecision('unknown', 'not_found.other', 'status.404', 404)
  );
}

/**
 * The words a 404 with nothing of its own to say still carries ("404 status code (no body)"), its
 * type and code words (`invalid_request_error`, `not_found_error`) and a web server's signature
 * under its HTML page ("nginx/1.24.0 (Ubuntu)"); a client's "Server responded with status code: 404"
 * (twinny, batch 79); axios's class name before its "Request failed with status code 404"
 * (`AxiosError`, batch 374). A JavaScript client's `undefined` or `null` where the status text
 * would go ("Http Request Error Http Status: 404 undefined", Pot's test button, batch 432) says
 * nothing either. So does Go's fmt mark for a nil message ("error, status code: 404, message:
 * %!s(<nil>)", go-openai with no error body, kubectl-ai, held h288; its `<nil>` may already be cut as
 * a tag). Nor does the AI SDK's `APICallError` when the body was empty: its message is the status
 * text ("AI_APICallError: Not Found") and its fields print as "statusCode: 404" and "responseBody:
 * ''" (held "AI_APICallError: Not Found" ×5 model_not_found; h707, h755, h1738, h611 were the vote's;
 * rule group PD, session 72).
 */
const BARE_STATUS_WORDS =
  /%![a-z]\( ?(?:<nil>)? ?\)|\b(?:error|axioserror|ai_apicallerror|apicallerror|statuscode|responsebody|http|https|status|code|not|found|no|body|response|request|failed|with|the|of|type|message|detail|invalid_request_error|invalid_request|not_found_error|not_found|notfound|notfounderror|http_error|api_error|provider_response_error|api|from|provider|nginx|openresty|apache|cloudflare|ubuntu|debian|centos|server|responded|undefined|null)\b/g;
/**
 * A client's headline before the status it relays ("OpenAI completion error: 404 …", "API Error:
 * 404 …"; langchain's "Ollama call failed with status code 404", axios' "Request failed with status
 * code 404", Obsidian's "Error while generation text: Request failed, status 404"): up to three words
 * ending in "error" or "exception", or naming a call or request that failed with the status (after
 * at most an "Error …:" headline of four words), at the start of the text and right before the 404.
 * Also an SDK's chain of exception classes ("litellm.NotFoundError: AnthropicException - 404 …"), a
 * relay's one-line summary of its upstream's 404 ("Upstream provider OPENROUTER returned HTTP
 * 404."), and a client's "HTTP POST <URL> failed with status code 404" when the URL is the API's
 * base (…/v1) or its chat path. Also tenacity's after-log line before the exception it logs
 * ("Finished call to '…' after 2.975(s), this was the 1st time calling it. exp: Error code: 404 - …",
 * MetaGPT, batch 104). Also a client's sentence that it could not do something, ending
 * in a period or colon right before the 404 (AnythingLLM's "Could not respond to message.", Norish's
 * "Failed to connect:"; batch 83) — unless it names a token or sign-in step ("Failed to refresh
 * token: 404 Not Found", a wrong OAuth token URL): that 404 is the credential step's, not the chat
 * call's (review of batch 83). Its words name the client, not what was not found. Qwen Code's and
 * Gemini CLI's "[API Error: …]" wrapper around such a headline ("[API Error: OpenAI API error: 404
 * status code (no body)]", batch 106) and a browser console's method before the request line
 * ("POST http://…/api/generate 404 (Not Found)") are the client's words too. So is R's rlang
 * headline over httr2's status line ("Error in `req_perform()`:\n! HTTP 404 Not Found.", also
 * "Error in `httr2::req_perform()` at pkg/R/file.R:77:3:"): httr2 prints a failed status so, body or
 * none (gemini.R on Vertex, batch 257). So is a client's retry summary before the status it relays
 * ("Error in LLM call after 3 attempts: Error code: 404 - …", ai-hedge-fund, batch 298; LibreChat's
 * "Operation failed after 3 attempts: 404 …"; "API call failed after 3 retries: HTTP 404"): it counts
 * the client's tries and names nothing that was not found. So is Python's exception class before
 * urllib's status line ("urllib.error.HTTPError: HTTP Error 404: Not Found", Open Interpreter's 01 on
 * Ollama, batch 1136; held ×5 model_not_found with "HTTP Error 404: Not Found"). The headline's
 * status may carry its "HTTP" ("Local LLM API error (HTTP 404)", "OpenRouter API error (HTTP 404).",
 * OpenOats, h342, h370; Continue's "Continue error: HTTP 404 Not Found from …", h1495; rule group PD,
 * session 72).
 */
const CLIENT_HEADLINE_404 =
  /^error in `(?:[\w.]{1,40}::)?[\w.]{1,60}\(\)`(?: at [^\n]{1,200}?)?:\s{0,3}! (?=http 404\b)|^(?:get|post|put|patch|delete)(?= https?:\/\/\S{1,300} 404 \()|^(?:could not|couldn't|failed to|unable to) (?![^.:\n]{0,130}\b(?:tokens?|credentials?|oauth|auth\w*|log ?in|sign ?in)\b)[a-z][\w-]{0,30}(?: [a-z][\w-]{0,30}){0,3}[.:](?=\s{0,20}404\b)|^(?:(?:✕ )?\[api error: )?(?:(?:error|exception)(?: [a-z][\w.-]{0,30}){0,3}: (?=(?:call|request) failed))?(?:[a-z][\w.-]{0,30} ){0,3}(?:(?:error|exception):? ?|(?:call|request) failed(?: with|,) (?:http )?status(?: code)?:? ?)(?=\s{0,20}[[(]?(?:http )?404\b)|^(?:[a-z][\w.]{0,60}(?:error|exception)(?::| -) ?){1,4}(?=(?:http error )?404\b)|^(?:upstream )?(?:provider|upstream|api)(?: [\w.-]{1,40})? (?:returned|responded with|answered)(?: an?)?(?: http| status| error| code){0,2}:? (?=404\.?\s*$)|^finished call to '[^'\n]{1,200}' after [\d.]{1,12}\(s\), this was the \d{1,4}(?:st|nd|rd|th) time calling it\.(?: exp:)? ?(?=error code:? 404\b)|^http (?:get|post|put|patch|delete) https?:\/\/[^\s/]{1,100}(?:[^\s]{0,100}?\/(?:v\d{1,2}(?:beta|alpha)?\d?|chat\/completions|messages))?\/? failed with status(?: code)?:? (?=404\.?\s*$)|^(?:[a-z][\w.-]{0,30} ){0,6}after \d{1,3} (?:attempts|retries|tries)(?:\. last error)?: ?(?=\s{0,20}(?:error code:? ?|status(?: code)?:? ?|http )?404\b)/;
/**
 * An OpenAI-compatible server's own access-log line for a chat call it answered with a 404 (uvicorn's
 * `INFO:     127.0.0.1:59456 - "POST /v1/chat/completions HTTP/1.1" 404 Not Found`, vLLM's and
 * llama-cpp-python's servers; Python's http.server's `127.0.0.1 - - [12/Jan/2026 19:06:28] "POST
 * /v1/chat/completions HTTP/1.1" 404 -`, mlx-lm's): the log's address, time and the chat path every
 * client calls (a doubled `/v1` too) name nothing that was not found, as {@link STANDARD_CHAT_URL}
 * (held ×4 model_not_found, h1023, h1579 ×3, all the vote's; rule group PD, session 72). Other paths
 * stay words: a server without `/v1/responses` or `/v1/messages` (held ×3 format_error) is a wrong
 * URL.
 */
const ACCESS_LOG_CHAT_404 =
  /^(?:info: +)?(?:[\w.:[\]]{1,60} - (?:- \[[^\]\n]{1,40}\] )?)?"post (?:\/v1){0,2}\/chat\/completions http\/1\.[01]" (?=404\b)/;
/**
 * The API's own chat URL the client called ("HTTP 404 for https://openrouter.ai/api/v1/chat/completions"):
 * the path every chat call uses names nothing that was not found, so it does not make a 404 less
 * bare. Other paths (`/responses`, a typo) stay words: a host that does not serve them is a wrong
 * URL (`format_error`). Ollama's own routes (`/api/generate`, `/api/chat`) are its chat paths: a bare
 * 404 there is its missing model (batch 106) — on an Ollama host only (its port 11434, a host named
 * ollama, Open WebUI's `/ollama` prefix): `/api/chat` is also a web app's own backend route (the AI
 * SDK's `useChat` default), whose 404 is the app's missing route (vercel/next-forge#359; review of
 * batch 106). Also with the method after "from" (Spring WebClient's "404 Not Found from POST https://…/chat/completions",
 * h1377) and on the line after httpx's "for url" (h926; rule group PD, session 72). Global for `replace`,
 * hence module-private.
 */
const STANDARD_CHAT_URL =
  /(?:\b(?:for|at|to) |\bfrom (?:(?:post|get) )?)?(?:url\s{1,3})?['"]?https?:\/\/(?:[^\s"'<>]{1,200}?\/(?:chat\/completions|messages)|(?:(?=[^\s"'<>/]{0,100}(?:ollama|:11434\b))[^\s"'<>/]{1,100}|[^\s"'<>/]{1,100}\/ollama)\/api\/(?:generate|chat))\/?(?=[\s"'<>),.;]|$)/g;
/**
 * httpx's `raise_for_status` wording around the status ("Client error '404 Not Found' for url
 * '…'", then "For more information check: <MDN's 404 page>" on its own line), and curl's `--fail`
 * line ("curl: (22) The requested URL returned error: 404", batch 112): the client's words, as the
 * status line itself. Older httpx pointed at httpstatuses.com instead of MDN (readme-ai, held h1106;
 * rule group PD, session 72). Global for `replace`.
 */
const HTTPX_STATUS_404 =
  /\bclient error '404 not found'|\bfor more information check: https:\/\/(?:developer\.mozilla\.org\/\S*|httpstatuses\.com)\/404\b|(?:\bcurl: )?\(22\) the requested url returned error:(?= ?404\b)/g;
/**
 * .NET's renderings of a status with nothing of its own to say (batch 107): HttpClient's
 * `EnsureSuccessStatusCode` line ("Response status code does not indicate success: 404 (Not
 * Found).") and System.ClientModel's ("Service request failed.\nStatus: 404 (Not Found)", as Semantic
 * Kernel's `HttpOperationException` wraps it), a dotted exception class path
 * ("System.Net.Http.HttpRequestException:", "Microsoft.SemanticKernel.HttpOperationException:") and
 * the runtime's "Unhandled exception." header: the client's words, as the status line itself. The
 * class path is read only from a namespace root .NET and the JVM use, literal first. Global for
 * `replace`.
 */
const DOTNET_STATUS_LINE_404 =
  /\bresponse status code does not indicate success:? ?404 \(not found\)\.?|\bservice request failed\.?\s{0,3}status: 404 \(not found\)|\bunhandled exception\.|\b(?:system|microsoft|java|javax|org|com|io)\.(?:[a-z]\w{0,40}\.){0,6}[a-z]\w{0,60}exception\b:?/g;
/**
 * An app's generic advice and headline around the status it relays (Raycast's ChatGPT extensions:
 * "⚠️ Failed to get response from OpenAI. Please check your network connection and API key. Error
 * Message: Request failed with status code 404", batch 317; held h34 with a 400): a guess among
 * causes that names no resource, so the 404 stays bare. "Failed to get response from" counts only
 * as a whole sentence naming one or two words of a provider (not a proxy, webhook, database, knowledge
 * base, tool or other service whose own 404 names no model: review 35); the advice only as a check of the
 * network or internet connection and of the key or settings. Continue's fixed advice under every
 * 404 from its `apiBase` ("HTTP 404 Not Found from http://localhost:8080/completion\n\nThis may mean
 * that you forgot to add '/v1' to the end of your 'apiBase' in config.json.", with the URL it called
 * before it) guesses at the base URL and names nothing that was not found (held ×3 model_not_found;
 * h712 and h1495 were the vote's; rule group PD, session 72). Global for `replace`.
 */
const CLIENT_ADVICE_404 =
  /(?:\bfrom https?:\/\/\S{1,300}\s{1,5})?\bthis may mean that you forgot to add '\/v1' to the end of your 'apibase' in config\.json\.?|\bfailed to get (?:a |any )?response from (?:the )?(?!(?:[\w.-]{1,30} )?(?:proxy|webhook|database|db|knowledge base|vector (?:store|db|database)|storage|bucket|plugin|tool|mcp(?: server)?|function|cache|index|repository|registry)[.!:])[a-z][\w.-]{0,30}(?: [a-z][\w.-]{0,30})?[.!:](?=\s|$)|\bplease (?:check|verify) (?:your |the )?(?:(?:network|internet) (?:connection|connectivity|settings)|api key)(?:,? (?:and|or) (?:your |the )?(?:(?:network|internet) (?:connection|connectivity|settings)|api key|settings|configuration|proxy))*[.!]?/g;
/**
 * A client's own notice that it will try again, after the status it relays ("…status code 404,
 * 将在 10 秒后重试 (1/3)", ai-file-translator, batch 374; "retrying in 10s (attempt 1/3)"): its
 * schedule, which names nothing that was not found. Global for `replace`.
 */
const CLIENT_RETRY_NOTICE_404 =
  /\b(?:retrying|will retry|retry) in \d{1,4}(?:\.\d{1,3})? ?(?:ms|s|secs?|seconds?)\b|\((?:attempt |retry )?\d{1,2}\/\d{1,2}\)/g;
/**
 * Spring AI's rendering of a refused call whose body was empty ("HTTP 404 - No response body
 * available", its retry auto-configuration's error handler, for every status; DashScope's text-to-image
 * endpoint through Spring AI, batch 476): the client's placeholder for the missing body, as httpx's
 * status line or "404 status code (no body)". Global for `replace`.
 */
const NO_RESPONSE_BODY_AVAILABLE = /\bno response body available\b/g;
/**
 * A client's own status line with nothing after it, ending the text: Go's google-api-go-client
 * ("googleapi: Error 404:", its `Error %d: %s` with no message in the body; held h321, batch 483
 * after an app's "Error in geminiServices.MakeLoopCallsIfErrorGemini") and axios' "Request failed
 * with status code 404" (batch 483 after Bot Framework's "[onTurnError] unhandled error: AxiosError:";
 * held h303 after "Error initializing Ollama model:"), and Laravel's HTTP client's RequestException
 * when the body gave it nothing to append ("HTTP request returned status code 404", the Laravel AI
 * SDK on Gemini's retired preview models, batch 494; Prism's "Sending to model (x) failed: " before
 * it), and .NET HttpClient's `EnsureSuccessStatusCode` line ("Response status code does not indicate
 * success: 404 (Not Found).") after an app's headline ("PostProcessingService: HTTP error: …", batch
 * 1309; "ERROR: Agent failed to generate a response: …", batch 852; held "does not indicate success:
 * 404" 10/10 model_not_found, these two the vote's; rule group MD, session 69): the provider said
 * nothing beyond the status, and the words before are the app's headline, so the 404 is bare. Not when that headline names
 * another step than the model call ({@link HEADLINE_NAMES_OTHER_STEP_404}). Also (rule group PD,
 * session 72; each the vote's before): openai-python's `APIStatusError` message for a 404 whose body
 * was empty ("Error code: 404" after an app's "OpenAI API error:", "[deepseek] Error calling LLM:",
 * "API status error from OpenAI API:"; held ×7 model_not_found, h1721, h298, h465, h614, h653),
 * .NET Framework's `WebException` ("The remote server returned an error: (404) Not Found.", h1088),
 * Obsidian's `requestUrl` ("Request failed, status 404" alone or right after an "Error:" or a
 * sentence ending "failed.", held ×6 model_not_found; h373, h968; another headline before it stays
 * unread, as `holdout-31-34-rules` keeps it), Dio 4's
 * `DioError` for a response ("Http status error [404]", h1383) and a browser console's "Failed to
 * load resource: the server responded with a status of 404 ()" (held ×2, h298, h552), the console
 * line alone only: a route before it ("/api/chat:1 Failed to load resource: …") is the app's own,
 * as {@link STANDARD_CHAT_URL} reads it, left to other steps (session 72 review 2, problem 7).
 * Also (rule group QD, session 73; each the vote's before, the held wording's lines all
 * model_not_found): avante's "API request failed with status 404" (held ×9; h1058), "… returned HTTP
 * 404" (Gemini's client, held ×5; h1418), twinny's and GPT Pilot's "Server responded with status
 * code: 404" (held ×6; h142), langchain's and axios' "… failed with status code 404" after any
 * headline but a URL's (held ×40; h319; "HTTP POST <a /responses URL> failed …" stays a wrong
 * path, as `holdout-39-42-rules` keeps it), tgpt's "Statuscode: 404" (held ×3; h1721), "GPT request error, status
 * code: 404" (h343), the AI SDK's "Received status code: 404." (h341), openai-agents' "Error code:
 * 404. (request_id: None)" (h172), WordPress AI client's "Not Found (404)" (held ×6; h290, h320),
 * Obsidian's full-width "error while generating text：request failed， status 404" (h143, the vote's
 * and wrong) and Synaplan's "HTTP/2 404 returned for `https://api.anthropic.com/v1/messages`" (held
 * ×2; h145, h1269, the vote's and wrong).
 */
const CLIENT_STATUS_LINE_TAIL_404 =
  /(?:\bapi request failed with status 404|\breturned http 404|\bserver responded with status code:? 404|\b(?<!\/\/\S{1,300} )failed with status code 404|\bstatuscode: 404|\brequest error, status code: 404|\breceived status code: 404|\berror code: 404\. \(request_id: [\w-]{1,80}\)|\bnot found \(404\)|(?<=\berror while generat\w{0,3} text ?[:：] ?)request failed[,，] ?status 404|^(?:\S{1,3} )?http\/2 404 returned for [`"']https?:\/\/[^\s`"']{1,200}[`"']|\bgoogleapi: error 404:?|\brequest failed with status code 404|\brequest failed with status 404:?|\brequest failed with status code 404\. error getting response\. please check if llama\.cpp server is running|\bhttp request returned status code 404|\bresponse status code does not indicate success: ?404 \(not found\)|\berror code: 404|\bthe remote server returned an error: \(404\) not found|(?:^|(?<=\berror: |\bfailed\. ))request failed, status 404|\bhttp status error \[404\]|^failed to load resource: the server responded with a status of 404 \(\))["'.]?\s*$/;
/**
 * An app's headline that names a step other than the model call: a token, credential or sign-in (the
 * held "Failed to refresh token: 404" reading), or another service (a proxy, webhook, database,
 * store, tool or MCP server), whose 404 names no model; or an Assistants/Files/Batch object ("Error
 * creating thread: Error code: 404": a thread, assistant, file or batch that is not there; session
 * 72 review 2, problem 7).
 */
const HEADLINE_NAMES_OTHER_STEP_404 =
  /\b(?:tokens?|credentials?|oauth|auth\w*|log ?in|sign ?in|proxy|webhooks?|database|db|knowledge base|vector (?:store|db|database)|storage|bucket|plugins?|tools?|mcp|cache|index|repository|registry|threads?|assistants?|files?|batch(?:es)?)\b/;
/** An HTML page's tags ("<html><head><title>404 Not Found</title>…"): markup, not words. */
const HTML_TAG = /<[^<>\n]{0,200}>/g;

/**
 * Whether a 404's text says nothing beyond its status once the client's own words around it are set
 * aside (its headline, status line, advice, retry notice, the API's chat URL, an HTML page's tags).
 */
function saysNoMoreThanItsStatus(text: string): boolean {
  const words = (text.includes('<') ? text.replace(HTML_TAG, ' ') : text)
    .replace(HTTPX_STATUS_404, '404')
    .replace(DOTNET_STATUS_LINE_404, ' 404 ')
    .replace(ACCESS_LOG_CHAT_404, ' ')
    .replace(CLIENT_HEADLINE_404, ' ')
    .replace(STANDARD_CHAT_URL, ' ')
    .replace(CLIENT_ADVICE_404, ' ')
    .replace(CLIENT_RETRY_NOTICE_404, ' ')
    .replace(NO_RESPONSE_BODY_AVAILABLE, ' ');
  return !/[a-z]/.test(words.replace(BARE_STATUS_WORDS, ''));
}

/**
 * A 404 that says nothing beyond its status, its type and code words, or a web server's bare 404
 * page ("404 status code (no body)", "HTTP 404 Not Found", `{"message": "Not Found", "type":
 * "invalid_request_error"}`, nginx's HTML page): on a chat call, the URL or deployment this target
 * is configured with does not exist, so no retry helps and another target may serve the model
 * (DESIGN §1.1 `model_not_found`: fall back). One answer for every such shape; the gateway relays
 * it as a 404, as it came.
 */
function bare404(run: Run): Decision | undefined {
  const { text } = run;
  if (!saysNoMoreThanItsStatus(text)) {
    // The client's own status line ending the text, after an app's headline (batch 483).
    const tail = CLIENT_STATUS_LINE_TAIL_404.exec(text);
    if (tail !== null && !HEADLINE_NAMES_OTHER_STEP_404.test(text.slice(0, tail.index))) {
      return statusDecision(
        'model_not_found',
        'model.not_found',
        'status.404.client_status_line',
        404,
        {
          field: fieldOf(run.facts, CLIENT_STATUS_LINE_TAIL_404),
          matched: tail[0],
        },
      );
    }
    const noBody = sdkNoBody404(run);
    if (noBody) return noBody;
    const worded = clientWordedBare404(run);
    if (worded) return worded;
    // A client's own headline around a parsed body that is itself bare (`{"detail": "Not Found"}`
    // under "Sorry, there was an error from the AI: Not Found"): the provider's document decides.
    if (!bareBodyDocument(run.facts)) return undefined;
    return statusDecision('model_not_found', 'model.not_found', 'status.404.bare_body', 404, {
      field: run.facts.bodyMessageField ?? 'body',
      matched: run.facts.bodyMessage,
    });
  }
  return statusDecision('model_not_found', 'model.not_found', 'status.404.bare', 404);
}

/**
 * openai-node's own message for a 404 that came back empty ("404 status code (no body)") inside a
 * client's or app's wording around it ("feishu deliver called: text=404 status code (no body)", "Open
 * AI ❌ LLM 响应异常 NotFoundError: 404 status code (no body)", "GenericOpenAI Failed to embed:
 * [failed_to_embed]: …", a "Request ID: …" line after it): the provider said nothing but its 404, so
 * the base URL or model this target names does not exist, as a bare 404 reads (held ×24
 * model_not_found; h1070, h1126, h1206, h183, h217, h375 were the vote's). Not when the words before
 * it name another step (a token, tool, proxy or store: {@link HEADLINE_NAMES_OTHER_STEP_404}); rule
 * group IF, session 65.
 */
function sdkNoBody404(run: Run): Decision | undefined {
  const at = run.text.indexOf('404 status code (no body)');
  if (at < 0 || HEADLINE_NAMES_OTHER_STEP_404.test(run.text.slice(0, at))) return undefined;
  return statusDecision('model_not_found', 'model.not_found', 'status.404.sdk_no_body', 404, {
    field: fieldOf(run.facts, SDK_NO_BODY_404),
    matched: '404 status code (no body)',
  });
}
const SDK_NO_BODY_404 = /404 status code \(no body\)/;

/**
 * A 404 in a client's fixed words that carry nothing from the provider: openai-python's "Error code:
 * 404 - {'detail': 'Not Found'}" (FastAPI's default page for a route that does not exist; held ×11
 * model_not_found), Semantic Kernel's "Invalid request: The request is not valid, HTTP status: 404"
 * (held ×9 model_not_found) and httpx's log line alone ("HTTP Request: POST https://…/chat/completions
 * \"HTTP/1.1 404 Not Found\""): the base URL, route or deployment this target names does not exist,
 * as a bare 404 reads. Not when the words before it name another step
 * ({@link HEADLINE_NAMES_OTHER_STEP_404}). Batches 134, 143, 150, 253, 265, 273, 276, 331, 395, 1142,
 * 1372, 1378, 1446 were the vote's (rule group JD, session 66).
 */
function clientWordedBare404(run: Run): Decision | undefined {
  if (!run.text.includes('404')) return undefined;
  const match = CLIENT_WORDED_404.exec(run.text);
  if (match === null || HEADLINE_NAMES_OTHER_STEP_404.test(run.text.slice(0, match.index))) {
    return undefined;
  }
  return statusDecision('model_not_found', 'model.not_found', 'status.404.client_worded', 404, {
    field: fieldOf(run.facts, CLIENT_WORDED_404),
    matched: match[0],
  });
}
const CLIENT_WORDED_404 =
  /\berror code: 404 - \{'detail': 'not found'\}|\bthe request is not valid, http status: 404\b|^http request: (?:post|get) https?:\/\/\S{1,300} "http\/1\.1 404 not found"\s*$/;

/** The request URL a client prints after the answer's text (Codex's "…, url: https://…"). */
const CLIENT_URL_SUFFIX = /^url[:=] ?['"]?https?:\/\//;

/**
 * A 404 whose document is bare (`{"detail":"Not Found"}`) and whose only word on a URL is the one
 * the client prints after it (Codex's "unexpected status 404 Not Found: {"detail":"Not Found"}, url:
 * https://…/responses/compact", batches 186 and 744): the document decides, as without the URL
 * (held ×16 model_not_found); the suffix names where the request went, not that the path is wrong.
 */
function bareBodyBeforeClientUrl404(run: Run): Decision | undefined {
  if (!bareBodyDocument(run.facts)) return undefined;
  const url = INVALID_URL.exec(run.text);
  if (url === null || !CLIENT_URL_SUFFIX.test(url[0])) return undefined;
  return statusDecision('model_not_found', 'model.not_found', 'status.404.bare_body', 404, {
    field: run.facts.bodyMessageField ?? 'body',
    matched: run.facts.bodyMessage,
  });
}

/**
 * A relay's message that is only the upstream's bare document as a string, with the relay's trace id
 * after it (`{"detail":"Not Found"} （traceid: 0ea51…）`, a Codex relay's 404, batch 1151; also spelled
 * `trace_id`, `trace-id`, `request_id`, review 59 item 7): the document's words, the id set aside.
 */
const RELAYED_BARE_DOCUMENT =
  /^\{"(?:detail|message|error)": ?"((?:error:? )?not found\.?)"\}\s{0,3}(?:[（(](?:trace[ _-]?id|request[ _-]?id)[:：] ?[\w-]{6,80}[）)])?$/i;

function bareWords(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith('{') ? (RELAYED_BARE_DOCUMENT.exec(trimmed)?.[1] ?? trimmed) : trimmed;
}

/**
 * A parsed body whose only words are "Not Found" (FastAPI's and most routers' 404 document,
 * `{"detail": "Not Found"}`, `{"message": "Not Found"}`) and nothing else of its own to say; also
 * that document relayed as a message string, a trace id after it ({@link RELAYED_BARE_DOCUMENT}).
 * LangChain4j's DashScope client files the same page under its own generic code
 * (`{"statusCode":404,"message":"Not Found","code":"response_error","isJson":false}`, batches 1377,
 * 1383; held ×2 model_not_found, both the vote's; rule group MD, session 69): that code says nothing
 * either.
 */
export function bareBodyDocument(facts: Run['facts']): boolean {
  if (
    facts.bodyMessage === undefined ||
    !/^(?:error:? )?not found\.?$/i.test(bareWords(facts.bodyMessage))
  )
    return false;
  const object = facts.errorObject;
  if (object === undefined) return true;
  for (const value of Object.values(object)) {
    if (typeof value === 'object' && value !== null) return false;
    if (
      typeof value === 'string' &&
      !/^(?:error:? )?not[ _]?found\.?$|^\d{3}$|^(?:error|invalid_request_error|not_found_error|not_found|response_error)$/i.test(
        bareWords(value),
      )
    )
      return false;
  }
  return true;
}

/**
 * A 5xx that relays the provider's 400 refusing `max_tokens` above the model's output cap ("DeepSeek
 * API error: 400 Bad Request … the valid range of max_tokens is [1, 8192]", a request log's "< 400
 * Bad Request … max_tokens (10000) cannot exceed 8192"): the 400 rule's overflow, with its repair.
 */
function relayedMaxTokens(run: Run, status: number): Decision | undefined {
  const { text } = run;
  if (!text.includes('max_') || !P.RELAYED_400.test(text)) return undefined;
  const maxTokens = P.MAX_TOKENS_TOO_LARGE.exec(text);
  if (maxTokens === null) return undefined;
  const allowed = maxTokensAllowed(maxTokens);
  // An output cap below what a repair may set ("max_tokens (10000) cannot exceed 2048"): neither a
  // lower max_tokens nor compressing the prompt fixes it; the request is wrong for this model.
  if (allowed < MIN_REPAIRED_MAX_TOKENS) {
    return statusDecision(
      'format_error',
      'request.invalid_parameter',
      `status.${status}.relayed_max_tokens`,
      status,
      { field: fieldOf(run.facts, P.MAX_TOKENS_TOO_LARGE), matched: maxTokens[0] },
    );
  }
  return statusDecision(
    'context_overflow',
    'context_overflow.max_tokens',
    `status.${status}.relayed_max_tokens`,
    status,
    {
      field: fieldOf(run.facts, P.MAX_TOKENS_TOO_LARGE),
      matched: maxTokens[0],
      repair: outputCapRepair(allowed),
    },
  );
}

/**
 * A 5xx that relays a 429: an HTTP client's own report of it ("Request failed with status code 429"
 * under a proxy's `code: 500`, "Error code: 429 - …") is read as the 429 rule reads it (a rate limit,
 * or overload, an upstream's limit, the account's quota); any 429 mention next to the provider's "You
 * exceeded your current quota … billing details" (a proxy whose own account ran out) is billing.
 */
function relayed429(run: Run, status: number): Decision | undefined {
  const relayed = relayed429Status(run.text);
  if (relayed === null) {
    // A relay that says in words that its upstream answered 429 ("Upstream returned 429") or is
    // rate limited: the upstream's limit, as under a 429, a 400 and without a status (batch 235);
    // after OpenAI's out-of-quota sentence beside it (the relay's own account ran out).
    return (
      relayedQuota429(run, status) ??
      upstreamRateLimit(run, 'status', `status.${status}.upstream_rate_limit`)
    );
  }
  const decision = byStatus429(run);
  if (decision.rule !== 'status.429') {
    return {
      ...decision,
      rule: decision.rule.replace('status.429', `status.${status}.relayed_429`),
    };
  }
  return statusDecision(
    decision.reason,
    decision.category,
    `status.${status}.relayed_429`,
    status,
    {
      field: fieldOf(run.facts, P.RELAYED_429_STATUS),
      matched: relayed[0],
    },
  );
}

/**
 * A 5xx that relays an upstream's 402 near the start of its text ({@link P.RELAYED_402_STATUS}),
 * unless the words before it say it answered an earlier attempt or a tool's fetch: read as the 402
 * rule reads it (the account's money, or a usage window that says it refills), batch 497.
 */
function relayed402(run: Run, status: number): Decision | undefined {
  const found = relayedStatusNearHead(P.RELAYED_402_STATUS, run.text);
  if (found === null) return undefined;
  const decision = byStatus402(run);
  if (decision.rule !== 'status.402') {
    return {
      ...decision,
      rule: decision.rule.replace('status.402', `status.${status}.relayed_402`),
    };
  }
  return statusDecision(
    decision.reason,
    decision.category,
    `status.${status}.relayed_402`,
    status,
    { field: fieldOf(run.facts, P.RELAYED_402_STATUS), matched: found[0] },
  );
}

function relayedQuota429(run: Run, status: number): Decision | undefined {
  if (!P.RELAYED_429_MENTION.test(run.text)) return undefined;
  const quota = currentQuotaExhausted(run);
  if (quota === null) return undefined;
  return statusDecision(
    'billing',
    'billing.quota_exhausted',
    `status.${status}.relayed_quota_429`,
    status,
    { field: fieldOf(run.facts, P.CURRENT_QUOTA), matched: quota[0] },
  );
}

/** The error codes that name a rate limit outright (a relay's limiter). */
const RATE_LIMIT_CODES: ReadonlySet<string> = new Set([
  'rate_limit',
  'rate_limited',
  'rate_limit_exceeded',
]);

/**
 * A 500/502 whose error code says rate limit (a new-api relay's limiter answers `{message:
 * "limit_error", code: "rate_limit"}` as a 500; openai-python renders the body with Python quotes):
 * the relay's window, which refills. Capacity words, a request over the per-minute limit ("Request
 * too large for …") and a server fault said in words ("An internal error has occurred") keep their
 * own readings; a code that only mentions the limiter ("rate_limit_check_failed", the limiter
 * broke) is not one of these.
 */
function rateLimitCodeOn5xx(run: Run, status: number): Decision | undefined {
  if (
    P.OVERLOADED_STRONG.test(run.text) ||
    P.REQUEST_TOO_LARGE_FOR_LIMIT.test(run.text) ||
    P.SERVER_ERROR_TEXT.test(run.text)
  ) {
    return undefined;
  }
  // The error object's own `code` only: a Google ErrorInfo reason or an SDK's type name beside a
  // 500 is detail, not the relay's verdict.
  for (const code of run.facts.codes) {
    if (!code.field.endsWith('.code') || !RATE_LIMIT_CODES.has(code.lower)) continue;
    return statusDecision(
      'rate_limit',
      'rate_limit.requests',
      `status.${status}.rate_limit_code`,
      status,
      {
        field: code.field,
        matched: code.value,
      },
    );
  }
  return byText(
    run,
    P.RATE_LIMIT_CODE_TEXT,
    'rate_limit',
    'rate_limit.requests',
    'status',
    `status.${status}.rate_limit_code`,
  );
}

/** The status line or SDK class a client prints for any 500 or 502: no fault named beyond it. */
const GENERIC_5XX_HEADLINE = /\binternal ?server ?error\b|\bbad ?gateway\b/g;

/**
 * A 500/502 whose error object's own code says the request was invalid: new-api and its forks
 * answer their own request checks with `code: "invalid_request"` and, unless told otherwise, status
 * 500 (`types.NewError`'s default; packyapi's "input is required" for a chat body sent to
 * /v1/responses, batch 317). The relay's verdict on the request, which a retry sends again
 * (DESIGN §1.2: a 500 looks for validation first). That code only, in the error object's code
 * field: OpenAI's `invalid_request_error` names no fault of the request on its own (DeepSeek sends it
 * as the code of "Authentication Fails, Your api key … is invalid"; a relay's 500 around an upstream's
 * 400 with it, or with type `invalid_request_error` and code `unsupported_value`, is held as the
 * relay's server fault, h57), nor does the word quoted inside a message (one-api's "get request url
 * failed: invalid_request: …", a Qianfan credential pair, held as auth). Capacity words and an
 * invitation to retry keep theirs, and so does a fault the message lays on the server, a timeout,
 * a cut or the network ("Internal server error", "panic: runtime error", "The server had an error",
 * "do request failed: connection reset" under that code: review 35).
 */
function invalidRequestCodeOn5xx(run: Run, status: number): Decision | undefined {
  const { text } = run;
  if (P.OVERLOADED_STRONG.test(text) || transientSignal(text) !== null) return undefined;
  // The fault words are looked for in the error object's own message when there is one, else in
  // the text without the status line a client prints for any 500/502 ("Internal Server Error:
  // InternalServerError, Details: {…}", batch 317); an upstream body a wrapper kept is its own.
  const own = run.facts.errorObject?.message;
  const upstream = run.facts.upstreamMessage ?? '';
  const words =
    typeof own === 'string'
      ? `${own}\n${upstream}`.toLowerCase()
      : text.replace(GENERIC_5XX_HEADLINE, ' ');
  if (
    P.SERVER_ERROR_TEXT.test(words) ||
    TIMEOUT_WORDS.test(words) ||
    P.DISCONNECT.test(words) ||
    P.TRANSPORT_TEXT.test(words)
  ) {
    return undefined;
  }
  // The error object's code may stand as the provider code when the SDK kept it too (a relay's
  // "contents is required" under `code: "invalid_request"`, batch 798): still that object's field.
  const objectCode = run.facts.errorObject?.code;
  for (const code of run.facts.codes) {
    const ownField = code.field.endsWith('.code') || code.value === objectCode;
    if (!ownField || code.lower !== 'invalid_request') continue;
    return statusDecision(
      'format_error',
      'request.invalid',
      `status.${status}.invalid_request_code`,
      status,
      { field: code.field, matched: code.value },
    );
  }
  return (
    byText(
      run,
      P.INVALID_REQUEST_CODE_TEXT,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.invalid_request_code`,
    ) ??
    // The same relays' words without their code ("contents is required" as a bare 500, held
    // h2028): the request lacks its content (rule group WC, session 77).
    byText(
      run,
      P.CONTENTS_REQUIRED,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.contents_required`,
    )
  );
}

export function byStatus500(run: Run, status: number): Decision {
  return (
    requestRepairs(run, `status.${status}`) ??
    overflowByText(run, `status.${status}.overflow_text`) ??
    relayedMaxTokens(run, status) ??
    // A request body's cap stated in bytes under a 500 (Spring WebFlux's DataBufferLimitException
    // "Exceeded limit on max bytes to buffer : 52428800", batch 1377): the body's size, which every
    // retry of the same body meets again, as the same words read without a status.
    byText(
      run,
      P.BYTE_CAP_STATED,
      'payload_too_large',
      'request.payload_too_large',
      'status',
      `status.${status}.byte_cap_stated`,
    ) ??
    // The server's parser failing on its model's output (Ollama's "error parsing tool call: raw=…"):
    // the server's, before the tool-call words read as the request's (batch 645).
    byText(
      run,
      P.MODEL_OUTPUT_PARSE_FAILED,
      'server_error',
      'server.internal',
      'status',
      `status.${status}.model_output_parse_failed`,
    ) ??
    // A local server's 500 for tools or tool calls it cannot take (llama.cpp's "tools param requires
    // --jinja flag", "Failed to parse tool call arguments as JSON"): the request's, every retry
    // fails the same way (batch 80).
    byText(
      run,
      P.TOOL_REQUEST_UNPARSEABLE,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.tools_unparseable`,
    ) ??
    // …and a tool call's arguments that are not JSON, under a relay's 5xx (held h1480; rule group
    // JC, session 66).
    byText(
      run,
      P.FUNCTION_ARGUMENTS_NOT_JSON,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.function_arguments_not_json`,
    ) ??
    // llama.cpp's refusal of an assistant prefill with thinking on, under a proxy's 500 (held h1902;
    // ×6 format_error with its own 400s): the request's shape. Rule group UA, session 75.
    byText(
      run,
      P.PREFILL_WITH_THINKING,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.prefill_with_thinking`,
    ) ??
    // A relay's 500 around its own parse of an HTML page the upstream address answered
    // ("Unexpected token '<', \"<!DOCTYPE \"... is not valid JSON", claude-code-router and
    // qwen-api, batch 568): a web page where the API was expected, the configured endpoint's fault,
    // as the same words read without a status; capacity words beside it keep theirs.
    (status === 500 && !P.OVERLOADED_STRONG.test(run.text)
      ? byText(
          run,
          P.HTML_PAGE_PARSED_AS_JSON,
          'format_error',
          'request.invalid_url',
          'status',
          'status.500.html_page_not_json',
        )
      : undefined) ??
    // A chat history's roles a template refuses, which Ollama and NVIDIA send as a 500 ("no user
    // query found in messages", "must alternate roles"): the request's shape (rule group VA,
    // session 76).
    (status === 500
      ? byText(
          run,
          P.CHAT_ROLES_REFUSED,
          'format_error',
          'request.invalid',
          'status',
          'status.500.chat_roles_refused',
        )
      : undefined) ??
    // New-api's validation of a request without messages, which it sends as a 500 (batch 1414).
    (status === 500
      ? byText(
          run,
          P.FIELD_MESSAGES_REQUIRED,
          'format_error',
          'request.invalid',
          'status',
          'status.500.field_messages_required',
        )
      : undefined) ??
    // Google's check of a resource path relayed under a proxy's 500 ("Invalid resource field value
    // in the request", CLIProxyAPI, h1988; held ×7 format_error): the request's. Rule group VC,
    // session 76.
    byText(
      run,
      P.INVALID_RESOURCE_FIELD_VALUE,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.invalid_resource_field_value`,
    ) ??
    // OpenAI's validation of a named parameter passed on under a relay's 500 (batch 427).
    byText(
      run,
      P.PARAM_VALIDATION_FAILED,
      'format_error',
      'request.invalid_parameter',
      'status',
      `status.${status}.param_validation_failed`,
    ) ??
    // Not under a gateway's 502, 503 or 504: there the empty input parsed is the upstream's answer,
    // not the request (review 57).
    (status === 502 || status === 503 || status === 504
      ? undefined
      : byText(
          run,
          P.REQUEST_STRING_UNPARSEABLE,
          'format_error',
          'request.invalid',
          'status',
          `status.${status}.request_string_unparseable`,
        )) ??
    // …but not the template engine lacking a construct the model's template uses ("Value is not
    // callable: null at row 49, …", held twice server_error; rule group MA, session 69).
    unlessText(
      run,
      P.TEMPLATE_ENGINE_LACKS_FEATURE,
      byText(
        run,
        P.LOCAL_TEMPLATE_REFUSED,
        'format_error',
        'request.invalid',
        'status',
        `status.${status}.template_refused`,
      ),
    ) ??
    // A chat template's refusal in words that name no engine, and a key no header can carry in
    // reqwest's words (Windmill's proxy, "builder error: failed to parse header value", held ×3
    // auth_permanent), under the server's 500 (rule group VB, session 76).
    (status === 500
      ? (byText(
          run,
          P.TEMPLATE_REFUSED_UNDER_500,
          'format_error',
          'request.invalid',
          'status',
          'status.500.template_refused_words',
        ) ??
        byText(
          run,
          P.HEADER_VALUE_UNSENDABLE,
          'auth_permanent',
          'auth.invalid_key',
          'status',
          'status.500.header_value_unsendable',
        ))
      : undefined) ??
    // llama.cpp's refusal of a content part's type and vLLM's media with no placeholder in the
    // prompt, under the 500 some builds send them with (held ×4 and ×2 format_error, the others
    // under their 400): the request's shape, which every retry sends again (rule group WB, session 77).
    (status === 500
      ? (byText(
          run,
          P.CONTENT_PART_TYPE_UNSUPPORTED,
          'format_error',
          'request.invalid',
          'status',
          'status.500.content_part_type_unsupported',
        ) ??
        byText(
          run,
          P.MEDIA_TOKENS_TO_NO_PLACEHOLDERS,
          'format_error',
          'request.invalid',
          'status',
          'status.500.media_tokens_no_placeholders',
        ))
      : undefined) ??
    // A server's own words for a request it refused, under its 500 (LiteLLM's "does not support
    // parameters", FastAPI's body validation, "Invalid base64", tiktoken's disallowed special token,
    // a system message out of place; held h1510–h1524, h984; rule group KB, session 67): the
    // request's, as the same words read under a 400. Only the 500 (a gateway's 502–504 quoting them
    // is left to the rules below), and not beside capacity words.
    (status === 500
      ? unlessText(
          run,
          P.OVERLOADED_STRONG,
          byText(
            run,
            P.REQUEST_REFUSED_UNDER_500,
            'format_error',
            'request.invalid',
            'status',
            'status.500.request_refused_words',
          ),
        )
      : undefined) ??
    // A request's JSON schema or image format the server refused in so many words under its 500
    // (Ollama's "invalid JSON schema in format", batch 566; Mistral's "Image … has an invalid
    // format.Allowed formats are JPEG,PNG,WEBP,GIF.", batch 567): the request's, which every retry
    // sends again; an invitation to retry beside it keeps the server's reading, and a gateway's 502
    // quoting such words is left to the rules below (its own fault first).
    (status === 500 && transientSignal(run.text) === null
      ? (byText(
          run,
          P.REQUEST_SCHEMA_INVALID,
          'format_error',
          'request.invalid',
          'status',
          `status.${status}.schema_invalid`,
        ) ??
        byText(
          run,
          P.IMAGE_FORMAT_REFUSED,
          'format_error',
          'request.invalid',
          'status',
          `status.${status}.image_format_refused`,
        ))
      : undefined) ??
    byText(
      run,
      P.LOCAL_MODEL_LACKS_INPUT,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.model_lacks_input`,
    ) ??
    byText(
      run,
      P.LOCAL_MODEL_FILE_MISSING,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.model_file_missing`,
    ) ??
    // Ollama's pull of a name its registry lacks, under its own 500 (held h55), and
    // copilot-gpt4-service's failed token exchange under its 500 (held h780): the model and the
    // credential, as the same words read without a status. Rule group PE, session 72.
    byText(
      run,
      P.PULL_MANIFEST_MISSING,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.pull_manifest_missing`,
    ) ??
    byText(
      run,
      P.COPILOT_TOKEN_EXCHANGE_FAILED,
      'auth',
      'auth.unauthorized',
      'status',
      `status.${status}.copilot_token_exchange_failed`,
    ) ??
    byText(
      run,
      P.MODEL_TOO_BIG,
      'model_not_found',
      'model.too_large_for_host',
      'status',
      `status.${status}.model_too_big`,
    ) ??
    // A method the route does not serve, a 405 passed on inside a relay's own 500 (batch 175).
    byText(
      run,
      P.METHOD_NOT_SUPPORTED,
      'format_error',
      'request.invalid_url',
      'status',
      `status.${status}.method_not_supported`,
    ) ??
    // The Anthropic SDK's refusal of a non-streaming call ("Streaming is required for operations
    // that may take longer than 10 minutes") under a proxy's 5xx: the request must change (batch 90).
    byText(
      run,
      P.STREAMING_REQUIRED,
      'format_error',
      'request.invalid_parameter',
      'status',
      `status.${status}.streaming_required`,
    ) ??
    // …and a refusal of the stream flag a proxy relays as its 5xx (g4f's "StreamNotSupportedError:
    // PollinationsAI does not support \"stream\" argument", batch 255's rule): the request's flag.
    byText(
      run,
      P.STREAMING_REFUSED,
      'format_error',
      'request.invalid_parameter',
      'status',
      `status.${status}.streaming_refused`,
    ) ??
    // A relay's own cap on the number of images answered as its 500 ("500 too many images in the
    // message, max allowed is 16", new-api): the request's shape, every retry fails (batch 98 review).
    byText(
      run,
      P.IMAGE_COUNT_CAP,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.image_count_cap`,
    ) ??
    // Some Anthropic-compatible endpoints send an empty balance as a 500 `api_error`, and proxies
    // relay the provider's 400 for a spend limit the owner set as their 500 (Continue's proxy
    // around "You have reached your specified API usage limits"); capacity wording still wins (as
    // on a 429), and a 500 that says to retry is a server hiccup whatever it mentions ("… credit
    // balance, try again").
    (status === 500 && !P.OVERLOADED_STRONG.test(run.text) && transientSignal(run.text) === null
      ? byText(
          run,
          P.BILLING_ON_500,
          'billing',
          billingCategory,
          'status',
          'status.500.billing_text',
        )
      : undefined) ??
    relayed429(run, status) ??
    relayed402(run, status) ??
    // A limit per window that was exceeded ("Token limit (500,000 per day) exceeded", g4f's 500)
    // refills by itself; capacity wording still wins.
    (P.OVERLOADED_STRONG.test(run.text)
      ? undefined
      : byText(
          run,
          P.RATE_WINDOW_EXCEEDED,
          'rate_limit',
          rateLimitCategory,
          'status',
          `status.${status}.rate_window_exceeded`,
        )) ??
    byText(
      run,
      P.CREDENTIALS_REJECTED,
      'auth',
      'auth.upstream_credentials',
      'status',
      `status.${status}.credentials_rejected`,
    ) ??
    authClassOn5xx(run, status) ??
    byText(
      run,
      P.UPSTREAM_ACCESS_FORBIDDEN,
      'auth',
      'auth.upstream_credentials',
      'status',
      `status.${status}.upstream_access_forbidden`,
    ) ??
    // A relay's 5xx around a token refresh the provider refused ("token refresh failed: status 401,
    // body: {… refresh_token_reused …}", sub2api's 502, batch 508): the stored credential is dead,
    // as on a 401 and without a status; a refresh that met a 5xx or the network is not read here.
    refreshFailedUnderStatus(run, status) ??
    // Before the expiry: a token "expired and refresh failed" was refreshed already (batch 782).
    // An expired session token or JWT let out as the app's own 500 (PearAI's "500 {… 'code':
    // 'PGRST301', … 'message': 'JWT expired'}", batch 380): the token, which a refresh fixes; no
    // retry of it passes. Beside a transport failure the timeout wording below reads it.
    expiredTokenUnderStatus(run, `status.${status}.token_expired`) ??
    // gemini-webapi's AuthError for a stale session cookie ("Failed to initialize client.
    // SECURE_1PSIDTS could get expired frequently, please make sure cookie values are up to date"),
    // which a web-cookie proxy answers as its own 500 (Gemini-FastAPI, batch 1854,
    // h1854-gemini-fastapi-1psidts-expired-500): the cookie, as without a status (held ×2 auth,
    // h943); gated by "secure_1psidts". Rule group SB, session 74.
    byText(
      run,
      P.GEMINI_WEB_COOKIE_EXPIRED,
      'auth',
      'auth.expired_token',
      'status',
      `status.${status}.session_cookie_expired`,
    ) ??
    byText(
      run,
      P.RELAYED_MODEL_ACCESS,
      'model_not_found',
      'model.access_denied',
      'status',
      `status.${status}.relayed_model_access`,
    ) ??
    modelAccessRefusedOn5xx(run, status) ??
    byText(
      run,
      P.ENDPOINTS_EXCLUDED_BY_SETTINGS,
      'model_not_found',
      'model.not_found',
      'status',
      `status.${status}.endpoints_excluded`,
    ) ??
    byText(
      run,
      P.NEW_API_NOT_IMPLEMENTED,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.relay_not_implemented`,
    ) ??
    unlessText(
      run,
      P.TIMEOUT_TEXT,
      byText(
        run,
        P.RELAY_CONVERT_REQUEST_FAILED,
        'format_error',
        'request.invalid',
        'status',
        `status.${status}.relay_convert_request_failed`,
      ),
    ) ??
    noChannelForModel(run, status) ??
    // A relay whose account pool has none free for the model ("No available Claude accounts
    // support the requested model"): the pool refills when paused accounts come back, so capacity,
    // as the same text on a 503 (DESIGN §1: a transient failure must not be filed as permanent).
    byText(
      run,
      P.NO_ACCOUNT_FOR_MODEL,
      'overloaded',
      'overloaded.unavailable',
      'status',
      `status.${status}.no_account_for_model`,
    ) ??
    // A relay's pool with no healthy account (AIClient-2-API, grok2api; rule group PB, session 72).
    relayPoolNoneHealthy(run, 'status', `status.${status}.pool_none_healthy`) ??
    // Ollama's chat template reading a field the request lacks (rule group PB, session 72).
    chatTemplateFieldMissing(run, 'status', `status.${status}.chat_template_field`) ??
    // An app that wraps the provider's 404 for a missing model in its own 5xx ("500:
    // AzureException NotFoundError - Error code: 404 - … DeploymentNotFound"), or its 400 for an
    // invalid one (one-api's 500 around Bedrock's "StatusCode: 400 … ValidationException: The
    // provided model identifier is invalid."). The relayed 4xx is required: "model worker not
    // found" alone on a 500 is the server's own fault.
    relayedModel4xx(run, status) ??
    relayedMalformed400(run, status) ??
    // Bedrock's "extraneous key [x] is not permitted" under a relay's or client's 5xx (batch 1476):
    // the request's shape, as without the status (P.EXTRANEOUS_KEY_NOT_PERMITTED); not beside
    // capacity words.
    unlessText(
      run,
      P.OVERLOADED_STRONG,
      byText(
        run,
        P.EXTRANEOUS_KEY_NOT_PERMITTED,
        'format_error',
        'request.invalid',
        'status',
        `status.${status}.extraneous_key_not_permitted`,
      ),
    ) ??
    imageUndecodableOn5xx(run, status) ??
    modelMissingOn5xx(run, status) ??
    // An upstream's gRPC RESOURCE_EXHAUSTED for a request or concurrency cap relayed under the
    // relay's 5xx (batch 427).
    resourceExhaustedRequestCap(run, status) ??
    rateLimitCodeOn5xx(run, status) ??
    invalidRequestCodeOn5xx(run, status) ??
    // New-api's template for any field a request lacks, "<field> is required (request id: …)",
    // when the `invalid_request` code that the rule above reads is gone (a client that kept only
    // "500 contents is required (request id: …)", held h798; group LC, session 68).
    (status === 500
      ? byText(
          run,
          P.NEWAPI_FIELD_REQUIRED,
          'format_error',
          'request.invalid',
          'status',
          'status.500.newapi_field_required',
        )
      : undefined) ??
    keyNotSetOn5xx(run, status) ??
    // A gateway's own TLS client that could not verify the provider's certificate, or Envoy's own
    // connect-failure body, under the gateway's 500 or 502 (APISIX's ai-proxy, batch 271): the
    // request never reached the provider, as on a 503 and without a status; after every verdict a
    // provider could have sent through it.
    relayCertFailed(run, status) ??
    upstreamConnectFailure(run, status) ??
    relayCallGotNoAnswer(run, status) ??
    // A gateway's 502 that says it never reached the provider (ngrok's "Could not reach the AI
    // provider", batch 86) is a connect failure, as Envoy's on a 503; after the provider's own
    // verdicts relayed under it (Cursor's "Unable to reach the model provider" headline over the
    // provider's 404 for the model: the provider was reached and answered; review r86).
    (status === 502
      ? byText(
          run,
          P.PROVIDER_UNREACHABLE,
          'timeout',
          'transport.connect',
          'status',
          'status.502.provider_unreachable',
        )
      : undefined) ??
    gatewayTimeoutInBody(run, status) ??
    // A gateway's own word that the answer stalled (a proxy's inactivity timer, batch 1261): the wait
    // ran out, as the same words read without a status (group FB, session 62). Not beside strong
    // capacity words ("Response stalled: upstream overloaded"), which the capacity reading below
    // keeps (review 62 item 5).
    unlessText(
      run,
      P.OVERLOADED_STRONG,
      byText(
        run,
        P.RESPONSE_STALLED,
        'timeout',
        'stream.idle_timeout',
        'status',
        `status.${status}.response_stalled`,
      ),
    ) ??
    serverErrorByText(run, status, status === 502 ? 'server.bad_gateway' : 'server.internal')
  );
}

/**
 * A relay's 500 or 502 whose body's own message states the gateway timeout its upstream answered
 * (openai-node's "524 status code (no body)" as the message of a relay's `{"code": 500, …}`,
 * CowAgent through an OpenAI relay, batch 1006; held "524 status code" ×2 as timeout): the gateway
 * in front of the origin gave up waiting, as a 504 or 524 forwarded as it is. Capacity words beside
 * it keep the capacity reading, as on the 504 or 524 itself (group EA, session 57).
 */
function gatewayTimeoutInBody(run: Run, status: number): Decision | undefined {
  const stated = statusStatedInBodyMessage(run.facts);
  if ((stated !== 504 && stated !== 524) || P.OVERLOADED_OVER_TIMEOUT.test(run.text))
    return undefined;
  return statusDecision(
    'timeout',
    'server.gateway_timeout',
    `status.${status}.body_${stated}`,
    status,
    {
      field: run.facts.bodyMessageField ?? 'body',
      matched: run.facts.bodyMessage,
    },
  );
}

/** A server's own "internal server error" (`internal_server_error` as a type). */
const INTERNAL_SERVER_ERROR_WORDS = /\binternal[ _]server[ _]error\b/;
/** Google's and gRPC's capacity code beside those words (`"status": "UNAVAILABLE"`), the 503's own. */
const UNAVAILABLE_CODE = /\bunavailable\b/;

/**
 * What a 503 or 529 says besides capacity, read only when it names no overload of the server's own
 * (capacity wording wins, as on a 429 and a 500: "Server overloaded, please slow down"): a router's
 * provider that timed out (Requesty's "The provider timed out, please try again", batch 239), the
 * wait ran out as on a 504; and, on a 503, the caller's own rate — a request to slow down, or the
 * caller's concurrency cap ("Too many concurrent requests", code `throttled`, source
 * `concurrency_limit`, OpenAI through Codex, batch 243), where a slot frees as the caller's requests
 * finish, as on a 429 and without a status; and a relay's word that its provider rate-limited the
 * model.
 */
function notCapacityOn5xx(run: Run, status: number): Decision | undefined {
  if (P.OVERLOADED_STRONG.test(run.text)) return undefined;
  const timedOut = byText(
    run,
    P.UPSTREAM_TIMED_OUT,
    'timeout',
    'transport.timeout',
    'status',
    `status.${status}.upstream_timed_out`,
  );
  if (timedOut || status !== 503) return timedOut;
  return (
    // A model server's handler that raised ("InternalServerException", "Prediction failed": the
    // 503 TorchServe sends, batch 361): the model code crashed, not a busy server.
    (P.PREDICTION_NOT_A_CRASH.test(run.text) || P.OVERLOADED.test(run.text)
      ? undefined
      : byText(
          run,
          P.PREDICTION_FAILED,
          'server_error',
          'server.internal',
          'status',
          'status.503.prediction_failed',
        )) ??
    maintenanceOn503(run) ??
    // A model server's failure running the model ("MODEL_EXECUTION_FAILED: Error occurred during
    // execution of model", Higress over Ollama, h1989): the model crashed, not a busy server.
    // Rule group VC, session 76.
    byText(
      run,
      P.MODEL_EXECUTION_FAILED,
      'server_error',
      'server.internal',
      'status',
      'status.503.model_execution_failed',
    ) ??
    // A 503 whose own words name an internal server error and no capacity ("Mistral Error [503]:
    // unreachable_backend - Internal server error", Mistral through Prism during an outage, batch
    // 494): the server says its own fault, as those words read under a 500 and without a status;
    // "Service Unavailable" or any other capacity word beside them keeps the 503's reading.
    (P.OVERLOADED.test(run.text) || UNAVAILABLE_CODE.test(run.text)
      ? undefined
      : byText(
          run,
          INTERNAL_SERVER_ERROR_WORDS,
          'server_error',
          'server.internal',
          'status',
          'status.503.internal_error_text',
        )) ??
    byText(
      run,
      P.SLOW_DOWN,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.503.slow_down',
    ) ??
    byText(
      run,
      P.CALLER_CONCURRENCY_CAP,
      'rate_limit',
      'rate_limit.requests',
      'status',
      'status.503.concurrency_limit',
    ) ??
    // A relay's 503 saying the provider behind it rate-limited the model (AiHubMix's
    // "该模型遇到官方限速…", batch 414): the upstream's window, as under a 429. Only these words:
    // "fetch failed: upstream rate limit exceeded" keeps the 503's capacity reading (review 38a).
    // A relay's `model_rate_limited` code under its 503 too (sub2api, batch 1039).
    byText(
      run,
      P.RATE_LIMITED_BY_PROVIDER_ON_503,
      'upstream_rate_limit',
      'rate_limit.upstream',
      'status',
      'status.503.upstream_rate_limit',
    )
  );
}

/**
 * Together AI's "Unable to access model x." relayed inside an aggregator's 500 (AI/ML API's "400
 * Unable to access model gpt-4o-mini.", batch 239): a verdict on this model for this key, so another
 * model or target serves. Words that it is unavailable only for now, or capacity, leave it to
 * {@link serverErrorByText}.
 */
function modelAccessRefusedOn5xx(run: Run, status: number): Decision | undefined {
  if (P.OVERLOADED.test(run.text) || P.MODEL_UNAVAILABLE_FOR_NOW.test(run.text)) return undefined;
  return byText(
    run,
    P.MODEL_ACCESS_REFUSED,
    'model_not_found',
    'model.access_denied',
    'status',
    `status.${status}.model_access_refused`,
  );
}

/**
 * A provider that answers a missing model with its own 500/502 ("Model not found.", SiliconFlow's
 * 20402): retrying the same model never helps and another model does, so fall back — the costly
 * direction, as `server_error` never falls back. A 5xx that also speaks of capacity, a timeout or a
 * retry ("An internal error has occurred. Please retry", "upstream request timeout") is the
 * server's hiccup whatever else it quotes: left to {@link serverErrorByText}.
 */
function modelMissingOn5xx(run: Run, status: number): Decision | undefined {
  const { text } = run;
  if (
    P.OVERLOADED.test(text) ||
    TIMEOUT_WORDS.test(text) ||
    P.MODEL_UNAVAILABLE_FOR_NOW.test(text) ||
    transientSignal(text) !== null
  ) {
    return undefined;
  }
  return byText(
    run,
    P.MODEL_MISSING_ON_5XX,
    'model_not_found',
    'model.not_found',
    'status',
    `status.${status}.model_missing`,
  );
}

/**
 * A 502 whose text says the upstream connection was cut ("terminated", "socket hang up",
 * "upstream prematurely closed connection"): the same failure as a disconnect without a status,
 * so the same large-session heuristic (DESIGN §1.2 step 6) decides, unless a server fault is named.
 * A relay's 500 decides so only around its own client's words that the upstream hung up before any
 * answer (httpx's "Server disconnected without sending a response", a one-api relay in front of
 * Gemini, batch 669): a 500's "EOF" or "broken pipe" is as often the relay's own fault (held h30,
 * h212). So is a 502's "broken pipe" ("Error: 502 [Errno 32] Broken pipe", batch 729): the gateway
 * wrote to a socket it had itself closed, no cut of the upstream's answer.
 */
function gatewayDisconnect(run: Run, status: number): Decision | undefined {
  const pattern = status === 502 ? P.DISCONNECT : P.PEER_LEFT_BEFORE_ANSWER;
  const match = pattern.exec(run.text.replace(BROKEN_PIPE, ' '));
  if (match === null || P.SERVER_ERROR_TEXT.test(run.text.replace(RELAY_HEADLINE, ' '))) {
    return undefined;
  }
  const large = isLargeForDisconnect(run.size);
  return statusDecision(
    large ? 'context_overflow' : 'timeout',
    large ? 'context_overflow.disconnect_large_session' : 'transport.reset',
    large ? `status.${status}.disconnect_large_session` : `status.${status}.disconnect`,
    status,
    { field: fieldOf(run.facts, pattern), matched: match[0] },
  );
}

/**
 * The error documents stayup's adapters make of a 2xx answer with no usable output (Gemini's empty
 * `STOP` or malformed function call, a relay's empty `stop`): their message ends with the finish
 * reason they quote. A server error, but about this conversation, not the endpoint (see
 * `NO_OUTPUT_CATEGORY`).
 */
const NO_OUTPUT_ANSWER =
  /\b(?:without any output|and no other output|produced no other output)\s*\((?:finish_reason|finishReason) /i;

/** A 5xx: no usable output (above) is its own category; whose text says capacity is overloaded, whose text says timeout is a timeout, else what `otherwise` answers, or server_error. */
export function serverErrorByText(
  run: Run,
  status: number,
  category: string,
  otherwise?: () => Decision,
): Decision {
  return (
    byText(
      run,
      NO_OUTPUT_ANSWER,
      'server_error',
      NO_OUTPUT_CATEGORY,
      'status',
      `status.${status}.no_output`,
    ) ??
    byText(
      run,
      P.OVERLOADED_STRONG,
      'overloaded',
      'overloaded.capacity',
      'status',
      `status.${status}.overload_text`,
    ) ??
    // A gateway's 502 for a service said down for a moment with an invitation to retry soon ("502
    // upstream error: Web search is temporarily unavailable. Please try again in a few moments.",
    // Command Code, batch 1821; held "temporarily unavailable" with a retry invitation ×7
    // overloaded, none server_error; the 502 "Upstream service temporarily unavailable" ×2
    // overloaded): capacity behind the gateway, as under a 503. Not a real 500 (session 67's KD
    // tests keep it the server's). Rule group QB, session 73.
    (status === 502
      ? byText(
          run,
          P.UNAVAILABLE_TRY_SHORTLY,
          'overloaded',
          'overloaded.capacity',
          'status',
          'status.502.unavailable_try_again',
        )
      : undefined) ??
    byText(
      run,
      P.PROCESS_START_DEADLINE,
      'server_error',
      category,
      'status',
      `status.${status}.start_deadline`,
    ) ??
    byText(
      run,
      TIMEOUT_WORDS,
      'timeout',
      'transport.timeout',
      'status',
      `status.${status}.timeout_text`,
    ) ??
    (status === 502 || status === 500 ? gatewayDisconnect(run, status) : undefined) ??
    relayFetchFailed(run, status) ??
    otherwise?.() ??
    statusDecision('server_error', category, `status.${status}`, status)
  );
}

/**
 * {@link byStatus500}'s relayed 404 or 400 about the model, named after the status it relays.
 * Capacity wording or words that it is unavailable only for now beside it ("The model is
 * overloaded, it is not available at the moment", "model … is not available right now, please try
 * again later") say the model exists and is busy: left to {@link serverErrorByText}.
 */
function relayedModel4xx(run: Run, status: number): Decision | undefined {
  const relayed = P.RELAYED_404.test(run.text)
    ? '404'
    : P.RELAYED_400.test(run.text)
      ? '400'
      : undefined;
  if (relayed === undefined) return undefined;
  if (P.OVERLOADED_STRONG.test(run.text) || P.MODEL_UNAVAILABLE_FOR_NOW.test(run.text)) {
    return undefined;
  }
  return byText(
    run,
    P.MODEL_NOT_FOUND,
    'model_not_found',
    modelCategory,
    'status',
    `status.${status}.relayed_model_${relayed}`,
  );
}

/**
 * A relay's 5xx around the provider's 400 that says the request was malformed ("500 … API error 400:
 * {\"message\":\"Improperly formed request.\"}"), or that quotes httpx's own text for the
 * provider's 400 ({@link P.HTTPX_CLIENT_ERROR_400}): the request's fault, relayed, so a retry sends
 * the same bytes. Not with server-fault or capacity words, nor with an invitation to retry.
 */
function relayedMalformed400(run: Run, status: number): Decision | undefined {
  const { text } = run;
  if (!P.RELAYED_400.test(text)) return undefined;
  if (
    P.SERVER_ERROR_TEXT.test(text) ||
    P.OVERLOADED_STRONG.test(text) ||
    transientSignal(text) !== null
  ) {
    return undefined;
  }
  const malformed =
    byText(
      run,
      P.MALFORMED_REQUEST,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.relayed_malformed_400`,
    ) ??
    byText(
      run,
      P.HTTPX_CLIENT_ERROR_400,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.relayed_httpx_400`,
    ) ??
    byText(
      run,
      P.ONE_API_BAD_RESPONSE_400,
      'format_error',
      'request.invalid',
      'status',
      `status.${status}.relayed_oneapi_400`,
    );
  // A relayed refusal that names what was wrong is no generic 400: validation, whatever the size
  // (as the same words sent as a direct 400 read before the generic-400 heuristic).
  if (malformed === undefined) return relayedValidation400(run, status);
  // A relayed 400 that refuses the key ("bad response status code 400 (…): API key not valid",
  // Gemini's 400 for a bad key): the key's, as the same words sent as a direct 400 read (review of
  // session 66).
  const keyRefused = byText(
    run,
    P.AUTH_PERMANENT,
    'auth_permanent',
    'auth.invalid_key',
    'status',
    `status.${status}.relayed_key_refused_400`,
  );
  if (keyRefused) return keyRefused;
  // On a large session the relayed 400 is the generic 400 DESIGN §1.2.1 reads as an overflow (the
  // same body sent as a direct 400 is one): a format_error would stop the fallback that fits.
  if (isLargeForGeneric400(run.size)) {
    return {
      ...malformed,
      reason: 'context_overflow',
      category: 'context_overflow.generic_400_large_session',
      rule: `status.${status}.relayed_malformed_400_large_session`,
      matched: `${malformed.matched ?? ''} with ${run.size.approxTokens} tokens / ${run.size.numMessages} messages`,
    };
  }
  return malformed;
}

/**
 * A 500 whose text is Go's own failure to decode the request's image ({@link P.IMAGE_UNKNOWN_FORMAT}):
 * the request's, unless the body flags the error as temporary (Goa's `"temporary": true`) or invites
 * a retry.
 */
function imageUndecodableOn5xx(run: Run, status: number): Decision | undefined {
  if (!run.text.includes('unknown format')) return undefined;
  if (run.facts.errorObject?.['temporary'] === true || transientSignal(run.text) !== null) {
    return undefined;
  }
  return byText(
    run,
    P.IMAGE_UNKNOWN_FORMAT,
    'format_error',
    'request.invalid',
    'status',
    `status.${status}.image_unknown_format`,
  );
}

/**
 * A provider's 400 refusal quoted whole inside an app's own 5xx, as the Python SDK prints it ("Error
 * code: 400 - {'error': {'message': \"'$.input' is invalid. Please check the API reference …\", 'type':
 * 'invalid_request_error', …}}", {@link P.RELAYED_REQUEST_REFUSAL}), whose own words are request
 * validation: Onyx's model server wrapped OpenAI's embeddings 400 in "500: Error embedding text with
 * EmbeddingProvider.OPENAI: …" (batch 417). The quoted refusal decides, as the relay's 400 rule reads
 * it; validation words only in the app's part before the quoted status are not read.
 */
function relayedValidation400(run: Run, status: number): Decision | undefined {
  const { text } = run;
  const refusal = P.RELAYED_REQUEST_REFUSAL.exec(text);
  if (refusal === null) return undefined;
  const validation = P.VALIDATION.exec(text.slice(refusal.index));
  if (validation === null) return undefined;
  return statusDecision(
    'format_error',
    'request.invalid_parameter',
    `status.${status}.relayed_validation_400`,
    status,
    {
      field: fieldOf(run.facts, P.RELAYED_REQUEST_REFUSAL),
      matched: validation[0],
    },
  );
}

/** A write to a socket already closed (`EPIPE`, "[Errno 32] Broken pipe"). */
const BROKEN_PIPE = /\bbroken pipe\b/g;
/**
 * A 502's reason phrase after its number ("502 Bad Gateway"), and a 500's at the head of the text or
 * in brackets ("500 Internal Server Error caps fetch failed…", h2081; "Server error (500 Internal
 * Server Error): health resp: … refused", h1187): the status restated. Not a 500 an upstream is said
 * to have returned mid-sentence ("upstream returned 500 Internal Server Error, …"; session 78 review 1),
 * nor a head phrase with a colon or a document after it, which opens the server's own detail.
 */
const BAD_GATEWAY_REASON =
  /\b502 bad gateway\b|^\s{0,3}500 internal server error\b(?! ?[{:])|\(500 internal server error\)/g;
/**
 * A relay's own envelope for the 500 it wraps a failed fetch in: the generic type and code of its
 * JSON error (`"type":"api_error","code":"internal_error"`, claude-code-router's "fetch failed",
 * batches 1283 and 1290; `"type":"server_error","code":"internal_server_error"`, CLIProxyAPI's
 * `Post "…": dial tcp …` refusal, batch 1283) and the 500's reason phrase just before that JSON
 * ("Internal Server Error {"error":…"), also as the code and type read after the message
 * ("internal_error api_error"): the status restated, not a server fault named beside the transport
 * failure.
 */
const RELAY_ENVELOPE_500 =
  /"(?:type|code)": ?"(?:api_error|server_error|internal_error|internal_server_error)"|\binternal(?:_server)?_error (?:api|server)_error\b|\binternal server error \{/g;
/**
 * A relay's catch-all headline for an upstream call it gave up on ("Provider API request failed",
 * "Invalid provider response"): a server fault only when nothing says why, so a transport cause
 * after it still decides (review of session 50).
 */
const RELAY_HEADLINE =
  /\bprovider api request failed\b|\binvalid provider response\b|\bprovider response (?:is )?(?:missing|invalid|malformed|unparseable)\b/g;

/**
 * A 5xx in which the app or relay says it could not reach the upstream ("[500] fetch failed",
 * "upstream error: do request failed") or could not resolve its name ("Cannot connect to host … [Name
 * or service not known]", batch 238): the transport failure it wraps, unless a server fault is named
 * too. The 502's own reason phrase beside its number ("server returned 502 Bad Gateway: {"error":"http:
 * error sending request for url …"}", ai-memory's local server over reqwest, batch 727) names no
 * fault: the words after it do. So is a 500's ("500 Internal Server Error caps fetch failed: error
 * sending request", refact-lsp's local 500 for a reqwest send that never reached the inference
 * server, held h2081-refact-caps-fetch-error-sending-request; held "error sending request" ×99
 * timeout; rule group XB, session 78), when no JSON or colon-led detail follows the phrase itself.
 */
function relayFetchFailed(run: Run, status: number): Decision | undefined {
  const rest = run.text
    .replace(BAD_GATEWAY_REASON, ' ')
    .replace(RELAY_HEADLINE, ' ')
    .replace(RELAY_ENVELOPE_500, ' ');
  if (P.SERVER_ERROR_TEXT.test(rest)) return undefined;
  return (
    byText(
      run,
      P.RELAY_DNS_FAILED,
      'timeout',
      'transport.dns',
      'status',
      `status.${status}.relay_dns_failed`,
    ) ??
    byText(
      run,
      P.RELAY_FETCH_FAILED,
      'timeout',
      'transport.connect',
      'status',
      `status.${status}.relay_fetch_failed`,
    )
  );
}

/** A 424 whose words say its dependency ran out of time, unless a server fault is named beside. */
function dependencyTimedOut(run: Run, rule: string): Decision | undefined {
  if (P.SERVER_ERROR_TEXT.test(run.text)) return undefined;
  return byText(run, P.DEPENDENCY_TIMED_OUT, 'timeout', 'transport.timeout', 'status', rule);
}

export function byOther4xx(run: Run, status: number): Decision {
  const coded = codeRule(run.facts, false, ['server_error', 'overloaded', 'timeout', 'rate_limit']);
  // A relay's generic server type around the 4xx its own message says the upstream answered
  // (LMArenaBridge's `{"message": "Unexpected error: 405 Client Error: Method Not Allowed for url:
  // https://arena.ai/…", "type": "internal_error"}`, held h1579-lmarenabridge-upstream-405-internal-error;
  // rule group LB, session 68): the type is the relay's wrapper for every failure, the upstream's
  // status decides, as on a 400 (`refusedUnderServerCode`).
  const relayWrapper = coded?.reason === 'server_error' && statusStatedByBodyMessage(run.facts);
  // SageMaker's ModelErrorException under its 424 only says the model container failed; its words
  // say how, and "Your invocation timed out while waiting for a response from container model" (AWS
  // Java SDK, h2085; held "Received server error (0) from model" ×3 and "invocation timed out" ×2,
  // all timeout) is the wait that ran out, as `status.424.dependency_timed_out` reads the same words
  // without the class name. Rule group XC, session 78.
  const modelErrorTimedOut =
    status === 424 && coded?.category === 'server.model_error'
      ? dependencyTimedOut(run, 'status.424.model_error_timed_out')
      : undefined;
  if (modelErrorTimedOut) return modelErrorTimedOut;
  if (coded && !relayWrapper) return { ...coded, step: 'status', rule: `status.${status}.code` };
  // An endpoint URL retired with its successor named (Hugging Face's 410 "https://api-inference…
  // is no longer supported. Please use https://router.huggingface.co/ instead.", batch 361): the
  // caller's base URL, not the model its old path names nor a retirement of the model.
  const moved = byText(
    run,
    P.ENDPOINT_URL_RETIRED,
    'format_error',
    'request.invalid_url',
    'status',
    `status.${status}.endpoint_url_retired`,
  );
  if (moved) return moved;
  // …and a request feature retired with its successor API named (xAI's 410 "Live search is
  // deprecated. Please switch to the Agent Tools API: …", held h210): the request must change.
  const featureRetired = byText(
    run,
    P.FEATURE_RETIRED_FOR_API,
    'format_error',
    'request.invalid_parameter',
    'status',
    `status.${status}.feature_retired_for_api`,
  );
  if (featureRetired) return featureRetired;
  // A 410 that speaks of a retirement ("GitHub Models is temporarily unavailable as part of a
  // scheduled retirement brownout", batch 136): what is gone or going is the model or service, and
  // its "temporarily" is the brownout's, not a capacity the next attempt may find.
  const retired =
    status === 410
      ? byText(
          run,
          P.RETIREMENT,
          'model_not_found',
          'model.deprecated',
          'status',
          'status.410.retirement',
        )
      : undefined;
  if (retired) return retired;
  return (
    // A router's 424 (Failed Dependency) for an answer from its provider it could not use
    // (Requesty's "Invalid provider response format", batch 239): the upstream's fault. SageMaker's
    // 424 around the model container's own client error stays the request's.
    (status === 424
      ? byText(
          run,
          P.PROVIDER_RESPONSE_UNUSABLE,
          'server_error',
          'server.invalid_response',
          'status',
          'status.424.provider_response_unusable',
        )
      : undefined) ??
    // …a 424 whose dependency answered only the bare not-found document (Azure ML's "Operation
    // returned an invalid status 'Failed Dependency' Content: {"detail":"Not Found"}", batches 252
    // and 361, held ×2 model_not_found): the endpoint or deployment is missing, as that document
    // reads under a 404; a bare 424 stays the request's (rule group HE, session 64)…
    (status === 424 && bareBodyDocument(run.facts)
      ? statusDecision('model_not_found', 'model.not_found', 'status.424.bare_body', 424, {
          field: run.facts.bodyMessageField ?? 'body',
          matched: run.facts.bodyMessage,
        })
      : undefined) ??
    // …and a 424 whose words say the dependency ran out of time (Bedrock AgentCore's "Runtime
    // initialization time exceeded. Please make sure that initialization completes in 30s.", batch
    // 480): the wait ran out, not the request. A server fault named beside it keeps its reading.
    (status === 424 ? dependencyTimedOut(run, 'status.424.dependency_timed_out') : undefined) ??
    // A coding plan kept for coding agents under a status no rule maps (Bailian's 405 "Coding Plan is
    // currently only available for Coding Agents", held h655, h1438: auth), read as under the 403:
    // the caller's client, not its plan nor the model named beside it (rule group JC, session 66).
    byText(
      run,
      P.ONLY_FOR_CODING_AGENTS,
      'auth',
      'auth.forbidden',
      'status',
      `status.${status}.only_for_coding_agents`,
    ) ??
    overflowByText(run, `status.${status}.overflow_text`) ??
    byText(
      run,
      P.MODEL_NOT_FOUND,
      'model_not_found',
      modelCategory,
      'status',
      `status.${status}.model_text`,
    ) ??
    (status === 451 ? legalBlock451(run) : undefined) ??
    // A 424 whose words are a server fault ("The system encountered an unexpected error during
    // processing. Try your request again.", Bedrock through AnthropicBedrock, batch 1493, h1493; "The
    // request encountered an error with the model stream.", h822): the dependency failed on its side,
    // as the same words read under a 5xx (held ×12 server_error) (rule group KA, session 67).
    // After the model's words: a missing model named beside a generic fault stays the model's.
    (status === 424
      ? byText(
          run,
          P.UNEXPECTED_SERVER_FAULT,
          'server_error',
          'server.internal',
          'status',
          'status.424.server_fault',
        )
      : undefined) ??
    // Server words, unless only the relay's wrapper type says them (`relayWrapper`): then the
    // relay's own message must name the fault.
    (relayWrapper && !P.SERVER_ERROR_TEXT.test(run.facts.bodyMessage?.toLowerCase() ?? '')
      ? undefined
      : byText(
          run,
          P.SERVER_ERROR_TEXT,
          'server_error',
          'server.internal',
          'status',
          `status.${status}.server_text`,
        )) ??
    byText(
      run,
      P.OVERLOADED,
      'overloaded',
      'overloaded.capacity',
      'status',
      `status.${status}.overload_text`,
    ) ??
    // The account's money in so many words, on a status no rule maps (Fireworks' 412
    // PRECONDITION_FAILED "Account … is suspended, possibly due to reaching the monthly spending
    // limit or failure to pay past invoices", batch 84): billing, as without a status, and in the
    // message step's order (after server faults and capacity, before a rate limit). A per-month or
    // free-trial allowance is read past next to a window or a stated wait, as the message step and
    // the 429 read it ("20 requests per minute. (Your quota: 50,000 requests per month.)": the
    // window refused the request; review r84).
    byText(
      run,
      P.BILLING_STRICT_CORE,
      'billing',
      billingCategory,
      'status',
      `status.${status}.billing_text`,
    ) ??
    fixedAllowanceUnlessWindow(run, 'status', `status.${status}.billing_text`) ??
    byText(
      run,
      P.RATE_LIMIT,
      'rate_limit',
      rateLimitCategory,
      'status',
      `status.${status}.rate_limit_text`,
    ) ??
    // A resource held by another request (a 409 or 423 lock), as on a 400.
    busyRetrySoon(run, 'status', `status.${status}.busy_retry_soon`) ??
    // An anti-bot challenge the client did not pass (DuckDuckGo AI Chat's 418 `ERR_CHALLENGE`, tgpt,
    // batch 364): the session or client is refused until someone passes the check, as the held
    // Cloudflare challenge pages read — not a request another shape would pass.
    byText(
      run,
      P.BOT_CHALLENGE,
      'auth',
      'auth.forbidden',
      'status',
      `status.${status}.bot_challenge`,
    ) ??
    // A file over the upload cap on a status no rule maps (Zhipu's non-standard 435 "文件大小超过
    // 100MB", batch 802): the request's size, as a 413 or a 400 in these words reads.
    byText(
      run,
      P.FILE_TOO_LARGE,
      'payload_too_large',
      'request.payload_too_large',
      'status',
      `status.${status}.payload_too_large`,
    ) ??
    // A login whose refresh failed, sent as a 410 (OpenClaw's claude-cli runtime: "OAuth session
    // expired and could not be refreshed", batch 1895; the same words without a status held ×3
    // auth_permanent): the credential is gone, not the model. Rule group SC, session 74.
    (status === 410 ? refreshFailedUnderStatus(run, status) : undefined) ??
    (status === 410
      ? statusDecision('model_not_found', 'model.deprecated', 'status.410', status)
      : statusDecision('format_error', 'request.invalid', `status.${status}`, status))
  );
}

/**
 * A 451 (Unavailable For Legal Reasons, RFC 7725) whose words name a legal, region or cross-border
 * block (Xiaomi MiFE's "451 Unavailable For Legal Reasons … Access denied due to cross-border
 * isolation policy", batch 384), or that says nothing beyond its status: the service may not serve
 * this caller where the caller is. No edit of the request passes it and no retry either, so the
 * target is dead for this credential, as the held region blocks ("Country, region, or territory not
 * supported", "User location is not supported") read. Refusals of the prompt under a 451 are the
 * content-policy signature's; a block that names the model ("Access to OpenAI models is not
 * available in your region", zed) is the model's, read before. A 451 around other words (a key, a
 * malformed request) keeps their reading or the 4xx answer.
 */
function legalBlock451(run: Run): Decision | undefined {
  const { text } = run;
  // Content withheld for legal reasons (a takedown, a copyright, the model's output) is not the
  // caller refused: this content is, as a filter's refusal; another prompt may pass (review 38b).
  const withheld = P.LEGAL_CONTENT_WITHHELD.exec(text);
  if (withheld !== null)
    return statusDecision(
      'content_policy',
      'content_policy.blocked',
      'status.451.content_withheld',
      451,
      {
        field: fieldOf(run.facts, P.LEGAL_CONTENT_WITHHELD),
        matched: withheld[0],
      },
    );
  if (
    BARE_451.test(text.includes('<') ? text.replace(HTML_TAG, ' ') : text) &&
    run.facts.codes.length === 0
  )
    return statusDecision('auth_permanent', 'auth.region_blocked', 'status.451.bare', 451);
  return byText(
    run,
    P.LEGAL_BLOCK,
    'auth_permanent',
    'auth.region_blocked',
    'status',
    'status.451.legal_block',
  );
}

/** A 451 whose only words are its status's ("HTTP 451", "Request failed with status code 451"). */
const BARE_451 =
  /^[\W\d_]*(?:(?:http|error|status|code|no|body|api|request|failed|with)\b[\W\d_]*)*$/;

export function byOther5xx(run: Run, status: number): Decision {
  if (status === 504 || status === 524) {
    // A gateway timeout known only from a client's or relay's text ("rawError=524 服务器已经满载,
    // 请更换模型"): the words beside the number say why, and when they say the server is full that
    // is capacity (retried with backoff, then another model, as the relay asks). A status field's
    // 504/524 keeps the gateway's own verdict, and so does text that says the server timed out
    // (Cloudflare's 524 page, whose advice names "an overloaded background task").
    const fromText = run.facts.statusField === 'message' && !P.TIMEOUT_STATED.test(run.text);
    return (
      (fromText
        ? byText(
            run,
            P.OVERLOADED_OVER_TIMEOUT,
            'overloaded',
            'overloaded.capacity',
            'status',
            `status.${status}.overload_text`,
          )
        : undefined) ??
      statusDecision('timeout', 'server.gateway_timeout', `status.${status}`, status)
    );
  }
  return (
    cloudflareTimedOut(run, status) ??
    keyNotSetOn5xx(run, status) ??
    // A missing model or a capability the model or server lacks, under a 501 Not Implemented
    // (llama.cpp's 501 "This server does not support embeddings. Start it with `--embeddings`",
    // batch 417): as under a 500, no retry here serves it. Other 5xx (a CDN's 520s) keep the
    // server's reading: their text is often a mix of layers.
    (status === 501
      ? (modelMissingOn5xx(run, status) ??
        // A quoted model id no longer available (Databricks AI Gateway, batch 1825): the retired
        // model, as the held "is no longer available" ×35 read. Rule group QB, session 73.
        byText(
          run,
          P.QUOTED_MODEL_NO_LONGER_AVAILABLE,
          'model_not_found',
          'model.not_found',
          'status',
          'status.501.model_no_longer_available',
        ) ??
        requestRefusedOn501(run))
      : undefined) ??
    // A model too big for the host refused with a 507 Insufficient Storage (Docker Model Runner's
    // pull: "… failed with status 507 Insufficient Storage: Runtime memory requirement for model
    // exceeds total system memory", batch 1861): the model's, as under a 500 (held ×46 with Ollama's
    // wording). Rule group SB, session 74.
    (status === 507
      ? byText(
          run,
          P.MODEL_TOO_BIG,
          'model_not_found',
          'model.too_large_for_host',
          'status',
          'status.507.model_too_big',
        )
      : undefined) ??
    serverErrorByText(run, status, 'server.internal', status === 522 ? timedOut522 : undefined)
  );
}

/**
 * A 503 for a service down for maintenance and no capacity word (batch 806; held ×3 with these
 * words, all server_error): the provider's planned outage, not a busy server. The capacity family
 * is scanned only when the maintenance words matched.
 */
function maintenanceOn503(run: Run): Decision | undefined {
  const decided = byText(
    run,
    P.SERVICE_UNDER_MAINTENANCE,
    'server_error',
    'server.internal',
    'status',
    'status.503.under_maintenance',
  );
  return decided !== undefined && !P.OVERLOADED.test(run.text) ? decided : undefined;
}

/**
 * Google's refusal of the request in its INVALID_ARGUMENT words under a 501 Not Implemented
 * ("501 Unable to submit request because one or more response schemas specified unsupported field
 * min_length", Vertex on a schema keyword it does not implement, batch 766): the request asks for
 * what this server does not do, so every retry fails the same way; the request must change. So is a
 * server naming the only values of a parameter it implements ({@link P.ONLY_VALUES_SUPPORTED}: vLLM's
 * "Only 'auto' or 'none' tool_choice is supported …" under its 501, batch 1239). So is an HTTP
 * method the server does not implement ({@link P.HTTP_METHOD_UNSUPPORTED}, batch 1732). So is a 501
 * that says in words that what was asked is not implemented ({@link P.NOT_IMPLEMENTED_SAID}).
 */
function requestRefusedOn501(run: Run): Decision | undefined {
  return (
    byText(
      run,
      P.GOOGLE_REQUEST_REFUSED,
      'format_error',
      'request.invalid',
      'status',
      'status.501.request_refused',
    ) ??
    byText(
      run,
      P.ONLY_VALUES_SUPPORTED,
      'format_error',
      'request.invalid',
      'status',
      'status.501.only_values_supported',
    ) ??
    // An HTTP method the server does not implement (rule group OB, session 71).
    byText(
      run,
      P.HTTP_METHOD_UNSUPPORTED,
      'format_error',
      'request.invalid_url',
      'status',
      'status.501.method_unsupported',
    ) ??
    // The 501 saying so in words: what was asked is not implemented (rule group QA, session 73).
    byText(
      run,
      P.NOT_IMPLEMENTED_SAID,
      'format_error',
      'request.invalid',
      'status',
      'status.501.not_implemented',
    )
  );
}

/**
 * Cloudflare's 522 is "Connection timed out" (the origin never answered its TCP handshake), a timeout
 * even when only the number survived (a client's bare "error code: 522", batch 307; held 522s ×3):
 * the answer of a 522 whose words name nothing else. A relay's own 522 that says why (capacity, a
 * missing key, the server's fault) keeps its words' reading.
 */
function timedOut522(): Decision {
  return statusDecision('timeout', 'transport.timeout', 'status.522', 522);
}

/**
 * Cloudflare's error document for a 522 or 524 ("title":"Error 522: Connection timed out",
 * `"error_name":"connection_timeout"`, batch 137): its title says what happened. The advice beside
 * it ("… which may indicate the origin is overloaded, firewalling Cloudflare, or unreachable") lists
 * guesses, which the overload wording would otherwise read as the verdict.
 */
function cloudflareTimedOut(run: Run, status: number): Decision | undefined {
  if (status < 520 || status > 527) return undefined;
  return byText(
    run,
    P.CLOUDFLARE_TIMED_OUT,
    'timeout',
    'transport.timeout',
    'status',
    `status.${status}.cloudflare_timed_out`,
  );
}

/**
 * A proxy that answers with a 5xx because it holds no key for the provider ("503:
 * NVIDIA_NIM_API_KEY is not set. Add it to your .env file."): no retry configures it, so the
 * target is dead for this credential (`auth_permanent`), which `overloaded` and `server_error`
 * retried. Not when the text also invites a retry or speaks of capacity. A key refused in other
 * words on a 5xx keeps the server's verdict (batch 63).
 */
function keyNotSetOn5xx(run: Run, status: number): Decision | undefined {
  if (P.OVERLOADED_STRONG.test(run.text) || transientSignal(run.text) !== null) return undefined;
  return byText(
    run,
    P.KEY_NOT_SET,
    'auth_permanent',
    'auth.invalid_key',
    'status',
    `status.${status}.key_not_set`,
  );
}

/**
 * {@link byStatus404}'s last reading: a 404 a relay says it met because of its own proxy, network or
 * TLS failure is that failure (`timeout`, retried), as without the status.
 */
function transportBehind404(run: Run): Decision | undefined {
  return byText(
    run,
    TRANSPORT_BEHIND_404,
    'timeout',
    'transport.connect',
    'status',
    'status.404.transport_text',
  );
}

/** What a relay's 404 names as its own failure to reach the upstream. */
const TRANSPORT_BEHIND_404 =
  /\b(?:because of|due to|caused by) (?:a )?(?:proxy|network|connection|socket|tls|ssl) error\b|\bsocket (?:disconnected|hang up|closed) before\b|\bdisconnected before (?:a )?secure tls connection\b/;

/**
 * A dead credential in the text, read under a status, unless the text only supposes it (a token
 * that "may have expired", an app's guess among causes).
 */
function permanentUnlessSupposed(run: Run, supposed: boolean, rule: string): Decision | undefined {
  return supposed
    ? undefined
    : byText(run, P.AUTH_PERMANENT, 'auth_permanent', permanentCategory, 'status', rule);
}

/**
 * A gRPC RESOURCE_EXHAUSTED for a request or concurrency cap ("Worker local total request limit
 * reached (163/32)"), under a relay's 5xx (batch 427) or NIM's own 503 (h81; rule group ND, session
 * 70): a throttle that frees as requests finish. Capacity words beside it keep the status's reading.
 */
function resourceExhaustedRequestCap(run: Run, status: number): Decision | undefined {
  return unlessText(
    run,
    P.OVERLOADED_STRONG,
    byText(
      run,
      P.RESOURCE_EXHAUSTED_REQUEST_CAP,
      'rate_limit',
      'rate_limit.concurrency',
      'status',
      `status.${status}.resource_exhausted_request_cap`,
    ),
  );
}

/** A relay's `upstream_error` type on the error, as a structured code or in its quoted text. */
function relaysUpstreamError(run: Run): boolean {
  return (
    run.facts.codes.some((code) => code.lower === 'upstream_error') ||
    run.text.includes('upstream_error')
  );
}
