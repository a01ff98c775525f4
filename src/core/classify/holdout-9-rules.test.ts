/**
 * The rules the ninth held-out batch prompted (docs/classifier.md, "Batches 9–11"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const AWS_BODY =
  "1 validation error detected: Value at 'body' failed to satisfy constraint: Member must have length less than or equal to 25000000";

describe("AWS's length constraint on the request body is a size refusal", () => {
  checkReasons([
    [
      'Bedrock InvokeModel through boto3 (400)',
      {
        status: 400,
        name: 'ValidationException',
        message: `An error occurred (ValidationException) when calling the InvokeModel operation: ${AWS_BODY}`,
      },
      'payload_too_large',
    ],
    ['the same without a status', { message: AWS_BODY }, 'payload_too_large'],
    [
      'a JSON body with the payload named in double quotes',
      {
        status: 400,
        body: {
          message:
            'Value at "payload" failed to satisfy constraint: Member must have length less than or equal to 6291456',
        },
      },
      'payload_too_large',
    ],
    [
      'a length constraint on a field of the request (not the body) stays validation',
      {
        status: 400,
        message:
          "1 validation error detected: Value at 'messages.1.member.content' failed to satisfy constraint: Member must have length less than or equal to 100",
      },
      'format_error',
    ],
    [
      'a pattern constraint on the body stays validation',
      {
        status: 400,
        message:
          "1 validation error detected: Value at 'body' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\s\\S]*",
      },
      'format_error',
    ],
  ]);
});

describe('an auth header in the wrong format is a credential that can never work', () => {
  checkReasons([
    [
      'DeepSeek 401 through Continue',
      {
        status: 401,
        message: '401 Authentication Fails (auth header format should be Bearer sk-...)',
      },
      'auth_permanent',
    ],
    [
      'the same without a status',
      { message: 'Authentication Fails (auth header format should be Bearer sk-...)' },
      'auth_permanent',
    ],
    [
      'a gateway: the Authorization header must be Bearer',
      {
        status: 401,
        body: { error: { message: "Authorization header must be 'Bearer <token>'" } },
      },
      'auth_permanent',
    ],
    [
      'a malformed Authorization header',
      { status: 401, body: { error: { message: 'Authorization header is malformed' } } },
      'auth_permanent',
    ],
    [
      'an expired session on the same endpoint stays refreshable',
      { status: 401, message: '401 Authentication Fails (session expired, please log in again)' },
      'auth',
    ],
    [
      'a 400 about another header is a request fault',
      { status: 400, body: { error: { message: 'x-request-id header format is invalid' } } },
      'format_error',
    ],
  ]);
});

describe('a model that was removed (retired on a date)', () => {
  checkReasons([
    [
      "Cohere's retirement wording without a status",
      { message: "model 'command-r-plus' was removed on September 15, 2025" },
      'model_not_found',
    ],
    [
      "Cohere's 404 body only",
      {
        body: {
          id: 'b078a1f9',
          message:
            "model 'command' was removed on September 15, 2025. See https://docs.cohere.com/docs/models#command for a list of models you can use instead.",
        },
      },
      'model_not_found',
    ],
    [
      'a model that has been removed, end of sentence',
      { message: 'The model `gpt-4-32k` has been removed.' },
      'model_not_found',
    ],
    [
      'removed as of a date, on a 400',
      {
        status: 400,
        body: { message: "model 'embed-v2' was removed as of 2025-09-15; use embed-v4.0" },
      },
      'model_not_found',
    ],
    [
      'a model field removed from the request is a request fault',
      {
        status: 400,
        body: {
          error: { message: "the 'model' field was removed from the request body by the proxy" },
        },
      },
      'format_error',
    ],
    [
      "a model's output removed by moderation is no missing model",
      { message: "The model's output was removed because it was flagged by moderation" },
      'content_policy',
    ],
  ]);
});

describe('without a status, a TLS failure beats an SDK server-error class', () => {
  const litellm =
    'litellm.InternalServerError: AnthropicException - [SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate in certificate chain (_ssl.c:1000)';
  checkReasons([
    [
      "litellm's InternalServerError around a certificate failure",
      { name: 'InternalServerError', message: litellm },
      'timeout',
    ],
    [
      'a server-error code around a TLS handshake failure',
      {
        body: {
          error: {
            code: 'internal_error',
            message: 'upstream TLS handshake failed: wrong version number',
          },
        },
      },
      'timeout',
    ],
    [
      // Was `server_error` ("the status decides") until session 32's group H: a relay's 500 around its
      // own certificate-verification failure never reached the provider, as APISIX's 500 of batch 271
      // (`RELAY_CERT_VERIFY_FAILED`); no held line has such a 500 as a server fault.
      'a 500 around the same certificate failure is the relay never reaching the provider',
      { status: 500, name: 'InternalServerError', message: litellm },
      'timeout',
    ],
    [
      'a 500 that mentions SSL without a verification verdict stays a server error',
      {
        status: 500,
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: AnthropicException - SSL context created; upstream returned 500',
      },
      'server_error',
    ],
    [
      'the class around a server fault stays a server error',
      {
        name: 'InternalServerError',
        message:
          'litellm.InternalServerError: The server had an error while processing your request.',
      },
      'server_error',
    ],
  ]);

  it('httpx RemoteProtocolError is a disconnect, not TLS ("eproto" inside the class name)', () => {
    const error = errorFromDescriptor({
      name: 'RemoteProtocolError',
      message: 'httpx.RemoteProtocolError: Server disconnected without sending a response.',
    });
    const small = classifyError(error);
    expect([small.reason, small.category]).toEqual(['timeout', 'transport.reset']);
    const large = classifyError(error, { approxTokens: 150_000, contextLength: 200_000 });
    expect(large.reason).toBe('context_overflow');
    const eproto = classifyError(
      errorFromDescriptor({ message: 'write EPROTO 1234:error:0A00010B:SSL routines' }),
    );
    expect([eproto.reason, eproto.category]).toEqual(['timeout', 'transport.ssl_cert']);
  });
});

describe('a status kept only in text: "a status code of N"', () => {
  checkReasons([
    [
      "Dio's validateStatus text",
      {
        name: 'GeminiException',
        message:
          'GeminiException => This exception was thrown because the response has a status code of 503 and RequestOptions.validateStatus was configured to throw for this status code.',
      },
      'overloaded',
    ],
    ['a status code of 429', { message: 'request failed with a status code of 429' }, 'rate_limit'],
    [
      'no number after "status code of" names no status',
      { message: 'could not read the status code of the upstream response' },
      'unknown',
    ],
  ]);
});

describe("an aggregator's rate-limit code around its upstream's limit", () => {
  checkReasons([
    [
      'OpenCode Go body only (provider_rate_limit_exceeded)',
      {
        body: {
          error: {
            message: 'Error from provider (Console Go): Provider rate limit exceeded',
            type: 'rate_limit_error',
            code: 'provider_rate_limit_exceeded',
          },
        },
      },
      'upstream_rate_limit',
    ],
    [
      'rate_limit_exceeded around "Upstream request failed"',
      {
        body: {
          code: 'rate_limit_exceeded',
          type: 'rate_limit_error',
          message:
            'Error from provider (Console Go): Upstream request failed: [rate_limit_exceeded] Rate limit exceeded. Please retry after a brief wait.',
        },
      },
      'upstream_rate_limit',
    ],
    [
      'our own rate limit code stays a rate limit',
      {
        body: {
          error: {
            code: 'rate_limit_exceeded',
            message: 'Rate limit reached for gpt-4o in organization org-x on requests per min.',
          },
        },
      },
      'rate_limit',
    ],
  ]);
});
