/**
 * Rules written for the misses of held-out batches 704–711 (session 50, group CF), after the batches
 * had been scored without them. Each rule: the real wording (from the batch line named), a second
 * rendering (message only, status-less, another client), then the neighbours it must leave alone.
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

describe("a Go relay's own call that got no answer, under its 5xx", () => {
  it('reads a context deadline under a 500 as a timeout (batch 710)', () => {
    const error = {
      status: 500,
      message:
        'Request Failed: Request to https://sourcegraph.com/.api/completions/stream?client-name=vscode failed with 500 Internal Server Error: context deadline exceeded',
    };
    expect(classify(error).reason).toBe('timeout');
    expect(decidedBy(error)).toBe('status.500.relay_call_no_answer');
  });
  it("reads uTLS's handshake EOF under a 500 typed server_error as a timeout (batch 705)", () => {
    const error = {
      status: 500,
      body: {
        message: 'Post "https://chatgpt.com/backend-api/codex/responses": utls: TLS handshake: EOF',
        type: 'server_error',
        code: 'internal_server_error',
      },
    };
    expect(classify(error).reason).toBe('timeout');
    expect(classify({ ...error, status: 502 }).reason).toBe('timeout');
  });
  it('leaves capacity words and a plain 500 alone', () => {
    expect(
      classify({ status: 500, message: 'Server overloaded: context deadline exceeded' }).reason,
    ).toBe('overloaded');
    expect(classify({ status: 500, message: 'Internal Server Error' }).reason).toBe('server_error');
  });
});

describe("a proxy's 5xx around a client's authentication class", () => {
  const azure =
    'litellm.AuthenticationError: AzureException AuthenticationError - Access denied due to invalid subscription key or wrong API endpoint. Make sure to provide a valid key for an active subscription and use a correct regional API endpoint for your resource.. Received Model Group=whisper';
  it('reads the key verdict as on a 401 (batch 709)', () => {
    const error = { status: 500, name: 'HTTPException', message: `500: ${azure}` };
    expect(classify(error).reason).toBe('auth_permanent');
    expect(decidedBy(error)).toBe('status.500.auth_class');
  });
  it('reads the class around refreshable words as auth (invented)', () => {
    expect(
      classify({
        status: 500,
        message: 'litellm.AuthenticationError: VertexAIException - token has expired',
      }).reason,
    ).toBe('auth');
  });
  it('leaves the server fault class alone', () => {
    expect(
      classify({
        status: 500,
        message: 'litellm.InternalServerError: OpenAIException - Internal server error',
      }).reason,
    ).toBe('server_error');
  });
});

describe('a fetch that got no answer, named as the cause under a login headline', () => {
  it("reads qwen-code's device flow 'fetch failed' as a timeout (batch 706)", () => {
    const error = { message: '认证失败。消息：Device authorization flow failed: fetch failed' };
    expect(classify(error).reason).toBe('timeout');
    expect(
      classify({
        message: 'Authentication failed. Message: Device authorization flow failed: fetch failed',
      }).reason,
    ).toBe('timeout');
  });
  it("reads node-fetch's 'request to … failed' with no reason as a timeout (batch 706)", () => {
    const error = {
      message:
        'Failed to sign in. Message: Failed to exchange authorization code for tokens: request to https://oauth2.googleapis.com/token failed',
    };
    expect(classify(error).reason).toBe('timeout');
    expect(decidedBy(error)).toBe('transport.text');
  });
  it("leaves a client's 'request to … failed with status 402' alone", () => {
    expect(
      classify({
        message:
          'Request to https://api.replicate.com/v1/predictions failed with status 402 Payment Required: {"title":"Insufficient credit"}',
      }).reason,
    ).toBe('billing');
    expect(classify({ message: '认证失败，API key 无效' }).reason).toBe('auth_permanent');
  });
});

describe("httpx's ResponseNotRead under LiteLLM's connection class", () => {
  it('is unknown (batch 709)', () => {
    const error = {
      name: 'APIConnectionError',
      message:
        'litellm.exceptions.APIConnectionError: Attempted to access streaming response content, without having called `read()`.',
    };
    expect(classify(error).reason).toBe('unknown');
    expect(decidedBy(error)).toBe('transport.wrapped_response_not_read');
  });
  it('leaves the connection class around a real connection error alone', () => {
    expect(
      classify({
        name: 'APIConnectionError',
        message: 'litellm.APIConnectionError: Connection error.',
      }).reason,
    ).toBe('timeout');
  });
});

describe('a client note that no assistant message came back, or a local command failed', () => {
  it.each([
    ['Error: No assistant message found\n    at Dd (file:///cli.js:3356:12905)', 704],
    [
      "Unexpected API Response: The language model did not provide any assistant messages. This may indicate an issue with the API or the model's output.",
      708,
    ],
    [
      'Invalid API Response: The provider returned an empty or unparsable response. This is a provider-side issue. Retrying the request may help resolve this issue.',
      708,
    ],
    [
      'API Streaming Failed\nCommand failed with exit code 259: powershell (Get-CimInstance -ClassName Win32_OperatingSystem).caption',
      708,
    ],
  ])('is unknown, decided before the vote: %s (batch %i)', (message) => {
    expect(classify({ message }).reason).toBe('unknown');
    expect(decidedBy({ message })).toBe('message.cause_not_shown');
  });
  it("leaves a command's exit code inside a provider's sentence alone", () => {
    expect(decidedBy({ message: 'Rate limit exceeded. Command failed with exit code 1' })).not.toBe(
      'message.cause_not_shown',
    );
  });
});

describe("Codex's parse of the stream's final event", () => {
  it('is a malformed answer, a server error (batch 705)', () => {
    const error = {
      message:
        "stream disconnected before completion: failed to parse ResponseCompleted: missing field 'reasoning_tokens'",
    };
    expect(classify(error).reason).toBe('server_error');
    expect(decidedBy(error)).toBe('message.response_not_json');
  });
  it('leaves a plain disconnect alone', () => {
    expect(classify({ message: 'stream disconnected before completion' }).reason).toBe('timeout');
  });
});

describe("a 404 'Unknown error' stamped with Cloudflare's ray id", () => {
  const url =
    'unexpected status 404 Not Found: Unknown error, url: https://chatgpt.com/backend-api/codex/responses';
  it('is the service failing (batch 705)', () => {
    const error = { status: 404, message: `${url}, cf-ray: a355a07b5ca40c60-SJC` };
    expect(classify(error).reason).toBe('server_error');
    expect(decidedBy(error)).toBe('status.404.unknown_error_with_ray');
  });
  it('leaves the same words without a ray id to the URL reading', () => {
    expect(
      classify({
        status: 404,
        message:
          'unexpected status 404 Not Found: Unknown error, url: https://api.deepseek.com/responses',
      }).reason,
    ).toBe('format_error');
  });
});

describe('a GitHub sign-in token refused', () => {
  it('is refreshable by signing in again (batch 707)', () => {
    const error = {
      status: 401,
      body: { error: 'Unauthorized. Invalid GitHub token.' },
      message:
        'HTTP 401 Unauthorized from https://proxy.example/stream_chat {"error":"Unauthorized. Invalid GitHub token."}',
    };
    expect(classify(error).reason).toBe('auth');
    expect(classify({ message: 'Unauthorized. Invalid GitHub token.' }).reason).toBe('auth');
  });
  it('leaves an invalid API key alone', () => {
    expect(classify({ status: 401, message: 'Unauthorized. Invalid API key.' }).reason).toBe(
      'auth_permanent',
    );
  });
});

describe('a login that holds no refresh token', () => {
  it('is dead until a new login (batch 706)', () => {
    const error = {
      name: 'TokenManagerError',
      message:
        'Failed to login. Message: Failed to initialize Qwen: Qwen OAuth authentication failed',
      cause: { message: 'No refresh token available for token refresh' },
    };
    expect(classify(error).reason).toBe('auth_permanent');
    expect(classify({ message: 'Refresh token not found' }).reason).toBe('auth_permanent');
  });
  it('leaves an access token that expired alone', () => {
    expect(classify({ message: 'OAuth access token expired, refreshing' }).reason).toBe('auth');
  });
});

describe("Google's page for products not yet authorized on the account", () => {
  it('is auth_permanent in English (held h700) and Chinese (batch 706)', () => {
    expect(
      classify({
        message:
          'Error: The authentication did not complete successfully. The following products are not yet authorized to access your account: Gemini Code Assist',
      }).reason,
    ).toBe('auth_permanent');
    const zh = {
      message:
        '错误：使用 Gemini Code Assist 进行身份验证、使用 Gemini CLI 进行身份验证未成功完成，并且无权访问您的账号。',
    };
    expect(classify(zh).reason).toBe('auth_permanent');
    expect(decidedBy(zh)).toBe('message.auth_permanent');
  });
  it('leaves a plain Chinese authentication failure alone', () => {
    expect(classify({ message: '身份验证失败，请重试' }).reason).toBe('auth');
  });
});

describe('a login said expired in Chinese', () => {
  it('is refreshable auth, decided by a rule (batch 706)', () => {
    const error = { message: 'Qwen OAuth 登录已过期，正在重新认证...' };
    expect(classify(error).reason).toBe('auth');
    expect(decidedBy(error)).toBe('message.auth');
  });
});

describe("axios's ERR_BAD_REQUEST with the status lost", () => {
  const message =
    'Unable to connect to Anthropic services\n\n Failed to connect to api.anthropic.com: ERR_BAD_REQUEST\n\n Please check your internet connection and network settings.';
  it("is the server's refusal, not the network (batch 704)", () => {
    const error = { message, code: 'ERR_BAD_REQUEST' };
    expect(classify(error).reason).toBe('format_error');
    expect(decidedBy(error)).toBe('transport.answered_4xx');
  });
  it('leaves the same wrapper around a transport code alone', () => {
    expect(
      classify({
        message: message.replace('ERR_BAD_REQUEST', 'ECONNREFUSED'),
        code: 'ECONNREFUSED',
      }).reason,
    ).toBe('timeout');
    expect(
      classify({
        message: 'Request failed with status code 401: invalid api key',
        code: 'ERR_BAD_REQUEST',
      }).reason,
    ).toBe('auth_permanent');
  });
});
