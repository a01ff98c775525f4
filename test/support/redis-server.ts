/**
 * Starts a throw-away `redis-server` on a free loopback port for the Redis suites. No persistence
 * (`--save ''`, `--appendonly no`), bound to 127.0.0.1 only. Always `stop()` it in `afterAll`.
 *
 * When the binary is missing: outside CI the Redis suites are skipped with a loud warning; with
 * `CI=true` {@link requireRedisServer} throws so the gap can never pass silently.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A running redis-server. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Graceful shutdown (SIGTERM), waits for exit. Idempotent. */
  stop(): Promise<void>;
  /** Abrupt death (SIGKILL), waits for exit: what an outage looks like to clients. */
  kill(): Promise<void>;
  /** Starts it again on the same port (state is gone: no persistence), waits for PING. */
  restart(): Promise<void>;
  /** Freezes the process (SIGSTOP): connections stay open but nothing answers, like a partition. */
  pause(): void;
  /** Unfreezes it (SIGCONT). */
  resume(): void;
}

let available: boolean | undefined;

/** Whether `redis-server` is on PATH. */
export function hasRedisServer(): boolean {
  if (available === undefined) {
    const probe = spawnSync('redis-server', ['--version'], { stdio: 'ignore', timeout: 5_000 });
    available = probe.error === undefined && probe.status === 0;
  }
  return available;
}

/**
 * True when the Redis suites must be skipped (binary missing outside CI); prints a loud warning.
 * Throws under `CI=true` when the binary is missing.
 */
export function skipRedisSuites(): boolean {
  if (hasRedisServer()) return false;
  if (process.env.CI === 'true')
    throw new Error('redis-server is not on PATH and CI=true: the Redis suites cannot be skipped');
  console.warn(
    '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
      '!! redis-server not found on PATH: SKIPPING the Redis store suites.  !!\n' +
      '!! Install it (apt-get install -y redis-server) to run them.         !!\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n',
  );
  return true;
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export async function freePort(): Promise<number> {
  return await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let reply = '';
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      if (reply.includes('\r\n')) finish(reply.startsWith('+PONG') || reply.startsWith('-NOAUTH'));
    });
  });
}

async function waitForPing(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    if (await ping(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${timeoutMs} ms`);
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts redis-server on a free loopback port (or `port`) and waits until it answers PING (or,
 * with `--requirepass` among `args`, a NOAUTH error).
 */
export async function startRedisServer(
  options: { readonly port?: number; readonly args?: readonly string[] } = {},
): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  let child: ChildProcess | undefined;

  const launch = async (): Promise<void> => {
    const process_ = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--protected-mode',
        'yes',
        '--loglevel',
        'warning',
        ...(options.args ?? []),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    process_.stderr?.resume();
    child = process_;
    await waitForPing(port, process_, 10_000);
  };

  const halt = async (signal: NodeJS.Signals): Promise<void> => {
    const current = child;
    child = undefined;
    if (current === undefined) return;
    const done = exited(current);
    current.kill('SIGCONT'); // a paused server must be able to act on the signal
    current.kill(signal);
    await done;
  };

  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: () => halt('SIGTERM'),
    kill: () => halt('SIGKILL'),
    restart: async () => {
      await halt('SIGKILL');
      await launch();
    },
    pause: () => {
      child?.kill('SIGSTOP');
    },
    resume: () => {
      child?.kill('SIGCONT');
    },
  };
}
