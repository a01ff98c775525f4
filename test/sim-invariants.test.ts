import { describe, expect, it } from 'vitest';
import { createClient } from '../src/client/create-client.js';
import type { StayupEvent } from '../src/core/events.js';
import { seededRandom } from '../src/core/seeded-random.js';
import { stayupPolicy } from '../src/sim/policies/stayup.js';
import { checkEngineInvariants, randomScenario } from '../src/sim/random-scenario.js';
import { runPolicy } from '../src/sim/run-policy.js';
import { parseScenario } from '../src/sim/scenario.js';
import { generateTraffic } from '../src/sim/traffic.js';

const SCENARIOS = Number(process.env.SIM_SCENARIOS ?? 1000);

describe('engine invariants over seeded random scenarios', () => {
  it(`holds for ${SCENARIOS} scenarios: no lost or duplicated request, no key used while cooling, budget respected`, async () => {
    const policy = stayupPolicy(createClient);
    let requests = 0;
    let calls = 0;
    let retries = 0;
    let rotations = 0;
    let fallbacks = 0;
    let budgetStops = 0;
    for (let seed = 1; seed <= SCENARIOS; seed++) {
      const input = randomScenario(seededRandom(seed), seed);
      const scenario = parseScenario(input);
      const traffic = generateTraffic(scenario);
      const events: StayupEvent[] = [];
      const run = await runPolicy({
        scenario,
        traffic,
        policy,
        onEvent: (event) => events.push(event as StayupEvent),
      });
      const violations = checkEngineInvariants({ scenario, traffic, run, events });
      if (violations.length > 0)
        expect.fail(`seed ${seed}: ${violations.slice(0, 5).join('; ')}\n${JSON.stringify(input)}`);
      requests += traffic.length;
      calls += run.calls.length;
      retries += events.filter((event) => event.type === 'retry').length;
      rotations += events.filter((event) => event.type === 'rotate').length;
      fallbacks += events.filter((event) => event.type === 'fallback').length;
      budgetStops += events.filter((event) => event.type === 'budget_exhausted').length;
    }
    // The generator must actually exercise recovery, not only happy paths.
    expect(requests).toBeGreaterThan(5 * SCENARIOS);
    expect(calls).toBeGreaterThan(requests);
    expect(retries).toBeGreaterThan(SCENARIOS / 10);
    expect(rotations).toBeGreaterThan(SCENARIOS / 20);
    expect(fallbacks).toBeGreaterThan(SCENARIOS / 20);
    expect(budgetStops).toBeGreaterThan(0);
  }, 120_000);
});

describe('checkEngineInvariants', () => {
  const scenario = parseScenario({
    name: 'check',
    duration: '1s',
    traffic: { rate: '1/s', arrivals: 'uniform' },
    budget: { min_retries: 0, ratio: 0.5 },
    models: { chat: { targets: [{ provider: 'sandbox', model: 'a', keys: ['k1', 'k2'] }] } },
  });
  const traffic = generateTraffic(scenario);
  const base = { requestId: 'sim-0' };
  const request: StayupEvent = {
    ...base,
    type: 'request',
    timeMs: 0,
    model: 'chat',
    source: 'foreground',
    stream: false,
    approxTokens: 10,
  };
  const attempt = (timeMs: number, credential: string): StayupEvent => ({
    ...base,
    type: 'attempt',
    timeMs,
    attempt: 1,
    target: 't0',
    credential,
  });
  const call = (startMs: number) => ({
    startMs,
    endMs: startMs + 1,
    target: 0,
    keyIndex: 0,
    outcome: 'success' as const,
    status: undefined,
    outputTokens: 1,
  });
  const ok = {
    index: 0,
    arrivalMs: 0,
    endMs: 5,
    background: false,
    stream: false,
    ok: true,
    deliveredTokens: 1,
  };
  const runOf = (calls: number, requests = [ok]) => ({
    policy: 'stayup',
    abandoned: 0,
    wakeRounds: 0,
    requests,
    calls: Array.from({ length: calls }, (_, index) => call(index)),
  });
  const success: StayupEvent = {
    ...base,
    type: 'success',
    timeMs: 5,
    attempt: 1,
    target: 't0',
    durationMs: 5,
    attempts: 1,
  };
  const end = (ok: boolean, attempts = 1): StayupEvent => ({
    ...base,
    type: 'end',
    timeMs: 5,
    ok,
    attempts,
    durationMs: 5,
  });

  it('accepts a clean run', () => {
    expect(
      checkEngineInvariants({
        scenario,
        traffic,
        run: runOf(1),
        events: [request, attempt(0, 'key#1'), success, end(true)],
      }),
    ).toEqual([]);
  });

  it('reports a request without exactly one end event, or one that contradicts its outcome', () => {
    const check = (events: StayupEvent[]) =>
      checkEngineInvariants({ scenario, traffic, run: runOf(1), events }).join('\n');
    expect(check([request, attempt(0, 'key#1'), success])).toMatch(/sim-0: 0 end events/);
    expect(check([request, attempt(0, 'key#1'), success, end(true), end(true)])).toMatch(
      /sim-0: 2 end events/,
    );
    expect(check([request, attempt(0, 'key#1'), success, end(false)])).toMatch(
      /sim-0: outcome ok but end says ok: false/,
    );
  });

  it('reports a key used while cooling, a hidden call, a double answer and a lost request', () => {
    const rotate: StayupEvent = {
      ...base,
      type: 'rotate',
      timeMs: 1,
      target: 't0',
      from: 'key#1',
      to: 'key#2',
      coolingUntilMs: 100,
      reason: 'rate_limit',
    };
    const violations = checkEngineInvariants({
      scenario,
      traffic,
      run: runOf(3, [ok, { ...ok }]),
      events: [request, attempt(0, 'key#1'), rotate, attempt(2, 'key#1'), success, success],
    });
    expect(violations.join('\n')).toMatch(/ended twice/);
    expect(violations.join('\n')).toMatch(/answered 2 times/);
    expect(violations.join('\n')).toMatch(/3 upstream calls but 2 attempt events/);
    expect(violations.join('\n')).toMatch(/key#1 used at 2 while cooling until 100/);
  });

  it('reports re-attempts beyond the strict budget', () => {
    const error = (timeMs: number): StayupEvent => ({
      ...base,
      type: 'error',
      timeMs,
      attempt: 1,
      target: 't0',
      final: false,
      classification: { reason: 'overloaded' } as never,
    });
    // One first attempt, ratio 0.5: the first re-attempt fits (0 < 0.5), the second does not.
    const violations = checkEngineInvariants({
      scenario,
      traffic,
      run: runOf(3),
      events: [
        request,
        attempt(0, 'key#1'),
        error(1),
        attempt(2, 'key#1'),
        error(3),
        attempt(4, 'key#1'),
        success,
        end(true, 3),
      ],
    });
    expect(violations).toEqual(['sim-0: re-attempt at 3 with 1 tokens taken of 0.5']);
  });
});
