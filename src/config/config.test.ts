import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/errors.js';
import {
  EMBEDDED_CONFIG_YAML,
  loadConfig,
  parseConfig,
  parseModels,
  toClientOptions,
  toModelOptions,
} from './index.js';

function issuesOf(run: () => unknown): { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).issues];
  }
  throw new Error('expected a ConfigError');
}

const MINIMAL = `models:
  chat:
    targets:
      - provider: sandbox
        model: sandbox-large
`;

describe('parseConfig', () => {
  it('names the exact path of an unknown provider and suggests the right one', () => {
    const issues = issuesOf(() =>
      parseConfig(`models:
  chat:
    targets:
      - { provider: sandbox, model: a }
      - { provider: opnai, model: b }
`),
    );
    expect(issues).toEqual([
      {
        path: 'models.chat.targets[1].provider',
        message: 'unknown provider "opnai" (did you mean "openai"?)',
      },
    ]);
  });

  it('rejects unknown keys at every level, with a suggestion', () => {
    const issues = issuesOf(() =>
      parseConfig(`servr: { port: 1 }
retry: { max_retires: 3 }
models:
  chat:
    targets:
      - { provider: sandbox, model: a, latncy: { ttft: 1ms } }
`),
    );
    expect(issues).toContainEqual({
      path: 'servr',
      message: 'unknown key (did you mean "server"?)',
    });
    expect(issues).toContainEqual({
      path: 'retry.max_retires',
      message: 'unknown key (did you mean "max_retries"?)',
    });
    expect(issues).toContainEqual({
      path: 'models.chat.targets[0].latncy',
      message: 'unknown key (did you mean "latency"?)',
    });
  });

  it("points the usual names from other tools (api_key, baseURL) and key entries at stayup's", () => {
    const issues = issuesOf(() =>
      parseConfig(
        `models:
  chat:
    targets:
      - { provider: openai, model: a, api_key: "\${K}", baseURL: "https://x.test/v1" }
      - { provider: openai, model: b, keys: [{ secret: "\${K}", lable: backup }] }
      - { provider: openai, model: c, keys: "\${K}", base_url: "api.example.com/v1" }
`,
        { env: { K: 'sk-secret-value-1' } },
      ),
    );
    expect(issues).toEqual([
      { path: 'models.chat.targets[0].api_key', message: 'unknown key (did you mean "keys"?)' },
      { path: 'models.chat.targets[0].baseURL', message: 'unknown key (did you mean "base_url"?)' },
      {
        path: 'models.chat.targets[1].keys[0].lable',
        message: 'unknown key (did you mean "label"?)',
      },
      {
        path: 'models.chat.targets[2].keys',
        message: 'expected a list of keys, got string (e.g. keys: ["${API_KEY}"])',
      },
      {
        path: 'models.chat.targets[2].base_url',
        message: 'expected an http(s) URL, e.g. https://api.example.com/v1',
      },
    ]);
    expect(JSON.stringify(issues)).not.toContain('sk-secret-value-1');
    expect(issuesOf(() => parseConfig(`store: { redis: "localhost:6379" }\n${MINIMAL}`))).toEqual([
      {
        path: 'store.redis',
        message: 'expected a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379',
      },
    ]);
  });

  it('refuses timeouts a timer cannot keep: 0 (every request would 504) and over 2^31−1 ms', () => {
    const issues = issuesOf(() =>
      parseConfig(`server: { request_timeout: 0s, shutdown_timeout: 30d }
retry: { attempt_timeout: 0ms, max_elapsed: 25d, base_delay: 40d }
stream: { idle_timeout: 0s }
persistent: { heartbeat: 0s }
models:
  chat:
    targets:
      - { provider: openai, model: gpt-4o, keys: [k], timeout: 0.5ms }
`),
    );
    const paths = issues.map((issue) => issue.path).sort();
    expect(paths).toEqual(
      [
        'server.request_timeout',
        'server.shutdown_timeout',
        'retry.attempt_timeout',
        'retry.max_elapsed',
        'retry.base_delay',
        'stream.idle_timeout',
        'persistent.heartbeat',
        'models.chat.targets[0].timeout',
      ].sort(),
    );
    expect(issues.find((issue) => issue.path === 'server.request_timeout')?.message).toMatch(
      /at least 1 ms and at most 2147483647 ms .*got 0 ms/,
    );
    expect(issues.find((issue) => issue.path === 'server.shutdown_timeout')?.message).toMatch(
      /got 2592000000 ms/,
    );
    // The bounds themselves, and a zero wait (no delay, no stall warning), are fine.
    const config = parseConfig(`server: { request_timeout: 1ms, shutdown_timeout: 2147483647ms }
retry: { base_delay: 0s }
stream: { stall_warning: 0s }
models: { chat: { targets: [ { provider: sandbox, model: s } ] } }
`);
    expect(config.server).toEqual({ request_timeout: 1, shutdown_timeout: 2 ** 31 - 1 });
  });

  it('reports type errors, bad durations and sandbox-only keys on real providers', () => {
    const issues = issuesOf(() =>
      parseConfig(`server: { port: "x", request_timeout: 30 }
stream: { idle_timeout: 9parsecs }
models:
  chat:
    targets:
      - { provider: openai, model: gpt-4o, latency: { ttft: 1ms } }
`),
    );
    expect(issues).toContainEqual({ path: 'server.port', message: 'expected number, got string' });
    expect(issues.find((issue) => issue.path === 'server.request_timeout')?.message).toMatch(
      /unit such as "90s"/,
    );
    expect(issues.find((issue) => issue.path === 'stream.idle_timeout')?.message).toMatch(
      /invalid duration "9parsecs"/,
    );
    expect(issues).toContainEqual({
      path: 'models.chat.targets[0].latency',
      message: 'only the sandbox provider accepts "latency" (this target is "openai")',
    });
  });

  it('requires at least one target and one model', () => {
    expect(issuesOf(() => parseConfig('models: { chat: { targets: [] } }'))).toEqual([
      { path: 'models.chat.targets', message: 'a model needs at least one target' },
    ]);
    expect(issuesOf(() => parseConfig('server: { port: 1 }'))[0]?.path).toBe('models');
  });

  it('interpolates env variables with and without defaults, after YAML parsing', () => {
    const config = parseConfig(
      `server: { keys: ["\${STAYUP_KEY}"], host: "\${HOST:-127.0.0.1}" }
models:
  chat:
    targets:
      - { provider: openai, model: gpt-4o, keys: ["\${OPENAI_KEY}", "literal-$$-dollar"] }
`,
      { env: { STAYUP_KEY: 'gw-secret', OPENAI_KEY: 'sk-a: [not, yaml]' } },
    );
    expect(config.server?.keys).toEqual(['gw-secret']);
    expect(config.server?.host).toBe('127.0.0.1');
    expect(config.models.chat?.targets[0]?.keys).toEqual(['sk-a: [not, yaml]', 'literal-$-dollar']);
  });

  it('takes numbers from the environment (text after interpolation), and still names bad ones', () => {
    const yaml = `server: { port: "\${PORT:-4000}" }
retry: { max_retries: "\${RETRIES}", jitter: "\${JITTER}" }
${MINIMAL}`;
    const config = parseConfig(yaml, { env: { PORT: '8080', RETRIES: '3', JITTER: '0.2' } });
    expect(config.server?.port).toBe(8080);
    expect(config.retry?.max_retries).toBe(3);
    expect(config.retry?.jitter).toBe(0.2);
    expect(parseConfig(yaml, { env: { RETRIES: '1', JITTER: '0' } }).server?.port).toBe(4000);
    const issues = issuesOf(() =>
      parseConfig(yaml, { env: { PORT: 'eighty', RETRIES: '-1', JITTER: '0.5' } }),
    );
    expect(issues.map((issue) => issue.path)).toEqual(['server.port', 'retry.max_retries']);
  });

  it('names a missing environment variable and where it is needed', () => {
    expect(
      issuesOf(() =>
        parseConfig(`models:
  chat:
    targets:
      - { provider: openai, model: gpt-4o, keys: ["\${OPENAI_KEY}"] }
`),
      ),
    ).toEqual([
      {
        path: 'models.chat.targets[0].keys[0]',
        message: `environment variable OPENAI_KEY is not set (use ${'$'}{OPENAI_KEY:-default} for a default)`,
      },
    ]);
  });

  it('reports a missing variable together with the rest of the problems', () => {
    const issues = issuesOf(() =>
      parseConfig(`retry: { max_retires: 3 }
models:
  chat:
    targets:
      - { provider: openai, model: gpt-4o, keys: ["\${OPENAI_KEY}"] }
`),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'models.chat.targets[0].keys[0]',
      'retry.max_retires',
    ]);
    expect(issues[1]?.message).toMatch(/did you mean "max_retries"/);
  });

  it('reports YAML syntax errors with a line number', () => {
    const issues = issuesOf(() => parseConfig('models:\n  chat: [\n'));
    expect(issues[0]?.path).toMatch(/^line \d+, column \d+$/);
  });

  it('parses durations, sizes, store and breaker settings', () => {
    const config = parseConfig(`${MINIMAL}server: { body_limit: 2mb, request_timeout: 1m30s }
store: { redis: "redis://127.0.0.1:6379" }
breaker: false
budget: { ratio: 0.1, window: 10s }
retry: { max_retries: 4, base_delay: 250ms, max_delay: 8s, cache_aware_threshold: 20s, attempt_timeout: 45s }
stream: { idle_timeout: 90s, stall_warning: 30s }
log: debug
`);
    expect(config.server?.body_limit).toBe(2 * 1024 * 1024);
    expect(config.server?.request_timeout).toBe(90_000);
    expect(config.store).toEqual({ redis: 'redis://127.0.0.1:6379' });
    const options = toClientOptions(config);
    expect(options.breaker).toBe(false);
    expect(options.budget).toEqual({ ratio: 0.1, windowMs: 10_000 });
    expect(options.retry).toEqual({
      maxRetries: 4,
      baseDelayMs: 250,
      maxDelayMs: 8000,
      cacheAwareThresholdMs: 20_000,
      attemptTimeoutMs: 45_000,
    });
    expect(options.stream).toEqual({ idleTimeoutMs: 90_000, stallWarningMs: 30_000 });
  });
});

