/**
 * Rules written for the misses of held-out batches 724–731 (session 50, group CH), after the batches
 * had been scored without them: logins the token endpoint refused, an organisation's paused access,
 * a client's pool with every profile cooling down, a serving side that never started answering, an
 * unreadable answer, and Claude Code's own 400 for a tool-use mismatch. Each wording from the batch
 * line named, a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const rule = (descriptor: Record<string, unknown>) => classify(descriptor).explain.at(-1)?.rule;

describe('a token refresh or exchange the token endpoint refused with 403', () => {
  it('is a dead login (batch 724)', () => {
    const result = classify({ message: 'Token refresh failed: 403' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.refresh_failed');
    expect(
      rule({
        message: 'error: Token exchange failed: 403\n      at exchangeCodeForTokens (x.ts:1:1)',
      }),
    ).toBe('message.refresh_failed');
  });
  it('leaves a limited, failed or unreachable token endpoint alone (invented)', () => {
    // A bare relayed 429 is the endpoint's throttle, by rule (review of session 74, problem 7).
    expect(classify({ message: 'Token exchange failed: 429' }).reason).toBe('rate_limit');
    expect(classify({ message: 'Token refresh failed: 503' }).reason).not.toBe('auth_permanent');
    expect(classify({ message: 'Token refresh failed: fetch failed' }).reason).toBe('timeout');
    expect(
      classify({
        message:
          'Anthropic rate-limited the OAuth token exchange. Please wait a minute, then sign in again.',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe('a client asking the user to re-authenticate', () => {
  it('is a stored credential that no longer works (batch 724)', () => {
    const result = classify({
      message:
        'Please reauthenticate with the copilot provider to ensure your credentials work properly with OpenCode.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
    // An expired session the client can renew stays refreshable (session 50's closing review).
    expect(classify({ message: 'Session expired. Please re-authenticate.' }).reason).toBe('auth');
  });
  it("leaves Kilo's paused autocomplete that asks for a sign-in as auth (held h732)", () => {
    expect(
      classify({
        message:
          'Kilo Code Autocomplete has been paused due to an authentication error. Please sign in again.',
      }).reason,
    ).toBe('auth');
  });
});

describe("an organisation's API access paused", () => {
  it("is read through opencode's 'Upstream request failed' wrapper (batch 724)", () => {
    const result = classify({
      message:
        'Error from provider (Console): Upstream request failed: [permission_error] API access paused for this organization.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(classify({ message: 'API access paused for this organization.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves the wrapper over an unavailable endpoint or a paused endpoint alone', () => {
    expect(classify({ message: 'Upstream request failed: Endpoint is unavailable.' }).reason).toBe(
      'overloaded',
    );
    expect(classify({ message: 'Upstream request failed' }).reason).toBe('server_error');
  });
});

describe("an AI SDK 'Invalid JSON response' as the whole message", () => {
  it('is an answer the client could not read (batch 724)', () => {
    const result = classify({ message: 'Invalid JSON response', name: 'AI_APICallError' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
    expect(classify({ message: 'onError: AI_APICallError: Invalid JSON response' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a request that names its invalid JSON response format alone (invented)', () => {
    expect(classify({ message: 'Invalid JSON response format in request' }).reason).toBe(
      'format_error',
    );
  });
});

describe('a serving side that did not produce a first token before its deadline', () => {
  it("is capacity, over Fireworks' 429 (batch 726)", () => {
    const result = classify({
      status: 429,
      message: "API Error: 429 Request didn't generate first token before the given deadline",
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.429.overload_text');
    expect(
      classify({ message: 'Request did not generate first token before the given deadline' })
        .reason,
    ).toBe('overloaded');
  });
  it('leaves a plain 429 and a deadline exceeded alone', () => {
    expect(classify({ status: 429, message: 'Rate limit exceeded' }).reason).toBe('rate_limit');
    expect(classify({ status: 504, message: 'deadline exceeded' }).reason).toBe('timeout');
  });
});

describe('Claude Code\'s 400 "due to tool use concurrency issues"', () => {
  it('is the conversation’s tool_use/tool_result shape (batch 728)', () => {
    const result = classify({
      status: 400,
      message: 'API Error: 400 due to tool use concurrency issues.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.tool_use_mismatch');
    expect(
      classify({
        message:
          'API Error: 400 due to tool use concurrency issues. Run /rewind to recover the conversation.',
      }).reason,
    ).toBe('format_error');
    expect(rule({ message: 'due to tool use concurrency issues' })).toBe(
      'message.tool_use_mismatch',
    );
  });
  it("leaves a concurrency cap under a 400 as the caller's rate", () => {
    expect(classify({ status: 400, message: 'Too many concurrent requests' }).reason).toBe(
      'rate_limit',
    );
    expect(classify({ message: 'Concurrency limit exceeded for user' }).reason).toBe('rate_limit');
  });
});

describe('a client pool with no profile left, all in cooldown', () => {
  it('is a wait (batch 725)', () => {
    const result = classify({
      message: 'No available auth profile for google-antigravity (all in cooldown or unavailable)',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.credentials_cooling_down');
    expect(
      classify({ message: 'No available credentials for anthropic (all in cooldown)' }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a pool with nothing said of cooldown alone (invented)', () => {
    expect(rule({ message: 'No available auth profile for anthropic' })).not.toBe(
      'message.credentials_cooling_down',
    );
  });
});

describe("a 502 whose own reason phrase precedes the client's transport failure", () => {
  it('is the transport failure (batch 727)', () => {
    const message =
      'Error: server returned 502 Bad Gateway: {"error":"http: error sending request for url (https://api.anthropic.com/v1/messages)"}';
    const result = classify({ status: 502, message });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.502.relay_fetch_failed');
    expect(classify({ message }).reason).toBe('timeout');
  });
  it('leaves a bare 502 and one that names a server fault alone (invented)', () => {
    expect(classify({ status: 502, message: '502 Bad Gateway' }).reason).toBe('server_error');
    expect(
      classify({ status: 502, message: '502 Bad Gateway: internal server error, fetch failed' })
        .reason,
    ).toBe('server_error');
  });
});

describe("a 502's broken pipe", () => {
  it("is the gateway's own write to a closed socket (batch 729)", () => {
    const result = classify({ status: 502, message: 'Error: 502 [Errno 32] Broken pipe' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('status.502');
  });
  it('leaves a 502 that names a reset or hang-up as the cut it is', () => {
    expect(rule({ status: 502, message: 'socket hang up' })).toBe('status.502.disconnect');
    expect(rule({ status: 502, message: 'write EPIPE; read ECONNRESET' })).toBe(
      'status.502.disconnect',
    );
  });
});
