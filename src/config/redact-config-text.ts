/**
 * Keeps interpolated values (`${NAME}` → a secret, usually) out of config error messages: every
 * message quotes the YAML text the user wrote (`${NAME}`), never what the environment put there.
 * @module
 */
import type { StayupConfig } from './config-schema.js';

/** Values shorter than this are not redacted: no key is that short, and replacing them would garble messages. */
const MIN_REDACTED_LENGTH = 4;

/** Interpolated value → the `${NAME}` text it came from (a map the interpolation fills). */
export type Substitutions = Map<string, string>;

/** The substitutions of each config `parseConfig` returned (for errors raised later, e.g. by the engine). */
const byConfig = new WeakMap<object, Substitutions>();

/** Remembers the substitutions a validated config was built with. */
export function rememberSubstitutions(config: object, substitutions: Substitutions): void {
  if (substitutions.size > 0) byConfig.set(config, substitutions);
}

/** Replaces every interpolated value in `text` by the `${NAME}` it came from. */
export function redactSubstitutions(text: string, substitutions: Substitutions): string {
  let result = text;
  const values = [...substitutions.keys()]
    .filter((value) => value.length >= MIN_REDACTED_LENGTH)
    .sort((a, b) => b.length - a.length);
  for (const value of values) {
    if (result.includes(value)) result = result.split(value).join(substitutions.get(value) ?? '');
  }
  return result;
}

/**
 * Redacts a message about a validated config: interpolated values become their `${NAME}`, and
 * every API key and gateway key written in the config itself becomes `[redacted]`.
 */
export function redactConfigText(config: StayupConfig, text: string): string {
  const substitutions = new Map(byConfig.get(config));
  const literal = (value: string): void => {
    if (!substitutions.has(value)) substitutions.set(value, '[redacted]');
  };
  for (const key of config.server?.keys ?? []) literal(key);
  for (const model of Object.values(config.models)) {
    const targets = model.cheap ? [...model.targets, model.cheap.target] : model.targets;
    for (const target of targets) {
      for (const key of target.keys ?? []) literal(typeof key === 'string' ? key : key.secret);
    }
  }
  return redactSubstitutions(text, substitutions);
}
