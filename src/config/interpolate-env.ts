/** One problem found while interpolating, with the config path where it happened. */
export interface InterpolationIssue {
  readonly path: string;
  readonly message: string;
}

const PATTERN = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

/** Formats a path the way config errors print it: `models.chat.targets[1].keys[0]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text === '' ? '(root)' : text;
}

function interpolateString(
  value: string,
  path: readonly PropertyKey[],
  env: Readonly<Record<string, string | undefined>>,
  issues: InterpolationIssue[],
  substitutions: Map<string, string> | undefined,
): string {
  if (!value.includes('$')) return value;
  return value.replace(PATTERN, (match, name: string | undefined, fallback: string | undefined) => {
    if (match === '$$') return '$';
    const key = name ?? '';
    const found = env[key];
    if (found !== undefined && found !== '') {
      substitutions?.set(found, `\${${key}}`);
      return found;
    }
    if (fallback !== undefined) return fallback;
    issues.push({
      path: formatPath(path),
      message: `environment variable ${key} is not set (use \${${key}:-default} for a default)`,
    });
    return '';
  });
}

/**
 * Replaces `${NAME}` and `${NAME:-default}` in every string of a parsed YAML tree (`$$` is a
 * literal `$`). Interpolation happens after YAML parsing, so a value can never inject YAML
 * structure. Missing variables are reported with the path of the value that needs them. Each
 * value taken from `env` is recorded in `substitutions` (value → `${NAME}`) so that error
 * messages can quote the YAML text instead of a secret.
 */
export function interpolateEnv(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
  issues: InterpolationIssue[],
  path: readonly PropertyKey[] = [],
  substitutions?: Map<string, string>,
): unknown {
  if (typeof value === 'string') return interpolateString(value, path, env, issues, substitutions);
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      interpolateEnv(item, env, issues, [...path, index], substitutions),
    );
  }
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      result[key] = interpolateEnv(item, env, issues, [...path, key], substitutions);
    }
    return result;
  }
  return value;
}
