/**
 * The error classifier (DESIGN §1): anything thrown → what it means for recovery. Pure, total,
 * never throws, no I/O.
 * @module
 */
import { build, extractStep } from './build-classification.js';
import { byChainCode, byCode, relayNamesStatus } from './by-code.js';
import { byRateLimitHeaders } from './by-headers.js';
import {
  byMessage,
  providerReturnedError,
  readWordsAlone,
  sdkNotFoundClass,
  sdkServerFaultClass,
} from './by-message.js';
import { byStatus } from './by-status.js';
import { fastChatCatchAllCode } from './by-status-400.js';
import {
  byDisconnect,
  byTls,
  byTransport,
  hasTransportCode,
  isLargeForDisconnect,
} from './by-transport.js';
import {
  bodyTypedAs,
  byText,
  type Decision,
  passesGate,
  type Run,
  refreshAnswerUnparsed,
  type Size,
} from './decision.js';
import { extractFacts, read, statusStatedInBodyMessage } from './extract.js';
import * as P from './patterns.js';
import { REASON_FLAGS } from './reason-flags.js';
import { signatures } from './signatures.js';
import type { Classification, ClassifyContext } from './types.js';
import { byWords, failureWordsOnly, wordsOverStatus } from './word-model.js';
import { WORD_MODEL_DATA } from './word-model-data.js';

export { lowerMaxTokens } from './overflow-by-text.js';

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
 * disconnect on a large session → transport codes → a vote of the words, when they point clearly
 * one way → unknown) and records every step in `explain`. Never throws.
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

/** The upstream's 4xx a relay states around its own generic type, or undefined. */
function relayedUpstreamStatus(text: string): number | undefined {
  if (!text.includes('error from provider')) return undefined;
  const match = P.RELAYED_UPSTREAM_STATUS.exec(text);
  const status = Number(match?.[1] ?? match?.[2]);
  return status >= 400 && status < 500 ? status : undefined;
}

/**
 * The HTTP equivalent of a server-sent gRPC status stated in the text, or undefined. Not when the
 * text also says the call got no answer (a TLS failure, a transport failure, a cut connection other
 * than the repr's own "RPC that terminated with"): grpc-python files a call-credentials plugin that
 * could not reach its token endpoint under UNAUTHENTICATED ("Getting metadata from plugin failed
 * with error: ('Connection aborted.', TimeoutError(…))"), and a retry log quotes an earlier
 * attempt's status before the failure that ended it ("… grpc_status:8 …; attempt 2: socket hang
 * up"). The transport steps read those (review 35).
 */
function grpcServerStatus(
  text: string,
  ownMessage: string,
): { status: number; matched: string } | undefined {
  const match = P.GRPC_SERVER_STATUS.exec(text) ?? P.GRPC_STATUS_HEAD.exec(ownMessage);
  if (match === null) return undefined;
  if (P.TLS_TEXT.test(text) || P.TRANSPORT_TEXT.test(text)) return undefined;
  if (P.DISCONNECT.test(text.replace(GRPC_REPR_TERMINATED, ' '))) return undefined;
  const code = match.slice(1).find((group) => group !== undefined) ?? '';
  const status = P.GRPC_HTTP_STATUS[code.replaceAll('_', '').toLowerCase()];
  return status === undefined ? undefined : { status, matched: match[0] };
}

/**
 * A client's line that states the response's 4xx before node-fetch's failure to read its body ("403
 * Invalid response body while trying to fetch https://…/v1/chat/completions: Premature close", a WAF
 * in front of an OpenAI-compatible host, held h732, h1492: auth as under their 403): the status line
 * was parsed, so the server answered; the body cut after it is no verdict. Not Node's parse error
 * ("…: Parse Error: Expected HTTP/", held cline-openrouter-parse-error: timeout): bytes that were
 * no HTTP response, so the status before them is no answer either. Without a status the same
 * failure is a cut connection (held ×8 timeout), which the disconnect step reads. Rule group LE,
 * session 68.
 */
