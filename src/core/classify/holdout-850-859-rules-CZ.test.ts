/**
 * Rules written for the misses of held-out batches 850–859 (session 53, group CZ), after the
 * batches had been scored without them. Each rule: the provider's real wording (from the batch
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

describe("OpenAI's 'Invalid URL (POST /…)' under a 404", () => {
  const message = 'Invalid URL (POST /openai/deployments/text-embedding-ada-002/embeddings)';
  it('is the URL, whatever model id the path carries (batch 853)', () => {
    const result = classify({
      status: 404,
      message,
      body: { error: { message, type: 'invalid_request_error', param: null, code: null } },
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.404.requested_url');
  });
  it('reads the message alone the same (batch 853)', () => {
    expect(classify({ message }).reason).toBe('format_error');
  });
  it('leaves a 404 that names a deployment without the verdict to the model (invented)', () => {
    expect(
      classify({ status: 404, message: 'The API deployment for this resource does not exist.' })
        .reason,
    ).toBe('model_not_found');
  });
});

describe('image dimensions said too small', () => {
  it('are not an image too large (batch 856)', () => {
    const result = classify({
      status: 400,
      message: 'Image dimensions are too small',
      code: 'IMAGE_TOO_SMALL',
    });
    expect(result.reason).toBe('format_error');
  });
  it('leaves dimensions over the limit to the image (invented)', () => {
    expect(
      classify({ status: 400, message: 'Image dimensions exceed the maximum of 2048x2048' }).reason,
    ).toBe('image_too_large');
  });
});

describe('a resource or model the key is not enabled for', () => {
  const accessDenied =
    'The request failed because you do not have access to the requested resource. Request ID: 0217';
  it("is Ark's and ModelArk's AccessDenied to the model endpoint under a 403 (batch 851)", () => {
    const result = classify({ status: 403, message: accessDenied, code: 'AccessDenied' });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it('reads the same words under a 401 the same (batch 103)', () => {
    expect(classify({ status: 401, message: accessDenied }).reason).toBe('model_not_found');
  });
  it('reads a model kept to a paid tier the same (batch 856)', () => {
    const result = classify({
      status: 401,
      message: 'This model is only available to Pro users',
      code: 'PRO_ONLY_MODEL',
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.401.model_access');
    expect(
      classify({ status: 403, message: 'The model is only available for paid subscribers.' })
        .reason,
    ).toBe('model_not_found');
  });
  it('leaves a plain 403 and a feature kept to a tier alone (invented)', () => {
    expect(classify({ status: 403, message: 'Forbidden' }).reason).toBe('auth');
    expect(
      classify({ status: 403, message: 'You do not have access to this organization.' }).reason,
    ).not.toBe('model_not_found');
  });
});

describe("a Russian relay's tokens over the model's context", () => {
  const message =
    'Количество запрашиваемых токенов превышает контекст модели. Уменьшите длину сообщения или значение параметра max_completion_tokens.';
  it('is an overflow under a 400 (batch 850)', () => {
    const result = classify({ status: 400, message, code: 'context_exceed' });
    expect(result.reason).toBe('context_overflow');
    expect(result.explain.at(-1)?.rule).toBe('status.400.overflow_text');
  });
  it('reads the message alone and another wording the same (batch 850, invented)', () => {
    expect(classify({ message }).reason).toBe('context_overflow');
    expect(
      classify({ message: 'Запрос превышает максимальную длину контекста модели' }).reason,
    ).toBe('context_overflow');
  });
  it('leaves a limit of requests in Russian alone (invented)', () => {
    expect(classify({ status: 429, message: 'Превышен лимит запросов' }).reason).toBe('rate_limit');
  });
});

describe('a dead credential in other words', () => {
  it("is a Russian relay's key said inactive (batch 850)", () => {
    const message =
      'Предоставленный API-ключ неактивен. Пожалуйста, проверьте правильность ввода ключа.';
    expect(classify({ status: 401, message, code: 'invalid_api_key' }).reason).toBe(
      'auth_permanent',
    );
    const result = classify({ message });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(classify({ message: 'Неверный API-ключ' }).reason).toBe('auth_permanent');
  });
  it("is RSI's 'missing_or_invalid_auth' under a 401 and alone (batch 858)", () => {
    const result = classify({
      status: 401,
      message: 'missing_or_invalid_auth',
      body: { error: { type: 'auth', message: 'missing_or_invalid_auth' } },
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.401.permanent_text');
    expect(classify({ message: 'Missing or invalid auth' }).reason).toBe('auth_permanent');
  });
  it('leaves an expired token beside the words to the refresh (invented)', () => {
    expect(
      classify({ status: 401, message: 'missing or invalid auth: token expired' }).reason,
    ).toBe('auth');
  });
});

describe('a lapsed subscription', () => {
  const message =
    'Authentication failed - Pro subscription is inactive. Please upgrade your subscription to continue using the API';
  it('is billing under a 401 (batch 856)', () => {
    const result = classify({ status: 401, message, code: 'AUTHENTICATION_FAILED_INACTIVE_KEY' });
    expect(result.reason).toBe('billing');
    expect(result.explain.at(-1)?.rule).toBe('status.401.paid_plan');
  });
  it('reads the message alone the same (batch 856)', () => {
    expect(classify({ message }).reason).toBe('billing');
    expect(classify({ message: 'Your plan is inactive.' }).reason).toBe('billing');
  });
  it('leaves a bare authentication failure to the key (invented)', () => {
    expect(classify({ status: 401, message: 'Authentication failed' }).reason).toBe('auth');
  });
});

describe("Ark's and ModelArk's closed model endpoint", () => {
  const message =
    'The request targeted an endpoint that is currently closed or temporarily unavailable. Request ID: 0217';
  it('is the model under a 400 (batch 851)', () => {
    const result = classify({ status: 400, message, code: 'InvalidEndpoint.ClosedEndpoint' });
    expect(result.reason).toBe('model_not_found');
  });
  it('reads the code without a status, and the words alone, the same (batch 422)', () => {
    expect(
      classify({ message: 'Request failed', code: 'InvalidEndpoint.ClosedEndpoint' }).reason,
    ).toBe('model_not_found');
    // Only Ark's own sentence: "the endpoint is closed" is also a socket's (review-53-rules).
    expect(
      classify({
        status: 400,
        message:
          'The request targeted an endpoint that is currently closed or temporarily unavailable.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a service temporarily unavailable to the load (invented)', () => {
    expect(
      classify({ status: 503, message: 'The service is temporarily unavailable.' }).reason,
    ).toBe('overloaded');
  });
});
