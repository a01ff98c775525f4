/**
 * Rules written for the misses of held-out batches 1045–1079 (session 58, group EI), after the
 * batches had been scored without them: a request said to be "timing out", a rejected key's words
 * URL-encoded or said "not recognized", and a plan package said expired under a 429. Each wording
 * from the batch line named, a second rendering, then the neighbours it must leave alone.
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

describe('a request said to be timing out', () => {
  it("is Bito's capacity apology (batch 1046)", () => {
    const d = {
      message:
        'Whoops, looks your request is timing out. Our service has been growing quickly, and we are having some growing pains.We are working to add more capacity. Sorry for any inconvenience. Please try again a little later.',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('message.timeout');
  });
  it('reads other cases and subjects the same (invented)', () => {
    expect(classify({ message: 'UPSTREAM KEEPS TIMING OUT' }).reason).toBe('timeout');
    expect(classify({ message: 'Requests to the model are timing out' }).reason).toBe('timeout');
  });
  it('leaves the words it does not hold', () => {
    expect(classify({ message: 'Invalid timing options' }).reason).not.toBe('timeout');
  });
});

describe('a key rejected in encoded or "not recognized" words', () => {
  it("is xAI's URL-encoded 400 (batch 1057)", () => {
    const d = {
      status: 400,
      name: 'openai.BadRequestError',
      message:
        "openai.BadRequestError: Error code: 400 - {'code': 'Client specified an invalid argument', 'error': 'Incorrect%20API%20key%20provided:%20ba***na.%20You%20can%20obtain%20an%20API%20key%20from%20https://console.x.ai.'}",
      body: {
        code: 'Client specified an invalid argument',
        error:
          'Incorrect%20API%20key%20provided:%20ba***na.%20You%20can%20obtain%20an%20API%20key%20from%20https://console.x.ai.',
      },
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('status.400.key_rejected');
  });
  it('reads the encoded words in a message alone (invented)', () => {
    expect(classify({ message: 'error=Incorrect%20API%20Key%20provided' }).reason).toBe(
      'auth_permanent',
    );
  });
  it("is Refact's login check (batch 1059)", () => {
    const d = {
      message:
        'check_login - recall: {"retcode": "FAILED", "human_readable_message": "The API key is not recognized (1)."}',
    };
    expect(classify(d).reason).toBe('auth_permanent');
    expect(lastRule(d)).toBe('message.auth_permanent');
  });
  it('reads the British spelling under a 401 (invented)', () => {
    expect(classify({ status: 401, message: 'api_key not recognised' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves other things not recognized', () => {
    expect(classify({ message: 'Parameter "foo" is not recognized' }).reason).not.toBe(
      'auth_permanent',
    );
    expect(classify({ message: 'model name not recognized' }).reason).not.toBe('auth_permanent');
  });
});

describe('a plan package said expired under a 429', () => {
  it("is Z.ai's code 1309 typed rate_limit_error (batch 1076)", () => {
    const d = {
      status: 429,
      body: {
        type: 'error',
        error: {
          type: 'rate_limit_error',
          code: '1309',
          message:
            '您的GLM Coding Plan套餐已到期，暂无法使用，前往官方续订后即可恢复 https://bigmodel.cn/claude-code。',
        },
      },
    };
    expect(classify(d).reason).toBe('billing');
    expect(lastRule(d)).toBe('status.429.billing_text');
  });
  it('reads 已过期 in a message with its status (invented)', () => {
    expect(classify({ status: 429, message: '当前套餐已过期' }).reason).toBe('billing');
  });
  it('leaves a 429 that names a window', () => {
    expect(classify({ status: 429, message: '请求过于频繁，请稍后再试' }).reason).toBe(
      'rate_limit',
    );
  });
});

describe("httpx's closed-stream words", () => {
  it("are a relay's cut stream (MuMuAINovel, batch 1052)", () => {
    const d = {
      message:
        '生成世界观失败：生成失败: Attempted to read or stream content, but the stream has been closed.',
    };
    expect(classify(d).reason).toBe('timeout');
    expect(lastRule(d)).toBe('disconnect.small_session');
  });
  it('read the same with the exception name in front (invented)', () => {
    expect(
      classify({
        message:
          'httpx.StreamClosed: Attempted to read or stream content, but the stream has been closed.',
      }).reason,
    ).toBe('timeout');
  });
  it('leave a stream a caller closed on purpose', () => {
    expect(classify({ message: 'The stream has been closed by the user' }).reason).not.toBe(
      'timeout',
    );
  });
});
