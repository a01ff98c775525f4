/**
 * Counter-examples from the second review of session 14 (of batches 31–34's rules;
 * docs/classifier.md, "Review fixes (session 14, second)"): the reviewer's inputs and their
 * neighbours. The costly direction is a transient failure filed as permanent, or a wait invented
 * for an error that stated none.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';
import type { ClassifyContext } from './types.js';

const classify = (descriptor: Record<string, unknown>, context?: ClassifyContext) =>
  classifyError(errorFromDescriptor(descriptor), context);

describe('1. a relayed malformed 400 on a large session is the generic-400 overflow', () => {
  const relayed = {
    status: 500,
    body: '{"message":"API error 400: {\\"message\\":\\"Improperly formed request.\\",\\"reason\\":null}"}',
  };
  const large = { approxTokens: 150_000, contextLength: 200_000, numMessages: 120 };
  const small = { approxTokens: 3_000, contextLength: 200_000, numMessages: 6 };
  it('150k of 200k tokens, 120 messages → context_overflow, as the same body as a direct 400', () => {
    expect(classify(relayed, large).reason).toBe('context_overflow');
    expect(
      classify({ status: 400, body: { message: 'Improperly formed request.' } }, large).reason,
    ).toBe('context_overflow');
  });
  it('120 messages alone → context_overflow', () => {
    expect(classify(relayed, { numMessages: 120 }).reason).toBe('context_overflow');
  });
  it('a small session keeps format_error', () => {
    expect(classify(relayed, small).reason).toBe('format_error');
    expect(classify(relayed).reason).toBe('format_error');
  });
  it('a relayed 400 naming a missing model on a large session stays model_not_found', () => {
    expect(
      classify(
        { status: 500, body: '{"message":"API error 400: {\\"message\\":\\"model not found\\"}"}' },
        large,
      ).reason,
    ).toBe('model_not_found');
  });
  it('a relayed malformed 400 with server-fault words is still not read as the request', () => {
    expect(
      classify(
        {
          status: 500,
          body: 'API error 400: Improperly formed request. Internal server error, please retry later',
        },
        large,
      ).reason,
    ).not.toBe('context_overflow');
  });
});

describe('2. an errored content filter beside a block verdict is still a refusal', () => {
  const mixed =
    "Error code: 400 - {'error': {'message': \"The response was filtered due to the prompt triggering Azure OpenAI's content management policy. Please modify your prompt and retry.\", 'type': None, 'param': 'prompt', 'code': 'content_filter', 'status': 400, 'innererror': {'code': 'ResponsibleAIPolicyViolation', 'content_filter_result': {'hate': {'filtered': False, 'severity': 'safe'}, 'jailbreak': {'filtered': True, 'detected': True}, 'protected_material_text': {'error': {'code': 'content_filter_error', 'message': 'The contents are not filtered'}}}}}}";
  const verdictOnly =
    "{'content_filter_result': {'jailbreak': {'filtered': True, 'detected': True}, 'protected_material_text': {'error': {'code': 'content_filter_error', 'message': 'The contents are not filtered'}}}}";
  const failedOnly =
    "{'content_filter_result': {'hate': {'filtered': False, 'severity': 'safe'}, 'protected_material_text': {'error': {'code': 'content_filter_error', 'message': 'The contents are not filtered'}}}}";
  checkReasons([
    ['the Python SDK rendering of a mixed Azure 400', { message: mixed }, 'content_policy'],
    [
      'the mixed body without its status preamble',
      { message: mixed.replace('Error code: 400 - ', '') },
      'content_policy',
    ],
    ['the mixed body on a 400', { status: 400, message: mixed }, 'content_policy'],
    [
      "a 'filtered': True verdict beside a failed filter, no status",
      { message: verdictOnly },
      'content_policy',
    ],
    ['the same on a 400', { status: 400, message: verdictOnly }, 'content_policy'],
    [
      '"filtered due to" beside a failed filter, no status',
      {
        message:
          'The response was filtered due to the prompt triggering the content filter. The contents are not filtered: content_filter_error',
      },
      'content_policy',
    ],
    // A failed filter with every verdict False refused nothing.
    ['only a failed filter, no status', { message: failedOnly }, 'server_error'],
    ['only a failed filter, on a 400', { status: 400, message: failedOnly }, 'format_error'],
  ]);
});

describe('3. the SDK retry log gives a wait only to throttling verdicts', () => {
  const wait = (text: string) => classify({ message: text });
  it('a timeout after a logged 9 s retry has no wait', () => {
    const result = wait(
      'Retrying request to /chat/completions in 9.000000 seconds\nopenai.APITimeoutError: Request timed out.',
    );
    expect(result.reason).toBe('timeout');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('a 500 after a logged 20 s retry has no wait', () => {
    const result = classify({
      status: 500,
      message:
        'Retrying request to /v1/messages in 20.000000 seconds\nInternalServerError: Error code: 500 - internal server error',
    });
    expect(result.reason).toBe('server_error');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('a billing 429 after a logged retry has no wait', () => {
    const result = classify({
      status: 429,
      message:
        'Retrying request to /chat/completions in 20.000000 seconds\nRateLimitError: You exceeded your current quota, please check your plan and billing details.',
    });
    expect(result.reason).toBe('billing');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('a rate-limited 429 keeps the logged wait', () => {
    const result = classify({
      status: 429,
      message:
        'openai._base_client:Retrying request to /chat/completions in 20.000000 seconds\nError code: 429 - rate limit',
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(20_000);
  });
  it('an overloaded 529 keeps the logged wait', () => {
    const result = classify({
      status: 529,
      message:
        "Retrying request to /v1/messages in 30.000000 seconds\nOverloadedError: {'type': 'error', 'error': {'type': 'overloaded_error', 'message': 'Overloaded'}}",
    });
    expect(result.reason).toBe('overloaded');
    expect(result.retryAfterMs).toBe(30_000);
  });
});

describe('4. a body wait is read as seconds, a Unix time turned relative, and 0 skipped', () => {
  const nowMs = Date.UTC(2026, 0, 1);
  it('retry_after as a Unix time 90 s ahead → 90 s', () => {
    const result = classify(
      { status: 429, body: { message: 'Too many requests', retry_after: nowMs / 1000 + 90 } },
      { nowMs },
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBe(90_000);
  });
  it('retry_after as a Unix time without a clock → no wait', () => {
    const result = classify({
      status: 429,
      body: { message: 'Too many requests', retry_after: nowMs / 1000 + 90 },
    });
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('retry_after as a Unix time already past → no wait', () => {
    const result = classify(
      { status: 429, body: { message: 'Too many requests', retry_after: nowMs / 1000 - 5 } },
      { nowMs },
    );
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('retry_after 0 → no wait', () => {
    const result = classify({
      status: 429,
      body: { message: 'Too many requests', retry_after: 0 },
    });
    expect(result.reason).toBe('rate_limit');
    expect(result.retryAfterMs).toBeUndefined();
  });
  it('retryAfter 114 (seconds) → 114 s', () => {
    const result = classify(
      {
        status: 429,
        body: { error: 'Too Many Requests', message: 'Rate limit exceeded', retryAfter: 114 },
      },
      { nowMs },
    );
    expect(result.retryAfterMs).toBe(114_000);
  });
  it('a quoted "retry_after":0 → no wait', () => {
    const result = classify({
      message: 'Error: 429 {"error":{"message":"Too many requests"},"retry_after":0}',
    });
    expect(result.retryAfterMs).toBeUndefined();
  });
});
