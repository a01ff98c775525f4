/**
 * Steps 5–7 of the pipeline (DESIGN §1.2): TLS failures, server disconnects (with the large-
 * session heuristic) and transport codes.
 * @module
 */
import { DISCONNECT_CODES, TRANSPORT_CODES, TRANSPORT_NAMES } from './code-rules.js';
import { byText, type Decision, fieldOf, type Run, type Size } from './decision.js';
import type { ErrorFacts } from './extract.js';
import * as P from './patterns.js';

export function isLargeForDisconnect(size: Size): boolean {
  const { approxTokens, contextLength, numMessages } = size;
  if (contextLength > 0 && approxTokens > 0.6 * contextLength) return true;
  return (
    (contextLength === 0 || contextLength <= 256_000) &&
    (approxTokens > 120_000 || numMessages > 200)
  );
}

/**
 * A transport code of Node's HTTP clients by prefix: undici's `UND_ERR_*` and the HTTP parser's
 * `HPE_*` ("Parse Error: Expected HTTP/": bytes that were no HTTP response).
 */
function isClientTransportCode(code: string): boolean {
  return code.startsWith('UND_ERR_') || code.startsWith('HPE_');
}

export function hasTransportCode(facts: ErrorFacts): boolean {
  for (const code of facts.chainCodes) {
    if (
      TRANSPORT_CODES.has(code.code) ||
      isClientTransportCode(code.code) ||
      P.TLS_CODE.test(code.code)
    ) {
      return true;
    }
  }
  return false;
}

export function byTls(run: Run): Decision | undefined {
  for (const code of run.facts.chainCodes) {
    if (P.TLS_CODE.test(code.code)) {
      return {
        reason: 'timeout',
        category: 'transport.ssl_cert',
        step: 'tls',
        rule: 'tls.code',
        field: code.field,
        matched: code.code,
      };
    }
  }
  return (
    serializedCauseTls(run) ??
    byText(run, P.TLS_TEXT, 'timeout', 'transport.ssl_cert', 'tls', 'tls.text')
  );
}

/**
 * A fetch failure a chat UI or relay serialized as its body, its Node error under `cause`
 * (LobeChat's `{endpoint, error: {cause: {code: "UNABLE_TO_VERIFY_LEAF_SIGNATURE"}}}`, an
 * intercepting proxy's certificate, batch 574): that code is Node's TLS code as on a live chain,
 * not the provider's. Only a code read from a `cause` object: a provider's own body code is not.
 */
function serializedCauseTls(run: Run): Decision | undefined {
  for (const code of run.facts.codes) {
    if (!code.field.endsWith('.cause.code')) continue;
    const upper = code.value.toUpperCase();
    if (!P.TLS_CODE.test(upper)) continue;
    return {
      reason: 'timeout',
      category: 'transport.ssl_cert',
      step: 'tls',
      rule: 'tls.serialized_cause_code',
      field: code.field,
      matched: upper,
    };
  }
  return undefined;
}

export function byDisconnect(run: Run): Decision | undefined {
  let field: string | undefined;
  let matched: string | undefined;
  for (const code of run.facts.chainCodes) {
    if (DISCONNECT_CODES.has(code.code)) {
      field = code.field;
      matched = code.code;
      break;
    }
  }
  if (matched === undefined) {
    const pattern = P.DISCONNECT.test(run.text) ? P.DISCONNECT : P.CHAT_CALL_EOF;
    const match = pattern.exec(run.text);
    if (match === null) return undefined;
    field = fieldOf(run.facts, pattern);
    matched = match[0];
  }
  if (isLargeForDisconnect(run.size)) {
    return {
      reason: 'context_overflow',
      category: 'context_overflow.disconnect_large_session',
      step: 'disconnect',
      rule: 'disconnect.large_session',
      field,
      matched: `${matched} with ${run.size.approxTokens} tokens / ${run.size.numMessages} messages`,
    };
  }
  return {
    reason: 'timeout',
    category: 'transport.reset',
    step: 'disconnect',
    rule: 'disconnect.small_session',
    field,
    matched,
  };
}

/**
 * Codes of a request the HTTP client refused to send (a header value with a newline, a malformed
 * URL): the request is wrong, not the network, so no retry and no breaker failure.
 */
const LOCAL_ARGUMENT_CODES: ReadonlySet<string> = new Set([
  'UND_ERR_INVALID_ARG',
  'ERR_INVALID_CHAR',
  'ERR_HTTP_INVALID_HEADER_VALUE',
  'ERR_INVALID_HTTP_TOKEN',
  'ERR_INVALID_URL',
]);

