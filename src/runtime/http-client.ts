/**
 * The HTTP transport of the provider adapters, over a keep-alive undici `Agent` (one connection
 * pool per origin), with connect, headers, body-idle and whole-call timeouts. The built-in client
 * drives undici's `dispatch()` directly (`send` buffered, `open` streamed); `request()` remains for
 * callers that want undici's own body stream.
 * Transport failures propagate undici's own errors unchanged so the classifier can read their
 * `code`/`cause`.
 * @module
 */
import type { Agent, Dispatcher } from 'undici';
import type { Clock } from '../core/ports.js';
import { systemClock } from './system-clock.js';

/** Timeouts of an HTTP client; every value is in milliseconds. */
export interface HttpTimeouts {
  /** TCP + TLS connect. @default 10000 */
  readonly connectTimeoutMs?: number | undefined;
  /**
   * Until the response headers arrive. A non-streamed completion sends its headers only when the
   * whole answer is ready, so this is generous. @default 600000
   */
  readonly headersTimeoutMs?: number | undefined;
  /** Longest silence between two body chunks (streams also have the engine's idle watchdog). @default 300000 */
  readonly bodyTimeoutMs?: number | undefined;
  /** Whole call, headers and body, for non-streamed calls. 0 disables it. @default 600000 */
  readonly timeoutMs?: number | undefined;
}

/** Timeouts with every default applied. */
export interface ResolvedHttpTimeouts {
  readonly connectTimeoutMs: number;
  readonly headersTimeoutMs: number;
  readonly bodyTimeoutMs: number;
  readonly timeoutMs: number;
}

/** Defaults of {@link HttpTimeouts}. */
export const HTTP_TIMEOUT_DEFAULTS = {
  connectTimeoutMs: 10_000,
  headersTimeoutMs: 600_000,
  bodyTimeoutMs: 300_000,
  timeoutMs: 600_000,
} as const;

/** Options of {@link createHttpClient}. */
export interface HttpClientOptions extends HttpTimeouts {
  /** An existing undici dispatcher (Agent, Pool, MockAgent…) to share; it is not closed by `close()`. */
  readonly dispatcher?: Dispatcher | undefined;
  /** How long an idle keep-alive socket stays open. @default 30000 */
  readonly keepAliveTimeoutMs?: number | undefined;
  /** Connections per origin. @default 128 */
  readonly connectionsPerOrigin?: number | undefined;
}

/** One HTTP request. `origin` is `scheme://host:port`; `path` includes the query string. */
export interface HttpRequest {
  readonly origin: string;
  readonly path: string;
  readonly method?: 'POST' | 'GET' | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | undefined;
  readonly signal: AbortSignal;
}

/** A response whose body has not been read yet. */
export interface HttpResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Dispatcher.ResponseData['body'];
}

/** A request for {@link HttpClient.send}: the whole call runs within `timeoutMs` on `clock`. */
export interface HttpSendRequest extends HttpRequest {
  /** Whole-call deadline (headers and body); 0 or absent: none. Fails with a `TimeoutError` DOMException. */
  readonly timeoutMs?: number | undefined;
  /** The clock of `timeoutMs`. @default systemClock */
  readonly clock?: Clock | undefined;
}

/** A response read to its end. */
export interface BufferedResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body as UTF-8; for a non-2xx status, at most {@link ERROR_BODY_LIMIT_BYTES} of it. */
  readonly text: string;
}

/**
 * A response body that arrives chunk by chunk. A new `for await` continues where the previous one
 * stopped: leaving a loop never closes the body; `release()` or `discard()` does.
 */
export interface ByteStream extends AsyncIterable<Buffer> {
  /**
   * Lets the body finish on its own, discarding what still arrives, so its keep-alive connection is
   * reused; drops it (closing the connection) if it has not ended within `graceMs`.
   */
  release(graceMs?: number): void;
  /** Closes the body, and with it the connection, now. */
  discard(): void;
}

/** A response whose headers have arrived and whose body is a {@link ByteStream}. */
export interface StreamedResponse {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: ByteStream;
}

