/**
 * The gateway: an OpenAI- and Anthropic-compatible HTTP server on `node:http` (no framework on
 * the hot path) in front of a stayup `Client`.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { ChatResult, Client, ClientOptions, RequestOptions } from '../client/types.js';
import type { StayupConfig } from '../config/config-schema.js';
import { ConfigError, InvalidOptionsError } from '../core/errors.js';
import { estimateTokens } from '../core/estimate-tokens.js';
import type { StayupEvent } from '../core/events.js';
import type { ChatRequest } from '../core/model.js';
import type { Clock } from '../core/ports.js';
import {
  type AttemptController,
  LightAbortController,
} from '../policies/light-abort-controller.js';
import {
  createPrometheusMetrics,
  type PrometheusMetrics,
} from '../telemetry/prometheus-metrics.js';
import type { RequestTrace, RequestTracer } from '../telemetry/request-tracer.js';
import { parseAnthropicRequest } from './anthropic-request.js';
import { anthropicResponseText, createAnthropicStreamEncoder } from './anthropic-response.js';
import { azureDeployment, azureV1Hint, azureV1Route, withDeploymentModel } from './azure-route.js';
import { clientFromConfig } from './client-from-config.js';
import { type CorsOptions, gatewayCorsPolicy } from './cors.js';
import {
  type AttemptSummary,
  errorResponse,
  type GatewayErrorOptions,
  gatewayError,
  summarizeAttempts,
  type WireError,
  type WireShape,
} from './error-response.js';
import { createKeyCheck, isLoopbackHost } from './gateway-auth.js';
import { createHostCheck } from './host-check.js';
import { parseOpenAIRequest } from './openai-request.js';
import { createOpenAIStreamEncoder, openAIResponseText } from './openai-response.js';
import {
  BadEncoding,
  BodyAborted,
  BodyTooLarge,
  decodeBody,
  discardBody,
  readBody,
  SUPPORTED_ENCODINGS,
  UnsupportedEncoding,
} from './read-body.js';
import { checkTimerMs, startRequestDeadline } from './request-deadline.js';
import { createGatewayLogger, RequestLine, requestLineWriter } from './request-log.js';
import { checkJsonDepth } from './wire-validation.js';

const INVALID_KEY =
  'invalid or missing gateway key (Authorization: Bearer …, x-api-key or api-key)';

/**
 * Without gateway keys, a loopback gateway trusts whoever reaches it, and every web page the user
 * visits reaches it: a text/plain POST needs no preflight. A browser's request (it carries
 * `Origin`; SDKs, curl and servers send none) is then served only for an origin `server.cors` lets
 * in. (A DNS-rebound page's requests are same-origin, GETs without `Origin`: the Host check
 * refuses those, see host-check.ts.)
 */
const ORIGIN_REFUSAL: GatewayErrorOptions = {
  kind: 'origin_not_allowed',
  message:
    'this gateway has no keys, so it serves no web page unless its origin is listed in server.cors.origins (or set server.keys)',
};

/**
 * The refusal of a request addressed to a host that is neither loopback nor listed, on a gateway
 * without keys (the page of a DNS-rebound name, see host-check.ts).
 */
function hostRefusal(host: string): GatewayErrorOptions {
  return {
    kind: 'host_not_allowed',
    message: `the Host "${clip(host)}" is not a name of this gateway: without gateway keys it answers only requests addressed to localhost or a loopback address, so that no web page can reach it through DNS rebinding; list the host in server.allowed_hosts (e.g. host.docker.internal) or set server.keys`,
  };
}

/** How many refused hosts get their own warning (each one once): the rest are request lines only. */
const WARNED_HOSTS_LIMIT = 100;

/** A caller's string as logged or echoed: at most `maxLength` characters (a 2 MB model name). */
function clip(text: string, maxLength = 200): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength)}…`;
}

/** The refusal of a model the gateway does not serve, listing the ones it does. */
function modelNotFound(model: string, names: ReadonlySet<string>): GatewayErrorOptions {
  return {
    kind: 'model_not_found',
    message: `the model "${clip(model)}" does not exist on this gateway; available: ${[...names].join(', ')}`,
    param: 'model',
  };
}

/** The refusal of a body the gateway cannot decode (`null`: not an encoding error). */
function encodingRefusal(error: unknown): GatewayErrorOptions | null {
  if (error instanceof UnsupportedEncoding) {
    return {
      kind: 'unsupported_media_type',
      message: `the request's content-encoding "${clip(error.encoding)}" is not supported; send the body as is or with ${SUPPORTED_ENCODINGS}`,
    };
  }
  if (error instanceof BadEncoding) return { kind: 'invalid_request', message: error.message };
  return null;
}

/** The refusal of a body over the limit; the connection closes after it. */
function bodyTooLarge(limitBytes: number): GatewayErrorOptions {
  return {
    kind: 'payload_too_large',
    message: `the request body exceeds the gateway's limit of ${limitBytes} bytes`,
    extraHeaders: { connection: 'close' },
  };
}

