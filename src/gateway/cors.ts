/**
 * CORS for the gateway (`server.cors`): which web pages may call it from a browser. Off unless
 * configured — a gateway that spends provider keys must not be callable from any page on the web
 * unless its operator says so. Authentication stays the gateway key in a header; cookies are never
 * involved, so credentials are never allowed.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StayupConfig } from '../config/config-schema.js';
import { InvalidOptionsError } from '../core/errors.js';

/** Options of {@link createCorsPolicy}. */
export interface CorsOptions {
  /** `'*'` (any page) or the origins allowed, as browsers send them (`https://app.example.com`). */
  readonly origins: '*' | string | readonly string[];
  /** How long a browser may reuse a preflight's answer. @default 600000 (10 minutes) */
  readonly maxAgeMs?: number | undefined;
}

/** Applies CORS to each request. */
export interface CorsPolicy {
  /**
   * Sets the CORS headers of `request`'s answer on `response` (they merge into whatever is
   * written later), and answers a preflight (`OPTIONS`) itself. True when it answered.
   */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
  /** Whether pages of `origin` (an `Origin` header) may call the gateway. */
  allowsOrigin(origin: string): boolean;
  /** True for `"*"`: every page on the web may call the gateway. */
  readonly allowsAnyOrigin: boolean;
}

/**
 * Request headers the OpenAI and Anthropic SDKs (and stayup's own) send from a browser, answered
 * when a preflight names none. (Firefox and Safari let the SDKs set `user-agent`, so it is asked
 * for too; the SDKs' `x-stainless-*` names vary by version.)
 */
const KNOWN_HEADERS = [
  'authorization',
  'content-type',
  'accept',
  'x-api-key',
  'api-key',
  'anthropic-version',
  'anthropic-beta',
  'anthropic-dangerous-direct-browser-access',
  'x-request-id',
  'x-stayup-session',
  'idempotency-key',
  'user-agent',
  'x-stainless-os',
  'x-stainless-lang',
  'x-stainless-arch',
  'x-stainless-runtime',
  'x-stainless-runtime-version',
  'x-stainless-package-version',
  'x-stainless-retry-count',
  'x-stainless-timeout',
  'openai-organization',
  'openai-project',
].join(', ');
/** An HTTP header name (RFC 9110 token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;

/** Response headers a page may read: the diagnosis and the wait. */
const EXPOSE_HEADERS = [
  'x-stayup-target',
  'x-stayup-attempts',
  'x-stayup-reason',
  'x-stayup-estimate',
  'x-should-retry',
  'retry-after',
  'retry-after-ms',
  'x-request-id',
  'request-id',
].join(', ');

const ALLOW_METHODS = 'GET, HEAD, POST, OPTIONS';
const DEFAULT_MAX_AGE_MS = 600_000;

/**
 * The request headers a preflight of an allowed origin may send: the ones it asked for (valid
 * names, at most 64). The origin is the gate; a header grants nothing (the gateway reads only
 * the ones it knows, and none chooses an upstream, a URL or a key), while a fixed list breaks
 * each client that adds one (`user-agent` from Firefox, an app's `x-title`, a newer SDK's).
 */
function allowHeaders(requested: string | undefined): string {
  if (requested === undefined || requested.trim() === '') return KNOWN_HEADERS;
  return requested
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => HEADER_NAME.test(name))
    .slice(0, 64)
    .join(', ');
}

function checkOrigins(origins: CorsOptions['origins']): '*' | ReadonlySet<string> {
  const list = typeof origins === 'string' ? [origins] : origins;
  if (!Array.isArray(list) || list.length === 0)
    throw new InvalidOptionsError('cors.origins', 'must be "*", an origin or a list of origins');
  if (list.includes('*')) return '*';
  list.forEach((origin, index) => {
    // http(s) pages, and apps' web views and extensions (`tauri://localhost`, `chrome-extension://…`).
    if (typeof origin !== 'string' || !/^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i.test(origin))
      throw new InvalidOptionsError(
        `cors.origins[${index}]`,
        'must be an origin as browsers send it, e.g. "https://app.example.com"',
      );
  });
  return new Set(list);
}

/**
 * Builds the gateway's CORS policy. Preflights are answered without a gateway key (browsers send
 * none); an origin not allowed gets no `access-control-allow-origin`, so its browser refuses.
 *
 * @example
 * const cors = createCorsPolicy({ origins: ['https://app.example.com'] });
 * if (cors.handle(request, response)) return; // a preflight, answered
 */
export function createCorsPolicy(options: CorsOptions): CorsPolicy {
  const origins = checkOrigins(options.origins);
  const maxAgeMs = options.maxAgeMs ?? DEFAULT_MAX_AGE_MS;
  if (!Number.isFinite(maxAgeMs) || maxAgeMs < 0)
    throw new InvalidOptionsError('cors.maxAgeMs', 'must be a number of milliseconds, 0 or more');
  const maxAge = String(Math.floor(maxAgeMs / 1000));
  const anyOrigin = origins === '*';
  return {
    allowsAnyOrigin: anyOrigin,
    allowsOrigin: (origin) => origins === '*' || origins.has(origin),
    handle(request, response) {
      const origin = request.headers.origin;
      const allowed = typeof origin === 'string' && (origins === '*' || origins.has(origin));
      // A listed origin is echoed, so caches must keep answers apart by origin.
      if (!anyOrigin) response.setHeader('vary', 'origin');
      if (allowed) {
        response.setHeader('access-control-allow-origin', anyOrigin ? '*' : origin);
        response.setHeader('access-control-expose-headers', EXPOSE_HEADERS);
      }
      if (request.method !== 'OPTIONS') return false;
      if (allowed) {
        response.setHeader('access-control-allow-methods', ALLOW_METHODS);
        const requested = request.headers['access-control-request-headers'];
        response.setHeader('access-control-allow-headers', allowHeaders(requested));
        response.setHeader('access-control-max-age', maxAge);
        // Chrome's Private Network Access: a public page calling a gateway on a private or
        // loopback address asks first; the operator listed the origin, so the answer is yes.
        if (request.headers['access-control-request-private-network'] === 'true')
          response.setHeader('access-control-allow-private-network', 'true');
      }
      response.setHeader(
        'vary',
        anyOrigin ? 'access-control-request-headers' : 'origin, access-control-request-headers',
      );
      response.writeHead(204);
      response.end();
      return true;
    },
  };
}

/**
 * The policy a gateway runs: its `cors` option (`false`: off) wins over the config's
 * `server.cors`; neither: none (CORS off).
 */
export function gatewayCorsPolicy(
  option: CorsOptions | false | undefined,
  config: NonNullable<StayupConfig['server']>['cors'],
): CorsPolicy | undefined {
  if (option === false) return undefined;
  if (option !== undefined) return createCorsPolicy(option);
  if (config === undefined) return undefined;
  return createCorsPolicy({ origins: config.origins, maxAgeMs: config.max_age });
}
