/**
 * Real HTTP servers on 127.0.0.1 that speak OpenAI chat completions, Anthropic Messages or
 * Gemini `generateContent`, scriptable per request: successes (plain and SSE, tool calls,
 * thinking), real error bodies, resets, trickled bytes, pauses released by the test, bodies that
 * never end, malformed SSE and pings. Every request is recorded.
 *
 * @example
 * const fake = await startFakeProvider({ wire: 'anthropic' });
 * fake.enqueue({ kind: 'error', status: 529, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } });
 * // … call fake.baseUrl …
 * await fake.close();
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  anthropicFrames,
  anthropicJson,
  errorFrame,
  type FakeReply,
  type FakeWire,
  geminiFrames,
  geminiJson,
  openAIFrames,
  openAIJson,
  pingFrame,
} from './wire.js';

export type { FakeReply, FakeWire };

/** How a streamed reply is delivered. Event counts include only the reply's own frames. */
export interface StreamShape {
  /** Send a keep-alive (ping event or comment) before every frame. */
  readonly pings?: boolean | undefined;
  /** Write one byte at a time (a yield to the event loop between writes, no timers). */
  readonly trickle?: boolean | undefined;
  /** After this many frames, stop writing until `fake.release()`. */
  readonly pauseAfter?: number | undefined;
  /** After this many frames, destroy the socket (a reset mid-body). */
  readonly resetAfter?: number | undefined;
  /** After this many frames, end the response cleanly, without the rest (premature close). */
  readonly endAfter?: number | undefined;
  /** After this many frames, send this error frame and end (an error inside a 200 stream). */
  readonly errorAfter?: { readonly frames: number; readonly body: unknown } | undefined;
  /** After this many frames, send this text verbatim and end (malformed SSE). */
  readonly garbageAfter?: { readonly frames: number; readonly text: string } | undefined;
  /** Send every frame except the terminal one and keep the response open until the server closes. */
  readonly neverEnd?: boolean | undefined;
}

/** What the fake does with one request. */
export type FakeScript =
  | {
      readonly kind: 'reply';
      readonly reply?: FakeReply | undefined;
      /** Used when the request asks for a stream. */
      readonly stream?: StreamShape | undefined;
      readonly headers?: Readonly<Record<string, string>> | undefined;
    }
  | {
      /** A non-2xx answer: status, headers and body (object → JSON, string → as is). */
      readonly kind: 'error';
      readonly status: number;
      readonly body: unknown;
      readonly headers?: Readonly<Record<string, string>> | undefined;
    }
  | {
      /** Verbatim bytes. A `{ pause: true }` step waits for `fake.release()`. */
      readonly kind: 'raw';
      readonly status?: number | undefined;
      readonly headers?: Readonly<Record<string, string>> | undefined;
      readonly steps: readonly (string | { readonly pause: true })[];
      /** Keep the response open after the last step. */
      readonly open?: boolean | undefined;
    }
  /** Destroy the connection before any byte of the response. */
  | { readonly kind: 'reset' }
  /** Send headers of a 200 stream (or nothing, with `headers: false`) and then nothing until release. */
  | { readonly kind: 'hang'; readonly headers?: boolean | undefined };

/** A request the fake received. */
export interface FakeRequest {
  readonly method: string;
  /** Path with query string, e.g. `/v1beta/models/x:streamGenerateContent?alt=sse`. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Lower-cased request headers. */
  readonly headers: Readonly<Record<string, string>>;
  readonly bodyText: string;
  /** The parsed JSON body (undefined when not JSON). */
  readonly body: unknown;
  /** True when the request asked for a stream. */
  readonly stream: boolean;
  /** Resolves when the connection of this request closes (client abort, reset, or end). */
  readonly closed: Promise<void>;
  /** True when the client went away before the fake finished responding. */
  readonly clientAborted: () => boolean;
}

/** A running fake provider. */
export interface FakeProvider {
  readonly wire: FakeWire;
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** What to put in `baseUrl`: `/v1` appended for OpenAI, the bare origin for Anthropic and Gemini. */
  readonly baseUrl: string;
  readonly requests: readonly FakeRequest[];
  /** Scripts for the next requests, in order. */
  enqueue(...scripts: FakeScript[]): void;
  /** The script used when the queue is empty. @default { kind: 'reply' } */
  setDefault(script: FakeScript): void;
  /** Resolves when `count` requests have arrived in total. */
  waitForRequests(count: number): Promise<void>;
  /** Resolves when a response has reached a pause (`pauseAfter`, `{ pause: true }`, `hang`). */
  waitForPause(): Promise<void>;
  /** Releases every paused response. */
  release(): Promise<void>;
  /** Sockets currently open. */
  readonly openConnections: number;
  /** Sockets accepted since the start (keep-alive reuse keeps this low). */
  readonly connectionsAccepted: number;
  /** Stops the server and destroys every connection. */
  close(): Promise<void>;
}

