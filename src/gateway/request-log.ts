import pino, { type Logger } from 'pino';
import type { AttemptSummary, WireShape } from './error-response.js';
import { createLineBuffer, type LineBuffer } from './line-buffer.js';

/** Paths pino replaces with `[redacted]` if they ever reach a log line (defence in depth). */
export const REDACT_PATHS = [
  'headers.authorization',
  'headers["x-api-key"]',
  'headers["api-key"]',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'req.headers["api-key"]',
  'authorization',
  'apiKey',
  'api_key',
  'secret',
  'keys',
  '*.secret',
  '*.keys',
  '*.apiKey',
  '*.api_key',
  '*.authorization',
];

/** Options of {@link createGatewayLogger}. */
export interface GatewayLoggerOptions {
  /** @default 'info' */
  readonly level?: string | undefined;
  /**
   * Where lines go. @default stdout, buffered: lines are written in batches of
   * {@link LOG_BUFFER_BYTES} and at least every {@link LOG_FLUSH_MS} (and on exit and on the
   * gateway's `close()`), not one write per line.
   */
  readonly destination?: pino.DestinationStream | undefined;
}

/**
 * Log characters gathered before a write to stdout. A write per request line costs a system call
 * each (a measurable share of a proxied request); a batch costs one per ≈ 50 lines.
 */
export const LOG_BUFFER_BYTES = 16_384;

/** The longest a buffered log line waits before it is written. */
export const LOG_FLUSH_MS = 1000;

/** The wildcard paths of {@link REDACT_PATHS} (`*.name`): any top-level value's `name`. */
const NESTED_SECRET_KEYS = REDACT_PATHS.filter((path) => path.startsWith('*.')).map((path) =>
  path.slice(2),
);

/** Redaction with pino's own engine for the fixed paths (cheap). */
const FIXED_REDACT_PATHS = REDACT_PATHS.filter((path) => !path.startsWith('*.'));

/**
 * The `*.name` paths, applied in a log formatter: pino's wildcard redaction walks every log object
 * through a generic path engine (≈ 20 µs a line, more than the rest of the line), while the
 * gateway's request lines are flat objects this loop checks in well under a microsecond. A line
 * that does hold such a key gets a copy with the value censored; the caller's object is untouched.
 */
function redactNested(object: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key)) continue;
    const value = object[key];
    if (typeof value !== 'object' || value === null) continue;
    let copy: Record<string, unknown> | undefined;
    for (const name of NESTED_SECRET_KEYS) {
      if (!Object.hasOwn(value, name)) continue;
      copy ??= Array.isArray(value)
        ? (Object.assign([], value) as unknown as Record<string, unknown>)
        : { ...(value as Record<string, unknown>) };
      copy[name] = REDACTED;
    }
    if (copy === undefined) continue;
    out ??= { ...object };
    out[key] = copy;
  }
  return out ?? object;
}

const REDACTED = '[redacted]';

/** The destinations of the loggers {@link createGatewayLogger} made, for the request line. */
const destinations = new WeakMap<Logger, pino.DestinationStream>();

/** pino's level numbers for the two levels request lines use. */
const INFO = 30;
const WARN = 40;

/**
 * The gateway's structured logger: JSON lines, secrets redacted. The gateway never logs request
 * headers; the redaction covers anything that slips through.
 */
export function createGatewayLogger(options: GatewayLoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: { service: 'stayup' },
    redact: { paths: FIXED_REDACT_PATHS, censor: REDACTED },
    formatters: { log: redactNested },
  };
  const destination: pino.DestinationStream | LineBuffer =
    options.destination ??
    createLineBuffer({ dest: 1, minLength: LOG_BUFFER_BYTES, flushIntervalMs: LOG_FLUSH_MS });
  const logger = pino(settings, destination);
  destinations.set(logger, destination);
  return logger;
}

/**
 * The gateway's per-request record: a flat object of strings and numbers, plus the attempt
 * summaries (plain data: target ids, key labels, reasons, durations — never a secret).
 */
export type RequestRecord = object;

/**
 * The gateway's record of one request, its log line and metric source. Every field exists from
 * the start (absent ones are `undefined`, which the line leaves out), so every record has one
 * shape and one key order; {@link requestLineJson} writes it without `JSON.stringify`.
 */
