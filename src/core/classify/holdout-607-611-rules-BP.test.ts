/**
 * Rules written for the misses of held-out batches 607–611 (session 47, group BP), after the
 * batches had been scored without them: claude.ai's and the Gemini app's localized limits, the
 * long-context gate with the API's own typo, Google's billing-disabled refusal under
 * PERMISSION_DENIED, vLLM's harmony parse failure under a 400, and a missing actAs permission under
 * gRPC INVALID_ARGUMENT. Each client's real wording (from the batch line named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function lastRule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe('localized usage windows and throttling (RATE_LIMIT)', () => {
  it("reads claude.ai's Japanese 5-hour window (batch 607)", () => {
    const message = '5時間の制限に達しました - [時刻]にリセットされます。';
    expect(classify({ message }).reason).toBe('rate_limit');
    expect(lastRule({ message })).toBe('message.rate_limit');
  });
  it("reads claude.ai's German 5-hour window (batch 607)", () => {
    expect(classify({ message: '5-Stunden-Limit erreicht – setzt zurück [Zeit].' }).reason).toBe(
      'rate_limit',
    );
  });
  it('reads the window with another length and a concrete reset (invented)', () => {
    expect(
      classify({ message: '24時間の制限に達しました - 15:00にリセットされます。' }).reason,
    ).toBe('rate_limit');
  });
  it("reads the Gemini app's requests concentrated in a short time (batch 607)", () => {
    const message = 'リクエストが短期間に集中しています。しばらくしてからもう一度お試しください。';
    expect(classify({ message }).reason).toBe('rate_limit');
    expect(lastRule({ message })).toBe('message.rate_limit');
  });
  it('leaves access concentrated on the service (no short time) and a monthly limit alone', () => {
    expect(
      classify({ message: 'アクセスが集中しています。しばらくしてからもう一度お試しください。' })
        .reason,
    ).toBe('unknown');
    expect(classify({ message: 'Monatslimit erreicht' }).reason).toBe('unknown');
  });
});

describe("claude.ai's localized chat-length limit (CONTEXT_OVERFLOW)", () => {
  it('reads the Japanese sentence (batch 607)', () => {
    const message =
      'メッセージがこのチャットの長さ制限を超えます。ファイルを減らすか、ファイルサイズを小さくするか、新しい会話を開始してください。';
    expect(classify({ message }).reason).toBe('context_overflow');
    expect(lastRule({ message })).toBe('message.context_overflow');
  });
  it('reads the Korean sentence (batch 607)', () => {
    expect(classify({ message: '대화 길이 제한에 도달했습니다' }).reason).toBe('context_overflow');
  });
  it('reads it wrapped by a client (invented)', () => {
    expect(
      classify({ message: 'Error: 메시지 길이 제한에 도달했습니다. 새 대화를 시작하세요.' }).reason,
    ).toBe('context_overflow');
  });
  it("leaves a file's size limit alone", () => {
    expect(classify({ message: '파일 크기 제한에 도달했습니다' }).reason).toBe('unknown');
  });
});

describe('the long-context gate with the typo it was sent with (LONG_CONTEXT_GATE)', () => {
  const body = (word: string) => ({
    type: 'error',
    error: {
      type: 'invalid_request_error',
      message: `The long context beta is not yet available for this ${word}.`,
    },
  });
  it("reads Claude Code's 400 with 'subbscription' (batch 608)", () => {
    const descriptor = {
      status: 400,
      body: body('subbscription'),
      message: `API Error: 400 ${JSON.stringify(body('subbscription'))}`,
    };
    expect(classify(descriptor).reason).toBe('long_context_tier');
    expect(lastRule(descriptor)).toBe('signature.long_context_tier');
  });
  it('reads the message alone, either spelling', () => {
    for (const word of ['subbscription', 'subscription']) {
      expect(
        classify({ message: `The long context beta is not yet available for this ${word}.` })
          .reason,
      ).toBe('long_context_tier');
    }
  });
  it('leaves a feature refused for a region alone', () => {
    expect(
      classify({ status: 400, message: 'This feature is not available in your region.' }).reason,
    ).toBe('auth_permanent');
  });
});

describe("Google's PERMISSION_DENIED for a project without billing (BILLING_NOT_ENABLED)", () => {
  it("reads the PHP gRPC client's JSON with code 7 (batch 611)", () => {
    const descriptor = {
      code: '7',
      message:
        '{ "message": "This API method requires billing to be enabled. Please enable billing on project #1051023892108 by visiting https:\\/\\/console.developers.google.com\\/billing\\/enable?project=1051023892108 then retry.", "code": 7, "status": "PERMISSION_DENIED", "details": [ { "@type": 1, "data": "BILLING_DISABLED" } ] }',
    };
    const result = classify(descriptor);
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('code.permission_denied');
  });
  it("reads Node's gRPC rendering with the numeric code (invented)", () => {
    expect(
      classify({
        code: 7,
        message:
          '7 PERMISSION_DENIED: This API method requires billing to be enabled. Please enable billing on project #123 by visiting https://console.developers.google.com/billing/enable?project=123 then retry.',
      }).reason,
    ).toBe('billing');
  });
  it('leaves a plain permission refusal on a project alone', () => {
    expect(
      classify({
        code: 'PERMISSION_DENIED',
        message: 'Permission denied on resource project my-project.',
      }).reason,
    ).toBe('auth');
  });
});

describe("vLLM's harmony parse failure under a 400 (SERVER_FAULT_UNDER_400)", () => {
  it("reads smolagents' rendering (batch 610)", () => {
    const descriptor = {
      status: 400,
      body: {
        object: 'error',
        message: 'Expected 2 output messages (reasoning and final), but got 12.',
        type: 'BadRequestError',
        param: null,
        code: 400,
      },
      message:
        "Error while generating output:\nError code: 400 - {'object': 'error', 'message': 'Expected 2 output messages (reasoning and final), but got 12.', 'type': 'BadRequestError', 'param': None, 'code': 400}",
    };
    expect(classify(descriptor).reason).toBe('server_error');
    expect(lastRule(descriptor)).toBe('status.400.server_fault_named');
  });
  it("reads openai-python's rendering with the status in the message only (held h391)", () => {
    expect(
      classify({
        status: 400,
        message:
          "openai.BadRequestError: Error code: 400 - {'object': 'error', 'message': 'Expected 2 output messages (reasoning and final), but got 3.', 'type': 'BadRequestError', 'param': None, 'code': 400}",
      }).reason,
    ).toBe('server_error');
  });
  it("leaves a request's own message count alone", () => {
    expect(
      classify({ status: 400, message: 'Expected at least 2 messages, but got 1.' }).reason,
    ).toBe('format_error');
  });
});

describe("Google's missing actAs on a service account (SERVICE_ACCOUNT_ACT_AS)", () => {
  it("reads Vertex pipelines' gRPC INVALID_ARGUMENT (batch 611)", () => {
    const descriptor = {
      name: '_InactiveRpcError',
      code: 'INVALID_ARGUMENT',
      message:
        '_InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.INVALID_ARGUMENT\n\tdetails = "You do not have permission to act as service_account: xxxxxxxxxxx-compute@developer.gserviceaccount.com. (or it may not exist)."',
    };
    expect(classify(descriptor).reason).toBe('auth');
    expect(lastRule(descriptor)).toBe('status.400.service_account_act_as');
  });
  it('reads the REST 400 naming the permission (invented)', () => {
    expect(
      classify({
        status: 400,
        message:
          '{"error":{"code":400,"message":"Permission \'iam.serviceAccounts.actAs\' denied on service account x@p.iam.gserviceaccount.com (or it may not exist).","status":"INVALID_ARGUMENT"}}',
      }).reason,
    ).toBe('auth');
  });
  it('leaves a malformed service account under INVALID_ARGUMENT alone', () => {
    expect(
      classify({
        code: 'INVALID_ARGUMENT',
        message:
          '_InactiveRpcError: <_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.INVALID_ARGUMENT\n\tdetails = "Service account x@p.iam.gserviceaccount.com is not a valid email address."',
      }).reason,
    ).toBe('format_error');
  });
});
