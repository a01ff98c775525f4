/**
 * Validation of a target's `options` for the HTTP adapters. Every issue names its path relative
 * to the target (`options.apiVersion`, `baseUrl`), and all issues are reported at once.
 * @module
 */
import { ConfigError, InvalidOptionsError } from '../../core/errors.js';

/** The kind of value an option takes. */
export type OptionKind =
  | 'string'
  | 'boolean'
  | 'positive-number'
  | 'non-negative-number'
  | 'string-record'
  | 'string-list'
  | 'dispatcher'
  | 'object'
  | readonly string[];

/** One accepted option: its kind and snake_case aliases (YAML configs use them). */
export interface OptionSpec {
  readonly kind: OptionKind;
  readonly aliases?: readonly string[] | undefined;
}

function check(kind: OptionKind, value: unknown): string | undefined {
  if (Array.isArray(kind)) {
    return typeof value === 'string' && kind.includes(value)
      ? undefined
      : `must be one of ${kind.map((entry) => `'${entry}'`).join(', ')}`;
  }
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.length > 0
        ? undefined
        : 'must be a non-empty string';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'positive-number':
      return typeof value === 'number' && Number.isFinite(value) && value > 0
        ? undefined
        : 'must be a positive number';
    case 'non-negative-number':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? undefined
        : 'must be a number ≥ 0';
    case 'string-record':
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'must be a map of strings';
      for (const entry of Object.values(value)) {
        if (typeof entry !== 'string') return 'must be a map of strings';
      }
      return undefined;
    case 'string-list':
      return Array.isArray(value) && value.every((entry) => typeof entry === 'string')
        ? undefined
        : 'must be a list of strings';
    case 'dispatcher':
      return typeof value === 'object' &&
        value !== null &&
        typeof (value as { dispatch?: unknown }).dispatch === 'function'
        ? undefined
        : 'must be an undici Dispatcher (Agent, Pool, …)';
    case 'object':
      return typeof value === 'object' && value !== null ? undefined : 'must be an object';
    default:
      return 'has an unsupported type';
  }
}

/**
 * Reads `raw` against `spec`: unknown keys, wrong types and bad values become one `ConfigError`.
 * Returns the values under their canonical (camelCase) names.
 */
export function readOptions(
  raw: Readonly<Record<string, unknown>> | undefined,
  spec: Readonly<Record<string, OptionSpec>>,
  extraIssues: { path: string; message: string }[] = [],
): Record<string, unknown> {
  const issues = [...extraIssues];
  const out: Record<string, unknown> = {};
  const canonical = new Map<string, string>();
  for (const [name, entry] of Object.entries(spec)) {
    canonical.set(name, name);
    for (const alias of entry.aliases ?? []) canonical.set(alias, name);
  }
  for (const [key, value] of Object.entries(raw ?? {})) {
    const name = canonical.get(key);
    if (name === undefined) {
      issues.push({
        path: `options.${key}`,
        message: `unknown option (expected one of ${Object.keys(spec).join(', ')})`,
      });
      continue;
    }
    if (value === undefined) continue;
    const problem = check(spec[name]!.kind, value);
    if (problem) issues.push({ path: `options.${key}`, message: problem });
    else out[name] = value;
  }
  if (issues.length > 0) throw new ConfigError(issues);
  return out;
}

/**
 * Checks a base URL: http(s), no credentials, no query string (keys never go in URLs).
 * Returns an issue message, or undefined when the URL is fine.
 */
export function baseUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must use http or https';
  if (url.username || url.password) return 'must not contain credentials';
  if (url.search || url.hash) return 'must not contain a query string or fragment';
  return undefined;
}

/** Splits a validated base URL into an undici origin and a path prefix without a trailing slash. */
export function splitBaseUrl(value: string): {
  readonly origin: string;
  readonly pathPrefix: string;
} {
  // Direct factory calls skip the target validation: a missing or bad URL is refused here, typed.
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined;
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new InvalidOptionsError(
      'baseUrl',
      `must be an http(s) URL, got ${typeof value === 'string' ? 'a string that is not one' : typeof value}`,
    );
  return { origin: url.origin, pathPrefix: url.pathname.replace(/\/+$/, '') };
}
