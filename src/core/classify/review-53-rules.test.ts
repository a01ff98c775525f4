/**
 * The closing review of session 53's rules (groups CX, CY, CZ and DA): each rule narrowed to its
 * evidence, with the real wording it was written for and the neighbour it had taken.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

function reasonOf(descriptor: Record<string, unknown>): string {
  return classify(descriptor).reason;
}

describe('a provider code kept on the error object alone (batch 843)', () => {
  it("reads Copilot Studio's codes under a message that says nothing", () => {
    expect(reasonOf({ message: 'An error has occurred.', code: 'OpenAIRateLimitReached' })).toBe(
      'rate_limit',
    );
    expect(reasonOf({ message: '', code: 'CONTEXT_LENGTH_EXCEEDED' })).toBe('context_overflow');
  });
  it("reads an AWS exception name that starts with an E, not only an errno's", () => {
    expect(reasonOf({ message: 'An error has occurred.', code: 'ExpiredTokenException' })).toBe(
      'auth',
    );
    expect(reasonOf({ message: 'socket hang up', code: 'ECONNRESET' })).toBe('timeout');
  });
  it('leaves a code that only says an error came back to the checks that read it', () => {
    // one-api's bad_response_status_code names no status; held lines with it spread over eight reasons.
    expect(reasonOf({ message: '', code: 'bad_response_status_code' })).toBe('unknown');
    expect(
      reasonOf({
        message: 'Unexpected token \'D\', "[DONE]" is not valid JSON',
        code: 'api_error',
      }),
    ).toBe('unknown');
  });
  it("keeps a bare quota_exceeded code to the words (ElevenLabs' quota is money, held h129)", () => {
    expect(
      reasonOf({ code: 'quota_exceeded', message: 'ElevenLabs: You have exceeded your quota.' }),
    ).toBe('billing');
    expect(
      reasonOf({
        body: {
          detail: {
            status: 'quota_exceeded',
            message:
              'Thanks for trying out our speech synthesis! You have reached the limit of available requests on the landing page. You can continue, for free, by signing-up for a free account.',
          },
        },
      }),
    ).toBe('billing');
  });
});

describe("Ark's AccessDenied and closed endpoint, in their own sentences (batches 851, 868)", () => {
  it('reads the Ark sentences as the model endpoint', () => {
    expect(
      reasonOf({
        status: 403,
        message:
          'The request failed because you do not have access to the requested resource. Request ID: 0217',
      }),
    ).toBe('model_not_found');
    expect(
      reasonOf({
        status: 400,
        message:
          'The request targeted an endpoint that is currently closed or temporarily unavailable. Request ID: x',
      }),
    ).toBe('model_not_found');
  });
  it("leaves another service's resource and a closed socket endpoint alone", () => {
    expect(
      reasonOf({
        status: 403,
        message:
          'HTTP 403: User does not have access to the requested resource (project is suspended)',
      }),
    ).toBe('auth_permanent');
    expect(
      reasonOf({ status: 403, message: 'You do not have access to the requested resource.' }),
    ).toBe('auth');
    expect(reasonOf({ message: 'Connection error: remote endpoint is closed' })).toBe('timeout');
    expect(reasonOf({ message: 'Cannot write to stream: the endpoint is closed' })).toBe('timeout');
  });
});

describe("opencode's ProviderInitError (batch 842)", () => {
  it('is the configuration when it says nothing else', () => {
    expect(reasonOf({ message: 'ProviderInitError' })).toBe('format_error');
  });
  it("is the connection's when it quotes a network failure (its package install from npm)", () => {
    expect(
      reasonOf({
        message:
          'ProviderInitError: failed to install @ai-sdk/anthropic: request to https://registry.npmjs.org/@ai-sdk%2fanthropic failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org',
      }),
    ).toBe('timeout');
    expect(reasonOf({ message: 'ProviderInitError: connect ECONNREFUSED 127.0.0.1:4873' })).toBe(
      'timeout',
    );
  });
});

describe('a credit quota used up is money unless a window names it (batch 869)', () => {
  it("reads LiveKit Inference's credit quota as billing", () => {
    expect(reasonOf({ message: 'LLM token credit quota exceeded' })).toBe('billing');
  });
  it('leaves a daily or resetting credit quota to the window', () => {
    expect(reasonOf({ message: 'Credit quota exceeded for today. Resets at 00:00 UTC.' })).toBe(
      'rate_limit',
    );
    expect(reasonOf({ message: 'Daily AI usage credit quota exceeded' })).toBe('rate_limit');
  });
});

describe("a plan's window allowance used up, in Chinese (batch 842)", () => {
  it('reads the allowance left (剩余额度) as the window too', () => {
    expect(
      reasonOf({
        message: '套餐5小时窗口周期内，当前模型剩余额度已用完，系统将在60分钟后自动为您陆续恢复',
      }),
    ).toBe('rate_limit');
  });
  it('keeps a balance used up billing', () => {
    expect(reasonOf({ message: '账户余额已用完，请充值' })).toBe('billing');
  });
});

describe('a Russian API key said invalid or inactive (batch 850)', () => {
  it('reads the key', () => {
    expect(
      reasonOf({
        status: 401,
        message:
          'Предоставленный API-ключ неактивен. Пожалуйста, проверьте правильность ввода ключа',
      }),
    ).toBe('auth_permanent');
  });
  it("leaves a keyword argument and a JSON body's key alone", () => {
    expect(reasonOf({ status: 400, message: 'Неверный ключевой аргумент temperature' })).toBe(
      'format_error',
    );
    expect(reasonOf({ message: 'Неверный ключ model в теле запроса' })).not.toBe('auth_permanent');
  });
});

describe('narrow wordings kept to their evidence', () => {
  it("reads Lingma's API missing from the deployed version, not any API missing from an environment", () => {
    expect(reasonOf({ status: 400, message: 'API unsupported in current deployed version' })).toBe(
      'format_error',
    );
    expect(
      reasonOf({
        message: 'Error: The Web Crypto API is not available in the current environment',
      }),
    ).toBe('unknown');
  });
  it("reads Cloudflare's 1015 body, not a WebSocket's close code 1015 (a failed TLS handshake)", () => {
    expect(reasonOf({ message: 'error code: 1015' })).toBe('rate_limit');
    expect(reasonOf({ message: 'WebSocket connection closed with error code: 1015' })).not.toBe(
      'rate_limit',
    );
  });
  it('reads a lapsed plan to upgrade as billing, not an hourly limit that suggests an upgrade', () => {
    expect(
      reasonOf({
        status: 401,
        message: 'Your subscription is inactive. Upgrade your plan to continue.',
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        status: 401,
        message: 'You have reached your hourly request limit. Upgrade your plan to continue.',
      }),
    ).not.toBe('billing');
  });
  it('reads an image too small as the request, in any of its phrasings (batch 856)', () => {
    expect(reasonOf({ message: 'Image dimensions are too small' })).toBe('format_error');
    expect(reasonOf({ message: 'Image dimensions too small: minimum is 256x256' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 400, message: 'Image dimensions (32x32) are too small' })).toBe(
      'format_error',
    );
    expect(reasonOf({ status: 400, message: 'image exceeds 5 MB maximum' })).toBe(
      'image_too_large',
    );
  });
});
