/**
 * Rules written for the misses of held-out batches 635-642 (session 48, group BV), after the
 * batches had been scored without them. Each client's real wording (from the batch line named), a
 * second rendering, then the neighbours it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

function classify(descriptor: Record<string, unknown>) {
  return classifyError(errorFromDescriptor(descriptor));
}

// google-gemini/gemini-cli#1809: the project id wrapped onto a new line before "or it is disabled".
describe("Google's 'API has not been used in project'", () => {
  it('is the project owner’s to fix, with a wrapped project id (batch 641)', () => {
    const result = classify({
      status: 403,
      message:
        '✕ [API Error: [{\n    "error": {\n      "code": 403,\n      "message": "Gemini for Google Cloud API has not been used in project gemmers \n  before or it is disabled. Enable it by visiting https://console.developers.google.com/',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.403.permanent_text');
  });
  it('reads the status-less rendering the same (invented)', () => {
    const result = classify({
      message:
        'Cloud AI Companion API has not been used in project 1234\n before or it is disabled.',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('message.auth_permanent');
  });
  it('leaves an organization refused a model alone (invented)', () => {
    expect(
      classify({ status: 403, message: 'Your organization is not allowed to use this model' })
        .reason,
    ).toBe('model_not_found');
  });
});

// google-gemini/gemini-cli#13108: a seat of the subscription never assigned to the user.
describe('a named-user seat the organization never assigned', () => {
  it('waits on an administrator (batch 641)', () => {
    const result = classify({
      status: 403,
      message:
        '✕ [API Error: [{\n    "error": {\n      "code": 403,\n      "message": "You must be a named user on your organization\'s\\nGemini Code Assist Standard edition subscription to\n  use this service. Please contact your\\nadministrator to request an entitlement to Gemini Code Assist Standard\n  edition.",',
    });
    expect(result.reason).toBe('auth_permanent');
    expect(result.explain.at(-1)?.rule).toBe('status.403.permanent_text');
  });
  it('reads the entitlement request alone the same (invented)', () => {
    expect(
      classify({
        message:
          'Please contact your administrator to request an entitlement to Gemini Code Assist.',
      }).reason,
    ).toBe('auth_permanent');
  });
  it('leaves a plain organization 403 as auth (invented)', () => {
    expect(
      classify({ status: 403, message: 'Organization access denied for this request' }).reason,
    ).toBe('auth');
  });
});

// decolua/9router#1702: a relay's 500 api_error around a parameter under its floor.
describe('a sampling parameter under its floor', () => {
  it('is the request’s value under a relay’s 500 (batch 637)', () => {
    const result = classify({
      status: 500,
      message:
        'HTTP 500: [openai-compatible-chat/deepseek-v4-flash] [500]: {\\"error\\":{\\"message\\":\\"max_tokens must be greater than 2 (request id: 2026060602312576)\\",\\"type\\":\\"api_error\\"',
    });
    expect(result.reason).toBe('format_error');
    expect(result.explain.at(-1)?.rule).toBe('status.500.param_validation_failed');
  });
  it('reads another parameter the same (invented)', () => {
    expect(
      classify({ status: 500, message: 'temperature must be greater than or equal to 0' }).reason,
    ).toBe('format_error');
  });
  it('leaves a ceiling on max_tokens to the other rules (invented)', () => {
    expect(classify({ status: 500, message: 'max_tokens must be less than 8192' }).reason).not.toBe(
      'format_error',
    );
  });
});

// anomalyco/opencode#9377: Envoy's reset from a reverse proxy, behind a "Forbidden:" prefix.
describe("Envoy's upstream connect error behind 'Forbidden:'", () => {
  it('is the transport’s, not the key’s (batch 638)', () => {
    expect(
      classify({
        message:
          'Forbidden: upstream connect error or disconnect/reset before headers. reset reason: connection termination',
      }).reason,
    ).toBe('timeout');
  });
  it('reads a connect failure the same (invented)', () => {
    const result = classify({
      message:
        'Forbidden: upstream connect error or disconnect/reset before headers. reset reason: remote connection failure',
    });
    expect(result.reason).toBe('timeout');
    expect(result.explain.at(-1)?.rule).toBe('transport.text');
  });
  it('leaves a forbidden key alone (invented)', () => {
    expect(classify({ message: 'Forbidden: invalid api key' }).reason).toBe('auth_permanent');
  });
});
