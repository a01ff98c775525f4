/**
 * Group KD's rules for the "body only" and "without status" renderings (session 67): held lines whose
 * body says what failed in the provider's own words, read right when a client kept only the body or
 * lost the status, each with the held line's wording, a second rendering and the neighbours it must
 * leave alone.
 */
import { describe, expect, it } from 'vitest';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

type Descriptor = Parameters<typeof errorFromDescriptor>[0];

function reasonOf(descriptor: Descriptor): string {
  return classifyError(errorFromDescriptor(descriptor)).reason;
}

describe("DashScope's allocation throttle under `insufficient_quota` (held h696, h39)", () => {
  it('reads the allocated quota in the body alone as a rate limit', () => {
    expect(
      reasonOf({
        body: {
          error: {
            code: 'insufficient_quota',
            message: 'Allocated quota exceeded, please increase your quota limit.',
          },
        },
      }),
    ).toBe('rate_limit');
  });
  it('reads the free allocation in capitals and the token-limit doc anchor too', () => {
    expect(
      reasonOf({
        body: { error: { code: 'INSUFFICIENT_QUOTA', message: 'Free allocated quota exceeded.' } },
      }),
    ).toBe('rate_limit');
    expect(
      reasonOf({
        body: {
          error: {
            code: 'insufficient_quota',
            type: 'insufficient_quota',
            message:
              'You exceeded your current quota, please check your plan and billing details. For details, see: https://help.aliyun.com/zh/model-studio/error-code#token-limit',
          },
        },
      }),
    ).toBe('rate_limit');
  });
  it("leaves OpenAI's own quota sentence and a billing code that is not a limit as billing", () => {
    expect(
      reasonOf({
        body: {
          error: {
            code: 'insufficient_quota',
            type: 'insufficient_quota',
            message: 'You exceeded your current quota, please check your plan and billing details.',
          },
        },
      }),
    ).toBe('billing');
    expect(
      reasonOf({
        body: {
          error: {
            code: 'billing_not_active',
            message: 'Allocated quota exceeded, please increase your quota limit.',
          },
        },
      }),
    ).toBe('billing');
  });
});

describe("OpenCode's gateway typing its upstream's failure `server_error` (held h656, h964)", () => {
  it('reads the endpoint unavailable in the body alone as overloaded', () => {
    expect(
      reasonOf({
        body: {
          type: 'server_error',
          message: 'Upstream request failed: Endpoint is unavailable.',
        },
      }),
    ).toBe('overloaded');
  });
  it('reads the model unavailable, nested and in capitals, as the model', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'server_error',
            message: 'UPSTREAM REQUEST FAILED: MODEL IS UNAVAILABLE.',
          },
        },
      }),
    ).toBe('model_not_found');
  });
  it('leaves a bare upstream failure, another cause and a real 5xx as they were', () => {
    expect(reasonOf({ body: { type: 'server_error', message: 'Upstream request failed' } })).toBe(
      'server_error',
    );
    expect(
      reasonOf({
        body: { type: 'server_error', message: 'Upstream request failed: Internal server error' },
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        body: { type: 'server_error', message: 'Upstream request failed: Model is unavailable.' },
      }),
    ).toBe('server_error');
  });
});

describe("Bailian's Coding Plan kept for coding agents (held h655, h1438)", () => {
  it('reads the body alone as the caller refused', () => {
    expect(
      reasonOf({ body: { error: 'Coding Plan is currently only available for Coding Agents' } }),
    ).toBe('auth');
  });
  it('reads it nested, in lower case and "to" coding agents', () => {
    expect(
      reasonOf({
        body: { error: { message: 'coding plan is currently only available to coding agents' } },
      }),
    ).toBe('auth');
  });
  it("leaves the plan's usage window a rate limit", () => {
    expect(
      reasonOf({ body: { error: 'Coding Plan usage limit reached, please try again in 5 hours' } }),
    ).toBe('rate_limit');
  });
});

describe("HTTP 451's reason phrase kept without its status (held h589)", () => {
  it('reads the body alone as a legal block of the caller', () => {
    expect(
      reasonOf({
        body: {
          error: {
            message: 'Unavailable For Legal Reasons',
            type: 'requests',
            param: null,
            code: null,
          },
        },
      }),
    ).toBe('auth_permanent');
  });
  it('reads it in lower case at the top of a body, and with the status as before', () => {
    expect(reasonOf({ body: { message: 'unavailable for legal reasons' } })).toBe('auth_permanent');
    expect(
      reasonOf({ status: 451, body: { error: { message: 'Unavailable For Legal Reasons' } } }),
    ).toBe('auth_permanent');
  });
  it('leaves content withheld and a model refused in the region to their readings', () => {
    expect(
      reasonOf({
        body: { message: 'The model output was blocked: unavailable for legal reasons' },
      }),
    ).toBe('content_policy');
    expect(
      reasonOf({
        body: {
          error: {
            message:
              'Access to Anthropic models is not available in your region: Unavailable For Legal Reasons',
          },
        },
      }),
    ).toBe('model_not_found');
  });
});

describe('a feature said temporarily unavailable under a generic server code (held h550)', () => {
  it('reads the body alone as overloaded', () => {
    expect(
      reasonOf({
        body: {
          success: false,
          error: 'Image generation is temporarily unavailable. Please try again shortly.',
          code: 'internal_error',
        },
      }),
    ).toBe('overloaded');
  });
  it('reads it in capitals under an `api_error` type', () => {
    expect(
      reasonOf({
        body: {
          error: {
            type: 'api_error',
            message: 'THE SERVICE IS TEMPORARILY UNAVAILABLE. PLEASE TRY AGAIN SHORTLY.',
          },
        },
      }),
    ).toBe('overloaded');
  });
  it('leaves a failure with the same invitation and a real 500 as server errors', () => {
    expect(
      reasonOf({
        body: {
          error: 'Image generation failed. Please try again shortly.',
          code: 'internal_error',
        },
      }),
    ).toBe('server_error');
    expect(
      reasonOf({
        status: 500,
        body: {
          error: 'Image generation is temporarily unavailable. Please try again shortly.',
          code: 'internal_error',
        },
      }),
    ).toBe('server_error');
  });
});
