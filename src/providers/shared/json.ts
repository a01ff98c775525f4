/** Parses JSON, or returns `undefined` when the text is not valid JSON. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A plain JSON object, or undefined. */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Tool-call arguments (JSON text) as an object; empty text is `{}`. Undefined when not an object. */
export function argumentsObject(text: string): Record<string, unknown> | undefined {
  if (text.trim() === '') return {};
  return asRecord(parseJsonOrUndefined(text));
}

/** A value that says nothing: absent, null, `""`, `0`, `false`, or an empty object or list. */
function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === 0 || value === false)
    return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

/**
 * Whether an answer's `error` field reports a failure: not when it is blank ({@link isBlank}), nor
 * an object whose fields all are. Servers written in Go serialise an error struct that is no
 * pointer even when nothing failed (`{"message": "", "type": "", "param": "", "code": null}`),
 * Foundry Local sends `"error": null`: such answers are answers. An error with a message, a code
 * or a type is a failure.
 */
export function reportsError(error: unknown): boolean {
  const record = asRecord(error);
  if (record === undefined) return !isBlank(error);
  for (const value of Object.values(record)) if (!isBlank(value)) return true;
  return false;
}
