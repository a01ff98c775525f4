/**
 * Network-error recognition as the SDKs do it.
 * @module
 */

/** undici/Node codes the AI SDK treats as retryable network errors (`@ai-sdk/provider-utils` `RETRYABLE_NETWORK_ERROR_CODES`). */
export const RETRYABLE_NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ConnectionRefused',
  'ConnectionClosed',
  'FailedToOpenSocket',
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** The first error in the cause chain whose `code` is a retryable network code (`findNetworkError`). */
export function findNetworkError(error: unknown): Error | undefined {
  const visited = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !visited.has(current)) {
    visited.add(current);
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_NETWORK_ERROR_CODES.has(code)) return current;
    current = current.cause;
  }
  return undefined;
}

/**
 * A failure without any response: `fetch` rejected (`TypeError: fetch failed`), or the
 * connection broke before the response (undici socket/timeout codes).
 */
export function isConnectionError(error: unknown): boolean {
  if (error instanceof TypeError && /fetch failed|failed to fetch/i.test(error.message))
    return true;
  return findNetworkError(error) !== undefined;
}
