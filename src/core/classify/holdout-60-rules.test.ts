/**
 * Rules from held-out batch 60 (a natural sample; docs/classifier.md, "Batch 60"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped), and a request
 * that cannot succeed retried as it is.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe("a new-api relay's token allowance used up is billing, also on a 401", () => {
  checkReasons([
    [
      "DMXAPI's 401 through google-genai (RemainCount = 0)",
      {
        status: 401,
        message:
          "google.genai.errors.ClientError: 401 None. {'error': {'code': '', 'message': '[sk-Ab1***Yz9] Token count has been exhausted token.RemainCount = 0 (request id: 2025122209173082206299)', 'type': 'rix_api_error'}}",
      },
      'billing',
    ],
    [
      "the relay's 401 body (RemainQuota = 0), status only in the client's text",
      {
        message:
          "status_code: 401, body: {'error': {'code': '', 'message': '[sk-Ab1***Yz9] Token amount has been exhausted token.RemainQuota = 0', 'type': 'rix_api_error'}}",
      },
      'billing',
    ],
    [
      "new-api's own body, no status",
      {
        body: {
          error: {
            message: 'Token quota has been exhausted token.RemainQuota = 0',
            type: 'new_api_error',
          },
        },
      },
      'billing',
    ],
    [
      "Google's 429 RESOURCE_EXHAUSTED stays a window",
      { status: 429, message: '429 Resource has been exhausted (e.g. check quota).' },
      'rate_limit',
    ],
    [
      'a 401 token that has expired stays refreshable',
      { status: 401, body: { error: { message: 'Token has expired', type: 'new_api_error' } } },
      'auth',
    ],
    [
      'a remaining quota other than 0 is no used-up allowance',
      { status: 401, message: 'Unauthorized: token.RemainQuota = 0.5 left, session expired' },
      'auth',
    ],
  ]);
});

describe('a new-api fork\'s 401 "Invalid token" (its own error type) is a dead key', () => {
  checkReasons([
    [
      "DMXAPI's rix_api_error inside an editor's message, with the status",
      {
        status: 401,
        message:
          '[OPENAI] 401 Invalid Token (request id: 2025122418414065159807)\n{"message":"401 Invalid Token (request id: 2025122418414065159807)","status":401,"modelId":"gpt-5.2-codex","providerId":"openai","details":{"code":"","message":"Invalid Token (request id: 2025122418414065159807)","type":"rix_api_error"}}',
      },
      'auth_permanent',
    ],
    [
      'the same message without its status field',
      {
        message:
          '[OPENAI] 401 Invalid Token (request id: 2025122418414065159807)\n{"message":"401 Invalid Token","status":401,"details":{"code":"","message":"Invalid Token","type":"rix_api_error"}}',
      },
      'auth_permanent',
    ],
    [
      "APIYI's shell_api_error body",
      {
        status: 401,
        body: { error: { message: 'Invalid token (request id: 2025)', type: 'shell_api_error' } },
      },
      'auth_permanent',
    ],
    [
      "a provider's OAuth 401 invalid token (no relay type) stays refreshable",
      { status: 401, body: { error: { message: 'Invalid token', type: 'invalid_request_error' } } },
      'auth',
    ],
    [
      'a relay-typed invalid token said to have expired stays refreshable',
      {
        status: 401,
        body: { error: { message: 'Invalid token: token has expired', type: 'rix_api_error' } },
      },
      'auth',
    ],
    [
      "another error type that only ends like the relays' is no relay's",
      {
        status: 401,
        body: { error: { message: 'Invalid token', type: 'matrix_api_error' } },
      },
      'auth',
    ],
  ]);
});
