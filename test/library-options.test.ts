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

describe('library options: keys that cannot travel in a header', () => {
  const withKeys = (keys: unknown): Partial<ClientOptions> => ({
    models: {
      chat: { targets: [{ provider: 'sandbox', model: 'm', keys: keys as string[] }] },
    },
  });

  it.each([
    ['a newline', ['sk-good-key', 'sk-bad-key\n'], 'models.chat.targets[0].keys[1]', 'key#2'],
    [
      'a carriage return',
      [{ secret: 'sk-a\rb', label: 'prod' }],
      'models.chat.targets[0].keys[0].secret',
      'prod',
    ],
    ['a NUL', ['sk-a\u0000b'], 'models.chat.targets[0].keys[0]', 'key#1'],
    ['a character above U+00FF', ['sk-a\u2026b'], 'models.chat.targets[0].keys[0]', 'key#1'],
  ])('refuses a key with %s, by its label, never printing it', (_what, keys, path, label) => {
    const error = refusal(withKeys(keys));
    expect(error.path).toBe(path);
    expect(error.message).toContain(label);
    expect(error.message).not.toContain('sk-');
  });

  it('accepts a key with surrounding spaces (sent as given; servers trim them, as before)', () => {
    const client = createClient({
      models: MODELS,
      clock: new ManualClock(),
      ...withKeys([' sk-abc', 'sk-def ']),
    });
    expect(client).toBeDefined();
  });

  it('refuses two keys with the same label', () => {
    const error = refusal(
      withKeys([
        { secret: 'sk-one', label: 'prod' },
        { secret: 'sk-two', label: 'prod' },
      ]),
    );
    expect(error.path).toBe('models.chat.targets[0].keys[1].label');
    expect(error.message).toContain('"prod"');
  });
});
