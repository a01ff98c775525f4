/**
 * The rules the fourteenth held-out batch prompted (docs/classifier.md, "Batches 14–16"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

describe('a pool whose accounts or keys are all limited, with a wait, is a rate limit', () => {
  checkReasons([
    [
      'keys limited, no status',
      { message: 'All keys are temporarily limited, please wait 30 seconds' },
      'rate_limit',
    ],
    [
      'an account rate-limited, retry later',
      { message: 'Your account is currently rate-limited. Try again later.' },
      'rate_limit',
    ],
    [
      'a limited account without any wait is no usage window',
      { message: 'This account is limited.' },
      'unknown',
    ],
  ]);
  it('reads the stated wait', () => {
    const result = classifyError(
      errorFromDescriptor({
        message: 'Token error: All credentials are currently limited. Please wait 12s.',
      }),
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(12_000);
  });
});

describe('an ErrorInfo reason that says a balance ran out is billing', () => {
  const google = (reason: string) => ({
    error: {
      code: 429,
      message: 'Resource has been exhausted (e.g. check quota).',
      status: 'RESOURCE_EXHAUSTED',
      details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason }],
    },
  });
  checkReasons([
    [
      'insufficient credits balance on a 429',
      { status: 429, body: google('INSUFFICIENT_CREDITS_BALANCE') },
      'billing',
    ],
    [
      'the same body without a status',
      { body: google('INSUFFICIENT_G1_CREDITS_BALANCE') },
      'billing',
    ],
    [
      'an insufficient funds reason on a 403',
      { status: 403, body: google('INSUFFICIENT_PREPAID_FUNDS') },
      'billing',
    ],
    [
      'a per-minute quota reason stays a rate limit',
      { status: 429, body: google('RATE_LIMIT_EXCEEDED') },
      'rate_limit',
    ],
    [
      'an insufficient-permissions reason is no balance',
      { status: 429, body: google('INSUFFICIENT_PERMISSIONS') },
      'rate_limit',
    ],
  ]);
});

describe("a local router relaying the provider's own 429 document is the caller's rate limit", () => {
  const doc =
    '{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}';
  checkReasons([
    [
      'claude-code-router with provider and model named',
      {
        status: 429,
        body: { error: { message: `Error from provider(gemini,gemini-2.5-pro: 429): ${doc}` } },
      },
      'rate_limit',
    ],
    ['the same without a status', { message: `Error from provider(429): ${doc}` }, 'rate_limit'],
    [
      "an aggregator's own words about its provider stay upstream",
      { status: 429, message: 'Error from provider (Console Go): Provider rate limit exceeded' },
      'upstream_rate_limit',
    ],
    [
      'a relay whose upstream returned 429 stays upstream',
      { message: 'Chat upstream returned 429 Too Many Requests' },
      'upstream_rate_limit',
    ],
  ]);
});

describe('a model gated on organization verification is no access to the model', () => {
  checkReasons([
    [
      'to use this model, on a 403',
      {
        status: 403,
        body: {
          error: { message: 'Your organization must be verified to use the model `gpt-image-1`.' },
        },
      },
      'model_not_found',
    ],
    [
      'to stream this model, no status',
      { message: 'Your organization must be verified to stream this model.' },
      'model_not_found',
    ],
    [
      'an email that must be verified is no model gate',
      {
        status: 400,
        body: { error: { message: 'Your email must be verified before using the API.' } },
      },
      'format_error',
    ],
  ]);
});

describe('no credentials of any kind reached the service: auth_permanent', () => {
  checkReasons([
    [
      'a cookie credential, on a 401',
      { status: 401, body: { error: { message: 'No cookie auth credentials found' } } },
      'auth_permanent',
    ],
    [
      'a bearer credential, no status',
      { message: 'No bearer auth credentials found' },
      'auth_permanent',
    ],
    [
      'authentication credentials that expired stay refreshable',
      { status: 401, body: { error: { message: 'Authentication credentials have expired' } } },
      'auth',
    ],
  ]);
});

describe('a named model without a capability is model_not_found; one request value is validation', () => {
  checkReasons([
    [
      'a model id opening the message, on a 400',
      {
        status: 400,
        body: { error: { message: 'deepseek-chat-v2 does not support function calling' } },
      },
      'model_not_found',
    ],
    [
      'the same quoted, no status',
      { message: 'Error: "qwen2.5-vl does not support tools"' },
      'model_not_found',
    ],
    [
      'a word without a model-id shape is no model',
      { status: 400, body: { error: { message: 'This endpoint does not support tools' } } },
      'format_error',
    ],
    [
      'one tool_choice form, no status',
      { message: 'claude-sonnet does not support this tool_choice' },
      'format_error',
    ],
    [
      'a response_format value, on a 400',
      {
        status: 400,
        body: { error: { message: 'The model does not support this response_format' } },
      },
      'format_error',
    ],
    [
      'a model that does not support tool_calls stays a capability',
      { message: 'model mistral-7b does not support tool_calls' },
      'model_not_found',
    ],
  ]);
});

describe("a content block of the wrong type ('expected … but found …') is validation", () => {
  checkReasons([
    [
      "Bedrock's thinking order, no status",
      {
        message:
          "messages.1.content.0.type: Expected 'thinking' or 'redacted_thinking', but found 'text'. When 'thinking' is enabled, a final 'assistant' message must start with a thinking block.",
      },
      'format_error',
    ],
    [
      'a role, quoted differently',
      { message: 'messages.3.role: expected "user" but got "assistant"' },
      'format_error',
    ],
    [
      'an invalid thinking signature stays a signature',
      { message: 'messages.1.content.0: Invalid `signature` in `thinking` block' },
      'thinking_signature',
    ],
  ]);
});
