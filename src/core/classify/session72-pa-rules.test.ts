/**
 * Rule group PA, session 72: the misses of held-out batches 1748–1777 and the retrain's flips. Each
 * rule's held wording, a second rendering, and the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function classified(descriptor: Descriptor) {
  const result = classifyError(errorFromDescriptor(descriptor));
  return {
    reason: result.reason,
    rule: result.explain.find((step) => step.decided)?.rule ?? '',
  };
}

describe("the Codex backend's unsupported service_tier beats the relay's server_error type", () => {
  it('reads the held codex-lb body typed server_error / upstream_error (h1767)', () => {
    const got = classified({
      body: {
        error: {
          message: 'Unsupported service_tier: fast',
          type: 'server_error',
          code: 'upstream_error',
        },
      },
      code: 'upstream_error',
    });
    expect(got).toEqual({ reason: 'format_error', rule: 'signature.service_tier_unsupported' });
  });
  it('reads a quoted value under a 400 detail and another casing', () => {
    expect(classified({ body: { detail: 'Unsupported service_tier: "priority"' } }).reason).toBe(
      'format_error',
    );
    expect(classified({ status: 400, message: 'UNSUPPORTED SERVICE_TIER: FLEX' }).reason).toBe(
      'format_error',
    );
  });
  it("leaves the relay's own server_error without the wording a server error", () => {
    expect(
      classified({
        body: {
          error: {
            message: 'upstream request timed out',
            type: 'server_error',
            code: 'upstream_error',
          },
        },
      }).reason,
    ).toBe('server_error');
  });
});

describe("Ollama's wrongly typed request option is the request's fault under its 500", () => {
  it('reads the held LightRAG rendering (h1766)', () => {
    const got = classified({
      status: 500,
      message:
        'ERROR: limit_async: Error in decorated function: option "stop" must be of type array (status code: 500)',
    });
    expect(got).toEqual({ reason: 'format_error', rule: 'signature.ollama_option_wrong_type' });
  });
  it('reads another option in a JSON body', () => {
    expect(
      classified({ status: 400, body: { error: 'option "num_ctx" must be of type integer' } })
        .reason,
    ).toBe('format_error');
  });
  it("leaves an Ollama runner crash a server error and an SDK's stream type check alone", () => {
    expect(
      classified({
        status: 500,
        body: { error: 'llama runner process has terminated: exit status 2' },
      }).reason,
    ).toBe('server_error');
    expect(
      classified({
        message:
          'Anthropic.Exceptions.AnthropicInvalidDataException: Message must be of type Anthropic.Models.Messages.RawMessageStreamEvent',
      }).rule,
    ).not.toBe('signature.ollama_option_wrong_type');
  });
});

describe("Ollama's format grammar that needs the model's vocabulary is the request's format", () => {
  it('reads the held status-less line (h1773)', () => {
    expect(classified({ message: 'failed to load model vocabulary required for format' })).toEqual({
      reason: 'format_error',
      rule: 'signature.ollama_format_grammar_unavailable',
    });
  });
  it('reads it under a 500 body and in capitals', () => {
    expect(
      classified({
        status: 500,
        body: { error: 'failed to load model vocabulary required for format' },
      }).reason,
    ).toBe('format_error');
    expect(
      classified({ status: 500, message: 'FAILED TO LOAD MODEL VOCABULARY REQUIRED FOR FORMAT' })
        .reason,
    ).toBe('format_error');
  });
  it('leaves a bare "failed to load model" under a 500 a server error', () => {
    expect(classified({ status: 500, body: { error: 'failed to load model' } }).reason).toBe(
      'server_error',
    );
  });
});

describe("Docker Model Runner's crashed llama.cpp runner is a server fault", () => {
  const crash =
    'unable to load runner: error waiting for runner to be ready: llama.cpp terminated unexpectedly: llama.cpp failed: not enough GPU memory to load the model (CUDA)';
  it('reads the held 500 that names GPU memory (h1772)', () => {
    expect(
      classified({
        status: 500,
        body: crash,
        message: `Failed to generate a response: error response: status=500 body=${crash}`,
      }),
    ).toEqual({ reason: 'server_error', rule: 'signature.model_runner_crashed' });
  });
  it('reads the status-less log line (h1772) and another exit', () => {
    expect(
      classified({
        message:
          'Backend llama.cpp running model ai/llama3.2 exited with error: llama.cpp terminated unexpectedly: llama.cpp exit status: exit status 0xc0000135',
      }).reason,
    ).toBe('server_error');
    expect(
      classified({
        message:
          'Backend llama.cpp running model ai/smollm2 exited with error: LLAMA.CPP TERMINATED UNEXPECTEDLY: signal: killed',
      }).reason,
    ).toBe('server_error');
  });
  it("leaves Ollama's model too big for the host and undici's terminated socket alone", () => {
    expect(
      classified({
        status: 500,
        body: { error: 'model requires more system memory (12.3 GiB) than is available (8.0 GiB)' },
      }).reason,
    ).toBe('model_not_found');
    expect(
      classified({
        message: 'TypeError: terminated',
        cause: { code: 'UND_ERR_SOCKET', message: 'other side closed' },
      }).reason,
    ).toBe('timeout');
  });
});

describe("GitHub's spammy_user flag on a Copilot account is permanent", () => {
  it('reads the held relay body (h1777)', () => {
    const got = classified({
      status: 403,
      body: {
        code: 403,
        error:
          '{"error_details":{"url":"https://support.github.com?editor={EDITOR}","message":"Contact Support. You are currently logged in as xxx.","title":"Contact Support","notification_id":"spammy_user"},"message":"Resource not accessible by integration"}',
      },
    });
    expect(got).toEqual({ reason: 'auth_permanent', rule: 'signature.account_flagged_spammy' });
  });
  it('reads the words in a message', () => {
    expect(
      classified({
        status: 403,
        message:
          'Contact Support. You are currently logged in as someone. notification_id: spammy_user',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves "Resource not accessible by integration" alone an auth error', () => {
    expect(
      classified({ status: 403, body: { message: 'Resource not accessible by integration' } })
        .reason,
    ).toBe('auth');
  });
});

describe("Qwen's NOT_LOGIN is an expired session, not an unavailable service", () => {
  it('reads the held Qwen-Free-API line (h945)', () => {
    expect(classified({ message: '服务暂时不可用，第三方响应错误：NOT_LOGIN' })).toEqual({
      reason: 'auth',
      rule: 'signature.session_not_logged_in',
    });
  });
  it('reads the code in a body', () => {
    expect(
      classified({ status: 401, body: { code: 'NOT_LOGIN', message: 'user not login' } }).reason,
    ).toBe('auth');
  });
  it('leaves the wrapper alone and a longer identifier unread', () => {
    expect(classified({ message: '服务暂时不可用' }).reason).not.toBe('auth');
    expect(classified({ status: 500, message: 'NOT_LOGIN_REQUIRED flag' }).reason).toBe(
      'server_error',
    );
  });
});

describe("Cohere's connector without its user's OAuth is the request's configuration", () => {
  it('reads the documented 400 (h990)', () => {
    const got = classified({
      status: 400,
      message:
        "connectors failed with continue on failure disabled: connector xyz failed with message 'failed to get auth token: user is not authenticated for connector xyz'",
    });
    // One reading since the session 72 review (problem 3): the 400 decides as at the start.
    expect(got.reason).toBe('format_error');
  });
  it('reads the body message without a status', () => {
    expect(
      classified({ body: { message: 'user is not authenticated for connector web-search' } })
        .reason,
    ).toBe('format_error');
  });
  it("leaves Cohere's rejected API key an auth failure", () => {
    expect(classified({ status: 401, body: { message: 'invalid api token' } }).reason).toMatch(
      /^auth/,
    );
  });
});

describe("Metal's refused buffer under MLX is the host's fault", () => {
  it('reads the held vMLX prefill log (h1771)', () => {
    expect(
      classified({
        message:
          'ERROR:vmlx_engine.mllm_batch_generator:Prefill failed for chatcmpl-b8beec9d: RuntimeError: [metal::malloc] Attempting to allocate 21902407808 bytes which is greater than the maximum allowed buffer size of 9534832640 bytes.',
      }),
    ).toEqual({ reason: 'server_error', rule: 'message.server_error' });
  });
  it('reads a shorter rendering and keeps the older resource-limit reading', () => {
    expect(
      classified({ message: 'RuntimeError: [METAL::MALLOC] Attempting to allocate 1024 bytes' })
        .reason,
    ).toBe('server_error');
    expect(
      classified({ message: 'RuntimeError: [metal::malloc] Resource limit (499000) exceeded.' })
        .reason,
    ).toBe('server_error');
  });
  it("leaves a provider's context-length refusal an overflow", () => {
    expect(
      classified({
        status: 400,
        message:
          "This model's maximum context length is 8192 tokens. However, you requested 9000 tokens.",
      }).reason,
    ).toBe('context_overflow');
  });
});

describe("a relay's upstream error answered as the completion's reply is read", () => {
  const completion = (content: string) => ({
    body: {
      id: 'chatcmpl-abc123',
      object: 'chat.completion',
      created: 1721044629,
      model: 'gpt-4-turbo-preview',
      choices: [
        {
          message: { role: 'assistant', content },
          finish_reason: 'stop',
          index: 0,
          logprobs: null,
        },
      ],
    },
  });
  it("reads gemini-openai-proxy's Deno connect failure (h1754)", () => {
    expect(
      classified(
        completion(
          '[GoogleGenerativeAI Error]: Error fetching from google -> error sending request for url (https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro-latest:streamGenerateContent?alt=sse): error trying to connect: tcp connect error: Cannot assign requested address (os error 99)',
        ),
      ),
    ).toEqual({ reason: 'timeout', rule: 'transport.text' });
  });
  it('reads another SDK error rendered there', () => {
    expect(
      classified(
        completion(
          '[GoogleGenerativeAI Error]: Error fetching from https://generativelanguage.googleapis.com: [429 Too Many Requests] Resource has been exhausted (e.g. check quota).',
        ),
      ).reason,
    ).toBe('rate_limit');
  });
  it("leaves a model's reply that only mentions an error unread", () => {
    expect(
      classified(completion('The error sending request for url usually means your proxy is down.'))
        .rule,
    ).not.toBe('transport.text');
  });
});
