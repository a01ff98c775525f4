import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { ConfigError } from '../core/errors.js';
import {
  configSchema,
  type ModelsConfig,
  modelSchema,
  modelsSchema,
  retrySchema,
  type StayupConfig,
  serverSchema,
  streamSchema,
  targetSchema,
} from './config-schema.js';
import { suggestion } from './did-you-mean.js';
import { formatPath, type InterpolationIssue, interpolateEnv } from './interpolate-env.js';
import {
  redactSubstitutions,
  rememberSubstitutions,
  type Substitutions,
} from './redact-config-text.js';

/** Options of {@link parseConfig}. */
export interface ParseConfigOptions {
  /** Environment for `${NAME}` interpolation. Pass `process.env` explicitly; nothing is read implicitly. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** The file name, for error messages. */
  readonly file?: string | undefined;
}

type Issue = z.core.$ZodIssue;

const KNOWN_KEYS: readonly [RegExp, readonly string[]][] = [
  [/^$/, Object.keys(configSchema.shape)],
  [/^server$/, Object.keys(serverSchema.shape)],
  [/^models\.[^.]+$/, Object.keys(modelSchema.shape)],
  [/^models\.[^.]+\.targets\[\d+\]$/, Object.keys(targetSchema.shape)],
  [/^models\.[^.]+\.cheap$/, ['target', 'max_approx_tokens']],
  [/^models\.[^.]+\.cheap\.target$/, Object.keys(targetSchema.shape)],
  [/^models\.[^.]+\.(?:targets\[\d+\]|cheap\.target)\.keys\[\d+\]$/, ['secret', 'label']],
  [/^retry$/, Object.keys(retrySchema.shape)],
  [/^stream$/, Object.keys(streamSchema.shape)],
  [/^breaker$/, ['failure_threshold', 'open', 'window', 'min_requests', 'failure_rate']],
  [/^budget$/, ['ratio', 'window', 'min_retries']],
  [/^persistent$/, ['max_delay', 'max_wait', 'heartbeat']],
  [/^cooldown$/, ['auth', 'default']],
  [/^store$/, ['redis', 'prefix']],
  [/^log$/, ['level']],
];

/**
 * What other tools (SDKs, LiteLLM, other gateways) call a key stayup names otherwise: too far
 * from stayup's name for an edit-distance suggestion, and common.
 */
const KNOWN_ALIASES: Readonly<Record<string, string>> = {
  api_key: 'keys',
  apikey: 'keys',
  api_keys: 'keys',
  key: 'keys',
  baseurl: 'base_url',
  api_base: 'base_url',
  endpoint: 'base_url',
  url: 'base_url',
};

/** ` (did you mean "x"?)` for a misspelt or aliased key among `known`. */
function keySuggestion(key: string, known: readonly string[]): string {
  const alias = KNOWN_ALIASES[key.toLowerCase()];
  if (alias !== undefined && known.includes(alias)) return ` (did you mean "${alias}"?)`;
  return suggestion(key, known);
}

function dotted(path: readonly PropertyKey[]): string {
  const text = formatPath(path);
  return text === '(root)' ? '' : text;
}

function knownKeysAt(path: readonly PropertyKey[], prefix: readonly PropertyKey[]): string[] {
  // Paths are matched relative to the whole config; `prefix` re-roots the models-only schema.
  const key = dotted([...prefix, ...path]);
  for (const [pattern, keys] of KNOWN_KEYS) if (pattern.test(key)) return [...keys];
  return [];
}

