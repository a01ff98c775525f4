/**
 * Rules written for the misses of held-out batches 804–820 (session 52, group CV), after the batches
 * had been scored without them: Tencent Cloud's dotted codes on the error object, a service under
 * maintenance on a 503, a hosted run that failed, a request without a model, a model's code alone
 * under a 401, and a wrapper's advice that names no cause. Each rule's real wording (from the batch
 * line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function decidedBy(descriptor: Record<string, unknown>): string | undefined {
  return classify(descriptor).explain.at(-1)?.rule;
}

// Tencent Cloud's error center for Hunyuan's image API (batch 804).
describe("Tencent Cloud's dotted codes on the error object", () => {
  it('reads FailedOperation.RpcFail as the backend (batch 804)', () => {
    const line = { message: 'RPC请求失败,一般为算法微服务故障。', code: 'FailedOperation.RpcFail' };
    expect(classify(line).reason).toBe('server_error');
    expect(decidedBy(line)).toBe('code.failedoperation.rpcfail');
  });
  it('reads RequestEntityTooLarge and UnauthorizedOperation by their codes (batch 804)', () => {
    expect(
      classify({
        message: '整个请求体太大(通常主要是图片)。',
        code: 'FailedOperation.RequestEntityTooLarge',
      }).reason,
    ).toBe('payload_too_large');
    expect(
      classify({
        message: '无权执行该操作,请检查您的CAM策略,确保您拥有对应的CAM权限。',
        code: 'AuthFailure.UnauthorizedOperation',
      }).reason,
    ).toBe('auth');
  });
  it('reads the API 3.0 envelope the same (invented)', () => {
    const body = {
      Response: { Error: { Code: 'FailedOperation.RpcFail', Message: 'x' }, RequestId: 'r' },
    };
    expect(classify({ body }).reason).toBe('server_error');
  });
  it('reads the Chinese wordings without the code (batch 804)', () => {
    expect(classify({ message: '整个请求体太大(通常主要是图片)。' }).reason).toBe(
      'payload_too_large',
    );
    expect(
      classify({ message: '无权执行该操作,请检查您的CAM策略,确保您拥有对应的CAM权限。' }).reason,
    ).toBe('auth');
  });
  it("leaves Node's undotted codes to the transport rules (invented)", () => {
    expect(
      decidedBy({ message: 'connect ECONNREFUSED 127.0.0.1:443', code: 'ECONNREFUSED' }),
    ).not.toMatch(/^code\./);
  });
});

// cn.briskapi.com's status table (batch 806); DeepSeek's outage page (batch 553).
describe('a service or endpoint under maintenance', () => {
  it("is the provider's outage on a 503 (batch 806)", () => {
    const line = {
      status: 503,
      code: 'SERVICE_ERROR',
      message:
        'The “xxx/xxx” service API endpoint is currently under maintenance. Please try again later',
    };
    expect(classify(line).reason).toBe('server_error');
    expect(decidedBy(line)).toBe('status.503.under_maintenance');
  });
  it('reads the same without a status (invented)', () => {
    expect(
      classify({ message: 'The service API endpoint is currently under maintenance.' }).reason,
    ).toBe('server_error');
  });
  it('leaves a 503 with capacity words beside maintenance as capacity (held h462)', () => {
    expect(
      classify({
        status: 503,
        message:
          '[503 Service Unavailable] The service is currently unavailable.. The service may be experiencing high load or maintenance. Please try again later',
      }).reason,
    ).toBe('overloaded');
  });
});

// docs.baseten.co/inference/errors (batch 805).
describe("Baseten's failed run", () => {
  it('is a server fault (batch 805)', () => {
    const line = { body: { error: 'Error making prediction' }, message: 'Error making prediction' };
    expect(classify(line).reason).toBe('server_error');
    expect(decidedBy(line)).toBe('message.server_error');
  });
  it('reads the message alone and "while making a prediction" the same (invented)', () => {
    expect(classify({ message: 'Error while making a prediction' }).reason).toBe('server_error');
  });
  it('leaves a prediction-time limit to its own family (invented)', () => {
    expect(
      classify({ message: 'Error making prediction: rate limit exceeded, please slow down' })
        .reason,
    ).toBe('rate_limit');
  });
});

// Qianfan's error-code guide (batch 810).
describe('a request without a model', () => {
  it('is the request, whatever its model code (batch 810)', () => {
    const line = { status: 400, message: 'model is empty', code: 'invalid_model' };
    expect(classify(line).reason).toBe('format_error');
    expect(decidedBy(line)).toBe('status.400.validation_text');
  });
  it('reads the message alone the same (invented)', () => {
    expect(classify({ message: 'model is empty' }).reason).toBe('format_error');
  });
  it('leaves an unknown model to the model rules (invented)', () => {
    expect(classify({ status: 400, message: 'model gpt-9 does not exist' }).reason).toBe(
      'model_not_found',
    );
  });
});

// Qianfan's table: 401 invalid_request_error / invalid_model (batch 810; held h802).
describe("a 401 whose message is only a model's code", () => {
  it('is the model (batch 810)', () => {
    const line = { status: 401, message: 'invalid_model', code: 'invalid_request_error' };
    expect(classify(line).reason).toBe('model_not_found');
    expect(decidedBy(line)).toBe('status.401.model_code_alone');
  });
  it('reads the body rendering the same (invented)', () => {
    expect(
      classify({
        status: 401,
        body: { error: { code: 'invalid_request_error', message: 'invalid_model' } },
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves a key refused in a sentence to the auth rules (invented)', () => {
    expect(classify({ status: 401, message: 'Invalid API key provided' }).reason).toMatch(/^auth/);
  });
});

// reworkd/AgentGPT#223 and #411 (batches 269 and 816).
describe("a wrapper's key-or-retry advice", () => {
  it('names no cause (batch 816)', () => {
    const line = {
      message: 'ERROR accessing OpenAI APIs. Please check your API key or try again later.',
    };
    expect(classify(line).reason).toBe('unknown');
    expect(decidedBy(line)).toBe('message.key_or_retry_unsaid');
  });
  it('reads the advice without the final period the same (batch 269)', () => {
    expect(
      classify({
        message: 'ERROR accessing OpenAI APIs. Please check your API key or try again later',
      }).reason,
    ).toBe('unknown');
  });
  it('leaves a cause said beside it to its family (invented)', () => {
    expect(
      classify({
        message: 'Rate limit reached for requests. Please check your API key or try again later.',
      }).reason,
    ).toBe('rate_limit');
    expect(
      classify({
        message: 'Incorrect API key provided. Please check your API key or try again later.',
      }).reason,
    ).toMatch(/^auth/);
  });
});
