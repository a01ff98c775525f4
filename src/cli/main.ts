#!/usr/bin/env node
/**
 * The `stayup` command: `classify`, `serve`, `simulate`. Each command lives in `commands/` and is
 * loaded only when used, so `stayup classify` never pays for the gateway.
 */
const USAGE = `usage: stayup <command> [options]

commands:
  serve [--config FILE] [--port N] [--host H]     run the gateway (default: embedded sandbox config)
  classify [FILE] [--pretty]                      classify errors from JSON Lines (FILE or stdin)
  simulate FILE [--policy a,b] [--json]           replay a chaos scenario in virtual time
`;

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

async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name === undefined ? 2 : 0;
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
