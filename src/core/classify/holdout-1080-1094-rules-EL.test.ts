/**
 * Rules written for the misses of held-out batches 1080–1094 (session 58, group EL), after the
 * batches had been scored without them: "invalid token" given in parentheses as a failure's
 * reason, a token-refresh request's own 4xx, a token that could not be exchanged for an
 * authorization, a client's "Retrying LLM call" banner before a quota text, Cloud Code Assist's
 * empty project id, a relay's upload refused upstream with a 403, and Connect's bracketed
 * `unauthenticated` code under a relay's 500. Each wording from the batch line named, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('"invalid token" given in parentheses as the reason of a failure', () => {
  it('is the key refused (deepseek-free-api, batch 1094)', () => {
    const d = {
      body: { code: -2001, message: '[请求deepseek失败]: Authorization Failed (invalid token)' },
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('message.auth_permanent');
  });
  it('reads another failure with its reason in parentheses the same (invented)', () => {
    expect(classify({ message: 'Login failed (Invalid Token).' }).reason).toBe('auth_permanent');
  });
  it('leaves "invalid token" followed by more words, and an expiry in parentheses', () => {
    expect(
      classify({ message: 'Invalid token, check if authorization header has a valid value' })
        .reason,
    ).toBe('auth');
    expect(classify({ message: 'Authorization failed (token expired)' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

describe("a token-refresh request's own 4xx", () => {
  it('is a dead login (ChatMock, batch 1094)', () => {
    const d = { status: 401, message: 'ERROR: refresh token request returned status 401' };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.401.refresh_failed');
  });
  it('reads the message alone, failed with a 400, the same (invented)', () => {
    expect(classify({ message: 'Refresh token request failed with status code 400' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a refresh request that met a 5xx', () => {
    expect(
      classify({ status: 401, message: 'refresh token request returned status 503' }).reason,
    ).toBe('auth');
  });
});

describe('a token that could not be exchanged for an authorization', () => {
  it('is the credential refused (copilot-gpt4-service, batch 1094)', () => {
    const d = { body: { error: 'Failed to get authorization from token' } };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('message.auth');
  });
  it('reads "obtain … from the token" in capitals the same (invented)', () => {
    expect(classify({ message: 'FAILED TO OBTAIN AUTHORIZATION FROM THE TOKEN' }).reason).toBe(
      'auth',
    );
  });
  it('leaves a failure to get a token that names no authorization', () => {
    expect(classify({ message: 'Failed to get token from cache' }).reason).not.toBe('auth');
  });
});

describe('a client\'s "Retrying LLM call" banner before a quota text', () => {
  it('is the quota the text states (Neo4j NaLLM, batch 1090)', () => {
    const d = {
      message:
        'Retrying LLM call You exceeded your current quota, please check your plan and billing details.',
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('message.billing');
  });
  it('reads "Retrying API request:" before it the same (invented)', () => {
    expect(
      classify({
        message:
          'Retrying API request: You exceeded your current quota, please check your plan and billing details.',
      }).reason,
    ).toBe('billing');
  });
  it('leaves a quota text that states its own wait', () => {
    expect(
      classify({
        message: 'Retrying LLM call: Quota exceeded for requests per minute. Please retry in 20s.',
      }).reason,
    ).toBe('rate_limit');
  });
});

describe("Cloud Code Assist's empty project id under a 400", () => {
  it('is the account, not the request (Antigravity-Manager, batch 1092)', () => {
    const d = {
      status: 400,
      body: {
        error: {
          code: 400,
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              fieldViolations: [{ description: 'Invalid project resource name', field: 'name' }],
            },
          ],
          message: 'Invalid project resource name projects/',
          status: 'INVALID_ARGUMENT',
        },
      },
      message: 'Error: HTTP 400 Bad Request',
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.400.project_id_empty');
  });
  it('reads the message quoted by a client the same (invented)', () => {
    expect(
      classify({ status: 400, message: '{"message": "Invalid project resource name projects/"}' })
        .reason,
    ).toBe('auth');
  });
  it('leaves a project id that is present', () => {
    expect(
      classify({ status: 400, message: 'Invalid project resource name projects/my-project-42' })
        .reason,
    ).toBe('format_error');
  });
});

describe("a relay's upload refused upstream with a 401/403, sent as its 5xx", () => {
  it("is the relay's account (grok2api, batch 1094)", () => {
    const d = {
      status: 502,
      body: {
        error: {
          message: 'AssetsUploadReverse: Upload failed, 403',
          type: 'server_error',
          param: null,
          code: 'upstream_error',
        },
      },
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.502.upstream_access_forbidden');
  });
  it('reads a 401 under a 500 the same (invented)', () => {
    expect(classify({ status: 500, message: 'upload failed with status 401' }).reason).toBe('auth');
  });
  it('leaves an upload that failed for its size or the server', () => {
    expect(classify({ status: 502, message: 'Upload failed, 413' }).reason).not.toBe('auth');
    expect(classify({ status: 502, message: 'Upload failed, 500' }).reason).toBe('server_error');
  });
});

describe("Connect's bracketed `unauthenticated` code under a relay's 5xx", () => {
  it('is the credential (chatgpt-adapter Cursor relay, batch 1094)', () => {
    const d = { status: 500, message: '[unauthenticated] User is unauthorized' };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('status.500.auth_class');
  });
  it('reads it after a prefix under a 502 the same (invented)', () => {
    expect(
      classify({ status: 502, message: 'ConnectError: [unauthenticated] session cookie rejected' })
        .reason,
    ).toBe('auth');
  });
  it('leaves other Connect codes and the word inside a sentence', () => {
    expect(
      classify({ status: 500, message: 'status code 500: [unknown] invalid argument' }).reason,
    ).toBe('server_error');
    expect(classify({ status: 500, message: '[internal] server error' }).reason).toBe(
      'server_error',
    );
  });
});
