/**
 * Rules from held-out batch 57 (a natural sample; docs/classifier.md, "Batch 57"): each rule's
 * wordings, then the neighbours it must leave alone. The costly direction is a transient failure
 * filed as permanent (no retry, a key cooled or parked, a working target skipped).
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('a parameter allowed only under a condition is the request’s shape', () => {
  checkReasons([
    [
      "Qwen Code's rendering of OpenAI's 400 (no status field)",
      {
        message:
          "[API Error: 400 The 'metadata' parameter is only allowed when 'store' is enabled.]",
      },
      'format_error',
    ],
    [
      'a parameter supported only for some models, without a status',
      { message: "The 'reasoning_effort' parameter is only supported for reasoning models." },
      'format_error',
    ],
    [
      'with its 400 it was already a format error',
      {
        status: 400,
        body: {
          error: {
            message: "The 'metadata' parameter is only allowed when 'store' is enabled.",
            type: 'invalid_request_error',
          },
        },
      },
      'format_error',
    ],
    [
      'a service kept for some clients is no parameter (unread, retried)',
      {
        message:
          'Kimi For Coding is currently only available for Coding Agents such as Kimi CLI, Claude Code, Roo Code, Kilo Code, etc.',
      },
      'unknown',
    ],
    [
      'a key allowed only for one project is no parameter',
      { message: 'This API key is only allowed for the default project.' },
      'unknown',
    ],
    [
      'an allowance "only allowed N requests per minute" stays a rate limit',
      { message: 'Free tier is only allowed 10 requests per minute.' },
      'rate_limit',
    ],
  ]);
});

describe('a request frequency that was limited is a rate limit', () => {
  checkReasons([
    [
      "Z.ai's Coding Plan fair-usage throttle",
      {
        message:
          "Retry Error\nYour account's current usage pattern does not comply with the Fair Usage Policy, and your request frequency has been limited. For details, please refer to the Subscription Service Agreement. To restore access, please submit a request.",
      },
      'rate_limit',
    ],
    [
      'advice to lower the request frequency',
      { message: 'Please reduce your request frequency and try again.' },
      'rate_limit',
    ],
    [
      'the Chinese wording stays a rate limit',
      { message: '请求频率过高，请稍后再试' },
      'rate_limit',
    ],
    [
      'a frequency penalty out of range stays a format error',
      { status: 400, message: 'frequency_penalty must be between -2.0 and 2.0' },
      'format_error',
    ],
    [
      'a suspension for breaking the policy stays a dead key',
      { message: 'Your account has been suspended for violating the Fair Usage Policy.' },
      'auth_permanent',
    ],
  ]);
});

describe("OpenAI's quoted-parameter validation without a status", () => {
  checkReasons([
    [
      'a malformed previous_response_id relayed in a body whose error is a string',
      {
        body: {
          data: null,
          error:
            "Invalid 'previous_response_id': '@results.ress'. Expected an ID that contains letters, numbers, underscores, or dashes, but this value contained additional characters.",
          success: false,
        },
      },
      'format_error',
    ],
    [
      'a count below its minimum',
      {
        message:
          "Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead.",
      },
      'format_error',
    ],
    [
      'a message content over its length stays an overflow',
      {
        message:
          "Invalid 'messages[17].content': string too long. Expected a string with maximum length 1048576, but got a string with length 17442000 instead.",
      },
      'context_overflow',
    ],
    [
      'a tool output over its length stays an overflow',
      {
        message:
          "Invalid 'input[19].output': string too long. Expected a string with maximum length 10485760, but got a string with length 36960000 instead.",
      },
      'context_overflow',
    ],
    [
      'a quoted max_tokens is left to the output-cap rule (which reads it since batch 59)',
      {
        message:
          "Invalid 'max_tokens': integer above maximum value. Expected a value <= 32768, but got 64000 instead.",
      },
      'context_overflow',
    ],
    [
      'a key named in the quotes is no request shape',
      { message: "Invalid 'api_key': the key provided is not recognised." },
      'unknown',
      // No rule reads it; the vote's dead key is right.
      'auth_permanent',
    ],
    [
      "a thinking block's signature stays thinking_signature",
      { message: "Invalid 'signature' in 'thinking' block" },
      'thinking_signature',
    ],
  ]);
});

describe('messages that should alternate are out of order', () => {
  checkReasons([
    [
      "Perplexity's message-order rule without a status",
      {
        message:
          'After the (optional) system message(s), user or tool message(s) should alternate with assistant message(s).',
      },
      'format_error',
    ],
    [
      'and with its 400',
      {
        status: 400,
        message:
          'After the (optional) system message(s), user or tool message(s) should alternate with assistant message(s).',
      },
      'format_error',
    ],
    [
      'the held "roles must alternate" stays',
      { message: 'Roles must alternate between user and assistant' },
      'format_error',
    ],
    [
      'alternating with anything but a message role is no order rule',
      { message: 'Retries should alternate with backoff periods.' },
      'unknown',
    ],
  ]);
});
