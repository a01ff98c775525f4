/**
 * The keyless gateway's Host guard (see test/gateway-host-check.test.ts) against the Host forms a
 * client can write but a rebound page's browser decides: the guard reads `Host` and nothing else.
 * Raw sockets, so every header goes out exactly as written.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/index.js';
import { createGateway, type Gateway } from '../src/gateway/index.js';

const models = `models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large, latency: { ttft: 0ms, tokens_per_s: 100000 } }
`;

let gateway: Gateway;
let port: number;

beforeAll(async () => {
  gateway = createGateway({ config: parseConfig(models), logger: false, metrics: false });
  ({ port } = await gateway.listen(0, '127.0.0.1'));
});
afterAll(async () => {
  await gateway.close();
});

/** The status of `GET /v1/models` sent with `headers` (raw lines), on a connection of its own. */
function statusOf(headers: string, target = '/v1/models'): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`GET ${target} HTTP/1.1\r\n${headers}\r\nConnection: close\r\n\r\n`),
    );
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1');
    });
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0)));
    socket.on('error', reject);
  });
}

describe('a keyless gateway reads Host alone', () => {
  it('never trusts X-Forwarded-Host, either way', async () => {
    expect(await statusOf('Host: evil.example:4000\r\nX-Forwarded-Host: localhost:4000')).toBe(403);
    expect(await statusOf('Host: localhost:4000\r\nX-Forwarded-Host: evil.example')).toBe(200);
    expect(await statusOf('Host: evil.example\r\nForwarded: host=localhost')).toBe(403);
  });

  it('reads the first of two Host headers (Node drops the rest; no browser sends two)', async () => {
    expect(await statusOf('Host: evil.example\r\nHost: localhost')).toBe(403);
    expect(await statusOf('Host: localhost\r\nHost: evil.example')).toBe(200);
  });

  it('reads Host, not the authority of an absolute request target', async () => {
    expect(await statusOf('Host: evil.example', 'http://localhost/v1/models')).toBe(403);
  });

  it('serves loopback addresses in any notation WHATWG URL parsing reads as one', async () => {
    for (const host of ['127.1', '127.1:4000', '2130706433', '0x7f.0.0.1', '[0::1]:4000'])
      expect(await statusOf(`Host: ${host}`), host).toBe(200);
  });

  it('refuses a loopback name with a trailing dot: only the browser decides how it resolves', async () => {
    // Browsers resolve `localhost` and `*.localhost` themselves; `localhost.` may go to DNS, where
    // a hostile resolver can answer it with its own address first, then 127.0.0.1 (rebinding).
    for (const host of ['localhost.', 'localhost.:4000', 'a.localhost.'])
      expect(await statusOf(`Host: ${host}`), host).toBe(403);
  });

  it('refuses the unspecified and the IPv4-mapped addresses unless listed', async () => {
    for (const host of ['0.0.0.0:4000', '[::]:4000', '[::ffff:127.0.0.1]:4000'])
      expect(await statusOf(`Host: ${host}`), host).toBe(403);
  });
});
