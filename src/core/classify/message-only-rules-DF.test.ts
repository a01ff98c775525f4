/**
 * Session 54, group DF: wordings read from the message alone (the "message only" rendering), each
 * with the held wording it was written for and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function reasonOf(descriptor: Record<string, unknown>): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('billing words a gateway sends without a status (batches 885, 894, 900, 881)', () => {
  it('reads the held wordings as billing', () => {
    // h894-anthropic-skillsguide-400-credit-balance-too-low
    expect(reasonOf({ message: 'Error 400: Billing Error' })).toBe('billing');
    // h885-kling-resource-pack-depleted
    expect(reasonOf({ message: 'Resource pack depleted or expired (prepaid scenario)' })).toBe(
      'billing',
    );
    // h900-trygateway-spend-exceeded
    expect(reasonOf({ message: 'spend_exceeded' })).toBe('billing');
    // h900-jointo-insufficient-credits-zh, h881-krouter-insufficient-credits
    expect(reasonOf({ message: '积分不足' })).toBe('billing');
    expect(reasonOf({ message: '잔액 부족. 대시보드에서 충전 필요' })).toBe('billing');
  });
  it('leaves a billing page that failed to load and a token budget alone', () => {
    expect(reasonOf({ message: 'Failed to load billing page: timeout' })).not.toBe('billing');
    expect(reasonOf({ message: 'token pack size must be 5 or 10' })).not.toBe('billing');
  });
});

describe('a key said invalid or expired, an authorization said expired (batches 885, 891, 896)', () => {
  it('reads them as a credential to renew', () => {
    // h891-you-401-invalid-or-expired-key, h896-ones1ght-401-invalid-or-expired-key
    expect(reasonOf({ message: 'Invalid or expired API key' })).toBe('auth');
    // h885-kling-authorization-expired
    expect(reasonOf({ message: 'Authorization has expired' })).toBe('auth');
  });
  it('leaves a plain invalid key to the key refusal', () => {
    expect(reasonOf({ message: 'Incorrect API key provided' })).toBe('auth_permanent');
  });
});

describe('Korean and Japanese provider wordings (batch 881)', () => {
  it('reads each in its family', () => {
    // h881-krouter-daily-limit-exceeded
    expect(reasonOf({ message: '일일 요청 한도 초과 (기본 50,000/일)' })).toBe('rate_limit');
    // h881-krouter-moderation-blocked
    expect(reasonOf({ message: '콘텐츠 검토에서 차단됨' })).toBe('content_policy');
    // h881-krouter-content-too-long
    expect(reasonOf({ message: '단일 메시지 100,000자 초과' })).toBe('context_overflow');
    // h881-vertex-ja-429-rpm
    expect(
      reasonOf({ message: 'Gemini API のリクエスト数が 1 分あたりの上限を超えています。' }),
    ).toBe('rate_limit');
    // h881-vertex-ja-400-input-token-limit
    expect(reasonOf({ message: 'リクエストがモデルの入力トークンの上限を超えています。' })).toBe(
      'context_overflow',
    );
    // h881-vertex-ja-500-overloaded-throttled
    expect(
      reasonOf({
        message:
          'サービスが一時的に過負荷状態になっているため、リクエストがスロットリングされます。',
      }),
    ).toBe('overloaded');
    // h881-vertex-ko-499-cancelled
    expect(reasonOf({ message: '클라이언트에서 요청을 취소하였습니다.' })).toBe('aborted');
    // h881-rinna-401-api-key
    expect(reasonOf({ message: 'APIキーが正しくありません。' })).toBe('auth_permanent');
  });
  it('leaves neighbouring sentences alone', () => {
    expect(reasonOf({ message: '메시지 형식이 잘못되었습니다' })).toBe('unknown');
    expect(reasonOf({ message: '入力トークンを確認してください' })).toBe('unknown');
  });
});
