import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../core/errors.js';
import type { StayupConfig } from './config-schema.js';
import { EMBEDDED_CONFIG_YAML } from './embedded-config.js';
import { parseConfig } from './parse-config.js';

/** Options of {@link loadConfig}. */
export interface LoadConfigOptions {
  /** A YAML file to read. */
  readonly file?: string | undefined;
  /** YAML text (wins over `file`). Neither: the embedded sandbox config. */
  readonly text?: string | undefined;
  /** Environment for `${NAME}` interpolation, e.g. `process.env`. @default {} */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * Reads and validates a config. Without `file` or `text` it returns the embedded sandbox config,
 * so `stayup serve` works on a fresh checkout. Throws `ConfigError` (exact paths) on bad input.
 *
 * @example
 * const config = await loadConfig({ file: 'stayup.yaml', env: process.env });
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<StayupConfig> {
  const env = options.env ?? {};
  if (options.text !== undefined) return parseConfig(options.text, { env, file: options.file });
  if (options.file === undefined)
    return parseConfig(EMBEDDED_CONFIG_YAML, { env, file: '(embedded)' });
  let text: string;
  try {
    text = await readFile(options.file, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const message =
      code === 'ENOENT'
        ? 'file not found'
        : code === 'EISDIR'
          ? `is a directory, not a YAML file (pass the file itself, e.g. ${join(options.file, 'stayup.yaml')})`
          : code === 'EACCES'
            ? 'permission denied (EACCES)'
            : `cannot read file (${String(code)})`;
    throw new ConfigError([{ path: '(file)', message }], { file: options.file, cause: error });
  }
  return parseConfig(text, { env, file: options.file });
}
