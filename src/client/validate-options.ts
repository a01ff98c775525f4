/**
 * Eager validation of `createClient` options: every bad value throws an `InvalidOptionsError`
 * naming the exact option path (`models.chat.targets[0].keys[1]`, `retry.maxRetries`, …).
 * @module
 */
import { InvalidOptionsError } from '../core/errors.js';
import { MAX_TIMER_MS } from '../runtime/system-clock.js';

type Bag = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws when `value` has keys outside `allowed` (catches typos such as `max_retries`). */
export function checkKeys(value: Bag, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key))
      throw new InvalidOptionsError(
        path === '' ? key : `${path}.${key}`,
        `unknown option; expected one of ${allowed.join(', ')}`,
      );
  }
}

/** Requires an object (or undefined when optional) at `path`. */
export function objectAt(value: unknown, path: string): Bag | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value))
    throw new InvalidOptionsError(path, `must be an object, got ${describe(value)}`);
  return value;
}

/** Number checks: `integer`, and inclusive/exclusive bounds. Undefined passes (the default applies). */
export function numberAt(
  value: unknown,
  path: string,
  rules: {
    readonly integer?: boolean;
    readonly min?: number;
    readonly greaterThan?: number;
    readonly max?: number;
    /** The value arms a timer: finite and at most 2^31−1 ms, the longest delay Node keeps. */
    readonly timer?: boolean;
  },
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new InvalidOptionsError(path, `must be a number, got ${describe(value)}`);
  if (rules.timer === true && !(Number.isFinite(value) && value <= MAX_TIMER_MS))
    throw new InvalidOptionsError(
      path,
      `must be a finite number of milliseconds at most ${MAX_TIMER_MS} (about 24.8 days, the longest timer Node keeps), got ${value}`,
    );
  if (rules.integer === true && !Number.isInteger(value))
    throw new InvalidOptionsError(path, `must be an integer, got ${value}`);
  if (!Number.isFinite(value) && !(value === Number.POSITIVE_INFINITY && rules.integer !== true))
    throw new InvalidOptionsError(path, `must be finite, got ${value}`);
  if (rules.min !== undefined && value < rules.min)
    throw new InvalidOptionsError(path, `must be ≥ ${rules.min}, got ${value}`);
  if (rules.greaterThan !== undefined && value <= rules.greaterThan)
    throw new InvalidOptionsError(path, `must be > ${rules.greaterThan}, got ${value}`);
  if (rules.max !== undefined && value > rules.max)
    throw new InvalidOptionsError(path, `must be ≤ ${rules.max}, got ${value}`);
  return value;
}

export function stringAt(value: unknown, path: string, required: boolean): string | undefined {
  if (value === undefined && !required) return undefined;
  if (typeof value !== 'string' || value.trim() === '')
    throw new InvalidOptionsError(path, `must be a non-empty string, got ${describe(value)}`);
  return value;
}

export function functionAt<T>(value: unknown, path: string): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'function')
    throw new InvalidOptionsError(path, `must be a function, got ${describe(value)}`);
  return value as T;
}

export function booleanAt(value: unknown, path: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean')
    throw new InvalidOptionsError(path, `must be a boolean, got ${describe(value)}`);
  return value;
}

export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  path: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw new InvalidOptionsError(
      path,
      `must be one of ${allowed.join(', ')}, got ${describe(value)}`,
    );
  return value as T;
}

/** A short description of a bad value that never echoes long strings (they may be secrets). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'object' ? 'an object' : typeof value;
}
