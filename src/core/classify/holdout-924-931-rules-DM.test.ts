/**
 * Rules written for the misses of held-out batches 924–931 (session 55, group DM), after the
 * batches had been scored without them: a sensitive-content verdict named as its own error, a model
 * still being loaded, no quota left, a key's own usage limit under a 401, a model not available for
 * the account or its service to activate, a key never set or not active, and a proxy's empty
 * credential pool under its `auth_not_found` code. Each wording from the batch line named, a second
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

describe('a sensitive request, response or chat message', () => {
  it('is content_policy under a 400 (Huawei AppStage, batch 928; UCloud ModelVerse, batch 924)', () => {
    expect(
      classify({ status: 400, message: 'Sensitive request error, please try again later!' }).reason,
    ).toBe('content_policy');
    expect(
      classify({ status: 400, message: 'Sensitive response error, please try again later!' })
        .reason,
    ).toBe('content_policy');
    expect(
      classify({ status: 400, code: 'invalid_messages', message: 'Sensitive chat messages' })
        .reason,
    ).toBe('content_policy');
  });
  it('reads the message alone and in upper case the same (invented)', () => {
    expect(classify({ message: 'SENSITIVE RESPONSE ERROR' }).reason).toBe('content_policy');
    expect(classify({ message: 'Request rejected: sensitive chat message' }).reason).toBe(
      'content_policy',
    );
  });
  it('leaves a sensitive header or a request error alone (invented)', () => {
    expect(
      classify({ status: 400, message: 'Sensitive request headers were stripped: invalid body' })
        .reason,
    ).not.toBe('content_policy');
    expect(
      classify({ status: 400, message: 'Request error, please try again later!' }).reason,
    ).not.toBe('content_policy');
  });
});

describe('a model still being loaded', () => {
  it('is overloaded under a 429 (OpenAI fine-tune, batch 930)', () => {
    const d = { status: 429, message: 'the model is still being loaded' };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('status.429.overload_text');
  });
  it("reads Hugging Face's wording under a 429 the same (invented)", () => {
    expect(
      classify({ status: 429, message: 'Model meta-llama/Llama-3-8B is currently loading' }).reason,
    ).toBe('overloaded');
  });
  it('leaves a model that is loaded, and a 429 that names the caller, alone (invented)', () => {
    expect(
      classify({ status: 429, message: 'Too many requests; the model is loaded' }).reason,
    ).toBe('rate_limit');
    expect(classify({ status: 429, message: 'Rate limit reached for requests' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe('no quota left', () => {
  it('is billing under a 403 (Higress ai-quota, batch 929)', () => {
    const d = { status: 403, body: 'Request denied by ai quota check, No quota left' };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.403.billing_text');
  });
  it('reads "no more quota remaining" without a status the same (invented)', () => {
    expect(classify({ message: 'No more quota remaining for this key' }).reason).toBe('billing');
  });
  it('leaves a quota left for this minute alone (invented)', () => {
    expect(
      classify({ status: 429, message: 'No quota left for this minute, retry in 20s' }).reason,
    ).toBe('rate_limit');
  });
});

describe("a key's own usage limit reached under a 401", () => {
  it('is billing (LLM Gateway, batch 924)', () => {
    const d = { status: 401, message: 'Unauthorized: LLMGateway API key reached its usage limit.' };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.401.key_usage_limit');
  });
  it('reads a key that hit its spend limit the same (invented)', () => {
    expect(classify({ status: 401, message: 'This key has hit its spend limit' }).reason).toBe(
      'billing',
    );
  });
  it('leaves a limit with a window, and a plain invalid key, alone (invented)', () => {
    expect(
      classify({
        status: 401,
        message: 'API key reached its usage limit, try again in 30 seconds',
      }).reason,
    ).not.toBe('billing');
    expect(classify({ status: 401, message: 'Unauthorized: invalid API key' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe('a model not available for the account, or its service to activate', () => {
  it('is model_not_found under a 401 (Bedrock through LLM Gateway, batch 929)', () => {
    const d = {
      status: 401,
      message:
        'openai.gpt-5.6-luna is not available for this account. You can explore other available models on Amazon Bedrock.',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.401.model_access');
  });
  it('is model_not_found under a 403 (Volcengine Ark ServiceNotOpen, batch 928)', () => {
    expect(
      classify({
        status: 403,
        code: 'OperationDenied.ServiceNotOpen',
        message:
          'Operation is denied because the model service is unavailable, please go to the Volcano Ark console activation management page to activate the corresponding model service.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('reads the message alone the same (invented)', () => {
    expect(
      classify({ message: 'Please activate the model service before calling it' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a long-context tier and a feature not available for the account alone', () => {
    expect(
      classify({ message: 'Opus 4.6 with 1M context is not available for your account.' }).reason,
    ).not.toBe('model_not_found');
    expect(
      classify({ status: 403, message: 'This feature is not available for your account.' }).reason,
    ).not.toBe('model_not_found');
  });
});

describe('a key never set, or not an active key', () => {
  it('is auth_permanent (cursor-utils, batch 895; xpander, batch 924)', () => {
    expect(
      classify({ message: 'Error: API key for Gemini not found in configuration' }).reason,
    ).toBe('auth_permanent');
    expect(
      classify({ status: 401, message: 'This credential is not an active xpander key.' }).reason,
    ).toBe('auth_permanent');
  });
  it('reads a missing key and an inactive API key the same (invented)', () => {
    expect(classify({ message: 'API key for openai is missing' }).reason).toBe('auth_permanent');
    expect(classify({ message: 'The token is not an active API key' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a model not found in the configuration and a credential not active yet alone (invented)', () => {
    expect(classify({ message: 'Model for Gemini not found in configuration' }).reason).toBe(
      'model_not_found',
    );
    expect(classify({ status: 401, message: 'This credential is not active yet' }).reason).toBe(
      'auth',
    );
  });
});

describe("a proxy's auth_not_found: no auth available", () => {
  it('is auth under a 503 (CLIProxyAPI, batch 927)', () => {
    const d = {
      status: 503,
      body: {
        error: {
          message: 'auth_not_found: no auth available (providers=codex, model=gpt-5.4-mini)',
          type: 'server_error',
          code: 'internal_server_error',
        },
      },
    };
    expect(classify(d).reason).toBe('auth');
    expect(lastRule(d)).toBe('signature.proxy_no_auth');
  });
  it('reads the spaced form without a status the same (invented)', () => {
    expect(classify({ message: 'auth not found: no auth available' }).reason).toBe('auth');
  });
  it('leaves a bare auth_not_found alone (invented)', () => {
    expect(lastRule({ status: 503, message: 'auth_not_found' })).not.toBe(
      'signature.proxy_no_auth',
    );
  });
});
