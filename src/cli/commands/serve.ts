/**
 * `stayup serve [--config FILE] [--port N] [--host H]`: runs the gateway (DESIGN §10.2).
 * Without `--config` it serves the embedded sandbox config. Exit codes: 0 after a clean
 * shutdown, 2 for bad flags or a bad config, 1 when the server cannot start.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/load-config.js';
import { warmUpClassifier } from '../../core/classify/warm-up.js';
import { ConfigError } from '../../core/errors.js';
import { createGateway, type Gateway } from '../../gateway/index.js';

const USAGE = `usage: stayup serve [--config FILE] [--port N] [--host H]

  -c, --config FILE   YAML config (default: the embedded sandbox config)
  -p, --port N        port to listen on (default: server.port, else 4000)
      --host H        host to bind (default: server.host, else 127.0.0.1)
  -h, --help          show this help
`;

/** Where `startServe` prints, and the environment it reads. */
export interface ServeIo {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

function printConfigError(io: ServeIo, error: ConfigError, file: string | undefined): void {
  io.stderr.write(`stayup serve: invalid config${file ? ` ${file}` : ''}:\n`);
  for (const issue of error.issues) io.stderr.write(`  ${issue.path}: ${issue.message}\n`);
}

function parsePort(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const port = Number(text);
  return port <= 65_535 ? port : undefined;
}

/**
 * Parses the flags, loads the config and starts listening. Returns the running gateway, or the
 * exit code when it cannot start (2: bad flags or config, 1: cannot listen).
 */
export async function startServe(
  argv: readonly string[],
  io: ServeIo = { env: process.env, stdout: process.stdout, stderr: process.stderr },
): Promise<{ readonly gateway: Gateway; readonly url: string } | { readonly code: number }> {
  let values: {
    config?: string | undefined;
    port?: string | undefined;
    host?: string | undefined;
    help?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        config: { type: 'string', short: 'c' },
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr.write(
      `stayup serve: ${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`,
    );
    return { code: 2 };
  }
  if (values.help) {
    io.stdout.write(USAGE);
    return { code: 0 };
  }
  const flagPort = values.port === undefined ? undefined : parsePort(values.port);
  if (values.port !== undefined && flagPort === undefined) {
    io.stderr.write(
      `stayup serve: --port must be an integer from 0 to 65535, got "${values.port}"\n`,
    );
    return { code: 2 };
  }
  if (values.host !== undefined && values.host.trim() === '') {
    io.stderr.write('stayup serve: --host must not be empty\n');
    return { code: 2 };
  }

  let gateway: Gateway;
  let port: number;
  let host: string;
  try {
    const config = await loadConfig({ file: values.config, env: io.env });
    port = flagPort ?? config.server?.port ?? 4000;
    host = values.host ?? config.server?.host ?? '127.0.0.1';
    gateway = createGateway({ config });
  } catch (error) {
    if (error instanceof ConfigError) {
      printConfigError(io, error, values.config);
      return { code: 2 };
    }
    throw error;
  }

  // Compile the classifier's patterns before the first request, not during its first failure.
  warmUpClassifier();
  try {
    const { url } = await gateway.listen(port, host);
    const source = values.config ?? 'the embedded sandbox config';
    io.stdout.write(
      `stayup gateway listening on ${url} (config: ${source}; models: ${gateway.client.models.join(', ')})\n` +
        `  OpenAI:    ${url}/v1/chat/completions\n  Anthropic: ${url}/v1/messages\n  health: ${url}/health   metrics: ${url}/metrics\n`,
    );
    return { gateway, url };
  } catch (error) {
    await gateway.close().catch(() => {});
    if (error instanceof ConfigError) {
      printConfigError(io, error, values.config);
      return { code: 2 };
    }
    const code = (error as { code?: unknown }).code;
    const detail =
      code === 'EADDRINUSE'
        ? `port ${port} on ${host} is already in use`
        : error instanceof Error
          ? error.message
          : String(error);
    io.stderr.write(`stayup serve: cannot listen: ${detail}\n`);
    return { code: 1 };
  }
}

/** Runs the gateway until SIGTERM/SIGINT; resolves with the exit code. */
export async function runServe(argv: readonly string[]): Promise<number> {
  const started = await startServe(argv);
  if ('code' in started) return started.code;
  const { gateway } = started;

  const signal = await new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGTERM', () => resolve('SIGTERM'));
    process.once('SIGINT', () => resolve('SIGINT'));
  });
  process.stderr.write(`stayup serve: ${signal}, finishing in-flight requests…\n`);
  // A second signal stops at once.
  const force = (): void => {
    process.stderr.write('stayup serve: forced exit\n');
    process.exit(1);
  };
  process.once('SIGTERM', force);
  process.once('SIGINT', force);
  await gateway.close();
  process.off('SIGTERM', force);
  process.off('SIGINT', force);
  process.stderr.write('stayup serve: stopped\n');
  return 0;
}