describe('toModelOptions', () => {
  it('maps targets and passes provider-specific keys through to options', () => {
    const config = parseConfig(`models:
  chat:
    targets:
      - provider: sandbox
        model: sandbox-large
        keys: ["k1", { secret: "k2", label: "backup" }]
        strategy: round_robin
        context_window: 128000
        latency: { ttft: 200ms, tokens_per_s: 300 }
        faults: [{ from: 0s, to: 30s, status: 529, p: 0.9 }]
      - provider: azure
        model: gpt-4o
        base_url: https://example.openai.azure.com
        keys: ["az"]
        api_version: "2024-10-21"
        deployment: gpt4o-prod
        timeout: 30s
        options: { auth: api-key }
    cheap:
      target: { provider: sandbox, model: sandbox-small }
      max_approx_tokens: 500
`);
    const models = toModelOptions(config.models);
    expect(models.chat?.targets[0]).toEqual({
      provider: 'sandbox',
      model: 'sandbox-large',
      keys: ['k1', { secret: 'k2', label: 'backup' }],
      strategy: 'round_robin',
      contextWindow: 128_000,
      options: {
        latency: { ttft: '200ms', tokens_per_s: 300 },
        faults: [{ from: '0s', to: '30s', status: 529, p: 0.9 }],
      },
    });
    expect(models.chat?.targets[1]).toEqual({
      provider: 'azure',
      model: 'gpt-4o',
      keys: ['az'],
      baseUrl: 'https://example.openai.azure.com',
      options: {
        auth: 'api-key',
        api_version: '2024-10-21',
        deployment: 'gpt4o-prod',
        timeout_ms: 30_000,
      },
    });
    expect(models.chat?.cheap).toEqual({
      target: { provider: 'sandbox', model: 'sandbox-small' },
      maxApproxTokens: 500,
    });
  });

  it('parseModels validates a models mapping alone, with models.* paths', () => {
    expect(
      issuesOf(() => parseModels({ chat: { targets: [{ provider: 'sandbx', model: 'x' }] } })),
    ).toEqual([
      {
        path: 'models.chat.targets[0].provider',
        message: 'unknown provider "sandbx" (did you mean "sandbox"?)',
      },
    ]);
  });
});