export class RequestLine {
  requestId: string;
  method: string;
  path: string;
  api: WireShape | undefined = undefined;
  model: string | undefined = undefined;
  stream: boolean | undefined = undefined;
  status: number | undefined = undefined;
  reason: string | undefined = undefined;
  target: string | undefined = undefined;
  attempts: AttemptSummary[] | undefined = undefined;
  durationMs: number | undefined = undefined;

  constructor(requestId: string, method: string, path: string) {
    this.requestId = requestId;
    this.method = method;
    this.path = path;
  }
}

/** A string whose JSON form is itself in quotes: no quote, backslash, control or surrogate code unit. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

function quoted(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/** A number as JSON writes it (`null` for NaN and the infinities). */
function numeric(value: number): string {
  return Number.isFinite(value) ? `${value}` : 'null';
}

// A field added to `summarizeAttempts` must be written here too: the property test against
// `JSON.stringify` (request-log.test.ts) fails until it is.
function attemptJson(attempt: AttemptSummary): string {
  let text = `{"attempt":${numeric(attempt.attempt)},"target":${quoted(attempt.target)}`;
  if (attempt.credential !== undefined) text += `,"credential":${quoted(attempt.credential)}`;
  text += `,"reason":${quoted(attempt.reason)},"category":${quoted(attempt.category)}`;
  if (attempt.status !== undefined) text += `,"status":${numeric(attempt.status)}`;
  return `${text},"action":${quoted(attempt.action)},"durationMs":${numeric(attempt.durationMs)}}`;
}

/** The attempts as `JSON.stringify` writes them (`summarizeAttempts` output: fixed key order). */
function attemptsJson(attempts: readonly AttemptSummary[]): string {
  let text = '[';
  for (let index = 0; index < attempts.length; index++) {
    text += `${index === 0 ? '' : ','}${attemptJson(attempts[index] as AttemptSummary)}`;
  }
  return `${text}]`;
}

/**
 * `JSON.stringify(line)`, written by hand: V8's serializer costs more to enter than these few
 * strings and numbers cost to write (≈ 2–4.5 µs a request line against ≈ 1 µs, measured).
 * Property-tested against `JSON.stringify` on odd values.
 */
export function requestLineJson(line: RequestLine): string {
  let text = `{"requestId":${quoted(line.requestId)},"method":${quoted(line.method)},"path":${quoted(line.path)}`;
  if (line.api !== undefined) text += `,"api":${quoted(line.api)}`;
  if (line.model !== undefined) text += `,"model":${quoted(line.model)}`;
  if (line.stream !== undefined) text += `,"stream":${line.stream ? 'true' : 'false'}`;
  if (line.status !== undefined) text += `,"status":${numeric(line.status)}`;
  if (line.reason !== undefined) text += `,"reason":${quoted(line.reason)}`;
  if (line.target !== undefined) text += `,"target":${quoted(line.target)}`;
  if (line.attempts !== undefined) text += `,"attempts":${attemptsJson(line.attempts)}`;
  if (line.durationMs !== undefined) text += `,"durationMs":${numeric(line.durationMs)}`;
  return `${text}}`;
}

/** Writes one request line: `warn` for server-side failures, `info` otherwise. */
export type RequestLineWriter = (record: RequestRecord, warn: boolean) => void;

/**
 * The function the gateway logs each request with. For a logger from {@link createGatewayLogger}
 * it writes the line pino would write for `logger.info(record, 'request')`, byte for byte, but
 * with one `JSON.stringify` of the record straight to the destination: pino's per-call work
 * (redaction of paths no request record has, the formatter, a serialisation per key) cost ≈ 8 µs a
 * line, measured. Any other logger gets `logger.info` / `logger.warn` as usual.
 */
export function requestLineWriter(logger: Logger): RequestLineWriter {
  const destination = destinations.get(logger);
  if (destination === undefined) {
    return (record, warn) => {
      if (warn) logger.warn(record, 'request');
      else logger.info(record, 'request');
    };
  }
  return (record, warn) => {
    const level = warn ? WARN : INFO;
    // Read each time: the level can change while the gateway runs.
    if (level < logger.levelVal) return;
    const fields = record instanceof RequestLine ? requestLineJson(record) : JSON.stringify(record);
    destination.write(
      `{"level":${level},"time":${Date.now()},"service":"stayup",${fields.slice(1, -1)}${fields.length > 2 ? ',' : ''}"msg":"request"}\n`,
    );
  };
}
