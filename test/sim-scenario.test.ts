import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runSimulate } from '../src/cli/commands/simulate.js';
import { parseConfig } from '../src/config/parse-config.js';
import { toClientOptions } from '../src/config/to-client-options.js';
import { ConfigError } from '../src/core/errors.js';
import { parseScenario, parseScenarioYaml } from '../src/sim/scenario.js';

const base = {
  name: 'tiny',
  duration: '10s',
  seed: 4,
  traffic: { rate: '2/s' },
  models: {
    chat: {
      targets: [
        { provider: 'sandbox', model: 'a', keys: ['k1', 'k2'] },
        { provider: 'sandbox', model: 'b', faults: [{ status: 529, p: 0.5 }] },
      ],
    },
  },
};

function issuesOf(value: unknown): string[] {
  try {
    parseScenario(value);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues.map((issue) => `${issue.path}: ${issue.message}`);
  }
  return [];
}

function withTarget(patch: Record<string, unknown>) {
  return {
    ...base,
    models: {
      chat: {
        targets: [base.models.chat.targets[0], { ...base.models.chat.targets[1], ...patch }],
      },
    },
  };
}

describe('scenario validation', () => {
  it('accepts a valid scenario and fills in the defaults', () => {
    const scenario = parseScenario(base);
    expect(scenario.durationMs).toBe(10_000);
    expect(scenario.traffic).toEqual({
      ratePerSecond: 2,
      arrivals: 'poisson',
      background: 0,
      stream: 0,
      promptTokens: { min: 1000, max: 1000 },
      outputTokens: { min: 200, max: 200 },
      model: 'chat',
    });
    expect(scenario.models.chat?.[1]?.sandbox.faults[0]?.p).toBe(0.5);
    expect(scenario.client.models.chat?.targets[1]).toEqual({
      provider: 'sandbox',
      model: 'b',
      options: { faults: [{ status: 529, p: 0.5 }] },
    });
  });

  it('refuses a fault for a key the target does not have (it would never fire, yet count as a fault)', () => {
    expect(
      issuesOf(withTarget({ keys: ['k-1', 'k-2'], faults: [{ status: 429, keys: [1, 2] }] })),
    ).toEqual(['models.chat.targets[1].faults[0].keys[1]: no key 2: the target has 2 keys (0–1)']);
    // A keyless target is called as key 0.
    expect(issuesOf(withTarget({ faults: [{ status: 429, keys: [0] }] }))).toEqual([]);
    expect(issuesOf(withTarget({ faults: [{ status: 429, keys: [3] }] }))).toEqual([
      'models.chat.targets[1].faults[0].keys[0]: no key 3: the target has one key (0)',
    ]);
  });

  it('refuses an empty fault window, also when from is left to its default (0s)', () => {
    // Explicit from == to: the sandbox's own check, as in the gateway config.
    expect(issuesOf(withTarget({ faults: [{ from: '1s', to: '1s', status: 529 }] }))).toEqual([
      'models.chat.targets[1].faults[0].to: to must be after from',
    ]);
    // `to: 0s` alone is the same empty window [0, 0): a typo, not a fault.
    expect(issuesOf(withTarget({ faults: [{ status: 500 }, { to: '0s', status: 529 }] }))).toEqual([
      'models.chat.targets[1].faults[1].to: to must be after from (from defaults to 0s)',
    ]);
    expect(issuesOf(withTarget({ faults: [{ to: '1ms', status: 529 }] }))).toEqual([]);
  });

  it('names the exact path of a bad fault, inside the target', () => {
    expect(issuesOf(withTarget({ faults: [{ status: 529, p: 1.5 }] }))).toEqual([
      'models.chat.targets[1].faults[0].p: Too big: expected number to be <=1',
    ]);
    expect(issuesOf(withTarget({ faults: [{ from: 'later', status: 529 }] }))[0]).toMatch(
      /^models\.chat\.targets\[1\]\.faults\[0\]\.from: not a duration/,
    );
    expect(issuesOf(withTarget({ rate_limit: { rpm: 0 } }))[0]).toMatch(
      /^models\.chat\.targets\[1\]\.rate_limit\.rpm: /,
    );
    expect(issuesOf(withTarget({ provider: 'openai' }))[0]).toMatch(
      /^models\.chat\.targets\[1\]\.provider: the simulator runs sandbox targets only/,
    );
    expect(issuesOf(withTarget({ latency: { ttft: 'fast' } }))[0]).toMatch(
      /^models\.chat\.targets\[1\]\.latency\.ttft: not a duration/,
    );
  });

  it('names bad traffic and top-level fields', () => {
    expect(issuesOf({ ...base, traffic: { rate: 'lots' } })[0]).toMatch(
      /^traffic\.rate: not a rate/,
    );
    expect(issuesOf({ ...base, traffic: { rate: '5/s', stream: 2 } })[0]).toMatch(
      /^traffic\.stream: /,
    );
    expect(issuesOf({ ...base, traffic: { rate: '5/s', prompt_tokens: [9, 3] } })[0]).toMatch(
      /^traffic\.prompt_tokens: min must be ≤ max/,
    );
    expect(issuesOf({ ...base, traffic: { rate: '5/s', model: 'other' } })[0]).toMatch(
      /^traffic\.model: unknown model "other"/,
    );
    const { name: _name, ...nameless } = base;
    expect(issuesOf(nameless)).toEqual(['name: required (expected string)']);
    const { duration: _duration, traffic: _traffic, ...bare } = base;
    expect(issuesOf(bare)).toEqual(['duration: required', 'traffic: required (expected object)']);
    expect(issuesOf({ ...base, durations: '1m' })[0]).toMatch(/^\(scenario\): .*durations/);
  });

  it('takes a seed the seeded generator can hold (a whole number from 0 to 2³²−1)', () => {
    expect(parseScenario({ ...base, seed: 0 }).seed).toBe(0);
    expect(parseScenario({ ...base, seed: 4_294_967_295 }).seed).toBe(4_294_967_295);
    // Beyond 32 bits the arrivals would repeat those of seed − 2³² (the generator keeps 32 bits).
    for (const seed of [4_294_967_296, 2 ** 53 + 2, -1, 1.5, Number.POSITIVE_INFINITY])
      expect(issuesOf({ ...base, seed })).toEqual([
        'seed: a seed is a whole number from 0 to 4294967295',
      ]);
  });

  it('refuses token counts no model takes, which would exhaust memory instead of failing clearly', () => {
    expect(issuesOf({ ...base, traffic: { rate: '1/s', prompt_tokens: 5_000_000_000 } })).toEqual([
      'traffic.prompt_tokens: at most 10000000 tokens (no model takes a larger prompt)',
    ]);
    expect(
      issuesOf({ ...base, traffic: { rate: '1/s', output_tokens: '100-1000000001' } }),
    ).toEqual(['traffic.output_tokens: at most 1000000 tokens (no model writes a longer answer)']);
    expect(
      issuesOf({
        ...base,
        traffic: { rate: '1/s', prompt_tokens: 10_000_000, output_tokens: [1, 1_000_000] },
      }),
    ).toEqual([]);
  });

  it('refuses a rate × duration that would not fit in memory, with the count and what to change', () => {
    expect(issuesOf({ ...base, duration: '24h', traffic: { rate: '10000/s' } })).toEqual([
      'traffic.rate: 10000/s for 24h is about 864,000,000 requests; a run takes at most 500,000 (lower the rate or shorten the duration)',
    ]);
    expect(issuesOf({ ...base, duration: '24h', traffic: { rate: '5/s' } })).toEqual([]);
  });

  it('reads rates per second, minute and hour, and ranges as [min, max] or "min-max"', () => {
    const scenario = parseScenario({
      ...base,
      traffic: { rate: '120/m', prompt_tokens: '100-300', output_tokens: [5, 9] },
    });
    expect(scenario.traffic.ratePerSecond).toBe(2);
    expect(scenario.traffic.promptTokens).toEqual({ min: 100, max: 300 });
    expect(scenario.traffic.outputTokens).toEqual({ min: 5, max: 9 });
  });

  it('reports YAML syntax errors with their line', () => {
    expect(() => parseScenarioYaml('name: x\nduration: [1m\n')).toThrow(ConfigError);
    try {
      parseScenarioYaml('name: x\nduration: [1m\n', { file: 'bad.yaml' });
    } catch (error) {
      expect((error as ConfigError).issues[0]?.path).toMatch(/^\(yaml line \d+\)$/);
      expect((error as ConfigError).message).toMatch(/^bad\.yaml: /);
    }
  });
});