/** Options of {@link createGateway}: a validated `config`, or a `client` you built. */
export interface GatewayOptions {
  /** A validated config (`loadConfig`); the gateway builds and owns the client. */
  readonly config?: StayupConfig | undefined;
  /** Runtime pieces for the client built from `config` (clock, providers, store …). */
  readonly clientOptions?: Partial<ClientOptions> | undefined;
  /** The recovery client to serve (instead of `config`). */
  readonly client?: Client | undefined;
  /** Whether `close()` also closes the client. @default true with `config`, false with `client` */
  readonly ownsClient?: boolean | undefined;
  /** Gateway keys (`Authorization: Bearer` or `x-api-key`). None: no auth, loopback only. @default config.server.keys ?? [] */
  readonly keys?: readonly string[] | undefined;
  /** Request body limit in bytes. @default config.server.body_limit ?? 10485760 (10 MiB) */
  readonly bodyLimitBytes?: number | undefined;
  /**
   * Whole-request deadline, streams included (1 … 2^31−1 ms). With `config`, the engine's
   * `retry.max_elapsed` and the bound of a call on a target with a fallback derive from it (see
   * `engineDeadlines`). @default config.server.request_timeout ?? 600000
   */
  readonly requestTimeoutMs?: number | undefined;
  /** How long `close()` lets in-flight requests finish before aborting them. @default config.server.shutdown_timeout ?? 10000 */
  readonly shutdownTimeoutMs?: number | undefined;
  /**
   * How long `close()` first keeps serving while `/health` answers 503 (`draining`), so a load
   * balancer stops sending before connections are refused. @default config.server.drain ?? 0
   */
  readonly drainMs?: number | undefined;
  /** Structured logs (one line per request). `false`: none. @default a pino logger on stdout at the config's `log` level */
  readonly logger?: Logger | false | undefined;
  /** Prometheus metrics; served at `/metrics`. `false`: none. @default a fresh registry */
  readonly metrics?: PrometheusMetrics | false | undefined;
  /** OpenTelemetry request spans. */
  readonly tracer?: RequestTracer | undefined;
  /** Browser access (CORS). `false`: off. @default config.server.cors, else off */
  readonly cors?: CorsOptions | false | undefined;
  /**
   * Without gateway keys, the hosts served besides loopback ones (`localhost`, `*.localhost`,
   * 127.0.0.0/8, `[::1]`): any other `Host` is refused (403 `host_not_allowed`), the guard against
   * DNS rebinding. Names (`host.docker.internal`), `.corp.internal` for a domain and its
   * subdomains, or addresses; no port. Not used with keys. @default config.server.allowed_hosts ?? []
   */
  readonly allowedHosts?: readonly string[] | undefined;
  /** Wall clock for `created` timestamps and retry-after maths. @default Date.now */
  readonly now?: (() => number) | undefined;
  /** Clock of the per-request timeout and the shutdown drain (tests pass a ManualClock). @default real timers */
  readonly timeoutClock?: Clock | undefined;
}