/** The value at `path` in a parsed YAML tree; undefined where the path leaves it. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return typeof value;
}

function cleanMessage(message: string): string {
  return message
    .replace(/^Invalid input: /, '')
    .replace(/^Too small: /, '')
    .replace(/^Too big: /, '');
}

interface ConfigIssue {
  readonly path: string;
  readonly message: string;
}

function collectIssues(
  issues: readonly Issue[],
  root: unknown,
  basePath: readonly PropertyKey[],
  prefix: readonly PropertyKey[],
  out: ConfigIssue[],
): void {
  for (const issue of issues) {
    const path = [...basePath, ...issue.path];
    const where = formatPath([...prefix, ...path]);
    const value = valueAt(root, path);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeysAt(path, prefix);
        for (const key of issue.keys) {
          out.push({
            path: formatPath([...prefix, ...path, key]),
            message: `unknown key${keySuggestion(key, known)}`,
          });
        }
        break;
      }
      case 'invalid_value': {
        const name = String(path.at(-1) ?? 'value');
        const allowed = issue.values.map((item) => JSON.stringify(item));
        if (typeof value === 'string') {
          const hint = suggestion(
            value,
            issue.values.filter((item): item is string => typeof item === 'string'),
          );
          out.push({
            path: where,
            message: `unknown ${name} "${value}"${hint || ` (expected one of ${allowed.join(', ')})`}`,
          });
        } else {
          out.push({ path: where, message: `expected one of ${allowed.join(', ')}` });
        }
        break;
      }
      case 'invalid_type': {
        // A target's `keys` written as one string (`keys: "${KEY}"`): say the list it needs.
        const keyList = issue.expected === 'array' && path.at(-1) === 'keys' && value !== undefined;
        out.push({
          path: where,
          message:
            value === undefined
              ? `required (expected ${issue.expected})`
              : keyList
                ? `expected a list of keys, got ${describe(value)} (e.g. keys: ["\${API_KEY}"])`
                : `expected ${issue.expected}, got ${describe(value)}`,
        });
        break;
      }
      case 'invalid_format': {
        // Never quotes the value: it may come from the environment.
        out.push({
          path: where,
          message:
            issue.format !== 'url'
              ? cleanMessage(issue.message)
              : path.at(-1) === 'redis'
                ? 'expected a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'
                : 'expected an http(s) URL, e.g. https://api.example.com/v1',
        });
        break;
      }
      case 'invalid_union': {
        // Report the branch that matched the value's shape, if any; else what was expected.
        const deep = issue.errors.find((branch) =>
          branch.some((inner) => inner.path.length > 0 || inner.code === 'custom'),
        );
        const values = issue.errors
          .flat()
          .flatMap((inner) =>
            inner.code === 'invalid_value' && inner.path.length === 0 ? inner.values : [],
          )
          .filter((item): item is string => typeof item === 'string');
        if (deep) {
          collectIssues(deep, root, path, prefix, out);
        } else if (typeof value === 'string' && values.length > 0) {
          const name = String(path.at(-1) ?? 'value');
          const hint = suggestion(value, values);
          out.push({
            path: where,
            message: `unknown ${name} "${value}"${hint || ` (expected one of ${values.map((item) => JSON.stringify(item)).join(', ')})`}`,
          });
        } else {
          const expected = issue.errors
            .flat()
            .map((inner) =>
              inner.code === 'invalid_type'
                ? inner.expected
                : inner.code === 'invalid_value'
                  ? inner.values.map((item) => JSON.stringify(item)).join(' or ')
                  : undefined,
            )
            .filter((item): item is string => item !== undefined);
          out.push({
            path: where,
            message: `expected ${[...new Set(expected)].join(' or ')}, got ${describe(value)}`,
          });
        }
        break;
      }
      default:
        out.push({ path: where, message: cleanMessage(issue.message) });
    }
  }
}

function parseYaml(text: string, file: string | undefined): unknown {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    throw new ConfigError(
      document.errors.map((error) => {
        const position = error.linePos?.[0];
        return {
          path: position ? `line ${position.line}, column ${position.col}` : '(yaml)',
          message: (error.message.split('\n')[0] ?? error.message).replace(
            / at line \d+, column \d+:?$/,
            '',
          ),
        };
      }),
      file === undefined ? undefined : { file },
    );
  }
  return document.toJS() as unknown;
}

function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: ParseConfigOptions,
  prefix: readonly PropertyKey[],
): z.output<Schema> {
  const file = options.file === undefined ? undefined : { file: options.file };
  const text = typeof input === 'string' ? parseYaml(input, options.file) : input;
  const envIssues: InterpolationIssue[] = [];
  const substitutions: Substitutions = new Map();
  const interpolated = interpolateEnv(
    text ?? {},
    options.env ?? {},
    envIssues,
    prefix,
    substitutions,
  );
  const result = schema.safeParse(interpolated);
  if (result.success && envIssues.length === 0) {
    if (typeof result.data === 'object' && result.data !== null)
      rememberSubstitutions(result.data, substitutions);
    return result.data;
  }
  const issues: ConfigIssue[] = [];
  if (!result.success) collectIssues(result.error.issues, interpolated, [], prefix, issues);
  // Every problem at once: a missing variable, then the schema's issues except at the places the
  // missing variables left empty (their own complaint would only repeat it).
  const unset = new Set(envIssues.map((issue) => issue.path));
  throw new ConfigError(
    [
      ...envIssues,
      ...issues
        .filter((issue) => !unset.has(issue.path))
        // Messages quote values; an interpolated one may be a secret: quote the `${NAME}` written.
        .map((issue) => ({
          path: issue.path,
          message: redactSubstitutions(issue.message, substitutions),
        })),
    ],
    file,
  );
}

/**
 * Validates a config: YAML text or an already-parsed object. `${NAME}` and `${NAME:-default}`
 * are interpolated from `options.env`. Throws `ConfigError` whose issues carry exact paths, e.g.
 * `models.chat.targets[1].provider: unknown provider "opnai" (did you mean "openai"?)`.
 */
export function parseConfig(input: unknown, options: ParseConfigOptions = {}): StayupConfig {
  return validate(configSchema, input, options, []);
}

/**
 * Validates only a `models:` mapping (what the simulator's scenarios share with the gateway).
 * Error paths start with `models.`.
 */
export function parseModels(input: unknown, options: ParseConfigOptions = {}): ModelsConfig {
  return validate(modelsSchema, input, options, ['models']);
}
