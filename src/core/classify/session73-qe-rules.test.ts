/**
 * Group QE's rules for the "body only" and "without message" renderings (session 73): held lines
 * whose body says what failed in the relay's or server's own words, read right when a client kept
 * only the body (so a generic `type` or a status read from `param` decides first), each with the held
 * line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

describe("a relay's pool with no healthy account, body only (held h1795 ×2)", () => {
  const kiro =
    '[API Service] No healthy provider found in pool for claude-kiro-oauth supporting model: claude-sonnet-4-6';
  it("reads AIClient-2-API's server_error body alone as capacity", () => {
    expect(
      reasonOf({ body: { type: 'error', error: { type: 'server_error', message: kiro } } }),
    ).toBe('overloaded');
  });
  it("reads grok2api's unknown_error body alone as capacity", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: '账号不足，请及时补充账号~ (request id: 20260605010827416204010ecbBqkZi)',
            type: 'unknown_error',
            param: '',
            code: null,
          },
        },
      }),
    ).toBe('overloaded');
  });
  it('reads them under an api_error type, in capitals, and as a bare message', () => {
    expect(reasonOf({ body: { error: { type: 'api_error', message: kiro.toUpperCase() } } })).toBe(
      'overloaded',
    );
    expect(reasonOf({ message: '账号不足，请补充账号' })).toBe('overloaded');
  });
  it('keeps the 500 rule and leaves other server_error bodies alone', () => {
    expect(
      reasonOf({ status: 500, body: { error: { type: 'server_error', message: kiro } } }),
    ).toBe('overloaded');
    expect(
      reasonOf({
        body: { error: { type: 'server_error', message: 'No provider found for this request' } },
      }),
    ).toBe('server_error');
    expect(
      reasonOf({ body: { error: { type: 'server_error', message: 'Internal error in pool' } } }),
    ).toBe('server_error');
  });
});

describe("Ollama's template reading a missing field, body only (held h1790)", () => {
  const text =
    'template: :6:10: executing "" at <.Tools>: can\'t evaluate field Tools in type api.Tools';
  it('reads the api_error body alone as the request', () => {
    expect(reasonOf({ body: { message: text, type: 'api_error', param: null, code: null } })).toBe(
      'format_error',
    );
  });
  it('reads it under a server_error type nested in error, and under its 500', () => {
    expect(reasonOf({ body: { error: { type: 'server_error', message: text } } })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 500, body: { error: { message: text, type: 'api_error' } } })).toBe(
      'format_error',
    );
  });
  it('leaves other template failures under api_error as the server', () => {
    expect(
      reasonOf({
        body: {
          message: 'template: :1:2: executing "" at <index .Messages 3>: index out of range',
          type: 'api_error',
        },
      }),
    ).toBe('server_error');
  });
});

describe('an overload type around every account waiting out its limit, body only (held h740)', () => {
  it("reads Antigravity-Manager's body alone as the window", () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'No available accounts: All accounts limited. Wait 475s.',
            type: 'overloaded_error',
          },
          type: 'error',
        },
      }),
    ).toBe('rate_limit');
  });
  it('reads accounts said cooling down under the same type, and under its 503', () => {
    expect(
      reasonOf({
        body: {
          error: { type: 'overloaded_error', message: 'All 3 accounts are cooling down' },
        },
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        status: 503,
        body: {
          error: {
            message: 'No available accounts: All accounts limited. Wait 12s.',
            type: 'overloaded_error',
          },
        },
      }),
    ).toBe('rate_limit');
  });
  it("leaves Anthropic's own overload and a pool said empty as capacity", () => {
    expect(
      reasonOf({
        body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({
        body: {
          error: {
            message: 'No available accounts: no available accounts',
            type: 'overloaded_error',
          },
        },
      }),
    ).toBe('overloaded');
  });
  it('leaves a cooldown beside money words to billing readings', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'overloaded_error',
            message: 'Account cooling down: insufficient balance',
          },
        },
      }),
    ).not.toBe('rate_limit');
  });
});

describe("a relay's group said saturated upstream, with a 404 from param (held h24)", () => {
  const body = {
    error: {
      message: '当前分组上游负载已饱和，请稍后再试 (request id: 20260521174921838127707FxeB1sRH)',
      type: 'upstream_error',
      param: '404',
      code: 'bad_response_status_code',
    },
  };
  it('reads the body alone as capacity', () => {
    expect(reasonOf({ body })).toBe('overloaded');
  });
  it('reads it under a real 404 and in English', () => {
    expect(reasonOf({ status: 404, body })).toBe('overloaded');
    expect(
      reasonOf({
        status: 404,
        body: { error: { message: 'Upstream load is saturated, retry later' } },
      }),
    ).toBe('overloaded');
  });
  it('leaves a 404 naming a model, and one with money words, as they were', () => {
    expect(
      reasonOf({ status: 404, body: { error: { message: 'The model `gpt-9` does not exist' } } }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        status: 404,
        body: { error: { message: '余额不足 (insufficient balance)，当前分组上游负载已饱和' } },
      }),
    ).toBe('billing');
  });
});

describe("One API's adaptor with no route for the request's mode, body only (held h556)", () => {
  it('reads the body alone as the request, before do_request_failed reads as transport', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'get request url failed: unsupported relay mode 2 for doubao (request id: 202502062159535333059262727477)',
            type: 'one_api_error',
            param: '',
            code: 'do_request_failed',
          },
        },
      }),
    ).toBe('format_error');
  });
  it("reads new-api's wording as a bare message and under its 500", () => {
    expect(reasonOf({ message: 'Unsupported relay mode: 7' })).toBe('format_error');
    expect(
      reasonOf({
        status: 500,
        body: { error: { message: 'unsupported relay mode for Claude: 3' } },
      }),
    ).toBe('format_error');
  });
  it('leaves do_request_failed around a refused connection as transport', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'Post "https://api.example.com/v1/chat/completions": dial tcp 10.0.0.1:443: connect: connection refused',
            type: 'one_api_error',
            code: 'do_request_failed',
          },
        },
      }),
    ).toBe('timeout');
  });
});
