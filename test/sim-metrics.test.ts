import { describe, expect, it } from 'vitest';
import {
  computeMetrics,
  faultWindows,
  peakUpstreamRps,
  percentile,
  recoverySeconds,
} from '../src/sim/metrics.js';
import { naivePolicy } from '../src/sim/policies/naive.js';
import { noRetryPolicy } from '../src/sim/policies/no-retry.js';
import {
  type CallRecord,
  type PolicyRunRecord,
  type RequestRecord,
  runPolicy,
} from '../src/sim/run-policy.js';
import { parseScenario } from '../src/sim/scenario.js';
import { generateTraffic } from '../src/sim/traffic.js';

function scenarioWith(faults: unknown[], duration = '60s') {
  return parseScenario({
    name: 'tiny',
    duration,
    traffic: { rate: '1/s' },
    models: {
      chat: {
        targets: [
          { provider: 'sandbox', model: 'a', faults },
          { provider: 'sandbox', model: 'b', faults: [{ from: '25s', to: '35s', status: 502 }] },
        ],
      },
    },
  });
}

function request(
  arrivalMs: number,
  ok: boolean,
  extra: Partial<RequestRecord> = {},
): RequestRecord {
  return {
    index: 0,
    arrivalMs,
    endMs: arrivalMs + 100,
    background: false,
    stream: false,
    ok,
    deliveredTokens: ok ? 10 : 0,
    ...extra,
  };
}

function call(startMs: number, outputTokens = 0): CallRecord {
  return {
    startMs,
    endMs: startMs + 50,
    target: 0,
    keyIndex: 0,
    outcome: 'success',
    status: undefined,
    outputTokens,
  };
}