/**
 * LiteLLM's connection class around a quoted key that ends its line ("litellm.APIConnectionError: 'name'",
 * held h516, h635, batch 666): the str() of a Python KeyError its own translation of the answer
 * raised (a function call without a name), which it files under that class whatever it was. The
 * connection worked; what failed is not said.
 */
const WRAPPED_KEY_ERROR = /connectionerror: '[a-z_]\w{0,40}'(?=\s*$|\n)/;

/**
 * httpx's `ResponseNotRead` ("Attempted to access streaming response content, without having called
 * `read()`."), which LiteLLM files under its connection class when it reads the body of a failed
 * stream (Bedrock, batch 709): the connection answered, the client's own handling broke, and the
 * provider's error it was reading is lost.
 */
const WRAPPED_RESPONSE_NOT_READ =
  /\battempted to access streaming response content, without having called `?read\(\)/;

function wrappedKeyError(matched: string, rule = 'transport.wrapped_key_error'): Decision {
  return {
    reason: 'unknown',
    category: 'unknown',
    step: 'transport',
    rule,
    field: 'message',
    matched,
  };
}

/**
 * axios's code for a 4xx answer (`AxiosError.ERR_BAD_REQUEST`) with the status lost: the server
 * answered and refused the request, as a bare 400 reads (held ×7 format_error). A client's generic
 * wrapper around it ("Unable to connect to Anthropic services … Failed to connect to
 * api.anthropic.com: ERR_BAD_REQUEST … check your internet connection", Claude Code's preflight,
 * batch 704) guesses at the network; the code says the network worked. Read after every wording
 * rule, so a 401's or 429's words decide first.
 */
const AXIOS_ANSWERED_4XX = 'ERR_BAD_REQUEST';

function answered4xx(field: string): Decision {
  return {
    reason: 'format_error',
    category: 'request.invalid',
    step: 'transport',
    rule: 'transport.answered_4xx',
    field,
    matched: AXIOS_ANSWERED_4XX,
  };
}

export function byTransport(run: Run): Decision | undefined {
  const { facts } = run;
  for (const code of facts.chainCodes) {
    if (LOCAL_ARGUMENT_CODES.has(code.code)) {
      // A credential header the client refused to send (a key with a newline or a curly quote):
      // the configured key is malformed, as the message rules read the same refusal.
      const unsendable = P.CREDENTIAL_HEADER_REFUSED.exec(run.text);
      if (unsendable) {
        return {
          reason: 'auth_permanent',
          category: 'auth.invalid_key',
          step: 'transport',
          rule: 'transport.key_unsendable',
          field: code.field,
          matched: `${code.code} ${unsendable[0]}`,
        };
      }
      return {
        reason: 'format_error',
        category: 'request.invalid_argument',
        step: 'transport',
        rule: 'transport.local_argument',
        field: code.field,
        matched: code.code,
      };
    }
    if (code.code === AXIOS_ANSWERED_4XX) return answered4xx(code.field);
    // Node's HTTP parser (`HPE_INVALID_CONSTANT`: "Parse Error: Expected HTTP/") read bytes that
    // were no HTTP response: a broken connection or a middlebox, no verdict.
    const category =
      TRANSPORT_CODES.get(code.code) ??
      (isClientTransportCode(code.code) ? 'transport.other' : undefined);
    if (category !== undefined) {
      return {
        reason: 'timeout',
        category,
        step: 'transport',
        rule: 'transport.code',
        field: code.field,
        matched: code.code,
      };
    }
  }
  // A client's own error serialized as the body (Cline's AI SDK error `{"message": "Connection
  // error.", "code": "UND_ERR_INVALID_ARG", "modelId", "providerId"}`, held h504 as the body alone:
  // format_error; held ×2 format_error): the argument the client refused to send, as the same code
  // on the error object reads, before its stock "Connection error." does. Rule group LE, session 68.
  for (const code of facts.codes) {
    if (code.field.startsWith('body') && LOCAL_ARGUMENT_CODES.has(code.value)) {
      return {
        reason: 'format_error',
        category: 'request.invalid_argument',
        step: 'transport',
        rule: 'transport.local_argument_in_body',
        field: code.field,
        matched: code.value,
      };
    }
  }
  if (facts.sawTimeoutError) {
    return {
      reason: 'timeout',
      category: 'transport.timeout',
      step: 'transport',
      rule: 'transport.timeout_error',
      field: 'name',
      matched: 'TimeoutError',
    };
  }
  for (const name of facts.names) {
    // httpx's and httpcore's classes under their module ("httpx.ConnectError" as the error's name,
    // h972; held httpx./httpcore. transport names ×16, all timeout): the class they name. Rule
    // group VC, session 76.
    const category = TRANSPORT_NAMES.get(unqualifiedHttpxName(name));
    if (category !== undefined) {
      const keyError = WRAPPED_KEY_ERROR.exec(run.text);
      if (keyError) return wrappedKeyError(keyError[0]);
      const notRead = WRAPPED_RESPONSE_NOT_READ.exec(run.text);
      if (notRead) return wrappedKeyError(notRead[0], 'transport.wrapped_response_not_read');
      return {
        reason: 'timeout',
        category,
        step: 'transport',
        rule: 'transport.name',
        field: 'name',
        matched: name,
      };
    }
  }
  return (
    // A browser's block of a page's call (mixed content) or Firefox's "CORS request did not
    // succeed": nothing answered (held h1561 ×3, rule group LB, session 68).
    byText(
      run,
      P.BROWSER_REQUEST_UNANSWERED,
      'timeout',
      'transport.other',
      'transport',
      'transport.browser_request_unanswered',
    ) ??
    byTransportText(run) ??
    // A connection lost after it was made, without a status ("Upstream Connection Lost", "http2:
    // client connection lost"; held ×12 timeout; rule group NC, session 70): after the disconnect
    // step, so a large session's reading comes first.
    byText(
      run,
      P.CONNECTION_LOST,
      'timeout',
      'transport.reset',
      'transport',
      'transport.connection_lost',
    ) ??
    // Warp's transport failure around reqwest's `Request` kind, or its `Decode` or `Body` kind with
    // a transport source, before any status (held ×6 timeout; rule group PD, session 72; review 2).
    byText(
      run,
      P.REQWEST_TRANSPORT_ERROR,
      'timeout',
      'transport.other',
      'transport',
      'transport.reqwest_transport',
    ) ??
    // GitHub Copilot Chat's fixed reason under a failed request: check the firewall and network
    // (held ×22 timeout; rule group QD, session 73). After the disconnect step, as above.
    byText(
      run,
      P.COPILOT_FIREWALL_NETWORK_REASON,
      'timeout',
      'transport.other',
      'transport',
      'transport.copilot_network_reason',
    ) ??
    // Winsock's refused or timed-out connect by its number alone ("WinError 10061"; held ×40
    // timeout; rule group UB, session 75), and a client's "… could not be reached" (held ×2
    // timeout without a status): no connection was made.
    byText(
      run,
      P.WINSOCK_CONNECT_FAILED_CODE,
      'timeout',
      (text) =>
        /\b(?:winerror|errno|os error) ?10060\b/.test(text)
          ? 'transport.timeout'
          : 'transport.refused',
      'transport',
      'transport.winsock_connect_code',
    ) ??
    byText(
      run,
      P.SERVICE_COULD_NOT_BE_REACHED,
      'timeout',
      'transport.refused',
      'transport',
      'transport.service_not_reached',
    ) ??
    // A connect refused named by its kind alone (a Rust log's bare `ConnectionRefused`, held ×28
    // timeout; rule group UA, session 75): nothing listened, so nothing judged the request.
    byText(
      run,
      P.CONNECTION_REFUSED_KIND,
      'timeout',
      'transport.refused',
      'transport',
      'transport.refused_kind',
    )
  );
}

