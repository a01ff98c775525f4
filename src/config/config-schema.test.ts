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
