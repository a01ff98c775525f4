/**
 * Answers to the review of session 74's rules (groups SA, SB, SE and the lead's integration): the
 * reviewer's descriptors and their neighbours, one `describe` per problem.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

const TOKEN_POST =
  'Gemini authentication failed: failed to exchange token: Post "https://oauth2.googleapis.com/token": dial tcp 142.250.72.10:443: ';

describe('problem 1: a missing assistant id is the referenced item, a Poe bot the model', () => {
  it('reads every assistant-not-found wording as format_error', () => {
    expect(reasonOf({ status: 404, body: { detail: 'Assistant not found' } })).toBe('format_error');
    expect(
      reasonOf({
        status: 404,
        body: {
          error: {
            message: "No assistant found with id 'asst_abc123'.",
            type: 'invalid_request_error',
          },
        },
      }),
    ).toBe('format_error');
    expect(reasonOf({ message: "No assistant found with id 'asst_abc123'." })).toBe('format_error');
    expect(reasonOf({ status: 404, body: { detail: "Assistant 'a1b2c3' not found" } })).toBe(
      'format_error',
    );
  });
  it("leaves a client's own config alone", () => {
    expect(
      reasonOf({ message: 'Error: the default assistant not found in config, using fallback' }),
    ).not.toBe('model_not_found');
  });
  it("keeps Poe's bot not defined in settings (h943)", () => {
    expect(
      reasonOf({
        status: 404,
        body: { text: 'Message m-1 called on bot that is not defined in settings.' },
      }),
    ).toBe('model_not_found');
  });
});

describe('problem 2: a Go dial failure under a login wrapper is the transport', () => {
  it('reads i/o timeout, refused and timed-out connects as timeout', () => {
    expect(reasonOf({ message: `${TOKEN_POST}i/o timeout` })).toBe('timeout');
    expect(
      reasonOf({
        message: `${TOKEN_POST}connectex: No connection could be made because the target machine actively refused it.`,
      }),
    ).toBe('timeout');
    expect(reasonOf({ message: `${TOKEN_POST}connect: connection timed out` })).toBe('timeout');
  });
  it("keeps SA's Windows connect timeout", () => {
    expect(
      reasonOf({
        message: `${TOKEN_POST}connectex: A connection attempt failed because the connected party did not properly respond after a period of time.`,
      }),
    ).toBe('timeout');
  });
});

describe('problem 3: a refresh whose answer could not be parsed reads unknown', () => {
  it.each([
    'Failed to refresh token: Unexpected token < in JSON at position 0',
    `Failed to refresh token: Unexpected token '<', "<!DOCTYPE "... is not valid JSON`,
    'Failed to refresh token: Expecting value: line 1 column 1 (char 0)',
    'Failed to refresh token: Unexpected end of JSON input',
    'Failed to refresh token: <!DOCTYPE html><html><body>Error</body></html>',
  ])('%s', (message) => {
    expect(reasonOf({ message })).toBe('unknown');
  });
  it('leaves a refresh that met a server fault or a revoked grant alone', () => {
    expect(reasonOf({ message: 'Token refresh failed: invalid_grant' })).not.toBe('unknown');
    expect(reasonOf({ message: 'Token refresh failed: fetch failed' })).toBe('timeout');
  });
});

describe('problem 4: a 404 web page pretty-printed reads like a minified one', () => {
  const page = (gap: string) =>
    `<!DOCTYPE html>${gap}<html lang="en">${gap}<head><title>404: This page could not be found</title></head><body></body></html>`;
  it('reads both as format_error', () => {
    expect(reasonOf({ status: 404, body: page('') })).toBe('format_error');
    expect(reasonOf({ status: 404, body: page('\n') })).toBe('format_error');
    expect(reasonOf({ status: 404, body: page('\r\n  ') })).toBe('format_error');
  });
});

describe('problem 7: aws sso login is a sign-in, a token exchange on a bare 429 a throttle', () => {
  it('reads the instruction to run aws sso login as auth', () => {
    expect(reasonOf({ message: 'SSO session not found: please run aws sso login' })).toBe('auth');
    expect(reasonOf({ message: "Error: run 'aws sso login' to sign in" })).toBe('auth');
  });
  it('reads a token exchange that failed on a bare 429 as rate_limit', () => {
    expect(reasonOf({ message: 'Token exchange failed: 429' })).toBe('rate_limit');
    // review 12 keeps a refresh's bare 429 unknown.
    expect(reasonOf({ message: 'Token refresh failed: 429' })).toBe('unknown');
    expect(reasonOf({ message: 'Token refresh failed: 429 Too Many Requests' })).toBe('rate_limit');
  });
  it('leaves a refresh on another status alone', () => {
    expect(reasonOf({ message: 'Token refresh failed: 4290' })).not.toBe('rate_limit');
  });
});

describe('problem 6 (docs only) and problem 8: the gateway protocol refusal still reads', () => {
  it("reads APISIX's provider protocol refusal as format_error (h905)", () => {
    expect(
      reasonOf({
        status: 400,
        body: 'provider openai does not support anthropic protocol (supported: openai)',
      }),
    ).toBe('format_error');
  });
});

describe("problem 5: a 401's model code is one rule", () => {
  it('reads each of the four codes under a 401 as model_not_found, words or not', () => {
    for (const code of [
      'invalid_model',
      'model_not_found',
      'model_not_supported',
      'model_not_available',
    ])
      expect(reasonOf({ status: 401, body: { error: { code, message: 'Request failed' } } })).toBe(
        'model_not_found',
      );
    expect(
      reasonOf({
        status: 401,
        body: {
          error: {
            code: 'invalid_model',
            message: 'The model does not exist or you do not have access to it.',
          },
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves a 401 with a key code alone', () => {
    expect(
      reasonOf({
        status: 401,
        body: { error: { code: 'invalid_api_key', message: 'Invalid key' } },
      }),
    ).not.toBe('model_not_found');
  });
});
