/**
 * The sandbox's answer to a request for JSON (`ChatRequest.responseFormat`): a value that follows
 * the schema, so a caller's parser and validator can be tried end to end without a provider.
 * @module
 */
import type { ResponseFormat } from '../../core/model.js';
import { loremText, sandboxWord } from './sandbox-text.js';

/** Nesting deeper than this answers `{}` / `[]` (recursive schemas stay finite). */
const MAX_DEPTH = 6;

type Schema = Readonly<Record<string, unknown>>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/$defs/x`, `#/definitions/x`); anything else is left alone. */
function resolve(schema: Schema, root: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let node: unknown = root;
  for (const key of ref.slice(2).split('/')) {
    node = isSchema(node) ? node[key.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  }
  return isSchema(node) ? node : {};
}

function typeOf(schema: Schema): unknown {
  const type = schema.type;
  // `["string", "null"]`: the first type that is not null.
  if (Array.isArray(type)) return type.find((item) => item !== 'null') ?? 'null';
  if (type === undefined && isSchema(schema.properties)) return 'object';
  return type;
}

interface Walk {
  readonly root: Schema;
  readonly seed: number;
}

function valueFor(raw: unknown, walk: Walk, depth: number, index: number): unknown {
  if (!isSchema(raw)) return sandboxWord(walk.seed + index);
  const schema = resolve(raw, walk.root);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(variants) && variants.length > 0)
    return valueFor(variants[0], walk, depth, index);
  switch (typeOf(schema)) {
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth >= MAX_DEPTH || !isSchema(schema.properties)) return result;
      let position = 0;
      for (const [name, property] of Object.entries(schema.properties)) {
        result[name] = valueFor(property, walk, depth + 1, index + position++);
      }
      return result;
    }
    case 'array':
      return depth >= MAX_DEPTH || schema.items === undefined
        ? []
        : [valueFor(schema.items, walk, depth + 1, index)];
    case 'integer':
    case 'number':
      return (walk.seed + index) % 100;
    case 'boolean':
      return (walk.seed + index) % 2 === 0;
    case 'null':
      return null;
    default:
      return sandboxWord(walk.seed + index);
  }
}

/**
 * The JSON text the sandbox answers with: for a schema, a value with every property of every
 * object (enums take their first value, `$ref`s to `$defs` are followed); for schema-less JSON
 * mode, `{"answer": <the text it would have answered>}`. Deterministic in `seed`.
 */
export function jsonAnswerText(options: {
  readonly format: ResponseFormat;
  readonly seed: number;
  /** The length of the free-text answer, for JSON mode. */
  readonly tokens: number;
}): string {
  const { format, seed } = options;
  if (format.type === 'json_object')
    return JSON.stringify({ answer: loremText(seed, options.tokens) });
  return JSON.stringify(valueFor(format.schema, { root: format.schema, seed }, 0, 0));
}