const STATUS_BEFORE_FETCH_BODY_FAILURE =
  /^(4\d\d) invalid response body while trying to fetch \S{1,300}: premature close\b/;

function statusBeforeFetchBodyFailure(
  text: string,
  ownMessage: string | undefined,
): { status: number; matched: string } | undefined {
  if (ownMessage === undefined || !text.includes('invalid response body')) return undefined;
  const match = STATUS_BEFORE_FETCH_BODY_FAILURE.exec(ownMessage.toLowerCase());
  return match === null ? undefined : { status: Number(match[1]), matched: match[0] };
}

/** grpc-python's repr of a finished call ("<_InactiveRpcError of RPC that terminated with: …"). */
const GRPC_REPR_TERMINATED = /\bof rpc that terminated with\b/g;

/**
 * The provider's own error that an app quotes after its label ({@link P.ORIGINAL_ERROR_LABEL}), read
 * alone first: the app's text before it is its advice and guesses ("If the full error below says …,
 * please double-check your billing info … IT MEANS OPENAI'S SERVERS ARE OVERLOADED", batch 396),
 * not what the provider answered. Only a rule that reads the quoted words (message, TLS, disconnect,
 * transport) decides; with none, the whole text is read as before. Nor when the quoted words are only
 * a status's reason phrase ({@link P.BARE_REASON_PHRASE}: "… maximum context length is 8192 tokens.
 * Original error: Internal Server Error"): they say no more than a status, and the app's own
 * reading before them is the specific one (review 39a).
 */
function labelledOriginalError(run: Run): Decision | undefined {
  if (!run.text.includes('error')) return undefined;
  let end = -1;
  for (const match of run.text.matchAll(P.ORIGINAL_ERROR_LABEL))
    end = match.index + match[0].length;
  if (end < 0) return undefined;
  const quoted = run.text.slice(end).trim();
  if (quoted.length < 3 || P.BARE_REASON_PHRASE.test(quoted)) return undefined;
  const decision = readWordsAlone(run, quoted);
  if (decision === undefined) return guessesOverUnreadError(run, end);
  run.trace.push({
    step: 'message',
    rule: 'message.labelled_original_error',
    matched: quoted.slice(0, 80),
  });
  return decision;
}

/**
 * An app's list of guessed causes before an original error that says nothing readable ("This is
 * often caused by: • Invalid or missing API Key • Incorrect Base URL … Original error: Claude Code
 * process exited with code 1", CodePilot, batch 678): the guesses are no verdict, and their words
 * (a key, a URL, the network) must neither decide nor vote.
 */
function guessesOverUnreadError(run: Run, end: number): Decision | undefined {
  const guessed = P.GUESSED_CAUSES.exec(run.text.slice(0, end));
  return guessed ? unvoted('message.guessed_causes_only', guessed[0]) : undefined;
}

/**
 * The generic server types an OpenAI-compatible server or relay files every failure under (Ollama's,
 * vLLM's and sub2api's `"type": "api_error"`, a relay's `internal_error`), which say nothing of
 * whose fault it was when no status came with them.
 */
const GENERIC_SERVER_TYPES: ReadonlySet<string> = new Set([
  'api_error',
  'internal_error',
  'internal_server_error',
]);

/**
 * What a type that names an internal error yields to: the request's or the model's fault only. Any
 * other reading is the server's side or another call's ("Service unavailable." typed
 * `internal_server_error`, held h41; a tool's own 401 inside a relay's `internal_error`); only
 * `api_error`, which those servers give a 4xx as readily as a 5xx, yields to every reading.
 */
const REQUEST_FAULTS: ReadonlySet<string> = new Set(['model_not_found', 'format_error']);

/**
 * Whether the error object's own message names a server fault (Anthropic's `api_error` "Internal
 * server error"): then the type is that fault's, and words elsewhere (a cause chain, a client's
 * wrapper) are what happened around it, not what the server answered.
 */
