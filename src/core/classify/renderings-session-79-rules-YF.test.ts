/**
 * Rule group YF (session 79): partial renderings. Held lines of batches 2109–2160 (and older ones
 * sharing their wording) missed with a part removed: fast mode's usage credits, ChatAnywhere's
 * free-tier prompt cap without its 403, a bare `token_expired` code, a requested model down for a
 * while, python-genai's bare error class with its status, Claude Code's "Request rejected (429)",
 * the legacy SDK's plain-text 404 and an Ollama path without `/v1` — each with the held wording, a
 * second rendering and the neighbours it must leave alone. (YF's rules for the masked signature field,
 * the region block and "not authorized, missing or invalid" gave way to the owning groups' at the
 * merge; their tests are YA's and YB's.)
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("fast mode's usage credits (held h2126-anthropic-fast-mode-usage-credits-required, h2160-anthropic-fast-usage-credits-required-providererror)", () => {
  it('reads the money under a 503, a relayed 429 or no status', () => {
    expect(
      classified({
        status: 503,
        body: {
          error: {
            message: 'Usage credits are required for fast mode.',
            type: 'service_unavailable_error',
            code: 'service_unavailable_error',
          },
        },
      }),
    ).toEqual({ reason: 'billing', rule: 'signature.fast_mode_usage_credits' });
    expect(
      reasonOf({
        status: 429,
        message:
          'ProviderError: transient provider error (HTTP 429): Usage credits are required for fast mode.',
      }),
    ).toBe('billing');
    expect(
      reasonOf({ body: { error: { message: 'Usage credits are required for fast mode.' } } }),
    ).toBe('billing');
  });
  it("leaves the long-context tier's credits and fast mode's rate limit alone", () => {
    expect(
      reasonOf({
        status: 429,
        message: 'Usage credits are required for long context requests.',
      }),
    ).toBe('long_context_tier');
    expect(
      ruleOf({
        status: 429,
        message: 'This request would exceed your rate limit of 0 fast mode input tokens per minute',
      }),
    ).not.toBe('signature.fast_mode_usage_credits');
  });
});

describe("ChatAnywhere's free-tier prompt cap as its body alone (held h2125-chatanywhere-free-4096-input-tokens)", () => {
  it('reads the prompt too long for the free tier without the 403', () => {
    expect(
      classified({
        body: {
          error: {
            message:
              '免费API限制模型输入token小于4096，如有更多需求，请访问 https://buyca.tech 购买付费API。The number of prompt tokens for free accounts is limited to 4096. If you have additional requirements, please visit https://buyca.tech to purchase a premium key.',
            type: 'chatanywhere_error',
            param: null,
            code: '403 FORBIDDEN',
          },
        },
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.free_tier_prompt_token_cap' });
    expect(
      reasonOf({
        message: 'The number of prompt tokens for free accounts is limited to 4096.',
      }),
    ).toBe('context_overflow');
  });
  it('leaves a daily allowance of prompt tokens to its other readings', () => {
    expect(
      ruleOf({
        message: 'The number of prompt tokens for free accounts is limited to 4096 per day.',
      }),
    ).not.toBe('message.free_tier_prompt_token_cap');
  });
});

describe('a bare `token_expired` code (held h2154-codex-oauth-token-expired)', () => {
  it('reads the expired token a sign-in renews', () => {
    expect(classified({ message: 'code: token_expired' })).toEqual({
      reason: 'auth',
      rule: 'message.token_expired_code',
    });
    expect(reasonOf({ message: "Codex login failed (error: 'token_expired')" })).toBe('auth');
  });
  it('leaves a refresh token and a word in running text to other readings', () => {
    expect(ruleOf({ message: 'code: refresh_token_expired' })).not.toBe(
      'message.token_expired_code',
    );
    expect(ruleOf({ message: 'the token_expired handler crashed' })).not.toBe(
      'message.token_expired_code',
    );
  });
});

describe('the requested model temporarily down (held h858-auriko-503-model-unavailable)', () => {
  it('reads capacity without the 503', () => {
    expect(classified({ message: 'The requested model is temporarily down.' })).toEqual({
      reason: 'overloaded',
      rule: 'message.requested_model_temporarily_down',
    });
    expect(reasonOf({ message: 'Error: the requested model is temporarily offline' })).toBe(
      'overloaded',
    );
  });
  it('leaves a model that does not exist to the model reading', () => {
    expect(reasonOf({ message: 'The requested model does not exist.' })).toBe('model_not_found');
  });
});

describe("python-genai's bare error class with its status (held h2116-vertex-veo-sample-clienterror-400)", () => {
  it('reads the status at the end of the text', () => {
    expect(classified({ message: 'google.genai.errors.ClientError: 400' })).toEqual({
      reason: 'format_error',
      rule: 'status.400',
    });
    expect(reasonOf({ message: 'google.genai.errors.ServerError: 503' })).toBe('overloaded');
  });
  it('leaves a count before the class, and the class without a status, as no status', () => {
    expect(
      ruleOf({ message: 'uploaded 400 files, then google.genai.errors.ClientError' }),
    ).not.toMatch(/^status\./);
    expect(ruleOf({ message: 'google.genai.errors.ClientError' })).not.toMatch(/^status\./);
  });
});

describe('Claude Code\'s "Request rejected (429)" (held h653-moonshot-kimi-usage-limit-period)', () => {
  it('reads the status it names', () => {
    expect(
      reasonOf({
        message:
          "kimi failed: API Error: Request rejected (429) · You've reached your usage limit for this period. Your quota will be refreshed in the next period. Upgrade to get more: https://www.kimi.com/code/console?from=limit-upgrade",
      }),
    ).toBe('rate_limit');
    expect(ruleOf({ message: 'API Error: Request rejected (429) · please slow down' })).toMatch(
      /^status\.429/,
    );
  });
  it("leaves a routed model's own status after it to the upstream's answer", () => {
    expect(
      reasonOf({
        message:
          'API Error: Request rejected (429) · [claude/claude-sonnet-4-6] [400]: {"type":"error","error":{"type":"invalid_request_error","message":"messages.9.content.0.thinking: each thinking block must contain non-whitespace thinking"}} (reset after 30s)',
      }),
    ).toBe('thinking_signature');
  });
});

describe("the legacy SDK's plain-text 404 (held h2128-relay-telegram-bot-404-invalid-response)", () => {
  it('reads the wrong base URL, with the status or only in the words', () => {
    expect(
      classified({
        message:
          "Something went wrong during completion. Reason: Invalid response object from API: '404 Not Found' (HTTP response code was 404).",
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.404.legacy_sdk_plain_page' });
    expect(
      reasonOf({
        status: 404,
        message: 'Invalid response object from API: "404 Not Found"',
      }),
    ).toBe('format_error');
  });
  it("leaves the SDK's JSON 404 naming a model to the model reading", () => {
    expect(
      reasonOf({
        status: 404,
        message:
          'Invalid response object from API: \'{"error":{"message":"The model gpt-9 does not exist","code":"model_not_found"}}\' (HTTP response code was 404)',
      }),
    ).toBe('model_not_found');
  });
});

describe("an OpenAI path right after Ollama's port without /v1 (held h2128-ollama-llmcord-chat-completions-no-v1)", () => {
  it('reads the wrong base URL under the 404', () => {
    expect(
      classified({
        message:
          'HTTP Request: POST http://127.0.0.1:11434/chat/completions "HTTP/1.1 404 Not Found"',
      }),
    ).toEqual({ reason: 'format_error', rule: 'status.404.ollama_openai_path_without_v1' });
    expect(
      reasonOf({ status: 404, message: 'POST http://localhost:11434/embeddings 404 Not Found' }),
    ).toBe('format_error');
  });
  it("leaves Ollama's /v1 path and its native chat path to the model reading", () => {
    expect(
      ruleOf({
        status: 404,
        message: 'POST http://localhost:11434/v1/chat/completions 404 Not Found',
      }),
    ).not.toBe('status.404.ollama_openai_path_without_v1');
    expect(
      reasonOf({
        status: 404,
        message: '404 Client Error: Not Found for url: http://localhost:11434/api/chat',
      }),
    ).toBe('model_not_found');
  });
});
