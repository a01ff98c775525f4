/**
 * Shared pieces of the adapter factories: the transport options every HTTP target accepts,
 * and base URL resolution with `ConfigError` paths relative to the target.
 * @module
 */
import type { Dispatcher } from 'undici';
import type { TargetOptions } from '../../client/types.js';
import type { HttpClientOptions } from '../../runtime/http-client.js';
import { baseUrlProblem, type OptionSpec } from './options.js';

/** Options every HTTP adapter accepts in `TargetOptions.options`. */
export const HTTP_OPTION_SPEC: Readonly<Record<string, OptionSpec>> = {
  headers: { kind: 'string-record' },
  timeoutMs: { kind: 'non-negative-number', aliases: ['timeout_ms'] },
  connectTimeoutMs: { kind: 'positive-number', aliases: ['connect_timeout_ms'] },
  headersTimeoutMs: { kind: 'positive-number', aliases: ['headers_timeout_ms'] },
  bodyTimeoutMs: { kind: 'non-negative-number', aliases: ['body_timeout_ms'] },
  keepAliveTimeoutMs: { kind: 'positive-number', aliases: ['keep_alive_timeout_ms'] },
  dispatcher: { kind: 'dispatcher' },
};

/** The transport settings out of validated options. */
export function httpOptionsFrom(values: Readonly<Record<string, unknown>>): HttpClientOptions {
  const pick = (name: string): number | undefined => values[name] as number | undefined;
  return {
    ...(values.dispatcher === undefined ? {} : { dispatcher: values.dispatcher as Dispatcher }),
    ...(pick('timeoutMs') === undefined ? {} : { timeoutMs: pick('timeoutMs') }),
    ...(pick('connectTimeoutMs') === undefined
      ? {}
      : { connectTimeoutMs: pick('connectTimeoutMs') }),
    ...(pick('headersTimeoutMs') === undefined
      ? {}
      : { headersTimeoutMs: pick('headersTimeoutMs') }),
    ...(pick('bodyTimeoutMs') === undefined ? {} : { bodyTimeoutMs: pick('bodyTimeoutMs') }),
    ...(pick('keepAliveTimeoutMs') === undefined
      ? {}
      : { keepAliveTimeoutMs: pick('keepAliveTimeoutMs') }),
  };
}

/** The options every HTTP adapter takes from its target: base URL, extra headers, transport. */
export function commonAdapterOptions(
  target: TargetOptions,
  values: Readonly<Record<string, unknown>>,
): {
  baseUrl?: string;
  headers?: Record<string, string>;
  http: HttpClientOptions;
} {
  return {
    ...(target.baseUrl === undefined ? {} : { baseUrl: target.baseUrl }),
    ...(values.headers === undefined ? {} : { headers: values.headers as Record<string, string> }),
    http: httpOptionsFrom(values),
  };
}

/** The issues of a target's `baseUrl` and `keys`, as `ConfigError` issues. */
export function targetIssues(
  target: TargetOptions,
  rules: { readonly baseUrl: string | undefined; readonly keyRequired: boolean },
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (target.baseUrl !== undefined) {
    const problem = baseUrlProblem(target.baseUrl);
    if (problem) issues.push({ path: 'baseUrl', message: problem });
  } else if (rules.baseUrl === undefined) {
    issues.push({ path: 'baseUrl', message: 'is required for this provider' });
  }
  if (rules.keyRequired && (target.keys === undefined || target.keys.length === 0)) {
    issues.push({ path: 'keys', message: 'at least one API key is required for this provider' });
  }
  return issues;
}
