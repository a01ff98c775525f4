/**
 * Rules written for the misses of held-out batches 796–803 (session 52, group CU), after the batches
 * had been scored without them. Each wording from the batch line named, a second rendering, then the
 * neighbours it must leave alone.
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

describe("a file's size over the upload cap", () => {
  it("is the payload under Moonshot's 400 (batch 802)", () => {
    const d = {
      status: 400,
      message:
        'File size is too large, max file size is 100MB, please confirm and re-upload the file',
    };
    expect(classify(d).reason).toBe('payload_too_large');
    expect(rule(d)).toBe('status.400.payload_too_large');
  });
  it("is the payload under Zhipu's non-standard 435, and status-less (batch 802)", () => {
    const d = { status: 435, message: '文件大小超过100MB' };
    expect(classify(d).reason).toBe('payload_too_large');
    expect(rule(d)).toBe('status.435.payload_too_large');
    expect(classify({ message: 'File size is too large' }).reason).toBe('payload_too_large');
  });
  it("leaves a multimodal file's size to the image (DashScope)", () => {
    expect(classify({ status: 400, message: 'Multimodal file size is too large' }).reason).toBe(
      'image_too_large',
    );
  });
  it('leaves a key refused under an unmapped status alone', () => {
    expect(
      classify({ status: 415, message: 'Access denied due to invalid subscription key.' }).reason,
    ).not.toBe('payload_too_large');
  });
});

describe("watsonx's model without the endpoint's function", () => {
  const message =
    "Model 'meta-llama/llama-3-1-70b-instruct' does not support function 'function_text_chat'";
  it('is the model under its 400 (batch 803)', () => {
    const d = {
      status: 400,
      body: { errors: [{ code: 'model_no_support_for_function', message }], status_code: 400 },
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(rule(d)).toBe('status.400.model_text');
  });
  it('is the model as the message alone', () => {
    expect(classify({ message }).reason).toBe('model_not_found');
  });
  it("leaves a parameter's own support alone", () => {
    expect(
      classify({ status: 400, message: "Invalid value for 'function_call': not supported" }).reason,
    ).toBe('format_error');
  });
});

describe('no Authorization header sent', () => {
  const message =
    'Authorization failed with the error message: Authorization header has not been provided.';
  it('is no credential (ibm_watsonx_ai, batch 803)', () => {
    expect(classify({ message }).reason).toBe('auth_permanent');
    expect(rule({ message })).toBe('message.auth_permanent');
  });
  it('reads a 401 rendering the same', () => {
    expect(
      classify({ status: 401, message: 'Authorization header has not been provided' }).reason,
    ).toBe('auth_permanent');
  });
  it("leaves a bare 'Authorization failed' as auth", () => {
    expect(classify({ message: 'Authorization failed' }).reason).toBe('auth');
  });
});

describe('a key that does not exist', () => {
  it("is rejected under openai-python 0.x's InvalidRequestError (batch 800)", () => {
    const d = {
      message: 'openai.error.InvalidRequestError: This key does not exist',
      name: 'InvalidRequestError',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(rule(d)).toBe('message.auth_permanent');
  });
  it('reads the API-key rendering the same', () => {
    expect(classify({ status: 400, message: 'The API key does not exist.' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves a key used as a model name to the model (held h285)', () => {
    expect(
      classify({
        message: 'The model my_api_key does not exist or you do not have access to it.',
      }).reason,
    ).toBe('model_not_found');
  });
});

describe("Llama Stack's 'Invalid value: Model … not found'", () => {
  it('is the model under its 400 (batch 803)', () => {
    const d = {
      status: 400,
      body: { detail: 'Invalid value: Model all-MiniLM-L6-v2 not found' },
      message:
        "BadRequestError: Error code: 400 - {'detail': 'Invalid value: Model all-MiniLM-L6-v2 not found'}",
      name: 'BadRequestError',
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(rule(d)).toBe('status.400.model_without_provider');
  });
  it('is the model as the message alone', () => {
    expect(classify({ message: "Invalid value: Model 'llama3.2:3b' not found" }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves another invalid value to validation', () => {
    expect(
      classify({ status: 400, message: 'Invalid value: temperature must be at most 2' }).reason,
    ).toBe('format_error');
  });
});

describe("a relay's 500 with its error object's code invalid_request", () => {
  it('is the request when the SDK kept the code too (batch 798)', () => {
    const d = {
      status: 500,
      body: {
        error: {
          message: 'contents is required (request id: 2025121521101923853)',
          type: 'rix_api_error',
          param: '',
          code: 'invalid_request',
        },
      },
      message: '500 contents is required (request id: 2025121521101923853)',
      code: 'invalid_request',
    };
    expect(classify(d).reason).toBe('format_error');
    expect(rule(d)).toBe('status.500.invalid_request_code');
  });
  it('leaves a server fault under the same code to the server', () => {
    expect(
      classify({
        status: 500,
        body: { error: { message: 'Internal server error', code: 'invalid_request' } },
        code: 'invalid_request',
      }).reason,
    ).toBe('server_error');
  });
});

describe('a balance said used up', () => {
  it("is billing under Zhipu's 429 (batch 802)", () => {
    const d = { status: 429, message: '账户余额已用完' };
    expect(classify(d).reason).toBe('billing');
    expect(rule(d)).toBe('status.429.billing_text');
  });
  it('is billing status-less', () => {
    expect(classify({ message: '余额已耗尽,请充值' }).reason).toBe('billing');
  });
  it('leaves a per-second quota to the rate limit', () => {
    expect(classify({ status: 429, message: 'QPS配额不足' }).reason).toBe('rate_limit');
  });
});

describe("Qianfan's 'Open api request limit reached'", () => {
  it('is the cluster, capacity (batch 802)', () => {
    const d = { message: 'Open api request limit reached', code: '4' };
    expect(classify(d).reason).toBe('overloaded');
    expect(rule(d)).toBe('message.overloaded');
  });
  it('reads the JSON rendering the same', () => {
    expect(
      classify({ body: { error_code: 4, error_msg: 'Open api request limit reached' } }).reason,
    ).toBe('overloaded');
  });
  it('leaves its qps and daily limits to the rate limit', () => {
    expect(classify({ message: 'Open api qps request limit reached' }).reason).toBe('rate_limit');
    expect(classify({ message: 'Open api daily request limit reached' }).reason).toBe('rate_limit');
  });
});

describe("a model not supported for a relay's API route", () => {
  it('is the model under Aihubmix 400 (batch 798)', () => {
    const d = {
      status: 400,
      body: {
        error: {
          message: 'model is not supported for claude api (tid: 2025122206110598)',
          type: 'Aihubmix_api_error',
        },
      },
    };
    expect(classify(d).reason).toBe('model_not_found');
    expect(rule(d)).toBe('status.400.model_on_other_route');
  });
  it('is the model as the message alone', () => {
    expect(classify({ message: 'model is not supported for the responses api' }).reason).toBe(
      'model_not_found',
    );
  });
  it('leaves a parameter not supported for a model to validation', () => {
    expect(
      classify({ status: 400, message: "'temperature' is not supported for this model." }).reason,
    ).toBe('format_error');
  });
});

describe('涉敏 (sensitive content)', () => {
  it("is content policy (MiniMax's 1027, batch 802)", () => {
    expect(classify({ message: '输出内容涉敏', code: '1027' }).reason).toBe('content_policy');
    expect(classify({ status: 400, message: '输入内容涉敏' }).reason).toBe('content_policy');
  });
});

describe("a model's empty reply in a Chinese bot's log", () => {
  it('is the server (MaiBot, batch 799)', () => {
    const d = {
      message:
        "[model_utils] 模型 'claude-haiku-4-5-20251001' 返回空回复(可重试)。 [规划器] LLM 请求执行失败: 响应解析失败,choices 为空或缺失",
    };
    expect(classify(d).reason).toBe('server_error');
    expect(rule(d)).toBe('message.server_error');
  });
  it('reads the parse failure alone the same', () => {
    expect(classify({ message: '响应解析失败,choices 为空或缺失' }).reason).toBe('server_error');
  });
});
