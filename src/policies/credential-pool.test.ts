import { describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../core/seeded-random.js';
import { memoryStore } from '../stores/memory/memory-store.js';
import { ManualClock } from '../testing/manual-clock.js';
import {
  CredentialPool,
  DEFAULT_REFRESH_TIMEOUT_MS,
  type PoolCredential,
  type PoolStrategy,
  REFRESH_ABANDON_FACTOR,
} from './credential-pool.js';

function pool(
  strategy: PoolStrategy,
  refresh?: () => Promise<string>,
  clock?: ManualClock,
): CredentialPool {
  const credentials: PoolCredential[] = ['a', 'b', 'c'].map((name, index) => ({
    storeId: `p:${name}`,
    label: `key#${index + 1}`,
    index,
    secret: `sk-${name}`,
    refresh: index === 0 ? refresh : undefined,
  }));
  return new CredentialPool({
    id: 'target',
    credentials,
    strategy,
    store: memoryStore(),
    random: seededRandom(3),
    clock,
  });
}

/** A refresh hook the test settles by hand. */
function pendingHook() {
  const calls: { resolve: (secret: string) => void }[] = [];
  const hook = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        calls.push({ resolve });
      }),
  );
  return { hook, calls };
}

async function labels(target: CredentialPool, count: number): Promise<string[]> {
  const picked: string[] = [];
  for (let index = 0; index < count; index++) picked.push((await target.pick(0))?.label ?? 'none');
  return picked;
}

