/**
 * Rules written for the misses of held-out batches 522–531 (session 44, group AZ), after the batches
 * had been scored without them (on 04fb2df with the vote retrained in 1081121): each rule's real
 * wording (from the batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// BerriAI/litellm#23156: the OpenAI Agents SDK through LiteLLM to gpt-5.4 (batch 522).
describe('a request feature Chat Completions does not take for the model, another API named', () => {
  const said =
    'Function tools with reasoning_effort are not supported for gpt-5.4 in /v1/chat/completions. Please use /v1/responses instead.';
  it('is the request’s combination, read by its words without a status (batch 522)', () => {
    const result = classify({ message: `OpenAIException - ${said}` });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads the same under a 400 (held h49’s rendering)', () => {
    const result = classify({
      status: 400,
      message: `Request failed: Bad request (400): ${said}.`,
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a model served only on the Responses API the model’s (held wording)', () => {
    const result = classify({
      status: 404,
      message: 'This model is only supported in v1/responses and not in v1/chat/completions.',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('does not read a model as the feature refused (invented)', () => {
    // The older "is not supported for" alternative may still read it; this family does not.
    const result = classify({
      message: 'The model gpt-x is not supported for chat in /v1/chat/completions.',
    });
    expect(result.explain.at(-1)?.matched ?? '').not.toContain('/v1/chat/completions');
  });
});

// ningzimu/codex-ppt-skill#57: Codex CLI on a relay whose key only has gpt-image-2 (batch 526).
describe('a model named as not allowed for this provider or key', () => {
  it('is the model, not the key (batch 526)', () => {
    const result = classify({
      status: 403,
      message:
        "unexpected status 403 Forbidden: Model 'gpt-5.5' is not allowed for this provider.\n  Allowed models: gpt-image-2",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it('reads the same for a key, under a 401 (plausible)', () => {
    const result = classify({
      status: 401,
      message: 'Model "claude-opus-4-7" is not allowed for this API key.',
    });
    expect(result.reason).toBe('model_not_found');
  });
  it('leaves a parameter not allowed for the model alone (invented)', () => {
    const result = classify({
      status: 403,
      message: "Parameter 'logprobs' is not allowed for this model.",
    });
    expect(result.reason).not.toBe('model_not_found');
  });
  it('leaves a 403 about the key the key’s (invented)', () => {
    const result = classify({
      status: 403,
      message: 'This API key is not allowed for this provider.',
    });
    expect(result.reason).not.toBe('model_not_found');
  });
});

// stdapi-ai/stdapi.ai#240: an OpenAI Batch input line that is not JSON (batch 529).
describe('a Batch input line that is not valid JSON', () => {
  it('is the file sent, by its code (batch 529)', () => {
    const result = classify({
      name: 'BatchError',
      code: 'invalid_json_line',
      body: {
        code: 'invalid_json_line',
        line: 1,
        message: 'This line is not parseable as valid JSON.',
        param: null,
      },
      message:
        'BatchError(code="invalid_json_line", line=1, message="This line is not parseable as valid JSON.")',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('code.invalid_json_line');
  });
  it('reads the code alone in a body (plausible)', () => {
    const result = classify({
      body: { error: { code: 'invalid_json_line', message: 'Bad line.' } },
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves a batch that expired a timeout (neighbouring batch code)', () => {
    const result = classify({
      body: {
        code: 'batch_expired',
        message: 'This request could not be executed before the completion window expired.',
      },
    });
    expect(result.reason).toBe('timeout');
  });
});

// mateaix/mateclaw#481, HeyPuter/puter#3564, vllm-project/vllm#40324 (batch 531).
describe('vLLM’s max_tokens greater than max_model_len', () => {
  it('is an overflow with a repair below the window, under a 400 (batch 531)', () => {
    const message =
      'max_tokens=38000cannot be greater than max_model_len=max_total_tokens=32768. Please request fewer output tokens. (parameter=max_tokens, value=38000)';
    const result = classify({
      status: 400,
      body: { error: { message, type: 'BadRequestError', param: 'max_tokens', code: 400 } },
      message,
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.max_tokens_too_large');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 31768 });
  });
  it('reads the same without a status, relayed by OpenRouter (batch 531)', () => {
    const result = classify({
      message:
        'Upstream error from DeepInfra: max_tokens=131072 cannot be greater than max_model_len=max_total_tokens=28672. Please request fewer output tokens. (parameter=max_tokens, value=131072)',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('message.max_tokens_too_large');
  });
  it('offers no repair for a window too small to leave room (batch 531, mateclaw)', () => {
    const result = classify({
      message:
        'max_tokens=16384 cannot be greater than max_model_len=max_total_tokens=2048. Please request fewer output tokens.',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.repair).toBeUndefined();
  });
  it('leaves a temperature above its bound the request’s (invented)', () => {
    const result = classify({
      status: 400,
      message: 'temperature=3 cannot be greater than 2. (parameter=temperature, value=3)',
    });
    expect(result.reason).toBe('format_error');
  });
});

// cline/cline#8337: OpenRouter to Novita for deepseek-v3.1-terminus:exacto (batch 531).
describe('max_tokens outside the range the provider states', () => {
  it('is the output cap, read from the raw upstream error Cline keeps in details (batch 531)', () => {
    const result = classify({
      status: 400,
      body: {
        message: '400 Provider returned error',
        status: 400,
        code: 400,
        modelId: 'deepseek/deepseek-v3.1-terminus:exacto',
        providerId: 'openrouter',
        details: {
          message: 'Provider returned error',
          code: 400,
          metadata: {
            raw: '{"code":400, "reason":"INVALID_REQUEST_BODY", "message":"max_tokens (current value: 65536) must be between 0 and 32768 ", "metadata":{}}',
            provider_name: 'Novita',
          },
        },
      },
      message: '[OPENROUTER] 400400 Provider returned error',
    });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.max_tokens_too_large');
    expect(result.repair).toEqual({ kind: 'lower_max_tokens', maxTokens: 32768 });
  });
  it('reads the range in the message alone (plausible)', () => {
    const result = classify({ message: 'max_tokens must be between 1 and 8192, got 16000' });
    expect(result.reason).toBe('context_overflow');
  });
  it('leaves a temperature range the request’s (held h414’s wording)', () => {
    const result = classify({ status: 400, message: 'temperature must be between 0 and 2' });
    expect(result.reason).toBe('format_error');
  });
  it('leaves INVALID_REQUEST_BODY with no cap the request’s (invented)', () => {
    const result = classify({
      status: 400,
      message: '{"code":400, "reason":"INVALID_REQUEST_BODY", "message":"messages is required"}',
    });
    expect(result.reason).toBe('format_error');
  });
});
