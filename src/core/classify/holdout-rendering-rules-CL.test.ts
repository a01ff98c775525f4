/**
 * Rules written for held-out lines the classifier read right whole but wrong in a reduced
 * rendering (session 50, group CL): the body kept alone (no status, no message) or the message
 * alone (no status, body or code). Each wording from the batch line named, a second rendering,
 * then the neighbours it must leave alone.
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

describe('a generic api_error type with no status, around words the message families read', () => {
  it("reads vLLM's missing model from the body alone (batch 654)", () => {
    const body = {
      error: {
        message: "model 'vllm/qwen3:1.7b-32k' not found",
        type: 'api_error',
        param: null,
        code: null,
      },
    };
    expect(classify({ body }).reason).toBe('model_not_found');
  });
  it("reads Ollama's 'model is required' as the request's (batch 629)", () => {
    const body = { error: { message: 'model is required', type: 'api_error', param: null } };
    expect(classify({ body }).reason).toBe('format_error');
  });
  it("reads sub2api's empty account pool as capacity (batch 647)", () => {
    const body = {
      error: { message: 'No available accounts: no available accounts', type: 'api_error' },
      type: 'error',
    };
    expect(classify({ body }).reason).toBe('overloaded');
  });
  it("reads a relay's internal_error around a parse of HTML as the request's (batch 568)", () => {
    const body = {
      error: {
        message: 'Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON',
        type: 'api_error',
        code: 'internal_error',
      },
    };
    expect(classify({ body }).reason).toBe('format_error');
  });
  it('keeps the server fault when the body names one (Anthropic api_error, invented cause)', () => {
    const body = {
      type: 'error',
      error: { type: 'api_error', message: 'Internal server error' },
    };
    expect(classify({ body }).reason).toBe('server_error');
  });
  it("keeps internal_server_error's fault over an unavailability word (held h41)", () => {
    const body = {
      object: 'error',
      message: 'Service unavailable.',
      type: 'internal_server_error',
      param: null,
      code: '3000',
    };
    expect(classify({ body }).reason).toBe('server_error');
  });
  it('keeps a real 5xx to the status step', () => {
    const error = classify({
      status: 500,
      body: { error: { message: 'model is required', type: 'api_error' } },
    });
    expect(error.explain.some((step) => step.rule.startsWith('status.'))).toBe(true);
  });
  it('keeps the type when the words say nothing (invented)', () => {
    const body = { error: { message: 'something happened', type: 'api_error' } };
    expect(classify({ body }).reason).toBe('server_error');
  });
});

describe("the 400 a client printed before OpenRouter's 'Provider returned error'", () => {
  it("is the request's, read from Continue's message alone (batch 688)", () => {
    const message = 'Error in Continue server: 400 Provider returned error';
    expect(classify({ message }).reason).toBe('format_error');
  });
  it("reads a wrapped line and Cline's doubled status the same (batches 22, 531)", () => {
    expect(
      classify({
        message:
          'ERROR: Error in OpenRouter API call (Attempt 1/3): 400 Provider\n   returned error',
      }).reason,
    ).toBe('format_error');
    expect(classify({ message: '[OPENROUTER] 400400 Provider returned error' }).reason).toBe(
      'format_error',
    );
  });
  it('leaves the wordless headline to the server fault and a 429 to the upstream limit', () => {
    expect(rule({ message: 'OpenRouterException: Provider returned error' })).toBe(
      'default.provider_returned_error',
    );
    expect(classify({ message: 'Optimization failed: 429 Provider returned error' }).reason).toBe(
      'upstream_rate_limit',
    );
  });
});

describe('a model said to lack thinking, however the name is quoted or the line wrapped', () => {
  it("reads Ollama's curly-quoted name under its 400 (batch 143)", () => {
    const message =
      'Ollama API error 400: {“error”:”\\”qwen3-coder:30b\\” does not support thinking”}';
    expect(classify({ message }).reason).toBe('model_not_found');
  });
  it("reads Claude Code's wrapped Vertex line (batch 736)", () => {
    const message =
      'Error: 400 {"type":"error","error":{"type":"invalid_request_error","message":"\'claude-3-5-haiku-20241022\' does not support \n     thinking."}}';
    expect(classify({ message }).reason).toBe('model_not_found');
  });
  it('leaves a parameter the request does not support to the request', () => {
    expect(
      classify({ status: 400, message: 'This endpoint does not support streaming' }).reason,
    ).toBe('format_error');
  });
});

describe("Moonshot's 'Not found the model … or Permission denied'", () => {
  it('is the model, from the body alone (batch 498)', () => {
    const body = {
      message: 'Not found the model kimi-k2-0711-preview or Permission denied',
      type: 'resource_not_found_error',
    };
    expect(classify({ body }).reason).toBe('model_not_found');
    expect(rule({ body })).toBe('message.model_not_found_or_denied');
  });
  it('reads the message alone the same (dify line)', () => {
    expect(
      classify({ message: 'Not found the model kimi-k2-0711-preview or Permission denied' }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a bare permission refusal to authentication', () => {
    expect(classify({ message: 'Permission denied' }).reason).not.toBe('model_not_found');
  });
});

describe("new-api's insufficient_user_quota kept alone as the message", () => {
  it('is billing, as its code is (batch 695)', () => {
    expect(classify({ message: 'insufficient_user_quota' }).reason).toBe('billing');
  });
  it('reads the spaced wording the same (invented)', () => {
    expect(classify({ message: 'Insufficient user quota for this request' }).reason).toBe(
      'billing',
    );
  });
  it("leaves a model's insufficient system resources alone", () => {
    expect(
      classify({ message: 'Model loading was stopped due to insufficient system resources.' })
        .reason,
    ).not.toBe('billing');
  });
});
