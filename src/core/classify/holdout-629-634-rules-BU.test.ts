/**
 * Rules written for the misses of held-out batches 629–634 (session 48, group BU), after the
 * batches had been scored without them: Cursor's wrapper around a relay's own body, a relay code
 * that names no status, and a relay's verdict that every upstream failed. Each client's real wording
 * (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function cursorWrapper(status: number, body: unknown) {
  return {
    status,
    body: {
      error: {
        type: 'provider',
        reason: 'provider_error',
        message: `Provider returned ${status}`,
        retryable: true,
        provider: { status, body },
      },
    },
  };
}

const INNER_INVALID = JSON.stringify({
  error: {
    message: 'field messages is required (request id: 20251218113048573364382ehA5VS3S)',
    type: 'rix_api_error',
    param: '',
    code: 'invalid_request',
  },
});

// err.dmxapi.cn/detail.php?id=1273: Cursor's "Provider returned 500" over the relay's own body.
describe("Cursor's wrapper around the upstream's body", () => {
  it("reads the relay's invalid_request inside it (batch 634)", () => {
    const result = classify(cursorWrapper(500, INNER_INVALID));
    expect(result.reason).toBe('format_error');
    // Session 65, group RY: this wording is now read first by group IC's FIELD_MESSAGES_REQUIRED
    // (held "field messages is required" format_error 4 of 4, batch 634's line among them); the same
    // answer. The relay's code alone still decides for another message (next case).
    expect(result.explain.at(-1)?.rule).toBe('status.500.field_messages_required');
    // The trace names where the upstream's words were read, not OpenRouter's `metadata.raw`.
    expect(result.explain[0]?.matched).toContain('body.error.provider.body');
  });
  it("reads the relay's invalid_request code around another message (invented)", () => {
    const inner = INNER_INVALID.replace('field messages is required', 'field model is required');
    const result = classify(cursorWrapper(500, inner));
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.invalid_request_code');
  });
  it('reads the body kept as an object the same (invented)', () => {
    expect(classify(cursorWrapper(500, JSON.parse(INNER_INVALID))).reason).toBe('format_error');
  });
  it("leaves the wrapper's 500 with the upstream's own server fault alone (invented)", () => {
    const body = JSON.stringify({
      error: { message: 'Internal server error', code: 'invalid_request' },
    });
    expect(classify(cursorWrapper(500, body)).reason).toBe('server_error');
    expect(classify(cursorWrapper(500, '')).reason).toBe('server_error');
  });
});

// err.dmxapi.cn/detail.php?id=1257: the relay code with an empty message and no status.
describe("a relay's bad_response_status_code with nothing else", () => {
  const body = {
    error: { message: '', type: 'rix_api_error', param: '', code: 'bad_response_status_code' },
  };
  it('is unknown, not voted on (batch 634)', () => {
    const result = classify({ body, message: `Error: ${JSON.stringify(body)}` });
    expect(result.reason).toBe('unknown');
    expect(result.explain.at(-1)?.rule).toBe('message.relay_status_code_only');
  });
  it('reads the body alone the same (invented)', () => {
    expect(classify({ body }).reason).toBe('unknown');
  });
  it('leaves the code with a status, or with words, to them (invented)', () => {
    expect(classify({ status: 500, body }).reason).toBe('server_error');
    expect(classify({ body: { error: { ...body.error, param: '429' } } }).reason).not.toBe(
      'unknown',
    );
    // new-api and one-api put the upstream's status in `param` (held newapi-upstream-524, one-api's 502).
    for (const param of ['502', '524']) {
      const relayed = { error: { ...body.error, type: 'upstream_error', param } };
      expect(classify({ body: relayed }).reason).toBe('server_error');
    }
    const worded = { error: { ...body.error, message: 'Rate limit reached for requests' } };
    expect(classify({ body: worded }).reason).toBe('rate_limit');
  });
});

// fastapi.pro/guide/errcode.html: the relay's own verdict after every upstream for the model failed.
describe("a relay's verdict that every upstream failed", () => {
  it('is a server error (batch 634)', () => {
    const result = classify({ message: 'All model agent error.', code: 'fastapi_error' });
    expect(result.reason).toBe('server_error');
    expect(result.explain.at(-1)?.rule).toBe('message.server_error');
  });
  it("reads other relays' renderings the same (invented)", () => {
    expect(classify({ message: 'all upstream channels failed' }).reason).toBe('server_error');
    expect(classify({ message: 'Error: All providers failed.' }).reason).toBe('server_error');
  });
  it("leaves TensorZero's headline over each provider's own error to it (held h157, h194)", () => {
    const result = classify({
      message:
        'All variants failed with errors: glm: All model providers failed to infer with errors: ollama1: Inference stream closed',
    });
    expect(result.explain.at(-1)?.rule).not.toBe('message.server_error');
  });
});
