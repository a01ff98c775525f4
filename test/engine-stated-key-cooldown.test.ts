/**
 * DESIGN §2.2: "key cooldown: 401: 5 min; 429/402/other: 1 h; or the provider's reset time". A key
 * refused with a stated end ("suspended for 24 hours", "try again in 3 days") cools until then,
 * whatever the cooling reason — not for the fixed 5 min or 1 h, which would call a suspended key
 * again every 5 minutes (or park a key that is back in 10 minutes for an hour).
 *
 * The built-in classifier reads that end on auth verdicts from the text only (held-wait.ts): a
 * phrase ("try again in 3 days") or the hold's own length ("suspended for 24 hours", "disabled
 * until …"); rate-limit headers on a 401 are not a key's reset.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from '../src/core/classify/classify.js';
import { DEFAULT_DECISION_POLICY } from '../src/core/decide-next.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { CredentialPool, type PoolCredential } from '../src/policies/credential-pool.js';
import type { EngineModel, EngineTarget } from '../src/policies/engine-types.js';
import { RecoveryEngine } from '../src/policies/recovery-engine.js';
import { memoryStore } from '../src/stores/memory/memory-store.js';
import { ManualClock } from '../src/testing/manual-clock.js';
import { recordingEvents } from '../src/testing/recording-events.js';
import { type ScriptStep, scriptedAdapter } from '../src/testing/scripted-adapter.js';
import { REQUEST, settle } from './engine-harness.js';

const START_MS = 1_000_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function setup(firstKey: ScriptStep, options: { refresh?: () => Promise<string> } = {}) {
  const clock = new ManualClock({ startMs: START_MS });
  const events = recordingEvents();
  const store = memoryStore();
  const adapter = scriptedAdapter({
    clock,
    script: (_index, call) => (call.credentialIndex === 0 ? firstKey : { text: 'ok' }),
  });
  const credentials: PoolCredential[] = ['a', 'b'].map((name, index) => ({
    storeId: `scripted:key-${name}`,
    label: `key#${index + 1}`,
    index,
    secret: `sk-${name}aaaaaaaaaaaaaaaaaaaaaaa`,
    ...(index === 0 && options.refresh !== undefined ? { refresh: options.refresh } : {}),
  }));
  const pool = new CredentialPool({
    id: 'chat[0]',
    credentials,
    strategy: 'fill_first',
    store,
    random: seededRandom(1),
    clock,
  });
  const target: EngineTarget = {
    id: 'chat[0]:scripted/model-0',
    adapter,
    provider: 'scripted',
    model: 'model-0',
    contextWindow: undefined,
    pool,
  };
  const model: EngineModel = { name: 'chat', targets: [target] };
  const engine = new RecoveryEngine({
    models: new Map([['chat', model]]),
    decision: DEFAULT_DECISION_POLICY,
    breaker: undefined,
    budget: undefined,
    stream: { idleTimeoutMs: 90_000, stallWarningMs: 30_000, nonStreamingFallback: true },
    heartbeatMs: 30_000,
    sessionTtlMs: HOUR_MS,
    store,
    compress: undefined,
    onEvent: events.listener,
    clock,
    random: seededRandom(42),
    classify: classifyError,
  });
  const coolingUntilMs = async (): Promise<number | undefined> => {
    const state = (await store.credentialStates(['scripted:key-a'], clock.now())).get(
      'scripted:key-a',
    );
    return state?.status === 'cooling' ? state.untilMs : undefined;
  };
  return { clock, engine, events, coolingUntilMs };
}

const SUSPENDED_403: ScriptStep = {
  status: 403,
  body: {
    error: {
      message: 'This account is suspended for 24 hours.',
      type: 'permission_error',
    },
  },
};
const UNAUTHORIZED_3_DAYS: ScriptStep = {
  status: 401,
  body: {
    error: { message: 'Authentication failed. Please try again in 3 days.', type: 'auth_error' },
  },
};
/** auth_permanent / auth.invalid_key: parked (DESIGN keeps dead for revoked keys), not killed. */
const INVALID_KEY_10_MINUTES: ScriptStep = {
  status: 401,
  body: {
    error: {
      message: 'Invalid API key. Try again in 10 minutes.',
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    },
  },
};

describe('engine: a stated end of a key refusal is its cooldown (DESIGN §2.2)', () => {
  it.each([
    ['a 403 "suspended for 24 hours" (auth)', SUSPENDED_403, 'auth', DAY_MS],
    ['a 401 "try again in 3 days" (auth)', UNAUTHORIZED_3_DAYS, 'auth', 3 * DAY_MS],
    [
      'an invalid key "try again in 10 minutes"',
      INVALID_KEY_10_MINUTES,
      'auth_permanent',
      10 * MINUTE_MS,
    ],
    [
      'a 403 "disabled until <date>" (auth)',
      {
        status: 403,
        body: {
          error: {
            message: `This API key has been disabled until ${new Date(START_MS + 2 * DAY_MS).toISOString()}.`,
          },
        },
      } satisfies ScriptStep,
      'auth',
      2 * DAY_MS,
    ],
  ])('%s cools the key until then', async (_label, step, reason, cooldownMs) => {
    const h = setup(step);
    const result = await settle(h.clock, h.engine.chat(REQUEST, {}));
    expect(result.attempts[0]?.classification.reason).toBe(reason);
    expect(h.events.ofType('rotate')[0]?.coolingUntilMs).toBe(START_MS + cooldownMs);
    expect(await h.coolingUntilMs()).toBe(START_MS + cooldownMs);
  });

  it('without a stated end the fixed cooldowns hold: 401 five minutes, an invalid key an hour', async () => {
    const cases: [ScriptStep, number][] = [
      [{ status: 401, body: { error: { message: 'Authentication failed.' } } }, 5 * MINUTE_MS],
      [
        {
          status: 401,
          body: { error: { message: 'Incorrect API key provided.', code: 'invalid_api_key' } },
        },
        HOUR_MS,
      ],
      // OpenAI sends its rate-limit resets on every answer, a 401 too: they are no key's reset.
      [
        {
          status: 401,
          headers: { 'retry-after': '3', 'x-ratelimit-reset-requests': '120ms' },
          body: { error: { message: 'Incorrect API key provided.', code: 'invalid_api_key' } },
        },
        HOUR_MS,
      ],
    ];
    for (const [step, cooldownMs] of cases) {
      const h = setup(step);
      await settle(h.clock, h.engine.chat(REQUEST, {}));
      expect(await h.coolingUntilMs()).toBe(START_MS + cooldownMs);
    }
  });

  it('a failed refresh cools for the stated end when it is later than the 5 min refresh cooldown', async () => {
    const h = setup(UNAUTHORIZED_3_DAYS, {
      refresh: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9')),
    });
    const result = await settle(h.clock, h.engine.chat(REQUEST, {}));
    expect(result.attempts.map((attempt) => attempt.action)).toEqual([
      'refresh',
      'rotate',
      'success',
    ]);
    expect(await h.coolingUntilMs()).toBe(START_MS + 3 * DAY_MS);
  });

  it('the key comes back by itself once the stated end has passed', async () => {
    const h = setup(INVALID_KEY_10_MINUTES);
    await settle(h.clock, h.engine.chat(REQUEST, {}));
    await h.clock.advance(10 * MINUTE_MS - 1);
    expect(await h.coolingUntilMs()).toBe(START_MS + 10 * MINUTE_MS);
    await h.clock.advance(1);
    expect(await h.coolingUntilMs()).toBeUndefined();
  });
});
