/**
 * Rule group YC (session 79): held-out batches 2145–2160. Each describe names the held line its rule
 * fixes, with the held wording, a second rendering and the neighbours the rule must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classified, reasonOf, ruleOf } from '../../../test/support/classified.js';

describe("iFlow's clipped 'Model not support' (held h2145-iflow-model-not-support-435)", () => {
  it('reads the clipped verdict under its 435 and without a status', () => {
    expect(classified({ status: 435, message: 'Model not support' })).toEqual({
      reason: 'model_not_found',
      rule: 'status.435.model_text',
    });
    expect(ruleOf({ message: 'Model not support.' })).toBe('message.model_not_found');
  });
  it("leaves the 435's file cap and a task clause alone", () => {
    expect(reasonOf({ status: 435, message: '文件大小超过100MB' })).toBe('payload_too_large');
    expect(ruleOf({ message: 'Model not supportive of this workflow yet' })).not.toBe(
      'message.model_not_found',
    );
  });
});

describe("an organization's monthly usage limit (held h2160-anthropic-org-monthly-usage-limit)", () => {
  it("reads an org's or team's month as billing", () => {
    expect(reasonOf({ message: "You've hit your org's monthly usage limit" })).toBe('billing');
    expect(reasonOf({ message: "You have reached your team's monthly usage limit." })).toBe(
      'billing',
    );
  });
  it("leaves an org's limit with no month, or a day's, to the window", () => {
    expect(reasonOf({ message: "You've hit your org's usage limit" })).not.toBe('billing');
    expect(reasonOf({ message: "You've hit your org's daily usage limit" })).not.toBe('billing');
  });
});

describe("Copilot's quota headline (held h2159-copilot-quota-exceeded-server-error)", () => {
  it('reads the headline alone and with more after it', () => {
    expect(classified({ message: 'Quota Exceeded Server Error:' })).toEqual({
      reason: 'billing',
      rule: 'message.copilot_quota_exceeded_headline',
    });
    expect(
      reasonOf({
        message: 'Error: Quota Exceeded Server Error: You have exhausted your premium requests',
      }),
    ).toBe('billing');
  });
  it('leaves a bare quota exceeded to the window and a server error to the server', () => {
    expect(reasonOf({ message: 'Quota exceeded' })).toBe('rate_limit');
    expect(reasonOf({ message: 'Internal Server Error' })).toBe('server_error');
  });
});

describe('a context limit said exceeded (held h2158-kiro-context-limit-please-try-again)', () => {
  it('reads it before the retry advice', () => {
    expect(
      classified({
        message:
          'Context limit exceeded unexpectedly. Please try again. (Request ID: 13b14398-79f4-4cac-a08f-01bf653b904d)',
      }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.context_limit_exceeded' });
    expect(reasonOf({ message: 'Context window limit exceeded, please try again later' })).toBe(
      'context_overflow',
    );
  });
  it('leaves rate and usage limits with a retry to the window', () => {
    expect(reasonOf({ message: 'Rate limit exceeded. Please try again.' })).toBe('rate_limit');
    expect(reasonOf({ message: 'Usage limit exceeded, please try again in 5 hours' })).toBe(
      'rate_limit',
    );
  });
});

describe("fast mode's usage credits, read among the signatures at any status (held h2160-anthropic-fast-usage-credits-required-providererror)", () => {
  it('reads the gate as billing, in both wordings', () => {
    expect(
      classified({
        status: 429,
        name: 'ProviderError',
        message:
          'ProviderError: transient provider error (HTTP 429): Usage credits are required for fast mode.',
      }),
    ).toEqual({ reason: 'billing', rule: 'signature.fast_mode_usage_credits' });
    expect(reasonOf({ status: 429, message: 'Fast mode requires usage credits' })).toBe('billing');
  });
  it("leaves the long-context tier and fast mode's rate limit alone", () => {
    expect(
      reasonOf({ status: 429, message: 'Usage credits are required for long context requests.' }),
    ).toBe('long_context_tier');
    expect(reasonOf({ status: 429, message: 'Rate limit exceeded for fast mode' })).toBe(
      'rate_limit',
    );
  });
});

describe("urllib3's read timeout inside a 400 (held h2157-ollama-dify-blocking-read-timeout-60)", () => {
  it("reads the wrapper's body and a bare message", () => {
    expect(
      classified({
        status: 400,
        body: {
          code: 'completion_request_error',
          message:
            "[ollama] Connection Error, HTTPConnectionPool(host='192.168.1.4', port=11434): Read timed out. (read timeout=60)",
          status: 400,
        },
      }),
    ).toEqual({ reason: 'timeout', rule: 'status.400.read_timed_out_wrapped' });
    expect(
      reasonOf({
        status: 400,
        message:
          "HTTPSConnectionPool(host='api.openai.com', port=443): Read timed out. (read timeout=600)",
      }),
    ).toBe('timeout');
  });
  it('leaves a read_timeout parameter the request got wrong', () => {
    expect(
      reasonOf({ status: 400, message: 'Invalid parameter: read_timeout must be positive' }),
    ).toBe('format_error');
  });
});

describe("Roo Code's mask with a colon (held h2145-roo-unknown-api-error-contact-support)", () => {
  it('reads the colon rendering as the mask', () => {
    expect(classified({ message: 'Unknown API Error: Please contact Roo Code support' })).toEqual({
      reason: 'unknown',
      rule: 'message.cause_not_shown',
    });
    expect(ruleOf({ message: 'Unknown API Error: please contact Roo Code support.' })).toBe(
      'message.cause_not_shown',
    );
  });
  it('leaves other support advice to its own reading', () => {
    expect(ruleOf({ message: 'Unknown API Error: Please contact support' })).not.toBe(
      'message.cause_not_shown',
    );
  });
});

describe("Antigravity's out-of-date client (held h2155-antigravity-client-out-of-date)", () => {
  it('reads the client build told to install the latest version', () => {
    expect(
      classified({
        message:
          'Your current version of Antigravity is out of date. Please visit https://antigravity.google/download to download and install the latest version.',
      }),
    ).toEqual({ reason: 'format_error', rule: 'message.client_version_unsupported' });
    expect(
      reasonOf({
        message:
          'Your current version of Antigravity is out of date. Please update to the latest version.',
      }),
    ).toBe('format_error');
  });
  it("leaves a login's access_denied and a model's version alone", () => {
    expect(
      reasonOf({
        message:
          'Error: access_denied, Your version of the ChatGPT app is out of date. Please update to the newest build of the app.',
      }),
    ).not.toBe('format_error');
    expect(
      ruleOf({ message: 'Your current version of the model is out of date. Please update.' }),
    ).not.toBe('message.client_version_unsupported');
  });
});

describe('fast mode closed by the organization (held h2160-anthropic-fast-disabled-by-organization)', () => {
  it('reads it as closed to the account', () => {
    expect(
      classified({
        message: 'Fast mode unavailable: Fast mode has been disabled by your organization',
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.model_closed_to_account' });
    expect(reasonOf({ message: 'Fast mode is disabled by your organization.' })).toBe(
      'model_not_found',
    );
  });
  it('leaves a feature the organization turned off, and fast mode busy', () => {
    expect(reasonOf({ message: 'MCP servers have been disabled by your organization' })).not.toBe(
      'model_not_found',
    );
    expect(reasonOf({ message: 'Fast mode is temporarily unavailable' })).not.toBe(
      'model_not_found',
    );
  });
});

describe('a plan that does not include a model (held h2160-anthropic-pro-plan-no-opus-extra-usage)', () => {
  it('reads a family word or a model id as the object', () => {
    expect(
      classified({
        message:
          "Your Pro plan doesn't include Opus in Claude Code. Turn on /extra-usage or /upgrade to Max to access it.",
      }),
    ).toEqual({ reason: 'model_not_found', rule: 'message.plan_excludes_model' });
    expect(reasonOf({ message: 'Your Team plan does not include claude-opus-4-1.' })).toBe(
      'model_not_found',
    );
  });
  it('leaves a plan without a feature or credits', () => {
    expect(ruleOf({ message: "Your plan doesn't include API access." })).not.toBe(
      'message.plan_excludes_model',
    );
    expect(reasonOf({ message: "Your Pro plan doesn't include extra usage credits" })).not.toBe(
      'model_not_found',
    );
  });
});

describe("OpenHands SDK's context-window class (held h2149-openhands-sdk-context-window-exceeded)", () => {
  it('reads the class name, whole or cut', () => {
    expect(
      classified({ message: 'openhands.sdk.llm.exceptions.types.LLMContextWindowExceedErro' }),
    ).toEqual({ reason: 'context_overflow', rule: 'message.context_overflow' });
    expect(reasonOf({ message: 'LLMContextWindowExceedError: prompt too large for model' })).toBe(
      'context_overflow',
    );
  });
  it("leaves the SDK's other classes alone", () => {
    expect(reasonOf({ message: 'openhands.sdk.llm.exceptions.types.LLMTimeoutError' })).toBe(
      'timeout',
    );
  });
});
