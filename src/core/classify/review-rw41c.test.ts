/**
 * Review rw41c of the rules for held-out batches 456–464 (commits ab99937, fc423e9, a55e665,
 * c4a8f97): neighbours the rules read too broadly or an obvious sibling they missed. Real wordings
 * are cited; invented neighbours are marked "(invented)".
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { parseRetryAfterText } from '../retry-after.js';

// The Vertex SDK's real wording (held h458, GoogleCloudPlatform/generative-ai#962) prints the
// candidate after it; the SDK raises the same words for any candidate without parts.
const VERTEX_NO_PARTS =
  'ValueError: Cannot get the response text.\nCannot get the Candidate text.\nResponse candidate content has no parts (and thus no text). The candidate is likely blocked by the safety filters.\nContent:\n{}\nCandidate:\n{\n  "finish_reason": ';

describe('"Content has no parts" is the refusal only where no other finish reason is printed', () => {
  checkReasons([
    [
      "held h458's Vertex wording without the candidate still reads the refusal",
      {
        message:
          'Cannot get the Candidate text.\nResponse candidate content has no parts (and thus no text). The candidate is likely blocked by the safety filters.\nContent:\n{}',
      },
      'content_policy',
    ],
    [
      'the same with the candidate finished by SAFETY (candidate dump invented)',
      { message: `${VERTEX_NO_PARTS}"SAFETY"\n}` },
      'content_policy',
    ],
    [
      'the same with the candidate finished by MAX_TOKENS: the SDK guessed (candidate dump invented)',
      { message: `${VERTEX_NO_PARTS}"MAX_TOKENS"\n}` },
      'unknown',
    ],
    [
      "'Content has no parts' beside finish_reason MAX_TOKENS (invented)",
      { message: 'AttributeError: Content has no parts. finish_reason: MAX_TOKENS' },
      'unknown',
    ],
    [
      "'Content has no parts' beside finish_reason=MALFORMED_FUNCTION_CALL is no refusal (invented)",
      // the model's failed call in the finish reason's spelling (review 59 item 1), not the request
      { message: 'Content has no parts (finish_reason=MALFORMED_FUNCTION_CALL)' },
      'server_error',
    ],
  ]);
});

describe('"file size exceeds limit" leaves an image’s file to the image rule without a status', () => {
  checkReasons([
    [
      "an image's 'file size exceeds limit' without a status (invented)",
      { message: 'Image file size exceeds limit (20MB)' },
      'image_too_large',
    ],
    [
      "batch 460's 'file size exceeds limit' still reads the request's size",
      { status: 400, message: 'file size exceeds limit' },
      'payload_too_large',
    ],
    [
      "an audio file's size is the request's (invented)",
      { message: 'Audio file size exceeds the maximum size limit of 25 MB' },
      'payload_too_large',
    ],
  ]);
});

describe('simultaneous caps: one clause, both word orders', () => {
  checkReasons([
    [
      "'exceeded the maximum number of simultaneous requests' (invented)",
      { message: 'You have exceeded the maximum number of simultaneous requests' },
      'rate_limit',
    ],
    [
      "a cap's words and another clause's 'exceeded' are not the cap (invented)",
      {
        message:
          'Maximum simultaneous tool calls in a single response: 128. Error: context length exceeded',
      },
      'context_overflow',
    ],
    [
      "batch 456's ElevenLabs cap still reads the same",
      {
        message:
          'received 1008 (policy violation) Maximum simultaneous contexts per WebSocket connection exceeded (5). Please close an existing context before opening a new one.',
        code: 1008,
      },
      'rate_limit',
    ],
  ]);
});

describe('GPU quotas and pools', () => {
  checkReasons([
    [
      "ZeroGPU's 'exceeded your free GPU quota' still reads the window",
      {
        message:
          'You have exceeded your free GPU quota (60s requested vs. 0s left). Create a free account to get more daily usage quota.',
      },
      'rate_limit',
    ],
    [
      "a monthly GPU quota is the plan's, not the ZeroGPU window (invented)",
      { message: 'You have exceeded your monthly GPU quota. Please upgrade your plan.' },
      'unknown',
      'billing',
    ],
    [
      "a client's hedge 'if no GPU was available' is no overload (invented)",
      {
        message:
          'warning: if no GPU was available the model would run on CPU; error: request failed',
      },
      'unknown',
    ],
    [
      "ZeroGPU's 'No GPU was available for you' (batch 457) still reads the pool",
      { message: 'No GPU was available for you' },
      'overloaded',
    ],
  ]);
});

describe('a retired API with a path to use: the path is a URL path, not a slash command', () => {
  checkReasons([
    [
      "a CLI's 'use /login' after an API no longer supported (invented)",
      {
        message:
          'This API is no longer supported for your account. Please use /login to sign in again.',
      },
      'unknown',
      'auth_permanent',
    ],
    [
      "a CLI's 'use /model' (invented)",
      { message: 'The endpoint is no longer in service; use /model to pick another model' },
      'unknown',
    ],
    [
      "a path with a second segment (invented; batch 456's '/v1/realtime' is in its own test)",
      {
        message:
          'The Completions API is no longer supported. Please use /chat/completions instead.',
      },
      'format_error',
    ],
  ]);
});

describe('a plan that does not include access to an API or feature names no model', () => {
  checkReasons([
    [
      "'plan does not include access to the batch API' under a 400 (invented)",
      { status: 400, message: 'Your subscription plan does not include access to the batch API' },
      'format_error',
    ],
    [
      "Z.AI's 'does not yet include access to GLM-5' (batch 146) under a 400 still reads the model",
      {
        status: 400,
        message: 'Your current subscription plan does not yet include access to GLM-5',
      },
      'model_not_found',
    ],
  ]);
});

describe("httpx's URL with no scheme is the configured URL, as reqwest's", () => {
  checkReasons([
    [
      "httpx's UnsupportedProtocol 'Request URL is missing an 'http://' or 'https://' protocol.' (httpx's own text)",
      { message: "Request URL is missing an 'http://' or 'https://' protocol." },
      'format_error',
    ],
  ]);
});

describe('a Chinese "API returned … empty" is the empty answer, not a request field or a key', () => {
  checkReasons([
    [
      "batch 464's 'API 返回的 candidate.content.parts 为空。' still reads the empty answer",
      {
        message:
          'Chat Model google_gemini_1/gemini-3-flash-preview request error: API 返回的 candidate.content.parts 为空。',
      },
      'server_error',
    ],
    [
      "'接口返回的结果中 choices 为空' (invented) is the empty answer too",
      { message: '接口返回的结果中 choices 为空' },
      'server_error',
    ],
    [
      "a key said empty in the API's quoted error (invented)",
      { message: 'API 返回 401: API Key 为空' },
      'unknown',
      'auth_permanent',
    ],
    [
      "a token said empty after '返回：' (invented)",
      { message: '接口返回：token为空，请先登录' },
      // No rule reads it; since session 45's retrain the vote reads a missing token as a dead key.
      'unknown',
      'auth_permanent',
    ],
    [
      "the user's input said empty in the API's error (invented)",
      { message: 'API返回错误: 用户输入为空' },
      'unknown',
    ],
    [
      'a request field said empty (invented)',
      { message: 'openapi 返回 model 字段为空' },
      'unknown',
    ],
  ]);
});

describe('"retry after H:MM:SS" unlabelled takes only the unpadded hour a timedelta prints', () => {
  it('a padded midnight is a daily reset, not a zero wait (invented)', () => {
    expect(
      parseRetryAfterText('Daily quota exceeded, please retry after 00:00:00'),
    ).toBeUndefined();
    expect(parseRetryAfterText('Quota resets daily. Retry after 00:00:00 (UTC+8)')).toBeUndefined();
  });
  it('the demo and the unpadded hour still read (batch 461)', () => {
    expect(
      parseRetryAfterText(
        'You have been rate limited. Retry after 0:01:25 (HH:MM:SS). See our API documentation for more details.',
      )?.retryAfterMs,
    ).toBe(85_000);
    expect(parseRetryAfterText('retry after 00:01:25 (HH:MM:SS)')?.retryAfterMs).toBe(85_000);
    expect(parseRetryAfterText('please retry after 0:05:00')?.retryAfterMs).toBe(300_000);
  });
  it("a timedelta with days after 'retry after' is read whole (invented)", () => {
    expect(parseRetryAfterText('Rate limited. Retry after 1 day, 2:03:04')?.retryAfterMs).toBe(
      (26 * 3600 + 3 * 60 + 4) * 1000,
    );
  });
});
