/**
 * Small helpers for validating client JSON with exact field paths. Every failure is an
 * `InvalidOptionsError` whose `path` is the field (OpenAI's `param`), mapped to a 400.
 * @module
 */
import { InvalidOptionsError, UnsupportedFeatureError } from '../core/errors.js';

/** A JSON object from the client. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** Throws a 400 naming the field. */
export function invalid(path: string, message: string): never {
  throw new InvalidOptionsError(path, message);
}

/** Throws a 400 for a feature stayup cannot carry across providers. */
export function unsupported(feature: string): never {
  throw new UnsupportedFeatureError('stayup gateway', feature);
}

/** The JSON type name the way error messages print it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, path: string): JsonObject {
  if (!isObject(value)) invalid(path, `expected an object, got ${jsonType(value)}`);
  return value;
}

export function expectArray(value: unknown, path: string): readonly unknown[] {
  if (!Array.isArray(value)) invalid(path, `expected an array, got ${jsonType(value)}`);
  return value;
}

export function expectString(value: unknown, path: string): string {
  if (typeof value !== 'string') invalid(path, `expected a string, got ${jsonType(value)}`);
  return value;
}

export function optionalString(value: unknown, path: string): string | undefined {
  return value === undefined || value === null ? undefined : expectString(value, path);
}

export function optionalBoolean(value: unknown, path: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') invalid(path, `expected a boolean, got ${jsonType(value)}`);
  return value;
}

export function optionalNumber(
  value: unknown,
  path: string,
  range: { readonly min?: number; readonly max?: number; readonly integer?: boolean } = {},
): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    invalid(path, `expected a number, got ${jsonType(value)}`);
  }
  if (range.integer && !Number.isInteger(value)) invalid(path, `expected an integer, got ${value}`);
  if (range.min !== undefined && value < range.min)
    invalid(path, `must be ≥ ${range.min}, got ${value}`);
  if (range.max !== undefined && value > range.max)
    invalid(path, `must be ≤ ${range.max}, got ${value}`);
  return value;
}

/** Fields a client could use to steer the gateway's upstream connection: always refused (no SSRF). */
const UPSTREAM_STEERING = new Set([
  'api_key',
  'apikey',
  'api_base',
  'base_url',
  'baseurl',
  'url',
  'endpoint',
  'headers',
  'extra_headers',
  'provider',
  'credentials',
  'api_version',
]);

/**
 * Rejects any key not in `allowed`, with a clear message for upstream-steering fields. `path`
 * names a nested object (`response_format`); the top level has none.
 */
export function rejectUnknownKeys(
  body: JsonObject,
  allowed: ReadonlySet<string>,
  path?: string,
): void {
  for (const key of Object.keys(body)) {
    if (allowed.has(key)) continue;
    const where = path === undefined ? key : `${path}.${key}`;
    if (UPSTREAM_STEERING.has(key.toLowerCase())) {
      invalid(
        where,
        'clients cannot choose upstream URLs, providers or keys; the gateway config decides',
      );
    }
    invalid(where, `unrecognized request argument "${key}"`);
  }
}

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+);base64,(.*)$/s;

/** Parses an image reference: a base64 `data:` URL or an http(s) URL. */
export function parseImageUrl(
  url: string,
  path: string,
): { readonly mediaType?: string; readonly data?: string; readonly url?: string } {
  const match = DATA_URL.exec(url);
  if (match) return { mediaType: match[1] ?? 'application/octet-stream', data: match[2] ?? '' };
  if (/^https?:\/\//i.test(url)) return { url };
  return invalid(path, 'expected a base64 data: URL or an http(s) URL');
}

/**
 * The deepest nesting of objects and arrays a request body may have. Real bodies stay far below
 * (a message part sits at depth 5, a tool's JSON Schema rarely past 20); a deeper one would overflow
 * the stack of recursive code downstream (serialisers, adapters) and answer 500.
 */
export const MAX_JSON_DEPTH = 64;

/** Path segments printed before `…` when naming a too-deep field. */
const PATH_SHOWN = 8;

function depthPath(value: unknown, depth: number, limit: number): (string | number)[] | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= limit) return [];
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const inner = value[index];
      if (typeof inner !== 'object' || inner === null) continue;
      const path = depthPath(inner, depth + 1, limit);
      if (path !== undefined) {
        path.unshift(index);
        return path;
      }
    }
    return undefined;
  }
  for (const key in value) {
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner !== 'object' || inner === null) continue;
    const path = depthPath(inner, depth + 1, limit);
    if (path !== undefined) {
      path.unshift(key);
      return path;
    }
  }
  return undefined;
}

/**
 * Refuses (400) a parsed body nested deeper than `maxDepth` objects/arrays, naming the field where
 * it goes too deep (`tools[0].function.parameters.a.a.a…`). Recursion is bounded by `maxDepth`.
 */
export function checkJsonDepth(body: unknown, maxDepth: number = MAX_JSON_DEPTH): void {
  const path = depthPath(body, 0, maxDepth);
  if (path === undefined) return;
  let where = '';
  for (const segment of path.slice(0, PATH_SHOWN)) {
    where += typeof segment === 'number' ? `[${segment}]` : where === '' ? segment : `.${segment}`;
  }
  if (path.length > PATH_SHOWN) where += '…';
  invalid(where, `nested deeper than ${maxDepth} levels of objects and arrays`);
}
