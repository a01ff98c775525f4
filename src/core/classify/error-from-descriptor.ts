/**
 * Turns an error *descriptor* (what a client saw: status, headers, body, message, name, code,
 * cause — DESIGN §10.1) into the error object stayup would really hold for that observation.
 * @module
 */
import { UpstreamError } from '../errors.js';
import { TRANSPORT_CODES } from './code-rules.js';
import { read } from './extract.js';
import { TLS_CODE } from './patterns.js';

/** The descriptor format of `stayup classify` and the corpus. Every field may be null or missing. */
export interface ErrorDescriptor {
  readonly status?: number | null | undefined;
  readonly headers?: Readonly<Record<string, unknown>> | null | undefined;
  /** A parsed JSON body (object) or the raw body text. */
  readonly body?: unknown;
  readonly message?: string | null | undefined;
  readonly name?: string | null | undefined;
  readonly code?: string | number | null | undefined;
  readonly cause?: ErrorDescriptor | null | undefined;
  readonly [extra: string]: unknown;
}

/** Options of {@link errorFromDescriptor}. */
export interface ErrorFromDescriptorOptions {
  readonly provider?: string | undefined;
  readonly model?: string | undefined;
}

const MAX_DEPTH = 6;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function statusOf(value: unknown): number | undefined {
  // A status written as text ("429", as some logs and hand-made descriptors carry it) counts too.
  const status = typeof value === 'string' && /^\s*\d{3}\s*$/.test(value) ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599
    ? status
    : undefined;
}

function codeOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function bodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return undefined;
  }
}

function lowerHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof headers !== 'object' || headers === null) return out;
  for (const key of Object.keys(headers)) {
    const value = read(headers, key);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[key.toLowerCase()] = String(value);
    }
  }
  return out;
}

function isTransportCode(code: string | undefined): boolean {
  if (code === undefined) return false;
  const upper = code.toUpperCase();
  return TRANSPORT_CODES.has(upper) || upper.startsWith('UND_ERR_') || TLS_CODE.test(upper);
}

/** True when the descriptor (or a cause) carries a transport/TLS code. */
function hasTransportCode(descriptor: unknown, depth: number): boolean {
  if (typeof descriptor !== 'object' || descriptor === null || depth > MAX_DEPTH) return false;
  return (
    isTransportCode(codeOf(read(descriptor, 'code'))) ||
    isTransportCode(codeOf(read(descriptor, 'errno'))) ||
    hasTransportCode(read(descriptor, 'cause'), depth + 1)
  );
}

/** Sets a property without tripping over read-only built-ins. */
function assign(target: object, key: string, value: unknown): void {
  if (value === undefined) return;
  try {
    Object.defineProperty(target, key, {
      value,
      writable: true,
      configurable: true,
      enumerable: key !== 'cause',
    });
  } catch {
    // A frozen target keeps what it has.
  }
}

/**
 * Builds the error object for a descriptor (DESIGN §10.1):
 * - with a `status`: the `UpstreamError` stayup's HTTP adapters produce (status, lower-cased
 *   headers, the raw body *text* — objects are `JSON.stringify`'d —, message);
 * - without a status but with transport codes: what Node's fetch/undici throws, a
 *   `TypeError('fetch failed')` whose `cause` carries the `code` (nested causes preserved);
 * - `AbortError` / `TimeoutError` names: DOMException-like errors;
 * - anything else: an `Error` with the given name, code, body and cause.
 * Never throws.
 *
 * @example
 * errorFromDescriptor({ status: 429, headers: { 'Retry-After': '3' }, body: { error: { message: 'slow down' } } });
 */
export function errorFromDescriptor(
  descriptor: unknown,
  options: ErrorFromDescriptorOptions = {},
): unknown {
  try {
    return build(descriptor, options, 0);
  } catch {
    return new Error(safeString(descriptor));
  }
}

function safeString(value: unknown): string {
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return 'unreadable error descriptor';
  }
}

function build(descriptor: unknown, options: ErrorFromDescriptorOptions, depth: number): unknown {
  if (descriptor === null || descriptor === undefined) return new Error('unknown error');
  if (typeof descriptor !== 'object') return new Error(String(descriptor));
  const status = statusOf(read(descriptor, 'status'));
  const headers = read(descriptor, 'headers');
  const body = bodyText(read(descriptor, 'body'));
  const message = text(read(descriptor, 'message'));
  const name = text(read(descriptor, 'name'));
  const code = codeOf(read(descriptor, 'code'));
  const causeDescriptor = read(descriptor, 'cause');
  const cause =
    depth < MAX_DEPTH && typeof causeDescriptor === 'object' && causeDescriptor !== null
      ? build(causeDescriptor, {}, depth + 1)
      : undefined;

  if (status !== undefined) {
    const error = new UpstreamError(message ?? `HTTP ${status}`, {
      provider: options.provider,
      model: options.model,
      status,
      headers: lowerHeaders(headers),
      body,
      requestId: undefined,
      cause,
    });
    // What the client library called it (ThrottlingException, RateLimitError …): the same facts an
    // adapter keeps as the provider's error type.
    if (code !== undefined) assign(error, 'providerCode', code);
    if (name !== undefined) assign(error, 'providerErrorName', name);
    return error;
  }

  if (name === 'AbortError' || name === 'TimeoutError') {
    const error = domException(message ?? defaultDomMessage(name), name);
    assign(error, 'cause', cause);
    return error;
  }

  // Only the outermost error is fetch's TypeError; causes are the socket/system errors themselves.
  if (depth === 0 && body === undefined && hasTransportCode(descriptor, 0)) {
    // Node's fetch: `TypeError: fetch failed`, the errno/undici code on `cause`.
    const causeError =
      cause ??
      Object.assign(new Error(message ?? code ?? 'socket error'), {
        code,
        errno: read(descriptor, 'errno') ?? code,
      });
    const error = new TypeError(message ?? 'fetch failed', { cause: causeError });
    if (name !== undefined && name !== 'TypeError') assign(error, 'name', name);
    if (cause !== undefined && code !== undefined) assign(error, 'code', code);
    return error;
  }

  const error = new Error(message ?? name ?? 'unknown error');
  if (name !== undefined) assign(error, 'name', name);
  assign(error, 'code', code);
  const errno = read(descriptor, 'errno');
  if (typeof errno === 'string' || typeof errno === 'number') assign(error, 'errno', errno);
  if (body !== undefined) assign(error, 'body', body);
  if (headers !== undefined && headers !== null) assign(error, 'headers', lowerHeaders(headers));
  assign(error, 'cause', cause);
  return error;
}

function defaultDomMessage(name: string): string {
  return name === 'TimeoutError'
    ? 'The operation was aborted due to timeout'
    : 'This operation was aborted';
}

function domException(message: string, name: string): Error {
  if (typeof DOMException === 'function') {
    return new DOMException(message, name) as unknown as Error;
  }
  const error = new Error(message);
  assign(error, 'name', name);
  return error;
}
