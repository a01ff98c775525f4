/**
 * Rules written for the misses of held-out batches 1464–1484 (session 66, group JG), after the
 * batches had been scored without them: a request map's "Invalid key in 'logit_bias'", a model
 * "fully deprecated and no longer available" under a 5xx, and Home Assistant's "Failed setup, will
 * retry:" before a refused token refresh. Each wording from the batch line named, a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("\"Invalid key in '<field>'\" is a request map's key, not an API key", () => {
  it('is the request under a 400 (OpenAI-API-dotnet, batch 1479)', () => {
    expect(
      classify({
        status: 400,
        body: {
          error: {
            message:
              "Invalid key in 'logit_bias': AI. You should only be submitting non-negative integers.",
            type: 'invalid_request_error',
            param: 'logit_bias',
            code: null,
          },
        },
        name: 'System.Net.Http.HttpRequestException',
      }).reason,
    ).toBe('format_error');
  });
  it('is no key verdict without a status either (go-openai, batch 1479)', () => {
    expect(
      classify({
        message:
          "Invalid key in 'logit_bias':  You. You should only be submitting non-negative integers.",
      }).reason,
    ).not.toBe('auth_permanent');
  });
  it('leaves an invalid key said alone, and an invalid API key', () => {
    expect(classify({ status: 401, message: 'invalid key' }).reason).toBe('auth_permanent');
    expect(classify({ message: 'Invalid API key in request header' }).reason).toBe(
      'auth_permanent',
    );
    expect(classify({ status: 403, message: 'Invalid subscription key.' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe('a model "deprecated and no longer available" under a 5xx (model_not_found)', () => {
  it("is the model under xAI's 500 (SillyTavern, batch 1466)", () => {
    expect(
      classify({
        status: 500,
        message:
          '`grok-2-image-1212` has been fully deprecated and is no longer available as of 2/24/2025. Please use `grok-imagine-image` instead.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('is the model under a relay 502 with the word model before it', () => {
    expect(
      classify({
        status: 502,
        message: 'The model associated with the deployment is deprecated and no longer available.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a retired feature, and a 500 that asks for a retry', () => {
    expect(
      classify({
        status: 500,
        message: 'Live search has been deprecated and is no longer available.',
      }).reason,
    ).toBe('server_error');
    expect(
      classify({
        status: 500,
        message:
          '`grok-2-image-1212` has been deprecated and is no longer available. An internal error has occurred, please retry.',
      }).reason,
    ).toBe('server_error');
  });
});

describe('Home Assistant\'s "Failed setup, will retry:" before a refused refresh (auth_permanent)', () => {
  it('is the dead login under a 400 (hass-claude-usage, batch 1469)', () => {
    expect(
      classify({ status: 400, message: 'Failed setup, will retry: Token refresh failed (400)' })
        .reason,
    ).toBe('auth_permanent');
  });
  it('is the dead login without a status, refused with a 401', () => {
    expect(
      classify({ message: 'Failed setup, will retry: Token refresh failed (401)' }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a refresh that met a server error, and a provider that says to retry', () => {
    expect(
      classify({ message: 'Failed setup, will retry: Token refresh failed (503)' }).reason,
    ).not.toBe('auth_permanent');
    expect(
      classify({
        message: 'Failed setup, will retry: Token refresh failed (400), please try again later',
      }).reason,
    ).not.toBe('auth_permanent');
  });
});

describe('OkHttp\'s "Unexpected response code for CONNECT" is the proxy\'s (timeout)', () => {
  it('is the proxy tunnel without a status (asleepyfish chatgpt, batch 1470)', () => {
    expect(
      classify({
        message:
          'answer failed 1 times, the error message is: java.io.IOException: Unexpected response code for CONNECT: 400',
        name: 'java.io.IOException',
      }).reason,
    ).toBe('timeout');
  });
  it('is the proxy tunnel for a 407 too', () => {
    expect(
      classify({ message: 'java.io.IOException: Unexpected response code for CONNECT: 407' })
        .reason,
    ).toBe('timeout');
  });
  it("leaves the provider's own status field and a plain unexpected response code", () => {
    expect(
      classify({
        status: 401,
        message: 'Unexpected response code for CONNECT: 400. Incorrect API key provided.',
      }).reason,
    ).not.toBe('timeout');
    expect(classify({ status: 400, message: 'Unexpected response code: 400' }).reason).toBe(
      'format_error',
    );
  });
});

describe("reqwest's connect failure under an app's status in the text (timeout)", () => {
  it("is the connection under bionic-gpt's 422 (batch 1470)", () => {
    expect(
      classify({
        message:
          'response="status = 422 Unprocessable Entity, message = error sending request for url (http://local-ai:8080/v1/embeddings): error trying to connect: dns error: failed to lookup address information: Try again"',
      }).reason,
    ).toBe('timeout');
  });
  it('is the connection under a 400 in the text, refused by the host', () => {
    expect(
      classify({
        message:
          'HTTP 400 Bad Request: error sending request for url (http://localhost:11434/api/chat): error trying to connect: tcp connect error: Connection refused (os error 111)',
      }).reason,
    ).toBe('timeout');
  });
  it("leaves a status field of the error's own, and the upstream's words without reqwest's", () => {
    expect(
      classify({
        status: 422,
        message:
          'error sending request for url (http://local-ai:8080/v1/embeddings): error trying to connect: dns error',
      }).reason,
    ).not.toBe('timeout');
    expect(
      classify({ message: 'status = 422 Unprocessable Entity, message = input is too long' })
        .reason,
    ).not.toBe('timeout');
  });
});

describe('Bedrock\'s "extraneous key [x] is not permitted" under a 5xx (format_error)', () => {
  it("is the request under LiteLLM's 500 (batch 1476)", () => {
    expect(
      classify({ status: 500, message: 'extraneous key [include_usage] is not permitted' }).reason,
    ).toBe('format_error');
  });
  it("is the request under a relay's 502 in Bedrock's full wording", () => {
    expect(
      classify({
        status: 502,
        message:
          'Malformed input request: #/messages/3/content/0: extraneous key [cache_control] is not permitted, please reformat your input and try again.',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves a plain 500 and one that speaks of capacity', () => {
    expect(classify({ status: 500, message: 'Internal server error' }).reason).toBe('server_error');
    expect(
      classify({
        status: 503,
        message:
          'extraneous key [stream] is not permitted. The service is overloaded, please try again later.',
      }).reason,
    ).not.toBe('format_error');
  });
});

describe("a client's stock connectivity advice after a provider's body (format_error)", () => {
  it("is the provider's request error (SystemSculpt transcription, batch 1464)", () => {
    expect(
      classify({
        body: {
          error: {
            message: 'The audio file could not be decoded or its format is not supported.',
            type: 'invalid_request error',
            param: null,
            code: null,
          },
        },
        message:
          'Error generating transcription: Transcription failed with response: {"error": {"message": "The audio file could not be decoded or its format is not supported.", "type": "invalid_request error", "param": null, "code": null}. Please check your internet connection and try again.',
      }).reason,
    ).toBe('format_error');
  });
  it('is the request error with the standard type spelling', () => {
    expect(
      classify({
        body: { error: { message: 'Invalid file format.', type: 'invalid_request_error' } },
        message:
          'Request failed: Invalid file format. Please check your internet connection and try again.',
      }).reason,
    ).toBe('format_error');
  });
  it('leaves the advice alone without a body, and a real transport failure beside it', () => {
    expect(
      classify({
        message: 'Request failed. Please check your internet connection and try again.',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        body: { error: { message: 'Bad request', type: 'invalid_request error' } },
        message:
          'Request failed: ECONNRESET socket hang up. Please check your internet connection and try again.',
      }).reason,
    ).toBe('timeout');
  });
});
