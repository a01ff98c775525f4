/**
 * The rules the twenty-third held-out batch prompted (docs/classifier.md, "Batches 23–24"): each
 * with other realistic wordings of the same failure and counter-examples that must not match.
 */
import { describe } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';

describe('schema-validation wording (a field path and what the value should be) is a request error', () => {
  checkReasons([
    [
      "Zed's Anthropic tool name against its pattern",
      {
        message:
          "Received an error from the Anthropic API: tools.2.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'",
      },
      'format_error',
    ],
    [
      'an empty text block',
      { message: 'messages.1.content.0.text.text: String should have at least 1 character' },
      'format_error',
    ],
    [
      'a role outside the enum, on a 400',
      { status: 400, message: "messages.0.role: Input should be 'user' or 'assistant'" },
      'format_error',
    ],
    [
      'a number sent as text',
      {
        message:
          'body.temperature: Input should be a valid number, unable to parse string as a number',
      },
      'format_error',
    ],
    [
      'a list too short',
      {
        message: 'tools.0.input_schema.required: List should have at least 1 item after validation',
      },
      'format_error',
    ],
    [
      'overflow wording still wins (no status)',
      {
        message: 'Your input should be shorter: prompt is too long: 210000 tokens > 200000 maximum',
      },
      'context_overflow',
    ],
    [
      'a 5xx stays a server error',
      { status: 500, message: 'Internal server error: value should be a valid string' },
      'server_error',
    ],
    [
      '"should be" in advice is no validation',
      { message: 'Rate limit exceeded. Requests should be spaced out; retry in 20s' },
      'rate_limit',
    ],
  ]);
});

describe('a free tier that is ending is an allowance that does not refill', () => {
  checkReasons([
    [
      "Qwen's OAuth free tier, discontinued",
      {
        message:
          'Internal error: Qwen OAuth free tier quota exceeded. Note: Qwen OAuth free tier will be discontinued on 2026-04-15.',
      },
      'billing',
    ],
    [
      'a free plan already discontinued, on a 429',
      { status: 429, message: 'Your free plan has been discontinued. Please upgrade to continue.' },
      'billing',
    ],
    [
      'free access no longer offered',
      { message: 'Quota exceeded: free access is no longer available. Add a payment method.' },
      'billing',
    ],
    [
      'a free-tier quota alone stays a window (no status)',
      { message: 'Free tier quota exceeded' },
      'rate_limit',
    ],
    [
      '…and with a wait',
      { status: 429, message: 'Free tier quota exceeded, retry in 30s' },
      'rate_limit',
    ],
    [
      'the ending named next to a per-minute window: the window refused it (429)',
      {
        status: 429,
        message:
          'Rate limit: 10 requests per minute on the free tier. Note: the free tier will be discontinued on May 1.',
      },
      'rate_limit',
    ],
    [
      '…and without a status',
      {
        message:
          'Free tier: 10 requests per minute exceeded, retry in 6s. Note: the free tier will be discontinued on May 1.',
      },
      'rate_limit',
    ],
    [
      'an endpoint discontinued is no billing',
      { message: 'The v1 completions endpoint will be discontinued on 2026-01-01' },
      'unknown',
    ],
  ]);
});

describe('a stream that ended without output is a server disconnect', () => {
  checkReasons([
    [
      "Cline's rendering of the AI SDK's no-output error",
      {
        message:
          'The model stream ended without producing output: No output generated. Check the stream for errors.',
      },
      'timeout',
    ],
    [
      "the AI SDK's own message",
      {
        name: 'AI_NoOutputGeneratedError',
        message: 'No output generated. Check the stream for errors.',
      },
      'timeout',
    ],
    ['another client', { message: 'Stream ended without producing any output' }, 'timeout'],
    [
      'a refusal that names no output stays the refusal',
      { message: 'No output generated: the prompt was blocked by the safety system' },
      'content_policy',
    ],
    [
      'a tool with no output is no disconnect',
      { message: 'Tool run_tests finished: no output generated' },
      'unknown',
    ],
  ]);
});
