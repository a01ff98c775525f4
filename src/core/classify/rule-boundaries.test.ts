/**
 * Where the held-out batches' rules stop (a review of them found each of these misfiring): the
 * wording a rule was written for still matches, ordinary text around the same words does not.
 */
import { describe, expect, it } from 'vitest';
import { checkReasons } from '../../../test/support/reason-cases.js';
import { classifyError } from './classify.js';
import { errorFromDescriptor } from './error-from-descriptor.js';

const openAI = (message: string) => ({ error: { message } });

describe('a monthly or billing-period limit stays billing, even when it says to wait', () => {
  checkReasons([
    [
      '402 monthly usage limit, wait until next month',
      {
        status: 402,
        body: openAI('You have reached your monthly usage limit. Please wait until next month.'),
      },
      'billing',
    ],
    [
      'no status, quota until the next billing period',
      { message: 'quota exceeded: wait for the next billing period' },
      'billing',
    ],
    [
      '402 usage limit, please wait a minute (a refilling window)',
      { status: 402, body: openAI('Usage limit reached. Please wait a minute and try again.') },
      'rate_limit',
    ],
  ]);
});

describe('"does not support tools" is a model only when a model is named', () => {
  checkReasons([
    [
      'Ollama model id with a tag',
      { status: 400, body: { error: 'registry.ollama.ai/library/qwen:4b does not support tools' } },
      'model_not_found',
    ],
    [
      'the word model before it',
      { status: 400, body: openAI('The model llama3 does not support tools') },
      'model_not_found',
    ],
    [
      'a mode, not a model',
      { status: 400, body: openAI('Streaming mode does not support tool calls') },
      'format_error',
    ],
    [
      'a request option',
      { status: 400, body: openAI('response_format json_object does not support tools') },
      'format_error',
    ],
  ]);
});

describe('"N tokens per request" is an overflow only for the input', () => {
  checkReasons([
    [
      'requested input over the cap',
      { status: 400, body: openAI('Requested 319487 tokens, max 300000 tokens per request') },
      'context_overflow',
    ],
    [
      'an output cap named in a max_tokens refusal',
      {
        status: 400,
        body: openAI(
          'Invalid max_tokens value: this model generates at most 4096 tokens per request',
        ),
      },
      'format_error',
    ],
  ]);
});

describe('a size in bytes is payload_too_large unless it names tokens or the context', () => {
  checkReasons([
    [
      'message size in bytes',
      { status: 400, body: openAI('total message size 2000000 exceeds limit 1048576') },
      'payload_too_large',
    ],
    [
      'request size against the context window',
      { status: 400, body: openAI('Request size 131072 exceeds the model context window 128000') },
      'context_overflow',
    ],
  ]);
});

describe('"N per unit" is a rate limit in the limiter form, not in validation text', () => {
  checkReasons([
    ['flask-limiter form', { message: 'AI21 error: 50 per 1 minute' }, 'rate_limit'],
    ['requests per minute', { message: 'Exceeded 60 requests per minute' }, 'rate_limit'],
    [
      'a 400 about an upload cap',
      { status: 400, body: openAI('You may upload at most 20 per hour.') },
      'format_error',
    ],
  ]);
});

describe('an RFC 7807 status', () => {
  it('is named as body.status in the explain trace', () => {
    const result = classifyError(
      errorFromDescriptor({
        body: { type: 'about:blank', title: 'Too Many Requests', status: 429, detail: 'slow down' },
      }),
    );
    expect(result.reason).toBe('rate_limit');
    expect(result.status).toBe(429);
    // The body has no `code`: the trace used to say `body.code=429`.
    expect(result.explain[0]?.matched).toContain('body.status=429');
    expect(result.explain[0]?.matched).not.toContain('body.code');
  });
});
