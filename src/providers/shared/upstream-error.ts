/**
 * Builds `UpstreamError`s from failed responses and from error events inside 200 streams.
 * Adapters never decide what an error means; they keep status, headers and the raw body so the
 * classifier can.
 * @module
 */
import { UpstreamError } from '../../core/errors.js';
import {
  type ByteStream,
  byteStreamOf,
  type HttpResponse,
  type StreamedResponse,
} from '../../runtime/http-client.js';
import { redactSecrets } from './redact.js';

/**
 * The message prefix of a 200 whose answer failed without usable output (a Gemini call the model
 * could not make, the same filtered by Gemini's OpenAI-compatible endpoint); its error document
 * says why.
 */
export const NO_USABLE_ANSWER = 'no usable answer';

/** Error bodies are kept up to this many bytes. */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** Header names that carry a provider's request id, best first. `cf-ray` is the last resort. */
const REQUEST_ID_HEADERS = [
  'x-request-id',
  'request-id',
  'x-goog-request-id',
  'x-ms-request-id',
  'apim-request-id',
  'x-amzn-requestid',
  'x-trace-id',
  'cf-ray',
] as const;

/** Response headers never kept on an error. */
const DROPPED_HEADERS = new Set(['set-cookie']);

/** Who failed: the facts an adapter adds to every error. */
export interface ErrorSource {
  readonly provider: string;
  readonly model: string;
  /** The call's secret, scrubbed from the message and body if the provider echoes it. */
  readonly secret?: string | undefined;
}

/** Response headers as a plain object with lower-cased names; repeated values are joined with `, `. */
export function flattenHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (DROPPED_HEADERS.has(lower)) continue;
    const value = headers[name];
    if (value === undefined) continue;
    out[lower] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** The provider's request id from headers, else from a JSON body's `request_id`. */
export function requestIdFrom(
  headers: Readonly<Record<string, string>>,
  body?: unknown,
): string | undefined {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers[name];
    if (value) return value;
  }
  if (typeof body === 'object' && body !== null) {
    const id = (body as { request_id?: unknown }).request_id;
    if (typeof id === 'string') return id;
  }
  return undefined;
}

/**
 * Reads at most `limitBytes` of a body as UTF-8 text. When the body is longer, the rest is not
 * read and the connection is closed rather than drained.
 */
export async function readBoundedText(
  body: HttpResponse['body'] | ByteStream,
  limitBytes: number = MAX_ERROR_BODY_BYTES,
): Promise<string> {
  const bytes = 'discard' in body ? body : byteStreamOf(body);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of bytes) {
    const room = limitBytes - size;
    if (chunk.length >= room) {
      chunks.push(chunk.subarray(0, room));
      size = limitBytes;
      bytes.discard();
      break;
    }
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

function tryParseJson(text: string): unknown {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The most useful human message inside an error body (OpenAI, Anthropic, Gemini, plain shapes). */
export function messageFromBody(body: unknown, text: string): string {
  const node = Array.isArray(body) ? body[0] : body;
  if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    const error = record.error;
    if (typeof error === 'object' && error !== null) {
      const message = (error as Record<string, unknown>).message;
      if (typeof message === 'string' && message) return message;
    }
    if (typeof error === 'string' && error) return error;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.detail === 'string' && record.detail) return record.detail;
  }
  return text.trim().replace(/\s+/g, ' ');
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Turns a non-2xx response into an `UpstreamError` with status, headers, raw body and request id. */
export async function upstreamErrorFromResponse(
  response: HttpResponse | StreamedResponse,
  source: ErrorSource,
): Promise<UpstreamError> {
  const headers = flattenHeaders(response.headers);
  let text: string;
  try {
    text = await readBoundedText(response.body);
  } catch {
    // The body broke while being read; the status and headers are still the facts that matter.
    text = '';
  }
  return buildUpstreamError(source, { status: response.statusCode, headers, text });
}

/** What failed, beside who failed ({@link ErrorSource}). */
export interface UpstreamFailure {
  readonly status?: number | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** Raw body text (JSON for error events). */
  readonly text: string;
  /** Prefix for the message, e.g. `stream error event`. */
  readonly what?: string | undefined;
  readonly requestId?: string | undefined;
  readonly cause?: unknown;
}

/**
 * Builds an `UpstreamError` from parts; used for HTTP failures and for error events in streams.
 * Two arguments rather than one merged object: a spread copy of `source` with the failure's keys
 * added costs ≈ 3 µs on Node 20, on every failed attempt.
 */
export function buildUpstreamError(source: ErrorSource, failure: UpstreamFailure): UpstreamError {
  const headers = failure.headers ?? {};
  const body = redactSecrets(failure.text, source.secret);
  const parsed = tryParseJson(body);
  const detail = truncate(messageFromBody(parsed, body), 300);
  const where = failure.status === undefined ? (failure.what ?? 'error') : String(failure.status);
  const message = `${source.provider} ${where}${detail ? `: ${detail}` : ''}`;
  return new UpstreamError(message, {
    provider: source.provider,
    model: source.model,
    status: failure.status,
    headers,
    body,
    requestId: failure.requestId ?? requestIdFrom(headers, parsed),
    ...(failure.cause === undefined ? {} : { cause: failure.cause }),
  });
}
