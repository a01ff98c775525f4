import { describe, expect, it } from 'vitest';
import { classifyError } from '../core/classify/classify.js';
import { UpstreamError } from '../core/errors.js';
import { refreshRevokesGrant } from './refresh-failure.js';

const judge = (error: unknown): boolean =>
  refreshRevokesGrant(error, classifyError(error, { provider: 'oauth' }));

describe('refreshRevokesGrant', () => {
  it.each([
    [
      'an invalid_grant 400 from the token endpoint',
      Object.assign(new Error('token endpoint'), { status: 400, body: { error: 'invalid_grant' } }),
    ],
    ['an invalid_client 401', Object.assign(new Error('unauthorized'), { statusCode: 401 })],
    [
      'an axios-style 400',
      Object.assign(new Error('Request failed'), { response: { status: 400 } }),
    ],
    [
      'invalid_grant in the text only',
      new Error('Token refresh failed: {"error":"invalid_grant"}'),
    ],
    [
      'an UpstreamError 401',
      new UpstreamError('401', {
        provider: 'oauth',
        status: 401,
        headers: {},
        body: '{"error":"invalid_token"}',
      }),
    ],
    ['a revoked refresh token', new Error('Refresh token has been revoked')],
  ])('kills on positive evidence: %s', (_label, error) => {
    expect(judge(error)).toBe(true);
  });

  it.each([
    [
      'fetch failed / ECONNRESET',
      Object.assign(new TypeError('fetch failed'), {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      }),
    ],
    [
      'a timeout',
      Object.assign(new Error('The operation was aborted due to timeout'), {
        name: 'TimeoutError',
      }),
    ],
    [
      'a 503 from the token endpoint',
      Object.assign(new Error('Service Unavailable'), { status: 503 }),
    ],
    [
      'a 429 from the token endpoint',
      Object.assign(new Error('Too Many Requests'), { status: 429 }),
    ],
    [
      'a 503 with invalid_grant-looking text',
      Object.assign(new Error('invalid_grant? upstream down'), { status: 503 }),
    ],
    ['an error that says nothing', new Error('refresh denied')],
    ['a hook that returned no secret', new Error('refresh returned no secret')],
    ['a thrown string', 'oops'],
    ['undefined', undefined],
  ])('cools (no verdict on the grant): %s', (_label, error) => {
    expect(judge(error)).toBe(false);
  });

  it('trusts an auth_permanent classification even without a status', () => {
    const error = new Error('whatever');
    const classification = { ...classifyError(error), reason: 'auth_permanent' as const };
    expect(refreshRevokesGrant(error, classification)).toBe(true);
  });

  it('cools when only the word vote calls it auth_permanent (a lean, not a verdict)', () => {
    const error = new Error('refresh returned no secret');
    const base = { ...classifyError(error), reason: 'auth_permanent' as const };
    const voted = {
      ...base,
      explain: [{ step: 'words', rule: 'words.auth_permanent', decided: true }],
    };
    expect(refreshRevokesGrant(error, voted)).toBe(false);
    const ruled = {
      ...base,
      explain: [{ step: 'message', rule: 'message.auth_permanent', decided: true }],
    };
    expect(refreshRevokesGrant(error, ruled)).toBe(true);
  });

  it('cools on an error whose getters throw (no verdict, never a crash)', () => {
    const hostile = Object.defineProperty({}, 'status', {
      get() {
        throw new Error('hostile getter');
      },
    });
    expect(refreshRevokesGrant(hostile, undefined)).toBe(false);
  });
});
