/**
 * Rules written for the misses of held-out batches 470–477 (session 42, round 1, group AP), after the
 * batches had been scored without them (on c1039fa): each rule's real wording (from the batch line
 * named), a second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// A character-chat proxy's 429 when the providers behind it are saturated (batch 474).
describe('"at maximum capacity": capacity with its degree said', () => {
  it('is overloaded under a 429 (batch 474)', () => {
    const result = classify({
      status: 429,
      message: 'Proxy Error 429: Infrastructure is at maximum capacity.',
    });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('status.429.overload_text');
  });
  it('reads OpenRouter’s wording the same under a 429, and "at full capacity" without a status (held h51; invented)', () => {
    expect(
      classify({
        status: 429,
        message: 'Provider returned error: Infrastructure is at maximum capacity, try again',
      }).reason,
    ).toBe('overloaded');
    const result = classify({ message: 'Our servers are at full capacity right now.' });
    expect(result.reason).toBe('overloaded');
    expect(result.explain.at(-1)?.rule).toBe('message.overloaded');
  });
  it('leaves a 429 about the caller’s own concurrency a rate limit (invented)', () => {
    expect(
      classify({
        status: 429,
        message: 'You have reached the maximum number of concurrent requests for your plan.',
      }).reason,
    ).toBe('rate_limit');
  });
});

// aicommit2 on deepseek-chat with a large diff: axios' message for a response stream aborted mid-way
// (batch 471).
describe('axios’ "maxContentLength size of -1 exceeded": an aborted response, no limit', () => {
  it('is the server’s disconnect, a timeout on a small session (batch 471)', () => {
    const result = classify({ message: '[DeepSeek] maxContentLength size of -1 exceeded' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('disconnect.small_session');
  });
  it('reads "of Infinity" the same, and a large session as its overflow (axios#6437; invented)', () => {
    expect(
      classify({
        message: 'AxiosError: maxContentLength size of Infinity exceeded',
        code: 'ERR_BAD_RESPONSE',
      }).reason,
    ).toBe('timeout');
    const large = classifyError(
      errorFromDescriptor({ message: 'maxContentLength size of -1 exceeded' }),
      { approxTokens: 150_000, contextLength: 128_000 },
    );
    expect(large.reason).toBe('context_overflow');
  });
  it('leaves a real limit in the same words alone (invented)', () => {
    const result = classify({ message: 'maxContentLength size of 2000 exceeded' });
    expect(result.reason).not.toBe('timeout');
    expect(result.explain.some((step) => step.step === 'disconnect' && step.decided)).toBe(false);
  });
});

// desktop-waifu: Python websocket-client to a local Character.AI bridge that closed (batch 474).
describe('a connection said to be closed already', () => {
  it('is the peer’s disconnect (batch 474)', () => {
    const result = classify({
      message: 'Connection is already closed.',
      name: 'WebSocketConnectionClosedException',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('disconnect.small_session');
  });
  it('reads websocket-client’s other wordings and a 502 the same (invented)', () => {
    expect(classify({ message: 'Connection to remote host was lost.' }).reason).toBe('timeout');
    expect(classify({ message: 'socket is already closed.' }).reason).toBe('timeout');
    const result = classify({ status: 502, message: 'upstream connection has been closed' });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('status.502.disconnect');
  });
  it('leaves a close the server named with a policy reason to that reason (invented)', () => {
    const result = classify({
      message:
        'WebSocket connection is closed: received 1008 (policy violation) models/gemini-1.0-pro is not found for API version v1alpha',
    });
    expect(result.reason).toBe('model_not_found');
  });
});

// eliza-starter: OpenAI's invalid_organization body, printed by the app without a status (batch 472).
describe('a key refused for the organization it belongs to or is sent with', () => {
  it('is a dead key by its code, past the weak request-error type (batch 472)', () => {
    const body = {
      error: {
        message: 'You do not have access to the organization tied to the API key.',
        type: 'invalid_request_error',
        param: null,
        code: 'invalid_organization',
      },
    };
    const result = classify({
      body,
      message: `API Response: ${JSON.stringify(body, null, 4)}`,
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('code.invalid_organization');
  });
  it('reads the words alone, and "No such organization" under a 401 (invented; aider, zsh_codex wordings)', () => {
    const words = classify({
      message: 'Error: You do not have access to the organization tied to the API key.',
    });
    expect(words.reason).toBe('auth_permanent');
    expect(words.explain.at(-1)?.rule).toBe('message.auth_permanent');
    expect(classify({ status: 401, message: 'No such organization: org-abc123.' }).reason).toBe(
      'auth_permanent',
    );
    expect(
      classify({
        message: 'litellm.BadRequestError: OpenAIException - no such organization : null',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a model the organization lacks the model’s (invented)', () => {
    expect(
      classify({
        status: 404,
        message: 'You do not have access to the model gpt-4 in this organization.',
      }).reason,
    ).toBe('model_not_found');
  });
  // Review rw42a: the codes park the key, as the same words without a code always did.
  it('parks the key, never kills it, for a wrong organization setting (OpenAI’s 401 body as quoted in public tests; review rw42a)', () => {
    const noSuch = {
      error: {
        message: 'No such organization: org-8Xk2mQpL9v.',
        type: 'invalid_request_error',
        code: 'invalid_organization',
      },
    };
    for (const descriptor of [{ status: 401, body: noSuch }, { body: noSuch }]) {
      const result = classify(descriptor);
      expect(result.reason).toBe('auth_permanent');
      expect(result.category).toBe('auth.invalid_key');
    }
    // OpenAI's no_organization, seen on keys that worked before and after (abi/screenshot-to-code#9).
    const member = classify({
      status: 401,
      body: {
        error: {
          message:
            'You must be a member of an organization to use the API. Please contact us through our help center at help.openai.com.',
          type: 'invalid_request_error',
          param: null,
          code: 'no_organization',
        },
      },
    });
    expect(member.category).toBe('auth.invalid_key');
  });
  it('still kills a key whose organization is said to be disabled (invented)', () => {
    const result = classify({
      status: 401,
      body: {
        error: {
          message: 'This organization has been disabled.',
          type: 'invalid_request_error',
          code: 'invalid_organization',
        },
      },
    });
    expect(result.category).toBe('auth.token_revoked');
  });
});

// RAGFlow: gpt-4o chosen as the knowledge base's embedding model, refused by OpenAI (batch 473).
describe('a model the caller may not sample or generate from', () => {
  it('is the model, not the key, under a 403 (batch 473)', () => {
    const result = classify({
      status: 403,
      body: {
        error: {
          message: 'You are not allowed to generate embeddings from this model',
          type: 'invalid_request_error',
          param: null,
          code: null,
        },
      },
      message:
        "[ERROR]Embedding error:Error code: 403 - {'error': {'message': 'You are not allowed to generate embeddings from this model', 'type': 'invalid_request_error', 'param': None, 'code': None}}",
    });
    expect(result.reason).toBe('model_not_found');
    expect(result.explain.at(-1)?.rule).toBe('status.403.model_access');
  });
  it('reads the message alone, and "sample from" without a status (invented; held h320)', () => {
    const embeddings = classify({
      message: 'Embedding error: You are not allowed to generate embeddings from this model',
    });
    expect(embeddings.reason).toBe('model_not_found');
    expect(embeddings.explain.at(-1)?.rule).toBe('message.model_action_not_allowed');
    const sample = classify({
      message:
        'Error while generating a reply for this tweet: You are not allowed to sample from this model',
    });
    expect(sample.reason).toBe('model_not_found');
    expect(sample.explain.at(-1)?.rule).toBe('message.model_action_not_allowed');
  });
  it('leaves a refusal that names no model the status’s (invented)', () => {
    expect(
      classify({
        status: 403,
        message: 'You are not allowed to generate content with this API key.',
      }).reason,
    ).toBe('auth');
  });
  it('leaves a refusal until a payment method is added to the account (invented, review rw42a)', () => {
    const result = classify({
      status: 403,
      message:
        'You are not allowed to generate images with this model until you add a payment method.',
    });
    expect(result.reason).not.toBe('model_not_found');
  });
});

// gitStream's AI review service refusing a review request over its 1 MB cap (batch 471).
describe('a request body’s size stated with its unit, said to exceed the limit', () => {
  it('is payload_too_large by rule, not by the word vote (batch 471)', () => {
    const result = classify({
      message: 'ERROR: Request body size is 1.62 MB, which exceeds the 1MB limit.',
    });
    expect(result.reason).toBe('payload_too_large');
    expect(result.explain.at(-1)?.rule).toBe('message.payload_too_large');
  });
  it('reads the same under a 400, in bytes too (invented)', () => {
    const mb = classify({
      status: 400,
      message: 'Request body size is 1.62 MB, which exceeds the 1MB limit.',
    });
    expect(mb.reason).toBe('payload_too_large');
    expect(mb.explain.at(-1)?.rule).toBe('status.400.payload_too_large');
    expect(
      classify({
        status: 400,
        message: 'Request body size of 2300000 bytes exceeds the maximum of 2097152 bytes',
      }).reason,
    ).toBe('payload_too_large');
  });
  it('leaves a size in tokens and an image’s size alone (invented)', () => {
    expect(
      classify({
        status: 400,
        message: 'request size is 150000 tokens, which exceeds the model limit',
      }).reason,
    ).not.toBe('payload_too_large');
    expect(
      classify({ message: 'Image size is 25 MB, which exceeds the 20 MB limit.' }).reason,
    ).toBe('image_too_large');
  });
});

// claude-code: Anthropic's real-time cyber safeguard terminating a sub-agent (batch 474).
describe('a safety measure said to have flagged this message', () => {
  it('is the content filter’s verdict by rule (batch 474)', () => {
    const result = classify({
      message:
        'API Error: Sonnet 5 has safety measures that flagged this message for a cybersecurity topic. To learn about the Cyber Verification Program and apply for access, visit our help center: https://support.claude.com/en/articles/14604842-real-time-cyber-safeguards-on-claude.If you were not engaging in a cybersecurity topic, please send feedback via /feedback.Request ID: req_011CdDQPa7aYyzciteN8wuVf',
    });
    expect(result.reason).toBe('content_policy');
    expect(result.explain.at(-1)?.rule).toBe('signature.content_policy_text');
  });
  it('reads a safety system that flagged the request under a 400 (invented)', () => {
    const result = classify({
      status: 400,
      message: 'Our safety systems flagged your request. Please rephrase and try again.',
    });
    expect(result.reason).toBe('content_policy');
  });
  it('leaves an account flagged for its activity the status’s (invented)', () => {
    expect(
      classify({ status: 403, message: 'Your account has been flagged for suspicious activity.' })
        .reason,
    ).toBe('auth');
  });
});

// Agnai: a router behind the user's OpenAI preset wanting a "messages" field (batch 474).
describe('a field named in quotes that the request must submit', () => {
  it('is the request’s shape by rule (batch 474)', () => {
    const result = classify({
      message:
        'failed to generate response: SSE request failed: you must submit "messages" for routers.',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('message.validation');
  });
  it('reads "must provide \'model\'" under a 400 the same (invented)', () => {
    const result = classify({
      status: 400,
      message: "You must provide 'model' in the request body.",
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.400.validation_text');
  });
  it('leaves a quoted key the caller must provide to auth (invented)', () => {
    const status = classify({
      status: 401,
      message: 'You must provide "api_key" to use this endpoint.',
    });
    expect(status.reason).toBe('auth');
    const words = classify({ message: 'You must provide "api_key" to use this endpoint.' });
    expect(words.reason).not.toBe('format_error');
    expect(words.explain.some((step) => step.rule === 'message.validation')).toBe(false);
  });
  it('leaves any quoted credential name to auth, not only a bare key (invented; review rw42a)', () => {
    for (const message of [
      'You must provide "OPENAI_API_KEY"',
      "You must provide 'x-goog-api-key' header",
      "You must provide 'Ocp-Apim-Subscription-Key'",
      "You must provide 'access_token'",
      'You must pass `bearerToken`',
      "You must provide 'client_secret'",
      "You must provide 'credentials'",
    ]) {
      const result = classify({ message });
      expect(result.reason, message).not.toBe('format_error');
      expect(result.explain.some((step) => step.rule === 'message.validation')).toBe(false);
    }
    const tokens = classify({ message: "You must provide 'max_tokens'" });
    expect(tokens.explain.at(-1)?.rule).toBe('message.validation');
  });
});

// gemini-ui-to-code: google.api_core's RetryError over gRPC, posted in Chinese (batch 470).
describe('a call’s deadline exceeded and a gRPC channel that never connected, in Chinese', () => {
  const batchLine =
    '发生错误：调用目标函数时超过了 60.0 秒的截止时间，最后一个异常：503 无法连接到所有地址；最后一个错误：UNAVAILABLE：ipv4：172.217.160.106 ：443：TCP 流正在关闭';
  it('is a timeout by rule, not by the word vote (batch 470)', () => {
    const result = classify({ message: batchLine });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('message.timeout');
  });
  it('reads each half alone (invented)', () => {
    const deadline = classify({ message: '请求超出了 30 秒的截止时间' });
    expect(deadline.reason).toBe('timeout');
    expect(deadline.explain.at(-1)?.rule).toBe('message.timeout');
    const connect = classify({ message: '503 无法连接到所有地址；最后一个错误：UNAVAILABLE' });
    expect(connect.reason).toBe('timeout');
    expect(connect.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('leaves a date passed with no time stated alone (invented)', () => {
    const result = classify({ message: '活动已超过截止时间，请登录后查看' });
    expect(result.explain.some((step) => step.rule === 'message.timeout')).toBe(false);
  });
});
