import pino, { type Logger } from 'pino';

/** Paths pino replaces with `[redacted]` if they ever reach a log line (defence in depth). */
export const REDACT_PATHS = [
  'headers.authorization',
  'headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
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
  /** Where lines go. @default stdout */
  readonly destination?: pino.DestinationStream | undefined;
}

/**
 * The gateway's structured logger: JSON lines, secrets redacted. The gateway never logs request
 * headers; the redaction covers anything that slips through.
 */
export function createGatewayLogger(options: GatewayLoggerOptions = {}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: { service: 'stayup' },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  return options.destination === undefined ? pino(settings) : pino(settings, options.destination);
}