describe('scenario sections mean what they mean in the gateway config', () => {
  const sections = {
    retry: { max_retries: 3, base_delay: '250ms', max_delay: '4s', max_elapsed: '2m' },
    stream: { idle_timeout: '90s', stall_warning: '30s' },
    breaker: { failure_threshold: 4, open: '20s' },
    budget: false,
    cooldown: { auth: '1h', default: '30s' },
  } as const;

  it('maps models and the policy sections exactly like the gateway does', () => {
    const scenario = parseScenario({ ...base, ...sections });
    const gateway = toClientOptions(parseConfig({ models: base.models, ...sections }));
    expect(scenario.client).toEqual(gateway);
  });

  it('rejects what the gateway rejects, at the same path', () => {
    expect(issuesOf({ ...base, retry: { base_delay: 250 } })[0]).toMatch(
      /^retry\.base_delay: expected a duration with a unit/,
    );
    expect(issuesOf(withTarget({ base_url: 'ftp://x' }))[0]).toMatch(
      /^models\.chat\.targets\[1\]\.base_url: /,
    );
    expect(issuesOf({ ...base, models: { 'bad name': base.models.chat } })[0]).toMatch(
      /^models\.bad name: /,
    );
  });

  it('rejects a cheap route, which the simulator does not model', () => {
    const cheap = { target: { provider: 'sandbox', model: 'c' } };
    expect(issuesOf({ ...base, models: { chat: { ...base.models.chat, cheap } } })).toEqual([
      'models.chat.cheap: the simulator does not model cheap routes (remove "cheap")',
    ]);
  });
});