function ownServerFault(run: Run): boolean {
  const own = run.facts.errorObject?.message;
  return typeof own === 'string' && P.SERVER_ERROR_TEXT.test(own.toLowerCase());
}

/**
 * An inference engine's own fetch or model load failing (LM Studio's "Engine protocol predict request
 * failed", "Model failed to load"): the server's fault, not a relay's connection (review 64 item 6).
 */
const ENGINE_OWN_FETCH = /\b(?:engine|predict|(?:model )?failed to load|load(?:ing)? failed)\b/;

/**
 * A generic server type with no status kept (a body alone, an in-band stream error) around words
 * the message families read ("model 'x' not found", "model is required", "think value \"high\" is
 * not supported for this model", "No available accounts", batches 565–721): Ollama, vLLM and the
 * sub2api relays type every failure `api_error`, under their 4xx and 503 alike, so the words decide,
 * as they do with the status beside them. A status is read by the status step first.
 */
function wordsUnderGenericType(run: Run, coded: Decision): Decision | undefined {
  if (coded.reason !== 'server_error' || coded.field === 'name') return undefined;
  const type = coded.matched?.toLowerCase() ?? '';
  if (!GENERIC_SERVER_TYPES.has(type) || ownServerFault(run)) return undefined;
  const mark = run.trace.length;
  const texted = byMessage(run);
  if (texted !== undefined && (type === 'api_error' || REQUEST_FAULTS.has(texted.reason))) {
    return texted;
  }
  if (texted?.reason === 'rate_limit' && upstream429Quoted(run)) return texted;
  run.trace.length = mark;
  // …and a relay's own fetch to its upstream failing ("Anthropic API network error: fetch failed"
  // typed `api_error`, held h67): the connection, as it is under the relay's 5xx; not an app's
  // "Failed to fetch <thing>" that names the thing (review 59 item 4). Also when the `api_error` is
  // the type beside a generic code (claude-code-router's bare "fetch failed" coded `internal_error`,
  // held h1158, h1283, h1290; group HD); not an engine's own fetch (LM Studio's "Engine protocol
  // predict request failed: fetch failed", held h511: server_error) nor a model load's, whichever of
  // `type` or `code` carries `api_error` (a relay that retypes LM Studio's words; review 64 item 6).
  const own = run.facts.errorObject?.message;
  const lower = typeof own === 'string' ? own.toLowerCase() : undefined;
  if (
    (type === 'api_error' || run.facts.errorObject?.type === 'api_error') &&
    lower !== undefined &&
    P.RELAY_OWN_FETCH_FAILED.test(lower) &&
    !ENGINE_OWN_FETCH.test(lower)
  ) {
    return {
      ...coded,
      reason: 'timeout',
      category: 'transport.connect',
      rule: 'code.relay_fetch_failed_under_api_error',
    };
  }
  return undefined;
}

/**
 * A client's server-fault class name only (LiteLLM's `InternalServerError`, its filing of any answer
 * it could not map) around a body the provider itself typed `invalid_request_error`, with no status
 * kept: Claude on Vertex AI's "Unexpected value(s) `pdfs-2024-09-25` for the `anthropic-beta`
 * header" through aider (batch 1550, h1550-vertex-anthropic-beta-pdfs-unexpected-aider; held
 * "Unexpected value(s)" 27/27 format_error). The provider's type says the request was refused, so the
 * words decide as they do without the class; only a request's or model's fault is taken from them,
 * and a body whose own message names a server fault keeps the class (rule group LA, session 68).
 */
function requestTypeUnderServerClass(run: Run, coded: Decision): Decision | undefined {
  if (coded.reason !== 'server_error' || coded.field !== 'name') return undefined;
  if (bodyTypedAs(run.facts, 'invalid_request_error') === undefined || ownServerFault(run)) {
    return undefined;
  }
  const mark = run.trace.length;
  const texted = byMessage(run);
  if (texted !== undefined && REQUEST_FAULTS.has(texted.reason)) return texted;
  run.trace.length = mark;
  return undefined;
}

