import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../core/errors.js';
import { createSandboxAdapter } from '../providers/sandbox/create-sandbox-adapter.js';
import { ManualClock } from '../testing/manual-clock.js';
import { createClientWith } from './create-client-with.js';
import type { AdapterFactory } from './types.js';

const sandbox: AdapterFactory = (target, { clock, random }) =>
  createSandboxAdapter({ clock, random, options: target.options });

describe('createClientWith', () => {
  it('knows only the built-in providers it is given, plus options.providers', async () => {
    const clock = new ManualClock();
    const build = (provider: string) =>
      createClientWith(
        { clock, models: { chat: { targets: [{ provider, model: 'm' }] } } },
        { sandbox },
      );
    expect(() => build('openai')).toThrow(InvalidOptionsError);
    expect(() => build('openai')).toThrow('unknown provider "openai"; known: sandbox');
    const client = build('sandbox');
    const answer = client.chat({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] });
    await clock.advance(60_000);
    await expect(answer).resolves.toMatchObject({ target: 'chat[0]:sandbox/m' });
    await client.close();
  });

  it('with no built-ins, options.providers is the whole registry', () => {
    const client = createClientWith(
      {
        providers: { sandbox },
        models: { chat: { targets: [{ provider: 'sandbox', model: 'm' }] } },
      },
      {},
    );
    expect(client.models).toEqual(['chat']);
    expect(() =>
      createClientWith(
        {
          providers: { sandbox },
          models: { chat: { targets: [{ provider: 'anthropic', model: 'm' }] } },
        },
        {},
      ),
    ).toThrow('unknown provider "anthropic"; known: sandbox');
  });
});