describe('shipped scenarios', () => {
  const dir = new URL('../scenarios/', import.meta.url);
  const files = readdirSync(dir).filter((file) => file.endsWith('.yaml'));

  it('ship the six required scenarios', () => {
    expect(files.sort()).toEqual(
      [
        'context-overflow.yaml',
        'key-exhaustion.yaml',
        'primary-overloaded.yaml',
        'rate-limited-keys.yaml',
        'slow-and-hanging-streams.yaml',
        'total-outage.yaml',
      ].sort(),
    );
  });

  it.each(files)('%s is valid, named after its file, 10 minutes at 5/s', (file) => {
    const scenario = parseScenarioYaml(readFileSync(new URL(file, dir), 'utf8'), { file });
    expect(`${scenario.name}.yaml`).toBe(file);
    expect(scenario.durationMs).toBe(600_000);
    expect(scenario.traffic.ratePerSecond).toBe(5);
  });
});

describe('stayup simulate (command)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stayup-sim-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    let stdout = '';
    let stderr = '';
    const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      stdout += String(chunk);
      return true;
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
    try {
      const code = await runSimulate(argv);
      return { code, stdout, stderr };
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  }

  it('exits 2 with exact paths for a bad scenario file', async () => {
    const file = join(dir, 'bad.yaml');
    writeFileSync(
      file,
      'name: bad\nduration: 1m\ntraffic: { rate: 5/s }\nmodels:\n  chat:\n    targets:\n      - { provider: sandbox, model: a }\n      - { provider: sandbox, model: b, faults: [{ status: 529, p: 7 }] }\n',
    );
    const result = await run([file, '--policy', 'no-retry']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('models.chat.targets[1].faults[0].p:');
    expect(result.stdout).toBe('');
  });

  it('exits 2 for unknown policies, a missing file and missing arguments', async () => {
    const file = join(dir, 'ok.yaml');
    writeFileSync(
      file,
      'name: ok\nduration: 2s\ntraffic: { rate: 2/s }\nmodels:\n  chat:\n    targets:\n      - { provider: sandbox, model: a }\n',
    );
    expect((await run([file, '--policy', 'retry-harder'])).code).toBe(2);
    expect((await run([join(dir, 'missing.yaml')])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    expect((await run([file, '--seed', 'x'])).code).toBe(2);
    const stray = await run([file, '--policy', 'stayup,']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('has an empty name (a stray comma?)');
  });

  it('reports a run without requests as no data: null in JSON, "–" in the table', async () => {
    const file = join(dir, 'empty.yaml');
    writeFileSync(
      file,
      'name: empty\nduration: 1ms\ntraffic: { rate: 1/s }\nmodels:\n  chat:\n    targets:\n      - { provider: sandbox, model: a }\n',
    );
    const json = await run([file, '--policy', 'stayup,no-retry', '--json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as { policies: Record<string, Record<string, unknown>> };
    for (const metrics of Object.values(report.policies))
      expect(metrics).toMatchObject({ requests: 0, successRate: null, amplification: null });
    const table = await run([file, '--policy', 'no-retry']);
    expect(table.stdout).toMatch(/^success rate +–$/m);
    expect(table.stdout).toMatch(/^amplification +–$/m);
  });

  it('refuses a --seed the generator cannot hold, saying what to use, before reading the file', async () => {
    const file = join(dir, 'ok.yaml');
    for (const seed of [
      '0x10',
      '1.5',
      '1e400',
      '-1',
      '',
      '4294967296',
      '9007199254740993',
      '1'.repeat(400),
    ]) {
      const result = await run([file, '--policy', 'no-retry', `--seed=${seed}`]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `stayup simulate: --seed must be a whole number from 0 to 4294967295, got ${JSON.stringify(seed.length > 40 ? `${seed.slice(0, 40)}…` : seed)}\n`,
      );
      expect(result.stdout).toBe('');
    }
    expect((await run([join(dir, 'missing.yaml'), '--seed', 'x'])).stderr).toContain('--seed');
    const top = await run([file, '--policy', 'no-retry', '--seed', '4294967295', '--json']);
    expect(top.code).toBe(0);
    const padded = await run([file, '--policy', 'no-retry', '--seed', '007', '--json']);
    expect(padded.stdout).toBe(
      (await run([file, '--policy', 'no-retry', '--seed', '7', '--json'])).stdout,
    );
  });

  it('prints the JSON report and the table', async () => {
    const file = join(dir, 'ok.yaml');
    const json = await run([file, '--policy', 'naive,no-retry', '--json']);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as {
      scenario: string;
      policies: Record<string, unknown>;
    };
    expect(report.scenario).toBe('ok');
    expect(Object.keys(report.policies)).toEqual(['naive', 'no-retry']);
    expect(Object.keys(report.policies.naive as object)).toEqual([
      'requests',
      'succeeded',
      'successRate',
      'foregroundSuccessRate',
      'backgroundSuccessRate',
      'upstreamAttempts',
      'amplification',
      'peakUpstreamRps',
      'latencyMs',
      'wastedOutputTokens',
      'recoverySeconds',
    ]);
    const table = await run([file, '--policy', 'no-retry']);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('success rate');
    expect(table.stdout).toContain('no-retry');
  });
});
