/**
 * Rules written for the "body only" and "without message" renderings of held lines (session 70,
 * group ND): each wording or body shape from the held line named, a second rendering, then the
 * neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function rule(result: ReturnType<typeof classify>): string | undefined {
  return result.explain.find((step) => step.decided)?.rule;
}

describe("NVIDIA NIM's worker request cap under its own 503 (rate_limit)", () => {
  const body = {
    error: {
      message: 'ResourceExhausted: Worker local total request limit reached (163/32)',
      type: 'Service Unavailable',
      code: 503,
    },
  };
  it('is h81 with its 503, and as the body alone', () => {
    const withStatus = classify({ status: 503, body });
    expect(withStatus.reason).toBe('rate_limit');
    expect(rule(withStatus)).toBe('status.503.resource_exhausted_request_cap');
    expect(classify({ body }).reason).toBe('rate_limit');
  });
  it('is the same cap under a 529 and in upper case', () => {
    const result = classify({
      status: 529,
      body: { message: 'RESOURCEEXHAUSTED: WORKER LOCAL TOTAL REQUEST LIMIT REACHED (4/4)' },
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves a plain 503 and capacity words beside the cap to overloaded', () => {
    expect(classify({ status: 503, body: { message: 'Service Unavailable' } }).reason).toBe(
      'overloaded',
    );
    const capacity = classify({
      status: 503,
      body: {
        message:
          'ResourceExhausted: Worker local total request limit reached (8/8); engine overloaded',
      },
    });
    expect(capacity.reason).toBe('overloaded');
  });
});

describe("Portkey's `html-message` field (its Worker's transport failure: timeout)", () => {
  it('is h86 with status 200, and as the body alone', () => {
    const body = { 'html-message': 'Network connection lost.' };
    expect(classify({ status: 200, body }).reason).toBe('timeout');
    expect(classify({ body }).reason).toBe('timeout');
  });
  it("leaves a 502 around the same words to the status (held openrouter's Bedrock stream)", () => {
    const result = classify({ status: 502, body: { 'html-message': 'Network connection lost.' } });
    expect(result.reason).toBe('server_error');
  });
  it('reads no single word there as a message', () => {
    expect(classify({ body: { 'html-message': 'lost' } }).reason).toBe('unknown');
  });
});

describe("LiteLLM proxy's 'invalid user key' (auth_permanent)", () => {
  it('is h540 without a status and h1562 with its 401', () => {
    const body = { detail: 'invalid user key' };
    const alone = classify({ body });
    expect(alone.reason).toBe('auth_permanent');
    expect(rule(alone)).toBe('message.litellm_invalid_user_key');
    expect(classify({ status: 401, body }).reason).toBe('auth_permanent');
  });
  it('is the same inside a client headline, in capitals', () => {
    expect(classify({ message: 'AuthenticationError: INVALID USER KEY' }).reason).toBe(
      'auth_permanent',
    );
  });
  it('leaves an invalid user id parameter alone', () => {
    const result = classify({ status: 400, body: { detail: 'invalid user id: must be a string' } });
    expect(result.reason).not.toBe('auth_permanent');
  });
});

describe("OpenCode's NamedError nested in a run event (its data.message)", () => {
  it('is h688 as the body alone', () => {
    const result = classify({
      body: {
        type: 'error',
        timestamp: 1777723322171,
        sessionID: 'ses_x',
        error: { name: 'UnknownError', data: { message: 'Model not found: kimi-k2-6/.' } },
      },
    });
    expect(result.reason).toBe('model_not_found');
    expect(rule(result)).toBe('message.model_not_found_named');
  });
  it('reads another NamedError the same way (an API error naming a rate limit)', () => {
    const result = classify({
      body: {
        type: 'error',
        error: {
          name: 'APIError',
          data: { message: 'Rate limit exceeded. Please try again later.' },
        },
      },
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves an error object with its own message to that message', () => {
    const result = classify({
      body: {
        error: {
          name: 'X',
          message: 'Invalid API key provided',
          data: { message: 'Model not found' },
        },
      },
    });
    expect(result.reason).toBe('auth_permanent');
  });
});

describe("Bifrost's banner for its own HTTP client failing (the Go error joins it: timeout)", () => {
  it('is h1183 as the body alone', () => {
    const result = classify({
      body: {
        is_bifrost_error: true,
        error: {
          error: 'write tcp 10.0.0.1:53374->10.0.0.2:30000: write: broken pipe',
          message: 'failed to execute HTTP request to provider API',
        },
      },
    });
    expect(result.reason).toBe('timeout');
  });
  it('is a reset connection under the same banner', () => {
    const result = classify({
      body: {
        error: {
          error: 'read tcp 10.0.0.1:1->10.0.0.2:2: read: connection reset by peer',
          message: 'Failed to execute HTTP request to provider API',
        },
      },
    });
    expect(result.reason).toBe('timeout');
  });
  it('leaves an error object whose message says what failed to that message', () => {
    const result = classify({
      body: { error: { message: 'Invalid API key provided', error: 'write: broken pipe' } },
    });
    expect(result.reason).toBe('auth_permanent');
  });
});

describe("CloudBase's EXCEED_TOKEN_QUOTA_LIMIT (billing)", () => {
  const body = { code: 'EXCEED_TOKEN_QUOTA_LIMIT', message: 'Token usage exceeded quota limit.' };
  it('is h902 as the body alone, and under a 429', () => {
    const alone = classify({ body });
    expect(alone.reason).toBe('billing');
    expect(rule(alone)).toBe('code.exceed_token_quota_limit');
    expect(classify({ status: 429, body }).reason).toBe('billing');
  });
  it('leaves its concurrency code to rate_limit', () => {
    const result = classify({
      body: { code: 'EXCEED_CONCURRENT_REQUEST_LIMIT', message: 'Concurrent request limit.' },
    });
    expect(result.reason).toBe('rate_limit');
  });
});

describe("OpenAI ChatKit's missing workflow (format_error)", () => {
  const message = "Workflow with id 'wf_68ebc5886f508190843c8bdde3' not found.";
  it('is h609 with its 404 and without its message, and h1308 as the words alone', () => {
    const with404 = classify({
      status: 404,
      body: {
        error: { message, type: 'invalid_request_error', param: null, code: null },
      },
    });
    expect(with404.reason).toBe('format_error');
    expect(rule(with404)).toBe('status.404.chatkit_workflow_not_found');
    const words = classify({ message });
    expect(words.reason).toBe('format_error');
    expect(rule(words)).toBe('message.chatkit_workflow_not_found');
  });
  it('leaves a missing model under a 404 to model_not_found', () => {
    const result = classify({
      status: 404,
      body: {
        error: {
          message: 'The model `gpt-9` does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      },
    });
    expect(result.reason).toBe('model_not_found');
  });
});

describe('a token endpoint refusing the refresh token (auth_permanent)', () => {
  it("is h532's 400 without its message, and the body alone", () => {
    const body = { message: 'Invalid refresh token provided' };
    const with400 = classify({ status: 400, body });
    expect(with400.reason).toBe('auth_permanent');
    expect(rule(with400)).toBe('status.400.refresh_failed');
    expect(classify({ body }).reason).toBe('auth_permanent');
  });
  it('is the OAuth error_description with an underscore', () => {
    const result = classify({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid refresh_token' },
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves a refresh that met a 503 or a timeout to the transport', () => {
    expect(
      classify({ message: 'invalid refresh token response: 503 Service Unavailable' }).reason,
    ).not.toBe('auth_permanent');
    expect(classify({ message: 'invalid refresh token: request timed out' }).reason).not.toBe(
      'auth_permanent',
    );
  });
});

describe("Doubao web's SSE error event (its event_data is the error)", () => {
  it('is h556 as the body alone', () => {
    const result = classify({
      body: {
        event_data:
          '{"code":710022002,"message":"block","error_detail":{"code":710022002,"locale":"zh","message":"当前服务访问频繁，请稍后重试"}}',
        event_id: '0',
        event_type: 2005,
      },
    });
    expect(result.reason).toBe('rate_limit');
  });
  it('leaves event data that is no JSON object alone', () => {
    const result = classify({ body: { event_data: 'ping', event_id: '1', event_type: 2001 } });
    expect(result.reason).toBe('unknown');
  });
});

describe("Spring Boot's 'No static resource' (a wrong path: format_error)", () => {
  it('is h1453 as the body alone, and under a 404', () => {
    const body = {
      requestId: 'x',
      code: 'InvalidParameter',
      message: 'No static resource api-openai/v1/chat/completions/chat/completions.',
    };
    const alone = classify({ body });
    expect(alone.reason).toBe('format_error');
    expect(rule(alone)).toBe('message.requested_url_not_found');
    expect(classify({ status: 404, body }).reason).toBe('format_error');
  });
  it('leaves a 404 naming a missing model to model_not_found', () => {
    const result = classify({ status: 404, body: { message: 'Model not found: gpt-9' } });
    expect(result.reason).toBe('model_not_found');
  });
});

describe("WordPress's WP_Error body (its first error's first message)", () => {
  const body = {
    errors: {
      prompt_invalid_argument: ['No models found that support text_generation for this prompt.'],
    },
    error_data: { prompt_invalid_argument: { status: 400 } },
  };
  it('is h874 as the body alone and with its 400', () => {
    expect(classify({ body }).reason).toBe('model_not_found');
    const with400 = classify({ status: 400, body });
    expect(with400.reason).toBe('model_not_found');
    expect(rule(with400)).toBe('status.400.model_text');
  });
  it('reads another WP_Error the same way', () => {
    const result = classify({
      body: {
        errors: { rest_forbidden: ['Sorry, you are not allowed to do that. Invalid API key.'] },
        error_data: { rest_forbidden: { status: 401 } },
      },
    });
    expect(result.reason).toBe('auth_permanent');
  });
  it('leaves an errors object without error_data to the reader it had', () => {
    const result = classify({ status: 400, body: { errors: { field: ['Model not found'] } } });
    expect(result.reason).toBe('format_error');
  });
});