/**
 * The error object's own message that quotes an upstream's 429 reason phrase ("azure-openai error:
 * too many requests. try again later", Pollinations' `INTERNAL_ERROR` around Azure's 429, held
 * h364: rate_limit): the generic code is the relay's filing, the quoted phrase what the upstream
 * answered, as the words read under the relay's 429 (rule group IE, session 65).
 */
function upstream429Quoted(run: Run): boolean {
  const own = run.facts.errorObject?.message;
  if (typeof own !== 'string') return false;
  const lower = own.toLowerCase();
  return lower.includes('too many requests') && UPSTREAM_429_PHRASE.test(lower);
}
const UPSTREAM_429_PHRASE = /^[\w.-]{2,40} error: too many requests\b/;

/**
 * OpenAI's generic `server_error` type on a relay's own failed connection to its upstream, with no
 * status kept ("Failed to connect to upstream service", a Go relay's "dial tcp 127.0.0.1:443: …
 * actively refused it", a curl transfer "HTTP/2 stream 1 was not closed cleanly", held h1159, h1283,
 * h1314; group HD): the connection, as the same words read under the relay's 5xx. Not a message
 * that names a server fault of its own, nor an app's "Failed to fetch video content" that names what
 * it fetched (new-api's Veo download, held h620: server_error; review 59 item 4). Not a store the
 * server owns ("Failed to connect to database: connection refused": its own dependency, server_error
 * as under its 500), nor words that read overloaded on their own (Envoy's "upstream connect error …
 * reset reason: overflow", its queue full: overloaded, as message-only and under 503; review 64
 * item 3).
 */
const FETCH_OF_A_THING = /\bfailed to fetch [a-z]/;
const OWN_STORE_NAMED =
  /\b(?:database|db|redis|postgres(?:ql)?|mysql|mongo(?:db)?|sqlite|vector ?store|vector ?db|cache|queue|elasticsearch)\b/;

/**
 * curl's HTTP/2 stream reset relayed as the relay's own message ("Failed to perform, curl: (92)
 * HTTP/2 stream 1 was not closed cleanly: INTERNAL_ERROR (err 2)", chatgpt2api's body typed
 * `server_error`, held h1314: timeout, as its four other held renderings read): the upstream's
 * stream was cut, a disconnect; the frame's INTERNAL_ERROR is HTTP/2's reset code, no server's
 * verdict (rule group IE, session 65).
 */
const CURL_STREAM_RESET = /\bcurl: \(92\) http\/2 stream \d{1,6} was not closed cleanly\b/;

function transportUnderServerType(run: Run, coded: Decision): Decision | undefined {
  if (coded.reason !== 'server_error' || coded.field === 'name') return undefined;
  const object = run.facts.errorObject;
  const own = object?.message;
  if (object?.type !== 'server_error' || typeof own !== 'string' || ownServerFault(run)) {
    return undefined;
  }
  const lower = own.toLowerCase();
  // A disconnect on a large session is the session's size, as byDisconnect and the 5xx disconnect
  // rules read it (DESIGN §1.2 step 6; session 65 review, problem 5).
  const large = isLargeForDisconnect(run.size);
  if (lower.includes('not closed cleanly') && CURL_STREAM_RESET.test(lower)) {
    return large
      ? {
          ...coded,
          reason: 'context_overflow',
          category: 'context_overflow.disconnect_large_session',
          rule: 'code.stream_reset_under_server_type_large_session',
        }
      : {
          ...coded,
          reason: 'timeout',
          category: 'transport.reset',
          rule: 'code.stream_reset_under_server_type',
        };
  }
  if (
    !P.TRANSPORT_TEXT.test(lower) ||
    FETCH_OF_A_THING.test(lower) ||
    OWN_STORE_NAMED.test(lower) ||
    P.OVERLOADED.test(lower)
  ) {
    return undefined;
  }
  if (large && P.DISCONNECT.test(lower)) {
    return {
      ...coded,
      reason: 'context_overflow',
      category: 'context_overflow.disconnect_large_session',
      rule: 'code.transport_under_server_type_large_session',
    };
  }
  return {
    ...coded,
    reason: 'timeout',
    category: 'transport.connect',
    rule: 'code.transport_under_server_type',
  };
}