describe('loadConfig', () => {
  it('loads the embedded sandbox config without a file', async () => {
    const config = await loadConfig();
    expect(Object.keys(config.models)).toEqual(
      expect.arrayContaining(['chat', 'flaky', 'gpt-4o-mini', 'claude-sonnet']),
    );
    expect(config.models.chat?.targets).toHaveLength(2);
    expect(config.models.chat?.targets[0]?.keys).toHaveLength(2);
    expect(config.models.flaky?.targets[0]?.faults?.length).toBeGreaterThan(0);
    expect(EMBEDDED_CONFIG_YAML).toContain('sandbox');
  });

  it('reads a file and names it in errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stayup-config-'));
    const file = join(dir, 'stayup.yaml');
    writeFileSync(file, `${MINIMAL}server: { port: 4100 }\n`);
    expect((await loadConfig({ file })).server?.port).toBe(4100);
    writeFileSync(file, 'models: { chat: { targets: [{ provider: x, model: y }] } }\n');
    await expect(loadConfig({ file })).rejects.toThrow(`${file}: models.chat.targets[0].provider`);
    await expect(loadConfig({ file: join(dir, 'missing.yaml') })).rejects.toThrow('file not found');
  });

  it('says a directory is not the file (--config pointing at the folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stayup-config-'));
    await expect(loadConfig({ file: dir })).rejects.toThrow(
      `${dir}: (file): is a directory, not a YAML file (pass the file itself, e.g. ${join(dir, 'stayup.yaml')})`,
    );
  });
});

describe('parseConfig: a sandbox fault that could never fire', () => {
  it('refuses a fault for a key the target does not have (a keyless target is key 0)', () => {
    expect(
      issuesOf(() =>
        parseConfig(`models:
  chat:
    targets:
      - provider: sandbox
        model: m
        keys: [k1, k2]
        faults: [{ keys: [1, 2], status: 429 }]
      - provider: sandbox
        model: n
        faults: [{ keys: [1], status: 429 }]
`),
      ),
    ).toEqual([
      {
        path: 'models.chat.targets[0].faults[0].keys[1]',
        message: 'no key 2: the target has 2 keys (0–1)',
      },
      {
        path: 'models.chat.targets[1].faults[0].keys[0]',
        message: 'no key 1: the target has one key (0)',
      },
    ]);
  });
});
