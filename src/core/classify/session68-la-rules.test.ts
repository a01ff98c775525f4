/**
 * Rules written for the misses of held-out batches 1537–1551 (session 68, group LA), after the
 * batches had been scored without them, and for the vote-pinned missing `api_key` parameter the
 * session's retrain moved. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

const GOOGLE_NO_CREDENTIAL =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';

describe('a credential the request did not carry (auth_permanent)', () => {
  it("is Google's CREDENTIALS_MISSING 401 from Vertex AI (batch 1545)", () => {
    const result = classify({
      status: 401,
      body: {
        error: {
          code: 401,
          message: GOOGLE_NO_CREDENTIAL,
          status: 'UNAUTHENTICATED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'CREDENTIALS_MISSING',
              domain: 'googleapis.com',
            },
          ],
        },
      },
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.permanent_text');
  });
  it('is the same in the gRPC repr with no status, and in a client headline in upper case', () => {
    const grpc = classify({
      message: `_MultiThreadedRendezvous: <_MultiThreadedRendezvous of RPC that terminated with:\n\tstatus = StatusCode.UNAUTHENTICATED\n\tdetails = "${GOOGLE_NO_CREDENTIAL}"`,
      code: 'UNAUTHENTICATED',
    });
    expect(grpc.reason).toBe('auth_permanent');
    expect(grpc.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(
      classify({ message: `UNAUTHENTICATED: ${GOOGLE_NO_CREDENTIAL.toUpperCase()}` }).reason,
    ).toBe('auth_permanent');
  });
  it('is a credential named as the missing parameter of the Ark template (holdout-103 neighbour)', () => {
    const result = classify({
      message: 'The request failed because it is missing `api_key` parameter.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(
      classify({ status: 401, message: "Request rejected: missing 'access_token' parameter" })
        .reason,
    ).toBe('auth_permanent');
  });
  it('leaves a missing request parameter, missing scopes, and an expired OAuth token', () => {
    expect(
      classify({ message: 'The request failed because it is missing `input.status` parameter.' })
        .reason,
    ).toBe('format_error');
    expect(classify({ message: 'Missing required parameter: messages[0].content' }).reason).toBe(
      'format_error',
    );
    expect(
      classify({
        status: 403,
        message: 'Request had insufficient authentication scopes. Missing required scopes: x',
      }).reason,
    ).not.toBe('format_error');
    // Google's expired token (ErrorInfo reason ACCESS_TOKEN_EXPIRED, held h489: auth).
    expect(
      classify({
        status: 401,
        body: {
          error: {
            code: 401,
            message:
              'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
            status: 'UNAUTHENTICATED',
            details: [{ reason: 'ACCESS_TOKEN_EXPIRED', domain: 'googleapis.com' }],
          },
        },
      }).reason,
    ).toBe('auth');
  });
});
