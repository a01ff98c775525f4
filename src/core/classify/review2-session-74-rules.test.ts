/**
 * Review 2 of session 74's rule groups SC and SD: the reviewer's descriptors and their neighbours,
 * read by the narrowed rules.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

describe("problem 1: LiteLLM's stream-chunk wrapper reads only the inner failures its held lines carry", () => {
  it('keeps the held validation and stream-read failures as server_error', () => {
    expect(
      reasonOf({
        message:
          'litellm.exceptions.MidStreamFallbackError: litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.APIConnectionError: APIConnectionError: OpenAIException - Error receiving chunk from stream: 1 validation error for ResponseCreatedEvent',
        name: 'MidStreamFallbackError',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 503,
        message:
          'Error fetching response:Error: 503 data: {"error": {"message": "litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.APIConnectionError: Error receiving chunk from stream: Response.aiter_text() got an unexpected keyword argument \'encoding\'',
        name: 'litellm.ServiceUnavailableError',
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        message:
          'Error receiving chunk from stream: 2 validation errors for ResponseCompletedEvent',
      }),
    ).toBe('server_error');
  });
  it('leaves an inner invalid key to the auth words', () => {
    expect(reasonOf({ message: 'Error receiving chunk from stream: 401 Invalid API key' })).toBe(
      'auth_permanent',
    );
  });
  it("reads an inner 429 or context-length text as its own family, before the wrapper's 503", () => {
    expect(
      reasonOf({
        status: 503,
        message:
          'litellm.MidStreamFallbackError: litellm.ServiceUnavailableError: Error receiving chunk from stream: 429 rate limit exceeded',
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        message: 'Error receiving chunk from stream: Error code: 429 - Too Many Requests',
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        message:
          "litellm.ServiceUnavailableError: Error receiving chunk from stream: This model's maximum context length is 8192 tokens",
      }),
    ).toBe('context_overflow');
    expect(
      reasonOf({
        status: 503,
        message:
          "Error receiving chunk from stream: This model's maximum context length is 8192 tokens. However, your messages resulted in 9000 tokens.",
      }),
    ).toBe('context_overflow');
  });
  it('leaves an inner overload to the overload words', () => {
    expect(
      reasonOf({
        status: 503,
        message: 'Error receiving chunk from stream: overloaded_error Overloaded',
      }),
    ).toBe('overloaded');
  });
});

describe('problem 2: an AWS credential the network failed to fetch is not read as unresolved', () => {
  it('keeps the three held wordings auth_permanent', () => {
    expect(
      reasonOf({
        message:
          'operation error Bedrock Runtime: ConverseStream, get credentials: failed to refresh cached credentials, refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: CreateToken, https response error StatusCode: 400, InvalidGrantException',
      }),
    ).toBe('auth_permanent');
    expect(reasonOf({ message: 'Could not resolve credentials from session' })).toBe(
      'auth_permanent',
    );
    expect(
      reasonOf({
        message: "AttributeError: 'NoCredentialsError' object has no attribute 'response'",
      }),
    ).toBe('auth_permanent');
  });
  it('leaves a timeout or connection failure beside any of them', () => {
    expect(
      reasonOf({
        message:
          'could not resolve credentials from session: Unable to load credentials: timed out fetching from IMDS',
      }),
    ).not.toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'botocore.exceptions.NoCredentialsError raised while contacting sts: connection timed out',
      }),
    ).not.toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'get credentials: failed to refresh cached credentials, refresh cached SSO token failed, dial tcp: i/o timeout',
      }),
    ).not.toBe('auth_permanent');
  });
});

describe("problem 3: 'your current account is not eligible' only in the login or Code Assist context", () => {
  it('reads the held Gemini Code Assist, Antigravity and location lines as auth_permanent', () => {
    expect(
      reasonOf({
        message:
          'Failed to login. Message: Your current account is not eligible... because it is not currently available in your location.',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'Your current account is not eligible for Gemini Code Assist for individuals, the free version of Gemini Code Assist.',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message:
          'Your current account is not eligible for Antigravity. Try signing in with another personal Google account.',
      }),
    ).toBe('auth_permanent');
  });
  it('leaves an eligibility refusal for a promotion unread as a credential verdict', () => {
    expect(
      reasonOf({ message: 'Your current account is not eligible for this promotion' }),
    ).not.toBe('auth_permanent');
  });
});
