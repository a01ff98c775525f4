/** `stayup serve`: flags, config errors (exit 2 with paths), flags winning over the file. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServe } from '../src/cli/commands/serve.js';
import { loadConfig } from '../src/config/index.js';
import { createGateway } from '../src/gateway/index.js';

function io(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    io: {
      env,
      stdout: { write: (text: string) => out.push(text) },
      stderr: { write: (text: string) => err.push(text) },
    },
    out: () => out.join(''),
    err: () => err.join(''),
  };
}

function configFile(text: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'stayup-serve-')), 'stayup.yaml');
  writeFileSync(file, text);
  return file;
}

describe('stayup serve', () => {
  it('rejects unknown flags and bad ports with exit 2', async () => {
    const unknown = io();
    expect(await startServe(['--prot', '1'], unknown.io)).toEqual({ code: 2 });
    expect(unknown.err()).toMatch(/Unknown option '--prot'/);
    const port = io();
    expect(await startServe(['--port', 'http'], port.io)).toEqual({ code: 2 });
    expect(port.err()).toContain('--port must be an integer from 0 to 65535, got "http"');
  });

  it('prints config errors with their paths and exits 2', async () => {
    const file = configFile(`models:
  chat:
    targets:
      - { provider: opnai, model: gpt-4o, keys: ["\${OPENAI_API_KEY}"] }
`);
    const run = io();
    expect(await startServe(['--config', file], run.io)).toEqual({ code: 2 });
    expect(run.err()).toContain(`invalid config ${file}:`);
    expect(run.err()).toContain(
      'models.chat.targets[0].keys[0]: environment variable OPENAI_API_KEY is not set',
    );
    const typo = io({ OPENAI_API_KEY: 'sk-x' });
    expect(await startServe(['--config', file], typo.io)).toEqual({ code: 2 });
    expect(typo.err()).toContain(
      'models.chat.targets[0].provider: unknown provider "opnai" (did you mean "openai"?)',
    );
    expect(typo.err()).not.toContain('sk-x');
  });

  it('reports engine validation errors (sandbox faults) with YAML paths', async () => {
    const file = configFile(`models:
  chat:
    targets:
      - { provider: sandbox, model: s, faults: [{ status: 529, p: 3 }] }
`);
    const run = io();
    expect(await startServe(['--config', file], run.io)).toEqual({ code: 2 });
    expect(run.err()).toMatch(/models\.chat\.targets\[0\]\.faults\[0\]\.p: /);
  });

  it('refuses a public host without gateway keys', async () => {
    const run = io();
    expect(await startServe(['--host', '0.0.0.0', '--port', '0'], run.io)).toEqual({ code: 2 });
    expect(run.err()).toContain('server.host: refusing to listen on 0.0.0.0 without gateway keys');
  });

  it('serves the embedded sandbox config; flags win over the file', async () => {
    const file = configFile(`server: { port: 1, host: 127.0.0.1 }
models: { demo: { targets: [{ provider: sandbox, model: s, latency: { ttft: 0ms } }] } }
`);
    const run = io();
    const started = await startServe(['--config', file, '--port', '0'], run.io);
    if ('code' in started) throw new Error(run.err());
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.url).not.toMatch(/:1$/);
      expect(run.out()).toContain(`stayup gateway listening on ${started.url}`);
      expect(run.out()).toContain('models: demo');
      expect((await fetch(`${started.url}/health`)).status).toBe(200);
    } finally {
      await started.gateway.close();
    }
    const embedded = io();
    const demo = await startServe(['--port', '0'], embedded.io);
    if ('code' in demo) throw new Error(embedded.err());
    try {
      expect(demo.gateway.client.models).toEqual(
        expect.arrayContaining(['chat', 'flaky', 'gpt-4o-mini', 'claude-sonnet']),
      );
      const response = await fetch(`${demo.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'gpt-4o-mini',
          max_tokens: 8,
          messages: [{ role: 'user', content: 'hi' }],
        }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('x-stayup-target')).toBe('gpt-4o-mini[0]:sandbox/gpt-4o-mini');
    } finally {
      await demo.gateway.close();
    }
  });

  it.each(['examples/stayup.yaml', 'examples/sandbox-outage.yaml'])(
    '%s is a valid config',
    async (file) => {
      const env = {
        STAYUP_KEY: 'a',
        ANTHROPIC_API_KEY: 'b',
        OPENAI_API_KEY: 'c',
        OPENAI_API_KEY_2: 'd',
        GEMINI_API_KEY: 'e',
      };
      const config = await loadConfig({ file, env });
      const gateway = createGateway({ config, logger: false });
      expect(gateway.client.models.length).toBeGreaterThan(0);
      await gateway.close();
    },
  );
});
