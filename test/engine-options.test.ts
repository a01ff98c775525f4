import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { ClientOptions } from '../src/client/types.js';
import { ConfigError, InvalidOptionsError } from '../src/core/errors.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { scriptedAdapter } from '../src/testing/scripted-adapter.js';
import { settle } from './engine-harness.js';

const clock = new ManualClock();
const adapter = scriptedAdapter({ clock, script: [] });
const valid: ClientOptions = {
  models: { chat: { targets: [{ provider: adapter, model: 'm' }] } },
  clock,
};

function pathOf(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.path;
    if (error instanceof ConfigError) return error.issues.map((issue) => issue.path).join(',');
    throw error;
  }
  throw new Error('expected createClient to throw');
}

const withTarget = (target: Record<string, unknown>): ClientOptions =>
  ({
    ...valid,
    models: { chat: { targets: [{ provider: adapter, model: 'm' }, target] } },
  }) as unknown as ClientOptions;

describe('createClient option validation', () => {
  it('accepts valid options and exposes the model names', () => {
    expect(createClient(valid).models).toEqual(['chat']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['retry.maxRetries', { retry: { maxRetries: -1 } }, 'retry.maxRetries'],
    ['retry.maxRetries integer', { retry: { maxRetries: 1.5 } }, 'retry.maxRetries'],
    ['retry.jitter', { retry: { jitter: 2 } }, 'retry.jitter'],
    [
      'retry.maxDelayMs < base',
      { retry: { baseDelayMs: 1_000, maxDelayMs: 10 } },
      'retry.maxDelayMs',
    ],
    ['retry typo', { retry: { max_retries: 3 } }, 'retry.max_retries'],
    ['retry.maxAttempts', { retry: { maxAttempts: 0 } }, 'retry.maxAttempts'],
    ['persistent.heartbeatMs', { persistent: { heartbeatMs: 0 } }, 'persistent.heartbeatMs'],
    ['cooldown.authMs', { cooldown: { authMs: 'x' } }, 'cooldown.authMs'],
    ['breaker.failureRate', { breaker: { failureRate: 0 } }, 'breaker.failureRate'],
    ['budget.ratio', { budget: { ratio: -0.1 } }, 'budget.ratio'],
    ['stream.idleTimeoutMs', { stream: { idleTimeoutMs: 0 } }, 'stream.idleTimeoutMs'],
    [
      'stream.nonStreamingFallback',
      { stream: { nonStreamingFallback: 'yes' } },
      'stream.nonStreamingFallback',
    ],
    ['store', { store: {} }, 'store.cool'],
    ['compress', { compress: 3 }, 'compress'],
    ['onEvent', { onEvent: 'log' }, 'onEvent'],
    ['clock', { clock: { now: () => 0 } }, 'clock'],
    ['random', { random: 0.5 }, 'random'],
    ['sessionTtlMs', { sessionTtlMs: 0 }, 'sessionTtlMs'],
    ['unknown top-level', { retries: 3 }, 'retries'],
    ['providers entry', { providers: { x: 1 } }, 'providers.x'],
  ])('%s', (_, patch, path) => {
    expect(pathOf(() => createClient({ ...valid, ...patch } as unknown as ClientOptions))).toBe(
      path,
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['model', { provider: adapter, model: '' }, 'models.chat.targets[1].model'],
    ['keys type', { provider: adapter, model: 'm', keys: 'sk' }, 'models.chat.targets[1].keys'],
    [
      'empty key',
      { provider: adapter, model: 'm', keys: ['sk-a', ''] },
      'models.chat.targets[1].keys[1]',
    ],
    [
      'key object',
      { provider: adapter, model: 'm', keys: [{ label: 'x' }] },
      'models.chat.targets[1].keys[0].secret',
    ],
    [
      'refresh',
      { provider: adapter, model: 'm', keys: [{ secret: 's', refresh: 1 }] },
      'models.chat.targets[1].keys[0].refresh',
    ],
    [
      'duplicate key',
      { provider: adapter, model: 'm', keys: ['sk-a', 'sk-a'] },
      'models.chat.targets[1].keys[1]',
    ],
    [
      'strategy',
      { provider: adapter, model: 'm', strategy: 'lru' },
      'models.chat.targets[1].strategy',
    ],
    [
      'contextWindow',
      { provider: adapter, model: 'm', contextWindow: -5 },
      'models.chat.targets[1].contextWindow',
    ],
    [
      'unknown target key',
      { provider: adapter, model: 'm', base_url: 'x' },
      'models.chat.targets[1].base_url',
    ],
    [
      'adapter shape',
      { provider: { provider: 'x' }, model: 'm' },
      'models.chat.targets[1].provider',
    ],
  ])('target %s', (_, target, path) => {
    expect(pathOf(() => createClient(withTarget(target)))).toBe(path);
  });

  it('names the known providers when one is unknown', () => {
    try {
      createClient(withTarget({ provider: 'opneai', model: 'gpt-4o', keys: ['sk'] }));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect((error as InvalidOptionsError).path).toBe('models.chat.targets[1].provider');
      expect((error as Error).message).toContain('unknown provider "opneai"');
      expect((error as Error).message).toContain('sandbox');
      expect((error as Error).message).toContain('anthropic');
    }
  });

  it('prefixes adapter ConfigError paths with the target path', () => {
    const failing = () => {
      throw new ConfigError([{ path: 'options.latency.ttft', message: 'must be a duration' }]);
    };
    const error = (() => {
      try {
        createClient({
          ...valid,
          providers: { broken: failing },
          models: {
            chat: {
              targets: [
                { provider: adapter, model: 'm' },
                { provider: 'broken', model: 'x' },
              ],
            },
          },
        });
      } catch (caught) {
        return caught;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).issues).toEqual([
      { path: 'models.chat.targets[1].options.latency.ttft', message: 'must be a duration' },
    ]);
  });

  it('validates models and the cheap route', () => {
    expect(pathOf(() => createClient({ ...valid, models: {} }))).toBe('models');
    expect(pathOf(() => createClient({ ...valid, models: { chat: { targets: [] } } }))).toBe(
      'models.chat.targets',
    );
    expect(
      pathOf(() =>
        createClient({
          ...valid,
          models: {
            chat: {
              targets: [{ provider: adapter, model: 'm' }],
              cheap: { target: { provider: adapter, model: '' } },
            },
          },
        }),
      ),
    ).toBe('models.chat.cheap.target.model');
    expect(
      pathOf(() =>
        createClient({
          ...valid,
          models: {
            chat: {
              targets: [{ provider: adapter, model: 'm' }],
              cheap: { target: { provider: adapter, model: 'c' }, maxApproxTokens: -1 },
            },
          },
        }),
      ),
    ).toBe('models.chat.cheap.maxApproxTokens');
  });

  it('never echoes a secret in a validation message', () => {
    try {
      createClient(
        withTarget({
          provider: adapter,
          model: 'm',
          keys: ['sk-live-TOPSECRET', 'sk-live-TOPSECRET'],
        }),
      );
      expect.unreachable();
    } catch (error) {
      // The duplicate must be rejected (else this test checks nothing), by position, not by value.
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect((error as InvalidOptionsError).path).toBe('models.chat.targets[1].keys[1]');
      expect(String(error)).not.toContain('TOPSECRET');
    }
  });

  it('builds target ids from the model name, position, provider and upstream model', async () => {
    const client = createClient({
      models: {
        chat: {
          targets: [
            { provider: 'sandbox', model: 'sandbox-large' },
            { provider: 'sandbox', model: 'sandbox-small' },
          ],
        },
      },
      clock,
    });
    const result = await settle(
      clock,
      client.chat({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] }),
    );
    expect(result.target).toBe('chat[0]:sandbox/sandbox-large');
    await client.close();
  });
});
