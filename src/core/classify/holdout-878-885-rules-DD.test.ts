/**
 * Rules written for the misses of held-out batches 878-885 (session 54, group DD), after the
 * batches had been scored without them: Japanese and Korean renderings of overload, input-token
 * caps and key verdicts; money run out under a 429; a monthly chat-messages cap; a 403 whose code
 * names the model's access. Each real wording (from the batch named), a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe('Japanese overload and input-token cap', () => {
  it("reads Vertex's Japanese 500 overload as overloaded (batch 881)", () => {
    const result = classify({
      status: 500,
      code: 'INTERNAL',
      message: 'サービスが一時的に過負荷状態になっているため、リクエストがスロットリングされます。',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.500.overload_text');
  });
  it('reads it under a 503 the same (invented)', () => {
    expect(classify({ status: 503, message: 'サーバーが過負荷状態です。' }).reason).toBe(
      'overloaded',
    );
  });
  it("reads Vertex's Japanese input-token cap as an overflow (batch 881)", () => {
    const result = classify({
      status: 400,
      code: 'INVALID_ARGUMENT',
      message: 'リクエストがモデルの入力トークンの上限を超えています。',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.overflow_text');
  });
  it('reads it without a status the same (invented)', () => {
    expect(classify({ message: '入力トークン数の上限を超えています。' }).reason).toBe(
      'context_overflow',
    );
  });
  it('leaves a per-minute token cap in Japanese alone (invented)', () => {
    expect(
      classify({ status: 429, message: '1分あたりのトークンの上限を超えています。' }).reason,
    ).toBe('rate_limit');
  });
});

describe('money run out under a 429', () => {
  it("reads 1RPC's 'run out of balance' as billing (batch 882)", () => {
    const result = classify({
      status: 429,
      message: 'Your account or API key has run out of balance. Please add funds and try again.',
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.429.billing_text');
  });
  it("reads Kling's depleted resource pack as billing (batch 885)", () => {
    expect(
      classify({
        status: 429,
        code: '1102',
        message: 'Resource pack depleted or expired (prepaid scenario)',
      }).reason,
    ).toBe('billing');
    expect(classify({ message: 'Your resource package has been exhausted.' }).reason).toBe(
      'billing',
    );
  });
  it('leaves a plain 429 alone (invented)', () => {
    expect(classify({ status: 429, message: 'Too many requests, slow down.' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe('a monthly chat-messages cap', () => {
  it("reads Copilot Free's monthly chat messages limit as billing (batch 386)", () => {
    const result = classify({
      message:
        "You've reached your monthly chat messages limit. Upgrade to Copilot Pro (30-day free trial) or wait until April 18, 2025 for your limit to reset.",
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('message.billing');
  });
  it('reads the singular the same (invented)', () => {
    expect(classify({ message: 'You have hit your monthly message limit.' }).reason).toBe(
      'billing',
    );
  });
});

describe("a 403 whose code names the model's access", () => {
  it("reads Google's PUBLIC_ERROR_MODEL_ACCESS_DENIED as the model's (batch 885)", () => {
    const result = classify({
      status: 403,
      message: 'API_403',
      body: {
        error: {
          code: 403,
          message: 'The caller does not have permission',
          status: 'PERMISSION_DENIED',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'PUBLIC_ERROR_MODEL_ACCESS_DENIED',
            },
          ],
        },
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access_code');
  });
  it('leaves a plain PERMISSION_DENIED 403 to auth (invented)', () => {
    expect(
      classify({
        status: 403,
        body: {
          error: {
            code: 403,
            message: 'The caller does not have permission',
            status: 'PERMISSION_DENIED',
          },
        },
      }).reason,
    ).toBe('auth');
  });
});

describe('Japanese and Korean key verdicts', () => {
  it("reads rinna's Japanese wrong-key 401 as a dead key (batch 881)", () => {
    const result = classify({
      status: 401,
      message:
        'APIキーが正しくありません。サブスクリプション登録が完了していない場合も発生します。',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it("reads Bedrock's Japanese InvalidClientTokenId and the English one (batch 881)", () => {
    expect(
      classify({
        status: 403,
        message: '指定された X.509 証明書または AWS アクセスキー ID がレコードに存在しません',
      }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({
        status: 403,
        message: 'The AWS Access Key Id you provided does not exist in our records.',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("reads K-Router's Korean missing header as a missing key (batch 881)", () => {
    expect(
      classify({ status: 401, code: 'missing_api_key', message: 'Authorization 헤더 누락' }).reason,
    ).toBe('auth_permanent');
    expect(classify({ message: 'API 키 누락' }).reason).toBe('auth_permanent');
  });
  it('leaves a bare Japanese 401 to auth (invented)', () => {
    expect(classify({ status: 401, message: '認証に失敗しました。' }).reason).toBe('auth');
  });
});
