/**
 * Step 0 of the pipeline (DESIGN §1.2): read status, headers, body, structured codes and the
 * message layers out of anything that can be thrown. Every property read is guarded, so
 * throwing getters and hostile Proxies cannot escape.
 * @module
 */
import { hasTransportCode } from './by-transport.js';
import { FRAMEWORK_STATUS_CODE, GENERIC_CHAIN_CODE } from './chain-code-kinds.js';
import { EARLIER_ATTEMPT, FETCH_GOT_NO_RESPONSE, RESPONSE_GARBLED } from './patterns.js';

/** A code seen on one link of the cause chain (`code`, `errno`), with its field path. */
export interface ChainCode {
  /** Upper-cased value, e.g. `ECONNRESET`, `UND_ERR_SOCKET`. */
  readonly code: string;
  readonly field: string;
}

/** Everything the rules look at. Built once per classification. */
export interface ErrorFacts {
  status: number | undefined;
  statusField: string | undefined;
  /** Lower-cased header names. */
  headers: Record<string, string> | undefined;
  /** Headers an aggregator relayed inside the body (`error.metadata.headers`), lower-cased. */
  bodyHeaders: Record<string, string> | undefined;
  /** Where the body came from: `body`, `error`, `responseBody`, `message`… */
  bodyField: string | undefined;
  /** `body.error` when it is an object, else the body object itself. */
  errorObject: Record<string, unknown> | undefined;
  /**
   * The body object around `errorObject` when the error is nested in it (`{error: {…},
   * retry_after: 30}`, a gateway's envelope): its own fields (a stated wait) beside the error.
   */
  envelope: Record<string, unknown> | undefined;
  /** Google `error.details`. */
  details: unknown;
  /** Structured codes, lower-cased, with where they came from (first wins for the output `code`). */
  codes: { readonly value: string; readonly lower: string; readonly field: string }[];
  /** Error class names along the chain, lower-cased (`aborterror`, `apiconnectionerror` …). */
  names: string[];
  /** Transport-style codes along the chain. */
  chainCodes: ChainCode[];
  /** The outermost error's own message. */
  ownMessage: string;
  /** `body.error.message` / `body.message` / `body.error` (string) / `detail`. */
  bodyMessage: string | undefined;
  /** Where `bodyMessage` came from, e.g. `body.error.message`. */
  bodyMessageField: string | undefined;
  /** The aggregator's wrapped upstream message (`error.metadata.raw`). */
  upstreamMessage: string | undefined;
  /** Where `upstreamMessage` came from, e.g. `body.error.metadata.raw`, `body.error.provider.body`. */
  upstreamField: string | undefined;
  upstreamProvider: string | undefined;
  /** Raw body text that was not JSON (HTML error pages, plain text). */
  bodyText: string | undefined;
  /** Every message layer, lower-cased and joined: what the patterns match. */
  text: string;
  /** A DOMException-style TimeoutError anywhere in the chain (or as an abort reason). */
  sawTimeoutError: boolean;
  /** An AbortError / APIUserAbortError anywhere in the chain. */
  sawAbortError: boolean;
  /** The AI SDK's `isRetryable`, when present. */
  isRetryableHint: boolean | undefined;
}

const MAX_LINKS = 5;
/** Patterns never need more than this much of one message; huge strings stay cheap. */
const MAX_MESSAGE_CHARS = 6000;
/**
 * The combined text every pattern family scans. Real errors stay far below it (the longest of
 * ≈ 5,000 labelled ones combines to 2.1 k characters); it bounds the cost of a hostile or
 * runaway body that repeats long fields.
 */
const MAX_TEXT_CHARS = 8000;
/** What each message keeps at least when the combined text is over `MAX_TEXT_CHARS`. */
const MIN_MESSAGE_SHARE = 256;

type Bag = Record<string, unknown>;

