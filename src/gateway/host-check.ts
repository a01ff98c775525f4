/**
 * The DNS-rebinding guard of a gateway without keys. A page on `evil.example` that re-resolves its
 * name to 127.0.0.1 makes the browser send requests the browser deems same-origin — no preflight,
 * GETs without `Origin` — addressed `Host: evil.example:4000`. Such a gateway therefore answers
 * only requests addressed to a loopback name or address, or to a host the operator listed, as the
 * Vite and webpack dev servers, Jupyter, Ollama and the MCP SDKs do.
 * @module
 */
import { parseAllowedHost } from '../config/allowed-host.js';
import { InvalidOptionsError } from '../core/errors.js';

/** Whether a request's `Host` header (undefined: none sent) may be served. */
export type HostCheck = (host: string | undefined) => boolean;

/** Options of {@link createHostCheck}. */
export interface HostCheckOptions {
  /**
   * Hosts served besides loopback ones: names (`host.docker.internal`), a leading dot for a
   * domain and its subdomains (`.corp.internal`), or addresses; no scheme or port.
   */
  readonly allowedHosts?: readonly string[] | undefined;
}

/** A Host header's form: a name or IPv4 address, or a bracketed IPv6 one, and an optional port. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9._-]+)(?::\d{0,5})?$/i;
const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** Distinct Host values whose verdict is kept: a gateway sees a handful. */
const CACHE_LIMIT = 256;

/**
 * The host name a Host header names, as a browser writes it (WHATWG URL rules: lower case,
 * IPv6 compressed in brackets, IPv4 in dotted decimal), or undefined when it is malformed.
 */
function hostName(header: string): string | undefined {
  if (!HOST_HEADER.test(header)) return undefined;
  try {
    return new URL(`http://${header}`).hostname;
  } catch {
    return undefined;
  }
}

/** `localhost`, `*.localhost` (browsers resolve both to loopback themselves), 127.0.0.0/8, `[::1]`. */
function isLoopbackName(name: string): boolean {
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    LOOPBACK_IPV4.test(name)
  );
}

/** The allowed hosts, validated, as {@link parseAllowedHost} normalizes them. */
function checkAllowedHosts(hosts: readonly string[]): string[] {
  if (!Array.isArray(hosts))
    throw new InvalidOptionsError('allowedHosts', 'must be a list of host names');
  return hosts.map((value, index) => {
    const parsed =
      typeof value === 'string' ? parseAllowedHost(value) : { problem: 'must be a host name' };
    if ('problem' in parsed)
      throw new InvalidOptionsError(`allowedHosts[${index}]`, parsed.problem);
    return parsed.host;
  });
}

/**
 * Builds the check. A request without `Host` (HTTP/1.0; Node answers an HTTP/1.1 one 400 itself)
 * or with an empty one passes: browsers always send the page's host, so no web page can make one.
 *
 * @example
 * const isAllowed = createHostCheck({ allowedHosts: ['host.docker.internal'] });
 * isAllowed('localhost:4000'); // true
 * isAllowed('evil.example:4000'); // false
 */
export function createHostCheck(options: HostCheckOptions = {}): HostCheck {
  const allowed = checkAllowedHosts(options.allowedHosts ?? []);
  const exact = new Set(allowed.filter((host) => !host.startsWith('.')));
  const suffixes = allowed.filter((host) => host.startsWith('.'));
  const isAllowedName = (name: string): boolean =>
    isLoopbackName(name) ||
    exact.has(name) ||
    suffixes.some((suffix) => name.endsWith(suffix) || name === suffix.slice(1));
  const verdicts = new Map<string, boolean>();
  return (host) => {
    if (host === undefined || host === '') return true;
    const known = verdicts.get(host);
    if (known !== undefined) return known;
    const name = hostName(host);
    const verdict = name !== undefined && isAllowedName(name);
    if (verdicts.size < CACHE_LIMIT) verdicts.set(host, verdict);
    return verdict;
  };
}
