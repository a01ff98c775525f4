/**
 * What a key must look like to travel in an HTTP header. undici refuses a header value with a
 * control character (CR, LF, NUL…) or a character above U+00FF at call time, which would look like
 * a transport failure and open a healthy target's circuit. Surrounding spaces are allowed: they
 * travel as given and servers trim them (a trailing space from YAML or an env var worked before).
 * @module
 */

/** Why `secret` cannot be sent in a header; undefined when it can. Never quotes the secret. */
export function secretProblem(secret: string): string | undefined {
  for (let index = 0; index < secret.length; index++) {
    const code = secret.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
      return `has a control character at position ${index}`;
    if (code > 0xff) return `has a character outside Latin-1 at position ${index}`;
  }
  return undefined;
}
