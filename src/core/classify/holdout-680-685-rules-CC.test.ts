/**
 * Rules written for the misses of held-out batches 680-685 (session 49, group CC), after the
 * batches had been scored without them: an empty model name closed to a ChatGPT account, Gemini
 * CLI's quota fallback and stream-framing notices, a usage window under a 404, an account pool with
 * none configured, a free allowance exceeded, Chinese server-fault wordings, a 401's bare "invalid
 * token", and a plugin's summary that every endpoint failed. Each client's real wording (from the
 * batch line named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function last(result: ReturnType<typeof classify>): string | undefined {
  return result.explain.at(-1)?.rule;
}

// openai/codex#10600: the Codex App sent an empty model name.
describe('an empty quoted model closed to a ChatGPT account', () => {
  it('is the model, as for a named one (batch 680)', () => {
    const result = classify({
      body: { detail: "The '' model is not supported when using Codex with a ChatGPT account." },
      message:
        '{"detail":"The \'\' model is not supported when using Codex with a ChatGPT account."}',
    });
    expect(result.reason).toBe('model_not_found');
    expect(last(result)).toBe('message.model_closed_to_account');
  });
  it('reads the message alone the same (invented)', () => {
    expect(
      classify({
        message: 'The "" model is not supported when using Codex with a ChatGPT account.',
      }).reason,
    ).toBe('model_not_found');
  });
  it('leaves an empty model with no account named to the request (invented)', () => {
    expect(
      classify({ message: "The '' model is not supported when using streaming." }).reason,
    ).toBe('format_error');
  });
});

// google-gemini/gemini-cli#11574: printed after the fallback from Pro to Flash.
describe("Gemini CLI's 'submit a new query to continue with the Flash model'", () => {
  it('is the quota window (batch 681)', () => {
    const result = classify({
      message: '[API Error: Please submit a new query to continue with the Flash model.]',
    });
    expect(result.reason).toBe('rate_limit');
    expect(last(result)).toBe('message.rate_limit');
  });
  it('reads another model name the same (invented)', () => {
    expect(
      classify({
        message: 'Please submit a new query to continue with the gemini-2.5-flash model.',
      }).reason,
    ).toBe('rate_limit');
  });
  it('leaves a query that failed for another reason alone (invented)', () => {
    expect(classify({ message: 'Please submit a new query.' }).reason).not.toBe('rate_limit');
  });
});

// google-gemini/gemini-cli#12011: a comma chunk in the Code Assist stream.
describe("Gemini CLI's 'Unexpected line format in response'", () => {
  it('is the server’s malformed answer (batch 681)', () => {
    const result = classify({ message: '✕ [API Error: Unexpected line format in response: ,]' });
    expect(result.reason).toBe('server_error');
    expect(last(result)).toBe('message.response_not_json');
  });
  it('reads another chunk the same (invented)', () => {
    expect(classify({ message: 'Unexpected line format in response: data: {' }).reason).toBe(
      'server_error',
    );
  });
  it('leaves a line format named in a request alone (invented)', () => {
    expect(
      classify({ message: 'Invalid line format in request body at line 3', status: 400 }).reason,
    ).toBe('format_error');
  });
});

// numman-ali/opencode-openai-codex-auth#50: a ChatGPT plan's usage window sent as a 404.
describe("'Usage limit reached' under a 404", () => {
  it('is the window, not the path (batch 682)', () => {
    const result = classify({ message: 'Usage limit reached [404]', status: 404 });
    expect(result.reason).toBe('rate_limit');
    expect(last(result)).toBe('status.404.usage_limit_reached');
  });
  it('reads the backend’s own wording the same (invented)', () => {
    expect(
      classify({ message: 'usage_limit_reached: The usage limit has been reached', status: 404 })
        .reason,
    ).toBe('rate_limit');
  });
  it('leaves a monthly limit to billing and a bare 404 alone (invented)', () => {
    expect(
      classify({ message: 'The monthly usage limit has been reached', status: 404 }).reason,
    ).not.toBe('rate_limit');
    expect(classify({ message: '404 Not Found', status: 404 }).reason).not.toBe('rate_limit');
  });
});

// opgginc/opencode-bar#46: an OAuth plugin with no login stored.
describe('an account pool with none configured', () => {
  it('is a missing credential (batch 682)', () => {
    const result = classify({ message: 'Authentication failed: No Gemini accounts configured' });
    expect(result.reason).toBe('auth_permanent');
    expect(last(result)).toBe('message.auth_permanent');
  });
  it('reads it without the provider named the same (invented)', () => {
    expect(classify({ message: 'No accounts are configured' }).reason).toBe('auth_permanent');
  });
  it('leaves a pool whose accounts are busy alone (held h647)', () => {
    expect(
      classify({ message: 'All accounts unavailable: 503: No available accounts', status: 503 })
        .reason,
    ).toBe('overloaded');
  });
});

// anomalyco/opencode#40571: OpenCode Zen's free tier.
describe("'Free usage exceeded'", () => {
  it('is the free window (batch 682)', () => {
    const result = classify({ message: 'Free usage exceeded.' });
    expect(result.reason).toBe('rate_limit');
    expect(last(result)).toBe('message.rate_limit');
  });
  it('reads the retrying rendering with its advice the same (batch 656)', () => {
    expect(
      classify({ message: 'Free usage exceeded, subscribe to Go [retrying in ...]' }).reason,
    ).toBe('rate_limit');
    expect(classify({ message: 'Free usage limit reached' }).reason).toBe('rate_limit');
  });
  it('leaves a monthly free allowance alone (invented)', () => {
    expect(classify({ message: 'Monthly free usage exceeded.' }).explain.at(-1)?.rule).not.toBe(
      'message.rate_limit',
    );
  });
});

// lobehub/lobehub#4193, zai-org/CodeGeeX2#179: a server's own fault, in Chinese.
describe('a server said in Chinese to have failed or met difficulties', () => {
  it("is LobeChat's server fault, not load (batch 683)", () => {
    const result = classify({
      message: '请求失败\n很抱歉，服务器似乎遇到了一些困难，暂时无法完成您的请求，请稍后再试',
    });
    expect(result.reason).toBe('server_error');
    expect(last(result)).toBe('message.server_error');
  });
  it("is CodeGeeX's 'server exception' (batch 683)", () => {
    expect(classify({ message: '服务器异常，请稍后重试' }).reason).toBe('server_error');
  });
  it("reads LobeChat's English text the same (invented)", () => {
    expect(
      classify({
        message:
          'Sorry, the server seems to be experiencing some difficulties and is temporarily unable to complete your request. Please try again later.',
      }).reason,
    ).toBe('server_error');
  });
  it('leaves a busy server’s "temporarily unable" to load (invented)', () => {
    expect(classify({ message: '服务器繁忙，暂时无法处理您的请求' }).reason).toBe('overloaded');
  });
});

// CherryHQ/cherry-studio#8546; held h63 (SiliconFlow through Chatbox).
describe("a 401's bare 'invalid token'", () => {
  it('is the refused key (batch 683)', () => {
    const result = classify({ message: '401: invalid token', status: 401 });
    expect(result.reason).toBe('auth_permanent');
    expect(last(result)).toBe('status.401.token_verdict_alone');
  });
  it("reads SiliconFlow's quoted rendering the same (held h63)", () => {
    expect(
      classify({
        message:
          'API Error: Error from SiliconFlow: Error: API Error: Status Code 401, "Invalid token"',
        status: 401,
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves an expired token and a token parse error alone (invented)', () => {
    expect(classify({ message: 'Invalid token: token has expired', status: 401 }).reason).toBe(
      'auth',
    );
    expect(
      classify({ message: 'Expected value but found invalid token at character 1', status: 422 })
        .reason,
    ).toBe('format_error');
  });
});

// NoeFabris/opencode-antigravity-auth#283: a plugin's summary with no cause.
describe("'All … endpoints failed' with nothing after it", () => {
  it('says no cause (batch 682)', () => {
    const result = classify({ message: 'Error: All Antigravity endpoints failed.' });
    expect(result.reason).toBe('unknown');
    expect(last(result)).toBe('message.no_cause_stated');
  });
  it('reads the unnamed rendering the same (held h656)', () => {
    expect(last(classify({ message: 'Error: All endpoints failed' }))).toBe(
      'message.no_cause_stated',
    );
  });
  it('reads the cause when one follows (held h65)', () => {
    expect(
      classify({
        message:
          '推理失败: All endpoints failed: custom-qwen3.5-plus-free: API error (500): {"error":{"message":"limit_error (request id: 20260323175208383058527YVremWBJ)","type":"rix_api_error","param":"","code":"rate_limit"}}',
      }).reason,
    ).toBe('rate_limit');
  });
});
