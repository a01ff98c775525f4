/**
 * `createClient` refuses, at construction, option values that would fail every call later.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions } from '../src/client/types.js';
import { InvalidOptionsError } from '../src/core/errors.js';
import { ManualClock } from '../src/testing/manual-clock.js';

const MODELS: ClientOptions['models'] = {
  chat: { targets: [{ provider: 'sandbox', model: 'm' }] },
};

function refusal(options: Partial<ClientOptions>): InvalidOptionsError {
  try {
    createClient({ models: MODELS, clock: new ManualClock(), ...options });
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error;
    throw error;
  }
  throw new Error('createClient accepted the options');
}

describe('library options: timers Node cannot keep', () => {
  it.each([
    ['retry.maxElapsedMs', { retry: { maxElapsedMs: Number.POSITIVE_INFINITY } }],
    ['retry.attemptTimeoutMs', { retry: { attemptTimeoutMs: 2 ** 31 } }],
    ['retry.fallbackAttemptTimeoutMs', { retry: { fallbackAttemptTimeoutMs: 2 ** 40 } }],
    ['retry.baseDelayMs', { retry: { baseDelayMs: Number.POSITIVE_INFINITY } }],
    ['retry.maxDelayMs', { retry: { maxDelayMs: Number.POSITIVE_INFINITY } }],
    ['retry.maxRetryAfterMs', { retry: { maxRetryAfterMs: 2 ** 32 } }],
    ['stream.idleTimeoutMs', { stream: { idleTimeoutMs: Number.POSITIVE_INFINITY } }],
    ['stream.stallWarningMs', { stream: { stallWarningMs: 2 ** 31 } }],
    ['persistent.heartbeatMs', { persistent: { heartbeatMs: Number.POSITIVE_INFINITY } }],
    ['persistent.maxDelayMs', { persistent: { maxDelayMs: 2 ** 31 } }],
  ] as const)('%s', (path, options) => {
    const error = refusal(options as Partial<ClientOptions>);
    expect(error.path).toBe(path);
    expect(error.message).toContain('2147483647');
  });

  it('accepts the longest timer Node keeps', () => {
    expect(() =>
      createClient({
        models: MODELS,
        clock: new ManualClock(),
        retry: { maxElapsedMs: 2 ** 31 - 1 },
        stream: { idleTimeoutMs: 2 ** 31 - 1 },
      }),
    ).not.toThrow();
  });
});
