/**
 * The closing review of session 51's rule groups (CN–CS): each rule kept its held lines, and these
 * neighbours, which the first versions misread, keep the readings a stated cause or status gives.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('an agent process gone inside JSON-RPC "Internal error" (group CN)', () => {
  it('states no cause alone (batch 761, with the pretty-printed JSON)', () => {
    const only = {
      message: 'Internal error: {\n  "details": "Query closed before response received"\n}',
    };
    expect(classify(only).reason).toBe('unknown');
    expect(lastRule(only)).toBe('message.agent_process_gone');
  });
  it('leaves a cause said before the exit line to be read (invented, as held h185 reads)', () => {
    expect(
      classify({
        message:
          'Internal error: {"details":"API Error: Connection error. Claude Code process exited with code 1"}',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message:
          'Internal error: {"details":"The model produced invalid content. Claude Code process exited with code 1"}',
      }).reason,
    ).toBe('server_error');
  });
});

describe('no valid token found (group CR)', () => {
  it('is a missing credential (batch 780)', () => {
    expect(classify({ message: 'No valid OAuth token detected' }).reason).toBe('auth_permanent');
  });
  it('is no dead key when the client says it refreshes (invented, as session 50 read a cache miss)', () => {
    expect(
      classify({ status: 401, message: 'No valid access token found in cache, refreshing' }).reason,
    ).toBe('auth');
    expect(
      classify({ status: 401, message: 'No valid OAuth token found, refreshing token' }).reason,
    ).toBe('auth');
  });
});

describe('an authorization code the client failed to exchange (group CQ)', () => {
  it('got no answer with nothing else said, one label before it (batch 778)', () => {
    expect(
      classify({
        message: 'openai codex 认证失败: Failed to exchange authorization code for tokens',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves the token endpoint's refusal said before it to decide (invented)", () => {
    expect(
      classify({
        message:
          'Token exchange failed: invalid_grant (Bad Request). Failed to exchange authorization code for tokens',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe("aiohttp's unexpected mimetype (group CP)", () => {
  it('is the server’s answer on a 200 (batch 776)', () => {
    expect(
      classify({
        status: 200,
        message:
          "Provider Ollama failed: 200, message='Attempt to decode JSON with unexpected mimetype: text/plain; charset=utf-8', url='http://192.168.178.125:11434/api/chat'",
      }).reason,
    ).toBe('server_error');
  });
  it('is not the rule that decides when aiohttp prints a 4xx before it (invented)', () => {
    for (const status of [401, 429]) {
      const rule = lastRule({
        message: `${status}, message='Attempt to decode JSON with unexpected mimetype: text/plain; charset=utf-8', url='https://api.example.com/v1/chat'`,
      });
      expect(rule).not.toBe('message.server_error');
    }
  });
});

describe('"Not logged in · Please run /login" (groups CN and CO)', () => {
  it('holds no credential (batch 747)', () => {
    expect(classify({ message: 'Not logged in · Please run /login' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('after an expiry is the expired login, which a new login mends (invented; held expired-token lines are auth)', () => {
    expect(
      classify({ message: 'OAuth token has expired. Not logged in · Please run /login' }).reason,
    ).toBe('auth');
  });
});