/** How much of a non-2xx body {@link HttpClient.send} keeps (the rest is not read). */
export const ERROR_BODY_LIMIT_BYTES = 64 * 1024;

/** A keep-alive HTTP client; create one per adapter (or share one through `dispatcher`). */
export interface HttpClient {
  readonly timeouts: ResolvedHttpTimeouts;
  /** Sends a request and resolves once the headers have arrived. */
  request(request: HttpRequest): Promise<HttpResponse>;
  /**
   * Sends a request and resolves with the whole body. Optional (a client without it is used through
   * `request`); the built-in one drives undici's dispatcher directly, without a body stream or an
   * extra `AbortController`, which halves undici's cost per call.
   */
  send?(request: HttpSendRequest): Promise<BufferedResponse>;
  /**
   * Sends a request and resolves once the headers have arrived, with a pull-based body. Optional,
   * like `send`; the built-in one drives undici's dispatcher directly (no Readable stream, no
   * async-iterator machinery per chunk). Aborting `signal` fails a pending read with its reason.
   */
  open?(request: HttpRequest): Promise<StreamedResponse>;
  /** Closes the connection pool it created (not a shared `dispatcher`). */
  close(): Promise<void>;
}

/**
 * Creates an HTTP client. No socket is opened until the first request.
 *
 * @example
 * const http = createHttpClient({ connectTimeoutMs: 5_000 });
 * const response = await http.request({ origin: 'https://api.openai.com', path: '/v1/models', method: 'GET', headers: {}, signal });
 */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeouts: ResolvedHttpTimeouts = {
    connectTimeoutMs: options.connectTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.connectTimeoutMs,
    headersTimeoutMs: options.headersTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.headersTimeoutMs,
    bodyTimeoutMs: options.bodyTimeoutMs ?? HTTP_TIMEOUT_DEFAULTS.bodyTimeoutMs,
    timeoutMs: options.timeoutMs ?? HTTP_TIMEOUT_DEFAULTS.timeoutMs,
  };
  let owned: Agent | undefined;
  // Created lazily, and undici itself is loaded on first use: no work on import or construction,
  // and commands that never call a provider (the simulator, `--help`) do not pay for loading it.
  let loading: Promise<Agent> | undefined;
  const createOwned = (): Promise<Agent> => {
    loading ??= import('undici').then(({ Agent: AgentClass }) => {
      owned ??= new AgentClass({
        connect: { timeout: timeouts.connectTimeoutMs },
        keepAliveTimeout: options.keepAliveTimeoutMs ?? 30_000,
        connections: options.connectionsPerOrigin ?? 128,
        headersTimeout: timeouts.headersTimeoutMs,
        bodyTimeout: timeouts.bodyTimeoutMs,
      });
      return owned;
    });
    return loading;
  };
  return {
    timeouts,
    send(request) {
      const dispatcher = options.dispatcher ?? owned;
      if (dispatcher !== undefined) return sendWith(dispatcher, request, timeouts);
      return createOwned().then((agent) => sendWith(agent, request, timeouts));
    },
    open(request) {
      const dispatcher = options.dispatcher ?? owned;
      if (dispatcher !== undefined) return openWith(dispatcher, request, timeouts);
      return createOwned().then((agent) => openWith(agent, request, timeouts));
    },
    async request(request) {
      const dispatcher = options.dispatcher ?? owned ?? (await createOwned());
      const response = await dispatcher.request({
        origin: request.origin,
        path: request.path,
        method: request.method ?? 'POST',
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: request.signal,
        headersTimeout: timeouts.headersTimeoutMs,
        bodyTimeout: timeouts.bodyTimeoutMs,
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    },
    async close() {
      // A first request may still be loading undici: its pool is created, then closed here.
      const pending = loading;
      loading = undefined;
      const agent = owned ?? (await pending?.catch(() => undefined));
      owned = undefined;
      if (agent) await agent.close();
    },
  };
}

/** undici's options for one request of {@link HttpClient.send} or {@link HttpClient.open}. */
function dispatchOptions(
  request: HttpRequest,
  timeouts: ResolvedHttpTimeouts,
): Dispatcher.DispatchOptions {
  return {
    origin: request.origin,
    path: request.path,
    method: request.method ?? 'POST',
    headers: request.headers as Record<string, string>,
    body: request.body ?? null,
    headersTimeout: timeouts.headersTimeoutMs,
    bodyTimeout: timeouts.bodyTimeoutMs,
  };
}

/** The reason a request whose error body was cut short is aborted with (nobody sees it). */
const ERROR_BODY_CUT: unknown = Object.freeze({ cancelled: 'error body limit' });

/**
 * One buffered call over `dispatcher.dispatch()` (undici's handler API): chunks are collected as
 * they arrive, the caller's signal and the deadline abort through undici's own controller, and the
 * promise settles once — on the end of the body, the first error, the abort or the deadline.
 */
function sendWith(
  dispatcher: Dispatcher,
  request: HttpSendRequest,
  timeouts: ResolvedHttpTimeouts,
): Promise<BufferedResponse> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<BufferedResponse>((resolve, reject) => {
    let controller: Dispatcher.DispatchController | undefined;
    let abortReason: unknown;
    let aborted = false;
    let settled = false;
    let statusCode = 0;
    let headers: Record<string, string | string[] | undefined> = {};
    const chunks: Buffer[] = [];
    let size = 0;
    let cancelTimer: (() => void) | undefined;
    const finish = (): void => {
      settled = true;
      signal.removeEventListener('abort', onAbort);
      cancelTimer?.();
    };
    const abort = (reason: unknown): void => {
      if (aborted) return;
      aborted = true;
      abortReason = reason;
      controller?.abort(reason as Error);
    };
    const fail = (error: unknown): void => {
      if (settled) return;
      finish();
      reject(error);
    };
    const succeed = (): void => {
      if (settled) return;
      finish();
      resolve({ statusCode, headers, text: Buffer.concat(chunks, size).toString('utf8') });
    };
    function onAbort(): void {
      abort(signal.reason);
      fail(signal.reason);
    }
    signal.addEventListener('abort', onAbort, { once: true });
    const timeoutMs = request.timeoutMs ?? 0;
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      cancelTimer = startTimer(request.clock ?? systemClock, timeoutMs, () => {
        const error = new DOMException(`request timed out after ${timeoutMs} ms`, 'TimeoutError');
        abort(error);
        fail(error);
      });
    }
    const isError = (): boolean => statusCode < 200 || statusCode >= 300;
    dispatcher.dispatch(dispatchOptions(request, timeouts), {
      onRequestStart(started) {
        controller = started;
        // Aborted while queued: stop it now that it can be stopped.
        if (aborted) started.abort(abortReason as Error);
      },
      onResponseStart(_controller, status, responseHeaders) {
        statusCode = status;
        headers = responseHeaders as Record<string, string | string[] | undefined>;
      },
      onResponseData(_controller, chunk) {
        if (settled) return;
        if (isError()) {
          // An error body is only evidence: keep its start and stop reading.
          const room = ERROR_BODY_LIMIT_BYTES - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            succeed();
            abort(ERROR_BODY_CUT);
            return;
          }
        }
        chunks.push(chunk);
        size += chunk.length;
      },
      onResponseEnd() {
        succeed();
      },
      onResponseError(_controller, error) {
        // An error body that broke while being read: the status and headers still matter.
        if (statusCode !== 0 && isError() && !aborted) succeed();
        else fail(aborted ? abortReason : error);
      },
    });
  });
}

