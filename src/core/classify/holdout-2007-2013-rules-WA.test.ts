/**
 * Rule group WA's rules (session 77): misses of held-out batches 2007–2013 and the retrain flips
 * read by a general rule, each with the held line's wording, a second rendering and the neighbours
 * it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("LangChain's Bedrock 'Could not load credentials to authenticate with AWS client' (held h2007-bedrock-langchain-could-not-load-credentials-validation)", () => {
  it('reads the credential never loaded as permanent', () => {
    expect(
      classified({
        message:
          '1 validation error for Bedrock __root__ Could not load credentials to authenticate with AWS client. Please check that credentials in the specified profile name are valid. (type=value_error)',
        name: 'ValidationError',
      }),
    ).toEqual({ reason: 'auth_permanent', rule: 'message.auth_permanent' });
    expect(
      reasonOf({
        message:
          '1 validation error for BedrockEmbeddings\n__root__\n  Could not load credentials to authenticate with AWS client. Please check that credentials in the specified profile name are valid. (type=value_error)',
      }),
    ).toBe('auth_permanent');
  });
  it('leaves the profile advice alone and a bare "Could not load credentials" to the auth reading', () => {
    expect(
      reasonOf({
        message: 'Please check that credentials in the specified profile name are valid.',
      }),
    ).toBe('auth');
    expect(reasonOf({ message: 'Could not load credentials' })).toBe('auth');
  });
});

describe("Node's ERR_HTTP2_INVALID_SESSION (held h2009-openclaw-undici-h2-session-destroyed)", () => {
  it('reads the destroyed HTTP/2 session as a cut connection', () => {
    expect(
      classified({
        message: 'The session has been destroyed',
        name: 'Error',
        code: 'ERR_HTTP2_INVALID_SESSION',
      }),
    ).toEqual({ reason: 'timeout', rule: 'transport.code' });
    expect(
      reasonOf({ message: 'Error [ERR_HTTP2_INVALID_SESSION]: The session has been destroyed' }),
    ).toBe('timeout');
    expect(
      reasonOf({
        message: 'fetch failed',
        cause: { message: 'The session has been destroyed', code: 'ERR_HTTP2_INVALID_SESSION' },
      }),
    ).toBe('timeout');
  });
  it('leaves the words without the code, and another HTTP/2 code, alone', () => {
    expect(reasonOf({ message: 'The session has been destroyed', name: 'Error' })).not.toBe(
      'timeout',
    );
    expect(
      ruleOf({ message: 'Invalid header value', code: 'ERR_HTTP2_INVALID_HEADER_VALUE' }),
    ).not.toBe('transport.code');
  });
});

describe("Azure OpenAI's bare 'Too many inputs.' (held h2012-azure-embed-too-many-inputs-fragment)", () => {
  it('reads the batch count ending its line as the request', () => {
    expect(classified({ message: 'Too many inputs.', name: 'InvalidRequestError' })).toEqual({
      reason: 'format_error',
      rule: 'message.validation',
    });
    expect(reasonOf({ message: 'openai.error.InvalidRequestError: Too many inputs.' })).toBe(
      'format_error',
    );
  });
  it('leaves a rate of inputs, a retry after it, input tokens and the words without the period alone', () => {
    expect(reasonOf({ message: 'Too many inputs per minute, please retry later.' })).not.toBe(
      'format_error',
    );
    expect(ruleOf({ message: 'Too many inputs.\nRetry after 20 seconds' })).not.toBe(
      'message.validation',
    );
    expect(reasonOf({ message: 'Too many input tokens' })).toBe('context_overflow');
    // The words without Azure's period stay unread (holdout-62-rules).
    expect(reasonOf({ message: 'Too many inputs' })).toBe('unknown');
  });
});

describe("google-auth-library's bare 'Could not refresh access token' (held h2008-vertex-roocode-could-not-refresh-token)", () => {
  it('reads the client that gets no token from its own credentials as permanent', () => {
    expect(classified({ message: 'Could not refresh access token' })).toEqual({
      reason: 'auth_permanent',
      rule: 'message.access_token_unrefreshed_bare',
    });
    expect(reasonOf({ message: 'Error: Could not refresh access token.' })).toBe('auth_permanent');
  });
  it('leaves a refresh failure with its cause after it to the cause', () => {
    expect(
      reasonOf({
        message:
          'Could not refresh access token: request to https://oauth2.googleapis.com/token failed, reason: connect ETIMEDOUT 142.250.0.1:443',
      }),
    ).toBe('timeout');
    expect(
      ruleOf({
        message:
          'Could not refresh access token: Unsuccessful response status code. Request failed with status code 500',
      }),
    ).not.toBe('message.access_token_unrefreshed_bare');
  });
});

describe("aiohttp's 'Can not decode content-encoding' (held h1729-gemini-netlify-cannot-decode-gzip)", () => {
  it('reads the body the client could not inflate as unknown', () => {
    expect(
      classified({ message: 'Error: 400, message:\n  Can not decode content-encoding: gzip' }),
    ).toEqual({ reason: 'unknown', rule: 'message.content_encoding_undecoded' });
    expect(
      reasonOf({
        message: "400, message='Can not decode content-encoding: br'",
        name: 'ClientPayloadError',
      }),
    ).toBe('unknown');
  });
  it("leaves aiohttp's other 400 texts alone", () => {
    expect(ruleOf({ message: '400, message:\n  Bad Request' })).not.toBe(
      'message.content_encoding_undecoded',
    );
    expect(
      ruleOf({ message: 'Response payload is not completed', name: 'ClientPayloadError' }),
    ).not.toBe('message.content_encoding_undecoded');
  });
});

describe("OpenAI's 'Please check the API reference' advice (held h2012-openai-embed-invalid-input-detected)", () => {
  it('reads the request refused by its shape', () => {
    expect(
      classified({
        message:
          'Invalid input detected. Please check the API reference for correct usage: https://platform.openai.com/docs/api-reference.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.check_api_reference' });
    expect(
      reasonOf({
        message:
          'Invalid input detected. Please check the API reference: https://platform.openai.com/docs/api-reference.',
      }),
    ).toBe('format_error');
  });
  it('leaves the words in another sentence alone', () => {
    expect(
      ruleOf({ message: 'Please check the API reference for rate limits and quotas.' }),
    ).not.toBe('message.check_api_reference');
    expect(ruleOf({ message: 'Please check the API key you provided.' })).not.toBe(
      'message.check_api_reference',
    );
  });
});
