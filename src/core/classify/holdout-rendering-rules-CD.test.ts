/**
 * Rules written for held-out lines the classifier read right whole but wrong in the "message only"
 * rendering (session 49, group CD): the error reduced to the message a client kept, with no status,
 * body or headers beside it. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(message: string) {
  return classify({ message }).explain.at(-1)?.rule;
}

describe('a suspension whose stated cause is money', () => {
  it("is billing, read from Fireworks' message alone (batches 84, 109, 193)", () => {
    const result = classify({
      message:
        'Account … is suspended, possibly due to reaching the monthly spending limit or failure to pay past invoices',
    });
    expect(result.reason).toBe('billing');
  });
  it("reads Moonshot's 'check your account balance' on a quoted 403 the same (batch 48)", () => {
    const result = classify({
      message:
        "Error code: 403 - {'error': {'message': 'Your account cosvf is not active, current state: suspended, you may consider to check your account balance', 'type': 'exceeded_current_quota_error'}}",
    });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.403.billing_text');
  });
  it('reads unpaid invoices as the cause too (invented)', () => {
    expect(
      classify({ message: 'Your account has been suspended due to unpaid invoices.' }).reason,
    ).toBe('billing');
  });
  it('leaves a suspension for a policy or with no cause to the dead credential', () => {
    expect(
      classify({ message: 'Your account has been suspended for violating our terms of service.' })
        .reason,
    ).toBe('auth_permanent');
    expect(rule('Account acme is suspended.')).toBe('message.auth_permanent');
  });
});

describe("Cloudflare's 7003 'Could not route to' without its 404", () => {
  it('is the request URL (batches 139, 264)', () => {
    const message =
      'Not Found: {"result":null,"success":false,"errors":[{"code":7003,"message":"Could not route to /client/v4/accounts/$%7BCLOUDFLARE_ACCOUNT_ID%7D/ai/v1/chat/completions, perhaps your object identifier is invalid?"}]}';
    expect(classify({ message }).reason).toBe('format_error');
    expect(rule(message)).toBe('message.invalid_url');
  });
  it('reads the bare sentence for another route the same (invented)', () => {
    expect(
      classify({
        message:
          'Could not route to /client/v4/accounts/abc/ai/run/@cf/meta/llama-3-8b-instruct, perhaps your object identifier is invalid?',
      }).reason,
    ).toBe('format_error');
  });
});

describe("Vertex's cap on instances per prediction", () => {
  it('is the request, not the context (batch 533)', () => {
    const message = 'VertexAIError: 400 250 instance(s) is allowed per prediction. Actual: 512';
    expect(classify({ message }).reason).toBe('format_error');
    expect(rule(message)).toBe('message.validation');
  });
  it("reads google.api_core's rendering the same (batch 533)", () => {
    expect(
      classify({
        message: 'InvalidArgument: 400 5 instance(s) is allowed per prediction. Actual: 6',
      }).reason,
    ).toBe('format_error');
  });
});

describe('a gateway an admin has not enabled for the organization, or a role without it', () => {
  it("is auth (Hatz, batch 411; W&B's wording, batch 64)", () => {
    for (const message of [
      'LLM Gateway is not enabled for your organization. Ask your MSP administrator to enable it, or contact Hatz support.',
      'Your role does not include LLM Gateway access.',
      'The inference gateway is not enabled for your organization',
    ]) {
      expect(classify({ message }).reason).toBe('auth');
      expect(rule(message)).toBe('message.auth');
    }
  });
  it('leaves a credential kind refused for the organization permanent', () => {
    expect(
      classify({ message: 'OAuth authentication is not allowed for this organization.' }).reason,
    ).toBe('auth_permanent');
  });
});

describe('a request or conversation too large, without its 413', () => {
  it("is payload_too_large (Cloudflare's 3006, batch 62; DIAL, batch 257)", () => {
    for (const message of ['Request is too large', 'Conversation is too large to process']) {
      expect(classify({ message }).reason).toBe('payload_too_large');
      expect(rule(message)).toBe('message.payload_too_large');
    }
  });
  it("leaves OpenAI's tokens-per-minute 'Request too large for …' to its own rule", () => {
    expect(
      rule(
        'Request too large for gpt-4o in organization org-x on tokens per min (TPM): Limit 30000, Requested 36575.',
      ),
    ).toBe('message.request_exceeds_window');
  });
});

describe("a gateway's 'Endpoint is unavailable'", () => {
  it('is capacity (opencode Go, batch 39)', () => {
    const message = 'Upstream request failed: Endpoint is unavailable.';
    expect(classify({ message }).reason).toBe('overloaded');
    expect(rule(message)).toBe('message.overloaded');
  });
  it('reads "temporarily unavailable" the same (invented)', () => {
    expect(
      classify({ message: 'Error: Upstream request failed: Endpoint is temporarily unavailable.' })
        .reason,
    ).toBe('overloaded');
  });
  it("leaves a bare 'Upstream request failed' a server fault", () => {
    expect(classify({ message: 'Upstream request failed' }).reason).toBe('server_error');
  });
});

describe("Copilot Chat's 'Reason: Server error: 503'", () => {
  it('names the 503 it got (batch 449)', () => {
    const message =
      'Sorry, your request failed. Please try again. Request id: bd003dbd Reason: Server error: 503';
    expect(classify({ message }).reason).toBe('overloaded');
    expect(rule(message)).toBe('status.503');
  });
  it('reads the Portuguese rendering the same (batch 322)', () => {
    expect(
      classify({
        message:
          'Desculpe, sua solicitação falhou. Tente novamente. ID da solicitação: 71e20b02\n\nMotivo: Server error: 503',
      }).reason,
    ).toBe('overloaded');
  });
  it('keeps a 500 or a 502 a server fault', () => {
    for (const status of [500, 502]) {
      expect(
        classify({
          message: `Sorry, your request failed. Please try again. Request id: x Reason: Server error: ${status}`,
        }).reason,
      ).toBe('server_error');
    }
  });
});

describe('money words read without a status', () => {
  it("reads a key's 配额 said short as billing (LongCat, batch 430)", () => {
    expect(classify({ message: 'API 密钥配额不足' }).reason).toBe('billing');
    expect(classify({ message: '您的账户配额不足，请充值' }).reason).toBe('billing');
  });
  it("reads LiteLLM's ExceededBudget as billing (batch 540)", () => {
    expect(
      classify({
        message: '400 ExceededBudget: User=486535c5 over budget. Spend=10.63354472, Budget=10.0',
      }).reason,
    ).toBe('billing');
    expect(rule('ExceededBudget: Team=t1 over budget. Spend=5.1, Budget=5.0')).toBe(
      'message.billing',
    );
  });
  it("reads Copilot's paused trials as billing (batch 532)", () => {
    const message =
      'Copilot Pro trials have been temporarily paused. Please upgrade your account or revert to Copilot Free.';
    expect(classify({ message }).reason).toBe('billing');
    expect(rule(message)).toBe('message.trial_ended');
  });
});

describe('a status a client log names', () => {
  it("reads OmniRoute's '[429]:' (batch 185)", () => {
    const message = '❌ cursor [429]: [429]: Provider Error';
    expect(classify({ message }).reason).toBe('rate_limit');
    expect(rule(message)).toBe('status.429');
  });
  it("reads urllib3's debug line (batch 276) and its 503", () => {
    const line =
      'DEBUG:urllib3.connectionpool:https://api.openai.com:443 "POST /v1/chat/completions HTTP/1.1"';
    expect(classify({ message: `${line} 429 206` }).reason).toBe('rate_limit');
    expect(classify({ message: `${line} 503 0` }).reason).toBe('overloaded');
  });
  it('reads no status from a 200 line', () => {
    expect(
      rule(
        'DEBUG:urllib3.connectionpool:https://api.openai.com:443 "POST /v1/chat/completions HTTP/1.1" 200 1532',
      ),
    ).not.toMatch(/^status\./);
  });
});