/**
 * LiteLLM's `MidStreamFallbackError` around a `BadRequestError` ({@link P.LITELLM_WRAPPED_BAD_REQUEST},
 * held h754, h1119, h1687): the provider's 400, whatever 5xx (or none) LiteLLM's fallback wrapper
 * put around it. The 400 is read as if it came alone, so the wrapped text's own words decide (a
 * content filter, a credit balance, an image size, a key, a thinking signature, an overflow, a
 * missing model) and a plain request fault falls to format_error as a direct 400 does (review of
 * session 70, problem 1: the wrapper once decided format_error before those words were read).
 */
function wrapped400Status(run: Run, status: number | undefined): number | undefined {
  if (status !== undefined && status < 500) return status;
  const litellm = passesGate(run.text, P.LITELLM_WRAPPED_BAD_REQUEST)
    ? P.LITELLM_WRAPPED_BAD_REQUEST.exec(run.text)
    : null;
  // …and 9router's 5xx around its provider's "[400]:" (held h1188, h2104; rule group XC, session 78).
  const nineRouter =
    litellm === null && status !== undefined && passesGate(run.text, P.NINE_ROUTER_WRAPPED_400)
      ? P.NINE_ROUTER_WRAPPED_400.exec(run.text)
      : null;
  const wrapped = litellm ?? nineRouter;
  if (wrapped === null) return status;
  run.trace.push({
    step: 'status',
    rule: `status.${status ?? 'none'}.${litellm ? 'litellm' : 'nine_router'}_wrapped_400`,
    matched: wrapped[0],
  });
  return 400;
}