/** The reason a body that is not wanted any more is aborted with (nobody sees it). */
const BODY_DROPPED: unknown = Object.freeze({ cancelled: 'body dropped' });

/** Bytes queued unread before undici is asked to pause the socket. */
const HIGH_WATER_BYTES = 64 * 1024;

/**
 * One streamed call over `dispatcher.dispatch()`: resolves at the headers; the body chunks are
 * queued (pausing the socket above {@link HIGH_WATER_BYTES}) and handed out by `next()`, which
 * waits when the queue is empty. The caller's signal fails the open or a pending read with its
 * reason and aborts the request, as undici's `request()` does.
 */
function openWith(
  dispatcher: Dispatcher,
  request: HttpRequest,
  timeouts: ResolvedHttpTimeouts,
): Promise<StreamedResponse> {
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<StreamedResponse>((resolveOpen, rejectOpen) => {
    startStream(dispatcher, request, timeouts, resolveOpen, rejectOpen);
  });
}

/** The body of {@link openWith}'s promise: dispatches and settles the open through the callbacks. */
function startStream(
  dispatcher: Dispatcher,
  request: HttpRequest,
  timeouts: ResolvedHttpTimeouts,
  resolveOpen: (response: StreamedResponse) => void,
  rejectOpen: (error: unknown) => void,
): void {
  const { signal } = request;
  let controller: Dispatcher.DispatchController | undefined;
  let opened = false;
  /** Set once the body can give nothing more: its end, an error, or the abort reason. */
  let ended = false;
  let failure: { readonly error: unknown } | undefined;
  /** No more reads: what arrives is dropped (release) and the end frees the connection. */
  let released = false;
  let aborted = false;
  const queue: Buffer[] = [];
  let queuedBytes = 0;
  let paused = false;
  let waiter:
    | {
        readonly resolve: (result: IteratorResult<Buffer>) => void;
        readonly reject: (error: unknown) => void;
      }
    | undefined;
  let graceTimer: NodeJS.Timeout | undefined;

  const detach = (): void => {
    signal.removeEventListener('abort', onAbort);
    if (graceTimer !== undefined) clearTimeout(graceTimer);
  };
  const abort = (reason: unknown): void => {
    if (aborted) return;
    aborted = true;
    controller?.abort(reason as Error);
  };
  const settleWaiter = (): void => {
    const current = waiter;
    if (current === undefined) return;
    if (queue.length > 0) {
      waiter = undefined;
      current.resolve({ done: false, value: take() });
    } else if (failure !== undefined) {
      waiter = undefined;
      current.reject(failure.error);
    } else if (ended) {
      waiter = undefined;
      current.resolve({ done: true, value: undefined });
    }
  };
  const take = (): Buffer => {
    const chunk = queue.shift() as Buffer;
    queuedBytes -= chunk.length;
    if (paused && queuedBytes < HIGH_WATER_BYTES) {
      paused = false;
      controller?.resume();
    }
    return chunk;
  };
  const end = (error?: { readonly error: unknown }): void => {
    if (ended) return;
    ended = true;
    failure = error;
    detach();
    if (!opened && error !== undefined) rejectOpen(error.error);
    settleWaiter();
  };
  function onAbort(): void {
    abort(signal.reason);
    end({ error: signal.reason });
  }
  signal.addEventListener('abort', onAbort, { once: true });

  const body: ByteStream = {
    [Symbol.asyncIterator]() {
      return {
        next(): Promise<IteratorResult<Buffer>> {
          if (queue.length > 0) return Promise.resolve({ done: false, value: take() });
          if (failure !== undefined) return Promise.reject(failure.error);
          if (ended || released) return Promise.resolve({ done: true, value: undefined });
          return new Promise((resolve, reject) => {
            waiter = { resolve, reject };
          });
        },
        // Leaving a loop keeps the body: `release()` or `discard()` ends it.
        return: () => Promise.resolve({ done: true, value: undefined }),
      };
    },
    release(graceMs = RELEASE_GRACE_MS) {
      if (released) return;
      released = true;
      queue.length = 0;
      queuedBytes = 0;
      if (paused) {
        paused = false;
        controller?.resume();
      }
      if (ended) return;
      graceTimer = setTimeout(() => {
        abort(BODY_DROPPED);
        end();
      }, graceMs);
      graceTimer.unref();
    },
    discard() {
      released = true;
      queue.length = 0;
      queuedBytes = 0;
      if (ended) return;
      abort(BODY_DROPPED);
      end();
    },
  };

  dispatcher.dispatch(dispatchOptions(request, timeouts), {
    onRequestStart(started) {
      controller = started;
      if (aborted) started.abort(signal.reason as Error);
    },
    onResponseStart(_controller, statusCode, headers) {
      if (ended) return;
      opened = true;
      resolveOpen({
        statusCode,
        headers: headers as Record<string, string | string[] | undefined>,
        body,
      });
    },
    onResponseData(started, chunk) {
      if (released || ended) return;
      queue.push(chunk);
      queuedBytes += chunk.length;
      if (queuedBytes >= HIGH_WATER_BYTES && !paused) {
        paused = true;
        started.pause();
      }
      settleWaiter();
    },
    onResponseEnd() {
      end();
    },
    onResponseError(_controller, error) {
      end(
        released ? undefined : { error: aborted && failure !== undefined ? failure.error : error },
      );
    },
  });
}

