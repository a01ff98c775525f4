/**
 * Scrubs one attempt's secret out of the error its adapter threw, in place. That error becomes the
 * `cause` of the error the caller gets, and `util.inspect`, loggers and error trackers print a
 * cause chain with its own properties: a custom adapter may echo the key in its message, and a
 * provider may echo it in a response body or a header kept on the error.
 * @module
 */

import { StayupError } from '../core/errors.js';

/** What replaces the secret. */
export const SECRET_MARKER = '[redacted]';

/** How deep into nested objects (causes, headers, bodies) the scrub looks. */
const MAX_DEPTH = 5;
/** How many properties one scrub reads at most (a huge error graph is not walked whole). */
const MAX_PROPERTIES = 500;

/**
 * Replaces every occurrence of `secret` in the string properties of `error` (message and stack
 * included), of its `cause` chain, and of the plain objects and arrays they hold. Getters are not
 * called and frozen or read-only properties are left alone. Secrets shorter than 4 characters are
 * ignored: they would match ordinary text. Never throws.
 */
export function scrubSecretInPlace(error: unknown, secret: string | undefined): void {
  if (secret === undefined || secret.length < 4) return;
  try {
    if (StayupError.isInstance(error)) scrubOwnError(error, secret);
    else scrub(error, secret, 0, new Set(), { left: MAX_PROPERTIES });
  } catch {
    // A hostile object (a proxy that throws) keeps what it has; the classification is scrubbed anyway.
  }
}

/**
 * stayup's own errors (an adapter's `UpstreamError`) hold caller-visible text only in `message`,
 * `body` and `cause`; the rest are statuses, ids and the response's headers. Reading just those
 * keeps the common failure cheap: every failed attempt passes here.
 */
function scrubOwnError(error: StayupError, secret: string): void {
  const fields = error as unknown as { message: unknown; body?: unknown; stack?: unknown };
  const budget = { left: MAX_PROPERTIES };
  if (typeof fields.message === 'string' && fields.message.includes(secret)) {
    fields.message = replaceAll(fields.message, secret);
    if (typeof fields.stack === 'string') fields.stack = replaceAll(fields.stack, secret);
  }
  if (typeof fields.body === 'string') {
    if (fields.body.includes(secret)) fields.body = replaceAll(fields.body, secret);
  } else scrub(fields.body, secret, 1, new Set(), budget);
  scrub(error.cause, secret, 1, new Set(), budget);
}

function scrub(
  value: unknown,
  secret: string,
  depth: number,
  seen: Set<object>,
  budget: { left: number },
): void {
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH || seen.has(value)) return;
  if (!(value instanceof Error) && !Array.isArray(value) && !isPlainObject(value)) return;
  seen.add(value);
  let scrubbedMessage = false;
  for (const name of Object.getOwnPropertyNames(value)) {
    // Reading `stack` formats it (costly): its text is the message plus frames, so it is only
    // scrubbed when the message was.
    if (name === 'stack' || --budget.left < 0) continue;
    const descriptor = Object.getOwnPropertyDescriptor(value, name);
    if (descriptor === undefined || !('value' in descriptor)) continue;
    const property: unknown = descriptor.value;
    if (typeof property !== 'string') scrub(property, secret, depth + 1, seen, budget);
    else if (property.includes(secret) && descriptor.writable === true) {
      (value as Record<string, unknown>)[name] = replaceAll(property, secret);
      if (name === 'message') scrubbedMessage = true;
    }
  }
  if (scrubbedMessage) {
    const descriptor = Object.getOwnPropertyDescriptor(value, 'stack');
    if (descriptor?.writable === true && typeof descriptor.value === 'string')
      (value as { stack: string }).stack = replaceAll(descriptor.value, secret);
  }
}

function replaceAll(text: string, secret: string): string {
  return text.split(secret).join(SECRET_MARKER);
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
