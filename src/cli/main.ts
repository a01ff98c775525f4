#!/usr/bin/env node
/**
 * The `stayup` command: `classify`, `serve`, `simulate`. Each command lives in `commands/` and is
 * loaded only when used, so `stayup classify` never pays for the gateway.
 */
import { readFile } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';

// V8 runs a new regular expression through its bytecode interpreter before compiling it to machine
// code, and for the classifier's large pattern families the bytecode step is the slow one (up to
// ≈ 0.5 s for a process's first errors; docs/classifier.md, "First classification"). Compile
// straight to machine code instead; set before any pattern runs.
setFlagsFromString('--no-regexp-tier-up');

const USAGE = `usage: stayup <command> [options]
       stayup --version

commands:
  serve [--config FILE] [--port N] [--host H]     run the gateway (default: embedded sandbox config)
  classify [FILE] [--pretty]                      classify errors from JSON Lines (FILE or stdin)
  simulate FILE [--policy a,b] [--json]           replay a chaos scenario in virtual time
`;

/** How many directories above this file `--version` looks for the package manifest. */
const MANIFEST_SEARCH_DEPTH = 4;

type Command = (argv: readonly string[]) => Promise<number>;

async function load(name: string): Promise<Command | undefined> {
  switch (name) {
    case 'classify':
      return (await import('./commands/classify.js')).runClassify;
    case 'serve':
      return (await import('./commands/serve.js')).runServe;
    case 'simulate':
      return (await import('./commands/simulate.js')).runSimulate;
    default:
      return undefined;
  }
}

/** A package.json's text as JSON, or undefined when it is not JSON. */
function parseManifest(text: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(text) as { name?: unknown; version?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * The version in stayup's own package.json, the nearest one above this file named `stayup`
 * (`dist/cli/main.js` in the package, bundled or not).
 */
async function packageVersion(): Promise<string> {
  for (let up = 1; up <= MANIFEST_SEARCH_DEPTH; up++) {
    const url = new URL(`${'../'.repeat(up)}package.json`, import.meta.url);
    const manifest = await readFile(url, 'utf8').then(parseManifest, () => undefined);
    if (manifest?.name === 'stayup' && typeof manifest.version === 'string')
      return manifest.version;
  }
  return 'unknown';
}

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v' || name === 'version') {
    process.stdout.write(`stayup ${await packageVersion()}\n`);
    return 0;
  }
  const command = await load(name);
  if (command === undefined) {
    process.stderr.write(`stayup: unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  return command(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`stayup: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
