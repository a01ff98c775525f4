import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Checks a request's gateway key. */
export type KeyCheck = (request: IncomingMessage) => boolean;

/**
 * The keys a client presented, in order: `Authorization: Bearer <key>`, `x-api-key` (Anthropic
 * clients), `api-key` (Azure OpenAI clients). More than one when a client sends its key in one
 * header and something else in another: the `OpenAI` client pointed at Azure's v1 API always sends
 * `Authorization` (a placeholder `apiKey`) when the key goes in an `api-key` default header.
 */
export function presentedKeys(request: IncomingMessage): string[] {
  const keys: string[] = [];
  const authorization = request.headers.authorization;
  if (typeof authorization === 'string') {
    const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
    if (match?.[1] !== undefined) keys.push(match[1]);
  }
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey !== '') keys.push(apiKey);
  const azureKey = request.headers['api-key'];
  if (typeof azureKey === 'string' && azureKey !== '') keys.push(azureKey);
  return keys;
}

/**
 * Builds the gateway key check: a request passes when one of the keys it presents is a
 * configured key. Keys are compared as SHA-256 digests with `timingSafeEqual`, so neither the
 * length nor the content of a configured key leaks through timing; every configured key is
 * compared (no early exit). No keys configured: every request passes.
 */
export function createKeyCheck(keys: readonly string[]): KeyCheck {
  if (keys.length === 0) return () => true;
  const digests = keys.map(digest);
  // Digests of presented strings that matched a key, so a valid key is hashed once, not on every
  // request. Only accepted strings enter it (each equals a configured key), so it never holds
  // more than `keys.length` entries and an attacker's guesses cannot grow it; the comparison
  // below still runs over every configured digest in constant time.
  const accepted = new Map<string, Buffer>();
  const matches = (presented: string): boolean => {
    const known = accepted.get(presented);
    const candidate = known ?? digest(presented);
    let matched = false;
    for (const expected of digests) matched = timingSafeEqual(candidate, expected) || matched;
    if (matched && known === undefined) accepted.set(presented, candidate);
    return matched;
  };
  return (request) => presentedKeys(request).some(matches);
}

/** True for hosts that only the local machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const value = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return value === 'localhost' || value === '::1' || /^127\.\d+\.\d+\.\d+$/.test(value);
}