/** The undici body of {@link HttpClient.request} as a {@link ByteStream}. */
export function byteStreamOf(body: HttpResponse['body']): ByteStream {
  return {
    [Symbol.asyncIterator]: () =>
      body.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>,
    release: (graceMs) => releaseBody(body, graceMs),
    discard: () => discardBody(body),
  };
}

/**
 * The reason a deadline's own timer is cancelled with. Preallocated: an `abort()` without a reason
 * builds a DOMException with a stack trace, tens of microseconds on every call.
 */
const TIMER_CANCELLED: unknown = Object.freeze({ cancelled: 'deadline timer' });

/**
 * Calls `onFire` after `ms` on `clock`; returns the cancel function. On the real clock this is a
 * plain `setTimeout` (no AbortController per call on the hot path); any other clock gets an
 * abortable `sleep`.
 */
function startTimer(clock: Clock, ms: number, onFire: () => void): () => void {
  if (clock === systemClock) {
    const timer = setTimeout(onFire, Math.max(0, ms));
    return () => clearTimeout(timer);
  }
  const cancel = new AbortController();
  clock.sleep(ms, cancel.signal).then(onFire, () => undefined);
  return () => cancel.abort(TIMER_CANCELLED);
}

/**
 * Runs `work` with a signal that aborts when the caller's signal does, or when `timeoutMs` passes
 * on `clock` (a `TimeoutError` DOMException, which the classifier reads as a timeout). The timer
 * is cancelled when `work` settles, so nothing is left behind.
 */
