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