describe('CredentialPool', () => {
  it('fill_first keeps using the first usable key', async () => {
    expect(await labels(pool('fill_first'), 3)).toEqual(['key#1', 'key#1', 'key#1']);
  });

  it('round_robin cycles and skips cooling keys', async () => {
    const target = pool('round_robin');
    await target.cool(target.credentials[1]!, 1_000, 0);
    expect(await labels(target, 4)).toEqual(['key#1', 'key#3', 'key#3', 'key#1']);
  });

  it('least_used balances use counts', async () => {
    expect(await labels(pool('least_used'), 6)).toEqual([
      'key#1',
      'key#2',
      'key#3',
      'key#1',
      'key#2',
      'key#3',
    ]);
  });

  it('random is reproducible with a seeded source', async () => {
    expect(await labels(pool('random'), 6)).toEqual(await labels(pool('random'), 6));
    // And it is actually random: more than one key is picked, only from the pool.
    const picked = await labels(pool('random'), 12);
    expect(new Set(picked).size).toBeGreaterThan(1);
    expect(picked.every((label) => ['key#1', 'key#2', 'key#3'].includes(label))).toBe(true);
  });

  it('cooling ends by itself; dead keys stay dead; earliestReturnMs reports the first return', async () => {
    const target = pool('fill_first');
    await target.cool(target.credentials[0]!, 500, 0);
    await target.kill(target.credentials[1]!);
    await target.cool(target.credentials[2]!, 300, 0);
    expect(await target.pick(100)).toBeUndefined();
    expect(await target.earliestReturnMs(100)).toBe(300);
    expect((await target.pick(300))?.label).toBe('key#3');
    expect((await target.pick(500))?.label).toBe('key#1');
    expect((await target.available(10_000_000)).map((credential) => credential.label)).toEqual([
      'key#1',
      'key#3',
    ]);
  });

  it('refresh replaces the secret, revives the key and is shared by concurrent callers', async () => {
    const refresh = vi.fn(async () => 'sk-new');
    const target = pool('fill_first', refresh);
    const credential = target.credentials[0]!;
    await target.cool(credential, 1_000, 0);
    const [first, second] = await Promise.all([
      target.refresh(credential),
      target.refresh(credential),
    ]);
    expect([first, second]).toEqual([{ ok: true }, { ok: true }]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(credential.secret).toBe('sk-new');
    expect((await target.pick(0))?.label).toBe('key#1');
  });

  it('a failed refresh returns the error and leaves the key alone (the caller judges); no hook means no refresh', async () => {
    const denied = new Error('nope');
    const target = pool('fill_first', async () => Promise.reject(denied));
    expect(await target.refresh(target.credentials[0]!)).toEqual({ ok: false, error: denied });
    expect(target.credentials[0]!.secret).toBe('sk-a');
    // Neither killed nor cooled by the pool.
    expect((await target.pick(0))?.label).toBe('key#1');
    expect((await target.refresh(target.credentials[1]!)).ok).toBe(false);
  });

  it('a hook that answers no secret is a failed refresh', async () => {
    const target = pool('fill_first', async () => '');
    const outcome = await target.refresh(target.credentials[0]!);
    expect(outcome.ok).toBe(false);
    expect(target.credentials[0]!.secret).toBe('sk-a');
  });

  it('a successful refresh revives a cooling key', async () => {
    const target = pool('fill_first', async () => 'sk-new');
    await target.cool(target.credentials[0]!, 1_000, 0);
    expect((await target.pick(0))?.label).toBe('key#2');
    expect(await target.refresh(target.credentials[0]!)).toEqual({ ok: true });
    expect((await target.pick(0))?.label).toBe('key#1');
  });
});

/** A pool whose first refresh of key#1 has just failed at its bound, its hook call still pending. */
async function timedOutRefresh() {
  const clock = new ManualClock({ startMs: 0 });
  const { hook, calls } = pendingHook();
  const target = pool('fill_first', hook, clock);
  const credential = target.credentials[0]!;
  const first = target.refresh(credential);
  await clock.advance(DEFAULT_REFRESH_TIMEOUT_MS);
  expect(await first).toMatchObject({ ok: false });
  return { clock, hook, calls, target, credential };
}

describe('CredentialPool refresh past its bound', () => {
  it('a later refresh joins the hook call still in flight instead of calling the hook again', async () => {
    const { clock, hook, calls, target, credential } = await timedOutRefresh();
    // Two concurrent OAuth refreshes with one refresh token can revoke each other's grant.
    const second = target.refresh(credential);
    await clock.advance(1_000);
    expect(hook).toHaveBeenCalledTimes(1);
    calls[0]!.resolve('sk-late');
    expect(await second).toEqual({ ok: true });
    expect(credential.secret).toBe('sk-late');
  });

  it('a secret the hook returns after its bound is still adopted, and revives the key', async () => {
    const { clock, calls, target, credential } = await timedOutRefresh();
    await target.cool(credential, 300_000, clock.now());
    expect((await target.pick(clock.now()))?.label).toBe('key#2');
    calls[0]!.resolve('sk-late');
    await vi.waitFor(() => expect(credential.secret).toBe('sk-late'));
    await vi.waitFor(async () => expect((await target.pick(clock.now()))?.label).toBe('key#1'));
  });

  it('a call pending past the abandon bound is given up: the next refresh calls the hook anew, and the old call cannot overwrite its secret', async () => {
    const { clock, hook, calls, target, credential } = await timedOutRefresh();
    await clock.advance(REFRESH_ABANDON_FACTOR * DEFAULT_REFRESH_TIMEOUT_MS);
    const second = target.refresh(credential);
    await vi.waitFor(() => expect(hook).toHaveBeenCalledTimes(2));
    calls[1]!.resolve('sk-new');
    expect(await second).toEqual({ ok: true });
    calls[0]!.resolve('sk-stale');
    await new Promise((resolve) => setImmediate(resolve));
    expect(credential.secret).toBe('sk-new');
  });
});

describe('CredentialPool store round trips', () => {
  it('fill_first, random and a single usable key choose without asking the store', async () => {
    for (const strategy of ['fill_first', 'random', 'round_robin', 'least_used'] as const) {
      const store = memoryStore();
      const nextCursor = vi.spyOn(store, 'nextCursor');
      const usage = vi.spyOn(store, 'usage');
      const credentials: PoolCredential[] = ['a', 'b'].map((name, index) => ({
        storeId: `p:${name}`,
        label: `key#${index + 1}`,
        index,
        secret: `sk-${name}`,
      }));
      const target = new CredentialPool({
        id: 't',
        credentials,
        strategy,
        store,
        random: seededRandom(3),
      });
      await target.pick(0);
      await target.pick(0, credentials.slice(0, 1));
      const asked = nextCursor.mock.calls.length + usage.mock.calls.length;
      expect({ strategy, asked }).toEqual({
        strategy,
        asked: strategy === 'round_robin' || strategy === 'least_used' ? 1 : 0,
      });
    }
  });
});
