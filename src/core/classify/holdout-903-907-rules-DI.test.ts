/**
 * Rules written for the misses of held-out batches 903–907 (session 54, group DI), after the
 * batches had been scored without them: a token kept from every model, a Spanish "model not
 * available", a spending budget reached, a feature behind a higher plan or a subscription, OpenAI's
 * organisation caps, and a capacity full for now. Each wording from the batch line named, a second
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

describe('a token with no access to any model', () => {
  it("is the model's (new-api, batch 905)", () => {
    const d = { message: 'This token has no access to any models' };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('message.model_not_found');
  });
  it('reads the zh-CN rendering the same (batch 905)', () => {
    expect(classify({ message: '该令牌无权访问模型 gpt-4o' }).reason).toBe('model_not_found');
    expect(classify({ status: 403, message: '该令牌无权访问模型 gpt-4o' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a token with no access to a resource alone', () => {
    expect(
      classify({ status: 403, message: 'This token has no access to this resource' }).reason,
    ).toBe('auth');
  });
});

describe("Spanish 'modelo no disponible'", () => {
  it("is the model's under a 404 (Saptiva, batch 904)", () => {
    const d = { status: 404, message: 'Modelo no disponible' };
    expect(classify(d).reason).toBe('model_not_found');
    expect(lastRule(d)).toBe('status.404.model_text');
  });
  it('reads a named model without a status the same (invented)', () => {
    expect(classify({ message: 'El modelo llama-3 no está disponible' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a model unavailable for now alone (invented)', () => {
    expect(
      classify({ status: 503, message: 'Modelo no disponible temporalmente' }).reason,
    ).not.toBe('model_not_found');
  });
});

describe('a spending budget reached, a feature behind a plan or a subscription', () => {
  it('is billing under a 403 (Warp, batch 906)', () => {
    const d = {
      status: 403,
      body: { title: 'Monthly spending budget of $50 has been reached.', status: 403 },
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.403.billing_text');
    expect(
      classify({ status: 403, message: 'Slack integration requires a Build plan or higher.' })
        .reason,
    ).toBe('billing');
  });
  it('reads a subscription refusal and a message-only budget the same (batch 904, invented)', () => {
    expect(
      classify({
        status: 403,
        message: 'BYOK requires an active recurring Laddro subscription',
      }).reason,
    ).toBe('billing');
    expect(classify({ message: 'Team spending budget has been exceeded' }).reason).toBe('billing');
  });
  it('leaves a version requirement and an invalid subscription key alone', () => {
    expect(
      classify({ status: 400, message: 'This tool requires Python 3.10 or higher' }).reason,
    ).not.toBe('billing');
    expect(
      classify({
        status: 401,
        message:
          'Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription.',
      }).reason,
    ).toBe('auth_permanent');
  });
});

describe("OpenAI's organisation caps", () => {
  it('are billing under its 429 (batch 904)', () => {
    for (const code of ['organization_spend_limit_exceeded', 'organization_usage_limit_exceeded']) {
      const d = { status: 429, code };
      expect(classify(d).reason).toBe('billing');
      expect(lastRule(d)).toBe('status.429.billing_code');
      expect(classify({ code }).reason).toBe('billing');
    }
  });
  it('leaves a plain rate-limit code alone', () => {
    expect(classify({ status: 429, code: 'rate_limit_exceeded' }).reason).toBe('rate_limit');
  });
});

describe('a capacity said temporarily full', () => {
  it('is overload under a 429 (Warp, batch 906)', () => {
    const d = {
      status: 429,
      body: {
        title:
          'Agent capacity is temporarily full. Your task will be retried automatically, or you can try again later.',
      },
    };
    expect(classify(d).reason).toBe('overloaded');
    expect(lastRule(d)).toBe('status.429.overload_text');
    expect(
      classify({
        status: 429,
        message: 'Worker capacity is temporarily saturated, try again later',
      }).reason,
    ).toBe('overloaded');
  });
  it('leaves a full context window alone', () => {
    expect(
      classify({ status: 400, message: 'The context window capacity is full' }).reason,
    ).not.toBe('overloaded');
  });
});

describe('a concurrency cap as a code alone', () => {
  it('is a rate limit (WeChat CloudBase, batch 903)', () => {
    const d = { code: 'EXCEED_CONCURRENT_REQUEST_LIMIT' };
    expect(classify(d).reason).toBe('rate_limit');
    expect(lastRule(d)).toBe('code.exceed_concurrent_request_limit');
    expect(classify({ status: 429, code: 'exceed_concurrent_request_limit' }).reason).toBe(
      'rate_limit',
    );
  });
  it('leaves an unrelated code alone', () => {
    expect(classify({ code: 'EXCEED_MAX_FILE_COUNT' }).reason).not.toBe('rate_limit');
  });
});