/** Reads `object[key]`; a throwing getter or Proxy trap yields `undefined`. */
export function read(object: unknown, key: string): unknown {
  if ((typeof object !== 'object' && typeof object !== 'function') || object === null) {
    return undefined;
  }
  try {
    return (object as Bag)[key];
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Bag {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/**
 * The HTTP status a body names for itself, and its field: a numeric `code` (Gemini, OpenRouter,
 * vLLM), RFC 7807's `status` next to a `title`, or a top-level `status_code` / `statusCode` (the
 * DashScope SDK, watsonx, NestJS, Azure serverless endpoints).
 */
function bodyStatusOf(
  object: Bag,
): { readonly status: number; readonly field: string } | undefined {
  const code = asStatus(read(object, 'code'));
  if (code !== undefined) return { status: code, field: 'code' };
  if (typeof read(object, 'title') === 'string') {
    const status = asStatus(read(object, 'status'));
    if (status !== undefined) return { status, field: 'status' };
  }
  // MiniMax's Anthropic-shaped errors carry it as `http_code: "400"`; a Bedrock Agents failure
  // record as `failureCode: 403` (batch 214).
  for (const field of ['status_code', 'statusCode', 'http_code', 'failureCode']) {
    const status = asStatus(read(object, field));
    if (status !== undefined) return { status, field };
  }
  return undefined;
}

/**
 * A socket's or the OS's failure in a client record's `reason` (`[WinError 10054]`, `[Errno 111]`,
 * "connection reset", "refused", "timed out"), as against an HTTP reason phrase.
 */
const SOCKET_REASON =
  /\[(?:WinError|Errno) \d+\]|\berrno\b|\bconnect(?:ion)?\b|\breset\b|\brefused\b|\btimed? ?out\b|\bsocket\b/i;

/** A client's connection-failure record's `reason` beside the `url` it called; see {@link SOCKET_REASON}. */
function socketReasonBesideUrl(object: Record<string, unknown>): string | undefined {
  if (typeof read(object, 'url') !== 'string') return undefined;
  const reason = stringOf(read(object, 'reason'));
  return reason !== undefined && SOCKET_REASON.test(reason) ? reason : undefined;
}

/**
 * Elasticsearch's and OpenSearch's error object (`{"error": {"root_cause": [{type, reason}], "type":
 * "status_exception", "reason": "…", "caused_by": {type, reason}}, "status": 400}`) has no message:
 * its `reason` is the message, and the innermost `caused_by` that says a sentence (else the first
 * `root_cause`) holds the remote service's own words relayed ("… status [422]. Error message:
 * [{"detail":"The provided model is not supported. …"}]", AI21 through Elasticsearch's inference
 * API, batch 416), which join it as an error's cause does. A Java exception's bare message at the
 * bottom (an unknown host's "api.openai.com") does not hide the relayed refusal above it.
 */
function searchEngineReason(
  object: Bag,
  prefix: string,
): { readonly message: string; readonly field: string } | undefined {
  const rootCause = read(object, 'root_cause');
  let cause = read(object, 'caused_by');
  if (!Array.isArray(rootCause) && !isObject(cause)) return undefined;
  let said: string | undefined;
  for (let depth = 0; depth < 8 && isObject(cause); depth++) {
    const reason = stringOf(read(cause, 'reason'));
    if (isSentence(reason)) said = reason;
    cause = read(cause, 'caused_by');
  }
  if (said === undefined && Array.isArray(rootCause)) said = stringOf(read(rootCause[0], 'reason'));
  const reason = stringOf(read(object, 'reason'));
  const own = isSentence(reason) ? reason : undefined;
  const message = withWords(own, said);
  if (message === undefined) return undefined;
  return { message, field: own === undefined ? `${prefix}.caused_by.reason` : `${prefix}.reason` };
}

/**
 * Elasticsearch's and OpenSearch's error envelope states its HTTP status beside the error object
 * (`{"error": {"root_cause": […], "type": "circuit_breaking_exception", …}, "status": 429}`): a client
 * that kept only the body still has it (review rw40a). Only when no status came with the error.
 */
function searchEngineStatus(facts: ErrorFacts, body: Bag, error: Bag, field: string): void {
  if (read(error, 'root_cause') === undefined && read(error, 'caused_by') === undefined) return;
  standInStatus(facts, asStatus(read(body, 'status')), `${field}.status`);
}

/** True when the error came with an HTTP error status (4xx or 5xx). */
function hasErrorStatus(facts: ErrorFacts): boolean {
  return facts.status !== undefined && facts.status >= 400;
}

/**
 * An error status the body states for itself stands in for a missing one (a stream error event, a
 * client that dropped the status); `field` is where it was read, which the explain trace names.
 */
function standInStatus(facts: ErrorFacts, status: number | undefined, field: string): void {
  if (status === undefined || status < 400 || hasErrorStatus(facts)) return;
  facts.status = status;
  facts.statusField = field;
}

function asStatus(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
  }
  if (typeof value === 'string' && value.length === 3 && /^[1-5]\d\d$/.test(value)) {
    return Number(value);
  }
  return undefined;
}

function clip(text: string): string {
  return text.length > MAX_MESSAGE_CHARS ? text.slice(0, MAX_MESSAGE_CHARS) : text;
}

/** Parses JSON text that looks like an object; anything else yields `undefined`. */
export function parseJsonObject(text: string): Bag | undefined {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) <= 32) start++;
  if (text.charCodeAt(start) !== 123 /* { */) return undefined;
  try {
    const value: unknown = JSON.parse(start === 0 ? text : text.slice(start));
    return isObject(value) && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

// An object's opening brace and its first key, pretty-printed or not: `{"error"`, `{\n  "error"`.
const EMBEDDED_OPEN = /\{\s*"/;

/**
 * A message that says only that something failed ("An error occurred with the LLM request.", "An
 * unexpected error occurred.", "Something went wrong", a realtime error frame's bare "Error"): a
 * banner whose `detail` or `reason` says what.
 */
/** An OpenCode NamedError's `data.message` (`{name: "UnknownError", data: {message: "…"}}`). */
function namedErrorDataMessage(object: unknown): string | undefined {
  const data = read(object, 'data');
  return typeof read(object, 'name') === 'string' && isObject(data) && !Array.isArray(data)
    ? stringOf(read(data, 'message'))
    : undefined;
}
/** Bifrost's own banner for its HTTP client failing toward the provider (see `readErrorObject`). */
const BIFROST_CALL_FAILED = /^failed to execute http request to provider\b/i;
const GENERIC_BANNER =
  /^\s*(?:an? )?(?:unexpected |unknown |internal )?error (?:has )?(?:occurred|occured|happened)(?: (?:with|while|during|in) (?:the |your |this )?[\w -]{1,40})?\.?\s*$|^\s*something went wrong\.?\s*$|^\s*error\s*$/i;

/**
 * Words with a space in them, or two Chinese, Japanese or Korean characters in a row (a sentence
 * written without spaces): a sentence, not a code or a name.
 */
function isSentence(words: string | undefined): words is string {
  return words !== undefined && (words.includes(' ') || CJK_PAIR.test(words));
}
const CJK_PAIR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]{2}/;

/**
 * `message` with `words` that say what a generic message does not joined on ("Internal error: LLM
 * provider error: …"), or the words alone when there is no message; unchanged when the words are no
 * sentence or the message already holds them.
 */
function withWords(message: string | undefined, words: string | undefined): string | undefined {
  if (!isSentence(words)) return message;
  if (message === undefined) return words;
  return message.includes(words) ? message : `${message}: ${words}`;
}

/**
 * Finds an embedded JSON object in a message such as `429 {"error":{…}}`, or one printed with
 * indentation (`[{\n  "error": {…}}]`, Gemini's REST array as many tools log it).
 */
function embeddedJson(message: string): Bag | undefined {
  const open = message.search(EMBEDDED_OPEN);
  if (open < 0) return escapedEmbeddedJson(message);
  const close = message.lastIndexOf('}');
  if (close <= open) return undefined;
  return parseJsonObject(message.slice(open, close + 1));
}

// The same object printed inside a quoted string, its quotes escaped: `{\"detail\":\"Not Found\"}`.
const ESCAPED_OPEN = /\{\s*\\"/;

/**
 * An object printed inside a quoted string with its quotes escaped, when the message holds no plain
 * one: Rust's `{:?}` of an error that wraps the body (AppFlowy's `AIServiceUnavailable("Invalid
 * request:{\"detail\":\"Not Found\"}")`, batch 396), a log line that quotes the body it got.
 */
function escapedEmbeddedJson(message: string): Bag | undefined {
  const open = message.search(ESCAPED_OPEN);
  if (open < 0) return undefined;
  const close = message.lastIndexOf('}');
  if (close <= open) return undefined;
  return parseJsonObject(message.slice(open, close + 1).replace(/\\(["\\])/g, '$1'));
}

function normalizeHeaders(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  let any = false;
  try {
    const forEach = read(value, 'forEach');
    const get = read(value, 'get');
    if (typeof forEach === 'function' && typeof get === 'function') {
      // Headers (fetch), or anything with the same shape.
      (forEach as (cb: (v: unknown, k: unknown) => void) => void).call(value, (v, k) => {
        if (typeof k === 'string' && (typeof v === 'string' || typeof v === 'number')) {
          out[k.toLowerCase()] = String(v);
          any = true;
        }
      });
      return any ? out : undefined;
    }
    const keys = Object.keys(value);
    for (let index = 0; index < keys.length && index < 200; index++) {
      const key = keys[index]!;
      const v = read(value, key);
      if (typeof v === 'string' || typeof v === 'number') {
        out[key.toLowerCase()] = String(v);
        any = true;
      } else if (Array.isArray(v) && typeof v[0] === 'string') {
        out[key.toLowerCase()] = v[0];
        any = true;
      }
    }
  } catch {
    return any ? out : undefined;
  }
  return any ? out : undefined;
}

interface BodyInfo {
  errorObject: Bag | undefined;
  message: string | undefined;
  messageField?: string | undefined;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A status word that says all went well (`"ok"`, `"success"`, `"成功"`), not an error's message. */
const SUCCESS_PLACEHOLDER = /^\s*(?:ok|success(?:ful)?|succeed(?:ed)?|成功)\s*[.!]?\s*$/i;

/** A string value unless it is only a {@link SUCCESS_PLACEHOLDER}. */
function errorWords(value: unknown): string | undefined {
  const text = stringOf(value);
  return text !== undefined && SUCCESS_PLACEHOLDER.test(text) ? undefined : text;
}

/** The first element of a list when it is a non-empty string (`messages: ["…"]`). */
function firstString(value: unknown): string | undefined {
  return Array.isArray(value) ? stringOf(value[0]) : undefined;
}

/** `field` is `prefix + suffix`, joined only when a code is really kept (most reads find none). */
function pushCode(facts: ErrorFacts, value: unknown, prefix: string, suffix: string): void {
  let text: string | undefined;
  if (typeof value === 'string') {
    // Bedrock: `com.amazon.coral.service#ThrottlingException`.
    const hash = value.lastIndexOf('#');
    text = (hash >= 0 ? value.slice(hash + 1) : value).trim();
  } else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  if (!text || text.length > 120) return;
  const lower = text.toLowerCase();
  for (const existing of facts.codes) if (existing.lower === lower) return;
  facts.codes.push({ value: text, lower, field: `${prefix}${suffix}` });
}

/**
 * The first entry of a FastAPI / pydantic `detail` list: its `msg` is the message, its `type` a
 * code. Anything else yields nothing.
 */
function validationDetail(facts: ErrorFacts, detail: unknown, prefix: string): string | undefined {
  if (!Array.isArray(detail)) return undefined;
  const first: unknown = detail[0];
  if (!isObject(first)) return undefined;
  // …or its `message` beside the same `loc` (gpt4free's FastAPI: `{"detail": [{"loc": ["body",
  // "messages"], "message": "Field required", "type": "missing"}]}`, held h1253: format_error). Rule
  // group LE, session 68.
  const message =
    stringOf(read(first, 'msg')) ??
    (Array.isArray(read(first, 'loc')) ? stringOf(read(first, 'message')) : undefined);
  if (message === undefined) return undefined;
  pushCode(facts, read(first, 'type'), prefix, '.detail[0].type');
  return message;
}

/** An agent's own MCP client failing, as a JSON-RPC error's data words it (not the provider's). */
const MCP_OWN_FAILURE = /\bMCP (?:error\b|servers?\b|client\b)/i;

/**
 * Fields other providers and relays keep their error's sentence in, read only when the object has no
 * message field the extractor already reads (so no answer that comes from `message`, `msg`, `detail`
 * … moves): RAGFlow's `retmsg` (beside `retcode`, held h48), Deepgram's `err_msg` (h294), the AI
 * SDK's UI-stream error chunk `errorText` (h1277), Refact's `human_readable_message` (h1059), a
 * string `details` (OpenSearch ml-commons under a bare "System Error" reason, h416), and the first
 * `.message` of OpenAI's `last_error` (h594), of a `messages` list of error records (IONOS's
 * `[{errorCode, message}]`, h473) and of zod's `issues` (Venice, h1300), and Portkey's
 * `html-message` (its Cloudflare Worker's "Network connection lost.", held h86, also as the body
 * alone; rule group ND, session 70). A field lookup each; only a sentence counts, never a code or
 * an id.
 */
function otherMessageField(
  object: Bag,
): { readonly message: string; readonly field: string } | undefined {
  for (const field of OTHER_MESSAGE_FIELDS) {
    const said = stringOf(read(object, field));
    if (isSentence(said)) return { message: said, field };
  }
  for (const field of OTHER_MESSAGE_RECORDS) {
    const value = read(object, field);
    const record = Array.isArray(value) ? value[0] : value;
    const said = isObject(record) ? stringOf(read(record, 'message')) : undefined;
    if (isSentence(said)) return { message: said, field: `${field}.message` };
  }
  return undefined;
}
const OTHER_MESSAGE_FIELDS = [
  'retmsg',
  'err_msg',
  'errorText',
  'human_readable_message',
  'details',
  'html-message',
];
const OTHER_MESSAGE_RECORDS = ['last_error', 'messages', 'issues'];

/** Reads an error object (`body.error` or a flat body) into codes and a message. */
function readErrorObject(facts: ErrorFacts, object: Bag, prefix: string): BodyInfo {
  let messageField = `${prefix}.message`;
  let message =
    stringOf(read(object, 'message')) ??
    stringOf(read(object, 'Message')) ??
    // A Bedrock gateway in front of Continue that spells its key `messsage` (`{"messsage": "400: An
    // error occurred (ValidationException) …"}`, held h54, h503 kept as the body alone: format_error;
    // group IB): its only words.
    stringOf(read(object, 'messsage')) ??
    stringOf(read(object, 'errorMessage')) ??
    stringOf(read(object, 'error_message')) ??
    // Baidu Qianfan and API gateways (Huawei APIG) use `error_msg`.
    stringOf(read(object, 'error_msg')) ??
    // Gateways that spell it `errMsg` / `ErrMsg` / `errmsg` / `errorMsg` beside an `errCode`
    // (Alibaba NLS's "No permission!", a web login's "未登录", SenseNova's errmsg: held h1032, h945,
    // h804).
    // A success placeholder there (WeChat-style `errcode: 0, errmsg: "ok"`) is no message: the
    // real one is in `msg`, `detail` or further down (review 57).
    errorWords(read(object, 'errMsg')) ??
    errorWords(read(object, 'ErrMsg')) ??
    errorWords(read(object, 'errmsg')) ??
    errorWords(read(object, 'errorMsg')) ??
    stringOf(read(object, 'msg')) ??
    stringOf(read(object, 'detail')) ??
    stringOf(read(object, 'error_description')) ??
    // A Bedrock Agents failure record (`{failureCode: 403, failureReason: "Access denied when calling
    // Bedrock. …"}`, an agent's trace, batch 214).
    stringOf(read(object, 'failureReason')) ??
    // RFC 7807 problem details (NVIDIA NIM, FastAPI gateways): `title` when there is no `detail`.
    stringOf(read(object, 'title')) ??
    // App frameworks that collect messages in a list (`{error: {messages: ["…"], code: 500}}`).
    firstString(read(object, 'messages')) ??
    // FastAPI / pydantic validation (Mistral's and vLLM's 422): `{"detail": [{"type":
    // "extra_forbidden", "loc": […], "msg": "Extra inputs are not permitted"}]}`.
    validationDetail(facts, read(object, 'detail'), prefix) ??
    // An HTTPException raised with a list of words as its detail (`{"detail": ["OpenAI API error: A
    // timeout error occurred. …"]}`, a CTF's API in front of Together, batch 586).
    firstString(read(object, 'detail')) ??
    // A guardrail's block as LiteLLM relays Zscaler AI Guard's (`{"error_type": "Guardrail Policy
    // Violation", "blocking_info": {"message": "Prompt violates Zscaler AI Guard policy.", …}}`,
    // held h984 ×2 as the body alone; group IB): the verdict's own sentence.
    stringOf(readPath(object, 'blocking_info', 'message')) ??
    // The Poe bot protocol's error event (`{"allow_retry": true, "text": "Internal server error"}`,
    // held h943 ×3): `text` is its message only beside that boolean flag.
    (typeof read(object, 'allow_retry') === 'boolean'
      ? stringOf(read(object, 'text'))
      : undefined) ??
    // Claude Code's and the Agent SDK's result event for a failed run (`{"type": "result", "subtype":
    // "success", "is_error": true, "result": "Invalid API key · Please run /login"}`, held h1073 as
    // the body alone: auth_permanent; h391 in a message: billing): `result` is its message only
    // beside that flag (a successful run's result is the answer). Rule group LE, session 68.
    (read(object, 'type') === 'result' && read(object, 'is_error') === true
      ? stringOf(read(object, 'result'))
      : undefined) ??
    // aiXplain's failed run (`{"status": "FAILED", "errorMessage": null, "data": {"error":
    // "litellm.APIConnectionError: err.not_enough_balance …"}}`, held h1054 as the body alone:
    // billing): the run's own error under `data`, beside that status. Rule group LE, session 68.
    (read(object, 'status') === 'FAILED'
      ? stringOf(readPath(object, 'data', 'error'))
      : undefined) ??
    // A client's connection-failure record, the URL it called and the reason its socket gave
    // (`{"url": "http://127.0.0.1:55799", "reason": "[WinError 10054] An existing connection was
    // forcibly closed by the remote host"}`, a ComfyUI plugin around a local llama.cpp server, batch
    // 1828, h1828-llamacpp-comfyui-connection-forcibly-closed; held "WinError 10054" ×6 timeout):
    // `reason` is its message only beside that `url`, and only when it states a socket's or the
    // OS's failure: Python `requests`/`httpx` records write `{url, status_code, reason}` where the
    // reason is only the HTTP reason phrase ("Not Found", "Unauthorized"), which says nothing the
    // status does not (review 2 of session 73, problem 2). Rule group QB, session 73.
    socketReasonBesideUrl(object);
  pushCode(facts, read(object, 'code'), prefix, '.code');
  const type = read(object, 'type');
  if (type !== 'error') pushCode(facts, type, prefix, '.type');
  pushCode(facts, read(object, 'status'), prefix, '.status');
  pushCode(facts, read(object, '__type'), prefix, '.__type');
  pushCode(facts, read(object, 'errorType'), prefix, '.errorType');
  pushCode(facts, read(object, 'error_code'), prefix, '.error_code');
  pushCode(facts, read(object, 'errorCode'), prefix, '.errorCode');
  pushCode(facts, read(object, 'name'), prefix, '.name');
  // Google's compact envelope (Vertex through a gateway) names its ErrorInfo reason on the error
  // object itself: `{"error": {"reason": "API_KEY_SERVICE_BLOCKED", "message": …}}`.
  const reason = read(object, 'reason');
  if (typeof reason === 'string' && /^[A-Z][A-Z0-9_]{2,60}$/.test(reason))
    pushCode(facts, reason, prefix, '.reason');
  // A guardrail's verdict document (`{action: "GUARDRAIL_INTERVENED", actionReason: "…"}`: Bedrock's
  // guardrail response, and WSO2's AI gateway's 446 body under `message`, batch 333): the action is
  // what happened, as a code.
  const action = read(object, 'action');
  if (
    typeof action === 'string' &&
    /^[A-Z][A-Z0-9_]{2,60}$/.test(action) &&
    read(object, 'actionReason') !== undefined
  )
    pushCode(facts, action, prefix, '.action');
  const inner = read(object, 'innererror');
  if (isObject(inner)) pushCode(facts, read(inner, 'code'), prefix, '.innererror.code');
  // LiteLLM keeps the provider's own fields apart (`provider_specific_fields.innererror.code`:
  // Azure's `ResponsibleAIPolicyViolation` under a relay's bare `code: "400"`).
  const specific = read(object, 'provider_specific_fields');
  const specificInner = isObject(specific) ? read(specific, 'innererror') : undefined;
  if (isObject(specificInner)) {
    pushCode(
      facts,
      read(specificInner, 'code'),
      prefix,
      '.provider_specific_fields.innererror.code',
    );
  }
  const details = read(object, 'details');
  if (Array.isArray(details)) {
    facts.details = details;
    for (let index = 0; index < details.length && index < 8; index++) {
      const detail: unknown = details[index];
      if (isObject(detail))
        pushCode(facts, read(detail, 'reason'), prefix, `.details[${index}].reason`);
    }
  }
  // A relay that put the upstream's error document in `message` as an object (LobeHub around
  // LiteLLM: `{"message": {"error": "/chat/completions: Invalid model name passed in model=…"}}`):
  // a layer of its own, read as the string form below is.
  const objectMessage = message === undefined ? read(object, 'message') : undefined;
  if (isObject(objectMessage)) {
    const nestedError = read(objectMessage, 'error');
    const nestedText = stringOf(nestedError);
    if (nestedText !== undefined) {
      message = nestedText;
      messageField = `${prefix}.message.error`;
    } else {
      const info = readErrorObject(
        facts,
        isObject(nestedError) ? nestedError : objectMessage,
        `${prefix}.message${isObject(nestedError) ? '.error' : ''}`,
      );
      message = info.message;
      messageField = info.messageField ?? messageField;
    }
  }
  // GraphQL-style `extensions` whose `reason` says what a generic message does not (IBM's
  // generative AI API: `{"message": "Invalid argument or out of range", "extensions": {"code":
  // "INVALID_INPUT", "reason": "3 INVALID_ARGUMENT: input tokens (35000) plus prefix length (0) must
  // be < 4096"}}`, batch 81): its words join the message.
  const extensions = read(object, 'extensions');
  const extensionReason = isObject(extensions) ? stringOf(read(extensions, 'reason')) : undefined;
  if (message === undefined && isSentence(extensionReason)) {
    messageField = `${prefix}.extensions.reason`;
  }
  message = withWords(message, extensionReason);
  if (message === undefined) {
    const searched = searchEngineReason(object, prefix);
    if (searched !== undefined) ({ message, field: messageField } = searched);
  }
  // A web chat's block envelope whose own message is a bare verdict word and whose `error_detail`
  // says why (Doubao's `{code: 710022002, message: "block", error_detail: {message: "当前服务访问频繁，
  // 请稍后重试"}}`, "the service is being accessed too often", held h70, h556: rate_limit): the
  // detail's words join the message, as a description's do.
  const errorDetail = read(object, 'error_detail');
  const detailWords = isObject(errorDetail) ? stringOf(read(errorDetail, 'message')) : undefined;
  if (message === undefined && isSentence(detailWords))
    messageField = `${prefix}.error_detail.message`;
  message = withWords(message, detailWords);
  // n8n's node error document (`{errorMessage: "The resource you are requesting could not be found",
  // errorDescription: "The model `gpt-4O` does not exist …", errorDetails: {…}}`, batch 104): the
  // banner names only a status class, the description is the provider's own sentence and joins it.
  const description = stringOf(read(object, 'errorDescription'));
  if (message === undefined && isSentence(description)) messageField = `${prefix}.errorDescription`;
  message = withWords(message, description);
  // A validation envelope with no message of its own whose `errors` list says what failed
  // (Infomaniak's `{code: "validation_failed", description: "Validation failed", errors: [{code:
  // "validation_rule_in", description: "The selected model is invalid.", context: {attribute:
  // "model"}}]}`, batch 368): the first listed error's sentence is the message. Not beside an
  // `error` string of the body's own (`{error: "insufficient_quota", errors: […]}`): that string
  // is its error, read by the caller (review 37c).
  if (message === undefined && stringOf(read(object, 'error')) === undefined) {
    const first = read(read(object, 'errors'), '0');
    const said = isObject(first)
      ? (stringOf(read(first, 'message')) ?? stringOf(read(first, 'description')))
      : undefined;
    if (isSentence(said)) {
      messageField = `${prefix}.errors[0]`;
      message = said;
    }
  }
  // Not beside an `error` string of the body's own: that string is its message, read by the caller.
  if (message === undefined && stringOf(read(object, 'error')) === undefined) {
    const said = otherMessageField(object);
    if (said !== undefined) {
      messageField = `${prefix}.${said.field}`;
      message = said.message;
    }
  }
  // An error whose `message` is a generic banner and whose `detail` or `reason` holds what failed:
  // an agent server's llm_error (Letta: `{message: "An error occurred with the LLM request.", detail:
  // "INTERNAL_SERVER_ERROR: Bad request to Anthropic: … Invalid `signature` in `thinking` block"}`,
  // batch 141), a realtime protocol's error frame (Speechmatics: `{message: "Error", type:
  // "quota_exceeded", reason: "Concurrent Quota Exceeded"}`, batch 544). The sentence joins the
  // banner, as a description does. Only onto a banner that names nothing: a message that says what
  // happened keeps its own verdict (review of session 34).
  // So does an OpenCode NamedError's `data.message` under a bare `message` (`{name: "UnknownError",
  // message: "Error", data: {message: "Model not found: …"}}`): read only when the error's own
  // message names nothing, so an informative one keeps its place (review of session 70, problem 8).
  if (message !== undefined && GENERIC_BANNER.test(message)) {
    const detail = stringOf(read(object, 'detail'));
    message = withWords(
      message,
      isSentence(detail)
        ? detail
        : (stringOf(read(object, 'reason')) ?? namedErrorDataMessage(object)),
    );
  }
  // Bifrost's banner for its own HTTP client failing toward the provider (`{message: "failed to
  // execute HTTP request to provider API", error: "write tcp …: write: broken pipe"}`, held h1183,
  // also as the body alone; its other rendering, h576, keeps the Go error in the message: timeout
  // ×2; rule group ND, session 70): the Go error beside it says how the call failed, and joins it.
  if (message !== undefined && BIFROST_CALL_FAILED.test(message)) {
    message = withWords(message, stringOf(read(object, 'error')));
  }
  // WSO2 API Manager's fault document (`{code: "900514", type: "Status report", message: "Runtime
  // Error", description: "Violation of Content Limiter detected."}`, batch 1691): its `message` names
  // the fault's class, its `description` what happened, which joins it (rule group NA, session 70).
  if (message !== undefined && stringOf(read(object, 'type'))?.toLowerCase() === 'status report') {
    const said = stringOf(read(object, 'description'));
    if (isSentence(said)) message = withWords(message, said);
  }
  // A JSON-RPC 2.0 error (ACP and MCP agents: `{"code": -32603, "message": "Internal error",
  // "data": {"error": "LLM provider error: Error code: 429 - {…}"}}`, batch 105): the spec's
  // reserved codes (-32768 … -32000) carry only the protocol's generic words, and `data` holds
  // what happened, so its words join the message. An agent's own MCP client failing ("Failed to
  // connect MCP servers: …", "MCP error -32000: Connection closed") is no provider's answer: those
  // data stay out (review of batch 105).
  const rpcCode = read(object, 'code');
  if (typeof rpcCode === 'number' && rpcCode >= -32768 && rpcCode <= -32000) {
    const data = read(object, 'data');
    const said = isObject(data)
      ? (stringOf(read(data, 'error')) ??
        stringOf(read(data, 'message')) ??
        stringOf(read(data, 'details')))
      : stringOf(data);
    if (isSentence(said) && !MCP_OWN_FAILURE.test(said)) {
      if (message === undefined) messageField = `${prefix}.data`;
      message = withWords(message, said);
    }
  }
  // A WebSocket close event a client kept as its own event, with no message (Sokuji's `{type:
  // "session.closed", data: {code: 1007, reason: "Cannot extract voices from a non-audio request.",
  // wasClean: true}}`, Gemini Live, batch 1744, h1744-gemini-sokuji-live-1007-cannot-extract-voices-
  // text-only): the close's code and reason are what the server said, written as a browser
  // CloseEvent prints them ("code: 1007, reason: …"), which the close rules read. Only the
  // CloseEvent's shape (a numeric code, a reason, a boolean `wasClean`). Rule group OB, session 71.
  if (message === undefined) {
    const closed = closeEventWords(read(object, 'data'));
    if (closed !== undefined) {
      messageField = `${prefix}.data.reason`;
      message = closed;
    }
  }
  // Vertex/Gemini proxies sometimes put a whole JSON error document in `message`.
  if (message !== undefined && message.charCodeAt(0) === 123) {
    const nested = parseJsonObject(message);
    if (nested) {
      const nestedError = read(nested, 'error');
      const info = readErrorObject(
        facts,
        isObject(nestedError) ? nestedError : nested,
        `${prefix}.message.error`,
      );
      if (info.message !== undefined) {
        message = info.message;
        messageField = info.messageField ?? messageField;
      }
    }
  }
  const metadata = read(object, 'metadata');
  if (isObject(metadata)) readAggregatorMetadata(facts, metadata, `${prefix}.metadata`);
  // Relays (claude-code-hub, new-api) nest the upstream's own error document: `upstream_error`.
  const upstream = read(object, 'upstream_error');
  if (isObject(upstream) && facts.upstreamMessage === undefined) {
    const inner = read(upstream, 'error');
    const info = isObject(inner)
      ? readErrorObject(facts, inner, `${prefix}.upstream_error.error`)
      : readErrorObject(facts, upstream, `${prefix}.upstream_error`);
    facts.upstreamMessage = info.message;
    facts.upstreamField = `${prefix}.upstream_error`;
  }
  // Cursor's wrapper names only the status ("Provider returned 500", `retryable: true`) and keeps
  // the upstream's own body in `provider.body` (a relay's invalid_request for a Responses-shaped
  // body, batch 634): read as OpenRouter's `metadata.raw`, so the upstream's verdict decides.
  const provider = read(object, 'provider');
  if (isObject(provider) && facts.upstreamMessage === undefined) {
    readUpstreamRaw(facts, read(provider, 'body'), `${prefix}.provider.body`);
  }
  return { errorObject: object, message, messageField };
}

/** OpenRouter: `error.metadata.raw` (upstream body as a string), `provider_name`, relayed headers. */
function readAggregatorMetadata(facts: ErrorFacts, metadata: Bag, prefix: string): void {
  const provider = stringOf(read(metadata, 'provider_name'));
  if (provider !== undefined) facts.upstreamProvider = provider;
  const headers = normalizeHeaders(read(metadata, 'headers'));
  if (headers) facts.bodyHeaders = headers;
  readUpstreamRaw(facts, read(metadata, 'raw'), `${prefix}.raw`);
}

/** An upstream's body a relay kept whole, as a JSON string or an object: its message and codes. */
function readUpstreamRaw(facts: ErrorFacts, raw: unknown, prefix: string): void {
  if (typeof raw === 'string' && raw !== '') {
    const parsed = parseJsonObject(raw);
    if (parsed) {
      const inner = read(parsed, 'error');
      // A backend's wrapper that kept the model server's own error document as JSON text in its
      // `details` (GMICloud's `{"error": {"message": "Backend request failed with status 400",
      // "type": "backend_error", "details": "{\"type\":\"error\",\"error\":{…}}"}}` under
      // OpenRouter, batch 1789, h1789-gmicloud-minimax-m3-max-tokens-over-524288): that document's
      // words, as a relay's `details` reads at the top (rule group PB, session 72).
      const kept =
        isObject(inner) && !Array.isArray(inner)
          ? wrappedDocument(facts, inner, `${prefix}.error`)
          : undefined;
      const info = isObject(inner)
        ? (kept ?? readErrorObject(facts, inner, `${prefix}.error`))
        : readErrorObject(facts, parsed, prefix);
      facts.upstreamMessage = info.message ?? stringOf(inner) ?? clip(raw);
    } else {
      facts.upstreamMessage = clip(raw);
    }
  } else if (isObject(raw)) {
    const inner = read(raw, 'error');
    const info = readErrorObject(facts, isObject(inner) ? inner : raw, prefix);
    facts.upstreamMessage = info.message;
  } else {
    return;
  }
  facts.upstreamField = prefix;
}

/**
 * A client's or relay's wrapper around the provider's response (`{msg, status, body: {error: {…}}}`,
 * NextChat; `{error: "DeepSeek API error: 400 Bad Request", details: {error: {…}}}`, a relay;
 * `{error: "Gemini API error", response: {error: {…}}}`, a client that kept the upstream's answer;
 * `{detail: {type, error: {…}}}`, a FastAPI gateway that raised the provider's document as its
 * HTTPException detail) or a stream frame around its error (`{type, data: {error: {…}}}`, SSE relays): the provider's own
 * document is the error, the wrapper's words only say that one came back.
 */
function wrappedDocument(facts: ErrorFacts, body: Bag, field: string): BodyInfo | undefined {
  for (const key of ['body', 'data', 'details', 'response', 'detail'] as const) {
    const kept = read(body, key);
    // …also kept as the JSON text it came as (claude-relay-service's `{error: "Claude API error",
    // status: 400, details: "{\"type\":\"error\",\"error\":{…}}"}`, batch 1029).
    const wrapped = typeof kept === 'string' ? parseJsonObject(kept) : kept;
    const nested = isObject(wrapped) ? read(wrapped, 'error') : undefined;
    if (isObject(nested) && !Array.isArray(nested)) {
      const inner = readErrorObject(facts, nested, `${field}.${key}.error`);
      if (inner.message !== undefined) return inner;
    }
  }
  return undefined;
}

/** The words of a `details` object (its `title`, `detail`, `message`), joined; undefined if none. */
function detailsWords(body: Bag): string | undefined {
  const details = read(body, 'details');
  if (!isObject(details) || Array.isArray(details)) return undefined;
  let words = '';
  for (const key of ['title', 'detail', 'message'] as const) {
    const said = stringOf(read(details, key));
    if (said !== undefined) words += words === '' ? said : `. ${said}`;
  }
  return words === '' ? undefined : words;
}

/** The strings of a `warnings` list (at most three), joined; undefined if none. */
function warningWords(body: Bag): string | undefined {
  const warnings = read(body, 'warnings');
  if (!Array.isArray(warnings)) return undefined;
  const said = warnings.slice(0, 3).filter((item): item is string => typeof item === 'string');
  return said.length === 0 ? undefined : said.join('; ');
}

/** At most this many `data:` lines of a logged stream are looked at for its error event. */
const MAX_STREAM_FRAMES = 3;

/**
 * A proxy that logged the raw stream in a string field (`{streamed_data: "event: error\ndata:
 * {\"type\":\"error\",…}"}`, Helicone): the error event's document, when one of the first `data:`
 * lines holds one (an `error` object or `type: "error"`).
 */
function streamErrorFrame(body: Bag): { key: string; document: Bag } | undefined {
  const keys = Object.keys(body);
  for (let index = 0; index < keys.length && index < 8; index++) {
    const key = keys[index]!;
    const value = read(body, key);
    if (typeof value !== 'string' || !value.includes('data:')) continue;
    const text = clip(value);
    let at = text.indexOf('data:');
    for (let frame = 0; frame < MAX_STREAM_FRAMES && at >= 0; frame++) {
      const end = text.indexOf('\n\n', at);
      const document = parseJsonObject(text.slice(at + 5, end < 0 ? text.length : end));
      if (document !== undefined) {
        const error = read(document, 'error');
        if ((isObject(error) && !Array.isArray(error)) || read(document, 'type') === 'error')
          return { key, document };
      }
      at = text.indexOf('data:', at + 5);
    }
  }
  return undefined;
}

/**
 * An envelope that lists its errors: Cloudflare's v4 API (`{success: false, errors: [{code: 10000,
 * message: "Authentication error"}], messages: []}`; AI Gateway's `error: [{code: 2005, message:
 * "Failed to get response from provider"}]`, batch 157), watsonx (`{errors: [{code, message}],
 * trace, status_code}`) and GraphQL-style APIs. The first listed error with a message is the error.
 * A batch job's error list (`{object: "list", data: [{code: "token_limit_exceeded", message, line}]}`,
 * Azure OpenAI Batch, batch 169) counts when its entries carry a code and a message.
 */
function listedError(facts: ErrorFacts, body: Bag, field: string): BodyInfo | undefined {
  const single = read(body, 'error');
  if (single !== undefined && !Array.isArray(single)) return undefined;
  const key =
    single !== undefined ? 'error' : Array.isArray(read(body, 'errors')) ? 'errors' : 'data';
  const list = read(body, key);
  if (!Array.isArray(list)) return undefined;
  for (let index = 0; index < Math.min(list.length, 4); index++) {
    const entry = read(list, String(index));
    if (!isObject(entry) || Array.isArray(entry)) continue;
    // A `data` list is a payload unless its entries say they are errors (a code and a message).
    if (key === 'data' && typeof read(entry, 'code') !== 'string') continue;
    const info = readErrorObject(facts, entry, `${field}.${key}[${index}]`);
    if (info.message !== undefined) return info;
  }
  return undefined;
}

/**
 * A failed response as an event carries it (OpenAI's and Azure's Realtime `response.done` with
 * `response.status: "failed"`: `{response: {status_details: {error: {type, code, message}}}}`, batch
 * 169): the status details' error is the error. Its codes count even when it has no message
 * (`{type: "server_error"}`).
 */
function failedResponseError(facts: ErrorFacts, body: Bag, field: string): BodyInfo | undefined {
  // The `response.done` event wraps the response; a client that logs the response itself (`{object:
  // "realtime.response", status: "failed", status_details: {error}}`, a Twilio bridge, batch 370)
  // keeps the status details at the top. A body with an `error` of its own beside them is read by
  // that error, as before (review 37c).
  const own =
    read(body, 'status') === 'failed' &&
    read(body, 'error') === undefined &&
    isObject(read(body, 'status_details'));
  const error = read(read(own ? body : read(body, 'response'), 'status_details'), 'error');
  if (!isObject(error) || Array.isArray(error)) return undefined;
  const path = own ? 'status_details.error' : 'response.status_details.error';
  const info = readErrorObject(facts, error, `${field}.${path}`);
  return info.message === undefined ? undefined : info;
}

/**
 * A batch job's result, as its results file or status keeps it (no HTTP response of its own):
 * Anthropic's Message Batches line (`{custom_id, result: {type: "errored", error: {type: "error",
 * error: {type, message}}}}`, curator, batch 395), OpenAI's and Azure's batch output line (`{id:
 * "batch_req_…", custom_id, response: {status_code: 429, body: {error: {…}}}, error: null}`), whose
 * `status_code` is the request's status, and the batch object's error list (`{object: "batch",
 * errors: {object: "list", data: [{code, message, line}]}}`). The request's own error is the error.
 */
function batchResultError(facts: ErrorFacts, body: Bag, field: string): BodyInfo | undefined {
  const result = read(body, 'result');
  if (isObject(result) && read(result, 'type') === 'errored') {
    const error = read(result, 'error');
    if (isObject(error) && !Array.isArray(error)) {
      return readBody(facts, error, `${field}.result.error`, true);
    }
  }
  const errors = read(body, 'errors');
  if (isObject(errors) && !Array.isArray(errors) && Array.isArray(read(errors, 'data'))) {
    return listedError(facts, errors, `${field}.errors`);
  }
  const response = read(body, 'response');
  if (typeof read(body, 'custom_id') !== 'string' || !isObject(response)) return undefined;
  // A line whose request succeeded (`status_code: 200`) holds an answer, not an error: its body's
  // words (a completion's, a `message` field) are no verdict on the request.
  const status = asStatus(read(response, 'status_code'));
  if (status !== undefined && status < 400) return undefined;
  const answer = read(response, 'body');
  const document = typeof answer === 'string' ? parseJsonObject(answer) : answer;
  if (!isObject(document) || Array.isArray(document)) return undefined;
  const info = readBody(facts, document, `${field}.response.body`, true);
  if (info.message === undefined) return undefined;
  standInStatus(facts, status, `${field}.response.status_code`);
  return info;
}

/** A snake_case code (`invalid_client`, `rate_limit_exceeded`), not a sentence or a bare word. */
const SNAKE_CODE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+){1,6}$/;

/** A parsed body document: `{error: {...}}`, `{error: "text"}`, or a flat error object. */

/**
 * Gemini's finish reasons that say a safety or policy filter stopped the candidate; an image
 * model's own filter finishes with IMAGE_PROHIBITED_CONTENT (Vertex stream chunk, batch 579), and
 * its recitation check with RECITATION (an empty candidate in a 200, batch 718; held ×7 in words).
 * Vertex's Model Armor template blocking the answer finishes with MODEL_ARMOR (a 200 with the
 * finishMessage "The response violated Responsible AI Safety settings", batch 962), as it blocks a
 * prompt with blockReason MODEL_ARMOR (held h61).
 */
const BLOCKING_FINISH_REASON =
  /^(?:SAFETY|PROHIBITED_CONTENT|BLOCKLIST|SPII|RECITATION|IMAGE_SAFETY|IMAGE_PROHIBITED_CONTENT|MODEL_ARMOR)$/;

/** Gemini's FinishReason enum numbers of {@link BLOCKING_FINISH_REASON}'s oldest names. */
const BLOCKING_FINISH_NUMBER: Readonly<Record<number, string>> = { 3: 'SAFETY', 4: 'RECITATION' };

/**
 * The body's one error object when no `error` key holds it: ModelScope's `errors` (one object, not a
 * list: `{errors: {message, …}}`), ParagonAPI's capitalized `Error` (`{Error: {message, type, code:
 * "context_exceed"}}`, batch 850), and a stream chunk that ended its choice on an error
 * (`{choices: [{finish_reason: "error", error: {code: "context_length_exceeded", message}}]}`, Cline's
 * mid-stream failure, batches 842 and 857): each is the error its envelope would have held.
 */
function errorUnderOtherKey(body: Bag): unknown {
  for (const key of ['errors', 'Error']) {
    const value = read(body, key);
    if (isObject(value) && !Array.isArray(value)) return value;
  }
  const choices = read(body, 'choices');
  const first = Array.isArray(choices) ? choices[0] : undefined;
  const error = read(first, 'error');
  return read(first, 'finish_reason') === 'error' && isObject(error) ? error : undefined;
}

function readBody(facts: ErrorFacts, body: Bag, field: string, nested = false): BodyInfo {
  const listed =
    listedError(facts, body, field) ??
    failedResponseError(facts, body, field) ??
    batchResultError(facts, body, field);
  if (listed !== undefined) return listed;
  // AWS's JSON wire wraps a service's bare error in `Output` (`{"Output": {"__type":
  // "com.amazon.coral.service#UnknownOperationException"}, "Version": "1.0"}`, Bedrock, batch 207):
  // its type is the error's code.
  const output = read(body, 'Output');
  if (isObject(output) && !Array.isArray(output)) {
    pushCode(facts, read(output, '__type'), field, '.Output.__type');
  }
  // PactFlow's 403 lists the scopes the token lacks (`{"missing_permissions": ["ai:generation:code"]}`,
  // held h906 as the body alone and without its message; ElevenLabs' code of that name is held
  // h544, both auth_permanent): the list's key is the error's code. Rule group OE, session 71. An
  // empty list says nothing is missing (review of session 71).
  const missingPermissions = read(body, 'missing_permissions');
  if (Array.isArray(missingPermissions) && missingPermissions.length > 0) {
    pushCode(facts, 'missing_permissions', field, '.missing_permissions');
  }
  // Tencent Cloud API 3.0 (Hunyuan) answers every error in a 200 body as `{Response: {Error: {Code:
  // "AuthFailure.SignatureFailure", Message: "…"}, RequestId}}` (its error-code page, batch 430):
  // the `Error` object is the error, its `Code` a code.
  const tencent = read(body, 'Response');
  const tencentError =
    isObject(tencent) && !Array.isArray(tencent) ? read(tencent, 'Error') : undefined;
  if (isObject(tencentError) && !Array.isArray(tencentError)) {
    pushCode(facts, read(tencentError, 'Code'), field, '.Response.Error.Code');
    const info = readErrorObject(facts, tencentError, `${field}.Response.Error`);
    if (info.message !== undefined) return info;
  }
  // WordPress's WP_Error as PHP's json_encode prints it (`{errors: {prompt_invalid_argument: ["No
  // models found that support text_generation for this prompt."]}, error_data: {…}}`, the WordPress
  // AI Client, held h874 as the body alone and without its message; rule group ND, session 70): the
  // first error code's first message is the error.
  const wpErrors = read(body, 'errors');
  if (isObject(wpErrors) && !Array.isArray(wpErrors) && isObject(read(body, 'error_data'))) {
    for (const [code, said] of Object.entries(wpErrors)) {
      const first = Array.isArray(said) ? stringOf(said[0]) : undefined;
      if (first !== undefined) {
        return { errorObject: body, message: first, messageField: `${field}.errors.${code}[0]` };
      }
      break;
    }
  }
  const inner = read(body, 'error') ?? errorUnderOtherKey(body);
  if (isObject(inner) && !Array.isArray(inner)) {
    // Anthropic puts `type: "error"` on the envelope; some relays put codes there too.
    pushCode(facts, read(body, 'code'), field, '.code');
    pushCode(facts, read(body, '__type'), field, '.__type');
    const info = readErrorObject(facts, inner, `${field}.error`);
    searchEngineStatus(facts, body, inner, field);
    if (info.message !== undefined) return info;
    // A fetch failure serialized as the error (`{endpoint, error: {cause: {code: "ECONNRESET"}}}`,
    // LobeChat): with nothing else said, its cause is what happened.
    const cause = read(inner, 'cause');
    if (isObject(cause)) return readErrorObject(facts, cause, `${field}.error.cause`);
    // OpenCode's serialized NamedError as a run event's error (`opencode run --format json`: `{type:
    // "error", sessionID, error: {name: "UnknownError", data: {message: "Model not found:
    // kimi-k2-6/."}}}`, held h688, also as the body alone; rule group ND, session 70): `data.message`
    // says what happened, as on a bare NamedError body (below).
    const namedMessage = namedErrorDataMessage(inner);
    if (namedMessage !== undefined) {
      return { ...info, message: namedMessage, messageField: `${field}.error.data.message` };
    }
    // An agent server's envelope around its own error object (`{error: {error: {type, message,
    // detail}, run_id}}`, Letta): with nothing said on the outer one, the inner one is the error.
    const nested = read(inner, 'error');
    // A gateway that put the upstream's words as a string beside its own numeric code (`{error:
    // {error: "Too many tokens, please wait before trying again. (Service: BedrockRuntime, Status
    // Code: 429, …)", error_code: 4001}}`, a Bedrock gateway's stream event, batch 287): with
    // nothing said on the outer object, the string is the message, as a string `error` is on a
    // body; a snake-case code there is a code too.
    if (typeof nested === 'string' && nested !== '') {
      if (SNAKE_CODE.test(nested)) pushCode(facts, nested, field, '.error.error');
      return { ...info, message: nested, messageField: `${field}.error.error` };
    }
    if (isObject(nested) && !Array.isArray(nested)) {
      const inside = readErrorObject(facts, nested, `${field}.error.error`);
      if (inside.message !== undefined) return inside;
      // A chat UI's envelope around a relay's envelope (LobeChat's `{error: {status, headers,
      // error: {error: {message, code}}}}`): one level further down is the provider's own error.
      const deepest = read(nested, 'error');
      return isObject(deepest) && !Array.isArray(deepest)
        ? readErrorObject(facts, deepest, `${field}.error.error.error`)
        : inside;
    }
    // A serialized JS error and nothing else (LobeChat's `{error: {headers, stack, status}}`): the
    // stack's first line is the thrown message ("Error: 404 404 page not found").
    const stack = stackHeadline(read(inner, 'stack'));
    return stack === undefined
      ? info
      : { ...info, message: stack, messageField: `${field}.error.stack` };
  }
  if (typeof inner === 'string' && inner !== '') {
    // OAuth's error responses (RFC 6749 §5.2: `{error: "invalid_client", error_description: …}`)
    // and APIs like them put a code as the error and the words beside it: the code is one.
    if (SNAKE_CODE.test(inner)) pushCode(facts, inner, field, '.error');
    const wrapped = wrappedDocument(facts, body, field);
    if (wrapped !== undefined) return wrapped;
    // A code as the error and its words in a `details` object beside it (Cursor's `{error:
    // "ERROR_OPENAI", details: {title: "Unable to reach the model provider", detail: "We're having
    // trouble connecting …"}}`): the words say what happened, the code only whose it was.
    // Likewise Hugging Face's hosted Inference API puts what went wrong in `warnings` beside a
    // generic error (`{error: "unknown error", warnings: ["Unknown error in run_once : …"]}`,
    // batch 109).
    const explained = detailsWords(body);
    const warned = explained === undefined ? warningWords(body) : undefined;
    const aside = explained ?? warned;
    if (aside !== undefined) {
      const key = explained !== undefined ? 'details' : 'warnings';
      return { errorObject: body, message: `${inner}: ${aside}`, messageField: `${field}.${key}` };
    }
    const info = readErrorObject(facts, body, field);
    if (info.message !== undefined) return info;
    // A framework's error page names the path it had no handler for (Spring Boot's `{error: "Not
    // Found", path: "/v4/v1/messages", status: 404}`): the path says the URL was wrong.
    const path = read(body, 'path');
    const message =
      typeof path === 'string' && path.startsWith('/') && path.length <= 200
        ? `${inner} (path ${path})`
        : inner;
    return { errorObject: body, message, messageField: `${field}.error` };
  }
  const wrapped = wrappedDocument(facts, body, field);
  if (wrapped !== undefined) return wrapped;
  // Doubao web's SSE error event (`{event_type: 2005, event_id: "0", event_data: "{\"code\":
  // 710022002,\"message\":\"block\",\"error_detail\":{…}}"}`, doubao-free-api, held h556 as the
  // body alone and without its message; rule group ND, session 70): the event's data, kept as JSON
  // text, is the error object.
  const eventData = read(body, 'event_data');
  if (typeof eventData === 'string' && read(body, 'event_type') !== undefined) {
    const event = parseJsonObject(eventData);
    if (event) {
      const info = readErrorObject(facts, event, `${field}.event_data`);
      if (info.message !== undefined) return info;
    }
  }
  const info = readErrorObject(facts, body, field);
  // A client's envelope that kept the aggregator's error object as its `details` (Cline's `{message:
  // "400 Provider returned error", modelId, providerId, details: {message, code, metadata: {raw,
  // provider_name}}}`, OpenRouter, batch 531): the upstream's words in `raw` are read as under
  // `error.metadata`.
  if (facts.upstreamMessage === undefined) {
    const details = read(body, 'details');
    const metadata =
      isObject(details) && !Array.isArray(details) ? read(details, 'metadata') : undefined;
    if (isObject(metadata) && !Array.isArray(metadata))
      readAggregatorMetadata(facts, metadata, `${field}.details.metadata`);
  }
  // A client that kept only the aggregator's metadata as the error's body (`{provider_name: "OpenAI",
  // raw: "{\"error\": {…}}"}`, OpenRouter's upstream refusal under Forge, batch 1365): the same
  // upstream words, read as under `error.metadata` (a rate-limit code in `raw` is the upstream's:
  // upstream_rate_limit, by the code step; review 64 item 5).
  if (
    facts.upstreamMessage === undefined &&
    info.message === undefined &&
    typeof read(body, 'raw') === 'string' &&
    read(body, 'provider_name') !== undefined
  ) {
    readAggregatorMetadata(facts, body, field);
  }
  if (info.message !== undefined) return withProviderDetail(info, body, field);
  // A FastAPI HTTPException raised with an object as its detail (MLflow's AI Gateway relaying
  // Portkey: `{detail: {status: "failure", message: "Either x-portkey-config or x-portkey-provider
  // header is required"}}`, batch 81): the detail object is the error object.
  const detailObject = read(body, 'detail');
  if (isObject(detailObject) && !Array.isArray(detailObject)) {
    const inner = readErrorObject(facts, detailObject, `${field}.detail`);
    if (inner.message !== undefined) return inner;
    // …and one whose detail object holds its words under `error` (a gpt4free/DeepInfra gateway's 403
    // `{detail: {error: "Not authenticated"}}`, held h1329 as the body alone: auth; the plain-string
    // `{detail: "Not authenticated"}` is held ×2 auth). Rule group ME, session 69.
    const detailError = stringOf(read(detailObject, 'error'));
    if (detailError !== undefined) {
      return { ...inner, message: detailError, messageField: `${field}.detail.error` };
    }
  }
  // OpenCode's serialized NamedError (`{name: "UnknownError", data: {message: "Model not found:
  // …"}}`, also Kilo CLI and the clients that drive them): the name is only the error's class,
  // `data.message` says what happened (its `name` was read as a code above).
  const data = read(body, 'data');
  const dataMessage =
    isObject(data) && !Array.isArray(data) ? stringOf(read(data, 'message')) : undefined;
  if (dataMessage !== undefined && typeof read(body, 'name') === 'string') {
    return { ...info, message: dataMessage, messageField: `${field}.data.message` };
  }
  // A model gateway's envelope whose `message` is the upstream provider's own answer (Databricks'
  // external models: `{error_code, message: {external_model_provider, external_model_error:
  // {error: {code, innererror, …}}}}`): the provider's error object is the error.
  const gateway = readPath(body, 'message', 'external_model_error');
  const external = isObject(gateway) ? read(gateway, 'error') : undefined;
  if (isObject(external) && !Array.isArray(external)) {
    return readErrorObject(facts, external, `${field}.message.external_model_error.error`);
  }
  // MiniMax's native envelope (`{base_resp: {status_code: 2049, status_msg: "invalid api key"}}`,
  // sent with or without an error status): a non-zero status_code is an error, status_msg says
  // which. The numeric code is not pushed: MiniMax's numbers mean other things on other providers.
  const baseResp = read(body, 'base_resp');
  const baseMessage = isObject(baseResp) ? stringOf(read(baseResp, 'status_msg')) : undefined;
  if (isObject(baseResp) && baseMessage !== undefined && read(baseResp, 'status_code') !== 0) {
    return {
      errorObject: baseResp,
      message: baseMessage,
      messageField: `${field}.base_resp.status_msg`,
    };
  }
  // Azure OpenAI's filter verdicts kept without their error (`{content_filter_result: {jailbreak:
  // {filtered: true, …}, …}}`): a category it filtered is the refusal's code.
  const verdicts = read(body, 'content_filter_result');
  if (
    isObject(verdicts) &&
    Object.values(verdicts).some(
      (verdict) => isObject(verdict) && read(verdict, 'filtered') === true,
    )
  ) {
    pushCode(facts, 'content_filter', field, '.content_filter_result');
  }
  // Gemini answers a blocked prompt with 200, no candidates and `promptFeedback.blockReason`.
  const blockReason = readPath(body, 'promptFeedback', 'blockReason');
  if (typeof blockReason === 'string' && blockReason !== '') {
    pushCode(facts, 'prompt_blocked', field, '.promptFeedback.blockReason');
  }
  // …and a candidate its safety filter stopped with `finishReason: "SAFETY"` (Cherry Studio's
  // error kept the whole response): the reason is the code.
  const candidates = read(body, 'candidates');
  const candidate: unknown = Array.isArray(candidates) ? candidates[0] : undefined;
  const finishReason = isObject(candidate) ? read(candidate, 'finishReason') : undefined;
  if (typeof finishReason === 'string' && BLOCKING_FINISH_REASON.test(finishReason)) {
    pushCode(facts, finishReason, field, '.candidates[0].finishReason');
  }
  // …or the proto enum's number, as google-generativeai's `GenerateContentResponse` repr prints a
  // candidate (`{"finish_reason": 4, "safety_ratings": [], …}`, held h742 as the body alone:
  // content_policy): 3 is SAFETY, 4 RECITATION, blocking as their names are. Rule group LE,
  // session 68.
  const finishNumber = isObject(candidate)
    ? (read(candidate, 'finish_reason') ?? read(candidate, 'finishReason'))
    : undefined;
  const blockedName =
    typeof finishNumber === 'number' ? BLOCKING_FINISH_NUMBER[finishNumber] : undefined;
  if (blockedName !== undefined) {
    pushCode(facts, blockedName, field, '.candidates[0].finish_reason');
  }
  // …also one candidate printed on its own (gpt4free's GeminiPro provider printed
  // `data['candidates'][0]`, batch 458): its finishReason beside its safetyRatings.
  const ownReason = candidate === undefined ? read(body, 'finishReason') : undefined;
  if (
    typeof ownReason === 'string' &&
    BLOCKING_FINISH_REASON.test(ownReason) &&
    Array.isArray(read(body, 'safetyRatings'))
  ) {
    pushCode(facts, ownReason, field, '.finishReason');
  }
  // Veo's finished operation that its RAI filter emptied (batch 229).
  const rai = raiMediaFiltered(facts, body, field);
  if (rai !== undefined) return rai;
  // A completion sent with an error status (Azure AI Foundry answers a filtered output with 400
  // and a `chat.completion`): its first choice's `content_filter_results.error` is the error. Also
  // the singular `content_filter_result` of Azure OpenAI's 2023 API versions, whose stream chunks
  // and completions carry the filter's own failure there ("The contents are not filtered", held
  // h481, h823 kept as the body alone; group IB).
  const choices = read(body, 'choices');
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  for (const key of ['content_filter_results', 'content_filter_result'] as const) {
    const filtered = isObject(first) ? readPath(first, key, 'error') : undefined;
    if (isObject(filtered)) {
      return readErrorObject(facts, filtered, `${field}.choices[0].${key}.error`);
    }
  }
  // A completion whose filter stopped a choice (OpenAI's and Azure's `finish_reason:
  // "content_filter"`, in a whole answer with n > 1 or a stream's last chunk, batch 823): the
  // refusal's code, as Gemini's blocking finishReason above.
  if (Array.isArray(choices) && choices.some(isContentFiltered)) {
    pushCode(facts, 'content_filter', field, '.choices[].finish_reason');
  }
  // An Anthropic message its safety classifier ended (`stop_reason: "refusal"`, a 200 stream's
  // last state kept as the error, batch 894): the refusal's code, as a filtered choice above.
  // Also the message's bare fields as a relay's issue quotes them, without its role but with the
  // classifier's `stop_details` (`{"stop_reason": "refusal", "stop_details": {"type": "refusal",
  // "category": "cyber", …}}`, batch 1785, h1785-anthropic-stop-reason-refusal-cyber-body; held
  // "stop_details" ×2, both content_policy). Rule group PB, session 72.
  if (
    read(body, 'stop_reason') === 'refusal' &&
    (read(body, 'role') === 'assistant' || readPath(body, 'stop_details', 'type') === 'refusal')
  ) {
    pushCode(facts, 'content_filter', field, '.stop_reason');
  }
  // A Responses API `response.failed` event: the error sits on the response it failed.
  const response = read(body, 'response');
  const failed = isObject(response) ? read(response, 'error') : undefined;
  if (isObject(failed)) return readErrorObject(facts, failed, `${field}.response.error`);
  // A relay that serialized a fetch error as its body: `{cause: {name, code, message}}`.
  const cause = read(body, 'cause');
  if (isObject(cause)) return readErrorObject(facts, cause, `${field}.cause`);
  const elsewhere = wordsUnderOwnKey(body, field);
  if (elsewhere !== undefined) return { ...info, ...elsewhere };
  const frame = nested ? undefined : streamErrorFrame(body);
  if (frame !== undefined) return readBody(facts, frame.document, `${field}.${frame.key}`, true);
  // iFlytek Spark frames: `{header: {code, message, sid, status}, payload}`.
  const header = read(body, 'header');
  return isObject(header) ? readErrorObject(facts, header, `${field}.header`) : info;
}

/**
 * An agent server's own summary as the message and the provider's error, as openai-python printed
 * it, as the `detail` beside it (Letta's `{message: "Rate limit exceeded for LLM model provider.
 * …", detail: "RATE_LIMIT_EXCEEDED: Rate limited by OpenAI: Error code: 429 - {'error': {'code':
 * '1113', 'message': 'Insufficient balance or no resource package. …'}}"}`, held h955 as the body
 * alone and without its message; rule group OE, session 71): the provider's words say which failure
 * the summary stood for (Zhipu's 1113 is billing, held ×17), so both are the message.
 */
function withProviderDetail(info: BodyInfo, body: Bag, field: string): BodyInfo {
  if (info.messageField !== undefined && info.messageField !== `${field}.message`) return info;
  const detail = read(body, 'detail');
  if (typeof detail !== 'string' || !PRINTED_STATUS_ERROR.test(detail)) return info;
  // Both halves are the message, and the field names both (review of session 71).
  return {
    ...info,
    message: `${info.message} ${detail}`,
    messageField: `${field}.{message,detail}`,
  };
}

/** openai-python's and anthropic-python's `APIStatusError` text: "Error code: 429 - {…". */
const PRINTED_STATUS_ERROR = /\berror code: [45]\d\d - [{[]/i;

/** A client SDK's error rendering at the start of a completion's reply ("[GoogleGenerativeAI Error]: …"). */
const ERROR_AS_REPLY = /^\[[\w .-]{1,40} error\]: /i;

/**
 * Clients' and servers' own error documents that keep the words under a key no reading above knows,
 * read only when nothing else gave a message (rule group OE, session 71; each was read with its
 * message and missed as the body alone and without it):
 * - LibreChat's error payload `{type, info}` (held h28-librechat-gemini-25-pro-preview-429-no-free-
 *   quota-tier: Gemini's "… doesn't have a free quota tier", billing as held ×5), when the type names
 *   an error;
 * - Tabnine's chat stream state `{id, value: {isError: true, stopReason, stopReasonMessage}}` (held
 *   h1189: "You've reached your daily usage limit", rate_limit as held ×4);
 * - a GraphQL subscription frame whose result is an error type (`{type: "next", payload: {data:
 *   {chatCompletion: {__typename: "ChatCompletionSubscriptionError", message}}}}`, Arize Phoenix's
 *   playground, held h1084: Anthropic's `overloaded_error`);
 * - gpt4free's `{response: "Error: Cannot connect to host …"}` (held h1706: aiohttp's connect
 *   failure, timeout as "Cannot connect to host" is held ×29), a `response` string only when it opens
 *   with "Error" (a page kept there is not the error's words);
 * - an MCP tool result that failed (`{type: "agent.mcp_tool_result", is_error: true, content: [{type:
 *   "text", text: "HTTP 429"}]}`, Claude Managed Agents; MCP's own `isError`, held h630): its first
 *   text part is the error when it carries an HTTP status (a tool's own failure is not the
 *   provider's);
 * - text-generation-inference's error as a list of strings (`{"error": ["Error in \`stream\`:
 *   \`stream\` is not supported for this model"]}`, held h1689): the first is the message;
 * - Ollama's one-key document whose key is the error's own words (`{"error parsing tool call":
 *   "invalid character 'c' …"}`, held h571: the model's output failed to parse, server_error as the
 *   wording is held ×7 of 8).
 */
function wordsUnderOwnKey(
  body: Bag,
  field: string,
): { message: string; messageField: string } | undefined {
  const info = read(body, 'info');
  const type = read(body, 'type');
  if (typeof info === 'string' && info !== '' && typeof type === 'string' && namesAnError(type)) {
    return { message: info, messageField: `${field}.info` };
  }
  const value = read(body, 'value');
  if (isObject(value) && read(value, 'isError') === true) {
    const said = stringOf(read(value, 'stopReasonMessage'));
    if (said !== undefined)
      return { message: said, messageField: `${field}.value.stopReasonMessage` };
  }
  const data = readPath(body, 'payload', 'data');
  if (isObject(data) && !Array.isArray(data)) {
    for (const [key, result] of Object.entries(data).slice(0, 3)) {
      const typename = isObject(result) ? read(result, '__typename') : undefined;
      const said = isObject(result) ? stringOf(read(result, 'message')) : undefined;
      if (typeof typename === 'string' && typename.endsWith('Error') && said !== undefined) {
        return { message: said, messageField: `${field}.payload.data.${key}.message` };
      }
    }
  }
  const isError = read(body, 'is_error') ?? read(body, 'isError');
  const content = isError === true ? read(body, 'content') : undefined;
  const part: unknown = Array.isArray(content) ? content[0] : undefined;
  const text =
    isObject(part) && read(part, 'type') === 'text' ? stringOf(read(part, 'text')) : undefined;
  if (text !== undefined && TOOL_TEXT_HTTP_STATUS.test(text)) {
    return { message: text, messageField: `${field}.content[0].text` };
  }
  const listed = read(body, 'error');
  const firstListed = Array.isArray(listed) ? stringOf(listed[0]) : undefined;
  if (firstListed !== undefined) return { message: firstListed, messageField: `${field}.error[0]` };
  const response = read(body, 'response');
  if (typeof response === 'string' && /^error\b/i.test(response)) {
    return { message: response, messageField: `${field}.response` };
  }
  // A relay that answers its upstream call's failure as the assistant's reply: gemini-openai-proxy
  // (Deno) puts the Google SDK's error in a `chat.completion` ("[GoogleGenerativeAI Error]: Error
  // fetching from google -> error sending request for url (…): tcp connect error: …", batch 1754,
  // h1754-gemini-deno-tcp-connect-os-error-99). Only a reply that opens as an error rendering is
  // read; any other reply is the model's words (rule group PA, session 72).
  const choices = read(body, 'choices');
  const reply = Array.isArray(choices) ? readPath(choices[0], 'message', 'content') : undefined;
  if (typeof reply === 'string' && ERROR_AS_REPLY.test(reply)) {
    return { message: reply, messageField: `${field}.choices[0].message.content` };
  }
  // A server that ends the choice with `finish_reason: "error"` and puts its error's words in the
  // reply (LMDeploy's "internal error happened", held h1731-lmdeploy-internal-error-happened,
  // server_error with its message): the reply is the error's, not the model's. Only a short reply
  // and only with that finish reason (rule group XF, session 78).
  const firstChoice: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const finish = isObject(firstChoice) ? read(firstChoice, 'finish_reason') : undefined;
  if (finish === 'error' && typeof reply === 'string' && reply.length <= 200 && reply !== '') {
    return { message: reply, messageField: `${field}.choices[0].message.content` };
  }
  // A stream parser's error frame (`{"payload": {"type": "provider_error", "message": "Our servers
  // are currently overloaded. …"}}`, querymt, held h2069-unknown-querymt-provider-error-overloaded,
  // overloaded with its message) when its type names an error; and Cloudflare's one-key
  // `{"cf_details": "Rate limit hit. …"}` (ChatGPT's web backend, held h1854, rate_limit with its
  // message): the words of each (rule group XF, session 78).
  const payload = read(body, 'payload');
  const payloadType = isObject(payload) ? read(payload, 'type') : undefined;
  const payloadSaid = isObject(payload) ? stringOf(read(payload, 'message')) : undefined;
  if (typeof payloadType === 'string' && namesAnError(payloadType) && payloadSaid !== undefined) {
    return { message: payloadSaid, messageField: `${field}.payload.message` };
  }
  const keys = Object.keys(body);
  const only = keys.length === 1 ? keys[0]! : undefined;
  const onlyValue = only === undefined ? undefined : read(body, only);
  if (only !== undefined && typeof onlyValue === 'string' && /^error [a-z]/i.test(only)) {
    return { message: `${only}: ${onlyValue}`, messageField: `${field}.${only}` };
  }
  if (only === 'cf_details' && typeof onlyValue === 'string' && onlyValue !== '') {
    return { message: onlyValue, messageField: `${field}.cf_details` };
  }
  return undefined;
}

/**
 * Whether a `{type, info}` document's type names an error: "error", a type ending in "error" or
 * "Error" (LibreChat's `google_error`, `invalid_request_error`), or LibreChat's unset type as it
 * prints it ("undefined", held h28). A `{type: "info", info: "Connected to server"}` status frame is
 * no error (review of session 71).
 */
function namesAnError(type: string): boolean {
  return /error$/i.test(type) || type === 'undefined';
}

/**
 * A failed tool result's text that carries an HTTP status ("HTTP 429", held h630): the server behind
 * the tool answered. A tool's own failure ("File not found: config.yaml") is no provider's error, so
 * nothing is read from it (review of session 71).
 */
const TOOL_TEXT_HTTP_STATUS =
  /\b(?:https?(?:\/\d(?:\.\d)?)?|status(?: code)?|error code)[: ]{1,3}[1-5]\d\d\b/i;

/** Whether a completion's choice was stopped by the provider's content filter. */
function isContentFiltered(choice: unknown): boolean {
  return isObject(choice) && read(choice, 'finish_reason') === 'content_filter';
}

/**
 * Veo (Gemini API and Vertex AI) reports what its responsible-AI filter removed in the finished
 * operation's response, not as an error: `{raiMediaFilteredCount: 1, raiMediaFilteredReasons: ["We
 * encountered an issue with the audio for your prompt, … due to our safety filters …"]}` (the SDKs'
 * `GenerateVideosResponse`, "Returns if any videos were filtered due to RAI policies"; the REST
 * operation keeps it under `response.generateVideoResponse`). A count above zero or a reason listed is
 * the filter's refusal: the code `rai_media_filtered` (a content-policy code), the first reason the
 * message (js-genai#1272, batch 229).
 */
function raiMediaFiltered(facts: ErrorFacts, body: Bag, field: string): BodyInfo | undefined {
  let holder: Bag = body;
  let at = field;
  if (read(body, 'raiMediaFilteredCount') === undefined) {
    const response = read(body, 'response');
    if (!isObject(response)) return undefined;
    const video = read(response, 'generateVideoResponse');
    holder = isObject(video) ? video : response;
    at = isObject(video) ? `${field}.response.generateVideoResponse` : `${field}.response`;
  }
  const count = read(holder, 'raiMediaFilteredCount');
  const reason = firstString(read(holder, 'raiMediaFilteredReasons'));
  if (!(typeof count === 'number' && count > 0) && reason === undefined) return undefined;
  pushCode(facts, 'rai_media_filtered', at, '.raiMediaFilteredCount');
  return {
    errorObject: holder,
    message: reason,
    messageField: reason === undefined ? undefined : `${at}.raiMediaFilteredReasons[0]`,
  };
}

/** A stack trace's first line, the thrown error's `Name: message`, without the frames under it. */
function stackHeadline(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const first = stack.split('\n', 1)[0]?.trim() ?? '';
  return first === '' || first.startsWith('at ') ? undefined : first;
}

function emptyFacts(): ErrorFacts {
  return {
    status: undefined,
    statusField: undefined,
    headers: undefined,
    bodyHeaders: undefined,
    bodyField: undefined,
    errorObject: undefined,
    envelope: undefined,
    details: undefined,
    codes: [],
    names: [],
    chainCodes: [],
    ownMessage: '',
    bodyMessage: undefined,
    bodyMessageField: undefined,
    upstreamMessage: undefined,
    upstreamField: undefined,
    upstreamProvider: undefined,
    bodyText: undefined,
    text: '',
    sawTimeoutError: false,
    sawAbortError: false,
    isRetryableHint: undefined,
  };
}

function linkName(depth: number): string {
  return depth === 0 ? '' : `cause[${depth}].`;
}

function nameOf(node: Bag): string | undefined {
  const name = read(node, 'name');
  if (typeof name === 'string' && name !== '' && name !== 'Error') return name;
  try {
    const ctor = read(node, 'constructor');
    const ctorName = isObject(ctor) ? read(ctor, 'name') : undefined;
    if (
      typeof ctorName === 'string' &&
      ctorName !== '' &&
      ctorName !== 'Object' &&
      ctorName !== 'Error'
    ) {
      return ctorName;
    }
  } catch {
    // fall through
  }
  return typeof name === 'string' && name !== '' ? name : undefined;
}

/**
 * Extracts the facts of `error` (DESIGN §1.2 step 0). Walks `cause` at most 5 links,
 * cycle-safe. Never throws.
 */
export function extractFacts(error: unknown): ErrorFacts {
  const facts = emptyFacts();
  const messages: string[] = [];
  if (typeof error === 'string') {
    facts.ownMessage = clip(error);
    const parsed = embeddedJson(facts.ownMessage);
    if (parsed) takeBody(facts, readBody(facts, parsed, 'message'), 'message');
    messages.push(facts.ownMessage);
    // A thrown string that is only a reason phrase ("Bad Request") names its status as an error's
    // message does (the other status-in-text shapes are left to the patterns for thrown strings).
    const status = statusOfReasonPhrase(facts.ownMessage);
    if (status !== undefined) {
      facts.status = status;
      facts.statusField = 'message';
    }
    finishText(facts, messages);
    return facts;
  }
  if (!isObject(error)) {
    if (error !== null && error !== undefined) {
      facts.ownMessage = clip(String(error));
      messages.push(facts.ownMessage);
    }
    finishText(facts, messages);
    return facts;
  }
  const seen: unknown[] = [];
  let node: unknown = error;
  for (let depth = 0; depth <= MAX_LINKS && isObject(node); depth++) {
    if (seen.includes(node)) break;
    seen.push(node);
    readNode(facts, node, depth, messages);
    const cause = read(node, 'cause');
    if (isObject(cause)) {
      node = cause;
    } else {
      // The AI SDK's RetryError keeps the real failure in `lastError`; an abort's `reason` is what
      // caused it (e.g. AbortSignal.timeout's TimeoutError).
      const lastError = read(node, 'lastError');
      node = isObject(lastError) ? lastError : read(node, 'reason');
    }
    if (typeof node === 'string' && depth < MAX_LINKS) {
      messages.push(clip(node));
      break;
    }
  }
  const amzn = facts.headers?.['x-amzn-errortype'];
  if (amzn !== undefined) pushCode(facts, amzn.split(':')[0], 'headers', '.x-amzn-errortype');
  // No body anywhere: messages such as `400 {"type":"error",…}` still carry the document.
  if (facts.bodyField === undefined && facts.ownMessage.includes('{')) {
    const parsed = embeddedJson(facts.ownMessage);
    if (parsed) takeBody(facts, readBody(facts, parsed, 'message'), 'message');
  }
  // No HTTP status (a stream error event, a client that dropped it): the status the body names for
  // itself (`bodyStatusOf`) stands in for it.
  if (!hasErrorStatus(facts) && facts.errorObject !== undefined) {
    const named = bodyStatusOf(facts.errorObject);
    if (named !== undefined) {
      standInStatus(facts, named.status, `${facts.bodyField ?? 'body'}.${named.field}`);
    }
  }
  // …and a body whose top level states its error status beside its `error` (`{"status": 500,
  // "error": "Cannot read properties of undefined …"}`, `{"type": "error", "status": 413, "error":
  // {"code": "message_too_big"}}`, held h337, h364, h588, h744, h1266; group HD): the document's own
  // HTTP status, as RFC 7807's `status` beside a `title` is. Not a document quoted in a message,
  // whose own words state the status as the client read it ("API Error 402: {…}").
  if (!hasErrorStatus(facts) && facts.errorObject !== undefined && facts.bodyField !== 'message') {
    const top = facts.envelope ?? facts.errorObject;
    const error = read(top, 'error');
    const stated = asStatus(read(top, 'status'));
    // …unless the error's own words name another status (a relay's 500 around "HTTP Error: 400",
    // held h863): the upstream's answer, read from the text below.
    const said = typeof error === 'string' ? statusInMessage(error) : undefined;
    // An error object counts only inside an error-typed envelope (`{"type": "error", "status": 413,
    // "error": {…}}`): a bare `status` beside another object is not read (review rw40a).
    // Pollinations' envelope says it with `success: false` (`{"success": false, "error": {"message":
    // …, "code": "INTERNAL_ERROR"}, "status": 500}`, held ×8, each `status` the one its line came
    // with; h364-pollinations-flux-500-internal-http-error-403-unauthorized, whose message quotes
    // the image backend's 403 to Pollinations; rule group PF, session 72).
    const shaped =
      typeof error === 'string' || read(top, 'type') === 'error' || read(top, 'success') === false;
    if (shaped && (said === undefined || said === stated)) {
      standInStatus(facts, stated, `${facts.bodyField ?? 'body'}.status`);
    }
  }
  // one-api/new-api relay an upstream's refusal as `bad_response_status_code` (a server error)
  // with the upstream's status in `param`: a 4xx there says the request was refused, not the server.
  // Not when the client's own message states the status it got ("Error code: 429 - {… 'param':
  // '404' …}", held h24-openai-videocaptioner-429-upstream-saturated-upstream-error without its 429):
  // that is the relay's answer, read below as the status field is (rule group NE, session 70).
  if (facts.status === undefined && facts.errorObject !== undefined) {
    const relayed = read(facts.errorObject, 'code') === 'bad_response_status_code';
    const param = relayed ? asStatus(read(facts.errorObject, 'param')) : undefined;
    if (
      param !== undefined &&
      param >= 400 &&
      param < 500 &&
      statusInMessage(facts.ownMessage) === undefined
    ) {
      facts.status = param;
      facts.statusField = `${facts.bodyField ?? 'body'}.param`;
    }
  }
  // Log lines and client renderings keep the status only in text: "API Error: 500 {…}",
  // "Error code: 401 - …", "status_code: 429", "[400 Bad Request]", "(HTTP response code was 413)".
  // A transport code says this attempt got no response, so a status in its text is an earlier
  // attempt's ("HTTP/1.1 400 Bad Request" with ECONNRESET), as is one after "last response"; a
  // response whose framing broke ("403 Invalid response body … Parse Error: Expected HTTP/") held
  // no verdict the client could read.
  if (facts.status === undefined && facts.ownMessage !== '' && !hasTransportCode(facts)) {
    const status = statusInMessage(facts.ownMessage) ?? statusOfReasonPhrase(facts.ownMessage);
    if (status !== undefined) {
      facts.status = status;
      facts.statusField = 'message';
    }
  }
  // A relay's body that names the upstream's status in its message ("调用模型接口失败 http_code:400
  // body:{…}", "… StatusCode: 400, RequestID: …") when nothing else carried one: the relay passed
  // a refusal on, as a client's own message does. Past the labelled forms, the body's message is read
  // as a client's message is ("Chat upstream returned 403", "400 Provider returned error", "Stream
  // request failed: 429": a client that kept only the body, group DS, h945, h825, h668), but not
  // beside a transport code, an abort or a timeout, whose attempt got no answer, nor after another
  // call the server made (a fetched document, a tool, a web search: OTHER_CALL_BEFORE_STATUS).
  if (facts.status === undefined && facts.bodyMessage !== undefined) {
    const head = withoutOtherCallStatus(
      withoutPorts(facts.bodyMessage.slice(0, 400).toLowerCase()),
    );
    const relayed =
      asStatus(
        STATUS_LABELLED.exec(head)
          ?.slice(1)
          .find((group) => group !== undefined),
      ) ??
      (hasTransportCode(facts) || facts.sawAbortError || facts.sawTimeoutError
        ? undefined
        : statusStatedInBodyMessage(facts));
    if (relayed !== undefined) {
      facts.status = relayed;
      facts.statusField = facts.bodyMessageField ?? 'body';
    }
  }
  // httpx's own status line in a relay's body, parsed or kept as text (a body cut short).
  const relayedText = facts.bodyMessage ?? facts.bodyText;
  if (facts.status === undefined && relayedText !== undefined) {
    const relayed = asStatus(HTTPX_STATUS_LINE.exec(relayedText.slice(0, 400))?.[1]);
    if (relayed !== undefined) {
      facts.status = relayed;
      facts.statusField =
        facts.bodyMessage === undefined
          ? (facts.bodyField ?? 'body')
          : (facts.bodyMessageField ?? 'body');
    }
  }
  // A proxy's HTML error page kept without its status (Cloudflare "api.x.com | 520: …",
  // "Error code 524"), as the body or as the client's whole message: the page names it.
  const pageText = facts.bodyText ?? (facts.bodyField === undefined ? facts.ownMessage : undefined);
  if (facts.status === undefined && pageText !== undefined && pageText.charCodeAt(0) === 60) {
    const page = HTML_STATUS.exec(pageText.slice(0, 2000).toLowerCase());
    const status = asStatus(page?.[1] ?? page?.[2]);
    if (status !== undefined && status >= 400) {
      facts.status = status;
      facts.statusField = facts.bodyText === undefined ? 'message' : (facts.bodyField ?? 'body');
    }
  }
  finishText(facts, messages);
  return facts;
}

/**
 * OpenAI's "Error while downloading file. Upstream status code: 407.": the status the image's host
 * gave OpenAI when it fetched the request's URL, not this call's (batch 197). Likewise the Responses
 * API's "Error retrieving tool list from MCP server: 'get-weather'. Http status code: 403
 * (Forbidden)" (OpenAI and Azure, batch 1240; held ×6 format_error): the status the request's MCP
 * server gave when listed, not the model API's answer, so a 403 there is no bad key of the caller's.
 * Only a 4xx other than 429: a 5xx or 429 there is a passing fault or pace, read by its status as
 * before (review 61 item 11).
 */
const OTHER_CALL_STATUS =
  /\berror while downloading file\. upstream status code: \d{3}\b|\berror retrieving tool list from mcp server\b[^\n]{0,120}?\bhttp status code: (?!429\b)4\d\d\b/g;

/**
 * A host's port written after it ("api.mistral.ai:443", "localhost:500", "10.0.0.1:429",
 * "[::1]:404"): a port, not a status, however the text goes on (Faraday's "Failed to open TCP
 * connection to api.mistral.ai:443 (execution expired)" read as a 443 before, review 35). A host is
 * a dotted name ending in a top-level label of letters, an IPv4 or IPv6 address, or localhost; a
 * field path ("error.status:429", "http.status_code:500", tornado's "tornado.access:503") or a log
 * time ("10:15:32") is none.
 */
const HOST_PORT =
  /(?<![\w.-])(?:localhost|\d{1,3}(?:\.\d{1,3}){3}|\[[\da-f:]{2,39}\]|(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.){1,8}(?!(?:status|code|statuscode|status_code|http|error|response|access)\b)[a-z]{2,24}):\d{1,5}(?!\d)/g;

/** The text with each host's port taken out (the host kept), so no port reads as a status. */
function withoutPorts(text: string): string {
  if (!/:\d/.test(text)) return text;
  return text.replace(HOST_PORT, (hostPort) => hostPort.slice(0, hostPort.lastIndexOf(':')));
}

/** The text with the statuses of another call the server made (OTHER_CALL_STATUS) taken out. */
function withoutOtherCallStatus(lower: string): string {
  return lower.includes('downloading') || lower.includes('mcp server')
    ? lower.replace(OTHER_CALL_STATUS, ' ')
    : lower;
}

/** The status a message names for this attempt (see the patterns below), if any. */
function statusInMessage(message: string): number | undefined {
  const lower = withoutPorts(message.slice(0, 400).toLowerCase());
  // Claude Code's prefix to an API error it met while signed in ("Please run /login · API Error: 403
  // …", with or without the dot: held h1923-anthropic-claude-code-403-socket-closed-login, auth as its
  // 403) is advice, not the line's head: the status after it is read as without it (rule group XF,
  // session 78).
  const head = withoutOtherCallStatus(lower).replace(LOGIN_ADVICE_PREFIX, '');
  if (RESPONSE_GARBLED.test(head) || FETCH_GOT_NO_RESPONSE.test(head)) return undefined;
  const found =
    (head.includes('\nstatus: ') ? AZURE_CORE_STATUS_LINE.exec(head) : null) ??
    STATUS_LABELLED.exec(head) ??
    STATUS_LEADING.exec(head) ??
    STATUS_AZURE_CORE.exec(head) ??
    STATUS_TRAILING.exec(head) ??
    STATUS_ANGLED.exec(head) ??
    STATUS_PHRASE.exec(head) ??
    STATUS_REQUEST_LINE.exec(head) ??
    STATUS_FOR_URL.exec(head) ??
    STATUS_AFTER_STREAM_HOST.exec(head) ??
    (head.startsWith('{') ? STATUS_LOGGED_RESPONSE.exec(head) : null) ??
    STATUS_BEFORE_ANSWER.exec(head) ??
    (head.includes('] [') ? STATUS_AFTER_ROUTED_MODEL.exec(head) : null) ??
    STATUS_IN_CLIENT_FORMS.exec(head) ??
    STATUS_AFTER_FAILURE_SENTENCE.exec(head) ??
    (head.includes(' → ') ? STATUS_AFTER_ARROW.exec(head) : null);
  const match =
    found !== null && EARLIER_ATTEMPT.test(head.slice(Math.max(0, found.index - 40), found.index))
      ? null
      : found;
  return (
    asStatus(match?.slice(1).find((group) => group !== undefined)) ??
    DOTNET_STATUS[
      DOTNET_STATUS_NAME.exec(message.slice(0, 400))
        ?.slice(1)
        .find((group) => group !== undefined) ?? ''
    ]
  );
}

/**
 * The reason phrases of the statuses DESIGN §1.2 reads (RFC 9110's, with the older "Request Entity
 * Too Large" and nginx's "Gateway Time-out"), each with its status. A 409's "Conflict" is one of the
 * other 4xx (format_error, held h530; rule group MC, session 69).
 */
const REASON_PHRASE_STATUS: ReadonlyMap<string, number> = new Map([
  ['bad request', 400],
  ['unauthorized', 401],
  ['unauthorised', 401],
  ['forbidden', 403],
  ['not found', 404],
  ['conflict', 409],
  ['request entity too large', 413],
  ['payload too large', 413],
  ['content too large', 413],
  ['too many requests', 429],
  ['internal server error', 500],
  ['bad gateway', 502],
  ['service unavailable', 503],
  ['gateway timeout', 504],
  ['gateway time-out', 504],
]);

/**
 * What may stand before the phrase: "Error: " / "ERROR " (a log's level or a JS error printed with
 * its name), or an SDK's class name ("openai.APIError: ", "AI_APICallError: "). Anchored at the start
 * of a message of at most 120 characters, so the leading class costs one short scan. Also the AI
 * SDK's `RetryError` headline, "Failed after 4 attempts. Last error: Conflict" (held h530, a 409
 * from a relay; rule group MC, session 69): the last attempt's status text, kept alone.
 */
const REASON_PHRASE_PREFIX =
  /^(?:(?:[\w.]{0,60}(?:error|exception):\s+)?failed after \d{1,3} attempts\. last error:\s+|[\w.]{0,60}(?:error|exception)(?::| -)?\s+)?["'`]?/;

/**
 * A message that is nothing but an HTTP reason phrase ("Bad Request", "Error: Too Many Requests",
 * "openai.APIError: Service Unavailable"): a client that kept the status text of the response and
 * dropped its status and body (Vercel AI SDK's `APICallError`, fetch wrappers that throw
 * `response.statusText`). The phrase names the status as surely as the number does, so it stands in
 * for it and the status step reads it as it reads the status. Anything said around the phrase is
 * left to the patterns that read it.
 */
function statusOfReasonPhrase(message: string): number | undefined {
  if (message.length > 120) return undefined;
  const own = message.trim().toLowerCase();
  const status = REASON_PHRASE_STATUS.get(bareReasonPhrase(own));
  if (status !== undefined) return status;
  // The phrase alone on the last line, under the client's headline (n8n's credential test,
  // "Couldn’t connect with these settings\nBad Request", held h788; RunPod's "Failed to create
  // endpoint.\nUnauthorized", h557): the headline is the client's, the line under it the answer's.
  const lastBreak = own.lastIndexOf('\n');
  if (lastBreak >= 0) return REASON_PHRASE_STATUS.get(bareReasonPhrase(own.slice(lastBreak + 1)));
  // The phrase twice, "status text: body", when the server's body was the phrase itself (Copilot's
  // "Not Found: Not Found", held h707).
  const colon = own.indexOf(': ');
  if (colon > 0 && own.slice(0, colon) === own.slice(colon + 2)) {
    return REASON_PHRASE_STATUS.get(own.slice(0, colon));
  }
  return undefined;
}

/** The phrase a message's text names, past {@link REASON_PHRASE_PREFIX} and a closing quote or stop. */
function bareReasonPhrase(text: string): string {
  return text
    .trim()
    .replace(REASON_PHRASE_PREFIX, '')
    .replace(/["'`]?\.?$/, '');
}

/**
 * Whether the status was stated by the body's own error message (a relay's `{"error": {"message":
 * "Request failed with status code 400", "type": "api_error"}}`, its axios error kept as its message),
 * whether the extractor took it from that field or from the client's message that quotes the document:
 * the relay says what its upstream answered, so the status is the upstream's, not the relay's own.
 */
export function statusStatedByBodyMessage(facts: ErrorFacts): boolean {
  if (facts.bodyMessage === undefined || facts.status === undefined) return false;
  if (facts.statusField === facts.bodyMessageField) return true;
  return facts.statusField === 'message' && statusInMessage(facts.bodyMessage) === facts.status;
}

/**
 * The status the body's own error message states for the call it reports ("401 status code (no
 * body)", "Request failed with status code 400", "bad response status code 429"), read as a client's
 * message is read; undefined when the message states none. A relay that files every failure of its
 * upstream under one generic type (AxonHub's `{"code": "upstream_error", "type": "api_error",
 * "message": "401 status code (no body)"}`, batch 353) says in that message what the upstream
 * answered.
 */
export function statusStatedInBodyMessage(facts: ErrorFacts): number | undefined {
  if (facts.bodyMessage === undefined) return undefined;
  const status = statusInMessage(facts.bodyMessage);
  if (status === undefined) return undefined;
  const head = facts.bodyMessage.slice(0, 400).toLowerCase();
  const at = head.indexOf(String(status));
  return at > 0 && OTHER_CALL_BEFORE_STATUS.test(head.slice(0, at)) ? undefined : status;
}

/**
 * What the server fetched or called for the request before the status its message states: an image,
 * file or document it downloaded, a tool, MCP server, webhook, plugin or search it ran ("Failed to
 * fetch https://…/doc.pdf: 403 Forbidden", "Tool execution failed: GitHub API returned 401: Bad
 * credentials", "Web search failed: 429 status code (no body)"): that status is the other call's, not
 * the upstream's answer to this one, and the generic server code keeps its reading (review 37b).
 */
const OTHER_CALL_BEFORE_STATUS =
  /\b(?:images?|files?|documents?|attachments?|pdfs?|download(?:ing|ed|s)?|tools?|mcp|webhooks?|plugins?|callbacks?|(?:web )?search|crawl(?:er|ing)?|scrap(?:e|er|ing))\b/;

/**
 * `<title>host | 520: …</title>`, `Error code 524`, `<h1>502 Bad Gateway</h1>`; Python's
 * `http.server` page (`<p>Error code: 501</p>`, the error page of every server built on its
 * `BaseHTTPRequestHandler.send_error`: mlx-lm's, held h1732-mlx-lm-server-get-v1-models-501-…; its
 * own paragraph only, not "Error code: 429" inside another page's text), and
 * a bare page's `<h2>Error 404</h2>` under its reason phrase (`<h1>Not Found</h1>`, held
 * h277-vertex-firebase-vertexai-embed-404-html-not-found): each page names the status it came with
 * (rule group PF, session 72). Read from a page (text opening `<`); Google's error page title as a
 * message's head ("<title>Error 404 (Not Found)!!1</title>") is read by
 * {@link STATUS_IN_CLIENT_FORMS} instead: extend the one whose path the text takes.
 */
const HTML_STATUS =
  /<title>[^<]{0,120}?\|\s*([45]\d\d):|(?:error code|<h1>|<h2>error|<p>error code:)\s*([45]\d\d)\b/;
/**
 * "status code: 429", "HTTP 503", "Error code: 401", "response code was 413", .NET's "Response
 * status code does not indicate success: 400 (Bad Request)", "… Service failed-500", Dio's "the
 * response has a status code of 503", a logged object's "httpStatus: 429", Python's urllib
 * `HTTPError` ("HTTP Error 400: Bad Request"), aiohttp's `ClientResponseError` ("422,
 * message='Unprocessable Entity', url=…") and its `WSServerHandshakeError` ("WSServerHandshakeError:
 * 403, message='Invalid response status'", a failed WebSocket upgrade, batches 370 and 544) and
 * google-api-go-client's `googleapi.Error`
 * ("googleapi: Error 400: …", often with nothing after the colon), langchain-google-genai's wrapper
 * of google.api_core's `InvalidArgument`, whose text opens with the status ("Invalid argument provided
 * to Gemini: 400 …", batch 85), Microsoft's AI Toolkit / Foundry Local ("Unable to call the <model>
 * inference endpoint due to 400.", batch 89; the number ends its clause, so "due to 404 errors" or
 * "due to 500 ms" is no status), and a gateway's "Provider returned 400" (Cursor's BYOK error detail
 * quoting its provider's answer under its own "Unable to reach the model provider" title, batch 94;
 * OpenRouter's wordless "Provider returned error" names none, and a count is no status: an embedding
 * pipeline's "provider returned 512 dims, want 1024" or "512 output tokens"). Also the genai SDKs' own
 * shapes after an "Error " that opens the message: the Go SDK's `APIError` ("Error 400, Message: …,
 * Status: INVALID_ARGUMENT, Details: []") and python-genai's `ClientError`/`ServerError` printed
 * after "Error" ("Error 400 INVALID_ARGUMENT. {…}", a canonical gRPC code and a full stop), also
 * behind a Go log timestamp or the "context: " prefixes Go's `%w` wrapping adds (review r76; a
 * lookbehind, so the match starts at "error" and an earlier attempt's wording before it counts).
 * Also "Errorcode: 500" in one word (an unofficial CLOVA X client's exception, held h2047; .NET's
 * "ErrorCode: 401", held ×4, each the line's status; rule group WF, session 77).
 * Also a Chinese relay's "状态码: 400" ("status code: 400", kiro2cc's "CodeWhisperer API 错误: 状态码:
 * 400", batch 106). Also "API request failed: 400 - {…}", the status then the upstream's document
 * (sora2api's `f"API request failed: {status_code} - {response.text}"`, kept in the relay's own error
 * body, batch 236; Pluely's client line): a document after the dash, so "failed: 500 - timeout" or
 * "failed: 400 - 500 tokens" names none. Also a WebSocket close whose reason opens with the service's
 * own HTTP status and its document ("received 1011 (internal error) 400: { "error": "Speaker …" }",
 * Rime's TTS socket under Pipecat, batch 266): the close code's name is the socket's generic label,
 * the status in its reason says what the service answered. Also python-genai's error class with its
 * status and nothing after it ("google.genai.errors.ClientError: 400", a log that kept the class and
 * code, held h2116-vertex-veo-sample-clienterror-400 under its 400): the status the class was raised
 * for, only at the text's end. Also Claude Code's "API Error: Request rejected (429) · …" (held
 * "request rejected (429)" ×24, each under that status): the status its API answered — not when a
 * routed model's own bracketed status follows it ("… (429) · [claude/…] [400]: {…}", held h185
 * thinking_signature), which the upstream answered (rule group YF, session 79).
 */
const STATUS_LABELLED =
  /\b10\d\d \([a-z ]{1,40}\) ([45]\d\d): ?(?=[{[])|\b(?:status(?:[ _]?code)?(?: does not indicate success:?| of)?|http(?:\/\d(?:\.\d)?)?(?:[ _]?status)?(?:[ _]?code)?|http error|error ?code|response code(?: was)?|failed-)\s*[:=]?\s*(?:\(|'(?=[45]\d\d'))?([45]\d\d)\b|\b(?:clientresponseerror|wsserverhandshakeerror):\s*([45]\d\d),? message=|(?:^|[\s!.:-])([45]\d\d), message='[^'\n]{0,60}', url=|\bgoogleapi: error ([45]\d\d)\b|\binvalid argument provided to [\w.-]{1,30}: ([45]\d\d)\b|\bendpoint due to ([45]\d\d)(?=\.(?:\s|$)|$)|\bprovider returned ([45]\d\d)\b(?![ -]?(?:dim|output|token|vector|embedding|char|byte|result|item|choice|row|record|word|chunk|line|ms\b|sec))|状态码\s*[:：]?\s*([45]\d\d)\b|\brequest failed: ([45]\d\d) - (?=[{[])|\berror(?<=^[\w. :/-]{0,120}error) ([45]\d\d)(?:, message: | (?:invalid_argument|failed_precondition|out_of_range|unauthenticated|permission_denied|not_found|already_exists|aborted|resource_exhausted|cancelled|deadline_exceeded|unimplemented|internal|unavailable|data_loss|unknown)\. )|\bgenai\.errors\.(?:client|server)error: ([45]\d\d)\s*$|\bapi error: request rejected \(([45]\d\d)\)(?![^\n]{0,100}?\[[45]\d\d\])/;
/**
 * A status followed by its reason phrase anywhere in the text ("OpenAI API error (400 Bad
 * Request): …", "… returned 503 Service Unavailable", nginx's "504 Gateway Time-out" page kept in a
 * message), or the phrase then the status in brackets ("Bad request (400): …"): the pair names an
 * HTTP status, a bare number does not. Spring's WebClient writes the phrase as its `HttpStatus`
 * constant before the request it answered ("400 BAD_REQUEST from POST https://…", Reactor's
 * "*__checkpoint ⇢ 400 BAD_REQUEST from POST", batch 107): the same pair. A dash may stand between
 * the status and its phrase (openai.el's "400 - Bad request.", batch 114), but not after a log
 * timestamp's milliseconds ("10:15:32,404 - Too many requests": Python's asctime, review r114).
 * A proxy's refusal is such a pair too: Python's http.client, under requests, urllib3 and urllib,
 * words a CONNECT the proxy refused as "Tunnel connection failed: 407 Proxy Authentication
 * Required" (an `OSError`, batch 231), the status the proxy answered (read as the 407 it is).
 * GitHub Models' 413 says "Request body too large for gpt-4o model. Max size: 8000 tokens." as its
 * reason, and a client's "Generation failed: 413 Request body too large …" keeps the pair (held
 * h419; held "Request body too large for" ×14, 13 payload_too_large, the other without a status):
 * read as the 413 it names (rule group LC, session 68).
 */
const STATUS_PHRASE =
  /\b(?:bad request|unauthori[sz]ed|payment required|forbidden|not found|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out) \(([45]\d\d)\)|\b([45]\d\d) (?:(?<!\d[,.:]\d\d\d )- )?(?:bad request|unauthori[sz]ed|payment required|forbidden|not found|method not allowed|proxy authentication required|request timeout|payload too large|request entity too large|request body too large|misdirected request|unprocessable entity|too many requests|unavailable for legal reasons|internal server error|bad gateway|service unavailable|gateway time-?out)\b|\b([45]\d\d) (?:bad_request|payment_required|not_found|method_not_allowed|request_timeout|payload_too_large|unprocessable_entity|too_many_requests|internal_server_error|bad_gateway|service_unavailable|gateway_timeout) from (?:get|post|put|patch|delete)\b/;
/**
 * A status followed by the request it answered ("Error: 404 POST https://…/models/x:generateContent:
 * …", Google's REST clients): the status of that request. Also a browser console's line for a failed
 * request, the request then its status and reason ("POST http://localhost:11434/api/generate 404 (Not
 * Found)", a Logseq plug-in's DevTools, batch 106) — when that line is the whole message: a DevTools
 * paste lists every failed request of the page, and a favicon's 404 above the chat call's own line
 * is another request's status (review of batch 106). ofetch's `FetchError` (Nuxt and UnJS apps) opens
 * with the request in brackets and its status: `[POST] "https://…/api/user/user-info": 500 Internal
 * Server Error` (ChatHub, batch 158). urllib3's debug line, the request line quoted then the status
 * and the body's length (`https://api.openai.com:443 "POST /v1/chat/completions HTTP/1.1" 429 206`,
 * batch 276), names the status the same way. A server's access log names it too (rule group EC,
 * session 57): the Common Log Format line with "-" for an empty body (`127.0.0.1 - - […] "POST
 * /v1/chat/completions HTTP/1.1" 503 -`, text-generation-webui, held h1023), tornado's
 * `tornado.access:503 POST /v1beta/tunedModels` (h552) and LocalAI's `[ip]:port 401 - POST
 * /v1/embeddings` (h792): the status, then the method and the request's path. So does the request
 * line that ends its log line on the status (uvicorn's access line as a client kept it, cut before
 * the reason phrase: `INFO:     172.28.0.1:62239 - "POST /v1/chat/completions HTTP/1.1" 500`,
 * TabbyAPI, held h1830-tabbyapi-chat-500-vision; held quoted request lines ×33, each a status its line
 * names; rule group QF, session 73), but only for a model call's path (`/v1/`, `/chat/completions`,
 * `/messages`, `/generate`, `/api/chat`; not the `/v1/models` list): in a pasted log, a favicon's or
 * the model list's 404 above the real failure is another request's status (session 73 review,
 * problem 4).
 */
const STATUS_REQUEST_LINE =
  /\b(?:get|post|put|patch|delete) \/[^"\s]{0,300} http\/1\.[01]" ([45]\d\d) (?:\d+\b|-(?!\S))|\b(?:get|post|put|patch|delete) (?=[^"\s]{0,300}?(?:\/v1\/(?!models[?\s])|\/chat\/completions|\/messages|\/generate|\/api\/chat))\/[^"\s]{0,300} http\/1\.[01]" ([45]\d\d)[ \t]*(?:\r?\n|$)|\b([45]\d\d) (?:get|post|put|patch|delete) https?:\/\/|\b([45]\d\d) - (?:get|post|put|patch|delete) \/[a-z]|\.access:([45]\d\d) (?:get|post|put|patch|delete) \/[a-z]|^\s{0,20}\[(?:get|post|put|patch|delete)\] "[^"\n]{1,300}": ([45]\d\d)\b|^\s{0,20}(?:get|post|put|patch|delete) https?:\/\/\S{1,300} ([45]\d\d) \([a-z][a-z -]{1,40}\)\s{0,20}$/;
/**
 * httpx's `raise_for_status` line ("Client error '404 Not Found' for url 'https://…'"), which a
 * relay keeps in its own body under a label of its own (LiteLLM's "Internal Server Error, Client
 * error '404 Not Found' for url '…/batchPredictionJobs'", type `internal_server_error`, Vertex
 * through LiteLLM, batch 573): the status the upstream answered the relay's call with, as the same
 * line opening a client's message is read. Only httpx's quoted status and reason then "for url".
 */
const HTTPX_STATUS_LINE =
  /\b(?:client|server) error '([45]\d\d) [A-Za-z][A-Za-z' -]{1,40}' for url\b/i;
/**
 * Python requests' `raise_for_status` ("400 Client Error: Bad Request for url: https://…", "503
 * Server Error: Service Unavailable for url: …"), often the only trace a plug-in keeps of the
 * response: the status of that request. Also curl's `--fail` line ("curl: (22) The requested URL
 * returned error: 404", exit code 22, batch 112), all a shell-out keeps of the response.
 */
const STATUS_FOR_URL =
  /\b([45]\d\d) (?:client|server) error: [a-z][a-z' -]{1,40} for url\b|\bthe requested url returned error: ([45]\d\d)\b/;
/** Claude Code's "Please run /login" before the API error it prints (see `statusInMessage`). */
const LOGIN_ADVICE_PREFIX = /^please run \/login(?: ?·)? (?=api error: [45]\d\d\b)/;
/**
 * A stream client's line for the host that answered and the status it answered with, alone or before
 * the answer's document ("[CloudCode] Stream error at https://cloudcode-pa.googleapis.com: 400",
 * opencode's Antigravity/Cloud Code client, held h2058 format_error; the same line with " - {…}"
 * after it, held ×5, each the status its line came with): the status of that response, read before
 * "Stream error" reads as a cut stream (rule group XF, session 78). Only a URL then a colon and the
 * number at the end or before " - ".
 */
const STATUS_AFTER_STREAM_HOST =
  /\bstream error at https?:\/\/[^\s:/]+(?::\d{1,5})?(?:\/\S*)?: ([45]\d\d)(?= - |\.?\s*$)/;
/**
 * A response logged as an object that opens with its status and its headers (`{ "status": 504,
 * "headers": { "content-type": "text/html", … } }`, a relay's client that printed the nginx answer it
 * got, held h2062-openai-relay-o1-preview-504-nginx, timeout as its status): the status of that
 * response (rule group XF, session 78). Only at the text's head, before a `headers` key.
 */
const STATUS_LOGGED_RESPONSE = /^\{\s{0,4}"status"\s?:\s?([45]\d\d),\s{0,4}"headers"\s?:/;
/**
 * A client's own line around the answer it got: a failure word, then the status, then the answer's
 * document or quoted text ("Failed to get response: 401 \"Api key is invalid\"", "Request Failed:
 * 400 {\"error\":…}"); the status as what a server returned or responded ("Claude API returned 403:
 * error code: 1000", "upstream responded 502.", "rejected with 403", "Server returned 429
 * response code", r2ai, batch 331); or the status alone in square
 * brackets before the text ("[429] errors.openaiWeb {…}"), also with a colon after it (OmniRoute's
 * "❌ cursor [429]: [429]: Provider Error", batch 185). A number followed by a word is a count
 * ("failed: 500 tokens", "returned 400 results"), and a bare "failed: 503" may be another
 * endpoint's (a token refresh): neither is read. A bracketed number inside a chain of bracketed log
 * tags is the log's field, not this call's status: Nuxt's "[nuxt] [request error] [unhandled] [500]"
 * before whatever the provider said (its server's own answer), gunicorn's "[…] [550] [ERROR]" pid
 * (review of batch 107). Also the genai SDKs' status and canonical gRPC code before the document,
 * wherever the app's log line puts them ("Error from Gemini API: 400 INVALID_ARGUMENT. {'error': …}",
 * agno, review of batch 110): the pair names the status as a bare number cannot. A failure word then
 * the status in brackets, a colon and the answer's words ("Fireworks API key validation failed (500):
 * Error listing deployed models", oh-my-pi's login check, batch 217) names it the same way; a
 * document after the colon is left to the rules that read the text whole (the same client's "Z.AI
 * API key validation failed (429): {…subscription plan does not yet include access to GLM-5}",
 * held as the model's, batch 146). A status after a colon with the answer's HTML page after it
 * ("RuntimeError: Failed to request to remote API after 3 attempts: 504 <!DOCTYPE html …", EvalScope
 * over a Squid proxy's page, held h459, timeout) names the status that page came with, as "API
 * Error: 502 <html>" opening a message does (rule group LC, session 68).
 */
const STATUS_BEFORE_ANSWER =
  /\b(?:(?<!refresh )failed|response|returned|responded|rejected)(?: with)?:?\s+([45]\d\d):?\s*(?=[{"“])|\b(?:returned|responded|rejected with)\s+([45]\d\d)(?=: |\.?\s*$|\.\s| response code\b)|(?:^|[\s:(])(?<!\]\s{1,3})\[([45]\d\d)\](?=:? (?!\[))|\b([45]\d\d) (?:invalid_argument|failed_precondition|out_of_range|unauthenticated|permission_denied|not_found|already_exists|resource_exhausted|deadline_exceeded|unimplemented|internal|unavailable)\. (?=[{(])|\b(?<!refresh )failed \(([45]\d\d)\): (?=[a-z])|:\s{1,3}([45]\d\d)\s{1,3}(?=<(?:!doctype|html)\b)/;
/**
 * 9router's and OmniRoute's own line for an upstream's answer, "[provider/model] [status]: …"
 * ("Reason: [openai-compatible-chat-5b73…/deepseek-v4-flash-0731] [503]: Gateway capacity is
 * temporarily exhausted; retry shortly (reset after 24s)", held h402, overloaded; the same routers'
 * "[gemini-cli/gemini-3-pro-preview] [502]: fetch failed", "[gemini/gemini-3.1-flash-lite-preview]
 * [400]: Invalid JSON payload received…", held ×40 with the status read elsewhere): the status the
 * routed model's provider answered. The tag before it names a provider and a model with a slash,
 * which a log's chain of bracketed tags ("[nuxt] [request error] [unhandled] [500]", read by none)
 * does not. Not after a client's status 0 ("Omniroute API error: 0 [nvidia/…] [503]: Request
 * dropped after exceeding the local rate-limit queue budget…", held h81, rate_limit): no answer came
 * back, the bracketed status is the router's own queue (rule group MC, session 69).
 */
const STATUS_AFTER_ROUTED_MODEL =
  /(?<!\b0 )\[[a-z\d][\w.:-]{0,80}\/[^\]\s]{1,120}\] \[([45]\d\d)\]: /;
/**
 * Forms a client keeps when it dropped the status field and the text still states it (rule group
 * DS, session 55), read after every other pattern so none of them changes its reading:
 * google.api_core's exception printed with its class ("google.api_core.exceptions.InvalidArgument:
 * 400 Reasoning Engine …", h673); Copilot's `CAPIError: 400 The resource …` (h739); a failure word
 * then the status in brackets that ends the message or precedes the client's key=value fields
 * ("Request rejected (429)" h821, "token exchange failed (502)" h779, "request failed (401)
 * model=…" h756), or after a comma at the end ("Upload failed, 403", h236) (Copilot's "retried 5
 * times … Last error: 502 Model not found" is not read: that 502 is the relay's, held as the
 * model's, h220); a Chinese "request failed: 401" / "HTTP response code: 400" ending the message
 * ("请求失败: 401" h655, "…失败: 403" h784, "HTTP 响应码：400。" h521); Gin's access log line ("[GIN]
 * 2025/03/06 - 11:42:21 | 503 | 42ms | … | POST", h490); Google's error page title ("<title>Error
 * 404 (Not Found)!!1</title>", h26). A bare "404 (Not Found)" elsewhere is left
 * alone: a DevTools paste lists other requests' statuses (a favicon's 404, review of batch 106).
 * A relay that names the upstream's status as it moves to another account, key or channel
 * (sub2api's "Account 18: upstream error 500, switching account 1/10", held h1134; group EZ,
 * session 61): the status this attempt got.
 * gpt4free's own exception for a provider's non-2xx ("OIVSCode: ResponseStatusError: Response 503:
 * HTML content", held h1039 ×5, h550, h457): the status that provider answered (rule group IE,
 * session 65).
 * Python requests' `Response` printed as its repr ("Network Error:\n<Response [429]>", a GUI agent
 * that kept `str(response)` under its own headline, held h1763; held "<Response [" ×7 lines by
 * held-sources: h157, h1763, h382, h399, h566, h79-plush, h885; the other six also carry the reason
 * phrase and are read by STATUS_PHRASE), and Mistral's Python client's
 * "Error response 422 while fetching https://api.mistral.ai/v1/chat/completions: …" (held h148 with
 * nothing after the colon; held "while fetching http" ×9, each under the status it names): the status
 * the response carried, before a headline's "Network Error" or the URL is read (rule group PC,
 * session 72; rule group PF found the same form). Like {@link STATUS_AFTER_ARROW} and
 * {@link STATUS_AFTER_FAILURE_SENTENCE}, read on the message's head; an HTML page's own status is
 * read from the page by {@link HTML_STATUS} (this constant's `<title>error 404 (` is the one page
 * form read here, from the message head).
 */
const STATUS_IN_CLIENT_FORMS =
  /\b(?:google\.api_core\.exceptions\.[a-z]{3,40}|capierror): ([45]\d\d) (?!(?:tokens?|char(?:acter)?s?|bytes?|items?|ms|seconds?|requests?|results?)\b)(?=[a-z])|\b(?<!refresh )(?:failed|rejected) \(([45]\d\d)\)(?=\.?\s*$|\s+[a-z_]{2,30}=)|\bfailed, ([45]\d\d)\.?\s*$|(?:失败|响应码)\s*[:：]\s*([45]\d\d)[。.]?\s*$|^\[gin\] \d{4}\/\d\d\/\d\d - \d\d:\d\d:\d\d \| ([45]\d\d) \||<title>error ([45]\d\d) \(|\bupstream error ([45]\d\d), switching (?:to )?(?:another |the next )?(?:account|key|channel)\b|\bresponsestatuserror: response ([45]\d\d)\b|<response \[([45]\d\d)\]>|\berror response ([45]\d\d) while fetching\b/;
/**
 * A message that ends on its status in brackets after a failure sentence (Notion's "Something went
 * wrong. (400)", held h396-notion-notionai-py-validationerror-something-went-wrong-400, the one held
 * line with the form; rule group PF, session 72). Only that sentence: a bracketed number after any
 * other sentence is as often a count or a limit ("… maximum sequence length for this model. (512)",
 * "Too many items in batch. (500)"), not a status (session 72 review, problem 2).
 */
const STATUS_AFTER_FAILURE_SENTENCE = /\bsomething went wrong\. \(([45]\d\d)\)$/;
/**
 * A server's log of the request it answered: method, path, an arrow and the status (oMLX's "POST
 * /v1/messages → 422: […]", opencode's server "GET http://…/provider?… → 400: (empty response
 * body)", held h707, h1443, h318, each the status its line came with; rule group PF, session 72).
 * Read only when the text has the arrow.
 */
const STATUS_AFTER_ARROW = /\b(?:get|post|put|patch|delete) [^\s→]{1,300} → ([45]\d\d):/;
/**
 * openai-node's "429 status code (no body)"; the "404 page not found" of Go and most routers; a
 * client's "… request failed: 429", "… API error: 401" or "… Groq error: 401" that ends the message
 * (batch 160; a "Server error: 404" is left to the server-error wording, which reads only a 5xx),
 * also with the SDK's "no body" after it and the app's bracket closing ("(OpenAI completion error:
 * 404, no body).", Kilo Code, batch 189), or
 * "… run code : 401" (a Flutter package's exception, batch 168), or a host then the status in
 * brackets ("Failed to load response from api.openai.com:\n(429)", a browser extension, batch
 * 177); the `ws` library's failed upgrade "Unexpected server response: 401" (Node WebSocket clients
 * of realtime and speech APIs, batches 151 and 165); a JS client that printed the body as
 * "429 [object Object]" (batch 325). Copilot Chat's "… Reason: Server error: 503" ending the
 * message (batches 322, 449) names the 5xx it got, which decides as it would beside the message
 * (a 503 is capacity, a 502 a server fault). Also OpenRouter's "Provider returned error" behind the
 * 400 a client printed before it ("Error in Continue server: 400 Provider returned error", LibreChat's
 * "Unhandled error type 400 …", Cline's doubled "400400 …", batches 22–688): the upstream refused the
 * request, as the kept 400 says; a 429 there is read by the upstream rate-limit pattern. So is a
 * kept 401 or 403 (Qwen Code's "✕ [API Error: 403 Provider returned error]", held h1434; held "403
 * Provider returned error" ×2, both auth): the key or account was refused, as the status says
 * (rule group LC, session 68). So is a kept 404, also after a colon ("OpenRouter API error 404:
 * Provider returned error", a client's line for a free model's upstream that answered 404, held
 * h1839-openrouter-minimax-free-404-provider-returned-error; held "404: Provider returned error" ×2,
 * both model_not_found, h202 read by "HTTP 404" already): the status the upstream answered (rule
 * group QF, session 73). So is the status in brackets after the client's "… API error" ending the
 * message, with or without a colon for a body it did not print (pi's "Cloud Code Assist API error
 * (400):", held h1924, format_error; "API error (401)", h1091; "… with an authentication error
 * (403)", h591; held ×3, each the status its line came with; rule group UF, session 75).
 */
const STATUS_TRAILING =
  /(?<!\d)(?:400)?(40[0134]):?\s+provider\s+returned\s+error\b|\b([45]\d\d) status code\b|\b(404) page not found\b|\brequest failed: ?([45]\d\d)\.?\s*$|\b(?:api|(?!(?:server|client|internal)\b)[a-z][\w.-]{1,30}) error:? ?([45]\d\d)(?:,? \(?no body\)?)?\)?\.?\s*$|\bunexpected server response: ?([45]\d\d)\b|\b([45]\d\d) \[object object\]|\bcode ?: ?([45]\d\d)\.?\s*$|\bfrom [a-z0-9.-]+\.[a-z]{2,}(?:\/\S*)?:\s*\(([45]\d\d)\)\.?\s*$|:\s?([45]\d\d) \([^()\n]{0,40}\)\.?\s*$|\bserver error: ?(5\d\d)\.?\s*$|\b(?:api|(?!(?:server|client|internal)\b)[a-z][\w.-]{1,30}) error \(([45]\d\d)\):?\s*$/;
/**
 * A status in angle brackets before the provider's error code and a colon (DashScope's SDKs and the
 * relays that pass them on: "Upstream error from Alibaba: <400> InternalError.Algo.InvalidParameter:
 * …"); a number in brackets before a plain word ("under <400> tokens") is none.
 */
const STATUS_ANGLED = /(?:^|[\s:(])<([45]\d\d)> ?[a-z][\w.]{2,60}:/;
/**
 * .NET `HttpStatusCode` names that clients print for the status ("… API response ServiceUnavailable"),
 * and LiteLLM's exception classes for the gateway statuses no code rule reads ("litellm.BadGatewayError:
 * BadGatewayError: OpenAIException -" for a 502). Other classes keep their own rules
 * (`ServiceUnavailableError`, AWS's `ServiceUnavailableException`: code-rules.ts).
 */
const DOTNET_STATUS_NAME =
  /\b(ServiceUnavailable|TooManyRequests|BadGateway|GatewayTimeout|RequestEntityTooLarge|PaymentRequired)\b|\b(BadGateway|GatewayTimeout)Error\b/;
const DOTNET_STATUS: Readonly<Record<string, number>> = {
  ServiceUnavailable: 503,
  TooManyRequests: 429,
  BadGateway: 502,
  GatewayTimeout: 504,
  RequestEntityTooLarge: 413,
  PaymentRequired: 402,
};
/**
 * A status that opens the message (or a bracket/quote): "429 Too Many Requests", "API Error: 500
 * {…", "API Error (429 {…})", "Mistral API error (404): …". After "error (" only a closing bracket,
 * a document or a reason phrase makes the number
 * a status ("Stream idle error (500 ms without data)", "JSON parse error (400 bytes read)" name none).
 * An exception named "…Error: Response 429: …" (gpt4free's `ResponseStatusError`) names the
 * response's status; "Response payload is not completed" names none. A bracket may open what
 * follows the status ("Error: 502 [Errno 32] Broken pipe", a Python client that printed the status
 * then the socket's error, held h729, server_error): the status the gateway answered, before the
 * disconnect words after it (rule group LC, session 68). Only a socket error that comes after an
 * answer could (EPIPE 32, ECONNRESET 104, macOS 54, Windows 10054; review of session 68, problem 3):
 * "Error: 503 [Errno 111] Connection refused", or a name that did not resolve, is a connection that
 * never happened, not a status answered, and stays with the transport rules.
 */
const STATUS_LEADING =
  /(?:^|^[\w. ]{0,40}?error(?::\s*| (?=[45]\d\d:))|[[`'“]|(?:失败|错误|异常)[:：]?\s*)([45]\d\d)(?:\s+[a-z{(<"“]|\s+\[errno (?:32|104|54|10054)\]|\s*[{:-])|^[\w. ]{0,40}?error \(([45]\d\d)(?:\)|\s*\{|\s+(?:bad request|unauthori[sz]ed|payment required|forbidden|not found|request timeout|payload too large|unprocessable entity|too many requests|internal server error|bad gateway|service unavailable|gateway time-?out|overloaded)\b)|^[\w. ]{0,40}?error:\s*response ([45]\d\d):/;

/**
 * Azure.Core's own status line under a `RequestFailedException`'s message ("The provided image url can
 * not be accessed. status code: 403.\r\nStatus: 400 (Bad Request)\r\nErrorCode: …", held
 * h1682-azure-image-url-not-accessed-403-42591 without its 400; rule group NE, session 70): the SDK
 * writes the response's status there, so it wins over a status the service's message names for a
 * call it made itself (the image it fetched). Read first, only when a line opens with "Status: ".
 */
const AZURE_CORE_STATUS_LINE = /\nstatus: ([45]\d\d) \([a-z][a-z -]{1,40}\)\r?(?:\n|$)/;
/**
 * azure-core's exception string, "(code) message" after the class, whose code is Azure's status
 * written as a code ("ResourceNotFoundError: (404) Resource not found", the Foundry inference
 * SDK's 404, batch 116). A word in the brackets ("(DeploymentNotFound) …") is a code, not a status.
 * .NET Framework's `WebException` (Windows PowerShell's Invoke-RestMethod) writes the same "(status)
 * Reason" after its fixed sentence ("The remote server returned an error: (400) Bad Request.",
 * review r116).
 */
const STATUS_AZURE_CORE =
  /^[\w.]{0,60}?error:\s*\(([45]\d\d)\)\s+[a-z]|\bthe remote server returned an error: \(([45]\d\d)\) [a-z]/;

function takeBody(facts: ErrorFacts, info: BodyInfo, field: string): void {
  facts.bodyField = field;
  facts.errorObject = info.errorObject;
  if (info.message !== undefined) {
    facts.bodyMessage = clip(info.message);
    facts.bodyMessageField = info.messageField ?? `${field}.message`;
  }
}

/**
 * A lower-case snake_case code on an error object is a provider's code carried up by a client
 * (gpt_academic's `code: "invalid_api_key"` beside a cut body, batch 1107), read
 * with the body's codes; Node's and undici's codes are upper
 * case. Not a Connect/gRPC status name written in lower case (`permission_denied` around
 * "an internal error occurred", held h785): that is the framework's status, not the failure;
 * nor a code that only says an error came back (`server_error`, `bad_response_status_code`).
 */
function providerStyleCode(code: string, upper: string): boolean {
  return (
    PROVIDER_STYLE_CODE.test(code) &&
    !FRAMEWORK_STATUS_CODE.test(upper) &&
    !GENERIC_CHAIN_CODE.test(code)
  );
}

const PROVIDER_STYLE_CODE = /^[a-z]+(?:_[a-z0-9]+)+$/;

function readNode(facts: ErrorFacts, node: Bag, depth: number, messages: string[]): void {
  const at = linkName(depth);
  const message = read(node, 'message');
  if (typeof message === 'string' && message !== '') {
    const clipped = clip(message);
    if (depth === 0) facts.ownMessage = clipped;
    messages.push(clipped);
  }
  const providerName = read(node, 'providerErrorName');
  if (typeof providerName === 'string' && providerName !== '') {
    facts.names.push(providerName.toLowerCase());
  }
  const providerCode = read(node, 'providerCode');
  if (typeof providerCode === 'string') pushCode(facts, providerCode, at, 'providerCode');
  const name = nameOf(node);
  if (name !== undefined) {
    const lower = name.toLowerCase();
    facts.names.push(lower);
    if (lower === 'timeouterror') facts.sawTimeoutError = true;
    else if (lower === 'aborterror' || lower === 'apiuseraborterror') {
      facts.sawAbortError = true;
    }
  }
  for (const key of ['code', 'errno'] as const) {
    const code = read(node, key);
    // `STAYUP_*` is our own error class's code, not something the upstream said.
    if (
      typeof code === 'string' &&
      code !== '' &&
      code.length <= 64 &&
      !code.startsWith('STAYUP_')
    ) {
      const upper = code.toUpperCase();
      if (key === 'code' && providerStyleCode(code, upper)) pushCode(facts, code, at, key);
      if (!facts.chainCodes.some((existing) => existing.code === upper)) {
        facts.chainCodes.push({ code: upper, field: `${at}${key}` });
      }
    }
  }
  if (facts.status === undefined) {
    for (const key of ['status', 'statusCode', 'status_code'] as const) {
      const status = asStatus(read(node, key));
      if (status !== undefined) {
        facts.status = status;
        facts.statusField = `${at}${key}`;
        break;
      }
    }
    if (facts.status === undefined) {
      const response = read(node, 'response');
      const responseStatus = isObject(response) ? asStatus(read(response, 'status')) : undefined;
      const awsMeta = read(node, '$metadata');
      const awsStatus = isObject(awsMeta) ? asStatus(read(awsMeta, 'httpStatusCode')) : undefined;
      if (responseStatus !== undefined) {
        facts.status = responseStatus;
        facts.statusField = `${at}response.status`;
      } else if (awsStatus !== undefined) {
        facts.status = awsStatus;
        facts.statusField = `${at}$metadata.httpStatusCode`;
      }
    }
  }
  if (facts.headers === undefined) {
    const headers =
      normalizeHeaders(read(node, 'headers')) ??
      normalizeHeaders(read(node, 'responseHeaders')) ??
      normalizeHeaders(readPath(node, 'response', 'headers'));
    if (headers) facts.headers = headers;
  }
  const retryable = read(node, 'isRetryable');
  if (facts.isRetryableHint === undefined && typeof retryable === 'boolean') {
    facts.isRetryableHint = retryable;
  }
  if (facts.bodyField === undefined) readNodeBody(facts, node, at);
}

function readPath(node: Bag, first: string, second: string): unknown {
  const value = read(node, first);
  return isObject(value) ? read(value, second) : undefined;
}

function readNodeBody(facts: ErrorFacts, node: Bag, at: string): void {
  for (const key of ['body', 'responseBody', 'error', 'data'] as const) {
    const value = read(node, key);
    if (value === undefined || value === null) continue;
    const field = `${at}${key}`;
    if (typeof value === 'string') {
      if (value === '') continue;
      const parsed = parseJsonObject(value);
      if (parsed) {
        takeBody(facts, readBody(facts, parsed, field), field);
        facts.envelope = parsed;
      } else if (key !== 'data') {
        facts.bodyField = field;
        facts.bodyText = clip(value);
      }
      return;
    }
    if (!isObject(value) || Array.isArray(value)) continue;
    // Error instances under `error` are causes, not bodies.
    if (key === 'error' && typeof read(value, 'stack') === 'string') continue;
    if (key === 'error' && read(value, 'error') === undefined) {
      // openai SDK: `error` is `body.error` already.
      takeBody(facts, readErrorObject(facts, value, field), field);
    } else {
      takeBody(facts, readBody(facts, value, field), field);
      facts.envelope = value;
    }
    return;
  }
  const awsType = read(node, '__type');
  if (typeof awsType === 'string') pushCode(facts, awsType, at, '__type');
}

/** `own.slice(open, close + 1).includes(body)` without copying the document out. */
function documentHolds(own: string, open: number, close: number, body: string): boolean {
  const at = own.indexOf(body, open);
  return at >= 0 && at + body.length <= close + 1;
}

/** Entra ID's "(<OAuth error code>) AADSTS<number>:" head (RFC 6749 §5.2's codes but invalid_request). */
const ENTRA_OAUTH_CODE =
  /\((invalid_scope|invalid_client|invalid_grant|unauthorized_client|unsupported_grant_type)\) AADSTS\d{4,8}:/;
/** botocore's "An error occurred (<Code>) when calling the <Operation> operation". */
const BOTOCORE_CODE = /\ban error occurred \((\w{2,80})\) when calling the \w{1,80} operation\b/i;
/**
 * The AWS SDK for JavaScript prints a service error as `${name}: ${message}` ("ValidationException:
 * The provided request is invalid.", "ThrottlingException: Too many tokens, …"): a log that kept
 * only that string keeps the service's error code at its head. AWS service error names only; other
 * `…Exception:` heads (a browser's DOMException, Dart's SocketException) are no service's code, nor
 * is a head followed by a file path: Java's java.nio.file.AccessDeniedException shares the AWS name
 * and tools print it by that name with the path ("AccessDeniedException: /backups", review r82).
 * Also after a tool's short headline ("API call error: ValidationException: Validation Error",
 * promptfoo), and as the name with its Coral namespace and no message ("ValidationException:
 * http://internal.amazon.com/coral/com.amazon.bedrock/", Bedrock through the Anthropic SDK), batches
 * 119 and 127. The .NET and Java SDKs print the class with its package ("Amazon.BedrockRuntime.Model.
 * ValidationException: …", "software.amazon.awssdk.services.bedrockruntime.model.…", batch 766).
 * The name alone is the whole text where a troubleshooting table or a log kept only it
 * ("UnrecognizedClientException", batch 933; held ×7 as auth).
 */
const AWS_EXCEPTION_HEAD =
  /^(?:[A-Za-z][\w .-]{0,30}: )?(?:Amazon\.\w{1,40}\.Model\.|software\.amazon\.awssdk\.services\.\w{1,40}\.model\.)?(AccessDenied|ExpiredToken|InternalServer|ModelError|ModelNotReady|ModelStreamError|ModelTimeout|ResourceNotFound|ServiceQuotaExceeded|ServiceUnavailable|Throttling|UnrecognizedClient|Validation)Exception(?:: (?![/\\~]|[A-Za-z]:[/\\])|:https?:\/\/internal\.amazon\.com\/coral\/|\.?$)/;

/** tenacity's repr of the last attempt's future: `RetryError[<Future at 0x… state=finished raised X>]`. */
const TENACITY_RAISED =
  /\bRetryError\[<Future at 0x[0-9a-f]{1,16} state=finished raised ([A-Za-z_][\w.]{0,80})>\]/i;

/**
 * Google's ErrorInfo with `metadata.quota_limit_value` "0" (or a QuotaFailure violation's
 * `quotaValue` "0"): a quota with no allowance at all — unless a RetryInfo beside it
 * (`retryDelay`) says the window refills.
 */
function quotaLimitZero(details: unknown): boolean {
  if (!Array.isArray(details)) return false;
  let zero = false;
  for (let index = 0; index < details.length && index < 8; index++) {
    const detail: unknown = details[index];
    if (!isObject(detail)) continue;
    if (read(detail, 'retryDelay') !== undefined) return false;
    const metadata = read(detail, 'metadata');
    const value = isObject(metadata) ? read(metadata, 'quota_limit_value') : undefined;
    if (value === '0' || value === 0) zero = true;
    // A QuotaFailure's violation that states the quota's own value ("quotaValue": "0", Gemini's
    // free-tier metric on a paid project, batch 1351) says the same of that quota.
    const violations = read(detail, 'violations');
    if (!Array.isArray(violations)) continue;
    for (let inner = 0; inner < violations.length && inner < 8; inner++) {
      const violation: unknown = violations[inner];
      const stated = isObject(violation) ? read(violation, 'quotaValue') : undefined;
      if (stated === '0' || stated === 0) zero = true;
    }
  }
  return zero;
}

function finishText(facts: ErrorFacts, messages: string[]): void {
  const body = facts.bodyMessage;
  if (body !== undefined) {
    // Clients often print the whole body document inside their own message ("429 {…}",
    // "Error code: 400 - {'error': …}"). Its fields are already extracted, so the patterns see
    // the message around the document plus the body message once: half the text to scan. A
    // document the message printed with its quotes escaped, and the only one read, stays whole:
    // only its first message is extracted, and the words nested deeper (Azure's
    // `innererror.message`) are still the patterns' to read.
    const own = facts.ownMessage;
    const open = own.indexOf('{');
    const close = own.lastIndexOf('}');
    if (
      own !== '' &&
      messages[0] === own &&
      open >= 0 &&
      close > open &&
      !(facts.bodyField === 'message' && ESCAPED_OPEN.test(own)) &&
      documentHolds(own, open, close, body)
    ) {
      messages[0] = `${own.slice(0, open)} ${own.slice(close + 1)}`;
      messages.push(body);
    } else if (!own.includes(body)) {
      messages.push(body);
    }
  }
  if (facts.upstreamMessage !== undefined) messages.push(facts.upstreamMessage);
  if (facts.bodyText !== undefined) messages.push(facts.bodyText);
  // botocore's ClientError keeps the service's error code only in its text ("An error occurred
  // (ValidationException) when calling the Converse operation: …"; Bedrock's event stream spells it
  // `validationException`): a structured code, as a body's `__type` is — unless the class name
  // already says it, or a transport code says this attempt got no answer (the text is an earlier
  // attempt's).
  for (const message of messages) {
    if (message.indexOf('rror occurred (') < 0 || hasTransportCode(facts)) continue;
    const code = BOTOCORE_CODE.exec(message)?.[1];
    if (code !== undefined && !facts.names.includes(code.toLowerCase())) {
      pushCode(facts, code, 'message', '.code');
    }
  }
  // Entra ID (MSAL, azure-identity) prints a refused token request as "(invalid_scope) AADSTS70011:
  // …" (batch 578): the OAuth error code (RFC 6749 §5.2) in parentheses before the AADSTS
  // description is the identity platform's structured code, read as a body's `error` would be.
  // `invalid_request` is left out: its AADSTS descriptions name a token request's parameters, which
  // would read as the model request's validation.
  for (const message of messages) {
    if (message.indexOf(') AADSTS') < 0) continue;
    const code = ENTRA_OAUTH_CODE.exec(message)?.[1];
    if (code !== undefined) pushCode(facts, code, 'message', '.code');
  }
  // …and the AWS SDK for JavaScript's `Name: message` rendering keeps it at the head (batch 82) —
  // when nothing structured says otherwise: a class name or a code the error carries (its own
  // class, a body's code) is the sender's word, the head only a string's; a plain `Error` that
  // wrapped the string names nothing.
  const head =
    facts.codes.length === 0 && facts.names.every((name) => name === 'error')
      ? AWS_EXCEPTION_HEAD.exec(facts.ownMessage)?.[1]
      : undefined;
  if (head !== undefined && !hasTransportCode(facts)) {
    pushCode(facts, `${head}Exception`, 'message', '.code');
  }
  // tenacity's `RetryError[<Future at 0x… state=finished raised APIConnectionError>]` keeps the last
  // attempt's exception only as its class name (batch 335; held h41, h106, h149): the class the
  // client raised, read as the class itself would be (`apiconnectionerror` → transport).
  for (const message of messages) {
    if (message.indexOf('state=finished raised ') < 0) continue;
    const raised = TENACITY_RAISED.exec(message)?.[1]?.toLowerCase();
    if (raised !== undefined && !facts.names.includes(raised)) facts.names.push(raised);
  }
  // Google's quota metadata kept only as structure (`details[].metadata.quota_limit_value: "0"`):
  // read as its text form is (no allowance at all, billing).
  if (quotaLimitZero(facts.details)) messages.push('quota_limit_value: 0');
  // Structured codes read like words too (`model_not_found`, `insufficient_quota`): the text
  // patterns see them even when a body message says only "gone".
  if (facts.codes.length > 0) {
    let codes = '';
    for (const code of facts.codes) codes += ` ${code.value}`;
    messages.push(codes);
  }
  facts.text = unwrapLines(joinBounded(messages).toLowerCase());
}

/**
 * A terminal's wrap inside a sentence (Claude Code and Gemini CLI indent the continuation: "does not
 * support\n     thinking", batch 190) joined back into one line, so the phrase reads as it was sent;
 * a line break without that indentation, before anything but a word, or after a short line (a
 * field name over its indented error, as Pydantic prints them) is left alone — except inside a JSON
 * `"message"` string, where no raw line break can be the sender's ({@link WRAPPED_JSON_STRING}).
 */
function unwrapLines(text: string): string {
  const joined = text.includes('\n  ') ? text.replace(WRAPPED_LINE, '$1 ') : text;
  return joined.includes('"message":') ? joined.replace(WRAPPED_JSON_STRING, '$1 ') : joined;
}
/**
 * A line break inside a JSON document's `"message"` string, with no indentation after it ("This
 * organization has been\ndisabled.", a terminal's wrap of Claude Code's line, batch 207): JSON
 * escapes a newline inside a string, so a raw one there is the terminal's, between two words.
 */
const WRAPPED_JSON_STRING = /("message": ?"[^"\n\\]{1,200}[a-z,])\n(?=[a-z])/g;
/**
 * A line of 40 or more characters ending in a word, then an indentation of two or more spaces
 * before another word, or before a backticked name (DashScope's "model\n     `gemini-3.1-pro-high`
 * is not supported." in Claude Code's wrap, batch 671).
 */
const WRAPPED_LINE = /((?:^|\n)[^\n]{39,}[a-z,])\n {2,}(?=[a-z]|`[\w.-])/g;

/** Joins the messages; over `MAX_TEXT_CHARS`, each keeps only the head of its fair share. */
function joinBounded(messages: string[]): string {
  let total = 0;
  for (const message of messages) total += message.length + 1;
  if (total <= MAX_TEXT_CHARS) return messages.join('\n');
  const share = Math.max(MIN_MESSAGE_SHARE, Math.floor(MAX_TEXT_CHARS / messages.length));
  return messages.map((message) => message.slice(0, share)).join('\n');
}

/**
 * A WebSocket CloseEvent's code and reason as a browser prints them, or undefined (not one). The
 * words are read by `WS_CLOSE_REFUSED` in patterns.ts, as a printed "Code: 1007, reason: …" is; the
 * close codes without a reason are left to the older close-code readings in patterns.ts (rule group
 * OB, session 71; cross-reference from review 2 of session 71).
 */
function closeEventWords(data: unknown): string | undefined {
  if (!isObject(data) || typeof read(data, 'wasClean') !== 'boolean') return undefined;
  const code = read(data, 'code');
  const reason = stringOf(read(data, 'reason'));
  if (typeof code !== 'number' || code < 1000 || code > 4999 || reason === undefined)
    return undefined;
  return `code: ${code}, reason: ${reason}`;
}
