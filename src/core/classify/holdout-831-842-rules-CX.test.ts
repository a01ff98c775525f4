/**
 * Rules written for the misses of held-out batches 831-842 (session 53, group CX), after the batches
 * had been scored without them. Each failure's real wording (from the batch named), a second
 * rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(descriptor: Record<string, unknown>) {
  return classify(descriptor).explain.at(-1)?.rule;
}

describe("a bare 'Missing scopes: a.b' (OpenAI Codex)", () => {
  it('is a credential issued without the scope (batch 837)', () => {
    const result = classify({
      status: 401,
      body: {
        type: 'error',
        error: {
          type: 'permission_error',
          message: 'Missing scopes: api.responses.write model.request',
        },
      },
      message:
        '401 {"type":"error","error":{"type":"permission_error","message":"Missing scopes: api.responses.write model.request"}}',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.permanent_text');
  });
  it('reads the message alone the same', () => {
    expect(classify({ message: 'Missing scopes: api.responses.write' }).reason).toBe(
      'auth_permanent',
    );
  });
  it("leaves Anthropic's 'Missing permissions.' under 401 as auth", () => {
    expect(classify({ status: 401, message: 'Missing permissions.' }).reason).toBe('auth');
  });
});

describe("a relay's 'upstream load is saturated' (new-api's English rendering)", () => {
  it('is capacity under its 429 (batch 839)', () => {
    const result = classify({
      status: 429,
      message: '429 Current Group Upstream Load Is Saturated',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.429.overload_text');
  });
  it('reads the message alone the same', () => {
    expect(
      classify({ message: 'Current group upstream load is saturated, please try again later' })
        .reason,
    ).toBe('overloaded');
  });
});

describe('a Chinese plan window spent, with its return stated (Huawei CodeArts)', () => {
  it('is a rate limit (batch 842)', () => {
    for (const message of [
      '套餐5小时窗口周期内，当前模型可用额度已用完，系统将在60分钟后自动为您陆续恢复。',
      '套餐7天窗口周期内，当前模型可用额度已用完，系统将在24小时后自动为您陆续恢复。',
    ]) {
      const result = classify({ message });
      expect(result.reason).toBe('rate_limit');
      expect(result.explain.at(-1)?.rule).toBe('message.window_allowance_used_up_zh');
    }
  });
  it('reads the return without the window the same (invented)', () => {
    expect(classify({ message: '当前模型可用额度已用完，系统将在60分钟后自动恢复' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves a balance or an allowance to recharge as billing', () => {
    expect(classify({ message: '账户余额已用完' }).reason).toBe('billing');
    expect(classify({ message: '您的额度已用完，请充值' }).reason).toBe('billing');
  });
});

describe("Scaleway's 'Missing Model'", () => {
  it('is a request without its model field (batch 840, message only)', () => {
    expect(rule({ message: 'Missing Model' })).toBe('message.model_name_missing');
    expect(classify({ message: 'Missing Model' }).reason).toBe('format_error');
    expect(classify({ status: 422, message: 'Missing Model' }).reason).toBe('format_error');
  });
  it("reads 'Missing model parameter' the same (invented)", () => {
    expect(classify({ message: 'Missing model parameter in request' }).reason).toBe('format_error');
  });
  it("leaves 'Model not found' as the model's", () => {
    expect(classify({ message: 'Model not found' }).reason).toBe('model_not_found');
  });
});

describe("Sarvam's 'Missing, malformed, or unknown API key'", () => {
  it('is a key that never passes (batch 840, message only)', () => {
    const result = classify({ message: 'Missing, malformed, or unknown API key' });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.key_missing_or_malformed');
  });
  it('reads its 403 the same', () => {
    expect(
      classify({
        status: 403,
        message: 'Missing, malformed, or unknown API key',
        code: 'invalid_api_key_error',
      }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves a JSON object's missing or malformed key to validation", () => {
    expect(classify({ message: "missing or malformed key 'messages'" }).reason).toBe(
      'format_error',
    );
  });
});

describe("Typhoon's Thai rate-limit notice", () => {
  it('is a rate limit (batch 840, message only)', () => {
    const result = classify({
      message: 'เกินข้อจำกัดอัตราการใช้งาน โปรดลองใหม่หลังจาก 2024-01-01T12:00:00Z',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.explain.at(-1)?.rule).toBe('message.rate_limit');
  });
  it('reads the other Thai word for a limit the same (invented)', () => {
    expect(classify({ message: 'เกินขีดจำกัดอัตราคำขอ' }).reason).toBe('rate_limit');
  });
});

describe("aider's model warnings", () => {
  it('reads missing key variables as a key no one set (batch 842)', () => {
    const result = classify({
      message:
        'Model azure/gpt-4-turbo: Missing these environment variables:\n- AZURE_API_BASE\n- AZURE_API_VERSION\n- AZURE_API_KEY',
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('reads another provider’s key variable the same (invented)', () => {
    expect(
      classify({
        message: 'Model gemini/gemini-pro: Missing these environment variables:\n- GEMINI_API_KEY',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a list without a key alone', () => {
    expect(
      classify({
        message: 'Model ollama/llama3: Missing these environment variables:\n- OLLAMA_API_BASE',
      }).reason,
    ).not.toBe('auth_permanent');
  });
  it('reads an unknown model with guesses as a mistyped model (batch 842)', () => {
    const result = classify({
      message:
        'Model gpt-5o: Unknown context window size and costs, using sane defaults.\nDid you mean one of these?\n- gpt-4o',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('message.model_unknown_with_guesses');
  });
  it('leaves a real context window overflow with "did you mean" alone', () => {
    expect(
      classify({
        message: "This model's maximum context window is 8192 tokens. Did you mean to shorten it?",
      }).reason,
    ).toBe('context_overflow');
  });
});

describe("opencode's ProviderInitError", () => {
  it('is a provider configuration to fix (batch 842, the class name alone)', () => {
    const result = classify({ message: 'ProviderInitError', name: 'ProviderInitError' });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.provider_init_error');
  });
  it("reads the TUI's 400 the same", () => {
    expect(
      classify({
        status: 400,
        message: '400 Bad Request {"name":"ProviderInitError","data":{"providerID":"deepseek"}}',
      }).reason,
    ).toBe('format_error');
  });
});

describe("a key 'not authorized to access the requested model'", () => {
  it("is the model's access under a 403 (batch 839)", () => {
    const result = classify({
      status: 403,
      message:
        'Forbidden – key(last 6 digits of request key) not authorized to access the requested model.',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it('leaves a resource refused under a 403 as auth', () => {
    expect(
      classify({ status: 403, message: 'You are not authorized to access this resource' }).reason,
    ).toBe('auth');
  });
});