describe('simulator metrics', () => {
  it('merges the fault windows of every target of the traffic model, clipped to the run', () => {
    const scenario = scenarioWith([
      { from: '10s', to: '20s', status: 529 },
      { from: '18s', to: '30s', status: 500 },
      { from: '50s', status: 503 },
    ]);
    expect(faultWindows(scenario)).toEqual([
      { fromMs: 10_000, toMs: 35_000 },
      { fromMs: 50_000, toMs: 60_000 },
    ]);
  });

  it('a fault that can never fire (p: 0) is no fault window', () => {
    const scenario = scenarioWith([
      { from: '10s', to: '20s', status: 529, p: 0 },
      { from: '40s', to: '45s', status: 500, p: 0.1 },
    ]);
    // The second target's own 25–35 s window stays; the p: 0 one at 10–20 s is gone.
    expect(faultWindows(scenario)).toEqual([
      { fromMs: 25_000, toMs: 35_000 },
      { fromMs: 40_000, toMs: 45_000 },
    ]);
  });

  it('takes nearest-rank percentiles', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 99)).toBe(100);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('finds the peak of upstream calls per second among buckets that overlap a fault window', () => {
    const calls = [call(500), call(900), call(10_100), call(10_200), call(10_999), call(20_000)];
    const windows = [{ fromMs: 10_500, toMs: 20_000 }];
    expect(peakUpstreamRps(calls, windows)).toBe(3);
    // Bucket [20 s, 21 s) starts at the (exclusive) end of the window: not a fault bucket.
    expect(peakUpstreamRps([call(20_000), call(20_001)], windows)).toBe(0);
    expect(peakUpstreamRps(calls, [])).toBe(3);
  });

  it('measures recovery from the end of the last fault window against the pre-fault success rate', () => {
    const windows = [{ fromMs: 10_000, toMs: 20_000 }];
    const before = [request(1000, true), request(2000, true), request(3000, true)];
    // 20 s and 21 s still fail, 22 s on is back to normal → 2 s.
    const after = [
      request(20_100, false),
      request(21_500, false),
      request(22_000, true),
      request(23_000, true),
      request(24_000, true),
    ];
    expect(recoverySeconds([...before, ...after], windows, 60_000)).toBe(2);
    // Already fine right after the faults.
    expect(recoverySeconds([...before, request(20_100, true)], windows, 60_000)).toBe(0);
    // The last bucket still fails: not recovered.
    expect(recoverySeconds([...before, request(30_000, false)], windows, 60_000)).toBeNull();
    // Faults until the end of the run: nothing to measure.
    expect(recoverySeconds(before, [{ fromMs: 10_000, toMs: 60_000 }], 60_000)).toBeNull();
    // No faults: nothing to recover from.
    expect(recoverySeconds(before, [], 60_000)).toBe(0);
    // A window ending mid-second: the first whole bucket after it starts at 21 s.
    const mid = [{ fromMs: 10_000, toMs: 20_500 }];
    expect(
      recoverySeconds([...before, request(21_000, false), request(22_000, true)], mid, 60_000),
    ).toBe(1.5);
    // ... and nothing fails after it: recovered at once, not at the next whole second.
    expect(recoverySeconds([...before, request(21_000, true)], mid, 60_000)).toBe(0);
  });

  it('computes every metric of a hand-made run', () => {
    const scenario = scenarioWith([{ from: '10s', to: '20s', status: 529 }]);
    const run: PolicyRunRecord = {
      policy: 'hand',
      abandoned: 0,
      wakeRounds: 0,
      requests: [
        request(0, true, { index: 0, endMs: 1000, deliveredTokens: 100 }),
        request(5000, true, { index: 1, endMs: 7000, deliveredTokens: 50, background: true }),
        request(12_000, false, { index: 2, endMs: 12_200 }),
        request(13_000, false, { index: 3, endMs: 13_500, background: true }),
        request(40_000, true, { index: 4, endMs: 44_000, deliveredTokens: 20 }),
      ],
      calls: [
        call(0, 100),
        call(5000, 50),
        call(12_000),
        call(12_050),
        call(12_100, 30),
        call(13_000),
        call(40_000, 20),
      ],
    };
    expect(computeMetrics(run, scenario)).toEqual({
      requests: 5,
      succeeded: 3,
      successRate: 0.6,
      foregroundSuccessRate: 0.6667,
      backgroundSuccessRate: 0.5,
      upstreamAttempts: 7,
      amplification: 1.4,
      peakUpstreamRps: 3,
      latencyMs: { p50: 2000, p95: 4000, p99: 4000 },
      wastedOutputTokens: 30,
      recoverySeconds: 0,
    });
  });

  it('says "no data" (null), not 0, for every rate of a run without requests', () => {
    const scenario = scenarioWith([{ from: '10s', to: '20s', status: 529 }]);
    const empty: PolicyRunRecord = {
      policy: 'empty',
      abandoned: 0,
      wakeRounds: 0,
      requests: [],
      calls: [],
    };
    expect(computeMetrics(empty, scenario)).toEqual({
      requests: 0,
      succeeded: 0,
      successRate: null,
      foregroundSuccessRate: null,
      backgroundSuccessRate: null,
      upstreamAttempts: 0,
      amplification: null,
      peakUpstreamRps: 0,
      latencyMs: { p50: null, p95: null, p99: null },
      wastedOutputTokens: 0,
      recoverySeconds: null,
    });
    // No fault window: nothing to recover from, whatever the traffic.
    const calm = parseScenario({
      name: 'calm',
      duration: '1s',
      traffic: { rate: '1/s' },
      models: { chat: { targets: [{ provider: 'sandbox', model: 'a' }] } },
    });
    expect(computeMetrics(empty, calm).recoverySeconds).toBe(0);
  });

  it('cannot measure recovery when no request arrived after the faults', () => {
    const windows = [{ fromMs: 10_000, toMs: 20_000 }];
    const before = [request(1000, true), request(12_000, false)];
    expect(recoverySeconds(before, windows, 60_000)).toBeNull();
    expect(recoverySeconds([], windows, 60_000)).toBeNull();
  });

  it('matches a hand-computed tiny simulation end to end', async () => {
    // Requests at 0, 1, 2, 3 s; the target answers 529 between 1 s and 2 s. An answer of 60
    // tokens takes 100 ms to first token + 60 / 300 s = 300 ms.
    const scenario = parseScenario({
      name: 'hand',
      duration: '4s',
      traffic: { rate: '1/s', arrivals: 'uniform', output_tokens: 60 },
      models: {
        chat: {
          targets: [
            {
              provider: 'sandbox',
              model: 'm',
              latency: { ttft: '100ms', tokens_per_s: 300 },
              faults: [{ from: '1s', to: '2s', status: 529 }],
            },
          ],
        },
      },
    });
    const traffic = generateTraffic(scenario);
    expect(traffic.map((request) => request.arrivalMs)).toEqual([0, 1000, 2000, 3000]);
    const once = computeMetrics(
      await runPolicy({ scenario, traffic, policy: noRetryPolicy }),
      scenario,
    );
    expect(once).toEqual({
      requests: 4,
      succeeded: 3,
      successRate: 0.75,
      foregroundSuccessRate: 0.75,
      backgroundSuccessRate: null,
      upstreamAttempts: 4,
      amplification: 1,
      peakUpstreamRps: 1,
      latencyMs: { p50: 300, p95: 300, p99: 300 },
      wastedOutputTokens: 0,
      recoverySeconds: 0,
    });
    // naive: the failing request makes 4 calls at 1000, 1050, 1100 and 1150 ms.
    const naive = computeMetrics(
      await runPolicy({ scenario, traffic, policy: naivePolicy }),
      scenario,
    );
    expect(naive).toMatchObject({
      succeeded: 3,
      upstreamAttempts: 7,
      amplification: 1.75,
      peakUpstreamRps: 4,
    });
  });
});