function decide(run: Run): Decision {
  const { facts, trace } = run;
  const status = wrapped400Status(
    run,
    facts.status !== undefined && facts.status >= 400 ? facts.status : undefined,
  );

  const signature = signatures(run, status);
  if (signature) return signature;
  trace.push({ step: 'signature', rule: 'signature.none' });

  // A status's own fallback answer (no wording decided) may be revised by what its words say.
  if (status !== undefined) return wordsOverStatus(run, byStatus(run, status), WORD_MODEL_DATA);

  // No status, no body, and an errno/undici code on the chain: a transport failure. Provider
  // wording cannot be in it, so the message families are skipped (they cost most of the time).
  const transportOnly =
    facts.bodyField === undefined && facts.codes.length === 0 && hasTransportCode(facts);
  if (transportOnly) {
    trace.push({ step: 'code', rule: 'code.transport_errno' });
  } else {
    const coded = byCode(run, false);
    // SDKs file any failure they cannot map under a server-error class (litellm's
    // `InternalServerError` around "[SSL: CERTIFICATE_VERIFY_FAILED]"): with no status, a TLS
    // failure in the text says what happened, not the class.
    const tlsUnder = coded?.reason === 'server_error' ? byTls(run) : undefined;
    if (tlsUnder) return { ...tlsUnder, rule: 'tls.under_server_class' };
    // OpenAI sends its upload cap on audio and files as a 413 of type `server_error` ("Maximum
    // content size limit (26214400) exceeded (N bytes read)"): with the status gone (a body kept
    // alone, a stream event), the sentence says what failed, not the type (batch 84).
    // So does a cap stated in bytes (Spring WebFlux's "DataBufferLimitException: Exceeded limit on
    // max bytes to buffer : 52428800" typed `server_error`, held h1377 as the body alone:
    // payload_too_large, as `status.500.byte_cap_stated` reads it under the 500; rule group LE).
    const payloadUnder =
      coded?.reason === 'server_error'
        ? (byText(
            run,
            P.CONTENT_SIZE_LIMIT,
            'payload_too_large',
            'request.payload_too_large',
            'code',
            'code.payload_under_server_class',
          ) ??
          byText(
            run,
            P.BYTE_CAP_STATED,
            'payload_too_large',
            'request.payload_too_large',
            'code',
            'code.byte_cap_under_server_class',
          ))
        : undefined;
    if (payloadUnder) return payloadUnder;
    // A relay's generic server type around the upstream's own 4xx, stated in its message
    // (claude-code-router's `api_error` "Error from provider(429): {…}", or the nested document's
    // `"code": 404`), with no status of the relay's own kept: the upstream's status says what
    // failed, as it does when the relay forwards that status.
    const relayed = coded?.reason === 'server_error' ? relayedUpstreamStatus(run.text) : undefined;
    if (relayed !== undefined) {
      trace.push({ step: 'code', rule: 'code.relayed_upstream_status', matched: String(relayed) });
      return wordsOverStatus(run, byStatus(run, relayed), WORD_MODEL_DATA);
    }
    // …or the body's own message states the status it reports (AxonHub's `{"code":
    // "upstream_error", "type": "api_error", "message": "401 status code (no body)"}`, batch 353;
    // one-api's "bad response status code 429"): a generic server code is the relay's filing of any
    // upstream failure, the stated status what the upstream answered. Codes only: an SDK's
    // server-error class name is its own mapping of a status, read above and below.
    const stated =
      coded?.reason === 'server_error' && coded.field !== 'name'
        ? statusStatedInBodyMessage(facts)
        : undefined;
    if (stated !== undefined && stated >= 400) {
      trace.push({ step: 'code', rule: 'code.body_message_status', matched: String(stated) });
      return wordsOverStatus(run, byStatus(run, stated), WORD_MODEL_DATA);
    }
    const underType = coded ? wordsUnderGenericType(run, coded) : undefined;
    if (underType) return underType;
    const requestUnderClass = coded ? requestTypeUnderServerClass(run, coded) : undefined;
    if (requestUnderClass) return requestUnderClass;
    const transportUnder = coded ? transportUnderServerType(run, coded) : undefined;
    if (transportUnder) return transportUnder;
    // A server-error class name only (LiteLLM's `InternalServerError`, which it raises for the
    // OpenAI SDK's connection failure: "litellm.InternalServerError: InternalServerError:
    // VolcengineException - Connection error.", batch 276) around wording that says no answer
    // arrived (a connection error, a disconnect): the class is the client's filing, not a server's
    // verdict; the text is read as it is without the name (held h220, h89: timeout), except that
    // no weak code decides before the transport wording does.
    const classUnderTransport =
      coded?.reason === 'server_error' &&
      coded.field === 'name' &&
      (P.TRANSPORT_TEXT.test(run.text) || P.DISCONNECT.test(run.text));
    if (coded && !classUnderTransport) return coded;
    trace.push(
      classUnderTransport
        ? { step: 'code', rule: 'name.under_transport_text', field: 'name', matched: coded.matched }
        : { step: 'code', rule: facts.codes.length > 0 ? 'code.unmapped' : 'code.none' },
    );

    const labelled = labelledOriginalError(run);
    if (labelled) return labelled;
    const texted = byMessage(run);
    if (texted) return texted;
    trace.push({ step: 'message', rule: 'message.none' });

    const weak = classUnderTransport ? undefined : byCode(run, true);
    if (weak) return weak;

    // A gRPC call that ended with a status only a server sends ("<_InactiveRpcError of RPC that
    // terminated with: status = StatusCode.PERMISSION_DENIED …>", batch 315): the service answered,
    // so its status decides as the HTTP one would, before the disconnect step takes the repr's
    // "terminated" for a cut connection.
    const fetched = statusBeforeFetchBodyFailure(run.text, facts.ownMessage);
    if (fetched !== undefined) {
      trace.push({
        step: 'code',
        rule: 'code.status_before_fetch_body_failure',
        matched: fetched.matched,
      });
      return wordsOverStatus(run, byStatus(run, fetched.status), WORD_MODEL_DATA);
    }
    const rpcStatus = grpcServerStatus(run.text, facts.ownMessage);
    if (rpcStatus !== undefined) {
      trace.push({ step: 'code', rule: 'code.grpc_status', matched: rpcStatus.matched });
      return wordsOverStatus(run, byStatus(run, rpcStatus.status), WORD_MODEL_DATA);
    }
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

  const limited = byRateLimitHeaders(run);
  if (limited) return limited;

  const upstreamFailed = providerReturnedError(run);
  if (upstreamFailed) return upstreamFailed;

  const classNamed = sdkServerFaultClass(run) ?? sdkNotFoundClass(run);
  if (classNamed) return classNamed;

  // A provider's code kept on the error object alone, once no wording or transport code decided.
  const chained = byChainCode(run);
  if (chained) return chained;

  // FastChat's error object with an empty message and its worker's catch-all code, kept without
  // the 400 such servers send for everything (`{"object": "error", "message": "", "code": 50001}`,
  // hosted Gorilla, held h282, h1354 as the body alone; group IB): the server's own failure, as
  // under its 400 (by-status-400.ts), before the empty text is read as saying nothing.
  const fastChat = fastChatCatchAllCode(facts);
  if (fastChat !== undefined) {
    return {
      reason: 'server_error',
      category: 'server.internal',
      step: 'code',
      rule: 'code.fastchat_empty_catch_all',
      field: facts.bodyField ?? 'body',
      matched: `code ${fastChat}, empty message`,
    };
  }

  const noCause = noCauseToVoteOn(run);
  if (noCause) return noCause;

  // Nothing read it: the words it uses may still point one way (a wording no rule has met yet).
  const worded = byWords(run, WORD_MODEL_DATA);
  if (worded) return worded;
  trace.push({ step: 'words', rule: 'words.unclear' });

  return { reason: 'unknown', category: 'unknown', step: 'default', rule: 'default.unknown' };
}

/**
 * A text no rule read whose words must not vote: each says that something failed and nothing of
 * what, so it stays `unknown`, with the rule that saw it in the trace.
 */
function noCauseToVoteOn(run: Run): Decision | undefined {
  // A client that choked on the stream's `[DONE]` sentinel reports its own framing bug, no failure
  // of the provider's: its words ("not valid JSON") would otherwise vote for a malformed request.
  const sentinel = P.DONE_SENTINEL_PARSED.exec(run.text);
  if (sentinel) return unvoted('message.done_sentinel_parsed', sentinel[0]);
  const text = run.text.trim();
  // A parse error that kept ten characters of a plain-text answer: the answer's words are lost.
  const excerpt = P.PLAIN_ANSWER_PARSED_AS_JSON.exec(text);
  if (excerpt) {
    // …unless those ten characters are OpenAI's "Billing ha(rd limit has been reached)".
    const billing = text.includes('"billing ha') ? P.BILLING_HARD_LIMIT_PARSED.exec(text) : null;
    if (billing !== null) {
      return {
        reason: 'billing',
        category: 'billing.credits_exhausted',
        step: 'message',
        rule: 'message.billing_hard_limit_parsed',
        field: 'text',
        matched: billing[0],
      };
    }
    return unvoted('message.plain_answer_parsed_as_json', excerpt[0]);
  }
  // A client's own wording where the provider's error should be (a mask, a banner, an empty
  // message, a step of its own that failed): its words would vote for whatever they resemble.
  const hidden = P.CAUSE_NOT_SHOWN.exec(text);
  if (hidden) return unvoted('message.cause_not_shown', hidden[0]);
  // A stream reader that threw away a JSON answer ("Invalid content-type: application/json") says
  // nothing of what the answer said: its "invalid" would vote for a malformed request (batch 556).
  const unread = P.STREAM_GOT_JSON_DOCUMENT.exec(text);
  if (unread) return unvoted('message.stream_got_json_document', unread[0]);
  // The client failed to build its own exception (a TypeError about the class's arguments): the
  // failure it was reporting is lost, and "missing … 'body'" would vote for a malformed request.
  const unbuilt = P.EXCEPTION_CONSTRUCTOR_TYPEERROR.exec(text);
  if (unbuilt) return unvoted('message.exception_constructor_typeerror', unbuilt[0]);
  // A TypeError from a function of the caller's own code, as the whole text: no API answered.
  const callerBug = P.CALLER_FUNCTION_TYPEERROR.exec(text);
  if (callerBug) return unvoted('message.caller_function_typeerror', callerBug[0]);
  // A relay's `bad_response_status_code` with no status and an empty message (batch 634): the
  // upstream answered a non-2xx and nothing says which; its JSON's keys must not vote.
  const { facts } = run;
  if (
    !relayNamesStatus(facts) &&
    facts.errorObject?.message === '' &&
    facts.codes.some((code) => code.lower === 'bad_response_status_code')
  ) {
    return unvoted('message.relay_status_code_only', 'bad_response_status_code');
  }
  // A refresh that failed on an answer it could not parse: no verdict on the credential (review 12).
  const refreshUnparsed = refreshAnswerUnparsed(run);
  if (refreshUnparsed) return unvoted('message.refresh_answer_unparsed', refreshUnparsed[0]);
  // fetch's "Failed to parse URL from …": the client's own URL, no answer to read (rule group UD,
  // session 75).
  const badUrl = passesGate(text, P.FETCH_URL_UNPARSED) ? P.FETCH_URL_UNPARSED.exec(text) : null;
  if (badUrl) return unvoted('message.fetch_url_unparsed', badUrl[0]);
  // A message that only says an error happened ("An error occurred.", the AI SDK's masked text).
  const bare = P.NO_CAUSE_STATED.exec(text);
  if (bare) return unvoted('message.no_cause_stated', bare[0]);
  // A WebAssembly runtime's abort with its reason left out ("Aborted(). Build with -sASSERTIONS").
  const wasmAbort = P.WASM_ABORT_NO_REASON.exec(text);
  if (wasmAbort) return unvoted('message.wasm_abort_no_reason', wasmAbort[0]);
  // NextChat's "empty response from server": nothing came back, and nothing says why.
  const empty = P.EMPTY_RESPONSE_UNEXPLAINED.exec(text);
  if (empty) return unvoted('message.empty_response_unexplained', empty[0]);
  // pydantic-ai's "Received empty model response" alone, as unexplained (rule group QA, session 73).
  const emptyModel = passesGate(text, P.EMPTY_MODEL_RESPONSE_UNEXPLAINED)
    ? P.EMPTY_MODEL_RESPONSE_UNEXPLAINED.exec(text)
    : null;
  if (emptyModel) return unvoted('message.empty_response_unexplained', emptyModel[0]);
  // LightRAG's "Received empty content from …": nothing came back, and nothing says why (held ×2
  // unknown; rule group UC, session 75).
  const emptyContent = passesGate(text, P.EMPTY_CONTENT_RECEIVED_UNEXPLAINED)
    ? P.EMPTY_CONTENT_RECEIVED_UNEXPLAINED.exec(text)
    : null;
  if (emptyContent) return unvoted('message.empty_response_unexplained', emptyContent[0]);
  // Words that only say a call failed ("Error Generating Response").
  const failureOnly = failureWordsOnly(run.text, WORD_MODEL_DATA);
  if (failureOnly) return unvoted('message.failure_words_only', failureOnly.join(' '));
  return undefined;
}

/** An `unknown` decided at the message step by `rule`, before the vote. */
function unvoted(rule: string, matched: string): Decision {
  return { reason: 'unknown', category: 'unknown', step: 'message', rule, field: 'text', matched };
}
