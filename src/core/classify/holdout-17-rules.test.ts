/**
 * The rules the seventeenth held-out batch prompted (docs/classifier.md, "Batches 17–18"): each with
 * other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a model that cannot be invoked with on-demand throughput is model_not_found', () => {
  checkReasons([
    [
      'botocore, no status',
      {
        message:
          'An error occurred (ValidationException) when calling the InvokeModel operation: This model does not support on-demand throughput.',
      },
      'model_not_found',
    ],
    [
      'provisioned throughput, on a 400',
      {
        status: 400,
        body: { message: "The requested model doesn't support provisioned throughput." },
      },
      'model_not_found',
    ],
    [
      'a provisioned-throughput limit is a rate limit',
      { status: 429, body: { message: 'Provisioned throughput limit exceeded, slow down.' } },
      'rate_limit',
    ],
  ]);
});

describe('a capability not supported by the provided model is model_not_found', () => {
  checkReasons([
    [
      'vision, on a 400',
      {
        status: 400,
        body: { message: 'invalid request: vision is not supported by the selected model.' },
      },
      'model_not_found',
    ],
    [
      'function calling, no status',
      { message: 'Function calling is not supported by the current model' },
      'model_not_found',
    ],
    [
      'a capability not supported in a mode is validation',
      { status: 400, body: { message: 'tool use is not supported in streaming mode' } },
      'format_error',
    ],
  ]);
});

describe('a list of the supported model names is model_not_found', () => {
  checkReasons([
    [
      'no status',
      {
        message:
          'Bad request (400): The supported API model names are foo-pro or foo-flash, but you passed foo-chat.',
      },
      'model_not_found',
    ],
    [
      'on a 400',
      { status: 400, body: { error: { message: 'Supported models are: gpt-4o, gpt-4o-mini.' } } },
      'model_not_found',
    ],
    [
      'supported parameter values are validation',
      { status: 400, body: { error: { message: "The supported values are 'auto' or 'none'." } } },
      'format_error',
    ],
  ]);
});

describe('"prompt token count of N exceeds the limit" is a context overflow', () => {
  checkReasons([
    [
      'on a 400',
      {
        status: 400,
        body: { error: { message: 'prompt token count of 140123 exceeds the limit of 128000' } },
      },
      'context_overflow',
    ],
    [
      'input length of N, no status',
      { message: 'input length of 9000 exceeds the maximum of 8192 tokens' },
      'context_overflow',
    ],
    [
      'a tool count is no prompt',
      { status: 400, body: { error: { message: 'tool count of 130 exceeds the limit of 128' } } },
      'format_error',
    ],
  ]);
});

describe('an exhausted free quota or missing payment information is billing', () => {
  checkReasons([
    [
      'on a 403',
      {
        status: 403,
        body: { error: { message: 'Your free credits have been used up. Add a payment method.' } },
      },
      'billing',
    ],
    [
      'no status',
      { message: 'The free trial allowance has run out; please complete your payment information' },
      'billing',
    ],
    [
      'a free-tier per-minute window stays a rate limit',
      {
        status: 429,
        body: { error: { message: 'Free tier requests per minute exceeded, try again in 20s.' } },
      },
      'rate_limit',
    ],
  ]);
});

describe('an internal_server_error code in text is a server error', () => {
  checkReasons([
    [
      'no status',
      { message: 'completion request failed, code: internal_server_error, message: oops' },
      'server_error',
    ],
    [
      'another code in the same shape is not',
      { message: 'completion request failed, code: bad_request, message: oops' },
      'unknown',
    ],
  ]);
});

describe('a response that ended before any chunk is a disconnect', () => {
  checkReasons([
    ['no status', { message: 'API Error: request ended without sending any chunks' }, 'timeout'],
    [
      'stream closed without data',
      { message: 'stream closed without receiving any data' },
      'timeout',
    ],
    [
      'an answer that ended on its length is no disconnect',
      { message: 'response ended with finish_reason length' },
      'unknown',
    ],
  ]);
});

describe("Google's quota document kept only as text is a refilling window", () => {
  const document = (extra: string): string =>
    `[API Error: {"error":{"message":"{\\n \\"error\\": {\\n \\"code\\": 429,\\n \\"message\\": \\"You exceeded your current quota, please check your plan and billing details.\\",\\n \\"status\\": \\"RESOURCE_EXHAUSTED\\"${extra}`;
  checkReasons([
    ['RESOURCE_EXHAUSTED, no status', { message: document('') }, 'rate_limit'],
    [
      'a quotaMetric, no status',
      {
        message:
          'You exceeded your current quota, please check your plan and billing details. quotaMetric: generativelanguage.googleapis.com/generate_content_free_tier_requests',
      },
      'rate_limit',
    ],
    ['a limit of 0 stays billing', { message: document(', limit: 0') }, 'billing'],
    [
      "OpenAI's current quota stays billing",
      {
        message:
          'You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs.',
      },
      'billing',
    ],
  ]);
});

describe('a session usage limit without a status is a rate limit', () => {
  checkReasons([
    [
      'session usage limit',
      { message: 'you have reached your session usage limit, upgrade for higher limits' },
      'rate_limit',
    ],
    [
      'a usage limit without a window stays unknown',
      { message: 'you have reached your usage limit, upgrade for higher limits' },
      'unknown',
    ],
  ]);
});
