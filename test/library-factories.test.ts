/**
 * Exported factories called directly with bad options fail at construction with a typed error
 * naming the option, instead of a raw TypeError, a silent default or a failure at first use.
 */
import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import { ConfigError, InvalidOptionsError } from '../src/core/errors.js';
import { createAnthropicAdapter } from '../src/providers/anthropic/anthropic-adapter.js';
import { createOpenAICompatibleAdapter } from '../src/providers/openai-compatible/openai-compatible-adapter.js';
import { createSandboxAdapter } from '../src/providers/sandbox/create-sandbox-adapter.js';
import { redisStore } from '../src/stores/redis/redis-store.js';
import { resilientStore } from '../src/stores/resilient-store.js';
import { ManualClock } from '../src/testing/manual-clock.js';

function pathOf(build: () => unknown): string {
  try {
    build();
  } catch (error) {
    if (error instanceof InvalidOptionsError) return error.path;
    throw error;
  }
  throw new Error('the factory accepted the options');
}

describe('library: direct factory calls with bad options', () => {
  it.each([
    [
      'createOpenAICompatibleAdapter({})',
      'baseUrl',
      () => createOpenAICompatibleAdapter({} as never),
    ],
    [
      'createOpenAICompatibleAdapter({ baseUrl: "x" })',
      'baseUrl',
      () => createOpenAICompatibleAdapter({ baseUrl: 'x' } as never),
    ],
    [
      'createAnthropicAdapter({ baseUrl: "ftp://x" })',
      'baseUrl',
      () => createAnthropicAdapter({ baseUrl: 'ftp://x' } as never),
    ],
    ['createSandboxAdapter({})', 'clock', () => createSandboxAdapter({} as never)],
    [
      'createSandboxAdapter({ clock })',
      'random',
      () => createSandboxAdapter({ clock: new ManualClock() } as never),
    ],
    ['redisStore({ url: "not a url" })', 'url', () => redisStore({ url: 'not a url' })],
    ['redisStore({ url: "http://x" })', 'url', () => redisStore({ url: 'http://x:6379' })],
    ['redisStore({ urll }) typo', 'urll', () => redisStore({ urll: 'redis://x' } as never)],
    ['resilientStore({})', 'shared', () => resilientStore({} as never)],
  ])('%s', (_name, path, build) => {
    expect(pathOf(build)).toBe(path);
  });

  it('a target its adapter factory refuses names the path on the ConfigError too', () => {
    let error: unknown;
    try {
      createClient({
        models: { chat: { targets: [{ provider: 'openai', model: 'gpt-4.1', keys: [] }] } },
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).path).toMatch(/^models\.chat\.targets\[0\]/);
  });
});