/** A running (or ready-to-run) gateway. */
export interface Gateway {
  readonly server: Server;
  readonly client: Client;
  /** Binds the server. Refuses a non-loopback host when no keys are configured. */
  listen(
    port?: number,
    host?: string,
  ): Promise<{ readonly url: string; readonly port: number; readonly host: string }>;
  /** Stops accepting, lets in-flight requests finish (bounded), then closes everything. */
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json';
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's log line and metric source (see {@link RequestLine}). */
type RequestLog = RequestLine;

function send(
  response: ServerResponse,
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string,
): void {
  // Object.assign, not a spread: V8 makes adding keys to a spread copy slow (≈ 4 µs here).
  response.writeHead(
    status,
    Object.assign({}, headers, {
      'content-type': JSON_TYPE,
      'content-length': String(Buffer.byteLength(body)),
    }),
  );
  response.end(body);
}

/**
 * Waits until the socket takes more output, the caller goes away, or the request is aborted (its
 * deadline, or shutdown): a caller that stops reading must not hold the request past either.
 */
function waitForDrain(response: ServerResponse, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      response.off('drain', done);
      response.off('close', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Coalesces the SSE frames produced within one event-loop turn into one socket write: events
 * parsed from one upstream packet leave in one packet (a write per frame costs a syscall each).
 * A class rather than closures and an object literal with a getter (≈ 2 µs a stream to create).
 */
class WriteBatch {
  private pending = '';
  private scheduled = false;
  /** True once a write was refused (the socket buffer is full) until its 'drain'. */
  blocked = false;
  private readonly response: ServerResponse;

  constructor(response: ServerResponse) {
    this.response = response;
    response.on('drain', () => {
      this.blocked = false;
    });
  }

  push(text: string): void {
    this.pending += text;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** The text not written yet (for the final `end()`). */
  take(): string {
    const text = this.pending;
    this.pending = '';
    return text;
  }

  private flush(): void {
    this.scheduled = false;
    const { response } = this;
    if (this.pending === '' || response.destroyed || response.writableEnded) return;
    const text = this.pending;
    this.pending = '';
    if (!response.write(text)) this.blocked = true;
  }
}

/** The user name and password of the config's Redis URL (never logged). */
function storeSecrets(config: StayupConfig | undefined): string[] {
  const store = config?.store;
  if (typeof store !== 'object') return [];
  try {
    const url = new URL(store.redis);
    return [decodeURIComponent(url.password), decodeURIComponent(url.username)].filter(
      (value) => value.length >= 3,
    );
  } catch {
    return [];
  }
}

/** A store message without URL credentials (`redis://user:secret@host` → `redis://***@host`). */
function redactStoreText(text: string, secrets: readonly string[]): string {
  let result = text.replace(/\/\/[^/\s@]*@/g, '//***@');
  for (const secret of secrets) result = result.split(secret).join('***');
  return result;
}

class Disconnected {}
class GatewayTimeout {}

/** One attempt as the ledger knows it (mutable until the request ends). */
interface LedgerEntry {
  attempt: number;
  target: string;
  credential: string | undefined;
  reason: string;
  category: string;
  status: number | undefined;
  action: string;
  startedMs: number;
  durationMs: number | undefined;
  /** `performance.now()` when the attempt began: the age of one still running at the deadline. */
  readonly startedPerfMs: number;
}

const REQUEST_TIMEOUT_CUT = { reason: 'timeout', category: 'gateway.request_timeout' } as const;

/**
 * The attempts of the requests being served, rebuilt from engine events: the engine rethrows the
 * gateway's own abort unchanged, so a 504 learns what was tried (and what was still running) here.
 * Only requests opened with `open()` are tracked; the events of the rest cost one map lookup.
 */
class AttemptLedger {
  private readonly byRequest = new Map<string, LedgerEntry[]>();

  open(requestId: string): void {
    if (!this.byRequest.has(requestId)) this.byRequest.set(requestId, []);
  }

  close(requestId: string): void {
    this.byRequest.delete(requestId);
  }

  onEvent(event: StayupEvent): void {
    const entries = this.byRequest.get(event.requestId);
    if (entries === undefined) return;
    switch (event.type) {
      case 'attempt':
        entries.push({
          attempt: event.attempt,
          target: event.target,
          credential: event.credential,
          reason: 'in_progress',
          category: 'in_progress',
          status: undefined,
          action: 'in_progress',
          startedMs: event.timeMs,
          durationMs: undefined,
          startedPerfMs: performance.now(),
        });
        return;
      case 'error': {
        // An attempt the gateway's own abort cut stays "running": `summaries` names the cut
        // (deadline, disconnect, shutdown), which the engine cannot tell apart.
        if (event.classification.category === 'aborted.caller') return;
        const entry = entries.findLast((item) => item.attempt === event.attempt);
        if (entry === undefined) return;
        entry.reason = event.classification.reason;
        entry.category = event.classification.category;
        entry.status = event.classification.status;
        entry.action = event.final ? 'fail' : 'error';
        entry.durationMs = event.timeMs - entry.startedMs;
        return;
      }
      case 'retry':
      case 'fallback':
      case 'rotate': {
        const last = entries.at(-1);
        if (last !== undefined && last.action === 'error') last.action = event.type;
        return;
      }
      default:
    }
  }

  /**
   * The request's attempts; one still running is reported as cut by `cut` (by default the
   * gateway's deadline).
   */
  summaries(
    requestId: string,
    cut: { readonly reason: string; readonly category: string } = REQUEST_TIMEOUT_CUT,
  ): AttemptSummary[] {
    const entries = this.byRequest.get(requestId) ?? [];
    const nowPerfMs = performance.now();
    return entries.map((entry) => {
      const running = entry.durationMs === undefined;
      return {
        attempt: entry.attempt,
        target: entry.target,
        ...(entry.credential === undefined ? {} : { credential: entry.credential }),
        reason: running ? cut.reason : entry.reason,
        category: running ? cut.category : entry.category,
        ...(entry.status === undefined ? {} : { status: entry.status }),
        action: running ? 'aborted' : entry.action,
        durationMs: Math.round(entry.durationMs ?? nowPerfMs - entry.startedPerfMs),
      };
    });
  }
}

/**
 * The 404 message for a route the gateway does not serve. Clients that default to OpenAI's
 * Responses API (the OpenAI Agents SDK, `@ai-sdk/openai`'s `openai(model)`) are told how to use
 * chat completions instead.
 */
function noRouteMessage(method: string, path: string): string {
  const route = `no route for ${method} ${path}`;
  const azureHint = azureV1Hint(path);
  if (azureHint !== undefined) return `${route}: ${azureHint}`;
  if (!/^\/(?:openai\/)?(?:v1\/)?responses(?:\/|$)/.test(path)) return route;
  // Azure's v1 docs start with the Responses API: name the chat route under the same base URL.
  const chat = path.startsWith('/openai/') ? '/openai/v1/chat/completions' : '/v1/chat/completions';
  return `${route}: stayup serves chat completions (POST ${chat}) and Anthropic messages (POST /v1/messages), not the Responses API; point the client at chat completions (OpenAI Agents SDK: set_default_openai_api("chat_completions"); AI SDK: openai.chat(model))`;
}

/**
 * Creates the gateway around a client. Nothing listens until `listen()`.
 *
 * @example
 * const gateway = createGateway({ client, keys: [process.env.STAYUP_KEY!] });
 * const { url } = await gateway.listen(4000, '127.0.0.1');
 */
export function createGateway(options: GatewayOptions): Gateway {
  const serverConfig = options.config?.server;
  const logLevel = options.config?.log;
  const logger =
    options.logger === false
      ? undefined
      : (options.logger ??
        createGatewayLogger({ level: typeof logLevel === 'object' ? logLevel.level : logLevel }));
  const metrics =
    options.metrics === false ? undefined : (options.metrics ?? createPrometheusMetrics());
  const writeRequestLine = logger ? requestLineWriter(logger) : undefined;
  const tracer = options.tracer;
  // Attempt histories for 504s; fed only by a client the gateway builds (it owns the event tap).
  const ledger = new AttemptLedger();
  const ledgerActive = options.client === undefined;
  const shutdownTimeoutMs = checkTimerMs(
    'shutdownTimeoutMs',
    options.shutdownTimeoutMs ?? serverConfig?.shutdown_timeout ?? 10_000,
  );
  const requestTimeoutMs = checkTimerMs(
    'requestTimeoutMs',
    options.requestTimeoutMs ?? serverConfig?.request_timeout ?? 600_000,
  );
  const drainMs = options.drainMs ?? serverConfig?.drain ?? 0;
  if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > 2 ** 31 - 1)
    throw new InvalidOptionsError('drainMs', 'must be an integer of milliseconds, 0 … 2^31−1');
  let draining = false;
  let client: Client;
  if (options.client) {
    client = options.client;
  } else if (options.config) {
    client = clientFromConfig({
      config: options.config,
      clientOptions: options.clientOptions,
      requestTimeoutMs,
      onEvent: (event) => {
        metrics?.onEvent(event);
        tracer?.onEvent(event);
        ledger.onEvent(event);
        if (event.type === 'store_degraded' || event.type === 'store_recovered')
          logStoreEvent(event);
      },
    });
  } else {
    throw new InvalidOptionsError('config', 'createGateway needs a config or a client');
  }
  // The store emits each transition once (DESIGN §4: requests go on, with a warning).
  function logStoreEvent(
    event: StayupEvent & { type: 'store_degraded' | 'store_recovered' },
  ): void {
    if (logger === undefined) return;
    const secrets = storeSecrets(options.config);
    if (event.type === 'store_degraded') {
      logger.warn(
        {
          event: 'store_degraded',
          store: event.store,
          detail: redactStoreText(event.message, secrets),
        },
        'state store unreachable: requests go on with local state until it is back',
      );
    } else {
      logger.warn(
        { event: 'store_recovered', store: event.store },
        'state store reachable again: shared state resumes',
      );
    }
  }
  const ownsClient = options.ownsClient ?? options.client === undefined;
  const keys = options.keys ?? serverConfig?.keys ?? [];
  const checkKey = createKeyCheck(keys);
  const cors = gatewayCorsPolicy(options.cors, serverConfig?.cors);
  const isHostAllowed = createHostCheck({
    allowedHosts: options.allowedHosts ?? serverConfig?.allowed_hosts,
  });
  // With keys the token is the gate; without, a rebound page's requests are told apart by Host.
  const checksHost = keys.length === 0;
  const warnedHosts = new Set<string>();
  const bodyLimitBytes = options.bodyLimitBytes ?? serverConfig?.body_limit ?? 10 * 1024 * 1024;
  // How much of a refused body is read (and dropped) so its client reads the 413.
  const discardLimitBytes = Math.max(bodyLimitBytes, 64 * 1024 * 1024);
  const now = options.now ?? Date.now;
  const modelNames = new Set(client.models);
  /** The model name a request line records: a served one as is, a caller's unknown one clipped. */
  const loggedModel = (model: string): string => (modelNames.has(model) ? model : clip(model));
  // Requests being served, by their controller; close() waits for the set to empty.
  const inFlight = new Set<AttemptController>();
  // Each request's controller. Node builds an AbortSignal slowly (≈ 5 µs, more with its
  // listeners); the engine accepts a light one (it links a real AbortSignal for adapters that did
  // not declare lightSignal). A client passed in may hand the signal to `fetch`, a clock that
  // does not declare `lightSignals` to `timers/promises`: a real one then.
  const engineClock = options.clientOptions?.clock;
  const requestController: () => AttemptController =
    options.client === undefined && (engineClock === undefined || engineClock.lightSignals === true)
      ? () => new LightAbortController()
      : () => new AbortController();
  let onIdle: (() => void) | undefined;
  const idle = (): Promise<void> =>
    inFlight.size === 0
      ? Promise.resolve()
      : new Promise((resolve) => {
          onIdle = resolve;
        });
  let closing = false;
  let closed: Promise<void> | undefined;

  const finish = (log: RequestLog, started: number, failure?: WireError): void => {
    log.durationMs = Math.round((performance.now() - started) * 100) / 100;
    if (failure) log.reason = failure.reason;
    if (log.api !== undefined && log.status !== undefined) {
      metrics?.observeRequest({
        api: log.api,
        model: log.model !== undefined && modelNames.has(log.model) ? log.model : 'unknown',
        stream: log.stream ?? false,
        status: log.status,
        reason: log.reason ?? 'ok',
        durationMs: log.durationMs,
        target: log.target,
      });
    }
    writeRequestLine?.(log, (log.status ?? 0) >= 500);
  };

  const fail = (response: ServerResponse, log: RequestLog, wire: WireError): WireError => {
    log.status = wire.status;
    if (!response.headersSent && !response.destroyed) {
      const headers = closing
        ? Object.assign({}, wire.headers, { connection: 'close' })
        : wire.headers;
      send(
        response,
        wire.status,
        Object.assign(
          {},
          headers,
          log.api === 'anthropic'
            ? { 'x-request-id': log.requestId, 'request-id': log.requestId }
            : { 'x-request-id': log.requestId },
        ),
        JSON.stringify(wire.body),
      );
    }
    return wire;
  };

  /** A served model as OpenAI's or (with `anthropic-version`) Anthropic's model object. */
  const modelObject = (id: string, anthropic: boolean): Record<string, unknown> =>
    anthropic
      ? { type: 'model', id, display_name: id, created_at: '1970-01-01T00:00:00Z' }
      : { id, object: 'model', created: 0, owned_by: 'stayup' };

  const serveModels = (request: IncomingMessage, response: ServerResponse): void => {
    const names = [...client.models];
    const anthropic = typeof request.headers['anthropic-version'] === 'string';
    const data = names.map((id) => modelObject(id, anthropic));
    const body = anthropic
      ? { data, has_more: false, first_id: names[0] ?? null, last_id: names.at(-1) ?? null }
      : { object: 'list', data };
    send(response, 200, {}, JSON.stringify(body));
  };

  /**
   * `GET /v1/models/{id}`, as both SDKs' `models.retrieve(id)` call it (the id URL-encoded, so a
   * `vendor/model` name arrives as `vendor%2Fmodel`): the model object, or a 404 in the caller's
   * shape listing the served models.
   */
  const serveModel = (
    request: IncomingMessage,
    response: ServerResponse,
    log: RequestLog,
    encodedId: string,
  ): void => {
    const anthropic = typeof request.headers['anthropic-version'] === 'string';
    let id: string;
    try {
      id = decodeURIComponent(encodedId);
    } catch {
      id = encodedId;
    }
    if (!modelNames.has(id)) {
      fail(
        response,
        log,
        gatewayError(anthropic ? 'anthropic' : 'openai', modelNotFound(id, modelNames)),
      );
      return;
    }
    send(response, 200, {}, JSON.stringify(modelObject(id, anthropic)));
  };

  async function serveChat(
    shape: WireShape,
    request: IncomingMessage,
    response: ServerResponse,
    log: RequestLog,
    started: number,
    /** An Azure route's deployment: the model, whatever the body says. */
    deployment?: string,
  ): Promise<void> {
    log.api = shape;
    // Every early refusal is answered, logged and counted the same way.
    const reject = (wire: WireError): void => finish(log, started, fail(response, log, wire));
    const refuse = (refusal: GatewayErrorOptions): void => reject(gatewayError(shape, refusal));
    if (!checkKey(request)) {
      refuse({
        kind: 'unauthorized',
        message: keys.length > 0 ? INVALID_KEY : 'unauthorized',
      });
      return;
    }
    if (closing) {
      refuse({
        kind: 'unavailable',
        message: 'the gateway is shutting down',
        shouldRetry: true,
      });
      return;
    }
    let parsed: { request: ChatRequest; stream: boolean; includeUsage: boolean };
    try {
      let raw = await readBody(request, bodyLimitBytes);
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined) raw = await decodeBody(raw, encoding, bodyLimitBytes);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch (error) {
        const detail = error instanceof Error ? error.message : 'malformed';
        refuse({
          kind: 'invalid_request',
          message: `the request body is not valid JSON (${detail})`,
        });
        return;
      }
      checkJsonDepth(json);
      if (deployment !== undefined) json = withDeploymentModel(json, deployment);
      if (shape === 'openai') {
        // Ask OpenAI-compatible targets for their own JSON: it is forwarded when canonical.
        parsed = parseOpenAIRequest(json, { passthrough: true });
      } else {
        const beta = request.headers['anthropic-beta'];
        const input = parseAnthropicRequest(json, typeof beta === 'string' ? beta : undefined);
        // Ask Anthropic-format targets for their own events: forwarded while well-formed.
        // Object.assign, not a spread: V8 (Node 20) takes ≈ 3 µs to add a key to a spread copy.
        const chatRequest: ChatRequest = Object.assign({}, input.request, {
          passthrough: 'anthropic-messages' as const,
        });
        parsed = { request: chatRequest, stream: input.stream, includeUsage: false };
      }
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // The client is still uploading: read the rest (dropped) so it reads the 413 rather than
        // a reset it would retry with the same body (bounded; a larger body is cut as before).
        await discardBody(request, discardLimitBytes);
        refuse(bodyTooLarge(error.limitBytes));
        request.resume();
        return;
      }
      if (error instanceof BodyAborted) {
        // The caller left mid-upload: nobody to answer, and no gateway fault to count as one —
        // unless Node cut a body that took longer than the server's request timeout (it answered
        // 408 itself; its check runs every 30 s, so the cut comes at or after that timeout).
        const cutByServer = performance.now() - started >= readRequestMs;
        const wire = cutByServer
          ? { status: 408, headers: {}, body: {}, reason: 'timeout' }
          : { status: 499, headers: {}, body: {}, reason: 'client_disconnected' };
        log.status = wire.status;
        finish(log, started, wire);
        return;
      }
      const encodingError = encodingRefusal(error);
      if (encodingError !== null) {
        refuse(encodingError);
        return;
      }
      reject(errorResponse(error, shape, { nowMs: now() }));
      return;
    }
    log.model = loggedModel(parsed.request.model);
    log.stream = parsed.stream;
    if (!modelNames.has(parsed.request.model)) {
      refuse(modelNotFound(parsed.request.model, modelNames));
      return;
    }

    const controller = requestController();
    inFlight.add(controller);
    if (ledgerActive) ledger.open(log.requestId);
    const cancelDeadline = startRequestDeadline({
      timeoutMs: requestTimeoutMs,
      onTimeout: () => controller.abort(new GatewayTimeout()),
      clock: options.timeoutClock,
    });
    const onClose = (): void => {
      if (!response.writableFinished) controller.abort(new Disconnected());
    };
    response.on('close', onClose);
    const session = request.headers['x-stayup-session'];
    const requestOptions: RequestOptions =
      typeof session === 'string' && session !== ''
        ? { signal: controller.signal, requestId: log.requestId, session }
        : { signal: controller.signal, requestId: log.requestId };
    const trace = tracer?.start({
      requestId: log.requestId,
      model: parsed.request.model,
      api: shape,
      stream: parsed.stream,
    });
    let failure: WireError | undefined;
    try {
      if (parsed.stream) {
        await serveStream(shape, parsed, requestOptions, response, log, controller, trace);
      } else {
        const result = await client.chat(parsed.request, requestOptions);
        respondChat(shape, result, response, log);
        trace?.end({
          status: 200,
          responseModel: result.model,
          usage: result.usage,
          finishReason: result.finishReason,
        });
      }
    } catch (error) {
      failure = handleFailure(shape, error, controller, response, log);
      trace?.end({ status: log.status ?? 500, reason: failure.reason });
    } finally {
      cancelDeadline();
      response.off('close', onClose);
      inFlight.delete(controller);
      if (ledgerActive) ledger.close(log.requestId);
      if (onIdle !== undefined && inFlight.size === 0) {
        onIdle();
        onIdle = undefined;
      }
    }
    finish(log, started, failure);
  }

  function handleFailure(
    shape: WireShape,
    error: unknown,
    controller: AttemptController,
    response: ServerResponse,
    log: RequestLog,
  ): WireError {
    const attempts = (error as { attempts?: unknown } | null)?.attempts;
    if (Array.isArray(attempts)) log.attempts = summarizeAttempts(attempts);
    const reason = controller.signal.reason;
    // A gateway abort (disconnect, shutdown) is rethrown unchanged, with no attempt history on
    // it: the ledger knows the attempts. (The deadline's 504 reads them in requestTimedOut.)
    if (
      !Array.isArray(attempts) &&
      controller.signal.aborted &&
      !(reason instanceof GatewayTimeout) &&
      ledgerActive
    ) {
      const category =
        reason instanceof Disconnected ? 'gateway.client_disconnected' : 'gateway.shutdown';
      const known = ledger.summaries(log.requestId, { reason: 'aborted', category });
      if (known.length > 0) {
        log.attempts = known;
        log.target = known.at(-1)?.target;
      }
    }
    if (controller.signal.aborted && reason instanceof Disconnected) {
      log.status = 499;
      return { status: 499, headers: {}, body: {}, reason: 'client_disconnected' };
    }
    const wire =
      controller.signal.aborted && reason instanceof GatewayTimeout
        ? requestTimedOut(shape, log)
        : controller.signal.aborted && closing
          ? gatewayError(shape, {
              kind: 'unavailable',
              message: 'the gateway shut down before the request finished',
              shouldRetry: true,
              extraHeaders: {
                'x-stayup-attempts': String(
                  ledgerActive ? ledger.summaries(log.requestId).length : 0,
                ),
              },
            })
          : errorResponse(error, shape, { nowMs: now() });
    return fail(response, log, wire);
  }

  /** The 504 of the gateway's own deadline, with what the engine tried until then. */
  function requestTimedOut(shape: WireShape, log: RequestLog): WireError {
    const attempts = ledgerActive ? ledger.summaries(log.requestId) : [];
    if (attempts.length > 0) log.attempts = attempts;
    const last = attempts.at(-1);
    return gatewayError(shape, {
      kind: 'timeout',
      message: `the request did not finish within the gateway's ${requestTimeoutMs} ms timeout`,
      stayup: { reason: 'timeout', stop_reason: 'request_timeout', attempts },
      extraHeaders: {
        'x-stayup-attempts': String(attempts.length),
        ...(last === undefined ? {} : { 'x-stayup-target': last.target }),
      },
    });
  }

  function respondChat(
    shape: WireShape,
    result: ChatResult,
    response: ServerResponse,
    log: RequestLog,
  ): void {
    log.status = 200;
    log.target = result.target;
    log.attempts = summarizeAttempts(result.attempts);
    const body =
      shape === 'openai'
        ? openAIResponseText(result, {
            id: `chatcmpl-${log.requestId}`,
            createdS: Math.floor(now() / 1000),
          })
        : anthropicResponseText(result, { id: `msg_${log.requestId}` });
    const headers: Record<string, string> = {
      'x-request-id': log.requestId,
      'x-stayup-target': result.target,
      'x-stayup-attempts': String(result.attempts.length),
    };
    // The Anthropic SDK reads its request id from `request-id` (as Anthropic sends it).
    if (shape === 'anthropic') headers['request-id'] = log.requestId;
    if (closing) headers.connection = 'close';
    send(response, 200, headers, body);
  }

  async function serveStream(
    shape: WireShape,
    parsed: { request: ChatRequest; includeUsage: boolean },
    requestOptions: RequestOptions,
    response: ServerResponse,
    log: RequestLog,
    controller: AttemptController,
    trace: RequestTrace | undefined,
  ): Promise<void> {
    const stream = client.stream(parsed.request, requestOptions);
    const iterator = stream[Symbol.asyncIterator]();
    let finished = false;
    try {
      // Wait for the first event: failures before any output get a real status code.
      let next = await iterator.next();
      log.status = 200;
      log.target = stream.target;
      const encoder =
        shape === 'openai'
          ? createOpenAIStreamEncoder({
              id: `chatcmpl-${log.requestId}`,
              model: parsed.request.model,
              createdS: Math.floor(now() / 1000),
              includeUsage: parsed.includeUsage,
            })
          : createAnthropicStreamEncoder({
              id: `msg_${log.requestId}`,
              model: parsed.request.model,
            });
      const headers: Record<string, string> = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        'x-request-id': log.requestId,
        'x-stayup-attempts': String(stream.attempts.length),
      };
      if (stream.target !== undefined) headers['x-stayup-target'] = stream.target;
      if (shape === 'anthropic') headers['request-id'] = log.requestId;
      if (closing) headers.connection = 'close';
      response.writeHead(200, headers);
      const batch = new WriteBatch(response);
      let responseModel: string | undefined;
      let usage: { inputTokens: number; outputTokens: number } | undefined;
      let finishReason: string | undefined;
      try {
        while (!next.done) {
          const event = next.value;
          if (event.type === 'start') responseModel = event.model;
          else if (event.type === 'finish') {
            usage = event.usage;
            finishReason = event.finishReason;
          }
          const text = encoder.encode(event);
          if (text !== '') batch.push(text);
          if (batch.blocked) await waitForDrain(response, controller.signal);
          if (controller.signal.aborted) throw controller.signal.reason;
          next = await iterator.next();
        }
        finished = true;
        response.end(batch.take() + encoder.end());
        log.attempts = summarizeAttempts(stream.attempts);
        trace?.end({ status: 200, responseModel, usage, finishReason });
      } catch (error) {
        // Output already reached the caller: end with an error event in its shape, never a restart.
        finished = true;
        // Our own abort (deadline, shutdown) left the engine's stream open: release the upstream.
        if (controller.signal.aborted) void iterator.return?.().catch(() => {});
        const wire = handleFailure(shape, error, controller, response, log);
        log.status = 200;
        log.reason = wire.reason;
        if (controller.signal.aborted && (batch.blocked || response.writableNeedDrain)) {
          // The deadline or shutdown ended a caller that stopped reading: an error event would
          // never reach it, and end() would wait on its socket forever. Cut the connection.
          response.destroy();
        } else if (!response.destroyed && !response.writableEnded && wire.status !== 499)
          response.end(batch.take() + encoder.error(wire.body));
        trace?.end({ status: 200, reason: wire.reason });
      }
    } finally {
      if (!finished) {
        // The first event failed (handled by the caller) or we were aborted: release the upstream.
        void iterator.return?.().catch(() => {});
      }
    }
  }

