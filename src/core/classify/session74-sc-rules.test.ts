/**
 * Rule group SC's rules (session 74): the misses of held-out batches 1882–1895 read by a general
 * rule, each with the held line's wording, a second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../../test/support/classified.js';

describe("OpenAI's image prompt cap (held h1882-openai-image-prompt-length-1000)", () => {
  const held =
    'Prompt must be length 1000 or less. Your prompt length is 1192. Please reduce your prompt length.';
  it('reads the stated cap as a prompt to shorten', () => {
    expect(reasonOf({ status: 400, message: held, name: 'BadRequestError' })).toBe(
      'context_overflow',
    );
  });
  it('reads it in the SDK wrapper without a status, and the first sentence alone in capitals', () => {
    expect(
      reasonOf({
        message: `Error code: 400 - {'error': {'code': None, 'message': 'Prompt must be length 4000 or less. Your prompt length is 5120. Please reduce your prompt length.', 'param': None}}`,
      }),
    ).toBe('context_overflow');
    expect(
      reasonOf({
        status: 400,
        body: { error: { message: 'PROMPT MUST BE LENGTH 1000 OR LESS.' } },
      }),
    ).toBe('context_overflow');
  });
  it('leaves a prompt length stated without the cap or the advice to the 400', () => {
    expect(reasonOf({ status: 400, message: 'Your prompt length is 20 characters.' })).toBe(
      'format_error',
    );
  });
});

describe("LiteLLM's mid-stream chunk failure (held h1886-openai-litellm-responses-created-event-validation, h1066)", () => {
  const held =
    'litellm.exceptions.MidStreamFallbackError: litellm.ServiceUnavailableError: litellm.MidStreamFallbackError: litellm.APIConnectionError: APIConnectionError: OpenAIException - Error receiving chunk from stream: 1 validation error for ResponseCreatedEvent';
  it('reads the broken stream as a server error, not the wrapper class as capacity', () => {
    expect(reasonOf({ message: held, name: 'MidStreamFallbackError' })).toBe('server_error');
  });
  it('reads it under the 503 LiteLLM sends it with, and in capitals', () => {
    expect(
      reasonOf({
        status: 503,
        message:
          "litellm.ServiceUnavailableError: Error receiving chunk from stream: Response.aiter_text() got an unexpected keyword argument 'encoding'",
      }),
    ).toBe('server_error');
    expect(reasonOf({ message: held.toUpperCase() })).toBe('server_error');
  });
  it("leaves LiteLLM's other ServiceUnavailableError lines to capacity", () => {
    expect(
      reasonOf({
        message: 'litellm.ServiceUnavailableError: OpenAIException - The server is overloaded',
      }),
    ).toBe('overloaded');
    expect(
      reasonOf({ status: 503, message: 'litellm.ServiceUnavailableError: MidStreamFallbackError' }),
    ).toBe('overloaded');
  });
});

describe('an HTTP status line the parser could not read (held h1886-openrouter-cf-gateway-403-invalid-response-body-parse)', () => {
  const held =
    '403 Invalid response body while trying to fetch https://gateway.ai.cloudflare.com/v1/e79a23f4/openrouter/openrouter/chat/completions: Parse Error: Expected HTTP/';
  it('reads the unparsed answer as the transport under the printed 403', () => {
    expect(reasonOf({ status: 403, message: held })).toBe('timeout');
  });
  it('reads it without the status and from another client', () => {
    expect(reasonOf({ message: held })).toBe('timeout');
    expect(
      reasonOf({
        status: 403,
        message:
          'request to https://api.openai.com/v1/chat/completions failed, reason: Parse Error: Expected HTTP/',
      }),
    ).toBe('timeout');
  });
  it("leaves a 403 whose body was cut (a WAF's premature close, held auth) and a bare 403 to the key", () => {
    expect(
      reasonOf({
        status: 403,
        message:
          '403 Invalid response body while trying to fetch https://xxx.example.com/v1/chat/completions: Premature close',
      }),
    ).toBe('auth');
    expect(reasonOf({ status: 403, message: 'Forbidden' })).toBe('auth');
  });
});

describe("Bedrock's internal error inside a frame a schema refused (held h1886-bedrock-anthropic-exception-frame-error-string-typevalidation)", () => {
  const body = {
    type: 'error',
    error:
      '{"message":"The system encountered an unexpected error during processing. Try your request again."}',
  };
  it("reads Bedrock's words, not the client's schema complaint", () => {
    expect(
      reasonOf({
        body,
        message: 'Invalid input: expected object, received string',
        name: 'AI_TypeValidationError',
      }),
    ).toBe('server_error');
  });
  it("reads them inside the AI SDK's full validation message too", () => {
    expect(
      reasonOf({
        message:
          'AI_TypeValidationError: Type validation failed: Value: {"type":"error","error":"{\\"message\\":\\"The system encountered an unexpected error during processing. Try your request again.\\"}"}. Error message: Invalid input: expected object, received string',
      }),
    ).toBe('server_error');
  });
  it('leaves the first sentence without its invitation, and a transport failure beside it, alone', () => {
    expect(
      reasonOf({
        body: {
          type: 'error',
          error: '{"message":"The system encountered an unexpected error during processing."}',
        },
        message: 'Invalid input: expected object, received string',
      }),
    ).not.toBe('server_error');
    expect(
      reasonOf({
        message:
          'connect ECONNREFUSED 127.0.0.1:443 — The system encountered an unexpected error during processing. Try your request again.',
      }),
    ).toBe('timeout');
  });
  it('leaves the schema complaint alone to the validation words', () => {
    expect(
      reasonOf({
        message: 'Invalid input: expected object, received string',
        name: 'AI_TypeValidationError',
      }),
    ).toBe('format_error');
  });
});

describe('an AWS credential never found or refreshed (held h1887 Bedrock lines)', () => {
  it("reads aws-sdk-go-v2's failed SSO refresh, the anthropic SDK's and botocore's missing credential", () => {
    expect(
      reasonOf({
        message:
          'Error processing message: LLM call failed after retries: bedrock converse: operation error Bedrock Runtime: Converse, get identity: get credentials: failed to refresh cached credentials, refresh cached SSO token failed...',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message: 'RuntimeError: could not resolve credentials from session',
        name: 'RuntimeError',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({
        message: "AttributeError: 'NoCredentialsError' object has no attribute 'response'",
        name: 'AttributeError',
        cause: { name: 'NoCredentialsError' },
      }),
    ).toBe('auth_permanent');
  });
  it('reads them in capitals and beside the usual botocore words', () => {
    expect(reasonOf({ message: 'RUNTIMEERROR: COULD NOT RESOLVE CREDENTIALS FROM SESSION' })).toBe(
      'auth_permanent',
    );
    expect(
      reasonOf({ message: 'botocore.exceptions.NoCredentialsError: Unable to locate credentials' }),
    ).toBe('auth_permanent');
  });
  it('leaves an SSO refresh the network broke, and an expired token, to their own readings', () => {
    expect(
      reasonOf({
        message:
          'get credentials: failed to refresh cached credentials, refresh cached SSO token failed, unable to refresh SSO token, operation error SSO OIDC: CreateToken, https response error StatusCode: 0, request send failed, Post "https://oidc.us-east-1.amazonaws.com/token": dial tcp: lookup oidc.us-east-1.amazonaws.com: no such host',
      }),
    ).toBe('timeout');
    expect(reasonOf({ message: 'The security token included in the request is expired' })).toBe(
      'auth',
    );
  });
});

describe("Google's metadata server without a service account (held h1888 Colab lines)", () => {
  const held =
    'Failed to retrieve http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/?recursive=true from the Google Compute Engine metadata service. Status: 404';
  it('reads the 404 as no credential on this host', () => {
    expect(reasonOf({ message: held })).toBe('auth');
  });
  it("reads google-auth's TransportError form and a status kept beside it", () => {
    expect(
      reasonOf({
        message: `google.auth.exceptions.TransportError: ("${held} Response:\\nb''", <google.auth.transport.requests._Response object at 0x7d1ba77c4f40>)`,
        name: 'TransportError',
      }),
    ).toBe('auth');
    expect(reasonOf({ status: 404, message: `${held} Response: b'Not Found'` })).toBe('auth');
  });
  it("leaves the metadata server's own failure and a model's 404 alone", () => {
    expect(
      reasonOf({ message: held.replace('Status: 404', "Status: 500 Response: b'Internal error'") }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 404,
        message:
          'Publisher Model `projects/x/locations/us-central1/publishers/google/models/gemini-9` not found.',
      }),
    ).toBe('model_not_found');
  });
});

describe("the Codex backend's 404 Unknown error without a ray id (held h1892-openai-codex-404-unknown-error-responses-akx)", () => {
  const held =
    'unexpected status 404 Not Found: Unknown error, url: https://chatgpt.com/backend-api/codex/responses';
  it("reads the fixed endpoint's 404 as the service's failure", () => {
    expect(reasonOf({ status: 404, message: held })).toBe('server_error');
  });
  it('reads it without the status and with a request id after it', () => {
    expect(reasonOf({ message: held })).toBe('server_error');
    expect(reasonOf({ status: 404, message: `${held}, request id: 01a067c1-fa5d` })).toBe(
      'server_error',
    );
  });
  it('leaves a configured base URL to the URL', () => {
    expect(
      reasonOf({
        status: 404,
        message:
          'unexpected status 404 Not Found: Unknown error, url: https://api.deepseek.com/responses',
      }),
    ).toBe('format_error');
  });
});

describe('a failed refresh sent as a 410 (held h1895-anthropic-claude-cli-410-oauth-session-expired)', () => {
  it('reads the failed login, not a retired model', () => {
    expect(
      reasonOf({
        status: 410,
        message: 'OAuth session expired and could not be refreshed',
        code: 'session_expired',
      }),
    ).toBe('auth_permanent');
  });
  it('reads it with a prefix and without the code', () => {
    expect(
      reasonOf({
        status: 410,
        message: 'Failed to authenticate: OAuth session expired and could not be refreshed',
      }),
    ).toBe('auth_permanent');
  });
  it("leaves a 410's retired model, a bare 410 and a refresh the server's outage broke alone", () => {
    expect(
      reasonOf({ status: 410, message: 'The model `text-davinci-003` has been deprecated' }),
    ).toBe('model_not_found');
    expect(reasonOf({ status: 410, message: 'Gone' })).toBe('model_not_found');
    expect(
      reasonOf({
        status: 410,
        message: 'Token refresh failed: 503 Service Unavailable, try again later',
      }),
    ).not.toBe('auth_permanent');
  });
});
