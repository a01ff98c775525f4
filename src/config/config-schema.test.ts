import { describe, expect, it } from 'vitest';
import { ConfigError } from '../core/errors.js';
import { parseConfig } from './index.js';

const MODELS = `models:
  chat:
    targets:
      - { provider: sandbox, model: sandbox-large }
`;

function issuesOf(run: () => unknown): { path: string; message: string }[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return [...(error as ConfigError).issues];
  }
  throw new Error('expected a ConfigError');
}

describe('server.cors', () => {
  it('is off when absent', () => {
    expect(parseConfig(MODELS).server?.cors).toBeUndefined();
  });

  it('takes "*", one origin or a list, normalised as browsers send them, and max_age', () => {
    const cors = (value: string) =>
      parseConfig(`server: { cors: ${value} }\n${MODELS}`).server?.cors;
    expect(cors('{ origins: "*" }')).toEqual({ origins: '*' });
    expect(cors('{ origins: "https://App.Example.com/" }')).toEqual({
      origins: 'https://app.example.com',
    });
    expect(cors('{ origins: "https://a.example.com, http://localhost:5173/" }')).toEqual({
      origins: ['https://a.example.com', 'http://localhost:5173'],
    });
    expect(
      cors('{ origins: ["https://app.example.com:443", "http://localhost:5173"], max_age: 1h }'),
    ).toEqual({
      origins: ['https://app.example.com', 'http://localhost:5173'],
      max_age: 3_600_000,
    });
  });

  it("takes the origins of apps' web views and extensions (tauri://, capacitor://, chrome-extension://)", () => {
    const cors = (value: string) =>
      parseConfig(`server: { cors: ${value} }\n${MODELS}`).server?.cors;
    expect(
      cors(
        '{ origins: ["tauri://localhost", "Capacitor://localhost/", "chrome-extension://abcdefghijklmnopabcdefghijklmnop"] }',
      ),
    ).toEqual({
      origins: [
        'tauri://localhost',
        'capacitor://localhost',
        'chrome-extension://abcdefghijklmnopabcdefghijklmnop',
      ],
    });
    const issues = issuesOf(() =>
      parseConfig(
        `server: { cors: { origins: ["tauri://localhost/index.html", "ws://x.example.com", "file:///tmp/a.html", "localhost:5173"] } }\n${MODELS}`,
      ),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'server.cors.origins[0]',
      'server.cors.origins[1]',
      'server.cors.origins[2]',
      'server.cors.origins[3]',
    ]);
  });

  it('names the exact path of a bad origin, a missing list and an unknown key', () => {
    const issues = issuesOf(() =>
      parseConfig(`server:
  cors:
    origins: ["https://ok.example.com", "https://app.example.com/chat", "app.example.com", "ftp://x.example.com"]
    max_age: 10
    credentials: true
${MODELS}`),
    );
    const paths = issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'server.cors.origins[1]',
        'server.cors.origins[2]',
        'server.cors.origins[3]',
        'server.cors.max_age',
        'server.cors.credentials',
      ]),
    );
    expect(paths).not.toContain('server.cors.origins[0]');
    expect(issues.find((issue) => issue.path === 'server.cors.origins[1]')?.message).toContain(
      'scheme, host and port only',
    );
    expect(issuesOf(() => parseConfig(`server: { cors: { origins: [] } }\n${MODELS}`))).toEqual([
      { path: 'server.cors.origins', message: expect.stringContaining('at least one origin') },
    ]);
    const text = issuesOf(() =>
      parseConfig(
        `server: { cors: { origins: "https://a.example.com, a.example.com/x" } }\n${MODELS}`,
      ),
    );
    expect(text).toEqual([
      { path: 'server.cors.origins', message: expect.stringContaining('"a.example.com/x"') },
    ]);
    expect(issuesOf(() => parseConfig(`server: { cors: {} }\n${MODELS}`))[0]?.path).toBe(
      'server.cors.origins',
    );
  });
});

describe('server.allowed_hosts', () => {
  const hosts = (value: string) =>
    parseConfig(`server: { allowed_hosts: ${value} }\n${MODELS}`).server?.allowed_hosts;

  it('is absent by default (loopback names only on a gateway without keys)', () => {
    expect(parseConfig(MODELS).server?.allowed_hosts).toBeUndefined();
  });

  it('takes a list or one string separated by commas, lower-cased, IPv6 in brackets', () => {
    expect(hosts('["host.docker.internal", "Stayup.Corp.Internal", ".dev.internal"]')).toEqual([
      'host.docker.internal',
      'stayup.corp.internal',
      '.dev.internal',
    ]);
    expect(hosts('"host.docker.internal, 192.168.1.20,  fd00::1, [fd00::2]"')).toEqual([
      'host.docker.internal',
      '192.168.1.20',
      '[fd00::1]',
      '[fd00::2]',
    ]);
    expect(hosts('[]')).toEqual([]);
    expect(
      parseConfig(`server: { allowed_hosts: "\${HOSTS:-}" }\n${MODELS}`, { env: {} }).server
        ?.allowed_hosts,
    ).toEqual([]);
  });

  it('names the exact path of a URL, a port, "*", an empty or malformed name', () => {
    const issues = issuesOf(() =>
      parseConfig(
        `server: { allowed_hosts: ["ok.internal", "http://a.internal", "b.internal:4000", "*", "", "two words", "[fd00::1]:80"] }\n${MODELS}`,
      ),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'server.allowed_hosts[1]',
      'server.allowed_hosts[2]',
      'server.allowed_hosts[3]',
      'server.allowed_hosts[4]',
      'server.allowed_hosts[5]',
      'server.allowed_hosts[6]',
    ]);
    const message = (index: number) =>
      issues.find((issue) => issue.path === `server.allowed_hosts[${index}]`)?.message;
    expect(message(1)).toContain('host name');
    expect(message(2)).toContain('port');
    expect(message(3)).toContain('server.keys');
    expect(
      issuesOf(() => parseConfig(`server: { allowed_hosts: "a.internal, x:1" }\n${MODELS}`)),
    ).toEqual([{ path: 'server.allowed_hosts', message: expect.stringContaining('"x:1"') }]);
    expect(issuesOf(() => parseConfig(`server: { allowed_host: [] }\n${MODELS}`))[0]).toMatchObject(
      {
        path: 'server.allowed_host',
        message: expect.stringContaining('allowed_hosts'),
      },
    );
  });
});
