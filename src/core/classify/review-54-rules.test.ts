/**
 * The closing review of session 54's rules (groups DC–DK): each rule narrowed to its evidence,
 * with the real wording it was written for and the neighbour it had taken.
 */
import { describe, expect, it } from 'vitest';
import { ruleOf } from '../../../test/support/classified.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function reasonOf(descriptor: Record<string, unknown>): string {
  return classify(descriptor).reason;
}

describe("a 403's model-access code (Flow's Veo models, batch 885)", () => {
  it('names the model when the words say only that permission was refused', () => {
    const result = classify({
      status: 403,
      message: 'The caller does not have permission',
      code: 'PUBLIC_ERROR_MODEL_ACCESS_DENIED',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access_code');
  });
  it('leaves a key the words call dead to the key', () => {
    expect(
      reasonOf({
        status: 403,
        message: 'Your API key has been suspended',
        code: 'key_model_access_denied',
      }),
    ).toBe('auth_permanent');
  });
});

describe("a provider key not set (Manifest M100 and a gateway's 402, batches 895 and 896)", () => {
  it('reads an API key, or a key "connected", not yet there', () => {
    expect(reasonOf({ message: '[Manifest M100] No anthropic API key yet. Add one here' })).toBe(
      'auth_permanent',
    );
    expect(
      reasonOf({ status: 402, message: 'No anthropic key connected. Add one in your dashboard.' }),
    ).toBe('auth_permanent');
  });
  it('leaves any other key "configured" to its status', () => {
    expect(reasonOf({ status: 400, message: 'Table has no primary key configured' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 500, message: 'No encryption key configured' })).toBe('server_error');
    expect(reasonOf({ status: 402, message: 'No license key configured' })).toBe('billing');
  });
});

describe('an invalid or expired key or authorization (batches 885, 891, 896)', () => {
  it('reads the key and the authorization said so on their own', () => {
    expect(reasonOf({ status: 401, message: 'Invalid or expired API key' })).toBe('auth');
    expect(reasonOf({ message: 'Authorization has expired' })).toBe('auth');
  });
  it('leaves a key of something else and a payment authorization alone', () => {
    expect(
      reasonOf({ status: 400, message: 'Invalid or expired key provided for pagination' }),
    ).toBe('format_error');
    // Only the rules are pinned here: which reason the word vote gives a card's authorization is
    // the vote's (retrained each session), not these rules'.
    const card = {
      status: 400,
      message: 'The payment authorization has expired. Please update your card.',
    };
    expect(ruleOf(card)).not.toBe('message.auth');
    expect(ruleOf(card)).not.toBe('status.400.token_expired');
  });
});

describe("a Japanese input-token cap (Vertex AI's Japanese error table, batch 881)", () => {
  it('is the context', () => {
    expect(reasonOf({ status: 400, message: '入力トークンの上限を超えています' })).toBe(
      'context_overflow',
    );
  });
  it('leaves a per-minute token cap out of it', () => {
    expect(
      reasonOf({ status: 400, message: '1分あたりの入力トークン数の上限を超えました' }),
    ).not.toBe('context_overflow');
  });
});

describe('a security policy block (ZenMux, batch 887)', () => {
  it('is the content filter when the upstream policy blocked the request', () => {
    expect(reasonOf({ status: 400, message: '上游安全策略拦截' })).toBe('content_policy');
    expect(
      reasonOf({ status: 400, message: 'The prompt was filtered due to content policy' }),
    ).toBe('content_policy');
  });
  it('leaves an IP allow-list block and a length filter to the status', () => {
    expect(reasonOf({ status: 403, message: '请求被安全策略拦截，请检查IP白名单' })).toBe('auth');
    expect(
      reasonOf({ status: 400, message: 'The response was filtered due to content length' }),
    ).toBe('format_error');
  });
});