  /**
   * Anthropic's token counting endpoint, answered locally with stayup's estimate (≈ 4 characters
   * a token plus a fixed allowance per image and message): clients such as coding agents call it
   * to manage their context, and the upstream that would answer depends on the fallback chain.
   */
  async function serveCountTokens(
    request: IncomingMessage,
    response: ServerResponse,
    log: RequestLog,
    started: number,
  ): Promise<void> {
    try {
      await countTokens(request, response, log);
    } finally {
      // Logged like every other call, but not counted as a chat request in the metrics.
      log.durationMs = Math.round((performance.now() - started) * 100) / 100;
      writeRequestLine?.(log, (log.status ?? 0) >= 500);
    }
  }

  async function countTokens(
    request: IncomingMessage,
    response: ServerResponse,
    log: RequestLog,
  ): Promise<void> {
    log.api = 'anthropic';
    const refuse = (refusal: GatewayErrorOptions): void => {
      log.reason = fail(response, log, gatewayError('anthropic', refusal)).reason;
    };
    if (!checkKey(request)) {
      refuse({ kind: 'unauthorized', message: INVALID_KEY });
      return;
    }
    try {
      let raw = await readBody(request, bodyLimitBytes);
      const encoding = request.headers['content-encoding'];
      if (encoding !== undefined) raw = await decodeBody(raw, encoding, bodyLimitBytes);
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        refuse({ kind: 'invalid_request', message: 'the request body is not valid JSON' });
        return;
      }
      checkJsonDepth(json);
      // count_tokens takes a Messages body without max_tokens.
      const body =
        typeof json === 'object' && json !== null && !Array.isArray(json)
          ? { max_tokens: 1, ...json }
          : json;
      const { request: chat } = parseAnthropicRequest(body);
      log.model = loggedModel(chat.model);
      if (!modelNames.has(chat.model)) {
        refuse(modelNotFound(chat.model, modelNames));
        return;
      }
      log.status = 200;
      send(
        response,
        200,
        { 'x-request-id': log.requestId, 'request-id': log.requestId, 'x-stayup-estimate': 'true' },
        JSON.stringify({ input_tokens: estimateTokens(chat) }),
      );
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        await discardBody(request, discardLimitBytes);
        refuse(bodyTooLarge(error.limitBytes));
        // Beyond the discard limit: stop reading; the connection closes after the response.
        request.resume();
        return;
      }
      if (error instanceof BodyAborted) {
        log.status = 499;
        log.reason = 'client_disconnected';
        return;
      }
      const encodingError = encodingRefusal(error);
      if (encodingError !== null) {
        refuse(encodingError);
        return;
      }
      log.reason = fail(response, log, errorResponse(error, 'anthropic', { nowMs: now() })).reason;
    }
  }

  // Idle keep-alive connections outlive a load balancer's own idle timeout (60 s on AWS ALB), so
  // the balancer never reuses one the gateway just closed (a 502). Reading a request (headers and
  // body) is bounded by the request timeout, at most 2 minutes.
  const keepAliveTimeoutMs = serverConfig?.keep_alive_timeout ?? 65_000;
  const readRequestMs = Math.min(requestTimeoutMs, 120_000);
  const server = createServer(
    {
      keepAliveTimeout: keepAliveTimeoutMs,
      requestTimeout: readRequestMs,
      headersTimeout: Math.min(keepAliveTimeoutMs + 1_000, readRequestMs),
    },
    (request, response) => {
      const started = performance.now();
      // Before anything else, preflights included: a rebound page is refused on every route.
      if (checksHost && !isHostAllowed(request.headers.host)) {
        refuseHost(request, response, started);
        return;
      }
      // A preflight is answered here, before any key check: browsers send it without one.
      if (cors?.handle(request, response) === true) return;
      const log = requestLine(request);
      route(request, response, log, started).catch((error: unknown) => {
        logger?.error(
          {
            requestId: log.requestId,
            err:
              error instanceof Error ? { name: error.name, message: error.message } : String(error),
          },
          'unhandled gateway error',
        );
        if (!response.headersSent)
          fail(
            response,
            log,
            gatewayError('openai', { kind: 'internal', message: 'internal gateway error' }),
          );
        else response.destroy();
      });
    },
  );

  /** The request's log record: its id (a valid `x-request-id`, else a new one), method and path. */
  function requestLine(request: IncomingMessage): RequestLog {
    const header = request.headers['x-request-id'];
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    return new RequestLine(
      typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID(),
      request.method ?? 'GET',
      query < 0 ? url : url.slice(0, query),
    );
  }

  /** Answers a request whose Host the guard refused (403 in the caller's shape), and logs it. */
  function refuseHost(request: IncomingMessage, response: ServerResponse, started: number): void {
    const log = requestLine(request);
    const host = request.headers.host ?? '';
    log.api =
      log.path.startsWith('/v1/messages') ||
      typeof request.headers['anthropic-version'] === 'string'
        ? 'anthropic'
        : 'openai';
    if (!warnedHosts.has(host) && warnedHosts.size < WARNED_HOSTS_LIMIT) {
      warnedHosts.add(host);
      logger?.warn(
        { event: 'host_not_allowed', host: clip(host), requestId: log.requestId },
        'refused a request addressed to a host that is neither loopback nor in server.allowed_hosts (the DNS-rebinding guard of a gateway without keys); if the name is yours, list it in server.allowed_hosts',
      );
    }
    finish(log, started, fail(response, log, gatewayError(log.api, hostRefusal(host))));
  }

  async function route(
    request: IncomingMessage,
    response: ServerResponse,
    log: RequestLog,
    started: number,
  ): Promise<void> {
    const { method, path: requested } = log;
    // Azure's v1 API is the OpenAI API under /openai/v1: served as the same routes.
    const path = azureV1Route(requested) ?? requested;
    const refuse = (shape: WireShape, refusal: GatewayErrorOptions): void =>
      void fail(response, log, gatewayError(shape, refusal));
    const origin = request.headers.origin;
    if (keys.length === 0 && origin !== undefined && cors?.allowsOrigin(origin) !== true) {
      log.api = path.startsWith('/v1/messages') ? 'anthropic' : 'openai';
      finish(log, started, fail(response, log, gatewayError(log.api, ORIGIN_REFUSAL)));
      return;
    }
    // A 405 must say which methods the route takes (RFC 9110 §15.5.6).
    const postOnly = (shape: WireShape): void =>
      refuse(shape, {
        kind: 'method_not_allowed',
        message: `use POST for ${requested}`,
        extraHeaders: { allow: 'POST' },
      });
    if (path === '/v1/chat/completions' || path === '/chat/completions') {
      if (method === 'POST') return serveChat('openai', request, response, log, started);
      return postOnly('openai');
    }
    if (path === '/v1/messages/count_tokens') {
      if (method === 'POST') return serveCountTokens(request, response, log, started);
      return postOnly('anthropic');
    }
    if (path === '/v1/messages') {
      if (method === 'POST') return serveChat('anthropic', request, response, log, started);
      return postOnly('anthropic');
    }
    const deployment = azureDeployment(path);
    if (deployment !== undefined) {
      if (method === 'POST')
        return serveChat('openai', request, response, log, started, deployment);
      return postOnly('openai');
    }
    if (path === '/health' || path === '/healthz') {
      const state = closing ? 'shutting_down' : draining ? 'draining' : 'ok';
      return send(response, state === 'ok' ? 200 : 503, {}, JSON.stringify({ status: state }));
    }
    // Off the chat routes, Anthropic SDKs are known by the header they always send: their
    // refusals in Anthropic's shape, which the SDK reads its message from.
    const shape: WireShape =
      typeof request.headers['anthropic-version'] === 'string' || path.startsWith('/v1/messages/')
        ? 'anthropic'
        : 'openai';
    const modelPrefix = path.startsWith('/v1/models/') ? 11 : path.startsWith('/models/') ? 8 : 0;
    if (method !== 'GET' && method !== 'HEAD') {
      const getRoute =
        modelPrefix > 0 || path === '/v1/models' || path === '/models' || path === '/metrics';
      return refuse(
        shape,
        getRoute
          ? {
              kind: 'method_not_allowed',
              message: `use GET for ${requested}`,
              extraHeaders: { allow: 'GET, HEAD' },
            }
          : { kind: 'not_found', message: noRouteMessage(method, requested) },
      );
    }
    if (modelPrefix > 0 && path.length > modelPrefix) {
      if (!checkKey(request)) return refuse(shape, { kind: 'unauthorized', message: INVALID_KEY });
      return serveModel(request, response, log, path.slice(modelPrefix));
    }
    if (path === '/v1/models' || path === '/models' || path === '/metrics') {
      if (!checkKey(request)) {
        return refuse(shape, {
          kind: 'unauthorized',
          message: INVALID_KEY,
        });
      }
      if (path !== '/metrics') return serveModels(request, response);
      if (!metrics) return refuse('openai', { kind: 'not_found', message: 'metrics are disabled' });
      const text = await metrics.render();
      response.writeHead(200, { 'content-type': metrics.contentType });
      response.end(text);
      return;
    }
    refuse(shape, { kind: 'not_found', message: noRouteMessage(method, requested) });
  }

  return {
    server,
    client,
    async listen(port = 4000, host = '127.0.0.1') {
      if (keys.length === 0) {
        if (!isLoopbackHost(host)) {
          throw new ConfigError([
            {
              path: 'server.host',
              message: `refusing to listen on ${host} without gateway keys: anyone who can reach it could spend your provider keys; set server.keys (e.g. ["\${STAYUP_KEY}"]) or bind to 127.0.0.1`,
            },
          ]);
        }
        if (cors?.allowsAnyOrigin === true) {
          throw new ConfigError([
            {
              path: 'server.cors.origins',
              message:
                'refusing "*" without gateway keys: every web page the user visits could spend your provider keys through this gateway; list the origins of your pages, or set server.keys',
            },
          ]);
        }
        logger?.warn(
          { host },
          'no gateway keys configured (server.keys): any local process can call this gateway',
        );
      }
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error): void => reject(error);
        server.once('error', onError);
        server.listen(port, host, () => {
          server.off('error', onError);
          resolve();
        });
      });
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      return { url: `http://${shown}:${address.port}`, port: address.port, host: address.address };
    },
    close() {
      if (closed !== undefined) return closed;
      closed = (async () => {
        if (drainMs > 0 && server.listening) {
          // Lame duck: serve as usual, fail health checks, so the balancer drains this replica.
          draining = true;
          if (options.timeoutClock !== undefined) await options.timeoutClock.sleep(drainMs);
          else await new Promise((resolve) => setTimeout(resolve, drainMs));
        }
        closing = true;
        const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        if (inFlight.size > 0) {
          let timer: NodeJS.Timeout | undefined;
          const deadline = new Promise<void>((resolve) => {
            timer = setTimeout(resolve, shutdownTimeoutMs);
          });
          await Promise.race([idle(), deadline]);
          clearTimeout(timer);
          for (const controller of inFlight) controller.abort(new Error('gateway shutting down'));
          await Promise.race([idle(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
        }
        server.closeAllConnections();
        await stopped;
        if (ownsClient) await client.close();
        // Buffered request lines reach the log before close() resolves.
        logger?.flush();
      })();
      return closed;
    },
  };
}
