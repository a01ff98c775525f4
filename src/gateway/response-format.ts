/**
 * JSON mode and structured outputs from either wire format → the normalized `ResponseFormat`.
 * @module
 */
import type { ResponseFormat } from '../core/model.js';
import {
  expectObject,
  expectString,
  invalid,
  isObject,
  optionalBoolean,
  optionalString,
  rejectUnknownKeys,
} from './wire-validation.js';

/** OpenAI's rule for `json_schema.name`. */
const SCHEMA_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
/** The name a schema gets when the caller's format has none (Anthropic's). */
const DEFAULT_SCHEMA_NAME = 'response';

const OPENAI_FORMAT_KEYS = new Set(['type', 'json_schema']);
const OPENAI_SCHEMA_KEYS = new Set(['name', 'description', 'schema', 'strict']);
const ANTHROPIC_FORMAT_KEYS = new Set(['type', 'schema']);
const ANTHROPIC_CONFIG_KEYS = new Set(['format', 'effort']);

/** OpenAI `response_format`: `text` (or none) → undefined, `json_object`, `json_schema`. */
export function parseOpenAIResponseFormat(value: unknown): ResponseFormat | undefined {
  if (value === undefined || value === null) return undefined;
  const format = expectObject(value, 'response_format');
  rejectUnknownKeys(format, OPENAI_FORMAT_KEYS, 'response_format');
  switch (format.type) {
    case 'text':
      return undefined;
    case 'json_object':
      return { type: 'json_object' };
    case 'json_schema': {
      const spec = expectObject(format.json_schema, 'response_format.json_schema');
      rejectUnknownKeys(spec, OPENAI_SCHEMA_KEYS, 'response_format.json_schema');
      const name = expectString(spec.name, 'response_format.json_schema.name');
      if (!SCHEMA_NAME.test(name)) {
        invalid(
          'response_format.json_schema.name',
          'expected 1–64 letters, digits, underscores or dashes',
        );
      }
      const description = optionalString(
        spec.description,
        'response_format.json_schema.description',
      );
      const strict = optionalBoolean(spec.strict, 'response_format.json_schema.strict');
      // No schema: the model may answer any JSON, which is JSON mode.
      if (spec.schema === undefined || spec.schema === null) return { type: 'json_object' };
      const schema = expectObject(spec.schema, 'response_format.json_schema.schema');
      return {
        type: 'json_schema',
        name,
        schema,
        ...(description === undefined ? {} : { description }),
        ...(strict === undefined ? {} : { strict }),
      };
    }
    default:
      return invalid(
        'response_format.type',
        `expected "text", "json_object" or "json_schema", got ${JSON.stringify(format.type)}`,
      );
  }
}

function anthropicFormat(value: unknown, path: string): ResponseFormat | undefined {
  if (value === undefined || value === null) return undefined;
  const format = expectObject(value, path);
  rejectUnknownKeys(format, ANTHROPIC_FORMAT_KEYS, path);
  if (format.type !== 'json_schema') {
    invalid(`${path}.type`, `expected "json_schema", got ${JSON.stringify(format.type)}`);
  }
  const schema = expectObject(format.schema, `${path}.schema`);
  return { type: 'json_schema', name: DEFAULT_SCHEMA_NAME, schema };
}

/**
 * Anthropic structured outputs: `output_config.format` (GA) or the beta's top-level
 * `output_format`, never both. (`output_config.effort` is read by {@link parseAnthropicEffort}.)
 */
export function parseAnthropicOutputFormat(body: {
  readonly output_config?: unknown;
  readonly output_format?: unknown;
}): ResponseFormat | undefined {
  const config = body.output_config;
  let fromConfig: ResponseFormat | undefined;
  if (config !== undefined && config !== null) {
    const object = expectObject(config, 'output_config');
    rejectUnknownKeys(object, ANTHROPIC_CONFIG_KEYS, 'output_config');
    fromConfig = anthropicFormat(object.format, 'output_config.format');
  }
  const beta = anthropicFormat(body.output_format, 'output_format');
  if (fromConfig !== undefined && beta !== undefined) {
    invalid('output_format', 'give output_config.format or output_format, not both');
  }
  return fromConfig ?? beta;
}

/** Effort levels are lower-case words (`low` … `max`); new ones keep appearing, so any such word is taken. */
export const EFFORT_WORD = /^[a-z][a-z_]{0,23}$/;

/** Anthropic's `output_config.effort` (`low`, `medium`, `high`, `max`, …), as the request's reasoning effort. */
export function parseAnthropicEffort(config: unknown): string | undefined {
  if (!isObject(config)) return undefined;
  const effort = config.effort;
  if (effort === undefined || effort === null) return undefined;
  if (typeof effort !== 'string' || !EFFORT_WORD.test(effort))
    return invalid('output_config.effort', 'expected a level such as "low", "medium" or "high"');
  return effort;
}
