/**
 * Group ME's rules for the "body only" and "without status" renderings (session 69): held lines
 * whose body or message says what failed in the provider's, proxy's or client's own words, read
 * right when a client kept only the body or lost the status, each with the held line's wording, a
 * second rendering and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe('a FastAPI detail object that holds its words under `error` (held h1329)', () => {
  it('reads the body alone as the refusal it states', () => {
    expect(reasonOf({ body: { detail: { error: 'Not authenticated' } } })).toBe('auth');
  });
  it('reads it under its 403 and as the plain-string detail too', () => {
    expect(reasonOf({ status: 403, body: { detail: { error: 'Not authenticated' } } })).toBe(
      'auth',
    );
    expect(reasonOf({ body: { detail: 'Not authenticated' } })).toBe('auth');
  });
  it('reads other words in the same shape by their own meaning', () => {
    expect(
      reasonOf({ body: { detail: { error: 'Model gpt-9 not found, try pulling it first' } } }),
    ).toBe('model_not_found');
  });
  it('leaves a detail object with a message of its own to that message', () => {
    expect(
      reasonOf({
        body: {
          detail: { message: 'Rate limit exceeded, please slow down', error: 'Not authenticated' },
        },
      }),
    ).toBe('rate_limit');
  });
  it('leaves a numeric error in the detail unread (held h1625)', () => {
    expect(reasonOf({ body: { detail: { error: 10 } } })).toBe('unknown');
  });
});

describe("Volcengine Seedream's image URL fetch that timed out, 'url=' form (held h1258)", () => {
  const body = {
    error: {
      code: 'InvalidParameter',
      message:
        'Timeout while downloading url=http://ailive.perseids.cn/upload/character/pic/b76a0a9267d04097.png. Request id: ssss',
      param: '',
      type: '',
    },
  };
  it('reads the body alone as the request', () => {
    expect(reasonOf({ body })).toBe('format_error');
  });
  it("reads it under its 400 and in Ark's 'url: ' form", () => {
    expect(reasonOf({ status: 400, body })).toBe('format_error');
    expect(
      reasonOf({ message: 'Timeout while downloading url: https://example.com/cat.jpg' }),
    ).toBe('format_error');
  });
  it("leaves an app's own download that timed out as the transport", () => {
    expect(reasonOf({ message: "Read timeout while downloading file 'model.bin'" })).toBe(
      'timeout',
    );
    expect(reasonOf({ message: 'Timeout while downloading the answer' })).toBe('timeout');
  });
});

describe("a proxy's api_error whose whole message is 'unexpected EOF' (held h730, h712, h716)", () => {
  const body = { type: 'error', error: { type: 'api_error', message: 'unexpected EOF' } };
  it('reads the body alone as the cut connection', () => {
    expect(reasonOf({ body })).toBe('timeout');
  });
  it("reads it with cc-switch's message and in capitals", () => {
    expect(reasonOf({ message: `API Error: ${JSON.stringify(body)}`, body })).toBe('timeout');
    expect(
      reasonOf({
        body: { type: 'error', error: { type: 'api_error', message: 'UNEXPECTED EOF' } },
      }),
    ).toBe('timeout');
  });
  it("leaves a real 5xx, and Ollama's runner death, to the server", () => {
    expect(reasonOf({ status: 500, body })).toBe('server_error');
    expect(
      reasonOf({
        body: {
          type: 'error',
          error: {
            type: 'api_error',
            message: 'an error was encountered while running the model: unexpected EOF',
          },
        },
      }),
    ).toBe('server_error');
  });
  it('leaves other words under api_error to the code', () => {
    expect(
      reasonOf({
        body: { type: 'error', error: { type: 'api_error', message: 'Internal error' } },
      }),
    ).toBe('server_error');
  });
});

describe("Cloudflare's 'error code: 1010' (held h75, h369)", () => {
  it('reads the plain-text body alone as the refusal', () => {
    expect(reasonOf({ body: 'error code: 1010' })).toBe('auth');
  });
  it('reads it under its 403 and quoted in a message', () => {
    expect(reasonOf({ status: 403, body: 'error code: 1010' })).toBe('auth');
    expect(reasonOf({ message: 'Reflection LM failed: Error: error code: 1010' })).toBe('auth');
  });
  it("leaves Cloudflare's other codes to their own readings", () => {
    expect(reasonOf({ body: 'error code: 524' })).not.toBe('auth');
    expect(reasonOf({ body: 'error code: 10105' })).not.toBe('auth');
  });
});

describe("Ollama's 'llm server loading model' (held h95, h1521)", () => {
  const body = {
    error: {
      message: 'unexpected server status: llm server loading model',
      type: 'api_error',
      param: null,
      code: null,
    },
  };
  it('reads the body alone as the server', () => {
    expect(reasonOf({ body })).toBe('server_error');
  });
  it('reads it under its 500 and as a plain message', () => {
    expect(reasonOf({ status: 500, body })).toBe('server_error');
    expect(reasonOf({ message: 'Error: unexpected server status: llm server loading model' })).toBe(
      'server_error',
    );
  });
  it("leaves a hosted model still loading (Hugging Face's 503) to the capacity reading", () => {
    expect(
      reasonOf({
        body: { error: 'Model mistralai/Mistral-7B is currently loading', estimated_time: 20 },
      }),
    ).toBe('overloaded');
  });
});

describe("a gateway's capacity temporarily exhausted (held h402)", () => {
  const text =
    'Reason: [openai-compatible-chat-5b73c5d3/deepseek-v4-flash-0731] [503]: Gateway capacity is temporarily exhausted; retry shortly (reset after 24s)';
  it('reads the message without its status as the overload', () => {
    expect(reasonOf({ message: text })).toBe('overloaded');
  });
  it('reads it under its 503 and as the body alone', () => {
    expect(reasonOf({ status: 503, message: text })).toBe('overloaded');
    expect(
      reasonOf({ body: { error: { message: 'Capacity has been temporarily exhausted' } } }),
    ).toBe('overloaded');
  });
  it("leaves the caller's exhausted quota or capacity to their own readings", () => {
    expect(
      reasonOf({
        message: 'Your capacity is temporarily exhausted: quota for this plan used up',
      }),
    ).not.toBe('overloaded');
    expect(
      reasonOf({ status: 429, message: 'You have exhausted your capacity on this model.' }),
    ).toBe('rate_limit');
  });
});

describe("Groq's TPM refusal said with its numbers, kept under rate_limit_exceeded (held h551, h113)", () => {
  const message =
    'Rate limit reached for model `llama3-70b-8192` in organization `org_BLAH` on tokens per minute (TPM): Limit 7000, Used 1607, Requested ~47333. Please try again in 6m59.379s. Visit https://console.groq.com/docs/rate-limits for more information.';
  const body = { error: { message, type: 'tokens', code: 'rate_limit_exceeded' } };
  it('reads the body alone as the request over the window', () => {
    expect(reasonOf({ body })).toBe('context_overflow');
  });
  it('reads it under its 429 as before', () => {
    expect(reasonOf({ status: 429, body })).toBe('context_overflow');
  });
  it('leaves a request within the window, and a remaining budget, to the rate limit', () => {
    const within = message.replace('Requested ~47333', 'Requested 1200');
    expect(
      reasonOf({
        body: { error: { message: within, type: 'tokens', code: 'rate_limit_exceeded' } },
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'Rate limit reached on tokens per min (TPM): Limit 30000, Used 29000, Requested 1500. Please try again in 2s.',
            code: 'rate_limit_exceeded',
          },
        },
      }),
    ).toBe('rate_limit');
  });
});

describe("codex2api's empty account pool said in Chinese (held h1292)", () => {
  const body = {
    error: {
      code: 'no_available_account',
      message: '无可用账号，请稍后重试',
      type: 'server_error',
    },
  };
  it('reads the body alone as capacity, over its generic server type', () => {
    expect(reasonOf({ body })).toBe('overloaded');
  });
  it('reads it under its 503 and as a plain message', () => {
    expect(reasonOf({ status: 503, body })).toBe('overloaded');
    expect(reasonOf({ message: '上游错误: 无可用帐号，请稍后重试' })).toBe('overloaded');
  });
  it('leaves a pool said out of balance to the money', () => {
    expect(reasonOf({ message: '无可用账号：账号余额不足' })).toBe('billing');
  });
  it("leaves other words under the server type to the server (Zhipu's network error)", () => {
    expect(
      reasonOf({ body: { error: { message: '服务内部错误，请稍后重试', type: 'server_error' } } }),
    ).toBe('server_error');
  });
});

describe("a client's bootstrap refused with a 403 it names (held h1040, h1304)", () => {
  it('reads the message without its status as the refusal', () => {
    expect(reasonOf({ message: 'MiMo bootstrap failed: 403' })).toBe('auth');
  });
  it('reads it under its 403 too', () => {
    expect(reasonOf({ status: 403, message: 'MiMo bootstrap failed: 403' })).toBe('auth');
  });
  it('leaves a bootstrap that failed otherwise, and the illegal-access verdict, to their readings', () => {
    expect(reasonOf({ message: 'MiMo bootstrap failed: 500' })).not.toBe('auth');
    expect(
      reasonOf({
        status: 403,
        message: 'MiMo bootstrap failed: 403 {"code":403,"msg":"Illegal access, IP blocked"}',
      }),
    ).not.toBe('auth');
  });
});
