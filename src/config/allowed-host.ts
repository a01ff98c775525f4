/**
 * `server.allowed_hosts` entries: the host names (besides loopback ones) a gateway without keys
 * answers, as the `Host` header names them. Shared by the config schema and `createGateway`'s
 * `allowedHosts`, so both refuse the same entries with the same messages.
 * @module
 */

/** A name (`host.docker.internal`, `.corp.internal` for a domain and its subdomains) or IPv4 address. */
const NAME = /^\.?[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/;
/** An IPv6 address, bracketed as in a Host header or bare as people write it. */
const IPV6 = /^\[?([0-9a-f:.]+)\]?$/;

const EXAMPLE = 'e.g. "host.docker.internal", or ".corp.internal" for a domain and its subdomains';

/** The host name `text` normalizes to (WHATWG URL rules, as browsers write `Host`), or undefined. */
function normalized(text: string): string | undefined {
  try {
    return new URL(`http://${text}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * An allowed host as the gateway compares it (lower case, IPv6 in brackets and compressed, a
 * leading dot kept), or the problem with `value` as a message naming the fix.
 */
export function parseAllowedHost(value: string): { host: string } | { problem: string } {
  const shown = value.trim();
  const text = shown.toLowerCase();
  if (text === '') return { problem: 'a host must not be empty' };
  if (text === '*')
    return {
      problem:
        '"*" would turn off the DNS-rebinding guard of a gateway without keys; set server.keys to serve any host name',
    };
  const ipv6 = IPV6.exec(text);
  if (ipv6 !== null && (ipv6[1]?.split(':').length ?? 0) > 2 && !/\]:\d/.test(text)) {
    const host = normalized(`[${ipv6[1]}]`);
    if (host !== undefined) return { host };
  }
  if (/^[a-z0-9._[\]:-]+:\d+$/.test(text) && !/^[a-z][a-z0-9+.-]*:\/\//.test(text))
    return {
      problem: `"${shown}" has a port: list the host name alone (any port is allowed), ${EXAMPLE}`,
    };
  if (!NAME.test(text))
    return {
      problem: `"${shown}" is not a host name: write the name or address alone, without scheme, port or path, ${EXAMPLE}`,
    };
  const dot = text.startsWith('.') ? '.' : '';
  const host = normalized(text.slice(dot.length));
  if (host === undefined)
    return { problem: `"${shown}" is not a valid host name or address, ${EXAMPLE}` };
  return { host: dot + host };
}
