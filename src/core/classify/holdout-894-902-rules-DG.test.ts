/**
 * Rules written for the misses of held-out batches 894–902 (session 54, group DG), after the
 * batches had been scored without them: spend caps and balances named in new words, a provider key
 * never connected, refusals outside an error status, a model the key or the relay will not serve,
 * Claude Code's own renderings of the long-context gate and of a server fault mid-stream. Each
 * rule's real wording (from the batch line named), a second rendering, then the neighbours it must
 * leave alone.
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

describe('a spend cap named before "spend limit reached"', () => {
  it("is billing under Anthropic's 400 (batch 894)", () => {
    const error = {
      status: 400,
      name: 'BadRequestError',
      message:
        'anthropic.BadRequestError: Error code: 400 -\n  Monthly spend limit reached. Current usage: $150.00 / $150.00 limit.',
    };
    expect(classify(error).reason).toBe('billing');
    expect(rule(error)).toBe('status.400.billing_text');
  });
  it('reads a workspace cap without a status, and a gateway code under 403, the same', () => {
    expect(classify({ message: 'Workspace spend limit has been reached.' }).reason).toBe('billing');
    const gateway = { status: 403, message: 'spend_exceeded' };
    expect(classify(gateway).reason).toBe('billing');
    expect(rule(gateway)).toBe('status.403.billing_text');
  });
  it("keeps the held key's cap billing and a token budget not", () => {
    expect(classify({ status: 403, message: 'Key spend limit reached' }).reason).toBe('billing');
    expect(classify({ message: 'Claude AI usage limit reached' }).reason).toBe('rate_limit');
  });
});

describe('the maximum monthly usage limit reached', () => {
  it('is billing (Zoho Zia relaying OpenAI, batch 896)', () => {
    const error = { message: 'You have reached the maximum monthly usage limit.' };
    expect(classify(error).reason).toBe('billing');
    expect(rule(error)).toBe('message.billing');
  });
  it('reads "max" the same', () => {
    expect(classify({ message: 'You have hit your max monthly usage limit' }).reason).toBe(
      'billing',
    );
  });
});

describe('a balance too low for the request', () => {
  it("is billing under auto.fun's 403 (batch 897)", () => {
    const error = {
      status: 403,
      message: 'Insufficient token balance. You need at least 1,000 tokens.',
    };
    expect(classify(error).reason).toBe('billing');
    expect(rule(error)).toBe('status.403.billing_text');
    expect(classify({ message: 'insufficient_token_balance' }).reason).toBe('billing');
  });
  it('is billing by the code `balance_too_low` under an `invalid_request` type (batch 896)', () => {
    const error = {
      body: {
        error: {
          type: 'invalid_request',
          code: 'balance_too_low',
          message: 'Team available balance is 1.5 credits, generation requires 2.0.',
        },
      },
      message: 'Team available balance is 1.5 credits, generation requires 2.0.',
      code: 'balance_too_low',
    };
    expect(classify(error).reason).toBe('billing');
    expect(rule(error)).toBe('code.balance_too_low');
    expect(classify({ status: 400, code: 'balance_too_low' }).reason).toBe('billing');
  });
  it('leaves a token limit of the request alone', () => {
    expect(
      classify({ status: 400, message: 'Insufficient tokens for this request' }).reason,
    ).not.toBe('billing');
  });
});

describe('an issue with the API key', () => {
  it("is a rejected key under Anthropic's 401 (batch 894)", () => {
    const error = {
      status: 401,
      body: {
        type: 'error',
        error: { type: 'authentication_error', message: 'There’s an issue with your API key.' },
      },
    };
    expect(classify(error).reason).toBe('auth_permanent');
    expect(rule(error)).toBe('status.401.permanent_text');
  });
  it('reads the straight apostrophe and "a problem" without a status the same', () => {
    expect(classify({ message: "There's a problem with your API key." }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves an expired OAuth token as auth', () => {
    expect(classify({ status: 401, message: 'OAuth token has expired' }).reason).toBe('auth');
  });
});

describe('a provider key never connected', () => {
  it("is a missing key in Manifest's M100 (batch 895)", () => {
    const error = {
      message:
        '[🦚 Manifest M100] No anthropic API key yet. Add one here: https://app.manifest.build/...\nSee https://manifest.build/docs/errors/M100',
    };
    expect(classify(error).reason).toBe('auth_permanent');
    expect(rule(error)).toBe('message.auth_permanent');
  });
  it("is a missing key under a BYOK gateway's 402, nothing unpaid (batch 896)", () => {
    const error = {
      status: 402,
      body: {
        error: {
          message: 'No anthropic key connected. Add one in your dashboard.',
          type: 'provider_key_missing',
          code: 402,
        },
      },
      message: 'No anthropic key connected. Add one in your dashboard.',
    };
    expect(classify(error).reason).toBe('auth_permanent');
    expect(rule(error)).toBe('status.402.key_not_set');
    expect(classify({ message: 'No OpenAI API key configured' }).reason).toBe('auth_permanent');
  });
  it('keeps a 402 that names money billing, and "no more keys" alone', () => {
    expect(
      classify({ status: 402, message: 'Insufficient credits. No anthropic key connected.' })
        .reason,
    ).toBe('billing');
    expect(classify({ status: 402, message: 'Payment required' }).reason).toBe('billing');
  });
});

describe("an Anthropic message its safety classifier ended (stop_reason 'refusal')", () => {
  it('is a refusal (batch 894)', () => {
    const error = {
      body: {
        role: 'assistant',
        content: [{ type: 'text', text: 'Hello..' }],
        stop_reason: 'refusal',
        stop_details: {
          type: 'refusal',
          category: 'cyber',
          explanation: 'This request was declined because it could enable cyber harm.',
        },
      },
    };
    expect(classify(error).reason).toBe('content_policy');
    expect(rule(error)).toBe('signature.content_policy_code');
    expect(
      classify({
        body: { type: 'message', role: 'assistant', content: [], stop_reason: 'refusal' },
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves a message that stopped at max_tokens alone', () => {
    expect(
      classify({ body: { role: 'assistant', content: [], stop_reason: 'max_tokens' } }).reason,
    ).not.toBe('content_policy');
  });
});

describe("Vertex AI's prompt check relayed as a 5xx", () => {
  it('is a refusal under the 500 (batch 897)', () => {
    const error = {
      status: 500,
      message:
        "Video generation failed: The prompt could not be submitted. This prompt contains words that violate Vertex AI's usage guidelines. Try rephrasing the prompt.",
    };
    expect(classify(error).reason).toBe('content_policy');
    expect(rule(error)).toBe('signature.content_policy_verdict_5xx');
  });
  it("reads Imagen's sensitive words without a status the same", () => {
    expect(
      classify({
        message:
          "The prompt could not be submitted. This prompt contains sensitive words that violate Google's Responsible AI practices.",
      }).reason,
    ).toBe('content_policy');
  });
  it('leaves a moderation step that failed to run alone', () => {
    expect(classify({ status: 500, message: 'Content moderation failed: timeout' }).reason).toBe(
      'timeout',
    );
  });
});

describe('a messages array over its item cap', () => {
  it('is the request shape, not the context (batch 899)', () => {
    const error = {
      status: 400,
      message: '.messages is too long. Maximum length is 2048, but got 4968 items',
    };
    expect(classify(error).reason).toBe('format_error');
    expect(
      classify({
        status: 400,
        message: "'$.messages' is too long. Maximum length is 2048, but got 3000 items,",
      }).reason,
    ).toBe('format_error');
  });
  it('keeps messages too long for the context an overflow', () => {
    expect(
      classify({ status: 400, message: 'The messages are too long for this model.' }).reason,
    ).toBe('context_overflow');
  });
});

describe('a model the key may not use', () => {
  it("is the model under a gateway's 403 `model_not_allowed` (batch 900)", () => {
    const error = { status: 403, message: 'model_not_allowed' };
    expect(classify(error).reason).toBe('model_not_found');
    expect(rule(error)).toBe('status.403.model_access');
  });
  it('leaves a bare 403 not allowed to auth', () => {
    expect(classify({ status: 403, message: 'Not allowed' }).reason).toBe('auth');
  });
});

describe("Claude Code's gate on the 1M context", () => {
  it('is the long-context tier (batch 901)', () => {
    const error = {
      message:
        'API Error: Usage credits required for 1M context run /usage-credits to turn them on',
    };
    expect(classify(error).reason).toBe('long_context_tier');
    expect(rule(error)).toBe('signature.long_context_tier');
  });
  it('leaves usage credits without a long context billing', () => {
    expect(classify({ message: 'Usage credits required to continue.' }).reason).not.toBe(
      'long_context_tier',
    );
  });
});

describe("Claude Code's server error mid-response", () => {
  it('is a server error (batch 901)', () => {
    const error = { message: 'Server error mid-response. The response above may be incomplete.' };
    expect(classify(error).reason).toBe('server_error');
    expect(rule(error)).toBe('message.server_error');
  });
  it('keeps the held connection closed mid-response a timeout', () => {
    expect(
      classify({ message: 'Connection closed mid-response. The response above may be incomplete.' })
        .reason,
    ).toBe('timeout');
  });
});

describe('a relay model without a price', () => {
  it('is the model under a 503 with a quota type (batch 902)', () => {
    const error = {
      status: 503,
      name: 'InternalServerError',
      body: {
        error: {
          message: 'the price of the model is not set (model: deepseek-r1:671b)',
          type: 'quota_exceeded_error',
        },
      },
    };
    expect(classify(error).reason).toBe('model_not_found');
    expect(rule(error)).toBe('status.503.model_unpriced');
    expect(
      classify({ status: 500, message: 'The price of the model is not configured' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a 503 overload alone', () => {
    expect(classify({ status: 503, message: 'The server is overloaded' }).reason).toBe(
      'overloaded',
    );
  });
});

describe("new-api forks' channel response-time code", () => {
  it('is a timeout without a status (batch 900)', () => {
    const error = { code: 'channel:response_time_exceeded' };
    expect(classify(error).reason).toBe('timeout');
    expect(classify({ status: 504, code: 'channel:response_time_exceeded' }).reason).toBe(
      'timeout',
    );
  });
});
