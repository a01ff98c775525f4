/**
 * Rule group YA (session 79): the misses of held-out batches 2109–2123 that a general rule reads —
 * a thinking block's `signature: Field required` with the block's name masked out of the path, a
 * relay's 424 around Anthropic's thinking-block 400, "Not authorized, missing or invalid" and a
 * named model "is not available" under a 403 — each with the held line's wording, a second
 * rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe('a masked thinking signature "***.signature: Field required" (held h2111-bedrock-relay-signature-field-required, h390)', () => {
  it('reads the relay line under its 400, and the JSON body without a status, as thinking_signature', () => {
    expect(
      classified({
        status: 400,
        message:
          'param_error: Invalid param: InvokeModel: operation error Bedrock Runtime: InvokeModel, https response error StatusCode: 400, RequestID: 7ab8b61c, ValidationException: ***.***.***.***.***.signature: Field required (request id: 20251231112839608246939Bma4qMZE)',
      }),
    ).toEqual({
      reason: 'thinking_signature',
      rule: 'signature.thinking_signature_field_masked',
    });
    expect(
      reasonOf({
        message:
          '{"type":"error","error":{"type":"invalid_request_error","message":"messages.3.content.0.signature: Field required"}}',
      }),
    ).toBe('thinking_signature');
  });
  it('leaves a signature field with no content path, or another masked field, to the validation rule', () => {
    expect(ruleOf({ status: 400, message: 'body.signature: Field required' })).not.toBe(
      'signature.thinking_signature_field_masked',
    );
    expect(reasonOf({ status: 400, message: 'signature: Field required' })).toBe('format_error');
    expect(reasonOf({ status: 400, message: '***.***.content: Field required' })).toBe(
      'format_error',
    );
  });
});

describe("a relay's 424 around Anthropic's redacted_thinking 400 (held h2111-stepcode-redacted-data-424)", () => {
  it('reads the wrapped 400 as thinking_signature, in the body and in the message', () => {
    expect(
      classified({
        status: 424,
        body: {
          code: 424,
          msg: 'response error, status_code=400, error={"error":{"message":"***.***.content.135: Invalid `data` in `redacted_thinking` block (request id: 2026052712)","type":"<nil>"}} [trace_id=1e6e317b]',
          data: null,
        },
      }),
    ).toEqual({ reason: 'thinking_signature', rule: 'signature.thinking_signature' });
    expect(
      reasonOf({
        status: 424,
        message:
          'upstream error: status 400 invalid_request_error: messages.1.content.0: Invalid `signature` in `thinking` block',
      }),
    ).toBe('thinking_signature');
  });
  it("leaves a 424 without the upstream's 400 shown, and a container's own 424, to the 424 rules", () => {
    expect(
      ruleOf({ status: 424, message: 'Invalid `data` in `redacted_thinking` block' }),
    ).not.toBe('signature.thinking_signature');
    expect(
      reasonOf({
        status: 424,
        message: 'An error occurred while streaming the response. Retry your request.',
      }),
    ).toBe('server_error');
  });
});

describe('"Not authorized, missing or invalid" (held h2116-muapi-sora-403-not-authorized)', () => {
  it('reads it under a 403, a 401 and with no status as auth_permanent', () => {
    expect(classified({ status: 403, message: 'Not authorized, missing or invalid' })).toEqual({
      reason: 'auth_permanent',
      rule: 'status.403.not_authorized_missing_or_invalid',
    });
    expect(ruleOf({ status: 401, message: 'Not authorized: token invalid or missing' })).toBe(
      'status.401.not_authorized_missing_or_invalid',
    );
    expect(ruleOf({ message: 'Not authorized - missing or invalid' })).toBe(
      'message.not_authorized_missing_or_invalid',
    );
  });
  it('leaves a bare "Not authorized", an expired token and a missing parameter to other rules', () => {
    expect(reasonOf({ status: 403, message: 'Not authorized' })).toBe('auth');
    expect(
      reasonOf({
        status: 401,
        message: 'Not authorized, token is missing or invalid, it may have expired',
      }),
    ).toBe('auth');
    expect(reasonOf({ status: 400, message: 'Required parameter prompt missing or invalid' })).toBe(
      'format_error',
    );
  });
});

describe('a named model "is not available" under a 403 (held h2116-runway-model-variant-not-available)', () => {
  it('reads the model variant and a backticked model id as model_not_found', () => {
    expect(
      classified({
        status: 403,
        body: { error: 'Model variant gen3_alphaturbo is not available' },
        message: "Error code: 403 - {'error': 'Model variant gen3_alphaturbo is not available'}",
        name: 'PermissionDeniedError',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'status.403.named_model_not_available' });
    expect(ruleOf({ status: 403, message: 'The model `gen4_turbo` is not available.' })).toBe(
      'status.403.named_model_not_available',
    );
  });
  it('leaves an account or plan after it, and authentication words beside it, to the 403', () => {
    expect(
      reasonOf({ status: 403, message: 'Model gpt-4 is not available for your account' }),
    ).toBe('auth');
    expect(
      reasonOf({ status: 403, message: 'Permission denied: model gpt-4 is not available' }),
    ).toBe('auth');
    expect(ruleOf({ status: 403, message: 'This model is not available in your region.' })).toBe(
      'status.403.model_region',
    );
  });
});