/** Options of {@link startFakeProvider}. */
export interface FakeProviderOptions {
  readonly wire: FakeWire;
  /** Model name used in answers when the request names none (Gemini puts it in the path). */
  readonly model?: string | undefined;
}

/** Merges header maps case-insensitively; later maps win. */
function headersOf(
  ...maps: (Readonly<Record<string, string>> | undefined)[]
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const map of maps) {
    for (const [name, value] of Object.entries(map ?? {})) out[name.toLowerCase()] = String(value);
  }
  return out;
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function streamRequested(wire: FakeWire, path: string, body: unknown): boolean {
  if (wire === 'gemini') return path.includes(':streamGenerateContent');
  return (
    typeof body === 'object' && body !== null && (body as { stream?: unknown }).stream === true
  );
}

function modelOf(wire: FakeWire, path: string, body: unknown, fallback: string): string {
  if (wire === 'gemini') {
    const match = /\/models\/([^:/]+):/.exec(path);
    return match ? decodeURIComponent(match[1]!) : fallback;
  }
  const model =
    typeof body === 'object' && body !== null ? (body as { model?: unknown }).model : undefined;
  return typeof model === 'string' ? model : fallback;
}

function framesFor(wire: FakeWire, reply: FakeReply, model: string, body: unknown): string[] {
  if (wire === 'openai') {
    const options = (body as { stream_options?: { include_usage?: boolean } } | undefined)
      ?.stream_options;
    return openAIFrames(reply, model, options?.include_usage === true);
  }
  return wire === 'anthropic' ? anthropicFrames(reply, model) : geminiFrames(reply, model);
}

function jsonFor(wire: FakeWire, reply: FakeReply, model: string): unknown {
  if (wire === 'openai') return openAIJson(reply, model);
  return wire === 'anthropic' ? anthropicJson(reply, model) : geminiJson(reply, model);
}

const REQUEST_ID_HEADER: Record<FakeWire, string> = {
  openai: 'x-request-id',
  anthropic: 'request-id',
  gemini: 'x-goog-request-id',
};

