/**
 * What a key must look like to travel in an HTTP header. undici refuses a header value with a
 * control character (CR, LF, NUL…) or a character above U+00FF at call time, which would look like
 * a transport failure and open a healthy target's circuit; Fetch also trims surrounding spaces, so
 * the key sent would not be the key configured.
 * @module
 */

/** Why `secret` cannot be sent in a header; undefined when it can. Never quotes the secret. */
export function secretProblem(secret: string): string | undefined {
  if (secret.trim() !== secret) return 'has leading or trailing whitespace';
  for (let index = 0; index < secret.length; index++) {
    const code = secret.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
      return `has a control character at position ${index}`;
    if (code > 0xff) return `has a character outside Latin-1 at position ${index}`;
  }
  return undefined;
}