export async function withDeadline<T>(
  options: { readonly signal: AbortSignal; readonly timeoutMs: number; readonly clock: Clock },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (options.timeoutMs <= 0 || !Number.isFinite(options.timeoutMs)) return work(options.signal);
  const { signal, timeoutMs } = options;
  const call = new AbortController();
  const onAbort = (): void => call.abort(signal.reason);
  if (signal.aborted) call.abort(signal.reason);
  else signal.addEventListener('abort', onAbort, { once: true });
  const cancelTimer = startTimer(options.clock, timeoutMs, () =>
    call.abort(new DOMException(`request timed out after ${timeoutMs} ms`, 'TimeoutError')),
  );
  try {
    return await work(call.signal);
  } finally {
    signal.removeEventListener('abort', onAbort);
    cancelTimer();
  }
}

/** How long a finished stream may take to send its last bytes before its socket is dropped. */
export const RELEASE_GRACE_MS = 1_000;

/**
 * Lets a response whose useful content has been read finish on its own, so its keep-alive socket
 * goes back to the pool (a destroyed body closes the socket). Bytes still arriving are discarded;
 * if the server has not ended the body within `graceMs`, it is destroyed after all.
 */
export function releaseBody(body: HttpResponse['body'], graceMs: number = RELEASE_GRACE_MS): void {
  if (body.readableEnded || body.destroyed) return;
  const timer = setTimeout(() => body.destroy(), graceMs);
  timer.unref();
  const done = (): void => clearTimeout(timer);
  body.once('end', done);
  body.once('close', done);
  // An error while discarding the tail changes nothing for the caller, who already has the answer.
  body.on('error', done);
  body.resume();
}

/**
 * Closes a response body that will not be read to the end (and with it the connection). undici
 * reports such a body as aborted; nobody is listening any more, so that report is swallowed.
 */
export function discardBody(body: HttpResponse['body']): void {
  if (body.destroyed) return;
  body.on('error', () => undefined);
  body.destroy();
}
