import { createHash } from 'node:crypto';

/**
 * A target's identity in the state store (its breaker, round-robin cursor and keyless hold).
 *
 * The public target id (`chat[0]:vllm/llama-3`) names a position in a chain, not an endpoint, so
 * two gateways sharing one Redis with the same model name, position, provider and model but
 * different hosts would share that state. A target with a configured base URL is therefore keyed
 * `<id>@<16 hex of sha256(endpoint)>`, where the endpoint is the normalised base URL plus the
 * options that send the call elsewhere (an Azure `deployment`). Everything else keeps its id as
 * store key, so state written before this key existed stays valid: no base URL (the provider's
 * default endpoint, written out or not), an adapter instance, and the in-process sandbox.
 *
 * Computed once per target when the client is built; the engine never hashes per request.
 * @module
 */

/** What decides a target's store key. */
export interface TargetStoreKeyInput {
  /** The public target id, e.g. `chat[0]:vllm/llama-3`. */
  readonly id: string;
  /** The provider's registry name; `sandbox` (in process, no network) never has an endpoint. */
  readonly provider: string;
  /** The upstream model id (an Azure deployment equal to it is the adapter's default). */
  readonly model: string;
  /** The configured base URL; undefined: the provider's default endpoint. */
  readonly baseUrl: string | undefined;
  /** The provider's built-in default base URL: written out, it still means the default. */
  readonly defaultBaseUrl?: string | undefined;
  /** The target's adapter options; only routing ones (`deployment`) are read, never headers. */
  readonly options?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The store key of a target: its id, or `<id>@<hash>` when it has an endpoint of its own.
 *
 * @example
 * targetStoreKey({ id: 'chat[0]:vllm/llama', provider: 'vllm', model: 'llama',
 *   baseUrl: 'http://gpu-1:8000/v1' }); // 'chat[0]:vllm/llama@d8b25b377012abc2'
 */
export function targetStoreKey(input: TargetStoreKeyInput): string {
  const endpoint = targetEndpoint(input);
  if (endpoint === undefined) return input.id;
  const digest = createHash('sha256').update(endpoint, 'utf8').digest('hex');
  return `${input.id}@${digest.slice(0, 16)}`;
}

/**
 * The text hashed into a target's store key, or undefined when the target keeps its id. It holds
 * no secret: keys are not part of it, headers are not read (they may carry keys), and the base
 * URL's userinfo, query and fragment are dropped.
 */
export function targetEndpoint(input: TargetStoreKeyInput): string | undefined {
  if (input.baseUrl === undefined || input.provider === 'sandbox') return undefined;
  const baseUrl = normalizeBaseUrl(input.baseUrl);
  const deployment = input.options?.deployment;
  const routed = typeof deployment === 'string' && deployment !== input.model;
  const isDefault =
    input.defaultBaseUrl !== undefined && baseUrl === normalizeBaseUrl(input.defaultBaseUrl);
  if (isDefault && !routed) return undefined;
  return routed ? `${baseUrl} deployment=${deployment}` : baseUrl;
}

/**
 * A base URL in one spelling: scheme and host lower-cased, the scheme's default port and trailing
 * slashes removed, percent-escapes in one form (RFC 3986 §6.2.2: upper-case hex, unreserved
 * characters unescaped); userinfo, query string and fragment dropped (they may hold credentials
 * and do not name the endpoint). The path keeps its case: servers may route on it.
 *
 * @example
 * normalizeBaseUrl('HTTPS://user:pw@API.Example.com:443/v1/?key=sk'); // 'https://api.example.com/v1'
 */
export function normalizeBaseUrl(raw: string): string {
  const text = raw.trim();
  const url = URL.canParse(text) ? new URL(text) : undefined;
  // Without a host WHATWG read `user:pw@host/v1` as scheme `user:` and a path holding the password.
  if (url !== undefined && url.host !== '')
    return `${url.protocol}//${url.host}${samePercentEscapes(url.pathname).replace(/\/+$/, '')}`;
  return withoutSecrets(text);
}

/** Unreserved characters (RFC 3986 §2.3): escaped or not, the same URI. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

function samePercentEscapes(path: string): string {
  return path.replace(/%[0-9a-f]{2}/gi, (percent) => {
    const char = String.fromCharCode(Number.parseInt(percent.slice(1), 16));
    return UNRESERVED.test(char) ? char : percent.toUpperCase();
  });
}

/**
 * A custom adapter's address that is not a URL with a host: everything up to its last `@` goes
 * (a password may hold `/`, `?` or `#`, so the authority's end cannot be told), then any query or
 * fragment and trailing slashes.
 */
function withoutSecrets(text: string): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
  const rest = text.slice(scheme.length);
  return `${scheme}${rest.slice(rest.lastIndexOf('@') + 1)}`
    .replace(/[?#][\s\S]*$/, '')
    .replace(/\/+$/, '');
}
