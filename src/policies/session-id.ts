/**
 * The id a session pin (DESIGN §2.6) is stored under. The session id is the caller's choice (the
 * gateway takes it from `x-stayup-session`), so a long one is shortened before it reaches a store:
 * pins stay small in memory and Redis key names stay bounded.
 * @module
 */

/** Session ids up to this many characters are stored as they are. */
export const MAX_SESSION_ID_LENGTH = 128;

/** Characters of a long id kept readable in front of its hash. */
const KEPT_PREFIX = 48;

/**
 * `session` itself when it is at most {@link MAX_SESSION_ID_LENGTH} characters; otherwise its first
 * 48 characters, its length and a 106-bit hash of the whole id (two seeded 53-bit hashes), about
 * 90 characters in all. Pure and stable across processes and versions, so replicas agree.
 *
 * @example
 * sessionStoreId('conv-42'); // 'conv-42'
 * sessionStoreId('x'.repeat(10_000)); // 'xxxx…x~10000~<28 hex digits>'
 */
export function sessionStoreId(session: string): string {
  if (session.length <= MAX_SESSION_ID_LENGTH) return session;
  const hash = `${hash53(session, 0x9e3779b9).toString(16).padStart(14, '0')}${hash53(session, 0x85ebca6b).toString(16).padStart(14, '0')}`;
  return `${session.slice(0, KEPT_PREFIX)}~${session.length}~${hash}`;
}

/** cyrb53: a fast 53-bit string hash (public domain, bryc); not cryptographic. */
function hash53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