/** Starts a fake provider on 127.0.0.1 with an ephemeral port. Always `close()` it (afterAll). */
export async function startFakeProvider(options: FakeProviderOptions): Promise<FakeProvider> {
  const wire = options.wire;
  const queue: FakeScript[] = [];
  let fallback: FakeScript = { kind: 'reply' };
  const requests: FakeRequest[] = [];
  const sockets = new Set<Socket>();
  let requestWaiters: { count: number; resolve: () => void }[] = [];
  let pauseWaiters: (() => void)[] = [];
  let pausesSeen = 0;
  let pausesConsumed = 0;
  let releasers: (() => void)[] = [];
  let sequence = 0;

  const pause = (): Promise<void> =>
    new Promise<void>((resolve) => {
      releasers.push(resolve);
      pausesSeen++;
      const waiters = pauseWaiters;
      pauseWaiters = [];
      for (const waiter of waiters) waiter();
    });

  async function write(response: ServerResponse, text: string, trickle: boolean): Promise<void> {
    if (response.destroyed) return;
    if (!trickle) {
      response.write(text);
      return;
    }
    const bytes = Buffer.from(text);
    for (let index = 0; index < bytes.length; index++) {
      if (response.destroyed) return;
      response.write(bytes.subarray(index, index + 1));
      await tick();
    }
  }

  async function serveStream(
    response: ServerResponse,
    frames: string[],
    shape: StreamShape,
    headers: Record<string, string>,
  ): Promise<void> {
    response.writeHead(
      200,
      headersOf(
        {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache',
          connection: 'keep-alive',
        },
        headers,
      ),
    );
    response.flushHeaders();
    const trickle = shape.trickle === true;
    const last = shape.neverEnd ? frames.length - 1 : frames.length;
    for (let index = 0; index <= last; index++) {
      if (shape.pauseAfter === index) await pause();
      if (shape.resetAfter === index) {
        response.socket?.destroy();
        return;
      }
      if (shape.endAfter === index) {
        response.end();
        return;
      }
      if (shape.errorAfter?.frames === index) {
        await write(response, errorFrame(wire, shape.errorAfter.body), trickle);
        response.end();
        return;
      }
      if (shape.garbageAfter?.frames === index) {
        await write(response, shape.garbageAfter.text, trickle);
        response.end();
        return;
      }
      if (index === last) break;
      if (shape.pings) await write(response, pingFrame(wire), trickle);
      await write(response, frames[index]!, trickle);
      if (!trickle) await tick();
    }
    // `neverEnd` keeps the response open; `close()` destroys it.
    if (!shape.neverEnd) response.end();
  }

  async function handle(request: FakeRequest, response: ServerResponse): Promise<void> {
    const script = queue.shift() ?? fallback;
    const id = `req_fake_${++sequence}`;
    const idHeader = { [REQUEST_ID_HEADER[wire]]: id };
    switch (script.kind) {
      case 'reset':
        response.socket?.destroy();
        return;
      case 'hang':
        if (script.headers !== false) {
          response.writeHead(200, { 'content-type': 'text/event-stream', ...idHeader });
          response.flushHeaders();
        }
        await pause();
        if (!response.destroyed) response.end();
        return;
      case 'error': {
        const text = typeof script.body === 'string' ? script.body : JSON.stringify(script.body);
        const contentType =
          typeof script.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
        response.writeHead(
          script.status,
          headersOf({ 'content-type': contentType }, idHeader, script.headers),
        );
        response.end(text);
        return;
      }
      case 'raw': {
        response.writeHead(
          script.status ?? 200,
          headersOf({ 'content-type': 'text/event-stream' }, idHeader, script.headers),
        );
        response.flushHeaders();
        for (const step of script.steps) {
          if (typeof step === 'string') response.write(step);
          else await pause();
          await tick();
        }
        if (!script.open) response.end();
        return;
      }
      case 'reply': {
        const model = modelOf(wire, request.path, request.body, options.model ?? 'fake-model');
        const reply = script.reply ?? {};
        const headers = { ...idHeader, ...script.headers };
        if (request.stream) {
          await serveStream(
            response,
            framesFor(wire, reply, model, request.body),
            script.stream ?? {},
            headers,
          );
          return;
        }
        response.writeHead(200, headersOf({ 'content-type': 'application/json' }, headers));
        response.end(JSON.stringify(jsonFor(wire, reply, model)));
        return;
      }
    }
  }

  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const bodyText = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(bodyText);
      } catch {
        body = undefined;
      }
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      let aborted = false;
      let finished = false;
      const closed = new Promise<void>((resolve) => {
        response.on('finish', () => {
          finished = true;
        });
        response.on('close', () => {
          if (!finished) aborted = true;
          resolve();
        });
      });
      const record: FakeRequest = {
        method: incoming.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers,
        bodyText,
        body,
        stream: streamRequested(wire, parsed.pathname, body),
        closed,
        clientAborted: () => aborted,
      };
      requests.push(record);
      const ready = requestWaiters.filter((waiter) => requests.length >= waiter.count);
      requestWaiters = requestWaiters.filter((waiter) => requests.length < waiter.count);
      for (const waiter of ready) waiter.resolve();
      handle(record, response).catch(() => {
        if (!response.destroyed) response.destroy();
      });
    });
  });
  let accepted = 0;
  server.on('connection', (socket: Socket) => {
    accepted++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  return {
    wire,
    url,
    baseUrl: wire === 'openai' ? `${url}/v1` : url,
    requests,
    enqueue: (...scripts) => {
      queue.push(...scripts);
    },
    setDefault: (script) => {
      fallback = script;
    },
    waitForRequests: (count) =>
      requests.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => requestWaiters.push({ count, resolve })),
    waitForPause: () => {
      if (pausesSeen > pausesConsumed) {
        pausesConsumed++;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) =>
        pauseWaiters.push(() => {
          pausesConsumed++;
          resolve();
        }),
      );
    },
    release: async () => {
      const pending = releasers;
      releasers = [];
      for (const resolve of pending) resolve();
      await tick();
    },
    get openConnections() {
      return sockets.size;
    },
    get connectionsAccepted() {
      return accepted;
    },
    close: async () => {
      for (const resolve of releasers) resolve();
      releasers = [];
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
