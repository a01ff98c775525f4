/**
 * Rules from held-out batches 54–56 (natural samples; docs/classifier.md, "Batches 54–56"): each
 * rule's wordings, then the neighbours it must leave alone. The costly direction is a transient
 * failure filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const classify = (descriptor: Record<string, unknown>) =>
  classifyError(errorFromDescriptor(descriptor));

describe('a count of images is no size', () => {
  checkReasons([
    [
      "OpenAI's 400 too_many_images",
      {
        status: 400,
        body: {
          error: {
            message: 'Number of images (2) exceeds maximum of 1',
            type: 'invalid_request_error',
            param: 'input',
            code: 'too_many_images',
          },
        },
      },
      'format_error',
    ],
    [
      'the count alone without a status reads no verdict (retried, nothing shrunk)',
      { message: 'Number of images (3) exceeds maximum of 1' },
      'unknown',
    ],
    [
      'an image over a byte cap stays image_too_large',
      {
        status: 400,
        body: {
          error: {
            message:
              'messages.0.content.1.image.source.base64: image exceeds 5 MB maximum: 7340032 bytes > 5242880 bytes',
          },
        },
      },
      'image_too_large',
    ],
    [
      '"Image size exceeds the maximum allowed" stays image_too_large',
      { status: 400, message: 'Image size exceeds the maximum allowed (20MB)' },
      'image_too_large',
    ],
  ]);
});

describe('max_tokens above the output cap (the held convention)', () => {
  const volcengine = (message: string, param = 'max_tokens') => ({
    status: 400,
    body: { error: { code: 'InvalidParameter', message, param, type: 'BadRequest' } },
  });
  const above =
    'The parameter max_tokens specified in the request is not valid: integer above maximum value, expected a value <= 32768, but got 64000 instead.';
  checkReasons([
    [
      "Volcengine's 400 InvalidParameter above the maximum value",
      volcengine(above),
      'context_overflow',
    ],
    ['the same without a status', { body: volcengine(above).body }, 'context_overflow'],
    [
      "DashScope's range wrapped by a terminal",
      {
        status: 400,
        message:
          'InternalError.Algo.InvalidParameter: Range of max_tokens should be [1,\n    8192]',
      },
      'context_overflow',
    ],
    [
      'another parameter above its maximum stays the request',
      volcengine(
        'The parameter temperature specified in the request is not valid: float above maximum value, expected a value <= 2, but got 3 instead.',
        'temperature',
      ),
      'format_error',
    ],
    [
      'max_tokens below its minimum stays the request',
      volcengine(
        'The parameter max_tokens specified in the request is not valid: integer below minimum value, expected a value >= 1, but got 0 instead.',
      ),
      'format_error',
    ],
    [
      "another parameter's wrapped range stays the request",
      {
        status: 400,
        message: 'InternalError.Algo.InvalidParameter: Range of temperature should be [0,\n    2]',
      },
      'format_error',
    ],
  ]);

  it('lowers max_tokens to the stated cap', () => {
    expect(classify(volcengine(above)).repair).toEqual({
      kind: 'lower_max_tokens',
      maxTokens: 32768,
    });
  });
});

describe('a resource held for a while is no prompt refusal', () => {
  const held =
    'Your resource has been temporarily blocked because we detected behavior that may violate our content policy.';
  checkReasons([
    [
      "Azure's 403 on a temporarily blocked resource",
      { status: 403, body: { error: { code: 'Forbidden', message: held } } },
      'auth',
    ],
    [
      'the same without a status',
      { body: { error: { code: 'Forbidden', message: held } } },
      'auth',
    ],
    [
      'an account suspended for a while over the policy is no dead key',
      {
        status: 403,
        message:
          'Your account has been temporarily suspended because we detected behavior that may violate our content policy.',
      },
      'auth',
    ],
    [
      'a key disabled for a while over the usage policies is no dead key',
      {
        status: 403,
        message:
          'Your API key has been temporarily disabled because of a possible violation of our usage policies.',
      },
      'auth',
    ],
    [
      'a prompt blocked for a while is still a refusal',
      {
        status: 400,
        message: 'This prompt was temporarily blocked because it may violate our content policy',
      },
      'content_policy',
    ],
    [
      "Azure's content_filter 400 stays a refusal",
      {
        status: 400,
        body: {
          error: {
            message:
              "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
            code: 'content_filter',
          },
        },
      },
      'content_policy',
    ],
    [
      'a suspension (not "temporarily") keeps the answer it had',
      {
        status: 403,
        message: 'Your account has been suspended due to violations of our usage policies',
      },
      'content_policy',
    ],
  ]);
});

describe('a key missing or invalid in the request', () => {
  checkReasons([
    [
      "Volcengine's AuthenticationError without a status",
      {
        body: {
          error: {
            code: 'AuthenticationError',
            message: 'The API key in the request is missing or invalid. Request id: 0217508242532',
            type: 'Unauthorized',
          },
        },
      },
      'auth_permanent',
    ],
    [
      'an expired key in the request stays refreshable',
      {
        status: 401,
        body: {
          error: {
            code: 'AuthenticationError',
            message: 'The API key in the request has expired.',
          },
        },
      },
      'auth',
    ],
    [
      'a session (not a key) missing or invalid stays refreshable',
      {
        status: 401,
        body: {
          error: {
            code: 'AuthenticationError',
            message: 'The session in the request is missing or invalid.',
          },
        },
      },
      'auth',
    ],
  ]);
});

describe("a key's spend limit reached is billing", () => {
  checkReasons([
    [
      'OpenRouter\'s key spend limit in a client\'s rendering (its "try again" is after raising it)',
      {
        message:
          'Failed.\nAPI key spend limit reached. Add credits or raise your limit on your provider dashboard, then try again.',
      },
      'billing',
    ],
    [
      '"Key spend limit exceeded" on a 403',
      { status: 403, body: { error: { message: 'Key spend limit exceeded' } } },
      'billing',
    ],
    [
      'an hourly spend limit with a wait stays a window (no key parked)',
      { message: 'Hourly spend limit reached. Try again in 10 minutes.' },
      'rate_limit',
    ],
    [
      'a rate limit with a wait stays a window',
      { message: 'Rate limit reached. Please wait and try again.' },
      'rate_limit',
    ],
    [
      'a 429 that mentions a spend limit as a setting stays a window',
      { status: 429, message: 'Rate limit exceeded. You can set a spend limit in your settings.' },
      'rate_limit',
    ],
  ]);
});

describe('overflow and request-shape wordings', () => {
  checkReasons([
    [
      'Claude Code\'s "Conversation too long" during compaction',
      {
        message:
          'Error: Error during compaction: Error: Conversation too long. Press esc twice to go up a few messages and try again.',
      },
      'context_overflow',
    ],
    [
      "a conversation's title too long is no overflow",
      {
        status: 400,
        body: { error: { message: 'Conversation title is too long (max 100 characters)' } },
      },
      'format_error',
    ],
    [
      'Bedrock\'s "text content blocks must be non-empty" without a status',
      {
        message:
          'The model returned the following errors: messages: text content blocks must be non-empty',
      },
      'format_error',
    ],
    [
      "the same under a relay's 429 stays the window (as h44)",
      {
        status: 429,
        body: {
          error: {
            type: 'invalid_request_error',
            message: 'messages: text content blocks must be non-empty',
          },
        },
      },
      'rate_limit',
    ],
    [
      "the same under a 500 stays the server's (the 5xx convention)",
      {
        status: 500,
        body: { error: { message: 'messages: text content blocks must be non-empty' } },
      },
      'server_error',
    ],
    [
      "OpenAI's \"provided without its required 'reasoning' item\" without a status",
      {
        body: {
          error: {
            message:
              "Item 'fc_123' of type 'function_call' was provided without its required 'reasoning' item: 'rs_456'.",
          },
        },
      },
      'format_error',
    ],
    [
      "the same under a relay's 500 stays the server's",
      {
        status: 500,
        body: {
          error: {
            message:
              "Item 'fc_123' of type 'function_call' was provided without its required 'reasoning' item: 'rs_456'.",
          },
        },
      },
      'server_error',
    ],
    [
      'a tool schema property without a type',
      { body: { id: '5961', message: 'property timezone must have a type' } },
      'format_error',
    ],
    [
      'an account that must have a payment method is no schema error',
      // An account that must add a way to pay: the key is parked, not retried. The vote answered
      // billing from session 43 until a retrain in session 50; a billing rule decides it now.
      { message: 'Your account must have a payment method on file' },
      'billing',
    ],
  ]);
});

describe("a client that failed to parse the server's error reply blames no request", () => {
  checkReasons([
    // Session 42 (batch 481, a second Azure reporter; held h54 labelled the same): the error event
    // whose error was null is the server's fault, not the cut stream and not a silence.
    [
      'Codex\'s "failed to parse ErrorResponse: invalid type: null" in a cut stream',
      {
        message:
          'stream disconnected before completion: failed to parse ErrorResponse: invalid type: null, expected struct Error',
      },
      'server_error',
    ],
    [
      'the same alone is the server’s null error event too',
      { message: 'failed to parse ErrorResponse: invalid type: null, expected struct Error' },
      'server_error',
    ],
    [
      "a server's own deserialize error on the request stays the request",
      {
        status: 400,
        message:
          'Failed to deserialize the JSON body into the target type: messages[0]: invalid type: null, expected a string',
      },
      'format_error',
    ],
    [
      'serde\'s "invalid type" alone stays the request',
      { message: 'invalid type: integer `5`, expected a string at line 1 column 20' },
      'format_error',
    ],
  ]);
});