/**
 * Transport wording ("fetch failed", "getaddrinfo ENOTFOUND", Envoy's "upstream connect error",
 * WinHTTP's "The server name or address could not be resolved").
 */
export function byTransportText(run: Run): Decision | undefined {
  // A quoted host name that did not resolve, without the resolver's own words (held h2136).
  const unresolved = byText(
    run,
    P.HOST_NOT_RESOLVED_QUOTED,
    'timeout',
    'transport.dns',
    'transport',
    'transport.host_not_resolved',
  );
  if (unresolved) return unresolved;
  const match = P.TRANSPORT_TEXT.exec(run.text);
  if (match === null) return undefined;
  const text = match[0];
  const category =
    /getaddrinfo|\benotfound|eai_again|dns|name resolution|could not be resolved|ipv4 or ipv6/.test(
      text,
    )
      ? 'transport.dns'
      : /refused|econnrefused|unreachable|no route|could not be established|enetdown|ehostdown|typo in the url/.test(
            text,
          )
        ? 'transport.refused'
        : /etimedout|timeout/.test(text)
          ? 'transport.timeout'
          : text === 'econnaborted'
            ? 'transport.reset'
            : 'transport.other';
  return {
    reason: 'timeout',
    category,
    step: 'transport',
    rule: 'transport.text',
    field: fieldOf(run.facts, P.TRANSPORT_TEXT),
    matched: text,
  };
}

/** An httpx or httpcore class name without its module ("httpx.connecterror" → "connecterror"). */
function unqualifiedHttpxName(name: string): string {
  if (name.startsWith('httpx.')) return name.slice(6);
  if (name.startsWith('httpcore.')) return name.slice(9);
  return name;
}
