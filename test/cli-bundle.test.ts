/**
 * The `stayup` command ships bundled (`scripts/bundle-cli.mjs`, run by `npm run build`): this
 * builds the package with tsc into a scratch directory, bundles it, and checks that the bundled
 * command prints exactly what tsc's unbundled modules print, for each command.
 */
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_FILE } from './support/corpus-lines.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');
const BUILD_TIMEOUT_MS = 240_000;
/** Each command run spawns one or two `node` processes that simulate 10 minutes: slow on a busy CI. */
const RUN_TIMEOUT_MS = 120_000;

interface Output {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `node ARGS` in the repository; a non-zero exit is a result, not a throw. */
async function node(args: readonly string[], input?: string): Promise<Output> {
  const child = run(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  if (input !== undefined) {
    child.child.stdin?.end(input);
  }
  try {
    const { stdout, stderr } = await child;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The same command through tsc's unbundled command module (what the bundle replaced). */
function unbundled(dist: string, command: 'simulate' | 'classify', argv: readonly string[]) {
  const module = join(dist, 'cli', 'commands', `${command}.js`);
  const exported = command === 'simulate' ? 'runSimulate' : 'runClassify';
  const script = `import(${JSON.stringify(module)}).then(async (m) => { process.exitCode = await m.${exported}(${JSON.stringify(argv)}); })`;
  return ['--input-type=module', '-e', script];
}

describe('the bundled stayup command', () => {
  let dist = '';
  let unbundledCopy = '';
  let bundleLog: Output;

  beforeAll(async () => {
    // Under the repository (git-ignored), so that the build finds the package's node_modules.
    dist = join(root, '.tmp', `bundle-test-${process.pid}`);
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const build = await node([tsc, '-p', 'tsconfig.build.json', '--outDir', dist]);
    expect(build.stderr + build.stdout).toBe('');
    unbundledCopy = `${dist}-copy`;
    await cp(dist, unbundledCopy, { recursive: true });
    bundleLog = await node([join('scripts', 'bundle-cli.mjs'), dist, '--verbose']);
  }, BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
    await rm(unbundledCopy, { recursive: true, force: true });
  });

  it('writes one entry file and a chunk per command, marked as bundled', async () => {
    expect(bundleLog.code).toBe(0);
    expect(bundleLog.stdout).toMatch(/^bundled .*: main\.js, /);
    const entry = await readFile(join(dist, 'cli', 'main.js'), 'utf8');
    expect(entry.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(entry).toContain('// bundled by scripts/bundle-cli.mjs');
    const chunks = (await readdir(join(dist, 'cli', 'bundle'))).filter((f) => f.endsWith('.js'));
    for (const command of ['classify', 'serve', 'simulate']) {
      expect(chunks.some((chunk) => chunk.startsWith(`${command}-`))).toBe(true);
    }
  });

  it('carries the license texts of the packages it inlines', async () => {
    const notices = await readFile(join(dist, 'cli', 'bundle', 'THIRD-PARTY-LICENSES.txt'), 'utf8');
    for (const [name, license] of [
      ['zod', 'MIT'],
      ['yaml', 'ISC'],
      ['eventsource-parser', 'MIT'],
    ]) {
      expect(notices).toMatch(new RegExp(`^${name}@\\d+\\.\\d+\\.\\d+ \\(${license}\\)$`, 'm'));
    }
    expect(notices).toContain('Permission');
  });

  it(
    'is quiet on success without --verbose',
    async () => {
      const quiet = await node([join('scripts', 'bundle-cli.mjs'), unbundledCopy]);
      expect(quiet).toEqual({ code: 0, stdout: '', stderr: '' });
      expect(await readFile(join(unbundledCopy, 'cli', 'main.js'), 'utf8')).toContain(
        '// bundled by scripts/bundle-cli.mjs',
      );
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'refuses to bundle its own output again, saying what to do',
    async () => {
      const again = await node([join('scripts', 'bundle-cli.mjs'), dist]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is already bundled: run tsc -p tsconfig.build.json first');
    },
    RUN_TIMEOUT_MS,
  );

  it('inlines zod and yaml but imports the server-side dependencies from node_modules', async () => {
    const bundleDir = join(dist, 'cli', 'bundle');
    const files = (await readdir(bundleDir)).filter((f) => f.endsWith('.js'));
    const text = (await Promise.all(files.map((f) => readFile(join(bundleDir, f), 'utf8')))).join(
      '\n',
    );
    expect(text).not.toMatch(/^import [^;]*from '(zod|yaml)(\/[^']*)?'/m);
    for (const external of ['pino', 'prom-client', 'ioredis']) {
      expect(text).toMatch(new RegExp(`^import [^;]*from '${external}'`, 'm'));
    }
    expect(text).toContain("import('undici')");
  });

  it(
    'prints the usage for --help',
    async () => {
      const help = await node([join(dist, 'cli', 'main.js'), '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('simulate FILE [--policy a,b] [--json]');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'prints the package version for --version, -v and version',
    async () => {
      const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
        version: string;
      };
      for (const flag of ['--version', '-v', 'version']) {
        const printed = await node([join(dist, 'cli', 'main.js'), flag]);
        expect(printed).toEqual({ code: 0, stdout: `stayup ${manifest.version}\n`, stderr: '' });
      }
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'simulates byte for byte like the unbundled command, table and JSON',
    async () => {
      for (const argv of [
        ['simulate', 'scenarios/key-exhaustion.yaml', '--policy', 'stayup,naive', '--json'],
        ['simulate', 'scenarios/slow-and-hanging-streams.yaml', '--policy', 'stayup,ai-sdk'],
      ]) {
        const bundled = await node([join(dist, 'cli', 'main.js'), ...argv]);
        const reference = await node(unbundled(dist, 'simulate', argv.slice(1)));
        expect(bundled.code).toBe(0);
        expect(bundled.stdout.length).toBeGreaterThan(200);
        expect(bundled).toEqual(reference);
      }
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'reports a bad scenario exactly like the unbundled command',
    async () => {
      const argv = ['simulate', 'README.md', '--policy', 'stayup'];
      const bundled = await node([join(dist, 'cli', 'main.js'), ...argv]);
      const reference = await node(unbundled(dist, 'simulate', argv.slice(1)));
      expect(bundled.code).toBe(2);
      expect(bundled.stderr).toContain('README.md');
      expect(bundled).toEqual(reference);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'classifies corpus lines exactly like the unbundled command',
    async () => {
      const corpus = await readFile(CORPUS_FILE, 'utf8');
      const lines = `${corpus.split('\n').slice(0, 40).join('\n')}\n`;
      const bundled = await node([join(dist, 'cli', 'main.js'), 'classify'], lines);
      const reference = await node(unbundled(dist, 'classify', []), lines);
      expect(bundled.code).toBe(0);
      expect(bundled.stdout.trim().split('\n')).toHaveLength(40);
      expect(bundled).toEqual(reference);
    },
    RUN_TIMEOUT_MS,
  );
});
