import { describe, expect, it } from 'vitest';
import { InvalidOptionsError } from '../core/errors.js';
import type { StateStore } from '../core/ports.js';
import { createSandboxAdapter } from '../providers/sandbox/create-sandbox-adapter.js';
import { memoryStore } from '../stores/memory/memory-store.js';
import { ManualClock } from '../testing/manual-clock.js';
import { createClientWith } from './create-client-with.js';
import type { AdapterFactory } from './types.js';

const sandbox: AdapterFactory = (target, { clock, random }) =>
  createSandboxAdapter({ clock, random, options: target.options });

/** Target and pool ids a store is asked about (breakers, cursors, keyless holds). */
function targetKeysSeen(store: StateStore, seen: Set<string>): StateStore {
  const byTarget = new Set([
    'breakerAllows',
    'breaker',
    'recordOutcome',
    'releaseProbe',
    'nextCursor',
  ]);
  return new Proxy(store, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const [first] = args;
        if (byTarget.has(String(property))) seen.add(String(first));
        if (property === 'cool' && String(first).startsWith('target:')) seen.add(String(first));
        return value.apply(target, args);
      };
    },
  });
}

describe('createClientWith', () => {
  it('knows only the built-in providers it is given, plus options.providers', async () => {
    const clock = new ManualClock();
    const build = (provider: string) =>
      createClientWith(
        { clock, models: { chat: { targets: [{ provider, model: 'm' }] } } },
        { factories: { sandbox } },
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

  it('keys sandbox targets in the store by their public id, base URL or not (simulator state unchanged)', async () => {
    const clock = new ManualClock();
    const seen = new Set<string>();
    const client = createClientWith(
      {
        clock,
        providers: { sandbox },
        store: targetKeysSeen(memoryStore(), seen),
        retry: { maxOverloadedRetries: 0 },
        breaker: { failureThreshold: 1 },
        budget: false,
        models: {
          chat: {
            targets: [
              { provider: 'sandbox', model: 'a', options: { faults: [{ status: 529 }] } },
              {
                provider: 'sandbox',
                model: 'b',
                // Ignored by the in-process sandbox, so it must not move its state either.
                baseUrl: 'http://127.0.0.1:9999/v1',
                options: { faults: [{ status: 429, headers: { 'retry-after': '3600' } }] },
              },
              {
                provider: 'sandbox',
                model: 'c',
                baseUrl: 'http://127.0.0.1:9998/v1',
                keys: ['sandbox-key-one', 'sandbox-key-two'],
                strategy: 'round_robin',
              },
            ],
          },
        },
      },
      {},
    );
    const answer = client.chat({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] });
    const answered = expect(answer).resolves.toMatchObject({ target: 'chat[2]:sandbox/c' });
    await clock.advance(60_000);
    await answered;
    expect([...seen].sort()).toEqual([
      'chat[0]:sandbox/a',
      'chat[1]:sandbox/b',
      'chat[2]:sandbox/c',
      'target:chat[1]:sandbox/b',
    ]);
    await client.close();
  });

  it("keys a built-in's default base URL written out like no base URL, unless the built-in is replaced", async () => {
    const overloaded = { faults: [{ status: 529 }] };
    const targets = [
      { provider: 'relay', model: 'm', options: overloaded },
      {
        provider: 'relay',
        model: 'm',
        baseUrl: 'HTTPS://Relay.example.com:443/v1/',
        options: overloaded,
      },
      { provider: 'relay', model: 'm', baseUrl: 'https://relay-eu.example.com/v1' },
    ];
    const storeKeys = async (replaced: boolean): Promise<string[]> => {
      const clock = new ManualClock();
      const seen = new Set<string>();
      const client = createClientWith(
        {
          clock,
          store: targetKeysSeen(memoryStore(), seen),
          retry: { maxOverloadedRetries: 0 },
          budget: false,
          models: { chat: { targets } },
          ...(replaced ? { providers: { relay: (...args) => sandbox(...args) } } : {}),
        },
        {
          factories: { relay: sandbox },
          defaultBaseUrls: { relay: 'https://relay.example.com/v1' },
        },
      );
      const answer = client.chat({ model: 'chat', messages: [{ role: 'user', content: 'hi' }] });
      const answered = expect(answer).resolves.toMatchObject({ target: 'chat[2]:sandbox/m' });
      await clock.advance(60_000);
      await answered;
      await client.close();
      return [...seen].sort();
    };
    const hashed = (position: number) =>
      new RegExp(`^chat\\[${position}\\]:sandbox/m@[0-9a-f]{16}$`);
    expect(await storeKeys(false)).toEqual([
      'chat[0]:sandbox/m',
      'chat[1]:sandbox/m',
      expect.stringMatching(hashed(2)),
    ]);
    expect(await storeKeys(true)).toEqual([
      'chat[0]:sandbox/m',
      expect.stringMatching(hashed(1)),
      expect.stringMatching(hashed(2)),
    ]);
  });
});
